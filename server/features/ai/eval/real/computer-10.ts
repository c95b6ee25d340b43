import type { RealCase } from './types.ts';

/** Batch 10 of real computer reports (issue 24): gathered 2026-11-27 by helpers blind to the assistant; never read. */
export const CASES: RealCase[] = [
  {
    id: 'pc-801',
    source: 'https://duechiacchiere.it/e-dire-che-ho-preso-le-ferie',
    original:
      'Di ritorno da un fine settimana (…) accendo il computer per leggere un po’ di posta (…) Il sistema operativo parte tranquillo, arrivo a lanciare Thunderbird e si pianta tutto. Non è colpa del povero uccello di tuono, comunque. Spengo e riaccendo: nessun segno di vita. Lascio raffreddare per una mezz’oretta: nessun segno di vita.\nInizio a preoccuparmi, una cosa del genere finora non era mai capitata in tre anni di onorato servizio del mio computer.',
    language: 'it',
    text: 'Di ritorno da un fine settimana (…) accendo il computer per leggere un po’ di posta (…) Il sistema operativo parte tranquillo, arrivo a lanciare Thunderbird e si pianta tutto. Non è colpa del povero uccello di tuono, comunque. Spengo e riaccendo: nessun segno di vita. Lascio raffreddare per una mezz’oretta: nessun segno di vita.\nInizio a preoccuparmi, una cosa del genere finora non era mai capitata in tre anni di onorato servizio del mio computer.',
    category: 'computer',
    cause:
      'Il processore (un Athlon XP) si era bruciato, probabilmente per il caldo: ha dovuto sostituire processore e scheda madre.',
    keywords: ['processore', 'bruciato', 'cpu', 'sostituito', 'scheda'],
  },
  {
    id: 'pc-802',
    source: 'https://poketown.net/public/poketown/tg.asp?id=1183&titolo=Oggi-a-pranzo-VGA-arrosto',
    original:
      "Questa mattina accendo il mio pc, comincia ad avviarsi Windows XP e subito compare la terrificante schermata blu di arresto (…) Il testo del messaggio d'errore era chiarissimo: impossibile avviare i driver la scheda video. (…) riavvio il pc e compare nuovamente la stessa schermata blu.\nRiavvio in modalità provvisoria, finalmente il sistema operativo riesce a partire. Quello che si presenta davanti ai miei occhi è uno scenario apocalittico: linee e caratteri strani su tutto lo schermo, immagine che sfarfalla, risoluzione dello schermo bloccata a 640x480 a 8 colori.",
    language: 'it',
    text: "Questa mattina accendo il mio pc, comincia ad avviarsi Windows XP e subito compare la terrificante schermata blu di arresto (…) Il testo del messaggio d'errore era chiarissimo: impossibile avviare i driver la scheda video. (…) riavvio il pc e compare nuovamente la stessa schermata blu.\nRiavvio in modalità provvisoria, finalmente il sistema operativo riesce a partire. Quello che si presenta davanti ai miei occhi è uno scenario apocalittico: linee e caratteri strani su tutto lo schermo, immagine che sfarfalla, risoluzione dello schermo bloccata a 640x480 a 8 colori.",
    category: 'computer',
    cause:
      'La scheda video era guasta (saldature del chip): smontata e "cotta" in forno a 200 gradi per una decina di minuti (rifusione delle saldature), con pasta termica nuova è tornata a funzionare.',
    keywords: ['scheda', 'video', 'saldature', 'forno', 'rifusione', 'guasta'],
  },
  {
    id: 'pc-803',
    source: 'http://always-write.com/2008/02/the-cat-ate-my-monitor/',
    original:
      'I (…) reached out for the power switch on the monitor. Nothing. Confused, I looked at the computer. The 50,000 watt, neon blue power light (…) was shining brightly on the tower, so why wasn’t the monitor coming on?\nI crawled under the desk to fiddle with the power cord (…) No change. (…) I checked the plug, and it seemed to be plugged in securely, so I started moving the cord around, thinking there might be a loose connection. Eventually, the little yellow power light came on. I sat down and started to bring up the website, only to have the monitor shut off again.',
    language: 'en',
    text: "Io (…) ho premuto l'interruttore del monitor. Niente. Confusa, ho guardato il computer: la lucina blu di accensione (potentissima) sul case era bella accesa, quindi perché il monitor non si accendeva?\nMi sono infilata sotto la scrivania a trafficare col cavo di alimentazione (…) Nessun cambiamento. (…) Ho controllato la spina e sembrava ben inserita, allora ho cominciato a muovere il cavo, pensando a un falso contatto. Alla fine la lucina gialla di accensione si è accesa. Mi sono seduta e ho cominciato ad aprire il sito, e il monitor si è spento di nuovo.",
    category: 'computer',
    cause: 'Il gatto aveva rosicchiato (mangiato fino a tranciarlo) il cavo di alimentazione del monitor.',
    keywords: ['cavo', 'alimentazione', 'rosicchiato', 'gatto', 'danneggiato'],
  },
  {
    id: 'pc-804',
    source: 'http://tutortales.blogspot.com/2013/05/touching-monitor.html',
    original:
      'A new monitor, a new desktop computer, a new power strip. Power to the strip, check; everything plugged in, check; electricity on in house, check. Monitor on? Nope. Touch on button, nothing. Press lightly, hold, check power cords, take plastic panel with power button graphic off, use various implements to press power source. Nada. Call vendor, return monitor, get replacement monitor. Vendor claimed the monitor worked fine when returned, no problem with the "touch" mechanism. (…) And we repeated the sequence (…) Monitor on? Nope. Touch on button, nothing.',
    language: 'en',
    text: 'Monitor nuovo, computer fisso nuovo, ciabatta nuova. Corrente alla ciabatta, ok; tutto collegato, ok; corrente in casa, ok. Monitor acceso? No. Tocco il pulsante di accensione (è a sfioramento), niente. Premo piano, tengo premuto, controllo i cavi di alimentazione, tolgo il pannellino di plastica col disegno del tasto, provo a premere con vari attrezzi. Niente. Chiamo il venditore, restituisco il monitor, me ne mandano un altro. Il venditore dice che il monitor reso funzionava benissimo, nessun problema col tasto a sfioramento. (…) E rifacciamo tutta la sequenza (…) Monitor acceso? No. Tocco il pulsante, niente.',
    category: 'computer',
    cause:
      'Il problema era la ciabatta (presa multipla): collegando il monitor direttamente alla presa a muro il tasto a sfioramento ha funzionato perfettamente.',
    keywords: ['ciabatta', 'presa', 'multipla', 'alimentazione', 'muro'],
  },
  {
    id: 'pc-805',
    source: 'https://www.rustyduck.net/2013/04/25/hot-flush/',
    original:
      'My laptop has thrown a wobbly.\nThe other day I was happily ensconced, commenting on a blog, when the cursor suddenly took off across the screen with whole words in tow. Mike’s solution was belt and braces. (…) A back up, an operating system upgrade, new virus software and a complete virus scan. (…) A couple of hours later, on the face of it, not much had changed (the cursor was still hurtling madly around the screen). (…) last night I returned to catch up with my emails. Everything went smoothly for the first hour or so. Imagine my horror then when the cursor suddenly took off again.',
    language: 'en',
    text: "Il mio portatile è impazzito.\nL'altro giorno stavo tranquillamente commentando un blog quando all'improvviso il cursore è partito per conto suo attraverso lo schermo trascinandosi dietro parole intere. Mike ha voluto andare sul sicuro (…): backup, aggiornamento del sistema operativo, antivirus nuovo e scansione completa. (…) Un paio d'ore dopo, a prima vista, non era cambiato granché (il cursore continuava a sfrecciare all'impazzata per lo schermo). (…) ieri sera sono tornata a leggere le mail. Per la prima oretta è andato tutto liscio. Immaginate il mio orrore quando all'improvviso il cursore è ripartito di nuovo.",
    category: 'computer',
    cause:
      'Non era un problema software: su questo MacBook Pro vecchiotto la batteria si era scaldata e gonfiata e, trovandosi proprio sotto il trackpad, ne disturbava il funzionamento.',
    keywords: ['batteria', 'gonfia', 'trackpad', 'espansa', 'portatile'],
  },
  {
    id: 'pc-806',
    source: 'https://blog.mpecsinc.ca/2009/12/macbook-pro-funky-trackpad-behaviour.html',
    original:
      "The instruction page was already up, so the MacBook Pro was left alone for a while during the necessary steps on the part of the site that was showing.\nAfter completing those steps, the MacBook Pro's TrackPad was behaving _very_ strange. The mouse pointer would jump about or seemingly right click (CTRL+Click) at will.\nIt took a few minutes to figure out what was going on (…) One reboot later and the MacBook's TrackPad was still misbehaving.",
    language: 'en',
    text: "La pagina con le istruzioni era già aperta, quindi ho lasciato il MacBook Pro da parte per un po' mentre facevo i passaggi indicati sul sito.\nFiniti quei passaggi, il trackpad del MacBook Pro si comportava in modo *molto* strano. Il puntatore saltava qua e là o sembrava fare clic destro (CTRL+clic) da solo.\nCi ho messo qualche minuto a capire cosa stava succedendo (…) Dopo un riavvio il trackpad del MacBook continuava a fare i capricci.",
    category: 'computer',
    cause:
      'La causa era una sfera al plasma (lampada al plasma) accesa lì vicino, collegata dopo aver aperto la pagina: spegnendola il trackpad è tornato a funzionare normalmente (interferenza elettromagnetica).',
    keywords: ['interferenza', 'plasma', 'trackpad', 'elettromagnetica', 'spenta'],
  },
  {
    id: 'pc-807',
    source: 'http://sigmaxtech.blogspot.com/2007/02/electrical-shock-from-faultyimproperly.html',
    original:
      "Have you ever experienced electrical shock from your computer? Yesterday I got electrical shock when I touch any metal part of my PC case. (…) we got electrical shock from both computer cases, we even can felt the shock from the back of the connected LCD monitor. It wasn't static shock, we can felt continuous electricity flowing through the case! When we touched any metal part of the computer, we will get high electrical shock(really painful...) from it. Even the painted area of the case got moderate electrical shock. At first, we suspected there was power leakage from the hardware",
    language: 'en',
    text: "Vi è mai capitato di prendere la scossa dal computer? Ieri ho preso la scossa toccando qualsiasi parte metallica del case del mio PC. (…) prendevamo la scossa da entrambi i case, la sentivamo perfino dal retro del monitor LCD collegato. Non era elettricità statica, si sentiva proprio la corrente che scorreva continuamente nel case! Toccando qualsiasi parte metallica del computer prendevamo una scossa forte (faceva proprio male...). Anche le parti verniciate del case davano una scossa moderata. All'inizio sospettavamo una dispersione di corrente dall'hardware",
    category: 'computer',
    cause:
      "La colpa era la prolunga/multipresa di alimentazione difettosa che non collegava la messa a terra: sostituita con un'altra presa, niente più scosse.",
    keywords: ['terra', 'messa', 'multipresa', 'prolunga', 'dispersione'],
  },
  {
    id: 'pc-808',
    source: 'https://im-office.net/repai/3279',
    original:
      '本日のパソコン修理は、電源ボタンを押しても 起動しないパソコンの修理です。\nパソコン本体に、各機器(キーボードやマウス等)を接続して電源コードを挿して電源ボタンを押してみます。一瞬電源ボタンが光すぐに消えます。\n再度電源ボタンを押すと、今度は光ません。再度電源ケーブルを抜き差しを行い、電源ボタンを押すと、又瞬間的に光ます。',
    language: 'ja',
    text: 'Oggi la riparazione riguarda un PC che non si avvia quando si preme il pulsante di accensione.\nCollego al PC le periferiche (tastiera, mouse ecc.), inserisco il cavo di alimentazione e premo il pulsante di accensione. Il pulsante si illumina per un istante e si spegne subito.\nSe ripremo il pulsante, stavolta non si accende nemmeno. Se stacco e riattacco il cavo di alimentazione e premo il pulsante, di nuovo si illumina solo per un attimo.',
    category: 'computer',
    cause:
      'Il connettore del cavo del pulsante di accensione (pannello frontale) sulla scheda madre era storto e mezzo sfilato, probabilmente urtato durante un precedente cambio di disco/memoria: reinserito bene, il PC si è avviato subito.',
    keywords: ['connettore', 'pulsante', 'accensione', 'scheda', 'sfilato', 'madre'],
  },
  {
    id: 'pc-809',
    source: 'https://www.mydailyfind.com/2009/06/18/technology-triumphs/',
    original:
      'Bryan called me and said, “Geoff you’ve got to get down here and fix this noise in my computer or I’ll lose my mind.” He protested the fact that I couldn’t get to his office within two days, but he booked me anyway out of desperation. When I arrived, I understood. His computer sounded like it had the biggest, most tireless bumblebee buzzing inside. It was so loud that other people in his office suffered with him.',
    language: 'en',
    text: 'Bryan mi ha chiamato e mi ha detto: “Geoff, devi venire qui a sistemare questo rumore nel mio computer o impazzisco”. Ha protestato perché non potevo andare nel suo ufficio prima di due giorni, ma ha prenotato lo stesso per disperazione. Quando sono arrivato ho capito. Il suo computer sembrava avere dentro il calabrone più grosso e instancabile del mondo che ronzava. Era così rumoroso che ne soffrivano anche gli altri in ufficio.',
    category: 'computer',
    cause:
      "L'alimentatore era intasato di polvere e una sua vite si era allentata creando una vibrazione metallo contro metallo: dopo una pulizia interna con aria compressa e il serraggio della vite il computer è tornato silenzioso.",
    keywords: ['alimentatore', 'polvere', 'vite', 'allentata', 'vibrazione'],
  },
  {
    id: 'pc-810',
    source: 'http://chrisdoig1.blogspot.com/2005/12/missing-keystrokes-problem.html',
    original:
      'Recently (…) my wireless keyboard started playing up and dropping random keystrokes. The wireless mouse on the other hand worked perfectly. Of course the first thing that comes to mind is to check the strength of the keyboard battery. According to the Windows control panel it was good. (…) Even checked them with a volt meter (…) the battery was good.\nMust be a faulty transmitter in the keyboard. So I bought another of the identical model. Strange - the problem was still there. (…) What was even stranger was when I moved the receiver closer to the keyboard, all keyboards worked perfectly.',
    language: 'en',
    text: "Di recente (…) la tastiera wireless ha cominciato a fare i capricci e a perdere battute a caso. Il mouse wireless invece funzionava perfettamente. Ovviamente la prima cosa che viene in mente è controllare la carica della batteria della tastiera. Secondo il pannello di controllo di Windows era buona. (…) Le ho controllate anche col voltmetro (…) la batteria era buona.\nDeve essere il trasmettitore della tastiera guasto, ho pensato. Così ne ho comprata un'altra identica. Strano: il problema c'era ancora. (…) Ancora più strano, se avvicinavo il ricevitore alla tastiera, tutte le tastiere funzionavano perfettamente.",
    category: 'computer',
    cause:
      'Il telefono cordless sulla scrivania era stato spostato a pochi centimetri dal ricevitore di tastiera e mouse e le sue emissioni disturbavano il segnale della tastiera: rimesso il cordless al suo posto, tutto ha funzionato.',
    keywords: ['interferenza', 'cordless', 'ricevitore', 'segnale', 'radio'],
  },
  {
    id: 'pc-811',
    source: 'http://gammagoblin.blogspot.com/2010/03/bad-ram.html',
    original:
      'It manifested itself one night while I was playing Half-Life 2. During the game I suddenly got a System Stop-Error screen (Blue Screen Of Death). I thought nothing of it and attempted to restart the machine. During the boot process the machine restarted itself again. This happened each time during the boot process. I did all the usual things: attempted to boot into safe-mode (same problem) (…) I eventually set about "repairing Windows" (…) That didn\'t work either, the process got only so far before hanging.\nThe stop-errors were different each time the blue screen popped up.',
    language: 'en',
    text: "È successo una sera mentre giocavo a Half-Life 2. Durante il gioco all'improvviso è comparsa la schermata di errore (la schermata blu). Non ci ho dato peso e ho provato a riavviare. Durante l'avvio il computer si è riavviato di nuovo da solo. Succedeva ogni volta durante l'avvio. Ho fatto tutte le solite cose: provato ad avviare in modalità provvisoria (stesso problema) (…) Alla fine mi sono messo a \"ripristinare Windows\" (…) Non ha funzionato neanche quello, la procedura arrivava a un certo punto e si bloccava.\nGli errori della schermata blu erano diversi ogni volta.",
    category: 'computer',
    cause:
      'Era un modulo di RAM guasto: individuato (anche con lo strumento di diagnostica della memoria) e rimosso il banco difettoso, il computer è tornato a funzionare.',
    keywords: ['ram', 'memoria', 'modulo', 'difettoso', 'banco'],
  },
  {
    id: 'pc-812',
    source: 'http://lifebythepark.blogspot.com/2007/03/welcome-home-laptop.html',
    original:
      "The laptop returned from hospital last week after having a motherboard transplant (bad motherboard!, naughty motherboard!), and although it was working it wasn't finding my wireless network, nor any of the local networks.\nI fiddled around, called Dr D and asked one of the comms guys at work but nothing seemed to work. The device manager said all the bits were operative but ... nothing.",
    language: 'en',
    text: "Il portatile è tornato dall'assistenza la settimana scorsa dopo un trapianto di scheda madre (scheda madre cattiva, cattivissima!) e, anche se funzionava, non trovava la mia rete wireless e nemmeno nessuna delle reti della zona.\nHo smanettato un po', ho chiamato un amico esperto e chiesto a uno dei tecnici delle reti al lavoro, ma niente sembrava funzionare. Gestione dispositivi diceva che tutti i componenti erano funzionanti, ma... niente.",
    category: 'computer',
    cause:
      'Il wireless era semplicemente disattivato dal tasto di attivazione/disattivazione (Fn+F2): la nuova scheda madre era arrivata con la funzione wireless su spento; premendo Fn+F2 ha funzionato subito.',
    keywords: ['wireless', 'disattivato', 'tasto', 'interruttore', 'scheda'],
  },
  {
    id: 'pc-813',
    source: 'https://janander.blogspot.com/2014/01/sticky-key-syndrome.html',
    original:
      "For the past two days I haven't been able to do anything on my computer that requires the use of the keyboard. (…) As I moved some data around, Licorice decided to jump onto my lap for a little visit. I scooted her off the keyboard, but she sat down on the left-hand edge and gave me a little meow. (…) When I returned to my work, nothing worked right. My mouse wouldn't scroll (it just increased and decreased the size of everything), alpha-numeric keys didn't work, and the control and alt keys in combination with other keys did crazy things.",
    language: 'en',
    text: "Da due giorni non riesco a fare niente sul computer che richieda la tastiera. (…) Mentre spostavo dei dati, Liquirizia ha deciso di saltarmi in grembo per una visitina. L'ho tolta dalla tastiera, ma si è seduta sul bordo sinistro e mi ha fatto un piccolo miao. (…) Quando sono tornata al lavoro non funzionava più niente come si deve. La rotella del mouse non scorreva (ingrandiva e rimpiccioliva tutto), i tasti di lettere e numeri non funzionavano, e Ctrl e Alt insieme ad altri tasti facevano cose assurde.",
    category: 'computer',
    cause:
      'La gatta, sedendosi sul tasto Ctrl, lo aveva tenuto premuto attivando i "tasti permanenti" (Sticky Keys) che bloccano la tastiera con Ctrl attivo: il tecnico ha risolto premendo Ctrl cinque volte (o riavviando il computer).',
    keywords: ['ctrl', 'tasti', 'permanenti', 'bloccato', 'premuto'],
  },
  {
    id: 'pc-814',
    source: 'https://www.ishopiuseireview.com/2021/11/a-shorted-usb-input-can-cause-more.html',
    original:
      "I was installing my unsuccessfully returned Transcend SSD into my PC when something horrifying happened! \nMy PC went dead! It won't turn on at all!\nAnd worst, it was leaking electricity! I just kept getting small jolts of shocks when I touched any USB ports, any exposed metal or even the screws on my casing!\nI thought it must be the problem with my power supply unit (PSU)! So I removed it and did a paperclip test (…) And somehow, it still didn't run! So the PSU is probably dead.",
    language: 'en',
    text: "Stavo montando nel PC l'SSD Transcend che non ero riuscito a restituire quando è successa una cosa terribile!\nIl PC è morto! Non si accende proprio più!\nE peggio ancora, disperdeva corrente! Continuavo a prendere piccole scosse toccando le porte USB, qualsiasi parte metallica scoperta o perfino le viti del case!\nHo pensato che fosse un problema dell'alimentatore! Allora l'ho tolto e ho fatto il test della graffetta (…) E comunque non partiva! Quindi l'alimentatore è probabilmente morto.",
    category: 'computer',
    cause:
      "La causa era un ingresso USB in cortocircuito: un collegamento USB rimasto attaccato dentro al case (l'unico che non aveva staccato) era in corto e impediva l'accensione, provocando anche le scosse sul case.",
    keywords: ['usb', 'cortocircuito', 'connettore', 'dispersione', 'corto'],
  },
  {
    id: 'pc-815',
    source: 'https://www.yavin3.de/tastatur-macht-seltsame-dinge',
    original:
      'Olga:\nDu Zacharias, meine Tastatur macht seltsame Dinge, wenn ich auf einen Buchstaben drücke, kommen die mehrfach, oder andere Buchstaben.\nIch:\nOkay, hast du an dem Rechner was verstellt, oder so?\nOlga:\nNein, nichts. Kam ganz plötzlich.\n(…) Drückte Sie z.B. auf „a“ kam „aaaasswwereaa“. Drückte ich dies bei mir, ich steuerte ihren Rechner ja fern, kam alles ganz normal.\n(…) Schritt 1:\nTastatur in zweiten USB Anschluß am Monitor stecken. – Keine Änderung\nSchritt 2:\nTastatur mit Hilfe der USB Verlängerung direkt am Rechner anschließen (…) – Keine Änderung',
    language: 'de',
    text: 'Olga:\nSenti Zacharias, la mia tastiera fa cose strane: quando premo una lettera, esce più volte, oppure escono altre lettere.\nIo:\nOk, hai cambiato qualche impostazione sul computer o qualcosa del genere?\nOlga:\nNo, niente. È successo all\'improvviso.\n(…) Se lei premeva per esempio "a" usciva "aaaasswwereaa". Se lo premevo io da remoto (stavo controllando il suo computer a distanza) veniva tutto normale.\n(…) Passo 1:\nAttaccare la tastiera alla seconda porta USB del monitor. – Nessun cambiamento\nPasso 2:\nCollegare la tastiera direttamente al computer con una prolunga USB (…) – Nessun cambiamento',
    category: 'computer',
    cause:
      "Alla fine l'utente ha confessato che le era appena caduta dell'acqua sulla tastiera: il liquido versato aveva danneggiato la tastiera (che non ha ripreso a funzionare nemmeno dopo alcuni giorni ad asciugare).",
    keywords: ['acqua', 'liquido', 'tastiera', 'versato', 'sostituzione'],
  },
  {
    id: 'pc-816',
    source: 'https://iraff.ch/2010/01/10/pc-support-a-never-ending-story/',
    original:
      'Diesmal wollte Lucas PC nicht mehr aufstarten. Er startete nicht mal bis zum BIOS. Das Board stand unter Strom (LED leuchtet), Lüfter liefen, aber ansonst "bewegte" sich gar nichts.\nIch steckte abwechslungsweise jede Hardware aus, aber trotzdem passierte nichts. Googeln brachte mich nicht weiter. Da war die Rede von geflashten BIOS die nicht mehr funktionieren (habe ich ja gar nicht geupdatet) oder man solle den Strom kappen und die Batterie für mindestens 30 Minuten rausnehmen.',
    language: 'de',
    text: 'Stavolta il PC di Luca non voleva più avviarsi. Non arrivava nemmeno al BIOS. La scheda madre era alimentata (il LED era acceso), le ventole giravano, ma a parte questo non "si muoveva" niente.\nHo staccato a turno ogni componente, ma non succedeva comunque niente. Cercare su Google non mi ha aiutato. Si parlava di BIOS flashati che non funzionano più (ma io non l\'avevo aggiornato) o di staccare la corrente e togliere la batteria per almeno 30 minuti.',
    category: 'computer',
    cause:
      "L'alimentatore (PC Maxdata) era difettoso: collegando l'alimentatore di un altro PC tutto è tornato a funzionare.",
    keywords: ['alimentatore', 'difettoso', 'sostituito', 'tensione', 'guasto'],
  },
];
