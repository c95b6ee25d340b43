import type { RealCase } from './types.ts';

/**
 * Batch 18 of real computer reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'pc-1801',
    source: 'https://github.com/mattdibi/redox-keyboard/issues/68',
    original:
      'I have made my redox keyboard and it is awesome.\nbut i have run in to one issue my " key on the right hand half  is not being detected. \n\nI have tested the switch and it is OK. \nthe diode is the correct way around but seems  to be missing solder but I am not 100% sure. \n\nis it safe to put some more solder on the diode even though it is on the flip-side? \nare there any more diagnosing i can do?',
    language: 'en',
    text: "Ho montato la mia tastiera redox ed è fantastica.\nma ho un problema: il tasto \" sulla metà destra non viene rilevato.\n\nHo provato lo switch ed è ok.\nil diodo è montato nel verso giusto ma sembra che manchi stagno, però non sono sicuro al 100%.\n\nsi può aggiungere un po' di stagno sul diodo anche se sta sull'altro lato?\nci sono altre verifiche che posso fare?",
    category: 'computer',
    cause:
      'Il diodo del tasto era saldato con poco stagno: aggiungendo stagno alla saldatura del diodo il tasto ha ripreso a funzionare.',
    keywords: ['diodo', 'saldatura', 'stagno', 'tasto', 'tastiera'],
  },
  {
    id: 'pc-1802',
    source: 'https://github.com/DoESLiverpool/somebody-should/issues/1922',
    original:
      '@davebenji was trying to use Tony - the screen was showing "no signal" although there was a green light on the PC. We tried reseating the cables without success.',
    language: 'en',
    text: '@davebenji stava provando a usare Tony - lo schermo diceva "nessun segnale" anche se sul PC c\'era la luce verde. Abbiamo provato a ricollegare i cavi ma niente.',
    category: 'computer',
    cause:
      'Il cavo HDMI era guasto: con un altro cavo lo schermo funzionava e il cavo è stato sostituito con uno nuovo.',
    keywords: ['cavo', 'hdmi', 'guasto', 'segnale', 'sostituzione'],
  },
  {
    id: 'pc-1803',
    source: 'https://github.com/cityofaustin/atd-data-tech/issues/28268',
    original:
      'The Brownsville Printer at Ben White, Suite 550 continuously jams while sending paper through to print, both letter size and tabloid size paper.  It is currently unusable.',
    language: 'en',
    text: 'La stampante Brownsville a Ben White, Suite 550 si inceppa di continuo mentre fa passare la carta per stampare, sia col formato lettera che col tabloid. Al momento è inutilizzabile.',
    category: 'computer',
    cause:
      "Con l'uso intenso si era allentato un bullone e il carrello scorrevole si stava disallineando: il tecnico ha rimesso il bullone e la stampante ha ripreso a funzionare.",
    keywords: ['bullone', 'allentato', 'carrello', 'disallineato', 'inceppamento'],
  },
  {
    id: 'pc-1804',
    source: 'https://github.com/cityofaustin/atd-data-tech/issues/22668',
    original:
      "My right monitor has power but is not displaying. It has been doing this more often lately, but now it doesn't work after resetting my laptop, which used to fix it. Switching cables with my other working monitor and hub didn't work. The monitor is not identified when I go to display settings.",
    language: 'en',
    text: "Il monitor di destra è acceso ma non mostra niente. Ultimamente lo fa sempre più spesso, ma adesso non va nemmeno dopo aver riavviato il portatile, che prima lo sistemava. Scambiare i cavi con l'altro monitor che funziona e con l'hub non è servito. Il monitor non viene riconosciuto quando vado nelle impostazioni dello schermo.",
    category: 'computer',
    cause:
      'Nelle impostazioni il monitor risultava impostato come disconnesso: controllati i collegamenti, è stato riabilitato il monitor ed è tornato a funzionare.',
    keywords: ['monitor', 'impostazioni', 'disconnesso', 'schermo', 'riabilitato'],
  },
  {
    id: 'pc-1805',
    source: 'https://github.com/cityofaustin/atd-data-tech/issues/18242',
    original:
      "My laptop screen goes gray at random times. I have tried to move the screen and that does not seem to help. My screen also has the habit of wanting to become a vhs being played on a tv. Lines will show on the screen. Again, I move the screen to see if that helps and it doesn't help.",
    language: 'en',
    text: 'Lo schermo del mio portatile diventa grigio a caso. Ho provato a muovere lo schermo ma non sembra servire. Lo schermo ha anche il vizio di diventare tipo una videocassetta vista in TV. Compaiono delle righe sullo schermo. Di nuovo, muovo lo schermo per vedere se aiuta e non aiuta.',
    category: 'computer',
    cause:
      "Guasto hardware del pannello: il portatile è stato mandato all'assistenza Dell che ha sostituito il pannello LCD e ora funziona.",
    keywords: ['pannello', 'lcd', 'schermo', 'righe', 'sostituzione'],
  },
  {
    id: 'pc-1806',
    source: 'https://github.com/yurikhan/teck/issues/7',
    original:
      "I tried the firmware almost two years ago now with my older-model TECK. From memory, it did help a little, but certainly didn't come close to fixing the problem. I still had numerous double and missed presses.",
    language: 'en',
    text: 'Ho provato il firmware quasi due anni fa con la mia TECK di vecchio modello. Se ricordo bene aiutava un pochino, ma di certo non risolveva il problema. Avevo ancora un sacco di battute doppie e tasti che non prendevano.',
    category: 'computer',
    cause:
      'Switch dei tasti difettosi/sporchi: spruzzando il detergente per contatti Deoxit negli switch (tolti i copritasti) e premendo i tasti un centinaio di volte il problema è migliorato tantissimo.',
    keywords: ['switch', 'contatti', 'detergente', 'tasti', 'pulizia'],
  },
  {
    id: 'pc-1807',
    source: 'https://github.com/DoESLiverpool/somebody-should/issues/1389',
    original: 'There are:\n\n- lines across the print\n- blotches of black ink on the top edge',
    language: 'en',
    text: 'Ci sono:\n\n- righe che attraversano la stampa\n- macchie di inchiostro nero sul bordo superiore',
    category: 'computer',
    cause:
      'Testina di stampa sporca/ostruita: la pulizia normale non bastava, con la pulizia di "secondo livello" della testina le stampe sono tornate pulite.',
    keywords: ['testina', 'pulizia', 'ugelli', 'inchiostro', 'stampante'],
  },
  {
    id: 'pc-1808',
    source: 'https://github.com/DoESLiverpool/somebody-should/issues/126',
    original:
      "@mdunschen keeps having his Internet connection interrupted, which causes his VPN to drop.\n\nHe's got an Ethernet connection, wired through a small switch on his bank of desks (which the printer also connects through, so maybe that's why that's a bit hit-and-miss at times?), then through the big blue switch, then the gateway and finally the modem.",
    language: 'en',
    text: "A @mdunschen continua a cadere la connessione Internet, e così gli cade la VPN.\n\nHa una connessione Ethernet, che passa per un piccolo switch sul suo blocco di scrivanie (a cui è collegata anche la stampante, forse è per questo che ogni tanto fa un po' i capricci?), poi per il grosso switch blu, poi il gateway e infine il modem.",
    category: 'computer',
    cause:
      'Il piccolo switch di rete sulla scrivania era difettoso: sostituendolo con uno switch nuovo la connessione non è più caduta.',
    keywords: ['switch', 'rete', 'ethernet', 'difettoso', 'sostituzione'],
  },
  {
    id: 'pc-1809',
    source: 'https://github.com/TIGRLab/admin/issues/130',
    original:
      "The wifi connection keeps dropping. It doesn't seem to be the wifi itself, since I'm always able to reconnect, but the connection with my laptop keeps dropping and I have to reconnect. This doesn't happen with other wifi connections so I don't think it's due to my laptop settings. (…) It's happening again, it seems to be an afternoon problem.",
    language: 'en',
    text: 'La connessione wifi continua a cadere. Non sembra essere il wifi in sé, perché riesco sempre a riconnettermi, ma la connessione col mio portatile continua a cadere e devo riconnettermi. Con altre reti wifi non succede, quindi non credo dipenda dalle impostazioni del portatile. (…) Sta succedendo di nuovo, sembra un problema del pomeriggio.',
    category: 'computer',
    cause:
      "Il segnale del router arrivava debole nella stanza: spostando il router nella stanza dell'utente la connessione è diventata stabile.",
    keywords: ['router', 'segnale', 'wifi', 'posizione', 'spostare'],
  },
  {
    id: 'pc-1810',
    source: 'https://github.com/openstreetmap/operations/issues/42',
    original:
      "Poldi's new HBA is unreliable; disks keep dropping from the md arrays and performance is much, much slower than we'd expect.",
    language: 'en',
    text: 'Il nuovo HBA di Poldi non è affidabile; i dischi continuano a staccarsi dagli array md e le prestazioni sono molto, molto più lente di quanto ci aspetteremmo.',
    category: 'computer',
    cause:
      'I cavi SATA erano troppo lunghi o mal inseriti: sostituiti con cavi più corti (0,5–0,6 m), reinseriti bene e tolta la polvere con lo spray, i dischi non si sono più staccati.',
    keywords: ['cavo', 'sata', 'lunghezza', 'polvere', 'sostituzione'],
  },
  {
    id: 'pc-1811',
    source: 'https://github.com/tompi/cheapino/issues/40',
    original:
      'On the default key map, the . and h keys show as always pressed like the picture below. When I actually do press them there is no change. (…) I checked with a multimeter and the switches are constantly shorted with no resistance between the leads. I have tried to remove excess solder and to reflow the solder for quite a while, but nothing has changed.',
    language: 'en',
    text: "Con la keymap di default, i tasti . e h risultano sempre premuti come nell'immagine qui sotto. Quando li premo davvero non cambia niente. (…) Ho controllato col multimetro e gli switch sono sempre in corto, nessuna resistenza tra i piedini. Ho provato a togliere lo stagno in eccesso e a rifondere le saldature per un bel po', ma non è cambiato niente.",
    category: 'computer',
    cause:
      'Lo stagno era risalito lungo il piedino fin dentro lo switch e metteva in corto i contatti: dissaldati e aperti gli switch, soffiandoci dentro aria compressa il problema si è risolto.',
    keywords: ['stagno', 'switch', 'cortocircuito', 'aria', 'tastiera'],
  },
  {
    id: 'pc-1812',
    source: 'https://github.com/UltimateHackingKeyboard/firmware/issues/1570',
    original:
      'since today Im experiencing a really annoying behaviour with my UHK60 v2. (…) I hold ESCAPE and press Y or N to scroll up and down. Now\n- Sometimes it continues scrolling long after I released Y or N\n- Mid scroll, the MOUSE current layer switches back to BASE, which means I starting typing Ys or Ns, which in turn resets my scroll state in most programs\n\nI also noticed that the cursor, using the trackball module, sometimes lags behind. Also sometimes when I type some keys are lagging. It feels like the keyboard disconnects from time to time for a second-or-so.',
    language: 'en',
    text: 'da oggi ho un comportamento davvero fastidioso con la mia UHK60 v2. (…) Tengo premuto ESCAPE e premo Y o N per scorrere su e giù. Ora\n- A volte continua a scorrere molto dopo che ho lasciato Y o N\n- A metà scorrimento, il layer MOUSE attivo torna a BASE, quindi comincio a scrivere Y o N, e questo a sua volta resetta lo scorrimento nella maggior parte dei programmi\n\nHo anche notato che il cursore, usando il modulo trackball, a volte va in ritardo. E a volte mentre scrivo alcuni tasti vanno in ritardo. Sembra che la tastiera si scolleghi ogni tanto per un secondo o giù di lì.',
    category: 'computer',
    cause:
      'Interferenze sul cavo di collegamento tra le due metà della tastiera: costruito un nuovo cavo (cavo telefonico a 4 poli, prese RJ-12 e due piccole ferriti), i sintomi non si sono più presentati.',
    keywords: ['cavo', 'interferenze', 'ferrite', 'connettore', 'tastiera'],
  },
  {
    id: 'pc-1813',
    source: 'https://github.com/konkor/cpufreq/issues/50',
    original:
      "Hey all. So I've got a brand new (2 months old) Dell Precision 5530 laptop equipped with Intel i9-8950HK and while sitting here writing this comment, CPU idling, Loading at <200%, I am constantly in CPU THROTTLE mode. In fact, cpufreq will go critical just refreshing ASF JIRA web page in Firefox :(\n\nIs this normal? Is there something I can do? Surely the cooling is not plugged up yet.",
    language: 'en',
    text: 'Ciao a tutti. Allora, ho un portatile Dell Precision 5530 nuovo di zecca (2 mesi) con Intel i9-8950HK e mentre sto qui a scrivere questo commento, CPU a riposo, carico <200%, sono costantemente in modalità CPU THROTTLE. Anzi, cpufreq va in critico solo ricaricando una pagina ASF JIRA in Firefox :(\n\nÈ normale? Posso fare qualcosa? Di sicuro il raffreddamento non è ancora intasato.',
    category: 'computer',
    cause:
      'Il problema era la pasta termica: rifatta la pasta termica su CPU e GPU seguendo una guida, il throttling è migliorato molto.',
    keywords: ['pasta', 'termica', 'cpu', 'surriscaldamento', 'portatile'],
  },
  {
    id: 'pc-1814',
    source: 'https://github.com/Joshua-Riek/ubuntu-rockchip/issues/655',
    original: 'My Pi 5 Plus is rebooting every few hours. How to find out the reasons?',
    language: 'en',
    text: 'Il mio Pi 5 Plus si riavvia ogni poche ore. Come faccio a capire il motivo?',
    category: 'computer',
    cause:
      "Il problema era l'alimentazione: la scheda era collegata a un caricatore USB-C PD a 2 porte che ridistribuisce la potenza ogni volta che si collega un altro dispositivo, facendola riavviare.",
    keywords: ['alimentatore', 'caricatore', 'usb', 'alimentazione', 'riavvio'],
  },
  {
    id: 'pc-1815',
    source: 'https://github.com/psieg/Lightpack/issues/328',
    original:
      "I have a strange issue since i put ambilight ( arduino uno + prismatik) on monitor.\nWhen monitor goes to sleep it will wake up at random time (1 - 5 min)and show no signal and goes back to sleep mode. Can't figure out what causing this behavior. (…) I tried switching off leds from power source, switching off app, switching off arduino from leds. Any other ideas appreciated.",
    language: 'en',
    text: "Ho un problema strano da quando ho messo l'ambilight (arduino uno + prismatik) sul monitor.\nQuando il monitor va in standby si risveglia a caso (1 - 5 min) e mostra nessun segnale e poi torna in standby. Non riesco a capire cosa causa questo comportamento. (…) Ho provato a staccare i led dall'alimentazione, a chiudere l'app, a staccare l'arduino dai led. Ogni altra idea è ben accetta.",
    category: 'computer',
    cause: "Non c'entravano i LED: la causa era il segnale scarso sul lungo cavo HDMI che andava alla TV.",
    keywords: ['cavo', 'hdmi', 'segnale', 'lunghezza', 'monitor'],
  },
  {
    id: 'pc-1816',
    source: 'https://github.com/sipeed/NanoKVM/issues/497',
    original: "Everything works, but there is no video. The device has become useless. What's wrong?",
    language: 'en',
    text: "Funziona tutto, ma non c'è video. Il dispositivo è diventato inutile. Cosa c'è che non va?",
    category: 'computer',
    cause: 'Il cavo HDMI era difettoso.',
    keywords: ['cavo', 'hdmi', 'difettoso', 'video', 'sostituzione'],
  },
  {
    id: 'pc-1817',
    source: 'https://github.com/pdewacht/brlaser/issues/239',
    original:
      "This does print. But it also adds a dark line near the left edge of the page, 10mm wide. I don't know if it's because I chose the wrong model, or if there's something wrong with this printer. (It's pretty old, and I bought it used on ebay)",
    language: 'en',
    text: "Stampa, sì. Però aggiunge anche una riga scura vicino al bordo sinistro della pagina, larga 10mm. Non so se è perché ho scelto il modello sbagliato o se c'è qualcosa che non va nella stampante. (È abbastanza vecchia, l'ho comprata usata su ebay)",
    category: 'computer',
    cause:
      'Il tamburo (drum) della stampante laser era sporco: dopo averlo pulito stampa senza la riga nera.',
    keywords: ['tamburo', 'pulizia', 'stampante', 'laser', 'riga'],
  },
  {
    id: 'pc-1818',
    source: 'https://github.com/comakingspace/do-something/issues/419',
    original:
      'Wir haben diese Woche einen neuen schwarzen Toner in den Drucker im Common Room eingebaut.\n\nLeider liefert dieser kein gutes Druckbild:',
    language: 'de',
    text: 'Questa settimana abbiamo messo un toner nero nuovo nella stampante della Common Room.\n\nPurtroppo però la stampa non viene bene:',
    category: 'computer',
    cause:
      'Il toner nero nuovo era difettoso: reclamato al venditore e montato il toner sostitutivo, la stampa è tornata buona.',
    keywords: ['toner', 'difettoso', 'stampante', 'sostituzione', 'stampa'],
  },
  {
    id: 'pc-1819',
    source: 'https://github.com/menzelths/ESG/issues/57',
    original:
      'Maus funktioniert nicht mehr richtig (Kugel unrund). Vielleicht an diesem Rechner und am Gerät daneben optische Maus?',
    language: 'de',
    text: 'Il mouse non funziona più bene (la pallina non gira liscia). Magari mettiamo un mouse ottico su questo computer e su quello accanto?',
    category: 'computer',
    cause:
      'Le rotelline interne del mouse a pallina erano sporche: pulito il mouse, il puntatore è tornato a muoversi senza problemi.',
    keywords: ['mouse', 'pallina', 'rotelle', 'sporco', 'pulizia'],
  },
  {
    id: 'pc-1820',
    source: 'https://github.com/menzelths/ESG/issues/51',
    original: 'Rechner startet nicht mehr korrekt. Bitte neu installieren.',
    language: 'de',
    text: 'Il computer non si avvia più correttamente. Per favore reinstallatelo.',
    category: 'computer',
    cause:
      'Non era un problema di installazione: il disco fisso del portatile era guasto; il portatile è stato portato in laboratorio per la riparazione ed è tornato funzionante.',
    keywords: ['disco', 'rigido', 'guasto', 'avvio', 'portatile'],
  },
  {
    id: 'pc-1821',
    source: 'https://github.com/josefadamcik/SofleKeyboard/issues/100',
    original:
      "I'm on the verge of finishing my first build ever but final test throw an issue at me, of course :(\n\nThe 4th column simply doesn't work at all. Everything else on both parts works but these 4 keys. I tried to melt the solder on each of the 4 diodes but no luck.\n\nWhat kind of thing should I look for? What can I test with a multi-meter for example? (Which setting and which plot to test, what kind of value I should find)",
    language: 'en',
    text: 'Sto per finire la mia prima build in assoluto ma il test finale mi ha dato un problema, ovviamente :(\n\nLa 4ª colonna proprio non funziona. Tutto il resto su entrambe le metà funziona tranne questi 4 tasti. Ho provato a rifondere lo stagno su ognuno dei 4 diodi ma niente.\n\nChe cosa dovrei cercare? Cosa posso controllare col multimetro per esempio? (Che impostazione e che punti testare, che valore dovrei trovare)',
    category: 'computer',
    cause:
      'Non erano i diodi: un piedino del microcontrollore (MCU) era saldato male; rifatta la saldatura la colonna ha ripreso a funzionare.',
    keywords: ['saldatura', 'microcontrollore', 'piedino', 'colonna', 'tastiera'],
  },
  {
    id: 'pc-1822',
    source: 'https://github.com/ionuttbara/windows-defender-remover/issues/149',
    original:
      'I rebooted my laptop and now the black screen is on endlessly. Nothing helps, I searched for guides on YouTube and nothing helped either :(',
    language: 'en',
    text: "Ho riavviato il portatile e adesso resta sullo schermo nero all'infinito. Non funziona niente, ho cercato guide su YouTube e non è servito neanche quello :(",
    category: 'computer',
    cause:
      "I dispositivi USB collegati bloccavano l'avvio: staccati tutti i dispositivi USB dal portatile, si è avviato normalmente.",
    keywords: ['usb', 'dispositivi', 'avvio', 'schermo', 'portatile'],
  },
  {
    id: 'pc-1823',
    source: 'https://github.com/007revad/Synology_enable_eunit/issues/57',
    original:
      "I've been playing around with the new DX513, and since I hadn't yet found a permanent location in the closet, I had to keep plugging it back into my DS1621+ for all the tests, etc. (…) put in a disk... and after creating a pool and volume... reboot... and an abnormal disk error... I ran through everything again three times, created a pool and volume... and the disk kept showing an abnormal error after rebooting...",
    language: 'en',
    text: "Sto facendo prove col nuovo DX513 e, siccome non gli ho ancora trovato un posto fisso nell'armadio, dovevo ricollegarlo ogni volta al mio DS1621+ per tutti i test ecc. (…) metto un disco... e dopo aver creato pool e volume... riavvio... ed errore disco anomalo... Ho rifatto tutto tre volte, creato pool e volume... e dopo il riavvio il disco continuava a dare errore anomalo...",
    category: 'computer',
    cause:
      "Il connettore del cavo eSATA tra l'unità di espansione DX513 e il NAS era avvitato con una sola vite e non faceva buon contatto; stringendo anche la seconda vite l'errore del disco è sparito.",
    keywords: ['esata', 'connettore', 'cavo', 'contatto', 'nas'],
  },
  {
    id: 'pc-1824',
    source: 'https://github.com/merge/skulls/issues/174',
    original:
      'After successfully flashing Skulls externally on x230 i5 3320M, Firefox tabs seem to crash at random.  I had never had a tab crash prior to the Skulls flash.  \n\nThis occurs in Ubuntu OS, and also within Fedora and Debian QubesOS AppVMs.  \n\nAlso, unexpected system restarts occassionally occur for both the Ubuntu OS and QubesOS.',
    language: 'en',
    text: "Dopo aver flashato Skulls dall'esterno sul x230 i5 3320M, le schede di Firefox sembrano crashare a caso. Prima del flash di Skulls non mi era mai crashata una scheda.\n\nSuccede su Ubuntu e anche nelle AppVM Fedora e Debian di QubesOS.\n\nIn più ogni tanto il sistema si riavvia da solo, sia su Ubuntu che su QubesOS.",
    category: 'computer',
    cause:
      'Il problema veniva dai moduli RAM da 16 GB: sostituendoli con 8 GB di RAM crash e riavvii sono spariti.',
    keywords: ['ram', 'memoria', 'modulo', 'sostituzione', 'riavvii'],
  },
  {
    id: 'pc-1825',
    source: 'https://github.com/oobabooga/one-click-installers/issues/40',
    original:
      'i Have 3090 which i bought used a month ago when i start to chat after 3. or 4. text that i sent power goes off on my pc.\ni have same issue wih Stable diffussion but not that often. it happend more when i make hires.\ncan you help me to solve that problem pls',
    language: 'en',
    text: 'ho una 3090 che ho comprato usata un mese fa, quando comincio a chattare dopo 3 o 4 messaggi che mando il pc si spegne di colpo.\nho lo stesso problema con Stable diffussion ma meno spesso. succede di più quando faccio hires.\nmi aiutate a risolvere sto problema per favore',
    category: 'computer',
    cause:
      "Era un problema dell'alimentatore del PC, che non reggeva il carico della scheda video: dopo averlo cambiato gli spegnimenti sono spariti.",
    keywords: ['alimentatore', 'spegnimento', 'potenza', 'scheda', 'sostituzione'],
  },
  {
    id: 'pc-1826',
    source: 'https://github.com/pop-os/pop/issues/2148',
    original:
      "Since about one/two weeks ago, I have this annoying issues of key presses registering multiple times while typing. There is not a specific key that is affected, it's any key (so I doubt there's something wrong with my keyboard). For example, I would type and get something like: \"pop_os! is a greaat diistribution\".\n\nThis happpens in all applications. Unfortunately, I haven't been able to detect a pattern in what causes this.",
    language: 'en',
    text: 'Da circa una o due settimane ho questo problema fastidioso che mentre scrivo i tasti vengono registrati più volte. Non è un tasto in particolare, è qualsiasi tasto (quindi dubito che la tastiera abbia qualcosa che non va). Per esempio scrivo e mi esce una cosa tipo: "pop_os! is a greaat diistribution".\n\nSuccede in tutte le applicazioni. Purtroppo non sono riuscito a trovare uno schema in cosa lo provoca.',
    category: 'computer',
    cause: 'Non era il sistema operativo: il difetto era della tastiera stessa (Logitech K840).',
    keywords: ['tastiera', 'difettosa', 'tasti', 'doppi', 'hardware'],
  },
  {
    id: 'pc-1827',
    source: 'https://github.com/PartialVolume/shredos.x86_64/issues/285',
    original:
      "This may be a hardware problem, but I'm running into issues where nwipe fails partway through a wipe process with a Kernel bug. (…) kern.crit kernel: kernel BUG at include/linux/scatterlist.h:115! (…) Hardware name: Gigabyte Technology Co., Ltd. H310M A 2.0/H310M",
    language: 'en',
    text: 'Forse è un problema hardware, ma mi capita che nwipe si blocchi a metà della cancellazione con un Kernel bug. (…) kern.crit kernel: kernel BUG at include/linux/scatterlist.h:115! (…) Hardware name: Gigabyte Technology Co., Ltd. H310M A 2.0/H310M',
    category: 'computer',
    cause:
      "Era la RAM difettosa: l'utente ha tolto uno dei due banchi da 16 GB, l'altro ha passato il test e le cancellazioni sono andate a buon fine.",
    keywords: ['ram', 'banco', 'memoria', 'difettosa', 'rimozione'],
  },
  {
    id: 'pc-1828',
    source: 'https://github.com/system76/firmware-open/issues/294',
    original:
      "1. Turn on laptop\n2. Keyboard does not work on any screens (GRUB, Recovery Mode, Ubuntu GUI/ttys) (…) Keyboard is not found at all by Ubuntu / does not work (…) i8042: Can't read CTR while initializing i8042",
    language: 'en',
    text: "1. Accendo il portatile\n2. La tastiera non funziona in nessuna schermata (GRUB, Recovery Mode, interfaccia grafica di Ubuntu/tty) (…) Ubuntu non trova proprio la tastiera / non funziona (…) i8042: Can't read CTR while initializing i8042",
    category: 'computer',
    cause: "Il problema era il cavo della tastiera allentato all'interno del portatile.",
    keywords: ['cavo', 'tastiera', 'allentato', 'connettore', 'flat'],
  },
  {
    id: 'pc-1829',
    source: 'https://github.com/lwfinger/rtlwifi_new/issues/283',
    original:
      "Lenovo 300-15ibr Ubuntu 17.10 is a very weak signal WIFI even near the router, periodically the signal disappears altogether. Prior to this was Ubuntu 16.04 version, but the problem was there. On Windows everything was fine (I'm on linux only the second day).",
    language: 'en',
    text: "Lenovo 300-15ibr con Ubuntu 17.10, il segnale WIFI è debolissimo anche vicino al router, ogni tanto il segnale sparisce del tutto. Prima c'era Ubuntu 16.04, ma il problema c'era lo stesso. Su Windows andava tutto bene (sono su linux solo da due giorni).",
    category: 'computer',
    cause:
      "I cavetti dell'antenna WiFi interni non erano collegati alla scheda: una volta collegati il segnale è tornato pieno.",
    keywords: ['antenna', 'cavetti', 'wifi', 'scollegati', 'scheda'],
  },
  {
    id: 'pc-1830',
    source: 'https://my3place.wordpress.com/2017/01/15/lazzaro/',
    original:
      'C’era una volta un vecchio computer portatile. Parecchi problemi ne avevano afflitto l’esistenza, la ventola era rumorosa, la batteria non si ricaricava, WindowsXP e gli applicativi ogni tanto davano problemi, e talvolta il computer “moriva” di botto, lasciando l’utente basito davanti allo schermo nero.',
    language: 'it',
    text: 'C’era una volta un vecchio computer portatile. Parecchi problemi ne avevano afflitto l’esistenza, la ventola era rumorosa, la batteria non si ricaricava, WindowsXP e gli applicativi ogni tanto davano problemi, e talvolta il computer “moriva” di botto, lasciando l’utente basito davanti allo schermo nero.',
    category: 'computer',
    cause:
      'La ventola originale, oltre a essere rumorosissima, non raffreddava a sufficienza e il Pentium4 si surriscaldava; sostituita con una ventola compatibile usata presa su eBay, il portatile funziona.',
    keywords: ['ventola', 'surriscaldamento', 'processore', 'sostituzione', 'raffreddamento'],
  },
  {
    id: 'pc-1831',
    source: 'https://vecchicomputer.com/tag/home/page/3',
    original:
      'Dopo i vari impegni natalizi, cene, pranzi, parenti, finalmente sono riuscito a provarlo. Non funziona. Beh, dopo 25 anni in cantina potevo aspettarmelo. Non si accende neanche il led. Mmmhh, non si accende il led: che sia l’alimentatore? Prendo il tester dal cassetto e controllo i voltaggi. Zero sui 5 volt alternati e sui 9 volt continui (o è il contrario? non ricordo mai).',
    language: 'it',
    text: 'Dopo i vari impegni natalizi, cene, pranzi, parenti, finalmente sono riuscito a provarlo. Non funziona. Beh, dopo 25 anni in cantina potevo aspettarmelo. Non si accende neanche il led. Mmmhh, non si accende il led: che sia l’alimentatore? Prendo il tester dal cassetto e controllo i voltaggi. Zero sui 5 volt alternati e sui 9 volt continui (o è il contrario? non ricordo mai).',
    category: 'computer',
    cause:
      "Il fusibile dell'alimentatore del Commodore VIC 20 era bruciato (visibile a occhio nudo); sostituito il fusibile, il computer funziona.",
    keywords: ['fusibile', 'alimentatore', 'bruciato', 'sostituzione', 'tensione'],
  },
  {
    id: 'pc-1832',
    source: 'http://blog.piermanuelesberni.it/16391-2/',
    original:
      'Ieri mattina, dopo aver avviato il Mac, mi accorgo che sulla Touch Bar e nella barra dei menù le icone dell’audio erano “grigie”, non selezionabili. (…) era l’intera scheda audio interna del MacBook Pro a non andare. Speakers, microfono e porta jack non volevano saperne di funzionare e da Informazioni di Sistema  non veniva riconosciuta nessuna periferica, tantomeno da Preferenze di Sistema. Dopo qualche altro riavvio, reset della PRAM e qualche altra combinazione trovata sul web, ho chiamato Apple',
    language: 'it',
    text: 'Ieri mattina, dopo aver avviato il Mac, mi accorgo che sulla Touch Bar e nella barra dei menù le icone dell’audio erano “grigie”, non selezionabili. (…) era l’intera scheda audio interna del MacBook Pro a non andare. Speakers, microfono e porta jack non volevano saperne di funzionare e da Informazioni di Sistema  non veniva riconosciuta nessuna periferica, tantomeno da Preferenze di Sistema. Dopo qualche altro riavvio, reset della PRAM e qualche altra combinazione trovata sul web, ho chiamato Apple',
    category: 'computer',
    cause:
      "Il problema era del controller di gestione del sistema (SMC): su indicazione dell'assistenza Apple è bastato fare il reset dell'SMC (Shift+Cmd+Alt+tasto di accensione a Mac spento) e l'audio è tornato.",
    keywords: ['smc', 'reset', 'controller', 'audio', 'macbook'],
  },
  {
    id: 'pc-1833',
    source: 'https://maccanismi.it/2017/12/15/macbook-usb-c-collegamento-hdmi-senza-audio',
    original:
      'Attaccando e staccando quotidianamente l’adattatore USB-C, con disappunto ho avuto modo di notare che talvolta l’audio del Mac non funzionava.\nSebbene il comparto audio sembrava non presentare problemi hardware, anche alzando il volume al massimo il computer non emetteva alcun suono.',
    language: 'it',
    text: 'Attaccando e staccando quotidianamente l’adattatore USB-C, con disappunto ho avuto modo di notare che talvolta l’audio del Mac non funzionava.\nSebbene il comparto audio sembrava non presentare problemi hardware, anche alzando il volume al massimo il computer non emetteva alcun suono.',
    category: 'computer',
    cause:
      "L'audio si bloccava per colpa dell'adattatore HDMI collegato al monitor: il problema si risolve collegando i cavi dell'adattatore USB-C nel corretto ordine.",
    keywords: ['adattatore', 'hdmi', 'monitor', 'audio', 'collegamento'],
  },
  {
    id: 'pc-1834',
    source: 'http://towerhousedolls.blogspot.com/2012/08/computer-says-no.html',
    original:
      'The fan was running at full tilt continuously and the whole machine was getting so hot that at times I had to switch it off and let it cool down, afeared that it would spontaneously combust.',
    language: 'en',
    text: 'La ventola andava sempre a tutta e tutta la macchina diventava così calda che a volte dovevo spegnerla e farla raffreddare, avevo paura che prendesse fuoco da sola.',
    category: 'computer',
    cause:
      "La ventola del portatile era intasata di sporcizia (polvere, pelucchi); dopo averla aperta e pulita con l'aspirapolvere e una pinzetta il portatile è silenzioso e resta fresco.",
    keywords: ['ventola', 'polvere', 'surriscaldamento', 'pulizia', 'portatile'],
  },
  {
    id: 'pc-1835',
    source: 'https://discussions.apple.com/thread/228678',
    original: 'my month-long series of crashes and booting woes that left my 1GHz TiBook nearly useless.',
    language: 'en',
    text: 'un mese di crash e problemi di avvio che avevano reso il mio TiBook da 1GHz quasi inutilizzabile.',
    category: 'computer',
    cause:
      'Il cavo flat che va dal trackpad alla scheda madre veniva schiacciato tra due parti del telaio metallico (vicino alla barra spaziatrice e al tasto command sinistro); isolando di nuovo il cavo con del materiale isolante i blocchi sono spariti.',
    keywords: ['cavo', 'flat', 'isolamento', 'trackpad', 'schiacciato'],
  },
];
