import type { RealCase } from './types.ts';

/**
 * Batch 19 of real elettrodomestici reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'el-1901',
    source: 'https://github.com/dwyl/home/issues/323',
    original:
      'Our LG washing machine is giving an error when it comes to emptying the water (the centrifugal stage of the wash)',
    language: 'en',
    text: "La nostra lavatrice LG dà un errore quando arriva il momento di scaricare l'acqua (la fase della centrifuga)",
    category: 'elettrodomestici',
    cause:
      "Il tubo di scarico interno era ostruito da oggetti finiti nella lavatrice (la fodera di una soletta, un pannolino, un cinturino d'orologio) oltre a terra e sporcizia; il tecnico li ha estratti con un attrezzo e la lavatrice è tornata a scaricare normalmente.",
    keywords: ['scarico', 'ostruzione', 'tubo', 'corpi', 'estranei', 'filtro'],
  },
  {
    id: 'el-1902',
    source:
      'https://github.com/magnusviri/magnusviri.com/blob/01f19e9fd7890dec62aee50a29593f3903144bd0/_posts/2005-10-04-fixing-the-dishwasher.md',
    original:
      'I bought a multimeter. After searching the web a bit, I 1st: tested the circuit breaker. It was good. Tested to see if power was getting to the washer (opened the bottom and tested the AC line by poking the thingies into the twisted wires). That was good. Turned off the circuit breaker. I took the dishwasher front cover off. Tested the door switch continuity. It was good.',
    language: 'en',
    text: "Mi sono comprato un multimetro. Dopo aver cercato un po' su internet, per prima cosa ho controllato l'interruttore del quadro. Era a posto. Ho controllato se arrivava corrente alla lavastoviglie (ho aperto sotto e ho misurato la linea in alternata infilando i puntali nei fili attorcigliati). Era a posto. Ho staccato l'interruttore. Ho tolto il pannello frontale della lavastoviglie. Ho provato la continuità dell'interruttore della porta. Era a posto.",
    category: 'elettrodomestici',
    cause:
      'Il fusibile termico (termofusibile) della lavastoviglie era bruciato; sostituito con uno da 140 °C saldandolo al posto del vecchio, la lavastoviglie ha ripreso a funzionare.',
    keywords: ['fusibile', 'termico', 'bruciato', 'continuità', 'multimetro', 'sostituzione'],
  },
  {
    id: 'el-1903',
    source:
      'https://github.com/andydunkel/AndyDunkel.net/blob/27bfc866c947469488734c2625d0f4149ee1c89a/_posts/2012-03-11-roomba-fehler-9reparaturanleitung.markdown',
    original:
      'Wie ich erst berichtet hatte, stellte mein Roomba vor kurzem seinen Dienst mit Fehler 9 ein. Ärgerlich, nach 2.5 Jahren ist die Garantie natürlich abgelaufen und der Roomba auch recht teuer.',
    language: 'de',
    text: "Come vi avevo già raccontato, il mio Roomba di recente ha smesso di funzionare con l'errore 9. Che rabbia, dopo 2 anni e mezzo la garanzia ovviamente è scaduta e il Roomba costa pure parecchio.",
    category: 'elettrodomestici',
    cause:
      'Il sensore del paraurti (bumper) era guasto: il fotodiodo/LED infrarosso e il fototransistor della barriera ottica del bumper si erano degradati, per cui il robot credeva di urtare sempre un muro e girava su sé stesso; sostituiti i due componenti con il saldatore, il Roomba è tornato a funzionare.',
    keywords: ['sensore', 'paraurti', 'fototransistor', 'infrarossi', 'saldatura', 'sostituzione'],
  },
  {
    id: 'el-1904',
    source:
      'https://github.com/catch22eu/website/blob/c41673aa40b701b9cf8f2cc2bd2990e81e8b2625/ascaso_uno/uno_leaking/content.php',
    original:
      'As this espresso machine was about five and a half years old and started leaking on the top of the boiler (noticeable from the outside by a hissing sound), it was decided to try to repair this at home instead of handing it over to a repair shop.',
    language: 'en',
    text: 'Siccome questa macchina da espresso aveva circa cinque anni e mezzo e ha cominciato a perdere dalla parte alta della caldaia (si capiva anche da fuori perché si sentiva un sibilo), ho deciso di provare a ripararla a casa invece di portarla in un centro assistenza.',
    category: 'elettrodomestici',
    cause:
      'Le guarnizioni della flangia della resistenza (elemento riscaldante) sulla caldaia erano deteriorate e lasciavano uscire acqua/vapore; smontata la caldaia e la resistenza, sostituite le guarnizioni (nuove in Viton) e rifatta la tenuta dei raccordi con teflon, la perdita è sparita.',
    keywords: ['guarnizioni', 'caldaia', 'resistenza', 'perdita', 'flangia', 'sostituzione'],
  },
  {
    id: 'el-1905',
    source: 'https://pawpawshouse.blogspot.com/2008/09/washing-machine-repair.html',
    original: 'We own a Kenmore 70 series direct drive washing machine and it had a small leak.',
    language: 'en',
    text: "Abbiamo una lavatrice Kenmore serie 70 a trasmissione diretta e aveva una piccola perdita d'acqua.",
    category: 'elettrodomestici',
    cause:
      "Perdeva la pompa di scarico: sostituita la pompa (due clip sull'albero e due fascette sui tubi); una perdita residua veniva dal tubo non ben inserito sotto la fascetta, riallineato e stretto, la perdita si è fermata.",
    keywords: ['pompa', 'scarico', 'perdita', 'fascetta', 'tubo', 'sostituzione'],
  },
  {
    id: 'el-1906',
    source:
      'https://github.com/hilbix/tino/blob/1c5b48a7bbaac56de3da410907ebf2716c813be3/howto/saeco-royal-classic.md',
    original:
      'Stand:\n\n- Saeco Royal Classic SUP014\n- Beim Einschalten blinkt die rote LED\n- "Schublade für Kaffeepulverreste" ging nicht rein.\n- "Brüheinheit" blockiert (geht nicht raus)\n- Maschine fährt weder beim Einschalten noch durch Reset in die Grundstellung',
    language: 'de',
    text: 'Situazione:\n\n- Saeco Royal Classic SUP014\n- All\'accensione lampeggia il LED rosso\n- Il "cassetto dei fondi di caffè" non entrava più.\n- Il "gruppo infusore" è bloccato (non si riesce a estrarlo)\n- La macchina non torna in posizione iniziale né all\'accensione né col reset',
    category: 'elettrodomestici',
    cause:
      'Il gruppo infusore si era fermato fuori dalla posizione di riposo (cassetto estratto mentre si muoveva) e impediva di reinserire il cassetto, così il microinterruttore del cassetto non veniva mai premuto; premendo il microinterruttore con un pezzo di cartone e riaccendendo, il motore ha riportato il gruppo in posizione e il cassetto si è potuto reinserire.',
    keywords: ['microinterruttore', 'gruppo', 'infusore', 'cassetto', 'posizione', 'motore'],
  },
  {
    id: 'el-1907',
    source:
      'https://github.com/scotthansonde/papascott-gatsby/blob/b927ac4af6bbd09a620ad2a73902a87aa27cd4cc/src/posts/older/2007/2007-07-14-google-saved-our-morning-coffee.md',
    original:
      'So it was with no small amount of horror that we discovered yesterday that our <a href="https://www.papascott.de/archives/2007/04/24/jura-xf50/">Jura coffee machine</a> would no longer produce coffee. The beans would grind, the water would pump, but only a few drops of hot brown elixir would trickle into our cups. No error message was displayed, and the problem persisted even after changing the water filter and running the cleaning program twice.',
    language: 'en',
    text: "Con non poco orrore ieri abbiamo scoperto che la nostra macchina da caffè Jura non faceva più il caffè. I chicchi venivano macinati, l'acqua veniva pompata, ma nelle tazze scendevano solo poche gocce di quell'elisir marrone caldo. Nessun messaggio di errore, e il problema è rimasto anche dopo aver cambiato il filtro dell'acqua e fatto due volte il programma di pulizia.",
    category: 'elettrodomestici',
    cause:
      "Il filtro/setaccio di infusione (brew filter) del gruppo era intasato di caffè; pulito con un dito infilando la mano dall'apertura del vassoio, la macchina ha ripreso a erogare il caffè.",
    keywords: ['filtro', 'infusione', 'intasato', 'pulizia', 'gruppo', 'caffè'],
  },
  {
    id: 'el-1908',
    source:
      'https://github.com/Pixadus/pixadus.github.io/blob/ae5dca0561b370dac5df3ba9662a27002d02d126/ship/src/entries/refrigerator.md',
    original: "The refrigerator on Endurance doesn't work. I spent a bit of time trying to figure out why",
    language: 'en',
    text: "Il frigorifero sulla Endurance non funziona. Ci ho passato un po' di tempo per capire il perché",
    category: 'elettrodomestici',
    cause:
      'Il compressore non partiva perché il circuito era rimasto senza gas refrigerante (R-12) a causa di una perdita; ricaricare R-12 non era praticabile, quindi il frigorifero è stato sostituito.',
    keywords: ['refrigerante', 'gas', 'perdita', 'compressore', 'ricarica', 'circuito'],
  },
  {
    id: 'el-1909',
    source:
      'https://github.com/dinhyen/dinhyen.github.io/blob/20169e8422cd098cf0ed8f1f9ca084ea899f8f11/source/_posts/2013-02-13-fix-external-lockout-for-american-standard-freedom-90-furnace.markdown',
    original:
      "The equipment in question is an American Standard (Trane) Freedom 90 gas furnace that's about 7 years old. Recently, in fact right in the middle of a [record-setting snowstorm](http://www.weather.com/news/weather-winter/nemo-historical-ranks-20130212), it started blowing only cold air.\n\nI followed the instructions in the manual to reset it (off-on-off-on in less than 30 seconds), to no avail. The burners would get ignited, then seemed to flame out.  The control board then tried to restart the process.  This would go on 5 times or so.",
    language: 'en',
    text: "Parliamo di un generatore d'aria calda a gas American Standard (Trane) Freedom 90 che ha circa 7 anni. Di recente, proprio nel bel mezzo di una nevicata da record, ha cominciato a soffiare solo aria fredda.\n\nHo seguito le istruzioni del manuale per resettarlo (spento-acceso-spento-acceso in meno di 30 secondi), ma niente. I bruciatori si accendevano e poi sembrava che la fiamma si spegnesse. La scheda di controllo allora riprovava da capo. Andava avanti così per circa 5 volte.",
    category: 'elettrodomestici',
    cause:
      "Il sensore di fiamma (elettrodo di rilevazione) era sporco e con un po' di ruggine sul contatto, quindi la scheda non rilevava la fiamma e andava in blocco (External Lockout, 2 lampeggi); pulito a fondo con carta abrasiva fine, il generatore ha ripreso a scaldare.",
    keywords: ['sensore', 'fiamma', 'pulizia', 'ossidazione', 'bruciatore', 'blocco'],
  },
  {
    id: 'el-1910',
    source:
      'https://github.com/rswhiting/rswhiting.github.io/blob/402de13c6455420bc4a324a7f01fb2a07a7db4a4/_posts/2026-01-12-furnace-out.md',
    original:
      "I checked the thermostat, and it appeared to be functioning, but the vents weren't blowing at all. Something was off--the fan wasn't blowing but the burners were all on (there are supposed to be safety features to prevent that). I turned the thermostat off and on again, hoping it would reset something, but no luck.",
    language: 'en',
    text: "Ho controllato il termostato e sembrava funzionare, ma dalle bocchette non usciva aria per niente. C'era qualcosa che non andava: il ventilatore non girava ma i bruciatori erano tutti accesi (dovrebbero esserci delle sicurezze per evitarlo). Ho spento e riacceso il termostato sperando che si resettasse qualcosa, ma niente.",
    category: 'elettrodomestici',
    cause:
      "Non era il condensatore del motore ventilatore (sostituito senza risultato): la scheda di controllo del generatore d'aria calda era bruciata e non mandava tensione al motore del ventilatore; sostituita la scheda, il ventilatore è ripartito e il riscaldamento funziona.",
    keywords: ['scheda', 'controllo', 'bruciata', 'ventilatore', 'motore', 'sostituzione'],
  },
  {
    id: 'el-1911',
    source:
      'https://github.com/hiddenpugmarks/hiddenpugmarks.github.io/blob/5e38ea60116e95cea403f35eceffbac1d40034f9/_posts/2007-12-10-so-this-weekend-i-learned-about-baseboard-heaters.md',
    original:
      "We finally get home and it's freezing.  We turn on the heat and settle in to watch some TV.\n\nAll is well until the all too familiar acrid stench of an electrical fire starts to fill the air.  We get up and look around for the source of it but can't find it.  Holly primes the fire extinguisher to be sure that we're good to go if the need arises.  The stench abates temporarily.\n\nA few minutes later we smell it again.  We repeat the search routine.  We still can't find it.  We suspect that it is somehow related to the heater behind the entertainment unit.",
    language: 'en',
    text: "Finalmente arriviamo a casa e si gela. Accendiamo il riscaldamento e ci mettiamo a guardare la TV.\n\nTutto bene finché non comincia a sentirsi quella puzza acre, fin troppo familiare, di impianto elettrico che brucia. Ci alziamo e cerchiamo da dove venga ma non la troviamo. Holly prepara l'estintore, giusto per essere pronti se serve. La puzza per un po' sparisce.\n\nDopo qualche minuto la sentiamo di nuovo. Rifacciamo il giro di ricerca. Ancora niente. Sospettiamo che c'entri in qualche modo il termoconvettore dietro il mobile della TV.",
    category: 'elettrodomestici',
    cause:
      "Il gatto aveva fatto cadere la barra sensore della Wii dentro il termoconvettore a battiscopa, che si era fusa sulla resistenza causando l'odore di bruciato; la resistenza era danneggiata e il termoconvettore è stato sostituito.",
    keywords: ['resistenza', 'bruciato', 'plastica', 'fusa', 'termoconvettore', 'sostituzione'],
  },
  {
    id: 'el-1912',
    source:
      'https://github.com/bbeng89/bbeng89.github.io/blob/d57d4e3133a36c1a7ff1edd708434d57781bf5ce/_posts/articles/2020-08-28-replacing-ac-run-capacitor.md',
    original:
      "My air conditioner always seemed to run fine except when I tried to run it off my generator.  My generator is 3500W so I knew it was more than capable of powering the air conditioner, however, after about 45 minutes of running the generator would bog down and eventually the overload protection would shut it down. I never had any problems with this generator, and had even tried running a friend's air conditioner off of it, which worked just fine, so I knew it was an issue with my air conditioner.",
    language: 'en',
    text: 'Il mio condizionatore sembrava sempre andare bene, tranne quando provavo a farlo funzionare col generatore. Il generatore è da 3500 W, quindi sapevo che era più che in grado di alimentare il condizionatore, però dopo circa 45 minuti il generatore andava in affanno e alla fine la protezione da sovraccarico lo spegneva. Col generatore non avevo mai avuto problemi, e ci avevo anche fatto girare il condizionatore di un amico senza nessun problema, quindi sapevo che il problema era del mio condizionatore.',
    category: 'elettrodomestici',
    cause:
      "Il condensatore di marcia (run capacitor) del condizionatore era difettoso e faceva assorbire troppa corrente al motore dopo un po' di funzionamento; sostituito il condensatore, il condizionatore va anche col generatore senza farlo andare in sovraccarico.",
    keywords: ['condensatore', 'marcia', 'motore', 'compressore', 'assorbimento', 'sostituzione'],
  },
  {
    id: 'el-1913',
    source:
      'https://github.com/dekuNukem/pimp_my_microwave/blob/494393277b07ddbd32216e3a2e269a5d9625862f/README.md',
    original:
      'That is, until almost exactly a year later. I pressed the usual buttons to heat up my meal, but nothing happened.',
    language: 'en',
    text: 'Fino a quando, quasi esattamente un anno dopo, ho premuto i soliti tasti per scaldarmi il pranzo e non è successo niente.',
    category: 'elettrodomestici',
    cause:
      'La tastiera a membrana del microonde si era guastata (contatti a matrice non più funzionanti); sostituendola con pulsanti cablati sulla matrice righe/colonne della scheda di controllo il microonde è tornato a funzionare.',
    keywords: ['tastiera', 'membrana', 'pulsanti', 'matrice', 'contatti', 'connettore'],
  },
  {
    id: 'el-1914',
    source:
      'https://github.com/benrules2/cyber-omelette/blob/385a0b7c1785ddaac2cc4df5d05a889b720f9d41/content/posts/2024-09-11-gaggia-classic-pro-2019-leak-repair.md',
    original:
      "I have a Gaggia Classic Pro 2019 Espresso machine. It's a great espresso machine, with a capable boiler and steam wand. It's also super modifiable, with a healthy Arduino community.\n\nRecently however after several years, it developed quite a serious leak coming out of the group head.",
    language: 'en',
    text: "Ho una macchina da espresso Gaggia Classic Pro 2019. È un'ottima macchina, con una caldaia valida e una lancia vapore. Ed è anche modificabilissima, con una bella community Arduino dietro.\n\nDi recente però, dopo diversi anni, ha cominciato ad avere una perdita piuttosto seria che esce dal gruppo erogatore.",
    category: 'elettrodomestici',
    cause:
      "Guarnizioni usurate: sostituiti la guarnizione del gruppo erogatore e due o-ring (quello dell'inserto del gruppo vapore e quello della lancia vapore); il vero colpevole sembra fosse l'o-ring del gruppo vapore. Dopo la sostituzione la macchina funziona perfettamente.",
    keywords: ['guarnizione', 'tenuta', 'perdita', 'gruppo', 'vapore', 'sostituzione'],
  },
  {
    id: 'el-1915',
    source:
      'https://github.com/atamanroman/atamanroman.github.io/blob/ac9de3edbd90fa876cf0ca1e6e2333b28917a725/content/articles/six-hole-shower-holding-plate-channeling-gaggia-new-classic.md',
    original:
      "I've got my Gaggia New Classic for 3 months now.\nShots were often inconsistent but getting better.\nBut since I got my bottomless portafilter, I just couldn’t get anything right.\n80%+ of my pulls were channeling like crazy and I ended up with 1:4 in 20s or so.\nI tried everything.\nFiner, coarser, different espressos, high doses, low doses, different tamping pressures, different basket sizes.\nBarely any effect.\nOnly very high doses and high-pressure tamps made it a little better.\nStill awful.",
    language: 'en',
    text: "Ho la mia Gaggia New Classic da 3 mesi.\nGli espressi venivano spesso incostanti, ma stavano migliorando.\nMa da quando ho preso il portafiltro senza fondo non me ne viene più bene uno.\nPiù dell'80% delle estrazioni faceva canali come un matto e finivo con un 1:4 in 20 secondi o giù di lì.\nLe ho provate tutte.\nMacinatura più fine, più grossa, caffè diversi, dosi alte, dosi basse, pressioni di pressatura diverse, cestelli di misure diverse.\nQuasi nessun effetto.\nSolo dosi molto alte e pressate fortissime miglioravano un po' le cose.\nSempre pessimo comunque.",
    category: 'elettrodomestici',
    cause:
      "Il porta-doccetta (piastra che regge la doccetta del gruppo) era stato sostituito con un modello aftermarket in acciaio a 6 fori che distribuiva male l'acqua sul pannello, creando sempre un canale nello stesso punto; rimontato quello originale a 4 fori, il problema è sparito.",
    keywords: ['doccetta', 'gruppo', 'distribuzione', 'acqua', 'canalizzazione', 'ricambio'],
  },
  {
    id: 'el-1916',
    source: 'https://martin.feuersaenger.de/20100203wenndiewaschmaschinestehenbleibt/index.html',
    original:
      'Pünktlich zum neuen Jahr verweigerte unsere Waschmaschine den Dienst. Fluten und lenzen ging noch, auch leuchteten noch alle LEDs, die beim Einschalten leuchten sollen, aber die Trommel wollte sich weder vor noch zurück bewegen und die letzte Waschladung lag noch ungeschleudert in ihrem Inneren.',
    language: 'de',
    text: "Giusto per l'anno nuovo la nostra lavatrice ha smesso di funzionare. L'acqua la caricava e la scaricava ancora, e si accendevano anche tutti i LED che devono accendersi quando la accendi, ma il cestello non ne voleva sapere di girare né avanti né indietro e l'ultimo bucato era ancora lì dentro senza centrifuga.",
    category: 'elettrodomestici',
    cause:
      'Le spazzole di carbone del motore erano consumate dopo sette anni di uso; sostituite con spazzole compatibili, il motore è tornato a girare.',
    keywords: ['spazzole', 'carbone', 'motore', 'consumate', 'sostituzione'],
  },
  {
    id: 'el-1917',
    source: 'https://www.braunschweiger-zeitung.de/kolumnen/article241958946/Schrauben-im-Flusensieb.html',
    original:
      'Diese „Ausgerechnet jetzt!“-Bärmelei schenken wir uns mal. Denn darüber zu jammern, dass die Waschmaschine ausgerechnet jetzt ihren Dienst unehrenhaft quittieren muss, ist dämlich. Wann, bitteschön, sollte es denn für eine Waschmaschine einen geeigneten Zeitpunkt geben, von jetzt auf gleich den Schleudergang einzustellen? Eben.',
    language: 'de',
    text: "Il piagnisteo del «proprio adesso!» ce lo risparmiamo. Perché lamentarsi che la lavatrice debba mollare proprio adesso, senza tanti complimenti, è stupido. Quando mai, scusa, ci sarebbe per una lavatrice un momento adatto per smettere da un momento all'altro di centrifugare? Appunto.",
    category: 'elettrodomestici',
    cause:
      "Il codice di errore indicava il filtro di scarico (filtro pelucchi) intasato: dentro c'erano delle vecchie viti arrugginite finite nel bucato; tolte quelle e pulito il filtro, la lavatrice è ripartita.",
    keywords: ['filtro', 'intasato', 'scarico', 'viti', 'pulizia'],
  },
  {
    id: 'el-1918',
    source:
      'https://music-electronics-forum.com/forum/amplification/guitar-amps/maintenance-troubleshooting-repair/50320-thermal-fuses-why-do-coffee-makers-use-two-in-series?p=767818',
    original:
      'While getting my day started yesterday morning, and went to pour a second half-cup of coffee, having poured what I had in my cup back into the pot, I discovered the coffee pot was now just luke warm. Pilot light in the switch was still lit. I removed the pot, took a chance with quickly hitting the heating surface for the pot with my finger, finding it now just a little above room temperature. Rats.',
    language: 'en',
    text: "Ieri mattina, mentre iniziavo la giornata, sono andato a versarmi un'altra mezza tazza di caffè, dopo aver rimesso nella caraffa quello che avevo nella tazza, e ho scoperto che il caffè nella caraffa era appena tiepido. La spia nell'interruttore era ancora accesa. Ho tolto la caraffa, ho rischiato toccando velocemente col dito la piastra scaldante e l'ho trovata appena sopra la temperatura ambiente. Accidenti.",
    category: 'elettrodomestici',
    cause:
      'Uno dei due fusibili termici in serie con la resistenza della piastra scaldante si era aperto; sostituito (con un termostato a riarmo) la macchina del caffè ha ripreso a scaldare.',
    keywords: ['fusibile', 'termico', 'resistenza', 'piastra', 'sostituzione'],
  },
];
