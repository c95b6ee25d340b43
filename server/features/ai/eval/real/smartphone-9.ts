import type { RealCase } from './types.ts';

/** Batch 9 of real smartphone reports (issue 24): gathered 2026-11-27 by helpers blind to the assistant; never read. */
export const CASES: RealCase[] = [
  {
    id: 'sp-701',
    source: 'https://www.pradelli.net/node/29',
    original:
      'Erano le 19:40 e mi chiamò lo Smilzo dicendomi che gli si era rotto il telefono. I sintomi erano: non si accende più. (…) Così ci trovammo da me, alle prese con un NGM Forward Infinity.',
    language: 'it',
    text: 'Erano le 19:40 e mi chiamò lo Smilzo dicendomi che gli si era rotto il telefono. I sintomi erano: non si accende più. (…) Così ci trovammo da me, alle prese con un NGM Forward Infinity.',
    category: 'smartphone',
    cause:
      'Aperto il telefono, il cavetto flat della pulsantiera dorsale (tasto di accensione) era tranciato; è stato risolto saldando un nuovo pulsante sulle piazzole di accensione della scheda madre.',
    keywords: ['flat', 'tasto', 'accensione', 'tranciato', 'saldatura'],
  },
  {
    id: 'sp-702',
    source: 'http://debiaonoldcomputers.blogspot.com/2019/08/resuscitare-un-telefono-vernee.html',
    original:
      "Un telefono Android di marca Vernee era andato in modalita' bootloader e quando mi e' arrivato  oramai non aveva piu' batteria perche' il proprietario non lo aveva spento (…) Nonostante avere tenuto il telefono in carica per piu' di un giorno non presentava segni di vita",
    language: 'it',
    text: "Un telefono Android di marca Vernee era andato in modalita' bootloader e quando mi e' arrivato  oramai non aveva piu' batteria perche' il proprietario non lo aveva spento (…) Nonostante avere tenuto il telefono in carica per piu' di un giorno non presentava segni di vita",
    category: 'smartphone',
    cause:
      'La batteria si era scaricata troppo (circa 3,2 V) e il circuito di ricarica si rifiutava di caricarla; alimentandola direttamente a 5 V sulle piazzole fino a 3,6 V la ricarica è ripartita, poi un reset di fabbrica ha risolto la corruzione di Android.',
    keywords: ['batteria', 'scarica', 'tensione', 'ricarica', 'reset'],
  },
  {
    id: 'sp-703',
    source: 'https://www.retrophisch.com/category/apple/',
    original:
      'A couple of days ago, our teenager’s iPhone 7—my old iPhone, and more on that another time—started losing its cellular connection. We could restart the phone, and after a couple of restarts, it would come back up for a few hours before disappearing again. It worked fine on Wi-Fi. When it became apparent that no amount of restarting and resetting networks was going to fix the issue, I made a Genius Bar appointment',
    language: 'en',
    text: "Un paio di giorni fa l'iPhone 7 di mio figlio adolescente (era il mio vecchio iPhone) ha cominciato a perdere la connessione cellulare. Riavviandolo, dopo un paio di riavvii tornava per qualche ora e poi spariva di nuovo. In Wi-Fi funzionava bene. Quando è stato chiaro che nessun riavvio o reset delle impostazioni di rete l'avrebbe sistemato, ho prenotato un appuntamento al Genius Bar.",
    category: 'smartphone',
    cause:
      'Difetto noto di un lotto di iPhone 7 di una specifica fabbrica: il modem cellulare si guasta; Apple ha sostituito gratuitamente la scheda logica.',
    keywords: ['modem', 'cellulare', 'scheda', 'logica', 'difetto'],
  },
  {
    id: 'sp-704',
    source: 'http://blog.steveundkristin.de/2011/03/11/samsung-gt-s5230-star-akku-problem',
    original:
      'Nachdem ich das Samsung GT-S5230 am Vortag aufgeladen hatte, musste ich mit Entsetzen feststellen, das es am nächsten Tag fast wieder leer war. Die Meldung „Akku schwach“ prangte im Display. (…) Aber als ich es in der Arbeit per USB laden wollte, stellte ich nach einiger Zeit fest, das kein einziger Ladezustandsbalken dazugekommen war. (…) Okay, einmal aus- und wieder angeschalten. Dann nochmal einige Zeit an den USB Tropf. Wieder nach einiger Zeit, gleiches Verhalten. Ich dachte gleich an einen Akku defekt.',
    language: 'de',
    text: "Dopo aver caricato il Samsung GT-S5230 il giorno prima, con orrore ho visto che il giorno dopo era di nuovo quasi scarico. Sul display c'era il messaggio \"Batteria scarica\". (…) Ma quando al lavoro ho provato a caricarlo via USB, dopo un po' ho visto che non si era aggiunta nemmeno una tacca di carica. (…) Ok, spento e riacceso una volta. Poi di nuovo un po' attaccato all'USB. Di nuovo, dopo un po', stesso comportamento. Ho pensato subito a una batteria difettosa.",
    category: 'smartphone',
    cause:
      'La scheda micro SD inserita non veniva più riconosciuta e scaricava la batteria; tolta la scheda, puliti i contatti e reinserita, il telefono ha ripreso a caricarsi normalmente.',
    keywords: ['scheda', 'microsd', 'contatti', 'pulizia', 'riconosciuta'],
  },
  {
    id: 'sp-705',
    source: 'https://biz-comm.com/2016blog/index.php/2017/01/',
    original: 'Yesterday, hubby spilled coffee on his iPad. Still worked except no speakers. Earphones ok.',
    language: 'en',
    text: 'Ieri mio marito ha rovesciato il caffè sul suo iPad. Funziona ancora, tranne gli altoparlanti. Con gli auricolari va bene.',
    category: 'smartphone',
    cause:
      "Il liquido penetrato aveva bloccato gli altoparlanti; asciugando l'iPad per circa 30 minuti in un essiccatore a bassa temperatura con sali assorbiumidità (DampRid) il suono è tornato.",
    keywords: ['liquido', 'umidità', 'altoparlanti', 'asciugatura', 'caffè'],
  },
  {
    id: 'sp-706',
    source: 'http://yaaics.blogspot.com/2023/06/unbricking-kobo-forma-ereader.html',
    original:
      'The Kobo Forma device that was presented to me got stuck in a power-on loop in a low-battery state. As a result, the battery could no longer be charged and the device could not be properly powered off. All above instructions on reset methods failed. The Kobo Forma does not have a paperclip reset hole.',
    language: 'en',
    text: 'Il Kobo Forma che mi hanno portato si era bloccato in un ciclo di accensione con la batteria quasi scarica. Di conseguenza la batteria non si poteva più caricare e il dispositivo non si riusciva a spegnere correttamente. Tutte le istruzioni di reset non hanno funzionato. Il Kobo Forma non ha il forellino di reset per la graffetta.',
    category: 'smartphone',
    cause:
      'Il lettore era bloccato in un loop di accensione con batteria scarica; aprendolo e scollegando (tagliando e ricollegando) un filo della batteria con il caricatore collegato, il dispositivo si è resettato ed è ripartito.',
    keywords: ['batteria', 'scollegare', 'loop', 'accensione', 'scarica'],
  },
  {
    id: 'sp-707',
    source: 'http://mistermocha.blogspot.com/2009/08/blackberry-battery-fail-business-card.html',
    original:
      "Sometime last week, I became immensely frustrated with my Blackberry Storm crashing on me again. I was simply trying to dial, when the screen went blank and returned with the little clock icon. This happens on a regular basis. The frequency is not very predictable. (…) It had to be the fault of the operating system. Dammit, I knew I should never have downloaded advanced pre-release software! I was going to have to wipe it clean and reinstall again. (…) because the phone had been known to crash when I wasn't moving it around",
    language: 'en',
    text: "La settimana scorsa mi sono arrabbiato tantissimo perché il mio BlackBerry Storm si è piantato di nuovo. Stavo solo facendo un numero quando lo schermo è diventato nero ed è ricomparsa l'iconcina dell'orologio. Succede regolarmente, ma non si sa prevedere quando. (…) Doveva essere colpa del sistema operativo. Accidenti, lo sapevo che non dovevo scaricare il software in pre-release! Avrei dovuto cancellare tutto e reinstallare. (…) perché il telefono si era piantato anche quando non lo stavo muovendo.",
    category: 'smartphone',
    cause:
      'La batteria era lenta nel suo alloggiamento e con i colpi perdeva contatto facendo riavviare il telefono; infilando un pezzo di biglietto da visita sopra la batteria per tenerla ferma il problema è sparito.',
    keywords: ['batteria', 'lenta', 'contatto', 'spessore', 'riavvio'],
  },
  {
    id: 'sp-708',
    source: 'http://brattex.blogspot.com/2009/08/blackberry-curve-8900-javelin-white.html',
    original:
      "Strangely, I've only ever noticed it when I've had it resting on my pile of papers on my desk in my office. The most strange thing about it is that it seemed to start with Google Talk, but soon migrated its way to any application that I was using. For some reason, it would look like it lost a display signal, and artefacts would occur all over the show, but it was almost still visible sometimes. Then, when it blanked out, I'd have to move my phone aside and let it rest while I carried on with my other work, and over some time it would come back.",
    language: 'en',
    text: "Stranamente l'ho notato solo quando era appoggiato sulla pila di fogli sulla mia scrivania in ufficio. La cosa più strana è che sembrava iniziare con Google Talk, ma poi è passato a qualsiasi applicazione stessi usando. Per qualche motivo sembrava perdere il segnale del display e comparivano artefatti dappertutto, a volte però si vedeva ancora quasi tutto. Poi, quando diventava bianco, dovevo spostare il telefono e lasciarlo stare mentre continuavo a lavorare, e dopo un po' tornava.",
    category: 'smartphone',
    cause:
      'Lo schermo bianco compariva solo quando il BlackBerry era vicino o a contatto con la busta di plastica del CD del software, probabilmente per interferenza elettrostatica; allontanato dalla busta il problema non si è più presentato.',
    keywords: ['statica', 'interferenza', 'plastica', 'elettrostatica', 'busta'],
  },
  {
    id: 'sp-709',
    source: 'https://2015.joelglovier.com/writing/quick-tip-fix-your-unresponsive-iphone-home-button',
    original:
      'Have an iPhone 4, or 3G, or ANY iPhone with an unresponsive home button? I do. Lately I\'ve been frustrated that when I hit the "home" button on my iPhone, it would take 4 or 5 tries until it actually responded. SO annoying.',
    language: 'en',
    text: 'Avete un iPhone 4, o un 3G, o QUALSIASI iPhone con il tasto Home che non risponde? Io sì. Ultimamente mi fa impazzire: quando premo il tasto Home ci vogliono 4 o 5 tentativi prima che risponda davvero. Fastidiosissimo.',
    category: 'smartphone',
    cause:
      "Non era un guasto hardware ma un problema software di calibrazione del tasto Home; è stato risolto ricalibrandolo (aprire un'app di sistema, tenere premuto il tasto di accensione fino al cursore di spegnimento, poi tenere premuto Home finché l'app si chiude).",
    keywords: ['calibrazione', 'software', 'tasto', 'home', 'ricalibrare'],
  },
  {
    id: 'sp-710',
    source: 'https://kwatog.wordpress.com/2013/01/25/a-water-damaged-samsung-galaxy-s2/',
    original:
      'Just before Christmas of 2012, my Samsung Galaxy S2 had a terrible accident.  It went into the washing machine and had a couple of spins. (…) I immediately took it out of the tub, removed the cover and battery and let it dry. (…) I reassembled the phone and turned in on after a few hours. It booted, showed my home screen, screen went haywire and then died. It didn’t go back to life',
    language: 'en',
    text: "Poco prima del Natale 2012 il mio Samsung Galaxy S2 ha avuto un brutto incidente: è finito in lavatrice e si è fatto un paio di centrifughe. (…) L'ho tirato subito fuori dal cestello, ho tolto la cover e la batteria e l'ho lasciato asciugare. (…) Dopo qualche ora l'ho rimontato e l'ho acceso. Si è avviato, ha mostrato la schermata home, poi lo schermo è impazzito e si è spento. Non si è più riacceso.",
    category: 'smartphone',
    cause:
      "Al centro riparazioni hanno trovato l'integrato di alimentazione (Power IC) bruciato e il tasto di accensione corroso dall'acqua; il tecnico ha sostituito il Power IC e riparato il tasto.",
    keywords: ['acqua', 'integrato', 'alimentazione', 'corrosione', 'tasto'],
  },
  {
    id: 'sp-711',
    source: 'http://blog.nankoku.jp/goosuke/2013/01',
    original:
      '既に現役を退き、たま~に電源入れるだけとなってた iPhone 3GS。\nふと気づくと、なんか 膨れてる!\n液晶に貼ってある保護シート中央部分にも 変なスジが・・・',
    language: 'ja',
    text: "Il mio vecchio iPhone 3GS, ormai in pensione, lo accendevo solo ogni tanto. All'improvviso mi accorgo che è tutto gonfio! E anche al centro della pellicola protettiva sullo schermo ci sono delle strane striature...",
    category: 'smartphone',
    cause:
      'Aprendolo si è trovata la batteria enormemente gonfia, che aveva spinto e piegato la scheda madre e premuto sul display; il telefono è stato giudicato irrecuperabile.',
    keywords: ['batteria', 'gonfia', 'rigonfiamento', 'scheda', 'display'],
  },
  {
    id: 'sp-712',
    source: 'http://deputycio.com/3436/fixed-gps-on-htc-evo-4g-cyanogenmod-7-0-3-1',
    original:
      'GPS died on me again after working great the day after my fix experiment (or I thought so because I tested it only in Maps and not in Navigation app, where it was failing miserably).',
    language: 'en',
    text: "Il GPS mi ha abbandonato di nuovo dopo aver funzionato benissimo il giorno dopo il mio esperimento di riparazione (o almeno così credevo, perché l'avevo provato solo in Maps e non nell'app Navigatore, dove falliva miseramente).",
    category: 'smartphone',
    cause:
      'I dati/impostazioni del GPS erano da azzerare: ripristinando il firmware HTC Sense originale, digitando il codice ##GPSCLRX# (##4772579#) con il codice MSL e riavviando, il GPS è tornato a funzionare.',
    keywords: ['gps', 'reset', 'firmware', 'codice', 'impostazioni'],
  },
  {
    id: 'sp-713',
    source: 'https://amysramblings.wordpress.com/2010/11/14/nook-frozen-screen/',
    original:
      'Yesterday morning, I tried to wake up my Nook by pressing the button on the top (like I always do) and it wouldn’t wake up.',
    language: 'en',
    text: 'Ieri mattina ho provato a risvegliare il mio Nook premendo il pulsante in alto (come faccio sempre) e non si è svegliato.',
    category: 'smartphone',
    cause:
      'La batteria si era scaricata completamente (il Nook era rimasto acceso) e il lettore restava bloccato; si è risolto togliendo la batteria, collegando il Nook al caricatore senza batteria finché si avviava, e poi reinserendo la batteria senza scollegarlo.',
    keywords: ['batteria', 'scarica', 'togliere', 'caricatore', 'riavvio'],
  },
  {
    id: 'sp-714',
    source: 'https://www.helpmeusetech.com/?p=1701',
    original:
      'Over the last few weeks, I have been noticing that by the time I get to work in the morning, my iPad has already lost a significant amount of charge.  Normally, I charge the device over night so it is ready to go with me the next day.  Over the course of about 90 minutes in the morning, it loses a roughly 10% of the charge.  Hmmm…',
    language: 'en',
    text: 'Nelle ultime settimane ho notato che quando arrivo al lavoro la mattina il mio iPad ha già perso una bella fetta di carica. Di solito lo carico durante la notte così è pronto per il giorno dopo. Nel giro di circa 90 minuti al mattino perde più o meno il 10% della carica. Mah…',
    category: 'smartphone',
    cause:
      "La cover magnetica (Smart Cover), con la cerniera ormai schiacciata dall'uso, scivolava leggermente e i magneti non erano più allineati: l'iPad si risvegliava da solo nello zaino e consumava batteria.",
    keywords: ['cover', 'magnetica', 'magneti', 'risveglio', 'disallineata'],
  },
  {
    id: 'sp-715',
    source: 'http://bspt.altervista.org/category/riparazioni/',
    original:
      'many people have reported that some Blackberry smartphones just randomly refuse to turn on reporting the error “BB10-0020”',
    language: 'en',
    text: 'molte persone hanno segnalato che alcuni smartphone BlackBerry all\'improvviso si rifiutano di accendersi, dando l\'errore "BB10-0020"',
    category: 'smartphone',
    cause:
      'Il problema era dovuto a un collegamento interrotto tra il connettore della batteria e la scheda madre (non alla batteria in sé); ripristinando quel collegamento il telefono è ripartito.',
    keywords: ['connettore', 'batteria', 'scheda', 'collegamento', 'interrotto'],
  },
  {
    id: 'sp-716',
    source: 'https://forums.tomsguide.com/threads/samsung-tablet-wont-turn-on.81348/',
    original:
      'The tablet had been on the charger for a couple of hours so I knew it should have been charged. Tried holding the power button and volume button down for 10 sec but with no result',
    language: 'en',
    text: "Il tablet era rimasto in carica per un paio d'ore, quindi doveva essere carico. Ho provato a tenere premuti il tasto di accensione e il tasto del volume per 10 secondi, ma niente.",
    category: 'smartphone',
    cause:
      'Il tablet era bloccato (la batteria era al 99%): il riavvio forzato funziona solo con il caricatore collegato, tenendo premuti accensione e volume giù per circa 15 secondi; poi si è acceso normalmente.',
    keywords: ['riavvio', 'forzato', 'caricatore', 'bloccato', 'tasti'],
  },
];
