import type { RealCase } from './types.ts';

/** Real reports about smartphone (issue 24): see types.ts for what each field holds. */
export const CASES: RealCase[] = [
  {
    id: 'sp-001',
    source: 'https://tuxnews.it/il-vostro-smartphonetablet-non-si-ricarica-piu-sistemiamolo-con-pochi-euro',
    original:
      'Avevo uno smartphone di nome UMI X3. Il telefono ha sempre funzionato bene, veramente bene, tuttavia, un giorno ho cominciato a notare che il telefono si iniziava a ricaricare sempre più lentamente, ci volevano 24H per un ciclo di carica, e a volte nemmeno completo, e persino la velocità di trasferimento dati al PC ne ha risentito.',
    language: 'it',
    text: 'Avevo uno smartphone di nome UMI X3. Il telefono ha sempre funzionato bene, veramente bene, tuttavia, un giorno ho cominciato a notare che il telefono si iniziava a ricaricare sempre più lentamente, ci volevano 24H per un ciclo di carica, e a volte nemmeno completo, e persino la velocità di trasferimento dati al PC ne ha risentito.',
    category: 'smartphone',
    cause: 'Connettore (jack) di ricarica usurato, sostituito il flex di ricarica',
    keywords: ['connettore', 'porta', 'ricarica', 'usurato', 'flex'],
  },
  {
    id: 'sp-002',
    source:
      'https://liboriobutera.com/2015/08/il-galaxy-s6-non-da-segnali-di-vita-ecco-come-risolvere-il-problema/amp',
    original:
      'Di colpo non dava più segnali di vita. Messo sotto carica in macchina non rispondeva, messo sotto carica a casa con caricabatterie e cavetto originale, nemmeno! Muto come un pesce!',
    language: 'it',
    text: 'Di colpo non dava più segnali di vita. Messo sotto carica in macchina non rispondeva, messo sotto carica a casa con caricabatterie e cavetto originale, nemmeno! Muto come un pesce!',
    category: 'smartphone',
    cause: 'Blocco software di Android (Galaxy S6), risolto con riavvio forzato accensione + volume giù',
    keywords: ['riavvio', 'forzato', 'software', 'blocco', 'tasti'],
  },
  {
    id: 'sp-003',
    source: 'https://chickenmonkeydog.com/quirky-service-announcement-beware-pocket-lint',
    original:
      'I was having the worst time trying to get power into my phone and I was dreading the idea that I’d need to replace an internal component on an old phone.',
    language: 'en',
    text: 'Stavo facendo una fatica assurda a far caricare il telefono e avevo il terrore di dover sostituire qualche componente interno su un telefono vecchio.',
    category: 'smartphone',
    cause: 'Lanugine della tasca compressa nella porta di ricarica (Lightning)',
    keywords: ['porta', 'ricarica', 'lanugine', 'pulizia', 'connettore'],
  },
  {
    id: 'sp-004',
    source: 'http://blog.1mb.ca/2012/06/',
    original:
      'I installed the Ice Cream Sandwich (ICS) update from Rogers onto my Samsung Galaxy II LTE. Then the wizard finished and my phone started to boot ICS for the first time which was getting me really excited until an error popped up on the screen and said it couldn’t communicate with the processor and froze. It remained frozen for 10 minutes so I soft reset the phone (hold power for 10 seconds). At that point it booted to the samsung logo and just sat on the screen for 1 hour doing nothing… several reboots and nothing…',
    language: 'en',
    text: "Ho installato l'aggiornamento a Ice Cream Sandwich (ICS) di Rogers sul mio Samsung Galaxy II LTE. Finita la procedura il telefono ha iniziato ad avviare ICS per la prima volta, ero tutto gasato, finché non è comparso un errore sullo schermo che diceva che non riusciva a comunicare con il processore e si è bloccato. È rimasto bloccato per 10 minuti, allora ho fatto un soft reset (tenendo premuto power per 10 secondi). A quel punto si è avviato fino al logo Samsung ed è rimasto lì fermo per 1 ora senza fare niente… diversi riavvii e niente…",
    category: 'smartphone',
    cause: 'Aggiornamento firmware non riuscito, risolto con wipe e ripristino di fabbrica dalla recovery',
    keywords: ['aggiornamento', 'firmware', 'ripristino', 'fabbrica', 'recovery'],
  },
  {
    id: 'sp-005',
    source: 'http://talestoldfromtheroad.com/2014/08/14/battery-can-swell-and-crack-iphone-screen/',
    original:
      'Yesterday I pulled out my iPhone to answer a call, and noticed that the left-hand side of the screen appeared to have pulled away from the case, allowing light to “leak” out from inside of the phone. This puzzled me since I hadn’t dropped the phone recently, and in fact, it was inside of a Mophie Helium battery case that should have protected it from damage during a fall.',
    language: 'en',
    text: 'Ieri ho tirato fuori l\'iPhone per rispondere a una chiamata e ho notato che il lato sinistro dello schermo sembrava essersi staccato dalla scocca, e dall\'interno del telefono "usciva" luce. La cosa mi ha lasciato perplesso perché non mi era caduto di recente, anzi, era dentro una cover batteria Mophie Helium che avrebbe dovuto proteggerlo in caso di caduta.',
    category: 'smartphone',
    cause: 'Batteria gonfia che spingeva fuori lo schermo (iPhone 5)',
    keywords: ['batteria', 'gonfia', 'rigonfiamento', 'sostituzione'],
  },
  {
    id: 'sp-006',
    source: 'https://macmavenconsulting.com/blog/iphone-swollen-battery/',
    original:
      'I knew something was wrong when the backlight changed brightness depending on where I touched the screen. Upon closer examination, the screen was actually bulging from the case.',
    language: 'en',
    text: "Ho capito che c'era qualcosa che non andava quando la retroilluminazione cambiava luminosità a seconda di dove toccavo lo schermo. Guardandolo meglio, lo schermo in effetti sporgeva dalla scocca.",
    category: 'smartphone',
    cause: 'Batteria gonfia (iPhone 5S) che spingeva lo schermo',
    keywords: ['batteria', 'gonfia', 'rigonfiamento', 'sostituzione'],
  },
  {
    id: 'sp-007',
    source: 'https://rvcastaways.com/2020/05/26/swelling-battery-on-iphone-x/',
    original:
      'I first noticed it a few weeks back. One side of my iPhone had lifted up. I pushed it back in. And it lifted up again. The device was also getting hot when in use. Like really hot.',
    language: 'en',
    text: "Me ne sono accorto qualche settimana fa. Un lato del mio iPhone si era sollevato. L'ho rispinto dentro. E si è sollevato di nuovo. Inoltre il telefono si scaldava quando lo usavo. Tipo tanto.",
    category: 'smartphone',
    cause: 'Batteria gonfia (iPhone X)',
    keywords: ['batteria', 'gonfia', 'rigonfiamento', 'sostituzione'],
  },
  {
    id: 'sp-008',
    source: 'https://kamelican.wordpress.com/2015/11/27/the-resurrection-of-my-dead-phone/',
    original:
      'Dropping my phone in the toilet last Tuesday was highly inconvenient. Tuesday – A few hours after the drowning, the locked screen still showed the correct time and notifications, but none of the buttons worked and the screen didn’t respond to touch. I put the phone in uncooked rice as I heard that can soak up the water.',
    language: 'en',
    text: "Martedì scorso mi è caduto il telefono nel water, che disastro. Martedì – qualche ora dopo il tuffo, la schermata di blocco mostrava ancora l'ora giusta e le notifiche, ma nessun tasto funzionava e lo schermo non rispondeva al tocco. Ho messo il telefono nel riso crudo perché ho sentito che assorbe l'acqua.",
    category: 'smartphone',
    cause: 'Acqua entrata nel telefono; ripartito dopo giorni di asciugatura con la batteria scollegata',
    keywords: ['acqua', 'liquido', 'asciugatura', 'batteria', 'umidità'],
  },
  {
    id: 'sp-009',
    source: 'https://mittas.co.uk/blog/a-pocketful-of-smart-phone-woes',
    original:
      'Like most of us these days, I have a smartphone. I have had it a few years now, and it has served me well. Or it did until people starting complaining they couldn’t hear me very well. I usually use it to make phone calls when in the car – on hands-free, of course – or in my office. It was only in my office that I got the complaints, so I initially put it down to my location. I would curse where I was, move to another room, and that sometimes helped. The issue continued, however, and people would still not hear me well in other locations too.',
    language: 'en',
    text: "Come quasi tutti ormai, ho uno smartphone. Ce l'ho da qualche anno e mi ha sempre servito bene. O almeno così era finché la gente non ha cominciato a lamentarsi che non mi sentiva bene. Di solito lo uso per telefonare in macchina – in vivavoce, ovviamente – o in ufficio. Le lamentele arrivavano solo quando ero in ufficio, quindi all'inizio ho dato la colpa al posto. Imprecavo contro il posto, mi spostavo in un'altra stanza e a volte migliorava. Il problema però è continuato, e la gente non mi sentiva bene neanche da altre parti.",
    category: 'smartphone',
    cause: 'Foro del microfono intasato di lanugine e polvere della tasca',
    keywords: ['microfono', 'foro', 'lanugine', 'polvere', 'pulizia'],
  },
  {
    id: 'sp-010',
    source: 'http://brianclegg.blogspot.com/2009/04/fluffy-bottom-worries.html',
    original:
      "I use an ancient Nokia these days, which was just not loud enough, I couldn't hear what was said at the other end of the line.",
    language: 'en',
    text: "Adesso uso un Nokia vecchissimo, che però non si sentiva abbastanza forte, non riuscivo a sentire quello che diceva chi stava dall'altra parte.",
    category: 'smartphone',
    cause: "Griglia protettiva dell'altoparlante piena di lanugine della tasca",
    keywords: ['altoparlante', 'griglia', 'lanugine', 'pulizia', 'capsula'],
  },
  {
    id: 'sp-011',
    source: 'https://markascends.wordpress.com/2016/10/21/ascent-291-fixing-the-iphone-with-a-paper-clip/',
    original:
      'The iPhone has been pretty awesome all around, It’s started having a problem with the charging cord. When plugged in, it wouldn’t engage and start charging, causing me concern the jack was coming loose from the circuit board, which is a short hop to not working.',
    language: 'en',
    text: "L'iPhone è sempre andato alla grande, ma ha cominciato ad avere un problema con il cavo di ricarica. Quando lo attaccavo non faceva contatto e non iniziava a caricare, e avevo paura che il connettore si stesse staccando dalla scheda, e da lì a non funzionare più il passo è breve.",
    category: 'smartphone',
    cause: 'Lanugine e sporcizia nella porta di ricarica (iPhone 6), tolte con una graffetta',
    keywords: ['porta', 'ricarica', 'lanugine', 'pulizia', 'connettore'],
  },
  {
    id: 'sp-012',
    source: 'https://chrissturhann.blogspot.com/2020/02/',
    original:
      "For the last, two or three months my phone has been giving me trouble charging. I would plug in, and the phone would poop out the USB cable, for lack of a better term. It got so bad, that the only way I could get it to charge was to use a right angle USB charger and plug it in, with the USB pushed into something like the side of a bookshelf, so the weight of the phone would keep it from unplugging itself. Even that stopped working, so I had to power down the phone, plug it in, so it wouldn't poop out.",
    language: 'en',
    text: "Negli ultimi due o tre mesi il telefono mi dava problemi di ricarica. Attaccavo il cavo e il telefono lo sputava fuori, non so come dirlo meglio. È peggiorato al punto che l'unico modo per farlo caricare era usare un caricatore USB ad angolo retto e attaccarlo con la spina premuta contro qualcosa, tipo il fianco di una libreria, così il peso del telefono non lo faceva staccare. Poi ha smesso di funzionare anche così, e dovevo spegnere il telefono e attaccarlo, così non lo sputava fuori.",
    category: 'smartphone',
    cause: 'Polvere e lanugine accumulate nella porta di ricarica USB',
    keywords: ['porta', 'ricarica', 'lanugine', 'polvere', 'pulizia'],
  },
  {
    id: 'sp-013',
    source: 'https://guessmysoftware.blogspot.com/2013/07/stuck-on-turning-wi-fi-on-with-android.html',
    original:
      "I've a Wintouch Q75s Tablet running on Android 4.0.4 ICS. I was using its Wi-Fi with no problems until yesterday, the Wi-Fi didn't want to turn on. I've noticed that my MAC address changed to Unavailablewhich I think indicates an error. What can I do to use my Wi-Fi once again? I contacted the vendor but they didn't respond.",
    language: 'en',
    text: 'Ho un tablet Wintouch Q75s con Android 4.0.4 ICS. Usavo il Wi-Fi senza problemi fino a ieri, poi il Wi-Fi non ne ha più voluto sapere di accendersi. Ho notato che il MAC address è diventato Unavailable, che credo indichi un errore. Cosa posso fare per usare di nuovo il Wi-Fi? Ho contattato il venditore ma non hanno risposto.',
    category: 'smartphone',
    cause: 'File di sistema wpa_supplicant cancellato; risolto reinstallando (flash) il firmware ufficiale',
    keywords: ['firmware', 'sistema', 'flash', 'reinstallare', 'software'],
  },
  {
    id: 'sp-014',
    source: 'http://blog.annieli.co.uk/2014/04/03/tablet-not-connecting-network-when-not-broadcast-solved/',
    original:
      'One night I switched on my tablet – as I have a bakery, boutique and restaurant to take care of! – but it decided to not connect with my home network. This had never happened before and it’s sudden downtime was confusing considering it wasn’t an ISP issue. Strange thing was it connected fine when my network name was broadcast.',
    language: 'en',
    text: 'Una sera accendo il tablet – ho una panetteria, una boutique e un ristorante da mandare avanti! – ma lui decide di non collegarsi alla rete di casa. Non era mai successo prima e questo blocco improvviso mi confondeva, visto che non era un problema del provider. La cosa strana è che si collegava senza problemi quando il nome della rete era visibile.',
    category: 'smartphone',
    cause:
      "Tastiera (metodo di inserimento Pinyin) che scriveva male l'apostrofo del nome rete nascosto (SSID); risolto cambiando tastiera",
    keywords: ['tastiera', 'ssid', 'apostrofo', 'carattere', 'rete'],
  },
  {
    id: 'sp-015',
    source: 'https://www.diybanter.com/2841847-post4.html',
    original:
      "Since last July, I've had occasional problems with my cell phone's charger. The plug sometimes refused to make stable contact. The other day it got so bad I couldn't charge the phone.",
    language: 'en',
    text: 'Da luglio scorso ho ogni tanto problemi con il caricabatterie del cellulare. La spina a volte non voleva saperne di fare un contatto stabile. Qualche giorno fa è peggiorata così tanto che non riuscivo più a caricare il telefono.',
    category: 'smartphone',
    cause: 'Contatti della spina del caricabatterie sporchi/ossidati, puliti con disossidante (DeOxit)',
    keywords: ['contatti', 'sporchi', 'ossidazione', 'spina', 'caricabatterie'],
  },
  {
    id: 'sp-016',
    source:
      'https://www.aboutfreelancewriting.com/2018/06/11/device-not-charging-quick-no-cost-fix-thats-likely-to-work/',
    original:
      'I almost panicked three days ago when I realized my iPad wasn’t charging. I fiddled with the connector a bit, turned the thing off and ignored it. I checked used iPad prices. I searched out other tablets. I turned it back on and low and behold it had charged clear up to 15 percent! I turned it on and it went back to 8 percent in a hurry.',
    language: 'en',
    text: "Tre giorni fa stavo per andare nel panico quando mi sono accorta che l'iPad non si caricava. Ho smanettato un po' col connettore, l'ho spento e l'ho lasciato lì. Ho guardato i prezzi degli iPad usati. Ho cercato altri tablet. L'ho riacceso e, sorpresa, si era caricato fino al 15 percento! L'ho acceso ed è tornato all'8 percento in un attimo.",
    category: 'smartphone',
    cause: "Sporcizia e lanugine nella porta di ricarica Lightning dell'iPad, tolte con uno stuzzicadenti",
    keywords: ['porta', 'ricarica', 'lanugine', 'sporcizia', 'pulizia'],
  },
  {
    id: 'sp-017',
    source: 'https://stemgeeks.net/hive-174578/@bengy/simple-fixes-stuck-power-button-on-pixel-phone',
    original:
      'Anyway, today was an interesting one... we were about leave on a dreaded shopping trip to IKEA... when, suddenly her phone started calling emergency services and making a loud alarm sound! WTF!... we managed to stop it before it called, but then the phone started flashing up the camera... and then rebooting and turning the screen on and off quite rapidly... and then calling the SOS again!',
    language: 'en',
    text: "Comunque, oggi è stata una giornata interessante... stavamo per uscire per il temuto giro all'IKEA... quando all'improvviso il telefono di mia moglie ha cominciato a chiamare i soccorsi facendo un allarme fortissimo! Ma che...!... siamo riusciti a fermarlo prima che chiamasse, ma poi ha cominciato ad aprire la fotocamera... e poi a riavviarsi e ad accendere e spegnere lo schermo velocissimo... e poi di nuovo a chiamare l'SOS!",
    category: 'smartphone',
    cause: 'Cover troppo stretta che premeva di continuo il tasto di accensione',
    keywords: ['cover', 'tasto', 'accensione', 'premuto', 'custodia'],
  },
  {
    id: 'sp-018',
    source: 'https://webdeveloper.gdemolished.com/how-to-restart-a-dead-cell-phone/',
    original:
      'Recently my Samsung S3 locked up. It was basically dead. I pushed the power button a bunch of times.',
    language: 'en',
    text: 'Di recente il mio Samsung S3 si è bloccato. Era praticamente morto. Ho premuto il tasto di accensione un sacco di volte.',
    category: 'smartphone',
    cause:
      'Blocco del telefono; risolto togliendo la batteria e tenendo premuto il tasto di accensione per scaricare la carica residua',
    keywords: ['batteria', 'blocco', 'riavvio', 'scarica', 'reset'],
  },
  {
    id: 'sp-019',
    source: 'https://www.makeuseof.com/answers/fully-charged-galaxy-tab-3-refuse-turn/',
    original:
      'My Galaxy Tab 3 7-inch has its battery die last night and after charging it up all night, it won’t turn back on. I tried every outlet in my house almost thinking the original outlet was bad but soon figured out that it wasn’t the issue.',
    language: 'en',
    text: 'Ieri sera al mio Galaxy Tab 3 da 7 pollici si è scaricata la batteria e, dopo averlo messo in carica tutta la notte, non si riaccende più. Ho provato tutte le prese di casa pensando quasi che fosse la presa, ma ho capito presto che il problema non era quello.',
    category: 'smartphone',
    cause:
      'Blocco dopo scarica completa della batteria; risolto con riavvio forzato (accensione + volume giù) tenendolo in carica',
    keywords: ['riavvio', 'forzato', 'batteria', 'blocco', 'tasti'],
  },
  {
    id: 'sp-020',
    source: 'https://teamrampage.net/fixing-a-power-problem/',
    original:
      'After being uber excited to get a brand new Nexus 7 for Christmas, I quickly realized that there was a problem with my new gadget! I found that no matter what I did the battery showed 0%, even after spending several hours on the factory charger.',
    language: 'en',
    text: "Dopo essere stato gasatissimo per il Nexus 7 nuovo di zecca ricevuto a Natale, mi sono accorto subito che c'era un problema con il mio nuovo giocattolo! Qualunque cosa facessi la batteria segnava 0%, anche dopo varie ore attaccato al caricatore originale.",
    category: 'smartphone',
    cause: 'Connettore della batteria non inserito del tutto nella presa sulla scheda',
    keywords: ['connettore', 'batteria', 'inserito', 'scheda', 'cavo'],
  },
  {
    id: 'sp-021',
    source: 'https://www.swedeheart.net/?p=155',
    original:
      'I liked it right up until the point that my N7 stopped charging. Or did it? The battery meter was suggesting that I could not get off the 77% mark, despite also showing I was on AC power. But then it also didn’t drop below 77%. I turned it off and on again, as if it ran Windows, and now it alerted me to a totally flat battery- a recreation shown here.  Yet it carried on working.',
    language: 'en',
    text: "Mi piaceva, fino al momento in cui il mio N7 ha smesso di caricare. O no? L'indicatore della batteria diceva che non riuscivo a superare il 77%, anche se risultava attaccato alla corrente. Però non scendeva nemmeno sotto il 77%. L'ho spento e riacceso, come se avesse Windows, e a quel punto mi avvisava che la batteria era completamente scarica. Eppure continuava a funzionare.",
    category: 'smartphone',
    cause: 'Connettore della batteria leggermente staccato (linee di monitoraggio scollegate), reinserito',
    keywords: ['connettore', 'batteria', 'allentato', 'scheda', 'cavo'],
  },
  {
    id: 'sp-022',
    source: 'https://kasson.com/bleeding_edge/the-bleeding-edge/burnt-out-usb-cables',
    original:
      'Last summer, shortly after it first shipped, I got a Google/Asus Nexus 7. I liked it a lot. I went to Australia and New Zealand in November. On the flight down, the charger blew the circuit breaker on the AC connection on the airplane. During the trip, the tablet refused to charge unless it was turned off. I coped. When I got home, it worked fine on my home charger and cable. Two days ago, it stopped charging again.',
    language: 'en',
    text: "L'estate scorsa, poco dopo che è uscito, ho preso un Nexus 7 di Google/Asus. Mi piaceva un sacco. A novembre sono andato in Australia e Nuova Zelanda. Sul volo di andata il caricatore ha fatto saltare l'interruttore della presa dell'aereo. Durante il viaggio il tablet non voleva caricarsi se non da spento. Mi sono arrangiato. Tornato a casa funzionava bene con caricatore e cavo di casa. Due giorni fa ha smesso di nuovo di caricare.",
    category: 'smartphone',
    cause: 'Cavo micro-USB bruciato/difettoso (non adatto ai 2 A), sostituito',
    keywords: ['cavo', 'usb', 'difettoso', 'sostituzione', 'caricatore'],
  },
  {
    id: 'sp-023',
    source: 'https://slie.ch/?offset=1311480840000',
    original:
      'The third adventure into the bowels of this phone was for very good reason: Both the home and lock buttons were barely working. The first one that went was the lock button, and this happened months ago. One day it decided that it was no longer interested in clicking, barely moved, and was clearly sitting lower in its socket. Given enough force, it would do its duty, but I had to press extremely hard.',
    language: 'en',
    text: "La terza volta che ho aperto questo telefono c'era un ottimo motivo: sia il tasto home che quello di blocco funzionavano a malapena. Il primo ad andarsene è stato il tasto di blocco, mesi fa. Un giorno ha deciso che non gli interessava più fare clic, si muoveva appena ed era chiaramente più infossato nella sua sede. Con abbastanza forza faceva il suo dovere, ma dovevo premere fortissimo.",
    category: 'smartphone',
    cause:
      'Microinterruttore del tasto sul flex sotto il copritasto guasto; sostituiti flex del tasto power e gruppo tasto home',
    keywords: ['tasto', 'flex', 'interruttore', 'pulsante', 'sostituzione'],
  },
  {
    id: 'sp-024',
    source: 'https://www.deadrobot.com/2009/07/cleaning-out-my-canals/',
    original:
      'About three weeks ago my Shure iPhone earbuds stopped functioning. I could still hear music ok, no issues there, but the pause/answer call/forward/backward button suddenly became a large unusable knob on the earphone wire. I replaced the headphones with other iPhone jacks and still nothing. I tried the #1 popular “reset earbuds solution”: insert and remove the jack swiftly 5 times and nada. I even restored from a fresh OS download, etc. Nothing.',
    language: 'en',
    text: 'Circa tre settimane fa i miei auricolari Shure per iPhone hanno smesso di funzionare. La musica la sentivo ancora bene, nessun problema, ma il tasto pausa/rispondi/avanti/indietro sul filo è diventato di colpo un pomello inutile. Ho provato con altre cuffie per iPhone e niente. Ho provato la "soluzione reset auricolari" più famosa: inserire e togliere il jack velocemente 5 volte, e niente. Ho pure ripristinato il sistema scaricandolo da zero, ecc. Niente.',
    category: 'smartphone',
    cause: 'Sporcizia accumulata nella presa jack delle cuffie, pulita con una graffetta',
    keywords: ['jack', 'presa', 'cuffie', 'sporcizia', 'pulizia'],
  },
  {
    id: 'sp-025',
    source: 'http://gaird.com/who-stole-my-tunes-iphone-lint/',
    original:
      'The next chapter in my iPhone saga was headset problems. I was not being heard on calls. I tested the phone without the headset and it worked fine. So I replaced the headset. Then this week my car stereo cable hookup went funky. Hearing Ain’t That a Shame with guitar only and no vocals is fine for karaoke, but I was concerned.',
    language: 'en',
    text: "Il capitolo successivo della mia saga con l'iPhone sono stati i problemi con l'auricolare. Nelle chiamate non mi sentivano. Ho provato il telefono senza auricolare e funzionava bene. Allora ho cambiato l'auricolare. Poi questa settimana il cavo per lo stereo della macchina ha cominciato a fare cose strane. Sentire Ain't That a Shame solo con la chitarra e senza voce va bene per il karaoke, ma mi sono preoccupato.",
    category: 'smartphone',
    cause:
      'Lanugine della tasca incastrata nella presa jack delle cuffie, il connettore non entrava fino in fondo',
    keywords: ['jack', 'presa', 'lanugine', 'cuffie', 'pulizia'],
  },
  {
    id: 'sp-026',
    source: 'https://natblogarithms.wordpress.com/2008/10/13/extracting-broken-headphone-jack/',
    original:
      'She realized there was a problem when the only sound the phone would make was when it rang.  It would not make any noises and she could not talk to anyone over the phone.  Luckily, she could still communicate with the world through text messaging, so I knew that she wasn’t laying in a ditch somewhere unable to speak when she called me.',
    language: 'en',
    text: "Si è accorta che c'era un problema quando l'unico suono che faceva il telefono era la suoneria. Non faceva nessun altro suono e non riusciva a parlare con nessuno al telefono. Per fortuna poteva ancora comunicare con gli SMS, quindi sapevo che non era finita in un fosso senza poter parlare.",
    category: 'smartphone',
    cause:
      'Pezzo della spina della base di ricarica/altoparlante rotto e rimasto incastrato nella presa jack',
    keywords: ['jack', 'presa', 'spina', 'incastrato', 'cuffie'],
  },
  {
    id: 'sp-027',
    source: 'http://tralfaz.org/2016/02/10/bad-times-iphone-died/',
    original:
      'When you wake up in the morning and see that your iPhone is giving you a “No SIM detected” error, you know it is going to be a bad day. My iPhone 5s is well aged, but it has performed quite well for almost 2.5 years. It worked well, but the “No SIM” error was a harbinger of doom. It is not an uncommon problem in this version, and the last time, the “trick” of turning on and off Airplane mode worked to snap it out of its doldrums. Alas, this time, no such luck.',
    language: 'en',
    text: 'Quando ti svegli la mattina e l\'iPhone ti dà l\'errore "Nessuna SIM rilevata", sai che sarà una brutta giornata. Il mio iPhone 5s ha i suoi anni, ma è andato benissimo per quasi 2 anni e mezzo. Funzionava bene, ma l\'errore "No SIM" era un presagio di sventura. Non è un problema raro su questo modello, e l\'ultima volta il "trucco" di attivare e disattivare la modalità aereo era bastato a farlo riprendere. Purtroppo stavolta niente da fare.',
    category: 'smartphone',
    cause:
      'Lettore SIM/hardware del telefono guasto (una SIM funzionante non veniva letta); telefono sostituito',
    keywords: ['lettore', 'sim', 'hardware', 'scheda', 'guasto'],
  },
  {
    id: 'sp-028',
    source:
      'https://www.nova-labs.org/blog/2014/03/05/broken-kindle-usb-port-prompts-diy-conversion-to-wireless-charging/',
    original:
      'One of my kids dropped their Kindle when plugged in. The USB jack became loose, and the Kindle no longer wanted to charge. Specifically, gymnastics involving propping the kindle up, twisting the plug and standing on one foot were required to make it briefly charge until you walked away, and being out of warranty this was a terminal condition for the little tablet.',
    language: 'en',
    text: 'Uno dei miei figli ha fatto cadere il suo Kindle mentre era attaccato alla corrente. La presa USB è diventata lasca e il Kindle non voleva più caricarsi. Per la precisione, per farlo caricare un attimo bisognava fare acrobazie: tenerlo appoggiato, girare la spina e stare su un piede solo, finché non ti allontanavi; ed essendo fuori garanzia, per il tabletino era una condizione terminale.',
    category: 'smartphone',
    cause: 'Connettore micro-USB di ricarica staccato dalla scheda (saldature rotte) dopo la caduta',
    keywords: ['connettore', 'usb', 'ricarica', 'saldatura', 'scheda'],
  },
  {
    id: 'sp-029',
    source: 'http://blog.electronsmith.com/?p=675',
    original:
      'For a few weeks my wife’s phone has had the dreaded boot loop problem. It’d just randomly shutdown and try to reboot, then 4 seconds later it’d shutdown and reboot again. Monkeying with the power button for a while would get it to stop, but then it’s go into a boot loop again a few hours later.',
    language: 'en',
    text: "Da qualche settimana il telefono di mia moglie ha il temuto problema del boot loop. Si spegneva a caso e provava a riavviarsi, poi 4 secondi dopo si spegneva e si riavviava di nuovo. Smanettando un po' col tasto di accensione si fermava, ma poi qualche ora dopo ricominciava il boot loop.",
    category: 'smartphone',
    cause: 'Microinterruttore del tasto di accensione difettoso, sostituito',
    keywords: ['tasto', 'accensione', 'interruttore', 'pulsante', 'sostituzione'],
  },
  {
    id: 'sp-030',
    source: 'https://www.krekr.nl/content/why-your-nexus-5-is-stuck-in-boot-loop/',
    original:
      'After tearing down and repairing the LG G3 I received someone’s broken Nexus 5, also known as LG D820. A part of the screen was shattered, but the digitizer still worked. It did, however, behave erratically. First I thought the digitizer was recording touches that weren’t there, but after disconnecting it, the problem persisted.',
    language: 'en',
    text: "Dopo aver smontato e riparato l'LG G3 mi è arrivato il Nexus 5 rotto di una persona, noto anche come LG D820. Una parte dello schermo era frantumata, ma il touch funzionava ancora. Però si comportava in modo strano. All'inizio pensavo che il touch registrasse tocchi inesistenti, ma anche dopo averlo scollegato il problema restava.",
    category: 'smartphone',
    cause: 'Tasto di accensione guasto che risultava sempre premuto (boot loop), sostituito',
    keywords: ['tasto', 'accensione', 'interruttore', 'premuto', 'sostituzione'],
  },
  {
    id: 'sp-031',
    source: 'https://wphost.spider-e.com/?p=238',
    original:
      'Recently my iPhone 4 has been playing up. It would hold it’s charge all day without trouble, but then at night would completely discharge from full to empty and switch itself off. Then, when I attached the charge cable it would come back to life a few minutes later with 30% or more battery charge showing. Last weekend I had the phone in my pocket when I thought I felt it vibrate. In fact it had popped open and the front glass was broken. I couldn’t image how this had happened since it was not knocked or banged or dropped.',
    language: 'en',
    text: 'Ultimamente il mio iPhone 4 faceva i capricci. Teneva la carica tutto il giorno senza problemi, ma poi di notte si scaricava completamente da pieno a vuoto e si spegneva. Poi, quando attaccavo il cavo, dopo qualche minuto si riaccendeva segnando il 30% o più di batteria. Lo scorso weekend avevo il telefono in tasca e mi è sembrato di sentirlo vibrare. In realtà si era aperto e il vetro davanti era rotto. Non riuscivo a capire come fosse successo, visto che non aveva preso colpi né era caduto.',
    category: 'smartphone',
    cause: 'Batteria gonfia che ha fatto saltare il retro e rotto il vetro',
    keywords: ['batteria', 'gonfia', 'rigonfiamento', 'sostituzione'],
  },
  {
    id: 'sp-032',
    source: 'http://jamienerd.blogspot.com/2014_04_01_archive.html',
    original:
      "Well, my vibrator stopped working. I dropped my Galaxy S3 the other day, and ever since, the vibration stopped working properly. And it would make weird noises. Sometimes it wouldn't even vibrate. If I shook my phone I could hear actual rattling in there.",
    language: 'en',
    text: "Allora, la vibrazione ha smesso di funzionare. L'altro giorno mi è caduto il Galaxy S3 e da allora la vibrazione non va più bene. E faceva dei rumori strani. A volte non vibrava proprio. Se scuotevo il telefono sentivo proprio qualcosa che sbatacchiava dentro.",
    category: 'smartphone',
    cause: 'Motorino della vibrazione danneggiato dalla caduta, sostituito',
    keywords: ['motorino', 'vibrazione', 'vibrazioni', 'sostituzione', 'motore'],
  },
  {
    id: 'sp-033',
    source: 'http://killgrace.co.uk/blog/2015/07/25/blackberry-part-ii-fixing-a-stuck-trackball/',
    original:
      'The problem with second hand devices is that they are elderly and sometimes have physical issues resulting from this. The Blackberry has been having a sticky trackball issue, and when this morning it refused to scroll left or down, I did wonder if I would be taking it apart.',
    language: 'en',
    text: 'Il problema dei dispositivi di seconda mano è che sono anziani e a volte hanno problemi fisici per questo. Il Blackberry aveva la trackball che si impuntava, e quando stamattina si è rifiutata di scorrere a sinistra e in basso, mi sono chiesto se avrei dovuto smontarlo.',
    category: 'smartphone',
    cause: 'Sporcizia sotto la trackball, tolta sfregandola su un foglio di carta',
    keywords: ['trackball', 'sporcizia', 'polvere', 'pulizia', 'rulli'],
  },
  {
    id: 'sp-034',
    source: 'http://petergroves.blogspot.com/2010/12/blackberry-trackball-stuck-try-this.html',
    original:
      "Yesterday my Blackberry (a 9000 Bold, I think, though I don't bother myself about details like this - it's not something I could get attached to, like a sports car) stopped scrolling down. Not for the first time - but on this occasion it wouldn't come free no matter how much I tried to move it.",
    language: 'en',
    text: "Ieri il mio Blackberry (un 9000 Bold, credo, ma non mi interessano questi dettagli - non è qualcosa a cui potrei affezionarmi, come un'auto sportiva) ha smesso di scorrere verso il basso. Non è la prima volta - ma stavolta non si sbloccava per quanto provassi a muoverla.",
    category: 'smartphone',
    cause: 'Sporcizia che bloccava la trackball, sbloccata e rimossa con del nastro adesivo',
    keywords: ['trackball', 'sporcizia', 'bloccata', 'pulizia', 'polvere'],
  },
  {
    id: 'sp-035',
    source:
      'https://medium.com/@edwardmp/how-dirt-can-clog-your-iphone-microphone-and-speaker-and-make-you-think-they-are-defective-9b3a166cc416',
    original:
      'Yesterday during a phone call the other party could not properly hear me. I plugged in a head set with microphone to continue the call. They said it sounded like I was calling from underwater! I thought the iPhone’s microphone was just defective.',
    language: 'en',
    text: "Ieri durante una telefonata l'altra persona non mi sentiva bene. Ho attaccato le cuffie col microfono per continuare la chiamata. Mi dicevano che sembrava che chiamassi da sott'acqua! Pensavo che il microfono dell'iPhone fosse semplicemente difettoso.",
    category: 'smartphone',
    cause: "Sporcizia nell'apertura del microfono sul fondo del telefono",
    keywords: ['microfono', 'sporcizia', 'foro', 'pulizia', 'polvere'],
  },
  {
    id: 'sp-036',
    source: 'https://lowendmac.com/2013/quiet-iphone-earpiece-try-cleaning-it/',
    original:
      'I have been experiencing very low earpiece volume on my iPhone 4 for the past few months. I am one of these people who rarely uses their phone for calling purposes – mainly music, messaging, and internet. Do I have a faulty earpiece? Is it on its way out? I hoped not, because replacing isn’t in expensive and is a tricky job. I also have an original iPhone and tested the volume on that. It was very loud, and I don’t remember my 3GS (which I had before my iPhone 4) being so quiet either.',
    language: 'en',
    text: "Da qualche mese l'altoparlante per le chiamate del mio iPhone 4 ha un volume bassissimo. Sono uno di quelli che usano poco il telefono per chiamare – soprattutto musica, messaggi e internet. Ho la capsula difettosa? Sta per morire? Speravo di no, perché sostituirla non costa poco ed è un lavoro delicato. Ho anche un iPhone originale e ho provato il volume su quello. Si sentiva fortissimo, e non mi ricordo che il mio 3GS (che avevo prima dell'iPhone 4) fosse così basso.",
    category: 'smartphone',
    cause: 'Griglia della capsula auricolare intasata di sporcizia, pulita con spillo e spazzolino',
    keywords: ['capsula', 'griglia', 'sporcizia', 'auricolare', 'pulizia'],
  },
  {
    id: 'sp-037',
    source: 'https://en.jablickar.cz/neslysite-volajiciho-pomuze-tycinka-na-cisteni-usi-a-lih/',
    original:
      'In recent weeks, I literally stopped hearing callers and had to either use AirPods to make calls or prefer to handle all calls in the office on speakerphone. Unfortunately, I had the problem around the same time I upgraded to iOS 11, so for a long time I thought it was a software issue with the new iOS version.',
    language: 'en',
    text: 'Nelle ultime settimane ho letteralmente smesso di sentire chi mi chiamava e dovevo o usare gli AirPods per telefonare o fare tutte le chiamate in ufficio in vivavoce. Purtroppo il problema è comparso più o meno quando ho aggiornato a iOS 11, quindi per molto tempo ho pensato che fosse un problema software della nuova versione di iOS.',
    category: 'smartphone',
    cause: 'Membrana della capsula auricolare intasata di sporco, pulita con cotton fioc e alcol',
    keywords: ['membrana', 'capsula', 'auricolare', 'sporcizia', 'pulizia'],
  },
  {
    id: 'sp-038',
    source: 'http://semji.blogspot.com/2007/12/iphone-speaker-problem-explanation-and.html',
    original:
      "If you've had an iPhone for some length of time chances are you have experienced this symptom. You make or receive a call but you can't hear or talk through the normal mic and earpiece. It's happened to me twice now. The first time I finally figured out how to fix it. It was a simple 32 step process that apparently was no more effective than a rain-dance.",
    language: 'en',
    text: "Se hai un iPhone da un po' di tempo probabilmente ti è capitato questo sintomo. Fai o ricevi una chiamata ma non senti e non puoi parlare con il microfono e l'altoparlante normali. A me è successo già due volte. La prima volta alla fine ho capito come sistemarlo. Era una semplice procedura di 32 passaggi che a quanto pare non era più efficace di una danza della pioggia.",
    category: 'smartphone',
    cause:
      'Polvere/lanugine nella presa jack delle cuffie che faceva credere al telefono di avere gli auricolari collegati',
    keywords: ['jack', 'presa', 'cuffie', 'lanugine', 'polvere'],
  },
  {
    id: 'sp-039',
    source: 'http://blog.thestateofme.com/2012/04/17/three-screens/',
    original:
      'A few days later my wife came home one evening saying ‘can you take a look at my phone’. The screen had just vertical lines on it, so my first suspicion was another loose connector.',
    language: 'en',
    text: "Qualche giorno dopo mia moglie è tornata a casa una sera dicendo 'puoi dare un'occhiata al mio telefono?'. Lo schermo mostrava solo righe verticali, quindi il mio primo sospetto era un altro connettore allentato.",
    category: 'smartphone',
    cause: 'Display (schermo LCD) guasto; verificato scambiandolo con un telefono identico, va sostituito',
    keywords: ['display', 'schermo', 'lcd', 'sostituzione', 'guasto'],
  },
  {
    id: 'sp-040',
    source: 'http://forum.xda-developers.com/archive/index.php/t-381938.html',
    original:
      'The speaker on the outside of my universal (the onw you hold against your ear with when the screen is on the inside) is broken.\n\nThat started as something like a bad contact (if I pressed the phone against my ear it would work, otherwise not). Now it is not working at all.\n\nThe speaker on the LCD side is working fine.',
    language: 'en',
    text: "Lo speaker esterno del mio Universal (quello che tieni all'orecchio quando lo schermo è girato verso l'interno) è rotto.\n\nÈ cominciato come una specie di falso contatto (se premevo il telefono contro l'orecchio funzionava, altrimenti no). Adesso non funziona proprio più.\n\nLo speaker dal lato dello schermo LCD funziona bene.",
    category: 'smartphone',
    cause: 'Lamella di contatto dello speaker (tra scocca e scheda) spezzata',
    keywords: ['speaker', 'contatto', 'lamella', 'altoparlante', 'scheda'],
  },
];
