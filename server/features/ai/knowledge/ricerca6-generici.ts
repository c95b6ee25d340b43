import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import {
  BATTERY_CONNECTOR,
  LITHIUM,
  PC_BACKUP,
  PC_UNPLUG,
  PHONE_BACKUP,
  PHONE_OPENING,
  PHONE_WARRANTY,
  STATIC,
  TESTER,
  UNPLUG,
  UNPLUG_FIXED,
  UNPLUG_WATER,
  WASHER_HEAVY,
  WATER,
} from './warnings.ts';

/**
 * The everyday complaints said in a few words ("il telefono si spegne da solo", "l’aspirapolvere non si accende"),
 * found by asking the assistant each device's most common complaints (docs/ai-coverage-research.md, round 6):
 * each was answered with a rarer problem that only shared a word ("si spegne se lo urto", "fa fumo").
 * Their causes are in the order repairers meet them.
 */
export const RICERCA6_GENERICI: KnowledgeEntry[] = [
  {
    id: 'smartphone-si-spegne-da-solo',
    category: 'smartphone',
    devices: ['smartphone', 'tablet'],
    label: 'si spegne da solo all’improvviso, anche con la batteria a metà',
    symptoms: [
      'il telefono si spegne da solo all’improvviso',
      'mentre lo uso si spegne e devo riaccenderlo',
      'il telefono si spegne all’improvviso e poi si riaccende',
      'il cellulare si spegne da solo più volte al giorno',
      'si spegne quando apro la fotocamera o un gioco',
      'si spegne col freddo e poi si riaccende in carica',
      'lo lascio sul tavolo o in tasca e quando lo riprendo lo ritrovo spento',
    ],
    problem:
      'Telefono che si spegne da solo all’improvviso: quasi sempre la batteria usurata che non regge i picchi, più di rado il connettore della batteria, il tasto di accensione o il software',
    difficulty: 'intermediate',
    estimatedTime: '15 minuti per le prove, 1 ora per la batteria',
    warnings: [LITHIUM, PHONE_OPENING, BATTERY_CONNECTOR],
    causes: [
      'Batteria usurata (salute sotto l’80%, tanti cicli) che non regge i picchi di corrente e fa spegnere il telefono',
      'Batteria o telefono troppo freddi o troppo caldi: la protezione lo spegne',
      'Connettore della batteria allentato o ossidato (dopo una caduta o un’apertura)',
      'Tasto di accensione difettoso che resta premuto o fa falso contatto',
      'App o aggiornamento del sistema difettosi che mandano il telefono in crash',
    ],
    tells: [
      'se nelle impostazioni la salute della batteria è bassa o si spegne quando chiedi potenza (fotocamera, giochi), allora è la batteria usurata',
      'se succede solo al freddo o al sole e a temperatura normale no, allora è la protezione termica',
      'se si spegne quando lo muovi o lo urti, allora è il connettore della batteria',
      'se si spegne o si riavvia da solo anche a riposo e il tasto è duro o molle, allora è il tasto di accensione',
      'se è cominciato dopo un aggiornamento o un’app nuova e in modalità provvisoria non succede, allora è il software',
    ],
    solutions: [
      'Controlla la salute della batteria e, se è bassa, falla sostituire',
      'Tieni il telefono a temperatura ambiente e non lasciarlo al sole o al gelo',
      'Aggiorna il sistema e disinstalla le app installate di recente',
      'Fai ricollegare o pulire il connettore della batteria e controllare il tasto di accensione',
    ],
    tools: [T.batteriaSmartphone, T.cacciaviti, T.apertura, T.ventosa, T.calore, T.alcool],
    steps: [
      step(
        'Guarda la salute della batteria: su iPhone in Impostazioni > Batteria > Salute, su Android nelle impostazioni della batteria o con il codice di diagnostica del produttore.',
        'Sai se la batteria è sotto l’80%',
      ),
      step(
        'Riavvia in modalità provvisoria e usalo per un giorno.',
        'Se non si spegne più, la colpa è di un’app: disinstalla le ultime',
        PHONE_BACKUP,
      ),
      step('Aggiorna il sistema all’ultima versione.', 'Sistema aggiornato'),
      step(
        'Se la batteria è usurata, sostituiscila (assistenza o kit con batteria, ventosa e plettri).',
        'Il telefono non si spegne più sotto sforzo',
        PHONE_WARRANTY,
      ),
      step(
        'Se si spegne quando lo muovi, fai controllare il connettore della batteria: va staccato, pulito con alcool e ricollegato.',
        'Non si spegne più agli urti',
        BATTERY_CONNECTOR,
      ),
    ],
    cost: 'Batteria nuova 20-90 € montata; le prove sul software sono gratis.',
    ifNotFixed:
      'Se con la batteria nuova si spegne ancora, è un guasto della scheda (gestione dell’alimentazione): serve un laboratorio.',
  },
  {
    id: 'smartphone-non-si-accende-dopo-caduta',
    category: 'smartphone',
    devices: ['smartphone', 'tablet'],
    label: 'caduto per terra: il telefono non riparte',
    symptoms: [
      'è caduto e non si accende più',
      'mi è caduto per terra e ora non dà segni di vita',
      'l’ho fatto cadere dalle scale e ora non va più',
      'dopo che è caduto non parte più',
      'dopo un colpo si è spento e non riparte',
    ],
    problem:
      'Telefono che dopo una caduta resta morto o con lo schermo nero: spesso è il display rotto dentro (il telefono è acceso), o il connettore della batteria o del display che si è staccato',
    difficulty: 'intermediate',
    estimatedTime: '10 minuti per le prove, 1-2 ore per la riparazione',
    warnings: [LITHIUM, PHONE_OPENING, BATTERY_CONNECTOR],
    causes: [
      'Display rotto all’interno (pannello o flat): il telefono è acceso ma lo schermo resta nero',
      'Connettore della batteria o del display uscito dalla sua presa per il colpo',
      'Batteria danneggiata dall’urto (ammaccata o gonfia)',
      'Scheda madre incrinata o con un componente staccato dall’urto',
    ],
    tells: [
      'se chiamandolo squilla o vibra, o collegandolo al computer viene riconosciuto, allora è il display',
      'se non dà nessun segno ma dopo aver riaperto e ricollegato i connettori riparte, allora era un connettore uscito',
      'se la batteria è ammaccata, gonfia o scalda, allora è la batteria (non ricaricarla)',
      'se con display e batteria buoni resta morto, allora è la scheda madre',
    ],
    solutions: [
      'Chiamalo e collegalo al computer per capire se è acceso',
      'Fai un riavvio forzato con la combinazione di tasti del tuo modello',
      'Fai sostituire il display se il telefono risulta acceso',
      'Fai ricollegare i connettori di batteria e display o sostituire la batteria danneggiata',
    ],
    tools: [T.display, T.batteriaSmartphone, T.cacciaviti, T.apertura, T.ventosa, T.calore],
    steps: [
      step(
        'Fai un riavvio forzato (su iPhone: volume su, volume giù, poi tieni il laterale; su Android tieni accensione e volume giù per 15 secondi).',
        'Se riparte, era solo bloccato',
      ),
      step(
        'Chiamalo da un altro telefono e collegalo al computer.',
        'Se squilla, vibra o il computer lo vede, il telefono è acceso e il guasto è nel display',
      ),
      step(
        'Mettilo in carica con un caricatore sicuro per 30 minuti senza toccarlo.',
        'Se compare il simbolo di carica, la batteria regge',
        LITHIUM,
      ),
      step(
        'Se resta morto, fai aprire il telefono per ricollegare i connettori di batteria e display.',
        'Connettori in sede',
        PHONE_WARRANTY,
      ),
    ],
    cost: 'Display 40-300 € secondo il modello; ricollegare un connettore 20-40 €.',
    ifNotFixed:
      'Se con display e batteria nuovi non si accende, la scheda madre ha preso il colpo: serve un laboratorio di microsaldatura, che di solito può anche recuperare i dati.',
  },
  {
    id: 'pc-si-riavvia-da-solo',
    category: 'computer',
    devices: ['laptop', 'desktop'],
    label: 'il computer si riavvia da solo',
    symptoms: [
      'il computer si riavvia da solo mentre lo uso',
      'il portatile si riavvia all’improvviso senza messaggi',
      'il pc si riavvia da solo più volte al giorno',
      'mentre gioco il pc si riavvia di colpo',
      'si riavvia da solo anche quando non faccio niente',
      'il computer fa reboot a caso',
    ],
    problem:
      'Computer che si riavvia da solo: di solito surriscaldamento, alimentatore (o batteria) che non regge, RAM difettosa, o Windows che si riavvia dopo un errore grave senza mostrare la schermata blu',
    difficulty: 'intermediate',
    estimatedTime: '30-90 minuti',
    warnings: [PC_BACKUP, PC_UNPLUG, STATIC],
    causes: [
      'Surriscaldamento: ventola e dissipatore intasati di polvere o pasta termica secca',
      'Alimentatore (o batteria e caricatore del portatile) che non regge i picchi di corrente',
      'Errore di sistema (driver, aggiornamento) con il riavvio automatico che nasconde la schermata blu',
      'RAM difettosa o mal inserita',
      'Disco che si sta guastando',
      'Condensatori elettrolitici gonfi o che perdono sulla scheda madre (intorno al processore) o nell’alimentatore',
    ],
    tells: [
      'se si riavvia sotto sforzo (giochi, video) e le ventole soffiano forte, allora è il calore',
      'se si riavvia di colpo come per un calo di corrente anche a temperature normali, allora è l’alimentatore',
      'se nel Visualizzatore eventi c’è un «BugCheck» a ogni riavvio, allora è un errore di sistema: disattiva il riavvio automatico per leggere il codice',
      'se il test della memoria trova errori, allora è la RAM',
      'se lo stato SMART del disco è in allarme, allora è il disco',
      'se aprendo il case vedi condensatori con la testa bombata o crosticine marroni, allora sono i condensatori: vanno sostituiti (saldatura) o va cambiata la scheda madre o l’alimentatore',
    ],
    solutions: [
      'Pulisci ventola e dissipatore con l’aria compressa e rifai la pasta termica',
      'Prova con un altro alimentatore o caricatore originale',
      'Disattiva il riavvio automatico, leggi il codice della schermata blu e aggiorna o togli il driver colpevole',
      'Fai il test della memoria e sostituisci il banco di RAM difettoso',
      'Sostituisci i condensatori gonfi con altri di pari capacità e tensione (105 °C), o la scheda madre o l’alimentatore',
    ],
    tools: [T.ariaCompressa, T.pastaTermica, T.cacciaviti, T.ram, T.antistatico],
    steps: [
      step(
        'Guarda le temperature con un programma di monitoraggio mentre lavori.',
        'Se CPU o GPU superano i 90 °C prima del riavvio, è il calore',
      ),
      step(
        'A computer spento e staccato, soffia via la polvere da griglie e ventola con l’aria compressa, tenendo ferme le pale.',
        'Aria che esce libera',
        PC_UNPLUG,
      ),
      step(
        'In Windows apri Sistema > Impostazioni di sistema avanzate > Avvio e ripristino e togli «Riavvia automaticamente».',
        'Al prossimo errore resta la schermata blu con il suo codice',
      ),
      step(
        'Fai il test della memoria (Diagnostica memoria di Windows o MemTest86 da chiavetta).',
        'Nessun errore, o sai quale banco cambiare',
      ),
      step(
        'Se si riavvia ancora sotto carico a temperature normali, prova un altro alimentatore.',
        'Con l’alimentatore buono non si riavvia più',
        PC_BACKUP,
      ),
    ],
    cost: 'Pulizia e pasta termica 5-10 € fai da te; RAM 20-50 €; alimentatore 40-80 €.',
    ifNotFixed:
      'Se pulito, con RAM e alimentatore buoni si riavvia ancora, può essere la scheda madre: fai una diagnosi in laboratorio.',
  },
  {
    id: 'aspirapolvere-non-si-accende',
    category: 'elettrodomestici',
    devices: ['aspirapolvere'],
    label: 'l’aspirapolvere non si accende o si spegne da solo',
    symptoms: [
      'l’aspirapolvere non si accende più',
      'premo il tasto e l’aspirapolvere non parte',
      'l’aspirapolvere si spegne da solo dopo qualche minuto',
      'la scopa elettrica non si accende nemmeno carica',
      'si è spento all’improvviso e non riparte',
    ],
    problem:
      'Aspirapolvere che non si accende o si spegne da solo: di solito la protezione termica scattata per un filtro o un tubo intasati, il cavo o la batteria, più di rado interruttore o motore',
    difficulty: 'beginner',
    estimatedTime: '15-45 minuti',
    warnings: [UNPLUG, LITHIUM],
    causes: [
      'Protezione termica del motore scattata: filtri, sacco o tubo intasati lo fanno surriscaldare',
      'Batteria esaurita o guasta (modelli senza fili)',
      'Cavo di alimentazione rotto vicino alla spina o nell’avvolgicavo',
      'Interruttore guasto o contatti sporchi',
      'Spazzole di carbone del motore consumate o motore bruciato',
    ],
    tells: [
      'se si è spento dopo qualche minuto e riparte dopo mezz’ora da freddo, allora è la protezione termica per l’intasamento',
      'se è un modello a batteria e va a scatti o si spegne subito anche carico, allora è la batteria',
      'se muovendo il cavo si accende a tratti, allora è il cavo',
      'se il cavo è buono ma il tasto non fa clic o è molle, allora è l’interruttore',
      'se il motore ronza, fa scintille o puzza di bruciato, allora sono le spazzole o il motore',
    ],
    solutions: [
      'Svuota il contenitore o cambia il sacco, lava o sostituisci i filtri e libera il tubo',
      'Lascialo raffreddare 30-60 minuti prima di riaccenderlo',
      'Sostituisci la batteria dei modelli senza fili',
      'Fai sostituire cavo, interruttore o spazzole del motore',
    ],
    tools: [T.filtro, T.batteriaScopa, T.multimetro, T.cacciavitiGrandi, T.spazzoleMotore],
    steps: [
      step('Stacca la spina, svuota il contenitore o cambia il sacco.', 'Contenitore vuoto', UNPLUG),
      step('Lava i filtri (o sostituiscili) e lasciali asciugare del tutto.', 'Filtri puliti e asciutti'),
      step('Libera tubo e spazzola: fai passare un manico di scopa nel tubo.', 'L’aria passa libera'),
      step('Lascialo raffreddare almeno 30 minuti e riaccendilo.', 'Riparte e aspira forte'),
      step(
        'Se è a batteria, caricala del tutto e prova con una batteria nuova se si spegne ancora.',
        'Autonomia tornata',
        LITHIUM,
      ),
    ],
    cost: 'Filtri 5-20 €; batteria 25-80 €; cavo o spazzole 10-25 €.',
    ifNotFixed:
      'Se pulito e raffreddato resta morto o fa scintille, il motore o la scheda sono guasti: chiedi un preventivo, spesso conviene il ricambio del motore solo sui modelli di fascia alta.',
  },
  {
    id: 'cuffie-bluetooth-non-si-connettono',
    category: 'altri',
    devices: ['audio'],
    label: 'le cuffie o gli auricolari bluetooth non si connettono o non si caricano',
    symptoms: [
      'le cuffie bluetooth non si connettono al telefono',
      'gli auricolari non si collegano più',
      'le airpods non si accoppiano',
      'le cuffie wireless non si caricano',
      'il telefono non trova più le cuffie',
    ],
    problem:
      'Cuffie o auricolari bluetooth che non si connettono o non si caricano: spesso vanno resettate e riaccoppiate, o i contatti di ricarica sono sporchi',
    difficulty: 'beginner',
    estimatedTime: '10-20 minuti',
    warnings: [LITHIUM],
    causes: [
      'Accoppiamento da rifare: il telefono ricorda un collegamento vecchio o le cuffie sono collegate a un altro dispositivo',
      'Contatti di ricarica sporchi',
      'Batteria scarica del tutto o esaurita',
      'Firmware delle cuffie o bluetooth del telefono da aggiornare',
    ],
    tells: [
      'se le cuffie compaiono nell’elenco ma non si collegano, o si collegano a un altro telefono, allora va rifatto l’accoppiamento',
      'se nella custodia la spia non si accende o un auricolare non si carica, allora sono i contatti sporchi',
      'se anche puliti e dopo ore in carica non si accendono, allora è la batteria',
      'se con un altro telefono vanno, allora è il bluetooth o il sistema del tuo telefono',
    ],
    solutions: [
      'Dimentica le cuffie nelle impostazioni bluetooth, resettale e riaccoppiale',
      'Pulisci i contatti di ricarica con un cotton fioc e alcool isopropilico',
      'Caricale a lungo con un altro cavo e alimentatore',
      'Aggiorna il firmware con l’app del produttore',
    ],
    tools: [T.alcool, T.stuzzicadenti, T.cavoUsb],
    steps: [
      step(
        'Nelle impostazioni bluetooth del telefono scegli «Dimentica dispositivo» sulle cuffie.',
        'Cuffie tolte dall’elenco',
      ),
      step(
        'Resetta le cuffie (di solito tenendo premuto il tasto della custodia o i tasti delle cuffie per 10-15 secondi) finché la spia lampeggia.',
        'Spia che lampeggia in accoppiamento',
      ),
      step('Riaccoppiale dal telefono.', 'Cuffie collegate'),
      step(
        'Se non si caricano, pulisci i contatti dorati della custodia e degli auricolari con un cotton fioc e alcool.',
        'Contatti lucidi, spia di carica accesa',
      ),
    ],
    cost: 'Gratis; una custodia o un auricolare di ricambio 20-80 €.',
    ifNotFixed:
      'Se resettate e pulite non si caricano o non si accendono, la batteria è esaurita: valuta la garanzia o il ricambio dell’auricolare.',
  },
  {
    id: 'condizionatore-puzza',
    category: 'elettrodomestici',
    devices: ['condizionatore'],
    label: 'il condizionatore fa cattivo odore (muffa, umido)',
    symptoms: [
      'il condizionatore fa cattivo odore quando lo accendo',
      'dal climatizzatore esce aria che puzza di muffa',
      'lo split puzza di umido e di cantina',
      'quando accendo l’aria condizionata sento puzza di piedi',
      'il condizionatore manda odore di marcio',
    ],
    problem:
      'Condizionatore che puzza di muffa o di umido: filtri sporchi, muffa e batteri sulla batteria interna e sulla ventola, o scarico della condensa che ristagna',
    difficulty: 'beginner',
    estimatedTime: '30-60 minuti',
    warnings: [UNPLUG_FIXED],
    causes: [
      'Filtri dell’aria sporchi, pieni di polvere umida',
      'Muffa e batteri sulla batteria (evaporatore) e sulla ventola dello split',
      'Vaschetta o tubo della condensa che ristagna o è intasato',
      'Impianto spento subito dopo l’uso: l’umidità resta dentro e fa muffa',
    ],
    tells: [
      'se togliendo i filtri sono grigi o impolverati, allora sono i filtri',
      'se con i filtri puliti puzza ancora e sulla ventola si vedono puntini neri, allora è la muffa dentro lo split',
      'se oltre alla puzza gocciola o senti gorgogliare, allora è lo scarico della condensa',
      'se puzza solo nei primi minuti dopo l’accensione, allora è l’umidità rimasta dentro',
    ],
    solutions: [
      'Lava i filtri con acqua tiepida e lasciali asciugare',
      'Spruzza un igienizzante per climatizzatori sulla batteria interna',
      'Fai pulire a fondo split e ventola da un tecnico una volta l’anno',
      'Libera il tubo della condensa e usa la funzione di deumidificazione o di autopulizia prima di spegnere',
    ],
    tools: [T.filtro, T.pennelli, T.torcia, T.guanti],
    steps: [
      step('Spegni il condizionatore e stacca il suo interruttore.', 'Split spento', UNPLUG_FIXED),
      step('Apri il pannello frontale dello split e sfila i filtri.', 'Filtri in mano'),
      step(
        'Lavali sotto acqua tiepida con un po’ di sapone neutro e lasciali asciugare all’ombra.',
        'Filtri puliti e asciutti',
      ),
      step(
        'Spruzza lo spray igienizzante sulla batteria alettata e lascia agire il tempo indicato.',
        'La schiuma scende nella vaschetta della condensa',
      ),
      step(
        'Rimonta i filtri e accendi in raffrescamento per 15 minuti con le finestre aperte.',
        'L’aria non puzza più',
      ),
    ],
    cost: 'Spray igienizzante 5-10 €; pulizia completa da un tecnico 50-100 €.',
    ifNotFixed:
      'Se con filtri puliti e igienizzante la puzza torna subito, la ventola (turbina) e la batteria vanno smontate e lavate: chiama un tecnico.',
  },
  {
    id: 'condizionatore-non-si-accende',
    category: 'elettrodomestici',
    devices: ['condizionatore'],
    label: 'il condizionatore non si accende o non risponde al telecomando',
    symptoms: [
      'il condizionatore non si accende',
      'il climatizzatore non risponde al telecomando',
      'premo on sul telecomando e lo split non fa niente',
      'l’aria condizionata non parte, nessuna spia accesa',
      'il condizionatore non si accende dopo l’inverno',
    ],
    problem:
      'Condizionatore che non si accende: spesso le pile del telecomando o l’interruttore dedicato, a volte la modalità impostata o un errore da resettare, più di rado la scheda',
    difficulty: 'beginner',
    estimatedTime: '10-30 minuti',
    warnings: [UNPLUG_FIXED, TESTER],
    causes: [
      'Pile del telecomando scariche o telecomando che non trasmette',
      'Interruttore dedicato del condizionatore o salvavita spento',
      'Blocco per errore o protezione: va resettato togliendo corrente per qualche minuto',
      'Scheda elettronica o fusibile dello split guasti',
    ],
    tells: [
      'se guardando il led del telecomando con la fotocamera del telefono non lampeggia, allora sono le pile o il telecomando',
      'se lo split non ha nessuna spia accesa, allora controlla l’interruttore dedicato sul quadro',
      'se una spia lampeggia o c’è un codice di errore, allora è una protezione da resettare',
      'se arriva corrente ma resta morto anche col tasto manuale sullo split, allora è la scheda o il fusibile',
    ],
    solutions: [
      'Cambia le pile del telecomando e controlla che il led trasmetta',
      'Riarma l’interruttore o il salvavita del condizionatore',
      'Togli corrente per 5 minuti e riaccendi per resettare l’errore',
      'Prova il tasto manuale sotto il pannello dello split e, se resta morto, chiama un tecnico',
    ],
    tools: [T.pile, T.torcia, T.multimetro],
    steps: [
      step(
        'Inquadra il led del telecomando con la fotocamera del telefono e premi un tasto.',
        'Se vedi una lucina viola, il telecomando trasmette',
      ),
      step('Cambia le pile del telecomando.', 'Il display del telecomando è acceso e chiaro'),
      step(
        'Controlla sul quadro elettrico l’interruttore del condizionatore e riarmalo.',
        'Corrente allo split',
      ),
      step(
        'Togli corrente per 5 minuti, ridai corrente e premi il tasto manuale sotto il pannello frontale.',
        'Lo split parte',
        UNPLUG_FIXED,
      ),
    ],
    cost: 'Pile 2-5 €; telecomando universale 10-20 €; scheda da un tecnico 100-250 €.',
    ifNotFixed:
      'Se con corrente e tasto manuale lo split resta morto o segnala un errore che torna, chiama un tecnico del freddo.',
  },
  {
    id: 'lavatrice-si-ferma-a-meta',
    category: 'elettrodomestici',
    devices: ['lavatrice'],
    label: 'la lavatrice si ferma a metà lavaggio',
    symptoms: [
      'la lavatrice si ferma a metà lavaggio',
      'la lavatrice si ferma e non finisce il programma',
      'la lavatrice si interrompe a metà programma',
      'a metà lavaggio si spegne tutto e resta ferma',
      'si ferma prima del risciacquo',
      'la lavatrice si pianta a metà e il tempo non scende',
    ],
    problem:
      'Lavatrice che si ferma a metà ciclo: più spesso il filtro della pompa intasato, l’acqua che entra piano o il carico sbilanciato; più di rado bloccaporta, motore o scheda',
    difficulty: 'intermediate',
    estimatedTime: '30-60 minuti',
    warnings: [UNPLUG_WATER, WATER, WASHER_HEAVY],
    causes: [
      'Filtro della pompa intasato: la lavatrice aspetta che l’acqua esca e si ferma',
      'Acqua che entra troppo piano: rubinetto chiuso a metà, filtrino del tubo di carico sporco, elettrovalvola',
      'Carico sbilanciato (una coperta, pochi capi pesanti) che blocca la centrifuga',
      'Bloccaporta che perde il contatto durante il ciclo',
      'Spazzole del motore consumate o scheda elettronica che si resetta',
    ],
    tells: [
      'se si ferma con l’acqua dentro prima dello scarico o della centrifuga, allora è il filtro o lo scarico',
      'se si ferma all’inizio o prima del risciacquo con poca acqua, allora è il carico dell’acqua',
      'se si ferma proprio in centrifuga e ridistribuendo i panni riparte, allora è lo sbilanciamento',
      'se si spegne e la spia dell’oblò lampeggia o l’oblò si sblocca, allora è il bloccaporta',
      'se il cestello fatica a girare anche vuoto o la lavatrice si resetta da sola, allora sono le spazzole o la scheda',
    ],
    solutions: [
      'Pulisci il filtro della pompa e controlla il tubo di scarico',
      'Apri del tutto il rubinetto e pulisci il filtrino del tubo di carico',
      'Distribuisci meglio il carico ed evita di lavare un capo pesante da solo',
      'Fai sostituire bloccaporta, spazzole del motore o scheda',
    ],
    tools: [T.bacinella, T.pinze, T.cacciavitiGrandi, T.multimetro, T.bloccaporta, T.spazzoleMotore],
    steps: [
      step(
        'Stacca la spina, chiudi il rubinetto, metti stracci e bacinella e svita il filtro della pompa in basso sul davanti.',
        'Esce l’acqua rimasta',
        WATER,
      ),
      step('Togli dal filtro pelucchi, monete e oggetti, poi rimontalo.', 'Filtro pulito e avvitato'),
      step(
        'Svita il tubo di carico dal retro e pulisci il filtrino a rete con uno spazzolino.',
        'Filtrino libero',
      ),
      step(
        'Fai un ciclo di risciacquo e centrifuga con un carico normale ben distribuito.',
        'Il ciclo arriva alla fine',
      ),
      step(
        'Se si ferma ancora con l’oblò che si sblocca, fai controllare il bloccaporta.',
        'Sai quale pezzo cambiare',
      ),
    ],
    cost: 'Gratis per filtro e carico; bloccaporta 15-40 €; spazzole 15-30 €.',
    ifNotFixed:
      'Se con filtro, carico e bloccaporta a posto si ferma ancora, fai leggere il codice di errore a un tecnico: può essere il motore o la scheda.',
  },
];
