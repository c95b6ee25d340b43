import type { RealCase } from './types.ts';

/**
 * Batch 20 of real smartphone reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'sp-2001',
    source:
      'https://github.com/thisdwhitley/scrawlings/blob/5ad198cd93191a4dbd4651e7cd458b34b620809e/content/post/2019-01-29-usbc-cleanout.md',
    original:
      "I charge my phone every night.  I don't know if I should, and I certainly don't\nneed to, but I do.  Habit I guess.  Well lately I just haven't been able to plug\nin my charger well.  That sounds silly, but I could really tell that I had to\njam it in extra hard and it did not seem to *catch*.  All too often the cord\nwould fall out at the lightest touch.\n\nThis was ***very*** frustrating, especially when the cord had fallen out and I\ndidn't realize it.  Ending up in a phone that wasn't fully charged in the\nmorning.",
    language: 'en',
    text: 'Metto in carica il telefono tutte le sere. Non so se dovrei, e di sicuro non ne ho bisogno, ma lo faccio. Abitudine, credo. Solo che ultimamente non riesco più a infilare bene il caricatore. Sembra una sciocchezza, ma sentivo proprio che dovevo spingerlo dentro con forza e non sembrava *agganciarsi*. Troppo spesso il cavo cadeva fuori appena lo sfioravi.\n\nEra ***davvero*** frustrante, soprattutto quando il cavo si era sfilato e non me ne accorgevo. E la mattina mi ritrovavo il telefono non carico del tutto.',
    category: 'smartphone',
    cause:
      'La porta USB-C del telefono era piena di polvere e pelucchi accumulati in tasca, che impedivano allo spinotto di entrare fino in fondo; rimossi con una graffetta raddrizzata (in due passate), il cavo si aggancia di nuovo e il telefono carica.',
    keywords: ['porta', 'polvere', 'pelucchi', 'pulizia', 'connettore', 'ricarica'],
  },
  {
    id: 'sp-2002',
    source:
      'https://github.com/AngeloStavrow/angelostavrow.com/blob/e956e69e7d65515c2e9ac0805e56d6c564be1d6e/content/post/split-iphone.md',
    original:
      "I noticed this earlier in the year, but my iPhone is coming apart at the seams near the volume buttons.\n\nAt first, I figured I'd managed to bend the phone, but upon closer inspection, both the back of the case and the screen are bulging outward&mdash;which is not the failure mode you'd expect for a bent phone.\n\nThe gap at the seam is nearly 2mm, such that light from the screen leaks, but it's nowhere near as bad as I've seen doing an image search. The screen doesn't seem to be cracking, though I can see weird artifacts in the backlighting.",
    language: 'en',
    text: "L'avevo notato già a inizio anno, ma il mio iPhone si sta aprendo lungo i bordi vicino ai tasti del volume.\n\nAll'inizio pensavo di averlo piegato, ma guardando meglio sia il retro della scocca che lo schermo si stanno gonfiando verso l'esterno, e non è così che si rompe un telefono piegato.\n\nLa fessura sul bordo è quasi di 2 mm, tanto che esce la luce dello schermo, ma niente a che vedere con quello che ho visto cercando le immagini online. Lo schermo non sembra crepato, però vedo degli strani difetti nella retroilluminazione.",
    category: 'smartphone',
    cause:
      'La batteria interna si era gonfiata e spingeva fuori schermo e scocca; il Genius Bar Apple ha confermato la diagnosi di batteria gonfia e ha sostituito il telefono.',
    keywords: ['batteria', 'gonfia', 'rigonfiamento', 'sostituzione', 'scocca'],
  },
  {
    id: 'sp-2003',
    source:
      'https://github.com/barryclark/jekyll-now/blob/267bfcef4d7764ffca57f23a5e9a8948656591c3/_posts/2017-02-21-fixing-my-samsung-galaxy-s5-power-button.md',
    original:
      "I was working on my fiancee's car over the weekend when the power button on my Samsung Galaxy S5 stopped working. This was particularly frustrating because I had the flashlight on at the time and didn't want to drain the battery.\n\nI use the power button to turn the screen on, so at first I thought the screen wasn't working.",
    language: 'en',
    text: "Nel weekend stavo lavorando sulla macchina della mia fidanzata quando il tasto di accensione del mio Samsung Galaxy S5 ha smesso di funzionare. Era particolarmente fastidioso perché in quel momento avevo la torcia accesa e non volevo scaricare la batteria.\n\nIo uso il tasto di accensione per accendere lo schermo, quindi all'inizio pensavo che fosse lo schermo a non funzionare.",
    category: 'smartphone',
    cause:
      "Il gruppo del tasto di accensione sotto la scocca si era staccato dal contatto; schiacciandolo delicatamente si è sentito uno 'snap' di riaggancio e il tasto è tornato a funzionare (in alternativa si può mettere uno spessore di carta dietro il pulsante).",
    keywords: ['tasto', 'accensione', 'contatto', 'staccato', 'pulsante', 'spessore'],
  },
  {
    id: 'sp-2004',
    source:
      'https://github.com/aerobless/theowinter.ch-2016/blob/1f7a7fa341990612f47f6a37314f1280fbdb2cea/_posts/2015-09-08-Epic-iPad-Repair.md',
    original:
      "A while ago I watched an episode of the Walking Dead in bed and when I closed the VLC app the glass got a crack. \nI don't think I pressed with force, but it's hard to say in retrospect. But I would have expected the glass to withstand \na lot of manual force (pushing down) before actually cracking.. so imho there was a structural weakness.",
    language: 'en',
    text: "Un po' di tempo fa stavo guardando una puntata di Walking Dead a letto e quando ho chiuso l'app VLC il vetro si è crepato. Non credo di aver premuto con forza, ma a posteriori è difficile dirlo. Però mi sarei aspettato che il vetro reggesse parecchia forza (premendo) prima di rompersi... quindi secondo me c'era un punto debole nella struttura.",
    category: 'smartphone',
    cause:
      "Il vetro frontale (assemblato con il digitizer) dell'iPad era crepato, mentre il display LCD sotto era integro; sostituendo il pannello frontale con digitizer, scaldando e staccando l'adesivo, l'iPad è tornato a funzionare.",
    keywords: ['vetro', 'digitizer', 'sostituzione', 'adesivo', 'pannello', 'crepa'],
  },
  {
    id: 'sp-2005',
    source:
      'https://github.com/Princever/Princever.github.io/blob/38985b1f097ab3822967d25907b63fba4c07689c/_posts/2015-04-18-Repair-my-iPad.md',
    original:
      'Well, simple thing as you have seen in this title. My iPad fell off my bed and turned into this bad situation:',
    language: 'en',
    text: 'Beh, la cosa è semplice, come avete visto dal titolo. Il mio iPad è caduto dal letto ed è finito in questo brutto stato:',
    category: 'smartphone',
    cause:
      "Nella caduta si era rotto il vetro esterno dello schermo (touch/digitizer); sostituito con un ricambio staccando la colla dei bordi e collegando il nuovo flat, l'iPad funziona di nuovo.",
    keywords: ['vetro', 'schermo', 'touch', 'sostituzione', 'caduta', 'digitizer'],
  },
  {
    id: 'sp-2006',
    source:
      'https://github.com/boyvanamstel/posts.boy.sh/blob/9255b81f725354e753ebe081422d98298591753d/_posts/2020-05-04-fix-ipad-pro-keyboard-folio.md',
    original:
      'My Smart Keyboard Folio has been unresponsive for months. I was almost getting ready to trash it. Every time I folded it into position, the onscreen keyboard slid up as if a physical keyboard wasn’t connected at all.\n\nIt _was_ attached though and I tried everything to get it to work:\n\n* Force-rebooting my iPad with the keyboard disconnected, then connecting it afterwards. Didn’t work.\n* Cleaning the contacts with alcohol and a clean cloth. Didn’t work.\n* Nudging it from the bottom left or right corner. Worked at first, then nothing.',
    language: 'en',
    text: "La mia Smart Keyboard Folio non risponde da mesi. Stavo quasi per buttarla. Ogni volta che la piegavo in posizione, saliva la tastiera sullo schermo come se la tastiera fisica non fosse proprio collegata.\n\nInvece era attaccata, e le ho provate tutte per farla funzionare:\n\n* Riavvio forzato dell'iPad con la tastiera staccata, e poi ricollegata. Niente.\n* Pulizia dei contatti con alcol e un panno pulito. Niente.\n* Spingerla un po' dall'angolo in basso a sinistra o a destra. All'inizio funzionava, poi più niente.",
    category: 'smartphone',
    cause:
      "I contatti della tastiera non facevano più buona pressione sullo Smart Connector dell'iPad; piegando leggermente verso l'iPad i magneti/angoli che agganciano la tastiera il contatto si è ristabilito e la tastiera funziona di nuovo.",
    keywords: ['contatti', 'connettore', 'magneti', 'pressione', 'tastiera'],
  },
  {
    id: 'sp-2007',
    source:
      'https://github.com/sivachandran/sivachandran.github.io/blob/0d2df0f6fc4da703f040334111edc57b2d4f79b2/_posts/2020-12-19-fixing-apple-smart-keyboard-with-copper-tape.md',
    original:
      "I bought an Apple iPad Air 3 with Apple Smart Keyboard in November 2019. Exactly after one year of use, around mid of November 2019, the keyboard stopped getting recognized by the iPad randomly. Initially, a little adjustment on the Smart Connector pins made it work. But it stopped working entirely soon after. Internet search told me it is a common problem, and the most common fix is cleaning connector pins with an alcohol-based solution. I tried the same, but it didn't help.",
    language: 'en',
    text: "Ho comprato un iPad Air 3 con la Smart Keyboard Apple a novembre 2019. Esattamente dopo un anno di uso, verso metà novembre, la tastiera ha cominciato a non essere riconosciuta dall'iPad a caso. All'inizio bastava sistemare un po' i pin dello Smart Connector per farla funzionare. Ma poco dopo ha smesso del tutto. Cercando su internet ho visto che è un problema comune, e la soluzione più diffusa è pulire i pin del connettore con una soluzione a base di alcol. Ci ho provato, ma non è servito.",
    category: 'smartphone',
    cause:
      'Nella tastiera si era interrotto il collegamento tra i pin dello Smart Connector e il nastro conduttivo interno (pin di alimentazione e dati, verificato col multimetro); ripristinato con nastro di rame dopo aver staccato il rivestimento esterno, la tastiera è tornata a essere riconosciuta.',
    keywords: ['connettore', 'pin', 'continuità', 'multimetro', 'nastro', 'rame'],
  },
  {
    id: 'sp-2008',
    source:
      'https://github.com/nvahalik/quartz-blog/blob/820a8ef3db5fae68962b283d9f3bb17b053f4eb6/content/fixing-quiet-volume-problem-iphone-speakerphone.md',
    original:
      "Yet another design flaw in the iPhone.  The speakerphone worked great for a long time.  Then one day, it got so quiet I couldn't use it anymore.  I tried a volume hack when it was jail-broken but to no success.",
    language: 'en',
    text: "Un altro difetto di progettazione dell'iPhone. Il vivavoce ha funzionato benissimo per tanto tempo. Poi un giorno è diventato così basso che non riuscivo più a usarlo. Ho provato un trucco per il volume quando era sbloccato col jailbreak, ma senza successo.",
    category: 'smartphone',
    cause:
      "I forellini della griglia dell'altoparlante sul fondo del telefono erano intasati di pelucchi delle tasche; pulendoli delicatamente con uno spillo e soffiando è uscito lo sporco e il vivavoce è tornato a funzionare bene.",
    keywords: ['altoparlante', 'griglia', 'pelucchi', 'pulizia', 'intasata', 'sporco'],
  },
  {
    id: 'sp-2009',
    source:
      'https://github.com/iKenndac/new-blog/blob/2b5e8fb7f8328bc9c56795ea0cc16240471c15e7/content/posts/2008-02-25-how-to-fix-a-retarded-iphone-with-masking-tape.markdown',
    original:
      'My iPhone has been acting up a bit recently - every now and again it\'d\ndrop signal and need a reboot to fix. Annoying, especially since my\nhouse is on the market and I regularly get calls from agents wanting to\nbook viewings - which means I needed to be paying attention to it at\nwork to reboot it if needed.In the past couple of days it\'s started\nsaying "No SIM Card Installed".',
    language: 'en',
    text: 'Ultimamente il mio iPhone fa un po\' i capricci: ogni tanto perde il segnale e devo riavviarlo per sistemarlo. Una scocciatura, soprattutto perché ho la casa in vendita e mi chiamano spesso gli agenti per fissare le visite, quindi al lavoro dovevo tenerlo d\'occhio per riavviarlo se serviva. Negli ultimi due giorni ha cominciato a dire "Nessuna SIM installata".',
    category: 'smartphone',
    cause:
      'La SIM non faceva buon contatto con i contatti del lettore nel telefono; mettendo due o tre strati di nastro di carta sottile sul retro della SIM per spingerla contro i contatti, il telefono la riconosce e il segnale è tornato.',
    keywords: ['sim', 'contatto', 'lettore', 'spessore', 'nastro', 'segnale'],
  },
  {
    id: 'sp-2010',
    source:
      'https://github.com/wold5/syncoda/blob/f13d1365a78e8e9b2b5cd2b1348a7ba885b217a4/content/posts/2023/2023-12-16-pocketbook_clock_fix.md',
    original:
      "July this year, the 'homepage' clock on my Lux 5 got stuck. It kept showing a time around 22:00 hours, while advancing very, very slowly (minutes to hours). Oddly enough, the date (also shown there) was kept correctly to within 24h for the months following. Annotation dates followed the same pattern.",
    language: 'en',
    text: "A luglio di quest'anno l'orologio della schermata principale del mio Lux 5 si è bloccato. Continuava a segnare più o meno le 22:00, andando avanti molto, molto lentamente (minuti invece di ore). Stranamente la data (anche quella mostrata lì) è rimasta giusta, entro le 24 ore, nei mesi successivi. Le date delle annotazioni seguivano lo stesso andamento.",
    category: 'smartphone',
    cause:
      "Un blocco dell'orologio interno dell'e-reader PocketBook; scollegando temporaneamente il cavo della batteria (connettore molto fragile) e ricollegandolo, l'orologio è tornato a funzionare correttamente da mesi.",
    keywords: ['batteria', 'scollegare', 'orologio', 'reset', 'connettore'],
  },
  {
    id: 'sp-2011',
    source:
      'https://github.com/ElectricRCAircraftGuy/ElectricRCAircraftGuy.github.io/blob/047edd8653701e307c13adf9cc6cd0ad2bc18597/_posts/2021-01-03-google-pixel2-touchscreen.md',
    original:
      "My Google Pixel 2's touch screen suddenly stopped working. **The screen itself works fine and shows everything perfectly, but the _touch_ sensor is not working _anywhere_ on the phone screen!** It cannot detect my touch gestures. I was actively using my phone and noticed the battery was at 1%, so I quickly plugged it in. I was too late, however. As I plugged it in, it started to turning off due to low battery, and it did an automatic soft (proper) shutdown.",
    language: 'en',
    text: "Il touch screen del mio Google Pixel 2 ha smesso di funzionare all'improvviso. **Lo schermo in sé va benissimo e mostra tutto perfettamente, ma il sensore _touch_ non funziona in _nessun_ punto dello schermo!** Non riconosce i miei gesti. Stavo usando il telefono e ho visto che la batteria era all'1%, quindi l'ho messo subito in carica. Però era troppo tardi. Mentre lo attaccavo ha cominciato a spegnersi per batteria scarica, e ha fatto uno spegnimento automatico (normale).",
    category: 'smartphone',
    cause:
      "Il connettore flat dello schermo/touch sulla scheda (lo schermo era stato sostituito dall'autore mesi prima) non era più ben inserito; premendo con i pollici sullo schermo sopra il connettore si è riassestato e il touch è tornato a funzionare (il problema non spariva in modalità provvisoria, quindi era hardware).",
    keywords: ['connettore', 'flat', 'touch', 'schermo', 'inserito', 'contatto'],
  },
  {
    id: 'sp-2012',
    source:
      'https://github.com/mkbaldwin/mkbaldwin.github.io/blob/f6c13992b8d2c943f1ece9c39af81aa2ba0abab8/_drafts/2017-09-17-nexus-5x-bootloop.md',
    original:
      "I've had a Google Nexus 5x phone for almost two years. I pre-ordered it as soon\nas it was announced, and have generally been really happy with the phone. Last\nweekend I woke up one morning to find my phone powered off and it wouldn't \nturn back on at all. This begins my adventure trying to troubleshoot my phone.\n\nAfter leaving the phone plugged into the power adapter I was eventually\nable to get the phone to power on enough to show the Google logo. However, \nit would always freeze up during the Android OS boot and then restart.",
    language: 'en',
    text: "Ho un Google Nexus 5x da quasi due anni. L'avevo preordinato appena annunciato e in generale ne sono stato davvero contento. Lo scorso weekend una mattina mi sono svegliato e il telefono era spento e non si riaccendeva più per niente. Da qui comincia la mia avventura per capire cosa avesse.\n\nLasciandolo attaccato all'alimentatore alla fine sono riuscito a farlo accendere abbastanza da far comparire il logo Google. Però si bloccava sempre durante l'avvio di Android e poi si riavviava.",
    category: 'smartphone',
    cause:
      "Guasto hardware noto del processore Snapdragon 808 del Nexus 5X (i due core 'big' A57 diventano instabili, il cosiddetto bootloop della morte); reset di fabbrica inutile, ma flashando un'immagine di boot modificata che disattiva i core big il telefono si avvia di nuovo (soluzione di ripiego).",
    keywords: ['bootloop', 'processore', 'core', 'hardware', 'difetto', 'firmware'],
  },
  {
    id: 'sp-2013',
    source:
      'https://github.com/borisyurkevich/borisy.net/blob/5667c721931f3e64a649bf959672f5d5676c653f/_posts/2017-07-16-repairing-first-generation-apple-watch.md',
    original:
      'I heard strange pop noise when I took my watch from its charging dock. Then reboot cycle began and I left them on the desk for a night. On next morning, thought of software issue, decided to deal with it later, I put the watch on and couldn\'t get touch screen to respond. I could unlock the watch with iPhone. Then on my commute to work reboot cycle began again. I was able to touch in with Apple Pay and I couldn\'t touch out with "Card Unavailable" message. I got into the office and while lifting left arm to press door button I heard another short rattling sound coming from my wrist.',
    language: 'en',
    text: "Ho sentito uno strano 'pop' quando ho tolto l'orologio dalla sua base di ricarica. Poi è cominciato un ciclo di riavvii e l'ho lasciato sulla scrivania per la notte. La mattina dopo, pensando a un problema software, ho deciso di occuparmene più tardi, l'ho messo al polso e il touch screen non rispondeva. Riuscivo a sbloccarlo con l'iPhone. Poi, andando al lavoro, sono ricominciati i riavvii. Sono riuscito a pagare all'entrata con Apple Pay ma all'uscita non ci sono riuscito, con il messaggio \"Carta non disponibile\". Arrivato in ufficio, alzando il braccio sinistro per premere il pulsante della porta, ho sentito un altro breve rumore di qualcosa che sbatteva dal polso.",
    category: 'smartphone',
    cause:
      "La batteria dell'Apple Watch si era gonfiata dopo molti cicli di carica e aveva spinto fuori lo schermo (che si è staccato restando appeso ai flat), causando riavvii e touch non funzionante; Apple ha sostituito l'intero corpo dell'orologio.",
    keywords: ['batteria', 'gonfia', 'schermo', 'staccato', 'sostituzione', 'riavvii'],
  },
  {
    id: 'sp-2014',
    source:
      'https://github.com/renxida/cedar.ren/blob/4633909f11841b928d2155d170d00f90941986fe/pages/pixel_debug.md',
    original:
      'Phone screen black. Px7. Totally unresponsive.\n\nI tried:\n\n- power button 1min\n- power button + up volume\n- power button + up volum + down volume\n- charging for half an hour on usbc\n- charging for half an hour on usba->usbc\n\nNothing worked.',
    language: 'en',
    text: "Schermo del telefono nero. Pixel 7. Non risponde a niente.\n\nHo provato:\n\n- tasto di accensione per 1 minuto\n- tasto di accensione + volume su\n- tasto di accensione + volume su + volume giù\n- in carica per mezz'ora con USB-C\n- in carica per mezz'ora con cavo USB-A -> USB-C\n\nNiente ha funzionato.",
    category: 'smartphone',
    cause:
      "Il telefono si era scaricato del tutto mentre era attivo il rilevamento di umidità/detriti nella porta di ricarica (era caduta un po' d'acqua sul tavolo), che bloccava la ricarica via cavo; dieci minuti sulla ricarica wireless lo hanno fatto ripartire e poi la ricarica via cavo è tornata a funzionare.",
    keywords: ['ricarica', 'wireless', 'porta', 'umidità', 'batteria', 'scarica'],
  },
  {
    id: 'sp-2015',
    source:
      'https://github.com/cansurmeli/cansurmeli.com/blob/697bc432c77f06a713a7200d2746885a1eeeb899/content/posts/3%20-%20White%20Lines%20on%20iPhone%20Screen%20After%20Battery%20Replacement.md',
    original:
      "The battery I replaced with in the above scenario, the third candidate, was faulty again that it's battery percentage was not changing as it was being used so I reverted back to the previous one, the second battery. Anyways, a new battery, the fourth one, arrived for the place of the faulty one and replacing with that caused white lines again.",
    language: 'en',
    text: 'La batteria che avevo montato nella situazione di prima, la terza candidata, era di nuovo difettosa, la percentuale non cambiava mentre usavo il telefono, quindi sono tornato a quella precedente, la seconda. Comunque, è arrivata una nuova batteria, la quarta, al posto di quella difettosa, e sostituendola sono ricomparse le righe bianche.',
    category: 'smartphone',
    cause:
      "Dopo lo smontaggio per cambiare la batteria il connettore dati del display non era inserito bene (la spugnetta adesiva era finita sotto i pin, più un po' di elettricità statica); pulendo i contatti e reinserendo il connettore fino a sentire il 'click' le righe bianche sullo schermo sono sparite.",
    keywords: ['connettore', 'display', 'flat', 'inserito', 'statica', 'contatti'],
  },
  {
    id: 'sp-2016',
    source:
      'https://github.com/ReSTARTR/restartr.github.io/blob/aa2324deddb44c4aa7c8a014806faf63ae19a214/_posts/2010-08-22-change-my-iphone3gs-display.markdown',
    original:
      'FUJIROCK2010に行って、前夜祭で雨にやられてiPhone3GSのバックライトがつかなくなってしまいました。\nただし、液晶が見にくいだけで一応の一通りの機能に問題はありません。SoftBankショップに相談しにいったら修理するくらいならiPhone3GS/iPhone4に交換したほうが良いとのこと。',
    language: 'ja',
    text: 'Sono andato al FUJIROCK 2010 e alla serata di apertura mi sono preso la pioggia, e da lì la retroilluminazione del mio iPhone 3GS non si accende più.\nPerò lo schermo si vede solo male, per il resto tutte le funzioni vanno. Sono andato a chiedere al negozio SoftBank e mi hanno detto che piuttosto che ripararlo conviene cambiarlo con un iPhone 3GS/iPhone 4.',
    category: 'smartphone',
    cause:
      'La pioggia entrata nel telefono aveva danneggiato il pannello LCD (retroilluminazione spenta); sostituendo da sé il pannello LCD, scollegando i connettori e incollando il nuovo alla cornice, la retroilluminazione è tornata a funzionare.',
    keywords: ['retroilluminazione', 'lcd', 'acqua', 'pannello', 'sostituzione', 'display'],
  },
  {
    id: 'sp-2017',
    source:
      'https://github.com/mattburns/mattburns.github.io/blob/40db7994c3a267646f3b6d845ec80ad67729d448/content/blog/posts/2008-11-19-fixing-the-volume-up-key-on-a-nokia-n95.md',
    original:
      'I recently got my hands on a nokia N95. Great.\n\nHowever, I soon realised that the volume up key doesn’t work, only down works. This was a little unfortunate since it is the only key capable of turning the volume up of music when played with the music player software installed on the device. Something I definitely needed to do once I had managed to turn the volume down to zero percent.',
    language: 'en',
    text: "Da poco mi è capitato tra le mani un Nokia N95. Fantastico.\n\nPerò mi sono accorto subito che il tasto per alzare il volume non funziona, va solo quello per abbassarlo. Un bel problema, visto che è l'unico tasto che alza il volume della musica quando la ascolti con il lettore installato sul telefono. Cosa che mi serviva assolutamente, dopo essere riuscito ad abbassare il volume a zero.",
    category: 'smartphone',
    cause:
      "Il microinterruttore del tasto volume su, sotto la scocca, era piegato verso l'alto e non chiudeva più il contatto né veniva premuto dal pulsante; infilando un pezzetto di carta come spessore il microswitch è tornato a toccare i contatti e il tasto funziona.",
    keywords: ['microinterruttore', 'tasto', 'contatto', 'piegato', 'spessore', 'pulsante'],
  },
  {
    id: 'sp-2018',
    source:
      'https://github.com/GregWoods/gregwoods.github.io/blob/55ee1dac2b1ed91da389b0cb60b8d0106dcc22f5/_posts/2011-12-02-android-phone-update-nov-2011.md',
    original:
      "After I have the phone up and running, I notice the power button now requires an extremely hard press to make it work. Although it culd be wear and tear, I figure it's more likely dirt and maybe oxidisation on the contacts. It probably didn't help that I had the back cover off and on seceral times during the de-bricking attempts.",
    language: 'en',
    text: 'Dopo aver rimesso in funzione il telefono, noto che adesso il tasto di accensione va premuto fortissimo per funzionare. Potrebbe essere usura, ma penso sia più probabile sporco e forse ossidazione sui contatti. Probabilmente non ha aiutato che avessi tolto e rimesso il coperchio posteriore diverse volte durante i tentativi di sbloccarlo.',
    category: 'smartphone',
    cause:
      "Sporco/ossidazione sui contatti del tasto di accensione; con la batteria tolta, un piccolissimo spruzzo di spray pulisci-contatti sull'interruttore e dieci minuti di asciugatura hanno riportato il tasto a funzionare normalmente.",
    keywords: ['tasto', 'contatti', 'ossidazione', 'sporco', 'detergente', 'pulizia'],
  },
  {
    id: 'sp-2019',
    source:
      'https://github.com/espinielli/espinielli.github.io/blob/51a1143e6c91ac0583688f70181e2ae3e6f8e821/_posts/2015-01-30-how-internet-long-tail-helped-me-fixing-my-smartphone.md',
    original:
      "During summer 2014 my S2 started behaving erratically: it was suddenly switching off and back on, charging was giving sings of malfunctioning.\n\nI initially thought this was due to the battery.\n\nAndy, a friend and collegue of mine, gave me one of his spare batteries but the symptoms didn't disappear.",
    language: 'en',
    text: "Durante l'estate 2014 il mio S2 ha cominciato a comportarsi in modo strano: si spegneva e riaccendeva all'improvviso, e la ricarica dava segni di malfunzionamento.\n\nAll'inizio pensavo fosse colpa della batteria.\n\nAndy, un mio amico e collega, mi ha dato una delle sue batterie di scorta, ma i sintomi non sono spariti.",
    category: 'smartphone',
    cause:
      'Il connettore/scheda della porta di ricarica USB era guasto e causava spegnimenti improvvisi e ricarica irregolare; sostituendo la schedina del connettore USB (riutilizzando la parte antenna di quella vecchia, perché la revisione nuova indeboliva il segnale) il telefono è tornato a funzionare.',
    keywords: ['connettore', 'usb', 'ricarica', 'porta', 'sostituzione', 'spegnimenti'],
  },
  {
    id: 'sp-2020',
    source:
      'https://github.com/feross/feross.org/blob/430cd8e08d106eb3965956f5a38e04cf43b90283/_posts/2010-01-15-i-broke-my-iphone.md',
    original:
      'I broke my iPhone 3G when I accidentally **dropped a metal keyboard on it** from a high distance.',
    language: 'en',
    text: 'Ho rotto il mio iPhone 3G quando per sbaglio **gli ho fatto cadere sopra una tastiera di metallo** da una certa altezza.',
    category: 'smartphone',
    cause:
      "Il vetro frontale (touch) si era frantumato mentre l'LCD sotto funzionava ancora; staccando il vetro rotto con nastro adesivo e colla ammorbidita col phon e montando un nuovo pannello frontale in vetro, il telefono è tornato come nuovo.",
    keywords: ['vetro', 'frontale', 'touch', 'sostituzione', 'lcd', 'pannello'],
  },
  {
    id: 'sp-2021',
    source:
      'https://github.com/calfzhou/gocalf-blog/blob/0ec6afa99444aa12f37e3fde2ccd85954bfd4d2e/content/posts/2013/07/fix-bricked-kindle4.md',
    original:
      '入手一年的Kindle4突然不能用了，屏幕显示“Your Kindle Needs\nRepair”，原来就是传说中的变成砖头了。',
    language: 'zh',
    text: 'Il mio Kindle 4, comprato un anno fa, all\'improvviso ha smesso di funzionare: sullo schermo compare "Your Kindle Needs Repair", insomma è diventato il famoso mattone.',
    category: 'smartphone',
    cause:
      "Il sistema operativo dell'e-reader si era corrotto (era completamente scarico e l'autore l'ha acceso mentre si ricaricava); entrando in modalità diagnostica via USB e riscrivendo con dd l'immagine della partizione di sistema (mmcblk0p1) tramite SSH, il Kindle si è riavviato normalmente.",
    keywords: ['firmware', 'sistema', 'corrotto', 'ripristino', 'partizione', 'diagnostica'],
  },
];
