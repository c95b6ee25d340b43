import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import {
  BLADES,
  BREAKER,
  FOOD,
  HOT,
  MOTOR_CAPACITOR,
  REFRIGERANT,
  TESTER,
  UNPLUG,
  UNPLUG_FIXED,
  UNPLUG_WATER,
  WASHER_HEAVY,
} from './warnings.ts';

/**
 * Household-appliance faults that the fourth round of frequency research of issue 24
 * (docs/ai-coverage-research.md, round 4) found in people's reports and that the knowledge base lacked:
 * a hair dryer dead for a broken wire in its cord, a slow cooker or electric pot dead for its thermal
 * cut-out, a sink waste disposer that hums and does not turn, the air conditioner (once an unsupported
 * device) whose compressor does not start, that drips or that does not cool, a washing machine banging
 * on an object forgotten in a pocket, and a fridge's ice maker jammed by a block of ice.
 */
export const RICERCA4_ELETTRODOMESTICI: KnowledgeEntry[] = [
  {
    id: 'phon-non-si-accende-cavo',
    category: 'altri',
    devices: ['piccoli'],
    label: 'l’asciugacapelli non si accende: filo del cavo interrotto',
    symptoms: [
      'il phon non si accende più, niente aria e niente rumore',
      'l’asciugacapelli non parte, il cavo è rovinato vicino al manico',
      'il fon va a intermittenza: se muovo il filo si accende e si spegne',
      'asciugacapelli morto di colpo, la spia si accende appena appena',
      'il phon si spegne quando piego il cavo vicino all’impugnatura',
      'la guaina del cavo del phon è spaccata e non funziona più',
      'il phon ha fatto una scintilla dal cavo e si è spento',
      'l’asciugacapelli va solo se tengo il cavo in una certa posizione',
    ],
    patterns: ['cavo del phon', 'filo interrotto', 'passacavo', 'falso contatto nel cavo'],
    problem:
      'Asciugacapelli che non si accende: quasi sempre uno dei fili del cavo di alimentazione è interrotto dentro la guaina, di solito dove il cavo entra nel manico o vicino alla spina, per le continue piegature',
    difficulty: 'intermediate',
    estimatedTime: '30-60 minuti',
    warnings: [
      UNPLUG,
      'Un cavo con la guaina spaccata e i fili scoperti dà la scossa: non usarlo e non ripararlo con il solo nastro.',
      TESTER,
    ],
    causes: [
      'Filo del cavo di alimentazione interrotto (spesso il neutro o la fase dentro la guaina, vicino al passacavo del manico o alla spina), anche lontano dal punto dove la guaina sembra rovinata',
      'Fusibile termico o termostato di sicurezza bruciato per surriscaldamento (griglia dell’aria intasata di polvere e capelli)',
      'Interruttore o selettore della velocità ossidato o con i contatti bruciati',
      'Motorino o resistenza interrotti, o diodo del ponte bruciato',
    ],
    tells: [
      'se muovendo il cavo vicino al manico il phon si accende a tratti, oppure il multimetro non dà continuità da un polo della spina al morsetto interno, allora è un filo del cavo interrotto',
      'se il cavo è integro ma tra i morsetti della resistenza manca la continuità sul fusibile termico, allora è il fusibile termico',
      'se spostando il selettore a volte parte, allora è l’interruttore',
      'se arriva corrente al motorino ma non gira, allora è il motorino o il suo diodo',
    ],
    solutions: [
      'Sostituisci il cavo di alimentazione intero (con il passacavo) oppure accorcialo tagliando via il tratto rotto e rifai i collegamenti',
      'Sostituisci il fusibile termico con uno uguale e pulisci la griglia di aspirazione',
      'Pulisci o sostituisci l’interruttore',
      'Se è il motore, valuta un phon nuovo: costa spesso meno del ricambio',
    ],
    tools: [T.cacciaviti, T.multimetro, T.nastroIsolante, T.pinze, T.fusibileTermico],
    steps: [
      step(
        'Prova un’altra presa e guarda il cavo per tutta la lunghezza: tagli, guaina spaccata, spina annerita.',
        'Sai se la presa funziona e dove il cavo è rovinato',
      ),
      step(
        'A spina staccata apri il manico (viti spesso nascoste sotto tappini o nell’anello dove entra il cavo).',
        'Vedi dove i fili del cavo arrivano all’interruttore',
        UNPLUG,
      ),
      step(
        'Con il multimetro in continuità prova ogni filo dal polo della spina al suo morsetto dentro il manico, piegando il cavo mentre misuri.',
        'Un filo senza continuità, o che va e viene piegando, è il guasto',
      ),
      step(
        'Se un filo è interrotto, taglia il cavo prima del punto rotto (spesso gli ultimi 10-20 cm verso il manico) o monta un cavo nuovo, e rifissa il passacavo.',
        'Il phon si accende e il cavo non si piega più sul punto debole',
      ),
      step(
        'Se il cavo è buono, misura il fusibile termico e l’interruttore e pulisci la griglia posteriore.',
        'Trovi il pezzo aperto da sostituire',
      ),
    ],
    cost: 'Cavo di ricambio 5-10 €, fusibile termico 2-5 €; un phon nuovo economico parte da 20 €.',
    ifNotFixed:
      'Se anche con cavo e fusibile buoni non parte, il motorino o la scheda sono andati: portalo a un Repair Café o valuta di sostituirlo.',
  },
  {
    id: 'piccoli-termofusibile-ripristinabile',
    category: 'altri',
    devices: ['piccoli'],
    label: 'slow cooker o pentola elettrica morta: non si accende e non scalda',
    symptoms: [
      'la slow cooker non si accende più e non scalda per niente',
      'la pentola elettrica è morta, nessuna spia, niente di niente',
      'il mio crock pot non scalda più, la spia resta spenta',
      'non si accende proprio, è come se non arrivasse corrente',
      'si è spento da solo mentre cuoceva e non riparte più',
      'la pentola a cottura lenta dopo essere rimasta accesa vuota non va più',
      'la spina è buona, la presa pure, ma l’apparecchio non dà segni di vita',
      'la macchina del pane non si accende più, display spento',
    ],
    patterns: [
      'fusibile termico',
      'termofusibile',
      'protettore termico',
      'pulsante di reset',
      'termico ripristinabile',
    ],
    problem:
      'Piccolo elettrodomestico che scalda (slow cooker, pentola elettrica, cuociriso, macchina del pane) completamente morto: è scattato il fusibile termico o il protettore termico ripristinabile, che interrompe la corrente dopo un surriscaldamento',
    difficulty: 'intermediate',
    estimatedTime: '20-60 minuti',
    warnings: [UNPLUG, HOT, TESTER],
    causes: [
      'Fusibile termico (termofusibile) bruciato o protettore termico ripristinabile scattato dopo un surriscaldamento (acceso vuoto, coperto, vicino a una fonte di calore): va premuto il pulsantino di reset o sostituito il fusibile',
      'Cavo di alimentazione o spina con un filo interrotto o un connettore staccabile ossidato',
      'Interruttore o selettore della temperatura (LOW/HIGH) con i contatti bruciati',
      'Resistenza riscaldante interrotta o termostato rotto',
    ],
    tells: [
      'se sotto la base c’è un pulsantino (spesso rosso) che premendo fa clic, o il fusibile termico non dà continuità al multimetro, allora è il termico',
      'se muovendo il cavo la spia lampeggia, allora è il cavo',
      'se la corrente arriva all’interruttore ma non esce in nessuna posizione, allora è l’interruttore',
      'se il fusibile è buono ma la resistenza non dà continuità, allora è la resistenza',
    ],
    solutions: [
      'Premi il reset del protettore termico, oppure sostituisci il fusibile termico con uno di pari temperatura e corrente (crimpato, non saldato)',
      'Sostituisci il cavo o il connettore',
      'Sostituisci l’interruttore o il selettore',
      'Sostituisci la resistenza o il termostato se reperibili, altrimenti l’apparecchio',
    ],
    tools: [T.cacciavitiGrandi, T.multimetro, T.fusibileTermico, T.pinze],
    steps: [
      step('Prova un’altra presa e, se il cavo è staccabile, un altro cavo uguale.', 'Escludi presa e cavo'),
      step(
        'A spina staccata e apparecchio freddo, capovolgi la base e cerca un pulsantino di reset (a volte sotto un foro o un’etichetta): premilo con decisione.',
        'Se senti un clic e riparte, era il protettore termico',
        HOT,
      ),
      step(
        'Se non c’è reset, svita il fondo e trova il fusibile termico (un cilindretto con due fili, spesso in una guaina vicino alla resistenza).',
        'Vedi il fusibile e la resistenza',
        UNPLUG,
      ),
      step(
        'Misura con il multimetro la continuità del fusibile, dell’interruttore e della resistenza.',
        'Quello aperto è il guasto',
      ),
      step(
        'Sostituisci il fusibile con uno della stessa temperatura e corrente, fissato con morsetti a crimpare (il saldatore lo brucerebbe), poi rimonta e prova.',
        'L’apparecchio si accende e scalda',
      ),
      step(
        'Non usarlo mai vuoto o coperto da panni: è il motivo più comune per cui il termico scatta.',
        'Il termico non scatta più',
      ),
    ],
    cost: 'Fusibile termico 2-5 €; reset gratis; una slow cooker nuova costa 30-80 €.',
    ifNotFixed:
      'Se il fusibile nuovo si brucia subito, il termostato resta chiuso e scalda troppo: sostituisci il termostato o l’apparecchio.',
  },
  {
    id: 'tritarifiuti-bloccato',
    category: 'elettrodomestici',
    devices: ['tritarifiuti'],
    label: 'ronza ma non gira: disco bloccato',
    symptoms: [
      'il tritarifiuti fa solo un ronzio e non gira',
      'premo l’interruttore del tritarifiuti e sento solo un mmmm, le lame sono ferme',
      'mi è finito un osso (o un nocciolo, un cucchiaino) nel tritarifiuti e si è bloccato',
      'il tritarifiuti non parte più, non fa niente',
      'il trituratore del lavello si è inceppato',
      'il garbage disposal ronza e non trita',
      'il tritarifiuti parte un attimo e si spegne da solo',
      'dopo qualche giorno che non lo usavo il tritarifiuti si è impastato e non trita più',
    ],
    patterns: [
      'pulsante rosso di reset',
      'chiave a brugola',
      'esagono sotto il tritarifiuti',
      'ronza e non gira',
    ],
    problem:
      'Tritarifiuti bloccato: un oggetto duro (osso, nocciolo, coccio, posata) è incastrato tra il disco trituratore e l’anello, il motore ronza senza girare e poi scatta il termico di protezione',
    difficulty: 'beginner',
    estimatedTime: '15-30 minuti',
    warnings: [
      UNPLUG_FIXED,
      'Non infilare mai le mani nel tritarifiuti, nemmeno spento: usa pinze o un manico di legno.',
      BLADES,
    ],
    causes: [
      'Disco trituratore (volano) bloccato da un oggetto duro o da frammenti incastrati: va sbloccato girandolo da sotto con la chiave a brugola esagonale',
      'Protettore termico del motore scattato dopo il blocco: va premuto il pulsante rosso di reset sotto l’apparecchio',
      'Disco arrugginito o impastato di residui dopo giorni di inutilizzo',
      'Condensatore di avviamento o motore guasto',
    ],
    tells: [
      'se ronza ma non gira e con la chiave a brugola il disco è duro o fermo, allora è il disco bloccato',
      'se non fa nessun rumore e il pulsante rosso sotto è sporgente, allora è scattato il termico',
      'se il disco si libera solo con forza e ha ruggine, allora è il disco impastato',
      'se il disco gira libero a mano ma il motore ronza ancora, allora è il condensatore o il motore',
    ],
    solutions: [
      'Stacca la corrente, infila la chiave a brugola nel foro esagonale al centro del fondo e ruotala avanti e indietro finché il disco gira libero, poi togli i frammenti dall’alto con le pinze',
      'Premi il pulsante rosso di reset sotto il tritarifiuti',
      'Fallo girare con acqua fredda ogni pochi giorni',
      'Sostituisci condensatore o l’intera unità',
    ],
    tools: [T.torcia, T.pinze, T.guanti, T.bussole],
    steps: [
      step(
        'Spegni l’interruttore del tritarifiuti e stacca la spina sotto il lavello (o il suo interruttore sul quadro).',
        'Il tritarifiuti non può partire mentre lavori',
        UNPLUG_FIXED,
      ),
      step(
        'Con una torcia guarda dall’alto e togli con le pinze i pezzi visibili (cocci, ossi, noccioli, posate).',
        'La camera è libera da oggetti grossi',
        'Mai le mani dentro.',
      ),
      step(
        'Sotto l’apparecchio, infila la chiave a brugola (spesso da 6 mm, a volte fissata al tritarifiuti) nel foro esagonale al centro e ruotala avanti e indietro.',
        'Il disco si sblocca e gira libero per un giro intero',
      ),
      step(
        'Premi il pulsante rosso di reset sul fondo; se è scattato rientra con un clic.',
        'Il termico è riarmato',
      ),
      step('Ridai corrente, apri l’acqua fredda e accendi per pochi secondi.', 'Gira e trita senza ronzare'),
    ],
    cost: 'Gratis se è solo bloccato; chiave a brugola 3-5 €; un tritarifiuti nuovo 100-300 € più il montaggio.',
    ifNotFixed:
      'Se il disco gira libero ma il motore ronza o fa saltare il salvavita, il motore o il condensatore sono guasti: serve un idraulico o un tritarifiuti nuovo.',
  },
  {
    id: 'condizionatore-compressore-non-parte',
    category: 'elettrodomestici',
    devices: ['condizionatore'],
    label: 'l’unità esterna è accesa ma il compressore non parte: non rinfresca',
    symptoms: [
      'il condizionatore è acceso, la ventola dell’unità esterna gira ma il compressore non parte',
      'dalle bocchette esce aria a temperatura ambiente, non fresca',
      'il climatizzatore fa aria ma non raffredda e il motore esterno fa solo un ronzio',
      'l’unità esterna fa clic, prova a partire, ronza e si ferma',
      'la ventola dell’unità esterna non gira e ronza, ma se la spingo con un bastoncino parte',
      'l’aria condizionata soffia aria calda, il termostato resta sopra la temperatura impostata',
      'il motore esterno del condizionatore non si avvia più',
      'il climatizzatore parte, la ventolina dello split soffia ma dopo mezz’ora la casa è ancora calda e il motore esterno è fermo',
    ],
    patterns: [
      'condensatore di avviamento',
      'condensatore di marcia',
      'condensatore del compressore',
      'condensatore doppio',
      'relè del compressore',
    ],
    problem:
      'Condizionatore che non rinfresca perché il compressore dell’unità esterna non parte: la causa più frequente è il condensatore di avviamento (o il condensatore doppio di compressore e ventola) esaurito o gonfio',
    difficulty: 'advanced',
    estimatedTime: '30-90 minuti',
    warnings: [BREAKER, MOTOR_CAPACITOR, REFRIGERANT, TESTER],
    causes: [
      'Condensatore di avviamento o di marcia del compressore guasto (spesso gonfio o con la capacità calata): il compressore ronza o non parte affatto',
      'Contattore o relè del compressore bruciato o con i contatti incollati/consumati',
      'Condensatore della ventola esterna guasto: la ventola ronza ferma e il compressore va in protezione per surriscaldamento',
      'Protezione termica del compressore scattata per batteria esterna sporca, poco gas refrigerante o compressore in cortocircuito',
    ],
    tells: [
      'se il condensatore ha il tetto gonfio o perde olio, o misurato dà molto meno dei µF di targa, allora è il condensatore di avviamento',
      'se al contattore arriva il comando ma i contatti sono anneriti o non chiudono, allora è il contattore',
      'se la ventola parte solo spinta a mano con un bastoncino, allora è il condensatore della ventola',
      'se il compressore parte e si ferma dopo pochi minuti con i tubi caldi, allora è la protezione termica (sporco o gas)',
    ],
    solutions: [
      'Fai sostituire il condensatore con uno di uguale capacità (µF) e tensione: è il pezzo che si rompe più spesso',
      'Sostituisci il contattore o la scheda che lo comanda',
      'Sostituisci il condensatore della ventola o il motore della ventola',
      'Pulisci la batteria esterna e fai controllare la carica di gas e il compressore a un frigorista abilitato',
    ],
    tools: [T.multimetro, T.cacciaviteIsolato, T.torcia, T.guanti],
    steps: [
      step(
        'Controlla che il termostato o il telecomando sia in raffreddamento e sotto la temperatura della stanza, e che l’interruttore dell’unità esterna e quello sul quadro siano accesi.',
        'Il comando di raffreddamento c’è',
      ),
      step(
        'Guarda e ascolta l’unità esterna: ventola ferma o che gira, compressore che ronza, clic ripetuti.',
        'Sai se manca la ventola, il compressore o entrambi',
      ),
      step(
        'Se la ventola esterna è ferma, prova a spingerne le pale attraverso la griglia con un bastoncino di legno (mai le dita né metallo).',
        'Se parte e continua a girare, il condensatore della ventola è guasto',
        'Le pale possono partire di colpo: tieni le mani lontane.',
      ),
      step(
        'Togli corrente dal quadro, apri il pannellino dei collegamenti e guarda il condensatore: tetto bombato, olio o crepe.',
        'Un condensatore gonfio è il guasto',
        MOTOR_CAPACITOR,
      ),
      step(
        'Fai misurare la capacità e sostituire il condensatore con uno di pari µF e tensione (un tecnico lo scarica prima di toccarlo).',
        'Il compressore parte e dalle bocchette torna aria fredda in pochi minuti',
      ),
      step(
        'Se il condensatore è buono, fai controllare contattore, gas e compressore da un frigorista abilitato (F-gas).',
        'Hai la diagnosi del circuito frigorifero',
        REFRIGERANT,
      ),
    ],
    cost: 'Condensatore 15-40 € (con intervento 80-200 €); contattore 20-50 €; compressore o ricarica gas da centinaia di euro.',
    ifNotFixed:
      'Se con condensatore e contattore nuovi il compressore non parte o fa saltare l’interruttore, il compressore è guasto: serve un frigorista abilitato e conviene valutare un climatizzatore nuovo.',
  },
  {
    id: 'condizionatore-perde-acqua',
    category: 'elettrodomestici',
    devices: ['condizionatore'],
    label: 'gocciola o perde acqua dallo split interno',
    symptoms: [
      'il condizionatore perde acqua dallo split in casa',
      'gocciola acqua dal climatizzatore sul muro e sul pavimento',
      'dall’unità interna scendono gocce quando raffredda',
      'il tubo della condensa sul balcone non butta più acqua e lo split gocciola',
      'il condizionatore portatile si ferma e si accende la spia della tanica piena',
      'esce acqua dalla bocchetta dell’aria del climatizzatore',
      'perdita d’acqua dal condizionatore e odore di muffa',
      'dallo split del climatizzatore viene giù una goccia continua e sotto si è gonfiato l’intonaco',
    ],
    patterns: ['scarico condensa', 'tubo della condensa', 'vaschetta della condensa', 'pompa condensa'],
    problem:
      'Condizionatore che gocciola dall’unità interna: lo scarico della condensa (vaschetta, foro o tubo) è intasato da sporco e muffa, o il tubo è piegato o in contropendenza, e l’acqua trabocca',
    difficulty: 'intermediate',
    estimatedTime: '30-60 minuti',
    warnings: [BREAKER, 'Lavora su una scala stabile e con qualcuno che la tenga: lo split è in alto.'],
    causes: [
      'Scarico della condensa intasato (vaschetta, foro o tubo pieni di sporco, muffa o alghe): l’acqua trabocca dallo split',
      'Tubo della condensa piegato, schiacciato, staccato o senza pendenza',
      'Filtri sporchi o poco gas: l’evaporatore ghiaccia e sbrinando scarica più acqua di quanta la vaschetta ne tenga',
      'Pompa di scarico della condensa guasta (split senza scarico per gravità) o tanica piena nel pinguino',
      'Split interno montato non in bolla: pende dal lato opposto allo scarico',
    ],
    tells: [
      'se versando un po’ d’acqua nella vaschetta non esce dal tubo fuori, allora è lo scarico della condensa intasato',
      'se il tubo fuori è piegato, staccato o più in alto dello split, allora è il tubo',
      'se vedi brina o ghiaccio sulle alette dietro il filtro, allora sono filtri sporchi o poco gas',
      'se c’è una pompetta e non fa rumore quando la vaschetta è piena, allora è la pompa della condensa',
      'se l’acqua gocciola sempre dallo stesso lato dello split e con una livella lo split pende da quella parte, allora è il montaggio',
    ],
    solutions: [
      'Stura lo scarico della condensa: pulisci vaschetta e foro, soffia o aspira dal tubo esterno e versa acqua con un po’ di candeggina diluita',
      'Raddrizza e rifissa il tubo con pendenza verso lo scarico',
      'Lava i filtri e fai controllare il gas',
      'Sostituisci la pompa condensa o svuota la tanica',
      'Fai rimettere in bolla lo split con la pendenza verso lo scarico',
    ],
    tools: [T.torcia, T.bacinella, T.pennelli, T.cacciavitiGrandi],
    steps: [
      step(
        'Spegni il condizionatore e togli corrente; metti stracci sotto lo split.',
        'Niente acqua sul pavimento mentre lavori',
      ),
      step(
        'Apri il frontale, togli e lava i filtri con acqua tiepida; guarda le alette dell’evaporatore.',
        'Filtri puliti, alette senza ghiaccio',
      ),
      step(
        'Trova il tubo della condensa fuori (o nel lavandino/sifone) e controlla che scenda sempre e non sia schiacciato.',
        'Il tubo ha pendenza costante',
      ),
      step(
        'Aspira il tubo dall’estremità esterna con un aspirapolvere per liquidi o soffia con cautela, poi versa lentamente un bicchiere d’acqua nella vaschetta.',
        'L’acqua esce subito dal tubo fuori',
      ),
      step(
        'Versa un po’ d’acqua con candeggina diluita o un prodotto per condensa per togliere la muffa.',
        'Lo scarico resta libero più a lungo',
      ),
    ],
    cost: 'Gratis o pochi euro di prodotto; pompa condensa 40-100 €; intervento del tecnico 60-120 €.',
    ifNotFixed:
      'Se lo scarico è libero ma gocciola ancora, fai controllare da un tecnico la pendenza dello split, la vaschetta incrinata e il gas.',
  },
  {
    id: 'condizionatore-non-raffredda',
    category: 'elettrodomestici',
    devices: ['condizionatore'],
    label: 'va ma non rinfresca la casa (filtri, batteria esterna, gas)',
    symptoms: [
      'il condizionatore funziona ma raffredda poco, la casa non si rinfresca',
      'il climatizzatore fa aria fresca solo vicino, la stanza resta calda',
      'l’aria condizionata non rinfresca più come l’anno scorso',
      'si forma ghiaccio sui tubi dell’unità esterna o sulle alette dello split',
      'esce poca aria dallo split anche al massimo',
      'il condizionatore è sempre acceso ma non arriva mai alla temperatura',
      'forse manca il gas del condizionatore',
      'il climatizzatore va tutto il giorno e la bolletta sale ma in camera ci sono sempre 28 gradi',
    ],
    patterns: ['poco gas', 'ricarica gas', 'filtri sporchi', 'tubo ghiacciato', 'batteria esterna sporca'],
    problem:
      'Condizionatore che rinfresca male: i filtri e la batteria dell’unità interna sono intasati di polvere o la batteria esterna è sporca; se si forma ghiaccio sui tubi, manca gas refrigerante per una perdita',
    difficulty: 'intermediate',
    estimatedTime: '30-90 minuti',
    warnings: [
      BREAKER,
      REFRIGERANT,
      'La ricarica di gas e la ricerca perdite spettano a un tecnico abilitato (F-gas).',
    ],
    causes: [
      'Filtri dell’aria e alette dell’unità interna intasati di polvere: passa poca aria e l’evaporatore può ghiacciare',
      'Batteria (radiatore) dell’unità esterna sporca o ostruita da foglie, o ventola esterna lenta: il calore non viene smaltito',
      'Gas refrigerante scarso per una perdita (spesso ai raccordi a cartella): tubi ghiacciati e aria tiepida',
      'Impostazioni sbagliate (modalità deumidifica o ventilazione, temperatura alta) o stanza troppo grande per la potenza',
    ],
    tells: [
      'se i filtri sono grigi di polvere e lavati l’aria torna fredda, allora erano i filtri',
      'se le alette dell’unità esterna sono coperte di sporco o foglie e la ventola gira piano, allora è la batteria esterna',
      'se il tubo sottile fuori brina o ghiaccia e ci sono macchie d’olio ai raccordi, allora manca gas',
      'se il telecomando è su ventilazione o deumidifica, allora è l’impostazione',
    ],
    solutions: [
      'Lava i filtri ogni 2-4 settimane in estate e pulisci le alette con uno spray per climatizzatori',
      'Pulisci la batteria esterna con un pennello e acqua a bassa pressione, togli foglie e ostacoli',
      'Fai trovare la perdita e ricaricare il gas a un frigorista abilitato',
      'Imposta raffreddamento (fiocco di neve), ventola alta e temperatura 24-26 °C',
    ],
    tools: [T.pennelli, T.torcia, T.filtro, T.cacciavitiGrandi],
    steps: [
      step(
        'Controlla sul telecomando la modalità raffreddamento, la temperatura e la ventola.',
        'Le impostazioni sono giuste',
      ),
      step(
        'Togli corrente, apri il frontale dello split, togli i filtri e lavali con acqua tiepida; lasciali asciugare.',
        'I filtri sono puliti',
      ),
      step(
        'Guarda l’unità esterna: alette pulite, niente foglie, la ventola gira bene quando il condizionatore raffredda.',
        'La batteria esterna scambia aria liberamente',
      ),
      step(
        'Dopo 15 minuti di funzionamento tocca i due tubi all’unità esterna: quello grosso deve essere freddo e umido, senza ghiaccio.',
        'Tubo freddo senza brina: il gas è probabilmente a posto',
        REFRIGERANT,
      ),
      step(
        'Se vedi ghiaccio o macchie d’olio ai raccordi, chiama un frigorista per cercare la perdita e ricaricare.',
        'Il circuito viene riparato e ricaricato',
      ),
    ],
    cost: 'Pulizia fai da te pochi euro; sanificazione del tecnico 60-100 €; ricerca perdita e ricarica gas 100-300 €.',
    ifNotFixed:
      'Se dopo pulizia e ricarica raffredda ancora poco, il compressore o la valvola di espansione sono consumati: fatti dare un preventivo e confrontalo con un climatizzatore nuovo.',
  },
  {
    id: 'lavatrice-oggetto-cestello-rumore',
    category: 'elettrodomestici',
    devices: ['lavatrice'],
    label: 'colpi e tintinnii mentre lava: oggetto dimenticato in tasca',
    symptoms: [
      'la lavatrice fa clang clang durante il lavaggio',
      'sento un rumore di ferraglia mentre lava, come sassi in un barattolo',
      'sento qualcosa che sbatte dentro, come una moneta che rotola',
      'la lavatrice tintinna e gratta mentre lava i panni',
      'ho lavato i jeans con le chiavi in tasca e ora fa un rumore strano',
      'ho lavato i pantaloni con l’accendino in tasca e ora qualcosa sbatte',
      'un ferretto del reggiseno è uscito e sporge dai buchi del cestello',
    ],
    patterns: [
      'ferretto del reggiseno',
      'moneta nel cestello',
      'oggetto tra cestello e vasca',
      'dimenticato in tasca',
    ],
    problem:
      'Colpi e tintinnii mentre la lavatrice lava: un oggetto dimenticato in una tasca (moneta, chiavi, smartphone, accendino, ferretto del reggiseno) sbatte nel cestello o si è infilato tra cestello e vasca',
    difficulty: 'beginner',
    estimatedTime: '15-60 minuti',
    warnings: [
      UNPLUG_WATER,
      'Un telefono o un accendino lavati possono avere la batteria danneggiata: non ricaricarli e tienili lontani da fonti di calore.',
      WASHER_HEAVY,
    ],
    causes: [
      'Oggetto dimenticato in una tasca (moneta, chiavi, telefono, accendino) che sbatte nel cestello',
      'Ferretto del reggiseno o moneta infilati in un foro del cestello, che grattano contro la vasca',
      'Oggetto finito nel filtro o nella girante della pompa di scarico (rumore durante lo scarico)',
      'Cuscinetti consumati (rombo continuo che cresce con la centrifuga, non un colpo a ogni giro)',
    ],
    tells: [
      'se il rumore è un colpo o un tintinnio a ogni giro lento del cestello, allora è un oggetto nel cestello',
      'se girando il cestello a mano vuoto senti grattare in un punto e vedi qualcosa sporgere dai fori, allora è un oggetto tra cestello e vasca',
      'se il rumore c’è solo quando scarica, allora è nella pompa',
      'se è un rombo che cresce con i giri e il cestello ha gioco, allora sono i cuscinetti',
    ],
    solutions: [
      'Ferma il lavaggio, svuota il cestello e recupera l’oggetto; controlla sempre le tasche',
      'Sfila il ferretto o la moneta dai fori con una pinza a becchi lunghi, oppure togli la resistenza da dietro per recuperarli dalla vasca',
      'Apri il filtro della pompa e togli l’oggetto',
      'Fai sostituire i cuscinetti',
    ],
    tools: [T.pinze, T.torcia, T.bacinella, T.cacciavitiGrandi],
    steps: [
      step(
        'Metti in pausa, scarica l’acqua e, quando l’oblò si sblocca, togli tutti i panni controllando le tasche.',
        'Trovi l’oggetto tra i panni o no',
      ),
      step(
        'Gira il cestello vuoto a mano con una torcia puntata sui fori e sulla guarnizione.',
        'Vedi se qualcosa sporge o gratta',
      ),
      step(
        'Sfila ciò che sporge con una pinza a becchi lunghi, spingendolo verso l’interno del cestello.',
        'Il cestello gira silenzioso',
      ),
      step(
        'Apri il filtro della pompa in basso con una bacinella sotto e togli monete o bottoni.',
        'Filtro pulito, la girante gira libera',
      ),
      step(
        'Se l’oggetto è caduto nella vasca, a spina staccata togli il pannello posteriore e la resistenza e recuperalo dal foro.',
        'Oggetto recuperato senza smontare la vasca',
        UNPLUG_WATER,
      ),
    ],
    cost: 'Gratis; una guarnizione della resistenza nuova 5-10 € se la togli.',
    ifNotFixed:
      'Se senza oggetti il rumore resta e cresce con la centrifuga, sono i cuscinetti: serve un tecnico.',
  },
  {
    id: 'frigo-fabbricatore-ghiaccio-bloccato',
    category: 'elettrodomestici',
    devices: ['frigorifero'],
    label: 'il fabbricatore di cubetti (ice maker) è bloccato e non fa cubetti',
    symptoms: [
      'il fabbricatore di ghiaccio del frigo non fa più cubetti',
      'il contenitore del ghiaccio è congelato e non si riesce a togliere',
      'i cubetti si sono fusi in un unico blocco e il dispenser non li fa scendere',
      'premo la leva del ghiaccio e non esce niente, si sente il motorino girare',
      'lo sportellino del distributore resta aperto e lo scivolo si intasa',
      'l’ice maker è pieno di ghiaccio incastrato nello scivolo',
      'i cubetti si accumulano e si incastrano nello scivolo del dispenser nella porta',
    ],
    patterns: [
      'ice maker',
      'scivolo del ghiaccio',
      'sportellino del distributore',
      'contenitore del ghiaccio congelato',
    ],
    problem:
      'Fabbricatore di ghiaccio fermo perché un blocco di ghiaccio ostruisce lo scivolo o il contenitore: i cubetti si sciolgono e ricongelano in un blocco, spesso perché lo sportellino del distributore non chiude bene (solenoide o molla) e fa entrare aria umida',
    difficulty: 'beginner',
    estimatedTime: '30 minuti - 2 ore',
    warnings: [
      UNPLUG,
      FOOD,
      'Non scalpellare il ghiaccio con coltelli o cacciaviti: fori l’interno o i tubi.',
    ],
    causes: [
      'Blocco di ghiaccio nello scivolo o nel contenitore: i cubetti si sono fusi e ricongelati e bloccano la coclea del fabbricatore',
      'Sportellino (flap) del distributore del ghiaccio che resta aperto per solenoide guasto o guarnizione: entra aria umida, brina e ghiaccio nello scivolo',
      'Fabbricatore a secco: tubo di carico ghiacciato, filtro intasato o elettrovalvola',
      'Freezer troppo caldo (sopra -15 °C) o braccio del sensore del fabbricatore alzato',
    ],
    tells: [
      'se il contenitore è incollato e dentro c’è un unico blocco, allora è il ghiaccio fuso e ricongelato',
      'se lo sportellino resta aperto dopo aver erogato o c’è brina attorno allo scivolo, allora è lo sportellino (solenoide)',
      'se la vaschetta dei cubetti è vuota e asciutta, allora manca l’acqua (tubo, filtro o elettrovalvola)',
      'se il braccio metallico è alzato o il freezer segna sopra -15 °C, allora è il sensore o la temperatura',
    ],
    solutions: [
      'Togli il contenitore (scongelandolo con un phon tenuto lontano o con panni caldi), rompi e butta il blocco, libera lo scivolo',
      'Sostituisci il solenoide o la guarnizione dello sportellino del distributore',
      'Scongela il tubo di carico con acqua tiepida e cambia il filtro dell’acqua',
      'Abbassa la temperatura del freezer e abbassa il braccio del sensore',
    ],
    tools: [T.torcia, T.bacinella, T.calore, T.cacciavitiGrandi],
    steps: [
      step(
        'Spegni il fabbricatore di ghiaccio e apri la porta del freezer: guarda contenitore, scivolo e sportellino.',
        'Vedi dove si è formato il blocco',
      ),
      step(
        'Scongela il contenitore con asciugamani caldi o un phon tenuto a distanza, poi sfilalo e butta il blocco.',
        'Contenitore libero e vuoto',
        'Niente lame o cacciaviti sul ghiaccio.',
      ),
      step(
        'Libera lo scivolo nella porta con acqua tiepida o il phon, asciugando l’acqua che cola.',
        'Lo scivolo è libero',
      ),
      step(
        'Eroga del ghiaccio e guarda se lo sportellino si richiude bene dopo qualche secondo.',
        'Lo sportellino chiude: niente più brina nello scivolo',
      ),
      step(
        'Riaccendi il fabbricatore e controlla dopo qualche ora che la vaschetta si riempia d’acqua e faccia cubetti.',
        'Il fabbricatore produce di nuovo cubetti separati',
      ),
    ],
    cost: 'Gratis se è solo ghiaccio; solenoide dello sportellino 20-50 €; filtro dell’acqua 20-50 €.',
    ifNotFixed:
      'Se la vaschetta resta asciutta o lo sportellino non chiude, serve il ricambio (elettrovalvola, solenoide o fabbricatore): chiama l’assistenza.',
  },
  {
    id: 'asciugatrice-non-si-accende',
    category: 'elettrodomestici',
    devices: ['asciugatrice'],
    label: 'morta: nessun segno di vita o cestello fermo',
    symptoms: [
      'l’asciugatrice non si accende più, è morta del tutto',
      'completamente morta, il display resta nero qualunque tasto tocchi',
      'dopo l’allagamento della lavanderia l’asciugatrice non va più',
      'l’asciugatrice ha fatto un botto e odore di bruciato e ora è spenta',
      'si accendono le luci ma il cestello non gira e non scalda',
      'l’asciugatrice ronza ma il motore non parte',
      'si è bagnata sotto (perdita o allagamento) e da allora non parte',
      'dopo un fulmine ho cambiato il cavo e l’interruttore ma l’asciugatrice ancora non parte',
    ],
    patterns: ['fusibile termico dell’asciugatrice', 'termofusibile dell’asciugatrice'],
    problem:
      'Asciugatrice che non dà segni di vita o non gira: fusibile termico (termofusibile) bruciato per surriscaldamento, microinterruttore della porta o pulsante di avvio, oppure motore o scheda guasti, spesso dopo che l’acqua di un allagamento o di una perdita li ha raggiunti',
    difficulty: 'intermediate',
    estimatedTime: '1-2 ore',
    warnings: [
      UNPLUG,
      'Se è stata sott’acqua non riaccenderla finché motore, scheda e connettori non sono del tutto asciutti.',
      TESTER,
    ],
    causes: [
      'Fusibile termico (termofusibile) bruciato per filtri o condotto dell’aria intasati: toglie corrente al motore o a tutta la macchina',
      'Microinterruttore della porta o pulsante di avvio rotto: la macchina non sa di essere chiusa',
      'Motore guasto o bruciato (avvolgimenti o condensatore), anche dopo un allagamento che lo ha bagnato',
      'Scheda elettronica con relè o piste bruciate, o connettori ossidati dall’acqua',
      'Presa o salvavita senza corrente',
    ],
    tells: [
      'se il fusibile termico sul condotto non dà continuità al multimetro, allora è il termofusibile',
      'se premendo a mano il microinterruttore della porta non senti clic o non c’è continuità, allora è la porta',
      'se le spie si accendono e il motore ronza senza girare, o ha gli avvolgimenti interrotti, allora è il motore',
      'se arriva corrente alla scheda ma non esce verso il motore e vedi bruciature, allora è la scheda',
      'se nella stessa presa un altro apparecchio non funziona o nel quadro è scattato un interruttore, allora è l’alimentazione',
    ],
    solutions: [
      'Sostituisci il fusibile termico e pulisci filtri, condotto e tubo dell’aria',
      'Sostituisci il microinterruttore della porta o il pulsante',
      'Fai asciugare il motore e i connettori; se è bruciato sostituisci il motore',
      'Fai riparare o sostituire la scheda',
    ],
    tools: [T.multimetro, T.cacciavitiGrandi, T.fusibileTermico, T.microinterruttore, T.torcia],
    steps: [
      step(
        'Controlla presa, interruttore sul quadro e blocco bambini o avvio ritardato.',
        'La corrente arriva',
      ),
      step(
        'Se è stata bagnata, lasciala staccata e aperta ad asciugare per almeno 2-3 giorni.',
        'Niente acqua residua su motore e scheda',
        UNPLUG,
      ),
      step(
        'A spina staccata togli il pannello posteriore e misura il fusibile termico sul condotto dell’aria calda.',
        'Se non dà continuità, è bruciato',
      ),
      step(
        'Prova il microinterruttore della porta e il pulsante di avvio con il multimetro.',
        'Entrambi chiudono quando premuti',
      ),
      step(
        'Misura gli avvolgimenti del motore e guarda la scheda: bruciature, relè anneriti, connettori verdi di ossido.',
        'Trovi il pezzo guasto',
        TESTER,
      ),
    ],
    cost: 'Fusibile termico 10-20 €; microinterruttore 10-25 €; motore 80-200 €; scheda 100-250 €.',
    ifNotFixed:
      'Se motore e scheda sono entrambi danneggiati dall’acqua, la riparazione costa quasi quanto un’asciugatrice nuova: fatti fare un preventivo.',
  },
  {
    id: 'asciugatrice-scheda-f01',
    category: 'elettrodomestici',
    devices: ['asciugatrice'],
    label: 'suona e dà F01 appena parte (scheda)',
    symptoms: [
      'l’asciugatrice dà errore F01 e si ferma',
      'dopo pochi secondi dall’avvio suona e compare F01',
      'i panni restano bagnati perché si blocca subito con il codice F1',
      'le luci si accendono ma quando premo avvio il motore non parte e lampeggia un errore',
      'errore della scheda elettronica dell’asciugatrice',
      'la scheda dell’asciugatrice puzza di bruciato',
    ],
    patterns: [
      'whirlpool maytag kenmore: f01',
      'whirlpool maytag kenmore: f1',
      'whirlpool maytag kenmore: f-01',
    ],
    problem:
      'Errore F01 sulle asciugatrici Whirlpool, Maytag e Kenmore: guasto della scheda elettronica di controllo, spesso il relè del motore con le saldature o i contatti bruciati',
    difficulty: 'advanced',
    estimatedTime: '1-2 ore',
    warnings: [UNPLUG, 'La scheda lavora a tensione di rete: non toccarla con la spina inserita.', TESTER],
    causes: [
      'Scheda elettronica di controllo guasta: relè del motore o del riscaldamento con le saldature bruciate o i contatti incollati',
      'Connettori della scheda allentati o ossidati',
      'Motore in corto che fa bruciare il relè (va controllato prima di montare la scheda nuova)',
      'Scheda bloccata dopo uno sbalzo di tensione o un temporale: si sblocca staccando la corrente',
      'Condensa o acqua sulla scheda',
    ],
    tells: [
      'se sulla scheda vedi saldature annerite o un relè che puzza di bruciato, allora è la scheda',
      'se staccando e riattaccando i connettori l’errore sparisce, allora erano i connettori',
      'se il motore misura pochi ohm o è in corto verso massa, allora è il motore che ha bruciato il relè',
      'se l’errore è comparso dopo un temporale e sparisce con la spina staccata 5 minuti, allora era un blocco della scheda',
      'se sulla scheda ci sono gocce o aloni di calcare, allora è l’acqua',
    ],
    solutions: [
      'Fai rifare le saldature o sostituire il relè da un tecnico elettronico, oppure sostituisci la scheda',
      'Pulisci e ricollega bene i connettori',
      'Sostituisci il motore prima della scheda',
      'Stacca la spina 5 minuti per resettare la scheda',
      'Asciuga la scheda e trova da dove arriva l’acqua',
    ],
    tools: [T.multimetro, T.cacciavitiGrandi, T.torcia, T.saldatore, T.stagno],
    steps: [
      step(
        'Stacca la spina per 5 minuti e riprova: un errore casuale sparisce.',
        'Se ritorna F01 è un guasto vero',
      ),
      step(
        'A spina staccata apri il pannello della scheda e fotografa i connettori prima di toccarli.',
        'Hai i collegamenti documentati',
        UNPLUG,
      ),
      step(
        'Guarda la scheda con una torcia: saldature annerite o crepate ai piedini dei relè, odore di bruciato.',
        'Trovi il punto bruciato',
      ),
      step('Misura il motore per escludere un corto che ribrucerebbe il relè.', 'Il motore è sano', TESTER),
      step(
        'Fai rifare le saldature o cambiare il relè, oppure monta una scheda nuova con lo stesso codice.',
        'L’asciugatrice parte senza F01',
      ),
    ],
    cost: 'Riparazione della scheda 30-80 €; scheda nuova 150-250 €.',
    ifNotFixed:
      'Se anche con la scheda nuova torna F01, fai controllare il cablaggio e il motore da un tecnico.',
  },
  {
    id: 'scaldabagno-non-scalda',
    category: 'elettrodomestici',
    devices: ['scaldabagno'],
    label: 'niente più acqua calda: resistenza o termostato',
    symptoms: [
      'lo scaldabagno elettrico non scalda più, esce solo acqua fredda',
      'il boiler elettrico fa l’acqua tiepida e finisce subito',
      'la spia dello scaldabagno è spenta e l’acqua è gelata',
      'lo scaldacqua fa saltare il salvavita appena lo accendo',
      'la doccia dura due minuti e poi diventa fredda',
      'lo scaldabagno ci mette ore a scaldare e fa dei rumori come sassolini che bollono',
      'acqua calda sparita da un giorno all’altro, lo scaldabagno è acceso',
      'dopo una notte di gelo dal rubinetto dell’acqua calda non esce nemmeno una goccia',
    ],
    patterns: [
      'termostato di sicurezza',
      'riarmo del termostato',
      'resistenza incrostata',
      'resistenza bruciata',
    ],
    problem:
      'Scaldabagno elettrico che non scalda: resistenza bruciata o incrostata di calcare, termostato guasto o termostato di sicurezza (limitatore) scattato che va riarmato',
    difficulty: 'intermediate',
    estimatedTime: '30 minuti - 2 ore',
    warnings: [
      'Stacca l’interruttore dello scaldabagno sul quadro elettrico prima di aprire il coperchio: i morsetti sono a 230 V.',
      'L’acqua nel serbatoio può essere bollente: per svuotarlo aspetta che si raffreddi e chiudi l’acqua fredda in ingresso.',
      'Non toccare né bloccare la valvola di sicurezza: protegge il serbatoio dalla sovrapressione.',
    ],
    causes: [
      'Interruttore bipolare o salvavita dello scaldabagno spenti',
      'Resistenza bruciata o ricoperta di calcare: non scalda più o fa saltare il salvavita',
      'Termostato di sicurezza (limitatore) scattato per surriscaldamento: va riarmato premendo il pulsantino',
      'Termostato di regolazione guasto o regolato troppo basso',
      'Calcare e sedimenti sul fondo del serbatoio che riducono l’acqua calda disponibile',
      'Tubo dell’acqua gelato nella notte (un tratto all’aperto o in cantina non isolato): dal rubinetto caldo non esce proprio acqua',
    ],
    tells: [
      'se la spia dello scaldabagno è spenta e l’interruttore a parete è giù, allora è l’alimentazione',
      'se appena lo accendi scatta il salvavita, o la resistenza misurata è aperta o verso terra, allora è la resistenza',
      'se sotto il coperchio il pulsantino del termostato di sicurezza è sporgente e premendolo fa clic, allora era il limitatore',
      'se la manopola è al massimo e al termostato arriva corrente ma non esce verso la resistenza, allora è il termostato',
      'se scalda ma l’acqua calda finisce presto e senti crepitii, allora è il calcare',
      'se dopo una notte sotto zero non esce acqua dal rubinetto caldo, allora è un tubo gelato: scaldalo piano (panni caldi, phon, mai una fiamma) e poi isolalo',
    ],
    solutions: [
      'Svuota lo scaldabagno e sostituisci la resistenza (e la guarnizione della flangia), decalcificando il serbatoio',
      'Riarma il termostato di sicurezza; se scatta di nuovo, sostituisci il termostato',
      'Regola o sostituisci il termostato',
      'Svuota e pulisci il serbatoio dal calcare e controlla l’anodo di magnesio',
    ],
    tools: [T.multimetro, T.cacciaviteIsolato, T.cercafase, T.resistenza, T.termostato, T.bacinella],
    steps: [
      step(
        'Controlla che l’interruttore dello scaldabagno sul quadro sia acceso e la manopola su 55-60 °C.',
        'La corrente arriva',
      ),
      step(
        'Stacca l’interruttore sul quadro e togli il coperchio sotto lo scaldabagno: trova il termostato con il pulsante di riarmo.',
        'Vedi termostato e morsetti della resistenza',
      ),
      step(
        'Premi il pulsante di riarmo del termostato di sicurezza finché fa clic, rimonta il coperchio e riaccendi.',
        'Se dopo un’ora l’acqua è calda era il limitatore',
      ),
      step(
        'Se non scalda, misura a corrente staccata la resistenza tra i suoi morsetti e verso la flangia.',
        'Circuito aperto o dispersione verso terra: la resistenza è guasta',
        'Lavora solo con l’interruttore sul quadro spento.',
      ),
      step(
        'Per sostituirla chiudi l’acqua fredda, svuota il serbatoio dal rubinetto di scarico o dal gruppo di sicurezza, svita la flangia e monta resistenza e guarnizione nuove.',
        'Nuova resistenza montata senza perdite',
      ),
      step(
        'Riempi completamente il serbatoio (apri un rubinetto dell’acqua calda finché esce acqua) prima di ridare corrente.',
        'Mai accendere la resistenza a secco',
      ),
    ],
    cost: 'Resistenza 15-40 €; termostato 15-30 €; intervento dell’idraulico o elettricista 80-150 €.',
    ifNotFixed:
      'Se il serbatoio perde o è molto vecchio, conviene uno scaldabagno nuovo: fatti fare un preventivo.',
  },
];
