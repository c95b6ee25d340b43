import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { STATIC } from './warnings.ts';

/**
 * A fault six real reports named that the knowledge base had no problem for (issue 24, round 23): a keyboard built
 * from a kit (split keyboards such as the Let's Split, the Redox or the Corne, with a Pro Micro and QMK), whose row,
 * column or half does not work, or whose keys stay pressed (batches 18 and 19, GitHub issue threads). Every keyboard
 * problem was a factory keyboard's (crumbs, a spill, a flat cable); these are a builder's solder joints, diodes,
 * jumpers and the cable between the halves. Written from the builders' guides and repair practice.
 */
export const RICERCA19_TASTIERA_KIT: KnowledgeEntry[] = [
  {
    id: 'tastiera-kit-matrice',
    category: 'computer',
    // A kit keyboard is plugged into any computer; a laptop's own keyboard is another problem's.
    devices: ['desktop'],
    label:
      'la tastiera costruita da kit (split, Pro Micro, QMK) ha una fila, una colonna o una metà che non funziona, o tasti sempre premuti',
    // A factory keyboard's dead keys are another problem's: the story must speak of the build.
    requires: [
      'diod',
      'trrs',
      'trs',
      'pro micro',
      'arduino',
      'microcontrollore',
      'qmk',
      'zmk',
      'split',
      'matrice',
      'ponticell',
      'jumper',
      'build',
      'kit',
      'saldat',
      'meta ',
      'colonna',
      'colonne',
    ],
    symptoms: [
      'una colonna intera della tastiera che ho saldato non funziona',
      'la fila di tasti della metà sinistra non risponde',
      'le due metà funzionano da sole ma col cavo TRRS non va niente',
      'funziona solo la metà collegata al cavo USB, l’altra no',
      'premendo un tasto si attivano tutti i tasti della stessa colonna',
      'due tasti risultano sempre premuti anche se non li tocco',
    ],
    problem:
      'Tastiera costruita da kit (split, Pro Micro, QMK o ZMK) con una fila, una colonna o una metà morte o tasti sempre premuti: un piedino del microcontrollore o un diodo saldati male, un diodo al contrario, stagno dentro uno switch, i ponticelli delle metà o il cavo tra le metà',
    difficulty: 'intermediate',
    estimatedTime: '30-90 minuti',
    warnings: [
      STATIC,
      'Scollega il cavo USB e quello tra le metà prima di saldare o di staccare il microcontrollore.',
    ],
    causes: [
      'Piedino del microcontrollore (Pro Micro) saldato male o staccato dalla scheda: la fila o la colonna che porta non arriva',
      'Diodo montato al contrario, saldato male o in corto: la sua fila o colonna non risponde, o premendo un tasto se ne attivano altri',
      'Stagno risalito lungo il piedino dentro lo switch: lo switch resta in corto e il tasto risulta sempre premuto',
      'Cavo tra le metà sbagliato o difettoso (un TRS a 3 poli al posto del TRRS a 4) o ponticelli (jumper) delle metà chiusi in modo diverso',
      'Firmware con la matrice o il lato sbagliati (la metà destra caricata come sinistra, i pin della matrice errati)',
      'Microcontrollore danneggiato (pin in corto dopo averlo dissaldato, montato al contrario)',
    ],
    tells: [
      'se col multimetro il pin del microcontrollore non ha continuità con la sua pista, o la fila funziona cortocircuitando il pin a mano, allora è il piedino saldato male',
      'se la fila o la colonna morta passa tutta per diodi con la fascia dal lato sbagliato, o un diodo misura zero nei due sensi, allora è il diodo',
      'se lo switch misura in corto anche senza premerlo, allora è lo stagno dentro lo switch',
      'se ogni metà funziona collegata da sola via USB e insieme no, allora è il cavo tra le metà o i ponticelli',
      'se il tester dei tasti mostra tasti spostati o la metà sbagliata, allora è il firmware',
      'se con saldature e diodi buoni due pin del microcontrollore sono in corto, allora è il microcontrollore',
    ],
    solutions: [
      'Rifai la saldatura del piedino del microcontrollore con un po’ di stagno fresco e flussante',
      'Gira il diodo montato al contrario o rifai la sua saldatura; sostituisci quello in corto',
      'Dissalda e apri lo switch, pulisci lo stagno dai contatti, oppure sostituisci lo switch',
      'Usa un cavo TRRS a 4 poli e chiudi i ponticelli allo stesso modo sulle due metà, come dice la guida del kit',
      'Ricarica il firmware giusto per ogni metà (lato sinistro e destro) con la matrice del tuo kit',
      'Sostituisci il microcontrollore',
    ],
    tools: [T.multimetro, T.saldatore, T.stagno, T.flussante, T.pinzette],
    steps: [
      step(
        'Apri un tester dei tasti sul computer e annota quali tasti, file o colonne non rispondono o risultano premuti.',
        'Sai quale fila o colonna guardare',
      ),
      step(
        'Con il cavo USB staccato, segui sulla scheda la pista di quella fila o colonna fino al piedino del microcontrollore.',
        undefined,
        STATIC,
      ),
      step(
        'Col multimetro in continuità prova il piedino contro la pista e ogni diodo nei due sensi; controlla che la fascia dei diodi sia dal lato segnato.',
        'Trovi il piedino, il diodo o lo switch che non va',
      ),
      step(
        'Rifai la saldatura difettosa con stagno fresco e flussante, gira o sostituisci il diodo, apri lo switch in corto.',
      ),
      step(
        'Se il problema è tra le metà, usa un cavo TRRS e controlla i ponticelli su tutte e due, poi ricarica il firmware di ogni lato e riprova ogni tasto.',
        'Tutti i tasti rispondono su tutte e due le metà',
      ),
    ],
    cost: 'Diodi e switch pochi centesimi l’uno; cavo TRRS 3-8 €; Pro Micro 5-15 €.',
    ifNotFixed:
      'Se con saldature, diodi e cavo a posto la fila resta morta, prova un altro microcontrollore o chiedi sul forum del kit con le foto delle saldature.',
  },
];
