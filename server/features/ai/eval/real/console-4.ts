import type { RealCase } from './types.ts';

/** Batch 4 of real console reports (issue 24): gathered 2026-11-27, blind to the assistant. */
export const CASES: RealCase[] = [
  {
    id: 'co-201',
    source: 'https://racketboy.com/forum/viewtopic.php?p=634363',
    original:
      "I recently acquired a copy of Mystical Ninja for the SNES, but it does not work. When I turn it on, I just get a black screen and a buzz or hum. If I wait a while, the screen briefly goes all yellow, then back to black.\n\nI cleaned the contacts with isopropyl alcohol, which didn't work. Then I opened it up and cleaned it with the same and still no dice.",
    language: 'en',
    text: "Ho preso da poco una copia di Mystical Ninja per SNES, ma non funziona. Quando accendo ho solo lo schermo nero e un ronzio. Se aspetto un po', lo schermo diventa per un attimo tutto giallo, poi torna nero.\n\nHo pulito i contatti con l'alcol isopropilico, e non è servito. Poi l'ho aperta e l'ho pulita dentro allo stesso modo e ancora niente.",
    category: 'console',
    cause:
      'Una pista del circuito della cartuccia era interrotta (graffiata): ripristinata con un ponticello di filo saldato, il gioco funziona.',
    keywords: ['pista', 'interrotta', 'cartuccia', 'ponticello', 'filo', 'saldatura'],
  },
  {
    id: 'co-203',
    source: 'http://xavierz-enginework.blogspot.com/2014/03/',
    original:
      "So I dont really use my Playstation, its been a while since i last picked it up and one huge reason for that is because my controller was incredibly messed up. I would press 'x' to jump and it would crouch instead.",
    language: 'en',
    text: "Allora, la Playstation non la uso quasi più, è da un po' che non la prendo in mano e uno dei motivi principali è che il mio controller era incasinato di brutto. Premevo 'x' per saltare e invece si abbassava.",
    category: 'console',
    cause:
      'Nel controller PS3 il foglio di plastica dei contatti dei tasti (membrana) si era staccato dal connettore della scheda: fissato con nastro adesivo, tutti i tasti funzionano.',
    keywords: ['membrana', 'contatti', 'tasti', 'connettore', 'staccata', 'nastro'],
  },
  {
    id: 'co-204',
    source: 'https://split-screen.net/repair-club-dualshock-3/',
    original:
      "Sony DualShock 3 controller, which came with my PlayStation 3. Not my favourite controller — I prefer the Xbox 360 pad — but it does the job. Or rather, it was doing the job until recently.\n…\nThe controller doesn't stop working, at least not at first. Instead, some button presses don't register, and at other times the controller sends phantom presses to the PlayStation. This isn't too bad depending on the game, but at one point while playing Metal Gear Solid 3, Snake wouldn't stop firing his gun – literally blowing my cover on many occasions.",
    language: 'en',
    text: 'Controller DualShock 3 di Sony, quello arrivato con la mia PlayStation 3. Non è il mio preferito — preferisco il pad della Xbox 360 — ma fa il suo lavoro. O meglio, lo faceva fino a poco fa.\n…\nIl controller non smette di funzionare, almeno non subito. Invece certe pressioni dei tasti non vengono registrate, e altre volte il controller manda pressioni fantasma alla PlayStation. Dipende dal gioco, non è tragico, ma a un certo punto giocando a Metal Gear Solid 3 Snake non la smetteva di sparare – facendomi scoprire un sacco di volte.',
    category: 'console',
    cause:
      'Il cavo flat dei tasti è solo appoggiato alla scheda e tenuto da un pezzetto di gommapiuma che si era consumata: rinforzata la gommapiuma con nastro isolante, il contatto è tornato.',
    keywords: ['flat', 'cavo', 'gommapiuma', 'contatto', 'scheda', 'nastro'],
  },
  {
    id: 'co-205',
    source: 'http://www.porlzilla.com/2012/04/my-workbench-this-week.html',
    original:
      "Last sunday I picked up 2 Megadrive's and 15 games. The night before I got a message from the guy saying that one of the 'drives had stopped working so I got the lot at a more reduced price. I thought I'd give it a go at fixing the 1 megadrive as a learning exercise.",
    language: 'en',
    text: 'Domenica scorsa ho preso 2 Megadrive e 15 giochi. La sera prima il tizio mi aveva scritto che uno dei due aveva smesso di funzionare, così ho preso il lotto a un prezzo ancora più basso. Ho pensato di provare a riparare quel Megadrive per imparare.',
    category: 'console',
    cause:
      'Il LED di accensione era esploso e le saldature del connettore di alimentazione si erano staccate: sostituito il LED e risaldata la presa di alimentazione, il Megadrive si accende.',
    keywords: ['led', 'saldatura', 'presa', 'alimentazione', 'connettore', 'risaldare'],
  },
  {
    id: 'co-206',
    source: 'https://www.fwaggle.org/2016/07/xbox-controller-woes/',
    original:
      "I woke up this morning to Duncan and Sabriena discussing the Xbox 360 wireless controller attached to his PC (our old desktop) - she ended up abandoning it and plugging in the wired one instead.\n\nShe replaced the batteries in it and it still wouldn't turn on - but what the fuck is going on? People reckon these batteries should last about a week for most gamers, and we were replacing them about every 3 days or so. I just replaced them last night…\n\n…I noticed that a sudden movement is enough to get the thing to disconnect.",
    language: 'en',
    text: "Stamattina mi sono svegliato con Duncan e Sabriena che discutevano del controller wireless della Xbox 360 collegato al suo PC (il nostro vecchio fisso) - alla fine lei l'ha lasciato perdere e ha attaccato quello col filo.\n\nHa cambiato le pile e non si accendeva lo stesso - ma che cavolo sta succedendo? Dicono che queste pile dovrebbero durare circa una settimana per la maggior parte dei giocatori, e noi le cambiavamo ogni 3 giorni circa. Le avevo appena cambiate ieri sera…\n\n…Ho notato che basta un movimento brusco perché si disconnetta.",
    category: 'console',
    cause:
      'Il pacco batterie ballava nel vano e i contatti delle pile perdevano contatto: infilato un quadratino di stagnola ripiegata in fondo al pacco batterie, il controller non si spegne più.',
    keywords: ['contatti', 'batterie', 'pile', 'vano', 'stagnola', 'allentato'],
  },
  {
    id: 'co-207',
    source: 'http://nkblog.nkdev.de/defekte-gameboy-tasten-reparieren',
    original:
      'Neulich hatte ich, aus welchem Anlass auch immer, plötzlich Lust meinen Gameboy wieder rauszukramen. Nachdem ich ihn endlich gefunden hatte (und nebenbei einen KC aus der DDR ausgegraben hatte) die Ernüchterung: Die Start-Taste geht nicht!',
    language: 'de',
    text: "L'altro giorno, non so nemmeno perché, mi è venuta voglia di tirare fuori di nuovo il mio Gameboy. Dopo averlo finalmente trovato (e già che c'ero ho riesumato anche un KC della DDR) la delusione: il tasto Start non va!",
    category: 'console',
    cause:
      'I contatti del tasto Start sulla scheda (sotto il gommino) erano sporchi: puliti con alcol e riposizionati i tasti, funziona di nuovo.',
    keywords: ['contatti', 'tasto', 'sporchi', 'pulizia', 'gommino', 'alcol'],
  },
  {
    id: 'co-208',
    source: 'http://www.aarongilliland.com/blog/2012/04/',
    original:
      'I purchased a PS3 Slim from SurplusByDesign for much less than $100.  The device was said to be working perfectly except for a Blu-ray drive that refused to read any discs, Blu-ray or otherwise.  The unit was in great shape (some minor scratches on the plastic casing) but it was perfectly functional otherwise.',
    language: 'en',
    text: 'Ho comprato una PS3 Slim da SurplusByDesign per molto meno di 100 dollari. Dicevano che funzionava perfettamente tranne il lettore Blu-ray, che si rifiutava di leggere qualsiasi disco, Blu-ray o altro. La console era messa benissimo (qualche graffietto sulla plastica) ma per il resto funzionava perfettamente.',
    category: 'console',
    cause:
      "Dentro il lettore Blu-ray c'era una moneta appoggiata sul laser: tolta la moneta e pulita la lente, legge tutto.",
    keywords: ['moneta', 'corpo', 'estraneo', 'lettore', 'laser', 'lente'],
  },
  {
    id: 'co-209',
    source: 'http://4thgradedynamicduo.blogspot.com/2015/03/ds-vs-water.html',
    original:
      'As I was lying in bed recovering from surgery this week Gavin runs up to me to give me his DS that is dripping in water. In my medicated state I thought prayed I was imagining things. No such luck.\n…\n"And just where exactly did you wash it?\'\n\nGavin looking at me like I\'m the weird one....."In the sink"\n\nNeedless to say the DS would no longer turned on.',
    language: 'en',
    text: 'Mentre ero a letto a riprendermi da un intervento questa settimana, Gavin corre da me per darmi il suo DS che gocciola acqua. Imbottita di medicine ho pregato di starmelo immaginando. Niente da fare.\n…\n"E dove l\'hai lavato esattamente?"\n\nGavin mi guarda come se la strana fossi io....."Nel lavandino"\n\nInutile dire che il DS non si accendeva più.',
    category: 'console',
    cause:
      'Era entrata acqua dentro il DS: lasciato asciugare due giorni in un sacchetto di riso, è tornato come nuovo.',
    keywords: ['acqua', 'umidità', 'asciugare', 'riso', 'bagnato', 'liquido'],
  },
  {
    id: 'co-210',
    source: 'http://questionablefilms.com/articles_retro.html',
    original:
      'So I popped in the game, turned on the NES and expected greatness. What did I actually get? This:\n\nUm... right then. I checked everything was plugged in correctly and made sure the NES was tuned properly on the TV and unsurprisingly everything was fine. I figured it was probably just this one game, so I decided to pop in another classic - the original Zelda.\n…\nWHAT A LOAD OF BALLS! … the day I get 18 new NES games is the same day my NES decides to die on me. After making a note of problems I was having - games not working, the red light on the front of the NES flashing on and off etc',
    language: 'en',
    text: 'Allora ho messo il gioco, acceso il NES e mi aspettavo grandi cose. Cosa ho avuto invece? Questo:\n\nEhm... ok. Ho controllato che fosse tutto collegato bene e che il NES fosse sintonizzato bene sulla TV e ovviamente era tutto a posto. Ho pensato che fosse solo quel gioco, quindi ho deciso di mettere un altro classico - il primo Zelda.\n…\nMA CHE SCHIFO! … il giorno che mi arrivano 18 giochi NES nuovi è lo stesso giorno in cui il NES decide di morirmi. Mi sono segnato i problemi che avevo - i giochi che non partono, la luce rossa sul davanti del NES che lampeggia ecc',
    category: 'console',
    cause:
      'Il connettore a 72 pin dove si infila la cartuccia era usurato (contatti piegati): sostituito con un connettore nuovo, tutti i giochi partono.',
    keywords: ['connettore', '72', 'pin', 'cartuccia', 'contatti', 'sostituire'],
  },
  {
    id: 'co-211',
    source: 'https://gameluv.com/luv/5827/i-brought-an-nes-back-to-life-last-night/',
    original:
      "Last night I disassembled what I think might be my childhood NES. Much more yellow than I remember, my Dad was still holding onto it and a box of controllers, RF cables and power bricks. I picked it up from him a few months ago but it wasn't until I set up the new Capture Cart™ this past weekend that I finally decided to see if the thing worked.\n\nIt didn't. I got a series of colorful screens from Super Mario Bros. 2 and Batman looked mostly fine except for a weird ghost layer of pixels, like the image was being partially duplicated.",
    language: 'en',
    text: "Ieri sera ho smontato quello che credo sia il NES di quando ero piccolo. Molto più ingiallito di come me lo ricordavo, mio padre lo teneva ancora insieme a una scatola di controller, cavi RF e alimentatori. L'ho preso da lui qualche mese fa ma solo lo scorso weekend, quando ho montato la nuova Capture Cart™, ho deciso finalmente di vedere se funzionava.\n\nNon funzionava. Con Super Mario Bros. 2 avevo una serie di schermate colorate e Batman si vedeva quasi bene tranne uno strano strato fantasma di pixel, come se l'immagine fosse in parte duplicata.",
    category: 'console',
    cause:
      'Il connettore a 72 pin della cartuccia era sporco e con alcuni contatti abbassati: smontato, pulito e rialzati i contatti, i giochi partono.',
    keywords: ['connettore', '72', 'pin', 'contatti', 'pulizia', 'cartuccia'],
  },
  {
    id: 'co-212',
    source: 'https://jollybluevg.blogspot.com/2012/08/dopo-aver-visto-quel-continuo-spot.html',
    original:
      "Corro a prendere la scatola sopra l'armadio, con cura ne sfilo il contenuto e comincio a montarlo. … Metto su la prima cassetta che mi viene in mano, Rygar....e premo il pulsante Power. La luce rossa si accende, buon segno penso...metto il canale giusto...ma mi comare uno schermo grigio. Ok, sarà perchè non la uso da tempo. Estraggo la cassetta, uso la mossa speciale che ogni retrogamer conosce, la sempre utile soffiata, ma niente.\nPerennemente schermo grigio.  Dopo una buona mezz'ora di tentativi, mi stavo quasi per arrendere…",
    language: 'it',
    text: "Corro a prendere la scatola sopra l'armadio, con cura ne sfilo il contenuto e comincio a montarlo. … Metto su la prima cassetta che mi viene in mano, Rygar....e premo il pulsante Power. La luce rossa si accende, buon segno penso...metto il canale giusto...ma mi comare uno schermo grigio. Ok, sarà perchè non la uso da tempo. Estraggo la cassetta, uso la mossa speciale che ogni retrogamer conosce, la sempre utile soffiata, ma niente.\nPerennemente schermo grigio.  Dopo una buona mezz'ora di tentativi, mi stavo quasi per arrendere…",
    category: 'console',
    cause:
      'I contatti del connettore a 72 pin del NES erano abbassati e sporchi: smontato il connettore, rialzate le lamelle con un cacciavite e pulite con un cotton fioc, il NES è tornato a leggere le cartucce.',
    keywords: ['connettore', '72', 'pin', 'contatti', 'lamelle', 'pulizia'],
  },
  {
    id: 'co-213',
    source: 'http://jimmac.musichall.cz/blog/2006-04-25-drive-transplant/',
    original:
      'I managed to break my PSP on Saturday. I dropped it onto a concrete floor when it fell off my jacket pocket as I was dressing up. The battery popped out, the drive shot the media out. It was quite a pectacular crash. My friend noted "if it survived this, I\'m getting one". So I put the battery on and power it on. Smile on my face. "Look". But then the UMD drive went reading on and on …',
    language: 'en',
    text: 'Sabato sono riuscito a rompere la mia PSP. Mi è caduta sul pavimento di cemento, scivolata dalla tasca della giacca mentre mi vestivo. La batteria è saltata fuori, il lettore ha sputato fuori il disco. Una caduta piuttosto spettacolare. Il mio amico ha detto "se è sopravvissuta a questo, me la compro anch\'io". Allora rimetto la batteria e la accendo. Sorriso stampato in faccia. "Guarda". Ma poi il lettore UMD continuava a leggere e leggere all\'infinito …',
    category: 'console',
    cause:
      'Il lettore UMD si era danneggiato nella caduta: sostituito il lettore UMD con uno di ricambio, la PSP funziona di nuovo.',
    keywords: ['lettore', 'umd', 'sostituire', 'caduta', 'ricambio', 'meccanica'],
  },
  {
    id: 'co-214',
    source: 'http://lsqrd.blogspot.com/2011/04/wii-wii-wii-all-way-home.html',
    original:
      "So, late last week I decided to watch a little streaming video from Netflix, via the Wii.  But the Wii was dead.  No power, nothing.  Grrrr.  Well, it was late yesterday before I got around to looking at it.  It was still DOA, and a quick check with the multimeter confirmed that there was no voltage coming out of the power adaptor,  At least that's cheaper to replace than the whole thing.",
    language: 'en',
    text: "Allora, verso la fine della settimana scorsa ho deciso di guardarmi un po' di video in streaming da Netflix con la Wii. Ma la Wii era morta. Niente corrente, niente di niente. Grrrr. Be', solo ieri sera tardi sono riuscito a guardarci. Era ancora morta, e una prova veloce col multimetro mi ha confermato che dall'alimentatore non usciva nessuna tensione. Almeno quello costa meno da cambiare che la console intera.",
    category: 'console',
    cause:
      "L'alimentatore esterno della Wii era andato in protezione (blocco): lasciato staccato dalla presa per almeno 30 minuti si è resettato e la Wii si riaccende, senza cambiarlo.",
    keywords: ['alimentatore', 'protezione', 'reset', 'staccare', 'presa', 'tensione'],
  },
  {
    id: 'co-215',
    source: 'http://makebright.com/2013/03/fixed-surface-mount-microsurgery-on-dsi-game-console/?share=email',
    original:
      'My buddy, C, had a problem with his Nintendo DSi handheld game console: the shoulder buttons, after many many thousands of cycles, had failed.  C is a big-time Flipnote animator on the DSi and without the index-finger-action of the shoulder buttons, animating gets way less fluid.',
    language: 'en',
    text: "Il mio amico C aveva un problema col suo Nintendo DSi: i tasti dorsali, dopo migliaia e migliaia di pressioni, avevano smesso di funzionare. C è un grande animatore di Flipnote sul DSi e senza i tasti dorsali sotto l'indice animare diventa molto meno fluido.",
    category: 'console',
    cause:
      'I microinterruttori (tactile switch) dei tasti dorsali L/R sulla schedina erano consumati: dissaldati e sostituiti con interruttori nuovi, i tasti funzionano.',
    keywords: ['microinterruttore', 'interruttore', 'tasti', 'dorsali', 'sostituire', 'saldatura'],
  },
  {
    id: 'co-216',
    source: 'http://atariage.com/forums/topic/270081-video-problems-on-6-switch/?view=getlastpost',
    original:
      "I recently dug out my 6 switch 2600. I plugged it in and it wouldn't output video signal correctly. I messed around a bit and figured out the first problem.",
    language: 'en',
    text: "Da poco ho ritirato fuori il mio 2600 a 6 interruttori. L'ho collegato e non dava il segnale video come si deve. Ho smanettato un po' e ho capito il primo problema.",
    category: 'console',
    cause:
      "La presa di alimentazione aveva saldature fredde (ballava sulla scheda) e anche le saldature del cavo flat erano rotte: ripulita e risaldata la presa e rifatte le saldature, l'Atari 2600 dà di nuovo l'immagine.",
    keywords: ['saldature', 'fredde', 'presa', 'alimentazione', 'risaldare', 'flat'],
  },
  {
    id: 'co-217',
    source: 'https://forum.spaziogames.it/threads/nintendo-switch-vs-all.6283/page-5596',
    original:
      'E ora vi racconto la mia domenica:\nStamattina mi sono alzato e come primo pensiero, senza logica alcuna, decisi che avrei speso la giornata nel fixare i drift di entrambi i joycon. … Bene, comincio dal Sx che mi da problemi maggiori…',
    language: 'it',
    text: 'E ora vi racconto la mia domenica:\nStamattina mi sono alzato e come primo pensiero, senza logica alcuna, decisi che avrei speso la giornata nel fixare i drift di entrambi i joycon. … Bene, comincio dal Sx che mi da problemi maggiori…',
    category: 'console',
    cause:
      'Nel Joy-Con la placchetta metallica di contatto del joystick si era allontanata dallo stick: infilato uno spessore di cartoncino sotto la placchetta per rimetterla in pressione, il drift del Joy-Con sinistro è sparito.',
    keywords: ['joystick', 'placchetta', 'contatto', 'spessore', 'cartoncino', 'pressione'],
  },
  {
    id: 'co-218',
    source: 'https://smccho.blogspot.com/2017/08/ps2.html',
    original:
      'これまた今更な話題なんですが、\n薄型のPS2が突然ディスクを読み込まなくなって数年。。というか10年超えたかも。\nSCPH-70000CBなので2004年発売。だいたい10年動かしてない感じですね。',
    language: 'ja',
    text: "Lo so che è un argomento un po' superato, ma\nsono anni che la mia PS2 slim ha smesso all'improvviso di leggere i dischi.. anzi forse sono più di 10.\nÈ una SCPH-70000CB quindi uscita nel 2004. Diciamo che non la accendo da una decina d'anni.",
    category: 'console',
    cause:
      "Il dentino di plastica dello sportello che preme il sensore di chiusura si era consumato e uno dei due interruttori del coperchio non veniva più premuto: tenuto premuto quell'interruttore con del nastro adesivo, la PS2 slim legge di nuovo i dischi.",
    keywords: ['sensore', 'sportello', 'coperchio', 'interruttore', 'dentino', 'consumato'],
  },
  {
    id: 'co-219',
    source:
      'https://iheartoldgames.wordpress.com/2017/08/10/restoring-bringing-a-game-gear-back-to-life/comment-page-1/',
    original:
      'You may know from one of my previous post I managed to get an almost fully working Game Gear some time ago for just 20€.\n\nI say almost fully working because the screen looks a bit faded, even though this is a common "problem" with the Game Gear since like others handhelds is not backlit so you have to choose the correct position to get the best image, but most of all because it was completely lacking sound.',
    language: 'en',
    text: 'Forse sapete da un mio post precedente che tempo fa sono riuscito a prendere un Game Gear quasi perfettamente funzionante per soli 20€.\n\nDico quasi perfettamente funzionante perché lo schermo sembra un po\' sbiadito, anche se questo è un "problema" comune del Game Gear perché come altre portatili non è retroilluminato e bisogna trovare la posizione giusta per vedere bene, ma soprattutto perché non aveva proprio l\'audio.',
    category: 'console',
    cause:
      "I condensatori elettrolitici della scheda audio del Game Gear si erano seccati/avevano perso: sostituiti con un kit di condensatori nuovi, l'audio è tornato.",
    keywords: ['condensatori', 'scheda', 'audio', 'elettrolitici', 'sostituire', 'saldatura'],
  },
];
