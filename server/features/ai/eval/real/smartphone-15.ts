import type { RealCase } from './types.ts';

/**
 * Batch 15 of real phone, tablet and e-reader reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'sp-1201',
    source: 'https://git-blame.blogspot.com/2015/02/nexus-4-still-live-and-kicking.html',
    original:
      'My everyday phone for the past few years has been Nexus 4. (…) I noticed that my N4 recently stopped picking up NFC and charging via wireless.',
    language: 'en',
    text: "Il mio telefono di tutti i giorni da qualche anno è un Nexus 4. (…) Ultimamente ho notato che il mio N4 ha smesso di rilevare l'NFC e di caricarsi in wireless.",
    category: 'smartphone',
    cause:
      'La batteria si era gonfiata e spingeva in fuori la cover posteriore, su cui sono le antenne di NFC e ricarica wireless, interrompendo il contatto con la scheda madre. Sostituita la batteria, NFC e ricarica wireless hanno ripreso a funzionare.',
    keywords: ['batteria', 'gonfia', 'cover', 'antenna', 'contatti'],
  },
  {
    id: 'sp-1202',
    source: 'https://www.mackethanconsulting.com/2017/08/never-thought-id-use-a-hammer-to-fix-an-ipad/',
    original:
      'A friend of mine stopped by for a visit and mentioned that her iPad was all funky. When I asked her to explain, she showed me that the colors were all crazy. I noticed right away that the display was damaged and suggested that she must have dropped it recently. On the contrary, she hit it with a fly swatter over a year ago and the color issue only began yesterday.',
    language: 'en',
    text: "Un'amica è passata a trovarmi e mi ha detto che il suo iPad faceva cose strane. Quando le ho chiesto di spiegarmi, mi ha fatto vedere che i colori erano tutti impazziti. Ho notato subito che il display era danneggiato e le ho detto che doveva esserle caduto da poco. Invece no: l'aveva colpito con uno scacciamosche più di un anno fa e il problema dei colori era iniziato solo ieri.",
    category: 'smartphone',
    cause:
      'Il colpo aveva allentato il collegamento interno del display proprio nel punto danneggiato; picchiettando leggermente con un martello in quel punto il contatto si è ristabilito e i colori sono tornati normali.',
    keywords: ['display', 'connettore', 'contatto', 'allentato', 'urto'],
  },
  {
    id: 'sp-1203',
    source: 'http://8263.jp/blog/3004.html',
    original:
      '朝の仕事から帰ってきたらバッテリーの残りが46%。午後に備えて充電しようと思ったら、充電ケーブルを差し込むことができない。途中までは入るが、奥まで入らない。(…) 昨日まではなんともなかったのに、急に、前触れもなく不思議なことが起きてしまった。(…) 試しに、トラブル発生時に備えて手元に残しておいたiPhone5にライトニングケーブルを刺してみると何の問題もない!奥まできちんと入るし、充電も始まった。と言うことは、iPhone6本体の異常だ。充電ポート(充電ケーブル受けの穴)を覗いてみるが、とくに変わった様子もない。',
    language: 'ja',
    text: "Torno a casa dal lavoro della mattina e la batteria è al 46%. Voglio metterlo in carica per il pomeriggio e non riesco a infilare il cavo di ricarica. Entra fino a metà, ma non va fino in fondo. (…) Fino a ieri non aveva niente, e all'improvviso, senza nessun preavviso, succede questa cosa strana. (…) Per provare ho infilato il cavo Lightning nell'iPhone 5 che tenevo da parte per le emergenze e nessun problema! Entra fino in fondo e si mette pure a caricare. Quindi il problema è dell'iPhone 6. Guardo dentro la porta di ricarica (il buco dove va il cavo) ma non vedo niente di strano.",
    category: 'smartphone',
    cause:
      "La porta Lightning dell'iPhone 6 era intasata da lanugine/polvere compattata (e un sassolino) che impediva al cavo di entrare fino in fondo; pulita la porta, il cavo è entrato e la ricarica è ripartita.",
    keywords: ['porta', 'lightning', 'polvere', 'lanugine', 'pulizia'],
  },
  {
    id: 'sp-1204',
    source: 'http://mrwillw.blogspot.com/2012/07/my-waterproof-samsung-galaxy.html',
    original:
      'Not giving it much thought, I loaded up my Washing Machine, tossed in a cap-full of Detergent and threw my Clothes in, including the pair of Jeans I was wearing that day. (…) I rummaged through the Water to find my Android buried into the soaked back-pocket of my Jeans. (…) Not thinking, I tried powering-on my Android (…) Frantically, I disassembled the Phone, patting it dry with a Paper Towel, then Googling for advice.',
    language: 'en',
    text: "Senza pensarci troppo ho caricato la lavatrice, ho messo un tappo di detersivo e ci ho buttato dentro i vestiti, compresi i jeans che avevo addosso quel giorno. (…) Ho frugato nell'acqua e ho trovato il mio Android sepolto nella tasca dietro dei jeans, fradicia. (…) Senza riflettere ho provato ad accenderlo (…) Di corsa ho smontato il telefono, l'ho tamponato con della carta assorbente e poi ho cercato consigli su Google.",
    category: 'smartphone',
    cause:
      'Il telefono (Samsung Galaxy) si era bagnato in lavatrice; tolta la batteria, lasciato asciugare nel riso per un paio di giorni senza accenderlo e poi rimontata la batteria, è ripartito.',
    keywords: ['acqua', 'umidità', 'batteria', 'asciugatura', 'riso'],
  },
  {
    id: 'sp-1205',
    source: 'https://jollatides.wordpress.com/2013/08/23/n900-resuscitated-rejuvenated-reborn/',
    original:
      "So the problems I was facing were threefold: 1/ The USB connection appeared to be faulty 2/ The battery wouldn't charge even when I managed to get the USB connection to be stable (…) When I got the phone to recognise the USB connection, the orange LED was lighting up constantly for quite a while and then going off. Then the screen would light up for a few seconds but then go back to this constant orange LED glow. After an hour like this, the phone would still not power on",
    language: 'en',
    text: "I problemi che avevo erano tre: 1/ La connessione USB sembrava difettosa 2/ La batteria non si caricava nemmeno quando riuscivo a far stare stabile la connessione USB (…) Quando riuscivo a fargli riconoscere la connessione USB, il LED arancione restava acceso fisso per un bel po' e poi si spegneva. Poi lo schermo si accendeva per qualche secondo ma poi tornava questo LED arancione fisso. Dopo un'ora così, il telefono ancora non si accendeva",
    category: 'smartphone',
    cause:
      'La batteria del Nokia N900 si era scaricata completamente (scarica profonda) e il telefono non riusciva più a ricaricarla; caricando la batteria originale con un caricabatterie esterno e usando una batteria di ricambio il telefono si è riacceso.',
    keywords: ['batteria', 'scarica', 'profonda', 'caricabatterie', 'esterno'],
  },
  {
    id: 'sp-1206',
    source: 'https://forum.fairphone.com/t/fp1u-doesnt-start-anymore-seems-dead/20887/3',
    original:
      "Even when I press the ON button during a long time, the device does not turn on . Ditto when the device is on AC power. No lights when I put the cable on AC power. Recovery mode doesnt work either. This happened suddenly and that's the first time. Everything was fine before that. Anyone has an idea ?",
    language: 'en',
    text: "Anche se tengo premuto il tasto di accensione a lungo, il telefono non si accende. Idem quando è attaccato alla corrente. Nessuna luce quando metto il cavo alla presa. Anche la recovery non funziona. È successo all'improvviso ed è la prima volta. Prima andava tutto bene. Qualcuno ha un'idea?",
    category: 'smartphone',
    cause:
      "Il Fairphone FP1U era in uno stato bloccato dell'elettronica di alimentazione/ricarica; togliere la batteria per circa un'ora e rimetterla ha resettato il circuito e il telefono si è riacceso.",
    keywords: ['batteria', 'reset', 'alimentazione', 'ricarica', 'blocco'],
  },
  {
    id: 'sp-1207',
    source: 'https://forum.fairphone.com/t/my-fairphone-3-only-charges-in-fastboot-mode/87483',
    original:
      "Hi, after getting wet in a storm, my fairphone FP3 only charges when it is in fast boot mode, i.e when pressing down volume key and power to turn on, then it goes into a little text menu and will actually charge., ,Otherwise when plugging in to any usb, and I've tried so many of them, plugs, cables etc, it won't charge, but when it reaches 0% it will try and launch, will buzz, show the logo for a second then restart and do the same… (…) When done like this it will charge about 1% every 10 minutes.",
    language: 'en',
    text: 'Ciao, dopo essersi bagnato durante un temporale, il mio Fairphone FP3 si carica solo in modalità fastboot, cioè premendo volume giù e accensione, va in un piccolo menu di testo e lì si carica davvero. Altrimenti, attaccandolo a qualsiasi USB, e ne ho provate tantissime, prese, cavi ecc., non si carica, e quando arriva a 0% prova ad avviarsi, vibra, mostra il logo per un secondo, poi si riavvia e rifà uguale… (…) Così si carica di circa 1% ogni 10 minuti.',
    category: 'smartphone',
    cause:
      "Era rimasta umidità dentro il telefono (modulo inferiore/porta USB) dopo che si era bagnato; lasciandolo aperto, senza cover posteriore e senza batteria, ad asciugare all'aria, ha ripreso a caricarsi normalmente.",
    keywords: ['umidità', 'acqua', 'asciugatura', 'porta', 'usb'],
  },
  {
    id: 'sp-1208',
    source: 'https://talk.maemo.org./printthread.php?t=96702',
    original:
      "I've just changed my n9's housing and after that the device shows 'The charger isn't working properly. Replace it or contact the nearest Nokia Care point' message when I'm plugging the wall charger. (…) I've heard that flashing only kernel might help, so I did it, but the result is the same. Is there something that can be done, or the charge controller is broken?",
    language: 'en',
    text: "Ho appena cambiato la scocca del mio N9 e da allora, quando collego il caricatore da muro, il telefono mostra il messaggio 'The charger isn't working properly. Replace it or contact the nearest Nokia Care point'. (…) Ho sentito che riflashare solo il kernel potrebbe aiutare, l'ho fatto ma il risultato è lo stesso. Si può fare qualcosa o è rotto il controller di carica?",
    category: 'smartphone',
    cause:
      'Dopo il cambio della scocca, un problema di montaggio: la piastra metallica sotto il display chiudeva un contatto nel punto sbagliato / un cavetto era rimasto pizzicato. Rimontando correttamente il problema di ricarica è sparito (non un guasto del controller).',
    keywords: ['montaggio', 'scocca', 'cortocircuito', 'cavo', 'pizzicato'],
  },
  {
    id: 'sp-1209',
    source:
      'https://forums.crackberry.com/blackberry-bold-series-f235/last-resort-fix-dead-bold-no-red-led-442737/',
    original:
      'Bought a bold 9000 the day it was released in Canada. Worked perfectly, maybe dropped it a few times but everything was working. (…) He then dropped it off his bed onto a hardwood floor (not very high). Since then it would not turn on, no red LED or anything. I went over all the common steps to getting it working: -Battery pull -Take out Sim Card, and battery -Try connecting to wall charger or pc with and without battery',
    language: 'en',
    text: 'Ho comprato un Bold 9000 il giorno che è uscito in Canada. Andava benissimo, magari è caduto qualche volta ma funzionava tutto. (…) Poi a mio fratello è caduto dal letto sul parquet (neanche tanto in alto). Da allora non si accende più, niente LED rosso, niente di niente. Ho fatto tutti i soliti passaggi per farlo ripartire: - tolto la batteria - tolto SIM e batteria - provato ad attaccarlo al caricatore da muro o al PC con e senza batteria',
    category: 'smartphone',
    cause:
      "Dopo la caduta il BlackBerry Bold 9000 restava completamente spento per colpa della piccola batteria tampone interna (quella che tiene l'orologio); rimuovendo del tutto la batteria tampone e rimettendo la batteria principale il telefono è tornato a funzionare perfettamente.",
    keywords: ['batteria', 'tampone', 'orologio', 'caduta', 'reset'],
  },
  {
    id: 'sp-1210',
    source: 'http://chroniclesofyp.blogspot.com/2013/10/dead-blackberry-bold-9000-9900-fix.html',
    original:
      "This is going to be quick post to fix a dead Blackberry Bold 9000 or 9900 series. Mine just inexplicably died over the weekend (possibly due to lack of battery power), but it wouldn't charge at all when I plugged it in.",
    language: 'en',
    text: 'Post veloce per sistemare un BlackBerry Bold 9000 o 9900 morto. Il mio è morto senza motivo nel weekend (forse perché la batteria si era scaricata), ma attaccandolo al caricatore non si caricava per niente.',
    category: 'smartphone',
    cause:
      "La batteria si era scaricata troppo e il telefono non avviava la ricarica; togliendo la batteria, collegando il caricatore finché compariva il simbolo 'no battery' e reinserendo la batteria col caricatore collegato, dopo qualche tentativo ha ripreso a caricarsi e si è riavviato.",
    keywords: ['batteria', 'scarica', 'ricarica', 'caricatore', 'profonda'],
  },
  {
    id: 'sp-1211',
    source: 'http://www.techgospelaccordingtojohn.com/2010/07/my-phone-is-dead.html',
    original:
      "You can imagine my horror this afternoon as I was charging my phone, when it suddenly switched off. I pressed the power button, it vibrated but the screen wouldn't light up... crap... this happened to my P1i before, and the boot ROM needed to be reflashed (…) So I went to Glorietta and the guy checked my phone with my SIM, he confirmed that the phone needed to be reflashed",
    language: 'en',
    text: "Immaginatevi il mio orrore oggi pomeriggio: stavo caricando il telefono e all'improvviso si è spento. Ho premuto il tasto di accensione, ha vibrato ma lo schermo non si accendeva... accidenti... mi era già successo col mio P1i e si era dovuta riflashare la boot ROM (…) Allora sono andato a Glorietta, il tizio ha controllato il telefono con la mia SIM e ha confermato che andava riflashato",
    category: 'smartphone',
    cause:
      "Il Sony Ericsson X10 Mini Pro non si avviava per colpa della SIM difettosa: con altre SIM (o senza SIM) partiva normalmente. Sostituita la SIM dall'operatore, il telefono ha funzionato subito, senza bisogno di riflashare.",
    keywords: ['sim', 'difettosa', 'avvio', 'sostituzione', 'operatore'],
  },
  {
    id: 'sp-1212',
    source: 'https://computer2.com/cell-phones/',
    original:
      "Lanny's Sony Ericsson W300i Walkman cellular, which was working perfectly, before charging the battery, was damaged, on 02 November 2007, while the battery was being charged, for approximately one hour (…) When it was turned on, after charging the battery, the screen was White for a second and then blank for a few seconds and then White again and that blinking sequence repeated. (…) Movistar (…) sent the phone to their Service Center in Bogotá and Lanny was then told that it could not be repaired.",
    language: 'en',
    text: "Il Sony Ericsson W300i Walkman di Lanny, che andava benissimo prima di caricare la batteria, si è guastato il 2 novembre 2007 mentre era in carica, per circa un'ora (…) Quando l'ha acceso dopo la ricarica, lo schermo diventava bianco per un secondo, poi nero per qualche secondo, poi di nuovo bianco, e quella sequenza lampeggiante si ripeteva. (…) Movistar (…) ha mandato il telefono al centro assistenza di Bogotá e a Lanny hanno detto che non era riparabile.",
    category: 'smartphone',
    cause:
      "Era la cosiddetta 'schermata bianca della morte' (WSOD) dei Sony Ericsson, dovuta a un firmware corrotto e non a un guasto hardware; riflashando il firmware (con un servizio online a pagamento) il telefono ha ripreso a funzionare perfettamente per anni.",
    keywords: ['firmware', 'corrotto', 'flash', 'schermata', 'bianca'],
  },
  {
    id: 'sp-1213',
    source: 'http://marceldehoog.blogspot.com/2011/12/iphones-cannot-swim.html',
    original:
      'After 3 years of owning an iPhone (first the 3g, then the 4), 3 years of being very careful with it, my beloved device decided to take the plunge! Located in the back pocket of my trousers, it landed in the water, nuff said. Immediately dried it with a towel, in the process of which I accidentally turned it on (…) I decided to store it for 2 days in a bag with rice (…) After those 2 days, turned the phone on, and.... nothing. No life whatsoever.',
    language: 'en',
    text: "Dopo 3 anni di iPhone (prima il 3G, poi il 4), 3 anni in cui ci sono stato attentissimo, il mio amato telefono ha deciso di farsi un tuffo! Era nella tasca dietro dei pantaloni ed è finito in acqua, non aggiungo altro. L'ho asciugato subito con un asciugamano, e nel farlo per sbaglio l'ho acceso (…) Ho deciso di lasciarlo 2 giorni in un sacchetto col riso (…) Dopo quei 2 giorni l'ho acceso e... niente. Nessun segno di vita.",
    category: 'smartphone',
    cause:
      "Dopo la caduta in acqua il connettore della batteria dell'iPhone 4 si era ossidato; aperto il telefono e pulita l'ossidazione sul connettore, il telefono si è riacceso (la ricezione è rimasta scarsa, problema a parte).",
    keywords: ['ossidazione', 'connettore', 'batteria', 'acqua', 'pulizia'],
  },
  {
    id: 'sp-1214',
    source: 'http://www.droidforums.net/threads/a-piece-of-lint.206832/page-2',
    original:
      "I have a D2 that stopped focusing properly. It was doing fine, then I started getting blurry pictures every once in a while. It got worse over time and eventually it stopped altogether. (…) On my D2, it simply didn't move and to be sure I was troubleshooting properly I would tap the phone on the desk either on the back (to focus distance) or on the face (to focus close-up) and could actually take pictures in relatively good focus that way.",
    language: 'en',
    text: 'Ho un D2 che ha smesso di mettere a fuoco bene. Andava benissimo, poi ogni tanto cominciavano a venire foto sfocate. È peggiorato col tempo e alla fine ha smesso del tutto. (…) Sul mio D2 la lente semplicemente non si muoveva, e per essere sicura di fare le prove giuste battevo il telefono sulla scrivania o sul retro (per mettere a fuoco lontano) o sul davanti (per mettere a fuoco da vicino), e in quel modo riuscivo davvero a fare foto abbastanza a fuoco.',
    category: 'smartphone',
    cause:
      "Il motorino dell'autofocus del modulo fotocamera del Motorola Droid 2 si era bloccato (guasto hardware, non software); sostituito il modulo fotocamera con uno di recupero, la fotocamera funziona perfettamente.",
    keywords: ['fotocamera', 'autofocus', 'motorino', 'modulo', 'sostituzione'],
  },
  {
    id: 'sp-1215',
    source: 'https://www.pwlk.net/blog/my-iphone-took-a-bath/',
    original:
      'I placed my wallet, keys and phone on top of the BCs. After getting upstairs, I started to take the BCs out of the tub, forgetting that all my usual pocket trinkets were still sitting on top. Needless to say… they took a dive. There were a few inches of water that had accumulated at the bottom of the tub from the BCs, just enough to fully submerge the iPhone. (…) Luckily the phone was still on, however, I was getting the famed "The inserted device is not recognized" (…) So this meant that no sound was coming out of the speakers (…) I took a hair drier briefly to the iPhone. No luck.',
    language: 'en',
    text: "Avevo appoggiato portafoglio, chiavi e telefono sopra i GAV. Arrivato di sopra ho cominciato a tirare fuori i GAV dalla vasca, dimenticandomi che tutte le mie cose erano ancora lì sopra. Inutile dirlo... si sono fatti un tuffo. Sul fondo della vasca c'erano alcuni centimetri d'acqua colata dai GAV, quanto bastava per sommergere completamente l'iPhone. (…) Per fortuna il telefono era ancora acceso, però mi dava il famoso \"The inserted device is not recognized\" (…) Quindi dagli altoparlanti non usciva nessun suono (…) Gli ho dato una passata veloce col phon. Niente.",
    category: 'smartphone',
    cause:
      "Era entrata acqua nella presa delle cuffie dell'iPhone, che quindi credeva ci fosse qualcosa collegato e non mandava audio all'altoparlante; lasciandolo spento qualche ora (senza SIM) ad asciugare, l'acqua è evaporata e il suono è tornato normale.",
    keywords: ['acqua', 'jack', 'cuffie', 'asciugatura', 'altoparlante'],
  },
  {
    id: 'sp-1216',
    source: 'https://kboards.com',
    original:
      'A friend of mine inadvertently left his Kindle 2 and Whispernet on and untouched (in sleep mode, of course) for 5 days or so. When he returned to the Kindle, he found a "new" screen showing that the battery was fully depleted. (…) My friend began to recharge the Kindle using a wall outlet. After just a few minutes, the Kindle restarted (this was visible on the screen). The Kindle failed to restart. (…) After a few more minutes, the Kindle tried to restart again. Same result. (…) Pressing the on/off switch didn\'t actually turn the unit off.',
    language: 'en',
    text: 'Un mio amico ha lasciato per sbaglio il suo Kindle 2 con il Whispernet acceso, senza toccarlo (in standby, ovviamente), per circa 5 giorni. Quando l\'ha ripreso ha trovato una schermata "nuova" che diceva che la batteria era completamente scarica. (…) Il mio amico ha cominciato a ricaricarlo dalla presa a muro. Dopo pochi minuti il Kindle si è riavviato (si vedeva sullo schermo). Il riavvio non è andato a buon fine. (…) Dopo qualche altro minuto il Kindle ha riprovato a riavviarsi. Stesso risultato. (…) Premere l\'interruttore on/off non lo spegneva davvero.',
    category: 'smartphone',
    cause:
      "La batteria del Kindle 2 era completamente scarica e il Kindle, 'ricordando' di essere acceso, provava a riavviarsi appena prendeva un po' di carica, senza riuscirci; scollegandolo, tenendo l'interruttore su 'on' per 30 secondi per spegnerlo davvero e poi ricollegandolo, si è ricaricato normalmente.",
    keywords: ['batteria', 'scarica', 'riavvio', 'spegnimento', 'ricarica'],
  },
  {
    id: 'sp-1217',
    source: 'https://joshuatj.com/category/android/',
    original:
      "Finally, Android Marshmallow update for OnePlus 2. Immediately my phone is buttery smooth again. Everything was fine but Bluetooth just keeps turning on, won't stay off. Tried several other potential fixes like clearing Bluetooth Share cache and Network Settings. But problem still persist.",
    language: 'en',
    text: "Finalmente è arrivato l'aggiornamento ad Android Marshmallow per il OnePlus 2. Subito il telefono è tornato fluidissimo. Andava tutto bene, ma il Bluetooth continua ad accendersi da solo, non resta spento. Ho provato diverse altre soluzioni, tipo svuotare la cache di Condivisione Bluetooth e resettare le impostazioni di rete. Ma il problema resta.",
    category: 'smartphone',
    cause:
      "Non era un difetto del telefono né dell'aggiornamento: un'app installata (Firechat, che usa il Bluetooth per la messaggistica) riaccendeva continuamente il Bluetooth; disinstallata l'app, il problema è sparito.",
    keywords: ['app', 'bluetooth', 'disinstallazione', 'software', 'aggiornamento'],
  },
  {
    id: 'sp-1218',
    source: 'http://choblog.cf/author/chobbs/page/18/',
    original:
      'I got used to my Touchpad tablet being so stable and reliable that I was taken aback one day when I turned the Bluetooth on it immediately rebooted, and rebooted and….. Yes, the dreaded boot loop had hit my trusty Touchpad. The Cyanogenmod 9 install had worked (almost) flawlessly for several years. (…) I tried clearing the cache, then the Dalvik cache but neither made any difference.',
    language: 'en',
    text: "Mi ero abituato al mio tablet Touchpad così stabile e affidabile che ci sono rimasto di sasso quando un giorno ho acceso il Bluetooth e si è subito riavviato, e riavviato, e... Sì, il temuto boot loop aveva colpito il mio fidato Touchpad. L'installazione di Cyanogenmod 9 aveva funzionato (quasi) perfettamente per anni. (…) Ho provato a svuotare la cache, poi la cache Dalvik, ma non è cambiato niente.",
    category: 'smartphone',
    cause:
      "Sull'HP TouchPad con CyanogenMod 9 erano corrotti i dati di configurazione del Bluetooth (cartella /data/misc/bluetoothd), che all'accensione del Bluetooth mandavano il sistema in riavvio continuo; cancellandone il contenuto con uno script dalla recovery il tablet è tornato a funzionare.",
    keywords: ['bluetooth', 'dati', 'corrotti', 'riavvio', 'recovery'],
  },
  {
    id: 'sp-1219',
    source: 'http://series-sixty.blogspot.com/2007/11',
    original:
      "Some days ago, my cellphone (an N73 Music Edition) started to (literally) 'die out' under normal usage. For instance, whenever I slid open the camera lens cover to take an occasional snap or two, the phone would automatically switch off as if all the juice had been sucked out of its battery. This would also happen during phone calls, texting etc. (…) Piece by piece, every app installed to phone memory was removed and the phone formatted not once, but multiple times. However, the problem was never fixed.",
    language: 'en',
    text: "Qualche giorno fa il mio cellulare (un N73 Music Edition) ha cominciato (letteralmente) a 'morire' durante l'uso normale. Per esempio, ogni volta che aprivo lo sportellino dell'obiettivo per fare qualche foto, il telefono si spegneva da solo come se gli avessero risucchiato tutta la batteria. Succedeva anche durante le chiamate, scrivendo SMS ecc. (…) Una per una ho tolto tutte le app installate in memoria e ho formattato il telefono non una ma più volte. Il problema però non si è mai risolto.",
    category: 'smartphone',
    cause:
      'Era un cattivo contatto tra batteria e telefono: i contatti della batteria (e quelli nel vano del telefono) erano sporchi/ossidati e sotto carico il contatto si interrompeva. Pulendo i contatti con alcol, il Nokia N73 ha smesso di spegnersi.',
    keywords: ['contatti', 'batteria', 'sporchi', 'spegnimento', 'pulizia'],
  },
  {
    id: 'sp-1220',
    source: 'http://kyriakos.anastasakis.net/2011/04/15/when-everything-else-fails/',
    original:
      "This morning I came out of the shower and found my iPhone on the floor. I had forgotten the alarm on and since it's on vibration, the alarm was ringing for quite some time until the phone fell on the floor. I picked it up and the home button wasn't functioning, the speakers were dead and it wouldn't charge. The phone has been like that for the whole day.",
    language: 'en',
    text: "Stamattina sono uscito dalla doccia e ho trovato l'iPhone per terra. Avevo lasciato la sveglia attiva e, visto che è in vibrazione, ha suonato per un bel po' finché il telefono è caduto sul pavimento. L'ho raccolto e il tasto Home non funzionava, gli altoparlanti erano muti e non si caricava. Il telefono è rimasto così tutto il giorno.",
    category: 'smartphone',
    cause:
      "Con la caduta si era allentato internamente il collegamento della parte inferiore dell'iPhone (connettore/flat del dock con tasto Home, altoparlante e ricarica); con un secondo colpo e reinserendo la SIM a telefono spento tutto è tornato a funzionare (tasto Home, altoparlanti e ricarica).",
    keywords: ['connettore', 'flat', 'caduta', 'contatto', 'allentato'],
  },
  {
    id: 'sp-1221',
    source: 'http://outlyingconfluence.blogspot.com/2017/02/',
    original:
      "Well, this post is about my shiny black Nokia Lumia 630 (…) I accidentally dropped it in a bucket full of hot water which I was going to use for a hot water massage for my legs. Knowing that hot water causes potential damage to the motherboard, I washed it with running water hoping the motherboard would be okay but unknowingly caused much more damage than I could imagine. And because I have a strange emotional attachment to my phone, I did whatever I could do at home and followed the steps which are given on the community page of Microsoft but without any avail. The phone wouldn't just start!",
    language: 'en',
    text: "Questo post parla del mio Nokia Lumia 630 nero lucido (…) Per sbaglio mi è caduto in un secchio pieno d'acqua calda che stavo per usare per un massaggio alle gambe. Sapendo che l'acqua calda può danneggiare la scheda madre, l'ho sciacquato sotto l'acqua corrente sperando che la scheda si salvasse, ma senza saperlo ho fatto molti più danni di quanto pensassi. E siccome sono stranamente affezionato al mio telefono, ho fatto tutto quello che potevo a casa, seguendo i passaggi indicati sulla pagina della community Microsoft, ma niente da fare. Il telefono proprio non si accendeva!",
    category: 'smartphone',
    cause:
      "L'acqua (calda, e poi il risciacquo sotto il rubinetto) aveva danneggiato la scheda madre del Lumia 630; il centro assistenza ha confermato che serviva una scheda madre nuova, e sostituendola con quella di un altro Lumia 630 inutilizzato il telefono è tornato a funzionare.",
    keywords: ['acqua', 'scheda', 'madre', 'sostituzione', 'danno'],
  },
  {
    id: 'sp-1222',
    source: 'http://informaticcoolstuff.in/fixing-the-batteries-that-die-quick/',
    original:
      'My phone was actually acting weird lately. That was shutting down at 30% of charge in it. And when I start charging it again, immediately it shows 30% and when i unplug it, again phone gets switched off. (…) I thought the problem might be with the battery and thought of changing the battery.',
    language: 'en',
    text: 'Ultimamente il mio telefono faceva cose strane. Si spegneva quando era ancora al 30% di carica. E quando lo rimettevo in carica, subito segnava 30%, e appena lo staccavo si spegneva di nuovo. (…) Pensavo che il problema fosse la batteria e volevo cambiarla.',
    category: 'smartphone',
    cause:
      "Non era la batteria da buttare: il BlackBerry Z10 aveva 'perso' la capacità reale della batteria e mostrava una percentuale sbagliata. Togliendo la batteria, collegando il caricatore, reinserendo la batteria col caricatore attaccato e facendo un ciclo completo di carica e scarica (ricalibrazione), il problema si è risolto.",
    keywords: ['batteria', 'calibrazione', 'percentuale', 'spegnimento', 'ciclo'],
  },
  {
    id: 'sp-1301',
    source: 'https://www.selectallfromdual.com/blog/5051/lo-smartphone-non-riconosce-il-cavo-di-ricarica',
    original:
      'Dopo più di due anni di onorato lavoro, il mio Zenfone 2 ha cominciato a presentare problemi di ricarica. Appena collegavo il cavetto dell’alimentatore dovevo attendere qualche minuto per leggere il messaggio di avviso che mi indicava che il cavo non era riconosciuto, e vedere bloccata la ricarica. Questo mi causava un grande problema: alla mattina lo smartphone era scarico. (…) ho notato anche che da spento la ricarica avveniva in maniera corretta.',
    language: 'it',
    text: 'Dopo più di due anni di onorato lavoro, il mio Zenfone 2 ha cominciato a presentare problemi di ricarica. Appena collegavo il cavetto dell’alimentatore dovevo attendere qualche minuto per leggere il messaggio di avviso che mi indicava che il cavo non era riconosciuto, e vedere bloccata la ricarica. Questo mi causava un grande problema: alla mattina lo smartphone era scarico. (…) ho notato anche che da spento la ricarica avveniva in maniera corretta.',
    category: 'smartphone',
    cause:
      "Non era un guasto hardware: la ricarica veniva bloccata dall'app antivirus Avira, che include una protezione anti-sovraccarico della batteria; il problema era software.",
    keywords: ['antivirus', 'app', 'ricarica', 'software', 'protezione'],
  },
  {
    id: 'sp-1302',
    source: 'http://orologico.info/index.php/topic,9861.0.html',
    original:
      'Mia figlia, una sera è andata alla giostre, (era la festa del paese) il marito giocando, vince un telefonino Nokia di quelli da 20 €, e lo regala a mia moglie che nel frattempo aveva rotto il suo. Dopo qualche settimana il telefonino si allaga a causa di una disattenzione. Lo apro subito e cerco di asciugarlo, mi sembra di esserci riuscito, ma non funziona più lo stesso.',
    language: 'it',
    text: 'Mia figlia, una sera è andata alla giostre, (era la festa del paese) il marito giocando, vince un telefonino Nokia di quelli da 20 €, e lo regala a mia moglie che nel frattempo aveva rotto il suo. Dopo qualche settimana il telefonino si allaga a causa di una disattenzione. Lo apro subito e cerco di asciugarlo, mi sembra di esserci riuscito, ma non funziona più lo stesso.',
    category: 'smartphone',
    cause:
      "Dopo l'allagamento si era guastata la batteria (BL-5CA); sostituita con una BL-4C recuperata da un altro telefono, il Nokia è tornato a funzionare (con autonomia persino maggiore).",
    keywords: ['batteria', 'acqua', 'guasta', 'sostituzione', 'nokia'],
  },
  {
    id: 'sp-1303',
    source: 'https://autopareri.com/profile/610-wilhem275/content/?all_activity=1&page=283',
    original:
      "Momenti di panico col Droid 2... prima si è messo a caricarsi a intermittenza dall'USB di un PC, poi ha cominciato a farlo col suo alimentatore originale, poi ha smesso di dare segno di vedere l'alimentazione Ho pensato: si è fottuta la microUSB, basta, è finito...",
    language: 'it',
    text: "Momenti di panico col Droid 2... prima si è messo a caricarsi a intermittenza dall'USB di un PC, poi ha cominciato a farlo col suo alimentatore originale, poi ha smesso di dare segno di vedere l'alimentazione Ho pensato: si è fottuta la microUSB, basta, è finito...",
    category: 'smartphone',
    cause:
      "La presa microUSB del telefono era sana: con test incrociati ha scoperto che la porta USB del PC dava problemi e che l'alimentatore originale era morto; il guasto era nei caricatori, non nel telefono.",
    keywords: ['alimentatore', 'caricatore', 'guasto', 'usb', 'ricarica'],
  },
  {
    id: 'sp-1304',
    source: 'https://sfogobenefico.blogspot.com/2009/09/samsung-sgh-x650-riparato.html',
    original:
      'Il "guasto" se così si può chiamare (…) Un pezzettino di plastica microscopico salta via e la batteria non sta più al suo posto, ergo il cellulare è da buttare secondo la filosofia del riparatore disonesto.',
    language: 'it',
    text: 'Il "guasto" se così si può chiamare (…) Un pezzettino di plastica microscopico salta via e la batteria non sta più al suo posto, ergo il cellulare è da buttare secondo la filosofia del riparatore disonesto.',
    category: 'smartphone',
    cause:
      'Sul Samsung SGH-X650 si era rotto uno dei due supporti di aggancio inferiori della batteria, che fa parte del telaio; ha risolto sostituendo guscio/telaio (coperchio e tastiera inclusi) con ricambi comprati online.',
    keywords: ['aggancio', 'batteria', 'telaio', 'guscio', 'plastica'],
  },
  {
    id: 'sp-1305',
    source: 'http://unico-lab.blogspot.com/2012/08/quando-il-telefono-fa-un-bel-tuffo.html?m=0',
    original:
      'Il cellulare ha pensato bene di fare un bel tuffo nel lago Maggiore e per di più mentre era acceso.',
    language: 'it',
    text: 'Il cellulare ha pensato bene di fare un bel tuffo nel lago Maggiore e per di più mentre era acceso.',
    category: 'smartphone',
    cause:
      "Il telefono era caduto in acqua mentre era acceso; è stato spento, aperto in tutte le sue parti e asciugato (aria tiepida dell'asciugacapelli) per eliminare umidità e ossidazione, ed è tornato a funzionare.",
    keywords: ['acqua', 'umidità', 'ossidazione', 'asciugatura', 'smontaggio'],
  },
  {
    id: 'sp-1401',
    source: 'https://www.androidjefe.com/mi-celular-no-carga-con-ningun-cargador-y-no-es-el-pin-de-carga/',
    original:
      'Mi celular se me cayó del bolsillo del pantalón y además de que la pantalla se ponía negra de forma muy aleatoria e impredecible, al llegar a cargarlo en la casa me di cuenta que no cargaba con ningún cargador, ni en la computadora.',
    language: 'es',
    text: "Mi è caduto il cellulare dalla tasca dei pantaloni e, oltre al fatto che lo schermo diventava nero in modo del tutto casuale e imprevedibile, quando sono arrivato a casa e l'ho messo in carica mi sono accorto che non caricava con nessun caricabatterie, e nemmeno attaccato al computer.",
    category: 'smartphone',
    cause:
      'Non era il caricatore né il connettore di ricarica: con la caduta si era danneggiato il cavo flat (flex) interno che collega la scheda del connettore di ricarica alla scheda madre; va smontato il telefono e riparato o sostituito il flex.',
    keywords: ['flex', 'cavo', 'connettore', 'caduta', 'scheda'],
  },
  {
    id: 'sp-1402',
    source: 'https://de.paperblog.com/ein-handy-akku-mit-bierbauch-695309/amp',
    original:
      'Als ich am Samstag im Fitnessstudio aufm dem Laufband stand und meiner Musik gelauscht habe ging auf einmal das Handy aus und lies sich auch nicht mehr starten. Nach der Bootanimation war meistens Schluss und das Handy legte sich wieder schlafen. (…) Also habe ich einen Hardreset (Factory Reset über Recovery Mode) gemacht, was aber auch nicht half.',
    language: 'de',
    text: "Sabato ero in palestra sul tapis roulant ad ascoltare musica e all'improvviso il telefono si è spento e non si riaccendeva più. Dopo l'animazione di avvio di solito finiva lì e il telefono si rispegneva. Allora ho fatto un hard reset (ripristino di fabbrica dalla recovery), ma non è servito a niente.",
    category: 'smartphone',
    cause:
      "La batteria (Samsung, rimovibile) si era gonfiata: al centro era circa il 20% più spessa e non reggeva l'avvio. Con la sostituzione della batteria (mandata gratis da Samsung) il problema è stato risolto.",
    keywords: ['batteria', 'gonfia', 'rigonfiamento', 'avvio', 'sostituzione'],
  },
  {
    id: 'sp-1403',
    source: 'https://herdin-webmarketing.at/blog/3/856/Was-tun-wenn-das-Handy-ins-Wasser-faellt/',
    original:
      'mit dem Deckel fliegt im hohen Bogen das Handy ins Badewannenwasser. Plumps... gluck, gluck, gluck. (…) Immerhin es lässt sich noch aufdrehen. Erstmal fönen und dann sehen wir weiter. Okay, WhatsApp Nachrichten funktionieren (…) Telefonieren. Dieser scheitert. Kein Hören des Anrufenden, kein Hören des Angerufenen. Mikrofon hinüber. Mist. Also nochmals fönen. Kein Erfolg. (…) Backofen, prima Idee. 30 min hinein damit (…) Nix. Zugleich eine neue Idee: wie sieht es mit Kopfhörern aus? Yipieh, das funktioniert.',
    language: 'de',
    text: "Col coperchio del cesto vola in aria anche il telefono e finisce nell'acqua della vasca. Plof... glu glu glu. Per fortuna si accende ancora. Prima lo asciugo col phon e poi vediamo. WhatsApp funziona. Poi la prova vera: telefonare. Niente da fare: non sento chi chiama e chi chiamo non sente me. Microfono andato. Accidenti. Di nuovo phon, nessun risultato. Poi nel forno che si stava raffreddando, 30 minuti: niente. Provo con gli auricolari: con quelli funziona.",
    category: 'smartphone',
    cause:
      'Dopo la caduta nella vasca era rimasta acqua dentro microfono e capsula auricolare. Spegnendo del tutto il telefono e lasciandolo asciugare una notte nel riso, le chiamate sono tornate a funzionare senza auricolari.',
    keywords: ['acqua', 'umidità', 'microfono', 'asciugatura', 'capsula'],
  },
  {
    id: 'sp-1404',
    source: 'https://zero-loosediary.com/2022/12/20221204.html',
    original:
      '一昨日、釣りに行った際、お魚さんに海水(塩水)をぶっかけられた私のPixel5a。当日は海水をかけられた直後に「水濡れ・汚れ」の警告が出て、「USBポートが一時的に無効になりました」と表示されたわけです。(…) その夜、寝る前には異常なかったのですが、翌日何やら枕もとでひたすらブルブルしているPixel5aくん… 何事かと思ってみたら…「水濡れ・汚れ」の警告が1分おきに出たり消えたり… 海水のしぶきがかかっただけ、かつ既にふき取った後で乾いている状態で寝て起きたらこんな状態だから正直焦りました。',
    language: 'ja',
    text: 'L\'altro ieri ero a pescare e un pesce mi ha schizzato acqua di mare (salata) sul mio Pixel 5a. Subito dopo è comparso l\'avviso "bagnato/sporco" e "porta USB temporaneamente disattivata". La sera prima di dormire era tutto a posto, ma il giorno dopo il Pixel vibrava in continuazione sul comodino: l\'avviso "bagnato/sporco" compariva e spariva ogni minuto. Erano solo schizzi, già asciugati, e al risveglio era così: mi sono proprio preoccupato.',
    category: 'smartphone',
    cause:
      "Asciugandosi, l'acqua di mare aveva lasciato residui di sale nella porta USB-C che facevano scattare il rilevamento di liquido. A telefono spento ha sciacquato a fondo la porta con acqua dolce (contagocce), poi l'ha asciugata bene e l'avviso è sparito.",
    keywords: ['sale', 'residui', 'porta', 'usb', 'risciacquo'],
  },
  {
    id: 'sp-1405',
    source: 'https://alfonsojimenez.net/2018/09/11/cambiandole-la-pantalla-a-un-xiaomi-mi5s',
    original:
      'El otro día se me cayó mi teléfono móvil (un Xiaomi Mi5S) y se le rajó la esquina inferior izquierda. Aunque otros móviles funcionan perfectamente con la pantalla hecha trizas, el botón de «atrás» dejó de funcionar bien (incluso a veces se pulsaba solo).',
    language: 'es',
    text: 'L\'altro giorno mi è caduto il cellulare (uno Xiaomi Mi5S) e si è incrinato l\'angolo in basso a sinistra. Anche se altri telefoni vanno benissimo con lo schermo in frantumi, il tasto "indietro" ha smesso di funzionare bene (a volte si premeva perfino da solo).',
    category: 'smartphone',
    cause:
      "La crepa nell'angolo aveva danneggiato il pannello touch (digitalizzatore) sotto il tasto indietro. Sostituendo il modulo schermo con touch (più la batteria, forata durante lo smontaggio) il telefono funziona perfettamente.",
    keywords: ['schermo', 'touch', 'digitalizzatore', 'crepa', 'sostituzione'],
  },
  {
    id: 'sp-1406',
    source: 'https://wahnwogen.wordpress.com/2009/02/12/allgemeine-schmutzverletzung/',
    original:
      '„Schatz, mein iPhone ist kaputt!“ (…) Und tatsächlich, weder Ohr-Lautsprecher noch Mikrofon arbeiteten. Lediglich der große Lautsprecher „for casual listening“ (Steve Jobs) funktionierte. An einen Hardwarefehler mochte ich nicht glauben, warum sollten Mikrofon und Lautsprecher gleichzeitig ausfallen? Also setzten wir das Handy erstmal zurück. Kein Erfolg. Beim Herumspielen merkten wir, dass beim Ändern der Lautstärke „Kopfhörer“ angezeigt wurde.',
    language: 'de',
    text: '"Amore, il mio iPhone è rotto!" E in effetti non funzionavano né la capsula auricolare né il microfono. Andava solo l\'altoparlante grande (quello "per l\'ascolto casuale", come diceva Steve Jobs). Non volevo credere a un guasto hardware: perché microfono e altoparlante dovrebbero rompersi insieme? Allora abbiamo prima ripristinato il telefono. Niente. Smanettando ci siamo accorti che, cambiando il volume, compariva la scritta "Cuffie".',
    category: 'smartphone',
    cause:
      "Un pelucco/sporco incastrato nella presa jack delle cuffie faceva credere all'iPhone che fossero collegate delle cuffie, quindi disattivava capsula e microfono. Scuotendo e pulendo la presa tutto è tornato a funzionare.",
    keywords: ['jack', 'cuffie', 'pelucchi', 'presa', 'sporco'],
  },
  {
    id: 'sp-1407',
    source: 'https://at.sachi-web.com/iphone_battery-charging_80percent.html',
    original:
      'iPhone を充電したあとバッテリー残量を見ると、ちょうど「80%」なことが時々あります。最初は、たまたま「80%」で充電を切ってしまったと思いました。しかし、フル充電に十分な時間充電をしても、充電が「80%」で止まっていることも……。どうして……?',
    language: 'ja',
    text: "Dopo aver caricato l'iPhone, a volte guardo la batteria ed è esattamente all'\"80%\". All'inizio pensavo di aver staccato il caricatore per caso proprio all'80%. Però anche lasciandolo in carica abbastanza a lungo per riempirsi, a volte la carica resta ferma all'\"80%\"... Perché?",
    category: 'smartphone',
    cause:
      'Non era un guasto: è la funzione "Ricarica ottimizzata della batteria" introdotta con iOS 13, che sospende la carica oltre l\'80% per ridurre l\'usura. Se serve la carica completa basta disattivarla in Impostazioni > Batteria > Stato della batteria.',
    keywords: ['ricarica', 'ottimizzata', 'impostazioni', 'batteria', 'ios'],
  },
  {
    id: 'sp-1408',
    source: 'https://jegweb.blogspot.com/2009/09/et-si-mon-iphone-explosait.html?showComment=1254381254454',
    original:
      'J’ai constaté qu’elle était relativement chaude (…) Je devine immédiatement que j’ai l’iPhone qui chauffe. Pas assez pour ne plus pouvoir le tenir dans la main mais assez pour suspecter un truc louche. Je regarde s’il marche encore. Non. Il était arrêté et n’avait plus de réaction.',
    language: 'fr',
    text: "Mi sono accorto che la tasca era piuttosto calda. Ho capito subito che era l'iPhone a scaldarsi: non tanto da non poterlo tenere in mano, ma abbastanza da sospettare qualcosa di strano. Guardo se funziona ancora. No. Era bloccato e non dava più nessuna reazione.",
    category: 'smartphone',
    cause:
      "L'iPhone era andato in blocco software (crash frequenti dopo l'aggiornamento a iPhone OS 3.1) restando acceso e scaldando; il riavvio forzato tenendo premuti insieme il tasto di accensione e il tasto Home per 10 secondi lo ha fatto ripartire normalmente.",
    keywords: ['blocco', 'software', 'riavvio', 'forzato', 'aggiornamento'],
  },
];
