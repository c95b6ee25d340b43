import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { UNPLUG } from './warnings.ts';

/** Inside a printer: the parts a hand must not force. */
const PRINTER_INSIDE =
  'Non forzare il carrello e non toccare la pellicola trasparente a strisce (encoder) né i contatti delle cartucce: si rovinano con le dita.';
/** A laser printer's fuser stays hot long after printing. */
const FUSER_HOT =
  'Nelle stampanti laser il fusore (il rullo in fondo, da dove esce il foglio) scotta: aspetta 15-20 minuti da spenta prima di metterci le mani.';

/**
 * Printers (issue 24, round 16): members asked about them and were told the assistant had no guide; in the
 * real reports they come back in the computer group (a pen or a piece of foam in the paper path, paper that is
 * no longer picked up). The entries are the faults repairers see most on home inkjets and lasers: a jam or a
 * foreign object in the paper path, paper not picked up, faded or streaked prints, a printer the computer no
 * longer finds, a cartridge it does not accept. Written from repair practice, not from any one report.
 */
export const RICERCA11_STAMPANTE: KnowledgeEntry[] = [
  {
    id: 'stampante-carta-inceppata',
    category: 'computer',
    devices: ['stampante'],
    label: 'la carta si inceppa o dice inceppamento anche senza fogli dentro',
    symptoms: [
      'la stampante dice carta inceppata ma dentro non c’è nessun foglio',
      'la stampante si inceppa sempre a metà foglio',
      'mi segnala inceppamento carta di continuo e il foglio esce accartocciato',
      'dentro la stampante sento qualcosa che blocca, la carta non passa',
      'è caduto qualcosa dentro la stampante e adesso si inceppa',
      'la stampante si blocca con errore di inceppamento appena prende il foglio',
      'per quanto pulisca i rulli si inceppa ogni volta che provo a stampare',
    ],
    patterns: ['paper jam', 'carta inceppata', 'inceppamento carta'],
    problem:
      'Carta inceppata: un pezzo di foglio strappato o un oggetto caduto dentro (graffetta, penna, tappo) blocca il percorso della carta',
    difficulty: 'beginner',
    estimatedTime: '15-30 minuti',
    warnings: [UNPLUG, FUSER_HOT, PRINTER_INSIDE],
    causes: [
      'Un pezzetto di foglio strappato rimasto nel percorso della carta dopo un inceppamento tolto male',
      'Un oggetto caduto nel vassoio o nella fessura d’ingresso (graffetta, penna, tappo, un gommino, un elastico per capelli) che ferma il foglio o il sensore della carta',
      'Rulli di trascinamento consumati o sporchi che prendono il foglio storto o due fogli insieme',
      'Carta non adatta: umida, arricciata, troppo spessa o il vassoio troppo pieno',
    ],
    tells: [
      'se l’inceppamento arriva sempre nello stesso punto e guardando con la torcia vedi un lembo bianco, allora è un pezzo di foglio rimasto',
      'se dentro senti qualcosa che sbatte o vedi un oggetto colorato, allora è un corpo estraneo',
      'se i fogli entrano storti o ne passano due alla volta, allora sono i rulli',
      'se con una risma nuova e asciutta non si inceppa più, allora era la carta',
    ],
    solutions: [
      'Spegni, stacca la spina e togli la carta tirandola piano nel verso in cui esce, senza strapparla',
      'Apri lo sportello posteriore e quello delle cartucce e cerca con la torcia pezzi di carta o oggetti, poi toglili con le pinzette',
      'Pulisci i rulli di gomma con un panno appena inumidito d’acqua o alcool',
      'Usa carta asciutta e non riempire il vassoio oltre il segno',
    ],
    tools: [T.torcia, T.pinzette, T.alcool, T.cacciaviti],
    steps: [
      step(
        'Spegni la stampante e stacca la spina; se è laser aspetta che il fusore si raffreddi.',
        'La stampante è spenta e fredda',
      ),
      step(
        'Togli il vassoio della carta e apri tutti gli sportelli (anteriore, posteriore, cartucce o toner).',
        'Vedi il percorso della carta',
      ),
      step(
        'Con la torcia guarda lungo tutto il percorso, anche sotto il carrello e nella fessura d’ingresso.',
        'Trovi un pezzo di carta o un oggetto, oppure il percorso è pulito',
      ),
      step(
        'Togli con le pinzette ogni pezzo di carta o oggetto, tirando nel verso in cui esce la carta.',
        'Il percorso è libero',
        'Non tirare con forza un foglio incastrato nel fusore o sotto il carrello: rischi di strapparlo e lasciarne un pezzo dentro',
      ),
      step(
        'Pulisci i rulli di gomma grigi con un panno appena inumidito d’alcool e lasciali asciugare.',
        'I rulli non sono più lucidi',
      ),
      step(
        'Rimetti 20-30 fogli asciutti con le guide accostate, riaccendi e stampa una pagina di prova.',
        'Il foglio passa senza inceppamenti',
      ),
    ],
    cost: 'Gratis; un kit di rulli 10-30 €.',
    ifNotFixed:
      'Se segnala inceppamento con il percorso libero, è il sensore della carta bloccato o sporco: un laboratorio o l’assistenza del produttore.',
  },
  {
    id: 'stampante-non-prende-carta',
    category: 'computer',
    devices: ['stampante'],
    label: 'la stampante non prende la carta dal vassoio',
    symptoms: [
      'la stampante non prende il foglio, fa rumore ma la carta resta ferma',
      'non tira dentro la carta, dice di caricare la carta ma il vassoio è pieno',
      'la carta non entra, i rulli girano a vuoto',
      'prende la carta solo se spingo il foglio con la mano',
      'la stampante non carica i fogli dal cassetto',
    ],
    patterns: ['out of paper', 'caricare la carta', 'manca carta'],
    problem:
      'La stampante non prende la carta: rulli di presa lucidi o sporchi, carta caricata male o un oggetto nel vassoio',
    difficulty: 'beginner',
    estimatedTime: '15-30 minuti',
    warnings: [UNPLUG, PRINTER_INSIDE],
    causes: [
      'Rulli di presa (la gomma che tira il foglio) lucidi o sporchi di polvere di carta: scivolano sul foglio',
      'Carta caricata male: guide troppo strette o larghe, risma troppo alta o fogli incollati dall’umidità',
      'Un oggetto o un pezzo di carta nel vassoio o nella fessura che ferma il foglio',
      'Rulli consumati o crepati dagli anni, o la frizione del rullo che non lo fa più girare',
    ],
    tells: [
      'se i rulli girano ma il foglio resta fermo e la gomma è liscia e lucida, allora sono i rulli sporchi',
      'se con pochi fogli smazzati e le guide accostate la prende, allora era la carta caricata male',
      'se il foglio parte e si ferma subito contro qualcosa, allora c’è un oggetto nel vassoio',
      'se dopo la pulizia continua a slittare e la gomma è crepata, allora i rulli sono da cambiare',
    ],
    solutions: [
      'Pulisci i rulli di presa con un panno che non lascia peli appena inumidito d’acqua o alcool',
      'Smazza la carta, mettine 20-30 fogli e accosta le guide senza stringerle',
      'Guarda nel vassoio e nella fessura con la torcia e togli ciò che blocca',
      'Se i rulli sono consumati, sostituiscili (kit rulli del modello)',
    ],
    tools: [T.alcool, T.torcia, T.pinzette, T.cacciaviti],
    steps: [
      step('Spegni la stampante, stacca la spina e togli il vassoio della carta.', 'Vedi i rulli di presa'),
      step(
        'Con la torcia cerca nella fessura e nel vassoio pezzi di carta o oggetti, e toglili.',
        'Il vassoio e la fessura sono liberi',
      ),
      step(
        'Strofina i rulli di gomma con un panno inumidito d’alcool, girandoli con un dito per pulirli tutti intorno.',
        'Il panno si sporca di grigio e la gomma torna opaca',
      ),
      step(
        'Smazza 20-30 fogli asciutti, mettili nel vassoio e accosta le guide senza piegarli.',
        'La carta è dritta e libera',
      ),
      step('Riaccendi e stampa una pagina di prova.', 'La stampante prende il foglio'),
    ],
    cost: 'Gratis; un kit di rulli 10-30 €.',
    ifNotFixed:
      'Se i rulli puliti non girano affatto, è la frizione o il motorino del rullo: un laboratorio; su una stampante economica spesso conviene cambiarla.',
  },
  {
    id: 'stampante-stampa-male',
    category: 'computer',
    devices: ['stampante'],
    label: 'stampa sbiadita, a righe o senza un colore',
    symptoms: [
      'la stampante stampa a righe bianche orizzontali',
      'manca un colore, il nero esce bene ma il giallo no',
      'la stampa è sbiadita anche con le cartucce nuove',
      'la stampante esce pagine bianche anche se l’inchiostro c’è',
      'dopo mesi ferma la stampante stampa tutta a strisce',
      'i fogli escono con righe e macchie ripetute',
    ],
    problem:
      'Stampa sbiadita, a righe o senza un colore: ugelli della testina otturati dall’inchiostro secco, cartuccia vuota o secca, o (nelle laser) toner scarico o tamburo rigato',
    difficulty: 'beginner',
    estimatedTime: '15 minuti - 1 ora',
    warnings: [PRINTER_INSIDE],
    causes: [
      'Ugelli della testina otturati dall’inchiostro seccato, tipico dopo settimane senza stampare',
      'Cartuccia vuota, secca o con il nastro di protezione ancora sugli ugelli',
      'Nelle laser: toner quasi finito o tamburo (unità immagine) rigato, che lascia righe o macchie ripetute',
      'Striscia dell’encoder sporca d’inchiostro: il carrello perde il passo e la stampa esce a righe storte',
    ],
    tells: [
      'se la pagina di controllo degli ugelli ha linee interrotte, allora sono gli ugelli otturati',
      'se la cartuccia è nuova e non stampa nulla di quel colore, allora controlla il nastro di protezione',
      'se è una laser e le macchie si ripetono alla stessa distanza lungo il foglio, allora è il tamburo',
      'se le righe sono storte o la stampa è spostata a tratti, allora è l’encoder sporco',
    ],
    solutions: [
      'Stampa la verifica degli ugelli e lancia la pulizia della testina dal menu o dal programma della stampante, al massimo 2-3 volte di seguito',
      'Lascia riposare la stampante qualche ora dopo le pulizie e riprova la verifica degli ugelli',
      'Sostituisci la cartuccia vuota o secca, togliendo il nastro di protezione',
      'Nelle laser agita il toner o sostituisci toner e tamburo',
    ],
    tools: [T.alcool, T.stuzzicadenti, T.guanti],
    steps: [
      step(
        'Dal menu della stampante o dal suo programma sul computer stampa la verifica degli ugelli.',
        'Vedi quali colori hanno linee interrotte',
      ),
      step(
        'Lancia la pulizia della testina una volta, poi stampa di nuovo la verifica.',
        'Le linee sono più complete',
      ),
      step(
        'Se migliora ma non basta, ripeti la pulizia al massimo altre due volte, poi lasciala riposare qualche ora.',
        'Le linee tornano intere',
        'Ogni pulizia consuma inchiostro: non farne dieci di seguito',
      ),
      step(
        'Se un colore non esce per niente, togli la cartuccia e controlla che non ci sia ancora il nastro sugli ugelli; se è vecchia o vuota, cambiala.',
        'Il colore torna nella verifica',
      ),
      step(
        'Nelle laser con righe o macchie ripetute, togli il toner, agitalo piano e guarda il tamburo verde o blu: se è rigato, va cambiato.',
        'Le pagine escono pulite',
      ),
    ],
    cost: 'Gratis la pulizia; una cartuccia 10-40 €; toner o tamburo 30-100 €.',
    ifNotFixed:
      'Se dopo le pulizie e una cartuccia nuova un colore resta assente, la testina è bruciata o secca del tutto: nelle stampanti con testina fissa si cambia la testina (spesso costa quasi come la stampante).',
  },
  {
    id: 'stampante-non-rilevata',
    category: 'computer',
    // The computer's side of the fault too: "il pc non trova la stampante" names the computer first.
    devices: ['stampante', 'laptop', 'desktop'],
    label: 'il computer non trova la stampante o dice che è offline',
    symptoms: [
      'il computer dice che la stampante è offline ma è accesa',
      'la stampante wifi non viene più trovata dal pc',
      'i documenti restano in coda e non stampa niente',
      'dopo aver cambiato il router la stampante non stampa più',
      'il portatile non vede la stampante collegata con il cavo usb',
    ],
    problem:
      'Il computer non trova la stampante o la dà offline: Wi-Fi cambiato, coda di stampa bloccata, cavo o driver',
    difficulty: 'beginner',
    estimatedTime: '15-30 minuti',
    warnings: [
      'Scarica il driver solo dal sito del produttore della stampante: i siti di driver «universali» installano spesso programmi indesiderati.',
    ],
    causes: [
      'La stampante non è più sulla rete: router nuovo, password del Wi-Fi cambiata o indirizzo della stampante cambiato',
      'Coda di stampa bloccata da un documento che non parte',
      'Cavo USB o porta difettosi, o collegata a un hub che non regge',
      'Driver o stampante aggiunta due volte (una copia «offline» impostata come predefinita)',
    ],
    tells: [
      'se la spia del Wi-Fi della stampante è spenta o lampeggia, allora non è collegata alla rete',
      'se nella coda c’è un documento fermo in errore, allora è la coda bloccata',
      'se con un altro cavo o un’altra porta USB la trova, allora era il cavo',
      'se nelle stampanti ne vedi due con lo stesso nome, allora stai usando la copia sbagliata',
    ],
    solutions: [
      'Ricollega la stampante al Wi-Fi dal suo menu o con il tasto WPS del router',
      'Annulla tutti i documenti nella coda di stampa e riavvia computer e stampante',
      'Prova un altro cavo USB e una porta direttamente sul computer',
      'Rimuovi la stampante dal computer e aggiungila di nuovo con il driver del produttore',
    ],
    tools: [T.cavoUsb],
    steps: [
      step(
        'Spegni e riaccendi la stampante e il router, poi guarda la spia del Wi-Fi o la schermata di rete della stampante.',
        'La stampante risulta collegata alla rete',
      ),
      step(
        'Se non è collegata, dal menu Wi-Fi della stampante scegli la rete e inserisci la password (o usa il tasto WPS del router).',
        'La spia del Wi-Fi resta accesa fissa',
      ),
      step(
        'Sul computer apri la coda di stampa, annulla tutti i documenti e riavvia il computer.',
        'La coda è vuota',
      ),
      step(
        'Nelle impostazioni delle stampanti rimuovi la stampante (e le sue copie) e aggiungila di nuovo.',
        'La stampante compare pronta',
      ),
      step('Stampa una pagina di prova.', 'La pagina esce'),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se con il cavo USB e il driver nuovo non la trova nessun computer, la scheda della stampante è guasta: l’assistenza del produttore.',
  },
  {
    id: 'stampante-cartuccia-non-riconosciuta',
    category: 'computer',
    devices: ['stampante'],
    label: 'la stampante non riconosce la cartuccia',
    symptoms: [
      'la stampante non riconosce la cartuccia nuova',
      'dice cartuccia non compatibile o mancante anche se l’ho appena messa',
      'errore cartuccia, la spia dell’inchiostro lampeggia',
      'con le cartucce compatibili non stampa più dopo l’aggiornamento',
    ],
    patterns: ['cartuccia non riconosciuta', 'cartuccia non compatibile', 'cartridge error'],
    problem:
      'La stampante non riconosce la cartuccia: contatti sporchi, cartuccia non inserita fino in fondo, o un aggiornamento che blocca le compatibili',
    difficulty: 'beginner',
    estimatedTime: '10-20 minuti',
    warnings: [PRINTER_INSIDE],
    causes: [
      'Cartuccia non inserita fino allo scatto o con il nastro di protezione ancora attaccato',
      'Contatti dorati della cartuccia o del carrello sporchi d’inchiostro o ossidati',
      'Un aggiornamento del firmware che rifiuta le cartucce compatibili o ricaricate',
      'Chip della cartuccia guasto (succede con le compatibili)',
    ],
    tells: [
      'se togliendola e rimettendola con un clic deciso la riconosce, allora non era inserita bene',
      'se i contatti dorati sono macchiati, allora sono i contatti sporchi',
      'se il problema è comparso subito dopo un aggiornamento e solo con le compatibili, allora è il firmware',
      'se un’altra cartuccia dello stesso tipo va, allora è il chip di quella cartuccia',
    ],
    solutions: [
      'Togli la cartuccia, verifica che il nastro sia tolto e reinseriscila fino allo scatto',
      'Pulisci i contatti dorati della cartuccia e del carrello con un cotton fioc appena inumidito d’alcool, poi lascia asciugare',
      'Con le compatibili bloccate da un aggiornamento, usa cartucce originali o chiedi al venditore delle compatibili chip aggiornati',
      'Cambia la cartuccia difettosa (le compatibili sono in garanzia dal venditore)',
    ],
    tools: [T.alcool, T.stuzzicadenti],
    steps: [
      step(
        'Con la stampante accesa apri lo sportello: il carrello si sposta al centro. Togli la cartuccia segnalata.',
        'Hai la cartuccia in mano',
      ),
      step(
        'Controlla che non ci sia più il nastro arancione o trasparente sugli ugelli e sui contatti.',
        'I contatti dorati sono scoperti',
      ),
      step(
        'Pulisci i contatti dorati della cartuccia e quelli del carrello con un cotton fioc appena inumidito d’alcool e lascia asciugare un minuto.',
        'I contatti sono lucidi e asciutti',
        'Non toccare gli ugelli della cartuccia con le dita',
      ),
      step(
        'Reinserisci la cartuccia e spingi finché senti lo scatto, poi chiudi lo sportello.',
        'La stampante la riconosce',
      ),
    ],
    cost: 'Gratis; una cartuccia nuova 10-40 €.',
    ifNotFixed:
      'Se nessuna cartuccia viene riconosciuta, nemmeno originale, sono i contatti del carrello o la scheda: l’assistenza del produttore.',
  },
  {
    // Batch 16 (issue 24, round 19): an Epson "completely dead", every light blinking, was its waste-ink counter.
    id: 'stampante-tamponi-pieni',
    category: 'computer',
    devices: ['stampante'],
    label: 'tutte le spie lampeggiano e non stampa più: tamponi dell’inchiostro pieni',
    symptoms: [
      'tutte le spie della stampante lampeggiano insieme e non stampa più niente',
      'la epson lampeggia con tutte le luci e sembra morta, il programma non comunica',
      'la stampante dice che alcune parti interne sono arrivate a fine vita',
      'la canon dà errore 5b00 e non stampa',
      'la stampante dice che l’assorbitore d’inchiostro è pieno',
      'le spie lampeggiano alternate e la stampante si blocca all’accensione',
    ],
    patterns: [
      '5b00',
      '5b01',
      'p07',
      'assorbitore di inchiostro',
      'assorbitore d inchiostro',
      'tampone di inchiostro',
      'tamponi di inchiostro',
      'waste ink',
      'fine della vita utile',
      'parti interne della stampante',
    ],
    problem:
      'Stampante bloccata con tutte le spie che lampeggiano: i tamponi che raccolgono l’inchiostro di scarto sono pieni (o il loro contatore è arrivato al limite)',
    difficulty: 'intermediate',
    estimatedTime: '30-60 minuti',
    warnings: [
      UNPLUG,
      'I tamponi pieni sono zuppi d’inchiostro: se azzeri solo il contatore senza cambiarli o senza un serbatoio esterno, l’inchiostro può traboccare sul tavolo.',
    ],
    causes: [
      'Contatore dei tamponi dell’inchiostro di scarto (waste ink) arrivato al limite: la stampante si blocca apposta, anche se i tamponi hanno ancora spazio',
      'Tamponi davvero pieni d’inchiostro dopo anni di pulizie della testina',
      'Un blocco della scheda o un carrello fermo (foglio o oggetto incastrato) che la stampante segnala con le spie lampeggianti',
    ],
    tells: [
      'se tutte le spie lampeggiano insieme o il software parla di parti interne a fine vita o di assorbitore pieno, allora è il contatore dei tamponi: si azzera con la procedura o il programma del produttore',
      'se sotto la stampante o dietro si vede inchiostro, allora i tamponi sono proprio pieni e vanno cambiati',
      'se lampeggia solo la spia della carta e il carrello non si muove, allora c’è un foglio o un oggetto che lo blocca',
    ],
    solutions: [
      'Azzera il contatore dei tamponi con la procedura di servizio o il programma del produttore (per le Epson e le Canon esistono procedure dei centri assistenza)',
      'Cambia i tamponi o monta un serbatoio esterno per l’inchiostro di scarto prima di azzerare',
      'Togli fogli o oggetti che bloccano il carrello',
    ],
    tools: [T.cacciaviti, T.guanti, T.torcia],
    steps: [
      step(
        'Spegni, stacca la spina e controlla che nessun foglio o oggetto blocchi il carrello.',
        'Il carrello scorre libero a mano',
      ),
      step(
        'Riaccendi e leggi il messaggio sul computer o il codice sul display (fine vita, assorbitore pieno, 5B00).',
        'Sai se è il contatore dei tamponi',
      ),
      step(
        'Guarda sotto e dietro la stampante se c’è inchiostro: se sì, i tamponi sono pieni e vanno cambiati.',
        'Sai se i tamponi sono davvero pieni',
        'L’inchiostro macchia in modo permanente: usa guanti e carta di giornale',
      ),
      step(
        'Azzera il contatore con la procedura di servizio del tuo modello (o falla fare a un centro assistenza).',
        'Le spie smettono di lampeggiare e la stampante stampa una pagina di prova',
      ),
    ],
    cost: 'Gratis l’azzeramento; tamponi o serbatoio esterno 5-20 €; in assistenza 20-40 €.',
    ifNotFixed:
      'Se dopo l’azzeramento le spie lampeggiano ancora con il carrello libero, è la scheda della stampante: di solito conviene una stampante nuova.',
  },
];
