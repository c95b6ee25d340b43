import type { RealCase } from './types.ts';

/**
 * Batch 15 of real game-console reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'co-1201',
    source: 'https://www.kotaku.com.au/2020/12/dont-have-kids-2/',
    original:
      "So for about a fortnight, my PlayStation 4 stopped working. To be more precise, it was refusing to play discs. Everything else was fine: downloaded games worked, apps worked. But the PS4 wouldn't read any disc at all. (…) But before I opened anything, I gave my PS4 a gentle shake. RATTLE RATTLE. What the hell?",
    language: 'en',
    text: 'Da circa due settimane la mia PlayStation 4 ha smesso di funzionare. Per essere precisi, si rifiuta di leggere i dischi. Tutto il resto va bene: i giochi scaricati funzionano, le app funzionano. Ma la PS4 non legge nessun disco. (…) Prima di aprire qualsiasi cosa ho dato una leggera scossa alla PS4: dentro qualcosa sbatacchiava, RATTLE RATTLE. Ma che diavolo?',
    category: 'console',
    cause:
      'Dentro il lettore Blu-ray era incastrata una cartuccia di un gioco 3DS infilata da un bambino piccolo; aperta la console e tolta la cartuccia dal lettore, la PS4 ha ripreso a leggere i dischi.',
    keywords: ['lettore', 'bluray', 'corpo', 'estraneo', 'cartuccia'],
  },
  {
    id: 'co-1202',
    source: 'http://retrobrico.fr/?p=2455',
    original:
      "Aujourd'hui, je m'attaque à un câble péritel pour Mega Drive 1 et Master System. Ce câble contient un convertisseur RVB (RGB) nécessaire pour avoir de la vidéo sur les consoles citées. Sans le boîtier il n'y a que le son. (…) Le soucis est que le câble de sortie (…) dès qu'on le bouge un peu l'image saute",
    language: 'fr',
    text: "Oggi mi occupo di un cavo SCART per Mega Drive 1 e Master System. Il cavo ha dentro un convertitore RGB che serve per avere il video su queste console; senza quella scatoletta c'è solo l'audio. (…) Il problema è il cavo d'uscita: appena lo si muove un po' l'immagine salta.",
    category: 'console',
    cause:
      "Il cavo d'uscita del convertitore RGB era danneggiato (fili interrotti): l'ha sostituito con un cavo DIN a 10 poli risaldato sulla scheda, e per avere di nuovo il video ha dovuto collegare a massa l'ultimo filo rimasto libero.",
    keywords: ['cavo', 'scart', 'filo', 'interrotto', 'massa'],
  },
  {
    id: 'co-1203',
    source: 'https://xn--cckc3m9c462yzog.com/ps4revue/pscontrol/sabitori',
    original:
      '先月4つ目となるPS4コントローラーを購入したんですが、如何せんスティック部分を激しく消耗するような動きのあるゲーム(APEX・COD等)をプレイしていたので1ヵ月くらいたって何が起きたのかというと「左スティック部分がかなり強く押し込まないと反応しなくなる」という状況になりました。 (…) L3ボタン押し込みでダッシュを多用するので結構重要なスティックといえる。',
    language: 'ja',
    text: 'Il mese scorso ho comprato il mio quarto controller PS4, ma siccome gioco a giochi che consumano parecchio le levette (APEX, COD ecc.), dopo circa un mese è successo questo: la levetta sinistra non risponde più se non la premo giù con molta forza. (…) Uso tantissimo lo scatto premendo L3, quindi è una levetta importante.',
    category: 'console',
    cause:
      "Il meccanismo della levetta analogica sinistra (pressione L3) era diventato duro e poco scorrevole per l'usura; spruzzando nella levetta uno spray antiruggine/lubrificante (Super Rust Guard) è tornata a funzionare come prima.",
    keywords: ['levetta', 'analogica', 'lubrificante', 'spray', 'attrito'],
  },
  {
    id: 'co-1204',
    source: 'https://blog.goo.ne.jp./epigonen0/e/b69f1515fc0dd5920ef367fcbed45e3b',
    original:
      'コントローラーのカバーを外し、基盤むき出しの状態でPCにつなぎ、動作確認したところ左アナログスティックを強く抑えると、安定する事を発見した。(…)確認として半田を多めに盛って修復を試みた。半田のクラックで接触不良が起きてるなら、これで改善すると考えたからだ。結果、症状は改善せず。',
    language: 'ja',
    text: "Ho tolto la scocca del controller, l'ho collegato al PC con la scheda scoperta e facendo le prove ho scoperto che se premo forte la levetta analogica sinistra il segnale si stabilizza. (…) Per verifica ho provato a ripassare le saldature con abbondante stagno: se fosse stata una crepa nella saldatura a dare il falso contatto, avrebbe dovuto migliorare. Risultato: nessun miglioramento.",
    category: 'console',
    cause:
      'Il modulo della levetta analogica sinistra era guasto/usurato (non una saldatura incrinata); dissaldato e sostituito con un modulo nuovo, il controller è tornato a funzionare quasi perfettamente.',
    keywords: ['levetta', 'analogica', 'modulo', 'sostituzione', 'potenziometro'],
  },
  {
    id: 'co-1205',
    source: 'https://kuma63nn.com/entry/2025/02/18/210002',
    original:
      'さて、去年娘が、孫の誕生日プレゼントにゲーム機のコントローラを贈ったのですが、壊れてしまいました。 中華製で、4,000円弱だったのですが、修理しようかと思っています。 (…) 孫の話によれば、左側のアナログスティックが壊れて動かないそうです。',
    language: 'ja',
    text: "L'anno scorso mia figlia ha regalato a mio nipote per il compleanno un controller per console, ma si è rotto. È un modello cinese da poco meno di 4.000 yen, però vorrei provare a ripararlo. (…) Secondo mio nipote la levetta analogica sinistra è rotta e non funziona.",
    category: 'console',
    cause:
      "Polvere e sporco dentro la levetta analogica sinistra: aperto il controller e pulita la levetta con l'aria compressa, alla prova la levetta funzionava di nuovo (l'autore l'ha poi sostituita comunque per scrupolo).",
    keywords: ['levetta', 'analogica', 'polvere', 'pulizia', 'contatto'],
  },
  {
    id: 'co-1207',
    source: 'https://note.com/arainsan/n/n406f1cf3a2b1',
    original:
      'Vitaの左スティックがまた暴走し始めた。 ↑ (うえ)入力を止めてくれない。昭和の人間なんで、とりあえず叩いてみたけど失敗に終わった。何も変わらない。 (…) 次はホコリを飛ばすべく、隙間めがけて強く息を吹きかける!(…)にもかかわらず、復旧してくれなかった。',
    language: 'ja',
    text: "La levetta sinistra della mia Vita ha ricominciato a impazzire: continua a dare l'input verso l'alto (↑) e non smette. Da persona dell'era Showa per prima cosa le ho dato qualche colpo, ma niente, non è cambiato nulla. (…) Poi per togliere la polvere ho soffiato forte nelle fessure, (…) ma non si è sistemata.",
    category: 'console',
    cause:
      "Levetta analogica sinistra usurata (drift): la volta precedente lo stesso guasto è stato risolto sostituendo il modulo della levetta con un ricambio comprato online, dopo di che la Vita non 'correva' più da sola.",
    keywords: ['levetta', 'analogica', 'drift', 'usura', 'sostituzione'],
  },
  {
    id: 'co-1301',
    source: 'https://vecchicomputer.com/2011/05/un-tuffo-nel-mio-passato',
    original:
      'Nel 1982, quasi trent’anni fa, i miei genitori comprarono un Atari 2600 come questo che mi ha regalato Beppe. (…) L’unico difetto di questo Atari 2600 era l’alimentatore che non funzionava',
    language: 'it',
    text: 'Nel 1982, quasi trent’anni fa, i miei genitori comprarono un Atari 2600 come questo che mi ha regalato Beppe. (…) L’unico difetto di questo Atari 2600 era l’alimentatore che non funzionava',
    category: 'console',
    cause:
      "L'Atari 2600 non funzionava perché nell'alimentatore un cavo si era dissaldato; aperto l'alimentatore e risaldato il filo (più la solita pulizia), la console è tornata a funzionare.",
    keywords: ['alimentatore', 'cavo', 'dissaldato', 'saldatura', 'filo'],
  },
  {
    id: 'co-1302',
    source: 'https://vecchicomputer.com/2011/11/cbs-colecovision',
    original:
      'Questa console, insieme alla cartuccia di Popeye, mi è stata regalata da Enrico. Appena arrivata non funzionava correttamente, all’accensione mostrava a video una schermata con pixel a caso.',
    language: 'it',
    text: 'Questa console, insieme alla cartuccia di Popeye, mi è stata regalata da Enrico. Appena arrivata non funzionava correttamente, all’accensione mostrava a video una schermata con pixel a caso.',
    category: 'console',
    cause:
      "La ColecoVision mostrava pixel casuali all'accensione per saldature difettose (fredde) sulla scheda; aperta, pulita e ripassate un paio di saldature sospette, la console ha ripreso a funzionare correttamente.",
    keywords: ['saldature', 'fredde', 'scheda', 'pulizia', 'pixel'],
  },
  {
    id: 'co-1401',
    source: 'https://konogan.com/fix_ps3-2177',
    original:
      'ハードオフでディスクを読み込まない初代のPS3が2,000円で売っていたので買ってみました。\n症状確認\n電源を入れたら思ったとおり電源を入れた瞬間にグリーンのLED表示が赤く点滅して画面は真っ黒のまま電源ボタンのすぐ上にある赤ランプが点灯して先に進まない、いわゆるYLODと呼ばれる赤点滅(赤ランプ点滅故障)を発症していました。',
    language: 'ja',
    text: "All'Hard Off vendevano a 2.000 yen una PS3 prima serie che non leggeva i dischi, e l'ho comprata.\nVerifica dei sintomi\nCome mi aspettavo, appena la accendo il LED verde passa a rosso lampeggiante, lo schermo resta nero, si accende la spia rossa subito sopra il tasto di accensione e non va avanti: aveva proprio il cosiddetto YLOD, il guasto con la spia rossa lampeggiante.",
    category: 'console',
    cause:
      "Le saldature a sfere (BGA) tra il chip GPU e la scheda madre si erano crepate per i continui cicli di riscaldamento/raffreddamento. Riparata facendo penetrare flussante sotto la GPU e rifondendo le saldature con una pistola ad aria calda (heat gun): al test l'immagine è tornata.",
    keywords: ['gpu', 'saldature', 'reflow', 'scheda', 'crepate'],
  },
  {
    id: 'co-1402',
    source: 'https://jurikristiansen.de/ps4-so-fixst-du-deinen-l3-button-binnen-weniger-minuten',
    original:
      'Die PlayStation 4 ist eine tolle Konsole (…) Vor ca. einem Jahr habe ich mir eine zugelegt und seitdem mussten schon sage und schreibe drei Controller dran glauben. (…) Waren es bei meinen ersten beiden DualShocks die R2-Trigger, hat nun bei meinem dritten, der L3-Button begonnen zu spinnen. Das zeigte sich vor allem beim Spielen von Shootern. Um es präzise auszudrücken: beim Sprinten. (…) Was habe ich nicht alles im Netz gelesen bzw. mir bei YouTube anhören müssen? Controller reseten, 30 mal den Button drücken, etc. Alles völliger Humbug! Funktioniert natürlich nicht.',
    language: 'de',
    text: "La PlayStation 4 è una bella console (…) L'ho presa circa un anno fa e da allora ci hanno già rimesso le penne ben tre controller. (…) Sui primi due DualShock erano i grilletti R2, adesso sul terzo ha cominciato a fare i capricci il tasto L3. Si vedeva soprattutto giocando agli sparatutto, per la precisione quando dovevo correre. (…) Cosa non ho letto in rete o sentito su YouTube? Resettare il controller, premere il tasto 30 volte, ecc. Tutte fesserie! Ovviamente non funziona.",
    category: 'console',
    cause:
      "Il tasto L3 (pressione dello stick sinistro) del DualShock 4 non rispondeva bene per la polvere accumulata all'interno. Risolto smontando il controller e pulendolo bene dentro, in pochi minuti.",
    keywords: ['polvere', 'pulizia', 'tasto', 'stick', 'controller'],
  },
  {
    id: 'co-1403',
    source: 'http://nojomaster.com/item_1092.html',
    original:
      'ファミコンの修理\n日曜日に修理してみたものの、なんだか諦めが付かない。そういえば、魑魅魍魎もAV化したファミコンも、テレビにつないだら同じような症状だったよな。\n ということは、もしかしてあれか? (…) ファミコンが写らなくなる (…) 数年ほったらかしにしていたら',
    language: 'ja',
    text: "Riparazione del Famicom\nDomenica ho provato a ripararlo, ma non riuscivo a rassegnarmi. Ora che ci penso, sia l'altro che il Famicom modificato con uscita AV, collegati alla TV, davano lo stesso sintomo.\nVuoi vedere che è quella cosa lì? (…) il Famicom che non dà più immagine (…) dopo averlo lasciato lì abbandonato per qualche anno",
    category: 'console',
    cause:
      "Contatti sporchi/ossidati tra cartuccia e slot del Famicom dopo anni di inutilizzo. Risolto spruzzando disossidante per contatti sui contatti della cartuccia, pulendo con un cotton fioc e inserendo e togliendo più volte la cartuccia: l'immagine di Mario è tornata.",
    keywords: ['contatti', 'ossidazione', 'cartuccia', 'disossidante', 'slot'],
  },
  {
    id: 'co-1404',
    source: 'https://24punkt.de/2008/10/06/grand-turismo-4-ladefehler/',
    original:
      'Unsere PS2 diente bislang eigentlich nur für Singstar-Events. Irgendwann kam dann noch Rayman dazu. Jetzt wollte ich einfach mal etwas anderes und habe mir Grand Turismo 4 gegönnt. (…) Erstes Problem war die Notwendigkeit einer Memorycard, das konnte ich allerdings lösen. Dann kam das richtige Problem. Die CD schien ins Endlose zu laden. Der Splashscreen verschwand einfach nicht und man hatte den Eindruck, der Ladevorgang sei abgestürzt.',
    language: 'de',
    text: "La nostra PS2 finora era servita praticamente solo per le serate SingStar. A un certo punto si è aggiunto Rayman. Adesso volevo qualcosa di diverso e mi sono regalato Gran Turismo 4. (…) Il primo problema era che serviva una memory card, ma quello l'ho risolto. Poi è arrivato il problema vero. Il disco sembrava caricare all'infinito. La schermata iniziale non spariva proprio e sembrava che il caricamento si fosse bloccato.",
    category: 'console',
    cause:
      'La lente del lettore della PS2 era sporca e non riusciva a leggere il disco (caricamento infinito). Risolto pulendo la lente con un cotton fioc imbevuto di alcol isopropilico: il gioco è partito subito.',
    keywords: ['lente', 'lettore', 'sporca', 'alcol', 'pulizia'],
  },
  {
    id: 'co-1405',
    source: 'https://notwogetstwo.hatenablog.com/entry/2022/01/31/070000',
    original:
      'GCがディスクを認識しなくなったのでググったら、どうやらディスク読み取りのためのレーザー光が弱まっているケースが多いらしい。',
    language: 'ja',
    text: 'Il GameCube non riconosceva più i dischi, allora ho cercato su Google e a quanto pare in molti casi si è indebolito il raggio laser che legge il disco.',
    category: 'console',
    cause:
      'Il laser del lettore del GameCube si era indebolito e non leggeva più i dischi. Risolto aprendo la console e girando il potenziometro (resistenza variabile) della potenza del laser con un cacciavite di precisione: dopo la regolazione il GameCube legge di nuovo i dischi.',
    keywords: ['laser', 'potenziometro', 'regolazione', 'lettore', 'dischi'],
  },
  {
    id: 'co-1406',
    source: 'https://87706020.at.webry.info/202101/article_3.html',
    original:
      '今更ながらではあるのだが、Wiiネタである。\nWiiリモコンの電池の消耗が激しいのは有名で、コスパの良い充電式を考えるわけ。\nところが接触式だと、例のジャケット(無償で配られたやつ)を装着すると充電器に乗らない。\nそこで、非接触式となるわけで、2010年頃に買ったものが充電できなくなって放置してあったのを修理した。',
    language: 'ja',
    text: "Arrivo tardi, ma si parla di Wii.\nÈ noto che il telecomando Wii consuma tantissime pile, quindi si pensa a una soluzione ricaricabile conveniente.\nPerò quelle a contatto, con la famosa custodia in silicone (quella distribuita gratis) montata, non si appoggiano sul caricatore.\nQuindi si passa a quelle senza contatto: ne avevo una comprata verso il 2010 che aveva smesso di caricare ed era rimasta abbandonata, e l'ho riparata.",
    category: 'console',
    cause:
      "Le pile ricaricabili NiMH interne al pacco di ricarica senza contatto del telecomando Wii erano esaurite e avevano perso elettrolita, corrodendo i terminali del modulo di ricarica. Risolto sostituendo le pile e pulendo i terminali con disossidante per contatti (e rinforzando con una vite la base rotta durante l'apertura).",
    keywords: ['batteria', 'ricaricabile', 'perdita', 'corrosione', 'terminali'],
  },
];
