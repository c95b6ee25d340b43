import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { BAG_HEAT, DATA_RECOVERY, PC_UNPLUG, STATIC } from './warnings.ts';

/**
 * Computer faults that the second round of frequency research of issue 24
 * (docs/ai-coverage-research.md, round 2) found in people's own reports and that the knowledge base
 * lacked: the GRUB rescue prompt, a headset microphone that isn't heard, "connected, no internet",
 * a forgotten Windows password, a CPU that overheats after a cooler was fitted, Bluetooth gone, a key
 * that repeats, a laptop that drains and heats in the bag, a blurry screen with the basic video driver.
 */
export const RICERCA2_COMPUTER: KnowledgeEntry[] = [
  {
    id: 'pc-grub-rescue',
    category: 'computer',
    devices: ['laptop', 'desktop'],
    label: 'all’avvio compare grub rescue o «no such partition»',
    symptoms: [
      'all’avvio mi compare grub rescue e non parte niente',
      'ho tolto linux e adesso il pc non parte, scritta grub rescue',
      'dopo l’aggiornamento di windows il dual boot non funziona più',
      'error no such partition entering rescue mode',
      'non mi fa più scegliere tra windows e ubuntu, parte sempre windows',
      'dopo l’aggiornamento di ubuntu al riavvio resto in grub-rescue con un messaggio di errore',
    ],
    patterns: [
      'grub rescue',
      'grub-rescue',
      'no such partition',
      'entering rescue mode',
      'grub>',
      'dual boot',
      'unknown filesystem',
      'minimal bash-like',
    ],
    problem:
      'Computer in dual boot che si ferma su «grub rescue»: il bootloader di Linux non trova più i suoi file (partizione cancellata o spostata) o Windows ha ripreso l’avvio',
    difficulty: 'advanced',
    estimatedTime: '30-60 minuti',
    warnings: [
      DATA_RECOVERY,
      'Non cancellare né ridimensionare partizioni finché non sai quale contiene Windows e quale Linux.',
    ],
    causes: [
      'Partizione di Linux cancellata o formattata da Windows: GRUB resta nell’avvio ma i suoi file non ci sono più',
      'Un aggiornamento di Windows ha cambiato l’ordine di avvio o la numerazione delle partizioni',
      'Ordine di avvio UEFI cambiato (Windows Boot Manager al primo posto)',
      'Disco di Linux scollegato o guasto',
      'Settore di avvio sovrascritto da un altro programma (installazione di Windows, software di protezione DRM come FlexNet)',
    ],
    tells: [
      'se hai tolto o formattato Linux da poco, allora GRUB cerca una partizione che non esiste',
      'se è successo dopo un aggiornamento di Windows, allora è cambiata la tabella o l’avvio',
      'se parte sempre Windows senza il menu, allora è l’ordine di avvio UEFI',
      'se avevi Linux su un altro disco ora staccato, allora manca quel disco',
    ],
    solutions: [
      'Se non vuoi più Linux, ripara l’avvio di Windows dalla chiavetta di installazione',
      'Se vuoi Linux, avvialo con la chiavetta live e reinstalla GRUB (boot-repair o grub-install)',
      'Rimetti il disco o la voce di Linux al primo posto nell’UEFI',
    ],
    tools: [T.chiavetta],
    steps: [
      step(
        'Entra nel BIOS/UEFI (F2, Canc o F12 all’accensione) e guarda l’ordine di avvio: prova ad avviare «Windows Boot Manager» o la voce di Linux.',
        'Uno dei due sistemi parte',
      ),
      step(
        'Se hai tolto Linux e vuoi solo Windows: avvia dalla chiavetta di installazione di Windows > Ripristina > Prompt dei comandi e ripara l’avvio (bootrec o bcdboot).',
        'Windows parte senza grub rescue',
        DATA_RECOVERY,
      ),
      step(
        'Se vuoi tenere Linux: avvia una chiavetta live della stessa distribuzione e usa Boot-Repair o reinstalla GRUB sul disco giusto.',
        'Torna il menu di scelta',
      ),
      step(
        'Controlla nel BIOS che la voce di Linux (es. «ubuntu») sia prima di Windows Boot Manager.',
        'Il menu compare a ogni avvio',
      ),
    ],
    cost: 'Gratis (serve una chiavetta USB da 8 GB).',
    ifNotFixed:
      'Se nessun sistema vede più il disco, o le partizioni risultano vuote, fermati e fai recuperare i dati da un tecnico prima di reinstallare.',
  },
  {
    id: 'pc-microfono-non-funziona',
    category: 'computer',
    devices: ['laptop', 'desktop'],
    label: 'il microfono delle cuffie non va: gli altri non mi sentono dal pc',
    symptoms: [
      'su discord e teams non mi sentono, il microfono delle cuffie non va',
      'ho collegato le cuffie col microfono al portatile ma il microfono non funziona',
      'il pc non rileva il microfono',
      'le cuffie si sentono ma il microfono no',
      'in videochiamata dal computer gli altri non mi sentono',
    ],
    patterns: ['nessun dispositivo di input', 'privacy microfono', 'jack combo'],
    problem:
      'Microfono delle cuffie non rilevato o muto sul computer: permessi di privacy, dispositivo di input sbagliato, spinotto a 4 poli in una presa separata o driver audio',
    difficulty: 'beginner',
    estimatedTime: '10-30 minuti',
    warnings: [
      'Non forzare spinotti nelle prese sbagliate: una presa ovale piegata si rompe e va sostituita sulla scheda.',
    ],
    causes: [
      'Accesso al microfono negato nelle impostazioni di privacy di Windows o del browser',
      'Dispositivo di input predefinito sbagliato (usa il microfono della webcam o nessuno)',
      'Cuffie con spinotto a 4 poli (da telefono) in un PC con prese separate cuffie/microfono, o viceversa',
      'Driver audio o presa frontale del case non collegata',
      'Filo o spinotto del microfono rotto',
    ],
    tells: [
      'se funziona in un’app e non in un’altra, allora sono i permessi di quell’app',
      'se la barra del microfono si muove ma l’app non ti sente, allora l’app usa un altro microfono',
      'se lo spinotto ha 3 anelli neri e il PC ha due prese rosa e verde, allora serve uno sdoppiatore',
      'se nemmeno il microfono del portatile va dopo un aggiornamento, allora è il driver',
      'se le stesse cuffie non vanno nemmeno nel telefono, allora è il filo',
    ],
    solutions: [
      'Consenti l’accesso al microfono per le app desktop e il browser',
      'Scegli il microfono giusto come dispositivo di input',
      'Usa uno sdoppiatore jack 4 poli > 2 prese o delle cuffie USB',
      'Reinstalla il driver audio del produttore o usa le prese posteriori',
    ],
    tools: [T.cavoUsb],
    steps: [
      step(
        'Impostazioni > Privacy e sicurezza > Microfono: attiva l’accesso e «consenti alle app desktop».',
        'Le app possono usare il microfono',
      ),
      step(
        'Impostazioni > Sistema > Audio > Input: scegli il microfono delle cuffie e parla guardando la barra.',
        'La barra si muove quando parli',
      ),
      step(
        'Nell’app (Teams, Discord, browser) scegli lo stesso microfono nelle impostazioni audio.',
        'Gli altri ti sentono',
      ),
      step(
        'Sul fisso con prese separate usa uno sdoppiatore per cuffie a 4 poli, oppure prova le prese posteriori della scheda madre.',
        'Il microfono viene rilevato',
      ),
      step(
        'Se nessun microfono funziona dopo un aggiornamento, reinstalla il driver audio dal sito del produttore del PC.',
        'Il microfono torna',
      ),
    ],
    cost: 'Gratis; sdoppiatore 5-10 €.',
    ifNotFixed:
      'Se il microfono non va su nessun dispositivo, è rotto il filo o la capsula delle cuffie: conviene una cuffia nuova o una USB.',
  },
  {
    id: 'pc-connesso-senza-internet',
    category: 'computer',
    devices: ['laptop', 'desktop'],
    label: 'risulta connesso ma «nessun accesso a internet»',
    symptoms: [
      'risulta connesso ma dice nessun accesso a internet',
      'compare connesso, protetto ma nessun internet',
      'sembra connesso ma le pagine non si aprono, dns non risponde',
      'il telefono naviga in casa, il pc risulta connesso ma non naviga',
      'con il cavo di rete dice rete non identificata',
    ],
    patterns: [
      'nessun accesso a internet',
      'nessuna connessione internet',
      'dns non risponde',
      'ip non valido',
    ],
    problem:
      'Computer che risulta connesso ma senza accesso: DNS o indirizzo IP sbagliato, VPN o proxy rimasti, driver della scheda di rete',
    difficulty: 'beginner',
    estimatedTime: '15-30 minuti',
    warnings: [
      'Non cambiare le impostazioni del router se non sei tu a gestirlo (lavoro, scuola): chiedi all’amministratore.',
    ],
    causes: [
      'Indirizzo IP o DNS non ottenuti bene dal router (conflitto o impostati a mano)',
      'VPN, proxy o antivirus che bloccano il traffico',
      'Driver della scheda di rete bloccato dalla sospensione',
      'Router che non dà accesso a nessuno o cavo di rete rovinato',
    ],
    tells: [
      'se altri dispositivi navigano e il PC no, allora è il PC (IP, DNS, driver)',
      'se hai installato da poco una VPN o un antivirus, allora sono loro',
      'se succede dopo la sospensione e si risolve riavviando, allora è il driver',
      'se nessun dispositivo naviga, allora è il router o la linea',
    ],
    solutions: [
      'Riavvia router e PC e usa lo strumento di risoluzione dei problemi di rete',
      'Rinnova l’IP e svuota la cache DNS, imposta IP e DNS automatici',
      'Disattiva VPN e proxy, ripristina la rete di Windows',
      'Aggiorna o reinstalla il driver della scheda di rete',
    ],
    tools: [T.cavoEthernet],
    steps: [
      step(
        'Controlla se il telefono naviga con lo stesso Wi-Fi; se no, riavvia il router.',
        'Sai se il problema è il PC',
      ),
      step(
        'Nelle proprietà della connessione imposta IP e DNS «automatici» e disattiva proxy e VPN.',
        'Nessuna impostazione manuale',
      ),
      step(
        'Apri il Prompt dei comandi come amministratore e dai: ipconfig /release, ipconfig /renew, ipconfig /flushdns.',
        'Il PC riceve un nuovo indirizzo',
      ),
      step(
        'Impostazioni > Rete e Internet > Impostazioni di rete avanzate > Reimpostazione rete, poi riavvia.',
        'La rete riparte da zero',
      ),
      step(
        'Se ancora niente, in Gestione dispositivi disinstalla la scheda di rete (spunta non necessaria) e riavvia, o installa il driver dal sito del produttore.',
        'Connesso con accesso a internet',
      ),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se anche con il cavo e dopo il ripristino della rete non va, prova una chiavetta Wi-Fi USB: se funziona, la scheda di rete interna è guasta.',
  },
  {
    id: 'pc-password-windows-dimenticata',
    category: 'computer',
    devices: ['laptop', 'desktop'],
    label: 'ho dimenticato la password o il PIN di Windows',
    symptoms: [
      'ho dimenticato la password di windows e non riesco a entrare',
      'il pin di windows non funziona più, dice che qualcosa è andato storto',
      'non ricordo la password del portatile',
      'mi chiede la password di un account microsoft che non ricordo',
      'account bloccato per troppi tentativi sul pc',
    ],
    patterns: ['password non corretta', 'il pin non è disponibile', 'account bloccato', 'reimposta password'],
    problem:
      'Accesso a Windows bloccato da password o PIN dimenticati: con un account Microsoft si reimposta online, con un account locale servono le domande di sicurezza o un ripristino',
    difficulty: 'intermediate',
    estimatedTime: '15-60 minuti',
    warnings: [
      DATA_RECOVERY,
      'Se il disco è cifrato con BitLocker, tieni pronta la chiave di ripristino dall’account Microsoft prima di reinstallare.',
      'Non usare programmi «sblocca password» scaricati da siti sconosciuti.',
    ],
    causes: [
      'Password dell’account Microsoft dimenticata o cambiata da un altro dispositivo',
      'PIN danneggiato o chiesto dopo un aggiornamento («il PIN non è disponibile»)',
      'Account locale senza domande di sicurezza',
      'Tastiera con lingua o Bloc Maiusc sbagliati che cambiano i caratteri',
    ],
    tells: [
      'se l’accesso mostra un indirizzo email, allora è un account Microsoft e si reimposta online',
      'se compare «il PIN non è disponibile», allora si può entrare con la password e ricreare il PIN',
      'se c’è solo un nome senza email, allora è un account locale',
      'se la password è giusta ma non entra, allora controlla Bloc Maiusc e la lingua della tastiera',
    ],
    solutions: [
      'Reimposta la password dell’account Microsoft da un altro dispositivo',
      'Entra con la password e ricrea il PIN',
      'Rispondi alle domande di sicurezza dell’account locale o usa un altro account amministratore',
      'Come ultima strada, reinstalla Windows mantenendo o salvando i dati',
    ],
    tools: [T.chiavetta],
    steps: [
      step(
        'Controlla Bloc Maiusc e la lingua della tastiera (icona in basso a destra) e usa l’occhio per vedere cosa scrivi.',
        'La password viene accettata',
      ),
      step(
        'Se è un account Microsoft, da telefono o altro PC vai alla pagina di recupero dell’account Microsoft e reimposta la password, poi accedi con la nuova (il PC deve essere in rete).',
        'Entri con la nuova password',
      ),
      step(
        'Se dice che il PIN non è disponibile, scegli «Opzioni di accesso» > password, entra e ricrea il PIN in Impostazioni > Account.',
        'PIN nuovo',
      ),
      step(
        'Con un account locale, clicca «Reimposta password» dopo un errore e rispondi alle domande di sicurezza.',
        'Password reimpostata',
      ),
      step(
        'Se non c’è altro modo, copia i dati collegando il disco a un altro PC e reinstalla Windows dalla chiavetta.',
        'Windows accessibile',
        DATA_RECOVERY,
      ),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se il PC è aziendale o della scuola, la password la reimposta solo l’amministratore: contatta l’ufficio informatico.',
  },
  {
    id: 'pc-cpu-surriscalda-dissipatore',
    category: 'computer',
    devices: ['desktop'],
    label: 'la CPU va a 90-100 °C dopo aver montato o smontato il dissipatore',
    symptoms: [
      'dopo aver montato il dissipatore nuovo la cpu arriva a 100 gradi',
      'ho cambiato la pasta termica e adesso il processore scalda tantissimo',
      'temperature cpu altissime anche a riposo con il pc nuovo, le ventole al massimo',
      'il pc si spegne dopo pochi minuti e nel bios la cpu è a 95 gradi',
      'il liquid cooler appena montato non raffredda',
    ],
    patterns: ['pellicola del dissipatore', 'cpu over temperature', 'thermal throttling', 'aio'],
    problem:
      'Processore che scalda subito a 90-100 °C dopo un montaggio: pellicola di plastica lasciata sotto il dissipatore, dissipatore storto o allentato, pasta sbagliata, pompa dell’AIO ferma',
    difficulty: 'intermediate',
    estimatedTime: '30-60 minuti',
    warnings: [
      PC_UNPLUG,
      STATIC,
      'Non accendere il PC senza dissipatore: la CPU si surriscalda in pochi secondi.',
    ],
    causes: [
      'Pellicola protettiva trasparente lasciata sulla base del dissipatore',
      'Dissipatore montato storto, viti non strette a croce o staffa sbagliata',
      'Pasta termica assente, troppa o secca',
      'Pompa del raffreddamento a liquido (AIO) non collegata o ferma, ventola della CPU scollegata',
    ],
    tells: [
      'se la temperatura schizza a 90-100 °C in pochi secondi da un montaggio nuovo, allora è la pellicola o il contatto',
      'se il dissipatore si muove toccandolo, allora è il fissaggio',
      'se scalda dopo un cambio di pasta, allora è la pasta stesa male',
      'se i tubi dell’AIO sono caldi vicino alla CPU e freddi al radiatore, allora è la pompa',
    ],
    solutions: [
      'Smonta il dissipatore e togli la pellicola',
      'Rimonta il dissipatore stringendo le viti a croce a poco a poco',
      'Pulisci e rimetti una goccia di pasta termica',
      'Collega la pompa al connettore giusto (AIO_PUMP o CPU_FAN) a piena velocità',
    ],
    tools: [T.pastaTermica, T.alcool, T.cacciaviti, T.antistatico],
    steps: [
      step(
        'Nel BIOS guarda la temperatura della CPU a riposo (normale 30-50 °C).',
        'Hai il dato di partenza',
      ),
      step(
        'Spegni, stacca la spina e smonta il dissipatore: se la base ha una pellicola trasparente o una scritta, toglila.',
        'Base metallica nuda',
        PC_UNPLUG,
      ),
      step(
        'Pulisci CPU e base con alcool isopropilico e metti una goccia di pasta termica grande come un pisello al centro.',
        'Pasta nuova',
        STATIC,
      ),
      step(
        'Rimonta il dissipatore stringendo le viti a croce un po’ alla volta, fino in fondo.',
        'Il dissipatore non si muove',
      ),
      step(
        'Controlla che ventola e pompa siano collegate ai connettori CPU_FAN / AIO_PUMP e che la pompa giri.',
        'Temperatura a riposo sotto i 50 °C',
      ),
    ],
    cost: 'Gratis; pasta termica 5-10 €.',
    ifNotFixed:
      'Se con tutto montato bene la CPU scalda ancora, controlla nel BIOS tensioni e overclock automatici o fai provare un altro dissipatore.',
  },
  {
    id: 'pc-bluetooth-sparito',
    category: 'computer',
    devices: ['laptop', 'desktop'],
    label: 'il Bluetooth è sparito dal PC o non trova i dispositivi',
    symptoms: [
      'il bluetooth è sparito dalle impostazioni del portatile',
      'non c’è più il tasto del bluetooth su windows',
      'il pc non trova le cuffie bluetooth, il telefono sì',
      'le cuffie bluetooth sul pc si collegano ma l’audio va a scatti',
      'dopo l’aggiornamento il bluetooth del computer non va più',
    ],
    patterns: ['adattatore bluetooth'],
    problem:
      'Bluetooth del computer sparito o che non trova i dispositivi: modalità aereo, driver bloccato, scheda Wi-Fi/Bluetooth disattivata o assente',
    difficulty: 'beginner',
    estimatedTime: '15-30 minuti',
    warnings: [
      'Scarica i driver solo dal sito del produttore del PC o della scheda, mai da siti di «driver updater».',
    ],
    causes: [
      'Modalità aereo o Bluetooth spento con un tasto funzione',
      'Driver del Bluetooth bloccato dopo un aggiornamento o dalla sospensione',
      'Il fisso non ha il Bluetooth (o l’antenna della scheda non è avvitata)',
      'Dispositivo già abbinato a un altro apparecchio o interferenze USB 3 vicine',
    ],
    tells: [
      'se premendo il tasto funzione del Bluetooth o togliendo la modalità aereo torna, allora era spento',
      'se sparisce dopo la sospensione e torna riavviando, allora è il driver',
      'se l’interruttore Bluetooth non c’è proprio nemmeno dopo un riavvio, allora il PC non lo ha o l’antenna è staccata',
      'se il PC vede altri dispositivi ma non le cuffie, allora sono abbinate a un altro apparecchio; se l’audio va a scatti con una chiavetta USB 3 vicina, allora è l’interferenza',
    ],
    solutions: [
      'Togli la modalità aereo e riattiva il Bluetooth',
      'Spegni del tutto (arresto completo) e reinstalla il driver del produttore',
      'Usa un adattatore Bluetooth USB o avvita le antenne della scheda',
      'Rimuovi e riabbina il dispositivo, allontana le porte USB 3',
    ],
    tools: [],
    steps: [
      step(
        'Disattiva la modalità aereo e controlla il tasto funzione con l’antenna.',
        'Compare l’interruttore Bluetooth',
      ),
      step(
        'Fai un arresto completo: tieni premuto Maiusc mentre clicchi Arresta, aspetta 30 secondi e riaccendi.',
        'Il Bluetooth ricompare',
      ),
      step(
        'In Gestione dispositivi, se il Bluetooth ha un triangolo giallo o non c’è, installa il driver Wi-Fi/Bluetooth dal sito del produttore del PC.',
        'Dispositivo senza errori',
      ),
      step(
        'Rimuovi le cuffie dall’elenco, spegni il Bluetooth del telefono e rimettile in abbinamento.',
        'Le cuffie si collegano',
      ),
      step('Sul fisso senza Bluetooth usa un piccolo adattatore USB.', 'Il Bluetooth funziona'),
    ],
    cost: 'Gratis; adattatore USB 10-15 €.',
    ifNotFixed:
      'Se anche il Wi-Fi sparisce insieme al Bluetooth, la scheda wireless interna si è guastata o staccata: serve un tecnico o una chiavetta USB.',
  },
  {
    id: 'pc-tasto-ripete',
    category: 'computer',
    devices: ['laptop', 'desktop'],
    label: 'un tasto scrive due volte o resta premuto',
    symptoms: [
      'un tasto della tastiera scrive la lettera due volte',
      'la tastiera meccanica ripete le lettere da sola',
      'premo la barra spaziatrice e fa due spazi',
      'un tasto resta premuto e scrive all’infinito',
      'tengo premuto un tasto e ripete troppo presto',
    ],
    patterns: ['chattering', 'chatter', 'doppia battuta', 'tasti filtro'],
    problem:
      'Tasto che scrive due volte (chattering) o che resta premuto: sporcizia o liquido sotto il tasto, switch meccanico ossidato, Tasti filtro o ripetizione impostati male',
    difficulty: 'beginner',
    estimatedTime: '15-30 minuti',
    warnings: [PC_UNPLUG],
    causes: [
      'Briciole o liquido appiccicoso sotto il tasto',
      'Switch della tastiera meccanica ossidato o consumato (chattering)',
      'Tasti filtro o ritardo di ripetizione impostati male in Windows',
      'Tastiera del portatile con membrana danneggiata da un liquido',
    ],
    tells: [
      'se il tasto è duro o appiccica, allora è sporco o liquido',
      'se su una meccanica un solo tasto fa doppia battuta, allora è lo switch',
      'se succede su tutti i tasti dopo aver tenuto premuto Maiusc, allora sono i Tasti filtro',
      'se è successo dopo un liquido sul portatile, allora è la membrana',
    ],
    solutions: [
      'Soffia e pulisci sotto il tasto con alcool isopropilico',
      'Sostituisci lo switch (se hot-swap) o disattiva la ripetizione con il software',
      'Correggi Tasti filtro e ritardo di ripetizione',
      'Sostituisci la tastiera del portatile',
    ],
    tools: [T.ariaCompressa, T.alcool, T.pinzette, T.spazzolino],
    steps: [
      step(
        'Impostazioni > Accessibilità > Tastiera: disattiva Tasti filtro e Tasti permanenti; nelle proprietà della tastiera allunga il ritardo di ripetizione.',
        'Niente ripetizioni dovute alle impostazioni',
      ),
      step(
        'Scollega la tastiera (o spegni il portatile) e soffia aria compressa sotto il tasto inclinando la tastiera.',
        'Briciole fuori',
        PC_UNPLUG,
      ),
      step(
        'Su una meccanica togli il copritasto con l’estrattore e metti una goccia di alcool isopropilico nello switch premendolo più volte.',
        'Il tasto smette di fare doppia battuta',
      ),
      step('Se la tastiera è hot-swap, sostituisci lo switch difettoso.', 'Tasto come nuovo'),
      step(
        'Su un portatile bagnato, se più tasti ripetono, sostituisci la tastiera.',
        'Tastiera nuova funzionante',
      ),
    ],
    cost: 'Gratis; switch 1-2 € l’uno; tastiera del portatile 20-60 € più montaggio.',
    ifNotFixed:
      'Se ripete anche con una tastiera esterna nuova, il problema è nel software: prova in modalità provvisoria e disinstalla i programmi di macro.',
  },
  {
    id: 'laptop-scarica-in-sospensione',
    category: 'computer',
    devices: ['laptop'],
    label: 'chiuso in sospensione si scarica nello zaino',
    symptoms: [
      'chiudo il portatile, lo metto nello zaino e lo ritrovo scarico e tiepido',
      'il portatile si scarica da chiuso durante la notte',
      'lo lascio al 100% chiuso e la mattina è al 20%',
      'il notebook in sospensione si risveglia da solo nello zaino',
      'col coperchio chiuso non va in sospensione',
    ],
    patterns: ['modern standby', 'sospensione moderna', 's0', 'sospensione'],
    problem:
      'Portatile che in sospensione non dorme davvero (Modern Standby): si risveglia per aggiornamenti e rete e si scarica chiuso in borsa',
    difficulty: 'beginner',
    estimatedTime: '15-30 minuti',
    warnings: [BAG_HEAT],
    causes: [
      'Sospensione moderna (S0) che lascia attivi rete e attività in background',
      'Dispositivi USB, mouse o scheda di rete autorizzati a risvegliare il PC',
      'Aggiornamenti o app che impediscono la sospensione',
      'Chiusura del coperchio impostata su «Non fare nulla»',
    ],
    tells: [
      'se il comando powercfg /a mostra solo Standby (S0), allora è la sospensione moderna',
      'se powercfg /lastwake indica un dispositivo, allora è quel dispositivo a svegliarlo',
      'se succede dopo gli aggiornamenti, allora è Windows Update in background',
      'se lo schermo si spegne ma la ventola continua, allora il coperchio non lo sospende',
    ],
    solutions: [
      'Usa la Sospensione ibernazione o l’arresto prima di metterlo in borsa',
      'Togli ai dispositivi il permesso di risvegliare il PC',
      'Disattiva la connessione di rete in sospensione',
      'Imposta la chiusura del coperchio su Sospendi o Iberna',
    ],
    tools: [],
    steps: [
      step(
        'Pannello di controllo > Opzioni risparmio energia > Specifica comportamento pulsanti: alla chiusura del coperchio scegli Sospendi o Iberna (attiva l’opzione Iberna se non c’è).',
        'Il coperchio chiuso iberna',
      ),
      step(
        'Apri il Prompt dei comandi e scrivi powercfg /lastwake per vedere cosa lo ha svegliato.',
        'Sai quale dispositivo lo risveglia',
      ),
      step(
        'In Gestione dispositivi, sulle proprietà di mouse e scheda di rete, scheda Risparmio energia: togli «Consenti al dispositivo di riattivare il computer».',
        'Non si risveglia più da solo',
      ),
      step(
        'Prima di metterlo nello zaino spegnilo o ibernalo e aspetta che le luci si spengano.',
        'Il giorno dopo è carico e freddo',
        BAG_HEAT,
      ),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se si scarica anche da spento del tutto, la batteria è consumata o c’è un assorbimento anomalo della scheda: fai controllare batteria e scheda madre.',
  },
  {
    id: 'pc-risoluzione-driver-video',
    category: 'computer',
    devices: ['laptop', 'desktop'],
    label: 'immagine sgranata, icone enormi o hertz bloccati',
    symptoms: [
      'lo schermo è tutto grande e sgranato, icone enormi',
      'non posso cambiare la risoluzione dello schermo, è grigia',
      'le icone sono enormi e l’immagine è sfocata',
      'lo schermo è a 60 hz e non mi fa mettere i 144',
      'il monitor nuovo si vede sfocato dal pc',
    ],
    patterns: [
      'scheda video di base microsoft',
      'microsoft basic display adapter',
      'risoluzione consigliata',
    ],
    problem:
      'Immagine sgranata o icone enormi: Windows usa il driver video di base, scala o frequenza sbagliate, cavo o porta che limitano',
    difficulty: 'beginner',
    estimatedTime: '15-30 minuti',
    warnings: [
      'Scarica i driver solo dal sito di NVIDIA, AMD, Intel o del produttore del PC, mai da siti di «driver updater».',
    ],
    causes: [
      'Driver della scheda video rimosso o fallito: Windows usa «Scheda video di base Microsoft»',
      'Risoluzione dello schermo non nativa o scala troppo alta',
      'Cavo o porta (HDMI vecchio, adattatore) che non regge risoluzione o frequenza',
      'Monitor collegato alla scheda madre invece che alla scheda video',
    ],
    tells: [
      'se in Gestione dispositivi compare «Scheda video di base Microsoft», allora manca il driver',
      'se la risoluzione consigliata è più alta di quella impostata, allora è la risoluzione',
      'se i 144 Hz non compaiono con un cavo HDMI, allora serve DisplayPort o un cavo migliore',
      'se sul fisso il cavo è nella porta vicino alle USB, allora è collegato alla scheda madre',
    ],
    solutions: [
      'Installa il driver dal sito di NVIDIA, AMD, Intel o del produttore del portatile',
      'Imposta la risoluzione consigliata e la scala al 100-150%',
      'Usa DisplayPort o un HDMI certificato e scegli la frequenza nelle impostazioni avanzate',
      'Collega il monitor alla scheda video',
    ],
    tools: [T.cavoHdmi],
    steps: [
      step(
        'Impostazioni > Sistema > Schermo: scegli la risoluzione «(consigliata)» e la scala al 100-150%.',
        'Immagine nitida',
      ),
      step(
        'Apri Gestione dispositivi > Schede video: se c’è «Scheda video di base Microsoft», scarica il driver dal sito del produttore della scheda o del portatile e installalo.',
        'Compare il nome della tua scheda video',
      ),
      step(
        'Sul fisso controlla che il cavo del monitor sia nelle porte della scheda video (in basso, orizzontali), non della scheda madre.',
        'Il monitor è collegato alla scheda video',
      ),
      step(
        'Per 120-144 Hz usa DisplayPort o un HDMI certificato e scegli la frequenza in Schermo > Schermo avanzato.',
        'Frequenza giusta disponibile',
      ),
    ],
    cost: 'Gratis; cavo DisplayPort o HDMI 10-20 €.',
    ifNotFixed:
      'Se il driver non si installa o dà errore 43, la scheda video potrebbe essere guasta: provala in un altro PC o fatti fare una diagnosi.',
  },
];
