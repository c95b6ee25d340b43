import type { RealCase } from './types.ts';

/** Batch 11 of real elettrodomestici reports (issue 24): gathered 2026-11-28 by helpers blind to the assistant. */
export const CASES: RealCase[] = [
  {
    id: 'el-901',
    source: 'https://www.wassupy.com/2011/07/fixing-my-hipster-dryer.html',
    original:
      "As wonderful husbands often do, I went downstairs to switch the laundry the other day without being asked and discovered a load of wet clothes in the dryer. (…) I returned a few hours later to try again at switching the laundry only to discover the clothes in the dryer were still wet. Uh oh. I turned that puppy on and found it ran, it's lint trap was empty, but it didn't get hot.",
    language: 'en',
    text: "Come fanno spesso i mariti modello, l'altro giorno sono sceso a cambiare il bucato senza che nessuno me lo chiedesse e ho trovato un carico di vestiti bagnati nell'asciugatrice. (…) Sono tornato qualche ora dopo per riprovare a cambiare il bucato e ho scoperto che i vestiti nell'asciugatrice erano ancora bagnati. Oh oh. Ho acceso quel gioiellino e ho visto che andava, il filtro dei pelucchi era vuoto, ma non si scaldava.",
    category: 'elettrodomestici',
    cause:
      "Dietro il pannello posteriore il filo che porta corrente alla resistenza si era bruciato e il suo connettore a clip si era staccato dal morsetto della resistenza: ricollegato il filo (e poi saldato), l'asciugatrice è tornata a scaldare.",
    keywords: ['filo', 'bruciato', 'connettore', 'resistenza', 'collegamento'],
  },
  {
    id: 'el-902',
    source: 'http://grouchgeek.blogspot.com/2007/01/squealing-clothes-dryer.html',
    original:
      'Try to imagine the most annoying, shrill, squeak you can imagine (…) and imagine that happening occasionally, on and off, every time you run the clothes dryer.',
    language: 'en',
    text: "Provate a immaginare il cigolio più fastidioso e stridulo che riuscite a immaginare (…) e immaginate che succeda ogni tanto, a intermittenza, ogni volta che accendete l'asciugatrice.",
    category: 'elettrodomestici',
    cause:
      "Era consumato il cuscinetto posteriore del cestello (il lubrificante si era trasformato in una specie di gomma): sostituito con l'apposito kit, l'asciugatrice è tornata silenziosa.",
    keywords: ['cuscinetto', 'posteriore', 'cestello', 'lubrificante', 'usurato'],
  },
  {
    id: 'el-903',
    source:
      'http://www.paullesterphoto.com/wordpress/2017/08/01/who-knew-it-works-better-without-a-birds-nest/',
    original:
      'The dryer has always seemed to be lacking in performance. It took a really long time to dry, especially for larger loads. (…) A couple of months ago, while the dryer was running, I could clearly hear the sound of water.',
    language: 'en',
    text: "L'asciugatrice mi è sempre sembrata un po' scarsa. Ci metteva davvero tanto ad asciugare, soprattutto con i carichi più grandi. (…) Un paio di mesi fa, mentre l'asciugatrice andava, sentivo chiaramente il rumore dell'acqua.",
    category: 'elettrodomestici',
    cause:
      "Il tubo di scarico dell'aria era pieno d'acqua e lanugine e lo sfiato esterno era intasato da lanugine e nidi di uccelli, tanto che lo sportellino non si apriva: fatto pulire il condotto da uno spazzacamino, l'asciugatrice asciuga in fretta.",
    keywords: ['condotto', 'sfiato', 'intasato', 'nido', 'lanugine'],
  },
  {
    id: 'el-904',
    source: 'http://bccy.blogspot.com/2006/10/say-little-prayer-or-basic-espresso.html',
    original:
      "i woke up this morning, decided to make coffee in silvia (…) turned her on, and returned 40 mins. later to make coffee only to discover that while her lights were on, she was cold. cold. no heat. she had power, she pumped (cold) water, but she didn't heat up.",
    language: 'en',
    text: "stamattina mi sono svegliato e ho deciso di farmi un caffè con la silvia (…) l'ho accesa e sono tornato 40 minuti dopo per fare il caffè, solo per scoprire che le spie erano accese ma lei era fredda. fredda. niente calore. la corrente c'era, pompava acqua (fredda), ma non si scaldava.",
    category: 'elettrodomestici',
    cause:
      'Si era guastato il termostato della caldaia (quello per il caffè) della Rancilio Silvia: sostituito il termostato, la macchina è tornata a scaldare.',
    keywords: ['termostato', 'caldaia', 'guasto', 'sostituito', 'riscaldamento'],
  },
  {
    id: 'el-905',
    source: 'http://silversaintsblog.blogspot.com/2008/07/wobbly-washing-machines.html',
    original:
      'The tenants had reported that their newly installed under counter washing machine was vibrating violently when it reached the spin cycle. The shaking was so violent that the downstairs neighbours had complained that a picture had fallen off their wall as a result.',
    language: 'en',
    text: 'Gli inquilini avevano segnalato che la lavatrice sotto il piano di lavoro, installata da poco, vibrava violentemente quando arrivava alla centrifuga. Le scosse erano così forti che i vicini del piano di sotto si erano lamentati perché gli era caduto un quadro dal muro.',
    category: 'elettrodomestici',
    cause:
      'Non erano le staffe di trasporto: la lavatrice poggiava su assi del pavimento non in piano che flettevano; messa su una base di compensato da 18 mm e livellati i piedini, il problema si è risolto.',
    keywords: ['pavimento', 'assi', 'livellato', 'piedini', 'compensato'],
  },
  {
    id: 'el-906',
    source: 'https://serendipita.org/category/personal/page/31',
    original:
      'Vor einigen Wochen aber stellte ich nach einem Trocknerdurchlauf fest, dass die Wäsche zwar eine Stunde lang gut durchgepustet worden war, aber offenbar mit kalter statt warmer Luft, denn alles war noch feucht.',
    language: 'de',
    text: "Qualche settimana fa però, dopo un ciclo di asciugatura, ho notato che il bucato era stato sì ben ventilato per un'ora, ma a quanto pare con aria fredda invece che calda, perché era tutto ancora umido.",
    category: 'elettrodomestici',
    cause:
      "Nella lavasciuga Siemens era scattato il termostato di sicurezza contro il surriscaldamento (Klixon) sul condotto dell'aria calda, col pulsantino rosso sporgente: premuto il pulsante per riarmarlo, asciuga di nuovo con aria calda.",
    keywords: ['termostato', 'sicurezza', 'surriscaldamento', 'pulsante', 'riarmo'],
  },
  {
    id: 'el-907',
    source: 'http://jososnablog.blogspot.com/2025/09/die-sache-mit-dem-gasherd.html',
    original:
      'Passend zum Geburtstag von meiner Frau hat der Backofen nicht mehr richtig geheizt, sondern eher getrocknet. (…) Es gibt zwar eine Flamme im Backofen, die aber recht klein ist und sich mit dem Regler auch nicht verändern ließ. Bei den Kochmulden sah es ähnlich aus, wobei der Unterschied nicht so groß war (…)',
    language: 'de',
    text: 'Giusto per il compleanno di mia moglie il forno non scaldava più bene, più che altro seccava. (…) Una fiamma nel forno c’è, ma è piuttosto piccola e non cambiava nemmeno girando la manopola. Con i fuochi era simile, anche se lì la differenza non era così grande (…)',
    category: 'elettrodomestici',
    cause:
      'Il tecnico ha trovato che il raccordo del gas della cucina era regolato male (arrivava meno gas) e che il regolatore era rotto; sistemati raccordo e regolatore, la fiamma è tornata grande.',
    keywords: ['gas', 'raccordo', 'regolatore', 'fiamma', 'afflusso'],
  },
  {
    id: 'el-908',
    source: 'http://www.chris-o-mat.de/2014/02/die-waschmaschine-schlagt-beim.html',
    original:
      'Was uns aber die ganze Zeit aufgefallen ist: Die Waschmaschine macht sehr komische Geräusche beim Schleudern. Es klingt so, als schlägt die Waschtrommel irgendwo an. (…) es war auch so erkennbar, dass der Bottich beim Schleudern gegen die Gehäusewand schlägt (…) Leider war es aber so, dass zu einem späteren Zeitpunkt die Maschine stehen geblieben war - Auf dem Display der Timer-Einstellung leuchtet eine 4 und die Lampe "Trocknen" blinkt. (…) ein Blick in die Waschmittelschublade aber verrät, dass der Weichspüler noch drin ist (…)',
    language: 'de',
    text: 'Una cosa però l’avevamo notata da sempre: la lavatrice fa rumori molto strani in centrifuga. Sembra che il cestello sbatta da qualche parte. (…) si vedeva comunque che in centrifuga la vasca sbatte contro la parete del mobile (…) Purtroppo poi a un certo punto la lavatrice si era fermata: sul display del timer è accesa una 4 e la spia "Asciugatura" lampeggia. (…) ma guardando nel cassetto del detersivo si vede che l’ammorbidente è ancora lì (…)',
    category: 'elettrodomestici',
    cause:
      'Due guasti insieme: gli ammortizzatori erano rotti (per questo la vasca sbatteva contro il mobile in centrifuga) e la resistenza di riscaldamento era guasta (per questo il programma si bloccava prima del risciacquo); sostituiti entrambi, la lavatrice funziona.',
    keywords: ['ammortizzatori', 'resistenza', 'riscaldamento', 'guasta', 'sostituiti'],
  },
  {
    id: 'el-909',
    source: 'http://gilbert.cabasse.free.fr/bricolage/electromenager.html',
    original:
      "Un beau (?) jour, mon sèche-linge s'est mis à refuser de sécher. Une petite vérification à la sortie me permis de voir qu'il sortait de l'air froid au lieu d'air chaud.",
    language: 'fr',
    text: "Un bel (?) giorno la mia asciugatrice si è messa a rifiutarsi di asciugare. Con un piccolo controllo all'uscita ho visto che usciva aria fredda invece che calda.",
    category: 'elettrodomestici',
    cause:
      "La resistenza era a posto: era fuso il fusibile termico di protezione sulla scatola della resistenza; sostituito con uno a temperatura più alta, l'asciugatrice è tornata a scaldare (la lanugine nello sfiato sul tetto faceva salire la temperatura).",
    keywords: ['fusibile', 'termico', 'fuso', 'protezione', 'sostituito'],
  },
  {
    id: 'el-910',
    source: 'http://stephane-rouilly.blogspot.com/2020/04/cafetiere-melitta-look-de-luxe-qui-ne.html',
    original:
      "Réparation d'une cafetière Melitta Look de luxe. Elle ne s'allume pas du tout (le bouton ne devient pas rouge).",
    language: 'fr',
    text: 'Riparazione di una caffettiera Melitta Look de luxe. Non si accende proprio (il pulsante non diventa rosso).',
    category: 'elettrodomestici',
    cause:
      'Resistenza, interruttore e bimetallo erano a posto: era interrotto il fusibile termico nascosto in una guaina bianca sul tubo riscaldante; sostituito con uno nuovo (216 °C, 10 A), la caffettiera funziona.',
    keywords: ['fusibile', 'termico', 'guaina', 'interrotto', 'sostituito'],
  },
  {
    id: 'el-911',
    source: 'https://ameblo.jp/mbk-hilander/entry-12779491576.html',
    original:
      '我が家の冷蔵庫は、6年半前に購入したH社製。ところが、数週間前から、調子がおかしくなった。冷蔵/冷凍機能は正常なのだが、時折りブーンブーンとうなりのような音が出だした。しかも、結構頻繁に。それだけではなく、ときどきは、今にも爆発するのではないかと思うような轟音とともに、地震でもあったかのように振動することも。',
    language: 'ja',
    text: 'Il nostro frigorifero è della marca H, comprato sei anni e mezzo fa. Però da qualche settimana fa cose strane. Frigo e congelatore funzionano normalmente, ma ogni tanto ha cominciato a fare un rumore tipo ronzio, buuun buuun. E anche abbastanza spesso. Non solo: a volte, con un boato che sembra stia per esplodere, vibra come se ci fosse il terremoto.',
    category: 'elettrodomestici',
    cause:
      'Dentro si era formato un blocco di ghiaccio che veniva urtato dalla ventola di raffreddamento: il tecnico ha tolto il ghiaccio, ha aggiunto un foglio riscaldante e ha aggiornato il software.',
    keywords: ['ghiaccio', 'ventola', 'blocco', 'urta', 'riscaldatore'],
  },
  {
    id: 'el-912',
    source: 'https://fidan.hatenablog.com/entry/20070408',
    original:
      '数日前に書いた自動製氷機のこと。一度復活したかと思ったら、やっぱり氷の所に水がそのまま落ちてしまって、デカイ一枚氷状態になっていた。',
    language: 'ja',
    text: 'Riguardo al fabbricatore di ghiaccio automatico di cui ho scritto qualche giorno fa: sembrava tornato a posto, e invece di nuovo l’acqua cade così com’è dove sta il ghiaccio e si è formata un’unica lastra di ghiaccio enorme.',
    category: 'elettrodomestici',
    cause:
      'Si era crepato il pezzo che torce la vaschetta del ghiaccio per staccare i cubetti (un difetto noto): il fabbricatore di ghiaccio è stato sostituito gratuitamente.',
    keywords: ['vaschetta', 'ghiaccio', 'torsione', 'crepato', 'sostituito'],
  },
  {
    id: 'el-913',
    source: 'https://kazutarou.net/2016/02/blog-post_3.html',
    original:
      'わが家の冷蔵庫は、庫内の温度が表示されるしくみになっているのですが、最近、その温度があまり下がらないようになってしまいました。特に冷凍庫の部分がひどくて、マイナス10℃より高くなってしまう感じ。凍らせておいた食べ物もゆるゆるです。三菱の冷蔵庫なのですが、買ってから12年ほどたつので、買い替えるのも一つの方法です。',
    language: 'ja',
    text: 'Il nostro frigo mostra la temperatura interna sul display, ma ultimamente la temperatura non scende più tanto. Soprattutto il congelatore è messo male: sta sopra i -10 °C. Anche la roba congelata è tutta molle. È un frigo Mitsubishi e ha circa 12 anni, quindi anche comprarne uno nuovo sarebbe un’opzione.',
    category: 'elettrodomestici',
    cause:
      'Il tecnico ha trovato rotta la scheda di controllo, danneggiata quando era saltato il contatore per troppo consumo (da allora la luce interna era spenta e si era accumulata brina); sostituita la scheda, la luce si è riaccesa e il frigo torna a raffreddare man mano che la brina sparisce.',
    keywords: ['scheda', 'controllo', 'sostituita', 'contatore', 'brina'],
  },
  {
    id: 'el-914',
    source: 'https://shinurayasu-navi.com/app-def/S-102/blog/?p=2822',
    original:
      '令和初日に仲間が集まってわが家でBBQ!冷蔵庫に保管してあった肉、野菜、ビールなどを使って楽しんだのだが、翌朝、冷凍庫を開けると、食品に水滴が付いている...あれ!?アイスクリームが溶けている!おいおい!',
    language: 'ja',
    text: 'Il primo giorno dell’era Reiwa ci siamo ritrovati con gli amici a casa nostra per un barbecue! Ci siamo divertiti con carne, verdure, birra ecc. che tenevo in frigo, ma la mattina dopo, aprendo il congelatore, il cibo era pieno di goccioline... Eh?! Il gelato si è sciolto! Ma dai!',
    category: 'elettrodomestici',
    cause:
      'Si era guastato il compressore: i tecnici l’hanno sostituito (recuperando il refrigerante, facendo il vuoto e brasando i tubi) e in circa un giorno e mezzo il congelatore è tornato a temperatura.',
    keywords: ['compressore', 'guasto', 'sostituito', 'refrigerante', 'vuoto'],
  },
  {
    id: 'el-915',
    source: 'http://ushirotaro.hatenablog.com/entry/2019/03/24/215948',
    original:
      '妻から「電子レンジがバチバチと音を立てたので使うのをやめた」と聞いたので、電子レンジの様子を見てみました。庫内にアルミホイルや食べ物のカスなどがないことを確認して運転してみました。見事にスパークして(…)発火しました!',
    language: 'ja',
    text: 'Mia moglie mi ha detto: "il microonde ha fatto dei crepitii, quindi ho smesso di usarlo", così sono andato a vedere. Ho controllato che dentro non ci fossero stagnola o residui di cibo e l’ho acceso. Ha fatto scintille alla grande (…) e ha preso fuoco!',
    category: 'elettrodomestici',
    cause:
      'Dietro la piastrina di mica (la copertura della guida d’onda) si era infilato del grasso che si è bruciato: sostituita la piastrina con un foglio di mica ritagliato su misura, il microonde funziona di nuovo.',
    keywords: ['mica', 'piastrina', 'grasso', 'bruciato', 'guida'],
  },
  {
    id: 'el-916',
    source: 'https://nononokurashi.com/washing_machine_repair/',
    original:
      '我が家の縦型洗濯機が脱水を開始してすぐ、グイーーンといつもとは違う大きな音が……。慌てて一時停止し、洗濯機の蓋を開けました。見たところ、とくに何も問題ないような状態です。とりあえず洗濯機を再スタートさせました。しかし…… 洗濯機は全く動かず(…)ピピピという警告音とともにエラーコード『F08』が表示。',
    language: 'ja',
    text: 'La nostra lavatrice a carica dall’alto, appena ha iniziato la centrifuga, ha fatto un rumore forte tipo gwiiiin, diverso dal solito…. Di corsa l’ho messa in pausa e ho aperto il coperchio. A vederla sembrava tutto a posto. Intanto l’ho fatta ripartire. Ma… la lavatrice non si muoveva per niente (…) e con un bip bip bip di avviso è comparso il codice di errore "F08".',
    category: 'elettrodomestici',
    cause:
      'Un capo di biancheria era rimasto incastrato e bloccava il cestello: tolto il capo incastrato, la lavatrice (Toshiba) è tornata a funzionare.',
    keywords: ['indumento', 'incastrato', 'cestello', 'bloccato', 'rimosso'],
  },
  {
    id: 'el-917',
    source: 'https://hogehogekevin.hatenablog.com/entry/2023/01/22/210138',
    original:
      '数日前、コーヒーメーカーからお湯があふれた。淹れたコーヒーを受けるポットからあふれたのではない。ペーパーフィルターを置く場所からあふれたのだ。最初、コーヒーメーカーが壊れたのかと思った。',
    language: 'ja',
    text: 'Qualche giorno fa dalla macchina del caffè è traboccata l’acqua calda. Non dalla caraffa che raccoglie il caffè. È traboccata dal punto dove si mette il filtro di carta. All’inizio ho pensato che la macchina del caffè si fosse rotta.',
    category: 'elettrodomestici',
    cause:
      'Errore suo: il filtro di carta era messo male e il caffè macinato era finito nello spazio tra filtro e portafiltro, ostruendo il passaggio dell’acqua; rimesso bene il filtro, non trabocca più.',
    keywords: ['filtro', 'carta', 'posizionato', 'macinato', 'ostruito'],
  },
  {
    id: 'el-918',
    source: 'https://note.com/unamuni/n/n86e91d034b36',
    original: '今度はヘアドライヤーがHIGH側のみ熱も風も出ないという問題。',
    language: 'ja',
    text: 'Stavolta il problema è l’asciugacapelli: solo sulla posizione HIGH non esce né calore né aria.',
    category: 'elettrodomestici',
    cause:
      'Per una saldatura degradata il calore aveva fuso la plastica attorno al contatto HIGH dell’interruttore: girato l’interruttore di 180° e rifatti i collegamenti, l’asciugacapelli funziona.',
    keywords: ['interruttore', 'contatto', 'saldatura', 'fuso', 'plastica'],
  },
  {
    id: 'el-919',
    source: 'https://blog.goo.ne.jp/manas317/e/42c482c28e0f1cfc856f0146e1e31526',
    original:
      '帰国前に買い求めた掃除機の「ルンバ」です。今年で4年目でしょうか。2年前にも動きがおかしくなって修理に出しました。(…)またしても異常な動きを繰り返します。アイロボットに送らずに直す方法はないものかと考えます。',
    language: 'ja',
    text: 'È il "Roomba", l’aspirapolvere che avevo comprato prima di rientrare in patria. Dovrebbe essere al quarto anno. Già due anni fa si muoveva in modo strano e l’avevo mandato in riparazione. (…) Di nuovo continua a fare movimenti anomali. Mi chiedo se c’è un modo di sistemarlo senza spedirlo a iRobot.',
    category: 'elettrodomestici',
    cause:
      'Sotto il coperchio inferiore era pieno di peli del cane, infeltriti anche attorno alle parti rotanti, e il paraurti ballava per una vitina: tolti i peli e sistemato il paraurti, il Roomba va di nuovo bene.',
    keywords: ['peli', 'cane', 'paraurti', 'vite', 'allentato'],
  },
  {
    id: 'el-920',
    source: 'https://ttandai.info/archives/880',
    original:
      '我が家の掃除機は、「ヘッドのブラシが回転する」という機能を備えていたはずなんだけど、実は全然回転していないんじゃないか、ということに気付いていたけど、しばらく放置していた。',
    language: 'ja',
    text: 'Il nostro aspirapolvere dovrebbe avere la funzione "la spazzola della testina gira", ma mi ero accorto che in realtà forse non girava per niente, e l’avevo lasciato stare per un po’.',
    category: 'elettrodomestici',
    cause:
      'L’interno della testina era pieno di polvere che bloccava l’interruttore che rileva il contatto col pavimento: pulita la testina, la spazzola gira.',
    keywords: ['polvere', 'testina', 'interruttore', 'pavimento', 'pulizia'],
  },
  {
    id: 'el-921',
    source: 'https://hippocampus-garden.com/washing_machine',
    original:
      '昨年3月、アイリスオーヤマの据え置き式食洗機(ISHT-5000-W)を購入しました。(…)さて、購入以来ずっと活躍を続けてきた我が家の食洗機ですが、最近洗い残しが目立つようになりました。残菜フィルタや庫内の掃除をしても解決しませんでした。',
    language: 'ja',
    text: 'A marzo dell’anno scorso ho comprato una lavastoviglie da appoggio Iris Ohyama (ISHT-5000-W). (…) Ecco, la nostra lavastoviglie ha sempre lavorato alla grande da quando l’abbiamo presa, ma ultimamente si notano parecchi residui non lavati. Pulire il filtro dei residui e l’interno non ha risolto.',
    category: 'elettrodomestici',
    cause:
      'Vari fori dell’ugello spruzzatore sul fondo erano otturati dallo sporco: smontato l’ugello e scosso forte per far uscire lo sporco, la lavastoviglie ha ritrovato il suo potere lavante.',
    keywords: ['ugello', 'fori', 'otturati', 'sporco', 'spruzzatore'],
  },
  {
    id: 'el-922',
    source: 'https://micklifeblog.com/diy/npbm1_door',
    original:
      '我が家で使っている食洗器は、パナソニック製のNP-BM1です。(…)2021年7月ころから「ドア開」エラーが発生するようになりました。「すすぎ」をしている最中に、「ピピッ!ドアが確実に閉まっていません。ドアを閉めなおして下さい」とメッセージが聞こえるのです。「ドア開」ランプが点滅しますが、すぐに消えて何事もなかったように動き出します。(…)8月になると1回の洗浄で3~4回メッセージを言うようになり、ついには「ドア開」ランプが点滅したまま運転が止まってしまう事態となりました・・・ドアを一度開けて閉めなおしても、「ピピッ!ドアが確実に閉まっていません・・・」と言い続けます。',
    language: 'ja',
    text: 'La lavastoviglie che usiamo a casa è una Panasonic NP-BM1. (…) Da luglio 2021 circa ha cominciato a dare l’errore "porta aperta". Durante il "risciacquo" si sente il messaggio: "Bip bip! La porta non è chiusa bene. Richiudere la porta". La spia "porta aperta" lampeggia, ma si spegne subito e riparte come se niente fosse. (…) Ad agosto il messaggio arrivava 3-4 volte per lavaggio, e alla fine si è fermata con la spia "porta aperta" che lampeggiava... Anche aprendo e richiudendo la porta continua a dire "Bip bip! La porta non è chiusa bene...".',
    category: 'elettrodomestici',
    cause:
      'Era difettoso il sensore della porta: smontata la lavastoviglie e sostituito il sensore, l’errore è sparito.',
    keywords: ['sensore', 'porta', 'difettoso', 'sostituito', 'chiusura'],
  },
  {
    id: 'el-923',
    source: 'http://eriktheready.com/pop-up-toaster-that-doesnt/',
    original:
      'This toaster was working. BUT…when you inserted bread if you did not jam the lever down REALLY hard it did not engage and stay down. What this meant was that the toaster elements did not come on and no toasting was happening although the lever appeared to be down. (…) Once bread was in the toaster and being toasted the end of the toasting would happen but the lever would not come up. One had to hold the toaster cover and pull the lever up to get the toast to emerge from the slots.',
    language: 'en',
    text: 'Questo tostapane funzionava. MA… quando mettevi il pane, se non spingevi giù la leva DAVVERO forte non si agganciava e non restava giù. Il che voleva dire che le resistenze non si accendevano e non tostava niente, anche se la leva sembrava abbassata. (…) Quando il pane era dentro e si tostava, la tostatura finiva ma la leva non tornava su. Bisognava tenere fermo il guscio del tostapane e tirare su la leva per far uscire il pane dalle fessure.',
    category: 'elettrodomestici',
    cause:
      'L’asta su cui scorre il meccanismo a molla del carrello era impastata di vecchie briciole: pulite l’asta e il meccanismo di aggancio e messa una goccia di lubrificante sulla camma, la leva si aggancia senza sforzo e il pane viene espulso subito.',
    keywords: ['briciole', 'asta', 'meccanismo', 'aggancio', 'lubrificante'],
  },
  {
    id: 'el-924',
    source: 'https://himitu7171.hatenablog.com/entry/2024/01/21/205541',
    original:
      '昨年Hさんが我が家へ孫を連れて遊びに来たとき、どうもIHヒーターの温度が上がらないんだけどと言っていたことが有る。その後確かに私もそれを経験していたので、メーカーに一度修理を依頼したが、丸っきり駄目になった訳では無かったので、思い直して修理依頼を取り消したことがあった。その後は温度画が上がることが有れば上がらないことも有ったのでおかしいなと思いつつ使い続けていた。',
    language: 'ja',
    text: 'L’anno scorso, quando H. ci ha fatto visita col nipotino, aveva detto che il piano a induzione non sembrava salire di temperatura. Poi l’ho notato anch’io, così ho chiesto una riparazione al produttore, ma siccome non era proprio rotto del tutto ci ho ripensato e ho annullato la richiesta. Da allora a volte la temperatura saliva e a volte no, e continuavo a usarlo pensando che fosse strano.',
    category: 'elettrodomestici',
    cause:
      'Non era il piano a induzione: la pentola per induzione, a doppio fondo, aveva lo strato inferiore in parte staccato e così il calore non passava al fondo superiore; buttata la pentola e comprata una nuova.',
    keywords: ['pentola', 'fondo', 'doppio', 'staccato', 'strato'],
  },
  {
    id: 'el-925',
    source: 'https://blue-de.com/blog/20180821212259/',
    original:
      'ルンバを購入したのは2015年7月。ちょうど丸3年使っていたことになります。いつも出かけるときにスイッチ押していくので、ルンバの働きっぷりを見ることはなかったんですよね。それがつい先日、家にいるときにルンバを別の部屋で可動させていたら、10分くらいで止まってしまいました。10分とは、いくらなんでも短すぎる。これまでスイッチを押して出かけると、帰ってから部屋の隅で息絶えているルンバを回収するのが日課でした。',
    language: 'ja',
    text: 'Il Roomba l’ho comprato a luglio 2015. Quindi l’ho usato esattamente tre anni. Lo accendo sempre quando esco, per cui non l’avevo mai visto all’opera. Poi l’altro giorno, mentre ero a casa, l’ho fatto andare in un’altra stanza e si è fermato dopo una decina di minuti. Dieci minuti è davvero troppo poco. Finora, quando lo accendevo e uscivo, al ritorno la mia routine era andare a recuperare il Roomba “morto” in un angolo della stanza.',
    category: 'elettrodomestici',
    cause:
      'La batteria era esaurita per l’usura e non reggeva più la carica: sostituita con una batteria compatibile nuova, il Roomba finisce di pulire e torna da solo alla base.',
    keywords: ['batteria', 'esaurita', 'usurata', 'sostituita', 'carica'],
  },
];
