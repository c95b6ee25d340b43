import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import {
  CONSOLE_SAVES,
  CONSOLE_UNPLUG,
  CONSOLE_WARRANTY,
  DISK_BACKUP,
  HANDHELD_BATTERY,
  LASER,
  LITHIUM,
  OLD_CAPS,
  STATIC,
} from './warnings.ts';

/**
 * Console faults that the fourth round of frequency research of issue 24
 * (docs/ai-coverage-research.md, round 4) found in people's own reports and that the knowledge base
 * lacked: a fan that has stopped, the drive tray's rubber belt, controller buttons pressed by themselves
 * (conductive rubber pads), controllers dead after months in a drawer, clock and save batteries of consoles
 * and cartridges, the PS3's failing hard disk, a PSP that runs only on its charger, broken wires in the cable
 * of old wired pads, old consoles that don't power on (power jack, switch, regulator).
 */
export const RICERCA4_CONSOLE: KnowledgeEntry[] = [
  {
    id: 'console-ventola-ferma',
    category: 'console',
    devices: ['console', 'nintendo', 'playstation', 'xbox'],
    label: 'la ventola della console è ferma e non esce aria',
    symptoms: [
      'la ventola della console è ferma, le pale non si muovono',
      'dalle prese d’aria dietro non esce aria e la console scotta',
      'il wii scotta al tatto e dalla griglia non sento nessun movimento d’aria',
      'la console è silenziosissima, non sento la ventola, poi si spegne',
      'ventola bloccata dalla polvere, non parte più',
      'la ventola non parte, si sente solo un ronzio',
      'la fan è bloccata e la xbox entra in protezione',
    ],
    patterns: ['ventola ferma', 'ventola bloccata', 'ventola non gira', 'non esce aria'],
    problem:
      'Console che scotta e si spegne dopo un po’ di gioco perché la ventola di raffreddamento è ferma (bloccata da polvere e peli, cuscinetto grippato o connettore/motorino guasto)',
    difficulty: 'intermediate',
    estimatedTime: '30-90 minuti',
    warnings: [
      CONSOLE_UNPLUG,
      CONSOLE_WARRANTY,
      'Non usare la console con la ventola ferma: il calore rovina le saldature dei chip.',
    ],
    causes: [
      'Ventola bloccata da polvere, peli o un corpo estraneo tra le pale',
      'Cuscinetto della ventola grippato o motorino della ventola guasto',
      'Connettore della ventola staccato o filo tranciato',
      'Pasta termica secca e dissipatore intasato di polvere',
    ],
    tells: [
      'se le pale girano a fatica con un dito e tra le pale c’è polvere, allora è la ventola intasata',
      'se le pale girano libere a mano ma accesa non parte o ronza, allora è il motorino della ventola',
      'se la ventola nuova o quella vecchia collegata bene riparte, allora era il connettore',
      'se la ventola gira ma la console scotta lo stesso, allora sono pasta termica e dissipatore',
    ],
    solutions: [
      'Apri la console e pulisci la ventola con pennello e aria compressa tenendo ferme le pale',
      'Sostituisci la ventola con una uguale (stesso connettore e tensione)',
      'Ricollega bene il connettore della ventola alla scheda',
      'Pulisci il dissipatore e rifai la pasta termica',
    ],
    tools: [
      T.cacciaviti,
      T.puntaSicurezza,
      T.tripleWing,
      T.ariaCompressa,
      T.pennelli,
      T.ventola,
      T.pastaTermica,
    ],
    steps: [
      step(
        'Accendi la console e avvicina la mano alla presa d’aria di uscita: deve sentirsi un flusso d’aria calda.',
        'Se non esce aria, la ventola è ferma',
      ),
      step(
        'Spegni, stacca la spina e apri la scocca (sul Wii servono la punta tri-wing e di sicurezza).',
        'Ventola visibile',
        CONSOLE_UNPLUG,
      ),
      step(
        'Tieni ferme le pale e pulisci ventola e griglie con pennello e aria compressa; prova a girarle con un dito.',
        'Le pale girano libere',
      ),
      step('Controlla che il connettore della ventola sia inserito bene nella scheda.', 'Connettore a posto'),
      step(
        'Se le pale girano libere ma accesa la ventola non parte, monta una ventola di ricambio dello stesso modello.',
        'Si sente di nuovo l’aria uscire',
      ),
      step(
        'Rimonta e gioca un paio d’ore: la console deve restare tiepida e non spegnersi.',
        'Niente più spegnimenti',
      ),
    ],
    cost: 'Pulizia gratis; ventola di ricambio 5-20 €; pasta termica 5-10 €.',
    ifNotFixed:
      'Se con la ventola che gira si spegne ancora, rifai la pasta termica; se continua, il guasto è sull’alimentazione o sulle saldature dei chip: serve un laboratorio.',
  },
  {
    id: 'console-cassetto-cinghia',
    category: 'console',
    devices: ['console', 'playstation', 'xbox', 'nintendo'],
    label: 'il cassetto del lettore non si apre, non si chiude o si riapre da solo',
    symptoms: [
      'premo eject e il cassetto non si apre, si sente solo il motorino girare',
      'il cassetto del lettore non si chiude più o si riapre da solo',
      'il carrello della play 2 non esce, fa un rumore di motorino a vuoto',
      'il vassoio dei dischi si blocca a metà e torna dentro',
      'il lettore dvd della xbox non apre il cassetto, devo aprirlo con la graffetta',
      'chiudo il cassetto a mano con il disco ma non legge niente',
      'il cassetto si apre a fatica, a scatti, e scivola',
      'quando metto il disco il lettore gratta e il cassetto torna fuori',
    ],
    patterns: ['cinghia', 'cinghietta', 'elastico del lettore', 'cassetto non si apre', 'cassetto si riapre'],
    problem:
      'Cassetto del lettore che non si apre, non si chiude o si riapre da solo: la cinghia (cinghietta di gomma) che lo muove è allentata, slittata o rotta',
    difficulty: 'intermediate',
    estimatedTime: '20-60 minuti',
    warnings: [CONSOLE_UNPLUG, CONSOLE_WARRANTY, LASER],
    causes: [
      'Cinghia di gomma del cassetto allentata, lucida o rotta: il motorino gira a vuoto',
      'Cinghia sporca di grasso o puleggia sporca che la fa slittare',
      'Magnete del pressore (clamp) del disco scollato: il disco non viene tenuto e gratta',
      'Sensore di cassetto chiuso o ingranaggio del cassetto rotto',
    ],
    tells: [
      'se si sente il motorino ma il cassetto non si muove, allora è la cinghia rotta o slittata',
      'se il cassetto si muove solo aiutandolo con un dito, allora la cinghia è allentata o unta',
      'se il cassetto si chiude ma il disco gratta e non gira bene, allora è il magnete del pressore scollato',
      'se con la cinghia nuova il cassetto va e viene senza fermarsi, allora è il sensore o un ingranaggio',
    ],
    solutions: [
      'Sostituisci la cinghia con una nuova della stessa misura (si vende in kit per lettori)',
      'Pulisci cinghia e pulegge con alcool isopropilico',
      'Reincolla il magnete nel pressore del disco',
      'Sostituisci l’ingranaggio o il lettore',
    ],
    tools: [T.cacciaviti, T.torx, T.pinzette, T.cinghia, T.alcool],
    steps: [
      step(
        'Apri il cassetto con il foro di espulsione manuale (graffetta) o la vite di espulsione per togliere il disco.',
        'Disco fuori',
      ),
      step(
        'Spegni, stacca la spina e apri la console fino a vedere il lettore.',
        'Lettore accessibile',
        CONSOLE_UNPLUG,
      ),
      step(
        'Guarda sotto il cassetto la piccola cinghia tra la puleggia del motorino e quella grande.',
        'Cinghia rotta, uscita o lucida e molle',
      ),
      step(
        'Monta la cinghia nuova con le pinzette, prima sulla puleggia grande e poi su quella piccola; pulisci le pulegge con alcool.',
        'La cinghia è tesa',
      ),
      step(
        'Se il disco gratta, controlla il pressore sopra il disco: il magnete deve essere incollato al suo posto.',
        'Magnete fermo',
      ),
      step(
        'Rimonta e prova apertura, chiusura e lettura di un disco.',
        'Il cassetto si apre e chiude e il disco parte',
      ),
    ],
    cost: 'Cinghie di ricambio 2-8 € (kit di più misure); colla per il magnete pochi euro.',
    ifNotFixed:
      'Se con la cinghia nuova il cassetto non va ancora, controlla l’ingranaggio e il sensore del cassetto o sostituisci il lettore.',
  },
  {
    id: 'controller-tasto-premuto-gommino',
    category: 'console',
    devices: ['controller'],
    label: 'un tasto del controller resta premuto da solo o non risponde',
    symptoms: [
      'il tasto giù della croce resta premuto anche se non lo tocco',
      'il controller preme da solo un tasto, il personaggio si muove verso un lato',
      'un tasto del pad non funziona più, devo schiacciarlo fortissimo',
      'la croce direzionale risponde solo ogni tanto',
      'il tasto è incastrato dopo che il controller è caduto',
      'il dpad del dualshock fa input fantasma',
      'il tasto X resta giù e non torna su, è appiccicoso',
      'i tasti del joystick vanno a intermittenza, a volte sì a volte no',
    ],
    patterns: [
      'gommino',
      'gommini',
      'membrana',
      'pallino conduttivo',
      'input fantasma',
      'tasto premuto da solo',
    ],
    problem:
      'Tasto del controller che resta premuto o non risponde: gommino conduttivo della membrana consumato o staccato, sporco tra membrana e scheda, o un pezzo della scocca spostato dopo una caduta',
    difficulty: 'intermediate',
    estimatedTime: '30-60 minuti',
    warnings: [CONSOLE_WARRANTY, 'Togli le pile o scollega la batteria del controller prima di aprirlo.'],
    causes: [
      'Gommino (membrana in gomma) sotto il tasto consumato, strappato o con il pallino conduttivo staccato',
      'Sporco, bibite zuccherate o unto tra la membrana e le piste della scheda',
      'Pezzo della scocca o del tasto spostato o sganciato dopo una caduta che tiene il tasto giù',
      'Piste dorate della scheda consumate o ossidate sotto il tasto',
    ],
    tells: [
      'se il tasto scatta bene ma il comando resta attivo o non arriva, allora è il gommino conduttivo',
      'se il tasto è duro, appiccicoso o scricchiola, allora è lo sporco',
      'se il problema è comparso dopo una caduta e il tasto resta fisicamente giù, allora è un pezzo della scocca fuori sede',
      'se con un gommino nuovo il tasto non va ancora, allora sono le piste della scheda',
    ],
    solutions: [
      'Sostituisci la membrana o i gommini del tasto (si vendono in kit per ogni controller)',
      'Smonta il controller e lava gommini e scocche, pulisci la scheda con alcool isopropilico',
      'Riapri il controller e rimetti a incastro il pezzo di scocca o il tasto spostato',
      'Ripristina il contatto con vernice conduttiva o dischetti conduttivi adesivi',
    ],
    tools: [T.cacciaviti, T.apertura, T.alcool, T.pinzette],
    steps: [
      step(
        'Togli le pile o la batteria e svita le viti sul retro del controller.',
        'Scocca aperta',
        CONSOLE_WARRANTY,
      ),
      step(
        'Togli i tasti e la membrana di gomma, tenendo nota di come sono montati.',
        'Gommini e piste della scheda visibili',
      ),
      step(
        'Guarda il gommino del tasto difettoso: il pallino nero sotto deve esserci, intero e pulito.',
        'Se manca o è strappato, serve un gommino nuovo',
      ),
      step(
        'Lava scocche, tasti e membrana in acqua tiepida e sapone, asciuga bene; pulisci la scheda con alcool.',
        'Niente residui appiccicosi',
      ),
      step(
        'Controlla che nessun pezzo della scocca o del tasto sia fuori dal suo incastro, poi rimonta.',
        'Ogni tasto torna su da solo',
      ),
      step('Prova tutti i tasti nel menu o in un tester dei tasti.', 'Nessun tasto premuto da solo'),
    ],
    cost: 'Pulizia gratis; kit gommini o membrane 3-10 €.',
    ifNotFixed:
      'Se il tasto resta premuto anche con membrana nuova e scheda pulita, la scheda del controller è danneggiata: conviene un controller nuovo.',
  },
  {
    id: 'controller-batteria-scarica-profonda',
    category: 'console',
    devices: ['controller'],
    label: 'il controller è morto: non si accende neanche collegato',
    symptoms: [
      'il controller non dà segni di vita neanche collegato in usb',
      'l’ho lasciato tutta la notte collegato alla console ma il joystick resta spento',
      'il dualshock 3 era fermo da mesi e ora non si accende più',
      'il controller non si accende, nessuna lucina, né con il filo né senza',
      'dopo tanto tempo nel cassetto il pad è morto',
      'premo il tasto ps e non succede niente, il controller è completamente morto',
      'il controller inutilizzato da un anno non si riaccende più',
    ],
    patterns: ['scarica profonda', 'nessun segno di vita'],
    problem:
      'Controller che non si accende né si carica, spesso dopo mesi di inutilizzo: la batteria al litio interna si è scaricata sotto la soglia minima (scarica profonda) o è esaurita, e il circuito del controller non la riprende più',
    difficulty: 'intermediate',
    estimatedTime: '20-60 minuti',
    warnings: [CONSOLE_WARRANTY, LITHIUM],
    causes: [
      'Batteria al litio scaricata sotto la soglia minima (scarica profonda) dopo mesi senza ricarica',
      'Batteria al litio esaurita dagli anni',
      'Filo USB che porta solo corrente o porta del controller rovinata',
      'Connettore della batteria staccato dentro il controller (dopo una caduta)',
    ],
    tells: [
      'se il controller è rimasto mesi senza ricaricare e ora non fa niente neanche col cavo, allora è la scarica profonda',
      'se si carica ma dura pochi minuti, allora la batteria è esaurita',
      'se con un altro cavo dati o un’altra porta si accende, allora era il cavo o la porta',
      'se aperto il connettore della batteria è fuori sede, allora basta ricollegarlo',
    ],
    solutions: [
      'Sostituisci la batteria del controller con una compatibile (si trova per ogni modello)',
      'Prova a riattivarla lasciandola molte ore in carica su una porta USB della console accesa',
      'Prova un altro cavo USB dati e un’altra porta',
      'Apri il controller e ricollega il connettore della batteria',
    ],
    tools: [T.cavoUsb, T.cacciaviti, T.apertura, T.batteriaConsole, T.multimetro],
    steps: [
      step(
        'Prova un altro cavo USB dati (non solo ricarica) e un’altra porta USB.',
        'Se si accende, era il cavo',
      ),
      step(
        'Premi il pulsantino di reset sul retro del controller con una graffetta, poi ricollegalo.',
        undefined,
      ),
      step(
        'Apri il controller e controlla il connettore della batteria; se hai un multimetro misura la batteria.',
        'Sotto i 3 V circa la batteria è scarica in profondità',
        LITHIUM,
      ),
      step(
        'Monta una batteria nuova compatibile, rispettando il verso del connettore.',
        'Il controller si accende e la lucina di carica lampeggia',
      ),
      step(
        'Richiudi e caricalo completamente prima di usarlo senza filo.',
        'Il controller resta acceso senza cavo',
      ),
    ],
    cost: 'Batteria di ricambio per controller 8-15 €; cavo USB dati 5 €.',
    ifNotFixed:
      'Se con una batteria nuova il controller non si accende neanche col cavo, il circuito di ricarica o la scheda sono guasti: conviene un controller nuovo.',
  },
  {
    id: 'console-batteria-tampone-orologio',
    category: 'console',
    devices: ['console', 'nintendo'],
    label: 'la console non salva data, ora e impostazioni (batteria tampone)',
    symptoms: [
      'ogni volta la console mi chiede di nuovo lingua, data e ora',
      'il saturn non salva le impostazioni di sistema',
      'il dreamcast vuole sempre di nuovo data e orario',
      'la console ha perso tutti i salvataggi della memoria interna e l’orologio',
      'la data torna sempre a quella di fabbrica quando stacco la spina',
      'la console non ricorda niente dopo averla spenta',
      'devo reimpostare l’orario tutte le volte',
    ],
    patterns: ['batteria tampone', 'cr2032', 'batteria a bottone', 'ml2032', 'memoria di sistema cancellata'],
    problem:
      'Console che ogni volta chiede data, ora e lingua e perde i salvataggi interni: la batteria tampone a bottone (CR2032 o simile) che tiene in vita orologio e memoria è esaurita',
    difficulty: 'beginner',
    estimatedTime: '5-20 minuti',
    warnings: [CONSOLE_UNPLUG, CONSOLE_SAVES],
    causes: [
      'Batteria tampone a bottone (CR2032 sul Saturn) esaurita dagli anni',
      'Batteria ricaricabile interna (Dreamcast) scarica perché la console è rimasta spenta a lungo, o esaurita',
      'Contatti del portabatteria ossidati o piegati',
      'Diodo o circuito della memoria guasto sulla scheda',
    ],
    tells: [
      'se la console chiede data e ora a ogni accensione, allora è la batteria tampone esaurita',
      'se è un Dreamcast e il problema sparisce dopo qualche giorno acceso, allora la batteria ricaricabile era solo scarica',
      'se con una batteria nuova va solo premendo la batteria, allora sono i contatti del portabatteria',
      'se con una batteria nuova e contatti puliti perde ancora l’ora, allora è il circuito della scheda',
    ],
    solutions: [
      'Sostituisci la batteria a bottone con una nuova dello stesso tipo, lato + come la vecchia',
      'Sul Dreamcast lascia la console accesa qualche ora o sostituisci la batteria (meglio con portabatteria)',
      'Pulisci e tendi i contatti del portabatteria',
      'Fai controllare il circuito della memoria da un tecnico',
    ],
    tools: [T.cacciaviti, T.pinzette, T.alcool, T.multimetro],
    steps: [
      step(
        'Stacca la spina e apri lo sportellino della batteria (sul Saturn è dietro, sotto lo sportello della porta di espansione).',
        'Batteria a bottone visibile',
        CONSOLE_UNPLUG,
      ),
      step(
        'Sgancia la batteria con un’unghia o uno stuzzicadenti e leggi la sigla (di solito CR2032).',
        'Batteria fuori',
      ),
      step('Se hai un multimetro, misurala: sotto 2,8 V è esaurita.', undefined),
      step(
        'Pulisci i contatti con alcool e monta la batteria nuova con il lato + come la vecchia.',
        'Batteria ben ferma',
      ),
      step(
        'Riaccendi, imposta data e ora, spegni e stacca la spina per qualche minuto, poi riaccendi.',
        'La console ricorda data e impostazioni',
      ),
    ],
    cost: 'Batteria CR2032 1-3 €.',
    ifNotFixed:
      'Se con la batteria nuova perde ancora data e salvataggi, un tecnico deve controllare il circuito della memoria (diodi e chip di reset) sulla scheda.',
  },
  {
    id: 'cartuccia-batteria-salvataggi',
    category: 'console',
    devices: ['nintendo', 'console'],
    label: 'la cartuccia non salva più o perde i salvataggi (batteria della cartuccia)',
    symptoms: [
      'il gioco di pokemon non salva più, quando riaccendo la partita è sparita',
      'la cartuccia del game boy ha perso tutti i salvataggi',
      'il gioco dice che la batteria interna si è scaricata',
      'salvo la partita ma quando spengo il gameboy la cartuccia non la tiene',
      'la cartuccia del super nintendo perde i salvataggi ogni volta',
      'pokemon oro non ricorda più l’orologio, gli eventi a tempo non vanno',
      'la cassetta del gioco non salva, riparte sempre da capo',
    ],
    patterns: [
      'batteria interna si è scaricata',
      'the internal battery has run dry',
      'batteria della cartuccia',
      'cr2025',
      'cr2032',
    ],
    problem:
      'Cartuccia che non tiene i salvataggi o l’orologio: la batteria a bottone saldata dentro la cartuccia (CR2025 o CR2032) è esaurita dopo tanti anni',
    difficulty: 'intermediate',
    estimatedTime: '20-45 minuti',
    warnings: [
      'Prima di cambiare la batteria il salvataggio si perde comunque: se ancora salva, copialo con un dumper di cartucce.',
      'Non saldare direttamente sulla batteria: usa una batteria con le linguette già saldate.',
    ],
    causes: [
      'Batteria a bottone della cartuccia (CR2025/CR2032) esaurita',
      'Linguette o saldature della batteria ossidate o staccate',
      'Contatti della cartuccia sporchi che corrompono il salvataggio',
      'Cartuccia non originale senza batteria vera o con memoria difettosa',
    ],
    tells: [
      'se la cartuccia ha più di 15-20 anni e perde i salvataggi dopo lo spegnimento, allora è la batteria esaurita',
      'se la batteria misura bene ma il salvataggio va e viene, allora sono le linguette o le saldature',
      'se il salvataggio si corrompe mentre si gioca o dà errori di lettura, allora sono i contatti sporchi',
      'se la cartuccia è un falso (etichetta e plastica diverse), allora la memoria non è affidabile',
    ],
    solutions: [
      'Apri la cartuccia e sostituisci la batteria con una con linguette da saldare',
      'Risalda le linguette della batteria',
      'Pulisci i contatti con alcool isopropilico',
      'Sostituisci la cartuccia con una originale',
    ],
    tools: [T.puntaSicurezza, T.saldatore, T.stagno, T.multimetro, T.alcool],
    steps: [
      step('Apri la cartuccia con la punta di sicurezza da 3,8 mm.', 'Scheda della cartuccia visibile'),
      step('Misura la batteria a bottone con il multimetro.', 'Sotto 2,5 V circa va sostituita'),
      step(
        'Dissalda le linguette della vecchia batteria e salda una batteria nuova con linguette, rispettando + e −.',
        'Batteria nuova saldata',
      ),
      step('Pulisci i contatti della cartuccia con alcool e richiudi.', 'Contatti lucidi'),
      step('Inizia una partita, salva, spegni per qualche minuto e riaccendi.', 'Il salvataggio resta'),
    ],
    cost: 'Batteria con linguette 2-5 €; con la cartuccia in laboratorio 10-20 €.',
    ifNotFixed:
      'Se con la batteria nuova il salvataggio si perde ancora, la memoria della cartuccia è guasta: conviene un’altra cartuccia.',
  },
  {
    id: 'console-ps3-hard-disk',
    category: 'console',
    devices: ['playstation'],
    label: 'PS3 lenta, a scatti o che dice sistema danneggiato: hard disk interno',
    symptoms: [
      'la ps3 è diventata lentissima, il menu xmb risponde in ritardo',
      'i giochi scattano e si bloccano un secondo, l’audio salta',
      'la ps3 controlla il disco rigido per ore e poi dice che il sistema è danneggiato',
      'ho reinstallato il firmware da chiavetta ma la ps3 resta con lo schermo nero',
      'anche dopo la formattazione la play 3 continua a bloccarsi',
      'la ps3 fa un ticchettio e i caricamenti sono lunghissimi',
      'a ogni accensione mi dice che il file system è danneggiato e lo ripristina',
      'la ps3 chiede di inserire una chiavetta con l’aggiornamento di sistema',
    ],
    patterns: ['file system danneggiato', 'ripristina il file system', 'disco rigido danneggiato'],
    problem:
      'PS3 lenta, a scatti o che chiede di ripristinare il sistema anche dopo formattazione e reinstallazione: l’hard disk interno è guasto (settori danneggiati) e va sostituito',
    difficulty: 'intermediate',
    estimatedTime: '1-2 ore',
    warnings: [CONSOLE_SAVES, DISK_BACKUP],
    causes: [
      'Hard disk interno guasto o con settori danneggiati',
      'File system o database danneggiati da spegnimenti bruschi (il disco è sano)',
      'Connettore o cavo dell’hard disk allentato',
      'Hard disk sostituito non compatibile o firmware corrotto',
    ],
    tells: [
      'se è lenta o si blocca anche dopo una formattazione completa, allora è l’hard disk guasto',
      'se dopo ripristina file system e ricostruisci database torna normale, allora erano i dati',
      'se cambia comportamento muovendo il disco nel suo alloggiamento, allora è il connettore',
      'se il problema è comparso subito dopo aver montato un disco nuovo, allora è il disco o il firmware da reinstallare',
    ],
    solutions: [
      'Sostituisci l’hard disk con un disco da 2,5" SATA nuovo e reinstalla il software di sistema da chiavetta',
      'Dalla modalità provvisoria prova ripristina file system e ricostruisci database',
      'Rimonta bene disco e carrello',
      'Reinstalla il software di sistema scaricato da PlayStation sul nuovo disco',
    ],
    tools: [T.cacciaviti, T.ssd, T.chiavetta, T.boxDisco],
    steps: [
      step(
        'Se puoi, copia i salvataggi su chiavetta o cloud (PlayStation Plus) dal menu Salvataggi.',
        'Salvataggi al sicuro',
        CONSOLE_SAVES,
      ),
      step(
        'Spegni, tieni premuto il tasto di accensione fino al secondo bip per la modalità provvisoria e prova ripristina file system e poi ricostruisci database.',
        'Se torna normale, erano i dati',
      ),
      step(
        'Se resta lenta o dice ancora sistema danneggiato, togli il coperchio dell’alloggiamento del disco (di lato o davanti) e sfila il carrello.',
        'Hard disk fuori',
        CONSOLE_UNPLUG,
      ),
      step(
        'Monta un disco da 2,5" SATA nuovo (anche SSD) sul carrello e rimettilo dentro.',
        'Disco nuovo montato',
      ),
      step(
        'Scarica il software di sistema PS3 su una chiavetta in FAT32 (cartella PS3/UPDATE) e installalo dalla modalità provvisoria.',
        'La PS3 si avvia veloce e senza scatti',
        'Non spegnere durante l’installazione.',
      ),
    ],
    cost: 'Hard disk o SSD da 2,5" 25-50 €; chiavetta USB pochi euro.',
    ifNotFixed:
      'Se anche con un disco nuovo non si avvia o si blocca, il guasto è sulla scheda madre (ad esempio il controller SATA): serve un laboratorio.',
  },
  {
    id: 'console-psp-solo-alimentatore',
    category: 'console',
    devices: ['playstation'],
    label: 'la PSP funziona solo con l’alimentatore attaccato',
    symptoms: [
      'la psp si accende solo con l’alimentatore, se lo stacco si spegne subito',
      'la psp non si accende con la sola batteria',
      'la luce arancione di carica si accende per pochi minuti e poi si spegne',
      'la psp non riconosce la batteria, l’icona della batteria compare e sparisce',
      'ho cambiato batteria ma la psp funziona solo con il caricatore',
      'la batteria della psp non si carica più e appena stacco il cavo muore',
      'nelle impostazioni dice che è alimentata solo dall’esterno',
    ],
    patterns: ['alimentazione esterna', 'batteria non riconosciuta'],
    problem:
      'PSP che funziona solo con l’alimentatore e si spegne appena lo stacchi: il pacco batteria non viene riconosciuto (cella esaurita o chip EEPROM del circuito di controllo della batteria bloccato, spesso nelle batterie compatibili), più di rado contatti o firmware',
    difficulty: 'intermediate',
    estimatedTime: '20-60 minuti',
    warnings: [HANDHELD_BATTERY, LITHIUM],
    causes: [
      'Pacco batteria esaurito o con il chip (EEPROM) del circuito di controllo in blocco',
      'Batteria compatibile non originale che il firmware non riconosce',
      'Contatti del vano batteria sporchi o piegati',
      'Firmware (o custom firmware vecchio) che gestisce male la batteria',
      'Circuito di ricarica della scheda madre guasto',
    ],
    tells: [
      'se con un’altra batteria originale la PSP va senza alimentatore, allora è il pacco batteria',
      'se succede solo con batterie compatibili nuove, allora è il riconoscimento della batteria',
      'se muovendo la batteria nel vano la PSP si accende a tratti, allora sono i contatti',
      'se la PSP ha un custom firmware vecchio e il problema è comparso dopo un cambio di firmware, allora va aggiornato il firmware',
      'se con batterie diverse e firmware aggiornato non carica, allora è il circuito di ricarica',
    ],
    solutions: [
      'Sostituisci il pacco batteria con uno originale o di buona qualità',
      'Su una batteria compatibile si può resettare il chip scollegando e ricollegando la cella (lavoro da chi sa saldare)',
      'Pulisci e raddrizza i contatti del vano batteria',
      'Aggiorna il firmware all’ultima versione ufficiale (o a un custom firmware recente dalla recovery)',
      'Fai controllare il circuito di ricarica da un tecnico',
    ],
    tools: [T.batteriaConsole, T.alcool, T.pinzette, T.multimetro],
    steps: [
      step(
        'Togli la batteria e guardala: se è gonfia non ricaricarla e smaltiscila.',
        'Batteria piatta e integra',
        HANDHELD_BATTERY,
      ),
      step('Pulisci i contatti della batteria e del vano con alcool e un cotton fioc.', 'Contatti puliti'),
      step(
        'Con l’alimentatore attaccato, guarda in Impostazioni > Informazioni batteria se la PSP vede la batteria.',
        'Se non la vede, il problema è la batteria',
      ),
      step(
        'Prova una batteria originale funzionante.',
        'Se la PSP va senza alimentatore, cambia la batteria',
      ),
      step(
        'Se hai un firmware modificato vecchio, aggiorna il firmware all’ultima versione.',
        'La batteria viene riconosciuta e si carica',
        'Non staccare l’alimentatore durante l’aggiornamento.',
      ),
    ],
    cost: 'Batteria PSP 10-20 €; aggiornamento gratis.',
    ifNotFixed:
      'Se con una batteria buona e il firmware aggiornato la PSP non la riconosce, il guasto è sul circuito di ricarica della scheda: serve un laboratorio.',
  },
  {
    id: 'controller-cavo-fili-rotti',
    category: 'console',
    devices: ['controller'],
    label: 'il controller a filo fa comandi sbagliati o funziona solo muovendo il cavo',
    symptoms: [
      'premendo le frecce il controller fa start e mette in pausa',
      'il joypad del nintendo fa comandi sbagliati, i tasti si confondono',
      'il controller funziona solo se tengo il filo in una certa posizione',
      'il controller col filo funziona a tratti quando muovo il cavo',
      'il cavo del controller è stato schiacciato o morso e ora non funziona',
      'il pad del super nintendo non risponde più, il cavo è rovinato vicino al controller',
      'il controller si comporta in modo anomalo, preme tasti da solo',
    ],
    patterns: ['filo del controller', 'cavo del controller', 'fili del cavo'],
    problem:
      'Controller a filo che fa comandi sbagliati o funziona solo muovendo il cavo: un filo del cavo è interrotto vicino al controller o le saldature dei fili sulla schedina sono staccate',
    difficulty: 'intermediate',
    estimatedTime: '30-60 minuti',
    warnings: [CONSOLE_WARRANTY, 'Scollega il controller dalla console prima di aprirlo e di saldare.'],
    causes: [
      'Filo interrotto dentro il cavo, di solito dove esce dal controller (passacavo)',
      'Saldature dei fili sulla schedina del controller staccate o incrinate',
      'Spinotto del controller ossidato o con un pin piegato',
      'Chip della schedina (registro a scorrimento, es. 4021) guasto',
    ],
    tells: [
      'se piegando il cavo vicino al controller i comandi vanno e vengono, allora è un filo interrotto',
      'se aperto il controller un filo si muove libero sulla sua piazzola, allora sono le saldature',
      'se il problema cambia muovendo lo spinotto nella console, allora è lo spinotto',
      'se fili e saldature sono buoni ma i tasti restano sbagliati, allora è il chip della schedina',
    ],
    solutions: [
      'Accorcia il cavo tagliando il tratto rovinato e risalda i fili sulla schedina nello stesso ordine',
      'Rifai le saldature dei fili sulla schedina',
      'Pulisci lo spinotto e raddrizza i pin',
      'Sostituisci il chip o il cavo intero',
    ],
    tools: [T.cacciaviti, T.saldatore, T.stagno, T.multimetro, T.alcool],
    steps: [
      step(
        'Collega il controller e piega piano il cavo in più punti, soprattutto dove entra nel controller, mentre provi i tasti.',
        'Se i comandi cambiano, il guasto è nel cavo',
      ),
      step('Apri il controller e guarda le saldature dei fili sulla schedina.', 'Fili saldati o staccati'),
      step(
        'Con il multimetro in continuità prova ogni filo dallo spinotto alla schedina.',
        'Il filo interrotto non suona',
      ),
      step(
        'Annota i colori dei fili, taglia il cavo oltre il tratto rovinato e risalda ogni filo sulla sua piazzola.',
        'Fili saldati nello stesso ordine',
      ),
      step(
        'Fai un nodo o un fermacavo dentro il controller, richiudi e prova tutti i tasti.',
        'Ogni tasto fa il suo comando',
      ),
    ],
    cost: 'Riparazione quasi gratis (stagno); cavo di ricambio 5-10 €.',
    ifNotFixed:
      'Se con cavo e saldature buoni i tasti restano sbagliati, cambia il chip della schedina o usa un controller nuovo.',
  },
  {
    id: 'console-retro-non-si-accende',
    category: 'console',
    devices: ['console', 'nintendo'],
    label: 'console retrò morta: connettore di alimentazione, interruttore o alimentatore',
    symptoms: [
      'ho preso un atari al mercatino e non si accende',
      'la console anni 80 non dà segni di vita, la spia resta spenta',
      'il mega drive è morto, ho provato anche un altro alimentatore',
      'il super nintendo parte solo muovendo lo spinotto dell’alimentazione',
      'la console retrò si spegne e si resetta se tocco l’interruttore',
      'la presa dell’alimentatore balla nella console',
      'la console ritrovata in cantina è morta, nessuna lucina',
    ],
    patterns: ['presa di alimentazione', 'presa ballerina', '7805', 'regolatore di tensione'],
    problem:
      'Console retrò (Atari, NES, Super Nintendo, Mega Drive, Nintendo 64, PS1) che non si accende: alimentatore sbagliato o guasto, saldature della presa di alimentazione staccate (presa ballerina), interruttore ossidato o regolatore di tensione (7805) guasto',
    difficulty: 'intermediate',
    estimatedTime: '30-90 minuti',
    warnings: [CONSOLE_UNPLUG, OLD_CAPS, STATIC],
    causes: [
      'Saldature della presa di alimentazione sulla scheda incrinate o staccate (presa ballerina)',
      'Alimentatore guasto o con tensione e polarità sbagliate',
      'Interruttore di accensione ossidato o sporco',
      'Regolatore di tensione (7805) o fusibile della scheda guasto',
      'Condensatori seccati o piste corrose',
    ],
    tells: [
      'se la presa balla o la console si accende muovendo lo spinotto, allora sono le saldature della presa',
      'se il multimetro sullo spinotto non legge la tensione scritta sull’etichetta, allora è l’alimentatore',
      'se si accende o si resetta muovendo l’interruttore, allora è l’interruttore ossidato',
      'se alla presa arriva tensione ma dopo il regolatore non ci sono 5 V, allora è il regolatore',
      'se c’è corrosione o liquido sulla scheda, allora sono condensatori e piste',
    ],
    solutions: [
      'Risalda i pin della presa di alimentazione sulla scheda',
      'Usa un alimentatore con tensione, polarità e corrente giuste',
      'Spruzza pulisci contatti nell’interruttore e azionalo più volte',
      'Sostituisci il regolatore 7805 o il fusibile',
      'Sostituisci i condensatori e pulisci la corrosione',
    ],
    tools: [
      T.multimetro,
      T.saldatore,
      T.stagno,
      T.flussante,
      T.pulisciContatti,
      T.cacciaviti,
      T.puntaSicurezza,
    ],
    steps: [
      step(
        'Controlla che l’alimentatore sia quello giusto (tensione, polarità) e misuralo con il multimetro.',
        'Tensione corretta sullo spinotto',
      ),
      step(
        'Stacca la spina, apri la console e guarda le saldature della presa di alimentazione e dell’interruttore.',
        'Saldature integre o incrinate',
        CONSOLE_UNPLUG,
      ),
      step(
        'Risalda i pin della presa di alimentazione con un po’ di stagno nuovo e flussante.',
        'Presa ferma',
      ),
      step(
        'Spruzza pulisci contatti nell’interruttore e azionalo una decina di volte.',
        'Interruttore che scatta pulito',
      ),
      step(
        'Alimenta e misura la tensione all’uscita del regolatore 7805.',
        'Circa 5 V: la scheda è alimentata',
        'Non toccare i condensatori grandi con la console alimentata.',
      ),
    ],
    cost: 'Risaldatura e pulizia quasi gratis; alimentatore 10-20 €; regolatore 1-2 €.',
    ifNotFixed:
      'Se con alimentazione e presa buone non parte, fai controllare la scheda (condensatori, chip) da un laboratorio di retrogaming.',
  },
  {
    id: 'console-n64-schermo-nero',
    category: 'console',
    devices: ['nintendo'],
    label: 'il Nintendo 64 resta con lo schermo nero all’avvio del gioco',
    symptoms: [
      'metto la cartuccia nel n64 e resta lo schermo nero',
      'il nintendo 64 si accende, la spia è rossa ma la tv resta nera',
      'ho pulito i contatti della cartuccia con l’alcool ma il n64 dà ancora schermo nero',
      'il n64 non parte più da quando ho tolto il jumper pak',
      'gioco americano importato che sul n64 non si avvia, schermo nero',
      'con l’expansion pak montato il nintendo 64 non dà immagine',
      'il n64 funziona con alcuni giochi e con altri schermo nero',
    ],
    patterns: ['jumper pak', 'expansion pak', '64dd', 'cic'],
    problem:
      'Nintendo 64 con lo schermo nero all’avvio: contatti della cartuccia o del connettore sporchi, Jumper Pak o Expansion Pak mancante o inserito male, un accessorio collegato (64DD sotto la console, Transfer o Rumble Pak) che blocca l’avvio, o cartuccia di un’altra regione',
    difficulty: 'beginner',
    estimatedTime: '10-40 minuti',
    warnings: [CONSOLE_UNPLUG, 'Non soffiare nelle cartucce: l’umidità del fiato ossida i contatti.'],
    causes: [
      'Contatti della cartuccia o del connettore della console sporchi o ossidati',
      'Jumper Pak o Expansion Pak mancante, inserito male o guasto nello slot sotto il coperchio',
      'Accessorio o espansione collegati (64DD sotto la console, Transfer Pak, Rumble Pak, adattatori) che impediscono l’avvio di alcuni giochi',
      'Cartuccia di un’altra regione (NTSC americana o giapponese su console PAL) o falsa con chip di protezione (CIC) diverso',
      'Chip di protezione o memoria della cartuccia guasti',
    ],
    tells: [
      'se spingendo la cartuccia un po’ più su o giù il gioco parte, allora sono i contatti',
      'se nessun gioco parte e sotto il coperchio non c’è niente, allora manca il Jumper Pak',
      'se togliendo il 64DD o gli accessori dalla console e dai controller il gioco parte, allora era l’accessorio collegato',
      'se il gioco è importato e parte solo su una console della stessa regione, allora è la regione',
      'se la cartuccia pulita non parte su nessuna console, allora è la cartuccia guasta',
    ],
    solutions: [
      'Pulisci i contatti della cartuccia e del connettore con alcool isopropilico',
      'Rimetti il Jumper Pak o l’Expansion Pak fino in fondo nello slot',
      'Scollega 64DD, Transfer Pak, Rumble Pak e adattatori e riprova',
      'Usa una console o un adattatore della stessa regione della cartuccia',
      'Sostituisci la cartuccia',
    ],
    tools: [T.alcool, T.puntaSicurezza, T.pulisciContatti],
    steps: [
      step(
        'Spegni il Nintendo 64 e stacca tutti gli accessori: 64DD sotto, pak nei controller, adattatori.',
        'Console nuda',
        CONSOLE_UNPLUG,
      ),
      step(
        'Apri il coperchio davanti sopra la console e controlla che ci sia il Jumper Pak o l’Expansion Pak, inserito fino in fondo.',
        'Pak al suo posto',
      ),
      step(
        'Pulisci i contatti della cartuccia con un cotton fioc e alcool isopropilico finché resta pulito.',
        'Contatti lucidi',
      ),
      step(
        'Prova la cartuccia e un altro gioco che sai funzionante.',
        'Se l’altro gioco parte, il problema è la cartuccia',
      ),
      step(
        'Se la cartuccia è di un’altra regione, provala su una console della stessa regione o con un adattatore.',
        'Il gioco parte',
      ),
    ],
    cost: 'Pulizia gratis; Jumper Pak di ricambio 5-10 €.',
    ifNotFixed:
      'Se nessun gioco parte con Jumper Pak a posto e contatti puliti, fai controllare il connettore e la scheda della console da un laboratorio.',
  },
  {
    id: 'console-portatile-tasti-dorsali',
    category: 'console',
    devices: ['nintendo', 'playstation', 'controller'],
    label: 'il tasto L o R della console portatile non clicca o funziona a tratti',
    symptoms: [
      'il tasto l del ds lite non funziona più',
      'il dorsale r del 3ds funziona solo se lo premo fortissimo',
      'il tasto r del game boy advance sp non clicca più',
      'i tasti sl e sr del joy-con non rispondono',
      'il tasto dorsale sinistro della psp risponde a intermittenza',
      'premo il tasto L e non succede niente, non fa più il click',
      'i grilletti L e R del nintendo ds non fanno più contatto',
    ],
    patterns: ['microswitch', 'micro switch', 'sl sr'],
    problem:
      'Tasto dorsale L o R di DS, 3DS, GBA SP, PSP o Joy-Con che non clicca o va a tratti: il microinterruttore (microswitch) sotto il tasto è consumato o sporco, più di rado il suo flat o le saldature',
    difficulty: 'advanced',
    estimatedTime: '30-90 minuti',
    warnings: [CONSOLE_WARRANTY, HANDHELD_BATTERY],
    causes: [
      'Microinterruttore (microswitch) del tasto consumato dopo migliaia di clic',
      'Sporco o polvere dentro il microinterruttore o sotto il tasto',
      'Flat o piccolo cavo del tasto piegato o interrotto (Joy-Con SL/SR, DSi, 3DS)',
      'Saldature del microinterruttore incrinate o piazzola staccata',
    ],
    tells: [
      'se il tasto va solo premendo fortissimo o ha perso il click, allora è il microinterruttore consumato',
      'se migliora dopo un po’ di aria compressa o pulisci contatti, allora era lo sporco',
      'se il microinterruttore nuovo o pulito non basta e il flat è piegato, allora è il flat',
      'se il microinterruttore si muove sulla scheda, allora sono le saldature',
    ],
    solutions: [
      'Dissalda e sostituisci il microinterruttore con uno uguale',
      'Spruzza pulisci contatti nel microinterruttore e premilo più volte',
      'Sostituisci il flat del tasto',
      'Rifai le saldature del microinterruttore',
    ],
    tools: [
      T.tripleWing,
      T.cacciaviti,
      T.saldatore,
      T.stagno,
      T.flussante,
      T.pulisciContatti,
      T.microinterruttore,
    ],
    steps: [
      step('Spegni la console e togli la batteria.', 'Console senza alimentazione', HANDHELD_BATTERY),
      step(
        'Apri la scocca (DS, GBA SP e Joy-Con hanno viti tri-wing) e trova il microinterruttore sotto il tasto.',
        'Microinterruttore visibile',
        CONSOLE_WARRANTY,
      ),
      step(
        'Spruzza un po’ di pulisci contatti e premilo decine di volte, poi prova.',
        'Se torna a cliccare, era lo sporco',
      ),
      step(
        'Se non basta, dissalda il microinterruttore e saldane uno nuovo uguale (o cambia il flat del tasto).',
        'Il tasto fa di nuovo il click',
      ),
      step('Rimonta e prova il tasto in un gioco o nel menu di test dei tasti.', 'Il tasto risponde sempre'),
    ],
    cost: 'Microinterruttore 1-3 €; flat per Joy-Con 3-8 €; in laboratorio 20-40 €.',
    ifNotFixed:
      'Se con microinterruttore e flat nuovi il tasto non va, la pista sulla scheda è interrotta: serve un laboratorio.',
  },
];
