import type { RealCase } from './types.ts';

/** Batch 12 of real elettrodomestici reports (issue 24): gathered 2026-11-28 by helpers blind to the assistant. */
export const CASES: RealCase[] = [
  {
    id: 'el-951',
    source: 'https://gratuitousrex.com/2015/04/05/something-smells-fishy/',
    original:
      'Case in point,  my refrigerator started smelling a few weeks ago. Like fish.\n\nYes.  Like fish. I have never had a fish in there in my five years at this apt.\n\nSo, I removed everything and cleaned it. Yes, there were a few… old… items in it that I’m happy to have parted with. And I scrubbed all shelves, drawers, etc. I put in baking soda.\n\nBut the smell remained. It was coming from INSIDE THE REFRIGERATOR. As in its workings that create the cold.',
    language: 'en',
    text: "Qualche settimana fa il mio frigorifero ha cominciato a puzzare. Di pesce. Sì, di pesce, e in cinque anni che sto in questo appartamento non ci ho mai messo del pesce. Allora ho tolto tutto e l'ho pulito. Sì, c'era qualche cosa... vecchia... di cui sono contento di essermi liberato. Ho strofinato tutti i ripiani, i cassetti, ecc. Ci ho messo il bicarbonato. Ma l'odore è rimasto. Veniva da DENTRO IL FRIGORIFERO, cioè dalla parte che fa il freddo.",
    category: 'elettrodomestici',
    cause:
      'Il frigorifero non faceva bene lo sbrinamento automatico: dentro il freezer, vicino alla resistenza di sbrinamento, si era formata una grande quantità di ghiaccio. Il tecnico ha sciolto il ghiaccio con un asciugacapelli e ha sostituito il timer di sbrinamento, e il frigo è tornato come nuovo.',
    keywords: ['sbrinamento', 'timer', 'ghiaccio', 'resistenza', 'accumulo'],
  },
  {
    id: 'el-952',
    source: 'http://theadventuresofmadmalandhobbes.blogspot.com/2009/04/google-i-think-i-love-you.html',
    original:
      "Because for the last couple of months, there has been a bad smell in our kitchen. And for the life of us, we couldn't figure out where it was coming from.\nLast night we finally decided that it was coming from the fridge, more specifically, from under the fridge.\nWas it broken? Leaking? Did something die under there?",
    language: 'en',
    text: "Da un paio di mesi in cucina c'è una puzza tremenda, e per quanto ci proviamo non riusciamo a capire da dove venga. Ieri sera finalmente abbiamo capito che viene dal frigo, anzi, da sotto il frigo. È rotto? Perde? È morto qualcosa là sotto?",
    category: 'elettrodomestici',
    cause:
      "La vaschetta di raccolta della condensa sotto il frigorifero (avvitata al fondo) era piena di crocchette del cane e di anni di escrementi di topo, che ostruivano il canale dove scola l'acqua del frigo; smontata e ripulita la vaschetta.",
    keywords: ['vaschetta', 'condensa', 'sporca', 'topi', 'scarico'],
  },
  {
    id: 'el-953',
    source: 'http://thatblognobodyreads.blogspot.com/2012/09/and-couple-pounds-of-dry-ice-until.html',
    original:
      'In a case of fortuitous timing, our 25+ year old upright freezer has decided to give up the ghost. (…)\n\nLast week he noticed his ice cream turning to mush although everything else remained frozen solid. This week the mango started to soften up. Yesterday he called the repairman.',
    language: 'en',
    text: 'Il nostro congelatore verticale, che ha più di 25 anni, ha deciso di tirare le cuoia. La settimana scorsa mio fratello si è accorto che il gelato diventava una poltiglia, anche se tutto il resto restava congelato duro. Questa settimana anche il mango ha cominciato ad ammorbidirsi. Ieri ha chiamato il tecnico.',
    category: 'elettrodomestici',
    cause:
      'Il tecnico ha trovato che il congelatore funzionava con appena il 10% del gas refrigerante necessario (perdita nel circuito); la ricarica non era possibile, quindi il congelatore è stato sostituito.',
    keywords: ['gas', 'refrigerante', 'perdita', 'carica', 'circuito'],
  },
  {
    id: 'el-954',
    source: 'https://lizardbeth-j.livejournal.com/291601.html',
    original:
      "A couple of days ago I stepped in a puddle of water on the kitchen floor. This isn't a weird thing, since Kidlet spills all the time. The following day, though, when he was gone, it happened again and I realized nobody'd spilled anything. The water had to be coming from the refrigerator. Which is never a good sign.\n\nThere seemed to be no obvious leaking from the back or the fridge side. So I pulled open the left door for the freezer. *boggles* The entire top THIRD of my freezer, very nearly encasing the entire ice maker mechanism and ice drawer was FROZEN SOLID.",
    language: 'en',
    text: "Un paio di giorni fa ho messo il piede in una pozza d'acqua sul pavimento della cucina. Niente di strano, mio figlio rovescia sempre tutto. Ma il giorno dopo, quando lui non c'era, è successo di nuovo e ho capito che nessuno aveva rovesciato niente: l'acqua doveva venire dal frigorifero. E non è mai un buon segno. Dietro o dal lato del frigo non si vedevano perdite evidenti. Allora ho aperto la porta sinistra, quella del freezer. Incredibile: tutto il terzo superiore del freezer, quasi tutto il meccanismo del ghiaccio e il cassetto dei cubetti, era un unico blocco di ghiaccio.",
    category: 'elettrodomestici',
    cause:
      "Si era bloccata la levetta che ferma l'acqua del fabbricatore di ghiaccio, così l'acqua continuava ad entrare e congelarsi finché, bloccato tutto, usciva dalla bocchetta dell'aria sul retro. Hanno sciolto il ghiaccio con una pistola termica per liberare la levetta e spegnere il fabbricatore di ghiaccio.",
    keywords: ['fabbricatore', 'ghiaccio', 'levetta', 'bloccata', 'acqua'],
  },
  {
    id: 'el-955',
    source: 'https://minkara.carview.co.jp/userid/1751910/blog/m201601',
    original:
      'タイトルにある、白い乾燥機。これは、我が家にある2010年製の、衣類乾燥機のことであります。パナソニックが製造した、NH-D502P。以前の所有者が3年ほど使用したものをヤフオクで落札したものを使って、早くも3年が経過したころに、徐々に弱くなってきた乾燥温度。ついには、全く衣類が乾かないという事態に。',
    language: 'ja',
    text: "L'asciugatrice bianca di casa nostra è una Panasonic NH-D502P del 2010. L'ho presa all'asta su Yahoo dopo che il proprietario precedente l'aveva usata per circa 3 anni, e dopo altri 3 anni di uso la temperatura di asciugatura ha cominciato piano piano ad abbassarsi. Alla fine non asciuga più per niente i vestiti.",
    category: 'elettrodomestici',
    cause:
      "La cinghia tonda che fa girare la ventola dietro il cestello non era rotta ma si era allentata (allungata), quindi la ventola girava poco e la resistenza PTC non produceva aria calda; tendendola a mano l'aria tornava caldissima, e montando una cinghia nuova il problema è stato risolto.",
    keywords: ['cinghia', 'allentata', 'ventola', 'tensione', 'sostituita'],
  },
  {
    id: 'el-956',
    source: 'https://keysroom.sakura.ne.jp/repair/dryer.html',
    original:
      '衣類の乾燥機がキューッと音だけして回らなくなったと女房が言ってきました。\n我が家の乾燥機はもう30年くらい使っているでしょうか。(…)乾燥機はサンヨー製ですが、どうせ部品もないことでしょう。',
    language: 'ja',
    text: 'Mia moglie mi ha detto che l\'asciugatrice fa solo un fischio "kyuuu" e non gira più. La nostra asciugatrice la usiamo da circa 30 anni. È una Sanyo, figurati se si trovano ancora i ricambi.',
    category: 'elettrodomestici',
    cause:
      "La cinghia in gomma che fa girare il cestello (una cinghia universale saldabile montata anni prima) slittava: con l'uso la superficie si era consumata ed era diventata liscia. È stata sostituita con un pezzo nuovo della stessa cinghia, tagliato a misura e saldato a caldo.",
    keywords: ['cinghia', 'slitta', 'consumata', 'liscia', 'cestello'],
  },
  {
    id: 'el-957',
    source: 'https://nagipapa.blog/?p=4529',
    original:
      '昨日、少量の衣類を乾燥しようとしたところ、底のパーツ(パルセーターというらしい)が回転せず中心のボルトだけが空回りしていることに気付きました。この状態ですと洗濯時に攪拌されず汚れ落ちが悪いはずです。',
    language: 'ja',
    text: 'Ieri, mentre volevo asciugare pochi vestiti, mi sono accorto che il pezzo sul fondo (si chiama pulsatore, a quanto pare) non girava e girava a vuoto solo il bullone centrale. Così durante il lavaggio i panni non vengono mescolati e lo sporco non va via bene, penso.',
    category: 'elettrodomestici',
    cause:
      'Il pulsatore (lavatrice Panasonic NA-FW100S5) era trascinato solo per attrito di contatto con la superficie del motore: con gli anni il bullone centrale si era allentato e si era accumulato sporco tra le due superfici, che così slittavano. Pulite a fondo le superfici e rimontato, ha ripreso a funzionare.',
    keywords: ['pulsatore', 'bullone', 'allentato', 'sporco', 'slittamento'],
  },
  {
    id: 'el-958',
    source: 'https://ringadal.blogspot.com/2012/05',
    original:
      'I was doing laundry Wednesday night, and went to put things in the dryer and they were soaking wet. I tried just spinning them, but they remained soaking wet. Then, I got an E21 error code. I knew that if I waited for a repairman it would take near a week to get one here, and the last time it was a door latch problem that he fixed in less than 30 minutes and cost me $375',
    language: 'en',
    text: "Mercoledì sera stavo facendo il bucato, vado a mettere la roba nell'asciugatrice ed era fradicia. Ho provato a fare solo la centrifuga, ma è rimasta fradicia. Poi è comparso il codice di errore E21. Sapevo che se aspettavo un tecnico ci sarebbe voluta quasi una settimana, e l'ultima volta era un problema della chiusura dello sportello che ha sistemato in meno di mezz'ora e mi è costato 375 dollari.",
    category: 'elettrodomestici',
    cause:
      "Lo scarico era intasato: nel tubo c'era un grosso groviglio di peli e il filtro raccogli-monete prima della pompa era pieno di monete, forcine e peli (di cane, cavallo e umani). Pulito tutto la lavatrice ha ripreso a scaricare, ma la pompa di scarico era ormai consumata ed è stata sostituita.",
    keywords: ['scarico', 'intasato', 'filtro', 'pompa', 'peli'],
  },
  {
    id: 'el-959',
    source: 'https://cheersmama.jp/?p=32067',
    original:
      'わが家の洗濯機は、ヒートポンプななめドラム式の洗濯乾燥機。機種は、東芝のザブーン(TW-Z8200)です。(…)しかし、あるときから、その乾燥機能がイマイチに……。\n普通にバスタオルを4枚、フェイスタオルを4枚ほどを自動モードで洗濯乾燥までするものの、コースが終了しても完全に生乾き状態。\n2時間半以上かかるコースは、30分は洗濯・すすぎ・脱水の時間なので、2時間以上は乾燥していることになるのですが……。',
    language: 'ja',
    text: "La nostra lavatrice è una lavasciuga a cestello inclinato con pompa di calore, una Toshiba ZABOON (TW-Z8200). Però da un certo momento l'asciugatura è diventata scarsa... Lavo e asciugo in modalità automatica più o meno 4 teli da bagno e 4 asciugamani, ma a fine programma sono ancora completamente umidi. Il programma dura più di due ore e mezza e 30 minuti sono lavaggio, risciacquo e centrifuga, quindi asciuga per più di due ore...",
    category: 'elettrodomestici',
    cause:
      "Davanti al filtro dell'asciugatura si era accumulata polvere (lanugine) indurita che impediva all'aria di circolare; tolta la polvere, la lavasciuga è tornata ad asciugare bene.",
    keywords: ['polvere', 'lanugine', 'filtro', 'asciugatura', 'ostruito'],
  },
  {
    id: 'el-960',
    source: 'http://hmmmhmmm.com/9361.html',
    original:
      'パナソニックのドラム式洗濯乾燥機\nドラム式洗濯機で乾燥しても、ちゃんと乾かない!\n\nそんな、残念な思いしたことはありませんか?\n\n我が家では、使い始めてから1年ちょっとで洗濯物が乾きにくくなりました。ただ「故障かどうかも分からないのに 修理をお願いするのは気が引けるっ!」との思いがあり、なんとか自力で直そうとしてきました。\n\nその経緯は ...\n\n  • 温風が通る「ダクトのホコリ」を掃除してみた\n  • 前よりも チョットだけ良くなったかも?\n  • でも しばらくは様子見ですね!',
    language: 'ja',
    text: "Lavasciuga a cestello Panasonic. Con la lavasciuga a cestello, anche dopo l'asciugatura i panni non sono asciutti! A casa nostra, dopo poco più di un anno di uso, il bucato ha cominciato ad asciugarsi male. Però non sapendo nemmeno se era un guasto mi vergognavo a chiamare l'assistenza, quindi ho provato in qualche modo a sistemarla da solo: ho pulito la polvere nel condotto dove passa l'aria calda, forse è andata un pochino meglio di prima, ma per ora sto a vedere.",
    category: 'elettrodomestici',
    cause:
      "Era intasato il filtro interno (quello posteriore) dell'asciugatura: la polvere non si accumula sopra ma resta incastrata nelle maglie, quindi va smontato e lavato. Tolto e lavato il filtro, i panni sono tornati ad asciugarsi bene.",
    keywords: ['filtro', 'intasato', 'polvere', 'maglie', 'lavato'],
  },
  {
    id: 'el-961',
    source: 'https://tsuttetabete.com/?p=452',
    original:
      '先日いつものように食洗機を使っていると突然警報アラームが鳴って動かなくなってしまいました。(…)\n先日、我が家の食洗機を使っていると聞きなれない警報音が。\n食洗機の表示を確認すると、節電と強力のランプが点滅していました。\nまた、電源ボタンを押しても電源が切れない状態です。\n明らかに何か異常が発生しています。',
    language: 'ja',
    text: 'L\'altro giorno stavo usando la lavastoviglie come sempre quando all\'improvviso è suonato un allarme e si è fermata. Sul pannello lampeggiavano le spie "risparmio" e "intensivo", e anche premendo il tasto di accensione non si spegne. Chiaramente c\'è qualcosa che non va.',
    category: 'elettrodomestici',
    cause:
      "Era l'allarme di perdita d'acqua: uno dei tubi sul retro della lavastoviglie era rotto e dentro la struttura si era raccolta dell'acqua. Asciugata l'acqua e sostituito il tubo rotto (smontando la lavastoviglie dal mobile), è tornata a funzionare senza spese.",
    keywords: ['tubo', 'rotto', 'perdita', 'acqua', 'sostituito'],
  },
  {
    id: 'el-962',
    source: 'http://blog.minium.fr/post/2007/02/12/Crache-sploff-wizzzzzzz-4',
    original:
      "Parce que oui, 20 secondes après le lancement du lave-vaisselle, ça dégoutte de flotte de partout. Et euh... bien sûr, je commence par penser qu'il ne faut pas que ça salisse la cuisine. Je cours pour trouver des serpillères, elle est drôlement en pente, cette cuisine, ça va couler sous les meubles qu'on peut pas aller dessous.",
    language: 'fr',
    text: "Eh sì, 20 secondi dopo aver fatto partire la lavastoviglie, gocciola acqua dappertutto. E ovviamente la prima cosa che penso è che non deve sporcare la cucina. Corro a cercare gli stracci, questa cucina è bella in pendenza, l'acqua finirà sotto i mobili dove non si riesce ad arrivare.",
    category: 'elettrodomestici',
    cause:
      "I topi (portati in casa dai gatti) si erano infilati nella lavastoviglie nuova e ne avevano rosicchiato l'interno: dentro hanno trovato un topo morto, e un altro ancora vivo.",
    keywords: ['topi', 'rosicchiato', 'roditori', 'interno', 'perdita'],
  },
  {
    id: 'el-963',
    source: 'https://rosebudbears.de/2021/07/27/von-staubsaugern-und-igeln',
    original:
      'Hausputz. Mitten im schönsten Staubsaugen - mitten auf dem Wohnzimmerteppich - machte unser guter blauer (und 20 Jahre alter) MieleStaubsauger ein Geräusch, als wollte er sich durch den Boden in den Keller bohren. Klirr Peng Grumpf. So laut, dass der beste-Ehemann-forever angestürzt kam. Während ich noch in Schockstarre dastand zog er den Stecker aus der Steckdose.',
    language: 'de',
    text: "Pulizie di casa. Nel bel mezzo dell'aspirapolvere, proprio sul tappeto del soggiorno, il nostro buon vecchio aspirapolvere Miele blu (che ha 20 anni) ha fatto un rumore come se volesse bucare il pavimento e finire in cantina. Clang, bang, grumpf. Così forte che mio marito è arrivato di corsa. Mentre io ero ancora lì paralizzata dallo spavento, lui ha staccato la spina.",
    category: 'elettrodomestici',
    cause:
      "Uno dei cuscinetti a sfera del motore si era disintegrato e le sfere giravano libere nel motore. Comprati su eBay i due cuscinetti del motore (9 euro) e sostituiti, con sacchetto e filtro nuovi, l'aspirapolvere ha ripreso a funzionare.",
    keywords: ['cuscinetto', 'motore', 'sfere', 'rotto', 'sostituito'],
  },
  {
    id: 'el-964',
    source: 'http://urbanveghead.com/how-to-fix-a-broken-worm-gear-in-a-kitchenaid-mixer/',
    original:
      'So, I finally got around to fixing the broken worm gear in my KitchenAid mixer. Backstory: in April, I was in the middle of mixing butter, sugar and eggs when the paddle attachment stopped turning and my baby, er, I mean, mixer, made this awful noise. I thought, “Shit!!! I killed it!”',
    language: 'en',
    text: 'Ad aprile stavo mescolando burro, zucchero e uova nella mia planetaria KitchenAid quando la frusta a foglia ha smesso di girare e la mia bambina, cioè, la mia planetaria, ha fatto un rumore orribile. Ho pensato: "Cavolo!!! L\'ho ammazzata!"',
    category: 'elettrodomestici',
    cause:
      "Si era rotto l'ingranaggio a vite senza fine (worm gear) della trasmissione, un pezzo in nylon da pochi euro; sostituito seguendo un video, la planetaria è tornata a funzionare.",
    keywords: ['ingranaggio', 'vite', 'nylon', 'rotto', 'sostituito'],
  },
  {
    id: 'el-965',
    source: 'https://blog.goo.ne.jp/sameblog/m/202311',
    original:
      'パナソニックのコーヒーメーカーを8年か9年ほど愛用しています。\n豆を入れてスイッチを押すと、ウィーンとかなりの音とともにミルのモーターが回り、作業開始です。後は美味しいコーヒーを淹れてくれるのを待てばよいだけなので、とても便利なのです。\n ところが、今朝、スイッチを押すと、「ウーン」と低く小さい音がするだけで動きません。',
    language: 'ja',
    text: 'Uso la mia macchina del caffè Panasonic da 8 o 9 anni. Metti i chicchi, premi l\'interruttore e il motore del macinino parte con un bel "uiiin" rumoroso e comincia il lavoro. Poi basta aspettare che ti faccia un buon caffè, comodissima. Però stamattina, premendo l\'interruttore, fa solo un "uuun" basso e debole e non si muove.',
    category: 'elettrodomestici',
    cause:
      "L'albero del motore del macinino si era bloccato (incollato); girando a mano con uno stuzzicadenti le lame del macinino per qualche giro, dal basso dopo aver tolto il filtro a rete, il motore è ripartito normalmente.",
    keywords: ['motore', 'macinino', 'lame', 'bloccato', 'albero'],
  },
];
