import type { RealCase } from './types.ts';

/**
 * Batch 19 of real smartphone reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'sp-1901',
    source: 'https://github.com/pgaskin/KoboStuff/issues/12',
    original:
      'Hello, I tried to update my Kobo Glo HD but I miss used with a standard Kobo Glo firmware. It is now stuck to black screen of the death. How to factory reset the device?',
    language: 'en',
    text: 'Ciao, ho provato ad aggiornare il mio Kobo Glo HD ma per sbaglio ho usato il firmware del Kobo Glo normale. Adesso è bloccato sulla schermata nera della morte. Come faccio a resettarlo alle impostazioni di fabbrica?',
    category: 'smartphone',
    cause:
      'Era stato installato il firmware di un altro modello. Risolto aprendo il retro, estraendo la scheda microSD interna, copiandoci dal PC (cartella .kobo) il pacchetto di aggiornamento corretto e rimettendo la scheda nel lettore.',
    keywords: ['firmware', 'sbagliato', 'scheda', 'microsd', 'aggiornamento', 'ripristino'],
  },
  {
    id: 'sp-1902',
    source: 'https://github.com/kobolabs/Kobo-Reader/issues/11',
    original:
      'Problem description:\nhaving to press twice or until four times before a page scrolls to the next page.\nin time the reader closes the book and starts the main screen \n\nI did reset the version and reinstalled my books -> no result',
    language: 'en',
    text: 'Descrizione del problema:\ndevo premere due volte o anche fino a quattro volte prima che la pagina passi alla successiva.\ncol tempo il lettore chiude il libro e torna alla schermata principale\n\nHo resettato la versione e reinstallato i libri -> nessun risultato',
    category: 'smartphone',
    cause:
      'Il problema era la microSD esterna da 4 GB (FAT32), che dava errori/si corrompeva: togliendo la scheda il lettore è tornato a funzionare normalmente.',
    keywords: ['scheda', 'microsd', 'corrotta', 'rimuovere', 'memoria'],
  },
  {
    id: 'sp-1903',
    source: 'https://github.com/InfiniTimeOrg/InfiniTime/issues/2380',
    original:
      'Pinetime gets stuck on InfiniTime splash screen on boot.\n\nThe other day, the battery on my pinetime was drained completely. When I placed it on the charger, it displayed the bootloader splash screen as usual, and then got stuck on an InfiniTime splash screen. The watch is now completely unresponsive. I have not updated recently, and have not previously had any issues with this watch.',
    language: 'en',
    text: "Il Pinetime si blocca sulla schermata di avvio di InfiniTime.\n\nL'altro giorno la batteria del mio pinetime si è scaricata del tutto. Quando l'ho messo sul caricatore ha mostrato come al solito la schermata del bootloader, e poi si è bloccato su una schermata di avvio di InfiniTime. Adesso l'orologio non risponde più a niente. Non l'ho aggiornato di recente e non avevo mai avuto problemi con questo orologio.",
    category: 'smartphone',
    cause:
      "Dopo la scarica completa l'orologio si era avviato sul firmware di recovery invece che su quello normale; reinstallando (flash) il firmware InfiniTime e validandolo l'orologio è tornato a funzionare.",
    keywords: ['firmware', 'recovery', 'reinstallare', 'avvio', 'scarica'],
  },
  {
    id: 'sp-1904',
    source: 'https://github.com/koreader/koreader/issues/7633',
    original:
      'When I lay my Kobo on a perfectly horizontal surface, it often goes to sleep within a minute.  In that case, after I pick it up again, close and re-open the flap to wake it, and touch the screen (I have the setting "Keep screen saver on screen after waking - I tap"), the document reappears (I happens with e-pubs, and I think with pdfs too), the system often freezes after about a minute.',
    language: 'en',
    text: 'Quando appoggio il mio Kobo su una superficie perfettamente orizzontale, spesso va in standby entro un minuto. In quel caso, dopo che lo riprendo in mano, chiudo e riapro la copertina per svegliarlo e tocco lo schermo (ho l\'impostazione "Tieni lo screensaver dopo il risveglio - tocco io"), il documento ricompare (succede con gli epub, e credo anche con i pdf), e spesso il sistema si blocca dopo circa un minuto.',
    category: 'smartphone',
    cause:
      'La copertina smart magnetica, ripiegata sul retro del lettore, faceva scattare il sensore magnetico (hall) di chiusura e mandava il dispositivo in sospensione; spostando il lembo dal retro il problema è sparito.',
    keywords: ['copertina', 'magnete', 'sensore', 'sospensione', 'custodia'],
  },
  {
    id: 'sp-1905',
    source: 'https://github.com/the-modem-distro/pinephone_modem_sdk/issues/233',
    original:
      "I've tried to install the new firmware before with the script, and didn't work.\nI've found in the troubleshooting section how to recover the modem and enter in fastboot again: recovered.\nFlashed again with same script, can't see anything, rebooted, recovered in fastboot again.\nI've so tried to install in manual way, but didn't work too.\n\nAnyone could help me to diagnostic it? Thanks.",
    language: 'en',
    text: "Ho provato a installare il nuovo firmware con lo script e non ha funzionato.\nNella sezione di risoluzione problemi ho trovato come recuperare il modem e rimetterlo in fastboot: recuperato.\nRifatto il flash con lo stesso script, non si vede niente, riavviato, recuperato di nuovo in fastboot.\nAllora ho provato a installarlo a mano, ma non ha funzionato neanche così.\n\nQualcuno mi aiuta a capire cosa c'è che non va? Grazie.",
    category: 'smartphone',
    cause:
      'Il firmware del modem installato non veniva riconosciuto; flashando la versione 0.8.0 del firmware del modem e riavviando il modem è ricomparso e funziona.',
    keywords: ['modem', 'firmware', 'flash', 'versione', 'riavvio'],
  },
  {
    id: 'sp-1906',
    source: 'https://github.com/opa334/Dopamine/issues/699',
    original:
      "Not sure if it was roothide or normal dopamine but I'll post here too. Currently bootlooping but my phone lets me use it for 4 min then will restart. I can fix this bootloop by either jailbreaking or force restarting my phone. It normally takes a few times.",
    language: 'en',
    text: "Non so se sia stato roothide o dopamine normale ma lo scrivo anche qui. Al momento va in bootloop: il telefono mi fa usarlo per 4 minuti e poi si riavvia. Riesco a sistemare il bootloop facendo il jailbreak o forzando il riavvio del telefono. Di solito ci vogliono un po' di tentativi.",
    category: 'smartphone',
    cause:
      'Era un guasto hardware (kernel panic da sensore): il gruppo del connettore di ricarica (flex della porta di ricarica) era difettoso; sostituito il gruppo porta di ricarica, i riavvii sono spariti.',
    keywords: ['connettore', 'ricarica', 'flex', 'sostituzione', 'panic', 'riavvii'],
  },
  {
    id: 'sp-1907',
    source: 'http://smellypompom.blogspot.com/2014/01/how-my-kindle-almost-drownedand-lived.html',
    original:
      'When I returned from the trip, I took out everything from the bag (or so I thought) and promptly sent the bag for washing. 15 minutes into the wash cycle, I realized that my precious kindle was still somewhere in the bag, and I panicked.\n\nBy the time I managed to get it out, it was soaking wet. The screen was still on but my heart kind of just shrivelled up looking at the drenched kindle.',
    language: 'en',
    text: "Tornato dal viaggio ho tirato fuori tutto dalla borsa (o almeno così credevo) e l'ho messa subito a lavare. Dopo 15 minuti di lavaggio mi sono accorto che il mio prezioso kindle era ancora da qualche parte nella borsa, e sono andato nel panico.\n\nQuando sono riuscita a tirarlo fuori era fradicio. Lo schermo era ancora acceso ma mi si è stretto il cuore a guardare il kindle tutto zuppo.",
    category: 'smartphone',
    cause:
      "Il Kindle era finito in lavatrice e si era bagnato all'interno; lasciato asciugare per una settimana chiuso in un sacchetto con riso crudo e poi messo in carica, si è resettato ed è tornato a funzionare (con autonomia della batteria ridotta).",
    keywords: ['acqua', 'asciugare', 'umidità', 'batteria', 'ricarica'],
  },
  {
    id: 'sp-1908',
    source: 'http://www.mobileread.com/forums/archive/index.php/t-112268.html',
    original:
      'I usually read my kindle in the bath, using a ziplock bag, unfortunately for avoiding having much air as possible in the bag I usually seal it with the help of the bath (the water pressure outside pushing out the air out of the bag). One day during my routine sealing I noticed a small amount of water in the bag (about 20~30 cc enough to wet the IO port and a good part of the keyboard).',
    language: 'en',
    text: "Di solito leggo il kindle nella vasca, dentro una busta ziplock; purtroppo, per far uscire più aria possibile, la chiudo aiutandomi con l'acqua della vasca (la pressione dell'acqua da fuori spinge l'aria fuori dalla busta). Un giorno, mentre la chiudevo come al solito, ho notato un po' d'acqua nella busta (circa 20-30 cc, abbastanza per bagnare la porta USB e buona parte della tastiera).",
    category: 'smartphone',
    cause:
      "Acqua entrata nel lettore: asciugato togliendo il coperchio posteriore e lasciandolo tre giorni nel riso; la batteria si era scaricata del tutto e l'unico modo per farlo ripartire è stato scollegare e ricollegare la batteria, poi ricaricarlo fino al LED verde.",
    keywords: ['acqua', 'asciugare', 'batteria', 'scollegare', 'ricarica'],
  },
  {
    id: 'sp-1909',
    source: 'https://techzwn33.rssing.com/chan-68063350/article1.html',
    original:
      'There is an apparent and unfortunate defect in the Amazon Kindle, which many users—myself included—have encountered. Occasionally the device will not start and will not charge, regardless of the battery level.',
    language: 'en',
    text: "C'è un difetto evidente e sfortunato nel Kindle di Amazon, che hanno incontrato tanti utenti, me compreso. Ogni tanto il dispositivo non si accende e non si carica, qualunque sia il livello della batteria.",
    category: 'smartphone',
    cause:
      "Il lettore era bloccato e non bastava il reset con l'interruttore: tolto il coperchio posteriore, premuto con uno spillo il forellino di reset sotto/accanto alla batteria e poi tenuto l'interruttore di accensione 15-30 secondi, il Kindle è ripartito subito.",
    keywords: ['reset', 'forellino', 'interruttore', 'blocco', 'riavvio'],
  },
  {
    id: 'sp-1910',
    source: 'https://github.com/joeycastillo/Sensor-Watch/issues/251',
    original:
      'Anyone observe this? Watch loses time and restarts. Loose battery perhaps?\n\nEDIT: I can consistently reproduce this by pressing on the battery casing. The red LED will blink once, and the watch will reset and start again after a few seconds.',
    language: 'en',
    text: "Qualcuno l'ha notato? L'orologio perde l'ora e si riavvia. Forse la batteria è lenta?\n\nEDIT: riesco a riprodurlo ogni volta premendo sul vano della batteria. Il LED rosso lampeggia una volta, e l'orologio si resetta e riparte dopo qualche secondo.",
    category: 'smartphone',
    cause:
      "Falso contatto dell'alimentazione sulla scheda (linguette del supporto batteria non ben collegate): premendo sul vano batteria si interrompeva la corrente; sostituendo la scheda con un'altra, con la stessa cassa e batteria, i reset sono spariti.",
    keywords: ['contatto', 'batteria', 'scheda', 'alimentazione', 'reset', 'linguette'],
  },
  {
    id: 'sp-1911',
    source: 'https://github.com/crosspoint-reader/crosspoint-reader/issues/2972',
    original:
      'Hey everyone, did anyone faced the same issue? I feel like no matter how many times refresh or reset screen, I have font settings title and line from settings burned into my eink screen, and screensaver comes with pics and it just stays there always.',
    language: 'en',
    text: "Ciao a tutti, a qualcuno è capitata la stessa cosa? Ho l'impressione che per quante volte faccia il refresh o resetti lo schermo, il titolo e la riga delle impostazioni dei font mi siano rimasti stampati sullo schermo eink, e quando parte lo screensaver con le immagini restano sempre lì.",
    category: 'smartphone',
    cause:
      "Non era un danno permanente ma un'immagine residua (ghosting) del display e-ink; è sparita dopo aver forzato moltissimi aggiornamenti completi dello schermo scorrendo a lungo le pagine dei libri.",
    keywords: ['eink', 'ghosting', 'refresh', 'residua', 'display'],
  },
  {
    id: 'sp-1912',
    source:
      'https://tuttologico.altervista.org/pulire-lo-smartphone-e-non-solo-senza-far-danni/?doing_wp_cron=1680000958.5310530662536621093750',
    original:
      'Qualche volta mi è capitato che, collegando lo smartphone all’alimentatore, quest’ultimo si rifiutasse di ricaricarsi.',
    language: 'it',
    text: 'Qualche volta mi è capitato che, collegando lo smartphone all’alimentatore, quest’ultimo si rifiutasse di ricaricarsi.',
    category: 'smartphone',
    cause:
      'Residui di cotone (pelucchi della tasca) dentro la porta Lightning impedivano al connettore di entrare fino in fondo; rimossi con una pasta adesiva tipo Patafix, la ricarica è tornata a funzionare.',
    keywords: ['porta', 'pelucchi', 'pulizia', 'connettore', 'ricarica'],
  },
  {
    id: 'sp-1913',
    source: 'http://titofaraci.nova100.ilsole24ore.com/2010/05/31/con-le-mie-mani/',
    original:
      'La rotellina del BlackBerry si era rotta. Erano giorni che arrancava. E oggi era impossibile fare salire il cursore. Opinioni di amici oscillanti fra "È successo anche a mio cugino. Buttalo, fai prima", "Mandalo a riparare e aspetta tre mesi", "È ora che ti compri l\'iPhone".',
    language: 'it',
    text: 'La rotellina del BlackBerry si era rotta. Erano giorni che arrancava. E oggi era impossibile fare salire il cursore. Opinioni di amici oscillanti fra "È successo anche a mio cugino. Buttalo, fai prima", "Mandalo a riparare e aspetta tre mesi", "È ora che ti compri l\'iPhone".',
    category: 'smartphone',
    cause:
      'La trackball era bloccata dallo sporco: smontata la scatoletta della trackball e puliti i quattro rullini interni, la rotellina è tornata a funzionare meglio di prima.',
    keywords: ['trackball', 'sporco', 'rullini', 'pulizia', 'smontare'],
  },
  {
    id: 'sp-1914',
    source: 'http://www.pressreader.com/germany/guenzburger-zeitung/20190923/281689731531111',
    original:
      'Das Ganze wäre nur eine lustige Familienanekdote, hätte sie nicht Folgen, die tausende SmartphoneNutzer kennen. Ein nasses Handy. Wir hatten Glück. Display und Apps funktionierten noch. Einzig telefonieren konnte man nicht. Mikrofon und Lautsprecher versagten zuerst den Dienst.',
    language: 'de',
    text: 'Sarebbe solo un aneddoto di famiglia divertente, se non avesse conseguenze che migliaia di utenti di smartphone conoscono bene. Un telefono bagnato. Ci è andata bene: display e app funzionavano ancora. Solo che non si riusciva a telefonare. Microfono e altoparlante sono stati i primi a smettere di funzionare.',
    category: 'smartphone',
    cause:
      'Il telefono era caduto nel water ed era entrata acqua: aperto il retro, asciugata la batteria e lasciato asciugare per una settimana, microfono e altoparlante sono tornati a funzionare.',
    keywords: ['acqua', 'asciugare', 'umidità', 'microfono', 'altoparlante'],
  },
  {
    id: 'sp-1915',
    source: 'https://www.pressreader.com/germany/augsburger-allgemeine-land-nord/20181022/281822874778745',
    original:
      'Kürzlich begann sich am Smartphone die Rückwand zu lösen. Da die Geräte nicht mehr verschraubt, sondern geklebt sind, hätte es normaler Verschleiß sein können. Langsam aber bildete sich auf der Rückwand eine Wölbung, die dicker und dicker wurde.',
    language: 'de',
    text: 'Di recente sullo smartphone ha cominciato a staccarsi il retro. Visto che questi telefoni ormai non sono più avvitati ma incollati, poteva essere normale usura. Piano piano però sul retro si è formata una bombatura che diventava sempre più spessa.',
    category: 'smartphone',
    cause:
      'La batteria si era gonfiata per i gas formati al suo interno e spingeva via il retro; al centro riparazioni hanno confermato la batteria gonfia da sostituire.',
    keywords: ['batteria', 'gonfia', 'rigonfiamento', 'sostituzione', 'retro'],
  },
  {
    id: 'sp-1916',
    source: 'http://jegoun.com/2017/10/histoire-d-et-de-ma-connerie.html?m=1',
    original:
      'Mon nouvelle iPhone présentait depuis quelques semaines des symptômes équivalents, avec depuis une dizaine de jour, l’obligation de coincer le câble dans une position précise pour arriver à charger la bête. Et ce midi : plus rien.',
    language: 'fr',
    text: 'Il mio nuovo iPhone da qualche settimana aveva sintomi simili: da una decina di giorni dovevo incastrare il cavo in una posizione precisa per riuscire a caricarlo. E oggi a mezzogiorno: più niente.',
    category: 'smartphone',
    cause:
      "La porta di ricarica era piena di polvere e di un batuffolo di pelucchi che impediva al connettore di entrare bene; all'Apple Store l'hanno grattata via con una graffetta e il telefono è tornato a caricare.",
    keywords: ['porta', 'pelucchi', 'polvere', 'connettore', 'pulizia'],
  },
  {
    id: 'sp-1917',
    source: 'https://kindleebooks.wordpress.com/2012/06/',
    original:
      'Today I had a frozen Kindle, for the first time since it arrived. The device’s charge was half full, but nothing would wake it from sleep mode. One of the screensavers was frozen on the e-ink screen.',
    language: 'en',
    text: "Oggi mi si è bloccato il Kindle, per la prima volta da quando ce l'ho. La batteria era carica a metà, ma niente riusciva a svegliarlo dalla modalità sospensione. Uno degli screensaver era rimasto congelato sullo schermo e-ink.",
    category: 'smartphone',
    cause:
      "Il software del lettore si era bloccato in sospensione; tenendo premuto l'interruttore di accensione per 15 secondi si è fatto un riavvio forzato e il Kindle è ripartito normalmente.",
    keywords: ['riavvio', 'forzato', 'accensione', 'pulsante', 'blocco'],
  },
];
