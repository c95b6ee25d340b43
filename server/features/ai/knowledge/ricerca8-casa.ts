import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { UNPLUG } from './warnings.ts';

const SOCKET_DANGER =
  'Una spina o una presa che fa scintille, si scalda o è annerita può incendiarsi: non usarla più, stacca l’interruttore generale prima di toccare la presa e fai sostituire presa o spina da un elettricista.';

/**
 * Household faults of round 8 (issue 24), from the everyday complaints asked in a few words: sparks from the
 * plug or the wall socket were answered with the appliance's own faults (a dishwasher that does not dry, a coffee
 * machine's scale, an oven's lamp).
 */
export const RICERCA8_CASA: KnowledgeEntry[] = [
  {
    id: 'elettrodomestico-presa-spina-scintille',
    category: 'elettrodomestici',
    devices: [
      'lavatrice',
      'lavastoviglie',
      'frigorifero',
      'forno',
      'microonde',
      'asciugatrice',
      'caffe',
      'condizionatore',
      'aspirapolvere',
      'scaldabagno',
      'piccoli',
    ],
    label: 'la spina o la presa fa scintille, scotta o è annerita',
    symptoms: [
      'attaccando la spina della lavatrice al muro escono scintille dalla presa',
      'la spina del forno è annerita e scotta',
      'quando accendo la lavastoviglie la spina fa una scintilla e crepita',
      'la spina della macchina del caffè è diventata calda e la plastica si è sciolta',
      'la ciabatta dove è attaccato il condizionatore ha fatto scintille',
      'la spina sfrigola e balla nella presa',
    ],
    patterns: ['spina annerita', 'spina bruciata', 'presa annerita', 'presa bruciata'],
    problem:
      'Spina o presa che fa scintille, scotta o è annerita: contatti della presa allentati o consumati, spina danneggiata, ciabatta o adattatore sovraccarichi; un elettrodomestico che assorbe molto (lavatrice, forno, asciugatrice, condizionatore) li scalda fino a bruciarli',
    difficulty: 'advanced',
    estimatedTime: '10 minuti per guardare; la presa la cambia un elettricista',
    warnings: [SOCKET_DANGER, UNPLUG],
    causes: [
      'Contatti della presa a muro allentati o consumati: la spina non fa più contatto pieno, scalda e fa scintille',
      'Spina danneggiata o annerita (poli ossidati o piegati), spesso per una presa che scaldava da tempo',
      'Ciabatta, multipresa o adattatore sovraccarichi: più apparecchi potenti attaccati insieme',
      'Cavo danneggiato vicino alla spina (schiacciato o piegato) con i fili che si toccano',
      'Una piccola scintilla attaccando la spina con l’apparecchio acceso: di per sé non è un guasto',
    ],
    tells: [
      'se la spina entra lenta e balla, o il muro attorno è caldo dopo l’uso, allora sono i contatti della presa',
      'se i poli della spina sono scuri, piegati o la plastica è deformata, allora è la spina',
      'se l’apparecchio è attaccato a una ciabatta con altri apparecchi potenti, allora è il sovraccarico',
      'se il cavo è schiacciato o si scalda vicino alla spina, allora è il cavo',
      'se la scintilla è una sola, attaccando la spina con l’apparecchio acceso, e spina e presa restano fredde e pulite, allora è normale',
    ],
    solutions: [
      'Non usare più quella presa: stacca l’interruttore generale e fai sostituire la presa da un elettricista',
      'Fai sostituire la spina o il cavo anneriti o danneggiati',
      'Attacca gli elettrodomestici potenti direttamente al muro, senza ciabatte né adattatori',
      'Spegni l’apparecchio prima di attaccare o staccare la spina',
    ],
    tools: [T.torcia, T.cercafase, T.cacciaviteIsolato],
    steps: [
      step(
        'Spegni l’apparecchio e stacca l’interruttore generale (o quello della linea) prima di toccare spina e presa.',
        'Niente corrente sulla presa',
        SOCKET_DANGER,
      ),
      step(
        'Sfila la spina e guardala con una torcia: poli scuri o piegati, plastica deformata o cavo schiacciato vicino alla spina.',
        'Sai se la spina o il cavo sono danneggiati',
      ),
      step(
        'Guarda la presa a muro: fori anneriti, o la spina che entrava lenta e ballava, vogliono dire contatti consumati.',
        'Sai se è la presa',
      ),
      step(
        'Se era su una ciabatta o un adattatore, stacca gli altri apparecchi potenti e attaccalo direttamente al muro.',
        'Nessun sovraccarico',
      ),
      step(
        'Fai sostituire da un elettricista la presa annerita o lenta e la spina danneggiata, poi riattacca e accendi.',
        'Niente più scintille né calore',
      ),
    ],
    cost: 'Una presa nuova 5-15 € più l’intervento di un elettricista (50-90 €); una spina nuova 3-8 €.',
    ifNotFixed:
      'Se con presa e spina nuove fa ancora scintille o salta la corrente, il guasto è dentro l’apparecchio: fallo controllare da un tecnico.',
  },
];
