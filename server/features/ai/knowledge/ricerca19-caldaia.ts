import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { GAS_SMELL } from './warnings.ts';

/** Who opens a gas boiler: the law's answer, said on every boiler problem. */
const GAS_TECHNICIAN =
  'La caldaia a gas la apre solo un tecnico abilitato: tu puoi leggere il codice, controllare pressione, gas e scarico della condensa e riarmare una volta.';

/**
 * The home's gas boiler (issue 24, round 23). It was a device the assistant had no guide for, yet real reports
 * named three of its commonest faults (batches 23 and 24: a lockout from the flue pressure switch clogged with dust
 * and condensate, a thermocouple on an old boiler's pilot, an Italian "boiler" that was the water heater). Each
 * problem says what a member may look at and leaves the inside to a qualified technician. Written from the makers'
 * manuals and repair practice.
 */
export const RICERCA19_CALDAIA: KnowledgeEntry[] = [
  {
    id: 'caldaia-blocco-accensione',
    category: 'elettrodomestici',
    devices: ['caldaia'],
    label: 'la caldaia va in blocco e non si accende (spia rossa, mancata accensione)',
    // A boiler that "perde gas" is a gas leak: the warning, not a lockout's causes.
    requires: [
      'blocc',
      'accend',
      'accension',
      'spia',
      'reset',
      'riarm',
      'parte',
      'partiv',
      'errore',
      'codice',
      'fiamma',
      'spent',
      'gelo',
      'ghiacc',
      'condens',
      'fumi',
      'funziona',
      'scalda',
      'fredd',
    ],
    symptoms: [
      'la caldaia va in blocco con la spia rossa e non parte',
      'la caldaia prova ad accendersi tre volte e poi si blocca',
      'premo il reset della caldaia, riparte un momento e si riblocca',
      'dopo una notte di gelo la caldaia a condensazione va in blocco',
      'la caldaia non si accende più e sul display c’è un codice di errore',
    ],
    patterns: ['mancata accensione', 'blocco fiamma', 'pressostato fumi'],
    problem:
      'Caldaia a gas in blocco che non si accende: gas che non arriva, scarico della condensa ghiacciato o intasato, pressostato dei fumi o il suo tubicino sporchi, elettrodo di accensione o di rilevazione della fiamma sporco (la termocoppia, nelle caldaie vecchie con la fiammella pilota)',
    difficulty: 'advanced',
    estimatedTime: '15 minuti per le prove; l’intervento interno lo fa il tecnico',
    warnings: [
      GAS_SMELL,
      GAS_TECHNICIAN,
      'Non riarmare la caldaia più di due volte di seguito: se si riblocca, chiama il tecnico.',
    ],
    causes: [
      'Gas che non arriva: rubinetto sotto la caldaia chiuso, contatore o bombolone chiusi o finiti, o un fornello che non si accende nemmeno lui',
      'Scarico della condensa ghiacciato o intasato (caldaie a condensazione): il sifone si riempie e la caldaia si blocca per sicurezza',
      'Pressostato dei fumi o il suo tubicino sporchi di polvere o di condensa, o la canna fumaria ostruita: la caldaia non «sente» l’aspirazione dei fumi e si blocca',
      'Elettrodo di accensione o di rilevazione della fiamma sporco, consumato o spostato (nelle caldaie vecchie con la fiammella pilota, la termocoppia esaurita)',
      'Scheda elettronica o valvola del gas guaste',
    ],
    tells: [
      'se anche il piano cottura non si accende o il contatore è chiuso, allora è il gas che non arriva',
      'se succede col gelo e il tubetto di scarico della condensa che esce all’aperto è ghiacciato, allora è lo scarico della condensa',
      'se il codice indica i fumi o la caldaia si blocca senza nemmeno tentare l’accensione, allora è il pressostato dei fumi o la canna fumaria',
      'se senti lo scatto delle scintille e la fiamma si accende ma si spegne dopo pochi secondi, allora è l’elettrodo di rilevazione (o la termocoppia)',
      'se con gas, scarico e fumi a posto la caldaia resta in blocco, allora è la scheda o la valvola del gas',
    ],
    solutions: [
      'Controlla che il rubinetto del gas sotto la caldaia sia aperto e che il gas arrivi (prova un fornello)',
      'Sgela il tubetto di scarico della condensa con acqua tiepida (mai bollente) e riarma',
      'Fai pulire dal tecnico pressostato, tubicino e condotto dei fumi',
      'Fai pulire o sostituire dal tecnico l’elettrodo (o la termocoppia)',
      'Fai controllare dal tecnico scheda e valvola del gas',
    ],
    tools: [T.torcia],
    steps: [
      step(
        'Se senti odore di gas fermati: chiudi il rubinetto, apri le finestre e chiama il pronto intervento gas.',
        'Nessun odore di gas',
        GAS_SMELL,
      ),
      step(
        'Annota il codice di errore sul display e cercalo nel libretto della caldaia.',
        'Sai di che blocco si tratta',
      ),
      step(
        'Controlla che il rubinetto giallo del gas sotto la caldaia sia aperto e che un fornello si accenda.',
        'Il gas arriva',
      ),
      step(
        'Se fa molto freddo, segui il tubetto di scarico della condensa fin dove esce all’aperto: se è ghiacciato scaldalo con acqua tiepida.',
        'Il tubetto è libero',
      ),
      step(
        'Premi una sola volta il tasto di reset e ascolta: se si riblocca, chiama un tecnico abilitato e digli il codice.',
        'La caldaia riparte, o il tecnico sa da dove cominciare',
        GAS_TECHNICIAN,
      ),
    ],
    cost: 'Sgelare lo scarico: gratis; pulizia di pressostato o elettrodo 80-150 €; scheda 150-350 €.',
    ifNotFixed:
      'Se la caldaia resta in blocco, non insistere col reset: chiama il centro assistenza della marca.',
  },
  {
    id: 'caldaia-pressione-bassa',
    category: 'elettrodomestici',
    devices: ['caldaia'],
    label: 'la pressione della caldaia scende sotto 1 bar e va in blocco',
    // A boiler that "perde gas" is a gas leak, not its water's pressure.
    requires: ['pression', 'bar', 'manometro', 'ricaric', 'acqua', 'gocciol', 'vaso'],
    symptoms: [
      'la pressione della caldaia scende sotto 1 bar',
      'devo ricaricare la caldaia ogni pochi giorni',
      'la caldaia va in blocco per pressione bassa',
      'il manometro della caldaia segna zero',
      'la pressione della caldaia sale troppo quando scalda e poi gocciola',
    ],
    problem:
      'Pressione dell’impianto della caldaia che cala (blocco per pressione bassa): una perdita d’acqua nell’impianto o nei termosifoni, il vaso d’espansione scarico o la valvola di sicurezza che scarica',
    difficulty: 'intermediate',
    estimatedTime: '15-30 minuti per ricaricare e controllare',
    warnings: [
      GAS_SMELL,
      GAS_TECHNICIAN,
      'Ricarica l’impianto solo a caldaia fredda e fino a 1-1,5 bar, non di più.',
    ],
    causes: [
      'Perdita d’acqua nell’impianto: una valvolina di sfiato o il raccordo di un termosifone che gocciola, un tubo sotto il pavimento',
      'Aria uscita dopo lo sfiato dei termosifoni: la pressione cala una volta e poi resta',
      'Vaso d’espansione scarico: la pressione sale molto quando scalda e crolla da fredda',
      'Valvola di sicurezza (3 bar) che scarica per la pressione troppo alta o perché sporca',
    ],
    tells: [
      'se sotto un termosifone o una valvola ci sono macchie o gocce, allora è una perdita nell’impianto',
      'se è successo una volta sola, dopo aver sfiatato i termosifoni, e poi la pressione resta stabile, allora era solo l’aria uscita',
      'se la lancetta sale oltre 2,5 bar a caldaia calda e scende sotto 1 a freddo, allora è il vaso d’espansione',
      'se dal tubo di scarico sotto la caldaia esce acqua, allora è la valvola di sicurezza',
    ],
    solutions: [
      'Cerca e fai riparare la perdita; intanto ricarica l’impianto fino a 1-1,5 bar',
      'Ricarica l’impianto una volta dal rubinetto di carico sotto la caldaia',
      'Fai ricaricare o sostituire il vaso d’espansione dal tecnico',
      'Fai sostituire la valvola di sicurezza dal tecnico',
    ],
    tools: [T.torcia],
    steps: [
      step('A caldaia fredda leggi il manometro: deve stare fra 1 e 1,5 bar.', 'Sai quanto manca'),
      step(
        'Apri piano il rubinetto di carico sotto la caldaia (o la manopola, come dice il libretto) e chiudilo quando la lancetta arriva a 1,2-1,5 bar.',
        'La pressione è giusta',
      ),
      step(
        'Riarma la caldaia e controlla termosifoni, valvoline e tubi in cerca di gocce.',
        'Trovi la perdita, o nessuna',
      ),
      step(
        'Nei giorni dopo annota la pressione da fredda e da calda.',
        'Se cala ancora o sale oltre 2,5 bar da calda, chiama il tecnico per vaso d’espansione o valvola',
        GAS_TECHNICIAN,
      ),
    ],
    cost: 'Ricarica: gratis; vaso d’espansione ricaricato 60-100 €, nuovo 120-250 €; valvola di sicurezza 60-120 €.',
    ifNotFixed:
      'Se la pressione cala senza perdite visibili, il tecnico può cercare una perdita nascosta o nello scambiatore.',
  },
  {
    id: 'caldaia-acqua-calda-sanitaria',
    category: 'elettrodomestici',
    devices: ['caldaia'],
    label: 'il riscaldamento va ma dal rubinetto non esce acqua calda (o è tiepida)',
    // Coffee that comes out cold is a coffee machine's: the story must speak of the home's water or heating.
    requires: ['caldai', 'termosifon', 'rubinett', 'doccia', 'lavandino', 'riscaldamento', 'sanitari'],
    symptoms: [
      'i termosifoni sono caldi ma dal rubinetto esce solo acqua fredda',
      'la caldaia fa l’acqua calda solo a tratti, calda e poi fredda',
      'l’acqua calda esce tiepida anche con la caldaia al massimo',
      'aprendo l’acqua calda la caldaia non parte',
    ],
    problem:
      'Caldaia che scalda i termosifoni ma non l’acqua dei rubinetti: il flussostato che non sente l’acqua aperta (filtrino sporco), lo scambiatore a piastre intasato di calcare o la valvola deviatrice (tre vie) bloccata',
    difficulty: 'advanced',
    estimatedTime: '10 minuti per le prove; l’intervento interno lo fa il tecnico',
    warnings: [GAS_SMELL, GAS_TECHNICIAN],
    causes: [
      'Flussostato o il suo filtrino sporchi: la caldaia non sente che hai aperto l’acqua calda e non parte',
      'Scambiatore a piastre intasato di calcare: l’acqua esce tiepida o calda e fredda a tratti',
      'Valvola deviatrice (a tre vie) bloccata sul riscaldamento: la caldaia scalda i termosifoni anche quando apri l’acqua',
      'Rubinetto, miscelatore o filtro del rubinetto intasati: l’acqua calda esce poca e la caldaia non parte',
    ],
    tells: [
      'se con l’acqua calda aperta la caldaia non parte proprio, allora è il flussostato',
      'se in zone di acqua dura l’acqua esce tiepida o va e viene, allora è lo scambiatore a piastre',
      'se aprendo l’acqua calda i termosifoni si scaldano, allora è la valvola deviatrice',
      'se succede a un solo rubinetto, allora è quel rubinetto o il suo filtro',
    ],
    solutions: [
      'Fai pulire dal tecnico flussostato e filtrino dell’acqua sanitaria',
      'Fai decalcificare o sostituire lo scambiatore a piastre',
      'Fai sostituire il motore o la cartuccia della valvola deviatrice',
      'Pulisci il filtrino (rompigetto) del rubinetto',
    ],
    tools: [T.torcia],
    steps: [
      step(
        'Apri l’acqua calda di un altro rubinetto, tutta, e guarda se sul display compare la fiamma o il simbolo del rubinetto.',
        'Sai se la caldaia sente l’acqua aperta',
      ),
      step(
        'Se succede a un solo rubinetto, svita il rompigetto e sciacqualo.',
        'Il rubinetto dà di nuovo acqua calda',
      ),
      step(
        'Con l’acqua calda aperta tocca il tubo di mandata di un termosifone.',
        'Se si scalda, la valvola deviatrice è bloccata',
      ),
      step(
        'Annota quello che hai visto e chiama un tecnico abilitato per flussostato, scambiatore o valvola deviatrice.',
        'Il tecnico sa quale pezzo guardare',
        GAS_TECHNICIAN,
      ),
    ],
    cost: 'Pulizia del flussostato 60-100 €; scambiatore a piastre 100-200 €; valvola deviatrice 100-250 €.',
    ifNotFixed:
      'Se dopo questi pezzi l’acqua resta tiepida, il tecnico controlla la portata del gas e la scheda.',
  },
  {
    id: 'caldaia-odore-gas',
    category: 'elettrodomestici',
    // A water heater's leak of water is not this: its own problems answer it, with the gas warning when gas is said.
    devices: ['caldaia'],
    label: 'c’è odore di gas vicino alla caldaia o la caldaia perde gas',
    // The smell of gas, or a leak said in words: an emergency, not a repair.
    requires: ['gas', 'metano', 'gpl', 'odore', 'puzza'],
    symptoms: [
      'sento odore di gas vicino alla caldaia',
      'la caldaia perde gas',
      'c’è puzza di gas in cucina dove c’è la caldaia',
      'la caldaia a metano fa odore di gas quando parte',
    ],
    problem:
      'Odore di gas vicino alla caldaia o allo scaldabagno: una perdita da un raccordo, dalla valvola del gas o dal bruciatore. È un’emergenza, non una riparazione da fare da sé',
    difficulty: 'advanced',
    estimatedTime: 'Subito: chiudi il gas ed esci; la riparazione la fa il tecnico',
    warnings: [GAS_SMELL, GAS_TECHNICIAN],
    causes: [
      'Raccordo del tubo del gas allentato o guarnizione seccata sotto la caldaia',
      'Valvola del gas della caldaia che perde',
      'Bruciatore o condotto dei fumi difettosi: odore di fumi o di bruciato più che di gas',
    ],
    tells: [
      'se l’odore è più forte sotto la caldaia, vicino al rubinetto giallo, allora è il raccordo del tubo del gas',
      'se l’odore c’è solo quando la caldaia si accende, allora è la valvola del gas o il bruciatore',
      'se senti odore di fumi o ti viene mal di testa nella stanza, allora è il condotto dei fumi: esci, può essere monossido',
    ],
    solutions: [
      'Chiudi il rubinetto del gas, apri le finestre, esci e chiama il pronto intervento gas: il tecnico rifà il raccordo',
      'Fai sostituire la valvola del gas da un tecnico abilitato',
      'Fai controllare bruciatore e condotto dei fumi da un tecnico abilitato prima di riaccendere la caldaia',
    ],
    tools: [T.torcia],
    steps: [
      step(
        'Chiudi il rubinetto del gas (quello giallo sotto la caldaia o quello del contatore).',
        'Il gas è chiuso',
        GAS_SMELL,
      ),
      step('Non accendere né spegnere luci o interruttori, non usare fiamme e non attaccare spine.'),
      step('Apri porte e finestre ed esci di casa con chi c’è.', 'Siete tutti fuori'),
      step(
        'Da fuori chiama il pronto intervento gas (il numero è sulla bolletta) o il 112.',
        'Il tecnico arriva e trova la perdita',
        GAS_TECHNICIAN,
      ),
    ],
    cost: 'Pronto intervento gas: di solito gratis; rifare un raccordo 60-120 €; valvola del gas 150-300 €.',
    ifNotFixed:
      'Non riaprire il gas e non riaccendere la caldaia finché un tecnico abilitato non ha trovato la perdita.',
  },
];
