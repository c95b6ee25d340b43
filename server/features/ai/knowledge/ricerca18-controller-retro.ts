import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { LITHIUM, STATIC } from './warnings.ts';

/**
 * A fault real reports named that the knowledge base had no problem for (issue 24, round 22): a whole group of a
 * controller's buttons dead together (batch 23: a DualShock 4 whose L1, R1, L2 and R2 had all stopped; earlier, a
 * DualShock 3). Every controller problem was about one button, one stick or the whole pad; the group shares one flat
 * cable, which Sony holds on its connector with nothing but a small piece of foam. Written from repair practice.
 */
export const RICERCA18_CONTROLLER_FLAT: KnowledgeEntry[] = [
  {
    id: 'controller-gruppo-tasti-flat',
    category: 'console',
    devices: ['controller'],
    label: 'un gruppo intero di tasti del controller è morto (L1, R1, L2 e R2, o metà dei tasti)',
    // A story of one button, the stick or the whole pad is another problem's.
    requires: ['tutti', 'gruppo', 'meta', 'tranne', 'l1', 'r1', 'l2', 'r2', 'dorsal', 'grillett'],
    symptoms: [
      'sul controller funzionano tutti i tasti tranne L1 R1 L2 R2',
      'un intero gruppo di tasti del pad è morto tutto insieme',
      'metà dei tasti del controller non risponde più, l’altra metà sì',
      'quei tasti tornano a funzionare solo se premo sul guscio del controller',
      'dopo aver aperto e richiuso il controller un gruppo di tasti non risponde più',
    ],
    problem:
      'Un gruppo di tasti del controller (L1/R1 e L2/R2, o tutti quelli di un lato) che non risponde insieme: il flat che porta quei tasti alla scheda è allentato (DualShock 3 e 4 lo tengono premuto solo con un pezzetto di gommapiuma), piegato o interrotto',
    difficulty: 'intermediate',
    estimatedTime: '20-45 minuti',
    warnings: [
      LITHIUM,
      'Scollega la batteria del controller prima di staccare o reinserire un flat.',
      'I connettori dei flat hanno un blocchetto fragile: sollevalo con l’unghia o col plettro, mai tirando il cavo.',
    ],
    causes: [
      'Flat dei tasti allentato nel connettore: la gommapiuma che lo tiene premuto si è schiacciata o consumata',
      'Flat piegato, incrinato o con le piste interrotte (spesso dopo un’apertura o una caduta)',
      'Connettore del flat o sue saldature sulla scheda danneggiati',
      'Schedina di quel gruppo di tasti guasta',
    ],
    tells: [
      'se premendo sul guscio sopra il flat i tasti tornano a funzionare, allora è il flat allentato',
      'se il flat ha una piega netta o una pista graffiata, allora è il flat',
      'se con un flat nuovo ben inserito il gruppo resta morto, allora è il connettore o le sue saldature',
      'se flat e connettore sono a posto e la schedina di quei tasti ha piste rotte, allora è la schedina',
    ],
    solutions: [
      'Riapri il controller, sfila e reinserisci il flat e aggiungi uno spessore (gommapiuma o nastro) che lo tenga premuto sul connettore',
      'Sostituisci il flat dei tasti (ricambio da pochi euro)',
      'Ripassa le saldature del connettore del flat',
      'Sostituisci la schedina di quei tasti',
    ],
    tools: [T.cacciaviti, T.apertura, T.flat, T.alcool, T.saldatore, T.stagno],
    steps: [
      step(
        'Prova il controller col cavo in un tester dei tasti (sul pc o nelle impostazioni della console) e annota quali tasti non rispondono.',
        'Sai se è un gruppo di tasti insieme',
      ),
      step(
        'Premi piano sul guscio sopra il flat mentre riprovi quei tasti.',
        'Se tornano a funzionare, è il flat allentato',
      ),
      step(
        'Togli le viti sul retro, sgancia i gusci con il plettro e scollega la batteria.',
        undefined,
        'Scollega la batteria del controller prima di staccare o reinserire un flat.',
      ),
      step(
        'Solleva il blocchetto del connettore, sfila il flat, pulisci i contatti con alcool e reinseriscilo diritto fino in fondo, poi richiudi il blocchetto.',
      ),
      step(
        'Metti uno spessore di gommapiuma o di nastro sopra il flat perché resti premuto, richiudi e riprova tutti i tasti.',
        'Tutti i tasti rispondono',
      ),
    ],
    cost: 'Flat dei tasti 2-8 €; schedina di quei tasti 5-15 €.',
    ifNotFixed:
      'Se con un flat nuovo il gruppo resta morto, porta il controller a un laboratorio per il connettore o la scheda.',
  },
];

/** The 1980s home computers a story must name for their chips to lead (beginnings of normalised words). */
const HOME_COMPUTER = [
  'commodore',
  'c64',
  'c 64',
  'c128',
  'vic 20',
  'vic20',
  'spectrum',
  'zx',
  'amiga',
  'msx',
  'apple ii',
  'atari 800',
  'atari st',
  'amstrad',
  '4116',
  '4164',
];

/**
 * Real reports of 1980s home computers (batches 7, 13 and 16: a Commodore 64 back from years in a cellar, a ZX
 * Spectrum drawing coloured blocks, a C64's PLA) were answered with a modern PC's black screen or a monitor's lines:
 * their usual faults, dynamic RAM chips and custom logic, had no problem. Written from retro-repair practice.
 */
export const RICERCA18_HOME_COMPUTER: KnowledgeEntry[] = [
  {
    id: 'computer-retro-chip-ram',
    category: 'computer',
    devices: ['desktop'],
    label: 'computer anni 80 con schermo nero, blocchi colorati o caratteri a caso all’accensione',
    symptoms: [
      'il commodore 64 si accende ma lo schermo resta nero o pieno di caratteri a caso',
      'lo zx spectrum all’avvio mostra solo blocchi colorati sullo schermo',
      'il c64 mostra la schermata blu ma con meno bytes free del solito o con un errore',
      'il vecchio home computer rimasto anni in cantina all’accensione dà uno schermo pieno di quadretti',
      'l’amiga resta su uno schermo di un solo colore e non parte',
      'un chip di ram scalda molto più degli altri sulla scheda del c64',
    ],
    patterns: ['4116', '4164', 'bytes free'],
    requires: HOME_COMPUTER,
    problem:
      'Computer degli anni ’80 (Commodore 64, ZX Spectrum, Amiga, MSX) che all’accensione dà schermo nero, blocchi colorati o caratteri a caso: chip di RAM dinamica guasti (4116, 4164), la PLA del C64 o la ULA dello Spectrum, l’alimentatore o i condensatori',
    difficulty: 'advanced',
    estimatedTime: '1-4 ore',
    warnings: [
      STATIC,
      'L’alimentatore originale del Commodore 64 è sigillato e invecchiando può mandare più di 5 V: non aprirlo, misuralo prima di riaccendere.',
    ],
    causes: [
      'Uno o più chip di RAM dinamica guasti (4116, 4164, 41256): il difetto più comune, spesso un chip che scalda più degli altri',
      'Chip di logica custom guasto: la PLA del Commodore 64, la ULA dello ZX Spectrum, il CIA o il VIC',
      'Alimentatore originale guasto: quello del C64 invecchiando manda più di 5 V e brucia i chip',
      'Condensatori elettrolitici seccati o regolatore di tensione guasto sulla scheda',
      'Zoccoli o contatti ossidati dopo anni in cantina: chip che fanno contatto male',
      'Cavo video, cavo d’antenna o modulatore (l’uscita verso la TV) guasti, o TV non sintonizzata: il computer funziona, manca solo l’immagine',
    ],
    tells: [
      'se un chip di RAM scalda molto più degli altri, o montandone uno buono sopra (piggyback) lo schermo cambia, allora è la RAM',
      'se la RAM è a posto e su un C64 lo schermo resta nero, allora prova una PLA sostitutiva',
      'se l’alimentatore sui 5 V dà più di 5,25 V o meno di 4,75 V, allora è l’alimentatore',
      'se le tensioni sulla scheda oscillano o ci sono condensatori gonfi, allora sono i condensatori',
      'se premendo i chip negli zoccoli o pulendo i contatti il difetto cambia, allora sono gli zoccoli ossidati',
      'se lo schermo è nero ma si sente la musica o il suono, o il dischetto viene caricato, allora il computer funziona ed è il cavo video, il modulatore o la TV',
    ],
    solutions: [
      'Trova e sostituisci il chip di RAM guasto (dissaldandolo e montando uno zoccolo), o monta una scheda di memoria sostitutiva',
      'Sostituisci la PLA o la ULA con un ricambio o una versione moderna compatibile',
      'Sostituisci l’alimentatore con uno moderno protetto contro le sovratensioni',
      'Sostituisci i condensatori elettrolitici e il regolatore',
      'Pulisci zoccoli e contatti con alcool e premi i chip nei loro zoccoli',
      'Prova un altro cavo video o l’altra uscita (video composito o RGB invece dell’antenna) e risintonizza la TV',
    ],
    tools: [T.cacciaviti, T.multimetro, T.saldatore, T.stagno, T.flussante, T.alcool, T.antistatico],
    steps: [
      step(
        'Prima di riaccenderlo misura l’alimentatore: sui 5 V deve dare tra 4,75 e 5,25 V.',
        'Sai se l’alimentatore è sicuro',
      ),
      step(
        'Apri il computer, pulisci i contatti con alcool e premi con delicatezza ogni chip nel suo zoccolo.',
        undefined,
        STATIC,
      ),
      step(
        'Accendilo per un minuto e tocca con cautela i chip di RAM: quello guasto spesso scalda molto di più.',
        'Hai un chip sospetto',
      ),
      step(
        'Prova il chip sospetto montandone uno buono sopra (piggyback) o usa una cartuccia di diagnostica.',
        'La schermata cambia col chip giusto',
      ),
      step(
        'Dissalda il chip guasto, monta uno zoccolo e inserisci il ricambio (o la PLA o la ULA sostitutiva).',
        'All’accensione compare la schermata iniziale',
      ),
    ],
    cost: 'Chip di RAM 1-4 € l’uno; PLA sostitutiva 15-30 €; alimentatore moderno per C64 25-40 €.',
    ifNotFixed:
      'Se con RAM, PLA e alimentatore buoni resta muto, una cartuccia di diagnostica o un laboratorio di retrocomputer trovano il chip guasto.',
  },
];

/** Words one of which a story of a console's SD card holds: the card, or the modding that boots from it. */
const MODDED_OR_SD = [
  'sd ',
  'microsd',
  'micro sd',
  'scheda di memoria',
  'custom',
  'cfw',
  'luma',
  'emummc',
  'payload',
  'homebrew',
  'atmosphere',
  'hekate',
  'anbernic',
  'miyoo',
  'retroid',
];

/**
 * Real reports of modded consoles and retro handhelds (batches 18 to 20: a 3DS with Luma that blinks once and stays
 * off, a Switch giving "pkg1" errors with a new 256 GB card, an Anbernic that would not install its system) were
 * answered with a dead console or a recovery menu: what boots them is the SD card. Written from the homebrew guides'
 * troubleshooting pages and repair practice.
 */
export const RICERCA18_SD_CARD: KnowledgeEntry[] = [
  {
    id: 'console-modificata-scheda-sd',
    category: 'console',
    devices: ['nintendo', 'console'],
    label: 'la console modificata o la console portatile retro non si avvia o si blocca per la scheda SD',
    symptoms: [
      'il 3ds con custom firmware non si avvia più, il led blu lampeggia una volta e si spegne',
      'la console modificata dà errore all’avvio del payload o dell’emummc con la nuova scheda sd',
      'con la nuova sd da 256 gb la console non parte, con la vecchia sd sì',
      'la console portatile si blocca dopo qualche minuto di gioco con un errore sulla scheda sd',
      'la console portatile cinese non installa il sistema dalla microsd',
      'dopo averla spenta senza chiudere il gioco il custom firmware non parte più',
    ],
    patterns: ['custom firmware', 'cfw', 'luma', 'emummc', 'payload', 'atmosphere', 'boot.firm', 'hekate'],
    requires: MODDED_OR_SD,
    problem:
      'Console modificata (custom firmware, homebrew) o console portatile retro che non si avvia, si blocca o dà errori: quasi sempre la scheda SD, con i file di avvio rovinati, contraffatta o che sta morendo, troppo grande o formattata male',
    difficulty: 'beginner',
    estimatedTime: '30-90 minuti',
    warnings: [
      'Copia tutto il contenuto della SD sul computer prima di formattarla: salvataggi e file della console sono lì.',
      'Modificare il firmware della console può farti perdere la garanzia e l’accesso online.',
    ],
    causes: [
      'File di avvio o cartelle del custom firmware rovinati sulla SD (spegnimento brusco, aggiornamento a metà)',
      'Scheda SD contraffatta (capacità falsa) o che sta morendo: settori danneggiati, errori a caso',
      'Scheda troppo grande, lenta o formattata male (exFAT invece di FAT32) per quella console',
      'Firmware della console aggiornato e custom firmware non più compatibile',
    ],
    tells: [
      'se ricopiando i file di avvio su una SD appena formattata il problema sparisce, allora erano i file rovinati',
      'se un programma di verifica (H2testw, F3) trova errori o meno spazio di quello dichiarato, allora la scheda è falsa o guasta',
      'se con una scheda più piccola in FAT32 funziona, allora era la scheda troppo grande o formattata male',
      'se il problema è iniziato dopo un aggiornamento ufficiale, allora va aggiornato il custom firmware',
    ],
    solutions: [
      'Copia la SD sul computer, formattala in FAT32 e ricopia i file, con i file di avvio del custom firmware aggiornati',
      'Verifica la scheda con H2testw o F3 e sostituiscila se è falsa o danneggiata',
      'Usa una SD di marca, non più grande di quella consigliata per la console, formattata in FAT32',
      'Aggiorna il custom firmware alla versione compatibile con il firmware della console',
    ],
    tools: [T.microSd],
    steps: [
      step('Spegni la console, togli la SD e copiane tutto il contenuto su un computer.', 'Hai una copia'),
      step(
        'Verifica la scheda con H2testw (Windows) o F3 (Linux, Mac).',
        'Sai se la scheda è sana e ha la capacità dichiarata',
      ),
      step(
        'Formatta la SD in FAT32 e ricopia i file, mettendo i file di avvio del custom firmware nella versione più recente.',
      ),
      step('Reinserisci la SD e avvia la console.', 'La console parte senza errori'),
      step('Se gli errori tornano, prova una SD di marca più piccola.', 'Con la nuova scheda è stabile'),
    ],
    cost: 'SD di marca da 32-128 GB 8-20 €.',
    ifNotFixed:
      'Se con una SD nuova e i file aggiornati non parte, chiedi nella community indicando console, firmware e custom firmware.',
  },
];

/**
 * A known weak part of a phone generation (issue 24's named patterns; batch 20: a Nexus 5X stuck restarting after two
 * years, the Snapdragon 808's big cores failing): the LG G4 and V10 and the Nexus 5X and 6P loop on the logo from a
 * board fault, not from software. Written from the makers' repair programmes and repair practice.
 */
export const RICERCA18_KNOWN_BOOTLOOP: KnowledgeEntry[] = [
  {
    id: 'smartphone-bootloop-difetto-noto',
    category: 'smartphone',
    devices: ['smartphone'],
    label: 'bootloop per il difetto noto di LG G4, LG V10, Nexus 5X o Nexus 6P',
    symptoms: [
      'il mio nexus 5x si è bloccato in bootloop da un giorno all’altro, senza aggiornamenti',
      'lg g4 che si riavvia di continuo sul logo e non entra più nel sistema',
      'il nexus 6p si spegne e si riaccende all’infinito',
      'il telefono va in bootloop ma scaldandolo col phon riparte per qualche minuto',
    ],
    patterns: ['nexus 5x', 'nexus 6p', 'lg g4', 'lg v10', 'snapdragon 808', 'snapdragon 810'],
    problem:
      'Bootloop per il difetto noto della scheda di LG G4, LG V10, Nexus 5X e Nexus 6P: le saldature sotto il processore (Snapdragon 808 o 810) cedono col calore e i suoi core veloci diventano instabili; non è il software',
    difficulty: 'advanced',
    estimatedTime: '1-3 ore',
    warnings: [
      'Non scaldare il telefono oltre i 60-70 °C: la batteria al litio può gonfiarsi o prendere fuoco.',
      'Il «fix dei 4 core» richiede di sbloccare il bootloader, che cancella i dati: salvali prima, se il telefono parte.',
    ],
    causes: [
      'Saldature sotto il processore (Snapdragon 808 o 810) che cedono col calore: difetto noto di questi modelli, anche senza cadute né aggiornamenti',
      'Core ad alte prestazioni del processore instabili: il telefono parte solo con un sistema che li disattiva (il «fix dei 4 core»)',
      'Sistema danneggiato da un aggiornamento, da escludere prima con un ripristino',
    ],
    tells: [
      'se scaldando il retro vicino al processore il telefono riparte per qualche minuto, allora sono le saldature',
      'se con un boot.img che usa solo i core piccoli parte e resta stabile, allora sono i core instabili',
      'se un ripristino di fabbrica lo rimette in piedi a lungo, allora era il sistema',
    ],
    solutions: [
      'Chiedi al produttore: per LG G4, V10 e Nexus 5X ci sono stati programmi di riparazione o sostituzione',
      'Salva i dati scaldandolo o con il fix dei 4 core, poi fai sostituire la scheda madre',
      'Prova prima un ripristino di fabbrica dal recovery',
    ],
    tools: [T.cavoUsb, T.calore],
    steps: [
      step(
        'Prova un ripristino di fabbrica dal recovery (volume giù e accensione) per escludere il sistema.',
        'Se riparte e resta stabile, era il sistema',
      ),
      step(
        'Se torna in bootloop, controlla il modello: LG G4, LG V10, Nexus 5X e Nexus 6P hanno un difetto noto della scheda.',
      ),
      step(
        'Per salvare i dati scalda il retro vicino al processore con un phon per un minuto e accendilo: spesso parte per qualche minuto.',
        'Il telefono parte abbastanza per copiare i dati',
        'Non scaldare il telefono oltre i 60-70 °C: la batteria al litio può gonfiarsi o prendere fuoco.',
      ),
      step(
        'In alternativa, con il bootloader sbloccato, installa il fix dei 4 core.',
        'Il telefono parte, più lento ma stabile',
      ),
      step('Per una soluzione stabile fai sostituire la scheda madre, chiedendo se il produttore la copre.'),
    ],
    cost: 'Scheda madre usata 30-80 €; riparazione in laboratorio 60-150 €.',
    ifNotFixed:
      'Se neanche scaldato riparte, i dati si recuperano solo in un laboratorio che lavora sulla scheda.',
  },
];
