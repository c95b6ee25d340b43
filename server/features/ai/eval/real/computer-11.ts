import type { RealCase } from './types.ts';

/** Batch 11 of real computer reports (issue 24): gathered 2026-11-28 by helpers blind to the assistant. */
export const CASES: RealCase[] = [
  {
    id: 'pc-901',
    source: 'https://tuhlteim.de/pc-startet-nicht-geht-nicht-an',
    original:
      'Der PC im Video lässt sich nicht mehr einschalten. Drückt man den Einschalter, dann blinkt keine LED, der Bildschirm bleibt schwarz und es ist kein Ton zu hören. Vorher hatte der Computer noch problemlos funktioniert. (…) Alle Spannungen sind hier in Ordnung (…) Beim Einschalten dieses PCs fällt auf, dass die Taste sich zwar bewegt, aber kein Klick-Geräusch zu hören ist.',
    language: 'de',
    text: 'Il PC non si accende più. Premo il pulsante di accensione e non lampeggia nessun LED, lo schermo resta nero e non si sente nessun suono. Prima il computer funzionava senza problemi. (…) Qui le tensioni sono tutte a posto (…) Quando lo accendo noto che il tasto si muove, ma non si sente il clic.',
    category: 'computer',
    cause:
      "Il vero interruttore di accensione (l'unità del pulsante) si era staccato dalla lamiera del case dove era fissato ed era caduto dentro il case, quindi il tasto frontale non lo azionava più; fissato di nuovo l'interruttore al suo posto, il PC si accende.",
    keywords: ['interruttore', 'pulsante', 'accensione', 'staccato', 'fissato'],
  },
  {
    id: 'pc-902',
    source: 'https://www.kk-tnk.co.jp/blog/pc-repair/power-supply/motherboard/',
    original:
      '電源が入らないんです、とデスクトップパソコンを持ち込んでいただきました。\n電源を入れるとPOWERランプが一瞬点いてファンが動くのですが、ほんの一瞬のこと。すぐに電源ランプも消えて、ウンともスンともいわなくなります。',
    language: 'ja',
    text: 'Ci hanno portato un PC fisso dicendo: «Non si accende». Quando lo accendi la spia POWER si illumina per un attimo e la ventola parte, ma solo per un istante. Subito si spegne anche la spia e non dà più nessun segno di vita.',
    category: 'computer',
    cause:
      'Alcuni condensatori elettrolitici della scheda madre erano deteriorati e perdevano liquido; la scheda madre è stata sostituita con una nuova e il PC si avvia normalmente.',
    keywords: ['condensatori', 'scheda', 'madre', 'perdita', 'deteriorati'],
  },
  {
    id: 'pc-903',
    source: 'http://www.ecopclife.jp/15310391157667',
    original:
      '「Toshibaのノートパソコンだが、子供が落としてしまった、しばらくは使えていたが、突然、電源を入れても反応しなくなった。販売店に持って行くと『マザーボード交換になり6万円以上かかる』と言われた。なんとか安く修理できませんか?」\n(…)\nACアダプターを繋ぎ、電源ボタンを押しても何の反応もありません。',
    language: 'ja',
    text: "«È un portatile Toshiba, il bambino l'ha fatto cadere; per un po' ha continuato a funzionare, ma all'improvviso quando lo accendo non risponde più. Al negozio dove l'ho portato mi hanno detto che va cambiata la scheda madre e che costa più di 60.000 yen. Si può riparare spendendo meno?» (…) Collegando l'alimentatore e premendo il tasto di accensione non succede niente.",
    category: 'computer',
    cause:
      'Nella caduta si era staccato il cavo saldato che porta la corrente dal connettore di alimentazione (jack DC) alla scheda madre (il portatile era andato avanti a batteria finché non si è scaricata); risaldato il cavo al jack DC con guaina termorestringente, il portatile torna ad accendersi senza cambiare la scheda madre.',
    keywords: ['cavo', 'connettore', 'alimentazione', 'saldatura', 'staccato'],
  },
  {
    id: 'pc-904',
    source: 'https://smalldog.biz/2009/12/09/tt-repair-of-the-week-macbook-won-t-charge',
    original:
      'This week’s repair is on a first-generation MacBook that had a very slight amount of water spilled on it. The customer did everything right: he immediately turned off the computer and removed the battery, and left it alone in a warm place for ten days. (…) After 10 days near his wood stove (not too close!), he plugged it in, pressed the power button, and it fired right up. Delighted, he attacked his inbox for a half hour and right after signing into Facebook, the reserve power warning came up. Even after plugging the computer in, the battery would not charge.',
    language: 'en',
    text: "La riparazione di questa settimana riguarda un MacBook di prima generazione su cui era stata versata pochissima acqua. Il cliente ha fatto tutto giusto: ha spento subito il computer, ha tolto la batteria e l'ha lasciato in un posto caldo per dieci giorni. (…) Dopo 10 giorni vicino alla stufa a legna (non troppo vicino!), l'ha collegato, ha premuto il tasto di accensione ed è partito subito. Tutto contento, si è buttato sulla posta per mezz'ora e subito dopo aver fatto l'accesso a Facebook è comparso l'avviso di batteria di riserva. Anche collegando il computer alla corrente, la batteria non si caricava.",
    category: 'computer',
    cause:
      "Era guasta la scheda logica (scheda madre): sostituire la scheda di trasferimento della batteria e la scheda d'ingresso MagSafe non è servito, solo montando una scheda logica nuova il MacBook ha ripreso a caricare.",
    keywords: ['scheda', 'logica', 'madre', 'guasta', 'sostituita'],
  },
  {
    id: 'pc-905',
    source: 'https://doratomonet.hatenablog.jp/entry/0d72a6e667450edc3b8b011186267eba',
    original:
      '時々お伺いしているお客様から、パソコンの電源が入らなくなったとご連絡がありました。\nとりあえず電源コンセントを抜いてみて、暫くしてコンセントをさして、確認してもらいましたが、電源が入らないということでお伺いしました。\n(…)\n確かに電源スイッチを押しても全く反応がありません。電源ユニット自体が動作していないような感じです。',
    language: 'ja',
    text: "Un cliente da cui andiamo ogni tanto ci ha contattato perché il PC non si accendeva più. Per prima cosa gli abbiamo fatto staccare la spina, aspettare un po' e riattaccarla, ma continuava a non accendersi, così siamo andati da lui. (…) In effetti premendo il pulsante di accensione non c'è nessuna reazione. Sembra proprio che l'alimentatore non funzioni.",
    category: 'computer',
    cause:
      "Il giorno prima c'era stato un forte temporale: secondo il tecnico un fulmine vicino ha provocato una sovratensione che ha mandato in blocco l'alimentatore; è bastato spegnere e riaccendere l'interruttore generale sul retro dell'alimentatore e il PC è ripartito normalmente.",
    keywords: ['interruttore', 'alimentatore', 'fulmine', 'sovratensione', 'blocco'],
  },
  {
    id: 'pc-906',
    source: 'http://rsuello.blogspot.com/2013/03/crucial-m4-ssd-256gb-just-died-solved.html',
    original:
      'Crucial M4 SSD 256GB just died (…)\n\nLast night, I was in a hurry so I shut our PC down by pressing the power button for more than 5 seconds. I normally don\'t do this...\n\nAnyway, this morning, when I tried booting the PC up, I was greeted by a "Insert boot media and press any key" screen. I went to BIOS and there it showed that my SSD (which contains system OS) isn\'t recognized.',
    language: 'en',
    text: 'Il mio SSD Crucial M4 da 256GB è appena morto (…) Ieri sera avevo fretta, così ho spento il PC tenendo premuto il tasto di accensione per più di 5 secondi. Di solito non lo faccio... Comunque, stamattina quando ho provato ad avviare il PC mi è comparsa la schermata "Insert boot media and press any key". Sono andato nel BIOS e lì risultava che il mio SSD (quello con il sistema operativo) non viene riconosciuto.',
    category: 'computer',
    cause:
      "L'SSD Crucial M4 si era bloccato e si è ripreso con un ciclo di alimentazione: staccati cavo SATA e alimentazione, ricollegata solo l'alimentazione, lasciato il PC acceso 20 minuti, poi ricollegato il cavo SATA con l'SSD ancora alimentato e premuto il tasto Reset: l'SSD è tornato a funzionare.",
    keywords: ['ssd', 'alimentazione', 'sata', 'ciclo', 'reset'],
  },
  {
    id: 'pc-907',
    source: 'https://tortschnekkel.blogspot.com/2008/11/cause-and-effect-not.html',
    original:
      "The night of the Daylight Saving Time switch my computer shut down. That is, when I checked it in the morning, it had turned itself off. Mysterious. It has never turned itself off before. When I restarted it, the BIOS no longer detected my CD-ROM drive. (…) Instead I try to reset the CMOS (i.e. BIOS). I download and install a NEW bios. I fiddle with it until I'm convinced the drive somehow blew up during the night, so I disable it in the BIOS and leave it at that.",
    language: 'en',
    text: "La notte del cambio dell'ora legale il mio computer si è spento. Cioè, quando l'ho guardato la mattina si era spento da solo. Misterioso. Non si era mai spento da solo prima. Quando l'ho riacceso, il BIOS non rilevava più il lettore CD-ROM. (…) Allora provo a resettare il CMOS (cioè il BIOS). Scarico e installo un BIOS NUOVO. Ci smanetto finché non mi convinco che il lettore si è in qualche modo bruciato durante la notte, quindi lo disattivo nel BIOS e la chiudo lì.",
    category: 'computer',
    cause:
      'Il lettore non era guasto: il connettore del cavo piatto (flat) che va al lettore CD-ROM si era quasi sfilato, probabilmente per le vibrazioni, e toccandolo si è staccato del tutto; reinserito bene il connettore, tutto ha funzionato.',
    keywords: ['cavo', 'connettore', 'flat', 'sfilato', 'collegamento'],
  },
  {
    id: 'pc-908',
    source: 'https://www.jestechsolutions.com/content/display-laptop',
    original:
      "(…) he l asked if I would look at his son’s laptop computer. The monitor wasn’t working.  He got a quote from Best Buy's (Geek Squad).  The technician said the laptop display needed to be replaced. (…) I turned it on – it booted through the bios sequence of the startup and the screen looked like it was supposed to.  When the computer finished booting up, the screen went black.",
    language: 'en',
    text: "(…) mi ha chiesto se potevo dare un'occhiata al portatile di suo figlio. Lo schermo non funzionava. Si era fatto fare un preventivo da Best Buy (Geek Squad) e il tecnico aveva detto che il display del portatile andava sostituito. (…) L'ho acceso: ha fatto tutta la sequenza del BIOS all'avvio e lo schermo si vedeva come doveva. Quando il computer ha finito di avviarsi, lo schermo è diventato nero.",
    category: 'computer',
    cause:
      "Il display non era guasto: l'uscita video era stata commutata con i tasti funzione; premendo Fn insieme al tasto del monitor lo schermo del portatile si è riacceso normalmente.",
    keywords: ['tasto', 'funzione', 'fn', 'uscita', 'video', 'esterno'],
  },
  {
    id: 'pc-909',
    source: 'https://www.diedenker.org/inhalte/gericom-laptop-notebook-startet-nicht-mehr/',
    original:
      'Das Problem:\nDer Laptop / Das Notebook schaltet sich ein, der Monitor bleibt jedoch schwarz und auch das CD/DVD-Laufwerk reagiert nicht.',
    language: 'de',
    text: 'Il problema: il portatile si accende, però lo schermo resta nero e anche il lettore CD/DVD non risponde.',
    category: 'computer',
    cause:
      "Probabile blocco del BIOS dopo aver lasciato il portatile in ibernazione per due settimane senza corrente né batteria: tolti l'unico banco di RAM e la batteria tampone (CMOS), cortocircuitati i contatti della batteria con una graffetta, provato l'avvio senza RAM e poi rimessa la RAM, il portatile (un Gericom del 2003) è ripartito.",
    keywords: ['ram', 'cmos', 'batteria', 'bios', 'reset'],
  },
  {
    id: 'pc-910',
    source: 'http://home-repair.sblo.jp/article/188544550.html',
    original:
      'パソコンのディスプレーをオークションで安く入手。\nジャンク(部品取り)ということ。\n(…)\nパソコンにつなぐと、映ったり映らなかったりと、不安定。\n10年以上前の17インチ型。 これでは粗大ゴミ状態。',
    language: 'ja',
    text: "Ho preso a poco all'asta un monitor per PC. Venduto come guasto (per pezzi di ricambio). (…) Collegato al PC, a volte si vede e a volte no, è instabile. È un 17 pollici di più di 10 anni fa. Così com'è è roba da buttare.",
    category: 'computer',
    cause:
      'Sulla scheda di alimentazione due condensatori elettrolitici (1000 µF 10 V, sulla linea dei 5 V) erano gonfi e avevano perso capacità (misurati 68,8 µF); sostituiti i due condensatori, il monitor funziona bene.',
    keywords: ['condensatori', 'gonfi', 'elettrolitici', 'alimentazione', 'capacità'],
  },
  {
    id: 'pc-911',
    source: 'https://micklifeblog.com/diy/mouse-repair',
    original:
      'ところが先日、部屋を移動していたら無線マウスを床に落としてしまいました。\n見た目は何ともないのですが、電源ONしても通電しなくてLEDが光りません・・・',
    language: 'ja',
    text: "Però l'altro giorno, mentre passavo da una stanza all'altra, mi è caduto per terra il mouse wireless. A vederlo non ha niente, ma quando lo accendo non arriva corrente e il LED non si accende...",
    category: 'computer',
    cause:
      'Le pile non toccavano il contatto: con la caduta il contatto negativo del vano batterie si era spostato, quindi il mouse non riceveva corrente; rimettendo a posto il contatto il mouse torna a funzionare.',
    keywords: ['pile', 'contatto', 'batterie', 'spostato', 'vano'],
  },
  {
    id: 'pc-912',
    source:
      'https://servercan.net/blog/2023/01/fan-error%E3%81%A7%E8%B5%B7%E5%8B%95%E3%81%97%E3%81%AA%E3%81%8F%E3%81%AA%E3%81%A3%E3%81%9Fthinkpad-x1-carbon-4th-gen%E3%82%92%E6%B8%85%E6%8E%83/',
    original:
      'X1 Carbonシリーズの第4世代にあたる本機は、2016年発売なのでまだ6年しか経過しておらず、故障にはまだ早い年頃です。\nFan Error\n電源を入れると真っ黒な画面の左上に次のような「Fan Error」と言うメッセージが数秒表示され、そのまま自動的にシャットダウンしてしまうもの。普段からかなり静かなファンなのですが、動いている様子もありません。',
    language: 'ja',
    text: 'Questo portatile, quarta generazione della serie X1 Carbon, è uscito nel 2016, quindi ha solo 6 anni: è ancora presto per rompersi. Fan Error: quando lo accendo, in alto a sinistra dello schermo tutto nero compare per qualche secondo il messaggio «Fan Error» e poi si spegne da solo. La ventola di solito è molto silenziosa, ma non sembra nemmeno che giri.',
    category: 'computer',
    cause:
      'La ventola di raffreddamento della CPU era da pulire: smontato il gruppo ventola (fissato alla heatpipe), pulito e rimontato, il Fan Error è sparito e il ThinkPad si avvia.',
    keywords: ['ventola', 'pulizia', 'raffreddamento', 'smontata', 'sporca'],
  },
  {
    id: 'pc-913',
    source:
      'http://murc.ws/forum/murc-life/odds-and-ends/mothballed-forums/the-soap-box/34075-imac’s-are-so-userfriendly…?p=447032',
    original:
      'Got a Imac in for repairs with the description that it didn’t boot.\nStrangely it wouldn’t boot from CD when I tested that (…)\nAfter testing all the tricks in the book and some that are not in the book I realise that I haven’t heard any hard drive sounds…',
    language: 'en',
    text: "Mi è arrivato in riparazione un iMac con la descrizione che non si avviava. Stranamente non partiva nemmeno dal CD quando ho provato (…) Dopo aver provato tutti i trucchi del mestiere e anche qualcuno in più, mi accorgo che non ho sentito nessun rumore dell'hard disk…",
    category: 'computer',
    cause:
      "L'hard disk (un Quantum) era guasto: uno dei chip di controllo sulla sua scheda elettronica era bruciato; montato un hard disk nuovo, l'iMac parte dal CD senza problemi.",
    keywords: ['hard', 'disk', 'chip', 'bruciato', 'sostituito'],
  },
  {
    id: 'pc-914',
    source: 'https://mac.arst.jp/macbook-early2016-logicboard-repair/13089',
    original:
      'MacBook Retina,12-inch,Early2016 モデルの修理レポートです。\n(…)\n電源を入れてもフォルダに?マークが画面に表示されて起動できなくなってしまったとのことでした。\nお客さまご自身でmacOSの再インストールを試してみたそうですが、そもそもインストール先ディスクが出てこない状態となっており、SSD(フラッシュストレージ)が認識されていない状態とのことでした。',
    language: 'ja',
    text: "Report di riparazione di un MacBook Retina 12 pollici Early 2016. (…) Ci hanno detto che all'accensione compare sullo schermo la cartella col punto interrogativo e non si avvia più. Il cliente ha provato da solo a reinstallare macOS, ma non compare nemmeno il disco su cui installarlo: l'SSD (memoria flash) non viene riconosciuto.",
    category: 'computer',
    cause:
      "Guasto della scheda logica: un chip (IC) legato al riconoscimento dell'SSD, saldato sulla scheda, non riceveva tensione; la scheda logica è stata riparata a livello di componenti.",
    keywords: ['scheda', 'logica', 'chip', 'tensione', 'ssd'],
  },
  {
    id: 'pc-915',
    source: 'https://www.adamlasnik.net/post/dying-fan-tasty-solution/',
    original:
      'Yesterday, one of the two fans (I couldn’t tell which) in my high-end PC started making very unpleasant sounds.  It’s like with cars… hard to describe, but you know trouble when you hear it.\n\nI got on all fours, shoved the computer out of the under-desk cabinet, and investigated.  Hmm… both fans were still seemingly rotating at full speed.  I could feel the warm air still being pushed through.  Opened up the case to see if the plastic that attaches the chip fan had gotten loose.  Nope.  Checked for generally dangling cables.  Nope, everything still attached just fine.',
    language: 'en',
    text: "Ieri una delle due ventole (non capivo quale) del mio PC di fascia alta ha cominciato a fare dei rumori molto sgradevoli. È come con le macchine… difficile da descrivere, ma quando lo senti capisci che c'è un problema. Mi sono messo a quattro zampe, ho tirato fuori il computer dal mobiletto sotto la scrivania e ho indagato. Mah… tutte e due le ventole sembravano ancora girare al massimo. Sentivo ancora l'aria calda che veniva spinta fuori. Ho aperto il case per vedere se la plastica che tiene la ventola del processore si fosse allentata. No. Ho controllato se c'erano cavi penzolanti. No, era tutto ancora attaccato per bene.",
    category: 'computer',
    cause:
      "La ventola aveva bisogno di essere lubrificata: spruzzato un po' d'olio (d'oliva) sulle ventole, il computer è tornato silenzioso.",
    keywords: ['ventola', 'lubrificare', 'olio', 'cuscinetto', 'lubrificazione'],
  },
  {
    id: 'pc-916',
    source: 'https://pcbozu.com/?p=5232',
    original:
      '何を打っても6が打ち出される。押したキーどおりの文字が出てこない。キーボードを交換してもらいたい。\nというご依頼ですが・・・',
    language: 'ja',
    text: '«Qualsiasi tasto premo, esce un 6. Non escono i caratteri dei tasti che premo. Vorrei farmi cambiare la tastiera.» Questa era la richiesta, però...',
    category: 'computer',
    cause:
      'La tastiera non era guasta: era un cattivo contatto nel connettore della tastiera sulla scheda madre; scollegando e ricollegando il cavo (funzionava di nuovo anche rimontando la tastiera originale, un Lenovo B590) la digitazione è tornata normale.',
    keywords: ['connettore', 'tastiera', 'contatto', 'cavo', 'ricollegato'],
  },
  {
    id: 'pc-917',
    source: 'https://www.grectech.it/blog/cosa-fare-se-il-pc-si-avvia-con-caratteri-o-immagini-sfasate/',
    original:
      'Un problema al BIOS o alla GPU? (…) Durante un mio cambio di scheda madre, (…) il PC partiva indisturbato (…). Collegandolo al monitor, però, si verificavano tanti strani fenomeni.',
    language: 'it',
    text: 'Un problema al BIOS o alla GPU? (…) Durante un mio cambio di scheda madre, (…) il PC partiva indisturbato (…). Collegandolo al monitor, però, si verificavano tanti strani fenomeni.',
    category: 'computer',
    cause:
      'Un banco di RAM era stato inserito in uno slot che aveva sempre dato problemi (il BIOS veniva caricato male in memoria): rimosso quel banco, il PC è tornato a funzionare perfettamente, senza artefatti né caratteri al posto sbagliato.',
    keywords: ['ram', 'banco', 'slot', 'memoria', 'rimosso'],
  },
  {
    id: 'pc-918',
    source: 'https://www.emusician.com/how-to/scary-windows-startup-stuff',
    original:
      'The other day, I had one of those scary moments where my Windows computer wouldn’t boot. Panicked, I started to disconnect USB devices, check connectors, and was just about to take the cover off . . .',
    language: 'en',
    text: "L'altro giorno ho avuto uno di quei momenti di paura in cui il mio computer Windows non voleva avviarsi. In preda al panico ho cominciato a scollegare i dispositivi USB, a controllare i connettori, e stavo proprio per togliere il coperchio...",
    category: 'computer',
    cause:
      "Un manuale appoggiato sulla tastiera premeva col suo peso diversi tasti: all'avvio il computer, controllando la tastiera, rilevava un errore e non partiva; tolto il libro, si è avviato normalmente.",
    keywords: ['tastiera', 'tasti', 'premuti', 'manuale', 'errore'],
  },
  {
    id: 'pc-919',
    source: 'https://forums.theregister.com/post/reply/3131883',
    original:
      "Worked somewhere where they had specialist keyboards for the software packages they used. One day I get a call from one user saying that the software is kaput as it doesn't respond to some keyboard commands. There had been an update to the software recently but I thought it odd that only one user was affected. (…) He demonstrated that the software wasn't working by pressing three of the keys and nothing happened.",
    language: 'en',
    text: "Lavoravo in un posto dove avevano delle tastiere speciali per i programmi che usavano. Un giorno mi chiama un utente dicendo che il programma è andato perché non risponde ad alcuni comandi da tastiera. Da poco c'era stato un aggiornamento del programma, ma mi sembrava strano che il problema l'avesse un solo utente. (…) Mi ha fatto vedere che il programma non funzionava premendo tre dei tasti, e non succedeva niente.",
    category: 'computer',
    cause:
      'Sotto i tasti della tastiera speciale si era infilato un bastoncino di legno di un lecca-lecca, appiccicoso, che impediva ai tre tasti di funzionare (con una tastiera normale le combinazioni funzionavano): tastiera sostituita, e aprendo quella vecchia si è trovato il bastoncino.',
    keywords: ['tastiera', 'bastoncino', 'tasti', 'incastrato', 'bloccati'],
  },
  {
    id: 'pc-920',
    source: 'https://flaps2approach.com/journal/tag/Voltage',
    original:
      'I am using two computers networked. I was doing some tests in an attempt to separate the sound between the two computers so I can utilize a headset when I heard a horrible grating noise coming from one of the computers. (…) The computer has a variable fan switch on the rear toward the power cord. I lent down behind the MIP to either turn the switch to low or off in the hope of isolating the fan noise. As I selected the switch I heard "BLIP" and the computer stopped.',
    language: 'en',
    text: "Uso due computer in rete. Stavo facendo delle prove per separare l'audio tra i due computer, così da poter usare una cuffia, quando ho sentito un orribile rumore di grattamento da uno dei due. (…) Il computer ha un interruttore per regolare la ventola sul retro, vicino al cavo di alimentazione. Mi sono chinato dietro il MIP per mettere l'interruttore su basso o spento, sperando di isolare il rumore della ventola. Appena ho azionato l'interruttore ho sentito un \"BLIP\" e il computer si è fermato.",
    category: 'computer',
    cause:
      "Invece dell'interruttore della ventola aveva spostato per sbaglio il selettore di tensione dell'alimentatore da 240 V a 110 V (i due interruttori sono quasi affiancati): l'alimentatore si è bruciato ed è stato sostituito; il rumore veniva dalla ventola di una delle schede video, sostituita in garanzia.",
    keywords: ['selettore', 'tensione', 'alimentatore', 'bruciato', 'volt'],
  },
  {
    id: 'pc-921',
    source: 'http://weblog.ceicher.com/2003/07/tech-clairvoyant.html',
    original:
      "One day, I got a call from a frantic customer, he could not get his Apple II to boot. Every time he turned it on, it went right to the ROM debugger, which isn't supposed to be normally accessible.",
    language: 'en',
    text: 'Un giorno mi chiama un cliente disperato: non riusciva ad avviare il suo Apple II. Ogni volta che lo accendeva andava dritto nel debugger della ROM, che normalmente non dovrebbe essere accessibile.',
    category: 'computer',
    cause:
      "Sulla scrivania disordinata qualcosa appoggiato sopra il joystick ne teneva premuto il pulsante durante l'accensione, e questo forza l'avvio nella ROM; liberato il joystick, il computer si è avviato normalmente.",
    keywords: ['joystick', 'pulsante', 'premuto', 'oggetto', 'avvio'],
  },
  {
    id: 'pc-922',
    source: 'http://venator-veritatis.blogspot.com/2010/02/un-nuevo-amanecer.html',
    original:
      'Tras varios reinicios del ordenador, limpiezas de la CPU, y algún que otro cuelgue, he conseguido solucionar un problema que llevaba bastante tiempo padeciendo en mi PC y que es muy típico de la informática de andar por casa:\n\nEl molesto ruido que hace de forma imprevista el ventilador de la tarjeta gráfica.',
    language: 'es',
    text: "Dopo vari riavvii del computer, pulizie della CPU e qualche blocco qua e là, sono riuscito a risolvere un problema che mi portavo dietro da parecchio tempo sul mio PC e che è tipicissimo dell'informatica casalinga: il fastidioso rumore che fa all'improvviso la ventola della scheda video.",
    category: 'computer',
    cause:
      "La ventola della scheda video era sporca e poco lubrificata: pulita bene (pale comprese) e messe un paio di gocce di olio per macchine da cucire sull'asse, il rumore è sparito.",
    keywords: ['ventola', 'olio', 'lubrificare', 'asse', 'pulizia'],
  },
  {
    id: 'pc-923',
    source: 'https://www.tages-blog.de/fehler-diagnose-reparatur/',
    original: 'Der PC eines Kunden stürzte mitten im Betrieb ab und gab fortan keinen Mucks mehr von sich.',
    language: 'de',
    text: 'Il PC di un cliente si è bloccato mentre lo usava e da allora non dà più nessun segno di vita.',
    category: 'computer',
    cause:
      "L'alimentatore si era bruciato a causa del forte accumulo di polvere; sostituito l'alimentatore, il PC riparte.",
    keywords: ['alimentatore', 'bruciato', 'polvere', 'sostituito', 'guasto'],
  },
  {
    id: 'pc-924',
    source: 'http://chippep.blogspot.com/2010/08/skitter_17.html',
    original:
      'I was having an interesting, perplexing problem with my computer.  I’d go to use my mouse, and all of a sudden the cursor on the screen would go (…) across the screen.  So I called Apple tech, but they couldn’t figure it out.',
    language: 'en',
    text: "Avevo un problema curioso e sconcertante con il computer. Andavo a usare il mouse e all'improvviso il cursore sullo schermo se ne andava (…) da una parte all'altra dello schermo. Così ho chiamato l'assistenza Apple, ma non sono riusciti a capire cosa fosse.",
    category: 'computer',
    cause:
      'La zona della scrivania dove usava il mouse era tutta butterata e segnata, e questo faceva saltare il raggio laser del mouse; coperta quella zona con un tappetino, il cursore non salta più.',
    keywords: ['superficie', 'tappetino', 'laser', 'scrivania', 'sensore'],
  },
  {
    id: 'pc-925',
    source: 'https://blizzardcomputers.com/its-the-little-things',
    original:
      'Immediately after the button is depressed, I reel backward from the racket now being emitted from this beast. (…) This thing sounded like a running vacuum cleaner, or maybe a jet engine. (…) The sound dies down after a few moments, the fan’s speed slowing after bootup. After a few moments of poking around in Windows (…), the roar reemerges with a vengeance. (…) Without removing the fan from the heatsink, I simply try applying some oil to the bearing. Power on; my poor ears! This crying cacophony was not cured.',
    language: 'en',
    text: "Appena premuto il tasto, faccio un salto indietro per il baccano che esce da questa bestia. (…) Sembrava un aspirapolvere acceso, o forse un motore a reazione. (…) Dopo qualche istante il rumore cala, la ventola rallenta finito l'avvio. Dopo qualche minuto che smanetto in Windows (…), il ruggito torna più forte di prima. (…) Senza togliere la ventola dal dissipatore, provo semplicemente a mettere un po' d'olio sul cuscinetto. Riaccendo: povere le mie orecchie! Quella cacofonia non era guarita.",
    category: 'computer',
    cause:
      "Nell'alloggiamento della ventola del portatile (un Toshiba) c'era un pezzetto di carta di circa 2 cm per 1 cm; smontata la ventola dal suo posto e tolta la carta.",
    keywords: ['ventola', 'carta', 'estraneo', 'alloggiamento', 'corpo'],
  },
];
