import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { DATA_RECOVERY, PC_UNPLUG, PSU_CLOSED, STATIC } from './warnings.ts';

/**
 * Computer faults that the frequency research of issue 24 (docs/ai-coverage-research.md) found
 * reported and confirmed often, and that the older files did not cover: external disks and USB
 * sticks, a desktop that turns off under load, a new build that stays dark,
 * a black screen with the cursor, the keyboard layout, wireless mouse and keyboard, a Mac's folder with
 * a question mark, a monitor with lines.
 */
export const RICERCA_COMPUTER: KnowledgeEntry[] = [
  {
    id: 'pc-disco-esterno-non-riconosciuto',
    category: 'computer',
    devices: ['laptop', 'desktop'],
    label: 'il disco esterno non viene visto dal computer',
    symptoms: [
      'il computer non vede più l’hard disk esterno, la lucina si accende',
      'collego il disco esterno usb e non compare in esplora risorse',
      'il disco esterno fa un rumore di clic e non viene riconosciuto',
      'mi è caduto l’hard disk esterno mentre era attaccato e ora il pc non lo legge',
      'il disco esterno compare in gestione disco ma senza lettera',
      'il my passport non viene più letto, il connettore usb balla',
    ],
    patterns: ['disco esterno', 'hard disk esterno', 'hd esterno', 'my passport', 'gestione disco'],
    problem:
      'Disco esterno USB non riconosciuto: cavo, alimentazione, lettera di unità, connettore o disco guasto',
    difficulty: 'intermediate',
    estimatedTime: '15-60 minuti',
    warnings: [DATA_RECOVERY],
    causes: [
      'Cavo USB difettoso o porta che non dà abbastanza corrente',
      'Disco senza lettera di unità o con il file system rovinato',
      'Connettore USB del disco strappato dopo un urto o una caduta',
      'Disco meccanicamente guasto (ticchetta, non gira)',
    ],
    tells: [
      'se con un altro cavo o un’altra porta posteriore funziona, allora era il cavo o la corrente',
      'se compare in Gestione disco senza lettera o come RAW, allora è la lettera o il file system',
      'se il connettore si muove o è caduto mentre era collegato, allora è il connettore o la scheda USB',
      'se fa clic ritmici o non si sente girare, allora è il disco: niente tentativi, recupero dati',
    ],
    solutions: [
      'Prova un altro cavo e una porta USB posteriore o un hub alimentato',
      'Assegna una lettera in Gestione disco e ripara il file system',
      'Togli il disco dal suo box e mettilo in un box USB nuovo',
      'Affida il disco a un laboratorio di recupero dati',
    ],
    tools: [T.cavoUsb, T.boxDisco, T.cacciaviti, T.apertura],
    steps: [
      step(
        'Prova un altro cavo e una porta USB dietro il PC (o un altro computer).',
        'Se compare, era il cavo o la porta',
      ),
      step(
        'Apri Gestione disco (tasto destro su Start): se il disco c’è senza lettera, assegnagliene una.',
        'Il disco compare in Esplora risorse',
      ),
      step(
        'Se è RAW o chiede di formattare, copia i file con un programma di recupero prima di qualsiasi riparazione.',
        'I dati sono salvi',
        DATA_RECOVERY,
      ),
      step(
        'Se il connettore è rotto e il disco è SATA, apri il box e monta il disco in un box USB nuovo.',
        'Il disco torna leggibile',
      ),
    ],
    cost: 'Cavo 5-10 €; box 10-20 €; recupero dati professionale 150-600 €.',
    ifNotFixed:
      'Se ticchetta o non gira, spegnilo e portalo a un laboratorio di recupero dati: ogni tentativo peggiora.',
  },
  {
    id: 'pc-chiavetta-usb-formattare',
    category: 'computer',
    devices: ['laptop', 'desktop'],
    label: 'la chiavetta USB non si apre o chiede di formattarla',
    symptoms: [
      'la chiavetta usb dice che devo formattarla prima di usarla',
      'inserisco la pennetta e windows dice dispositivo usb non riconosciuto',
      'la chiavetta è protetta da scrittura e non posso copiare niente',
      'la pennetta usb risulta vuota ma c’erano i miei file',
    ],
    patterns: ['pennetta', 'pen drive', 'formattarla', 'protetta da scrittura', 'usb non riconosciuto'],
    problem: 'Chiavetta USB con file system rovinato, protetta da scrittura o guasta',
    difficulty: 'beginner',
    estimatedTime: '10-60 minuti',
    warnings: [DATA_RECOVERY],
    causes: [
      'File system rovinato (tolta senza rimozione sicura)',
      'Memoria della chiavetta a fine vita: va in sola lettura',
      'Chiavetta falsa con capacità gonfiata',
      'Porta USB o driver del computer',
    ],
    tells: [
      'se chiede di formattare ma la capacità è giusta, allora è il file system',
      'se è protetta da scrittura senza levetta, allora la memoria è a fine vita: copia i file e buttala',
      'se è una chiavetta enorme pagata pochissimo e i file si rovinano, allora è falsa',
      'se su un altro computer funziona, allora è la porta o il driver',
    ],
    solutions: [
      'Recupera i file con un programma di recupero, poi formatta',
      'Copia quello che si legge e sostituisci la chiavetta',
      'Prova un’altra porta e reinstalla i driver USB',
    ],
    tools: [T.chiavetta],
    steps: [
      step('Prova la chiavetta su un’altra porta e su un altro computer.', 'Sai se è la chiavetta'),
      step(
        'Se chiede di formattare, rispondi no e usa un programma di recupero per copiare i file.',
        'I file sono salvi',
        DATA_RECOVERY,
      ),
      step(
        'Poi formattala da Esplora risorse (exFAT) e prova a copiarci un file grande.',
        'La chiavetta funziona',
      ),
      step('Se resta in sola lettura o si rovina ancora, sostituiscila.', 'Nessun errore'),
    ],
    cost: 'Gratis; chiavetta nuova 8-20 €.',
    ifNotFixed:
      'Se non compare su nessun computer, il controller è guasto: solo un laboratorio può leggerne la memoria.',
  },
  {
    id: 'pc-si-spegne-sotto-carico',
    category: 'computer',
    devices: ['desktop'],
    label: 'il fisso si spegne di colpo sotto carico: alimentatore',
    symptoms: [
      'il pc fisso stacca di colpo con i programmi pesanti, come se mancasse la corrente',
      'quando la scheda video lavora al massimo il computer fisso si riavvia',
      'il fisso va bene con internet e video ma sotto sforzo si spegne',
      'ho messo una scheda video nuova e ora il fisso si riavvia sotto sforzo',
      'il computer fisso si spegne e riparte da solo, l’alimentatore fa odore',
    ],
    patterns: ['sotto carico', 'sotto sforzo'],
    problem:
      'PC che si spegne sotto carico: alimentatore debole o guasto, surriscaldamento o cavi di alimentazione',
    difficulty: 'intermediate',
    estimatedTime: '30-90 minuti',
    warnings: [PC_UNPLUG, STATIC, PSU_CLOSED],
    causes: [
      'Alimentatore sottodimensionato o invecchiato che non regge i picchi della scheda video',
      'CPU o scheda video che surriscaldano (dissipatore intasato, pasta termica secca)',
      'Cavi PCIe o 8 pin della CPU mal inseriti o con sdoppiatori',
      'RAM o overclock instabili',
    ],
    tells: [
      'se si spegne di colpo come una mancanza di corrente e la scheda video è nuova o potente, allora è l’alimentatore',
      'se le temperature salgono oltre 90 °C prima dello spegnimento, allora è il calore',
      'se la scheda video è collegata con uno sdoppiatore o un cavo solo, allora sono i cavi',
      'se dà schermate blu invece di spegnersi, allora è la RAM o l’overclock',
    ],
    solutions: [
      'Controlla le temperature con un programma di monitoraggio',
      'Pulisci i dissipatori e rifai la pasta termica',
      'Collega la scheda video con cavi separati dell’alimentatore',
      'Sostituisci l’alimentatore con uno di marca e potenza adeguata',
    ],
    tools: [T.cacciaviti, T.ariaCompressa, T.pastaTermica, T.antistatico, T.multimetro],
    steps: [
      step(
        'Apri un programma che mostra le temperature e avvia un gioco.',
        'Sai se supera i 90 °C prima di spegnersi',
      ),
      step(
        'Spegni, stacca la spina e pulisci dissipatori e ventole con aria compressa.',
        'Niente polvere',
        PC_UNPLUG,
      ),
      step(
        'Controlla che 24 pin, 8 pin della CPU e cavi PCIe della scheda video siano inseriti fino al clic, senza sdoppiatori.',
        'Cavi ben fissi',
        STATIC,
      ),
      step(
        'Se le temperature sono buone, prova un alimentatore di marca con la potenza consigliata per la scheda video.',
        'Non si spegne più',
        PSU_CLOSED,
      ),
    ],
    cost: 'Pulizia gratis; pasta termica 5-10 €; alimentatore 60-120 €.',
    ifNotFixed:
      'Se si spegne anche con un alimentatore nuovo e temperature buone, prova la scheda video su un altro PC.',
  },
  {
    id: 'pc-nuovo-assemblato-non-parte',
    category: 'computer',
    devices: ['desktop'],
    label: 'il PC appena assemblato non fa il POST',
    symptoms: [
      'ho montato il pc nuovo, le ventole girano ma nessuna immagine',
      'pc appena assemblato: le luci si accendono ma nessun segnale al monitor',
      'ho cambiato scheda madre e processore e ora non fa il post',
      'il pc nuovo resta con la spia dram accesa sulla scheda madre',
      'build nuova, premo il tasto e non succede niente',
      'ho spostato la scheda madre in un altro case e ora non fa il post',
    ],
    patterns: ['assemblato', 'spia dram', 'spia cpu', 'debug led', 'distanziale', 'distanziali', 'standoff'],
    problem:
      'PC appena assemblato senza POST: cavi di alimentazione, RAM, monitor collegato alla porta sbagliata',
    difficulty: 'intermediate',
    estimatedTime: '30-90 minuti',
    warnings: [PC_UNPLUG, STATIC],
    causes: [
      'Monitor collegato all’uscita della scheda madre invece che alla scheda video',
      'Cavo 8 pin della CPU o 24 pin collegati male',
      'RAM montata male o negli slot sbagliati; primo avvio lungo per l’addestramento della RAM',
      'Firmware della scheda madre troppo vecchio per il processore',
      'Cavetti del pulsante di accensione sul pannello frontale invertiti o staccati',
      'Distanziale (standoff) in più nel case che tocca il retro della scheda madre e la manda in corto',
      'Porta USB frontale in corto (lamella piegata contro il guscio) o cavo del pannello frontale che manda in protezione o brucia l’alimentatore',
    ],
    tells: [
      'se c’è una scheda video e il cavo del monitor è sulla scheda madre, allora è la porta sbagliata',
      'se resta accesa la spia CPU, allora è l’8 pin o il BIOS',
      'se resta accesa la spia DRAM, allora è la RAM (aspetta anche 5 minuti al primo avvio)',
      'se il BIOS non riconosce il processore nuovo, allora è il firmware da aggiornare',
      'se premendo il tasto non succede nulla, allora sono i cavetti del frontale o il 24 pin',
      'se fuori dal case (sulla scatola) la scheda parte, allora è un distanziale in corto',
      'se staccando i cavi USB e audio del frontale il PC riparte, allora è una porta frontale in corto',
    ],
    solutions: [
      'Collega il monitor alla scheda video',
      'Ricontrolla 24 pin, 8 pin CPU e PCIe',
      'Reinserisci la RAM negli slot consigliati (di solito A2 e B2)',
      'Aggiorna il BIOS con la funzione flashback',
    ],
    tools: [T.cacciaviti, T.antistatico, T.chiavetta, T.torcia],
    steps: [
      step(
        'Collega il cavo del monitor alla scheda video, non alla scheda madre.',
        'Se compare l’immagine, era quello',
      ),
      step('Controlla 24 pin e 8 pin della CPU: devono scattare.', 'Cavi fissi', PC_UNPLUG),
      step(
        'Togli la RAM e rimettila premendo finché i ganci scattano, in A2 e B2 o come dice il manuale; aspetta 5 minuti al primo avvio.',
        'La spia DRAM si spegne',
        STATIC,
      ),
      step(
        'Se resta la spia CPU con un processore recente, aggiorna il BIOS con il tasto flashback e una chiavetta.',
        'La scheda fa il POST',
      ),
    ],
    cost: 'Gratis nella maggior parte dei casi.',
    ifNotFixed:
      'Se nulla cambia, prova il minimo indispensabile (CPU, un banco di RAM, scheda video) fuori dal case.',
  },
  {
    id: 'pc-schermo-nero-cursore',
    category: 'computer',
    devices: ['laptop', 'desktop'],
    label: 'dopo la password compare solo il cursore del mouse',
    symptoms: [
      'windows si avvia ma vedo solo il puntatore del mouse, niente desktop',
      'dopo aver messo la password resta solo la freccia del mouse',
      'dopo l’aggiornamento di windows niente icone né barra, solo il cursore',
      'il desktop non compare, niente barra delle applicazioni, solo il mouse',
    ],
    patterns: ['schermo nero con il cursore', 'solo il cursore', 'solo il puntatore', 'explorer.exe'],
    problem:
      'Schermo nero con il cursore dopo l’accesso: Esplora risorse non parte, driver video o secondo monitor',
    difficulty: 'intermediate',
    estimatedTime: '15-60 minuti',
    warnings: ['Prima di reinstallare Windows copia i tuoi file.'],
    causes: [
      'Esplora risorse (explorer.exe) che non si avvia dopo un aggiornamento',
      'Driver della scheda video rovinato',
      'Immagine inviata a un secondo schermo o alla TV spenta',
    ],
    tells: [
      'se con Ctrl+Alt+Canc si apre il Task Manager, allora è Esplora risorse',
      'se in modalità provvisoria il desktop compare, allora è il driver video',
      'se premendo Windows+P cambia qualcosa, allora era il secondo schermo',
    ],
    solutions: [
      'Avvia explorer.exe dal Task Manager',
      'In modalità provvisoria disinstalla il driver video e reinstallalo',
      'Scegli "Solo schermo del PC" con Windows+P',
    ],
    tools: [T.chiavetta],
    steps: [
      step(
        'Premi Windows+P e poi Invio più volte per cambiare schermo.',
        'Se compare il desktop, era il secondo schermo',
      ),
      step('Premi Ctrl+Maiusc+Esc, File > Esegui nuova attività, scrivi explorer.exe.', 'Il desktop compare'),
      step(
        'Se torna al riavvio, entra in modalità provvisoria e disinstalla il driver video, poi installa quello del produttore.',
        'Si avvia normale',
      ),
      step(
        'Se non basta, disinstalla l’ultimo aggiornamento dalle opzioni di ripristino.',
        'Desktop stabile',
      ),
    ],
    cost: 'Gratis.',
    ifNotFixed: 'Se resta nero anche in modalità provvisoria, reimposta Windows mantenendo i file.',
  },
  {
    id: 'pc-tastiera-scrive-sbagliato',
    category: 'computer',
    devices: ['laptop', 'desktop'],
    label: 'la tastiera scrive simboli sbagliati o numeri al posto delle lettere',
    symptoms: [
      'la tastiera scrive simboli sbagliati, al posto della chiocciola esce un’altra cosa',
      'le lettere del portatile scrivono numeri',
      'la tastiera è impazzita: le accentate non escono e le virgolette sono al posto sbagliato',
      'premendo la y esce la z',
    ],
    patterns: ['chiocciola', 'layout', 'bloc num', 'tastierino numerico', 'lingua della tastiera'],
    problem:
      'Tastiera che scrive caratteri sbagliati: lingua di input sbagliata o tastierino numerico attivo',
    difficulty: 'beginner',
    estimatedTime: '5-10 minuti',
    warnings: ['Nessun rischio: sono impostazioni.'],
    causes: [
      'Lingua o layout della tastiera diversi dall’italiano (Alt+Maiusc o Windows+Spazio premuti per sbaglio)',
      'Tastierino numerico incorporato attivo (Bloc Num o Fn)',
      'Tasti bloccati da Tasti permanenti o Filtro tasti',
    ],
    tells: [
      'se y e z sono scambiate o la chiocciola è altrove, allora è il layout',
      'se lettere come u, i, o, j, k, l scrivono numeri, allora è il tastierino numerico',
      'se i tasti rispondono in ritardo o restano premuti, allora sono le opzioni di accessibilità',
    ],
    solutions: [
      'Torna alla lingua Italiano con Windows+Spazio e togli le altre dalle impostazioni',
      'Disattiva Bloc Num (Fn+Bloc Num)',
      'Disattiva Tasti permanenti e Filtro tasti',
    ],
    tools: [],
    steps: [
      step('Premi Windows+Spazio e scegli Italiano.', 'La chiocciola torna con AltGr+ò'),
      step('In Impostazioni > Lingua togli i layout che non usi.', 'Non cambia più da solo'),
      step('Se escono numeri, premi Fn+Bloc Num.', 'Le lettere tornano'),
      step(
        'In Accessibilità > Tastiera disattiva Tasti permanenti e Filtro tasti.',
        'I tasti rispondono normali',
      ),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se alcuni tasti non scrivono proprio nulla, è la tastiera: vedi "alcuni tasti non funzionano".',
  },
  {
    id: 'pc-mouse-tastiera-wireless',
    category: 'computer',
    devices: ['laptop', 'desktop'],
    label: 'mouse o tastiera senza fili non rispondono o vanno a scatti',
    symptoms: [
      'il mouse wireless va a scatti e a volte non risponde',
      'la tastiera senza fili non scrive più, il ricevitore usb è attaccato',
      'il mouse bluetooth si disconnette di continuo',
      'il puntatore del mouse salta da solo sullo schermo',
    ],
    patterns: ['dongle', 'unifying', 'mouse wireless', 'mouse senza fili', 'tastiera senza fili'],
    problem: 'Mouse o tastiera wireless: pile scariche, ricevitore lontano o disturbato, accoppiamento perso',
    difficulty: 'beginner',
    estimatedTime: '5-20 minuti',
    warnings: ['Niente rischi: non aprire le pile ricaricabili gonfie.'],
    causes: [
      'Pile scariche',
      'Ricevitore USB dietro il case, su una porta USB 3 o vicino al router (disturbi)',
      'Accoppiamento perso con il ricevitore o il Bluetooth',
      'Sensore del mouse sporco o superficie lucida',
    ],
    tells: [
      'se con pile nuove va bene, allora erano le pile',
      'se avvicinando il ricevitore con una prolunga smette di scattare, allora erano i disturbi',
      'se non risponde proprio con pile nuove, allora va riaccoppiato',
      'se il puntatore salta su vetro o tavoli lucidi, allora è la superficie o il sensore sporco',
    ],
    solutions: [
      'Cambia le pile',
      'Sposta il ricevitore su una porta davanti o con una prolunga',
      'Riaccoppia con il programma del produttore o dal Bluetooth',
      'Pulisci il sensore e usa un tappetino',
    ],
    tools: [T.pile, T.cavoUsb, T.ariaCompressa],
    steps: [
      step('Metti pile nuove (o ricarica il mouse).', 'Se torna normale, erano le pile'),
      step(
        'Sposta il ricevitore su una porta USB davanti o con una prolunga vicino al mouse.',
        'Niente più scatti',
      ),
      step(
        'Riaccoppia: programma del produttore per il ricevitore, o rimuovi e riaggiungi nel Bluetooth.',
        'Risponde subito',
      ),
      step('Soffia sul sensore del mouse e usa un tappetino.', 'Il puntatore non salta'),
    ],
    cost: 'Pile 3-10 €; mouse nuovo 10-30 €.',
    ifNotFixed: 'Se non va su nessun computer con pile nuove, il mouse o la tastiera sono guasti.',
  },
  {
    id: 'mac-cartella-punto-interrogativo',
    category: 'computer',
    devices: ['laptop', 'desktop'],
    label: 'il Mac mostra una cartella con il punto interrogativo',
    symptoms: [
      'il macbook si accende e mostra una cartella con un punto interrogativo che lampeggia',
      'all’avvio del mac compare la cartella con il punto di domanda',
      'l’imac non trova il disco di avvio, cartella lampeggiante',
      'mac cartella con punto interrogativo dopo che è caduto',
    ],
    patterns: ['punto interrogativo', 'punto di domanda', 'cartella lampeggiante', 'disco di avvio'],
    problem: 'Mac che non trova il disco di avvio: disco o cavo del disco guasti, o sistema rovinato',
    difficulty: 'intermediate',
    estimatedTime: '30-120 minuti',
    warnings: [PC_UNPLUG, DATA_RECOVERY],
    causes: [
      'Cavo flat del disco rotto (frequente sui MacBook Pro 13" 2012 e MacBook Air)',
      'Disco (HDD o SSD) guasto',
      'Disco di avvio non selezionato o macOS rovinato',
    ],
    tells: [
      'se in Utility Disco di macOS Recovery il disco non compare, allora è il disco o il cavo',
      'se il disco compare ma non si avvia, allora è il sistema o il disco di avvio',
      'se con il disco in un box USB si legge su un altro computer, allora è il cavo',
    ],
    solutions: [
      'Tieni premuto Opzione all’avvio e scegli il disco',
      'Reinstalla macOS da Recovery (Cmd+R o Opzione+Cmd+R)',
      'Sostituisci il cavo del disco o il disco con un SSD',
    ],
    tools: [T.cacciaviti, T.torx, T.ssd, T.flat, T.boxDisco, T.chiavetta],
    steps: [
      step('Accendi tenendo premuto Opzione e scegli il disco di avvio.', 'Se parte, era la selezione'),
      step(
        'Avvia con Cmd+R (o tieni premuto il tasto di accensione sui Mac Apple silicon) e apri Utility Disco.',
        'Sai se il disco si vede',
      ),
      step('Se il disco si vede, reinstalla macOS da lì.', 'Il Mac si avvia', DATA_RECOVERY),
      step(
        'Se non si vede, apri il Mac, prova il disco in un box USB e, se si legge, cambia il cavo flat del disco; altrimenti metti un SSD.',
        'Il disco viene trovato',
        PC_UNPLUG,
      ),
    ],
    cost: 'Cavo del disco 15-30 €; SSD 40-80 €; assistenza 100-200 €.',
    ifNotFixed: 'Sui Mac con memoria saldata serve un centro assistenza: il disco non si cambia.',
  },
  {
    id: 'monitor-righe-colori',
    category: 'computer',
    devices: ['monitor', 'desktop'],
    label: 'il monitor ha righe, colori sbagliati o immagine che salta',
    symptoms: [
      'il monitor ha righe verticali colorate e i colori sono sballati',
      'lo schermo del pc ha un velo verde o rosa e ogni tanto salta',
      'il monitor perde il segnale per un secondo e torna',
      'l’immagine del monitor ha linee orizzontali che tremano',
    ],
    patterns: ['velo verde', 'velo rosa'],
    problem: 'Monitor con righe o colori sbagliati: cavo o porta video, oppure pannello o T-con guasti',
    difficulty: 'beginner',
    estimatedTime: '10-30 minuti',
    warnings: ['Non aprire il monitor: l’alimentatore interno ha condensatori carichi a tensione di rete.'],
    causes: [
      'Cavo HDMI o DisplayPort rovinato o non inserito a fondo',
      'Porta della scheda video o driver',
      'Pannello o scheda T-con del monitor guasti',
    ],
    tells: [
      'se muovendo il cavo le righe cambiano, allora è il cavo',
      'se con un altro PC il monitor è perfetto, allora è la scheda video o il driver',
      'se le righe si vedono anche nel menu del monitor (OSD), allora è il pannello',
    ],
    solutions: [
      'Cambia il cavo video',
      'Prova un’altra porta e aggiorna il driver',
      'Fai riparare o sostituisci il monitor',
    ],
    tools: [T.cavoHdmi],
    steps: [
      step('Apri il menu del monitor con i suoi tasti.', 'Se anche il menu ha righe, è il pannello'),
      step('Stacca e reinserisci il cavo, poi provane un altro.', 'Se le righe spariscono, era il cavo'),
      step('Collega il monitor a un altro computer o a un’altra porta della scheda video.', 'Sai se è il PC'),
      step(
        'Aggiorna il driver della scheda video e imposta la risoluzione nativa del monitor.',
        'Immagine pulita e colori giusti',
      ),
    ],
    cost: 'Cavo 8-15 €; riparazione del pannello spesso non conviene (monitor nuovo 100-200 €).',
    ifNotFixed: 'Se le righe sono anche nel menu, il monitor va in assistenza o sostituito.',
  },
];
