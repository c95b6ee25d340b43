import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import {
  BLADES,
  BOARD_MAINS,
  BREAKER,
  FOOD,
  HOT,
  MOTOR_CAPACITOR,
  REFRIGERANT,
  SUMP_GLASS,
  TESTER,
  UNPLUG,
  UNPLUG_WATER,
} from './warnings.ts';

/**
 * Household-appliance faults that the fifth round of research (docs/ai-coverage-research.md, round 5,
 * batch 3 of the real reports) found missing: a washing machine whose control locks up and needs a reset,
 * a dishwasher spray arm that no longer turns because its inlet is blocked, a blender whose drive coupler
 * has lost its teeth, a kettle whose lid no longer stays shut, an air conditioner whose outdoor contactor
 * is jammed by insects or has burnt contacts, and a fridge whose main control board has failed.
 */
export const RICERCA5_ELETTRODOMESTICI: KnowledgeEntry[] = [
  {
    id: 'lavatrice-reset-scheda-motore',
    category: 'elettrodomestici',
    devices: ['lavatrice'],
    label: 'la lavatrice si incanta nel ciclo o non agita e non centrifuga: reset della scheda e del motore',
    symptoms: [
      'la lavatrice si è incantata: torna indietro di fase e rifà la centrifuga all’infinito',
      'si riempie, poi il cestello resta immobile mentre il timer continua a scorrere',
      'il cestello non sbatte i panni e non fa la centrifuga, però il programma arriva in fondo',
      'la lavatrice è impazzita, salta da una fase all’altra senza finire il lavaggio',
      'come si resetta la lavatrice, sembra bloccata nel programma',
      'fa il lavaggio ma la centrifuga non arriva mai, eppure la cinghia è integra',
      'a fine lavaggio non scarica e non centrifuga, ma la pompa è libera: forse un filo staccato',
      'si illumina il led della centrifuga ma il cestello non gira',
      'dopo un calo di corrente la lavatrice fa cose senza senso e non finisce il ciclo',
    ],
    patterns: ['reset della lavatrice', 'resettare la lavatrice', 'reset del motore', 'controllo motore'],
    problem:
      'Scheda elettronica o controllo motore della lavatrice in blocco (protezione): va resettata staccando la spina, e sulle lavatrici americane dall’alto anche con la sequenza del coperchio; se il blocco torna, si cercano connettori allentati o la scheda guasta',
    difficulty: 'beginner',
    estimatedTime: '5-45 minuti',
    warnings: [UNPLUG_WATER, BOARD_MAINS],
    causes: [
      'Scheda elettronica o controllo motore in blocco (protezione scattata dopo un sovraccarico, uno sbilanciamento o un calo di tensione): basta un reset',
      'Connettore o filo allentato tra scheda, motore, pressostato o sicura del coperchio (contatto che va e viene con le vibrazioni)',
      'Pressostato che legge male il livello (tubicino sporco o forato): la scheda crede che la vasca sia ancora piena',
      'Scheda o controllo motore guasto (relè o componenti bruciati)',
    ],
    tells: [
      'se dopo aver tolto corrente un minuto (e sulle carica dall’alto fatto la sequenza del coperchio) il ciclo riparte normale, allora era un blocco della scheda o del motore da resettare',
      'se il guasto va e viene e toccando i connettori o dando un colpetto al mobile riparte, allora è un filo o un connettore allentato',
      'se ripete scarico e risciacquo e l’acqua se ne va davvero, allora controlla il tubicino del pressostato',
      'se dopo ogni reset il blocco torna subito e i collegamenti sono saldi, allora è la scheda o il controllo motore guasto',
    ],
    solutions: [
      'Resetta la lavatrice: spina staccata 1-2 minuti; sulle carica dall’alto Whirlpool, Maytag, GE e simili, dopo aver riattaccato la spina alza e abbassa il coperchio 6 volte in 12 secondi (apertura di almeno 5 cm) per resettare il controllo motore',
      'Stacca e rinfila i connettori della scheda, del motore e del pressostato, controllando fili spelati o morsetti anneriti',
      'Pulisci o sostituisci il tubicino e il pressostato',
      'Fai riparare o sostituire la scheda o il controllo motore',
    ],
    tools: [T.cacciavitiGrandi, T.multimetro, T.torcia, T.pulisciContatti],
    steps: [
      step(
        'Annulla il programma, stacca la spina dalla presa e lasciala staccata 1-2 minuti.',
        'La scheda si spegne del tutto e cancella il blocco',
        UNPLUG,
      ),
      step(
        'Riattacca la spina; se è una carica dall’alto con controllo motore (Whirlpool, Maytag, GE), alza e abbassa il coperchio 6 volte di fila entro 12 secondi.',
        'Il controllo motore si resetta (su alcuni modelli le spie lampeggiano)',
      ),
      step(
        'Avvia un programma di solo risciacquo e centrifuga a vuoto e guarda se agita, scarica e centrifuga.',
        'Se il ciclo va fino in fondo, era solo un blocco',
      ),
      step(
        'Se il blocco torna, a spina staccata apri il pannello e controlla i connettori di scheda, motore, pressostato e sicura del coperchio: rinfilali e guarda se ci sono fili allentati o bruciati.',
        'Trovi e sistemi un contatto allentato',
        UNPLUG_WATER,
      ),
      step(
        'Controlla che il tubicino del pressostato non sia otturato o forato soffiandoci dentro piano.',
        'Senti i clic del pressostato e il tubo è libero',
      ),
      step(
        'Se i collegamenti sono buoni e il blocco si ripete, fai controllare la scheda o il controllo motore.',
        'Hai la diagnosi della scheda',
      ),
    ],
    cost: 'Reset gratis; connettore o tubicino pochi euro; controllo motore o scheda 80-250 € più manodopera.',
    ifNotFixed:
      'Se dopo reset e controllo dei collegamenti si blocca ancora, serve un tecnico che legga i codici di errore (modalità diagnostica) e provi motore e scheda.',
  },
  {
    id: 'lavastoviglie-braccio-bloccato',
    category: 'elettrodomestici',
    devices: ['lavastoviglie'],
    label: 'il braccio irroratore non gira o è otturato',
    symptoms: [
      'il braccio di sotto della lavastoviglie non gira più e i piatti restano sporchi',
      'non si sente più lo spruzzo dell’acqua sulle stoviglie durante il lavaggio',
      'la lavastoviglie vibra e fa un rumore strano, come se l’acqua non uscisse dal braccio',
      'i bicchieri del cestello sopra escono sporchi, il braccio superiore sembra fermo',
      'nei forellini del braccio ci sono semi di limone e pezzetti di vetro',
      'una pastiglia di detersivo si è incastrata sotto il braccio della lavastoviglie',
      'il mulinello della lavastoviglie gira a fatica se lo spingo con la mano',
    ],
    patterns: ['braccio irroratore', 'bracci irroratori', 'mulinello', 'ugelli del braccio'],
    problem:
      'Braccio irroratore ostruito o bloccato: ugelli otturati, o un corpo estraneo (pastiglia di detersivo, nocciolo, vetro) incastrato nell’uscita dell’acqua che lo alimenta, così il braccio non gira e la pompa vibra',
    difficulty: 'beginner',
    estimatedTime: '15-30 minuti',
    warnings: [UNPLUG, SUMP_GLASS],
    causes: [
      'Corpo estraneo incastrato nell’uscita dell’acqua o nel mozzo del braccio (pastiglia di detersivo non sciolta, nocciolo, osso, pezzo di vetro): il braccio è ostruito e non gira',
      'Ugelli del braccio otturati da calcare, semi o residui di cibo',
      'Stoviglia o pentola che sporge e blocca la rotazione del braccio',
      'Braccio crepato o mozzo consumato: l’acqua esce dal punto sbagliato e non lo spinge',
    ],
    tells: [
      'se togliendo il braccio trovi qualcosa nel suo attacco o nel tubo che lo alimenta, allora era un corpo estraneo che lo ostruiva',
      'se soffiando o guardando in controluce molti forellini sono chiusi, allora sono gli ugelli otturati',
      'se a macchina vuota il braccio gira libero e a pieno carico no, allora è una stoviglia che lo blocca',
      'se il braccio ha una crepa o balla sul perno, allora va sostituito',
    ],
    solutions: [
      'Smonta il braccio, togli il corpo estraneo dall’attacco e dal tubo di alimentazione e rimontalo',
      'Pulisci gli ugelli con uno stuzzicadenti e sciacqua il braccio sotto il rubinetto; decalcifica se sono bianchi',
      'Carica le stoviglie lontano dai bracci e controlla che girino a mano prima di partire',
      'Sostituisci il braccio se è crepato',
    ],
    tools: [T.stuzzicadenti, T.spazzolino, T.pinzette, T.torcia, T.guanti, T.decalcificante],
    steps: [
      step(
        'Stacca la spina, estrai il cestello inferiore e prova a far girare a mano i bracci irroratori.',
        'Un braccio che non gira libero o sobbalza è quello da controllare',
        UNPLUG,
      ),
      step(
        'Smonta il braccio (si sfila, si svita o ha un fermo a baionetta) e guarda nel foro del mozzo e nell’uscita dell’acqua sotto.',
        'Vedi se c’è una pastiglia, un nocciolo o un vetro incastrato',
        SUMP_GLASS,
      ),
      step(
        'Togli il corpo estraneo con le pinzette e pulisci anche il filtro e il pozzetto.',
        'L’uscita dell’acqua è libera',
      ),
      step(
        'Sciacqua il braccio e libera i forellini con uno stuzzicadenti; scuotilo per far uscire i pezzetti interni.',
        'L’acqua esce da tutti i forellini',
      ),
      step(
        'Rimonta il braccio, verifica che giri a mano e fai un lavaggio di prova.',
        'Si sente di nuovo lo spruzzo regolare e i piatti escono puliti',
      ),
    ],
    cost: 'Gratis; braccio irroratore nuovo 15-40 €.',
    ifNotFixed:
      'Se il braccio è libero ma l’acqua esce debole e la lavastoviglie ronza, controlla la pompa di lavaggio: può servire un tecnico.',
  },
  {
    id: 'frullatore-giunto-consumato',
    category: 'elettrodomestici',
    devices: ['piccoli'],
    label: 'il motore del frullatore gira ma le lame no: giunto consumato',
    symptoms: [
      'il frullatore fa rumore di motore ma le lame non girano',
      'l’ingranaggio sotto il bicchiere del frullatore ha i denti mangiati',
      'il frullatore gira a vuoto e gratta, non trita più bene',
      'sotto la caraffa del frullatore c’è polvere di plastica nera e puzza di gomma',
      'il blender parte ma le lame girano piano e si fermano appena metto il ghiaccio',
      'la rotellina dentata del frullatore è consumata e slitta',
      'il motore del frullatore va su di giri ma non trita niente',
      'il frullatore non frulla più bene, il motore c’è ma la forza non arriva',
      'i dentini dell’innesto del frullatore sono quasi spariti',
    ],
    patterns: ['giunto di trascinamento', 'trascinatore', 'ingranaggio del frullatore', 'giunto dentato'],
    problem:
      'Giunto di trascinamento del frullatore consumato (denti dell’innesto usurati o spanati): il motore gira ma il movimento non arriva alle lame',
    difficulty: 'beginner',
    estimatedTime: '15-30 minuti',
    warnings: [UNPLUG, BLADES],
    causes: [
      'Giunto di trascinamento (innesto dentato sulla base motore) consumato o con i denti spanati, spesso dopo ghiaccio o impasti duri',
      'Giunto del gruppo lame, sotto il bicchiere, usurato o allentato',
      'Gruppo lame bloccato da cibo secco o con il cuscinetto grippato',
      'Motore che perde giri per spazzole consumate',
    ],
    tells: [
      'se l’innesto sulla base ha i denti arrotondati o mancanti e senti girare il motore a vuoto, allora è il giunto di trascinamento',
      'se il giunto della base è sano ma quello sotto il bicchiere è liscio o gira a vuoto sul perno, allora è il giunto del gruppo lame',
      'se a mano il gruppo lame gira duro o non gira, allora è bloccato o ha il cuscinetto grippato',
      'se il motore stesso gira piano e fa scintille, allora sono le spazzole',
    ],
    solutions: [
      'Sostituisci il giunto di trascinamento della base (si svita tenendo fermo l’albero del motore, spesso in senso orario)',
      'Sostituisci il giunto o l’intero gruppo lame del bicchiere',
      'Pulisci e sblocca il gruppo lame, o cambialo se il cuscinetto è duro',
      'Fai sostituire le spazzole o valuta un frullatore nuovo',
    ],
    tools: [T.cacciavitiGrandi, T.pinze, T.guanti, T.torcia],
    steps: [
      step(
        'Stacca la spina, togli il bicchiere e guarda l’innesto dentato sulla base e quello sotto il bicchiere.',
        'Vedi se i denti sono interi o consumati',
        UNPLUG,
      ),
      step(
        'Prova a girare a mano il gruppo lame (con i guanti) e l’innesto della base.',
        'Capisci se il pezzo consumato è quello della base o quello del bicchiere',
        BLADES,
      ),
      step(
        'Cerca il codice del giunto sul modello del frullatore (marca e modello sotto la base) e compra il ricambio.',
        'Hai il giunto giusto',
      ),
      step(
        'Capovolgi la base, blocca l’albero del motore (da sotto o con una chiave) e svita il giunto vecchio; avvita il nuovo.',
        'Il giunto nuovo è ben stretto sull’albero',
      ),
      step(
        'Rimonta il bicchiere e prova con acqua, poi con qualcosa da tritare.',
        'Le lame girano con forza',
      ),
    ],
    cost: 'Giunto 5-15 €; gruppo lame 10-30 €.',
    ifNotFixed:
      'Se con il giunto nuovo le lame restano deboli, il problema è il motore: di solito conviene un frullatore nuovo.',
  },
  {
    id: 'bollitore-coperchio-non-chiude',
    category: 'elettrodomestici',
    devices: ['piccoli'],
    label: 'il coperchio del bollitore non resta chiuso',
    symptoms: [
      'il coperchio del bollitore non resta chiuso, si riapre da solo',
      'il pulsante per aprire il coperchio del bollitore non scatta più',
      'il coperchio del bollitore si alza mentre bolle e l’acqua esce',
      'il gancetto che tiene chiuso il coperchio del bollitore è rotto',
      'da quando il coperchio non chiude bene il bollitore non si spegne più da solo',
      'il coperchio del bollitore è bloccato e non si apre più premendo il tasto',
    ],
    patterns: [
      'coperchio del bollitore',
      'molla del coperchio',
      'gancio del coperchio',
      'pulsante di apertura',
    ],
    problem:
      'Meccanismo di chiusura del coperchio del bollitore rotto: molla sganciata o sfilata, dentino o gancio di plastica spezzato, pulsante di apertura inceppato dal calcare',
    difficulty: 'intermediate',
    estimatedTime: '20-45 minuti',
    warnings: [UNPLUG, HOT],
    causes: [
      'Molla del meccanismo del coperchio sganciata o sfilata: non spinge più il gancio che tiene chiuso il coperchio',
      'Gancio o dentino di plastica della chiusura spezzato o consumato',
      'Pulsante di apertura incrostato di calcare o con la cerniera rotta',
      'Coperchio deformato dal calore che non arriva più allo scatto',
    ],
    tells: [
      'se premendo il gancio a mano il coperchio chiude ma lasciandolo torna su e il pulsante è molle, allora è la molla sganciata',
      'se il dentino di plastica che aggancia il bordo è spezzato o arrotondato, allora è il gancio',
      'se il pulsante è duro e intorno c’è calcare bianco, allora è il pulsante incrostato',
      'se il coperchio è storto e non combacia con il bordo, allora è deformato',
    ],
    solutions: [
      'Apri il manico o il coperchio (viti o incastri) e rimetti in sede la molla, o sostituiscila con una simile',
      'Sostituisci il coperchio completo o il pezzo del gancio (ricambio per modello)',
      'Decalcifica il bollitore e pulisci il meccanismo del pulsante',
      'Se il ricambio non esiste, cambia il bollitore: senza coperchio chiuso il vapore non fa scattare lo spegnimento automatico',
    ],
    tools: [T.cacciaviti, T.pinzette, T.decalcificante, T.spazzolino],
    steps: [
      step(
        'Stacca la spina, svuota il bollitore e aspetta che sia freddo; prova ad aprire e chiudere il coperchio guardando il gancio.',
        'Vedi se il gancio si muove e se la molla lo spinge',
        UNPLUG,
      ),
      step(
        'Svita le viti del manico o del coperchio (a volte sotto tappini) e apri il meccanismo del pulsante.',
        'Vedi molla, pulsante e gancio',
      ),
      step(
        'Rimetti la molla nelle sue sedi con le pinzette, o sostituiscila; pulisci il calcare dal pulsante.',
        'Il gancio torna in posizione da solo',
      ),
      step('Rimonta e chiudi il coperchio più volte.', 'Il coperchio scatta e resta chiuso'),
      step(
        'Fai bollire acqua fino al livello minimo e controlla che il bollitore si spenga da solo.',
        'Si stacca quando bolle',
      ),
    ],
    cost: 'Gratis se è la molla; coperchio di ricambio 5-15 €; un bollitore nuovo 20-40 €.',
    ifNotFixed:
      'Se il coperchio non resta chiuso, non usare il bollitore: l’acqua bollente può uscire e non si spegne da solo. Sostituiscilo.',
  },
  {
    id: 'condizionatore-contattore-unita-esterna',
    category: 'elettrodomestici',
    devices: ['condizionatore'],
    label: 'l’unità esterna non parte o si ferma: contattore con insetti o contatti bruciati',
    symptoms: [
      'l’unità esterna del condizionatore è completamente ferma, né ventola né compressore',
      'dentro soffia ma l’aria è calda, fuori non si muove niente',
      'dopo la sostituzione del condensatore il climatizzatore è ripartito ma qualche giorno dopo si è rifermato',
      'ci sono formiche dentro l’unità esterna del climatizzatore e non parte più',
      'si sono bloccati insieme i due climatizzatori di casa, le unità esterne sono ferme',
      'l’unità esterna fa un clic ma non si avvia, o parte e si spegne a tratti',
      'se do un colpo alla scatola dell’unità esterna il condizionatore riparte',
      'in pieno caldo il climatizzatore centralizzato si è fermato di colpo e dalle bocchette esce solo aria calda',
      'l’aria condizionata è ripartita dopo la riparazione ma qualche giorno dopo è morta di nuovo',
    ],
    patterns: [
      'contattore',
      'teleruttore',
      'formiche nel contattore',
      'insetti nel contattore',
      'contatti bruciati',
    ],
    problem:
      'Contattore (teleruttore) dell’unità esterna che non chiude: insetti o formiche schiacciati tra i contatti, contatti bruciati o bobina interrotta; compressore e ventola esterna non ricevono corrente',
    difficulty: 'advanced',
    estimatedTime: '30-60 minuti',
    warnings: [BREAKER, MOTOR_CAPACITOR, TESTER],
    causes: [
      'Insetti o formiche entrati nel contattore, schiacciati tra i contatti: il circuito resta aperto e l’unità esterna non parte',
      'Contatti del contattore bruciati, anneriti o consumati',
      'Bobina del contattore interrotta o senza il comando a bassa tensione dal termostato (fusibile o filo del comando)',
      'Condensatore della ventola o del compressore guasto (il guasto più frequente quando l’unità ronza)',
    ],
    tells: [
      'se aprendo il pannellino vedi formiche, insetti o nidi sul contattore, allora sono gli insetti tra i contatti',
      'se il contattore scatta (il pulsantino al centro si abbassa) ma i contatti sono neri o butterati, allora sono i contatti bruciati',
      'se il contattore non scatta mai e sulla bobina non arriva il comando, allora è la bobina o il circuito del termostato',
      'se il contattore chiude e l’unità ronza senza partire, allora è il condensatore',
    ],
    solutions: [
      'Togli corrente e togli gli insetti dai contatti con una pinzetta o aria compressa; metti un antiformiche intorno all’unità esterna',
      'Sostituisci il contattore con uno di pari tensione della bobina e corrente',
      'Ripristina il fusibile o il filo del comando dal termostato, o sostituisci il contattore se la bobina è interrotta',
      'Fai sostituire il condensatore',
    ],
    tools: [T.cacciaviteIsolato, T.multimetro, T.pinzette, T.ariaCompressa, T.torcia, T.guanti],
    steps: [
      step(
        'Metti il termostato in raffreddamento sotto la temperatura della stanza e ascolta l’unità esterna.',
        'Sai se è del tutto ferma, fa clic o ronza',
      ),
      step(
        'Spegni l’interruttore dell’unità esterna e quello sul quadro, poi apri il pannellino dei collegamenti.',
        'Vedi il contattore (blocchetto con un pulsantino al centro) e il condensatore',
        BREAKER,
      ),
      step(
        'Guarda i contatti del contattore: insetti, formiche, nidi, contatti anneriti o saldati.',
        'Trovi la causa visibile',
        MOTOR_CAPACITOR,
      ),
      step(
        'Togli gli insetti con una pinzetta o con l’aria compressa; se i contatti sono bruciati, fai sostituire il contattore.',
        'I contatti sono puliti e chiudono bene',
      ),
      step(
        'Ridai corrente e accendi il raffreddamento.',
        'Il contattore scatta, ventola e compressore partono e dentro torna aria fredda',
      ),
      step(
        'Sigilla i passaggi dei cavi e tratta la zona contro le formiche perché non tornino.',
        'L’unità resta pulita',
      ),
    ],
    cost: 'Pulizia gratis; contattore 15-50 €; intervento del tecnico 80-150 €.',
    ifNotFixed:
      'Se con contattore pulito o nuovo il compressore ronza e non parte, fai controllare condensatore e compressore da un frigorista abilitato.',
  },
  {
    id: 'frigo-scheda-elettronica',
    category: 'elettrodomestici',
    devices: ['frigorifero'],
    label: 'la scheda elettronica del frigorifero è guasta: funzioni che si spengono una dopo l’altra',
    symptoms: [
      'la scheda elettronica del frigorifero è andata, si sono spenti compressore, ventole e dispenser',
      'dopo un blackout il frigo non è più ripartito, le luci si accendono ma non raffredda',
      'il frigo americano fa cose strane: il dispenser non eroga, il display si spegne, il motore va a scatti',
      'dopo un temporale il frigorifero non si accende più e il display resta nero',
      'il frigorifero va a singhiozzo: compressore, luce e ventole si accendono e si spengono senza logica',
      'il dispenser non eroga più cubetti né acqua, però il fabbricatore produce',
      'il frigorifero si spegne e si riaccende da solo ogni tanto',
      'sulla scheda dietro il frigo si vede un componente annerito',
    ],
    patterns: [
      'scheda madre del frigo',
      'scheda principale',
      'scheda di controllo',
      'scheda inverter',
      'sbalzo di tensione',
    ],
    problem:
      'Scheda elettronica principale (scheda madre o di controllo) del frigorifero guasta, spesso dopo uno sbalzo di tensione o un temporale: comanda compressore, ventole, sbrinamento e dispenser, che smettono di funzionare',
    difficulty: 'advanced',
    estimatedTime: '45-90 minuti',
    warnings: [UNPLUG, BOARD_MAINS, FOOD, REFRIGERANT],
    causes: [
      'Scheda elettronica principale (scheda di controllo) guasta: relè o componenti bruciati, spesso per uno sbalzo di tensione o un fulmine',
      'Scheda inverter del compressore guasta (frigoriferi con compressore inverter)',
      'Connettori ossidati o allentati tra scheda, display e sensori',
      'Display o scheda dell’interfaccia guasta (la scheda principale funziona ma i comandi no)',
    ],
    tells: [
      'se i guasti sono comparsi tutti insieme dopo un blackout o un temporale e sulla scheda c’è un componente annerito o gonfio, allora è la scheda principale',
      'se la scheda principale dà tensione al compressore ma questo non parte e la scheda inverter ha un LED che lampeggia, allora è la scheda inverter',
      'se rinfilando i connettori le funzioni tornano, allora erano i connettori',
      'se il frigo raffredda ma display e dispenser non rispondono ai tasti, allora è la scheda del display',
    ],
    solutions: [
      'Sostituisci la scheda principale con una dello stesso codice (si legge sull’etichetta della scheda)',
      'Sostituisci la scheda inverter del compressore',
      'Pulisci e rinfila i connettori',
      'Sostituisci la scheda del display',
    ],
    tools: [T.cacciavitiGrandi, T.multimetro, T.torcia, T.pulisciContatti],
    steps: [
      step(
        'Stacca la spina per 5 minuti e riattaccala: a volte la scheda si riprende da un blocco dopo lo sbalzo.',
        'Se riparte tutto, era un blocco temporaneo',
        UNPLUG,
      ),
      step(
        'Metti il cibo in una borsa frigo e annota cosa funziona e cosa no (luce, ventole, compressore, display, dispenser).',
        'Sai quali funzioni mancano',
        FOOD,
      ),
      step(
        'A spina staccata togli il coperchio della scheda (dietro in basso o sopra il frigo) e guarda componenti anneriti, gonfi o connettori ossidati.',
        'Trovi il danno o escludi i connettori',
        BOARD_MAINS,
      ),
      step(
        'Leggi il codice della scheda sull’etichetta e ordina lo stesso ricambio, oppure fai fare la diagnosi all’assistenza.',
        'Hai la scheda giusta',
      ),
      step(
        'Monta la scheda nuova rinfilando ogni connettore nella sua posizione, poi ridai corrente.',
        'Compressore, ventole e dispenser ripartono e in qualche ora il frigo torna in temperatura',
      ),
    ],
    cost: 'Scheda principale 60-250 €; con il tecnico 150-350 €.',
    ifNotFixed:
      'Se con la scheda nuova il compressore non parte, fai controllare compressore e relè di avviamento da un tecnico: per un frigo vecchio può convenire sostituirlo. Per il futuro usa una presa con protezione dalle sovratensioni.',
  },
  {
    id: 'frigo-ventola-sfrega-ghiaccio',
    category: 'elettrodomestici',
    devices: ['frigorifero'],
    label: 'rumore di sfregamento dal congelatore: la ventola tocca il ghiaccio',
    symptoms: [
      'dal congelatore arriva un rumore di sfregamento, come una pala che gratta',
      'il frigo fa un rumore di plastica che gratta e smette quando apro la porta del freezer',
      'dentro il freezer si sente una ventola che tocca qualcosa',
      'il rumore di grattata dal freezer va e viene e ogni volta è più forte',
      'un ronzio raschiante dal fondo del congelatore che si sente in tutta la cucina',
      'sul fondo del freezer si è formato un blocco di ghiaccio e la ventola ci sbatte contro',
      'il frigo no frost fa un rumore tipo elicottero dal vano congelatore',
    ],
    patterns: ['ventola dell’evaporatore', 'ventola che sfrega', 'ventola che gratta'],
    problem:
      'Ventola dell’evaporatore che sfrega sul ghiaccio nel congelatore (frigo No Frost): il ghiaccio accumulato sul fondo o intorno alle pale la tocca o la blocca, di solito per lo scarico della condensa intasato o uno sbrinamento difettoso',
    difficulty: 'intermediate',
    estimatedTime: '1-3 ore (più lo sbrinamento)',
    warnings: [UNPLUG, REFRIGERANT, FOOD],
    causes: [
      'Ghiaccio accumulato intorno alla ventola dell’evaporatore nel congelatore: le pale lo sfregano o restano bloccate',
      'Scarico della condensa (foro di sbrinamento) intasato: l’acqua dello sbrinamento ghiaccia sul fondo del congelatore',
      'Sbrinamento difettoso (resistenza, timer o bimetallo): l’evaporatore si copre di ghiaccio',
      'Motorino della ventola con i cuscinetti consumati (rumore anche senza ghiaccio)',
    ],
    tells: [
      'se dietro il pannello del freezer vedi ghiaccio che arriva alle pale, allora è la ventola che sfrega sul ghiaccio',
      'se il ghiaccio è una lastra sul fondo sotto l’evaporatore e c’è un foro di scarico chiuso, allora è lo scarico della condensa intasato',
      'se tutto l’evaporatore è bianco di brina spessa, allora è lo sbrinamento difettoso',
      'se senza ghiaccio la ventola fa rumore girandola a mano o ha gioco sul perno, allora sono i cuscinetti del motorino',
    ],
    solutions: [
      'Sbrina il congelatore (spina staccata, porte aperte, asciugacapelli tiepido a distanza) e libera la ventola',
      'Libera il foro di scarico della condensa con acqua calda e una siringa, o uno scovolino',
      'Fai controllare resistenza, timer e bimetallo di sbrinamento',
      'Sostituisci il motorino della ventola dell’evaporatore',
    ],
    tools: [T.calore, T.cacciavitiGrandi, T.torcia, T.ventola, T.bacinella],
    steps: [
      step(
        'Svuota il congelatore e metti il cibo in una borsa frigo, poi stacca la spina.',
        'Il frigo è spento e vuoto',
        FOOD,
      ),
      step(
        'Togli il pannello posteriore del congelatore (viti o incastri) e guarda ventola ed evaporatore.',
        'Vedi dove c’è il ghiaccio e se tocca le pale',
        UNPLUG,
      ),
      step(
        'Sciogli il ghiaccio lasciando le porte aperte o con l’asciugacapelli tiepido tenuto lontano; mai con coltelli o cacciaviti.',
        'Il ghiaccio è sciolto e la ventola gira libera a mano',
        REFRIGERANT,
      ),
      step(
        'Versa acqua calda nel foro di scarico della condensa sotto l’evaporatore, aiutandoti con una siringa.',
        'L’acqua scende e finisce nella vaschetta sopra il compressore',
      ),
      step(
        'Rimonta il pannello, riaccendi e ascolta dopo qualche ora.',
        'Il rumore di sfregamento è sparito',
      ),
    ],
    cost: 'Gratis se è il ghiaccio; motorino della ventola 20-50 €; resistenza o timer di sbrinamento 20-50 €, con il tecnico 100-180 €.',
    ifNotFixed:
      'Se il ghiaccio si riforma in pochi giorni, lo sbrinamento è guasto: controlla resistenza, timer e bimetallo o chiama un tecnico.',
  },
];
