import type { RealCase } from './types.ts';

/**
 * Batch 29 of real phone, tablet and e-reader reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix, or whose device was not the writer's or their family's (a repair café's, a shop's), were
 * left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'sp-2901',
    source:
      'https://github.com/seryckd/seryckd.github.io/blob/78a01ca587ffacc4e64edfb953285129534172cc/_posts/2012-04-04-Whats-Inside-Your-Phone.md',
    original:
      'So it was with little surprise that he announced a few weeks ago that the screen on his cell phone was blank and there was a black thing hanging out the back.',
    language: 'en',
    text: 'Qualche settimana fa mio figlio mi ha detto che lo schermo del suo cellulare (un Samsung) era tutto nero e che dal retro penzolava una cosa nera.',
    category: 'smartphone',
    cause:
      'La "cosa nera" era il cavo flat che collega lo schermo alla scheda/CPU, strappato e non riparabile; sostituito il flat con un ricambio, lo schermo funziona e il telefono è tornato a posto.',
    keywords: ['flat', 'cavo', 'schermo', 'strappato', 'sostituito', 'connettore'],
  },
  {
    id: 'sp-2902',
    source:
      'https://github.com/migrs/m.igrs.jp/blob/b31b04fefe9f9f0814a06b7a854a58b840586f1d/_posts/2011-12-18-fix-iphone4-home-button.md',
    original: 'さんざんデコピンとかしたけど全く効果なかった',
    language: 'ja',
    text: 'Il tasto Home del mio iPhone 4 fa i capricci: ci ho dato un sacco di colpetti col dito ma non è servito assolutamente a niente.',
    category: 'smartphone',
    cause:
      'Era guasto il tasto Home con il suo cavo flat; sostituita la flat del tasto Home (ricambio da circa 1000 yen) seguendo la guida iFixit, il tasto funziona di nuovo e il telefono va normalmente.',
    keywords: ['tasto', 'home', 'flat', 'cavo', 'sostituito'],
  },
  {
    id: 'sp-2903',
    source:
      'https://github.com/chezou/chezo.uno/blob/0866ae6dbe66eee05a454f377eaa3f3cc38808b5/content/post/2015-10-19-batukibakininatuteitanexus5wo$40dexiu-li-sita/index.md',
    original:
      'Ingress をやるときに自転車のマウンタから飛んでしまってバキバキになってしまったNexus5。 大きい画面でKindleも読みやすい！と言っていたけど、ガラスが割れてから使用率がぐっと下がっていました。',
    language: 'ja',
    text: 'Il Nexus 5 è volato via dal supporto della bici mentre giocavo a Ingress e il vetro si è frantumato tutto. Prima dicevo che con lo schermo grande anche Kindle si leggeva bene, ma da quando si è rotto il vetro non lo uso quasi più.',
    category: 'smartphone',
    cause:
      'Vetro/display rotto nella caduta; sostituito il gruppo display LCD con vetro e digitizer (ricambio da circa 40 dollari) seguendo la guida iFixit, lo schermo nuovo funziona e il touch risponde senza problemi.',
    keywords: ['display', 'vetro', 'rotto', 'digitizer', 'sostituito', 'schermo'],
  },
  {
    id: 'sp-2904',
    source:
      'https://github.com/sesamsys/sesamsys.github.io/blob/a7828a542c50fd3221345278b03303dc6869d5c2/_posts/2013-04-08-iphone-4s-battery-replacement.md',
    original:
      'Miután nekem is ki-kikapcsolgatott a telefon — főleg a téli futások után — és általában is erősen csökkent az akku élettartama,',
    language: 'hu',
    text: "Il mio iPhone 4S ogni tanto si spegne da solo, soprattutto dopo le corse d'inverno al freddo, e in generale la durata della batteria è calata parecchio.",
    category: 'smartphone',
    cause:
      "Batteria esaurita/degradata; sostituita la batteria con un kit iFixit, dopo la prima ricarica completa il telefono regge tutta la giornata con uso intenso (GPS, musica, social) e l'autore conferma che la sostituzione è valsa assolutamente la pena.",
    keywords: ['batteria', 'degradata', 'esaurita', 'sostituita', 'autonomia', 'spegnimenti'],
  },
  {
    id: 'sp-2905',
    source: 'https://www.mobileread.com/forums/showthread.php?goto=nextoldest&t=272483',
    original:
      "Hi guys. My Kobo Touch battery apparently died on me. I left it on charge for a few days but still nothing, just the green light (which disapeared when i unplugged the charger) . So i contacted Kobo (yes it's out of warrenty), who wanted £60 odd quid to replace it.",
    language: 'en',
    text: "Ciao a tutti. La batteria del mio Kobo Touch a quanto pare è morta. L'ho lasciato in carica per qualche giorno ma niente, solo la luce verde (che sparisce quando stacco il caricatore). Ho contattato Kobo (sì, è fuori garanzia) e volevano una sessantina di sterline per sostituirla.",
    category: 'smartphone',
    cause:
      'La batteria al litio era scarica a fondo e non accettava più la carica; staccando il connettore della batteria e dando un breve impulso con una pila da 9V, poi ricollegandola, il Kobo ha ripreso a caricarsi e la batteria è tornata a funzionare.',
    keywords: ['batteria', 'scarica', 'litio', 'connettore', 'impulso'],
  },
  {
    id: 'sp-2906',
    source: 'https://databasedevelop.com/article/13751178/Guide+Rescuing+N7000+Dead+Battery+Loop',
    original:
      'If you leave your galaxy Note turned off for a couple of months (it can happen if it is not you main horse any more) the battery goes below 0%. Subsequently if you try to plug it to the power line it gets stuck with the animation of the empty battery with the "loading circle" inside popping on the screen screen every few seconds (I called it dead battery loop but I don\'t know if this behavior has a proper name). The phone becomes quickly hot while the battery stays cold.',
    language: 'en',
    text: "Ho lasciato il mio Galaxy Note spento per un paio di mesi e la batteria è andata sotto lo 0%. Adesso se lo attacco alla corrente resta bloccato sull'animazione della batteria vuota con il cerchietto di caricamento che ricompare sullo schermo ogni pochi secondi. Il telefono si scalda in fretta mentre la batteria resta fredda.",
    category: 'smartphone',
    cause:
      "La batteria, scaricata sotto il minimo dopo mesi di inutilizzo, era entrata in protezione ('sonno profondo' del controller) e il telefono non riusciva a ricaricarla; dando per 10 secondi i 5V di un alimentatore USB direttamente ai poli della batteria, questa si è risvegliata e ha ripreso a caricarsi.",
    keywords: ['batteria', 'scarica', 'protezione', 'poli', 'litio'],
  },
  {
    id: 'sp-2907',
    source: 'https://sagekiyo.com/20210529-2',
    original:
      '通勤時いつもKindle PaperWhiteを私は愛用しています。\n… 充電しようとケーブルを挿すといつもならば画面にケーブルと電気のマークが出て充電表示されるのですが、「!」マークがでて1時間挿していていても画面表示が変わらずしかも充電できませんでした。\nそしてその画面のままケーブルを抜いても一切の操作ができなくなりました。\n電源ボタンを押したり、長押ししたりが反応ないのです。\n最初はケーブルが断線しているのかなと思いましたが、ケーブルを交換しても症状は変わらかったです。',
    language: 'ja',
    text: 'Uso sempre il mio Kindle PaperWhite quando vado al lavoro. … Quando attacco il cavo per caricarlo, di solito compare il simbolo del cavo con la saetta, invece adesso esce un punto esclamativo "!" e anche dopo un\'ora attaccato lo schermo non cambia e non si carica. E anche staccando il cavo resta su quella schermata e non si può fare niente: il tasto di accensione non risponde né premuto né tenuto premuto. All\'inizio pensavo fosse il cavo rotto, ma anche cambiandolo non è cambiato niente.',
    category: 'smartphone',
    cause:
      "Il lettore si era bloccato e non accettava la carica dall'alimentatore a muro; caricandolo per un po' dalla porta USB del PC e poi tenendo premuto a lungo il tasto di accensione per riavviarlo, è tornato a funzionare e in seguito si è caricato normalmente anche dall'alimentatore.",
    keywords: ['blocco', 'riavvio', 'forzato', 'carica', 'usb'],
  },
  {
    id: 'sp-2908',
    source: 'http://www.itocc.com/blog/asus-memo-pad-hd7_revive/',
    original:
      '愛用のAndroidタブレット「ASUS MeMO Pad HD7(ME173-X)」 の電源が突然入らなくなりました。\n調べてみるとこの現象はASUSタブレットの一部がもつ持病のようです。\n過放電つまり電池を全部使いきるとUSB端子にケーブルを挿しても充電されず、起動しなくなりやすいとか。\n\n電源ボタン長押しはもちろん、「音量ボタンの+を押しながら電源ボタン長押し」などもダメ。\n同ASUSが生産しているGoogle Nexus7も同様の症状がでやすいらしいのですが、その対処法を参考にしてもダメ。\nサポートに電話しても新品がもう一台買えそうな有償修理を案内されただけ。',
    language: 'ja',
    text: 'Il mio tablet Android "ASUS MeMO Pad HD7 (ME173-X)" all\'improvviso non si accende più. Cercando, sembra un difetto cronico di alcuni tablet ASUS: se la batteria si scarica del tutto, attaccando il cavo alla USB non si carica e non si avvia più. Ho provato a tenere premuto il tasto di accensione, anche "volume + e accensione insieme", niente. Anche il Nexus 7, fatto sempre da ASUS, pare abbia lo stesso problema, ma neanche i rimedi per quello hanno funzionato. L\'assistenza al telefono mi ha proposto solo una riparazione a pagamento che costa quasi quanto un tablet nuovo.',
    category: 'smartphone',
    cause:
      "Dopo la scarica completa il circuito di gestione della batteria era rimasto bloccato; aprendo la cover posteriore, staccando il connettore della batteria per una decina di secondi e ricollegandolo (reset totale dell'alimentazione) il tablet ha ripreso a caricarsi e a funzionare.",
    keywords: ['batteria', 'connettore', 'scarica', 'reset', 'scollegato'],
  },
  {
    id: 'sp-2909',
    source: 'https://kaketayo.net/memotan-return/',
    original:
      '2013年末に購入したものなのですが、2015年末ぐらいにはタッチパネルの挙動がおかしくなってしまいました。\n…\n挙動を測るためにタップした位置を表示するように設定したのですが、シングルタップがマルチタップになってしまっているのがわかりますね。\n\nこんな感じで、タッチ精度がおかしくなっていたり、たとえば画面上でタッチできない場所があったりなどなど使い物にならない状態になっていたんです。',
    language: 'ja',
    text: "Il mio tablet l'ho comprato a fine 2013, e verso fine 2015 il touch ha cominciato a comportarsi in modo strano. … Ho attivato la visualizzazione dei tocchi per capire cosa succede, e si vede che un tocco singolo diventa un multi-tocco. Insomma la precisione del touch è sballata, ci sono punti dello schermo che non rispondono, ed è diventato inutilizzabile.",
    category: 'smartphone',
    cause:
      'Il touch impazzito era dovuto a un falso contatto dei cavi interni; aprendo il tablet e semplicemente staccando e ricollegando i connettori dei cavi (flat), il touch è tornato a funzionare correttamente.',
    keywords: ['flat', 'connettore', 'touch', 'contatto', 'ricollegato'],
  },
  {
    id: 'sp-2910',
    source: 'http://www.ligamap.com/repair-8/',
    original:
      '昨年8月に修理から帰ってきたばかりのASUSの7インチタブレットMemoPad HD7 ME173の液晶で、誤タップや誤スワイプ等が多発するいわゆる「お化けタップ」現象が発生しています。\n…\n現在ME173に現れている主な症状は、\n\n  • 誤タップ多発\n  • スワイプが効かないことがある\n  • スワイプの開始地点をタップと誤認識していまうことあり\n  • 主に画面下部で症状多発',
    language: 'ja',
    text: 'Sul mio tablet ASUS da 7 pollici MemoPad HD7 ME173, appena tornato dalla riparazione lo scorso agosto, lo schermo fa un sacco di tocchi e swipe fantasma. … I sintomi principali sono: tocchi sbagliati in continuazione; a volte lo swipe non funziona; il punto di partenza dello swipe viene preso per un tocco; succede soprattutto nella parte bassa dello schermo.',
    category: 'smartphone',
    cause:
      'Falso contatto del cavo che collega il display/touch alla scheda; smontando il tablet, pulendo le connessioni e staccando e reinserendo il cavo, i tocchi fantasma sono spariti senza bisogno di riparazione.',
    keywords: ['cavo', 'connettore', 'contatto', 'touch', 'pulizia'],
  },
  {
    id: 'sp-2911',
    source: 'http://kitacchi.hatenablog.com/entry/2017/08/01/191834',
    original:
      '突然、愛用していたNexus5Xの電源が付かなくなりました。\n\n購入から約1年半ほど経っていました。\n…\n同じような症状の人が他にもいないかとネットで調べてみると、ブートループ(再起動ループ)という症状があることを知りました。\n\nそもそも電源が付くところまで行ったり行かなかったりというのが僕のNexus5Xの症状でしたが、Androidのバージョンは7.0までアップグレードしていたので、恐らくこのブートループ現象になってしまったんだと思います。',
    language: 'ja',
    text: "All'improvviso il mio amato Nexus5X non si accende più. L'avevo comprato circa un anno e mezzo fa. … Cercando online se altri avevano lo stesso problema, ho scoperto che esiste il cosiddetto bootloop (si riavvia in continuazione). Nel mio caso a volte arriva ad accendersi e a volte no, ma avevo aggiornato Android alla 7.0, quindi probabilmente è finito anche lui in questo bootloop.",
    category: 'smartphone',
    cause:
      'Il bootloop era dovuto alle saldature (BGA) del processore sulla scheda madre che non facevano più buon contatto; smontando il telefono e "cuocendo" la scheda in forno (rifusione delle saldature, come per le schede video) il Nexus 5X è tornato a funzionare.',
    keywords: ['saldature', 'processore', 'scheda', 'rifusione', 'forno'],
  },
  {
    id: 'sp-2912',
    source: 'https://nefastudio.net/2013/08/20/2597.html',
    original:
      '昨年からAndroidの腕時計端末WIMM Oneを愛用(残念ながらWIMMは製品化されず開発終了)しているが、… バッテリーが一日程度しか持たないため、毎晩クレードルに置いて充電するのだが、接触が悪くなってくると置いてぐりぐりやらないと充電が始まらない。',
    language: 'ja',
    text: "Dall'anno scorso uso lo smartwatch Android WIMM One (purtroppo non è mai diventato un prodotto commerciale e lo sviluppo è finito). … La batteria dura circa un giorno, quindi ogni sera lo metto sulla base di ricarica, ma quando il contatto peggiora devo appoggiarlo e muoverlo avanti e indietro, altrimenti la ricarica non parte.",
    category: 'smartphone',
    cause:
      "Sui contatti di ricarica sul retro dell'orologio si era formato verderame (ossidazione del rame, probabilmente per il sudore) che impediva un buon contatto; pulendo i contatti con un impasto di aceto e sale (1:1) con un pezzetto di fazzoletto e pinzette, e pulendo anche la base, il contatto è migliorato e la ricarica parte.",
    keywords: ['contatti', 'ossidazione', 'verderame', 'sudore', 'pulizia'],
  },
];
