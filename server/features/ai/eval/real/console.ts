import type { RealCase } from './types.ts';

/** Real reports about console (issue 24): see types.ts for what each field holds. */
export const CASES: RealCase[] = [
  {
    id: 'co-001',
    source: 'http://captainorange.blogspot.com/2010/04/ps3-and-yellow-light-of-death-ylod.html',
    original:
      "Sometime last year, Dad went to turn on his Playstation 3 and was greeted by the infamous Yellow Light Of Death. It's tough to find a good description of what the YLOD is, but this forum thread is somewhat comprehensive. Essentially, the PS3 does nothing but show a single LED. Apparently there are a number of possible causes. Dad had just bought a new game it was stuck in the Blue-Ray player and no amount of coaxing was getting it out.",
    language: 'en',
    text: 'L’anno scorso mio padre è andato ad accendere la sua Playstation 3 e si è trovato davanti la famigerata Yellow Light Of Death. È difficile trovare una spiegazione decente di cosa sia la YLOD, ma questo thread sul forum è abbastanza completo. In pratica la PS3 non fa altro che mostrare un solo LED. A quanto pare le cause possibili sono diverse. Papà aveva appena comprato un gioco nuovo, era rimasto incastrato nel lettore Blu-Ray e non c’era verso di tirarlo fuori.',
    category: 'console',
    cause: 'Saldature dei chip sulla scheda madre della PS3 (YLOD), risolto con il reflow a pistola termica',
    keywords: ['saldature', 'reflow', 'scheda', 'chip', 'calore'],
  },
  {
    id: 'co-002',
    source: 'http://blog.jacobshome.org/2008/05/mr-fix-it-strikes-again.html',
    original:
      "After we'd had dinner and put the kids to bed, I hooked up the machine and turned it on to begin testing it out. I tested a music CD, a Playstation 1 game, the new PS2 game, a very old DVD with few special features, and a dual-layer DVD. Every different type of disc gave me a Disc Read Error, except for the Dual-layer DVD.",
    language: 'en',
    text: 'Dopo cena, messi a letto i bambini, ho collegato la PS2 e l’ho accesa per iniziare a provarla. Ho provato un CD musicale, un gioco PlayStation 1, il gioco PS2 nuovo, un DVD molto vecchio con pochi contenuti speciali e un DVD dual-layer. Ogni tipo di disco mi dava Disc Read Error, tranne il DVD dual-layer.',
    category: 'console',
    cause: 'Lente del laser sporca, risolto pulendo la lente (senza toccare la regolazione)',
    keywords: ['lente', 'laser', 'pulizia', 'sporca', 'lettore'],
  },
  {
    id: 'co-003',
    source: 'http://mikecalderon.blogspot.com/2003/09/ever-think-of-repairing-something-you.html',
    original:
      "I don't know if many of you out there own a PS2, but if you do, you might be having the same problem I had. Brand spanking new DVD's wouldn't play in the PS2, giving the error of DISC READ ERROR on more times than I would have wanted.",
    language: 'en',
    text: 'Non so quanti di voi abbiano una PS2, ma se ce l’avete magari avete il mio stesso problema. DVD nuovi di zecca non partivano nella PS2, mi dava l’errore DISC READ ERROR molte più volte di quanto avrei voluto.',
    category: 'console',
    cause:
      'Laser fuori distanza/posizione rispetto al disco, risolto regolando l’impostazione del laser nel carrello',
    keywords: ['laser', 'regolazione', 'ingranaggio', 'lettore', 'allineamento'],
  },
  {
    id: 'co-004',
    source: 'http://thrustlabs.com/blog/2006/10/30/getting-the-ps2-to-read-blue-discs/',
    original:
      'A few months back, I bought a copy of the “has to be awesome” Intellivision Lives! disc for the PS2 at the local used game shop. Sadly, it didn’t work, and I had to return it, attributing it to a bad used disc. This weekend, I stopped at a game shop while visiting my folks and found the same game, so I snapped it up. When I got home, it wouldn’t work either. The PS2 made a horrible crunking noise and eventually gave up with a “disc read error.”',
    language: 'en',
    text: 'Qualche mese fa ho comprato per la PS2 una copia di Intellivision Lives! al negozio dell’usato sotto casa. Purtroppo non funzionava e l’ho dovuta restituire, pensando fosse un disco usato rovinato. Questo weekend, passando dai miei, mi sono fermato in un negozio di giochi e ho trovato lo stesso gioco, quindi l’ho preso al volo. Arrivato a casa, non funzionava neanche quello. La PS2 faceva un rumoraccio tipo crunch e alla fine si arrendeva con un “disc read error”.',
    category: 'console',
    cause:
      'Laser della PS2 disallineato (angolo laser/disco), risolto regolando l’angolo con l’ingranaggio del carrello',
    keywords: ['laser', 'angolo', 'regolazione', 'allineamento', 'lettore'],
  },
  {
    id: 'co-005',
    source: 'https://blogellis.blogspot.com/2008/04/dont-forget-to-bring-towel.html',
    original:
      "My Xbox 360 is in it's 3rd year of entertaining me now and has been great at doing so, what with all it's Fifas, CODs and Guitar Heros. Unfortunately it has recently been reluctant to do anything in it's old age and instead of displaying glorious High-Def gaming on my screen, it display the \"red ring of death\" around it's power button.",
    language: 'en',
    text: 'La mia Xbox 360 mi fa divertire ormai da tre anni e l’ha sempre fatto benissimo, tra Fifa, COD e Guitar Hero. Purtroppo ultimamente, con l’età, non ne vuole più sapere di fare niente e invece di mostrarmi i giochi in alta definizione sullo schermo mi mostra il “red ring of death” attorno al tasto di accensione.',
    category: 'console',
    cause:
      'Saldature incrinate sotto i chip della scheda (RROD), tornate a contatto surriscaldando la console avvolta negli asciugamani',
    keywords: ['saldature', 'surriscaldamento', 'scheda', 'chip', 'calore'],
  },
  {
    id: 'co-006',
    source: 'https://blogs.technet.microsoft.com/robert_hensing/2007/03/21/personal-jesus/',
    original:
      'a few days ago (3 days ago exactly) my Xbox 360 died for no apparent reason. I bought it in December 2005 and a few days ago my son yelled downstairs and asked me what it means when you turn on the 360 and you get 3 flashing red lights.',
    language: 'en',
    text: 'qualche giorno fa (3 giorni fa esatti) la mia Xbox 360 è morta senza un motivo apparente. L’avevo comprata a dicembre 2005 e qualche giorno fa mio figlio mi ha urlato dal piano di sotto chiedendomi cosa vuol dire quando accendi la 360 e ti escono 3 luci rosse lampeggianti.',
    category: 'console',
    cause:
      'Saldature dei chip staccate (RROD), ripristinate surriscaldando la console avvolta negli asciugamani (towel trick)',
    keywords: ['saldature', 'surriscaldamento', 'chip', 'scheda', 'calore'],
  },
  {
    id: 'co-007',
    source: 'https://blog.erwintang.com/2016/11/quick-repairs/',
    original:
      'I hit the power button, turned on the TV, and waited for the 360 to boot up. I saw about a second of the dashboard appear on my TV before the 360 abruptly shut down. I looked over and there were two flashing red lights on the console. While not great, at least it wasn’t the infamous three flashing red lights, also known as the “red ring of death“. I turned it off and then turned it back on again, a problem solving technique used across the globe. It immediately went to two flashing read lights again. I tried this about five more times with no change in outcome.',
    language: 'en',
    text: 'Ho premuto il tasto di accensione, acceso la TV e aspettato che la 360 partisse. Ho visto la dashboard sulla TV per circa un secondo e poi la 360 si è spenta di colpo. Ho guardato e sulla console c’erano due luci rosse lampeggianti. Non il massimo, ma almeno non erano le famigerate tre luci rosse, il “red ring of death”. L’ho spenta e riaccesa, la tecnica di risoluzione problemi usata in tutto il mondo. È tornata subito con le due luci rosse lampeggianti. Ho riprovato altre cinque volte circa, sempre uguale.',
    category: 'console',
    cause:
      'Pasta termica della CPU seccata dopo anni, surriscaldamento; risolto sostituendo la pasta termica',
    keywords: ['pasta', 'termica', 'surriscaldamento', 'cpu', 'dissipatore'],
  },
  {
    id: 'co-008',
    source: 'https://boekhoch.blogspot.com/2010/12/power-to-ds.html',
    original:
      "Timothy's Nintendo DS Lite had stopped working .. no reaction to the power button with both screens remaining dark (and no sounds).",
    language: 'en',
    text: 'Il Nintendo DS Lite di Timothy ha smesso di funzionare... nessuna reazione al tasto di accensione, tutti e due gli schermi restano neri (e nessun suono).',
    category: 'console',
    cause: 'Interruttore di accensione rotto (linguetta spezzata), sostituito l’interruttore',
    keywords: ['interruttore', 'accensione', 'rotto', 'linguetta', 'sostituzione'],
  },
  {
    id: 'co-009',
    source: 'https://khromov.wordpress.com/tag/nintendo/',
    original:
      'A while ago I dropped my DS Lite on the floor. It wasn’t a particularly long fall, but it landed completely flat, and it really didn’t sound good when it fell. Much to my dismay, after this incident it did not start again. Sliding the power switch did absolutely nothing. Trying to charge it there was no light at all, and it did not turn on with the charger plugged in.',
    language: 'en',
    text: 'Un po’ di tempo fa mi è caduto il DS Lite per terra. Non è stata una caduta particolarmente alta, ma è atterrato completamente piatto e il rumore non prometteva niente di buono. Con mio grande dispiacere, dopo questo incidente non si è più acceso. Spostando l’interruttore di accensione non succedeva assolutamente niente. Provando a caricarlo non si accendeva nessuna luce, e non si accendeva nemmeno con il caricatore attaccato.',
    category: 'console',
    cause: 'Fusibile (componente SMD) staccatosi dalla scheda nella caduta, risaldato al suo posto',
    keywords: ['fusibile', 'saldatura', 'scheda', 'caduta', 'componente'],
  },
  {
    id: 'co-010',
    source: 'http://kfcblog.blogspot.com/2008/06/how-i-fixed-my-nintendo-ds-lites-broken.html',
    original:
      "After removing the back case and looking at the switch which the left shoulder button presses, I couldn't see any defect or any blockage preventing the pressing. I next proceeded to do testing on the switch itself without the left shoulder button and found that I needed to press harder compared to my working right shoulder button to activate it.",
    language: 'en',
    text: 'Ho tolto il guscio posteriore del DS Lite e guardato il microinterruttore che viene premuto dal tasto dorsale sinistro, ma non vedevo nessun difetto né niente che bloccasse la pressione. Poi ho provato l’interruttore direttamente, senza il tasto L, e ho visto che dovevo premere molto più forte rispetto al tasto dorsale destro, che funziona, per farlo scattare.',
    category: 'console',
    cause:
      'Microinterruttore del tasto L troppo duro, risolto inserendo uno spessore di cartoncino sotto il gommino',
    keywords: ['interruttore', 'tasto', 'spessore', 'pulsante', 'contatto'],
  },
  {
    id: 'co-011',
    source: 'https://retrorevival.ca/2022/03/31/crimson-nintendo-ds-lite-first-look',
    original:
      "As it came to me, the DS cartridge slot would not read games and it was marked as 'For parts'. […] Bent pins would be a sure indicator that it wasn't going to work, and if there was anything gumming up the slot there would be no point in putting a cartridge in and compounding the problem. […] With the visual all clear, I inserted a cartridge to see if anything would come up, but the problem was confirmed, the cartridge was not being read.",
    language: 'en',
    text: 'Il DS Lite mi è arrivato così: lo slot delle cartucce DS non leggeva i giochi ed era segnato “per pezzi di ricambio”. […] Pin piegati sarebbero stati un segno sicuro che non avrebbe funzionato, e se ci fosse stato qualcosa a impastare lo slot non avrebbe avuto senso inserire una cartuccia e peggiorare le cose. […] Visto che a occhio era tutto a posto, ho inserito una cartuccia per vedere se compariva qualcosa, ma il problema era confermato: la cartuccia non veniva letta.',
    category: 'console',
    cause: 'Contatti dello slot cartucce sporchi/ossidati, risolto con spray pulisci-contatti',
    keywords: ['contatti', 'slot', 'cartuccia', 'pulizia', 'ossidati'],
  },
  {
    id: 'co-012',
    source: 'https://alex.mordue.co.uk/blog/?p=70',
    original:
      'I have a load of old consoles lying around, including a SNES with a pile of games I picked up cheaply after the N64 released. While all the games worked perfectly 15 years ago, trying them again now, some would do nothing other than display a black screen when the console was powered up.',
    language: 'en',
    text: 'Ho un sacco di vecchie console in giro, tra cui uno SNES con una pila di giochi presi a poco dopo l’uscita del N64. Quindici anni fa tutti i giochi funzionavano perfettamente, ma riprovandoli adesso alcuni all’accensione della console non fanno altro che mostrare uno schermo nero.',
    category: 'console',
    cause: 'Contatti delle cartucce sporchi/corrosi, puliti con alcol e carta abrasiva finissima',
    keywords: ['contatti', 'cartuccia', 'corrosione', 'pulizia', 'sporchi'],
  },
  {
    id: 'co-013',
    source: 'https://g33k-it.blogspot.com/2012/01/xbox-360-controller-revive.html',
    original:
      'After plugging it in, I noticed the buttons are all sticky and the "a" button doesn\'t even work.',
    language: 'en',
    text: 'Dopo averlo collegato, ho notato che i tasti del controller Xbox 360 sono tutti appiccicosi e il tasto “A” non funziona proprio.',
    category: 'console',
    cause:
      'Tasti sporchi e gommino (cupola in gomma) del tasto A rovinato: pulizia e sostituzione del gommino',
    keywords: ['gommino', 'membrana', 'tasto', 'pulizia', 'sporco'],
  },
  {
    id: 'co-014',
    source: 'http://www.tweak3d.net/articles/controllers/2.shtml',
    original:
      'My Xbox controller occasionally had issues during Halo 2, particularly a sticking A button. Also, the right trigger was much harder to push than the left and sometimes the right analog stick did weird stuff.',
    language: 'en',
    text: 'Il mio controller Xbox ogni tanto dava problemi durante Halo 2, soprattutto il tasto A che restava incastrato. In più il grilletto destro era molto più duro da premere del sinistro e a volte lo stick analogico destro faceva cose strane.',
    category: 'console',
    cause: 'Sporco e incrostazioni dentro il controller, risolto smontandolo e lavando i pezzi',
    keywords: ['sporco', 'pulizia', 'tasti', 'incrostazioni', 'lavaggio'],
  },
  {
    id: 'co-015',
    source: 'https://intellivisiononline.forumotion.com/t306-cable-strain-reliefs',
    original:
      'He wanted to play racers on the Xbox platform, and I pulled out an original Microsoft duke controller, along with a Pelican brand 3rd party controller. We were in the midst of one game, and he said he was unable to control his car. I paused, grabbed the Pelican controller he was using, and sure enough no buttons or directional inputs were registering. Since it worked fine to start the game, I suspected a dead short or solder joint loose inside.',
    language: 'en',
    text: 'Mio nipote voleva giocare a giochi di corse sulla Xbox, e ho tirato fuori un controller originale Microsoft “Duke” e un controller compatibile marca Pelican. Eravamo a metà partita e mi dice che non riesce a controllare la macchina. Metto in pausa, prendo il controller Pelican che stava usando e in effetti né i tasti né le direzioni venivano registrati. Visto che all’inizio della partita funzionava, ho pensato a un corto o a una saldatura staccata dentro.',
    category: 'console',
    cause: 'Calza di massa del cavo spezzata all’altezza del pressacavo, risaldata con un filo di ponte',
    keywords: ['cavo', 'filo', 'spezzato', 'saldatura', 'pressacavo'],
  },
  {
    id: 'co-016',
    source: 'https://www.kotaku.com.au/2013/11/good-news-about-our-once-broken-ps4/',
    original:
      'After I got my unit, I brought it to the office, we hooked it up, and found that it wasn’t working. It powered on, but it didn’t emit any video or audio signal successfully to a TV. We tried various monitors and wires and eventually a second PS4 that a colleague brought to the office.',
    language: 'en',
    text: 'Appena ricevuta la PS4 l’ho portata in ufficio, l’abbiamo collegata e abbiamo scoperto che non funzionava. Si accendeva, ma alla TV non arrivava nessun segnale video né audio. Abbiamo provato vari monitor e cavi e alla fine anche una seconda PS4 portata da un collega.',
    category: 'console',
    cause:
      'Contatto metallico piegato/ostruzione dentro la porta HDMI della console; sistemato il connettore, il segnale è tornato',
    keywords: ['hdmi', 'porta', 'pin', 'piegato', 'connettore'],
  },
  {
    id: 'co-017',
    source:
      'https://quantrimang.top/profile/jamesh-42/blog/fixing-a-broken-trigger-in-a-ps3-controller/25878833',
    original:
      "Recently I managed to break one of the triggers in a PS3 controller such that it wouldn't spring back properly after pressing it.",
    language: 'en',
    text: 'Di recente sono riuscito a rompere uno dei grilletti di un controller PS3: dopo averlo premuto non torna più su come dovrebbe.',
    category: 'console',
    cause:
      'Molla di ritorno del grilletto spezzata, sostituita (con la molla dello sportellino di un floppy)',
    keywords: ['molla', 'grilletto', 'ritorno', 'rotta', 'sostituzione'],
  },
  {
    id: 'co-018',
    source:
      'https://baudattitude.com/2012/05/06/ive-mended-something-again-also-unexpected-uses-for-a-potholder/',
    original:
      'As I mentioned about a month ago, my PS3 stopped reading discs. This was vexing for a couple of reasons, but primarily because it was a launch 60GB PS3 with PS2 backwards compatibility.',
    language: 'en',
    text: 'Come dicevo un mese fa, la mia PS3 ha smesso di leggere i dischi. Una bella seccatura per un paio di motivi, ma soprattutto perché è una PS3 60GB di lancio, quella retrocompatibile con la PS2.',
    category: 'console',
    cause: 'Modulo laser (pickup ottico) del lettore Blu-ray guasto, sostituito',
    keywords: ['laser', 'lettore', 'ottica', 'sostituzione', 'bluray'],
  },
  {
    id: 'co-019',
    source: 'https://yooknohoo.wordpress.com/2012/07/22/dismantling-the-system/',
    original:
      'The problem in question being an issue where a game on disc only plays for about 30 minutes before the Blu-ray drive starts buzzing and eventually the game freezes. Drive noises and interrupted games aren’t all, though – the system has to have the power button held down for 30 seconds to turn the system off, then the eject button has to be pressed before turning the system on in order to get the disc out. When the disc does come back out, eventually some noticeable circular scratch marks show up near the middle on the label side.',
    language: 'en',
    text: 'Il problema della mia PS3 slim è che un gioco su disco va solo per una mezz’ora, poi il lettore Blu-ray inizia a ronzare e alla fine il gioco si blocca. E non ci sono solo i rumori del lettore e i giochi interrotti: devo tenere premuto il tasto di accensione per 30 secondi per spegnerla, poi devo premere eject prima di riaccenderla per riuscire a tirare fuori il disco. E quando il disco esce, col tempo compaiono dei graffi circolari ben visibili vicino al centro, sul lato dell’etichetta.',
    category: 'console',
    cause:
      'Grumi di polvere e scaglie di vernice dentro il lettore Blu-ray tra laser e disco; risolto aprendo e pulendo il lettore',
    keywords: ['polvere', 'lettore', 'pulizia', 'sporco', 'laser'],
  },
  {
    id: 'co-020',
    source: 'https://metallman.com/2011/01/fixed-my-first-ps3-and-owner-let-me.html',
    original:
      "Several months later, he happens to score a free PS3 console. He's never owned one so he's giddy, the problem is that it doesn't turn on. He then decides to bring it to me and gives me a rundown of what's wrong, \"I turn on the PS3. It beeps a few times, then turns off\".",
    language: 'en',
    text: 'Qualche mese dopo un mio collega rimedia una PS3 gratis. Non ne aveva mai avuta una quindi è tutto contento, il problema è che non si accende. Allora me la porta e mi spiega cosa non va: “Accendo la PS3, fa qualche bip e poi si spegne”.',
    category: 'console',
    cause:
      'Pasta termica secca e saldature dei chip difettose (YLOD); risolto con reflow della scheda madre e pasta termica nuova',
    keywords: ['pasta', 'termica', 'reflow', 'saldature', 'scheda'],
  },
  {
    id: 'co-021',
    source: 'http://www.philbryden.co.uk/2021/07/',
    original:
      'The Playstation was given to me as ‘faulty’ a few years ago. At the time, I tried putting in a known working HDD, but the console refused to switch on. […] If I switched the console on it, it would switch off again in an instant. There’s a small red led but nothing else.',
    language: 'en',
    text: 'La PS3 fat me l’hanno regalata come “guasta” qualche anno fa. All’epoca avevo provato a metterci un hard disk sicuramente funzionante, ma la console si rifiutava di accendersi. […] Se la accendevo si rispegneva in un istante. C’è un piccolo led rosso e nient’altro.',
    category: 'console',
    cause: 'Saldature sotto CPU e GPU, risolto con reflow ad aria calda dei due chip',
    keywords: ['reflow', 'saldature', 'cpu', 'gpu', 'scheda'],
  },
  {
    id: 'co-022',
    source: 'https://www.whitedog.co.uk/x-box-series-x-failed-component-repair/',
    original:
      'Todays headscratcher is an Xbox Series X that a trade customer brought into us that wouldn’t power up, after trying the usual power lead and power supply replacement with no result it was time to take a closer look at the 2 boards that make the Xbox Series X work.',
    language: 'en',
    text: 'Oggi rompicapo: una Xbox Series X che un cliente ci ha portato perché non si accendeva; dopo aver provato il solito cambio del cavo di alimentazione e dell’alimentatore senza risultato, era il momento di guardare più da vicino le 2 schede che fanno funzionare la Series X.',
    category: 'console',
    cause: 'Condensatore in cortocircuito sulla scheda, individuato al microscopio e sostituito',
    keywords: ['condensatore', 'cortocircuito', 'scheda', 'componente', 'sostituzione'],
  },
  {
    id: 'co-023',
    source: 'https://bldl.de/?cat=3',
    original:
      'One of my XBOX One controllers didn’t turn on anymore. This seems to be a common problem for the earlier models.',
    language: 'en',
    text: 'Uno dei miei controller XBOX One non si accende più. Sembra un problema comune sui primi modelli.',
    category: 'console',
    cause: 'Transistor, diodo zener e condensatore bruciati sulla scheda del controller, sostituiti',
    keywords: ['transistor', 'diodo', 'condensatore', 'bruciato', 'scheda'],
  },
  {
    id: 'co-024',
    source: 'https://kotaku.com/my-beautiful-perfect-children-discovered-a-way-to-fit-1821916606',
    original:
      'For the past year, my original Xbox One hasn’t been working properly.\nSpecifically, it won’t accept discs. DVDs, Blu-rays, games—they won’t even go into the slot.\nDigital games and streaming content work fine',
    language: 'en',
    text: 'È da un anno che la mia Xbox One (il primo modello) non funziona bene. Nello specifico non accetta i dischi: DVD, Blu-ray, giochi, non entrano proprio nella fessura. I giochi digitali e lo streaming vanno benissimo.',
    category: 'console',
    cause: 'Due dischi incastrati insieme dentro il lettore Blu-ray (infilati dai bambini)',
    keywords: ['dischi', 'incastrati', 'lettore', 'bloccato', 'estraneo'],
  },
  {
    id: 'co-025',
    source: 'https://www.fwaggle.org/2020/07/xbox-resurrected/',
    original: 'A while back, my original Xbox died while I was trying to load a game',
    language: 'en',
    text: 'Un po’ di tempo fa la mia Xbox originale (la prima) è morta mentre cercavo di caricare un gioco.',
    category: 'console',
    cause: 'Condensatori elettrolitici gonfi attorno alla CPU, sostituiti',
    keywords: ['condensatori', 'gonfi', 'scheda', 'sostituzione', 'cpu'],
  },
  {
    id: 'co-026',
    source: 'http://bytecrafter.blogspot.com/2009/07/fixing-xbox-360-s-grinding-noise-tray.html',
    original:
      'When I put a game in, the drive made the most horrible grinding noise. On top of that, the drive would not stay closed. The tray would almost always eject seconds after being closed.',
    language: 'en',
    text: 'Quando metto un gioco nella Xbox 360 il lettore fa un rumore di sfregamento orribile. In più il cassetto non resta chiuso: quasi sempre si riapre pochi secondi dopo averlo chiuso.',
    category: 'console',
    cause: 'Magnete del pressore (clamp) del disco scollato nel lettore, reincollato',
    keywords: ['magnete', 'lettore', 'scollato', 'colla', 'disco'],
  },
  {
    id: 'co-027',
    source:
      'https://bordersdown.net/threads/129085-Faulty-N64-cartridge-not-fixed-after-cleaning-contacts-any-tips-for-repair?s=f2abe6ff15721c39a744e855773c963a',
    original:
      "Imported a copy of Ocarina of Time about 6 months ago from eBay US and it's sat at my dad's since then. Tried booting it up today and I just get a black screen. Obviously far too late to claim a return... is there anything I can do to fix it? I tried cleaning the contacts with isopropyl but no luck, and I don't really know what else to try.",
    language: 'en',
    text: 'Ho importato una copia di Ocarina of Time da eBay USA circa 6 mesi fa ed è rimasta a casa di mio padre da allora. Oggi ho provato ad avviarla sul N64 e ho solo uno schermo nero. Ovviamente è troppo tardi per chiedere il reso... posso fare qualcosa per sistemarla? Ho provato a pulire i contatti con alcol isopropilico ma niente, e non so bene cos’altro provare.',
    category: 'console',
    cause:
      'Il 64DD collegato sotto la console impediva l’avvio del gioco; staccato l’accessorio, la cartuccia funziona',
    keywords: ['64dd', 'accessorio', 'espansione', 'collegato', 'incompatibilita'],
  },
  {
    id: 'co-028',
    source: 'https://redlib.fmhy.net/r/GamecubeHacks?after=t3_1ejm1v7',
    original:
      'I had a gentleman send in his GameCube console for repair. At first, the primary issue was that it was not reading discs. Upon receipt of his GameCube, I began my troubleshooting by attempting to play a game. Sure enough, the GameCube was not reading discs. I then left the GameCube powered on for a while to allow it to warm up. Once the GameCube was warmed up, it began to read discs as normal.',
    language: 'en',
    text: 'Un signore mi ha spedito il suo GameCube da riparare. Il problema principale era che non leggeva i dischi. Appena arrivato ho iniziato le prove cercando di avviare un gioco, e infatti il GameCube non leggeva i dischi. Poi l’ho lasciato acceso per un po’ perché si scaldasse, e una volta caldo ha iniziato a leggere i dischi normalmente.',
    category: 'console',
    cause: 'Condensatori esauriti sulla scheda del lettore ottico, sostituiti',
    keywords: ['condensatori', 'lettore', 'scheda', 'sostituzione', 'ottico'],
  },
  {
    id: 'co-029',
    source: 'http://www.eemuseum.it/?p=2562',
    original:
      'l problema si manifesta appunto con i led frontali che formano un bell’anello lampeggiante con la console da rispedire a Microsoft per la sostituzione. […] Peccato che io, early adopter che ha acquistato la console al day-one, ho riscontrato il difetto solo questo natale, quindi dopo quattro anni abbondanti dall’acquisto. […] mi sono trovato di fronte al problema di come resuscitare la mia amata 360.',
    language: 'it',
    text: 'l problema si manifesta appunto con i led frontali che formano un bell’anello lampeggiante con la console da rispedire a Microsoft per la sostituzione. […] Peccato che io, early adopter che ha acquistato la console al day-one, ho riscontrato il difetto solo questo natale, quindi dopo quattro anni abbondanti dall’acquisto. […] mi sono trovato di fronte al problema di come resuscitare la mia amata 360.',
    category: 'console',
    cause:
      'Saldature dei chip rovinate dagli sbalzi termici (RROD); il metodo dell’asciugamano (surriscaldamento) l’ha fatta ripartire per qualche giorno',
    keywords: ['saldature', 'surriscaldamento', 'chip', 'calore', 'reballing'],
  },
  {
    id: 'co-030',
    source: 'http://monsonb.blogspot.com/2013/05/seeing-light.html',
    original:
      'I slid in four (!) double A batteries in my original Game Boy, and fired it up for a trip down memory lane. I was disappointed to see that the screen had developed several vertical black lines running down the screen.',
    language: 'en',
    text: 'Ho messo quattro (!) pile stilo nel mio Game Boy originale e l’ho acceso per un tuffo nei ricordi. Che delusione: sullo schermo sono comparse diverse righe nere verticali che lo attraversano dall’alto in basso.',
    category: 'console',
    cause:
      'Cattivo contatto tra la striscia di collegamento (flat) e il display LCD, risolto passando la punta calda del saldatore sulla striscia',
    keywords: ['display', 'flat', 'contatto', 'saldatore', 'striscia'],
  },
  {
    id: 'co-031',
    source: 'http://samzasylum.blogspot.com/2015/05/gameboy-color-speaker-repair.html',
    original:
      "After weeks of researching why I wasn't getting any sound from the speaker in my Gameboy Color, I've finally figured it out. The most common answer spewed out haphazardly was to change the speaker, but being the type of person who will test the most common answer as a theory, rather than accept it as fact, I proved that wasn't the case for my particular GBC. […] I know my speaker works because I tested it in another GBC, just to be sure that I didn't need to change the speaker.",
    language: 'en',
    text: 'Dopo settimane a cercare perché dall’altoparlante del mio Game Boy Color non usciva nessun suono, finalmente ho capito. La risposta più comune, sparata a caso, era di cambiare l’altoparlante, ma io sono uno che la risposta più comune la verifica invece di prenderla per buona, e ho dimostrato che nel mio GBC non era quello. […] So che l’altoparlante funziona perché l’ho provato su un altro GBC, giusto per essere sicuro di non doverlo cambiare.',
    category: 'console',
    cause:
      'Interruttore interno del jack cuffie ossidato, non chiudeva il contatto verso l’altoparlante; pulito',
    keywords: ['jack', 'cuffie', 'interruttore', 'ossidato', 'contatto'],
  },
  {
    id: 'co-032',
    source: 'http://www.blairkelly.ca/2012/03/15/a-wii-power-supply-problem/',
    original:
      "In her hard-earned leisure time, my wife occasionally enjoys playing on our Wii system. She came to me the other day and said it wouldn't turn on. I had a look and indeed the Wii appeared to be deceased, so I removed it to my office. First I plugged in the power supply and checked the leads with my multimeter. No voltage.",
    language: 'en',
    text: 'Nel suo meritato tempo libero mia moglie ogni tanto gioca con la nostra Wii. L’altro giorno mi ha detto che non si accendeva. Ho dato un’occhiata e in effetti la Wii sembrava morta, quindi l’ho portata nel mio studio. Per prima cosa ho collegato l’alimentatore e misurato i contatti col multimetro. Nessuna tensione.',
    category: 'console',
    cause:
      'Alimentatore esterno della Wii andato in protezione; resettato lasciandolo scollegato a scaricarsi (e cortocircuitando i pin)',
    keywords: ['alimentatore', 'protezione', 'reset', 'scollegato', 'tensione'],
  },
  {
    id: 'co-033',
    source: 'https://damonkohler.com/2009/07/broken-wii-power-supply.html',
    original:
      "First the PC, then the Xbox 360, then the PlayStation, and finally I tried turning on my Wii and nothing happened. No lights, no sounds, nothing.\n\nSo, I started troubleshooting:\n  • Check the connections to the Wii; looks good.\n  • Change the surge protector socket it's plugged into; no change.\n  • Reset the surge protector; still nothing.\n  • Measured the voltage in the socket (any excuse to use my fancy new volt meter); a solid 110V.\n  • Measured the voltage from the power supply; a solid 0V.",
    language: 'en',
    text: 'Prima il PC, poi la Xbox 360, poi la PlayStation e alla fine ho provato ad accendere la Wii e non è successo niente. Nessuna luce, nessun suono, niente. Allora ho iniziato a fare prove: controllato i collegamenti della Wii, sembrano a posto. Cambiata presa della ciabatta, nessun cambiamento. Resettata la ciabatta, ancora niente. Misurata la tensione della presa a muro: 110V belli stabili. Misurata la tensione in uscita dall’alimentatore: 0V stabili.',
    category: 'console',
    cause:
      'Alimentatore della Wii bloccato in protezione, non guasto: tornato a funzionare dopo essere rimasto scollegato a lungo',
    keywords: ['alimentatore', 'protezione', 'reset', 'scollegato', 'tensione'],
  },
  {
    id: 'co-034',
    source:
      'https://gbatemp.net/threads/switch-not-charging-or-fully-booting-on-ofw-next-debugging-steps.543470/',
    original:
      "After not using the Switch for several months, it would not charge using the official charger or dock.\nThe Switch pulls 0.6 Watts when plugged in directly to the charger and when the dock is used causes the green light to blink rapidly.\n\nUpon manually charging the battery and starting the Switch normally, I get 'Error Code: 2101-0001' after the Switch logo.",
    language: 'en',
    text: 'Dopo non aver usato la Switch per diversi mesi, non si carica più né col caricatore ufficiale né col dock. Attaccata direttamente al caricatore assorbe 0,6 W, e nel dock fa lampeggiare velocemente la luce verde. Caricando la batteria a mano e avviando la Switch normalmente, dopo il logo Switch mi dà “Error Code: 2101-0001”.',
    category: 'console',
    cause:
      'Chip di gestione ricarica USB-C M92T36 guasto (condensatore vicino in corto); sostituito il chip la console si avvia e carica',
    keywords: ['m92t36', 'chip', 'ricarica', 'condensatore', 'corto'],
  },
  {
    id: 'co-035',
    source: 'http://www.subtleimages.com/blog/2005/11/now-playing-ico.html',
    original:
      'I bought my own copy from BJ\'s Wholesale for less than $13. Upon loading the game into my PS2, I almost had a heart attack when I heard grinding noises as the PS2 reads the disc, and I get "Disc Error" messages despite repeated loading and unloading.\nI swapped the SotC game back to the disc tray and it loaded fine.',
    language: 'en',
    text: 'Mi sono comprato una copia di Ico per meno di 13 dollari. Quando l’ho caricato nella PS2 mi è quasi venuto un infarto: sentivo rumori di sfregamento mentre la PS2 leggeva il disco e mi dava “Disc Error” nonostante lo togliessi e rimettessi più volte. Ho rimesso nel cassetto il disco di Shadow of the Colossus e quello partiva senza problemi.',
    category: 'console',
    cause:
      'La PS2 fatica a leggere i giochi su CD-ROM (disco a fondo blu); risolto col trucco delle due strisce di scotch vicino al foro del disco (questione di spessore)',
    keywords: ['disco', 'blu', 'scotch', 'spessore', 'lettura'],
  },
  {
    id: 'co-036',
    source: 'https://bavatuesdays.com/fiab-fix-it-again-bava/',
    original:
      'Another friend of Miles has a PS4 that has not worked for months, and Miles came home with it in hand one day in mid January hoping I could look at it. […] The PS4 would turn on and initially load the PS4 icon, after that it would crash before getting to the dashboard.',
    language: 'en',
    text: 'Un altro amico di Miles ha una PS4 che non funziona da mesi, e Miles a metà gennaio è tornato a casa con la console in mano sperando che ci dessi un’occhiata. […] La PS4 si accende e all’inizio carica l’icona PS4, ma poi si pianta prima di arrivare alla schermata principale.',
    category: 'console',
    cause: 'Hard disk interno guasto/corrotto, sostituito con un disco da 2,5" nuovo',
    keywords: ['disco', 'hard', 'sostituzione', 'corrotto', 'guasto'],
  },
  {
    id: 'co-037',
    source:
      'http://diytronics.blogspot.com/2012/06/fixing-ps3-controller-that-wont-charge.html?showComment=1340974667513',
    original:
      "Everything was in pretty good condition except for the controller. It was obviously the store demo controller and thus was unbelievably disgusting. […] I didn't realize it until the controller had low battery, but it refuses to charge.",
    language: 'en',
    text: 'Era tutto in condizioni abbastanza buone tranne il controller della PS3. Era chiaramente il controller demo del negozio, quindi era schifoso in modo incredibile. […] Non me ne sono accorto finché la batteria non si è scaricata, ma si rifiuta di caricarsi.',
    category: 'console',
    cause:
      'Circuito di ricarica del controller danneggiato (probabilmente da liquido): 2V instabili invece di 5V; risolto con un nuovo circuito di ricarica (MAX1555)',
    keywords: ['ricarica', 'circuito', 'liquido', 'tensione', 'chip'],
  },
  {
    id: 'co-038',
    source: 'https://yt.dorper.me/v/yt/xA3RqoSj2SQ?locale=ja',
    original:
      'In this video I work on an original Sony PlayStation that has FMV (Full Motion Video) skipping issues. This is a North American launch model SCPH-1001 that has the RCA jacks on the back in addition to the proprietary Multi-Out connector.',
    language: 'en',
    text: 'Sto lavorando su una PlayStation originale (la prima) che ha problemi di scatti nei filmati FMV. È un modello di lancio americano SCPH-1001, quello con le prese RCA dietro oltre al connettore Multi-Out proprietario.',
    category: 'console',
    cause:
      'Plastica del lettore consumata che disallinea il laser; pulizia, grasso e taratura non bastavano, risolto incollando un sottile spessore di alluminio per compensare l’usura',
    keywords: ['lettore', 'laser', 'usura', 'allineamento', 'spessore'],
  },
  {
    id: 'co-039',
    source: 'https://musainformatica.it/post-amp/148/playstation-3-fat-ylod-reballing-rsx-nec-tokin',
    original:
      '…una Playstation 3, in questo caso un modello FAT CECHK-04 del 2005 che presentava il classico problema YLOD (Yellow Led of Death).',
    language: 'it',
    text: '…una Playstation 3, in questo caso un modello FAT CECHK-04 del 2005 che presentava il classico problema YLOD (Yellow Led of Death).',
    category: 'console',
    cause:
      'Condensatori NEC Tokin degradati sull’alimentazione di RSX e CELL (errori SYSCON 1002/3003), sostituiti con condensatori al tantalio dopo il reballing dell’RSX',
    keywords: ['condensatori', 'nec', 'tokin', 'alimentazione', 'rsx'],
  },
  {
    id: 'co-040',
    source: 'https://www.commodoreblog.com/2020/01/18/nintendo-game-boy-cartridge-manutenzione/',
    original:
      'Trovo in vendita un piccolo lotto di Game Card per il Game Boy della serie Advance e Micro. Prezzo ottimo, aspetto ottimo e scambio a mano nella mia città. […] Peccato che non tutto è andato per il meglio perché una volta giunto a casa nessuno dei giochi veniva letto dai miei due Game Boy: ne Micro ne Advance SP davano segni di vita.',
    language: 'it',
    text: 'Trovo in vendita un piccolo lotto di Game Card per il Game Boy della serie Advance e Micro. Prezzo ottimo, aspetto ottimo e scambio a mano nella mia città. […] Peccato che non tutto è andato per il meglio perché una volta giunto a casa nessuno dei giochi veniva letto dai miei due Game Boy: ne Micro ne Advance SP davano segni di vita.',
    category: 'console',
    cause:
      'Contatti delle cartucce sporchi/ossidati (tenute in ambiente umido), risolto pulendo i contatti delle cartucce',
    keywords: ['contatti', 'cartucce', 'pulizia', 'ossidati', 'sporchi'],
  },
  {
    id: 'co-041',
    source: 'http://www.skyflash.it/videogiochi/sorridi-sei-su-candid-camera/337/?share=email',
    original:
      'Ieri mattina ho finalmente ricevuto la mia nuova XBox 360, sostituitami da Microsoft a causa del difetto della precedente. Arrivato a casa alla sera, per prima cosa ho pensato bene di provare la console, a scanso di equivoci.\n\nPremuto il tasto di accensione, e dopo un tempo stranamente lungo (troppo lungo), ecco li comparire a video un bellissimo ERROR 67, accompagnato dal led in basso a destra sull’anello di luce che si mette a lampeggiare in rosso.',
    language: 'it',
    text: 'Ieri mattina ho finalmente ricevuto la mia nuova XBox 360, sostituitami da Microsoft a causa del difetto della precedente. Arrivato a casa alla sera, per prima cosa ho pensato bene di provare la console, a scanso di equivoci.\n\nPremuto il tasto di accensione, e dopo un tempo stranamente lungo (troppo lungo), ecco li comparire a video un bellissimo ERROR 67, accompagnato dal led in basso a destra sull’anello di luce che si mette a lampeggiare in rosso.',
    category: 'console',
    cause: 'Hard disk della Xbox 360 difettoso: tolto il disco la console parte, rimesso torna l’ERROR 67',
    keywords: ['hard', 'disco', 'rigido', 'difettoso', 'sostituzione'],
  },
];
