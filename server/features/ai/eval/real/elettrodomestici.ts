import type { RealCase } from './types.ts';

/** Real reports about elettrodomestici (issue 24): see types.ts for what each field holds. */
export const CASES: RealCase[] = [
  {
    id: 'el-001',
    source: 'http://truxter.org/2015/02/03/washing-machine-wont-drain-heres-how-i-fixed-mine/',
    original:
      'My washing machine is a bit dated. Probably one of the first front load washers. From early 2000s. … The problem I was having is my clothes would come out either sopping wet or smelling foul. I never paid any attention to the cycles of the washing machine until I noticed the washing machine wasn’t making the gurgling sound of water draining. … I noticed that when the washer would get to the drain cycle, instead of the water draining I’d hear a grinding noise. … I unclasped the drain hose clamps and ran a coat hanger through the drain hose at both ends. No clogs.',
    language: 'en',
    text: "La mia lavatrice è un po' datata, probabilmente una delle prime a carica frontale, dei primi anni 2000. … Il problema era che i panni uscivano o fradici o puzzolenti. Non avevo mai fatto caso ai cicli finché non mi sono accorto che non si sentiva più il gorgoglio dell'acqua che scarica. … Ho notato che quando arrivava alla fase di scarico, invece dell'acqua che scendeva sentivo un rumore di macinazione. … Ho staccato le fascette del tubo di scarico e ci ho passato un filo di ferro da entrambe le parti. Nessun intasamento.",
    category: 'elettrodomestici',
    cause:
      'Girante della pompa di scarico bloccata da una massa di pelucchi, peli e lanugine; pulita la pompa',
    keywords: ['pompa', 'scarico', 'girante', 'pelucchi', 'ostruzione'],
  },
  {
    id: 'el-002',
    source: 'https://recordstorerita.blogspot.com/2008/03/girls-guide-home-repair.html',
    original:
      'Then, I decided to wash a blanket. The machine stopped right before the spin cycle. I went down and saw my blanket sitting in a lot of water, and soapy. I tried just starting the machine over again, and the same thing happened. So I tried it again.',
    language: 'en',
    text: "Poi ho deciso di lavare una coperta. La lavatrice si è fermata proprio prima della centrifuga. Sono scesa e ho visto la coperta a mollo in un sacco d'acqua, tutta insaponata. Ho provato a far ripartire la lavatrice da capo ed è successa la stessa cosa. Allora ho riprovato.",
    category: 'elettrodomestici',
    cause:
      'Rotto il meccanismo dell’interruttore di sicurezza del coperchio (lid switch); sostituito l’interruttore',
    keywords: ['interruttore', 'coperchio', 'sicurezza', 'microinterruttore', 'chiusura'],
  },
  {
    id: 'el-003',
    source: 'http://hymn-addict.blogspot.com/2010/11/washer-repair.html',
    original:
      'Having lost a pair of jeans, I went exploring in the laundry room. Ah ha -- a load of laundry was sitting in the washer. Since Wednesday. Ick. So I pour in a little vinegar and put it on a second spin cycle. When I come back later, the machine is sitting there, full of water, unable to drain and spin. Oh no!',
    language: 'en',
    text: "Avendo perso un paio di jeans, sono andata a curiosare in lavanderia. Ecco: c'era un carico di bucato fermo nella lavatrice. Da mercoledì. Che schifo. Allora ci verso un po' di aceto e la metto su un secondo ciclo di centrifuga. Quando torno più tardi, la lavatrice è lì, piena d'acqua, che non riesce né a scaricare né a centrifugare. Oh no!",
    category: 'elettrodomestici',
    cause:
      'Interruttore di sicurezza del coperchio (lid switch) rotto; bloccato provvisoriamente col nastro e ordinato il ricambio',
    keywords: ['interruttore', 'coperchio', 'sicurezza', 'microinterruttore', 'chiusura'],
  },
  {
    id: 'el-004',
    source: 'http://johnsucich.com/2025/ifixedthewashingmachine',
    original:
      'Then Kathy threw the sheets in the washing machine and things started to go sideways. The machine started beeping in the middle of the wash, which doesn’t usually happen. Kathy re-hit the button and things resumed as normal. Except after a few minutes it started beeping again. I went downstairs to see what was happening - and THERE WAS WATER.',
    language: 'en',
    text: "Poi Kathy ha buttato le lenzuola in lavatrice e le cose hanno cominciato ad andare storte. La lavatrice ha iniziato a suonare a metà lavaggio, cosa che di solito non fa. Kathy ha ripremuto il pulsante ed è ripartita normalmente. Solo che dopo qualche minuto ha ricominciato a suonare. Sono sceso a vedere cosa succedeva, e C'ERA ACQUA.",
    category: 'elettrodomestici',
    cause:
      'Un tubo interno si era sfilato (probabilmente per le vibrazioni di un carico pesante); riattaccato e stretta la fascetta',
    keywords: ['tubo', 'sfilato', 'staccato', 'fascetta', 'perdita'],
  },
  {
    id: 'el-005',
    source: 'http://frugalize.blogspot.com/2010/09/another-appliance-repair-story.html',
    original:
      'Then just last week the "new" washing machine started to have problems. Specifically it suddenly stopped draining the water. My first thought was: "Sigh... we should have just bought a new one."',
    language: 'en',
    text: 'Poi proprio la settimana scorsa la lavatrice "nuova" ha cominciato a dare problemi. Nello specifico, all\'improvviso ha smesso di scaricare l\'acqua. Il mio primo pensiero è stato: "Uff... dovevamo comprarne una nuova e basta."',
    category: 'elettrodomestici',
    cause: 'Un calzino incastrato e avvolto nell’ingresso della pompa di scarico',
    keywords: ['calzino', 'pompa', 'scarico', 'ostruzione', 'incastrato'],
  },
  {
    id: 'el-006',
    source: 'http://darkerview.com/wordpress/?tag=appliance',
    original: 'The problem… A washing machine that will not spin, making a horrible racket instead.',
    language: 'en',
    text: 'Il problema… Una lavatrice che non centrifuga e che invece fa un baccano tremendo.',
    category: 'elettrodomestici',
    cause:
      'Cuscinetto della pompa distrutto che bloccava l’intero sistema di trasmissione; sostituita la pompa (e la cinghia)',
    keywords: ['pompa', 'cuscinetto', 'trasmissione', 'rotto', 'cinghia'],
  },
  {
    id: 'el-007',
    source: 'https://it.paperblog.com/il-mistero-della-lavatrice-rotta-87082/amp',
    original:
      'Questa lavatrice è un acquisto relativamente recente, anche se non più in garanzia, ma dotata di un sacco di congegni elettronici automatici. Succedeva spesso che, inspiegabilmente, si rifiutava di partire, o si rifiutava di sciacquare, o di centrifugare. Chiamavo il tecnico e tutto funzionava bene (è normale, vero?)',
    language: 'it',
    text: 'Questa lavatrice è un acquisto relativamente recente, anche se non più in garanzia, ma dotata di un sacco di congegni elettronici automatici. Succedeva spesso che, inspiegabilmente, si rifiutava di partire, o si rifiutava di sciacquare, o di centrifugare. Chiamavo il tecnico e tutto funzionava bene (è normale, vero?)',
    category: 'elettrodomestici',
    cause:
      'Un minuscolo foro in un raccordo dell’acqua (fatto da un ferretto di reggiseno) faceva cadere acqua nella vasca di fondo e scattare il sensore di sicurezza antiallagamento',
    keywords: ['raccordo', 'foro', 'perdita', 'sensore', 'antiallagamento'],
  },
  {
    id: 'el-008',
    source: 'http://theevildrsin.blogspot.com/2013/05',
    original:
      'Which brings me to the Maytag. An odd clanking sound interrupted my regular laundry session. The rinse cycle wasnt working. Crap. Just what I needed. Another problem right after my car issue. Fiddling with the settings didnt help so it was time to get serious.',
    language: 'en',
    text: 'Il che mi porta alla Maytag. Uno strano rumore metallico ha interrotto il mio solito bucato. Il risciacquo non funzionava. Cavolo. Ci mancava solo questa. Un altro problema subito dopo quello della macchina. Smanettare con le impostazioni non è servito, quindi era ora di fare sul serio.',
    category: 'elettrodomestici',
    cause:
      'Solenoide dell’elettrovalvola dell’acqua fredda guasto (il risciacquo usa acqua fredda); da sostituire il gruppo elettrovalvola',
    keywords: ['elettrovalvola', 'solenoide', 'acqua', 'fredda', 'carico'],
  },
  {
    id: 'el-009',
    source: 'https://pronetowandercho.blogspot.com/2009/04/google-rules.html',
    original:
      'Confession- upon first glance of that murky pond, my immediate thought was "maybe it is broken, irreparably broken, and we can get a new dishwasher." I didn\'t REALLY want that. Well, maybe I want the new dishwasher, but I really do not want the bill. So, we did what any reasonable family would do when confronted with a non-working dishwasher in the middle of the day... We shut the door tight and waited for dad to get home.',
    language: 'en',
    text: 'Confesso: alla prima occhiata a quella pozza d\'acqua torbida, il mio primo pensiero è stato "magari è rotta, irrimediabilmente rotta, e possiamo prendere una lavastoviglie nuova". Non lo volevo DAVVERO. Cioè, la lavastoviglie nuova forse sì, ma il conto proprio no. Così abbiamo fatto quello che farebbe qualsiasi famiglia ragionevole davanti a una lavastoviglie che non funziona a metà giornata... Abbiamo chiuso bene lo sportello e aspettato che papà tornasse a casa.',
    category: 'elettrodomestici',
    cause: 'Tubo di scarico molto intasato; liberato il tubo',
    keywords: ['scarico', 'tubo', 'intasato', 'ostruzione', 'otturato'],
  },
  {
    id: 'el-010',
    source: 'http://persemprepermai.altervista.org/category/post-di-servizio-idraulico/',
    original:
      'ASPETTATE A CHIAMARE L’IDRAULICO se la lavastoviglie perde acqua, nonostante abbiate verificato (dopo aver staccato la spina della corrente) che i tubi di carico e scarico siano integri e ben innestati, e nonostante l’amorevole manutenzione  (anticalcare, pulizia del filtro ed ogni  tanto pure dei braccini rotanti o come cavolo si chiamano) che manco un marito se la sogna.',
    language: 'it',
    text: 'ASPETTATE A CHIAMARE L’IDRAULICO se la lavastoviglie perde acqua, nonostante abbiate verificato (dopo aver staccato la spina della corrente) che i tubi di carico e scarico siano integri e ben innestati, e nonostante l’amorevole manutenzione  (anticalcare, pulizia del filtro ed ogni  tanto pure dei braccini rotanti o come cavolo si chiamano) che manco un marito se la sogna.',
    category: 'elettrodomestici',
    cause:
      'Guarnizione della ghiera sulla parete di fondo (imbocco dell’acqua verso i bracci) cotta dall’uso; sostituita la ghiera',
    keywords: ['guarnizione', 'ghiera', 'usurata', 'perdita', 'bracci'],
  },
  {
    id: 'el-011',
    source: 'https://it.paperblog.com/come-decifrare-codici-resettare-lavapiatti-e-vivere-felici-2894835',
    original:
      'Ho iniziato a scrivere sentendomi molto fiera per essere riuscita a far ripartire la lavapiatti, dopo settimane di E1 e F8, piatti risciacquati per bene prima di essere infilati nella medesima e usciti più sporchi di prima, successivi lavaggi a mano',
    language: 'it',
    text: 'Ho iniziato a scrivere sentendomi molto fiera per essere riuscita a far ripartire la lavapiatti, dopo settimane di E1 e F8, piatti risciacquati per bene prima di essere infilati nella medesima e usciti più sporchi di prima, successivi lavaggi a mano',
    category: 'elettrodomestici',
    cause:
      'Lavastoviglie Whirlpool bloccata in errore: bastava resettarla con la procedura trovata in un tutorial',
    keywords: ['reset', 'resettare', 'ripristino', 'procedura', 'riavvio'],
  },
  {
    id: 'el-012',
    source: 'https://agrimonia71.wordpress.com/2010/08/19/',
    original:
      "Quest'anno la tragedia ci ha sfiorato, ci siamo accorti che ormai non raffreddava più e la paura di doverlo cambiare aleggiava sul nostro conto corrente. Già l'anno scorso avevamo notato il \"riscaldamento\" perchè paragonandolo al frigorifero del campeggio, questo era molto più freddo pur trovandosi in veranda all'aperto.",
    language: 'it',
    text: "Quest'anno la tragedia ci ha sfiorato, ci siamo accorti che ormai non raffreddava più e la paura di doverlo cambiare aleggiava sul nostro conto corrente. Già l'anno scorso avevamo notato il \"riscaldamento\" perchè paragonandolo al frigorifero del campeggio, questo era molto più freddo pur trovandosi in veranda all'aperto.",
    category: 'elettrodomestici',
    cause: 'Termostato del frigorifero guasto, sostituito dal tecnico',
    keywords: ['termostato', 'guasto', 'temperatura', 'regolazione', 'sostituito'],
  },
  {
    id: 'el-013',
    source: 'https://bellbottomblog.com/2013/03/22/hey/',
    original:
      'First of all, as all homeowners know, the weekend is the favorite time to have something go wrong in the house. For us, it was the refrigerator. Not our main one. We have one that came with the house which holds all the pop, milk, and juice. The freezer compartment was working, but the fridge part war getting warmer by the minute.',
    language: 'en',
    text: 'Prima di tutto, come sa chiunque abbia una casa, il weekend è il momento preferito perché qualcosa si rompa. Per noi è stato il frigorifero. Non quello principale: ne abbiamo uno che era già in casa, dove teniamo bibite, latte e succhi. Il congelatore funzionava, ma la parte frigo diventava più calda di minuto in minuto.',
    category: 'elettrodomestici',
    cause:
      'Serpentine del condensatore sotto il frigo incrostate di sporco (più ghiaccio accumulato): pulite le serpentine e fatto sbrinare completamente',
    keywords: ['condensatore', 'serpentina', 'sporco', 'pulizia', 'sbrinamento'],
  },
  {
    id: 'el-014',
    source: 'http://clanging-bell.blogspot.com/2011/07/baby-its-cold-outside-but-not-so-in-my.html',
    original:
      'Stuff in the refrigerator compartment was warm despite the stuff in the freezer still being frozen rock hard.',
    language: 'en',
    text: 'La roba nel vano frigo era calda, anche se quella nel congelatore era ancora congelata dura come un sasso.',
    category: 'elettrodomestici',
    cause:
      'Resistenza di sbrinamento del congelatore non funzionante: la brina diventa ghiaccio e non passa aria fredda verso il frigo',
    keywords: ['resistenza', 'sbrinamento', 'ghiaccio', 'brina', 'evaporatore'],
  },
  {
    id: 'el-015',
    source: 'https://clank.org/blog/2004/04/02/the-refrigerator-wasnt-even-frigerating',
    original:
      '… much less re-frigerating. Which of course was a direct result of the freezer struggling to, well, freeze. … Immediately I noticed that things just weren’t level like they ought to be. I confirmed in the user’s manual that it would at least be noisy if operated that way – something I had coincidentally noticed recently – and made a few adjustments. However, when I turned it back on, I heard the compressor shut off almost immediately.',
    language: 'en',
    text: "… figuriamoci refrigerare. Cosa che ovviamente dipendeva dal congelatore che faticava a, beh, congelare. … Ho notato subito che non era in bolla come dovrebbe. Ho verificato sul manuale che così come minimo sarebbe stato rumoroso (cosa che per caso avevo notato di recente) e ho fatto qualche regolazione. Però quando l'ho riacceso ho sentito il compressore spegnersi quasi subito.",
    category: 'elettrodomestici',
    cause:
      'Parete di fondo del congelatore coperta di brina che ostruiva la bocchetta d’aspirazione (sbrinamento automatico sopraffatto); risolto sbrinando completamente',
    keywords: ['brina', 'ghiaccio', 'sbrinamento', 'bocchetta', 'ostruita'],
  },
  {
    id: 'el-016',
    source: 'https://www.wallpaperama.com/forums/_amxrwm.html',
    original:
      'then all of the sudden she shouts. "the microwave stopped working".. the clock display was off. when I opened the microwave door. there was no light. my first thought was the power cord got loose. i checked and it was connected properly. then i thought it could be the breaker had flipped. i checked the eletricity breaker panel in ny house. it was ok. it was not triggered.. then i connected a blender to check there was power on the socket.. yes there was.',
    language: 'en',
    text: "poi all'improvviso lei urla: \"il microonde non funziona più\".. il display dell'orologio era spento. quando ho aperto lo sportello del microonde non c'era luce. il mio primo pensiero è stato che si fosse staccato il cavo. ho controllato ed era collegato bene. poi ho pensato che fosse scattato l'interruttore. ho controllato il quadro elettrico di casa. era tutto ok, non era scattato niente.. poi ho collegato un frullatore per vedere se la presa dava corrente.. sì, la dava.",
    category: 'elettrodomestici',
    cause: 'Fusibile interno (ceramico, 20A) bruciato; sostituito',
    keywords: ['fusibile', 'bruciato', 'interno', 'ceramico', 'alimentazione'],
  },
  {
    id: 'el-017',
    source: 'https://chrisstapper.wordpress.com/2006/04/03/of-problems-and-wet-clothes/',
    original:
      'The dryer was out of commission.  Clothes were piling up.  Life was beginning to spin wildly out of control.  I had narrowed the problem to heat, or the lack thereof.',
    language: 'en',
    text: "L'asciugatrice era fuori uso. I vestiti si accumulavano. La vita cominciava a sfuggirmi di mano. Avevo ristretto il problema al calore, o meglio alla sua mancanza.",
    category: 'elettrodomestici',
    cause: 'Spirale della resistenza riscaldante interrotta; ripristinata la resistenza',
    keywords: ['resistenza', 'riscaldante', 'spirale', 'interrotta', 'bruciata'],
  },
  {
    id: 'el-018',
    source: 'http://timetoplay-bill.blogspot.com/2008/05/final-score-bill-1-dryer-0.html',
    original:
      "the clothes dryer that won't heat … After checking out various thermostats, sensors and controls that were working ok … I knew that the breakers were ok",
    language: 'en',
    text: "l'asciugatrice che non scalda … Dopo aver controllato vari termostati, sensori e comandi, che funzionavano … sapevo che gli interruttori del quadro erano a posto",
    category: 'elettrodomestici',
    cause:
      'Morsetto di una fase della presa a muro corroso: arrivavano 110V invece di 220V, il cestello girava ma la resistenza no; sostituita la presa',
    keywords: ['presa', 'corrosa', 'tensione', 'alimentazione', 'fase'],
  },
  {
    id: 'el-019',
    source: 'https://spacetimeworks.wordpress.com/2014/11/28/broken-glass-in-the-dishwasher/',
    original:
      'Thanksgiving is incomplete without mishap, so I dropped a juice glass on a coffee cup in the dishwasher, and the glass shattered into a hundred pieces.  I thought I got it all but in running the dishwasher there was noise that could only be a piece of glass banging around something spinning. … the dishwasher in question is  a Kenmore from Sears, Ultrawash, Quiet Guard.',
    language: 'en',
    text: "Il Ringraziamento non è completo senza un disastro, così mi è caduto un bicchiere da succo su una tazza nella lavastoviglie e il bicchiere si è frantumato in cento pezzi. Pensavo di averli tolti tutti, ma facendo andare la lavastoviglie c'era un rumore che poteva essere solo un pezzo di vetro che sbatteva contro qualcosa che gira. … la lavastoviglie in questione è una Kenmore di Sears, Ultrawash, Quiet Guard.",
    category: 'elettrodomestici',
    cause:
      'Due schegge di vetro cadute sotto la griglia, nella zona del trituratore sotto il braccio irrorante; rimosse smontando braccio e piastra',
    keywords: ['vetro', 'schegge', 'trituratore', 'girante', 'pompa'],
  },
  {
    id: 'el-020',
    source: 'https://ptviews.blogspot.com/2013/06/dishwasher-repair.html',
    original:
      'We started having problems with our dishwasher last week.  My wife noticed that the dishes were still wet even after the drying cycle was complete.  Most of the dishes seemed to be clean but we had to use a towel to dry off all of the water before putting the dishes away.',
    language: 'en',
    text: "La settimana scorsa abbiamo cominciato ad avere problemi con la lavastoviglie. Mia moglie ha notato che i piatti erano ancora bagnati anche dopo la fine del ciclo di asciugatura. La maggior parte dei piatti sembrava pulita, ma dovevamo asciugare tutta l'acqua con uno strofinaccio prima di metterli via.",
    category: 'elettrodomestici',
    cause:
      'Resistenza riscaldante con un punto bruciato (forse da un utensile di plastica fuso); sostituita, il test confermava la vecchia guasta',
    keywords: ['resistenza', 'riscaldante', 'bruciata', 'asciugatura', 'elemento'],
  },
  {
    id: 'el-021',
    source: 'https://cstuarthardwick.com/2019/05/21/how-to-wash-the-dishes',
    original:
      'Over the last few weeks, we’d noticed is just wasn’t cleaning, and the usual remedied (cleaning the filter and using a hard water remedy) didn’t help. Over the weekend, if simply didn’t work at all. … the easiest thing is to turn on the machine and give is a few minutes to see if the tub filled. It didn’t—and seemed to hum more loudly than it ought to',
    language: 'en',
    text: "Nelle ultime settimane avevamo notato che non lavava più bene, e i soliti rimedi (pulire il filtro e usare un prodotto per l'acqua dura) non servivano. Nel weekend ha proprio smesso di funzionare. … la cosa più semplice è accenderla e aspettare qualche minuto per vedere se la vasca si riempie. Non si riempiva, e sembrava ronzare più forte del normale",
    category: 'elettrodomestici',
    cause:
      'Elettrovalvola di carico dell’acqua guasta (o bloccata dal calcare): la vasca non si riempiva; sostituita l’elettrovalvola',
    keywords: ['elettrovalvola', 'carico', 'acqua', 'ingresso', 'valvola'],
  },
  {
    id: 'el-022',
    source: 'http://amyszczepanski.com/2020/03/29/for-want-of-a-floor-the-hot-water-was-lost.html',
    original:
      'On Wednesday morning, I opened the dishwasher to grab a mug, and the bottom of the dishwasher was filled with water. Had there been any more water at all in the dishwasher, there would have been a flood, possibly causing significant water damage to both my apartment and the apartment downstairs. I figured that the dishwasher was not draining correctly, and I started bailing it out.',
    language: 'en',
    text: "Mercoledì mattina ho aperto la lavastoviglie per prendere una tazza e il fondo era pieno d'acqua. Se ce ne fosse stata anche solo un po' di più ci sarebbe stato un allagamento, con danni seri sia al mio appartamento sia a quello di sotto. Ho pensato che non scaricasse bene e ho cominciato a tirare fuori l'acqua.",
    category: 'elettrodomestici',
    cause:
      'Elettrovalvola di ingresso dell’acqua guasta e rimasta parzialmente aperta: continuava a riempire la vasca anche a macchina ferma',
    keywords: ['elettrovalvola', 'ingresso', 'aperta', 'bloccata', 'carico'],
  },
  {
    id: 'el-023',
    source: 'https://solitum.net/lg-lfc25770sb-start-relay-overload-replacement/',
    original:
      "A few weeks ago our refrigerator starting clicking periodically. Click, then 20 seconds or so and another click. Mostly silent between. A couple of days ago we noticed it wasn't cooling well. We woke up yesterday and found that it wasn't cooling at all. … I unscrewed the back plate … and noticed that the compressor was really hot and nothing else was happening back there.",
    language: 'en',
    text: "Qualche settimana fa il nostro frigorifero ha cominciato a fare clic ogni tanto. Clic, poi una ventina di secondi e un altro clic. Quasi silenzioso nel mezzo. Un paio di giorni fa abbiamo notato che non raffreddava bene. Ieri mattina ci siamo svegliati e non raffreddava per niente. … Ho svitato il pannello posteriore … e ho visto che il compressore era caldissimo e lì dietro non succedeva nient'altro.",
    category: 'elettrodomestici',
    cause:
      'Relè di avviamento del compressore (PTC con protettore termico) bruciato; sostituito con un relè universale',
    keywords: ['relè', 'avviamento', 'compressore', 'ptc', 'klixon'],
  },
  {
    id: 'el-024',
    source: 'http://vikisplace.blogspot.com/2010/05',
    original:
      "Months ago, every few days I would hear a little squeak. It wasn't long enough to tell where it was coming from. … Finally, it started happening more and more and we realized it was coming from the refrigerator. … I bought some ice cream from Schwans. I only had it about a day and when I went to get some and it seemed very soft. I checked the next day and the ice cream seemed like it was really starting to melt. … For a couple of days we checked and obviously something was wrong because the temperature wasn't going in the right direction.",
    language: 'en',
    text: 'Mesi fa, ogni qualche giorno sentivo un piccolo cigolio. Durava troppo poco per capire da dove venisse. … Alla fine ha cominciato a succedere sempre più spesso e abbiamo capito che veniva dal frigorifero. … Ho comprato del gelato e dopo solo un giorno, quando sono andata a prenderne, sembrava molto morbido. Il giorno dopo ho controllato e il gelato sembrava proprio cominciare a sciogliersi. … Per un paio di giorni abbiamo controllato ed era chiaro che qualcosa non andava, perché la temperatura non andava nella direzione giusta.',
    category: 'elettrodomestici',
    cause:
      'Retro del frigorifero (condensatore e ventola) intasato da anni di polvere; aspirato tutto e ha ripreso a funzionare',
    keywords: ['polvere', 'condensatore', 'pulizia', 'ventola', 'serpentina'],
  },
  {
    id: 'el-025',
    source: 'https://tjrecipes.com/2006/04/clogged-drain/',
    original:
      'Yesterday, Victor’s mom noticed some water on the floor by the ‘fridge. I brushed it aside, saying it was probably just an ice cube. Today, the water was back – and we hadn’t gotten any ice cubes! Oh no.',
    language: 'en',
    text: "Ieri la mamma di Victor ha notato un po' d'acqua per terra vicino al frigo. Ho lasciato perdere dicendo che probabilmente era solo un cubetto di ghiaccio. Oggi l'acqua c'era di nuovo, e non avevamo preso nessun cubetto! Oh no.",
    category: 'elettrodomestici',
    cause:
      'Scarico della condensa/sbrinamento intasato (con ghiaccio sul fondo); liberato con acqua calda e bicarbonato sparati con una siringa da cucina',
    keywords: ['scarico', 'condensa', 'sbrinamento', 'intasato', 'foro'],
  },
  {
    id: 'el-026',
    source: 'https://scottsevener.com/blog/2008/also-also/',
    original:
      'I may or may not have posted a while back about our refrigerator’s horrible grinding problem – on and off, it’ll make this increasingly loud grinding sound … sometimes so bad that you can hear it across the house with doors closed in between. We tried to schedule a service guy to come out for it after it consistently made the sound for about a week, but right around the time when I started making calls, it lessened up',
    language: 'en',
    text: "Forse ne avevo già parlato tempo fa: il nostro frigorifero ha un orribile problema di rumore di sfregamento, a tratti fa questo rumore sempre più forte … a volte così forte che si sente dall'altra parte della casa con le porte chiuse. Avevamo provato a chiamare un tecnico dopo che l'aveva fatto di continuo per circa una settimana, ma proprio quando ho cominciato a telefonare si è attenuato",
    category: 'elettrodomestici',
    cause:
      'Grosso blocco di ghiaccio accumulato sul fondo del congelatore che imprigionava la ventola; rotto il ghiaccio, la ventola è ripartita',
    keywords: ['ghiaccio', 'ventola', 'congelatore', 'bloccata', 'evaporatore'],
  },
  {
    id: 'el-027',
    source: 'https://boards.straightdope.com/t/roomba-fall-down-go-boomba/404140',
    original:
      'Little Red Roombahood was stuttering today; starting with a happy little tune and puttering along, then stopping after a few minutes with a disconsolate beep for help. After some failed revivals, I discovered the problem',
    language: 'en',
    text: "Oggi il mio Roomba faceva le bizze: partiva con la sua musichetta allegra e girava un po', poi dopo qualche minuto si fermava con un bip sconsolato per chiedere aiuto. Dopo qualche tentativo fallito di rianimarlo, ho scoperto il problema",
    category: 'elettrodomestici',
    cause: 'Un groviglio di pelo di gatto bloccava la spazzola laterale rotante; tolto il pelo è ripartito',
    keywords: ['spazzola', 'laterale', 'peli', 'bloccata', 'groviglio'],
  },
  {
    id: 'el-028',
    source: 'https://tr.ifixit.com/Story/25501/Keeping_the_hot_drinks_going_for_the_local_school',
    original:
      'My mom is a teacher at a local school here in Kyiv, Ukraine, and she asked me to have look at an electric kettle her class was using for years, but at some point it stopped working.',
    language: 'en',
    text: "Mia mamma fa l'insegnante in una scuola qui a Kiev, in Ucraina, e mi ha chiesto di dare un'occhiata a un bollitore elettrico che la sua classe usava da anni, ma che a un certo punto ha smesso di funzionare.",
    category: 'elettrodomestici',
    cause:
      'Perso il contatto nel modulo riscaldante: i sottili conduttori a molla erano stati spinti via dalle astine ceramiche, con segni di bruciatura sui contatti',
    keywords: ['contatto', 'molla', 'bruciato', 'conduttori', 'resistenza'],
  },
  {
    id: 'el-029',
    source: 'https://heyrick.eu/blog/entry/20250429',
    original:
      "Well, today, the sister of a cow-orker gave me her toaster to look at, telling me that it wasn't heating.",
    language: 'en',
    text: "Be', oggi la sorella di un collega mi ha dato il suo tostapane da guardare, dicendomi che non scaldava.",
    category: 'elettrodomestici',
    cause:
      'Filo di una resistenza del tostapane spezzato vicino all’estremità; rimosso il pezzo rotto e ricollegato il resto al cavo di alimentazione',
    keywords: ['resistenza', 'filo', 'spezzato', 'interrotta', 'elemento'],
  },
  {
    id: 'el-030',
    source: 'http://w0ep.us/OM/?paged=1630&author=1',
    original:
      'We have this fancy electronic toaster. … Quite awhile ago the right-hand slots quit working.  You could hold the lever down and the elements would heat up.  But the lever would not stay down.  Who wants to stand there while the toast is toasting? This morning the left side also failed.  For my breakfast toast today I stood there and held the lever down.',
    language: 'en',
    text: 'Abbiamo questo tostapane elettronico tutto sofisticato. … Parecchio tempo fa le fessure di destra hanno smesso di funzionare. Se tenevi giù la leva le resistenze si scaldavano, ma la leva non restava giù. Chi ha voglia di stare lì impalato mentre il pane si tosta? Stamattina si è rotto anche il lato sinistro. Per il toast della colazione sono rimasto lì a tenere giù la leva.',
    category: 'elettrodomestici',
    cause:
      'La bobina dell’elettromagnete che trattiene la leva si era staccata dalla scheda (saldature cedute); risaldata',
    keywords: ['elettromagnete', 'bobina', 'saldatura', 'scheda', 'staccata'],
  },
  {
    id: 'el-031',
    source: 'http://www.kmz.co.za/blog/2013/08/31/toaster-pop-up-fix/',
    original:
      'I bought this cheap "SIMPEX" toaster from H&M in Ljubljana. Type 12415 1233 according to the label on the underside. Anyway, the thing stopped popping (actually, it stopped staying down.. I had to manually hold it down to toast my bread this morning).',
    language: 'en',
    text: 'Ho comprato questo tostapane economico "SIMPEX" da H&M a Lubiana. Tipo 12415 1233 secondo l\'etichetta sotto. Comunque, ha smesso di saltare su (anzi, ha smesso di restare giù.. stamattina per tostare il pane ho dovuto tenerlo giù a mano).',
    category: 'elettrodomestici',
    cause:
      'Il pulsante “Cancel” restava sempre premuto perché le viti della scheda erano troppo strette; aggiunto un distanziale (più qualche saldatura fredda sull’elettromagnete)',
    keywords: ['pulsante', 'premuto', 'scheda', 'viti', 'distanziale'],
  },
  {
    id: 'el-032',
    source: 'https://brittadotcom.livejournal.com/129197.html',
    original:
      'After my 40-year-old toaster oven died last week, I looked around for a replacement, but I was not enamored with anything I found for sale. … I got it all apart & inspected the connections. The wiring is just bare wire ends soldered onto the ends of the heating implements and all those were still intact. Since no heat worked on any setting',
    language: 'en',
    text: "Dopo che il mio fornetto elettrico di 40 anni è morto la settimana scorsa, mi sono guardata in giro per sostituirlo, ma niente di quello che ho trovato in vendita mi convinceva. … L'ho smontato tutto e ho controllato i collegamenti. I cavi sono solo estremità di filo nudo saldate ai capi degli elementi riscaldanti, e quelli erano tutti intatti. Siccome non scaldava su nessuna impostazione",
    category: 'elettrodomestici',
    cause:
      'Cavo di alimentazione difettoso; sostituito con il cavo di una prolunga e il fornetto ha ripreso a funzionare',
    keywords: ['cavo', 'alimentazione', 'spina', 'interrotto', 'filo'],
  },
  {
    id: 'el-033',
    source: 'http://outinthemsticks.blogspot.com/2010/05/our-oven-is-functioning-again-thanks-to.html',
    original:
      "Per our last post, we've been coping with the loss of oven function. … I had noticed about a month ago that there were some weird plastic burning odors coming from the oven.  I told Nick about it, but he didn't seemed phased.",
    language: 'en',
    text: "Come dicevo nell'ultimo post, ci stiamo arrangiando senza forno. … Circa un mese fa avevo notato strani odori di plastica bruciata che venivano dal forno. L'ho detto a Nick, ma non sembrava preoccupato.",
    category: 'elettrodomestici',
    cause:
      'Morsettiera di alimentazione fusa e cavi fusi insieme, con conseguente mancanza di corrente alla cucina; sostituiti',
    keywords: ['morsettiera', 'fusa', 'cavi', 'alimentazione', 'bruciati'],
  },
  {
    id: 'el-034',
    source:
      'https://www.click2houston.com/consumer/2020/04/07/consumer-expert-amy-davis-tips-on-how-to-save-money-and-descale-your-coffee-maker/',
    original:
      'When I noticed my coffee maker yielding far fewer cups of water than what I poured into the reservoir, I knew something must be wrong. … Every time I let the mixture brew, about four cups would evaporate into steam from the top of the machine. Only eight of the 12 cups came out in the carafe.',
    language: 'en',
    text: "Quando ho notato che la mia macchina del caffè americano tirava fuori molte meno tazze d'acqua di quelle che avevo versato nel serbatoio, ho capito che qualcosa non andava. … Ogni volta che facevo passare la miscela, circa quattro tazze evaporavano in vapore dalla parte alta. Solo otto delle 12 tazze finivano nella caraffa.",
    category: 'elettrodomestici',
    cause:
      'Depositi di calcare e sedimenti (acqua dura) che ostruivano i condotti interni; sciolti lasciando agire succo di limone e poi risciacquando',
    keywords: ['calcare', 'decalcificazione', 'ostruzione', 'depositi', 'incrostazioni'],
  },
  {
    id: 'el-035',
    source: 'http://ma-bonne-vie.blogspot.com/2009/01/another-day-another-motor-coupling.html',
    original: 'Our washing machine started to make some strange noises last week.',
    language: 'en',
    text: 'La settimana scorsa la nostra lavatrice ha cominciato a fare dei rumori strani.',
    category: 'elettrodomestici',
    cause:
      'Giunto di accoppiamento motore-trasmissione (lavatrice a trasmissione diretta) consumato, con trucioli di gomma sotto la macchina; sostituito',
    keywords: ['giunto', 'accoppiamento', 'motore', 'trasmissione', 'gomma'],
  },
  {
    id: 'el-036',
    source: 'http://cavezone.com/maytagneptune.html',
    original:
      "Washing Machine Fanboy? Yes, I have to admit I'm a fan of an appliance. Well this appliance had been running for 14 years before it let me know one day that it needed repairs by issuing a loud metalic grinding noise and then throwing its drive belt.",
    language: 'en',
    text: "Fan di una lavatrice? Sì, devo ammettere che sono fan di un elettrodomestico. Be', questo elettrodomestico andava da 14 anni finché un giorno mi ha fatto capire che aveva bisogno di riparazioni facendo un forte rumore metallico di sfregamento e poi facendo saltare la cinghia.",
    category: 'elettrodomestici',
    cause:
      'Cuscinetti del cesto usurati (con relative guarnizioni); sostituiti cuscinetti, paraolio, soffietto e cinghia',
    keywords: ['cuscinetti', 'cesto', 'paraolio', 'usurati', 'tenuta'],
  },
  {
    id: 'el-037',
    source: 'https://brendaabell.com/?p=4777',
    original:
      'One day, the Neptune started taking twice as long to do a cold load. Then three times as long. Then the cold setting stopped working altogether. We switched to warm/warm, but had to restart it three or four times to clear the NF (no fill) codes. The repair guy came and first thing he says is that everybody’s having trouble with the Neptunes. Several hundred dollars later, we have a new circuit board and it’s still not working.',
    language: 'en',
    text: "Un giorno la Neptune ha cominciato a metterci il doppio del tempo per un lavaggio a freddo. Poi il triplo. Poi l'impostazione a freddo ha smesso del tutto di funzionare. Siamo passati a tiepido/tiepido, ma dovevamo farla ripartire tre o quattro volte per togliere i codici NF (no fill, mancato carico). È venuto il tecnico e la prima cosa che ha detto è che tutti hanno problemi con le Neptune. Qualche centinaio di dollari dopo abbiamo una scheda nuova e ancora non funziona.",
    category: 'elettrodomestici',
    cause:
      'Rubinetto di intercettazione dell’acqua fredda intasato da sporcizia che limitava il flusso (non era la lavatrice)',
    keywords: ['rubinetto', 'acqua', 'fredda', 'intasato', 'flusso'],
  },
  {
    id: 'el-038',
    source: 'https://priuschat.com/posts/3579055',
    original:
      'My 10 year old Phillips coffee machine, set for a double espresso, stopped grinding beans. It would "whirl" but only emit hot water into the cup, So I had to fix it.',
    language: 'en',
    text: 'La mia macchina del caffè Philips di 10 anni, impostata su espresso doppio, ha smesso di macinare i chicchi. Faceva il rumore di girare ma nella tazza usciva solo acqua calda, quindi ho dovuto aggiustarla.',
    category: 'elettrodomestici',
    cause:
      'Condotto di uscita del macinacaffè intasato da polvere di caffè compattata che impediva ai chicchi di entrare nel macinino; pulito',
    keywords: ['macinacaffe', 'macinino', 'intasato', 'polvere', 'condotto'],
  },
  {
    id: 'el-039',
    source: 'http://thecoffeebloke.blogspot.com/2006_03_12_archive.html',
    original:
      'My wife and I have been giving the home espresso machine a good hammering this week but alas, today all I got was steam pouring out of the brew head when I went to turn it on. … Once I removed the cover, I found nothing wrong with the internal workings. All the silicon tubes and wiring was in good nick',
    language: 'en',
    text: "Io e mia moglie questa settimana abbiamo usato parecchio la macchina per l'espresso di casa ma, ahimè, oggi quando l'ho accesa dal gruppo erogatore usciva solo vapore. … Tolta la copertura, non ho trovato niente che non andasse nei meccanismi interni. Tutti i tubicini in silicone e i cavi erano in buono stato",
    category: 'elettrodomestici',
    cause: 'Guarnizione in silicone che chiude la camera della caldaia deteriorata',
    keywords: ['guarnizione', 'caldaia', 'silicone', 'deteriorata', 'tenuta'],
  },
  {
    id: 'el-040',
    source: 'https://www.johnh.eu/about-johnh/espresso-coffee-apr-2021.html',
    original:
      'I have inherited a non-working bean-to-cup espresso machine, stated to be intermittent although I only ever had one coffee from it before taking the covers off. … it seemed to me that the water pump was making the noise but not pushing the liquid through. No obvious obstructions.',
    language: 'en',
    text: "Ho ereditato una macchina espresso automatica (chicchi-tazza) che non funziona, dicono in modo intermittente, anche se io ne ho tirato fuori un solo caffè prima di togliere le coperture. … Mi sembrava che la pompa dell'acqua facesse rumore ma non spingesse il liquido. Nessuna ostruzione evidente.",
    category: 'elettrodomestici',
    cause:
      'Pompa dell’acqua bloccata (probabilmente per il calcare, decalcificazione trascurata); sostituita la pompa e fatta la decalcificazione',
    keywords: ['pompa', 'bloccata', 'calcare', 'decalcificazione', 'acqua'],
  },
  {
    id: 'el-041',
    source: 'https://collegiatehandyman.blogspot.com/2008/04/guest-blog-vacuum-fix.html',
    original:
      'Upon first inspection, the vacuum looked fairly new, just a little dusty. So I plugged it in, and tried to vacuum some dirt, but realized not only was the vacuum not sucking, it was blowing!',
    language: 'en',
    text: "A prima vista l'aspirapolvere sembrava abbastanza nuovo, solo un po' impolverato. Allora l'ho attaccato e ho provato ad aspirare un po' di sporco, ma ho capito che non solo non aspirava, soffiava!",
    category: 'elettrodomestici',
    cause:
      'Tubo interno verso il contenitore della polvere intasato da segatura, capelli e pelucchi (circa 10 cm di tappo); liberato con uno spiedo',
    keywords: ['tubo', 'intasato', 'ostruzione', 'pelucchi', 'tappo'],
  },
  {
    id: 'el-042',
    source: 'http://whynotfathers.com/articles/fix-repair-or-toss-vacuum-repair',
    original:
      'Today our vacuum stopped sucking. When that happens, things really start to suck. We have five kids, three dogs and a cat. … On Bissell.com we plugin our model number of 13h8. … I want to take the whole bottom off, as I don’t think that the problem is just in the roller, as it still spins when the motor runs.',
    language: 'en',
    text: 'Oggi il nostro aspirapolvere ha smesso di aspirare. E quando succede sono guai davvero. Abbiamo cinque figli, tre cani e un gatto. … Sul sito Bissell inseriamo il nostro numero di modello, 13h8. … Voglio togliere tutto il fondo, perché non credo che il problema sia solo nella spazzola, visto che gira ancora quando il motore va.',
    category: 'elettrodomestici',
    cause:
      'Due tubi interni intasati (stuzzicadenti, chiodi) e uno consumato/bucato che faceva perdere aspirazione; liberati e il tubo rattoppato col nastro in attesa del ricambio',
    keywords: ['tubo', 'intasato', 'bucato', 'aspirazione', 'perdita'],
  },
  {
    id: 'el-043',
    source: 'https://satiricalspectator.blogspot.com/2013/02/vacuum-cleaner-dissection.html',
    original:
      'Our vacuum broke two months ago. … When the vacuum stopped sucking I checked the belt first. Next I looked for a blockage in the hose.',
    language: 'en',
    text: "Il nostro aspirapolvere si è rotto due mesi fa. … Quando ha smesso di aspirare ho controllato prima la cinghia. Poi ho cercato un'ostruzione nel tubo.",
    category: 'elettrodomestici',
    cause:
      'Ventola del motore rotta (pale spezzate, carcassa del motore incrinata); confermato dal riparatore',
    keywords: ['ventola', 'motore', 'rotta', 'pale', 'girante'],
  },
  {
    id: 'el-044',
    source: 'http://ajmaaa.blogspot.com/2013/10/9-two-pound-coin-something-old.html',
    original:
      'I had spent many a wash in the last week clearing and draining the water manually, taking nearly a full day to get each load done.  Very frustrating.  In the end I had decided just leaving off the emergency drain cap was the only way the machine would work, allowing all the dirty water to spill onto the laundry floor and down the drain. … When you find yourself head down on the laundry floor watching water spill out of your machine, just so you can see if the little water pump spoke is spinning, you know that things have got out of control.',
    language: 'en',
    text: "Nell'ultima settimana per molti lavaggi avevo dovuto togliere e scaricare l'acqua a mano, impiegando quasi un giorno intero per ogni carico. Frustrante. Alla fine avevo deciso che l'unico modo per far funzionare la lavatrice era lasciare tolto il tappo dello scarico di emergenza, facendo finire tutta l'acqua sporca sul pavimento della lavanderia e nello scarico. … Quando ti ritrovi a testa in giù sul pavimento a guardare l'acqua che esce dalla lavatrice solo per vedere se la girante della pompa gira, capisci che la situazione ti è sfuggita di mano.",
    category: 'elettrodomestici',
    cause:
      'Una moneta da 2 sterline incastrata nella lavatrice (nella zona della pompa di scarico) che impediva lo scarico',
    keywords: ['moneta', 'pompa', 'scarico', 'incastrata', 'ostruzione'],
  },
  {
    id: 'el-045',
    source: 'https://www.instructables.com/How-to-Repair-a-Microwave-Turntable/',
    original:
      "The turntable on my over-the-stove microwave had been broken for a while, just made a nasty grinding noise and didn't turn. There is a button on the control panel so I could turn off the grinding noise, but things really cook better when the turntable spins.",
    language: 'en',
    text: "Il piatto girevole del mio microonde sopra il piano cottura era rotto da un po': faceva solo un brutto rumore di ingranaggi e non girava. C'è un pulsante sul pannello per disattivare il rumore, ma le cose cuociono molto meglio quando il piatto gira.",
    category: 'elettrodomestici',
    cause: 'Motorino del piatto rotante guasto; sostituito con quello di un microonde rottamato',
    keywords: ['motorino', 'piatto', 'rotante', 'motore', 'ingranaggi'],
  },
];
