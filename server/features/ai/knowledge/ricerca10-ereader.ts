import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { BROKEN_GLASS, LITHIUM } from './warnings.ts';

/** A factory reset of an e-reader: what it costs the member. */
const READER_RESET =
  'Il ripristino ai dati di fabbrica cancella i libri caricati a mano e le note: copiali prima sul computer; i libri comprati si riscaricano dal tuo account.';

/**
 * E-readers (round 15 of issue 24): Kindle, Kobo, Tolino, PocketBook and Nook are a fifth of the phone and
 * tablet reports of batch 11 and come back in earlier batches, and the knowledge base had only a tablet's
 * answers for them. An e-ink screen keeps its last image without power, which is why a drained or frozen
 * reader looks "stuck on a page" with a battery that seems full; the rest are the faults repairers see on
 * them: a cracked e-ink panel behind an intact frame, a boot loop, the infrared touch frame blocked by dirt,
 * a cover's magnet putting it to sleep. Written from repair practice, not from any one report.
 */
export const RICERCA10_EREADER: KnowledgeEntry[] = [
  {
    id: 'ereader-bloccato-pagina',
    category: 'altri',
    devices: ['ereader'],
    label: 'l’e-reader è fermo su una pagina e non risponde ai tasti',
    symptoms: [
      'il kindle è rimasto bloccato sulla stessa pagina e non risponde a niente',
      'l’ereader non gira più pagina, lo schermo è fermo e i tasti non fanno nulla',
      'il kobo si è impallato: la pagina resta lì anche se premo il tasto di accensione',
      'la batteria segnava ancora carica ma il lettore di ebook è congelato',
      'lo schermo del lettore ebook mostra sempre la stessa immagine anche da spento',
      'il kindle sembra in coma: schermo fermo, nessuna reazione ai tocchi',
    ],
    problem:
      'E-reader fermo su una pagina: lo schermo e-ink tiene l’ultima immagine anche senza corrente, quindi un lettore scarico o bloccato sembra solo «fermo», con l’indicatore della batteria di prima',
    difficulty: 'beginner',
    estimatedTime: '10 minuti - 3 ore',
    warnings: [LITHIUM],
    causes: [
      'Batteria completamente scarica: l’e-ink continua a mostrare la pagina e l’indicatore di carica di quando si è fermato, anche se la batteria è a zero',
      'Sistema bloccato (un libro o un file rovinato, l’indicizzazione dopo aver caricato tanti libri): serve un riavvio forzato tenendo premuto il tasto di accensione',
      'Batteria consumata dagli anni che non regge più: si riblocca poco dopo ogni ricarica',
      'Scheda microSD esterna con errori: il lettore si impunta leggendo i libri che ci sono sopra, gira pagina a fatica o torna alla schermata principale',
    ],
    tells: [
      'se collegato al caricatore la spia di carica si accende e dopo un’ora si riprende, allora era la batteria a zero nascosta dall’e-ink',
      'se la spia di carica è verde o non cambia nulla finché non tieni premuto il tasto per 20-40 secondi, allora era il sistema bloccato',
      'se torna a bloccarsi dopo poche pagine anche a carica piena, allora la batteria è consumata',
      'se togliendo la scheda microSD torna a girare pagina subito, allora è la scheda: copia i libri e sostituiscila',
    ],
    solutions: [
      'Mettilo in carica per almeno due o tre ore con il cavo originale, da una presa a muro o dalla porta USB del computer, e guarda la spia di carica',
      'Riavvio forzato: tieni premuto il tasto di accensione per 20-40 secondi (Kindle) o fai scorrere e tieni l’interruttore per 15-20 secondi (Kobo) finché lo schermo lampeggia',
      'Se si è bloccato aprendo un libro, toglilo dal lettore collegandolo al computer',
      'Se si scarica e si blocca di continuo, fai sostituire la batteria',
    ],
    tools: [T.caricatore, T.cavoUsb, T.stuzzicadenti],
    steps: [
      step(
        'Collega il lettore al caricatore o alla porta USB del computer con il suo cavo e guarda la spia vicino alla presa.',
        'La spia si accende (arancione o ambra in carica)',
      ),
      step(
        'Lascialo in carica almeno un’ora senza toccarlo, anche se lo schermo mostra ancora la pagina.',
        'La spia resta accesa: la batteria si sta ricaricando',
      ),
      step(
        'Sempre in carica, tieni premuto il tasto di accensione per 20-40 secondi (Kobo: interruttore tenuto per 15-20 secondi), poi rilascialo.',
        'Lo schermo lampeggia e compare la schermata di avvio',
      ),
      step(
        'Se ha un foro di reset sul retro o accanto alla porta, premilo 2-3 secondi con uno stuzzicadenti e riprova ad accenderlo.',
        'Il lettore si riavvia',
      ),
      step(
        'Quando riparte, lascialo caricare fino al 100% e togli l’ultimo libro aperto se si era bloccato lì.',
        'Gira pagina normalmente',
      ),
    ],
    cost: 'Gratis; una batteria di ricambio 15-30 € (in laboratorio 40-60 €).',
    ifNotFixed:
      'Se dopo tre ore di carica e il riavvio forzato non reagisce e la spia non si accende, il problema è la batteria o la scheda: un laboratorio o l’assistenza del produttore.',
  },
  {
    id: 'ereader-schermo-rotto',
    category: 'altri',
    devices: ['ereader'],
    label: 'lo schermo dell’e-reader ha righe, macchie o metà pagina ferma',
    symptoms: [
      'sul kindle è comparsa una macchia nera e metà pagina resta ferma',
      'lo schermo dell’ereader ha righe e parti della pagina vecchia che non spariscono',
      'dopo averlo messo nella borsa il kobo mostra una crepa e una zona che non si aggiorna',
      'il lettore ebook è caduto e ora una parte dello schermo è rimasta congelata',
      'lo schermo e-ink è pieno di linee verticali e pezzi di immagine sovrapposti',
    ],
    problem:
      'Pannello e-ink incrinato: una pressione (nella borsa, sotto un peso) o una caduta crepa lo strato interno anche con la cornice intera, e la zona rotta non si aggiorna più',
    difficulty: 'advanced',
    estimatedTime: '1-2 ore',
    warnings: [BROKEN_GLASS, LITHIUM],
    causes: [
      'Pannello e-ink incrinato da una pressione o da un urto: la zona rotta resta ferma con i resti della pagina vecchia, righe o macchie che non cambiano',
      'Cavo flat del display allentato dopo una caduta: righe e immagine disturbata su tutto lo schermo, che cambiano premendo vicino al bordo',
      'Semplice «ghosting» (residui leggeri della pagina precedente): sparisce con un aggiornamento completo della pagina, non è un guasto',
    ],
    tells: [
      'se le macchie e le righe stanno sempre nello stesso punto e non cambiano girando pagina, allora il pannello è incrinato',
      'se il disturbo cambia premendo vicino al bordo o dopo un colpetto, allora è il flat del display',
      'se i residui sono leggeri e spariscono dopo qualche pagina o con l’aggiornamento completo, allora è solo ghosting',
    ],
    solutions: [
      'Fai un riavvio e attiva l’aggiornamento completo della pagina: se il difetto resta nello stesso punto, non è software',
      'Un pannello e-ink incrinato non si ripara: si sostituisce il display (ricambio per il modello esatto) o si valuta l’assistenza',
      'Se è in garanzia o hai una protezione, chiedi la sostituzione prima di aprirlo',
      'D’ora in poi trasportalo in una custodia rigida, mai libero in borsa con chiavi o pesi',
    ],
    tools: [T.apertura, T.cacciaviti, T.display, T.guanti],
    steps: [
      step(
        'Riavvia il lettore e gira qualche pagina: guarda se macchie e righe stanno sempre nello stesso punto.',
        'Sai se il difetto è fisso o cambia',
      ),
      step(
        'Nelle impostazioni attiva l’aggiornamento completo a ogni pagina e gira ancora qualche pagina.',
        'Se sparisce era ghosting; se resta, il pannello è danneggiato',
      ),
      step(
        'Se è in garanzia, fermati qui e contatta l’assistenza: aprirlo la annulla.',
        'Hai una sostituzione o un preventivo',
      ),
      step(
        'Per cambiarlo da te: spegnilo, apri la cornice con i plettri di plastica, scollega la batteria e poi il flat del display.',
        'Display scollegato senza strappare i flat',
        BROKEN_GLASS,
      ),
      step(
        'Monta il display nuovo dello stesso modello, ricollega il flat e poi la batteria, e prova prima di richiudere.',
        'La pagina si vede intera e pulita',
      ),
    ],
    cost: 'Un display e-ink di ricambio 30-80 €; in laboratorio 60-120 €, spesso quanto un lettore nuovo.',
    ifNotFixed:
      'Se anche con il display nuovo l’immagine è disturbata, il guasto è sulla scheda: conviene l’assistenza o un lettore nuovo.',
  },
  {
    id: 'ereader-riavvio-continuo',
    category: 'altri',
    devices: ['ereader'],
    label: 'l’e-reader si riavvia di continuo o resta sulla schermata di avvio',
    symptoms: [
      'il kindle si riavvia all’infinito: barra di avanzamento, schermo che lampeggia e ricomincia',
      'il kobo resta sulla schermata di avvio e non va oltre',
      'dopo l’aggiornamento il lettore ebook continua a riavviarsi',
      'l’ereader si spegne e si riaccende da solo, va in sospensione e si risveglia',
      'il lettore resta fermo sull’immagine di avvio con la barra a metà',
    ],
    problem:
      'E-reader in riavvio continuo o fermo all’avvio: sistema rovinato (aggiornamento interrotto, memoria piena, un file che lo manda in crash) o il sensore magnetico della copertina che lo fa sospendere e risvegliare',
    difficulty: 'beginner',
    estimatedTime: '20-60 minuti',
    warnings: [READER_RESET, LITHIUM],
    causes: [
      'Sistema rovinato da un aggiornamento interrotto, da una batteria scarica durante l’aggiornamento o da un libro o file che lo manda in crash all’avvio',
      'Una custodia magnetica, un magnete o una superficie metallica vicino al sensore di chiusura: il lettore si sospende e si risveglia di continuo',
      'Memoria interna piena o file system con errori dopo averlo staccato dal computer senza espellerlo',
      'Tasto di accensione che resta premuto (incastrato o rotto) e lo fa ripartire',
    ],
    tells: [
      'se è cominciato subito dopo un aggiornamento o dopo aver caricato dei libri, allora è il sistema o un file',
      'se si calma togliendolo dalla custodia o spostandolo su un tavolo di legno, allora è il magnete o il metallo vicino al sensore',
      'se collegandolo al computer la memoria risulta piena o chiede di riparare il disco, allora è la memoria',
      'se il tasto di accensione non scatta più o resta giù, allora è il tasto',
    ],
    solutions: [
      'Toglilo dalla custodia e appoggialo lontano da magneti e superfici metalliche',
      'Caricalo del tutto e fai un riavvio forzato (Kindle: tasto tenuto 40 secondi; Kobo: interruttore tenuto 15-20 secondi)',
      'Collegalo al computer, togli l’ultimo libro o file caricato, libera spazio e ripara il disco se il sistema lo chiede; poi espellilo sempre prima di staccarlo',
      'Se non basta, fai il ripristino ai dati di fabbrica dal menu di avvio (Kobo: tieni la luce o il tasto indicato mentre si accende) o reinstalla l’aggiornamento dal sito del produttore',
    ],
    tools: [T.caricatore, T.cavoUsb, T.stuzzicadenti],
    steps: [
      step(
        'Togli la custodia e appoggia il lettore su un tavolo di legno, lontano da magneti, casse e portatili.',
        'Se smette di riavviarsi, la colpa era del magnete',
      ),
      step(
        'Mettilo in carica per un’ora, poi tieni premuto il tasto di accensione per 40 secondi (Kobo: interruttore per 15-20 secondi).',
        'Si riavvia e arriva alla schermata principale',
      ),
      step(
        'Collegalo al computer: togli l’ultimo libro caricato, libera spazio e, se il computer lo propone, ripara il disco; espellilo prima di staccarlo.',
        'Il lettore parte senza ricominciare',
      ),
      step(
        'Se continua, copia i tuoi file sul computer e fai il ripristino di fabbrica dal menu del lettore o dal menu di avvio.',
        'Il lettore riparte come nuovo',
        READER_RESET,
      ),
    ],
    cost: 'Gratis; un tasto o una batteria in laboratorio 30-60 €.',
    ifNotFixed:
      'Se anche dopo il ripristino di fabbrica resta sulla schermata di avvio, la memoria interna è guasta: l’assistenza del produttore o un laboratorio.',
  },
  {
    id: 'ereader-touch-non-risponde',
    category: 'altri',
    devices: ['ereader'],
    label: 'il touch dell’e-reader non risponde o gira pagina da solo',
    symptoms: [
      'il touch del kobo non risponde in una parte dello schermo',
      'il kindle gira pagina da solo o non sente i tocchi sul bordo',
      'lo schermo del lettore ebook tocca da solo e apre menu a caso',
      'per girare pagina devo premere forte e più volte',
      'il touch dell’ereader funziona solo in alcune zone',
    ],
    problem:
      'Touch dell’e-reader che non risponde o tocca da solo: sui lettori con il touch a infrarossi (cornice rialzata) basta una briciola o un po’ di sporco sul bordo interno a bloccare i raggi; altrimenti pellicola, umidità o il touch danneggiato',
    difficulty: 'beginner',
    estimatedTime: '10-30 minuti',
    warnings: [LITHIUM],
    causes: [
      'Sporco, briciole o un pelucchio lungo il bordo interno della cornice: sui touch a infrarossi bloccano i raggi e il lettore non sente i tocchi in una fascia o ne vede di falsi',
      'Pellicola protettiva o custodia che copre il bordo dello schermo',
      'Umidità o condensa sullo schermo (letto al freddo e poi al caldo)',
      'Touch o schermo danneggiati da una pressione o da una caduta',
    ],
    tells: [
      'se la zona morta è una striscia dritta da un bordo all’altro, allora è lo sporco sul bordo della cornice',
      'se è cominciato mettendo una pellicola o una custodia nuova, allora è quella',
      'se succede dopo averlo portato dal freddo al caldo e passa asciugandolo, allora è l’umidità',
      'se c’è anche una macchia o una crepa sullo schermo, allora è danneggiato',
    ],
    solutions: [
      'Pulisci il bordo interno della cornice tutto intorno con un panno asciutto o uno stuzzicadenti avvolto in un panno',
      'Togli pellicola e custodia e prova di nuovo',
      'Asciugalo e lascialo a temperatura ambiente un’ora prima di usarlo',
      'Fai un riavvio forzato; se la zona resta morta, il touch va riparato',
    ],
    tools: [T.stuzzicadenti, T.spazzolino, T.alcool],
    steps: [
      step('Spegni il lettore e togli custodia e pellicola.', 'Lo schermo e il bordo sono liberi'),
      step(
        'Passa uno stuzzicadenti avvolto in un panno lungo il bordo interno della cornice, su tutti e quattro i lati, e soffia via le briciole.',
        'Il bordo è pulito',
      ),
      step(
        'Pulisci lo schermo con un panno in microfibra appena inumidito di alcool, senza premere.',
        'Niente aloni né gocce',
      ),
      step(
        'Riaccendilo e tocca ogni zona dello schermo (per esempio aprendo il menu e girando pagina).',
        'Risponde dappertutto e non tocca da solo',
      ),
    ],
    cost: 'Gratis; un touch o un display di ricambio 30-80 €.',
    ifNotFixed:
      'Se dopo la pulizia una zona resta morta o tocca da sola, il touch o il display sono danneggiati: assistenza o laboratorio.',
  },
];
