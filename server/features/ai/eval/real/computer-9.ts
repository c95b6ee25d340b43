import type { RealCase } from './types.ts';

/** Batch 9 of real computer reports (issue 24): gathered 2026-11-27 by helpers blind to the assistant; never read. */
export const CASES: RealCase[] = [
  {
    id: 'pc-701',
    source: 'https://geeksrepos.com/tebl/RC6502-Apple-1-Replica/issues/20',
    original:
      "I've built a VDU and a black and white amplifier, and now when I plug the machine in and turn it on I get a sea of question marks, which suggests the video chip is working correctly. Then I try (using the serial interface) to write to video memory in WozMon (…) Nothing happens. Querying address 8000 returns FF. It seems like video RAM is not being mapped in? (…) Edit: Oh, next time I turned it on, I got a sort of checkerboard pattern with 8x8 blocks of question marks and of @ signs (or backwards 6s?). When I write 00 to 8800 it turns into the normal sea of question marks",
    language: 'en',
    text: "Ho montato una scheda video (VDU) e un amplificatore in bianco e nero, e adesso quando attacco la macchina e la accendo vedo un mare di punti interrogativi, il che fa pensare che il chip video funzioni bene. Poi provo (dall'interfaccia seriale) a scrivere nella memoria video da WozMon (…) Non succede niente. Se leggo l'indirizzo 8000 mi restituisce FF. Sembra che la RAM video non venga mappata? (…) Modifica: la volta dopo che l'ho acceso ho visto una specie di scacchiera con blocchi 8x8 di punti interrogativi e di @ (o 6 al contrario?). Quando scrivo 00 in 8800 torna il solito mare di punti interrogativi",
    category: 'computer',
    cause:
      'Il chip di RAM video della scheda era difettoso: sostituito il chip della RAM video, tutto ha ripreso a funzionare.',
    keywords: ['ram', 'video', 'chip', 'difettoso', 'sostituito'],
  },
  {
    id: 'pc-702',
    source: 'https://forum.amiga.org/index.php?member=2756&topic=39807.msg436688',
    original:
      'Today I got 2 x A500 machines and I was testing them out. One worked 100% ok but the other wont read the floppy drive. When I switch the thing on, the "Insert Disk" icon appears. I insert a floppy disk (which worked fine on the other machine), and after three \'clicks\' the "Insert Disk" icon appears again. I have used a number of (tested and working floppy disk drives) as well as cables from the other machine. All with the same result. This means that the A500 is at fault. I looked at its motherboard but I can find nothing \'strange\'. Anyone knows where could the problem be?',
    language: 'en',
    text: "Oggi ho preso due Amiga 500 e li stavo provando. Uno funziona al 100%, l'altro invece non legge il floppy. Quando lo accendo compare l'icona \"Insert Disk\". Inserisco un dischetto (che sull'altra macchina funzionava benissimo) e dopo tre 'clic' ricompare l'icona \"Insert Disk\". Ho provato diversi lettori floppy (testati e funzionanti) e anche i cavi dell'altra macchina. Sempre lo stesso risultato. Quindi il difetto è dell'A500. Ho guardato la scheda madre ma non trovo niente di 'strano'. Qualcuno sa dove potrebbe essere il problema?",
    category: 'computer',
    cause:
      "Uno dei due chip CIA 8520 (U7/U8) era guasto: scambiandoli con quelli dell'Amiga funzionante il problema è sparito, quindi si è individuato il CIA difettoso.",
    keywords: ['cia', '8520', 'chip', 'guasto', 'sostituito'],
  },
  {
    id: 'pc-703',
    source: 'http://khekker.blogspot.com/2013/04/raspberri-pi-problem-with-power-supply.html',
    original:
      'Last week, one of my Raspberry Pi\'s locked up after it was physically moved while powered up. (…) The Pi didn\'t start. (…) This time it started, but the SDHC was corrupted, and showed sectors invalid. I tried a new card. It booted properly. (…) I installed xrdp (…) and tried to reach the Pi from my laptop. It hung, after closer inspection I noticed that networking had dropped out, the message in syslog was "Link beat lost". During scanning of the forums I noticed how there seemed to be a general trend to blame this on the power supply. So I replaced it with a spare. Same problem.',
    language: 'en',
    text: "La settimana scorsa uno dei miei Raspberry Pi si è bloccato dopo che l'avevo spostato mentre era acceso. (…) Il Pi non partiva. (…) Stavolta è partito, ma la SDHC era corrotta e dava settori non validi. Ho provato una scheda nuova. Si è avviato bene. (…) Ho installato xrdp (…) e ho provato a collegarmi al Pi dal portatile. Si è bloccato, e guardando meglio ho visto che la rete era caduta, nel syslog c'era il messaggio \"Link beat lost\". Spulciando i forum ho notato che in genere si tendeva a dare la colpa all'alimentatore. Quindi l'ho sostituito con uno di scorta. Stesso problema.",
    category: 'computer',
    cause:
      'Il colpevole era il cavo micro USB di alimentazione difettoso (comprato su eBay): la tensione sul pin 5V scendeva a circa 4,55 V e la rete cadeva; cambiato il cavo la tensione è tornata stabile a 5,05 V e il problema è sparito.',
    keywords: ['cavo', 'usb', 'tensione', 'alimentazione', 'difettoso'],
  },
  {
    id: 'pc-704',
    source:
      'https://apuliaretrocomputing.it/wordpress/2018/09/08/eliminazione-disturbi-video-su-uno-zx-spectrum-collegato-ai-microdrive',
    original:
      'Durante il test finalizzato a valutare l’idoneità del computer ad effettuare una dimostrazione nel corso di un evento pubblico dell’associazione in programma qualche giorno dopo, lo Spectrum viene collegato ad una ZX Interface 1 per testare il funzionamento con un ZX Microdrive. In quell’occasione vengono riscontrate notevoli interferenze sul segnale video.\nLe interferenze si accentuano quando il motore del microdrive è in azione. A video compaiono delle fasce di colore giallo.',
    language: 'it',
    text: 'Durante il test finalizzato a valutare l’idoneità del computer ad effettuare una dimostrazione nel corso di un evento pubblico dell’associazione in programma qualche giorno dopo, lo Spectrum viene collegato ad una ZX Interface 1 per testare il funzionamento con un ZX Microdrive. In quell’occasione vengono riscontrate notevoli interferenze sul segnale video.\nLe interferenze si accentuano quando il motore del microdrive è in azione. A video compaiono delle fasce di colore giallo.',
    category: 'computer',
    cause:
      'Mancavano le tensioni -5V e +12V per guasti nel circuito di alimentazione (condensatore montato capovolto, diodo aperto, transistor ZTX650 aperto, condensatore C43 da 100nF fuori tolleranza); sostituiti i componenti, le strisce gialle residue sono sparite sostituendo i trimmer della saturazione colore.',
    keywords: ['tensioni', 'condensatore', 'transistor', 'trimmer', 'alimentazione', 'sostituiti'],
  },
  {
    id: 'pc-705',
    source: 'http://www.echeng.com/journal/2006/05/05/evga-geforce-7900-gt-blank-screen-with-dell-computers',
    original:
      "I recently acquired an eVGA e-GeForce 7900 GT CO SUPERCLOCKED™ PCIe video card from NewEgg. After I installed the unit into my el cheapo Dell machine, I was greeted with a lovely blank screen upon reboot. I knew the card was installed properly because my computer actually booted into Windows properly (I could VNC into it); it was just that the video part of the video card didn't work.",
    language: 'en',
    text: 'Ho appena preso su NewEgg una scheda video PCIe eVGA e-GeForce 7900 GT CO SUPERCLOCKED. Dopo averla montata nel mio Dell da quattro soldi, al riavvio mi sono ritrovato davanti un bello schermo nero. Sapevo che la scheda era installata bene perché il computer in realtà si avviava normalmente in Windows (riuscivo a collegarmi in VNC); era solo la parte video della scheda video che non funzionava.',
    category: 'computer',
    cause:
      'Era un problema noto di incompatibilità della scheda con i computer Dell: il supporto eVGA ha fornito un aggiornamento del firmware (BIOS) della scheda video; dopo averlo flashato "alla cieca" da un CD avviabile, la scheda ha funzionato.',
    keywords: ['firmware', 'bios', 'aggiornamento', 'incompatibilità', 'scheda'],
  },
  {
    id: 'pc-706',
    source: 'https://lemmy.pe1uca.dev/post/2499604/4664972',
    original:
      '(…) On the next day I tried to turn it on again, but the computer did not make it to POST verifications. No chance to get in the BIOS, no beeps or display at all. Nothing. The components were energized, all lit up on their leds, but nothing else.\nChecked the MB debugging leds and I saw that they got stuck on “VGA” (…) So I tried to switch my current VGA with an old VGA card that I have. Same behaviour in the MB leds. (…) Even trying to boot the PC up without any attached cards (only memory) lit only the same VGA led on the MB.',
    language: 'en',
    text: "(…) Il giorno dopo ho provato a riaccenderlo, ma il computer non arrivava al POST. Nessuna possibilità di entrare nel BIOS, niente bip, niente immagine. Niente di niente. I componenti erano alimentati, tutti con i loro led accesi, ma nient'altro.\nHo guardato i led di debug della scheda madre e ho visto che si fermavano su “VGA” (…) Allora ho provato a sostituire la scheda video con una vecchia che avevo. Stesso comportamento dei led della scheda madre. (…) Anche provando ad avviare il PC senza nessuna scheda collegata (solo la memoria) si accendeva sempre lo stesso led VGA sulla scheda madre.",
    category: 'computer',
    cause:
      'Il chip del BIOS della scheda madre (MSI B350 Tomahawk) era corrotto: riprogrammandolo con un programmatore CH341a (con adattatore 1,8 V e pinza) il PC è tornato a funzionare.',
    keywords: ['bios', 'corrotto', 'chip', 'riprogrammato', 'scheda'],
  },
  {
    id: 'pc-707',
    source: 'https://radioedintorni.it/RetroComputer/Riparazione-2-C64.html',
    original:
      'Il guasto di questo Commodore 64 si presenta come riportato nelle immagini e nei video successivi:\ndurante le varie accensioni, si ha schermo di un unico colore che cambia di volta in volta, con o senza cartdrige, ed a volte sembra stia caricando un programma da cassetta con le classiche righe colorate a tutto schermo (con cartuccia diagnostica inserita).',
    language: 'it',
    text: 'Il guasto di questo Commodore 64 si presenta come riportato nelle immagini e nei video successivi:\ndurante le varie accensioni, si ha schermo di un unico colore che cambia di volta in volta, con o senza cartdrige, ed a volte sembra stia caricando un programma da cassetta con le classiche righe colorate a tutto schermo (con cartuccia diagnostica inserita).',
    category: 'computer',
    cause:
      'Il chip PLA era guasto: sostituito (montando uno zoccolo) è tornata la schermata iniziale ma con caratteri sbagliati, dovuti a un chip di RAM difettoso (U10); sostituito anche quello, il C64 è tornato a funzionare.',
    keywords: ['pla', 'ram', 'chip', 'guasto', 'sostituito'],
  },
  {
    id: 'pc-708',
    source: 'https://techsoncall.wordpress.com/2014/02/07/red-health-light-on-hp-proliant-server/',
    original:
      'One of my customers had a server that would not boot.  In fact, it would turn off after about 20 to 30 seconds while the BIOS was initializing and then the red health light would flash.',
    language: 'en',
    text: 'Un mio cliente aveva un server che non si avviava. Anzi, si spegneva dopo circa 20-30 secondi mentre il BIOS si stava inizializzando, e poi la spia rossa di stato (health) lampeggiava.',
    category: 'computer',
    cause:
      "La causa era l'adattatore del backplane che collegava il controller RAID SAS ai 5 dischi SATA: scollegato il cavo SAS il server non si spegneva più; lasciato finire il BIOS e ricollegato il cavo SAS al backplane, il server si è avviato normalmente.",
    keywords: ['backplane', 'cavo', 'sas', 'controller', 'scollegato'],
  },
  {
    id: 'pc-709',
    source: 'https://www.oncontracts.com/wireless-mouse-problems-traced-to-steel-desk-pad/',
    original:
      'She was getting frustrated with her wireless mouse, which worked only intermittently — it would do OK when she was working elsewhere with her laptop, but not when it was on her desk.\nI tried using my two wireless mice (one for my desk, a miniature for my briefcase). They seemed to work OK — sometimes.\nI tried unplugging all the peripherals on Maretta’s desk, thinking that something might be producing interference. No change.\nI picked up her laptop and mouse and moved them away — the mouse worked!',
    language: 'en',
    text: "Era esasperata dal suo mouse wireless, che funzionava solo a tratti: andava bene quando lavorava col portatile da un'altra parte, ma non quando era alla sua scrivania.\nHo provato a usare i miei due mouse wireless (quello della mia scrivania e uno mini che tengo in borsa). Sembravano funzionare, ma solo ogni tanto.\nHo provato a staccare tutte le periferiche sulla scrivania di Maretta, pensando che qualcosa creasse interferenze. Nessun cambiamento.\nHo preso il portatile e il mouse e li ho spostati più in là: il mouse funzionava!",
    category: 'computer',
    cause:
      'Il problema era il sottomano da scrivania IKEA (KNÖS) con anima in acciaio: quando mouse e tappetino stavano sopra di esso il mouse wireless si bloccava; tenendo il mouse sulla parte in legno della scrivania il problema è sparito.',
    keywords: ['sottomano', 'metallico', 'acciaio', 'interferenza', 'segnale'],
  },
  {
    id: 'pc-710',
    source: 'https://blog.superpat.com/tag/raspberrypi/',
    original:
      'My Raspberry Pi arrived this week. After creating a boot image on an SD card I had lying around (…), I initially booted it up on my TV, using the composite video output – all working! (…) As well as the composite video output, the Raspberry Pi supports HDMI. My monitor (a Viewsonic VX2235WM-3) has VGA and DVI inputs, so I ordered the AmazonBasics HDMI to DVI Cable. Connecting up to my monitor, I was disappointed to see no video signal whatsover – the monitor wasn’t seeing the Raspberry Pi at all.',
    language: 'en',
    text: "Questa settimana mi è arrivato il Raspberry Pi. Dopo aver creato un'immagine di avvio su una scheda SD che avevo in giro (…), la prima volta l'ho avviato sulla TV usando l'uscita video composita: tutto funzionante! (…) Oltre all'uscita composita, il Raspberry Pi ha l'HDMI. Il mio monitor (un Viewsonic VX2235WM-3) ha ingressi VGA e DVI, quindi ho ordinato il cavo HDMI-DVI di AmazonBasics. Collegandolo al monitor, con mia delusione non arrivava nessun segnale video: il monitor proprio non vedeva il Raspberry Pi.",
    category: 'computer',
    cause:
      "Il cavo HDMI-DVI non segnalava al Raspberry Pi la presenza del monitor, quindi il Pi non attivava l'uscita HDMI; impostando hdmi_force_hotplug=1 nel file config.txt il video è comparso fin dall'accensione.",
    keywords: ['hdmi', 'configurazione', 'hotplug', 'cavo', 'monitor'],
  },
  {
    id: 'pc-711',
    source: 'http://blog.tynemouthsoftware.co.uk/2017/05/',
    original:
      "Here we have quite a nice looking Issue 7 BBC Micro. (…) A tape only issue 7 model B with no expansion ROMs, disk controller, speech synth, ECONET or any other goodies.\nBefore I go any further, I've replaced the power supply mains filter capacitors (…).\nWith the power supply taken care of, time to turn it on and see what's wrong.\nNot a bad start, a single beep, and a flashing cursor.",
    language: 'en',
    text: "Ecco un BBC Micro Issue 7 in condizioni piuttosto belle. (…) Un model B issue 7 solo a cassette, senza ROM di espansione, controller dischi, sintetizzatore vocale, ECONET o altre chicche.\nPrima di andare avanti, ho sostituito i condensatori del filtro di rete dell'alimentatore (…).\nSistemato l'alimentatore, è ora di accenderlo e vedere cosa non va.\nNon male come inizio: un solo bip e un cursore lampeggiante.",
    category: 'computer',
    cause:
      'Il chip VIA di sistema (6522) era guasto: sostituito, compariva il prompt BASIC ma con bip continuo e tastiera non funzionante, causati dal latch indirizzabile 74LS259 guasto (le uscite erano ferme); sostituito anche quello, il BBC si è avviato normalmente.',
    keywords: ['via', '6522', 'latch', '74ls259', 'chip', 'sostituito'],
  },
  {
    id: 'pc-712',
    source:
      'https://www.nerdone.it/2020/08/28/amiga-1000-pompato-le-modifiche-piu-lunghe-e-piu-rognose-della-storia-3-parte/',
    original:
      'Sembrava che avrei passato il Natale più bello dopo questo auto-regalo che mi ero fatto ma poco prima del Lockdown…\n\nPurtroppo il mio 1000 pompato ha smesso di funzionare dandomi una bella schermata VERDE e non ne voleva più sapere di ripartire in quanto non faceva più il boot iniziale.\n\nTogliendo prima il Dual Kick 1.3/3.1, poi mettendo un solo Kickstart sulla basetta di Reverse Engineering non cambiava assolutamente niente…e Quindi?',
    language: 'it',
    text: 'Sembrava che avrei passato il Natale più bello dopo questo auto-regalo che mi ero fatto ma poco prima del Lockdown…\n\nPurtroppo il mio 1000 pompato ha smesso di funzionare dandomi una bella schermata VERDE e non ne voleva più sapere di ripartire in quanto non faceva più il boot iniziale.\n\nTogliendo prima il Dual Kick 1.3/3.1, poi mettendo un solo Kickstart sulla basetta di Reverse Engineering non cambiava assolutamente niente…e Quindi?',
    category: 'computer',
    cause:
      'La schermata verde era dovuta a un banco di RAM difettoso che si era bruciato (surriscaldamento dei chip RAM saldati in piggyback): è stata sostituita la tripletta di chip RAM e aggiunto un raffreddamento (gommino termoconduttivo, dissipatore e ventola).',
    keywords: ['ram', 'banco', 'bruciato', 'surriscaldamento', 'sostituito'],
  },
  {
    id: 'pc-713',
    source: 'https://www.giovannicasale.it/amiga-600-fix-audio.html',
    original:
      'La 600 presentava un audio gracchiante e a scatti: un rumore instabile, intermittente, accompagnato da un evidente deterioramento dei condensatori con segni visibili di fuoriuscita di elettrolita e corrosione. Dopo il recap iniziale, il problema persisteva',
    language: 'it',
    text: 'La 600 presentava un audio gracchiante e a scatti: un rumore instabile, intermittente, accompagnato da un evidente deterioramento dei condensatori con segni visibili di fuoriuscita di elettrolita e corrosione. Dopo il recap iniziale, il problema persisteva',
    category: 'computer',
    cause:
      "L'amplificatore operazionale LF347 del circuito audio era guasto e alcune piste sotto di esso erano interrotte dalla corrosione dell'elettrolita: ripristinate le piste con ponticelli, sostituito l'LF347 e lavata la scheda con alcol isopropilico, l'audio è tornato pulito.",
    keywords: ['operazionale', 'lf347', 'piste', 'corrosione', 'audio', 'sostituito'],
  },
  {
    id: 'pc-714',
    source: 'https://martinvogel.de/blog/index.php?/archives/149-Farbstich-bei-Videokonferenzen.html',
    original:
      'Vor einigen Jahren experimentierte ich einmal mit USB-Webcams von Logitech und Microsoft herum (…). Eine landete scheinbar ohne Zukunftsperspektive in der Bastelkiste.\nSeit dem letzten Jahr wird die alte Logitech-Webcam nun pandemiebedingt regelmäßig für „Meetings“ benötigt, doch jede Videokonferenzwebsite, egal ob Zoom, Skype oder BigBlueButton, hat mit dem alten Schätzchen das Problem, dass das Bild entweder völlig gelbstichig oder (interessanterweise bisher nur bei Skype) extrem blaustichig oder sogar magentastichig wiedergegeben wird.',
    language: 'de',
    text: "Qualche anno fa avevo fatto delle prove con delle webcam USB di Logitech e Microsoft (…). Una era finita nella scatola dei rottami, apparentemente senza futuro.\nDall'anno scorso, per via della pandemia, la vecchia webcam Logitech serve regolarmente per le riunioni, ma con qualsiasi sito di videoconferenza, che sia Zoom, Skype o BigBlueButton, il vecchio gioiellino ha il problema che l'immagine viene fuori tutta gialla oppure (curiosamente finora solo con Skype) estremamente bluastra o addirittura tendente al magenta.",
    category: 'computer',
    cause:
      "La colpa era un'inizializzazione errata del bilanciamento automatico del bianco della webcam: disattivandolo e riattivandolo (su Linux con v4l2-ctl, parametro white_balance_temperature_auto) l'immagine si regola correttamente in pochi secondi.",
    keywords: ['bilanciamento', 'bianco', 'automatico', 'impostazione', 'webcam'],
  },
  {
    id: 'pc-715',
    source: 'https://qiita.com/nanbuwks/items/e29584ccaa7ef590f445',
    original:
      'ALEXON CS-5000NEO は QNAP NAS TS-653 Pro のOEM品だそうだ。\n起動中に止まってしまう。\nHDD抜いてファクトリーリセットすればいいんじゃないの? と思ったら、どうやらそんな簡単なことではないらしい。\n症状\n(…)\n- ビープ音が鳴らない\n- HDMI 出力が無い\n- SYSTEM BOOTING >>>> が延々とループ表示\n- 全HDD LED が赤色で点灯\n- この症状が起こる直前に、ファンや温度モニターに異常値が報告されていた',
    language: 'ja',
    text: "L'ALEXON CS-5000NEO a quanto pare è un QNAP NAS TS-653 Pro rimarchiato (OEM).\nSi blocca durante l'avvio.\nPensavo: basterà togliere i dischi e fare un reset di fabbrica, no? E invece a quanto pare non è così semplice.\nSintomi\n(…)\n- Non emette il bip\n- Nessuna uscita HDMI\n- Sul display continua a ciclare SYSTEM BOOTING >>>>\n- Tutti i LED dei dischi accesi rossi\n- Poco prima che comparisse il problema, il monitoraggio di ventole e temperature aveva segnalato valori anomali",
    category: 'computer',
    cause:
      'È il noto difetto del clock LPC degradato dei processori Intel di quella serie: collegando una resistenza da 100 ohm di pull-down tra il pin 1 della porta LPC-CN1 sulla scheda madre e la massa (pin 8 o 10), il NAS ha ripreso ad avviarsi ed è stato di nuovo trovato in rete da Qfinder.',
    keywords: ['clock', 'lpc', 'resistenza', 'degradato', 'saldata'],
  },
  {
    id: 'pc-716',
    source: 'https://www.mckinleytabor.com/the-story-of-bad-capacitors/',
    original:
      'Recently a Client brought in a System with a dying video card. The instal presentation was Video Artifacts on boot and the freezing when it went into high resolution mode during Windows Startup.\n(…) In this case this was a low profile Nvida GeForce 7300GS with 256MB of video memory.',
    language: 'en',
    text: "Di recente un cliente mi ha portato un computer con una scheda video che stava morendo. Il sintomo iniziale erano artefatti video all'avvio e poi il blocco quando, durante l'avvio di Windows, passava alla modalità ad alta risoluzione.\n(…) In questo caso era una Nvidia GeForce 7300GS low profile con 256MB di memoria video.",
    category: 'computer',
    cause:
      "Sulla scheda video c'erano due condensatori elettrolitici scoppiati: sostituiti con due condensatori uguali recuperati da una vecchia scheda madre, la scheda video è tornata a funzionare.",
    keywords: ['condensatori', 'scoppiati', 'gonfi', 'sostituiti', 'saldatura'],
  },
  {
    id: 'pc-717',
    source: 'https://unmodified.gitlab.io/articles/late-night-electronics-repair/',
    original:
      "I'm a big middle-click user. (…) But today... it started acting up. It would randomly not work, despite hearing the audible click.\nI'm no stranger to failing mice, I already had to throw out two in the last decade because their left click buttons were way past their rated lifespan, usually a million clicks or so. And I know the feeling of a failing mouse click, it gets mushy and the activation feels off. This one isn't one of them, the click is still solid. Plus it's the middle button, it doesn't get as many clicks as either left or right buttons.",
    language: 'en',
    text: 'Uso tantissimo il clic centrale. (…) Ma oggi... ha cominciato a fare i capricci. A caso non funzionava, anche se sentivo benissimo il clic.\nCon i mouse che si rompono ho una certa esperienza, negli ultimi dieci anni ne ho già buttati due perché il tasto sinistro aveva superato di molto la durata prevista, di solito un milione di clic o giù di lì. E so che sensazione dà un tasto che sta morendo: diventa molle e lo scatto non è più quello. Questo non è il caso, il clic è ancora bello deciso. E poi è il tasto centrale, non viene premuto quanto il sinistro o il destro.',
    category: 'computer',
    cause:
      "Era sporco/residuo di caffè: qualche giorno prima gli era andato del caffè sulla scrivania ed era entrato nel mouse (modello leggero a nido d'ape), creando un contatto indesiderato; dopo averlo smontato e pulito il tasto centrale ha ripreso a funzionare.",
    keywords: ['liquido', 'caffè', 'sporco', 'pulizia', 'contatti'],
  },
];
