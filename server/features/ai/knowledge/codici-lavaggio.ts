import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { BOARD_MAINS, SUMP_GLASS, UNPLUG_WATER, WATER } from './warnings.ts';

/** Washing machines and dishwashers by the code on the display (issue 24). */
export const CODICI_LAVAGGIO: KnowledgeEntry[] = [
  {
    id: 'lavatrice-schiuma',
    category: 'elettrodomestici',
    devices: ['lavatrice'],
    label: 'troppa schiuma: errore Sud o SUdS',
    symptoms: [
      'la lavatrice si ferma e sul display compare Sud',
      'esce schiuma dal cassetto del detersivo',
      'il cestello è pieno di schiuma e la lavatrice non centrifuga',
      'la lavatrice samsung segna SUdS e allunga il lavaggio',
      'ho messo il detersivo dei piatti in lavatrice e fa schiuma ovunque',
    ],
    patterns: ['sud', 'suds', 'troppa schiuma', 'schiuma dal cassetto'],
    problem:
      'Troppa schiuma nel cestello: la lavatrice si ferma (errore Sud, SUdS o Sd) finché la schiuma non cala; di solito è il detersivo',
    difficulty: 'beginner',
    estimatedTime: '30-60 minuti',
    warnings: [UNPLUG_WATER],
    causes: [
      'Troppo detersivo o detersivo non adatto (a mano, per i piatti, non a bassa schiuma)',
      'Capi che contengono ancora molto detersivo o prodotti schiumogeni',
      'Scarico lento: filtro della pompa sporco che non porta via la schiuma',
      'Pressostato o tubicino del pressostato che leggono male il livello',
    ],
    tells: [
      'se è successo dopo un cambio di detersivo o di dose, allora è il detersivo',
      'se la schiuma compare solo con certi capi (tappeti, piumini, capi sportivi), allora sono i residui nei capi',
      'se anche un risciacquo senza detersivo scarica piano, allora è lo scarico',
      'se dà Sud anche con pochissimo detersivo e lo scarico è libero, allora è il pressostato',
    ],
    solutions: [
      'Lascia calare la schiuma e fai un risciacquo senza detersivo',
      'Usa detersivo per lavatrici a bassa schiuma e dosalo secondo la durezza dell’acqua',
      'Pulisci il filtro della pompa di scarico',
    ],
    tools: [T.bacinella, T.guanti],
    steps: [
      step('Spegni e aspetta 30-60 minuti: la schiuma cala da sola.', 'Dall’oblò la schiuma è scesa'),
      step(
        'Avvia solo «risciacquo e centrifuga», senza detersivo. Se serve ripetilo.',
        'La lavatrice scarica e non segna più Sud',
      ),
      step('Pulisci il filtro della pompa di scarico (sportellino in basso).', undefined, WATER),
      step(
        'Dai lavaggi successivi usa metà della dose di detersivo e solo detersivo per lavatrice.',
        'Il lavaggio finisce senza errori',
      ),
    ],
    cost: 'Di solito nulla; pressostato 15-35 €, tecnico 70-120 €.',
    ifNotFixed:
      'Se segna Sud anche senza detersivo, controlla il tubicino del pressostato o chiama un tecnico.',
  },
  {
    id: 'lavatrice-scheda-elettronica',
    category: 'elettrodomestici',
    devices: ['lavatrice'],
    label: 'errore della scheda elettronica o della tensione',
    symptoms: [
      'la lavatrice indesit dà F09 e non parte più',
      'sul display della lavatrice compare E90 o un errore di comunicazione',
      'dopo un temporale la lavatrice fa cose strane e le spie lampeggiano tutte',
      'i tasti si accendono a caso e la lavatrice si blocca con un errore della scheda',
      'la lavatrice segna un errore di tensione di alimentazione',
    ],
    patterns: [
      'indesit ariston hotpoint: f09',
      'indesit ariston hotpoint: f12',
      'electrolux aeg zanussi rex: e90',
      'electrolux aeg zanussi rex: e91',
      'electrolux aeg zanussi rex: e93',
      'electrolux aeg zanussi rex: e94',
      'electrolux aeg zanussi rex: e95',
      'electrolux aeg zanussi rex: e97',
      'electrolux aeg zanussi rex: eh0',
      'electrolux aeg zanussi rex: eh1',
      'samsung: ae',
      'samsung: 9c',
      'samsung: 9e',
      'samsung: 9c1',
      'lg: pf',
      'errore di comunicazione',
    ],
    problem:
      'Errore della scheda elettronica o della tensione: sbalzo di rete, connettori ossidati, scheda di comando o di potenza guasta',
    difficulty: 'intermediate',
    estimatedTime: '15-60 minuti',
    warnings: [UNPLUG_WATER, BOARD_MAINS],
    causes: [
      'Blocco temporaneo dopo uno sbalzo di tensione o un blackout',
      'Presa, prolunga o ciabatta che danno tensione instabile',
      'Connettori tra scheda del display e scheda di potenza ossidati o umidi',
      'Scheda elettronica guasta o con memoria (EEPROM) rovinata',
      'Condensatore elettrolitico gonfio o seccato nell’alimentazione della scheda: tutte le spie lampeggiano insieme e i tasti non rispondono',
    ],
    tells: [
      'se dopo 10 minuti senza corrente l’errore non torna, allora era un blocco temporaneo',
      'se usi una ciabatta o una prolunga e collegata alla presa a muro va, allora era l’alimentazione',
      'se sotto il piano ci sono tracce d’acqua o i connettori sono verdi, allora sono i connettori',
      'se l’errore torna subito a ogni accensione, allora è la scheda',
      'se sulla scheda un condensatore ha la cima bombata o è seccato, allora va sostituito con uno di pari capacità e tensione (saldatore)',
    ],
    solutions: [
      'Reset: spina staccata per 10 minuti',
      'Collega la lavatrice direttamente a una presa a muro da 16 A',
      'Pulisci i connettori della scheda o sostituisci la scheda con lo stesso codice',
    ],
    tools: [T.cacciavitiGrandi, T.multimetro, T.torcia, T.pulisciContatti],
    steps: [
      step(
        'Stacca la spina per 10 minuti, poi riaccendi e avvia un programma breve.',
        'Se l’errore non torna, era un blocco temporaneo',
      ),
      step(
        'Togli ciabatte e prolunghe: collega la spina direttamente alla presa a muro.',
        'La lavatrice si accende normalmente',
      ),
      step(
        'Con la spina staccata togli il piano superiore e guarda scheda e connettori con una torcia.',
        'Niente acqua, niente bruciature',
        BOARD_MAINS,
      ),
      step(
        'Se ci sono ossido o umidità, asciuga e spruzza il pulitore per contatti sui connettori.',
        'I connettori sono puliti e inseriti bene',
      ),
      step(
        'Se l’errore resta, annota il codice stampato sulla scheda: la scheda va sostituita o riprogrammata.',
      ),
    ],
    cost: 'Reset gratis; scheda nuova 80-200 €; riparazione della scheda in laboratorio 50-100 €.',
    ifNotFixed:
      'Una scheda nuova va spesso programmata per il modello: affidati a un centro assistenza o a un laboratorio di schede.',
  },
  {
    id: 'lavastoviglie-filtro-e22',
    category: 'elettrodomestici',
    devices: ['lavastoviglie'],
    label: 'errore E22: filtri intasati',
    symptoms: [
      'la lavastoviglie bosch si ferma con errore E22',
      'la lavastoviglie segna E22 e resta acqua sul fondo',
      'sul display compare E:22 e il lavaggio non finisce',
      'la lavastoviglie siemens dà E22 anche dopo il reset',
    ],
    patterns: ['bosch siemens neff: e22', 'controllare i filtri'],
    problem:
      'Errore E22 (Bosch, Siemens, Neff): i filtri o il pozzetto sono intasati e la pompa di lavaggio non riceve acqua a sufficienza',
    difficulty: 'beginner',
    estimatedTime: '15-30 minuti',
    warnings: [UNPLUG_WATER, SUMP_GLASS],
    causes: [
      'Filtro a cilindro e microfiltro intasati da residui di cibo',
      'Un corpo estraneo (nocciolo, scheggia, etichetta) nel pozzetto',
      'Coperchio della pompa di scarico bloccato',
      'Pompa di lavaggio che non gira',
    ],
    tells: [
      'se il filtro è pieno di residui, allora era il filtro',
      'se nel pozzetto c’è un oggetto, allora era quello',
      'se la girante dietro il coperchio non gira a mano, allora è il coperchio della pompa',
      'se filtri e pozzetto sono puliti e senti solo un ronzio, allora è la pompa di lavaggio',
    ],
    solutions: [
      'Smonta e lava il filtro a cilindro e il microfiltro',
      'Svuota e pulisci il pozzetto',
      'Sblocca il coperchio della pompa di scarico',
    ],
    tools: [T.guanti, T.bacinella, T.spazzolino, T.torcia],
    steps: [
      step('Stacca la spina e togli l’acqua rimasta sul fondo con una spugna.', undefined, UNPLUG_WATER),
      step(
        'Gira in senso antiorario il filtro a cilindro, sfilalo con il microfiltro e lavali sotto l’acqua con uno spazzolino.',
        'Le maglie sono pulite',
        SUMP_GLASS,
      ),
      step('Illumina il pozzetto e togli ogni residuo.', 'Il pozzetto è vuoto'),
      step(
        'Rimonta il filtro fino allo scatto, ridai corrente e avvia un programma breve.',
        'L’errore E22 non torna',
      ),
    ],
    cost: 'Pulizia gratis; pompa di lavaggio 60-150 €.',
    ifNotFixed: 'Se con filtri puliti torna E22, la pompa di lavaggio va controllata da un tecnico.',
  },
  {
    id: 'lavastoviglie-pompa-e25',
    category: 'elettrodomestici',
    devices: ['lavastoviglie'],
    label: 'errore E25: pompa di scarico bloccata',
    symptoms: [
      'la lavastoviglie bosch dà errore E25 e non scarica',
      'errore E25 sulla lavastoviglie e acqua sul fondo',
      'la pompa di scarico della lavastoviglie ronza ma non butta fuori l’acqua',
      'si è rotto un bicchiere e ora la lavastoviglie segna E25',
    ],
    patterns: ['bosch siemens neff: e25', 'coperchio della pompa'],
    problem:
      'Errore E25 (Bosch, Siemens, Neff): la girante della pompa di scarico è bloccata da un corpo estraneo sotto il suo coperchio',
    difficulty: 'beginner',
    estimatedTime: '15-30 minuti',
    warnings: [UNPLUG_WATER, SUMP_GLASS],
    causes: [
      'Scheggia di vetro, nocciolo o tappo che blocca la girante della pompa',
      'Coperchio della pompa fuori sede',
      'Tubo di scarico o sifone intasati',
      'Pompa di scarico guasta',
    ],
    tells: [
      'se sotto il coperchio della pompa c’è un oggetto, allora era la girante bloccata',
      'se il coperchio non è agganciato, allora è il coperchio',
      'se la girante gira libera ma l’acqua non esce, allora è il tubo o il sifone',
      'se la girante è libera e la pompa non si sente, allora è la pompa',
    ],
    solutions: [
      'Togli il coperchio della pompa e libera la girante',
      'Pulisci tubo di scarico e sifone',
      'Sostituisci la pompa di scarico',
    ],
    tools: [T.guanti, T.bacinella, T.cacciavitiGrandi, T.torcia],
    steps: [
      step(
        'Stacca la spina, togli i filtri e svuota il pozzetto con una spugna.',
        'Il pozzetto è asciutto',
        UNPLUG_WATER,
      ),
      step(
        'Sul fondo del pozzetto c’è un coperchietto (di solito bianco): fai leva sulla linguetta con un cucchiaio e toglilo.',
        'Vedi la girante della pompa',
        SUMP_GLASS,
      ),
      step(
        'Togli schegge e residui e gira la girante con un dito: deve girare a scatti, senza fermarsi.',
        'La girante è libera',
      ),
      step(
        'Rimetti il coperchio fino allo scatto, rimonta i filtri e avvia un programma di prelavaggio.',
        'La lavastoviglie scarica e non segna più E25',
      ),
    ],
    cost: 'Pulizia gratis; pompa di scarico 25-60 €; tecnico 70-120 €.',
    ifNotFixed: 'Se la girante è libera ma non scarica, controlla il tubo o sostituisci la pompa.',
  },
];
