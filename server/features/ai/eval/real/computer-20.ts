import type { RealCase } from './types.ts';

/**
 * Batch 20 of real computer reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'pc-2001',
    source:
      'https://github.com/NickyMeuleman/nicky-blog/blob/0401018a6135a3553a0534eccb00947928805a26/content/reviving-my-laptop/index.md',
    original:
      "My laptop was getting hot, **very** hot.  \nAfter a while you collect a slew of cruft on your computer you'd be happier without. (looking at you, sponsor offers that install a toolbar when you don't uncheck that tiny box hiding in the corner of the installer)\n\nI hoped that would help this laptop's thermal situation. It got so bad that it would throttle when only watching YouTube.\nReïnstalling only helped a bit, I could now use this machine for about an hour before I had to stop and do something else because I couldn't stand the heat anymore.",
    language: 'en',
    text: "Il mio portatile scaldava, scaldava **tantissimo**.\nDopo un po' ti ritrovi sul computer un sacco di robaccia di cui faresti volentieri a meno (sì, parlo di voi, offerte degli sponsor che ti installano una toolbar se non togli la spunta a quella casellina nascosta in un angolo dell'installer).\n\nSperavo che questo aiutasse la situazione termica del portatile. Era arrivato al punto che rallentava (throttling) anche solo guardando YouTube.\nReinstallare ha aiutato solo un po': adesso riuscivo a usarlo per circa un'ora prima di dover smettere e fare altro, perché il calore non lo sopportavo più.",
    category: 'computer',
    cause:
      'La pasta termica su CPU e GPU era completamente secca e il dissipatore era pieno di polvere; smontato il portatile, pulite le alette con aria compressa e rimessa pasta termica nuova, le temperature sono scese da oltre 90°C a circa 60°C.',
    keywords: ['pasta', 'termica', 'polvere', 'dissipatore', 'ventola', 'surriscaldamento'],
  },
  {
    id: 'pc-2002',
    source:
      'https://github.com/raghur/blogposts/blob/075d8414b1da86aa2685efeafa6c63f36f64bf93/Cleaned.Out.My.Desktop.md',
    original:
      "Cleaned out my desktop machine today. It's been a long time since I did and it's got loads of dust and dust bunnies\ninside. The fan's been whining away for sometime and gotten irritating.",
    language: 'en',
    text: "Oggi ho pulito il mio PC fisso. Era tanto che non lo facevo e dentro c'era un sacco di polvere e batuffoli di polvere. La ventola fischiava da un po' di tempo ed era diventata fastidiosa.",
    category: 'computer',
    cause:
      "Batuffoli di polvere incastrati tra la ventola e il dissipatore del processore limitavano il flusso d'aria e facevano fischiare la ventola; rimossi con pinzette e aria compressa e rimessa la pasta termica, il PC è tornato silenzioso.",
    keywords: ['polvere', 'ventola', 'dissipatore', 'pulizia', 'rumore', 'pasta'],
  },
  {
    id: 'pc-2003',
    source:
      'https://github.com/MaiaBlanco/maiablanco.github.io/blob/78af32b3a23e7bf77ebf84970c16b5d2763c17b9/_posts/2017-03-04-Corsair-TX750-ATX-PSU-Repair.markdown',
    original:
      'The Corsair TX 750 served the power needs for my main desktop for over 5 years, *just* past the end of the official warrantly offered by Corsair. Considering that I was routinely my AMD CPU as a room heater during cold winters for two years, it held out pretty well.\n\nEventually, though, the PSU started to show signs of trouble: the odd shutdown here, needing to power cycles two or three times to have the system POST, and finally, in the words of [AvE](https://www.youtube.com/user/arduinoversusevil/videos), complete "failure to chooch."',
    language: 'en',
    text: "Il Corsair TX 750 ha alimentato il mio PC fisso principale per più di 5 anni, giusto un po' oltre la fine della garanzia ufficiale di Corsair. Considerando che per due inverni ho usato regolarmente la mia CPU AMD come stufetta, ha retto abbastanza bene.\n\nAlla fine però l'alimentatore ha cominciato a dare segni di problemi: ogni tanto si spegneva, dovevo spegnere e riaccendere due o tre volte perché il sistema facesse il POST, e alla fine, per dirla come [AvE](https://www.youtube.com/user/arduinoversusevil/videos), non dava più nessun segno di vita.",
    category: 'computer',
    cause:
      "Nell'alimentatore ATX si erano guastati i componenti del circuito PFC attivo (un condensatore in corto, un MOSFET e un diodo bruciati), che avevano fatto saltare anche il fusibile d'ingresso; sostituiti questi componenti e il fusibile, l'alimentatore ha ripreso a dare tensioni corrette.",
    keywords: ['alimentatore', 'condensatore', 'mosfet', 'diodo', 'fusibile', 'corto'],
  },
  {
    id: 'pc-2004',
    source:
      'https://github.com/d3netxer/tomgertin/blob/54a890a0922c25318edb923ec2ee2c9ed066958e/_posts/2008-12-25-hard-drive-failure.md',
    original:
      'My Macbook Pro froze one day when I left it alone for a few hours. I tried restarting it, and it couldn’t find the drive. After some troubleshooting I suspected that my hard drive was dead.',
    language: 'en',
    text: "Un giorno il mio Macbook Pro si è bloccato dopo che l'avevo lasciato lì per qualche ora. Ho provato a riavviarlo e non trovava più il disco. Dopo qualche prova ho cominciato a sospettare che il disco fisso fosse morto.",
    category: 'computer',
    cause:
      'Il disco fisso meccanico del portatile era guasto (confermato in assistenza Apple); sostituito con un nuovo disco da 200GB e reinstallato il sistema, il portatile è tornato a funzionare.',
    keywords: ['disco', 'fisso', 'guasto', 'sostituzione', 'backup'],
  },
  {
    id: 'pc-2005',
    source:
      'https://github.com/sulvaat/sulvaat.github.com/blob/5ab2234fdb1a0fcb45c561c28d58f9bd18f027ae/source/_posts/2012-03-13-Fixing-Ye-Old-Laptop.markdown',
    original:
      'My laptop decided to kick the bucket last week. The HDD kept making clicks of death, screen flickered whenever the lid moved.',
    language: 'en',
    text: 'La settimana scorsa il mio portatile ha deciso di tirare le cuoia. L\'hard disk continuava a fare i "click della morte" e lo schermo sfarfallava ogni volta che muovevo il coperchio.',
    category: 'computer',
    cause:
      "L'hard disk era guasto ed è stato sostituito con un altro disco; lo sfarfallio dello schermo era causato da cortocircuiti su fili scoperti del cavo flat del display, isolati fondendoci sopra della plastica.",
    keywords: ['disco', 'cavo', 'flat', 'display', 'cortocircuito', 'cerniera'],
  },
  {
    id: 'pc-2006',
    source:
      'https://github.com/HookRace/hookrace-web/blob/048471b9577bb6dc7a0a2752c946257f572f3194/www/_posts/2016-06-21-broken-hardware-fixes-hacks-8-years.markdown',
    original:
      "I've been using Gentoo for nearly the entire time,\nwhich means I ended up compiling my own programs and libraries. Compiling a single\nlarge-scale C++ library failed again and again, at seemingly random positions.\nThe g++ compiler always complained about internal compiler errors. At first I\nassumed this was a bug in the GNU Compiler Collection, so I switched to other\nversions, but got the same error in each of them. At some point I noticed that\nthe memory usage increases to multiple GBs when compiling this library",
    language: 'en',
    text: "Uso Gentoo praticamente da sempre, quindi finisco per compilarmi da solo programmi e librerie. La compilazione di una grossa libreria C++ falliva in continuazione, in punti apparentemente a caso. Il compilatore g++ si lamentava sempre di errori interni del compilatore. All'inizio ho pensato fosse un bug di GCC, quindi ho provato altre versioni, ma in tutte avevo lo stesso errore. A un certo punto ho notato che compilando quella libreria l'uso della memoria saliva a diversi GB",
    category: 'computer',
    cause:
      "Un modulo di RAM era difettoso: Memtest86+ ha trovato un singolo byte guasto. L'autore ha escluso quell'indirizzo con il parametro del kernel memmap (in alternativa si poteva togliere o sostituire il modulo) e la compilazione è tornata a funzionare.",
    keywords: ['ram', 'memoria', 'difettosa', 'memtest', 'modulo', 'sostituire'],
  },
  {
    id: 'pc-2007',
    source:
      'https://github.com/rbazinet/accidental_technologist/blob/7a1baf6ad406272d8e5f0ec18d97042bf8339f0c/_posts/2008-04-03-laptop-screaming-fan-syndrome.md',
    original:
      'The last month the fan has been getting louder and louder to the point I almost bought a new Lenovo Thinkpad T61 but it sounded a bit irrational, clear evidence of how crazy it has been making me. The fan is running at maximum speed most of time and almost screaming. I was at one of my clients this week and people even commented how loud it was and asking if that annoying sound was my laptop. Embarrassingly enough, I had to admit that it certain was my laptop.',
    language: 'en',
    text: "Nell'ultimo mese la ventola è diventata sempre più rumorosa, al punto che stavo quasi per comprarmi un Lenovo Thinkpad T61 nuovo, ma mi sembrava un po' irrazionale: prova evidente di quanto mi stesse facendo impazzire. La ventola gira quasi sempre al massimo e praticamente urla. Questa settimana ero da un cliente e la gente ha pure commentato quanto fosse rumorosa, chiedendo se quel suono fastidioso venisse dal mio portatile. Con un certo imbarazzo ho dovuto ammettere che sì, era proprio il mio portatile.",
    category: 'computer',
    cause:
      "La ventola e il dissipatore erano intasati di polvere (l'aggiornamento del BIOS era già installato e non c'entrava); soffiando aria compressa nelle prese d'aria è uscita molta polvere e la ventola è tornata silenziosa.",
    keywords: ['polvere', 'ventola', 'pulizia', 'aria', 'compressa', 'dissipatore'],
  },
  {
    id: 'pc-2008',
    source:
      'https://github.com/jpswade/jpswade.github.io/blob/799035b3a6073f84cdb4f915b46155cfb33ba048/_posts/2007-02-14-fixing-a-faulty-laptop-dc-jack-connector.md',
    original:
      "I was recently informed that my <em>old </em>laptop, a HP Pavilion ze4111s, (now being used by my girlfriend) that &#8220;it doesn't charge&#8221;, which then changed to &#8220;it sometimes does, and other times it doesn't&#8221;.\n</p>\n\nI decided to investigate and began wiggling the AC adaptor at the back in the DC jack socket, which appeared to become lose.",
    language: 'en',
    text: 'Di recente mi hanno detto che il mio vecchio portatile, un HP Pavilion ze4111s (che adesso usa la mia ragazza), "non carica", che poi è diventato "a volte carica e a volte no".\n\nHo deciso di indagare e ho cominciato a muovere lo spinotto dell\'alimentatore nella presa DC sul retro, che sembrava essersi allentata.',
    category: 'computer',
    cause:
      'Il connettore di alimentazione DC si era staccato dalla scheda madre e il suo involucro era crepato, per cui il contatto andava e veniva; la soluzione è dissaldare il vecchio jack e saldarne uno nuovo di ricambio.',
    keywords: ['connettore', 'alimentazione', 'saldatura', 'scheda', 'madre', 'sostituzione'],
  },
  {
    id: 'pc-2009',
    source:
      'https://github.com/rpellerin/rpellerin.github.io/blob/07de13ed41c5c065d9b04ea9c4fb81b13778d726/content/how-to-repair-a-laptop-charger.md',
    original:
      'A few months ago, my laptop charger started to malfunction. It had to be in a certain position to charge the battery and supply power the my laptop. Recently, this had become really annoying. It was getting worse and worse, so bad that sometimes my laptop would shut down abruptly without any kind of warning as the battery was empty.',
    language: 'en',
    text: 'Qualche mese fa il caricatore del mio portatile ha cominciato a fare i capricci. Doveva stare in una certa posizione per caricare la batteria e alimentare il portatile. Ultimamente era diventato davvero fastidioso. Peggiorava sempre di più, al punto che a volte il portatile si spegneva di colpo senza nessun avviso perché la batteria era scarica.',
    category: 'computer',
    cause:
      'Il caricatore (alimentatore esterno con il suo cavo) era difettoso e il contatto dipendeva dalla posizione; è stato sostituito con un alimentatore nuovo con stessa tensione, corrente e polarità, unito a un cavo con lo spinotto giusto, e il portatile ha ripreso a caricare.',
    keywords: ['caricatore', 'cavo', 'alimentatore', 'contatto', 'tensione', 'polarità'],
  },
  {
    id: 'pc-2010',
    source:
      'https://github.com/octospacc/sitoctt/blob/0d854cb7abc89d38347fae6efe25d3a71f0a5d42/Posts/2022-07-09-0000-Come-ho-Riparato-il-mio-Portatile-con-25-Euro.md',
    original:
      "Andando con ordine, - non ricordo con precisione, ma si parla di almeno 3 o 4 anni fa, quando questo era il mio solo PC personale - i problemini iniziarono quando il tasto W smise di funzionare, nel corso di qualche giorno. Azz.\n[...]\nCosa molto strana è che, da circa 1 anno fa, nonostante l'uso scarso, molti altri tasti hanno iniziato velocemente a cedere, dal nulla. Non saprei dire se qualche altro tasto sia completamente morto, ma sicuramente il 60% almeno della tastiera ha iniziato a volere le botte per registrare le pressioni.",
    language: 'it',
    text: "Andando con ordine, - non ricordo con precisione, ma si parla di almeno 3 o 4 anni fa, quando questo era il mio solo PC personale - i problemini iniziarono quando il tasto W smise di funzionare, nel corso di qualche giorno. Azz.\n[...]\nCosa molto strana è che, da circa 1 anno fa, nonostante l'uso scarso, molti altri tasti hanno iniziato velocemente a cedere, dal nulla. Non saprei dire se qualche altro tasto sia completamente morto, ma sicuramente il 60% almeno della tastiera ha iniziato a volere le botte per registrare le pressioni.",
    category: 'computer',
    cause:
      "La tastiera integrata del portatile era usurata e rotta (il tasto W risultava letteralmente sfondato e molti altri tasti non registravano più bene le pressioni); è stata sostituita l'intera tastiera con un ricambio compatibile da circa 25€ e il portatile è tornato pienamente utilizzabile.",
    keywords: ['tastiera', 'tasti', 'usura', 'sostituzione', 'ricambio', 'membrana'],
  },
  {
    id: 'pc-2011',
    source:
      'https://github.com/diegorusso/diegorusso.github.io/blob/19484908801689ea5de6ce1033c170ceb17c6afb/_posts/2009-03-25-il-curioso-caso-del-macbook-pro.md',
    original:
      "Domenica 15 marzo, non avendo voglia di uscire, mi sono sdraiato sul divano e\ncon la mia dolce meta abbiamo deciso di vedere un film sul mio Macbook Pro.\nDopo la visione del film, ha chiuso regolarmente il mio mac (come tutte le\nvolte da novembre 2007 ad oggi). Dopo qualche ora, all'apertura... **schermo\nnero**. Essendo quasi ora della nanna ho giusto provato [i vari\nreset]({{site.url}}/2009/02/25/howto-reset-della-pram-nvram-e-pmu-nei-mac/)\ndi routine, ma senza alcun esito positivo. Il computer funzionava\nperfettamente, ma il monitor era completamente nero.",
    language: 'it',
    text: "Domenica 15 marzo, non avendo voglia di uscire, mi sono sdraiato sul divano e\ncon la mia dolce meta abbiamo deciso di vedere un film sul mio Macbook Pro.\nDopo la visione del film, ha chiuso regolarmente il mio mac (come tutte le\nvolte da novembre 2007 ad oggi). Dopo qualche ora, all'apertura... **schermo\nnero**. Essendo quasi ora della nanna ho giusto provato [i vari\nreset]({{site.url}}/2009/02/25/howto-reset-della-pram-nvram-e-pmu-nei-mac/)\ndi routine, ma senza alcun esito positivo. Il computer funzionava\nperfettamente, ma il monitor era completamente nero.",
    category: 'computer',
    cause:
      "Difetto noto del chip grafico NVIDIA 8600M GT montato sulla scheda logica del MacBook Pro; Apple ha riconosciuto il difetto con un'estensione di garanzia e il centro assistenza ha sostituito la scheda logica, dopodiché lo schermo è tornato a funzionare.",
    keywords: ['scheda', 'grafica', 'chip', 'logica', 'sostituzione', 'garanzia'],
  },
  {
    id: 'pc-2012',
    source:
      'https://github.com/wbernard/wbernard.github.io/blob/2dcc850cd0be3a2cf373fdf7327a0c29b59010c5/_posts/2017-04-26-backen-der-grafikkarte.md',
    original:
      'Vor einigen Wochen hat unser zehn Jahre alter Computer den Geist aufgegeben. Nach dem Einschalten hörte man nur ein paarmal piepen und der Bildschirm blieb schwarz.',
    language: 'de',
    text: 'Qualche settimana fa il nostro computer di dieci anni ci ha lasciato. Quando lo accendevi si sentivano solo un paio di bip e lo schermo restava nero.',
    category: 'computer',
    cause:
      "La scheda grafica era difettosa (i bip all'avvio lo indicavano, probabilmente saldature incrinate del chip): cuocerla in forno l'ha fatta ripartire solo temporaneamente, poi è stata sostituita con una scheda video nuova.",
    keywords: ['scheda', 'grafica', 'saldature', 'bip', 'sostituzione', 'video'],
  },
  {
    id: 'pc-2013',
    source:
      'https://github.com/jgarr16/jrgarrigues.github.io/blob/082fdcd6522d15bc2f4b746cfbea54f47b16376c/_posts/2018-07-30-troubleshooting.md',
    original:
      "A few days ago, I realized that I couldn't get the computer to unlock like before. I'd just applied an update, so I started to wonder if a bug had crept in to the operating system. No matter what I tried, when I went to unlock the system, it wouldn't wake up and work while it was in the closed-display mode. When I pulled the Mac out and opened the lid it worked perfectly. Even the Apple Watch unlocking bit, but when it was docked, nada! Very frustrating.",
    language: 'en',
    text: "Qualche giorno fa mi sono accorto che non riuscivo più a sbloccare il computer come prima. Avevo appena installato un aggiornamento, quindi ho cominciato a chiedermi se nel sistema operativo si fosse infilato un bug. Qualsiasi cosa provassi, quando andavo a sbloccarlo non si risvegliava e non funzionava mentre era in modalità a schermo chiuso. Se tiravo fuori il Mac e aprivo il coperchio funzionava perfettamente, persino lo sblocco con l'Apple Watch, ma quando era sul dock, niente! Frustrante da morire.",
    category: 'computer',
    cause:
      "La modalità a schermo chiuso del MacBook richiede che il portatile sia collegato all'alimentatore: la spina dell'alimentatore era scivolata fuori dalla presa a muro quel tanto da non dare corrente; rimessa bene la spina, tutto è tornato a funzionare.",
    keywords: ['alimentatore', 'spina', 'presa', 'alimentazione', 'collegato'],
  },
  {
    id: 'pc-2014',
    source:
      'https://github.com/huntergdavis/huntergdavis.github.io/blob/6b92a1bda734399c9ccc703e9d1285b19ef25a3e/_posts/2015-03-25-woeful-is-the-hacker-who-knows-everything.markdown',
    original:
      'So about a year ago when my laptop battery stopped charging, I wasn’t too concerned. I hardly use my laptop anywhere but my desk or my couch. Once a day, I would bring the laptop from my desk to the couch. As the battery wasn’t charging, the total charge would drop a percentage point every couple of days. After about a year, it was down to 4% and I decided it was time to replace the battery.\n\nWhile the official dell replacement is still listed at 150$, I found a highly reviewed battery on Amazon for 30$. A week goes by, and I plug my new battery into my laptop. No change.',
    language: 'en',
    text: 'Circa un anno fa la batteria del mio portatile ha smesso di caricarsi, ma non mi sono preoccupato più di tanto. Il portatile lo uso quasi solo alla scrivania o sul divano. Una volta al giorno lo portavo dalla scrivania al divano. Visto che la batteria non si caricava, la carica scendeva di un punto percentuale ogni paio di giorni. Dopo circa un anno era arrivata al 4% e ho deciso che era ora di cambiare la batteria.\n\nIl ricambio originale Dell costa ancora 150$, ma su Amazon ne ho trovata una con ottime recensioni a 30$. Passa una settimana, monto la batteria nuova nel portatile. Nessun cambiamento.',
    category: 'computer',
    cause:
      'Nel BIOS l\'opzione avanzata "allow charging" (consenti ricarica) era impostata su false, probabilmente disattivata per sbaglio con la combinazione Fn+F2; la batteria e il circuito di carica erano a posto, bastava riattivare l\'opzione.',
    keywords: ['bios', 'ricarica', 'impostazione', 'batteria', 'opzione'],
  },
  {
    id: 'pc-2015',
    source:
      'https://github.com/jlhaggerty/jlhaggerty.github.io/blob/7993463e3718acf0043a6618e98732082e1ea13a/_posts/2007-08-08-laptop-quick-fix.md',
    original:
      'I’ve had my Dell Inspiron 8500 for over 4 years now. It’s been pretty solid, but it is starting to show it’s age. Saturday night I booted it up, I could tell that it had booted successfully, but the screen never fully turned on. It faded from white to gray and back, over and over. I went to another computer on my network and was able to ssh into my laptop, so I knew it was up and running.',
    language: 'en',
    text: "Ho il mio Dell Inspiron 8500 da più di 4 anni. È stato parecchio affidabile, ma comincia a sentire l'età. Sabato sera l'ho acceso, si capiva che si era avviato correttamente, ma lo schermo non si accendeva mai del tutto. Passava dal bianco al grigio e ritorno, di continuo. Sono andato su un altro computer della rete e sono riuscito a collegarmi in ssh al portatile, quindi sapevo che era acceso e funzionante.",
    category: 'computer',
    cause:
      'Il pulsantino che rileva se il coperchio è aperto o chiuso (sensore di chiusura dello schermo) si era incastrato in posizione "chiuso"; togliendo la striscia sopra la tastiera e rimettendo in sede il pulsante, lo schermo è tornato a funzionare.',
    keywords: ['sensore', 'coperchio', 'pulsante', 'chiusura', 'schermo', 'incastrato'],
  },
  {
    id: 'pc-2016',
    source:
      'https://github.com/jzerbe/jzerbe.github.com/blob/02c550d8dce721ed52a95283cad31e6dcfacec1d/_posts/2008-07-11-dell-inspiron-1501-battery-cannot-be-identified.md',
    original:
      "Recently my Dell Inspiron 1501\\'s battery has been acting up. The problem started out\nwith the BIOS spurting out an error message at bootup, which I though was merely a glitch:\n\n    WARNING: The battery cannot be identified.\n    This system will be unable to charge this battery.\n    Press Any Key to Continue\n    Press  2 times to enter SETUP\n    Press  and Any Key to enter Boot Menu\n\nThe battery wouldn\\'t hold charge and XP (32bit and 64bit) would be unresponsive\nto my keyboard and mouse clicks/movements while the battery was installed.",
    language: 'en',
    text: "Ultimamente la batteria del mio Dell Inspiron 1501 fa i capricci. Il problema è cominciato con il BIOS che all'avvio sparava un messaggio di errore, che pensavo fosse solo un intoppo:\n\n    WARNING: The battery cannot be identified.\n    This system will be unable to charge this battery.\n    Press Any Key to Continue\n    Press  2 times to enter SETUP\n    Press  and Any Key to enter Boot Menu\n\nLa batteria non teneva la carica e XP (sia 32 che 64 bit) non rispondeva a tastiera e clic/movimenti del mouse quando la batteria era montata.",
    category: 'computer',
    cause:
      'La batteria era semplicemente vecchia ed esaurita e non teneva più la carica (infatti senza batteria il portatile andava più veloce); montata una batteria nuova tutto ha funzionato perfettamente.',
    keywords: ['batteria', 'esaurita', 'sostituzione', 'carica', 'vecchia'],
  },
  {
    id: 'pc-2017',
    source:
      'https://github.com/josephmate/josephmate.github.io/blob/296f6707b62f8a4b40e31d46006aa512d0dc15bf/_posts/2020-06-09-fix-double-clicking-mouse-logitech-m100.md',
    original:
      "My $15 Logitech M100 mouse has served me well for at least two years.\nIt's been so long that I can't remember when I got it. \nIt's suffered so much abuse you can no longer make out the Logitech logo on the bottom.\nThis is the second time it started double clicking.\nThe first time I was able to fix it by opening it up and blowing compressed air at it.\nIf you're experiencing double click, you might want to try blowing compressed air on it.\nHowever, this time it didn't work.",
    language: 'en',
    text: "Il mio mouse Logitech M100 da 15$ mi ha servito bene per almeno due anni.\nÈ passato così tanto tempo che non mi ricordo nemmeno quando l'ho preso.\nNe ha subite così tante che sotto non si legge più il logo Logitech.\nÈ la seconda volta che comincia a fare il doppio clic.\nLa prima volta ero riuscito a sistemarlo aprendolo e sparandoci dentro aria compressa.\nSe avete il problema del doppio clic, potreste provare con l'aria compressa.\nQuesta volta però non ha funzionato.",
    category: 'computer',
    cause:
      'La lamella metallica a molla dentro il microswitch del tasto sinistro aveva perso elasticità dopo milioni di clic e vibrava chiudendo il contatto due volte; aprendo lo switch e rimodellando (appiattendo) la curva della lamella, il doppio clic è sparito.',
    keywords: ['microswitch', 'molla', 'lamella', 'tasto', 'contatto', 'rimbalzo'],
  },
  {
    id: 'pc-2018',
    source:
      'https://github.com/technology-toolbox/website/blob/0039a110f66b906e85ef127577dfef494b4d8ade/content/blog/jjameson/2009/11/30/escaping-from-double-click-purgatory.md',
    original:
      'A few weeks ago I started experiencing an incredibly frustrating problem on my laptop. When I clicked[the mouse](http://www.microsoft.com/products/info/product.aspx?view=22&amp;pcid=90134df1-861e-417e-a584-86e088e38cdb&amp;type=ovr), instead of responding with a single-click (e.g. to select an item), it acted as if I double-clicked the mouse button.\n\nAt first I thought that I was simply losing control of my motor reflexes (in other words, I was mistakenly double-clicking when I meant to single-click). However, over time I began to experience the issue more and more frequently',
    language: 'en',
    text: "Qualche settimana fa ho cominciato ad avere un problema incredibilmente frustrante sul mio portatile. Quando cliccavo con il mouse, invece di fare un clic singolo (per esempio per selezionare qualcosa), si comportava come se avessi fatto doppio clic.\n\nAll'inizio ho pensato di stare semplicemente perdendo il controllo dei riflessi (cioè che facessi doppio clic per sbaglio quando volevo fare un clic solo). Però col tempo il problema si presentava sempre più spesso",
    category: 'computer',
    cause:
      'Non erano i driver (disinstallare e reinstallare il software del mouse non è servito): era il mouse stesso, usurato dopo anni di clic; collegando un altro mouse il problema è sparito del tutto.',
    keywords: ['mouse', 'usurato', 'tasto', 'sostituzione', 'clic'],
  },
  {
    id: 'pc-2019',
    source:
      'https://github.com/rthealien/rthealien.github.io/blob/6a045988b47ea45804fcf52c54bfb0ef8a0916ba/_posts/2025-05-08-como-ressuscitar-um-ssd-que-n%C3%A3o-%C3%A9-mais-reconhecido.md',
    original:
      'Depois de uma época de chuvas e bastante faltas energia, fui ligar meu notebook e percebi que meu segundo SSD não estava sendo reconhecido.',
    language: 'pt',
    text: 'Dopo un periodo di piogge e parecchi blackout, ho acceso il mio portatile e mi sono accorto che il secondo SSD non veniva più riconosciuto.',
    category: 'computer',
    cause:
      "Dopo le interruzioni di corrente l'SSD aveva bisogno di ricostruire le sue tabelle di mappatura interne; lasciando il computer acceso sulla schermata del BIOS per almeno 5 minuti (ciclo di alimentazione), l'SSD è tornato a essere riconosciuto senza perdere dati.",
    keywords: ['ssd', 'alimentazione', 'bios', 'blackout', 'firmware', 'riconosciuto'],
  },
  {
    id: 'pc-2020',
    source:
      'https://github.com/phocks/phocks.github.io/blob/2b962ae8f5c6e301e005223b51a53e049247cfa5/_posts/2014-08-08-resurrecting-the-dead-SSD.md',
    original:
      'I had my solid state drive for only a few months before it decided to die on me. Notoriously unreliable these things were, as I found, and I lost my entire Windows installation. And in my drawer my <abbr title="Solid State Drive">SSD</abbr> stayed, like a m3ssiah in his tomb or whatever.',
    language: 'en',
    text: "Avevo il mio SSD solo da qualche mese quando ha deciso di morirmi. Roba notoriamente inaffidabile, come ho scoperto, e ho perso tutta l'installazione di Windows. E nel cassetto è rimasto il mio SSD, come un messia nella tomba o qualcosa del genere.",
    category: 'computer',
    cause:
      "L'SSD non veniva più rilevato dal BIOS ma non era morto: collegandolo solo all'alimentazione (senza cavo dati SATA) per 20 minuti, poi collegando il cavo dati a computer acceso e riavviando, il disco è ricomparso (ciclo di alimentazione che fa ripartire il controller).",
    keywords: ['ssd', 'alimentazione', 'sata', 'controller', 'rilevato'],
  },
  {
    id: 'pc-2021',
    source:
      'https://github.com/jeremycherfas/user/blob/30ddef163c8aa9cc8db1846f357c846fe91bfa42/pages/03.blog/clean-clickety-clack-keyboard/item.md',
    original:
      'From time to time a key on my clickety-clack keyboard gets stuck and refuses to register. Usually, I just prise off the keycap, fiddle about with an unbent paperclip or something and hope for the best, but the last time it happened it was one of the letters I need for my password and it was a royal pain.',
    language: 'en',
    text: "Ogni tanto un tasto della mia tastiera rumorosa si incastra e non registra più la pressione. Di solito tolgo il copritasto, smanetto un po' con una graffetta raddrizzata o qualcosa del genere e spero per il meglio, ma l'ultima volta è successo con una delle lettere che mi servono per la password ed è stata una gran rottura.",
    category: 'computer',
    cause:
      'Sotto i copritasti si era accumulato un sacco di sporco (peli del cane, capelli e altra sporcizia) che bloccava i tasti; tolti tutti i copritasti, pulita la tastiera con spazzola e cotton fioc inumiditi e lavati i tasti in acqua tiepida, la tastiera è tornata a funzionare bene.',
    keywords: ['sporco', 'tasti', 'pulizia', 'copritasti', 'incastrato', 'tastiera'],
  },
  {
    id: 'pc-2022',
    source:
      'https://github.com/trofi/trofi.github.io.gen/blob/55b5e6cdf78f7af9798469caa1ff3a961d534855/posts/280-cooling-failure.md',
    original:
      'And one day my machine just powered off abruptly. I powered it on again.\nI ran for 2-3 minutes, and shut off again. I was not able to power it on\nlater without a 30-minute delay. Initially I though about failed PSU as\nthe system did not complain about anything up to the very shutdown.',
    language: 'en',
    text: "E un giorno il mio computer si è spento di colpo. L'ho riacceso.\nÈ andato per 2-3 minuti e si è spento di nuovo. Poi non riuscivo più a riaccenderlo se non dopo una mezz'ora. All'inizio ho pensato all'alimentatore guasto, visto che il sistema non segnalava niente fino al momento dello spegnimento.",
    category: 'computer',
    cause:
      'La pompa del dissipatore a liquido (AIO) della CPU si era guastata, per cui la CPU arrivava a 110°C e il PC si spegneva per protezione; sostituito il raffreddamento a liquido con un dissipatore ad aria, la temperatura è scesa a circa 30°C.',
    keywords: ['pompa', 'liquido', 'surriscaldamento', 'dissipatore', 'temperatura', 'cpu'],
  },
  {
    id: 'pc-2023',
    source:
      'https://github.com/brunohadlich/brunohadlich.github.io/blob/0bc9bfba8e6793ce8cc50a0e1862626d7e47f827/_posts/2019-3-26-PC-turns-off-on-high-CPU-usage.md',
    original:
      'A few days ago I accessed my PC BIOS to enable virtualization support(AMD SVM), after a reboot I kept using the system with no\nissues at all until I executed a software called BOINC that runs CPU intensive tasks, I realized that after running such software\nthe system shutdown, at a first moment I thought it was some strange bug on BOINC forcing shutdown, so after rebooting I decided\nto do not run BOINC but to play Apex Legends, one minute of gameplay led to system shutdown, at this point I\nrealized it was a hardware issue.',
    language: 'en',
    text: "Qualche giorno fa sono entrato nel BIOS del PC per attivare il supporto alla virtualizzazione (AMD SVM); dopo il riavvio ho continuato a usare il sistema senza nessun problema finché non ho lanciato un programma chiamato BOINC, che fa calcoli pesanti sulla CPU. Mi sono accorto che dopo averlo avviato il sistema si spegneva. All'inizio ho pensato a qualche strano bug di BOINC che forzava lo spegnimento, quindi dopo il riavvio ho deciso di non usare BOINC e di giocare ad Apex Legends: dopo un minuto di gioco il sistema si è spento. A quel punto ho capito che era un problema hardware.",
    category: 'computer',
    cause:
      "Nel BIOS era stata cambiata per sbaglio l'opzione EZ System Tuning da Normal ad ASUS Optimal (overclock automatico): con il dissipatore di serie la CPU si surriscaldava sotto carico e il PC si spegneva; riportata l'opzione su Normal, il computer funziona di nuovo.",
    keywords: ['bios', 'overclock', 'surriscaldamento', 'temperatura', 'dissipatore', 'cpu'],
  },
];
