import type { RealCase } from './types.ts';

/** Batch 10 of real household appliance reports (issue 24): gathered 2026-11-27 by helpers blind to the assistant; never read. */
export const CASES: RealCase[] = [
  {
    id: 'el-801',
    source:
      'https://www.mbl.is/matur/frettir/2021/08/13/helt_ad_thvottavelin_vaeri_onyt_en_gerdi_ovaenta_up/',
    original:
      'Vélin var ekki að tæma sig (…) Búið var að fara í gegnum helstu bilanavalda og stíflustaði en sú leit skilaði engu.',
    language: 'is',
    text: "La lavatrice non scaricava l'acqua (…) Avevamo già controllato le cause di guasto più comuni e i soliti punti dove si intasa, ma non abbiamo trovato niente.",
    category: 'elettrodomestici',
    cause:
      "Una moneta da due euro si era incastrata esattamente nell'apertura di scarico dell'acqua, quasi impossibile da vedere o sentire; tolta la moneta la lavatrice è tornata come nuova.",
    keywords: ['moneta', 'scarico', 'incastrata', 'ostruzione', 'lavatrice'],
  },
  {
    id: 'el-802',
    source: 'https://www.electronicspoint.com/forums/threads/repairing-hair-dryer.57149/',
    original:
      "My boots were a little wet inside, so I put the nozzle of the blow dryer into one. It ran okay. But when I manually shut it off after a minute or two, it never would come back on again. (…) I've taken it apart but there is no visible problem.",
    language: 'en',
    text: "Avevo gli stivali un po' bagnati dentro, così ci ho infilato il beccuccio del phon. Ha funzionato bene. Ma quando l'ho spento io dopo un paio di minuti, non si è più riacceso. (…) L'ho smontato ma non si vede nessun problema.",
    category: 'elettrodomestici',
    cause:
      'Era saltato il fusibile termico che protegge le resistenze dal surriscaldamento; ponticellando il fusibile con delle pinzette a coccodrillo il phon è tornato a funzionare.',
    keywords: ['fusibile', 'termico', 'surriscaldamento', 'bruciato', 'resistenza'],
  },
  {
    id: 'el-803',
    source: 'https://hiltrup.eu/aktuelles/kein-glueck-mit-melitta',
    original:
      'Im März 2012 kam die Caffeo Bistro ins Haus. Stiftung Warentest hatte sie ordentlich beurteilt, und zunächst tat sie auch, was sie sollte. Dann wurde sie inkontinent. Wenn sie Kaffee ausspuckte, ließ sie auch an anderer Stelle unter sich.',
    language: 'de',
    text: "A marzo 2012 è arrivata a casa la Caffeo Bistro. Stiftung Warentest l'aveva valutata bene, e all'inizio faceva quello che doveva. Poi è diventata incontinente: quando faceva uscire il caffè, perdeva acqua anche da un'altra parte.",
    category: 'elettrodomestici',
    cause:
      'Il centro assistenza ha sostituito la guarnizione del distributore interno, la valvola di drenaggio e la valvola del vapore; quando la perdita si è ripresentata due anni dopo era di nuovo guasta la valvola del vapore, sostituita con ricambio originale.',
    keywords: ['valvola', 'vapore', 'drenaggio', 'guarnizione', 'perdita'],
  },
  {
    id: 'el-804',
    source: 'https://www.technipages.com/roomba-stops-sticks-and-turns-around/',
    original:
      'Today I had a problem with my Roomba 655 Pet Series vacuum. I hit the button, and it would move about a foot out then stop and turn around. It would then repeat this over and over.',
    language: 'en',
    text: "Oggi ho avuto un problema con il mio robot aspirapolvere Roomba 655 Pet Series. Premo il pulsante, avanza di una trentina di centimetri, poi si ferma e si gira. E continua a ripetere la stessa cosa all'infinito.",
    category: 'elettrodomestici',
    cause:
      'La ruota anteriore era bloccata e non girava bene per lo sporco gommoso accumulato sul perno metallico, e il robot si comportava come se urtasse un muro; pulito il perno della ruota, funziona di nuovo.',
    keywords: ['ruota', 'anteriore', 'perno', 'sporco', 'bloccata'],
  },
  {
    id: 'el-805',
    source: 'https://blog.goo.ne.jp/cyrilsnow34/e/10a70505f11ecbd0e5062b51987bdfa5?fm=entry_awp',
    original:
      'カミさんがやってきて曰く、「悲しいお知らせがあります!。電子レンジがまた動かなくなりました」。(…) 最初はまた前回と同じ所が壊れたのかな?と思ったけれど、この25Aのフューズが切れてませんね。',
    language: 'ja',
    text: 'Mia moglie arriva e mi dice: "Brutte notizie! Il microonde ha smesso di nuovo di funzionare". (…) All\'inizio ho pensato che si fosse rotta la stessa cosa dell\'altra volta, ma il fusibile da 25A non è bruciato.',
    category: 'elettrodomestici',
    cause:
      'Era guasta la microswitch di segnale porta (la più bassa delle tre microswitch della porta): il pulsantino era rimasto incastrato dentro per una rottura interna; sostituita con una microswitch di ricambio.',
    keywords: ['microswitch', 'porta', 'interruttore', 'rotto', 'sostituito'],
  },
  {
    id: 'el-806',
    source: 'https://disegnintasca.it/?p=2731',
    original:
      'Un giorno passo davanti alla lavatrice e mi accorgo che il pavimento è completamente allagato. L’oblò era aperto, l’acqua aveva tracimato dal cestello e goccia dopo goccia aveva fatto un disastro. La cosa strana è che un paio di giorni prima avevo svuotato la lavatrice e il cestello era asciutto, quindi l’acqua si era accumulata nel giro di due giorni, mentre la lavatrice era spenta.',
    language: 'it',
    text: 'Un giorno passo davanti alla lavatrice e mi accorgo che il pavimento è completamente allagato. L’oblò era aperto, l’acqua aveva tracimato dal cestello e goccia dopo goccia aveva fatto un disastro. La cosa strana è che un paio di giorni prima avevo svuotato la lavatrice e il cestello era asciutto, quindi l’acqua si era accumulata nel giro di due giorni, mentre la lavatrice era spenta.',
    category: 'elettrodomestici',
    cause:
      "L'elettrovalvola di carico dell'acqua non si chiudeva più bene e lasciava infiltrare acqua nel cestello anche a macchina spenta; sostituita l'elettrovalvola, la lavatrice è riparata.",
    keywords: ['elettrovalvola', 'carico', 'chiude', 'acqua', 'sostituita'],
  },
  {
    id: 'el-807',
    source: 'https://diaryofamadhomeowner.com/2014/10/fridge-fun/',
    original:
      'It happens over a long period of time – noise that starts slowly, unobtrusively and without any concern. Next thing you know you can’t hear the TV or a phone conversation because the fridge is running so much and so loudly. (…) A loud click when it turns on and a equally loud click when it turns off and a series of little clicks in between.',
    language: 'en',
    text: 'Succede piano piano: un rumore che comincia lentamente, discreto, senza destare preoccupazione. E poi ti ritrovi che non senti più la TV o una telefonata perché il frigo va in continuazione e fa un sacco di rumore. (…) Un clic forte quando si accende, un clic altrettanto forte quando si spegne e una serie di clic piccoli in mezzo.',
    category: 'elettrodomestici',
    cause:
      'Il colpevole era il controllo dello sbrinamento difettoso, che restava in funzione giorno e notte per sbrinare il freezer; il tecnico ha installato il pezzo nuovo e il frigo è tornato più silenzioso.',
    keywords: ['sbrinamento', 'controllo', 'difettoso', 'freezer', 'sostituito'],
  },
  {
    id: 'el-808',
    source:
      'http://sandrambush.com/2018/10/22/waiting-for-the-repairman-and-other-first-world-problems/?share=google-plus-1',
    original:
      '“The water dispenser on the refrigerator isn’t working again,” my daughter, Chelsea informed me when I walked into the kitchen Tuesday evening. (…) This made the third time in six months the water/ice dispenser on our fourteen-year-old fridge went on the fritz.',
    language: 'en',
    text: '"Il distributore d\'acqua del frigorifero non funziona di nuovo", mi ha detto mia figlia martedì sera quando sono entrata in cucina. (…) Era la terza volta in sei mesi che il distributore di acqua/ghiaccio del nostro frigo di quattordici anni faceva i capricci.',
    category: 'elettrodomestici',
    cause:
      "Il tubo dell'acqua del distributore si era congelato; tenendo aperta la porta del freezer per 15-45 minuti si è scongelato e l'acqua è tornata a uscire, e il tecnico ha ordinato una resistenza riscaldante per la porta.",
    keywords: ['tubo', 'congelato', 'ghiaccio', 'distributore', 'scongelare'],
  },
  {
    id: 'el-809',
    source: 'https://www.deannascorner.com/2020/04/08/this-is-not-needed-right-now/',
    original:
      'Houston, we have a problem.  The oven is no longer heating up. (…) (The broiler/top element still worked, so dinner was saved.)',
    language: 'en',
    text: 'Houston, abbiamo un problema. Il forno non si scalda più. (…) (Il grill/la resistenza di sopra funzionava ancora, quindi la cena era salva.)',
    category: 'elettrodomestici',
    cause:
      "Dopo un po' di diagnosi hanno scoperto che era morta la resistenza inferiore del forno (quella superiore del grill funzionava ancora); hanno ordinato la resistenza di ricambio.",
    keywords: ['resistenza', 'inferiore', 'bruciata', 'forno', 'ricambio'],
  },
  {
    id: 'el-810',
    source: 'https://trupedasaude.com.br/lavaroupas-hal-9000',
    original:
      'Me mudei e, pra descer a máquina de lavar, tirei o contrapeso de dentro (…) O contrapeso soltou e tava estourando pipoca dentro da carcaça da máquina. (…) De parafusos e porcas no lugar (…) uma nova tentativa… Máquina não liga. Acende a luz do piloto, mas nada de pilotar. Nem rumor. Pensei: “o contrapeso deve ter contrapesado em algum fio ou conexão que agora nem liga.”. Abri a desgrama e tentei apertar tudo que era fio e conexão, mexia nos fiozinhos, olhei, pesquisei e nada.',
    language: 'pt',
    text: 'Ho traslocato e, per portare giù la lavatrice, ho tolto il contrappeso da dentro (…) Il contrappeso si è staccato e faceva i popcorn dentro la carcassa della lavatrice. (…) Rimessi a posto viti e dadi (…) nuovo tentativo… La lavatrice non parte. Si accende la spia, ma non succede niente. Nemmeno un rumore. Ho pensato: "il contrappeso avrà colpito qualche filo o connessione e ora non si accende più". Ho aperto quella disgraziata e ho provato a stringere tutti i fili e le connessioni, ho smanettato sui cavetti, ho guardato, ho cercato e niente.',
    category: 'elettrodomestici',
    cause:
      "Era il sensore della porta (interruttore di sicurezza dello sportello): il tecnico l'ha ponticellato in posizione 'sempre chiuso' e la lavatrice è partita subito.",
    keywords: ['sensore', 'porta', 'sportello', 'interruttore', 'ponticellato'],
  },
  {
    id: 'el-811',
    source: 'https://sas-cross.com/ohitugozen_emergency_repair',
    original:
      '米を研いで、水入れて炊飯器スイッチウォン!!ウォン!?ウォン??あれれ、電源が入らないよ~~~~。(…) 日立のIH炊飯器で2合炊き、2014年製の日本製。型番:RZ-VS2M 6年程度使用ですが、週1回か2回しか使ってないのに',
    language: 'ja',
    text: "Lavo il riso, metto l'acqua e premo l'interruttore del cuociriso... e niente?! Ehi, non si accende~~. (…) È un cuociriso a induzione Hitachi da 2 tazze, fatto in Giappone nel 2014, modello RZ-VS2M. L'ho usato circa 6 anni, e solo una o due volte a settimana.",
    category: 'elettrodomestici',
    cause:
      'Aperto l\'apparecchio, sulla scheda elettronica c\'erano due piazzole marcate "RESET": cortocircuitandole per qualche secondo con un cacciavite la scheda si è resettata e il cuociriso è tornato ad accendersi.',
    keywords: ['scheda', 'reset', 'cortocircuito', 'elettronica', 'bloccata'],
  },
  {
    id: 'el-812',
    source: 'https://www.wt8p.com/2007/kitchenaid-cpr',
    original:
      'My KitchenAid mixer had been making abnormal noises during the last few batches of cookies. This afternoon, while subjected to my bagel dough, it gave out entirely.',
    language: 'en',
    text: "La mia planetaria KitchenAid faceva rumori strani durante le ultime infornate di biscotti. Oggi pomeriggio, alle prese con l'impasto dei bagel, si è fermata del tutto.",
    category: 'elettrodomestici',
    cause:
      "L'ingranaggio del gruppo vite senza fine/pignone (worm drive and pinion gear) aveva i denti consumati, con un grosso avvallamento dove il dente tocca la vite del motore; va sostituito con il pezzo nuovo (anche le spazzole di carbone erano consumate).",
    keywords: ['ingranaggio', 'vite', 'denti', 'consumato', 'sostituito'],
  },
  {
    id: 'el-813',
    source: 'http://amasmith.blogspot.com/2009/08/oh-clogging.html',
    original:
      "Friday, I tried to vacuum up the dog hair from the living room. Only, there didn't seem to be any change in the floor (other than some obvious vacuum cleaner lines). Since our vacuum is bagless, I thought that it must be the filter being caked with dirt that was causing the issues. So, we bought a new filter for the vacuum cleaner yesterday, and I tried vacuuming the carpet today. Only, I still had a problem with not getting anything up.",
    language: 'en',
    text: "Venerdì ho provato ad aspirare i peli del cane in soggiorno. Solo che il pavimento non sembrava cambiato per niente (a parte le righe dell'aspirapolvere). Siccome il nostro aspirapolvere è senza sacchetto, ho pensato che il problema fosse il filtro incrostato di sporco. Così ieri abbiamo comprato un filtro nuovo e oggi ho riprovato a passare il tappeto. Ma continuava a non raccogliere niente.",
    category: 'elettrodomestici',
    cause:
      "Il tubo che collega la bocchetta al contenitore era intasato di peli di cane; svitato (due viti) e liberato con una gruccia di metallo raddrizzata, l'aspirapolvere ha ripreso ad aspirare (poi si è riempito di nuovo ed è stato ripulito).",
    keywords: ['tubo', 'intasato', 'peli', 'ostruzione', 'aspirazione'],
  },
  {
    id: 'el-814',
    source: 'https://daisyrowanberry.blogspot.com/2010/06/som-ett-korthus.html?showComment=1276253387932',
    original:
      'Vår diskmaskin har varit lite krasslig den senaste veckan. Den har inte orkat tömma bort riktigt allt vatten, så Älskade maken tog fram doktorsväskan och blåste ren slangar och andra ting som sitter ihop med en diskmaskin. (…) Idag dog diskmaskinen. Nästan hela huset slocknade. (…) Han gick igenom säkring för säkring, i lugn och ro. Diskmaskinen slog ut hela huset.',
    language: 'sv',
    text: "La nostra lavastoviglie è stata un po' malaticcia nell'ultima settimana. Non riusciva a scaricare bene tutta l'acqua, così il mio amato marito ha tirato fuori la borsa del dottore e ha soffiato per pulire i tubi e le altre cose collegate alla lavastoviglie. (…) Oggi la lavastoviglie è morta. Si è spenta quasi tutta la casa. (…) Lui ha controllato un fusibile dopo l'altro, con calma. Era la lavastoviglie a far saltare la corrente in tutta la casa.",
    category: 'elettrodomestici',
    cause:
      'La pompa della lavastoviglie aveva ceduto (guasta), ed era lei a far saltare la corrente di tutta la casa.',
    keywords: ['pompa', 'guasta', 'scarico', 'corrente', 'salta'],
  },
  {
    id: 'el-815',
    source: 'https://novemberregen.blogger.de/20151018/',
    original:
      '"Was mich auch wundert ist, dass auf diesem Sims vor der Spülmaschinentür immer so ein bisschen Wasser ist. Das ist mir jetzt erst ein paar Mal aufgefallen, aber seitdem ist da immer Wasser, wenn ich schaue."',
    language: 'de',
    text: "\"Un'altra cosa che mi stupisce è che su quel bordo davanti allo sportello della lavastoviglie c'è sempre un po' d'acqua. L'ho notato solo un paio di volte, ma da allora ogni volta che guardo c'è acqua.\"",
    category: 'elettrodomestici',
    cause:
      'Un amico (Herr Herzbruch) ha esaminato la lavastoviglie e ha fatto la diagnosi: guarnizione rotta.',
    keywords: ['guarnizione', 'rotta', 'perdita', 'tenuta', 'acqua'],
  },
];
