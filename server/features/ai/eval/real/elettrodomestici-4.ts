import type { RealCase } from './types.ts';

/** Batch 4 of real elettrodomestici reports (issue 24): gathered 2026-11-27, blind to the assistant. */
export const CASES: RealCase[] = [
  {
    id: 'el-201',
    source: 'http://nonpianetamastella.blogspot.it/2009/03/lo-strano-caso-della-lavatrice.html',
    original:
      '"Giornata ideale per fare il bucato!" si disse la ragazza, che … caricò la nuova lavatrice. … Tornò fuori e vide che la lavatrice stava allegramente scorrazzando sul balcone. L\'amore suo, prontamente accorso, rimase perplesso: "Forse è perchè le abbiamo messo le rotelle..." Allora tolsero faticosamente le rotelle … Anche senza le rotelle, però, la lavatrice continuava a vagabondare minacciando di buttarsi di sotto. … portarono dentro la lavatrice e provarono a riavviarla. Macchè: la lavatrice continuava imperterrita a passeggiare in lungo e in largo.',
    language: 'it',
    text: '"Giornata ideale per fare il bucato!" si disse la ragazza, che … caricò la nuova lavatrice. … Tornò fuori e vide che la lavatrice stava allegramente scorrazzando sul balcone. L\'amore suo, prontamente accorso, rimase perplesso: "Forse è perchè le abbiamo messo le rotelle..." Allora tolsero faticosamente le rotelle … Anche senza le rotelle, però, la lavatrice continuava a vagabondare minacciando di buttarsi di sotto. … portarono dentro la lavatrice e provarono a riavviarla. Macchè: la lavatrice continuava imperterrita a passeggiare in lungo e in largo.',
    category: 'elettrodomestici',
    cause:
      'Sul retro della lavatrice nuova erano rimaste le tre viti (bulloni) di bloccaggio per il trasporto che tenevano fermo il cestello; tolte quelle, ha smesso di muoversi.',
    keywords: ['viti', 'bulloni', 'trasporto', 'bloccaggio', 'cestello'],
  },
  {
    id: 'el-202',
    source: 'http://www.lysa.it/archives/60',
    original:
      'Sennonché quella furbetta della Ly ha pensato bene, dopo aver pulito le scale condominali, di lavare anche lo zerbino (amichevolmente soprannominato  Welcome). "Perfetto! Devo anche lavare la roba di Pico (furetto vampiro) e ci metto pure il tappetino tanto c\'è scritto che va fino a 40°!" gongolavo…\nAlle ore 18:30 circa la mia superteconologica lavatrice Rex lancia un grido di allarme…',
    language: 'it',
    text: 'Sennonché quella furbetta della Ly ha pensato bene, dopo aver pulito le scale condominali, di lavare anche lo zerbino (amichevolmente soprannominato  Welcome). "Perfetto! Devo anche lavare la roba di Pico (furetto vampiro) e ci metto pure il tappetino tanto c\'è scritto che va fino a 40°!" gongolavo…\nAlle ore 18:30 circa la mia superteconologica lavatrice Rex lancia un grido di allarme…',
    category: 'elettrodomestici',
    cause:
      'La gomma dello zerbino si era disintegrata e i pezzetti otturavano il filtro dello scarico e il passaggio tra cestello e filtro; tolta la gomma con un uncino, la lavatrice è ripartita.',
    keywords: ['filtro', 'scarico', 'gomma', 'zerbino', 'otturato', 'pezzetti'],
  },
  {
    id: 'el-203',
    source: 'http://micahandsarahjenkins.blogspot.com/2015/05/proof-that-i-did-something-while-sarah.html',
    original:
      'I am now expert at diagnosing problems with direct drive top loader washing machines, if anyone has a problem. The problem with ours was that it would not get up to full speed during the spin cycle, leaving our clothes soaking wet.',
    language: 'en',
    text: "Lavatrice a carica dall'alto, di quelle direct drive. Il problema della nostra è che in centrifuga non arriva mai alla velocità piena, e i vestiti escono fradici.",
    category: 'elettrodomestici',
    cause:
      'La frizione (clutch) che collega il motore al cestello in centrifuga era vecchia con i pattini consumati; sostituita, la centrifuga torna a piena velocità.',
    keywords: ['frizione', 'pattini', 'consumati', 'usurata', 'ferodi'],
  },
  {
    id: 'el-204',
    source: 'https://wherearethefrogs.blogspot.com/2016/07/fixing-oven.html',
    original:
      'A few weeks ago, I was happily cooking dinner when the power suddenly cut off. This was a bit of a shock, but it switched back on easily enough, and all seemed well. Then, one day last week, I was about to have pizza for dinner when it occurred to me that the oven was taking a really long time to heat up.',
    language: 'en',
    text: "Qualche settimana fa stavo tranquillamente cucinando la cena quando all'improvviso è saltata la corrente. Mi sono un po' spaventato, ma è tornata su senza problemi e sembrava tutto a posto. Poi un giorno la settimana scorsa stavo per farmi la pizza e mi sono accorto che il forno ci metteva davvero tantissimo a scaldarsi.",
    category: 'elettrodomestici',
    cause:
      'La resistenza (elemento riscaldante) del forno si era bruciata, ed era stata lei a far saltare la corrente; sostituita la resistenza, il forno scalda di nuovo.',
    keywords: ['resistenza', 'elemento', 'riscaldante', 'bruciata', 'interrotta'],
  },
  {
    id: 'el-205',
    source: 'http://gratefulfortheride.blogspot.com/2010/09/heating-element.html',
    original:
      'A few weeks ago I turned on the oven to preheat while I mixed up a batch of zucchini bread. Charlie was sitting at the table and came over near where I was standing at the counter and said, "Mommy, the oven is on fire. There are two fires!" I looked over and sure enough, there were two small fires inside the oven. I quickly shut it off.',
    language: 'en',
    text: 'Qualche settimana fa ho acceso il forno per preriscaldarlo mentre preparavo un pane alle zucchine. Charlie era seduto al tavolo, si è avvicinato dove stavo io al bancone e mi fa: "Mamma, il forno va a fuoco. Ci sono due fuochi!" Ho guardato e in effetti c\'erano due piccole fiamme dentro il forno. L\'ho spento subito.',
    category: 'elettrodomestici',
    cause:
      'La resistenza del forno (elemento riscaldante in basso), vecchia, aveva cominciato a fondersi prendendo fuoco; è stata sostituita solo la resistenza.',
    keywords: ['resistenza', 'elemento', 'riscaldante', 'fusa', 'bruciata'],
  },
  {
    id: 'el-206',
    source: 'https://www.thewinedarksea.com/2008/11/04/vacuum_woes/',
    original:
      "I was moving right along, vacuuming the hallway, the dining room, the kitchen; but it wasn't sucking well at all. Did it need a new bag? Perhaps, though the bag indicator didn't show full. I decided to open the door and check it anyway.",
    language: 'en',
    text: "Stavo andando avanti spedita, passando l'aspirapolvere nel corridoio, in sala da pranzo, in cucina; ma non aspirava per niente bene. Serviva un sacchetto nuovo? Forse, anche se l'indicatore del sacchetto non lo segnava pieno. Ho deciso di aprire lo sportello e controllare comunque.",
    category: 'elettrodomestici',
    cause:
      'Il sacchetto era strapieno e il tubo flessibile era intasato da un tappo di pelucchi della moquette e da una penna; tolto il tappo con un fil di ferro, aspira di nuovo.',
    keywords: ['tubo', 'intasato', 'ostruito', 'sacchetto', 'pelucchi', 'penna'],
  },
  {
    id: 'el-207',
    source: 'https://danmccracken.com/old-enough',
    original:
      'Last Saturday when I discovered water on the utility room floor I started troubleshooting. I surmised (incorrectly) that since the water hoses going into the washer showed no signs of dripping, it was likely the drain hose. So I manufactured a plumber’s snake from a clothes hanger. … Since I was able to pull out a rather small ball of lint, I surmised (incorrectly) that I was on the right track. … The test cycle to confirm everything was fine only created a new puddle on the floor and more mopping—and some moping.',
    language: 'en',
    text: "Sabato scorso ho trovato acqua sul pavimento della lavanderia e mi sono messo a cercare il problema. Ho pensato (sbagliando) che, visto che i tubi dell'acqua che entrano nella lavatrice non gocciolavano, fosse probabilmente il tubo di scarico. Così mi sono fatto una sonda da idraulico con una gruccia. … Visto che ne ho tirato fuori una pallina di pelucchi piuttosto piccola, ho pensato (sbagliando) di essere sulla strada giusta. … Il lavaggio di prova per confermare che era tutto a posto ha solo fatto una nuova pozza sul pavimento, e altro straccio da passare.",
    category: 'elettrodomestici',
    cause:
      'La perdita veniva dalla pompa di scarico della lavatrice: al centro assistenza hanno montato una pompa nuova.',
    keywords: ['pompa', 'scarico', 'difettosa', 'rotta'],
  },
  {
    id: 'el-208',
    source: 'http://myredapron.blogspot.com/2009/09/fridge-crisis-resolved.html',
    original:
      "We had a bit of a fridge crisis start on Thursday last week.  We didn't really fully understand it was a crisis until Friday however.  The freezer was cold but frosting (with a self defrosting freezer this didn't make sense) and the fridge was warm.",
    language: 'en',
    text: 'Giovedì scorso è iniziata una mezza crisi col frigo. Però fino a venerdì non avevamo davvero capito che era una crisi. Il congelatore era freddo ma si riempiva di brina (ed è un no frost, quindi non aveva senso) e il frigo era caldo.',
    category: 'elettrodomestici',
    cause:
      "Il passaggio dell'aria tra congelatore e frigo era bloccato dal ghiaccio e il foro di scarico della condensa era otturato da una gocciola di cioccolato; sciolto il ghiaccio col phon e liberato lo scarico, è tornato a funzionare.",
    keywords: ['scarico', 'condensa', 'otturato', 'ghiaccio', 'ostruito', 'bocchetta'],
  },
  {
    id: 'el-210',
    source: 'http://formicas.blogspot.com/2011/06/jerry-riggin-washing-machine.html',
    original:
      "I took today off and planned to clean the house, do some laundry, and get some crafting done. After having a leisurely morning and watching Ellen, I went to change the first load of laundry that I had thrown in after waking up. Imagine my surprise when I open the lid and it's full of water! I messed around with it for a bit, but couldn't figure out how to fix it. … Peter and I bought our washer and dryer about 5 years ago for $50 and at the time they were 7 or 8 years old so they definitely have paid off.",
    language: 'en',
    text: "Oggi mi ero presa il giorno libero e volevo pulire casa, fare un po' di bucato e dedicarmi ai miei lavoretti. Dopo una mattinata tranquilla davanti a Ellen, vado a cambiare il primo carico che avevo messo appena sveglia. Immaginate la sorpresa quando apro il coperchio ed è pieno d'acqua! Ci ho armeggiato un po', ma non sono riuscita a capire come sistemarla. … Io e Peter abbiamo comprato lavatrice e asciugatrice circa 5 anni fa per 50 dollari e all'epoca avevano già 7 o 8 anni, quindi si sono decisamente ripagate.",
    category: 'elettrodomestici',
    cause:
      "Era guasto il microinterruttore (sicura) del coperchio della lavatrice a carica dall'alto; bloccato con una fascetta, la lavatrice ha scaricato e finito il ciclo.",
    keywords: ['interruttore', 'microinterruttore', 'coperchio', 'sicura', 'fascetta'],
  },
  {
    id: 'el-211',
    source: 'https://wooden-gears.blogspot.com/2018/06/fridge-gizmology.html',
    original:
      "It's been working great for months 'till the last week or so, and Jana noticed the fridge isn't keeping things cool any more. The freezer works fine though. … it just didn't sound the same any more.",
    language: 'en',
    text: "Ha funzionato benissimo per mesi fino più o meno all'ultima settimana, quando Jana si è accorta che il frigo non tiene più le cose fresche. Il freezer però funziona bene. … semplicemente non faceva più lo stesso rumore di prima.",
    category: 'elettrodomestici',
    cause:
      "La ventola che spinge l'aria fredda dal freezer al frigo non andava per colpa di collegamenti elettrici fatti male (fili giuntati col nastro, scoperti, viti allentate); rifatti i collegamenti della ventola, il frigo raffredda.",
    keywords: ['ventola', 'ventilatore', 'fili', 'collegamenti', 'cablaggio'],
  },
  {
    id: 'el-212',
    source: 'http://urbanbikemuse.blogspot.com/2012/04/fixed-my-refrigerator.html',
    original:
      "My refrigerator had stopped cooling sufficiently.  The milk spoiled and my wife was sounding mildly alarmed.  I said, \"Relax.  Don't worry, I'll fix it.\"  I don't think she wholly believed me.",
    language: 'en',
    text: 'Il mio frigo aveva smesso di raffreddare abbastanza. Il latte è andato a male e mia moglie cominciava a preoccuparsi un po\'. Le ho detto: "Tranquilla, non ti preoccupare, lo sistemo io." Non credo mi abbia creduto fino in fondo.',
    category: 'elettrodomestici',
    cause:
      'Il ventilatore del condensatore, sul retro vicino al compressore, non girava più; sostituito il motorino della ventola, il frigo raffredda di nuovo.',
    keywords: ['ventola', 'ventilatore', 'condensatore', 'motorino', 'motore'],
  },
  {
    id: 'el-213',
    source: 'http://chintabo.blogspot.com/2008/07/coffee.html',
    original:
      "While moving out a few months ago, I had to store this thing in a box. … When I tried it up again, the water level in the reservoir was staying the same, and it was making the sound, the sound it was only supposed to make when it finished, early.\nSo, of course, I figure there's a clog somewhere. I pour water into the reservoir and out of it repeatedly, and see some grounds leave, but still nothing. … All of the coffeemaker troubleshooting I find on Google don't help, they just tell me to check the wiring and the heating element.",
    language: 'en',
    text: "Qualche mese fa, col trasloco, ho dovuto mettere la macchinetta del caffè americano in uno scatolone. … Quando l'ho riprovata, il livello dell'acqua nel serbatoio restava uguale, e faceva quel rumore, quello che dovrebbe fare solo quando ha finito, ma in anticipo.\nQuindi ovviamente penso che ci sia un intasamento da qualche parte. Verso acqua nel serbatoio e la svuoto più volte, vedo uscire un po' di fondi di caffè, ma ancora niente. … Tutte le guide che trovo su Google non servono, dicono solo di controllare i fili e la resistenza.",
    category: 'elettrodomestici',
    cause:
      'Vecchi fondi di caffè, spostatisi dentro la macchinetta durante il trasloco, intasavano il tubicino interno e la valvola di non ritorno tra serbatoio e resistenza; smontato e pulito, fa di nuovo il caffè.',
    keywords: ['tubo', 'valvola', 'intasato', 'fondi', 'ostruito'],
  },
  {
    id: 'el-214',
    source: 'https://ameblo.jp/dsp7d2/entry-12459921804.html',
    original:
      '某家電量販店で購入、正しくはたまってたポイントで買ったドライヤーが動かなくなったとカミさん。\nボディにはmade in china、大陸製だ。\n札には2017年製造と書かれている。\nちょっと早いだろ(怒)\nコードをふにゅふにゃと曲げると矢印のあたりが怪しい。',
    language: 'ja',
    text: "Mia moglie dice che il phon, preso in una catena di elettrodomestici (anzi, pagato con i punti accumulati), ha smesso di funzionare.\nSul corpo c'è scritto made in china.\nSull'etichetta c'è scritto che è prodotto nel 2017.\nUn po' presto, no? (arrabbiato)\nSe piego e muovo il cavo, la zona dove ho messo la freccia è sospetta.",
    category: 'elettrodomestici',
    cause:
      'Il filo del cavo di alimentazione era interrotto (spezzato e bruciacchiato) vicino al phon; tagliato il tratto rovinato e risaldato il cavo, il phon è ripartito.',
    keywords: ['cavo', 'filo', 'interrotto', 'spezzato', 'alimentazione', 'saldatura'],
  },
  {
    id: 'el-215',
    source: 'https://www.ifixit.com/Answers/View/14317/How+do+you+fix+a+toaster',
    original:
      "My toaster, just past warranty, won't toast any more because the lever won't stay down. I know it's cheap, but I don't want to throw away what used to work fine.",
    language: 'en',
    text: 'Il mio tostapane, appena uscito di garanzia, non tosta più perché la leva non resta giù. Lo so che costa poco, ma non voglio buttare una cosa che fino a ieri funzionava bene.',
    category: 'elettrodomestici',
    cause:
      "Briciole e residui accumulati attorno al sensore termico e all'elettromagnete che tiene giù la leva; tolto il guscio e pulito l'interno, la leva resta abbassata.",
    keywords: ['briciole', 'sensore', 'termico', 'elettromagnete', 'residui'],
  },
  {
    id: 'el-216',
    source: 'https://agingschmaging.com/?p=803',
    original:
      'It started with a weird sound. Instead of the background thrum the dishwasher usually made as it lightened my daily task, I heard a harsher mechanical sound. Imagine a grinding angry sound instead of a happy hum, and you’re close. Hmmm. A few days later, although the dishes were still coming out clean, I noticed the dishwasher was not fully draining. I mentioned it to my super-duper “I can fix anything…sorta” husband, and he took apart the appliance. He was convinced it was plugged somewhere but could not find the source.',
    language: 'en',
    text: 'È cominciato tutto con un rumore strano. Invece del solito ronzio di sottofondo della lavastoviglie, sentivo un rumore meccanico più aspro. Immaginate un rumore che gratta, arrabbiato, invece di un ronzio allegro, e ci siete. Mah. Qualche giorno dopo, anche se i piatti uscivano ancora puliti, mi sono accorta che la lavastoviglie non scaricava del tutto. L\'ho detto a mio marito, quello che "aggiusta tutto… più o meno", e lui l\'ha smontata. Era convinto che fosse intasata da qualche parte ma non ha trovato dove.',
    category: 'elettrodomestici',
    cause:
      "Un nocciolo (di oliva o ciliegia) era incastrato in una piccola valvola dello scarico e le impediva di scaricare; il tecnico l'ha trovato e tolto.",
    keywords: ['nocciolo', 'valvola', 'scarico', 'incastrato', 'ostruita'],
  },
  {
    id: 'el-217',
    source: 'http://readersis.blogspot.com/2013/07/life-on-my-own-43-dishwashing.html',
    original:
      'The other day I discovered a couple inches of water in the bottom of my dishwasher after I ran it. Thinking it would go away if I ran another cycle, I did. No dice.\nIt wouldn\'t even go away if I hit the "drain" button on the control panel. (Saying that makes me feel like I\'m piloting a KitchenAid spaceship. Captain, the controls are not responding!)',
    language: 'en',
    text: "L'altro giorno, dopo un lavaggio, ho trovato qualche centimetro d'acqua sul fondo della lavastoviglie. Pensando che sarebbe sparita facendo un altro ciclo, l'ho fatto. Niente da fare.\nNon se ne andava nemmeno premendo il tasto \"scarico\" sul pannello. (A dirlo mi sembra di pilotare un'astronave KitchenAid. Capitano, i comandi non rispondono!)",
    category: 'elettrodomestici',
    cause:
      "Il punto in cui il tubo di scarico della lavastoviglie si innesta nello scarico del lavello era intasato di sporcizia; ripulito il raccordo, l'acqua è tornata a defluire.",
    keywords: ['raccordo', 'scarico', 'lavello', 'intasato', 'sporcizia', 'sifone'],
  },
  {
    id: 'el-218',
    source: 'https://themeanmommyclub.blogspot.com/2011/08/cold-colder-frozen-solid.html',
    original:
      'A couple days ago, we discovered that everything in our fridge was frozen solid. We noticed that the thermometer was changed to the highest setting, so we put it back on normal and waited for everything to thaw. The next day things were thawing, but later that evening they froze again. Our fridge is only four years old, so we were not sure what was going on.',
    language: 'en',
    text: "Un paio di giorni fa abbiamo scoperto che nel frigo era tutto congelato duro. Abbiamo visto che il termostato era stato messo sull'impostazione più alta, così l'abbiamo rimesso su normale e abbiamo aspettato che si scongelasse tutto. Il giorno dopo le cose si stavano scongelando, ma più tardi, la sera, si sono congelate di nuovo. Il frigo ha solo quattro anni, quindi non capivamo cosa stesse succedendo.",
    category: 'elettrodomestici',
    cause:
      'Nessun guasto: la figlia spostava di nascosto la manopola del termostato sul massimo perché voleva il latte più freddo.',
    keywords: ['manopola', 'termostato', 'regolazione', 'impostazione', 'figlia'],
  },
  {
    id: 'el-219',
    source: 'http://holliworks.com/mister-fix-it/',
    original:
      'Once, my wife called from the kitchen –\n“Honey, there’s water in the dishwasher.”\nI cleaned out the drain, worked perfectly.\nTwo weeks later –\n“Honey, there’s WATER in the dishwasher!”\nHuh. Must be the drain pump. Bought a new part, replaced it. Worked perfectly.\nTwo weeks later –\n“HONEY, there’s WATER in the DISHWASHER!!!”\nHmm…must be something else. Cleaned the drain. Replaced the pump. (Again). Replaced the entire drain hose.',
    language: 'en',
    text: 'Una volta mia moglie mi chiama dalla cucina:\n"Amore, c\'è acqua nella lavastoviglie."\nHo pulito lo scarico, funzionava perfettamente.\nDue settimane dopo:\n"Amore, c\'è ACQUA nella lavastoviglie!"\nMah. Sarà la pompa di scarico. Comprato il ricambio, sostituita. Funzionava perfettamente.\nDue settimane dopo:\n"AMORE, c\'è ACQUA nella LAVASTOVIGLIE!!!"\nMmm… dev\'essere qualcos\'altro. Pulito lo scarico. Sostituita la pompa (di nuovo). Sostituito tutto il tubo di scarico.',
    category: 'elettrodomestici',
    cause:
      "Nessun guasto: la moglie apriva la lavastoviglie prima della fine del ciclo (circa ogni due settimane), lasciando l'acqua dentro.",
    keywords: ['sportello', 'aperto', 'ciclo', 'interrotto', 'anticipo'],
  },
  {
    id: 'el-220',
    source: 'http://unico-lab.blogspot.com/2010/11/il-nascondiglio-perfetto.html?m=0',
    original:
      "Nel nostro caso specifico c'è uno sportellino di plastica che, spinto all'interno con le dita, permette l'accesso alla vera e propria maniglia che apre l'elettrodomestico. Un mesetto fa, tutto all'improvviso, lo sportellino aveva iniziato a fare molta fatica ad aprirsi quasi impedendo l'accesso della mano. Non gli avevamo dato troppo peso, semplicemente accusando il difetto all'età ormai non più trascurabile dell'elettrodomestico.",
    language: 'it',
    text: "Nel nostro caso specifico c'è uno sportellino di plastica che, spinto all'interno con le dita, permette l'accesso alla vera e propria maniglia che apre l'elettrodomestico. Un mesetto fa, tutto all'improvviso, lo sportellino aveva iniziato a fare molta fatica ad aprirsi quasi impedendo l'accesso della mano. Non gli avevamo dato troppo peso, semplicemente accusando il difetto all'età ormai non più trascurabile dell'elettrodomestico.",
    category: 'elettrodomestici',
    cause:
      "Il bambino piccolo usava lo sportellino della maniglia della lavastoviglie come nascondiglio: dentro lo sportello c'erano una pinzetta per sopracciglia e un giochino di legno che ne bloccavano l'apertura; smontato lo sportello e tolti gli oggetti, si apre di nuovo.",
    keywords: ['sportellino', 'maniglia', 'oggetti', 'pinzetta', 'giochino', 'incastrati'],
  },
  {
    id: 'el-221',
    source: 'http://www.instructables.com/id/Fixing-a-Direct-Drive-Washing-Machine/',
    original:
      "Our ten year old machine died on Saturday, and with the poopy kid's pants piling up I knew something needed to happen quickly. The Sears repair man couldn't make it out for at least a week and wanted 75 bucks just to show up. Luckily, I had internet access and the delusion that I could fix my own stuff.\n\nOur machine would fill with water, make noises for a while without moving, then drain and repeat.",
    language: 'en',
    text: "La nostra lavatrice di dieci anni è morta sabato, e con i pantaloni sporchi di cacca dei bambini che si accumulavano sapevo che dovevo fare qualcosa in fretta. Il tecnico della Sears non poteva venire prima di una settimana e voleva 75 dollari solo per presentarsi. Per fortuna avevo internet e l'illusione di poter riparare le mie cose da solo.\n\nLa lavatrice si riempiva d'acqua, faceva rumore per un po' senza muoversi, poi scaricava e ricominciava da capo.",
    category: 'elettrodomestici',
    cause:
      'Si era rotto il giunto di accoppiamento (motor coupling) tra motore e trasmissione di questa lavatrice direct drive, sforzato da coperte e asciugamani pesanti; sostituito il giunto, la lavatrice lava e centrifuga di nuovo.',
    keywords: ['giunto', 'accoppiamento', 'motore', 'trasmissione', 'rotto', 'coupling'],
  },
  {
    id: 'el-223',
    source: 'https://stangfix.com/threads/it-always-happens-at-the-most-inconvenient-time.24001',
    original:
      "Monday night, I go back out to the garage after dinner, and it feels stuffier than normal. I look at the thermostat, and it says 79* instead of the set-point of 77*. I re-set the circuit breakers, as that sometimes allows an AC relay to re-set. No dice, this time. I go out to the motor assembly outside, and the fan isn't moving. Uh-ohh. I turn off the AC and let the fan run.",
    language: 'en',
    text: "Lunedì sera torno in garage dopo cena e sento che c'è più afa del solito. Guardo il termostato e segna 79 gradi invece dei 77 impostati. Riarmo gli interruttori, perché a volte così il relè del condizionatore si resetta. Niente da fare stavolta. Vado fuori all'unità col motore e la ventola non gira. Oh oh. Spengo il condizionatore e lascio andare solo la ventilazione.",
    category: 'elettrodomestici',
    cause:
      "Era guasto il condensatore di avviamento del motore della ventola dell'unità esterna del condizionatore: il tecnico ha fatto partire la ventola a mano e ha sostituito il condensatore.",
    keywords: ['condensatore', 'avviamento', 'ventola', 'motore', 'esterna', 'capacitor'],
  },
  {
    id: 'el-224',
    source: 'https://casadellamaestra.blogspot.com/2018/04/la-mangiacalzini.html',
    original:
      "Nel corso degli anni ho accumulato una serie di calzini spaiati e proprio non capivo dove potessero finire. Nel cortile non sono mai caduti. In casa nascosti in angoli remoti non ci sono, ma dopo l'esperienza di questi due giorni ho capito che è la lavatrice che si nutre di calzini.\nL'altra mattina la lavatrice non ha finito il lavaggio. Mi diceva che il filtro era intasato e dovevo liberarlo.",
    language: 'it',
    text: "Nel corso degli anni ho accumulato una serie di calzini spaiati e proprio non capivo dove potessero finire. Nel cortile non sono mai caduti. In casa nascosti in angoli remoti non ci sono, ma dopo l'esperienza di questi due giorni ho capito che è la lavatrice che si nutre di calzini.\nL'altra mattina la lavatrice non ha finito il lavaggio. Mi diceva che il filtro era intasato e dovevo liberarlo.",
    category: 'elettrodomestici',
    cause:
      'Un calzino era finito nel filtro della pompa di scarico e lo intasava; aperto lo sportellino e tolto il calzino (con tanta acqua), la lavatrice ha ripreso a scaricare.',
    keywords: ['calzino', 'filtro', 'scarico', 'intasato', 'pompa'],
  },
  {
    id: 'el-226',
    source: 'https://alltooltips.blogspot.com/search/label/appliances',
    original:
      'Well this was frustrating! The range selection knob on my fan heater was turning without doing anything. I decided to try and open the case to see what was wrong, but of course the manufacturer had used security fixings, relatively uncommon triangular ones too!',
    language: 'en',
    text: 'Che frustrazione! La manopola di selezione della potenza della mia stufetta ventilata girava a vuoto senza fare niente. Ho deciso di provare ad aprire il guscio per vedere cosa non andava, ma ovviamente il produttore aveva usato viti di sicurezza, per giunta di quelle triangolari poco comuni!',
    category: 'elettrodomestici',
    cause:
      "Un pezzo dell'alberino della manopola si era spezzato ed era rimasto dentro il commutatore; estratto il pezzo e riunito l'alberino con un perno e colla, la manopola comanda di nuovo il commutatore.",
    keywords: ['alberino', 'manopola', 'spezzato', 'commutatore', 'perno', 'rotto'],
  },
  {
    id: 'el-227',
    source: 'https://blog.gruby.com/2005/10/31/the-fix-to-a-broken-heeater/',
    original:
      'In one room of our house, which was an addition to the main house, we have an electric, in-wall heater. We never really cared about using it as we haven’t had guests in the winter. Well this morning I turned it on to see what would happen as my in-laws are coming for Thanksgiving. The heater turned on for about 30 seconds and then shut off. I fiddled with the knob and it worked for another 30 seconds.',
    language: 'en',
    text: "In una stanza di casa nostra, che è un ampliamento della casa principale, abbiamo una stufa elettrica a muro. Non ci è mai interessato usarla perché d'inverno non abbiamo mai avuto ospiti. Be', stamattina l'ho accesa per vedere cosa succedeva, visto che per il Ringraziamento arrivano i miei suoceri. La stufa si è accesa per circa 30 secondi e poi si è spenta. Ho armeggiato con la manopola e ha funzionato per altri 30 secondi.",
    category: 'elettrodomestici',
    cause:
      'La sonda del termostato (il sensore di temperatura) era posizionata davanti alla resistenza, quindi si scaldava subito e spegneva la stufa; spostata la sonda lontano dalla resistenza, la stufa scalda normalmente.',
    keywords: ['sonda', 'termostato', 'sensore', 'posizione', 'resistenza', 'temperatura'],
  },
  {
    id: 'el-228',
    source: 'https://www.mirobarsa.com/cose-da-dire/meglio-certo-di-buttare-riparare-saeco-via-veneto/',
    original:
      'Ho una macchinetta del caffè espresso, ce l’ho da parecchi anni anche se parecchi non sono così tanti, ma in confronto a quanto durano le cose oggi direi che sono parecchi. … Fa il caffè buono e va solo pulita dal calcare ogni tanto. Cosa che faccio con del caro e vecchio aceto come facevano le nonne, senza comprare “il prodotto” apposito. …\n\nL’ultima pulizia però ha causato un piccolo guasto: in pratica per risciacquare la macchinetta dall’aceto, l’ho lasciata troppo accesa a sputare acqua e, ad un certo punto, ha semplicemente smesso di funzionare. Nessuna lucina, nessun segno di vita.',
    language: 'it',
    text: 'Ho una macchinetta del caffè espresso, ce l’ho da parecchi anni anche se parecchi non sono così tanti, ma in confronto a quanto durano le cose oggi direi che sono parecchi. … Fa il caffè buono e va solo pulita dal calcare ogni tanto. Cosa che faccio con del caro e vecchio aceto come facevano le nonne, senza comprare “il prodotto” apposito. …\n\nL’ultima pulizia però ha causato un piccolo guasto: in pratica per risciacquare la macchinetta dall’aceto, l’ho lasciata troppo accesa a sputare acqua e, ad un certo punto, ha semplicemente smesso di funzionare. Nessuna lucina, nessun segno di vita.',
    category: 'elettrodomestici',
    cause:
      'Era intervenuto (bruciato) il termofusibile di sicurezza interno per il surriscaldamento; sostituito il termofusibile con qualche saldatura, la macchina del caffè è ripartita.',
    keywords: ['termofusibile', 'fusibile', 'termico', 'surriscaldamento', 'bruciato'],
  },
  {
    id: 'el-229',
    source: 'https://failtryagain.com/2016/12/02/bread-maker-repair/',
    original:
      'As Christmas approaches, it reminds me of a story from a few years ago. It was Christmas eve around 4:30pm with friends about to head over and the shops getting close to closing.\n\nI turn the bread maker on to make some sourdough, when I notice something isn’t right.\nThe machine is making weird noises and the mixing blade isn’t spinning.',
    language: 'en',
    text: 'Con Natale che si avvicina mi torna in mente una storia di qualche anno fa. Era la vigilia di Natale, verso le 16:30, con gli amici che stavano per arrivare e i negozi che stavano per chiudere.\n\nAccendo la macchina del pane per fare un pane a lievito madre, quando mi accorgo che qualcosa non va.\nLa macchina fa dei rumori strani e la pala impastatrice non gira.',
    category: 'elettrodomestici',
    cause:
      'Si era rotta la cinghia di trasmissione che collega il motore alla pala impastatrice; montata una cinghia nuova (adattata), la macchina del pane impasta di nuovo.',
    keywords: ['cinghia', 'rotta', 'trasmissione', 'pala', 'motore'],
  },
  {
    id: 'el-230',
    source: 'http://ldsmomenator.blogspot.com/2008/05/clean-clothes.html',
    original:
      'For several weeks, our washing machine has been on the blink, literally. In the middle of the wash cycle everything would stop and most of the lights on the display would blink . . . and blink . . . and blink . . . … Todd started with the basics, like checking for kinks in the hose and putting a snake through the wall.\n\nStill the lights blink.',
    language: 'en',
    text: 'Da qualche settimana la nostra lavatrice fa i capricci, e lampeggia, letteralmente. A metà lavaggio si fermava tutto e quasi tutte le spie del display lampeggiavano… e lampeggiavano… e lampeggiavano… … Todd ha cominciato dalle cose base, tipo controllare che il tubo non fosse piegato e passare una sonda nello scarico a muro.\n\nLe spie lampeggiano ancora.',
    category: 'elettrodomestici',
    cause:
      'Il tappo-filtro dello scarico dietro il pannello frontale era intasato da pelucchi, capelli, sassolini, un sacchetto di plastica, Lego, monete e forcine; svuotato il filtro, la lavatrice scarica e non dà più errore.',
    keywords: ['filtro', 'scarico', 'intasato', 'pompa', 'pelucchi', 'monete'],
  },
];
