import type { RealCase } from './types.ts';

/** Batch 8 of real household appliance reports (issue 24): gathered 2026-11-27, blind to the assistant. */
export const CASES: RealCase[] = [
  {
    id: 'el-601',
    source: 'https://devripped.com/dishwashers-suck',
    original:
      "A complete cycle ran in the wee hours of the morning, but the final drain didn't complete. Shit! I hadn't cleaned out the filter in the bottom of the dishwasher tub recently. Oh, but I had the solution! Last time this happened, a few months ago, I eventually found the solution so I knew exactly what to do. (…) But, it didn't work. (…) The only reasonable way to find out the problem was to pull the dishwasher out.",
    language: 'en',
    text: "Un ciclo completo è andato nelle prime ore del mattino, ma lo scarico finale non è stato completato. Cavolo! Non pulivo da un po' il filtro sul fondo della vasca della lavastoviglie. Ma avevo la soluzione! L'ultima volta che era successo, qualche mese fa, alla fine avevo trovato la soluzione, quindi sapevo esattamente cosa fare. (…) E invece non ha funzionato. (…) L'unico modo sensato per capire il problema era tirare fuori la lavastoviglie.",
    category: 'elettrodomestici',
    cause:
      "Il tubo di scarico era rimasto schiacciato dietro la lavastoviglie quando era stata spinta in sede e si era crepato, causando anche una perdita d'acqua; accorciato il tubo eliminando il tratto crepato e rimontato tutto, la lavastoviglie ha ripreso a funzionare.",
    keywords: ['tubo', 'scarico', 'schiacciato', 'crepato', 'accorciato'],
  },
  {
    id: 'el-602',
    source: 'http://blog-nonaka.nnwork.net/?eid=883024',
    original:
      'もう10年近く使っている我が家の冷蔵庫。2週間ほど前から冷凍は利いているのに冷蔵が冷えていないような気がする状態が続いていましたが、昨日冷蔵庫に入れていたにもかかわらず豆腐が腐ったのをきっかけに冷蔵庫を自力で修理することにしました。',
    language: 'ja',
    text: 'Il nostro frigorifero, che usiamo ormai da quasi 10 anni. Da circa due settimane il congelatore raffreddava, ma il vano frigo sembrava non raffreddare; ieri il tofu è andato a male nonostante fosse in frigo, e così ho deciso di ripararlo da solo.',
    category: 'elettrodomestici',
    cause:
      "Il ghiaccio cresciuto sulla parte di raffreddamento (alette dell'evaporatore e ventola) dietro il pannello posteriore aveva bloccato completamente il condotto dell'aria fredda verso il vano frigo; rimosso il ghiaccio con acqua calda e rompighiaccio, il frigorifero ha ripreso a funzionare.",
    keywords: ['ghiaccio', 'brina', 'evaporatore', 'condotto', 'ostruito', 'sbrinamento'],
  },
  {
    id: 'el-603',
    source: 'https://livingtips.blog/blog/microwave-fixing/',
    original:
      'メーカーはSAMSUNGなので、SUMSUNGの電子レンジ自体は日本でも売っているはずです。(…) ある日のお昼頃、お昼ご飯を食べようと電子レンジを使おうとしたところ、いつも時計が表示されている液晶画面に何も表示されなくなってしまい、ドアを開けたりボタンを押しても全く反応せず電源が入っていないような状態でした。以前からドアをしばらく空けていると「ブーン」という異音がしたりして、怪しい挙動があったのでついに壊れたか?…という感じ。(…) 普通にIPhoneが充電されたので電源には問題ありません',
    language: 'ja',
    text: "La marca è SAMSUNG, quindi i microonde SAMSUNG dovrebbero essere in vendita anche in Giappone. (…) Un giorno verso mezzogiorno, volendo usare il microonde per il pranzo, il display LCD che di solito mostra l'orologio non mostrava più niente, e aprendo la porta o premendo i tasti non reagiva per niente, come se non fosse acceso. Già da prima, se lasciavo la porta aperta per un po', faceva uno strano ronzio «buuun» e si comportava in modo sospetto, quindi ho pensato: si è rotto finalmente? (…) L'iPhone si è caricato normalmente, quindi la presa di corrente non ha problemi.",
    category: 'elettrodomestici',
    cause:
      'Aperto il microonde, il fusibile interno era bruciato; sostituendo il fusibile il microonde è tornato a funzionare.',
    keywords: ['fusibile', 'bruciato', 'sostituito', 'interno'],
  },
  {
    id: 'el-604',
    source: 'http://www.dailyping.com/archive/2003/03/25/lesson-learned-clean-your-cleaner/',
    original:
      'For the past several months, I had noticed that our vacuum cleaner wasn’t doing a very good job at picking up, well, anything. I was a bit confused because I regularly cleared out the roller underneath and changed the bag on a regular basis. But the routine maintenance apparently wasn’t enough.',
    language: 'en',
    text: "Da diversi mesi avevo notato che il nostro aspirapolvere non raccoglieva granché, anzi, quasi niente. Ero un po' perplesso perché pulivo regolarmente la spazzola rotante sotto e cambiavo il sacchetto con regolarità. Ma a quanto pare la manutenzione ordinaria non bastava.",
    category: 'elettrodomestici',
    cause:
      "Il tubo principale dell'aspirapolvere era intasato da polvere fortemente compattata, al punto da aver preso la forma del tubo; liberato il tubo scavando con le dita e un cacciavite, l'aspirapolvere ha ripreso a funzionare come nuovo.",
    keywords: ['tubo', 'intasato', 'polvere', 'compattata', 'ostruzione'],
  },
  {
    id: 'el-605',
    source: 'http://bruceaborders.blogspot.com/2014/12/breaking-news.html',
    original:
      'The very first day, the washer broke and we had loads of laundry. I took it apart, trying to find what was wrong. After several hours I couldn’t find anything, so my wife and I went shopping.',
    language: 'en',
    text: "Proprio il primo giorno si è rotta la lavatrice e avevamo un sacco di bucato. L'ho smontata cercando di capire cosa non andava. Dopo diverse ore non avevo trovato niente, così io e mia moglie siamo andati a fare acquisti.",
    category: 'elettrodomestici',
    cause:
      "Era guasto l'interruttore di sicurezza del coperchio (lid switch) della lavatrice: testato, era proprio quello il problema; l'autore l'ha bypassato e la lavatrice ha ripreso a funzionare.",
    keywords: ['interruttore', 'coperchio', 'sicurezza', 'guasto', 'bypassato'],
  },
  {
    id: 'el-606',
    source: 'https://blog.lostentry.org/2011/03/success.html',
    original: 'Our dryer flat out stopped spinning the drum.',
    language: 'en',
    text: 'La nostra asciugatrice ha smesso completamente di far girare il cestello.',
    category: 'elettrodomestici',
    cause:
      "La cinghia dell'asciugatrice era rotta (il pezzo vecchio è stato trovato sotto l'asciugatrice); montata una cinghia nuova intorno al cestello, al tendicinghia e all'albero del motore, il cestello ha ripreso a girare.",
    keywords: ['cinghia', 'rotta', 'sostituita', 'cestello', 'tendicinghia'],
  },
  {
    id: 'el-607',
    source: 'http://steinboeckle.blogspot.com/2008/07/splmaschine-wieder-kaputt-neue.html',
    original:
      'Diesmal war es das dritte Mal in einem halben Jahr, daß die Spülmaschine kaputt ging. Am Sonntag vor einer Woche gab es beim Einschalten ein merkwürdiges, fürchterliches Geräusch. Ich schaltete aus und probierte mehrfach, sie wieder einzuschalten. Das hätte ich nicht tuh sollen, wie sich später herausstellte. Ich holte den Techniker',
    language: 'de',
    text: "Stavolta era la terza volta in sei mesi che la lavastoviglie si rompeva. La domenica di una settimana fa, all'accensione, ha fatto un rumore strano, terribile. L'ho spenta e ho provato più volte a riaccenderla. Non avrei dovuto farlo, come si è scoperto dopo. Ho chiamato il tecnico",
    category: 'elettrodomestici',
    cause:
      'Il tecnico ha trovato tre noccioli di ciliegia che bloccavano la pompa; tolti i corpi estranei, la pompa risultava comunque rovinata come conseguenza del blocco, e la lavastoviglie è stata sostituita.',
    keywords: ['pompa', 'noccioli', 'bloccata', 'estranei', 'danneggiata'],
  },
  {
    id: 'el-608',
    source: 'https://a-nkmr.com/archives/420',
    original:
      'タイガーの炊飯器が故障した。2017年製、2018年9月購入の製品で、使用頻度は、それほど高くはない。コンセントを挿しても、何も操作できない状態。時計表示はあるが、これは内蔵電池によるものである。ヒューズが切れを疑い、分解。(…) 背面にヒューズ発見したので、確認するも、導通している。',
    language: 'ja',
    text: "Il cuociriso Tiger si è rotto. È un modello del 2017, comprato a settembre 2018, e non lo usiamo poi tanto. Anche con la spina inserita non si può fare nessuna operazione. L'orologio si vede, ma è per la batteria interna. Sospettando un fusibile saltato, l'ho smontato. (…) Ho trovato un fusibile sul retro e l'ho controllato, ma conduce.",
    category: 'elettrodomestici',
    cause:
      'Il guasto era il fusibile termico (SF167R0, 167 °C) nascosto nel cavo dentro la sporgenza al centro del fondo, sotto la pentola: era interrotto. Sostituito con un fusibile termico nuovo fissato con terminali a crimpare (non saldato), il cuociriso funziona senza problemi da mesi.',
    keywords: ['fusibile', 'termico', 'interrotto', 'sostituito', 'fondo'],
  },
  {
    id: 'el-609',
    source: 'https://e107v2.engernweg77a.de/news/das-tagliche-einerlei/warmetauscher',
    original:
      'Gegen 11 Uhr steige ich unter (oder in??) die Dusche und will mich an heißem Wasser (das heiß kann man sehr wörtlich nehmen) erfreuen: Was passiert?!? Es kommt maximal lauwarmes Wasser aus dem Duschkopf. (…) Ich hoch zur Therme und alles ausprobiert: Heizung aus und nur Warmwasser, AEG, nur leider wollte das G(eht) nicht klappen, Speicher laden etc. Aber egal, was ich probiert hatte, der Erfolg war gleich Null.',
    language: 'de',
    text: "Verso le 11 entro nella doccia e voglio godermi l'acqua calda (e calda va preso alla lettera): cosa succede?!? Dal soffione esce al massimo acqua tiepida. (…) Salgo alla caldaia e provo di tutto: riscaldamento spento e solo acqua calda, niente da fare, caricare il bollitore ecc. Ma qualunque cosa provassi, il risultato era zero.",
    category: 'elettrodomestici',
    cause:
      'Il tecnico ha trovato lo scambiatore di calore della caldaia intasato dal calcare (acqua molto dura), per cui non funzionava più; sostituito lo scambiatore con un ricambio, la caldaia ha ripreso a funzionare.',
    keywords: ['scambiatore', 'calore', 'calcare', 'intasato', 'sostituito'],
  },
  {
    id: 'el-610',
    source: 'https://fotojoerg.de/?p=5064',
    original:
      'Um 13:32 Uhr begann unsere Heizung plötzlich seltsame Klopf- und Rasselgeräusche durch das Haus zu schicken. Also runter in den Keller und mal nachgeguckt, was da los war. Erste Feststellung: Fehlercode „E05“, d.h. bei Junkers Thermen „niedriger Fülldruck im Heizkreislauf“. Das war nicht zu bestreiten, konnte man auch am Manometer ablesen. Leider stieg zwar mit dem Nachfüllen des Wassers der Druck und auch die Fehlermeldung verschwand, jedoch klöterte die Therme munter weiter.',
    language: 'de',
    text: "Alle 13:32 il nostro riscaldamento ha cominciato all'improvviso a mandare per casa strani colpi e rumori di sferragliamento. Allora giù in cantina a vedere cosa succedeva. Prima constatazione: codice errore «E05», che per le caldaie Junkers significa «pressione di riempimento bassa nel circuito di riscaldamento». Era innegabile, si leggeva anche sul manometro. Purtroppo, rabboccando l'acqua la pressione è salita e l'errore è sparito, ma la caldaia continuava allegramente a sferragliare.",
    category: 'elettrodomestici',
    cause:
      "Dopo quasi vent'anni di servizio la pompa di circolazione della caldaia si era guastata; il tecnico è andato subito a prendere il ricambio per sostituirla.",
    keywords: ['pompa', 'circolazione', 'guasta', 'sostituita', 'caldaia'],
  },
  {
    id: 'el-611',
    source: 'http://scanlime.org/2008/09/mmm-crispy/',
    original:
      'This was my first attempt at fixing a broken Cuisinart cordless kettle. The original symptoms: I notice the kettle occasionally turns itself off. If I turn it back on, it works again for a little while. This kept up for a day or so, then it refused to turn on at all. I open it up, and one pole of the dual-throw relay (really, a combination on/off switch and thermal switch) had melted its plastic supports. (…) I used two 7 amp pico-fuses in parallel. (…) Then I notice the bottom of the kettle (just under where my new wiring was installed) started getting really hot.',
    language: 'en',
    text: "Questo è stato il mio primo tentativo di riparare un bollitore cordless Cuisinart rotto. I sintomi iniziali: noto che il bollitore ogni tanto si spegne da solo. Se lo riaccendo, funziona di nuovo per un po'. È andata avanti così per un giorno circa, poi si è rifiutato del tutto di accendersi. Lo apro e un polo del relè a doppio contatto (in pratica un interruttore on/off combinato con un interruttore termico) aveva fuso i suoi supporti di plastica. (…) Ho usato due pico-fusibili da 7 A in parallelo. (…) Poi noto che il fondo del bollitore (proprio sotto dove avevo messo i fili nuovi) cominciava a diventare caldissimo.",
    category: 'elettrodomestici',
    cause:
      'Il guasto originale era una crimpatura allentata in una giunzione dei fili: il filo si muoveva dentro il terminale e aggiungeva circa 1 ohm di resistenza, che con circa 12 A scaldava moltissimo e aveva fuso i supporti del relè (difetto di fabbricazione).',
    keywords: ['crimpatura', 'allentata', 'giunzione', 'resistenza', 'contatto', 'surriscaldamento'],
  },
  {
    id: 'el-612',
    source: 'http://sliviablog.blogia.com/2007/110501-una-de-lavadora.php',
    original:
      'Al poco de poner la lavadora, empezó a hacer un ruidito nuevo. Saqué toda la ropa, que estaba en medio del proceso de lavado, empapé media cocina y cuando la tuve vacía giré el tambor a mano. Nada. A mano no hacía el ruidito. (…) Al rato y de repente se oyó un ruido como si se hubieran caido las cazuelas de todos los armarios. Salimos corriendo para la cocina, pero ni rastro de cazuelas. El ruido venía de la lavadora. El tambor no giraba, pero el ruido era ensordecedor.',
    language: 'es',
    text: "Poco dopo aver avviato la lavatrice, ha cominciato a fare un rumorino nuovo. Ho tirato fuori tutti i panni, che erano a metà lavaggio, ho inzuppato mezza cucina e quando era vuota ho girato il cestello a mano. Niente. A mano il rumorino non lo faceva. (…) Dopo un po', all'improvviso, si è sentito un rumore come se fossero cadute le pentole da tutti gli armadi. Siamo corse in cucina, ma delle pentole nessuna traccia. Il rumore veniva dalla lavatrice. Il cestello non girava, ma il rumore era assordante.",
    category: 'elettrodomestici',
    cause:
      "La cinghia di trasmissione (la «goma») tra motore e cestello si era sfilata ed era mezza arrotolata sull'albero del motore, che girando la faceva sbattere contro tutto; rimessa a posto la cinghia, la lavatrice è stata riparata.",
    keywords: ['cinghia', 'trasmissione', 'sfilata', 'motore', 'albero'],
  },
  {
    id: 'el-613',
    source: 'http://pierrelebricoleur.blogspot.com/2012/02/non-lobsolescence-programmee.html',
    original:
      "Il s'agit d'un modèle Brandt VG802T. (…) Seulement voilà, jeudi soir, un bruit suspect dès le démarrage lors des premiers tours de tambour. Ça a évidemment empiré à l'essorage. Bon, c'était peut-être pas sérieux de la laisser continuer. J'arrête donc au milieu de l'essorage, je sors le linge encore pas mal mouillé. Je bouge le tambour et je m'aperçois qu'il y a un jeu important sur un des côté. Bref, comme quand un roulement est cassé mais en plus inquiétant encore.",
    language: 'fr',
    text: "È un modello Brandt VG802T. (…) Però giovedì sera, un rumore sospetto fin dall'avvio, ai primi giri del cestello. Ovviamente è peggiorato in centrifuga. Va be', forse non è stato saggio lasciarla andare avanti. Allora la fermo a metà centrifuga, tiro fuori i panni ancora parecchio bagnati. Muovo il cestello e mi accorgo che c'è un gioco notevole su uno dei lati. Insomma, come quando si rompe un cuscinetto, ma ancora più preoccupante.",
    category: 'elettrodomestici',
    cause:
      "Smontata la macchina e tolta la vasca, non era il cuscinetto a essere rotto ma il supporto del cuscinetto (palier) di sinistra stesso, che era corroso; l'autore ha cercato il pezzo di ricambio in un negozio specializzato di ricambi per elettrodomestici.",
    keywords: ['supporto', 'cuscinetto', 'corroso', 'palier', 'cestello'],
  },
  {
    id: 'el-614',
    source: 'http://www.minimalismonapratica.com/2015/05/limpeza-da-maquina-de-lavar.html',
    original:
      'Tudo começou com a máquina de lavar daqui de casa. Ela é nova e tem três anos de idade. Um certo dia, começou a fazer um barulho absurdo quando fazia seu trabalho.',
    language: 'pt',
    text: 'Tutto è cominciato con la lavatrice di casa. È nuova, ha tre anni. Un giorno ha cominciato a fare un rumore assurdo mentre lavorava.',
    category: 'elettrodomestici',
    cause:
      "Il tecnico ha diagnosticato sporcizia accumulata dentro la macchina: l'ha smontata, pulita e raschiata e ha dovuto sostituire alcuni pezzi danneggiati dallo sporco.",
    keywords: ['sporcizia', 'sporco', 'pulizia', 'pezzi', 'danneggiati', 'residui'],
  },
  {
    id: 'el-615',
    source:
      'https://kreiszeitung-wochenblatt.de/stade/c-panorama/geschirrspueler-mit-15-euro-ersatzteil-repariert_a310339',
    original:
      "Ich meine damit unseren Geschirrspüler, der nach nicht einmal fünf Jahren Betrieb plötzlich über Nacht streikte. 'Error' stand auf dem Display, das zusätzlich einen Fehlercode ausgab. (…) Das beschriebene Problem trat auch bei unserem Geschirrspüler auf: Unter dem Gerät hatte sich Wasser gesammelt. Dann sorgt ein kleiner Schwimmer dafür, dass das Spülprogramm stoppt. Nachdem ich die Verkleidung abgebaut, einen langen Arm gemacht und mittels eines Schlauches das Wasser entfernt hatte, lief der Geschirrspüler wieder. (…) Nach knapp drei Wochen trat das Problem wieder auf.",
    language: 'de',
    text: "Parlo della nostra lavastoviglie, che dopo nemmeno cinque anni di funzionamento si è fermata all'improvviso durante la notte. Sul display c'era scritto 'Error', e in più dava un codice di errore. (…) Il problema descritto si presentava anche sulla nostra lavastoviglie: sotto l'apparecchio si era raccolta dell'acqua. Allora un piccolo galleggiante fa fermare il programma di lavaggio. Dopo aver smontato il pannello, allungato il braccio e tolto l'acqua con un tubo, la lavastoviglie è ripartita. (…) Dopo nemmeno tre settimane il problema si è ripresentato.",
    category: 'elettrodomestici',
    cause:
      'La colpevole era una guarnizione di gomma (Dichtungsgummi): sostituendola con un ricambio da 15 euro la lavastoviglie è stata riparata.',
    keywords: ['guarnizione', 'gomma', 'sostituita', 'perdita', 'difettosa'],
  },
  {
    id: 'el-616',
    source: 'https://versaloft.hatenadiary.org/entry/20110115/1295045038',
    original:
      '電気釜が壊れた。いまどきは保温機能付き炊飯器、というのかな。2006年の12月に買ったと自分でblogに書いていた。つまりまる4年働いてくれたわけだが、操作用画面が消え、あらゆる操作を受け付けなくなった。電源コードを外すと時計は表示されるので、まったく駄目というよりも、なにかのセンサーが誤作動していると思われる。裏蓋を無理矢理あけてファンの埃を取ったり、怪しい部分をブロワで吹いてみたりしたが改善されない。取扱説明書には解決の方法はおろか、症状自体が見当たらない。うーん。(…) 三菱の「大沸騰圧力IH」NJ-P10Bという量販店用の品番で、NJ-PE10というのと同型のようです。',
    language: 'ja',
    text: "Il cuociriso si è rotto. Oggi si dice cuociriso con funzione di mantenimento in caldo, credo. Avevo scritto sul blog che l'avevo comprato a dicembre 2006. Quindi ha lavorato quattro anni pieni, ma il display dei comandi si è spento e non accetta più nessuna operazione. Staccando il cavo di alimentazione l'orologio si vede, quindi più che completamente rotto penso che qualche sensore funzioni male. Ho aperto a forza il coperchio sotto, tolto la polvere dalla ventola e soffiato con la pompetta sulle parti sospette, ma non è migliorato. Il libretto di istruzioni non riporta né la soluzione né il sintomo. Mah. (…) È un Mitsubishi «Daifuttō Atsuryoku IH», sigla per la grande distribuzione NJ-P10B, che sembra dello stesso tipo del NJ-PE10.",
    category: 'elettrodomestici',
    cause:
      "Era sporco il contatto metallico a molla che sostiene la pentola interna (dove è integrato il sensore): lucidato bene e fatta muovere ripetutamente la molla, il cuociriso ha ripreso a funzionare; vapore e acqua ci entrano facilmente e non c'è modo di pulirlo.",
    keywords: ['sensore', 'molla', 'contatto', 'sporco', 'lucidato', 'sonda'],
  },
  {
    id: 'el-617',
    source:
      'https://forums.futura-sciences.com/depannage/555660-defaut-de-terre-l-v-bauknecht-gsf7497-resolu.html',
    original:
      "Un matin en m'éveillant, je constate que le courant est coupé. L'examen du tableau électrique montre que c'est le différentiel 300mA qui est en cause. Le jour précédent, j'avais programmé le LV pour se déclencher pendant la nuit, la première chose que je fais est donc de le déconnecter (…) Je tente alors le réarmement du différentiel, qui tient sans problème. Une mesure rapide à l'ohmmètre confirme qu'il y a bien un défaut de terre massif sur l'appareil.",
    language: 'fr',
    text: "Una mattina, svegliandomi, trovo la corrente staccata. Guardando il quadro elettrico vedo che è scattato il differenziale da 300 mA. Il giorno prima avevo programmato la lavastoviglie per partire durante la notte, quindi la prima cosa che faccio è staccarla (…) Provo allora a riarmare il differenziale, che tiene senza problemi. Una misura veloce con l'ohmmetro conferma che c'è proprio una forte dispersione verso terra sull'apparecchio.",
    category: 'elettrodomestici',
    cause:
      "C'era stata una perdita d'acqua: l'acqua aveva ristagnato nella vasca di raccolta sul fondo e il connettore del sensore OWI, quasi il punto più basso della macchina, ci era rimasto immerso mostrando tracce di elettrolisi, causando la dispersione verso terra; pulito accuratamente il connettore, il difetto di terra è sparito.",
    keywords: ['connettore', 'sensore', 'perdita', 'terra', 'dispersione', 'elettrolisi'],
  },
  {
    id: 'el-618',
    source: 'http://techbase.biz/Repair/Hairdryer.htm',
    original:
      '家庭用のヘアドライヤーの故障を修理します。スイッチを入れても動作しない(風が出ない、温まらない)そうです。完全に故障するまでに、ドライヤーの持ち方によりスイッチが入ったり切れたりを繰り返していました。',
    language: 'ja',
    text: "Riparo un asciugacapelli di casa guasto. Dicono che accendendo l'interruttore non funziona (non esce aria, non scalda). Prima di guastarsi del tutto, a seconda di come si teneva l'asciugacapelli, si accendeva e si spegneva di continuo.",
    category: 'elettrodomestici',
    cause:
      "Il cavo di alimentazione era quasi tranciato alla radice, dove la guaina protettiva in vinile all'uscita del cavo si era rotta: i conduttori anneriti si toccavano facendo scintille e scaldando; eliminato il tratto danneggiato e ricollegato il cavo ai terminali interni, l'asciugacapelli è stato riparato.",
    keywords: ['cavo', 'alimentazione', 'interrotto', 'radice', 'guaina', 'conduttori'],
  },
];
