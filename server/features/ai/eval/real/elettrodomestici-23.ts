import type { RealCase } from './types.ts';

/**
 * Batch 23 of real elettrodomestici reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix, or whose device was someone else's, were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'el-2301',
    source:
      'https://github.com/st-imdev/newblog25/blob/ee3db6bdfd4b464722f93b9c88b70ac08ad92506/newblog25/the-quiet-satisfaction-in-fixing-things.md',
    original:
      'This morning, my Sage coffee machine suddenly went on strike. Instead of its usual reassuring hum of grinding beans, it just made a strange clicking sound and sat there doing nothing.',
    language: 'en',
    text: "Stamattina la mia macchina del caffè Sage all'improvviso si è messa in sciopero. Invece del solito ronzio rassicurante dei chicchi macinati, faceva solo uno strano clic e se ne stava lì senza fare niente.",
    category: 'elettrodomestici',
    cause:
      'Il macinacaffè era inceppato da un grumo compatto di caffè macinato finito dove non doveva; smontato il gruppo macine superiore e pulito con uno spazzolino, la macinatura è ripartita.',
    keywords: ['macinacaffè', 'inceppato', 'grumo', 'caffè', 'pulizia', 'macine'],
  },
  {
    id: 'el-2302',
    source:
      'https://github.com/mharen/mharen.github.io/blob/664feae6a015020f6d1bd5299e7ead5e7a35cd50/blog/2008/2008-01-is-your-refrigerator-running.md',
    original:
      "Fred is dead (I call my fridge Fred). What was once ice is now the liquid formerly known as ice...and it's everywhere.",
    language: 'en',
    text: 'Fred è morto (il mio frigo lo chiamo Fred). Quello che prima era ghiaccio adesso è il liquido precedentemente noto come ghiaccio... ed è dappertutto.',
    category: 'elettrodomestici',
    cause:
      'Il compressore era a posto: era guasto solo il relè di avviamento del compressore; il tecnico Sears ha sostituito il relè e il frigo è tornato a raffreddare.',
    keywords: ['relè', 'avviamento', 'compressore', 'sostituzione', 'frigorifero'],
  },
  {
    id: 'el-2303',
    source: 'http://letiziajp.blogspot.com/2007/03/lacqua-calda-come-una-coperta.html',
    original:
      "Ci ho messo 4 mesi di docce alternate gelata/tiepida/gelata prima di decidermi a correre ai ripari. 4 lunghi mesi di colpettini, giramento di rondelle, misurazione artigianale della pressione, monologhi appassionati con il pannello di controllo e tanti, tanti scongiuri ogni volta che, con l'inverno fuori, mi accingevo ad aprire il rubinetto.",
    language: 'it',
    text: "Ci ho messo 4 mesi di docce alternate gelata/tiepida/gelata prima di decidermi a correre ai ripari. 4 lunghi mesi di colpettini, giramento di rondelle, misurazione artigianale della pressione, monologhi appassionati con il pannello di controllo e tanti, tanti scongiuri ogni volta che, con l'inverno fuori, mi accingevo ad aprire il rubinetto.",
    category: 'elettrodomestici',
    cause:
      "Nella caldaia era guasta la termocoppia; il tecnico l'ha smontata e sostituita in pochi minuti e l'acqua calda è tornata costante.",
    keywords: ['termocoppia', 'caldaia', 'sostituzione', 'guasta', 'tecnico'],
  },
  {
    id: 'el-2304',
    source: 'http://www.sarahviz.com/2011/08/washing-machine-woes.html',
    original:
      'All of a sudden, my preshus washer stopped draining.  It would just stop suddenly in the middle of a cycle, and the lights would start blinking.  All with sopping wet clothes inside.  A few times I was able to clear the program, and then hit the "Drain and Spin" button.  And that would work.  But soon enough that method stopped working altogether...',
    language: 'en',
    text: 'All\'improvviso la mia preziosissima lavatrice ha smesso di scaricare. Si fermava di colpo a metà ciclo e le spie cominciavano a lampeggiare. Il tutto con i vestiti fradici dentro. Qualche volta sono riuscita ad annullare il programma e poi premere il tasto "Scarico e centrifuga". E così funzionava. Ma ben presto anche quel trucco ha smesso del tutto di funzionare...',
    category: 'elettrodomestici',
    cause:
      'La pompa di scarico era intasata e rotta: il tecnico Sears ci ha trovato incastrato un guanto invernale elastico dimenticato in una tasca e ha sostituito/riparato la pompa.',
    keywords: ['pompa', 'scarico', 'intasata', 'guanto', 'sostituzione'],
  },
  {
    id: 'el-2305',
    source:
      'https://github.com/znegva/znegva.github.io/blob/684a72b7a29f4032dc016654de78dff0e48e01c2/_posts/2016-12-01-bauknecht-wa-care-32-di-reparieren.md',
    original:
      'Gerade noch hat sie fleißig gewaschen, im nächsten Moment sind alle Lämpchen aus und man muss die klatschnasse Wäsche von Hand auswringen.',
    language: 'de',
    text: 'Un attimo prima stava lavando tranquilla, un attimo dopo si spengono tutte le spie e tocca strizzare a mano i panni fradici.',
    category: 'elettrodomestici',
    cause:
      "Sulla scheda elettronica dell'alimentatore della lavatrice Bauknecht si erano bruciati i soliti componenti sottodimensionati: la bobina L003 era scoppiata e l'integrato LNK304PN era danneggiato (insieme alla resistenza R020); sostituiti con un kit da pochi euro e risaldati, la lavatrice è ripartita.",
    keywords: ['scheda', 'bobina', 'integrato', 'bruciato', 'saldatura', 'alimentatore'],
  },
  {
    id: 'el-2306',
    source: 'https://gogophoton.hatenablog.com/entry/2023/12/08/220000',
    original:
      'きちんと閉めたつもりが、センサーは開いていると判断してエラー C09を表示することが何回かありました。翌朝に洗濯予約していると、予約時は閉まっているのですが、いざ予定時間になると、ドアが開いているように感知して洗濯が行われませんでした。',
    language: 'ja',
    text: "Lo sportello lo chiudevo bene, eppure il sensore lo dava per aperto e più di una volta è comparso l'errore C09. Se programmavo il lavaggio per la mattina dopo, al momento della programmazione risultava chiuso, ma all'ora stabilita la lavatrice sentiva lo sportello come aperto e il lavaggio non partiva.",
    category: 'elettrodomestici',
    cause:
      "Il meccanismo di blocco dello sportello della lavasciuga Hitachi si muoveva male e il sensore non rilevava la chiusura; spruzzando un lubrificante al silicone sul meccanismo della serratura lo sportello si è chiuso bene e l'errore C09 è sparito.",
    keywords: ['serratura', 'sportello', 'lubrificante', 'silicone', 'sensore', 'blocco'],
  },
  {
    id: 'el-2307',
    source: 'https://www.imasaratekina.com/entry/2019/04/16/150527',
    original:
      '先日からウチの洗濯機で、柔軟剤コーナーに入れた柔軟剤が洗濯終了後も減っていない事象が発生していたんです。',
    language: 'ja',
    text: "Da qualche giorno la nostra lavatrice fa una cosa strana: l'ammorbidente che metto nella vaschetta apposta, a fine lavaggio è ancora tutto lì, non cala per niente.",
    category: 'elettrodomestici',
    cause:
      "Era guasta l'elettrovalvola di carico dell'acqua (la valvola che manda l'acqua alla vaschetta dell'ammorbidente) della lavasciuga Hitachi BD-V7300; l'autore ha ordinato il ricambio e sostituito la valvola, e da due mesi la lavatrice funziona regolarmente.",
    keywords: ['elettrovalvola', 'carico', 'ammorbidente', 'sostituzione', 'valvola'],
  },
  {
    id: 'el-2308',
    source: 'https://nekosoftsolar.blogspot.com/2025/10/nw-d8bx.html',
    original: '症状: 給水がチョロチョロとしか出ない、または全く出ず、タイムアウトで「C1」エラーが出る。',
    language: 'ja',
    text: "Sintomo: l'acqua entra solo a filo oppure non entra per niente, e dopo un po' va in timeout e compare l'errore \"C1\".",
    category: 'elettrodomestici',
    cause:
      "Nella lavatrice Hitachi NW-D8BX si era deteriorata la membrana di gomma (diaframma) dentro l'elettrovalvola di carico dell'acqua; sostituendo solo la guarnizione/diaframma interno con uno nuovo la valvola ha ripreso a caricare e la lavatrice è tornata a funzionare.",
    keywords: ['elettrovalvola', 'membrana', 'gomma', 'carico', 'sostituzione'],
  },
  {
    id: 'el-2309',
    source: 'https://kajipenblog.com/front-load-washer-dryer-filter-cleaning',
    original: '最近あまりにも乾燥が遅すぎる!\nというか、乾燥終了時にフタが水滴だらけなんだけど!?',
    language: 'ja',
    text: "Ultimamente l'asciugatura ci mette davvero troppo!\nAnzi, a fine asciugatura l'oblò è tutto pieno di goccioline, ma che succede?!",
    category: 'elettrodomestici',
    cause:
      "Nella lavasciuga Hitachi BD-SG100F era intasato di polvere e lanugine il filtro fisso interno del circuito di asciugatura (dietro il filtro normale, fissato con una vite); smontato e pulito quel filtro, l'asciugatura è migliorata.",
    keywords: ['filtro', 'asciugatura', 'intasato', 'lanugine', 'pulizia'],
  },
  {
    id: 'el-2310',
    source: 'https://kinchandiy.com/roomba_aerobrush/',
    original:
      'そんなルンバですが、年末の大掃除中に突如として『エラー2』が多発するようになりました。\n「エラー2。ルンバのワイヤーガードを取り外してブラシを清掃してください」\nってルンバは伝えてきます。',
    language: 'ja',
    text: 'E il nostro Roomba, proprio durante le pulizie di fine anno, all\'improvviso ha cominciato a dare di continuo l\'"Errore 2".\n"Errore 2. Rimuovi la griglia di protezione del Roomba e pulisci le spazzole"\nci dice il Roomba.',
    category: 'elettrodomestici',
    cause:
      "Le due spazzole a rullo (AeroForce) del Roomba serie 800 erano consumate e la pulizia non bastava; sostituite con rulli compatibili economici, l'errore 2 è sparito e il robot è tornato a funzionare bene.",
    keywords: ['spazzole', 'rulli', 'usurati', 'sostituzione', 'roomba'],
  },
  {
    id: 'el-2311',
    source: 'https://bokuno.site/roomba-repair/',
    original:
      'ルンバが充電ベース(我が家では「巣」と呼んでいる)に帰らずに部屋の中で力尽きることが頻発し始めたのだ。',
    language: 'ja',
    text: 'Il Roomba ha cominciato sempre più spesso a non tornare alla base di ricarica (che a casa nostra chiamiamo "la tana") e a spegnersi esausto in mezzo alla stanza.',
    category: 'elettrodomestici',
    cause:
      "La batteria del Roomba era arrivata a fine vita: si caricava sulla base ma non teneva più la carica e si scaricava durante la pulizia (azzerando anche l'orologio e la programmazione); la soluzione è stata sostituire la batteria.",
    keywords: ['batteria', 'esaurita', 'capacità', 'sostituzione', 'roomba'],
  },
  {
    id: 'el-2312',
    source: 'https://fukai-wbc.com/archives/13911/amp',
    original:
      '購入は2015年、今年5年目に突入した我が家の食洗機・・・、半年位前から「ドア開放エラー」が頻発するといったトラブルが。。。',
    language: 'ja',
    text: 'La nostra lavastoviglie, comprata nel 2015 e ormai al quinto anno... da circa sei mesi ha il problema che continua a dare l\'"errore sportello aperto"...',
    category: 'elettrodomestici',
    cause:
      "Sulla lavastoviglie Panasonic NP-TR8 i due sensori dello sportello (destro e sinistro) facevano un cattivo contatto per il troppo gioco del loro meccanismo; smontati pannello e copertura ed eliminato il gioco dei sensori, l'errore di sportello aperto è sparito.",
    keywords: ['sensore', 'sportello', 'contatto', 'gioco', 'regolazione'],
  },
  {
    id: 'el-2313',
    source: 'https://tanuo.hatenablog.com/entry/2020/06/17/133854',
    original:
      'それが昨日、作動させるとモーターが動いたり止まったりウオンウオンと音を立てます。\n過負荷時の強制停止と再稼働を繰り返しているようです。',
    language: 'ja',
    text: 'Poi ieri, appena lo accendevo, il motore partiva e si fermava facendo "uuon uuon".\nSembra che continui ad andare in blocco per sovraccarico e a ripartire.',
    category: 'elettrodomestici',
    cause:
      "Nell'aspirapolvere ciclonico Dyson, nel punto stretto tra la bocchetta d'aspirazione e il contenitore erano incastrati due pezzetti di gommapiuma di qualche centimetro insieme a lanugine, che ostruivano il flusso d'aria; tolti quelli, l'aspirapolvere ha ripreso a funzionare normalmente.",
    keywords: ['ostruzione', 'gommapiuma', 'aspirazione', 'flusso', 'ciclone'],
  },
  {
    id: 'el-2314',
    source:
      'https://solisart.com/2008/09/30/%E9%9B%BB%E5%99%A8%E3%83%9D%E3%83%83%E3%83%89%E3%81%AE%E4%BF%AE%E7%90%86/',
    original:
      '「ロック解除」のボタンを押して、赤い「出湯」ボタンを押しても、お湯が出てこない。\n\nモーターのうーんという音がかすかに聞こえるが、水がじょろじょろという音がない。',
    language: 'ja',
    text: 'Premi il tasto "sblocco" e poi il tasto rosso "erogazione", ma l\'acqua calda non esce.\n\nSi sente appena il motore che fa "uuuh", ma non c\'è il rumore dell\'acqua che scorre.',
    category: 'elettrodomestici',
    cause:
      "Nel thermos elettrico Sanyo la pompa è trascinata da un giunto magnetico: il magnete sul lato motore si era bloccato (ruggine o grasso indurito dopo mesi di inutilizzo); sbloccato a mano forzandolo un po', ha ripreso a girare liberamente e l'acqua esce di nuovo.",
    keywords: ['pompa', 'magnete', 'bloccato', 'giunto', 'sblocco'],
  },
  {
    id: 'el-2315',
    source: 'https://kiku0309.hatenablog.com/entry/2019/12/17/225513',
    original:
      '先日なぜかトリガーを引いてもダイソンがうんともすんとも言わなくなりました。よく見るとバッテリーランプが赤に点滅しており、今まで青に点灯はあっても赤の点滅はありませんでした。',
    language: 'ja',
    text: "L'altro giorno, non so perché, premendo il grilletto il Dyson non dava più nessun segno di vita. Guardando bene, la spia della batteria lampeggiava rossa, mentre finora l'avevo vista accesa blu ma mai lampeggiare rossa.",
    category: 'elettrodomestici',
    cause:
      "La batteria dell'aspirapolvere portatile Dyson era a fine vita (il lampeggio rosso ripetuto indica batteria esaurita); l'assistenza Dyson ha mandato gratis una batteria nuova e sostituendola l'aspirapolvere è tornato a funzionare.",
    keywords: ['batteria', 'esaurita', 'sostituzione', 'spia', 'dyson'],
  },
  {
    id: 'el-2316',
    source:
      'https://happypanter.wordpress.com/2017/08/09/%E6%9D%B1%E8%8A%9D%E3%83%9D%E3%83%83%E3%83%88plk-s22c%E3%81%8C30%E5%B9%B4%E3%82%92%E7%B5%8C%E3%81%A6%E5%A3%8A%E3%82%8C%E3%82%8B/',
    original:
      '東芝の電気ポットPLK-S22Cを30年間ほぼ毎日使ってきた.今日,電源ケーブルを接続したが電源が入らない.',
    language: 'ja',
    text: "Il thermos elettrico Toshiba PLK-S22C l'ho usato quasi tutti i giorni per 30 anni. Oggi ho attaccato il cavo di alimentazione ma non si accende.",
    category: 'elettrodomestici',
    cause:
      "Nel connettore di alimentazione del thermos elettrico uno dei due spinotti si era spezzato alla base (ed era anche ossidato); l'autore ha saldato direttamente il cavo di alimentazione al moncone dello spinotto e il thermos è tornato a funzionare, scaldando anzi più in fretta.",
    keywords: ['connettore', 'spinotto', 'rotto', 'saldatura', 'alimentazione'],
  },
  {
    id: 'el-2317',
    source: 'https://shida-eco.com/?p=2606',
    original: '最近調子が悪くなってときどき湯を沸かしている時に光るランプが点灯しなくなります。',
    language: 'ja',
    text: "Ultimamente fa i capricci: ogni tanto, mentre scalda l'acqua, la spia che dovrebbe accendersi non si accende.",
    category: 'elettrodomestici',
    cause:
      "Nel bollitore elettrico T-fal i contatti in rame tra base di alimentazione e bollitore si erano ossidati (patina verde per l'acqua) e passava male la corrente; lucidati i contatti con un prodotto per metalli, il bollitore è tornato a funzionare.",
    keywords: ['contatti', 'ossidati', 'rame', 'base', 'pulizia'],
  },
  {
    id: 'el-2318',
    source: 'http://1000complaints.blog107.fc2.com/blog-entry-489.html',
    original:
      '帰宅すると、ベースメントから妙な音が。\n嫌な予感がしてランドリールームに行くと、乾燥機がONになっています。\nでも、なんだかいつもと音が違う…。\nドラムが回っていないじゃありませんか。\nそれなのに、温風が出っぱなしになっているから変な音がしていたというわけです。',
    language: 'ja',
    text: "Torno a casa e dal seminterrato arriva un rumore strano.\nCon un brutto presentimento vado in lavanderia: l'asciugatrice è accesa.\nPerò il rumore è diverso dal solito...\nIl cestello non gira!\nEppure l'aria calda continua a uscire, ed ecco perché faceva quel rumore strano.",
    category: 'elettrodomestici',
    cause:
      "Nell'asciugatrice si era rotta la cinghia che fa girare il cestello; il tecnico ha sostituito la cinghia e anche la puleggia di scarsa qualità che la faceva uscire, e il cestello è tornato a girare.",
    keywords: ['cinghia', 'rotta', 'cestello', 'puleggia', 'sostituzione'],
  },
  {
    id: 'el-2319',
    source: 'https://borusun.com/?p=4050',
    original: '3月29日の記事でも書きましたが、お肉を温めている時に急に温まらなくなってしまったオーブンの件。',
    language: 'ja',
    text: "Come avevo già scritto nel post del 29 marzo, parlo del forno che all'improvviso ha smesso di scaldare mentre stavo riscaldando la carne.",
    category: 'elettrodomestici',
    cause:
      'Nel forno elettrico (modello americano/estero) la resistenza inferiore a serpentina (bake element) era arrivata a fine vita e non diventava più arancione; sostituita la resistenza, il forno ha ripreso a scaldare.',
    keywords: ['resistenza', 'forno', 'bruciata', 'sostituzione', 'serpentina'],
  },
  {
    id: 'el-2320',
    source: 'https://pornodidattica.blogspot.com/search/label/caldaietta',
    original: 'La mia attuale caldaietta è andata magnificamente per ben 2 anni, andando poi in blocco',
    language: 'it',
    text: 'La mia attuale caldaietta è andata magnificamente per ben 2 anni, andando poi in blocco',
    category: 'elettrodomestici',
    cause:
      "Il blocco era causato dal piccolo interruttore (pressostato) del controllo fumi, sporco di polvere e condensa: il tecnico l'ha smontato e pulito soffiandoci dentro insieme ai tubicini, e la caldaia è ripartita.",
    keywords: ['pressostato', 'fumi', 'interruttore', 'pulizia', 'condensa'],
  },
  {
    id: 'el-2321',
    source: 'https://ik1zyw.blogspot.com/2021/11/dishwasher-problem.html',
    original:
      'Domenica pomeriggio la lavastoviglie si è guastata. Si tratta di una Whirlpool WP75/1 da incasso, ma poco importa. Alla chiusura del portellone è scattato il salvavita anziché far partire la pompa di scarico.',
    language: 'it',
    text: 'Domenica pomeriggio la lavastoviglie si è guastata. Si tratta di una Whirlpool WP75/1 da incasso, ma poco importa. Alla chiusura del portellone è scattato il salvavita anziché far partire la pompa di scarico.',
    category: 'elettrodomestici',
    cause:
      "Il movimento continuo del portellone aveva rotto la canalina di plastica ed eroso la guaina dei cavi di comando che passano sotto il portellone, mandando in corto l'impianto; la soluzione è sostituire e proteggere quei cavi.",
    keywords: ['cavi', 'guaina', 'portellone', 'cortocircuito', 'salvavita'],
  },
  {
    id: 'el-2322',
    source: 'https://www.ilnotiziario.net/wp/2022/05/26/la-lavabiancheria/',
    original:
      'Io a casa ho una lavabiancheria della Bosch che ha esattamente 24 anni, la usiamo tanto e non si è mai rotta. Dopo 24 anni, settimana scorsa non scaricava più. L’ho aperta, pulita, ho pulito il tubo di scarico, ma niente da fare, non scaricava.',
    language: 'it',
    text: 'Io a casa ho una lavabiancheria della Bosch che ha esattamente 24 anni, la usiamo tanto e non si è mai rotta. Dopo 24 anni, settimana scorsa non scaricava più. L’ho aperta, pulita, ho pulito il tubo di scarico, ma niente da fare, non scaricava.',
    category: 'elettrodomestici',
    cause:
      "La lavatrice non era guasta: era otturato lo scarico nel muro. L'amico idraulico l'ha liberato e la lavatrice ha ripreso a scaricare.",
    keywords: ['scarico', 'muro', 'otturato', 'idraulico', 'tubo'],
  },
  {
    id: 'el-2323',
    source: 'http://escodicasa.blogspot.com/2010/10/',
    original:
      "Dopo 11 anni di onorato e silenzioso servizio, il nostro boiler ieri l'altro ha deciso di fare sciopero alla maniera   di  Charles Cunningham Boycott, facendo saltare la luce non appena qualcuno cercava di accenderlo.",
    language: 'it',
    text: "Dopo 11 anni di onorato e silenzioso servizio, il nostro boiler ieri l'altro ha deciso di fare sciopero alla maniera   di  Charles Cunningham Boycott, facendo saltare la luce non appena qualcuno cercava di accenderlo.",
    category: 'elettrodomestici',
    cause:
      "Lo scaldabagno era pieno di calcare (circa 35 litri su 85) che aveva rovinato resistenza e termostato: l'idraulico l'ha pulito completamente dal calcare e ha sostituito resistenza e termostato.",
    keywords: ['calcare', 'resistenza', 'termostato', 'sostituzione', 'scaldabagno'],
  },
  {
    id: 'el-2324',
    source: 'https://www.klimareporter.de/gebaeude/der-heissschrank',
    original:
      'Als ich neulich morgens meinen Kühlschrank öffnete, schien der sich aber in einen Heißschrank verwandelt zu haben. Unten war er zwar noch einigermaßen kalt, oben aber brüllheiß und die Butter nur noch ein fettiger Brei, dito die Marmelade, und der schöne Rohmilchkäse im mittleren Fach begann sich auch schon zu verflüssigen.',
    language: 'de',
    text: "L'altra mattina apro il frigo e sembrava diventato un forno. Sotto era ancora abbastanza freddo, ma sopra era bollente: il burro era ormai una poltiglia unta, idem la marmellata, e il formaggio a latte crudo sul ripiano di mezzo cominciava già a sciogliersi.",
    category: 'elettrodomestici',
    cause:
      "La lampadina interna era rimasta accesa tutta la notte e scaldava il frigorifero dall'alto: l'interruttore a slitta della luce era bloccato e andava sostituito.",
    keywords: ['lampadina', 'interruttore', 'bloccato', 'calore', 'sostituzione'],
  },
  {
    id: 'el-2325',
    source:
      'https://github.com/fprisse/prisse_nl/blob/13c1211f55b8ab50c7c239003ca8eb6d97bca0d5/_pages/reparaties.md',
    original:
      'Bij de kringloop een "nieuwe" wasmachine gehaald, slaat de aardlek er meteen uit bij mij thuis. Nu eigenlijk ... helemaal niet meteen, pas na vullen met water en na drie rondjes draaien.',
    language: 'nl',
    text: 'Ho preso una lavatrice "nuova" al mercatino dell\'usato e a casa mia fa saltare subito il salvavita. Anzi... non proprio subito, solo dopo che si è riempita d\'acqua e ha fatto tre giri.',
    category: 'elettrodomestici',
    cause:
      'Era la resistenza (elemento riscaldante) che disperdeva corrente: ordinata e montata la resistenza nuova Miele, la lavatrice va di nuovo come nuova.',
    keywords: ['resistenza', 'dispersione', 'salvavita', 'riscaldamento', 'sostituzione'],
  },
  {
    id: 'el-2326',
    source:
      'http://adescavir21.blogspot.com/2015/10/frigorifico-ou-qualquer-dia-estamos.html?showComment=1446222706881',
    original:
      "Há uns tempos andava eu a vaguear pela casa e notei que a casa estava demasiado silenciosa... 'tão a ver quando falta qualquer coisa e vocês não sabem bem o que é? Vou à procura do silêncio excessivo e dou com o frigorífico todo descongelado (congelador cheio de comida, claaaro).",
    language: 'pt',
    text: "Qualche tempo fa giravo per casa e ho notato che c'era troppo silenzio... avete presente quando manca qualcosa e non sapete bene cosa? Vado a cercare da dove viene tutto quel silenzio e trovo il frigorifero tutto scongelato (col congelatore pieno di roba, ovviamente).",
    category: 'elettrodomestici',
    cause:
      'Il motore (compressore) del frigorifero era guasto: il tecnico chiamato ha montato un motore nuovo.',
    keywords: ['compressore', 'motore', 'guasto', 'sostituzione'],
  },
  {
    id: 'el-2327',
    source: 'https://passion.myouaibe.com/index.php/post/La-machine-a-laver-le-linge-prend-feu',
    original:
      "Le lave linge qui provisoirement fut installé dans la salle de bain il y a quelques années à pris feu lors du cycle de vidange de cuve.\nDans un premier temps c'est le disjoncteur différentiel de la maison qui à sauté",
    language: 'fr',
    text: "La lavatrice, che anni fa avevo messo provvisoriamente in bagno, ha preso fuoco durante lo scarico dell'acqua.\nPer prima cosa è saltato il salvavita di casa",
    category: 'elettrodomestici',
    cause:
      "L'avvolgimento del motore della pompa di scarico si è surriscaldato e ha dato fuoco alla protezione di plastica; nessun oggetto bloccava la pompa.",
    keywords: ['pompa', 'scarico', 'motore', 'avvolgimento', 'bruciato'],
  },
  {
    id: 'el-2328',
    source: 'https://www.chaosblog.it/2008/07/02/murphys-waschmaschine/?replytocom=295',
    original:
      'Beim Abpumpen tat es auf einmal Schläge als würde ein Schmied in meinem Badezimmer hausen. Die Waschmaschine war noch voll mit Wasser.',
    language: 'de',
    text: "Durante lo scarico all'improvviso ha cominciato a dare colpi come se in bagno ci abitasse un fabbro. La lavatrice era ancora piena d'acqua.",
    category: 'elettrodomestici',
    cause:
      "Nella pompa di scarico c'erano alcune monetine da 1 e 2 centesimi ormai corrose: smontata la pompa e tolte le monete, la lavatrice funziona come il primo giorno.",
    keywords: ['monete', 'pompa', 'scarico', 'ostruzione', 'pulizia'],
  },
];
