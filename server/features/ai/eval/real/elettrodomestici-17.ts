import type { RealCase } from './types.ts';

/**
 * Batch 17 of real elettrodomestici reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'el-1701',
    source: 'https://www.grit.com/tools/the-maytag-repairman-still-sleeps/',
    original:
      'The other day I went to put my clothes in the dryer and found a sloshy brown mess. I tried the spin cycle, but when it stopped, the yucky brown water was still in there. I pulled out the soaking, dirty clothes and put them in buckets to carry to the bathtub where I rinsed them well and let them drain until I could squeeze out enough water to put them in the dryer.',
    language: 'en',
    text: "L'altro giorno sono andata a mettere i vestiti nell'asciugatrice e ho trovato un pasticcio marrone tutto bagnato. Ho provato la centrifuga, ma quando si è fermata quell'acqua marrone schifosa era ancora lì dentro. Ho tirato fuori i vestiti fradici e sporchi e li ho messi nei secchi per portarli nella vasca da bagno, dove li ho sciacquati bene e li ho lasciati scolare finché sono riuscita a strizzarli abbastanza da metterli nell'asciugatrice.",
    category: 'elettrodomestici',
    cause:
      'La lavatrice (Maytag) ha due cinghie: quella che aziona la pompa di scarico era uscita ed era finita sul pavimento. Rimessa la cinghia sulla puleggia della pompa e tesa, la lavatrice ha scaricato e centrifugato di nuovo.',
    keywords: ['cinghia', 'pompa', 'scarico', 'puleggia', 'lavatrice'],
  },
  {
    id: 'el-1702',
    source: 'https://messandmarigolds.com/2017/01/22/880/',
    original:
      '1. Go to hang up the washing only to find it soaking wet.\n\n2. Swear under your breath and figure you’d hit the wrong program last night, hit the quick wash button and leave.\n\n3. Hear a quiet little beeping sound that you try to ignore until you just can’t, sigh and go look at the machine.\n\n4. Notice the machine flashing a code that means we need help and there will be no clean clothes today unless you do something.',
    language: 'en',
    text: '1. Vai a stendere il bucato e lo trovi fradicio.\n\n2. Impreca sottovoce e pensi di aver messo il programma sbagliato ieri sera, premi il tasto lavaggio rapido e te ne vai.\n\n3. Senti un bip leggero che cerchi di ignorare finché non ce la fai più, sospiri e vai a guardare la macchina.\n\n4. Ti accorgi che la macchina lampeggia con un codice che vuol dire che ha bisogno di aiuto e che oggi niente vestiti puliti se non fai qualcosa.',
    category: 'elettrodomestici',
    cause:
      "Il filtro della pompa di scarico della lavatrice era intasato. Dopo aver scaricato l'acqua dal tubicino di emergenza e pulito il filtro, la lavatrice è ripartita.",
    keywords: ['filtro', 'scarico', 'intasato', 'pulizia', 'lavatrice'],
  },
  {
    id: 'el-1703',
    source:
      'https://bothellbees.blogspot.com/2009/10/in-which-michael-is-my-hero-again.html?showComment=1257452127804',
    original:
      "Yesterday evening I discovered that our washer wasn't draining properly. This is not good news, but I thought I knew what the problem was.",
    language: 'en',
    text: 'Ieri sera ho scoperto che la nostra lavatrice non scaricava bene. Non è una bella notizia, ma pensavo di sapere quale fosse il problema.',
    category: 'elettrodomestici',
    cause:
      'Nella pompa di scarico della lavatrice era finita una spilla da balia arrugginita che la bloccava. Tolta la spilla e rimontato tutto, la lavatrice scarica di nuovo correttamente.',
    keywords: ['pompa', 'scarico', 'corpo', 'estraneo', 'spilla', 'lavatrice'],
  },
  {
    id: 'el-1704',
    source: 'https://aspiringtosimplicity.wordpress.com/2012/04/03/laundry-risks/',
    original:
      'When a wife fails to round up her husband’s laundry on time, HE will do it. And completely overload the washer. Until it makes terribly loud screeches, followed by a cessation of movement and an occasional twitch and hum. THEN, when the lazy wife inspects things, the unit, perhaps out of fear, will begin wetting on the floor. Continuously.',
    language: 'en',
    text: "Quando una moglie non raccoglie in tempo il bucato del marito, lo fa LUI. E riempie la lavatrice all'inverosimile. Finché non fa degli stridii fortissimi, poi si ferma del tutto e ogni tanto dà uno scatto e ronza. POI, quando la moglie pigra va a controllare, la macchina, forse per la paura, comincia a fare pipì sul pavimento. In continuazione.",
    category: 'elettrodomestici',
    cause:
      "Nel corpo della pompa della lavatrice si era aperto un buco da cui usciva l'acqua. Il marito l'ha saldato con un saldatore e una fascetta di plastica e coperto di silicone, e intanto ha ordinato una pompa nuova; i lavaggi successivi sono andati bene.",
    keywords: ['pompa', 'perdita', 'buco', 'saldatura', 'silicone'],
  },
  {
    id: 'el-1705',
    source: 'https://hatoum.com/blog?offset=1503264826293',
    original:
      "When my refrigerator, a Kitchen Aid model KBLC36FMS02 started making odd sounds, I ignored it. A few weeks later, when it stopped cooling, I couldn't ignore it. (…) The compressor started up and I saw frost appear on the output tube, so I guessed that the compressor was working correctly. (…) The coils were filthy, having never been cleaned in the 10 years since the fridge had been in operation. (…) I cleaned out the coils and started up the fridge again, but it was clear after a few minutes that it still wasn't cooling.",
    language: 'en',
    text: 'Quando il mio frigorifero, un Kitchen Aid modello KBLC36FMS02, ha cominciato a fare rumori strani, ho lasciato perdere. Qualche settimana dopo, quando ha smesso di raffreddare, non ho potuto più ignorarlo. (…) Il compressore è partito e ho visto formarsi la brina sul tubo di uscita, quindi ho pensato che il compressore funzionasse bene. (…) Le serpentine erano sporchissime, non erano mai state pulite nei 10 anni di funzionamento del frigo. (…) Ho pulito le serpentine e ho riacceso il frigo, ma dopo pochi minuti era chiaro che continuava a non raffreddare.',
    category: 'elettrodomestici',
    cause:
      'Il guasto era sulla scheda di controllo del frigorifero (W10219463): un condensatore elettrolitico da 220 µF difettoso. Sostituendo il condensatore la scheda è stata riparata.',
    keywords: ['condensatore', 'elettrolitico', 'scheda', 'controllo', 'frigorifero'],
  },
  {
    id: 'el-1706',
    source: 'https://sumdangdik.blogspot.com/2015/01/my-washing-machine.html',
    original:
      "My appliances are twelve years old.\nSooner or later I will have to replace them.\n(…) The Large Gray item is connected to the knob on the\nfront of it's control panel, which no longer worked.",
    language: 'en',
    text: 'I miei elettrodomestici hanno dodici anni.\nPrima o poi dovrò cambiarli.\n(…) Il pezzo grosso grigio è collegato alla manopola sul\nfrontale del pannello comandi, che non funzionava più.',
    category: 'elettrodomestici',
    cause:
      "Il programmatore (timer) della lavatrice era fissato al pannello con due linguette di plastica e una si era rotta: il programmatore si inclinava all'indietro, la manopola non veniva premuta e il lavaggio non partiva. Lubrificato il perno e fissato il programmatore con un paracolpi di gomma, bullone e colla, la lavatrice funziona di nuovo.",
    keywords: ['programmatore', 'manopola', 'linguetta', 'rotta', 'fissaggio', 'lavatrice'],
  },
  {
    id: 'el-1707',
    source: 'https://poltr1.dreamwidth.org/566261.html',
    original:
      "Last fall, I noticed that my dryer wasn't working well. It was taking two dryer cycles to get my clothes dry after washing them.\nThen a couple months later, I would push the start button and hear an odd buzz, as if I answered incorrectly on a game show. Then it stopped working altogether.",
    language: 'en',
    text: "L'autunno scorso mi sono accorto che la mia asciugatrice non funzionava bene. Ci volevano due cicli per asciugare i vestiti dopo il lavaggio.\nPoi un paio di mesi dopo, premevo il tasto di avvio e sentivo uno strano ronzio, come quando sbagli la risposta a un quiz in TV. Poi ha smesso di funzionare del tutto.",
    category: 'elettrodomestici',
    cause:
      "Il motore dell'asciugatrice era bruciato: aprendo il pannello il tecnico ha trovato circa 14 anni di lanugine accumulata all'interno, sfuggita al filtro. Dopo la riparazione del tecnico (circa 300 dollari) l'asciugatrice funziona di nuovo.",
    keywords: ['motore', 'bruciato', 'lanugine', 'asciugatrice', 'accumulo'],
  },
  {
    id: 'el-1708',
    source: 'https://el-em-be.org/resthouse/archives/12/04/292044.html',
    original:
      'ヴァーチャルラッパの録音するだけでも汗が出てくる温度になってきたので、調子の悪い扇風機をなんとかしてみました。 (…) これまでは風速を最強にしても弱ぐらいの回転しかしなかったのですが、',
    language: 'ja',
    text: 'Ormai fa così caldo che sudo anche solo a registrare la tromba virtuale, quindi ho provato a sistemare il ventilatore che non andava bene. (…) Finora, anche mettendo la velocità al massimo, girava solo come se fosse al minimo,',
    category: 'elettrodomestici',
    cause:
      "Tolti pala e coperchio, ha spruzzato lubrificante sull'albero del motore; al rimontaggio l'albero si bloccava perché i pezzi erano leggermente disallineati, e muovendo un po' l'albero a ventilatore montato il disallineamento è sparito: ora gira di nuovo bene come prima.",
    keywords: ['albero', 'motore', 'lubrificante', 'disallineamento', 'ventilatore'],
  },
  {
    id: 'el-1709',
    source: 'http://tagebuch.loewenmaul.de/2006/06/22/wieder-mal-miele/trackback/',
    original:
      'Aber kein Problem, dachte ich mir, dann kommt sie eben kurz in den Trockner. Der Trockner trocknete fleißig vor sich hin, während ich in der Küche zugange war und zeigte auch nach kurzer Zeit schon “bügelfeucht” an. Nach einer halben Stunde zeigte er das immer noch an. Ein prüfender Griff nach dem Öffnen verriet mir gleich, dass die Heizung nicht funktionierte. Mist!',
    language: 'de',
    text: "Ma nessun problema, ho pensato, allora la metto un attimo nell'asciugatrice. L'asciugatrice asciugava tranquilla mentre io ero in cucina e dopo poco segnava già “umido da stiro”. Dopo mezz'ora lo segnava ancora. Appena aperta, toccando, ho capito subito che il riscaldamento non funzionava. Accidenti!",
    category: 'elettrodomestici',
    cause:
      "Asciugatrice Miele smontata: i contatti elettrici del riscaldamento erano sporchi o non ben fissati; puliti e sistemati i contatti, l'apparecchio ha ripreso a funzionare.",
    keywords: ['contatti', 'sporchi', 'resistenza', 'riscaldamento', 'asciugatrice'],
  },
  {
    id: 'el-1710',
    source: 'https://jena.reparier-cafe.de/comment/557',
    original:
      'Vor ein paar Tagen hat meine Waschmaschine den Dienst verweigert. 10 Jahre alt, von Bauknecht. (Der genaue Typ ist nicht wichtig.) Die Maschine war komplett tot, keine Reaktion mehr. Nach Entfernen der Abdeckung war schon wegen des brenzlichen Geruchs klar, dass es ein Elektronik-Problem ist.',
    language: 'de',
    text: "Qualche giorno fa la mia lavatrice ha smesso di funzionare. 10 anni, Bauknecht. (Il modello preciso non è importante.) La macchina era completamente morta, nessuna reazione. Tolto il coperchio, già dall'odore di bruciato era chiaro che si trattava di un problema dell'elettronica.",
    category: 'elettrodomestici',
    cause:
      'Sulla scheda di comando (Whirlpool) si erano bruciati tre componenti noti per essere sottodimensionati: una resistenza, una bobina e un integrato; sostituiti con un kit da pochi euro, la lavatrice è tornata a funzionare.',
    keywords: ['scheda', 'resistenza', 'bobina', 'integrato', 'bruciato'],
  },
];
