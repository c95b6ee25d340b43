import type { RealCase } from './types.ts';

/** Batch 5 of real smartphone reports (issue 24): gathered 2026-11-27, blind to the assistant. */
export const CASES: RealCase[] = [
  {
    id: 'sp-301',
    source: 'https://lowtek.ca/roo/2022/lint-the-unseen-foe/',
    original:
      'Lately my ~1.5yr old Pixel 4a had stopped reliably charging. The USB-C cable would fit in fine, but not stay put. It would also pop out very easily. This morning after another failed to charge overnight incident I again inspected the USB-C port. It looked fine.',
    language: 'en',
    text: "Ultimamente il mio Pixel 4a, che ha circa un anno e mezzo, aveva smesso di caricare in modo affidabile. Il cavo USB-C entrava bene, ma non restava fermo. E poi saltava fuori facilissimo. Stamattina, dopo l'ennesima notte in cui non si è caricato, ho ricontrollato la porta USB-C. Sembrava a posto.",
    category: 'smartphone',
    cause:
      'La porta USB-C era piena di pelucchi (lanugine delle tasche) compressi sul fondo: tolti con cautela con uno spillo, il cavo si inserisce a fondo e il telefono carica di nuovo.',
    keywords: ['porta', 'pelucchi', 'lanugine', 'sporcizia', 'ricarica', 'pulizia'],
  },
  {
    id: 'sp-303',
    source: 'https://whatifitdid.com/keep-the-faith/',
    original:
      'When my phone got wet, I wiped it off and thought nothing of it. There wasn’t any sign whatsoever of a problem — it looked just fine and I received a couple text messages and replied to them without issue. It wasn’t until about 30 minutes later when it rang and I could BARELY hear the caller that I figured out I was in trouble.',
    language: 'en',
    text: "Quando il telefono si è bagnato l'ho asciugato e non ci ho più pensato. Non c'era nessun segno di problemi — sembrava a posto, ho ricevuto un paio di messaggi e ho risposto senza problemi. Solo una mezz'ora dopo, quando ha squillato e riuscivo a malapena a SENTIRE chi chiamava, ho capito che ero nei guai.",
    category: 'smartphone',
    cause:
      "Era entrata acqua nell'iPhone (l'altoparlante delle chiamate sentiva appena): spento e lasciato tre giorni in una ciotola di riso ad asciugare, è tornato a funzionare.",
    keywords: ['acqua', 'umidità', 'bagnato', 'asciugare', 'riso', 'altoparlante'],
  },
  {
    id: 'sp-304',
    source: 'https://avoision.com/2014/06/09/a-problem-charging-my-iphone-and-a-novel-solution.php',
    original:
      'Lately, it’s been harder and harder to charge my iPhone. I figured there was some kind of corrosion on the inside, as it seemed to work with some cords but not others. In Frankfort, a few days ago, late in the evening I realized my phone simply refused to charge at all – even when plugged in.\n\nNormally, I can kind of jiggle it and get it to catch. But that night, no amount of tweaking would get it to even recognize that it was plugged in. It got to the point where I had to physically push the cord in, and hold it with a constant amount of pressure for it to work.',
    language: 'en',
    text: "Ultimamente è sempre più difficile caricare il mio iPhone. Pensavo ci fosse un po' di corrosione dentro, perché sembrava funzionare con alcuni cavi e con altri no. A Francoforte, qualche giorno fa, a tarda sera mi sono accorto che il telefono proprio si rifiutava di caricare – anche attaccato.\n\nDi solito muovendo un po' il cavo riesco a farlo prendere. Ma quella sera, per quanto lo smanettassi, non riconosceva nemmeno di essere collegato. Sono arrivato al punto di dover spingere dentro il cavo a mano e tenerlo premuto con una pressione costante perché funzionasse.",
    category: 'smartphone',
    cause:
      'Nella porta di ricarica Lightning si era compattata lanugine (pelucchi): tolti alcuni grossi pezzi con un ago, il telefono carica di nuovo normalmente.',
    keywords: ['porta', 'lightning', 'pelucchi', 'lanugine', 'ricarica', 'pulizia'],
  },
  {
    id: 'sp-305',
    source: 'https://eduardoferron.com/mi-iphone-enciende',
    original:
      'Me ha sucedido en varias ocasiones que el iPhone se apaga y no quiere volver a encender. La última vez ocurrió un par de días atrás, cuando me disponía a ponerlo a cargar. Este se apagó y no quiso reaccionar de nuevo. Lo conecté a la corriente y tampoco reaccionó. Lo conecté a un puerto USB de la computadora y nada. Probé con otros cables, otros conectores, limpiando los conectores, hablándole bonito, luego feo y nada.',
    language: 'es',
    text: "Mi è successo più volte che l'iPhone si spegne e non vuole più riaccendersi. L'ultima volta è stato un paio di giorni fa, quando stavo per metterlo in carica. Si è spento e non ha più reagito. L'ho attaccato alla corrente e niente. L'ho attaccato a una porta USB del computer e niente. Ho provato con altri cavi, altri caricatori, pulendo i connettori, parlandogli con le buone, poi con le cattive, e niente.",
    category: 'smartphone',
    cause:
      "L'iPhone era solo bloccato: un reset forzato (tenere premuto il tasto Home e, senza rilasciarlo, il tasto di accensione per qualche secondo) lo ha fatto ripartire come se niente fosse.",
    keywords: ['reset', 'forzato', 'riavvio', 'tasto', 'home', 'accensione'],
  },
  {
    id: 'sp-306',
    source: 'http://awyomingwomansthoughts.blogspot.com/2012/11/electronic-glitch-or-why-i-didnt-get.html',
    original:
      'Yesterday I started listening while eating my breakfast. When I was ready to move on to something else, I tried to turn off the book and the Kindle. Oops! The Kindle goes into power saving mode while a recording is playing; the screen goes blank, but the recording still plays. The Kindle Fire has only one button on it, the On/Off power button. Everything else is touchscreen. To bring the picture back and manage the Fire, you tap the power button.\n\nWell, I tapped. I pushed. I held it down. A lot. And the picture never came back. With a blank screen, you cannot do anything.',
    language: 'en',
    text: "Ieri ho cominciato ad ascoltare mentre facevo colazione. Quando ho voluto passare ad altro, ho provato a spegnere il libro e il Kindle. Oops! Il Kindle va in risparmio energetico mentre riproduce una registrazione; lo schermo diventa nero, ma l'audio continua. Il Kindle Fire ha un solo tasto, quello di accensione. Tutto il resto è touch. Per far tornare l'immagine e usare il Fire, dai un colpetto al tasto di accensione.\n\nBeh, l'ho toccato. L'ho premuto. L'ho tenuto premuto. Un sacco. E l'immagine non è mai tornata. Con lo schermo nero non puoi fare niente.",
    category: 'smartphone',
    cause:
      'Il Kindle Fire era bloccato (blocco software) con lo schermo spento: lasciato scaricare del tutto finché si è spento da solo e poi ricaricato, è ripartito e funziona bene.',
    keywords: ['blocco', 'software', 'spegnimento', 'riavvio', 'batteria', 'scarica'],
  },
  {
    id: 'sp-307',
    source: 'http://goingfastgettingnowhere.blogspot.com/2010/08/iphone-bodge.html',
    original:
      'I had had the iPhone a couple of months when we went to France. While we were over there, I started getting the message "SIM card not installed". I didn\'t pay a lot of attention, as a restart always cured it … Well, it did, a few times. Today, it happened again and this time nothing I could do would cure it. … I gave the contacts a wipe with a cloth, dusted everything off, and put it back. Nothing. Even resetting the phone wouldn\'t bring the SIM back.',
    language: 'en',
    text: "Avevo l'iPhone da un paio di mesi quando siamo andati in Francia. Mentre eravamo lì, ha cominciato a darmi il messaggio \"SIM non installata\". Non ci ho fatto molto caso, perché riavviandolo si sistemava sempre … Beh, è successo ancora, qualche volta. Oggi è successo di nuovo e stavolta non c'è stato verso di sistemarlo. … Ho pulito i contatti con un panno, tolto la polvere da tutto e l'ho rimessa dentro. Niente. Nemmeno resettando il telefono la SIM tornava.",
    category: 'smartphone',
    cause:
      "La SIM non era premuta abbastanza contro i contatti del telefono (nel cassettino non c'era pressione): un pezzetto di nastro adesivo sul retro della SIM per spessorarla ha risolto subito.",
    keywords: ['sim', 'contatti', 'pressione', 'spessore', 'nastro', 'cassettino'],
  },
  {
    id: 'sp-308',
    source: 'https://zaffiron.blogger.de/stories/2737459/',
    original:
      'Vor einigen Tagen bin ich morgens wach geworden und habe bemerkt, dass der Akku meines Smartphone, ein zwei Jahre altes Modell von Apple, nicht geladen worden war. Die Ladestandanzeige zeigte 37% an, etwas weniger als am Vorabend. Zunächst dachte ich, ich hätte den Netzstecker vergessen in die Steckdose zu stecken, bemerkte dann aber, dass der Stecker zum Smartphone selbst recht locker in der Buchse plaziert gewesen ist. Sobald ich den Stecker in der Ladebuchse des Smartphones etwas bewegte oder tiefer hineindrückte, begann das Gerät den Ladevorgang.',
    language: 'de',
    text: "Qualche giorno fa mi sono svegliato la mattina e ho visto che la batteria del mio smartphone, un modello Apple di due anni, non si era caricata. L'indicatore segnava 37%, un po' meno della sera prima. All'inizio ho pensato di aver dimenticato di attaccare l'alimentatore alla presa, poi però ho notato che lo spinotto nel telefono era infilato piuttosto lasco. Appena muovevo un po' lo spinotto nella presa di ricarica del telefono o lo spingevo più a fondo, cominciava a caricare.",
    category: 'smartphone',
    cause:
      'Un grosso pelucco (o un pezzo di fazzoletto) intasava la presa di ricarica e impediva allo spinotto di entrare a fondo, creando un falso contatto: tolto con uno stuzzicadenti, il telefono carica di nuovo.',
    keywords: ['presa', 'ricarica', 'pelucchi', 'lanugine', 'ostruita', 'stuzzicadenti'],
  },
  {
    id: 'sp-309',
    source: 'http://freepressblog.org/blog/2007/03/12/blessing-in-disguise/',
    original:
      'For some reason, one of my chargers for my phone died last night, so it didn’t get charged up overnight, and ended up completely draining the battery … The scary part was then when I woke up and realized what had happened I tried plugging it in to a different USB cable charger that I had and it didn’t light up and start charging. I also tried the one in my car, and it didn’t seem to take the charge either. So, I was thinking I was stuck with a dead battery at best, and a dead phone at worst.',
    language: 'en',
    text: "Per qualche motivo stanotte uno dei caricatori del telefono è morto, quindi non si è caricato durante la notte e la batteria si è scaricata del tutto … La parte che fa paura è che, quando mi sono svegliato e ho capito cos'era successo, ho provato ad attaccarlo a un altro caricatore con cavo USB che avevo e non si è acceso né ha cominciato a caricare. Ho provato anche quello della macchina, e nemmeno lì sembrava prendere la carica. Quindi pensavo di ritrovarmi, nel migliore dei casi, con la batteria morta e, nel peggiore, con il telefono morto.",
    category: 'smartphone',
    cause:
      "La batteria si era scaricata completamente e i caricatori generici non bastavano a farla ripartire: attaccato al suo caricatore originale, dopo un po' ha ripreso a caricare e il telefono funziona.",
    keywords: ['batteria', 'scarica', 'caricatore', 'originale', 'ricarica'],
  },
  {
    id: 'sp-310',
    source: 'https://anjipatchwork.blogspot.com/2016/05/phoneless.html',
    original:
      'Just over a week ago, my super intelligent phone died on me (not so smart after all). I was just sorting out my photos on the cloud thingy and everything went dark. I fiddled, did soft resets, tried to charge the battery up.',
    language: 'en',
    text: 'Poco più di una settimana fa il mio telefono super intelligente mi ha mollato (non così smart, alla fine). Stavo solo sistemando le foto su quella cosa del cloud e si è spento tutto. Ho smanettato, fatto riavvii, provato a caricare la batteria.',
    category: 'smartphone',
    cause:
      'La batteria era esaurita, troppo scarica per riuscire a ricaricarsi: sostituita con una batteria nuova, il telefono funziona bene.',
    keywords: ['batteria', 'esaurita', 'scarica', 'sostituita', 'difettosa'],
  },
  {
    id: 'sp-311',
    source: 'http://appleslut.com/blog/iphone/scratched-lens',
    original:
      'Over the past month, every picture I shot with my iPhone 4 was terrible. The photos grainy, the colors were off and bright light completely washed out the entire scene.\n\nI love the camera on the iPhone – besides the Retina Display, the camera is my second favorite feature. So this was kind of a big deal.\n\nThe pictures were so bad looking that I stopped using the camera on my iPhone. … I assumed the software or camera sensor was failing',
    language: 'en',
    text: "Nell'ultimo mese ogni foto che facevo con il mio iPhone 4 era orribile. Foto sgranate, colori sballati e la luce forte sbiancava completamente tutta la scena.\n\nAdoro la fotocamera dell'iPhone – dopo il display Retina è la cosa che preferisco. Quindi per me era un bel problema.\n\nLe foto venivano così male che ho smesso di usare la fotocamera dell'iPhone. … Pensavo che stesse cedendo il software o il sensore della fotocamera",
    category: 'smartphone',
    cause:
      "Il vetrino che protegge l'obiettivo della fotocamera posteriore era tutto graffiato: sostituita la scocca posteriore con il vetrino, le foto sono di nuovo nitide.",
    keywords: ['vetrino', 'obiettivo', 'fotocamera', 'graffiato', 'scocca', 'lente'],
  },
  {
    id: 'sp-312',
    source: 'https://stupendouslyawesome.blogspot.com/2012/12/galaxy-s-camera-out-of-focus.html',
    original:
      'Galaxy S Camera Out of Focus\n\nHave you ever wonder ‘what’s wrong with my phone camera? Everything’s blurry and so out of focus! Maybe I need a new phone. … every single time I tried to take picture, I had to hold the phone steady and press on the camera button until the lens zoomed correctly. SO MADDDDD!',
    language: 'en',
    text: "Fotocamera del Galaxy S fuori fuoco\n\nTi sei mai chiesto 'cos'ha la fotocamera del mio telefono? È tutto sfocato, completamente fuori fuoco! Forse mi serve un telefono nuovo.' … ogni singola volta che provavo a fare una foto dovevo tenere il telefono fermissimo e tenere premuto il tasto della fotocamera finché l'obiettivo non metteva a fuoco bene. CHE RABBIA!",
    category: 'smartphone',
    cause:
      'Nelle impostazioni della fotocamera la modalità di messa a fuoco era finita per sbaglio su Macro: rimessa su Autofocus, le foto non escono più sfocate.',
    keywords: ['messa', 'fuoco', 'macro', 'autofocus', 'impostazioni', 'modalità'],
  },
  {
    id: 'sp-313',
    source: 'https://uncommonlysilly.com/2012/10/',
    original:
      'I stepped on my iPad in France and crushed the glass digitizer this summer. Luckily, thanks to the brilliance of Corning, NY’s own Corning glass, that stuff is strong. Other than the ugly break pattern, the iPad continued to work…\n\n…until I dropped it again. Then it started acting like I was constantly pressing on a seemingly random spot on the shattered screen. It was time to act.',
    language: 'en',
    text: "Quest'estate in Francia ho pestato l'iPad e ho frantumato il vetro touch. Per fortuna, grazie al genio del vetro Corning, quella roba è resistente. A parte il brutto disegno delle crepe, l'iPad continuava a funzionare…\n\n…finché non mi è caduto di nuovo. Da lì ha cominciato a comportarsi come se stessi premendo di continuo su un punto a caso dello schermo rotto. Era ora di fare qualcosa.",
    category: 'smartphone',
    cause:
      "Il vetro touch (digitizer) rotto registrava tocchi fantasma: sostituito con un kit vetro nuovo, l'iPad funziona perfettamente.",
    keywords: ['digitizer', 'vetro', 'touch', 'rotto', 'sostituzione', 'tocchi'],
  },
  {
    id: 'sp-314',
    source: 'http://techwireless.blogspot.com/2009/10/troubleshooting-unreliable-smartphone.html',
    original:
      "More recently I've had problems with my Palm Treo Pro - it would frequently lock up, sometimes 2-3 times a day. I'll save the long story but I wasn't able to find a cause for the problems and eventually concluded I had physically damaged the phone.\n\nTwo nights ago my phone locked up and when I rebooted it refused to read my 8gig memory card.",
    language: 'en',
    text: "Ultimamente ho avuto problemi con il mio Palm Treo Pro: si bloccava spesso, a volte 2-3 volte al giorno. Vi risparmio la storia lunga, ma non riuscivo a trovare la causa e alla fine mi ero convinto di aver danneggiato fisicamente il telefono.\n\nDue sere fa il telefono si è bloccato e quando l'ho riavviato si è rifiutato di leggere la scheda di memoria da 8 giga.",
    category: 'smartphone',
    cause:
      'La scheda di memoria da 8 GB era guasta (ormai del tutto illeggibile) e faceva bloccare il telefono: sostituita con una nuova, il telefono funziona perfettamente.',
    keywords: ['scheda', 'memoria', 'microsd', 'guasta', 'illeggibile', 'sostituita'],
  },
  {
    id: 'sp-315',
    source: 'http://franksmusings.blogspot.com/2021/04/trivial-pandemic-consequence.html',
    original:
      'The enjoyable quiet of my i-phone’s ringing was an unanticipated consequence of the suspension of normal activities because of the pandemic Or so I thought. … I didn’t notice that something was the matter with my i-phone until my daughter told me, through my wife, that recently I never seemed to answer her calls. … However, it eventually dawned on me that there was something wrong on my end. Repeated attempts to find how I might have set my phone to change all incoming calls to vibrate or silence instead of audible ringing were all fruitless.',
    language: 'en',
    text: "La piacevole quiete della suoneria del mio iPhone era una conseguenza inattesa dello stop alle attività normali per la pandemia. O così credevo. … Non mi sono accorto che c'era qualcosa che non andava nel mio iPhone finché mia figlia non mi ha fatto sapere, tramite mia moglie, che ultimamente non rispondevo mai alle sue chiamate. … Però alla fine ho capito che il problema era dalla mia parte. Ho cercato più volte come potessi aver impostato il telefono per mettere tutte le chiamate in vibrazione o in silenzioso invece di farlo squillare, ma niente.",
    category: 'smartphone',
    cause:
      "L'interruttore laterale della suoneria dell'iPhone era rimasto sulla posizione silenzioso: rimesso su suoneria, il telefono squilla di nuovo.",
    keywords: ['interruttore', 'silenzioso', 'suoneria', 'muto', 'levetta'],
  },
  {
    id: 'sp-316',
    source: 'https://www.dont-panic.cc/capi/category/computer/hardware/',
    original:
      'I’ve been a quite happy owner of the Moto G6 Plus for some years now. Since the beginning, I always had a “minor” issue: sometimes the GPS started to suddenly stopped getting a lock. Which was especially cumbersome, if I was using the phone as navigation system while driving. Today, the GPS lost it’s locking mid-drive and I’ve not been able to reestablish it, not even by power-cycling the device. Also various attempts of changing battery saving options and changing location accuracy settings did not result in any improvements (normally it did).',
    language: 'en',
    text: "Ho un Moto G6 Plus da qualche anno e ne sono abbastanza contento. Fin dall'inizio però ho sempre avuto un problema \"minore\": ogni tanto il GPS smetteva all'improvviso di agganciare la posizione. Cosa particolarmente scomoda se usavo il telefono come navigatore in macchina. Oggi il GPS ha perso l'aggancio a metà viaggio e non sono più riuscito a recuperarlo, nemmeno spegnendo e riaccendendo il telefono. Anche vari tentativi di cambiare le opzioni di risparmio batteria e le impostazioni di precisione della posizione non hanno migliorato niente (di solito funzionava).",
    category: 'smartphone',
    cause:
      "I dati di assistenza A-GPS salvati nel telefono erano da buttare: cancellati con l'app GPS Status & Toolbox (avvio a freddo), il GPS ha agganciato subito la posizione e il problema non si è più ripresentato.",
    keywords: ['gps', 'agps', 'dati', 'cache', 'reset', 'satelliti'],
  },
  {
    id: 'sp-317',
    source: 'https://blog.benmoore.info/2012/01/those-are-standard-arent-they.html',
    original:
      'I recently encountered a similar problem when the OEM charging cable for my Captivate got stepped on. I ordered the first $.99 micro-USB cable I could find. It fit fine into the tight connector on my Captivate and the battery icon changed to charging. But the next morning the battery was only at 70%.\n\nHere\'s what the charging screen looks like connected to the generic cable.\n\nNotice that it says "Charging(USB)."',
    language: 'en',
    text: 'Di recente ho avuto un problema simile quando qualcuno ha pestato il cavo di ricarica originale del mio Captivate. Ho ordinato il primo cavo micro-USB da 99 centesimi che ho trovato. Entrava bene nel connettore stretto del Captivate e l\'icona della batteria passava a "in carica". Ma la mattina dopo la batteria era solo al 70%.\n\nEcco come appare la schermata di ricarica con il cavo generico.\n\nNotate che dice "In carica (USB)".',
    category: 'smartphone',
    cause:
      'Il cavo micro-USB generico non faceva riconoscere il caricatore da parete e il telefono caricava lentamente come da porta USB: con un cavo originale Samsung ricarica in modalità AC e si carica del tutto.',
    keywords: ['cavo', 'generico', 'originale', 'ricarica', 'lenta', 'usb'],
  },
  {
    id: 'sp-318',
    source: 'http://www.powrsurg.com/blog/2011/05/12/dont-be-dirty/',
    original:
      'I am a huge fan of my Droid. It does everything I need it to and it keeps on getting better as apps get updated. … That being said over the last few months I’d noticed that the touch screen seemed to be getting less responsive. I have my Droid in a case and have a thin screen placed over my screen to protect it that I purchased from the Verizon store when I bought my phone in March of 2010. I was starting to think that all of these updates were taking their toll on my poor Droid.',
    language: 'en',
    text: 'Sono un grande fan del mio Droid. Fa tutto quello che mi serve e continua a migliorare con gli aggiornamenti delle app. … Detto questo, negli ultimi mesi avevo notato che il touch screen sembrava rispondere sempre meno. Tengo il Droid in una custodia e sopra lo schermo ho una pellicola sottile per proteggerlo, comprata al negozio Verizon quando ho preso il telefono a marzo 2010. Cominciavo a pensare che tutti questi aggiornamenti stessero mettendo a dura prova il mio povero Droid.',
    category: 'smartphone',
    cause:
      'Sulla vecchia pellicola protettiva si era accumulato uno strato di sporco difficile da togliere: sostituita con una pellicola nuova, il touch screen risponde di nuovo benissimo.',
    keywords: ['pellicola', 'protettiva', 'sporco', 'touch', 'sostituzione'],
  },
];
