import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';

const UNPLUG =
  'Spegni, stacca la spina o l’alimentatore e, sui portatili, scollega la batteria interna prima di aprire.';
const STATIC =
  'Scaricati toccando una parte metallica o usa un braccialetto antistatico: l’elettricità statica danneggia i componenti.';
const CAPACITORS =
  'Nell’alimentatore di monitor e PC i condensatori grandi restano carichi anche a spina staccata: non toccarne i terminali, aspetta qualche minuto e scaricali con una resistenza.';
const BACKUP = 'Fai un backup dei dati appena il disco si legge: potrebbe non ripartire una seconda volta.';
const SWOLLEN =
  'Una batteria gonfia può incendiarsi: non forarla, non piegarla, non caricarla più e portala in un centro di raccolta.';

/**
 * Computer faults that real reports name often (issue 24): the parts that wear out or fail by design
 * (CMOS battery, fans, monitor capacitors, SATA cables, BGA solder of some graphics chips).
 */
export const COMPUTER_COMPONENTI: KnowledgeEntry[] = [
  {
    id: 'pc-batteria-cmos',
    category: 'computer',
    devices: ['desktop', 'laptop'],
    label: 'all’avvio perde data, ora e impostazioni del BIOS',
    symptoms: [
      'a ogni accensione il pc dice cmos checksum error e perde data e ora',
      'il computer si dimentica l’ora ogni volta che stacco la corrente',
      'all’avvio esce cmos settings wrong e devo premere f1 per continuare',
      'il bios torna sempre alle impostazioni di fabbrica',
      'l’orologio del pc torna al 2000 o al 2010 a ogni riavvio',
    ],
    patterns: [
      'cmos checksum',
      'cmos settings wrong',
      'cmos battery',
      'cmos date/time not set',
      'press f1 to continue',
      'cmos checksum bad',
    ],
    problem: 'Batteria tampone del BIOS (CMOS, una CR2032) scarica',
    difficulty: 'beginner',
    estimatedTime: '15-30 minuti',
    warnings: [UNPLUG, STATIC],
    causes: [
      'Batteria tampone CR2032 della scheda madre esaurita',
      'Ponticello (jumper) di reset del CMOS nella posizione sbagliata',
    ],
    tells: [
      'se data e ora si perdono solo a spina staccata, allora è la batteria',
      'se si perdono anche con la spina attaccata, allora controlla il ponticello CLR_CMOS',
    ],
    solutions: [
      'Sostituisci la batteria a bottone CR2032 della scheda madre',
      'Reimposta data, ora e ordine di avvio nel BIOS',
    ],
    tools: [T.cacciaviti, T.antistatico, T.multimetro, T.pinzette],
    steps: [
      step('Spegni, stacca la spina e apri il case (sui portatili il fondo).', undefined, UNPLUG),
      step(
        'Trova la batteria a bottone sulla scheda madre e misurala col multimetro.',
        'Sotto 2,8 V è da cambiare',
        STATIC,
      ),
      step('Sgancia la linguetta e sostituiscila con una CR2032 nuova, lato + verso l’alto.'),
      step('Controlla che il ponticello CLR_CMOS sia nella posizione normale.'),
      step('Accendi, entra nel BIOS e reimposta data, ora e disco di avvio.', 'L’avviso non compare più'),
    ],
    cost: 'Batteria CR2032 2-5 €.',
    ifNotFixed:
      'Se con batteria nuova perde ancora le impostazioni, il circuito del CMOS sulla scheda madre è guasto.',
  },
  {
    id: 'pc-fan-error',
    category: 'computer',
    devices: ['desktop', 'laptop'],
    label: 'all’avvio dice fan error',
    symptoms: [
      'all’accensione il portatile scrive fan error e si spegne',
      'il pc fa dei bip e dice cpu fan error',
      'la ventola non gira più e il computer non va avanti',
      'messaggio fan error su schermo nero e poi niente',
      'la ventola del processore è ferma',
    ],
    patterns: ['fan error', 'cpu fan error', 'cpu fan', 'system fan error', '2 bip corti'],
    problem: 'Ventola del processore ferma o non rilevata: polvere, ventola guasta o connettore staccato',
    difficulty: 'intermediate',
    estimatedTime: '30-60 minuti',
    warnings: [
      UNPLUG,
      STATIC,
      'Blocca le pale della ventola con un dito mentre soffi: girando troppo veloce si rovina.',
    ],
    causes: [
      'Polvere e lanugine che bloccano la ventola',
      'Ventola guasta (cuscinetto grippato o motore bruciato)',
      'Connettore della ventola staccato dalla scheda madre',
    ],
    tells: [
      'se a mano la ventola gira dura o è piena di polvere, allora puliscila',
      'se è pulita ma non gira da sola, allora va sostituita',
      'se hai appena aperto il computer, allora ricontrolla il connettore',
    ],
    solutions: [
      'Pulisci ventola e dissipatore con aria compressa',
      'Ricollega il connettore della ventola (CPU_FAN)',
      'Sostituisci la ventola con una dello stesso modello',
    ],
    tools: [T.ariaCompressa, T.cacciaviti, T.pennelli, T.ventola, T.antistatico, T.pastaTermica],
    steps: [
      step('Spegni, stacca l’alimentazione e apri il fondo o il case.', undefined, UNPLUG),
      step(
        'Soffia la polvere dalla ventola e dalle alette tenendo ferme le pale.',
        'Le alette tornano libere',
      ),
      step('Gira la ventola a mano: deve girare libera e senza attrito.'),
      step('Controlla che il connettore sia inserito nel pin CPU_FAN della scheda.', undefined, STATIC),
      step('Se non gira ancora, sostituiscila e rimetti pasta termica se togli il dissipatore.'),
      step('Accendi e guarda se la ventola parte.', 'Il messaggio fan error sparisce'),
    ],
    cost: 'Aria compressa 8 €; ventola di ricambio 10-30 €.',
    ifNotFixed: 'Se anche una ventola nuova non gira, è il circuito di controllo sulla scheda madre.',
  },
  {
    id: 'laptop-retroilluminazione',
    category: 'computer',
    devices: ['laptop'],
    label: 'lo schermo è buio ma con una torcia si vede l’immagine',
    symptoms: [
      'lo schermo del portatile è diventato scurissimo ma con una torcia si intravede l’immagine',
      'la retroilluminazione dello schermo si è spenta',
      'il display si spegne all’improvviso e poi resta buio',
      'lo schermo diventa rosso e poi si spegne la luce',
      'il monitor esterno funziona ma lo schermo del notebook è nero',
    ],
    patterns: ['retroilluminazione', 'inverter', 'backlight', 'lampada ccfl'],
    problem: 'Retroilluminazione dello schermo spenta: inverter, lampada CCFL o strip LED',
    difficulty: 'advanced',
    estimatedTime: '1-2 ore',
    warnings: [
      UNPLUG,
      'L’inverter dei vecchi schermi a lampada lavora a centinaia di volt: non toccarlo con il portatile acceso.',
    ],
    causes: [
      'Inverter della retroilluminazione bruciato (schermi a lampada CCFL)',
      'Lampada CCFL esaurita o strip LED guasta',
      'Cavo flat dello schermo rovinato nella cerniera',
    ],
    tells: [
      'se l’immagine si vede con una torcia e lo schermo è vecchio a lampada, allora è quasi sempre l’inverter',
      'se prima di spegnersi diventava rossastro, allora è la lampada',
      'se muovendo lo schermo la luce va e viene, allora è il cavo',
    ],
    solutions: [
      'Sostituisci l’inverter (pochi euro, stesso codice)',
      'Sostituisci la lampada o l’intero pannello',
      'Sostituisci il cavo flat dello schermo',
    ],
    tools: [T.cacciaviti, T.apertura, T.torcia, T.multimetro, T.antistatico],
    steps: [
      step(
        'Accendi e illumina lo schermo con una torcia da vicino.',
        'Se vedi l’immagine, il pannello funziona: manca la luce',
      ),
      step(
        'Collega un monitor esterno per escludere la scheda video.',
        'Immagine normale sul monitor esterno',
      ),
      step('Spegni, togli la batteria e smonta la cornice dello schermo con i plettri.', undefined, UNPLUG),
      step('Cerca l’inverter (una schedina sotto il pannello) e leggi il codice.'),
      step('Sostituisci l’inverter con lo stesso codice e riprova.', 'La luce torna'),
      step('Se non basta, sostituisci il pannello completo.'),
    ],
    cost: 'Inverter 10-25 €; pannello completo 50-120 €.',
    ifNotFixed:
      'Se con inverter e pannello nuovi resta buio, la tensione di retroilluminazione manca dalla scheda madre.',
  },
  {
    id: 'monitor-condensatori',
    category: 'computer',
    devices: ['monitor'],
    label: 'il monitor non si accende o ci mette tanto ad accendersi',
    symptoms: [
      'il monitor non si accende più, nemmeno il led di accensione',
      'il monitor si accende solo dopo averlo premuto tante volte',
      'il monitor ci mette minuti ad accendersi e fa un ticchettio',
      'il led del monitor lampeggia ma l’immagine non arriva',
      'il monitor si accende solo quando la stanza è calda',
      'lo schermo del monitor si spegne dopo pochi secondi',
    ],
    problem: 'Alimentatore del monitor guasto: condensatori elettrolitici gonfi o esauriti',
    difficulty: 'advanced',
    estimatedTime: '1-2 ore',
    warnings: [UNPLUG, CAPACITORS],
    causes: [
      'Condensatori elettrolitici gonfi o esauriti sulla scheda alimentatore',
      'Retroilluminazione o inverter del pannello guasti',
      'Cavo o ingresso video sbagliato',
    ],
    tells: [
      'se si accende solo dopo tanti tentativi, col caldo o dopo un ticchettio, allora sono i condensatori',
      'se si accende il led e per un attimo si vede l’immagine, poi buio, allora è la retroilluminazione',
      'se il menu del monitor si vede ma dice nessun segnale, allora è il cavo o l’ingresso',
    ],
    solutions: [
      'Sostituisci i condensatori gonfi della scheda alimentatore con valori uguali (105 °C)',
      'Fai sostituire la scheda alimentatore completa',
      'Prova un altro cavo e l’ingresso giusto',
    ],
    tools: [T.cacciaviti, T.apertura, T.saldatore, T.stagno, T.flussante, T.multimetro],
    steps: [
      step('Prova un altro cavo video e controlla l’ingresso scelto dal menu del monitor.'),
      step('Stacca la spina e aspetta almeno 10 minuti prima di aprire.', undefined, CAPACITORS),
      step('Apri il retro con i plettri e trova la scheda alimentatore (quella collegata alla spina).'),
      step(
        'Guarda i condensatori: la testa bombata o perdite marroni vogliono dire che sono guasti.',
        'Trovi uno o più condensatori gonfi',
      ),
      step(
        'Dissalda i condensatori gonfi e salda quelli nuovi con stessa capacità e tensione, rispettando la polarità.',
      ),
      step('Richiudi e accendi.', 'Il monitor si accende al primo colpo'),
    ],
    cost: 'Condensatori 3-10 €; scheda alimentatore 20-50 €.',
    ifNotFixed: 'Se con condensatori nuovi non parte, sostituisci la scheda alimentatore intera.',
  },
  {
    id: 'pc-cavo-sata-disco',
    category: 'computer',
    devices: ['desktop', 'laptop'],
    label: 'il disco non viene riconosciuto o dà errori a caso',
    symptoms: [
      'il computer non vede più l’hard disk, dice no bootable device',
      'ho messo un disco nuovo ma il portatile non lo riconosce',
      'errori sul disco a ogni riavvio e blocchi in punti diversi',
      'operating system not found all’avvio',
      'il disco sparisce e ricompare da solo',
    ],
    patterns: [
      'no bootable device',
      'operating system not found',
      'disk boot failure',
      'boot device not found',
      'cartella con il punto interrogativo',
    ],
    problem: 'Disco non rilevato: cavo o connettore SATA allentato o guasto, oppure disco guasto',
    difficulty: 'intermediate',
    estimatedTime: '30-60 minuti',
    warnings: [UNPLUG, STATIC, BACKUP],
    causes: [
      'Cavo SATA (o flex del disco nei portatili) allentato o rotto',
      'Disco guasto',
      'Ordine di avvio del BIOS sbagliato',
    ],
    tells: [
      'se anche un disco nuovo non viene visto, allora è il cavo o il flex',
      'se il disco ticchetta o non si vede neanche collegato a un altro pc, allora è il disco',
      'se il BIOS vede il disco ma non parte, allora è l’ordine di avvio',
    ],
    solutions: [
      'Ricollega bene o sostituisci il cavo SATA (il flex del disco sui MacBook)',
      'Prova il disco su un altro computer con un adattatore USB',
      'Controlla l’ordine di avvio nel BIOS',
    ],
    tools: [T.cacciaviti, T.antistatico, T.ssd, T.chiavetta],
    steps: [
      step('Entra nel BIOS e guarda se il disco compare nell’elenco.'),
      step('Spegni, stacca tutto e apri il case o il fondo.', undefined, UNPLUG),
      step(
        'Scollega e ricollega il cavo SATA a entrambe le estremità; prova un altro cavo.',
        'Il disco compare',
        STATIC,
      ),
      step('Sui portatili con flex del disco (es. MacBook Pro) sostituisci il flex.'),
      step('Collega il disco a un altro computer con un adattatore USB e salva i dati.', undefined, BACKUP),
      step('Se il disco è guasto, sostituiscilo con un SSD e reinstalla il sistema.'),
    ],
    cost: 'Cavo SATA 3-8 €; flex disco MacBook 15-35 €; SSD 30-70 €.',
    ifNotFixed:
      'Se un disco sano collegato con un cavo nuovo non compare, è la porta SATA della scheda madre.',
  },
  {
    id: 'laptop-chip-grafico-bga',
    category: 'computer',
    devices: ['laptop'],
    label: 'spie e ventola vanno ma niente immagine',
    symptoms: [
      'led e ventola vanno ma nessuna immagine, nemmeno sul monitor esterno',
      'prima è sparita la scheda wireless, poi il portatile si è bloccato per sempre',
      'immagine con artefatti e righe colorate, poi nero',
      'hp pavilion dv6000 con luce del wifi arancione e niente video',
      'chip grafico nvidia difettoso, dicono che serve il reflow',
    ],
    patterns: ['dv2000', 'dv6000', 'dv9000', 'nvidia 8400m', 'nvidia 8600m', 'go 7150m', 'g86', 'reflow'],
    problem: 'Saldature BGA del chip grafico o del chipset crepate (difetto noto di alcune generazioni)',
    difficulty: 'advanced',
    estimatedTime: '2-4 ore',
    warnings: [
      UNPLUG,
      STATIC,
      'Il reflow scalda la scheda oltre 200 °C: proteggi plastiche e componenti vicini e lavora su una superficie che non brucia.',
    ],
    causes: [
      'Saldature (sfere BGA) del chip grafico Nvidia o del chipset crepate per i cicli di caldo e freddo',
      'RAM mal inserita o guasta',
      'Scheda madre con alimentazione guasta',
    ],
    tells: [
      'se il modello è uno dei noti (HP dv2000/dv6000/dv9000, chip Nvidia 8400M/8600M) e manca il video anche sul monitor esterno, allora è il chip grafico',
      'se reinserendo o cambiando la RAM riparte, allora era la RAM',
      'se non si accende nessuna luce, allora è l’alimentazione',
    ],
    solutions: [
      'Fai rifare le saldature (reballing) o sostituire il chip in un laboratorio',
      'Il reflow con aria calda è una soluzione spesso temporanea',
      'Prova prima a reinserire o cambiare la RAM',
    ],
    tools: [T.cacciaviti, T.antistatico, T.calore, T.flussante, T.pastaTermica, T.ram],
    steps: [
      step('Collega un monitor esterno: se anche lì è nero, lo schermo non c’entra.'),
      step(
        'Spegni, togli la batteria e reinserisci la RAM, provando un banco alla volta.',
        undefined,
        STATIC,
      ),
      step('Se resta muto, smonta la scheda madre e il dissipatore del chip grafico.', undefined, UNPLUG),
      step('Un laboratorio fa il reballing del chip; il reflow casalingo dura spesso poco.'),
      step('Rimonta con pasta termica nuova e pad termici al posto giusto.'),
      step('Accendi e controlla l’immagine.', 'L’immagine torna'),
    ],
    cost: 'Reballing in laboratorio 80-150 €; scheda madre usata 60-150 €.',
    ifNotFixed: 'Se dopo il reballing non torna, sostituisci la scheda madre.',
  },
  {
    id: 'laptop-batteria-gonfia',
    category: 'computer',
    devices: ['laptop'],
    label: 'il trackpad è duro o la scocca si è sollevata',
    symptoms: [
      'il touchpad del macbook è diventato durissimo da cliccare',
      'la scocca del portatile si è sollevata e non chiude bene',
      'il trackpad clicca da solo e sembra sempre premuto',
      'il portatile traballa sul tavolo, il fondo è gonfio',
      'la tastiera si è alzata in mezzo',
    ],
    problem: 'Batteria del portatile gonfia che spinge il trackpad e la scocca',
    difficulty: 'intermediate',
    estimatedTime: '30-90 minuti',
    warnings: [SWOLLEN, UNPLUG],
    causes: ['Batteria al litio gonfia sotto il trackpad', 'Trackpad guasto o regolazione del clic'],
    tells: [
      'se il fondo o la tastiera sono deformati e il clic è duro, allora è la batteria',
      'se la scocca è piatta e il clic è solo impreciso, allora è il trackpad',
    ],
    solutions: [
      'Smetti di caricarlo e sostituisci subito la batteria',
      'Porta la batteria gonfia in un centro di raccolta',
    ],
    tools: [T.cacciaviti, T.apertura, T.batteriaLaptop, T.alcool, T.guanti],
    steps: [
      step('Spegni il portatile e non caricarlo più.', undefined, SWOLLEN),
      step('Salva i dati finché si accende ancora a batteria.'),
      step('Apri il fondo con il cacciavite giusto (Pentalobe sui MacBook).', undefined, UNPLUG),
      step(
        'Stacca il connettore della batteria; se è incollata usa alcool isopropilico, mai leve metalliche.',
      ),
      step('Monta la batteria nuova e controlla che il trackpad torni a cliccare.', 'Il clic torna normale'),
    ],
    cost: 'Batteria di ricambio 40-120 €.',
    ifNotFixed: 'Se con la batteria nuova il trackpad resta duro, regola o sostituisci il trackpad.',
  },
  {
    id: 'pc-pulsante-case',
    category: 'computer',
    devices: ['desktop'],
    label: 'si riavvia di continuo anche nel BIOS',
    symptoms: [
      'il pc fisso si riavvia di continuo anche dentro il bios',
      'il computer si spegne o si riavvia appena lo tocco',
      'il tasto di accensione del case è rimasto incastrato',
      'il pc si riavvia da solo prima di arrivare a windows',
    ],
    problem: 'Pulsante di reset o di accensione del case in corto (o alimentatore instabile)',
    difficulty: 'intermediate',
    estimatedTime: '20-45 minuti',
    warnings: [UNPLUG, STATIC],
    causes: [
      'Pulsante di reset o di accensione del case incastrato o in corto',
      'Alimentatore instabile',
      'Componente in corto con il case (distanziale mancante)',
    ],
    tells: [
      'se scollegando i fili del pulsante dalla scheda madre il riavvio smette, allora è il pulsante',
      'se il riavvio avviene sotto carico o con odore di bruciato, allora è l’alimentatore',
      'se la scheda madre fuori dal case funziona, allora è un corto col case',
    ],
    solutions: [
      'Scollega il pulsante di reset dal pannello frontale della scheda madre',
      'Sostituisci il pulsante o accendi cortocircuitando i pin power con un cacciavite',
      'Prova un alimentatore sicuramente funzionante',
    ],
    tools: [T.cacciaviti, T.antistatico, T.multimetro, T.torcia],
    steps: [
      step('Spegni, stacca la spina e apri il case.', undefined, UNPLUG),
      step('Trova i fili RESET SW e POWER SW sul connettore del pannello frontale.', undefined, STATIC),
      step('Scollega il filo RESET SW e riaccendi.', 'Se non si riavvia più, il pulsante di reset è guasto'),
      step('Controlla col multimetro che il pulsante sia aperto quando non lo premi.'),
      step('Sostituisci il pulsante o lascialo scollegato; se continua, prova un altro alimentatore.'),
    ],
    cost: 'Pulsante 3-10 €; alimentatore 40-90 €.',
    ifNotFixed: 'Se con pulsanti scollegati e alimentatore buono si riavvia ancora, è la scheda madre.',
  },
  {
    id: 'laptop-presa-alimentazione',
    category: 'computer',
    devices: ['laptop'],
    label: 'carica solo se muovo lo spinotto',
    symptoms: [
      'il portatile carica solo se tengo lo spinotto piegato',
      'lo spinotto dell’alimentatore balla nella presa del notebook',
      'la carica va e viene quando muovo il cavo',
      'la presa di alimentazione del portatile è rotta dentro',
    ],
    problem: 'Presa di alimentazione (DC jack) del portatile allentata o con saldature crepate',
    difficulty: 'advanced',
    estimatedTime: '1-2 ore',
    warnings: [UNPLUG, STATIC],
    causes: [
      'Presa DC jack con saldature crepate o allentata',
      'Cavo dell’alimentatore rotto vicino allo spinotto',
    ],
    tells: [
      'se muovendo lo spinotto nella presa la carica va e viene, allora è la presa',
      'se muovendo il cavo lontano dalla presa va e viene, allora è il cavo dell’alimentatore',
    ],
    solutions: [
      'Sostituisci la presa DC jack (molti modelli l’hanno su un cavetto)',
      'Sostituisci l’alimentatore',
    ],
    tools: [T.cacciaviti, T.saldatore, T.stagno, T.flussante, T.multimetro, T.caricatore],
    steps: [
      step(
        'Muovi il cavo vicino all’alimentatore e poi lo spinotto nella presa, guardando il led di carica.',
      ),
      step('Se è il cavo, sostituisci l’alimentatore.'),
      step('Se è la presa, spegni, togli la batteria e smonta il fondo.', undefined, UNPLUG),
      step(
        'Se la presa è su un cavetto, sostituiscilo; se è saldata, rifai le saldature o cambiala.',
        undefined,
        STATIC,
      ),
      step('Rimonta e prova a muovere lo spinotto.', 'La carica resta stabile'),
    ],
    cost: 'DC jack 5-20 €; alimentatore 20-45 €.',
    ifNotFixed: 'Se con presa nuova non carica, il circuito di carica della scheda madre è guasto.',
  },
  {
    id: 'pc-disco-ticchetta',
    category: 'computer',
    devices: ['desktop', 'laptop'],
    label: 'l’hard disk ticchetta o fa clic',
    symptoms: [
      'l’hard disk fa tic tic e il pc non parte',
      'sento un ticchettio dal disco e i file non si aprono',
      'il disco esterno fa clic e non compare',
      'rumore di grattata dall’hard disk',
    ],
    problem: 'Hard disk meccanico che si sta rompendo (testine o motore)',
    difficulty: 'intermediate',
    estimatedTime: '1-3 ore',
    warnings: [BACKUP, UNPLUG],
    causes: [
      'Testine o meccanica del disco guaste',
      'Alimentazione del disco insufficiente (cavo USB, alimentatore)',
    ],
    tells: [
      'se il ticchettio si sente anche collegato a un altro pc, allora è il disco',
      'se collegato con un cavo o alimentatore diverso smette, allora era l’alimentazione',
    ],
    solutions: [
      'Copia subito i dati, poi sostituisci il disco con un SSD',
      'Per dati importanti non leggibili, rivolgiti a un laboratorio di recupero dati',
    ],
    tools: [T.cacciaviti, T.ssd, T.chiavetta, T.antistatico],
    steps: [
      step('Spegni il computer: ogni minuto acceso può peggiorare il danno.'),
      step('Collega il disco a un altro computer o con un cavo diverso.', undefined, BACKUP),
      step('Se si legge, copia prima i file più importanti.'),
      step('Sostituisci il disco con un SSD e reinstalla il sistema dalla chiavetta.'),
    ],
    cost: 'SSD 30-70 €; recupero dati in laboratorio 200-800 €.',
    ifNotFixed:
      'Se il disco non si legge da nessuna parte, solo un laboratorio di recupero dati può salvare i file.',
  },
];
