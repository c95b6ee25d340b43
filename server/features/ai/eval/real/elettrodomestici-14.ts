import type { RealCase } from './types.ts';

/**
 * Batch 14 of real household appliance reports (issue 24): gathered 2026-11-28 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'el-1101',
    source: 'http://furuyatech.seesaa.net/category/968726-1.html',
    original:
      '理由は排水ができないこと。洗濯槽に水が残っているので排水が問題であることが分かる。(…)まずは排水口を外して水が溜まっているか確認。洗濯槽に水が溜まっているのに排水口に水がないので、これより上流側での問題と分かる。ひとまず金属ハンガーのワイヤーを真っ直ぐにして、排水口から紙や繊維を取り出す。少し取れたが、水たまりは流れず。(…)糸くずとりの容器があるので、これを掃除。いつも掃除しているので何もない。(…)歯ブラシで掃除。遠いところにある髪の毛や繊維が根こそぎ取れた。(…)排水は多少改善した。',
    language: 'ja',
    text: "Il problema è che la lavatrice non scarica: nel cestello resta l'acqua, quindi è chiaro che il guaio è lo scarico. Per prima cosa ho staccato lo scarico per vedere se c'era acqua dentro: nel cestello l'acqua c'è ma nello scarico no, quindi il problema è più a monte. Ho raddrizzato il filo di una gruccia di metallo e ho tirato fuori dallo scarico un po' di carta e fibre. Qualcosa è venuto via ma l'acqua ferma non defluiva. Ho pulito il contenitore del filtro lanugine, ma lo pulisco sempre e infatti era vuoto. Poi ho pulito con uno spazzolino e sono venuti via capelli e fibre che stavano in fondo. Lo scarico è migliorato un po'.",
    category: 'elettrodomestici',
    cause:
      "Il condotto di scarico della lavatrice era intasato da capelli, fibre e sporcizia; soffiando con forza aria nel foro di scarico tramite una bottiglia di plastica ben aderente l'ostruzione si è sbloccata e l'acqua ha ripreso a defluire.",
    keywords: ['scarico', 'intasato', 'ostruzione', 'condotto', 'capelli', 'lanugine'],
  },
  {
    id: 'el-1102',
    source: 'http://softdrinkdotnomu.blog.jp/archives/1025532911.html',
    original:
      '先日まで冷蔵庫の調子が極めて悪かったのです。以前から、冷蔵室に水が溜まることがあったり、なんだか「水が勢い良く戻る音」がしていたのですが、「最近起きないな」と思ったら、冷蔵室がびしょ濡れになった後に温度が下がらなくなりました。(…)「冷気が降りてくるところが詰まったのか?」と思って、ホームセンターで細いワイヤーで小突いてみたりしたのですが、ぜーんぜん直りません。「廃熱部分に異常はないか?」と、後ろ側を除いて見ても、なんもなし。ふと気がついたことは、冷凍庫はなんともなく、冷えるのです。',
    language: 'ja',
    text: 'Fino a qualche giorno fa il frigo andava malissimo. Già da prima ogni tanto si formava acqua nello scomparto frigo e si sentiva tipo un rumore di acqua che torna indietro con forza; poi, quando ho pensato "ultimamente non succede più", lo scomparto frigo si è bagnato tutto e da lì la temperatura non scendeva più. Ho pensato che si fosse intasato il punto da cui scende l\'aria fredda e ci ho provato a smuovere con un filo sottile preso al brico, ma niente di niente. Ho guardato dietro per vedere se c\'era qualcosa che non andava nella parte che scarica il calore, ma niente. Poi mi sono accorto che il freezer invece funziona e raffredda normalmente.',
    category: 'elettrodomestici',
    cause:
      "Troppa brina accumulata sulla parte che produce l'aria fredda impediva la circolazione del freddo verso lo scomparto frigo; uno sbrinamento completo (freezer svuotato, aperto e spina staccata per ore) ha risolto e il frigo è tornato a raffreddare.",
    keywords: ['brina', 'ghiaccio', 'sbrinamento', 'evaporatore', 'circolazione', 'ostruito'],
  },
  {
    id: 'el-1103',
    source: 'http://thedraftydoublewide.blogspot.com/2011/12/frost-free-fridge-full-of-frost-and-ice.html',
    original:
      'A few months ago my trusty 16 year-old frost-free refrigerator starting having problems: water was dripping into the fridge section, frost and ice were building up in the freezer, and the motor seemed to be running a lot.',
    language: 'en',
    text: 'Qualche mese fa il mio fedele frigo no-frost di 16 anni ha cominciato a dare problemi: gocciolava acqua nello scomparto frigo, nel freezer si formavano brina e ghiaccio e il motore sembrava andare in continuazione.',
    category: 'elettrodomestici',
    cause:
      'Accumulo di brina e ghiaccio nel freezer di un frigo no-frost; uno sbrinamento manuale completo (frigo svuotato e staccato dalla corrente per una giornata) ha risolto: il frigo funziona di nuovo e il motore non gira più di continuo.',
    keywords: ['brina', 'ghiaccio', 'sbrinamento', 'accumulo', 'nofrost'],
  },
  {
    id: 'el-1104',
    source: 'https://caniconfidimus.com/2019/08/19/dishwasher-revived',
    original:
      'I mentioned in an earlier post that our dishwasher had died. I did some online research, which recommended a diagnosis routine, which indicated that our dishwasher was brain dead.',
    language: 'en',
    text: 'Ve l\'avevo detto in un post precedente che la lavastoviglie ci aveva lasciato. Ho cercato un po\' online, ho trovato una procedura di diagnosi da seguire e il risultato era che la lavastoviglie aveva il "cervello" morto.',
    category: 'elettrodomestici',
    cause:
      'Era guasta la scheda elettronica di controllo; sostituita la scheda con una nuova seguendo un video, la lavastoviglie ha ripreso a funzionare e ha lavato i piatti.',
    keywords: ['scheda', 'elettronica', 'controllo', 'guasta', 'sostituzione'],
  },
  {
    id: 'el-1105',
    source: 'http://beinghave.blogspot.com/2009/12/todays-lesson.html',
    original: 'That scraping noise that you hear when you turn the drum?',
    language: 'en',
    text: 'Quel rumore di raschiamento che si sente quando giri il cestello?',
    category: 'elettrodomestici',
    cause:
      'Il rumore era causato da un ferretto di reggiseno finito tra cestello e vasca; i tecnici hanno smontato la lavatrice per estrarlo e la macchina è tornata a posto.',
    keywords: ['ferretto', 'corpoestraneo', 'cestello', 'vasca', 'incastrato'],
  },
  {
    id: 'el-1106',
    source: 'https://happybanana.info/?p=11292',
    original:
      '我が家の食洗機が詰まりましたーー!水が流れませんーーーー!食洗機の排水溝フィルターがしっかりセットされておらず、どうやら小さなゴミが流れて詰まってしまったようです・・。やってしまいました・・・。',
    language: 'ja',
    text: "Ci si è intasata la lavastoviglie!! L'acqua non va giù!!! Il filtro dello scarico della lavastoviglie non era montato bene e a quanto pare è passato dello sporco piccolo che l'ha intasata... che disastro...",
    category: 'elettrodomestici',
    cause:
      "Lo scarico della lavastoviglie era intasato da piccoli residui passati perché il filtro non era inserito bene; dopo aver tolto l'acqua con il ciclo di scarico, ha sciolto l'intasamento versando bicarbonato, aceto e acqua bollente e lo scarico è tornato a funzionare.",
    keywords: ['scarico', 'intasato', 'filtro', 'residui', 'ostruzione'],
  },
  {
    id: 'el-1107',
    source: 'https://chaospott.de/2025/08/26/spuema.html',
    original:
      'Im Repaircafé haben wir eine Spülmaschine repariert, die nicht mehr in der Lage war, das Wasser nach dem Spülgang abzupumpen. (…) Darüber hinaus waren klackernde Geräusche zu hören (…)',
    language: 'de',
    text: "Al repair café abbiamo sistemato una lavastoviglie che non riusciva più a scaricare l'acqua dopo il lavaggio. In più si sentivano dei rumori tipo clac clac.",
    category: 'elettrodomestici',
    cause:
      'La girante (ventola) della pompa di scarico era rotta; sostituita la pompa di scarico con il ricambio, la lavastoviglie è tornata a scaricare.',
    keywords: ['pompa', 'scarico', 'girante', 'rotta', 'sostituzione'],
  },
  {
    id: 'el-1108',
    source: 'https://hiroto-o.hateblo.jp/entry/20090107/1231364837',
    original:
      '実家のドライヤーが壊れた。ある日突然スイッチを入れても風が出なくなったらしい。使い続けて2年と言うから、まだ寿命を迎える程ではない。',
    language: 'ja',
    text: "Si è rotto il phon a casa dei miei. A quanto pare un giorno all'improvviso, accendendolo, non usciva più aria. Dicono che lo usano da 2 anni, quindi non dovrebbe essere già arrivato a fine vita.",
    category: 'elettrodomestici',
    cause:
      'Era saltato il fusibile termico vicino alla resistenza (un filo di stagno che fa da fusibile si era fuso), probabilmente per la polvere accumulata sul filtro; risaldato il collegamento con il saldatore, il phon è stato riparato.',
    keywords: ['fusibile', 'termico', 'surriscaldamento', 'polvere', 'filtro', 'saldatura'],
  },
  {
    id: 'el-1109',
    source: 'https://www.yuknak.com/main/daily/Dryer.html',
    original:
      '風呂から上がって、髪の毛を乾かそうとドライヤーのスイッチを入れたら、動かなかったというような。 でも、今回は、そうなる前に 嫁さんが、「ドライヤーのコードが熱い」と言い出しました。 使い始めて3-4年になるドライヤーですから、そろそろかなと思っていました',
    language: 'ja',
    text: 'La classica storia: esci dalla doccia, accendi il phon per asciugarti i capelli e non parte. Stavolta però, prima che succedesse, mia moglie mi ha detto "il filo del phon scotta". È un phon che usiamo da 3-4 anni, quindi pensavo che prima o poi sarebbe successo qualcosa.',
    category: 'elettrodomestici',
    cause:
      "Il cavo di alimentazione si stava spezzando alla radice, all'uscita del guaina di protezione (alcuni trefoli di un conduttore rotti e anneriti che scaldavano); tagliato il tratto danneggiato e risaldato il cavo nuovo al phon, riparazione completata.",
    keywords: ['cavo', 'filo', 'rottura', 'conduttore', 'saldatura', 'surriscaldamento'],
  },
  {
    id: 'el-1110',
    source: 'https://kawaidesu.hatenablog.com/entry/2017/04/22/144817',
    original:
      '東芝の冷蔵庫(GR-B33G)が水漏れするようになった。買ってから6~7年、水漏れに気付いたのは、ここ2週間ほど。どこから水漏れしているか確認したところ、野菜室と床が濡れていた。水漏れするタイミングは不定期で、量はそれほど多くない。(…)給水タンクに水を入れすぎていない。給水タンクの奥にある水受けケースはちゃんと設置されている。給水タンクのパッキンも問題なし。',
    language: 'ja',
    text: "Il mio frigo Toshiba (GR-B33G) ha cominciato a perdere acqua. L'ho comprato 6-7 anni fa e mi sono accorto della perdita da un paio di settimane. Ho controllato da dove viene: erano bagnati lo scomparto verdure e il pavimento. Perde a intervalli irregolari e non tanta acqua. Il serbatoio dell'acqua non l'ho riempito troppo, la vaschetta di raccolta dietro il serbatoio è montata bene e anche la guarnizione del serbatoio è a posto.",
    category: 'elettrodomestici',
    cause:
      'Il tubo di scarico della condensa (dietro lo scomparto verdure) si era congelato perché, per un difetto del software della scheda, lo sbrinamento partiva al momento sbagliato; il tecnico ha scongelato il tubo con un phon professionale e ha modificato la scheda di controllo, risolvendo la perdita.',
    keywords: ['scarico', 'congelato', 'sbrinamento', 'scheda', 'condensa', 'tubo'],
  },
  {
    id: 'el-1113',
    source:
      'https://electronicsrepairtech.blogspot.com/2022/01/microwave-repair-failed-interlock-switch.html',
    original:
      'Microwave oven kept blowing fuses and upon opening it was obvious the top interlock switch was no longer working. (…) Fast forward a few months and it was blowing fuses again, often when the door was opened after the cooking had completed',
    language: 'en',
    text: 'Il microonde continuava a bruciare fusibili e, aprendolo, era evidente che il microinterruttore di sicurezza della porta in alto non funzionava più. Dopo qualche mese ha ricominciato a bruciare fusibili, spesso quando si apriva la porta a cottura finita.',
    category: 'elettrodomestici',
    cause:
      'Il microinterruttore di sicurezza (interlock) superiore della porta era guasto: la levetta di plastica che lo aziona si era fusa; sostituita la levetta con quella, più resistente al calore, dei vecchi interruttori, il microonde funziona di nuovo.',
    keywords: ['microinterruttore', 'porta', 'sicurezza', 'fusibile', 'fuso', 'levetta'],
  },
  {
    id: 'el-1114',
    source: 'https://www.instructables.com/Hotpoint-Aquarius-WF541-Flashing-Lights-of-Death-F/',
    original:
      "Here's a quick instructable of how I fixed my washing machine, which wouldn't turn on properly. All or most of the lights came on and started flashing, and was unable to start the machine. Switching on and off at the mains worked for a month or so, but got worse and then just flashed all the time.",
    language: 'en',
    text: 'La mia lavatrice non si accendeva bene: si accendevano tutte o quasi le spie e cominciavano a lampeggiare, e non riuscivo a far partire la macchina. Staccare e riattaccare la corrente ha funzionato per un mesetto, poi è peggiorata e lampeggiava e basta.',
    category: 'elettrodomestici',
    cause:
      'Un condensatore elettrolitico da 680 µF sulla scheda di controllo era esaurito; sostituito il condensatore sulla scheda, la lavatrice è tornata a funzionare.',
    keywords: ['condensatore', 'scheda', 'elettrolitico', 'esaurito', 'alimentazione'],
  },
  {
    id: 'el-1115',
    source: 'https://unlikelyexplanations.com/tag/laundry/',
    original:
      'Me: Well, it gets hot, but it doesn’t rotate. And it makes a noise. (…) Me: There’s still some motion when you open the door, though. It doesn’t come to a complete stop immediately. (…) Me: Um, like, a, um, friction noise? I thought a belt had come loose, or something. Future me: The word is “scraping”. A scraping noise.',
    language: 'en',
    text: 'Allora, l\'asciugatrice scalda, ma il cestello non gira. E fa un rumore. Quando apri lo sportello un po\' si muove ancora, non si ferma subito del tutto. Il rumore? Tipo, ehm, un rumore di attrito... pensavo che si fosse allentata una cinghia o qualcosa del genere. Anzi, la parola giusta è "raschiamento": un rumore di raschiamento.',
    category: 'elettrodomestici',
    cause:
      "La cinghia di trasmissione del cestello era consumata (sul fondo c'era polvere nera staccatasi dalla cinghia, con un punto tirato, probabilmente per un carico pesante di asciugamani); il tecnico è intervenuto e ha riparato l'asciugatrice.",
    keywords: ['cinghia', 'consumata', 'trasmissione', 'usura', 'cestello'],
  },
  {
    id: 'el-1116',
    source: 'http://matsuaz.biz/rinyu-home/2014/10/17.html',
    original:
      '事務所で使っている電気ポットの中を丁寧に洗ってくれたようなのですが、その後、”お湯は沸くけど、お湯が出ない!!”状態になってしまったとのこと。電源を抜いて一晩乾かし、それでもダメなら”自腹で買うか?”と価格.COMまで調べたそう。残念ながら、翌日も不調は変わらず…',
    language: 'ja',
    text: 'Il nuovo collega ha lavato per bene dentro il thermos elettrico che usiamo in ufficio, ma da allora "l\'acqua si scalda ma non esce!!". Ha staccato la spina e l\'ha lasciato asciugare una notte, e se non andava pensava di ricomprarlo di tasca sua, tanto che aveva già guardato i prezzi online. Purtroppo il giorno dopo il problema era ancora lì...',
    category: 'elettrodomestici',
    cause:
      "Nella pompa che aspira l'acqua si erano formati grumi di calcare bianco sulla girante e sulla guarnizione; smontata la pompa e pulita dal calcare, l'acqua è tornata a uscire come prima.",
    keywords: ['calcare', 'pompa', 'girante', 'guarnizione', 'incrostazione'],
  },
  {
    id: 'el-1117',
    source: 'http://www.lares.dti.ne.jp/~oshima/music/today/pot/pot.html',
    original:
      '久しぶりに戸棚から出してきた電気湯沸かしポット。(…)ホコリとススで汚れた外装を家庭用洗剤できれいに清掃,カルキでガリガリになっている内部もクレンザーで磨き,水を入れて頭部のボタンをプッシュ!・・・・・「ありゃりゃ?」。ポットからはプシュー!という空気の音がするだけで何も出てきません。(…)吐出口へつながっているパイプの接続を点検。特に外れてたり割れてる様子もありません。口で吹いてみてもスムーズに息が通ります。',
    language: 'ja',
    text: "Ho tirato fuori dall'armadio il thermos elettrico per l'acqua calda che non usavo da tanto. Ho pulito per bene l'esterno sporco di polvere e fuliggine con il detersivo, ho strofinato anche l'interno pieno di calcare, ci ho messo l'acqua e ho premuto il pulsante sopra... \"ma come?\". Dal thermos esce solo un pssst d'aria e niente acqua. Ho controllato il tubo che va al beccuccio: non è staccato né rotto, e se ci soffio dentro l'aria passa senza problemi.",
    category: 'elettrodomestici',
    cause:
      'Il problema era nel coperchio: la guarnizione della valvola antiritorno della pompa ad aria integrata nel coperchio era fuori posto; rimessa correttamente la guarnizione, il thermos è tornato a erogare.',
    keywords: ['guarnizione', 'valvola', 'pompa', 'coperchio', 'antiritorno'],
  },
  {
    id: 'el-1118',
    source: 'https://bigsstone.blogspot.com/2021/03/blog-post_15.html?m=1',
    original:
      '朝、いつも通り、トースターで、パンとシャウエッセンを焼き始め、野菜とコーヒーの準備をしていると、トースターのヒーターが消えている。確かに赤くなってたのに、本体は温かいので、タイマーは終わっていないのに、事切れたようである。壊れたか・・・。(…)トースターは10年目なので、壊れて当然か。',
    language: 'ja',
    text: 'Stamattina come sempre ho messo nel fornetto il pane e i würstel e, mentre preparavo verdure e caffè, mi accorgo che la resistenza del fornetto è spenta. Prima era rossa di sicuro, il fornetto è ancora caldo e il timer non era finito, eppure si è spento di colpo. Si sarà rotto... Il fornetto ha 10 anni, quindi ci sta che si rompa.',
    category: 'elettrodomestici',
    cause:
      "Si era interrotto il filo della resistenza (nichel-cromo) del riscaldatore superiore, vicino all'estremità dove l'avvolgimento era irregolare; accorciato il filo, pulita l'estremità e ricollegato al morsetto, il fornetto è tornato a funzionare.",
    keywords: ['resistenza', 'filo', 'interrotto', 'nichelcromo', 'morsetto'],
  },
  {
    id: 'el-1119',
    source: 'https://rollingsixty.blogspot.com/2018/11/russell-hobbs.html',
    original:
      '2008年に買ったラッセルホブスのクラシックトースター(9326JP)の調子が悪い、というのは具体的にパンの片面しか焼けなくなったのだ。2枚を焼くといずれもトースターの中央側の面が焼けない。(…)パンを入れずにレバー押し下げ通電を繰り返しながら中を覗いていると、時折矢印の部分で小さく火花が散っているのに気が付いたのだ。',
    language: 'ja',
    text: 'Il mio tostapane Russell Hobbs Classic (9326JP) comprato nel 2008 fa le bizze: in pratica tosta il pane da un lato solo. Se metto due fette, a tutte e due non si tosta il lato verso il centro del tostapane. Abbassando più volte la leva senza pane e guardando dentro, mi sono accorto che ogni tanto in un punto scoccava una piccola scintilla.',
    category: 'elettrodomestici',
    cause:
      'Falso contatto su un morsetto: il terminale centrale dei tre era fissato lento e faceva scintille; applicato un ravvivante per contatti e stretti con la pinza i dentini del terminale, il tostapane è stato riparato.',
    keywords: ['contatto', 'morsetto', 'allentato', 'scintille', 'terminale'],
  },
];
