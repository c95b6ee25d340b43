import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { CONSOLE_UNPLUG } from './warnings.ts';

const BATTERY_LEAK =
  'Il liquido uscito dalle pile è corrosivo: usa i guanti, non toccarti gli occhi e butta le pile nei contenitori appositi.';

/**
 * Console faults of round 9 (issue 24), from real reports read after their first score: the guitar controllers of
 * Guitar Hero and Rock Band (a strum bar that misses or doubles notes) were not recognised at all, and the Wii's
 * Balance Board (dead after months in a drawer, or stuck on "scendi dalla pedana") was answered with a disc drive.
 */
export const RICERCA9_CONSOLE: KnowledgeEntry[] = [
  {
    id: 'controller-chitarra-pennata',
    category: 'console',
    devices: ['controller'],
    label: 'la chitarra di Guitar Hero o Rock Band perde o raddoppia le pennate',
    symptoms: [
      'la barra di pennata della chitarra di guitar hero non registra le pennate verso il basso',
      'la chitarra di rock band fa pennate fantasma, una in su quando la suono in giù',
      'la pennata della chitarra funziona nei menu ma in canzone le note non escono',
      'la barra di pennata fa un clic di rimbalzo e conta due pennate',
      'tenendo premuta la barra di pennata registra più pennate',
    ],
    patterns: ['barra di pennata'],
    problem:
      'Chitarra-controller di Guitar Hero o Rock Band che perde le pennate o ne conta due: i microinterruttori o i contatti metallici della barra di pennata sono consumati, piegati o sporchi, o la barra fa troppa corsa e rimbalza sull’altro contatto',
    difficulty: 'intermediate',
    estimatedTime: '30-60 minuti',
    warnings: [CONSOLE_UNPLUG],
    causes: [
      'Microinterruttori della barra di pennata consumati o sporchi: la pennata non scatta sempre o scatta due volte',
      'Contatti metallici della barra piegati dall’uso: il contatto diventa incerto e «rimbalza»',
      'Barra che fa troppa corsa e, tornando indietro, preme il contatto della pennata opposta (pennate fantasma)',
      'Dati di salvataggio del gioco corrotti: la chitarra va nei menu ma non in canzone, con ogni chitarra',
    ],
    tells: [
      'se la pennata si perde o raddoppia a caso e il clic è diventato molle, allora sono i microinterruttori',
      'se il problema è comparso dopo ore di gioco e peggiora tenendo la barra premuta, allora sono i contatti piegati',
      'se a ogni pennata in giù ne parte una in su, allora è la corsa della barra che rimbalza',
      'se succede uguale con un’altra chitarra, allora è il salvataggio del gioco',
    ],
    solutions: [
      'Apri la chitarra (viti sul retro del corpo) e pulisci i contatti della barra con alcol isopropilico',
      'Raddrizza i contatti piegati o ripristina la pressione con un sottile spessore',
      'Limita la corsa della barra con uno spessore di feltro incollato dove batte',
      'Sostituisci i microinterruttori della pennata (si saldano, costano pochi centesimi)',
      'Se succede con ogni chitarra, cancella il salvataggio del gioco e creane uno nuovo',
    ],
    tools: [T.cacciaviti, T.alcool, T.pulisciContatti, T.microinterruttore, T.saldatore, T.stagno],
    steps: [
      step(
        'Prova un’altra chitarra o un altro salvataggio: se il difetto resta uguale con tutte, è il gioco, non la chitarra.',
        'Sai se è la chitarra',
      ),
      step(
        'Togli le pile (o il cavo), svita le viti sul retro del corpo e apri la chitarra senza tirare i cavetti del manico.',
        'Vedi la barra di pennata e i suoi due contatti',
        CONSOLE_UNPLUG,
      ),
      step(
        'Pulisci i contatti o i microinterruttori della barra con alcol isopropilico e muovi la barra più volte.',
        'Contatti puliti',
      ),
      step(
        'Guarda se i contatti metallici sono piegati: riportali in posizione o aggiungi un sottile spessore che ripristini la pressione.',
        'La barra scatta netta nei due versi',
      ),
      step(
        'Se la barra rimbalza sull’altro contatto, incolla uno spessore di feltro dove batte per ridurne la corsa; se i microinterruttori sono molli, sostituiscili.',
        'Niente pennate fantasma',
      ),
      step('Richiudi e prova una canzone in modalità pratica.', 'Ogni pennata conta una volta'),
    ],
    cost: 'Nulla per pulizia e spessori; due microinterruttori 1-3 €.',
    ifNotFixed:
      'Se anche con microinterruttori nuovi perde le pennate, è la scheda della chitarra o il suo cavo: una chitarra usata costa spesso meno della riparazione.',
  },
  {
    id: 'nintendo-balance-board',
    category: 'console',
    devices: ['nintendo'],
    label: 'la Balance Board del Wii Fit non si accende o non rileva il peso',
    symptoms: [
      'la pedana del wii fit non si accende più dopo mesi nel cassetto',
      'premo il pulsante della balance board e non succede niente',
      'il wii fit resta bloccato su scendi dalla pedana e premi A',
      'la balance board non pesa bene, segna un peso sbagliato',
      'la pedana del wii non si sincronizza',
    ],
    patterns: ['scendi dalla pedana'],
    problem:
      'Balance Board del Wii Fit che non si accende o non rileva il peso: pile scariche che hanno perso liquido sui contatti, oppure sensori di carico (uno per piedino) spostati o bloccati, per cui resta su «scendi dalla pedana»',
    difficulty: 'beginner',
    estimatedTime: '20-40 minuti',
    warnings: [BATTERY_LEAK],
    causes: [
      'Pile lasciate dentro che si sono scaricate e hanno perso liquido: contatti del vano pile corrosi',
      'Sensori di carico sotto i piedini spostati o bloccati: la pedana non rileva che sei sceso e resta su «scendi dalla pedana»',
      'Pedana non più sincronizzata con la console',
      'Pile scariche o di tipo ricaricabile con tensione troppo bassa',
    ],
    tells: [
      'se nel vano pile ci sono crosticine bianche o verdi, allora sono i contatti corrosi',
      'se si accende ma resta su «scendi dalla pedana» o il peso è sbagliato, allora sono i sensori di carico',
      'se si accende ma la console non la vede, allora è la sincronizzazione',
      'se con pile nuove alcaline riparte, allora erano le pile',
    ],
    solutions: [
      'Togli le pile vecchie e pulisci i contatti con un cotton fioc con bicarbonato e una goccia d’acqua (o aceto), poi asciuga',
      'Metti pile alcaline nuove',
      'Togli i quattro piedini (viti torx), allenta e riassetta i sensori di carico e rimonta senza stringere troppo',
      'Risincronizza la pedana con il pulsante nel vano pile e quello della console',
    ],
    tools: [T.pile, T.spazzolino, T.alcool, T.torx, T.cacciaviti],
    steps: [
      step(
        'Togli le pile e guarda il vano: crosticine bianche o verdi sui contatti sono liquido delle pile.',
        'Sai se i contatti sono corrosi',
        BATTERY_LEAK,
      ),
      step(
        'Pulisci i contatti con un cotton fioc con un po’ di bicarbonato e una goccia d’acqua, poi con alcol, e asciuga bene.',
        'Contatti lucidi',
      ),
      step('Metti quattro pile alcaline nuove e premi il pulsante della pedana.', 'Il LED blu si accende'),
      step(
        'Se resta su «scendi dalla pedana», capovolgi la pedana, togli i quattro piedini (viti torx) e rimontali senza stringere troppo, così i sensori di carico si riassestano.',
        'La pedana rileva quando sali e scendi',
      ),
      step(
        'Se la console non la vede, premi il pulsante di sincronizzazione nel vano pile e poi quello della console.',
        'La pedana è sincronizzata',
      ),
    ],
    cost: 'Pile nuove 3-5 €; nulla per pulizia e riassetto.',
    ifNotFixed:
      'Se con contatti puliti e pile nuove non si accende, la corrosione è arrivata alla scheda: una pedana usata costa poco.',
  },
];
