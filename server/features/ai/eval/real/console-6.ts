import type { RealCase } from './types.ts';

/** Batch 6 of real console reports (issue 24): gathered 2026-11-27, blind to the assistant. */
export const CASES: RealCase[] = [
  {
    id: 'co-401',
    source: 'http://www.phanzero.de/tag/basteln/',
    original:
      'Es begann irgendwann Samstag Nacht: Mir fiel auf, dass mein Xbox-One-Pad – obwohl voll geladenes Akku-Pack drin war – gelegentlich einfach ausgegangen ist. Sonntag Mittag nahmen diese Probleme dann Überhand, das Pad ging bei einem Match in NHL 16 immer wieder aus. Auch der Anschluss an das USB-Ladekabel half nur kurz, irgendwann ging gar nichts mehr. Anderes Pad probiert, mit dem gleichen Akku-Pack – alles bestens. (…) Die Xbox-Taste leuchtet bei Druck leicht auf, aber nicht ansatzweise so stark, wie sie es sollte.',
    language: 'de',
    text: 'È cominciato sabato notte: ho notato che il mio pad della Xbox One – anche con il pacco batteria carico al massimo – ogni tanto si spegneva e basta. Domenica a pranzo il problema è peggiorato, durante una partita a NHL 16 il pad continuava a spegnersi. Anche collegarlo col cavo USB di ricarica aiutava solo per poco, e a un certo punto non andava più niente. Ho provato un altro pad con lo stesso pacco batteria – tutto a posto. (…) Il tasto Xbox quando lo premi si illumina un pochino, ma neanche lontanamente come dovrebbe.',
    category: 'console',
    cause:
      'Il grilletto destro (RT) non era ben inserito nella scocca e la pannellatura laterale montata male premeva sulla scheda facendo spegnere il controller: rimontato correttamente il pannello laterale e il grilletto, il pad funziona.',
    keywords: ['grilletto', 'scocca', 'pannello', 'montato', 'incastrato', 'pressione'],
  },
  {
    id: 'co-402',
    source: 'https://note.com/kochiramochi/n/n50bb8bf25222',
    original:
      'みんな大好きニンテンドースイッチ。ジョイコンのスティック壊れる問題について、備忘録として記しておきたい。画面上のキャラクターが勝手に動く、視界がぐるぐる回るという現象が起きれば、楽しいはずのゲームがストレスフルに一変する。我が家は何故か左だけ、やたらめったら頻回に壊れるのだ。(…)新品を追加購入するもまた壊れる。友人からも同様の声を耳にすることから、うちが特別乱暴に扱っているわけでもないのかなと。',
    language: 'ja',
    text: 'Tutti adorano il Nintendo Switch. Volevo annotarmi come promemoria il problema delle levette dei Joy-Con che si rompono. Quando il personaggio sullo schermo si muove da solo o la visuale gira in tondo, un gioco che dovrebbe essere divertente diventa uno stress. A casa nostra, chissà perché, si rompe solo il sinistro, e in continuazione. (…) Anche comprandone uno nuovo in più, si rompe di nuovo. Visto che anche degli amici dicono la stessa cosa, non credo che da noi li trattiamo in modo particolarmente brusco.',
    category: 'console',
    cause:
      'Lo stick analogico sinistro del Joy-Con era usurato (drift): sostituito il modulo dello stick con un ricambio comprato online, aprendo il controller, la levetta è tornata a funzionare.',
    keywords: ['stick', 'analogico', 'levetta', 'usurato', 'sostituito', 'joycon'],
  },
  {
    id: 'co-403',
    source: 'https://ganbare-jazzmaster.com/2020/09/joy-con-repair',
    original:
      'こちらをご覧いただくと分かる通り、触れてもいないのにキャラクターが左へ進もうとしています。(…)\n\nちょうど今プレイしているのはどうぶつの森で、アナログ操作がメインのゲームですからスティックの故障には敏感です。釣りや虫捕りでは案外細かなスティック操作が要求されますし、今作ではリングメニューを多用するので非常に気になります。',
    language: 'ja',
    text: "Come vedete qui, anche se non la tocco il personaggio cerca di andare a sinistra. (…)\n\nIn questo momento sto giocando ad Animal Crossing, che si controlla soprattutto con l'analogico, quindi sono molto sensibile ai guasti della levetta. Per pescare e acchiappare insetti serve una manovra della levetta più fine di quanto si pensi, e in questo gioco si usa tantissimo il menu a ruota, quindi la cosa mi dà parecchio fastidio.",
    category: 'console',
    cause:
      "Dentro lo stick analogico del Joy-Con si erano accumulati i residui dell'usura sui contatti (spazzole) del sensore: spruzzando spray pulisci-contatti nello stick il drift è sparito.",
    keywords: ['stick', 'analogico', 'contatti', 'spray', 'sporco', 'usura'],
  },
  {
    id: 'co-404',
    source: 'https://subarufan.net/famicom',
    original:
      '先日、掃除をしていたらファミコンの名作『たけしの挑戦状』(迷作か?)が出てきました。\n昔懐かしいファミコンのカセットですが、私のドン・キホーテで買ったファミコン互換の本体に入れても映らなかったんですね。\n本物じゃなければだめか??と友人に借りて起動してみましたが同じ症状。',
    language: 'ja',
    text: 'L\'altro giorno, facendo le pulizie, è saltato fuori il capolavoro del Famicom "Takeshi no Chōsenjō" (o forse è un disastro?).\nÈ una cartuccia Famicom che fa tanta nostalgia, ma messa nella console compatibile Famicom che ho preso da Don Quijote non dava immagine.\nHo pensato: forse serve quella originale?? e me ne sono fatto prestare una da un amico, ma stesso sintomo.',
    category: 'console',
    cause:
      'I contatti metallici della cartuccia erano ossidati (arrugginiti e irregolari) e non facevano contatto con lo slot: puliti con un prodotto ravviva-contatti con nanocarbonio e cotton fioc, il gioco si avvia.',
    keywords: ['contatti', 'cartuccia', 'ossidati', 'pulizia', 'slot', 'ravvivacontatti'],
  },
  {
    id: 'co-405',
    source: 'https://masuih.lolipop.jp/blog2/?m=20240118',
    original:
      'ここ一年 PS3コントローラーが不調でゲームがうまく操作できなくなりました。それでも当初はつなぎつなぎでなんとか出来ていましたが、最近は全くの操作不良に陥りました。電源は入りますが、コントローラーのボタン操作を受付けず、勝手に動作し、誤動作の連発で、実質コントロールが効かない状態になったのです。\n\nプレステの電源オンは、コントローラーの「PS」ボタンからスタートします。それから以降のコントローラーボタンを押しても、勝手に動いたり、画面が二転三転とはげしく変わったりします。(…)コントローラーのリセットボタンを押しても改善しませんでした。',
    language: 'ja',
    text: "Da un anno il controller della PS3 fa i capricci e non riesco più a giocare bene. All'inizio in qualche modo riuscivo ad andare avanti, ma ultimamente non risponde proprio più. Si accende, ma non accetta i comandi dei tasti, si muove da solo, fa un errore dopo l'altro: in pratica non si riesce a controllare.\n\nLa PlayStation si accende dal tasto \"PS\" del controller. Dopo, qualsiasi tasto premo, si muove da solo o la schermata cambia di continuo all'impazzata. (…) Anche premendo il tasto di reset del controller non è migliorato niente.",
    category: 'console',
    cause:
      "Il malfunzionamento era dovuto a sporco e polvere all'interno del controller DualShock 3: smontato e pulito internamente (scheda e contatti), il controller ha ripreso a funzionare normalmente.",
    keywords: ['sporco', 'polvere', 'contatti', 'scheda', 'pulizia', 'smontato'],
  },
  {
    id: 'co-406',
    source:
      'https://ei26blog.com/%E3%80%90psp%E4%BF%AE%E7%90%86%E8%A7%A3%E8%AA%AC%E3%80%91psp-3000%E3%82%92%E3%83%97%E3%83%AC%E3%82%A4%E4%B8%AD%E3%81%AB%E7%AA%81%E7%84%B6%E3%80%8C%E3%82%B2%E3%83%BC%E3%83%A0%E3%82%92%E7%B5%82%E4%BA%86/',
    original:
      '最近、PSPをプレイ中に突如「ゲームを終了しますか?」という画面が出るようになった。\n最初はたまたまプレイ中にHOMEボタン(PSボタン)に誤って指が触れてしまったのかと思ったが、どうもPSボタンを押していないのにこの画面が出るようになっているようだ。\n最初はUMDドライブのフタにトンっと指が当たった衝撃でメッセージが出る程度だったが、日を追うごとに症状は悪化し、最終的には十字キーや〇×△□のボタンを押す程度のわずかな揺れでも「ゲームを終了しますか?」が発生するようになってしまった。',
    language: 'ja',
    text: 'Ultimamente, mentre gioco alla PSP, all\'improvviso compare la schermata "Vuoi uscire dal gioco?".\nAll\'inizio pensavo di aver sfiorato per sbaglio il tasto HOME (tasto PS) mentre giocavo, ma pare che la schermata compaia anche senza premere il tasto PS.\nAll\'inizio il messaggio usciva solo se davo un colpetto col dito allo sportello dell\'UMD, ma giorno dopo giorno è peggiorato, e alla fine "Vuoi uscire dal gioco?" compare anche con la minima vibrazione, solo premendo la croce direzionale o i tasti cerchio, croce, triangolo e quadrato.',
    category: 'console',
    cause:
      "L'interruttore che rileva l'apertura dello sportello UMD scattava a vuoto perché la lamella che tiene ferma la UMD si era allentata e il disco ballava: regolati (piegati) i pezzi interni dello sportello/lettore UMD, l'errore non compare più.",
    keywords: ['sportello', 'umd', 'interruttore', 'sensore', 'lamella', 'allentata'],
  },
  {
    id: 'co-407',
    source: 'https://subperiosteally2.rssing.com/chan-1635906/article9.html',
    original:
      '3日ぶりくらいに「この間のゲームの続きでもやるか−!」とPSPの電源を入れたんです。ところが、前回は何の問題もなかったにもかかわらず、中に入れたUMDを読めなくなってしまったんです。カチャカチャと今にも壊れそうな音をたてて読み込もうとする動作を繰り返すばかりで。エラーメッセージが出るわけでもなく、ただ読み込んでくれないのです。蓋を開けて別のUMDに交換してみましたが、動きは全く同じ。(…)バッテリーを外して一日放置しました。\nで、もう一度バッテリーを差し込んで電源を入れて見るも、症状は昨日と変わりません。',
    language: 'ja',
    text: "Dopo circa tre giorni ho acceso la PSP pensando \"continuiamo il gioco dell'altra volta!\". Però, anche se l'ultima volta non c'era nessun problema, non riusciva più a leggere l'UMD inserita. Continuava solo a provare a leggerla facendo un rumore di clic come se stesse per rompersi. Nessun messaggio di errore, semplicemente non la legge. Ho aperto lo sportello e messo un'altra UMD, ma il comportamento era identico. (…) Ho tolto la batteria e l'ho lasciata così per un giorno.\nPoi ho rimesso la batteria e l'ho riaccesa, ma il sintomo era uguale a ieri.",
    category: 'console',
    cause:
      'Il gruppo ottico (pickup laser) del lettore UMD si era bloccato fuori posizione: spostandolo avanti e indietro più volte con uno stuzzicadenti a console accesa e sportello aperto, la PSP ha ripreso a leggere le UMD.',
    keywords: ['laser', 'lettore', 'umd', 'pickup', 'bloccato', 'posizione'],
  },
  {
    id: 'co-408',
    source: 'https://d-middleager.blogspot.com/2020/04/wii.html',
    original:
      '数年ぶりに埃をはらって電源を入れると...ちゃんと動きます!\n喜んでマリオカートをプレーしようと思ったのですが、2つあるWiiリモコンの片方のボタンが反応しない...というかたまに反応するけど使い物にならない状態です。',
    language: 'ja',
    text: "Dopo qualche anno l'ho spolverata e accesa... e funziona!\nTutto contento volevo giocare a Mario Kart, ma su uno dei due Wiimote i tasti non rispondono... o meglio, ogni tanto rispondono, ma così è inutilizzabile.",
    category: 'console',
    cause:
      'I contatti sulla scheda del Wiimote sotto i tasti erano anneriti dallo sporco: smontato il telecomando e puliti i contatti con pulitore per parti e cotton fioc, i tasti rispondono di nuovo.',
    keywords: ['contatti', 'tasti', 'sporchi', 'scheda', 'pulizia', 'telecomando'],
  },
  {
    id: 'co-409',
    source:
      'http://pcgame.blog.shinobi.jp/%E6%9C%AA%E9%81%B8%E6%8A%9E/%E5%A3%8A%E3%82%8C%E3%81%AB%E3%81%8F%E3%81%84ps1%E3%81%AE%E5%9E%8B%E7%95%AA%E3%81%AF',
    original:
      'で、帰ってプレイしようとしたらPSがフリーズ。\nその後ディスクを認識しなくなった。というかディスクが回転しねえ。\nこれにはちょっとあせった。98年の1月に買って以来、今まで故障らしい故障したことなかったから。',
    language: 'ja',
    text: "Allora, tornato a casa provo a giocare e la PS si blocca.\nDopo non riconosceva più il disco. Anzi, il disco non gira proprio.\nMi sono un po' agitato, perché da quando l'ho comprata a gennaio '98 non aveva mai avuto un vero guasto.",
    category: 'console',
    cause:
      'Il gruppo ottico (lente del pickup laser) della PlayStation era fuori registro: regolandolo leggermente la console ha ripreso a leggere e far girare i dischi.',
    keywords: ['lente', 'laser', 'pickup', 'regolazione', 'lettore', 'ottico'],
  },
  {
    id: 'co-410',
    source: 'https://arial-18pt.blogspot.com/2009/08/ds_26.html',
    original:
      '前にもちょこっと書きましたが、もう下ディスプレイが\nいかれてて、大地震が起こっているかのごとく\n揺れ揺れな我が DS。\n\nま、それでもなんとかだましだましゲームをやって\nおったわけですが、もう我慢ならん(…)',
    language: 'ja',
    text: "L'avevo già accennato prima, ma lo schermo inferiore del mio DS è andato,\ntrema tutto come se ci fosse un terremoto.\n\nBeh, comunque in qualche modo continuavo a giocarci tirando avanti,\nma ormai non ce la facevo più (…)",
    category: 'console',
    cause:
      "Lo schermo LCD inferiore del Nintendo DS era guasto: sostituito con un LCD di ricambio (staccandolo dal touch screen), l'immagine è tornata perfetta; poi è bastato ricollegare il flat del touch screen che si era sfilato.",
    keywords: ['schermo', 'lcd', 'inferiore', 'display', 'sostituito', 'ricambio'],
  },
  {
    id: 'co-411',
    source: 'https://kodawari.work/2017/05/05/post-818/',
    original:
      'xbox360で遊んでいるとフリーズすることが多くなってきました。\n電源を入れてしばらく(10分ほど)するとフリーズする現象で、その状態で電源をすぐに再投入しても、オープニング画面でフリーズしてしまいます。本体のLED表示は正常の緑リングで、「RROD:Red Ring of Death」状態ではありません。',
    language: 'ja',
    text: 'Giocando con la Xbox 360 si blocca sempre più spesso.\nSi blocca dopo un po\' (una decina di minuti) che l\'ho accesa, e se in quello stato la riaccendo subito si blocca già alla schermata iniziale. Il LED della console è il normale anello verde, non è in stato "RROD: Red Ring of Death".',
    category: 'console',
    cause:
      'La Xbox 360 andava in surriscaldamento (pasta termica di CPU e GPU secca, dissipatori poco premuti): rifatta la pasta termica, fissati i dissipatori con viti e aggiunta una ventola sopra il dissipatore della GPU, funziona a lungo senza blocchi.',
    keywords: ['surriscaldamento', 'pasta', 'termica', 'dissipatore', 'ventola', 'gpu'],
  },
  {
    id: 'co-412',
    source: 'https://44ani84.blogspot.com/2016/06/gc-dx-900.html',
    original:
      'ハードオフにてディスクのみ900円でスマブラDXが売られていました。\n(…)\nハードオフのジャンクといっても,大抵はケースや付属品がなかったりボロボロになっていたりというくらいです。\nしかし今回はディスク自体にも結構な傷がありました。\n\n多少不安に感じつつも,Wiiに挿入。認識はしますが,起動すると読み込みエラーが出ます。',
    language: 'ja',
    text: "A Hard Off vendevano Super Smash Bros. Melee, solo il disco, a 900 yen.\n(…)\nAnche se è roba junk di Hard Off, di solito manca solo la custodia o gli accessori, o sono un po' rovinati.\nPerò stavolta anche il disco aveva parecchi graffi.\n\nUn po' preoccupato, l'ho messo nella Wii. Lo riconosce, ma quando lo avvio dà errore di lettura.",
    category: 'console',
    cause:
      'Il disco GameCube aveva graffi sul lato di lettura: lucidato con dentifricio (leggermente abrasivo) e un panno morbido e poi risciacquato, la Wii legge il gioco senza errori.',
    keywords: ['disco', 'graffi', 'lucidato', 'dentifricio', 'lettura', 'abrasivo'],
  },
  {
    id: 'co-413',
    source: 'http://kazumaro.blogspot.com/2017/01/',
    original:
      '長男が愛用してきたPlay Station 3である。「ディスクが出てこなくなった。なんとかならないか」と持ち帰ってきた。\nようし、やってやろう、と預かったものの、半年くらい保留してきてしまった。',
    language: 'ja',
    text: "È la PlayStation 3 che usava sempre mio figlio maggiore. L'ha riportata a casa dicendo: \"Il disco non esce più. Si può fare qualcosa?\"\nBene, ci penso io, ho detto, e l'ho presa, ma poi l'ho lasciata lì per circa sei mesi.",
    category: 'console',
    cause:
      "Dentro il lettore Blu-ray della PS3 era rimasto incastrato un foglietto adesivo (post-it) che bloccava il disco: smontato il lettore e tolto il foglietto, l'espulsione e la lettura funzionano bene.",
    keywords: ['lettore', 'incastrato', 'foglietto', 'corpo', 'estraneo', 'espulsione'],
  },
  {
    id: 'co-414',
    source: 'http://a002159.blog.so-net.ne.jp/archive/20170602',
    original:
      '(…)実際、体験するとVITA本体が壊れたような症状が起こります。\nでは、どんなことが起こるかというと実体験での話ですが\n\nタッチパネルが反応しなくなる\n十字キーやアナログスティックが暴走する\n背面センサが暴走する\n\nなどといった本体が壊れたような症状が起こります。',
    language: 'ja',
    text: '(…)E in pratica, quando ti capita, sembra che sia rotta la Vita stessa.\nCosa succede? Per esperienza diretta:\n\nil touch screen non risponde più\nla croce direzionale e gli stick analogici impazziscono\nil touchpad posteriore impazzisce\n\ninsomma, sintomi come se fosse guasta la console.',
    category: 'console',
    cause:
      "Era guasta la memory card da 64GB della PS Vita: inserendo un'altra memory card (da 16GB) touch, tasti e stick sono tornati normali e la lettura/scrittura funziona.",
    keywords: ['memory', 'card', 'scheda', 'memoria', 'guasta', 'sostituita'],
  },
  {
    id: 'co-415',
    source: 'https://tsurugilog.com/archives/2160',
    original:
      '地球防衛軍5をしているときのこと。Dualshock4のスティックがおかしい……。\n症状としてはスティックがニュートラルポジション(触ってないとき)でも微妙に入力される状態。常に、というわけじゃなくキャラクターがカクッカクッと動くような感じ。\nこれだとTPSやFPSが致命的にプレイできない。',
    language: 'ja',
    text: 'Mentre giocavo a Earth Defense Force 5. Lo stick del Dualshock 4 fa qualcosa di strano…\nIl sintomo è che anche in posizione neutra (quando non lo tocco) lo stick dà un leggero input. Non sempre, ma il personaggio si muove a scatti.\nCosì i TPS e gli FPS sono praticamente ingiocabili.',
    category: 'console',
    cause:
      "Contatti sporchi all'interno dello stick analogico: smontato il controller e spruzzato spray ravvivacontatti dentro lo stick, il movimento fantasma è sparito.",
    keywords: ['stick', 'analogico', 'drift', 'contatti', 'spray', 'ravvivacontatti'],
  },
  {
    id: 'co-416',
    source: 'https://ozblog.net/?p=5019',
    original:
      '僕は『Dead by Daylight』や『Apex Legends』のゲームをプレイ中に\n「なんか視点が勝手に動くな…」\n「スティックを押し込んでキャラを走らせてるのに、押し込みが勝手に解除されるな…」\nと、両スティックの不調に気付きました。\n「このコントローラー数年使ってるし寿命か~」\nと思って新しいコントローラーを買ったら、数か月で同じ症状に…。',
    language: 'ja',
    text: 'Giocando a Dead by Daylight e Apex Legends mi sono accorto che entrambi gli stick non andavano bene:\n"La visuale si muove da sola…"\n"Tengo premuto lo stick per far correre il personaggio, ma la pressione si annulla da sola…"\n"Questo controller lo uso da anni, sarà arrivato a fine vita", ho pensato, e ne ho comprato uno nuovo: dopo qualche mese, stesso sintomo…',
    category: 'console',
    cause:
      'Contatti degli stick analogici sporchi: è bastato spruzzare spray ravvivacontatti (KURE) nella zona degli stick per far tornare il controller a funzionare.',
    keywords: ['stick', 'analogico', 'contatti', 'spray', 'ravvivacontatti', 'visuale'],
  },
];
