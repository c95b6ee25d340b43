import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { DRIVING, PHONE_BACKUP, PUK_TRIES } from './warnings.ts';

/**
 * Smartphone faults that the second round of frequency research of issue 24
 * (docs/ai-coverage-research.md, round 2) found in people's own reports and that the knowledge base
 * lacked: adware pop-ups, late notifications, Android Auto and CarPlay dropping, a SIM locked by PIN and
 * PUK, calls that never ring, the hotspot, apps that close by themselves, updates that
 * won't install.
 */
export const RICERCA2_SMARTPHONE: KnowledgeEntry[] = [
  {
    id: 'smartphone-pubblicita-adware',
    category: 'smartphone',
    devices: ['smartphone', 'tablet'],
    label: 'pubblicità a tutto schermo che spuntano da sole (adware)',
    symptoms: [
      'mi escono pubblicità a tutto schermo anche quando non uso nessuna app',
      'ogni volta che sblocco il telefono parte una pubblicità, ho preso un virus?',
      'pop up di pubblicità continui anche su whatsapp, non si chiudono',
      'mi dice che il telefono ha 4 virus e di scaricare un antivirus',
      'si aprono da sole pagine del browser con pubblicità e giochi',
      'banner pubblicitari sulla schermata home, è comparsa un’icona che non ho installato',
    ],
    patterns: ['adware', 'pubblicità a tutto schermo', 'pop up', 'virus rilevato'],
    problem:
      'Pubblicità invadenti fuori dalle app: quasi sempre un’app installata di recente (adware) o notifiche di un sito, non un vero virus',
    difficulty: 'beginner',
    estimatedTime: '10-30 minuti',
    warnings: [
      'Non toccare i pulsanti «ripara ora» o «pulisci» degli avvisi di virus: portano a app truffa o abbonamenti a pagamento.',
      PHONE_BACKUP,
    ],
    causes: [
      'App installata di recente (torcia, pulitore, giochi, tastiere, QR) che mostra pubblicità sopra le altre app',
      'Notifiche di un sito accettate per sbaglio nel browser',
      'App con permesso di amministratore del dispositivo o di «mostra sopra altre app» che non si lascia disinstallare',
      'Avviso di virus finto di una pagina web (truffa), senza nulla installato',
    ],
    tells: [
      'se la pubblicità compare in qualsiasi app o sulla home, allora è un’app adware installata',
      'se arrivano notifiche con il nome di un sito, allora sono le notifiche del browser',
      'se il tasto Disinstalla è grigio, allora l’app si è data i permessi di amministratore',
      'se l’avviso compare solo su una pagina del browser, allora è una truffa del sito e basta chiudere la scheda',
    ],
    solutions: [
      'Trova l’app colpevole dalle app recenti o dalle app installate per data e disinstallala',
      'Blocca le notifiche dei siti nelle impostazioni del browser',
      'Togli i permessi di amministratore e di sovrapposizione, poi disinstalla',
      'In casi ostinati, backup e ripristino ai dati di fabbrica',
    ],
    tools: [],
    steps: [
      step(
        'Quando compare la pubblicità, apri le app recenti: l’ultima scheda spesso ha il nome o l’icona dell’app che la mostra.',
        'Sai quale app è',
      ),
      step(
        'Vai in Impostazioni > App, ordina per data di installazione e disinstalla le app che non riconosci o installate poco prima del problema (pulitori, torce, tastiere).',
        'Le pubblicità smettono',
      ),
      step(
        'Se non si disinstalla, togli il permesso in Impostazioni > Sicurezza > App di amministrazione del dispositivo e in «Mostra sopra altre app», poi riprova.',
        'Il tasto Disinstalla torna attivo',
      ),
      step(
        'Nel browser apri Impostazioni > Impostazioni sito > Notifiche e blocca i siti che non conosci.',
        'Niente più notifiche pubblicitarie',
      ),
      step(
        'Attiva Google Play Protect (Play Store > profilo > Play Protect) e fai una scansione.',
        'Nessuna app dannosa trovata',
      ),
      step(
        'Se le pubblicità tornano ancora, fai il backup e ripristina ai dati di fabbrica, reinstallando le app solo dallo store.',
        'Telefono pulito',
        PHONE_BACKUP,
      ),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se hai inserito dati della carta o codici in una di queste pagine, blocca la carta con la banca e cambia le password dell’account.',
  },
  {
    id: 'smartphone-notifiche-in-ritardo',
    category: 'smartphone',
    devices: ['smartphone'],
    label: 'le notifiche arrivano in ritardo o solo quando apro l’app',
    symptoms: [
      'i messaggi di whatsapp mi arrivano solo quando apro l’app',
      'le notifiche arrivano in ritardo di ore, anche le mail',
      'non mi suona quando arriva un messaggio, lo vedo solo dopo',
      'a schermo spento non arrivano le notifiche, appena lo sblocco arrivano tutte insieme',
      'le chiamate whatsapp non squillano se il telefono è in tasca bloccato',
    ],
    patterns: ['ottimizzazione batteria', 'risparmio energetico', 'notifiche in ritardo'],
    problem:
      'Notifiche ritardate o assenti a schermo spento: il risparmio energetico del telefono sospende l’app in background',
    difficulty: 'beginner',
    estimatedTime: '10 minuti',
    warnings: [
      'Togliere le restrizioni di batteria a molte app accorcia l’autonomia: fallo solo per le app di cui ti servono le notifiche.',
    ],
    causes: [
      'Ottimizzazione della batteria o app «in sospensione» che blocca l’app in background',
      'Risparmio energetico o modalità Non disturbare / Full immersion attiva',
      'App chiusa a mano dalle app recenti (strisciata via) o dati in background disattivati',
      'Notifiche dell’app o del canale (messaggi, gruppi) disattivate',
    ],
    tells: [
      'se le notifiche arrivano tutte insieme appena sblocchi, allora è l’ottimizzazione della batteria',
      'se succede solo di notte o in certe ore, allora è Non disturbare programmato',
      'se succede dopo aver chiuso l’app dalle recenti, allora è la chiusura forzata',
      'se un solo tipo di messaggio non suona, allora è il canale di notifica disattivato',
    ],
    solutions: [
      'Escludi l’app dall’ottimizzazione della batteria e togli le restrizioni in background',
      'Disattiva il risparmio energetico e controlla Non disturbare',
      'Non chiudere l’app dalle app recenti',
      'Riattiva le notifiche dell’app e dei suoi canali',
    ],
    tools: [],
    steps: [
      step(
        'Impostazioni > App > (l’app) > Batteria: scegli «Senza restrizioni» o «Non ottimizzare».',
        'L’app può restare attiva in background',
      ),
      step(
        'Sui Samsung togli l’app da «App in sospensione» e «App in sospensione profonda»; sugli Xiaomi attiva «Avvio automatico».',
        'Il sistema non la chiude più',
      ),
      step(
        'Controlla che il risparmio energetico e Non disturbare (o Full immersion su iPhone) siano spenti o che l’app sia tra le eccezioni.',
        'Le notifiche suonano',
      ),
      step(
        'Nelle impostazioni di notifica dell’app riattiva tutti i canali (messaggi, gruppi, chiamate) e verifica che siano con suono.',
        'Ogni tipo di messaggio avvisa',
      ),
      step(
        'Su iPhone attiva Aggiornamento app in background per l’app e non chiuderla dal multitasking.',
        'I messaggi arrivano subito',
      ),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se nessuna app riceve notifiche anche con il Wi-Fi, controlla data e ora automatiche e prova a disconnettere e ricollegare l’account Google o l’ID Apple.',
  },
  {
    id: 'smartphone-android-auto-carplay',
    category: 'smartphone',
    devices: ['smartphone'],
    label: 'Android Auto o CarPlay si scollega in macchina',
    symptoms: [
      'android auto si disconnette ogni pochi minuti in macchina',
      'collego il telefono in auto e carplay non parte, carica soltanto',
      'mentre guido la mappa sparisce dallo schermo dell’auto e poi torna',
      'a ogni buca android auto si scollega',
      'la macchina non riconosce il telefono col cavo, prima funzionava',
    ],
    patterns: ['android auto', 'carplay', 'apple carplay'],
    problem:
      'Android Auto o CarPlay che si scollega o non parte: quasi sempre cavo dati scadente o porta di ricarica sporca',
    difficulty: 'beginner',
    estimatedTime: '10-20 minuti',
    warnings: [DRIVING],
    causes: [
      'Cavo USB rovinato, troppo lungo o solo di ricarica, che non regge il flusso di dati',
      'Pelucchi nella porta del telefono: il connettore non entra fino in fondo',
      'Porta USB dell’auto allentata o che dà solo ricarica',
      'App Android Auto da aggiornare, o auto dimenticata nelle impostazioni (su iPhone CarPlay disattivato o limitato da Tempo di utilizzo)',
    ],
    tells: [
      'se con un altro cavo buono funziona, allora era il cavo',
      'se il cavo balla nella porta del telefono, allora è sporcizia nella porta',
      'se si scollega solo sulle buche o muovendo lo spinotto lato auto, allora è la porta dell’auto',
      'se non parte nemmeno con cavo e porta nuovi, allora è l’app o le impostazioni',
    ],
    solutions: [
      'Usa un cavo dati certificato corto (meno di 1 m)',
      'Pulisci la porta del telefono con uno stuzzicadenti di legno',
      'Prova l’altra porta USB dell’auto',
      'Aggiorna l’app, dimentica l’auto e rifai l’abbinamento',
    ],
    tools: [T.cavoUsb, T.stuzzicadenti, T.torcia],
    steps: [
      step(
        'A macchina ferma, prova con un cavo dati corto e di marca, meglio quello originale.',
        'La connessione resta stabile',
        DRIVING,
      ),
      step(
        'Guarda con una torcia nella porta del telefono e togli i pelucchi con uno stuzzicadenti di legno, a telefono spento.',
        'Lo spinotto entra fino in fondo con un clic',
      ),
      step(
        'Prova l’altra porta USB dell’auto (spesso solo una porta fa dati).',
        'Parte Android Auto o CarPlay',
      ),
      step(
        'Aggiorna Android Auto e i servizi Google; nelle impostazioni di Android Auto o di CarPlay dimentica l’auto e ricollegala.',
        'Abbinamento rifatto',
      ),
      step(
        'Su iPhone controlla Impostazioni > Tempo di utilizzo > Restrizioni: CarPlay deve essere consentito.',
        'CarPlay parte',
      ),
    ],
    cost: 'Gratis o 10-20 € per un cavo dati buono.',
    ifNotFixed:
      'Se nessun telefono funziona con quell’auto, il problema è la porta o l’aggiornamento dell’autoradio: chiedi all’officina o alla concessionaria.',
  },
  {
    id: 'smartphone-sim-pin-puk',
    category: 'smartphone',
    devices: ['smartphone', 'tablet'],
    label: 'la SIM chiede il PUK o è bloccata dal PIN',
    symptoms: [
      'ho sbagliato il pin tre volte e adesso chiede il puk',
      'la sim è bloccata, mi chiede un codice puk che non ho',
      'all’accensione chiede il pin della sim e non me lo ricordo',
      'scheda sim bloccata dopo aver messo il codice sbagliato',
      'mi dice sim bloccata permanentemente',
    ],
    patterns: ['puk', 'codice puk', 'sim bloccata', 'pin della sim'],
    problem:
      'SIM bloccata dopo 3 PIN sbagliati: si sblocca con il PUK scritto sulla tessera della SIM o chiesto all’operatore',
    difficulty: 'beginner',
    estimatedTime: '10-30 minuti',
    warnings: [PUK_TRIES],
    causes: [
      'PIN della SIM sbagliato tre volte: la SIM chiede il PUK',
      'PUK sbagliato dieci volte: SIM bloccata per sempre',
      'Confusione tra il PIN della SIM e il codice di sblocco del telefono',
    ],
    tells: [
      'se chiede un codice di 8 cifre, allora è il PUK',
      'se dice «SIM bloccata in modo permanente», allora serve una SIM nuova con lo stesso numero',
      'se chiede il codice solo dopo lo sblocco dello schermo, allora è il codice del telefono, non della SIM',
    ],
    solutions: [
      'Leggi il PUK sulla tessera di plastica della SIM o nell’app/area clienti dell’operatore',
      'Chiedi il PUK al servizio clienti con un documento',
      'Se è bloccata per sempre, chiedi il cambio SIM mantenendo numero e credito',
    ],
    tools: [],
    steps: [
      step(
        'Cerca la tessera di plastica da cui hai staccato la SIM: il PUK (8 cifre) è stampato sotto la patina o sul retro.',
        'Hai il PUK',
      ),
      step(
        'Se non hai la tessera, entra nell’app o nell’area clienti dell’operatore da un altro dispositivo, o chiama il servizio clienti da un altro numero.',
        'L’operatore ti dà il PUK',
      ),
      step(
        'Inserisci il PUK e poi scegli un nuovo PIN che ricordi (o disattiva la richiesta del PIN nelle impostazioni SIM).',
        'La SIM è sbloccata',
        PUK_TRIES,
      ),
      step(
        'Se compare «SIM bloccata in modo permanente», vai in un negozio dell’operatore con un documento per il cambio SIM.',
        'Nuova SIM con lo stesso numero',
      ),
    ],
    cost: 'Gratis; il cambio SIM costa 0-10 € secondo l’operatore.',
    ifNotFixed:
      'Se il PUK giusto non viene accettato, la SIM potrebbe essere danneggiata: prova in un altro telefono e poi chiedi il cambio SIM.',
  },
  {
    id: 'smartphone-chiamate-non-squillano',
    category: 'smartphone',
    devices: ['smartphone'],
    label: 'non squilla quando mi chiamano o va subito in segreteria',
    symptoms: [
      'mi chiamano ma il telefono non squilla, dopo trovo solo le perse',
      'chi mi cerca dice che va subito in segreteria ma io ho campo',
      'non squilla più, i messaggi invece suonano',
      'i numeri sconosciuti non squillano proprio',
      'il cellulare non squilla, poi vedo le chiamate perse',
    ],
    patterns: ['non disturbare', 'trasferimento di chiamata', 'silenzia chiamanti sconosciuti', 'segreteria'],
    problem:
      'Il telefono non squilla o finisce in segreteria con il segnale presente: quasi sempre un’impostazione (Non disturbare, inoltro, numeri bloccati)',
    difficulty: 'beginner',
    estimatedTime: '10 minuti',
    warnings: [
      'I codici come ##002# cambiano i servizi della linea: usa solo quelli indicati dal tuo operatore.',
    ],
    causes: [
      'Non disturbare o Full immersion attivo, anche programmato',
      'Trasferimento verso la segreteria attivo',
      '«Silenzia chiamanti sconosciuti» o numeri bloccati / filtro anti-spam',
      'Suoneria a volume zero o app che ha preso il ruolo di telefono predefinito',
    ],
    tells: [
      'se compare una luna o un’icona di Full immersion, allora è Non disturbare',
      'se va in segreteria senza nemmeno comparire come persa, allora è il trasferimento di chiamata',
      'se succede solo con i numeri non in rubrica, allora è il filtro dei chiamanti sconosciuti',
      'se i messaggi suonano ma le chiamate no, allora è il volume della suoneria o l’app telefono',
    ],
    solutions: [
      'Disattiva Non disturbare e i suoi orari programmati',
      'Disattiva il trasferimento di chiamata (codice ##002#)',
      'Togli il filtro dei numeri sconosciuti e controlla i numeri bloccati',
      'Alza la suoneria e rimetti l’app Telefono di sistema come predefinita',
    ],
    tools: [],
    steps: [
      step(
        'Apri il pannello rapido: spegni Non disturbare e controlla in Impostazioni se ha orari programmati.',
        'Niente luna in alto',
      ),
      step(
        'Componi ##002# e premi chiama per annullare tutti i trasferimenti di chiamata.',
        'Messaggio di trasferimenti disattivati',
      ),
      step(
        'Su iPhone: Impostazioni > Telefono > Silenzia chiamanti sconosciuti su spento; su Android controlla Numeri bloccati e filtro spam dell’app Telefono.',
        'Anche i numeri sconosciuti squillano',
      ),
      step(
        'Alza il volume della suoneria nelle impostazioni Audio e scegli una suoneria.',
        'Il telefono squilla',
      ),
      step(
        'Fatti fare una chiamata di prova da un altro numero.',
        'Il telefono squilla e la chiamata non va in segreteria',
      ),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se va in segreteria anche con tutto disattivato, chiedi all’operatore di controllare i servizi della linea (può esserci un trasferimento lato rete).',
  },
  {
    id: 'smartphone-hotspot-non-funziona',
    category: 'smartphone',
    devices: ['smartphone'],
    label: 'l’hotspot non funziona: i dispositivi si collegano ma niente internet',
    symptoms: [
      'attivo l’hotspot personale ma gli altri dispositivi non lo trovano',
      'il portatile si collega al mio hotspot ma non va internet',
      'la condivisione della connessione non funziona più',
      'l’hotspot personale si spegne da solo dopo poco',
      'non riesco a dare internet al tablet col telefono',
    ],
    patterns: ['hotspot', 'hotspot personale', 'tethering', 'router wi-fi portatile'],
    problem:
      'Hotspot che non si vede o non dà internet: banda, impostazioni di risparmio, APN o limiti dell’offerta dell’operatore',
    difficulty: 'beginner',
    estimatedTime: '10-20 minuti',
    warnings: [
      'L’hotspot consuma giga in fretta (aggiornamenti del PC): controlla i giga rimasti per evitare costi extra.',
    ],
    causes: [
      'Offerta dell’operatore che non include il tethering o giga esauriti',
      'Banda a 5 GHz non vista dai dispositivi vecchi, o nome/password cambiati',
      'Hotspot che si spegne da solo senza dispositivi collegati o con il risparmio energetico',
      'APN sbagliato o dati mobili che non vanno nemmeno sul telefono',
    ],
    tells: [
      'se il telefono naviga con i dati ma i dispositivi collegati no, allora è l’offerta o l’APN per il tethering',
      'se un vecchio pc non trova la rete, allora è la banda a 5 GHz',
      'se si spegne dopo qualche minuto, allora è lo spegnimento automatico',
      'se nemmeno il telefono naviga, allora è la connessione dati',
    ],
    solutions: [
      'Controlla l’offerta e i giga rimasti',
      'Imposta la banda 2,4 GHz e una password semplice',
      'Disattiva lo spegnimento automatico dell’hotspot e il risparmio energetico',
      'Ripristina le impostazioni di rete o l’APN dell’operatore',
    ],
    tools: [T.cavoUsb],
    steps: [
      step('Verifica che il telefono stesso navighi con i dati mobili (Wi-Fi spento).', 'Il telefono naviga'),
      step(
        'Nelle impostazioni dell’hotspot scegli la banda 2,4 GHz (o «compatibilità massima» su iPhone) e reimposta la password.',
        'Il pc vede la rete',
      ),
      step(
        'Disattiva lo spegnimento automatico dell’hotspot e il risparmio energetico.',
        'L’hotspot resta acceso',
      ),
      step(
        'Se si collega ma non naviga, controlla nell’area clienti che la tua offerta consenta l’hotspot e che ci siano giga.',
        'L’offerta lo consente',
      ),
      step(
        'Prova la condivisione via cavo USB; se non va nemmeno così, ripristina le impostazioni di rete (Wi-Fi, dati e Bluetooth).',
        'I dispositivi navigano',
      ),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se l’hotspot non si accende proprio o il Wi-Fi del telefono non funziona nemmeno per sé, è un guasto del modulo Wi-Fi: serve l’assistenza.',
  },
  {
    id: 'smartphone-app-si-chiudono',
    category: 'smartphone',
    devices: ['smartphone', 'tablet'],
    label: 'le app si chiudono da sole o non si aprono',
    symptoms: [
      'le app si chiudono da sole appena le apro',
      'instagram crasha di continuo e torna alla home',
      'un’app si apre e si chiude subito, le altre vanno',
      'mi dice che l’app si è arrestata o continua ad arrestarsi',
      'dopo l’aggiornamento alcune app crashano sempre',
    ],
    patterns: ['si è arrestata', 'continua ad arrestarsi'],
    problem:
      'App che si chiudono o non partono: cache o dati dell’app corrotti, versione da aggiornare, memoria quasi piena o WebView di sistema',
    difficulty: 'beginner',
    estimatedTime: '10-30 minuti',
    warnings: [PHONE_BACKUP],
    causes: [
      'Cache o dati dell’app corrotti dopo un aggiornamento',
      'App o sistema da aggiornare (versioni non compatibili)',
      'Memoria interna quasi piena',
      'Componente di sistema (WebView di Android, servizi Google) aggiornato male: molte app crashano insieme',
    ],
    tells: [
      'se crasha una sola app, allora sono i suoi dati o la sua versione',
      'se crashano molte app insieme da un giorno all’altro, allora è WebView o un aggiornamento di sistema',
      'se la memoria è sopra il 90%, allora è lo spazio',
      'se crasha solo una funzione (fotocamera dentro l’app), allora sono i permessi',
    ],
    solutions: [
      'Svuota la cache e, se serve, i dati dell’app',
      'Aggiorna l’app e il sistema',
      'Libera spazio',
      'Aggiorna o disinstalla gli aggiornamenti di WebView e riavvia',
    ],
    tools: [],
    steps: [
      step('Riavvia il telefono.', 'A volte basta'),
      step(
        'Impostazioni > App > (l’app) > Memoria: svuota la cache; se crasha ancora, cancella i dati (dovrai rifare l’accesso).',
        'L’app si apre',
      ),
      step(
        'Aggiorna l’app dallo store e il sistema da Impostazioni > Aggiornamento software.',
        'Tutto aggiornato',
      ),
      step(
        'Se la memoria è quasi piena, libera almeno qualche GB (foto, video, chat).',
        'Spazio libero sufficiente',
      ),
      step(
        'Se crashano molte app insieme su Android, aggiorna «Android System WebView» e Chrome dal Play Store o disinstallane gli aggiornamenti.',
        'Le app tornano stabili',
      ),
      step(
        'Come ultima prova, disinstalla e reinstalla l’app (fai prima il backup delle chat).',
        'App stabile',
        PHONE_BACKUP,
      ),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se tutte le app crashano anche dopo il ripristino di fabbrica, la memoria interna del telefono potrebbe essere guasta: serve l’assistenza.',
  },
  {
    id: 'smartphone-aggiornamento-non-si-installa',
    category: 'smartphone',
    devices: ['smartphone', 'tablet'],
    label: 'l’aggiornamento di sistema non si scarica o non si installa',
    symptoms: [
      'l’aggiornamento di ios non si installa, dice impossibile installare l’aggiornamento',
      'l’aggiornamento resta fermo su stima del tempo rimanente',
      'non riesco ad aggiornare il telefono, dice spazio insufficiente',
      'l’aggiornamento si scarica ma poi da errore',
      'aggiornamento software fallito sul samsung',
    ],
    patterns: [
      'impossibile installare l’aggiornamento',
      'stima del tempo rimanente',
      'aggiornamento non riuscito',
    ],
    problem:
      'Aggiornamento di sistema che non si scarica o non si installa: spazio, batteria, rete o file scaricato corrotto',
    difficulty: 'beginner',
    estimatedTime: '20-60 minuti',
    warnings: [PHONE_BACKUP, 'Non spegnere il telefono mentre installa: lascialo in carica fino alla fine.'],
    causes: [
      'Spazio libero insufficiente (servono spesso 5-10 GB)',
      'Batteria sotto il 50% senza caricatore, o Wi-Fi instabile',
      'File dell’aggiornamento scaricato male',
      'Telefono con sistema modificato (root, ROM) o modello non più aggiornato',
    ],
    tells: [
      'se dice spazio insufficiente, allora è la memoria',
      'se si ferma a metà download, allora è la rete',
      'se scarica ma fallisce l’installazione, allora è il file corrotto',
      'se non compare nessun aggiornamento da anni, allora il modello non è più supportato',
    ],
    solutions: [
      'Libera spazio',
      'Metti in carica e usa un Wi-Fi stabile',
      'Cancella l’aggiornamento scaricato e riscaricalo',
      'Aggiorna dal computer (Finder/iTunes o Smart Switch)',
    ],
    tools: [T.cavoUsb, T.caricatore],
    steps: [
      step('Controlla lo spazio libero e liberane almeno 6-10 GB.', 'Spazio sufficiente'),
      step(
        'Metti il telefono in carica e collegalo a un Wi-Fi stabile.',
        'Batteria sopra il 50% e rete buona',
      ),
      step(
        'Su iPhone: Impostazioni > Generali > Spazio iPhone > tocca l’aggiornamento e «Elimina aggiornamento», poi riscaricalo.',
        'L’aggiornamento si installa',
      ),
      step(
        'In alternativa collega il telefono al computer e aggiorna da Finder/iTunes (iPhone) o Smart Switch (Samsung).',
        'Aggiornamento completato',
        PHONE_BACKUP,
      ),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se dopo l’aggiornamento resta bloccato sul logo o sulla schermata del cavo, segui la modalità di recupero e poi chiedi l’assistenza.',
  },
];
