import type { RealCase } from './types.ts';

/**
 * Batch 17 of real computer reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'pc-1701',
    source: 'http://www.htspweb.co.uk/fandf/romlit/bargain/djsaga.htm',
    original:
      "The problem - an HP DeskJet 1120C inkjet printer which was printing colour with no problems but which was printing black unevenly. The printer was giving white lines across a solid black box initially, it was missing out every third line in printed documents after a while and when the problem was at its worst, most of what should have been a black band on a test print just wasn't there! Going through the full print-head-cleaning ritual given in the help file made no difference",
    language: 'en',
    text: "Il problema: una stampante a getto d'inchiostro HP DeskJet 1120C che stampava i colori senza problemi ma stampava il nero in modo irregolare. All'inizio faceva righe bianche in un riquadro nero pieno, dopo un po' saltava una riga ogni tre nei documenti stampati e quando il problema era al massimo, la maggior parte di quella che doveva essere una banda nera nella pagina di prova semplicemente non c'era! Fare tutta la procedura di pulizia delle testine indicata nella guida non è servito a niente",
    category: 'computer',
    cause:
      "Sul meccanismo che sigilla le testine quando sono parcheggiate si era accumulata una gran quantità di sporcizia d'inchiostro che intasava gli ugelli; pulito con cotton fioc a bastoncino lungo, il nero è tornato a stampare bene.",
    keywords: ['stampante', 'testina', 'inchiostro', 'sporcizia', 'pulizia', 'ugelli'],
  },
  {
    id: 'pc-1702',
    source: 'http://fumblingthroughlife.blogspot.com/2006/02/fixing-stuff.html',
    original:
      "My trusty Canon S600 which I've had since I moved here 5 years ago stopped printing in black ink last week. Printing anything in color no problem, print test page, no problem, printing a simple Word Doc....problem. (…) I replaced the cartridge, held the power button down for ages, deep cleaned a million times, cleaned the printer head, uninstalled and reinstalled the driver, shut down and restarted the computer... still nothing. I was able to print if I set the black to 80% instead of full black (another suggestion on that forum) but then you get dark grey and not black.",
    language: 'en',
    text: "La mia fidata Canon S600, che ho da quando abito qui, cioè da 5 anni, la settimana scorsa ha smesso di stampare con l'inchiostro nero. Stampare qualsiasi cosa a colori nessun problema, stampare la pagina di prova nessun problema, stampare un semplice documento Word....problema. (…) Ho cambiato la cartuccia, ho tenuto premuto il tasto di accensione per un'eternità, ho fatto la pulizia profonda un milione di volte, ho pulito la testina, ho disinstallato e reinstallato il driver, ho spento e riacceso il computer... ancora niente. Riuscivo a stampare se impostavo il nero all'80% invece che pieno (un altro consiglio di quel forum) ma così viene grigio scuro e non nero.",
    category: 'computer',
    cause:
      'Il problema dipendeva dall\'impostazione del tipo di carta: cambiando nel driver la carta da comune a "photo paper pro" la stampante ha ricominciato a stampare il testo nero.',
    keywords: ['stampante', 'driver', 'impostazione', 'carta', 'nero'],
  },
  {
    id: 'pc-1703',
    source: 'http://vikisplace.blogspot.com/2009/11/printer-woes.html',
    original:
      "Today I spent about a half hour trying to get my new black cartridge to work.  I took the little piece of yellow tape like you are supposed to off.  Told the printer I had a new cartridge and every time I printed out a test page the black wouldn't print.  I must have taken it in and out a half a dozen times and cleaned the nozzle (I don't know if this would have even helped since it was brand new).  Then I checked all the cables if they were okay but the color cartridge worked. I thought the printer must be broken after all these years.",
    language: 'en',
    text: "Oggi ho passato una mezz'ora a cercare di far funzionare la mia cartuccia nera nuova. Ho tolto il pezzetto di nastro giallo come si deve fare. Ho detto alla stampante che avevo una cartuccia nuova e ogni volta che stampavo una pagina di prova il nero non usciva. L'avrò tolta e rimessa una mezza dozzina di volte e ho pulito l'ugello (non so se sarebbe servito a qualcosa visto che era nuova di zecca). Poi ho controllato che i cavi fossero a posto ma la cartuccia a colori funzionava. Pensavo che la stampante si fosse rotta dopo tutti questi anni.",
    category: 'computer',
    cause:
      'Sulla cartuccia nera nuova era rimasto un secondo pezzetto di nastro protettivo oltre a quello giallo; tolto quello, il nero ha ripreso a stampare.',
    keywords: ['cartuccia', 'nastro', 'protettivo', 'stampante', 'nero'],
  },
  {
    id: 'pc-1704',
    source: 'https://bhuiyan.us/blog/keep-your-computer-clean',
    original:
      "Back in 2012, I bought my current desktop computer. It is a Dell Optiplex 960 SFF (Small Form Factor) PC. (…) I barely had any complain about this PC until I noticed loud noise are coming out from it. Initially I didn't take it seriously. I thought, its just the CPU cooling fan trying to cool down the processor. Well, I was right with that but there has to have a reason. So, I went through the Dell Support Forums and figured quite a few people actually had the same issue especially with the Small Form Factor (SFF) model. One specific user was suggesting to replace the fan sensor?!",
    language: 'en',
    text: "Nel 2012 ho comprato il mio attuale computer fisso. È un PC Dell Optiplex 960 SFF (Small Form Factor). (…) Non avevo quasi nessuna lamentela su questo PC finché non ho notato che faceva un rumore forte. All'inizio non ci ho dato peso. Pensavo fosse solo la ventola della CPU che cercava di raffreddare il processore. Beh, su questo avevo ragione ma doveva esserci un motivo. Così sono andato sui forum di supporto Dell e ho visto che un bel po' di gente aveva lo stesso problema, soprattutto col modello Small Form Factor (SFF). Un utente in particolare suggeriva di sostituire il sensore della ventola?!",
    category: 'computer',
    cause:
      "Il pannello frontale, con i forellini da cui doveva entrare l'aria fresca, era completamente coperto di polvere; pulito il pannello, il PC non fa più rumore.",
    keywords: ['polvere', 'pannello', 'ventola', 'rumore', 'pulizia'],
  },
  {
    id: 'pc-1705',
    source: 'http://bigastroandbeyond.blogspot.com/2014/10/keep-it-clean.html',
    original:
      'This summer I noticed that whenever I used a web browser the fans on the Dell would speed up meaning that the computer was getting hot. I therefore took the side cover off  to investigate. On preliminary inspection there did not seem to be a lot of crud inside, the fans themselves were pretty clean so I needed to look further.',
    language: 'en',
    text: "Quest'estate ho notato che ogni volta che usavo un browser le ventole del Dell acceleravano, quindi il computer si stava scaldando. Allora ho tolto il pannello laterale per indagare. A una prima occhiata non sembrava esserci molta sporcizia dentro, le ventole erano abbastanza pulite quindi dovevo guardare meglio.",
    category: 'computer',
    cause:
      "Le alette del dissipatore della CPU erano piene di polvere e c'era lanugine che bloccava l'aspirazione della ventola della scheda video; tolta con soffiatore e pennello, il problema è sparito.",
    keywords: ['dissipatore', 'polvere', 'ventola', 'surriscaldamento', 'pulizia'],
  },
  {
    id: 'pc-1706',
    source: 'http://richardandfaith.blogspot.com/2014/07/fixing-my-hp-officejet-printer.html',
    original:
      "I can't remember how long ago I bought my Officejet 6500 wireless printer, but it must be quite a few years now. (…) Recently it's begun to misbehave and not pick up the paper. At first it was reluctant, but with a little encouragement it would work. Now it just doesn't want to know.",
    language: 'en',
    text: "Non mi ricordo quanto tempo fa ho comprato la mia stampante wireless Officejet 6500, ma devono essere parecchi anni ormai. (…) Ultimamente ha cominciato a fare i capricci e a non prendere la carta. All'inizio era restia, ma con un po' di incoraggiamento funzionava. Adesso proprio non ne vuole sapere.",
    category: 'computer',
    cause:
      'I rulli di presa della carta erano diventati lisci/sporchi e slittavano sul foglio; facendoli girare su un foglio con carta abrasiva grana 320 sono tornati a fare presa e la stampante ha ripreso a caricare la carta.',
    keywords: ['rullo', 'presa', 'carta', 'stampante', 'pulizia'],
  },
  {
    id: 'pc-1707',
    source: 'http://magnopere.blogspot.com/2007/12/i-have-yet-another-mystery-to-solve.html',
    original:
      "I went to print the paper out approximately four minutes before I had to leave to catch my bus and everything was going fine until page six, which jammed and threw a wrench into everything. My home printer's never jammed before so I wasn't quite sure how to fix it. (…) I decided to google it, and lo and behold, I learned that there is a secret trap door in the back of the printer which makes clearing paper jams really easy. Crisis averted. Almost. I started printing again and it jammed immediately and this is where it gets a little weird.",
    language: 'en',
    text: "Ho mandato in stampa la tesina circa quattro minuti prima di dover uscire per prendere l'autobus e andava tutto bene fino a pagina sei, che si è inceppata e ha mandato tutto all'aria. La mia stampante di casa non si era mai inceppata prima quindi non sapevo bene come sistemarla. (…) Ho deciso di cercare su Google e, guarda un po', ho scoperto che c'è uno sportellino segreto sul retro della stampante che rende facilissimo togliere la carta inceppata. Crisi evitata. Quasi. Ho ricominciato a stampare e si è inceppata subito e qui la cosa si fa un po' strana.",
    category: 'computer',
    cause:
      'Aprendo lo sportello posteriore ha trovato carta accartocciata e un tagliaunghie finito dentro la stampante; tolti quelli, la stampante ha ripreso a funzionare normalmente.',
    keywords: ['inceppamento', 'corpo', 'estraneo', 'stampante', 'sportello'],
  },
  {
    id: 'pc-1708',
    source: 'https://www.computereweb.eu/che-cosa-fare-se-cade-lacqua-sulla-tastiera-del-portatile/',
    original:
      'Qualche giorno addietro accidentalmente sono cadute delle gocce d’acqua sulla tastiera del portatile. Nonostante siano state asciugate immediatamente, alla nuova accensione del computer si sono verificati dei problemi. (…) Alla pressione di un tasto automaticamente veniva digitato quello soprastante, o comunque vicino. Ad esempio digitando la lettera T usciva anche il numero 4 oppure con la pressione della lettera Y scaturiva fuori anche il numero 7, e viceversa.',
    language: 'it',
    text: 'Qualche giorno addietro accidentalmente sono cadute delle gocce d’acqua sulla tastiera del portatile. Nonostante siano state asciugate immediatamente, alla nuova accensione del computer si sono verificati dei problemi. (…) Alla pressione di un tasto automaticamente veniva digitato quello soprastante, o comunque vicino. Ad esempio digitando la lettera T usciva anche il numero 4 oppure con la pressione della lettera Y scaturiva fuori anche il numero 7, e viceversa.',
    category: 'computer',
    cause:
      "L'acqua era penetrata sotto la tastiera; estratta la tastiera e asciugata con un asciugacapelli ad aria fresca, è tornata a funzionare correttamente (un banco di RAM bagnato, tolto e asciugato allo stesso modo, è stato poi riconosciuto).",
    keywords: ['acqua', 'tastiera', 'asciugatura', 'phon', 'liquido'],
  },
  {
    id: 'pc-1709',
    source: 'https://m.everything2.com/title/How+to+hotwire+a+computer',
    original:
      "I came to work on Monday morning, and turned on my computer1. The power LED and cooling fan came on for about three seconds before dying again. I tried pressing the power button to no avail; it was jammed. Not only was the power button jammed, but I actually took the whole case apart trying to get at the back of the switch. No good; the back of the switch has the wires glued into it, and it's just a solid assembly. No user-serviceable parts here...",
    language: 'en',
    text: "Lunedì mattina al lavoro ho acceso il computer. Il LED di accensione e la ventola si sono accesi per circa tre secondi e poi si sono spenti di nuovo. Ho provato a premere il pulsante di accensione ma niente; era bloccato. Non solo il pulsante era bloccato, ma ho pure smontato tutto il case cercando di arrivare al retro dell'interruttore. Niente da fare; sul retro dell'interruttore i fili sono incollati ed è un blocco unico. Nessuna parte riparabile dall'utente...",
    category: 'computer',
    cause:
      'Il pulsante di accensione del case era inceppato; scollegando i fili del pulsante dal connettore della scheda madre e chiudendo per un attimo i due pin del power switch, il computer si accende.',
    keywords: ['pulsante', 'accensione', 'interruttore', 'scheda', 'pin'],
  },
  {
    id: 'pc-1710',
    source: 'https://uly.me/misc/2024/02/06/jump-start-power-supply.html',
    original:
      'A week ago, I was messing around with my motherboard trying to fix my RGB lights so that the RGB lights can all be controlled from one controller. I accidentally short-circuited something on the motherboard. The computer kept running to my suprise, but immediately after powering down the system, the computer would no longer power up. I thought I had fried my power supply. Worse, I may have fried the motherboard.',
    language: 'en',
    text: "Una settimana fa stavo smanettando con la scheda madre per sistemare le luci RGB in modo da poterle controllare tutte da un unico controller. Per sbaglio ho mandato in corto qualcosa sulla scheda madre. Con mia sorpresa il computer ha continuato a funzionare, ma appena l'ho spento non si è più riacceso. Pensavo di aver bruciato l'alimentatore. O peggio, la scheda madre.",
    category: 'computer',
    cause:
      "Staccato il connettore a 24 pin dalla scheda madre, ha fatto partire l'alimentatore cortocircuitando con una graffetta i pin 4 (verde) e 5 (nero); poi l'ha spento, ha ricollegato il 24 pin e il PC si è riacceso senza più problemi.",
    keywords: ['alimentatore', 'graffetta', 'connettore', 'cortocircuito', 'accensione'],
  },
  {
    id: 'pc-1711',
    source: 'https://niemueller1.rssing.com/chan-1710717/article4.html',
    original:
      'In the last few months three routers I maintained died on me. All where little home routers. Two of them Asus WL-500GP, and recently a Fonera (first generation). The routers appeared to be live, but could not be reached, neither over Wifi nor Ethernet. The LEDs were lit or sometimes flashing. On the second router, one of the Asus ones, on a closer look it had some strange look, where all LEDs were off shortly, then back to seemingly normal. Sniffing on the Ethernet revealed some strange packages which contained the hex string 0xDEADDEAD and a message to boot into failsafe mode.',
    language: 'en',
    text: 'Negli ultimi mesi mi sono morti tre router che gestivo. Tutti piccoli router da casa. Due Asus WL-500GP e di recente una Fonera (prima generazione). I router sembravano accesi, ma non si riusciva a raggiungerli, né via Wifi né via Ethernet. I LED erano accesi o a volte lampeggiavano. Sul secondo router, uno degli Asus, guardando meglio aveva un comportamento strano: tutti i LED si spegnevano per un attimo, poi tornavano apparentemente normali. Sniffando sulla Ethernet ho visto degli strani pacchetti che contenevano la stringa esadecimale 0xDEADDEAD e un messaggio di avviare in modalità failsafe.',
    category: 'computer',
    cause:
      "I router erano a posto: erano guasti gli alimentatori esterni di tutti e tre (probabilmente non davano corrente sufficiente); sostituito l'alimentatore, ogni router è tornato a funzionare normalmente.",
    keywords: ['alimentatore', 'router', 'corrente', 'sostituzione', 'adattatore'],
  },
  {
    id: 'pc-1712',
    source: 'https://nataliematushenko.wordpress.com/2014/09/29/rice-fixed-my-laptop/',
    original:
      'I should have known better than to eat over my laptop but I was in a hurry and decided to risk it. Bad decision. I spilled watery tomato sauce all over my computer. (…) The nice guy there opened it up, confirmed that the liquid did not make it past the keyboard (Pheww!) but also informed me that the keyboard would need to be replaced because once the keyboard circuits get wet, the keys usually malfunction.  He tried to dry to but to no avail. I couldn´t even type in my password to get into my laptop.',
    language: 'en',
    text: "Avrei dovuto saperlo che non si mangia sopra il portatile ma andavo di fretta e ho deciso di rischiare. Pessima decisione. Ho rovesciato del sugo di pomodoro acquoso su tutto il computer. (…) Il ragazzo gentile lì l'ha aperto, mi ha confermato che il liquido non era andato oltre la tastiera (meno male!) ma mi ha anche detto che la tastiera andava sostituita perché quando i circuiti della tastiera si bagnano, di solito i tasti non funzionano più bene. Ha provato ad asciugarla ma senza risultato. Non riuscivo neanche a digitare la password per entrare nel portatile.",
    category: 'computer',
    cause:
      "Nella tastiera era rimasto del liquido; invece di sostituirla, l'ha messa in un contenitore completamente coperta di riso bianco per assorbire l'umidità e dopo due giorni la tastiera funzionava di nuovo.",
    keywords: ['tastiera', 'liquido', 'riso', 'asciugatura', 'umidità'],
  },
  {
    id: 'pc-1713',
    source: 'http://owlhousecats.blogspot.com/2014/08/laptop-disasteraverted.html',
    original:
      "I was working with my work computer on my right, and my Owl House computer on the left, and went to wave Seven away from the keyboard...knocking over a glass of lemon water, right across the Owl House laptop. I flipped it over immediately to let it drain, but by morning it was still ill. The laptop would turn on, but I could not type. Also, a very handsome male voice was now speaking every function aloud. I didn't even know it had that option.",
    language: 'en',
    text: "Stavo lavorando col computer del lavoro alla mia destra e il computer di Owl House a sinistra, e ho fatto per scacciare Seven dalla tastiera... rovesciando un bicchiere di acqua e limone proprio sul portatile di Owl House. L'ho girato subito per farlo scolare, ma la mattina dopo stava ancora male. Il portatile si accendeva, ma non riuscivo a scrivere. In più, una voce maschile molto bella adesso leggeva ad alta voce ogni funzione. Non sapevo nemmeno che avesse quell'opzione.",
    category: 'computer',
    cause:
      "La tastiera del portatile era stata danneggiata dall'acqua; ha ordinato una tastiera compatibile economica e l'ha sostituita seguendo un video su YouTube, e il portatile funziona di nuovo.",
    keywords: ['tastiera', 'sostituzione', 'liquido', 'portatile', 'versamento'],
  },
  {
    id: 'pc-1714',
    source: 'http://dailyspace.blogspot.com/2009/09/weirder-than-color-tv.html',
    original:
      "A few days ago, I spilled just a little bit of Pepsi on my Vaio laptop. I didnt' think any of it got into the keyboard, but the next day the laptop started acting funny. I couldn't select the address URL bar, for example. If I tried to move the mouse to the front, the cursor would go through all the letters to get to the end, on its own. I'd have to delete the letters and type in the URL manually. Then, when I'd try to select anything from the menu bar, every button would be selected one after the other...I couldn't choose anything.",
    language: 'en',
    text: "Qualche giorno fa ho rovesciato un pochino di Pepsi sul mio portatile Vaio. Non pensavo che ne fosse entrata nella tastiera, ma il giorno dopo il portatile ha cominciato a fare cose strane. Per esempio non riuscivo a selezionare la barra degli indirizzi. Se provavo a portare il mouse all'inizio, il cursore scorreva da solo su tutte le lettere fino alla fine. Dovevo cancellare le lettere e scrivere l'URL a mano. Poi, quando provavo a scegliere qualcosa dalla barra dei menu, ogni pulsante veniva selezionato uno dopo l'altro... non riuscivo a scegliere niente.",
    category: 'computer',
    cause:
      "Probabilmente un po' di Pepsi appiccicosa o qualcosa incastrato sotto un tasto lo teneva premuto; soffiando aria compressa sotto tutti i tasti della tastiera il portatile è tornato a funzionare bene.",
    keywords: ['tastiera', 'tasto', 'bibita', 'aria', 'compressa'],
  },
  {
    id: 'pc-1715',
    source: 'http://www.annemateer.com/printers-printers-everywhere-but-not-a-drop-of-ink-on-the-page/',
    original:
      'Actually, it started last night. My son needed to print a paper for school. (…) So he emailed his paper to me. No problem. My laser printer is never out of ink. And it still isn’t. But try as I might, the print job failed every time. Even though I’d printed an email just a couple of hours earlier without a hitch. Nothing had changed since then. Nothing. But even after disconnecting the printer from the wireless print server and attaching it directly to my laptop, the same, frustrating message popped up—and no page printed.',
    language: 'en',
    text: "In realtà è cominciato ieri sera. Mio figlio doveva stampare una relazione per la scuola. (…) Così mi ha mandato la relazione per email. Nessun problema. La mia stampante laser non resta mai senza inchiostro. E infatti ce l'ha ancora. Ma per quanto ci provassi, la stampa falliva ogni volta. Anche se avevo stampato una email solo un paio d'ore prima senza intoppi. Da allora non era cambiato niente. Niente. Ma anche dopo aver staccato la stampante dal print server wireless e averla collegata direttamente al mio portatile, compariva lo stesso messaggio frustrante e non usciva nessuna pagina.",
    category: 'computer',
    cause:
      "Era cambiato un numero nell'indirizzo IP della stampante; sistemato quello, la stampante laser ha ripreso a stampare.",
    keywords: ['stampante', 'indirizzo', 'rete', 'configurazione', 'stampa'],
  },
  {
    id: 'pc-1716',
    source: 'https://myworldofit.net/?tag=print',
    original:
      'While carrying out the steps to move our network devices from a flat network to one with purposeful VLANs I had changed the IP address of one of our HP CP3505 printers (using the web based management console) to discover that with the new IP I could not print to the printer over the network. Oddly enough the web based management console was still accessible, the printer replied to PINGs and SNMP requests but would not print (that includes from Mac and PC!).',
    language: 'en',
    text: "Mentre spostavo i nostri dispositivi di rete da una rete piatta a una con VLAN dedicate, avevo cambiato l'indirizzo IP di una delle nostre stampanti HP CP3505 (dalla console di gestione web) e ho scoperto che con il nuovo IP non riuscivo a stampare in rete. Stranamente la console di gestione web era ancora raggiungibile, la stampante rispondeva ai PING e alle richieste SNMP ma non stampava (sia da Mac che da PC!).",
    category: 'computer',
    cause:
      "L'IP impostato dalla console web non veniva preso correttamente: passando la rete della stampante a DHCP, resettandola e poi reimpostando l'IP manuale dal pannello frontale, la stampante ha ripreso a stampare con il nuovo indirizzo.",
    keywords: ['stampante', 'indirizzo', 'rete', 'impostazioni', 'reset'],
  },
  {
    id: 'pc-1717',
    source: 'https://www.databasesandlife.com/monitor-troubles/',
    original:
      'The monitor I am using at work suddenly went white. I.e. every pixel went white; not black, and not blue. A white screen of death, as it were. (…) For some reason, some instinct told me to turn the monitor off and on. I pressed the on/off button but amazingly nothing happened, and the "on" light stayed on. (…) But getting up and looking at the button and pressing it a few more times confirmed that it was in fact doing nothing.',
    language: 'en',
    text: 'Il monitor che uso al lavoro all\'improvviso è diventato bianco. Cioè ogni pixel è diventato bianco; non nero, e non blu. Una schermata bianca della morte, per così dire. (…) Per qualche motivo, l\'istinto mi ha detto di spegnere e riaccendere il monitor. Ho premuto il pulsante di accensione ma incredibilmente non è successo niente, e la spia "acceso" è rimasta accesa. (…) Ma alzandomi a guardare il pulsante e premendolo qualche altra volta ho avuto la conferma che davvero non faceva niente.',
    category: 'computer',
    cause:
      'Il monitor si era bloccato come un computer: tenendo premuto il pulsante di accensione per 5 secondi si è spento, cioè andava semplicemente riavviato.',
    keywords: ['monitor', 'blocco', 'riavvio', 'pulsante', 'accensione'],
  },
  {
    id: 'pc-1718',
    source: 'https://brunch.co.kr/@kbg1965/41',
    original:
      '두 달 전 A○○○노트북이 고장났다. 전원 버튼을 눌러도 불이 들어오질 않아 먹통이 되었다. A○○○ 공식AS센터에서도 수리 불가 판정을 내렸고, 수리 가능한 중요 부품인 메인보드를 교체하려면 50만원 이상 비용이 발생한다고 하여 수리를 포기하였다. 새로 노트북을 하나 구입하는 비용과 맞먹는 수리비다. 2년을 막 넘겼는데 갑자기 전원 버튼에서 문제가 생기니 어이가 없었다.',
    language: 'ko',
    text: "Due mesi fa mi si è rotto il portatile A○○○. Anche premendo il tasto di accensione non si accendeva nessuna luce, era completamente morto. Pure il centro assistenza ufficiale A○○○ l'ha dichiarato non riparabile, e siccome per cambiare la scheda madre, il componente importante che si può riparare, ci volevano più di 500.000 won, ho rinunciato a ripararlo. Una spesa pari a comprarsi un portatile nuovo. Aveva appena passato i 2 anni e all'improvviso un problema col tasto di accensione, assurdo.",
    category: 'computer',
    cause:
      "Bastava staccare la batteria interna: aperto il fondo, svitate le viti e scollegato il connettore della batteria, dopo qualche minuto l'ha ricollegata e il portatile si è acceso subito, anche alle accensioni successive.",
    keywords: ['batteria', 'interna', 'scollegare', 'connettore', 'accensione'],
  },
  {
    id: 'pc-1719',
    source: 'https://blog.csdn.net/Azanw/article/details/96434456',
    original:
      '拆机的起因是昨天想用一下刚买的笔记本电脑支架,把电脑架起来打会儿游戏。\n结果刚把电脑立起来就听到风扇出传出噼里啪啦的响声然后断电了。 (…) 于是清理完碎屑,高高兴兴地装回去,开机。还是不能启动,怀疑是③刚才拆机过程引入了静电导致。遂用USB线接地放电,再开机还是不行。\n没办法只能第二次拆开,这次还把主板电池拔下来让主板掉电,重置了BIOS设置,按开机键,依然不行。',
    language: 'zh',
    text: "Ho smontato il portatile perché ieri volevo usare il supporto per portatile appena comprato, per tirarlo su e giocare un po'.\nSolo che appena ho messo in piedi il computer ho sentito dei crepitii dalla ventola e poi si è spento. (…) Allora, tolti i frammenti, l'ho rimontato tutto contento e l'ho acceso. Non partiva ancora, ho pensato che fosse ③ l'elettricità statica presa mentre lo smontavo. Quindi l'ho scaricato a terra con un cavo USB, riacceso e ancora niente.\nNon c'era altro da fare che riaprirlo una seconda volta, stavolta ho anche staccato la batteria della scheda madre per toglierle corrente, ho resettato il BIOS, premuto il tasto di accensione, e ancora niente.",
    category: 'computer',
    cause:
      "Sopra la scheda madre c'era attaccata una piccola calamita che probabilmente aveva causato il corto; tolta la calamita e ricollegati uno per uno tutti i connettori e i flat (allentati dal primo smontaggio), il portatile (Lenovo Legion 15isk) è ripartito normalmente.",
    keywords: ['calamita', 'cortocircuito', 'connettori', 'flat', 'allentati'],
  },
  {
    id: 'pc-1720',
    source: 'https://2cpu.co.kr/hojak/6838?sfl=wr_subject&sop=and&sst=wr_hit',
    original:
      '우연히 손에 들어온 로지텍 무선 키보드입니다. 별로 비싼건 아니고 그냥 그저 그런 멤브레인 키보드?\n증상은 t가 안쳐진다는데.. 테스트 툴 돌려보니 t만 안쳐지는게 아니군요. 오른쪽 win하고 scrlk, pause는 없는 모델이긴한데..\n요런걸 어떻게 썼나 순간 고민좀 하고 일단 나사부터 풀고 키보드를 뜯어봅니다.',
    language: 'ko',
    text: 'Mi è capitata per caso in mano una tastiera wireless Logitech. Niente di costoso, una tastiera a membrana così così.\nIl sintomo, dicono, è che la t non si scrive.. facendo girare un programma di test si vede che non è solo la t a non funzionare. Il modello non ha win destro, scrlk e pause, però..\nPer un attimo mi chiedo come facessero a usare una roba così, poi intanto svito le viti e apro la tastiera.',
    category: 'computer',
    cause:
      'Ci era stato versato sopra del caffè: la membrana era corrosa e due piste del circuito erano interrotte. Tolto lo sporco tra i fogli della membrana, ha fatto un ponte sulle piste interrotte con due fili di rame presi da un cavo, fissati con del nastro: la tastiera funziona di nuovo.',
    keywords: ['membrana', 'caffè', 'piste', 'corrosione', 'ponte'],
  },
  {
    id: 'pc-1721',
    source: 'http://takechan.tk/?p=3314',
    original:
      '何か飲みながらパソコン使ってればそりゃ起こりうる状況ですけど\n実際起こるととてつもなく焦る。\nSkypeしてていきなりキーボードがコントロール不能になってパニクった。\n「キーボード壊れたw」って伝えようにもそのキーボードが使えないから伝達不可能になるわけですよ。 (…) MacBookじゃなくてEeePCだったからまだ良かったよ。\n何度も三枚おろしにしたから電源切ってキーボード外してみて\nキーボードの下までは滲みてないことを確認してとりあえずキーボードを念入りに拭き取る。\n再び装着→解決せず。',
    language: 'ja',
    text: "Se usi il computer mentre bevi qualcosa è una cosa che può succedere, ma quando succede davvero vai nel panico totale.\nEro su Skype e all'improvviso la tastiera è diventata incontrollabile, sono andato nel panico.\nVolevo dire \"mi si è rotta la tastiera lol\" ma non potevo comunicarlo perché la tastiera non funzionava. (…) Meno male che era un EeePC e non un MacBook.\nL'avevo già aperto un sacco di volte, quindi l'ho spento e ho tolto la tastiera,\nho controllato che il liquido non fosse passato sotto la tastiera e intanto ho asciugato per bene la tastiera.\nRimontata → non risolto.",
    category: 'computer',
    cause:
      "Ha messo la tastiera smontata a bagno nell'acqua, poi l'ha avvolta in un asciugamano e l'ha lasciata asciugare per una notte intera; il giorno dopo, completamente asciutta e ricollegata, la tastiera è tornata a funzionare.",
    keywords: ['tastiera', 'liquido', 'lavaggio', 'asciugatura', 'versato'],
  },
  {
    id: 'pc-1722',
    source: 'http://www.trycester.de/tech/glide-on/',
    original:
      'Das Mausrad meiner Sharkoon Fireglider hatte in den letzten Wochen immer mehr rumgezickt. Es ließ sich nur sehr schwergängig drücken und registrierte teilweise mehrere Klicks für einen getätigten. Nervig, wenn man beim Browsen einen Link in einem neuen Tab öffnen möchte und dies dann gleich viermal passiert.',
    language: 'de',
    text: 'La rotellina del mio Sharkoon Fireglider nelle ultime settimane faceva sempre più i capricci. Si premeva solo con molta fatica e a volte registrava più clic per uno solo che facevo. Fastidioso, quando navigando vuoi aprire un link in una nuova scheda e succede subito quattro volte.',
    category: 'computer',
    cause:
      "Dentro il mouse c'erano fili, polvere e briciole; dopo la pulizia restava un gioco eccessivo dell'asse della rotellina nella forcella, che così mancava il microinterruttore: rimontando la schedina leggermente storta l'asse resta sopra l'interruttore e ogni clic viene registrato.",
    keywords: ['rotellina', 'microinterruttore', 'asse', 'gioco', 'sporcizia'],
  },
  {
    id: 'pc-1723',
    source: 'https://turboscholz.github.io/blog/posts/mausreparatur-per-lotkolben',
    original:
      'Die Maus, eine Trackball Marble Maus von Logitech, hat rechts und links jeweils zwei Maustasten, von denen jeweils eine nicht mehr richtig funktionierten. (…) Das äußerte sich in ungewollten Doppelklicks oder auch gar keiner Reaktion bei Tastendruck.',
    language: 'de',
    text: 'Il mouse, un trackball Marble di Logitech, ha due tasti a destra e due a sinistra, e di ognuno uno non funzionava più bene. (…) Si vedeva da doppi clic non voluti o anche da nessuna reazione quando premevo il tasto.',
    category: 'computer',
    cause:
      'I microinterruttori dei tasti più usati erano usurati: sono stati dissaldati e scambiati con quelli poco usati e ancora funzionanti, poi risaldati; il trackball funziona di nuovo.',
    keywords: ['microinterruttore', 'usurato', 'dissaldatura', 'scambio', 'trackball'],
  },
  {
    id: 'pc-1724',
    source: 'https://www.steyr-werke.at/2016/12/26/eine-kleine-weihnachtsgeschichte/',
    original:
      'Seit ein paar Wochen hat mein zweiter Bildschirm im Arbeitszimmer kein Bild mehr angezeigt. Nach dem Einschalten hat die blaue LED nur mehr nervös geblinkt, und nicht wie zuvor ruhig im zwei Sekunden Takt.',
    language: 'de',
    text: "Da qualche settimana il mio secondo monitor nello studio non mostrava più l'immagine. Dopo l'accensione il LED blu lampeggiava solo nervosamente, e non più tranquillo ogni due secondi come prima.",
    category: 'computer',
    cause:
      "Sulla scheda dell'alimentazione del monitor c'era un condensatore elettrolitico scoppiato in cima; sostituito con uno nuovo (20 centesimi), il monitor è tornato a funzionare.",
    keywords: ['condensatore', 'elettrolitico', 'scoppiato', 'alimentazione', 'sostituzione'],
  },
  {
    id: 'pc-1725',
    source: 'https://www.kraftymats.de/reparatur-drucker/',
    original:
      'Als mir letzte Woche der Drucker eingegangen ist, wollte ich das nicht einfach so hinnehmen. Das Ding hat mir nämlich 8 Jahre lang gute Dienste geleistet und jeden Tag brav so um die 5 Blätter ausgedruckt. Und plötzlich sagt der mir von heute auf morgen, dass der Druckkopf defekt ist? Nö!',
    language: 'de',
    text: "Quando la settimana scorsa mi è morta la stampante, non volevo accettarlo così. Quell'affare mi ha servito bene per 8 anni e ogni giorno stampava bravo bravo circa 5 fogli. E all'improvviso da un giorno all'altro mi dice che la testina di stampa è guasta? No!",
    category: 'computer',
    cause:
      'La testina di stampa era effettivamente da sostituire: è stata presa da una stampante uguale comprata usata su eBay (con la linguetta di contatto raddrizzata e pulita con isopropanolo) e montata insieme al gruppo di alimentazione carta; la stampante funziona come il primo giorno.',
    keywords: ['testina', 'stampa', 'sostituzione', 'ricambio', 'isopropanolo'],
  },
  {
    id: 'pc-1726',
    source: 'http://diefechis.de/?paged=84',
    original:
      'Na prima. Seit 5 1/2 Jahren steht er zu treuen Diensten im Regal und druckt, was uns beliebt – immer ohne Knurren oder Murren. Und nun soll er die Kopie einer Urkunde drucken und plötzlich kommt der Druck in rosa statt blau und schwarz. Ist die Patrone leer? Die erste Fehlersuche verläuft erfolglos und das Blau bleibt verschollen. An der Patrone liegt es nicht… (…) (2 Stunden Patronen ausrichten, Druckkopf reinigen, Patronen wechseln und ein/ausschalten nerven gehörig)',
    language: 'de',
    text: "Ma bene. Da 5 anni e mezzo è lì fedele sullo scaffale e stampa quello che vogliamo, sempre senza lamentarsi. E adesso deve stampare la copia di un certificato e all'improvviso la stampa viene rosa invece che blu e nera. La cartuccia è vuota? La prima ricerca del guasto non porta a niente e il blu resta sparito. Non è colpa della cartuccia… (…) (2 ore ad allineare le cartucce, pulire la testina, cambiare cartucce e accendere/spegnere danno parecchio sui nervi)",
    category: 'computer',
    cause:
      "Smontata con cura la stampante a getto d'inchiostro e pulito l'interno, poi rimontata: stampa di nuovo anche il blu.",
    keywords: ['stampante', 'pulizia', 'interno', 'inchiostro', 'smontaggio'],
  },
  {
    id: 'pc-1727',
    source: 'https://www.marsipulami0815.net/2016/03/16/fritzbox-startet-staendig-neu/',
    original:
      'Jetzt hat es auch uns erwischt. Die Fritzbox (7270v2) startete ständig neu, die LED blinkten wie eine Lichtorgel und demzufolge gab es auch kein Internet und Telefon mehr. Im Vorfeld gab es schon mal gelegentlich Neustarts der Box, besonders, wenn mehrere Geräte über die WLAN Schnittstelle im Internet waren. Das war dann schon etwas lästig, aber da die Box ansonsten noch lief, wurde das auf die begrenzte Rechenleistung derselben geschoben.',
    language: 'de',
    text: "Adesso è toccato anche a noi. La Fritzbox (7270v2) si riavviava di continuo, i LED lampeggiavano come una discoteca e di conseguenza non c'erano più né internet né telefono. Già prima ogni tanto la box si riavviava, soprattutto quando più dispositivi erano su internet via WLAN. Era un po' fastidioso, ma siccome per il resto funzionava, avevamo dato la colpa alla sua potenza di calcolo limitata.",
    category: 'computer',
    cause:
      "L'alimentatore originale della Fritzbox era guasto: i condensatori elettrolitici in uscita erano secchi e gonfi, la tensione crollava sotto carico; con un alimentatore nuovo (e poi sostituendo i condensatori) la box funziona senza problemi.",
    keywords: ['alimentatore', 'condensatori', 'gonfi', 'tensione', 'router'],
  },
];
