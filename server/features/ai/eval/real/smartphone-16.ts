import type { RealCase } from './types.ts';

/**
 * Batch 16 of real phone, tablet and e-reader reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'sp-1601',
    source: 'https://everflux.de/nokia-n73-tot-nach-softwareupdate-1058/',
    original:
      'Ärgerlich, ärgerlich: Ich habe ein Nokia N73 über den offiziellen Nokia Software Update (NSU) aktualisieren wollen. Dabei kam plötzlich die Meldung vom Nokia Firmware Tool, ich solle das Handy vom USB trennen und neu anschließen. Danach sei es im Rettungsmodus und ich könne das Softwareupdate fortsetzen. Jedoch war nach dem fehlgeschlagenen Softwareupdate das Nokia tot. Schwarzer Bildschirm, das N73 Handy ließ sich nicht mehr einschalten.',
    language: 'de',
    text: "Che rabbia: volevo aggiornare un Nokia N73 con il Nokia Software Update ufficiale. A un certo punto compare il messaggio del tool firmware che dice di staccare il telefono dall'USB e riattaccarlo, che poi sarebbe andato in modalità di ripristino e avrei potuto continuare l'aggiornamento. Però dopo l'aggiornamento fallito il Nokia era morto. Schermo nero, l'N73 non si accendeva più.",
    category: 'smartphone',
    cause:
      "Il firmware dell'N73 si era corrotto durante l'aggiornamento interrotto; né reset né i tool di flash hanno funzionato, ma in negozio (in garanzia) il telefono è stato riprogrammato con un firmware funzionante ed è tornato a vivere.",
    keywords: ['firmware', 'aggiornamento', 'corrotto', 'flash', 'software'],
  },
  {
    id: 'sp-1602',
    source: 'https://blog.goo.ne.jp/zx1100a2_mm/d/20151120',
    original:
      'Nexus7(2013)の(…)\n症状は充電不可でQi充電でに変えて使えるようにしていたが、USBが使えないとrootも取れない。',
    language: 'ja',
    text: 'Il Nexus 7 (2013) (…)\nIl sintomo era che non si caricava: lo tenevo in uso passando alla ricarica Qi, ma senza la USB non riesco nemmeno a fare il root.',
    category: 'smartphone',
    cause:
      "Il connettore micro USB era deformato per l'uso brusco (tenendolo premuto caricava). Raddrizzata la forma del connettore con una pinza a becchi, la porta USB è tornata a funzionare.",
    keywords: ['connettore', 'usb', 'deformato', 'raddrizzare'],
  },
  {
    id: 'sp-1603',
    source: 'http://sesamemucho.blogspot.com/2014/09/revive-broken-cherry-mobile-tablet.html',
    original:
      "Within a few months, the brand new Cherry Mobile Fusion Storm tablet broke (…). Thanks to my kid who liked to carry it around the house, the tablet's LCD broke when he accidentally dropped it while trying to show off his newly downloaded Star Wars Angry Birds app. When I tried to power it on, I also found out that the gadget got stuck on the logo during reboot.",
    language: 'en',
    text: "Nel giro di pochi mesi il tablet Cherry Mobile Fusion Storm nuovo di zecca si è rotto (…). Grazie a mio figlio, che se lo portava in giro per casa, l'LCD del tablet si è rotto quando gli è caduto per sbaglio mentre cercava di far vedere l'app Star Wars Angry Birds appena scaricata. Quando ho provato ad accenderlo ho scoperto anche che l'aggeggio restava bloccato sul logo durante il riavvio.",
    category: 'smartphone',
    cause:
      'Il sistema era bloccato: scollegando la batteria dalla scheda il tablet ha potuto completare la procedura di reset (tasto accensione + volume) ed è ripartito; lo schermo rotto è stato aggirato collegandolo alla TV via HDMI.',
    keywords: ['batteria', 'scollegata', 'reset', 'blocco', 'sistema'],
  },
  {
    id: 'sp-1604',
    source: 'https://loomchild.net/2014/02/06/fixed-nokia-n900-gsm-module-with-a-paper-clip/',
    original:
      'I had a SIM card error on my Nokia N900 phone. It started happening last week, just before going to FOSDEM conference (…). The error message read “All telephony functions, including emergency calls, are disabled due to a communication error. To recover, you might have to reboot the device”. I knew it was a hardware problem and I thought it’s the end of my favourite phone.',
    language: 'en',
    text: 'Avevo un errore della SIM sul mio Nokia N900. È iniziato la settimana scorsa, poco prima di andare alla conferenza FOSDEM (…). Il messaggio di errore diceva “Tutte le funzioni telefoniche, comprese le chiamate di emergenza, sono disattivate a causa di un errore di comunicazione. Per ripristinare potrebbe essere necessario riavviare il dispositivo”. Sapevo che era un problema hardware e pensavo che fosse la fine del mio telefono preferito.',
    category: 'smartphone',
    cause:
      'Cattivo contatto tra il modulo GSM e il suo schermo metallico sulla scheda: inserendo pezzetti di graffetta tra modulo e schermatura, fissati con nastro adesivo, il problema è sparito.',
    keywords: ['modulo', 'gsm', 'schermatura', 'contatto', 'scheda'],
  },
  {
    id: 'sp-1605',
    source: 'https://overthecorner.home.blog/2021/07/04/getting-up-close-with-your-phone',
    original:
      'Backstory: I’ve had this hand-me-down iPhone 6 for the past 3 years. It’s still kicking and is pretty useful, however around a year and half ago it stopped charging and (…) I decided to just chuck it in a drawer and use my old iPhone 5C in the meantime (…). Cut to a few months into the quarantine, I thought “Wonder if that iPhone still works?”. So, I took the phone back from its dark, dusty cave and sure enough Nothing. As excepted, still not charging',
    language: 'en',
    text: "Premessa: ho questo iPhone 6 di seconda mano da 3 anni. Funziona ancora ed è abbastanza utile, però circa un anno e mezzo fa ha smesso di caricarsi e (…) ho deciso di buttarlo in un cassetto e usare nel frattempo il mio vecchio iPhone 5C (…). Qualche mese dopo, durante la quarantena, ho pensato “chissà se quell'iPhone funziona ancora?”. Così l'ho ripreso dalla sua grotta buia e polverosa e, come previsto, niente. Come mi aspettavo, ancora non si carica",
    category: 'smartphone',
    cause:
      'La porta di ricarica era intasata di sporcizia: pulendola con degli stuzzicadenti e con una pinzetta il telefono ha ripreso a caricarsi.',
    keywords: ['porta', 'ricarica', 'sporcizia', 'lanugine', 'intasata'],
  },
  {
    id: 'sp-1606',
    source: 'http://blog.sluggyjunx.com/you-had-to-mess-with-it-didnt-you/',
    original:
      'Last Friday, while cleaning and fidgeting with my 8-month-old Palm T|X I noticed it had suddenly taken on a strange behavior where the input of the stylus was off by a few inches. I tried everything, changing settings, resetting it, etc. Nothing seemed to work',
    language: 'en',
    text: "Venerdì scorso, mentre pulivo e giocherellavo con il mio Palm T|X di 8 mesi, ho notato che all'improvviso aveva preso un comportamento strano: l'input dello stilo era sfalsato di qualche centimetro. Ho provato di tutto, cambiare le impostazioni, resettarlo, ecc. Niente sembrava funzionare",
    category: 'smartphone',
    cause:
      "La pellicola protettiva dello schermo aveva un bordino sollevato che, spinto nell'angolo, premeva sul touchscreen e veniva letto come un tocco continuo; tolta la pellicola il palmare funziona di nuovo.",
    keywords: ['pellicola', 'protettiva', 'bordo', 'touchscreen', 'pressione'],
  },
  {
    id: 'sp-1607',
    source: 'https://theopoon.rinnovative.com/2006/03/08/fixing-the-touch-screen-problem-on-a-palm-vx/',
    original:
      'Ok, lets charge it up, good, good old Palm logo shows up, was thinking to hand it back to Friend H, hang on, the digitizer seems acting funny… it is completly off tracking even it was hard reset…No wonder the ex-owner gave this baby up even she is still in extremely good condition…',
    language: 'en',
    text: "Ok, mettiamolo in carica, bene, compare il buon vecchio logo Palm, stavo per ridarlo all'amico H, ma aspetta, il digitizer sembra comportarsi in modo strano… il tocco è completamente fuori posto anche dopo un hard reset… Non c'è da stupirsi che la vecchia proprietaria se ne sia liberata, anche se è ancora in condizioni ottime…",
    category: 'smartphone',
    cause:
      'Il cavo flat del digitizer era sporco e leggermente ossidato sui contatti; scollegato e pulito con alcol, il touchscreen ha ripreso a funzionare correttamente.',
    keywords: ['cavo', 'flat', 'digitizer', 'ossidazione', 'contatti'],
  },
  {
    id: 'sp-1608',
    source: 'http://www.fogarty.org/tim/?p=309',
    original:
      'I still use a Samsung Alias 2 flip phone.  Got it in 2009. (…) It’s a great phone because of its e-ink keyboard, its dual hinge, and its metal case. (…) But lately, I have been having trouble opening it into keyboard mode.  Sometimes it will open, other times it won’t.',
    language: 'en',
    text: "Uso ancora un telefono a conchiglia Samsung Alias 2. L'ho preso nel 2009. (…) È un ottimo telefono per la tastiera e-ink, la doppia cerniera e il guscio in metallo. (…) Ma ultimamente faccio fatica ad aprirlo in modalità tastiera. A volte si apre, altre volte no.",
    category: 'smartphone',
    cause:
      'La cerniera era piena di lanugine e il meccanismo di blocco (molla, piastrina e sfera che impedisce di ruotare le due cerniere insieme) era sporco; dopo averli puliti il telefono si apre di nuovo normalmente.',
    keywords: ['cerniera', 'lanugine', 'meccanismo', 'blocco', 'sfera'],
  },
  {
    id: 'sp-1609',
    source: 'https://gladeofblades.wordpress.com/2013/06/23/defibrillating-a-sony-e-reader-prs-650/',
    original:
      'It’s more than a year I actually posted something on my blog, and the same has been happening to my e-reader. However, whereas I found my blog still intact the PRS-650 showed less signs of life. (…) The normal way to charge your e-reader is by plugging your reader to your computer. Unfortunately this didn’t work for me anymore.',
    language: 'en',
    text: "È più di un anno che non pubblico niente sul blog, e lo stesso vale per il mio e-reader. Però, mentre il blog l'ho ritrovato intatto, il PRS-650 dava meno segni di vita. (…) Il modo normale di caricare l'e-reader è collegarlo al computer. Purtroppo per me non funzionava più.",
    category: 'smartphone',
    cause:
      'Dopo tanto tempo inutilizzato la batteria era così scarica che non si ricaricava più dalla porta USB del computer; è ripartito caricandolo da una presa a muro con un caricatore moderno (quello di un Galaxy S3 Mini), mentre uno vecchio non bastava.',
    keywords: ['batteria', 'scarica', 'caricatore', 'usb', 'alimentatore'],
  },
  {
    id: 'sp-1610',
    source: 'https://andreagangemi.wordpress.com/tag/embedded/',
    original:
      'since 2011 I am a rather happy owner of a Sony PRS-T1 eBook reader. Everything was almost fine until last june when I forgot it on the dashboard of my car, I was out for a sunny and warm weekend, the reader is black, my car’s dashboard is black too… result: the eBook wasn’t no more recharging.',
    language: 'en',
    text: "dal 2011 sono un proprietario piuttosto felice di un e-reader Sony PRS-T1. Andava tutto quasi bene fino a giugno scorso, quando l'ho dimenticato sul cruscotto della macchina: ero fuori per un weekend caldo e soleggiato, il reader è nero, anche il cruscotto è nero… risultato: l'ebook non si ricaricava più.",
    category: 'smartphone',
    cause:
      'La batteria si era guastata per il calore (misurava circa 2,3 V); è stata dissaldata e sostituita con la batteria di un vecchio cellulare Motorola (BT50), aggiungendo una resistenza per compensare il diverso termistore NTC che bloccava la ricarica.',
    keywords: ['batteria', 'guasta', 'calore', 'termistore', 'sostituzione'],
  },
  {
    id: 'sp-1611',
    source:
      'https://www.badcaps.net/forum/troubleshooting-hardware-devices-and-electronics-theory/troubleshooting-laptops-tablets-and-mobile-devices/19145-the-bga-problem-is-not-limited-to-laptops?p=433572',
    original:
      "A friend of mine brought this HTC Desire in. Random reboots were plaguing it, especially when doing intensive tasks such as playing games or browsing the web. As soon as the device would heat up, it would reboot, sometimes multiple times in a row. The reboots would not cease until it was left to cool down. Obviously, the issue only appeared now in the summer. If you use it in a room with aircon it's fine.",
    language: 'en',
    text: "Un mio amico mi ha portato questo HTC Desire. Era tormentato da riavvii casuali, soprattutto durante operazioni pesanti come giocare o navigare sul web. Appena il telefono si scaldava si riavviava, a volte più volte di fila. I riavvii non smettevano finché non lo si lasciava raffreddare. Ovviamente il problema si è presentato solo adesso, d'estate. Se lo usi in una stanza con l'aria condizionata va bene.",
    category: 'smartphone',
    cause:
      'Saldature BGA del processore difettose (sfere di stagno che perdono contatto col calore); tolto lo schermo metallico e rifuso il chip con aria calda per circa 3 minuti, il telefono non si è più riavviato.',
    keywords: ['saldature', 'bga', 'processore', 'rifusione', 'scheda'],
  },
  {
    id: 'sp-1612',
    source: 'https://vccboardrepairs.locals.com/post/3053807/samsung-galaxy-s21-plus-data-recovery',
    original:
      'This S21 Plus came in for No Power Data Recovery.\nNo short before prompt to boot.\nWhen prompt to boot, it would draw instantly around 300-400mA and kind of just hang there.',
    language: 'en',
    text: 'Questo S21 Plus è arrivato per un recupero dati: non si accende.\nNessun corto prima di dare il comando di avvio.\nQuando provo ad avviarlo assorbe subito circa 300-400 mA e resta lì piantato.',
    category: 'smartphone',
    cause:
      'Con la termocamera si è visto che la RAM era in corto; sostituita con il chip RAM preso da una scheda donatrice, il telefono si è avviato ed è stato possibile recuperare foto e video.',
    keywords: ['ram', 'corto', 'chip', 'scheda', 'sostituzione'],
  },
  {
    id: 'sp-1613',
    source: 'https://gadset.in/how-we-repaired-a-dead-samsung-a21s/',
    original:
      'So here I am going to explain how we repaired a dead samsung A21s motherboard.\n\nFirst step is that we have checked all the basics and then we tried to switch on the motherboard on external power supply but it didn’t turn on. Instead it was consuming 0.092 A without pressing or triggering the power key.',
    language: 'en',
    text: 'Allora, qui spiego come abbiamo riparato la scheda madre di un Samsung A21s morto.\n\nPer prima cosa abbiamo controllato tutte le cose di base, poi abbiamo provato ad accendere la scheda con un alimentatore esterno ma non si è accesa. Invece assorbiva 0,092 A senza nemmeno premere o attivare il tasto di accensione.',
    category: 'smartphone',
    cause:
      "Un piccolo condensatore sulla linea di alimentazione (circuito di distribuzione dell'energia) era in corto e trascinava a massa tutta la linea; individuato con la termocamera e sostituito, il telefono si è acceso.",
    keywords: ['condensatore', 'corto', 'alimentazione', 'scheda', 'linea'],
  },
  {
    id: 'sp-1614',
    source: 'https://blog.paranoidprofessor.com/index.php/2017/02/26/high-quality-usb-cables',
    original:
      'The real problem was it wasn’t charging or couldn’t hold a charge. It might take three days to get fully charged for just a few hours. Did it get kicked? One fall from the bed too many? (…) I was tidying up my shelf while the table was in the middle of one of its marathon charging sessions. I must have bumped it as I then heard it disconnect but before I could do anything it reconnected. (…) A small bit of upwards pressure on cable? (kaplink) Tablet charging.\nA small bit of downwards pressure on cable? (kerplink) Tablet no longer charging.',
    language: 'en',
    text: "Il vero problema era che non si caricava o non teneva la carica. Ci potevano volere tre giorni per caricarlo del tutto, per poi durare solo qualche ora. Gli hanno dato un calcio? Una caduta dal letto di troppo? (…) Stavo mettendo in ordine lo scaffale mentre il tablet era nel mezzo di una delle sue maratone di ricarica. Devo averlo urtato, perché l'ho sentito scollegarsi ma prima che potessi fare qualcosa si è ricollegato. (…) Una leggera pressione verso l'alto sul cavo? (clic) Il tablet carica.\nUna leggera pressione verso il basso sul cavo? (clac) Il tablet non carica più.",
    category: 'smartphone',
    cause:
      'Il guasto era nel cavo USB (falso contatto nel cavo), non nel tablet né nel caricatore: cambiando cavo il tablet ha ripreso a caricarsi normalmente.',
    keywords: ['cavo', 'usb', 'difettoso', 'contatto', 'ricarica'],
  },
  {
    id: 'sp-1615',
    source: 'https://www.computrain.co.za/camera-failed-error-in-samsung-s5/',
    original:
      'One of our Samsung Galaxy S5 smartphones started giving us an error whenever we tried to open the built in camera application.\nOther than this, the phone has worked flawlessly for many years!\nWe tried all of the online suggestions such as making sure that the phone’s firmware was up to date; clearing the camera app cache; doing a soft reboot of the phone; doing a hard reboot of the phone (which meant installing the phone from scratch) but still nothing worked.',
    language: 'en',
    text: "Uno dei nostri Samsung Galaxy S5 ha cominciato a dare un errore ogni volta che provavamo ad aprire l'app fotocamera integrata.\nA parte questo, il telefono ha funzionato alla perfezione per tanti anni!\nAbbiamo provato tutti i consigli trovati online: controllare che il firmware fosse aggiornato, svuotare la cache dell'app fotocamera, fare un riavvio normale, fare un hard reset (cioè reinstallare il telefono da zero), ma niente ha funzionato.",
    category: 'smartphone',
    cause:
      "Bastava togliere l'alimentazione: aperto il coperchio posteriore, estratta la batteria per qualche secondo e rimessa, al riavvio la fotocamera ha ripreso a funzionare.",
    keywords: ['batteria', 'alimentazione', 'riavvio', 'blocco', 'fotocamera'],
  },
  {
    id: 'sp-1616',
    source:
      'https://forum.fairphone.com/t/erratic-touchscreen-behavior-or-frozen-screen-caused-by-static-electricity-from-body-or-charger/74635',
    original:
      'About a year ago one of my two FP2s started presenting touchscreen erratic behavior (screen freezing and erratic keyboard, dragging and scrolling functions). (…)\n\nScreen freezes and erratic touchscreen behavior happened when the phone was connected to some wall chargers or on buses and trains, and the dysfunction seemed to be getting worse lately.',
    language: 'en',
    text: 'Circa un anno fa uno dei miei due FP2 ha cominciato ad avere un comportamento anomalo del touchscreen (schermo che si blocca e tastiera, trascinamento e scorrimento impazziti). (…)\n\nI blocchi dello schermo e il touch impazzito capitavano quando il telefono era collegato ad alcuni caricatori da muro oppure su autobus e treni, e ultimamente il difetto sembrava peggiorare.',
    category: 'smartphone',
    cause:
      "Il modulo schermo era difettoso e troppo sensibile all'elettricità statica (del corpo, di alcuni vestiti e sedie, o di certi caricatori); scambiando gli schermi il difetto si spostava, e sostituendo il modulo display con uno nuovo il problema è sparito del tutto.",
    keywords: ['schermo', 'modulo', 'difettoso', 'elettricità', 'statica'],
  },
  {
    id: 'sp-1617',
    source: 'http://lkseitz.blogspot.com/2001/02/tip-of-moment-battery-springs.html',
    original:
      "I recently got a Palm PDA as a present from my wife. I changed the batteries for the second time since I got it and rushed off to an appointment. Upon arriving, I discovered my Palm had reset and I'd lost everything.",
    language: 'en',
    text: "Da poco mia moglie mi ha regalato un palmare Palm. Ho cambiato le pile per la seconda volta da quando ce l'ho e sono corso a un appuntamento. Quando sono arrivato ho scoperto che il Palm si era resettato e avevo perso tutto.",
    category: 'smartphone',
    cause:
      'Una delle mollette di contatto delle pile nel vano batteria era piegata di lato e non faceva contatto; raddrizzata la molla il palmare funziona e i dati sono stati ripristinati con la sincronizzazione.',
    keywords: ['molla', 'contatto', 'pile', 'vano', 'piegata'],
  },
];
