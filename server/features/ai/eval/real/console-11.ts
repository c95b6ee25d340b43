import type { RealCase } from './types.ts';

/** Batch 11 of real console reports (issue 24): gathered 2026-11-28 by helpers blind to the assistant. */
export const CASES: RealCase[] = [
  {
    id: 'co-901',
    source: 'http://crazycrescent.hatenablog.com/entry/2014/12/03/193000',
    original:
      '私は、主に PSP go で音楽を聞いているのですが、音楽を聞いていて、ホールドから復帰すると1曲飛ぶようになりました。うーむ、変な設定をしたかなあ?しばらくして、Rボタンが押されっぱなしになっていることに気が付きました。うむむ、困った。',
    language: 'ja',
    text: "Uso la PSP go soprattutto per ascoltare musica, e mentre ascolto, quando la riprendo dal blocco (hold), salta una canzone. Mah, avrò impostato qualcosa di strano? Dopo un po' mi sono accorto che il tasto R risulta sempre premuto. Uff, che guaio.",
    category: 'console',
    cause:
      'Dello sporco/un detrito teneva bloccato il tasto R in posizione premuta: è bastato aprire il coperchio posteriore per liberarlo e il tasto è tornato a funzionare normalmente.',
    keywords: ['tasto', 'incastrato', 'sporco', 'detrito', 'premuto'],
  },
  {
    id: 'co-902',
    source: 'http://nobusuke37.blogspot.com/2011/10/psp3000.html',
    original:
      '2ndGから、ほとんど毎日使って来たPSPのボタン(丸ボタン)の調子が悪くなって来た。押しても、戻らない症状が日に日に酷くなってきて、操作ミスがはなはだしくなった。',
    language: 'ja',
    text: 'La PSP che uso quasi tutti i giorni dai tempi di 2nd G ha cominciato a fare i capricci con un tasto (il cerchio). Il problema che lo premi e non torna su peggiora di giorno in giorno, e sbaglio i comandi di brutto.',
    category: 'console',
    cause:
      'La gommina sotto il tasto cerchio era mezza strappata; sostituita con la gommina dei tasti presa da una PSP-2000, il tasto è tornato a risalire bene.',
    keywords: ['gommina', 'gomma', 'strappata', 'tasto', 'sostituita'],
  },
  {
    id: 'co-903',
    source: 'https://hd3.hatenadiary.jp/entry/20180826/1535239298',
    original:
      '三段積みのメガCDは特に異常はないが、二段積みにしてるほうのメガCDで異音が出るためトライして見た。因みに既に両方ともゴムベルトと数カ所のコンデンサは変えてある。(…)手元に25Vの50Vの10μFがあったのでそれを使って交換した。(…)が、変わらず。やはり一定のタイミングでガガガと音が出る。',
    language: 'ja',
    text: "Il Mega CD del montaggio a tre piani non ha problemi, ma quello a due piani fa un rumore strano, quindi ci ho provato. Tra l'altro su tutti e due avevo già cambiato la cinghia di gomma e alcuni condensatori. (…) Avevo sotto mano dei 10μF da 25V e 50V e li ho usati per sostituirli. (…) Ma niente, tutto uguale. Continua a fare un gagaga a intervalli regolari.",
    category: 'console',
    cause:
      'Il colpevole era il finecorsa (limit switch) del pickup: soffiandoci aria compressa e muovendolo per verificarne il movimento, il rumore è sparito.',
    keywords: ['finecorsa', 'pickup', 'interruttore', 'laser', 'contatto'],
  },
  {
    id: 'co-904',
    source: 'https://dswiipspwikips3.jp/wordpress/archives/12430',
    original:
      '長年使ってたPS3が突然壊れた。何年ぐらい使用したのか覚えていないが、PS3の電源を入れようとしても自動的に強制終了するバグというか、故障なんでしょうね・・・。(…)\nPS3本体の電源を入れる\nPS3本体が起動してファン・起動音などが鳴る\nPS3本体の内部で「カタッ」と小さい音が聞こえる\nPS3本体が「ピピピッ」とアラーム音を出す\n電源ランプが赤色→緑色→黄色(0.2秒ぐらい)→赤色点滅\nPS3本体の起動が強制終了',
    language: 'ja',
    text: 'La PS3 che usavo da anni si è rotta all\'improvviso. Non ricordo nemmeno da quanti anni ce l\'ho, ma quando provo ad accenderla si spegne da sola, un bug o più che altro un guasto, immagino... (…) Accendo la PS3; parte, si sentono la ventola e il suono d\'avvio; dentro si sente un piccolo "clac"; la PS3 fa un allarme "pipipi"; la spia fa rosso → verde → giallo (per circa 0,2 secondi) → rosso lampeggiante; la PS3 si spegne forzatamente.',
    category: 'console',
    cause:
      "Il classico guasto delle saldature della scheda madre (YLOD): tolto l'hard disk e scaldata la scheda con l'asciugacapelli per rifondere le saldature, la PS3 è tornata a funzionare.",
    keywords: ['saldature', 'scheda', 'rifusione', 'asciugacapelli', 'calore'],
  },
  {
    id: 'co-905',
    source:
      'https://community.bisafans.de/galerie/index.php?image/118545-nostalgie-projekt-19-nintendo64-konsole-und-transfer-pak-im-ersten-einsatz/',
    original:
      'Mein Mann und ich ließen uns letztendlich doch noch dazu hinreißen, eine Nintendo64-Konsole zu kaufen. Anreiz dazu war der geringe Preis, für den diese angeboten wurde. Verkauft wurde sie nämlich als defekt, aber anhand der Bilder hatten wir schon einen kleinen Verdacht, woran es liegen könnte und gingen das Risiko ein. Als die Konsole angekommen war, startete sie natürlich wie erwartet nicht.',
    language: 'de',
    text: 'Alla fine io e mio marito ci siamo lasciati convincere a comprare una console Nintendo64. Ci ha attirato il prezzo basso a cui era offerta. Infatti era venduta come difettosa, ma dalle foto avevamo già un piccolo sospetto su cosa potesse essere e abbiamo corso il rischio. Quando è arrivata, come previsto, ovviamente non partiva.',
    category: 'console',
    cause:
      "Il tasto reset era rimasto sempre premuto (infossato nella console): una pulizia accurata dentro e fuori l'ha sbloccato; in più mancava il Jumper Pak, senza il quale la console non parte.",
    keywords: ['reset', 'premuto', 'pulizia', 'jumper', 'pak', 'incastrato'],
  },
  {
    id: 'co-906',
    source: 'http://sprocket2cog.blogspot.com/2007/01/xbox-360-home-wiring-hack.html',
    original:
      'Well today my son came running out of the lounge with a look of absolute shock across his face\n\n" you know that ring of light on the xbox dad? well now its nearly all red and the 360 dosent work..."\n(…)\nAnyway to cut a long story short after 10 minutes of reseting unplugging and just plain quessing about the xboxs hurry to switch out to the error mode was getting me worried...\nAnd then it happened..The whole power grid in the house shut down without warning and my first quess was the faulty 360 had tripped the circuit breakers, but when i open the meter box all the breakers were set.',
    language: 'en',
    text: "Oggi mio figlio è uscito di corsa dal soggiorno con una faccia sconvolta: \"papà, hai presente l'anello di luce dell'xbox? adesso è quasi tutto rosso e la 360 non va...\" (…) Per farla breve, dopo 10 minuti a resettare, staccare la spina e tirare a indovinare, la fretta con cui l'xbox passava in modalità errore cominciava a preoccuparmi... E poi è successo: è saltata la corrente in tutta la casa senza preavviso e la mia prima idea è stata che la 360 guasta avesse fatto scattare gli interruttori, ma quando ho aperto il quadro erano tutti su.",
    category: 'console',
    cause:
      "Il guasto era nell'impianto elettrico di casa: il conduttore di ritorno di terra da 2,5 mm all'interruttore del quadro era bruciato (e sottodimensionato); rifatto dall'elettricista con un cavo da 4 mm, l'Xbox funziona di nuovo.",
    keywords: ['impianto', 'terra', 'quadro', 'cavo', 'bruciato'],
  },
  {
    id: 'co-907',
    source: 'https://blog.goo.ne.jp/pocket640/e/2cb8a33144f02e60a0e2c7ae24d7e9ba?fm=entry_awp_sleep',
    original:
      'ご近所さまからゲームキューブの修理依頼がありましたので、簡単に解説します。故障内容は、ピックアップの読み込みが悪くなり、ゲームが途中でできなくなるとのこと。ここ1ヶ月ぐらい調子が悪く、こどもたちもゲーム機から遠ざかっているとのこと。',
    language: 'ja',
    text: 'Un vicino mi ha chiesto di riparargli il GameCube, spiego in breve. Il problema: il pickup legge male e i giochi si interrompono a metà. Da circa un mese va male e i bambini ormai non ci giocano più.',
    category: 'console',
    cause:
      'La lente del pickup era sporca: pulita con un cotton fioc e alcol isopropilico, la lettura è tornata subito normale (per scrupolo è stata anche alzata la potenza del laser).',
    keywords: ['lente', 'pickup', 'sporca', 'pulizia', 'alcol'],
  },
  {
    id: 'co-908',
    source: 'https://ei26blog.com/gamecube_battery_replacement/',
    original:
      'あれから1年が経った21周年の今、再びゲームキューブに問題が発生した。それは、スイッチを入れる度に必ずこんなエラーが出るようになったのだ。このように日付と時刻が毎回リセットされる(…)',
    language: 'ja',
    text: 'Ora, a un anno di distanza, per il 21° anniversario, il GameCube ha di nuovo un problema: ogni volta che lo accendo esce sempre questo errore. Così data e ora si azzerano ogni volta (…)',
    category: 'console',
    cause:
      'La pila tampone interna (una CR2032 a linguette saldata sulla scheda) era esaurita; sostituita con una nuova saldandola, orologio e calendario vengono mantenuti.',
    keywords: ['pila', 'batteria', 'tampone', 'esaurita', 'cr2032'],
  },
  {
    id: 'co-909',
    source: 'http://kiblitzing.blogspot.com/2019/02/livin-dream.html',
    original:
      "The Dreamcast I bought arrived yesterday, and while it does work, it has some issues. (…) I managed to get the machine to keep its eyes open, but it wouldn't recognize discs.",
    language: 'en',
    text: 'Il Dreamcast che ho comprato è arrivato ieri e, anche se funziona, ha qualche problema. (…) Sono riuscito a farlo restare acceso, ma non riconosceva i dischi.',
    category: 'console',
    cause:
      "La lente del laser era sporca: pulendola con un cotton fioc e un po' di alcol la console ha ripreso a riconoscere i dischi.",
    keywords: ['lente', 'laser', 'sporca', 'pulizia', 'alcol'],
  },
  {
    id: 'co-910',
    source: 'https://www.happyassassin.net/posts/2006/03/12/handyman/',
    original:
      "Gran Turismo 4 came out on budget a week after I got GT3, so I picked up a copy. Came home to find it wouldn't boot. Our PS2 is a fairly old one we got cheap second hand, and its laser has obviously been having trouble for some time now - games take a long time to load and we'd come across a few that won't load unless it's sideways, or won't really load at all, etc.",
    language: 'en',
    text: "Gran Turismo 4 è uscito a prezzo economico una settimana dopo che avevo preso GT3, così ne ho preso una copia. Tornato a casa, non partiva. La nostra PS2 è piuttosto vecchia, presa usata per poco, e il laser ha chiaramente problemi da un po': i giochi ci mettono tanto a caricare e ne avevamo trovati alcuni che non caricano se non la metti di lato, o non caricano proprio, ecc.",
    category: 'console',
    cause:
      "Lente sporca e angolo della lente rispetto al disco da regolare: pulita la lente e regolata l'inclinazione con la rotellina, GT4 parte e tutti i giochi caricano molto più in fretta.",
    keywords: ['lente', 'laser', 'inclinazione', 'regolazione', 'pulizia'],
  },
  {
    id: 'co-911',
    source: 'https://photryf.com/ps4-controller-maintenance',
    original:
      '年末のセールで購入してからまだ3ヶ月なのに、PS4のアナログスティックが勝手に動くようになってしまいました。主な症状は触ってもいないのに勝手に右スティックが上に動いていくというもの。FPS系などのシューティングゲームでは特に影響が大きく、エイムがしづらいなどプレイにかなり支障が出ていました。',
    language: 'ja',
    text: "L'ho comprato ai saldi di fine anno solo 3 mesi fa, e già la levetta analogica della PS4 si muove da sola. Il sintomo principale è che, senza toccarla, la levetta destra va su da sola. Negli sparatutto tipo FPS si sente tantissimo, è difficile mirare e giocare è diventato un bel problema.",
    category: 'console',
    cause:
      "Piccoli granelli di polvere/sporco infilati nella fessura attorno alla levetta davano un falso contatto; pulendo tutt'attorno alla levetta con cotton fioc e stuzzicadenti il problema è migliorato.",
    keywords: ['polvere', 'sporco', 'levetta', 'contatto', 'pulizia'],
  },
  {
    id: 'co-912',
    source: 'http://paraches.com/ps-vita-information/ps-vita-restart',
    original:
      'PS VITA 発売当初から「何をしても画面に何も写らなくなった」という症状が出て、「故障だ!」と思い込んでしまっている方が多いようです。私は発売日に購入して以来全くそのような症状にあったことがないので「故障率が高いのかな?」と思っていたのですが、1週間程前に知人が同じ症状に陥ってしまい、電源を入れて欲しいと PS VITA を持ってきました。',
    language: 'ja',
    text: 'Dall\'uscita della PS VITA sembra che in tanti abbiano il problema che "qualsiasi cosa faccia, lo schermo non mostra più niente" e siano convinti che sia "rotta!". Io l\'ho presa il giorno dell\'uscita e non mi è mai successo, quindi pensavo "avrà un alto tasso di guasti?", ma circa una settimana fa a un conoscente è capitata la stessa cosa e mi ha portato la sua PS VITA chiedendomi di accenderla.',
    category: 'console',
    cause:
      "La console non era spenta del tutto ed era rimasta bloccata: tenendo premuto il tasto di accensione per 30 secondi per spegnerla completamente, aspettando un po' e poi premendolo per 5 secondi, si è accesa.",
    keywords: ['spegnimento', 'completo', 'bloccata', 'accensione', 'tasto'],
  },
  {
    id: 'co-913',
    source: 'https://zukutora.com/handmade/famicom',
    original:
      '子供が「遊んでみたい」というのでそれならばとディスプレイにファミコンをつないでカセットをIN!そして・・・電源ON!!・・・あれ???つかないね・・・。他のカセットを入れてみてもやっぱり状況は同じで、ファミコン本体自体がダメなのかなとも思ったのだけど・・・そもそもファミコンっていまみたいに複雑なものじゃないからそんなに壊れるところある??と疑問が湧いた。',
    language: 'ja',
    text: 'Mio figlio voleva provarci, quindi ho collegato il Famicom al monitor e ho infilato la cartuccia! E poi... accensione!! ...eh??? Non parte niente... Anche con altre cartucce era uguale, ho pensato che fosse andata la console stessa... ma il Famicom non è mica complicato come le cose di oggi, cosa mai si può rompere?? mi sono chiesto.',
    category: 'console',
    cause:
      'Polvere e sporco sui contatti delle cartucce: puliti i contatti con alcol etilico anidro e cotton fioc, i giochi partono (e i salvataggi ci sono ancora).',
    keywords: ['contatti', 'cartuccia', 'sporco', 'polvere', 'alcol'],
  },
  {
    id: 'co-914',
    source: 'https://aadiiorrtw-blog.blogspot.com/2012/02/blog-post.html',
    original:
      'いよいよもってコントローラーの動きが怪しくなってきたからです。掃除の際にやらかして以降、微妙な操作感に悩まされてはいたのですが、致命打にはなっていなかったので、ずるずると引き伸ばしていたという。(…)右を押したら下に行くだとか、下を押したのに右に行ってしまうだとかいう珍現象',
    language: 'ja',
    text: "Perché ormai il controller si comportava in modo sempre più strano. Da quando avevo combinato un guaio mentre lo pulivo, i comandi avevano un feeling un po' strano, ma non era grave e ho continuato a rimandare. (…) strani fenomeni tipo che premi destra e va giù, o premi giù e va a destra",
    category: 'console',
    cause:
      'Nella pulizia precedente erano state danneggiate le parti interne della croce direzionale del controller SFC; trapiantati i pezzi buoni presi da controller usati a basso prezzo, funziona di nuovo correttamente.',
    keywords: ['danneggiate', 'contatti', 'croce', 'ricambio', 'trapianto'],
  },
  {
    id: 'co-915',
    source: 'https://jammarcade.net/category/repair/console-repair-logs/page/2',
    original: 'Usual Game Gear faults of low sound and hardly any brightness on the screen.',
    language: 'en',
    text: 'I soliti difetti del Game Gear: audio basso e schermo quasi senza luminosità.',
    category: 'console',
    cause:
      "Condensatori elettrolitici vecchi e che perdevano: sostituiti tutti, l'audio è forte e la luminosità dello schermo è buona.",
    keywords: ['condensatori', 'elettrolitici', 'perdita', 'sostituiti', 'invecchiati'],
  },
  {
    id: 'co-916',
    source: 'https://zazameta.net/archives/3810',
    original:
      '友人が「PS2壊れたで、診てくれん?」というので、持ってきてもらい、診てみました。薄型のACアダプタモデル、SCPH-70000です。(…)ACアダプタの根元をぐにぐにやると、ついたり消えたりします。ACアダプタの電圧を測ると、安定して出ています。',
    language: 'ja',
    text: "Un amico mi ha detto \"la PS2 si è rotta, me la guardi?\", così me l'ha portata e l'ho controllata. È la slim con alimentatore esterno, SCPH-70000. (…) Muovendo la base della spina dell'alimentatore si accende e si spegne. Misurando la tensione dell'alimentatore, esce stabile.",
    category: 'console',
    cause:
      'Saldatura crepata sulla presa di alimentazione (jack DC) sulla scheda della console; rifatta la saldatura aggiungendo stagno, il problema è risolto.',
    keywords: ['saldatura', 'crepata', 'presa', 'alimentazione', 'jack'],
  },
  {
    id: 'co-917',
    source: 'https://dolls.tokyo/report-xboxcontroller-repair/',
    original:
      '先に遊べるスマホ版をプレイしようとXboxコントローラを出したら、(…)コントローラをつなぐと、キャラが勝手に右に走り出します。(…)このコントローラであるあるの事例らしい。左に倒すと左には動くから、本当にわずかなゲインだと思われます。',
    language: 'ja',
    text: 'Volevo giocare alla versione per smartphone, che si può giocare prima, e ho tirato fuori il controller Xbox (…) Collegando il controller, il personaggio si mette a correre a destra da solo. (…) Pare sia una cosa tipica di questo controller. Se la spingo a sinistra va a sinistra, quindi penso sia un segnale davvero minimo.',
    category: 'console',
    cause:
      "Sporco all'interno del sensore della levetta analogica: smontato il controller e pulito l'interno del componente della levetta, senza cambiare pezzi, il personaggio non si muove più da solo.",
    keywords: ['sporco', 'levetta', 'sensore', 'pulizia', 'potenziometro'],
  },
  {
    id: 'co-918',
    source: 'https://dara-dara.net/vita',
    original:
      '家のPSVITAちゃんの左スティックは異常反応を起こしています。ああ!右から!右から!!右入力の主張が激しいのです。激しいとかいうレベルを超えて激しいのです。(…)まあ、触りさえしなければ問題ないんですがね。動画を見たりするだけなら普通に使えるし。',
    language: 'ja',
    text: "La levetta sinistra della mia PSVITA dà i numeri. Ah! Da destra! Da destra!! L'input a destra si fa sentire tantissimo. Oltre ogni limite. (…) Beh, finché non la tocco non c'è problema. Per guardare video la uso normalmente.",
    category: 'console',
    cause:
      'Sporco sotto il gommino della levetta sinistra: sollevata la gomma e pulito sotto con uno stuzzicadenti, la levetta ha smesso di andare a destra da sola.',
    keywords: ['sporco', 'levetta', 'gommino', 'pulizia', 'stuzzicadenti'],
  },
  {
    id: 'co-919',
    source: 'https://blog.hogehoge.com/2024/04/DualSense1.html?m=1',
    original:
      '長時間視聴の途中でビデオを停止しようと思い、DualSenseのボタンを押したのですが、何の反応もありません。無操作時間の継続でDualSenseがスリープしたのであろうと思い、PSボタンを押下。けれど、復帰する様子がありません。DualSenseのLED(ライトバー)が橙色で3回点滅するだけ。もちろん、PS5とは未接続で操作も不可能。(…)なんとかしようと、PS5との有線(USBケーブル)接続、DualSenseのリセット、PS5の強制再起動などしてみても状況は変わらず。',
    language: 'ja',
    text: 'Volevo fermare un video a metà di una lunga visione e ho premuto un tasto del DualSense, ma niente. Pensando che il DualSense fosse andato in sospensione per inattività, ho premuto il tasto PS. Ma non si risveglia. La LED (barra luminosa) del DualSense lampeggia solo 3 volte in arancione. Ovviamente non è collegato alla PS5 e non si può usare. (…) Per risolvere ho provato a collegarlo alla PS5 col cavo USB, a resettare il DualSense, a riavviare forzatamente la PS5, ma niente da fare.',
    category: 'console',
    cause:
      'La batteria del DualSense era completamente scarica; lasciato collegato per alcune ore a un alimentatore USB da muro si è ricaricato ed è tornato utilizzabile.',
    keywords: ['batteria', 'scarica', 'ricarica', 'alimentatore', 'esaurita'],
  },
  {
    id: 'co-920',
    source: 'http://marknew-blog.cocolog-nifty.com/blog/2007/10/post-ed24.html',
    original:
      'PS2、買いに行く前に、せめてもう一度だけ、何とかならないか試してみようと思い、実験してみることにしました。(…)まず、接触不良を疑い、全てのケーブルを外してから、再接続してみたのですが、音が左からしか出ないという現象は、変わりませんでした。次に、音声ケーブルを、左右逆に差し込んで、確認してみたところ…なんと、やっぱり音が「左からしか」出なかったのです!',
    language: 'ja',
    text: "Prima di andare a comprare un'altra PS2, ho pensato di provare ancora una volta a vedere se si poteva fare qualcosa, e ho fatto qualche esperimento. (…) Prima, sospettando un falso contatto, ho staccato tutti i cavi e li ho ricollegati, ma il fatto che l'audio esca solo da sinistra non è cambiato. Poi ho collegato i cavi audio invertendo destra e sinistra, e... incredibile, l'audio usciva ancora \"solo da sinistra\"!",
    category: 'console',
    cause:
      "Il guasto era nell'ingresso audio del televisore, non nella PS2: collegando la PS2 a un altro ingresso della TV l'audio esce correttamente da entrambi i lati.",
    keywords: ['televisore', 'ingresso', 'audio', 'presa', 'guasto'],
  },
  {
    id: 'co-921',
    source: 'https://www.trecome.info/articles/6dc83e23-49c6-4e73-90d9-c5860a7413e0',
    original:
      '自宅へ戻り、早速セッティングを開始した。Switch 2本体、ACアダプター、HDMIケーブルをハブに接続し、テレビの電源を入れる。しかし、しばらく待つと、画面に映し出されたのは「入力がありません」のメッセージ。何度ケーブルを接続し直しても、本体を再起動しても、テレビには何も映らない。',
    language: 'ja',
    text: "Tornato a casa, ho subito iniziato a sistemare tutto. Ho collegato all'hub la Switch 2, l'alimentatore e il cavo HDMI, e ho acceso la TV. Ma dopo un po' sullo schermo è apparso il messaggio \"Nessun ingresso\". Per quante volte ricollegassi i cavi o riavviassi la console, sulla TV non si vedeva niente.",
    category: 'console',
    cause:
      'Il piccolo hub comprato da Daiso era compatibile solo con la prima Switch, non con la Switch 2; con un hub compatibile con Switch 2 la schermata Home è apparsa subito sulla TV.',
    keywords: ['hub', 'compatibile', 'incompatibile', 'adattatore', 'dock'],
  },
  {
    id: 'co-922',
    source: 'https://akizukid.hatenablog.com/entry/2017/12/27/200000',
    original:
      '先日、子どもたちのクリスマスプレゼントにクラシックミニスーパーファミコン(スーファミミニ)を買ったと書いた。(…)実は、いきなり画面が映らない、というトラブルにあった。HDMIケーブルを抜き差ししたり、別のHDMI端子につないだり、色々試したが「信号がありません。」とテレビ画面に表示されるだけ。電源はランプがついている。Google先生に聞いたが、よくわからない。ニンテンドーのQ&Aを見て色々やってみたが、改善せず。',
    language: 'ja',
    text: 'L\'altro giorno ho scritto che avevo comprato ai bambini, come regalo di Natale, il Classic Mini Super Famicom (SFC mini). (…) In realtà ho avuto subito un problema: lo schermo non mostra niente. Ho provato a staccare e riattaccare il cavo HDMI, a collegarlo a un\'altra presa HDMI, di tutto, ma sulla TV compare solo "Nessun segnale.". La spia di accensione è accesa. Ho chiesto a Google ma non ci ho capito granché. Ho provato varie cose dalle Q&A di Nintendo, ma non è cambiato niente.',
    category: 'console',
    cause:
      "Incompatibilità tra il cavo HDMI in dotazione e il televisore Panasonic Viera: usando un altro cavo HDMI (quello che collegava il registratore alla TV) l'immagine e l'audio sono apparsi.",
    keywords: ['cavo', 'hdmi', 'compatibilità', 'televisore', 'sostituito'],
  },
  {
    id: 'co-923',
    source: 'https://hiroba.dqx.jp/sc/diary/666108094408/view/2271959',
    original:
      'さて、このアップデートのことですが、こちらでは何度かアップデートに失敗するというトラブルに見舞われました。(…)当方ではWii UにてドラゴンクエストXをプレイしています。そして、家に帰ってすぐ遊べるようにと、朝、日が昇り、蝉の声が聞こえ始めた時間に、ドラゴンクエストXのアップデートを始めました。途中までは確かに順調だったのです。しかし、追加データのダウンロードを終え、データを適用している最中に、突然前触れもなくWii Uの電源が切れたのです。電源の切れたWii U本体は、電源ボタンを押しても反応がなく、電源ランプが赤く点滅していました。再起動のため電源コードを抜こうと本体に触れると、ゴージャスクッキーでも焼きたくなるような熱さになっていました。',
    language: 'ja',
    text: "Riguardo a questo aggiornamento, da me ho avuto il problema che l'aggiornamento è fallito più volte. (…) Gioco a Dragon Quest X su Wii U. Per poter giocare subito appena tornato a casa, ho avviato l'aggiornamento di Dragon Quest X la mattina, quando il sole sorgeva e le cicale cominciavano a cantare. Fino a metà andava tutto bene. Ma finito di scaricare i dati aggiuntivi, mentre li applicava, la Wii U si è spenta all'improvviso senza preavviso. La Wii U spenta non rispondeva al tasto di accensione e la spia lampeggiava rossa. Toccandola per staccare il cavo e riavviarla, era così calda che ci avresti cotto dei biscotti.",
    category: 'console',
    cause:
      "Surriscaldamento: in una mattina d'estate molto calda (con polvere che può accumularsi sulle prese d'aria) la Wii U si è spenta per temperatura troppo alta; la soluzione è staccare l'alimentatore e farla raffreddare, tenendola ben ventilata.",
    keywords: ['surriscaldamento', 'temperatura', 'calore', 'raffreddare', 'ventilazione'],
  },
  {
    id: 'co-924',
    source: 'http://kako.com/blog/?p=66918',
    original:
      'PCエンジンCD-ROM2(CDロムロム)の故障で、(…)かなり昔(15年~20年くらい前?)に中古を入手していたのだが、電源のACアダプターが無くて起動テストできずに仕舞ってあった。今になってACアダプタとプラグ径変換器を購入して動作させてみたのだが、CD-ROMドライブから最初に少し駆動音がしたあと動かなくなってしまった。故障のようだ。電気的には生きているらしい。',
    language: 'ja',
    text: "PC Engine CD-ROM2 (CD-ROM ROM) guasto: (…) l'avevo preso usato tanto tempo fa (15-20 anni fa?), ma non avendo l'alimentatore non avevo potuto provarlo e l'avevo messo via. Adesso ho comprato un alimentatore e un adattatore per il diametro della spina e l'ho provato, ma il lettore CD-ROM all'inizio ha fatto un po' di rumore di movimento e poi si è fermato. Sembra guasto. Elettricamente pare vivo.",
    category: 'console',
    cause:
      "L'ingranaggio centrale del meccanismo del lettore era scheggiato e si è sbriciolato appena toccato; sostituito con un ingranaggio di ricambio comprato online, i giochi partono.",
    keywords: ['ingranaggio', 'rotto', 'scheggiato', 'meccanismo', 'sostituito'],
  },
  {
    id: 'co-925',
    source: 'https://xboxonex.hatenablog.com/entry/2018/06/03/170507',
    original:
      'XBOX ONE X を購入してから約9ヶ月。レース系ゲームで酷使し続けたせいだと思いますが、右トリガーを8割以上引くと部品がどこかにこすれてギシギシと引っかかるようになってしまった。始めは右トリガーのヒンジ部分にグリスを塗ればスムーズに動くだろうと考えていたのですが、(…)',
    language: 'ja',
    text: "Sono circa 9 mesi che ho comprato la XBOX ONE X. Credo sia perché l'ho strapazzata coi giochi di corse, ma ora se tiro il grilletto destro oltre l'80% qualche pezzo sfrega da qualche parte e si impunta scricchiolando. All'inizio pensavo che bastasse mettere del grasso sulla cerniera del grilletto destro per farlo scorrere bene, ma (…)",
    category: 'console',
    cause:
      'Non era la cerniera: lo spigolo del grilletto destro sfregava contro la scocca del controller; smontato il controller e sistemato il punto di sfregamento, il grilletto scorre di nuovo senza impuntarsi.',
    keywords: ['grilletto', 'sfregamento', 'scocca', 'spigolo', 'attrito'],
  },
];
