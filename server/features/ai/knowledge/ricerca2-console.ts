import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { CONSOLE_SAVES, CONSOLE_UNPLUG, CONSOLE_WARRANTY, OLD_CAPS } from './warnings.ts';

/**
 * Console faults that the second round of frequency research of issue 24
 * (docs/ai-coverage-research.md, round 2) found in people's own reports and that the knowledge base
 * lacked: an old console on a modern TV, a headset whose mic nobody hears, a strict NAT, dead pixels on the
 * Switch's screen, old handhelds' leaking capacitors, a picture that drops out at 120 Hz or with HDR, storage that is
 * full, picture without sound.
 */
export const RICERCA2_CONSOLE: KnowledgeEntry[] = [
  {
    id: 'console-retro-tv-moderna',
    category: 'console',
    devices: ['console', 'playstation', 'nintendo'],
    label: 'console retrò sulla TV moderna: niente SCART, nessun segnale o bianco e nero',
    symptoms: [
      'ho collegato la ps2 alla tv nuova e non si vede niente, la tv non ha la scart',
      'la console giapponese sulla tv moderna si vede in bianco e nero',
      'la tv nuova non ha l’attacco scart, come collego la console retrò',
      'la console anni 90 si vede tutta sfocata sulla tv led',
      'con l’adattatore scart hdmi la console retro dà nessun segnale',
    ],
    patterns: ['scart', 'composito', 'cavo av', 'rgb', 'pal', 'ntsc', '240p'],
    problem:
      'Console retrò su un televisore moderno: manca l’ingresso SCART/AV, segnale NTSC visto in bianco e nero, 240p non accettato dall’ingresso o dal convertitore economico',
    difficulty: 'beginner',
    estimatedTime: '15-30 minuti',
    warnings: [CONSOLE_UNPLUG],
    causes: [
      'TV senza ingresso SCART o composito, o ingresso AV sbagliato selezionato',
      'Console giapponese o americana (NTSC) su TV europea: immagine in bianco e nero in composito',
      'Convertitore SCART/HDMI economico che non accetta il segnale 240p delle console retrò',
      'Cavo AV o SCART rotto o senza il segnale di commutazione (pin 8 e 16)',
    ],
    tells: [
      'se la TV non ha SCART o le prese gialla-rossa-bianca, allora serve un convertitore',
      'se l’immagine c’è ma è in bianco e nero, allora è NTSC su una TV PAL',
      'se con il convertitore lo schermo resta nero ma il menu della TV c’è, allora il convertitore non regge il 240p',
      'se con un altro cavo funziona, allora era il cavo',
    ],
    solutions: [
      'Usa l’ingresso AV/SCART della TV selezionandolo con il tasto Source',
      'Usa un cavo RGB SCART o S-Video al posto del composito per le console NTSC',
      'Usa un convertitore compatibile 240p o un upscaler per console retrò',
      'Sostituisci il cavo',
    ],
    tools: [T.convertitoreHdmi, T.cavoHdmi],
    steps: [
      step(
        'Controlla dietro o di lato alla TV se c’è la SCART o il mini-jack AV; seleziona quella sorgente con il tasto Source/Input.',
        'La TV mostra l’ingresso giusto',
      ),
      step('Se la TV non ha queste prese, usa un convertitore SCART/composito > HDMI.', 'Arriva un segnale'),
      step(
        'Se l’immagine è in bianco e nero con una console giapponese o americana, usa un cavo RGB SCART invece del composito.',
        'Tornano i colori',
      ),
      step(
        'Se il convertitore dà schermo nero, provane uno dichiarato compatibile con 240p o un upscaler per console retrò.',
        'Immagine stabile',
      ),
      step('Prova un altro cavo AV/SCART per escludere il cavo rotto.', 'Immagine e audio ok'),
    ],
    cost: 'Convertitore 15-30 €; upscaler per retrò 40-150 €.',
    ifNotFixed:
      'Se la console non dà immagine nemmeno su una TV vecchia a tubo, il guasto è nella console (uscita video o alimentazione).',
  },
  {
    id: 'console-cuffie-microfono',
    category: 'console',
    devices: ['console', 'playstation', 'xbox', 'nintendo', 'controller'],
    label: 'in party non mi sentono: microfono delle cuffie sulla console',
    symptoms: [
      'in party gli amici non mi sentono ma io sento loro',
      'le cuffie collegate al controller della ps4 non prendono il microfono',
      'su fortnite non sentono la mia voce con le cuffie',
      'il microfono delle cuffie sulla xbox è muto',
      'dalle cuffie sento ma il microfono non va in chat vocale',
    ],
    patterns: ['party chat', 'chat vocale', 'microfono disattivato'],
    problem:
      'Microfono delle cuffie che non trasmette in party o in gioco: microfono silenziato, uscita/ingresso audio sbagliati, spinotto non inserito fino in fondo, privacy della chat',
    difficulty: 'beginner',
    estimatedTime: '10-20 minuti',
    warnings: ['Tieni il volume delle cuffie basso prima di collegarle: alcuni giochi partono al massimo.'],
    causes: [
      'Microfono silenziato dal tasto del controller, dalle cuffie o nel gioco',
      'Dispositivo di ingresso sbagliato nelle impostazioni audio della console',
      'Spinotto da 3,5 mm non inserito fino in fondo o cuffie a 3 poli senza microfono',
      'Chat vocale bloccata dal parental control o dalle impostazioni di privacy del gioco',
      'Cavo o microfono delle cuffie rotto',
    ],
    tells: [
      'se la spia arancione del tasto microfono è accesa, allora è silenziato',
      'se il microfono funziona sul telefono ma non sulla console, allora sono le impostazioni o lo spinotto',
      'se spingendo lo spinotto fino in fondo, o con cuffie a 4 poli, il microfono funziona, allora era lo spinotto',
      'se funziona in party ma non in un gioco, allora sono le impostazioni del gioco',
      'se non funziona in nessun gioco e su nessun dispositivo, allora sono le cuffie',
    ],
    solutions: [
      'Riattiva il microfono (tasto sul controller, interruttore sulle cuffie, impostazioni del gioco)',
      'Imposta come ingresso «cuffie collegate al controller»',
      'Inserisci lo spinotto fino in fondo o usa cuffie con jack a 4 poli',
      'Controlla privacy e parental control per la chat vocale',
    ],
    tools: [T.alcool],
    steps: [
      step(
        'Controlla il tasto microfono del controller (spia arancione sul DualSense) e l’interruttore sulle cuffie.',
        'Microfono attivo',
      ),
      step(
        'Spingi lo spinotto nel controller fino al clic; se le cuffie hanno due spinotti, serve un adattatore a 4 poli.',
        'Il microfono viene rilevato',
      ),
      step(
        'Impostazioni > Audio > Microfono: scegli le cuffie come ingresso e regola il livello parlando.',
        'La barra si muove quando parli',
      ),
      step(
        'Nel gioco controlla che la chat vocale sia attiva e non in «premi per parlare»; controlla il parental control.',
        'Gli amici ti sentono',
      ),
      step(
        'Prova le cuffie su un telefono: se lì il microfono non va, sono rotte.',
        'Sai se il guasto è nelle cuffie',
      ),
    ],
    cost: 'Gratis; adattatore 5 €; cuffie nuove 20-60 €.',
    ifNotFixed:
      'Se nessuna cuffia funziona nel jack del controller, la presa del controller è guasta: prova cuffie USB o Bluetooth compatibili.',
  },
  {
    id: 'console-nat-tipo-3',
    category: 'console',
    devices: ['playstation', 'nintendo', 'console'],
    label: 'NAT di tipo 3 o rigido: non riesco a giocare online con gli amici',
    symptoms: [
      'la ps4 mi dice tipo di nat 3 e non riesco a entrare nelle partite',
      'sulla switch il nat è di tipo d e non trovo avversari online',
      'non riesco a entrare nel party degli amici per colpa del nat',
      'online le partite si disconnettono e il test dice nat rigido',
      'nat strict sulla ps5, la chat vocale non funziona',
    ],
    patterns: ['nat tipo 3', 'tipo di nat 3', 'nat 3', 'nat rigido', 'nat strict', 'nat d', 'upnp'],
    problem:
      'NAT di tipo 3 (rigido): il router blocca le connessioni in ingresso della console; senza UPnP o porte aperte non entri in partite e party',
    difficulty: 'intermediate',
    estimatedTime: '20-40 minuti',
    warnings: [
      'Non mettere la console in DMZ se in casa ci sono altri dispositivi non aggiornati: apri solo le porte necessarie.',
    ],
    causes: [
      'UPnP disattivato nel router',
      'Doppio router (modem dell’operatore + router) che fa doppio NAT',
      'Connessione dell’operatore con CGNAT (IP condiviso)',
      'Console collegata a una rete ospiti o con VPN',
    ],
    tells: [
      'se attivando UPnP il test passa a tipo 2, allora era l’UPnP',
      'se hai due scatole (modem e router) una dietro l’altra, allora è il doppio NAT',
      'se l’IP nella pagina del router è diverso da quello che vedi su internet, allora è il CGNAT dell’operatore',
      'se la console è sulla rete ospiti, allora va spostata sulla rete principale',
    ],
    solutions: [
      'Attiva UPnP nel router',
      'Metti il modem in bridge o apri le porte su entrambi i dispositivi',
      'Chiedi all’operatore un IP pubblico',
      'Collega la console alla rete principale, senza VPN',
    ],
    tools: [T.cavoEthernet],
    steps: [
      step(
        'Fai il test della connessione nelle impostazioni di rete della console e annota il tipo di NAT.',
        'Sai da dove parti',
      ),
      step(
        'Entra nella pagina del router (indirizzo sull’etichetta), attiva UPnP, salva e riavvia router e console.',
        'Il test dà NAT tipo 2 o B',
      ),
      step(
        'Se ancora tipo 3, dai alla console un IP fisso nel router e apri le porte indicate da Sony o Nintendo per quella console.',
        'NAT aperto',
      ),
      step(
        'Se in casa hai due router in cascata, metti quello dell’operatore in bridge o apri le porte su entrambi.',
        'Niente doppio NAT',
      ),
      step('Se niente cambia, chiedi all’operatore se sei dietro CGNAT e un IP pubblico.', 'NAT di tipo 2'),
    ],
    cost: 'Gratis; l’IP pubblico con alcuni operatori costa qualche euro.',
    ifNotFixed:
      'Se il NAT è 2 ma le partite cadono lo stesso, prova il cavo di rete al posto del Wi-Fi e controlla lo stato del PlayStation Network o dei servizi Nintendo.',
  },
  {
    id: 'console-retro-condensatori',
    category: 'console',
    devices: ['console', 'nintendo'],
    label: 'console o portatile vecchio con audio debole e schermo scuro (condensatori)',
    symptoms: [
      'il game gear si accende ma l’audio è debolissimo e lo schermo scuro',
      'la vecchia console portatile ha audio basso e gracchiante',
      'il game boy color si sente a malapena anche al massimo',
      'il mega drive ha l’audio che gracchia e l’immagine pallida',
      'sulla scheda della console vecchia ci sono macchie di liquido vicino ai condensatori',
    ],
    patterns: ['game gear', 'condensatori', 'recap', 'atari lynx', 'turbo express'],
    problem:
      'Console e portatili degli anni ’80-’90 con audio debole, schermo scuro o immagine che va e viene: condensatori elettrolitici seccati o che hanno perso liquido',
    difficulty: 'advanced',
    estimatedTime: '2-4 ore',
    warnings: [
      CONSOLE_UNPLUG,
      OLD_CAPS,
      'Il saldatore è a 300-350 °C: usa un supporto e lavora in un posto aerato.',
    ],
    causes: [
      'Condensatori elettrolitici seccati o gonfi',
      'Liquido dei condensatori che ha corroso piste e piazzole della scheda',
      'Potenziometro del volume sporco o consumato',
      'Contatti delle pile o alimentatore debole',
    ],
    tells: [
      'se audio e contrasto calano insieme su una console con 20-30 anni, allora sono i condensatori',
      'se vicino ai condensatori ci sono macchie marroni o odore di pesce, allora hanno perso liquido',
      'se l’audio gracchia solo girando la rotella del volume, allora è il potenziometro',
      'se migliora con pile nuove o un alimentatore buono, allora era l’alimentazione',
    ],
    solutions: [
      'Sostituisci tutti i condensatori elettrolitici con un kit (recap)',
      'Pulisci la scheda con alcool isopropilico e ripristina le piste corrose',
      'Pulisci o sostituisci il potenziometro del volume',
      'Pulisci i contatti delle pile',
    ],
    tools: [T.saldatore, T.stagno, T.flussante, T.alcool, T.spazzolino, T.tripleWing, T.guanti, T.multimetro],
    steps: [
      step(
        'Prova con pile nuove o un alimentatore buono e gira più volte la rotella del volume.',
        'Escludi alimentazione e potenziometro',
      ),
      step(
        'Apri la console (spesso serve un cacciavite tri-wing) e guarda i condensatori.',
        'Vedi macchie, gonfiori o corrosione',
        CONSOLE_UNPLUG,
      ),
      step(
        'Procurati il kit di condensatori del tuo modello e sostituiscili uno alla volta rispettando valore e polarità.',
        'Tutti i condensatori nuovi',
        OLD_CAPS,
      ),
      step(
        'Pulisci la scheda con alcool isopropilico e spazzolino e controlla le piste con il multimetro.',
        'Scheda pulita senza piste interrotte',
      ),
      step('Richiudi e prova audio e schermo.', 'Audio forte e immagine contrastata'),
    ],
    cost: 'Kit condensatori 5-20 €; recap in laboratorio 40-80 €.',
    ifNotFixed:
      'Se dopo il recap l’audio o lo schermo non tornano, una pista o un chip è stato corroso dal liquido: serve un laboratorio di console retrò.',
  },
  {
    id: 'console-schermo-nero-120hz-hdr',
    category: 'console',
    devices: ['playstation', 'xbox', 'console'],
    label: 'l’immagine sparisce per un attimo o sfarfalla con 120 Hz, 4K o HDR',
    symptoms: [
      'sulla ps5 l’immagine sparisce per qualche secondo e poi torna',
      'la xbox series x ogni tanto perde il segnale sulla tv e torna',
      'con i 120 hz attivi l’immagine sfarfalla e si vedono puntini',
      'con l’hdr attivo l’immagine lampeggia',
      'la tv perde il segnale della console per un attimo a intermittenza',
    ],
    patterns: ['120 hz', '120hz', 'hdmi 2.1', 'vrr', 'hdr', '4k 120'],
    problem:
      'Immagine che sparisce a intermittenza o sfarfalla con 120 Hz, 4K o HDR: cavo HDMI non adatto all’HDMI 2.1, porta della TV senza 4K/120 o impostazioni della TV non allineate',
    difficulty: 'beginner',
    estimatedTime: '15-30 minuti',
    warnings: ['Stacca e attacca i cavi HDMI a console spenta: collegarli accesi può danneggiare le porte.'],
    causes: [
      'Cavo HDMI vecchio o troppo lungo che non regge la banda di 4K/120 Hz',
      'Console collegata a una porta della TV senza HDMI 2.1 o senza «segnale HDMI avanzato» attivo',
      'VRR, 120 Hz o HDR attivi con una TV che li gestisce male (serve aggiornamento della TV)',
      'Soundbar o ricevitore in mezzo che non passa il segnale 2.1',
    ],
    tells: [
      'se con il cavo in dotazione il problema sparisce, allora era il cavo',
      'se spegnendo i 120 Hz l’immagine è stabile, allora è la porta o il cavo',
      'se succede solo con l’HDR, allora sono le impostazioni HDR della TV',
      'se collegando la console direttamente alla TV smette, allora è la soundbar',
    ],
    solutions: [
      'Usa il cavo HDMI della console o un HDMI Ultra High Speed certificato corto',
      'Collega alla porta HDMI 2.1 della TV e attiva il segnale HDMI avanzato (Input Signal Plus, HDMI Ultra HD Deep Colour)',
      'Aggiorna la TV; se serve, disattiva VRR o 120 Hz',
      'Collega la console direttamente alla TV e l’audio con ARC/eARC',
    ],
    tools: [T.cavoHdmi],
    steps: [
      step('Usa il cavo HDMI fornito con la console, senza prolunghe o adattatori.', 'L’immagine è stabile'),
      step(
        'Collega alla porta della TV segnata 4K 120 / HDMI 2.1 e attiva per quella porta il segnale HDMI avanzato nel menu della TV.',
        'La TV accetta il segnale pieno',
      ),
      step('Aggiorna il software della TV e della console.', 'Tutto aggiornato'),
      step(
        'Se sfarfalla ancora, nella console disattiva VRR o l’uscita a 120 Hz e rifai la regolazione HDR.',
        'Niente più schermo nero',
      ),
      step(
        'Se usi una soundbar in mezzo, collega la console alla TV e la soundbar via ARC/eARC.',
        'Immagine e audio stabili',
      ),
    ],
    cost: 'Gratis; cavo HDMI Ultra High Speed 10-20 €.',
    ifNotFixed:
      'Se va nero anche a 60 Hz con cavo nuovo e su un’altra TV, la porta HDMI della console potrebbe essere rovinata: falla controllare.',
  },
  {
    id: 'console-spazio-pieno',
    category: 'console',
    devices: ['playstation', 'xbox', 'nintendo', 'console'],
    label: 'spazio insufficiente: i giochi e gli aggiornamenti non si installano',
    symptoms: [
      'dice spazio di archiviazione insufficiente e non scarica l’aggiornamento',
      'la ps5 è piena e non riesco a installare il gioco nuovo',
      'la switch dice memoria piena per l’aggiornamento del gioco',
      'non c’è abbastanza spazio sulla xbox ma ho cancellato dei giochi',
      'l’aggiornamento chiede tantissimi gb di spazio',
    ],
    patterns: ['spazio insufficiente', 'spazio di archiviazione', 'memoria piena', 'archiviazione esaurita'],
    problem:
      'Memoria della console piena: i giochi moderni e i loro aggiornamenti chiedono molti GB in più durante l’installazione',
    difficulty: 'beginner',
    estimatedTime: '15-60 minuti',
    warnings: [CONSOLE_SAVES],
    causes: [
      'Giochi installati che occupano quasi tutto lo spazio',
      'Aggiornamento che chiede spazio temporaneo doppio per installarsi',
      'Clip e screenshot accumulati nella galleria',
      'Dati di gioco rimasti dopo la disinstallazione o contenuti aggiuntivi non usati',
    ],
    tells: [
      'se i giochi installati occupano quasi tutto lo spazio, allora disinstalla quelli che non usi',
      'se lo spazio libero è meno di quanto chiede l’aggiornamento, allora è lo spazio temporaneo',
      'se la galleria occupa decine di GB, allora sono le clip',
      'se hai cancellato giochi ma lo spazio non torna, allora sono dati e aggiornamenti rimasti',
    ],
    solutions: [
      'Disinstalla i giochi che non usi (i salvataggi restano)',
      'Cancella clip e screenshot dalla galleria',
      'Sposta giochi su un SSD esterno o su microSD (Switch) o aggiungi un SSD M.2 (PS5)',
      'Elimina contenuti aggiuntivi e modalità di gioco che non usi',
    ],
    tools: [T.ssd, T.microSd],
    steps: [
      step(
        'Apri Impostazioni > Archiviazione e guarda cosa occupa più spazio.',
        'Sai dove recuperare spazio',
      ),
      step('Cancella clip video e screenshot dalla galleria.', 'Spazio recuperato'),
      step(
        'Disinstalla i giochi che non usi: i salvataggi restano nella console o nel cloud.',
        'Lo spazio libero supera quello richiesto',
        CONSOLE_SAVES,
      ),
      step(
        'Per tenere più giochi aggiungi un SSD esterno USB o un SSD M.2 (PS5), o una microSD (Switch).',
        'Più spazio per giochi e aggiornamenti',
      ),
      step('Riprova il download o l’aggiornamento.', 'Installazione completata'),
    ],
    cost: 'Gratis; SSD o microSD 30-120 €.',
    ifNotFixed:
      'Se lo spazio risulta pieno senza giochi installati, fai un backup dei salvataggi e ricostruisci il database o inizializza la console.',
  },
  {
    id: 'console-audio-assente-tv',
    category: 'console',
    devices: ['console', 'playstation', 'xbox', 'nintendo'],
    label: 'c’è l’immagine ma la console non ha audio sulla TV',
    symptoms: [
      'la console si vede sulla tv ma non esce l’audio',
      'la ps5 non ha audio dalla tv, l’immagine sì',
      'da quando ho la soundbar la xbox è muta',
      'l’audio della console va nelle cuffie del controller invece che nella tv',
      'la switch nel dock non ha audio sulla tv',
    ],
    patterns: ['uscita audio', 'formato audio', 'bitstream', 'dolby'],
    problem:
      'Immagine senza audio dalla console: uscita audio impostata sulle cuffie o su un formato che TV o soundbar non gestiscono, volume o sorgente della TV, cavo HDMI',
    difficulty: 'beginner',
    estimatedTime: '10-20 minuti',
    warnings: [
      'Stacca e attacca i cavi HDMI a console e TV spente: collegarli accesi può danneggiare le porte.',
    ],
    causes: [
      'Uscita audio impostata sulle cuffie del controller invece che sulla TV',
      'Formato audio (bitstream, Dolby Atmos, DTS) che la TV o la soundbar non decodifica',
      'TV o soundbar muta, su una sorgente diversa, o ARC non attivo',
      'Cavo HDMI difettoso o non fino in fondo',
    ],
    tells: [
      'se il controller ha delle cuffie collegate, allora l’audio va lì',
      'se il menu ha audio ma i giochi e i film no, allora è il formato',
      'se con la soundbar è muta e sulla TV diretta no, allora è l’ARC o il formato della soundbar',
      'se l’audio va e viene muovendo il cavo, allora è il cavo',
    ],
    solutions: [
      'Imposta come uscita la TV o «Periferica di uscita HDMI»',
      'Imposta il formato audio su Lineare PCM o stereo',
      'Controlla volume, sorgente e ARC di TV e soundbar',
      'Cambia il cavo HDMI',
    ],
    tools: [T.cavoHdmi],
    steps: [
      step('Stacca le cuffie dal controller e controlla volume e muto della TV.', 'Senti l’audio'),
      step(
        'Nelle impostazioni Audio della console scegli come uscita la TV / HDMI.',
        'L’audio esce dalla TV',
      ),
      step(
        'Imposta il formato audio in uscita su Lineare PCM (PlayStation) o stereo non compresso (Xbox).',
        'Audio in giochi e film',
      ),
      step(
        'Con una soundbar, collega la console alla TV e la soundbar all’HDMI ARC/eARC, e attiva ARC (CEC) nella TV.',
        'La soundbar suona',
      ),
      step('Prova un altro cavo HDMI.', 'Audio stabile'),
    ],
    cost: 'Gratis; cavo HDMI 10-20 €.',
    ifNotFixed:
      'Se non c’è audio nemmeno con un’altra TV e cavo nuovo, il chip audio/HDMI della console va controllato in assistenza.',
  },
  {
    id: 'console-switch-pixel-morti',
    category: 'console',
    devices: ['nintendo'],
    label: 'puntini neri o colorati fissi sullo schermo della Switch (pixel morti)',
    symptoms: [
      'sullo schermo della switch c’è un puntino nero che non va via',
      'la switch nuova ha un pixel rosso fisso',
      'puntino verde fisso sullo schermo della switch in ogni gioco',
      'una riga di pixel neri sullo schermo della switch lite',
      'macchie scure sullo schermo della switch che restano anche nei menu',
    ],
    patterns: ['pixel morto', 'pixel morti', 'pixel bloccato', 'dead pixel'],
    problem:
      'Pixel morti o bloccati sullo schermo della Switch: pochi punti sono considerati normali da Nintendo, una riga o una macchia che si allarga è un guasto del pannello',
    difficulty: 'beginner',
    estimatedTime: '15-30 minuti',
    warnings: [
      'Non premere forte sullo schermo con oggetti duri: rischi di creare altri pixel morti o di crepare il pannello.',
      CONSOLE_WARRANTY,
    ],
    causes: [
      'Pixel bloccato (un sottopixel fisso rosso, verde o blu)',
      'Pixel morto (sempre nero): difetto del pannello',
      'Riga di pixel o macchia dopo un colpo o una pressione: pannello o flat danneggiati',
      'Sporco o graffio sotto la pellicola scambiato per un pixel',
    ],
    tells: [
      'se il punto cambia colore con lo sfondo ed è rosso, verde o blu, allora è un pixel bloccato e si può provare a sbloccarlo',
      'se resta nero su tutti gli sfondi, allora è un pixel morto',
      'se è una riga o una macchia che si allarga, allora è il pannello danneggiato',
      'se togliendo la pellicola sparisce, allora era sporco o una bolla',
    ],
    solutions: [
      'Prova a sbloccare il pixel con un video che alterna colori a schermo intero',
      'Chiedi la sostituzione in garanzia se i pixel sono molti o al centro',
      'Sostituisci il display (LCD o OLED) se c’è una riga o una macchia',
      'Pulisci lo schermo o cambia la pellicola',
    ],
    tools: [T.cacciaviti, T.tripleWing, T.apertura, T.display],
    steps: [
      step('Togli la pellicola e pulisci lo schermo con un panno in microfibra.', 'Escludi sporco e bolle'),
      step(
        'Guarda il punto su sfondi bianco, nero, rosso, verde e blu (un video di colori a schermo intero).',
        'Sai se è bloccato o morto',
      ),
      step(
        'Se è bloccato, lascia andare per 20-30 minuti un video che alterna velocemente i colori, a schermo acceso.',
        'A volte il pixel si sblocca',
      ),
      step(
        'Se sono molti, al centro o in riga e la console è in garanzia, chiedi l’assistenza Nintendo con foto del difetto.',
        'Riparazione in garanzia',
        CONSOLE_WARRANTY,
      ),
      step(
        'Fuori garanzia, una riga o una macchia si risolve solo sostituendo il display.',
        'Schermo senza difetti',
      ),
    ],
    cost: 'Gratis se si sblocca; display di ricambio 30-80 € o riparazione 70-130 €.',
    ifNotFixed:
      'Se la macchia si allarga giorno dopo giorno, il pannello è danneggiato: non premere sullo schermo e fai sostituire il display.',
  },
];
