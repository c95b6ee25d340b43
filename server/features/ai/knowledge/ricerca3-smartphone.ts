import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { DRIVING, NO_RESET } from './warnings.ts';

/**
 * Smartphone and tablet faults that the third round of frequency research of issue 24
 * (docs/ai-coverage-research.md, round 3 — smartphone) found in people's own reports and that the
 * knowledge base lacked: SMS lost to iMessage, a worn charging cable, the BlackBerry trackball, a screen
 * reader or the zoom switched on by mistake, a screen that dims by itself, safe mode that won't go away,
 * car Bluetooth with no sound, Play Store downloads pending, headphones on a USB-C adapter, the cold and
 * the paused charge, the microphone denied to one app.
 */
export const RICERCA3_SMARTPHONE: KnowledgeEntry[] = [
  {
    id: 'smartphone-sms-non-arrivano',
    category: 'smartphone',
    devices: ['smartphone'],
    label: 'non ricevo gli SMS o gli MMS (anche dopo il passaggio da iPhone ad Android)',
    symptoms: [
      'sono passato da iphone ad android e non mi arrivano più i messaggi di chi ha l’iphone',
      'non ricevo più gli sms, le chiamate invece arrivano',
      'i miei amici dicono che il messaggio risulta consegnato ma a me non arriva niente',
      'non mi arrivano gli sms con i codici della banca',
      'gli sms partono ma non ne ricevo nessuno da giorni',
      'gli mms con le foto non si scaricano, resta la rotellina',
    ],
    patterns: ['imessage', 'deregistra imessage', 'centro servizi sms', 'smsc'],
    problem:
      'SMS o MMS che non arrivano: quasi sempre il numero è ancora registrato su iMessage dopo il passaggio da iPhone ad Android, oppure un blocco, la memoria dei messaggi, il centro servizi o l’APN degli MMS',
    difficulty: 'beginner',
    estimatedTime: '10-30 minuti (la deregistrazione da iMessage può richiedere fino a un giorno)',
    warnings: [
      'Il codice che ricevi per deregistrare iMessage va inserito solo sul sito di Apple: non darlo a nessuno che te lo chieda al telefono.',
    ],
    causes: [
      'Numero ancora registrato su iMessage dopo il passaggio da iPhone ad Android: i messaggi degli iPhone restano nei server di Apple',
      'Contatto bloccato, filtro antispam o messaggi da sconosciuti spostati in un’altra cartella',
      'Memoria dei messaggi piena o app dei messaggi predefinita cambiata',
      'Numero del centro servizi SMS (SMSC) sbagliato dopo un cambio di SIM o di operatore',
      'MMS: dati mobili spenti o APN degli MMS mancante',
    ],
    tells: [
      'se mancano solo i messaggi di chi ha l’iPhone e prima avevi un iPhone, allora è iMessage',
      'se manca un solo contatto, allora è bloccato o finito nello spam',
      'se il telefono segnala memoria piena o le conversazioni sono migliaia, allora è la memoria dei messaggi',
      'se non arrivano da nessuno e la SIM è nuova o hai cambiato operatore, allora è il centro servizi',
      'se arrivano i testi ma non le foto, allora sono i dati mobili o l’APN degli MMS',
    ],
    solutions: [
      'Disattiva iMessage dal vecchio iPhone o deregistra il numero dalla pagina di Apple',
      'Sblocca il contatto e controlla la cartella spam',
      'Libera la memoria dei messaggi e imposta l’app predefinita giusta',
      'Fatti dare dall’operatore il centro servizi SMS corretto o una verifica della linea',
      'Attiva i dati mobili e configura l’APN degli MMS',
    ],
    tools: [],
    steps: [
      step(
        'Se avevi un iPhone, rimetti la SIM nel vecchio iPhone e spegni Impostazioni > Messaggi > iMessage e Impostazioni > FaceTime; se non hai più l’iPhone, usa la pagina di Apple «Deregistra iMessage» con il tuo numero e il codice che ricevi via SMS.',
        'Entro un giorno chi ha l’iPhone ti scrive con SMS normali (bolle verdi)',
      ),
      step(
        'Nell’app Messaggi controlla i numeri bloccati e le cartelle spam e sconosciuti.',
        'Il contatto non è più bloccato',
      ),
      step(
        'Controlla che l’app dei messaggi predefinita sia quella che usi e cancella le conversazioni vecchie e lunghe.',
        'Il telefono non segnala più memoria piena',
      ),
      step(
        'Metti la SIM in un altro telefono e fatti mandare un SMS: se non arriva neanche lì, chiedi all’operatore il numero del centro servizi corretto o una verifica della linea.',
        'Sai se è il telefono o la linea',
      ),
      step(
        'Per gli MMS attiva i dati mobili e controlla l’APN degli MMS (Impostazioni > Rete mobile > Nomi punti di accesso) o chiedi all’operatore l’SMS di configurazione.',
        'Le foto si scaricano',
      ),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se gli SMS non arrivano neanche con la SIM in un altro telefono, il problema è della linea: chiedi all’operatore una verifica o una SIM nuova con lo stesso numero.',
  },
  {
    id: 'smartphone-cavo-caricatore-rovinato',
    category: 'smartphone',
    devices: ['smartphone', 'tablet', 'ereader'],
    label: 'cavo o alimentatore rovinato (spelato, spinotto annerito, fili spezzati)',
    symptoms: [
      'il cavo del caricatore si è spezzato vicino allo spinotto',
      'lo spinotto del cavo è storto e annerito',
      'con l’alimentatore di mia moglie funziona, con il mio no',
      'il cavo è spelato vicino alla presa e si vedono i fili',
      'le lamelle della spina sono annerite e l’alimentatore non dà più corrente',
      'il cavo si è rovinato e adesso va a singhiozzo',
      'con il caricatore della macchina non carica più, a casa sì',
      'con un filo diverso va benissimo, col mio solo a tratti',
      'i contatti dorati dello spinotto lightning sono anneriti o corrosi',
      'pensavo si fosse rotta la presa, invece il colpevole era il filo',
    ],
    problem:
      'Il guasto è nell’accessorio: fili spezzati vicino allo spinotto, contatti sporchi o ossidati, alimentatore debole o non adatto',
    difficulty: 'beginner',
    estimatedTime: '10 minuti',
    warnings: [
      'Non usare un cavo spelato, che si scalda o che puzza di bruciato: può fondere lo spinotto o la porta del telefono.',
      'Non riparare i cavi con lo scotch: al massimo nastro isolante e solo finché non ne compri uno nuovo.',
    ],
    causes: [
      'Fili interni spezzati vicino allo spinotto a forza di piegature',
      'Contatti dello spinotto o delle lamelle della spina sporchi o ossidati',
      'Alimentatore guasto o troppo debole, cavo economico non adatto alla corrente richiesta',
      'Porta sporca o consumata (quando succede con tutti gli accessori)',
    ],
    tells: [
      'se muovendo il cavo vicino allo spinotto la ricarica va e viene, allora sono i fili spezzati',
      'se lo spinotto o la spina hanno aloni verdi o neri, allora sono i contatti ossidati',
      'se lo stesso cavo carica con un altro alimentatore, allora è l’alimentatore',
      'se nessun cavo funziona e lo spinotto balla nel telefono, allora è la porta del telefono',
    ],
    solutions: [
      'Prova incrociata con un altro cavo e un altro alimentatore',
      'Pulisci spinotti e lamelle con alcool isopropilico',
      'Sostituisci il cavo o l’alimentatore con uno certificato',
      'Se nessun cavo va, pulisci la porta del telefono',
    ],
    tools: [T.cavoUsb, T.caricatore, T.alcool, T.stuzzicadenti],
    steps: [
      step(
        'Prova il telefono con un altro cavo e un altro alimentatore che sai funzionanti, poi il tuo cavo su un altro alimentatore.',
        'Sai se il colpevole è il cavo, l’alimentatore o il telefono',
      ),
      step(
        'Controlla il cavo alla luce: guaina spaccata, fili scoperti o punti morbidi vicino agli spinotti.',
        'Trovi il punto rotto',
        'Se il cavo è spelato o si scalda, buttalo: non usarlo più.',
      ),
      step(
        'A cavo scollegato pulisci gli spinotti e le lamelle della spina con un cotton fioc e alcool isopropilico, poi lascia asciugare.',
        'I contatti tornano lucidi',
      ),
      step(
        'Sostituisci il cavo o l’alimentatore con uno certificato della potenza indicata per il tuo telefono.',
        'Carica in modo stabile senza muovere il cavo',
      ),
      step(
        'Se nessun cavo carica, guarda nella porta del telefono con una torcia e togli i pelucchi con uno stuzzicadenti di legno, a telefono spento.',
        'Lo spinotto entra fino in fondo con un clic',
      ),
    ],
    cost: 'Un cavo certificato costa 10-25 €, un alimentatore 15-30 €.',
    ifNotFixed:
      'Se con cavi e alimentatori buoni il telefono non carica, il problema è la porta o il circuito di ricarica: serve un centro assistenza.',
  },
  {
    id: 'smartphone-trackball-bloccata',
    category: 'smartphone',
    devices: ['smartphone'],
    label: 'la trackball o il trackpad (BlackBerry) non scorre più',
    symptoms: [
      'la pallina del blackberry non scorre più in una direzione',
      'la trackball si è bloccata e non va più giù',
      'il cursore non si sposta verso destra, la pallina è dura',
      'la trackball gira ma il menu non si muove',
      'il trackpad del blackberry salta o non risponde',
      'la pallina del telefono scorre a scatti, a volte sì e a volte no',
    ],
    patterns: ['trackball', 'pallina del blackberry'],
    problem:
      'Trackball bloccata o che scorre in una sola direzione: sporcizia e grasso sui rullini dei sensori sotto la pallina; se è consumata si sostituisce',
    difficulty: 'beginner',
    estimatedTime: '10-30 minuti',
    warnings: ['Prima di pulire con l’alcool spegni il telefono e, se si può, togli la batteria.'],
    causes: [
      'Sporco e grasso delle dita sui rullini sotto la pallina',
      'Un granello o un pelucco che blocca la pallina',
      'Sensibilità della trackball impostata troppo bassa',
      'Trackball consumata o rullino magnetico che non gira più',
    ],
    tells: [
      'se non scorre in una sola direzione, allora è lo sporco sul rullino di quella direzione',
      'se la pallina è dura o ferma, allora c’è un corpo estraneo',
      'se si muove ma il cursore è lento, allora è la sensibilità',
      'se dopo la pulizia salta ancora, allora è consumata',
    ],
    solutions: [
      'Far rotolare la pallina a faccia in giù su un foglio di carta',
      'Smuoverla con un pezzo di nastro adesivo',
      'Pulire pallina e rullini con alcool isopropilico',
      'Alzare la sensibilità a 100',
      'Sostituire la trackball',
    ],
    tools: [T.alcool, T.pennelli, T.ariaCompressa, T.pinzette],
    steps: [
      step(
        'Blocca la tastiera, appoggia il telefono a faccia in giù su un foglio bianco e fallo scorrere a otto per un minuto, premendo appena sulla pallina.',
        'Sul foglio resta lo sporco e la pallina torna a scorrere',
      ),
      step(
        'Se la pallina è ferma, premici sopra un pezzo di nastro adesivo e tiralo nella direzione bloccata.',
        'La pallina si sblocca e il nastro porta via lo sporco',
      ),
      step(
        'A telefono spento passa attorno alla pallina un pennellino con un velo di alcool isopropilico facendola girare, poi un soffio di aria compressa.',
        'Scorre in tutte le direzioni',
      ),
      step(
        'Su Curve, Pearl e serie 8800 togli con l’unghia l’anello attorno alla pallina, estraila e pulisci i quattro rullini; sul Bold bisogna aprire il telefono.',
        'I rullini sono puliti e girano liberi',
      ),
      step(
        'In Opzioni > Schermo/Tastiera porta la sensibilità orizzontale e verticale a 100.',
        'Il cursore risponde meglio',
      ),
    ],
    cost: 'Gratis; una trackball di ricambio costa pochi euro.',
    ifNotFixed:
      'Se dopo la pulizia salta ancora, sostituisci la trackball: su molti modelli si cambia senza aprire il telefono, e alcuni operatori la cambiano in negozio.',
  },
  {
    id: 'smartphone-lettore-schermo-attivo',
    category: 'smartphone',
    devices: ['smartphone', 'tablet'],
    label: 'il telefono legge tutto ad alta voce e serve il doppio tocco (TalkBack o VoiceOver)',
    symptoms: [
      'il telefono parla da solo e legge ad alta voce tutto quello che tocco',
      'non riesco più a sbloccarlo, ogni tocco fa un riquadro verde e una voce',
      'per aprire le app devo toccare due volte e con un dito non scorre più',
      'sull’iphone compare un riquadro nero attorno alle icone e una voce le legge',
      'ho tenuto premuti i due tasti del volume e adesso il telefono parla',
      'mia madre ha attivato una voce che descrive lo schermo e non sa toglierla',
    ],
    patterns: ['talkback', 'voiceover', 'voice over'],
    problem:
      'Lettore dello schermo attivato per sbaglio (TalkBack su Android, VoiceOver su iPhone e iPad): non è un guasto, cambia solo il modo di toccare',
    difficulty: 'beginner',
    estimatedTime: '5 minuti',
    warnings: [NO_RESET],
    causes: [
      'Scorciatoia di accessibilità: i due tasti del volume tenuti premuti insieme (Android) o il tasto laterale o Home premuto tre volte (iPhone)',
      'Attivato durante la configurazione iniziale o da un bambino che gioca con le impostazioni',
      'Comando vocale all’assistente (Siri o Google) che l’ha acceso',
    ],
    tells: [
      'se succede dopo aver tenuto il telefono in mano o in tasca con i tasti premuti, allora è la scorciatoia',
      'se è comparso dopo che qualcun altro ha usato il telefono, allora è stato attivato nelle impostazioni',
      'se è comparso mentre parlavi con l’assistente, allora è il comando vocale',
    ],
    solutions: [
      'Spegnilo con la stessa scorciatoia',
      'Usa i gesti del lettore: un tocco seleziona, il doppio tocco attiva, si scorre con due dita',
      'Chiedi a Siri o a Google di spegnerlo',
      'Togli la scorciatoia dalle impostazioni di accessibilità',
    ],
    tools: [],
    steps: [
      step(
        'Android: tieni premuti insieme volume su e volume giù per 3 secondi, finché senti «TalkBack disattivato».',
        'La voce si ferma',
      ),
      step(
        'iPhone: premi tre volte di fila il tasto laterale (o il tasto Home sui modelli che lo hanno), oppure di’ «Ehi Siri, disattiva VoiceOver».',
        'Il riquadro nero sparisce',
      ),
      step(
        'Se la scorciatoia non funziona, sblocca con i gesti del lettore: tocca una cifra per selezionarla e tocca due volte per inserirla; per scorrere usa due dita (tre su iPhone).',
        'Arrivi alla schermata Home',
      ),
      step(
        'Apri Impostazioni > Accessibilità > TalkBack (o VoiceOver) e spegnilo: un tocco sull’interruttore e poi un doppio tocco.',
        'Il telefono torna normale',
      ),
      step(
        'Se non ti serve, togli la scorciatoia in Impostazioni > Accessibilità (Scorciatoia tasti volume su Android, Abbreviazioni accessibilità su iPhone).',
        'Non si riattiva più per sbaglio',
      ),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se il lettore si riattiva da solo, controlla che una cover non tenga premuti i tasti del volume e che la scorciatoia sia davvero spenta.',
  },
  {
    id: 'smartphone-zoom-bloccato',
    category: 'smartphone',
    devices: ['smartphone', 'tablet'],
    label: 'lo schermo è ingrandito e non torna normale (zoom dell’accessibilità)',
    symptoms: [
      'lo schermo dell’iphone è tutto ingrandito, vedo solo un pezzo delle icone',
      'le icone sono enormi e non riesco né a scorrere né a sbloccare',
      'è comparsa una lente che ingrandisce una parte dello schermo',
      'non riesco a spegnerlo perché il cursore per spegnere è fuori dallo schermo',
      'sullo schermo c’è un riquadro blu che passa da solo da un’icona all’altra',
      'il telefono è rimasto zoomato e non torna indietro',
    ],
    patterns: ['schermo ingrandito', 'zoom bloccato', 'controllo interruttori'],
    problem:
      'Ingrandimento dell’accessibilità (Zoom su iPhone, Ingrandimento su Android) o Controllo interruttori attivati per sbaglio: lo schermo resta ingrandito o un riquadro passa sulle icone',
    difficulty: 'beginner',
    estimatedTime: '5 minuti',
    warnings: [NO_RESET],
    causes: [
      'Zoom attivato con un doppio tocco a tre dita (iPhone) o con un triplo tocco (Android)',
      'Lente dello Zoom lasciata attiva o accesa dalla scorciatoia di accessibilità',
      'Controllo interruttori attivato dalla scorciatoia: un riquadro evidenzia a turno le icone',
      'Dimensione del testo o Zoom schermo al massimo (icone grandi ma schermata intera)',
    ],
    tells: [
      'se vedi solo una parte della schermata e si sposta trascinando con tre dita, allora è lo Zoom',
      'se una finestrella ingrandisce solo una zona, allora è la lente dello Zoom',
      'se un riquadro salta da un’icona all’altra da solo, allora è Controllo interruttori',
      'se tutto è grande ma vedi tutta la schermata, allora è la dimensione del testo o lo Zoom schermo',
    ],
    solutions: [
      'Togli lo zoom con lo stesso gesto',
      'Spegni Zoom o Ingrandimento nelle impostazioni di accessibilità',
      'Spegni Controllo interruttori e la sua abbreviazione',
      'Riduci la dimensione del testo o lo Zoom schermo',
    ],
    tools: [],
    steps: [
      step(
        'iPhone: tocca due volte lo schermo con tre dita insieme; Android: tocca tre volte di fila lo schermo o il tasto accessibilità in basso.',
        'Lo schermo torna normale',
      ),
      step(
        'Se serve spostarti nella schermata ingrandita per arrivare a un comando, trascina con tre dita.',
        'Vedi il comando che ti serve',
      ),
      step(
        'Vai in Impostazioni > Accessibilità > Zoom (su Android Ingrandimento) e spegnilo.',
        'Non si ingrandisce più',
      ),
      step(
        'Se un riquadro passa sulle icone, spegni Impostazioni > Accessibilità > Controllo interruttori e controlla Abbreviazioni accessibilità (triplo clic del tasto laterale).',
        'Il riquadro sparisce',
      ),
      step(
        'Se le icone sono solo grandi, riduci Impostazioni > Schermo e luminosità > Zoom schermo o la dimensione del testo.',
        'Icone della dimensione di prima',
      ),
      step(
        'Se l’iPhone non si sblocca proprio, collegalo al computer con il Finder o iTunes e spegni lo Zoom dalle opzioni di accessibilità del dispositivo.',
        'Lo schermo torna normale senza cancellare nulla',
      ),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se non riesci in nessun modo a sbloccarlo, chiedi aiuto all’assistenza Apple o del produttore prima di ripristinarlo: il ripristino cancella i dati non salvati.',
  },
  {
    id: 'smartphone-schermo-si-scurisce',
    category: 'smartphone',
    devices: ['smartphone', 'tablet'],
    label: 'lo schermo si scurisce da solo anche con la luminosità alta',
    symptoms: [
      'lo schermo si scurisce da solo anche se ho messo la luminosità al massimo',
      'la luminosità cambia da sola, al sole diventa scurissimo',
      'alzo la luminosità e dopo poco torna bassa',
      'la sera lo schermo diventa giallino e più scuro',
      'quando gioco o sto al sole lo schermo si abbassa di colpo',
      'il display si oscura mentre leggo se non lo tocco',
    ],
    patterns: ['luminosità automatica', 'luminosità adattiva'],
    problem:
      'Schermo che si scurisce da solo: quasi sempre funzioni del sistema (luminosità automatica, risparmio energetico, True Tone o Night Shift, attenzione) o il calore da cui il telefono si protegge, non un guasto',
    difficulty: 'beginner',
    estimatedTime: '10 minuti',
    warnings: [
      'Non lasciare il telefono al sole o in auto d’estate: sopra i 35 °C abbassa lo schermo e rovina la batteria.',
    ],
    causes: [
      'Luminosità automatica o adattiva (su iPhone si trova in Accessibilità > Schermo e dimensione testo)',
      'Risparmio energetico attivo, anche da solo sotto il 20% di batteria',
      'Surriscaldamento: il telefono abbassa la luminosità per raffreddarsi (sole, giochi, ricarica)',
      'True Tone, Night Shift o filtro luce blu che rendono lo schermo più caldo e scuro',
      'Funzioni di attenzione e spegnimento automatico dello schermo',
      'Sensore di luminosità coperto da pellicola o cover, o rovinato dopo un cambio dello schermo',
    ],
    tells: [
      'se succede quando cambia la luce intorno, allora è la luminosità automatica',
      'se l’icona della batteria è gialla o arancione, allora è il risparmio energetico',
      'se il telefono è caldo (sole, gioco, in carica), allora è la protezione dal calore',
      'se la sera lo schermo diventa giallino, allora è Night Shift o il filtro luce blu',
      'se si scurisce quando non lo guardi o non lo tocchi, allora sono le funzioni di attenzione',
      'se è cominciato dopo un cambio dello schermo o una pellicola nuova, allora è il sensore',
    ],
    solutions: [
      'Spegni la luminosità automatica o adattiva',
      'Spegni il risparmio energetico',
      'Fai raffreddare il telefono',
      'Spegni per prova True Tone, Night Shift e filtro luce blu',
      'Libera il sensore vicino alla fotocamera frontale',
    ],
    tools: [],
    steps: [
      step(
        'iPhone: Impostazioni > Accessibilità > Schermo e dimensione testo, spegni Luminosità automatica; Android: Impostazioni > Display, spegni Luminosità adattiva.',
        'La luminosità resta dove la metti',
      ),
      step(
        'Spegni il risparmio energetico dal Centro di controllo o da Impostazioni > Batteria.',
        'Luminosità piena',
      ),
      step(
        'Spegni per prova True Tone, Night Shift o il filtro luce blu in Impostazioni > Schermo.',
        'I colori tornano bianchi',
      ),
      step(
        'Se il telefono è caldo, toglilo dal sole e dalla carica, chiudi giochi e navigatore e aspetta che si raffreddi.',
        'La luminosità torna normale da sola',
      ),
      step(
        'Controlla che pellicola o cover non coprano il sensore vicino alla fotocamera frontale.',
        'La luminosità automatica reagisce giusta',
      ),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se si scurisce anche con tutte queste funzioni spente e il telefono freddo, il sensore di luminosità o il display possono essere guasti (capita dopo un cambio dello schermo): serve un tecnico.',
  },
  {
    id: 'smartphone-modalita-provvisoria',
    category: 'smartphone',
    devices: ['smartphone', 'tablet'],
    label: 'Android bloccato in modalità provvisoria',
    symptoms: [
      'in basso a sinistra c’è scritto modalità provvisoria e non va via',
      'si è avviato in modalità provvisoria e le mie app sono sparite',
      'ogni volta che lo riavvio torna in modalità sicura',
      'dopo il riavvio ci sono solo le app di sistema, whatsapp non c’è più',
      'le app scaricate sono grigie e in basso c’è scritto safe mode',
    ],
    patterns: ['modalità provvisoria', 'modalità sicura', 'safe mode'],
    problem:
      'Modalità provvisoria che non si toglie: all’avvio il telefono legge il tasto volume giù premuto (tasto incastrato o cover stretta) oppure un’app lo fa ripartire così',
    difficulty: 'beginner',
    estimatedTime: '10-20 minuti',
    warnings: [
      'Non fare il ripristino ai dati di fabbrica prima di aver provato il riavvio senza cover: quasi sempre basta.',
    ],
    causes: [
      'Tasto volume giù incastrato o premuto da una cover troppo stretta durante l’avvio',
      'Telefono mai riavviato dopo essere entrato in modalità provvisoria',
      'App installata di recente che manda in crash il sistema',
      'Flat dei tasti ossidato che dà un contatto continuo',
    ],
    tells: [
      'se il tasto volume giù è infossato o non fa clic, o la cover preme sui tasti, allora è il tasto',
      'se non l’hai più riavviato da quando è comparsa la scritta, allora basta un riavvio',
      'se è comparsa dopo aver installato un’app, allora è l’app',
      'se il telefono si era bagnato, allora è il flat dei tasti',
    ],
    solutions: [
      'Riavvio normale senza toccare i tasti',
      'Togli la cover e sblocca il tasto volume giù',
      'Disinstalla l’app sospetta',
      'Sostituzione del flat dei tasti',
    ],
    tools: [T.spazzolino, T.alcool],
    steps: [
      step(
        'Tieni premuto il tasto di accensione e scegli Riavvia; durante l’avvio non toccare nessun tasto.',
        'La scritta in basso sparisce',
      ),
      step(
        'Togli la cover e premi più volte il tasto volume giù finché fa un clic netto; se è sporco, spazzolalo con un velo di alcool a telefono spento. Poi riavvia.',
        'Si avvia normale',
      ),
      step(
        'Su Samsung apri la notifica «Modalità provvisoria attiva» e tocca Disattiva.',
        'Riparte in modalità normale',
      ),
      step(
        'Se torna ancora, disinstalla dalla modalità provvisoria le app installate poco prima del problema e riavvia.',
        'Le app tornano tutte',
      ),
      step(
        'Se il tasto volume resta infossato o il telefono si era bagnato, fai sostituire il flat dei tasti.',
        'Il telefono non legge più il tasto premuto',
      ),
    ],
    cost: 'Gratis; il flat dei tasti in laboratorio costa 30-60 €.',
    ifNotFixed:
      'Se ogni riavvio torna in modalità provvisoria anche senza cover, il tasto o il suo flat restano chiusi: serve la sostituzione in laboratorio.',
  },
  {
    id: 'smartphone-bluetooth-auto-muto',
    category: 'smartphone',
    devices: ['smartphone'],
    label: 'collegato al Bluetooth dell’auto ma la musica resta muta',
    symptoms: [
      'il telefono risulta connesso all’autoradio ma la musica non esce dalle casse',
      'in auto le chiamate vanno, spotify e la musica no',
      'la musica esce dal telefono anche se è collegato all’autoradio',
      'l’autoradio vede il telefono ma non parte l’audio',
      'da quando ho aggiornato il telefono l’autoradio non suona più la musica in bluetooth',
    ],
    patterns: ['audio multimediale'],
    problem:
      'Telefono collegato all’auto ma senza audio: sorgente dell’autoradio sbagliata, volume multimediale a zero, profilo «audio multimediale» spento o abbinamento rovinato',
    difficulty: 'beginner',
    estimatedTime: '10 minuti',
    warnings: [DRIVING],
    causes: [
      'Autoradio su una sorgente diversa da Bluetooth o volume multimediale del telefono a zero',
      'Profilo «Audio multimediale» spento per l’auto: restano solo le chiamate',
      'Abbinamento rovinato, spesso dopo un aggiornamento: va cancellato e rifatto da entrambe le parti',
      'Troppi telefoni memorizzati nell’auto o un altro telefono a bordo che si collega per primo',
      'Risparmio energetico che stacca il Bluetooth o l’app della musica in background',
    ],
    tells: [
      'se le chiamate vanno e la musica no, allora è la sorgente, il volume multimediale o il profilo audio',
      'se nelle opzioni del dispositivo Bluetooth l’audio multimediale è spento, allora è il profilo',
      'se è cominciato dopo un aggiornamento, allora è l’abbinamento',
      'se funziona quando sei da solo in auto, allora è un altro telefono che si collega prima',
      'se si scollega dopo qualche minuto a schermo spento, allora è il risparmio energetico',
    ],
    solutions: [
      'Sorgente Bluetooth sull’autoradio e volume multimediale alto',
      'Attiva «Audio multimediale» per l’auto',
      'Dimentica e abbina di nuovo da telefono e auto',
      'Cancella dall’auto i telefoni vecchi',
      'Togli l’app della musica dall’ottimizzazione della batteria',
    ],
    tools: [],
    steps: [
      step(
        'A macchina ferma metti l’autoradio sulla sorgente Bluetooth (BT Audio) e alza sul telefono il volume multimediale, non quello della suoneria.',
        'La musica esce dalle casse',
        DRIVING,
      ),
      step(
        'Nelle impostazioni Bluetooth del telefono tocca l’ingranaggio accanto al nome dell’auto e attiva «Audio multimediale».',
        'L’auto riceve anche la musica',
      ),
      step(
        'Se non basta, dimentica l’auto sul telefono e cancella il telefono dall’elenco dell’auto, spegni e riaccendi entrambi e abbinali di nuovo.',
        'Abbinamento pulito',
      ),
      step(
        'Cancella dall’auto i telefoni che non usate più e spegni il Bluetooth degli altri telefoni a bordo.',
        'Si collega sempre il tuo',
      ),
      step(
        'Togli l’app della musica dall’ottimizzazione della batteria (Impostazioni > App > Batteria > Senza restrizioni).',
        'Non si interrompe più',
      ),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se un altro telefono suona e il tuo no anche dopo un nuovo abbinamento, aggiorna il telefono; se non suona nessun telefono, è l’autoradio: serve l’elettrauto o la concessionaria.',
  },
  {
    id: 'smartphone-play-store-in-sospeso',
    category: 'smartphone',
    devices: ['smartphone', 'tablet'],
    label: 'le app non si scaricano: download in sospeso sul Play Store',
    symptoms: [
      'sul play store resta scritto in attesa di download e non scarica niente',
      'gli aggiornamenti delle app restano in sospeso da giorni',
      'la barra del download resta ferma a zero sul play store',
      'non riesco a installare nessuna app, dice download in sospeso',
      'il play store non aggiorna le app, restano in coda',
    ],
    patterns: ['download in sospeso', 'in attesa di download', 'download in attesa'],
    problem:
      'Download del Play Store fermo «in sospeso»: coda di aggiornamenti, spazio libero insufficiente, connessione, o cache del Play Store e di Google Play Services da svuotare',
    difficulty: 'beginner',
    estimatedTime: '10-20 minuti',
    warnings: [
      'Prima di togliere l’account Google dal telefono assicurati di ricordare la password: senza, dopo un ripristino il telefono resta bloccato.',
    ],
    causes: [
      'Altri download o aggiornamenti automatici in coda davanti',
      'Spazio libero insufficiente per scaricare e installare',
      'Cache e dati del Play Store o di Google Play Services rovinati',
      'Connessione instabile o download impostati solo in Wi-Fi',
      'Account Google non sincronizzato o data e ora sbagliate',
    ],
    tells: [
      'se in Gestisci app ci sono molti aggiornamenti in corso, allora è la coda',
      'se la memoria è quasi piena, allora è lo spazio',
      'se succede con qualsiasi rete e spazio libero, allora è la cache del Play Store',
      'se scarica solo in Wi-Fi, allora è la preferenza di download',
      'se data e ora sono sbagliate o l’account dà errori di sincronizzazione, allora è l’account',
    ],
    solutions: [
      'Annulla gli aggiornamenti in coda',
      'Libera almeno 1-2 GB',
      'Svuota la cache del Play Store e di Google Play Services',
      'Controlla la preferenza di download e cambia rete',
      'Data e ora automatiche, poi rimuovi e aggiungi l’account',
    ],
    tools: [],
    steps: [
      step(
        'Apri Play Store > profilo > Gestisci app e dispositivo e annulla gli aggiornamenti in coda, poi riprova con l’app che ti serve.',
        'Il download parte',
      ),
      step('Controlla in Impostazioni > Memoria di avere almeno 1-2 GB liberi.', 'Spazio sufficiente'),
      step(
        'Impostazioni > App > Google Play Store > Memoria: svuota la cache e forza l’arresto; se non basta, fai lo stesso con Google Play Services.',
        'Il Play Store riparte pulito',
      ),
      step(
        'Nelle impostazioni del Play Store controlla la preferenza di download (solo Wi-Fi) e prova con un’altra rete.',
        'Scarica anche con i dati o con l’altra rete',
      ),
      step(
        'Metti data e ora automatiche e riavvia il telefono; come ultima prova rimuovi e aggiungi di nuovo l’account Google.',
        'Le app si installano',
      ),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se non scarica ancora, disinstalla gli aggiornamenti del Play Store dalle impostazioni dell’app e riprova; come ultima strada, backup e ripristino.',
  },
  {
    id: 'smartphone-adattatore-cuffie-usb-c',
    category: 'smartphone',
    devices: ['smartphone', 'tablet', 'audio'],
    label: 'le cuffie con l’adattatore USB-C per il jack restano mute',
    symptoms: [
      'ho comprato un adattatore usb-c jack ma le cuffie restano mute',
      'con l’adattatore le cuffie vanno sul vecchio telefono ma su quello nuovo no',
      'collego le cuffie con il filo all’adattatore e il telefono non le riconosce',
      'con le cuffie usb-c in chiamata il microfono non va',
      'con l’adattatore per il jack si sente a scatti o da un lato solo',
    ],
    patterns: ['adattatore usb-c', 'adattatore usb c', 'adattatore jack'],
    problem:
      'Cuffie con adattatore USB-C non riconosciute: molti adattatori senza convertitore digitale-analogico (DAC) funzionano solo sui telefoni che mandano audio analogico dalla porta; altri sono incompatibili per il microfono, sporchi o rotti',
    difficulty: 'beginner',
    estimatedTime: '10 minuti',
    warnings: ['Tieni il volume basso quando provi un adattatore nuovo: alcuni partono al massimo.'],
    causes: [
      'Adattatore senza DAC su un telefono che non manda audio analogico dalla porta USB-C',
      'Cuffie con microfono di uno standard diverso: la musica va ma il microfono no',
      'Porta USB-C sporca o adattatore non inserito fino in fondo',
      'Adattatore guasto o cuffie rotte',
    ],
    tells: [
      'se lo stesso adattatore funziona su un telefono di un’altra marca, allora è il DAC (compatibilità)',
      'se la musica va ma in chiamata non ti sentono, allora è lo standard del microfono',
      'se va muovendo lo spinotto, allora è la porta sporca o l’adattatore lento',
      'se le cuffie non vanno neanche su un altro dispositivo con il jack, allora sono le cuffie',
    ],
    solutions: [
      'Usa l’adattatore della marca del telefono o uno con DAC integrato',
      'Cuffie con microfono nello standard CTIA o cuffie USB-C',
      'Pulisci la porta USB-C',
      'Sostituisci adattatore o cuffie',
    ],
    tools: [T.stuzzicadenti, T.torcia],
    steps: [
      step('Prova le cuffie su un altro dispositivo con il jack da 3,5 mm.', 'Sai se le cuffie funzionano'),
      step(
        'Usa l’adattatore della stessa marca del telefono o uno con DAC integrato (è scritto nella scheda del prodotto).',
        'Il telefono mostra l’icona delle cuffie',
      ),
      step(
        'A telefono spento togli i pelucchi dalla porta USB-C con uno stuzzicadenti di legno e inserisci l’adattatore fino in fondo.',
        'L’audio non va più a scatti',
      ),
      step(
        'Nelle impostazioni audio (o nel Centro di controllo) controlla che l’uscita sia sulle cuffie e non sull’altoparlante o su un dispositivo Bluetooth.',
        'L’audio esce dalle cuffie',
      ),
      step(
        'Per le chiamate usa cuffie con microfono nello standard CTIA (quello di Apple e Samsung) o cuffie USB-C native.',
        'Ti sentono in chiamata',
      ),
    ],
    cost: 'Un adattatore con DAC costa 8-20 €.',
    ifNotFixed:
      'Se nessun adattatore e nessuna cuffia funzionano, usa cuffie Bluetooth e fai controllare la porta USB-C da un centro assistenza.',
  },
  {
    id: 'smartphone-freddo-ricarica-in-pausa',
    category: 'smartphone',
    devices: ['smartphone', 'tablet'],
    label: 'al freddo si spegne o la ricarica va in pausa',
    symptoms: [
      'al gelo il cellulare si spegne a metà percentuale',
      'sulla neve in montagna il cellulare gelato si è spento',
      'fuori al gelo compare ricarica in pausa',
      'compare l’avviso che fa troppo freddo per ricaricare',
      'in inverno all’aperto si spegne dopo pochi minuti di uso',
      'dopo una notte in auto sotto zero sembrava morto, poi al chiuso si è ripreso',
    ],
    patterns: [
      'ricarica in pausa',
      'temperatura della batteria troppo bassa',
      'temperatura della batteria troppo alta',
    ],
    problem:
      'Telefono gelato: sotto 0 °C la batteria al litio perde tensione e lo smartphone si ferma a metà percentuale; la ricarica riparte solo tra 0 e 35 °C',
    difficulty: 'beginner',
    estimatedTime: '30-60 minuti',
    warnings: [
      'Non scaldare il telefono con phon, termosifone o stufa: aspetta che torni a temperatura ambiente.',
      'Non caricarlo finché è gelato: caricare una batteria al litio sotto 0 °C la rovina.',
    ],
    causes: [
      'Freddo sotto 0 °C: la batteria gelata non regge i picchi di corrente',
      'Ricarica messa in pausa dal sistema perché la batteria è sotto 0 °C (o sopra i 40 °C al sole)',
      'Batteria usurata che al freddo crolla prima',
      'Termistore guasto o porta umida che danno una lettura sbagliata',
    ],
    tells: [
      'se tornato al caldo si riaccende con una percentuale sensata, allora era il freddo',
      'se il messaggio di pausa compare al freddo o al sole, allora è la protezione della batteria',
      'se si spegne anche in casa sotto il 20-30%, allora è la batteria usurata',
      'se dice troppo freddo o troppo caldo in una stanza normale, allora è il sensore o l’umidità nella porta',
    ],
    solutions: [
      'Lascialo tornare a temperatura ambiente, poi accendilo e caricalo',
      'Al freddo tienilo in una tasca interna',
      'Asciuga la porta se la pausa compare anche in casa',
      'Sostituisci la batteria se è usurata',
    ],
    tools: [T.batteriaSmartphone],
    steps: [
      step(
        'Porta il telefono al chiuso e aspetta 30-60 minuti che arrivi a temperatura ambiente, senza scaldarlo.',
        'Si riaccende',
      ),
      step('Riaccendilo e solo dopo mettilo in carica.', 'La ricarica non va più in pausa'),
      step(
        'Fuori al freddo tienilo in una tasca interna vicino al corpo e attiva il risparmio energetico.',
        'Non si spegne più all’improvviso',
      ),
      step(
        'Se la pausa compare anche in casa, lascialo spento qualche ora con la porta all’aria per asciugarla e prova un altro cavo.',
        'Carica normalmente',
      ),
      step(
        'Controlla la salute della batteria: sotto l’80% al freddo si spegne molto prima e va sostituita.',
        'Sai se la batteria è da cambiare',
      ),
    ],
    cost: 'Gratis; se la batteria è usurata, la sostituzione costa 40-100 €.',
    ifNotFixed:
      'Se dice troppo freddo o troppo caldo a temperatura normale, il sensore di temperatura della batteria o il connettore sono guasti: serve un centro assistenza.',
  },
  {
    id: 'smartphone-microfono-permesso-app',
    category: 'smartphone',
    devices: ['smartphone', 'tablet'],
    label: 'il microfono va in chiamata ma non nei vocali o in un’app',
    symptoms: [
      'in chiamata va tutto ma i vocali di whatsapp restano muti',
      'l’icona del microfono su whatsapp è grigia e chiede l’autorizzazione',
      'il microfono funziona solo nelle telefonate, nelle videochiamate dell’app la voce non arriva',
      'le storie di instagram vengono registrate senza audio',
      'dopo l’aggiornamento le app non riescono più a usare il microfono',
    ],
    problem:
      'Microfono che funziona in chiamata ma non in un’app: permesso del microfono negato o tolto da un aggiornamento, un dispositivo Bluetooth che prende l’audio o un’app che lo tiene occupato',
    difficulty: 'beginner',
    estimatedTime: '5-10 minuti',
    warnings: ['Dai il permesso del microfono solo alle app che ti servono e che conosci.'],
    causes: [
      'Permesso del microfono negato all’app o tolto da un aggiornamento del sistema',
      'Cuffie o auto Bluetooth collegate: l’app usa il loro microfono',
      'Un’altra app (registratore, chiamata in corso, assistente) che tiene occupato il microfono',
      'Foro del microfono usato da quell’app (in alto o dietro) sporco',
    ],
    tells: [
      'se l’app chiede l’autorizzazione o l’icona del microfono è grigia, allora è il permesso',
      'se il telefono risulta collegato a cuffie o auto, allora è il Bluetooth',
      'se dopo un riavvio funziona per un po’, allora è un’altra app che lo occupa',
      'se la tua voce arriva lontana solo nei video o in vivavoce, allora è il foro di quel microfono',
    ],
    solutions: [
      'Ridai il permesso del microfono all’app',
      'Stacca il Bluetooth',
      'Chiudi le app che registrano e riavvia',
      'Pulisci i fori dei microfoni',
    ],
    tools: [T.spazzolino],
    steps: [
      step(
        'Android: Impostazioni > App > (l’app) > Autorizzazioni > Microfono > Consenti; iPhone: Impostazioni > Privacy e sicurezza > Microfono, attiva l’app.',
        'L’app può registrare',
      ),
      step('Spegni il Bluetooth e riprova a registrare un vocale.', 'Si sente la tua voce'),
      step('Chiudi registratori e app di chiamata aperte e riavvia il telefono.', 'Il microfono è libero'),
      step(
        'Spazzola con delicatezza i fori dei microfoni (in basso, in alto e vicino alla fotocamera posteriore) con uno spazzolino asciutto.',
        'Nei video la voce arriva chiara',
      ),
      step('Aggiorna l’app o disinstallala e reinstallala.', 'Funziona anche in quell’app'),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se nessuna app registra ma in chiamata ti sentono, uno dei microfoni è guasto: un centro assistenza lo prova con il menu di test.',
  },
  {
    id: 'smartphone-sveglia-non-suona',
    category: 'smartphone',
    devices: ['smartphone', 'tablet'],
    label: 'la sveglia non ha suonato o suona bassissima',
    symptoms: [
      'stamattina la sveglia del telefono non ha suonato',
      'la sveglia dell’iphone suona bassissima anche con il volume al massimo',
      'la sveglia parte ma è muta, vedo solo la schermata',
      'la sveglia con la canzone di apple music non suona',
      'da quando ho aggiornato la sveglia a volte non suona',
      'la sveglia è partita negli auricolari bluetooth rimasti accesi',
    ],
    problem:
      'Sveglia muta o troppo bassa: quasi sempre il suono della sveglia impostato su «Nessuno», il volume di suoneria e avvisi al minimo, le funzioni di attenzione che abbassano il volume o cuffie Bluetooth collegate',
    difficulty: 'beginner',
    estimatedTime: '5-10 minuti',
    warnings: [
      'Finché non sei sicuro che funzioni, per gli impegni importanti metti una seconda sveglia o una sveglia di riserva.',
    ],
    causes: [
      'Suono della sveglia impostato su «Nessuno» (a volte cambiato da un aggiornamento) o brano non scaricato sul telefono',
      'Volume di suoneria e avvisi al minimo: su iPhone la sveglia usa quel volume, non quello dei contenuti',
      'Funzioni di attenzione (Face ID) che abbassano il volume se guardi il telefono',
      'Cuffie o cassa Bluetooth ancora collegate: la sveglia suona lì',
      'Difetto del sistema dopo un aggiornamento o un cambio dell’ora',
    ],
    tells: [
      'se la sveglia appare sullo schermo ma è muta, allora è il suono su «Nessuno» o il brano non scaricato',
      'se suona ma piano, allora è il volume di suoneria e avvisi',
      'se si abbassa appena prendi in mano il telefono, allora sono le funzioni di attenzione',
      'se vicino ci sono cuffie o casse Bluetooth accese, allora suona lì',
      'se succede dopo un aggiornamento o il cambio dell’ora con tutto in ordine, allora è il sistema',
    ],
    solutions: [
      'Scegli un suono vero per ogni sveglia',
      'Alza il volume di suoneria e avvisi',
      'Spegni le funzioni di attenzione',
      'Stacca il Bluetooth di notte',
      'Aggiorna il sistema e ricrea le sveglie',
    ],
    tools: [],
    steps: [
      step(
        'Apri l’app Orologio, tocca ogni sveglia e controlla che in Suono ci sia una suoneria e non «Nessuno»; se usi un brano, scegline uno scaricato sul telefono.',
        'Ogni sveglia ha un suono',
      ),
      step(
        'iPhone: Impostazioni > Suoni e feedback aptico, alza il cursore Suoneria e avvisi; Android: alza il volume Sveglia nelle impostazioni audio.',
        'Il volume della sveglia è alto',
      ),
      step(
        'iPhone: Impostazioni > Face ID e codice, spegni Funzioni di attenzione.',
        'Il volume non cala se guardi il telefono',
      ),
      step('La sera spegni il Bluetooth o le cuffie accanto al letto.', 'La sveglia esce dall’altoparlante'),
      step(
        'Aggiorna il sistema, cancella le sveglie vecchie e creane una nuova di prova tra due minuti.',
        'La sveglia di prova suona forte',
      ),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se nemmeno la sveglia di prova suona e la suoneria delle chiamate è muta anche lei, il problema è l’altoparlante: vedi il guasto dell’altoparlante.',
  },
  {
    id: 'smartphone-imessage-attivazione',
    category: 'smartphone',
    devices: ['smartphone', 'tablet'],
    label: 'iMessage o FaceTime restano «in attesa di attivazione»',
    symptoms: [
      'imessage resta in attesa di attivazione da ore',
      'dopo aver cambiato sim i messaggi blu non si attivano più',
      'facetime dice attivazione non riuscita',
      'sul nuovo iphone il mio numero in imessage è grigio con la rotellina che gira',
      'si è verificato un errore durante l’attivazione di imessage',
    ],
    patterns: ['in attesa di attivazione', 'attivazione non riuscita', 'errore durante l’attivazione'],
    problem:
      'iMessage e FaceTime non si attivano: l’iPhone deve mandare un SMS nascosto ad Apple per registrare il numero, e si blocca se mancano credito o SMS internazionali, connessione, data e ora giuste o l’ID Apple è da ricollegare',
    difficulty: 'beginner',
    estimatedTime: '10 minuti (l’attivazione può richiedere fino a 24 ore)',
    warnings: [
      'L’SMS di attivazione va verso un numero estero: con alcune offerte costa come un SMS internazionale.',
    ],
    causes: [
      'SMS di attivazione bloccato: credito esaurito, SMS internazionali disattivati dall’operatore o SIM appena cambiata',
      'Connessione assente o instabile durante l’attivazione',
      'Data, ora o fuso orario impostati a mano e sbagliati',
      'ID Apple da scollegare e ricollegare in Messaggi e FaceTime',
      'Servizi di Apple temporaneamente fuori uso',
    ],
    tells: [
      'se è una SIM ricaricabile senza credito o senza SMS verso l’estero, allora è l’SMS di attivazione',
      'se il Wi-Fi e i dati vanno e vengono, allora è la connessione',
      'se data e ora non sono automatiche, allora è l’orario',
      'se con un altro ID Apple o dopo l’uscita e il nuovo accesso si attiva, allora era l’ID Apple',
      'se succede a molti insieme e la pagina Stato del sistema di Apple segnala problemi, allora sono i server',
    ],
    solutions: [
      'Controlla credito e SMS internazionali con l’operatore',
      'Wi-Fi o dati stabili durante l’attivazione',
      'Data e ora automatiche',
      'Spegni iMessage e FaceTime, riavvia, riaccendili',
      'Esci e rientra con l’ID Apple in Messaggi',
    ],
    tools: [],
    steps: [
      step(
        'Controlla di avere credito e che l’operatore non blocchi gli SMS verso l’estero (chiedilo al servizio clienti se hai dubbi).',
        'L’SMS di attivazione può partire',
      ),
      step(
        'Collegati a un Wi-Fi stabile o ai dati mobili e metti Impostazioni > Generali > Data e ora su Automatiche.',
        'Connessione e orario giusti',
      ),
      step(
        'Spegni iMessage (Impostazioni > Messaggi) e FaceTime, riavvia l’iPhone e riaccendili.',
        'Parte una nuova attivazione',
      ),
      step(
        'Se resta in attesa, in Impostazioni > Messaggi > Invia e ricevi esci dall’ID Apple e accedi di nuovo.',
        'Il numero compare con la spunta',
      ),
      step(
        'Aspetta fino a 24 ore e controlla la pagina Stato del sistema di Apple.',
        'iMessage e FaceTime attivi',
      ),
    ],
    cost: 'Gratis, salvo il costo dell’SMS di attivazione.',
    ifNotFixed:
      'Se dopo 24 ore non si attiva ancora, contatta l’assistenza Apple: possono verificare il numero dai loro server.',
  },
  {
    id: 'smartphone-eco-in-chiamata',
    category: 'smartphone',
    devices: ['smartphone'],
    label: 'sento l’eco della mia voce quando telefono',
    symptoms: [
      'quando telefono sento l’eco della mia voce',
      'chi mi chiama dice che sente la sua voce ripetuta',
      'c’è un rimbombo, come se parlassi in una stanza vuota',
      'l’eco c’è solo con certe persone o quando chiamo un fisso',
      'con la cover nuova dall’altra parte rimbomba tutto',
    ],
    problem:
      'Eco della propria voce al telefono: quasi sempre nasce dall’altro apparecchio, da una cover, da un dispositivo Bluetooth o dalla rete',
    difficulty: 'beginner',
    estimatedTime: '10 minuti',
    warnings: [DRIVING],
    causes: [
      'Chi ascolta tiene l’audio alto in altoparlante e rimanda indietro la tua voce',
      'Cover o pellicola sopra i fori che servono a togliere i disturbi di fondo',
      'Auricolari o auto collegati in Bluetooth che rimandano l’audio',
      'Rete o chiamate via Wi-Fi o VoLTE con ritardo, spesso verso i numeri fissi',
    ],
    tells: [
      'se l’eco c’è solo con certe persone, allora è il loro telefono o il loro vivavoce',
      'se è cominciata con una cover nuova, allora è la cover sui microfoni',
      'se sparisce staccando il Bluetooth, allora è il dispositivo Bluetooth',
      'se c’è solo in certi posti o solo con la chiamata Wi-Fi, allora è la rete',
    ],
    solutions: [
      'Chiedi all’altro di togliere il vivavoce o abbassare il volume',
      'Togli la cover e pulisci i fori dei microfoni',
      'Stacca il Bluetooth',
      'Spegni per prova chiamate Wi-Fi o VoLTE',
    ],
    tools: [T.spazzolino],
    steps: [
      step(
        'Chiedi a chi ti chiama di togliere il vivavoce o di abbassare il volume, e prova a chiamare un’altra persona.',
        'Sai se l’eco nasce dall’altra parte',
      ),
      step(
        'Togli la cover e controlla che nessun foro (in basso, in alto, vicino alla fotocamera) sia coperto; spazzolali con uno spazzolino asciutto.',
        'L’eco sparisce senza cover',
      ),
      step('Spegni il Bluetooth e rifai la chiamata.', 'Nessuna eco dall’auricolare o dall’auto'),
      step(
        'Spegni per prova le chiamate Wi-Fi e il VoLTE (Impostazioni > Rete mobile) e richiama.',
        'Sai se dipende dalla rete',
      ),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se l’eco c’è con tutti, senza cover e senza Bluetooth, fai controllare microfoni e capsula in un centro assistenza.',
  },
  {
    id: 'smartphone-poco-campo-in-casa',
    category: 'smartphone',
    devices: ['smartphone'],
    label: 'in casa c’è poco campo e le chiamate cadono',
    symptoms: [
      'in casa il cellulare non prende, c’è una tacca sola e le chiamate cadono',
      'a casa non ho campo, devo uscire sul balcone per telefonare',
      'in taverna e in cantina il telefono non prende, fuori sì',
      'anche i telefoni dei miei familiari con lo stesso operatore in casa non prendono',
      'vicino al confine il telefono si aggancia alla rete straniera e va in roaming',
    ],
    problem:
      'Poca copertura dentro casa (muri spessi, seminterrati, zona lontana dalle antenne): il telefono è sano, si rimedia con le chiamate via Wi-Fi dell’operatore o cambiando le impostazioni di rete',
    difficulty: 'beginner',
    estimatedTime: '15 minuti',
    warnings: [
      'Non comprare ripetitori o amplificatori di segnale cellulare non autorizzati dall’operatore: in Italia sono vietati e disturbano la rete.',
    ],
    causes: [
      'Copertura debole al chiuso: muri in cemento armato, vetri schermati, piani interrati',
      'Chiamate Wi-Fi (VoWiFi) disponibili ma non attivate sul telefono',
      'Rete preferita impostata male (solo 5G o solo 4G in una zona dove quella rete è debole)',
      'Zona di confine: il telefono si aggancia a un operatore straniero',
      'Copertura dell’operatore scarsa in quella via',
    ],
    tells: [
      'se fuori casa o alla finestra il segnale torna pieno, allora è la copertura al chiuso',
      'se in casa hai il Wi-Fi dello stesso operatore della SIM, allora le chiamate Wi-Fi risolvono',
      'se in alto compare 5G con una tacca e le chiamate cadono, allora è la rete preferita',
      'se in alto compare il nome di un operatore straniero, allora è il confine',
      'se anche altri telefoni con un altro operatore in casa prendono bene, allora è la copertura del tuo operatore',
    ],
    solutions: [
      'Attiva le chiamate Wi-Fi (serve la linea di casa dello stesso operatore, o un operatore che le consente)',
      'Prova la rete preferita automatica o 4G invece di 5G',
      'Seleziona a mano il tuo operatore e spegni il roaming vicino al confine',
      'Chiedi all’operatore una verifica della copertura o cambia operatore',
    ],
    tools: [],
    steps: [
      step(
        'Confronta il segnale in casa e alla finestra o fuori: se fuori è pieno, il telefono è sano.',
        'Sai che è la copertura al chiuso',
      ),
      step(
        'Attiva le chiamate Wi-Fi: Android in Impostazioni > Connessioni (o Rete mobile) > Chiamate Wi-Fi; iPhone in Impostazioni > Cellulare > Chiamate Wi-Fi. Controlla sul sito dell’operatore se la tua offerta le comprende.',
        'In casa chiami anche con una tacca',
      ),
      step(
        'In Impostazioni > Rete mobile > Tipo di rete preferito prova 4G/LTE invece di 5G.',
        'Il segnale è più stabile',
      ),
      step(
        'Vicino al confine scegli a mano il tuo operatore in Impostazioni > Rete mobile > Operatori di rete e spegni il roaming.',
        'Non si aggancia più alla rete straniera',
      ),
      step(
        'Se nessuna impostazione basta, segnala la zona all’operatore o prova una SIM di un altro operatore prima di cambiare.',
        'Trovi l’operatore che copre casa tua',
      ),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se anche fuori casa non prende mentre altri telefoni con la stessa SIM sì, il problema è del telefono: vedi «nessun servizio o SIM non letta».',
  },
  {
    id: 'tablet-tastiera-divisa',
    category: 'altri',
    devices: ['tablet', 'smartphone'],
    label: 'la tastiera dell’iPad è divisa in due o piccola e mobile',
    symptoms: [
      'la tastiera dell’ipad si è divisa in due metà ai lati dello schermo',
      'la tastiera è diventata piccolissima e galleggia in mezzo allo schermo',
      'la tastiera si è staccata dal fondo e si è spostata in alto',
      'la tastiera del tablet è tagliata a metà e non riesco a scrivere',
    ],
    patterns: ['tastiera divisa', 'tastiera mobile', 'tastiera fluttuante'],
    problem:
      'Tastiera divisa o mobile attivata per sbaglio con un gesto (due dita che si allargano o si stringono): si rimette a posto con lo stesso gesto o dalle impostazioni',
    difficulty: 'beginner',
    estimatedTime: '2 minuti',
    warnings: [NO_RESET],
    causes: [
      'Tastiera divisa attivata allargando due dita sulla tastiera',
      'Tastiera mobile (piccola) attivata stringendo due dita sulla tastiera',
      'Tastiera sganciata e spostata in alto dal tasto della tastiera',
    ],
    tells: [
      'se le due metà stanno ai lati dello schermo, allora è la tastiera divisa',
      'se è piccola come quella di un telefono e si sposta, allora è la tastiera mobile',
      'se è intera ma a metà schermo, allora è sganciata',
    ],
    solutions: [
      'Unisci le due metà stringendo due dita',
      'Ingrandisci la tastiera mobile allargando due dita',
      'Tieni premuto il tasto della tastiera e scegli Unisci o Aggancia',
      'Spegni Tastiera divisa nelle impostazioni',
    ],
    tools: [],
    steps: [
      step(
        'Tastiera divisa: appoggia due dita sulle due metà e avvicinale finché si uniscono.',
        'La tastiera torna intera in basso',
      ),
      step(
        'Tastiera piccola: appoggia due dita sulla tastiera e allargale.',
        'La tastiera torna a tutta larghezza',
      ),
      step(
        'In alternativa tieni premuto il tasto con l’icona della tastiera in basso a destra e scegli «Aggancia e unisci».',
        'Tastiera agganciata al fondo',
      ),
      step(
        'Per non ritrovarla divisa, spegni Impostazioni > Generali > Tastiera > Tastiera divisa.',
        'Non si divide più per sbaglio',
      ),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se la tastiera resta strana solo in un’app, aggiorna quell’app o prova a riavviare il tablet.',
  },
];
