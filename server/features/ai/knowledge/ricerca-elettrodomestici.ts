import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';

const UNPLUG =
  'Stacca la spina (o l’interruttore sul quadro, se è collegato fisso) prima di ogni intervento.';
const UNPLUG_WATER = 'Stacca la spina e chiudi il rubinetto dell’acqua prima di ogni intervento.';
const GAS_CLOSED =
  'Chiudi il rubinetto del gas prima di smontare il piano; se senti odore di gas non accendere nulla, apri le finestre e chiama il pronto intervento gas.';
const GAS_PIPES = 'Non forare né piegare i tubi del circuito frigorifero: contengono gas refrigerante.';
const HOT = 'Aspetta che l’apparecchio sia freddo: vetri, resistenze e acqua possono ustionare.';
const GLASS_HOB = 'Se il vetro del piano è crepato non usarlo più: stacca la corrente e fallo sostituire.';
const CAPACITOR =
  'Il condensatore del compressore può restare carico: non toccarne i morsetti e, se non sai scaricarlo, chiama un tecnico.';
const TESTER = 'Se non sai usare un multimetro sui 230 V, chiama un tecnico.';

/**
 * Household-appliance faults that the frequency research of issue 24 (docs/ai-coverage-research.md)
 * found reported and confirmed often, and that the older files did not cover: the gas and induction hob,
 * the fridge's start relay, timers that stop, ovens' doors, lukewarm coffee.
 */
export const RICERCA_ELETTRODOMESTICI: KnowledgeEntry[] = [
  {
    id: 'piano-gas-non-si-accende',
    category: 'elettrodomestici',
    devices: ['piano'],
    label: 'un fornello non si accende: niente scintilla',
    symptoms: [
      'un fornello del piano cottura non si accende, esce il gas ma non fa la scintilla',
      'giro la manopola e sento il gas ma il fuoco non parte, devo usare l’accendino',
      'la candeletta di un bruciatore non fa più la scintilla, le altre sì',
      'nessun fornello fa più tic tic, l’accensione elettrica non va proprio',
      'i fornelli si accendono solo con i fiammiferi da quando ho lavato il piano',
      'premo la manopola e non scocca la scintilla sul fuoco grande',
    ],
    patterns: ['candeletta', 'non fa la scintilla', 'non scocca', 'accensione elettrica'],
    problem:
      'Accensione elettrica del piano cottura a gas che non fa la scintilla su uno o tutti i bruciatori',
    difficulty: 'intermediate',
    estimatedTime: '10-60 minuti',
    warnings: [GAS_CLOSED, UNPLUG],
    causes: [
      'Candeletta sporca di grasso o bagnata dopo la pulizia, o spartifiamma non appoggiato bene',
      'Candeletta crepata o con il cavo interrotto',
      'Generatore di scintille (piezo) guasto o senza corrente',
      'Microinterruttore della manopola ossidato',
    ],
    tells: [
      'se il piano è stato lavato da poco o c’è stato un trabocco, allora è la candeletta bagnata o sporca',
      'se un solo fuoco non scintilla e la ceramica è crepata, allora è quella candeletta',
      'se nessun fuoco scintilla, allora è il generatore o la spina del piano',
      'se tutti scintillano solo girando certe manopole, allora è il microinterruttore di quella manopola',
    ],
    solutions: [
      'Asciuga e pulisci la candeletta con alcool, rimetti bene spartifiamma e coperchietto',
      'Sostituisci la candeletta crepata',
      'Controlla la spina e sostituisci il generatore di scintille',
    ],
    tools: [T.alcool, T.spazzolino, T.candeletta, T.multimetro, T.cacciavitiGrandi],
    steps: [
      step(
        'Controlla che la spina del piano sia inserita e che la presa abbia corrente.',
        'Se nessun fuoco scintilla, spesso è solo la corrente',
      ),
      step(
        'A piano freddo togli griglia, coperchietto e spartifiamma e asciuga la zona della candeletta con un phon tiepido.',
        'La candeletta è asciutta',
        HOT,
      ),
      step(
        'Pulisci la punta della candeletta con uno spazzolino e alcool e rimetti lo spartifiamma ben centrato.',
        'La scintilla torna sul bruciatore',
      ),
      step(
        'Se la ceramica è crepata, chiudi il gas, stacca la spina, solleva il piano e sostituisci la candeletta.',
        'Il fuoco si accende al primo clic',
        GAS_CLOSED,
      ),
      step(
        'Se nessuna candeletta scintilla, sostituisci il generatore di scintille sotto il piano.',
        'Tutti i fuochi scintillano',
        UNPLUG,
      ),
    ],
    cost: 'Gratis se era sporca o bagnata; candeletta 5-15 €; generatore 15-30 €; tecnico 60-100 €.',
    ifNotFixed:
      'Se il gas esce ma non si accende neanche con l’accendino, gli ugelli sono intasati: chiama un tecnico del gas.',
  },
  {
    id: 'piano-gas-scintille-continue',
    category: 'elettrodomestici',
    devices: ['piano'],
    label: 'i fornelli fanno tic tic di continuo',
    symptoms: [
      'il piano cottura fa tic tic tic di continuo anche a fuoco acceso',
      'i fornelli continuano a scintillare da soli anche spenti',
      'dopo aver lavato il piano il tic tic dell’accensione non si ferma più',
      'è traboccata la pasta e ora la scintilla scatta sempre',
      'il ticchettio dell’accensione parte da solo e non smette',
    ],
    patterns: ['scintilla continua', 'scintilla sempre'],
    problem:
      'Accensione dei fornelli che scintilla di continuo: umidità sulle candelette o manopola bloccata',
    difficulty: 'beginner',
    estimatedTime: '10-60 minuti',
    warnings: [GAS_CLOSED, UNPLUG],
    causes: [
      'Acqua o liquido traboccato sotto i bruciatori e sulle candelette',
      'Microinterruttore di una manopola bagnato o bloccato',
      'Candeletta sporca che scarica di lato',
    ],
    tells: [
      'se è iniziato dopo un lavaggio o un trabocco, allora è l’umidità: di solito passa asciugando',
      'se il tic tic si ferma staccando una manopola, allora è il suo microinterruttore',
      'se scintilla fuori dal bruciatore verso il metallo, allora è la candeletta sporca',
    ],
    solutions: [
      'Stacca la spina del piano e lascialo asciugare qualche ora',
      'Asciuga le candelette e sotto le manopole con un phon tiepido',
      'Sostituisci il microinterruttore della manopola bloccata',
    ],
    tools: [T.alcool, T.spazzolino, T.microinterruttore, T.cacciavitiGrandi],
    steps: [
      step('Stacca la spina del piano cottura per fermare il ticchettio.', 'Il rumore si ferma'),
      step(
        'Togli manopole, griglie e spartifiamma e asciuga tutto con un phon tiepido; lascia asciugare qualche ora.',
        'Ricollegato, il piano non scintilla più da solo',
      ),
      step(
        'Se continua, sfila una manopola alla volta e premi il perno: trova quella che blocca il ticchettio.',
        'Sai qual è il microinterruttore difettoso',
      ),
      step(
        'Chiudi il gas, solleva il piano e sostituisci il microinterruttore di quella manopola.',
        'La scintilla parte solo premendo',
        GAS_CLOSED,
      ),
    ],
    cost: 'Gratis se era umidità; microinterruttore 5-15 €; tecnico 60-100 €.',
    ifNotFixed:
      'Se scintilla ancora con tutti i micro asciutti, è il generatore di scintille: sostituiscilo.',
  },
  {
    id: 'piano-gas-fiamma-irregolare',
    category: 'elettrodomestici',
    devices: ['piano'],
    label: 'la fiamma è gialla, bassa o esce solo da un lato',
    symptoms: [
      'la fiamma del fornello è gialla e annerisce le pentole',
      'il fuoco esce solo da una parte del bruciatore',
      'la fiamma fa puff e si stacca, è bassa anche al massimo',
      'dopo aver pulito il piano il fuoco è tutto storto',
    ],
    patterns: ['fiamma gialla', 'fiamma storta', 'fiamma bassa'],
    problem: 'Fiamma irregolare del piano a gas: spartifiamma messo male o fori intasati',
    difficulty: 'beginner',
    estimatedTime: '15-30 minuti',
    warnings: [
      GAS_CLOSED,
      'Una fiamma gialla produce monossido di carbonio: aerare la cucina e non usare il fuoco finché non è blu.',
    ],
    causes: [
      'Spartifiamma o coperchietto non appoggiati bene dopo la pulizia',
      'Fori dello spartifiamma o ugello intasati da sporco e calcare',
      'Ugelli non adatti al gas usato (metano o GPL)',
    ],
    tells: [
      'se è cambiato dopo la pulizia, allora è lo spartifiamma messo storto',
      'se alcuni fori non fanno fiamma, allora sono intasati',
      'se la fiamma è gialla su tutti i fuochi dopo un cambio di bombola o un trasloco, allora sono gli ugelli sbagliati',
    ],
    solutions: [
      'Rimetti spartifiamma e coperchietto nella loro sede',
      'Lava lo spartifiamma e libera i fori',
      'Fai cambiare gli ugelli da un tecnico abilitato',
    ],
    tools: [T.spazzolino, T.stuzzicadenti, T.decalcificante],
    steps: [
      step(
        'A fuochi spenti e freddi, togli spartifiamma e coperchietto e rimettili ruotandoli finché scendono nella sede.',
        'La fiamma torna blu e regolare',
        HOT,
      ),
      step(
        'Lava lo spartifiamma con acqua calda e sgrassatore, libera i fori con uno stuzzicadenti e asciugalo bene.',
        'Tutti i fori fanno la fiamma',
      ),
      step(
        'Se la fiamma resta gialla dopo un cambio di gas, fai sostituire gli ugelli a un tecnico abilitato.',
        'La fiamma è blu su ogni fuoco',
        GAS_CLOSED,
      ),
      step(
        'Riaccendi un fuoco alla volta e guarda la fiamma: deve essere blu, con la punta ferma, tutto intorno.',
        'Fiamma regolare su ogni bruciatore',
      ),
    ],
    cost: 'Gratis se era lo spartifiamma; spartifiamma nuovo 10-25 €; cambio ugelli 50-90 €.',
    ifNotFixed:
      'Se la fiamma resta irregolare, chiama un tecnico del gas: non usare un fornello che annerisce.',
  },
  {
    id: 'piano-induzione-pentola',
    category: 'elettrodomestici',
    devices: ['piano'],
    label: 'l’induzione non riconosce la pentola',
    symptoms: [
      'il piano a induzione non scalda, il simbolo della pentola lampeggia',
      'metto la padella sulla piastra a induzione e non la riconosce',
      'una zona dell’induzione non riconosce più le pentole, le altre sì',
      'la piastra a induzione fa bip e si spegne dopo pochi secondi',
      'sul display dell’induzione compare la u lampeggiante',
    ],
    patterns: ['simbolo della pentola', 'u lampeggiante', 'nessuna pentola', 'pentola non rilevata'],
    problem: 'Piano a induzione che non rileva la pentola: fondo non magnetico, troppo piccolo o zona guasta',
    difficulty: 'beginner',
    estimatedTime: '5-30 minuti',
    warnings: [UNPLUG, GLASS_HOB],
    causes: [
      'Pentola non adatta all’induzione (alluminio, rame, vetro) o con il fondo deformato',
      'Pentola più piccola della zona o non centrata',
      'Bobina o scheda di potenza di quella zona guasta',
    ],
    tells: [
      'se una calamita non si attacca al fondo, allora la pentola non è adatta',
      'se con una pentola grande e piatta va, allora era la misura o il fondo storto',
      'se con nessuna pentola va quella sola zona, allora è la bobina o la scheda',
    ],
    solutions: [
      'Usa pentole con il fondo magnetico (prova della calamita) o un disco adattatore',
      'Centra la pentola sulla zona della misura giusta',
      'Fai sostituire la bobina o la scheda di potenza',
    ],
    tools: [T.multimetro, T.cacciavitiGrandi],
    steps: [
      step(
        'Avvicina una calamita al fondo della pentola.',
        'Se non si attacca, la pentola non va bene per l’induzione',
      ),
      step('Prova con una pentola magnetica, piatta e grande quanto il cerchio disegnato.', 'La zona parte'),
      step(
        'Stacca la corrente dal quadro per 15 minuti e riaccendi.',
        'Un errore passeggero della scheda si cancella',
        UNPLUG,
      ),
      step(
        'Se una zona resta muta con ogni pentola, annota il codice sul display e chiama l’assistenza.',
        'Il tecnico sa quale bobina o scheda cambiare',
      ),
    ],
    cost: 'Gratis se era la pentola; disco adattatore 15-25 €; scheda o bobina 80-200 € con il tecnico.',
    ifNotFixed: 'Se tutte le zone danno errore, la scheda di potenza è guasta: assistenza.',
  },
  {
    id: 'piano-induzione-salta-corrente',
    category: 'elettrodomestici',
    devices: ['piano'],
    label: 'con l’induzione salta la corrente di casa',
    symptoms: [
      'quando accendo due fuochi dell’induzione salta la corrente in tutta casa',
      'col piano a induzione e la lavatrice insieme stacca il contatore',
      'appena metto il booster sull’induzione va via la luce',
      'salta il contatore ogni volta che cucino col piano a induzione',
      'con la piastra a induzione scatta l’interruttore generale',
    ],
    patterns: ['salta il contatore', 'stacca il contatore', '3 kw', 'potenza del contatore'],
    problem: 'Piano a induzione che supera la potenza del contatore (3 kW) o fa scattare l’interruttore',
    difficulty: 'beginner',
    estimatedTime: '10-30 minuti',
    warnings: [
      'Non cambiare da solo interruttori o cavi del quadro: serve un elettricista.',
      'Se scatta il salvavita (differenziale) e non il contatore, c’è una dispersione: non insistere.',
    ],
    causes: [
      'Potenza assorbita oltre quella del contatore (3 kW tipici) con altri elettrodomestici accesi',
      'Limitatore di potenza del piano impostato troppo alto',
      'Interruttore o linea della cucina sottodimensionati',
      'Dispersione verso terra nel piano (liquidi infiltrati, scheda guasta)',
    ],
    tells: [
      'se salta il contatore solo con forno, lavatrice o booster accesi, allora è la potenza',
      'se il manuale permette di limitare la potenza e non è stato fatto, allora è l’impostazione',
      'se scatta l’interruttore della cucina sul quadro, allora è la linea',
      'se scatta il salvavita anche con un fuoco basso, allora è una dispersione del piano',
    ],
    solutions: [
      'Non usare insieme induzione, forno, lavatrice e lavastoviglie',
      'Imposta il limitatore di potenza del piano (spesso 2,8-3 kW) dal menu',
      'Chiedi l’aumento di potenza del contatore a 4,5 o 6 kW',
      'Fai controllare linea e piano da un elettricista',
    ],
    tools: [T.cercafase],
    steps: [
      step(
        'Guarda cosa scatta: il contatore (luce via, display che dice potenza superata) o un interruttore del quadro.',
        'Sai se è la potenza o una dispersione',
      ),
      step(
        'Cucina con gli altri elettrodomestici spenti e senza booster.',
        'Se non salta più, era la potenza',
      ),
      step(
        'Cerca nel manuale la funzione di limitazione della potenza e impostala al valore del contatore.',
        'Il piano non supera più la soglia',
      ),
      step(
        'Se scatta il salvavita, lascialo staccato e chiama un elettricista o l’assistenza.',
        'La dispersione viene trovata',
      ),
    ],
    cost: 'Gratis con il limitatore; aumento di potenza: costo una tantum del gestore più quota fissa in bolletta.',
    ifNotFixed: 'Se salta anche con un fuoco solo e basso, il piano ha un guasto: assistenza.',
  },
  {
    id: 'piano-induzione-tasti-bloccati',
    category: 'elettrodomestici',
    devices: ['piano'],
    label: 'i tasti dell’induzione non rispondono o si spegne con un bip',
    symptoms: [
      'i tasti del piano a induzione non rispondono, c’è un lucchetto acceso',
      'l’induzione si spegne da sola con un bip appena appoggio la mano',
      'il piano a induzione non si accende più, i comandi touch sono morti',
      'se cade acqua sui comandi l’induzione si blocca e suona',
    ],
    patterns: ['induzione bloccata'],
    problem: 'Comandi touch del piano a induzione bloccati: blocco bambini, acqua sui sensori o scheda',
    difficulty: 'beginner',
    estimatedTime: '5-20 minuti',
    warnings: [UNPLUG, GLASS_HOB],
    causes: [
      'Blocco tasti (sicurezza bambini) inserito',
      'Acqua, pentola o panno appoggiati sui comandi touch',
      'Scheda comandi guasta o surriscaldata',
    ],
    tells: [
      'se è acceso il simbolo del lucchetto o della chiave, allora è il blocco tasti',
      'se succede quando c’è acqua o un oggetto sui comandi, allora è la sicurezza dei sensori',
      'se i comandi restano morti anche dopo aver staccato la corrente, allora è la scheda',
    ],
    solutions: [
      'Disattiva il blocco tenendo premuto il tasto con il lucchetto alcuni secondi',
      'Asciuga la zona dei comandi e non appoggiarci niente',
      'Fai sostituire la scheda comandi',
    ],
    tools: [T.multimetro],
    steps: [
      step(
        'Tieni premuto 3-5 secondi il tasto con il lucchetto o la chiave.',
        'Il lucchetto si spegne e i tasti rispondono',
      ),
      step('Asciuga bene la fascia dei comandi e togli pentole o panni appoggiati sopra.', 'Niente più bip'),
      step('Stacca la corrente dal quadro per 15 minuti e riaccendi.', 'La scheda si riavvia', UNPLUG),
      step(
        'Se i comandi restano morti, chiama l’assistenza con il codice del modello.',
        'Il tecnico cambia la scheda',
      ),
    ],
    cost: 'Gratis se era il blocco; scheda comandi 60-150 € più il tecnico.',
    ifNotFixed:
      'Se il piano non dà nessun segno di vita neanche dopo il quadro, controlla la linea con un elettricista.',
  },
  {
    id: 'frigo-rele-avviamento',
    category: 'elettrodomestici',
    devices: ['frigorifero'],
    label: 'il motore fa clic e non parte, poi riprova',
    symptoms: [
      'il motore del frigo fa clic, ronza un secondo e si stacca, poi riprova dopo qualche minuto',
      'dal retro del frigorifero sento un tac ogni tre minuti ma non raffredda',
      'il compressore è caldissimo e non parte, fa solo clic',
      'la luce del frigo si accende ma il motore non parte e ogni tanto scatta',
      'il frigo parte e si stacca di continuo dopo un temporale',
    ],
    patterns: ['klixon', 'rele di avviamento', 'relè di avviamento', 'fa clic e si stacca', 'tac ogni'],
    problem: 'Compressore che non si avvia: relè di avviamento (PTC) o protettore termico (klixon) guasti',
    difficulty: 'intermediate',
    estimatedTime: '30-60 minuti',
    warnings: [UNPLUG, GAS_PIPES, CAPACITOR, TESTER],
    causes: [
      'Relè di avviamento (PTC) guasto: il compressore non riceve lo spunto',
      'Protettore termico (klixon) che stacca per surriscaldamento o è guasto',
      'Condensatore posteriore intasato di polvere o frigo senza aria intorno',
      'Compressore bloccato o in corto',
    ],
    tells: [
      'se agitando il relè staccato si sente un sonaglio, allora il PTC è rotto',
      'se il clic arriva ogni pochi minuti con il compressore rovente, allora stacca il klixon',
      'se la griglia dietro è piena di polvere o il frigo è incassato senza spazio, allora è il calore',
      'se con relè nuovo fa ancora clic e l’avvolgimento misura male, allora è il compressore',
    ],
    solutions: [
      'Pulisci la griglia e lascia 5 cm d’aria dietro e sopra',
      'Sostituisci relè e klixon con un kit adatto al compressore',
      'Se il compressore è bloccato, valuta la sostituzione del frigo',
    ],
    tools: [T.releFrigo, T.multimetro, T.cacciavitiGrandi, T.pennelli, T.guanti],
    steps: [
      step('Stacca la spina e aspetta 10 minuti che il compressore si raffreddi.', undefined, UNPLUG),
      step('Aspira la polvere dalla griglia dietro e dal compressore.', 'L’aria passa libera'),
      step(
        'Togli il coperchio nero sul fianco del compressore e sfila il relè; scuotilo vicino all’orecchio.',
        'Se fa sonaglio, il relè è rotto',
        CAPACITOR,
      ),
      step(
        'Monta un relè e un klixon nuovi adatti alla sigla del compressore, ricollega e accendi.',
        'Il compressore parte e resta acceso',
      ),
      step('Controlla dopo 4-6 ore con un termometro.', 'Frigo sotto i 5 °C'),
    ],
    cost: 'Relè e klixon 10-25 €; tecnico 80-120 €; compressore nuovo 250-400 € (spesso non conviene).',
    ifNotFixed: 'Se con il relè nuovo fa ancora clic, il compressore è bloccato: serve un frigorista.',
  },
  {
    id: 'lavatrice-tempo-fermo',
    category: 'elettrodomestici',
    devices: ['lavatrice'],
    label: 'il tempo resta fermo e il lavaggio non finisce mai',
    symptoms: [
      'la lavatrice resta ferma su 1 minuto e non finisce mai il lavaggio',
      'il display resta bloccato sullo stesso tempo per un’ora',
      'il programma dura il doppio, il conto alla rovescia si ferma',
      'la lavatrice gira per ore e il tempo residuo non scende',
    ],
    patterns: ['ferma su 1 minuto', 'resta su 1 minuto', 'tempo residuo'],
    problem: 'Lavatrice che si ferma sul tempo residuo: aspetta l’acqua calda, lo scarico o il bilanciamento',
    difficulty: 'intermediate',
    estimatedTime: '20-90 minuti',
    warnings: [UNPLUG_WATER, 'Nel filtro resta acqua, anche calda: metti stracci e una bacinella bassa.'],
    causes: [
      'Resistenza o sonda (NTC) guaste: la lavatrice aspetta una temperatura che non arriva',
      'Scarico lento per filtro o tubo intasati',
      'Carico sbilanciato: ritenta la centrifuga all’infinito',
      'Pressostato o suo tubicino sporchi',
    ],
    tells: [
      'se si ferma a metà lavaggio e i panni escono freddi, allora è la resistenza o la sonda',
      'se si ferma a fine ciclo con acqua nel cestello, allora è lo scarico',
      'se si ferma su 1 minuto con un solo capo pesante dentro, allora è il bilanciamento',
      'se carica e scarica a vuoto, allora è il pressostato',
    ],
    solutions: [
      'Pulisci filtro e tubo di scarico',
      'Ridistribuisci il carico o aggiungi capi',
      'Misura e sostituisci resistenza o sonda',
      'Pulisci il tubicino del pressostato',
    ],
    tools: [T.bacinella, T.multimetro, T.resistenza, T.cacciavitiGrandi, T.torcia],
    steps: [
      step(
        'Annota in quale fase si ferma e tocca l’oblò: caldo o freddo.',
        'Sai se aspetta il calore, lo scarico o la centrifuga',
      ),
      step('Pulisci il filtro di scarico in basso sul davanti.', 'L’acqua esce veloce', UNPLUG_WATER),
      step(
        'Prova un programma a 40 °C con un carico misto, non un solo capo pesante.',
        'Il tempo scende regolare',
      ),
      step(
        'Se l’acqua resta fredda, togli il pannello dietro e misura la resistenza (20-30 ohm).',
        'Una resistenza aperta va sostituita',
        UNPLUG_WATER,
      ),
    ],
    cost: 'Gratis se era filtro o carico; resistenza 20-40 €; sonda 10-20 €; tecnico 80-120 €.',
    ifNotFixed: 'Se resistenza e scarico sono buoni, è la scheda: tecnico.',
  },
  {
    id: 'lavatrice-bulloni-trasporto',
    category: 'elettrodomestici',
    devices: ['lavatrice'],
    label: 'lavatrice nuova che salta e cammina in centrifuga',
    symptoms: [
      'la lavatrice nuova appena installata salta in centrifuga',
      'appena installata la lavatrice balla e fa un rumore di ferraglia',
      'la lavatrice cammina sul pavimento durante la centrifuga',
      'dopo il trasloco la lavatrice nuova vibra fortissimo, non ho tolto niente dietro',
    ],
    patterns: ['bulloni di trasporto', 'viti di trasporto', 'blocchi di trasporto'],
    problem: 'Lavatrice che salta in centrifuga: bulloni di trasporto lasciati o piedini non regolati',
    difficulty: 'beginner',
    estimatedTime: '15-30 minuti',
    warnings: [UNPLUG_WATER, 'La lavatrice pesa più di 60 kg: fatti aiutare per spostarla.'],
    causes: [
      'Bulloni di trasporto ancora montati dietro (lavatrice nuova o dopo un trasloco)',
      'Piedini non regolati o pavimento non in piano',
      'Ammortizzatori esauriti o molle staccate',
    ],
    tells: [
      'se la lavatrice è nuova o appena traslocata e dietro ci sono 3-4 viti grosse con distanziali, allora sono i bulloni',
      'se spingendo gli angoli la lavatrice dondola, allora sono i piedini',
      'se il cestello sbatte e scende molto premendolo, allora sono gli ammortizzatori',
    ],
    solutions: [
      'Togli i bulloni di trasporto e chiudi i fori con i tappi',
      'Regola i piedini con la livella e stringi i controdadi',
      'Sostituisci gli ammortizzatori',
    ],
    tools: [T.bussole, T.ammortizzatori, T.cacciavitiGrandi],
    steps: [
      step(
        'Guarda il retro: cerca 3-4 bulloni grossi con distanziali di plastica.',
        'Se ci sono, sono i bulloni di trasporto',
      ),
      step(
        'Svitali con una chiave, sfila i distanziali e metti i tappi di plastica nei fori. Conserva i bulloni per un futuro trasloco.',
        'Il cestello si muove libero',
      ),
      step(
        'Regola i piedini finché la lavatrice non dondola, poi stringi i controdadi.',
        'Ferma sui quattro piedi',
      ),
      step('Fai una centrifuga con un carico medio.', 'Non salta più'),
    ],
    cost: 'Gratis; ammortizzatori 20-40 € se servono.',
    ifNotFixed: 'Se salta ancora senza bulloni e in piano, controlla ammortizzatori e contrappesi.',
  },
  {
    id: 'lavatrice-macchie-panni',
    category: 'elettrodomestici',
    devices: ['lavatrice'],
    label: 'i panni escono con macchie grigie o unte',
    symptoms: [
      'i vestiti escono dalla lavatrice con macchie grigie e unte',
      'sui panni puliti ci sono puntini neri e residui',
      'la lavatrice lascia macchie marroni sulle lenzuola bianche',
      'i panni escono con residui bianchi di detersivo',
    ],
    patterns: ['macchie sui panni', 'macchie grigie'],
    problem: 'Macchie sui panni lavati: residui di ammorbidente e muffa, o grasso del cuscinetto',
    difficulty: 'beginner',
    estimatedTime: '30-120 minuti',
    warnings: [UNPLUG_WATER],
    causes: [
      'Ammorbidente e detersivo accumulati (lavaggi sempre a freddo) che formano grumi grigi e muffa',
      'Troppo detersivo o cassetto sporco (residui bianchi)',
      'Paraolio rotto: il grasso del cuscinetto esce nel cestello (macchie marroni)',
    ],
    tells: [
      'se le macchie sono grigie e unte e si lava sempre a 30-40 °C, allora sono i residui di ammorbidente',
      'se sono polvere bianca, allora è il detersivo',
      'se sono marroni e la centrifuga è rumorosa, allora è il paraolio del cuscinetto',
    ],
    solutions: [
      'Fai un lavaggio a vuoto a 90 °C con anticalcare o percarbonato',
      'Pulisci cassetto, guarnizione e filtro; dosa meno ammorbidente',
      'Sostituisci cuscinetti e paraolio',
    ],
    tools: [T.decalcificante, T.spazzolino, T.bacinella],
    steps: [
      step(
        'Pulisci cassetto del detersivo, guarnizione dell’oblò e filtro di scarico.',
        'Niente grumi neri',
        UNPLUG_WATER,
      ),
      step(
        'Fai un lavaggio a vuoto a 90 °C con un prodotto anticalcare o percarbonato.',
        'Il cestello torna pulito',
      ),
      step('Usa meno ammorbidente e fai un lavaggio caldo al mese.', 'Le macchie non tornano'),
      step(
        'Se le macchie sono marroni e la centrifuga rumoreggia, fai controllare i cuscinetti.',
        'Il tecnico valuta il gruppo vasca',
      ),
    ],
    cost: 'Pulizia 5-10 €; cuscinetti e paraolio 80-200 € con il tecnico.',
    ifNotFixed:
      'Se le macchie di grasso restano, il paraolio perde: valuta la riparazione o una lavatrice nuova.',
  },
  {
    id: 'forno-cerniere-porta',
    category: 'elettrodomestici',
    devices: ['forno'],
    label: 'la porta del forno non chiude o pende',
    symptoms: [
      'la porta del forno non si chiude più bene, resta uno spiraglio',
      'lo sportello del forno pende da un lato e fa uscire il caldo',
      'si è rotta la cerniera del forno e la porta cade',
      'la porta del forno si apre da sola mentre cuoce',
    ],
    patterns: ['cerniera del forno', 'cerniere del forno'],
    problem: 'Cerniere della porta del forno rotte o sganciate: la porta non chiude',
    difficulty: 'intermediate',
    estimatedTime: '20-45 minuti',
    warnings: [
      UNPLUG,
      HOT,
      'Le molle delle cerniere scattano con forza: blocca sempre le levette prima di sfilare la porta.',
    ],
    causes: [
      'Cerniera rotta o molla spezzata',
      'Cerniera uscita dalla sede dopo aver smontato la porta',
      'Guarnizione della porta staccata che tiene aperto lo sportello',
    ],
    tells: [
      'se la porta pende da un lato o cade di colpo, allora è una cerniera rotta',
      'se è successo dopo averla smontata per pulire, allora è rimontata male',
      'se la guarnizione esce dai ganci, allora è la guarnizione',
    ],
    solutions: [
      'Rimonta la porta nelle sedi',
      'Sostituisci entrambe le cerniere',
      'Riaggancia o cambia la guarnizione',
    ],
    tools: [T.cacciavitiGrandi, T.guarnizione, T.guanti],
    steps: [
      step('Apri la porta del tutto e alza le due levette delle cerniere.', 'Le cerniere sono bloccate', HOT),
      step('Chiudi a metà la porta e sfilala tirandola verso di te.', 'La porta è fuori'),
      step(
        'Rimetti le cerniere nelle fessure fino in fondo o montane due nuove dello stesso codice.',
        'La porta si chiude a filo',
      ),
      step('Abbassa le levette e prova ad aprire e chiudere.', 'La porta resta chiusa'),
    ],
    cost: 'Cerniere 15-40 € la coppia; tecnico 60-100 €.',
    ifNotFixed: 'Se la porta non chiude con cerniere nuove, il telaio è deformato: assistenza.',
  },
  {
    id: 'microonde-non-parte-porta',
    category: 'elettrodomestici',
    devices: ['microonde'],
    label: 'il microonde si accende ma non parte quando chiudo la porta',
    symptoms: [
      'il microonde ha il display acceso ma premo start e non parte',
      'il microonde parte solo se spingo forte la porta',
      'chiudo lo sportello del microonde e non si avvia, la luce non si accende',
      'il microonde si ferma da solo se tocco la porta',
    ],
    patterns: ['spingo la porta'],
    problem: 'Microonde che non parte: microinterruttori della porta o ganci consumati',
    difficulty: 'advanced',
    estimatedTime: '30-60 minuti',
    warnings: [
      'PERICOLO: il condensatore dell’alta tensione del microonde resta carico anche a spina staccata e può uccidere.',
      UNPLUG,
    ],
    causes: [
      'Microinterruttori della porta sporchi o guasti',
      'Ganci della porta consumati o rotti',
      'Blocco tasti (sicurezza bambini) inserito',
    ],
    tells: [
      'se parte spingendo la porta, allora sono i microinterruttori o i ganci',
      'se un gancio è spezzato o non scatta, allora è il gancio',
      'se il display mostra un lucchetto, allora è il blocco tasti',
    ],
    solutions: [
      'Disattiva il blocco tasti',
      'Sostituisci i microinterruttori',
      'Sostituisci i ganci della porta',
    ],
    tools: [T.microinterruttore, T.multimetro, T.cacciaviteIsolato],
    steps: [
      step('Tieni premuto il tasto stop o blocco per 3 secondi.', 'Se era il blocco, il lucchetto sparisce'),
      step('Guarda i ganci della porta: devono essere interi e scattare.', 'Sai se è il gancio'),
      step(
        'Se parte solo spingendo, fai sostituire i microinterruttori da un tecnico.',
        'Parte con la porta chiusa normalmente',
        'Non aprire la scocca se non sai scaricare il condensatore dell’alta tensione.',
      ),
      step('Prova con un bicchiere d’acqua per un minuto.', 'Parte a porta chiusa e l’acqua si scalda'),
    ],
    cost: 'Microinterruttori 5-15 €; tecnico 50-90 €.',
    ifNotFixed: 'Se con micro nuovi non parte, controlla il fusibile: vedi "microonde completamente spento".',
  },
  {
    id: 'caffe-esce-freddo',
    category: 'elettrodomestici',
    devices: ['caffe'],
    label: 'esce bene ma non scalda: termostato o resistenza',
    symptoms: [
      'la macchina espresso eroga con la pressione giusta ma non scalda più',
      'la spia di pronto della macchinetta non si spegne mai',
      'la nespresso fa uscire il caffè normale ma a temperatura ambiente',
      'la lancia non fa vapore e il caffè non scalda, il flusso è regolare',
    ],
    patterns: ['spia di pronto'],
    problem:
      'Macchina del caffè che non scalda con flusso regolare: termostato, fusibile termico o resistenza guasti',
    difficulty: 'intermediate',
    estimatedTime: '20-60 minuti',
    warnings: [UNPLUG, HOT],
    causes: [
      'Termostato o sonda di temperatura guasti',
      'Resistenza o fusibile termico interrotti',
      'Calcare nel termoblocco o nella caldaia che isola la resistenza',
    ],
    tells: [
      'se esce tiepido a tratti, allora è il termostato',
      'se non scalda per niente e la spia non si spegne mai, allora è la resistenza o il fusibile termico',
      'se il caffè esce anche lento e la macchina non è decalcificata da mesi, allora è il calcare',
    ],
    solutions: [
      'Sostituisci il termostato',
      'Sostituisci resistenza o fusibile termico',
      'Decalcifica la macchina',
    ],
    tools: [T.decalcificante, T.multimetro, T.termostato, T.fusibileTermico, T.torx],
    steps: [
      step('Fai una decalcificazione completa con il prodotto del produttore.', 'Il caffè esce più caldo'),
      step('Scalda la tazzina e prova un caffè corto.', 'Temperatura normale'),
      step(
        'Se resta freddo, apri la macchina e misura termostato e fusibile termico: devono dare continuità.',
        'Sostituisci quello interrotto',
        UNPLUG,
      ),
      step(
        'Rimonta e fai scorrere acqua due volte prima del primo caffè.',
        'La spia di pronto si spegne e il caffè è caldo',
      ),
    ],
    cost: 'Decalcificante 8-15 €; termostato o fusibile 5-15 €; assistenza 50-90 €.',
    ifNotFixed: 'Se tutti i pezzi sono buoni, è la resistenza o la scheda: assistenza.',
  },
  {
    id: 'caffe-capsula-ago',
    category: 'elettrodomestici',
    devices: ['caffe'],
    label: 'la capsula non viene forata, esce solo un filo',
    symptoms: [
      'la macchina a capsule fa rumore ma non esce il caffè, esce solo un filo d’acqua',
      'la capsula della dolce gusto non viene forata, resta intera',
      'il caffè esce dai lati della capsula e non dal beccuccio',
      'la capsula esce piena d’acqua e il caffè non scende',
    ],
    patterns: ['capsula intera', 'non fora', 'non buca'],
    problem: 'Ago della macchina a capsule intasato o capsule non compatibili',
    difficulty: 'beginner',
    estimatedTime: '10-30 minuti',
    warnings: [UNPLUG, 'L’ago è appuntito e può essere caldo: usa lo spillo di pulizia, non le dita.'],
    causes: [
      'Ago di entrata intasato da calcare o polvere di caffè',
      'Capsule compatibili che non si forano bene',
      'Guarnizione del porta capsula consumata (perde dai lati)',
    ],
    tells: [
      'se succede con ogni capsula, allora è l’ago intasato',
      'se succede solo con una marca di capsule, allora sono le capsule',
      'se il caffè esce dai lati, allora è la guarnizione',
    ],
    solutions: [
      'Pulisci l’ago con lo spillo in dotazione',
      'Decalcifica',
      'Usa capsule originali o cambia la guarnizione',
    ],
    tools: [T.decalcificante, T.spazzolino, T.guarnizione],
    steps: [
      step(
        'Togli il porta capsula e libera l’ago con lo spillo di pulizia.',
        'Il foro dell’ago è libero',
        UNPLUG,
      ),
      step('Fai passare acqua senza capsula.', 'L’acqua esce a getto pieno'),
      step('Decalcifica la macchina.', 'Il flusso resta regolare'),
      step('Prova con capsule originali.', 'Il caffè esce dal beccuccio'),
    ],
    cost: 'Gratis; decalcificante 8-15 €; guarnizione 5-10 €.',
    ifNotFixed: 'Se non esce acqua neanche senza capsula, vedi "il caffè esce poco o non esce" (pompa).',
  },
  {
    id: 'asciugatrice-non-parte',
    category: 'elettrodomestici',
    devices: ['asciugatrice'],
    label: 'si accende ma il programma non parte',
    symptoms: [
      'l’asciugatrice si accende ma premo avvio e non parte',
      'il display è acceso, lampeggia la spia della porta e il programma non parte',
      'premo start e non succede niente, forse è l’avvio ritardato',
      'si è spenta a metà ciclo e ora non riparte',
    ],
    patterns: ['avvio ritardato'],
    problem: 'Asciugatrice che non parte: porta, sicurezza termica, vaschetta o avvio ritardato',
    difficulty: 'intermediate',
    estimatedTime: '15-60 minuti',
    warnings: [UNPLUG, 'Pulisci sempre il filtro: la lanugine accumulata può prendere fuoco.'],
    causes: [
      'Microinterruttore o gancio della porta che non sente la chiusura',
      'Vaschetta della condensa piena o inserita male',
      'Termostato di sicurezza scattato per filtri intasati',
      'Avvio ritardato o blocco bambini inseriti',
    ],
    tells: [
      'se lampeggia la spia della porta, allora è il gancio o il microinterruttore',
      'se è accesa la spia della vaschetta, allora è la vaschetta',
      'se si è fermata a metà e filtri e condensatore sono pieni di lanugine, allora è scattata la sicurezza',
      'se il display conta ore, allora è l’avvio ritardato',
    ],
    solutions: [
      'Chiudi con decisione la porta o sostituisci il gancio',
      'Svuota e reinserisci bene la vaschetta',
      'Pulisci filtro e condensatore e lascia raffreddare',
      'Annulla avvio ritardato e blocco bambini',
    ],
    tools: [T.microinterruttore, T.termostato, T.multimetro, T.spazzolino],
    steps: [
      step(
        'Controlla display e spie: avvio ritardato, blocco bambini, vaschetta.',
        'Sai se è un’impostazione',
      ),
      step('Svuota la vaschetta e rimettila fino al fermo.', 'La spia si spegne'),
      step('Pulisci filtro della porta e condensatore, poi aspetta 30 minuti.', 'La sicurezza si riarma'),
      step(
        'Se la spia della porta lampeggia, sostituisci il gancio o il microinterruttore della porta.',
        'Parte con la porta chiusa',
        UNPLUG,
      ),
    ],
    cost: 'Gratis se era un’impostazione; gancio o micro 10-25 €; termostato 10-20 €; tecnico 80-120 €.',
    ifNotFixed: 'Se il motore ronza ma il cestello non gira, vedi "il cestello non gira" (cinghia).',
  },
];
