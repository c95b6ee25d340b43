import type { RealCase } from './types.ts';

/**
 * Batch 28 of real appliance reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix, or whose cause was inferred by the helper, were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'el-2801',
    source: 'https://mylittlehouseonthehilltop.wordpress.com/2010/04/26/maintenance-man-envy-again/',
    original:
      "So a couple weeks ago the fridge started making this horribly loud squealing / screaming sound. Dang. It was in the middle of installing the floor, I just simply didn't have time to deal. [...] the squealing had mysteriously stopped. I kept checking and things were cold… very cold in fact. Oddly the ice maker had stopped making ice cubes and instead made one huge ice dam in the freezer. Hmmm.",
    language: 'en',
    text: 'Un paio di settimane fa il frigo ha cominciato a fare un cigolio/stridio fortissimo, orribile. Ero nel mezzo della posa del pavimento e non avevo proprio tempo di occuparmene. [...] poi il cigolio è sparito misteriosamente. Continuavo a controllare e dentro era freddo… anzi, freddissimo. Stranamente però il fabbricatore di ghiaccio ha smesso di fare i cubetti e invece ha formato un unico enorme blocco di ghiaccio nel freezer. Mah.',
    category: 'elettrodomestici',
    cause:
      "La ventola dell'evaporatore nel freezer era guasta (prima cigolava, poi si è fermata del tutto). Dopo aver sbrinato il freezer, l'autrice ha sostituito il motorino della ventola dell'evaporatore e la ventola ha ripreso a girare senza rumore.",
    keywords: ['ventola', 'evaporatore', 'motorino', 'cigolio', 'ghiaccio', 'sostituito'],
  },
  {
    id: 'el-2802',
    source: 'https://catwomanflix.blogspot.com/2015/06/appliance-repair.html',
    original:
      "This morning, my freezer compartment fan began to make a terrible noise. [...] I unloaded the freezer compartment, unplugged the frig/freezer, removed the two plastics covers at the back, to expose the evaporating fan and radiator, and saw what I expected to see---ice.  Even though this is a self-defrosting frig freezer.\n\nI'd not properly shut the door a couple days back, so it overworked for I don't know how long before I noticed. [...] But when I returned from shopping, the fan again was horrendously noisy.",
    language: 'en',
    text: "Stamattina la ventola del vano freezer ha cominciato a fare un rumore terribile. Ho svuotato il freezer, staccato la spina del frigo-congelatore, tolto le due coperture di plastica sul retro per scoprire la ventola dell'evaporatore e il radiatore, e ho visto quello che mi aspettavo: ghiaccio. Eppure è un frigo no-frost. Un paio di giorni fa non avevo chiuso bene la porta, quindi ha lavorato troppo per non so quanto tempo prima che me ne accorgessi. Ho sciolto il ghiaccio ma quando sono tornata dalla spesa la ventola era di nuovo rumorosissima.",
    category: 'elettrodomestici',
    cause:
      "Si era formato ghiaccio attorno alla ventola dell'evaporatore perché la porta del freezer era rimasta socchiusa e la guarnizione non chiudeva bene. Sciolto il ghiaccio col phon e pulita a fondo la zona della guarnizione della porta, la ventola è tornata silenziosa.",
    keywords: ['ghiaccio', 'ventola', 'evaporatore', 'guarnizione', 'porta', 'sbrinamento'],
  },
  {
    id: 'el-2803',
    source: 'https://www.repaircafe.nu/2020/01/30/repair-stories-2/',
    original:
      "Emili came with her young family and a broken toaster, with a lever that didn't lock to toast anymore.\n\nWhen Emili came in with this quite old metal toaster we thought this is a quick fix. [...] We had no bread but we could still see that the toaster lever would not lock in place when pressed down, but did generate heat if you pressed it down continuously.",
    language: 'en',
    text: 'Ho un tostapane di metallo piuttosto vecchio che si è rotto: la leva non si aggancia più per tostare. Quando la premo giù non resta bloccata in posizione, però se la tengo premuta con la mano scalda.',
    category: 'elettrodomestici',
    cause:
      'La manopola per scegliere la durata della tostatura era stata spostata per sbaglio (starata), per cui il tostapane non tostava nemmeno al tempo massimo e la leva non restava giù. Ricalibrata la manopola del timer, il tostapane ha ripreso a funzionare.',
    keywords: ['manopola', 'timer', 'leva', 'taratura', 'durata'],
  },
  {
    id: 'el-2804',
    source: 'https://www.diyaudio.com/community/threads/what-did-you-last-repair.313739/page-184',
    original:
      "I once had a young man coming to a Repair Cafe with a toaster [...] He explained that it was his girlfriend's toaster, that the mains cord had accidentally been toasted and had caused a short circuit, and that he had replaced the cord, but it didn't work anymore.",
    language: 'en',
    text: 'Il tostapane della mia ragazza: per sbaglio il cavo di alimentazione si è bruciato e ha fatto corto circuito. Ho sostituito il cavo, ma il tostapane non funziona più.',
    category: 'elettrodomestici',
    cause:
      "Il cavo nuovo era del tipo giusto e collegato correttamente; semplicemente l'interruttore sul retro del tostapane era spento (il proprietario non sapeva nemmeno che esistesse). Acceso l'interruttore, il tostapane ha funzionato perfettamente.",
    keywords: ['interruttore', 'retro', 'spento', 'cavo', 'alimentazione'],
  },
  {
    id: 'el-2805',
    source: 'https://numberseventyfive.blogspot.com/2009/03/my-diy-skillz.html',
    original:
      'The most impressive thing I have ever repaired has to be the washing machine in our current apartment. For reasons known only to itself it decided to stop half way through the cycle and give out a warning "peep".\n\nIts a clever machine, it knew what was wrong and it tried to let me know too via its little screen. The problem being that I don\'t speak that much technical Dutch and the machine doesn\'t speak English.\n\nNo problem, I crack open the dictionary and discover that the machine has a problem with the pump.',
    language: 'en',
    text: 'La lavatrice del nostro appartamento (una Bosch), per motivi tutti suoi, ha deciso di fermarsi a metà ciclo e di emettere un "bip" di avviso. È una macchina intelligente, sapeva cosa non andava e cercava di dirmelo sul suo piccolo display. Il problema è che non parlo molto olandese tecnico e la macchina non parla inglese. Con il dizionario ho capito che la lavatrice segnala un problema alla pompa.',
    category: 'elettrodomestici',
    cause:
      "La pompa di scarico era bloccata da una moneta da 5 pence. Svuotata l'acqua, smontata la pompa (dal coperchio del filtro) ed eliminata la moneta, rimontato tutto la lavatrice ha ripreso a funzionare.",
    keywords: ['pompa', 'scarico', 'moneta', 'filtro', 'bloccata'],
  },
  {
    id: 'el-2806',
    source: 'http://mattsinclair.blogspot.com/2004/06/chapter-107-i-idiot.html',
    original:
      "I stayed home for a couple hours today because we were having work done on our washing machine. We'd been unable to use it for more than a week because it wouldn't agitate. Our friend John Martini had come over on Sunday and we investigated the problem without success. We couldn't access all the motors and things, but we were able to test the electronics. We thought we'd isolated the problem -- by process of elimination -- to the transmission or what we thought was an alternator.",
    language: 'en',
    text: "Da più di una settimana non riusciamo a usare la lavatrice perché non fa più il movimento di lavaggio (il cestello/agitatore non si muove). Domenica è venuto un amico e abbiamo cercato il problema senza successo: non riuscivamo ad arrivare a tutti i motori, ma abbiamo potuto testare l'elettronica. Per esclusione pensavamo che il problema fosse la trasmissione o quello che credevamo fosse un alternatore.",
    category: 'elettrodomestici',
    cause:
      "Non era la trasmissione: la linguetta dell'interruttore del coperchio, su cui preme il perno dello sportello, era fuori posto. Il tecnico l'ha rimessa nell'allineamento corretto e la lavatrice ha ripreso subito ad agitare.",
    keywords: ['interruttore', 'coperchio', 'linguetta', 'sportello', 'allineamento'],
  },
  {
    id: 'el-2807',
    source: 'https://hadassahsabo.wordpress.com/2011/06/27/embarrassing-moment/',
    original:
      'Finally, I knew what to do, and turned the knob to where it needed to be, and pulled it out. Nothing. Pushed it in, pulled it out again. Nope. No water started filling the drum. I went back to the manual. Yep. I was doing it right. I must have tried to do it a hundred times.',
    language: 'en',
    text: 'Ci hanno appena installato la lavatrice nuova. Ho letto bene il manuale, giro la manopola sul programma giusto e la tiro fuori: niente. La spingo dentro, la tiro di nuovo: niente, nel cestello non entra acqua. Ricontrollo il manuale e sto facendo tutto giusto. Ci avrò provato cento volte.',
    category: 'elettrodomestici',
    cause:
      "La lavatrice non era collegata alla corrente: dopo l'installazione nessuno aveva infilato la spina nella presa dietro la macchina. Il tecnico l'ha attaccata e ha funzionato subito.",
    keywords: ['spina', 'presa', 'corrente', 'collegamento', 'installazione'],
  },
  {
    id: 'el-2808',
    source: 'http://scottangiemc.blogspot.com/2008/10/mystery-of-wet-clothes.html',
    original:
      'I could not figure out why every time I would go to get this particular load of laundry out of my washing machine that they were always soaking wet. My first thought is "oh no, the new washer is not working right anymore." Ok, so I do the usual rinse & spin to get the extra water out... About an hour later I go back and what do I find again? More soaking wet laundry.',
    language: 'en',
    text: "Non capisco perché ogni volta che vado a tirare fuori questo carico dalla lavatrice i panni siano completamente fradici. Ho pensato subito che la lavatrice nuova non funzionasse più bene. Faccio risciacquo e centrifuga per togliere l'acqua, torno dopo un'ora e trovo di nuovo i panni zuppi.",
    category: 'elettrodomestici',
    cause:
      'La lavatrice funzionava benissimo: il figlio piccolo, a fine ciclo, premeva i pulsanti del pannello e faceva ripartire il lavaggio, per cui i panni tornavano bagnati. Bastava tenerlo lontano dai comandi (o usare il blocco bambini).',
    keywords: ['bambino', 'pulsanti', 'riavvio', 'ciclo', 'blocco'],
  },
  {
    id: 'el-2809',
    source: 'https://gzutetsu.hatenablog.jp/entry/20071226/p2',
    original:
      '何でこんな暮れに洗濯機が故障するのか。きょうもやや朝寝坊。8時ごろに朝食をとり,のんびりしていたら女房からSOS。洗濯機が回っていない。暮れも迫ったこの時期に,修理を依頼してもどうなることか。また,せっかく5年保証をつけたのに,5年と5か月で故障するとは。',
    language: 'ja',
    text: "Ma perché la lavatrice deve rompersi proprio a fine anno? Stamattina ho dormito un po' di più, verso le 8 ho fatto colazione e mentre me la prendevo comoda mia moglie mi chiama in soccorso: la lavatrice non gira. Con la fine dell'anno ormai alle porte, chissà se riesco a farla riparare. E pensare che avevo fatto la garanzia di 5 anni, e si rompe dopo 5 anni e 5 mesi.",
    category: 'elettrodomestici',
    cause:
      "Il disco agitatore (pulsator) sul fondo del cestello aveva l'innesto dentato sull'albero completamente consumato e girava a vuoto; sostituito l'agitatore con uno nuovo (ricambio da 2100 yen), la lavatrice è tornata a lavare.",
    keywords: ['agitatore', 'innesto', 'dentatura', 'consumata', 'sostituito'],
  },
  {
    id: 'el-2810',
    source: 'https://www.bugbugnow.net/2020/08/blog-post.html',
    original:
      'ダイソンのコードレス掃除機が調子が悪い。通常ならばトリガーを引くと「ブーーーーーーー」と引いている間中ずっと動いていました。ですが、「ブーン、ブーン、ブーン、ブーン」と違和感のある音がして、少しすると強制的に停止するようになってしまった。これでは、掃除機として使えないため、問題を探っていきます。',
    language: 'ja',
    text: 'Il mio aspirapolvere senza filo Dyson non va bene. Di solito quando premo il grilletto fa "buuuuuu" e va in continuazione finché lo tengo premuto. Adesso invece fa un rumore strano a singhiozzo, "buun, buun, buun, buun", e dopo poco si spegne da solo. Così non si può usare, quindi provo a capire qual è il problema.',
    category: 'elettrodomestici',
    cause:
      "Il filtro era intasato: il flusso d'aria ridotto faceva pulsare e fermare il motore (provato senza filtro funzionava normalmente); lavato il filtro con acqua, l'aspirapolvere è tornato a funzionare in modo continuo senza cambiare la batteria.",
    keywords: ['filtro', 'intasato', 'aspirazione', 'lavato', 'motore'],
  },
  {
    id: 'el-2811',
    source: 'https://mochiya.me/plus/house_cleaning/10272/',
    original:
      '先日、久しぶりに掃除機をかけようとしたのですが、\n\n「キーーーーーーン!」\n\n突然、耳が痛くなるような異音が!\n\n慌てて掃除機を確認してみると、どうやらパワーヘッドの内部があやしそう……。\n\n「もしかして故障!?」\n\n“修理“や”買い替え“の文字が頭をよぎった私は、自分で直せないかと原因を探ってみることにしました。\n\n僕の家の掃除機は、東芝製の「VC-PG312S」\n\nヘッドの中のブラシが自動で回転する「パワーヘッド」タイプの掃除機です。',
    language: 'ja',
    text: 'L\'altro giorno, dopo un bel po\' che non lo usavo, ho provato a passare l\'aspirapolvere e all\'improvviso ha fatto un rumore acutissimo, "kiiiiiin!", da far male alle orecchie. Ho controllato subito e il problema sembra essere dentro la spazzola motorizzata. "Si sarà rotto?" Mi sono passate per la testa le parole "riparazione" e "ricomprarlo", così ho deciso di cercare la causa per vedere se riesco a sistemarlo da solo. Il mio aspirapolvere è un Toshiba VC-PG312S, del tipo con spazzola che gira da sola nella testina (power head).',
    category: 'elettrodomestici',
    cause:
      "Nella spazzola motorizzata si erano avvolti capelli che bloccavano la rotazione del rullo e causavano il fischio; smontata la testina e tolti i capelli, la spazzola è tornata a girare e l'aspirapolvere a funzionare.",
    keywords: ['spazzola', 'capelli', 'avvolti', 'rullo', 'bloccato'],
  },
  {
    id: 'el-2812',
    source: 'https://diybibouroku.blogspot.com/2015/03/blog-post_26.html',
    original: '電源をつけてみると、スパナのマークが点灯している。点検しろということだろう。',
    language: 'ja',
    text: 'Accendo la macchina del caffè e si accende la spia con la chiave inglese. Immagino voglia dire che va controllata.',
    category: 'elettrodomestici',
    cause:
      'Il dosatore rotante del caffè in polvere era bloccato da polvere di caffè incrostata e indurita (per umidità/vapore) e non girava più; smontata e pulita ogni parte, la macchina ha ripreso a funzionare.',
    keywords: ['dosatore', 'incrostato', 'bloccato', 'caffè', 'pulizia'],
  },
  {
    id: 'el-2813',
    source: 'https://24recommend.com/?p=14958',
    original:
      'いつものように洗濯を開始して風呂に入っていると、洗濯途中でピーっという警告音とともに異常停止してエラー表示されていました。\nその後、電源を入れなおして動かしてみますが、けたたましいモーター音はするもののドラムが全く回っていません。\n空回りしている状態なので、ものすごい回転音だけして本体はうんともすんとも言わずです。',
    language: 'ja',
    text: "Avevo fatto partire la lavatrice come sempre e mentre ero in bagno si è fermata a metà lavaggio con un bip di allarme e un errore sul display. Poi l'ho spenta e riaccesa e ho riprovato: il motore fa un rumore fortissimo ma il cestello non gira per niente. Gira a vuoto, si sente solo un gran rumore di rotazione e la lavatrice per il resto non dà segni di vita. (È una Panasonic a oblò NA-VX3300L.)",
    category: 'elettrodomestici',
    cause:
      "La cinghia di gomma che trasmette il moto dal motore al cestello si era sfilata (allentata per usura) ed era caduta sul fondo della lavatrice, quindi il motore girava a vuoto; l'intervento dell'assistenza Panasonic sulla cinghia ha risolto.",
    keywords: ['cinghia', 'sfilata', 'allentata', 'motore', 'cestello'],
  },
  {
    id: 'el-2814',
    source: 'http://www.itmedia.co.jp/lifestyle/articles/1601/02/news008_2.html',
    original:
      'その後、何度やってもマオは止まってしまう。掃除をサボりすぎてダストビンが一杯になってしまったのが原因かもしれないと考え、開けてみた。確かにゴミやホコリがたまっていたが、いっぱいというわけではない。直接的な原因ではなさそうだ。 毎回「エラー2」と表示されるので、説明書を確認すると、どうやらブラシ回りのトラブルらしい。髪の毛がローラーに絡まりすぎているのだろうか? 分解してみると、ブラシや軸に髪の毛が絡みついていた。これを丁寧に取り除いて動かしてみたが、それでもやはり止まってしまう。',
    language: 'ja',
    text: "Il mio robot aspirapolvere continua a fermarsi, ogni volta. Ho pensato che il cassetto della polvere fosse troppo pieno perché non lo svuotavo da un po', l'ho aperto: c'era sporco ma non era pieno. Ogni volta compare \"errore 2\", che dal manuale sembra un problema alle spazzole. Ho smontato e c'erano capelli avvolti su spazzole e asse, li ho tolti con cura ma si ferma comunque.",
    category: 'elettrodomestici',
    cause:
      'Il robot si bloccava sul tappeto a pelo lungo che copriva metà della stanza: spostato il tappeto e lasciato il pavimento libero, ha ripreso a pulire senza fermarsi.',
    keywords: ['tappeto', 'pelo', 'lungo', 'bloccava', 'pavimento'],
  },
];
