import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import {
  LITHIUM,
  PC_UNPLUG,
  PHONE_OPENING,
  PSU_CLOSED,
  SMOKE,
  STATIC,
  TESTER,
  UNPLUG,
  UNPLUG_WATER,
} from './warnings.ts';

/**
 * "Puzza di bruciato" said of a phone, a computer, a console or a coffee machine: asked in a few words each
 * was answered with another device's smoke (a vacuum cleaner's motor, a washer's brushes) or with an
 * unrelated problem of the right device (docs/ai-coverage-research.md, round 7). Causes in the order
 * repairers meet them; every entry starts with unplugging and stopping use.
 */
export const RICERCA7_ODORI: KnowledgeEntry[] = [
  {
    id: 'smartphone-odore-bruciato',
    category: 'smartphone',
    devices: ['smartphone', 'tablet'],
    label: 'il telefono puzza di bruciato',
    symptoms: [
      'il telefono puzza di bruciato',
      'sento odore di bruciato dal cellulare mentre è in carica',
      'la presa di ricarica del telefono sa di plastica bruciata ed è annerita',
      'il caricatore o il cavo del telefono puzza di bruciato ed è annerito',
      'il telefono fa odore strano vicino alla porta usb',
    ],
    problem:
      'Telefono che puzza di bruciato: quasi sempre un corto nella porta di ricarica (sporco, umidità, ossido) o un cavo o caricatore danneggiato; se il telefono è gonfio o scotta anche staccato, è la batteria',
    difficulty: 'intermediate',
    estimatedTime: '10 minuti per le prove, 1 ora per la riparazione',
    warnings: [LITHIUM, SMOKE, PHONE_OPENING],
    causes: [
      'Corto nella porta di ricarica: pelucchi, umidità o ossido tra i contatti che scaldano e bruciano la plastica',
      'Cavo o caricatore danneggiati (guaina rotta, connettore annerito, caricatore non originale che scalda)',
      'Batteria danneggiata o gonfia che si surriscalda',
      'Corto sulla scheda dopo un contatto con l’acqua',
    ],
    tells: [
      'se l’odore viene dalla porta e i contatti sono anneriti o c’è sporco dentro, allora è la porta di ricarica',
      'se scotta solo il cavo o il caricatore, o con un altro cavo originale non succede, allora è il cavo o il caricatore',
      'se il telefono è gonfio, lo schermo si alza o scalda anche staccato, allora è la batteria',
      'se è stato bagnato e scalda in un punto preciso anche spento, allora è un corto sulla scheda',
    ],
    solutions: [
      'Stacca subito il telefono dalla carica e non ricaricarlo finché non hai trovato la causa',
      'Butta il cavo o il caricatore anneriti e usa un caricatore originale o certificato',
      'Pulisci la porta di ricarica a telefono spento e, se i contatti sono bruciati, falla sostituire',
      'Se la batteria è gonfia o scotta, falla sostituire subito da un tecnico',
    ],
    tools: [T.torcia, T.stuzzicadenti, T.alcool, T.cavoUsb, T.caricatore, T.batteriaSmartphone, T.apertura],
    steps: [
      step(
        'Stacca il telefono dalla carica, spegnilo e appoggialo su una superficie che non brucia, lontano da tessuti e carta.',
        'Il telefono si raffredda',
        LITHIUM,
      ),
      step(
        'Guarda cavo, connettore e caricatore con una torcia.',
        'Se sono anneriti, deformati o scottano, buttali: la causa era lì',
      ),
      step(
        'Illumina la porta di ricarica: se ci sono pelucchi o sporco, toglili a telefono spento con uno stuzzicadenti di legno, senza toccare i contatti con il metallo.',
        'La porta è pulita e i contatti si vedono lucidi',
      ),
      step(
        'Controlla se il telefono è gonfio: lo schermo o il retro si sollevano, non appoggia piano sul tavolo.',
        'Se è gonfio, non ricaricarlo più e portalo a un tecnico per la batteria',
        LITHIUM,
      ),
      step(
        'Ricarica sotto controllo con un cavo e un caricatore originali, toccando ogni tanto la porta.',
        'Se resta tiepido e l’odore non torna, era il cavo o lo sporco; se scalda ancora, fai sostituire la porta di ricarica',
      ),
    ],
    cost: 'Cavo o caricatore 10-30 €; porta di ricarica 30-80 € montata; batteria 20-90 € montata.',
    ifNotFixed:
      'Se scalda anche spento e staccato, o l’odore torna con accessori nuovi, c’è un corto sulla scheda: non usarlo e portalo in un laboratorio.',
  },
  {
    id: 'computer-odore-bruciato',
    category: 'computer',
    devices: ['laptop', 'desktop'],
    label: 'il pc o il portatile puzza di bruciato',
    symptoms: [
      'il pc puzza di bruciato',
      'dal portatile arriva odore di bruciato e di plastica',
      'sento odore di bruciato dal computer e poi si è spento',
      'l’alimentatore del pc è scoppiato e puzza di bruciato',
      'il caricatore del portatile puzza di bruciato e scotta',
    ],
    problem:
      'Computer che puzza di bruciato: spesso l’alimentatore (un condensatore o un componente che cede) o il caricatore del portatile; altre volte polvere che brucia sul dissipatore o un componente in corto sulla scheda madre',
    difficulty: 'intermediate',
    estimatedTime: '20-60 minuti',
    warnings: [SMOKE, PSU_CLOSED, PC_UNPLUG, STATIC],
    causes: [
      'Alimentatore del fisso o caricatore del portatile guasto (condensatore gonfio o componente bruciato)',
      'Polvere accumulata sul dissipatore e sulla ventola che scalda e brucia',
      'Componente in corto sulla scheda madre o sulla scheda video (MOSFET, condensatore, connettore di alimentazione fuso)',
      'Batteria del portatile gonfia o danneggiata che si surriscalda',
    ],
    tells: [
      'se l’odore viene dal retro del fisso dove entra la spina, o dal mattoncino del portatile, allora è l’alimentatore o il caricatore',
      'se l’odore è di polvere bruciata e viene dalle griglie quando la ventola gira forte, allora è la polvere',
      'se aprendo vedi un componente annerito o un connettore fuso sulla scheda, allora è un corto sulla scheda',
      'se il touchpad o la scocca del portatile si sollevano, allora è la batteria gonfia',
    ],
    solutions: [
      'Spegni e stacca subito la corrente, non riaccendere finché non hai trovato la causa',
      'Sostituisci l’alimentatore o il caricatore guasto con uno della stessa potenza',
      'Pulisci ventole e dissipatori con aria compressa',
      'Fai controllare la scheda o sostituire la batteria gonfia',
    ],
    tools: [T.torcia, T.ariaCompressa, T.cacciaviti, T.antistatico, T.multimetro, T.pennelli],
    steps: [
      step(
        'Spegni il computer, stacca la spina (e il caricatore del portatile) e aspetta che si raffreddi.',
        'Nessun odore nuovo',
        SMOKE,
      ),
      step(
        'Annusa alimentatore, caricatore, griglie e porte a spina staccata: l’odore resta dove è bruciato qualcosa.',
        'Sai da dove viene l’odore',
      ),
      step(
        'Se viene dall’alimentatore o dal caricatore, non aprirlo: sostituiscilo con uno della stessa potenza.',
        'Con l’alimentatore nuovo il pc parte e non puzza',
        PSU_CLOSED,
      ),
      step(
        'Apri il case (o il fondo del portatile) e guarda schede, connettori e batteria con una torcia.',
        'Se vedi un componente annerito, un connettore fuso o la batteria gonfia, serve un laboratorio',
        STATIC,
      ),
      step(
        'Se è tutto integro, pulisci ventole e dissipatori con aria compressa tenendo ferme le pale.',
        'Riacceso, l’odore di polvere sparisce dopo qualche minuto',
      ),
    ],
    cost: 'Alimentatore 40-100 €, caricatore 25-60 €; la pulizia è gratis.',
    ifNotFixed:
      'Se con un alimentatore nuovo l’odore torna o il pc non parte, è bruciato un componente della scheda: portalo in un laboratorio.',
  },
  {
    id: 'console-odore-bruciato',
    category: 'console',
    devices: ['console'],
    label: 'la console puzza di bruciato',
    symptoms: [
      'la console puzza di bruciato',
      'dalla ps4 arriva odore di bruciato',
      'la xbox fa puzza di plastica bruciata e poi si spegne',
      'sento odore di bruciato dalla presa hdmi della console',
      'l’alimentatore della console puzza di bruciato',
    ],
    problem:
      'Console che puzza di bruciato: quasi sempre l’alimentatore (interno o esterno) con un componente che cede, altre volte polvere che brucia sul dissipatore o un corto sulla porta HDMI o sulla scheda',
    difficulty: 'advanced',
    estimatedTime: '30-90 minuti',
    warnings: [SMOKE, PSU_CLOSED, STATIC],
    causes: [
      'Alimentatore della console guasto (condensatore o componente bruciato)',
      'Polvere accumulata su ventola e dissipatore che scalda e brucia',
      'Corto sulla porta HDMI o sulla scheda madre',
    ],
    tells: [
      'se l’odore viene dal punto dove entra la spina o dal mattone esterno, allora è l’alimentatore',
      'se odora di polvere e la ventola è rumorosa o la console scalda molto, allora è la polvere',
      'se la porta HDMI è annerita o la console non dà più immagine, allora è la porta HDMI o la scheda',
    ],
    solutions: [
      'Spegni e stacca subito la console, non riaccenderla finché non hai trovato la causa',
      'Sostituisci l’alimentatore o il mattone esterno guasto',
      'Pulisci ventola e dissipatore dalla polvere',
      'Fai controllare porta HDMI e scheda in un laboratorio',
    ],
    tools: [T.torcia, T.ariaCompressa, T.torx, T.cacciaviti, T.antistatico, T.pennelli],
    steps: [
      step(
        'Stacca subito la spina e il cavo HDMI e lascia raffreddare la console.',
        'Nessun odore nuovo',
        SMOKE,
      ),
      step(
        'Annusa il punto dove entra la spina, le griglie e la porta HDMI e guarda la porta con una torcia.',
        'Sai da dove viene l’odore e se la porta è annerita',
      ),
      step(
        'Se la console ha un mattone esterno (Xbox One, Xbox 360), prova con un altro alimentatore originale.',
        'Se con l’altro non puzza, era l’alimentatore',
      ),
      step(
        'Se l’odore è di polvere, pulisci le griglie e la ventola con aria compressa tenendo ferme le pale.',
        'La ventola gira pulita e l’odore sparisce',
      ),
      step(
        'Se l’alimentatore è interno (PS4, PS5, Xbox Series), non aprirlo: fallo sostituire con il ricambio del tuo modello.',
        'La console riparte senza odore',
        PSU_CLOSED,
      ),
    ],
    cost: 'Alimentatore 30-70 €; porta HDMI 50-90 € montata; la pulizia è gratis.',
    ifNotFixed:
      'Se con un alimentatore nuovo la console non parte o puzza ancora, è bruciato un componente della scheda: serve un laboratorio.',
  },
  {
    id: 'caffe-odore-bruciato',
    category: 'elettrodomestici',
    devices: ['caffe'],
    label: 'la macchina del caffè puzza di bruciato',
    symptoms: [
      'la macchina del caffè puzza di bruciato',
      'dalla macchinetta del caffè viene odore di plastica bruciata',
      'la macchina del caffè fa fumo e odore di bruciato sotto',
      'la macchina da caffè sa di bruciato da sotto',
    ],
    problem:
      'Macchina del caffè che puzza di bruciato: acqua o caffè colati sulla caldaia o sulla resistenza che bruciano, oppure un connettore della resistenza allentato che scalda e fonde',
    difficulty: 'intermediate',
    estimatedTime: '20-60 minuti',
    warnings: [SMOKE, UNPLUG_WATER, TESTER],
    causes: [
      'Caffè o acqua colati sulla caldaia o sulla piastra che bruciano (una perdita interna)',
      'Connettore (faston) della resistenza o del termostato allentato che scalda e fonde la plastica',
      'Resistenza o termostato guasti che surriscaldano la caldaia',
    ],
    tells: [
      'se sotto o dentro la macchina trovi residui di caffè o calcare bagnati, allora è una perdita sulla caldaia',
      'se aprendola vedi un faston annerito o un filo con la guaina fusa, allora è il connettore',
      'se la caldaia scotta e l’acqua esce bollente a vapore anche con la temperatura normale, allora è il termostato',
    ],
    solutions: [
      'Stacca la spina e non usarla finché non hai trovato la causa',
      'Pulisci residui e calcare e sostituisci la guarnizione o il tubetto che perde',
      'Sostituisci il faston annerito e il tratto di filo bruciato',
      'Fai sostituire termostato o resistenza guasti',
    ],
    tools: [T.torcia, T.cacciaviti, T.tripleWing, T.multimetro, T.decalcificante, T.guarnizione],
    steps: [
      step('Stacca la spina, svuota il serbatoio e lasciala raffreddare.', 'La macchina è fredda', SMOKE),
      step(
        'Guarda sotto e dietro la macchina: macchie di caffè, acqua o calcare indicano una perdita.',
        'Sai se c’è una perdita',
      ),
      step(
        'Apri la scocca (spesso viti triangolari) e guarda caldaia, fili e connettori con la torcia.',
        'Trovi residui bruciati o un connettore annerito',
        UNPLUG,
      ),
      step(
        'Pulisci i residui e sostituisci la guarnizione che perde o il faston annerito.',
        'Nessun residuo e connettori saldi',
        TESTER,
      ),
      step('Rimonta, fai un ciclo con sola acqua e annusa.', 'Non puzza più di bruciato'),
    ],
    cost: 'Guarnizioni e faston pochi euro; termostato 10-25 €; resistenza o caldaia 30-70 €.',
    ifNotFixed:
      'Se la caldaia scotta o l’odore torna, fai controllare resistenza e termostati in assistenza: non lasciarla accesa incustodita.',
  },
];
