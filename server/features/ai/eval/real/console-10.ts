import type { RealCase } from './types.ts';

/** Batch 10 of real console reports (issue 24): gathered 2026-11-27 by helpers blind to the assistant; never read. */
export const CASES: RealCase[] = [
  {
    id: 'co-801',
    source: 'https://ratcowsoft.blogspot.com',
    original:
      "Symptom: Game discs don't read, no matter how much they are cleaned, how flawless they are (ie. unscratched) and how clean the laser is.",
    language: 'en',
    text: 'Sintomo: il Dreamcast non legge i dischi dei giochi, per quanto li pulisca, anche se sono perfetti (cioè senza graffi) e anche con il laser pulito.',
    category: 'console',
    cause:
      "Il fermo che rileva la chiusura dello sportello (l'interruttore del coperchio) era usurato: avvolgendo un giro di nastro adesivo attorno al fermo, per renderlo più spesso, il problema si è risolto e i dischi vengono letti.",
    keywords: ['sportello', 'interruttore', 'usurato', 'nastro', 'coperchio'],
  },
  {
    id: 'co-802',
    source: 'http://japanspel.blogspot.com/2014/08/mega-cd-sega-cd-impressions-and-gameplay.html',
    original:
      "I got a Mega CD recently.\n\nIt didn't work so I took it apart and replaced some components on the power board that looked like they corroded the board. After that it powered up, but there was problems with the tray. It didn't move in and move out smoothly and the CD didn't read.",
    language: 'en',
    text: "Ho preso da poco un Mega CD. Non funzionava, così l'ho smontato e ho sostituito alcuni componenti sulla scheda di alimentazione che sembravano aver corroso la scheda. Dopo si accendeva, ma c'erano problemi col cassetto: non entrava e usciva in modo fluido e il CD non veniva letto.",
    category: 'console',
    cause:
      "La cinghia di gomma del meccanismo del cassetto/lettore era da cambiare: montata una cinghia nuova (quella del vassoio dell'Xbox 360 Slim) il cassetto scorre bene e con forza e i CD vengono letti perfettamente.",
    keywords: ['cinghia', 'gomma', 'cassetto', 'sostituita', 'lettore'],
  },
  {
    id: 'co-803',
    source:
      'https://yesterware.blogspot.com/search?m=1&max-results=10&updated-max=2018-05-23T07%3A07%3A00-07%3A00',
    original:
      'Well last night I fired up my Model 2 Sega CD and discovered that all was not well. The disk tried to spin up and this horrible grinding and scraping noise came from the drive.  After several attempts the disk finally loaded, but it was painful and I shut it off immediately to prevent damage.',
    language: 'en',
    text: "Ieri sera ho acceso il mio Sega CD Model 2 e ho scoperto che qualcosa non andava. Il disco provava a girare e dal lettore veniva fuori un orribile rumore di grattamento e sfregamento. Dopo vari tentativi il disco alla fine è partito, ma con fatica, e l'ho spento subito per non fare danni.",
    category: 'console',
    cause:
      'Il finecorsa del laser (limit switch), che segnala al sistema che il carrello del laser è arrivato al centro del disco, col tempo smette di fare contatto (sono due lamelle di rame in un guscio di plastica); sistemato il finecorsa il lettore è tornato a funzionare.',
    keywords: ['finecorsa', 'laser', 'interruttore', 'contatto', 'carrello'],
  },
  {
    id: 'co-804',
    source: 'https://bitwrangler.uk/2023/04/30/car-boot-xbox360',
    original:
      'Wandering through the car boot sale this Sunday I came across a very dirty and sorry looking XBox 360 with a pile of games and 2 controllers for £20. (…) Getting it home, I found that the console started but both controller were broken.',
    language: 'en',
    text: "Domenica, girando per un mercatino dell'usato, ho trovato un'Xbox 360 molto sporca e malridotta con un mucchio di giochi e 2 controller per 20 sterline. (…) Arrivato a casa ho visto che la console partiva, ma tutti e due i controller erano rotti.",
    category: 'console',
    cause:
      'Nel controller con filo il cavo USB era parzialmente tagliato (accorciato e risaldato direttamente sulla scheda); in quello wireless le batterie avevano perso liquido e corroso i contatti, che sono stati ripuliti.',
    keywords: ['cavo', 'tagliato', 'batterie', 'corrosione', 'contatti'],
  },
  {
    id: 'co-805',
    source: 'https://medspx.fr/blog/archives/2012/01/',
    original:
      "J'en veux pour preuve l'accessoire Wii Motion Plus que j'ai utilisé moins de 15 jours avant qu'il ne tombe en panne. (…) Le symptôme du problème était assez simple: le nunchuck n'était plus reconnu: impossible de s'en servir, il ne répondait plus du tout. Après avoir suspecté le dit nunchuck et vérifié qu'il fonctionnait correctement lorsque non branché sur le Wii Motion Plus, j'en suis arrivé à la conclusion que le problème venait plutôt de ce dernier...",
    language: 'fr',
    text: "Ne è la prova il Wii Motion Plus, che ho usato meno di 15 giorni prima che si guastasse. (…) Il sintomo era semplice: il nunchuck non veniva più riconosciuto, impossibile usarlo, non rispondeva proprio. Dopo aver sospettato del nunchuck e verificato che funzionava bene quando non era collegato al Wii Motion Plus, sono arrivato alla conclusione che il problema era piuttosto in quest'ultimo...",
    category: 'console',
    cause:
      'Aperto il Wii Motion Plus, il connettore del nunchuck risultava collegato al resto da una piattina (flat) sottilissima che al test di continuità col multimetro passava il segnale in modo casuale a seconda di come era piegata; la piattina è stata sostituita con dei fili veri saldati.',
    keywords: ['piattina', 'flat', 'connettore', 'continuità', 'fili'],
  },
  {
    id: 'co-806',
    source: 'https://forums.atariage.com/topic/196207-lynx-2-sound-issue-resolved/',
    original:
      "When fixing one of my two newly aquired Lynx 2's I found an issues related to the sound:-\n\n\nAweful sound quality from main speaker, very quiet even on full volume.",
    language: 'en',
    text: "Mentre sistemavo uno dei due Lynx 2 che ho appena preso ho trovato un problema con l'audio: qualità del suono pessima dall'altoparlante, e volume bassissimo anche al massimo.",
    category: 'console',
    cause:
      "Un condensatore dello stadio di uscita audio (C11, 220uF 6.3V, dopo l'amplificatore LM386) era gonfio/guasto e anche l'altoparlante era danneggiato (probabilmente qualcuno aveva dato corrente dalla presa cuffie): sostituiti il condensatore e l'altoparlante, il suono è tornato perfetto.",
    keywords: ['condensatore', 'gonfio', 'altoparlante', 'audio', 'sostituito'],
  },
  {
    id: 'co-807',
    source: 'https://bpharoah.co.uk/atari-lynx-1-repair',
    original:
      "So, as expected, this didn't power up at all. I tried batteries, and I tried adding a power connector to the battery terminals on the motherboard. Nothing. The original dc jack socket is missing it's pin, hence I couldn't plug anything into there.\nLooking at the board, I couldn't see anything obvious. Capacitors look okay, nothing burnt anyway, nothing missing anywhere. Breaking out the multimeter I could see that power was definitely getting to the board.",
    language: 'en',
    text: "Come previsto, l'Atari Lynx non si accendeva proprio. Ho provato con le pile e ho provato a collegare l'alimentazione direttamente ai contatti della batteria sulla scheda madre. Niente. Alla presa DC originale manca il pin, quindi lì non potevo collegare nulla. Guardando la scheda non ho visto niente di evidente: i condensatori sembrano a posto, niente di bruciato, non manca niente. Col multimetro ho visto che la corrente alla scheda ci arrivava di sicuro.",
    category: 'console',
    cause:
      'Era guasto il MOSFET del circuito di accensione: dissaldato il vecchio e montato uno nuovo, la console si è accesa e funziona.',
    keywords: ['mosfet', 'transistor', 'accensione', 'sostituito', 'alimentazione'],
  },
  {
    id: 'co-808',
    source: 'https://hackaday.io/mcunerd',
    original:
      'Over a decade a go I got a SNES from some relatives.  When I was doing some cleaning I decided to pull it out.  After cleaning the cartridge slot, it was working but the picture on the TV was pretty terrible. I picked up a cheap composite A/V cable and the picture was fine.',
    language: 'en',
    text: "Più di dieci anni fa ho avuto un Super Nintendo da dei parenti. Facendo un po' di pulizie ho deciso di tirarlo fuori. Dopo aver pulito lo slot delle cartucce funzionava, ma l'immagine sulla TV era davvero pessima. Ho preso un cavo A/V composito economico e con quello l'immagine era a posto.",
    category: 'console',
    cause:
      "Nel commutatore/modulatore RF (la scatolina grigia col cavo coassiale) due delle tre saldature che collegano il coassiale al circuito (la calza/schermo e la linguetta di fissaggio) erano completamente rotte per la trazione sul cavo; risaldate e fissate con colla a caldo, l'immagine è tornata buona.",
    keywords: ['saldature', 'coassiale', 'modulatore', 'rf', 'rotte'],
  },
  {
    id: 'co-809',
    source: 'https://modrobert.org/tag/repair/',
    original:
      'I had intermittent problems powering on the Super Nintendo, it would just black screen screen sometimes',
    language: 'en',
    text: 'Avevo problemi intermittenti ad accendere il Super Nintendo: certe volte restava solo lo schermo nero.',
    category: 'console',
    cause:
      "I condensatori elettrolitici della scheda madre erano guasti: non perdevano in modo visibile ma diversi misuravano male all'ESR meter; sono stati sostituiti tutti (ricondizionamento con kit di condensatori, più un regolatore di tensione nuovo).",
    keywords: ['condensatori', 'elettrolitici', 'esr', 'sostituiti', 'scheda'],
  },
  {
    id: 'co-810',
    source: 'https://ei26blog.com/new_nintendo2dsll_volume_repair',
    original:
      'この機種はネットで購入したジャンク品で、ジャンクの理由が「音量調節ができない」というシロモノだ。(…) 後日、問題のNew2DSLLが届いて本体を持ったところ、本体のキズも少なく状態良好で当たりじゃないかと思ったと同時にイヤな予感がした。\n「なんか、本体を振るとカラカラ鳴るぞ……マラカスか?」\nそして、問題の音量ボリュームを動かしてみると、スッカスカの感触でさらにイヤな予感が加速した。\n音量ボリューム周りを見ると、ボリュームあたりのガワにヒビが入っている。',
    language: 'ja',
    text: 'È un New 2DS XL comprato online come guasto, e il motivo era "non si riesce a regolare il volume". (…) Quando mi è arrivato e l\'ho preso in mano, era in buone condizioni con pochi graffi e ho pensato di aver fatto un affare, ma allo stesso tempo ho avuto un brutto presentimento: "Ma scuotendola fa un rumore di qualcosa che sbatte dentro... è una maracas?" E muovendo la rotella/cursore del volume, era completamente molle, senza resistenza, e il brutto presentimento è aumentato. Guardando intorno al comando del volume, la scocca in quel punto ha una crepa.',
    category: 'console',
    cause:
      "Aperta la console, sulla scheda madre la levetta (la sporgenza) dell'interruttore/potenziometro del volume risultava spezzata, probabilmente per una caduta: è il componente del volume sulla scheda ad essere rotto.",
    keywords: ['volume', 'potenziometro', 'spezzato', 'scheda', 'caduta'],
  },
  {
    id: 'co-811',
    source: 'https://ei26blog.com/?p=2621',
    original:
      '最近、ゲームボーイカラーのスピーカーの調子が悪く、ボリュームを最大にしても音が小さくなったり鳴らない事がしばしばあったが、先日ついに音が全く出なくなってしまった!\n最初、音量ダイヤルの接触不良の問題と思い、本体を分解してボリュームダイヤルに接点復活剤を塗布してみたが、状況は全く改善されずスピーカーは無音のままだった。\nスピーカーから音は出ないが、イヤホジャックからは音が出ているので、問題は音量ダイヤルでは無さそうだ。',
    language: 'ja',
    text: "Ultimamente l'altoparlante del mio Game Boy Color faceva i capricci: anche col volume al massimo spesso il suono diventava bassissimo o non si sentiva, e l'altro giorno alla fine non esce più nessun suono! All'inizio ho pensato a un falso contatto della rotella del volume, ho smontato la console e ho messo del disossidante sulla rotella, ma non è cambiato niente e l'altoparlante è rimasto muto. Dall'altoparlante non esce niente, però dalla presa delle cuffie il suono c'è, quindi il problema non sembra essere la rotella del volume.",
    category: 'console',
    cause:
      "Era guasto l'altoparlante interno (un difetto tipico del Game Boy Color con l'età): sostituito con un altoparlante di ricambio comprato online, il suono è tornato.",
    keywords: ['altoparlante', 'speaker', 'guasto', 'sostituito', 'audio'],
  },
  {
    id: 'co-812',
    source: 'https://note.com/nyaa8787/n/n0ed2dde78507',
    original:
      '家に眠っていたpsp goを見つけ出し電源を入れてみたところ、電源が付かない…!!ということで、バッテリーを交換してみることにしました。(…) 無事起動することができました。しかし、アレ、充電出来てない??!どうやら、交換したバッテリーに残っていた電池で作動はしていますが、本体に充電ケーブルを挿しても全く充電されません。。',
    language: 'ja',
    text: 'Ho ritrovato in casa una PSP Go dimenticata e provando ad accenderla non si accendeva...!! Così ho deciso di provare a cambiare la batteria. (…) Si è avviata senza problemi. Però, aspetta, non si ricarica??! Sembra che funzioni con la carica rimasta nella batteria nuova, ma collegando il cavo di ricarica alla console non carica per niente.',
    category: 'console',
    cause:
      'Il problema di ricarica era il cavo di ricarica originale (quello in dotazione con la PSP Go) deteriorato: comprato un cavo nuovo, la console si ricarica regolarmente.',
    keywords: ['cavo', 'ricarica', 'deteriorato', 'sostituito', 'caricatore'],
  },
  {
    id: 'co-813',
    source: 'https://makiriri.com/horipad-repair/',
    original:
      'ある日Nintendo Switch (ニンテンドースイッチ)用のホリパッドワイヤレスが勝手に動いてしまい子どもたちがフォートナイトができないと困っていた。\n左アナログスティックが1方向に入力しっぱなしになるのだ。',
    language: 'ja',
    text: 'Un giorno il controller Horipad wireless per Nintendo Switch ha iniziato a muoversi da solo e i bambini non riuscivano più a giocare a Fortnite. La levetta analogica sinistra resta sempre inclinata in una direzione.',
    category: 'console',
    cause:
      'Era la classica deriva (drift) della levetta: sporco/residui di carbone dentro i potenziometri (resistenze variabili) della levetta analogica causavano un cattivo contatto; smontato il controller e pulito a fondo il potenziometro con spray disossidante e aria compressa, la levetta è tornata a funzionare correttamente.',
    keywords: ['potenziometro', 'levetta', 'sporco', 'pulizia', 'drift'],
  },
  {
    id: 'co-814',
    source: 'https://flageo.hatenadiary.org/entry/20070104/p1',
    original:
      'Wiiを買った。\nで、それなりに楽しんでいるのだが、ある時、突然リモコンに内蔵のモーションセンサが動作しなくなった。\nポインタやボタンは動作しているので、本体とのリンク切れではない。\n本体の再起動やら何やらを試しても復帰せず、仕方なしにサポートへ電話した。',
    language: 'ja',
    text: "Ho comprato una Wii e ci sto giocando abbastanza, ma a un certo punto all'improvviso il sensore di movimento interno del telecomando ha smesso di funzionare. Il puntatore e i tasti funzionano, quindi non è un problema di collegamento con la console. Ho provato a riavviare la console e altre cose ma non è tornato a posto, quindi alla fine ho chiamato l'assistenza.",
    category: 'console',
    cause:
      "Il sensore di movimento si trova dietro la croce direzionale e per qualche motivo può restare 'incastrato': seguendo le indicazioni dell'assistenza Nintendo, battendo alcune volte il telecomando (lato tasti verso il basso, zona della croce direzionale) sul palmo della mano il sensore si è sbloccato e ha ripreso subito a funzionare.",
    keywords: ['sensore', 'movimento', 'incastrato', 'colpi', 'telecomando'],
  },
  {
    id: 'co-815',
    source: 'https://blog.web-mk.net/?p=6292',
    original:
      '引越しの際に仕舞い込んだままだったWiiだったけど、コロナ禍と梅雨でおうち時間を持てあまし、10年ちかくぶりに起動してみた。(…) ただ1点、入れっぱなしだったゲームディスクが排出されない。\n\n何度も電源を入れ直したりリセットしてみたけどダメ。\nピンセットとかで無理やり引っ張り出せないかと思ったけどディスクに届かない。',
    language: 'ja',
    text: "Avevo messo via la Wii durante il trasloco, ma con la pandemia e la stagione delle piogge avevo tempo da perdere in casa e l'ho riaccesa dopo quasi 10 anni. (…) Solo una cosa: il disco del gioco rimasto dentro non viene espulso. Ho provato più volte a spegnerla e riaccenderla e a resettarla, niente. Ho pensato di tirarlo fuori a forza con una pinzetta, ma non si arriva al disco.",
    category: 'console',
    cause:
      'Non era un guasto del lettore: il disco era solo rimasto leggermente impigliato nel meccanismo; capovolgendo la console (in orizzontale, sottosopra) e premendo il tasto di espulsione il disco è uscito, e il lettore gira e funziona normalmente.',
    keywords: ['disco', 'incastrato', 'espulsione', 'capovolgere', 'meccanismo'],
  },
  {
    id: 'co-816',
    source: 'https://cyamo.hatenadiary.org/entry/20070629/p1',
    original:
      '6月10日の日記でWiiのコントローラーが制御不能になるという話を書きましたが (…) 今回のWiiもコントローラーをつなぎなおす(認識しなおす)のには気づいてやってみたのですが (…)',
    language: 'ja',
    text: "Nel diario del 10 giugno avevo scritto che il controller della Wii diventava incontrollabile (…) Anche stavolta avevo pensato di ricollegare il controller alla console (rifargli riconoscere il controller) e l'avevo fatto, ma (…)",
    category: 'console',
    cause:
      "Non era un guasto: il nunchuk era stato collegato al telecomando mentre la sua levetta era inclinata da una parte, così il punto neutro veniva rilevato male; come indicato dall'assistenza Nintendo, scollegando e ricollegando il nunchuk al telecomando (con la levetta al centro) tutto è tornato normale.",
    keywords: ['nunchuk', 'levetta', 'calibrazione', 'ricollegare', 'neutro'],
  },
];
