import type { RealCase } from './types.ts';

/**
 * Batch 19 of real computer reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'pc-1901',
    source: 'https://github.com/Antecer/AmusingKeypad/issues/16',
    original:
      "I've been using the AmusingPro keypad for well over two years now and just today one of the key didn't function anymore.\nI tried the following:\n\n* Re-plugged the cable/tried a different cable\n* Swapped multiple switches\n* Reinstalled drivers\n\nNone of them seem to have worked so I'm stuck with only one button that works.",
    language: 'en',
    text: 'Uso il keypad AmusingPro da più di due anni e proprio oggi uno dei tasti ha smesso di funzionare.\nHo provato così:\n\n* ho ricollegato il cavo/provato un altro cavo\n* ho cambiato diversi switch\n* ho reinstallato i driver\n\nNiente ha funzionato, quindi mi ritrovo con un solo pulsante che va.',
    category: 'computer',
    cause:
      'Il connettore dello switch sul circuito stampato era saldato male (saldatura fredda/staccata); dopo aver aperto il keypad e rifatto la saldatura il tasto ha ripreso a funzionare.',
    keywords: ['saldatura', 'connettore', 'switch', 'circuito', 'risaldare'],
  },
  {
    id: 'pc-1902',
    source: 'https://github.com/intel/Intel-Linux-Processor-Microcode-Data-Files/issues/67',
    original:
      "The system randomly freezes under certain workloads. When this occurs, nothing responds (not even `Alt+SysRq+REISUB`), audio starts looping, the last picture remains on the screen, the system instantly vanishes from the local network (no response to `ping` or `ssh`), and most often, the system automatically reboots itself after ~10 seconds. Sometimes it doesn't reboot, and I have to hold down the power button to forcibly turn the laptop off.",
    language: 'en',
    text: "Il sistema si blocca a caso con certi carichi di lavoro. Quando succede non risponde più niente (neanche `Alt+SysRq+REISUB`), l'audio va in loop, sullo schermo resta l'ultima immagine, il sistema sparisce all'istante dalla rete locale (nessuna risposta a `ping` o `ssh`) e quasi sempre si riavvia da solo dopo circa 10 secondi. A volte non si riavvia e devo tenere premuto il tasto di accensione per spegnere il portatile a forza.",
    category: 'computer',
    cause:
      'Un modulo di RAM difettoso (che memtest non rilevava) provocava i blocchi; sostituita la memoria in garanzia, il portatile funziona senza problemi.',
    keywords: ['ram', 'memoria', 'modulo', 'difettoso', 'sostituzione'],
  },
  {
    id: 'pc-1903',
    source: 'https://github.com/mattdibi/redox-keyboard/issues/121',
    original:
      "Left hand row 1 (qwerty...) not working\n\nI'm pretty sure it's not my soldering. I tested continuity all along the row and between the row and the Arduino pin, all good. Shorting the row pin to a column pin with a piece of wire didn't register a key press either, though that did work on the other row pins",
    language: 'en',
    text: "La fila 1 della metà sinistra (qwerty...) non funziona\n\nSono abbastanza sicuro che non dipenda dalle mie saldature. Ho controllato la continuità lungo tutta la fila e tra la fila e il pin dell'Arduino, tutto ok. Anche cortocircuitando con un pezzo di filo il pin della fila con un pin di colonna non registra nessuna pressione, mentre con i pin delle altre file funziona.",
    category: 'computer',
    cause:
      'Era proprio una saldatura: il pin del microcontrollore (Pro Micro) non era attaccato alla scheda; rifatta la saldatura del pin la fila di tasti funziona.',
    keywords: ['saldatura', 'pin', 'microcontrollore', 'fila', 'contatto'],
  },
  {
    id: 'pc-1904',
    source: 'https://github.com/nicinabox/lets-split-guide/issues/32',
    original:
      'The two halves of the keyboard work when plugged directly into the computer, but once I add the trrs cable everything stops working.',
    language: 'en',
    text: 'Le due metà della tastiera funzionano se le collego direttamente al computer, ma appena aggiungo il cavo TRRS smette di funzionare tutto.',
    category: 'computer',
    cause:
      'Errore di montaggio: i ponticelli (jumper) sulle due metà erano chiusi in modo sbagliato; rifatti correttamente (uguali su entrambe le metà) la tastiera funziona col cavo TRRS.',
    keywords: ['ponticelli', 'jumper', 'montaggio', 'metà', 'cavo'],
  },
  {
    id: 'pc-1905',
    source: 'https://github.com/foostan/crkbd/issues/18',
    original:
      'I tried mine initially with a TRS cable and whatever side was plugged into the usb cable worked but the other would not.',
    language: 'en',
    text: "All'inizio ho provato la mia con un cavo TRS e funzionava solo la metà collegata al cavo USB, l'altra no.",
    category: 'computer',
    cause:
      'Il cavo TRS (3 poli) non faceva passare la comunicazione tra le due metà; sostituito con un cavo TRRS (4 poli) entrambe le metà funzionano perfettamente.',
    keywords: ['cavo', 'trrs', 'poli', 'sostituzione', 'metà'],
  },
  {
    id: 'pc-1906',
    source: 'https://github.com/mattdibi/redox-keyboard/issues/8',
    original:
      "I just finished soldering my Redox. After flashing I noticed that pressing a middle row key causes a press on all switches in the same column. \n\nThe other half does not have the same issue. I'm quite sure that the diodes are correctly soldered, but I don't have a clue what could be the culprit here. Especially since the whole row is affected.",
    language: 'en',
    text: "Ho appena finito di saldare la mia Redox. Dopo aver caricato il firmware ho notato che premendo un tasto della fila centrale si attivano tutti gli switch della stessa colonna.\n\nL'altra metà non ha questo problema. Sono abbastanza sicuro che i diodi siano saldati bene, ma non ho idea di quale possa essere il colpevole. Soprattutto perché è coinvolta tutta la fila.",
    category: 'computer',
    cause:
      'Il microcontrollore Pro Micro si era danneggiato (due pin in corto) quando era stato dissaldato dopo averlo montato al contrario; sostituito il Pro Micro il problema è risolto.',
    keywords: ['microcontrollore', 'corto', 'pin', 'sostituzione', 'dissaldare'],
  },
  {
    id: 'pc-1907',
    source: 'https://github.com/DoESLiverpool/somebody-should/issues/776',
    original:
      'The HP LaserJet Pro M402dn has been reporting "Load Paper". Pulling the paper tray out I found there was a fair few sheets trying to feed in so I removed those. After some minimal poking a small part fell out. Not sure where it\'s come from and with it removed the printer is still asking us to load paper so I imagine it needs to be replaced.',
    language: 'en',
    text: 'La HP LaserJet Pro M402dn continua a dire "Load Paper" (carica carta). Tirando fuori il cassetto ho trovato parecchi fogli che cercavano di entrare e li ho tolti. Dopo aver smanettato un po\' è caduto fuori un pezzettino. Non so da dove venga e senza quel pezzo la stampante continua a chiederci di caricare la carta, quindi immagino vada sostituito.',
    category: 'computer',
    cause:
      'Il pezzetto caduto andava solo riagganciato nella sua sede e il cassetto della carta non era regolato/inserito correttamente; sistemati entrambi, la stampante non segnala più la mancanza di carta.',
    keywords: ['cassetto', 'carta', 'sensore', 'guida', 'regolazione'],
  },
  {
    id: 'pc-1908',
    source: 'https://github.com/system76/thelio/issues/55',
    original:
      'The be be quiet! 14025-hf-pwm fan that Thelio uses for its intake is quite noisy, particularly when spinning down. It produces an audible "rattly" noise. I uploaded a video below. Not all speakers seem to reproduce the noise well, so.. headphones recommended I guess? I promise it\'s much more audible in real life!',
    language: 'en',
    text: 'La ventola be quiet! 14025-hf-pwm che il Thelio usa per l\'aspirazione è parecchio rumorosa, soprattutto quando rallenta. Fa un rumore tipo "sferragliante" che si sente bene. Ho caricato un video qui sotto. Non tutti gli altoparlanti riproducono bene il rumore, quindi... meglio le cuffie, credo? Giuro che dal vivo si sente molto di più!',
    category: 'computer',
    cause:
      'La ventola di aspirazione del case faceva rumore di sferragliamento (cuscinetto/rotore) in fase di rallentamento; sostituita con una ventola Noctua NF-A14, il rumore è sparito.',
    keywords: ['ventola', 'rumore', 'cuscinetto', 'sostituzione', 'case'],
  },
  {
    id: 'pc-1909',
    source: 'https://github.com/cityofaustin/atd-data-tech/issues/24059',
    original: 'My V key is a bit wonky and loose.',
    language: 'en',
    text: "Il mio tasto V è un po' ballerino e allentato.",
    category: 'computer',
    cause:
      'Il meccanismo del tasto della tastiera del portatile era danneggiato; il tecnico Dell ha sostituito la tastiera.',
    keywords: ['tasto', 'tastiera', 'meccanismo', 'sostituzione', 'clip'],
  },
  {
    id: 'pc-1911',
    source: 'https://github.com/cityofaustin/atd-data-tech/issues/13640',
    original:
      "Dell laptop will not turn on. I've charged it for hours and overnight but to no avail. I've pressed the start button and it won't work.",
    language: 'en',
    text: "Il portatile Dell non si accende. L'ho messo in carica per ore e tutta la notte ma niente da fare. Ho premuto il pulsante di accensione e non parte.",
    category: 'computer',
    cause:
      'Il portatile era rimasto bloccato (controller di alimentazione/carica residua): tenendo premuto il tasto di accensione per 30 secondi, rilasciando e poi tenendolo premuto fino al logo Dell (reset hardware) è ripartito.',
    keywords: ['reset', 'pulsante', 'accensione', 'scarica', 'alimentazione'],
  },
  {
    id: 'pc-1912',
    source: 'https://github.com/cityofaustin/atd-data-tech/issues/15796',
    original:
      "Cannot be able to turn on the laptop and need to try different troubleshooting steps.\n## What did you do to resolve the issue\nHave tried to turn the laptop, but unfortunately it couldn't turn on, checked the docking adapter, swapped it and tried to remove the battery, did a hard reset, still the issue comes up.",
    language: 'en',
    text: "Non riesco ad accendere il portatile e devo provare diversi passaggi per capire il problema.\n## Cosa ho fatto per risolvere\nHo provato ad accenderlo, ma purtroppo non si accende; ho controllato l'adattatore della docking, l'ho cambiato, ho provato a togliere la batteria e ho fatto un hard reset, ma il problema resta.",
    category: 'computer',
    cause:
      'Scheda madre guasta: il tecnico Dell ha sostituito la scheda madre e il portatile è tornato a funzionare.',
    keywords: ['scheda', 'madre', 'guasto', 'sostituzione', 'accensione'],
  },
  {
    id: 'pc-1913',
    source: 'https://github.com/cityofaustin/atd-data-tech/issues/25869',
    original: 'Monitors are not turning on.',
    language: 'en',
    text: 'I monitor non si accendono.',
    category: 'computer',
    cause:
      'I cavi di alimentazione e video dei monitor non facevano contatto; reinseriti bene (ricollegati) i monitor funzionano.',
    keywords: ['cavi', 'alimentazione', 'video', 'collegamento', 'contatto'],
  },
  {
    id: 'pc-1914',
    source: 'https://github.com/jfedor2/two-ball-trackball/issues/2',
    original:
      'SENSOR0 / BALL 1 seems to be stuck in perpetual diagonal movement. If I set the X axis to Cursor X and Y axis to Cursor Y (inverted), cursor perpetually moves down and to the right, diagonally. Accordingly, if I set Y axis to Cursor Y (not inverted), cursor perpetually moves up and to the right, diagonally. Any idea on how to debug this?',
    language: 'en',
    text: "Il SENSOR0 / BALL 1 sembra bloccato in un movimento diagonale continuo. Se imposto l'asse X su Cursor X e l'asse Y su Cursor Y (invertito), il cursore va continuamente in basso a destra, in diagonale. Allo stesso modo, se imposto l'asse Y su Cursor Y (non invertito), il cursore va continuamente in alto a destra, in diagonale. Avete idea di come fare a capire il problema?",
    category: 'computer',
    cause:
      'Il sensore ottico (PMW3360) della prima sfera era difettoso; sostituito il sensore, il problema è risolto.',
    keywords: ['sensore', 'ottico', 'difettoso', 'sostituzione', 'cursore'],
  },
  {
    id: 'pc-1915',
    source: 'https://github.com/Yowkees/keyball/issues/695',
    original:
      'トラックボール台がブカブカなことが問題な気がしてきました. \n現状ネジをしっかり閉めた状態ですが, 机の揺れ等でもトラックボールが揺れます（それによりcursorがピクピクする.',
    language: 'ja',
    text: 'Comincio a pensare che il problema sia il supporto della trackball che balla.\nAl momento le viti sono ben strette, ma anche solo con le vibrazioni della scrivania la trackball si muove (e per questo il cursore fa dei piccoli scatti).',
    category: 'computer',
    cause:
      'Mancavano le sferette di ceramica che sostengono la sfera della trackball (la sfera poggia su tre sferette); inserite tre sferette di ceramica da 2 mm il cursore non scatta più.',
    keywords: ['sfera', 'supporto', 'sferette', 'cuscinetti', 'mancanti'],
  },
  {
    id: 'pc-1916',
    source: 'https://github.com/osy/HaC-Mini/issues/49',
    original:
      'I have two drive samsung 970 evo drives in and it was constantly rebooting. When I took one drive out it appeared to be stable with no rebooting. As soon as I put the other one back in within a few minutes it had rebooted.',
    language: 'en',
    text: "Ho montato due SSD Samsung 970 EVO e il computer si riavviava di continuo. Quando ho tolto un disco sembrava stabile, niente riavvii. Appena ho rimesso l'altro, nel giro di pochi minuti si è riavviato.",
    category: 'computer',
    cause:
      'Surriscaldamento degli SSD NVMe: il pad termico copriva solo metà di ciascun disco; aggiungendo/ritagliando pad termici per coprirli completamente le temperature sono scese e i riavvii sono spariti.',
    keywords: ['surriscaldamento', 'pad', 'termico', 'ssd', 'temperatura'],
  },
  {
    id: 'pc-1917',
    source: 'https://github.com/hamishcoleman/thinkpad-ec/issues/152',
    original:
      "Do you figure anything out here? I now have 3 keyboards: 2 have everything working, except the 3 mouse buttons at the bottom of the keyboard, and the 3rd has working mouse buttons, but the entire middle row of keys doesn't work.",
    language: 'en',
    text: 'Hai scoperto qualcosa? Adesso ho 3 tastiere: in 2 funziona tutto tranne i 3 tasti del mouse in basso, e nella terza i tasti del mouse funzionano ma non va tutta la fila centrale di tasti.',
    category: 'computer',
    cause:
      'Il nastro isolante usato per isolare i pin del connettore della tastiera era troppo spesso e impediva il contatto dei pin vicini; sostituito con un nastro più sottile (tipo scotch) tutti i tasti funzionano.',
    keywords: ['connettore', 'nastro', 'pin', 'contatto', 'spessore'],
  },
  {
    id: 'pc-1918',
    source: 'https://github.com/cityofaustin/atd-data-tech/issues/15046',
    original:
      "When I connect to monitors using a docking station the monitors I connect to begin to flicker on and off. Matt has updated the software and still it continues to do this. It doesn't matter which station I go to the monitors still flicker.",
    language: 'en',
    text: 'Quando collego i monitor tramite una docking station, i monitor iniziano a spegnersi e riaccendersi a intermittenza. Matt ha aggiornato il software ma continua a farlo. Non importa a quale postazione vado, i monitor sfarfallano lo stesso.',
    category: 'computer',
    cause:
      'Guasto della scheda madre del portatile (uscita video verso la docking); il tecnico Dell ha sostituito la scheda madre.',
    keywords: ['scheda', 'madre', 'uscita', 'video', 'sostituzione'],
  },
  {
    id: 'pc-1919',
    source: 'https://github.com/cityofaustin/atd-data-tech/issues/28171',
    original:
      "My monitor is flickering on and off. I checked all the wires and it looks fine, so I don't know what is going on.",
    language: 'en',
    text: 'Il mio monitor si spegne e si riaccende a intermittenza. Ho controllato tutti i cavi e sembrano a posto, quindi non so cosa stia succedendo.',
    category: 'computer',
    cause: 'Era il cavo video del monitor difettoso; sostituito il cavo lo sfarfallio è sparito.',
    keywords: ['cavo', 'video', 'difettoso', 'sostituzione', 'monitor'],
  },
  {
    id: 'pc-1920',
    source: 'https://github.com/RobertsLab/resources/issues/1878',
    original:
      'We experienced a strange anomaly the other day, where Gannet notified us that it was disconnected from its universal power supply (UPS). At the same time, we received notification from Gannet that its storage pool was in a critical state, due to "missing" drives. However, the system showed all drives as present _and_ healthy.\n\nBut, whatever the issue was was preventing writing data (but, at least data was readable).',
    language: 'en',
    text: 'L\'altro giorno abbiamo avuto una strana anomalia: Gannet ci ha avvisato che era scollegato dal gruppo di continuità (UPS). Nello stesso momento ci è arrivata la notifica che il suo storage pool era in stato critico per dischi "mancanti". Però il sistema mostrava tutti i dischi presenti _e_ sani.\n\nQualunque fosse il problema, impediva di scrivere dati (almeno però si potevano leggere).',
    category: 'computer',
    cause:
      "Il gruppo di continuità (UPS) a cui era collegata l'unità di espansione dischi del NAS si era guastato, togliendo alimentazione all'espansione; collegata l'unità di espansione a un'altra alimentazione, il NAS è tornato online con tutti i dati.",
    keywords: ['ups', 'alimentazione', 'espansione', 'nas', 'dischi'],
  },
  {
    id: 'pc-1921',
    source:
      'https://hackintosh-forum.de/forum/thread/29571-fl%C3%BCssigkeit-%C3%BCber-die-apple-tastatur-gekippt-reparaturtip/?postID=276456',
    original:
      'Seit letzten Freitag gehöre ich auch zu den körperlich unkoordinierten und bin beim rübergreifen am Schreibtisch doch tatsächlich am Kaffelöffel hängen geblieben. Anders konnte es ja nicht kommen und schon ergoß sich der Inhalt der Tasse über meine Kabelgebundene Apple Tastatur.\nHastig riss ich die Tastatur noch hoch und wendete sie, aber auch meine ausgeprägten und schnellen Reflexe konnte den Schaden nicht abwenden. Was fängt man mit einer Tastaur an, bei der\nq,w, Tab und Shift\nTaste nicht funktionieren?',
    language: 'de',
    text: "Da venerdì scorso faccio parte anch'io degli scoordinati: allungandomi sulla scrivania mi sono impigliato nel cucchiaino del caffè. Non poteva andare diversamente e il contenuto della tazza si è rovesciato sulla mia tastiera Apple con il cavo. L'ho tirata su di corsa e l'ho girata, ma nemmeno i miei riflessi pronti sono bastati a evitare il danno. Che te ne fai di una tastiera su cui i tasti q, w, Tab e Shift non funzionano?",
    category: 'computer',
    cause:
      'I residui del caffè penetrato tra i tasti facevano contatto/incollavano la membrana: sciacquata a fondo la tastiera con acqua distillata e lasciata asciugare due giorni sul termosifone, è tornata a funzionare perfettamente.',
    keywords: ['liquido', 'residui', 'risciacquare', 'asciugare', 'membrana'],
  },
  {
    id: 'pc-1922',
    source: 'https://roger-m-fiedler.de/notizblog.php?item=452&view=Art',
    original:
      'Bei mir war es ein kleiner Rest in einer Flasche: Bier in der Tastatur. Im Eifer des Schreibens schäumte mal eben die Meeresbrandung heran und nässte das Bluetoothbrett. Und die kleinen Tasten saugten gleich das klebrige Nass in ihre ausgetrockneten Kehlen. Vor allem Space, Command, Option und Return. Aber auch das N hatte Durst.',
    language: 'de',
    text: "Nel mio caso è stato un piccolo avanzo in una bottiglia: birra nella tastiera. Nella foga di scrivere è arrivata l'onda e ha bagnato la tastiera bluetooth. E i tastini si sono subito bevuti quel liquido appiccicoso con le loro gole secche. Soprattutto Spazio, Command, Option e Invio. Ma anche la N aveva sete.",
    category: 'computer',
    cause:
      "I residui zuccherini e appiccicosi della birra facevano restare incollati i tasti (lo Spazio restava premuto): con la tastiera spenta, l'ha lavata immergendo la parte bassa in acqua tiepida con poco detersivo strofinando i tasti, poi l'ha fatta asciugare; il giorno dopo funzionava.",
    keywords: ['liquido', 'appiccicoso', 'tasti', 'lavaggio', 'asciugare'],
  },
  {
    id: 'pc-1923',
    source: 'https://codecaveme.de/blog/verklebte-tastatur-wieder-gaengig-machen-nach-wasserschaden/',
    original:
      'Diesen Beitrag hier schreibe ich tatsächlich von einer Tastatur der ich so ein Schicksal angetan habe. Sie ist mechanisch, mit LED beleuchtet und von der Marke Corsair. Seit Jahren war sie mir treu und ist mir sehr an’s Herz gewachsen, umso schlimmer erschien mir mein Missgeschick mit meinem süßen Tee, der mir erst Störungen und dann stark verklebte Tasten bescherte.',
    language: 'de',
    text: 'Questo post lo sto scrivendo proprio dalla tastiera a cui ho fatto fare questa fine. È meccanica, retroilluminata a LED, di marca Corsair. Mi è stata fedele per anni e ci sono proprio affezionato, per questo il mio incidente con il tè zuccherato mi è sembrato ancora peggio: prima mi ha dato dei malfunzionamenti e poi tasti molto appiccicati.',
    category: 'computer',
    cause:
      "Il tè zuccherato rovesciato aveva lasciato residui appiccicosi negli switch meccanici: dopo l'asciugatura ha smontato i tasti ancora incollati e ci ha spruzzato dentro del lubrificante (WD-40); i tasti sono tornati scorrevoli.",
    keywords: ['zucchero', 'appiccicoso', 'switch', 'lubrificare', 'asciugatura'],
  },
  {
    id: 'pc-1924',
    source:
      'https://leicht.ykom.de/cgi-bin/snews.pl?type=showentries&entrynumber=P1420668970p&title=Do%20it%20yourself',
    original:
      'Eine ganze Tasse Kaffee in die Tastatur gekippt. Eigentlich keine Katastrophe, einige Tasten wollten dann aber doch nicht mehr exakt funktionieren an meiner Tastatur auf der Arbeit.',
    language: 'de',
    text: 'Mi sono rovesciato una tazza intera di caffè sulla tastiera. Non proprio una catastrofe, però alcuni tasti della mia tastiera al lavoro non volevano più funzionare bene.',
    category: 'computer',
    cause:
      'Il caffè entrato sotto i tasti impediva il contatto corretto: lavata la tastiera sotto il rubinetto e lasciata asciugare bene sul termosifone, il giorno dopo funzionava di nuovo tutto.',
    keywords: ['liquido', 'caffè', 'lavare', 'asciugare', 'contatti'],
  },
  {
    id: 'pc-1925',
    source: 'https://pafnuty.wordpress.com/2012/02/14/acer-nic-mystery-and-a-short-panic/',
    original:
      'This morning as I was chatting with @skepticalcowboy my internet failed. After some struggle (in vain) trying to get my wireless network adapter back up and running and encountering some very strange behavior, I went through the litany of steps everybody who depends on their computer goes through when they fear the worst:',
    language: 'en',
    text: "Stamattina mentre chattavo con @skepticalcowboy mi è saltato internet. Dopo un po' di lotta (inutile) per far ripartire l'adattatore di rete wireless, con dei comportamenti proprio strani, ho fatto tutta la trafila che fa chiunque dipenda dal computer quando teme il peggio:",
    category: 'computer',
    cause:
      'La scheda di rete wireless interna del portatile faceva cattivo contatto nel suo slot: estratta, soffiata via la polvere e reinserita, il wifi è tornato a funzionare.',
    keywords: ['scheda', 'wireless', 'slot', 'contatto', 'reinserire'],
  },
  {
    id: 'pc-1926',
    source: 'http://darkwyrm-haiku.blogspot.com/2009/01/for-while-i-had-problem-where-lcd.html',
    original:
      'For a while, I had a problem where the LCD monitor on my main computer would suddenly start flashing from whatever it was displaying at the time to black and back about twice a second. The weird thing was that the machine itself appeared to be "asleep" (i.e. not doing anything) while the screen was black. The problem appeared to be limited to Windows.\n\nThinking it was a problem limited to Windows -- like a driver problem or something -- I decided to spend quite a bit of time in Linux for a while to confirm my suspicions.',
    language: 'en',
    text: "Da un po' di tempo avevo un problema: il monitor LCD del mio computer principale all'improvviso cominciava a lampeggiare, passando da quello che stava mostrando al nero e ritorno, circa due volte al secondo. La cosa strana era che mentre lo schermo era nero il computer sembrava \"addormentato\" (cioè non faceva niente). Sembrava che il problema ci fosse solo su Windows.\n\nPensando che fosse un problema solo di Windows, tipo un driver o qualcosa del genere, ho deciso di passare un bel po' di tempo su Linux per confermare i miei sospetti.",
    category: 'computer',
    cause:
      'La ventola della scheda video era completamente intasata di polvere e la scheda si surriscaldava; dopo averla pulita con aria compressa e rimontata il problema è sparito.',
    keywords: ['ventola', 'polvere', 'scheda', 'surriscaldamento', 'pulizia'],
  },
  {
    id: 'pc-1927',
    source: 'https://boards.straightdope.com/t/my-computer-glitches-when-i-get-out-of-my-chair/1002936',
    original:
      'I recently upgraded my video card and monitor, with the monitor running at a pretty high pixel rate: 3440x1440 @ 165 Hz. It’s been pretty reliable, but noticed that every so often I’d get a black screen, which would come back in a second or so. Audio (which goes through the DisplayPort cable) also cut out.\nIt’s been pretty rare and I didn’t have a clear repro scenario, but it never seemed to happen when I was in the middle of using the computer. Just when something… changed. Couldn’t quite pin down anything further though.',
    language: 'en',
    text: "Ho appena aggiornato scheda video e monitor, con il monitor che va a una risoluzione/frequenza bella alta: 3440x1440 a 165 Hz. È stato abbastanza affidabile, però ho notato che ogni tanto lo schermo diventava nero e tornava dopo un secondo circa. Saltava anche l'audio (che passa dal cavo DisplayPort).\nSuccede abbastanza di rado e non avevo un modo chiaro per riprodurlo, ma sembrava non capitare mai mentre stavo usando il computer. Solo quando qualcosa… cambiava. Più di così non riuscivo a capire.",
    category: 'computer',
    cause:
      "Il pistone a gas della sedia da ufficio, quando ci si alza, genera un picco di interferenza elettromagnetica che viene captato dal cavo video DisplayPort e fa perdere il sincronismo al monitor; verificato ripetendo l'alzata dalla sedia.",
    keywords: ['interferenza', 'elettromagnetica', 'cavo', 'sedia', 'segnale'],
  },
];
