import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import {
  BATTERY_CONNECTOR,
  LITHIUM,
  PHONE_BACKUP,
  PHONE_OPENING,
  PHONE_WARRANTY,
  REFLOW,
} from './warnings.ts';

/**
 * Smartphone and tablet faults that the fourth round of frequency research of issue 24
 * (docs/ai-coverage-research.md, round 4 — smartphone) found frequent in people's reports and that the
 * knowledge base lacked or named too weakly: a touch screen that goes crazy only while charging (cheap
 * charger, ungrounded socket), dust inside the camera lens, random freezes and restarts from a worn or
 * swollen battery, a tablet charged slowly by a phone charger, the charging connector with cracked solder
 * joints or a faulty flex, a restore that always fails because of a baseband (modem) fault, the contacts
 * of a removable battery and the keys of a keypad phone or a BlackBerry.
 */
export const RICERCA4_SMARTPHONE: KnowledgeEntry[] = [
  {
    id: 'smartphone-touch-impazzito-in-carica',
    category: 'smartphone',
    devices: ['smartphone', 'tablet'],
    label: 'il touch impazzisce solo quando è in carica',
    symptoms: [
      'quando è attaccato alla corrente il touch impazzisce e preme da solo',
      'col cavo attaccato lo schermo non risponde ai tocchi, appena lo stacco ridiventa normale',
      'con un alimentatore economico il touch tocca dove non ho toccato',
      'mentre è in carica le app si aprono da sole, tocchi fantasma',
      'se lo uso mentre si ricarica non riesco a scrivere, le lettere escono sbagliate',
      'ghost touch solo con il cavo attaccato',
      'finché è attaccato alla corrente lo swipe per sbloccare è impossibile',
    ],
    patterns: ['touch impazzisce in carica', 'ghost touch in carica', 'touch fantasma in carica'],
    problem:
      'Disturbi elettrici dell’alimentazione in ricarica: un caricatore economico non schermato o una presa senza messa a terra mandano in tilt il touch screen',
    difficulty: 'beginner',
    estimatedTime: '5-15 minuti',
    warnings: [
      'Non usare caricatori senza marca che scaldano, ronzano o hanno la spina lenta: oltre al touch possono rovinare la porta o la batteria.',
    ],
    causes: [
      'Caricatore economico o senza marca con alimentazione disturbata (ripple): i disturbi elettrici arrivano al touch screen capacitivo',
      'Presa di corrente senza messa a terra o impianto disturbato (treno, camper, prese multiple, adattatore da auto)',
      'Cavo scadente o rovinato che non scarica i disturbi',
      'Pellicola sollevata o digitizer danneggiato (allora sbaglia anche da staccato)',
    ],
    tells: [
      'se con l’alimentatore originale il problema sparisce, allora è il caricatore economico',
      'se succede solo su certe prese (treno, auto, ciabatta) e non a casa, allora sono i disturbi della presa',
      'se cambiando solo il cavo smette, allora era il cavo',
      'se il touch fa i capricci anche staccato dal caricatore, allora è lo schermo o la pellicola',
    ],
    solutions: [
      'Usa il caricatore originale o uno di marca certificato',
      'Evita di usare il telefono mentre carica da prese del treno, dell’auto o da caricatori senza marca',
      'Cambia il cavo con uno di qualità',
      'Se lo fa anche staccato, controlla pellicola e schermo',
    ],
    tools: [T.caricatore, T.cavoUsb],
    steps: [
      step(
        'Stacca il cavo e blocca e sblocca lo schermo con il tasto laterale.',
        'Il touch torna normale appena il telefono è staccato',
      ),
      step(
        'Ricaricalo con il caricatore originale (o uno di marca certificato) e il suo cavo, e prova a usarlo.',
        'Con l’originale il touch non impazzisce più',
      ),
      step(
        'Se succede solo su una presa (treno, auto, ciabatta), usa un’altra presa o una power bank.',
        'Con un’altra fonte il problema sparisce',
      ),
      step('Butta il caricatore economico che dà il problema e sostituisci anche il cavo se è vecchio.'),
      step(
        'Se il touch sbaglia anche senza cavo, togli la pellicola e guarda la pista «schermo» (digitizer).',
        'Sai se è il caricatore o lo schermo',
      ),
    ],
    cost: 'Un caricatore di marca costa 10-25 €.',
    ifNotFixed:
      'Se il touch sbaglia anche con il caricatore originale e staccato dal cavo, il digitizer è danneggiato: serve la sostituzione del display.',
  },
  {
    id: 'smartphone-polvere-dentro-fotocamera',
    category: 'smartphone',
    devices: ['smartphone', 'tablet'],
    label: 'puntino o macchia scura fissa su tutte le foto (polvere dentro la fotocamera)',
    symptoms: [
      'c’è un puntino nero sempre nello stesso punto in tutte le foto',
      'si vede un granello di polvere dentro l’obiettivo della fotocamera',
      'macchia scura nelle foto che non sparisce pulendo la lente',
      'sotto il vetrino della fotocamera c’è della polvere, dentro',
      'nelle foto col cielo compaiono dei pallini grigi sfocati',
      'ho pulito la lente ma la macchiolina resta, è dentro la camera',
      'dot nero sulle foto della fotocamera posteriore',
    ],
    patterns: [
      'puntino nero nelle foto',
      'puntino nero sulle foto',
      'polvere dentro la fotocamera',
      'polvere nell obiettivo',
    ],
    problem:
      'Polvere entrata dentro la fotocamera, tra il vetrino e la lente (obiettivo) o sul sensore: fa un puntino scuro fisso su ogni foto',
    difficulty: 'intermediate',
    estimatedTime: '10 minuti (prova) – 1 ora (sostituzione)',
    warnings: [PHONE_WARRANTY, PHONE_OPENING],
    causes: [
      'Granello di polvere entrato sotto il vetrino, sopra la lente della fotocamera (spesso dalla fessura della cornice)',
      'Polvere dentro il modulo fotocamera, sul sensore (il modulo è sigillato: non si pulisce)',
      'Sporco o graffio sull’esterno del vetrino',
    ],
    tells: [
      'se guardando il vetrino controluce vedi il granello sotto il vetro, allora è polvere sotto il vetrino',
      'se il vetrino è pulito e il punto resta fisso anche con lo zoom, allora è dentro il modulo',
      'se pulendo il vetro con un panno il punto sparisce o si sposta, allora era sporco esterno',
    ],
    solutions: [
      'Pulisci il vetrino esterno con un panno in microfibra',
      'Apri il telefono, stacca il vetrino della fotocamera, soffia via la polvere e incolla un vetrino nuovo',
      'Se la polvere è dentro il modulo, sostituisci il modulo fotocamera',
    ],
    tools: [T.torcia, T.ariaCompressa, T.apertura, T.cacciaviti, T.biadesivo, T.calore],
    steps: [
      step(
        'Pulisci il vetrino della fotocamera con un panno in microfibra e fai una foto a un muro bianco.',
        'Se il puntino è sparito era sporco esterno',
      ),
      step(
        'Illumina il vetrino di traverso con una torcia e guarda con una lente: cerca il granello sotto il vetro.',
        'Vedi se la polvere è sotto il vetrino',
      ),
      step(
        'Se il telefono è in garanzia, fallo vedere all’assistenza: la polvere dentro la fotocamera è un difetto di tenuta.',
      ),
      step(
        'Fuori garanzia: apri il telefono, scollega la batteria, togli il vetrino (o la cornice) e soffia via la polvere con aria compressa a brevi colpi, senza toccare la lente.',
        'La lente è pulita',
        BATTERY_CONNECTOR,
      ),
      step(
        'Rimonta con un vetrino o un biadesivo nuovo; se il puntino resta, cambia il modulo fotocamera.',
        'Le foto sono pulite',
      ),
    ],
    cost: 'Vetrino 3-10 €; modulo fotocamera 15-60 €; in negozio 40-120 €.',
    ifNotFixed:
      'Se con vetrino pulito e modulo nuovo il punto resta, è un pixel del sensore o un problema software: prova un’altra app fotocamera e poi l’assistenza.',
  },
  {
    id: 'smartphone-riavvii-batteria-difettosa',
    category: 'smartphone',
    devices: ['smartphone', 'tablet'],
    label: 'si blocca e si riavvia a caso anche dopo il reset (batteria)',
    symptoms: [
      'si blocca e si riavvia da solo a caso, anche dopo aver resettato il telefono',
      'ho fatto il ripristino ma si impalla lo stesso',
      'si pianta di continuo e poi riparte da solo, come se si resettasse',
      'crash e riavvii improvvisi, il telefono ha qualche anno',
      'quando apro la fotocamera o un gioco si spegne di colpo',
      'si riavvia da solo più volte al giorno e la batteria dura poco',
      'blocchi, riavvii e stranezze che non passano nemmeno col reset di fabbrica',
      'si spegne durante l’animazione di avvio e non riparte, nemmeno dopo il ripristino di fabbrica',
    ],
    problem:
      'Batteria difettosa, esaurita o gonfia che non regge i picchi di corrente: il telefono si blocca e si riavvia a caso anche dopo il reset',
    difficulty: 'intermediate',
    estimatedTime: '15 minuti (controllo) – 1 ora (sostituzione)',
    warnings: [LITHIUM, PHONE_BACKUP],
    causes: [
      'Batteria difettosa o esaurita (tanti cicli, capacità sotto l’80%) che fa crollare la tensione: il telefono si riavvia',
      'Batteria gonfia che preme su scheda e display e fa contatti instabili',
      'App o sistema difettosi (se i riavvii spariscono in modalità provvisoria)',
      'Scheda microSD che si sta guastando: il sistema si blocca leggendola e riparte',
      'Scheda madre o memoria che si guastano (se con batteria nuova continua)',
    ],
    tells: [
      'se la batteria ha più di 2-3 anni, lo stato batteria è basso o si spegne con la percentuale ancora alta, allora è la batteria esaurita',
      'se il retro è bombato o lo schermo si solleva, allora è la batteria gonfia',
      'se in modalità provvisoria non si riavvia più, allora è un’app',
      'se togliendo la scheda microSD smette di riavviarsi, allora è la scheda SD: copiane i dati e sostituiscila',
      'se con una batteria nuova i riavvii restano, allora è la scheda',
    ],
    solutions: [
      'Controlla lo stato della batteria (iPhone: Impostazioni > Batteria > Stato; Android: app di diagnostica o codice del produttore)',
      'Sostituisci la batteria con una di qualità',
      'Se la batteria è gonfia, smetti di caricarlo e falla cambiare subito',
      'Prova la modalità provvisoria per escludere le app',
      'Togli la scheda microSD per qualche giorno: se i riavvii spariscono, copiane i dati e sostituiscila',
    ],
    tools: [T.batteriaSmartphone, T.apertura, T.ventosa, T.cacciaviti, T.calore, T.biadesivo],
    steps: [
      step(
        'Controlla lo stato della batteria nelle impostazioni o con l’app di diagnostica del produttore.',
        'Sai quanta capacità è rimasta',
      ),
      step(
        'Guarda il telefono di profilo su un tavolo: retro bombato, schermo sollevato o fessure.',
        'Sai se la batteria è gonfia',
        LITHIUM,
      ),
      step(
        'Avvia in modalità provvisoria e usalo qualche ora.',
        'Se non si riavvia più, è un’app: disinstalla le ultime',
      ),
      step(
        'Se la batteria è vecchia o gonfia, fai un backup e sostituiscila (se è removibile basta cambiarla).',
        'Niente più blocchi né riavvii',
        PHONE_OPENING,
      ),
    ],
    cost: 'Batteria 15-40 €; sostituzione in negozio 40-100 €.',
    ifNotFixed:
      'Se con una batteria nuova continua a bloccarsi e riavviarsi, il guasto è sulla scheda (memoria o alimentazione): serve un laboratorio.',
  },
  {
    id: 'tablet-carica-lenta-alimentatore',
    category: 'smartphone',
    devices: ['tablet'],
    label: 'il tablet si carica lentissimo (alimentatore troppo debole)',
    symptoms: [
      'l’ipad non si carica più veloce come prima, ci mette una giornata',
      'il tablet in due ore prende solo il 10 per cento',
      'uso il caricabatterie del telefono per il tablet e non sale quasi mai',
      'il tablet carica lentissimo, la percentuale sale di pochissimo ogni ora',
      'attaccato al pc o alla presa usb della tv il tablet carica pianissimo',
      'mentre lo uso in carica la percentuale scende invece di salire',
      'col caricatore nuovo comprato online il tablet non si carica bene',
    ],
    patterns: ['5w', '5 watt', 'caricatore dell iphone sull ipad', 'alimentatore da 5'],
    problem:
      'Alimentatore (caricatore) di potenza insufficiente: un caricatore da telefono da 5 W o una porta USB del computer non danno abbastanza watt a un tablet (servono 10-20 W)',
    difficulty: 'beginner',
    estimatedTime: '10 minuti',
    warnings: [
      'Usa solo caricatori certificati: quelli contraffatti scaldano e non danno la potenza scritta sull’etichetta.',
    ],
    causes: [
      'Alimentatore troppo debole (5 W, 1 A: quello del telefono) o porta USB del computer',
      'Cavo scadente o troppo sottile che fa passare poca corrente',
      'Porta di ricarica sporca che fa contatto solo in parte',
      'Tablet usato mentre carica, schermo acceso e luminosità alta',
      'Batteria del tablet esaurita',
    ],
    tells: [
      'se sull’alimentatore c’è scritto 5 V 1 A (5 W) o è quello del telefono, allora è l’alimentatore troppo debole',
      'se con lo stesso alimentatore ma un altro cavo carica veloce, allora era il cavo',
      'se il cavo balla o entra a fatica nella porta, allora è la porta sporca',
      'se spento carica normale, allora è l’uso durante la carica',
      'se con tutto originale si scarica in fretta e carica male, allora è la batteria',
    ],
    solutions: [
      'Usa l’alimentatore del tablet (10-12 W o 20 W USB-C) e non quello del telefono',
      'Cambia cavo con uno originale o certificato',
      'Pulisci la porta di ricarica',
      'Lascialo in standby mentre carica',
    ],
    tools: [T.caricatore, T.cavoUsb, T.stuzzicadenti, T.torcia],
    steps: [
      step(
        'Leggi l’etichetta dell’alimentatore: 5 V 1 A (5 W) è da telefono; per un tablet serve almeno 10-12 W (2,1-2,4 A) o 20 W USB-C.',
        'Sai se l’alimentatore è abbastanza potente',
      ),
      step(
        'Ricarica il tablet con l’alimentatore giusto, collegato a una presa a muro e non al PC.',
        'In un’ora sale di parecchio',
      ),
      step('Se resta lento, prova un altro cavo originale o certificato.', 'Con il cavo nuovo carica veloce'),
      step(
        'Spegni il tablet e guarda la porta con una torcia: togli i pelucchi con uno stuzzicadenti di legno.',
        'Il cavo entra fino in fondo',
      ),
    ],
    cost: 'Gratis se hai l’alimentatore giusto; uno nuovo costa 15-25 €.',
    ifNotFixed:
      'Se con alimentatore e cavo giusti resta lento e si scarica presto, la batteria o la porta sono da sostituire: rivolgiti a un centro assistenza.',
  },
  {
    id: 'smartphone-connettore-ricarica-dissaldato',
    category: 'smartphone',
    devices: ['smartphone', 'tablet'],
    label: 'connettore di ricarica dissaldato o flex di ricarica guasto (la presa si muove)',
    symptoms: [
      'il connettore di ricarica si è staccato dalla scheda, si vede che si muove',
      'il connettore di ricarica si muove dentro il telefono, è staccato',
      'a volte dice in carica ma la batteria scende lo stesso',
      'la presa micro usb traballa e la ricarica si interrompe',
      'ho pulito la porta e cambiato cavo ma la ricarica parte solo ogni tanto',
      'ci mette giorni a riempirsi, e certe volte col cavo attaccato non prende corrente',
      'i pin del connettore usb sono dissaldati, saldature fredde',
    ],
    problem:
      'Connettore di ricarica con saldature fredde o crepate (pin dissaldati dalla scheda) o flex del connettore di ricarica difettoso',
    difficulty: 'advanced',
    estimatedTime: '1-2 ore',
    warnings: [PHONE_WARRANTY, PHONE_OPENING, REFLOW],
    causes: [
      'Saldature fredde o crepate dei pin del connettore di ricarica: il connettore si è staccato dalla scheda a forza di inserire il cavo',
      'Flex (cavo flat) del connettore di ricarica USB difettoso o con piste rotte',
      'Connettore consumato con le lamelle allargate',
      'Cavo o caricatore difettosi (da escludere prima)',
    ],
    tells: [
      'se il connettore si muove quando inserisci il cavo o carica solo premendo in una direzione, allora sono le saldature',
      'se il connettore è su un flex separato e con un flex nuovo carica, allora era il flex',
      'se lo spinotto entra lasco ma il connettore è fermo, allora è il connettore consumato',
      'se con un altro cavo e un altro caricatore carica bene, allora era l’accessorio',
    ],
    solutions: [
      'Prova un altro cavo e un altro caricatore e pulisci la porta',
      'Sostituisci il flex del connettore di ricarica (su molti telefoni è un ricambio a sé)',
      'Risalda i pin del connettore sulla scheda o sostituisci il connettore',
    ],
    tools: [T.cacciaviti, T.apertura, T.saldatore, T.stagno, T.flussante, T.multimetro, T.flat, T.alcool],
    steps: [
      step(
        'Prova un altro cavo e un altro caricatore e pulisci la porta con uno stuzzicadenti di legno.',
        'Escludi accessori e sporco',
      ),
      step(
        'Inserisci il cavo e muovilo piano: se la ricarica va e viene e il connettore si muove, il guasto è nel connettore.',
        'Sai se è il connettore',
      ),
      step(
        'Apri il telefono e scollega la batteria; guarda i pin del connettore con una lente: cerca saldature opache o crepate.',
        'Vedi le saldature rotte o il flex danneggiato',
        BATTERY_CONNECTOR,
      ),
      step(
        'Se il connettore è su un flex, sostituisci il flex di ricarica del modello esatto.',
        'Carica stabile',
      ),
      step(
        'Se il connettore è saldato sulla scheda, aggiungi flussante e risalda i pin, o fallo fare a un laboratorio.',
        'Carica senza muovere il cavo',
        'Il saldatore scotta e i pin sono minuscoli: se non hai esperienza affidati a un laboratorio.',
      ),
    ],
    cost: 'Flex di ricarica 5-20 €; risaldatura o connettore in laboratorio 30-70 €.',
    ifNotFixed:
      'Se con connettore e flex nuovi non carica, è il circuito di ricarica della scheda (IC di carica): serve un laboratorio di microsaldatura.',
  },
  {
    id: 'smartphone-baseband-guasto',
    category: 'smartphone',
    devices: ['smartphone'],
    label: 'nessun servizio e il ripristino fallisce sempre (chip baseband / modem guasto)',
    symptoms: [
      'l’iphone era senza servizio e dopo il ripristino con itunes dà errore e resta in recovery',
      'ripristino fallito con errore 4013 su un iphone che prima non aveva servizio',
      'ogni ripristino con itunes finisce in errore e prima il telefono non vedeva l’operatore',
      'dopo una caduta nessun servizio e in impostazioni il firmware del modem è vuoto',
      'iphone 7 senza servizio, icona del segnale grigia e imei sparito: guasto del baseband',
    ],
    patterns: ['no service', 'firmware del modem è vuoto', 'guasto del baseband', 'baseband disease'],
    problem:
      'Guasto hardware del chip baseband (modem) sulla scheda logica: il telefono resta senza servizio e il ripristino fallisce, non è un problema software',
    difficulty: 'advanced',
    estimatedTime: 'Diagnosi in laboratorio: 1-3 giorni',
    warnings: [
      PHONE_BACKUP,
      'Non ripristinare più volte sperando che passi: ogni tentativo fallito può cancellare i dati rimasti.',
    ],
    causes: [
      'Chip baseband (modem) o sue saldature sulla scheda logica guasti (difetto noto di alcune serie, cadute, flessioni)',
      'Memoria (NAND) della scheda logica che non si scrive più: il ripristino si ferma con 4013/4014/9',
      'Cavo, porta USB o computer che interrompono il ripristino',
    ],
    tells: [
      'se prima del ripristino non aveva già servizio con nessuna SIM, allora è il baseband',
      'se il ripristino si ferma sempre allo stesso punto con qualunque computer e cavo, allora è la scheda (modem o memoria)',
      'se con un altro cavo e un altro computer il ripristino riesce, allora erano cavo o computer',
    ],
    solutions: [
      'Prova il ripristino in DFU con un altro cavo e un altro computer per escludere gli accessori',
      'Porta il telefono a un laboratorio di microsaldatura per il chip baseband o la scheda logica',
      'Valuta la sostituzione della scheda o del telefono se la riparazione costa troppo',
    ],
    tools: [T.cavoUsb],
    steps: [
      step(
        'Prova il ripristino con un altro cavo originale, un’altra porta USB e un altro computer aggiornato, in modalità DFU.',
        'Se riesce, erano cavo o computer',
      ),
      step(
        'Se prima del ripristino il telefono non aveva servizio con nessuna SIM, annotalo: è il segno del modem guasto.',
      ),
      step('Non ripetere il ripristino all’infinito: porta il telefono a un laboratorio di microsaldatura.'),
      step(
        'Chiedi una diagnosi della scheda logica (baseband, memoria) e un preventivo prima della riparazione.',
        'Sai se conviene ripararlo',
      ),
    ],
    cost: 'Riparazione del baseband o della scheda in laboratorio 80-200 €.',
    ifNotFixed:
      'Se la scheda non è riparabile, recupera i dati solo se c’era un backup e valuta un telefono nuovo o ricondizionato.',
  },
  {
    id: 'smartphone-contatti-batteria-removibile',
    category: 'smartphone',
    devices: ['smartphone'],
    label: 'si spegne se lo muovo o lo urto (batteria removibile che non fa contatto)',
    symptoms: [
      'il cellulare si spegne appena lo muovo o lo metto in tasca',
      'se do un colpetto al telefono sul palmo si spegne all’istante',
      'la batteria balla nel suo vano e il telefono si spegne',
      'devo togliere e rimettere la batteria per farlo riaccendere',
      'i contattini dorati della batteria sono verdi e sporchi',
      'con un pezzetto di carta dietro la batteria non si spegne più',
      'con la batteria di un altro telefono uguale funziona, con la mia no',
    ],
    problem:
      'Contatti della batteria removibile sporchi, ossidati o piegati (o batteria che balla nel vano): a ogni urto il telefono perde l’alimentazione e si spegne',
    difficulty: 'beginner',
    estimatedTime: '10-20 minuti',
    warnings: [LITHIUM, 'Non raddrizzare le mollette dei contatti con forza: si spezzano facilmente.'],
    causes: [
      'Contatti (mollette) della batteria piegati o schiacciati: non premono più sulla batteria',
      'Contatti della batteria sporchi o ossidati (verdi o neri) per umidità o sudore',
      'Batteria che balla nel vano o coperchio posteriore allentato',
      'Batteria esaurita che crolla sotto sforzo',
    ],
    tells: [
      'se le mollette sono più basse delle altre o storte, allora sono i contatti piegati',
      'se sui contatti ci sono aloni verdi o neri, allora sono i contatti ossidati',
      'se spingendo la batteria verso i contatti il telefono resta acceso, allora è la batteria che balla',
      'se con una batteria nuova o di un altro telefono non si spegne più, allora è la batteria esaurita',
    ],
    solutions: [
      'Pulisci i contatti della batteria e del telefono con alcool isopropilico',
      'Solleva appena le mollette piegate con uno stuzzicadenti',
      'Metti uno spessore di carta o cartoncino tra batteria e coperchio',
      'Sostituisci la batteria se è esaurita',
    ],
    tools: [T.alcool, T.stuzzicadenti, T.pulisciContatti, T.batteriaSmartphone, T.torcia],
    steps: [
      step('Spegni il telefono, togli il coperchio e la batteria.'),
      step(
        'Guarda i contatti con una torcia: le mollette devono essere tutte alla stessa altezza, lucide e senza aloni.',
        'Trovi contatti piegati o ossidati',
      ),
      step(
        'Pulisci i contatti del telefono e della batteria con un cotton fioc e alcool isopropilico (o un pulisci contatti) e lascia asciugare.',
        'I contatti tornano lucidi',
      ),
      step(
        'Se una molletta è bassa, sollevala appena con uno stuzzicadenti, senza forzare.',
        'La molletta preme sulla batteria',
      ),
      step(
        'Rimetti la batteria; se balla, aggiungi uno spessore di carta piegata tra batteria e coperchio.',
        'Scuotendo il telefono non si spegne più',
      ),
      step('Se continua, prova una batteria nuova.', 'Con la batteria nuova resta acceso', LITHIUM),
    ],
    cost: 'Gratis; batteria nuova 5-20 €.',
    ifNotFixed:
      'Se con contatti puliti e batteria nuova si spegne ancora, il connettore della batteria sulla scheda è dissaldato o rotto: va sostituito in laboratorio.',
  },
  {
    id: 'smartphone-tastiera-fisica-tasti',
    category: 'smartphone',
    devices: ['smartphone'],
    label: 'alcuni tasti fisici del cellulare a tasti o del BlackBerry non funzionano',
    symptoms: [
      'sul cellulare a tasti alcuni numeri non funzionano più',
      'il tasto 5 del mio nokia va solo se premo fortissimo',
      'la tastiera del blackberry non scrive più alcune lettere',
      'il tasto verde per rispondere non funziona',
      'premo un tasto e ne escono due o scrive un’altra lettera',
      'una fila intera di tasti non risponde',
      'dopo che è caduto nell’acqua i tasti fanno quello che vogliono',
    ],
    problem:
      'Contatti dei tasti sporchi o ossidati sotto la gommina (membrana del tastierino) o piste del tastierino interrotte',
    difficulty: 'intermediate',
    estimatedTime: '20-60 minuti',
    warnings: [PHONE_WARRANTY],
    causes: [
      'Sporco, briciole o ossido sui contatti dei tasti sotto la gommina: il contatto del tasto non chiude',
      'Cupolette metalliche (dome) della membrana schiacciate o spostate',
      'Umidità o liquido che ha ossidato le piste del tastierino',
      'Pista o flex del tastierino interrotto (spesso una fila intera di tasti)',
    ],
    tells: [
      'se i tasti vanno premendo forte, allora sono i contatti sporchi',
      'se il tasto non fa più clic, allora è la cupoletta della membrana',
      'se i tasti impazziscono dopo un bagno, allora è l’ossido delle piste',
      'se non funziona una fila o una colonna intera, allora è una pista o il flex',
    ],
    solutions: [
      'Apri il telefono e pulisci i contatti della tastiera con alcool isopropilico',
      'Sostituisci la membrana dei tasti (dome) o la gommina',
      'Ripara la pista interrotta o sostituisci il flex della tastiera',
    ],
    tools: [T.cacciaviti, T.apertura, T.alcool, T.spazzolino, T.pulisciContatti, T.multimetro],
    steps: [
      step('Spegni il telefono, togli la batteria e apri la scocca anteriore.', undefined, PHONE_OPENING),
      step(
        'Togli la gommina dei tasti e guarda i contatti dorati della scheda: cerca sporco, aloni o macchie scure.',
        'Trovi i contatti sporchi o ossidati',
      ),
      step(
        'Strofina i contatti con uno spazzolino e alcool isopropilico, poi pulisci il retro della gommina.',
        'I contatti tornano lucidi',
      ),
      step(
        'Controlla che le cupolette della membrana siano tutte al loro posto, poi rimonta e prova ogni tasto.',
        'Tutti i tasti rispondono',
      ),
      step(
        'Se non va una fila intera, misura la continuità della pista con il multimetro o fai sostituire il flex della tastiera.',
      ),
    ],
    cost: 'Gratis con la pulizia; membrana o tastiera di ricambio 3-15 €.',
    ifNotFixed:
      'Se dopo pulizia e membrana nuova i tasti non vanno, la pista o il chip della tastiera sono danneggiati: serve un laboratorio.',
  },
  {
    id: 'smartphone-blackberry-clessidra',
    category: 'smartphone',
    devices: ['smartphone'],
    label: 'BlackBerry bloccato sulla clessidra o sull’orologio nero',
    symptoms: [
      'il blackberry si blocca con la clessidra che gira',
      'sul blackberry compare l’orologio nero e non risponde per minuti',
      'è diventato lentissimo e si impalla, compare la clessidra',
      'resta fermo sulla schermata bianca con la clessidra quando lo riavvio',
      'le app non si aprono più e l’orologio nero gira in continuazione',
      'si riavvia da solo e resta sul logo dell’operatore con la clessidra',
    ],
    patterns: ['clessidra', 'orologio nero', 'black clock', 'battery pull'],
    problem:
      'BlackBerry bloccato dalla memoria esaurita del sistema (perdite di memoria): si sblocca con il riavvio togliendo la batteria (battery pull), altrimenti va ricaricato il sistema operativo',
    difficulty: 'beginner',
    estimatedTime: '5 minuti – 2 ore (ricaricare il sistema)',
    warnings: [PHONE_BACKUP],
    causes: [
      'Memoria di sistema piena o perdite di memoria del BlackBerry OS: il telefono si ferma sulla clessidra o sull’orologio',
      'App o tema di terze parti difettosi che lo bloccano sulla clessidra',
      'Memoria interna quasi piena (messaggi, registro chiamate, foto)',
      'Sistema operativo danneggiato da un aggiornamento interrotto: resta sulla schermata bianca anche dopo il riavvio',
    ],
    tells: [
      'se dopo aver tolto e rimesso la batteria torna veloce per qualche giorno, allora è la memoria di sistema',
      'se il blocco è iniziato dopo aver installato un’app o un tema, allora è l’app',
      'se la memoria libera è quasi a zero, allora è la memoria piena',
      'se anche togliendo la batteria resta sulla clessidra all’avvio, allora è il sistema da ricaricare',
    ],
    solutions: [
      'Togli la batteria a telefono acceso, aspetta 30 secondi e rimettila (battery pull)',
      'Disinstalla le app e i temi installati per ultimi',
      'Cancella messaggi vecchi e registro chiamate per liberare memoria',
      'Ricarica il sistema operativo con BlackBerry Desktop Software (cancella i dati: fai prima il backup)',
    ],
    tools: [T.cavoUsb],
    steps: [
      step(
        'A telefono acceso togli il coperchio e la batteria, aspetta 30 secondi e rimettila.',
        'Si riavvia e torna veloce',
      ),
      step('Disinstalla le ultime app o il tema installati prima dei blocchi.', 'Non si blocca più'),
      step(
        'Cancella messaggi vecchi, registro chiamate e foto dalla memoria del telefono.',
        'La memoria libera aumenta',
      ),
      step(
        'Se resta sulla clessidra all’avvio, collegalo al computer e ricarica il sistema con il software BlackBerry.',
        'Si avvia con il sistema pulito',
        PHONE_BACKUP,
      ),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se dopo aver ricaricato il sistema resta bloccato, la memoria del telefono è guasta: serve un laboratorio o un altro telefono.',
  },
];
