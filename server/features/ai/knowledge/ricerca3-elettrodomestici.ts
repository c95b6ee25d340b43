import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';

const UNPLUG =
  'Stacca la spina (o l’interruttore sul quadro, se è collegato fisso) prima di ogni intervento.';
const UNPLUG_WATER = 'Stacca la spina e chiudi il rubinetto dell’acqua prima di ogni intervento.';
const HEAVY = 'È pesante: per spostarla o inclinarla fatti aiutare da un’altra persona.';
const HOT = 'Aspetta che l’apparecchio sia freddo: resistenze e piastre possono ustionare.';
const LINT_FIRE =
  'I pelucchi accumulati nel tubo dell’aria possono prendere fuoco: non usare l’asciugatrice finché il tubo non è libero.';

/**
 * Household-appliance faults that the third round of frequency research of issue 24
 * (docs/ai-coverage-research.md, round 3) found in people's own reports and that the knowledge base
 * lacked or answered with another fault: the top-loader's lid switch, a dishwasher that fills by itself,
 * a fridge's dusty condenser coils, a drip coffee maker choked by scale, a toaster element that broke,
 * a vented dryer's clogged duct, a washing-machine drain pump that grinds.
 */
export const RICERCA3_ELETTRODOMESTICI: KnowledgeEntry[] = [
  {
    id: 'lavatrice-sicura-coperchio',
    category: 'elettrodomestici',
    devices: ['lavatrice'],
    label: 'carica dall’alto: si ferma prima della centrifuga (sicura del coperchio)',
    symptoms: [
      'la lavatrice a carica dall’alto lava ma quando deve centrifugare si ferma',
      'la vasca resta piena d’acqua e i panni fradici, la lavatrice non fa più niente',
      'arriva alla centrifuga e non fa niente, come se il coperchio fosse aperto',
      'chiudo il coperchio ma non sento lo scatto e la lavatrice non parte',
      'la lavatrice dall’alto non scarica e non centrifuga più',
      'se premo con un dito dentro il buchino del coperchio riparte',
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
    tools: [T.microinterruttore, T.multimetro, T.cacciaviti, T.torcia, T.bacinella],
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
    tools: [T.bacinella, T.torcia, T.multimetro, T.cacciaviti, T.pinze],
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
    label: 'raffredda sempre meno: condensatore dietro o sotto pieno di polvere',
    symptoms: [
      'il frigo raffredda sempre meno e dietro è pieno di polvere',
      'il latte nel frigo è tiepido e il burro morbido, dietro è pieno di polvere e peli',
      'il motore del frigo va sempre e scalda tanto, la griglia dietro è tutta impolverata',
      'la ventolina in basso dietro il frigo fischia o cigola e il frigo fa fatica a raffreddare',
      'con il gatto e il cane in casa il frigo americano ha smesso di fare freddo',
      'ho aspirato la polvere dietro il frigo ed è tornato a raffreddare',
    ],
    problem:
      'Frigorifero che raffredda sempre meno: il condensatore (la serpentina nera dietro o sotto) è coperto di polvere e peli, o la sua ventola è ferma, e il calore non viene smaltito',
    difficulty: 'beginner',
    estimatedTime: '30-60 minuti',
    warnings: [
      UNPLUG,
      HEAVY,
      'Non piegare e non forare i tubi della serpentina: dentro c’è il gas refrigerante.',
    ],
    causes: [
      'Condensatore (serpentina dietro o sotto il frigo) coperto di polvere, peli e lanugine: il calore non esce',
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
    tools: [T.pennelli, T.torcia, T.cacciaviti, T.guanti, T.ventola],
    steps: [
      step(
        'Stacca la spina e tira fuori il frigo dal muro (o togli la griglia dello zoccolo nei frigo con la serpentina sotto).',
        'Vedi la serpentina nera',
        UNPLUG,
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
    warnings: [UNPLUG, HOT],
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
      'il filo della resistenza del tostapane si vede spezzato',
    ],
    problem:
      'Tostapane che tosta da un lato solo o non scalda: il filo di una resistenza si è spezzato (spesso vicino a un capo) o un contatto è bruciato',
    difficulty: 'intermediate',
    estimatedTime: '30-60 minuti',
    warnings: [
      UNPLUG,
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
        UNPLUG,
      ),
      step(
        'Apri il guscio (viti sotto la base, a volte la leva si sfila) e segui il filo della resistenza scura fino a trovare il punto spezzato.',
        'Vedi il filo interrotto',
        UNPLUG,
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
      'l’asciugatrice a evacuazione ci mette due cicli per asciugare',
      'i panni escono caldissimi ma ancora bagnati',
      'il tubo dell’aria dell’asciugatrice è pieno di pelucchi',
      'l’asciugatrice scotta sopra e sa di bruciato',
      'fuori dal muro la bocchetta dell’asciugatrice non butta aria',
      'il tubo flessibile dietro l’asciugatrice è schiacciato',
    ],
    problem:
      'Asciugatrice a evacuazione che ci mette sempre di più: il tubo che porta fuori l’aria umida è intasato di pelucchi, schiacciato o troppo lungo, e l’aria calda non esce',
    difficulty: 'beginner',
    estimatedTime: '30-60 minuti',
    warnings: [UNPLUG, LINT_FIRE, HEAVY],
    causes: [
      'Tubo di evacuazione dell’aria intasato di pelucchi (il filtro ne ferma solo una parte)',
      'Tubo flessibile schiacciato dietro la macchina, con troppe curve o troppo lungo',
      'Bocchetta esterna o griglia a muro chiusa da pelucchi, foglie o un nido',
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
    tools: [T.torcia, T.pennelli, T.cacciaviti, T.guanti, T.termostato],
    steps: [
      step(
        'Stacca la spina, tira avanti l’asciugatrice e sfila il tubo dell’aria dal retro (fascetta o molla).',
        'Il tubo è staccato',
        UNPLUG,
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
      'la lavatrice fa un rumore di sassi o di ghiaia quando scarica',
      'quando scarica la pompa gratta e ronza forte',
      'la pompa di scarico fa un rumore di macinino e l’acqua scende piano',
      'mentre svuota l’acqua la lavatrice ronza e gratta, poi si blocca con l’acqua dentro',
      'sento un ronzio forte dalla pompa ma l’acqua non va giù',
      'la girante della pompa di scarico è dura o ha le pale rotte',
    ],
    problem:
      'Pompa di scarico rumorosa: un oggetto (moneta, bottone, ferretto) si è infilato nella girante, o la girante e il cuscinetto della pompa sono consumati; se la pompa si blocca la lavatrice non scarica e non centrifuga',
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
    tools: [T.bacinella, T.torcia, T.pinze, T.cacciaviti, T.guanti],
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
];
