import type { RealCase } from './types.ts';

/** Batch 9 of real household appliance reports (issue 24): gathered 2026-11-27 by helpers blind to the assistant; never read. */
export const CASES: RealCase[] = [
  {
    id: 'el-701',
    source: 'http://sciencefictionmommy.blogspot.com/2011/04/our-solution.html',
    original:
      "A few weeks ago, our washing machine ceased to drain and spin.  I'd been thinking it took too long to drain for some time now--possibly for its entire life (~18 months) but it's hard to say for sure since this is the sort of thing you don't write down until much later.  In retrospect, it was probably only a few months.  At any rate, I was really upset that our washer went kaput when it was so young--but past the end of the warranty.",
    language: 'en',
    text: "Qualche settimana fa la nostra lavatrice ha smesso di scaricare e di centrifugare. Era da un po' che pensavo che ci mettesse troppo a scaricare, forse da sempre (ha circa 18 mesi), ma è difficile dirlo con certezza, sono cose che non ti segni. Ripensandoci, probabilmente era solo da qualche mese. Comunque ero davvero arrabbiata che la lavatrice fosse andata KO così giovane, ma appena fuori garanzia.",
    category: 'elettrodomestici',
    cause:
      'Un calzino del figlio era stato risucchiato nella pompa di scarico e la ostruiva, facendo da filtro allo sporco; per questo la lavatrice non scaricava e quindi non centrifugava. Rimosso il calzino, ha ripreso a funzionare.',
    keywords: ['calzino', 'pompa', 'scarico', 'ostruita', 'rimosso'],
  },
  {
    id: 'el-702',
    source: 'https://liquiddiets.wordpress.com/2012/01/14/priming-the-pump-and-other-valuable-lessons/',
    original:
      "I just went to turn on my machine to brew a shot this morning and was shocked to find the water reservoir was bone dry. I gave it a good fill a week ago and haven't used it since, so maybe the dry air has something to do with it. I always run a little water through the machine when I first turn it on. NOTHING. Loud noise, so I knew the pump was working, but no water, so I freaked out, of course.",
    language: 'en',
    text: "Stamattina sono andato ad accendere la macchina per farmi un espresso e ho scoperto che il serbatoio dell'acqua era completamente asciutto. L'avevo riempito bene una settimana fa e da allora non l'ho più usata, forse c'entra l'aria secca. Quando la accendo faccio sempre passare un po' d'acqua. NIENTE. Fa un gran rumore, quindi la pompa funziona, ma l'acqua non esce, e ovviamente sono andato nel panico.",
    category: 'elettrodomestici',
    cause:
      "La pompa aveva girato a secco (serbatoio vuoto) ed era entrata aria nel circuito: bisognava innescarla di nuovo, accendendo la macchina e aprendo la lancia del vapore per far ripartire il flusso d'acqua.",
    keywords: ['pompa', 'secco', 'aria', 'innescare', 'vapore'],
  },
  {
    id: 'el-703',
    source: 'http://m.livejournal.com/read/user/cloudscudding/1028094',
    original:
      "My Roomba started making a thumping noise every couple of seconds, which was worrisome. When I googled the sound it linked up to an entry that mentioned the brushes weren't spinning, which was more worrisome. And lo, when I took the back off to see if the brushes were spinning, they were not.",
    language: 'en',
    text: 'Il mio Roomba ha cominciato a fare un rumore sordo, tipo un colpo, ogni paio di secondi, e la cosa mi preoccupava. Cercando il rumore su Google ho trovato un post che diceva che le spazzole non giravano, e questo mi ha preoccupato ancora di più. E infatti, quando ho tolto il coperchio dietro per vedere se le spazzole giravano, non giravano.',
    category: 'elettrodomestici',
    cause:
      'Gli ingranaggi del riduttore (gearbox) che muove le spazzole erano intasati di sporcizia e peli di gatto; smontato il gruppo spazzole e puliti ingranaggi e perni dai peli, il rumore è sparito e le spazzole hanno ripreso a girare.',
    keywords: ['ingranaggi', 'peli', 'spazzole', 'riduttore', 'pulizia'],
  },
  {
    id: 'el-704',
    source: 'http://prairierosehouse.blogspot.com/2007/05/frozen-pipes.html',
    original:
      'This has apparently been going on for a while since the freezer floor was a solid sheet of ice. What tipped us to the problem was the water running down the cold air vents into the fridge where it collected in the crisper drawers.',
    language: 'en',
    text: "A quanto pare andava avanti da un po', perché il fondo del freezer era una lastra di ghiaccio compatta. Ce ne siamo accorti perché l'acqua scendeva dalle bocchette dell'aria fredda dentro il frigo e si raccoglieva nei cassetti delle verdure.",
    category: 'elettrodomestici',
    cause:
      "Il tubo di scarico dell'acqua di sbrinamento del frigorifero (Whirlpool) si era congelato e chiuso, così l'acqua dello sbrinamento si accumulava sul fondo del freezer invece di scendere nella vaschetta; liberato il tubo dal ghiaccio, il problema è stato risolto.",
    keywords: ['scarico', 'sbrinamento', 'tubo', 'ghiacciato', 'freezer'],
  },
  {
    id: 'el-705',
    source: 'http://datajanitor.blogspot.com/2008/10/on-level.html',
    original:
      'Our dishwasher has been on fritz lately. I found an appliance repairman who came out and replaced the fill value. Unfortunately, that only fixed the problem for a couple of days. (…) As you might expect, the dishwasher started running just fine for the first time all week when the repairmen showed up. We sat around waiting to see if the dishwasher would make it into its rinse cycle successfully.',
    language: 'en',
    text: "Ultimamente la nostra lavastoviglie fa i capricci. Ho trovato un tecnico che è venuto e ha sostituito la valvola di carico dell'acqua. Purtroppo ha risolto il problema solo per un paio di giorni. (…) Come c'era da aspettarsi, appena sono arrivati i tecnici la lavastoviglie ha cominciato a funzionare benissimo per la prima volta in tutta la settimana. Siamo rimasti lì ad aspettare di vedere se arrivava al risciacquo.",
    category: 'elettrodomestici',
    cause:
      "La lavastoviglie era parecchio fuori livello (non in bolla): un anziano tecnico se n'è accorto guardando il lato della porta e l'ha fatta rimettere in piano; da allora carica l'acqua e funziona regolarmente.",
    keywords: ['livello', 'piano', 'inclinata', 'carico', 'bolla'],
  },
  {
    id: 'el-706',
    source: 'http://coastalappliances.com/kitchen-aid-refrigerator-fresh-food-side-warm/',
    original:
      'Complaint: Fresh Food box is warm but the Freezer is ok. (…) Symptoms: Compressor is running; fans are running, but if you place your hand at the upper left rear corner of the fresh food box where the vent is located you will feel little or no airflow from the freezer section.',
    language: 'en',
    text: "Problema: il vano frigo è caldo ma il freezer va bene. (…) Sintomi: il compressore gira, le ventole girano, ma se metti la mano nell'angolo in alto a sinistra in fondo al vano frigo, dove c'è la bocchetta, senti poca o nessuna aria che arriva dal freezer.",
    category: 'elettrodomestici',
    cause:
      "Su questo frigorifero Whirlpool/KitchenAid il tecnico ha trovato guasta la serranda motorizzata (damper) che regola il passaggio d'aria fredda dal freezer al frigo: la sottile aletta di plastica della serranda si era spezzata (probabilmente bloccata dal ghiaccio), quindi l'aria fredda non passava più.",
    keywords: ['serranda', 'damper', 'aria', 'ghiaccio', 'spezzata'],
  },
  {
    id: 'el-707',
    source: 'http://downeastdoingstuff.blogspot.com/2010_02_03_archive.html',
    original:
      'So on Monday morning, I open the fridge to get out my cottage cheese and notice that it is rather balmy in there.\nI examine the icetray in the freezer and see that global warming has finally hit my icebox.\nMy refrigerator is silent.\nIt has died.',
    language: 'en',
    text: 'Lunedì mattina apro il frigo per prendere il formaggio fresco e noto che dentro fa piuttosto caldo. Controllo la vaschetta del ghiaccio nel freezer e vedo che il riscaldamento globale è finalmente arrivato anche nella mia ghiacciaia. Il frigorifero è silenzioso. È morto.',
    category: 'elettrodomestici',
    cause:
      "Il frigorifero non era guasto: infilando un contenitore di gelato nel freezer strapieno si era girata la manopola del termostato/comando nel freezer inferiore, spegnendo tutto l'apparecchio. Il tecnico ha solo rigirato la manopola e il frigo è ripartito.",
    keywords: ['manopola', 'termostato', 'spento', 'freezer', 'urtata'],
  },
  {
    id: 'el-708',
    source: 'http://minnesotaruncheys.blogspot.com/2010/06/tracys-small-appliance-repair-shop.html',
    original:
      'On Saturday, prior to our BBQ, we noticed our fridge was kind of warm.  Or, maybe not so much warm, but not as cold as it should be.  The freezer worked fine.  By Saturday night it got worse and by Sunday morning we officially declared it broken.',
    language: 'en',
    text: "Sabato, prima della grigliata, ci siamo accorti che il frigo era un po' caldo. O meglio, non proprio caldo, ma non freddo come dovrebbe. Il freezer funzionava bene. Sabato sera è peggiorato e domenica mattina l'abbiamo dichiarato ufficialmente rotto.",
    category: 'elettrodomestici',
    cause:
      "La ventola dell'evaporatore, sul fondo del freezer, era difettosa: non partiva da sola e, anche data una spinta, girava troppo piano per spingere l'aria fredda dal freezer al vano frigo.",
    keywords: ['ventola', 'evaporatore', 'motore', 'freezer', 'aria'],
  },
  {
    id: 'el-709',
    source: 'https://ainslies.org/d-i-why',
    original:
      'At times, I have noticed that the fan in my freezer gets really loud and sometimes the temperature in the fridge feels warmer than other times. Not trusting myself to be a human thermometer, I bought thermometers to monitor the temps. The good news is that everything is nice and cold.\nThe bad news is the fan got so loud recently that it was disturbing my sleep.',
    language: 'en',
    text: 'Ogni tanto ho notato che la ventola del freezer diventa molto rumorosa e a volte la temperatura nel frigo sembra più calda del solito. Visto che non mi fido a fare da termometro umano, ho comprato dei termometri per controllare le temperature. La buona notizia è che è tutto bello freddo. La cattiva notizia è che ultimamente la ventola è diventata così rumorosa da disturbarmi il sonno.',
    category: 'elettrodomestici',
    cause:
      "Smontato il freezer, ventola e motore risultavano a posto: il freezer era stato riempito troppo (due spese in una settimana) e questo ostacolava la circolazione dell'aria. Spostata un po' di carne nel frigo per liberare spazio, la ventola è tornata silenziosa.",
    keywords: ['freezer', 'pieno', 'circolazione', 'aria', 'ventola'],
  },
  {
    id: 'el-710',
    source: 'http://bunnysauce.blogspot.com/2014/06/worm-theory.html',
    original:
      'Around the last week or two of the school year, my Kitchenaid mixer starting acting up. All my bread-making has clearly weathered the machine, and by Memorial Day, it had pretty much stopped working.',
    language: 'en',
    text: "Nelle ultime una o due settimane di scuola la mia planetaria KitchenAid ha cominciato a fare i capricci. Tutto il pane che ci ho impastato l'ha chiaramente provata, e verso fine maggio aveva praticamente smesso di funzionare.",
    category: 'elettrodomestici',
    cause:
      "Aperta la scatola degli ingranaggi, l'ingranaggio condotto dalla vite senza fine (worm follower gear, in nylon) era completamente spanato; va sostituito con il ricambio corretto per quel modello.",
    keywords: ['ingranaggio', 'spanato', 'nylon', 'vite', 'riduttore'],
  },
  {
    id: 'el-711',
    source: 'http://dripdropmommy.blogspot.com/2013/02/2-4-13-on-saturday-our-dryer-made-odd.html',
    original:
      'on Saturday our dryer made an odd "zapping" noise and the lights flickered at the same time. We kept an eye on it, and nothing really seemed out of whack afterwards so we let it go and kept using it. Jay left to run a few errands, and while he was gone our basement started to smell like something was burning. Not wanting to be responsible for our house burning down, I stopped the dryer until he returned.',
    language: 'en',
    text: "Sabato la nostra asciugatrice ha fatto uno strano rumore tipo \"zap\" e nello stesso momento le luci hanno sfarfallato. L'abbiamo tenuta d'occhio e dopo non sembrava esserci niente di strano, quindi abbiamo lasciato perdere e abbiamo continuato a usarla. Jay è uscito per delle commissioni e, mentre era fuori, in cantina si è cominciato a sentire odore di bruciato. Non volendo essere responsabile dell'incendio della casa, ho spento l'asciugatrice finché non è tornato.",
    category: 'elettrodomestici',
    cause:
      "Smontata l'asciugatrice, Jay ha trovato una forcina per capelli risucchiata attraverso uno dei fori sul retro del cestello, incastrata sulle spirali della resistenza: si arroventava e ad ogni uso fondeva il retro dell'asciugatrice. Tolta la forcina, problema individuato.",
    keywords: ['forcina', 'resistenza', 'corpo', 'estraneo', 'bruciato'],
  },
  {
    id: 'el-712',
    source: 'https://traceyr1984.house/2016/02/15/oh-the-irony/',
    original:
      "An hour later I go down to put them in the dryer, only when I go to start the dryer there is this horrible grinding noise and the smell of burnt rubber.  I look inside the dryer and don't see anything weird so I try again with the same result.",
    language: 'en',
    text: "Un'ora dopo scendo a mettere i panni nell'asciugatrice, ma quando la accendo fa un orribile rumore di sfregamento/macinio e si sente odore di gomma bruciata. Guardo dentro il cestello e non vedo niente di strano, quindi riprovo, con lo stesso risultato.",
    category: 'elettrodomestici',
    cause:
      "Tolto il pannello posteriore, hanno trovato una matita (rimasta in una tasca) finita attraverso un foro e incastrata nella ventola, che bloccava le pale; rimossa la matita l'asciugatrice è tornata a funzionare normalmente.",
    keywords: ['matita', 'ventola', 'bloccata', 'tasca', 'estraneo'],
  },
  {
    id: 'el-713',
    source: 'http://abrightcape.blogspot.com/2012/06/something-gross-also-regular.html',
    original:
      'Yesterday I started up my vacuum and heard a terrible grinding sound.  At the same time the awful smell of burning rubber began to waft up towards me from the troubled machine.  I quickly turned it off, rather concerned that I had managed to burn out the engine somehow.',
    language: 'en',
    text: "Ieri ho acceso l'aspirapolvere e ho sentito un terribile rumore di macinio. Nello stesso momento dalla macchina ha cominciato a salire un odore orribile di gomma bruciata. L'ho spento subito, piuttosto preoccupato di aver in qualche modo bruciato il motore.",
    category: 'elettrodomestici',
    cause:
      "Il rullo della spazzola battitappeto era completamente avvolto e intasato da una quantità enorme di capelli, che lo bloccava (mai pulito in quattro anni). Tagliati e rimossi i capelli, l'aspirapolvere ha ripreso ad aspirare benissimo e in modo silenzioso.",
    keywords: ['capelli', 'rullo', 'spazzola', 'bloccato', 'pulizia'],
  },
  {
    id: 'el-714',
    source: 'http://harrisonandjaala.blogspot.com/2009/06/one-of-my-worst-fears-came-true.html',
    original:
      "So, Harrison and I bought a small deep freezer when I moved into Nick and Joy's house so I would be able to keep all of our meat and frozen food that we bought. Well, I went out for the first time today to get some chicken nuggets out for dinner... and.... OH NO... What is that smell???\n\nThe deep freeze wasn't on. Everything in the freezer was rotted and smelled like death.",
    language: 'en',
    text: "Io e Harrison avevamo comprato un piccolo congelatore a pozzetto quando mi sono trasferita a casa di Nick e Joy, così da poter tenere tutta la carne e i surgelati che compravamo. Oggi sono andata per la prima volta a prendere delle crocchette di pollo per cena... e... OH NO... cos'è questa puzza??? Il congelatore non era acceso. Dentro era tutto marcito e puzzava di morte.",
    category: 'elettrodomestici',
    cause:
      'Il congelatore non era guasto: la presa con differenziale (GFI/salvavita) a cui era collegato era scattata qualche settimana prima senza che nessuno se ne accorgesse, togliendo corrente al congelatore.',
    keywords: ['presa', 'differenziale', 'scattato', 'corrente', 'salvavita'],
  },
  {
    id: 'el-715',
    source: 'https://refarmer.ca/2019/04/29/that-could-have-been-much-worse/',
    original:
      'Yesterday evening, our drier suddenly started to make an unfortunate noise.\n\nOh, dear.\n\nThankfully, it was on the cool down portion of the cycle, so the clothes were dry, but I had another load to go in. I started it up again and the noise continued, so I stopped it. (…) I could pinpoint where the noise was coming from, which unfortunately meant I could do nothing about it. The noise was coming from just above the door.',
    language: 'en',
    text: "Ieri sera la nostra asciugatrice ha cominciato all'improvviso a fare un brutto rumore. Oh, cavolo. Per fortuna era nella fase di raffreddamento, quindi i vestiti erano asciutti, ma avevo un altro carico da mettere. L'ho riavviata e il rumore continuava, quindi l'ho fermata. (…) Ho individuato da dove veniva il rumore, il che purtroppo voleva dire che non potevo farci niente. Il rumore veniva da appena sopra lo sportello.",
    category: 'elettrodomestici',
    cause:
      "Un pezzo metallico del tiretto di una cerniera lampo, staccatosi da una camicia, si era incastrato all'interno dell'asciugatrice appena sopra lo sportello; la figlia l'ha individuato con la torcia del telefono e l'ha estratto con le pinze a becchi lunghi.",
    keywords: ['cerniera', 'metallo', 'incastrato', 'sportello', 'estraneo'],
  },
];
