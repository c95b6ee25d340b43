import type { RealCase } from './types.ts';

/**
 * Batch 29 of real computer reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix, or whose device was not the writer's or their family's (a repair café's, a shop's), were
 * left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'pc-2901',
    source: 'https://github.com/skiselev/micro_8088/issues/14',
    original:
      'If i cold boot no post ,if i press reset board boots,how board manages reset on cold boot is capacitor 10uf?',
    language: 'en',
    text: "Se accendo a freddo non fa il POST, se premo reset la scheda parte. Come gestisce la scheda il reset all'accensione, è il condensatore da 10uF?",
    category: 'computer',
    cause:
      "Non era la scheda: l'alimentatore aveva due condensatori che perdevano; ricondensato l'alimentatore (sostituiti i condensatori), il computer parte regolarmente anche a freddo.",
    keywords: ['alimentatore', 'condensatori', 'perdita', 'sostituiti', 'avvio'],
  },
  {
    id: 'pc-2902',
    source: 'https://github.com/vekkt0r/novatools/issues/2',
    original:
      "A while ago, I bought a broken NovaTouch from a friend. It wasn't being detected through USB and the MSP430 was getting really hot.",
    language: 'en',
    text: 'Tempo fa ho comprato da un amico una tastiera NovaTouch rotta. Non veniva rilevata via USB e il chip MSP430 scaldava tantissimo.',
    category: 'computer',
    cause:
      'Il microcontrollore MSP430 era guasto: sostituito con uno nuovo (aria calda e pasta saldante), ricaricato il firmware originale e risaldate alcune connessioni al chip e al controller Topre; la tastiera funziona di nuovo.',
    keywords: ['microcontrollore', 'chip', 'surriscaldato', 'sostituito', 'saldature', 'firmware'],
  },
  {
    id: 'pc-2903',
    source: 'https://github.com/raspberrypi/linux/issues/4130',
    original:
      'I can chip in on this that my adapter was incredibly flaky, dropped out with terrible `uas` errors after a few hours (or minutes), `Transfer event for unknown stream ring slot 2 ep 3` and others.',
    language: 'en',
    text: 'Anche il mio adattatore NVMe-USB (chip Realtek RTL9210) era instabilissimo: dopo qualche ora (o qualche minuto) si scollegava con errori `uas` terribili, tipo `Transfer event for unknown stream ring slot 2 ep 3` e altri.',
    category: 'computer',
    cause:
      "Il firmware del bridge NVMe-USB RTL9210 del box esterno era vecchio (1.23); aggiornato alla versione 1.33, che corregge l'instabilità del collegamento USB con alcuni SSD, tutti i problemi sono spariti.",
    keywords: ['firmware', 'adattatore', 'bridge', 'aggiornamento', 'ssd', 'usb'],
  },
  {
    id: 'pc-2904',
    source:
      'https://github.com/honzajavorek/honzajavorek.cz/blob/c2f1445a791f4566274e8aaee096877f2784225b/content/2014-06-14_cisteni-prehrivaneho-notebooku.md',
    original:
      'Přehřívání je ovšem větší problém. Zhoršovalo se to časem - jestli jsem se ze začátku bál překódovávat videa, aby mi zničeho nic počítač "nezhasl", tak ke konci už jsem měl strach pomalu spustit Firefox. Pokud bylo venku horko, bylo to zabité úplně. Pomáhalo trochu podložit noťas zezadu Kindlem (v obalu!), ale i tak, nic moc.',
    language: 'cs',
    text: "Il mio portatile HP EliteBook 8440p si surriscalda, ed è peggiorato col tempo: all'inizio avevo paura a ricodificare video perché il computer non mi si spegnesse all'improvviso, alla fine avevo paura quasi ad aprire Firefox. Se fuori faceva caldo era proprio finita. Aiutava un po' sollevare il portatile da dietro appoggiandolo sul Kindle (nella custodia!), ma comunque poca roba.",
    category: 'computer',
    cause:
      'Sistema di raffreddamento intasato di polvere e pasta termica vecchia: la pulizia superficiale fatta in casa ha aiutato poco; dopo una pulizia completa in assistenza con sostituzione della pasta termica il portatile non si è più surriscaldato ed è molto più silenzioso.',
    keywords: ['polvere', 'ventola', 'pasta', 'termica', 'surriscaldamento', 'pulizia'],
  },
  {
    id: 'pc-2905',
    source: 'http://www.moorlandit.net/index.php/2008/08/random-crashing-32/',
    original:
      'I’ve seen quite a few PCs lately which would freeze, crash, reboot or just be generally weird at random. I repaired Windows on the first one, checked the hard disk, then formatted it and re-installed Windows again but still had random weirdness. There was no pattern to its behaviour, I swapped its RAM, tried a different network card, different video card but still no good. I tried another power supply',
    language: 'en',
    text: "Ultimamente ho visto parecchi PC che si bloccano, crashano, si riavviano o fanno cose strane a caso. Sul primo ho riparato Windows, ho controllato il disco, poi l'ho formattato e ho reinstallato Windows, ma continuava a fare stranezze a caso. Non c'era uno schema nel suo comportamento: ho cambiato la RAM, provato un'altra scheda di rete, un'altra scheda video, ma niente. Ho provato un altro alimentatore",
    category: 'computer',
    cause:
      'Alcuni condensatori elettrolitici intorno al processore sulla scheda madre erano gonfi e avevano perso elettrolita (residuo marrone); sostituendo la scheda madre il problema è sparito del tutto.',
    keywords: ['condensatori', 'gonfi', 'elettrolita', 'scheda', 'madre', 'sostituita'],
  },
  {
    id: 'pc-2906',
    source: 'https://forum.thinkpads.com/viewtopic.php?f=29&t=90334&view=print',
    original:
      'My keyboard key "T" was not responding as well as the other keys, and I needed to apply centered perpendicular force in order to make it respond.\nMy initial thought was "the keyboard is filthy", so I removed all the keys and cleaned the keyboard surface to my best know how. However, this did not solve anything, except from making the keyboard looking fresh and clean.',
    language: 'en',
    text: 'Il tasto "T" della mia tastiera non risponde come gli altri: devo premerlo bello centrato e dritto perché funzioni. All\'inizio ho pensato che la tastiera fosse sporca, quindi ho tolto tutti i tasti e l\'ho pulita come meglio potevo. Però non è servito a niente, se non a farla sembrare nuova e pulita.',
    category: 'computer',
    cause:
      'La cupoletta in gomma sotto il tasto aveva perso tensione e non chiudeva bene il contatto; mettendo un quadratino di carta piegata tra il tasto e la cupoletta per aumentare la pressione il tasto è tornato a funzionare bene.',
    keywords: ['cupoletta', 'gomma', 'contatto', 'tensione', 'tasto', 'spessore'],
  },
  {
    id: 'pc-2907',
    source: 'http://spleen-me.com/blog/?m=201409',
    original:
      'I have an Asus RT-N16 router and after years of perfect service encountered intermittent operation; the unit would operate for hours at a time and then turn off randomly.  It would turn itself back on after some time, perhaps 20 minutes.  This behavior continued to deteriorate until it would only stay on for perhaps 10 seconds. It felt like an overheating problem, but I was incorrect.',
    language: 'en',
    text: "Ho un router Asus RT-N16 e dopo anni di servizio perfetto ha cominciato a funzionare a intermittenza: restava acceso per ore e poi si spegneva a caso. Dopo un po', forse 20 minuti, si riaccendeva da solo. La cosa è peggiorata fino a quando restava acceso forse 10 secondi. Sembrava un problema di surriscaldamento.",
    category: 'computer',
    cause:
      "Un condensatore elettrolitico sulla linea di alimentazione del router era degradato (ESR alta) anche se all'aspetto sembrava integro; sostituito con un condensatore più grande, il router funziona perfettamente da settimane.",
    keywords: ['condensatore', 'elettrolitico', 'esr', 'alimentazione', 'sostituito'],
  },
  {
    id: 'pc-2908',
    source: 'http://nosaku.net/archives/356',
    original:
      'ノートPCが全く起動しなくなりました。\nACアダプタを繋いでもコネクタの破損で全く通電しないのです。',
    language: 'ja',
    text: "Il mio portatile non si avvia più per niente. Anche se attacco l'alimentatore, con il connettore rotto non arriva proprio corrente.",
    category: 'computer',
    cause:
      "Il connettore di alimentazione (DC jack) aveva la plastica crepata e, per il falso contatto, si era scaldato fino a sciogliere le saldature staccandosi dalla scheda; non riuscendo a ripararlo, l'autore ha saldato il cavo dell'alimentatore direttamente sulla scheda madre e il portatile è tornato a funzionare.",
    keywords: ['connettore', 'alimentazione', 'saldature', 'crepato', 'contatto', 'scheda'],
  },
  {
    id: 'pc-2909',
    source: 'http://susumuja.exblog.jp/14649841/',
    original:
      'またまたプリンタがトラブル。カタカタカタとかなり大きな音がして5C00とかのサービスエラーがでる。',
    language: 'ja',
    text: 'Di nuovo problemi con la stampante: fa un tac-tac-tac bello forte e poi esce un errore di assistenza tipo 5C00.',
    category: 'computer',
    cause:
      "Una parte che doveva chiudersi non si chiudeva più per l'inchiostro seccato e la polvere accumulati, così gli ingranaggi di plastica slittavano quando la testina si muoveva; pulendo le parti di scorrimento il rumore è sparito e la stampante è tornata a funzionare.",
    keywords: ['inchiostro', 'incrostato', 'ingranaggi', 'slittamento', 'pulizia', 'polvere'],
  },
  {
    id: 'pc-2910',
    source: 'https://xn--n8j7ag2ps46v.com/?p=1856',
    original:
      '某E社製プリンターが突如壊れた(印刷できなくなったから壊れたと表現)\n「廃インク吸収パッドの吸収量が限界に達した」というもの\n「電源入れ直しゃいいんでしょ!」とか「プリンターリセット!!」とか思いきや、何れも解除できない\nFAX搭載機種なのだが、FAX受信もできないし、もちろんコピー、スキャナー、印刷機能も動かない',
    language: 'ja',
    text: "La mia stampante (una multifunzione di una certa marca E) si è rotta all'improvviso, nel senso che non stampa più. Dice che \"il tampone che assorbe l'inchiostro di scarto ha raggiunto il limite\". Pensavo bastasse spegnerla e riaccenderla o fare un reset, ma niente, l'errore non va via. Ha anche il fax, ma non riceve i fax e ovviamente non funzionano né fotocopie, né scanner, né stampa.",
    category: 'computer',
    cause:
      "Il tampone assorbente dell'inchiostro di scarto era saturo e il contatore interno bloccava la macchina; trovato ed estratto il tampone e azzerato il contatore con un apposito software (a licenza), tutte le funzioni sono tornate in circa un'ora.",
    keywords: ['tampone', 'inchiostro', 'scarto', 'saturo', 'contatore', 'azzeramento'],
  },
  {
    id: 'pc-2911',
    source: 'https://sabai2ndlife.com/blog-entry-882.html',
    original:
      'この改造ブラザー製プリンターに問題発生。\n「黄色のインクがないからインクカートリッジを交換しろ」とのメッセージ。\n高いインクカートリッジを交換しなくても良いように改造したプリンターで、このエラーメッセージはおかしい。\nもちろんインクはたっぶりある。\nインクカートリッジを何度入れなおしても、「黄色のインクがないから交換しろ」とのメッセージは消えない。\n裏ワザで、インク使用量カウンターをゼロにリセットしても消えない。',
    language: 'ja',
    text: "Problema con la mia stampante Brother modificata: esce il messaggio \"manca l'inchiostro giallo, sostituire la cartuccia\". L'ho modificata proprio per non dover comprare le cartucce care, quindi è strano. L'inchiostro c'è, eccome. Ho rimesso la cartuccia tante volte ma il messaggio non sparisce. Ho anche azzerato il contatore dell'inchiostro con il trucchetto, ma niente.",
    category: 'computer',
    cause:
      'Il pezzetto di plastica (incollato col silicone) che serve a far credere al sensore ottico che lo sportello delle cartucce sia chiuso si era spostato; staccandolo e rimettendolo davanti al sensore la stampante è tornata subito a stampare.',
    keywords: ['sensore', 'ottico', 'sportello', 'plastica', 'spostato'],
  },
  {
    id: 'pc-2912',
    source: 'http://denoloves.com/diary/2332/',
    original:
      '症状は、あるインクが認識できなくなり、インクを取り換えようとインクタンクを開けると、インクタンクが横にスライドして中央にくるはずが、「ガガガッ」というけたたましい音と共に途中で止まってしまい、インクを取り換えることができないというもの。',
    language: 'ja',
    text: 'Il problema è che una delle cartucce non viene più riconosciuta, e quando apro per cambiarla il carrello delle cartucce, che dovrebbe scorrere di lato fino al centro, si ferma a metà strada con un "gagaga" fortissimo, e così non riesco a cambiare la cartuccia.',
    category: 'computer',
    cause:
      "Il carrello delle cartucce era impuntato e si bloccava a metà corsa; muovendolo a mano con decisione avanti e indietro si è sbloccato, l'errore è sparito e le cartucce sono state di nuovo riconosciute.",
    keywords: ['carrello', 'cartucce', 'bloccato', 'impuntato', 'scorrimento'],
  },
  {
    id: 'pc-2913',
    source: 'https://blog.goo.ne.jp./nagomi1s/d/20171030',
    original:
      '昨日も本日も、スマホやPCのインターネットがよく切れて困っていましたので、てっきりwindowsやAndroid、Linux、iosなどのOSに問題があるのではないかと考えて、設定の部分でWIFIを確実に受信しているのかどうかを頻繁に確認しました。ところが、そこは全く異常がないにもかかわらず接続障害が起こっていましたから、集合住宅では電波が多く行き交って干渉しあっているので仕方がないのか?と諦めかけていました。',
    language: 'ja',
    text: "Ieri e oggi la connessione internet sul telefono e sul PC cade spesso. Pensavo fosse un problema del sistema operativo (Windows, Android, Linux, iOS), quindi ho controllato più volte nelle impostazioni che il WiFi fosse ricevuto bene. Lì però non c'è nessuna anomalia, eppure la connessione continua a saltare, e stavo quasi rinunciando pensando che in un condominio, con tante reti che si disturbano a vicenda, non ci sia niente da fare.",
    category: 'computer',
    cause:
      "Il router dietro la TV era rovesciato e pieno di polvere, con il cavo di rete e lo spinotto dell'alimentatore mezzi sfilati; dopo aver aspirato la polvere e reinserito bene tutti i cavi e la spina dell'alimentatore, la connessione è tornata stabile.",
    keywords: ['router', 'cavo', 'spinotto', 'alimentatore', 'polvere', 'sfilato'],
  },
  {
    id: 'pc-2914',
    source: 'http://blog.nonbe.com/archives/130',
    original:
      '午後、携帯に奥様の電話の跡があり、何かあったかなとかけ直してみると、パソコンが使えない、インターネットが死んでるとの話。\n電話越に復旧を試みるも要領を得ず、こちらも原因がわからない。とはいえ、状況を見るにどうも簡単に収まらないトラブルと思えた。\n\nんで早めに帰宅、調べてみると、電源を入れても全部のLEDが赤になったままフリーズするなど、明らかにルーターの様子がおかしい。\n\n引っ越す直前に購入したもので、もう5年弱は使っているはず。',
    language: 'ja',
    text: "Nel pomeriggio mia moglie mi ha chiamato: il PC non si può usare, internet è morto. Ho provato a sistemare al telefono ma niente, non capivo la causa, e sembrava una cosa non semplice. Tornato a casa prima ho controllato: anche dopo averlo riacceso, il router resta bloccato con tutti i LED rossi, chiaramente c'è qualcosa che non va. L'avevo comprato poco prima di traslocare, avrà quasi 5 anni.",
    category: 'computer',
    cause:
      "Il router non era guasto: era l'alimentatore esterno (5V 2A) a non funzionare più bene; collegando al vecchio router l'alimentatore del router nuovo appena comprato, è ripartito subito con tutte le impostazioni, e sostituito l'alimentatore tutto è tornato come prima.",
    keywords: ['alimentatore', 'esterno', 'adattatore', 'tensione', 'sostituito'],
  },
  {
    id: 'pc-2915',
    source: 'https://kz-gadgets.com/?p=5594',
    original:
      'PCにつないであるUSBハブが不調である。例えば、そのUSBハブにつながっている外付けHDDが、PCから認識されないことがある。\nこのUSBハブごとPCからいったん抜き差しすると直るが、PCの電源を切ってから再び起動すると、また同じ症状が起きる。\nなお、外付けHDD以外でそのUSBハブに普段ささっているのは、ハンディ扇風機とネームランド製品である。',
    language: 'ja',
    text: "L'hub USB collegato al PC fa i capricci: per esempio il disco esterno attaccato all'hub a volte non viene riconosciuto dal PC. Se stacco e riattacco tutto l'hub si sistema, ma quando spengo e riaccendo il PC il problema si ripresenta. Oltre al disco esterno, all'hub di solito sono attaccati un ventilatore portatile e un'etichettatrice.",
    category: 'computer',
    cause:
      "Il ventilatore portatile ricaricabile via USB, lasciato collegato all'hub, rimandava corrente all'indietro sulla porta USB (misurata con un tester USB); staccando il ventilatore dall'hub il disco esterno è tornato a essere riconosciuto sempre.",
    keywords: ['corrente', 'ritorno', 'usb', 'ventilatore', 'hub'],
  },
  {
    id: 'pc-2916',
    source: 'http://audiosharing.com/blog/?p=33263',
    original:
      'Nighthawk Pro Gaming SX10に必要なACアダプターは、12V、2.5Aの容量である。\n…\n一応ACアダプターに貼ってある仕様をみると、条件は満たしている。\nなので使ってみた。\nけれどNighthawk Pro Gaming SX10のインジケーターが何も点かない。\nNighthawk Pro Gaming SX10には電源スイッチはない。',
    language: 'ja',
    text: "Lo switch di rete Nighthawk Pro Gaming SX10 richiede un alimentatore da 12V 2,5A. … Secondo l'etichetta, l'alimentatore in dotazione rispetta i requisiti, quindi l'ho usato. Però sul Nighthawk Pro Gaming SX10 non si accende nessuna spia. E il Nighthawk Pro Gaming SX10 non ha un interruttore di accensione.",
    category: 'computer',
    cause:
      "L'alimentatore in dotazione, piccolo e leggero, era guasto fin dall'inizio; sostituendolo con un alimentatore da 12V 5A lo switch si è acceso e ha funzionato subito.",
    keywords: ['alimentatore', 'guasto', 'adattatore', 'tensione', 'sostituito'],
  },
  {
    id: 'pc-2917',
    source: 'https://edit-anything.com/blog/bios-battery-change.html',
    original:
      'サブ機(Core i7-2600K)を載せているASUS P8H67-M EVO REV3.0のBIOS画面を開いたら表示されている時間がズレ、言語を変更できない、設定を保存してもリセットされる等の不具合があった',
    language: 'ja',
    text: "Sul PC secondario (Core i7-2600K) con scheda madre ASUS P8H67-M EVO REV3.0, aprendo il BIOS l'ora visualizzata è sbagliata, non riesco a cambiare la lingua e anche se salvo le impostazioni vengono resettate.",
    category: 'computer',
    cause:
      'La batteria a bottone CR2032 della scheda madre (tampone del CMOS/BIOS), vecchia di circa 7 anni e anche leggermente gonfia, era esaurita; sostituita la pila, il problema delle impostazioni che si resettavano è sparito.',
    keywords: ['batteria', 'tampone', 'cmos', 'bottone', 'esaurita', 'scheda'],
  },
  {
    id: 'pc-2918',
    source: 'http://marcouk76.blogspot.com/2009/01',
    original:
      'Provo a riaccendere il computer ma l’unico messaggio che ottengo e` “Operative system not found”.\nChiamo appunto questo amico ma dopo parecchi tentativi la sua prognosi e` D.O.A. (Death On Arrival)',
    language: 'it',
    text: 'Provo a riaccendere il computer ma l’unico messaggio che ottengo e` “Operative system not found”.\nChiamo appunto questo amico ma dopo parecchi tentativi la sua prognosi e` D.O.A. (Death On Arrival)',
    category: 'computer',
    cause:
      "Il disco rigido del portatile (un vecchio VAIO) era guasto; un riparatore lo ha sostituito in un quarto d'ora e il portatile è tornato a funzionare.",
    keywords: ['disco', 'rigido', 'guasto', 'sostituito', 'hard'],
  },
  {
    id: 'pc-2919',
    source: 'https://y05k.hatenadiary.org/entry/20070522/p4',
    original:
      '手首と指のスナップをきかせて液晶モニタの背面右上をすぱんと叩く、というツッコミを入れないと点灯しないという昭和な状態にマイ液晶モニタが陥ってからはや数ヶ月。徐々に状態は悪化し、昨日ついに「どつく」>「点く」>「5秒で消える」>「どつきまわす」という無限ループになった',
    language: 'ja',
    text: 'Sono ormai mesi che il mio monitor LCD è in uno stato "anni \'60": non si accende se non gli do una bella botta con il polso sull\'angolo in alto a destra del retro. La situazione è peggiorata piano piano e ieri è diventato un loop infinito: botta > si accende > dopo 5 secondi si spegne > altre botte.',
    category: 'computer',
    cause:
      'Era un falso contatto in uno dei connettori interni (le piccole prese a pettine tra le schede); aprendo il monitor, staccando tutti i connettori, soffiandoci dentro e reinserendoli, il monitor si è acceso normalmente.',
    keywords: ['connettori', 'contatto', 'falso', 'reinseriti', 'scheda'],
  },
];
