import type { RealCase } from './types.ts';

export const CASES: RealCase[] = [
  {
    id: 'el-046',
    source: 'https://constantine.name/2013/10/14/what-is-a-commutator-brush/',
    original: 'So our washing machine quit this weekend (while I was away.)',
    language: 'en',
    text: 'Allora, la nostra lavatrice ha smesso di funzionare questo weekend (mentre ero via).',
    category: 'elettrodomestici',
    cause: 'spazzole di carbone del motore consumate, non toccavano più il collettore',
    keywords: ['spazzole', 'carbone', 'motore', 'consumate', 'collettore'],
  },
  {
    id: 'el-047',
    source: 'https://www.elektroda.com/news/news4153750.html',
    original:
      "The patient is a Samsung Diamond WF8502NMW, which occasionally shows code 3E and usually just doesn't start at all. When the spinning alone is switched on, the timer goes from 12 to 11 and then goes back to 12 again and the drum does not start spinning. In addition, the owner reports that strange black dust has been collecting under the washing machine for some time.",
    language: 'en',
    text: "Ho una Samsung Diamond WF8502NMW che ogni tanto mostra il codice 3E e di solito proprio non parte. Se metto solo la centrifuga, il timer passa da 12 a 11 e poi torna a 12 e il cestello non inizia a girare. In più da un po' di tempo sotto la lavatrice si accumula una strana polvere nera.",
    category: 'elettrodomestici',
    cause: 'spazzole di carbone del motore usurate dopo 10 anni di uso',
    keywords: ['spazzole', 'carbone', 'motore', 'usurate', 'consumate'],
  },
  {
    id: 'el-048',
    source: 'https://www.levcocare.com/2011/12/16/i-got-up-on-the-wrong-side-of-the-bed-wk-50-2011/',
    original:
      'While cursing and cleaning it up I noticed another spot of water near the corner of my refrigerator that was suspicious. Those that live on hardwood floors need to be really careful with water so I investigated. What I saw was a bit of an emergency. Floor cupping and a small amount of water. ... My first suspicion is that I had a leak in the water supply line. ... Not seeing any problems with the supply, I then removed the back of the unit and verified that the evaporation tray was dry.',
    language: 'en',
    text: "Mentre pulivo ho notato un'altra macchia d'acqua sospetta vicino all'angolo del frigorifero. Chi ha il parquet deve stare molto attento all'acqua, quindi ho controllato. Era un mezzo disastro: il parquet si stava imbarcando e c'era un po' d'acqua. ... Il mio primo sospetto era una perdita nel tubo di alimentazione dell'acqua. ... Non vedendo problemi lì, ho tolto il retro del frigo e ho verificato che la vaschetta di evaporazione era asciutta.",
    category: 'elettrodomestici',
    cause: "tubo di scarico dell'acqua di sbrinamento del freezer intasato",
    keywords: ['scarico', 'sbrinamento', 'intasato', 'tubo', 'freezer'],
  },
  {
    id: 'el-049',
    source: 'https://rkaiser-astheromansdo.blogspot.com/2013/10/how-to-fix-washing-machine.html',
    original:
      'After getting the go-ahead from our landlord ("Sounds like you guys know more about the machine than most."), Brit and I took to our washer with screwdrivers, pliers, and a hammer tonight to figure out why it wouldn\'t drain (likely culprit: hair).',
    language: 'en',
    text: 'Dopo l\'ok del padrone di casa ("Mi sa che della macchina ne sapete più voi della maggior parte della gente"), stasera io e Brit ci siamo messi sulla lavatrice con cacciaviti, pinze e martello per capire perché non scarica (probabile colpevole: capelli).',
    category: 'elettrodomestici',
    cause:
      'manicotto di gomma dello scarico tra vasca e pompa intasato da una coppa di reggiseno, forcine e capelli',
    keywords: ['manicotto', 'scarico', 'intasato', 'forcine', 'capelli'],
  },
  {
    id: 'el-050',
    source: 'https://davegatchell.wordpress.com/category/robot/',
    original:
      'The Roomba was going forward a bit then hitting an invisible wall. Then it would back up and spin.',
    language: 'en',
    text: 'Il Roomba va avanti un pezzetto e poi sbatte contro un muro invisibile. Poi torna indietro e gira su se stesso.',
    category: 'elettrodomestici',
    cause: 'sensore sotto la ruota anteriore sporco e parte bianca della ruota opaca',
    keywords: ['sensore', 'ruota', 'anteriore', 'sporco', 'polvere'],
  },
  {
    id: 'el-051',
    source: 'http://betweenthe2.blogspot.com/2013/09/tip-for-tuesday.html',
    original:
      'When I returned from a quick shopping excursion on Saturday, the Englishman greeted me with the news that our refrigerator was not running up to snuff. The fancy numerical indicators located atop the inside of the fridge alerted him that the temperature was dropping fast. Well, that and the quickly melting ice cream in the freezer below.',
    language: 'en',
    text: "Sabato, tornata da un giro veloce per negozi, l'inglese mi accoglie con la notizia che il nostro frigorifero non funzionava come dovrebbe. Gli indicatori numerici in alto dentro il frigo gli avevano segnalato che la temperatura stava scendendo in fretta. Beh, quello e il gelato nel freezer sotto che si stava sciogliendo velocemente.",
    category: 'elettrodomestici',
    cause: 'serpentine del condensatore sotto il frigorifero coperte di polvere',
    keywords: ['condensatore', 'serpentine', 'polvere', 'sporche', 'griglia'],
  },
  {
    id: 'el-052',
    source: 'https://thestuffieat.com/tag/he-man/',
    original:
      'Just out of the clear blue sky my billion dollar stove (that I hate, of which more later) started clicking. I was sitting in the living room minding my own business, having a cup of coffee and bedazzling a jean jacket when suddenly out of nowhere CLICK CLICK CLICK CLICK CLICK CLICK CLICK CLICK. The stovetop ignition doohickey just itself turned on. ... It stopped if I turned the gas on and the flame ignited but if there was no flame it just sat there clicking away.',
    language: 'en',
    text: "All'improvviso il mio piano cottura costosissimo (che odio, ma ne parliamo dopo) ha cominciato a ticchettare. Ero in salotto a farmi i fatti miei, con un caffè, a decorare una giacca di jeans con gli strass, quando dal nulla CLICK CLICK CLICK CLICK CLICK CLICK CLICK CLICK. L'accensione dei fornelli è partita da sola. ... Smetteva se aprivo il gas e la fiamma si accendeva, ma se non c'era fiamma continuava a ticchettare.",
    category: 'elettrodomestici',
    cause: "acqua di condensa gocciolata nel foro della manopola ha bagnato l'interruttore dell'accensione",
    keywords: ['acqua', 'umidita', 'manopola', 'interruttore', 'condensa'],
  },
  {
    id: 'el-053',
    source:
      'http://iheart7.com/2009/12/how-to-replace-the-thermocouple-on-a-hot-water-heater/comment-page-1/',
    original:
      'This morning I woke up to a painful revelation: we had NO hot water. I went in the laundry room to see what was going on and when I checked out the hot water heater, I saw that the pilot was out. So I lit it. And I lit it again. And again. After the third try, I realized that my attempts were in vain. The pilot was lighting, but it wouldn’t STAY lit. As soon as I released the gas control valve, POOF the flame disappeared.',
    language: 'en',
    text: "Stamattina brutta sorpresa: NIENTE acqua calda. Sono andata in lavanderia a vedere e controllando lo scaldabagno ho visto che la fiammella pilota era spenta. Allora l'ho riaccesa. E riaccesa. E ancora. Dopo il terzo tentativo ho capito che era inutile. La fiammella si accendeva ma non RESTAVA accesa. Appena lasciavo la manopola del gas, PUF, la fiamma spariva.",
    category: 'elettrodomestici',
    cause: 'termocoppia della fiamma pilota dello scaldabagno a gas difettosa',
    keywords: ['termocoppia', 'pilota', 'difettosa', 'sensore', 'fiamma'],
  },
  {
    id: 'el-054',
    source: 'https://tastethecode.com/diagnose-and-fix-a-hairdryer',
    original:
      'A friend of mine brought this hairdryer with a complaint that it does not work and that possibly there is a broken wire because the external insolation of the cable was broken in one place. ... When I plugged the hairdryer into the outlet, I noticed that the status LED was dimly glowing so I thought that the issue must be inside with some of the components, so I opened it inside.',
    language: 'en',
    text: "Un amico mi ha portato questo asciugacapelli dicendo che non funziona e che forse c'è un filo rotto, perché l'isolamento esterno del cavo era rovinato in un punto. ... Quando l'ho attaccato alla presa ho visto che il LED di stato si accendeva debolmente, quindi ho pensato che il problema fosse dentro, in qualche componente, e l'ho aperto.",
    category: 'elettrodomestici',
    cause:
      'uno dei fili del cavo di alimentazione (il neutro blu) interrotto, non nel punto dove la guaina era rovinata',
    keywords: ['cavo', 'filo', 'interrotto', 'alimentazione', 'neutro'],
  },
  {
    id: 'el-055',
    source: 'https://the-fix-diary.pages.dev/fixes/ac-blowing-warm-air-capacitor/',
    original:
      'Then, one Sunday before Labor Day, the house felt a little warm. The thermostat read a couple degrees above the setpoint, and the air coming out of the vents was room-temperature, not chilly. ... Out at the condenser, the diagnosis took one look: the unit was running and the fan was blowing, but the compressor never kicked on.',
    language: 'en',
    text: "Poi, una domenica prima del Labor Day, la casa sembrava un po' calda. Il termostato segnava un paio di gradi sopra l'impostazione e l'aria che usciva dalle bocchette era a temperatura ambiente, non fresca. ... Fuori all'unità esterna si vedeva subito: l'unità era accesa e la ventola girava, ma il compressore non partiva mai.",
    category: 'elettrodomestici',
    cause: 'condensatore di avviamento del compressore del condizionatore guasto',
    keywords: ['condensatore', 'avviamento', 'compressore', 'spunto', 'guasto'],
  },
  {
    id: 'el-056',
    source: 'https://brasilliant.blogspot.com/2012/04',
    original:
      'One of the first repairs on the list was the refrigerator. While it functions well enough (although not my choice of style), the freezer was having some major problems that we learned about upon moving in. The freezer door is equipped with an ice and water dispenser that was somehow broken and causing the freezer to fill up with frost. ... Not only was it frosting up the freezer, whenever we would hit the lever for the ice, it would just back up in the door and create a melty ice dam at the opening.',
    language: 'en',
    text: "Una delle prime riparazioni della lista era il frigorifero. Funziona abbastanza bene, ma il freezer aveva grossi problemi che abbiamo scoperto appena trasferiti. La porta del freezer ha il distributore di ghiaccio e acqua che in qualche modo era rotto e faceva riempire il freezer di brina. ... Oltre a riempire di brina il freezer, ogni volta che premevamo la leva per il ghiaccio questo si accumulava nella porta e formava un tappo di ghiaccio mezzo sciolto all'uscita.",
    category: 'elettrodomestici',
    cause:
      'solenoide che apre lo sportellino del distributore di ghiaccio guasto, lo sportellino restava aperto',
    keywords: ['solenoide', 'sportellino', 'distributore', 'ghiaccio', 'guasto'],
  },
  {
    id: 'el-057',
    source: 'http://www.jk-quantized.com/blog/2020/11/23/kettle-repair/',
    original: 'Our water kettle stopped working.',
    language: 'en',
    text: 'Il nostro bollitore elettrico ha smesso di funzionare.',
    category: 'elettrodomestici',
    cause: 'fili e terminali nella base bruciati perché il termostato starato non spegneva mai il bollitore',
    keywords: ['fili', 'terminali', 'bruciati', 'termostato', 'starato'],
  },
  {
    id: 'el-058',
    source: 'https://morphdust.github.io/repair/03-2024-slow_cooker',
    original:
      "Slow cooker\n\nProblem:    Wouldn't turn on or heat up ... This was quite a fun one that I did, as it wasn't working and all and wouldn't turn on.",
    language: 'en',
    text: 'Slow cooker. Problema: non si accende e non scalda ... Era un caso divertente, perché proprio non funzionava per niente e non si accendeva.',
    category: 'elettrodomestici',
    cause: 'fusibile termico ripristinabile scattato, andava premuto per resettarlo',
    keywords: ['fusibile', 'termico', 'ripristinabile', 'reset', 'scattato'],
  },
  {
    id: 'el-059',
    source: 'https://www.muffledsolitude.com/2013/06/handywoman.html',
    original:
      "I was vacuuming the carpet when the vacuum cleaner conked out. The dust bag is already full, I thought immediately, so I opened the cleaner and emptied the bag. When I plugged in the machine, it still wouldn't work. I tried several times but it just won't budge. There was clearly something wrong with the suction.",
    language: 'en',
    text: "Stavo passando l'aspirapolvere sul tappeto quando si è piantato. Il sacchetto è già pieno, ho pensato subito, quindi l'ho aperto e ho svuotato il sacchetto. Quando l'ho riattaccato continuava a non andare. Ho provato più volte ma niente da fare. C'era chiaramente qualcosa che non andava con l'aspirazione.",
    category: 'elettrodomestici',
    cause: "tubo flessibile dell'aspirapolvere ostruito da detriti",
    keywords: ['tubo', 'flessibile', 'ostruito', 'detriti', 'ostruzione'],
  },
  {
    id: 'el-060',
    source: 'http://mysandbox32123.blogspot.com/2007/12/ewww-yuck-damn-eureka-gross-itch-sneeze.html',
    original:
      "The vacuum was acting weird this afternoon. It took me a bit but I finally realized it had no suction. Nothing coming through the hose. Hmmmm.....was the problem in the hose or in the cannister? How can you tell if you can't turn the machine on unless the hose is attached?",
    language: 'en',
    text: "Oggi pomeriggio l'aspirapolvere faceva cose strane. Ci ho messo un po' ma alla fine ho capito che non aspirava. Dal tubo non passava niente. Mmm... il problema era nel tubo o nel corpo? Come fai a capirlo se non si accende senza il tubo attaccato?",
    category: 'elettrodomestici',
    cause: 'tubo flessibile completamente intasato da peli di cane',
    keywords: ['tubo', 'intasato', 'peli', 'flessibile', 'ostruzione'],
  },
  {
    id: 'el-061',
    source: 'https://cdozo.livejournal.com/426949.html',
    original:
      "I hate the garbage disposal because it's too easy to break and you have to run it every few days it even if you don't use it or it will get gummed up. So the other day I turned it on and a small ceramic dish was down in it. I turned it off immediately and got all the shards I could out, but the stupid thing wouldn't run anymore. When I turned the switch on, it would just make a subdued hum and it wouldn't spin.",
    language: 'en',
    text: "Odio il tritarifiuti del lavello perché si rompe troppo facilmente e bisogna farlo andare ogni pochi giorni anche se non lo usi, sennò si impasta. L'altro giorno l'ho acceso e dentro c'era una ciotolina di ceramica. L'ho spento subito e ho tirato fuori tutti i cocci che potevo, ma quel cosa non partiva più. Quando accendevo l'interruttore faceva solo un ronzio sommesso e non girava.",
    category: 'elettrodomestici',
    cause: 'disco trituratore bloccato da frammenti, sbloccato girandolo da sotto con una chiave a brugola',
    keywords: ['bloccato', 'disco', 'frammenti', 'brugola', 'incastrati'],
  },
  {
    id: 'el-062',
    source: 'https://neverbored08.blogspot.com/2016/06/screeching-garbage-disposal.html',
    original:
      "Yesterday the garbage disposal started screeching. I immediately turned it off to see what the problem was, but couldn't see anything. When I turned it on again, it just hummed.",
    language: 'en',
    text: "Ieri il tritarifiuti del lavello ha cominciato a stridere. L'ho spento subito per vedere cosa c'era ma non vedevo niente. Quando l'ho riacceso faceva solo un ronzio.",
    category: 'elettrodomestici',
    cause: 'un pezzo di metallo (un beccuccio da pasticceria) incastrato nel trituratore',
    keywords: ['metallo', 'incastrato', 'oggetto', 'bloccato', 'disco'],
  },
  {
    id: 'el-063',
    source: 'https://daileywoodworks.com/2014/10/07/how-to-fix-a-kitchenaid-stand-mixer-thats-not-spinning/',
    original:
      'Her most prized possession in our Kitchen is her Red KitchenAid Stand Mixer ... Things were going as normal until I heard the motor strain and then it started making a “clicking” sound. The motor was still running but the mixer was not spinning. We turned it off, removed the bowl, and let it cool for about thirty minutes. We then turned it back on, same noise and no movement. I wiggled the beater and it seemed to engage, but stopped as soon as some pressure was applied.',
    language: 'en',
    text: "La cosa più preziosa della nostra cucina è la planetaria KitchenAid rossa ... Tutto normale finché ho sentito il motore sforzare e poi ha iniziato a fare un rumore tipo \"clic\". Il motore continuava a girare ma la frusta non girava. L'abbiamo spenta, tolto la ciotola e lasciata raffreddare una mezz'ora. Riaccesa: stesso rumore e niente movimento. Muovendo la frusta sembrava ingranare, ma si fermava appena c'era un po' di carico.",
    category: 'elettrodomestici',
    cause: 'ingranaggio a vite senza fine in nylon spanato (pezzo fusibile di protezione del motore)',
    keywords: ['ingranaggio', 'vite', 'nylon', 'spanato', 'denti'],
  },
  {
    id: 'el-064',
    source: 'http://thejunebride.blogspot.com/2015/07/big-scary-repair-taking-apart-my.html',
    original:
      'I mentioned last Monday that my mixer stopped working. It was a sad day but, even sadder, it was not unexpected. I was mixing some bread dough a couple months ago when my dear mixer made a really loud clunk (but kept mixing). I turned it off immediately. ... It was louder than it had been, and I knew it wasn’t going to last. And it didn’t. Cause of death: pizza dough.',
    language: 'en',
    text: 'Lunedì scorso vi dicevo che la mia planetaria ha smesso di funzionare. Giornata triste ma, ancora più triste, non inaspettata. Un paio di mesi fa stavo impastando il pane quando ha fatto un "clunk" fortissimo (ma ha continuato a impastare). L\'ho spenta subito. ... Era più rumorosa di prima e sapevo che non sarebbe durata. E infatti. Causa del decesso: impasto per pizza.',
    category: 'elettrodomestici',
    cause: 'ingranaggio a vite senza fine con un dente saltato e poi spanato',
    keywords: ['ingranaggio', 'vite', 'spanato', 'dente', 'denti'],
  },
  {
    id: 'el-065',
    source: 'http://solo2minuti.blogspot.com/2006/10/ieri-sera-il-tecnico-finalmente-venuto.html',
    original:
      'Ieri sera il tecnico è finalmente venuto a rimettere a posto la mia lavatrice. Purtroppo non centrifugava più…nessun segno di vita. E dire che è da tempo che voglio proporre al condominio di istallare un addolcitore dell’acqua. Questo calcare è davvero incredibile. Intasa i rubinetti, costringendoti ogni 20 giorni a smontarne i diffusori per pulirli. Per non parlare poi dei lavandini, che se non tenuti a lucido si opacizzano tutti. E adesso anche la lavatrice…lo sapevo io!',
    language: 'it',
    text: 'Ieri sera il tecnico è finalmente venuto a rimettere a posto la mia lavatrice. Purtroppo non centrifugava più…nessun segno di vita. E dire che è da tempo che voglio proporre al condominio di istallare un addolcitore dell’acqua. Questo calcare è davvero incredibile. Intasa i rubinetti, costringendoti ogni 20 giorni a smontarne i diffusori per pulirli. Per non parlare poi dei lavandini, che se non tenuti a lucido si opacizzano tutti. E adesso anche la lavatrice…lo sapevo io!',
    category: 'elettrodomestici',
    cause: 'un calzino scappato dal cestello incastrato nel tubo di aspirazione della pompa di scarico',
    keywords: ['calzino', 'tubo', 'pompa', 'scarico', 'incastrato'],
  },
  {
    id: 'el-066',
    source: 'http://www.gerypalazzotto.it/2012/06/25/la-lavatrice-funziona-benissimo/',
    original:
      '“Ti devo dare una brutta notizia: la lavatrice non sta molto bene”, dice mia moglie con prudente pessimismo.\nEffettivamente il rumore non è incoraggiante: un clang clang che sa di meccanica precaria.',
    language: 'it',
    text: '“Ti devo dare una brutta notizia: la lavatrice non sta molto bene”, dice mia moglie con prudente pessimismo.\nEffettivamente il rumore non è incoraggiante: un clang clang che sa di meccanica precaria.',
    category: 'elettrodomestici',
    cause: 'un telefono (iPhone) dimenticato finito nel cestello durante il lavaggio',
    keywords: ['telefono', 'cestello', 'oggetto', 'dimenticato', 'tasca'],
  },
  {
    id: 'el-067',
    source: 'https://blog.garak.it/2017/12/lavastoviglie-nuova/',
    original: 'Dunque è successo che un paio di settimane fa la lavastoviglie ha perso acqua.',
    language: 'it',
    text: 'Dunque è successo che un paio di settimane fa la lavastoviglie ha perso acqua.',
    category: 'elettrodomestici',
    cause: 'tubo di scarico della lavastoviglie rotto',
    keywords: ['tubo', 'scarico', 'rotto', 'forato', 'crepato'],
  },
  {
    id: 'el-068',
    source: 'https://ladywiththeredrocker.wordpress.com/2011/08/19/ignorant-home-appliance-user/',
    original:
      'Well, my washing machine stopped working this week. Actually, I think there was something wrong with it for a while, but I kept ignoring the warning signs. Why worry about it, if it’s still turning on when I hit the start button, right? So, it stopped working, and I had no idea why. My first thought was the homemade laundry soap that I started making.',
    language: 'en',
    text: "Allora, questa settimana la mia lavatrice ha smesso di funzionare. In realtà credo che avesse qualcosa che non andava da un po', ma ho continuato a ignorare i segnali. Perché preoccuparsi se si accende ancora quando premo start, no? Insomma, si è fermata e non avevo idea del perché. Il mio primo pensiero è stato il detersivo fatto in casa che ho iniziato a usare.",
    category: 'elettrodomestici',
    cause: 'filtro della pompa di scarico intasato da un calzino e una penna',
    keywords: ['filtro', 'pompa', 'scarico', 'intasato', 'calzino'],
  },
  {
    id: 'el-069',
    source: 'http://growingupblessings.blogspot.com/2013/04/handy-woman-myth-buster.html',
    original:
      "Our Whirlpool Duet washer started giving an error code F21. Fun times. After some research online, I figured out it was a problem with the stupid thing was not draining. We do a RIDICULOUS amount of laundry in this house, so an out of commission washer isn't an option, even for a few days. ... We tried to just unplug it to reset it, as that did work last time we had an error code, but no luck this time.",
    language: 'en',
    text: "La nostra lavatrice Whirlpool Duet ha iniziato a dare l'errore F21. Che divertimento. Cercando online ho capito che il problema è che quella stupida non scarica. In questa casa facciamo una quantità RIDICOLA di bucato, quindi restare senza lavatrice non è un'opzione, neanche per pochi giorni. ... Abbiamo provato a staccarla per resettarla, come aveva funzionato l'ultima volta con un codice d'errore, ma stavolta niente.",
    category: 'elettrodomestici',
    cause: 'filtro di scarico intasato da calzini risucchiati dal cestello',
    keywords: ['filtro', 'scarico', 'calzini', 'intasato', 'pompa'],
  },
  {
    id: 'el-070',
    source: 'https://tildes.net/~life.home_improvement/1eop/i_fixed_my_dryer_myself',
    original:
      'Came home today and found wet clothes in the dryer. Which was weird because earlier, I had found the same load in there wet and just thought I had forgotten to start the dryer. Low and behold, when I stood and watched it, about ten seconds after starting it, it started beeping and gave out an F01 error code.',
    language: 'en',
    text: "Oggi torno a casa e trovo i panni bagnati nell'asciugatrice. Strano, perché già prima avevo trovato lo stesso carico bagnato e avevo pensato di essermi dimenticato di avviarla. E invece, stando lì a guardarla, una decina di secondi dopo l'avvio ha iniziato a suonare e ha dato il codice errore F01.",
    category: 'elettrodomestici',
    cause: 'saldatura bruciata sulla scheda elettronica dei relè',
    keywords: ['scheda', 'saldatura', 'rele', 'bruciata', 'elettronica'],
  },
  {
    id: 'el-071',
    source: 'http://cozybirdhouse.com/2017/03/anything-youtube-can-do.html',
    original:
      'Remember when I said the dryer was "on the fritz" after our flood? What I meant was: "it\'s totally dead, but I\'m determined to fix it."',
    language: 'en',
    text: 'Vi ricordate quando ho detto che l\'asciugatrice "faceva i capricci" dopo l\'allagamento? Intendevo: "è completamente morta, ma sono decisa a ripararla".',
    category: 'elettrodomestici',
    cause: "motore dell'asciugatrice guasto dopo l'allagamento",
    keywords: ['motore', 'guasto', 'allagamento', 'bruciato', 'acqua'],
  },
  {
    id: 'el-072',
    source:
      'https://phroot.kroovy.de/gopherproxy/?q=sdf.org%2F1%2Fusers%2Fxiled%2Fphlog%2F2025%2F20250728_dryer',
    original:
      "Earlier this week, my wife informed me that the dryer wasn't\nmoving. I took a quick look and started the dryer. The motor was\nrunning, but no movement from the drum.",
    language: 'en',
    text: "Questa settimana mia moglie mi ha detto che l'asciugatrice non si muoveva. Ho dato un'occhiata e l'ho avviata. Il motore girava, ma il cestello non si muoveva.",
    category: 'elettrodomestici',
    cause: 'cinghia del cestello rotta',
    keywords: ['cinghia', 'rotta', 'cestello', 'spezzata', 'trascinamento'],
  },
  {
    id: 'el-073',
    source: 'http://jaredsbrain.com/?m=200904',
    original:
      'The other day, just in time for our month Iron Chef dinner parties, our oven decided to die on us. The burners worked fine but after several hours of baking a ham, it still hadn’t finished pre-heating. So it wasn’t totally dead, but in the words of Princess Bride, it was “mostly dead”.',
    language: 'en',
    text: 'L\'altro giorno, giusto in tempo per le nostre cene mensili a tema Iron Chef, il forno ha deciso di morire. I fornelli andavano bene, ma dopo diverse ore a cuocere un prosciutto non aveva ancora finito di preriscaldare. Quindi non era morto del tutto, ma come in La storia fantastica, era "quasi morto".',
    category: 'elettrodomestici',
    cause: 'resistenza inferiore del forno rotta (si è sbriciolata)',
    keywords: ['resistenza', 'inferiore', 'rotta', 'bruciata', 'elemento'],
  },
  {
    id: 'el-074',
    source: 'http://holbrookitsallgood.blogspot.com/2010/12/fireworks.html',
    original:
      'Two days ago I decided to make cookies. I do this way too often. I turned on the oven to preheat it and started putting butter in my mixer. Something caught the corner of my eye. I looked down and my oven was GLOWING. Not like the inside light was on, but some very unnatural, ultra bright glow. I yanked the oven open and ... Little mini explosions coming off the element.',
    language: 'en',
    text: "Due giorni fa ho deciso di fare dei biscotti. Lo faccio fin troppo spesso. Ho acceso il forno per preriscaldarlo e ho iniziato a mettere il burro nella planetaria. Con la coda dell'occhio ho notato qualcosa. Ho guardato giù e il forno BRILLAVA. Non come quando è accesa la luce interna, ma un bagliore fortissimo e per niente naturale. Ho spalancato il forno e ... piccole mini esplosioni che uscivano dalla resistenza.",
    category: 'elettrodomestici',
    cause: 'resistenza inferiore del forno bruciata (andata in corto)',
    keywords: ['resistenza', 'inferiore', 'bruciata', 'corto', 'elemento'],
  },
  {
    id: 'el-075',
    source: 'https://dengarden.com/appliances/Washer-Not-Spinning-Try-This-First',
    original:
      'Perhaps it can help you out, too, if your washer is sitting there, mocking you with a tubfull of water and almost-clean clothes, doing exactly nothing. I was recently faced with this situation not once, but twice, and was fortunate enough to be able to fix the problem both times, for about $40 each time.',
    language: 'en',
    text: "Se la tua lavatrice se ne sta lì, piena d'acqua e di panni quasi puliti, a prenderti in giro senza fare assolutamente niente... Io mi ci sono trovato di recente non una ma due volte, e per fortuna sono riuscito a risolvere entrambe le volte con circa 40 dollari.",
    category: 'elettrodomestici',
    cause:
      'interruttore di sicurezza del coperchio (lid switch) guasto, la lavatrice crede che il coperchio sia aperto',
    keywords: ['interruttore', 'coperchio', 'sicurezza', 'micro', 'guasto'],
  },
  {
    id: 'el-076',
    source: 'https://www.959theriver.com/summertime-is-no-time-to-run-out-of-ice/',
    original:
      'Recently my icemaker stopped working. When this happened before I’d just open up the icemaker door and jiggle the ice bin to loosen the cubes. Simply doing that always solved the problem. But not this time! I tried the procedure several times with no success. This was a new problem – the ice bin was frozen in place and could not be removed.',
    language: 'en',
    text: 'Di recente il fabbricatore di ghiaccio del frigo ha smesso di funzionare. Quando succedeva prima aprivo lo sportello e scuotevo il contenitore per staccare i cubetti, e bastava sempre. Ma stavolta no! Ho provato più volte senza successo. Problema nuovo: il contenitore del ghiaccio era congelato al suo posto e non si riusciva a togliere.',
    category: 'elettrodomestici',
    cause: 'grosso blocco di ghiaccio che ostruiva lo scivolo del fabbricatore di ghiaccio',
    keywords: ['ghiaccio', 'blocco', 'scivolo', 'ostruito', 'contenitore'],
  },
  {
    id: 'el-077',
    source: 'https://heednotsteve.wordpress.com/2017/05/15/i-like-the-easy-fix/',
    original:
      'Yesterday, I got home from work to the news our washing machine wouldn’t drain.  Instead of draining, it complained with an “OE” error code. For those of you with an LG top load washer, OE evidently means the drain hose is kinked or clogged. ... I inspected the hose and it was fine. I reinstalled it and followed LG’s advice to run the washer in spin only mode.  It still wouldn’t drain, though.',
    language: 'en',
    text: "Ieri torno dal lavoro e mi dicono che la lavatrice non scarica. Invece di scaricare dà l'errore \"OE\". È una LG a carica dall'alto, e a quanto pare OE vuol dire che il tubo di scarico è piegato o intasato. ... Ho controllato il tubo ed era a posto. L'ho rimontato e ho seguito il consiglio LG di fare solo centrifuga. Però continua a non scaricare.",
    category: 'elettrodomestici',
    cause: 'un oggetto metallico (molla/fermaglio) impigliato nella girante della pompa di scarico',
    keywords: ['oggetto', 'girante', 'pompa', 'scarico', 'impigliato'],
  },
  {
    id: 'el-078',
    source: 'https://tuliobertorini.wordpress.com/tag/element/',
    original:
      'For the past year, it seemed that the hot water was not as hot as it was when I purchased the house. I put off calling as plumber as it would cost $50 just for them to walk in the door, plus another $100 for labor and probably over $50 for any parts. ... Well, the cold weather and the less than 5 minute shower got old.',
    language: 'en',
    text: "Da un anno l'acqua calda non sembra più calda come quando ho comprato casa. Ho rimandato l'idraulico perché solo per entrare costa 50 dollari, più 100 di manodopera e probabilmente più di 50 di ricambi. ... Beh, col freddo e le docce da meno di 5 minuti mi sono stufato.",
    category: 'elettrodomestici',
    cause: 'termostato inferiore dello scaldabagno elettrico guasto (le resistenze nuove non bastavano)',
    keywords: ['termostato', 'inferiore', 'scaldabagno', 'guasto', 'difettoso'],
  },
  {
    id: 'el-079',
    source: 'https://thedailycuppajo.com/2021/01/08/flow-2/',
    original:
      'There were no beans in the house so French press was out of the question but I happen to be stocked to the gills with K-cups for my Keurig. Covid preparedness, don’t ya know. But the Keurig wouldn’t work despite multiple attempts to brew. Its been awhile since its gotten a good internal cleaning. My bad. But on a day of Breaking News heard round the world you’re going to fail me? On one of many repeated tries I got about a tablespoon of dark rich coffee and gulped it down.',
    language: 'en',
    text: "In casa non c'erano chicchi quindi niente French press, ma ho una scorta enorme di K-cup per la mia Keurig. Scorte da Covid, sai com'è. Ma la Keurig non funzionava nonostante vari tentativi di fare il caffè. È da un po' che non le faccio una bella pulizia interna, colpa mia. Ma proprio in un giorno di notizie storiche mi devi abbandonare? In uno dei tanti tentativi ho ottenuto circa un cucchiaio di caffè scuro e l'ho mandato giù.",
    category: 'elettrodomestici',
    cause: "fondi di caffè che ostruivano l'ago che fora la capsula, liberato con una graffetta",
    keywords: ['ago', 'fondi', 'ostruito', 'capsula', 'graffetta'],
  },
  {
    id: 'el-080',
    source: 'http://www.tomifobia.com/mahoney/paper_clip.shtml',
    original:
      'Okay, so it wasn\'t a space ship -- it was my high-tech Keurig Coffee Brewer. ... The no-brew problem began without warning on Sunday evening when I tried to make a cup of French Roast decaf. All the lights came on, etc. etc. but when I pressed the brew button nothing happened. Several times the machined groaned "unhh...unh...unhhh" but, alas, no coffee was brewed. ... Nothing worked, so I shut it down and planned on giving it a shot early the next morning. Same old, same old. No water was coming through.',
    language: 'en',
    text: 'Ok, non era un\'astronave: era la mia macchinetta da caffè Keurig super tecnologica. ... Il problema è iniziato senza preavviso domenica sera quando ho provato a farmi un decaffeinato French Roast. Tutte le spie si accendevano ecc. ecc., ma premendo il tasto di erogazione non succedeva niente. Più volte la macchina ha mugugnato "unhh...unh...unhhh" ma, ahimè, niente caffè. ... Niente ha funzionato, quindi l\'ho spenta e ho pensato di riprovare la mattina dopo. Sempre uguale. Non passava acqua.',
    category: 'elettrodomestici',
    cause:
      "i due fori minuscoli dell'ago di ingresso dell'acqua nella capsula ostruiti, liberati con una graffetta",
    keywords: ['fori', 'ago', 'ostruiti', 'capsula', 'graffetta'],
  },
];
