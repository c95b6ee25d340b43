import type { RealCase } from './types.ts';

/**
 * Batch 20 of real elettrodomestici reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'el-2001',
    source:
      'https://github.com/konilabs/konidoctmp/blob/4a665342ce09e2f026df17141f1f109b233b73a2/content/blog/202010-coffee-machine-repair/index.md',
    original:
      'Today is a sad day, my coffee machine is broken ! No more engineer fuel :cry:\nAfter multiple tests, [...] My coffee machine is making a troubling noise but it does not make any more coffee.',
    language: 'en',
    text: "Oggi è un giorno triste, la mia macchina del caffè si è rotta! Niente più carburante per l'ingegnere :cry:\nDopo varie prove, [...] La mia macchina del caffè fa un rumore preoccupante ma non fa più il caffè.",
    category: 'elettrodomestici',
    cause:
      'Il macinacaffè della macchina automatica era usurato: la polvere di caffè si accumulava e lo bloccava. Smontata la macchina, sostituito il gruppo macinino con un ricambio e regolata la macinatura, la macchina è tornata a funzionare.',
    keywords: ['macinacaffè', 'usurato', 'bloccato', 'sostituzione', 'macina'],
  },
  {
    id: 'el-2002',
    source:
      'https://github.com/alaycock/alaycock.github.io-archive/blob/301a8b2392039d812216b8d65ac75514f6d48724/_posts/blog/2017-05-06-Fixing-a-Kenmore-Dryer.markdown',
    original:
      "The problem I was having was, my dryer was heating up fine but it wasn't spinning. [...] I could hear the motor, so luckily that wasn't my issue.",
    language: 'en',
    text: 'Il problema che avevo era che la mia asciugatrice scaldava benissimo ma il cestello non girava. [...] Il motore lo sentivo, quindi per fortuna non era quello.',
    category: 'elettrodomestici',
    cause:
      "La puleggia tendicinghia (idler pulley) era usurata e aveva troppo gioco, così la cinghia continuava a scivolare fuori; sostituiti la puleggia con il suo supporto e la cinghia consumata, l'asciugatrice è tornata a girare.",
    keywords: ['cinghia', 'puleggia', 'tendicinghia', 'cestello', 'usurata', 'sostituzione'],
  },
  {
    id: 'el-2003',
    source:
      'https://github.com/xx7y7xx/xx7y7xx.github.io/blob/8f218e98136e68fff1661bf72aaa28bfd9ea602d/dyson.md',
    original:
      '问题现象：充满电的吸尘器不能连续吸，电机转一下停一下，间隔时间大约1秒钟，类似于把吸头用手堵住的现象。',
    language: 'zh',
    text: "Il problema: l'aspirapolvere, anche con la batteria carica, non aspira in modo continuo, il motore gira un attimo e si ferma, a intervalli di circa un secondo, come quando tappi la bocchetta con la mano.",
    category: 'elettrodomestici',
    cause:
      "La linguetta/valvola di plastica mobile sull'ingresso del corpo motore (dove si innesta il tubo prolunga) era incollata chiusa da qualcosa di appiccicoso aspirato (es. chicchi di riso); sbloccata spingendola col dito, l'aspirapolvere ha ripreso ad aspirare di continuo.",
    keywords: ['valvola', 'linguetta', 'bloccata', 'ostruzione', 'ingresso', 'aspirazione'],
  },
  {
    id: 'el-2004',
    source:
      'https://github.com/boralyl/boralyl.github.io/blob/246e1b7209c48b27d57cf64ea1b9e4fb7a7adfb0/_posts/2021-03-11-roborock-s4-error-10.md',
    original:
      'Recently every time my [Roborock S4 vacuum](https://us.roborock.com/pages/roborock-s4)\nran, it would announce something like "Error 10 - Check the filter, if it\'s wet dry it."\nThe official roborock [support article](https://support.roborock.com/hc/en-us/articles/360035731571-What-should-I-do-when-error-10-occurs-) simply states that the filter\nshould be cleaned and dried thoroughly.\n\nThe problem is, even after a thorough cleaning and drying the filter for 48 hours it would\nstill report the same error every time it ran.',
    language: 'en',
    text: 'Ultimamente ogni volta che il mio robot aspirapolvere Roborock S4 partiva, annunciava una cosa tipo "Errore 10 - Controlla il filtro, se è bagnato asciugalo." L\'articolo di supporto ufficiale di Roborock dice semplicemente di pulire e asciugare bene il filtro.\n\nIl problema è che anche dopo averlo pulito per bene e lasciato asciugare il filtro per 48 ore, continuava a dare lo stesso errore ogni volta che partiva.',
    category: 'elettrodomestici',
    cause:
      "Non era il filtro: la griglia di sfogo posteriore dell'aria del robot era intasata di polvere; pulita con aria compressa, l'errore 10 è sparito e il robot funziona di nuovo senza errori.",
    keywords: ['griglia', 'sfogo', 'aria', 'compressa', 'polvere', 'ostruita'],
  },
  {
    id: 'el-2005',
    source: 'http://qalmlea.blogspot.com/2009/07/things-not-to-wash-in-washing-machine.html',
    original:
      "I had a bunch of old rugs gets soaked by the water heater debacle, and I finally got around to washing them. Then I went to check on them, and the washing machine hadn't drained. It was still full of dirty water. Not really clear on what had happened, I tried to run it through another cycle. Nope, no drainage. The water was stuck inside.",
    language: 'en',
    text: "Avevo un po' di vecchi tappeti che si erano inzuppati nel disastro dello scaldabagno, e finalmente mi sono decisa a lavarli. Poi sono andata a controllare e la lavatrice non aveva scaricato. Era ancora piena d'acqua sporca. Non avendo ben capito cosa fosse successo, ho provato a farle fare un altro ciclo. Niente, non scaricava. L'acqua restava dentro.",
    category: 'elettrodomestici',
    cause:
      'Il manicotto/tubo tra vasca e pompa di scarico era completamente intasato dai pezzi del fondo gommato dei tappeti che si era sfaldato; smontato il tubo e tolti i residui, lo scarico è tornato libero.',
    keywords: ['scarico', 'tubo', 'intasato', 'pompa', 'ostruzione', 'residui'],
  },
  {
    id: 'el-2006',
    source: 'http://owlinmaine.blogspot.com/2013/10/empty-your-pockets.html',
    original:
      "The weekend before I left on vacation my front loading washing machine started making a horrible noise so loud that I heard it upstairs, like shrapnel shooting off somewhere in the drum.  I stopped the machine but couldn't see anything inside.  It was then okay to spin and drain, and it was quiet for the next load.  The third load of laundry set it off again, a noise that sounded like metallic fireworks going off.",
    language: 'en',
    text: "Il fine settimana prima di partire per le vacanze la mia lavatrice a carica frontale ha cominciato a fare un rumore orribile, così forte che lo sentivo dal piano di sopra, come schegge che schizzavano da qualche parte nel cestello. Ho fermato la lavatrice ma dentro non vedevo niente. Poi ha centrifugato e scaricato senza problemi, e al lavaggio successivo era silenziosa. Al terzo lavaggio è ripartito il rumore, come fuochi d'artificio metallici.",
    category: 'elettrodomestici',
    cause:
      'Il filtro/trappola prima della pompa di scarico era pieno di oggetti metallici dimenticati nelle tasche (monete, una pila, chiodi, una lametta, una matita ecc.) che sbattevano nella pompa; il tecnico ha smontato il pannello inferiore, svuotato la trappola e la lavatrice ha ripreso a funzionare normalmente.',
    keywords: ['pompa', 'scarico', 'filtro', 'monete', 'corpi', 'estranei'],
  },
  {
    id: 'el-2007',
    source: 'https://onpensneedles.com/home/make-due-and-mend-not-just-for-clothing/',
    original:
      'Upon returning, went to toss the rug into the dryer only to discover that the tub had not drained.  Figuring that the load must have been unbalanced, I tossed in a couple of additional towels in a way to balance things out.  Resetting the washer, I turned it back on and had to leave again.  Much later I returned to discover there was STILL water in the tub.  Hmmm… set the machine to rinse and spin.  Darn, still no love.',
    language: 'en',
    text: "Quando sono tornata, sono andata a mettere il tappeto nell'asciugatrice e ho scoperto che la vasca della lavatrice non aveva scaricato. Pensando che il carico fosse sbilanciato, ho aggiunto un paio di asciugamani per bilanciare. Ho resettato la lavatrice, l'ho fatta ripartire e sono dovuta uscire di nuovo. Molto più tardi sono tornata e c'era ANCORA acqua nella vasca. Mah… l'ho messa su risciacquo e centrifuga. Niente da fare, ancora niente.",
    category: 'elettrodomestici',
    cause:
      "La pompa era a posto, ma il tubo di scarico interno era completamente intasato dal fondo gommato del tappeto lavato, compattato dentro il tubo; liberato il tubo (colpendolo e sciacquandolo con la canna dell'acqua), lo scarico è tornato a funzionare.",
    keywords: ['tubo', 'scarico', 'intasato', 'ostruzione', 'pompa', 'residui'],
  },
  {
    id: 'el-2008',
    source: 'https://housebrokenblog.com/2012/11/28/the-washing-machine/',
    original:
      'Two nights ago during dinner (because our washer and dryer are going constantly), Aaron said, “Should the washing machine be making that noise?” and I, who enjoy spending some time in denial before facing a problem, said, “I don’t hear any noise.” A few minutes later I admitted that there might, actually, be a scary noise emanating from our washing machine.',
    language: 'en',
    text: 'Due sere fa a cena (perché la nostra lavatrice e l\'asciugatrice vanno in continuazione), Aaron ha detto: "Ma la lavatrice dovrebbe fare quel rumore?" e io, che amo passare un po\' di tempo a negare prima di affrontare un problema, ho detto: "Io non sento nessun rumore." Qualche minuto dopo ho ammesso che, in effetti, dalla lavatrice usciva un rumore preoccupante.',
    category: 'elettrodomestici',
    cause:
      'Nel filtro/trappola della pompa di scarico si erano accumulati oggetti (tra cui un orecchino) e uno straccio si era appallottolato ed era stato risucchiato nel circuito di scarico; smontata la lavatrice e tolti gli oggetti e lo straccio, il problema è stato individuato e risolto.',
    keywords: ['pompa', 'scarico', 'filtro', 'straccio', 'corpi', 'estranei'],
  },
  {
    id: 'el-2009',
    source: 'http://is8enough.com/2009/11/13/near-disaster-averted/',
    original:
      'I happened to notice a small puddle on the floor in front of the freezer. [...] To my horror, I noticed the door ajar about an inch. I opened the freezer and was dismayed to see a things in various stages of thaw. [...] I assessed the freezer over the rest of the day and was a little nervous about how the freezer seemed to be recovering…the food was not refreezing as I had anticipated it would.\nBefore I went to bed last night I checked the temperature again and it was 30…but the food was still not refreezing quickly.',
    language: 'en',
    text: "Per caso ho notato una piccola pozza sul pavimento davanti al congelatore. [...] Con orrore ho visto che la porta era socchiusa di un paio di centimetri. Ho aperto il congelatore e mi sono cadute le braccia: la roba era tutta più o meno scongelata. [...] Ho tenuto d'occhio il congelatore per il resto della giornata ed ero un po' in ansia per come sembrava riprendersi… il cibo non si stava ricongelando come mi aspettavo.\nPrima di andare a letto ieri sera ho controllato di nuovo la temperatura ed era a 30 (°F)… ma il cibo ancora non si ricongelava in fretta.",
    category: 'elettrodomestici',
    cause:
      'Dopo che la porta del congelatore era rimasta socchiusa per circa 36 ore, il sistema di sbrinamento andava resettato manualmente (sul retro) perché il congelatore tornasse a raffreddare; fatto il reset e lo sbrinamento manuale, la temperatura è scesa a circa 15 °F e ha ripreso a congelare.',
    keywords: ['sbrinamento', 'ghiaccio', 'evaporatore', 'reset', 'congelatore', 'porta'],
  },
  {
    id: 'el-2010',
    source: 'http://brendakearns.com/blog/?p=605',
    original:
      'Of course, I’ve never thrown chicken bones or apple cores in there—but if the occasional plate had a few peas stuck to it, or there was a bit of rice or onion in a bowl, well, why worry about it? [...] Over an 18 month period, it went from producing squeaky-clean dishes that even a germaphobe would love, to producing dishes so weirdly gritty that most of them had to be hand-washed after they were machine-washed.',
    language: 'en',
    text: "Ovviamente non ci ho mai buttato dentro ossa di pollo o torsoli di mela, però se ogni tanto su un piatto restava attaccato qualche pisello, o in una ciotola c'era un po' di riso o di cipolla, beh, perché preoccuparsi? [...] Nel giro di 18 mesi è passata dal tirar fuori piatti perfettamente puliti, da far contento anche un maniaco dell'igiene, a piatti così stranamente granulosi che quasi tutti andavano rilavati a mano dopo essere stati lavati a macchina.",
    category: 'elettrodomestici',
    cause:
      'I forellini del braccio irroratore rotante della lavastoviglie erano intasati da residui di cibo accumulati in 18 mesi; puliti uno per uno, la lavastoviglie è tornata a lavare bene i piatti.',
    keywords: ['irroratore', 'braccio', 'fori', 'intasati', 'residui', 'pulizia'],
  },
  {
    id: 'el-2011',
    source: 'http://pettengillmissionaries.blogspot.com/2010/08/wow-now-thats-pretty-cool.html',
    original:
      'About a month ago I noticed a black "spot" on the lower element in my oven. [...] Well - the other day when I was making all my goodies (see post below), the element decided it had had enough! I peeked in my oven to discover that half of the element was not working. Okay - that was a weird sight indeed! Then, while cooking dinner (thankfully it had JUST finished), Madison called me in to mom...there are SPARKS IN THE OVEN!!!!!! I opened it up to see - sure enough - sparks were coming from the element, as it was eating it\'s way to the remaining portion of the element.',
    language: 'en',
    text: 'Circa un mese fa ho notato una "macchia" nera sulla resistenza di sotto del forno. [...] Beh, l\'altro giorno mentre facevo tutti i miei dolcetti (vedi post sotto), la resistenza ha deciso che ne aveva abbastanza! Ho sbirciato nel forno e ho visto che metà resistenza non funzionava. Ok, era proprio una cosa strana da vedere! Poi, mentre cucinavo la cena (per fortuna aveva APPENA finito), Madison mi chiama: mamma... ci sono SCINTILLE NEL FORNO!!!!!! Ho aperto e infatti uscivano scintille dalla resistenza, che si stava mangiando il pezzo rimanente.',
    category: 'elettrodomestici',
    cause:
      "La resistenza inferiore (resistenza di cottura) del forno elettrico si era bruciata: il punto nero era l'inizio della rottura, poi ha fatto arco e scintille; trovato il codice del ricambio, la resistenza è stata sostituita e il forno è tornato a funzionare.",
    keywords: ['resistenza', 'inferiore', 'bruciata', 'forno', 'sostituzione', 'scintille'],
  },
  {
    id: 'el-2012',
    source: 'http://umeshunni.com/tag/robots/',
    original:
      'It hadn’t done much cleaning during its scheduled cleaning times this week, so I made it do a run today morning. After a while, it (he?) just stalled and started beeping. I tried emptying its (his) dirtbag, cleaned its (his) brushes etc and tried again. No luck – he just sat there beeping in peculiar tone – an ‘Uh-oh’ followed by 2 short beeps as if he was trying to tell me something.',
    language: 'en',
    text: 'Questa settimana durante le pulizie programmate non aveva pulito granché, così stamattina l\'ho fatto partire io. Dopo un po\' si è semplicemente bloccato e ha cominciato a bippare. Ho provato a svuotargli il sacchetto della polvere, gli ho pulito le spazzole ecc. e ho riprovato. Niente da fare: se ne stava lì a bippare con un tono strano, un "Uh-oh" seguito da 2 bip corti, come se cercasse di dirmi qualcosa.',
    category: 'elettrodomestici',
    cause:
      'Il codice "Uh-oh + 2 bip" del Roomba indicava la spazzola laterale bloccata: smontata la spazzola laterale con un cacciavite e tolti fili/capelli avvolti sotto, il robot è tornato a pulire in pochi minuti.',
    keywords: ['spazzola', 'laterale', 'bloccata', 'capelli', 'fili', 'pulizia'],
  },
  {
    id: 'el-2013',
    source: 'https://breakfastinamerica.me/2017/roomba-cleaning/',
    original:
      'The Roomba started to do the ‘circle dance’ again. I love the idea of the Roomba, and when it works, it is great.',
    language: 'en',
    text: 'Il Roomba ha ricominciato a fare la "danza in cerchio", a girare su sé stesso. L\'idea del Roomba mi piace un sacco, e quando funziona è fantastico.',
    category: 'elettrodomestici',
    cause:
      "I sensori delle ruote motrici (sensori sull'asse/gruppo ruota) erano sporchi di polvere e sporcizia; smontato il robot fino ai motori delle ruote e pulito lo sporco dai sensori dell'asse, la rotazione in cerchio è sparita.",
    keywords: ['sensori', 'ruote', 'sporchi', 'pulizia', 'asse', 'motrici'],
  },
  {
    id: 'el-2014',
    source: 'http://www.animalstrax.com/my-loose-nut',
    original:
      'After a few laundry cycles that seemed to take 2-3-4x normal drying time I (finally) started getting a little worried. Call it a deficiency of being a male primarily responsible for the laundry room. To be completely sexist I’d suspect most gals would be irritated then concerned after the very first load gave some problems. Not me. For a couple of days I just pulled things out damp and hung them; figuring the recent cold snap was reeking havoc on the dryer.',
    language: 'en',
    text: "Dopo qualche ciclo in cui l'asciugatrice ci metteva 2-3-4 volte il tempo normale ad asciugare, (finalmente) ho cominciato a preoccuparmi un po'. Chiamatela una mancanza tipica di un uomo che si occupa della lavanderia. Per essere del tutto sessista, immagino che quasi tutte le donne si sarebbero irritate e poi preoccupate già al primo carico con problemi. Io no. Per un paio di giorni ho tirato fuori la roba ancora umida e l'ho stesa, pensando che l'ondata di freddo recente stesse mettendo in crisi l'asciugatrice.",
    category: 'elettrodomestici',
    cause:
      "Un dado montato male in fabbrica si era allentato e la cinghia che muove la ventola (soffiante) era uscita dalla sua sede, così la ventola non girava e l'aria non circolava; smontata l'asciugatrice, rimessa la cinghia e fissato il dado, ha ripreso ad asciugare normalmente.",
    keywords: ['cinghia', 'ventola', 'dado', 'allentato', 'soffiante', 'asciugatura'],
  },
];
