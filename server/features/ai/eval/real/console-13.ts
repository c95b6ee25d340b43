import type { RealCase } from './types.ts';

/**
 * Batch 13 of real console reports (issue 24): gathered 2026-11-28 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'co-1001',
    source: 'https://githubissues.com/profi200/open_agb_firm/143',
    original:
      'Game Ms. Pac-Man - Maze Madness (…) Console: New3DS. Issue The game disables audio in its own settings every time you load the game, even with previously saved data with sound enabled. (…) Turns out that I can only reproduce this in one specific 3DS console (my KTR model), the game works as intended in my other two 3DS consoles, an o3DS and a new3DSXL.',
    language: 'en',
    text: "Con il gioco Ms. Pac-Man - Maze Madness sul mio New 3DS, il gioco disattiva l'audio nelle sue impostazioni ogni volta che lo carico, anche con un salvataggio in cui il suono era attivo. Ho scoperto che succede solo su una console specifica (il mio modello KTR); sulle altre due che ho, un 3DS vecchio e un New 3DS XL, il gioco funziona come dovrebbe.",
    category: 'console',
    cause:
      'Il chip di memoria FCRAM era difettoso, con sfere di saldatura probabilmente incrinate (causava anche crash casuali in modalità 3DS): risolto facendo il reflow del chip FCRAM.',
    keywords: ['fcram', 'reflow', 'saldature', 'chip', 'memoria'],
  },
  {
    id: 'co-1003',
    source: 'https://lifeclabo.com/ps3koshou/',
    original:
      '約1年ぶりにPS3(プレイステーション3)を押し入れから戻して電源を入れると、モニターに何も表示せず… 電源ランプの赤ランプのみが点滅… (…) PS3の電源を入れると、内部で「ギゥーーン」と動作音が聞こえ始めるが、すぐに音が小さくなり、「ガチッ」「ピピピ」と電源ランプが赤く点滅。モニターにも何も表示されません。最初、「ガチッ」と音が聞こえたので、PS3内部にあるハードディスクの故障と思い、新品のハードディスクに交換をしたのですが、改善せず。',
    language: 'ja',
    text: "Ho ripreso la mia PS3 dall'armadio dopo circa un anno e, accendendola, sul monitor non compare niente: lampeggia solo la spia rossa. All'accensione dentro si sente partire un 'ghiiin', ma subito il rumore cala, poi 'clac' e 'bip bip bip' e la spia diventa rossa lampeggiante. Sul monitor nessuna immagine. Siccome sentivo quel 'clac', ho pensato all'hard disk e l'ho sostituito con uno nuovo, ma non è cambiato niente.",
    category: 'console',
    cause:
      'Il classico YLOD delle prime PS3: saldature incrinate tra CPU/GPU e scheda madre (contatto difettoso). Scaldando la scheda con un asciugacapelli per far rifondere le saldature (reflow casalingo) la console si è ripresa.',
    keywords: ['saldature', 'incrinate', 'gpu', 'reflow', 'scheda'],
  },
  {
    id: 'co-1004',
    source: 'https://lonveljp.blogspot.com/2015/12/blog-post_27.html',
    original:
      'ケンがスーファミのカセットを欲しいと持ってきました。10個100円のジャンク場所にあったものです。(…) 家に帰ってスーファミにセットしてスイッチON・・・反応なし→接点にCRC226+綿棒で掃除をしますが相変わらずNG仕方ないので分解することにしました。(…) バックアップ用のCR2032は92-01の表示があり約24年が経過しています。とりあえず家にあったCR2025を取り付けます。仮組みをしてスーファミにセット・・・反応なし。',
    language: 'ja',
    text: "Mio figlio mi ha portato una cartuccia del Super Nintendo presa nel cestone delle occasioni. A casa l'ho messa nel Super Nintendo e acceso: nessuna reazione. Ho pulito i contatti con CRC 5-56 e un cotton fioc, ma niente da fare, quindi l'ho aperta. La pila tampone CR2032 era del 1992, quindi circa 24 anni fa; intanto ho montato una CR2025 che avevo in casa, rimontato alla buona e rimesso nel Super Nintendo: ancora nessuna reazione.",
    category: 'console',
    cause:
      'I contatti del pettine della cartuccia erano ossidati: lucidandoli con pasta abrasiva (Pikal solido) sono tornati color oro brillante e il gioco è partito.',
    keywords: ['contatti', 'ossidati', 'cartuccia', 'lucidati', 'pettine'],
  },
  {
    id: 'co-1005',
    source: 'https://blog.bazaroccidental.org/index.php?tag/sega-genesis',
    original:
      "J'ai acheté quelques cassettes à bas prix à un magasin de jeux à St-Romuald. Les jeux de Sega Genesis étaient cachés dans un racoin derrière des boîtes. De retour à la maison, une de ces cassettes ne marchait malheureusement pas. Vu que je ne pouvais pas la remplacer rapidement car j'habite à 1h30 de route du magasin, j'ai cherché à l’ouvrir avec un tournevis avec une tête spécifique.",
    language: 'fr',
    text: "Ho comprato alcune cartucce a poco prezzo in un negozio di videogiochi; i giochi per Sega Genesis (Mega Drive) erano nascosti in un angolo dietro delle scatole. Tornato a casa, una delle cartucce purtroppo non funziona. Visto che non potevo cambiarla subito (abito a un'ora e mezza dal negozio), ho cercato di aprirla con un cacciavite con la punta speciale.",
    category: 'console',
    cause:
      "Un pezzetto di ruggine/ossidazione si era formato su uno dei 'denti' metallici del pettine di contatti della scheda: grattato via con un piccolo uncino e pulito con alcol, il gioco ha ripreso a funzionare.",
    keywords: ['ruggine', 'ossidazione', 'contatti', 'pettine', 'alcol'],
  },
  {
    id: 'co-1006',
    source: 'https://kakaoblog.com/post-34581',
    original:
      '最近、中古で買ったPS3のコントローラーが赤い点滅を繰り返してばかりで使えない現象が発生しました。ゲームをプレイ中にいきなり「ピーッ!」と音が鳴りフリーズ、電源を落として再び起動しようとしたら、コントローラーのLEDが赤い点滅を繰り返すばかりで反応せず…。',
    language: 'ja',
    text: "Ultimamente il controller della PS3 che ho comprato usato continua a lampeggiare di rosso e non si riesce a usare. Mentre giocavo all'improvviso c'è stato un 'biiip' e si è bloccato tutto; ho spento e quando ho provato a riaccendere, il LED del controller continua solo a lampeggiare rosso e non risponde.",
    category: 'console',
    cause:
      'Il controller non era guasto: bastava collegarlo alla console con il cavo USB e accendere la PS3 dal tasto di accensione sul corpo della console (non dal controller); così la PS3 si è avviata e ha riconosciuto/riassociato il controller.',
    keywords: ['usb', 'accensione', 'associazione', 'controller', 'console'],
  },
  {
    id: 'co-1007',
    source: 'https://github.com/webhdx/PicoBoot/issues/145',
    original:
      "I've come across a weird issue when trying to install Picoboot on a DOL-001 USA region GameCube. I am using the original wiring diagram, the pico doesn't get power from the 3V3 connection and just boots to the stock bios. I then wired to the 5V to VSYS pin and get picoboot to boot once but powering off the GameCube just boots back to the stock bios. I've done at least 30 prior installs without any major issues before and this one is stumping me.",
    language: 'en',
    text: 'Ho un problema strano installando PicoBoot su un GameCube DOL-001 americano. Ho usato lo schema di collegamento originale, ma il Pico non riceve alimentazione dal collegamento a 3,3V e la console parte sempre col BIOS originale. Poi ho collegato i 5V al pin VSYS e PicoBoot è partito una volta, ma spegnendo e riaccendendo il GameCube torna al BIOS originale. Ho fatto almeno 30 installazioni senza problemi e questa non la capisco.',
    category: 'console',
    cause:
      'Era difettosa la scheda di alimentazione interna del GameCube (power board/regolatore DC): sostituita con una di ricambio, la console si avvia regolarmente.',
    keywords: ['alimentazione', 'scheda', 'regolatore', 'sostituita', 'tensione'],
  },
  {
    id: 'co-1008',
    source: 'https://github.com/walczakp/xbox360-rpi-flasher/issues/7',
    original:
      "I was able to make a full nand dump (16mb) from a Falcon board and using a Raspberry PI 3b+ My plan was to mod it to RGH3 but when I went to upload the ECC/XELL image it didn't boot anymore, power light came up for one second and it turned off. I also attempted to re-flash the original nand dump but that didn't make it work either so I had my xbox dead for a couple of days.",
    language: 'en',
    text: "Ho fatto il dump completo della NAND (16 MB) della mia Xbox 360 con scheda Falcon usando un Raspberry Pi 3B+. Volevo fare la modifica RGH3, ma dopo aver caricato l'immagine ECC/XeLL non si avvia più: la luce di accensione si accende per un secondo e poi si spegne. Ho provato anche a riscrivere il dump originale della NAND, ma non è servito, e così l'Xbox è rimasta morta per un paio di giorni.",
    category: 'console',
    cause:
      'Il contenuto della NAND era stato scritto male con il Raspberry Pi 3: riscrivendo il dump originale della NAND con un Raspberry Pi Pico la console è tornata a funzionare.',
    keywords: ['nand', 'dump', 'flash', 'riscritto', 'firmware'],
  },
  {
    id: 'co-1009',
    source: 'https://www.fwaggle.org/2017/12/yet-another-ps2/',
    original:
      'I have another slim PS2 that’s NTSC that I didn’t have a power brick for… wonder if it works? It doesn’t. Boo! Won’t even power on in standby, but that seems like it’s pretty obviously a problem - particularly when coupled with the fact that I noticed the power socket was rather spongey plugging it in.',
    language: 'en',
    text: "Ho un'altra PS2 Slim NTSC per cui non avevo l'alimentatore... chissà se funziona? No. Non si accende nemmeno in standby, e mi sembra chiaro che ci sia un problema, anche perché ho notato che la presa di alimentazione era piuttosto 'molle' quando ci inserivo lo spinotto.",
    category: 'console',
    cause:
      "Saldatura secca/fredda sul pin +8,5 V del connettore di alimentazione: riscaldata e aggiunto stagno (e pulita la lente già che c'era), la PS2 si accende e legge i giochi.",
    keywords: ['saldatura', 'connettore', 'alimentazione', 'fredda', 'stagno'],
  },
  {
    id: 'co-1010',
    source: 'https://github.com/Atmosphere-NX/Atmosphere/issues/1577',
    original:
      'After injecting the Atmosphere payload, nothing happens and the screen remains dark. (…) Put the nintendo on RCM mode, incect the payload. (…) System Firmware Version 11.0.0',
    language: 'en',
    text: 'Dopo aver iniettato il payload di Atmosphere sulla mia Nintendo Switch non succede niente e lo schermo resta nero. Metto la console in modalità RCM e inietto il payload. Firmware di sistema 11.0.0.',
    category: 'console',
    cause:
      'Il problema era la scheda microSD, difettosa: comprata e usata una microSD nuova, la console si avvia.',
    keywords: ['microsd', 'scheda', 'memoria', 'difettosa', 'sostituita'],
  },
  {
    id: 'co-1011',
    source: 'https://gonta-house.hatenablog.com/entry/2022/08/11/173957',
    original:
      '我が家はいまだにPS2が現役。そんなPS2のパッドのキノコに妙な引っかかりがあったり、ボタンの反応が悪くなってきたので分解掃除をすることに…。',
    language: 'ja',
    text: "A casa mia la PS2 è ancora in uso. Il 'fungo' dello stick analogico del controller ha uno strano impuntamento e anche i tasti rispondono sempre peggio, quindi ho deciso di smontarlo e pulirlo.",
    category: 'console',
    cause:
      "Il cappuccio dello stick analogico aveva l'asse consumato con un solco che si impigliava nel guscio del controller: sostituito con un cappuccio di ricambio e puliti i contatti dei tasti, il controller funziona di nuovo bene.",
    keywords: ['stick', 'cappuccio', 'consumato', 'contatti', 'pulizia'],
  },
  {
    id: 'co-1012',
    source: 'http://retrobrico.fr/?p=3510',
    original:
      'Aujourd’hui, ce n’est pas une ni deux mais trois PlayStation 2 que nous allons bricoler ! (…) Première PlayStation 2 Celle-ci démarre mais ne lis pas les jeux. (…) on entend le disque tourner à l’intérieur (…)',
    language: 'fr',
    text: "Oggi metto le mani su tre PlayStation 2. La prima si accende ma non legge i giochi; si sente il disco che gira all'interno.",
    category: 'console',
    cause:
      'Il laser (blocco ottico KHS-400C) era guasto: sostituito con uno nuovo, dopo aver tolto il ponticello di stagno antistatico presente sul laser di ricambio, la console legge di nuovo i giochi (i DVD a singolo strato; quelli a doppio strato non ancora).',
    keywords: ['laser', 'ottico', 'sostituito', 'lente', 'ponticello'],
  },
  {
    id: 'co-1013',
    source: 'https://github.com/x-station/xstation-issues/issues/257',
    original:
      'I have a Late PU-8 board. (…) this morning I went to turn on my PS1 and I was once again presented with the "Please insert Playstation CD-ROM". (…) I then tested my PS1 without the top of the console on - it started every time. I then put the console entirely together again, and once again - Please insert Playstation CD-ROM. I noticed however, that if I start the PS1 with the lid open to get to the Memory Card / CD Player menu, and then close it after it appears, it boots into x-station every time. If i boot with the lid closed - I get the error message every time.',
    language: 'en',
    text: 'Ho una PS1 con scheda PU-8 (ultima revisione) con xStation. Stamattina accendendola mi è ricomparso il messaggio "Please insert PlayStation CD-ROM". Provata senza il coperchio superiore, partiva ogni volta; richiusa del tutto, di nuovo "Please insert PlayStation CD-ROM". Ho notato che se la accendo con lo sportello aperto, arrivo al menu Memory Card / lettore CD e poi lo chiudo, parte sempre; se la accendo con lo sportello chiuso, ogni volta ho l\'errore.',
    category: 'console',
    cause:
      "L'alimentatore interno (PSU) della PS1 era difettoso: montato l'alimentatore di un'altra PS1 (una PU-8 più vecchia), il problema non si è più presentato.",
    keywords: ['alimentatore', 'psu', 'alimentazione', 'sostituito', 'tensione'],
  },
  {
    id: 'co-1014',
    source: 'https://github.com/x-station/xstation-issues/issues/121',
    original:
      "I'm trying to use code breaker with Tekken 3 swapping discs but everytime I try the console freezes when opening the lid. Is there anything that I am doing wrong or something that I could check to try and resolve the issue? The xstation is in a scph 1002 late pu-8 along with a psio board and MF0 installation.",
    language: 'en',
    text: "Sto cercando di usare il Code Breaker con Tekken 3 facendo lo scambio dei dischi, ma ogni volta che apro lo sportello la console si blocca. Sto sbagliando qualcosa o c'è qualcosa che posso controllare per risolvere? La console è una PS1 SCPH-1002 (PU-8 ultima revisione) con xStation, scheda PSIO e installazione MF0.",
    category: 'console',
    cause: 'Era difettoso il pulsante/interruttore di reset della console.',
    keywords: ['reset', 'pulsante', 'interruttore', 'difettoso'],
  },
  {
    id: 'co-1015',
    source: 'https://github.com/Redherring32/TinyTendo/issues/3',
    original:
      'So I assembled the motherboard, charge boost pcb and cart slot pcb and gave it a try but I always get a white screen when I turn it on. I tested the cartridge with the cart test, so I know the cartridge is working. Is the audio pcb and button pcb mandatory for the NES to boot?',
    language: 'en',
    text: "Ho assemblato la scheda madre, la scheda di ricarica/boost e la scheda dello slot cartuccia del mio NES portatile e l'ho provato, ma quando lo accendo ho sempre lo schermo bianco. Ho provato la cartuccia con il test cartucce, quindi so che funziona. La scheda audio e la scheda dei pulsanti sono necessarie perché il NES si avvii?",
    category: 'console',
    cause:
      'Saldature difettose del connettore a 80 pin sulla scheda dello slot cartuccia: risaldato il connettore, la console è partita.',
    keywords: ['saldature', 'connettore', 'slot', 'cartuccia', 'risaldato'],
  },
];
