import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { BATTERY_CONNECTOR, BROKEN_GLASS, LITHIUM, PHONE_BACKUP, PHONE_WARRANTY } from './warnings.ts';

/**
 * Smartphone and tablet faults that the frequency research of issue 24
 * (docs/ai-coverage-research.md) found reported and confirmed often, and that the older files did not
 * cover: the panel damaged under an intact glass, the camera's stabiliser, the camera's lens glass,
 * memory cards, a full memory that stops the boot, a tablet's touch glass.
 */
export const RICERCA_SMARTPHONE: KnowledgeEntry[] = [
  {
    id: 'smartphone-display-interno-danneggiato',
    category: 'smartphone',
    devices: ['smartphone', 'tablet'],
    label: 'macchia nera o righe colorate dopo una caduta, vetro intero',
    symptoms: [
      'dopo una caduta è comparsa una macchia nera sullo schermo che si allarga ogni giorno',
      'il vetro è intatto ma lo schermo ha righe colorate verticali da quando è caduto',
      'macchia viola che diventa nera sul display, il touch funziona ancora',
      'mi è caduto in borsa con le chiavi e ora ha una chiazza scura e linee verdi',
      'lo schermo ha un alone nero in un angolo dopo che l’ho schiacciato',
      'metà schermo è diventato nero ma sento le notifiche e il touch va',
    ],
    patterns: ['macchia viola'],
    problem:
      'Pannello del display (OLED o LCD) danneggiato da un urto o da una pressione anche con il vetro integro',
    difficulty: 'intermediate',
    estimatedTime: '45-90 minuti',
    warnings: [PHONE_WARRANTY, BATTERY_CONNECTOR, BROKEN_GLASS, LITHIUM],
    causes: [
      'Pannello OLED o LCD danneggiato all’interno dall’urto o dalla pressione, con il vetro sopra intero',
      'Flat del display piegato o connettore mezzo staccato',
      'Batteria gonfia che preme il display da dietro',
    ],
    tells: [
      'se la macchia si allarga col passare dei giorni o ha i bordi viola, allora è il pannello rotto',
      'se le righe cambiano premendo vicino al connettore o dopo un riavvio spariscono, allora è il flat o il connettore',
      'se lo schermo si è sollevato o la scocca si apre, allora è la batteria gonfia',
    ],
    solutions: [
      'Fai subito un backup finché lo schermo si legge',
      'Sostituisci il display completo (vetro e pannello sono incollati)',
      'Ricollega il connettore del display se le righe vanno e vengono',
    ],
    tools: [T.display, T.cacciaviti, T.apertura, T.ventosa, T.calore, T.biadesivo, T.guanti],
    steps: [
      step('Fai un backup adesso: la macchia di solito si allarga.', 'I dati sono al sicuro', PHONE_BACKUP),
      step(
        'Guarda il telefono di lato: se lo schermo è sollevato, non caricarlo più e portalo in un laboratorio.',
        'Escludi la batteria gonfia',
        LITHIUM,
      ),
      step(
        'Scalda i bordi, apri il telefono, scollega la batteria e poi il connettore del display; ricollegalo.',
        'Se le righe spariscono, era il connettore',
        BATTERY_CONNECTOR,
      ),
      step(
        'Se la macchia resta, monta un display completo compatibile con un biadesivo nuovo.',
        'Immagine pulita su tutto lo schermo',
      ),
    ],
    cost: 'Display compatibile 30-120 €; originale in assistenza 150-400 € secondo il modello.',
    ifNotFixed:
      'Se anche il display nuovo mostra righe, è un guasto della scheda madre: laboratorio di microsaldatura.',
  },
  {
    id: 'smartphone-fotocamera-trema',
    category: 'smartphone',
    devices: ['smartphone'],
    label: 'la fotocamera trema, ronza o non mette a fuoco',
    symptoms: [
      'la fotocamera dell’iphone trema e fa un ronzio quando la apro',
      'l’immagine della fotocamera vibra e non mette a fuoco, usavo il telefono sul supporto della moto',
      'la camera principale fa un rumore di clic clic e le foto sono mosse',
      'la fotocamera del telefono balla e fa zzz, le altre lenti vanno',
    ],
    patterns: ['stabilizzatore', 'ois', 'supporto della moto', 'supporto moto'],
    problem:
      'Stabilizzatore ottico (OIS) o autofocus del modulo fotocamera rovinati da vibrazioni, urti o magneti',
    difficulty: 'intermediate',
    estimatedTime: '30-60 minuti',
    warnings: [PHONE_WARRANTY, BATTERY_CONNECTOR],
    causes: [
      'Stabilizzatore ottico e autofocus danneggiati dalle vibrazioni (supporto per moto, bici o auto)',
      'Urto che ha sganciato la lente flottante del modulo',
      'Cover o accessorio con magneti vicino alla fotocamera',
    ],
    tells: [
      'se il telefono è stato sul manubrio di una moto o di una bici, allora è lo stabilizzatore rovinato',
      'se è iniziato dopo una caduta, allora è la lente sganciata',
      'se senza cover o accessorio magnetico smette, allora era il magnete',
    ],
    solutions: [
      'Togli cover e accessori magnetici e riprova',
      'Sostituisci il modulo della fotocamera principale',
      'Usa un supporto con smorzatore di vibrazioni o tieni il telefono in tasca in moto',
    ],
    tools: [T.cacciaviti, T.apertura, T.ventosa, T.calore, T.pinzette],
    steps: [
      step('Togli cover, anelli magnetici e supporti e apri la fotocamera.', 'Se smette, era il magnete'),
      step(
        'Prova le altre lenti (grandangolo, zoom): se vanno, il guasto è di un solo modulo.',
        'Sai quale modulo cambiare',
      ),
      step(
        'Apri il telefono, scollega la batteria e sostituisci il modulo della fotocamera principale.',
        'La fotocamera non trema più e mette a fuoco',
        BATTERY_CONNECTOR,
      ),
      step('In moto usa un supporto con smorzatore o tieni il telefono in tasca.', 'Il modulo nuovo dura'),
    ],
    cost: 'Modulo fotocamera 20-80 €; in negozio 60-150 €.',
    ifNotFixed: 'Se anche il modulo nuovo trema, è il giroscopio o la scheda: laboratorio.',
  },
  {
    id: 'smartphone-vetrino-fotocamera',
    category: 'smartphone',
    devices: ['smartphone'],
    label: 'il vetrino della fotocamera è rotto: foto con aloni',
    symptoms: [
      'il vetrino sopra la fotocamera è crepato e le foto vengono con aloni',
      'le foto hanno una nebbia e riflessi strani di notte, la lente dietro è scheggiata',
      'si è rotto il vetro della fotocamera posteriore, entra polvere',
      'le foto sono offuscate, sul vetrino della camera c’è una crepa',
    ],
    patterns: ['vetrino della fotocamera', 'lente scheggiata'],
    problem: 'Vetrino di protezione della fotocamera posteriore rotto o graffiato',
    difficulty: 'beginner',
    estimatedTime: '20-40 minuti',
    warnings: [
      BROKEN_GLASS,
      'Con il vetrino rotto entrano polvere e acqua: non bagnare il telefono finché non lo cambi.',
    ],
    causes: [
      'Vetrino della fotocamera crepato da un urto',
      'Vetrino graffiato o sporco di grasso',
      'Polvere entrata sotto il vetrino sulla lente',
    ],
    tells: [
      'se con la torcia vedi una crepa sul vetrino, allora è il vetrino',
      'se pulendo con un panno le foto tornano nitide, allora era sporco',
      'se dentro, sotto il vetro, ci sono granelli, allora è polvere entrata',
    ],
    solutions: [
      'Pulisci il vetrino con un panno in microfibra e alcool',
      'Sostituisci il vetrino della fotocamera (si vende con biadesivo)',
      'Togli la polvere dalla lente prima di incollare il vetrino nuovo',
    ],
    tools: [T.alcool, T.calore, T.pinzette, T.apertura, T.biadesivo, T.guanti],
    steps: [
      step(
        'Pulisci il vetrino con un panno in microfibra e una goccia di alcool.',
        'Se le foto tornano nitide, era sporco',
      ),
      step(
        'Copri il vetrino rotto con nastro, scalda la zona e solleva i pezzi con le pinzette.',
        'Il vetrino è tolto',
        BROKEN_GLASS,
      ),
      step('Soffia via la polvere dalla lente senza toccarla.', 'Lente pulita'),
      step(
        'Incolla il vetrino nuovo con il suo biadesivo e premi qualche minuto.',
        'Foto nitide senza aloni',
      ),
    ],
    cost: 'Vetrino 3-15 €; in negozio 20-50 €.',
    ifNotFixed: 'Se le foto restano sfocate col vetrino nuovo, è il modulo della fotocamera.',
  },
  {
    id: 'smartphone-microsd',
    category: 'smartphone',
    devices: ['smartphone', 'tablet', 'ereader'],
    label: 'la scheda SD non viene letta o dice di formattarla',
    symptoms: [
      'il telefono non legge più la scheda sd, dice scheda sd danneggiata',
      'la microsd è sparita e mi chiede di formattarla',
      'foto sulla sd non si aprono, il cellulare dice scheda sd vuota',
      'il tablet non vede la micro sd che ho messo',
    ],
    patterns: ['scheda sd', 'microsd', 'micro sd', 'sd danneggiata', 'scheda di memoria'],
    problem: 'Scheda microSD non letta: contatti sporchi, file system rovinato o scheda guasta o falsa',
    difficulty: 'beginner',
    estimatedTime: '10-60 minuti',
    warnings: [
      'Non formattare la scheda se contiene foto senza copia: prova prima il recupero da un computer.',
    ],
    causes: [
      'Contatti della scheda o del carrello sporchi, scheda non inserita bene',
      'File system rovinato (scheda tolta mentre scriveva, spegnimento improvviso)',
      'Scheda guasta o contraffatta (capacità falsa)',
    ],
    tells: [
      'se dopo averla reinserita funziona a tratti, allora sono i contatti',
      'se il computer la vede ma chiede di formattarla, allora è il file system',
      'se non la vede nessun dispositivo, o è una scheda grande pagata pochissimo, allora è guasta o falsa',
    ],
    solutions: [
      'Spegni, togli la scheda, pulisci i contatti e reinseriscila',
      'Copia e recupera i file dal computer, poi formatta la scheda',
      'Sostituisci la scheda con una di marca',
    ],
    tools: [T.alcool, T.microSd, T.spazzolino],
    steps: [
      step('Spegni il telefono, estrai la scheda e pulisci i contatti dorati con alcool.', 'Contatti puliti'),
      step('Reinserisci la scheda fino in fondo e riaccendi.', 'Se la vede, erano i contatti'),
      step(
        'Se chiede di formattare, mettila in un lettore sul computer e copia o recupera i file con un programma di recupero.',
        'Le foto sono salvate',
      ),
      step(
        'Formatta la scheda dal telefono o sostituiscila con una nuova di marca.',
        'La scheda viene letta',
      ),
    ],
    cost: 'Gratis; scheda nuova 10-25 €; recupero dati professionale 100-300 €.',
    ifNotFixed: 'Se anche una scheda nuova non viene letta, è il lettore del telefono: laboratorio.',
  },
  {
    id: 'smartphone-memoria-piena-logo',
    category: 'smartphone',
    devices: ['smartphone', 'tablet'],
    label: 'si blocca sul logo con la memoria piena',
    symptoms: [
      'l’iphone è fermo sulla mela da quando la memoria era piena',
      'il telefono dice memoria piena e ora non si avvia più, resta sul logo',
      'spazio esaurito, si è riavviato e non va oltre il logo samsung',
      'avevo zero spazio libero e l’aggiornamento si è bloccato sulla mela',
    ],
    patterns: ['zero spazio'],
    problem: 'Avvio bloccato perché la memoria interna è completamente piena',
    difficulty: 'intermediate',
    estimatedTime: '30-120 minuti',
    warnings: [PHONE_BACKUP, 'Non ripristinare subito: con l’aggiornamento senza cancellare i dati restano.'],
    causes: [
      'Memoria interna al 100%: il sistema non ha spazio per avviarsi',
      'Aggiornamento interrotto per mancanza di spazio',
      'Memoria (NAND) guasta',
    ],
    tells: [
      'se prima diceva memoria piena, allora è lo spazio',
      'se si è bloccato durante un aggiornamento, allora è l’aggiornamento interrotto',
      'se anche il ripristino completo fallisce con un errore, allora è la memoria guasta',
    ],
    solutions: [
      'iPhone: modalità di recupero dal computer e scegli Aggiorna (non Ripristina)',
      'Android: dal menu di recovery cancella la cache; se parte, libera spazio subito',
      'Ripristino completo se non c’è altra via, poi ricarica il backup',
    ],
    tools: [T.cavoUsb],
    steps: [
      step(
        'Lascialo in carica un’ora: a volte finisce il lavoro e si avvia.',
        'Arriva alla schermata di blocco',
      ),
      step(
        'iPhone: collegalo al computer, mettilo in modalità di recupero e scegli Aggiorna.',
        'iOS si reinstalla senza cancellare i dati',
      ),
      step(
        'Android: entra nel recovery (tasto accensione + volume) e scegli Wipe cache partition.',
        'Si avvia',
      ),
      step(
        'Appena si avvia, cancella video e app grandi finché restano almeno 5 GB liberi.',
        'Non si blocca più',
      ),
    ],
    cost: 'Gratis; recupero dati in laboratorio 80-250 €.',
    ifNotFixed:
      'Se Aggiorna fallisce con un errore, serve il ripristino completo: i dati restano solo nel backup.',
  },
  {
    id: 'tablet-touch-non-risponde',
    category: 'altri',
    devices: ['tablet'],
    label: 'il touch del tablet non risponde in una zona',
    symptoms: [
      'il touch dell’ipad non risponde in una striscia dello schermo',
      'il tablet non sente il tocco in basso, il resto va',
      'lo schermo del tablet si vede bene ma il touch è morto',
      'il tablet dei bambini non risponde al tocco dopo una caduta',
    ],
    patterns: ['digitizer', 'touch morto'],
    problem: 'Digitizer (vetro touch) del tablet danneggiato o flat del touch staccato',
    difficulty: 'intermediate',
    estimatedTime: '60-120 minuti',
    warnings: [
      BROKEN_GLASS,
      BATTERY_CONNECTOR,
      'Sui tablet il vetro è incollato: scalda a lungo e lavora piano per non rompere il display sotto.',
    ],
    causes: [
      'Digitizer incrinato o danneggiato da un urto (anche con crepe piccole)',
      'Flat del touch staccato o ossidato',
      'Pellicola o cover che premono sul bordo',
    ],
    tells: [
      'se la zona morta parte da una crepa o da un angolo colpito, allora è il digitizer',
      'se il touch va e viene premendo vicino al connettore, allora è il flat',
      'se senza pellicola e senza cover torna, allora erano loro',
    ],
    solutions: [
      'Togli pellicola e cover',
      'Sostituisci il vetro touch (digitizer)',
      'Ricollega il flat del touch',
    ],
    tools: [T.display, T.calore, T.ventosa, T.apertura, T.biadesivo, T.guanti],
    steps: [
      step('Togli pellicola e cover e riavvia il tablet.', 'Se torna, erano loro'),
      step('Disegna con il dito in un’app di disegno per vedere la zona morta.', 'Sai dove non risponde'),
      step(
        'Scalda i bordi, solleva il vetro e sostituisci il digitizer con il biadesivo nuovo.',
        'Il tocco risponde ovunque',
        BROKEN_GLASS,
      ),
      step(
        'Rimonta, lascia asciugare il biadesivo qualche ora e ricalibra se il tablet lo chiede.',
        'Il vetro resta incollato e il tocco è preciso',
      ),
    ],
    cost: 'Digitizer 20-70 €; in negozio 60-150 €.',
    ifNotFixed: 'Se il digitizer nuovo non va, il controller touch della scheda è guasto: laboratorio.',
  },
  {
    id: 'smartphone-schermo-congelato',
    category: 'smartphone',
    devices: ['smartphone', 'tablet'],
    label: 'si è impallato: schermo fermo, non risponde a niente',
    symptoms: [
      'il telefono si è impallato, lo schermo è fermo e non risponde né al tocco né ai tasti',
      'il cellulare è congelato su un’app e il tasto di accensione non fa niente',
      'il samsung si è freezato, schermo acceso ma bloccato',
      'il telefono si blocca di continuo e devo aspettare che si scarichi per riaccenderlo',
      'l’iphone si è piantato in tasca, è tiepido e non reagisce più a nessun tasto',
    ],
    patterns: ['impallato', 'freezato'],
    problem: 'Sistema bloccato (app o aggiornamento, memoria piena): si sblocca con il riavvio forzato',
    difficulty: 'beginner',
    estimatedTime: '5-30 minuti',
    warnings: [PHONE_BACKUP],
    causes: [
      'Blocco del sistema o di un’app: il tasto di accensione da solo non basta',
      'Memoria quasi piena o app difettosa che blocca di nuovo il telefono',
      'Aggiornamento rimasto a metà',
    ],
    tells: [
      'se col riavvio forzato riparte e resta stabile, allora era un blocco passeggero',
      'se si blocca di nuovo spesso e la memoria è quasi piena, allora è lo spazio o un’app',
      'se si blocca sempre dopo un aggiornamento, allora va reinstallato il sistema',
    ],
    solutions: [
      'Riavvio forzato: su Android tieni premuti accensione e volume giù 10-15 secondi; su iPhone premi volume su, volume giù e tieni premuto il tasto laterale',
      'Libera spazio e disinstalla l’ultima app installata; prova la modalità provvisoria su Android',
      'Aggiorna o reinstalla il sistema dopo un backup',
    ],
    tools: [T.caricatore],
    steps: [
      step(
        'Android: tieni premuti insieme accensione e volume giù per 10-15 secondi finché compare il logo.',
        'Il telefono si riavvia senza perdere dati',
      ),
      step(
        'iPhone: premi e rilascia volume su, poi volume giù, poi tieni premuto il tasto laterale finché compare la mela.',
        'Il telefono si riavvia',
      ),
      step('Se non reagisce, mettilo in carica mezz’ora e ripeti il riavvio forzato.', 'Si riaccende'),
      step('Appena riparte, libera almeno 5 GB e aggiorna sistema e app.', 'Non si blocca più'),
      step(
        'Se si blocca ancora, avvia in modalità provvisoria e disinstalla le app recenti.',
        'Trovi l’app che lo blocca',
        PHONE_BACKUP,
      ),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se non si sblocca con nessuna combinazione neanche dopo la carica, vedi "non si accende per niente".',
  },
];
