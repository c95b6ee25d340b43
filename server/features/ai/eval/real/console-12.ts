import type { RealCase } from './types.ts';

/** Batch 12 of real console reports (issue 24): gathered 2026-11-28 by helpers blind to the assistant. */
export const CASES: RealCase[] = [
  {
    id: 'co-951',
    source: 'https://applegamesandmore.blogspot.com/2012/10/el-dia-en-que-la-psp-dijo-adios.html',
    original:
      'Estás hurgando entre el montón de ropa que se ha amontonado en tu silla del cuarto en el último mes y de repente, al tirar de un pantalón, te das cuenta de que en el bolsillo del este se encontraba tu querida consola PSP, aparentemente desaparecida, la cual acaba de sufrir una caida de libre desde el bolsillo al suelo con un "croc". La cojes alarmado, intentas encencerlo y con un suspiro ves que el botón verde se enciende. Pero... la alegría dura poco. Aunque se escucha la musiquilla de entrada de Sony, la pantalla aparece con montones de rayas con pixeles muertos',
    language: 'es',
    text: "Stai frugando nel mucchio di vestiti che si è accumulato sulla sedia della tua stanza nell'ultimo mese e all'improvviso, tirando un paio di pantaloni, ti accorgi che in tasca c'era la tua amata PSP, che sembrava sparita, e che è appena caduta dalla tasca a terra con un \"croc\". La raccogli allarmato, provi ad accenderla e con un sospiro vedi che il pulsante verde si accende. Ma... la gioia dura poco. Anche se si sente la musichetta d'avvio di Sony, lo schermo compare pieno di righe con pixel morti.",
    category: 'console',
    cause:
      'Con la caduta si è rotto lo schermo LCD della PSP: smontata la console e montato uno schermo nuovo (25 euro), la PSP è tornata a funzionare.',
    keywords: ['schermo', 'lcd', 'rotto', 'caduta', 'sostituito'],
  },
  {
    id: 'co-952',
    source:
      'https://kz-gadgets.com/%e3%83%97%e3%83%ac%e3%82%b9%e3%83%862%e3%81%ae%e3%82%b3%e3%83%b3%e3%83%88%e3%83%ad%e3%83%bc%e3%83%a9%e3%83%bc%ef%bc%88fujiwork%ef%bc%89%e3%81%ae%e3%82%a2%e3%83%8a%e3%83%ad%e3%82%b0%e3%82%b9%e3%83%86.html',
    original:
      'プレステ2のコントローラー(FUJIWORK)のアナログスティックが、押すと下に陥没してしまう。押し上げても、使っているとまたすぐに陥没してしまう。2つとも同様。',
    language: 'ja',
    text: 'Le levette analogiche del controller della PS2 (FUJIWORK), se le premo, sprofondano verso il basso. Anche se le tiro su, usandolo tornano subito a sprofondare. Succede con tutti e due i controller.',
    category: 'console',
    cause:
      "Il foro sul retro del cappuccio gommoso della levetta, in cui entra l'asta, si era approfondito con l'uso e l'asta ci affondava sempre di più; fissando con la colla il cappuccio all'asta nella posizione giusta la levetta non sprofonda più.",
    keywords: ['cappuccio', 'asta', 'foro', 'colla', 'gomma'],
  },
  {
    id: 'co-953',
    source: 'https://note.com/pepepepepekoe/n/nb3a5002d51f7',
    original:
      'xbox oneコントローラのバージョン3(イヤホンジャックのあるバージョン)の一部で起こる故障に「LT/RTボタンが押し込み時手前や奥でくっつく感じがして動かしにくい」という症状がある。\n特に困るのは奥でのくっ付きで、ボタンがすぐに戻らないので使い物にならなくなる。',
    language: 'ja',
    text: "Su alcuni controller Xbox One versione 3 (quella col jack per le cuffie) c'è un guasto: i tasti LT/RT, quando li premi, sembrano appiccicarsi all'inizio o in fondo e si muovono male. La cosa peggiore è quando si attaccano in fondo: il tasto non torna subito su e il controller diventa inutilizzabile.",
    category: 'console',
    cause:
      'Il materiale ammortizzante in uretano nei punti in cui i grilletti battono sulla scocca si era degradato e il biadesivo rimasto scoperto faceva appiccicare i grilletti; smontato il controller e tolti biadesivo e residui di colla (con alcol), i grilletti tornano su normalmente.',
    keywords: ['biadesivo', 'adesivo', 'ammortizzante', 'uretano', 'grilletti', 'colla'],
  },
  {
    id: 'co-954',
    source: 'https://nfggames.com/forum2/index.php?prev_next=next&topic=2196.0',
    original:
      "My Sega CD has a very wacky problem, hopefully someone can help me with this (OH PLEASE HELP!!)\n\nIt will play music CDs ok.\nIt will NOT play game CDs.  Sometimes it will (it's a 1 out of 100 tries), and when it does, it plays great...\n\nI cleaned the laser, used an air compressor to clean it, and it STILL won't work, but still reads music CDs just fine..\n\nWhat can it possibly be?  The game CDs are perfectly fine, not a single scratch on them, I even tried MANY other game CDs, along with CD-R copies of the games (which oddly fail too, but a CD-R music CD works)",
    language: 'en',
    text: "Il mio Sega CD ha un problema stranissimo, spero che qualcuno mi possa aiutare (VI PREGO AIUTATEMI!!). I CD musicali li legge bene. I CD dei giochi NO. Ogni tanto sì (tipo 1 volta su 100), e quando parte funziona benissimo... Ho pulito il laser, l'ho pulito col compressore, e ANCORA non va, però i CD musicali li legge benissimo. Cosa può essere? I CD dei giochi sono perfetti, neanche un graffio, ho provato anche TANTI altri giochi e anche copie su CD-R dei giochi (che stranamente non vanno neanche loro, mentre un CD-R musicale funziona).",
    category: 'console',
    cause:
      'Il connettore sulla scheda madre in cui si innesta il cavo flat che va al gruppo laser era leggermente deformato dal calore e non stringeva più bene il cavo, lasciando una linea dati con contatto lasco.',
    keywords: ['connettore', 'cavo', 'flat', 'laser', 'deformato', 'contatto'],
  },
  {
    id: 'co-955',
    source:
      'https://naokit.info/2019/09/07/%ef%bc%88%e5%b0%8f%e3%83%8d%e3%82%bf%ef%bc%89%e9%9f%b3%e3%81%8c%e5%87%ba%e3%81%aa%e3%81%84%e3%82%b2%e3%83%bc%e3%83%a0%e3%83%9c%e3%83%bc%e3%82%a4%e3%82%92%e7%9b%b4%e3%81%97%e3%81%a6%e3%81%bf%e3%81%9f',
    original:
      'で、今回買ったのは訳ありジャンク品のスケルトン色の音が出ないゲームボーイカラー。\n一応、念のため動作確認しましたが確かに音が出ません。',
    language: 'ja',
    text: "Stavolta ho comprato un Game Boy Color trasparente, usato e venduto come difettoso, che non fa uscire il suono. Per sicurezza l'ho provato e in effetti il suono non esce.",
    category: 'console',
    cause:
      "Controllando col tester, la rotella del volume e i circuiti erano a posto: era semplicemente guasto l'altoparlante. Sostituito con un altoparlante compatibile (8 ohm, 1 W) il suono è tornato.",
    keywords: ['altoparlante', 'guasto', 'sostituito', 'ricambio', 'compatibile'],
  },
  {
    id: 'co-956',
    source:
      'https://naokit.info/2021/08/24/%e3%82%b8%e3%83%a3%e3%83%b3%e3%82%afpsp%e3%81%ae%e3%83%9c%e3%82%bf%e3%83%b3%e3%82%92%e4%ba%a4%e6%8f%9b%e3%81%97%e3%81%a6%e7%9b%b4%e3%81%97%e3%81%a6%e3%81%bf%e3%81%9f',
    original:
      '無事ソフトも起動し、コントローラのチェックもしながらゲームを遊んでいたのですが、ふと ある違和感に気付きました。\n右側の〇ボタンが何かおかしい。ボタン自体は押せば反応するのですが、戻りが悪い感じがします。押した感じも他の□や△ボタンに比べ弾力が無くスカスカな感じです。',
    language: 'ja',
    text: 'Il gioco partiva senza problemi e stavo giocando controllando anche i comandi, quando a un certo punto ho notato qualcosa di strano. Il tasto ○ a destra ha qualcosa che non va. Se lo premo risponde, ma sembra che torni su male. Anche al tatto, rispetto ai tasti □ e △, non ha elasticità, è tutto molle.',
    category: 'console',
    cause:
      'La gomma interna (il tappetino in gomma dei tasti) sotto il tasto ○ era rotta e il tasto restava mezzo affondato; smontata la PSP e sostituito il tappetino in gomma dei tasti, il tasto è tornato a posto.',
    keywords: ['gomma', 'tappetino', 'rotta', 'sostituita', 'tasti'],
  },
  {
    id: 'co-957',
    source: 'http://randomprojectman.blogspot.com/2008/05/even-though-its-pretty-dated-system-i.html',
    original:
      "Even though it's a pretty dated system, I still play my Sega Dreamcast a fair bit. It's really too bad it was such a short-lived system, but even still, the Dreamcast has a high proportion of excellent quality games. Unfortunately, aging systems sometimes need repairs. The fan in my machine started to sound pretty bad with its high pitched whine.",
    language: 'en',
    text: 'Anche se è una console abbastanza vecchia, col mio Sega Dreamcast ci gioco ancora parecchio. Peccato che sia durato così poco, però ha comunque un sacco di giochi di ottima qualità. Purtroppo le console vecchie ogni tanto hanno bisogno di riparazioni. La ventola del mio ha cominciato a fare un brutto rumore, un fischio acuto.',
    category: 'console',
    cause:
      'La ventola di raffreddamento originale era usurata (fischiava); è stata sostituita con una ventola nuova e, dato che il Dreamcast si spegne se non riceve il segnale del sensore di rotazione della ventola, è stato aggiunto un piccolo generatore di impulsi (timer 555) che simula quel segnale.',
    keywords: ['ventola', 'usurata', 'sostituita', 'sensore', 'rotazione'],
  },
  {
    id: 'co-958',
    source: 'http://retro-games-blog.de/reparatur-anno-dazumal-13562942',
    original:
      '(…) einem, uns bis dahin unbekannten, Interton 2400, einer primitiven Pong-Konsole der Billigkonsolenhochzeit Mitte der 80er. (…) Dann das nächste, die Konsole funktionierte natürlich nicht. Zwar war sie ausdrücklich als defekt angeboten worden, jedoch versicherte der Verkäufer, zuhause hätte sie ein Bild gezeigt und er wolle sich mit der Aussage nur absichern. Beim Anheben der Konsole bemerkt B. dann ein klapperndes Geräusch und beschloss, das Ding mal aufzuschrauben.',
    language: 'de',
    text: "(…) un Interton 2400, che fino ad allora non conoscevamo, una console Pong primitiva dell'epoca d'oro delle console economiche di metà anni '80. (…) E poi la prossima: la console ovviamente non funzionava. Era stata messa in vendita esplicitamente come difettosa, però il venditore giurava che a casa sua dava l'immagine e che lo scriveva solo per pararsi. Sollevando la console, B. ha sentito un rumore di qualcosa che sbatacchiava dentro e ha deciso di aprirla.",
    category: 'console',
    cause:
      'Durante il trasporto il processore si era staccato dalla scheda (dal suo zoccolo) e rotolava dentro la console; rimesso al suo posto sulla scheda, la console ha ripreso a funzionare.',
    keywords: ['processore', 'staccato', 'zoccolo', 'scheda', 'trasporto'],
  },
  {
    id: 'co-959',
    source: 'https://www.yamatowwiw.com/entry/2018/02/14/235237',
    original:
      'PS3のコントローラー(DUALSHOCK3)ですが、数年使用していると誤作動する事象が発生することがあります。\nボタンに触れていないのに、ホーム画面を行ったり来たり、スクロールしてしまったり。',
    language: 'ja',
    text: 'Il controller della PS3 (DUALSHOCK3), dopo qualche anno di uso, può cominciare a dare comandi a caso. Senza toccare nessun tasto, va avanti e indietro nella schermata home, oppure scorre da solo.',
    category: 'console',
    cause:
      'La scheda interna (con i contatti dei tasti) non era più tenuta ben premuta e dava falsi contatti; aperto il controller e infilato un pezzetto di fazzoletto piegato sopra la batteria, in modo da spingere e fissare la scheda, i comandi fantasma sono spariti.',
    keywords: ['scheda', 'contatti', 'pressione', 'spessore', 'fissare'],
  },
  {
    id: 'co-960',
    source: 'https://www.taishogoes.com/entry/2024/07/03/231404',
    original:
      '購入してから1年半。毎日のように起動して遊んでいたら、左スティックの調子が悪くなってきました。\nギリギリと細かく何かが引っ掛かるような感触とともに、ちょっと指先が触れるとランダムに反応して画面内でキャラクターが右往左往してしまいます。\nスティックを深く倒すとちゃんと動くのですが、初動が乱れてしまいますので細かな操作が求められる場面では何が起こるかわからずほとんど運頼みです。',
    language: 'ja',
    text: "L'ho comprato un anno e mezzo fa. Ci giocavo quasi tutti i giorni e la levetta sinistra ha cominciato a fare i capricci. Si sente come se qualcosa si impuntasse a piccoli scatti, e appena la sfioro col dito reagisce a caso e il personaggio sullo schermo va di qua e di là. Se inclino la levetta fino in fondo si muove bene, ma l'inizio del movimento è impazzito, quindi nei punti dove serve precisione è tutto affidato alla fortuna.",
    category: 'console',
    cause:
      'Contatti sporchi del sensore (potenziometro) alla base della levetta sinistra del DualSense: smontato il controller e spruzzato lo spray ravviva-contatti (disossidante) sul sensore, i movimenti casuali sono spariti (è rimasta solo la sensazione di attrito).',
    keywords: ['sensore', 'potenziometro', 'contatti', 'sporchi', 'disossidante'],
  },
  {
    id: 'co-961',
    source: 'http://www.davebrain.com/2011/02/my-nintendo-wii-wont-turn-on-how-do-i.html',
    original:
      'I happen to have my Wii on the same power strip as my network router. When I unplug the power strip (which I do sometimes to reset the router), (…) the Wii appears to be dead. No lights. Nada. Zilch.',
    language: 'en',
    text: 'Io ho la Wii attaccata alla stessa ciabatta del router. Quando stacco la ciabatta (cosa che faccio ogni tanto per resettare il router), (…) la Wii sembra morta. Nessuna luce. Niente. Zero.',
    category: 'console',
    cause:
      'Scatta il circuito di protezione da sovratensione della Wii/alimentatore: bisogna staccare il cavo di alimentazione dalla Wii e dalla presa, aspettare almeno due minuti e ricollegare tutto, e la console si riaccende.',
    keywords: ['protezione', 'sovratensione', 'alimentatore', 'scollegare', 'circuito'],
  },
  {
    id: 'co-962',
    source: 'https://ameblo.jp/oswalduck/page-3.html',
    original:
      'XBOX SeriesSコントローラーのRTボタンを押した時に戻りづらい症状が出ていたため、分解して修理した。',
    language: 'ja',
    text: "Il controller della XBOX Series S aveva il problema che il tasto RT, quando lo premevo, faceva fatica a tornare su, quindi l'ho smontato per ripararlo.",
    category: 'console',
    cause:
      "Il cuscinetto (materiale ammortizzante) sotto il grilletto RT si era spostato lasciando scoperto l'adesivo, che faceva attaccare il grilletto; rimesso il cuscinetto al suo posto e fissato con un pezzetto di nastro adesivo sopra, il grilletto torna normalmente.",
    keywords: ['cuscinetto', 'adesivo', 'spostato', 'nastro', 'grilletto'],
  },
];
