import type { RealCase } from './types.ts';

export const CASES: RealCase[] = [
  {
    id: 'co-101',
    source: 'https://mstoneblog.wordpress.com/2012/02/19/the-nes-reborn/',
    original:
      'A while back, I found some of my old NES game cartridges and wanted to play them, but my Nintendo was nowhere to be seen. ... Once received and hooked up, it was like my childhood gaming experience all over again. Unfortunately, this meant an awkward mixture of gametime and fighting with the NES to fix the blinking red light that caused so many of us to blow into the cartridges to alleviate the perceived dust issue.',
    language: 'en',
    text: "Tempo fa ho ritrovato alcune delle mie vecchie cartucce del NES e volevo giocarci, ma del mio Nintendo non c'era traccia. ... Appena arrivato e collegato, è stato come tornare a giocare da bambino. Purtroppo voleva anche dire alternare il gioco alla lotta col NES per far smettere la lucina rossa che lampeggia, quella per cui tanti di noi soffiavano nelle cartucce pensando fosse colpa della polvere.",
    category: 'console',
    cause:
      'il connettore a 72 pin dello slot cartucce era usurato (i pin non facevano più contatto); sostituito il connettore',
    keywords: ['connettore', '72', 'pin', 'slot', 'usurato', 'contatto'],
  },
  {
    id: 'co-102',
    source: 'http://www.scuzzscink.com/amiga/scuzzblog_january18/scuzzblogdjanuary18_1602.htm',
    original:
      'My PS2 fell over .. Literally !!! ... OK while I was shifting stuff around I managed to knock my PS2 off the TV and cause the disk drawer to stick out. The PS2 refused to boot up and the drawer was well and truthfully stuck',
    language: 'en',
    text: 'La mia PS2 è caduta... letteralmente!!! ... Mentre spostavo delle cose ho fatto cadere la PS2 dalla TV e il cassetto del disco è rimasto sporgente. La PS2 non voleva più avviarsi e il cassetto era bloccato di brutto',
    category: 'console',
    cause:
      'dopo la caduta il cassetto del disco era uscito dalle sue guide; sfilato del tutto e reinserito in sede, è tornato a funzionare',
    keywords: ['cassetto', 'vassoio', 'guide', 'sede', 'disallineato', 'ingranaggi'],
  },
  {
    id: 'co-103',
    source: 'http://a.mblg.tv/yomai/entry/1664/',
    original:
      'PS2にライドウのディスクが入れっぱなしなっていたのを思い出してケースにしまおうと思ったら、ディスクトレーが出てこない。\n本体自体はトレーを出そうとしているが、中で虚しくガリガリといっていた。\nどうにかディスクを取り出したかったのだが、古いハードで修理サービスが終わっており、自力でどうにかしなければならないので取り敢えず調べてみた。 ... 原因を探る為、取り敢えず開いてみた。\n\n見た限りでは埃に塗れていたがベルトは健在、軸も折れているように見えなかった',
    language: 'ja',
    text: "Mi sono ricordato che nella PS2 era rimasto dentro il disco di Raidou e volevo rimetterlo nella custodia, ma il cassetto del disco non esce. La console ci prova a far uscire il cassetto, ma dentro fa solo un inutile rumore di grattata. Volevo almeno tirare fuori il disco, ma è una console vecchia e l'assistenza non la ripara più, quindi devo arrangiarmi e intanto mi sono informato. ... Per capire la causa l'ho aperta. A vista era piena di polvere, ma la cinghia c'è ancora e anche l'alberino non sembra rotto",
    category: 'console',
    cause:
      'il magnete del pressore (fermadisco) che tiene il disco era diventato troppo forte e non si staccava, bloccando il cassetto; risolto con del nastro sulla parte del pressore',
    keywords: ['magnete', 'calamita', 'pressore', 'fermadisco', 'attaccato'],
  },
  {
    id: 'co-104',
    source: 'https://www.obscuregamers.com/threads/gameboy-dmg-01-broken-l-channel.2119/',
    original:
      'Gameboy DMG-01 broken L channel ... The Right channel is working fine. On the LEFT channel i can only hear very faded the gameboy logo and after that the Left channel outputs some noise, and the noise has the right volume. The same happens for the internal speaker and also for the headphones. ... Here are the things I tried: 1. I made sure the small sound board is working. I replaced the 2 x 100uf caps. I even swapped channels to make sure the board is working. 2. I checked the volume pot, I even bypass it with wires. So now I have full volume.',
    language: 'en',
    text: "Game Boy DMG-01 con il canale sinistro rotto ... Il canale destro funziona bene. Sul canale SINISTRO sento solo debolissimo il suono del logo Game Boy e poi il canale sinistro tira fuori solo rumore, e il rumore ha il volume giusto. Succede sia con l'altoparlante interno sia con le cuffie. ... Ecco cosa ho provato: 1. Mi sono assicurato che la schedina audio funzioni. Ho cambiato i 2 condensatori da 100uF. Ho anche scambiato i canali per verificare che la scheda vada. 2. Ho controllato il potenziometro del volume, l'ho anche bypassato con dei fili. Quindi ora ho il volume al massimo.",
    category: 'console',
    cause: 'cortocircuito sulla scheda tra la pista RD e la pista del canale audio sinistro',
    keywords: ['cortocircuito', 'corto', 'pista', 'rd', 'canale', 'sinistro'],
  },
  {
    id: 'co-105',
    source: 'https://blog.deruku.net/2021/05/immer-kind-bleiben',
    original:
      'Eben noch abgetan, hockte ich die Tage dann doch im Keller und suchte mein Nintendo 64-Zeug zusammen. ... Verhalten optimistisch stöpselte ich den Quell unzähliger heiterer Stunden an meinen modernen Fernseher (glücklicherweise nicht modern genug um noch über die passenden AV- oder SCART-Anschlüsse zu verfügen) und blickte auf ein schwarzes Bild. Verdammt, ist das Ding in seinem Ruhestand seit circa 2003 wohl doch einsam an Altersschwäche gestorben.\nZumindest die rote Leuchte tat noch pflichtbewusst seinen Dienst, es schien also nicht alles verloren.',
    language: 'de',
    text: 'Alla fine in questi giorni mi sono messo in cantina a raccogliere tutta la mia roba del Nintendo 64. ... Con un ottimismo moderato ho collegato la fonte di innumerevoli ore di divertimento alla mia TV moderna (per fortuna non così moderna da non avere più le prese AV o SCART giuste) e mi sono ritrovato davanti a uno schermo nero. Accidenti, dopo essere rimasta in pensione dal 2003 circa, sarà morta di vecchiaia tutta sola. Almeno la lucina rossa faceva ancora il suo dovere, quindi non sembrava tutto perduto.',
    category: 'console',
    cause:
      'contatti dello slot della cartuccia ossidati/corrosi; risolto inserendo e togliendo più volte la cartuccia per ripulirli',
    keywords: ['contatti', 'ossidati', 'corrosione', 'slot', 'cartuccia', 'connettore'],
  },
  {
    id: 'co-106',
    source:
      'https://kanimiso-burogu.com/2025/08/28/ps5%e3%81%8c%e5%a3%8a%e3%82%8c%e3%81%9f%e3%81%a8%e6%80%9d%e3%81%a3%e3%81%9f%e3%82%89%ef%bd%a5%ef%bd%a5%ef%bd%a5',
    original:
      'PS5をコントローラーのPSボタンを起動させようとしたときのこと。\n\nいつもなら「ピッ」とすぐに反応するのですが、このときはまったく反応なし。\n「あれ?」と思いながらコントローラーを見てみると、ライトの部分が青く光っており点滅を繰り返しています。 ... なのでまずはPS5本体の電源ボタンを押して起動させようとしたのですが、これがウンともスンとも言いません。',
    language: 'ja',
    text: 'Volevo accendere la PS5 col tasto PS del controller. Di solito risponde subito con un "bip", ma stavolta niente di niente. Mi chiedo "ma che succede?" e guardo il controller: la luce è blu e continua a lampeggiare. ... Allora ho provato ad accenderla col tasto di accensione della PS5, ma non dà nessun segno di vita.',
    category: 'console',
    cause:
      'la spina del cavo di alimentazione si era sfilata dalla ciabatta, quindi la console non riceveva corrente',
    keywords: ['spina', 'cavo', 'alimentazione', 'ciabatta', 'sfilata', 'staccata'],
  },
  {
    id: 'co-107',
    source: 'https://ameblo.jp/takesan110/entry-12627222401.html',
    original:
      '任天堂Switchのコントローラーが壊れたという。 ... そのコントローラー「Joy-Con」の一部のボタンが効かなくなったとの相談が私にありました。Joy-Conの数あるボタンの中でSL・ SRというボタンが反応しない1台があると。',
    language: 'ja',
    text: 'Mi dicono che si è rotto il controller della Nintendo Switch. ... Mi hanno chiesto aiuto perché alcuni tasti del Joy-Con non funzionano più: su un Joy-Con, tra tutti i tasti, sono SL e SR che non rispondono.',
    category: 'console',
    cause:
      'il cavo flat interno che collega i tasti SL/SR si era spezzato perché piegato troppo nel suo percorso',
    keywords: ['cavo', 'flat', 'interno', 'spezzato', 'interrotto', 'piegato'],
  },
  {
    id: 'co-108',
    source: 'https://ameblo.jp/framgate/entry-11965799991.html',
    original:
      '最近自宅近くの大型リサイクルショップのジャンクコーナーでツインファミコン(初期型)の赤モデルを入手しました。\n\n注意書きに『FC起動しましたが、音声・映像にノイズあります。ディスク未確認』とあったので、「電源系の劣化かな。それなら直せるかな?」と思っていたのですが、動作確認してみたところ映像には特に乱れはありません。音声のほうは時折ハム音のようなノイズが混じりますが、常時ではありません。',
    language: 'ja',
    text: "Di recente ho preso nel reparto usato/guasti di un grande negozio dell'usato vicino a casa una Twin Famicom (primo modello) rossa. Il cartellino diceva \"Il Famicom si avvia, ma c'è rumore nell'audio e nel video. Disk non provato\", quindi pensavo \"sarà l'alimentazione invecchiata, allora forse la sistemo\". Provandola però l'immagine non ha nessun disturbo. Nell'audio ogni tanto si sente un rumore tipo ronzio, ma non sempre.",
    category: 'console',
    cause:
      "falso contatto nel cursore del volume del microfono del controller II; piegata un po' la mollettina del contatto e il ronzio è sparito",
    keywords: ['microfono', 'volume', 'cursore', 'controller', 'contatto', 'molla'],
  },
  {
    id: 'co-109',
    source: 'https://ameblo.jp/duddyfinger/entry-12611858732.html?frm=theme',
    original:
      'ジャンク品漁りを始めて約四か月、近隣のリサイクル店ではなかなかお目にかかれなかった\nゲームボーイカラーを手に入れました! ... 【ゲームボーイカラー 動作確認】\nまずはソフトを刺さずにスイッチオン!チャリーンと音と画面が表示されます。オーキー ドーキー。\nでは次にソフトを刺してスイッチオン!\nあれ?ゲーム画面に映らない。何度刺してもダメで',
    language: 'ja',
    text: "Dopo circa quattro mesi che giro a caccia di roba usata, finalmente ho trovato un Game Boy Color, che nei negozi dell'usato qui vicino non si vedeva quasi mai! ... [Prova del Game Boy Color] Prima lo accendo senza cartuccia: si sente il suono d'avvio e compare la schermata. Tutto ok. Poi metto una cartuccia e lo accendo. Eh? La schermata del gioco non compare. Per quante volte la rimetta, niente da fare",
    category: 'console',
    cause:
      'polvere e sporco nello slot della cartuccia; puliti i contatti con alcol isopropilico e disossidante, il gioco parte',
    keywords: ['polvere', 'sporco', 'slot', 'contatti', 'cartuccia', 'pulizia'],
  },
  {
    id: 'co-110',
    source: 'https://minoru.okinawa/archives/526',
    original:
      'ワンダースワンは単三電池1本で動く、実にコストパフォーマンの高い携帯型ゲーム機ですが、使いこんでいる中古品においては、しばしばいきなり電源が切れたり、いきなり再起動がかかってしまったりするケースが見られます。 ... 私が先日購入したワンダースワンもやはりそういう不具合を抱えた1台。\nカートリッジの認識も下手くそな個体で、画面も傷だらけで、本当に捨ててしまおうかと思うほどのハズレ個体だったわけですが、なんとか使えるものなら使ってやりたい。',
    language: 'ja',
    text: "Il WonderSwan va con una sola pila stilo, una console portatile davvero economica, ma negli esemplari usati e strausati capita spesso che si spenga all'improvviso o che si riavvii da solo. ... Anche il WonderSwan che ho comprato l'altro giorno ha proprio questo difetto. In più fatica a riconoscere le cartucce e lo schermo è pieno di graffi, un esemplare così sfortunato che avevo quasi voglia di buttarlo, ma se si può usare in qualche modo vorrei usarlo.",
    category: 'console',
    cause: 'terminali del vano batteria sporchi/ossidati; limati e puliti, non si spegne né si riavvia più',
    keywords: ['terminali', 'batteria', 'portabatterie', 'sporchi', 'ossidati', 'contatti'],
  },
  {
    id: 'co-111',
    source: 'http://tarlate260.hatenablog.jp/entry/2013/03/10/211228',
    original:
      '例のレンズヘッダ爪楊枝事件で問題はなくなったと思っていたのですが、むしろあの一件からというものディスクが突然読み込まなくなったりローディング画面のままフリーズしたりというのが頻繁に起きていたのですよね。\n\nもともと中古PS2を騙し騙し使っていたようなものですし、爪楊枝事件の一件でピックアップレンズに異常が出た可能性もあったしという事で諦めつつ',
    language: 'ja',
    text: "Pensavo che dopo la famosa storia dello stuzzicadenti sulla testina della lente il problema fosse risolto, e invece proprio da allora capitava spesso che all'improvviso non leggesse più il disco o si bloccasse sulla schermata di caricamento. Già era una PS2 usata che tiravo avanti alla meno peggio, e con la storia dello stuzzicadenti poteva anche essersi guastata la lente del laser, quindi ci avevo quasi rinunciato",
    category: 'console',
    cause:
      'lo sportello porta-disco era rimasto sollevato, non agganciato bene nella slitta posteriore a forza di aprirlo e chiuderlo; richiuso finché ha fatto clic, legge di nuovo',
    keywords: ['sportello', 'coperchio', 'portadisco', 'sollevato', 'agganciato', 'chiuso'],
  },
  {
    id: 'co-112',
    source: 'https://31crossroads.com/playstation-revival/',
    original:
      '小学生の頃ぶりに、初代プレイステーションを起動してみるも、ディスク読み込み不可。 ... そんな、20年近く押し入れにしまってたゲーム機が、すんなりと起動するわけもなく…。\n\n    ディスク読み込み不可!\n\n    一応、起動はしたんです!\n    しかし、ずっとディスクを読み込んでるような音がする。\n    ディスクを入れてるのに、メモリーカードの内容を見れるホーム画面にいく。',
    language: 'ja',
    text: "Ho riacceso la prima PlayStation per la prima volta dalle elementari, ma non legge il disco. ... Una console rimasta quasi 20 anni chiusa nell'armadio, figurati se partiva liscia… Non legge il disco! Almeno si accende! Però si sente sempre il rumore come se stesse leggendo il disco. Il disco è dentro, eppure va alla schermata principale dove si vede il contenuto della memory card.",
    category: 'console',
    cause: 'polvere sulla lente del laser; dopo averci soffiato sopra legge di nuovo i dischi',
    keywords: ['polvere', 'lente', 'laser', 'sporca', 'ottica'],
  },
  {
    id: 'co-113',
    source: 'https://fablab-lacote.ch/?p=8980',
    original: 'Et puis j’avais ce fichu GameBoy dont les boutons ne réagissaient plus.',
    language: 'fr',
    text: 'E poi avevo quel maledetto Game Boy i cui tasti non rispondevano più.',
    category: 'console',
    cause:
      'i contatti in carbonio dei tappetini in gomma dei tasti erano consumati; sostituiti i tappetini (pad) dei tasti',
    keywords: ['contatti', 'carbonio', 'gomma', 'tappetini', 'consumati', 'pad'],
  },
  {
    id: 'co-114',
    source: 'https://taishon.jp/ps4-controller-repair/',
    original:
      '僕はゲームが好きなのですが、2年ほど使用していたPS4のコントローラー(DUALSHOCK 4)にある日異変が起きました。それは、視点がなぜか自動的に動いてしまうというものです。\n下記のサイトのように色々原因を探っていたのですが、内部の劣化やBluetoothの干渉は考えにくい(有線でもなる)ので、',
    language: 'ja',
    text: "Mi piace giocare, ma un giorno il controller della PS4 (DUALSHOCK 4) che usavo da circa due anni ha cominciato a fare una cosa strana: la visuale si muove da sola, non si sa perché. Ho cercato un po' le possibili cause, ma l'usura interna o interferenze Bluetooth mi sembrano poco probabili (lo fa anche col cavo), quindi",
    category: 'console',
    cause:
      "sporco e polvere all'interno delle levette analogiche (contatti dei potenziometri); risolto spruzzando disossidante per contatti attorno alle levette",
    keywords: ['polvere', 'sporco', 'contatti', 'levetta', 'potenziometro', 'disossidante'],
  },
  {
    id: 'co-115',
    source:
      'https://remarks0904.com/%E3%80%8Cdualshock4%E3%81%8C%E6%8E%A5%E7%B6%9A%E8%A7%A3%E9%99%A4%E3%81%95%E3%82%8C%E3%81%BE%E3%81%97%E3%81%9F%E3%80%8D%E3%81%8C%E8%A1%A8%E7%A4%BA%E3%81%95%E3%82%8C%E3%81%9F%E6%99%82%E3%81%AE7%E3%81%A4',
    original:
      'PS4本体を買った時に付属のコントローラー(DUALSHOCK 4)でずっと遊んできたのですが、\nゲーム中に突如として画面上「Dualshock4は接続解除されました」と表示され、\n操作することでができずゲーム中のキャラが棒立ちしてしまうことがありました。\n\n「オーバーウォッチ」ではその数秒間の棒立ちの間に狙撃され、\n「Dead By Daylight」では殺人鬼から逃走中に倒され、\nリアルタイムで状況が変化するオンラインゲームでは致命的でした。',
    language: 'ja',
    text: 'Ho sempre giocato col controller (DUALSHOCK 4) che era in dotazione con la PS4, ma durante le partite all\'improvviso compare a schermo "Il DUALSHOCK 4 è stato disconnesso", non posso più comandare niente e il personaggio resta lì impalato. In "Overwatch" mi hanno cecchinato proprio in quei secondi da statua, in "Dead By Daylight" mi hanno preso mentre scappavo dal killer: nei giochi online dove tutto cambia in tempo reale è fatale.',
    category: 'console',
    cause:
      'il cavo micro USB tra console e controller era difettoso; cambiato il cavo, le disconnessioni sono sparite',
    keywords: ['cavo', 'usb', 'micro', 'difettoso', 'connessione'],
  },
  {
    id: 'co-116',
    source: 'https://ru.ifixit.com/Story/25482/Your_Eyes_Are_Your_Best_Tools',
    original:
      "Xbox One Wireless Controller Model 1708 ... At some point, this Xbox controller stopped powering up, or at least it stopped powering up when you used the button. It would still come on if you connected to USB, and even stay on if you removed the cable. But the Xbox button did nothing. Curiously, it worked just fine once the controller was on. But it didn't turn the controller on, or power on the console.",
    language: 'en',
    text: 'Controller wireless Xbox One modello 1708 ... A un certo punto questo controller Xbox ha smesso di accendersi, o almeno non si accendeva più col tasto. Si accendeva ancora collegandolo via USB, e restava acceso anche togliendo il cavo. Ma il tasto Xbox non faceva niente. La cosa curiosa è che, una volta acceso, il tasto funzionava benissimo. Però non accendeva il controller né la console.',
    category: 'console',
    cause:
      'la pista che dal tasto Xbox (tramite un via) va a una resistenza si era interrotta: nessuna continuità tra pista e resistenza',
    keywords: ['pista', 'traccia', 'interrotta', 'resistenza', 'continuità'],
  },
  {
    id: 'co-117',
    source: 'https://gcr.me/2013/12/',
    original:
      'Over the holidays I was visiting the family and noticed that my little sister’s Xbox 360 was suffering from what’s known as the “open tray” error.',
    language: 'en',
    text: 'Durante le feste ero dalla famiglia e ho notato che l\'Xbox 360 di mia sorella minore aveva quello che chiamano l\'errore "open tray" (apri vassoio).',
    category: 'console',
    cause: "il laser del lettore DVD stava morendo e non leggeva più i dischi; sostituita l'unità laser",
    keywords: ['laser', 'lente', 'lettore', 'ottica', 'usurato', 'sostituzione'],
  },
  {
    id: 'co-118',
    source: 'http://scottywattydoodlealltheday.blogspot.com/2017/06/feeling-like-frankenstein.html',
    original:
      "My youngest son had a problem with his Nintendo 2DS. The bottom screen wasn't working. ... My son's bottom screen no longer registered taps with the stylus.",
    language: 'en',
    text: 'Il mio figlio più piccolo aveva un problema col suo Nintendo 2DS. Lo schermo di sotto non funzionava. ... Lo schermo inferiore di mio figlio non registrava più i tocchi con lo stilo.',
    category: 'console',
    cause:
      'il touch screen (digitizer) dello schermo inferiore era guasto; sostituito con lo schermo di un 2DS donatore',
    keywords: ['touch', 'digitizer', 'schermo', 'inferiore', 'sostituito', 'tattile'],
  },
  {
    id: 'co-119',
    source: 'http://jrblum.com/blog/',
    original:
      'Last week while I was watching a movie, my Playstation died. Flashing red light and no video. This was very upsetting as I watch all my streaming media through my Playstation. No Netflix, no Hulu, no Amazon.',
    language: 'en',
    text: 'La settimana scorsa, mentre guardavo un film, la mia PlayStation è morta. Luce rossa lampeggiante e niente video. Mi ha proprio scocciato, perché tutto lo streaming lo guardo con la PlayStation. Niente Netflix, niente Hulu, niente Amazon.',
    category: 'console',
    cause:
      'le saldature tra CPU/GPU e scheda madre della PS3 si erano incrinate con i cicli di caldo e freddo; risolto con reflow (riscaldamento delle saldature) con la pistola termica',
    keywords: ['saldature', 'reflow', 'gpu', 'cpu', 'incrinate', 'scheda'],
  },
  {
    id: 'co-120',
    source: 'https://www.ilogix.co.uk/post/xbox-one-controller',
    original:
      'I recently had a gamer ask me if I could repair his XBOX One Controller. As most of you know there are two joysticks on this controller which move in a 360 degree axis. When you remove your thumb from the joystick it is instantly centred using a mechanical mechanism. ... In the following photo notice how when the joystick is resting it falls to one side.',
    language: 'en',
    text: "Di recente un ragazzo mi ha chiesto se potevo riparargli il controller dell'Xbox One. Come sapete quasi tutti, questo controller ha due levette che si muovono a 360 gradi. Quando togli il pollice dalla levetta, un meccanismo la riporta subito al centro. ... Nella foto qui sotto si vede che la levetta, a riposo, cade da un lato.",
    category: 'console',
    cause:
      'il modulo della levetta analogica era usurato meccanicamente (il meccanismo di ritorno al centro non funzionava più); sostituito il joystick',
    keywords: ['levetta', 'joystick', 'usurata', 'molla', 'centraggio', 'modulo'],
  },
  {
    id: 'co-121',
    source: 'https://ei26blog.com/3ds-battery-replace/',
    original:
      '久しぶりに3DS版のスターフォックス64をやりたくなりニンテンドー3DSの電源をいれてみたところ、全く反応がなくスイッチが入らなかった。\nまあ、さすがに放置期間が長かったから電池が空になったのだろう。\nACアダプタから充電しようと接続したところ、充電ランプが一瞬だけ点いたものの、すぐにランプが消えてしまい、秒で充電が打ち切られてしまった。\nどうも充電はうまくいっていないようだが、ACアダプタを繋げた状態では使えるのだろうか?\nACアダプタを接続したままの状態でスイッチを押してみたが、まったく電源が入る様子がない。',
    language: 'ja',
    text: "Dopo tanto tempo mi è venuta voglia di giocare a Star Fox 64 per 3DS e ho acceso il Nintendo 3DS, ma niente, nessuna reazione, non si accende. Beh, è rimasto fermo tanto tempo, la batteria sarà scarica. Ho collegato l'alimentatore per caricarlo: la spia di ricarica si è accesa per un attimo ma si è spenta subito, la ricarica si interrompe dopo un secondo. Sembra proprio che non si carichi, ma con l'alimentatore attaccato si potrà usare? Ho premuto il tasto di accensione con l'alimentatore collegato, ma non si accende per niente.",
    category: 'console',
    cause:
      "la batteria del 3DS era guasta (esaurita dopo il lungo inutilizzo) e senza una batteria funzionante il 3DS non si accende nemmeno con l'alimentatore; sostituita la batteria",
    keywords: ['batteria', 'esaurita', 'guasta', 'scarica', 'sostituzione'],
  },
  {
    id: 'co-122',
    source: 'https://tadachi.txt-nifty.com/blog/2016/09/nintendo-3ds-b8.html',
    original:
      '先日子供に『Nintendo 3DS アクアブルー』(色が好き.5年選手)が充電出来ないと言われました.見てみると,普通に充電ケーブルを刺しても充電ランプが点きません.でも,少しコネクタを捻ると点灯します.ケーブル側は問題が無かったので,',
    language: 'ja',
    text: 'L\'altro giorno mio figlio mi ha detto che il suo "Nintendo 3DS Aqua Blue" (mi piace il colore, ha cinque anni) non si carica. Ho guardato: infilando normalmente il cavo di ricarica la spia di ricarica non si accende. Però se giro un po\' il connettore si accende. Il cavo era a posto, quindi',
    category: 'console',
    cause:
      'falso contatto nel connettore di ricarica (presa di alimentazione) della console; sostituito il connettore saldandone uno nuovo',
    keywords: ['connettore', 'presa', 'ricarica', 'contatto', 'alimentazione', 'saldatura'],
  },
  {
    id: 'co-123',
    source: 'http://t011.org/game/49215.html',
    original:
      '任天堂から Wii U 詳細発表目前の5月末、我が家の Wii に異変が。急に電源が入らなくなりました。\n\n電源ランプが消えた状態で、ボタンを長押ししてもうんともすんとも反応せず。ハード移行が迫るこの時期という、なんというタイミングの悪さ。電源が入らないので、ゲームソフトを遊ぶことはおろか、本体に保存されたデータをコピーして退避ことも出来ず。 ... まずは任天堂公式サイトにある Wii のサポートページをチェック。「故障かなと思ったら……」を見て対処法を見てケーブルを挿し直し、再び電源を押してみる。→ ダメでした。',
    language: 'ja',
    text: 'A fine maggio, poco prima che Nintendo presentasse i dettagli della Wii U, la nostra Wii ha cominciato a fare i capricci: all\'improvviso non si accende più. La spia di accensione è spenta e anche tenendo premuto il tasto non dà nessun segno di vita. Che tempismo, proprio ora che si passa alla nuova console. Non accendendosi, non posso né giocare né copiare e mettere in salvo i dati salvati nella console. ... Per prima cosa ho guardato la pagina di assistenza della Wii sul sito Nintendo, "Se pensi che sia un guasto...": ho seguito le istruzioni, ho ricollegato i cavi e ho premuto di nuovo il tasto di accensione. Niente.',
    category: 'console',
    cause:
      'la console si era bloccata in uno stato di standby anomalo (freeze); risolto staccando tutti i cavi, alimentazione compresa, e lasciandola scollegata per qualche minuto',
    keywords: ['bloccata', 'freeze', 'standby', 'staccare', 'cavi', 'scollegata'],
  },
  {
    id: 'co-124',
    source: 'https://jisaku-koubou.com/?p=4826',
    original:
      '押し入れを掃除していたら懐かしいものが出てきました。\n2002年に発売された初代Xboxです。\n\n最後に電源を入れたのが10年以上前ですが、ちゃんと起動しました。HDDに保存したセーブデータも無傷です。\n\nしかし!、ゲームディスクを入れてみたところ「このディスクを読み取ることができません」というメッセージが・・・\nディスクを交換しても症状は同じ。それどころか、音楽CDですら読み込みができないという事が判明! ... DVDドライブに問題がありそうなのでとりあえずDVDレンズをクリーニングしてみました。\nよくある毛の生えたレンズクリーナーです。 ... 予想的中。クリーニングの結果は全然ダメ。\nCDすら再生できないのは全く変りなし。',
    language: 'ja',
    text: "Pulendo l'armadio è saltata fuori una cosa che non vedevo da anni: la prima Xbox, uscita nel 2002. L'ultima volta che l'ho accesa è stato più di 10 anni fa, ma si avvia senza problemi e anche i salvataggi sull'HDD sono intatti. Però! Inserendo un disco di gioco compare il messaggio \"Impossibile leggere il disco\"... Cambiando disco è uguale. Anzi, ho scoperto che non legge nemmeno i CD musicali! ... Sembrava un problema del lettore DVD, quindi intanto ho provato a pulire la lente con un classico disco pulisci-lente con le setole. ... Come immaginavo, la pulizia non è servita a niente. Continua a non leggere neanche i CD.",
    category: 'console',
    cause:
      'lente del pickup laser sporca; pulita direttamente la lente (con prodotto per ottiche) il lettore ha ripreso a leggere i dischi',
    keywords: ['lente', 'laser', 'pickup', 'sporca', 'polvere', 'ottica'],
  },
  {
    id: 'co-125',
    source: 'http://lungman.hateblo.jp/entry/20160924/1474645590',
    original:
      'PlayStation Vita(PCH-2000)、いわゆる新型のPS Vitaのスティックが頻繁に誤作動を起こすので分解してみようと思って中身を覗いてみました。発生していた不具合は、アナログスティックを使用するゲームや内蔵アプリで、触っていないのに勝手に特定の方向にカメラやキャラクターが動いてしまうというものです。左右両方のスティックで発生し、今持っている本体は2度プレイステーションクリニックに修理に出して部品交換されています。修理から帰ってきてもひと月くらいで再発するので',
    language: 'ja',
    text: "La levetta della mia PlayStation Vita (PCH-2000), la Vita nuova, dà spesso comandi sbagliati, quindi ho pensato di aprirla e guardarci dentro. Il difetto è questo: nei giochi e nelle app che usano le levette analogiche, la visuale o il personaggio si muovono da soli in una certa direzione anche se non tocco niente. Succede con entrambe le levette, e questa console l'ho già mandata due volte all'assistenza PlayStation, che ha sostituito i pezzi. Ma dopo circa un mese dal ritorno il problema ricompare, quindi",
    category: 'console',
    cause:
      'mancava una delle viti che fissano il modulo della levetta analogica, che quindi non era ben fissato; aggiunta la vite mancante, i movimenti fantasma sono spariti',
    keywords: ['vite', 'mancante', 'fissaggio', 'levetta', 'modulo', 'allentato'],
  },
  {
    id: 'co-126',
    source: 'https://akio3594.com/archives/6198',
    original:
      'そんな私が持っているゲーム機はPS Vitaのみですが、仕事が忙しい日々が続き数カ月ほどプレイ出来ずにいました。\n\nある日暇な一日があったので、久々に三国志をプレイしようと電源ボタンを押しましたが、あれVitaちゃん起動しない?\n\n「あっそうそう充電が切れているんだね」アダプタで充電して1時間後…まだ電源がつかないんだけど…\n\nもしや、充電ができていない( ゚Д゚)!',
    language: 'ja',
    text: "L'unica console che ho è una PS Vita, ma col lavoro che non mi lasciava respiro non ci giocavo da qualche mese. Un giorno libero ho premuto il tasto di accensione per giocare un po' a Romance of the Three Kingdoms, ma... eh? La Vita non si accende? \"Ah già, sarà scarica.\" L'ho messa in carica con l'alimentatore e dopo un'ora... ancora non si accende... Non è che non si sta caricando?!",
    category: 'console',
    cause:
      'la batteria al litio si era scaricata completamente restando ferma per mesi e non accettava più la ricarica normale',
    keywords: ['batteria', 'scarica', 'completamente', 'esaurita', 'litio'],
  },
  {
    id: 'co-127',
    source: 'http://sorano-blog.com/psp-allone-battery',
    original:
      '懐かしのSONY PSP(PSP-2000)が起動しない? ... 最近引っ越しをしたのですが、荷物を整理する際、押し入れの奥から懐かしの「SONY PSP(プレイステーション・ポータブル)」を見つけました。\n\n学生時代や若い頃にハマったゲームの記憶がよみがえり、もう一度あの頃のゲームを楽しみたい!と電源を入れようとしたのですが……反応なし。……うんともすんとも言わない\n\n「あ〜やっぱりダメかな?」と思って、純正のACアダプタで数時間充電してみましたが、本来点灯するはずの充電ランプすら付かず、まったく反応がありませんでした。',
    language: 'ja',
    text: 'La mia vecchia SONY PSP (PSP-2000) non si avvia? ... Ho traslocato da poco e, sistemando la roba, in fondo all\'armadio ho ritrovato la vecchia "SONY PSP (PlayStation Portable)". Mi sono tornati in mente i giochi che mi prendevano da studente e volevo rigiocarci! Ho provato ad accenderla ma... niente. Nessun segno di vita. "Eh, lo sapevo che non andava", ho pensato, e l\'ho caricata per qualche ora con l\'alimentatore originale, ma non si accende nemmeno la spia di ricarica che dovrebbe illuminarsi: nessuna reazione.',
    category: 'console',
    cause:
      'la batteria della PSP era arrivata a fine vita; sostituita con una batteria compatibile, la console è ripartita',
    keywords: ['batteria', 'esaurita', 'morta', 'usurata', 'sostituzione'],
  },
  {
    id: 'co-128',
    source: 'https://mushagaeshi.com/2007/09/02/cd-html',
    original:
      '高校時代の思い出が詰まったメガドライブ+メガCDを実家から送ってもらい、復活を企みましたが・・・ ... しょうがないのでアキバやヤフオクを探しましたが、やっぱりみんな死にまくり状態みたいで良品ゼロ。辛うじて安価な動作品を入手できましたが、動かすと音声が死亡状態でした。',
    language: 'ja',
    text: "Mi sono fatto mandare da casa dei miei il Mega Drive + Mega CD pieno di ricordi delle superiori, con l'idea di riportarlo in vita, ma... ... Non c'era altro da fare, ho cercato ad Akihabara e su Yahoo Aste, ma sembrano tutti morti, nemmeno uno buono. Alla fine sono riuscito a prenderne uno funzionante a poco, ma facendolo andare l'audio era completamente morto.",
    category: 'console',
    cause:
      "i condensatori elettrolitici vicino all'uscita audio del Mega CD avevano perso elettrolita; sostituiti con condensatori nuovi, l'audio è tornato",
    keywords: ['condensatori', 'elettrolitici', 'perdita', 'elettrolita', 'gonfi'],
  },
  {
    id: 'co-129',
    source:
      'https://smartcool-fushimi.com/realtime/%e3%80%90%e4%ba%ac%e9%83%bd%e5%ba%9c%e5%85%ab%e5%b9%a1%e5%b8%82%e3%82%a8%e3%83%aa%e3%82%a2%e3%80%91nintendo-switch%e3%81%ae%e3%83%90%e3%83%83%e3%83%86%e3%83%aa%e3%83%bc%e4%ba%a4%e6%8f%9b%e4%bf%ae',
    original:
      '京都府八幡市エリア から、Nintendo Switchの ... 当店へお持ち込みいただいた時点で、充電器をさし続けていないと勝手に電源が落ちてしまって、遊ぶのにかなり不便な状態でした。',
    language: 'ja',
    text: "Dalla zona di Yawata (Kyoto), una Nintendo Switch ... Quando ce l'hanno portata in negozio, se non restava sempre attaccata al caricatore si spegneva da sola, e giocarci era davvero scomodo.",
    category: 'console',
    cause: 'batteria al litio della Switch degradata (capacità esaurita); sostituita la batteria',
    keywords: ['batteria', 'degradata', 'esaurita', 'usurata', 'capacità', 'sostituzione'],
  },
  {
    id: 'co-130',
    source: 'http://www.insentricity.com/a.cl/166/this-atari-2600-still-wants-to-play-some-games',
    original:
      "Not too long ago I was given an Atari 2600 and a lot of games. It didn't work. Checked the power supply but it was fine. Vitaliy discovered that if it was switched on, then the power cord removed and re-inserted it would work! ... What was strange was that as soon as you turn it off and try to turn it back on it wouldn't come up. The only way to make it work was by jamming in the power cord with the 2600 switched on. Thought maybe it was the switch so I took the whole thing apart, disassembled the switch, and cleaned the switch. No help.",
    language: 'en',
    text: "Poco tempo fa mi hanno regalato un Atari 2600 con un sacco di giochi. Non funzionava. Ho controllato l'alimentatore, ma era a posto. Vitaliy ha scoperto che se lo accendi e poi stacchi e riattacchi il cavo di alimentazione, funziona! ... La cosa strana è che appena lo spegni e provi a riaccenderlo, non parte. L'unico modo per farlo andare era infilare il cavo di alimentazione con il 2600 già acceso. Ho pensato all'interruttore, quindi l'ho smontato tutto, ho aperto l'interruttore e l'ho pulito. Niente da fare.",
    category: 'console',
    cause:
      'il regolatore di tensione 7805 interno era guasto (in uscita dava meno di 1 V invece di 5 V); sostituito il regolatore',
    keywords: ['regolatore', 'tensione', '7805', 'guasto', 'alimentazione', 'stabilizzatore'],
  },
];
