import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';

/**
 * A fault real reports named that the knowledge base had no problem for (issue 24, round 23): a lever joystick
 * (a Competition Pro on a Commodore 64, batch 25) whose fire button worked now and then and some directions not at
 * all. Every controller problem was a modern pad's (rubber domes, sticks, flat cables); these joysticks close a
 * microswitch or a pair of metal leaves for each direction and button. Written from repair practice.
 */
export const RICERCA19_JOYSTICK_RETRO: KnowledgeEntry[] = [
  {
    id: 'joystick-retro-microswitch',
    category: 'console',
    devices: ['controller'],
    label:
      'il joystick a leva (Competition Pro, Quickshot, arcade) ha una direzione o il pulsante di sparo che non rispondono o vanno a tratti',
    // A modern pad's button or stick is another problem's: the story must speak of a lever joystick's fire or its switches.
    requires: [
      'sparo',
      'fuoco',
      'fire',
      'microswitch',
      'micro switch',
      'competition pro',
      'quickshot',
      'arcade',
      'autofire',
    ],
    symptoms: [
      'il pulsante di sparo del joystick funziona a volte sì e a volte no',
      'alcune direzioni del joystick non rispondono più',
      'il joystick del Commodore 64 non va più verso sinistra',
      'il fuoco del Competition Pro non spara sempre',
      'la leva del joystick arcade non fa più clic da un lato',
    ],
    problem:
      'Joystick a leva (Competition Pro, Quickshot, stick arcade, i joystick dei computer e delle console anni ’80) con una direzione o il pulsante di sparo che non rispondono o vanno a tratti: microswitch consumati o lamelle di contatto ossidate e sporche',
    difficulty: 'intermediate',
    estimatedTime: '30-60 minuti',
    warnings: ['Scollega il joystick dal computer o dalla console prima di aprirlo.'],
    causes: [
      'Microswitch della direzione o del pulsante consumato: non fa più clic o fa contatto a tratti',
      'Lamelle di contatto ossidate o sporche di polvere (nei joystick a lamelle, come i vecchi Atari e Quickshot): il contatto non si chiude',
      'Filo interrotto nel cavo, di solito dove esce dal joystick o vicino allo spinotto',
      'Saldatura di un microswitch o di un filo staccata dalla scheda',
      'Spinotto o porta joystick del computer ossidati o con un pin piegato',
    ],
    tells: [
      'se il microswitch di quella direzione non fa più il suo clic o col multimetro non chiude, allora è il microswitch',
      'se le lamelle sono opache o verdastre e pulendole il contatto torna, allora sono le lamelle ossidate',
      'se la direzione va e viene muovendo il cavo, allora è il filo interrotto',
      'se un filo o un piedino del microswitch si muove sulla scheda, allora è la saldatura',
      'se un altro joystick sulla stessa porta ha lo stesso difetto, allora è la porta o lo spinotto',
    ],
    solutions: [
      'Sostituisci il microswitch guasto con uno uguale (ricambio standard da pochi euro)',
      'Pulisci le lamelle con alcool e una gomma da cancellare, e piegale appena perché tornino a toccarsi',
      'Taglia il pezzo di cavo rotto e risalda i fili, o sostituisci il cavo',
      'Ripassa le saldature dei microswitch e dei fili',
      'Pulisci i pin dello spinotto e della porta con alcool e raddrizza il pin piegato',
    ],
    tools: [T.cacciaviti, T.multimetro, T.alcool, T.pulisciContatti, T.saldatore, T.stagno],
    steps: [
      step(
        'Prova il joystick con un programma di test o un gioco e annota quali direzioni o pulsanti non rispondono.',
        'Sai quali contatti guardare',
      ),
      step('Scollega il joystick, togli le viti sotto la base e apri il guscio.'),
      step(
        'Premi a mano i microswitch (o le lamelle) di quei contatti: ognuno deve fare un clic netto e, col multimetro in continuità, chiudere a ogni pressione.',
        'Trovi il contatto che non chiude',
      ),
      step(
        'Pulisci le lamelle ossidate con alcool e una gomma, oppure dissalda il microswitch guasto e saldane uno nuovo uguale.',
      ),
      step(
        'Controlla che nessun filo sia staccato o rotto vicino all’uscita del cavo, richiudi e riprova tutte le direzioni e il pulsante di sparo.',
        'Tutte le direzioni e lo sparo rispondono',
      ),
    ],
    cost: 'Microswitch 1-3 € l’uno; cavo nuovo 5-10 €.',
    ifNotFixed:
      'Se dopo microswitch e cavo il difetto resta, prova il joystick su un’altra porta o un altro computer: può essere la porta joystick della macchina.',
  },
];

/**
 * A fault two real reports named that the knowledge base had no problem for (issue 24, round 23): a Palm handheld
 * whose touches land away from the stylus (batch 16: a Palm brought back to life for a friend; batch 25: a Palm IIIc,
 * after every reset the forums suggest). Every touch problem was a capacitive phone's or a console's; a PDA's
 * resistive digitizer drifts, and its four-wire connector tarnishes. Written from repair practice.
 */
export const RICERCA19_PDA_TOUCH: KnowledgeEntry[] = [
  {
    id: 'palmare-touch-starato',
    category: 'smartphone',
    devices: ['tablet'],
    label:
      'il touch del palmare (Palm, Pocket PC) è starato: tocco con lo stilo e il punto registrato è da un’altra parte',
    // A phone's touch that does not answer or touches by itself is another problem's.
    requires: [
      'stilo',
      'palm',
      'palmare',
      'pda',
      'pocket pc',
      'ipaq',
      'resistiv',
      'calibr',
      'allinea',
      'fuori posto',
      'disallineat',
      'spostat',
      'digitalizzatore',
      'digitizer',
    ],
    symptoms: [
      'tocco lo schermo del palmare con lo stilo e il punto registrato non corrisponde',
      'il tocco è tutto fuori posto anche dopo un hard reset',
      'devo premere più in basso o più a destra di dove voglio toccare',
      'la calibrazione del digitalizzatore non tiene, dopo poco il tocco è di nuovo spostato',
      'il touch del Palm è disallineato',
    ],
    problem:
      'Touch screen resistivo del palmare (Palm, Pocket PC, vecchi PDA) starato, con il tocco registrato lontano dallo stilo: digitalizzatore da ricalibrare, il suo connettore piatto sporco o ossidato, sporco sotto la cornice o il digitalizzatore consumato',
    difficulty: 'intermediate',
    estimatedTime: '15-60 minuti',
    warnings: [
      'Un hard reset cancella i dati del palmare: fai prima una sincronizzazione o un backup.',
      'Il flat del digitalizzatore è sottile e si strappa: staccalo e reinseriscilo tenendolo per la linguetta.',
    ],
    causes: [
      'Digitalizzatore da ricalibrare: la taratura del touch resistivo si sposta con gli anni, gli sbalzi di temperatura o dopo un reset',
      'Connettore piatto del digitalizzatore sporco o ossidato (umidità, deposito scuro sui contatti): il segnale arriva sbagliato e la calibrazione non tiene',
      'Sporco, briciole o una pellicola che premono sul bordo del touch sotto la cornice: il palmare sente un tocco in più',
      'Digitalizzatore consumato, graffiato o incrinato dopo anni di stilo',
    ],
    tells: [
      'se dopo la calibrazione (Preferenze, Digitalizzatore o Allinea schermo) il tocco torna giusto e resta giusto, allora era solo la taratura',
      'se la calibrazione non riesce o dopo poco il tocco si sposta di nuovo, allora è il connettore del digitalizzatore sporco o ossidato',
      'se premendo sul bordo della cornice il cursore salta o il difetto cambia, allora è lo sporco sotto la cornice',
      'se una zona dello schermo non risponde o il vetro ha graffi profondi, allora è il digitalizzatore consumato',
    ],
    solutions: [
      'Ricalibra il digitalizzatore dalle Preferenze (Digitalizzatore o Allinea schermo), toccando i bersagli con lo stilo',
      'Apri il palmare, stacca il flat del digitalizzatore e pulisci i contatti con una gomma da cancellare e alcool, poi ricalibra',
      'Togli la pellicola, pulisci il bordo sotto la cornice con un foglio sottile o aria compressa',
      'Sostituisci il digitalizzatore (ricambi usati o da palmari per pezzi)',
    ],
    tools: [T.cacciaviti, T.apertura, T.alcool, T.pinzette, T.ariaCompressa],
    steps: [
      step(
        'Apri le Preferenze e calibra il digitalizzatore (Digitalizzatore, Allinea schermo), toccando con lo stilo al centro di ogni bersaglio.',
        'Se il tocco ora è giusto e resta giusto, hai finito',
      ),
      step(
        'Togli la pellicola e passa un foglio sottile o aria compressa lungo il bordo tra cornice e schermo, poi ricalibra.',
      ),
      step(
        'Fai un backup, togli la batteria o spegni del tutto, svita il guscio e aprilo con il plettro.',
        undefined,
        'Il flat del digitalizzatore è sottile e si strappa: staccalo e reinseriscilo tenendolo per la linguetta.',
      ),
      step(
        'Stacca il flat a quattro fili del digitalizzatore e pulisci i contatti del flat e del connettore con una gomma e alcool finché sono lucidi.',
      ),
      step(
        'Reinserisci il flat fino in fondo, richiudi, ricalibra e prova a toccare gli angoli e il centro.',
        'Il tocco cade sotto lo stilo in tutto lo schermo',
      ),
    ],
    cost: 'Pulizia e calibrazione gratis; digitalizzatore di ricambio 10-30 €.',
    ifNotFixed:
      'Se con il connettore pulito la calibrazione non tiene, il digitalizzatore è consumato: si sostituisce, o si cerca un palmare uguale per pezzi.',
  },
];
