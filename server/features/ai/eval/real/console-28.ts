import type { RealCase } from './types.ts';

/**
 * Batch 28 of real console reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix, or whose cause was inferred by the helper, were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'co-2801',
    source: 'https://github.com/ramapcsx2/gbs-control/issues/646',
    original:
      "I've done all the mods recommended here apart from connecting the clock gen ground and vcc to C41 instead of C47\n\nTried a few different cables, official Snes SCART, made my own VGA to Multi-Out but the lines are still present although they vary from the cable to cable.\n\nI even modded my Snes with component and that also is not interference free.\n\nFrom what I've seen the suggestions are to use a different power supply, Anything else I can do on the Gbs itself to make it better?",
    language: 'en',
    text: "Ho fatto tutte le modifiche consigliate qui, tranne collegare massa e vcc del clock gen a C41 invece che a C47. Ho provato diversi cavi, lo SCART ufficiale dello Snes, mi sono fatto da solo un cavo VGA-Multi-Out, ma le righe diagonali ci sono ancora, anche se cambiano da cavo a cavo. Ho perfino moddato lo Snes con il component e anche così non è privo di interferenze. Da quello che ho visto il consiglio è di usare un alimentatore diverso: c'è altro che posso fare sul Gbs per migliorare?",
    category: 'console',
    cause:
      "Le righe diagonali erano causate da un cavo SCART di scarsa qualità: l'autore ha costruito un cavo nuovo con fili RGB e sync schermati (da un cavo RCA) con le rispettive masse e le righe sono sparite.",
    keywords: ['cavo', 'scart', 'schermato', 'interferenze', 'massa'],
  },
  {
    id: 'co-2802',
    source: 'https://insidehpc.com/2008/01/psa-resolution-for-wii-suddenly-not-playing-newer-games/',
    original:
      "The situation: Wii, purchased in May 2007, working fine. Got some new games at Christmas (Ben 10, Guitar Hero III, Links crossbow training, and some others) that worked ok for a few weeks. The Wii continues to recognize all those discs, but suddenly won't play the games on them, bouncing me back to the Wii menu from a black screen every time I click on the game icon to play it.",
    language: 'en',
    text: "La situazione: Wii comprata a maggio 2007, funzionava bene. A Natale abbiamo preso dei giochi nuovi (Ben 10, Guitar Hero III, Link's Crossbow Training e altri) che per qualche settimana sono andati bene. La Wii continua a riconoscere tutti quei dischi, ma all'improvviso non li fa più partire: ogni volta che clicco sull'icona del gioco per avviarlo, dopo una schermata nera mi rimanda al menu Wii.",
    category: 'console',
    cause:
      "Il problema era un adattatore di rete USB Ethernet non originale (D-Link) collegato alla console: i giochi più recenti non partivano con hardware non ufficiale collegato. Staccato l'adattatore e riaccesa la Wii, i giochi sono tornati a funzionare.",
    keywords: ['adattatore', 'usb', 'ethernet', 'incompatibile', 'scollegato'],
  },
  {
    id: 'co-2803',
    source: 'https://github.com/ClusterM/hakchi2/issues/905',
    original:
      'When playing games i get regular crashes with the screen going either red or black and freezing... same crahses with just stock games too?',
    language: 'en',
    text: "Mentre gioco la mia SNES Mini si pianta spesso: lo schermo diventa rosso oppure nero e si blocca tutto. Succede uguale anche con i giochi originali che c'erano già dentro, non solo con quelli aggiunti.",
    category: 'console',
    cause:
      "La SNES Classic era alimentata dalla porta USB del televisore, che non fornisce corrente sufficiente: dopo un po' di gioco andava in crash. Collegandola a un alimentatore da presa di corrente non si è più bloccata.",
    keywords: ['alimentazione', 'usb', 'televisore', 'corrente', 'alimentatore'],
  },
  {
    id: 'co-2804',
    source: 'https://github.com/TeamShinkansen/Hakchi2-CE/issues/159',
    original:
      "When i turn on my SNESC after it's been modded, I can't change the volume, change the channel or even turn it off. Even if i turn off my SNES, it'll be frozen until i turn off my computer (I have to go to the back of my TV and unplug it). This issue doesn't happen when i remove Hakchi from my SNESC (restore to factory settings). I have a Magnavox TV.",
    language: 'en',
    text: "Da quando ho modificato la mia SNES Mini, quando la accendo il televisore si blocca: non riesco a cambiare volume, canale e nemmeno a spegnerlo. Anche se spengo la console la TV resta congelata finché non vado dietro e stacco la spina. Se tolgo la modifica e rimetto la console come di fabbrica il problema non c'è. La TV è una Magnavox.",
    category: 'console',
    cause:
      'La console modificata era alimentata dalla porta USB del televisore e si presentava alla TV come un dispositivo di rete, mandandone in confusione il software. Alimentandola da una presa di corrente con un alimentatore la TV non si blocca più.',
    keywords: ['usb', 'televisore', 'alimentazione', 'presa', 'alimentatore'],
  },
  {
    id: 'co-2805',
    source: 'https://github.com/xerpi/ds4vita/issues/41',
    original:
      "restart my vita and it works for some time until the controller disconnect, so I tried to reconnect it and it is connected with vita but after 3 seconds the controller disconnected... So I deinstall the plugin and the same result. I reinstall ds4vita 1.2 (latest version) doesn't work... Reset my controller.... doesn't work. Install other version of ds4... doesn't work. Problem: Ds4 controller disconnects after a couple of seconds when it had a connection before",
    language: 'en',
    text: "Uso il controller della PS4 con la mia PS Vita. Dopo averla riavviata funziona per un po', poi il controller si scollega; provo a ricollegarlo, si connette ma dopo 3 secondi si scollega di nuovo. Ho tolto il plugin che avevo installato, niente; ho reinstallato quello del controller, niente; ho resettato il controller, niente. Prima funzionava benissimo, ora si stacca dopo un paio di secondi.",
    category: 'console',
    cause:
      "Il controller aveva semplicemente la batteria scarica (0%), e non c'era la solita segnalazione a ricordarlo. Ricaricandolo il problema è sparito.",
    keywords: ['batteria', 'scarica', 'controller', 'ricarica', 'bluetooth'],
  },
  {
    id: 'co-2806',
    source: 'http://primuscromcthulhu.blogspot.com/2008/10/assistenza-xbox-non-un-film-un-cartone.html',
    original:
      'qualche sera fa mi connettevo al Live come sempre per il consueto COD4 notturno, mi si impalla in fase di caricamento... strano... riavvio. Red Ring of Death: il famigerato errore strutturare congenito a XBOX prodotto dalla malvagia Microsoft più interessata al profitto che a fornire qualità.',
    language: 'it',
    text: 'qualche sera fa mi connettevo al Live come sempre per il consueto COD4 notturno, mi si impalla in fase di caricamento... strano... riavvio. Red Ring of Death: il famigerato errore strutturare congenito a XBOX prodotto dalla malvagia Microsoft più interessata al profitto che a fornire qualità.',
    category: 'console',
    cause:
      "Xbox 360 con il Red Ring of Death dovuto al noto difetto strutturale congenito della console; spedita all'assistenza Microsoft, è tornata con la scheda madre sostituita e funzionante (anche più silenziosa).",
    keywords: ['scheda', 'madre', 'sostituita', 'difetto', 'congenito'],
  },
  {
    id: 'co-2807',
    source: 'https://nen5tare.com/archives/psp-3000-battery-koukan.html',
    original:
      '長いあいだ触っていなかった PlayStation Portable を、\n押し入れの整理中に見つけました。\n本体より先に目に入ったのが、今にも破裂しそうなバッテリーです。\n使っていなくても、リチウムイオンバッテリーは劣化します。\nPSP-3000で遊んでいたのはかなり前ですが、\n久しぶりに見つけたバッテリーは、明らかに異常な状態でした。\n全体がパンパンに膨らみ、\nシールを剥がすと、ケース自体が割れているのが分かります。\nこの状態で通電させるのはさすがに危険だと感じ、\n使用はせず、そのまま交換を決めました。',
    language: 'ja',
    text: "Mettendo in ordine l'armadio ho ritrovato la PlayStation Portable che non toccavo da tantissimo tempo. Prima ancora della console mi è saltata all'occhio la batteria, che sembrava sul punto di scoppiare. Anche se non la usi, la batteria al litio si rovina. Ci giocavo con questa PSP-3000 parecchio tempo fa, ma la batteria era chiaramente in uno stato anomalo: tutta gonfia, e togliendo l'adesivo si vedeva che l'involucro stesso era crepato. Mi è sembrato troppo pericoloso darle corrente, quindi non l'ho usata e ho deciso di sostituirla.",
    category: 'console',
    cause:
      'La batteria agli ioni di litio originale si era gonfiata per invecchiamento (involucro crepato); sostituita con una compatibile Allone GRG-P2000BTRY per PSP-2000/3000, la console si accende e carica senza problemi.',
    keywords: ['batteria', 'gonfia', 'litio', 'sostituita', 'compatibile'],
  },
];
