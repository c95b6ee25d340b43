import type { RealCase } from './types.ts';

/**
 * Batch 25 of real console reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix, or whose device was someone else's, were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'co-2501',
    source: 'https://github.com/x-station/xstation-issues/issues/187',
    original:
      "Only started having this issue today. On a power on boot it hangs on the white logo, then after several seconds the default PS menu appears (memory card manager, music player).\n\nHowever, when pressing Reset the console gets passed the boot logos and into XStation.\n\nThis was on the latest firmware but also tried downgrading to 1.4.4.\n\nI have a PU-18 5552 model unit, with the X-Reset mod also installed. Resetting the console using X-Reset button combination also boots into XStation fine.\n\nIt's just from a cold power-on boot that it's not working.",
    language: 'en',
    text: "Da oggi ho questo problema. Quando accendo la console si blocca sul logo bianco, poi dopo qualche secondo compare il menu standard della PlayStation (gestione memory card, lettore musicale). Però se premo Reset la console supera i loghi ed entra nell'XStation. Era con l'ultimo firmware ma ho provato anche a tornare alla 1.4.4. Ho una PS1 con scheda PU-18 modello 5552, con installata anche la mod X-Reset. Anche resettando con la combinazione di tasti X-Reset entra nell'XStation senza problemi. Non funziona solo quando la accendo da spenta.",
    category: 'console',
    cause:
      "Una saldatura fredda sulla scheda QSB dell'XStation (il flat/adattatore saldato sulla scheda madre) interrompeva un segnale; rifondendo le saldature con il saldatore il problema è sparito.",
    keywords: ['saldatura', 'fredda', 'scheda', 'qsb', 'rifusione', 'contatto'],
  },
  {
    id: 'co-2502',
    source: 'http://nerdlypleasures.blogspot.com/2014/10/hand-held-gaming-mods-success-and.html',
    original:
      'I had a Game Boy Pocket and finally decided to try to install a backlight into it. [...] Before I could add the backlight, I discovered that the A/C power socket was not providing power to the system.  Batteries would work, so I guessed it was a bad connection.',
    language: 'en',
    text: "Ho un Game Boy Pocket. Ho scoperto che la presa dell'alimentatore esterno non dà corrente alla console: se lo collego all'alimentatore non si accende, mentre con le pile funziona.",
    category: 'console',
    cause:
      "Il collegamento tra il pin positivo della presa di alimentazione esterna e il circuito era interrotto; l'ha risolto saldando un filo dal pin positivo della presa al contatto positivo del vano batterie.",
    keywords: ['presa', 'alimentazione', 'collegamento', 'interrotto', 'filo', 'saldatura'],
  },
  {
    id: 'co-2503',
    source: 'https://github.com/paroj/xpad/issues/87',
    original:
      "When I'm occasionally using my xbox360 controller, connected via USB, the controller becomes unresponsive and is no longer recognized by system. Sometimes, the controller will resume responsiveness and functioning within a few seconds, other times, it will not hours. When it's not responsive, the light will not glow, it's not detected by lsusb or jstest. \n\nI have a thinkpad t450s, with 3 USB ports and have experienced this on all 3 ports",
    language: 'en',
    text: 'Ogni tanto, mentre uso il mio controller Xbox 360 collegato via USB, smette di rispondere e il sistema non lo riconosce più. A volte torna a funzionare dopo qualche secondo, altre volte resta così per ore. Quando non risponde la luce non si accende e non viene rilevato né da lsusb né da jstest. Ho un ThinkPad T450s con 3 porte USB e mi succede su tutte e 3.',
    category: 'console',
    cause:
      'Problema hardware del controller: il cavo che entra nel controller era leggermente allentato e faceva perdere il collegamento; sistemato il cavo il problema è sparito.',
    keywords: ['cavo', 'allentato', 'collegamento', 'controller', 'connettore'],
  },
  {
    id: 'co-2504',
    source: 'https://github.com/irungentoo/Xiaomi_gamepad/issues/22',
    original:
      'I was able to install the service, and play a game successfully for a little while, but the controller(s) shut down after about 10 seconds of use. The console shows no extra information.\n\nI can replicate the problem every time.',
    language: 'en',
    text: "Sono riuscito a installare il servizio per il gamepad Xiaomi e a giocare per un po', ma il controller si spegne dopo circa 10 secondi di utilizzo. La console non mostra altre informazioni. Riesco a riprodurre il problema ogni volta.",
    category: 'console',
    cause: 'Le pile del gamepad erano scariche/deboli: con pile nuove i controller funzionano perfettamente.',
    keywords: ['pile', 'scariche', 'batterie', 'alimentazione', 'tensione'],
  },
  {
    id: 'co-2505',
    source: 'https://www.loupickney.com/comm/may2002/512002.shtml',
    original:
      "See, for months now the thing has been giving me problems with certain games not loading very easily, if at all. It's given me the dreaded \"disc read error\" message, which is a common problem with many PS2's. [...] To put this in perspective, when I purchased LoW in January, it wouldn't load THE FIRST TIME I ever tried playing it. Not good. It was a sporadic load at best after that.",
    language: 'en',
    text: 'Da mesi la mia PlayStation 2 mi dà problemi: certi giochi caricano a fatica o non caricano proprio, e compare il temuto messaggio "disc read error". Per dare un\'idea, Legends of Wrestling l\'ho comprato a gennaio e non è partito già la prima volta che ho provato a giocarci; da allora si carica solo ogni tanto.',
    category: 'console',
    cause:
      'La lente del laser del lettore era sporca di polvere; aprendo la console e pulendo la lente con alcol i giochi hanno ricominciato a caricare senza problemi.',
    keywords: ['lente', 'laser', 'polvere', 'sporca', 'pulizia', 'alcol'],
  },
  {
    id: 'co-2506',
    source:
      'https://github.com/mzagaja/mzagaja.github.io/blob/124af8fbcbcb4adecfca7a97441d841ea8288eee/_posts/2023-01-09-fixing-nintendo-switch-fan.md',
    original:
      'Lately the cooling fan on my seven year old Nintendo Switch started making strange noises. As someone who has built computers and worked with electronics, I know this is bad news.',
    language: 'en',
    text: 'Ultimamente la ventola di raffreddamento del mio Nintendo Switch, che ha sette anni, ha iniziato a fare dei rumori strani.',
    category: 'console',
    cause:
      "La ventola di raffreddamento era usurata; l'ha sostituita lui stesso con un kit di ricambio seguendo la guida iFixit (va rimessa la pasta termica sul dissipatore durante il rimontaggio).",
    keywords: ['ventola', 'usurata', 'raffreddamento', 'sostituzione', 'rumore'],
  },
  {
    id: 'co-2507',
    source: 'https://www.valoroso.it/?p=4265',
    original:
      'Relativamente al funzionamento, il joystick si presentava instabile sul pulsante di sparo: a volte funzionava, a volte no. Inoltre alcune direzioni non rispondevano.',
    language: 'it',
    text: 'Relativamente al funzionamento, il joystick si presentava instabile sul pulsante di sparo: a volte funzionava, a volte no. Inoltre alcune direzioni non rispondevano.',
    category: 'console',
    cause:
      "All'apertura due microswitch delle direzioni risultavano guasti e le lamelle di contatto del pulsante di sparo erano ossidate (oltre a molta polvere interna); sostituiti i microswitch e puliti i contatti, il joystick ha superato il test su Commodore 64.",
    keywords: ['microswitch', 'guasti', 'lamelle', 'ossidate', 'contatti', 'polvere'],
  },
  {
    id: 'co-2508',
    source: 'http://www.ne.jp/asahi/ham/js1rsv/TEST/ps.htm',
    original:
      'まず、症状は、ソフト(CDROM)を全く認識しません。良く見ると、「プレステ規格でない」というメッセージを出してくるCDROMと、音楽CDだと認識するCDROM、まったく反応しないCDROMが有るようです。もちろん、コピーソフト(CD−R)を認識できないというのではなく、製品CDROMを認識できません。しかし、本物の音楽CDはちゃんと認識して再生も可能です。(ちなみに、CD−Rは音楽用CDも認識できなかった。)',
    language: 'ja',
    text: 'La mia PlayStation (SCPH-3000) non riconosce più nessun gioco. Guardando meglio: con alcuni CD-ROM dice che non sono dischi PlayStation, altri li prende per CD musicali, altri ancora non li vede proprio. E non parlo di copie su CD-R: non legge i dischi originali. I veri CD musicali invece li riconosce e li suona tranquillamente (i CD-R, anche audio, non li legge).',
    category: 'console',
    cause:
      "Il laser/pickup del lettore CD aveva perso taratura (potenza e guadagno non più adatti); regolando a piccoli passi i trimmer (resistenze semifisse) vicino all'unità CD-ROM la console è tornata a leggere i giochi.",
    keywords: ['laser', 'pickup', 'trimmer', 'taratura', 'lettore', 'potenza'],
  },
];
