import type { RealCase } from './types.ts';

/**
 * Batch 17 of real smartphone reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'sp-1701',
    source: 'http://tinwhiskers.net/samsung-galaxy-wont-hold-charge-and-vibrates-continuously/',
    original:
      'I woke up the next day with a headache and a phone that wouldn’t charge. When plugged in, it would vibrate on an even interval every 2 seconds. Samsung Galaxy phones vibrate once when they’re turned on, so it felt as if the phone were continuously rebooting.',
    language: 'en',
    text: 'Mi sono svegliato il giorno dopo con il mal di testa e un telefono che non si caricava. Quando era attaccato alla corrente vibrava a intervalli regolari ogni 2 secondi. I Samsung Galaxy vibrano una volta quando si accendono, quindi sembrava che il telefono si stesse riavviando di continuo.',
    category: 'smartphone',
    cause:
      'Il pulsante di accensione (il piccolo tasto saldato sulla scheda sotto il pulsante di plastica) era rimasto bloccato premuto; sbloccandolo, premendolo ripetutamente, il Galaxy Note ha ripreso a caricarsi e accendersi.',
    keywords: ['pulsante', 'accensione', 'bloccato', 'vibrazione', 'riavvio'],
  },
  {
    id: 'sp-1702',
    source: 'https://tywkiwdbi.blogspot.com/2018/09/pocket-lint-screwed-up-my-iphone.html?m=0',
    original:
      'What I noticed was that my phone occasionally had problems charging.  Sometimes when I plugged in the lightning-to-USB cable I would return to find the battery charge level unchanged (or lower). (…) Sometimes when I charged the phone in an upright position, with its weight on the connector the charging "took," which made the cable-port connection more suspicious.  Also, sometimes when I plugged it in, the phone would blink "on" with the icon, then go quiet, then blink "on" again in a repeating cycle.  This would stop if I wiggled the cable just right.',
    language: 'en',
    text: 'Mi sono accorto che ogni tanto il telefono aveva problemi a caricarsi. A volte attaccavo il cavo lightning-USB e quando tornavo trovavo la carica della batteria uguale (o più bassa). (…) A volte, quando caricavo il telefono in verticale, con il suo peso sul connettore, la carica "partiva", e questo rendeva più sospetto il collegamento tra cavo e porta. Poi a volte quando lo attaccavo il telefono faceva "on" con l\'icona, poi si zittiva, poi di nuovo "on" in un ciclo continuo. Smetteva se muovevo il cavo nel modo giusto.',
    category: 'smartphone',
    cause:
      "La porta Lightning dell'iPhone SE era intasata di pelucchi di tasca; all'Apple Store l'hanno pulita e il problema di ricarica è stato risolto in cinque minuti, senza cambiare porta né batteria.",
    keywords: ['pelucchi', 'porta', 'lightning', 'pulizia', 'ricarica'],
  },
  {
    id: 'sp-1703',
    source: 'http://johnvidler.co.uk/topic/life/',
    original:
      'Previously, I have written about the trouble I had with my HTC One X – a phone, which while incredibly good in every other respect was completely destroyed by it’s last update which caused a complete failure of the radio module(s) to work in any predictable or useful way.',
    language: 'en',
    text: "Ho già scritto dei problemi che ho avuto con il mio HTC One X, un telefono che per tutto il resto era incredibilmente buono ma è stato completamente distrutto dall'ultimo aggiornamento, che ha fatto sì che il modulo (o i moduli) radio smettessero del tutto di funzionare in modo prevedibile o utile.",
    category: 'smartphone',
    cause:
      "Il problema non era l'aggiornamento ma una parte dell'antenna collegata con contatti a pressione senza molla: le linguette di rame si erano appiattite e non facevano più contatto; l'autore ha collegato tra loro i due contatti e il problema è stato risolto.",
    keywords: ['antenna', 'contatti', 'wifi', 'rame', 'collegamento'],
  },
  {
    id: 'sp-1704',
    source: 'https://talk.maemo.org./showpost.php?p=924962&postcount=40',
    original:
      "My N900 doesn't recognize SIM card (…) Once triggered, the GSM modem would keep resetting from once every 5 minutes to 4-5 a minute until giving up and crashing.",
    language: 'en',
    text: 'Il mio N900 non riconosce la SIM (…) Una volta partito, il modem GSM continuava a resettarsi, da una volta ogni 5 minuti fino a 4-5 volte al minuto, finché si arrendeva e andava in crash.',
    category: 'smartphone',
    cause:
      "Problema meccanico: stando seduto in auto (sedili nuovi) il telefono in tasca veniva premuto e piegato leggermente, disturbando scheda/SIM; spostato il telefono nell'altra tasca, pulita la SIM e i contatti con alcol isopropilico e sollevati un po' i contatti della SIM, niente più reset.",
    keywords: ['sim', 'contatti', 'pressione', 'scheda', 'modem'],
  },
  {
    id: 'sp-1705',
    source: 'http://jeanne-eckman.blogspot.com/2015/05/keeping-clean.html',
    original:
      'My Fitbit would not charge the last few days. The battery shows I was only at medium so I was not too frightfully worried (…) It had been working fine and still tracked my steps with no issue but when I plugged it in to my USB cable, nothing happened. I changed USB ports and still nothing.',
    language: 'en',
    text: 'Il mio Fitbit negli ultimi giorni non si caricava. La batteria segnava che ero solo a metà quindi non ero troppo preoccupata (…) Funzionava bene e contava ancora i passi senza problemi, ma quando lo attaccavo al cavo USB non succedeva niente. Ho cambiato porta USB e ancora niente.',
    category: 'smartphone',
    cause:
      'I contatti del caricatore del Fitbit erano sporchi (sudore e sporcizia); pulendo la parte dei contatti con uno spazzolino il Fitbit ha ripreso a segnare che si sta caricando.',
    keywords: ['contatti', 'caricatore', 'sporcizia', 'pulizia', 'spazzolino'],
  },
  {
    id: 'sp-1706',
    source: 'https://github.com/maemo-leste/bugtracker/issues/580',
    original:
      'When connected to USB, my Droid4s go into blinking charging/not-charging state, also spamming the logs.  This happens with three tested powered usb hubs, with 5 tested USB data+power cables, with three tested Droid4s.  \n\nTesting with a usb cable with on/off power switch, I can get around the problem by turning power off and on about 8-12 times.',
    language: 'en',
    text: "Quando li collego all'USB, i miei Droid4 entrano in uno stato lampeggiante carica/non carica, e in più riempiono i log. Succede con tre hub USB alimentati provati, con 5 cavi USB dati+alimentazione provati, con tre Droid4 provati.\n\nProvando con un cavo USB con interruttore on/off, riesco ad aggirare il problema spegnendo e riaccendendo l'alimentazione circa 8-12 volte.",
    category: 'smartphone',
    cause:
      "Era il cavo: provando diversi cavi USB l'autore ne ha trovato uno con cui il Droid4 si carica in modo affidabile.",
    keywords: ['cavo', 'usb', 'ricarica', 'intermittente', 'sostituzione'],
  },
  {
    id: 'sp-1707',
    source: 'https://www.subtraction.com/2012/01/10/the-miracle-of-wd-40/amp/',
    original:
      'An apparently common problem that many iPhone users encounter is that, after many months of use, the home button — the sole physical button on the device’s face — starts to lose its responsiveness, sometimes precipitously. When this happens, it may take several presses, or a prolonged press, to get the button to produce any results. And sometimes where one press of the button is intended, the device registers two. Very annoying.',
    language: 'en',
    text: "Un problema a quanto pare comune che capita a tanti utenti iPhone è che, dopo molti mesi di uso, il tasto home, l'unico tasto fisico sul davanti, comincia a perdere reattività, a volte di colpo. Quando succede, ci vogliono varie pressioni, o una pressione lunga, per fargli fare qualcosa. E a volte quando vuoi premerlo una volta, il telefono ne registra due. Fastidiosissimo.",
    category: 'smartphone',
    cause:
      "Il contatto del tasto home dell'iPhone 4 non rispondeva bene; spruzzando un po' di WD-40 sul tasto e premendolo rapidamente decine di volte (ripetendo due o tre volte) la reattività è tornata come nuova, sia sul suo iPhone sia su quello della compagna.",
    keywords: ['tasto', 'home', 'contatto', 'lubrificante', 'pulizia'],
  },
  {
    id: 'sp-1708',
    source: 'https://github.com/Tow-Boot/Tow-Boot/issues/167',
    original:
      'It is not possible to boot into mobian-installer-pinephone-phosh-20220717.img no matter if it is on SD card or internal storage if the battery is discharged. (…) There is endless boot loop switching between tow-boot and mobian splash screen. There is no way to charge phone battery from tow-boot and mobian installer resets the device immediately after displaying splash screen. Phone battery is not charging during this process, so this boot-loop is endless.',
    language: 'en',
    text: "Non si riesce ad avviare mobian-installer-pinephone-phosh-20220717.img, che sia sulla SD o sulla memoria interna, se la batteria è scarica. (…) C'è un boot loop infinito che passa tra tow-boot e la schermata di avvio di mobian. Non c'è modo di caricare la batteria del telefono da tow-boot e l'installer di mobian resetta il dispositivo subito dopo la schermata di avvio. La batteria non si carica durante questo processo, quindi il boot loop non finisce mai.",
    category: 'smartphone',
    cause:
      "La batteria del PinePhone era completamente scarica (circa 2,5 V) e il telefono non riusciva a ricaricarla durante l'avvio; togliendo la batteria, caricandola un po' con un alimentatore da laboratorio e rimettendola, il sistema si è avviato normalmente.",
    keywords: ['batteria', 'scarica', 'bootloop', 'ricarica', 'alimentatore'],
  },
  {
    id: 'sp-1709',
    source: 'https://github.com/tdm/android_device_fxtec_pro1/issues/65',
    original:
      'I used test10 and later on test16 sucessfully for about two weeks. Now I no longer have any sound from during calls, accompanied by a ton of dmesg error messages. dmesg&logcat attached. I used Conversations for calling but the same issue occurs with the vanilla phone app. Loudspeaker works.',
    language: 'en',
    text: "Ho usato test10 e poi test16 senza problemi per circa due settimane. Adesso durante le chiamate non ho più nessun suono, insieme a un sacco di messaggi di errore in dmesg. Allego dmesg e logcat. Usavo Conversations per chiamare ma lo stesso problema c'è anche con l'app telefono normale. L'altoparlante vivavoce funziona.",
    category: 'smartphone',
    cause:
      "Non era colpa del software (LineageOS) ma di un contatto interno dell'auricolare: schiacciando il telefono (Fxtec Pro1) come suggerito nel forum della community l'audio nelle chiamate è tornato.",
    keywords: ['auricolare', 'contatto', 'chiamate', 'audio', 'pressione'],
  },
  {
    id: 'sp-1710',
    source: 'https://github.com/ubports/ubuntu-touch/issues/1213',
    original:
      'SIM not detected on Nexus5 (…) Should I go to my provider and see if they can correct the SIM?',
    language: 'en',
    text: 'La SIM non viene rilevata sul Nexus5 (…) Devo andare dal mio operatore e vedere se possono sistemare la SIM?',
    category: 'smartphone',
    cause:
      "La SIM era molto vecchia e ritagliata dall'operatore per farla diventare micro SIM, ed era troppo spessa; con la SIM sostitutiva, molto più sottile, il Nexus 5 funziona perfettamente.",
    keywords: ['sim', 'spessore', 'ritagliata', 'sostituzione', 'operatore'],
  },
  {
    id: 'sp-1711',
    source: 'https://github.com/LegacyXperia/local_manifests/issues/961',
    original:
      'The phone randomly reboots. It often happens when I use an app (different). But even if it is in standby. Usually it happens when there is only a quarter loaded and not in red area. Before that I had a battery problem, the new battery is now 2 months old.',
    language: 'en',
    text: "Il telefono si riavvia a caso. Succede spesso quando uso un'app (diverse). Ma anche quando è in standby. Di solito succede quando è carico solo per un quarto e non ancora nella zona rossa. Prima avevo avuto un problema di batteria, la batteria nuova ha adesso 2 mesi.",
    category: 'smartphone',
    cause:
      "Dopo aver ricalibrato la batteria (nuova) con un'app di calibrazione, i riavvii casuali dello Xperia non si sono più verificati.",
    keywords: ['batteria', 'calibrazione', 'riavvii', 'livello', 'carica'],
  },
  {
    id: 'sp-1712',
    source: 'https://kwonkyo.tistory.com/616',
    original:
      '작년 여름에 바다 물놀이를 하다가 침수로 고장 난 갤럭시 워치 4가 있었습니다. 바닷물이긴 했지만, 물속에서 버튼을 누른 것도 아니고 수영을 한 것도 아닌데 고장이 났었죠. 증상은 전원버튼이 계속 눌려있는 듯, 켜져 있으면 계속 빅스비를 호출하고 꺼져있으면 저절로 전원이 켜지는 현상이 반복되는 것이었습니다.\n삼성 AS센터를 갔고 증상을 말씀드렸더니 메인보드를 교체해야 한다고 말씀하시더라고요. 그때 비용이 20만 원대 금액을 말씀하셨는데 갤럭시 워치 4가 아니라 5도 살 수 있을만한 돈이라서 수리를 포기했습니다.',
    language: 'ko',
    text: "L'estate scorsa, giocando in mare, il mio Galaxy Watch 4 si è rotto per l'acqua. Era acqua di mare, però non avevo premuto i tasti sott'acqua e nemmeno nuotato, eppure si è guastato. Il sintomo era come se il tasto di accensione restasse sempre premuto: da acceso continuava a chiamare Bixby e da spento si riaccendeva da solo, in continuazione.\nSono andato al centro assistenza Samsung, ho spiegato il sintomo e mi hanno detto che bisognava cambiare la scheda madre. Mi hanno chiesto più di 200.000 won, soldi con cui mi compravo non un Galaxy Watch 4 ma un 5, quindi ho rinunciato alla riparazione.",
    category: 'smartphone',
    cause:
      "Il guasto era nel pulsante di accensione: aperto l'orologio, pulire il pulsante ha attenuato il problema per un bel po', e poi sostituendo il pulsante guasto (comprato su AliExpress) l'orologio è stato riparato del tutto.",
    keywords: ['pulsante', 'accensione', 'acqua', 'pulizia', 'sostituzione'],
  },
  {
    id: 'sp-1713',
    source: 'https://skblog369.com/iphone-smartphone-no-charging/',
    original:
      'iPhoneXsが発売されているが、ホシノのスマホはiPhone6である。\n確実に2年以上は使用している。\nそろそろ買い替えなければと思うのだが、「スマホ高いしな…」ってことでそのままでいる。\nだが最近、このiPhone6、充電ケーブルに繋いでいるのに全く充電されない事象が続発。\n充電ケーブルにつないだ時はブーブーと音が鳴るのに次の瞬間、充電マークが消える事態に。\n「2年以上つかっていたし、そろそろ寿命か」',
    language: 'ja',
    text: 'È uscito l\'iPhone Xs, ma il mio telefono è un iPhone6.\nSicuramente lo uso da più di 2 anni.\nDovrei cambiarlo, ma "gli smartphone costano..." e quindi me lo tengo così.\nPerò ultimamente questo iPhone6, pur attaccato al cavo di ricarica, continua a non caricare per niente.\nQuando attacco il cavo fa bzz bzz, ma un attimo dopo il simbolo della ricarica sparisce.\n"L\'ho usato più di 2 anni, sarà arrivato a fine vita"',
    category: 'smartphone',
    cause:
      'La presa di ricarica del telefono era piena di polvere e sporco che davano falso contatto col cavo: pulita scavando dentro (lui ha usato delle forbicine, consiglia stuzzicadenti o stecchino), il telefono è tornato a caricare.',
    keywords: ['presa', 'ricarica', 'polvere', 'pulizia', 'contatto'],
  },
  {
    id: 'sp-1714',
    source:
      'https://telefon-treff.de/forum/thread/317292-handyw%C3%A4sche-bitte-nur-mit-regenwasser/?action=lastPost',
    original:
      'Da unser unterirdischer Regenwasserbehälter wieder einmal eine Reinigung bekommen sollte schaute ich nach, ob alles Wasser schon abgepumpt ist. Plums- das Telefon fiel aus meiner Hemdtasche 3 Meter tiefer ins ca. 30 cm tiefe Wasser. Ich stieg also hinunter und holte es wieder ans Tageslicht. (…) Ein erster Blick aufs Display zeigte mir, dass es noch angeschaltet ist. Tastensperre raus funktionierte auch noch.',
    language: 'de',
    text: "Siccome la nostra cisterna interrata dell'acqua piovana doveva essere pulita di nuovo, sono andato a vedere se tutta l'acqua era già stata pompata via. Plof - il telefono mi è caduto dal taschino della camicia 3 metri più giù in circa 30 cm d'acqua. Allora sono sceso e l'ho riportato alla luce. (…) Un primo sguardo al display mi ha mostrato che era ancora acceso. Anche togliere il blocco tasti funzionava ancora.",
    category: 'smartphone',
    cause:
      "Acqua entrata nel telefono (Nokia E61): tolti batteria e schede, asciugato nel forno a 40-45°C con ventilazione per circa un'ora più altri 45 minuti; sparite anche le striature sul display, il telefono funziona di nuovo.",
    keywords: ['acqua', 'asciugatura', 'batteria', 'forno', 'umidità'],
  },
  {
    id: 'sp-1715',
    source: 'https://forum.shiftphones.com/threads/panzerglas-aufbringen.6214/latest',
    original:
      'Also das mit dem warmen Wasser über das Display laufen lassen, war eine eher schlechte Idee. Denn so wasserdicht wie das Gerät sein soll ist es leider nicht. Zunächst war mir Wasser in der Frontkamera aufgefallen. (…) Dann wollte ich es während der Autofahrt laden, als mir kurz danach auffiel, dass sowohl die Bluetooth Verbindung als auch Android Auto nicht mehr verfügbar war. (…) Nachdem ich alles getrocknet hatte, wollte ich wieder laden, aber außer einem für Sekundenbruchteile aufleuchtendem Shiftlogo und einmaligem Vibrieren passierte nichts.',
    language: 'de',
    text: "Allora, far scorrere acqua calda sul display è stata un'idea piuttosto cattiva. Perché purtroppo il telefono non è così impermeabile come dovrebbe essere. Prima ho notato acqua nella fotocamera frontale. (…) Poi volevo caricarlo in macchina, quando poco dopo ho notato che non c'erano più né la connessione Bluetooth né Android Auto. (…) Dopo aver asciugato tutto volevo ricaricarlo, ma a parte il logo Shift che si accendeva per una frazione di secondo e una vibrazione non succedeva niente.",
    category: 'smartphone',
    cause:
      "L'acqua entrata nel vano batteria aveva scaricato la batteria per cortocircuito; lasciato asciugare al sole con coperchio aperto e batteria, SIM e SD tolte, il telefono si è ricaricato ed è tornato a funzionare.",
    keywords: ['acqua', 'batteria', 'asciugatura', 'cortocircuito', 'ricarica'],
  },
  {
    id: 'sp-1716',
    source: 'https://webman.at/cms/2013/03/das-galaxy-nexus-will-nicht-schlafen',
    original:
      'Doch seit einigen Tagen schaltete sich das Display des tollen Geräts immer wieder ungefragt ein und leerte so den Akku in weniger als der halben Zeit als gewohnt. Auch sonst zeigte mein Handy einige merkwürdige Verhaltensweisen, die ich nicht reproduzieren konnte. Jetzt habe ich das Gerät wirklich nicht sehr geschont und es wurde auch ab und zu einer gewissen Feuchtigkeit ausgesetzt. Deshalb war meine erste Vermutung, dass es sich um einen feuchtigkeitsbedingten Hardware Defekt handelt.',
    language: 'de',
    text: "Ma da qualche giorno il display di quel bel telefono si accendeva continuamente da solo e così svuotava la batteria in meno della metà del tempo solito. Anche per il resto il mio telefono aveva dei comportamenti strani che non riuscivo a riprodurre. Ora, non l'ho davvero trattato con molta cura ed è stato anche esposto ogni tanto a un po' di umidità. Per questo il mio primo sospetto era un guasto hardware dovuto all'umidità.",
    category: 'smartphone',
    cause:
      'La porta USB del Galaxy Nexus si era leggermente piegata collegando il cavo in modo maldestro; allargando con uno stuzzicadenti (a batteria tolta) lo spazio tra la linguetta centrale e il bordo inferiore il problema è sparito.',
    keywords: ['porta', 'usb', 'piegata', 'linguetta', 'stuzzicadenti'],
  },
];
