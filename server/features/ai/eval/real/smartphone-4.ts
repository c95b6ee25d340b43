import type { RealCase } from './types.ts';

/** Batch 4 of real smartphone reports (issue 24): gathered 2026-11-27, blind to the assistant. */
export const CASES: RealCase[] = [
  {
    id: 'sp-201',
    source: 'https://casaprocida.blogspot.com/2014/07/cellulare-puzza-e-si-scalda-durante-la.html',
    original:
      'Il cellulare di mia figlia, una Galaxy Nexus, improvvisamente ha cominciato a scottare e puzzare di bruciato in fase di ricarica della batteria. Il calore era tanto da sembrare una pentola sul fuoco ed era localizzato vicino alla porta USB del telefono stesso. Anche il cavo si era scaldato. Lo ammetto è il cellulare più "nuovo" di casa, l\'unico comprato in negozio e non usato ... ma è quello ridotto nello stato peggiore, vetro rotto, scorticato ... L\'ultima è questa della ricarica.',
    language: 'it',
    text: 'Il cellulare di mia figlia, una Galaxy Nexus, improvvisamente ha cominciato a scottare e puzzare di bruciato in fase di ricarica della batteria. Il calore era tanto da sembrare una pentola sul fuoco ed era localizzato vicino alla porta USB del telefono stesso. Anche il cavo si era scaldato. Lo ammetto è il cellulare più "nuovo" di casa, l\'unico comprato in negozio e non usato ... ma è quello ridotto nello stato peggiore, vetro rotto, scorticato ... L\'ultima è questa della ricarica.',
    category: 'smartphone',
    cause:
      'Sporcizia dentro la porta micro USB e linguetta interna del connettore piegata: soffiata via la sporcizia e raddrizzata la linguetta, la ricarica è tornata normale.',
    keywords: ['porta', 'usb', 'connettore', 'sporcizia', 'linguetta', 'storta'],
  },
  {
    id: 'sp-202',
    source: 'http://ace.mu.nu/archives/364856.php',
    original:
      "A few months ago I was in need of the model number of a toilet. … So I took out my trusty cell phone, not realizing that … the plumber who had installed the toilet had adjusted the water level to within 1/2 inch of the top. I took a quick photo of the number as I realized that I had just plunged my phone a few inches deep into a tank of water. I shook the excess water out, warmed it in front of a blow dryer … And low and behold all of the buttons, except one, worked, and the screen wasn't cloudy. But the lone holdout was the back button, and my phone is crap without it.",
    language: 'en',
    text: "Qualche mese fa mi serviva il numero di modello del water. Allora ho tirato fuori il mio fido cellulare, senza rendermi conto che l'idraulico che aveva montato il water aveva regolato il livello dell'acqua a mezzo pollice dal bordo. Ho fatto al volo una foto al numero e intanto mi sono accorto di aver appena tuffato il telefono per qualche centimetro nell'acqua della cassetta. Ho scrollato via l'acqua, l'ho scaldato davanti al phon e, miracolo, tutti i tasti funzionavano tranne uno, e lo schermo non era appannato. Ma quello che non va è il tasto indietro, e senza quello il telefono è una schifezza.",
    category: 'smartphone',
    cause:
      'Acqua rimasta dentro il telefono che mandava in corto il tasto indietro: immerso per dieci minuti in alcol isopropilico al 91% e lasciato asciugare, il tasto è tornato a funzionare.',
    keywords: ['acqua', 'umidità', 'tasto', 'alcol', 'isopropilico', 'corto'],
  },
  {
    id: 'sp-203',
    source: 'https://taylorrushfiction.com/2016/04/25/tech-and-water-not-such-a-great-week-part-1-of-2/',
    original:
      "I had my lovely Nexus 5x jammed in the back pocket of my jeans. … So, with the phone sticking out of my back pocket, I sat down on the toilet to pee. When I stood up, the top edge of the phone caught on toilet seat and flipped into the pee water. … Turned it off. Dried it off. Stuck it in some rice, which kept pulling water out of the bottom ports. Dabbed at it with Q-Tips. Wonderfully, it powered up just fine a few hours later. Only a day later when someone called me did I discover that the speaker for talking on the phone didn't work.",
    language: 'en',
    text: "Avevo il mio adorato Nexus 5x infilato nella tasca dietro dei jeans. Insomma, col telefono che spuntava dalla tasca mi sono seduta sul water per fare pipì. Quando mi sono alzata, il bordo di sopra del telefono si è agganciato alla tavoletta ed è finito nell'acqua con la pipì. L'ho spento. L'ho asciugato. L'ho messo nel riso, che continuava a tirare fuori acqua dalle porte in basso. L'ho tamponato con i cotton fioc. Meraviglia, dopo qualche ora si è acceso senza problemi. Solo il giorno dopo, quando qualcuno mi ha chiamato, ho scoperto che l'altoparlante per parlare al telefono non funzionava.",
    category: 'smartphone',
    cause:
      "L'altoparlante auricolare (capsula per le chiamate) era sporco e bagnato dopo il tuffo nel water: il negozio ha aperto il telefono, l'ha pulito e ha ripreso a funzionare.",
    keywords: ['auricolare', 'altoparlante', 'capsula', 'pulizia', 'liquido', 'acqua'],
  },
  {
    id: 'sp-204',
    source:
      'https://www.techrepublic.com/article/pro-tip-revive-your-samsung-galaxy-tab-when-the-battery-has-completely-drained/',
    original:
      "Recently, my wife handed me her Samsung Galaxy Tab 3 that wouldn't start. No matter how long she charged the device, it simply wouldn't respond. … before I managed to resolve the issue, I tried the following fixes: Holding the power button down for sixty seconds: Nothing. Holding the combination of power button, volume up button, and home button: Nothing. Holding the power button down while touching display: Nothing. Charging with various chargers: Nothing",
    language: 'en',
    text: "Di recente mia moglie mi ha dato il suo Samsung Galaxy Tab 3 che non partiva più. Per quanto lo mettesse in carica, non dava nessun segno. Prima di risolvere ho provato queste cose: tenere premuto il tasto di accensione per sessanta secondi: niente. Tenere premuti insieme accensione, volume su e tasto home: niente. Tenere premuto l'accensione toccando lo schermo: niente. Caricarlo con caricatori diversi: niente.",
    category: 'smartphone',
    cause:
      'Dopo la scarica completa la scheda madre restava in uno stato che impediva alla batteria di caricarsi: tolto il coperchio, scollegato e ricollegato il connettore della batteria, il tablet è ripartito.',
    keywords: ['batteria', 'connettore', 'scollegare', 'scheda', 'scarica'],
  },
  {
    id: 'sp-205',
    source: 'https://treetrunkproductions.net/2014/06/21/blatant-endorsement-no-compensation/',
    original:
      "I washed my woodsman brown pants yesterday, forgetting to check the lower pocket which conveniently holds the smartphone. … My Galaxy S3 smartphone survived the “heavy soil” cycle in our Maytag frontload clothes washing machine. It rebooted after I shook out water but the screen wouldn't come on. The screen came on after I removed protective rubber case, popped off the back cover, removed the battery and let the parts dry for an hour; however, the touchscreen function didn't work.",
    language: 'en',
    text: 'Ieri ho lavato i miei pantaloni marroni da boscaiolo dimenticandomi di controllare la tasca di sotto, quella dove tengo comodamente lo smartphone. Il mio Galaxy S3 è sopravvissuto al ciclo "sporco pesante" della nostra lavatrice Maytag a carica frontale. Si è riavviato dopo che ho scrollato via l\'acqua ma lo schermo non si accendeva. Lo schermo si è acceso dopo che ho tolto la custodia di gomma, ho staccato il coperchio dietro, ho tolto la batteria e ho lasciato asciugare i pezzi per un\'ora; però il touchscreen non funzionava.',
    category: 'smartphone',
    cause:
      'Umidità rimasta dentro il telefono dopo il lavaggio: lasciato telefono e batteria in un sacchetto di riso ad asciugare, il touchscreen è tornato a funzionare.',
    keywords: ['umidità', 'acqua', 'asciugare', 'riso', 'touchscreen'],
  },
  {
    id: 'sp-207',
    source: 'http://leancrew.com/all-this/2018/05/lint/',
    original:
      "About a month ago, I started having trouble charging my iPhone 6S. I'm talking about the Lightning plug on the charger cable not seating well in the port on the bottom of the phone. The plug would wiggle and often lose contact, leaving me with a phone that was still draining when I thought it was charging. … I got a toothpick and dug around in the port, figuring that if anything was in there, that would loosen it and pull it out. When nothing emerged, I started thinking there was a problem with either the port itself or with the third-party cables I was using.",
    language: 'en',
    text: "Circa un mese fa ho cominciato ad avere problemi a caricare il mio iPhone 6S. Parlo dello spinotto Lightning del cavo che non entra bene nella porta sotto il telefono. Lo spinotto balla e spesso perde il contatto, e mi ritrovo col telefono che si scarica mentre pensavo che si stesse caricando. Ho preso uno stuzzicadenti e ho frugato nella porta, pensando che se c'era qualcosa dentro l'avrei smosso e tirato fuori. Visto che non è uscito niente, ho cominciato a pensare che il problema fosse la porta stessa o i cavi non originali che uso.",
    category: 'smartphone',
    cause:
      'Lanugine compressa dallo spinotto fino a diventare come feltro in fondo alla porta Lightning: tolta con una pinzetta a punta fine, lo spinotto torna a fare contatto.',
    keywords: ['lanugine', 'porta', 'lightning', 'pelucchi', 'sporcizia', 'pinzetta'],
  },
  {
    id: 'sp-208',
    source: 'https://narrowboat-waiouru.blogspot.com/2019/05/i-may-just-have-fixed-it.html',
    original:
      "Whilst in Saudi Arabia back in 2013 I purchased two Samsung S4 mobile phones. … Unfortunately one of the phones never worked properly and after 'tinkering' with it for several months I just put it to one side. … The specific problem was the S4 not recognising any network. It didn't matter which SIM card was inserted, the phone simply wouldn't work. You can see in the above photo there is No Service and no strength bars.",
    language: 'en',
    text: "Nel 2013, quando ero in Arabia Saudita, ho comprato due Samsung S4. Purtroppo uno dei due non ha mai funzionato bene e dopo averci smanettato per mesi l'ho messo da parte. Il problema preciso è che l'S4 non riconosce nessuna rete. Qualunque SIM ci metta, il telefono semplicemente non funziona. Come si vede nella foto c'è scritto Nessun servizio e nessuna tacca di segnale.",
    category: 'smartphone',
    cause:
      "Guasto all'antenna del telefono: infilato un filo di rame nella seconda presa d'antenna sotto il coperchio, il telefono ha trovato la rete con segnale pieno.",
    keywords: ['antenna', 'presa', 'segnale', 'rete', 'filo'],
  },
  {
    id: 'sp-209',
    source: 'http://flipster.blogspot.com/2008/03/hello.html',
    original:
      "My cell phone's been acting up lately -- very quiet voices on the other end. I've been having trouble hearing. Volume's all the way up. Sometimes I can't hear anything at all. And sometimes it's alright. Well I tried to call Vicki from the store today to see if she thought we needed anything else. We were connected. She could hear me. But nothing. Nada. Zippo on my end. She even called back. The speaker that does the ringing worked fine. But still nothing in my ear.",
    language: 'en',
    text: "Il mio cellulare ultimamente fa i capricci: le voci dall'altra parte si sentono bassissime. Faccio fatica a sentire. Il volume è al massimo. A volte non sento proprio niente. E a volte va bene. Oggi ho provato a chiamare Vicki dal negozio per chiederle se serviva altro. La chiamata era collegata. Lei mi sentiva. Ma io niente. Zero. Dalla mia parte niente di niente. Mi ha anche richiamato. L'altoparlante che fa lo squillo funzionava bene. Ma all'orecchio sempre niente.",
    category: 'smartphone',
    cause:
      "I contatti della striscia di rame che porta il segnale alla capsula auricolare non restavano più vicini ai poli dell'altoparlante: fissata la striscia al suo posto con un pezzo di nastro adesivo, la voce si sente di nuovo.",
    keywords: ['auricolare', 'capsula', 'contatti', 'altoparlante', 'rame', 'striscia'],
  },
  {
    id: 'sp-210',
    source: 'http://www.riceisfordinner.com/repair-blog/first-mail-in-repair-since-launching-this-blog-saved',
    original:
      'My phone got wet (not submerged) and I thought it was fine. Then later it only booted into this "connect to iTunes" mode. I packed it with silica gel (not rice) for a few days but it never got out of this mode. Even when I try to recover via iTunes I get a generic 4013 error. Anyway I will try the Recboot thing next and if that doesn\'t work probably will try sending it to you...',
    language: 'en',
    text: 'Il mio telefono si è bagnato (non è finito sott\'acqua) e pensavo che fosse tutto a posto. Poi più tardi si avviava solo in quella modalità "collega a iTunes". L\'ho messo nel gel di silice (non nel riso) per qualche giorno ma non è mai uscito da quella modalità. Anche quando provo a ripristinarlo con iTunes mi dà un generico errore 4013. Comunque adesso provo con Recboot e se non funziona probabilmente provo a mandarlo a voi...',
    category: 'smartphone',
    cause:
      "Liquido penetrato all'interno: corrosione sul connettore della batteria e sul connettore del tasto home; aperto e pulita la corrosione dalla scheda, il telefono è tornato a funzionare (il tasto home originale era da sostituire).",
    keywords: ['corrosione', 'ossidazione', 'connettore', 'liquido', 'scheda', 'batteria'],
  },
  {
    id: 'sp-212',
    source: 'https://georg-sieber.de/?page=blog-tablet',
    original:
      'Ein ausgeliehenes Tablet lässt sich nicht mehr aufladen. Ein neues Tablet von diesem Modell würde nicht viel mehr als 100 Euro kosten, jedoch wären dann die Daten verloren.',
    language: 'de',
    text: 'Un tablet che ho prestato non si carica più. Un tablet nuovo dello stesso modello non costerebbe molto più di 100 euro, però così si perderebbero i dati.',
    category: 'smartphone',
    cause:
      "Un pin dentro la presa micro USB era piegato e non faceva contatto con lo spinotto: dissaldata la presa con l'aria calda e saldata una presa nuova, il tablet ha ripreso a caricare.",
    keywords: ['presa', 'usb', 'pin', 'piegato', 'connettore', 'ricarica'],
  },
  {
    id: 'sp-214',
    source: 'https://pt.ifixit.com/Answers/History/337846',
    original:
      'I had the same problem and was just able to fix it. By pushing the charger-jack to the direction of the display or pushing on the phone close to the same jack sometimes the GPS still got some fix.',
    language: 'en',
    text: 'Avevo lo stesso problema. Spingendo il connettore di ricarica verso il display, o premendo sul telefono vicino a quel connettore, a volte il GPS riusciva ancora a prendere il segnale.',
    category: 'smartphone',
    cause:
      "L'antenna GPS nel telaio non faceva più contatto con la scheda madre: puliti i contatti a molla (soprattutto quello dorato sotto il connettore di ricarica) e piegati un po' verso il telaio, il GPS è tornato a funzionare.",
    keywords: ['antenna', 'gps', 'contatti', 'molla', 'telaio', 'scheda'],
  },
];
