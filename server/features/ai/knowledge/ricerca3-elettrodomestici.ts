import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import {
  BLADES,
  HEAVY,
  HOT,
  LINT_FIRE,
  LITHIUM,
  REFRIGERANT,
  SMOKE,
  UNPLUG_FIXED,
  UNPLUG_WATER,
} from './warnings.ts';

/**
 * Household-appliance faults that the third round of frequency research of issue 24
 * (docs/ai-coverage-research.md, round 3) found in people's own reports and that the knowledge base
 * lacked or answered with another fault: the top-loader's lid switch, a dishwasher that fills by itself,
 * a fridge's dusty condenser coils, a drip coffee maker choked by scale, a toaster element that broke,
 * a vented dryer's clogged duct, a washing-machine drain pump that grinds, a blender that leaks from the
 * bottom, a robot vacuum that no longer charges on its dock, a hair straightener that stays cold, a
 * dishwasher that stops halfway, an oven door seal that lets the heat out, a fridge started too soon after a
 * move, a dryer that asks to clean a clean filter, a washing machine that smokes or smells of burning, a
 * kettle that leaks.
 */
export const RICERCA3_ELETTRODOMESTICI: KnowledgeEntry[] = [
  {
    id: 'lavatrice-sicura-coperchio',
    category: 'elettrodomestici',
    devices: ['lavatrice'],
    label: 'carica dall’alto: si ferma prima della centrifuga (sicura del coperchio)',
    symptoms: [
      'la lavatrice a carica dall’alto lava ma quando deve centrifugare si ferma',
      'arriva alla centrifuga e non fa niente, come se il coperchio fosse aperto',
      'chiudo il coperchio ma non fa clic e la lavatrice non parte',
      'la lavatrice dall’alto non scarica e non centrifuga più',
      'se premo con un dito dentro il buchino del coperchio riparte',
      'premendo la sicura del coperchio la lavatrice dall’alto riparte e scarica',
    ],
    patterns: ['lid switch', 'sicura del coperchio', 'microinterruttore del coperchio'],
    problem:
      'Lavatrice a carica dall’alto che si ferma prima della centrifuga: l’interruttore di sicurezza del coperchio (microinterruttore) è rotto o non viene premuto, e la macchina crede che il coperchio sia aperto',
    difficulty: 'intermediate',
    estimatedTime: '30-60 minuti',
    warnings: [
      UNPLUG_WATER,
      'Non lasciare la sicura bloccata con il nastro: il cestello in centrifuga è pericoloso a coperchio aperto.',
    ],
    causes: [
      'Interruttore di sicurezza del coperchio (microinterruttore) rotto o consumato: la lavatrice crede che il coperchio sia aperto',
      'Linguetta o perno del coperchio spezzato o storto: chiudendo non preme più l’interruttore',
      'Carico sbilanciato (una coperta o un piumone da solo): la centrifuga si ferma per sicurezza',
      'Scarico lento o intasato: senza scaricare non centrifuga',
    ],
    tells: [
      'se premendo con un bastoncino dentro il foro del coperchio la lavatrice riparte, allora è l’interruttore del coperchio',
      'se il perno del coperchio è rotto o non entra nel foro, allora è la linguetta del coperchio',
      'se riparte dopo aver ridistribuito i panni, allora era il carico sbilanciato',
      'se l’acqua scende piano anche con il coperchio premuto, allora è lo scarico',
    ],
    solutions: [
      'Sostituisci l’interruttore di sicurezza del coperchio del tuo modello',
      'Sostituisci il coperchio o la sua linguetta rotta',
      'Ridistribuisci il carico e lava i capi pesanti insieme ad altri',
      'Pulisci il filtro della pompa e controlla il tubo di scarico',
    ],
    tools: [T.microinterruttore, T.multimetro, T.cacciavitiGrandi, T.torcia, T.bacinella],
    steps: [
      step(
        'Ridistribuisci i panni nel cestello (una coperta da sola si sbilancia), chiudi il coperchio e riavvia solo la centrifuga.',
        'Se centrifuga era il carico',
      ),
      step(
        'Guarda il perno sotto il coperchio e il foro in cui entra: deve essere intero e arrivare in fondo chiudendo.',
        'Il perno è integro',
      ),
      step(
        'Con la centrifuga avviata, premi con un bastoncino di plastica dentro il foro: se senti il clic e il cestello parte, la colpa è dell’interruttore. Togli subito il bastoncino.',
        'Hai trovato il colpevole',
      ),
      step(
        'Stacca la spina, solleva il piano superiore (viti sul retro o sotto il pannello comandi) e scollega l’interruttore del coperchio.',
        'Vedi l’interruttore con i suoi fili',
        UNPLUG_WATER,
      ),
      step(
        'Misura con il multimetro in continuità: premuto deve chiudere, rilasciato deve aprire. Se non chiude, montane uno nuovo uguale.',
        'La lavatrice centrifuga a coperchio chiuso',
      ),
    ],
    cost: 'Interruttore del coperchio 15-35 €; in assistenza 70-120 €.',
    ifNotFixed:
      'Se con l’interruttore nuovo continua a fermarsi, controlla scarico, cinghia o giunto del motore, o chiama l’assistenza.',
  },
  {
    id: 'lavastoviglie-si-riempie-da-sola',
    category: 'elettrodomestici',
    devices: ['lavastoviglie'],
    label: 'si riempie d’acqua da sola anche spenta',
    symptoms: [
      'la lavastoviglie si riempie d’acqua da sola anche quando è spenta',
      'apro la lavastoviglie per caricarla e trovo una pozza d’acqua pulita sul fondo',
      'trovo acqua sporca nella lavastoviglie quando scarico il lavello',
      'la lavastoviglie continua a caricare acqua a macchina ferma',
      'l’acqua nella vasca sale piano piano durante la notte',
      'la lavastoviglie piena d’acqua che puzza di scarico anche se non la uso',
    ],
    problem:
      'Lavastoviglie che si riempie d’acqua anche spenta: elettrovalvola di carico che non chiude più (acqua pulita) o acqua di scarico che torna indietro dal lavello (acqua sporca)',
    difficulty: 'intermediate',
    estimatedTime: '30-90 minuti',
    warnings: [
      UNPLUG_WATER,
      'Se l’acqua arriva al bordo dello sportello può uscire e bagnare mobili e pavimento: chiudi subito il rubinetto.',
    ],
    causes: [
      'Elettrovalvola di carico dell’acqua bloccata aperta (calcare o membrana rotta): lascia passare acqua anche a macchina spenta',
      'Acqua del lavello che torna nella lavastoviglie: tubo di scarico senza curva alta o collegato sotto il livello del sifone',
      'Sifone o scarico del lavello intasato che rimanda l’acqua sporca indietro',
      'Aquastop o tubo di carico con la valvola difettosa',
    ],
    tells: [
      'se l’acqua è pulita e sale piano anche col lavello asciutto, allora è l’elettrovalvola di carico',
      'se l’acqua è sporca e sale quando usi il lavello, allora è lo scarico che torna indietro',
      'se il lavello scarica lento anche lui, allora è il sifone intasato',
      'se chiudendo il rubinetto l’acqua smette di salire, allora il problema è a monte, sul carico',
    ],
    solutions: [
      'Sostituisci l’elettrovalvola di carico',
      'Rifai il collegamento dello scarico con la curva alta (a collo d’oca) sopra il livello della vasca',
      'Stura e pulisci il sifone del lavello',
      'Sostituisci il tubo Aquastop',
    ],
    tools: [T.bacinella, T.torcia, T.multimetro, T.cacciavitiGrandi, T.pinze],
    steps: [
      step(
        'Chiudi il rubinetto della lavastoviglie, stacca la spina e togli l’acqua dal fondo con una spugna e una bacinella.',
        'Vasca asciutta',
        UNPLUG_WATER,
      ),
      step(
        'Lascia il rubinetto chiuso per una notte: se la vasca resta asciutta, riaprilo e guarda se torna acqua pulita.',
        'Sai se l’acqua viene dal carico',
      ),
      step(
        'Riempi e scarica il lavello: se nella lavastoviglie compare acqua sporca, controlla che il tubo di scarico faccia una curva alta sotto il piano e che il sifone non sia intasato.',
        'Sai se l’acqua viene dallo scarico',
      ),
      step(
        'Per l’acqua pulita: togli lo zoccolo, trova l’elettrovalvola dove entra il tubo di carico e sostituiscila con una uguale.',
        'La vasca resta asciutta a macchina ferma',
        UNPLUG_WATER,
      ),
    ],
    cost: 'Elettrovalvola 15-40 €; sistemare lo scarico è gratis; tecnico 80-130 €.',
    ifNotFixed:
      'Tieni il rubinetto chiuso quando non la usi e chiama un tecnico o un idraulico per carico e scarico.',
  },
  {
    id: 'frigo-condensatore-sporco',
    category: 'elettrodomestici',
    devices: ['frigorifero'],
    label: 'il frigo fatica a raffreddare: condensatore dietro o sotto pieno di polvere',
    symptoms: [
      'il frigo raffredda male e dietro è pieno di polvere',
      'il latte nel frigo è tiepido e il burro morbido, dietro è pieno di polvere e peli',
      'il motore del frigo va sempre e scalda tanto, la griglia dietro è tutta impolverata',
      'la ventolina dietro il frigo, vicino al motore, fischia o cigola e il frigo fa fatica a raffreddare',
      'con il gatto e il cane in casa il frigo americano non raffredda più',
      'ho aspirato la polvere dietro il frigo ed è tornato a raffreddare',
      'il frigo non mantiene più la temperatura giusta e il motore non stacca mai',
    ],
    problem:
      'Frigorifero che fatica a raffreddare: il condensatore (la serpentina nera dietro o sotto) è coperto di polvere e peli, o la sua ventola è ferma, e il calore non viene smaltito',
    difficulty: 'beginner',
    estimatedTime: '30-60 minuti',
    warnings: [UNPLUG_FIXED, HEAVY, REFRIGERANT],
    causes: [
      'Condensatore (serpentina dietro o sotto il frigo) coperto di polvere, peli e lanugine: il calore resta intrappolato',
      'Ventola del condensatore (vicino al compressore, nei frigo con serpentina sotto) ferma, sporca o con i cuscinetti consumati',
      'Frigo incassato o troppo attaccato al muro: l’aria calda non circola',
      'Guarnizione della porta che non chiude o gas refrigerante in calo',
    ],
    tells: [
      'se la serpentina dietro o sotto è grigia di polvere, allora è il condensatore sporco',
      'se dal basso senti un cigolio e la ventolina gira a fatica o è ferma, allora è la ventola del condensatore',
      'se il fianco e il retro scottano e c’è poco spazio attorno, allora è la ventilazione',
      'se condensatore e ventola sono puliti e la serpentina resta fredda, allora è guarnizione o gas',
    ],
    solutions: [
      'Aspira e spazzola la serpentina del condensatore (una o due volte l’anno, più spesso con animali)',
      'Pulisci la ventola del condensatore o sostituisci il motorino',
      'Lascia almeno 5-10 cm d’aria dietro e sopra il frigo',
      'Controlla la guarnizione; per il gas chiama un frigorista',
    ],
    tools: [T.pennelli, T.torcia, T.cacciavitiGrandi, T.guanti, T.ventola],
    steps: [
      step(
        'Stacca la spina e tira fuori il frigo dal muro (o togli la griglia dello zoccolo nei frigo con la serpentina sotto).',
        'Vedi la serpentina nera',
        UNPLUG_FIXED,
      ),
      step(
        'Aspira la polvere con la bocchetta a spazzola e passa un pennello lungo tra le spire, senza piegarle.',
        'Serpentina pulita',
      ),
      step(
        'Se vicino al compressore c’è una ventolina, togli peli e polvere dalle pale e girala a mano: deve girare libera.',
        'La ventola gira senza attrito',
      ),
      step(
        'Riattacca la spina e ascolta: la ventolina deve partire con il compressore, senza cigolii.',
        'Ventola in funzione',
      ),
      step(
        'Rimetti il frigo lasciando spazio dietro, aspetta 24 ore e controlla la temperatura con un termometro.',
        'Il frigo torna a 4-5 °C',
      ),
    ],
    cost: 'Gratis con l’aspirapolvere; ventola del condensatore 20-50 €; frigorista 100-250 €.',
    ifNotFixed:
      'Se con serpentina e ventola pulite non raffredda, chiama un frigorista: può essere il gas o il compressore.',
  },
  {
    id: 'caffe-americano-calcare',
    category: 'elettrodomestici',
    devices: ['caffe'],
    label: 'macchina del caffè americano (a filtro) lenta, poco caffè nella caraffa',
    symptoms: [
      'la macchina del caffè americano è diventata lentissima',
      'il caffè della macchina a filtro è sempre più lento e leggero',
      'la macchina del caffè a filtro gorgoglia a lungo e fa rumori strani',
      'la macchina americana ci mette mezz’ora a fare una caraffa',
      'la caraffa della macchina americana si riempie solo a metà',
      'il caffè americano sa di metallico e amaro',
    ],
    problem:
      'Macchina del caffè americano (a filtro) lenta o che fa poco caffè: calcare e depositi dell’acqua dura ostruiscono i condotti e incrostano la piastra riscaldante',
    difficulty: 'beginner',
    estimatedTime: '1-4 ore (quasi tutte di attesa)',
    warnings: [UNPLUG_FIXED, HOT],
    causes: [
      'Calcare e depositi dell’acqua dura che ostruiscono i condotti interni e la valvola: l’acqua passa a fatica',
      'Calcare sulla piastra riscaldante: il caffè nella caraffa è tiepido',
      'Filtro o portafiltro intasati da caffè macinato troppo fine',
      'Tubicino interno di silicone staccato o spaccato',
    ],
    tells: [
      'se gorgoglia a lungo e la caraffa si riempie piano, allora sono i condotti incrostati di calcare',
      'se è lenta e il caffè nella caraffa è tiepido, allora c’è calcare anche sulla piastra riscaldante',
      'se l’acqua trabocca dal portafiltro, allora è il filtro o la macinatura troppo fine',
      'se perde acqua sotto la macchina, allora è il tubicino interno',
    ],
    solutions: [
      'Decalcifica con acido citrico, decalcificante o aceto, lasciando agire qualche ora, poi fai 2-3 cicli di sola acqua',
      'Ripeti la decalcificazione finché il ciclo torna veloce',
      'Lava il portafiltro e usa caffè macinato per filtro',
      'Sostituisci il tubicino o porta la macchina in assistenza',
    ],
    tools: [T.decalcificante, T.spazzolino, T.bacinella],
    steps: [
      step(
        'Riempi il serbatoio con acqua e decalcificante (o metà acqua e metà aceto, o succo di limone filtrato) e avvia il ciclo senza caffè.',
        'Il liquido comincia a scendere',
      ),
      step(
        'Appena scendono le prime gocce spegni la macchina e lascia agire almeno un paio d’ore (anche tutta la notte se è molto incrostata).',
        'Il calcare si scioglie',
      ),
      step('Riaccendi e finisci il ciclo, poi svuota la caraffa.', 'Il liquido è passato tutto'),
      step(
        'Fai due o tre cicli con sola acqua pulita e misura quanta acqua arriva nella caraffa.',
        'Il ciclo torna veloce e senza gorgoglii lunghi',
      ),
    ],
    cost: 'Decalcificante 5-10 € (o aceto); una macchina nuova costa 30-80 €.',
    ifNotFixed:
      'Se dopo due decalcificazioni resta lenta o perde acqua sotto, è un tubicino o la valvola interna: conviene l’assistenza solo per macchine costose.',
  },
  {
    id: 'tostapane-resistenza-rotta',
    category: 'elettrodomestici',
    devices: ['piccoli'],
    label: 'il tostapane tosta solo da un lato (resistenza rotta)',
    symptoms: [
      'il tostapane tosta il pane solo da un lato',
      'una delle resistenze del tostapane non diventa più rossa',
      'il pane esce bianco da una parte e tostato dall’altra',
      'il tostapane non scalda più, il pane resta bianco',
      'il filo della resistenza del tostapane si vede spezzato',
    ],
    problem:
      'Tostapane che tosta da un lato solo o non scalda: il filo di una resistenza si è spezzato (spesso vicino a un capo) o un contatto è bruciato',
    difficulty: 'intermediate',
    estimatedTime: '30-60 minuti',
    warnings: [
      UNPLUG_FIXED,
      HOT,
      'Non infilare forchette o coltelli nel tostapane attaccato alla presa: le resistenze sono scoperte e in tensione.',
    ],
    causes: [
      'Filo della resistenza spezzato (di solito vicino a un capo o a un gancio): quella resistenza non diventa rossa',
      'Contatto o rivetto della resistenza bruciato o ossidato',
      'Briciole accumulate che coprono le resistenze e scaldano male',
      'Termostato o scheda del timer guasti (nessuna resistenza scalda)',
    ],
    tells: [
      'se una sola resistenza resta scura mentre le altre sono rosse, allora è il filo di quella resistenza',
      'se il filo è intero ma annerito al capo, allora è il contatto bruciato',
      'se scalda male ovunque e c’è uno strato di briciole, allora è lo sporco',
      'se non scalda nessuna resistenza a leva abbassata, allora è il termostato o la scheda',
    ],
    solutions: [
      'Sostituisci la resistenza o, se il filo è spezzato vicino al capo, ricollegalo con un morsetto metallico (non con nastro o saldatura a stagno)',
      'Pulisci o rifai il contatto bruciato',
      'Svuota il cassetto delle briciole e capovolgi il tostapane',
      'Sostituisci il termostato o cambia il tostapane',
    ],
    tools: [T.cacciaviti, T.multimetro, T.pinze, T.guanti],
    steps: [
      step(
        'Abbassa la leva con il tostapane vuoto e guarda dall’alto quale resistenza resta scura. Poi stacca la spina.',
        'Sai quale resistenza non va',
      ),
      step(
        'Svuota il cassetto delle briciole e capovolgi il tostapane sopra il lavello.',
        'Niente briciole sulle resistenze',
        UNPLUG_FIXED,
      ),
      step(
        'Apri il guscio (viti sotto la base, a volte la leva si sfila) e segui il filo della resistenza scura fino a trovare il punto spezzato.',
        'Vedi il filo interrotto',
        UNPLUG_FIXED,
      ),
      step(
        'Misura la resistenza con il multimetro: se è aperta, sostituiscila o ricollega il filo con un morsetto metallico adatto alle alte temperature.',
        'Il multimetro segna continuità',
      ),
      step(
        'Richiudi il guscio e prova con una fetta di pane senza lasciarlo incustodito.',
        'Tosta da tutte e due le parti',
      ),
    ],
    cost: 'Gratis con un morsetto; resistenza di ricambio 5-15 € quando si trova; un tostapane nuovo 20-40 €.',
    ifNotFixed: 'Se il filo è rotto in più punti o la mica è bruciata, conviene un tostapane nuovo.',
  },
  {
    id: 'asciugatrice-tubo-evacuazione',
    category: 'elettrodomestici',
    devices: ['asciugatrice'],
    label: 'asciugatrice a evacuazione: ci vogliono due cicli, tubo dell’aria intasato',
    symptoms: [
      'l’asciugatrice a evacuazione ci mette due cicli per finire i panni',
      'i panni escono caldissimi ma ancora bagnati',
      'il tubo dell’aria calda è pieno di pelucchi',
      'scotta sopra e sa di bruciato, i panni escono bollenti ma umidi',
      'fuori dal muro la bocchetta non butta aria',
      'il tubo flessibile dietro la macchina è schiacciato',
      'da quando uso l’asciugatrice il locale diventa umido e caldo, e i panni non asciugano',
      'per asciugare un carico devo mettere la temperatura alta e aspettare un’eternità',
      'sul display dell’asciugatrice è comparso l’avviso di controllare lo scarico dell’aria',
      'l’asciugatrice sa di bruciato e ci mette il doppio, il filtro però è pulito',
      'la bocchetta fuori sul muro o sul tetto butta pochissima aria',
    ],
    patterns: ['check vent', 'flusso d’aria ridotto', 'condotto di scarico', 'tubo di evacuazione'],
    problem:
      'Condotto di scarico dell’asciugatrice (tubo di evacuazione) intasato od ostruito: lanugine e pelucchi accumulati, tubo schiacciato o sbocco esterno chiuso (foglie, nido di uccelli), così l’aria calda e umida non esce e asciugare ci mette sempre di più',
    difficulty: 'beginner',
    estimatedTime: '30-60 minuti',
    warnings: [UNPLUG_FIXED, LINT_FIRE, HEAVY],
    causes: [
      'Condotto di scarico (tubo di evacuazione) intasato di lanugine e pelucchi, anche lontano dalla macchina fino allo sbocco esterno: il filtro ne ferma solo una parte',
      'Tubo flessibile schiacciato dietro la macchina, con troppe curve o troppo lungo',
      'Sbocco esterno (bocchetta a muro o sul tetto) ostruito da un tappo di lanugine, foglie o un nido di uccelli',
      'Filtro dei pelucchi intasato o unto dalle salviette profumate',
      'Termostato di sicurezza che stacca la resistenza per il troppo caldo',
    ],
    tells: [
      'se staccando il tubo dalla macchina vedi un feltro grigio di pelucchi, allora è il tubo intasato',
      'se il tubo è piegato o schiacciato contro il muro, allora è il percorso del tubo',
      'se dalla bocchetta esterna non esce aria con la macchina accesa, allora è la bocchetta',
      'se il filtro non lascia passare l’acqua sotto il rubinetto, allora è il filtro unto',
      'se scalda a tratti e si spegne, anche con il tubo pulito, allora è il termostato',
    ],
    solutions: [
      'Stacca il tubo e pulisci tutto il percorso con lo scovolo o l’aspirapolvere',
      'Accorcia il tubo, togli le curve inutili o passa a un tubo rigido liscio',
      'Pulisci la bocchetta esterna e controlla che lo sportellino si apra',
      'Lava il filtro dei pelucchi con acqua e sapone',
      'Sostituisci il termostato di sicurezza',
    ],
    tools: [T.torcia, T.pennelli, T.cacciavitiGrandi, T.guanti, T.termostato],
    steps: [
      step(
        'Stacca la spina, tira avanti l’asciugatrice e sfila il tubo dell’aria dal retro (fascetta o molla).',
        'Il tubo è staccato',
        UNPLUG_FIXED,
      ),
      step(
        'Guarda dentro con la torcia: se vedi pelucchi, aspirali e passa uno scovolo lungo fino al muro.',
        'Il tubo è libero',
        LINT_FIRE,
      ),
      step(
        'Esci fuori e pulisci la bocchetta esterna; con la macchina accesa lo sportellino deve aprirsi e buttare aria.',
        'Aria che esce con forza',
      ),
      step(
        'Rimonta il tubo il più corto e dritto possibile, senza schiacciarlo contro il muro.',
        'Un ciclo normale asciuga i panni',
      ),
    ],
    cost: 'Gratis; tubo nuovo 10-20 €; pulizia professionale del condotto 60-120 €.',
    ifNotFixed:
      'Se con il tubo libero i panni restano bagnati, controlla resistenza e termostati o chiama l’assistenza.',
  },
  {
    id: 'lavatrice-pompa-rumorosa',
    category: 'elettrodomestici',
    devices: ['lavatrice'],
    label: 'la pompa di scarico gratta, ronza o fa un rumore di sassi',
    symptoms: [
      'la lavatrice fa un rumore di sassi o di ghiaia quando svuota',
      'quando svuota la pompa gratta e ronza forte',
      'la pompa fa un rumore di macinino',
      'mentre svuota ronza e gratta, poi si blocca',
      'un ronzio forte viene dalla pompa',
      'la girante della pompa è dura o ha le pale rotte',
    ],
    problem:
      'Pompa di scarico rumorosa: un oggetto (moneta, bottone, ferretto) si è infilato nella girante, o la girante e il cuscinetto della pompa sono consumati; se la pompa si blocca la lavatrice resta piena d’acqua e non centrifuga',
    difficulty: 'intermediate',
    estimatedTime: '30-90 minuti',
    warnings: [
      UNPLUG_WATER,
      'Prima di aprire il filtro metti stracci e una bacinella bassa: esce tutta l’acqua rimasta.',
    ],
    causes: [
      'Oggetto (moneta, bottone, ferretto, fermaglio) incastrato nel filtro o nella girante della pompa di scarico',
      'Girante o cuscinetto della pompa di scarico consumati o rotti: la pompa gratta e fatica',
      'Pompa che si blocca e nei modelli a cinghia frena la trasmissione: la lavatrice non centrifuga',
      'Tubo di scarico parzialmente ostruito: la pompa lavora sotto sforzo',
    ],
    tells: [
      'se il rumore c’è solo mentre scarica e dal filtro escono monete o bottoni, allora era un oggetto nella pompa',
      'se la girante, a filtro tolto, ha gioco, gira dura o ha le pale rotte, allora è la pompa consumata',
      'se con la pompa ferma il cestello non gira e la cinghia slitta, allora la pompa bloccata frena la trasmissione',
      'se la pompa gira libera ma l’acqua scende piano, allora è il tubo di scarico',
    ],
    solutions: [
      'Apri il filtro della pompa e togli l’oggetto',
      'Sostituisci la pompa di scarico (si smonta con poche viti dal fondo o dal retro)',
      'Sostituisci la pompa e controlla la cinghia',
      'Sfila e pulisci il tubo di scarico',
    ],
    tools: [T.bacinella, T.torcia, T.pinze, T.cacciavitiGrandi, T.guanti],
    steps: [
      step(
        'Stacca la spina, chiudi il rubinetto, apri lo sportellino in basso e svuota l’acqua dal tubicino di emergenza nella bacinella.',
        'L’acqua è uscita',
        UNPLUG_WATER,
      ),
      step(
        'Svita il filtro della pompa e togli tutto quello che trovi (monete, bottoni, pelucchi).',
        'Filtro pulito',
      ),
      step(
        'Con una torcia guarda dentro la sede: la girante deve girare a scatti regolari con un dito e senza gioco.',
        'La girante è libera e integra',
      ),
      step(
        'Se la girante è rotta, dura o ha gioco, smonta la pompa (viti sul fondo o dal retro, manicotti con fascette) e montane una uguale.',
        'Pompa nuova montata',
        UNPLUG_WATER,
      ),
      step('Fai un programma di solo scarico e centrifuga.', 'Scarica in silenzio e centrifuga'),
    ],
    cost: 'Gratis se era un oggetto; pompa di scarico 20-50 €; tecnico 80-140 €.',
    ifNotFixed:
      'Se con la pompa nuova il rumore resta in centrifuga, sono i cuscinetti del cestello: chiedi un preventivo all’assistenza.',
  },
  {
    id: 'frullatore-perde-dal-fondo',
    category: 'elettrodomestici',
    devices: ['piccoli'],
    label: 'il frullatore perde liquido dal fondo del bicchiere',
    symptoms: [
      'il frullatore perde liquido da sotto quando frullo',
      'quando faccio il frullato esce liquido dalla base del bicchiere',
      'il bicchiere del frullatore gocciola sul motore',
      'sotto il frullatore trovo una pozza appiccicosa dopo ogni frullato',
      'la guarnizione delle lame del frullatore è schiacciata e perde',
      'il frullatore perde solo quando metto liquidi caldi',
    ],
    problem:
      'Frullatore che perde dal fondo: la guarnizione tra lame e bicchiere è consumata, sporca o montata storta, il gruppo lame è allentato o il bicchiere ha una crepa sottile',
    difficulty: 'beginner',
    estimatedTime: '15-30 minuti',
    warnings: [
      'Stacca la spina prima di smontare il bicchiere.',
      BLADES,
      'Se il liquido è entrato nella base del motore, lasciala asciugare almeno un giorno prima di riattaccarla.',
    ],
    causes: [
      'Guarnizione (anello di gomma) tra il gruppo lame e il bicchiere indurita, crepata o schiacciata',
      'Guarnizione sporca o montata storta dopo il lavaggio',
      'Ghiera del gruppo lame allentata',
      'Crepa sottile nel fondo del bicchiere (colpi o liquidi bollenti)',
      'Bicchiere troppo pieno o con liquidi caldi che spingono sulla guarnizione',
    ],
    tells: [
      'se la gomma è dura, crepata o appiattita, allora è la guarnizione consumata',
      'se la guarnizione è sana ma ha residui o non è in piano nella sede, allora è sporca o montata storta',
      'se la ghiera gira a mano senza sforzo, allora è il gruppo lame allentato',
      'se il bicchiere pieno d’acqua su un foglio di carta gocciola anche fermo, allora è una crepa',
      'se perde solo riempito fino all’orlo o con liquidi caldi, allora è il carico',
    ],
    solutions: [
      'Sostituisci la guarnizione con quella del tuo modello',
      'Lava la guarnizione e rimettila ben in piano nella sua sede',
      'Stringi a mano la ghiera del gruppo lame, senza esagerare',
      'Sostituisci il bicchiere',
      'Riempi al massimo fino alla tacca e lascia intiepidire i liquidi caldi',
    ],
    tools: [T.guarnizione, T.guanti, T.spazzolino],
    steps: [
      step(
        'Stacca la spina, togli il bicchiere e svita la ghiera del gruppo lame tenendolo con un panno.',
        'Gruppo lame e guarnizione in mano',
        BLADES,
      ),
      step(
        'Guarda la guarnizione: se è dura, crepata o schiacciata, ordinane una del tuo modello; se è sana, lavala e togli i residui dalla sede.',
        'Guarnizione pulita o nuova',
      ),
      step(
        'Rimonta la guarnizione ben in piano e stringi la ghiera a mano fino in fondo.',
        'La ghiera è ferma',
      ),
      step(
        'Riempi il bicchiere d’acqua e appoggialo su un foglio di carta asciutto per dieci minuti, poi frulla qualche secondo.',
        'La carta resta asciutta',
      ),
    ],
    cost: 'Guarnizione 3-10 €; bicchiere nuovo 15-40 €.',
    ifNotFixed:
      'Se perde anche con guarnizione e ghiera nuove, il bicchiere è crepato o deformato: sostituiscilo.',
  },
  {
    id: 'robot-aspirapolvere-non-si-carica',
    category: 'elettrodomestici',
    devices: ['aspirapolvere'],
    label: 'il robot aspirapolvere non si ricarica sulla base',
    symptoms: [
      'il robot aspirapolvere è sulla base ma non si ricarica',
      'trovo il robot scarico in mezzo alla stanza anche se era sulla base',
      'la spia di ricarica del roomba non si accende quando è sulla base',
      'il robot si ricarica solo se lo sistemo a mano sulla base',
      'il robot aspirapolvere si ricarica a singhiozzo, stacca e riattacca',
      'la batteria del robot aspirapolvere dura pochi minuti',
    ],
    problem:
      'Robot aspirapolvere che non si ricarica: contatti di ricarica sporchi o ossidati sul robot e sulla base, base mal posizionata o senza corrente, oppure batteria esaurita',
    difficulty: 'beginner',
    estimatedTime: '10-30 minuti',
    warnings: [LITHIUM, 'Spegni il robot prima di pulire contatti, ruote e spazzole.'],
    causes: [
      'Contatti di ricarica sul robot e sulla base coperti di polvere, peli o patina di ossido',
      'Base posizionata male (tappeto, ostacoli ai lati, presa spenta o alimentatore allentato)',
      'Ruota o sensori sporchi: il robot non si allinea bene sui contatti',
      'Batteria consumata dagli anni: si carica ma dura pochissimo',
    ],
    tells: [
      'se sistemandolo a mano sulla base la spia non si accende subito, allora sono i contatti sporchi o la base senza corrente',
      'se la spia dell’alimentatore o della base è spenta, allora è la presa o l’alimentatore',
      'se si carica a mano ma da solo arriva storto, allora è la posizione della base o i sensori',
      'se si carica ma dopo pochi minuti torna alla base, allora è la batteria',
    ],
    solutions: [
      'Pulisci i contatti del robot e della base con un panno asciutto, poi con alcol e una gomma da matita',
      'Sposta la base su un pavimento duro, contro il muro, con mezzo metro libero ai lati, e controlla presa e alimentatore',
      'Pulisci ruote e sensori del robot',
      'Sostituisci la batteria con una compatibile del tuo modello',
    ],
    tools: [T.alcool, T.pulisciContatti, T.spazzolino, T.cacciaviti],
    steps: [
      step(
        'Spegni il robot, capovolgilo e pulisci le piastrine metalliche di ricarica con un panno asciutto; strofina le macchie scure con una gomma da matita o un cotton fioc con alcol.',
        'Contatti lucidi',
      ),
      step(
        'Fai lo stesso con i contatti della base e controlla che la spia della base sia accesa (prova la presa con un altro apparecchio).',
        'Base alimentata e pulita',
      ),
      step(
        'Metti la base su un pavimento duro, contro il muro, senza ostacoli per mezzo metro ai lati e un metro davanti.',
        'Il robot ci arriva dritto',
      ),
      step(
        'Appoggia il robot a mano sulla base e lascialo caricare almeno tre ore senza toccarlo.',
        'La spia indica la ricarica',
      ),
      step(
        'Se si carica ma dura pochi minuti, ordina la batteria del tuo modello: di solito si cambia svitando il coperchio sotto.',
        'L’autonomia torna normale',
        LITHIUM,
      ),
    ],
    cost: 'Gratis per contatti e base; batteria nuova 25-70 €.',
    ifNotFixed:
      'Se con contatti puliti, base accesa e batteria nuova non si ricarica, è la scheda di ricarica del robot o della base: assistenza.',
  },
  {
    id: 'piastra-capelli-non-scalda',
    category: 'elettrodomestici',
    devices: ['piccoli'],
    label: 'la piastra per capelli non scalda più',
    symptoms: [
      'la piastra per capelli non scalda più',
      'la piastra si accende ma resta tiepida',
      'la piastra dei capelli scalda solo se muovo il filo',
      'la piastra si spegne e si riaccende mentre la uso',
      'una delle due placche della piastra resta fredda',
      'il ferro arricciacapelli non si scalda più',
    ],
    problem:
      'Piastra o arricciacapelli che non scalda: filo spezzato vicino al manico o al giunto girevole, contatto ossidato, resistenza o termostato della placca guasti',
    difficulty: 'intermediate',
    estimatedTime: '20-60 minuti',
    warnings: [
      'Stacca la spina e lasciala raffreddare: le placche restano bollenti a lungo.',
      'Se il filo è spellato o fa scintille vicino al manico, non usarla più finché non lo sostituisci.',
    ],
    causes: [
      'Filo di alimentazione spezzato all’interno, di solito vicino al manico o al giunto girevole (il filo si torce a ogni uso)',
      'Contatto del giunto girevole o dell’interruttore ossidato o allentato',
      'Resistenza o termostato di una placca guasti (una placca fredda)',
      'Residui di prodotti per capelli sulle placche che scaldano male',
    ],
    tells: [
      'se scalda a tratti piegando o muovendo il filo vicino al manico, allora è il filo spezzato',
      'se la spia va e viene girando il giunto, allora è il contatto del giunto',
      'se una placca scotta e l’altra resta fredda, allora è la resistenza o il termostato di quella placca',
      'se scalda ma liscia male e le placche sono opache, allora sono i residui',
    ],
    solutions: [
      'Sostituisci il cavo (o accorcialo togliendo il tratto rotto) e rifai bene il collegamento',
      'Pulisci o rifai il contatto del giunto',
      'Sostituisci la resistenza o la piastra: spesso conviene una piastra nuova',
      'Pulisci le placche fredde con un panno e alcol',
    ],
    tools: [T.multimetro, T.cacciaviti, T.alcool, T.nastroIsolante],
    steps: [
      step(
        'Stacca la spina, lasciala raffreddare e guarda il filo vicino al manico: pieghe, spellature o bruciature dicono dove si è rotto.',
        'Hai trovato il punto sospetto',
      ),
      step(
        'Apri il manico (viti sotto i tappini) e misura il filo con il multimetro in continuità mentre lo pieghi vicino al giunto.',
        'Se il segnale va e viene, il filo è rotto lì',
      ),
      step(
        'Sostituisci il cavo con uno uguale o accorcialo oltre il tratto rotto, rifai i collegamenti come erano e richiudi.',
        'La piastra scalda in modo stabile',
      ),
      step(
        'Se resta fredda solo una placca, misura la sua resistenza: se è interrotta, valuta la piastra nuova.',
        'Sai se conviene ripararla',
      ),
    ],
    cost: 'Cavo 5-15 €; una piastra nuova 25-80 €.',
    ifNotFixed:
      'Se filo e giunto sono integri e non scalda, sono resistenza o scheda: per piastre economiche conviene sostituirla.',
  },
  {
    id: 'lavastoviglie-si-ferma-a-meta',
    category: 'elettrodomestici',
    devices: ['lavastoviglie'],
    label: 'si ferma a metà e il programma non va avanti',
    symptoms: [
      'la lavastoviglie si ferma a metà con l’acqua dentro',
      'la lavastoviglie parte e dopo qualche minuto si blocca',
      'la lavastoviglie si ferma a metà e lampeggiano le spie',
      'il tempo del programma della lavastoviglie non arriva mai a zero',
      'la lavastoviglie si blocca e se apro e richiudo la porta riparte',
      'la lavastoviglie si ferma a metà e dentro resta la schiuma',
      'la lavastoviglie resta bloccata a fine ciclo con un minuto sul display e non finisce mai',
    ],
    problem:
      'Lavastoviglie che si ferma a metà programma: porta che non resta in battuta, filtro intasato o troppa schiuma, antiallagamento scattato, acqua che non entra o componenti (pompa, resistenza, sensore) che vanno in errore',
    difficulty: 'intermediate',
    estimatedTime: '20-60 minuti',
    warnings: [UNPLUG_WATER, 'Non inclinare la lavastoviglie piena d’acqua: l’acqua finisce sulla scheda.'],
    causes: [
      'Porta che non resta in battuta: cerniere o molle allentate, cestello o pentola che sporge',
      'Filtro e pozzetto intasati o troppa schiuma (detersivo per piatti a mano) che mandano in crisi i livelli',
      'Acqua nel basamento: l’antiallagamento ferma il ciclo',
      'Acqua che non entra più bene (rubinetto, filtrino, elettrovalvola)',
      'Pompa di lavaggio, resistenza, sensore di temperatura o il relè della resistenza sulla scheda che vanno in errore: l’acqua non si scalda e il programma la aspetta',
    ],
    tells: [
      'se si ferma appena tocchi la porta o riparte richiudendola con forza, allora è la chiusura della porta',
      'se dentro c’è schiuma o il filtro è pieno di residui, allora sono filtro e schiuma',
      'se la lavastoviglie segnala un codice di perdita o c’è acqua sotto lo zoccolo, allora è l’antiallagamento',
      'se si ferma subito dopo lo scarico iniziale senza rumore d’acqua che entra, allora è il carico dell’acqua',
      'se si ferma sempre nella fase calda con un codice, o il tempo resta fermo per ore su un minuto con l’acqua fredda, allora è resistenza, pompa, sensore o il relè sulla scheda',
    ],
    solutions: [
      'Sistema i cestelli, registra le molle o cambia le cerniere della porta',
      'Pulisci filtro e pozzetto e usa solo detersivo per lavastoviglie',
      'Asciuga il basamento e cerca la perdita',
      'Controlla rubinetto, filtrino e elettrovalvola di carico',
      'Leggi il codice sul manuale e fai controllare il componente indicato',
    ],
    tools: [T.bacinella, T.torcia, T.spazzolino, T.cacciavitiGrandi, T.multimetro],
    steps: [
      step(
        'Annota quando si ferma (subito, a metà, nella fase calda) e se compare un codice o lampeggia una spia.',
        'Sai in che fase si ferma',
      ),
      step(
        'Stacca la spina, togli l’acqua dal fondo, estrai filtro e pozzetto e puliscili; se c’è schiuma, fai un ciclo a vuoto senza detersivo.',
        'Filtro pulito, niente schiuma',
        UNPLUG_WATER,
      ),
      step(
        'Chiudi la porta e guarda che nulla sporga dai cestelli; se la porta cade di colpo o non resta chiusa, registra le molle o cambia le cerniere.',
        'La porta chiude con un clic deciso',
      ),
      step(
        'Se il codice indica una perdita, togli lo zoccolo e asciuga il basamento; se indica il carico, controlla rubinetto e filtrino del tubo.',
        'Riparte e finisce il programma',
        UNPLUG_WATER,
      ),
    ],
    cost: 'Gratis se era filtro, schiuma o porta; cerniere 15-40 €; tecnico 80-150 €.',
    ifNotFixed:
      'Se continua a fermarsi sempre nello stesso punto con lo stesso codice, fai controllare il componente che il codice indica.',
  },
  {
    id: 'forno-guarnizione-porta',
    category: 'elettrodomestici',
    devices: ['forno'],
    label: 'esce calore dalla porta del forno (guarnizione)',
    symptoms: [
      'esce aria calda dai bordi della porta del forno',
      'la guarnizione del forno si è staccata da un lato',
      'le manopole del forno diventano bollenti e si sono deformate',
      'il vetro esterno del forno scotta più di prima',
      'il mobile sopra il forno si scalda tanto quando cucino',
      'la gomma intorno alla porta del forno è dura e crepata',
    ],
    problem:
      'Calore che esce dalla porta del forno: guarnizione della porta indurita, crepata o staccata, oppure cerniere che non tengono la porta chiusa a filo',
    difficulty: 'beginner',
    estimatedTime: '20-40 minuti',
    warnings: [
      'Stacca la corrente del forno e aspetta che sia freddo: porta, vetri e griglie ustionano.',
      'La porta del forno è pesante e il vetro è fragile: smontala con due mani e appoggiala su un panno.',
    ],
    causes: [
      'Guarnizione della porta indurita, crepata o schiacciata dal calore e dalla pulizia aggressiva',
      'Guarnizione sganciata dalla sua sede in uno o più punti (ganci rotti)',
      'Cerniere consumate o molle cedute: la porta non chiude a filo e lascia una fessura',
      'Porta rimontata male dopo la pulizia dei vetri',
    ],
    tells: [
      'se passando la mano vicino al bordo a forno acceso senti uscire calore in un punto, allora è la guarnizione in quel punto',
      'se la gomma pende o si vedono i ganci fuori sede, allora è la guarnizione sganciata',
      'se la porta resta aperta di qualche millimetro o cade di colpo, allora sono le cerniere',
      'se il problema è iniziato dopo aver smontato i vetri, allora è la porta rimontata male',
    ],
    solutions: [
      'Sostituisci la guarnizione con quella del tuo modello (quasi sempre a ganci)',
      'Rimetti i ganci nei fori della cornice del forno',
      'Sostituisci le cerniere della porta',
      'Rimonta la porta con le levette delle cerniere bloccate, come da libretto',
    ],
    tools: [T.guarnizione, T.cacciavitiGrandi, T.guanti, T.termometro],
    steps: [
      step(
        'Con il forno a 200 °C passa la mano, senza toccare, lungo i bordi della porta: annota dove esce calore.',
        'Sai dove perde calore',
        'Non toccare porta e vetro: scottano.',
      ),
      step(
        'A forno freddo e spento, guarda la guarnizione: se è dura, crepata, schiacciata o sganciata, annota il codice del forno e ordina quella del modello.',
        'Hai il ricambio giusto',
      ),
      step(
        'Apri la porta, sfila la vecchia guarnizione tirando i ganci dai fori e infila quella nuova partendo dal centro in alto, un gancio alla volta.',
        'La guarnizione è tutta in sede',
      ),
      step(
        'Chiudi la porta con un foglio di carta in mezzo in più punti: il foglio deve restare stretto.',
        'La porta chiude a filo',
      ),
      step(
        'Controlla con un termometro da forno che arrivi alla temperatura impostata in tempi normali.',
        'Il forno scalda come prima',
      ),
    ],
    cost: 'Guarnizione 15-40 €; cerniere 15-30 € l’una.',
    ifNotFixed:
      'Se con guarnizione e cerniere a posto il forno non arriva in temperatura, controlla resistenze e sonda di temperatura.',
  },
  {
    id: 'frigo-dopo-trasloco',
    category: 'elettrodomestici',
    devices: ['frigorifero'],
    label: 'dopo il trasporto (anche sdraiato) non raffredda o fa rumori',
    symptoms: [
      'ho portato il frigo sdraiato in macchina e adesso non raffredda',
      'dopo il trasloco il frigorifero fa rumore ma non fa freddo',
      'quanto devo aspettare prima di accendere il frigo appena trasportato',
      'il congelatore trasportato coricato gorgoglia e non congela',
      'frigo nuovo appena consegnato, acceso subito e non raffredda',
      'dopo averlo spostato il frigo fa un rumore forte dal motore',
    ],
    problem:
      'Frigorifero o congelatore che dopo un trasporto non raffredda o fa rumore: l’olio del compressore è finito nel circuito (trasporto sdraiato e accensione troppo presto), i tubi vibrano contro il mobile o il compressore si è danneggiato',
    difficulty: 'beginner',
    estimatedTime: '4-24 ore (quasi tutte di attesa)',
    warnings: [
      HEAVY,
      'Non accendere un frigo appena trasportato sdraiato: il compressore senza olio può grippare.',
      REFRIGERANT,
    ],
    causes: [
      'Olio del compressore finito nei tubi durante il trasporto coricato, e frigo acceso subito dopo',
      'Frigo non ancora a regime: nelle prime 12-24 ore raffredda piano',
      'Tubi o griglia dietro spostati che toccano il mobile o il muro e vibrano',
      'Compressore o tubi danneggiati dal trasporto (colpo o frigo sdraiato sul retro)',
    ],
    tells: [
      'se è stato trasportato sdraiato e acceso appena arrivato, allora è l’olio nel circuito',
      'se è acceso da poche ore e la temperatura scende piano, allora è solo presto',
      'se il rumore cambia premendo sui tubi o allontanando il frigo dal muro, allora sono le vibrazioni',
      'se dopo un giorno spento in piedi e riacceso il motore gira ma la serpentina dietro resta fredda, allora è il compressore o il gas',
    ],
    solutions: [
      'Spegnilo e lascialo in piedi almeno quanto è stato sdraiato (da 4 a 24 ore), poi riaccendilo',
      'Aspetta 24 ore prima di caricarlo e misura la temperatura con un termometro',
      'Allontana i tubi dal mobile e lascia qualche centimetro dal muro',
      'Chiama un frigorista per compressore e gas',
    ],
    tools: [T.termometro, T.torcia, T.guanti],
    steps: [
      step(
        'Se l’hai acceso appena arrivato dopo un trasporto sdraiato, spegnilo e staccalo.',
        'Frigo spento e in piedi',
      ),
      step(
        'Lascialo in verticale, fermo, almeno quanto è rimasto sdraiato: se non lo sai, aspetta 24 ore.',
        'L’olio torna nel compressore',
      ),
      step(
        'Riaccendilo vuoto al livello medio e aspetta almeno 12 ore prima di caricarlo.',
        'La temperatura scende',
      ),
      step(
        'Metti un termometro nel ripiano centrale e controlla dopo 24 ore.',
        'Il frigo arriva a 4-5 °C e il freezer a -18 °C',
      ),
    ],
    cost: 'Gratis se bastava aspettare; compressore o ricarica di gas 150-400 € (spesso conviene un frigo nuovo).',
    ifNotFixed:
      'Se dopo un giorno di riposo e uno acceso non raffredda, il compressore o il circuito sono danneggiati: frigorista o garanzia del trasportatore.',
  },
  {
    id: 'asciugatrice-spia-filtro',
    category: 'elettrodomestici',
    devices: ['asciugatrice'],
    label: 'la spia del filtro resta accesa con il filtro a posto',
    symptoms: [
      'l’asciugatrice segnala il filtro ma l’ho appena lavato',
      'la spia del filtro dell’asciugatrice resta sempre accesa',
      'l’asciugatrice a pompa di calore si blocca con l’errore del filtro dopo pochi minuti',
      'la spia del condensatore lampeggia anche dopo averlo lavato',
      'l’asciugatrice ci mette il doppio e segnala sempre il filtro',
    ],
    problem:
      'Asciugatrice che segnala il filtro anche pulito: condensatore o scambiatore della pompa di calore intasato di pelucchi, filtro con una patina di ammorbidente, sensore del filtro sporco o contatti ossidati',
    difficulty: 'beginner',
    estimatedTime: '30-60 minuti',
    warnings: [
      'Stacca la spina e aspetta che sia fredda prima di pulire filtri e condensatore.',
      'Le alette dello scambiatore della pompa di calore tagliano e si piegano: puliscile con un pennello morbido, senza attrezzi.',
    ],
    causes: [
      'Condensatore (o scambiatore della pompa di calore) intasato di pelucchi: l’aria passa a fatica',
      'Filtro dei pelucchi con una patina di ammorbidente o di salviette profumate che non si vede',
      'Secondo filtro (quello nello zoccolo, davanti allo scambiatore) pieno',
      'Sensore del filtro sporco o contatti ossidati che danno un allarme falso',
    ],
    tells: [
      'se guardando lo scambiatore con una torcia le alette sono grigie di pelucchi, allora è il condensatore intasato',
      'se sotto il rubinetto l’acqua non passa attraverso il filtro, allora è la patina sul filtro',
      'se hai pulito solo il filtro dell’oblò, allora manca quello in basso',
      'se l’allarme compare con tutto pulito e l’aria passa bene, allora è il sensore o i contatti',
    ],
    solutions: [
      'Pulisci il condensatore estraibile sotto l’acqua, o lo scambiatore della pompa di calore con un pennello o l’aspirapolvere',
      'Lava il filtro con acqua calda e sapone finché l’acqua lo attraversa',
      'Pulisci anche il filtro in basso e la sua sede',
      'Pulisci il sensore del filtro o fallo sostituire',
    ],
    tools: [T.pennelli, T.torcia, T.spazzolino, T.guanti],
    steps: [
      step(
        'Stacca la spina, estrai il filtro dell’oblò e lavalo con acqua calda e sapone; controlla che l’acqua lo attraversi.',
        'Filtro pulito davvero',
      ),
      step(
        'Apri lo sportello in basso, estrai il secondo filtro o il condensatore e lavali sotto la doccia.',
        'Niente pelucchi in basso',
      ),
      step(
        'Nei modelli a pompa di calore guarda lo scambiatore con una torcia: se è grigio, passa un pennello morbido o la bocchetta dell’aspirapolvere nel senso delle alette.',
        'Le alette sono pulite',
      ),
      step(
        'Pulisci la sede dei filtri e le eventuali lamelle del sensore con un panno asciutto, rimonta tutto e fai un ciclo breve.',
        'La spia non si accende più',
      ),
    ],
    cost: 'Gratis; sensore del filtro 15-40 €; pulizia interna in assistenza 60-120 €.',
    ifNotFixed:
      'Se con filtri e scambiatore puliti la spia resta accesa, sono sensore o scheda: chiama l’assistenza.',
  },
  {
    id: 'lavatrice-fumo-bruciato',
    category: 'elettrodomestici',
    devices: ['lavatrice'],
    label: 'esce fumo o odore di bruciato dalla lavatrice',
    symptoms: [
      'esce fumo dalla lavatrice e odore di bruciato',
      'la lavatrice sa di bruciato durante la centrifuga',
      'a fine centrifuga esce fumo dal cestello con odore acre',
      'esce fumo dalla vaschetta del detersivo',
      'da sotto la lavatrice esce fumo e si è fermata',
      'dalla lavatrice viene odore di cinghia bruciata',
    ],
    problem:
      'Fumo o puzza di bruciato dalla lavatrice: cinghia che slitta, oggetto o cestello che sfregano contro la vasca, motore o collegamenti elettrici in corto, o acqua che bolle per la resistenza che non stacca',
    difficulty: 'advanced',
    estimatedTime: '30-90 minuti',
    warnings: [
      SMOKE,
      'Chiudi il rubinetto dell’acqua e non toccare la lavatrice con le mani bagnate.',
      'Se vedi fiamme, non usare acqua: stacca la corrente e usa un estintore a polvere o CO2.',
    ],
    causes: [
      'Cinghia che slitta sulla puleggia (carico troppo pesante o cinghia consumata): odore di gomma bruciata',
      'Oggetto incastrato tra cestello e vasca o supporto del cestello (crociera) rotto: il cestello sfrega e fa fumo a fine centrifuga',
      'Motore, spazzole o cavi in corto: fumo da sotto con odore elettrico, la lavatrice si ferma',
      'Resistenza che non stacca: l’acqua bolle e dal cassetto esce vapore bianco senza odore',
    ],
    tells: [
      'se l’odore è di gomma e compare in centrifuga con carichi pesanti, allora è la cinghia',
      'se il fumo esce dal cestello a fine centrifuga con odore acre e il cestello gratta girandolo a mano, allora è l’oggetto o la crociera',
      'se il fumo esce da sotto con odore elettrico e la lavatrice si è spenta, allora è il motore o un cavo',
      'se dal cassetto esce vapore bianco senza odore a metà lavaggio, allora è la resistenza che scalda troppo',
    ],
    solutions: [
      'Controlla e sostituisci la cinghia; non sovraccaricare il cestello',
      'Togli l’oggetto dal foro della resistenza; per la crociera rotta chiedi un preventivo (spesso conviene cambiare lavatrice)',
      'Fai controllare motore e cablaggi a un tecnico',
      'Fai controllare termostato e sonda di temperatura',
    ],
    tools: [T.cacciavitiGrandi, T.torcia, T.cinghia, T.guanti, T.cacciaviteIsolato],
    steps: [
      step(
        'Stacca subito la spina, chiudi il rubinetto e arieggia; aspetta che tutto si raffreddi.',
        'Lavatrice in sicurezza',
        'Non riaccenderla per “vedere se lo rifà”.',
      ),
      step(
        'Annota da dove usciva il fumo (cassetto, oblò, sotto) e che odore aveva (gomma, acre, elettrico o nessuno).',
        'Sai quale pista seguire',
      ),
      step(
        'A spina staccata gira il cestello a mano: se gratta o ha gioco, cerca oggetti dal foro della resistenza o con una torcia tra i fori del cestello.',
        'Cestello libero',
      ),
      step(
        'Togli il pannello posteriore e guarda la cinghia: se è lucida, sfilacciata o allentata, sostituiscila; se vedi cavi anneriti, fermati.',
        'Cinghia nuova o guasto elettrico individuato',
        UNPLUG_WATER,
      ),
    ],
    cost: 'Cinghia 10-25 €; motore o cablaggio in assistenza 100-250 €; crociera del cestello spesso non conviene.',
    ifNotFixed:
      'Se trovi cavi o connettori anneriti o il motore puzza di bruciato, non usarla più: chiama un tecnico.',
  },
  {
    id: 'bollitore-perde-acqua',
    category: 'elettrodomestici',
    devices: ['piccoli'],
    label: 'il bollitore perde acqua da sotto',
    symptoms: [
      'il bollitore perde acqua da sotto',
      'dopo aver bollito l’acqua trovo una pozza sotto la base del bollitore',
      'il bollitore gocciola dalla finestrella del livello',
      'quando bolle esce acqua dal beccuccio e dal coperchio',
      'il bollitore elettrico perde dalla giunzione tra fondo e corpo',
    ],
    problem:
      'Bollitore che perde acqua: troppo pieno, guarnizione del fondo o del coperchio consumata, finestrella del livello crepata o corpo incrinato',
    difficulty: 'beginner',
    estimatedTime: '15-45 minuti',
    warnings: [
      'Acqua e corrente insieme sono pericolose: stacca la spina, asciuga la base e non usarlo finché perde.',
      'Se perde dal fondo vicino ai contatti elettrici o il corpo è crepato, non ripararlo con colle: sostituiscilo.',
    ],
    causes: [
      'Riempito oltre il livello massimo: bollendo trabocca da beccuccio e coperchio',
      'Guarnizione (O-ring) tra fondo e corpo consumata, sporca di calcare o fuori sede',
      'Finestrella del livello dell’acqua crepata o incollata male',
      'Corpo del bollitore crepato da un colpo o dal calore',
    ],
    tells: [
      'se perde solo quando bolle e dall’alto, allora è troppo pieno o il coperchio non chiude',
      'se la pozza si forma sotto anche a bollitore freddo e pieno, allora è la guarnizione del fondo',
      'se l’acqua cola lungo la finestrella del livello, allora è la finestrella',
      'se vedi una riga sottile sul corpo che si bagna, allora è il corpo crepato',
    ],
    solutions: [
      'Riempi al massimo fino alla tacca MAX e chiudi bene il coperchio',
      'Decalcifica, poi smonta il fondo e pulisci o sostituisci la guarnizione',
      'Sostituisci la finestrella o il bollitore',
      'Sostituisci il bollitore',
    ],
    tools: [T.decalcificante, T.guarnizione, T.cacciaviti],
    steps: [
      step(
        'Riempilo fino alla tacca MAX a bollitore freddo e staccato, asciugalo fuori e appoggialo su carta asciutta per 15 minuti.',
        'Se la carta si bagna, perde anche da freddo',
      ),
      step('Se perde solo bollendo, non superare il MAX e chiudi bene il coperchio.', 'Niente acqua fuori'),
      step(
        'Se perde da freddo, decalcificalo con acido citrico e risciacqua: a volte il calcare tiene sollevata la guarnizione.',
        'La perdita si riduce',
      ),
      step(
        'Stacca la spina, svita il fondo e controlla la guarnizione tra fondo e corpo: pulita e rimessa in sede, o sostituita se crepata.',
        'La carta resta asciutta',
        'Lavora solo a spina staccata e con la base asciutta.',
      ),
    ],
    cost: 'Gratis se era troppo pieno; guarnizione 3-8 €; un bollitore nuovo 20-40 €.',
    ifNotFixed: 'Se perde da una crepa del corpo o vicino ai contatti, sostituiscilo: non è sicuro.',
  },
];
