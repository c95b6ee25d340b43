import type { RealCase } from './types.ts';

/**
 * Batch 23 of real computer reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix, or whose device was someone else's, were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'pc-2301',
    source:
      'https://github.com/harshityadav95/harshityadav95.github.io/blob/1fb5e583cf0f5082d60df5548a0e13b36d76b872/_posts/Getting%20Started/2021-05-14-laptop-repair.md',
    original:
      'fast forward to Summer 2021 the laptop is easily reaching 100 degree with even cooling pad and every trick with even medium workloads and even once failed to boot when overheated',
    language: 'en',
    text: "arrivati all'estate 2021 il portatile arriva tranquillamente a 100 gradi anche con la base di raffreddamento e tutti i trucchi, pure con carichi medi, e una volta non è nemmeno ripartito quando si era surriscaldato",
    category: 'computer',
    cause:
      'La pasta termica del processore era vecchia e non dissipava più; smontato il ThinkPad E430 e sostituita la pasta termica, le temperature sono scese a 45 gradi a riposo e max 70 sotto carico.',
    keywords: ['pasta', 'termica', 'processore', 'surriscaldamento', 'sostituzione'],
  },
  {
    id: 'pc-2302',
    source:
      'https://github.com/Chris-Johnston/Chris-Johnston.github.io/blob/0508a3d031fa7e8196b3f41e798f926d0de52775/_posts/2020-08-08-harddrive-recovery.md',
    original:
      "I pulled the drives out to grab the data off, and found that they wouldn't spin when plugged in.",
    language: 'en',
    text: 'ho tirato fuori i dischi per recuperare i dati e ho visto che, una volta collegati, non giravano più.',
    category: 'computer',
    cause:
      "Aveva collegato al NAS l'alimentatore sbagliato (24V invece di 12V): sulla scheda dei dischi si erano bruciati il diodo TVS e la resistenza da 0 ohm che fa da fusibile sui 12V; ponticellata la resistenza aperta con lo stagno, il disco ha ripreso a girare.",
    keywords: ['alimentatore', 'sovratensione', 'diodo', 'resistenza', 'fusibile'],
  },
  {
    id: 'pc-2303',
    source: 'https://www.staze.org/repair-asus-rt-n16/',
    original:
      'Late last night, my router went down. Checking it, I saw that the lights were all off. Huh. So, I unplugged and replugged it, and it came back up. Figuring it was a glitch, I went back to bed, and thought nothing of it. This morning, I found it was off again, and re-plugging it would do nothing. Crap.',
    language: 'en',
    text: "Ieri sera tardi il router è andato giù. Sono andato a controllare e le luci erano tutte spente. Boh. Allora l'ho staccato e riattaccato ed è ripartito. Ho pensato a un intoppo, sono tornato a letto e non ci ho più pensato. Stamattina l'ho ritrovato di nuovo spento, e a staccarlo e riattaccarlo non succedeva più niente. Che palle.",
    category: 'computer',
    cause:
      "Sulla scheda del router Asus RT-N16 c'era un condensatore elettrolitico da 680uF 16V gonfio (capacità scesa a 160uF, ESR alta); sostituito con uno nuovo, il router si è riacceso regolarmente.",
    keywords: ['condensatore', 'gonfio', 'elettrolitico', 'sostituzione', 'saldatura'],
  },
  {
    id: 'pc-2304',
    source: 'http://reza.net/wordpress/?p=383',
    original:
      'I noticed some websites loading way slow, and I used speedtest to find out that I was getting 2mbits instead of my usual 15.  I called up support and they said everything was fine, and it looked my router was problematic.  After I hung up, nothing worked and bypassing the router didn’t help.',
    language: 'en',
    text: "Ho notato che alcuni siti si caricavano lentissimi, ho fatto uno speedtest e andavo a 2 mega invece dei soliti 15. Ho chiamato l'assistenza e mi hanno detto che era tutto a posto e che sembrava un problema del mio router. Appena ho riattaccato non funzionava più niente, e anche saltando il router non cambiava nulla.",
    category: 'computer',
    cause:
      "Nel modem c'era un condensatore elettrolitico gonfio vicino a una grossa induttanza dell'alimentazione; sostituito con uno di ricambio, il modem è tornato a funzionare.",
    keywords: ['condensatore', 'gonfio', 'modem', 'alimentazione', 'sostituzione'],
  },
  {
    id: 'pc-2305',
    source:
      'https://github.com/Kromey/Kromey.github.io/blob/0efaccf8df917319622e674a73c1d7e3dfc20c75/_posts/2013-06-27-plugged-in-not-charging.md',
    original:
      'Tonight I noticed that, despite having plugged it in quite a while ago, the little system tray indicator still suggested I had very low battery charge remaining. Hovering over it revealed something even more troubling:\n\nNext to the available charge was the ominous phrase: "plugged in, not charging".',
    language: 'en',
    text: "Stasera ho notato che, anche se l'avevo attaccato alla corrente da un bel po', l'iconcina nella barra delle applicazioni diceva ancora che la batteria era quasi scarica. Passandoci sopra col mouse è venuta fuori una cosa ancora più preoccupante: accanto alla carica disponibile c'era la scritta minacciosa \"collegato, non in carica\".",
    category: 'computer',
    cause:
      "La batteria del portatile HP G70 era surriscaldata perché appoggiato sul letto non riusciva a far circolare l'aria; sollevato su una scatola per ripristinare il flusso d'aria, dopo due minuti ha ripreso a caricare.",
    keywords: ['surriscaldamento', 'batteria', 'ventilazione', 'aria', 'calore'],
  },
  {
    id: 'pc-2306',
    source:
      'https://github.com/blog-dovydasvenckus/blog/blob/1bb536a974d1c9c1eb76cd857973d01f36fcdb7e/_posts/2020-07-12-one-psu-two-fried-cpus.md',
    original:
      "Connected PSU to my current PC with Intel I7-6700K CPU. Computer fans were spinning but, I didn't receive any video output.\nI have tried to boot system without a video card, tried booting with a single stick of ram in different ram slots.\nBut still could not boot the system.",
    language: 'en',
    text: "Ho collegato l'alimentatore al mio PC attuale con la CPU Intel i7-6700K. Le ventole giravano ma non usciva nessun segnale video. Ho provato ad avviarlo senza scheda video, ho provato con un solo banco di RAM in slot diversi, ma niente, non partiva lo stesso.",
    category: 'computer',
    cause:
      "Il nuovo alimentatore Fractal Design ION SFX 500W era difettoso e aveva bruciato la CPU; con una CPU sostituita e il vecchio alimentatore il PC è ripartito, e il centro assistenza ha confermato l'alimentatore guasto (rimborsato).",
    keywords: ['alimentatore', 'difettoso', 'processore', 'bruciato', 'sostituzione'],
  },
  {
    id: 'pc-2307',
    source:
      'https://github.com/shimmy1996/blog/blob/f05cd52794062c2733fb1d4aec68c8b9db854364/content/posts/2019-02-28-trackpad-and-swollen-batteries.en.md',
    original:
      "For the last few weeks, the right click on my Dell XPS 13's trackpad is getting less responsive: the entire right half of the trackpad sunk around 2mm beneath the palm rest, making clicks hard to register. At first I dismissed it as normal wear",
    language: 'en',
    text: "Da qualche settimana il clic destro sul touchpad del mio Dell XPS 13 risponde sempre peggio: tutta la metà destra del touchpad è sprofondata di circa 2 mm sotto il poggiapolsi e i clic si registrano a fatica. All'inizio ho pensato fosse la normale usura",
    category: 'computer',
    cause:
      'La batteria interna si era gonfiata e spingeva in su la metà sinistra del touchpad fino a deformarlo; sostituita la batteria con una originale Dell, il touchpad è tornato normale.',
    keywords: ['batteria', 'gonfia', 'touchpad', 'deformato', 'sostituzione'],
  },
  {
    id: 'pc-2308',
    source:
      'https://github.com/elliowo/elliot.science/blob/d773829b266ce20e83f32a83898e48c934f5645d/content/post/gpu-fan-replacement/index.md',
    original:
      'I realised that the fans would only start\nwhen at 70°C and only one of the fans was operational. I first thought it was a driver issue,\nunfortunately was not. The fan would operate when set to 5000+ rpm but would only work on one fan as before, and \nsaid the output was 3000 rpm.',
    language: 'en',
    text: "Mi sono accorto che le ventole partivano solo a 70°C e ne funzionava solo una. All'inizio pensavo fosse un problema di driver, ma purtroppo no. Impostandola a più di 5000 giri la ventola partiva, ma sempre e solo una come prima, e segnava 3000 giri.",
    category: 'computer',
    cause:
      'Le ventole della scheda video XFX Radeon R9 390 erano guaste (difetto comune del modello); sostituite con ventole di ricambio, pulita la scheda e rifatta la pasta termica, la scheda è più silenziosa e a riposo sta a 34°C.',
    keywords: ['ventola', 'guasta', 'scheda', 'video', 'sostituzione'],
  },
  {
    id: 'pc-2309',
    source:
      'https://github.com/masato/blog2/blob/f8c8273fe57e74a5c36f688889de08ab0af4d0ca/source/_posts/hp-chromebook-11-wont-turn-on.md',
    original:
      'そういえば一昨日からHP Chromebook 11に電源アダプタを挿していても「低電力の充電器に接続されています。」と表示されていて気になっていたのですが、今日はついに作業中に電源が落ちてLEDも点灯しなくなり電源が入らなくなりました。',
    language: 'ja',
    text: "Tra l'altro già da due giorni, anche con l'alimentatore attaccato, l'HP Chromebook 11 mi diceva \"Collegato a un caricabatterie a bassa potenza\" e la cosa mi preoccupava; oggi alla fine si è spento mentre lavoravo, il LED non si accende più e non si riaccende.",
    category: 'computer',
    cause:
      "Il circuito di ricarica/batteria del Chromebook si era bloccato; tolto il coperchio posteriore, scollegato per un po' il connettore della batteria e poi riattaccato l'alimentatore, il LED è passato da rosso a giallo e la ricarica è ripartita.",
    keywords: ['batteria', 'connettore', 'ricarica', 'scollegare', 'reset'],
  },
  {
    id: 'pc-2310',
    source:
      'https://github.com/anm/anm.github.com/blob/c5e4c5c1e5f54b4f4d1f7a8f8041a67496192cde/blog/_posts/2012-08-06-Servicing-a-Thinkpad-x60s-fan.md',
    original:
      'The fan in my x60s had started to sound rough. I was worried it was going to\ndie soon, which would be very inconvenient when cycle touring or in\nmid-nowhere.',
    language: 'en',
    text: 'La ventola del mio X60s aveva cominciato a fare un rumore ruvido. Avevo paura che morisse a breve, il che sarebbe stato un bel problema in giro in bici o in mezzo al nulla.',
    category: 'computer',
    cause:
      'La ventola del ThinkPad X60s era piena di polvere (anche le alette del dissipatore) e il cuscinetto era secco/usurato; pulita, lubrificata con olio sul cuscinetto e rifatta la pasta termica, la ventola è tornata silenziosa e la CPU sta a 41°C a riposo.',
    keywords: ['ventola', 'polvere', 'cuscinetto', 'lubrificazione', 'pulizia'],
  },
  {
    id: 'pc-2311',
    source: 'http://rfcafe.com/miscellany/humor/logitech-lx3-optical-wheel-mouse.htm',
    original:
      'Over the last few days I have noticed that the scroll wheel on my Logitech LX3 Optical Wheel Mouse began acting weirdly. It seemed to work properly when scrolling up the page, but was very erratic when scrolling down.',
    language: 'en',
    text: "Negli ultimi giorni ho notato che la rotellina del mio mouse ottico Logitech LX3 ha cominciato a fare cose strane. Verso l'alto sembrava scorrere bene, ma verso il basso andava in modo molto irregolare.",
    category: 'computer',
    cause:
      'Dentro il mouse, attorno alla rotellina e al suo sensore, si era accumulata lanugine della moquette e altro sporco entrato dalla fessura della rotella; aperto il mouse e tolto tutto con un punteruolo e un piccolo aspirapolvere, è tornato a funzionare.',
    keywords: ['rotellina', 'sporco', 'lanugine', 'pulizia', 'sensore'],
  },
  {
    id: 'pc-2312',
    source: 'https://model-engineer.co.uk/forums/topic/repairing-a-mouse',
    original:
      "My scroll wheel started acting up. Might jitter about in any direction but one thing it wouldn't do is scroll.",
    language: 'en',
    text: "La rotellina del mouse ha cominciato a fare i capricci. Saltellava in tutte le direzioni, ma l'unica cosa che non faceva era scorrere.",
    category: 'computer',
    cause:
      "Polvere e lanugine nell'encoder della rotellina del mouse; soffiato con aria compressa, smontato il mouse e pulito l'encoder con alcol isopropilico, il mouse funziona di nuovo perfettamente.",
    keywords: ['encoder', 'rotellina', 'polvere', 'alcol', 'pulizia'],
  },
  {
    id: 'pc-2313',
    source: 'https://dentedreality.com.au/tags/power/',
    original:
      'The problem manifested itself by just shutting down my laptop before it gave me a low power warning or anything at all.',
    language: 'en',
    text: "Il problema si presentava così: il portatile si spegneva e basta, prima ancora di darmi l'avviso di batteria scarica o qualsiasi altra cosa.",
    category: 'computer',
    cause:
      "La batteria del MacBook Pro aveva delle celle morte e la capacità a piena carica era scesa a circa 3000 mAh (invece di oltre 5000); Apple l'ha sostituita con una nuova e la capacità è tornata a 5440 mAh.",
    keywords: ['batteria', 'celle', 'capacità', 'spegnimento', 'sostituzione'],
  },
  {
    id: 'pc-2314',
    source: 'http://www.sandg-anime-reviews.net/?p=562',
    original:
      'I found I had several computer DVD drives that wouldn’t work (tray stuck shut) and eventually found a fix.',
    language: 'en',
    text: 'Mi sono ritrovato con diversi lettori DVD del computer che non funzionavano (il cassetto restava bloccato chiuso) e alla fine ho trovato come sistemarli.',
    category: 'computer',
    cause:
      'La cinghietta di gomma che muove il cassetto del lettore DVD si era deteriorata (seccata/allentata); sostituita con un O-ring da ferramenta della misura giusta, il lettore ha ripreso a funzionare.',
    keywords: ['cinghia', 'gomma', 'cassetto', 'usura', 'sostituzione'],
  },
  {
    id: 'pc-2315',
    source: 'https://www.werner007.de/9-pc-fehlerfibel/86-mein-pc-bootet-nicht-mehr',
    original:
      'Das kann jedem passieren, man schaltet wie gewohnt den Rechner ein und er startet nicht!\n\nDie Power-LED leuchtet ... der Bildschirm bleibt dunkel und der PC bootet nicht, das Boot-POST wird nicht angezeigt.',
    language: 'de',
    text: 'Può capitare a chiunque: accendi il computer come al solito e non parte! Il LED di accensione è acceso... lo schermo resta nero e il PC non si avvia, non compare nemmeno la schermata del POST.',
    category: 'computer',
    cause:
      "La batteria tampone CR2032 della scheda madre (Asus M5A97) era scarica (2,07 V invece di 3 V), tanto che anche l'orologio di sistema si era fermato; sostituita la batteria, il PC è ripartito senza problemi (poi vanno reimpostati i parametri del BIOS).",
    keywords: ['batteria', 'tampone', 'cmos', 'scarica', 'sostituzione'],
  },
  {
    id: 'pc-2316',
    source:
      'https://github.com/jonbeckett/recursivewords/blob/d352d827c584f6c9d5b5aad59cb91129d05d55a3/_posts/2015/2015-12/2015-12-07-open-heart-surgery.md',
    original:
      "Have you ever been using a laptop with a touch-pad, and your finger has ceased to make the mouse pointer move around? You invariably lick your finger, or rub it on your trousers, and curse at the laptop (and at your finger). We have been having this happen with our children's laptops",
    language: 'en',
    text: 'Vi è mai capitato di usare un portatile col touchpad e a un certo punto il dito smette di far muovere il puntatore? Inevitabilmente ti lecchi il dito, o lo strofini sui pantaloni, e maledici il portatile (e il dito). Ci sta succedendo con i portatili dei nostri figli',
    category: 'computer',
    cause:
      'Il touchpad del portatile Acer aveva perso il collegamento a massa (di solito fatto con un nastro metallizzato) e accumulava carica; saldato un filo tra il retro del touchpad e un punto di massa della scheda madre, il touchpad ha ripreso a funzionare perfettamente.',
    keywords: ['touchpad', 'massa', 'terra', 'filo', 'saldatura'],
  },
  {
    id: 'pc-2317',
    source:
      'https://github.com/bradmccormack/blog/blob/3229bee093dd9b13ca2c6ade714e95bf4d1eaaa9/content/post/2012-08-18-the-importance-of-power-output-for-the-raspberry-pi.md',
    original:
      'Unfortunately over the last few weeks I&#8217;ve been experiencing more and more haphazard experiences. Network dropping out, SMB shares being problematic. Locking up of the user interface and so on. Not a happy time.',
    language: 'en',
    text: "Purtroppo nelle ultime settimane le cose vanno sempre più a casaccio: la rete che cade, le condivisioni SMB che danno problemi, l'interfaccia che si blocca e così via. Un periodo per niente felice.",
    category: 'computer',
    cause:
      "L'alimentatore usato per il Raspberry Pi (5,2 V 650 mA) non dava abbastanza corrente per rete, tastiera USB e decodifica video; con un alimentatore da 5,3 V 2 A tutti i problemi sono spariti all'istante.",
    keywords: ['alimentatore', 'corrente', 'insufficiente', 'raspberry', 'sostituzione'],
  },
  {
    id: 'pc-2318',
    source:
      'https://github.com/myrovh/blog/blob/4504e3f73278ea8ea67243690225e4632c099c7f/content/2020-04-26-home-server-died.md',
    original:
      "My home server died after I replaced the wireless card. Not sure if the wireless\ncard was the cause of the fault but after installing it the motherboard didn't\nPOST and just constantly rebooted.",
    language: 'en',
    text: 'Il mio server di casa è morto dopo che ho cambiato la scheda wireless. Non so se sia stata la scheda a causare il guasto, ma dopo averla montata la scheda madre non passava il POST e continuava a riavviarsi.',
    category: 'computer',
    cause:
      'Tre dei quattro banchi di RAM DDR3 erano guasti e impedivano il POST; lasciando solo il banco buono si è entrati nel BIOS, e dopo aver reinstallato GRUB (perso col reset del BIOS) il server è ripartito.',
    keywords: ['ram', 'banchi', 'guasti', 'post', 'riavvio'],
  },
  {
    id: 'pc-2319',
    source:
      'https://github.com/jaericho/jaericho.github.io/blob/19db59b9d372524555625b8b57dc59638a3ffaa3/_posts/2020-07-23-Bringing-Dell-7440-Back-to-Life.md',
    original:
      'Because the laptop would not boot at all. No power, no lights flashing, nothing.\n\nI know it should boot on a charger without a battery, and I know the charger is good, so what is going on?',
    language: 'en',
    text: 'Il portatile non partiva proprio. Niente corrente, nessuna luce che lampeggia, niente di niente. So che dovrebbe accendersi col caricatore anche senza batteria, e so che il caricatore funziona, quindi che succede?',
    category: 'computer',
    cause:
      "Dopo aver tolto la batteria gonfia e lasciato il Dell Latitude E7440 inutilizzato per mesi, la configurazione BIOS/CMOS si era bloccata; tenendo premuto il tasto di accensione mentre si collega il caricatore si forza l'avvio con reset del BIOS, e il portatile è ripartito.",
    keywords: ['bios', 'cmos', 'reset', 'accensione', 'configurazione'],
  },
  {
    id: 'pc-2320',
    source:
      'http://hi-tech.leonardo.it/macbook-pro-problema-come-risolvere-blocco-con-righe-verticali-sul-display/',
    original:
      'proprio mentre sto scrivendo un posto per Leonardo… zac! Il display diventa tutto nero con righe verticali blu e il Mac va in palla. Devo riavviarlo tenendo premuto per qualche secondo il tasto fisico.',
    language: 'it',
    text: 'proprio mentre sto scrivendo un posto per Leonardo… zac! Il display diventa tutto nero con righe verticali blu e il Mac va in palla. Devo riavviarlo tenendo premuto per qualche secondo il tasto fisico.',
    category: 'computer',
    cause:
      'Non era il sistema operativo: il tecnico del Premium Reseller Apple ha eseguito un reset hardware della scheda logica (SMC) e da allora il Mac non ha più dato problemi, senza sostituire componenti.',
    keywords: ['reset', 'scheda', 'logica', 'smc', 'assistenza'],
  },
  {
    id: 'pc-2321',
    source:
      'https://www.internauta37.altervista.org/it/blog/bluetooth-notebook-mouse-5000-un-esempio-di-obsolescenza-programmata?qt-sidebar_quicktabs=1',
    original:
      "Sul computer fisso utilizzo da quasi 10 anni un mouse bluetooth Logitech, l'MX 900, e l'unico problema che mi ha dato dopo 9 anni e che ho prontamente risolto è stato il doppio click non voluto",
    language: 'it',
    text: "Sul computer fisso utilizzo da quasi 10 anni un mouse bluetooth Logitech, l'MX 900, e l'unico problema che mi ha dato dopo 9 anni e che ho prontamente risolto è stato il doppio click non voluto",
    category: 'computer',
    cause:
      "Il doppio click involontario era dovuto all'usura del microswitch del tasto del mouse; intervenendo sul microswitch il problema è stato risolto.",
    keywords: ['microswitch', 'usura', 'tasto', 'click', 'mouse'],
  },
  {
    id: 'pc-2322',
    source: 'https://junonic.wordpress.com/2008/09/17/non-dissaldarti/',
    original:
      'Posso portare il mio portatileCaterina a pulire la ventola, che gira, la sento, ma evidentemente non abbastanza, perché se non ci punto il ventilatore sopra, si surriscalda e si spegne?',
    language: 'it',
    text: 'Posso portare il mio portatileCaterina a pulire la ventola, che gira, la sento, ma evidentemente non abbastanza, perché se non ci punto il ventilatore sopra, si surriscalda e si spegne?',
    category: 'computer',
    cause:
      'Non era polvere: aprendo il portatile il tecnico ha trovato dissaldato un perno di collegamento tra la ventola e la scheda madre, per cui la ventola non raffreddava; la riparazione avrebbe richiesto di cambiare la scheda madre.',
    keywords: ['ventola', 'saldatura', 'dissaldato', 'surriscaldamento', 'scheda'],
  },
  {
    id: 'pc-2323',
    source: 'https://techboom.net/?p=20275',
    original:
      'Inizio 2018 ho acquistato un Macbook Pro 15″ (edizione 2017) che purtroppo dopo un paio di mesi ha iniziato ad avere problemi alla tastiera. I tasti erano “appiccicosi” e spesso non funzionavano proprio: la barra spaziatrice bloccata e semplici combinazioni come Cmd+C risultavano impossibili.',
    language: 'it',
    text: 'Inizio 2018 ho acquistato un Macbook Pro 15″ (edizione 2017) che purtroppo dopo un paio di mesi ha iniziato ad avere problemi alla tastiera. I tasti erano “appiccicosi” e spesso non funzionavano proprio: la barra spaziatrice bloccata e semplici combinazioni come Cmd+C risultavano impossibili.',
    category: 'computer',
    cause:
      "Difetto della tastiera a farfalla del MacBook Pro: la pulizia non bastava, così all'Apple Store, in garanzia, hanno sostituito l'intero pannello superiore (tastiera, batteria e trackpad).",
    keywords: ['tastiera', 'farfalla', 'difetto', 'sostituzione', 'garanzia'],
  },
  {
    id: 'pc-2324',
    source:
      'https://github.com/octospacc/sitoctt/blob/61a92c17f03fcba26e5f0f5658551ad79834613b/Posts/2023-01-28-Problemi-Hardware-Diventano-Mentali.md',
    original:
      "Ma poi, sono passate quelle altre 2 settimane di relativa pace, e io mi sveglio con il server piantato, e che muore male dopo qualunque mio riavvio manuale (staccando e riattaccando l'alimentatore, è l'unico modo).",
    language: 'it',
    text: "Ma poi, sono passate quelle altre 2 settimane di relativa pace, e io mi sveglio con il server piantato, e che muore male dopo qualunque mio riavvio manuale (staccando e riattaccando l'alimentatore, è l'unico modo).",
    category: 'computer',
    cause:
      'Il Raspberry Pi usato come server si piantava per colpa della schedina microSD generica (senza marca) che stava morendo: i log del kernel mostravano errori mmc; sostituita la microSD con una nuova da 32 GB, quei crash sono spariti.',
    keywords: ['microsd', 'scheda', 'memoria', 'sostituzione', 'raspberry'],
  },
  {
    id: 'pc-2325',
    source: 'https://www.mwyann.fr/posts/256',
    original:
      'Dernièrement, c’est un écran qui m’a lâché. Un beau matin, je tente de l’allumer, et… plus rien. Le néon semblait avoir du mal à s’allumer.',
    language: 'fr',
    text: 'Ultimamente mi ha mollato un monitor. Una bella mattina provo ad accenderlo e… più niente. Sembrava che la retroilluminazione facesse fatica ad accendersi.',
    category: 'computer',
    cause:
      "Nell'alimentatore del monitor un condensatore elettrolitico era gonfio e ormai scoppiato: sostituito con uno di caratteristiche quasi identiche (1000 µF).",
    keywords: ['condensatore', 'gonfio', 'alimentatore', 'sostituzione'],
  },
  {
    id: 'pc-2326',
    source: 'https://nuitsdechine.org/index.php/post/2012/07/22/540',
    original:
      "Quelques heures après (mes interruptions peuvent être longues), je reviens où j'en étais pour constater que l'écran ne s'allume plus (plus de signal) et qu'il m'est impossible de reprendre ma session de travail.",
    language: 'fr',
    text: 'Qualche ora dopo (le mie pause possono essere lunghe) torno al computer e vedo che lo schermo non si accende più (nessun segnale) e non riesco a riprendere la mia sessione di lavoro.',
    category: 'computer',
    cause:
      'Sulla scheda video tre condensatori erano scoppiati (fessurati), cosa che spiegava anche gli schiocchi sentiti nelle settimane precedenti: la scheda video era guasta.',
    keywords: ['condensatori', 'scheda', 'video', 'scoppiati', 'guasto'],
  },
];
