import type { RealCase } from './types.ts';

/** Batch 5 of real console reports (issue 24): gathered 2026-11-27, blind to the assistant. */
export const CASES: RealCase[] = [
  {
    id: 'co-301',
    source: 'https://redlib.astronima.party/r/FixMyGameboy/comments/m02tbe/pokémon_silver_wont_start',
    original:
      'Any idea why my Pokemon Silver version won\'t start?\nI have replaced the battery, but still failing to start.\nOn closer inspection the item item marked C3 was not soldered on one side (attached Photo). So I resoldered and sadly still nothing.\n… it loads to splash screen now but just showing gibberish where"Nintendo" would present.\n… Ran through a complete clean of the contacts and board with some IPA 99.9. Still getting the same artifact on startup after 10 tries.',
    language: 'en',
    text: 'Qualche idea sul perché il mio Pokemon Argento non parte?\nHo cambiato la batteria, ma continua a non partire.\nGuardando meglio, il componente segnato C3 non era saldato da un lato (foto allegata). Allora l\'ho risaldato ma purtroppo ancora niente.\n… adesso arriva alla schermata iniziale ma mostra caratteri a caso dove dovrebbe esserci "Nintendo".\n… Ho pulito per bene i contatti e la scheda con alcol isopropilico al 99,9%. Dopo 10 tentativi all\'avvio esce sempre la stessa schermata sballata.',
    category: 'console',
    cause:
      'I pin del chip ROM della cartuccia facevano contatto male: rifatte le saldature (reflow) dei pin del chip ROM, il gioco parte.',
    keywords: ['saldatura', 'pin', 'chip', 'rom', 'cartuccia'],
  },
  {
    id: 'co-302',
    source: 'http://imgur.com/gallery/Pa16W',
    original:
      "This old Gameboy, an original \"Play it loud\" series, was a modified system with a front light and everything. I played it almost every day, until one day it just died. It either wouldn't load a game, or it was corrupted. About the only games it would play, were ones that didn't have SRAM. … So, every time I ran a game with SRAM support, sometimes what you see above would happen. My inventory is entirely feathers, and it's laughing at me. Gameboy Camera refuses to even start, nothing whatsoever.",
    language: 'en',
    text: 'Questo vecchio Gameboy, uno originale della serie "Play it loud", era modificato con luce frontale e tutto. Ci giocavo quasi tutti i giorni, finché un giorno è morto. O non caricava il gioco, o era tutto corrotto. Gli unici giochi che andavano erano quelli senza SRAM. … Quindi ogni volta che avviavo un gioco con la SRAM, a volte succedeva quello che vedete sopra. L\'inventario è tutto piume, e mi prende in giro. Il Gameboy Camera non parte nemmeno, niente di niente.',
    category: 'console',
    cause:
      'Due pin della CPU erano corrosi e uno (quello della linea /RD che abilita la lettura della SRAM) non aveva più continuità: collegato con un filo saldato dal pin della CPU al connettore della cartuccia (e risaldato il connettore), il Gameboy legge di nuovo giochi e salvataggi.',
    keywords: ['pin', 'cpu', 'corrosione', 'filo', 'connettore', 'cartuccia'],
  },
  {
    id: 'co-303',
    source: 'https://www.videogamesage.com/forums/topic/11121-n64-controller-gears-from-wobbly-to-working/',
    original:
      'Today I repaired a N64 controller I picked up yesterday for $6 with a wobbly stick and decided to make a lil post about the process.',
    language: 'en',
    text: 'Oggi ho sistemato un controller N64 preso ieri a 6 dollari con la levetta che balla, e ho deciso di scrivere due righe su come ho fatto.',
    category: 'console',
    cause:
      'La base della levetta aveva consumato la coppa di supporto e gli ingranaggi (consumati al centro e pieni di polvere di plastica) non la facevano tornare al centro: pulito tutto e sostituiti coppa e ingranaggi con ricambi, la levetta funziona.',
    keywords: ['levetta', 'ingranaggi', 'coppa', 'consumati', 'analogico', 'polvere'],
  },
  {
    id: 'co-304',
    source: 'http://superap.blogspot.com/2006/07/ps2-fixed.html',
    original:
      "About 6 months ago my PS2 crapped out and stopped working altogether. Wouldn't read any cds, games, dvds, and would continually give the 'disc read error' message.",
    language: 'en',
    text: "Circa 6 mesi fa la mia PS2 è andata e ha smesso di funzionare del tutto. Non leggeva nessun cd, gioco o dvd, e continuava a dare il messaggio 'disc read error'.",
    category: 'console',
    cause:
      'La console era piena di polvere e la lente del laser era sporca: tolta la polvere e pulita bene la lente del laser con alcol, la PS2 legge tutto come nuova.',
    keywords: ['lente', 'laser', 'sporca', 'polvere', 'lettore', 'alcol'],
  },
  {
    id: 'co-305',
    source:
      'https://boomerelectronics.com/troubleshooting-guide-for-game-gears-that-have-issues-after-being-recapped-beginner-friendly',
    original:
      'I recently purchased a Game Gear from eBay that was already recapped, but not working whatsoever. More precisely, it would only remain powered on for about half of a second.',
    language: 'en',
    text: 'Ho preso da poco un Game Gear su eBay a cui erano già stati cambiati i condensatori, ma che non funzionava per niente. Più precisamente, restava acceso solo per circa mezzo secondo.',
    category: 'console',
    cause:
      'Una goccia di stagno lasciata durante la sostituzione dei condensatori cortocircuitava la linea a 34 volt verso massa: tolto il ponte di stagno, la console resta accesa.',
    keywords: ['stagno', 'cortocircuito', 'massa', 'saldatura', 'condensatori', 'ponte'],
  },
  {
    id: 'co-307',
    source: 'https://www.leadedsolder.com/2018/03/01/corroded-genesis-ram-trace.html',
    original:
      'A Model 2 VA1.8 Sega Genesis purchased off eBay as non-working presented as non-working. … When started, the Genesis would output video, but only a black screen. No “produced by or under license” screen appeared, which meant that the Genesis wasn’t actually doing anything. When multimetering the board, 5V power seemed to be solid all over.',
    language: 'en',
    text: "Un Sega Genesis Modello 2 VA1.8 comprato su eBay come non funzionante si è presentato, appunto, non funzionante. … All'accensione il Genesis mandava il segnale video, ma solo uno schermo nero. Non compariva la schermata “produced by or under license”, quindi il Genesis in pratica non stava facendo niente. Misurando la scheda col multimetro, i 5V sembravano a posto dappertutto.",
    category: 'console',
    cause:
      'Una pista corrosa sulla scheda madre (tra la RAM e il processore video VDP) era interrotta: raschiata la corrosione e ripristinato il collegamento con un ponticello saldato, la console è ripartita.',
    keywords: ['pista', 'corrosa', 'interrotta', 'ram', 'ponticello', 'scheda'],
  },
  {
    id: 'co-309',
    source: 'http://shahrih.hateblo.jp/entry/20120313/1331645196',
    original:
      'PS2とXboxで使ってる現役バリバリのカプジャムスティックの中Pと中Kボタンが最近効かなくなったので、近所のホームセンターで工具を揃えてきて底板と天板を開けてみた。',
    language: 'ja',
    text: 'Il Capcom Jam Stick che uso ancora a tutto spiano su PS2 e Xbox ultimamente ha smesso di rispondere sui tasti pugno medio e calcio medio, così ho preso gli attrezzi al brico sotto casa e ho aperto il fondo e il pannello superiore.',
    category: 'console',
    cause:
      "L'interno della levetta (stick arcade usato) era pieno di polvere e peli che facevano contatto male sui pulsanti: dopo una pulizia accurata dell'interno i pulsanti pugno medio e calcio medio funzionano di nuovo, senza sostituirli.",
    keywords: ['polvere', 'sporco', 'pulsanti', 'contatto', 'pulizia', 'interno'],
  },
  {
    id: 'co-310',
    source: 'https://note.com./pratto/n/n058ead9d8366',
    original:
      'こちらはゲームボーイポケットのON/OFF表示LEDのない前期型です。\n「汚いし、動かないけれど、いります?」と問われて、いただいてしまいました。\n… いただいてすぐに試みたのが、単4電池2本を入れてのスイッチON。仰せのとおりに起動してくれませんでした。\nそして、バラしました。',
    language: 'ja',
    text: 'Questo è un Game Boy Pocket della prima serie, quella senza LED di acceso/spento.\nMi hanno chiesto "È sporco e non funziona, lo vuoi?" e me lo sono preso.\n… Appena ricevuto ho provato a metterci due pile ministilo e ad accenderlo. Come mi avevano detto, non si è acceso.\nE allora l\'ho smontato.',
    category: 'console',
    cause:
      "L'interruttore di accensione e i contatti dell'alimentazione/vano pile erano sporchi e facevano contatto male: pulita tutta la scheda e messo disossidante sui contatti di interruttore e alimentazione, si accende (con il suono di avvio e la musica del gioco).",
    keywords: ['contatti', 'interruttore', 'sporchi', 'disossidante', 'pile', 'alimentazione'],
  },
  {
    id: 'co-311',
    source: 'https://rydiarena.hatenablog.com/entry/2025/01/05/182301',
    original:
      'ファミコンディスクシステムを修理する。\n久しぶりにファミコンディスクシステムをやろうかと思い、電源入れたところ動きません。',
    language: 'ja',
    text: "Riparo il Famicom Disk System.\nVolevo rigiocare al Famicom Disk System dopo tanto tempo, ma quando l'ho acceso non funzionava.",
    category: 'console',
    cause:
      'Dentro il lettore del Disk System si era rotta la cinghia di gomma della trasmissione: sostituita con una cinghia nuova (Mobilon), il Disk System è tornato a funzionare.',
    keywords: ['cinghia', 'gomma', 'rotta', 'lettore', 'trasmissione', 'motore'],
  },
  {
    id: 'co-312',
    source: 'https://miwaokina.com/blog/wordpress/?p=418',
    original:
      '保障期間が切れるとともに、方向キー入りっぱなしの症状を起こすようになったうちのPSPのその後をお伝えしましょう。何が原因なのかはわかりませんでしたが、この症状は治まったり、再発したりしたのです。\n修理に出すのよりは買い換えた方がまだいいだろうと考えていましたが、パッキンがいかれた可能性は低そうでしたので、思い切って分解してみることにしました。',
    language: 'ja',
    text: 'Vi racconto come è andata a finire con la mia PSP, che proprio allo scadere della garanzia ha cominciato ad avere il problema della croce direzionale che resta premuta da sola. Non capivo quale fosse la causa: il problema a volte spariva e poi tornava.\nPensavo che piuttosto che mandarla in riparazione convenisse ricomprarla, ma mi sembrava poco probabile che fosse andata la guarnizione, quindi mi sono deciso a smontarla.',
    category: 'console',
    cause:
      "I contatti della croce direzionale (gommino conduttivo e piste sulla scheda) erano sporchi e c'era polvere dentro: puliti i contatti con un detergente e soffiata via la polvere, la croce non resta più premuta.",
    keywords: ['contatti', 'croce', 'direzionale', 'gommino', 'sporchi', 'polvere'],
  },
  {
    id: 'co-313',
    source: 'http://joe-hitagi.com/entry/ps3-controller-repair',
    original:
      '久しぶりにPS3で遊ぼうとしたら、何も入力していないのに勝手にカーソルが動くようになっていました。今回はそんなコントローラーの修理をしてみます。\n… 故障内容\n何もしていないのに勝手に方向キーが入力されているようです。\nカーソルがすごい速さで暴れるため、とてもゲームどころではありません。',
    language: 'ja',
    text: 'Dopo tanto tempo volevo giocare alla PS3, ma il cursore si muoveva da solo senza che toccassi niente. Stavolta provo a riparare il controller.\n… Il guasto\nSembra che la croce direzionale venga premuta da sola senza che faccia niente.\nIl cursore impazzisce a tutta velocità, impossibile giocare.',
    category: 'console',
    cause:
      "Con l'invecchiamento la batteria e la scheda interna del DualShock 3 si erano allentate e non premevano più bene sui contatti del circuito flessibile: aggiunto uno spessore (lamina di gomma da 1 mm con biadesivo) sopra la batteria per tenerla ferma, il controller non impazzisce più.",
    keywords: ['batteria', 'scheda', 'contatti', 'spessore', 'allentata', 'flessibile'],
  },
  {
    id: 'co-314',
    source: 'http://www5.plala.or.jp/star-route13/sub22.html',
    original:
      'ワンダーメガ2を稼働させていたこともあって、箱に入れたままになっていた初代メガCDを二年半ぶりに出して動かして見たら、コントロール画面は出るものの、メガCDのディスクや音楽CDを入れても、少し間をおいてトレイがイジェクトされる不具合が発生した。\n仕方なく本体を開けてメガCD内部の動きを調べたところ、中に入ったディスクが回転していなかった。',
    language: 'ja',
    text: "Siccome usavo il Wondermega 2, il Mega CD originale era rimasto nella scatola; l'ho tirato fuori dopo due anni e mezzo e l'ho acceso: la schermata di controllo compare, ma se inserisco un disco Mega CD o un CD musicale, dopo un po' il cassetto viene espulso.\nAllora ho aperto il Mega CD per vedere cosa succedeva dentro e il disco inserito non girava.",
    category: 'console',
    cause:
      "Si era deteriorata la cinghia di gomma che alza e abbassa la meccanica del lettore CD, insieme ai condensatori elettrolitici dell'alimentazione: sostituiti cinghia e condensatori, il Mega CD legge di nuovo i dischi.",
    keywords: ['cinghia', 'gomma', 'lettore', 'condensatori', 'meccanica', 'alimentazione'],
  },
  {
    id: 'co-315',
    source: 'https://sub.asablo.jp/blog/2011/01/29/5653232',
    original:
      '数日前、うちの子供のDS liteが電源を入れてもすぐに切れちゃうようになりました。バッテリー切れかな、と考えて電源アダプタをつないだまま電源を入れてみましたが、やはり同じでした。',
    language: 'ja',
    text: "Qualche giorno fa il DS Lite di mio figlio ha cominciato a spegnersi subito appena acceso. Ho pensato che fosse la batteria scarica e ho provato ad accenderlo con l'alimentatore collegato, ma faceva lo stesso.",
    category: 'console',
    cause:
      "L'alimentatore (adattatore AC) era guasto e dava 0 V, quindi la batteria non si ricaricava più: con una batteria nuova e un cavo di ricarica USB autocostruito, il DS Lite si carica e funziona.",
    keywords: ['alimentatore', 'caricabatterie', 'batteria', 'ricarica', 'adattatore'],
  },
  {
    id: 'co-316',
    source: 'https://metal-toufu.hatenablog.jp/entry/2020/09/13/235524',
    original:
      'PCエンジンGTをおかわりした\n… 出品時の動作テストでは、何回に一回の確率で起動し、画面が映るという。\n到着後、電池を入れてみるも起動せず。\nしかし、基板は電池などの液漏れはなく、前の個体ではボロボロだったフレキシブルケーブルも綺麗な状態だった。',
    language: 'ja',
    text: "Ho preso un altro PC Engine GT\n… Secondo il test del venditore, si accende e mostra l'immagine solo una volta ogni tanto.\nArrivato a casa, ci ho messo le pile ma non si accende.\nPerò sulla scheda non ci sono perdite delle pile, e il cavo flessibile, che nell'esemplare di prima era distrutto, è in buono stato.",
    category: 'console',
    cause:
      "I condensatori elettrolitici erano deteriorati (uno da 470 µF con i reofori aveva perso elettrolita): sostituiti quello e i condensatori del circuito di visualizzazione, il PC Engine GT si avvia normalmente (resta solo da sistemare l'audio).",
    keywords: ['condensatori', 'elettrolitici', 'perdita', 'elettrolita', 'schermo'],
  },
  {
    id: 'co-318',
    source: 'https://rpproject2nd.blogspot.com/2025/10/xbox360_01356407421.html',
    original:
      'RRODではないレッドリングについて。\n電源スイッチ部分は通常起動したときは緑色に光るのに赤く光って点灯していた。これはRROD(レッドリングオブデス)だと思ってた。… 今回、購入したジャンクのXBOX360は全部が赤く光っている。(赤点灯4つ)',
    language: 'ja',
    text: "L'anello rosso che non è il RROD.\nIl pulsante di accensione, che all'avvio normale si illumina di verde, era acceso di rosso. Pensavo fosse il RROD (Red Ring of Death). … L'Xbox 360 da recupero che ho comprato stavolta ha tutto l'anello rosso acceso (4 luci rosse).",
    category: 'console',
    cause:
      "Non era un guasto della console: le 4 luci rosse indicavano un errore dell'uscita video dovuto al cavo AV collegato male; reinserito bene il cavo AV nella console, l'Xbox 360 si avvia normalmente.",
    keywords: ['cavo', 'av', 'collegato', 'video', 'uscita', 'connettore'],
  },
  {
    id: 'co-319',
    source: 'https://ei26blog.com/wonderswan-color-power-fix',
    original:
      'とうとうワンダースワンカラーの電源が故障してしまい、電源ボタンを押しても電源が入らないし、稀に動いても電源が切れない状態になってしまった!\nワンダースワンカラーは、ゴムのボタンを押し込む電源タイプで、押すと電源が入り、もう一度押すと電源が切れる仕組みになっている。',
    language: 'ja',
    text: "Alla fine l'accensione del mio WonderSwan Color si è guastata: se premo il pulsante non si accende, e le rare volte che parte poi non si spegne più!\nIl WonderSwan Color ha un pulsante di accensione in gomma da premere: lo premi e si accende, lo ripremi e si spegne.",
    category: 'console',
    cause:
      'Il contatto del pulsante di accensione sulla scheda (sotto il gommino) era consumato, difetto tipico del WonderSwan Color: applicato sul contatto della scheda un adesivo conduttivo di riparazione (in alternativa si usa la carta stagnola), il pulsante accende e spegne di nuovo.',
    keywords: ['pulsante', 'accensione', 'contatto', 'consumato', 'gommino', 'scheda'],
  },
];
