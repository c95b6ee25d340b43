import type { RealCase } from './types.ts';

/** Batch 5 of real elettrodomestici reports (issue 24): gathered 2026-11-27, blind to the assistant. */
export const CASES: RealCase[] = [
  {
    id: 'el-301',
    source: 'http://downinmycave.blogspot.com/2005/11/im-handier-than-i-realize.html',
    original:
      "Yesterday, I get home from work and go to continue the laundry I started Sunday. I open the washer, and find everything still sopping wet!! What happened to the spin cycle? So I set to spin and here this horrible noise. My heart sinks! This machine is just over a year old!! I thought these front loaders were more reliable! Then I realize that the water will not drain. … I try it again and I can hear that it's the pump that emptys the water from the tank.",
    language: 'en',
    text: "Ieri torno dal lavoro e vado a continuare il bucato che avevo iniziato domenica. Apro la lavatrice e trovo tutto ancora fradicio!! Che fine ha fatto la centrifuga? Allora imposto la centrifuga e sento questo rumore orribile. Mi si gela il sangue! La lavatrice ha poco più di un anno!! Pensavo che queste a carica frontale fossero più affidabili! Poi mi accorgo che l'acqua non scarica. … Riprovo e sento che è la pompa che svuota l'acqua dalla vasca.",
    category: 'elettrodomestici',
    cause:
      'Un ferretto di reggiseno si era incastrato nella pompa di scarico bloccandola: tolto smontando la pompa, la lavatrice scarica e funziona di nuovo.',
    keywords: ['ferretto', 'reggiseno', 'pompa', 'scarico', 'incastrato', 'bloccata'],
  },
  {
    id: 'el-302',
    source: 'https://austin-dern.livejournal.com/2014/12/10/',
    original:
      "The issue arose about two months ago when we were last roasting peanuts for the squirrels (to be squirrel-safe peanuts should be roasted at 300 degrees Fahrenheit for about a half-hour) and bunny_hugger noticed a bright arc-flame in the burner on the bottom. And after that the stove wouldn't heat up, or wouldn't heat to the proper temperature, and we sulked about what to do with it.",
    language: 'en',
    text: "Il problema è nato un paio di mesi fa, l'ultima volta che stavamo tostando noccioline per gli scoiattoli (per essere sicure per gli scoiattoli vanno tostate a 300 gradi Fahrenheit per circa mezz'ora) e bunny_hugger ha visto una fiammata ad arco luminosissima nella resistenza sul fondo. E da lì il forno non si scaldava più, o non arrivava alla temperatura giusta, e siamo rimasti lì a rimuginare su cosa fare.",
    category: 'elettrodomestici',
    cause:
      "La resistenza inferiore del forno si era spezzata da parte a parte nel punto dell'arco elettrico: sostituita con una nuova, il forno scalda di nuovo.",
    keywords: ['resistenza', 'inferiore', 'forno', 'bruciata', 'spezzata', 'sostituzione'],
  },
  {
    id: 'el-303',
    source: 'http://www.7thsign.com/~salguod/2006/06/16/what-i-learned-about-dryer-vents/',
    original:
      'If the dryer’s heat is working but things aren’t getting dry it’s because exhaust air isn’t working. I knew that already. That’s bad because it can start fires, but that didn’t happen here and I knew that too. The likely culprit was the flex hose (knew that) but amazingly there was very little in there.',
    language: 'en',
    text: "Se l'asciugatrice scalda ma la roba non si asciuga è perché l'aria di scarico non esce. Questo lo sapevo già. È una cosa brutta perché può far partire un incendio, ma qui non è successo e sapevo anche questo. Il colpevole più probabile era il tubo flessibile (lo sapevo) ma incredibilmente dentro c'era pochissimo.",
    category: 'elettrodomestici',
    cause:
      "La retina anti-insetti della bocchetta di scarico esterna, sul muro di casa, era completamente intasata di lanugine: tolta la retina con una pinza, l'asciugatrice asciuga di nuovo.",
    keywords: ['bocchetta', 'scarico', 'esterna', 'retina', 'lanugine', 'intasata'],
  },
  {
    id: 'el-304',
    source: 'https://www.werkstattdoktor.de/tag/top-lader/',
    original:
      'Ich werde zu einer alten Privileg Waschmaschine gerufen. Der schmale Top-Lader hat schon viele Jahre auf dem Buckel, lief aber bis vor Kurzem klaglos.\n\nJetzt: Die Maschine pumpt nicht mehr ab, in der Trommel steht viel Wasser. Schaltet man die Maschine auf Abpumpen, gluckert es einen Moment lang verheißungsvoll und die Pumpe hört sich normal an, doch nach wenigen Sekunden hört das Gluckern auf und die Pumpe dreht leer.\n\nAlso das Flusensieb öffnen. In dem abführenden Schlauch stand nur wenig Wasser und ich sah, wie aus der Trommel ein dünnes Rinnsal lief.',
    language: 'de',
    text: "Mi chiamano per una vecchia lavatrice Privileg. È una carica dall'alto stretta, ha parecchi anni sulle spalle, ma fino a poco fa andava senza problemi.\n\nAdesso: non scarica più, nel cestello c'è un sacco d'acqua. Se metti su scarico, per un attimo gorgoglia promettente e la pompa sembra a posto, ma dopo pochi secondi il gorgoglio smette e la pompa gira a vuoto.\n\nAllora apro il filtro. Nel tubo di uscita c'era pochissima acqua e vedevo che dal cestello scendeva solo un filo d'acqua.",
    category: 'elettrodomestici',
    cause:
      'Una pezza da lavare, scivolata nello spazio tra cestello e vasca, ostruiva il manicotto di scarico tra la vasca e la pompa: estratta infilando le dita nel manicotto, la lavatrice scarica di nuovo.',
    keywords: ['manicotto', 'tubo', 'scarico', 'ostruito', 'pezza', 'vasca'],
  },
  {
    id: 'el-305',
    source: 'https://www.haz.de/Hannover/Aus-der-Stadt/Luettje-Lage-Die-Waschmaschine',
    original:
      'Waschmaschinen erleichtern einem so lange das Leben, bis sie den Geist aufgeben. Und natürlich tun sie das immer am Wochenende. So nun auch bei uns: Es war am späten Sonnabend, als unser mittlerweile zwölfjähriges Exemplar beschloss, die nasse Wäsche weder zu schleudern noch das Wasser abzupumpen.',
    language: 'de',
    text: "Le lavatrici ti semplificano la vita finché non ti mollano. E ovviamente lo fanno sempre nel fine settimana. Così è successo anche a noi: era sabato sera tardi quando la nostra, che ormai ha dodici anni, ha deciso di non centrifugare più il bucato bagnato e di non scaricare l'acqua.",
    category: 'elettrodomestici',
    cause:
      'Un bottone di pantaloni staccato, insieme ai pelucchi, aveva formato un tappo nel sifone dello scarico dove va il tubo della lavatrice: tolto il tappo, la lavatrice scarica e centrifuga di nuovo.',
    keywords: ['sifone', 'scarico', 'tappo', 'bottone', 'pelucchi', 'intasato'],
  },
  {
    id: 'el-306',
    source: 'http://briquablog.blogspot.com/2019/02/sauvetage-electromenager.html',
    original:
      "Il y a deux semaines, la machine à laver s'est arrêtée en plein milieu d'un programme. Je pense qu'elle a lavé, et essoré avant un premier rinçage, puis au moins vidé l'eau avant de tomber en panne. Plus aucun voyant n'était allumé. Et rien à faire, même en tournant la molette de programmation, on n'obtenait aucun signe de vie.",
    language: 'fr',
    text: "Due settimane fa la lavatrice si è fermata a metà programma. Penso che abbia lavato e centrifugato prima del primo risciacquo, e almeno scaricato l'acqua prima di guastarsi. Non c'era più nessuna spia accesa. E niente da fare, anche girando la manopola dei programmi non dava nessun segno di vita.",
    category: 'elettrodomestici',
    cause:
      'La scheda elettronica della lavatrice era guasta (trovato con un multimetro): sostituita con una scheda usata, la lavatrice funziona di nuovo.',
    keywords: ['scheda', 'elettronica', 'guasta', 'sostituita', 'multimetro'],
  },
  {
    id: 'el-307',
    source: 'https://almostwisconsin.wordpress.com/2013/10/06/the-battle-of-the-clothes-dryer/',
    original:
      'Ominous news reverberated up from the depths of the basement : The dryer is not working. Not working? It isn’t turning. Damn.\nReset the timer, push the button. Nothing. Damn.\nUnload the clothes, try again. Nothing. Damn.',
    language: 'en',
    text: "Una notizia minacciosa è risalita dalle profondità della cantina: l'asciugatrice non funziona. Non funziona? Il cestello non gira. Accidenti.\nRimetti il timer, premi il pulsante. Niente. Accidenti.\nTolgo i panni, riprovo. Niente. Accidenti.",
    category: 'elettrodomestici',
    cause:
      "La cinghia che fa girare il cestello dell'asciugatrice si era rotta (aprendo il coperchio non c'era più): montata una cinghia nuova, il cestello gira e funziona tutto.",
    keywords: ['cinghia', 'cestello', 'rotta', 'trascinamento', 'sostituita'],
  },
  {
    id: 'el-308',
    source: 'http://startofsomethingfrugal.blogspot.com/2011/04/ominous-clicking-noises-and-happier.html',
    original:
      "Know what is not awesome? Coming home from work after a day of storms to hear your gas stove clicking. The same clicking noise it generally makes when you've turned the knob to light a burner. Thankfully, no gas was leaking out. Just the incessant clicking. We unplugged the stove, and resigned ourselves to being stoveless for at least a few days.",
    language: 'en',
    text: 'Sai cosa non è bello? Tornare dal lavoro dopo una giornata di temporali e sentire il piano cottura a gas che fa clic. Lo stesso clic che fa di solito quando giri la manopola per accendere un fornello. Per fortuna non usciva gas. Solo quel clic continuo. Abbiamo staccato la spina del piano cottura e ci siamo rassegnati a restare senza fornelli almeno per qualche giorno.',
    category: 'elettrodomestici',
    cause:
      "Era entrata acqua nel piano cottura e l'accensione elettrica bagnata scattava da sola: lasciato staccato dalla corrente due o tre giorni ad asciugare, ha smesso di fare clic e funziona.",
    keywords: ['acqua', 'umidità', 'accensione', 'scintilla', 'asciugare', 'bagnata'],
  },
  {
    id: 'el-309',
    source: 'http://blog.aksel.com/2005/03/cleaning-roomba-rtfsws.html',
    original:
      'Early last year, I purchased a Roomba (one of those robotic vacuum cleaners that whip around on the floor). … Last week, Trish was noting that it didn\'t seem to be charging properly. I reverified the cord and it worked fine.\n\nThen yesterday, she said "it doesn\'t work. he starts and then just stops." There was nothing in the user guide (gasp!) on it except "clean the brushes" so after cleaning it out (yes, we do this after EVERY use), I went into Self-test mode to see if that would solve it. Nope - everything seemed to check out.',
    language: 'en',
    text: 'L\'anno scorso ho comprato un Roomba (uno di quei robot aspirapolvere che sfrecciano per casa). … La settimana scorsa Trish mi diceva che non sembrava caricarsi bene. Ho ricontrollato il cavo e funzionava.\n\nPoi ieri mi fa: "non funziona. Parte e poi si ferma e basta." Nel manuale non c\'era niente (incredibile!) tranne "pulire le spazzole", quindi dopo averlo pulito (sì, lo facciamo dopo OGNI uso) l\'ho messo in modalità autotest per vedere se si risolveva. Niente - sembrava tutto a posto.',
    category: 'elettrodomestici',
    cause:
      "Il sensore sinistro del Roomba, proprio sopra una delle spazzole, era intasato di polvere e peli: pulito con un po' d'aria e un panno umido, il robot è ripartito e pulisce normalmente.",
    keywords: ['sensore', 'sporco', 'polvere', 'peli', 'pulizia'],
  },
  {
    id: 'el-310',
    source: 'https://www.fecundity.com/pmagnus/newsitem.php?item=20100529',
    original:
      "Last night, when I tried to shower, I discovered that we didn't have any hot water. It is not entirely clear how long it's been on the fritz, because we had some sweltering days this week. My previous shower had been deliberately and gratifyingly rather cold.",
    language: 'en',
    text: "Ieri sera, quando ho provato a farmi la doccia, ho scoperto che non avevamo acqua calda. Non è chiaro da quanto tempo sia fuori uso, perché questa settimana abbiamo avuto giornate afose. La doccia precedente l'avevo fatta apposta bella fredda, e con gusto.",
    category: 'elettrodomestici',
    cause:
      "Nello scaldabagno a gas era guasta la termocoppia (quella che tiene accesa la fiamma pilota): sostituita dal tecnico, l'acqua calda è tornata.",
    keywords: ['termocoppia', 'fiamma', 'pilota', 'scaldabagno', 'guasta', 'sostituita'],
  },
  {
    id: 'el-311',
    source: 'http://bonnieblogyou.blogspot.com/2015/08/the-drain-drain.html',
    original:
      'SO there was a wet spot on the floor near the back door. I thought our little house guest Ladybird had a weak moment...but as the spot grew and got wetter, genius that I am, I figured out the air conditioner unit is leaking water onto the floor!',
    language: 'en',
    text: "Allora, c'era una macchia bagnata sul pavimento vicino alla porta sul retro. Pensavo che la nostra piccola ospite Ladybird avesse avuto un momento di debolezza... ma visto che la macchia si allargava e si bagnava sempre di più, genio come sono, ho capito che il condizionatore perde acqua sul pavimento!",
    category: 'elettrodomestici',
    cause:
      "Lo scarico della condensa del condizionatore (la vaschetta sul fondo e il tubo che porta fuori) era intasato di sporcizia: aspirato con l'aspiratutto, la condensa scarica di nuovo e non perde più.",
    keywords: ['scarico', 'condensa', 'intasato', 'tubo', 'vaschetta', 'sporcizia'],
  },
  {
    id: 'el-312',
    source:
      'https://www.z-car.com/blog/diy/how-to-fix-your-snapping-popping-sparking-microwave-oven-replace-waveguide-easily',
    original:
      'So there I was the day after Thanksgiving…  The previous evening we enjoyed a yummy dinner of turkey, mashed potatoes, and gravy.   Now we all know that Thanksgiving leftovers are the best.  I quickly grab some turkey meat, pour some gravy on them, and pop them in the microwave for a quick reheat.  Imagine my surprise when I suddenly hear a loud crackle sound, and then a boom coming from the microwave.  Looking over, I even see some flashes of light coming from within the oven.\n\nNow, I have a Sharp R-520KS microwave',
    language: 'en',
    text: "Allora, era il giorno dopo il Ringraziamento… La sera prima avevamo fatto una cena buonissima con tacchino, purè e sugo. E si sa che gli avanzi del Ringraziamento sono la cosa migliore. Prendo al volo un po' di tacchino, ci verso sopra il sugo e lo metto nel microonde per scaldarlo. Immagina la sorpresa quando all'improvviso sento un forte crepitio e poi un botto dal microonde. Guardo e vedo anche dei lampi di luce dentro il forno.\n\nIl mio è un microonde Sharp R-520KS",
    category: 'elettrodomestici',
    cause:
      "La copertura in mica della guida d'onda, dentro la cavità del microonde, era incrostata di residui di cibo e faceva scintille: sostituita con un pezzo di carta di mica ritagliato a misura, il microonde funziona di nuovo.",
    keywords: ['mica', 'guida', 'onda', 'copertura', 'scintille', 'incrostata'],
  },
  {
    id: 'el-313',
    source: 'https://nogritsforyou.blogspot.com/2015/10',
    original:
      'Before Heather and I could figure out what was going on with the washer, her parents Phil and Linda and my sister Tanya respectively drove and flew in for our wedding. … Heather and her mom and dad turned their attention to what was really important-- the washer.\n\nThey leveled the beast, and leveled it again, and leveled it again. No dice. It still shook like a rabid dog. Thinking that perhaps the floor needed bracing, they purchased a 3/4" sheet of plywood and screwed it to the floor. No dice.',
    language: 'en',
    text: "Prima che io e Heather riuscissimo a capire cosa non andava con la lavatrice, i suoi genitori Phil e Linda e mia sorella Tanya sono arrivati, chi in macchina e chi in aereo, per il nostro matrimonio. … Heather e i suoi genitori si sono dedicati alla cosa davvero importante: la lavatrice.\n\nHanno messo in bolla la bestia, e poi di nuovo, e poi ancora. Niente da fare. Tremava ancora come un cane rabbioso. Pensando che forse il pavimento andasse rinforzato, hanno comprato un pannello di compensato da 2 cm e l'hanno avvitato al pavimento. Niente da fare.",
    category: 'elettrodomestici',
    cause:
      'Sulla lavatrice nuova (Samsung) erano rimasti montati sul retro i bulloni di bloccaggio per il trasporto: tolti i bulloni, non trema più.',
    keywords: ['bulloni', 'trasporto', 'bloccaggio', 'rimossi', 'vibrazioni'],
  },
  {
    id: 'el-314',
    source: 'https://www.designnews.com/industry/dishwasher-s-jammed-water-pump-blamed-on-bug',
    original:
      'One recent morning, I opened my dishwasher expecting to find clean, dry dishes, but instead I saw that the water had not drained. … After cleaning the contacts, I emptied the washer basin and pulled out the unit. The drain pump was easy to access, and I pulled off the pump and hooked it up to an auxiliary 120V power source, which still did not turn the pump',
    language: 'en',
    text: "Una mattina ho aperto la lavastoviglie aspettandomi di trovare i piatti puliti e asciutti, e invece ho visto che l'acqua non era stata scaricata. … Dopo aver pulito i contatti, ho svuotato la vasca e ho tirato fuori la lavastoviglie. Alla pompa di scarico si arrivava facilmente, l'ho staccata e l'ho collegata direttamente a un'alimentazione a parte a 120V, e la pompa comunque non girava",
    category: 'elettrodomestici',
    cause:
      'Pezzi di un bicchiere rotto, passati oltre il filtro, bloccavano la girante della pompa di scarico: tolti i frammenti di vetro dalla pompa e dal pozzetto, la lavastoviglie scarica e funziona.',
    keywords: ['vetro', 'girante', 'pompa', 'scarico', 'bloccata', 'frammenti'],
  },
  {
    id: 'el-315',
    source: 'https://www.designnews.com/industry/the-case-of-the-pizza-culprit',
    original:
      'I had a fairly new GE side-by-side Profile fridge. All was well until the warranty had expired (by about 3 months). One day, the fridge didn’t seem quite as cold as usual, so I cranked it up a bit. Still no improvement.\n\nMy food was very cool but not truly cold. Digging further, I noticed the freezer compartment didn’t seem as icy as I remembered it. Putting in a digital thermometer revealed that it was just barely hovering below 32F.\n\nDialing the thermostat up and down, I could hear it clicking and I could hear the hum of the compressor coming on … Again, no improvement.',
    language: 'en',
    text: "Avevo un frigo GE Profile side-by-side abbastanza nuovo. Tutto bene finché non è scaduta la garanzia (da circa 3 mesi). Un giorno il frigo non sembrava freddo come al solito, quindi l'ho alzato un po'. Nessun miglioramento.\n\nIl cibo era fresco ma non proprio freddo. Guardando meglio, ho notato che il congelatore non sembrava ghiacciato come lo ricordavo. Con un termometro digitale ho visto che stava appena sotto gli 0 gradi.\n\nGirando il termostato su e giù lo sentivo scattare e sentivo partire il ronzio del compressore … Di nuovo, nessun miglioramento.",
    category: 'elettrodomestici',
    cause:
      "Una grossa scatola di pizza surgelata, caduta dal ripiano in alto, era scivolata lungo la parete di fondo del congelatore e tappava perfettamente la griglia di ripresa dell'aria: tolta la scatola, il frigorifero è tornato freddo.",
    keywords: ['griglia', 'aria', 'bocchetta', 'ostruita', 'circolazione', 'congelatore'],
  },
  {
    id: 'el-316',
    source: 'https://compostermom.okaybyme.net/the-freezer-just-died/',
    original:
      'The freezer just died.\n\nLet me explain. The new, small chest freezer with a big red bow on the top was a Christmas present. … It’s small, it’s energy efficient, it fits in an area convenient to the kitchen, it’s perfect. … And since it was my “gift” a mere two weeks ago, this lovely appliance is still under warranty. … Luckily, the ice bottles in the bottom are still frozen, so I’m leaving it closed and hoping nothing thaws too completely.',
    language: 'en',
    text: 'Il congelatore è appena morto.\n\nMi spiego. Il congelatore a pozzetto nuovo e piccolo, con un bel fiocco rosso sopra, era un regalo di Natale. … È piccolo, consuma poco, sta in un posto comodo vicino alla cucina, è perfetto. … E visto che è il mio "regalo" di appena due settimane fa, questo bell\'elettrodomestico è ancora in garanzia. … Per fortuna le bottiglie di ghiaccio sul fondo sono ancora congelate, quindi lo lascio chiuso e spero che niente si scongeli troppo.',
    category: 'elettrodomestici',
    cause:
      'Il congelatore non riceveva corrente: la presa a cui era attaccato era comandata da un interruttore a muro che era stato spento; riaccesa la presa, il congelatore è ripartito.',
    keywords: ['presa', 'interruttore', 'corrente', 'alimentazione', 'spenta'],
  },
  {
    id: 'el-317',
    source: 'https://alwaysinthebackrow.wordpress.com/2010/05/13/whew/',
    original:
      'This morning, as I was making breakfast, I noticed that the bread that I took out of the freezer was not actually frozen.  I checked the other items in the freezer…..nothing was frozen.  My heart dropped to my stomach.  Upon checking further, we realized that the refrigerator side also was not working.  This was not looking good.\n\nWe have had the refrigerator for about 9 years.',
    language: 'en',
    text: "Stamattina, mentre preparavo la colazione, mi sono accorta che il pane che avevo tirato fuori dal freezer non era per niente congelato. Ho controllato le altre cose nel freezer… niente era congelato. Mi si è gelato il sangue. Controllando meglio, abbiamo visto che anche la parte frigorifero non funzionava. Non prometteva niente di buono.\n\nIl frigorifero ce l'abbiamo da circa 9 anni.",
    category: 'elettrodomestici',
    cause:
      "Nove anni di polvere avevano intasato la serpentina del condensatore e il frigorifero si era spento da solo per protezione: il tecnico l'ha pulita e ha ripreso a raffreddare.",
    keywords: ['condensatore', 'serpentina', 'polvere', 'pulizia', 'surriscaldamento'],
  },
  {
    id: 'el-318',
    source: 'https://ottawafoodies.com/forum/5082/index.html',
    original:
      "Our refrigerator stopped being cold on Tuesday and I had to take a day off work for a repair dude to show up and tell me if it was worth saving. I figured that with a 10 year old fridge, if the condenser was blown then we'd just get a new fridge.",
    language: 'en',
    text: 'Martedì il nostro frigorifero ha smesso di fare freddo e ho dovuto prendermi un giorno di ferie per aspettare un tecnico che mi dicesse se valeva la pena salvarlo. Pensavo che, con un frigo di 10 anni, se era saltato il condensatore ne avremmo comprato uno nuovo.',
    category: 'elettrodomestici',
    cause:
      "Si era guastato il relè di avviamento del compressore, probabilmente affaticato dalla serpentina sotto il frigo coperta di peli di gatto: il tecnico l'ha sostituito in 20 minuti e il frigorifero ha ripreso a raffreddare.",
    keywords: ['relè', 'avviamento', 'compressore', 'sostituzione', 'serpentina'],
  },
];
