import type { RealCase } from './types.ts';

/**
 * Batch 13 of real elettrodomestici reports (issue 24): gathered 2026-11-28 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'el-1001',
    source: 'https://cocalab-hm.com/679.html',
    original:
      'わが家の洗濯機、日立のビートウォッシュが脱水時にガタガタと音がするようになり、ついに止まってしまいました。買ってから7年ほどでもう買い替え?と思ったのですが、よく見ると洗濯槽が傾いてる? (…) 日立のビートウォッシュ、乾燥機付きの縦型洗濯機(機種名BW-D8KV)です。ついにガッコンガッコンというすごい音とともに頻繁にエラーが起こり、止まってしまうようになりました。(…) でも、調子が悪くなるのは脱水時だけだし、なんとかならないかとよく洗濯機を見てみると・・・。なんか、洗濯槽が右に傾いてないかい?',
    language: 'ja',
    text: "La mia lavatrice, una Hitachi BeatWash, ha cominciato a fare un rumore di sbattimento in centrifuga e alla fine si è fermata. Ha circa 7 anni e pensavo già di doverla cambiare, però guardando bene il cestello sembra inclinato? (…) È una Hitachi BeatWash a carica dall'alto con asciugatrice (modello BW-D8KV). Alla fine, con un rumore fortissimo tipo 'gakkon gakkon', andava spesso in errore e si fermava. (…) Però i problemi ci sono solo in centrifuga, e guardando bene la lavatrice... il cestello non è inclinato verso destra?",
    category: 'elettrodomestici',
    cause:
      'Le aste di sospensione (tiranti con molla) che reggono il cestello erano cedute, per cui il cestello pendeva; sostituite le 4 aste di sospensione la lavatrice è tornata a centrifugare senza rumori né errori.',
    keywords: ['sospensioni', 'aste', 'molle', 'cestello', 'sostituite'],
  },
  {
    id: 'el-1002',
    source:
      'https://hashimoto-c.jp/2022/02/%e4%bb%8a%e5%ba%a6%e3%81%af%e6%88%91%e3%81%8c%e5%ae%b6%e3%81%ae%e6%b4%97%e6%bf%af%e6%a9%9f%e3%81%8c%e3%80%80%e3%81%be%e3%81%a8%e3%82%81',
    original:
      'まず壊れたのはクリニックの洗濯機でした。(…) 洗濯が数時間経っても終わらないということで、見てみると洗濯の際に水が入っていかないため洗濯が終わらないことがわかりました。しばらくはスタッフがバケツで給水して洗濯してくれていましたが、ずっと続けるには問題があります。',
    language: 'ja',
    text: "La prima a rompersi è stata la lavatrice dell'ambulatorio. (…) Il lavaggio non finiva nemmeno dopo ore; guardando meglio ho capito che non finiva perché durante il lavaggio non entrava acqua. Per un po' il personale ha caricato l'acqua a mano con un secchio, ma non si può andare avanti così.",
    category: 'elettrodomestici',
    cause:
      "L'elettrovalvola di carico dell'acqua (給水弁) della lavatrice Panasonic NA-V1600L era guasta; ordinato il ricambio online e sostituita la valvola, la lavatrice ha ripreso a caricare acqua.",
    keywords: ['elettrovalvola', 'carico', 'acqua', 'valvola', 'sostituita'],
  },
  {
    id: 'el-1003',
    source: 'https://untergeek.com/tag/repair/',
    original:
      'I was working in my office at home. It seemed a bit warm, but it was 105°F/40.6°C outside. It was when I walked past my thermostat and saw that it read 78°F/25.6°C that I was a bit concerned. Typically, we keep it set to 74°F/23.3°C during the summer months. It was too warm. The internal fan was on, but the air circulating was ambient. I went outside and the compressor/condenser had the fan on, but clearly the compressor was not functioning. I despaired.',
    language: 'en',
    text: "Stavo lavorando nel mio ufficio in casa. Sembrava un po' caldo, ma fuori c'erano 40,6°C. Quando sono passato davanti al termostato e ho visto che segnava 25,6°C mi sono preoccupato un po': d'estate lo teniamo di solito a 23,3°C. Faceva troppo caldo. La ventola interna girava, ma l'aria che circolava era a temperatura ambiente. Sono andato fuori e l'unità esterna (compressore/condensatore) aveva la ventola accesa, ma chiaramente il compressore non funzionava. Ero disperato.",
    category: 'elettrodomestici',
    cause:
      "Il condensatore di avviamento/marcia (start-run capacitor) dell'unità esterna del condizionatore era guasto; sostituito con uno nuovo da circa 35 dollari, il compressore è ripartito e l'impianto ha ripreso a raffreddare.",
    keywords: ['condensatore', 'avviamento', 'compressore', 'sostituito', 'esterna'],
  },
  {
    id: 'el-1004',
    source: 'http://www.robmiles.com/crazy-archive/2005/4/17/twenty-six-pence-worth-of-problems.html',
    original:
      'Got home this evening to a less than happy household. The washing machine had finished its run and rather absent mindedly forgotten to remove the water from itself. Cue wet kitchen floor and much angst.',
    language: 'en',
    text: "Stasera sono tornato a casa e in famiglia non erano per niente contenti. La lavatrice aveva finito il ciclo e si era 'dimenticata' di scaricare l'acqua. Risultato: pavimento della cucina bagnato e parecchia agitazione.",
    category: 'elettrodomestici',
    cause:
      'Il filtro della pompa di scarico era ostruito da tre monete (26 pence) finite lì da una tasca; tolte le monete dal filtro la lavatrice ha ripreso a scaricare normalmente.',
    keywords: ['filtro', 'pompa', 'scarico', 'monete', 'ostruito'],
  },
  {
    id: 'el-1005',
    source: 'https://blog.solidspace.org/2021/11/roborock-s50-errore-di-ricarica-errore.html',
    original:
      'Roborock S50 (…) Negli ultimi mesi ha iniziato a presentare una problematica (…). Nello specifico, finita la pulizia, il robot tornando alla base non riusciva a completare la ricarica della batteria, riposizionandosi più volte sui contatti, per poi terminare con un messaggio simile a: "Errore 13! Pulire i contatti di ricarica e riprovare". Anche pulendo i contatti, nel tempo, la ricarica era sempre più problematica (avevo notato che se lo lasciavo raffreddare, posizionandolo poi manualmente sopra i contatti, riusciva a ricaricarsi senza dare l\'errore).',
    language: 'it',
    text: 'Roborock S50 (…) Negli ultimi mesi ha iniziato a presentare una problematica (…). Nello specifico, finita la pulizia, il robot tornando alla base non riusciva a completare la ricarica della batteria, riposizionandosi più volte sui contatti, per poi terminare con un messaggio simile a: "Errore 13! Pulire i contatti di ricarica e riprovare". Anche pulendo i contatti, nel tempo, la ricarica era sempre più problematica (avevo notato che se lo lasciavo raffreddare, posizionandolo poi manualmente sopra i contatti, riusciva a ricaricarsi senza dare l\'errore).',
    category: 'elettrodomestici',
    cause:
      'Sulla scheda principale del robot era guasto un fusibile autoripristinante (PTC, componente SMD) del circuito di ricarica; sostituito il fusibile, il Roborock ha ripreso a ricaricarsi senza errore 13.',
    keywords: ['fusibile', 'autoripristinante', 'scheda', 'ricarica', 'sostituito'],
  },
  {
    id: 'el-1006',
    source:
      'https://github.com/oqolarte/oblong/blob/5ff51dfab402384428c7666c25f1b541ec2e8326/content/log/lg-washing-machine.md',
    original:
      "After I load the dirty clothes into the tub of the top-load LG Fuzzy Logic 6.0, put detergent, and turn the power on, the machine wakes up and begins its job. (…) But on this special weekend, it beeps an error-sounding alarm, accompanied by the blinking of two indicator lights, WASH and SPIN. It doesn't proceed further. (…) It could be the water sensor. (…) I also test the water sensor's continuity with my digital multimeter: it's still in good condition. It could be the capacitor. (…) This means that the capacitor, too, is in good condition.",
    language: 'en',
    text: "Carico i panni sporchi nel cestello della mia LG Fuzzy Logic 6.0 a carica dall'alto, metto il detersivo e la accendo: la macchina si avvia e comincia a lavorare. (…) Ma questo fine settimana emette un bip d'allarme, tipo errore, e lampeggiano due spie, WASH e SPIN. Non va avanti. (…) Poteva essere il sensore di livello dell'acqua (…) ho anche controllato la continuità del sensore col multimetro: è ancora a posto. Poteva essere il condensatore (…) ma anche il condensatore risulta in buone condizioni.",
    category: 'elettrodomestici',
    cause:
      'Il magnete montato sul coperchio, che attiva il sensore magnetico (sicurezza coperchio chiuso) vicino alla scheda di controllo, si era perso: senza di esso la lavatrice credeva il coperchio aperto. Incollato un nuovo magnete (una calamita da frigo) sul coperchio nel punto giusto, la lavatrice ha ripreso a funzionare.',
    keywords: ['magnete', 'coperchio', 'sensore', 'sicurezza', 'calamita'],
  },
  {
    id: 'el-1008',
    source:
      'https://github.com/ngregorich/nickgregorich.com/blob/e02f26991632787074f5801b473f3e0fe8094318/content/posts/get-this-dishwasher-started/index.md',
    original:
      "The dishwasher just stopped running. Like at all. The start button went sort of intermittent, then it just died. The dishwasher is a Kenmore 58714659201B. It's around 3/4 the size of a typical dishwasher, but it's fully enclosed and portable on casters (…) I read the manual, tried the reset procedure, and nothing. I opened it up and looked for shorts and opens and scorch marks and still nothing. All of the other buttons worked fine, but not the start button. Bummer",
    language: 'en',
    text: "La lavastoviglie ha smesso di partire del tutto. Il tasto di avvio prima funzionava a intermittenza, poi è morto. È una Kenmore 58714659201B, circa 3/4 di una lavastoviglie normale, portatile su ruote (…) Ho letto il manuale, provato la procedura di reset e niente. L'ho aperta cercando cortocircuiti, contatti interrotti e bruciature, ma niente. Tutti gli altri tasti funzionano, tranne quello di avvio. Che peccato.",
    category: 'elettrodomestici',
    cause:
      'Il tasto Start della tastiera a membrana si era consumato (la membrana di ricambio non è più disponibile); individuati sul connettore della membrana i due pin del tasto di avvio, vi è stato saldato un pulsante momentaneo esterno e la lavastoviglie è ripartita.',
    keywords: ['tastiera', 'membrana', 'pulsante', 'avvio', 'consumato'],
  },
  {
    id: 'el-1009',
    source:
      'https://github.com/ngregorich/nickgregorich.com/blob/049d3bb02545244da242ef188f089cb6e32c1a6f/content/posts/the-oven-igniter/index.md',
    original:
      'I have a gas oven and recently it stopped heating up. When set to 350 °F, it would sit at 100 °F for 5, 10, 15 and more minutes. Clearly something was wrong!',
    language: 'en',
    text: "Ho un forno a gas e di recente ha smesso di scaldare. Impostato a 350 °F, resta fermo a 100 °F per 5, 10, 15 minuti e anche di più. Chiaramente c'è qualcosa che non va!",
    category: 'elettrodomestici',
    cause:
      "L'accenditore (igniter a resistenza incandescente) del forno a gas era guasto, con resistenza altissima/interrotta; sostituito l'accenditore con uno nuovo, il forno ha ripreso a scaldare.",
    keywords: ['accenditore', 'resistenza', 'forno', 'gas', 'sostituito'],
  },
  {
    id: 'el-1010',
    source:
      'https://github.com/markkolich/blog/blob/0d4ed63c9a56030616e63458caa076de35fa6fb8/content/entries/fixing-broken-krups-km7000-coffee-maker-triangle-head-tamper-proof-screws-too.md',
    original:
      'My Krups KM7000 Grind-and-Brew Coffee Maker (…) This past weekend (…), my KM7000 unexpectedly stopped brewing mid-cycle. (…) Basically everything on the machine worked great, except the hot plate would not get hot nor would the water pump from the reservoir into the brew-pot. The grinder worked perfectly, the LCD display was completely functional, but the machine just wouldn\'t get hot and wouldn\'t brew any coffee. Further, when I started a brew-cycle, I could hear a little "click" inside the machine (this is normal) but the coffee maker just sat there doing nothing.',
    language: 'en',
    text: "La mia macchina da caffè americano con macinacaffè Krups KM7000 (…) Lo scorso fine settimana (…) ha smesso all'improvviso di fare il caffè a metà ciclo. (…) In pratica tutto funziona, tranne la piastra che non si scalda e l'acqua che non sale dal serbatoio alla caraffa. Il macinino va benissimo, il display LCD funziona, ma la macchina non scalda e non fa il caffè. Inoltre quando avvio un ciclo sento un piccolo 'clic' all'interno (che è normale), ma poi resta lì senza fare niente.",
    category: 'elettrodomestici',
    cause:
      'Uno dei due fusibili termici in serie sul circuito della resistenza (quello da 240°C, Therm-O-Disc G4) era bruciato/aperto; sostituiti entrambi i fusibili termici (216°C e 240°C), la macchina ha ripreso a scaldare e a fare il caffè.',
    keywords: ['fusibile', 'termico', 'resistenza', 'bruciato', 'sostituiti'],
  },
  {
    id: 'el-1011',
    source:
      'https://github.com/agateau/blog/blob/17bf9817b0b533465e58c56a8632e7d5bb2010a6/2017/fixing-my-coffee-machine/index.md',
    original:
      'My latest fix was on one of the most critical appliances of the house: the coffee machine! A capsule got stuck inside it, the piston would not open. "Should be an easy fix", I thought, "it\'s just a matter of taking it apart to reach the piston and unblock it". (…) But I was not prepared for the screws of that coffee machine. Their head is a slightly elliptic stud with no hole at all. Krups really does not want you to take their precious machine apart!',
    language: 'en',
    text: "L'ultima riparazione riguarda uno degli elettrodomestici più critici di casa: la macchina del caffè (una Krups a capsule)! Una capsula si è incastrata dentro e il pistone non si apre più. 'Dovrebbe essere facile', ho pensato, 'basta smontarla per arrivare al pistone e sbloccarlo'. (…) Ma non ero preparato alle viti di questa macchina: la testa è un perno leggermente ellittico senza nessun incavo. Krups proprio non vuole che si smonti la sua preziosa macchina!",
    category: 'elettrodomestici',
    cause:
      'Una capsula schiacciata era rimasta incastrata nel pistone/gruppo di infusione bloccandolo; aperta la macchina (con un cacciavite autocostruito per le viti ovali) e rimossa la capsula, il pistone si è sbloccato e la macchina ha ripreso a funzionare.',
    keywords: ['capsula', 'incastrata', 'pistone', 'bloccato', 'rimossa'],
  },
  {
    id: 'el-1012',
    source:
      'https://github.com/chrisinmtown/chrisinmtown.github.io/blob/1c1b4a372750e2ae74e8dcd5c8c32a83ba9feeab/blog/20100627_nespresso.md',
    original:
      'A few years ago my family bought me a basic Nespresso espresso machine, which is made by Jura in Switzerland. (…) We used the machine for a couple of years (…). But over time the power button became recalcitrant. First it required two pushes to go on, then three pushes, then coaxing with a pencil eraser, and this got ever worse until I was standing there for the better part of a minute pushing, pushing, pushing while waiting for the DANGED (ahem) light to start blinking. Naturally it was out of warranty by then (…)',
    language: 'en',
    text: "Qualche anno fa la mia famiglia mi ha regalato una macchina espresso Nespresso base, fatta da Jura in Svizzera. (…) L'abbiamo usata per un paio d'anni (…). Ma col tempo il tasto di accensione è diventato sempre più restio: prima servivano due pressioni per accenderla, poi tre, poi dovevo insistere con la gomma di una matita, e peggiorava sempre finché restavo lì quasi un minuto a premere, premere, premere aspettando che quella MALEDETTA spia cominciasse a lampeggiare. Ovviamente ormai era fuori garanzia (…)",
    category: 'elettrodomestici',
    cause:
      'Sporco/ossidazione tra il pulsante in gomma conduttiva (con punta al carbonio) e le piste di contatto del circuitino del tasto di accensione; pulite le piste e la punta del pulsante, la macchina si accende di nuovo al primo tocco.',
    keywords: ['pulsante', 'contatti', 'sporco', 'pulizia', 'gomma'],
  },
  {
    id: 'el-1013',
    source:
      'https://github.com/andydunkel/AndyDunkel.net/blob/ec373ce2908d5632c07bf6b1a0babe09d6625508/_posts/2014-01-25-roomba_seitenmotor_wechseln.md',
    original:
      'Nachdem der Roomba (580) seit seiner letzten Reparatur problemlos lief, hat sich letzte Woche ein Kopfhörerkabel in der Seitenbürste verfangen. Dies hatte dann vermutlich den Motor überlastet, so dass dieser nur noch sporadisch lief. Na toll.',
    language: 'de',
    text: "Dopo l'ultima riparazione il mio Roomba (580) funzionava senza problemi, ma la settimana scorsa un cavo delle cuffie si è impigliato nella spazzola laterale. Probabilmente questo ha sovraccaricato il motore, che adesso gira solo ogni tanto. Fantastico.",
    category: 'elettrodomestici',
    cause:
      'Il motore della spazzola laterale si era danneggiato per il sovraccarico; sostituito il modulo motore della spazzola laterale (ricambio da circa 40 euro, con spazzola nuova), il Roomba ha ripreso a funzionare.',
    keywords: ['motore', 'spazzola', 'laterale', 'sovraccarico', 'sostituito'],
  },
  {
    id: 'el-1014',
    source:
      'https://github.com/haarer/haarer.github.io/blob/2e505d7b6cd6e777d4bee7f8d13dd0348e5b8d98/_posts/2019-09-11-bosch-geschirrspueler-reparieren.md',
    original:
      'Seit einiger Zeit machte unsere Spülmaschine komische sägende Geräusche - unerträglich. So richtig sauber wurde das Geschirr auch nicht mehr. Die Vermutung war "Lagerschaden" an der Hauptpumpe - beim Abpumpen war die Geräuschkulisse ok. (…) Da das Ding schon seit über 10 Jahren seinen Dienst tut, haben wir auch über einen Neukauf nachgedacht. (…) Eine Reparatur (2012, Motorkondensator an der Hauptpumpe defekt) hat der GSP auch schon hinter sich. (…) Der Geschirrspüler ist also ein SGI55M45EU/70',
    language: 'de',
    text: "Da un po' di tempo la nostra lavastoviglie fa degli strani rumori, tipo una sega: insopportabile. E le stoviglie non vengono più pulite bene. Sospetto un danno ai cuscinetti della pompa principale: durante lo scarico invece il rumore è normale. (…) Visto che ha più di 10 anni abbiamo pensato anche di comprarne una nuova. (…) Ha già avuto una riparazione (2012, condensatore del motore della pompa principale difettoso). (…) La lavastoviglie è una Bosch SGI55M45EU/70.",
    category: 'elettrodomestici',
    cause:
      "Piccole perdite d'acqua dalla tenuta della pompa di lavaggio (circolazione) avevano fatto arrugginire il cuscinetto lato pompa del motore; sostituito il cuscinetto (tipo 608Z) e il kit guarnizioni della pompa, il motore è tornato silenzioso e la lavastoviglie funziona di nuovo bene.",
    keywords: ['cuscinetto', 'pompa', 'motore', 'guarnizione', 'sostituito'],
  },
  {
    id: 'el-1015',
    source:
      'https://github.com/CPC67128/JekyllWebSite/blob/06dcdba8d36ca31b3ac0c88fd10b5102520cc046/_posts/2013-09-08-reparation-dune-fuite-sur-ma-machine-a-laver.md',
    original:
      'De l’eau qui s’échappe de sous la machine à laver… sur un modèle TECHWOOD WA1447S. Nous avons appelé différent réparateurs mais les prix demandés faisaient poser la question de l’achat d’une nouvelle machine à laver. Certains réparateurs ne prenaient même pas en charge ce modèle, dont la marque leur était inconnu.',
    language: 'fr',
    text: 'Esce acqua da sotto la lavatrice… è una TECHWOOD WA1447S. Abbiamo chiamato diversi tecnici, ma con i prezzi che chiedevano viene da chiedersi se non convenga comprarne una nuova. Alcuni non trattano nemmeno questo modello, la marca non la conoscevano.',
    category: 'elettrodomestici',
    cause:
      "Un ferretto di reggiseno era finito nel manicotto (tubo di gomma) tra vasca e pompa di scarico e l'aveva bucato; sostituito il manicotto vasca-pompa con il ricambio originale (circa 26 euro), la perdita è sparita.",
    keywords: ['manicotto', 'ferretto', 'reggiseno', 'bucato', 'pompa'],
  },
  {
    id: 'el-1016',
    source:
      'https://github.com/2e0byo/blog/blob/07854571dda0bcce0dd6cc5546154e47e604c5e2/content/post/repairs/microwave-repair.md',
    original:
      "Here is a microwave: (…) Well at any rate, there's most of a microwave. The 'cancel' button was no longer working. What makes me think the entire microwave is being held hostage by a £0.03 switch? Let's take the case off and have a look",
    language: 'en',
    text: "Ecco il mio microonde (…). Il tasto 'annulla' (cancel) non funzionava più. Cosa mi fa pensare che l'intero microonde sia tenuto in ostaggio da un interruttore da 3 centesimi? Togliamo il case e diamo un'occhiata.",
    category: 'elettrodomestici',
    cause:
      "Il microinterruttore del tasto 'cancel' sulla scheda del pannello comandi era guasto meccanicamente (verificato col multimetro); dissaldato e sostituito con un interruttore simile recuperato da un'altra scheda, il tasto ha ripreso a funzionare.",
    keywords: ['interruttore', 'tasto', 'pannello', 'dissaldato', 'sostituito'],
  },
  {
    id: 'el-1017',
    source:
      'https://github.com/2e0byo/blog/blob/8e1a93a16fc5354138f6a10843ee3b61a4f33b58/content/post/repairs/microwave-repair-and-volume-control.md',
    original:
      'My microwave went on the blink, a few days before I got married. It started turning itself on, randomly, as soon as it was plugged in. You could use it---I did in fact use it---by putting something inside, waiting for it to turn on, and then opening the door after the required time had elapsed. Hardly ideal. I unplugged it and left it for later',
    language: 'en',
    text: "Il mio microonde ha cominciato a dare i numeri qualche giorno prima del mio matrimonio: si accendeva da solo, a caso, appena lo collegavo alla presa. Si poteva anche usare (e in effetti l'ho usato): mettevo dentro qualcosa, aspettavo che si accendesse e poi aprivo lo sportello quando era passato il tempo necessario. Non proprio ideale. L'ho staccato e l'ho lasciato lì per dopo.",
    category: 'elettrodomestici',
    cause:
      'Di nuovo un microinterruttore (tasto) difettoso sulla scheda frontale dei comandi, che chiudeva il contatto da solo e avviava il forno; dissaldato e sostituito con un altro interruttore ricavato da una vecchia scheda, il microonde ha smesso di accendersi da solo.',
    keywords: ['interruttore', 'tasto', 'scheda', 'difettoso', 'sostituito'],
  },
  {
    id: 'el-1018',
    source:
      'https://github.com/lzwjava/blog-source/blob/e8a7f08b9b4bf9e849cb762d1e300a1991a4bf19/_posts/en/2025-07-06-dishwasher-repair-en.md',
    original:
      "Recently, I moved my dishwasher from my parents' home to my home in the same city. The dishwasher is a Midea 13 Q7. I bought it in the summer of 2019 while working in Beijing. At the start of 2020, I used Deppon delivery to move it to Guangzhou. (…) We would run a dishwashing program, but after some time, the floor would be covered in water.",
    language: 'en',
    text: "Di recente ho spostato la mia lavastoviglie da casa dei miei genitori a casa mia, nella stessa città. È una Midea 13 Q7, comprata nell'estate 2019 quando lavoravo a Pechino; all'inizio del 2020 l'ho fatta spedire a Guangzhou con un corriere. (…) Facciamo partire un programma di lavaggio, ma dopo un po' il pavimento è tutto allagato.",
    category: 'elettrodomestici',
    cause:
      "Il tubo di sfiato/scarico della lavastoviglie e alcuni tubi interni erano bucati (probabilmente per l'età e i traslochi); individuati i fori sollevando e smontando la macchina e tappati uno a uno con nastro, la lavastoviglie ha smesso di perdere.",
    keywords: ['tubi', 'bucati', 'perdita', 'fori', 'nastro'],
  },
  {
    id: 'el-1019',
    source: 'https://github.com/bloovis/bloovis.com/blob/HEAD/content/posts/2015-12-31-fixing-dehydrator.md',
    original:
      "Our Nesco deyhydrator gets heavy use in the summer, drying fruits, vegetables and even complete meals for future use in winter or on camping trips. This simple device consists of a number of plastic mesh-bottomed trays that stack on top of a ventilated base. On top of the stack is a lid that contains a heating element and a fan. This last summer, the deyhydrator suddenly stopped working in the middle of the night. Nothing worked: the fan wasn't spinning and the heater wasn't heating.",
    language: 'en',
    text: "Il nostro essiccatore Nesco d'estate lavora tantissimo: frutta, verdura e persino pasti completi da conservare per l'inverno o per il campeggio. È un apparecchio semplice: dei vassoi con fondo a rete impilati su una base ventilata, e in cima un coperchio che contiene la resistenza e la ventola. L'estate scorsa l'essiccatore ha smesso di funzionare all'improvviso, nel cuore della notte. Niente funzionava: la ventola non girava e la resistenza non scaldava.",
    category: 'elettrodomestici',
    cause:
      "Il fusibile termico (thermal fuse SF129E) nel coperchio era bruciato; verificato con un ponticello provvisorio e poi sostituito con un fusibile nuovo collegato senza saldare (attorcigliando i reofori), l'essiccatore ha ripreso a funzionare.",
    keywords: ['fusibile', 'termico', 'bruciato', 'sostituito', 'coperchio'],
  },
  {
    id: 'el-1020',
    source: 'https://plaza.rakuten.co.jp./imagashoji/diary/ctgylist/?ctgy=34',
    original:
      '私の妻は綺麗好きで毎日沢山の洗濯物をして、1階、2階のかなり広い範囲を掃除機で毎日掃除している。吸引力が強いからとダイソン掃除機を使っている。最近掃除の途中でブイーン、ブイーンと吸引力が弱くなり、止まってしまうとのことで1年半くらい前にバッテリー交換したばかりだが、またバッテリーが弱くなったためかもしれないと思い、楽天で5480円でバッテリーを購入して交換した。(…) YOU TUBEでバッテリー交換の仕方を教えてもらってバッテリー交換を行った。そしてブンブン掃除機が稼働してくれるとばかりに胸膨らませてスイッチを入れたら交換前と同様ブイーン、ブイーンと音がして吸引できない状態だった。',
    language: 'ja',
    text: "Mia moglie pulisce ogni giorno con l'aspirapolvere Dyson una bella parte della casa su due piani, lo usa perché aspira forte. Ultimamente durante le pulizie fa 'buiiin, buiiin', l'aspirazione cala e poi si ferma. Avevo già cambiato la batteria circa un anno e mezzo fa, ma ho pensato che si fosse di nuovo indebolita e ne ho comprata una nuova (5480 yen) e l'ho sostituita. (…) Ho seguito un video su YouTube per il cambio batteria. Poi tutto speranzoso l'ho acceso, ma fa come prima 'buiiin, buiiin' e non aspira.",
    category: 'elettrodomestici',
    cause:
      "Non era la batteria: il filtro centrale (il filtro blu cilindrico nel corpo dell'aspirapolvere) era intasato e bloccava il flusso d'aria, facendo scattare l'aspirazione a intermittenza; tolto e pulito il filtro, l'aspirazione è tornata continua.",
    keywords: ['filtro', 'intasato', 'aspirazione', 'intermittente', 'pulito'],
  },
  {
    id: 'el-1021',
    source: 'https://chiyan1026.hatenablog.com/entry/2020/01/09/231205',
    original:
      '年末大掃除で大活躍のダイソンの掃除機ですが、どうやら故障してるみたいなので分解掃除を兼ねて原因を調べてみました。パワーヘッドの回転が掃除している時に止まってしまい、またスイッチを入れるとしばらく動きまた止まるを繰り返す症状です。そのうち止まる回数が増え、最終的にはパイプを垂直にした状態のみ回転し、パイプを寝かせると止まってしまうようになりました。ヘッドのブラシが回転しなくてもゴミを吸い込みはするのですが、やはり大きいゴミは取りこぼします。',
    language: 'ja',
    text: "Il mio aspirapolvere Dyson, che per le pulizie di fine anno ha lavorato tantissimo, sembra guasto, quindi l'ho smontato per pulirlo e cercare la causa. La spazzola della testa motorizzata si ferma mentre pulisco, poi se la riaccendo gira per un po' e si ferma di nuovo, e così via. Col tempo si ferma sempre più spesso, e alla fine gira solo col tubo in verticale: se inclino il tubo si ferma. Anche senza la spazzola che gira la polvere la aspira, ma lo sporco più grosso resta lì.",
    category: 'elettrodomestici',
    cause:
      "Nella testa motorizzata uno dei due fili (quello bianco) che collegano il motore della spazzola ai contatti del tubo, passando nello snodo orientabile, era quasi spezzato, per cui il contatto dipendeva dall'inclinazione; tagliato il tratto rovinato e realizzato un bypass con un filo nuovo, il motore della spazzola è tornato a funzionare.",
    keywords: ['filo', 'spezzato', 'snodo', 'spazzola', 'motore'],
  },
  {
    id: 'el-1022',
    source: 'https://www.nakarobo.com/entry/2024/01/10/073934',
    original:
      '2012年に購入した掃除機のダイソン DC35HMが故障したので修理を行いました。現象 家族からはダイソンの掃除機が壊れて1分くらいしか使えないとのことでした。確認すると満充電から数分でスイッチが切れてしまいます。しばらくするとまた数分使えるのですが、数回繰り返しているとバッテリー切れになり、トータルで数分しか掃除できなくなっていました。',
    language: 'ja',
    text: "Il nostro aspirapolvere Dyson DC35HM, comprato nel 2012, si è guastato. In famiglia mi dicono che è rotto e si può usare solo per un minuto circa. Controllando: da carica completa si spegne dopo pochi minuti. Dopo un po' si può usare di nuovo per qualche minuto, ma ripetendo un paio di volte si scarica del tutto, e in totale si riesce a pulire solo pochi minuti.",
    category: 'elettrodomestici',
    cause:
      "La batteria era esaurita (non teneva più la carica); sostituita con una batteria compatibile per il DC35 (modello a sgancio), l'aspirapolvere ha ripreso a funzionare normalmente.",
    keywords: ['batteria', 'esaurita', 'carica', 'sostituita', 'compatibile'],
  },
];
