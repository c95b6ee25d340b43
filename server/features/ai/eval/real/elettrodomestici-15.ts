import type { RealCase } from './types.ts';

/**
 * Batch 15 of real household-appliance reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'el-1201',
    source: 'http://dvdcollectorsonline.com/index.php/topic,7634.0/prev_next,next.html',
    original:
      "Last Thursday, my wife was doing a load of laundry when she yelled...Something bad's happening. I went into the laundry room and I could smell burnt electronics. The washer was still working, but I shut it down immediately. I tried to restart it, but no luck. (…) my Maytag Neptune (…) which I bought in 2001.",
    language: 'en',
    text: "Giovedì scorso mia moglie stava facendo una lavatrice quando ha urlato... Sta succedendo qualcosa di brutto. Sono andato in lavanderia e si sentiva puzza di elettronica bruciata. La lavatrice andava ancora, ma l'ho spenta subito. Ho provato a farla ripartire, ma niente da fare. (…) la mia Maytag Neptune (…) che ho comprato nel 2001.",
    category: 'elettrodomestici',
    cause:
      'La scheda di controllo del motore della Maytag Neptune era guasta (difetto noto, oggetto di richiamo). Risolto installando il kit di conversione con motore nuovo e nuova scheda elettronica di controllo.',
    keywords: ['scheda', 'motore', 'bruciata', 'elettronica', 'sostituzione'],
  },
  {
    id: 'el-1202',
    source: 'http://rasterweb.net/raster/2003/06/17/20030617120000/',
    original:
      'Our Maytag washing machine started acting up, blowing the GFI circuit, leaking water everywhere, and not spinning properly, so we called for service. (…) it’s the ‘Performa’ model.',
    language: 'en',
    text: "La nostra lavatrice Maytag ha cominciato a fare i capricci: faceva saltare il salvavita, perdeva acqua dappertutto e non centrifugava bene, quindi abbiamo chiamato l'assistenza. (…) è il modello 'Performa'.",
    category: 'elettrodomestici',
    cause:
      "Un tubo interno della lavatrice si era bucato e spruzzava acqua sul motore, facendo scattare il salvavita e disturbando il ciclo. Il tecnico l'ha tamponato con nastro isolante e poi ha sostituito il tubo.",
    keywords: ['tubo', 'perdita', 'motore', 'salvavita', 'acqua'],
  },
  {
    id: 'el-1203',
    source: 'https://www.jasoncoleman.net/2007/09/10/fixed-the-washer-whats-next/',
    original:
      'our otherwise reliable front-loading washing machine started having some problems. The washer wouldn’t spin the clothes – leaving us to hand-wring out large piles of slopping wet laundry. (…) It seems that the washer wouldn’t go into the spin cycle. Our washer and dryer are about seven years old, but were top-‘o‑the-line Maytag Neptune models when we purchased them. There is no reason they should stop working now. However, nothing I could do (at first) seemed to have any effect on the washing machine.',
    language: 'en',
    text: "la nostra lavatrice a carica frontale, di solito affidabile, ha cominciato a dare problemi. Non centrifugava i panni e ci toccava strizzare a mano mucchi di bucato fradicio. (…) Sembra che la lavatrice non entrasse proprio nella fase di centrifuga. Lavatrice e asciugatrice hanno circa sette anni, ma quando le abbiamo comprate erano Maytag Neptune top di gamma. Non c'è motivo che smettano di funzionare adesso. Però, qualunque cosa facessi (all'inizio), sulla lavatrice non aveva nessun effetto.",
    category: 'elettrodomestici',
    cause:
      "Sulla scheda di controllo della Maytag Neptune si era bruciato il resistore R11 (e andava cambiato anche il triac Q6 vicino), probabilmente per un picco di tensione. L'autore ha risolto riparando la scheda da solo invece di sostituirla tutta.",
    keywords: ['resistore', 'triac', 'scheda', 'bruciato', 'saldatura'],
  },
  {
    id: 'el-1204',
    source: 'http://janiceneitzey.blogspot.com/2007/11/wheres-maytag-repairman-when-you-need.html',
    original:
      "I started a load of laundry - flannel sheets and some towels. A few minutes later, he smelled burning rubber. When he opened the washer he noticed that the agitator wasn't agitating. Great. In order to check things out, we had to get the water out and unload the washer. It wouldn't spin out, it wouldn't drain out. (…) It was purchased at Paul's Maytag in January 1975. It's almost 33 years old.",
    language: 'en',
    text: "Ho messo su una lavatrice, lenzuola di flanella e qualche asciugamano. Dopo qualche minuto lui ha sentito puzza di gomma bruciata. Quando ha aperto la lavatrice ha visto che l'agitatore non si muoveva. Perfetto. Per capire cosa c'era abbiamo dovuto togliere l'acqua e svuotarla. Non centrifugava e non scaricava. (…) L'abbiamo comprata da Paul's Maytag a gennaio del 1975. Ha quasi 33 anni.",
    category: 'elettrodomestici',
    cause:
      'Si era rotta la cinghia di trasmissione (trovata sul pavimento sotto la lavatrice). Sostituita con una cinghia nuova presa in un negozio di ricambi auto, poi regolata perché era stata montata troppo tesa.',
    keywords: ['cinghia', 'rotta', 'trasmissione', 'tensione', 'motore'],
  },
  {
    id: 'el-1205',
    source: 'http://reflectionsonamiddle-agedfatwoman.blogspot.com/2009/06/it-aint-maytagpart-ii.html',
    original:
      "I had done some troubleshooting on my particular brand of washer (…) It would run but the agitator wouldn't spin.",
    language: 'en',
    text: "Avevo fatto un po' di prove sulla mia lavatrice (…) Il motore andava ma l'agitatore non girava.",
    category: 'elettrodomestici',
    cause:
      "Si era rotto il giunto di trasmissione (drive coupler) tra motore e trasmissione; il tecnico l'ha confermato e sostituito.",
    keywords: ['giunto', 'trasmissione', 'agitatore', 'motore', 'rotto'],
  },
  {
    id: 'el-1206',
    source: 'https://www.andreas-edler.de/blog/2009/07/waschnacht/',
    original:
      'Nämlich die Wasserpumpe, welche sich um die Entfernung des dreckigen Waschwassers aus unserer Waschmaschine kümmert. Zumindest brummte die nur noch, anstatt zu pumpen. (…) Nur der Schraubverschluss, hinter dem sich laut der inzwischen aufgetauchten Bedienungsanleitung, ein Filter befinden sollte, ließ sich nicht schrauben.',
    language: 'de',
    text: "Cioè la pompa dell'acqua, quella che si occupa di portare via l'acqua sporca del lavaggio dalla nostra lavatrice. Perlomeno, faceva solo un ronzio invece di pompare. (…) Solo che il tappo a vite, dietro il quale secondo il libretto di istruzioni (che nel frattempo era saltato fuori) doveva esserci un filtro, non si riusciva a svitare.",
    category: 'elettrodomestici',
    cause:
      'Un pezzetto di gomma finito nel filtro (ridotto male da anni di calcare) bloccava le palette della pompa di scarico. Tolto il corpo estraneo e pulito il filtro e la guarnizione dal calcare, la lavatrice scarica di nuovo normalmente.',
    keywords: ['pompa', 'girante', 'bloccata', 'filtro', 'calcare', 'corpo'],
  },
  {
    id: 'el-1207',
    source: 'http://frauentechnikundanderespannendesachen.blogspot.com/2019/02/ein-cent-kostet-100-euro.html',
    original:
      'Die Waschmaschine piepst und blinkt. Fehler E20. Den kenne ich schon. (…) Ich fluche relativ herzhaft, denn das bedeutet, überschüssiges, nicht abgepumptes Wasser durch den Minischlauch in eine Schüssel ablassen. Und dann fängt die Misere erst richtig an. Schon beim letzten Mal habe ich das Flusensieb mit der Wasserrohrpumpenzange mehr oder weniger herausoperiert. Durch das kalkhaltige Stralsunder Wasser backt das Flusensieb ziemlich fest, und lässt sich nur schwer rausdrehen. Nach dem ersten Knack-Geräusch höre ich diesmal sofort auf, bevor der Handgriff ganz abbricht.',
    language: 'de',
    text: "La lavatrice bippa e lampeggia. Errore E20. Lo conosco già. (…) Impreco abbastanza di gusto, perché vuol dire far uscire l'acqua non scaricata dal tubicino in una bacinella. E poi comincia il vero strazio. Già l'ultima volta il filtro l'avevo più o meno estratto chirurgicamente con la pinza a pappagallo. Con l'acqua piena di calcare di Stralsund il filtro si incolla parecchio e si svita a fatica. Al primo scricchiolio stavolta mi fermo subito, prima che la maniglia si spezzi del tutto.",
    category: 'elettrodomestici',
    cause:
      "Non era il classico filtro intasato: una moneta da 1 centesimo si era incastrata nel filtro/pompa di scarico bloccando lo scarico. Il tecnico l'ha estratta e la lavatrice è tornata a scaricare.",
    keywords: ['moneta', 'filtro', 'pompa', 'scarico', 'incastrata'],
  },
  {
    id: 'el-1208',
    source: 'https://ts.ifixit.com/Answers/History/77413',
    original:
      "I recently resurrected a dead G.E. Profile built-in microwave oven (…) in a most smoky and smelly fashion. The display and touch pad control still appeared to work, but it didn't heat anymore. The fuse didn't blow.",
    language: 'en',
    text: 'Di recente ho resuscitato un microonde da incasso G.E. Profile che era morto (…) facendo un sacco di fumo e di puzza. Il display e i tasti a sfioramento sembravano ancora funzionare, ma non scaldava più. Il fusibile non era saltato.',
    category: 'elettrodomestici',
    cause:
      'Si era guastato (bruciato, con fumo e puzza) il trasformatore di alta tensione che alimenta il magnetron, mentre la parte a bassa tensione continuava ad alimentare i comandi. Sostituito il trasformatore con il ricambio originale, il microonde è tornato in servizio.',
    keywords: ['trasformatore', 'altatensione', 'bruciato', 'magnetron', 'microonde'],
  },
  {
    id: 'el-1209',
    source: 'https://vivodasola.wordpress.com/2016/04/18/tranquillo-lunedi/',
    original:
      'Rimango a casa io da lavoro, ne approfitto per fare una lavatrice… odore di bruciato, lavatrice in tilt, panni zuppi di acqua messi in fretta e furia ad asciugare sul balcone, litri e litri (e litri!) di acqua in bagno da raccogliere pazientemente.',
    language: 'it',
    text: 'Rimango a casa io da lavoro, ne approfitto per fare una lavatrice… odore di bruciato, lavatrice in tilt, panni zuppi di acqua messi in fretta e furia ad asciugare sul balcone, litri e litri (e litri!) di acqua in bagno da raccogliere pazientemente.',
    category: 'elettrodomestici',
    cause:
      'Il filtro della lavatrice era completamente intasato di sporcizia. Aperto il pannello posteriore e pulito a fondo il filtro (con i cotton fioc, non riuscendo a smontarlo), la lavatrice è tornata a funzionare.',
    keywords: ['filtro', 'intasato', 'scarico', 'sporcizia', 'pulizia'],
  },
  {
    id: 'el-1210',
    source: 'http://sergiomarini.it/Lavatrice.htm',
    original:
      "Da qualche giorno la lavatrice ( non la dolce metà ma l'elettrodomestico )\nsemina pozzanghere.\nChiamare al suo capezzale uno  specialista o provare il fai da te ?",
    language: 'it',
    text: "Da qualche giorno la lavatrice ( non la dolce metà ma l'elettrodomestico )\nsemina pozzanghere.\nChiamare al suo capezzale uno  specialista o provare il fai da te ?",
    category: 'elettrodomestici',
    cause:
      "La pompa di scarico era usurata e perdeva acqua: sostituita con una nuova. La perdita però continuava perché anche la guarnizione (soffietto) dell'oblò aveva una lacerazione: sostituita anche quella, la lavatrice ha smesso di perdere.",
    keywords: ['pompa', 'guarnizione', 'oblò', 'perdita', 'lacerata'],
  },
  {
    id: 'el-1211',
    source: 'https://whirlwindsweb.com/dishwasher3',
    original:
      'ある日の夜、洗い物を食洗機につっこんで、スタートボタンを押して数分後、鳴り響くエラー音・・・ (…) 食器洗い中に全部のランプが点灯&警告音(ピーピー音)が鳴り響きます。\nまた、しばらくは「ズゴゴゴゴゴォォォォ・・・」という排水ポンプが動く音が鳴り響いています。\n食洗機を開けて中のエラーを確認すると、「高温・スピーディ」のランプが同時に点滅しています。\n説明書によると「機内の水漏れ不良」とのこと。',
    language: 'ja',
    text: 'Una sera butto i piatti nella lavastoviglie, premo start e dopo qualche minuto parte un allarme… (…) Durante il lavaggio si accendono tutte le spie e suona l\'allarme (bip bip).\nE per un po\' si sente la pompa di scarico che va, un "zgoooooo…" continuo.\nAprendo la lavastoviglie e guardando l\'errore, lampeggiano insieme le spie "Alta temperatura" e "Speedy".\nSecondo il libretto vuol dire "perdita d\'acqua all\'interno della macchina".',
    category: 'elettrodomestici',
    cause:
      "Il tubo di scarico della lavastoviglie (da incasso) aveva una crepa da cui usciva acqua nel basamento, facendo scattare il sensore antiallagamento. Estratta la lavastoviglie e sostituito il tubo di scarico, l'autore l'ha riparata da solo.",
    keywords: ['tubo', 'scarico', 'crepa', 'perdita', 'antiallagamento'],
  },
  {
    id: 'el-1212',
    source: 'https://k-mca.com/wp1/2025-panasonic-dishwasher-repair',
    original:
      'Panasonicのビルトイン食洗器が壊れた。機種はS45VD5SDで、購入から12年目ほど使用していた。\n予兆はなかったように思う。ある日から変な音がし始めて、皿も綺麗にならないのでアレっ?となった。\n- 飛行機のエンジン音みたいな異音発生\n- 皿が綺麗になっていない\n- 電源ボタン箇所に「点検」という赤いランプが点滅',
    language: 'ja',
    text: 'Si è rotta la lavastoviglie da incasso Panasonic. Il modello è S45VD5SD, la usavo da circa 12 anni.\nNon mi pare ci fossero segnali premonitori. Un giorno ha cominciato a fare un rumore strano e i piatti non venivano puliti, e lì ho pensato: ma come?\n- rumore strano tipo motore di aereo\n- piatti non puliti\n- vicino al tasto di accensione lampeggia una spia rossa "Controllo"',
    category: 'elettrodomestici',
    cause:
      'Era guasta la pompa di lavaggio: la parte rotante meccanicamente sembrava a posto, ma il motore non girava più. Il tecnico Panasonic ha sostituito la pompa (ricambio ANP8C-930B).',
    keywords: ['pompa', 'motore', 'lavaggio', 'sostituzione', 'rumore'],
  },
  {
    id: 'el-1213',
    source: 'http://suzuqi.net/blog/2007/02/15956',
    original:
      '我が家の冷蔵庫は、FUJITSUの冷蔵庫デス。(…) その6年間になんと3度もこの冷蔵庫は修理を受けているのですよ。(…) っていうかね、「カカカカカカカカカカ」という感じの異音がし始めて、しばらくその異音を無視していると、ハッと気づくと冷蔵庫の温度が上がっているんですよ。つまり、気づいたときには冷蔵庫内のショクモツが全滅の危機を迎えているわけデス。',
    language: 'ja',
    text: 'Il nostro frigo è un FUJITSU. (…) In quei 6 anni questo frigo è stato riparato ben 3 volte. (…) Cioè, comincia a fare un rumore tipo "cacacacacacacacaca", lo ignori per un po\', e all\'improvviso ti accorgi che la temperatura del frigo è salita. In pratica, quando te ne accorgi, il cibo dentro rischia di andare tutto a male.',
    category: 'elettrodomestici',
    cause:
      'Si formava brina/ghiaccio attorno alla ventola (dell\'evaporatore), che prima sbatteva (il rumore "cacaca") e poi si bloccava, per cui il frigo smetteva di raffreddare. Il tecnico l\'ha riparato rimuovendo il ghiaccio (difetto ricorrente di quel modello).',
    keywords: ['brina', 'ghiaccio', 'ventola', 'bloccata', 'sbrinamento'],
  },
  {
    id: 'el-1214',
    source:
      'https://trochilidae.blogspot.com/2017/12/miele-induction-hob-problem.html?showComment=1549726625264',
    original:
      "We've had a Miele KM5731 for nine years or so (…) Anyway, a few days ago it started to give an error code of FE32.This is the hob, it has four induction coils and some touch buttons: (…) Once the error code appears the hob is unusable. The instruction manual isn't much help, it says turn it off and on again. Well, that might work, but it's got progressively harder to conjure away over the past few days.",
    language: 'en',
    text: "Abbiamo un Miele KM5731 da nove anni circa (…) Comunque, qualche giorno fa ha cominciato a dare il codice di errore FE32. È il piano cottura, ha quattro zone a induzione e dei tasti a sfioramento: (…) Quando compare l'errore il piano non si può più usare. Il libretto non aiuta molto, dice di spegnerlo e riaccenderlo. Be', magari funziona, ma negli ultimi giorni è diventato sempre più difficile farlo sparire.",
    category: 'elettrodomestici',
    cause:
      "Sulla scheda di potenza del piano a induzione due condensatori elettrolitici da 470uF 25V si erano gonfiati/aperti. Sostituiti con condensatori nuovi di buona qualità, l'errore FE32 non si è più ripresentato.",
    keywords: ['condensatori', 'gonfi', 'scheda', 'potenza', 'elettrolitici'],
  },
  {
    id: 'el-1215',
    source: 'https://diynot.com/diy/threads/induction-hob-failing-with-a-loud-bang.613810',
    original:
      'A while back, a Tefal induction hob (single plate), we bought failed with a loud bang. My first reaction was it didn’t cost a huge amount so bin it. Then my recycle side stepped in and I decided to investigate my it had failed.',
    language: 'en',
    text: 'Tempo fa una piastra a induzione Tefal (singola) che avevamo comprato si è rotta con un forte botto. La mia prima reazione è stata: non è costata tanto, la butto. Poi ha prevalso il mio lato da riciclatore e ho deciso di indagare sul perché si fosse rotta.',
    category: 'elettrodomestici',
    cause:
      "All'interno erano andati in corto più componenti dello stadio di potenza: il fusibile da 12,5A (esploso), il ponte raddrizzatore e l'IGBT. Dopo aver sostituito fusibile, ponte e anche l'IGBT (la prima volta dimenticato, con un secondo botto), la piastra ha funzionato di nuovo.",
    keywords: ['igbt', 'fusibile', 'raddrizzatore', 'corto', 'induzione'],
  },
  {
    id: 'el-1216',
    source: 'http://cura-prodest.com/2021/11/18/hitachi-clothes-dryer-broke-de-n55fx/amp',
    original:
      '乾燥器の電源を入れて、スタートをするとギュルギュルギュルと嫌な音を立てて回り出すんですが、音は最初だけだしそのまま乾燥出来るので、気にはなつつ使っていたら乾燥出来なくなりました。\n電源はしっかり入って、スタートボタンもちゃんと押せるのに、全く洗濯物が乾かないだけで無く、とにかく『熱』を感じません。',
    language: 'ja',
    text: 'Quando accendevo l\'asciugatrice e premevo start, partiva girando con un brutto rumore tipo "ghiuru-ghiuru-ghiuru", però il rumore c\'era solo all\'inizio e asciugava lo stesso, quindi la usavo anche se mi preoccupava, finché non ha smesso di asciugare.\nSi accende normalmente, il tasto start funziona, ma non solo i panni non si asciugano per niente: proprio non si sente nessun "calore".',
    category: 'elettrodomestici',
    cause:
      "Si era spaccata la puleggia sul motore (la cinghia era integra), per cui la ventola dell'aria calda non veniva più trascinata e l'asciugatrice (Hitachi DE-N55FX) non scaldava. Sostituita la puleggia con il ricambio originale (DE-N5S 046), l'autore l'ha riparata da solo.",
    keywords: ['puleggia', 'motore', 'rotta', 'ventola', 'cinghia'],
  },
  {
    id: 'el-1217',
    source: 'https://konozama.jp/amazon_devil/2015/01/post-362.html',
    original:
      'で、我が家で活躍していた乾燥機が先日エラー音と共に動かなくなってしまいまして。\n フロントのランプが全て点滅。中のドラムもちょっとは回るような挙動をするもののすぐ停止。(…) 今回は乾燥機ED-F60Hという2001年製乾燥機の修理記事になります。',
    language: 'ja',
    text: "Insomma, l'asciugatrice che usavamo a casa l'altro giorno si è fermata con un bip di errore.\nSul frontale lampeggiano tutte le spie. Anche il cestello dentro fa come per girare un pochino, ma si ferma subito. (…) Si tratta di un'asciugatrice ED-F60H del 2001.",
    category: 'elettrodomestici',
    cause:
      'La cinghia tonda ("maru-beruto") dell\'asciugatrice Toshiba era deteriorata e non trascinava più correttamente; sostituendola con una nuova l\'asciugatrice ha ripreso a funzionare.',
    keywords: ['cinghia', 'usurata', 'sostituzione', 'asciugatrice', 'trascinamento'],
  },
  {
    id: 'el-1218',
    source: 'http://www.jphebert.name/2014/03/feeling-handy-with-dishwasher.html',
    original:
      'Last Saturday morning I open the dishwasher to empty it from the overnight cleaning cycle and  found this abnormal amount of water at the bottom, so I decided to force a "cancel" and drain the unit.  Same amount of water afterwards. (…) After Googling for a while I followed some tips to unclog the unit but to no avail, the problem persisted. (…) I cleaned everything and found nothing which created obstruction for the water flow..',
    language: 'en',
    text: "Sabato mattina apro la lavastoviglie per svuotarla dopo il lavaggio notturno e trovo una quantità anomala d'acqua sul fondo, quindi decido di forzare un \"annulla\" e farla scaricare. Dopo, stessa quantità d'acqua. (…) Dopo aver cercato un po' su Google ho seguito qualche consiglio per sturarla, ma niente da fare, il problema restava. (…) Ho pulito tutto e non ho trovato niente che ostruisse il passaggio dell'acqua..",
    category: 'elettrodomestici',
    cause:
      "Un componente in plastica rossa del sistema di scarico (una valvola/parte mobile) era bloccato e non si muoveva più per lo sporco accumulato negli anni. Il tecnico l'ha individuato in 5 minuti e sbloccato, e la lavastoviglie ha ripreso a scaricare.",
    keywords: ['valvola', 'scarico', 'bloccata', 'sporco', 'lavastoviglie'],
  },
  {
    id: 'el-1219',
    source: 'http://weblog.rukihena.com/archives/2011/01/_np-60sx5.html',
    original:
      'ナショナル食洗機 NP-60SX5 (…) 2005年10月15日に購入した食洗機が壊れた。排水しない。エラーが出るわけではなく、乾燥モードに入っているのに、庫内が水浸しのままなのだ。\n\n なんか詰まったのかなと思い、排水ホースから水道水を逆送してみた。すると庫内に水が入ってくる。これで詰まりが解消できただろうか? しかし、いくら逆送してもスルスル入っていく感触にならない。\n\n 運転してみると案の定、排水できない。',
    language: 'ja',
    text: "Lavastoviglie National NP-60SX5 (…) La lavastoviglie comprata il 15 ottobre 2005 si è rotta. Non scarica. Non dà nessun errore, ma anche quando è già in fase di asciugatura dentro è ancora tutto allagato.\n\nPensando a qualche intasamento, ho mandato acqua di rubinetto al contrario dal tubo di scarico. E l'acqua entra nella vasca. Sarà sturato così? Però, per quanto ne mandassi, non dava la sensazione di scorrere liberamente.\n\nInfatti, facendola andare, non scarica.",
    category: 'elettrodomestici',
    cause:
      "La pompa è unica e un meccanismo interno commuta il flusso tra lavaggio e scarico: questo meccanismo di commutazione si era guastato, per cui in fase di scarico la pompa rimandava l'acqua agli ugelli di lavaggio. Riparato smontando la macchina e sistemando il commutatore come in altri resoconti di riparazione dello stesso guasto.",
    keywords: ['commutatore', 'pompa', 'scarico', 'lavaggio', 'meccanismo'],
  },
  {
    id: 'el-1301',
    source: 'https://www.fable.it/2010/09/03/il-frigorifero-riparato-e-il-digitale-terrestre/',
    original:
      'E’ da ben quattro anni che il mio frigorifero , acquistato nel 2004, un Samsung SL-R3626B, formava ghiaccio sotto l’ultimo cassetto del congelatore , e perdeva acqua (diventata nel tempo acqua rugginosa ) dalla parte anteriore. Il tecnico che era venuto per riparare la lavatrice, al quale avevo accennato del problema, mi aveva detto che con uno sbrinamento il tutto si sarebbe risolto. Io però non l’ho mai sbrinato, perché mi sembrava strano che un frigorifero no-frost andasse sbrinato.',
    language: 'it',
    text: 'E’ da ben quattro anni che il mio frigorifero , acquistato nel 2004, un Samsung SL-R3626B, formava ghiaccio sotto l’ultimo cassetto del congelatore , e perdeva acqua (diventata nel tempo acqua rugginosa ) dalla parte anteriore. Il tecnico che era venuto per riparare la lavatrice, al quale avevo accennato del problema, mi aveva detto che con uno sbrinamento il tutto si sarebbe risolto. Io però non l’ho mai sbrinato, perché mi sembrava strano che un frigorifero no-frost andasse sbrinato.',
    category: 'elettrodomestici',
    cause:
      "Lo scarico della condensa tra congelatore e retro del frigorifero era ostruito da un filtro (un imbutino di gomma nero) occluso: l'acqua ghiacciava sotto il cassetto e usciva davanti. Il tecnico Samsung ha sbrinato e rimosso il filtro.",
    keywords: ['scarico', 'condensa', 'filtro', 'occluso', 'ghiaccio', 'sbrinamento'],
  },
  {
    id: 'el-1401',
    source: 'https://dogistudio.net/washing_machine',
    original:
      '私の家ではつい先日、購入から1年過ぎて2歳の誕生日を迎えたばかりだったのですが、変なビープ音と共にエラーメッセージを表示したまま停止し故障してしまいました。 (…) 私が購入していたのは東芝の「AW-7D9 W」という型番の洗濯機で、2020年の11月末ごろ購入したものでした。ちょうど1年経過したタイミングにそれは訪れました。朝起きるとビープ音と共に「Ed4」という表示のまま停止している洗濯機が。そして、中には脱水できずにびちゃびちゃのままのシャツ達が。とりあえず、説明書を見てみたものの「Eで始まる表示が出たときは故障です。修理を依頼してください。」と記載されていました。',
    language: 'ja',
    text: 'Da noi l\'altro giorno la lavatrice, che aveva appena compiuto due anni (comprata da poco più di un anno), si è fermata con un beep strano e un messaggio di errore, ed è rimasta guasta. È una Toshiba modello "AW-7D9 W", comprata verso fine novembre 2020. È successo proprio dopo un anno: la mattina mi alzo e trovo la lavatrice ferma, che bippa, con la scritta "Ed4". Dentro c\'erano le camicie ancora fradicie, non aveva fatto la centrifuga. Ho guardato il libretto, ma c\'era scritto solo "Quando compare un codice che inizia con E è un guasto. Chiamate l\'assistenza."',
    category: 'elettrodomestici',
    cause:
      "Il tecnico dell'assistenza ha verificato che il beep e l'errore Ed4 erano dovuti a un guasto della scheda elettronica di controllo; la riparazione richiedeva la sostituzione della scheda in laboratorio.",
    keywords: ['scheda', 'elettronica', 'controllo', 'guasto', 'sostituzione'],
  },
  {
    id: 'el-1402',
    source: 'https://gillwacohouse.com/kanta_kun_trouble/2870',
    original:
      '乾太くんを使い始めてから約2年が経過したある日、乾燥は終わっているのにどうも洗濯物の乾きが悪いという事象が起こるようになりました よくよく見てみると「05」というエラーコードが出て、乾太くんの運転が自動停止しているようでした これは機械の内部が異常な高温状態になった際に出るエラーコードで、20分の冷却運転の後に自動停止するようになっているみたいでした なので最初は正常に乾燥運転が終わったかのように感じるのですが、実際はただ送風していただけで全然乾いていないという状態でした',
    language: 'ja',
    text: "Dopo circa due anni che usavo l'asciugatrice a gas Kanta-kun, ha cominciato a succedere che il ciclo risultava finito ma il bucato era asciugato male. Guardando bene, compariva il codice errore \"05\" e la macchina si fermava da sola. È il codice che esce quando l'interno va in temperatura troppo alta: fa 20 minuti di raffreddamento e poi si spegne. Quindi all'inizio sembrava che l'asciugatura fosse finita normalmente, ma in realtà aveva solo soffiato aria e i panni non erano per niente asciutti.",
    category: 'elettrodomestici',
    cause:
      "Il filtro di scarico del condotto di uscita aria verso l'esterno era intasato: l'aria non circolava, l'interno si surriscaldava e scattava l'errore 05. Pulendo il filtro di scarico l'asciugatrice è tornata a funzionare.",
    keywords: ['filtro', 'scarico', 'intasato', 'surriscaldamento', 'condotto'],
  },
  {
    id: 'el-1403',
    source: 'https://honobonocanadalife.com/water-leak-from-the-freezer',
    original:
      '先日、冷蔵庫からの水漏れが原因で、床板がダメージを受けたので (…) この床のダメージに気付いた時は、床の表面に水は溜まっていませんでした。別の件で呼んでいた水道屋さんに診てもらったのですが、その時点では冷蔵庫の外部は全く濡れていなかったため、原因は何か分かりませんでした。我が家の冷蔵庫はkenmore bland の2ドアで左側が冷凍室になっていて、約10年が経っています。取り敢えず床を修理する間は、冷蔵庫を前の方に出して、アイスメーカー用のホースを外していたのですが、数日後に冷凍室側の床に水漏れが見つかりました。',
    language: 'ja',
    text: "L'altro giorno il pavimento si è rovinato per una perdita d'acqua dal frigorifero. Quando me ne sono accorta non c'era acqua sopra il pavimento. L'idraulico, che era venuto per un'altra cosa, ci ha dato un'occhiata, ma il frigo fuori era completamente asciutto e non si è capito il motivo. Il nostro frigo è un Kenmore a due porte, con il congelatore a sinistra, e ha circa 10 anni. Mentre riparavamo il pavimento l'abbiamo spostato in avanti e abbiamo staccato il tubo del fabbricatore di ghiaccio, ma qualche giorno dopo abbiamo trovato di nuovo acqua sul pavimento dal lato del congelatore.",
    category: 'elettrodomestici',
    cause:
      "Lo scarico della condensa dentro il congelatore era ghiacciato e ostruito, così l'acqua di sbrinamento non poteva defluire e usciva da sotto la porta. Si risolve sciogliendo il ghiaccio e liberando il foro di scarico.",
    keywords: ['scarico', 'condensa', 'ghiacciato', 'congelatore', 'ostruito'],
  },
  {
    id: 'el-1404',
    source: 'https://domosistemas.com/?p=29540',
    original:
      'Hace unos días, empecé a notar que algo no iba bien con el frigorífico de casa. Algunos alimentos salían congelados, especialmente los que estaban en la parte trasera. Al principio pensé que había bajado demasiado la temperatura, pero aunque subí el regulador, el problema seguía. Ni cambiar la ubicación de los alimentos ni apagarlo unas horas parecía ayudar. Así que llamé al técnico.',
    language: 'es',
    text: "Qualche giorno fa ho cominciato a notare che il frigo di casa non andava bene. Alcuni cibi uscivano congelati, soprattutto quelli in fondo. All'inizio ho pensato di aver abbassato troppo la temperatura, ma anche alzando il regolatore il problema restava. Né spostare il cibo né spegnerlo per qualche ora sembrava servire. Così ho chiamato il tecnico.",
    category: 'elettrodomestici',
    cause:
      "Nel frigo combinato la serranda (damper) che regola il passaggio dell'aria fredda dal congelatore al frigo era bloccata da un pezzetto di plastica rotto; il tecnico l'ha lasciata socchiusa come rimedio provvisorio in attesa del ricambio da sostituire.",
    keywords: ['serranda', 'damper', 'aria', 'combinato', 'bloccata'],
  },
  {
    id: 'el-1405',
    source: 'https://www.frc.ch/postpratique/kevin-mon-aspirateur-et-moi/',
    original:
      'Objectif de cette journée du 10 juin: réparer mon appareil défectueux depuis quelques semaines (…) Après m’avoir fait raconter les défaillances de mon aspirateur, un bruit étrange et une piètre aspiration, l’étudiant branche l’appareil pour juger sur pièce. Coup classique: tout fonctionne à merveille. J’insiste. Une deuxième tentative fait apparaître le souci technique. (…) Je suggère qu’on nettoie la poussière fortement présente à l’intérieur. (…) Enclenché, l’aspirateur aspire très bien. Victoire! (…) Et… retour à la case départ! L’aspiration étant à nouveau aléatoire.',
    language: 'fr',
    text: "Oggi (10 giugno) l'obiettivo è far riparare il mio aspirapolvere, guasto da qualche settimana. Racconto i sintomi: un rumore strano e aspira poco. Lo attaccano per vedere e, classico, funziona benissimo. Insisto, e al secondo tentativo il problema si vede. Propongo di pulire la tanta polvere che c'è dentro; lo riaccendiamo e aspira benissimo, vittoria! Poi lo richiudono e... si torna al punto di partenza: l'aspirazione è di nuovo a intermittenza.",
    category: 'elettrodomestici',
    cause:
      'Al Repair Café hanno individuato che il difetto intermittente di potenza/aspirazione era dovuto al pulsante di comando in plastica (accensione/regolazione potenza) che non faceva più contatto in modo affidabile, non alla polvere.',
    keywords: ['pulsante', 'interruttore', 'contatto', 'potenza', 'intermittente'],
  },
  {
    id: 'el-1406',
    source: 'https://pascalchour.fr/divers/reparations/seche_linge/seche_linge.htm',
    original:
      "L'exemple donné ici concerne un sèche-linge électronique Faure LSI 310 acheté en juillet 1994. (…) Pour commencer, ce sèche linge est tombé en panne une semaine après son achat. (…) Cinq ans plus tard, un bruit de ferraille qui allait en s'amplifiant est apparu.",
    language: 'fr',
    text: "Parlo della mia asciugatrice elettronica Faure LSI 310 comprata a luglio 1994. Già una settimana dopo l'acquisto si era guastata. Cinque anni dopo è comparso un rumore di ferraglia che diventava sempre più forte.",
    category: 'elettrodomestici',
    cause:
      "Smontandola ha visto che la bronzina (supporto) in cui passa l'asse del cestello si era ovalizzata: il cestello si era inclinato e strisciava contro la parete posteriore. L'ha sostituita con un cuscinetto a sfere di pattini a rotelle e il rumore è sparito.",
    keywords: ['cuscinetto', 'bronzina', 'cestello', 'asse', 'sfregamento'],
  },
  {
    id: 'el-1407',
    source: 'https://lifefull.jp/family/dyson-stop.html',
    original:
      'ダイソンの掃除機 DC26を長年愛用しています。音はうるさいですが良く吸う掃除機です。DC26 モーターヘッドコンプリートを買ったのは2010年12月です。(…) それから3年半経った2014年の6月にスイッチを入れると一瞬動いてスグ止まるという症状が現れました。「あ~、故障だ、、、買い替えだな」と高額出費を覚悟しました。',
    language: 'ja',
    text: 'Uso da anni un aspirapolvere Dyson DC26. È rumoroso ma aspira bene. Il DC26 Motorhead Complete l\'ho comprato a dicembre 2010. Tre anni e mezzo dopo, a giugno 2014, è comparso questo sintomo: accendendolo parte per un istante e poi si ferma subito. "Ecco, è rotto... tocca ricomprarlo", e mi ero già rassegnato a una bella spesa.',
    category: 'elettrodomestici',
    cause:
      "Il filtro interno (da lavare ogni 2 anni secondo il manuale) non era mai stato pulito ed era completamente intasato di polvere: il motore si fermava per il flusso d'aria bloccato. Lavandolo in acqua fredda e facendolo asciugare l'aspirapolvere è tornato a funzionare.",
    keywords: ['filtro', 'intasato', 'polvere', 'lavaggio', 'flusso'],
  },
  {
    id: 'el-1408',
    source: 'https://www.puls200.de/?p=1331',
    original:
      'Zuverlässigkeit ist eine wichtige Eigenschaft von Waschmaschinen. Sie sollen möglichst unauffällig funktionieren und spätestens jedes Wochenende die angehäuften Wäscheberge bearbeiten. Unser Gerät hat sich dabei in der Vergangenheit nicht gerade mit Ruhm bekleckert. Um so größer meine Bedenken, als sich vor kurzem zum wiederholten Mal ein kleiner See unter der Maschine bildete. Dann hatte der See einmal eine Größe, die als “bedrohlich” eingestuft wurde, so dass wir den Bosch Kundendienst anriefen.',
    language: 'de',
    text: "L'affidabilità è importante per una lavatrice: deve funzionare senza dare nell'occhio e smaltire le montagne di bucato almeno ogni fine settimana. La nostra in passato non si è proprio coperta di gloria. Per questo mi sono preoccupato quando di recente, per l'ennesima volta, si è formato un laghetto sotto la macchina. Poi una volta il lago era così grande da sembrare \"minaccioso\" e abbiamo chiamato l'assistenza Bosch.",
    category: 'elettrodomestici',
    cause:
      "Il tecnico ha trovato nella guarnizione dell'oblò (soffietto in gomma), nascosto sotto una piega, un buco grande come un'unghia fatto da un oggetto appuntito. Invece di sostituirla (200 €) l'hanno riparata vulcanizzando una toppa da entrambi i lati e la perdita è cessata.",
    keywords: ['guarnizione', 'oblò', 'soffietto', 'foro', 'perdita'],
  },
  {
    id: 'el-1409',
    source: 'https://rabensalat.blog/2022/12/26/tag-2720-grad-noch/',
    original:
      'Ich dachte heute, es sei eine gute Idee, den Backofen nach dem Braten gestern mal sauberzumachen, bevor heute der Fisch reinwandert. Also machte ich den Ofen sauber, wie ich das immer so mache und danach wollte ich den Ofen vorheizen und *pling* flog die Sicherung raus. Licht ging, alles andere im Ofen führte zum selben Resultat. Google sagte, dass wahrscheinlich irgendwo beim sauber machen Wasser rein gelaufen sei, und dass man es trocknen lassen sollte und dann noch mal gucken (…) Aber auch nach zwei Stunden ohne Tür im Ofen flog die Sicherung jedes Mal raus, wenn ich ihn anschaltete.',
    language: 'de',
    text: "Oggi ho pensato di pulire il forno dopo l'arrosto di ieri, prima di metterci il pesce. L'ho pulito come faccio sempre e poi, quando ho voluto preriscaldarlo, *pling*: è saltato il salvavita. La luce funzionava, tutte le altre funzioni del forno davano lo stesso risultato. Su Google dicevano che probabilmente era entrata acqua durante la pulizia e che bisognava lasciarlo asciugare e riprovare. Ma anche dopo due ore senza sportello, ogni volta che lo accendevo saltava il salvavita.",
    category: 'elettrodomestici',
    cause:
      'Smontando il forno il marito ha trovato la resistenza superiore (grill/cielo) deformata e con la guaina esterna spaccata: la resistenza era in dispersione/corto e faceva scattare il salvavita, quindi va sostituita.',
    keywords: ['resistenza', 'superiore', 'dispersione', 'salvavita', 'cortocircuito'],
  },
];
