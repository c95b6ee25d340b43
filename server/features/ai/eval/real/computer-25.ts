import type { RealCase } from './types.ts';

/**
 * Batch 25 of real computer reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix, or whose device was someone else's, were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'pc-2501',
    source: 'https://aslancross.wordpress.com/2009/06/14/2-of-3-diabolical-dust-bunnies-of-doom/',
    original:
      'Instead, I was horrified to see that my core temperature reading was skyrocketing a few minutes after I turned on my laptop. There was no air coming out of the exhaust at all, despite my dad having vacuumed it just a few weeks prior.\n\nNothing I did stopped the frightening display. The temperature hit 80 degrees Celsius, and kept going. To prevent a meltdown, I pulled the plug.',
    language: 'en',
    text: "Ho un portatile Acer di due anni e mezzo: pochi minuti dopo averlo acceso la temperatura del processore schizza alle stelle. Dalla griglia di uscita non esce proprio aria, anche se mio padre l'aveva aspirato poche settimane fa. Qualunque cosa faccia non cambia niente: la temperatura ha toccato 80 gradi e continuava a salire, così ho staccato la spina per paura che si bruciasse.",
    category: 'computer',
    cause:
      'Un enorme batuffolo di polvere compatta e fibrosa era incastrato tra il dissipatore e la griglia di sfiato e bloccava la ventola; tolto con una pinzetta, la ventola è tornata a girare normalmente.',
    keywords: ['polvere', 'ventola', 'dissipatore', 'ostruito', 'bloccata'],
  },
  {
    id: 'pc-2502',
    source: 'http://nocobwebs-gxh.blogspot.com/2012/03/beeps.html',
    original:
      'OK. I admit that it was me, but I stumbled over the power cord and disconnected the power to one of our computers - a fairly old one, but it\'s still useful.  It was on at the time, so of course the disconnection meant that it stopped operating.\n\nWithin seconds, I had reconnected the power, expecting the computer to go through a series of checks as they do when they start up following unexpected close downs.   But --- nothing, just the noise of the fan, one little light and an intermittent "beep".  I tried several times, but, no, nothing except the same beep.',
    language: 'en',
    text: 'Ho inciampato nel cavo di alimentazione e ho staccato la corrente a uno dei nostri computer fissi (abbastanza vecchio ma ancora utile) mentre era acceso. Dopo pochi secondi l\'ho ricollegato, aspettandomi che facesse i soliti controlli all\'avvio, e invece niente: solo il rumore della ventola, una lucina e un "bip" intermittente. Ho riprovato diverse volte ma niente, sempre lo stesso bip.',
    category: 'computer',
    cause:
      'Un singolo bip indicava un errore della memoria: ha riposizionato i moduli RAM (tolti e scambiati di slot) e il computer è ripartito normalmente.',
    keywords: ['ram', 'memoria', 'modulo', 'contatto', 'slot'],
  },
  {
    id: 'pc-2503',
    source: 'http://scottandsuzi.blogspot.com/2010/09/on-batteries-and-such.html',
    original: "A few weeks ago, my mouse button started sticking.  Then my MacBook's frame didn't sit right.",
    language: 'en',
    text: 'Da qualche settimana il tasto del trackpad del mio MacBook ha cominciato a restare incastrato. Poi ho notato che anche la scocca del MacBook non si appoggia più bene, come se fosse storta.',
    category: 'computer',
    cause:
      "La batteria del MacBook si era gonfiata (una cella aveva ceduto) e premeva dall'interno sul touchpad e sulla scocca; risolto sostituendo la batteria con una nuova.",
    keywords: ['batteria', 'gonfia', 'litio', 'touchpad', 'pressione'],
  },
  {
    id: 'pc-2504',
    source: 'http://travelswithpaddles.blogspot.com/2012/07/backlight-inversion.html',
    original:
      "My November 2006 Dell Dimension 6400 notebook's LCD screen was fading away to now being illegible.",
    language: 'en',
    text: 'Lo schermo LCD del mio portatile Dell (un Dimension 6400 del novembre 2006) è diventato sempre più fioco, fino al punto che adesso non si legge più niente.',
    category: 'computer',
    cause:
      "Era guasto l'inverter della retroilluminazione dell'LCD: ha comprato e montato un inverter nuovo (circa 40 euro) e lo schermo è tornato leggibile.",
    keywords: ['inverter', 'retroilluminazione', 'lcd', 'scheda', 'guasto'],
  },
  {
    id: 'pc-2505',
    source: 'https://www.lifehacker.com.au/2009/05/how-to-save-your-keyboard-after-a-spill/',
    original:
      'As I was finishing up work last night, I accidentally knocked a half-full glass of Diet Coke over and got some in my keyboard. Argh! I shook it out and went on my way, but then this morning 7′s and 8′s were mysteriously inserting themselves into words, and the spacebar was only working intermittently.',
    language: 'en',
    text: "Ieri sera, finendo di lavorare, ho rovesciato per sbaglio un bicchiere mezzo pieno di Coca Light e un po' è finita nella tastiera. L'ho scossa e sono andata avanti, ma stamattina dei 7 e degli 8 si inseriscono da soli nelle parole e la barra spaziatrice funziona solo a tratti.",
    category: 'computer',
    cause:
      "Residui della bibita zuccherata dentro la tastiera: l'ha smontata, pulita (anche con aria compressa), lasciata asciugare completamente e rimontata, e ora funziona di nuovo.",
    keywords: ['liquido', 'residui', 'zucchero', 'membrana', 'pulizia'],
  },
  {
    id: 'pc-2506',
    source: 'http://blog.cow.mooh.org/2006/04/replacements.html',
    original:
      'The hinges in my venerable nc4000 finally gave way a few weeks ago - specifically, the small die-cast pieces that connected the stiff hinge axis to the base simply shattered into a couple of annoying fragments. This meant that the laptop lid simply hung free, so I had to prop it up against a backing (wall, stack of books, iron, Stonehenge, whatever) to use it.',
    language: 'en',
    text: "Qualche settimana fa le cerniere del mio vecchio portatile HP nc4000 hanno ceduto: i pezzetti pressofusi che collegano l'asse della cerniera alla base si sono rotti in un paio di frammenti. Adesso lo schermo penzola libero e per usarlo devo appoggiarlo contro qualcosa (un muro, una pila di libri...).",
    category: 'computer',
    cause:
      'Si erano rotti i supporti metallici pressofusi che fissano le cerniere alla base (la colla epossidica non ha tenuto); ha costruito dei supporti nuovi da un profilato di alluminio a L (seghetto, lima, trapano, Dremel) e ora lo schermo sta su normalmente.',
    keywords: ['cerniera', 'supporto', 'rotto', 'alluminio', 'staffa'],
  },
  {
    id: 'pc-2507',
    source: 'https://blog.shahada.abubakar.net/post/troubleshooting-a-printing-defect',
    original:
      'I was printing something in colour when the printer told me that the yellow toner is low, and suggested I replace it.\n\nI had purchase a full set of spare toners late last year for just this occasion so I was prepared. I popped in the yellow toner, and pressed continue ... and this happened:\n\nThere were repeated horizontal lines across the paper.',
    language: 'en',
    text: 'Stavo stampando a colori con la mia stampante laser quando mi ha avvisato che il toner giallo era quasi finito e di sostituirlo. Avevo comprato apposta un set completo di toner di ricambio, quindi ho messo il giallo nuovo e ho premuto continua... ed è successo questo: righe orizzontali ripetute su tutto il foglio.',
    category: 'computer',
    cause:
      'Le righe a intervallo regolare (63 mm, cioè un rullo da 20 mm) venivano da un difetto sul tamburo fotosensibile integrato nella cartuccia del ciano, non in quella gialla appena montata: lo ha scoperto stampando separatamente i quattro colori C, M, Y e K; la soluzione è sostituire la cartuccia ciano.',
    keywords: ['tamburo', 'cartuccia', 'toner', 'ciano', 'difetto', 'rullo'],
  },
  {
    id: 'pc-2508',
    source: 'https://tardhaus.blogspot.com/2010/02/computer-fixins.html',
    original:
      "Here is a sad G5 iMac. It is so sad that it can't even make the frowny-mac face. When you try to power it up, it doesn't do anything. Careful listening reveals that it starts to power up but then powers down within 1 second.",
    language: 'en',
    text: 'Ho un iMac G5 che non dà segni di vita: non riesce nemmeno a mostrare la faccina triste del Mac. Quando provo ad accenderlo non fa niente. Ascoltando bene si sente che comincia ad accendersi ma poi si spegne entro un secondo.',
    category: 'computer',
    cause:
      "Alcuni condensatori elettrolitici della sezione di alimentazione si erano guastati per l'età; sostituiti con condensatori nuovi (circa 20 dollari di ricambi, dissaldando i vecchi) l'iMac si è riacceso normalmente.",
    keywords: ['condensatori', 'elettrolitici', 'alimentatore', 'guasti', 'saldatura'],
  },
  {
    id: 'pc-2509',
    source: 'https://viridiangames.com/2006/11/14/more-like-my-computer/',
    original:
      'The problem with my primary computer was that I was getting lots of snow on the screen and the computer was crashing pretty regularly – sometimes even when the computer was first starting up, before Windows started to load. It seemed like either my video card was going flaky or the BIOS on the motherboard was going bad…either way, bad news.',
    language: 'en',
    text: 'Il mio computer fisso principale ha un problema: sullo schermo compare un sacco di "neve" e il PC si blocca abbastanza spesso, a volte anche appena acceso, prima ancora che Windows cominci a caricarsi.',
    category: 'computer',
    cause:
      "Era l'alimentatore difettoso (probabilmente schermatura guasta che disturbava la scheda video): dopo aver escluso scheda video, scheda madre e CPU scambiandoli, ha sostituito l'alimentatore con quello di un altro PC e tutti i problemi sono spariti.",
    keywords: ['alimentatore', 'disturbi', 'schermatura', 'guasto', 'sostituzione'],
  },
  {
    id: 'pc-2510',
    source: 'https://blog.feliscatus.de/archives/2021/09/28.html',
    original:
      'Today, while I was merrily toiling away on my computer, I suddenly heard a crack, a clonk and then about half a minute later the sound of an emergency shutdown, initiated by the temperature protection of the main board.',
    language: 'en',
    text: "Oggi, mentre lavoravo tranquillo al mio computer fisso, all'improvviso ho sentito uno schiocco, un tonfo e poi, dopo circa mezzo minuto, il PC si è spento di colpo con lo spegnimento di emergenza della protezione termica della scheda madre.",
    category: 'computer',
    cause:
      "Il dissipatore della CPU si era staccato ed era caduto dentro il case: il dentino di plastica che trattiene la clip di fissaggio si era spezzato per l'invecchiamento della plastica. Ha montato una staffa di fissaggio a viti con backplate recuperata da una vecchia scheda madre, rimesso il dissipatore e il PC funziona senza problemi.",
    keywords: ['dissipatore', 'staffa', 'clip', 'plastica', 'surriscaldamento', 'fissaggio'],
  },
  {
    id: 'pc-2511',
    source: 'http://www.matthewsweet.net/space/',
    original:
      'For the last year I have been without my constant Apple companion… my bluetooth wireless keyboard. I never left home without it until one day a year ago it just stopped working, for no reason. It was out cold, dead and lifeless, like a piece of lifeless space junk it drifted… around my desk, bedroom, top draw, bottom draw till finally rested for months in a plastic container with all my other dead end gadgets.',
    language: 'en',
    text: 'Da un anno sono senza la mia inseparabile tastiera wireless Bluetooth della Apple. Me la portavo sempre dietro, finché un giorno ha smesso di funzionare, senza nessun motivo apparente: completamente morta, nessun segno di vita. È finita per mesi in un cassetto con gli altri aggeggi guasti.',
    category: 'computer',
    cause:
      "Non erano le pile scariche ma il contatto tra le pile e la molla del vano batterie, che col tempo si era allentata: mettendo un pezzetto di paglietta d'acciaio nel vano per ripristinare il contatto la tastiera ha ripreso a funzionare.",
    keywords: ['contatto', 'batterie', 'molla', 'vano', 'allentata'],
  },
  {
    id: 'pc-2512',
    source: 'https://blog.erwintang.com/2005/07/the-return-of-gaming/',
    original:
      'Since about February, it was nearly impossible for me to play games on my computer. I’d load up a game and then within five minutes my computer would then spontaneously reboot. In the subsequent months I tried almost everything to solve the problem. I updated the drivers for nearly every component in my computer. I tried turning off my sound card. I took out various memory modules and then put them back in. Nothing. It still crashed after just minutes of starting a game.',
    language: 'en',
    text: "Da febbraio è quasi impossibile giocare sul mio computer fisso: avvio un gioco e nel giro di cinque minuti il PC si riavvia da solo. Nei mesi successivi ho provato di tutto: ho aggiornato i driver di quasi tutti i componenti, ho provato a disattivare la scheda audio, ho tolto e rimesso vari moduli di memoria. Niente: continua a piantarsi pochi minuti dopo l'avvio di un gioco.",
    category: 'computer',
    cause:
      "Surriscaldamento per polvere: all'interno del case la polvere era incrostata un po' ovunque, soprattutto sulle ventole. Dopo una pulizia accurata con aria compressa ha giocato per tre ore senza nessun riavvio.",
    keywords: ['polvere', 'ventole', 'surriscaldamento', 'pulizia', 'case'],
  },
  {
    id: 'pc-2513',
    source: 'https://ready64.org/smf/index.php?topic=3387.0',
    original:
      "Sembra che funzionino entrambi, bene, appena in Italia cercherò di rimetterli in sesto, non vedo l'ora di poter accendere l'amiga (che avevo da piccolo e che stupidamente io \"sventrai\" una volta che smise di funzionare).\nPassano i mesi, e finalmente posso testarli: il commodore 64 funziona al primo colpo, che culo! L'amiga invece....schermo nero. Provo a far caricare l'unico dischetto che ci ho trovato dentro...schermo ancora nero, ma la musica si sente!",
    language: 'it',
    text: "Sembra che funzionino entrambi, bene, appena in Italia cercherò di rimetterli in sesto, non vedo l'ora di poter accendere l'amiga (che avevo da piccolo e che stupidamente io \"sventrai\" una volta che smise di funzionare).\nPassano i mesi, e finalmente posso testarli: il commodore 64 funziona al primo colpo, che culo! L'amiga invece....schermo nero. Provo a far caricare l'unico dischetto che ci ho trovato dentro...schermo ancora nero, ma la musica si sente!",
    category: 'computer',
    cause:
      "Il problema era il cavo video: recuperato il vecchio cavo video originale dell'Amiga e rimessolo in sesto, collegandolo alla TV l'immagine è comparsa.",
    keywords: ['cavo', 'video', 'difettoso', 'collegamento', 'tv'],
  },
  {
    id: 'pc-2514',
    source: 'https://devmakot.hateblo.jp/entry/2018/06/24/130716',
    original:
      'M570マウスが壊れた(左クリック:チャタリングが起きている)\n\nMX Anywhereマウスが壊れた(左クリック:チャタリングが起きている)\n\nよく使うスイッチは起こり易い現象\n\n一度左クリックするとファイル選択。その筈なのに、ファイルが開かれる',
    language: 'ja',
    text: 'Mi si sono rotti due mouse Logitech, un M570 e un MX Anywhere: su tutti e due il tasto sinistro fa i capricci. Clicco una volta per selezionare un file e invece il file si apre, come se avessi fatto doppio clic.',
    category: 'computer',
    cause:
      'I contatti dei microinterruttori del tasto sinistro erano sporchi/ossidati e facevano rimbalzi (chattering); è bastato spruzzare dentro uno spray pulisci-contatti (KURE Contact Spray) invece di sostituire gli interruttori, e i mouse sono tornati a funzionare bene.',
    keywords: ['microinterruttore', 'contatti', 'ossidazione', 'sporco', 'spray', 'pulizia'],
  },
];
