import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { LITHIUM } from './warnings.ts';

/**
 * A fault real reports named that the knowledge base had no problem for (issue 24, round 22): a whole group of a
 * controller's buttons dead together (batch 23: a DualShock 4 whose L1, R1, L2 and R2 had all stopped; earlier, a
 * DualShock 3). Every controller problem was about one button, one stick or the whole pad; the group shares one flat
 * cable, which Sony holds on its connector with nothing but a small piece of foam. Written from repair practice.
 */
export const RICERCA18_CONTROLLER_FLAT: KnowledgeEntry[] = [
  {
    id: 'controller-gruppo-tasti-flat',
    category: 'console',
    devices: ['controller'],
    label: 'un gruppo di tasti del controller ha smesso di funzionare tutto insieme',
    symptoms: [
      'sul controller funzionano tutti i tasti tranne L1 R1 L2 R2',
      'un intero gruppo di tasti del pad ha smesso di funzionare tutto insieme',
      'metà dei tasti del controller non risponde più, l’altra metà sì',
      'quei tasti tornano a funzionare solo se premo sul guscio del controller',
      'dopo aver aperto e richiuso il controller un gruppo di tasti non risponde più',
    ],
    problem:
      'Un gruppo di tasti del controller (L1/R1 e L2/R2, o tutti quelli di un lato) che non risponde insieme: il flat che porta quei tasti alla scheda è allentato (DualShock 3 e 4 lo tengono premuto solo con un pezzetto di gommapiuma), piegato o interrotto',
    difficulty: 'intermediate',
    estimatedTime: '20-45 minuti',
    warnings: [
      LITHIUM,
      'Scollega la batteria del controller prima di staccare o reinserire un flat.',
      'I connettori dei flat hanno un blocchetto fragile: sollevalo con l’unghia o col plettro, mai tirando il cavo.',
    ],
    causes: [
      'Flat dei tasti allentato nel connettore: la gommapiuma che lo tiene premuto si è schiacciata o consumata',
      'Flat piegato, incrinato o con le piste interrotte (spesso dopo un’apertura o una caduta)',
      'Connettore del flat o sue saldature sulla scheda danneggiati',
      'Schedina di quel gruppo di tasti guasta',
    ],
    tells: [
      'se premendo sul guscio sopra il flat i tasti tornano a funzionare, allora è il flat allentato',
      'se il flat ha una piega netta o una pista graffiata, allora è il flat',
      'se con un flat nuovo ben inserito il gruppo resta morto, allora è il connettore o le sue saldature',
      'se flat e connettore sono a posto e la schedina di quei tasti ha piste rotte, allora è la schedina',
    ],
    solutions: [
      'Riapri il controller, sfila e reinserisci il flat e aggiungi uno spessore (gommapiuma o nastro) che lo tenga premuto sul connettore',
      'Sostituisci il flat dei tasti (ricambio da pochi euro)',
      'Ripassa le saldature del connettore del flat',
      'Sostituisci la schedina di quei tasti',
    ],
    tools: [T.cacciaviti, T.apertura, T.flat, T.alcool, T.saldatore, T.stagno],
    steps: [
      step(
        'Prova il controller col cavo in un tester dei tasti (sul pc o nelle impostazioni della console) e annota quali tasti non rispondono.',
        'Sai se è un gruppo di tasti insieme',
      ),
      step(
        'Premi piano sul guscio sopra il flat mentre riprovi quei tasti.',
        'Se tornano a funzionare, è il flat allentato',
      ),
      step(
        'Togli le viti sul retro, sgancia i gusci con il plettro e scollega la batteria.',
        undefined,
        'Scollega la batteria del controller prima di staccare o reinserire un flat.',
      ),
      step(
        'Solleva il blocchetto del connettore, sfila il flat, pulisci i contatti con alcool e reinseriscilo diritto fino in fondo, poi richiudi il blocchetto.',
      ),
      step(
        'Metti uno spessore di gommapiuma o di nastro sopra il flat perché resti premuto, richiudi e riprova tutti i tasti.',
        'Tutti i tasti rispondono',
      ),
    ],
    cost: 'Flat dei tasti 2-8 €; schedina di quei tasti 5-15 €.',
    ifNotFixed:
      'Se con un flat nuovo il gruppo resta morto, porta il controller a un laboratorio per il connettore o la scheda.',
  },
];
