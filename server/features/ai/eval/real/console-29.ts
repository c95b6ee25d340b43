import type { RealCase } from './types.ts';

/**
 * Batch 29 of real console reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix, or whose device was not the writer's or their family's (a repair café's, a shop's), were
 * left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'co-2901',
    source: 'https://github.com/ValveSoftware/SteamOS/issues/1235',
    original:
      "Just got my OLED today, updated it to the latest firmware (3.5.7), plugged in my headphones (Sennheiser HD599) and noticed that there's constant static when you open up the home screen menu, library or the store. While settings and download menus, for example, only have static when I move around, if I don't press anything then there's no static. I also tried out some cheap $10 wired Panasonic earbuds and they exhibited even more static.",
    language: 'en',
    text: "Ho appena preso la mia Steam Deck OLED, l'ho aggiornata all'ultimo firmware (3.5.7), ho collegato le cuffie (Sennheiser HD599) e ho notato che c'è un fruscio/crepitio costante quando apro il menu home, la libreria o lo store. Nei menu impostazioni e download invece il fruscio c'è solo quando mi muovo, se non premo niente non c'è. Ho provato anche degli auricolari cablati Panasonic da 10 dollari e il fruscio era ancora peggio.",
    category: 'console',
    cause:
      'Le viti che fissano la scheda vicino al jack cuffie erano troppo lunghe/serrate e creavano il disturbo; allentandole o isolandole con guaina termorestringente il fruscio è sparito del tutto (confermato da più utenti nel thread).',
    keywords: ['viti', 'jack', 'isolamento', 'guaina', 'scheda', 'disturbo'],
  },
  {
    id: 'co-2902',
    source:
      'https://github.com/kylestarr/zero-counts-gatsby/blob/240d08a10512fc7d5e465a5feb3fd1536a8472c2/content/posts/2019/04/21/game-boy-restored.md',
    original:
      'It was in pretty shoddy condition — unable to power on, battery corrosion inside, possible paint markings on the back, and general grime throughout. I’ve been reluctant to open it up to attempt a repair, concerned about the reliability of the plastic around the screws after 30ish years.',
    language: 'en',
    text: "Ho ritirato fuori il mio vecchio Game Boy ed era messo piuttosto male: non si accende, dentro c'è corrosione delle batterie, forse segni di vernice sul retro e sporco dappertutto. Ero restio ad aprirlo per provare a ripararlo, perché temevo per la tenuta della plastica intorno alle viti dopo una trentina d'anni.",
    category: 'console',
    cause:
      "I contatti del vano batterie erano pesantemente ossidati/corrosi e impedivano l'accensione; smontati e lasciati 10-15 minuti in aceto bianco, tornati come nuovi, il Game Boy riassemblato si accende e funziona.",
    keywords: ['contatti', 'batterie', 'corrosione', 'ossidati', 'pulizia', 'aceto'],
  },
  {
    id: 'co-2903',
    source:
      'https://github.com/michelangelo-valderrama/imangelo.dev/blob/e0c9b7c8695b80fe76ee14649548bf98748e745c/src/content/articles/ps4-rota-parte-1.md',
    original:
      'Volví a montar todo y ya solo faltaba probar que todo funcionara: enchufé la consola, conecté el cable HDMI, le di al botón de encendido y... no prendió. Entonces entré en pánico y volví a desarmar todo otra vez. En un primer momento pensé que sería cosa de la fuente de alimentación',
    language: 'es',
    text: "Ho rimontato tutto la mia PS4 e mancava solo la prova che funzionasse: ho attaccato la console, collegato il cavo HDMI, premuto il tasto di accensione e... non si è accesa. Sono andato nel panico e l'ho smontata di nuovo. All'inizio ho pensato che fosse l'alimentatore.",
    category: 'console',
    cause:
      "Non era l'alimentatore: nel rimontaggio non era stato ricollegato il cavo flat (FPC) della schedina dei tasti frontali/accensione; ricollegato il flat, la PS4 si accende.",
    keywords: ['flat', 'connettore', 'tasti', 'accensione', 'scollegato', 'scheda'],
  },
  {
    id: 'co-2904',
    source:
      'https://github.com/m44rt3np44uw/m44rt3np44uw.github.io/blob/6665fa7b02e418b8ea69911649f0f838c62a8ad7/_posts/2016-06-28-triggers-van-een-dualshock-4-kapot-wat-nu.md',
    original:
      'Laatste week merkte ik tijdens een potje Battlefield Hardline dat een van mijn triggers het had begeven. Namelijk, de R2 knop. Dit is natuurlijk een van de knoppen op de Dualshock controller die het meest wordt gebruikt.',
    language: 'nl',
    text: 'La settimana scorsa, durante una partita a Battlefield Hardline, mi sono accorto che uno dei grilletti del mio controller ha ceduto: il tasto R2. Ovviamente è uno dei tasti del DualShock che si usano di più.',
    category: 'console',
    cause:
      'Il grilletto R2 del DualShock 4 era rotto; aperto il controller, sostituito il tasto R2 con un ricambio da pochi euro riutilizzando la mollettina originale, il controller è tornato come nuovo.',
    keywords: ['grilletto', 'tasto', 'molla', 'rotto', 'ricambio', 'sostituito'],
  },
  {
    id: 'co-2905',
    source: 'https://forums.atariage.com/topic/333060-7800-works-for-7800-games-not-for-2600-games/',
    original:
      "I bought a 7800 yesterday and it's only partially working. It works great for 7800 games, but I get no signs of life at all aside from a black screen when I fire up a 2600 cartridge. I tested every cart in my collection (including my harmony cartridge) and only a single one of my 2600 carts shows even a slight sign of activity, which is Moon Patrol. It shows a bunch of garbage on the screen (picture attached).",
    language: 'en',
    text: 'Ieri ho comprato una 7800 e funziona solo in parte. Con i giochi 7800 va benissimo, ma quando accendo con una cartuccia 2600 non dà nessun segno di vita, solo schermo nero. Ho provato tutte le cartucce della mia collezione (compresa la Harmony) e solo una delle mie cartucce 2600 mostra un minimo segno di attività, Moon Patrol: sullo schermo compare un sacco di spazzatura (allego foto).',
    category: 'console',
    cause:
      'Era guasto il chip RIOT (RAM/I-O) della 7800, usato per la modalità 2600: sostituendolo con quello di una 2600 funzionante anche i giochi 2600 sono tornati a partire.',
    keywords: ['integrato', 'ram', 'difettoso', 'sostituito', 'chip'],
  },
  {
    id: 'co-2906',
    source: 'http://retro64.altervista.org/blog/atari-2600-and-7800-repair-tales/',
    original:
      'I found an Atari 2600 Jr. unit that could not just power on. Or at least, it didn’t show any picture on the screen, but the power led light would turn on at full brightness. That would have made me think of things like a bad modulator, or a bad connection between the console and the TV set.',
    language: 'en',
    text: 'Ho un Atari 2600 Jr. che proprio non si accende. O almeno, sullo schermo non compare nessuna immagine, però il led di accensione si illumina a piena luminosità. Avrei pensato a cose tipo il modulatore guasto o un collegamento difettoso tra la console e la TV.',
    category: 'console',
    cause:
      "Il regolatore di tensione 7805 sulla scheda era guasto e dava meno di 1 V invece di 5 V ai chip; sostituito con un 7805 recuperato da una scheda Commodore 64, l'immagine è tornata.",
    keywords: ['regolatore', 'tensione', 'alimentazione', 'bassa', 'sostituito'],
  },
  {
    id: 'co-2907',
    source: 'https://keebtalk.com/t/whats-on-your-workbench-today/12656/2346',
    original:
      'I finally fixed this Xbox Series controller, which hasn’t worked right since the day I got it. [...] I’ve actually opened this thing up quite a few times trying to find out why the face buttons had weak, chattery input. I replaced the dome pads underneath the buttons, but that didn’t really work. I tried adding some material between the domes and buttons to help them make contact - that helped, but didn’t really work either.',
    language: 'en',
    text: "Ho un controller Xbox Series che non ha mai funzionato bene dal giorno in cui l'ho preso. L'ho aperto parecchie volte per capire perché i tasti frontali hanno un input debole e \"ballerino\" (a rimbalzi). Ho sostituito le cupolette in gomma sotto i tasti, ma non è servito granché. Ho provato ad aggiungere del materiale tra le cupolette e i tasti per aiutarli a fare contatto: è migliorato un po', ma non ha risolto neanche quello.",
    category: 'console',
    cause:
      "Sui contatti del circuito stampato sotto i tasti frontali c'era un eccesso di flussante di saldatura lasciato in fabbrica, che impediva un buon contatto; pulendo i contatti con alcol isopropilico i tasti hanno cominciato a funzionare come dovevano.",
    keywords: ['contatti', 'flussante', 'residui', 'pulizia', 'alcol'],
  },
  {
    id: 'co-2908',
    source: 'http://www.budgethomepage.com/blog/?p=981',
    original:
      'After the thumb stick was replaced, I found that the vertical axis on the right thumb stick wasn’t working. When I removed the stick, I found a crack in the plastic base. There was also a vertical crack on the underside of the circuit board.',
    language: 'en',
    text: "Dopo aver sostituito lo stick analogico del mio controller Xbox One, ho scoperto che l'asse verticale dello stick destro non funziona. Togliendo lo stick ho trovato una crepa nella base di plastica, e c'è anche una crepa verticale sul lato inferiore della scheda.",
    category: 'console',
    cause:
      "La crepa nella scheda del controller (probabilmente per una caduta) aveva interrotto una pista dell'asse verticale; un ponticello di filo dal piedino centrale del potenziometro verticale al punto di test TP65 ha ripristinato l'asse e il controller funziona.",
    keywords: ['pista', 'interrotta', 'crepa', 'ponticello', 'scheda'],
  },
  {
    id: 'co-2909',
    source: 'https://lifeonfr4.blogspot.com/2017/07/ms-xbox-one-controller-common-failures.html',
    original: 'I tested out this controller and it shorty come up that the analog stick not work at all.',
    language: 'en',
    text: 'Ho provato questo controller Xbox One e mi sono accorto quasi subito che lo stick analogico non funziona per niente.',
    category: 'console',
    cause:
      'Non era il potenziometro: la scheda madre del controller si era piegata e incrinata, interrompendo le piste che portano la tensione (1,8 V) ai potenziometri dello stick; dei ponticelli di filo sulle piste rotte hanno risolto il problema.',
    keywords: ['piste', 'interrotte', 'ponticelli', 'scheda', 'incrinata'],
  },
  {
    id: 'co-2910',
    source:
      'https://forums.atariage.com/topic/255978-calling-all-atari-2600-hw-wizards-2600-controller-port-not-working/',
    original:
      "Atari 2600 4 switch.Rev 12 board. I can NOT get the controller ports to work. The fire button works, but all the directions do not. At first I thought this was a RIOT issue and swapped with a known good working one. Still doesnt work. Swapped the processor and TIA with the same result. The chips work fine on a different board but refuse to work on this one. I have ohm'd out the pins from the controller ports to the riot, they are ok. Power and Ground are present at the port too... I've also checked address and data line traces, they seem fine too.",
    language: 'en',
    text: "Atari 2600 a 4 interruttori, scheda Rev 12. Non riesco a far funzionare le porte dei controller: il pulsante di fuoco funziona, ma nessuna delle direzioni sì. All'inizio pensavo fosse il chip RIOT e l'ho scambiato con uno sicuramente funzionante: niente. Ho scambiato anche processore e TIA, stesso risultato; i chip vanno benissimo su un'altra scheda ma su questa no. Ho misurato con l'ohmmetro dai pin delle porte controller al RIOT e sono a posto. Alimentazione e massa alla porta ci sono. Ho controllato anche le piste degli indirizzi e dei dati, sembrano ok.",
    category: 'console',
    cause:
      'Dentro il connettore DB9 delle porte controller i piedini posteriori (lato scheda) erano tutti spezzati, quindi le direzioni non arrivavano al RIOT; il problema non era nei chip. Risistemato il connettore, la console funziona.',
    keywords: ['connettore', 'piedini', 'spezzati', 'porta', 'joystick'],
  },
  {
    id: 'co-2911',
    source: 'http://www.atariage.com/forums/topic/33451-2600-darth-vader-with-static-sound-and-no-color/',
    original:
      "I have a 2600 that is just static and the color is well off, there is a hint of color when you power it on, but it fades to dull b&w like color. There is no sound at all, it is all static. I've tried Channel 2 - 3, and different power supplies and RF switch boxes.",
    language: 'en',
    text: 'Ho un Atari 2600 (il modello nero "Darth Vader") che fa solo fruscio e i colori sono completamente sballati: quando lo accendo si vede un accenno di colore, ma poi sbiadisce in una specie di bianco e nero spento. Niente audio, solo fruscio. Ho provato sia il canale 2 che il 3, e alimentatori e commutatori RF diversi.',
    category: 'console',
    cause:
      "Il problema del colore era dovuto al trimmer (potenziometro) di regolazione del colore sulla scheda, fuori taratura: regolandolo il colore è tornato perfetto (l'audio a fruscio era un problema separato, non risolto nel thread).",
    keywords: ['trimmer', 'colore', 'taratura', 'regolazione', 'potenziometro'],
  },
];
