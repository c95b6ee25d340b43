import type { RealCase } from './types.ts';

/**
 * Batch 29 of real appliance reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix, or whose device was not the writer's or their family's (a repair café's, a shop's), were
 * left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'el-2901',
    source: 'https://indefinitestudies.com/blog/tumble-drier-repair.html',
    original:
      "Our tumble drier is a Zanussi, about 7 years old. Shortly after starting a run, it would stop, showing an error code EH0. A quick search led to Zannussi's support pages, telling me that it was a power supply issue.",
    language: 'en',
    text: "La nostra asciugatrice è una Zanussi di circa 7 anni. Poco dopo l'avvio di un ciclo si ferma e mostra il codice errore EH0. Cercando un po' sono finito sulle pagine di assistenza Zanussi, che dicono che è un problema di alimentazione.",
    category: 'elettrodomestici',
    cause:
      "Due punti di saldatura dove un relè è fissato alla scheda madre si erano crepati; dopo averli risaldati l'asciugatrice ha ripreso a funzionare.",
    keywords: ['saldature', 'relè', 'crepate', 'scheda', 'risaldato'],
  },
  {
    id: 'el-2902',
    source: 'https://wwqrd.uk/blog/coffee-grinder-ressurection',
    original:
      "Like many kitchen utilities, it's basically a spinning magnet with one moving part. I didn't expect this to fail. When mine started stalling and stopping, I was confused.",
    language: 'en',
    text: 'Come tanti aggeggi da cucina, il mio macinacaffè elettrico è in pratica un magnete che gira con un solo pezzo in movimento. Non mi aspettavo che si rompesse. Quando ha cominciato a piantarsi e a fermarsi da solo, non ci capivo niente.',
    category: 'elettrodomestici',
    cause:
      'Era guasto il condensatore di potenza sulla scheda di controllo del motore; sostituito il condensatore (alla fine su una scheda di ricambio, dopo aver danneggiato una pista della prima), il macinacaffè funziona di nuovo.',
    keywords: ['condensatore', 'scheda', 'motore', 'sostituito', 'potenza'],
  },
  {
    id: 'el-2903',
    source: 'http://seventhstreetcottage.blogspot.com/2010/05/ac-is-working-again.html?m=1',
    original:
      'It went out last summer. I lived with it and never really bothered to fix it. I had more important things to do like gardening. However, a few nights this year have been nearly unbearable trying to sleep when the humidity is in the 80-90% range. So, I did what had to be done. [...] The fan would run if I used a screwdriver to start it. Otherwise it would just sit there and hum with no fan running to cool the condenser.',
    language: 'en',
    text: "Il condizionatore si è rotto l'estate scorsa. Ci ho convissuto e non mi sono mai preso la briga di ripararlo, avevo cose più importanti tipo il giardinaggio. Però quest'anno alcune notti è stato quasi impossibile dormire con l'umidità all'80-90%, quindi ho deciso di metterci mano. La ventola dell'unità esterna parte solo se la avvio spingendola con un cacciavite, altrimenti l'unità resta lì a ronzare senza che la ventola giri per raffreddare lo scambiatore.",
    category: 'elettrodomestici',
    cause:
      "Il condensatore di marcia dell'unità esterna del condizionatore era scoppiato (rigonfio in cima); sostituito con uno nuovo (da 440 VAC al posto del 370 VAC originale), la ventola e il condizionatore hanno ripreso a funzionare.",
    keywords: ['condensatore', 'gonfio', 'ventola', 'unità', 'sostituito'],
  },
  {
    id: 'el-2904',
    source: 'http://markturner.net/2013/03/07/fixed-dishwasher',
    original:
      'This past Sunday we noticed our Bosch dishwasher never shut off. It got stuck at the end of the cycle, with one minute showing on the timer for well over two hours.',
    language: 'en',
    text: 'Domenica ci siamo accorti che la nostra lavastoviglie Bosch non si spegneva più. Si è bloccata alla fine del ciclo, con un minuto che restava indicato sul timer per ben più di due ore.',
    category: 'elettrodomestici',
    cause:
      "Sulla scheda di controllo della lavastoviglie era difettoso un relè (quello che comanda il riscaldamento); sostituito il relè sulla scheda, l'acqua è tornata a scaldarsi e la lavastoviglie completa di nuovo i cicli.",
    keywords: ['relè', 'scheda', 'difettoso', 'saldato', 'sostituito'],
  },
  {
    id: 'el-2905',
    source: 'http://www.foo.co.za/debugging-a-fridge',
    original:
      'Recently, our fridge started giving problems – it just never cooled down and kept running. The first suspect was the door rubber seals. The door seemed to have drooped slightly over the years, but the seals were ok. Next, I checked the ventilation. I threw out some preserves that were old and moldy and repacked everything to assist the air flow. I places a thermometer inside so I could monitor improvements. The fridge purge didn’t have much effect.',
    language: 'en',
    text: "Da un po' il nostro frigorifero dà problemi: non si raffredda mai e il motore continua a girare. Il primo indiziato erano le guarnizioni in gomma della porta: la porta negli anni sembra essersi un po' abbassata, ma le guarnizioni sono a posto. Poi ho controllato la ventilazione: ho buttato dei barattoli vecchi e ammuffiti e risistemato tutto per far circolare l'aria, e ho messo un termometro dentro per vedere se migliorava. Il repulisti non è servito a molto.",
    category: 'elettrodomestici',
    cause:
      "La porta, leggermente calata, non premeva più l'interruttore della luce interna montato sopra la porta: il frigo 'credeva' la porta aperta e teneva spenta la ventola che fa circolare l'aria fredda. Bloccando l'interruttore con del nastro si è avuta la conferma; uno spessore sulla porta ha risolto.",
    keywords: ['interruttore', 'porta', 'ventola', 'spessore', 'disallineata'],
  },
  {
    id: 'el-2906',
    source: 'http://www.lifeofandrew.com/blog/2012/4/25/electrolux-ergorapido-battery-replacement.html',
    original:
      "We have an Electrolux cordless vacuum that works perfectly for our small apartment. We only have area rugs so we don't require (or want) a large corded vacuum. Unfortunately, the last few months the suction has been noticeably weaker and it was not staying charged long enough to vacuum everything at once.",
    language: 'en',
    text: "Abbiamo un aspirapolvere senza fili Electrolux (ErgoRapido) che per il nostro piccolo appartamento va benissimo, abbiamo solo dei tappeti e non ci serve un aspirapolvere grande con il filo. Purtroppo negli ultimi mesi l'aspirazione è diventata visibilmente più debole e la carica non dura abbastanza per passare tutta la casa in una volta.",
    category: 'elettrodomestici',
    cause:
      "Le 10 celle ricaricabili formato AA del pacco batteria avevano perso capacità; sostituite con celle nuove (risaldando le linguette), l'aspirapolvere è tornato alla potenza originale e l'autonomia è aumentata.",
    keywords: ['batterie', 'celle', 'esaurite', 'capacità', 'sostituite'],
  },
  {
    id: 'el-2907',
    source: 'http://rewsienna.blogspot.com/2018/12',
    original:
      "Earlier in the year our garbage disposal died or so we thought. It started buzzing one day and then we heard a pop and caught a faint whiff of smoke. After that it wouldn't even make so much as make a noise when we flipped the switch so we figured it was just dead. We unplugged it under the sink and moved on.",
    language: 'en',
    text: "All'inizio dell'anno il nostro tritarifiuti del lavello è morto, o almeno così pensavamo. Un giorno ha cominciato a ronzare, poi abbiamo sentito uno schiocco e un leggero odore di fumo. Da allora, quando azioniamo l'interruttore, non fa più nemmeno un rumore, quindi abbiamo pensato che fosse andato. L'abbiamo staccato sotto il lavello e amen.",
    category: 'elettrodomestici',
    cause:
      'Il tritarifiuti non era guasto: era bloccato (rotore inceppato) e la protezione termica da sovraccarico era scattata. Sbloccandolo con la chiave esagonale dal fondo (con una bussola e cricchetto per avere più leva) e premendo il pulsante di reset del sovraccarico, è ripartito.',
    keywords: ['bloccato', 'inceppato', 'sovraccarico', 'reset', 'protezione'],
  },
];
