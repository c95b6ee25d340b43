import type { RealCase } from './types.ts';

/** Batch 7 of real household appliance reports (issue 24): gathered 2026-11-27, blind to the assistant. */
export const CASES: RealCase[] = [
  {
    id: 'el-501',
    source: 'https://rfswitch.wordpress.com/2013/01/17/that-stressed-me-out-a-bit/',
    original:
      'I was stressed out earlier because when I opened my dishwasher, it did not drain! Good thing it did not overflow out of the dishwasher, but seeing my still dirty dishes and sorta dirty water totally threw me out of the loop. I googled a bit and realized that my dishwasher might be clogged. Uh-oh. How do you fix that?',
    language: 'en',
    text: "Prima ero in ansia perché quando ho aperto la lavastoviglie non aveva scaricato! Per fortuna non è traboccata fuori, ma vedere i piatti ancora sporchi e l'acqua un po' sporca mi ha mandato completamente in tilt. Ho cercato un po' su Google e ho capito che la lavastoviglie poteva essere intasata. Oddio. E come si risolve?",
    category: 'elettrodomestici',
    cause:
      "Il cestello-filtro sul fondo della lavastoviglie era pieno di sporcizia, con anche un pezzo di citronella incastrato; tolta l'acqua, pulito il filtro e fatto un ciclo a vuoto con aceto, la lavastoviglie scarica di nuovo.",
    keywords: ['filtro', 'cestello', 'intasato', 'sporcizia', 'residui'],
  },
  {
    id: 'el-502',
    source: 'https://unwiredben.livejournal.com/174155.html',
    original:
      "The new garbage disposal seems to work much better than my old one. It's quieter and its motor is more powerful. However, there was one quirk in its installation that I had to fix tonight. I did a load of dishes on Tuesday and finally got around to putting them up this evening. Upon opening the door to the dishwasher, I saw inches of standing water. Oops.",
    language: 'en',
    text: "Il nuovo tritarifiuti sembra funzionare molto meglio di quello vecchio: è più silenzioso e il motore è più potente. Però c'era un intoppo nell'installazione che ho dovuto sistemare stasera. Martedì ho fatto un carico di piatti e solo stasera mi sono deciso a metterli via. Aprendo lo sportello della lavastoviglie ho trovato diversi centimetri d'acqua ferma. Ops.",
    category: 'elettrodomestici',
    cause:
      "Installando il nuovo tritarifiuti non era stato tolto il tappo di plastica (knockout) dentro l'attacco a cui si collega il tubo di scarico della lavastoviglie, quindi l'acqua non aveva dove andare; fatto saltare il tappo con martello e cacciaviti e ricollegato tutto, la lavastoviglie scarica.",
    keywords: ['tappo', 'tritarifiuti', 'raccordo', 'tubo', 'rimosso'],
  },
  {
    id: 'el-503',
    source: 'https://kitt.hodsden.org/blog/2006/12/plumbing_disaster_early_this_month',
    original:
      'Earlier this month, Kris said the horrific words, "I think the dishwasher is broken." I looked into the dishwasher to see four inches of stagnant water, and thought, well, crap. I told him not to worry, though, I\'d fix it. (…) Nearly a week and a dozen sinks worth of dishes washed later, I pulled the bucket and a screwdriver from the garage and went to work under the sink.',
    language: 'en',
    text: "All'inizio del mese Kris ha detto le parole terribili: \"Credo che la lavastoviglie sia rotta.\" Ho guardato dentro e c'era una decina di centimetri d'acqua stagnante, e ho pensato: ecco, fantastico. Gli ho detto di non preoccuparsi, che l'avrei sistemata io. (…) Quasi una settimana e una dozzina di lavandini di piatti lavati a mano dopo, ho preso il secchio e un cacciavite dal garage e ho cominciato a lavorare sotto il lavello.",
    category: 'elettrodomestici',
    cause:
      'Il tubo di scarico della lavastoviglie sotto il lavello era intasato da una ventina di centimetri di orzo andato a male che era stato buttato nel lavandino; liberato con una sonda da idraulico e una bacchetta, lo scarico è tornato libero.',
    keywords: ['tubo', 'intasato', 'orzo', 'scarico', 'lavello', 'sonda'],
  },
  {
    id: 'el-504',
    source: 'https://trouve-ta-panne.fr/les-erreurs-ca-arrive-cest-comme-ca-quon-apprend/',
    original:
      'On m’a appelé pour réparer un lave-vaisselle. Celui-ci ne faisait plus sa vidange (en fin de cycle de nettoyage la machine vidange son eau dans les égouts via une pompe). Premièrement avant que je ne me déplace, le propriétaire a commencé des essais de dépannage (…) Démontage de la tuyauterie de vidange pour contrôle et débouchage, tout semble OK (…) Contrôle de la tuyauterie de vidange OK (…) Contrôle filtre OK',
    language: 'fr',
    text: "Mi hanno chiamato per riparare una lavastoviglie. Non scaricava più (a fine ciclo di lavaggio la macchina manda l'acqua nello scarico con una pompa). Prima che arrivassi io, il proprietario aveva già provato a ripararla (…) Smontato il tubo di scarico per controllarlo e sturarlo, sembra tutto a posto (…) Controllo del tubo di scarico OK (…) Controllo filtro OK",
    category: 'elettrodomestici',
    cause:
      'La pompa di scarico era bloccata da un pezzo di ceramica; smontata la pompa e tolto il coccio, la lavastoviglie poteva di nuovo scaricare.',
    keywords: ['pompa', 'scarico', 'bloccata', 'ceramica', 'coccio'],
  },
  {
    id: 'el-505',
    source: 'http://home.datacomm.ch/peter.hanni/geschichten/abwaschmasch.htm',
    original:
      'Dass die Pumpe plötzlich nicht mehr lief, merkten wir schon gestern Abend, als das Wasser unter der Kombination hervorschäumte. Also ging man ins Bett, ohne das Geschirr abzuwaschen. (…) "Aqui hay la Bomba," wo das Wasser nicht mehr abpumpt. Ich ziehe die beiden Kabelschuhe ab, hole im Labor ein Testkabel und stecke die Pumpe ans Netz: Nichts. (…) Ca 170 Ohm, die Motorspule ist noch intakt, also muss ein mechanisches Problem vorliegen.',
    language: 'de',
    text: "Che la pompa all'improvviso non andasse più ce ne siamo accorti già ieri sera, quando l'acqua è uscita schiumando da sotto il mobile. Quindi si è andati a letto senza lavare i piatti. (…) \"Aqui hay la Bomba\", quella che non scarica più l'acqua. Stacco i due faston, prendo un cavo di prova in laboratorio e attacco la pompa alla corrente: niente. (…) Circa 170 ohm, la bobina del motore è ancora a posto, quindi dev'esserci un problema meccanico.",
    category: 'elettrodomestici',
    cause:
      "Dentro la pompa di scarico della lavastoviglie c'era un pezzetto di plastica che la bloccava (la girante era integra); aperta la pompa e tolto il pezzo, la pompa gira di nuovo e la lavastoviglie scarica.",
    keywords: ['pompa', 'plastica', 'bloccata', 'scarico', 'estraneo'],
  },
  {
    id: 'el-506',
    source: 'http://silentjudge.com/the-blog/2018/8/1/tumble-dryer-drive-belt-replacement',
    original:
      'We recently had our tumble dryer running a load of washing when the note of the motor suddenly pitched up an octave. Checking on it, I found the drum was no longer spinning. After unplugging the power to the machine, I tried turning the drum by hand and was still able to spin it easily.',
    language: 'en',
    text: "Di recente l'asciugatrice stava andando con un carico di bucato quando il rumore del motore all'improvviso è salito di un'ottava. Controllando, ho visto che il cestello non girava più. Dopo aver staccato la spina ho provato a girare il cestello a mano e girava ancora tranquillamente.",
    category: 'elettrodomestici',
    cause:
      "La cinghia di trasmissione del cestello si era rotta (era finita sul fondo, sotto il cestello); l'ha sostituita con una cinghia nuova.",
    keywords: ['cinghia', 'rotta', 'trasmissione', 'cestello', 'sostituita'],
  },
  {
    id: 'el-507',
    source: 'http://myadventuresintucson.blogspot.com/2008/05/blockage-of-mystery.html',
    original:
      "Just before I opened the box containing the new vacuum cleaner we bought last night, Jeremy and I decided to give the old vacuum one last look to see if we could fix it. We'd already followed all the manual's instructions to clear blockages, clean filters, check possible problem areas, etc., and nothing had worked. (…) causing the vacuum to lose suction.",
    language: 'en',
    text: "Giusto prima di aprire la scatola dell'aspirapolvere nuovo che abbiamo comprato ieri sera, io e Jeremy abbiamo deciso di dare un'ultima occhiata a quello vecchio per vedere se riuscivamo a ripararlo. Avevamo già seguito tutte le istruzioni del manuale per togliere le ostruzioni, pulire i filtri, controllare i punti critici ecc., e niente aveva funzionato. (…) che faceva perdere aspirazione all'aspirapolvere.",
    category: 'elettrodomestici',
    cause:
      "C'era un'ostruzione in un tratto del tubo che non si poteva smontare: aperto a forza quel pezzo e spinto fuori il tappo con delle bacchette, è uscito un ammasso di sporcizia con un cubetto giocattolo della figlia; rimontato, aspira di nuovo come prima.",
    keywords: ['tubo', 'ostruzione', 'intasato', 'giocattolo', 'sporcizia'],
  },
  {
    id: 'el-508',
    source: 'https://www.k3bert.com/post/will-s-our-roomba-near-death-experience',
    original:
      'A couple of days ago, Charlotte took Will Smith (our Roomba) upstairs to vacuum. After doing a most excellent job, she brought him downstairs to place back in the dock. But, for reasons unbeknownst to us at the time, he started freaking out and doing circles in front of his base station, and then he would try to go in the dock and start convulsing and hopping around only to back out of the dock and do more circles. (…) now he wouldn’t even turn on and despite our best attempts to put him back into the dock, he wouldn’t charge.',
    language: 'en',
    text: "Un paio di giorni fa Charlotte ha portato Will Smith (il nostro Roomba) al piano di sopra a pulire. Dopo un lavoro eccellente l'ha riportato giù per rimetterlo sulla base. Ma, per motivi che allora non capivamo, ha cominciato a dare di matto e a girare in tondo davanti alla base, poi provava a entrare nella base e si metteva a sussultare e saltellare, per poi uscire e fare altri giri. (…) ora non si accendeva nemmeno e nonostante tutti i tentativi di rimetterlo sulla base, non si caricava.",
    category: 'elettrodomestici',
    cause:
      "Erano sporchi i contatti di ricarica della base e del robot; dopo il reset togliendo la batteria, l'assistenza ha fatto pulire i contatti di entrambi e il Roomba ha ripreso a caricarsi.",
    keywords: ['contatti', 'ricarica', 'sporchi', 'puliti', 'base'],
  },
  {
    id: 'el-509',
    source: 'http://blog.spudman.ca/?p=13359',
    original:
      'When we recently noticed a small sliver of silicone in the coffee grounds, it was clear (unlike the grounds) that something was out of sorts with our most useful appliance.',
    language: 'en',
    text: 'Quando di recente abbiamo notato una piccola scaglia di silicone nei fondi del caffè, era chiaro (a differenza dei fondi) che qualcosa non andava nel nostro elettrodomestico più utile.',
    category: 'elettrodomestici',
    cause:
      "Si era rovinato l'anello di silicone (la guarnizione «steam ring») tra la doccetta e il portafiltro, da cui si era staccato il pezzetto; ordinato il ricambio e sostituita la guarnizione, la macchina da caffè funziona di nuovo.",
    keywords: ['guarnizione', 'silicone', 'anello', 'doccetta', 'sostituita'],
  },
  {
    id: 'el-510',
    source:
      'https://www.berliner-zeitung.de/wochenende/rein-in-die-zukunft-vom-richtigen-waschen-teil-1-li.154443',
    original:
      'Meine Waschmaschine ist mir das liebste Haushaltsinstrument, denn sie sorgt dafür, dass ich rumliegen kann, während jemand anderes für mich die Arbeit erledigt. Meine Maschine ist bald 20 Jahre alt, ein Modell der Marke Siemens und abgesehen davon, dass sie sich mittlerweile im Schleudergang anhört wie ein startender Jet, ist sie eine zuverlässige Gefährtin. Unlängst jedoch drehte sich die Trommel nicht',
    language: 'de',
    text: 'La lavatrice è il mio elettrodomestico preferito, perché mi permette di poltrire mentre qualcun altro fa il lavoro al posto mio. La mia ha quasi 20 anni, è una Siemens e, a parte il fatto che ormai in centrifuga sembra un jet al decollo, è una compagna affidabile. Di recente però il cestello non girava',
    category: 'elettrodomestici',
    cause:
      'Le spazzole di carbone (carboncini) del motore erano consumate; un tecnico le ha sostituite per nemmeno 150 euro e la lavatrice è tornata a funzionare.',
    keywords: ['spazzole', 'carboncini', 'motore', 'consumate', 'sostituite'],
  },
  {
    id: 'el-511',
    source: 'https://dasgruselkabinett.de/arbeiten-in-der-tropfsteinhoehle/',
    original:
      'Wie wohl so ziemlich jeder nutzte ich das Arbeiten im Homeoffice, um nebenbei eine Waschmaschinenladung laufen zu lassen. Und wie schon öfters erwähnt befindet sich mein Homeoffice nun im Keller. Während ich in meine Arbeit vertieft war und eines der Fellmonster mir dösend Gesellschaft leistete kam plötzlich ein Wasserschwall von der Decke. Ich flitzte sofort hoch, schaltete die Waschmaschine erst einmal aus und kümmerte mich um die Wasserfluten.',
    language: 'de',
    text: "Come praticamente tutti, lavorando da casa ne approfittavo per far andare una lavatrice nel frattempo. E come ho già detto più volte, il mio ufficio in casa adesso è in cantina. Mentre lavoravo, con uno dei mostriciattoli pelosi che mi faceva compagnia sonnecchiando, all'improvviso è arrivato un getto d'acqua dal soffitto. Ho fatto subito una corsa di sopra, ho spento la lavatrice e ho pensato all'allagamento.",
    category: 'elettrodomestici',
    cause:
      "Una cordicella con puntale di metallo si era attorcigliata con le maniche di una maglia e altri capi formando un nodo insieme alla guarnizione dell'oblò, che era stata tirata giù facendo uscire l'acqua; sciolto il nodo, la guarnizione non era danneggiata e la lavatrice non perde più.",
    keywords: ['guarnizione', 'oblò', 'nodo', 'cordicella', 'tirata'],
  },
  {
    id: 'el-512',
    source:
      'https://acantorevista.pt/o-meu-frigorifico-estava-a-congelar-os-alimentos-eis-como-resolvi-o-problema-enquanto-o-tecnico-o-reparava',
    original:
      'Coloquei uma lata e, passados alguns minutos, estava quase gelada… com os alimentos ainda pior.  Há alguns dias, comecei a notar que algo estava errado com o frigorífico de casa. Alguns alimentos estavam congelados, especialmente os que estavam na parte de trás. Primeiro, pensei que a temperatura estava muito baixa, mas mesmo depois de aumentar o regulador, o problema persistiu. Nem mudar os alimentos de lugar nem desligar o frigorífico por algumas horas ajudou. Então, chamei um técnico.',
    language: 'pt',
    text: "Ho messo dentro una lattina e dopo pochi minuti era quasi ghiacciata… e con il cibo era anche peggio. Qualche giorno fa ho cominciato a notare che qualcosa non andava nel frigo di casa. Alcuni alimenti erano congelati, soprattutto quelli in fondo. All'inizio ho pensato che la temperatura fosse troppo bassa, ma anche dopo aver girato la manopola il problema è rimasto. Non è servito né spostare il cibo né spegnere il frigo per qualche ora. Allora ho chiamato un tecnico.",
    category: 'elettrodomestici',
    cause:
      "Il tecnico ha trovato rotto un pezzetto di plastica della serranda (damper) che regola il passaggio dell'aria fredda dal congelatore al frigo: la serranda era rimasta bloccata in posizione chiusa e il freddo non si distribuiva, congelando il cibo vicino alla bocchetta. Soluzione: sostituire il pezzo; in attesa del ricambio si è tenuta la serranda leggermente aperta con un oggettino sottile.",
    keywords: ['serranda', 'damper', 'bloccata', 'rotta', 'plastica'],
  },
  {
    id: 'el-513',
    source: 'https://takagi1.net/eye/archives/954',
    original:
      '全自動洗濯機で洗濯していると、脱水が行われず、途中で止まっていました。洗濯槽の中に水が溜まったままでした。\n脱水だけを実施しようとしましたが、モーターが動き始めるとすぐに止まってしまいます。\nいろいろ弄ったあと、水を掻きだして、脱水だけを実施しようとすると、モーターが動き続け、脱水工程が完了しました。これで直ったと思ったのですが、洗濯槽の中に水が残ったままでした。',
    language: 'ja',
    text: "Facendo il bucato con la lavatrice automatica, non faceva la centrifuga e si fermava a metà. Nel cestello restava l'acqua.\nHo provato a fare solo la centrifuga, ma appena il motore partiva si fermava subito.\nDopo averci smanettato un po', ho tolto l'acqua a mano e ho rifatto solo la centrifuga: il motore ha continuato a girare e la centrifuga è arrivata alla fine. Pensavo fosse risolto, ma nel cestello era rimasta ancora l'acqua.",
    category: 'elettrodomestici',
    cause:
      "Il problema era fuori dalla lavatrice, nello scarico a pavimento: il tubo antischiuma del sifone (con una diramazione a T stretta) era intasato da frammenti di plastica staccatisi dal cestello e da polvere; tolto l'intasamento e rimontato, la lavatrice scarica e centrifuga.",
    keywords: ['scarico', 'sifone', 'intasato', 'tubo', 'pavimento', 'plastica'],
  },
  {
    id: 'el-514',
    source: 'https://www.moelogue.com/entry/2023/05/27/203911',
    original:
      '洗濯機が故障しました。給水系に不調。水が出づらくなった (…) Panasonic製のタテ型全自動洗濯機。型番はNA-FS70H2。2010年製。(…) 最近の問題は「U14」エラー。洗濯終了まで残り14分のタイミングで必ずこのエラー番号が表示される。(…) 残り14分でU14エラーが表示され、それからしばらくは動作を続けるのだ。そして放っておくとやがて動作が止まる。けたたましいブザー音が鳴る。',
    language: 'ja',
    text: "La lavatrice si è rotta. Problemi sul carico dell'acqua: l'acqua entrava a fatica (…) È una Panasonic automatica a carica dall'alto, modello NA-FS70H2, del 2010. (…) Il problema ultimamente è l'errore «U14». Compare sempre quando mancano 14 minuti alla fine del lavaggio. (…) A 14 minuti dalla fine compare l'errore U14, e poi continua ancora un po' a funzionare. Se la lasci andare, alla fine si ferma. E suona un cicalino assordante.",
    category: 'elettrodomestici',
    cause:
      "Era guasta l'elettrovalvola di carico dell'acqua (solenoide); l'ha sostituita da sé con il ricambio e la lavatrice carica di nuovo l'acqua.",
    keywords: ['elettrovalvola', 'valvola', 'carico', 'solenoide', 'sostituita'],
  },
  {
    id: 'el-515',
    source: 'https://fft-0064.blogspot.com/2020/09/sanyoasw-700sbu4.html',
    original:
      '急にSANYO製(2012年製造)の洗濯機が動かなくなった。(…) 電源を入れて「スタート」ボタンを押すとエラー表示「U4」が点滅している。マニュアルなんて何処かにいってしまったので、ネットからダウンロードした。(…)「U4」は上蓋が閉まってない時に表示されるらしい(後で洗濯機の上蓋を見たら、エラーの内容が書かれてた)。',
    language: 'ja',
    text: "All'improvviso la lavatrice SANYO (fabbricata nel 2012) ha smesso di funzionare. (…) Quando accendo e premo «Start» lampeggia l'errore «U4». Il manuale chissà dove è finito, quindi l'ho scaricato da internet. (…) A quanto pare «U4» compare quando il coperchio superiore non è chiuso (poi guardando il coperchio ho visto che c'era scritto anche il significato dell'errore).",
    category: 'elettrodomestici',
    cause:
      'Sul coperchio superiore si era rotto il dentino di plastica che conteneva il magnete che segnala al blocco coperchio che è chiuso, e il magnete era andato perso; ritrovato il pezzo rotto vicino alla serratura e riparato il coperchio in quel punto, la lavatrice ha ripreso a funzionare.',
    keywords: ['magnete', 'coperchio', 'rotto', 'dentino', 'blocco'],
  },
  {
    id: 'el-516',
    source: 'https://enfant.media/blog/152696',
    original:
      'ある日、いつも通り洗濯を終えたあと、ドラム式洗濯乾燥機の様子がなんだかおかしいことに気づきました。洗いはできているのに、脱水がうまくいかない。エラー表示が出て、何度やり直しても改善しません。\n購入してからまだ2年も経っていない洗濯機。\n「もう故障?」\n「修理代いくらかかるんだろう…」\nと、正直かなり焦りました。',
    language: 'ja',
    text: 'Un giorno, finito il bucato come al solito, ho notato che la lavasciuga a oblò si comportava in modo strano. Il lavaggio lo faceva, ma la centrifuga non andava. Compariva un errore e anche rifacendo più volte non migliorava.\nUna lavatrice comprata nemmeno due anni fa.\n«Già rotta?»\n«Quanto costerà la riparazione…»\nsinceramente ero parecchio in ansia.',
    category: 'elettrodomestici',
    cause:
      'Il tecnico ha trovato lo scarico intasato da un sottile strofinaccio da cucina che, con la forza centrifuga, era finito nella parte di scarico; tolto lo strofinaccio (riparazione da circa 10.000 yen, coperta dalla garanzia) la centrifuga funziona di nuovo.',
    keywords: ['scarico', 'intasato', 'strofinaccio', 'panno', 'ostruzione'],
  },
  {
    id: 'el-517',
    source: 'https://riparodasolo.it/category/lavatrice/',
    original:
      'Lavatrice Whirlpool perde acqua – Errore F02 (…) L’utente in questione aveva necessità di lavare un cappellino e ha utilizzato la stessa quantità di detersivo che di solito usava per un carico pieno.',
    language: 'it',
    text: 'Lavatrice Whirlpool perde acqua – Errore F02 (…) L’utente in questione aveva necessità di lavare un cappellino e ha utilizzato la stessa quantità di detersivo che di solito usava per un carico pieno.',
    category: 'elettrodomestici',
    cause:
      "Troppo detersivo per un carico minimo: si è formata troppa schiuma, con una perdita d'acqua sul fondo del mobile che ha fatto scattare il galleggiante (allarme F02); smontato lo schienale e asciugata l'acqua sul fondo, un lavaggio a vuoto di prova senza altre perdite.",
    keywords: ['detersivo', 'schiuma', 'eccesso', 'galleggiante', 'perdita'],
  },
];
