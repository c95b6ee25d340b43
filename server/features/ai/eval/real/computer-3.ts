import type { RealCase } from './types.ts';

export const CASES: RealCase[] = [
  {
    id: 'pc-101',
    source: 'https://www.sgownblog.com/2011/11/when-paste-dries.html',
    original:
      'My computer was working fine enough. All was going well for it. Suddenly it began to freeze without a warning.',
    language: 'en',
    text: "Il mio computer funzionava abbastanza bene, andava tutto liscio. All'improvviso ha cominciato a bloccarsi senza nessun avviso.",
    category: 'computer',
    cause: 'Pasta termica tra CPU e dissipatore secca, processore surriscaldato',
    keywords: ['pasta', 'termica', 'secca', 'dissipatore', 'surriscaldamento', 'processore'],
  },
  {
    id: 'pc-102',
    source: 'http://gerald.joeuser.com/article/19198/ide',
    original:
      'What would happen is the BIOS would not pick up the proper size of the hard drive and would then not boot because of the inability to detect a boot sector. The first thing I did was change my 80-wire IDE cable but it still didn’t work. ... Occasionally I had been loosing the CMOS setting, which in most cases indicates a bad board battery. ... Replacing the battery didn’t solve the problem ... I then disconnected the DVD drive and the floppy drive. ... Still nothing.',
    language: 'en',
    text: "Quello che succedeva è che il BIOS non rilevava la dimensione giusta dell'hard disk e poi non partiva perché non riusciva a trovare un settore di avvio. La prima cosa che ho fatto è stata cambiare il cavo IDE a 80 fili, ma non funzionava lo stesso. ... Ogni tanto perdevo le impostazioni del CMOS, che di solito vuol dire batteria della scheda madre andata. ... Cambiare la batteria non ha risolto ... Poi ho scollegato il lettore DVD e il floppy. ... Ancora niente.",
    category: 'computer',
    cause: 'Cavo dati IDE difettoso (anche quello di ricambio era guasto)',
    keywords: ['cavo', 'ide', 'piattina', 'difettoso', 'dati'],
  },
  {
    id: 'pc-103',
    source: 'http://https.www.google.com.tedunangst.com/flak/post/small-note-about-thinkpad-trackpad',
    original:
      'A few days ago, the trackpad on my T430s started acting very strangely, registering phantom taps and touches whenever my fingertip came within its proximity but without making contact. Usually observed as attempts to move the cursor turning into tap + drag operations.\n\nI’ve worn the little bumps off the center of my trackpad, so I thought maybe that was the problem.',
    language: 'en',
    text: 'Qualche giorno fa il trackpad del mio T430s ha cominciato a comportarsi in modo molto strano: registrava tocchi e tap fantasma ogni volta che il dito ci arrivava vicino, anche senza toccarlo. Di solito succedeva che quando cercavo di muovere il cursore diventava un tap + trascinamento.\n\nHo consumato i puntini in rilievo al centro del trackpad, quindi pensavo che magari il problema fosse quello.',
    category: 'computer',
    cause: 'Trackpad ricoperto da uno strato invisibile di sporco/unto, risolto pulendolo a fondo',
    keywords: ['sporco', 'unto', 'pulizia', 'grasso', 'sporcizia', 'pulire'],
  },
  {
    id: 'pc-104',
    source: 'https://kilcullenscience.blogspot.com/2025/05/mouse-surgery.html',
    original:
      "I've been struggling with the left button on my cordless optical mouse for the last six weeks or so. ... a single click is frequently doing a double click, which is really frustrating ... the double-click symptoms were getting worse and I couldn't wait any longer to fix the problem.",
    language: 'en',
    text: 'Sono circa sei settimane che combatto con il tasto sinistro del mio mouse ottico senza fili. ... spesso un solo clic mi diventa un doppio clic, che è davvero frustrante ... il problema del doppio clic stava peggiorando e non potevo più aspettare a sistemarlo.',
    category: 'computer',
    cause: 'Microswitch del tasto sinistro del mouse consumato (rimbalzo del contatto), sostituito',
    keywords: ['microswitch', 'interruttore', 'consumato', 'usurato', 'switch', 'rimbalzo'],
  },
  {
    id: 'pc-105',
    source: 'http://lists.pdxlinux.org/pipermail/plug-talk/2014-November/009937.html',
    original:
      "Of course, soon after he passed his wife's laptop began\nto behave strangely, and over the past few days she has\nhad a difficult time using the internet.  The obvious\nsuspects was WinVista and a weak 900 MHz single core\nCeleron, but it worked properly my own wired network\n(as properly as Vista ever manages, sigh).  Wireless\nbehaved poorly.",
    language: 'en',
    text: "Ovviamente, poco dopo la sua scomparsa, il portatile di sua moglie ha cominciato a comportarsi in modo strano, e negli ultimi giorni lei ha fatto una gran fatica a usare internet. I sospettati ovvi erano Windows Vista e un Celeron single core da 900 MHz un po' debole, però sulla mia rete via cavo funzionava bene (bene per quanto possa mai funzionare Vista, sigh). In wireless invece andava male.",
    category: 'computer',
    cause: "Contatti della scheda wireless sporchi/ossidati e connettore dell'antenna deformato",
    keywords: ['scheda', 'antenna', 'connettore', 'contatti', 'ossidati', 'sporchi'],
  },
  {
    id: 'pc-106',
    source: 'https://miteigenenhaenden.de/allgemein/der-grosse-schreck/',
    original:
      'Ich war ein paar Tage unterwegs, hatte auch meinen Rechner dabei und war am Arbeiten bis der Akku leer war. Netzgerät dran und… nichts passiert. Der Akku lädt nicht.\nIch habe die Steckdose gewechselt, den Stecker vom Netzgerät aus- und eingestöpselt, den Rechner neu gestartet usw. Nichts half.',
    language: 'de',
    text: "Sono stato via qualche giorno, avevo dietro anche il portatile e ci ho lavorato finché la batteria si è scaricata. Attacco l'alimentatore e… non succede niente. La batteria non si carica.\nHo cambiato presa, ho staccato e riattaccato la spina dell'alimentatore, ho riavviato il computer ecc. Niente da fare.",
    category: 'computer',
    cause: 'Alimentatore (caricabatterie) del portatile guasto: dava 4 volt invece di 19',
    keywords: ['alimentatore', 'caricabatterie', 'caricatore', 'tensione', 'volt', 'guasto'],
  },
  {
    id: 'pc-107',
    source: 'https://www.gconsult.us/electrical-power/computer-wont-turn-on/',
    original:
      'One of the desktop computers wouldn’t turn on and my client thought it was dead.  I started doing a visual inspection on the computer and found it looked ok; the power cord was tight into the power supply and the power supply setting was on 115 instead of 220V.  Next I wanted to check if the computer was getting electrical power.  It was connected to a electrical power strip and I made sure the power switch was “ON” and it was connected to a wall receptacle.',
    language: 'en',
    text: "Uno dei computer fissi non si accendeva e il mio cliente pensava fosse morto. Ho cominciato a controllarlo a vista e sembrava tutto a posto: il cavo di alimentazione era ben inserito nell'alimentatore e il selettore dell'alimentatore era su 115 e non su 220V. Poi volevo verificare se al computer arrivava corrente. Era collegato a una ciabatta, ho controllato che l'interruttore fosse su \"ON\" e che fosse attaccata alla presa a muro.",
    category: 'computer',
    cause: 'Ciabatta (multipresa) guasta: collegato direttamente alla presa a muro il PC si accendeva',
    keywords: ['ciabatta', 'multipresa', 'presa', 'guasta', 'difettosa'],
  },
  {
    id: 'pc-108',
    source: 'http://duanesbrain.blogspot.com/2008/04/hardware-problem.html',
    original:
      '"What would cause the computer to just not come on anymore?  No lights, no fans, no nothing?"  I suggest that power supply is the likely culprit, although worst case I suppose something could have fried his motherboard.  He goes out, buys a new powersupply, successfully gets it installed and connected ... and still...nothing. ... I connect up his old power to that computer, and it works fine. ... I unplug everything from the new power supply ... except the main motherboard connection. ... Still nothing.',
    language: 'en',
    text: '"Cosa può far sì che il computer non si accenda più? Niente luci, niente ventole, niente di niente?" Gli dico che il colpevole più probabile è l\'alimentatore, anche se nel caso peggiore potrebbe essersi bruciata la scheda madre. Lui va, compra un alimentatore nuovo, riesce a montarlo e collegarlo ... e ancora... niente. ... Collego il suo vecchio alimentatore a un altro computer e funziona benissimo. ... Stacco tutto dal nuovo alimentatore ... tranne il connettore principale della scheda madre. ... Ancora niente.',
    category: 'computer',
    cause:
      'Il microinterruttore del pulsante di accensione frontale si era staccato dal case e il tasto non lo premeva più',
    keywords: ['pulsante', 'accensione', 'interruttore', 'tasto', 'staccato', 'frontale'],
  },
  {
    id: 'pc-109',
    source: 'https://computeraid.com.au/faulty-power-button/',
    original:
      'At a customer’s site, I ran into an HP desktop PC that was shutting down after a minute or so of being powered on.',
    language: 'en',
    text: "Da un cliente mi sono trovato davanti un PC fisso HP che si spegneva dopo più o meno un minuto dall'accensione.",
    category: 'computer',
    cause:
      'Staffa di plastica che tiene il dissipatore della CPU crepata: dissipatore staccato e processore surriscaldato',
    keywords: ['dissipatore', 'staffa', 'crepata', 'rotta', 'surriscaldamento', 'processore'],
  },
  {
    id: 'pc-110',
    source: 'https://www.joelevi.com/tales-from-a-computer-guy-it-wont-turn-on/',
    original:
      'No more than half-an-hour after we sent him home, he came back even more mad: “I brought it in because it wouldn’t turn on, and when I got it home, it STILL won’t turn on!!!”\n\nI plugged his computer in to the display system, and pushed the power button: no POST.',
    language: 'en',
    text: "Nemmeno mezz'ora dopo che l'avevamo mandato a casa, è tornato ancora più arrabbiato: \"L'ho portato perché non si accendeva, e quando l'ho portato a casa ANCORA non si accende!!!\"\n\nHo collegato il suo computer alla postazione di prova e ho premuto il pulsante di accensione: niente POST.",
    category: 'computer',
    cause: "L'interruttore generale sul retro dell'alimentatore era in posizione OFF",
    keywords: ['interruttore', 'alimentatore', 'spento', 'off', 'retro', 'posizione'],
  },
  {
    id: 'pc-111',
    source:
      'https://customerssuck.com/board/forum/the-heart-of-the-site/unsupportable/2822-i-don-t-think-that-s-covered',
    original:
      'Around 10 this morning, a lady calls me with a problem with one of our older custom-built systems – last night, it locked up on her daughter, then on the reboot shown the “Please Insert Boot Device” message.',
    language: 'en',
    text: 'Verso le 10 di stamattina mi chiama una signora per un problema con uno dei nostri vecchi PC assemblati: ieri sera si è bloccato mentre lo usava la figlia, e poi al riavvio è comparso il messaggio "Please Insert Boot Device".',
    category: 'computer',
    cause:
      "Connettore di alimentazione molex dell'hard disk piegato con i pin spezzati: il disco non veniva rilevato",
    keywords: ['connettore', 'molex', 'alimentazione', 'pin', 'piegato', 'spezzati'],
  },
  {
    id: 'pc-112',
    source: 'http://pcrestoration.blogspot.com/2009/10/pc-troubleshooting-101-check-obvious.html',
    original:
      'A friend wanted me to look at his PC because it wasn’t working correctly. He wasn’t too specific. It would shutdown at random and wouldn’t start all the time. He gave it to me to take a look at it at home. I didn’t have time to check it out when he gave it to me. He said he heard a noise like something was loose inside.',
    language: 'en',
    text: "Un amico voleva che gli guardassi il PC perché non funzionava bene. Non è stato molto preciso. Si spegneva a caso e non sempre partiva. Me l'ha dato per guardarlo a casa. Quando me l'ha dato non ho avuto tempo di controllarlo. Ha detto che sentiva un rumore come se dentro ci fosse qualcosa di staccato.",
    category: 'computer',
    cause: 'Scheda video staccata e poi non inserita bene nello slot',
    keywords: ['scheda', 'video', 'slot', 'inserita', 'staccata', 'grafica'],
  },
  {
    id: 'pc-113',
    source: 'https://machtyn.com/broken-iborked',
    original:
      'So, I was called to try and figure out why this person’s computer would not start up sometimes. And when it did start up, it would only run for a little while before it shutdown.',
    language: 'en',
    text: "Allora, mi hanno chiamato per cercare di capire perché il computer di questa persona a volte non partiva. E quando partiva, andava solo per un po' e poi si spegneva.",
    category: 'computer',
    cause: 'Condensatori della scheda madre scoppiati/gonfi',
    keywords: ['condensatori', 'gonfi', 'scoppiati', 'scheda', 'madre', 'elettrolitici'],
  },
  {
    id: 'pc-114',
    source: 'https://www.gconsult.us/laptop/laptop-problem/',
    original:
      'I had a new computer repair client today with a laptop problem. Their two year-old laptop would charge occasionally but most of the time it wouldn’t. My client had three different AC adapters or otherwise known as chargers and they reasoned one of them should be working. They were convinced that the problem was the computer and asked me to check it out.',
    language: 'en',
    text: 'Oggi ho avuto un nuovo cliente con un problema al portatile. Il loro portatile di due anni ogni tanto si caricava, ma la maggior parte delle volte no. Il cliente aveva tre alimentatori diversi, i caricabatterie insomma, e pensava che almeno uno dovesse funzionare. Erano convinti che il problema fosse il computer e mi hanno chiesto di controllarlo.',
    category: 'computer',
    cause:
      'Tutti e tre gli alimentatori erano guasti (uno con un cavo in corto, due senza tensione in uscita)',
    keywords: ['alimentatore', 'caricabatterie', 'caricatore', 'cavo', 'tensione', 'guasti'],
  },
  {
    id: 'pc-115',
    source: 'http://www.chriswarbo.net/blog/2017-01-28-dodgy_chargers.html',
    original:
      'Yesterday my laptop charger was sparking, so I pushed the power lead more snugly into the adapter and it stopped. When I got home, it did the same, but seemed to be pretty firmly connected',
    language: 'en',
    text: "Ieri il caricabatterie del portatile faceva scintille, allora ho spinto meglio il cavo di alimentazione dentro l'alimentatore e ha smesso. Arrivato a casa ha rifatto lo stesso, però sembrava collegato bello saldo",
    category: 'computer',
    cause:
      "Collegamento interno difettoso nell'alimentatore: un pin della presa del cavo si era staccato dentro il blocco",
    keywords: ['alimentatore', 'pin', 'connettore', 'interno', 'staccato', 'caricabatterie'],
  },
  {
    id: 'pc-116',
    source: 'https://www.dokklaus.com/blog/case-study-the-nightmare-power-jack/',
    original: 'One day he got in a beautiful gaming notebook that wouldn’t power up properly.',
    language: 'en',
    text: 'Un giorno gli è arrivato un bellissimo notebook da gaming che non si accendeva bene.',
    category: 'computer',
    cause: 'Connettore di alimentazione (power jack / DC jack) del portatile rotto',
    keywords: ['connettore', 'jack', 'alimentazione', 'presa', 'rotto', 'dc'],
  },
  {
    id: 'pc-117',
    source: 'http://blissandtheretiree.blogspot.com/2014/02/embarrassing-confession.html',
    original:
      "Several weeks ago my printer suddenly stopped working.  The paper was trying it's darnest to sink down into the paper feeder but no paper was rolling out.  There were several jobs that I desperately needed to print and I was truly frustrated. ... Several friends looked my printer over, and left scratching their heads. I trotted down to Harvey Norman and looked into buying a new printer.",
    language: 'en',
    text: "Qualche settimana fa la mia stampante ha smesso di funzionare all'improvviso. La carta faceva di tutto per infilarsi giù nel caricatore ma dalla stampante non usciva nessun foglio. Avevo diverse cose da stampare urgentemente ed ero davvero frustrata. ... Diversi amici hanno dato un'occhiata alla stampante e se ne sono andati grattandosi la testa. Sono andata da Harvey Norman a guardare per comprarne una nuova.",
    category: 'computer',
    cause: 'Una penna biro caduta dentro e incastrata nel caricatore della carta',
    keywords: ['penna', 'oggetto', 'incastrato', 'caricatore', 'estraneo', 'corpo'],
  },
  {
    id: 'pc-118',
    source: 'http://www.inpassing.org/comment/reply/1899/81327/index.html',
    original:
      'I had an HP home printer that died on me once, and insisted there was a paper jam. After calling HP many names, and doing everything I could think of software- and hardware-wise',
    language: 'en',
    text: "Una volta avevo una stampante HP da casa che mi ha mollato e continuava a dire che c'era un inceppamento della carta. Dopo aver insultato la HP in tutti i modi e aver provato tutto quello che mi veniva in mente, sia lato software che hardware",
    category: 'computer',
    cause: 'Una matita finita dentro la stampante',
    keywords: ['matita', 'oggetto', 'estraneo', 'incastrato', 'corpo'],
  },
  {
    id: 'pc-119',
    source: 'https://creativeradiance.com/how-i-fixed-a-200-lcd-monitor-for-2-00/',
    original:
      'My LCD screen would go blank intermittently, I would turn the power off & on a couple of times, then it would come back to life.  This went on for a couple of weeks until one day it would power up but there was no picture, no matter what I did.',
    language: 'en',
    text: "Il mio monitor LCD ogni tanto diventava nero, lo spegnevo e riaccendevo un paio di volte e poi tornava in vita. È andata avanti così per un paio di settimane, finché un giorno si accendeva ma non c'era immagine, qualunque cosa facessi.",
    category: 'computer',
    cause: 'Condensatori elettrolitici gonfi (difettosi) sulla scheda del monitor',
    keywords: ['condensatori', 'gonfi', 'elettrolitici', 'difettosi', 'alimentazione'],
  },
  {
    id: 'pc-120',
    source: 'https://morgue86.com/il-pc-e-acceso-con-schermo-nero-che-lampeggia',
    original:
      'Un giorno, mentre ero all’università e avviai il mio portatile, notai che lo schermo rimase nero anche se il computer era acceso. Allarmato provai a togliere la batteria, e tentare di utilizzarlo con la corrente elettrica, ma non cambiava nulla. Il pc era acceso ma sembrava morto, l’unico senso di vita era dato dalla luce di alimentazione che era illuminata e dalla ventola che girava.\nCosa poteva essere successo?\nInizialmente pensai fosse lo schermo ad avere problemi. Provai quindi a collegare il portatile al monitor fisso. Ma non cambiava nulla. Lo schermo era nero e notai che lampeggiava.',
    language: 'it',
    text: 'Un giorno, mentre ero all’università e avviai il mio portatile, notai che lo schermo rimase nero anche se il computer era acceso. Allarmato provai a togliere la batteria, e tentare di utilizzarlo con la corrente elettrica, ma non cambiava nulla. Il pc era acceso ma sembrava morto, l’unico senso di vita era dato dalla luce di alimentazione che era illuminata e dalla ventola che girava.\nCosa poteva essere successo?\nInizialmente pensai fosse lo schermo ad avere problemi. Provai quindi a collegare il portatile al monitor fisso. Ma non cambiava nulla. Lo schermo era nero e notai che lampeggiava.',
    category: 'computer',
    cause: 'Scheda madre (mainboard) danneggiata, probabilmente dal surriscaldamento',
    keywords: ['scheda', 'madre', 'mainboard', 'danneggiata', 'surriscaldamento'],
  },
  {
    id: 'pc-121',
    source: 'https://johnmunsch.com/tag/boot/',
    original:
      'This morning we encountered a MacBook that was not just dead, it was super-dead. It wouldn’t come on, even holding down the power button for ten seconds wasn’t sufficient to kill it and get it to start back up.',
    language: 'en',
    text: 'Stamattina ci siamo trovati davanti un MacBook che non era solo morto, era stramorto. Non si accendeva, e nemmeno tenere premuto il tasto di accensione per dieci secondi bastava a spegnerlo del tutto e farlo ripartire.',
    category: 'computer',
    cause: 'Impostazioni NVRAM/PRAM del Mac da azzerare (reset NVRAM con Cmd+Option+P+R)',
    keywords: ['nvram', 'pram', 'reset', 'azzerare', 'ripristino'],
  },
  {
    id: 'pc-122',
    source: 'https://neh2.wordpress.com/2006/06/15/the-click-of-death/',
    original:
      'Last Tuesday I went to bed and I left my laptop on, as I often do. ... Next morning I found it with a blank (i.e. black) screen and the dreaded message “No boot device can be found”. First thought: “it has rebooted”. Second thought: “and it cannot start”. I press the power switch to turn it off, wait 5 seconds (they say you need to wait for the capacitors to discharge ;-)) and switch it on again. Dell logo, first boot messages, and click, click, click, click, click',
    language: 'en',
    text: 'Martedì scorso sono andato a letto lasciando acceso il portatile, come faccio spesso. ... La mattina dopo l\'ho trovato con lo schermo vuoto (cioè nero) e il temuto messaggio "No boot device can be found". Primo pensiero: "si è riavviato". Secondo pensiero: "e non riesce a partire". Premo il tasto di accensione per spegnerlo, aspetto 5 secondi (dicono che bisogna aspettare che si scarichino i condensatori ;-)) e lo riaccendo. Logo Dell, primi messaggi di avvio, e poi clic, clic, clic, clic, clic',
    category: 'computer',
    cause: "Guasto meccanico dell'hard disk (testine): il disco ticchettava ed era morto",
    keywords: ['disco', 'hard', 'testine', 'guasto', 'meccanico', 'rotto'],
  },
  {
    id: 'pc-123',
    source: 'https://www.computerworld.com/article/2560004/shark-tank--no--really--i-mean-it.html',
    original:
      'User calls to complain about a very high-pitched whine coming from her PC ... "It\'s extremely annoying, and I have a headache within minutes," ... When she turns off the monitor, the whine goes away.',
    language: 'en',
    text: 'Un\'utente chiama per lamentarsi di un fischio acutissimo che viene dal suo PC ... "È fastidiosissimo, mi viene il mal di testa in pochi minuti" ... Quando spegne il monitor, il fischio se ne va.',
    category: 'computer',
    cause: 'Hard disk in fase di guasto (il giorno dopo si è bloccato del tutto)',
    keywords: ['disco', 'hard', 'guasto', 'rotto', 'morente'],
  },
  {
    id: 'pc-124',
    source: 'https://www.computerworld.com/article/2483212/shark-tank--malfunctioning-parts.html',
    original:
      'Something\'s wrong with this optical mouse -- or is it the PC? "The cursor would be OK for a moment or two, then it would leap to an unpredictable extreme of the screen," says pilot fish, who tries swapping in an identical replacement. Same problem.',
    language: 'en',
    text: 'C\'è qualcosa che non va in questo mouse ottico, o è il PC? "Il cursore andava bene per un momento o due, poi saltava a caso in un angolo dello schermo", e ho provato a sostituirlo con un mouse identico. Stesso problema.',
    category: 'computer',
    cause: 'Il tappetino del mouse (grigio chiaro con sfumature e logo) confondeva il sensore ottico',
    keywords: ['tappetino', 'superficie', 'sensore', 'ottico', 'riflettente'],
  },
  {
    id: 'pc-125',
    source: 'http://plaza.ufl.edu/pagerc/files/docs/Tech_Myth.txt',
    original: "USER'S KEYBOARD isn't working, and when pilot fish checks it out, it seems heavy.",
    language: 'en',
    text: "La tastiera dell'utente non funziona, e quando il tecnico la controlla, sembra pesante.",
    category: 'computer',
    cause: 'Acqua (da una bottiglia rovesciata) e residui di cibo dentro la tastiera',
    keywords: ['acqua', 'liquido', 'rovesciato', 'versato', 'cibo', 'briciole'],
  },
  {
    id: 'pc-126',
    source: 'http://www.computerworld.com/article/2480275/shark-tank--gee--how-could-that-happen-.html',
    original:
      '"After a while I noticed that, although the laptop had a magnesium casing, two of the corners had broken off," fish says. "This was strange because I buy a carrying case with every laptop and he said no, the laptop hadn\'t been dropped." ... Instead of starting up, the laptop now gives a "no operating system found" message. ... "I inserted a boot CD in order to get some response from the system. No go," says fish.',
    language: 'en',
    text: '"Dopo un po\' ho notato che, anche se il portatile aveva la scocca in magnesio, due angoli si erano rotti. Strano, perché con ogni portatile compro una borsa, e lui diceva di no, che il portatile non era mai caduto." ... Invece di avviarsi, adesso il portatile dà il messaggio "no operating system found". ... "Ho messo un CD di avvio per avere una qualche risposta dal sistema. Niente da fare."',
    category: 'computer',
    cause:
      "L'hard disk si è staccato dal suo supporto per gli urti (portatile portato in una borsa senza protezione) e il pezzo di metallo ha danneggiato la scheda madre",
    keywords: ['disco', 'supporto', 'staccato', 'urti', 'colpi', 'scheda'],
  },
  {
    id: 'pc-127',
    source: 'http://www.otakusoft.com/tags/grafikkarte/',
    original:
      'Vor 2 Monaten gab meine Grafikkarte (MSI G8800-GTS) den Geist auf. Erst fiel das Bild auf meinem TFT gelegentlich aus, später zogen sich Farbfehler und tote Pixel quer durchs Bild. Später funktionierte dann gar nichts mehr.',
    language: 'de',
    text: "Due mesi fa la mia scheda video (MSI G8800-GTS) è partita. Prima ogni tanto l'immagine sul monitor TFT spariva, poi sono comparsi errori di colore e pixel morti su tutto lo schermo. Alla fine non funzionava più niente del tutto.",
    category: 'computer',
    cause:
      'Microfratture nelle saldature della scheda video (GPU), risolto cuocendo la scheda in forno (reflow)',
    keywords: ['saldature', 'microfratture', 'gpu', 'reflow', 'forno', 'stagno'],
  },
  {
    id: 'pc-128',
    source: 'https://www.blogbyben.com/2008/11/laptop-surgery-patient-pulled-through.html',
    original:
      'About 2 weeks ago, the LCD screen on my laptop stopped working. Then, mysteriously, it started up again. A couple days ago, it went out again. The laptop was fine - it was just no longer a laptop, as it had to be tethered to my screen.',
    language: 'en',
    text: 'Circa 2 settimane fa lo schermo LCD del mio portatile ha smesso di funzionare. Poi, misteriosamente, è ripartito. Un paio di giorni fa si è spento di nuovo. Il portatile funzionava, solo che non era più un portatile, visto che doveva stare attaccato al mio monitor esterno.',
    category: 'computer',
    cause: 'Il cavo LCD (flat del display) si era scollegato dal connettore',
    keywords: ['cavo', 'flat', 'lcd', 'scollegato', 'connettore', 'display'],
  },
  {
    id: 'pc-129',
    source: 'http://evil-techs.livejournal.com/10196.html',
    original:
      'A friend of mine built his new computer yesterday. AMD Athlon64 system. ... All was going well and good, but for the fact it was turning itself off, generally within around 10 minutes. He rang me up several times, I gave him basic diagnostics, he got nowhere. I went over to check it out. Tested the power supply in another PC, worked fine.',
    language: 'en',
    text: "Un mio amico ieri si è assemblato il computer nuovo. Sistema AMD Athlon64. ... Andava tutto bene, a parte il fatto che si spegneva da solo, di solito entro una decina di minuti. Mi ha chiamato diverse volte, gli ho fatto fare qualche controllo di base, ma non ne è venuto a capo. Sono andato da lui a vedere. Ho provato l'alimentatore su un altro PC e funzionava bene.",
    category: 'computer',
    cause:
      'Lasciata la pellicola protettiva di plastica sotto il dissipatore della CPU: processore surriscaldato',
    keywords: ['pellicola', 'plastica', 'protettiva', 'dissipatore', 'surriscaldamento', 'processore'],
  },
  {
    id: 'pc-130',
    source: 'http://androidenteng.blogspot.com/2010/08/get-naked.html',
    original:
      'First I checked all the power cables and all ports if they properly placed in their respective socket and then power it up but still no response so i decided to check it naked by trying to remove all its components outside the cpu casing. I remove first the memory and bring back to the socket again and then power it up but still no boot.',
    language: 'en',
    text: "Per prima cosa ho controllato tutti i cavi di alimentazione e tutte le porte, se erano inseriti bene nelle loro prese, poi l'ho acceso ma ancora nessuna risposta, quindi ho deciso di controllarlo \"nudo\" togliendo tutti i componenti dal case. Prima ho tolto la RAM e l'ho rimessa nello slot, poi l'ho acceso ma niente, non partiva ancora.",
    category: 'computer',
    cause: 'Processore (CPU) bruciato per surriscaldamento',
    keywords: ['processore', 'cpu', 'bruciato', 'surriscaldamento', 'surriscaldato'],
  },
  {
    id: 'pc-131',
    source: 'https://allied.blogspot.com/2007/03/omg-theres-switch.html',
    original:
      "So, I've had this Acer that I love for like two years now. One day about two weeks ago, it stops finding the wireless network. In fact, it stops finding ANY wireless network anywhere. So I assume my wireless network card (wouldn't know one if i tripped over one in the street) is hosed, and I go back to my cat-5 cable connection to DSL",
    language: 'en',
    text: "Allora, ho questo Acer che adoro da tipo due anni. Un giorno, circa due settimane fa, smette di trovare la rete wireless. Anzi, smette di trovare QUALSIASI rete wireless, ovunque. Quindi do per scontato che la scheda di rete wireless (che non riconoscerei nemmeno se ci inciampassi per strada) sia andata, e torno al cavo di rete collegato all'ADSL",
    category: 'computer',
    cause: "L'interruttore fisico del wireless sul lato del portatile era stato spostato su spento",
    keywords: ['interruttore', 'levetta', 'spento', 'fisico', 'laterale', 'switch'],
  },
  {
    id: 'pc-132',
    source: 'http://codsplaice.blogspot.com/2008/12/cat-has-turned-off-my-wireless.html',
    original:
      "I had the usual phone call from my wife telling me that she was now unable to connect to the wireless access point. I did all the usual checks, and even got here to check that the wireless access point had power. All seemed well.\n\nShe uses a Dell 6400N laptop, so I got her to check if the little wireless light was flashing green, so we could at least check if the adapter was up to something. It wasn't",
    language: 'en',
    text: "Mi è arrivata la solita telefonata di mia moglie che mi diceva che non riusciva più a collegarsi all'access point wireless. Ho fatto tutti i soliti controlli, le ho fatto anche verificare che l'access point fosse alimentato. Sembrava tutto a posto.\n\nLei usa un portatile Dell 6400N, allora le ho fatto controllare se la lucina del wireless lampeggiava verde, così almeno vedevamo se la scheda faceva qualcosa. Non lampeggiava",
    category: 'computer',
    cause: 'Il gatto, sdraiato sulla tastiera, aveva premuto Fn + tasto wireless disattivando la scheda wifi',
    keywords: ['tasto', 'fn', 'disattivato', 'gatto', 'combinazione', 'tastiera'],
  },
  {
    id: 'pc-133',
    source: 'http://apageatatime.blogspot.com/2008/02/monitor-colours-pastel-after-power.html',
    original:
      "When I turned my monitor on this morning the colours were not the traditional windows red, blue, green but a very pretty shade of pink, aqua and light green. We had some power outages the other day and I hadn't been on this computer since.",
    language: 'en',
    text: "Stamattina quando ho acceso il monitor i colori non erano i soliti rosso, blu e verde di Windows, ma una bellissima sfumatura di rosa, acquamarina e verde chiaro. L'altro giorno abbiamo avuto dei blackout e da allora non avevo più usato questo computer.",
    category: 'computer',
    cause: 'Schermo CRT magnetizzato: risolto con la smagnetizzazione (degauss) dal menu del monitor',
    keywords: ['smagnetizzazione', 'degauss', 'magnetizzato', 'magnetico', 'crt', 'campo'],
  },
  {
    id: 'pc-134',
    source: 'https://dqe.jp/diary/?date=20071225',
    original:
      '最近、エクスプローラで負荷かけているとたまに突如リブートがかかることがあって、どうしたものかなぁと思っていたところ、ついにこの日、ファイルの圧縮中に、ファイルコピー中に、ログオン直後に、ブート途中で……、不規則にリブートがかかるようになり挙句Windowsの起動すらままならなくなり、見事にPCが使い物にならなくなってしまいました。',
    language: 'ja',
    text: "Ultimamente, quando facevo lavorare il PC con Esplora risorse, ogni tanto si riavviava all'improvviso e mi chiedevo cosa fare. Finché oggi ha cominciato a riavviarsi a caso: mentre comprimevo dei file, mentre copiavo file, subito dopo il login, a metà dell'avvio…, e alla fine non riusciva nemmeno più ad avviare Windows: il PC è diventato completamente inutilizzabile.",
    category: 'computer',
    cause: "Alimentatore con i condensatori elettrolitici gonfi/esauriti: sostituito l'alimentatore",
    keywords: ['alimentatore', 'condensatori', 'gonfi', 'elettrolitici', 'psu'],
  },
  {
    id: 'pc-135',
    source: 'https://www.terminal.com/post/2011/08/19/laptop-troubleshooting-memory-and-memory-slots',
    original:
      'This week, I had a laptop that would not boot.  I could see that it was getting power, because the lights were coming on when it was plugged in.  I tried booting it and I could hear the fan running.  I also saw a brief flash of lights like it was going to boot, but then nothing!\n\nI first removed the battery, because sometimes a bad battery can cause issues.  Still nothing when I tried to power it up.  Normally, you get beep codes that will give you an idea of what is wrong. In this case, it was silent.',
    language: 'en',
    text: "Questa settimana mi è capitato un portatile che non si avviava. Vedevo che la corrente arrivava, perché quando lo collegavo le spie si accendevano. Ho provato ad avviarlo e sentivo la ventola girare. Ho visto anche un breve lampeggio delle spie come se stesse per partire, ma poi niente!\n\nPer prima cosa ho tolto la batteria, perché a volte una batteria guasta può dare problemi. Ancora niente quando provavo ad accenderlo. Di solito ci sono dei bip che ti danno un'idea di cosa non va. In questo caso era muto.",
    category: 'computer',
    cause:
      'Uno degli slot della RAM sulla scheda madre era guasto (i banchi erano buoni): scheda madre da sostituire',
    keywords: ['slot', 'ram', 'memoria', 'scheda', 'madre', 'guasto'],
  },
  {
    id: 'pc-136',
    source: 'http://m.livejournal.com/read/user/jasonfranks/84263',
    original:
      "My folks called me up the other day and asked me to fix their computer.\n\nIt's an old machine, but they only use it for email and web browsing and Excel. Still it's been five years, so I wasn't surprised there was trouble with it.\n\nFirst thing I noticed was that the power button was broken. I pulled apart the casing and found that the assembly inside the case was actually broken. Once I removed the actual switch from the broken assembly and pressed it the machine powered up, but there was no attempt to boot, boot up--no signal to the screen, let alone the startup BIOS display.",
    language: 'en',
    text: "L'altro giorno i miei mi hanno chiamato per sistemargli il computer.\n\nÈ una macchina vecchia, ma la usano solo per la posta, internet ed Excel. Comunque ha cinque anni, quindi non mi ha stupito che avesse problemi.\n\nLa prima cosa che ho notato è che il pulsante di accensione era rotto. Ho aperto il case e ho visto che il meccanismo interno era proprio rotto. Quando ho tolto l'interruttore vero e proprio dal meccanismo rotto e l'ho premuto, la macchina si è accesa, ma non provava nemmeno ad avviarsi: nessun segnale allo schermo, figuriamoci la schermata del BIOS.",
    category: 'computer',
    cause:
      "La molla del pulsante di accensione rotto è schizzata sulla scheda madre causando un cortocircuito che l'ha bruciata",
    keywords: ['molla', 'cortocircuito', 'scheda', 'madre', 'bruciata', 'pulsante'],
  },
];
