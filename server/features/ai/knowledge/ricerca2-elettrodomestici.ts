import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { HOB_GLASS, HOT, MOTOR_CAPACITOR, SMOKE, SPRING, UNPLUG_FIXED, UNPLUG_WATER } from './warnings.ts';

/**
 * Household-appliance faults that the second round of frequency research of issue 24
 * (docs/ai-coverage-research.md, round 2) found in people's own reports and that the knowledge base
 * lacked: a stand mixer's sacrificial gear, a vacuum's cord reel, water out of the detergent drawer, a
 * drum that won't turn, a smoking oven or air fryer, a steam iron without steam, an induction hob that
 * hums, a radiant zone that stays cold, a vacuum that stinks, a condenser dryer that leaks.
 */
export const RICERCA2_ELETTRODOMESTICI: KnowledgeEntry[] = [
  {
    id: 'planetaria-ingranaggio',
    category: 'elettrodomestici',
    devices: ['piccoli'],
    label: 'la planetaria gira a vuoto: il motore va ma la frusta sta ferma',
    symptoms: [
      'la planetaria fa rumore di motore ma la frusta non gira',
      'impastavo la pizza e la kitchenaid si è fermata, il motore gira a vuoto',
      'l’impastatrice ronza ma il gancio non si muove più',
      'la planetaria fa un rumore di ingranaggi che slittano e perde grasso',
      'la frusta gira a scatti con l’impasto duro e poi si ferma',
    ],
    patterns: ['vite senza fine', 'ingranaggio in nylon', 'worm gear'],
    problem:
      'Planetaria o impastatrice che gira a vuoto: l’ingranaggio di sicurezza in nylon (vite senza fine) si è consumato o spezzato sotto sforzo',
    difficulty: 'advanced',
    estimatedTime: '1-2 ore',
    warnings: [UNPLUG_FIXED, 'Usa solo grasso alimentare per gli ingranaggi: è a contatto con il cibo.'],
    causes: [
      'Ingranaggio in nylon (vite senza fine) spezzato dopo un impasto troppo duro o lungo: è fatto per rompersi e salvare il motore',
      'Perno della frusta o innesto dell’accessorio consumato',
      'Spazzole del motore consumate (il motore non gira proprio)',
      'Protezione termica intervenuta dopo un uso lungo',
    ],
    tells: [
      'se senti il motore girare ma la frusta è ferma, allora è l’ingranaggio in nylon',
      'se la frusta gira ma slitta solo con un accessorio, allora è l’innesto di quell’accessorio',
      'se il motore non fa nessun rumore e puzza di bruciato, allora sono le spazzole o il motore',
      'se riparte dopo mezz’ora di riposo, allora era la protezione termica',
    ],
    solutions: [
      'Sostituisci l’ingranaggio in nylon e rifai il grasso alimentare della scatola',
      'Sostituisci l’accessorio o il perno consumato',
      'Sostituisci le spazzole del motore',
      'Lasciala raffreddare e impasta quantità più piccole a velocità bassa',
    ],
    tools: [T.ingranaggioPlanetaria, T.cacciavitiGrandi, T.pinze, T.guanti, T.bacinella],
    steps: [
      step(
        'Stacca la spina e lasciala riposare 30 minuti, poi riprova a vuoto a velocità bassa.',
        'Se riparte era solo calda',
        UNPLUG_FIXED,
      ),
      step(
        'Se il motore gira ma la frusta no, cerca il codice del modello sotto la base e ordina l’ingranaggio a vite senza fine del tuo modello.',
        'Hai il ricambio giusto',
      ),
      step(
        'Togli la fascia decorativa e la vite della testa, sfila il gruppo planetario e svuota il vecchio grasso in una bacinella.',
        'Vedi l’ingranaggio in nylon con i denti mangiati',
        UNPLUG_FIXED,
      ),
      step(
        'Sostituisci l’ingranaggio (spesso si toglie battendo via un perno), rimetti grasso alimentare nuovo e richiudi.',
        'La frusta gira senza slittare',
      ),
      step(
        'Per gli impasti duri usa velocità 1-2 e non superare le dosi del libretto.',
        'L’ingranaggio dura a lungo',
      ),
    ],
    cost: 'Ingranaggio 10-20 € e grasso alimentare 10 €; in assistenza 60-100 €.',
    ifNotFixed:
      'Se con l’ingranaggio nuovo il motore non ha forza o puzza di bruciato, sono spazzole o motore: portala in assistenza.',
  },
  {
    id: 'aspirapolvere-avvolgicavo',
    category: 'elettrodomestici',
    devices: ['aspirapolvere'],
    label: 'il filo non si riavvolge più (avvolgicavo)',
    symptoms: [
      'il filo dell’aspirapolvere non si riavvolge più',
      'premo il pedale ma il cavo non rientra',
      'il cavo rientra solo a metà e poi si blocca',
      'tiro fuori il filo e non si blocca, torna sempre dentro',
      'l’aspirapolvere si spegne se muovo il filo',
    ],
    patterns: ['avvolgicavo', 'riavvolgicavo'],
    problem:
      'Avvolgicavo dell’aspirapolvere a traino che non riavvolge, non trattiene il filo o fa falso contatto',
    difficulty: 'intermediate',
    estimatedTime: '30-60 minuti',
    warnings: [
      UNPLUG_FIXED,
      SPRING,
      'Se la guaina del filo è tagliata o bruciata, non usarlo: sostituisci il cavo.',
    ],
    causes: [
      'Filo attorcigliato o avvolto storto sul rullo: si incastra e non rientra',
      'Molla dell’avvolgicavo scarica o spezzata',
      'Freno del rullo (pedale e ganascia) consumato: il filo non resta fuori',
      'Spazzole o contatti striscianti dell’avvolgicavo sporchi: falso contatto muovendo il filo',
    ],
    tells: [
      'se il filo rientra a strappi o solo a metà, allora è attorcigliato',
      'se non rientra per niente anche raddrizzato, allora è la molla',
      'se rientra sempre da solo senza fermarsi, allora è il freno',
      'se l’aspirapolvere si spegne muovendo il filo, allora sono i contatti del rullo o il cavo rotto',
    ],
    solutions: [
      'Srotola tutto il filo, raddrizzalo e riavvolgilo accompagnandolo',
      'Sostituisci il gruppo avvolgicavo completo (con molla e cavo)',
      'Pulisci i contatti striscianti o sostituisci il cavo',
    ],
    tools: [T.cacciavitiGrandi, T.guanti, T.multimetro, T.pulisciContatti],
    steps: [
      step(
        'Estrai il filo fino alla fine (c’è un segno rosso), srotolalo e togli le torsioni lasciandolo disteso.',
        'Il filo è dritto',
      ),
      step(
        'Premi il pedale accompagnando il filo con la mano, senza farlo sbattere.',
        'Il filo rientra tutto',
      ),
      step(
        'Se non rientra o si spegne muovendolo, stacca la spina, apri il corpo dell’aspirapolvere e togli l’avvolgicavo tenendolo fermo.',
        'Vedi rullo, molla e contatti',
        SPRING,
      ),
      step(
        'Pulisci le lamelle dei contatti con lo spray pulisci contatti e verifica il cavo con il multimetro.',
        'Contatto stabile',
        UNPLUG_FIXED,
      ),
      step(
        'Se la molla è rotta, sostituisci l’avvolgicavo intero del tuo modello (molla e cavo insieme, più sicuro).',
        'Il filo si riavvolge',
      ),
    ],
    cost: 'Gratis se era attorcigliato; avvolgicavo di ricambio 15-40 €.',
    ifNotFixed:
      'Se il cavo scalda o ha segni di bruciato vicino alla spina, non usarlo più e porta l’aspirapolvere in assistenza.',
  },
  {
    id: 'lavatrice-cassetto-trabocca',
    category: 'elettrodomestici',
    devices: ['lavatrice'],
    label: 'esce acqua dalla vaschetta del detersivo',
    symptoms: [
      'esce acqua dalla vaschetta del detersivo mentre carica',
      'la vaschetta del detersivo resta piena d’acqua',
      'l’acqua trabocca dalla vaschetta dell’ammorbidente e cola davanti',
      'perde acqua davanti in alto, dalla vaschetta',
      'butta fuori acqua dalla vaschetta mentre lava',
      'il cassettino del detersivo si riempie d’acqua sporca e fa la muffa',
    ],
    problem:
      'Acqua che esce dal cassetto del detersivo o che ci resta: canali del cassetto intasati, sifone dell’ammorbidente sporco o pressione dell’acqua alta',
    difficulty: 'beginner',
    estimatedTime: '20-30 minuti',
    warnings: [UNPLUG_WATER],
    causes: [
      'Canali e ugelli sopra il cassetto intasati da detersivo in polvere, ammorbidente e calcare',
      'Sifoncino (cappuccio) dell’ammorbidente sporco o montato male',
      'Troppo detersivo o schiuma che risale dal cestello',
      'Pressione dell’acqua molto alta o scarico della casa lento che rimanda l’acqua indietro',
    ],
    tells: [
      'se il cassetto è incrostato di detersivo, allora sono i canali intasati',
      'se resta acqua solo nello scomparto dell’ammorbidente, allora è il sifoncino',
      'se esce schiuma dal cassetto, allora è troppo detersivo',
      'se trabocca solo quando carica, a cassetto pulito, allora è la pressione o lo scarico',
    ],
    solutions: [
      'Estrai e lava il cassetto e il suo vano con acqua calda e aceto',
      'Pulisci e rimonta bene il sifoncino dell’ammorbidente',
      'Dosa meno detersivo',
      'Apri a metà il rubinetto o fai controllare lo scarico di casa',
    ],
    tools: [T.spazzolino, T.torcia, T.bacinella, T.decalcificante],
    steps: [
      step(
        'Estrai il cassetto tirandolo e premendo la linguetta centrale, togli il sifoncino dell’ammorbidente.',
        'Cassetto fuori',
        UNPLUG_WATER,
      ),
      step('Lava cassetto e sifoncino con acqua calda e uno spazzolino.', 'Niente incrostazioni'),
      step(
        'Con una torcia guarda nel vano del cassetto: pulisci gli ugelli in alto con lo spazzolino e un po’ di aceto.',
        'I fori sono liberi',
      ),
      step(
        'Rimonta il sifoncino ben inserito e rimetti il cassetto fino in fondo.',
        'Il cassetto si chiude bene',
      ),
      step(
        'Fai un lavaggio a vuoto a 60 °C con meno detersivo e guarda il cassetto mentre carica.',
        'L’acqua scende senza traboccare',
      ),
    ],
    cost: 'Gratis.',
    ifNotFixed:
      'Se l’acqua risale dal cassetto anche a vuoto mentre scarica, lo scarico della casa è lento: fallo controllare da un idraulico.',
  },
  {
    id: 'lavatrice-cestello-non-gira',
    category: 'elettrodomestici',
    devices: ['lavatrice'],
    label: 'il cestello non gira proprio (cinghia, oggetto incastrato)',
    symptoms: [
      'la lavatrice carica l’acqua ma il cestello non gira',
      'il cestello gira a vuoto con la mano, senza nessuna resistenza',
      'il cestello è bloccato, non si muove nemmeno a mano',
      'il motore ronza ma il cestello resta fermo',
      'è saltata la cinghia della lavatrice',
      'la cinghia esce di continuo e prima si sentiva sfregare e grattare',
    ],
    problem:
      'Cestello della lavatrice che non gira: cinghia uscita o rotta, oggetto incastrato tra cestello e vasca, spazzole o condensatore del motore',
    difficulty: 'intermediate',
    estimatedTime: '30-90 minuti',
    warnings: [UNPLUG_WATER, MOTOR_CAPACITOR, 'Svuota prima l’acqua dal filtro in una bacinella bassa.'],
    causes: [
      'Cinghia uscita dalla puleggia o spezzata',
      'Oggetto (ferretto del reggiseno, moneta) incastrato tra cestello e vasca',
      'Spazzole del motore consumate o condensatore di spunto guasto (modelli vecchi)',
      'Motore o scheda che non comanda il motore',
      'Cuscinetti del cestello usurati (con il paraolio): il cestello ha gioco, sfrega e fa saltare la cinghia di continuo',
    ],
    tells: [
      'se il cestello gira a mano libero e leggero, allora è la cinghia',
      'se è bloccato e non si muove nemmeno a mano, allora è un oggetto incastrato',
      'se senti il motore ronzare o vedi scintille e senti odore di bruciato, allora sono spazzole o condensatore',
      'se carica e scarica ma il motore non dà segni, allora è motore o scheda',
      'se muovendo il cestello su e giù dal bordo senti gioco e la cinghia nuova salta di nuovo, allora sono i cuscinetti',
    ],
    solutions: [
      'Rimetti o sostituisci la cinghia',
      'Togli l’oggetto dalla resistenza o dal filtro',
      'Sostituisci spazzole o condensatore',
      'Fai diagnosticare motore e scheda da un tecnico',
      'Fai sostituire cuscinetti e paraolio prima di montare una cinghia nuova',
    ],
    tools: [T.cinghia, T.spazzoleMotore, T.cacciavitiGrandi, T.torcia, T.pinze, T.guanti, T.bacinella],
    steps: [
      step('Svuota l’acqua dal filtro in basso e togli i panni.', 'Cestello vuoto', UNPLUG_WATER),
      step('Gira il cestello a mano.', 'Capisci se è libero o bloccato'),
      step(
        'Se è libero e leggero, togli il pannello posteriore e rimetti la cinghia sulla puleggia del motore e su quella grande, girando a mano; se è lenta o crepata, cambiala.',
        'La cinghia è tesa',
      ),
      step(
        'Se è bloccato, guarda con una torcia dai fori del cestello e dal foro della resistenza (dietro o davanti): sfila l’oggetto con una pinza.',
        'Il cestello gira libero',
      ),
      step(
        'Se il motore ronza senza girare, controlla le spazzole (sotto 1 cm vanno cambiate) o il condensatore sui modelli vecchi.',
        'Il motore parte',
        MOTOR_CAPACITOR,
      ),
    ],
    cost: 'Cinghia 10-25 €; spazzole 10-20 €; tecnico 70-150 €.',
    ifNotFixed:
      'Se cinghia e spazzole sono a posto e il motore resta muto, serve un tecnico per motore e scheda: valuta il costo rispetto all’età della lavatrice.',
  },
  {
    id: 'forno-fumo-puzza',
    category: 'elettrodomestici',
    devices: ['forno'],
    label: 'il forno fa fumo e puzza di bruciato',
    symptoms: [
      'il forno fa fumo appena lo accendo anche vuoto',
      'il forno nuovo puzza di plastica bruciata alla prima accensione',
      'esce fumo bianco dal forno e puzza di bruciato',
      'quando cucino il forno fa un fumo che fa scattare l’allarme',
      'fumo dalla porta del forno e odore di grasso bruciato',
    ],
    problem:
      'Forno che fa fumo o puzza: residui di grasso e cibo bruciati, oli di lavorazione alla prima accensione, detergente rimasto o, raramente, un guasto elettrico',
    difficulty: 'beginner',
    estimatedTime: '30-90 minuti',
    warnings: [SMOKE, HOT],
    causes: [
      'Grasso e sughi colati sul fondo, sulle pareti o sulla resistenza',
      'Forno nuovo: oli e protettivi di fabbrica che bruciano alle prime accensioni',
      'Residui di detergente per forno non risciacquati',
      'Cavo, morsetto della resistenza o ventola che bruciano (odore di plastica, fumo dal retro)',
    ],
    tells: [
      'se il fondo è sporco e il fumo è bianco e odora di cibo, allora è il grasso',
      'se è nuovo e succede nelle prime ore d’uso, allora sono gli oli di fabbrica',
      'se odora di prodotto chimico dopo la pulizia, allora è il detergente',
      'se puzza di plastica bruciata e il fumo esce dal retro o dai comandi, allora è un guasto elettrico',
    ],
    solutions: [
      'Pulisci bene fondo, pareti e guide e usa una teglia sotto i cibi che colano',
      'Fai un ciclo a 200-250 °C vuoto con la finestra aperta sui forni nuovi',
      'Risciacqua bene dopo il detergente',
      'Fai controllare cablaggio e resistenza da un tecnico',
    ],
    tools: [T.guanti, T.spazzolino, T.bacinella],
    steps: [
      step('Spegni il forno, apri le finestre e lascialo raffreddare.', 'Il fumo si disperde', HOT),
      step(
        'Togli griglie e teglie e guarda il fondo, la resistenza in alto e dietro la ventola: pulisci grasso e residui con acqua calda e bicarbonato, poi risciacqua.',
        'Niente residui neri',
      ),
      step(
        'Se il forno è nuovo, fallo andare vuoto a 200-250 °C per 30-60 minuti con la finestra aperta.',
        'L’odore sparisce dopo una o due volte',
      ),
      step('Quando cucini cibi che colano, metti una leccarda sotto.', 'Niente più fumo in cottura'),
      step(
        'Se senti odore di plastica bruciata o il fumo esce dai comandi o dal retro, stacca la corrente e chiama un tecnico.',
        'Guasto elettrico escluso o riparato',
        SMOKE,
      ),
    ],
    cost: 'Gratis se è sporco; tecnico 60-120 € per un guasto elettrico.',
    ifNotFixed:
      'Se fa fumo anche pulito e non nuovo, la resistenza o un cavo si stanno bruciando: non usarlo e chiama un tecnico.',
  },
  {
    id: 'ferro-stiro-non-fa-vapore',
    category: 'altri',
    devices: ['piccoli'],
    label: 'il ferro da stiro scalda ma non fa più vapore',
    symptoms: [
      'il ferro da stiro scalda ma non esce il vapore',
      'il ferro a caldaia non fa più vapore, la pompa fa rumore ma non esce niente',
      'esce pochissimo vapore dalla piastra',
      'premo il tasto del vapore e non succede nulla',
      'la caldaia da stiro fa rumore ma il getto di vapore è debole',
    ],
    patterns: ['caldaia da stiro', 'ferro a caldaia', 'getto di vapore'],
    problem:
      'Ferro o caldaia da stiro senza vapore: fori della piastra e condotti chiusi dal calcare, filtro anticalcare esaurito, acqua finita o elettrovalvola e pompa guaste',
    difficulty: 'beginner',
    estimatedTime: '30-60 minuti',
    warnings: [
      UNPLUG_FIXED,
      HOT,
      'Non aprire il tappo della caldaia quando è in pressione: aspetta che sia fredda.',
    ],
    causes: [
      'Calcare nei fori della piastra e nei condotti',
      'Filtro o cartuccia anticalcare esaurito',
      'Serbatoio vuoto o regolatore del vapore al minimo',
      'Elettrovalvola del vapore o pompa guaste',
    ],
    tells: [
      'se il vapore è calato piano piano e ci sono residui bianchi nei fori, allora è il calcare',
      'se la cartuccia anticalcare ha più di qualche mese, allora è la cartuccia',
      'se col serbatoio pieno e il regolatore al massimo il vapore torna, allora era quello',
      'se non senti nessun clic dell’elettrovalvola premendo il tasto, allora è l’elettrovalvola',
    ],
    solutions: [
      'Fai il ciclo anticalcare (o Calc clean) e pulisci i fori',
      'Sostituisci la cartuccia anticalcare',
      'Riempi il serbatoio e regola il vapore',
      'Fai sostituire elettrovalvola o pompa',
    ],
    tools: [T.decalcificante, T.stuzzicadenti, T.bacinella],
    steps: [
      step(
        'Controlla acqua nel serbatoio e regolatore del vapore al massimo; aspetta che la spia di pronto si spenga.',
        'Ferro pronto',
      ),
      step(
        'Se ha la cartuccia anticalcare, sostituiscila; per le caldaie fai il risciacquo della caldaia come da libretto.',
        'Il vapore migliora',
      ),
      step(
        'A ferro freddo pulisci i fori della piastra con uno stuzzicadenti e un po’ di aceto.',
        'I fori sono liberi',
        HOT,
      ),
      step(
        'Fai il ciclo autopulente sopra un lavandino con acqua e decalcificante adatto, poi risciacqua con acqua pulita.',
        'Esce un getto pieno',
      ),
      step(
        'D’ora in poi usa acqua demineralizzata o mista, come dice il libretto.',
        'Il calcare non torna presto',
      ),
    ],
    cost: 'Gratis; cartuccia 5-15 €; elettrovalvola o pompa in assistenza 30-60 €.',
    ifNotFixed:
      'Se dopo la decalcificazione la pompa gira ma non esce vapore, o non senti il clic dell’elettrovalvola, serve l’assistenza.',
  },
  {
    id: 'friggitrice-aria-fumo',
    category: 'elettrodomestici',
    devices: ['piccoli'],
    label: 'la friggitrice ad aria fa fumo o puzza di plastica',
    symptoms: [
      'la friggitrice ad aria fa fumo bianco mentre cuoce',
      'esce fumo nero dalla friggitrice ad aria',
      'la friggitrice ad aria nuova puzza di plastica',
      'la friggitrice ad aria fa fumo quando cucino la pancetta',
      'dalla air fryer esce fumo dal retro',
    ],
    problem:
      'Friggitrice ad aria che fa fumo: grasso sul fondo del cestello, cibi molto grassi, residui sulla resistenza o odore dei primi utilizzi',
    difficulty: 'beginner',
    estimatedTime: '20-40 minuti',
    warnings: [SMOKE, HOT],
    causes: [
      'Grasso colato nel cassetto che brucia (cibi grassi, olio in eccesso)',
      'Residui di cibo e grasso sulla resistenza in alto',
      'Primi utilizzi: odore di protettivi di fabbrica',
      'Cestello antiaderente rovinato o carta forno che tocca la resistenza',
    ],
    tells: [
      'se il fumo è bianco con cibi grassi, allora è il grasso nel cassetto',
      'se il fumo è nero e puzza di bruciato, allora sono residui sulla resistenza o carta che brucia',
      'se è nuova e l’odore cala ogni volta, allora sono i primi utilizzi',
      'se il rivestimento del cestello si stacca, allora va sostituito',
    ],
    solutions: [
      'Metti un dito d’acqua nel cassetto con i cibi grassi e svuota il grasso a metà cottura',
      'Pulisci la resistenza a freddo con una spazzola morbida',
      'Fai un ciclo a vuoto per 10-15 minuti sulle nuove',
      'Non mettere carta forno senza cibo sopra e sostituisci il cestello rovinato',
    ],
    tools: [T.spazzolino, T.guanti],
    steps: [
      step('Spegni, stacca la spina e lasciala raffreddare.', 'Niente più fumo', SMOKE),
      step('Lava cestello e cassetto togliendo tutto il grasso depositato.', 'Cassetto pulito'),
      step(
        'Capovolgi la friggitrice fredda e pulisci la resistenza e la zona della ventola con una spazzola morbida appena umida.',
        'Niente residui neri',
        UNPLUG_FIXED,
      ),
      step(
        'Con cibi grassi metti un po’ d’acqua nel cassetto sotto il cestello e svuota il grasso a metà cottura.',
        'Niente fumo in cottura',
      ),
      step(
        'Usa la carta forno solo con il cibo sopra, mai da sola durante il preriscaldamento.',
        'La carta non vola sulla resistenza',
      ),
    ],
    cost: 'Gratis; cestello di ricambio 15-30 €.',
    ifNotFixed:
      'Se fa fumo anche vuota e pulita o puzza di plastica fusa dal retro, non usarla e portala in assistenza.',
  },
  {
    id: 'piano-induzione-ronzio',
    category: 'elettrodomestici',
    devices: ['piano'],
    label: 'il piano a induzione ronza, fischia o la ventola resta accesa',
    symptoms: [
      'il piano a induzione fischia quando cucino',
      'il piano a induzione ronza forte con alcune pentole',
      'sento un ticchettio dal piano a induzione a potenza bassa',
      'dopo aver spento il piano a induzione la ventola continua a girare',
      'il piano a induzione fa un rumore come un ronzio elettrico',
    ],
    patterns: ['fischio', 'ventola di raffreddamento'],
    problem:
      'Ronzii, fischi e ticchettii del piano a induzione: quasi sempre normali (pentole a strati, potenze alte, ventola di raffreddamento), raramente una ventola guasta',
    difficulty: 'beginner',
    estimatedTime: '10 minuti',
    warnings: [HOB_GLASS],
    causes: [
      'Pentole a più strati o con fondo non piatto che vibrano con il campo magnetico (normale)',
      'Potenza alta o booster: ronzio e fischio più forti (normale)',
      'Ticchettio a potenze basse: la zona si accende e si spegne a intervalli (normale)',
      'Ventola che resta accesa per raffreddare l’elettronica dopo lo spegnimento (normale)',
      'Ventola sporca o guasta: rumore di sfregamento o errore di surriscaldamento',
    ],
    tells: [
      'se il rumore cambia cambiando pentola, allora è la pentola',
      'se cala abbassando la potenza, allora è normale funzionamento',
      'se il ticchettio è regolare a potenza bassa, allora è il ciclo della zona',
      'se la ventola si ferma dopo qualche minuto, allora è normale raffreddamento',
      'se la ventola sfrega o compaiono errori di surriscaldamento, allora va pulita o sostituita',
    ],
    solutions: [
      'Usa pentole con fondo pesante e piatto, centrate e della misura della zona',
      'Abbassa la potenza o evita il booster',
      'Lascia spazio di aerazione sotto il piano (cassetto non appoggiato)',
      'Fai pulire o sostituire la ventola se sfrega',
    ],
    tools: [T.torcia],
    steps: [
      step(
        'Prova la stessa zona con un’altra pentola dal fondo spesso e piatto.',
        'Il rumore cambia o sparisce',
      ),
      step('Abbassa la potenza o togli il booster.', 'Il fischio cala'),
      step(
        'Dopo lo spegnimento aspetta qualche minuto: la ventola che gira ancora è normale.',
        'La ventola si ferma da sola',
      ),
      step(
        'Controlla sotto il piano che il cassetto o oggetti non chiudano le prese d’aria.',
        'Aria libera sotto il piano',
      ),
      step(
        'Se la ventola sfrega o compaiono codici di surriscaldamento, stacca la corrente dal quadro e chiama un tecnico.',
        'Ventola pulita o sostituita',
        HOB_GLASS,
      ),
    ],
    cost: 'Gratis se è la pentola; ventola in assistenza 60-120 €.',
    ifNotFixed:
      'Se il rumore è un crepitio con odore di bruciato o la zona si spegne da sola, stacca la corrente e chiama l’assistenza.',
  },
  {
    id: 'piano-elettrico-zona-non-scalda',
    category: 'elettrodomestici',
    devices: ['piano'],
    label: 'una zona del piano in vetroceramica non si accende (resta nera)',
    symptoms: [
      'una piastra del piano in vetroceramica non diventa più rossa',
      'sul piano elettrico una zona resta fredda, le altre scaldano',
      'la zona grande del piano radiante scalda solo il cerchio interno',
      'il piano in vetroceramica si accende a tratti e poi si spegne',
      'la piastra elettrica non scalda più',
    ],
    patterns: ['vetroceramica', 'piano radiante', 'piastra elettrica'],
    problem:
      'Zona di un piano elettrico in vetroceramica (radiante) che non scalda: resistenza interrotta, limitatore di temperatura o regolatore (energy regulator) guasto',
    difficulty: 'advanced',
    estimatedTime: '1-2 ore',
    warnings: [UNPLUG_FIXED, HOB_GLASS, HOT, 'Se non sai usare un multimetro sui 230 V, chiama un tecnico.'],
    causes: [
      'Resistenza radiante interrotta (a spirale, sotto il vetro)',
      'Limitatore di temperatura (la barretta che attraversa la zona) guasto',
      'Regolatore della zona (manopola) o tasto del comando guasto',
      'Zona a doppio cerchio: contatto o selettore del secondo cerchio guasto',
    ],
    tells: [
      'se la zona non si accende mai e le altre sì, allora è la resistenza o il limitatore',
      'se si accende e si spegne troppo presto anche a potenza massima, allora è il limitatore',
      'se scalda sempre al massimo o non regola, allora è il regolatore',
      'se scalda solo il cerchio interno, allora è il selettore del doppio cerchio',
    ],
    solutions: [
      'Misura e sostituisci la resistenza radiante del modello',
      'Sostituisci il limitatore o il regolatore',
      'Fai intervenire un tecnico se il vetro è da sollevare',
    ],
    tools: [T.multimetro, T.cacciavitiGrandi, T.guanti],
    steps: [
      step(
        'Controlla che non ci siano blocchi tasti o timer attivi e prova la zona a potenza massima.',
        'La zona resta nera o si accende',
      ),
      step(
        'Stacca la corrente dal quadro e aspetta che il piano sia freddo.',
        'Piano senza tensione',
        UNPLUG_FIXED,
      ),
      step(
        'Solleva il piano dal mobile e misura con il multimetro la resistenza della zona (poche decine di ohm) e la continuità del limitatore.',
        'Trovi il pezzo interrotto',
      ),
      step(
        'Sostituisci con il ricambio della stessa sigla e rimonta il piano con la sua guarnizione.',
        'La zona torna rossa',
        HOB_GLASS,
      ),
    ],
    cost: 'Resistenza radiante 30-70 €; regolatore 20-40 €; tecnico 70-130 €.',
    ifNotFixed:
      'Se resistenza e limitatore sono buoni, è il regolatore o la scheda di comando: serve un tecnico.',
  },
  {
    id: 'aspirapolvere-puzza',
    category: 'elettrodomestici',
    devices: ['aspirapolvere'],
    label: 'l’aspirapolvere puzza quando lo accendo',
    symptoms: [
      'l’aspirapolvere puzza di cane bagnato quando lo accendo',
      'quando passo l’aspirapolvere esce un odore cattivo',
      'la scopa elettrica puzza di muffa',
      'l’aria che esce dall’aspirapolvere sa di chiuso',
      'l’aspirapolvere puzza anche dopo aver svuotato il contenitore',
    ],
    problem:
      'Aspirapolvere che puzza: sporco e peli marciti nel contenitore o nel sacchetto, filtri sporchi o rimontati umidi, qualcosa di bagnato aspirato',
    difficulty: 'beginner',
    estimatedTime: '30 minuti (più l’asciugatura)',
    warnings: [
      UNPLUG_FIXED,
      'Rimonta i filtri solo perfettamente asciutti (24 ore): umidi fanno muffa e danneggiano il motore.',
    ],
    causes: [
      'Sacchetto pieno o contenitore con sporco e peli di animali lasciati a lungo',
      'Filtri (spugna, HEPA) intasati o lavati e rimontati umidi',
      'Aspirato liquido, terra bagnata o cibo',
      'Spazzola con capelli e peli avvolti che trattengono lo sporco',
    ],
    tells: [
      'se puzza di chiuso appena acceso, allora è il sacchetto o il contenitore',
      'se puzza di muffa dopo aver lavato i filtri, allora erano rimontati umidi',
      'se è iniziato dopo aver aspirato qualcosa di bagnato, allora è quello',
      'se la spazzola è piena di capelli e peli, allora è la spazzola',
    ],
    solutions: [
      'Cambia il sacchetto o lava il contenitore',
      'Lava i filtri lavabili e lasciali asciugare 24 ore; sostituisci quelli vecchi',
      'Pulisci la spazzola',
    ],
    tools: [T.filtro, T.spazzolino, T.guanti],
    steps: [
      step('Svuota il contenitore o cambia il sacchetto, all’aperto.', 'Contenitore vuoto', UNPLUG_FIXED),
      step('Lava il contenitore con acqua e sapone e lascialo asciugare.', 'Niente residui'),
      step(
        'Lava i filtri lavabili solo con acqua e lasciali asciugare 24 ore; sostituisci il filtro HEPA se è grigio o vecchio.',
        'Filtri puliti e asciutti',
      ),
      step('Togli capelli e peli dalla spazzola con un paio di forbici.', 'La spazzola gira libera'),
      step('Rimonta tutto asciutto e prova.', 'L’odore è sparito'),
    ],
    cost: 'Gratis; filtri 5-25 €.',
    ifNotFixed:
      'Se l’odore è di bruciato o di plastica calda anche con tutto pulito, il motore si sta rovinando: portalo in assistenza.',
  },
  {
    id: 'asciugatrice-perde-acqua',
    category: 'elettrodomestici',
    devices: ['asciugatrice'],
    label: 'perde acqua sul pavimento',
    symptoms: [
      'l’asciugatrice perde acqua sul pavimento',
      'trovo una pozza d’acqua sotto a fine ciclo',
      'esce acqua dallo sportellino in basso del condensatore',
      'la pompa di calore lascia acqua per terra',
      'la vaschetta della condensa trabocca',
    ],
    problem:
      'Asciugatrice a condensazione o pompa di calore che perde acqua: vaschetta non inserita o piena, tubo di scarico staccato, condensatore e filtri intasati che fanno traboccare l’acqua',
    difficulty: 'beginner',
    estimatedTime: '20-40 minuti',
    warnings: [
      UNPLUG_FIXED,
      'Asciuga il pavimento prima di lavorare: acqua e corrente insieme sono pericolose.',
    ],
    causes: [
      'Vaschetta della condensa non inserita fino in fondo o piena',
      'Tubo di scarico diretto staccato, piegato o messo più in alto del consentito',
      'Condensatore e filtro dello zoccolo intasati di pelucchi: l’acqua trabocca dal vano',
      'Guarnizione dello sportellino del condensatore rovinata o sportellino non chiuso',
      'Pompa della condensa guasta',
      'Asciugatrice non in bolla dopo uno spostamento: la condensa non scorre verso la pompa',
    ],
    tells: [
      'se la vaschetta è piena o storta, allora è la vaschetta',
      'se usi lo scarico diretto e perde dietro, allora è il tubo',
      'se perde davanti in basso e il filtro dello zoccolo è pieno di pelucchi, allora è il condensatore intasato',
      'se l’acqua esce dallo sportellino del condensatore in basso, allora è la sua guarnizione o lo sportellino non chiuso',
      'se la vaschetta resta vuota e l’acqua finisce per terra, allora è la pompa',
      'se la macchina pende o è stata spostata da poco, allora va rimessa in bolla',
    ],
    solutions: [
      'Svuota e reinserisci bene la vaschetta',
      'Ricollega e fissa il tubo di scarico',
      'Pulisci condensatore, filtro dello zoccolo e guarnizioni',
      'Sostituisci la pompa della condensa',
      'Rimetti l’asciugatrice in bolla regolando i piedini',
    ],
    tools: [T.bacinella, T.spazzolino, T.guanti, T.torcia],
    steps: [
      step('Stacca la spina e asciuga il pavimento.', 'Zona asciutta', UNPLUG_FIXED),
      step('Svuota la vaschetta e reinseriscila fino al clic.', 'Vaschetta ben in sede'),
      step(
        'Apri lo sportellino in basso, sfila il condensatore o il filtro dello zoccolo e lavali sotto l’acqua; pulisci la guarnizione.',
        'Niente pelucchi',
      ),
      step(
        'Se usi lo scarico diretto, controlla che il tubo sia fissato e non più alto di quanto dice il libretto.',
        'Tubo ben collegato',
      ),
      step(
        'Fai un ciclo breve e controlla se la vaschetta si riempie.',
        'L’acqua va nella vaschetta, non per terra',
      ),
    ],
    cost: 'Gratis; pompa della condensa 30-60 € o tecnico 70-120 €.',
    ifNotFixed:
      'Se la vaschetta resta vuota e l’acqua esce comunque, è la pompa della condensa: chiama l’assistenza.',
  },
];
