import type { RealCase } from './types.ts';

export const CASES: RealCase[] = [
  {
    id: 'sp-101',
    source: 'http://robsrants.havasy.net/2010/06/t-mobile-signal-strength-and-bad-sims/',
    original:
      "Over the holiday weekend my Dash 3G simply stopped connecting to the network. No data, no phone, no bars, no nothing. Don't know exactly when it happened, but when I picked up my phone to go to work on Tuesday morning, I had nada for signal strength. And no matter how I tried to reboot, pull the battery, pull and reinstall the SIM, nothing helped. ... We tried to reset the network settings, but nothing helped. ... So like an idiot I hard-reset my phone and wiped everything to go back to a fresh ROM installation. It didn't help.",
    language: 'en',
    text: "Nel weekend del ponte il mio Dash 3G ha semplicemente smesso di collegarsi alla rete. Niente dati, niente telefono, niente tacche, niente di niente. Non so di preciso quando è successo, ma martedì mattina quando ho preso il telefono per andare al lavoro il segnale era zero. E per quanto provassi a riavviarlo, togliere la batteria, togliere e rimettere la SIM, niente da fare. ... Abbiamo provato a resettare le impostazioni di rete, ma niente. ... Allora da stupido ho fatto l'hard reset e cancellato tutto per tornare a un'installazione pulita della ROM. Non è servito.",
    category: 'smartphone',
    cause: 'SIM guasta: con la SIM della moglie il telefono funzionava, con la sua no; sostituita la SIM',
    keywords: ['sim', 'scheda', 'guasta', 'difettosa', 'sostituire'],
  },
  {
    id: 'sp-102',
    source: 'https://portageporridge.com/2017/05/04/where-were-your-hands-last/',
    original:
      'My iPhone touchpad started typing on its own. :(. I asked the Internet and no help. Thinking back I realized I had been working on tractor just before it started misbehaving.',
    language: 'en',
    text: 'Lo schermo touch del mio iPhone ha cominciato a scrivere da solo. :( Ho chiesto su internet e niente. Ripensandoci, mi sono reso conto che stavo lavorando sul trattore proprio prima che cominciasse a fare i capricci.',
    category: 'smartphone',
    cause:
      'olio idraulico dalle mani che sporcava lo schermo e il tasto home; pulendoli il problema è sparito',
    keywords: ['olio', 'unto', 'sporco', 'schermo', 'tasto', 'home'],
  },
  {
    id: 'sp-103',
    source: 'http://markshangout.com/blog/tag/shim',
    original:
      "My iPhone 4S recently developed a problem with its volume control buttons. Magically, all by itself, the iPhone's volume setting would change. My fingers wouldn't be anywhere near the volume buttons but the volume would suddenly adjust, as if some ghost was pushing the buttons. It affected both the ringer volume and the music volume. I'd be walking along with earbuds on and the volume would suddenly drop to zero.  WTF?!",
    language: 'en',
    text: "Il mio iPhone 4S da poco ha un problema con i tasti del volume. Come per magia, il volume cambia da solo. Non ho le dita neanche vicino ai tasti ma il volume all'improvviso si regola, come se un fantasma premesse i tasti. Succede sia col volume della suoneria che con quello della musica. Cammino con gli auricolari e il volume di colpo va a zero. Ma che diavolo?!",
    category: 'smartphone',
    cause:
      'la molla dei tasti volume ha consumato il rivestimento isolante del flex dei tasti chiudendo il contatto; Apple ha messo uno spessore isolante (shim)',
    keywords: ['flex', 'tasti', 'volume', 'molla', 'isolante', 'spessore'],
  },
  {
    id: 'sp-104',
    source: 'http://holierthanyou.blogspot.com/2009/01/fixing-my-iphone-stuck-wake-sleep.html',
    original:
      "A few months back I dropped her phone. The case dented right where the wake/sleep button is. ... the iPhone was constantly resetting, rendering it worthless. She went to the store, they told her that the button was part of the case, and it wasn't a fixable problem.",
    language: 'en',
    text: "Qualche mese fa le ho fatto cadere il telefono. La scocca si è ammaccata proprio dove c'è il tasto di accensione/standby. ... l'iPhone si riavviava di continuo, era inutilizzabile. Lei è andata al negozio e le hanno detto che il tasto fa parte della scocca e che non si poteva riparare.",
    category: 'smartphone',
    cause:
      'scocca ammaccata che teneva il tasto di accensione/standby incastrato premuto; riaperto il foro piegando la scocca, il tasto torna a scattare',
    keywords: ['tasto', 'accensione', 'incastrato', 'premuto', 'scocca', 'ammaccata'],
  },
  {
    id: 'sp-105',
    source: 'https://a-dreamy-sparrow.com/2012/12/03/you-know-ive-always-had-an-interest-in-taking/',
    original:
      "my childrens' ASUS TF101 tablet because, due to their rough-handling, the volume buttons had become “sticky” and would randomly volume down all the way to mute even if you just gave it a slight push to make it volume down by 1 or 2 steps.",
    language: 'en',
    text: 'il tablet ASUS TF101 dei miei figli, che a forza di trattarlo male ha i tasti del volume diventati “appiccicosi”: abbassano a caso il volume fino al muto anche se gli dai solo una leggera spinta per abbassarlo di 1 o 2 tacche.',
    category: 'smartphone',
    cause: 'tasti del volume disallineati per i maltrattamenti; smontata la cornice e riallineati i tasti',
    keywords: ['tasti', 'volume', 'disallineati', 'riallineati', 'cornice'],
  },
  {
    id: 'sp-106',
    source: 'https://pathtogreen.wordpress.com/2012/01/',
    original:
      'A couple of days ago, Husband dropped his phone into the toilet. ... Anyway, his phone was making cracking and popping noises, and the touch screen wasn’t really responding. Uh-oh, not good.',
    language: 'en',
    text: 'Un paio di giorni fa mio marito ha fatto cadere il telefono nel water. ... Comunque, il telefono faceva crepitii e scoppiettii, e il touch screen non rispondeva granché. Ahi, brutto segno.',
    category: 'smartphone',
    cause:
      'acqua entrata nel telefono; smontato e lasciato asciugare nel riso per una notte è tornato come nuovo',
    keywords: ['acqua', 'umidità', 'bagnato', 'asciugare', 'riso', 'liquido'],
  },
  {
    id: 'sp-107',
    source: 'https://blog.adafruit.com/2017/07/23/why-your-nexus-5-is-stuck-in-boot-loop/',
    original:
      "I received someone's broken Nexus 5, also known as LG D820. A part of the screen was shattered, but the digitizer still worked. It did, however, behave erratically. First I thought the digitizer was recording touches that weren't there, but after disconnecting it, the problem persisted.",
    language: 'en',
    text: "Mi è arrivato il Nexus 5 rotto di una persona, noto anche come LG D820. Una parte dello schermo era in frantumi, ma il touch funzionava ancora. Però si comportava in modo strano. All'inizio pensavo che il touch registrasse tocchi inesistenti, ma anche dopo averlo scollegato il problema restava.",
    category: 'smartphone',
    cause:
      'tasto di accensione guasto che registrava pressioni continue (boot loop); sostituito il microinterruttore del tasto',
    keywords: ['tasto', 'accensione', 'microinterruttore', 'pulsante', 'premuto', 'sostituito'],
  },
  {
    id: 'sp-108',
    source:
      'https://www.goeasyrepair.com/blog/bulging-display-leading-to-smartphone-screen-repair-change-the-battery/',
    original:
      'A few days after the mobile screen repair, my Samsung Galaxy J7 Pro started to look thicker from the back and bulged on the display. It looked like an issue of faulty motherboard placement in the phone',
    language: 'en',
    text: 'Qualche giorno dopo la riparazione dello schermo, il mio Samsung Galaxy J7 Pro ha cominciato a sembrare più spesso dal retro e lo schermo si è gonfiato. Sembrava un problema di scheda madre montata male nel telefono',
    category: 'smartphone',
    cause: 'batteria gonfia',
    keywords: ['batteria', 'gonfia', 'gonfiata', 'rigonfiamento', 'rigonfia'],
  },
  {
    id: 'sp-109',
    source: 'http://besttechmagazine.com/iphone-not-charging-properly-check-this/',
    original:
      'The other day I had a problem where one of my test iPhones didn’t seem to charging up properly. ... My first clue to the problem was that wriggling the cable in the Lightning port seemed to make the iPhone recognize that it was on charge. I started thinking that maybe the port itself was defective. After all, I was using a genuine Apple Lightning cable (genuine as in it came with an iPhone, not “genuine” in the eBay cable seller sense)',
    language: 'en',
    text: "L'altro giorno avevo un problema: uno dei miei iPhone di prova sembrava non caricarsi bene. ... Il primo indizio è stato che muovendo il cavo nella porta Lightning l'iPhone sembrava accorgersi di essere in carica. Ho cominciato a pensare che fosse difettosa la porta stessa. Dopotutto usavo un cavo Lightning Apple originale (originale nel senso che era arrivato con un iPhone, non “originale” alla maniera dei venditori di cavi su eBay)",
    category: 'smartphone',
    cause: 'contatti del connettore del cavo Lightning corrosi; con un altro cavo carica normalmente',
    keywords: ['cavo', 'contatti', 'corrosi', 'corrosione', 'ossidati', 'connettore'],
  },
  {
    id: 'sp-111',
    source: 'http://extramamma.net/2014/05/12/tuffo-nel-water/',
    original:
      'il mio iPhone si è tuffato nel water.\nLa disperazione ha avuto la meglio sul disgusto e l’ho ripescato immediatamente.\nHo ululato di rabbia asciugandolo.\nDopo il primo momento di choc ho capito che potevo mandare sms ma non telefonare. ... A metà pomeriggio l’iPhone è spirato definitivamente.',
    language: 'it',
    text: 'il mio iPhone si è tuffato nel water.\nLa disperazione ha avuto la meglio sul disgusto e l’ho ripescato immediatamente.\nHo ululato di rabbia asciugandolo.\nDopo il primo momento di choc ho capito che potevo mandare sms ma non telefonare. ... A metà pomeriggio l’iPhone è spirato definitivamente.',
    category: 'smartphone',
    cause: "acqua entrata nell'iPhone; dopo due giorni nel riso ad asciugare è tornato a funzionare",
    keywords: ['acqua', 'umidità', 'bagnato', 'asciugare', 'riso', 'liquido'],
  },
  {
    id: 'sp-112',
    source: 'https://hungrygeeks.ph/microsd-card-can-make-phone-slow-make-sure-isnt/',
    original:
      'the phone is so slow cause for no obvious reasons. ... The usual questions like is the storage full? Nope, it’s more than 10GB free, is there a malicious app slowing down the phone? Nope, I scanned an anti-virus and even removed unnecessary apps. Mind you that the phone was so slow, it took me more than 15 mins just to close all apps and check the settings. ... I tried closing all apps and restart the phone, it didn’t do too much. The phone was so slow that it only responds for 3-6 seconds before freezing again',
    language: 'en',
    text: "il telefono è lentissimo senza un motivo evidente. ... Le solite domande: la memoria è piena? No, ci sono più di 10GB liberi. C'è un'app malevola che lo rallenta? No, ho fatto una scansione antivirus e ho pure tolto le app inutili. Pensate che il telefono era così lento che ci ho messo più di 15 minuti solo per chiudere tutte le app e controllare le impostazioni. ... Ho provato a chiudere tutte le app e riavviarlo, non è cambiato granché. Il telefono era così lento che rispondeva per 3-6 secondi e poi si bloccava di nuovo",
    category: 'smartphone',
    cause:
      'scheda microSD falsa e lenta (classe 4) che rallentava il telefono; tolta la scheda il telefono torna veloce',
    keywords: ['microsd', 'scheda', 'memoria', 'lenta', 'falsa', 'sd'],
  },
  {
    id: 'sp-113',
    source: 'https://www.coolsmartphone.com/2012/09/10/cleaning-out-a-dirty-hole/',
    original:
      'Yesterday my rather battered Samsung Galaxy SII started doing something weird. It seemed to develop magical powers, and was charging even when it wasn’t plugged in.\n\nI plugged and then unplugged it and it seemed to correct the problem but, after a few hours, it happened again. I gave it a light “tap” and it decided to then charge intermittently, even though no cable was present.',
    language: 'en',
    text: "Ieri il mio Samsung Galaxy SII, già parecchio malridotto, ha cominciato a fare una cosa strana. Sembrava avere poteri magici: risultava in carica anche quando non era attaccato.\n\nL'ho attaccato e staccato e sembrava risolto ma, dopo qualche ora, è successo di nuovo. Gli ho dato un leggero “colpetto” e allora ha cominciato a caricare a intermittenza, anche senza nessun cavo attaccato.",
    category: 'smartphone',
    cause:
      'residui di carta stagnola/fazzoletto passati in lavatrice finiti nella presa micro-USB; puliti con uno spazzolino',
    keywords: ['presa', 'usb', 'sporcizia', 'residui', 'porta', 'ricarica'],
  },
  {
    id: 'sp-114',
    source: 'http://www.windowsphonesearch.com/2015/07/nokia-lumia-625-touch-stopped-working.html',
    original:
      "Woke up today, searched for my phone, pressed the unlock button, and entered the password - and there was no vibration while touching the screen. I sensed something is wrong with my Nokia Lumia 625 touch. I tried again, in a belief that perhaps my handset is feeling sleepy too. However, it didn't work. So, I went for a soft reset. ... After a soft reset, I still found out that the display touch is not working and I am unable to unlock my phone or pick a call.",
    language: 'en',
    text: 'Stamattina mi sveglio, cerco il telefono, premo il tasto di sblocco e metto la password: niente vibrazione toccando lo schermo. Ho capito che qualcosa non andava col touch del mio Nokia Lumia 625. Ho riprovato, pensando che magari anche il telefono avesse sonno. Ma niente. Allora ho fatto un soft reset. ... Dopo il soft reset il touch dello schermo continuava a non funzionare e non riesco né a sbloccare il telefono né a rispondere a una chiamata.',
    category: 'smartphone',
    cause: 'cavo flat (flex) collegato al touch danneggiato; sostituito dal centro assistenza',
    keywords: ['cavo', 'flat', 'flex', 'touch', 'danneggiato', 'collegamento'],
  },
  {
    id: 'sp-115',
    source: 'https://laptopdoctor.wordpress.com/tag/repair/',
    original:
      'Recently one of my friends brought me bricked Google Nexus 7 tablet. According to his description, he let his device to discharge completely and it wouldn’t turn on nor charge.',
    language: 'en',
    text: "Poco fa un mio amico mi ha portato il suo tablet Google Nexus 7 morto. Da come me l'ha raccontata, l'aveva lasciato scaricare del tutto e non si accendeva più né si caricava.",
    category: 'smartphone',
    cause:
      'batteria scaricata completamente (celle a 0 V) che il tablet non riusciva più a ricaricare; ricaricata direttamente sul connettore della batteria, il tablet è ripartito',
    keywords: ['batteria', 'scarica', 'celle', 'scaricata', 'completamente', 'profonda'],
  },
  {
    id: 'sp-116',
    source: 'https://codeforfun.wordpress.com/2013/01/21/nexus-7-stuck-in-reboot-mode/',
    original:
      'You left your Nexus 7 on all day ... You plug it in and while noticing the familiar black screen, instinctively hold the lock screen button in an attempt to power it on. The Google logo followed multi-colored “X” which is eventually followed the home screen whets your appetite for some advanced Droid play only to hear an unexpected chime followed a power down notice followed by  by static.',
    language: 'en',
    text: "Hai lasciato il Nexus 7 acceso tutto il giorno ... Lo attacchi alla corrente e, vedendo il solito schermo nero, istintivamente tieni premuto il tasto di blocco per accenderlo. Compare il logo Google, poi la “X” multicolore e alla fine la schermata home ti fa venire l'acquolina, ma subito senti un suono inaspettato, poi l'avviso di spegnimento e poi delle interferenze.",
    category: 'smartphone',
    cause:
      'batteria troppo scarica: il tablet tenta di avviarsi e si spegne di continuo; spento dal bootloader e lasciato caricare da spento si è ripreso',
    keywords: ['batteria', 'scarica', 'carica', 'spento', 'bootloader', 'ricaricare'],
  },
  {
    id: 'sp-117',
    source: 'http://androidforums.com/threads/help-s4-speaker-got-wet-now-volume-is-low.746012/',
    original:
      'water spilled near my s4 and water ran up to the bottom 1/4 of the phone and got the speaker wet\n\n    I picked it up only a second later but now the volume during any audio playback is about 50% what it should be and has a distorted sound to it\n\n    how can i fix this?',
    language: 'en',
    text: "mi si è rovesciata dell'acqua vicino all'S4 e l'acqua è arrivata fino al quarto inferiore del telefono e ha bagnato l'altoparlante\n\n    l'ho tirato su appena un secondo dopo ma adesso il volume di qualsiasi audio è circa la metà di quello che dovrebbe essere e il suono è distorto\n\n    come lo sistemo?",
    category: 'smartphone',
    cause:
      "acqua rimasta nell'altoparlante; asciugato con il phon ad aria fredda per 20 minuti il volume è tornato normale",
    keywords: ['acqua', 'altoparlante', 'bagnato', 'umidità', 'asciugare', 'phon'],
  },
  {
    id: 'sp-118',
    source: 'https://www.it-conservations.com/2012/09/oh-boy.html',
    original:
      "my beloved HTC One S went into a reboot loop. Meaning, it would power off, restart and right after the HTC logo reboot again, and again, and again, ... forever.\nDidn't change when connected to power.\nDidn't change when I let the battery run out (which was fairly fast and easy with this behaviour).",
    language: 'en',
    text: "il mio amato HTC One S è entrato in un loop di riavvii. Cioè si spegneva, ripartiva e subito dopo il logo HTC si riavviava di nuovo, e ancora, e ancora, ... all'infinito.\nNon cambiava niente attaccandolo alla corrente.\nNon cambiava niente lasciando scaricare la batteria (cosa che con questo comportamento è stata piuttosto veloce e facile).",
    category: 'smartphone',
    cause:
      'problema software del sistema Android; risolto con il ripristino ai dati di fabbrica dal menu bootloader',
    keywords: ['software', 'ripristino', 'fabbrica', 'reset', 'sistema', 'bootloader'],
  },
  {
    id: 'sp-119',
    source: 'http://www.magahiz.com/frabjous/blog/radioreset.html',
    original:
      "My Treo 270 had been unable to connect to the T-Mobile network since Friday, despite trying different locations, in our house (notably bad for coverage) and I became convinced that it was a problem with the PDA and not with the service. The phone would just sit there indicating Searching for Network but would not get any further, and if I didn't put it back into wireless mode it would rapidly drain the battery. I tried a couple soft and hard resets and found erratic behavior, including Fatal Exceptions during resync",
    language: 'en',
    text: 'Il mio Treo 270 da venerdì non riusciva a collegarsi alla rete T-Mobile, anche provando in posti diversi di casa (dove la copertura è notoriamente scarsa), e mi sono convinto che fosse un problema del palmare e non del servizio. Il telefono restava lì con scritto Ricerca rete ma non andava oltre, e se non lo rimettevo in modalità wireless scaricava la batteria in fretta. Ho provato un paio di reset soft e hard e si comportava in modo strano, con tanto di Fatal Exception durante la risincronizzazione',
    category: 'smartphone',
    cause:
      "stato della radio (modulo GPRS) bloccato; risolto dal supporto Palm con l'utility RadioReset (scarica completa della batteria) e un hard reset",
    keywords: ['radio', 'modulo', 'radioreset', 'reset', 'software', 'gprs'],
  },
  {
    id: 'sp-120',
    source: 'https://tech.kateva.org/2007/09/phone-won-charge-palm-won-sync-scrape.html?m=0',
    original:
      "I recently fixed my wife's Samsung i500 and my battered Palm Tungsten E2*. Her phone wouldn't charge, my Palm wouldn't sync.",
    language: 'en',
    text: 'Di recente ho sistemato il Samsung i500 di mia moglie e il mio malconcio Palm Tungsten E2. Il suo telefono non si caricava, il mio Palm non si sincronizzava.',
    category: 'smartphone',
    cause:
      'sporcizia sui contatti metallici del connettore che bloccava il collegamento; grattati con uno spillo',
    keywords: ['contatti', 'sporcizia', 'connettore', 'sporchi', 'ossidati', 'pulire'],
  },
  {
    id: 'sp-121',
    source: 'https://austinseraphin.net/2011/05/08/fixing-a-waterdamaged-iphone-with-a-hairdryer/',
    original:
      'I got a little on my finger, and when I went to send Mom a message I got a little on my iPhone. I powered it off and wiped it off with a slightly damp non-lint cloth (or paper towel in this case) as per the manual. I powered it on. Nothing. My heart stopped. ... I knew it had switched on because I could hold an AM radio nearby and hear the interference. I then called my iPhone from my landline. To my shock, it rang, and I could hear the “Slide to unlock” message through the earpiece. Once the call ended however it went back to acting silent and broken.',
    language: 'en',
    text: "Me n'è finito un po' sul dito e quando sono andato a mandare un messaggio a mamma ne è finito un po' sull'iPhone. L'ho spento e l'ho pulito con un panno appena umido che non lascia pelucchi (in realtà un tovagliolo di carta), come dice il manuale. L'ho riacceso. Niente. Mi si è fermato il cuore. ... Sapevo che si era acceso perché avvicinando una radio AM sentivo le interferenze. Allora ho chiamato l'iPhone dal fisso. Con mia sorpresa ha squillato, e nell'auricolare sentivo il messaggio “Scorri per sbloccare”. Però finita la chiamata è tornato muto e come rotto.",
    category: 'smartphone',
    cause:
      "umidità entrata nell'iPhone pulendolo con il panno umido; asciugato con il phon è tornato a funzionare",
    keywords: ['umidità', 'acqua', 'bagnato', 'asciugare', 'phon', 'liquido'],
  },
  {
    id: 'sp-123',
    source: 'https://bariseris.wordpress.com/2013/02/08/nokia-lumia-920-proximity-sensor-problem/',
    original:
      'Like some other early 920 adopters, I have hit the proximity sensor problem. I’m referring to the issue where ... the phone refuses to bring the screen on while in a call, preventing to touch even the End Call button. Very annoying and show-stopper class problem.',
    language: 'en',
    text: 'Come altri che hanno preso il 920 appena uscito, mi sono ritrovato col problema del sensore di prossimità. Parlo del problema per cui ... il telefono durante una chiamata non riaccende più lo schermo, così non si riesce a premere neanche il tasto Termina chiamata. Fastidiosissimo, un problema che ti blocca proprio.',
    category: 'smartphone',
    cause:
      "polvere entrata da una fessura nella zona del sensore di prossimità accanto alla fotocamera frontale; l'aria compressa lo risolve solo temporaneamente, telefono sostituito",
    keywords: ['polvere', 'sensore', 'prossimità', 'fessura', 'sporco', 'fotocamera'],
  },
  {
    id: 'sp-124',
    source: 'http://offensivethinking.org/blog/2013/02/09/nexus-4-sim-card-trouble.html',
    original:
      'The Nexus only takes a micro SIM via a tray on the side though, so I used this guide to cut my SIM to the right size ... After cutting it and sanding the edges to make it fit into the tray, I had a bit of trouble sliding the tray back in, but by forcing it a little, it finally slid back. You may already guess where this is going, right? Of course, after switching on the Nexus it just told me “No SIM card found”. The card was also stuck in the tray, no way to get it out by pushing the teensy tiny extraction button',
    language: 'en',
    text: "Il Nexus però prende solo la micro SIM con un carrellino sul lato, quindi ho seguito una guida per tagliare la mia SIM alla misura giusta ... Dopo averla tagliata e limato i bordi per farla entrare nel carrellino, ho fatto un po' di fatica a rimettere dentro il carrellino, ma forzando un po' alla fine è entrato. Avrete già capito come va a finire, vero? Ovviamente, accendendo il Nexus mi diceva solo “Nessuna scheda SIM trovata”. E la scheda era pure incastrata nel carrellino, impossibile tirarla fuori premendo il minuscolo pulsante di estrazione",
    category: 'smartphone',
    cause:
      'SIM tagliata a mano troppo spessa, con una pellicola protettiva rimasta sul chip: non faceva contatto; limato il retro e tolta la pellicola la SIM viene letta',
    keywords: ['sim', 'tagliata', 'spessa', 'pellicola', 'contatto', 'carrellino'],
  },
  {
    id: 'sp-125',
    source: 'https://www.frameworktraining.co.uk/blog/hdfixed',
    original:
      "I've been having some problems with my beloved Desire HD over the last few days with the phone rarely firing up after a battery swap - the phone would only boot normally after removing battery for 20 minutes or so.\n\nWhen the phone would actually boot up it seemed to work fine - SD card accessible via PC, no obvious issues.\n\nMy symptoms on boot/reboot were as follows.\n\nNormal boot - black screen (no screen activity at all), 3 buzzes then flashing amber LED. Phone unresponsive - only pulling the battery stops the flashing light.",
    language: 'en',
    text: "Da qualche giorno ho dei problemi col mio amato Desire HD: dopo un cambio batteria il telefono si accende raramente - partiva normalmente solo dopo aver tolto la batteria per una ventina di minuti.\n\nQuando poi si avviava sembrava funzionare bene - scheda SD leggibile dal PC, nessun problema evidente.\n\nAll'avvio/riavvio i sintomi erano questi.\n\nAvvio normale - schermo nero (nessuna attività sullo schermo), 3 vibrazioni e poi LED arancione lampeggiante. Telefono che non risponde - solo togliendo la batteria la luce smette di lampeggiare.",
    category: 'smartphone',
    cause:
      "tasto del volume (bilanciere) in cortocircuito che bloccava l'avvio; rimosso il tasto il telefono si avvia",
    keywords: ['tasto', 'volume', 'cortocircuito', 'bilanciere', 'pulsante', 'premuto'],
  },
  {
    id: 'sp-126',
    source: 'http://www.sampletheweb.com/2006/12/23/first-blackjack-freakout/',
    original:
      'I changed the battery in my phone, then started it back up, and tried to change the profile from Normal to Meeting. It kept snapping back to Normal. So I restarted the phone again. On boot, the phone froze on the Cingular screen. It was entirely non functional. I removed the battery. Removed the SIM card. Put it all back together. Started it up again to the same effect. Tried several times repeatedly.',
    language: 'en',
    text: "Ho cambiato la batteria del telefono, l'ho riacceso e ho provato a cambiare il profilo da Normale a Riunione. Continuava a tornare su Normale. Allora l'ho riavviato di nuovo. All'avvio il telefono si è bloccato sulla schermata Cingular. Non funzionava più niente. Ho tolto la batteria. Ho tolto la SIM. Ho rimontato tutto. Riacceso, stessa cosa. Ho riprovato più volte di fila.",
    category: 'smartphone',
    cause:
      'blocco del software (sistema) del telefono; risolto con un hard reset ai valori di fabbrica, perdendo i dati',
    keywords: ['software', 'sistema', 'reset', 'fabbrica', 'ripristino', 'blocco'],
  },
  {
    id: 'sp-127',
    source: 'https://gcoupe.wordpress.com/2012/08/14/when-all-else-fails/',
    original:
      'A few days ago, my Nokia Lumia 800 phone suddenly refused to connect to my PC for synchronising. I’d plug it in, but nothing would happen – Windows would not react to the connection, the Zune software would not start, zilch. And when I disconnected the phone, Windows would give me an error saying: “USB device not recognized”. However, the phone would still charge via the connecting cable, so at least something was happening. ... I followed all of this, without any resolution of the problem.',
    language: 'en',
    text: "Qualche giorno fa il mio Nokia Lumia 800 all'improvviso si è rifiutato di collegarsi al PC per sincronizzarsi. Lo attaccavo ma non succedeva niente – Windows non reagiva alla connessione, il programma Zune non partiva, zero. E quando staccavo il telefono, Windows mi dava l'errore: “Dispositivo USB non riconosciuto”. Però col cavo il telefono si caricava, quindi almeno qualcosa succedeva. ... Ho fatto tutto quello che consigliavano, senza risolvere niente.",
    category: 'smartphone',
    cause:
      'cavo micro-USB difettoso (caricava ma non trasmetteva i dati); con un cavo nuovo la sincronizzazione riparte',
    keywords: ['cavo', 'usb', 'difettoso', 'dati', 'sostituire', 'guasto'],
  },
  {
    id: 'sp-128',
    source: 'http://azaquery.blogspot.com/2010/05/nokia-n97-gps-fix.html',
    original:
      'I recently acquired a N97 from one of my work colleagues.  It is exactly the right type of phone for my usage profile, but the N97 is notorious for dodgy GPS connection times.  The one I purchased had this problem.',
    language: 'en',
    text: "Da poco ho preso un N97 da un collega di lavoro. È proprio il telefono giusto per come lo uso io, ma l'N97 è famoso per metterci un'eternità ad agganciare il GPS. Quello che ho comprato aveva proprio questo problema.",
    category: 'smartphone',
    cause:
      "antenna GPS adesiva sulla cover posteriore che faceva un cattivo contatto col pin dorato; sostituita la scocca posteriore con l'antenna",
    keywords: ['antenna', 'gps', 'contatto', 'cover', 'posteriore', 'adesiva'],
  },
  {
    id: 'sp-129',
    source: 'http://andecline.blogspot.com/2014/06/careful-dis-assembly-and-reconstruction.html',
    original:
      'It was submerged in a mountain lake,\nbut for only a few seconds,\nI powered it off immediately.\nI slurped water from its ports.\n\nFor 3 days it lay,\nin bag of rice.\n\nI powered it on,\nand behold it worked great!\n\nBut the down volume button was stucketh on. ... Down button + power on button = safe boot mode.\nThis meant every time the device powered on, it was in safe mode.\nRestricting it to only run factory installed apps.',
    language: 'en',
    text: "È finito sott'acqua in un lago di montagna,\nma solo per pochi secondi,\nl'ho spento subito.\nHo succhiato via l'acqua dalle porte.\n\nPer 3 giorni è rimasto\nin un sacchetto di riso.\n\nL'ho acceso\ned ecco, funzionava benissimo!\n\nMa il tasto volume giù restava premuto. ... Tasto giù + accensione = avvio in modalità provvisoria.\nQuindi ogni volta che si accendeva partiva in modalità provvisoria,\ne faceva girare solo le app di fabbrica.",
    category: 'smartphone',
    cause:
      "residui e ossidazione lasciati dall'acqua sulla scheda e sulla striscia dei tasti (tasto volume giù che risultava sempre premuto); risolto immergendo scheda e striscia tasti in alcol isopropilico al 99%",
    keywords: ['ossidazione', 'residui', 'acqua', 'tasto', 'volume', 'alcol'],
  },
  {
    id: 'sp-130',
    source: 'https://forum.xda-developers.com/t/solved-accelerometer-miscalibration.2803711/',
    original:
      "The accelerometer on my i927 suddenly started acting up 2 days ago. The screen wouldn't rotate, and games that used the accelerometer would constantly veer to the left. I tried everything I could find on the web and even got excessively creative trying to solve this, to no avail... For reference, here's other things I tried that had no effect:\n- Disabling and re-enabling rotation.\n- Shaking the phone and hitting it carefully.\n- Rebooting.\n- Shutting down the phone and removing the battery for 1 hour.\n- All sorts of programs to reset and calibrate the sensors.\n- Flashing the stock ICS ROM.",
    language: 'en',
    text: "L'accelerometro del mio i927 da due giorni ha cominciato all'improvviso a fare i capricci. Lo schermo non ruota più e i giochi che usano l'accelerometro vanno sempre a sinistra. Ho provato tutto quello che ho trovato in rete e mi sono pure inventato soluzioni creative, senza risultato... Per la cronaca, altre cose che ho provato senza nessun effetto:\n- Disattivare e riattivare la rotazione.\n- Scuotere il telefono e dargli dei colpetti con attenzione.\n- Riavviare.\n- Spegnere il telefono e togliere la batteria per un'ora.\n- Ogni genere di app per resettare e calibrare i sensori.\n- Installare la ROM ICS originale.",
    category: 'smartphone',
    cause:
      "file dei dati di calibrazione dell'accelerometro (calibration_data nella partizione /efs) corrotto; rinominato il file e rifatta la calibrazione",
    keywords: ['calibrazione', 'accelerometro', 'sensore', 'file', 'corrotto', 'dati'],
  },
  {
    id: 'sp-131',
    source: 'https://essayboard.com/tag/microsoft/page/3/',
    original:
      'Today, HTC 8X locked up the same way, and I was not able to bring the touchscreen to life even though I did not shy away from using the power button at the top of the smartphone to its full potential.',
    language: 'en',
    text: "Oggi l'HTC 8X si è bloccato allo stesso modo, e non sono riuscito a far ripartire il touchscreen anche se ho usato il tasto di accensione in cima al telefono in tutti i modi possibili.",
    category: 'smartphone',
    cause:
      'blocco del sistema operativo (telefono congelato); risolto con un soft reset (volume giù + accensione tenuti premuti col telefono in carica), senza perdere i dati',
    keywords: ['blocco', 'software', 'reset', 'riavvio', 'sistema', 'congelato'],
  },
  {
    id: 'sp-132',
    source: 'http://isource.com/2008/08/30/dust-in-your-iphonez-clogging-up-your-soundz/',
    original:
      'So my best friend was whining to me the other day about how low I was speaking on my iPhone. ... Later on, another friend called me up (I have more than one friend!) and she told me to speak up some more. I had to start shouting at home (so much for being polite ) just so she could hear me say ‘OK ‘. Obviously something had gone amiss in iPhone Land.',
    language: 'en',
    text: "L'altro giorno il mio migliore amico si lamentava che al telefono parlavo troppo piano con il mio iPhone. ... Poi mi ha chiamato un'altra amica (sì, ho più di un amico!) e anche lei mi ha detto di parlare più forte. In casa dovevo urlare (alla faccia della buona educazione) solo perché mi sentisse dire 'OK'. Evidentemente nel mondo iPhone qualcosa non andava.",
    category: 'smartphone',
    cause:
      "polvere e pelucchi incrostati sotto la griglia del microfono (e dell'altoparlante); liberati i forellini con un ago da cucito",
    keywords: ['polvere', 'microfono', 'griglia', 'pulizia', 'ostruito', 'sporco'],
  },
  {
    id: 'sp-133',
    source: 'http://infobhan.com/archives/283',
    original:
      'This morning, the very button that I was so happy to find on these headphones stopped working. Dismayed, I prepared to make another call to Ms. Support, but first did a little detective work. Since every other person in my office seems to have an iPhone (and a couple even have the HF2s), I grabbed a neighbor’s headset and found that it, too, had a non-functional button when paired with my iPhone but both it and my own headset worked fine on his phone.',
    language: 'en',
    text: "Stamattina ha smesso di funzionare proprio il tasto sul filo degli auricolari che mi piaceva tanto. Sconsolato, stavo per chiamare di nuovo l'assistenza, ma prima ho fatto un po' di indagini. Visto che in ufficio quasi tutti hanno un iPhone (e un paio hanno pure gli stessi auricolari), ho preso le cuffie di un collega e ho visto che anche con le sue il tasto non funzionava sul mio iPhone, mentre sia le sue che le mie funzionavano benissimo sul suo telefono.",
    category: 'smartphone',
    cause:
      'pelucchi infilati in fondo al jack delle cuffie che impedivano il contatto corretto; tolti con una graffetta',
    keywords: ['pelucchi', 'jack', 'cuffie', 'contatto', 'pulizia', 'sporco'],
  },
  {
    id: 'sp-134',
    source: 'https://www.markwilson.co.uk/blog/2008/09/fluff-stops-play.htm',
    original:
      'Bearing that in mind I was disappointed, but not entirely surprised, to find that my the microphone in my iPhone headset was not working last week. I wasn’t sure if the problem was with the headset or the phone itself but I booked an appointment with a “Genius” at my local Apple Store to see if the problem could be identified.',
    language: 'en',
    text: "Detto questo, la settimana scorsa sono rimasto deluso, ma non del tutto sorpreso, quando ho scoperto che il microfono degli auricolari del mio iPhone non funzionava. Non sapevo se il problema fosse negli auricolari o nel telefono, quindi ho prenotato un appuntamento all'Apple Store per farlo controllare.",
    category: 'smartphone',
    cause:
      'pelucchi dentro la presa delle cuffie che impedivano al jack di fare contatto; una volta puliti (anche con aria compressa) tutto funziona',
    keywords: ['pelucchi', 'jack', 'cuffie', 'contatto', 'pulizia', 'presa'],
  },
  {
    id: 'sp-135',
    source: 'http://yortch.blogspot.com/2007/12/',
    original:
      'One day I got a call on my iPhone and I was not able to hear any audio. After a while I figured out I could still hear audio if I put it in speakerphone mode. Next I realized that the play icon was showing up with no audio. I tried pausing/playing music and I could no hear any audio at all.',
    language: 'en',
    text: "Un giorno mi è arrivata una chiamata sull'iPhone e non sentivo niente. Dopo un po' ho capito che sentivo solo se mettevo il vivavoce. Poi ho notato che l'icona di riproduzione c'era ma l'audio no. Ho provato a mettere in pausa e far ripartire la musica e non si sentiva proprio niente.",
    category: 'smartphone',
    cause:
      "sporcizia nel jack delle cuffie che inganna il rilevatore: il telefono crede che le cuffie siano inserite e manda lì l'audio; risolto pulendo il jack (temporaneamente inserendo e togliendo le cuffie più volte)",
    keywords: ['jack', 'cuffie', 'sporco', 'rilevamento', 'pulizia', 'audio'],
  },
];
