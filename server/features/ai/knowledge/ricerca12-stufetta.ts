import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { HOT, SMOKE, TESTER, UNPLUG } from './warnings.ts';

/** A heater draws up to 2,000 W: more than a power strip's contacts carry for hours. */
const HEATER_SOCKET =
  'Collegala direttamente a una presa a muro: una stufetta da 2000 W su prolunghe o multiprese scalda spina e contatti fino a fonderli.';

/**
 * Electric room heaters (issue 24, round 16): fan heaters, convectors, oil-filled radiators, halogen and quartz
 * heaters. Members asked about them and were told the assistant had no guide, and a heater that turned itself
 * off had once been answered with a fridge's thermostat. Their faults are few and well known to repairers: the
 * tip-over switch under the base, the thermal cut-out that trips when the grille is covered or full of dust,
 * the thermostat, a broken element, and a plug or strip that cannot carry the current. Written from repair
 * practice, not from any one report.
 */
export const RICERCA12_STUFETTA: KnowledgeEntry[] = [
  {
    id: 'stufetta-non-scalda',
    category: 'elettrodomestici',
    devices: ['stufetta'],
    label: 'la stufetta non si accende o soffia aria fredda',
    symptoms: [
      'la stufetta elettrica non si accende più, la spia resta spenta',
      'il termoventilatore gira ma butta aria fredda',
      'la stufetta non scalda, la ventola va ma la resistenza resta spenta',
      'il termoconvettore è acceso ma non scalda per niente',
      'la stufa elettrica si accende solo se la tengo sollevata o la inclino',
      'il radiatore a olio resta freddo anche al massimo',
    ],
    problem:
      'Stufetta che non si accende o non scalda: interruttore antiribaltamento che non chiude, protezione termica scattata, termostato o resistenza interrotta',
    difficulty: 'intermediate',
    estimatedTime: '15 minuti - 1 ora',
    warnings: [UNPLUG, HOT, HEATER_SOCKET, TESTER],
    causes: [
      'Interruttore antiribaltamento sotto la base che non chiude: la stufetta non è in piano (tappeto, pavimento storto) o il suo pulsantino è bloccato da polvere',
      'Protezione termica (termostato di sicurezza o fusibile termico) scattata dopo un surriscaldamento per la griglia coperta o piena di polvere',
      'Termostato regolato basso o guasto: la stanza è già alla temperatura impostata o il contatto non chiude più',
      'Resistenza interrotta: la ventola gira ma l’aria resta fredda',
      'Spina, cavo o presa (o multipresa) bruciati o allentati',
    ],
    tells: [
      'se si accende solo sollevandola o premendo il pulsantino sotto la base, allora è l’antiribaltamento',
      'se si era spenta di colpo e riparte dopo mezz’ora staccata e fredda, allora era la protezione termica',
      'se girando il termostato al massimo si sente il clic e parte, allora era il termostato regolato basso',
      'se la ventola gira ma l’aria è fredda in ogni posizione, allora è la resistenza o il fusibile termico',
      'se la spina o la presa sono annerite o calde, allora è il collegamento',
    ],
    solutions: [
      'Mettila su un pavimento duro e piano e verifica che il pulsantino sotto la base scorra libero',
      'Staccala, lasciala raffreddare mezz’ora, pulisci la griglia dalla polvere e riaccendila lontana da tende e mobili',
      'Porta il termostato al massimo per provare e poi riportalo al valore che vuoi',
      'Con il multimetro controlla fusibile termico e resistenza e sostituisci quello interrotto con un ricambio uguale',
      'Collegala direttamente a una presa a muro; se la spina è annerita, cambiala',
    ],
    tools: [T.pennelli, T.ariaCompressa, T.cacciaviti, T.multimetro, T.fusibileTermico, T.resistenza],
    steps: [
      step('Stacca la spina e lasciala raffreddare almeno mezz’ora.', 'La stufetta è fredda'),
      step(
        'Controlla spina e presa: se sono annerite o deformate non usarle. Collegala poi direttamente a una presa a muro.',
        'Spina e presa sono integre',
      ),
      step(
        'Capovolgila piano e guarda il pulsantino dell’antiribaltamento sotto la base: premilo, deve scorrere e fare clic.',
        'Il pulsantino scorre libero',
      ),
      step(
        'Pulisci con un pennello o l’aria compressa la polvere dalle griglie d’ingresso e d’uscita dell’aria.',
        'Le griglie sono libere',
      ),
      step(
        'Rimettila su un pavimento duro e piano, lontana da tende e mobili, e accendila con il termostato al massimo.',
        'Si accende e scalda',
      ),
      step(
        'Se la ventola gira ma l’aria resta fredda, a spina staccata apri il guscio e misura con il multimetro il fusibile termico e la resistenza.',
        'Trovi il pezzo interrotto (nessuna continuità) da sostituire',
        'Il ricambio deve avere gli stessi valori (temperatura, ampere, watt): mai un ponticello al posto del fusibile termico',
      ),
    ],
    cost: 'Gratis se era l’antiribaltamento o la protezione; un fusibile termico o un termostato 5-15 €; spesso una stufetta nuova costa 20-40 €.',
    ifNotFixed:
      'Se fusibile e resistenza sono integri e non parte, è il termostato o la scheda: un laboratorio, o la sostituzione se è una stufetta economica.',
  },
  {
    id: 'stufetta-si-spegne',
    category: 'elettrodomestici',
    devices: ['stufetta'],
    label: 'la stufetta si spegne da sola dopo poco',
    symptoms: [
      'la stufetta si spegne da sola dopo cinque minuti e poi riparte',
      'il termoventilatore si accende per 30 secondi e poi si spegne',
      'la stufa elettrica si spegne continuamente anche se la stanza è fredda',
      'il radiatore elettrico stacca dopo un po’ e la spina è calda',
      'la stufetta fa saltare la corrente appena la accendo',
    ],
    problem:
      'Stufetta che si spegne da sola: la protezione termica scatta per la griglia coperta o piena di polvere, l’antiribaltamento su un pavimento storto, o il termostato che arriva alla temperatura',
    difficulty: 'beginner',
    estimatedTime: '15-30 minuti',
    warnings: [UNPLUG, HOT, HEATER_SOCKET, SMOKE],
    causes: [
      'Surriscaldamento: griglia coperta (un panno steso, una tenda, un mobile vicino) o piena di polvere, e la protezione termica la spegne',
      'Antiribaltamento che apre a tratti: base su un tappeto o su un pavimento storto, o il pulsantino sporco',
      'Termostato che raggiunge la temperatura impostata vicino alla stufetta, prima che si scaldi la stanza',
      'Presa, spina o multipresa che scalda e fa falso contatto, o la stufetta che con la lavatrice accesa supera la potenza del contatore',
    ],
    tells: [
      'se si spegne dopo qualche minuto e riparte solo fredda, e dentro la griglia c’è polvere, allora è il surriscaldamento',
      'se si spegne toccandola o camminandoci vicino, allora è l’antiribaltamento',
      'se si spegne quando l’aria vicino è calda ma la stanza no, allora è il termostato',
      'se la spina è calda o salta il contatore, allora è la presa o la potenza',
    ],
    solutions: [
      'Pulisci le griglie dalla polvere e tienila ad almeno un metro da tende, mobili e panni',
      'Mettila su un pavimento duro e piano e pulisci il pulsantino sotto la base',
      'Spostala verso il centro della stanza o alza il termostato',
      'Collegala a una presa a muro e non usarla insieme a forno o lavatrice se salta il contatore',
    ],
    tools: [T.pennelli, T.ariaCompressa, T.cacciaviti],
    steps: [
      step('Stacca la spina e lasciala raffreddare mezz’ora.', 'La stufetta è fredda'),
      step(
        'Tocca la spina e guarda la presa: se erano calde o annerite, collegala a un’altra presa a muro, senza multiprese.',
        'La presa è integra',
      ),
      step('Pulisci le griglie con un pennello o l’aria compressa.', 'Le griglie sono libere dalla polvere'),
      step(
        'Mettila su un pavimento duro e piano, lontana almeno un metro da tende e mobili, con niente appoggiato sopra.',
        'Intorno l’aria circola',
      ),
      step('Accendila con il termostato al massimo e lasciala andare un quarto d’ora.', 'Non si spegne più'),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se si spegne anche pulita, in piano e lontana da tutto, la protezione termica o il termostato sono deboli: si sostituiscono (5-15 €) o si cambia la stufetta.',
  },
  {
    id: 'stufetta-puzza-rumore',
    category: 'elettrodomestici',
    devices: ['stufetta'],
    label: 'la stufetta puzza di bruciato o fa rumore',
    symptoms: [
      'la stufetta fa puzza di bruciato quando la accendo',
      'il termoventilatore fa un rumore forte, come se la ventola sfregasse',
      'dalla stufa elettrica esce odore di polvere bruciata',
      'la ventola della stufetta cigola e gira piano',
    ],
    problem:
      'Stufetta che puzza di bruciato o fa rumore: polvere che brucia sulla resistenza, ventola sporca o secca, o un filo o la spina che scalda',
    difficulty: 'beginner',
    estimatedTime: '15-30 minuti',
    warnings: [SMOKE, UNPLUG, HOT, HEATER_SOCKET],
    causes: [
      'Polvere accumulata sulla resistenza che brucia alle prime accensioni della stagione',
      'Ventola sporca, con un pelo o un filo avvolto, o con il perno secco che cigola',
      'Un collegamento interno, la spina o la presa che scaldano (odore di plastica, non di polvere)',
    ],
    tells: [
      'se l’odore è di polvere e sparisce dopo mezz’ora alla prima accensione dell’anno, allora è la polvere sulla resistenza',
      'se il rumore cambia con la velocità della ventola, allora è la ventola',
      'se l’odore è di plastica o la spina è calda o annerita, allora è un collegamento che scalda: non usarla',
    ],
    solutions: [
      'Pulisci griglie e resistenza (da fredda e staccata) con un pennello o l’aria compressa',
      'Togli peli e fili avvolti sulla ventola e metti una goccia d’olio sul perno se cigola',
      'Se senti odore di plastica o vedi la spina annerita, smetti di usarla e falla controllare',
    ],
    tools: [T.pennelli, T.ariaCompressa, T.cacciaviti, T.ventola],
    steps: [
      step('Stacca la spina e lasciala raffreddare.', 'La stufetta è fredda'),
      step(
        'Annusa spina e presa e guardale: se sono calde, annerite o deformate, non usarla più.',
        'Spina e presa sono integre',
        'Un odore di plastica bruciata vuol dire un collegamento che scalda: pericolo d’incendio',
      ),
      step('Pulisci le griglie e la resistenza con un pennello o l’aria compressa.', 'Non esce più polvere'),
      step(
        'Svita il guscio e togli peli e fili avvolti sulla ventola; se il perno è secco, una goccia d’olio fine.',
        'La ventola gira libera e senza rumore',
      ),
      step('Richiudi e accendila in una stanza aerata per mezz’ora.', 'L’odore di polvere sparisce'),
    ],
    cost: 'Gratis; una ventola di ricambio 10-20 €.',
    ifNotFixed:
      'Se l’odore di bruciato resta o la ventola non gira libera, non usarla: un laboratorio o una stufetta nuova.',
  },
];
