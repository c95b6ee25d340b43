import type { RealCase } from './types.ts';

/**
 * Batch 15 of real computer reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'pc-1201',
    source: 'https://www.elotrolado.net/viewtopic.php?p=1730689262',
    original:
      'ayer por la noche dejé de usarlo y funcionaba perfectamente, salvo por una "pega": La pila de la CMOS se agotó, y he de reemplazarla. (…) Al lio, el caso es que lo cambio y bam! no enciende, le das al boton y nada, muerto. Vale, abro, compruebo los cables, todo correcto, compruebo el cable de alimentación, todo ok... Agarro un clip, lo enchufo en el conector de alimentación de la placa y la fuente esta vivita y coleando. Empiezo a pensar que el problema es de la placa (…) oigo un pitido, vengo y aquí estaba el colega arrancando con normalidad',
    language: 'es',
    text: 'Ieri sera ho smesso di usarlo e funzionava perfettamente, tranne un "difetto": la batteria del CMOS si è scaricata e devo sostituirla. (…) Comunque, il punto è che lo sposto e bam! non si accende, premi il pulsante e niente, morto. Ok, apro, controllo i cavi, tutto a posto, controllo il cavo di alimentazione, tutto ok... Prendo una graffetta, la infilo nel connettore di alimentazione della scheda madre e l\'alimentatore è vivo e vegeto. Comincio a pensare che il problema sia la scheda madre (…) sento un bip, arrivo e il tipo stava partendo normalmente',
    category: 'computer',
    cause:
      'La batteria tampone CMOS (CR2032) della scheda madre era esaurita e il PC non si avviava o ci metteva moltissimo; sostituita la pila, il computer si accende al primo colpo.',
    keywords: ['batteria', 'cmos', 'pila', 'scheda', 'bios'],
  },
  {
    id: 'pc-1202',
    source: 'http://chips.imutroom.com/2012/10/',
    original:
      'Did you have the experience that when you plug in your USB drive to the PC, it doesn’t get detected, or windows give some error, and perhaps the drive doesn’t seem to be spinning up at all? I just did, in fact it happened to 2 of my old drives. A 80GB and a 120GB which I haven’t used for a couple of years. I thought that they were old and were failing, or already had failed.',
    language: 'en',
    text: "Vi è mai capitato di collegare il disco USB al PC e lui non viene rilevato, oppure Windows dà qualche errore, e magari il disco non sembra nemmeno girare? A me è appena successo, anzi è successo a 2 dei miei vecchi dischi, uno da 80GB e uno da 120GB che non usavo da un paio d'anni. Pensavo fossero vecchi e stessero morendo, o che fossero già morti.",
    category: 'computer',
    cause:
      "Il problema era il cavo USB: con l'età e l'umidità i contatti dei connettori si erano corrosi e non portavano abbastanza corrente per far girare i dischi; con un cavo buono i dischi sono ripartiti.",
    keywords: ['cavo', 'usb', 'corrosione', 'contatti', 'alimentazione'],
  },
  {
    id: 'pc-1203',
    source: 'https://www.vegard.net/how-i-saved-2-000/',
    original:
      'After I reconnected the webcam my old laptop started to make a lot of noise. Reading data from the takes some CPU cycles and as a natural result, the CPU gets a little bit hotter. To cool it down, both the fans in the laptop started working at maximum capacity and the noise was unbearable. I started looking at new computers (…) Since the only problem with my old one really was the noisy fans, I couldn’t justify buying a new one.',
    language: 'en',
    text: "Da quando ho ricollegato la webcam il mio vecchio portatile ha cominciato a fare un sacco di rumore. Leggere i dati richiede un po' di CPU e di conseguenza la CPU si scalda un po' di più. Per raffreddarla, tutte e due le ventole del portatile si sono messe a girare al massimo e il rumore era insopportabile. Ho iniziato a guardare computer nuovi (…) Visto che l'unico vero problema del vecchio erano le ventole rumorose, non riuscivo a giustificare l'acquisto di uno nuovo.",
    category: 'computer',
    cause:
      "Ventole, prese d'aria e dissipatori erano completamente intasati di polvere, quindi l'aria non circolava e le ventole giravano sempre al massimo; tolta la polvere il portatile è tornato silenzioso.",
    keywords: ['polvere', 'ventole', 'dissipatore', 'surriscaldamento', 'pulizia'],
  },
  {
    id: 'pc-1204',
    source: 'https://blogs.serioustek.net/post/2010/09/01/video-card-fried-aspx',
    original:
      'Last Monday, I received a frantic call stating that he had no video signal. He had tried rebooting, then proceeded to “insert the boot disk and back up the C: drive, and press OK, Next, and Enter to several prompts……” (…) He had mentioned hearing a very loud ‘POP’ sound prior to losing video',
    language: 'en',
    text: 'Lunedì scorso mi arriva una chiamata disperata: mio padre non aveva più segnale video. Aveva provato a riavviare, poi si era messo a "inserire il disco di avvio e fare il backup del disco C:, e premere OK, Avanti e Invio a vari messaggi……" (…) Mi aveva detto di aver sentito un \'POP\' fortissimo prima di perdere il video',
    category: 'computer',
    cause:
      "La scheda video aggiuntiva si era bruciata per il cedimento dei condensatori (il 'pop' sentito); azzerato il CMOS e collegato il monitor all'uscita video integrata della scheda madre, tutto è tornato a funzionare, in attesa di una scheda video nuova.",
    keywords: ['scheda', 'video', 'condensatori', 'bruciata', 'cmos'],
  },
  {
    id: 'pc-1205',
    source: 'https://ameblo.jp/humour-net/entry-12652132512.html',
    original:
      '『自分で組んだパソコンが起動しなくなった。』\nというご相談をいただきました。\n画面は表示されるんですが、点々てんのぐるぐるが永遠にループ。\n「ああ、いつもの再起動ループかな」と思いまして、\nUSBから、Windowsのインストールプログラムを起動させて、\n回復コンソールから、修復を試みました。(…)あっ、違うエラーが出てしもうたorz\nエラーコードも参考にしながら、どうやらハードウェア的な要因のようです。\nとりま、一度パソコンを開けまして、マザーボードのリセットを試みます。(…)(/ω\\)イヤン、今度は違う画面。でも、エラーコードは同じですね。',
    language: 'ja',
    text: 'Un cliente mi ha chiesto aiuto: "il PC che mi sono assemblato da solo non parte più". L\'immagine c\'è, ma i puntini che girano vanno in loop all\'infinito. Ho pensato "ah, il solito loop di riavvio", ho avviato il programma di installazione di Windows da USB e ho provato a riparare dalla console di ripristino. (…) Ops, è uscito un errore diverso. Guardando anche il codice di errore, sembra una causa hardware. Allora ho aperto il PC e ho provato a resettare la scheda madre. (…) Uffa, adesso una schermata diversa. Però il codice di errore è lo stesso.',
    category: 'computer',
    cause:
      'Uno dei quattro banchi di RAM (quello letto per primo) era guasto, come mostrato da Memtest86; togliendo quel modulo il PC è tornato a funzionare (con reinstallazione pulita di Windows).',
    keywords: ['ram', 'memoria', 'banco', 'guasto', 'memtest'],
  },
  {
    id: 'pc-1206',
    source: 'https://www.tnksoft.com/reading/hardware/general/7429.php',
    original:
      'ロジクールの高性能マウスにはオムロン製のマイクロスイッチを使っていて高耐久と謳っていますが、それでも壊れるときは壊れるもの。私の使っているマウス・m705も1回だけ押したのに2回押したかのように誤動作するいわゆる、チャタリング現象が生じてきました。',
    language: 'ja',
    text: 'I mouse Logitech di fascia alta usano microswitch Omron e dicono che durano tanto, ma quando si rompono si rompono. Anche il mio mouse, un m705, ha cominciato a fare il cosiddetto "chattering": premo una volta sola e lui si comporta come se avessi cliccato due volte.',
    category: 'computer',
    cause:
      'Il microswitch del tasto del mouse era usurato e dava doppi clic; dissaldato e sostituito con un microswitch recuperato da un mouse da 100 yen, il mouse funziona di nuovo normalmente.',
    keywords: ['microswitch', 'mouse', 'usura', 'sostituzione', 'saldatura'],
  },
  {
    id: 'pc-1207',
    source: 'http://hujo.hateblo.jp/entry/2013/10/12/212650',
    original:
      '帰宅してノートPCを立ち上げ、ログインパスワードを入力する。 しかしログインできない。2、3回入力してみたがパスワードが合わない。 約4回目に数字をテンキーを使って打ったらログインできた。(…)テキストエディタで文章を打っていた。 が、うまく文章が打てない。 たとえば「ラッコ」と打ちたいのに「アッコ」になってしまう。(…)反応しないキーは「r」「3」「5」「6」「7」のようだ。とりあえずUSBキーボードを接続してそれらのキーが反応するかどうか調べた。\nUSBキーボードでなら反応する。(…)「今朝出かける前にPCを掃除した。。。べちょべちょの雑巾で。」',
    language: 'ja',
    text: 'Torno a casa, accendo il portatile e metto la password. Ma non entra. Ci provo 2-3 volte e la password risulta sbagliata. Al quarto tentativo, battendo i numeri col tastierino numerico, riesco a entrare. (…) Mi metto a scrivere nell\'editor di testo, ma non riesco a scrivere bene: per esempio voglio scrivere "rakko" e viene "akko". (…) I tasti che non rispondono sono "r", "3", "5", "6", "7". Intanto attacco una tastiera USB per vedere se quei tasti funzionano: con la tastiera USB funzionano. (…) "Stamattina prima di uscire ho pulito il PC... con uno straccio bello bagnato."',
    category: 'computer',
    cause:
      "La tastiera interna del portatile si era danneggiata per l'acqua entrata durante la pulizia con lo straccio bagnato; sostituita la tastiera (comprata online), i tasti funzionano di nuovo.",
    keywords: ['tastiera', 'acqua', 'liquido', 'tasti', 'sostituzione'],
  },
  {
    id: 'pc-1208',
    source: 'https://painfo.net/archives/2016/05/post-23040.html',
    original:
      'マウスコンピュータのWN892というノートパソコンにもタブレットにもなるWindows10を搭載した2in1パソコンを使っています。購入時より、キーボードが不安定で、起動直後にPINが入力できないことがあったり、キーボード入力した文字が化けたりといった症状が出ていました。\n特にPIN入力時にキーボードを受け付けなくなってしまうと、なぜか同時にソフトウエアキーボードも入力できなくなってしまい(…)最近になって、再起動してもPIN入力ができなくなってしまうことが多くなり(…)・BIOS画面で工場出荷状態に戻す(…)これでは直りませんでした。\n・WINDOWS10を回復し工場出荷状態に戻す\n→残念ながら直りませんでした',
    language: 'ja',
    text: "Uso un 2-in-1 della Mouse Computer, il WN892, che fa da portatile e da tablet, con Windows 10. Fin dall'acquisto la tastiera è instabile: subito dopo l'avvio a volte non riesco a inserire il PIN, oppure i caratteri digitati escono sbagliati. Soprattutto, quando al PIN la tastiera non risponde, per qualche motivo non funziona nemmeno la tastiera a schermo (…) Ultimamente anche riavviando spesso non riesco a inserire il PIN (…) Ho provato a riportare il BIOS alle impostazioni di fabbrica (…) non si è risolto. Ho ripristinato Windows 10 alle condizioni di fabbrica: purtroppo niente.",
    category: 'computer',
    cause:
      'Era un guasto fisico della tastiera staccabile: collegando la tastiera di un altro WN892 di famiglia il PC funziona senza problemi, quindi il difetto stava nella tastiera e non nel software.',
    keywords: ['tastiera', 'guasto', 'connettore', 'hardware', 'sostituzione'],
  },
  {
    id: 'pc-1209',
    source:
      'https://www.bekutoru.com/%e3%83%8e%e3%83%bc%e3%83%88pc%e3%81%ae%e3%82%ad%e3%83%bc%e3%83%9c%e3%83%bc%e3%83%89%e3%81%8c%e5%8a%b9%e3%81%8b%e3%81%aa%e3%81%84%ef%bc%81%e5%8e%9f%e5%9b%a0%e3%81%af%e3%81%be%e3%81%95%e3%81%8b%e3%81%ae',
    original:
      '私が使っているのは、DELL Inspiron 13。購入してまだ2年ちょっとのパソコンです。\n最近、タイピングをしていると、特定のキーの反応が悪いことに気づきました。\n特にひどかったのが「E」と「D」キー。\n早く打つと入力が取りこぼされてしまい、「DELL」と打ったつもりが「ELL」になったり(…)まともに文章が打てない状態に。(…)- 再起動してみる(…)残念ながら変化なし。\n- USB機器をすべて外して再起動(…)これもダメでした。\n- ファームウェアやドライバを最新にアップデート(…)それでも状況は改善されません。',
    language: 'ja',
    text: 'Uso un DELL Inspiron 13, preso da poco più di 2 anni. Ultimamente scrivendo mi sono accorto che certi tasti rispondono male. I peggiori erano la "E" e la "D". Se scrivo veloce i caratteri si perdono: voglio scrivere "DELL" e viene "ELL" (…) non riesco a scrivere un testo decente. (…) Ho provato a riavviare: niente da fare. Ho staccato tutti i dispositivi USB e riavviato: niente. Ho aggiornato firmware e driver all\'ultima versione: la situazione non migliora.',
    category: 'computer',
    cause:
      "Il problema non era un guasto della tastiera ma la connessione Bluetooth: mouse e tastiera wireless sempre accoppiati al PC disturbavano l'input; intervenendo sul Bluetooth i tasti sono tornati a rispondere.",
    keywords: ['bluetooth', 'wireless', 'interferenza', 'tastiera', 'accoppiamento'],
  },
  {
    id: 'pc-1210',
    source:
      'https://gfutility.com/shonairyokuchi/%e6%9d%b1%e8%8a%9d-kira-l93-pl93pgp-zha-%e5%85%85%e9%9b%bb%e3%81%8c%e5%87%ba%e6%9d%a5%e3%81%aa%e3%81%84',
    original:
      '東芝 KIRA L93 PL93PGP-ZHA (…) 充電が出来なくなった東芝の特殊形状パソコン。\nバッテリーが切れて電源も入りません。\n店頭で調べてみると、アダプターは正常です。',
    language: 'ja',
    text: "Toshiba KIRA L93 PL93PGP-ZHA (…) Il PC Toshiba dalla forma particolare non si ricarica più. La batteria si è scaricata e adesso non si accende nemmeno. Controllando in negozio, l'alimentatore funziona regolarmente.",
    category: 'computer',
    cause:
      'Nel connettore di alimentazione magnetico a pin, il pin centrale dei tre era rimasto schiacciato dentro e non faceva contatto; rialzato con una pinzetta e trattato con liquido conduttivo, il PC si ricarica e si accende di nuovo.',
    keywords: ['connettore', 'pin', 'contatto', 'ricarica', 'alimentazione'],
  },
  {
    id: 'pc-1211',
    source: 'https://www.pcsoleil.fr/pc-portable-acer-7730-ecran-noir/',
    original:
      'Un habitant de Brignoles (…) a longtemps hésité avant de me confier son PC portable ACER Aspire 7730 (…) de son côté, ayant «tout» testé sur son ordinateur (barrettes mémoire, disque dur, écran, lecteur CD, batterie, chargeur), il en avait conclu à une panne irréparable (…)\n\nSymptômes: Le PC s’allume car on entend le disque dur et le ventilateur tourner mais rien n’apparait sur l’écran. Le bouton Power et la diode témoin de batterie sont éclairés.',
    language: 'fr',
    text: 'Un signore di Brignoles (…) ha esitato a lungo prima di affidarmi il suo portatile ACER Aspire 7730 (…) lui aveva già provato "tutto" sul computer (banchi di memoria, hard disk, schermo, lettore CD, batteria, caricatore) e aveva concluso che il guasto era irreparabile (…)\n\nSintomi: il PC si accende, perché si sente girare l\'hard disk e la ventola, ma sullo schermo non compare niente. Il tasto Power e la spia della batteria sono accesi.',
    category: 'computer',
    cause:
      'Uno dei due slot della RAM sulla scheda madre era danneggiato (un contatto ossidato e schiacciato nella plastica); lasciando un solo banco di memoria nello slot integro il portatile si avvia normalmente.',
    keywords: ['slot', 'ram', 'contatto', 'ossidato', 'memoria'],
  },
  {
    id: 'pc-1212',
    source: 'https://yougata-blog.com/?p=200',
    original:
      '自作PC初号機を作ったのが約20年前。このとき購入したのが星野金属のアミルPCケースです。(…)現在はサブ機で使用しており、使用頻度も減っていますが、電源もケースファンも4世代目が搭載しています。電源ボタンが壊れ、リセットボタンにマザーボードの電源ONケーブルを接続して延命していました。…が、ついにリセットボタンも壊れました!',
    language: 'ja',
    text: "Il mio primo PC assemblato l'ho fatto circa 20 anni fa, e il case che ho comprato allora è un Amiru della Hoshino Kinzoku. (…) Adesso lo uso come macchina secondaria e lo uso meno, ma ci ho già montato la quarta generazione di alimentatore e di ventole. Il pulsante di accensione si è rotto e l'avevo tirato avanti collegando il cavo di accensione della scheda madre al pulsante di reset. …Ma alla fine si è rotto anche il pulsante di reset!",
    category: 'computer',
    cause:
      'Il guasto era nei pulsanti meccanici del vecchio case (prima quello di accensione, poi quello di reset): collegando ai pin di accensione della scheda madre un pulsante di accensione esterno comprato a parte, il PC si accende di nuovo normalmente.',
    keywords: ['pulsante', 'accensione', 'case', 'interruttore', 'scheda'],
  },
  {
    id: 'pc-1213',
    source: 'http://p2bb.naturum.ne.jp/e411146.html',
    original:
      '先週、多忙極まる最中、職場にデスクトップPCを持ち込んだ女性がいた。(…)問題のPCは、日立製のAthlonXP2000+機。(…)聞いていたとおり、起動時にピー・ピーとビープが鳴り響いて、問題外の状態。2年ぐらい放置していたそうだ。(…)筐体を開け、目視で状況確認。コンデンサは美しい。レギュレータも焼けていない。まず、HDをはずす。次に、メモリをはずし、再度挿入。スロットが少し甘い気がする。電源投入してもピー・ピーで、変化なし。\n\n次に、メモリ自体を抜いて起動。同じピー・ピーだ。',
    language: 'ja',
    text: 'La settimana scorsa, nel pieno del lavoro, una collega mi ha portato in ufficio il suo PC desktop. (…) Il PC è un Hitachi con Athlon XP 2000+. (…) Come mi avevano detto, all\'accensione suona "bip, bip" e non c\'è niente da fare. L\'aveva lasciato fermo per circa 2 anni. (…) Apro il case e controllo a vista: i condensatori sono perfetti, il regolatore non è bruciato. Per prima cosa stacco l\'hard disk. Poi tolgo la memoria e la reinserisco: lo slot mi sembra un po\' lasco. Accendo e ancora "bip, bip", nessun cambiamento. Poi provo ad avviare senza la memoria: stesso "bip, bip".',
    category: 'computer',
    cause:
      'I contatti del banco di RAM erano corrosi e lo slot faceva cattivo contatto: pulendo i contatti della memoria con una gomma e spostandola nello slot accanto i bip sono spariti e Windows XP è ripartito.',
    keywords: ['ram', 'contatti', 'corrosione', 'slot', 'gomma'],
  },
  {
    id: 'pc-1214',
    source: 'https://blog2.zunbe.com/?p=10220',
    original:
      'ずんべ がメインで使っているPCのマウス「マイクロソフト マウス 4000」のホイールの調子がよくない。\nホイールを回しても、スムーズにスクロールしてくれない。\nこのマウス、実は既にホイール部分に巻かれていたゴムが失われているので、中で滑っているのかもしれない。\nこのマウスは既に5年近く使っているので買い換えてもいいのだけれど(…)やはり修理をトライしてみる事にする。',
    language: 'ja',
    text: 'La rotella del mouse che uso sul PC principale, un "Microsoft Mouse 4000", non va bene. Giro la rotella ma lo scorrimento non è fluido. A dire il vero su questo mouse la gomma che avvolgeva la rotella è già sparita, quindi forse dentro slitta. Lo uso da quasi 5 anni e potrei anche ricomprarlo (…) ma provo comunque a ripararlo.',
    category: 'computer',
    cause:
      'La rotella non usa un contatto meccanico ma un sensore ottico (LED) per leggere la rotazione, e sul LED si era accumulata polvere; tolta la polvere lo scorrimento è tornato fluido.',
    keywords: ['rotella', 'mouse', 'sensore', 'ottico', 'polvere'],
  },
  {
    id: 'pc-1215',
    source: 'https://hier--aujourdhui.blogspot.com/2012/01/blog-post_5.html',
    original:
      '最近マウスのスクロールホイールを廻すと、順送りしているのに逆戻りしたり、いきなり突拍子もない場所に飛んだりと、かなり挙動がおかしくなってストレスが溜まる一方でした。',
    language: 'ja',
    text: "Ultimamente quando giro la rotella di scorrimento del mouse, anche se scorro in avanti torna indietro, oppure salta all'improvviso in punti assurdi: si comporta in modo molto strano e mi fa impazzire.",
    category: 'computer',
    cause:
      "L'encoder rotativo a contatti collegato alla rotella faceva rimbalzi (chattering) perché sporco e pieno di polvere; pulito con un pennello e con spray ravviva-contatti, la rotella funziona di nuovo correttamente.",
    keywords: ['encoder', 'rotella', 'contatti', 'polvere', 'mouse'],
  },
  {
    id: 'pc-1216',
    source: 'https://obakaz.com/2014/07/exchange-cr2032',
    original:
      'かなり前に買ったPCが、起動するたびに時計がリセットされるようになったので、その対処をしました。',
    language: 'ja',
    text: "Un PC che ho comprato parecchio tempo fa ha cominciato a resettare l'orologio ogni volta che lo accendo, quindi ho cercato di sistemarlo.",
    category: 'computer',
    cause:
      "La pila tampone CMOS (CR2032) della scheda madre era esaurita, per cui a ogni spegnimento si perdevano ora e impostazioni del BIOS; sostituita la pila e reimpostato il BIOS, l'orologio non si resetta più.",
    keywords: ['batteria', 'cmos', 'pila', 'orologio', 'bios'],
  },
  {
    id: 'pc-1217',
    source:
      'https://it.megumi.support/pc/pc-trouble/%e3%83%91%e3%82%bd%e3%82%b3%e3%83%b3%e3%81%ae%e9%9b%bb%e6%ba%90%e3%82%92%e5%85%a5%e3%82%8c%e3%81%a6%e3%82%82%e7%94%bb%e9%9d%a2%e3%81%ab%e4%bd%95%e3%82%82%e6%98%a0%e3%82%89%e3%81%aa%e3%81%84%ef%bc%81',
    original:
      'デスクトップパソコンの電源を入れたら、電源ランプはつくけども画面には何も映らない、とのご依頼です。\n聞けば数日前から調子が悪く、再起動すると画面が映っていたが、今日はどうやっても画面に何も映らない、とのことです。(…)現場に到着してさっそく電源オン、電源ランプがついて、HDDランプも盛んに点滅しています。(…)モニター側のケーブルを一度抜いて挿してみると、あ、映った!\nなんだ、ケーブルの差し込みが甘くなっていたのか、と思った瞬間、消えました。(…)一瞬、映りますが一秒も経たずに消えてしまいます。',
    language: 'ja',
    text: "Richiesta di intervento: accendendo il PC desktop la spia di alimentazione si accende ma sullo schermo non appare niente. Dicono che da qualche giorno andava male: riavviando l'immagine compariva, ma oggi non c'è verso di vedere niente. (…) Arrivo sul posto e accendo: la spia di alimentazione si accende e anche la spia dell'hard disk lampeggia parecchio. (…) Stacco e riattacco il cavo dal lato del monitor e, ecco, l'immagine compare! Penso che il cavo fosse inserito male, e in quel momento si spegne. (…) Per un attimo si vede, ma dopo meno di un secondo sparisce.",
    category: 'computer',
    cause:
      "Il PC funzionava: era il monitor ad avere la retroilluminazione guasta; guardando lo schermo in controluce l'immagine c'era, solo non illuminata.",
    keywords: ['monitor', 'retroilluminazione', 'backlight', 'schermo', 'guasto'],
  },
  {
    id: 'pc-1218',
    source: 'https://www.4900.co.jp/content/39659/',
    original:
      'ノートパソコンのマウスポインタ操作をする上で多くの方が外付けマウスか内蔵タッチパッドを使われているかと思います。\n今回は主に内蔵タッチパッドを使用している場合のトラブル事例です。\nいつも通り使っていると・・・左クリック右クリック、押した感覚があったはずなのに、カチッと気持ちよく押せなくなった。',
    language: 'ja',
    text: 'Per muovere il puntatore sul portatile molti usano un mouse esterno o il touchpad integrato. Questo è un caso di problema con il touchpad integrato. Usandolo come al solito... il clic sinistro e destro, che prima si sentivano bene, non si riescono più a premere con quel bel "clic".',
    category: 'computer',
    cause:
      "La batteria interna al litio del MacBook Pro si era gonfiata per l'invecchiamento e spingeva da sotto sul touchpad impedendo il clic; scollegata e rimossa la batteria e alimentando il portatile direttamente, il touchpad funziona di nuovo.",
    keywords: ['batteria', 'gonfia', 'touchpad', 'litio', 'rigonfiamento'],
  },
  {
    id: 'pc-1219',
    source: 'http://powerhouse63w.blogspot.com/2012/07/hdmi.html',
    original:
      'パソコンからテレビ(東芝のレグザ)への出力が表示されたりされなかったりして不安定なまま使っていたのだけれど(…)今まではPC付属のHDMIケーブルを使っていて、それが時々何かの拍子で映らなくなったり、1366×768が選択できなくなったりしていたのだけど、ドライバの問題か設定の問題なんじゃないかと疑ってそのまま使ってました。大抵は表示できるし、ウェブにはレグザへの出力に関するトラブルシューティング事例があったし、ドライバを再インストールすることでしばらく安定して使えるようになったりしてたから、なんとなくソフト側を疑ってしまいました。',
    language: 'ja',
    text: "L'uscita dal PC alla TV (una Toshiba Regza) a volte si vedeva e a volte no, e la usavo così, instabile (…) Finora usavo il cavo HDMI fornito col PC, e ogni tanto per qualche motivo l'immagine spariva, oppure non si poteva più selezionare 1366×768; pensavo fosse un problema di driver o di impostazioni e andavo avanti così. Di solito si vedeva, in rete c'erano casi di problemi con l'uscita verso le Regza, e reinstallando il driver per un po' funzionava stabile, quindi sospettavo il software.",
    category: 'computer',
    cause:
      "Il problema era il cavo HDMI fornito col PC; sostituito con un cavo nuovo, l'immagine sulla TV compare sempre senza alcun problema.",
    keywords: ['cavo', 'hdmi', 'segnale', 'risoluzione', 'sostituzione'],
  },
  {
    id: 'pc-1220',
    source: 'https://no-course.com/entry/2022/11/11/200253',
    original:
      'グラボを交換して、DisplayPortからHDMIに変換、出力しようとしたら「映らない」事象が発生した。\nとここまでは前回の話。結局何度やってもDisplayPort側の出力が認められず、真っ黒の画面のままになってしまった。\n事象の切り分けをしていくとい、どうやらケーブルは問題ないだろうと結論が(自分の中で)出た。',
    language: 'ja',
    text: 'Ho cambiato la scheda video e, provando a uscire da DisplayPort convertendo in HDMI, lo schermo "non si vede". Fin qui la puntata precedente. Alla fine, per quante volte ci provassi, l\'uscita DisplayPort non veniva riconosciuta e lo schermo restava nero. Facendo le prove per isolare il problema sono arrivato alla conclusione (mia) che il cavo non c\'entra.',
    category: 'computer',
    cause:
      "Il colpevole era l'adattatore/convertitore da DisplayPort a HDMI (problema di compatibilità); usando un cavo unico DisplayPort-HDMI l'immagine e l'audio funzionano senza problemi.",
    keywords: ['adattatore', 'displayport', 'hdmi', 'convertitore', 'compatibilità'],
  },
  {
    id: 'pc-1221',
    source:
      'https://picico.net/computer/%e3%83%8e%e3%83%bc%e3%83%88%e3%83%91%e3%82%bd%e3%82%b3%e3%83%b3%e3%81%a7%e9%9f%b3%e3%81%8c%e3%81%86%e3%82%8b%e3%81%95%e3%81%84%e7%90%86%e7%94%b1%e3%81%af%e6%84%8f%e5%a4%96%e3%81%ab%e3%82%82%ef%bc%9f',
    original:
      '先日ノートパソコンをお持込のお客様からのご相談にて、「パソコンからバラバラという騒音が聞こえる」との事。',
    language: 'ja',
    text: "L'altro giorno un cliente mi ha portato un portatile: \"dal PC si sente un rumore tipo 'bara-bara' (un rumore sferragliante)\".",
    category: 'computer',
    cause:
      'Dentro il portatile si era spaccato il supporto in plastica della vite che fissa la cerniera, e il nastro che teneva i cavi in quella zona si era spostato e toccava la ventola della CPU; sistemato (più una lubrificazione della ventola) il rumore è sparito.',
    keywords: ['cerniera', 'nastro', 'ventola', 'rumore', 'plastica'],
  },
  {
    id: 'pc-1222',
    source: 'https://isshokuta.kuruxkuma.com/2018-01-12-091943',
    original:
      'モニタが壊れました。電源ボタンの感触がスカスカしているので、ボタン部品が破損したらしい。既に10年使っていることだし、新しいのを購入するにやぶさかではないが、新品が届くまでの間このモニタ使えないのは大変不便。復旧を試みます。',
    language: 'ja',
    text: 'Il monitor si è rotto. Il pulsante di accensione si sente a vuoto quando lo premo, quindi sembra che il pezzo del pulsante si sia rotto. Lo uso già da 10 anni e non mi dispiacerebbe comprarne uno nuovo, ma non poter usare questo monitor finché non arriva il nuovo è molto scomodo. Provo a rimetterlo in funzione.',
    category: 'computer',
    cause:
      "Il tasto di plastica del pulsante di accensione si era staccato/rotto e non premeva più l'interruttore sulla schedina; smontata la cornice e premendo direttamente l'interruttore metallico (attraverso un foro, con uno stuzzicadenti) il monitor si accende.",
    keywords: ['pulsante', 'accensione', 'tasto', 'interruttore', 'monitor'],
  },
  {
    id: 'pc-1301',
    source: 'https://raffaelloferrari.com/ho-rianimato-un-laptop-ma-in-realta-ho-fatto-un-danno',
    original:
      'Qualche tempo fa un Laptop ha cominciato a malfunzionare: era diventato lentissimo … hai voglia di avviare e riavviare … dopo il login la lentezza riprendeva senza tregua. L’utente chiama l’assistenza e la diagnosi sentenziata ( al buio! ) è: “la motherboard è guasta, vi mandiamo un tecnico ed una nuova scheda”. No, non mi quadra … ci metto le mani io.',
    language: 'it',
    text: 'Qualche tempo fa un Laptop ha cominciato a malfunzionare: era diventato lentissimo … hai voglia di avviare e riavviare … dopo il login la lentezza riprendeva senza tregua. L’utente chiama l’assistenza e la diagnosi sentenziata ( al buio! ) è: “la motherboard è guasta, vi mandiamo un tecnico ed una nuova scheda”. No, non mi quadra … ci metto le mani io.',
    category: 'computer',
    cause:
      'Non era la scheda madre: dopo un aggiornamento di Windows il portatile era lentissimo perché BIOS e firmware del chipset non erano aggiornati; aggiornati BIOS e firmware, il laptop è tornato a funzionare normalmente.',
    keywords: ['bios', 'firmware', 'aggiornamento', 'chipset', 'windows'],
  },
  {
    id: 'pc-1302',
    source: 'http://mitocommodore.blogspot.com/2018/03/alberto-il-riparatore.html',
    original:
      'Sono andato a prelevarlo e la persona mi ha detto che erano da diversi anni che non lo usava, che era stato chiuso in una cantina e che non lo aveva potuto provare. (…) Torno a casa, tolgo il C64 dalla scatola (integerrima) e lo attacco alla TV. All’accensione mi compare la classica schermata blu con un messaggio di errore e il cursore lampeggiante.',
    language: 'it',
    text: 'Sono andato a prelevarlo e la persona mi ha detto che erano da diversi anni che non lo usava, che era stato chiuso in una cantina e che non lo aveva potuto provare. (…) Torno a casa, tolgo il C64 dalla scatola (integerrima) e lo attacco alla TV. All’accensione mi compare la classica schermata blu con un messaggio di errore e il cursore lampeggiante.',
    category: 'computer',
    cause:
      "Sul Commodore 64 rimasto anni in cantina era guasto un chip di memoria RAM, come indicato dall'errore all'avvio; un riparatore ha sostituito la RAM e il computer ora funziona.",
    keywords: ['ram', 'memoria', 'chip', 'errore', 'cantina'],
  },
  {
    id: 'pc-1303',
    source: 'http://libero-news.dnsalias.com/?p=77',
    original:
      'Mi è capitato di dover mettere le mani su un computer di una persona che conosco il cui difetto era il mancato avvio del sistema operativo. Una volta verificato che il problema non fosse di natura software ho aperto il case del computer',
    language: 'it',
    text: 'Mi è capitato di dover mettere le mani su un computer di una persona che conosco il cui difetto era il mancato avvio del sistema operativo. Una volta verificato che il problema non fosse di natura software ho aperto il case del computer',
    category: 'computer',
    cause:
      'La scheda madre aveva 8 condensatori elettrolitici da 1500 µF gonfi e con perdita di elettrolita tra processore e chipset; sostituiti 6 di essi con condensatori da 2200 µF, la scheda madre e il PC sono tornati pienamente efficienti.',
    keywords: ['condensatori', 'gonfi', 'scheda', 'elettrolitici', 'saldatura'],
  },
  {
    id: 'pc-1304',
    source: 'https://quellidellassistenza.blogspot.com/2017/10/pulizia-profonda.html',
    original:
      "Collega: Allora, qual è il problema? Cliente: La tastiera: non funziona più. Io premo tutti i tasti e non succede niente. Accendiamo il portatile, che sia avvia senza problemi. Arrivati al momento di inserire la password di Windows, però, non c'è verso di farsi obbedire dalla tastiera: nessuna pressione di tasti produce qualche risultato. (…) Cliente: Beh, è cominciato un paio di giorni fa... (…) E il portatile era tutto sporco... (…) E allora l'ho pulito. Ho passato lo schermo, ho lucidato il coperchio...",
    language: 'it',
    text: "Collega: Allora, qual è il problema? Cliente: La tastiera: non funziona più. Io premo tutti i tasti e non succede niente. Accendiamo il portatile, che sia avvia senza problemi. Arrivati al momento di inserire la password di Windows, però, non c'è verso di farsi obbedire dalla tastiera: nessuna pressione di tasti produce qualche risultato. (…) Cliente: Beh, è cominciato un paio di giorni fa... (…) E il portatile era tutto sporco... (…) E allora l'ho pulito. Ho passato lo schermo, ho lucidato il coperchio...",
    category: 'computer',
    cause:
      'Il cliente aveva lavato la tastiera del portatile con acqua e sapone e la spugna, danneggiandola irrimediabilmente; sostituita la tastiera con una nuova, il laptop è tornato a funzionare.',
    keywords: ['tastiera', 'acqua', 'liquido', 'sostituzione', 'lavaggio'],
  },
  {
    id: 'pc-1305',
    source: 'https://www.commessoperplesso.it/difficolta-informatiche/',
    original:
      'Negozio di computer. Arriva una signora. “Vedi ‘mpo tu che c’ha!” Indicando il PC desktop. “Buongiorno (anche a lei), che cos’ha il PC che non va?” “Devi dirmelo tu, lo porto apposta.” “Chiedevo solo quale fosse il problema.” “Non se ppiccia!” (Non si accende.)',
    language: 'it',
    text: 'Negozio di computer. Arriva una signora. “Vedi ‘mpo tu che c’ha!” Indicando il PC desktop. “Buongiorno (anche a lei), che cos’ha il PC che non va?” “Devi dirmelo tu, lo porto apposta.” “Chiedevo solo quale fosse il problema.” “Non se ppiccia!” (Non si accende.)',
    category: 'computer',
    cause:
      'Il PC desktop non si avviava per un banco di memoria RAM danneggiato; il tecnico lo ha sostituito e il computer funzionava perfettamente.',
    keywords: ['ram', 'memoria', 'banco', 'danneggiato', 'avvio'],
  },
  {
    id: 'pc-1306',
    source: 'https://andrea-m.me/tasto-del-mouse-rotto-ecco-come-ripararlo',
    original:
      'Negli ultimi giorni ho notato che il mio mouse non funzionava molto bene, così ho deciso di uscire e andare al negozio di PC più vicino per prenderne uno nuovo allo stesso prezzo di €3.99. (…) Usandolo per ore e ore ed essendo un mouse da pochi soldi non mi aspettavo sarebbe durato quasi 2 anni.A causa dell’elevato utilizzo, il tasto sinistro mi ha abbandonato e tutte le volte che dovevo cliccare qualcosa o selezionare dovevo cliccare più e più volte prima di riuscire nell’impresa.',
    language: 'it',
    text: 'Negli ultimi giorni ho notato che il mio mouse non funzionava molto bene, così ho deciso di uscire e andare al negozio di PC più vicino per prenderne uno nuovo allo stesso prezzo di €3.99. (…) Usandolo per ore e ore ed essendo un mouse da pochi soldi non mi aspettavo sarebbe durato quasi 2 anni.A causa dell’elevato utilizzo, il tasto sinistro mi ha abbandonato e tutte le volte che dovevo cliccare qualcosa o selezionare dovevo cliccare più e più volte prima di riuscire nell’impresa.',
    category: 'computer',
    cause:
      "Il microswitch del tasto sinistro del mouse era consumato dall'uso (click molle e senza scatto); l'autore lo ha dissaldato e scambiato con l'identico microswitch del tasto centrale, quasi mai usato, riparando il tasto.",
    keywords: ['microswitch', 'tasto', 'mouse', 'usura', 'saldatura'],
  },
  {
    id: 'pc-1307',
    source: 'http://recensionivere.com/2897_come-riparare-il-tasto-sinistro-del-mouse/',
    original:
      'Prima o poi succede a tutti i possessori di un mouse wireless: voi fate un click e il mouse lo interpreta come un doppio click. (…) Poi qualche settimana fa si è presentato su un Logitech Performance MX poco utilizzato, allora ci siamo chiesti: possibile che ci sia questa moria di mouse per un “bug” comune anziché per rotture meccaniche? Pure perché, una volta aperti, sia questo mouse che altri esaminati in precedenza, non presentavano alcun componente rotto.',
    language: 'it',
    text: 'Prima o poi succede a tutti i possessori di un mouse wireless: voi fate un click e il mouse lo interpreta come un doppio click. (…) Poi qualche settimana fa si è presentato su un Logitech Performance MX poco utilizzato, allora ci siamo chiesti: possibile che ci sia questa moria di mouse per un “bug” comune anziché per rotture meccaniche? Pure perché, una volta aperti, sia questo mouse che altri esaminati in precedenza, non presentavano alcun componente rotto.',
    category: 'computer',
    cause:
      'Secondo gli autori il doppio click del mouse wireless era dovuto a una carica elettrostatica accumulata sui contatti dei tasti: tolta la batteria e cliccati ripetutamente i tasti per qualche minuto (scaricandoli), il problema è sparito sia sul Logitech Performance MX sia su un mouse Trust.',
    keywords: ['elettrostatica', 'doppio', 'click', 'batteria', 'wireless'],
  },
  {
    id: 'pc-1308',
    source: 'https://www.mikiresty.com/il-tuo-macbook-non-si-avvia-ecco-alcune-possibili-soluzioni/',
    original:
      'Vi racconto brevemente quanto successo con un mio cliente e il suo Macbook Air 13″ metà 2011. Il computer, dopo alcuni giorni di agonia (lentezza improvvisa, accensione ritardata e batteria da sostituire) non si è più acceso. Dopo aver verificato che il reset SMC non risolveva il problema (e che anzi non c’era il previsto cambio di colore del led del caricabatterie) decido di aprirlo e tenere staccata la batteria.',
    language: 'it',
    text: 'Vi racconto brevemente quanto successo con un mio cliente e il suo Macbook Air 13″ metà 2011. Il computer, dopo alcuni giorni di agonia (lentezza improvvisa, accensione ritardata e batteria da sostituire) non si è più acceso. Dopo aver verificato che il reset SMC non risolveva il problema (e che anzi non c’era il previsto cambio di colore del led del caricabatterie) decido di aprirlo e tenere staccata la batteria.',
    category: 'computer',
    cause:
      'Il MacBook Air non si accendeva perché era guasto il tasto di accensione (per questo anche il reset SMC non funzionava), non la scheda logica; sostituito il Top Case che comprende la tastiera e il tasto, il problema è stato risolto.',
    keywords: ['tasto', 'accensione', 'topcase', 'tastiera', 'smc'],
  },
  {
    id: 'pc-1309',
    source: 'https://apuliaretrocomputing.it/wordpress/?p=6503',
    original:
      'Ora tocca allo ZX Spectrum. Si tratta di un Issue 2. Alla prima accensione lo schermo è pieno di spazzatura. Osservando la scheda, questa risulta visibilmente manomessa: mancano i -5v ed i 12v.',
    language: 'it',
    text: 'Ora tocca allo ZX Spectrum. Si tratta di un Issue 2. Alla prima accensione lo schermo è pieno di spazzatura. Osservando la scheda, questa risulta visibilmente manomessa: mancano i -5v ed i 12v.',
    category: 'computer',
    cause:
      'Lo ZX Spectrum mostrava uno schermo pieno di caratteri casuali perché il circuito di alimentazione era danneggiato (transistor ztx650 e piste, mancavano -5 V e 12 V) e tutte le RAM 4116 della memoria bassa erano guaste; sostituito lo ztx650, riparate le piste e rimpiazzate le RAM con un modulo, il computer è ripartito.',
    keywords: ['ram', 'alimentazione', 'transistor', 'memoria', 'piste'],
  },
  {
    id: 'pc-1310',
    source: 'http://tdlemonnovecento.blogspot.com/2011/05/la-violenza-sul-computer-funziona.html',
    original:
      "State tranquillamente lavorando quando..d'un tratto...buio totale! (…) All'improvviso riuscite a vedere, dentro lo schermo buio il vostro desktop..è lì, perfettamente funzionante, soltanto che per vederlo dovete piegare lo schermo tra i 45° e i 50°.. (…) Spegnete il computer, lo riaccendete..niente...lo spegnete di nuovo..lo riaccendete niente (…) inizierete a chiudere ed aprire lo schermo, notando che in alcune posizioni, per un piccolissimo attimo, si riaccende la luce.",
    language: 'it',
    text: "State tranquillamente lavorando quando..d'un tratto...buio totale! (…) All'improvviso riuscite a vedere, dentro lo schermo buio il vostro desktop..è lì, perfettamente funzionante, soltanto che per vederlo dovete piegare lo schermo tra i 45° e i 50°.. (…) Spegnete il computer, lo riaccendete..niente...lo spegnete di nuovo..lo riaccendete niente (…) inizierete a chiudere ed aprire lo schermo, notando che in alcune posizioni, per un piccolissimo attimo, si riaccende la luce.",
    category: 'computer',
    cause:
      'La retroilluminazione dello schermo del portatile si spegneva per un falso contatto del cavo (piattina) dello schermo nelle giunture della cerniera; premendo con forza le giunture della cerniera il contatto si è ristabilito e lo schermo si è riacceso.',
    keywords: ['contatto', 'cerniera', 'piattina', 'schermo', 'retroilluminazione'],
  },
  {
    id: 'pc-1401',
    source: 'https://blog.dnpp.org/asus_z490_plus_can_not_enter_uefi',
    original:
      'ASUS の TUF GAMING Z490 PLUS マザーにて UEFI BIOS Utility に入れなくなった (…) 実は結構前から UEFI BIOS Utility 画面に入れなくなっていて、入ろうとすると画面が真っ黒になる現象に悩まされていた。とは言え PC 自体は起動はするので放置していたのだけど、まぁ CMOS クリアでもすれば直るっしょ、くらいの軽い気持ちでいまして、時間が出来たので直してやるかと重い腰を上げてケースを開けて CMOS クリアしたところ完全に文鎮となってマジで焦りました。 (…) どのパーツが悪いのか分からないので、最小構成にするためにグラボ外したり、外部ディスプレイを複数用意して DisplayPort 接続やら HDMI 接続やらのパターンを試したりなんだりするハメになり、起動確認に半日くらい持っていかれたので地味に辛かった。',
    language: 'ja',
    text: "Con la scheda madre ASUS TUF GAMING Z490 PLUS non riuscivo più a entrare nell'UEFI BIOS Utility (…) In realtà era già da un bel po' che non riuscivo a entrare nella schermata dell'UEFI BIOS Utility: appena provavo, lo schermo diventava tutto nero. Però il PC in sé si avviava, quindi avevo lasciato perdere, pensando tranquillo \"vabbè, basterà un clear CMOS\". Quando finalmente ho trovato il tempo, mi sono deciso, ho aperto il case e ho fatto il clear CMOS... e il PC è diventato un fermacarte, mi è preso un colpo. (…) Non sapendo quale pezzo fosse guasto, ho dovuto togliere la scheda video per andare in configurazione minima, preparare più monitor e provare collegamenti DisplayPort, HDMI e così via: mezza giornata persa solo per le prove di avvio, una bella rottura.",
    category: 'computer',
    cause:
      'Problema di contatto/compatibilità dei moduli RAM negli slot usati (1 e 3): spostando le memorie negli slot 2 e 4 il PC è ripartito, è tornato nel BIOS e ora regge anche la RAM a DDR4-3200 stabile.',
    keywords: ['ram', 'slot', 'memoria', 'spostamento', 'scheda'],
  },
  {
    id: 'pc-1402',
    source: 'https://blog.goo.ne.jp./jf1vxb/d/20230517',
    original:
      '2022年8月の、くっそ暑い日です。室温は35.8℃を示しており、「どうにかしてくれ」というくらい暑い日が続いているのである。(…) PCはそうはいかない。最悪、CPUの熱暴走で壊れる恐れも懸念される。\n言われた通りに、冷却診断を起動しようとするのだが「アプリケーションをすべて終了してから再度実行してください」とか言うのである。一応、すべてのアプリケーションは終了したのだが、やはり「終了しろ」と言うので、冷却診断はあきらめた。\n①ファンは、ゆるーく回っているようだが、風量が足りてない感じ。\n②PC底面部や、ファン部分が異常に熱い。',
    language: 'ja',
    text: 'Agosto 2022, una giornata caldissima. In stanza c\'erano 35,8 °C, ed erano giorni che faceva un caldo da "fate qualcosa". (…) Il PC però non la prende così. Nel peggiore dei casi temevo che la CPU andasse in surriscaldamento e si rompesse.\nCome mi avevano detto, provo ad avviare la diagnosi di raffreddamento, ma mi dice "chiudere tutte le applicazioni e riprovare". Le avevo chiuse tutte, ma continuava a dirmi di chiuderle, quindi ho rinunciato alla diagnosi.\n1) La ventola sembra girare pianino, ma l\'aria che butta fuori non basta.\n2) Il fondo del PC e la zona della ventola sono caldissimi.',
    category: 'computer',
    cause:
      'La ventola del portatile Dynabook era intasata dalla polvere accumulata tra le pale, per cui non raffreddava abbastanza. Risolto togliendo il coperchio inferiore e pulendo la ventola con alcol isopropilico e cotton fioc: la parte che scottava ora è solo tiepida.',
    keywords: ['ventola', 'polvere', 'surriscaldamento', 'pulizia', 'raffreddamento'],
  },
  {
    id: 'pc-1403',
    source: 'http://blog.livedoor.jp/hardyboy/archives/2023-05.html',
    original:
      '朝起きたら液晶ディスプレイが真っ暗になっていた。五年間ほぼ通電しっぱなしでついに故障したらしく、電源プラグを抜き差ししてみると一瞬画面が映るときがあるがすぐ真っ暗になる。これはバックパネルLEDの故障かもしれない。\nゲーム機やBDレコーダに接続して使ってる娯楽設備なので困った。終日買い替えについて悩み色々探してたがどうせならと分解してみた。',
    language: 'ja',
    text: "Stamattina mi sono svegliato e il monitor LCD era completamente nero. Dopo cinque anni praticamente sempre acceso, a quanto pare si è rotto: staccando e riattaccando la spina a volte l'immagine compare per un attimo, ma poi torna subito nero. Forse è guasta la retroilluminazione a LED.\nCi ho collegato console e registratore Blu-ray, è il mio angolo svago, quindi un bel problema. Ho passato la giornata a pensare se ricomprarlo e a cercare, ma poi ho pensato: già che ci sono, lo smonto.",
    category: 'computer',
    cause:
      "Sulla scheda di alimentazione del monitor due condensatori elettrolitici (EC105/EC106, 220uF 35V) erano gonfi, per cui l'alimentazione della retroilluminazione a LED era instabile. Sostituiti con condensatori equivalenti, il monitor funziona di nuovo.",
    keywords: ['condensatori', 'gonfi', 'alimentazione', 'retroilluminazione', 'monitor'],
  },
  {
    id: 'pc-1404',
    source: 'http://kuchem.kyoto-u.ac.jp/kinso/weda/blog/?date=201605',
    original:
      'ノートのキーボードのいくつかのキーが打てなくなったということで、キーボードの交換を行ってみた。',
    language: 'ja',
    text: 'Sul portatile alcuni tasti della tastiera avevano smesso di funzionare, non si riusciva più a scriverci, quindi ho provato a cambiare la tastiera.',
    category: 'computer',
    cause:
      'Guasto della tastiera interna del portatile (probabilmente gommini sotto i tasti deteriorati che non premevano bene sulla membrana). Risolto sostituendo la tastiera e ricollegando il cavo flat: i tasti che non andavano ora funzionano.',
    keywords: ['tastiera', 'membrana', 'gommini', 'sostituzione', 'flat'],
  },
  {
    id: 'pc-1405',
    source: 'https://blogs.fau.de/faumac/akku-vom-macbook-laedt-nicht-mehr',
    original:
      'Vor länger Zeit hatten wir ein MacBook, bei dem der Akku nicht mehr aufgeladen wurde. Alles andere lief einwandfrei. Trennte man aber die Netzversorgung, ging es sofort aus und ließ sich auch nich mehr anschalten. Erst beim erneuten anschließen des Netzteiles lief es wieder. Die LED-Lampe am Netzteil leuchtete, wie es sich gehört, Rot. (…) Nach mehreren Stunden dann das Ergebnis: Von bisherigen ca. 2% hat er gleich volle 2% erreicht gehabt. (…) Ein mehrmaliges Zurücksetzen des NVRAMS/SMC (Tastenkombination) und austauschen des Netzteiles brachte ebenfalls keine Verbesserung.',
    language: 'de',
    text: "Tempo fa avevamo un MacBook la cui batteria non si caricava più. Per il resto andava tutto benissimo. Però se staccavi l'alimentatore si spegneva subito e non si riaccendeva più. Ripartiva solo ricollegando l'alimentatore. Il LED sul connettore dell'alimentatore era rosso, come dev'essere. (…) Dopo diverse ore, il risultato: dal 2% circa che aveva era arrivato... al 2%. (…) Anche resettare più volte NVRAM/SMC (con la combinazione di tasti) e cambiare l'alimentatore non ha migliorato niente.",
    category: 'computer',
    cause:
      "La batteria si era scaricata del tutto in standby e lo spegnimento brusco aveva lasciato errori nell'EFI/gestione energia. Risolto scollegando fisicamente la batteria interna per circa 10 minuti (reset completo dell'EFI): poi il MacBook ha ripreso a caricare normalmente.",
    keywords: ['batteria', 'efi', 'reset', 'scollegare', 'ricarica'],
  },
  {
    id: 'pc-1406',
    source:
      'https://thinkpad-forum.de/threads/t430u-nach-wechsel-akku-und-batterie-komme-ich-nicht-ins-setup.234480/latest',
    original:
      'habe ein ca. 10 Jahre altes ThinkPad T430u und heute Akku und Batterie getauscht. (…)\n\nRechner lässt sich einschalten. (…) \n"0251: System CMOS Checksum bad - Default configuration used"\n"Real Time Clock Error - Check Date and Time settings"\n(…) So weit alles in Ordnung nach dem Wechsel der Batterien aber das Drücken keiner Taste oder Tastenkombination hat in der Folge irgend eine Auswirkung. Der Rechner bleibt einfach so stehen.\n\nIm ersten Moment dachte ich daran, dass die Tastatur nicht mehr erkannt wird, aber auch mit einer externen Tastatur geht es nicht weiter.',
    language: 'de',
    text: 'ho un ThinkPad T430u di circa 10 anni e oggi ho cambiato batteria e batteria tampone. (…)\n\nIl computer si accende. (…) \n"0251: System CMOS Checksum bad - Default configuration used"\n"Real Time Clock Error - Check Date and Time settings"\n(…) Fin qui tutto normale dopo il cambio delle batterie, ma premere qualsiasi tasto o combinazione non ha nessun effetto. Il computer resta lì fermo.\n\nSulle prime ho pensato che la tastiera non venisse più riconosciuta, ma anche con una tastiera esterna non va avanti.',
    category: 'computer',
    cause:
      'Dopo il cambio della batteria tampone CMOS il BIOS era tornato ai valori di default e chiedeva di reimpostare data/ora, ma a quel punto non accettava più i tasti. Risolto premendo ripetutamente ESC subito dopo aver premuto il tasto di accensione: così è riuscito a entrare nel setup e il portatile è tornato a funzionare.',
    keywords: ['bios', 'cmos', 'setup', 'tasto', 'batteria'],
  },
  {
    id: 'pc-1407',
    source: 'https://www.mikrocontroller.net/topic/494900',
    original:
      'habe ein älteres Lenovo T60, bei dem die BIOS-Batterie leer war. Machte \nbeim Einschalten Beep, dann stand da was von DateTime Error. Danach fand \nman sich bei den BIOS-Einstellungen wieder und durfte 1988 auf 2020 \nsetzen. Danach lief die Kiste einwandfrei. Also habe ich die \nBIOS-Batterie getauscht (die alte hatte 0.0V).\n\nNach dem Einschalten kommt der Startbildschirm und das System hängt. Und \nich denke, da ist was angebrannt und jetzt ist das Ding am Arsch :-(\n\nErneut gestartet, wieder nichts. Mehrmals neu gestartet, hängt.',
    language: 'de',
    text: "ho un vecchio Lenovo T60 con la batteria del BIOS scarica. All'accensione faceva beep, poi compariva qualcosa tipo DateTime Error. Dopo ti ritrovavi nelle impostazioni del BIOS e dovevi cambiare 1988 in 2020. Dopodiché andava benissimo. Allora ho cambiato la batteria del BIOS (la vecchia segnava 0.0V).\n\nDopo l'accensione compare la schermata iniziale e il sistema si pianta. E penso: qui si è bruciato qualcosa e adesso è andato :-(\n\nRiavviato, di nuovo niente. Riavviato più volte, si blocca.",
    category: 'computer',
    cause:
      "La batteria tampone CMOS era completamente scarica (0,0 V), da cui l'errore di data/ora a ogni avvio. Dopo la sostituzione il T60 si è bloccato alcune volte (comportamento noto dei vecchi ThinkPad dopo il cambio della batteria, la memoria CMOS va reinizializzata); dopo qualche riavvio e reimpostata la data è ripartito e ora funziona normalmente.",
    keywords: ['batteria', 'cmos', 'bios', 'data', 'riavvio'],
  },
  {
    id: 'pc-1408',
    source: 'https://himitu7171.hatenablog.com/entry/20160728/1469708601',
    original:
      '「メモリーを8GにしたんだけどWindowsの終わらせ方が悪かったせいか起動しないんです。メモリーが2Gの時の設定が残っちゃっているのかな?」\n(…) 新しいメモリーは適合品でちゃんと認識されていますか?」\nと尋ねると、ちゃんと認識されていてWindowsのメモリーチェックでも問題なしだという。しかしWindowsにはログオンせずその手前でループするばかりだと言う。\n\n そこでパソコンを預かり、調べてみる。確かにWindowsに到達しないでループする。セーフモードでも立ち上がらない。(…) Windows7の修復ディスクやセットアップディスクで起動を試みるが駄目。CDやDVD−ROMで立ち上がらないとはおかしい。',
    language: 'ja',
    text: '"Ho portato la memoria a 8 GB, ma forse perché ho spento Windows male, adesso non si avvia. Saranno rimaste le impostazioni di quando aveva 2 GB?"\n(…) Alla domanda se la memoria nuova fosse compatibile e venisse riconosciuta, mi ha risposto che sì, viene riconosciuta e anche il test memoria di Windows non dà problemi. Però Windows non arriva al login: continua a riavviarsi in loop prima.\n\nAllora ho preso il portatile per controllarlo. In effetti non arriva a Windows, va in loop. Non parte neanche in modalità provvisoria. (…) Ho provato ad avviare dal disco di ripristino e dal disco di installazione di Windows 7, ma niente. Strano che non parta nemmeno da CD o DVD.',
    category: 'computer',
    cause:
      'I nuovi moduli di RAM comprati per passare a 8 GB non erano compatibili con il portatile (con ciascuno dei due moduli nuovi il PC si accendeva e spegneva). Rimontando i vecchi moduli di memoria il portatile si è avviato senza problemi.',
    keywords: ['ram', 'compatibilità', 'moduli', 'memoria', 'sostituzione'],
  },
  {
    id: 'pc-1409',
    source: 'https://blogs.yahoo.co.jp/onetaro2005/folder/884918.html',
    original:
      '先日、僕のセカンドPCでWindows Updateを行い、再起動をしたところ立ち上がらなくなってしまいました。\n始めのWindowsXPのロゴが出るところまでは行くのですが、その直後にリセットしてしまい同じ動作を永遠に繰り返していました。',
    language: 'ja',
    text: "L'altro giorno sul mio secondo PC ho fatto Windows Update e, al riavvio, non è più partito.\nArriva fino al logo iniziale di Windows XP, ma subito dopo si resetta e ripete la stessa cosa all'infinito.",
    category: 'computer',
    cause:
      'Un modulo di RAM era difettoso: avviando Memtest86 da CD dopo 1-2 minuti comparivano errori a raffica. Sostituita la memoria con una della stessa specifica (test di oltre 3 ore senza errori) e reinstallato il sistema operativo, il PC è tornato a funzionare.',
    keywords: ['ram', 'memtest', 'difettosa', 'sostituzione', 'memoria'],
  },
];
