import type { RealCase } from './types.ts';

/** Batch 7 of real smartphone reports (issue 24): gathered 2026-11-27, blind to the assistant. */
export const CASES: RealCase[] = [
  {
    id: 'sp-501',
    source:
      'https://iphonerepair-namba.com/report/iphone%E3%81%AE%E3%82%BF%E3%83%83%E3%83%81%E6%93%8D%E4%BD%9C%E3%81%8C%E5%A4%89%E3%81%A0%E3%81%A8%E3%82%AB%E3%83%90%E3%83%BC%E3%82%92%E5%A4%96%E3%81%97%E3%81%A6%E3%81%BF%E3%82%8B%E3%81%A8iphon',
    original:
      'サブ機として使っていたiPhone6に触れてもタッチ操作が何だか妙な感じ…反応がないわけではないのですが、画面の左半分の反応が鈍いような…とカバーを外してみると iPhoneのフレームと画面パネルの間に隙間が…拡大してみると 2~3ミリは空いています。',
    language: 'ja',
    text: "L'iPhone 6 che usavo come telefono di riserva, quando lo tocchi, ha un touch un po' strano… non è che non risponda, ma la metà sinistra dello schermo sembra reagire male… e togliendo la cover c'è uno spazio tra il telaio dell'iPhone e il pannello dello schermo… ingrandendo si vede che sono 2-3 millimetri.",
    category: 'smartphone',
    cause:
      "La batteria si era gonfiata e spingeva da dentro il retro dello schermo, sollevandolo dal telaio e disturbando il touch; aperto l'iPhone la batteria era gonfissima e il negozio l'ha sostituita con una nuova.",
    keywords: ['batteria', 'gonfia', 'rigonfiamento', 'sostituita'],
  },
  {
    id: 'sp-502',
    source: 'https://smapple-shibuya.com/archives/20589',
    original:
      '今回ご相談いただいたiPadも業務用端末で、充電ができなくなってしまった症状でのご相談でした。 (…) ご依頼いただいたiPadはiPad第7世代(通称:iPad7)',
    language: 'ja',
    text: "Anche l'iPad per cui ci hanno chiesto aiuto stavolta era un dispositivo da lavoro, e il problema era che non si caricava più. (…) L'iPad era un iPad di settima generazione (iPad 7)",
    category: 'smartphone',
    cause:
      'Dentro la porta di ricarica era rimasta incastrata la punta metallica di un cavo Lightning spezzato (il telaietto metallico in punta al connettore); il negozio ha estratto il pezzo di cavo rimasto nella porta.',
    keywords: ['cavo', 'punta', 'incastrata', 'porta', 'connettore'],
  },
  {
    id: 'sp-503',
    source: 'https://iphonerepair-itami.com/report/6849.html',
    original:
      '充電出来ない!電池も尽きて使用不可になったiPad Airのドック交換修理! (…) このiPadは家族でご来店してくださった!小学生の娘ちゃんが2人いて、主に動画見たりネット使ったりアプリで遊ぶ感じに使っているらしい! (…) 修理をする為にバッテリー交換から試してみるけれど案の定バッテリー交換では改善がなかった!',
    language: 'ja',
    text: "Non si carica! Un iPad Air con la batteria ormai a zero e inutilizzabile (…) Questo iPad ce l'ha portato una famiglia! Ci sono due bambine delle elementari, e pare che lo usino soprattutto per guardare video, navigare e giocare con le app! (…) Per ripararlo proviamo prima a cambiare la batteria, ma come previsto col cambio della batteria non migliora niente!",
    category: 'smartphone',
    cause:
      "Nella porta di ricarica (connettore dock) i pin dorati che portano la corrente erano deformati; non potendoli raddrizzare, il negozio ha sostituito l'intero connettore dock.",
    keywords: ['connettore', 'dock', 'pin', 'deformati', 'sostituito'],
  },
  {
    id: 'sp-504',
    source: 'https://iphone-support-osaka.com/report/report-17580',
    original:
      'お使いの機種はiPhoneXRです。「iPhoneの充電ができなくなった」と修理のご依頼を頂きました。お話を詳しく伺うと「充電ケーブルを挿そうとしても奥まで入らない」との事。 (…) 現に今回ご来店されたお客様もお仕事時は作業着でiPhoneは作業着の胸ポケットに入れているとのことでした。',
    language: 'ja',
    text: 'Il modello è un iPhone XR. Mi hanno chiesto di ripararlo dicendo "l\'iPhone non si carica più". Chiedendo meglio, "il cavo di ricarica non entra fino in fondo quando provo a infilarlo". (…) In effetti anche il cliente che è venuto stavolta al lavoro porta la tuta da lavoro e tiene l\'iPhone nel taschino della tuta.',
    category: 'smartphone',
    cause:
      "Nella porta di ricarica c'era polvere della tasca della tuta da lavoro, pressata dal cavo a ogni inserimento fino a formare un blocco che impediva al connettore di entrare fino in fondo.",
    keywords: ['polvere', 'pelucchi', 'porta', 'compressa', 'sporcizia'],
  },
  {
    id: 'sp-505',
    source: 'http://nothing.golddave.com/2016/02/02/toothpicks-and-mobile-phone-maintenance/',
    original:
      'Flash forward to the other day when I was having problems with my earbuds on the same phone. Sometimes the inline remote would work. Other times not. Likewise the audio and microphone. Needless to say if the remote, audio and mic are not working then the earbuds are worthless. (…) this pair was still working on other devices',
    language: 'en',
    text: "Arriviamo all'altro giorno, quando avevo problemi con gli auricolari sullo stesso telefono. A volte il telecomando sul filo funzionava, altre volte no. Lo stesso per l'audio e il microfono. Inutile dire che se telecomando, audio e microfono non vanno, gli auricolari non servono a niente. (…) questo paio funzionava ancora su altri dispositivi",
    category: 'smartphone',
    cause:
      "Nel jack delle cuffie del telefono c'era un batuffolo di pelucchi (lanugine della tasca); tolto con uno stuzzicadenti, gli auricolari funzionano di nuovo.",
    keywords: ['jack', 'cuffie', 'pelucchi', 'lanugine', 'stuzzicadenti'],
  },
  {
    id: 'sp-506',
    source: 'https://dcddcc.com/blog/2017-03-17-google-nexus-5-power-switch-replacement.html',
    original:
      'Over the past few months, the power switch on my Nexus 5 started acting up. At first, when I pressed the power button, the phone would occasionally interpret the press as a double tap or long hold, causing the display to turn back off or show the power off dialog. Over time, this became worse, and the phone started to boot loop, randomly turning itself on and off repeatedly.',
    language: 'en',
    text: "Negli ultimi mesi il tasto di accensione del mio Nexus 5 ha cominciato a fare i capricci. All'inizio, quando premevo il tasto, ogni tanto il telefono lo interpretava come un doppio tocco o una pressione lunga, e lo schermo si rispegneva o compariva il menu di spegnimento. Col tempo è peggiorato e il telefono è andato in bootloop, accendendosi e spegnendosi da solo di continuo.",
    category: 'smartphone',
    cause:
      "Il microinterruttore del tasto di accensione era arrivato a fine vita; l'autore lo ha dissaldato dalla scheda madre e ha saldato un interruttore nuovo identico (Citizen LS12T2-T).",
    keywords: ['interruttore', 'accensione', 'tasto', 'dissaldato', 'sostituito'],
  },
  {
    id: 'sp-507',
    source: 'https://majzel.blogspot.com/2015/09/nexus-5-is-alive.html',
    original:
      "My beloved Nexus 5 smartphone has recently been rendered useless because the charging has gone from bad to worse. (…) Sometime later I switched over to wired charging since wireless become erratic. But, over time the wired charging started to falter in terms of mA charging current (…) Even with a special Power only USB charge cable I can only manage 120 mA charge.  I've seen it as low as 8 mA, on a discharged battery.",
    language: 'en',
    text: "Il mio amato Nexus 5 da poco è diventato inutilizzabile perché la ricarica è andata di male in peggio. (…) Qualche tempo dopo sono passato alla ricarica col cavo perché quella wireless era diventata instabile. Ma col tempo anche la ricarica col cavo ha cominciato a calare come corrente in mA (…) Anche con un cavo USB speciale solo alimentazione arrivo appena a 120 mA di carica. L'ho visto scendere anche a 8 mA, con la batteria scarica.",
    category: 'smartphone',
    cause:
      "Era difettoso il connettore di ricarica: l'autore ha sostituito il flat del connettore di ricarica (charging port flex cable) comprato su eBay e il Nexus 5 è tornato a caricare.",
    keywords: ['connettore', 'ricarica', 'flat', 'porta', 'sostituito'],
  },
  {
    id: 'sp-508',
    source: 'https://thexme.de/?p=2348',
    original:
      'Am vergangenen Abend begann es damit, dass mein Nexus 5 erst sporadisch und dann immer häufiger nur noch einen bunten und statischen Pixelteppich anzeigte. Ein Softwarebug ließ sich schnell ausschließen, sodass nach der ersten Google Recherche leider nur der Schluss übrig blieb, dass es sich um einen Hardwaredefekt handeln muss. (…) Im ersten Versuch habe ich lediglich den LCD- und Boardkonnektor nochmal festgedrückt, was sich aber als nicht ausreichend darstellte.',
    language: 'de',
    text: "Ieri sera è cominciato tutto col mio Nexus 5 che prima ogni tanto e poi sempre più spesso mostrava solo un tappeto di pixel colorati e fermi. Un bug software l'ho escluso subito, quindi dopo la prima ricerca su Google restava purtroppo solo la conclusione che doveva essere un guasto hardware. (…) Al primo tentativo ho solo ripremuto bene il connettore dell'LCD e della scheda, ma non è bastato.",
    category: 'smartphone',
    cause:
      "Era guasto il flexboard (la scheda flessibile/flat interna) del Nexus 5: l'autore lo ha sostituito con quello ancora buono di un vecchio Nexus 5 rotto e il telefono funziona di nuovo.",
    keywords: ['flex', 'flat', 'scheda', 'sostituita', 'flexboard'],
  },
  {
    id: 'sp-509',
    source: 'https://vaporlife.blogspot.com/2008/06/drop-heard-round-world.html',
    original:
      'OK I really did it this time, I dropped the iPhone one to many times. I managed to smash in the “on” button so it was permanently depressed. This caused the phone to go into a frenzy… cycling on and off. It was quite annoying. (…) I had to pry the button “out” so get it to function and then the thing would not spring back any time I used it forcing me to pry it out every time.',
    language: 'en',
    text: 'OK, stavolta l\'ho combinata davvero, mi è caduto l\'iPhone una volta di troppo. Sono riuscito a schiacciare dentro il tasto di accensione, che è rimasto premuto fisso. Questo ha mandato il telefono in tilt… si accendeva e si spegneva di continuo. Una bella scocciatura. (…) Dovevo fare leva sul tasto per tirarlo "fuori" per farlo funzionare, e poi non tornava su da solo ogni volta che lo usavo, quindi dovevo tirarlo fuori ogni volta.',
    category: 'smartphone',
    cause:
      "Con la caduta il tasto di accensione era rimasto incastrato premuto; l'autore ha aperto l'iPhone e ha fatto leva sul tasto dall'interno finché è tornato a scattare, e il telefono funziona.",
    keywords: ['tasto', 'accensione', 'incastrato', 'premuto', 'leva'],
  },
  {
    id: 'sp-511',
    source: 'http://ebookrepairs.com/uncategorized/project-kindle-battery-not-charging/',
    original:
      'The Kindle I’m repairing in this post is an 8th Generation Amazon Kindle Basic 2, model SY69JL. The symptoms are it briefly flashes it’s led charge indicator green when the Micro USB charge cable is plugged in then shows nothing. It also reports Error-22 Battery Invalid. Initially I though this was a dead battery but changing it out did not resolve the issue. The next thing I tried was to replace the USB charging port, this also did not fix the issue.',
    language: 'en',
    text: "Il Kindle che riparo in questo post è un Amazon Kindle Basic 2 di ottava generazione, modello SY69JL. I sintomi sono che il LED di ricarica lampeggia verde per un attimo quando attacco il cavo micro USB e poi non fa più niente. Dà anche l'errore Error-22 Battery Invalid. All'inizio pensavo fosse la batteria morta, ma cambiarla non ha risolto. Poi ho provato a sostituire la porta di ricarica USB, e anche questo non ha risolto.",
    category: 'smartphone',
    cause:
      'Una saldatura difettosa su una delle resistenze shunt del circuito di ricarica: rifondendo la saldatura con la pistola ad aria calda il Kindle ha ripreso a caricare.',
    keywords: ['saldatura', 'resistenza', 'shunt', 'circuito', 'rifusa'],
  },
  {
    id: 'sp-512',
    source: 'https://discussions.apple.com/thread/3024510?start=30&tstart=0',
    original:
      'I bought my iphone 4 from a technophobe who had never used the camera (or the phone really) so it was out of warranty. I tried flicking, slamming it on the table etc etc to no avail (scary thing to do). I had noticed that the lens looked a bit ....odd, but I thought it might just have been the way it was.',
    language: 'en',
    text: "Ho comprato il mio iPhone 4 da una persona negata per la tecnologia che non aveva mai usato la fotocamera (e in pratica neanche il telefono), quindi era fuori garanzia. Ho provato a dargli colpetti, sbatterlo sul tavolo ecc. ecc. senza risultato (cosa che fa paura). Avevo notato che l'obiettivo sembrava un po'... strano, ma pensavo che fosse fatto così.",
    category: 'smartphone',
    cause:
      "All'interno della scocca posteriore c'era un adesivo trasparente quadrato (la pellicola protettiva) attaccato sopra il foro della fotocamera; tolto l'adesivo, le foto sono perfette.",
    keywords: ['adesivo', 'pellicola', 'protettiva', 'obiettivo', 'scocca'],
  },
  {
    id: 'sp-513',
    source: 'https://iphone-plus-nara.com/?p=37708',
    original:
      '本日はiPad5の (…) 端末の状態としては、充電ケーブルを通常に差しても充電反応が出ず、強く差し込むと反応が出るというものでした。そのため。端末を放置状態で充電することができない状態でした。',
    language: 'ja',
    text: 'Oggi un iPad 5 (…) Lo stato del dispositivo era questo: inserendo il cavo di ricarica normalmente non dava segni di ricarica, mentre spingendolo con forza la ricarica partiva. Per questo non si poteva lasciarlo lì a caricare da solo.',
    category: 'smartphone',
    cause:
      "Il connettore dock (porta di ricarica) dell'iPad 5 era guasto e non faceva più contatto; il negozio ha sostituito il connettore dock.",
    keywords: ['connettore', 'dock', 'porta', 'contatto', 'sostituzione'],
  },
  {
    id: 'sp-514',
    source: 'http://androidmodit.blogspot.com/2013/11/rigonfiamento-batteria-samsung-galaxy-s4.html',
    original:
      'Dopo l’estate, (…) ho notato un paio di riavvii spontanei del Galaxy e, attribuendoli alla ROM che avevo installato, ho provveduto a ripristinare temporaneamente la versione stock del firmware. In seguito ho visto che nonostante il ripristino alle condizioni originali, questo problema non solo continuava a presentarsi, ma sfociava spesso in episodi di quello che io avevo diagnosticato essere un bootloop. Allo stesso tempo avevo iniziato a notare anche due tipi di problematiche nella gestione della batteria: la durata si era infatti notevolmente ridotta',
    language: 'it',
    text: 'Dopo l’estate, (…) ho notato un paio di riavvii spontanei del Galaxy e, attribuendoli alla ROM che avevo installato, ho provveduto a ripristinare temporaneamente la versione stock del firmware. In seguito ho visto che nonostante il ripristino alle condizioni originali, questo problema non solo continuava a presentarsi, ma sfociava spesso in episodi di quello che io avevo diagnosticato essere un bootloop. Allo stesso tempo avevo iniziato a notare anche due tipi di problematiche nella gestione della batteria: la durata si era infatti notevolmente ridotta',
    category: 'smartphone',
    cause:
      'La batteria del Galaxy S4 si era gonfiata (rigonfiamento della batteria): era questa la causa dei riavvii spontanei, del bootloop e delle letture sbagliate della carica.',
    keywords: ['batteria', 'gonfia', 'rigonfiamento', 'gonfiamento'],
  },
];
