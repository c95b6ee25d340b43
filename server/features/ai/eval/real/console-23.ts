import type { RealCase } from './types.ts';

/**
 * Batch 23 of real console reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix, or whose device was someone else's, were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'co-2301',
    source:
      'https://github.com/Maschell/maschell.github.io/blob/d15f026f016a24e7dea54fe4bb864dfaff2acc1b/_posts/2020-11-21-bought-8-consoles.markdown',
    original:
      'The next console didn\'t output anything via HDMI. I tried the same "composite"-trick like \non console 4, but still had no success.',
    language: 'en',
    text: 'La console successiva non dava nessuna immagine via HDMI. Ho provato lo stesso trucco del cavo composito come sulla console 4, ma niente da fare.',
    category: 'console',
    cause:
      "La console era impostata su uscita video non HDMI a 576i; collegandola con un adattatore AV Multi Out-HDMI ha cambiato l'impostazione in HDMI 1080p e ha funzionato perfettamente.",
    keywords: ['impostazione', 'uscita', 'video', 'risoluzione', 'hdmi'],
  },
  {
    id: 'co-2302',
    source: 'https://github.com/Ryochan7/DS4Windows/issues/2385',
    original:
      'I have a Ps4 controller model CUH-ZCT1E, all button works, except for L1 R1 bumpers and L2 R2 triggers,',
    language: 'en',
    text: 'Ho un controller PS4 modello CUH-ZCT1E, funzionano tutti i tasti tranne i dorsali L1 R1 e i grilletti L2 R2.',
    category: 'console',
    cause:
      "Era un problema hardware: il flat che porta i segnali dei tasti alla scheda era un po' allentato (Sony usa solo un pezzetto di gomma per premerlo); aggiungendo un piccolo spessore di gomma morbida il flat fa di nuovo contatto e tutti i tasti funzionano.",
    keywords: ['flat', 'contatto', 'allentato', 'gomma', 'spessore'],
  },
  {
    id: 'co-2303',
    source:
      'https://github.com/TakeruAce/academic-kickstart/blob/4a24e84acbba9964acb71b4e6ad2701b4c822103/content/en/post/switch-joycon/index.md',
    original:
      'However, there was a problem that one Joy-Con could be used in portable mode, but not in TV mode or table mode.',
    language: 'en',
    text: "Però c'era un problema: uno dei Joy-Con funzionava in modalità portatile, ma non in modalità TV né in modalità da tavolo.",
    category: 'console',
    cause:
      'Dentro il Joy-Con un connettore a pressione (quello della batteria/ricarica) non era innestato bene già dalla fabbrica; premendolo con il cacciavite è scattato in sede e il Joy-Con ha ripreso a caricarsi e a funzionare staccato.',
    keywords: ['connettore', 'innestato', 'fabbrica', 'ricarica', 'batteria'],
  },
  {
    id: 'co-2304',
    source: 'https://github.com/x-station/xstation-issues/issues/152',
    original:
      'Recently i installed the Xstation (PU-8) but it does not recognize the original PS1/PS2 controller.  I used an custom arcade stick and this one works fine.',
    language: 'en',
    text: "Di recente ho montato l'Xstation (PU-8) ma la console non riconosce il controller originale PS1/PS2. Ho provato con un arcade stick custom e quello funziona bene.",
    category: 'console',
    cause:
      'Erano bruciati i fusibili della porta controller della PlayStation (le linee 8V e 3,4V protette da fusibile); sostituiti i fusibili, il controller originale è tornato a funzionare.',
    keywords: ['fusibili', 'bruciati', 'porta', 'controller', 'sostituzione'],
  },
  {
    id: 'co-2305',
    source: 'https://github.com/x-station/xstation-issues/issues/316',
    original:
      'I have 2 GameShark Pro carts, they both tested working on 3 other PU-18 boards, would either do nothing, or freeze on bootup on the one I happened to chose to mod.',
    language: 'en',
    text: "Ho due cartucce GameShark Pro, le ho provate e funzionano su altre 3 schede PU-18, ma su quella che ho scelto di moddare o non fanno niente o si bloccano all'avvio.",
    category: 'console',
    cause:
      'I pin della porta parallela della console erano sporchi/ossidati; dopo aver spruzzato un pulitore per contatti elettronici e strofinato con una spazzolina metallica, la cartuccia si avvia sempre.',
    keywords: ['porta', 'contatti', 'ossidati', 'sporchi', 'pulizia'],
  },
  {
    id: 'co-2306',
    source: 'https://github.com/brad-lin/FreePSXBoot/issues/95',
    original:
      "i have 5552 with freepsxboot, after press boot with back up cd it doesn't work.( İt stucks screen at that writing ou remain memory slot 2...)  i tried same cd with epsxe, it worked.",
    language: 'en',
    text: 'Ho una 5552 con FreePSXBoot, quando avvio il CD di backup non funziona (si blocca sulla schermata con la scritta sullo slot di memoria 2...). Ho provato lo stesso CD con ePSXe e funzionava.',
    category: 'console',
    cause:
      "Il laser del lettore della PS1 era starato: regolando la potenza del laser (trimmer) con l'aiuto di un multimetro, la console legge di nuovo sia i CD originali sia quelli masterizzati.",
    keywords: ['laser', 'lettore', 'regolazione', 'trimmer', 'potenza'],
  },
  {
    id: 'co-2307',
    source: 'https://github.com/ClusterM/hakchi2/issues/386',
    original:
      'My nintendo mini has shut down a few times since version 2.17 and I do not know why. This had not happened before.',
    language: 'en',
    text: 'Il mio Nintendo mini si è spento da solo un paio di volte dalla versione 2.17 e non so perché. Prima non era mai successo.',
    category: 'console',
    cause:
      "Il problema era l'alimentazione: l'alimentatore/sorgente USB usata non bastava; cambiando fonte di alimentazione la console non si spegne più.",
    keywords: ['alimentazione', 'alimentatore', 'usb', 'corrente', 'spegnimento'],
  },
  {
    id: 'co-2308',
    source: 'https://www.buzzyvox.com/20250512972.html',
    original:
      '手元の『Xbox ワイヤレス コントローラー』に何やら違和感。左側のトリガーボタン(LT)の戻りが妙に鈍く、地味にストレスを覚える状態になってました。',
    language: 'ja',
    text: "Il mio 'Controller wireless Xbox' aveva qualcosa che non andava. Il grilletto sinistro (LT) tornava su stranamente lento, una cosa che alla lunga mi dava proprio fastidio.",
    category: 'console',
    cause:
      "La spugnetta ammortizzante incollata dietro il grilletto si era degradata col tempo ed era diventata appiccicosa. L'ha staccata, ha pulito la colla con alcol e al suo posto ha messo del nastro tesa, e il grilletto è tornato scorrevole.",
    keywords: ['xbox', 'controller', 'grilletto', 'adesivo', 'pulizia'],
  },
  {
    id: 'co-2309',
    source: 'https://www.taneyats.com/entry/aliex-xbox-controller-repair',
    original:
      '最近、熱中している「ストリートファイター」のトレーニングモードで技の練習をしていたところ、突然「パキッ」という乾いた音が…。なんと、XBOXコントローラーのLBボタンが陥没してしまいました。',
    language: 'ja',
    text: "Ultimamente mi stavo allenando con le mosse nella modalità allenamento di 'Street Fighter', che mi ha preso un sacco, quando all'improvviso si è sentito un 'crac' secco... Incredibile, il tasto LB del controller XBOX è sprofondato.",
    category: 'console',
    cause:
      "Il pezzo di plastica del tasto dorsale non ha retto ai giorni di input violenti e si è rotto. Ha sostituito l'unità dei tasti LB/RB con un ricambio economico preso su AliExpress.",
    keywords: ['xbox', 'controller', 'tasto', 'plastica', 'ricambio'],
  },
  {
    id: 'co-2310',
    source: 'https://pashalog.com/xbox-controller-disassembly',
    original:
      '長期間コントローラーを使っていたため、「RT・LTボタン」から異音がして、ボタンの戻りが遅くなってしまいました。',
    language: 'ja',
    text: "Dato che usavo il controller da tanto tempo, i 'tasti RT e LT' hanno cominciato a fare un rumore strano e a tornare su lentamente.",
    category: 'console',
    cause:
      "La gomma nel punto in cui battono i grilletti si era deteriorata. Ha smontato il controller per sistemare quella gomma e pulire l'interno.",
    keywords: ['xbox', 'grilletti', 'gomma', 'rumore', 'smontaggio'],
  },
  {
    id: 'co-2311',
    source: 'https://retro-gamer.jp/?p=19070',
    original:
      'そこで、いつものように『無水エタノール』でゴシゴシ磨いたのですが……そのうち『ドラゴンボールZ超武闘伝』、『ファイナルファンタジーVI』、『ファイナルファンタジーV』の3本だけは、何をしても動かず。中身の基板もチェックして見たところ、とくに液漏れなども発生する様子はありませんでした。',
    language: 'ja',
    text: "Allora, come al solito, le ho strofinate per bene con 'etanolo anidro'... ma tre di queste, 'Dragon Ball Z Super Butōden', 'Final Fantasy VI' e 'Final Fantasy V', non partivano qualsiasi cosa facessi. Ho controllato anche la scheda interna, ma non sembrava esserci nessuna perdita o roba del genere.",
    category: 'console',
    cause:
      "I contatti delle cartucce erano semplicemente sporchi, con uno sporco che l'alcol non toglieva. Strofinandoli con la crema abrasiva da cucina Jif tutte e tre le cartucce sono tornate a funzionare.",
    keywords: ['supernintendo', 'cartucce', 'contatti', 'sporco', 'pulizia'],
  },
  {
    id: 'co-2312',
    source:
      'https://github.com/xuantiep/blog-vgscomcerveja.com.br/blob/4b8313be8bd04f5382e5f46675ec3992be1c79e0/_drafts/regulagem-leitor-gamecube.markdown',
    original:
      'Depois de um tempo sem jogá-lo, meu GC começou a apresentar indícios de leitor cansado, mas ainda estava lendo discos. Entretanto, numa outra oportunidade de ligá-lo, ele simplesmente parou de ler e apresentou o seguinte erro:',
    language: 'pt',
    text: "Dopo un periodo che non ci giocavo, il mio GC ha cominciato a dare segni di lettore stanco, però leggeva ancora i dischi. Poi però, un'altra volta che l'ho acceso, ha semplicemente smesso di leggere e mi ha dato questo errore:",
    category: 'console',
    cause:
      'Il laser del lettore era indebolito (lettore stanco). Ha smontato il modulo del lettore e ha regolato il potenziometro del laser col multimetro, e il GameCube è tornato a leggere i giochi.',
    keywords: ['gamecube', 'lettore', 'laser', 'potenziometro', 'dischi'],
  },
  {
    id: 'co-2313',
    source:
      'https://github.com/Dechrissen/website/blob/ec31297518f97b830e3b86ee73ba9173110ccf7a/blog-posts/another-gba-mod.md',
    original:
      'The GBA I acquired for the build has a sound issue — its speaker sounded very tinny and the max output was low.',
    language: 'en',
    text: "Il GBA che ho preso per il progetto ha un problema di audio: l'altoparlante suonava tutto metallico e il volume massimo era basso.",
    category: 'console',
    cause:
      "L'altoparlante era bruciato. Lo ha sostituito con uno di ricambio e, dopo averlo provato, il problema dell'audio era risolto.",
    keywords: ['gameboy', 'advance', 'altoparlante', 'audio', 'sostituzione'],
  },
  {
    id: 'co-2314',
    source:
      'https://github.com/roytang/blog/blob/18ff68ee99f49cd2f6281849148645baa8666fa6/content/notes/2013/08/1jfshf/index.md',
    original:
      "I plugged in my Vita to the AC adapter before going to sleep the other day, but when I woke up the next day it hadn't gained any charge at all!",
    language: 'en',
    text: "L'altro giorno ho attaccato la mia Vita all'alimentatore prima di andare a dormire, ma quando mi sono svegliato il giorno dopo non si era caricata per niente!",
    category: 'console',
    cause:
      "Il guasto era nel connettore del cavo USB, probabilmente rovinato a forza di staccarlo tirando troppo forte. In negozio hanno confrontato il cavo con uno dei loro e gliel'hanno sostituito.",
    keywords: ['psvita', 'ricarica', 'cavo', 'connettore', 'usb'],
  },
  {
    id: 'co-2315',
    source:
      'https://github.com/jimmyff/jimmyff-website/blob/dec0c47c224ae2e96047d8ba727e61532d8f9bc2/content/blog/2012-06-11-xbox-red-rings-of-death/index.md',
    original:
      "My Xbox 360 sat gartering dust for a couple of months, fallen ill to the dreaded 'Red Rings of Death' and out of warranty.",
    language: 'en',
    text: "La mia Xbox 360 è rimasta a prendere polvere per un paio di mesi, colpita dai temuti 'Anelli Rossi della Morte' e fuori garanzia.",
    category: 'console',
    cause:
      "Il guasto era legato al surriscaldamento dei quattro chip di RAM. L'ha riparata con il 'Penny Fix': pasta termica e monetine isolate sui chip RAM, poi un surriscaldamento controllato per cancellare l'errore, spendendo circa 2,51 sterline.",
    keywords: ['xbox360', 'anelli', 'surriscaldamento', 'ram', 'pasta'],
  },
  {
    id: 'co-2316',
    source: 'https://bepokuma.com/?p=2249',
    original:
      'そうしましたら、1週間ぐらい前にいつものようにApex Legendsをプレーしていると、ジャンプマスター時に画面に表示されるボタン操作がキーボードではなく、何故かコントローラー入力になっておりRBボタンが表示されていました。',
    language: 'ja',
    text: 'E così, circa una settimana fa, mentre giocavo ad Apex Legends come al solito, quando ero jumpmaster i comandi mostrati a schermo non erano quelli della tastiera ma, chissà perché, quelli del controller, e compariva il tasto RB.',
    category: 'console',
    cause:
      'Si era guastata la schedina del tasto RB del controller Xbox One S, che mandava input da sola anche col controller solo collegato via USB. Ha sostituito la scheda del tasto RB.',
    keywords: ['xbox', 'controller', 'tasto', 'scheda', 'sostituzione'],
  },
  {
    id: 'co-2317',
    source: 'https://karaage.hatenadiary.jp/entry/2018/10/19/073000',
    original:
      'ただ、このゲームボーイ、左端の縦ライン(ドット)が抜けていて、まともに遊べない状態だったのですよね。',
    language: 'ja',
    text: 'Solo che questo Game Boy aveva le righe verticali (i pixel) sul bordo sinistro che non si vedevano, e non ci si poteva giocare come si deve.',
    category: 'console',
    cause:
      'Le righe verticali mancanti dipendevano dal collegamento tra lo schermo LCD e il suo cavo piatto; scaldando quel collegamento con il saldatore è riuscito a ripararlo da solo.',
    keywords: ['gameboy', 'schermo', 'righe', 'saldatore', 'lcd'],
  },
  {
    id: 'co-2318',
    source: 'https://github.com/Team-Resurgent/Modxo/issues/51',
    original:
      "I have just tried the latest with PrometheOS 1.5.0 and Cerbios 2.4.2 and 2.3.1. I am using Modzville USA's carrier board and authentic waveshare RP2040-Tiny flashing the firmware following the README instructions. Console attempts to boot three times and then frags",
    language: 'en',
    text: "Ho appena provato l'ultima versione con PrometheOS 1.5.0 e Cerbios 2.4.2 e 2.3.1. Uso la scheda di supporto di Modzville USA e una waveshare RP2040-Tiny originale, flashando il firmware seguendo le istruzioni del README. La console prova ad avviarsi tre volte e poi va in FRAG",
    category: 'console',
    cause:
      "Le saldature sui pin dell'header LPC della Xbox non facevano buon contatto. Ripassandole un paio di volte con più flussante e più calore, la console ha cominciato a funzionare.",
    keywords: ['xbox', 'modchip', 'saldature', 'lpc', 'frag'],
  },
  {
    id: 'co-2319',
    source: 'https://github.com/ikorb/gcvideo/issues/151',
    original:
      'Turning it on the new GameCube, lights 29 and 28 come on, 29 stays solid, 28 however blinks indefinitely, and no HDMI output is given, AND the analog output is scrambled.',
    language: 'en',
    text: "Accendendo il nuovo GameCube si accendono le luci 29 e 28: la 29 resta fissa, la 28 invece lampeggia all'infinito, non esce nessun segnale HDMI E pure l'uscita analogica è tutta disturbata.",
    category: 'console',
    cause:
      "Il cavo IDE usato per i collegamenti della scheda Pluto IIx non era adatto. L'utente ha confermato che era quello il problema, quindi i collegamenti vanno rifatti con un filo migliore.",
    keywords: ['gamecube', 'hdmi', 'cavi', 'collegamenti', 'segnale'],
  },
  {
    id: 'co-2320',
    source: 'https://github.com/Ansem-SoD/Picofly/issues/70',
    original:
      'but hey. now removed everything and switch got black screen, thinked all the steps back and guess what.',
    language: 'en',
    text: "ma ehi. adesso ho tolto tutto e la switch si è messa a schermo nero, ho ripensato a tutti i passaggi e indovina un po'.",
    category: 'console',
    cause:
      'Sul punto A aveva montato per sbaglio una resistenza da 4,7 ohm invece che da 4,7 kohm, presa da un campionario di resistenze. Sostituita con quella da 4,7 kohm, la Switch OLED ha funzionato subito.',
    keywords: ['switch', 'modchip', 'resistenza', 'schermo', 'saldatura'],
  },
  {
    id: 'co-2321',
    source: 'https://tarafukublog.hatenablog.com/entry/psp_battery',
    original:
      '先日、ハードオフPSPのソフトを購入したので、数年ぶりにPSPを起動しようとしたら、なんだか、後ろの蓋が少し空いているではないか…。',
    language: 'ja',
    text: "L'altro giorno ho comprato dei giochi PSP da Hard Off, e quando dopo anni sono andato ad accendere la PSP, il coperchio dietro era un po' aperto, ma guarda un po'…",
    category: 'console',
    cause:
      "La batteria della PSP-3000 si era gonfiata e spingeva via il coperchio. L'ha sostituita con una batteria compatibile nuova.",
    keywords: ['psp', 'batteria', 'gonfiore', 'coperchio', 'sostituzione'],
  },
  {
    id: 'co-2322',
    source:
      'https://github.com/ramuskay/blog-beerus/blob/1210fb45bbacab48a8ef9cd3a629d1dc708b4b8a/posts/2022/2022-09-08-repair-joycon/index.md',
    original: "C'est fait ! J'ai enfin eu le fameux joycon drift sur les deux joycons de ma switch.",
    language: 'fr',
    text: 'Ci siamo! Alla fine è arrivato anche a me il famoso drift su tutti e due i joycon della mia Switch.',
    category: 'console',
    cause:
      'Le levette analogiche dei Joy-Con erano usurate: smontati i Joy-Con e sostituiti i joystick con ricambi nuovi.',
    keywords: ['levetta', 'analogica', 'usurata', 'joystick', 'sostituzione'],
  },
];
