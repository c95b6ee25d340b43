import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { CONSOLE_UNPLUG, CONSOLE_WARRANTY, LITHIUM, STATIC } from './warnings.ts';

/**
 * Consoles, round 7 (issue 24), from the real reports of batch 5: the Xbox 360's other light patterns (named
 * patterns are first-class evidence: around the power button three red quarters are the famous RROD, two are
 * overheating and all four are the video cable, which people take for the RROD and open the console for
 * nothing) and a handheld's worn battery.
 */
export const RICERCA7_CONSOLE: KnowledgeEntry[] = [
  {
    id: 'console-portatile-batteria-esaurita',
    category: 'console',
    devices: ['console'],
    label: 'la console portatile va solo attaccata al caricatore: batteria esaurita',
    symptoms: [
      'la switch si spegne da sola se non resta attaccata al caricatore',
      'la batteria della console portatile dura pochissimo, neanche un’ora',
      'la percentuale della batteria scende di colpo e la console si spegne',
      'il 3ds si spegne appena lo stacco dal caricatore',
      'la steam deck funziona solo collegata alla corrente',
      'la psp si spegne subito appena la accendo senza alimentatore',
    ],
    problem:
      'Console portatile (Switch, 3DS, DS, PSP, PS Vita, Game Boy Advance SP, Steam Deck) che si spegne da sola o va solo attaccata al caricatore: batteria esaurita dagli anni e dai cicli (più di rado il caricatore o la presa di ricarica)',
    difficulty: 'intermediate',
    estimatedTime: '30-60 minuti',
    warnings: [LITHIUM, CONSOLE_WARRANTY],
    causes: [
      'Batteria al litio esaurita (invecchiata, tanti cicli o lasciata scarica a lungo)',
      'Caricatore o cavo guasti che non ricaricano più la batteria',
      'Presa di ricarica o connettore della batteria con falso contatto',
    ],
    tells: [
      'se attaccata al caricatore va bene e staccata si spegne in pochi minuti, allora è la batteria esaurita',
      'se anche attaccata la spia di carica non si accende e la percentuale non sale, allora è il caricatore o il cavo',
      'se carica solo tenendo il cavo in una certa posizione, allora è la presa di ricarica',
    ],
    solutions: [
      'Prova un altro caricatore originale per escludere l’alimentatore',
      'Sostituisci la batteria con un ricambio per il tuo modello',
      'Fai controllare la presa di ricarica se carica solo muovendo il cavo',
    ],
    tools: [T.batteriaConsole, T.caricatore, T.cacciaviti, T.tripleWing, T.apertura],
    steps: [
      step(
        'Caricala per due ore con un caricatore originale e un cavo che sai buono.',
        'Se ora dura, era il caricatore o il cavo',
      ),
      step(
        'Staccala e usala: guarda quanto dura e se la percentuale crolla di colpo.',
        'Se si spegne in pochi minuti o la percentuale crolla, è la batteria',
      ),
      step(
        'Spegnila del tutto e apri il retro (su Switch viti a Y, su DS e Game Boy viti a tre ali).',
        'Vedi la batteria',
        CONSOLE_WARRANTY,
      ),
      step(
        'Controlla che la batteria non sia gonfia, scollegala dal suo connettore e monta quella nuova.',
        'Batteria nuova collegata',
        LITHIUM,
      ),
      step(
        'Richiudi e fai un ciclo di carica completo.',
        'La console non si spegne più staccata dal caricatore',
      ),
    ],
    cost: 'Batteria di ricambio 15-40 €; in laboratorio 40-80 € montata.',
    ifNotFixed:
      'Se con la batteria nuova si spegne ancora, è il circuito di ricarica della scheda: serve un laboratorio.',
  },
  {
    id: 'console-xbox360-quattro-luci-rosse',
    category: 'console',
    devices: ['xbox'],
    label: 'Xbox 360 con quattro luci rosse: il cavo video',
    symptoms: [
      'la xbox 360 ha tutte e quattro le luci rosse accese attorno al tasto',
      'tutti e quattro i quarti attorno al tasto della 360 sono rossi',
      'quattro luci rosse sulla xbox 360 appena la accendo',
      'la 360 fa 4 luci rosse e sulla tv non si vede niente',
    ],
    patterns: ['quattro luci rosse', '4 luci rosse', 'tutte e quattro le luci'],
    problem:
      'Xbox 360 con quattro luci rosse: non è il RROD, è l’errore dell’uscita video (cavo AV o HDMI non collegato bene, danneggiato o non originale)',
    difficulty: 'beginner',
    estimatedTime: '10 minuti',
    warnings: [CONSOLE_UNPLUG],
    causes: [
      'Cavo AV (component o composito) non inserito fino in fondo nella presa della console',
      'Cavo video danneggiato o non originale',
      'Presa AV della console con un pin piegato o sporco',
    ],
    tells: [
      'se reinserendo il cavo AV fino in fondo le luci tornano verdi, allora era il cavo collegato male',
      'se con un altro cavo (o con l’HDMI) la console parte, allora è il cavo',
      'se nessun cavo funziona e nella presa AV vedi un pin piegato, allora è la presa',
    ],
    solutions: [
      'Spegni, stacca e reinserisci il cavo AV fino in fondo',
      'Prova un altro cavo AV originale o il cavo HDMI (sulle 360 che lo hanno)',
      'Pulisci la presa AV e raddrizza con cura un pin piegato',
    ],
    tools: [T.cavoHdmi, T.torcia, T.pulisciContatti, T.pinzette],
    steps: [
      step(
        'Spegni la console e stacca il cavo video dalla console.',
        'Console spenta, cavo staccato',
        CONSOLE_UNPLUG,
      ),
      step(
        'Guarda la presa AV con una torcia: i pin devono essere dritti e puliti.',
        'Sai se c’è un pin piegato o sporco',
      ),
      step(
        'Reinserisci il cavo AV fino allo scatto (o collega un cavo HDMI) e riaccendi.',
        'Le luci tornano verdi',
      ),
      step('Se restano quattro luci rosse, prova un altro cavo video originale.', 'Con il cavo nuovo parte'),
      step(
        'Se nessun cavo va, pulisci la presa con il pulisci-contatti e raddrizza il pin piegato con una pinzetta.',
        'La console dà immagine',
        STATIC,
      ),
    ],
    cost: 'Gratis se era il cavo inserito male; un cavo AV o HDMI 5-15 €.',
    ifNotFixed:
      'Se con un cavo buono e la presa integra restano le quattro luci rosse, fai leggere il codice secondario (tasto sync + eject) a un laboratorio.',
  },
  {
    id: 'console-xbox360-due-luci-rosse',
    category: 'console',
    devices: ['xbox'],
    label: 'Xbox 360 con due luci rosse: surriscaldamento',
    symptoms: [
      'la xbox 360 ha due luci rosse accese e si ferma',
      'dopo un po’ che gioco la 360 si blocca e fa due luci rosse',
      'sulla 360 lampeggiano due quarti rossi e sulla tv compare un avviso di surriscaldamento',
    ],
    patterns: ['due luci rosse', '2 luci rosse'],
    problem:
      'Xbox 360 con due luci rosse: la console si è fermata per surriscaldamento (prese d’aria chiuse, polvere, ventole o alimentatore che scalda)',
    difficulty: 'beginner',
    estimatedTime: '20-60 minuti',
    warnings: [CONSOLE_UNPLUG, STATIC],
    causes: [
      'Prese d’aria coperte o console in un mobile chiuso',
      'Polvere su ventole e dissipatori',
      'Ventole che girano piano o non girano',
    ],
    tells: [
      'se la console sta chiusa in un mobile o appoggiata di lato sul tappeto, allora sono le prese d’aria',
      'se dalle griglie si vede polvere e le ventole fanno rumore, allora è la polvere',
      'se una ventola resta ferma a console accesa, allora è la ventola',
    ],
    solutions: [
      'Spegni e lascia raffreddare la console per un’ora',
      'Mettila in orizzontale in un posto aperto, con le prese d’aria libere',
      'Pulisci griglie, ventole e dissipatori dalla polvere',
    ],
    tools: [T.ariaCompressa, T.pennelli, T.torx, T.apertura],
    steps: [
      step('Spegni la console e lasciala raffreddare un’ora.', 'Console fredda'),
      step(
        'Mettila in un posto aperto, lontano dal mobile e dal tappeto, con le griglie libere.',
        'Aria libera intorno',
      ),
      step(
        'Soffia le griglie con aria compressa tenendo ferme le ventole.',
        'Esce la polvere',
        CONSOLE_UNPLUG,
      ),
      step('Riaccendi e gioca: controlla che le ventole girino.', 'Non compaiono più le due luci rosse'),
    ],
    cost: 'Gratis; una ventola nuova 10-20 €.',
    ifNotFixed:
      'Se le due luci tornano con le prese d’aria libere e pulite, la ventola o il dissipatore vanno sostituiti: fallo in un laboratorio.',
  },
];
