import type { RealCase } from './types.ts';

/** Batch 11 of real smartphone reports (issue 24): gathered 2026-11-28 by helpers blind to the assistant. */
export const CASES: RealCase[] = [
  {
    id: 'sp-901',
    source: 'https://www.trishtech.com/2016/11/phones-usb-port-not-working-simply-clean-it-up/',
    original:
      'Yesterday my younger brother came running to me and complained that his phone was no longer taking the charge. He had tried all sorts of USB cables and all kinds of wall chargers. He had also tried to connect it to the USB port of the PC, but had no luck.',
    language: 'en',
    text: 'Ieri mio fratello minore è venuto da me di corsa lamentandosi che il suo telefono non si caricava più. Aveva provato ogni tipo di cavo USB e ogni tipo di caricabatterie da muro. Aveva anche provato a collegarlo alla porta USB del PC, ma niente da fare.',
    category: 'smartphone',
    cause:
      "La porta USB del telefono era sporca (pelucchi e sporcizia impedivano il contatto col cavo); pulita con cautela la porta a telefono spento (stuzzicadenti o ago, un po' di alcol isopropilico), il telefono ha ripreso a caricarsi.",
    keywords: ['porta', 'usb', 'sporca', 'pelucchi', 'pulizia'],
  },
  {
    id: 'sp-902',
    source: 'https://badrirag.wordpress.com/2011/12/19/dont-complicate-simple-things-in-life/',
    original:
      'On saturday last, I found the trackball of my blackberry phone not moving to the right.  It was working well in the other directions and hence I had to resort to some subterfuge to get to the place that I wanted but it was still very cumbersome.',
    language: 'en',
    text: 'Sabato scorso mi sono accorto che la trackball del mio BlackBerry non si muoveva più verso destra. Nelle altre direzioni funzionava bene, quindi dovevo arrangiarmi con qualche trucco per arrivare dove volevo, ma era comunque scomodissimo.',
    category: 'smartphone',
    cause:
      'La trackball era inceppata dallo sporco: strofinandola con forza su un foglio di carta per circa un minuto (senza smontare il telefono) si è sbloccata ed è tornata a funzionare in tutte le direzioni.',
    keywords: ['trackball', 'sporco', 'strofinare', 'carta', 'pulizia'],
  },
  {
    id: 'sp-903',
    source: 'http://blog.spudman.ca/?p=4693',
    original:
      'This morning, after turning the page four times gave me the same page (again and again), I decided that a recharge was recommended. In the office, I unraveled a USB cable and went ahead with plugging everything in. Twenty minutes later… coma. (…) Just, not the Kobo. Same deal; reset, recycle, hope and pray.',
    language: 'en',
    text: 'Stamattina, dopo che girando pagina quattro volte mi ritrovavo sempre la stessa pagina (ancora e ancora), ho deciso che era il caso di ricaricarlo. In ufficio ho srotolato un cavo USB e ho collegato tutto. Venti minuti dopo… coma. (…) Solo il Kobo no. Sempre la stessa storia: reset, riavvio, e speriamo bene.',
    category: 'smartphone',
    cause:
      "La batteria del Kobo era completamente scarica e il lettore restava 'in coma'; lasciandolo in carica per diverse ore si è riacceso (luce blu invece di verde) ed è tornato a funzionare.",
    keywords: ['batteria', 'scarica', 'ricarica', 'ore', 'caricare'],
  },
  {
    id: 'sp-904',
    source: 'http://www.hiddenjester.com/blog/2009/9/16/kindle-freeze-tip.html',
    original:
      'Until lunchtime today when I pulled the Kindle out to find it still had the same page displayed. Now this is bad because even if I hadn\'t put it to sleep it should do so automatically after a timeout. Sure enough it was frozen up. I could still see a page and the battery indicator was about 90% full but no buttons did anything and the little silver "zipper" on the right wasn\'t present. No worries, I popped the battery cover off, scrounged up a paperclip and then pushed the little reset button. No response. Uh oh.',
    language: 'en',
    text: "Fino a oggi a pranzo, quando ho tirato fuori il Kindle e aveva ancora la stessa pagina sullo schermo. Ed è un brutto segno, perché anche se non l'avessi messo in standby dovrebbe andarci da solo dopo un po'. Infatti era bloccato. Vedevo ancora una pagina e l'indicatore della batteria era al 90% circa, ma nessun tasto faceva niente e la piccola \"cerniera\" argentata a destra non c'era. Nessun problema, ho tolto il coperchio della batteria, ho trovato una graffetta e ho premuto il pulsantino di reset. Nessuna risposta. Oh oh.",
    category: 'smartphone',
    cause:
      "Bloccandosi il Kindle aveva consumato tutta la batteria, ma lo schermo e-ink continuava a mostrare l'indicatore quasi pieno (non serve corrente per mantenere l'immagine); con la batteria scarica il reset non funziona: appena collegato all'alimentazione si è riavviato normalmente.",
    keywords: ['batteria', 'scarica', 'alimentazione', 'ricarica', 'bloccato'],
  },
  {
    id: 'sp-905',
    source: 'https://yindeed.asia/iphone-charge',
    original:
      '2014年7月に購入したiPhone5Sを使い続けて早2年半。1年ほど前からiPhoneを充電する際にケーブルを差すと、充電中になったり、ならなかったり、という問題が度々発生していた。\n\n充電できないのはApple純正のケーブルではないのが原因か? と思ったが、iPadやほかのiPhoneでは問題なく充電できる。\n2年半も使えばバッテリーもヘタっているので、原因はケーブルではなくバッテリーか? と思い、先週、MBKでバッテリーを取り替えてみた。新品時と同様にバッテリーは一日保つようになったが、充電の不具合は相変わらず。\n\nそして今週初め、ついにどのケーブルを差し込んでも反応せず、全く充電できなくなってしまった。',
    language: 'ja',
    text: "Uso da due anni e mezzo l'iPhone 5S che ho comprato a luglio 2014. Già da circa un anno, quando attaccavo il cavo per caricarlo, a volte si metteva in carica e a volte no, e succedeva spesso.\n\nHo pensato che il motivo fosse il cavo non originale Apple, ma con l'iPad e con altri iPhone si caricava senza problemi.\nDopo due anni e mezzo anche la batteria è stanca, quindi ho pensato che il problema fosse la batteria e non il cavo, e la settimana scorsa l'ho fatta sostituire da MBK. Adesso la batteria dura di nuovo tutto il giorno come da nuovo, ma il problema della carica è rimasto uguale.\n\nE all'inizio di questa settimana, alla fine, qualunque cavo attacco non reagisce più e non si carica proprio.",
    category: 'smartphone',
    cause:
      "La presa di ricarica (porta Lightning) era intasata dalla polvere accumulata in due anni e mezzo di uso in tasca senza custodia; tolta la polvere dal fondo della porta con uno stuzzicadenti, l'iPhone ha ripreso a caricarsi senza problemi.",
    keywords: ['polvere', 'porta', 'lightning', 'intasata', 'stuzzicadenti'],
  },
  {
    id: 'sp-906',
    source: 'http://j3ttblack88.blogspot.com/2013/09/htc-desire-hd-gps-modification.html',
    original:
      'I recently bought an HTC Desire HD (Inspire in some regions) from a friend. (…) The custom rom itself is brilliant, as many sites will attest, but I discovered a problem syncing GPS with my device. This appears to be a common problem with the device but I found few coherent ways to correct it.',
    language: 'en',
    text: 'Ho comprato da poco un HTC Desire HD (Inspire in alcuni paesi) da un amico. (…) La ROM custom è ottima, come confermano tanti siti, ma ho scoperto che il mio telefono ha un problema ad agganciare il GPS. Sembra un problema comune di questo modello, ma ho trovato pochi modi sensati per risolverlo.',
    category: 'smartphone',
    cause:
      "La ricezione dell'antenna GPS era insufficiente (contatti/antenna a pannello deboli); ha risolto aprendo la cover vicino al flash ed estendendo l'antenna GPS con un filo aggiunto: dopo la modifica il GPS aggancia.",
    keywords: ['antenna', 'gps', 'contatti', 'filo', 'ricezione'],
  },
  {
    id: 'sp-907',
    source: 'http://android.stackexchange.com/questions/124501/no-audio-samsung-galaxy-s4',
    original:
      'A few weeks ago, my phone\'s APN list got corrupted, causing me to lose mobile data; a series of firmware flashes, modem updates, and backups and restores fixed the APN problem, but now the entire sound subsystem is non-functional. The speaker and microphone do not work in any app.\n\nExample symptoms:\nDialer - pops up a "stopped responding" dialog when making or receiving calls; selecting \'wait\' in the dialog allows the call to complete, but with no incoming or outgoing sound.\nSound Recorder - pressing record pops up a dialog "Internal Application Error. Microphone may be in use."',
    language: 'en',
    text: 'Qualche settimana fa la lista degli APN del mio telefono si è corrotta e ho perso i dati mobili; una serie di flash del firmware, aggiornamenti del modem e backup e ripristini hanno sistemato gli APN, ma adesso tutto l\'audio non funziona. Altoparlante e microfono non vanno in nessuna app.\n\nEsempi di sintomi:\nTelefono - quando faccio o ricevo chiamate compare il messaggio "non risponde"; scegliendo \'attendi\' la chiamata parte, ma senza audio né in entrata né in uscita.\nRegistratore - premendo registra compare "Internal Application Error. Microphone may be in use."',
    category: 'smartphone',
    cause:
      'Dopo i ripetuti flash di ROM e modem il firmware del telefono era rimasto incoerente; come suggerito su XDA ha reinstallato con Odin il firmware stock completo Samsung e altoparlante e microfono sono tornati a funzionare.',
    keywords: ['firmware', 'odin', 'flash', 'stock', 'reinstallare'],
  },
  {
    id: 'sp-908',
    source: 'http://mvdirona.com/jrh/SmartPhone/StuckKeys.htm',
    original:
      'After a couple of months of use, the joystick became harder and harder to get to respond.  I just kept pressing harder and it mostly worked but it was frustrating.  Eventually, it would only accept "up" as input.  Nothing in the other directions at all. (…) I used alcohol to clean the joystick part of the keypad.  Didn\'t have any impact at all.',
    language: 'en',
    text: 'Dopo un paio di mesi d\'uso il joystick rispondeva sempre peggio. Continuavo a premere più forte e più o meno funzionava, ma era frustrante. Alla fine accettava solo "su". Nelle altre direzioni niente di niente. (…) Ho pulito con l\'alcol la parte del joystick sulla tastiera. Nessun effetto.',
    category: 'smartphone',
    cause:
      "Il joystick era bloccato da sporcizia sui contatti e dalla membrana che lo teneva incollato; versando nell'apertura un solvente aggressivo (Goof Off), muovendolo e sollevandolo più volte con le unghie, è tornato a funzionare perfettamente.",
    keywords: ['joystick', 'contatti', 'sporcizia', 'solvente', 'membrana'],
  },
  {
    id: 'sp-909',
    source:
      'https://www.bettermobileapp.com/article/12453805/FIX+Can+t+boot+into+rom+recovery+or+download+constant+restarts',
    original:
      "1) Can't boot into ROM (phone will get no farther than GALAXY S III logo)\n2) Can't boot into RECOVERY (phone will try to boot into recovery but will never make it)\n3) Can't boot into DOWNLOAD (you may get as far as the caution screen but phone will turn off)\n4) Phone starts, then turns off after about 3 seconds.",
    language: 'en',
    text: '1) Non si avvia la ROM (il telefono non va oltre il logo GALAXY S III)\n2) Non si entra in RECOVERY (il telefono prova ad avviarla ma non ci arriva mai)\n3) Non si entra in DOWNLOAD (si arriva alla schermata di avviso ma poi il telefono si spegne)\n4) Il telefono si accende e dopo circa 3 secondi si spegne.',
    category: 'smartphone',
    cause:
      "Il tasto di accensione era 'appiccicoso' e restava sempre premuto; tolto il tasto con l'unghia e tirato delicatamente con una pinzetta l'interruttore interno, poi rimesso il tasto allineato, il telefono si avvia normalmente.",
    keywords: ['tasto', 'accensione', 'incastrato', 'interruttore', 'premuto'],
  },
  {
    id: 'sp-910',
    source: 'https://allyourdatabasearebelong2us.blogspot.com/2014/',
    original:
      "A few days ago, I noticed a strange new lock screen on my phone that I didn't remember putting on there. It was a simple black background with a blue clock, blue notification icon, and the text of my last notification, also in blue. If I swiped across it, my normal lock screen appeared (complete with lock pattern) and I had to unlock it again.",
    language: 'en',
    text: "Qualche giorno fa ho notato sul telefono una strana schermata di blocco nuova che non ricordavo di aver messo. Era un semplice sfondo nero con un orologio blu, un'icona di notifica blu e il testo della mia ultima notifica, sempre in blu. Se ci facevo scorrere il dito sopra compariva la mia normale schermata di blocco (con la sequenza di sblocco) e dovevo sbloccarlo di nuovo.",
    category: 'smartphone',
    cause:
      "Sul Galaxy S3 era attiva l'opzione 'Dynamic Notifications' (notifiche dinamiche) in Impostazioni > Accessibilità; togliendo la spunta la schermata di blocco misteriosa è sparita.",
    keywords: ['impostazioni', 'accessibilità', 'notifiche', 'opzione', 'disattivare'],
  },
  {
    id: 'sp-911',
    source: 'https://blog.oppedahl.com/?p=9237',
    original:
      'Loyal readers will recall that recently I did a large number of test welds to measure welding currents generated by my new inexpensive stick welder (blog article).  I had been using my smart phone to log real-time current measurements via Bluetooth from a clamp-on DC ammeter (blog article).  Part way through the large number of test welds, I was astonished to see that my smart phone had powered itself down.  I tapped the power button and coaxed the phone back to life and completed my current logging activities',
    language: 'en',
    text: 'Chi mi segue ricorderà che di recente ho fatto un sacco di saldature di prova per misurare la corrente della mia nuova saldatrice ad elettrodo economica (articolo sul blog). Usavo lo smartphone per registrare in tempo reale via Bluetooth le misure di una pinza amperometrica DC (articolo sul blog). A metà delle saldature di prova ho visto con stupore che lo smartphone si era spento da solo. Ho premuto il tasto di accensione, sono riuscito a farlo ripartire e ho finito di registrare le misure',
    category: 'smartphone',
    cause:
      'Uno schizzo di acciaio fuso di una saldatura era volato fino al telefono e aveva fuso un piccolo cratere nel vetro dello schermo (da cui poi si sono propagate crepe su tutto il vetro); la soluzione è stata sostituire lo schermo.',
    keywords: ['schermo', 'vetro', 'saldatura', 'schizzo', 'sostituzione'],
  },
  {
    id: 'sp-912',
    source: 'https://www.freddydopfel.com/post/apple-watch-repair',
    original:
      'I have been a user of the Apple watch since Series 1, and as a quantified-self nerd, I love having continuous step and heart rate data always available to me. However, in recent months I noticed something odd about my trusty Series 1: There was a growing gap between the touchscreen and the case.',
    language: 'en',
    text: "Uso l'Apple Watch dalla Series 1 e, da fissato dell'auto-monitoraggio, adoro avere sempre a disposizione i dati continui di passi e battito cardiaco. Negli ultimi mesi però ho notato una cosa strana sul mio fidato Series 1: c'era uno spazio sempre più grande tra lo schermo touch e la cassa.",
    category: 'smartphone',
    cause:
      "La batteria dell'orologio si era gonfiata (difetto noto dei primi Apple Watch) e spingeva fuori lo schermo; invece di pagare 200 dollari per la riparazione ha tolto lo schermo e sostituito lui stesso la batteria.",
    keywords: ['batteria', 'gonfia', 'rigonfiamento', 'sostituzione', 'schermo'],
  },
  {
    id: 'sp-913',
    source: 'https://elasticsky.de/tag/nexus',
    original:
      'Ein Asus Nexus 7 (Android 4.2.1) hatte sich nach einem Absturz in einer endlosen Bootschleife festgefahren. Alle Versuche, durch längeres Drücken der Starttaste das Gerät neu zu starten scheiterten. Zuerst kam das Google Logo und dann nur noch flackernde Pixel auf einem schwarzen Hintergrund. Manchmal auch ein leerer Hintergrund in schwarz (Beleuchtung aktiv) oder in pink. (…)\nDer Akku hatte sicher noch über 50% verbleibende Kapazität. Beim Anschluss an das Ladekabel erschien jedoch nicht das übliche weisse Batterie Logo.',
    language: 'de',
    text: 'Un Asus Nexus 7 (Android 4.2.1) dopo un crash si è piantato in un loop di avvio infinito. Tutti i tentativi di riavviarlo tenendo premuto a lungo il tasto di accensione sono falliti. Prima compariva il logo Google e poi solo pixel che sfarfallavano su uno sfondo nero. A volte anche uno sfondo vuoto nero (con la retroilluminazione accesa) o rosa. (…)\nLa batteria aveva sicuramente ancora più del 50% di carica. Collegando il cavo di ricarica però non compariva il solito simbolo bianco della batteria.',
    category: 'smartphone',
    cause:
      "Il tablet era bloccato nel loop di avvio dopo il crash del software; entrato nel menu del bootloader (volume giù + accensione insieme) e scelto 'Power off', poi staccata e ricollegata l'alimentazione è comparso il simbolo della batteria e, dopo la ricarica, il Nexus funziona di nuovo perfettamente.",
    keywords: ['bootloader', 'menu', 'spegnimento', 'alimentazione', 'riavvio'],
  },
  {
    id: 'sp-914',
    source: 'https://taz.de/Der-Flusen/!6138566',
    original:
      'Wer kennt die Nöte, nennt die Sorgen, die ein kaputter Akku verursachen kann! Das Handy ließ sich nicht mehr aufladen. Man steckte das Ladekabel, USB C, hinein, für Sekunden erschien, wie zum Hohn, die Anzeige „Gerät wird geladen“ auf dem Display, doch in dem Moment, in dem man sich gerade wieder Hoffnung erlauben wollte, erlosch sie auch schon wieder. Der Akkustand verblieb im einstelligen Bereich und leuchtete rot. (…) Hektisches Herumprobieren ergab, dass das Gerät etwas länger geladen wurde, wenn man das Kabel in einem bestimmten Winkel festhält.',
    language: 'de',
    text: 'Chi li conosce i guai e le preoccupazioni che può dare una batteria rotta! Il telefono non si ricaricava più. Infilavo il cavo di ricarica, USB C, e per qualche secondo sul display compariva, quasi a prendermi in giro, la scritta "In carica", ma proprio quando stavo per sperare di nuovo si spegneva. La batteria restava a una cifra ed era rossa. (…) Provando freneticamente ho scoperto che si caricava un po\' più a lungo se tenevo il cavo con una certa angolazione.',
    category: 'smartphone',
    cause:
      'Non era la batteria: un batuffolo di pelucchi (Flusen) pressato nella porta USB-C impediva al cavo di fare contatto; tolto con uno stuzzicadenti, il telefono ha ripreso a caricarsi.',
    keywords: ['pelucchi', 'porta', 'usb', 'stuzzicadenti', 'contatto'],
  },
  {
    id: 'sp-915',
    source: 'https://prosperyne.blogspot.com/2016/03/operation-couvercle-ouvert-reussie.html',
    original:
      "Pour ceux qui lisent mon petit résumé des lectures de la semaine, vous êtes au courant que je pleurniche depuis un moment sur ma défunte batterie de liseuse, la-dite batterie ne chargeant plus depuis quelques temps. J'ai essayé de faire pas mal de recherche sur Internet afin de trouver une façon de la changer, j'ai même essayé de contacter un réparateur (qui ne m'a jamais répondu -_- ), bref, j'en étais à me dire que j'allais lire branchée sur le mur, ce qui ne me tentait pas du tout.",
    language: 'fr',
    text: "Chi legge il mio riassuntino delle letture della settimana sa che è da un po' che piagnucolo per la batteria ormai defunta del mio e-reader, che da un po' di tempo non si carica più. Ho provato a cercare parecchio su Internet un modo per cambiarla, ho persino provato a contattare un riparatore (che non mi ha mai risposto -_- ), insomma, mi stavo rassegnando a leggere attaccata alla presa, cosa che non mi andava per niente.",
    category: 'smartphone',
    cause:
      "La batteria dell'e-reader era esaurita e non teneva più la carica; un collega ha aperto il coperchio (non fatto per essere aperto) e l'ha sostituita con una batteria nuova da 16 dollari, rifacendo le tre saldature: operazione riuscita.",
    keywords: ['batteria', 'esaurita', 'sostituita', 'saldature', 'carica'],
  },
  {
    id: 'sp-917',
    source: 'https://ruthslifeisgood.blogspot.com/2016/09/9-4-ressurection-of-our-tablet.html',
    original:
      'You might remember I mentioned on Friday that as we were getting ready to leave our tablet took a dive off the bar and broke, there was no sign of obvious physical damage, it simply would no longer turn on.',
    language: 'en',
    text: 'Forse vi ricordate che venerdì vi ho detto che, mentre ci preparavamo a partire, il nostro tablet è volato giù dal bancone e si è rotto: nessun danno visibile, semplicemente non si accendeva più.',
    category: 'smartphone',
    cause:
      'Con la caduta un cavo interno si era staccato dal suo connettore sulla scheda; aperto il retro del tablet e rimesso in sede il cavo, il tablet ha ripreso a funzionare.',
    keywords: ['cavo', 'connettore', 'staccato', 'caduta', 'scheda'],
  },
  {
    id: 'sp-918',
    source: 'https://dominogavin.blogspot.com/2008/08/blackberry-handset-0s-45-media-card.html',
    original:
      "Blackberry OS 4.5 is out now and I've already had to upgrade one device to it because of the profile issue I mentioned in my last post.\n\nNow since I did the upgrade on my own PC and I later reconnected my Blackberry, I was prompted to do the upgrade on my device too.\n\nI did as requested.\n\n(…) You see, my trusty 8800 had started an endless cycle of reboots. Coming up long enough to prompt for a pin, then rebooting again.\n\nI tried a whole host of things, reapplying the OS, uninstalling and reinstalling my desktop software and associated Blackberry OS patch.\n\nNothing worked.",
    language: 'en',
    text: "È uscito BlackBerry OS 4.5 e ho già dovuto aggiornarci un dispositivo per il problema del profilo di cui parlavo nell'ultimo post.\n\nSiccome avevo fatto l'aggiornamento sul mio PC, quando poi ho ricollegato il mio BlackBerry mi ha chiesto di aggiornare anche il telefono.\n\nHo fatto come mi chiedeva.\n\n(…) Insomma, il mio fidato 8800 ha cominciato a riavviarsi all'infinito. Si accendeva giusto il tempo di chiedere il PIN e poi si riavviava di nuovo.\n\nHo provato di tutto: reinstallare il sistema operativo, disinstallare e reinstallare il software desktop e la relativa patch del BlackBerry OS.\n\nNiente da fare.",
    category: 'smartphone',
    cause:
      'La scheda di memoria (media card) preparata con le versioni precedenti non è compatibile con BlackBerry OS 4.5 e mandava il telefono in riavvio continuo; tolta la scheda il telefono funziona, poi reinserita e riformattata da Opzioni > Media Card il problema è sparito.',
    keywords: ['scheda', 'memoria', 'formattare', 'incompatibile', 'aggiornamento'],
  },
  {
    id: 'sp-919',
    source: 'http://www.gadgetgirlfiles.com/2013/12/blue-screen-of-death.html',
    original:
      'I woke this morning to find that my relatively new Nokia Lumia had stayed on the blue pre-boot screen all night whilst plugged in to charge from empty. Alas, no amount of pressing the power button or popping out the battery or even - in desperation - popping out the SIM gave a different result: the Nokia logo would appear, followed by the blue screen and no Windows and eventually a shutdown.',
    language: 'en',
    text: 'Stamattina mi sono svegliata e ho trovato il mio Nokia Lumia, abbastanza nuovo, fermo tutta la notte sulla schermata blu di pre-avvio mentre era in carica da scarico. Purtroppo né premere il tasto di accensione, né togliere la batteria, né - per disperazione - togliere la SIM hanno cambiato qualcosa: compariva il logo Nokia, poi la schermata blu, niente Windows e alla fine si spegneva.',
    category: 'smartphone',
    cause:
      'Il sistema non riusciva più ad avviarsi (problema noto dei Lumia 520/920); ha risolto col reset completo: staccato il caricatore, tenuto premuto volume giù ricollegandolo e poi la sequenza volume su, volume giù, accensione, volume giù; il telefono si è reinstallato e ha recuperato app e dati dal backup nel cloud.',
    keywords: ['reset', 'ripristino', 'sistema', 'avvio', 'software'],
  },
  {
    id: 'sp-920',
    source: 'http://sliderbarks.blogspot.com/2007/12/eat-this-motorola.html',
    original:
      'I dropped my RAZR, then it started going berserk.  Blank screen...dropped calls...frozen screen...and just plain not working at all.  I visited my friendly neighborhood Verizon shoppe, and the associate does what everyone warned me they would do: she opened the back and immediately concluded it was WATER DAMAGE!  Why, because that little sticker dot turned red.',
    language: 'en',
    text: 'Mi è caduto il RAZR e da lì è impazzito. Schermo vuoto... chiamate che cadono... schermo bloccato... e a volte proprio non funzionava. Sono andato al negozio Verizon sotto casa e la commessa ha fatto quello che tutti mi avevano detto che avrebbe fatto: ha aperto il retro e ha subito concluso che era un DANNO DA ACQUA! Perché? Perché il bollino adesivo era diventato rosso.',
    category: 'smartphone',
    cause:
      'Non era acqua (dentro era asciutto, solo polveroso): con la caduta si erano allentati dei collegamenti interni; aperto il telefono e riagganciati i connettori allentati, funziona alla perfezione.',
    keywords: ['connettori', 'allentati', 'caduta', 'collegamenti', 'interni'],
  },
  {
    id: 'sp-921',
    source: 'http://davewilson.cc/weblog/Computer/V551.html',
    original:
      "When me and Linda migrated to Cingular from AT&T Wireless (don't do it) we both got new Motorola V551 phones. I had mine for a couple weeks before replacing it with a Nokia 6670, but Linda hung on to hers. After about nine months her screen went dead. You could still make out images on the screen, but the backlight was out. This was the big internal screen; the external Caller ID screen still worked.",
    language: 'en',
    text: "Quando io e Linda siamo passati a Cingular da AT&T Wireless (non fatelo) abbiamo preso tutti e due un Motorola V551 nuovo. Io l'ho tenuto un paio di settimane e poi l'ho sostituito con un Nokia 6670, ma Linda si è tenuta il suo. Dopo circa nove mesi il suo schermo si è spento. Le immagini si intravedevano ancora, ma la retroilluminazione non andava. Era lo schermo interno grande; quello esterno con l'ID chiamante funzionava ancora.",
    category: 'smartphone',
    cause:
      "Non era lo schermo (sostituito l'LCD interno il problema è rimasto): il guasto era nel cavo flessibile (flex) che collega lo schermo alla scheda; sostituito il flex, il telefono è tornato a posto.",
    keywords: ['flex', 'cavo', 'retroilluminazione', 'schermo', 'sostituito'],
  },
  {
    id: 'sp-922',
    source: 'https://www.m-descartes.work/entry/2019/04/13/091022',
    original:
      'しかし、おとといの休日に「kindle oasis」を使おうと電源を入れたら画面が真っ白になったまま動かなくなった。何度も電源を入り切りしても画面が真っ白のまま、いわゆるフリーズ状態になってしまう。いやはや、2年目にしてこんな高価な機械が壊れたかと落ち込んだ。',
    language: 'ja',
    text: 'Però l\'altro ieri, giorno di riposo, ho acceso il mio "Kindle Oasis" per usarlo e lo schermo è rimasto tutto bianco senza muoversi. Anche spegnendolo e riaccendendolo più volte lo schermo restava bianco, insomma bloccato. Accidenti, ci sono rimasto male: una macchina così costosa rotta al secondo anno.',
    category: 'smartphone',
    cause:
      'Il Kindle era solo bloccato (freeze del software): tenendo premuto il tasto di accensione per più di 40 secondi si forza il riavvio e il lettore è tornato a funzionare.',
    keywords: ['riavvio', 'forzato', 'tasto', 'accensione', 'blocco'],
  },
  {
    id: 'sp-923',
    source: 'http://isopiii.com/2013/11/10/kindle-flooded/',
    original:
      'お風呂に入りながらジップロックに入れたKindleを読んでいました。\n\n(…)ふとKindleの下の方に目をやると、なんとジップロックの底に1センチほどお湯が入ってるじゃないですか!\n\n「これはイカン」\n\n慌ててお風呂から飛び出して、ジップロックからKindleを取り出して、体を拭くのを後回しにしてKindleを乾かしました。\n\n(…)Kindleは元気に動いてくれました。\n\n(…)ところが3日後の夜のことです。\n\nKindleを使おうとしたところ、タッチパネルが反応が妙に鈍い。',
    language: 'ja',
    text: 'Leggevo il Kindle nella vasca da bagno, chiuso in una busta Ziploc.\n\n(…) A un certo punto guardo la parte bassa del Kindle e, incredibile, sul fondo della busta c\'era circa un centimetro di acqua calda!\n\n"Qui si mette male"\n\nSono schizzato fuori dalla vasca, ho tolto il Kindle dalla busta e, prima ancora di asciugare me, ho asciugato il Kindle.\n\n(…) Il Kindle funzionava benissimo.\n\n(…) Però tre giorni dopo, di sera.\n\nProvo a usare il Kindle e il touch risponde stranamente lento.',
    category: 'smartphone',
    cause:
      'Era entrata acqua dentro il Kindle (scuotendolo ne usciva dalla fessura del connettore di ricarica), che rendeva il touch lento e poi faceva cambiare pagina da solo; lasciato ad asciugare naturalmente per tre giorni, è tornato a funzionare.',
    keywords: ['acqua', 'infiltrazione', 'asciugare', 'umidità', 'connettore'],
  },
  {
    id: 'sp-924',
    source: 'https://lettoredigitale.com/2011/11/',
    original:
      'Doveva capitare, è capitato. Mentre ero nel bel mezzo di Player One di Ernest Cline – lo sto divorando, sono già al livello tre 🙂 – sul treno per andare al lavoro, il Kobo Touch mi ha piantato in asso. Vediamo, l’equivalente analogico sarebbe una mano che ti chiude il libro che stai leggendo tutto d’un colpo. Non è una bella esperienza. (…) segnava ancora 1/4 di “pila” piena (…) In alto la schermata che accompagna lo spegnimento del tutto repentino del device (perdonate la qualità infima dell’immagine).',
    language: 'it',
    text: 'Doveva capitare, è capitato. Mentre ero nel bel mezzo di Player One di Ernest Cline – lo sto divorando, sono già al livello tre 🙂 – sul treno per andare al lavoro, il Kobo Touch mi ha piantato in asso. Vediamo, l’equivalente analogico sarebbe una mano che ti chiude il libro che stai leggendo tutto d’un colpo. Non è una bella esperienza. (…) segnava ancora 1/4 di “pila” piena (…) In alto la schermata che accompagna lo spegnimento del tutto repentino del device (perdonate la qualità infima dell’immagine).',
    category: 'smartphone',
    cause:
      "La batteria del Kobo era in realtà scarica: l'indicatore di carica non è affidabile (mostrava ancora 1/4); collegato il lettore con il cavo USB al portatile per ricaricarlo, il Kobo Touch ha ripreso vita.",
    keywords: ['batteria', 'scarica', 'indicatore', 'ricarica', 'usb'],
  },
];
