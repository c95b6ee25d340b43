import type { RealCase } from './types.ts';

export const CASES: RealCase[] = [
  {
    id: 'sp-041',
    source: 'https://cyberd.org/the-dust.html',
    original:
      "I've had trouble charging my phone for some time now. ... If the charger gets progressively all the more difficult to use, but just little by little, at such a slow pace there doesn't seem there's a reason for it...",
    language: 'en',
    text: "È da un po' che ho problemi a caricare il telefono. ... Attaccare il caricatore diventa sempre più difficile, ma pian piano, così lentamente che non sembra esserci un motivo...",
    category: 'smartphone',
    cause: 'polvere e sporcizia compattata in fondo alla porta di ricarica USB',
    keywords: ['polvere', 'porta', 'ricarica', 'sporcizia', 'pelucchi'],
  },
  {
    id: 'sp-042',
    source: 'http://urbanservant.blogspot.com/2013/12/girlfriend-hint-cell-phones-that-wont.html',
    original:
      "A week ago I picked my cell up off the counter and it was totally unresponsive.  Like beyond dead. ... The first thing I did was trying charging it.  No response.  Then I took my husbands battery and tried it in my phone...which made it work normal.  So I looted the basement, found the spare battery I had stashed for just this sort of situation and plugged it in to charge overnight.  Which sort of worked - it was like the charging port was wearing out or just wasn't charging properly.",
    language: 'en',
    text: "Una settimana fa ho preso il cellulare dal bancone ed era completamente morto. Ma proprio morto. ... La prima cosa che ho fatto è stata provare a caricarlo. Niente. Poi ho preso la batteria di mio marito e l'ho messa nel mio telefono... e così funzionava normale. Allora ho frugato in cantina, ho trovato la batteria di scorta che tenevo proprio per queste situazioni e l'ho messa in carica tutta la notte. Ha funzionato più o meno - era come se la presa di ricarica si stesse consumando o semplicemente non caricasse bene.",
    category: 'smartphone',
    cause: 'pelucchi e corrosione da umidità dentro la porta di ricarica',
    keywords: ['pelucchi', 'corrosione', 'porta', 'ricarica', 'umidita'],
  },
  {
    id: 'sp-043',
    source: 'https://littletechgirl.com/2014/02/28/android-phone-acting-up-it-could-be-a-bad-battery/',
    original:
      'When I had my Samsung Galaxy S2 I had frequent freezes, reboots, and crashes. I had reset the phone, but the weirdness continued.',
    language: 'en',
    text: 'Col mio Samsung Galaxy S2 avevo spesso blocchi, riavvii e crash. Ho resettato il telefono, ma le stranezze sono continuate.',
    category: 'smartphone',
    cause: 'batteria difettosa e gonfia',
    keywords: ['batteria', 'gonfia', 'difettosa', 'rigonfiamento'],
  },
  {
    id: 'sp-044',
    source: 'https://blog.denticle.com/2015/08/the-joy-of-recharging-iphones-ipads.html',
    original:
      'Recently my iPad 3 bit the dust and could not be repaired despite the best efforts of the Genius Bar.  So I ended up purchasing a new iPad Air 2.  When I brought it home & plugged it in, I noticed that at the top left of the screen it said "not charging".',
    language: 'en',
    text: "Di recente il mio iPad 3 è morto e non sono riusciti a ripararlo nonostante gli sforzi del Genius Bar. Così ho comprato un iPad Air 2 nuovo. Quando l'ho portato a casa e l'ho attaccato alla corrente, ho visto che in alto a sinistra dello schermo c'era scritto \"non in carica\".",
    category: 'smartphone',
    cause: "alimentatore da 5 W (quello dell'iPhone) troppo poco potente per caricare l'iPad",
    keywords: ['alimentatore', 'caricatore', 'watt', 'potenza', 'insufficiente'],
  },
  {
    id: 'sp-045',
    source: 'https://blancer.com/?p=179415',
    original:
      'Recently I noticed that my iPad was not charging as quickly as it used to. Only a month or so ago I was impressed at how my iPad’s battery would easily charge up to the 80% range in a couple short hours, but more recently the same charge time would produce a meager 10% if I was lucky. It was infuriating, and the only thing more infuriating was that I couldn’t figure out why.',
    language: 'en',
    text: "Ultimamente ho notato che il mio iPad non si carica più veloce come prima. Solo un mesetto fa ero colpito da come la batteria arrivasse tranquillamente all'80% in un paio d'ore, ma adesso nello stesso tempo arriva a malapena al 10%, se va bene. Una cosa esasperante, e ancora più esasperante è che non riuscivo a capire perché.",
    category: 'smartphone',
    cause: "usato per errore l'alimentatore da 5 W dell'iPhone invece di quello da 10 W dell'iPad",
    keywords: ['alimentatore', 'caricatore', 'watt', 'potenza', 'insufficiente'],
  },
  {
    id: 'sp-046',
    source: 'http://warrantyvoidifremoved.blogspot.com/2010/07',
    original:
      'I received an IPhone the other day that would not charge. ... Whenever the phone was turned on, the apple "i need to charge" (see pic) came up on the screen. When plugged into a charger, it said that it was charging. However, no matter how long it was left charging for, the battery only ever held a charge for a few seconds.',
    language: 'en',
    text: 'L\'altro giorno mi è arrivato un iPhone che non si caricava. ... Ogni volta che lo accendevo compariva la schermata Apple "devo caricarmi". Attaccato al caricatore diceva che era in carica. Però, per quanto lo lasciassi in carica, la batteria teneva la carica solo per pochi secondi.',
    category: 'smartphone',
    cause: 'filo del sensore di temperatura della batteria staccato dalla scheda',
    keywords: ['filo', 'sensore', 'temperatura', 'batteria', 'staccato', 'saldatura'],
  },
  {
    id: 'sp-047',
    source: 'http://www.scottpaterson.org/2012/11/',
    original:
      "I noticed that I wasn't connected to my home Wi-Fi. It happens sometimes. I launched the Wi-Fi configuration and it didn't show any Wi-Fi networks in my neighbourhood. There are usually at least 5 or 6 of them. I toggled the Wi-Fi off and back on again. Nothing changed. I toggled Airplane mode on and off. Still nothing. I turned the phone off and back on again. Nada. ... When I went back into the Wi-Fi settings I found... oh wait... I couldn't get back into the Wi-Fi settings. It was disabled.",
    language: 'en',
    text: 'Ho notato che non ero connesso al Wi-Fi di casa. Ogni tanto succede. Sono andato nelle impostazioni Wi-Fi e non mostrava nessuna rete del vicinato. Di solito ce ne sono almeno 5 o 6. Ho spento e riacceso il Wi-Fi. Niente. Ho messo e tolto la modalità aereo. Ancora niente. Ho spento e riacceso il telefono. Nada. ... Quando sono tornato nelle impostazioni Wi-Fi ho trovato... anzi no... non riuscivo più a entrare nelle impostazioni Wi-Fi. Era disattivato.',
    category: 'smartphone',
    cause: "problema software di iOS dopo l'aggiornamento, risolto con il ripristino completo del firmware",
    keywords: ['software', 'ripristino', 'ios', 'firmware', 'aggiornamento'],
  },
  {
    id: 'sp-048',
    source: 'https://j0hn88.wordpress.com/tag/problem/',
    original:
      'Previously, I had examined an Asus Nexus 7 tablet to investigate the slow and intermittent battery charging problem. ... The charging problem used to be that it could take days to charge if it did charge, and other times plugging in the charger would indicate that it was charging but was actually draining the battery.',
    language: 'en',
    text: 'Avevo già guardato un tablet Asus Nexus 7 per il problema della ricarica lenta e a intermittenza. ... Il problema era che ci metteva giorni a caricarsi, quando si caricava, e altre volte attaccando il caricatore diceva che era in carica ma in realtà la batteria si scaricava.',
    category: 'smartphone',
    cause: 'cavo flex del connettore di ricarica USB difettoso',
    keywords: ['flex', 'connettore', 'ricarica', 'usb', 'cavo'],
  },
  {
    id: 'sp-049',
    source: 'http://ynef.net/tag/motherboard/',
    original:
      'One day my sister came to me and said that her phone, the Samsung Galaxy S II, could no longer be charged. Something was apparently wrong with the charger port because when I held the cable at a right angle the phone lit up for a brief moment.',
    language: 'en',
    text: "Un giorno mia sorella mi ha detto che il suo telefono, il Samsung Galaxy S II, non si caricava più. A quanto pare c'era qualcosa che non andava nella presa di ricarica, perché se tenevo il cavo ad angolo retto il telefono si accendeva per un attimo.",
    category: 'smartphone',
    cause: 'connettore di ricarica USB (schedina del connettore) rotto',
    keywords: ['connettore', 'porta', 'ricarica', 'usb', 'rotto'],
  },
  {
    id: 'sp-050',
    source: 'http://www.imetty.de/category/iphone/',
    original:
      'Gestern habe ich bei einem iPhone 4s einen Akku getauscht. ... Jedoch stellte sich nach dem Einschalten ein leichter Anflug von Panik ein. Das Gerät hatte keinen Handyempfang. Flugmodus & Neustart konnten das iPhone auch nicht dazu bewegen das Netz zu finden. Auffällig war jedoch die Tatsache das die Simkarte , welche nicht dauerhaft entsperrt war, eigentlich die SIM-Pin anfordern hätte müssen. Das Herrausnehmen der Karte wurde auch ohne Meldung sang und klanglos vom Gerät aktzeptiert.',
    language: 'de',
    text: "Ieri ho cambiato la batteria a un iPhone 4s. ... Però dopo averlo acceso mi è venuto un po' di panico. Il telefono non aveva campo. Né la modalità aereo né il riavvio sono riusciti a fargli trovare la rete. La cosa strana era che la SIM, che non era sbloccata in modo permanente, avrebbe dovuto chiedere il PIN. E quando ho tolto la SIM il telefono l'ha accettato senza nessun messaggio, zitto zitto.",
    category: 'smartphone',
    cause: 'data e ora del sistema tornate al 1970 dopo il cambio batteria, la SIM non veniva riconosciuta',
    keywords: ['data', 'ora', 'orologio', '1970', 'azzerata'],
  },
  {
    id: 'sp-051',
    source: 'https://zire.ch/diverses/iphone-lautstaerke-schwach-beim-telefonieren',
    original:
      'Ich besitze ein iPhone 7 und bin damit eigentlich sehr zufrieden. Kürzlich bemerkte ich, dass ich beim Telefonieren mein Gegenüber fast nicht mehr verstehe. Zuerst dachte ich, mein Gehör lässt nach, aber mit einer Freisprecheinrichtung oder normalen Kopfhörern ist alles normal. Auch die Menschen, mit denen ich kommuniziere, müssen mich nicht anschreien. Als das Smartphone neu war, hatte ich den Lautstärkebalken etwa auf 25% stehen und verstand mein Telefonpartner sehr gut. In lauten Umgebungen auch mal 50%. Jetzt bin ich bei 100% und habe echt Mühe ein Gespräch zu führen.',
    language: 'de',
    text: "Ho un iPhone 7 e in generale ne sono molto contento. Ultimamente però ho notato che durante le chiamate quasi non capisco più chi parla dall'altra parte. All'inizio pensavo fosse il mio udito, ma col vivavoce o con le cuffiette normali è tutto a posto. E anche le persone con cui parlo non devono urlare. Quando il telefono era nuovo tenevo il volume più o meno al 25% e sentivo benissimo. In posti rumorosi magari al 50%. Adesso sono al 100% e faccio davvero fatica a fare una telefonata.",
    category: 'smartphone',
    cause: "griglia dell'altoparlante auricolare intasata dallo sporco",
    keywords: ['griglia', 'auricolare', 'intasata', 'sporco', 'capsula'],
  },
  {
    id: 'sp-052',
    source: 'https://apfelblog.ch/tag/blue-screen-death/',
    original:
      'Schon länger ist mir aufgefallen, dass meine iPhone-Bilder einen Fleck aufweisen. Bisher ging der Fleck in den Bildkompositionen ganz gut unter. Diesen Freitag hat es mich aber ganz besonders gestört, als ich den blauen Himmel fotografierte und der Fleck sehr deutlich zu sehen war.',
    language: 'de',
    text: "È da un po' che ho notato che le foto del mio iPhone hanno una macchia. Finora nelle foto si notava poco. Venerdì però mi ha dato proprio fastidio, quando ho fotografato il cielo azzurro e la macchia si vedeva benissimo.",
    category: 'smartphone',
    cause: "granello di polvere all'interno, sulla lente della fotocamera",
    keywords: ['polvere', 'lente', 'fotocamera', 'obiettivo', 'granello'],
  },
  {
    id: 'sp-053',
    source: 'https://verschoren.com/2013/08/genius-bar',
    original:
      'I’ve been having an issue with my iPhone 5 for a while now. Without any obvious reason, there’s been a little speck of dust in the middle of my iPhone lens. That little speck leaves a black dot on every iPhone picture I take. which is really annoying.',
    language: 'en',
    text: "È da un po' che ho un problema col mio iPhone 5. Senza nessun motivo apparente, c'è un granellino di polvere in mezzo all'obiettivo. Quel granellino lascia un puntino nero su ogni foto che faccio. che è davvero fastidioso.",
    category: 'smartphone',
    cause: "polvere entrata all'interno della fotocamera, sotto la lente",
    keywords: ['polvere', 'lente', 'fotocamera', 'obiettivo', 'granello'],
  },
  {
    id: 'sp-054',
    source: 'https://cronenberg.cc/blog/?p=288',
    original:
      'Es soll ja des öfteren vorkommen, daß ein Telefon mal naß wird. So ist es auch mir mit meinem iPhone 3GS passiert. ... Nach den 2 Tagen heraus genommen, SIM Karte wieder eingelegt und das Telefon funktionierte wieder. Allerdings nur bis zum nächsten Morgen. Während ich in Safari herumsurfte, startete es neu und zeigte nur noch an, daß es mit iTunes verbindet werden möchte. Nichts anderes konnte ich dem Telefon ab da entlocken. Neu herstellen, in den DFU Modus wechseln, nichts half, immer das selbe Bild.',
    language: 'de',
    text: "Capita spesso che un telefono si bagni. È successo anche a me col mio iPhone 3GS. ... Dopo 2 giorni l'ho tirato fuori, rimesso la SIM e il telefono funzionava di nuovo. Però solo fino alla mattina dopo. Mentre navigavo in Safari si è riavviato e da lì mostrava solo che voleva essere collegato a iTunes. Non sono più riuscito a fargli fare altro. Ripristino, modalità DFU, niente, sempre la stessa schermata.",
    category: 'smartphone',
    cause: "corrosione sulla scheda dovuta all'acqua entrata nel telefono",
    keywords: ['corrosione', 'acqua', 'ossidazione', 'scheda', 'liquido'],
  },
  {
    id: 'sp-057',
    source: 'https://forum.earlybird.club/threads/cheap-car-or-ac-chargers-causing-wonky-touchscreen.410784/',
    original:
      "Two days ago, I connected my Samsung Gio to a cheap no-brand car charger. This charger used to work fine with my older iPhone 3G. When I disconnected it an hour later, the touch screen acted weird. It wouldn't respond to my tapping, or it would register the tap but think I tapped somewhere else. This disappeared with a reboot, which was quite hard to do (because pressing the poweroff asks for a confirmation on... the touchscreen!). I thought it was a one-off issue, but the same thing happened when I charged the Gio with another cheap no-brand AC charger.",
    language: 'en',
    text: "Due giorni fa ho attaccato il mio Samsung Gio a un caricatore da auto economico senza marca. Con il mio vecchio iPhone 3G questo caricatore funzionava bene. Quando l'ho staccato un'ora dopo, il touch screen faceva cose strane. Non rispondeva quando toccavo, oppure registrava il tocco ma pensava che avessi toccato da un'altra parte. È passato con un riavvio, che è stato pure difficile da fare (perché lo spegnimento chiede conferma... sul touchscreen!). Pensavo fosse un caso isolato, ma è successa la stessa cosa quando ho caricato il Gio con un altro caricatore da muro economico senza marca.",
    category: 'smartphone',
    cause: 'caricatori economici senza marca con alimentazione disturbata che mandano in tilt il touchscreen',
    keywords: ['caricatore', 'economico', 'disturbi', 'alimentazione', 'interferenze'],
  },
  {
    id: 'sp-058',
    source:
      'https://blog.fernandes.io/2011/07/problems-using-capacitive-touchscreen.html?showComment=1389212925247',
    original:
      'Yesterday whilst travelling by train, I decided to charge my phone at one of the power sockets provided in the railway coach. ... During the time when it was connected to the power supply, I noticed that I was just not able to use the touch screen. I tried hard to swipe my finger to unlock the phone, all in vain. So, when I gave up trying to operate it, I observed things moving on their own on the screen, I could see the camera starting automatically.',
    language: 'en',
    text: 'Ieri ero in treno e ho deciso di caricare il telefono a una delle prese della carrozza. ... Mentre era attaccato alla corrente ho notato che proprio non riuscivo a usare il touch screen. Ho provato e riprovato a fare lo swipe per sbloccarlo, niente da fare. Poi, quando ho smesso di provarci, ho visto che le cose sullo schermo si muovevano da sole, vedevo la fotocamera che si apriva da sola.',
    category: 'smartphone',
    cause:
      'presa di corrente del treno senza messa a terra: i disturbi elettrici durante la ricarica mandano in tilt il touchscreen',
    keywords: ['presa', 'terra', 'disturbi', 'alimentazione', 'ricarica', 'interferenze'],
  },
  {
    id: 'sp-060',
    source: 'https://www.mydigitallife.net/solution-for-motorola-mobile-phone-that-cannot-be-charged-up/',
    original:
      'If you are a Motorola mobile phone user, you may be familiar or encounter the same problem – unable to charge whenever the phone is plugged into travel charger, as what I experienced for my past three units of my Motorola brand mobile phones. These mobile phones (ranged from 3688, E398 and MPX300 were manufactured in different generation technology with a gap of 3-4 years launching date but yet the problem was inherited without proper fixes from manufacturer until today.',
    language: 'en',
    text: "Se avete un cellulare Motorola magari conoscete o vi è capitato lo stesso problema: non si carica quando lo attacchi al caricatore da viaggio, come è successo a me con gli ultimi tre Motorola che ho avuto. Questi telefoni (dal 3688 all'E398 e all'MPX300) sono di generazioni diverse, usciti a 3-4 anni di distanza, eppure il problema se lo sono portato dietro senza che il produttore lo abbia mai sistemato fino ad oggi.",
    category: 'smartphone',
    cause: 'saldature fredde (cold joint) sui pin di ricarica del connettore',
    keywords: ['saldature', 'fredde', 'pin', 'connettore', 'ricarica'],
  },
  {
    id: 'sp-062',
    source: 'http://dirkmittler.homeip.net/blog/archives/tag/red-x',
    original:
      'I recharge my Samsung Galaxy Tab S tablet, via a ‘normal’ Micro-USB cable, attached to a prescribed Samsung Fast Charger. ... At some point, during charging, the Tab S would show me a battery icon that had a red ‘X’ over it, instead of the usual icon, that has a black lightning-bolt over it.',
    language: 'en',
    text: "Carico il mio tablet Samsung Galaxy Tab S con un cavo Micro-USB \"normale\", attaccato a un caricatore rapido Samsung, quello consigliato. ... A un certo punto, durante la carica, il Tab S mi mostrava l'icona della batteria con una 'X' rossa sopra, invece della solita icona col fulmine nero.",
    category: 'smartphone',
    cause: 'pin dati del cavo Micro-USB danneggiati da inserimenti forzati: niente ricarica rapida',
    keywords: ['cavo', 'usb', 'pin', 'danneggiato', 'connettore'],
  },
  {
    id: 'sp-063',
    source:
      'https://www.pntbrother.com/fix-samsung-galaxy-tab-red-cross-x-mark-on-battery-not-charging-problem/',
    original:
      'One of our customer brought in Samsung Galaxy Tab E model. The problem was this tablet was not charging properly, and the owner of the tablet told us that it might has a broken charging port. ... When we connected our charging cable, and left it for more than an hour, and when we came back to see.. The battery indicator was at 14%!! It charged! So, we turned it on, and it did okay. After few minutes, we realized that there was something on the battery indicator. It was a red cross saying that the power cable is connected, but not charging.',
    language: 'en',
    text: "Un cliente ci ha portato un Samsung Galaxy Tab E. Il problema era che il tablet non si caricava bene, e il proprietario ci ha detto che forse aveva la presa di ricarica rotta. ... Abbiamo attaccato il nostro cavo, l'abbiamo lasciato più di un'ora e quando siamo tornati a vedere.. l'indicatore della batteria era al 14%!! Si era caricato! Allora l'abbiamo acceso e andava bene. Dopo qualche minuto abbiamo notato che c'era qualcosa sull'indicatore della batteria. Era una croce rossa che diceva che il cavo era collegato ma non in carica.",
    category: 'smartphone',
    cause: 'cavo di ricarica scadente (e alimentatore poco potente) che non fornisce abbastanza corrente',
    keywords: ['cavo', 'scadente', 'caricatore', 'corrente', 'economico'],
  },
  {
    id: 'sp-065',
    source: 'https://platinumrepairs.co.za/apple-cream-a-recipe-for-disaster/',
    original:
      'Our client went on holiday with friends and one night while making some delicious supper, someone opened a pressurized bottle of cream which exploded all over the kitchen. In the aftermath our client didn’t notice that the some cream had sprayed onto her iPhone 4 that was sitting on the counter. After cleaning the mess up up, all went well until our client tried to charge her phone the following day. It simply wouldn’t charge.',
    language: 'en',
    text: "Una nostra cliente era in vacanza con amici e una sera, mentre preparavano la cena, qualcuno ha aperto una bomboletta di panna spray che è esplosa per tutta la cucina. Nel casino la cliente non si è accorta che un po' di panna era finita sul suo iPhone 4 appoggiato sul bancone. Dopo aver pulito tutto, è andato tutto bene finché il giorno dopo ha provato a caricare il telefono. Semplicemente non si caricava.",
    category: 'smartphone',
    cause: 'liquido (panna) entrato nel telefono che ha danneggiato il connettore/componente di ricarica',
    keywords: ['liquido', 'connettore', 'ricarica', 'infiltrazione', 'danneggiato'],
  },
  {
    id: 'sp-066',
    source: 'https://www.iresq.com/expert-advice/ibreak-stories-calling-all-mechanics/',
    original:
      'He told us that his son was in a dangerous car wreck, flipping his jeep. The iPhone was thought to be lost for good, having been flung out of the car during the crash. The son had tried to locate it by calling it, but the phone just went straight to voicemail. However, the phone was found four days later, resting in a snow bank near where the accident occurred. It looked to be in good physical condition, but it wouldn’t turn on.',
    language: 'en',
    text: "Ci ha raccontato che suo figlio ha fatto un brutto incidente, ribaltandosi con la jeep. Pensavano di aver perso l'iPhone per sempre, perché era volato fuori dalla macchina nell'incidente. Il figlio aveva provato a trovarlo chiamandolo, ma andava dritto in segreteria. Però il telefono è stato ritrovato quattro giorni dopo, in un mucchio di neve vicino al punto dell'incidente. Sembrava in buone condizioni, ma non si accendeva.",
    category: 'smartphone',
    cause: 'corrosione da acqua/neve su batteria, scheda logica e connettori, con bruciature sulla scheda',
    keywords: ['corrosione', 'acqua', 'ossidazione', 'scheda', 'bruciature'],
  },
  {
    id: 'sp-067',
    source:
      'https://973thedawg.com/is-your-samsung-galaxy-phone-having-the-sim-card-not-detected-problem-heres-a-quick-and-easy-fix/',
    original:
      'For the past couple of months, my Samsung Galaxy S4 has randomly been giving me the "Sim Card Not Detected" message, and then prompts me to restart the phone. The problem increasingly got more frequent, and increasingly got more frustrating. I was missing important calls and text messages! Eventually it got to the point yesterday where the phone wouldn\'t detect the sim card no matter what I tried.',
    language: 'en',
    text: 'Da un paio di mesi il mio Samsung Galaxy S4 ogni tanto mi dà il messaggio "Scheda SIM non rilevata" e poi mi chiede di riavviare il telefono. Il problema è diventato sempre più frequente e sempre più frustrante. Mi perdevo chiamate e messaggi importanti! Alla fine ieri è arrivato al punto che il telefono non rilevava la SIM qualunque cosa provassi.',
    category: 'smartphone',
    cause: 'alloggiamento della SIM allentato: la scheda non faceva più bene contatto',
    keywords: ['sim', 'alloggiamento', 'allentato', 'contatto', 'slot'],
  },
  {
    id: 'sp-068',
    source:
      'https://life.yinteing.com/2012/12/29/lesson-learned-if-the-sim-is-stuck-on-your-phone-never-forcibly-pull-out/',
    original:
      'When I arrived to Thailand, I put in the Thai SIM card into my Blackberry SIM card holder- and noticed there was a network error. ... Then, somehow, the SIM got stuck on the SIM cardholder. When I went to a shop to check out their phone, the shopowner tried to pull the SIM card out but couldn’t. So he tried harder and used force.  The SIM card came out with much difficulty. ... But when I arrive back to Malaysia and tried to insert my Malaysian SIM card, it still carry the message of “Insert SIM card”.',
    language: 'en',
    text: 'Quando sono arrivata in Thailandia ho messo la SIM thailandese nel porta-SIM del mio Blackberry e ho visto che c\'era un errore di rete. ... Poi, non so come, la SIM si è incastrata nel porta-SIM. Sono andata in un negozio per far controllare il telefono, il negoziante ha provato a tirare fuori la SIM ma non ci riusciva. Allora ha tirato più forte e l\'ha forzata. La SIM è uscita a fatica. ... Ma quando sono tornata in Malesia e ho messo la mia SIM malese, continuava a dire "Inserire scheda SIM".',
    category: 'smartphone',
    cause: "contatti (piedini) del lettore SIM rotti dall'estrazione forzata della scheda incastrata",
    keywords: ['lettore', 'sim', 'piedini', 'contatti', 'rotti'],
  },
  {
    id: 'sp-069',
    source: 'https://richardjgreen.net/tags/headphone/',
    original:
      'So today I had a weird issue. The internal speaker on my Nokia Lumia 925 stopped working. When making calls, the third party could hear me but I could not hear them. If I set the phone to loudspeaker then I could hear them just fine though so the problem was clearly the internal speaker only. I knew that their shouldn’t have been anything wrong with the phone as such as I had used it the evening previously to make a call. I looked on the Nokia Support site and the recommendation was to perform a soft reset on the phone, holding the Power and Volume Down button for ten seconds.',
    language: 'en',
    text: "Oggi ho avuto un problema strano. L'altoparlante interno del mio Nokia Lumia 925 ha smesso di funzionare. Quando chiamavo, l'altra persona mi sentiva ma io non sentivo lei. Se mettevo il vivavoce invece la sentivo benissimo, quindi il problema era chiaramente solo l'altoparlante interno. Sapevo che il telefono in sé non doveva avere niente, perché la sera prima l'avevo usato per chiamare. Ho guardato sul sito di supporto Nokia e consigliavano un soft reset, tenendo premuti Power e Volume giù per dieci secondi.",
    category: 'smartphone',
    cause:
      "il telefono credeva ci fossero le cuffie collegate (contatti del jack audio sporchi/bloccati) e mandava l'audio al jack",
    keywords: ['jack', 'cuffie', 'contatti', 'audio', 'sporchi'],
  },
  {
    id: 'sp-070',
    source: 'http://storiesofmaria.blogspot.com/2016/12/',
    original:
      'I bought a second hand Motorola G 1st generation as a spare phone, but the son during calls did not work. No one could hear me and the microphone seemed damaged and ready to be replaced. I heard the others throgh the speaker but with very bad quality. When I plugged in the headphones everything worked fine. So I first proceeded to retire dust with a vacuum cleaner and nothing changed. Then I wiped cached partition and reset the phone and the problem was still there.',
    language: 'en',
    text: "Ho comprato un Motorola G prima generazione usato come telefono di scorta, ma l'audio durante le chiamate non funzionava. Nessuno mi sentiva e il microfono sembrava rotto, da cambiare. Gli altri li sentivo dall'altoparlante ma con una qualità pessima. Con le cuffie attaccate funzionava tutto bene. Allora prima ho provato a togliere la polvere con l'aspirapolvere e non è cambiato niente. Poi ho fatto il wipe della cache e il reset del telefono e il problema c'era ancora.",
    category: 'smartphone',
    cause: 'foro del microfono otturato da polvere compattata',
    keywords: ['microfono', 'foro', 'polvere', 'otturato', 'sporcizia'],
  },
  {
    id: 'sp-071',
    source: 'http://mistered.com/2016/02/phone-repair/',
    original:
      'One of the other things beside my bike and me that got damaged during my little oops back in December was my personal Galaxy S5 phone.  I had it in the same pocket as a set of keys (dumb…) and when I hit the ground, even though the phone itself survived, the rear facing camera got smacked, the glass cover for it got broken and it didn’t want to properly focus anymore.',
    language: 'en',
    text: 'Oltre alla bici e a me, nella mia cadutina di dicembre si è rovinato anche il mio Galaxy S5. Lo avevo nella stessa tasca delle chiavi (che stupido…) e quando ho preso terra, anche se il telefono in sé è sopravvissuto, la fotocamera posteriore ha preso una botta, il vetrino di protezione si è rotto e non metteva più a fuoco bene.',
    category: 'smartphone',
    cause: "modulo della fotocamera posteriore danneggiato dall'urto",
    keywords: ['modulo', 'fotocamera', 'danneggiato', 'urto', 'fuoco'],
  },
  {
    id: 'sp-072',
    source:
      'https://www.commessoperplesso.it/nota-multinazionale-di-telefonia-tutti-i-casi-umani-li-becco-io/2',
    original:
      '“Questo catorcio non si accende! Io lo sapevo che non dovevo comprare le cose cinesi!” ... “Certo che sì! Ieri sera funzionava, stamattina era morto. Tutto nero, guardi! Non si accende più.”',
    language: 'it',
    text: '“Questo catorcio non si accende! Io lo sapevo che non dovevo comprare le cose cinesi!” ... “Certo che sì! Ieri sera funzionava, stamattina era morto. Tutto nero, guardi! Non si accende più.”',
    category: 'smartphone',
    cause: 'batteria semplicemente scarica: bastava metterlo in carica',
    keywords: ['batteria', 'scarica', 'esaurita', 'ricaricare'],
  },
  {
    id: 'sp-073',
    source: 'http://unico-lab.blogspot.com/2010/01/nokia-e65-sim-non-registrata-problema.html?m=1',
    original:
      "Rientro a casa dal lavoro e trovo mia moglie ad aspettermi sulla porta di casa con in mano il suo telefonino Nokia E65. Nemmeno il tempo di salutarmi e mi dice, il cellulare non funziona più, mi dice modalità offline, SIM non trovata, inserire la SIM... ho già provato a spegnerlo almeno una decina di volte, ma senza fortuna... andiamo a comprare l'iPhone?",
    language: 'it',
    text: "Rientro a casa dal lavoro e trovo mia moglie ad aspettermi sulla porta di casa con in mano il suo telefonino Nokia E65. Nemmeno il tempo di salutarmi e mi dice, il cellulare non funziona più, mi dice modalità offline, SIM non trovata, inserire la SIM... ho già provato a spegnerlo almeno una decina di volte, ma senza fortuna... andiamo a comprare l'iPhone?",
    category: 'smartphone',
    cause: 'alloggiamento della SIM lasco: la molla metallica non teneva la SIM a contatto',
    keywords: ['sim', 'alloggiamento', 'lasco', 'contatto', 'molla'],
  },
  {
    id: 'sp-074',
    source: 'https://www.iphoneservice.com.my/2018/05/',
    original:
      'Today got an iPhone 7 is having restore failed show Error 4013 in iTunes. ... Customer said before it was working but just no service (network). Then he sent to previous shop, the guy restored the software and it ended with error 4013. Then it stuck at Recovery mode.',
    language: 'en',
    text: "Oggi mi è arrivato un iPhone 7 con il ripristino fallito, iTunes dà Error 4013. ... Il cliente dice che prima funzionava, solo che non aveva servizio (rete). Poi l'ha portato a un altro negozio, il tizio ha ripristinato il software ed è finito con l'errore 4013. E ora è bloccato in Recovery mode.",
    category: 'smartphone',
    cause: 'guasto hardware del chip baseband (modem) sulla scheda logica, non un problema software',
    keywords: ['baseband', 'modem', 'chip', 'scheda', 'logica'],
  },
];
