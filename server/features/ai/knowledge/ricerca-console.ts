import { TOOLS as T } from '../../../domain/tools.ts';
import { DISC } from './evidence.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { CONSOLE_UNPLUG, CONSOLE_WARRANTY, DATABASE_SAVES, LITHIUM } from './warnings.ts';

/**
 * Console and controller faults that the frequency research of issue 24 (docs/ai-coverage-research.md)
 * found reported and confirmed often, and that the older files did not cover: the Switch dock, pairing a
 * controller, a controller that only works on its cable, the Wii pointer, the DS touch screen, old battery
 * contacts, memory cards, the PlayStation database, a scratched disc.
 */
export const RICERCA_CONSOLE: KnowledgeEntry[] = [
  {
    id: 'switch-dock-tv',
    category: 'console',
    devices: ['nintendo'],
    label: 'la Switch nel dock non va sulla TV',
    symptoms: [
      'metto la switch nel dock ma la tv dice nessun segnale',
      'la switch nella base non si vede in tv, in portatile funziona',
      'il dock della switch non manda l’immagine alla televisione, la lucina verde si spegne',
      'da quando uso un caricatore diverso la switch in tv non va più',
      'la switch nel dock si carica ma lo schermo della tv resta nero',
    ],
    patterns: ['dock della switch', 'base della switch', 'modalita tv', 'modalità tv'],
    problem:
      'Switch che non va in modalità TV: alimentatore del dock, ordine di collegamento, HDMI o porta USB-C',
    difficulty: 'beginner',
    estimatedTime: '10-30 minuti',
    warnings: [
      'Usa solo l’alimentatore originale Nintendo con il dock: quelli non originali non danno la potenza per la TV e alcuni dock compatibili hanno danneggiato il chip di ricarica.',
    ],
    causes: [
      'Dock alimentato con un caricatore non originale o un cavo diverso',
      'Collegamenti fatti nell’ordine sbagliato: il dock non si inizializza',
      'Cavo HDMI o ingresso della TV',
      'Porta USB-C della Switch o chip video danneggiati (spesso da dock non originali)',
    ],
    tells: [
      'se il caricatore non è quello originale del dock, allora è l’alimentazione',
      'se staccando tutto e ricollegando in ordine funziona, allora era l’inizializzazione',
      'se con un altro cavo HDMI o un’altra TV funziona, allora era il cavo o la TV',
      'se la Switch non si carica neanche nel dock originale, allora è la porta o il chip',
    ],
    solutions: [
      'Usa l’alimentatore originale collegato al dock',
      'Ricollega in ordine: corrente al dock, HDMI alla TV, poi la Switch',
      'Prova un altro cavo HDMI e un altro ingresso',
      'Fai riparare porta USB-C o chip in laboratorio',
    ],
    tools: [T.cavoHdmi, T.caricatore],
    steps: [
      step(
        'Stacca tutto dal dock per 30 secondi; collega l’alimentatore originale, poi l’HDMI alla TV, poi inserisci la Switch.',
        'La lucina verde del dock resta accesa e la TV mostra l’immagine',
      ),
      step('Seleziona l’ingresso HDMI giusto sulla TV e prova un altro cavo HDMI.', 'Se va, era il cavo'),
      step(
        'Nelle impostazioni della Switch (Impostazioni TV) metti la risoluzione su automatica o 720p.',
        'La TV accetta il segnale',
      ),
      step(
        'Se la Switch non si carica neanche nel dock, portala in un laboratorio.',
        'Porta e chip verificati',
      ),
    ],
    cost: 'Gratis; alimentatore originale 25-35 €; porta USB-C o chip video 60-120 € in laboratorio.',
    ifNotFixed:
      'Se con dock e alimentatore originali non va e non carica, vedi "Switch che non carica: chip di ricarica".',
  },
  {
    id: 'controller-non-si-associa',
    category: 'console',
    devices: ['controller', 'playstation', 'xbox'],
    label: 'il controller non si collega alla console',
    symptoms: [
      'il controller della ps4 non si collega, la luce lampeggia bianca e poi si spegne',
      'il dualsense nuovo non si associa alla ps5 neanche col cavo',
      'il joystick della play non si accoppia, premo il tasto ps e non succede niente',
      'il controller dell’xbox lampeggia e non si collega alla console',
      'ho collegato il controller col cavo ma la console non lo vede',
      'il controller non si connette alla console, né col bluetooth né col cavo',
    ],
    patterns: ['lampeggia bianca', 'non si associa', 'non si accoppia'],
    problem: 'Controller che non si associa: cavo solo ricarica, associazione persa o da ripristinare',
    difficulty: 'beginner',
    estimatedTime: '5-20 minuti',
    warnings: ['Non infilare oggetti metallici nel foro del reset: usa una graffetta senza forzare.'],
    causes: [
      'Cavo USB che porta solo corrente e non dati',
      'Associazione persa (controller usato su un’altra console o sul telefono)',
      'Controller da ripristinare con il tasto reset sul retro',
      'Porta USB del controller danneggiata',
    ],
    tells: [
      'se con il cavo originale o un altro cavo dati funziona, allora era il cavo',
      'se è stato collegato a un’altra console o al telefono, allora va riassociato',
      'se dopo il reset sul retro si collega, allora era l’associazione',
      'se il cavo balla nel controller, allora è la porta',
    ],
    solutions: [
      'Usa il cavo originale o un cavo dati',
      'Premi il reset sul retro per 5 secondi, poi collegalo col cavo e premi il tasto PS',
      'Su Xbox tieni premuto il tasto di associazione su console e controller',
      'Sostituisci la porta USB del controller',
    ],
    tools: [T.cavoUsb, T.cacciaviti],
    steps: [
      step(
        'Collega il controller alla console con il cavo originale (o uno che trasferisce dati).',
        'La luce si accende',
      ),
      step(
        'Premi con una graffetta il tasto reset nel forellino sul retro per 5 secondi.',
        'Il controller si ripristina',
      ),
      step(
        'Ricollegalo col cavo e premi il tasto PS (o quello di associazione su Xbox).',
        'La luce diventa fissa e il controller risponde',
      ),
      step('Se il cavo balla o non carica, fai sostituire la porta.', 'Il controller si collega'),
    ],
    cost: 'Gratis; cavo 5-10 €; porta USB del controller 15-40 € in laboratorio.',
    ifNotFixed:
      'Se non si collega neanche a un’altra console, il controller è guasto: garanzia o riparazione.',
  },
  {
    id: 'controller-va-solo-col-cavo',
    category: 'console',
    devices: ['controller'],
    label: 'batteria del controller esaurita: senza filo si spegne',
    symptoms: [
      'il controller della ps4 funziona solo col filo, appena lo stacco si spegne',
      'la batteria del dualshock dura mezz’ora',
      'il joystick si spegne dopo pochi minuti senza filo',
      'devo giocare sempre col filo attaccato, senza si spegne',
    ],
    patterns: ['solo col cavo', 'solo con il cavo', 'solo col filo', 'senza filo si spegne'],
    problem:
      'Batteria del controller esaurita o con il connettore staccato: batteria al litio esaurita dagli anni, connettore staccato dopo una caduta o batteria gonfia',
    difficulty: 'intermediate',
    estimatedTime: '15-30 minuti',
    warnings: [CONSOLE_WARRANTY, LITHIUM],
    causes: [
      'Batteria al litio del controller esaurita dopo anni di uso',
      'Connettore della batteria staccato dopo una caduta',
      'Circuito di gestione della batteria sulla scheda del controller guasto',
      'Batteria gonfia',
      'Associazione wireless persa o antenna del controller staccata',
    ],
    tells: [
      'se il controller ha qualche anno e la durata è calata piano piano, allora è la batteria esaurita',
      'se è successo di colpo dopo una caduta, allora è il connettore',
      'se con una batteria nuova il controller si spegne ancora appena stacchi il cavo, allora è il circuito della scheda',
      'se la scocca si apre o il controller non appoggia piano, allora è la batteria gonfia',
      'se la batteria è piena ma appena stacchi il cavo la luce lampeggia e non si collega, allora è l’associazione o l’antenna',
    ],
    solutions: [
      'Sostituisci la batteria del controller',
      'Ricollega il connettore della batteria',
      'Riassocia il controller con il reset sul retro; se non basta, fai ricollegare l’antenna',
    ],
    tools: [T.batteriaConsole, T.cacciaviti, T.apertura],
    steps: [
      step(
        'Apri il controller togliendo le viti sul retro e sganciando le due metà con un plettro.',
        'Vedi la batteria',
        CONSOLE_WARRANTY,
      ),
      step(
        'Controlla il connettore della batteria: deve essere inserito fino in fondo.',
        'Se era staccato, ricollegalo',
      ),
      step(
        'Sostituisci la batteria con una della stessa misura e connettore.',
        'Il controller funziona senza cavo',
        LITHIUM,
      ),
      step('Caricalo completamente prima di usarlo.', 'Dura diverse ore'),
    ],
    cost: 'Batteria 10-20 €; in laboratorio 25-40 €.',
    ifNotFixed:
      'Se con la batteria nuova non carica, vedi "il controller non si carica" (porta o circuito di ricarica).',
  },
  {
    id: 'console-wii-puntatore',
    category: 'console',
    devices: ['nintendo', 'controller'],
    label: 'il puntatore del telecomando Wii non compare o salta',
    symptoms: [
      'il telecomando della wii è collegato ma la manina sullo schermo non compare',
      'il puntatore del wiimote salta da tutte le parti',
      'il wii remote ha la luce blu fissa ma non riesco a puntare',
      'sulla wii u il cursore del telecomando non va, il gamepad sì',
      'il personaggio si muove da solo anche se non tocco il telecomando della wii',
    ],
    patterns: ['sensor bar', 'barra sensore', 'barra sensori', 'wiimote', 'wii remote', 'manina'],
    problem:
      'Puntatore della Wii che non funziona: barra sensore, luce nella stanza, pile o sincronizzazione',
    difficulty: 'beginner',
    estimatedTime: '5-20 minuti',
    warnings: ['Non usare candele o fiamme libere al posto della barra sensore.'],
    causes: [
      'Barra sensore staccata, rotta o messa male (non centrata sopra o sotto lo schermo)',
      'Luce del sole, lampade alogene o specchi che disturbano l’infrarosso',
      'Pile scariche o telecomando da risincronizzare',
      'Lente del telecomando sporca o coperta dalla custodia; accelerometro bloccato',
    ],
    tells: [
      'se guardando la barra con la fotocamera del telefono non vedi le lucine da entrambi i lati, allora è la barra',
      'se al buio o con le tende chiuse funziona, allora è la luce',
      'se le luci del telecomando lampeggiano e si spengono, allora sono le pile o la sincronizzazione',
      'se il personaggio si muove da solo, allora è l’accelerometro bloccato',
    ],
    solutions: [
      'Ricollega e centra la barra sensore; sostituiscila se le lucine non si vedono',
      'Chiudi le tende e allontana lampade e superfici riflettenti',
      'Metti pile nuove e risincronizza con il tasto SYNC',
      'Pulisci la lente; con il telecomando capovolto dai un colpo deciso sul palmo',
    ],
    tools: [T.pile, T.alcool],
    steps: [
      step(
        'Guarda la barra sensore con la fotocamera del telefono a console accesa.',
        'Vedi lucine su entrambi i lati',
      ),
      step(
        'Spingi la spina della barra fino in fondo e mettila al centro sopra o sotto la TV.',
        'La manina compare',
      ),
      step('Chiudi le tende, spegni lampade forti e metti pile nuove.', 'Il puntatore è stabile'),
      step('Premi SYNC sulla console e poi sul telecomando.', 'Una sola luce blu fissa'),
      step('Se si muove da solo, capovolgilo e dai un colpo deciso sul palmo.', 'L’accelerometro si sblocca'),
    ],
    cost: 'Gratis; barra sensore nuova 5-15 €; pile 5-10 €.',
    ifNotFixed:
      'Se con barra e pile nuove non va, prova un altro telecomando: la telecamera a infrarossi è guasta.',
  },
  {
    id: 'console-ds-touch-impreciso',
    category: 'console',
    devices: ['nintendo'],
    label: 'il touch screen del DS o 3DS tocca nel punto sbagliato',
    symptoms: [
      'il touch del 3ds non prende dove premo, tocca più in là',
      'lo schermo touch del ds non risponde in un angolo',
      'il pennino sul 2ds seleziona cose a caso',
      'il touch del nintendo ds è spostato di un centimetro',
      'il display inferiore del 3ds non sente più il pennino',
      'sul 2ds l’immagine c’è ma toccando col pennino non reagisce nulla',
    ],
    patterns: ['calibrazione del touch'],
    problem:
      'Touch screen resistivo (digitizer dello schermo inferiore) del DS/3DS starato, con pellicola o sporco sotto la cornice, o guasto',
    difficulty: 'beginner',
    estimatedTime: '10-60 minuti',
    warnings: [CONSOLE_UNPLUG, CONSOLE_WARRANTY],
    causes: [
      'Touch da ricalibrare',
      'Pellicola, sporco o briciole sotto la cornice che premono sul bordo',
      'Flat del touch screen allentato o ossidato',
      'Touch screen (digitizer dello schermo inferiore) guasto, graffiato o rotto: va sostituito',
      'Umidità o liquido entrati tra gli strati del touch',
    ],
    tells: [
      'se lo spostamento è uguale su tutto lo schermo, allora è la calibrazione',
      'se tocca da solo vicino al bordo, allora è lo sporco sotto la cornice o la pellicola',
      'se il touch smette o impazzisce premendo sul guscio vicino al connettore, allora è il flat',
      'se una zona o tutto lo schermo inferiore non risponde proprio anche dopo la calibrazione, allora il digitizer è guasto',
      'se il problema è comparso dopo pioggia o un liquido e si vedono aloni, allora è il liquido',
    ],
    solutions: [
      'Calibra il touch nelle impostazioni (su DS: tieni premuti L, R, Start e Select all’avvio)',
      'Togli la pellicola e pulisci il bordo con un cartoncino',
      'Sostituisci il touch screen (digitizer)',
    ],
    tools: [T.tripleWing, T.cacciaviti, T.apertura, T.display, T.alcool],
    steps: [
      step(
        'Apri Impostazioni della console > Touch screen e calibra con il pennino.',
        'Il punto toccato coincide',
      ),
      step(
        'Togli la pellicola e passa un cartoncino sottile nella fessura tra touch e cornice.',
        'Niente tocchi fantasma',
      ),
      step(
        'Se una zona resta morta, spegni, togli la batteria e sostituisci il touch screen.',
        'Il touch risponde ovunque',
        CONSOLE_WARRANTY,
      ),
      step('Ricalibra il touch nuovo dalle impostazioni.', 'Il pennino tocca esattamente dove premi'),
    ],
    cost: 'Gratis; touch screen di ricambio 8-20 €.',
    ifNotFixed: 'Se anche il touch nuovo non va, il flat o la scheda sono guasti: laboratorio.',
  },
  {
    id: 'console-gameboy-contatti-pile',
    category: 'console',
    devices: ['nintendo', 'console'],
    label: 'il Game Boy non si accende: contatti delle pile ossidati',
    symptoms: [
      'il game boy non si accende neanche con le pile nuove',
      'il vano pile del gameboy è pieno di roba bianca e verde',
      'la lucina del game boy si accende debole e si spegne',
      'il game boy si accende solo se premo sulle pile',
      'la portatile a pile si spegne di colpo o riparte da sola appena la muovo',
      'il game gear si resetta mentre gioco, come se le pile facessero falso contatto',
    ],
    patterns: ['vano pile'],
    problem:
      'Console portatile a pile che non si accende: contatti delle pile ossidati dall’acido di pile vecchie, pile scariche, molle piegate o interruttore di accensione sporco',
    difficulty: 'beginner',
    estimatedTime: '15-45 minuti',
    warnings: [
      'Il residuo delle pile esaurite è corrosivo: usa i guanti e non toccarti gli occhi.',
      CONSOLE_WARRANTY,
    ],
    causes: [
      'Pile scariche, ricaricabili a bassa tensione o messe al contrario',
      'Contatti del vano pile ossidati da pile che hanno perso acido',
      'Molle dei contatti piegate o spezzate',
      'Interruttore di accensione sporco o piste interrotte',
      'Presa dell’alimentatore esterno (jack) sporca che stacca le pile',
      'Fusibile della scheda interrotto',
    ],
    tells: [
      'se con pile alcaline nuove e nel verso giusto si accende, allora erano le pile',
      'se nel vano c’è polvere bianca o verde, allora è l’ossido',
      'se si accende solo premendo sulle pile, allora sono le molle',
      'se i contatti sono puliti e non si accende, allora è l’interruttore o una pista',
      'se si accende solo con l’alimentatore o muovendo la presa, allora è il jack sporco',
      'se le pile danno tensione ai contatti ma sulla scheda non arriva, allora è il fusibile',
    ],
    solutions: [
      'Pulisci i contatti con aceto o alcool e un cotton fioc, poi carta abrasiva fine',
      'Sostituisci le molle dei contatti',
      'Pulisci l’interruttore con spray pulisci contatti',
      'Pulisci o sostituisci il jack dell’alimentazione e controlla il fusibile col multimetro',
    ],
    tools: [
      T.alcool,
      T.spazzolino,
      T.pulisciContatti,
      T.tripleWing,
      T.pile,
      T.guanti,
      T.multimetro,
      T.saldatore,
    ],
    steps: [
      step(
        'Prova pile alcaline nuove, controllando il verso indicato nel vano.',
        'Se si accende, erano le pile',
      ),
      step('Togli le pile e guarda i contatti.', 'Sai se sono ossidati'),
      step(
        'Con i guanti strofina i contatti con un cotton fioc imbevuto di aceto, poi alcool, e lucida con carta abrasiva fine.',
        'Contatti lucidi',
      ),
      step('Metti pile nuove e accendi.', 'La lucina è piena'),
      step(
        'Se non basta, apri il Game Boy (vite tri-wing) e spruzza pulisci contatti nell’interruttore muovendolo più volte.',
        'Si accende stabile',
        CONSOLE_WARRANTY,
      ),
    ],
    cost: 'Gratis; molle dei contatti 3-8 €; cacciavite tri-wing 5 €.',
    ifNotFixed:
      'Se l’acido ha mangiato le piste della scheda, serve un ponticello saldato: laboratorio retro.',
  },
  {
    id: 'playstation-database-danneggiato',
    category: 'console',
    devices: ['playstation'],
    label: 'PlayStation con dati danneggiati o menu lentissimi',
    symptoms: [
      'la ps4 dice che i dati del gioco sono danneggiati e non lo avvia',
      'la ps5 è lentissima nei menu e i giochi si chiudono con un errore',
      'un gioco sulla play si blocca sempre al caricamento, gli altri vanno',
      'la ps4 mostra errore ce e chiude il gioco',
    ],
    patterns: ['dati danneggiati', 'ricostruisci database', 'ricostruire il database', 'ce-'],
    problem: 'Dati di un gioco o database del sistema danneggiati (spegnimento brusco, download interrotto)',
    difficulty: 'beginner',
    estimatedTime: '20-90 minuti',
    warnings: [DATABASE_SAVES, 'Non staccare la corrente durante la ricostruzione del database.'],
    causes: [
      'Dati del gioco o dell’aggiornamento corrotti (download interrotto, spegnimento brusco)',
      'Database del sistema disordinato: menu lenti e icone sbagliate',
      'Disco interno con settori danneggiati',
      'Corrente staccata o blackout mentre la console scriveva i dati',
      'Software di sistema non aggiornato o aggiornamento incompleto',
    ],
    tells: [
      'se l’errore riguarda un solo gioco, allora sono i suoi dati',
      'se tutta la console è lenta nei menu, allora è il database',
      'se gli errori tornano dopo la ricostruzione e compaiono su più giochi, allora è il disco',
      'se l’errore torna dopo ogni spegnimento dalla presa, allora è la corrente che salta',
      'se dopo l’aggiornamento del sistema da chiavetta gli errori spariscono, allora era il software',
    ],
    solutions: [
      'Elimina il gioco o la sua patch e reinstallalo',
      'Modalità provvisoria > Ricostruisci database',
      'Sostituisci il disco interno (PS4) o contatta l’assistenza (PS5)',
      'Aggiorna il sistema da chiavetta USB in modalità provvisoria',
    ],
    tools: [T.chiavetta, T.ssd, T.cacciaviti],
    steps: [
      step('Elimina il gioco che dà errore e reinstallalo (i salvataggi restano).', 'Il gioco parte'),
      step(
        'Spegni la console, poi tieni premuto il tasto di accensione fino al secondo bip per entrare in modalità provvisoria.',
        'Compare il menu della modalità provvisoria',
      ),
      step(
        'Scegli Ricostruisci database (o Cancella cache e ricostruisci database su PS5).',
        'I menu tornano veloci',
        DATABASE_SAVES,
      ),
      step(
        'Se gli errori continuano su più giochi, copia i salvataggi e sostituisci il disco interno.',
        'Niente più errori',
      ),
    ],
    cost: 'Gratis; disco o SSD per PS4 40-80 €.',
    ifNotFixed:
      'Se dopo il disco nuovo gli errori restano, vedi "PS4 bloccata in modalità provvisoria" o l’assistenza.',
  },
  {
    id: 'console-disco-graffiato',
    category: 'console',
    devices: ['console', 'playstation', 'xbox', 'nintendo'],
    label: 'un solo disco si blocca o non viene letto',
    symptoms: [
      'un solo gioco si blocca sempre nello stesso punto, gli altri dischi vanno',
      'il disco del gioco è rigato e la console dice disco illeggibile',
      'il blu-ray del gioco si ferma durante l’installazione al 40 per cento',
      'un dvd della ps2 non parte, gli altri sì',
    ],
    patterns: ['disco rigato', 'disco graffiato'],
    requires: DISC,
    problem: 'Disco di gioco graffiato o sporco (non il lettore)',
    difficulty: 'beginner',
    estimatedTime: '10-30 minuti',
    warnings: ['Non usare dentifricio o solventi sui dischi Blu-ray: lo strato protettivo si rovina.'],
    causes: [
      'Graffi circolari o impronte sul lato leggibile del disco',
      'Disco incrinato vicino al foro o deformato',
      'Lettore che comincia a indebolirsi (se poi sbagliano anche altri dischi)',
      'Disco sporco di unto o liquidi asciugati',
      'Strato riflettente del disco rovinato (puntini trasparenti guardando controluce)',
    ],
    tells: [
      'se gli altri dischi vanno e questo ha graffi o ditate, allora è il disco',
      'se controluce si vede una crepa vicino al foro, allora il disco è da cambiare',
      'se col tempo sbagliano anche altri dischi, allora è il lettore',
      'se si vedono aloni o macchie e dopo il lavaggio con acqua tiepida e sapone parte, allora era lo sporco',
      'se controluce si vedono fori o puntini di luce nello strato, allora il disco è da cambiare',
    ],
    solutions: [
      'Pulisci il disco con un panno in microfibra dal centro verso il bordo',
      'Fai lucidare i graffi con una macchina apposita in un negozio di giochi',
      'Sostituisci il disco o scarica la versione digitale',
      'Lava il disco con acqua tiepida e sapone neutro e asciugalo senza strofinare in tondo',
    ],
    tools: [T.alcool, T.torcia],
    steps: [
      step('Guarda il disco controluce con una torcia.', 'Vedi graffi, ditate o crepe'),
      step(
        'Puliscilo con un panno in microfibra appena inumidito, con passate dritte dal centro verso il bordo.',
        'Il disco viene letto',
      ),
      step(
        'Se ci sono aloni o macchie appiccicose, lavalo con acqua tiepida e sapone neutro e asciugalo tamponando.',
        'Il disco è pulito',
      ),
      step(
        'Se i graffi sono profondi, fallo lucidare in un negozio di videogiochi.',
        'Il gioco non si blocca più',
      ),
      step('Se anche altri dischi danno errore, vedi il problema del lettore.', 'Sai se è il lettore'),
    ],
    cost: 'Gratis; lucidatura 2-5 € a disco.',
    ifNotFixed:
      'Se il disco pulito non va ma su un’altra console sì, è il lettore: vedi "non legge i dischi".',
  },
  {
    id: 'controller-n64-levetta-molle',
    category: 'console',
    devices: ['nintendo', 'controller'],
    label: 'la levetta del controller del Nintendo 64 è molle e non torna al centro',
    symptoms: [
      'la levetta del controller del nintendo 64 è tutta molle e balla',
      'il joystick del n64 non torna più al centro, mario cammina piano da solo',
      'lo stick del controller n64 è consumato, dentro c’è polvere bianca di plastica',
      'la levetta del 64 non risponde verso l’alto e fa clic',
    ],
    patterns: ['levetta molle', 'stick molle'],
    problem:
      'Modulo della levetta del controller N64 consumato: coppa e perno di plastica limati, ruote ottiche sporche',
    difficulty: 'intermediate',
    estimatedTime: '30-60 minuti',
    warnings: [
      'Apri il controller a cavo staccato dalla console; le viti nel vano del memory pak sono piccole: non perderle.',
    ],
    causes: [
      'Coppa bianca e perno della levetta consumati dall’attrito: la levetta balla e non torna al centro',
      'Polvere di plastica sulle ruote dentate e sui sensori ottici: movimenti a scatti o direzioni morte',
      'Modulo della levetta rotto o di ricambio di scarsa qualità',
      'Flat o fili del modulo staccati dalla scheda',
      'Cavo del controller interrotto vicino al connettore o al pad',
    ],
    tells: [
      'se la levetta è molle e dentro il modulo c’è polvere bianca, allora è la coppa consumata',
      'se la levetta è ancora dura ma il personaggio va a scatti o non va in una direzione, allora sono le ruote sporche',
      'se dopo la pulizia resta molle, allora il modulo va sostituito',
      'se la levetta non risponde in nessuna direzione, allora è il flat o i fili del modulo',
      'se il controller si scollega o va a tratti piegando il cavo, allora è il cavo',
    ],
    solutions: [
      'Apri il modulo, soffia via la polvere e pulisci ruote e sensori con alcool',
      'Sostituisci coppa e perno o tutto il modulo della levetta (meglio un originale recuperato)',
      'Risalda i fili del modulo o sostituisci il cavo del controller',
    ],
    tools: [T.cacciaviti, T.alcool, T.spazzolino, T.ariaCompressa, T.joystick, T.saldatore],
    steps: [
      step(
        'Togli tutte le viti del retro, comprese le due nel vano del memory pak, e apri il controller.',
        'Vedi il modulo grigio o bianco della levetta',
      ),
      step('Svita le tre viti del modulo e stacca il suo connettore con delicatezza.', 'Il modulo è fuori'),
      step(
        'Apri il modulo, soffia via la polvere bianca e pulisci le ruote dentate con alcool.',
        'Le ruote girano pulite',
      ),
      step(
        'Se coppa e perno sono consumati, montane di nuovi o metti un modulo intero.',
        'La levetta è tesa e torna al centro',
      ),
      step(
        'Rimonta e prova in un gioco, poi ricalibra tenendo premuti L, R e Start.',
        'Il personaggio sta fermo a levetta rilasciata',
      ),
    ],
    cost: 'Modulo levetta 8-20 €; controller originale usato 15-30 €.',
    ifNotFixed:
      'Se anche il modulo nuovo va a scatti, il problema è la scheda o il cavo del controller: provane un altro.',
  },
];
