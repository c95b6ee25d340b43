import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { CONSOLE_SAVES, CONSOLE_UNPLUG, CONSOLE_UPDATE, ROUTER } from './warnings.ts';

/** Consoles by the error code on the screen (issue 24). */
export const CODICI_CONSOLE: KnowledgeEntry[] = [
  {
    id: 'console-ps-app-crash',
    category: 'console',
    devices: ['playstation'],
    label: 'giochi che si chiudono con CE-34878-0 o CE-108255-1',
    symptoms: [
      'la ps4 chiude il gioco e dà l’errore ce-34878-0',
      'sulla ps5 il gioco crasha con ce-108255-1',
      'si è verificato un errore nella seguente applicazione',
      'ogni volta che apro quel gioco la playstation torna alla home con un errore',
    ],
    patterns: [
      'ce-34878-0',
      'ce-34878',
      'ce 34878 0',
      'ce-108255-1',
      'ce-108255',
      'ce 108255 1',
      'ce-100095-5',
      'si è verificato un errore nella seguente applicazione',
      'an error has occurred in the following application',
    ],
    problem:
      'Un gioco si chiude da solo con un errore dell’applicazione: gioco o sistema da aggiornare, dati rovinati, database da ricostruire o disco che sbaglia',
    difficulty: 'beginner',
    estimatedTime: '15-60 minuti',
    warnings: [CONSOLE_UPDATE, CONSOLE_SAVES],
    causes: [
      'Gioco o software di sistema non aggiornati',
      'Dati del gioco rovinati',
      'Database della console da ricostruire',
      'Hard disk o SSD che sbaglia, oppure console che si scalda troppo',
    ],
    tells: [
      'se c’è un aggiornamento del gioco o del sistema in attesa, allora è l’aggiornamento',
      'se succede con un solo gioco anche aggiornato, allora sono i dati di quel gioco',
      'se succede con più giochi, allora ricostruisci il database',
      'se succede con tutti i giochi dopo un po’ che giochi o la console è rumorosa e calda, allora è il disco o il calore',
    ],
    solutions: [
      'Aggiorna il gioco e il software di sistema',
      'Elimina e reinstalla il gioco',
      'Ricostruisci il database dalla modalità provvisoria',
    ],
    tools: [T.ariaCompressa, T.ssd],
    steps: [
      step(
        'Aggiorna il software di sistema e il gioco (Opzioni > Verifica aggiornamenti).',
        'Il gioco parte',
        CONSOLE_UPDATE,
      ),
      step('Se continua, elimina il gioco e reinstallalo.', 'Il gioco non si chiude più', CONSOLE_SAVES),
      step(
        'Spegni del tutto, poi tieni premuto il tasto di accensione finché senti il secondo bip: si apre la modalità provvisoria. Scegli «Ricostruisci database».',
        'La console riparte e i giochi si aprono',
      ),
      step(
        'Pulisci le prese d’aria con aria compressa se la console è molto calda.',
        undefined,
        CONSOLE_UNPLUG,
      ),
    ],
    cost: 'Di solito gratis; SSD per la PS4 30-60 €.',
    ifNotFixed:
      'Se succede con tutti i giochi anche dopo l’inizializzazione, sostituisci il disco o fai controllare la console.',
  },
  {
    id: 'console-ps-aggiornamento-fallito',
    category: 'console',
    devices: ['playstation'],
    label: 'aggiornamento di sistema che fallisce (SU-30746-0, SU-42118-6)',
    symptoms: [
      'la ps4 non riesce ad aggiornare e dà su-30746-0',
      'errore su-42118-6 durante l’aggiornamento della ps4',
      'la ps5 dà un errore mentre scarica l’aggiornamento di sistema',
      'impossibile avviare la ps4, il file di aggiornamento non è riconosciuto',
    ],
    patterns: [
      'su-30746-0',
      'su-42118-6',
      'su-41350-3',
      'ce-36329-3',
      'ce-32895-7',
      'ce-100002-3',
      'impossibile installare l aggiornamento',
      'file di aggiornamento non riconosciuto',
    ],
    problem:
      'Il software di sistema della PlayStation non si aggiorna: download interrotto, file di aggiornamento sbagliato o danneggiato, disco che sbaglia',
    difficulty: 'intermediate',
    estimatedTime: '30-90 minuti',
    warnings: [CONSOLE_UPDATE, CONSOLE_SAVES],
    causes: [
      'Download interrotto o rete instabile',
      'File di aggiornamento su chiavetta sbagliato (aggiornamento invece di reinstallazione) o in una cartella sbagliata',
      'Software di sistema rovinato',
      'Hard disk o SSD guasti',
    ],
    tells: [
      'se collegata con il cavo di rete l’aggiornamento va, allora era la rete',
      'se l’errore compare con la chiavetta, allora è il file o la cartella (PS4/UPDATE/PS4UPDATE.PUP)',
      'se anche con il file giusto fallisce, allora il sistema va reinstallato',
      'se fallisce anche la reinstallazione completa, allora è il disco',
    ],
    solutions: [
      'Aggiorna dalla modalità provvisoria con il cavo di rete',
      'Aggiorna da chiavetta con il file giusto del sito PlayStation',
      'Reinstalla il software di sistema; sostituisci il disco se è guasto',
    ],
    tools: [T.chiavetta, T.cavoEthernet, T.ssd, T.cacciaviti],
    steps: [
      step('Collega la console al router con un cavo di rete.', 'La connessione è stabile'),
      step(
        'Avvia la modalità provvisoria (tasto di accensione tenuto fino al secondo bip) e scegli «Aggiorna il software di sistema» > «Aggiorna tramite Internet».',
        'L’aggiornamento si installa',
        CONSOLE_UPDATE,
      ),
      step(
        'Se non va, scarica dal sito PlayStation il file su una chiavetta FAT32 o exFAT, nella cartella PS4/UPDATE (PS5/UPDATE per la PS5), e scegli «Aggiorna da dispositivo di archiviazione USB».',
        'La console riconosce il file',
      ),
      step(
        'Se ancora fallisce, usa il file di reinstallazione completa e «Inizializza PS4 (Reinstalla il software di sistema)».',
        'La console si avvia come nuova',
        CONSOLE_SAVES,
      ),
    ],
    cost: 'Gratis; SSD nuovo 30-60 € se il disco è guasto.',
    ifNotFixed:
      'Se la reinstallazione completa fallisce, sostituisci il disco interno o porta la console in assistenza.',
  },
  {
    id: 'console-switch-microsd',
    category: 'console',
    devices: ['nintendo'],
    label: 'Switch: errori della scheda microSD o dati danneggiati',
    symptoms: [
      'la switch dice che non riesce ad accedere alla scheda microsd',
      'un gioco non parte e la switch dice che i dati sono danneggiati',
      'errore 2002-0001 sulla nintendo switch',
      'i giochi scaricati sulla microsd non si aprono più',
      'la switch dice che non può accedere alla scheda microsd',
      'dopo aver messo la micro sd nella switch i giochi scaricati non partono',
      'la switch chiede di formattare la scheda sd',
      'errore 2016 sulla switch con la scheda di memoria',
    ],
    patterns: [
      '2002-0001',
      '2005-0003',
      'impossibile accedere alla scheda microsd',
      'scheda microsd danneggiata',
      'verifica dati danneggiati',
      'i dati sono danneggiati',
    ],
    problem:
      'La Switch non legge bene la scheda microSD o i dati dei giochi: scheda lenta, falsa o guasta, contatti sporchi, dati scaricati rovinati',
    difficulty: 'beginner',
    estimatedTime: '15-45 minuti',
    warnings: [CONSOLE_UNPLUG],
    causes: [
      'Scheda microSD guasta, contraffatta o troppo lenta',
      'Scheda non inserita bene o contatti sporchi',
      'Dati di un gioco scaricati male',
      'Lettore di schede della console guasto',
    ],
    tells: [
      'se il pc trova errori sulla scheda o la sua capacità reale è minore di quella scritta, allora è la scheda',
      'se reinserendo la scheda funziona, allora era l’inserimento',
      'se solo un gioco dà errore e «Verifica dati danneggiati» lo trova, allora sono i dati del gioco',
      'se nessuna scheda viene letta, allora è il lettore della console',
    ],
    solutions: [
      'Reinserisci la scheda a console spenta',
      'Usa «Verifica dati danneggiati» sul gioco',
      'Sostituisci la scheda con una di marca (classe U1/U3)',
    ],
    tools: [T.alcool, T.pulisciContatti],
    steps: [
      step(
        'Spegni del tutto la Switch (Opzioni di accensione > Spegni) e sfila e reinserisci la microSD.',
        'La scheda scatta in sede',
        CONSOLE_UNPLUG,
      ),
      step(
        'Sull’icona del gioco premi + > Gestione dati > Verifica dati danneggiati.',
        'Il gioco viene riscaricato se serve',
      ),
      step(
        'Prova la scheda in un pc con un programma di test (H2testw o F3).',
        'Nessun errore e capacità reale corretta',
      ),
      step('Se la scheda è guasta, sostituiscila e riscarica i giochi.', 'I giochi partono'),
    ],
    cost: 'MicroSD nuova 15-40 €; lettore di schede della console 15-30 € più la manodopera.',
    ifNotFixed: 'Se nessuna scheda viene letta, il lettore microSD della console va sostituito.',
  },
  {
    id: 'console-switch-rete',
    category: 'console',
    devices: ['nintendo'],
    label: 'Switch che non si collega a internet (2110-3127, 2618-0516)',
    symptoms: [
      'la switch non si connette a internet e dà 2110-3127',
      'errore 2618-0516 quando gioco online con la switch',
      'la switch trova il wifi ma non riesce a connettersi',
      'il test della connessione della switch dice nat di tipo d',
    ],
    patterns: [
      '2110-3127',
      '2110-2003',
      '2110-1100',
      '2110-2999',
      '2618-0516',
      '2123-1502',
      'nat di tipo d',
      'nat tipo d',
      'nat di tipo f',
      'nat tipo f',
    ],
    problem:
      'La Switch non si collega a internet o non gioca online: DNS, indirizzo IP, rete a 5 GHz o NAT del router troppo chiuso',
    difficulty: 'beginner',
    estimatedTime: '15-45 minuti',
    warnings: [ROUTER],
    causes: [
      'DNS del router che non risponde',
      'Router che non dà l’indirizzo IP o rete salvata sbagliata',
      'Segnale wifi debole o canale affollato',
      'NAT del router chiuso (tipo D o F) per il gioco online',
    ],
    tells: [
      'se l’errore è 2110-3127, allora è il DNS',
      'se è 2110-2003 o 2110-2999, allora è l’indirizzo IP o la password',
      'se vicino al router funziona, allora è il segnale',
      'se il test dice NAT di tipo D o F e l’errore è 2618-xxxx, allora è il NAT',
    ],
    solutions: [
      'Imposta DNS manuali (per esempio 1.1.1.1 e 8.8.8.8)',
      'Elimina e ricrea la connessione, riavvia il router',
      'Attiva UPnP sul router o apri le porte per il gioco online',
    ],
    tools: [T.cavoEthernet],
    steps: [
      step('Spegni il router per 30 secondi e riaccendilo.', 'La Switch si collega'),
      step(
        'Impostazioni di sistema > Internet > la tua rete > Modifica impostazioni > DNS manuale: 1.1.1.1 e 8.8.8.8.',
        'Il test della connessione riesce',
      ),
      step('Elimina la rete salvata e ricollegati inserendo di nuovo la password.', 'Ottiene l’indirizzo IP'),
      step(
        'Per gli errori online attiva UPnP nel pannello del router e ripeti il test.',
        'Il NAT diventa di tipo A o B',
      ),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se non si collega a nessuna rete nemmeno vicino al router, il modulo wifi della console va controllato.',
  },
  {
    id: 'console-wiiu-160-0103',
    category: 'console',
    devices: ['nintendo'],
    label: 'Wii U con errore 160-0103 o bloccata sul logo',
    symptoms: [
      'la wii u si blocca all’avvio con errore 160-0103',
      'la wii u resta sul logo e non va avanti',
      'la wii u dice si è verificato un errore nella memoria di sistema',
      'la wii u rimasta spenta per anni non parte più',
    ],
    patterns: ['160-0103', '160-0101', 'memoria di sistema wii u'],
    problem:
      'Wii U con la memoria interna (eMMC) rovinata: un difetto noto dei chip di memoria, peggiorato dalla console lasciata spenta a lungo',
    difficulty: 'advanced',
    estimatedTime: '1-3 ore',
    warnings: [CONSOLE_UNPLUG],
    causes: [
      'Chip di memoria eMMC interno con dati rovinati (difetto noto di alcuni chip)',
      'Aggiornamento di sistema interrotto',
      'Console rimasta a lungo spenta: i dati della memoria si degradano',
      'Alimentatore esterno debole che fa bloccare la console all’avvio',
      'Disco esterno USB o periferica collegata che blocca l’avvio',
    ],
    tells: [
      'se compare 160-0103 o la console resta sul logo dopo anni spenta, allora è la memoria eMMC',
      'se è successo durante un aggiornamento, allora è l’aggiornamento interrotto',
      'se la console riparte per qualche giorno e poi ricade, allora la memoria si sta degradando',
      'se con un altro alimentatore originale parte, allora era l’alimentatore',
      'se staccando dischi USB e periferiche arriva al menu, allora era la periferica',
    ],
    solutions: [
      'Riprova ad avviare più volte e aggiorna subito il sistema se parte',
      'Sostituzione o riprogrammazione della memoria da un laboratorio',
      'Stacca dischi USB e periferiche e prova un altro alimentatore originale',
    ],
    tools: [T.cacciaviti, T.tripleWing, T.multimetro],
    steps: [
      step(
        'Stacca la corrente per 5 minuti, poi riaccendi senza dischi inseriti.',
        'La console arriva al menu',
      ),
      step(
        'Se parte, fai subito l’aggiornamento di sistema e usa la console ogni tanto: tenerla spenta per anni peggiora la memoria.',
        'La console resta stabile',
        CONSOLE_UPDATE,
      ),
      step(
        'Annota il tuo Nintendo Network ID e i giochi scaricati: dopo la riparazione li riscarichi.',
        'Hai i dati per riscaricare i giochi',
      ),
      step(
        'Se resta sul logo o torna il 160-0103, portala a un laboratorio che ripara le Wii U: la memoria va sostituita o riprogrammata con la saldatura.',
      ),
    ],
    cost: 'Riparazione della memoria in laboratorio 60-120 €.',
    ifNotFixed: 'Senza la memoria riparata la console non si avvia: valuta una console usata.',
  },
  {
    id: 'console-xbox-rete-accesso',
    category: 'console',
    devices: ['xbox'],
    label: 'Xbox che non accede a internet o all’account (0x87dd0006, 0x800704cf)',
    symptoms: [
      'la xbox dà errore 0x87dd0006 quando accedo',
      'la xbox one non si connette e dice 0x800704cf',
      'la xbox non riesce ad accedere al mio profilo',
      'il test di rete della xbox dice nat rigoroso',
    ],
    patterns: ['0x87dd0006', '0x800704cf', '0x80a40019', 'nat rigoroso', 'nat strict', 'teredo'],
    problem:
      'La Xbox non si collega ai servizi online: rete o DNS, cache della console, data e ora sbagliate o NAT rigoroso',
    difficulty: 'beginner',
    estimatedTime: '15-45 minuti',
    warnings: [ROUTER],
    causes: [
      'Servizi Xbox Live momentaneamente non disponibili',
      'Cache della console o profilo rovinati',
      'Data, ora o area sbagliate sulla console',
      'NAT rigoroso o DNS del router',
    ],
    tells: [
      'se la pagina di stato di Xbox segnala problemi, allora sono i servizi',
      'se dopo lo spegnimento completo funziona, allora era la cache',
      'se data e ora della console sono sbagliate, allora sono quelle',
      'se il test di rete dice NAT rigoroso o moderato, allora è il router',
    ],
    solutions: [
      'Controlla lo stato dei servizi Xbox',
      'Spegnimento completo tenendo premuto il tasto Xbox 10 secondi',
      'Attiva UPnP sul router e imposta DNS manuali',
    ],
    tools: [T.cavoEthernet],
    steps: [
      step(
        'Controlla lo stato dei servizi sulla pagina di stato di Xbox da un telefono.',
        'Tutti i servizi sono attivi',
      ),
      step(
        'Tieni premuto il tasto Xbox sulla console per 10 secondi, stacca la spina 2 minuti e riaccendi.',
        'La console accede',
      ),
      step('Controlla data, ora e area in Impostazioni > Sistema.', 'Sono corrette'),
      step(
        'In Impostazioni > Rete prova la connessione; se il NAT è rigoroso, attiva UPnP sul router.',
        'NAT aperto',
      ),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se l’errore resta con una rete diversa (hotspot del telefono), rimuovi e riaggiungi il profilo.',
  },
];
