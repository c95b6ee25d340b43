import type { RealCase } from './types.ts';

/** Batch 10 of real smartphone reports (issue 24): gathered 2026-11-27 by helpers blind to the assistant; never read. */
export const CASES: RealCase[] = [
  {
    id: 'sp-801',
    source: 'https://tqh.fr/_export/xhtml/recyclage/reset_loop_nexus_5',
    original:
      "Il ne démarrait plus entièrement et bouclait en « boot/reset loop » sur le logo google… Ma soeur venait juste de remplacer sa batterie après 2 ans, qu'il est maintenant inutilisable :( Au lieu de le jeter, j'ai d'abord démonté le téléphone… car bon, je risquais plus de le casser hein :D",
    language: 'fr',
    text: 'Non si avviava più del tutto e andava in loop di avvio/riavvio sul logo Google… Mia sorella aveva appena sostituito la batteria dopo 2 anni, e adesso è inutilizzabile :( Invece di buttarlo, prima ho smontato il telefono… tanto ormai non rischiavo di romperlo di più :D',
    category: 'smartphone',
    cause:
      "Il tasto di accensione (Power) del Nexus 5 veniva letto come sempre premuto, anche se meccanicamente scattava normalmente, e questo interrompeva l'avvio causando il loop; è stato risolto dissaldando il vecchio pulsante e saldandone uno nuovo sulla scheda madre.",
    keywords: ['tasto', 'accensione', 'difettoso', 'sostituito', 'saldatura'],
  },
  {
    id: 'sp-802',
    source: 'http://eric-electric.blogspot.com/2011/05/',
    original:
      "(…) my Kindle 3 was new out of the box. (…) Then I set it down, having turned it off by flicking the slider to the right. The orange light lit up, and a picture of Darwin's finches showed up on the screen. All looked good until a few moments later when the Kindle started to reboot itself (…) The rebooting cycle was endless, showing the boy beneath the tree and the progress bar. The Kindle progress bar would move to about half way and then pause for a moment, before continuing to the end. Then the Kindle screen would flash a few times and the process start again. Over and over.",
    language: 'en',
    text: "Il mio Kindle 3 era appena uscito dalla scatola. (…) Poi l'ho appoggiato, dopo averlo spento spostando l'interruttore a destra. Si è accesa la luce arancione ed è comparsa sullo schermo un'immagine dei fringuelli di Darwin. Sembrava tutto a posto finché, qualche istante dopo, il Kindle ha cominciato a riavviarsi da solo (…) Il ciclo di riavvii non finiva mai, con il bambino sotto l'albero e la barra di avanzamento. La barra arrivava più o meno a metà, si fermava un attimo e poi andava fino in fondo. Poi lo schermo lampeggiava qualche volta e ricominciava tutto da capo. Sempre uguale.",
    category: 'smartphone',
    cause:
      'Il Kindle era appoggiato sulla superficie metallica di un MacBook: la vicinanza del metallo (come quella di custodie con parti metalliche/magnetiche) faceva scattare il riavvio continuo; spostandolo su una sedia di legno il ciclo si è fermato subito.',
    keywords: ['metallo', 'vicinanza', 'superficie', 'interferenza', 'custodia'],
  },
  {
    id: 'sp-803',
    source: 'https://slowmission.com/tag/accessibility/',
    original:
      'Last night my phone went rogue. It started spelling everything out on the screen. If I pressed anything, it just told me what I’d pressed, rather than doing anything. Swiping didn’t work. Pulling down the menu from the top didn’t work. Pressing the little buttons at the bottom of the screen didn’t work. Finding Settings didn’t work (I couldn’t navigate there). (…) Then I found restarting didn’t work. I turned the jolly thing off, and it restarted, unrepentant, unchanged, malicious, spelling out the buttons on my screen with a crazed leering voice.',
    language: 'en',
    text: "Ieri sera il mio telefono è impazzito. Ha cominciato a leggere ad alta voce tutto quello che c'era sullo schermo. Se premevo qualcosa, mi diceva solo cosa avevo premuto invece di fare qualcosa. Lo scorrimento non funzionava. Tirare giù il menu dall'alto non funzionava. Premere i tastini in fondo allo schermo non funzionava. Trovare le Impostazioni non funzionava (non riuscivo ad arrivarci). (…) Poi ho scoperto che nemmeno riavviarlo funzionava. L'ho spento e si è riacceso, impenitente, uguale a prima, malefico, a leggere i pulsanti sullo schermo con una vocetta folle e beffarda.",
    category: 'smartphone',
    cause:
      'Era stata attivata per errore la funzione di accessibilità TalkBack, che si accende premendo insieme i due tasti del volume; premendo di nuovo entrambi i tasti volume la funzione si è disattivata e il telefono è tornato normale.',
    keywords: ['talkback', 'accessibilità', 'tasti', 'volume', 'attivata'],
  },
  {
    id: 'sp-804',
    source: 'https://antoniodini.com/kindle-scarico',
    original:
      "ALCUNI GIORNI FA ho tirato fuori il mio vecchio Kindle Touch per regalarlo a una amica. Ovviamente la batteria era a terra (è stato nell’armadio per un paio d’anni circa) con la consueta schermata “empty battery” un po' terrorista. Poco male: l’ho lasciato in carica tutta la notte contando che l’indomani sarebbe stato pronto per una nuova vita. Ahimè, stesso segnale di batteria scarica. E non c'è stato verso di farlo ripartire neanche smanettando qua e là. Cosa fare?",
    language: 'it',
    text: "ALCUNI GIORNI FA ho tirato fuori il mio vecchio Kindle Touch per regalarlo a una amica. Ovviamente la batteria era a terra (è stato nell’armadio per un paio d’anni circa) con la consueta schermata “empty battery” un po' terrorista. Poco male: l’ho lasciato in carica tutta la notte contando che l’indomani sarebbe stato pronto per una nuova vita. Ahimè, stesso segnale di batteria scarica. E non c'è stato verso di farlo ripartire neanche smanettando qua e là. Cosa fare?",
    category: 'smartphone',
    cause:
      'La batteria in realtà si era caricata, ma il Kindle restava bloccato mostrando la schermata di batteria scarica; è bastato forzare un reset tenendo premuto il pulsante di accensione per 30-40 secondi (lui un minuto e venti) e poi riaccenderlo, e si è avviato con tutti i dati intatti.',
    keywords: ['reset', 'pulsante', 'accensione', 'premuto', 'blocco'],
  },
  {
    id: 'sp-805',
    source:
      'https://forums.androidcentral.com/threads/moisture-warning-while-phone-dry-possible-cause.976573',
    original:
      "Recently I've had the repeated \"moisture detected\" warning on my HTC U11, while the phone is completely dry. The warning is a pop-up which cannot be dismissed, and wouldn't stop unless you reboot the phone. (Sometimes the warning resumes right away even if you rebooted the phone) Needless to say, this basically renders the phone unusable. (…) So, a short background: I dropped and broke my HTC U11's screen. I went with a shady third-party screen replacement, and asked for a battery replacement along with it.",
    language: 'en',
    text: "Ultimamente sul mio HTC U11 compare di continuo l'avviso \"rilevata umidità\", anche se il telefono è completamente asciutto. È un pop-up che non si può chiudere e non smette finché non riavvii il telefono (a volte l'avviso ricompare subito anche dopo il riavvio). Inutile dire che così il telefono è praticamente inutilizzabile. (…) Un po' di contesto: mi è caduto l'HTC U11 e si è rotto lo schermo. Sono andato da un riparatore non ufficiale un po' losco per sostituire lo schermo e gli ho chiesto di cambiare anche la batteria.",
    category: 'smartphone',
    cause:
      "Falso allarme di umidità dovuto a un problema termico: la batteria economica montata dal riparatore non ha un vero sensore di temperatura (segna sempre 27-28 °C), quindi la temperatura della porta USB non combacia con quella degli altri sensori; raffreddando il telefono l'avviso è sparito.",
    keywords: ['batteria', 'sensore', 'temperatura', 'compatibile', 'falso'],
  },
  {
    id: 'sp-806',
    source: 'https://www.applegebruikenmetgemak.nl/oplossing-meest-voorkomende-ios-problemen/',
    original:
      'Mam mijn koptelefoon werkt niet goed meer, ik moet een nieuwe.\nTwee uur later krijg ik een bericht, bel me eens want ik geloof dat de microfoon van mijn telefoon niet meer werkt ! (…) Dan kijk je in de koptelefoonuitgang, zit daar stof opgehoopt ? Je maakt heeeel voorzichtig met een tandenstoker en wattenstaafje de binnenkant schoon. Als dat niet helpt denk je : oké dit wordt een nieuwe koptelefoon.\nJa maar roept je tiener, de microfoon doet het ook niet, zo heb ik niets aan mijn telefoon.\nJe onderzoekt het zelf en inderdaad, de microfoon registreert geen geluid.',
    language: 'nl',
    text: "Mamma, le mie cuffie non funzionano più bene, me ne servono di nuove.\nDue ore dopo mi arriva un messaggio: chiamami, perché credo che il microfono del mio telefono non funzioni più! (…) Allora guardi nella presa delle cuffie: c'è della polvere accumulata? La pulisci dentro con moooolta delicatezza con uno stuzzicadenti e un cotton fioc. Se non serve, pensi: ok, allora ci vogliono cuffie nuove.\nSì ma, protesta l'adolescente di casa, anche il microfono non va, così il telefono non mi serve a niente.\nControlli tu stessa e in effetti il microfono non registra nessun suono.",
    category: 'smartphone',
    cause:
      "Era un blocco temporaneo del software dell'iPhone: un riavvio forzato (hard reset tenendo premuti insieme il tasto Home e il tasto di accensione fino al logo Apple) ha fatto tornare a funzionare sia le cuffie sia il microfono.",
    keywords: ['riavvio', 'forzato', 'software', 'reset', 'blocco'],
  },
  {
    id: 'sp-807',
    source: 'https://hnpn914.hatenablog.com/entry/nexus-5x-bootloop',
    original:
      'ウチのNexus 5Xが故障して起動しなくなってしまったので、その症状と修理について簡単に記録を残しておきます。\n症状\n机に置いていたところ突然再起動がかかり、起動時のアニメーションで「フリーズ→再起動」を繰り返すブートループ状態に陥り、正常に起動しなくなってしまいました。\n初期化(Factory Reset)を行うと正常に起動したりしなかったりするものの、結局またブートループ状態になってしまうため、Factory Resetでは根本的な問題の解決には至りませんでした。',
    language: 'ja',
    text: "Il mio Nexus 5X si è guastato e non si avvia più, quindi lascio due righe sui sintomi e sulla riparazione.\nSintomi\nEra appoggiato sulla scrivania quando si è riavviato all'improvviso ed è finito in un bootloop: durante l'animazione di avvio si blocca e si riavvia, all'infinito, e non parte più normalmente.\nFacendo il ripristino di fabbrica (Factory Reset) a volte si avviava e a volte no, ma alla fine tornava comunque nel bootloop, quindi il ripristino non ha risolto il problema alla radice.",
    category: 'smartphone',
    cause:
      'Guasto hardware della scheda madre (il noto difetto di bootloop del Nexus 5X): inviato a LG, il telefono è stato riparato gratuitamente con la sostituzione della scheda madre.',
    keywords: ['scheda', 'madre', 'sostituzione', 'difetto', 'hardware'],
  },
  {
    id: 'sp-808',
    source: 'https://www.discdepotdundee.co.uk/ipad-4-micro-soldering-repair/',
    original:
      'When we got our hands on it, the iPad 4 (an A1460 model) wasn’t turning on. It turned out that the other store had only carried out some basic diagnostics- typically what we’d expect most “no fix, no fee” repair centres would offer– and had ruled out the battery and the dock.',
    language: 'en',
    text: 'Quando ci è arrivato in mano, l\'iPad 4 (modello A1460) non si accendeva. Si è scoperto che l\'altro negozio aveva fatto solo una diagnosi di base (quella che ci si aspetta dalla maggior parte dei centri "se non ripariamo non paghi") e aveva escluso la batteria e il connettore dock.',
    category: 'smartphone',
    cause:
      "Era guasto il chip di gestione USB/ricarica 1608A1 (U2/U5900) sulla scheda logica, quindi dalla porta non arrivava alimentazione; è stato sostituito in microsaldatura con uno nuovo (più una batteria nuova, perché il negozio precedente l'aveva danneggiata tentando un reflow).",
    keywords: ['chip', 'ricarica', 'scheda', 'microsaldatura', 'sostituito'],
  },
  {
    id: 'sp-809',
    source:
      'https://www.handelszeitung.ch/lifestyle/digital/digitales-leben-wenn-sich-das-smartphone-emanzipiert-881977',
    original:
      'Erst dachte ich, meine Finger hätten zu schnell über den Bildschirm gewischt und das Gerät hätte den Wunsch zu «entsperren», nicht erkannt. Doch auch beim elften Wischen tat sich nichts. Selbst das Drücken aller Geräteknöpfe, sei es einzeln, gleichzeitig oder wiederholt panisch hintereinander, half nicht. Der Bildschirm hatte keine Lust mehr auf Berührung.\n\nIch konnte mein Telefon noch anrufen, sah den Anruf auf dem Display. Doch abheben? Keine Chance. Ebenso klingelte alle paar Minuten der Wecker, den ich seit 6.30 Uhr nicht mehr abschalten konnte.',
    language: 'de',
    text: "All'inizio ho pensato di aver strisciato il dito troppo in fretta sullo schermo e che il telefono non avesse capito che volevo sbloccarlo. Ma anche all'undicesimo tentativo non succedeva niente. Neanche premere tutti i tasti, uno alla volta, insieme o in sequenza in preda al panico, è servito. Lo schermo non ne voleva più sapere di essere toccato.\n\nSe chiamavo il mio telefono vedevo la chiamata sul display. Ma rispondere? Nessuna possibilità. E la sveglia, che dalle 6.30 non riuscivo più a spegnere, suonava ogni pochi minuti.",
    category: 'smartphone',
    cause:
      "Era un blocco software: tenendo premuti a lungo contemporaneamente i due tasti (Home e accensione) si forza il riavvio dell'iPhone e il touchscreen torna a rispondere.",
    keywords: ['riavvio', 'forzato', 'tasti', 'software', 'blocco'],
  },
  {
    id: 'sp-810',
    source: 'http://blog.gluga.com/2013/05/htc-sensation-stuck-in-safe-mode.html',
    original:
      'HTC Sensation stuck in Safe Mode\n\nI turned on my phone one day and it had the words "Safe Mode" on the bottom-left of the screen. While in safe-mode, the phone has very limited functionality -- none of the third-party apps will work, including gmail. (…) You can also take the battery out and leave it out for around 30 seconds, then put it back in, and power your phone as normal, and it should come out of safe-mode.\n\nFor me, however, none of these methods worked...',
    language: 'en',
    text: 'HTC Sensation bloccato in modalità provvisoria\n\nUn giorno ho acceso il telefono e in basso a sinistra sullo schermo c\'era la scritta "Modalità provvisoria". In modalità provvisoria il telefono funziona in modo molto limitato: nessuna app di terze parti funziona, nemmeno Gmail. (…) Si può anche togliere la batteria, lasciarla fuori una trentina di secondi, rimetterla e accendere normalmente il telefono, e dovrebbe uscire dalla modalità provvisoria.\n\nNel mio caso però nessuno di questi metodi ha funzionato...',
    category: 'smartphone',
    cause:
      'Il tasto del volume (già rotto da mesi) era rimasto incastrato in posizione premuta, e il telefono si avviava sempre in modalità provvisoria; aperto il telefono e scollegato il cavetto flat dei tasti volume dalla scheda, si è avviato normalmente.',
    keywords: ['tasto', 'volume', 'incastrato', 'premuto', 'flat'],
  },
  {
    id: 'sp-811',
    source: 'https://muffin.wow-womenonwriting.com/search/label/e-readers?max-results=10',
    original:
      'But about a month ago, I noticed the Kindle acting “clunky.” It would take a long time to “flip” the pages, and there were a few times it restarted on its own for no apparent reason. Then, one night, when I was having trouble sleeping, it refused to come on. I kept pushing the power button and nothing happened. After about two hours of lying awake in bed and trying to turn it on periodically, I gave up.',
    language: 'en',
    text: 'Ma circa un mese fa ho notato che il Kindle era diventato "macchinoso". Ci metteva tanto a "sfogliare" le pagine e qualche volta si è riavviato da solo senza un motivo apparente. Poi una notte che non riuscivo a dormire si è rifiutato di accendersi. Continuavo a premere il tasto di accensione e non succedeva niente. Dopo circa due ore a letto sveglia, riprovando ad accenderlo ogni tanto, ho rinunciato.',
    category: 'smartphone',
    cause:
      "Sul tasto di accensione c'era una sostanza appiccicosa (probabilmente caffè o un frullato proteico versato) che ne impediva il funzionamento; pulita la zona del tasto con un tovagliolo di carta umido, il vecchio Kindle si è riacceso.",
    keywords: ['tasto', 'accensione', 'sporco', 'appiccicoso', 'pulizia'],
  },
  {
    id: 'sp-812',
    source: 'https://elotrolado.net/hilo_apple-iphone_1001715_s20750',
    original:
      'Esta mañana por un descuido se me cayó un vaso lleno de agua encima del iphone, casi toda fue a parar a la zona de los auriculares, una vez seca toda el agua superficial, el teléfono parecía funcionar bien, lo cual ya era un buen síntoma, pero (…) dejaron de funcionar los altavoces',
    language: 'es',
    text: "Stamattina per distrazione mi è caduto un bicchiere pieno d'acqua sull'iPhone, quasi tutta è finita nella zona delle cuffie; una volta asciugata tutta l'acqua in superficie il telefono sembrava funzionare bene, il che era già un buon segno, ma (…) hanno smesso di funzionare gli altoparlanti",
    category: 'smartphone',
    cause:
      "L'acqua entrata nella presa cuffie faceva un corto nel connettore e il telefono credeva di avere sempre le cuffie collegate; aprendo il retro c'era proprio una pozza d'acqua dietro il jack cuffie e il microfono, e dopo averla asciugata a mano l'iPhone è tornato a funzionare normalmente.",
    keywords: ['acqua', 'jack', 'cuffie', 'corto', 'asciugato'],
  },
  {
    id: 'sp-813',
    source: 'http://talk.maemo.org/showpost.php?s=5c00040be2e986bab387b4f4f1ee6e8d&p=1237434&postcount=2532',
    original:
      'Finally after more than 2.5 years my USB port stopped recognizing charger and computer. Not that I totally unexpected that but of course it is always unpleasant surprise.\n\nI just bought a new car USB charger that was pretty stiff to plug in (I did bend the lock pins before first use.) After very first attempt it did not start charging. I confirmed with my "known good" charger the same behavior.',
    language: 'en',
    text: 'Alla fine, dopo più di due anni e mezzo, la mia porta USB ha smesso di riconoscere sia il caricabatterie sia il computer. Non che fosse del tutto inaspettato, ma è sempre una brutta sorpresa.\n\nAvevo appena comprato un nuovo caricatore USB da auto che era piuttosto duro da infilare (avevo piegato le linguette di blocco prima di usarlo la prima volta). Già al primo tentativo non ha cominciato a caricare. Ho verificato con il mio caricatore "sicuramente funzionante" e succedeva lo stesso.',
    category: 'smartphone',
    cause:
      'Alcuni dei piccoli pin di segnale della presa micro USB si erano staccati dal circuito stampato (la cornice della presa era ancora ben saldata); aggiungendo flussante e rifondendo con aria calda le saldature esistenti dei contatti, la porta USB è tornata a funzionare.',
    keywords: ['presa', 'usb', 'saldature', 'pin', 'rifusione'],
  },
  {
    id: 'sp-814',
    source: 'http://unlock4mobile.blogspot.com/2009/06/improve-cell-phone-reception.html',
    original:
      'I have a Samsung GSM mobile phone SG R220. It has been working fine for last 6 years. Last 3-4 days I was unable to get any signal on the phone. I checked that the SIM card is working by using it on another phone and also verified that there is proper reception in my area. So I rightly suspected that the problem was with the phone itself. I visited the Samsung service center only to be told that they will change the battery (which is also the back cover) which will "probably" improve the performance.',
    language: 'en',
    text: 'Ho un cellulare GSM Samsung SG R220. Ha funzionato bene per 6 anni. Da 3-4 giorni non riesco più a prendere nessun segnale. Ho controllato che la SIM funzionasse provandola in un altro telefono e ho verificato che nella mia zona c\'è campo. Quindi ho sospettato, giustamente, che il problema fosse del telefono. Sono andato al centro assistenza Samsung e mi hanno detto solo che avrebbero cambiato la batteria (che fa anche da coperchio posteriore) e che questo "probabilmente" avrebbe migliorato le cose.',
    category: 'smartphone',
    cause:
      "I contatti alla base dell'antenna erano sporchi/ossidati per il clima caldo e umido; grattando e pulendo con uno spillo la sede dove è alloggiata l'antenna il segnale è subito risalito di 3-4 tacche, e la ricezione è tornata migliore di prima.",
    keywords: ['antenna', 'contatti', 'ossidati', 'pulizia', 'umidità'],
  },
  {
    id: 'sp-815',
    source: 'https://sometechies.blogspot.com/2013/06/',
    original:
      "My one year old Samsung Galaxy Note 1 started to exhibit some strange behavior last few months.\n\nWhen I use some camera applications or such other applications, suddenly the phone's screen starts to flicker resulting in the phone getting switched off.\n\nWhen I switch on the phone, battery mostly shows 1% charge.This was very strange as before getting switched-off, there were instances were I had more than 80% charge in the phone.\nIf I again restart the phone, the phone shows 60% or so charge.It was very odd.",
    language: 'en',
    text: "Il mio Samsung Galaxy Note 1, che ha un anno, negli ultimi mesi ha cominciato a comportarsi in modo strano.\n\nQuando uso certe app della fotocamera o app simili, all'improvviso lo schermo comincia a sfarfallare e poi il telefono si spegne.\n\nQuando lo riaccendo, la batteria di solito segna l'1%. Era stranissimo, perché prima di spegnersi a volte avevo più dell'80% di carica.\nSe lo riavvio di nuovo, il telefono segna il 60% circa. Davvero strano.",
    category: 'smartphone',
    cause:
      'La batteria era difettosa e leggermente gonfia; sostituita con una batteria nuova, lo sfarfallio e gli spegnimenti improvvisi sono spariti.',
    keywords: ['batteria', 'gonfia', 'difettosa', 'sostituita', 'spegnimento'],
  },
  {
    id: 'sp-816',
    source: 'http://www.keyourcars.com/category/modding/',
    original:
      'Nook Simple Touch (…) One of the kids developed an issue where it would only run when plugged in.  The battery appeared to be fine, it would charge and hit 100%.  You could start it off the charger but a few seconds into the home screen it would lock up.  Plug it and it would restart and be fine until you unplugged it where it would run for a few seconds then lock up.\n\nI tried several things, a Erase and Deregister from inside the Nook OS as well as a 8 canceled reboot wipe and re-image.  I even rooted it and tried different launchers.',
    language: 'en',
    text: 'Nook Simple Touch (…) Quello di uno dei ragazzi ha cominciato ad avere un problema: funzionava solo se collegato alla corrente. La batteria sembrava a posto, si caricava e arrivava al 100%. Si poteva accenderlo senza caricatore, ma dopo pochi secondi nella schermata home si bloccava. Collegandolo si riavviava e andava bene finché non lo scollegavi: allora funzionava per qualche secondo e poi si bloccava.\n\nHo provato diverse cose: "Cancella e annulla registrazione" dal sistema del Nook, il ripristino con 8 riavvii interrotti e la reinstallazione dell\'immagine. L\'ho perfino rootato e ho provato launcher diversi.',
    category: 'smartphone',
    cause:
      "Andava resettata l'elettronica di gestione della batteria: aperto il retro, scollegato il cavo della batteria dalla scheda e tenuto premuto per 30 secondi il pulsantino bianco sulla scheda per scaricare l'energia residua, poi ricollegata la batteria, il Nook si è avviato e funziona di nuovo normalmente.",
    keywords: ['batteria', 'scollegata', 'reset', 'scheda', 'scarica'],
  },
];
