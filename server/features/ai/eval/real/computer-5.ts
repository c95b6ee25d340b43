import type { RealCase } from './types.ts';

/** Batch 5 of real computer reports (issue 24): gathered 2026-11-27, blind to the assistant. */
export const CASES: RealCase[] = [
  {
    id: 'pc-301',
    source: 'https://fub.livejournal.com/316891.html',
    original:
      "Yesterday evening, klik's computer just stopped working. It wasn't a 'normal' crash (though WinXP is so stable that any crash is abnormal) -- the screen went weird, and the system just stopped responding.\nI gave it a hard reset, but it wouldn't even POST -- even though I could head the DVD-RW drive and the harddisk spinning up...\nThis had all the trappings of a critical hardware failure.",
    language: 'en',
    text: "Ieri sera il computer di klik ha smesso di funzionare di colpo. Non era un crash 'normale' (anche se WinXP è così stabile che ogni crash è anormale) -- lo schermo è diventato strano e il sistema ha smesso di rispondere.\nHo fatto un reset forzato, ma non faceva nemmeno il POST -- anche se sentivo partire il masterizzatore DVD e l'hard disk...\nAveva tutta l'aria di un guasto hardware grave.",
    category: 'computer',
    cause:
      'Il case e il dissipatore della CPU erano pieni di polvere; puliti con l’aspirapolvere e uno spazzolino, il PC ha ripreso a funzionare.',
    keywords: ['polvere', 'dissipatore', 'cpu', 'ventola', 'intasato'],
  },
  {
    id: 'pc-302',
    source: 'https://maz.one/pc-revival.html',
    original:
      'One of my home PCs just got into trouble lately. Survival time after booting was a couple of minutes, after which the whole thing froze hard, forcing a manual power-off. Does not look like an OS failure, it would die with a bit more blue elegance.',
    language: 'en',
    text: 'Uno dei miei PC di casa ultimamente ha iniziato a dare problemi. Dopo l’avvio sopravviveva un paio di minuti, poi si bloccava completamente e dovevo spegnerlo a mano. Non sembra un problema del sistema operativo, in quel caso morirebbe con un po’ più di eleganza blu.',
    category: 'computer',
    cause:
      'Sul processore c’era uno spesso strato di sporco e polvere che lo faceva surriscaldare (55–90 gradi); aspirata la polvere (e rimesse bene le RAM spostate durante la pulizia) il PC funziona e la CPU sta a 35 gradi.',
    keywords: ['polvere', 'processore', 'dissipatore', 'surriscaldamento', 'temperatura'],
  },
  {
    id: 'pc-303',
    source: 'https://forums.bit-tech.net/index.php?threads/problems-with-booting-the-pc.153483/',
    original:
      "Hiya, The past 3 weeks or so my PC has been very strange to boot, I'll shows the steps which I have to do in order for it to start up and not have a black screen. 1) Turn on PC, leave for 5 seconds 2) Pull power cable out 3) Put PSU switch to off 4) Put PSU switch to on 5) Put power cable back in 6) Turn on PC If I don't do that, I receive a C1 error which as far as I know is memory related, but why does this happen? surely if it was memory it just wouldn't boot. TIA",
    language: 'en',
    text: 'Ciao, da circa 3 settimane il mio PC fa stranissimo all’avvio, vi scrivo i passaggi che devo fare perché parta e non resti lo schermo nero. 1) Accendo il PC, aspetto 5 secondi 2) Stacco il cavo di alimentazione 3) Metto l’interruttore dell’alimentatore su off 4) Lo rimetto su on 5) Riattacco il cavo di alimentazione 6) Accendo il PC. Se non faccio così mi dà un errore C1 che, per quanto ne so, riguarda la memoria, ma perché succede? Se fosse la memoria non partirebbe proprio. Grazie in anticipo',
    category: 'computer',
    cause:
      'Il cavo di alimentazione (cavo della corrente) del PC era difettoso: sostituito con un altro cavo, il PC si avvia normalmente.',
    keywords: ['cavo', 'alimentazione', 'corrente', 'difettoso', 'presa'],
  },
  {
    id: 'pc-304',
    source: 'https://federicosalis.blogspot.com/2017/10/riparazione-hardware-di-un-hard-disk.html',
    original:
      'SINTOMI\nL\'HDD SATA 2.5"non viene riconosciuto dal computer laptop.\nEstraendolo e mettendolo su una dockstation non viene riconosciuto ugualmente.\nNon si sente nessun rumore di testine…',
    language: 'it',
    text: 'SINTOMI\nL\'HDD SATA 2.5"non viene riconosciuto dal computer laptop.\nEstraendolo e mettendolo su una dockstation non viene riconosciuto ugualmente.\nNon si sente nessun rumore di testine…',
    category: 'computer',
    cause:
      'Era guasta la scheda elettronica (PCB) dell’hard disk: montata una PCB identica trasferendoci il chip BIOS dell’originale, il disco è tornato leggibile.',
    keywords: ['scheda', 'elettronica', 'pcb', 'chip', 'bios', 'controller'],
  },
  {
    id: 'pc-305',
    source: 'https://blog.irrelevant.com/2008/04/coffee-and-keyboards.html',
    original:
      "Well I can now state that spilling coffee into a laptop keyboard is not a good idea. Despite being cleaned out quickly, turned upside down, drained, and dried with a hair dryer on low, I can't get the damn thing to work any more.\n\nAnd the trackpad is, at best, intermittant. I'm having to use an external USB keyboard and mouse just to use the laptop now …\n\nIt's only a 'cheap' medion laptop, bought from Woolworths some time back. … The keyboard was sort of working (if you can accept long strings of n's in your posts) before I disconnected it to dry it off further.",
    language: 'en',
    text: "Beh, adesso posso dire che rovesciare il caffè sulla tastiera di un portatile non è una buona idea. Anche se l'ho pulito subito, girato sottosopra, fatto scolare e asciugato col phon al minimo, non riesco più a farla funzionare.\n\nE il touchpad va, quando va bene, a intermittenza. Per usare il portatile devo attaccarci una tastiera e un mouse USB esterni …\n\nÈ solo un portatile Medion 'economico', preso da Woolworths qualche tempo fa. … La tastiera più o meno funzionava (se si accettano lunghe file di n nei post) prima che la staccassi per farla asciugare meglio.",
    category: 'computer',
    cause:
      'Il caffè rovesciato aveva sporcato i contatti della tastiera del portatile: puliti con uno spray pulisci-contatti, la tastiera è tornata a funzionare.',
    keywords: ['contatti', 'tastiera', 'caffè', 'liquido', 'spray', 'connettore'],
  },
  {
    id: 'pc-306',
    source: 'http://redlightgreen.org/2019/02/mikroperekljuchateli-dlja-myshi-zamena/',
    original:
      'My good old tailless mouse M195 fromLogitech, after many years of hard work, began to cough and stutter. First, the left, and after a week, the right micrick began to show off - then not to work the first time, on the contrary - after a single press, three or four actions were performed at once.',
    language: 'en',
    text: 'Il mio vecchio e fedele mouse senza filo Logitech M195, dopo tanti anni di duro lavoro, ha cominciato a tossire e balbettare. Prima il tasto sinistro e dopo una settimana anche il destro hanno cominciato a fare i capricci - o non funzionavano al primo colpo o, al contrario, con un solo click faceva tre o quattro azioni insieme.',
    category: 'computer',
    cause:
      'I microswitch (microinterruttori) dei tasti del mouse erano usurati: dissaldati e sostituiti con microswitch nuovi, il mouse non fa più click multipli.',
    keywords: ['microswitch', 'microinterruttori', 'tasti', 'usurati', 'click'],
  },
  {
    id: 'pc-307',
    source: 'https://www.markdigital.com/2011/02/14/bad-capacitors-lcd-monitor-repaired/',
    original: 'The client reported that the LCD monitor was taking longer and longer to start up.',
    language: 'en',
    text: 'Il cliente mi ha detto che il monitor LCD ci metteva sempre più tempo ad accendersi.',
    category: 'computer',
    cause:
      "Sulla scheda di alimentazione del monitor c'erano condensatori elettrolitici guasti con la parte superiore gonfia: sostituiti i 4 condensatori, il monitor è stato riparato.",
    keywords: ['condensatori', 'gonfi', 'elettrolitici', 'alimentazione', 'scheda'],
  },
  {
    id: 'pc-308',
    source: 'http://makezine.com/2007/11/25/recovering-a-dead-external-har/',
    original:
      'Tell me if this sounds familiar. You spend a year or two filling up an enormous external hard drive, and just as you start thinking it might be a good idea to buy another enormous drive to back up your data, you boot your computer and hear a heart-stopping sound from your disk: thuck… thuck… thuck… thuck… @#$%!!!!\n\nI had a huge amount of data go dark on me two weeks ago.',
    language: 'en',
    text: 'Ditemi se non vi suona familiare. Passi un anno o due a riempire un enorme hard disk esterno, e proprio quando inizi a pensare che forse sarebbe il caso di comprarne un altro per fare il backup, accendi il computer e senti dal disco un rumore da infarto: tuc… tuc… tuc… tuc… @#$%!!!!\n\nDue settimane fa mi si è spenta una quantità enorme di dati.',
    category: 'computer',
    cause:
      "Il disco era sano: a essere guasta era l'elettronica del box esterno (alimentazione e scheda di collegamento USB/Firewire); messo il disco in un box esterno nuovo, tutti i dati erano leggibili.",
    keywords: ['box', 'esterno', 'elettronica', 'scheda', 'alimentazione', 'usb'],
  },
  {
    id: 'pc-309',
    source: 'https://rbellew.wordpress.com/2008/12/01/does-your-pc-randomly-shutdown/',
    original: 'Does your PC randomly shutdown?\n\n… random shutdowns of a Hewlett-Packard desktop PC …',
    language: 'en',
    text: 'Il tuo PC si spegne da solo a caso?\n\n… spegnimenti improvvisi di un PC desktop Hewlett-Packard …',
    category: 'computer',
    cause:
      'Il supporto in plastica del dissipatore della CPU si era rotto in tre angoli e il dissipatore non era più a contatto con il processore, che si surriscaldava: sostituito con un dissipatore tutto in metallo, gli spegnimenti sono finiti.',
    keywords: ['dissipatore', 'cpu', 'rotto', 'contatto', 'surriscaldamento', 'processore'],
  },
  {
    id: 'pc-310',
    source: 'https://www.kilala.nl/index.php?tag=hardware',
    original:
      "I've been using Microsoft's ergonomic keyboards for close to twenty years now. … The Natural Ergonomic 4000 has been my daily driver at the office for years.\nI hated it when it broke down. Or... When literally one of the keys broke down. Every single key on the keyboard worked fine, except the letter \"c\". It just wouldn't go. Nada.",
    language: 'en',
    text: 'Uso le tastiere ergonomiche Microsoft da quasi vent\'anni. … La Natural Ergonomic 4000 è da anni la mia tastiera di tutti i giorni in ufficio.\nMi ha dato fastidio quando si è rotta. O meglio... quando si è rotto letteralmente un solo tasto. Tutti i tasti della tastiera funzionavano benissimo, tranne la lettera "c". Non andava proprio. Niente.',
    category: 'computer',
    cause:
      'Un vecchio versamento di cola era penetrato tra gli strati della membrana della tastiera e disturbava la pista del tasto "c": separati i tre strati della membrana e puliti su entrambi i lati, la tastiera funziona di nuovo.',
    keywords: ['membrana', 'piste', 'liquido', 'cola', 'strati', 'contatti'],
  },
  {
    id: 'pc-311',
    source:
      'https://got-tty.org/thinkpad-blackscreen-boot?pk_campaign=feed&pk_kwd=mercedes-junge-sterne-und-das-gps-becker-map-pilot',
    original:
      'IBM Thinkpad A31p. … Somit wollte ich den mal wieder starten und was passiert, ein nettes schwarzes Bild, kein Lüfter läuft an, nur ein glimmen des LCD und das Zeichen leuchtet, er sei im Betrieb. Es geht natürlich auch keine Taste. Also nochmals angeschaltet und versucht in das BIOS zu kommen, Nichts.\nAlle Laufwerke raus, Akku raus, BIOS-Reset, WLAN raus. Nichts.',
    language: 'de',
    text: "IBM Thinkpad A31p. … Volevo riaccenderlo dopo un po' e cosa succede: un bel schermo nero, nessuna ventola parte, solo un leggero bagliore dell'LCD e la spia che dice che è acceso. Ovviamente non risponde nessun tasto. Lo riaccendo e provo a entrare nel BIOS: niente.\nTolti tutti i drive, tolta la batteria, reset del BIOS, tolta la scheda WLAN. Niente.",
    category: 'computer',
    cause:
      'Era esaurita la batteria tampone del BIOS (CMOS, una CR2032 con connettore): sostituita la pila, il ThinkPad riparte.',
    keywords: ['batteria', 'tampone', 'bios', 'cmos', 'pila'],
  },
  {
    id: 'pc-312',
    source: 'https://www.hardwareforums.com/posts/65066',
    original:
      'I recently fitted a new usb 2 card to my computer and it refused to boot. When i removed it i havent been able to start my computer. It makes a long beep and then three short beeps, which i have learned is a memory problem. i have since tried to clear the cmos and then fitted new memory. but im havent got any further than it keep repeating the series of beeps. Please any help would be recieved gratefully',
    language: 'en',
    text: 'Ho montato da poco una scheda USB 2 nel computer e non ha più voluto partire. Dopo averla tolta non sono più riuscito ad accenderlo. Fa un bip lungo e poi tre corti, che ho letto essere un problema di memoria. Ho provato a resettare il CMOS e poi a mettere memoria nuova, ma niente da fare, continua a ripetere la sequenza di bip. Qualsiasi aiuto è benvenuto',
    category: 'computer',
    cause:
      'La scheda video non era inserita bene nello slot (smossa durante il montaggio della scheda USB): pulito lo slot e i contatti della scheda video e reinserita, il PC riparte.',
    keywords: ['scheda', 'video', 'slot', 'contatti', 'inserita', 'agp'],
  },
  {
    id: 'pc-313',
    source: 'https://laptoprepairx.blogspot.com/2008/07/battery-not-charging-if-connector-moved.html',
    original:
      'This laptop has a power problem. The battery stops charging when I move the AC adapter connector inside the jack. When the connector or power cord moved, the battery charge LED light on the front goes on and off.',
    language: 'en',
    text: "Questo portatile ha un problema di alimentazione. La batteria smette di caricarsi quando muovo lo spinotto dell'alimentatore dentro la presa. Quando si muove lo spinotto o il cavo, il LED di carica sul davanti si accende e si spegne.",
    category: 'computer',
    cause:
      "Era difettosa la presa di alimentazione DC del portatile (il connettore con il suo cavetto verso la scheda madre), non l'alimentatore: sostituita la presa DC, il portatile si carica normalmente.",
    keywords: ['presa', 'alimentazione', 'connettore', 'jack', 'dc', 'cavo'],
  },
  {
    id: 'pc-314',
    source: 'https://blog.goo.ne.jp./momonger1/e/256207d96ec2d308d8c4899a9f610907',
    original:
      '半年前、インクの出が悪くてうまく印刷できないので同一機種のエプソンPX-045Aを買ったという兄の所から、捨てるのも面倒というので故障したプリンタを引き取ってきた。…\n所が新しく買った同一機種が、たった半年して故障したと言うので、修理してあった旧機と交換で半年前の比較的新しいプリンターが我家に届いた。…\n一応の掃除をして動かしてみても、紙送りがうまく行かず。少し分解してみるが、HPほど構造が簡単ではなく、紙送り機構の中心部は分解できず。再度のトライでも紙送り不能である。',
    language: 'ja',
    text: "Sei mesi fa mio fratello, siccome l'inchiostro usciva male e non stampava bene, aveva comprato un'altra Epson PX-045A dello stesso modello, e mi sono preso quella guasta perché a lui scocciava buttarla. …\nPerò la nuova dello stesso modello si è rotta dopo appena sei mesi, così in cambio di quella vecchia che avevo riparato mi è arrivata a casa questa stampante quasi nuova, di sei mesi fa. …\nL'ho pulita un po' e l'ho provata, ma non trascina la carta. L'ho smontata un po', ma non è semplice come le HP e la parte centrale del meccanismo di trascinamento non si riesce a smontare. Riprovando, ancora niente: la carta non passa.",
    category: 'computer',
    cause:
      'Nel meccanismo di trascinamento della carta era finito un corpo estraneo (un cuscinetto in gommapiuma di un auricolare): tolto con un cacciavite, la stampante trascina la carta e stampa di nuovo.',
    keywords: ['corpo', 'estraneo', 'trascinamento', 'carta', 'rullo', 'oggetto'],
  },
  {
    id: 'pc-315',
    source: 'http://radiopench.blog96.fc2.com/blog-entry-1180.html',
    original:
      'パソコンの液晶モニタが壊れたので修理しました。壊れたのはマルチディスプレイのサブ側で使っている物なので、無くても何とかなります。でもデスクトップがいきなり狭くなるとえらく使い難いです。\n… 20インチの1680x1050画素と言う変なサイズのディスプレイです。… 電源が入らなかったりする…',
    language: 'ja',
    text: "Mi si è rotto il monitor LCD del PC e l'ho riparato. Quello rotto è il secondo monitor del doppio schermo, quindi in qualche modo si va avanti anche senza. Però se la scrivania di Windows si restringe di colpo è scomodissimo.\n… È un monitor da 20 pollici con una risoluzione strana, 1680x1050. … A volte non si accende…",
    category: 'computer',
    cause:
      'Sulla scheda di alimentazione del monitor il condensatore elettrolitico di uscita del 5V (16V 1000µF) era gonfio e guasto (137 µF e ESR 11 Ω), per cui il 5V oscillava tra 4 e 6 V: sostituito il condensatore, il monitor funziona.',
    keywords: ['condensatore', 'elettrolitico', 'gonfio', 'alimentazione', 'scheda'],
  },
  {
    id: 'pc-316',
    source: 'https://eximradar.jp/?m=20150710',
    original:
      'さて、ハードオフでジャンクの540円の液晶モニターを買ってきた。症状はご覧の通り。\n一瞬だけ映ってすぐ消えるというおきまりの故障。',
    language: 'ja',
    text: "Allora, all'Hard Off ho preso un monitor LCD di recupero a 540 yen. Il sintomo è quello che vedete.\nIl solito guasto: l'immagine compare un attimo e poi si spegne subito.",
    category: 'computer',
    cause:
      'Era un falso contatto nel collegamento dei fili che dalla scheda di alimentazione vanno alla retroilluminazione (lampade CCFL) del pannello: sistemato il contatto in quel punto, la retroilluminazione resta accesa e stabile.',
    keywords: ['retroilluminazione', 'contatto', 'fili', 'lampade', 'ccfl', 'connettore'],
  },
  {
    id: 'pc-317',
    source:
      'http://art-vsn.net/vaio%E3%83%8E%E3%83%BC%E3%83%88pc%E3%81%AE%E3%81%8A%E6%8E%83%E9%99%A4%EF%BC%81%E7%86%B1%E5%AF%BE%E7%AD%96%E3%81%AF%E5%A4%A7%E4%B8%88%E5%A4%AB%EF%BC%9F/',
    original:
      '「ノートパソコンのファンが回る音がやたらうるさい。どうにかならない?」と相談を受けました。\n聞いてみると、PCの前で当たり前のようにタバコをスパスパで、掃除などしたことがないまま、数年使い続けているといわれます。',
    language: 'ja',
    text: '"La ventola del portatile fa un rumore fortissimo, si può fare qualcosa?" mi hanno chiesto.\nParlandone, mi dicono che fumano tranquillamente davanti al PC e che lo usano da anni senza averlo mai pulito.',
    category: 'computer',
    cause:
      'La ventola e le alette del dissipatore della CPU (VAIO) erano intasate di polvere impastata con la nicotina del fumo, quindi la ventola girava sempre al massimo: smontato e pulito il sistema di raffreddamento, il portatile è diventato silenzioso.',
    keywords: ['ventola', 'polvere', 'dissipatore', 'intasato', 'raffreddamento', 'nicotina'],
  },
  {
    id: 'pc-318',
    source: 'https://123a.jp/navi/archives/3442',
    original:
      'キーボードのキーを押すと、へこんだまま戻らないといったことが頻発するようになりました。\n非常によく使うEneterキーだったのですが、放置していると、状況はさらに悪化しました。\nEnterキーを押すと押しっぱなしになり、20行くらい改行が入ってしまうことも起き始めたのです。',
    language: 'ja',
    text: 'Ha cominciato a succedere spesso che premendo un tasto della tastiera questo restasse giù senza tornare su.\nEra il tasto Invio, che uso tantissimo, e lasciandolo così la situazione è peggiorata ancora.\nHa cominciato a capitare che premendo Invio restasse premuto e mi mettesse tipo 20 righe a capo.',
    category: 'computer',
    cause:
      'Sotto il tasto Invio la cupola in silicone che fa da molla si era strappata in punta e non spingeva più il tasto su: sostituita con la cupola presa da un tasto quasi mai usato, il tasto torna su normalmente.',
    keywords: ['cupola', 'silicone', 'gomma', 'tasto', 'strappata', 'molla'],
  },
];
