import type { RealCase } from './types.ts';

/** Batch 6 of real smartphone reports (issue 24): gathered 2026-11-27, blind to the assistant. */
export const CASES: RealCase[] = [
  {
    id: 'sp-401',
    source: 'https://forum.mrmoneymustache.com/share-your-badassity/iphone-repaired!/msg587649/',
    original:
      'My iPhone 3 GS has been my faithful companion since the heady days of 2011 … Or at least it did until recently, when it began displaying the dreaded \u201cCharging Is Not Supported With This Accessory\u201d message despite the parentage of my Apple-branded charger being beyond reproach.\n\nI visited the Apple store and met with a Genuis there who … let me know there was no hope of ever resuscitating the phone for a cost the was less than buying a new iPhone 4 or 5 with a contract.',
    language: 'en',
    text: "Il mio iPhone 3GS è il mio fedele compagno dai bei tempi del 2011 … O almeno lo era fino a poco fa, quando ha cominciato a mostrare il temuto messaggio \u201cLa ricarica non è supportata con questo accessorio\u201d, anche se il caricatore è originale Apple e non c'è niente da dire.\n\nSono andato all'Apple Store e un Genius … mi ha detto che non c'era speranza di resuscitarlo spendendo meno di un iPhone 4 o 5 nuovo con contratto.",
    category: 'smartphone',
    cause:
      'Era guasto il connettore dock (porta di ricarica) del telefono: sostituito il connettore con un ricambio da pochi euro, l\u2019iPhone si ricarica di nuovo.',
    keywords: ['connettore', 'dock', 'porta', 'ricarica', 'sostituito'],
  },
  {
    id: 'sp-402',
    source:
      'https://nl.ifixit.com/Story/9155/The_Case_of_the_Broken_Dock_Connector_and_the_Sinister_Phone-Buying_Conspiracy',
    original:
      'I know a lot of people lie about why their phones break. … However, I charged my phone on a Monday night and then was unable to charge it on Tuesday afternoon. The phone, unable to feed itself the electricity it needed, slowly and pitiably wasted away.',
    language: 'en',
    text: "Lo so che un sacco di gente racconta balle su come ha rotto il telefono. … Però io il telefono l'ho caricato lunedì sera e martedì pomeriggio non riuscivo più a caricarlo. Il telefono, senza poter prendere la corrente che gli serviva, si è spento piano piano, da far pena.",
    category: 'smartphone',
    cause:
      'Si era rotto il connettore dock (porta di ricarica) dell\u2019iPhone: sostituito il connettore seguendo la guida, il telefono si ricarica di nuovo.',
    keywords: ['connettore', 'dock', 'porta', 'ricarica', 'rotto'],
  },
  {
    id: 'sp-403',
    source: 'https://deryeti.blogspot.com/2020/02/probleme-des-21-jahrhunderts-gelost.html',
    original:
      'Nach etwa einem Jahr fing es an, dass die Buchse Probleme machte - die Akku-Ladung funktionierte nicht mehr, bzw. die Schnellladung klappte nicht.\nNachdem ich mit der Einschränkung, nur noch langsam laden zu können, gelebt habe, wurde es nicht besser.\nIm Gegenteil - die Ladung wurde immer schwieriger. Manchmal wurde "laden" angezeigt - die Akkuspannung sank aber trotzdem weiter ab. Die Lösung hier war, das Handy auszuschalten und erst dann zu laden. Meistens klappte das noch ganz gut. Doch wehe, jemand berührte Handy oder Kabel - die Verbindung war sofort wieder unterbrochen.',
    language: 'de',
    text: 'Dopo circa un anno la presa ha cominciato a dare problemi: la ricarica non funzionava più, o meglio non andava la ricarica rapida.\nHo vissuto un po\' col limite di poter caricare solo lentamente, ma non è migliorato.\nAnzi, caricare diventava sempre più difficile. A volte diceva "in carica" ma la batteria continuava a scendere. L\'unico modo era spegnere il telefono e caricarlo da spento. Di solito così funzionava ancora abbastanza. Ma guai se qualcuno toccava il telefono o il cavo: la connessione saltava subito.',
    category: 'smartphone',
    cause:
      'La presa di ricarica micro-USB era piena di polvere e pelucchi compattati (dalla tasca dei pantaloni): tolti con un attrezzo fine sotto la lente, il telefono si ricarica di nuovo, anche in ricarica rapida.',
    keywords: ['presa', 'ricarica', 'pelucchi', 'polvere', 'connettore', 'sporca'],
  },
  {
    id: 'sp-404',
    source: 'https://richtersicht.de/tag/fehler',
    original:
      'Ich bin ja stolzer Besitzer eines iPhone SE. … So war ich einigermaßen betrübt darüber, dass sich das iPhone SE immer schlechter laden ließ. Auch neu angeschaffte Ladekabel vermochten nichts daran zu ändern. Der Ladestecker musste in eine ganz bestimmte Position gebracht werden, damit es noch funktionierte.',
    language: 'de',
    text: "Io sono un orgoglioso possessore di un iPhone SE. … Quindi ci sono rimasto abbastanza male quando l'iPhone SE ha cominciato a caricarsi sempre peggio. Anche i cavi nuovi che ho comprato non cambiavano niente. Dovevo mettere lo spinotto in una posizione precisa perché funzionasse ancora.",
    category: 'smartphone',
    cause:
      'Nella presa di ricarica Lightning si erano accumulati tanti pelucchi compattati che lo spinotto non entrava bene e faceva falso contatto: pulita con cautela con uno stuzzicadenti, si ricarica come il primo giorno.',
    keywords: ['presa', 'ricarica', 'pelucchi', 'lightning', 'falso', 'contatto'],
  },
  {
    id: 'sp-405',
    source: 'https://www.saebelzahnhamster.de/sashs-blog/2017/6/27/spdkyrbas2tmb9tcq0s3ngumyv47k3',
    original:
      "Es ist ein S5 von Samsung, hat also schon ein paar Tage auf dem Buckel … Vorletzte Woche hat das mit dem induktiven Laden plötzlich kaum noch funktioniert … Da ich eh so ein Handy-in-der-Station-Lasser bin, hab ich's nicht eingehender beäugt.\n\nUnd dann hat Ozie es in der Hand, um kurz was auf die Einkaufsliste zu schreiben und stellt fest, dass sich das Display biegt. Und sie hatte Recht. In der Mitte des Gerätes hatte sich die Verklebung gelöst und das Glas bog sich gute ein bis zwei Millimeter hinaus. Nanu.",
    language: 'de',
    text: "È un Samsung S5, quindi ha già qualche annetto … Due settimane fa la ricarica wireless all'improvviso non funzionava quasi più … Siccome io sono uno che lascia sempre il telefono sulla base, non ci ho guardato meglio.\n\nPoi Ozie lo prende in mano per scrivere al volo una cosa sulla lista della spesa e nota che lo schermo si piega. E aveva ragione. Al centro del telefono la colla si era staccata e il vetro sporgeva di un buon millimetro o due. Ma guarda.",
    category: 'smartphone',
    cause:
      'La batteria si era gonfiata e spingeva fuori lo schermo staccandone la colla: sostituita la batteria con una nuova, il telefono è tornato a posto e funziona.',
    keywords: ['batteria', 'gonfia', 'rigonfiata', 'schermo', 'sollevato', 'sostituita'],
  },
  {
    id: 'sp-406',
    source:
      'http://chapmanit.blogspot.com/2017/08/moto-g4-play-no-sound-after-drop.html?showComment=1507091658834',
    original:
      "I've have a Moto G4 Play for about two months and after a pocket-level drop onto pavement, the speaker-sound stopped working entirely. The microphone still worked, as did the audio port and (presumably) Bluetooth, but neither calls nor speakerphone/music produced any audio. … I was just about to start the RMA/Warranty service process (after looking through the recommended solutions on this lenovo thread and seeing the factory reset / cache clearing fail to resolve the issue for pretty much anyone)",
    language: 'en',
    text: "Ho un Moto G4 Play da circa due mesi e dopo una caduta dall'altezza della tasca sull'asfalto l'audio dell'altoparlante ha smesso del tutto di funzionare. Il microfono funzionava ancora, come anche l'uscita cuffie e (credo) il Bluetooth, ma né le chiamate né il vivavoce o la musica facevano uscire audio. … Stavo per avviare la pratica di garanzia (dopo aver guardato le soluzioni consigliate su quel thread Lenovo e visto che il ripristino di fabbrica / la pulizia della cache non risolvevano praticamente a nessuno)",
    category: 'smartphone',
    cause:
      "Con la caduta si era allentato il contatto (collegamento) dell'altoparlante: tolta la cover posteriore e premuto con forza attorno alla zona dell'altoparlante, il contatto è tornato e l'audio funziona di nuovo.",
    keywords: ['altoparlante', 'contatto', 'allentato', 'collegamento', 'caduta', 'speaker'],
  },
  {
    id: 'sp-407',
    source: 'https://suixyuu.hatenablog.com/entry/2023/01/06/212153',
    original:
      '今日、いつも通りスマホを充電しようとしたところ、充電ケーブルが奥まで差し込まれないことに気づく。\n\n焦る俺。このスマホも大分長いこと使ってきたからいい加減寿命か……。\n\nしかし、アカウントなどのパスワードや大事なデータはスマホに入っている。買い替えるにしても、まずはそのデータをコピーしなければ。\n\nそう思ったが、充電が0%だ。これはまずい。とりあえず、強引に充電ケーブルを端子口に押し込む。(真似しないでね)\n\n力技で強引に押し込んだところ、なんとか充電に成功した。',
    language: 'ja',
    text: "Oggi, come sempre, volevo mettere in carica il telefono e mi accorgo che il cavo di ricarica non entra fino in fondo.\n\nPanico. Questo telefono l'ho usato per un bel po', sarà arrivato a fine vita...\n\nPerò le password degli account e i dati importanti sono nel telefono. Anche se lo cambio, prima devo copiare quei dati.\n\nCosì pensavo, ma la batteria è allo 0%. Brutta storia. Intanto ho spinto il cavo a forza dentro la presa (non fatelo).\n\nSpingendolo con la forza, in qualche modo è riuscito a caricarsi.",
    category: 'smartphone',
    cause:
      'Nella presa di ricarica si era accumulata sporcizia (polvere, pelucchi) che impediva allo spinotto di entrare fino in fondo: pulita la presa con uno scovolino/filo interdentale, il telefono si ricarica normalmente.',
    keywords: ['presa', 'ricarica', 'polvere', 'pelucchi', 'sporcizia', 'spinotto'],
  },
  {
    id: 'sp-408',
    source: 'https://www.meganekumahige.com/pc/hurd/284/',
    original:
      'ある日、突然・・・何故か通話音声が相手に届かなくなりました。\n電波が悪いわけでもないのに何故かマイクが機能していないのです。 … 私のNexus5の通話音声が相手に聞こえない諸症状を簡単にまとめてみました。\nLINEやSkype、マイクアプリ、Ok Googleにも反応しないのでマイクの故障を疑いましたが、マイクに口を近づけて大声で話すとギリギリ聞こえるようで、スピーカーフォンにすればストレスなく聞こえるという症状でした。',
    language: 'ja',
    text: "Un giorno, all'improvviso... chissà perché la mia voce non arrivava più all'altra persona durante le chiamate.\nIl segnale non era scarso, eppure il microfono sembrava non funzionare. … Riassumo i sintomi del mio Nexus 5 per cui chi chiamavo non mi sentiva.\nNon reagiva nemmeno su LINE, Skype, app di registrazione e Ok Google, quindi sospettavo un guasto del microfono, ma se avvicinavo la bocca al microfono e parlavo forte si sentiva a malapena, e in vivavoce invece si sentiva benissimo.",
    category: 'smartphone',
    cause:
      'Il foro del microfono per le chiamate (diverso da quello del vivavoce) era intasato da sporco e unto accumulati: pulito il foro del microfono, chi chiama sente di nuovo la voce.',
    keywords: ['microfono', 'foro', 'intasato', 'sporco', 'pulito', 'ostruito'],
  },
  {
    id: 'sp-409',
    source: 'https://elektronikbasteln.pl7.de/tablet-pc-reparatur',
    original:
      'Bei einem Tablet-PC ( Denver TAD-97052 ) funktionierte die Akkuladung … nicht mehr. Eigentlich ein Fall für die Elektronikentsorgung.',
    language: 'de',
    text: 'Su un tablet (Denver TAD-97052) la ricarica della batteria non funzionava più. In pratica da buttare nei rifiuti elettronici.',
    category: 'smartphone',
    cause:
      'Nella presa di ricarica si era staccato il piedino centrale (saldatura ceduta), quindi le batterie non si caricavano più: aperto il tablet e risaldato il piedino della presa, si ricarica di nuovo.',
    keywords: ['presa', 'ricarica', 'piedino', 'saldatura', 'staccato', 'connettore'],
  },
  {
    id: 'sp-410',
    source: 'http://olemo.de/2014/06/19/einem-geschenkten-gaul-schaut-man-nicht-ins-maul/',
    original:
      'Ein kleines Tablet habe ich geschenkt bekommen. Juhu. … Also fix über Nacht an die Ladestation gehängt, Schalter gedrückt und es passiert: Nix.\nMeine Suchmaschine sagt, ich soll eine Taste 20 Sekunden gedrückt halten: Nix.\nMeine Suchmaschine sagt weiter, ich soll mehrere Tasten 40 Sekunden gedrückt halten: Nix.\nMeine Suchmaschine sagt auch, ich soll es an einen Rechner anschließen, ein paar Stunden warten und mehrere Tasten einen gewissen Zeitraum drücken: Nix.',
    language: 'de',
    text: "Mi hanno regalato un piccolo tablet. Evviva. … Allora l'ho subito messo in carica per tutta la notte, ho premuto il tasto e succede: niente.\nIl motore di ricerca dice di tenere premuto un tasto per 20 secondi: niente.\nPoi dice di tenere premuti più tasti per 40 secondi: niente.\nDice anche di collegarlo a un computer, aspettare qualche ora e premere più tasti per un certo tempo: niente.",
    category: 'smartphone',
    cause:
      'La batteria era morta (misurata col tester): tolta la cover posteriore, staccata la batteria e montata una nuova, il tablet si accende e funziona.',
    keywords: ['batteria', 'morta', 'esaurita', 'sostituita', 'nuova'],
  },
  {
    id: 'sp-411',
    source:
      'http://bkits.at/weblog/2013/03/05/google-nexus-7-tablet-ein-schaden-der-eigentlich-gar-keiner-ist',
    original:
      'Es ist lästig. Da hat man sich mit Händen und Füßen gegen den Pseudotrend Tablet bis zuletzt gewehrt, um sich dann doch eines zuzulegen – nämlich das besagte Google Nexus 7 – so ist die Enttäuschung umso größer, wenn selbiges schon nach kurzer Zeit den Dienst verweigert. Das sich zeigende Symptom ist recht einfach beschrieben: nichts geht mehr, nur noch die Hintergrundbeleuchtung, sonst tut sich nichts.',
    language: 'de',
    text: "È una seccatura. Uno resiste con le unghie e con i denti fino all'ultimo alla moda dei tablet, poi alla fine se ne compra uno, il Google Nexus 7 appunto, e la delusione è ancora più grande quando dopo poco tempo smette di funzionare. Il sintomo è semplice da descrivere: non va più niente, solo la retroilluminazione, per il resto non succede nulla.",
    category: 'smartphone',
    cause:
      'La batteria si muoveva nel suo alloggiamento e a forza di scossoni il connettore del cavo della batteria si era staccato dalla scheda: aperta la cover e ripremuto bene il connettore, il tablet funziona di nuovo.',
    keywords: ['connettore', 'batteria', 'cavo', 'staccato', 'allentato', 'scheda'],
  },
  {
    id: 'sp-412',
    source: 'https://miscellaneous.tokyo/blog/cable-deterioration/',
    original:
      '僕の持っているAndroidのスマホで、充電できないことがたびたび起こるようになりました。 … 平成最後年のある冬の朝、起きてみたら充電のメータが97%を示していて、100%まで達していませんでした。\n冬だから電池に元気が無いんだろうなと思い、あまり気にしませんでした。 … でも、そんな状態が2週間おきとなり、1週間おきとなり、だんだん発生間隔が短くなってきました。\n\n僕のスマホは、電源ケーブルを抜き差しするたびにバイブレーションが作動しますが、夜中にいきなりブルブルし始めることもありました。 … 令和の時代になり、一晩中充電用のUSBケーブルをつないでいても、充電メータが1%も',
    language: 'ja',
    text: "Ho uno smartphone Android che ha cominciato spesso a non caricarsi. … Una mattina d'inverno, l'ultimo anno di Heisei, mi sono svegliato e l'indicatore di carica segnava 97%, non era arrivato al 100%.\nHo pensato che d'inverno la batteria fosse un po' fiacca e non ci ho fatto molto caso. … Però la cosa è diventata ogni due settimane, poi ogni settimana, sempre più spesso.\n\nIl mio telefono vibra ogni volta che attacco o stacco il cavo di alimentazione, e a volte si metteva a vibrare all'improvviso in piena notte. … Arrivati all'era Reiwa, anche lasciando il cavo USB collegato tutta la notte, l'indicatore non saliva neanche dell'1%",
    category: 'smartphone',
    cause:
      'Era il cavo USB di ricarica che si era deteriorato (falso contatto interno): comprato e messo un cavo nuovo, il telefono si ricarica di nuovo normalmente.',
    keywords: ['cavo', 'usb', 'ricarica', 'deteriorato', 'rotto', 'sostituito'],
  },
  {
    id: 'sp-413',
    source: 'https://ameblo.jp/playwalker/entry-11251715883.html',
    original:
      '水没した、スマートフォン … 液晶画面の内側には、水滴が見えていました。\nカメラのレンズも曇ったままでした。',
    language: 'ja',
    text: "Lo smartphone caduto in acqua … Dentro lo schermo si vedevano goccioline d'acqua.\nAnche l'obiettivo della fotocamera restava appannato.",
    category: 'smartphone',
    cause:
      "Il telefono era finito in acqua e aveva acqua/umidità all'interno: spento subito, tolte batteria, SIM e SD, asciugato e lasciato per circa un giorno in una scatola con deumidificante, alla riaccensione funziona di nuovo.",
    keywords: ['acqua', 'umidità', 'asciugare', 'batteria', 'deumidificante', 'bagnato'],
  },
  {
    id: 'sp-414',
    source: 'http://www.funkyphenix.com/2012/07/des-poussieres-et-des-hommes/',
    original:
      'Mardi soir, 22h.\nLa nouvelle vient de tomber.\nProjeté accidentellement par un geste inopportun, mon téléphone est de nouveau par terre.\n\nMercredi matin, 10h. … Un casque audio branché sur mon teléphone,\nde la musique décalé plein les oreilles et…\nOh mon Dieu ! Le son est defectueux.\n\nMercredi après-midi, 14h.\nLe constat est cruel. Mon téléphone a un problème et je dois consulter….',
    language: 'fr',
    text: "Martedì sera, ore 22.\nLa notizia è appena arrivata.\nScaraventato per sbaglio da un gesto maldestro, il mio telefono è di nuovo per terra.\n\nMercoledì mattina, ore 10. … Cuffie collegate al telefono, musica strana a tutto volume nelle orecchie e…\nOh mio Dio! L'audio è difettoso.\n\nMercoledì pomeriggio, ore 14.\nLa diagnosi è crudele. Il mio telefono ha un problema e devo farlo vedere…",
    category: 'smartphone',
    cause:
      "Nella presa delle cuffie (jack audio) si erano accumulati batuffoli di polvere e pelucchi dal fondo della tasca dei jeans: tolti con uno spillo, l'audio in cuffia torna a posto.",
    keywords: ['jack', 'cuffie', 'presa', 'polvere', 'pelucchi', 'audio'],
  },
  {
    id: 'sp-415',
    source: 'https://munesada.com/2017/10/28/blog-11222',
    original:
      '現在メインで使っているのはiPhone6s。\nおよそ2年使ってきたからか、充電をしようとしても上手くいかないことが増えてきまして…。\n故障かな?修理かな?買い替えかな?なんて思っていたわけです。 … ここ数ヶ月、ずっとiPhoneの充電をする際に、接触が悪くて充電開始⇔充電ストップを繰り返したりしていたんですよ…。\n最初は、「ケーブルが悪いのかな?」と思い、新しいケーブルに変えたりしていたんですがそれでも改善せず…。',
    language: 'ja',
    text: 'Il telefono che uso ora è un iPhone 6s.\nForse perché lo uso da circa due anni, sempre più spesso quando provo a caricarlo non va bene….\nPensavo: sarà un guasto? da riparare? da cambiare? … Da qualche mese, quando metto in carica l\'iPhone, il contatto è cattivo e continua ad alternare carica avviata ⇔ carica interrotta….\nAll\'inizio ho pensato "sarà il cavo" e ho provato a cambiarlo con uno nuovo, ma non è migliorato niente….',
    category: 'smartphone',
    cause:
      "Nella presa Lightning dell'iPhone si era accumulata polvere (pelucchi della tasca dei pantaloni) che impediva il contatto: tirata fuori con uno stuzzicadenti, il telefono si ricarica di nuovo normalmente.",
    keywords: ['lightning', 'presa', 'polvere', 'pelucchi', 'stuzzicadenti', 'pulizia'],
  },
  {
    id: 'sp-416',
    source: 'https://v16.imablog.net/2014/08/troubleshooting_lesson_learned',
    original:
      "I was in the middle of playing some Ingress out on Folly Beach today when my Nexus 5 suddenly started acting crazy with random phantom touches on the screen. Things were moving, menus were activating and all kinds of weird things going on without me touching the screen at all. … I wiped off the screen to make sure it wasn't drops of water or sweat messing things up, but no luck. … After getting back home and going through some routine troubleshooting steps (power down, cold boot, a couple of hard resets …), I decided that perhaps some kind of hardware corruption had occurred.",
    language: 'en',
    text: "Oggi stavo giocando a Ingress sulla spiaggia quando il mio Nexus 5 all'improvviso è impazzito con tocchi fantasma casuali sullo schermo. Le cose si muovevano, si aprivano menu e succedevano cose strane di ogni genere senza che toccassi lo schermo. … Ho asciugato lo schermo per essere sicuro che non fossero gocce d'acqua o sudore, ma niente. … Tornato a casa ho fatto i soliti tentativi (spento, riavvio a freddo, un paio di hard reset …) e ho pensato che si fosse guastato qualcosa nell'hardware.",
    category: 'smartphone',
    cause:
      "Era la pellicola protettiva dello schermo: sotto si era infilato un po' di umidità (sudore delle dita); tolta la pellicola, il touch torna a rispondere normalmente senza tocchi fantasma.",
    keywords: ['pellicola', 'protettiva', 'umidità', 'touch', 'tocchi', 'schermo'],
  },
  {
    id: 'sp-417',
    source: 'https://droidforums.net/threads/touch-screen-ghosting-unresponsive-read-this.74691',
    original:
      'So - my phone has now suffered a second round of unresponsive touchscreen behavior: scrolling by itself, clicking on stuff at random and generally impossible to use.\nThe first time this happened, it got rained on at my moscow dacha. … And here i am with the same problem in the south of france - it was in a beach bag with a wet towel for half a day and went crazy again.',
    language: 'en',
    text: 'Il mio telefono ha avuto per la seconda volta il touchscreen che non risponde: scorre da solo, clicca cose a caso ed è praticamente inutilizzabile.\nLa prima volta era successo dopo che si era preso la pioggia in dacia. … E adesso ho lo stesso problema in vacanza al mare: è stato mezza giornata in una borsa da spiaggia con un asciugamano bagnato ed è impazzito di nuovo.',
    category: 'smartphone',
    cause:
      "Umidità condensata all'interno dello schermo (goccioline sotto il vetro, viste mettendolo in freezer): lasciato al sole, aperto e senza batteria, per un paio d'ore finché l'acqua è evaporata, il touch torna a funzionare.",
    keywords: ['umidità', 'condensa', 'touch', 'schermo', 'asciugare', 'bagnato'],
  },
  {
    id: 'sp-418',
    source: 'https://radioblog.eu/2013/07/03/kaufwarnung-original-htc-flip-case-fur-htc-one-unbrauchbar',
    original:
      'Ich bin von meinem HTC One wirklich begeistert. Allerdings gab es in den vergangenen Tagen immer wieder Gesprächspartner bei Telefonaten, die eine schlechte Sprachverständlichkeit beklagt hatten. Diesem Effekt bin ich nun auf den Grund gegangen.',
    language: 'de',
    text: 'Sono davvero entusiasta del mio HTC One. Però negli ultimi giorni, durante le telefonate, più di un interlocutore si è lamentato che mi si capiva male. Adesso ho voluto andare a fondo della cosa.',
    category: 'smartphone',
    cause:
      "Era la custodia a libro originale (flip case): il suo foro per il microfono è minuscolo e non combacia bene con quello del telefono, coprendo il microfono; senza custodia la voce arriva perfetta, e l'autore ha allargato il foro della custodia (ordinandone anche un'altra).",
    keywords: ['custodia', 'cover', 'microfono', 'foro', 'chiamate', 'voce'],
  },
];
