import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { BROKEN_GLASS, LITHIUM } from './warnings.ts';

/** A smartwatch is sealed with glue and gaskets: opening it ends its water resistance and its warranty. */
const WATCH_OPENING =
  'Aprire lo smartwatch fa perdere l’impermeabilità e la garanzia: se è in garanzia, passa prima dall’assistenza.';

/**
 * Smartwatches and fitness trackers (issue 24, round 20): members with a Fitbit, a Gear Live, a Garmin or an Apple
 * Watch were told the assistant had no guide, and their reports (five, in batches 11, 13 and 17) name the same few
 * faults: charging contacts fouled by sweat and dirt or oxidised by water, a tracker whose firmware hangs until it
 * is reset in its charger, and a lithium battery that swells and pushes the screen out. Written from repair practice.
 */
export const RICERCA16_SMARTWATCH: KnowledgeEntry[] = [
  {
    id: 'smartwatch-non-carica',
    category: 'smartphone',
    devices: ['smartwatch'],
    label: 'lo smartwatch non si carica o non si accende',
    symptoms: [
      'lo smartwatch non si carica più sulla sua basetta',
      'il fitbit non si carica, attaccato al cavo non succede niente',
      'l’orologio non si accende più dopo averlo lasciato in carica',
      'lo smartwatch si carica solo se muovo la basetta',
      'le lucine del tracker non si accendono quando lo tocco',
      'il garmin non si accende e non carica',
    ],
    problem:
      'Smartwatch o braccialetto fitness che non si carica o non si accende: contatti di ricarica sporchi od ossidati (sudore, sporco, acqua), tracker bloccato che va resettato, cavo o basetta difettosi, batteria scarica a fondo o esaurita',
    difficulty: 'beginner',
    estimatedTime: '10-20 minuti',
    warnings: [LITHIUM, WATCH_OPENING],
    causes: [
      'Contatti di ricarica sporchi: sudore, crema e sporco incrostati sui contatti dell’orologio o della basetta non lasciano passare la corrente',
      'Software del tracker bloccato: resta spento e non mostra la ricarica finché non lo si resetta (spesso nel caricatore)',
      'Cavo, basetta o alimentatore USB difettosi, o orologio non allineato bene sui contatti o sul centro della basetta magnetica',
      'Contatti ossidati dall’acqua entrata nell’orologio, fuori o dentro tra scheda e batteria',
      'Batteria scarica a fondo o esaurita dopo anni di cicli',
    ],
    tells: [
      'se sui contatti dorati dell’orologio o della basetta vedi uno strato opaco o scuro, allora sono i contatti sporchi',
      'se dopo il reset nel caricatore le luci lampeggiano e riparte, allora era il software bloccato',
      'se con un altro cavo, un’altra basetta o un’altra presa USB si carica, allora era il caricatore',
      'se i contatti sono verdastri o corrosi, o l’orologio ha preso acqua, allora sono ossidati: se la pulizia non basta va aperto',
      'se si carica ma si scarica in poche ore, allora è la batteria esaurita',
    ],
    solutions: [
      'Pulisci i contatti dell’orologio e della basetta con alcool isopropilico e un cotton fioc, o strofinali con una gomma da cancellare',
      'Fai il reset del modello (per molti Fitbit: nel caricatore collegato, tieni premuto il tasto o il forellino per qualche secondo)',
      'Prova un altro cavo, un’altra basetta e un’altra presa USB, e allinea bene l’orologio sui contatti',
      'Lascialo in carica almeno un’ora prima di concludere che è morto',
      'Se entrò acqua e i contatti interni sono ossidati, o la batteria è esaurita, fallo riparare dall’assistenza o da un tecnico',
    ],
    tools: [T.alcool, T.spazzolino, T.stuzzicadenti],
    steps: [
      step(
        'Guarda i contatti sul retro dell’orologio e quelli della basetta o del cavo: se sono opachi, scuri o incrostati, vanno puliti.',
        'Sai se i contatti sono sporchi',
      ),
      step(
        'Strofina i contatti con un cotton fioc bagnato di alcool isopropilico (o con una gomma da cancellare) e togli lo sporco dai bordi con uno stuzzicadenti.',
        'I contatti sono lucidi',
      ),
      step(
        'Rimetti l’orologio sulla basetta, ben allineato, collegato a una presa USB del computer o a un alimentatore che funziona con altri dispositivi, e aspetta qualche minuto.',
        'Compare il simbolo della ricarica',
      ),
      step(
        'Se resta spento, fai il reset previsto dal modello (per molti Fitbit: con l’orologio nel caricatore collegato, tieni premuto il tasto o il forellino del caricatore per qualche secondo).',
        'Le luci lampeggiano e l’orologio riparte',
      ),
      step(
        'Prova un altro cavo o un’altra basetta dello stesso modello e lascialo in carica almeno un’ora.',
        'Si carica e si accende',
      ),
    ],
    cost: 'Gratis la pulizia e il reset; cavo o basetta di ricambio 5-15 €; batteria in assistenza 30-90 €.',
    ifNotFixed:
      'Se con contatti puliti, reset e un altro caricatore resta spento, è la batteria o la scheda (spesso per acqua entrata): portalo in assistenza.',
  },
  {
    id: 'smartwatch-batteria-gonfia',
    category: 'smartphone',
    devices: ['smartwatch'],
    label: 'lo schermo dello smartwatch si stacca o si solleva',
    symptoms: [
      'lo schermo dello smartwatch si è staccato dalla cassa',
      'il display dello smartwatch si solleva da un lato',
      'lo schermo dell’orologio è spinto in fuori',
      'la cassa dello smartwatch si è aperta',
      'la batteria dello smartwatch è gonfia',
    ],
    problem:
      'Schermo dello smartwatch che si stacca o si solleva: quasi sempre è la batteria al litio gonfia che lo spinge fuori dalla cassa; più di rado la colla ceduta dopo un urto o il calore',
    difficulty: 'advanced',
    estimatedTime: '30-60 minuti',
    warnings: [LITHIUM, WATCH_OPENING, BROKEN_GLASS],
    causes: [
      'Batteria al litio gonfia che spinge lo schermo fuori dalla cassa (difetto noto dei primi Apple Watch e di molti orologi con qualche anno)',
      'Adesivo dello schermo ceduto dopo un urto, il calore o il sudore',
    ],
    tells: [
      'se lo schermo si solleva da solo senza un urto e l’autonomia è calata, allora è la batteria gonfia',
      'se si è staccato dopo un colpo e l’orologio dura come prima, allora è l’adesivo',
    ],
    solutions: [
      'Smetti di caricarlo e di indossarlo: una batteria gonfia può incendiarsi',
      'Chiedi la sostituzione all’assistenza del produttore (per i difetti noti spesso è gratuita)',
      'Se lo ripari da solo, sostituisci la batteria e incolla lo schermo con un adesivo nuovo per orologi',
    ],
    tools: [T.apertura, T.calore, T.pinzette, T.biadesivo],
    steps: [
      step(
        'Togli l’orologio dal polso e dal caricatore e mettilo su una superficie non infiammabile.',
        'L’orologio è al sicuro',
        LITHIUM,
      ),
      step(
        'Guarda di lato tra schermo e cassa: se lo spazio è più largo da una parte e l’autonomia era calata, è la batteria gonfia.',
        'Sai se è la batteria',
      ),
      step(
        'Cerca sul sito del produttore il numero di serie: i difetti noti della batteria hanno spesso un programma di sostituzione gratuita.',
        'Sai se la riparazione è coperta',
      ),
      step(
        'Se lo ripari da solo, scalda il bordo, solleva lo schermo con un plettro senza piegare i flat, sostituisci la batteria e incolla lo schermo con un adesivo nuovo.',
        'Lo schermo resta piatto nella cassa',
        BROKEN_GLASS,
      ),
    ],
    cost: 'Batteria e adesivo 15-40 €; in assistenza 80-250 € (gratis se coperto da un programma di sostituzione).',
    ifNotFixed:
      'Se anche con la batteria nuova lo schermo non si accende, il flat del display si è rotto aprendolo.',
  },
  {
    id: 'smartwatch-vetro-rotto',
    category: 'smartphone',
    devices: ['smartwatch'],
    label: 'il vetro o la cassa dello smartwatch sono crepati',
    symptoms: [
      'il vetro dello smartwatch si è crepato dopo un urto',
      'la cassa dell’orologio è crepata',
      'lo schermo dello smartwatch è rotto ma funziona ancora',
      'il touch dello smartwatch non risponde dopo la botta',
      'ho sbattuto l’orologio contro lo stipite e lo schermo è scheggiato',
    ],
    problem:
      'Vetro o cassa dello smartwatch crepati dopo un urto: l’orologio non è più impermeabile; si sostituisce il vetro, lo schermo intero (se il touch o l’immagine sono rovinati) o la cassa',
    difficulty: 'advanced',
    estimatedTime: '30-60 minuti',
    warnings: [BROKEN_GLASS, WATCH_OPENING, LITHIUM],
    causes: [
      'Vetro esterno crepato: l’immagine e il touch funzionano ancora, ma acqua e sudore possono entrare dalle crepe',
      'Schermo (vetro e pannello incollati) rotto: macchie, righe o touch che non risponde',
      'Cassa crepata o piegata: l’orologio non è più a tenuta e lo schermo può staccarsi',
    ],
    tells: [
      'se l’immagine è intatta e il touch risponde, allora è solo il vetro: proteggilo subito dall’acqua',
      'se vedi macchie, righe o il touch non risponde in una zona, allora è rotto lo schermo intero',
      'se la crepa è sul metallo o sulla plastica attorno al vetro, allora è la cassa',
    ],
    solutions: [
      'Copri le crepe con una pellicola protettiva e non bagnare l’orologio finché non è riparato',
      'Fai sostituire il vetro o lo schermo dall’assistenza o da un tecnico (per molti modelli vetro e pannello sono incollati e si cambiano insieme)',
      'Se la cassa è crepata, valuta la sostituzione in assistenza: spesso costa quasi quanto un orologio nuovo',
    ],
    tools: [T.apertura, T.calore, T.ventosa, T.biadesivo, T.pinzette],
    steps: [
      step(
        'Guarda lo schermo acceso: se l’immagine è intatta e il touch risponde ovunque, è rotto solo il vetro.',
        'Sai cosa è rotto',
      ),
      step(
        'Copri subito le crepe con del nastro adesivo trasparente o una pellicola e non bagnare l’orologio.',
        'Le schegge non si staccano e l’acqua non entra',
        BROKEN_GLASS,
      ),
      step(
        'Controlla la garanzia o l’eventuale assicurazione: molti produttori sostituiscono lo schermo a prezzo fisso.',
        'Sai quanto costa la riparazione',
      ),
      step(
        'Se lo ripari da solo, scalda il bordo, solleva il vetro con la ventosa e un plettro senza piegare i flat, monta lo schermo nuovo e incollalo con un adesivo nuovo.',
        'Lo schermo nuovo funziona ed è ben incollato',
        WATCH_OPENING,
      ),
    ],
    cost: 'Vetro o schermo di ricambio 20-80 €; in assistenza 80-300 €.',
    ifNotFixed:
      'Se dopo la riparazione lo schermo resta nero, il flat del display si è rotto aprendolo o è entrata acqua.',
  },
];
