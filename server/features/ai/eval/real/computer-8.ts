import type { RealCase } from './types.ts';

/** Batch 8 of real computer reports: gathered 2026-11-27, blind to the assistant. */
export const CASES: RealCase[] = [
  {
    id: 'pc-601',
    source: 'https://schatenseite.de/2011/12/16/notebook-wiederbelebt',
    original:
      'Nachdem ich mich seit Monaten über einen Wackelkontakt in der Stromzufuhr meines treuen Notebooks (Thinkpad T43) geärgert habe hat es mich Heute davon überzeugt dass das so nicht weitergeht. Komplett entladen, keine Chance mehr es aufzuladen.',
    language: 'de',
    text: "Dopo mesi che mi arrabbiavo per un falso contatto nell'alimentazione del mio fedele portatile (Thinkpad T43), oggi mi ha convinto che così non si può andare avanti. Completamente scarico, nessuna possibilità di ricaricarlo.",
    category: 'computer',
    cause:
      'La presa di alimentazione (non saldata sulla scheda madre ma avvitata al telaio e collegata con un cavo) era semplicemente allargata/consumata, nessuna saldatura rotta. Ripiegando la linguetta di contatto interna della presa il portatile è tornato a caricarsi.',
    keywords: ['presa', 'alimentazione', 'linguetta', 'contatto', 'allargata', 'consumata'],
  },
  {
    id: 'pc-602',
    source: 'https://www.trishtech.com/2015/07/fixing-ram-not-recognized-error-in-pc/',
    original:
      'Last night, I decided to clean the inside of my four years old computer. I used a brush, compressed air can, q-tips, rubbing alcohol, among other things to remove all the accumulated dust from different parts of the PC. In the process, I had to remove some components like the hard disk, RAM modules, cables etc., that were making it difficult to reach some of the corners that I wanted to clean. After a satisfied cleaning job, I put everything back as it was and tried to power it on. But the computer kept giving long beeps and failed to boot.',
    language: 'en',
    text: "Ieri sera ho deciso di pulire l'interno del mio computer di quattro anni. Ho usato un pennello, una bomboletta di aria compressa, cotton fioc, alcol e altro per togliere tutta la polvere accumulata in varie parti del PC. Per farlo ho dovuto togliere alcuni componenti come l'hard disk, i moduli RAM, i cavi ecc., che mi impedivano di arrivare in certi angoli che volevo pulire. Finita la pulizia, soddisfatto, ho rimesso tutto com'era e ho provato ad accenderlo. Ma il computer continuava a fare dei bip lunghi e non si avviava.",
    category: 'computer',
    cause:
      "Un po' di polvere si era depositata sui contatti dorati del modulo RAM e ne impediva il riconoscimento. Puliti i contatti con alcol isopropilico e reinserito bene il modulo nello slot, il PC si è avviato.",
    keywords: ['ram', 'contatti', 'polvere', 'modulo', 'slot', 'alcol'],
  },
  {
    id: 'pc-603',
    source:
      'https://notebook-doktor.de/2013/06/wenn-sie-kein-original-notebook-netzteil-einsetzten-kann-diese-schnell-zu-einem-totalschaden-bei-ihrem-notebook',
    original:
      'Ein uns zugesendetes Samsung R 730 war mit der typischen Schadensmeldung „Gerät lässt sich am Netzteil nicht mehr betreiben“ versehen. Aufladen des Akkus und Netzbetrieb waren nicht mehr möglich, das Gerät war somit unbenutzbar.',
    language: 'de',
    text: "Un Samsung R 730 che ci hanno spedito arrivava con la tipica segnalazione «non funziona più con l'alimentatore». Non si riusciva più a caricare la batteria né a usarlo attaccato alla corrente, quindi era inutilizzabile.",
    category: 'computer',
    cause:
      'La presa di alimentazione (DC jack) era bruciata e aveva carbonizzato anche la pista della scheda madre verso i filtri di ingresso. Montata una presa nuova con saldatura ad aria calda e ricostruito il collegamento bruciato con un ponticello di filo: portatile di nuovo funzionante (colpa probabile di un alimentatore non originale).',
    keywords: ['presa', 'bruciata', 'pista', 'ponticello', 'saldatura', 'scheda'],
  },
  {
    id: 'pc-604',
    source: 'https://segonmedia.com/2011/07/16/my-expanding-battery/',
    original:
      'I happen to use a Mac Book Pro, but it’s an issue that can apply to any device. For the past few weeks, I’ve noticed my trackpad was super sensitive to clicks. I haven’t notied it that much, but the bulk of my laptop use in the past three months is via Synergy and not using the trackpad. (…) Today the clicking got so horrible I couldn’t do anything and had to shut down the computer. Flipping it over to the back, the hood was bent out of shape a bit. I noticed this before, but I thought it was just use.',
    language: 'en',
    text: "Uso un MacBook Pro, ma è un problema che può capitare con qualsiasi dispositivo. Da qualche settimana ho notato che il trackpad era sensibilissimo ai clic. Non ci avevo fatto tanto caso, perché negli ultimi tre mesi il portatile l'ho usato soprattutto tramite Synergy e non col trackpad. (…) Oggi i clic erano diventati così terribili che non riuscivo a fare niente e ho dovuto spegnere il computer. Girandolo, il coperchio sotto era un po' deformato. L'avevo già notato, ma pensavo fosse solo l'usura.",
    category: 'computer',
    cause:
      'La batteria si era gonfiata (il lato che dovrebbe essere piatto era bombato) e spingeva da sotto sul trackpad. Tolta la batteria, il trackpad clicca di nuovo normalmente; batteria da sostituire.',
    keywords: ['batteria', 'gonfia', 'gonfiata', 'rigonfiamento', 'trackpad', 'sostituire'],
  },
  {
    id: 'pc-605',
    source: 'http://acerbic-lab.blogspot.com/2011/10/i-was-pretty-awesome-today-fixed-my-lcd.html',
    original:
      'My BenQ 19" LCD monitor broke, it was switching off by itself after I turn it on and was making annoying high-pitched sounds while going between on and off states.',
    language: 'en',
    text: 'Il mio monitor LCD BenQ da 19 pollici si è rotto: dopo averlo acceso si spegneva da solo e faceva dei fastidiosi fischi acuti mentre passava tra acceso e spento.',
    category: 'computer',
    cause:
      'Tre condensatori elettrolitici del circuito di alimentazione del monitor erano gonfi. Dissaldati e sostituiti con condensatori nuovi, il monitor funziona di nuovo.',
    keywords: ['condensatori', 'gonfi', 'elettrolitici', 'alimentazione', 'sostituiti'],
  },
  {
    id: 'pc-606',
    source: 'https://blog.goo.ne.jp./comet3/e/a22a9f1a903522ae98045aabad1d62d5/?st=0',
    original:
      '職場で計測用に使っているノートPCが起動しなくなりました。電源を入れると一瞬HDDのLEDが点灯するのですが液晶画面に何も表示されませんでした。昨日まで正常に動いていたのてすが...。思い当たることが一つありました。 (…) 今日、起動しなくなったノートPCに搭載されているメモリを流用することを考え、裏蓋を開けました。 (…) 2枚あるうちの1枚を一旦外して確認したところ、両方がPC3-12800で使えないことがわかったので元に戻していました。',
    language: 'ja',
    text: "Il portatile che usiamo al lavoro per le misure non si avvia più. Quando lo accendo il LED dell'HDD si accende per un attimo, ma sullo schermo non compare niente. Fino a ieri funzionava normalmente... Mi è venuta in mente una cosa. (…) Oggi ho pensato di prendere in prestito la memoria montata nel portatile che non si avvia più e ho aperto il coperchio sotto. (…) Avevo tolto uno dei due moduli per controllarlo, ma visto che erano entrambi PC3-12800 e non andavano bene li avevo rimessi a posto.",
    category: 'computer',
    cause:
      'Contatto difettoso della memoria RAM causato dallo smontaggio e rimontaggio dei moduli. Tolti entrambi i moduli, puliti i contatti con alcol e reinseriti, il portatile si è avviato regolarmente.',
    keywords: ['memoria', 'ram', 'contatto', 'moduli', 'reinseriti', 'alcol'],
  },
  {
    id: 'pc-607',
    source: 'https://izo.hateblo.jp/entry/20080225/1203940012',
    original:
      'このメビウス(PC-PJ120S)が,わが家では唯一使えるモバイルPCです (…) 以前から,液晶画面を開く角度によってバックライトが点灯したり消えたりしていましたが,とうとう10cmも開くと消えたままになるようになりました。さすがに使えない。。。ヒンジ近くの断線!?を疑って本体を開腹しましたが問題なし。',
    language: 'ja',
    text: "Questo Mebius (PC-PJ120S) è l'unico portatile che funziona in casa nostra (…) Già da tempo, a seconda di quanto aprivo lo schermo, la retroilluminazione si accendeva e si spegneva, ma alla fine è arrivata a restare spenta appena lo apri di 10 cm. Così non si può usare... Ho sospettato un filo rotto vicino alla cerniera e ho aperto il corpo macchina, ma niente di anomalo.",
    category: 'computer',
    cause:
      'La scheda inverter della retroilluminazione faceva un cattivo contatto (probabilmente di massa) in corrispondenza della sua vite di fissaggio: stringendo bene la vite sinistra che fissa la scheda inverter, la retroilluminazione resta sempre accesa.',
    keywords: ['inverter', 'vite', 'contatto', 'massa', 'scheda', 'fissaggio'],
  },
  {
    id: 'pc-608',
    source: 'https://smalldog.biz/2010/09/21/repair-of-the-week-most-unlikely-failure',
    original:
      'Sometimes, though, a desktop computer comes through the door and will not power on. It’s usually a power supply. This week’s repair is different. It’s a Power Mac G5 that did not power on for the customer, but showed no signs of trouble in our shop. We sent it home as a CND (could not duplicate) repair, and the customer called us shortly after getting home to report that her machine would not power on.',
    language: 'en',
    text: "A volte però entra un computer fisso che non si accende. Di solito è l'alimentatore. La riparazione di questa settimana è diversa. È un Power Mac G5 che a casa della cliente non si accendeva, ma in negozio non mostrava nessun problema. L'abbiamo rimandato a casa come riparazione CND (difetto non riprodotto), e la cliente ci ha chiamato poco dopo essere arrivata a casa per dirci che la macchina non si accendeva.",
    category: 'computer',
    cause:
      'Il colpevole era il cavo di alimentazione della cliente: con un cavo funzionante del negozio il Mac si accendeva subito, con il suo nessun segno di vita. Va sostituito il cavo di alimentazione.',
    keywords: ['cavo', 'alimentazione', 'difettoso', 'sostituito', 'corrente'],
  },
  {
    id: 'pc-609',
    source: 'https://smalldog.biz/2011/12/06/repair-of-the-week-flashing-folder',
    original:
      'With this in mind, this week’s repair is a MacBook that presented with the all-too-familiar flashing question mark when it was powered on. (…) However, this case didn’t follow normal patterns: the sick MacBook’s hard drive booted another MacBook just fine. The decision was made to send this machine to Apple for repair. (…) The MacBook came back with its hard drive and, inexplicably, its SuperDrive replaced. It did boot right up when we tested it (…) Two days later, the computer came back with the same flashing question mark problem as before.',
    language: 'en',
    text: "Tenendo presente questo, la riparazione di questa settimana è un MacBook che all'accensione mostrava il fin troppo noto punto interrogativo lampeggiante. (…) Però questo caso non seguiva lo schema solito: il disco del MacBook malato avviava senza problemi un altro MacBook. Si è deciso di mandarlo in riparazione da Apple. (…) Il MacBook è tornato con il disco e, inspiegabilmente, il SuperDrive sostituiti. Quando l'abbiamo provato si avviava subito (…) Due giorni dopo il computer è tornato con lo stesso problema del punto interrogativo lampeggiante.",
    category: 'computer',
    cause:
      'Il guasto era nel bus Serial-ATA della scheda logica (scheda madre): al secondo invio ad Apple sono stati sostituiti scheda logica e cavo di collegamento del disco, e il MacBook funziona di nuovo.',
    keywords: ['scheda', 'logica', 'sata', 'bus', 'madre', 'sostituita'],
  },
  {
    id: 'pc-610',
    source: 'http://ivkin.net/2009/05/fixing-an-old-t41-with-an-eraser/',
    original:
      'My old laptop has developed a nasty problem. Any time you lift or move it by a corner the screen goes completly blank and does not show up even on the VGA port until the laptop is rebooted. Since it was clearly a hardware problem I took the laptop completely apart, cleaned everything, checking for obvious signs of problems, which were none, and put it back together (sans couple obligatory screws that tend to magically appear after everything is assembled). The result – the problem became worse.',
    language: 'en',
    text: "Il mio vecchio portatile ha sviluppato un brutto problema. Ogni volta che lo sollevi o lo sposti tenendolo per un angolo lo schermo diventa completamente nero e l'immagine non esce nemmeno dalla porta VGA finché non riavvii. Visto che era chiaramente un problema hardware ho smontato tutto il portatile, pulito tutto, cercato segni evidenti di guasto, che non c'erano, e l'ho rimontato (a parte le solite due viti che magicamente avanzano dopo il montaggio). Risultato: il problema è peggiorato.",
    category: 'computer',
    cause:
      'Le saldature (BGA) del chip southbridge vicino alla GPU si erano staccate col tempo: premendo sul southbridge il problema spariva. Ha messo un pezzetto di gomma tra tastiera e southbridge per tenerlo premuto e funziona (rimedio provvisorio invece della risaldatura).',
    keywords: ['southbridge', 'saldature', 'chip', 'bga', 'pressione', 'staccate'],
  },
  {
    id: 'pc-611',
    source: 'https://blog.zebrasoft.co.jp/archives/2133',
    original:
      'ふと、キーボードの前にカップ麺をおいたままよそ見をした途端、キーボードのテンキーの部分にごそっと3口程度しか食べてないカップ麺、それもカレーをこぼしてしまった! それもFILCOの高級キーボードの上に! (…) こぼした途端にキー入力が誤動作したのか、PC画面では色々と変な動きになったので取りあえず電源ボタンを押してPCをシャットダウン その後、キーボードから麺を取り除き、分解してキーも取り外して拭き取って、分解状態でつないでみたのだが、スープで干渉しているらしく正常に動作してくれない。',
    language: 'ja',
    text: "Avevo lasciato i noodles istantanei davanti alla tastiera e appena mi sono girato ho rovesciato sulla parte del tastierino numerico la tazza, ne avevo mangiato sì e no tre bocconi, e per di più al curry! E per di più sopra una tastiera di lusso FILCO! (…) Appena rovesciati forse i tasti hanno cominciato a dare input sbagliati, sullo schermo del PC succedevano cose strane, quindi intanto ho premuto il tasto di accensione e spento il PC. Poi ho tolto i noodles dalla tastiera, l'ho smontata, ho tolto anche i tasti e pulito, l'ho collegata così smontata, ma sembra che il brodo interferisca e non funziona bene.",
    category: 'computer',
    cause:
      "Il brodo di curry era penetrato tra i tasti e la scheda della tastiera meccanica (tasti saldati sulla scheda). Spruzzando spray ravvivacontatti negli interstizi per far uscire il liquido, dopo un po' l'input dei tasti è tornato a funzionare.",
    keywords: ['ravvivacontatti', 'spray', 'contatti', 'residui', 'liquido', 'scheda'],
  },
  {
    id: 'pc-612',
    source: 'https://blog.blokey.de/archives/30-08-2006-einfach-nur-ein-kabel.html',
    original:
      'Seit mehreren Jahren knackte ich an dieser Kopfnuss: immer wieder schienen meine Festplatten auf mysteriöse Weise einem fiesen Defekt anheimzufallen, der sie dazu zwang, erst eine halbe Stunde vorlaufen zu müssen, bevor sie vom Bios gefunden werden konnten und dann endlich das System hochfahren konnte. Nichts half: Linux wollte gar nicht erst auf die Platte, auch der tausendste Versuch, den MBR neu zu installieren schuf keine Abhilfe, und auch die herstellereigenen Festplattentools konnten mir nicht weiterhelfen.',
    language: 'de',
    text: "Da diversi anni mi rompevo la testa su questo rompicapo: i miei dischi rigidi sembravano colpiti da un misterioso, odioso difetto che li costringeva a girare prima per mezz'ora, prima che il BIOS li trovasse e il sistema finalmente partisse. Niente serviva: Linux non voleva proprio installarsi sul disco, anche il millesimo tentativo di reinstallare l'MBR non risolveva, e nemmeno i tool del produttore del disco mi aiutavano.",
    category: 'computer',
    cause:
      "Nel cavo del disco, in uso dal 1998, c'era una microfrattura che faceva contatto solo quando il PC si era scaldato (per la dilatazione), e non a freddo. Sostituito il cavo con uno nuovo, i dischi vengono riconosciuti subito anche al freddo.",
    keywords: ['cavo', 'microfrattura', 'crepa', 'contatto', 'sostituito', 'temperatura'],
  },
  {
    id: 'pc-613',
    source: 'https://diary.a3size.com/mnomura/diary/20030812.html',
    original:
      'ちょっと焦った。ノートパソコンのバッテリーが充電されなくなったのだ。で、セオリー通りにバッテリーが寿命で死んだのかと考え、外してみるとなんとそれでも起動しない。つまり、バッテリーが充電されなくなったのではなく、ACアダプターからの電気が通電していないのだ。こうなると本体の電源周りの不調かも知れない。コンパック、もといHPに修理を依頼?いやいや、ここはもう一つの可能性を疑ってみよう。ちょっと電圧が足りないがIBMのノートPC用のACアダプタをお借りする。すると一瞬、通電した(一瞬しか通じなかったのは電圧不足のためと予測)。',
    language: 'ja',
    text: "Mi sono un po' spaventato. La batteria del portatile aveva smesso di caricarsi. Allora, da manuale, ho pensato che la batteria fosse morta di vecchiaia, l'ho tolta e... nemmeno così si avviava. Cioè, non è che la batteria non si caricasse: dall'alimentatore non arrivava corrente. A questo punto magari è un problema dell'alimentazione del portatile stesso. Mandarlo in riparazione a Compaq, anzi HP? No no, proviamo a sospettare un'altra possibilità. Mi faccio prestare un alimentatore per portatili IBM, con tensione un po' più bassa. E per un attimo passa corrente (che passasse solo un attimo credo sia per la tensione insufficiente).",
    category: 'computer',
    cause:
      'Il cavo di rete staccabile tra presa a muro e alimentatore aveva un filo interrotto. Usando un altro cavo di alimentazione compatibile (quello di un pulitore a ultrasuoni) il portatile funziona come se niente fosse.',
    keywords: ['cavo', 'interrotto', 'filo', 'rotto', 'alimentazione', 'sostituito'],
  },
  {
    id: 'pc-614',
    source: 'https://cpplover.blogspot.com/2010/03/blog-post_20.html',
    original:
      '去年から、電源ユニットのファンが、ガチャガチャとけたたましい音を立てていた。どうやら、なにかに接触しているらしい。金もないので、そのまま放置していた。しかし、ここ最近、音が、さらに危険な響きになってきた。これはいよいよ危険だ。何とかするしかない。',
    language: 'ja',
    text: "Dall'anno scorso la ventola dell'alimentatore faceva un rumore assordante, un clac clac continuo. A quanto pare tocca qualcosa. Siccome non ho soldi, l'avevo lasciata così. Ma ultimamente il rumore ha cominciato ad avere un suono ancora più pericoloso. Ormai è proprio pericoloso. Bisogna fare qualcosa.",
    category: 'computer',
    cause:
      "Le pale della ventola dell'alimentatore urtavano la griglia metallica di protezione (di filo grosso). Tolta la griglia e rimontato l'alimentatore, il rumore è sparito.",
    keywords: ['ventola', 'griglia', 'pale', 'urtavano', 'alimentatore', 'protezione'],
  },
  {
    id: 'pc-615',
    source: 'http://nscreate.net/pc_trouble/ac_adapter/',
    original:
      '昨年の春にノートPCを購入、設定してあげたお客様よりHELPの電話が入り、「10分ほど、外出している間に、画面が真っ暗になっていて、何をしてもダメ。HELP!!」という内容だったので、「ハードディスクが逝っちゃったかな?」と思いましたが、 (…) 全く電源が入らない。LEDランプが一つも光らない。ということは、電源ボタンがイカれた?',
    language: 'ja',
    text: "Una cliente a cui la primavera scorsa avevo fatto comprare e configurato un portatile mi ha chiamato per aiuto: «Sono uscita per una decina di minuti e lo schermo è diventato tutto nero, non funziona niente di quello che faccio. AIUTO!!», quindi ho pensato «sarà morto l'hard disk?», ma (…) non si accende proprio. Non si accende nemmeno un LED. Quindi è saltato il tasto di accensione?",
    category: 'computer',
    cause:
      "L'alimentatore (adattatore AC) era guasto: misurato col tester dava 0 V in uscita. Con un altro alimentatore compatibile il portatile si è avviato subito; è stato comprato un alimentatore nuovo.",
    keywords: ['alimentatore', 'adattatore', 'guasto', 'tensione', 'tester', 'sostituito'],
  },
  {
    id: 'pc-616',
    source: 'http://classicajapan.com/wn/2006/08/140333.html',
    original:
      '最近、ウチのPCの稼動音が気になっていた。もともと静音設計じゃない安物、しかもかなり使い込んでいるからしょうがないかなとは思っていたのだが、それにしてもなんだかうるさい。買った当初はブーンと低い音で、静かじゃないがホワイトノイズ系だから慣れれば気にならない程度だったはず。ところが最近、ブーンがプゥイーーーンっていうか、ピイィィーーーーィンっていうか、音が高くなった。',
    language: 'ja',
    text: "Ultimamente il rumore del mio PC mi dava fastidio. Già in partenza è un modello economico non pensato per essere silenzioso, e per di più l'ho usato parecchio, quindi pensavo fosse inevitabile, però comunque era rumoroso. Quando l'ho comprato faceva un ronzio basso, non silenzioso ma una specie di rumore bianco, a cui ti abitui e non ci fai più caso. Invece ultimamente il bzzz è diventato un fiiiiin, anzi un piiiiiin, il suono si è fatto più acuto.",
    category: 'computer',
    cause:
      "Polvere accumulata dentro il case e soprattutto la griglia di uscita dell'aria del case, davanti alla ventola, intasata di polvere. Pulita la polvere e aspirata la griglia, il rumore è tornato il ronzio basso di prima.",
    keywords: ['polvere', 'griglia', 'intasata', 'ventola', 'pulizia', 'aria'],
  },
];
