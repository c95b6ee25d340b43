import type { RealCase } from './types.ts';

export const CASES: RealCase[] = [
  {
    id: 'el-101',
    source: 'http://williamrandymiller.blogspot.com/2009/09/i-fixed-microwave.html',
    original:
      "While I was heating my lunch on Saturday the microwave stopped working. I was not a happy camper. Of course it's a mounted-over-the-range model, so it's at least $160 to replace.",
    language: 'en',
    text: 'Sabato mentre mi scaldavo il pranzo il microonde ha smesso di funzionare. Non ero per niente contento. Ovviamente è un modello da incasso sopra i fornelli, quindi per sostituirlo ci vogliono almeno 160 dollari.',
    category: 'elettrodomestici',
    cause: 'fusibile interno in linea (ceramico da 20 A) bruciato insieme al suo portafusibile',
    keywords: ['fusibile', 'portafusibile', 'ceramico', 'bruciato'],
  },
  {
    id: 'el-102',
    source: 'https://sabotlours.livejournal.com/2019/12/31/',
    original:
      'Before we left on the cruise last month, our dishwasher started making the most god-awful noise. Instead of a nice hum, it started making loud, vibrating sounds. The spray arms seemed to move just fine, so I had no idea. I figured it was just on its way out. I think it\'s nearing 10 years old. ... One thing I noticed is that I no longer heard the "whoosh whoosh whoosh" of the spray arms when it operated normally.',
    language: 'en',
    text: 'Prima di partire per la crociera il mese scorso, la lavastoviglie ha cominciato a fare un rumore terribile. Invece del solito ronzio, faceva dei rumori forti, tipo vibrazioni. I bracci sembravano girare normalmente, quindi non avevo idea di cosa fosse. Ho pensato che stesse semplicemente per morire, ha quasi 10 anni. ... Una cosa che ho notato è che non sentivo più lo "swoosh swoosh swoosh" dei bracci come quando funzionava normalmente.',
    category: 'elettrodomestici',
    cause:
      "una capsula di detersivo non sciolta era finita nell'uscita dell'acqua che alimenta il braccio inferiore, che non riusciva più a girare e vibrava",
    keywords: ['capsula', 'detersivo', 'braccio', 'ostruito', 'incastrata', 'uscita'],
  },
  {
    id: 'el-103',
    source: 'https://whats-up-melton.blogspot.com/2022/01/we-have-no-hot-water.html',
    original:
      '"We have no hot water!" I yelled through the house from our shower. I had turned on the faucet in the shower about midway and waited for my water to heat up. I continued to wait...and wait...and nothing! No hot water! Well, Sally hadn\'t been running the dishwasher or the washing machine, so what happened? I diagnosed a heating element must have gone bad. They do when you have hard water and lime deposits short these heating rods. I went to Lowe\'s, bought two new elements and the little tool to install them and got back home ready to solve my no hot water problem. That was not the problem!',
    language: 'en',
    text: "\"Non c'è acqua calda!\" ho urlato dalla doccia. Avevo aperto il rubinetto della doccia a metà e aspettavo che l'acqua si scaldasse. Ho aspettato... e aspettato... e niente! Niente acqua calda! Sally non aveva acceso né la lavastoviglie né la lavatrice, quindi cos'era successo? Ho pensato che fosse andata una resistenza, succede quando hai l'acqua dura e il calcare manda in corto queste resistenze. Sono andato da Lowe's, ho comprato due resistenze nuove e l'attrezzo per montarle e sono tornato a casa pronto a risolvere il problema. Non era quello il problema!",
    category: 'elettrodomestici',
    cause:
      "l'acqua della vaschetta sotto lo scaldabagno era entrata nel fondo e negli anni aveva impregnato l'isolamento interno, facendo arrugginire collegamenti elettrici, resistenze e serbatoio",
    keywords: ['ruggine', 'arrugginito', 'isolamento', 'infiltrazione', 'vaschetta', 'corrosione'],
  },
  {
    id: 'el-104',
    source: 'https://www.lifewithfingerprints.com/2013/07/diy-blunder.html/',
    original:
      "I’m not one to turn down a project so I purchased the tank and we started the install in a sweltering garage. ... Once it was all hooked up we fired it up. A couple hours I checked the hot water faucet and there still wasn't hot water. A couple hours later – still no hot water. ... You can imagine my surprise when Steve woke me up early the next morning to inform me we had hot water. ... Saturday morning we woke to no hot water again after days of having hot water.",
    language: 'en',
    text: "Io non dico mai di no a un lavoretto, così ho comprato lo scaldabagno e abbiamo cominciato a montarlo in un garage rovente. ... Una volta collegato tutto l'abbiamo acceso. Dopo un paio d'ore ho controllato il rubinetto dell'acqua calda e ancora niente acqua calda. Un paio d'ore dopo, ancora niente. ... Immaginate la mia sorpresa quando la mattina dopo Steve mi ha svegliato per dirmi che c'era l'acqua calda. ... Sabato mattina ci siamo svegliati di nuovo senza acqua calda, dopo giorni che funzionava.",
    category: 'elettrodomestici',
    cause:
      'resistenze dello scaldabagno nuovo bruciate perché era stata data corrente prima che il serbatoio fosse completamente pieno (accese a secco)',
    keywords: ['resistenze', 'bruciate', 'secco', 'serbatoio', 'vuoto', 'riempito'],
  },
  {
    id: 'el-105',
    source: 'https://www.iammike.org/2016/01/17/how-to-fix-a-roomba-that-wont-dock/',
    original:
      'We love our Roomba. It isn’t perfect (it can miss stuff), but it tries so damned hard (by running every day) that it is a godsend. ... Last week our unit decided to stop docking. I did some Googling, pulled the dock apart, tested some voltages, but no luck. I was afraid we were looking at a Roomba that couldn’t be scheduled (kind of 50% of its value) or the cost of a new one ...',
    language: 'en',
    text: "Adoriamo il nostro Roomba. Non è perfetto (qualcosa la salta), ma ci mette un impegno tale (va tutti i giorni) che è una benedizione. ... La settimana scorsa ha deciso di non tornare più alla base. Ho cercato un po' su Google, ho smontato la base, misurato qualche tensione, ma niente. Temevo di ritrovarmi con un Roomba che non si può più programmare (che è tipo metà del suo valore) o di doverne comprare uno nuovo ...",
    category: 'elettrodomestici',
    cause:
      'polvere nella presa di ricarica laterale del Roomba chiudeva il contatto e gli faceva credere di essere già in carica, quindi non tornava alla base; pulita con aria compressa',
    keywords: ['polvere', 'presa', 'ricarica', 'contatto', 'porta', 'connettore'],
  },
  {
    id: 'el-106',
    source: 'http://livinglifereal.blogspot.com/2009/12/nothing-to-lose.html',
    original:
      'A few months ago, I got a great online deal on a hair straightening iron. ... I was understandably disappointed when, yesterday morning, it kept turning itself off when I tried to use it. It was fine while sitting on the bathroom counter, but would turn off when I picked it up. There was obviously a short or a disconnected wire in it somewhere.',
    language: 'en',
    text: "Qualche mese fa ho trovato un'ottima offerta online per una piastra per capelli. ... Ieri mattina ci sono rimasta malissimo: continuava a spegnersi mentre cercavo di usarla. Appoggiata sul mobile del bagno andava bene, ma quando la prendevo in mano si spegneva. Evidentemente c'era un corto o un filo staccato da qualche parte.",
    category: 'elettrodomestici',
    cause:
      'cavo di alimentazione danneggiato a pochi centimetri dal corpo della piastra; tagliato il tratto rovinato e giuntato',
    keywords: ['cavo', 'alimentazione', 'danneggiato', 'filo', 'interrotto', 'giunta'],
  },
  {
    id: 'el-107',
    source: 'https://learnbyblogging.com/fixing-water-puddle-in-the-dishwasher/',
    original:
      'Dishwasher is notorious for having water puddle or accumulation on the bottom. My dishwasher would develop this problem every 6 months and it got very annoying because the dishes don’t get cleaned properly. The problem usually doesn’t go away on its down.',
    language: 'en',
    text: "La lavastoviglie è famosa per lasciare una pozza d'acqua sul fondo. La mia ogni 6 mesi mi fa questo scherzo ed è diventato una gran seccatura perché i piatti non vengono lavati bene. Di solito il problema non se ne va da solo.",
    category: 'elettrodomestici',
    cause:
      'air gap (sfiato sul lavello tra tubo di scarico della lavastoviglie e tritarifiuti) intasato da pezzi di cibo non triturati (noci, gambi, ossa di pollo)',
    keywords: ['sfiato', 'intasato', 'scarico', 'tubo', 'cibo', 'ostruito'],
  },
  {
    id: 'el-108',
    source: 'http://www.randomjottings.net/archives/002245.html',
    original:
      "This morning our faithful old Maytag washer failed. It would wash, but not go into the spin cycle and drain. Whenever I have a broke machine, I always at least poke around and see if there are any loose wires. But there never are, so this time I didn't bother. (I did check that the belt wasn't broken, or the pump seized up.)",
    language: 'en',
    text: "Stamattina la nostra fedele vecchia lavatrice Maytag si è guastata. Lava, ma non passa alla centrifuga e non scarica. Quando mi si rompe una macchina do sempre almeno un'occhiata per vedere se ci sono fili allentati, ma non ce ne sono mai, quindi stavolta non ci ho nemmeno provato. (Ho controllato che la cinghia non fosse rotta e che la pompa non fosse bloccata.)",
    category: 'elettrodomestici',
    cause: "un filo elettrico allentato: il tecnico l'ha toccato ed è ripartita la centrifuga",
    keywords: ['filo', 'allentato', 'collegamento', 'connessione', 'contatto', 'cablaggio'],
  },
  {
    id: 'el-109',
    source: 'https://cashonlyliving.blogspot.com/2021/01/in-which-i-fix-washing-machine.html',
    original:
      'Our washing machine started acting up. It looked like it was stuck in some sort of boot loop where it got to the spin cycle then reverted back to the rinse and spin cycle, repeatedly.',
    language: 'en',
    text: 'La lavatrice ha cominciato a fare i capricci. Sembrava bloccata in una specie di loop: arrivava alla centrifuga e poi tornava indietro a risciacquo e centrifuga, di continuo.',
    category: 'elettrodomestici',
    cause:
      'elettronica della lavatrice in blocco; risolto con un reset (spina staccata un minuto, poi coperchio alzato e abbassato sei volte)',
    keywords: ['reset', 'elettronica', 'scheda', 'blocco', 'ripristino', 'resettare'],
  },
  {
    id: 'el-110',
    source: 'https://mark-dudley.blogspot.com/2013/05/hacking-washer.html',
    original:
      "Last night we noticed that the washer was washing the clothes just fine, but the tub wasn't spinning. After turning the knob on the washer around and around and around (you get the picture) I decided to lift the lid up and down and up and down and.... Well, I noticed I wasn't hearing the little **click** that I normally hear when opening and closing the lid",
    language: 'en',
    text: 'Ieri sera ci siamo accorti che la lavatrice lavava i panni normalmente, ma il cestello non girava in centrifuga. Dopo aver girato la manopola avanti e indietro mille volte (ci siamo capiti) ho provato ad alzare e abbassare il coperchio, su e giù, su e giù... Beh, ho notato che non sentivo il piccolo **clic** che sento di solito quando apro e chiudo il coperchio',
    category: 'elettrodomestici',
    cause: 'interruttore di sicurezza del coperchio (lid switch) rotto; il contatto interno non si chiudeva',
    keywords: ['interruttore', 'coperchio', 'sicurezza', 'microinterruttore', 'rotto', 'contatto'],
  },
  {
    id: 'el-111',
    source: 'http://householdhowto.blogspot.com/2012_10_01_archive.html',
    original:
      "... I was none to pleased when our 5 year old GE washer broke - AGAIN! Back in January I replaced the lid switch on this beast. ... The washer would come on and fill with water then stop. It just sat there. It acted as though it was going through the regular cycle, only it wouldn't agitate or spin. At the end of the wash cycle the water would drain, the spin light would come on, but no spinning. Everything about the washer looked and sounded normal except that it wouldn't agitate or spin. I removed the front panel and checked the belts and lid switch connection. Everything looked fine.",
    language: 'en',
    text: "... Non ero per niente contento quando la nostra lavatrice GE di 5 anni si è rotta, DI NUOVO! A gennaio le avevo già cambiato l'interruttore del coperchio. ... La lavatrice si accende, si riempie d'acqua e poi si ferma. Resta lì ferma. Sembra che faccia il ciclo normale, solo che non agita e non centrifuga. Alla fine del lavaggio l'acqua viene scaricata, si accende la spia della centrifuga, ma niente centrifuga. Tutto sembra e suona normale, tranne che non agita e non centrifuga. Ho tolto il pannello frontale e ho controllato le cinghie e il collegamento dell'interruttore del coperchio. Sembrava tutto a posto.",
    category: 'elettrodomestici',
    cause:
      'il motore (controllo motore) della lavatrice era andato in protezione e andava resettato con la procedura di reset, senza attrezzi',
    keywords: ['reset', 'motore', 'resettare', 'ripristino', 'protezione', 'blocco'],
  },
  {
    id: 'el-112',
    source: 'https://ravenhillagencies.com/2022/12/28/clothes-dryer-malfunction-potential-fire-averted/',
    original:
      'This summer I started to notice that the laundry room started to feel a bit more humid than usual. ... The dryer seemed to be taking a lot longer to get things dry than I previously remember. ... I also noticed a light on that said ‘check airflow’. While cleaning out the trap and emptying the dryer, I started to smell a hint of burnt socks smell. ... I pulled out the machine and cleaned out the vent and vent hose. ... At first things seemed to work well but after the first load, the red light was back on telling me to check airflow.',
    language: 'en',
    text: "Quest'estate ho cominciato a notare che la lavanderia era un po' più umida del solito. ... L'asciugatrice sembrava metterci molto più di prima ad asciugare. ... Ho notato anche una spia accesa con scritto 'controllare flusso d'aria'. Mentre pulivo il filtro e svuotavo l'asciugatrice ho sentito un leggero odore di calzini bruciati. ... Ho tirato fuori la macchina e ho pulito lo scarico e il tubo di scarico. ... All'inizio sembrava andare bene, ma dopo il primo carico la spia rossa era di nuovo accesa a dirmi di controllare il flusso d'aria.",
    category: 'elettrodomestici',
    cause:
      "un uccello aveva fatto il nido dentro il condotto di scarico esterno dell'asciugatrice, bloccando l'uscita dell'aria",
    keywords: ['nido', 'uccello', 'condotto', 'scarico', 'ostruito', 'esterno'],
  },
  {
    id: 'el-113',
    source: 'http://myhomecomfortcheckup.net/2018/12/i-keep-getting-drawn-in/',
    original:
      'Ever since I moved into my current apartment and have used the existing dryer that was installed here from before, I have not been able to get a load of laundry dry in under numerous minutes on high heat. Even if money was no object and I could waste electricity freely, it’s daunting to get anything else done on a laundry day if you know each load will take such a long phase of time to simply dry after a relatively short clean cycle by comparison.',
    language: 'en',
    text: "Da quando mi sono trasferito in questo appartamento e uso l'asciugatrice che c'era già, non riesco ad asciugare un carico di bucato se non dopo un sacco di minuti a temperatura alta. Anche se i soldi non fossero un problema e potessi sprecare corrente quanto voglio, è scoraggiante riuscire a fare qualcos'altro il giorno del bucato sapendo che ogni carico ci metterà così tanto ad asciugarsi, dopo un lavaggio relativamente breve in confronto.",
    category: 'elettrodomestici',
    cause:
      "condotto di scarico dell'asciugatrice intasato: un grosso blocco di lanugine incastrato nello sbocco esterno sul tetto",
    keywords: ['lanugine', 'condotto', 'scarico', 'intasato', 'sbocco', 'ostruito'],
  },
  {
    id: 'el-114',
    source: 'https://georgesworkshop.blogspot.com/2020/03/freezer-3.html',
    original:
      'A perfect day to stack all the frozen food outside while I defrost my freezer. ... The ice build up is all on one end of the freezer. I can see a finger of ice reaching up to where the moist room air has been entering the freezer.',
    language: 'en',
    text: "Giornata perfetta per mettere tutto il surgelato fuori mentre sbrino il congelatore. ... Il ghiaccio si accumula tutto da una parte del congelatore. Vedo una specie di dito di ghiaccio che sale fino al punto da cui entra l'aria umida della stanza.",
    category: 'elettrodomestici',
    cause:
      'cerniera del coperchio del congelatore a pozzo regolata troppo alta da un lato: il coperchio non chiudeva bene e la guarnizione non teneva; registrate le cerniere',
    keywords: ['cerniera', 'guarnizione', 'coperchio', 'chiusura', 'regolata', 'disallineato'],
  },
  {
    id: 'el-115',
    source: 'https://casaprocida.blogspot.com/2012/11/il-fornello-non-funziona.html',
    original:
      'Come ormai tanti altri in casa ho un piano di cottura (fornello) con accensione automatica e termocoppia . Da quache.tempo su un fuoco la termocoppia non funzionava più, nonostante tenessi il rubinetto del gas spinto per un minuto non rimaneva acceso. Ho passato una settimana a pulire e ripulire tutti i componenti del fornello, sperando in una incrostazione, ma nulla.',
    language: 'it',
    text: 'Come ormai tanti altri in casa ho un piano di cottura (fornello) con accensione automatica e termocoppia . Da quache.tempo su un fuoco la termocoppia non funzionava più, nonostante tenessi il rubinetto del gas spinto per un minuto non rimaneva acceso. Ho passato una settimana a pulire e ripulire tutti i componenti del fornello, sperando in una incrostazione, ma nulla.',
    category: 'elettrodomestici',
    cause:
      "l'estremità del tubo del gas (ugello) sotto lo spartifiamma era piena di pulviscolo; liberata soffiandoci dentro",
    keywords: ['ugello', 'pulviscolo', 'intasato', 'tubo', 'gas', 'polvere'],
  },
  {
    id: 'el-116',
    source: 'http://www.hardrockblog.it/category/idraulico/',
    original:
      'Quando si rompe qualcosa in casa è sempre un guaio, quando si rompe lo scaldabagno è un guaio per chi ti sta attorno Ecco che da lunedi in casa mia non c’era acqua calda. ... Il problema è che sembra non arrivare il gas, si sente la scintilla che si attiva ma la fiamma non si accende.',
    language: 'it',
    text: 'Quando si rompe qualcosa in casa è sempre un guaio, quando si rompe lo scaldabagno è un guaio per chi ti sta attorno Ecco che da lunedi in casa mia non c’era acqua calda. ... Il problema è che sembra non arrivare il gas, si sente la scintilla che si attiva ma la fiamma non si accende.',
    category: 'elettrodomestici',
    cause: "pila (torcia) dell'accensione dello scaldabagno a gas scarica; sostituita la pila",
    keywords: ['pila', 'batteria', 'scarica', 'torcia', 'accensione'],
  },
  {
    id: 'el-117',
    source: 'http://appuntisui.polsini.net/?p=1026',
    original:
      'E venne il giorno in cui la caldaia si stancò di prendere “una botta o due nel punto giusto dello chassis data con la giusta energia”. ... la caldaia non ha smesso di funzionare tout court, anzi, in apparenza sembra andare tutto bene; i falsi contatti non si verificano più e non è quindi più necessario dare le suddette botte allo chassis per farla ripartire. Ma l’acqua che scende gagliarda dai rubinetti di bagno e cucina e – soprattutto – dalla doccia assume una temperatura che può essere regolata, a piacere, tra il “freddo-e-basta” e il “tiepido-quasi-freddo-appena-sopportabile”.',
    language: 'it',
    text: 'E venne il giorno in cui la caldaia si stancò di prendere “una botta o due nel punto giusto dello chassis data con la giusta energia”. ... la caldaia non ha smesso di funzionare tout court, anzi, in apparenza sembra andare tutto bene; i falsi contatti non si verificano più e non è quindi più necessario dare le suddette botte allo chassis per farla ripartire. Ma l’acqua che scende gagliarda dai rubinetti di bagno e cucina e – soprattutto – dalla doccia assume una temperatura che può essere regolata, a piacere, tra il “freddo-e-basta” e il “tiepido-quasi-freddo-appena-sopportabile”.',
    category: 'elettrodomestici',
    cause:
      'scheda elettronica della caldaia guasta (esclusi prima i depositi di calcare); sostituita dal tecnico',
    keywords: ['scheda', 'elettronica', 'centralina', 'controllo', 'contatto'],
  },
  {
    id: 'el-118',
    source: 'https://www.technicianbrian.com/category/hotpoint/',
    original:
      'Hotpoint Refrigerator Not Cooling ... this unit had been sitting for a few months before being moved into it’s new location, and the customer noticed right away that the freezer section was cool, but the fresh food section was warmer than it should be. ... The compressor was running (usually a low hum), but there was no sound a fan running from inside the freezer section, just the small gurgles and pops of the sealed system.',
    language: 'en',
    text: 'Frigorifero Hotpoint che non raffredda ... era rimasto fermo qualche mese prima di essere spostato nella nuova casa, e il cliente ha notato subito che il congelatore era freddo, ma il vano frigo era più caldo del dovuto. ... Il compressore andava (il solito ronzio basso), ma dal congelatore non si sentiva nessuna ventola girare, solo i piccoli gorgoglii e schiocchi del circuito.',
    category: 'elettrodomestici',
    cause:
      "motore della ventola dell'evaporatore nel congelatore bloccato (albero arrugginito); sostituito il motore della ventola",
    keywords: ['ventola', 'evaporatore', 'motore', 'bloccata', 'ventilatore', 'congelatore'],
  },
  {
    id: 'el-119',
    source: 'https://justacoupleofdudes.blogspot.com/2010/06',
    original:
      "After some troubleshooting, I figure out that the heating element works, and the fan works, but the drum isn't turning. No big deal, so I turn to the internet.",
    language: 'en',
    text: "Dopo un po' di prove ho capito che la resistenza funziona e la ventola pure, ma il cestello non gira. Niente di grave, quindi cerco su internet.",
    category: 'elettrodomestici',
    cause:
      'cinghia del cestello spezzata e rotella tendicinghia grippata e fusa; sostituiti cinghia, rulli e tendicinghia',
    keywords: ['cinghia', 'rotta', 'tendicinghia', 'puleggia', 'spezzata', 'grippata'],
  },
  {
    id: 'el-120',
    source: 'https://blipfoto.com/entry/2945763677925541160',
    original:
      'Less than a fortnight after replacing the grill element in the cooker, the main oven element failed. ... But in spite of the very obvious damage to the element, the only evidence it had failed was a lack of heat upon opening the oven door, half cooked food and a fine white powder covering everything!',
    language: 'en',
    text: "Meno di due settimane dopo aver cambiato la resistenza del grill della cucina, si è rotta quella principale del forno. ... Ma nonostante il danno evidentissimo alla resistenza, l'unico segno che si era guastata era che aprendo lo sportello non c'era calore, il cibo era cotto a metà e una polverina bianca ricopriva tutto!",
    category: 'elettrodomestici',
    cause: 'resistenza principale del forno bruciata/rotta; sostituita con una nuova',
    keywords: ['resistenza', 'bruciata', 'rotta', 'interrotta', 'elemento'],
  },
  {
    id: 'el-121',
    source: 'https://seryckd.wordpress.com/2016/05/15/sugru-that-kettle/',
    original:
      'Automatic kettles are a wonderful thing. You turn them on, they turn themselves off when ready. What more could you ask for? Sadly, they don’t make ’em like they used to. We have had our share of failed kettles, normally around the switch or lid mechanism. So when the current kettle decided that it no longer wanted the lid to stay closed, enough was enough.',
    language: 'en',
    text: "I bollitori automatici sono una meraviglia: li accendi e si spengono da soli quando l'acqua è pronta. Cosa chiedere di più? Purtroppo non li fanno più come una volta. Ne abbiamo visti rompersi parecchi, di solito nell'interruttore o nel meccanismo del coperchio. Così quando il bollitore attuale ha deciso che il coperchio non doveva più restare chiuso, ne abbiamo avuto abbastanza.",
    category: 'elettrodomestici',
    cause:
      'una molla del meccanismo del coperchio si era sfilata e non spingeva più il pezzo di plastica che tiene chiuso il coperchio',
    keywords: ['molla', 'coperchio', 'sganciata', 'meccanismo', 'chiusura', 'sfilata'],
  },
  {
    id: 'el-122',
    source: 'https://bungalowinsanity.com/2013/11/23/washing-machine-di/',
    original:
      'For the last few weeks our washing machine has been making some horrible noises as it enters the spin cycle. Think of a hammer hitting sheet metal. The vibrations were so powerful that the machine moved around during each load.',
    language: 'en',
    text: 'Da qualche settimana la nostra lavatrice fa dei rumori orribili quando entra in centrifuga. Immaginate un martello che batte su una lamiera. Le vibrazioni erano così forti che la macchina si spostava a ogni lavaggio.',
    category: 'elettrodomestici',
    cause: 'ammortizzatori della vasca rotti; sostituiti',
    keywords: ['ammortizzatori', 'rotti', 'vasca', 'sospensione', 'smorzatori'],
  },
  {
    id: 'el-123',
    source: 'https://diyinsanity.blogspot.com/2011/11/',
    original:
      "We've generally loved our front-loading Kenmore/Sears washing machine. ... But for a while, it's been behaving strangely. It was vibrating a lot during the final spin, occasionally spilling water from the hose, and sometimes making a whomping noise audible in the rest of the house. Still, it was getting clothes clean, so I didn't worry about it too much. Then last week it stopped in the middle of a cycle—it had tripped the GFCI breaker, and resetting that didn't do any good.",
    language: 'en',
    text: "In generale la nostra lavatrice Kenmore/Sears a carica frontale ci è sempre piaciuta. ... Ma da un po' si comporta in modo strano. Vibrava tantissimo durante la centrifuga finale, ogni tanto spruzzava acqua dal tubo e a volte faceva dei tonfi che si sentivano in tutta la casa. Comunque lavava bene, quindi non mi sono preoccupato troppo. Poi la settimana scorsa si è fermata a metà ciclo: era scattato il salvavita, e riarmarlo non è servito a niente.",
    category: 'elettrodomestici',
    cause:
      "un ammortizzatore che collega la vasca al telaio rotto (le vibrazioni violente avevano anche bagnato l'interno facendo scattare il salvavita); sostituiti gli ammortizzatori",
    keywords: ['ammortizzatore', 'rotto', 'vasca', 'telaio', 'sospensione', 'vibrazioni'],
  },
  {
    id: 'el-124',
    source: 'http://lightgreenstairs.com/green-choices/why-my-air-conditioner-stopped-working/',
    original:
      'A few days ago my AC stopped cooling. There was a lot of water in the pan under it. So, I called my apartment maintenance folks since it’s still hot where I live.',
    language: 'en',
    text: "Qualche giorno fa il condizionatore ha smesso di raffreddare. C'era un sacco d'acqua nella vaschetta sotto. Così ho chiamato la manutenzione del condominio, visto che qui fa ancora caldo.",
    category: 'elettrodomestici',
    cause: "filtro dell'aria del condizionatore mai cambiato e completamente intasato",
    keywords: ['filtro', 'intasato', 'sporco', 'polvere', 'ostruito'],
  },
  {
    id: 'el-125',
    source: 'http://lovebugbb.blogspot.com/2012/03/broken-blender-vs-me-i-win.html',
    original:
      'Oh man! Before vacation, I thought that i was going to have to buy a new blender because the "spinning thing" on mine had gone from 6 nubs to 2. It was not blending the same.',
    language: 'en',
    text: 'Mamma mia! Prima delle vacanze pensavo di dover comprare un frullatore nuovo perché la "cosa che gira" sul mio era passata da 6 dentini a 2. Non frullava più come prima.',
    category: 'elettrodomestici',
    cause: 'giunto di trascinamento (coupler) della base del frullatore consumato; sostituito',
    keywords: ['giunto', 'trascinamento', 'consumato', 'innesto', 'denti', 'usurato'],
  },
  {
    id: 'el-126',
    source: 'https://www.abobslife.com/2021/12/thankfully-there-is-youtube.html',
    original:
      'The dreaded words were heard uttered last evening: "Bob, the microwave is broken." ... I tried all of the usual tricks and I even cycled the power to no avail. It was a strange fault, when the start button was activated the microwave provided a fault saying "open/close door then press start." Which did not start the microwave. And I admit, I may have tried it multiple times. ... My initial diagnosis? A bad circuit board.',
    language: 'en',
    text: 'Ieri sera è arrivata la frase temuta: "Bob, il microonde è rotto." ... Ho provato tutti i soliti trucchi, ho anche staccato e riattaccato la corrente, niente da fare. Era un guasto strano: premendo il tasto di avvio il microonde dava un errore con scritto "apri/chiudi lo sportello poi premi start". E comunque non partiva. E lo ammetto, ci ho provato parecchie volte. ... La mia prima diagnosi? La scheda elettronica rotta.',
    category: 'elettrodomestici',
    cause: 'sensore dello sportello sporco; pulito con un tovagliolo di carta umido',
    keywords: ['sensore', 'sportello', 'sporco', 'porta', 'pulizia', 'contatto'],
  },
  {
    id: 'el-127',
    source:
      'https://www.appliancepartspros.com/diy-story-microwave-stopped-working-properly-due-faulty-door-diy11007.html',
    original:
      'The microwave worked sporadically. Sometimes jiggling the door worked or multiple opening and closings. The final straw was when the microwave turned on by itself while I was washing dishes. It was unplugged until a repair could be made.',
    language: 'en',
    text: "Il microonde funzionava a tratti. A volte bastava muovere un po' lo sportello, o aprirlo e chiuderlo più volte. La goccia che ha fatto traboccare il vaso è stata quando il microonde si è acceso da solo mentre lavavo i piatti. L'ho staccato dalla presa finché non si poteva riparare.",
    category: 'elettrodomestici',
    cause:
      "microinterruttori di sicurezza dello sportello guasti; sostituito l'intero gruppo interruttori porta",
    keywords: ['microinterruttori', 'interruttori', 'sportello', 'porta', 'sicurezza', 'guasti'],
  },
  {
    id: 'el-128',
    source: 'http://countryvisits.com/viewtopic.php?t=85',
    original:
      'Our Maytag dishwasher developed a problem of not draining. It was only 3 years old, but it had other random issues that aggravated Mawteen so we said "screw it" and replaced it with a new Bosch about 3-4 weeks ago. As I\'m getting ready to hit the sack, Maw sez "What does E:24 mean?" New Bosch shut down in the middle of a rinse cycle and had that error on the display. ... So I pulled the filter and it looks good, but the sump is full of water.',
    language: 'en',
    text: 'La nostra lavastoviglie Maytag aveva cominciato a non scaricare. Aveva solo 3 anni, ma aveva altri problemi a caso che facevano arrabbiare mia moglie, così abbiamo detto "al diavolo" e 3-4 settimane fa l\'abbiamo sostituita con una Bosch nuova. Mentre sto per andare a letto, lei mi fa: "Cosa vuol dire E:24?" La Bosch nuova si è fermata a metà risciacquo con quell\'errore sul display. ... Allora ho tolto il filtro, sembra a posto, ma il pozzetto è pieno d\'acqua.',
    category: 'elettrodomestici',
    cause:
      'un piedino di plastica di un tagliere di vetro ostruiva il raccordo tra il tubo di scarico della lavastoviglie e lo scarico di casa, facendo da valvola',
    keywords: ['tubo', 'scarico', 'ostruito', 'raccordo', 'oggetto', 'piedino'],
  },
  {
    id: 'el-129',
    source: 'https://octoberdawn.com/refrigerator-motherboard/',
    original:
      'Last summer, our fridge started making this weird revving noise about every 2 hours. We did not think much of it and just ignored it. Around Thanksgiving, the ice maker stopped dispensing ice. It still made ice, but nothing would come out when you pushed the lever. Fast forward to April…we had a storm come through on Friday evening and the power went out. When it came back on, the fridge no longer worked…AT ALL.',
    language: 'en',
    text: "L'estate scorsa il frigo ha cominciato a fare uno strano rumore, come un motore che va su di giri, più o meno ogni 2 ore. Non ci abbiamo dato peso e l'abbiamo ignorato. Verso fine novembre il distributore del ghiaccio ha smesso di erogare: il ghiaccio lo faceva ancora, ma premendo la leva non usciva niente. Arriviamo ad aprile… venerdì sera c'è stato un temporale ed è saltata la corrente. Quando è tornata, il frigo non funzionava più… PER NIENTE.",
    category: 'elettrodomestici',
    cause:
      'scheda elettronica principale (scheda madre) del frigorifero guasta; sostituita, e tornato a funzionare anche il distributore del ghiaccio',
    keywords: ['scheda', 'elettronica', 'madre', 'controllo', 'centralina'],
  },
  {
    id: 'el-130',
    source: 'http://prairierosehouse.blogspot.com/2008/11/needing-attention.html',
    original:
      "But there is no ignoring the dryer that refuses to heat up - especially since I'm wearing my last clean (and dry) pair of underwear. ... Somehow, cold air just does not dry clothes as well.",
    language: 'en',
    text: "Ma non si può ignorare l'asciugatrice che si rifiuta di scaldare, soprattutto visto che indosso il mio ultimo paio di mutande pulite (e asciutte). ... Chissà perché, l'aria fredda non asciuga i vestiti altrettanto bene.",
    category: 'elettrodomestici',
    cause:
      "uno dei termostati dell'asciugatrice (quello della resistenza) bruciato/aperto, impediva alla resistenza di accendersi; scoperto escludendolo in prova",
    keywords: ['termostato', 'bruciato', 'resistenza', 'aperto', 'sicurezza', 'limite'],
  },
  {
    id: 'el-131',
    source: 'http://thegardenwindow.blogspot.com/2007/05/wash-day-blues.html',
    original:
      'I thought my washing machine had broken down today - the cycle had stopped mid-flow, the drum was partly filled with water and it wouldn`t spin. After I had finished shrieking with despair, I dug up the paperwork and found we had indeed paid for a 5 year full warranty on it.',
    language: 'en',
    text: "Oggi pensavo che la lavatrice si fosse rotta: il ciclo si era fermato a metà, il cestello era mezzo pieno d'acqua e non centrifugava. Dopo aver finito di urlare dalla disperazione, ho ritrovato le carte e ho visto che avevamo pagato una garanzia completa di 5 anni.",
    category: 'elettrodomestici',
    cause:
      'filtro della pompa di scarico intasato (mai pulito in 3 anni), la lavatrice non scaricava e quindi non centrifugava; pulito il filtro',
    keywords: ['filtro', 'scarico', 'intasato', 'pompa', 'otturato'],
  },
  {
    id: 'el-132',
    source: 'https://kthdsn.com/laundry-blues/',
    original:
      'A few weeks ago I began having problems with my electricity. The switch kept tripping and we had no idea why. ... We began to realise that it was always when the washing machine was on. The machine seemed to be working fine, so we tried running it without any other appliances on. Sometimes it was fine, but sometimes it tripped the switch or blew a fuse. As time passed, we found that the power was going out more and more frequently, and then we noticed that when the power tripped, there was a blue flash inside the washing machine.',
    language: 'en',
    text: "Qualche settimana fa ho cominciato ad avere problemi con la corrente. Il salvavita continuava a saltare e non capivamo perché. ... Ci siamo resi conto che succedeva sempre quando andava la lavatrice. La lavatrice sembrava funzionare bene, quindi abbiamo provato ad accenderla senza altri elettrodomestici accesi. A volte andava tutto bene, ma a volte faceva saltare il salvavita o un fusibile. Col passare del tempo la corrente saltava sempre più spesso, e poi abbiamo notato che quando saltava c'era un lampo blu dentro la lavatrice.",
    category: 'elettrodomestici',
    cause:
      'resistenza di riscaldamento della lavatrice bruciata/esplosa (andata in corto), diagnosticata dal tecnico',
    keywords: ['resistenza', 'bruciata', 'corto', 'dispersione', 'riscaldamento', 'salvavita'],
  },
  {
    id: 'el-133',
    source: 'https://practical-parsimony.blogspot.com/2012/12/blow-dryer-and-electric-fan-save.html',
    original:
      'Once upon a time, my handheld, hair blowdryer quit. I was very sad because I could not afford another. Remembering how overheating might make it cut off and waiting for it to cool down might make it return to life, I was hopeful. I waited.',
    language: 'en',
    text: 'Tempo fa il mio asciugacapelli ha smesso di funzionare. Ero tristissima perché non potevo permettermene un altro. Ricordando che surriscaldandosi si può spegnere e che aspettando che si raffreddi può tornare in vita, ci speravo. Ho aspettato.',
    category: 'elettrodomestici',
    cause:
      "griglia di aspirazione dell'aria intasata da polvere e pelucchi, causava surriscaldamento; pulita la griglia",
    keywords: ['griglia', 'aspirazione', 'polvere', 'intasata', 'surriscaldamento', 'filtro'],
  },
  {
    id: 'el-134',
    source: 'https://ramblingsfromearlyretirement.wordpress.com/2008/06/16/ants-halt-air-conditioning/',
    original:
      'Three days after turning my air conditioning on in early June, I realized that the air blowing around upstairs wasn’t chilled. The system ran, but the compressor didn’t. I headed out of town for the weekend and called my HVAC people first thing Monday morning. ... At least I still had air conditioning downstairs. Or did. Wednesday morning I realized it wasn’t cooling either.',
    language: 'en',
    text: "Tre giorni dopo aver acceso l'aria condizionata, a inizio giugno, ho notato che l'aria che girava al piano di sopra non era fredda. L'impianto andava, ma il compressore no. Nel weekend ero fuori città e lunedì mattina per prima cosa ho chiamato i tecnici del condizionamento. ... Almeno al piano di sotto il condizionatore funzionava ancora. O forse no: mercoledì mattina ho notato che nemmeno quello raffreddava.",
    category: 'elettrodomestici',
    cause:
      "formiche entrate nel contattore dell'unità esterna avevano mandato in corto i contatti dei compressori di entrambi gli impianti",
    keywords: ['formiche', 'contattore', 'contatti', 'insetti', 'corto', 'teleruttore'],
  },
  {
    id: 'el-135',
    source: 'http://PetoftheDay.com/talk/showthread.php?mode=threaded&p=2280166&t=162256',
    original:
      "Last Wednesday, in the middle of this heatwave, the central a.c. decided to take a dump. Our service guy came out, replaced the capacitor on the blower fan motor, and it was back up and running in no time - until Saturday morning anyway. It's dead again! ... It was well over 90 inside the house, and all the fans did was blow hot air around.",
    language: 'en',
    text: "Mercoledì scorso, in piena ondata di caldo, l'aria condizionata centralizzata ci ha mollato. È venuto il tecnico, ha cambiato il condensatore del motore del ventilatore ed è ripartita subito, almeno fino a sabato mattina. È di nuovo morta! ... In casa c'erano ben oltre i 90 °F e i ventilatori non facevano altro che smuovere aria calda.",
    category: 'elettrodomestici',
    cause:
      'un insetto si era posato sui contatti del contattore e, quando si chiudevano, restava schiacciato in mezzo interrompendo il circuito e spegnendo la ventola; tolto con una pinzetta',
    keywords: ['insetto', 'contatti', 'contattore', 'schiacciato', 'teleruttore'],
  },
];
