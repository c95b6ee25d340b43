import type { RealCase } from './types.ts';

/**
 * Batch 20 of real console reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'co-2001',
    source:
      'https://github.com/maxwellito/dotcom/blob/a896aab977d255b539f73e5bc53cebb2356367c2/_posts/2013-11-17-how-to-bake-a-ps3.md',
    original:
      'This weekend, I’ve decided to repair my YLOD PlayStation 3, for the third time. I was seeing it taking the dust, weeks after weeks, and I couldn’t force myself to throw it away. […] When you turn it on, you have a triple bip and a yellow led blinking, then back to sleep.',
    language: 'en',
    text: 'Questo weekend ho deciso di riparare la mia PlayStation 3 con la YLOD, per la terza volta. La vedevo prendere polvere settimana dopo settimana e non riuscivo a decidermi a buttarla. […] Quando la accendi fa tre bip, il led giallo lampeggia e poi si rispegne.',
    category: 'console',
    cause:
      'Le saldature sotto CPU/GPU (RSX/Cell) si erano staccate dalla scheda madre; la scheda è stata rifusa cuocendola in forno a 240°C e rimessa la pasta termica, dopodiché la console è tornata a funzionare.',
    keywords: ['saldature', 'reflow', 'gpu', 'pasta', 'termica', 'scheda'],
  },
  {
    id: 'co-2002',
    source:
      'https://github.com/tillig/mediacenter/blob/d096aaeba5c750f5aea171b0f1e46a7e4e3c8bc4/docs/hardware/frontend/ps3.rst',
    original:
      'Discs started skipping and hanging for no apparent reason. I was afraid I might have to get a whole new PS3',
    language: 'en',
    text: 'I dischi hanno cominciato a saltare e a bloccarsi senza un motivo apparente. Avevo paura di dover prendere una PS3 nuova',
    category: 'console',
    cause:
      'Il laser (pickup ottico KES-410) del lettore Blu-ray era consumato; sostituito il laser, la console ha ripreso a leggere i dischi perfettamente.',
    keywords: ['laser', 'lettore', 'ottico', 'sostituzione', 'dischi'],
  },
  {
    id: 'co-2003',
    source:
      'https://github.com/ckuzma/blog/blob/3c5ffab9e1f118982e46f8e34243429776aed48c/posts/2020/2020-08-31-switch-controller-drift-fix.md',
    original:
      'Alas, my Nintendo Switch Pro Controller finally fell victim to the surprisingly-common joystick drift issue',
    language: 'en',
    text: 'Eh niente, alla fine anche il mio Nintendo Switch Pro Controller è finito vittima del problema di drift della levetta, che a quanto pare è comunissimo',
    category: 'console',
    cause:
      'Sporcizia/polvere dentro il meccanismo della levetta sinistra; aperto il controller e soffiata via la polvere dai contatti della levetta, il drift è sparito.',
    keywords: ['levetta', 'polvere', 'pulizia', 'contatti', 'drift', 'joystick'],
  },
  {
    id: 'co-2004',
    source:
      'https://github.com/geerlingguy/jeffgeerling-com/blob/19afb210b8a7d3cd897cced24caa2cffa94e1c66/content/blog/2011/01/xbox-360-red-ring-death-repair/index.md',
    original:
      'About a month ago, when I was settling down with my wife to watch a quick episode of Cake Boss via Netflix, I turned on the Xbox 360, but all the sudden, I received (for the third time on this Xbox) a nice present from Microsoft: the dreaded red ring of death (RROD).',
    language: 'en',
    text: "Circa un mese fa, mentre mi mettevo comodo con mia moglie per guardare al volo una puntata di Cake Boss su Netflix, ho acceso l'Xbox 360 e all'improvviso mi è arrivato (per la terza volta su questa Xbox) un bel regalino da Microsoft: il temuto anello rosso della morte (RROD).",
    category: 'console',
    cause:
      'Le saldature tra la GPU e la scheda madre si erano rotte per il calore; un tecnico ha fatto il reflow della GPU con una stazione apposita e alzato la velocità della ventola, e la console è tornata a funzionare.',
    keywords: ['saldature', 'gpu', 'reflow', 'surriscaldamento', 'ventola', 'scheda'],
  },
  {
    id: 'co-2005',
    source:
      'https://github.com/JamesSkemp/words/blob/4a4fdad88a0adb9539f4e62c3dd6293911b459bf/content/post/review-72-pin-connector-for-nes-8-bit-nintendo-system.md',
    original:
      "Our Nintendo was purchased new (as far as I know), way back when they were still being sold in stores. However, we haven't played it all that much, since, like many others, the console would blink instead of playing the game. Last weekend I visited my sister, who has it now, and I couldn't get it come on at all.",
    language: 'en',
    text: "Il nostro Nintendo l'avevamo comprato nuovo (per quel che so), ai tempi in cui si vendeva ancora nei negozi. Però non ci abbiamo giocato tantissimo, perché, come capita a molti, la console lampeggiava invece di far partire il gioco. Lo scorso weekend sono andato da mia sorella, che ce l'ha adesso, e non sono proprio riuscito a farlo partire.",
    category: 'console',
    cause:
      'Il connettore a 72 pin della cartuccia era usurato, con i contatti completamente appiattiti; sostituito il connettore con uno nuovo, il gioco parte subito.',
    keywords: ['connettore', 'pin', 'cartuccia', 'contatti', 'sostituzione', 'usurato'],
  },
  {
    id: 'co-2006',
    source:
      'https://github.com/andwoo/andwoo.github.io/blob/e854b1a9141c1af45eddbc6660bf8b2cc351c429/_posts/2022-06-05-back-in-the-lab.md',
    original:
      "A few days go by and I finally circle back to Dexter but sadly the game wouldn't boot up. It would sit at the splash screen with a missing or garbled Nintendo logo. Cleaning the contacts would exbibit same issue but I wasn't completely disappointed because I thought this could become a future fixing project.",
    language: 'en',
    text: "Passano un po' di giorni e finalmente torno su Dexter, ma purtroppo il gioco non partiva. Restava fermo sulla schermata iniziale col logo Nintendo che mancava o era tutto rovinato. Anche pulendo i contatti faceva uguale, però non ero del tutto deluso perché pensavo che poteva diventare un progettino di riparazione.",
    category: 'console',
    cause:
      'Le saldature del chip ROM dentro la cartuccia non facevano più buon contatto; aperta la cartuccia e rifatte (reflow) le saldature, il gioco è partito.',
    keywords: ['saldature', 'cartuccia', 'rom', 'chip', 'stagno', 'contatto'],
  },
  {
    id: 'co-2007',
    source:
      'https://github.com/bradyaanderson/bradyanderson.tech-next/blob/554d157e1dd400518e10bc13d2590c2297976e86/components/blog/blog-posts/retro-gaming/posts/ReplacingGameBoyColorSpeakerPost.tsx',
    original:
      "A few years ago, I got a Game Boy Color. Unfortunately, the speaker never worked. However, The headphone jack worked, so I wasn't too bothered by this. But I decided it was finally time to fix the speaker.",
    language: 'en',
    text: "Qualche anno fa ho preso un Game Boy Color. Purtroppo l'altoparlante non ha mai funzionato. Però l'uscita cuffie andava, quindi non mi dava troppo fastidio. Ma alla fine ho deciso che era ora di sistemare l'altoparlante.",
    category: 'console',
    cause:
      "L'altoparlante era arrugginito per danni da acqua; dissaldato e sostituito con uno nuovo da pochi euro, l'audio è tornato.",
    keywords: ['altoparlante', 'acqua', 'ruggine', 'sostituzione', 'saldatura'],
  },
  {
    id: 'co-2008',
    source:
      'https://github.com/bradyaanderson/bradyanderson.tech-next/blob/554d157e1dd400518e10bc13d2590c2297976e86/components/blog/blog-posts/retro-gaming/posts/GameGearRepairPart2.tsx',
    original:
      'I mentioned how even after the cleaning, the Game Gear would only stay powered on for about a second',
    language: 'en',
    text: 'Dicevo che anche dopo la pulizia il Game Gear restava acceso solo per un secondo circa',
    category: 'console',
    cause:
      'Condensatori elettrolitici vecchi e guasti; dopo aver sostituito quelli della scheda di alimentazione e il condensatore C68 vicino al connettore di alimentazione sulla scheda madre, la console resta accesa e fa partire i giochi.',
    keywords: ['condensatori', 'alimentazione', 'sostituzione', 'elettrolitici', 'scheda'],
  },
  {
    id: 'co-2009',
    source:
      'https://github.com/pirelenito/paulo.ragonha.me/blob/ec300430f7640350997472ede5937425a6487b3e/source/blog/articles/fixing-wii-noisy-drive.html.markdown',
    original:
      'It\'s been more than 6 months that my Wii was producing an awful lawn mower sound in the disk drive, and I finally decided to open it up and "try" to fix the problem.',
    language: 'en',
    text: 'Sono più di 6 mesi che la mia Wii fa un rumore orribile da tosaerba nel lettore dischi, e alla fine mi sono deciso ad aprirla e "provare" a sistemare il problema.',
    category: 'console',
    cause:
      "La piastra metallica sopra il lettore toccava/vibrava col disco; allentando un po' la vite sopra il lettore (sopra il tasto di accensione) e alzando leggermente la piastra con uno spessore, il rumore è sparito.",
    keywords: ['lettore', 'piastra', 'vite', 'vibrazione', 'rumore', 'disco'],
  },
  {
    id: 'co-2010',
    source:
      'https://github.com/KennethLamar/website/blob/9653bd085e87ee12ef84ac84f24a99d1fa7fecba/src/posts/ds-lite-repair.md',
    original:
      'Later, I decided to fix a more serious issue: the shoulder buttons were really unreliable, often ignoring my presses or releasing before I actually let go.',
    language: 'en',
    text: 'Più tardi ho deciso di sistemare un problema più serio: i tasti dorsali erano davvero inaffidabili, spesso ignoravano quando li premevo o si rilasciavano prima che li lasciassi davvero.',
    category: 'console',
    cause:
      "I contatti metallici dentro i microswitch dei tasti dorsali (L/R) erano ossidati; smontati e raschiata l'ossidazione dal contatto di ogni microswitch, i tasti sono tornati a funzionare perfettamente.",
    keywords: ['microswitch', 'ossidazione', 'contatti', 'tasti', 'pulizia'],
  },
  {
    id: 'co-2011',
    source:
      'https://github.com/chesterbr/chesterbr.github.io/blob/4c9ba8dafec148a0e5668cb86b0ee13e8f17d647/_posts/2007-04-11-desmontando_o_n.md',
    original:
      'Estava o pequeno Chester feliz, brincando com seu NDS, quando a tela sensível ao toque perdeu a dita sensibilidade. Do nada. Os jogos e programas continuavam funcionando, mas qualquer um que dependesse da mesma (i.e., qualquer um que não fosse o Mario Kart DS) não rolava. […] Fuçando um pouco, descobri que a tela agia como se tivesse um toque permanente no canto superior direito (fazendo com que qualquer outro toque fosse interpretado como o ponto médio entre eles, bem longe da área realmente tocada).',
    language: 'pt',
    text: "Il piccolo Chester stava giocando tutto contento col suo NDS, quando il touchscreen ha perso la sensibilità. Dal nulla. I giochi e i programmi continuavano a funzionare, ma tutti quelli che avevano bisogno del touch (cioè tutti tranne Mario Kart DS) non andavano. […] Smanettando un po' ho scoperto che lo schermo si comportava come se ci fosse un tocco fisso nell'angolo in alto a destra (per cui ogni altro tocco veniva letto come il punto medio tra i due, lontanissimo dalla zona toccata davvero).",
    category: 'console',
    cause:
      'Sporcizia/un corpo estraneo incastrato sotto il bordo del touchscreen simulava un tocco permanente; aperta la console, sollevato il bordo del sensore col taglierino e passato un biglietto da visita per togliere lo sporco, il touch è tornato a funzionare.',
    keywords: ['touchscreen', 'sporco', 'bordo', 'pulizia', 'pressione', 'sensore'],
  },
  {
    id: 'co-2012',
    source:
      'https://github.com/chesterbr/chesterbr.github.io/blob/1cc041077c84e870bd4b28bad328aba0b3edce6b/_posts/2016-02-07-wii-u-gamepad-left-analog-stick-replacement.markdown',
    original:
      "Our Wii U Gamepad's analog stick was intermittently failing to register, causing frustration right when I most needed fun and happiness. Recalibration didn't help, and a new Gamepad would be expensive",
    language: 'en',
    text: 'La levetta analogica del nostro Wii U Gamepad ogni tanto non registrava i movimenti, facendomi arrabbiare proprio quando avevo più bisogno di divertirmi. Ricalibrarla non è servito, e un Gamepad nuovo costerebbe un sacco',
    category: 'console',
    cause:
      'Il modulo della levetta analogica sinistra era guasto; sostituito con un ricambio aftermarket da pochi dollari (aprendo il Gamepad e staccando i connettori ZIF), ha ripreso a funzionare perfettamente.',
    keywords: ['levetta', 'analogica', 'sostituzione', 'modulo', 'ricambio', 'joystick'],
  },
  {
    id: 'co-2013',
    source:
      'https://github.com/atoft/atoft.github.io/blob/3dc8ce6ae3c99ff781b513c1b813850622da52a0/_posts/2021-10-10-saving-an-xbox-controller.md',
    original:
      "Anyway, I've had this particular controller for probably near a decade, but a year-plus of work from home game development was the final straw, and its thumbsticks started disintegrating in my hands.",
    language: 'en',
    text: "Comunque, questo controller ce l'ho da quasi dieci anni, ma più di un anno di sviluppo di giochi lavorando da casa è stato il colpo di grazia, e le levette hanno cominciato a sbriciolarmisi in mano.",
    category: 'console',
    cause:
      "I cappucci in gomma delle levette analogiche erano consumati; aperto il controller (una vite è nascosta sotto l'etichetta) e sostituiti i cappucci con ricambi da pochi euro, il controller è tornato come nuovo.",
    keywords: ['cappucci', 'levette', 'gomma', 'consumati', 'sostituzione', 'ricambi'],
  },
  {
    id: 'co-2014',
    source:
      'https://github.com/ExcaliburZero/electronics-projects/blob/3305f9ec23a22ebe82f64b4aafdcbf74da0d666d/_posts/2021-11-04-pokemon-gen2-battery-replacement/2021-11-04-pokemon-gen2-battery-replacement.markdown',
    original:
      'I confirmed using a GameBoy Advance that the cartridge would play the game, but after saving, turning the handheld off for a few seconds, and turning it back on, the save data would no longer be there.',
    language: 'en',
    text: "Ho verificato con un GameBoy Advance che la cartuccia faceva partire il gioco, però dopo aver salvato, spento la console per qualche secondo e riaccesa, il salvataggio non c'era più.",
    category: 'console',
    cause:
      'La batteria tampone del salvataggio dentro la cartuccia (Pokémon Argento) era scarica; aperta la cartuccia, dissaldata la vecchia pila e saldata una nuova, i salvataggi restano.',
    keywords: ['batteria', 'tampone', 'salvataggio', 'cartuccia', 'saldatura', 'pila'],
  },
  {
    id: 'co-2015',
    source:
      'https://github.com/ExcaliburZero/electronics-projects/blob/23ccc2720cb3ab3b25b173eb1a145902b37d6eb2/_posts/2021-11-20-nintendo2ds-no-power-pop-fix.markdown',
    original:
      'First I tried charging the Nintendo 2DS in case there was a battery-related issue. The orange charging light came on as expected. I then tried turning the device on and the blue power led turned on, but after a few seconds the speakers made a "pop" sound and the power led turned off.\n\nI also took out the battery and tested it with the "voltage" setting of my multimeter, and it gave a reading of `4.06 V`. So the battery seemed not to be dead or low.',
    language: 'en',
    text: 'Per prima cosa ho provato a caricare il Nintendo 2DS, nel caso fosse un problema di batteria. La spia arancione di ricarica si accendeva normalmente. Poi ho provato ad accenderlo: il led blu si accendeva, ma dopo qualche secondo dagli altoparlanti usciva un "pop" e il led si spegneva.\n\nHo anche tolto la batteria e l\'ho misurata col multimetro in modalità tensione: segnava 4,06 V. Quindi la batteria non sembrava né morta né scarica.',
    category: 'console',
    cause:
      'Il pannello LCD era rotto (crepato) e mandava in protezione la console; staccando i flat degli LCD la console restava accesa, e sostituendo lo schermo con uno nuovo il 2DS è tornato a funzionare.',
    keywords: ['schermo', 'lcd', 'rotto', 'sostituzione', 'flat', 'display'],
  },
  {
    id: 'co-2016',
    source:
      'https://github.com/metalfacesec/metalfacesec.github.io/blob/3bab3af3886b87b1e3ac30fde85cd7796d441972/_posts/2022-03-13-neo-geo-mvs-repair.markdown',
    original:
      'I recently went to boot up my Neo-Geo MVS arcade machine and was greeted with a blank screen with no image or sound. I could hear the monitor kicking on and was praying the issue had something to do with the board as it doesn’t run lethal amounts of voltage. This machine’s monitor is in amazing condition though and all the caps look great so it shouldn’t be having any issues.',
    language: 'en',
    text: 'Di recente sono andato ad accendere il mio cabinato arcade Neo-Geo MVS e mi sono ritrovato con lo schermo vuoto, niente immagine né audio. Sentivo il monitor che si accendeva e pregavo che il problema fosse nella scheda, visto che lì non ci sono tensioni letali. Il monitor di questa macchina però è in condizioni ottime e i condensatori sembrano tutti a posto, quindi non dovrebbe avere problemi.',
    category: 'console',
    cause:
      "L'alimentatore che alimenta la scheda di gioco era guasto (il led di alimentazione sulla scheda non si accendeva, la scheda funzionava sul banco di prova); sostituito l'alimentatore e regolata l'uscita a circa 5,2 V, il gioco è ripartito.",
    keywords: ['alimentatore', 'tensione', 'sostituzione', '5v', 'scheda', 'guasto'],
  },
  {
    id: 'co-2017',
    source:
      'https://github.com/michaelpig0912/michaelpig0912.github.io/blob/b09ed72b324dea97dd873e4b3f524e11ba7fbf3e/source/_posts/GBASP-ipsUpdate.md',
    original:
      '過年時，想說在家會太無聊，所以想說來修修看以前的童年回憶 GBA SP ，因為很久沒有開 GBA SP ，所以導致液晶螢幕壞掉，產生出一些白邊，一些龜裂的痕跡。',
    language: 'zh',
    text: 'Durante le feste del Capodanno cinese pensavo che mi sarei annoiato a casa, quindi ho pensato di provare a sistemare il GBA SP, un ricordo della mia infanzia: siccome non lo accendevo da tanto tempo, lo schermo LCD si è rovinato, con dei bordi bianchi e dei segni tipo crepe.',
    category: 'console',
    cause:
      'Il pannello LCD originale era degradato; è stato sostituito con un kit schermo IPS (fatto attenzione al verso del flat), e la console funziona con uno schermo più luminoso.',
    keywords: ['schermo', 'lcd', 'sostituzione', 'pannello', 'flat', 'display'],
  },
  {
    id: 'co-2018',
    source:
      'https://github.com/JLO64/JLO64.github.io/blob/0819575bc27e8e5fbf41a68321e98c077beaf039/_posts/2023-05-16-cleaning-my-3ds.md',
    original:
      "Ever since I bought my 3DS from a retro game store, I've been having some weird issues with it.\nAfter playing a game for a while (10 minutes+), the system would freeze and I'd get an error on the bottom screen.\nAt first I thought this was tied to the homebrew/firmware I had installed, but I couldn't find anything online regarding similar behavior.",
    language: 'en',
    text: "Da quando ho comprato il mio 3DS in un negozio di giochi retro ho dei problemi strani.\nDopo aver giocato per un po' (10 minuti o più) la console si bloccava e mi usciva un errore sullo schermo di sotto.\nAll'inizio pensavo fosse colpa dell'homebrew/firmware che avevo installato, ma online non ho trovato niente su un comportamento simile.",
    category: 'console',
    cause:
      'La scheda SD da 128 GB era troppo grande/lenta per il 3DS (che gestisce di serie schede da 32 GB); sostituita con una SD da 32 GB formattata FAT32 i blocchi sono spariti (in più lo slot SD, sporco di residui, è stato pulito).',
    keywords: ['scheda', 'sd', 'capacità', 'formattazione', 'fat32', 'sostituzione'],
  },
];
