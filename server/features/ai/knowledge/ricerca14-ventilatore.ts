import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { MOTOR_CAPACITOR, TESTER, UNPLUG } from './warnings.ts';

/** A fan's blades keep turning for a while, and a guard taken off leaves them open to fingers. */
const FAN_BLADES =
  'Aspetta che le pale siano ferme e rimonta sempre la griglia prima di riattaccare la spina: senza griglia le pale feriscono le dita.';

/**
 * Room fans (issue 24, round 19): a member with a fan that no longer turned was told the assistant had no guide
 * (batch 16: sewing thread wound round the motor's shaft, where the owner expected the worn capacitor). A fan's
 * faults are few and well known to repairers: threads, hair and fluff round the shaft, dry bushings, the motor's
 * run capacitor, the speed switch, and the thermal fuse inside the winding. Written from repair practice.
 */
export const RICERCA14_VENTILATORE: KnowledgeEntry[] = [
  {
    id: 'ventilatore-non-gira',
    category: 'elettrodomestici',
    devices: ['ventilatore'],
    label: 'le pale del ventilatore non girano o girano piano',
    symptoms: [
      'il ventilatore non gira più, le pale restano ferme',
      'le pale del ventilatore girano sempre più piano',
      'il ventilatore ronza ma le pale partono solo se le spingo con la mano',
      'il ventilatore va solo alla velocità più alta',
      'il ventilatore non dà segni di vita, nemmeno un ronzio',
      'le pale girano a fatica anche a mano, l’albero è duro',
    ],
    problem:
      'Ventilatore che non gira o gira piano: fili o capelli avvolti attorno all’albero, bronzine del motore secche, condensatore del motore esaurito, interruttore delle velocità o fusibile termico del motore',
    difficulty: 'intermediate',
    estimatedTime: '30-60 minuti',
    warnings: [UNPLUG, FAN_BLADES, MOTOR_CAPACITOR, TESTER],
    causes: [
      'Fili, capelli o filacci avvolti attorno all’albero del motore dietro le pale, che lo frenano',
      'Bronzine del motore secche o sporche: l’olio si è indurito e l’albero gira duro',
      'Condensatore del motore che ha perso capacità: il motore ronza e parte piano o solo con una spinta',
      'Interruttore o pulsantiera delle velocità con i contatti ossidati o bruciati',
      'Fusibile termico nell’avvolgimento del motore interrotto dopo un surriscaldamento',
    ],
    tells: [
      'se togliendo le pale trovi fili o capelli aggrovigliati sull’albero, allora sono quelli: tagliali e sfilali',
      'se a spina staccata l’albero gira duro o si ferma subito dopo una spinta, allora sono le bronzine secche',
      'se ronza e le pale partono solo con una spinta ma poi girano bene, allora è il condensatore',
      'se va solo ad alcune velocità, allora è l’interruttore delle velocità',
      'se non ronza a nessuna velocità e alla spina arriva corrente, allora è il fusibile termico del motore o il cavo',
    ],
    solutions: [
      'Togli la griglia e le pale e sfila fili e capelli avvolti attorno all’albero',
      'Pulisci l’albero e metti qualche goccia di olio per macchine da cucire sulle bronzine',
      'Sostituisci il condensatore con uno della stessa capacità (µF) e tensione',
      'Pulisci o sostituisci l’interruttore delle velocità',
      'Fai sostituire il fusibile termico del motore o il motore',
    ],
    tools: [T.cacciavitiGrandi, T.pinzette, T.pennelli, T.multimetro],
    steps: [
      step('Stacca la spina e aspetta che le pale siano ferme.', undefined, FAN_BLADES),
      step(
        'Svita la ghiera della griglia anteriore, togli la griglia e poi le pale (il dado del mozzo di solito si svita al contrario).',
        'Vedi l’albero del motore',
      ),
      step(
        'Togli fili, capelli e filacci avvolti sull’albero, anche dietro, tagliandoli con le forbici e sfilandoli con le pinzette.',
        'L’albero è pulito',
      ),
      step(
        'Gira l’albero con le dita: se è duro, pulisci e metti qualche goccia di olio per macchine da cucire sulle bronzine, poi fallo girare a lungo a mano.',
        'L’albero gira libero e continua a girare da solo per un momento',
      ),
      step(
        'Rimonta pale e griglia e prova a ogni velocità.',
        'Le pale partono da sole e girano veloci',
        FAN_BLADES,
      ),
      step(
        'Se ronza ma parte solo con una spinta, sostituisci il condensatore nella base con uno uguale (stessi µF e volt).',
        'Parte da solo',
        MOTOR_CAPACITOR,
      ),
    ],
    cost: 'Gratis la pulizia; condensatore 3-8 €; motore nuovo 15-30 €.',
    ifNotFixed:
      'Se con albero libero e condensatore nuovo resta fermo, è il motore (avvolgimento o fusibile termico): spesso conviene un ventilatore nuovo.',
  },
];
