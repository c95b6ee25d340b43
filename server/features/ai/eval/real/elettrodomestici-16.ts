import type { RealCase } from './types.ts';

/**
 * Batch 16 of real household appliance reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'el-1601',
    source: 'http://curtsotherblog.blogspot.com/2014/12/something-id-forgotten.html',
    original:
      "Thats the evaporator in our fridge, sure it looks like its been through a snowstorm and thats actually a problem. Self defrosting refrigerators aren't supposed to get like this, ours in fact should self defrost every day... Ours freezes up fairly often and I've gotten pretty good at defrosting it (…) Well sadly last summer it was freezing up every couple weeks.",
    language: 'en',
    text: "Questo è l'evaporatore del nostro frigo, sembra che sia passato in mezzo a una tormenta di neve e questo in effetti è un problema. I frigoriferi con sbrinamento automatico non dovrebbero ridursi così, il nostro anzi dovrebbe sbrinarsi da solo ogni giorno... Il nostro si ghiaccia abbastanza spesso e sono diventato piuttosto bravo a sbrinarlo (…) Purtroppo la scorsa estate si ghiacciava ogni paio di settimane.",
    category: 'elettrodomestici',
    cause:
      'Il timer dello sbrinamento si era inceppato e non attivava la resistenza di sbrinamento; facendolo avanzare a mano con un cacciavite per un paio di cicli ha ripreso a funzionare e il frigo si sbrina di nuovo.',
    keywords: ['timer', 'sbrinamento', 'inceppato', 'resistenza', 'evaporatore'],
  },
  {
    id: 'el-1602',
    source: 'http://gatchamark.blogspot.com/2008/08/riddle-of-leaky-fridge.html',
    original:
      "So, our refrigerator had been leaking water for some time. You'd just open the fridge, and boom! There was a puddle of water on the bottom shelf. Tonight, I had finally had enough of this nonsense.",
    language: 'en',
    text: "Allora, il nostro frigorifero perdeva acqua da un po' di tempo. Aprivi il frigo e bum! C'era una pozza d'acqua sul ripiano in basso. Stasera ne ho avuto abbastanza di questa storia.",
    category: 'elettrodomestici',
    cause:
      "Il tubo di scarico dell'acqua di sbrinamento, sul retro del frigo, era intasato da un grumo di polvere; dopo averlo liberato (smontando anche la parte del freezer) l'acqua ha ripreso a defluire.",
    keywords: ['scarico', 'tubo', 'intasato', 'polvere', 'sbrinamento'],
  },
  {
    id: 'el-1603',
    source: 'http://mommysmiddleground.blogspot.com/2011/11/dishwasher-drama.html',
    original:
      'This was a few months ago, but what makes me think of it now is that last week I noticed that the floor was getting a little damp around the dishwasher, though not like the flood that happened last time.',
    language: 'en',
    text: "È successo qualche mese fa, ma ci ripenso adesso perché la settimana scorsa ho notato che il pavimento intorno alla lavastoviglie era un po' umido, anche se non come l'allagamento dell'ultima volta.",
    category: 'elettrodomestici',
    cause:
      "Il tubo di carico dell'acqua perdeva dal raccordo: serviva una guarnizione nuova (alla fine due guarnizioni) per sigillare la giunzione; dopo averle messe la lavastoviglie non perde più.",
    keywords: ['tubo', 'carico', 'raccordo', 'guarnizione', 'perdita'],
  },
  {
    id: 'el-1604',
    source: 'http://bragger-bragger.blogspot.com/2009/02/resurrection.html',
    original:
      "We thought something was wrong with the drain, and the dirty water couldn't get OUT. Or the motor was going. Do you realize how hard it is to ascertain whether or not a dishwasher is actually producing water?",
    language: 'en',
    text: "Pensavamo che ci fosse qualcosa che non andava nello scarico e che l'acqua sporca non riuscisse a USCIRE. Oppure che il motore stesse morendo. Vi rendete conto di quanto sia difficile capire se una lavastoviglie stia davvero tirando dentro acqua o no?",
    category: 'elettrodomestici',
    cause:
      "Il tubo che porta l'acqua dentro la lavastoviglie (tubo di carico) era completamente intasato, per questo i piatti uscivano sporchi; una volta liberato il tubo la lavastoviglie ha ripreso a funzionare.",
    keywords: ['tubo', 'carico', 'intasato', 'acqua', 'ostruzione'],
  },
  {
    id: 'el-1605',
    source: 'http://sratchingtoescape.blogspot.com/2014/10/small-things-many-dont-know-about.html',
    original:
      "The lightning caused me to remember a strike on my home years ago. The dryer caught the brunt of the strike (…) As I examined the damage, I found the cord was damaged; so was the breaker in the panel. After changing them, I still couldn't get the dryer to run.",
    language: 'en',
    text: "Il fulmine mi ha fatto ricordare di quando, anni fa, ne cadde uno su casa mia. L'asciugatrice si prese il grosso della scarica (…) Esaminando i danni ho trovato il cavo di alimentazione danneggiato, e anche l'interruttore nel quadro elettrico. Dopo averli cambiati, non riuscivo ancora a far partire l'asciugatrice.",
    category: 'elettrodomestici',
    cause:
      "Nel condotto di uscita dell'aria era montato un fusibile termico (dispositivo di sicurezza contro il surriscaldamento) in serie all'alimentazione, che non aveva più continuità; sostituito con un ricambio da circa nove dollari, l'asciugatrice è ripartita e ha funzionato perfettamente.",
    keywords: ['fusibile', 'termico', 'interrotto', 'sicurezza', 'continuità'],
  },
  {
    id: 'el-1606',
    source:
      'https://www.ianjohnston.com/index.php/5-minute-repairs/45-5-minute-repair-002-hotpoint-washing-machine-control-board',
    original:
      "Hotpoint WF340 Washing Machine, barely 6 years old (a young pup!). On powering up ALL lights flash in sync, no buttons or knobs have any affect, and you can't switch it off except at the mains plug. (…) The wife said the machine has been getting worse over the past few months",
    language: 'en',
    text: 'Lavatrice Hotpoint WF340, ha appena 6 anni (una cucciola!). Quando la accendo TUTTE le spie lampeggiano insieme, pulsanti e manopole non hanno alcun effetto e non si riesce a spegnerla se non staccando la spina. (…) Mia moglie dice che la macchina è peggiorata negli ultimi mesi',
    category: 'elettrodomestici',
    cause:
      'Sulla scheda di controllo, nella sezione di alimentazione, il condensatore elettrolitico C17 (680 µF 10 V) era gonfio e seccato; è stato sostituito con uno da 1000 µF 16 V.',
    keywords: ['condensatore', 'elettrolitico', 'gonfio', 'scheda', 'alimentazione'],
  },
  {
    id: 'el-1607',
    source: 'http://girlbandgeek.blogspot.com/2009/01/?m=0',
    original:
      'Our 10 year old Maytag Neptune washer started acting up a few weeks ago. Initially it started with soapy water leaking out the door. As I do now with everything that breaks around the house, I did the old college try of troubleshooting it myself. This ended in failure and wisps of smoke emitting from the back of the washer - not good!',
    language: 'en',
    text: "La nostra lavatrice Maytag Neptune di 10 anni ha cominciato a fare i capricci qualche settimana fa. All'inizio usciva acqua insaponata dallo sportello. Come ormai faccio con tutto quello che si rompe in casa, ci ho provato da solo a capire il problema. È finita male, con dei filini di fumo che uscivano dal retro della lavatrice: non un buon segno!",
    category: 'elettrodomestici',
    cause:
      'Guasti il motorino a cera (wax motor) e la scheda di controllo: dopo aver sostituito il wax motor (dal frontale) e la scheda di controllo (nella console superiore) la lavatrice ha ripreso a funzionare.',
    keywords: ['motorino', 'cera', 'scheda', 'controllo', 'guasta'],
  },
  {
    id: 'el-1608',
    source: 'http://m.livejournal.com/read/user/madbodger/95161',
    original:
      "When fizzygeek got home, the food in the freezer wasn't frozen. A little telediagnosis (I was at Artomatic) indicated either the door hadn't sealed properly, or the thing was broken. Further discussion later indicated that it really looked broken. (…) A little investigation revealed that the compressor wasn't running.",
    language: 'en',
    text: "Quando fizzygeek è tornata a casa, il cibo nel congelatore non era congelato. Una piccola diagnosi a distanza (io ero all'Artomatic) indicava che o la porta non aveva chiuso bene, o la cosa si era rotta. Parlandone dopo, sembrava proprio rotta. (…) Un piccolo controllo ha rivelato che il compressore non partiva.",
    category: 'elettrodomestici',
    cause:
      'Sulla scheda di controllo principale la saldatura del relè del compressore era difettosa e si era bruciata, e una resistenza da 2 Ω 1 W era cotta; risaldato il relè e sostituita la resistenza, il compressore è ripartito.',
    keywords: ['scheda', 'saldatura', 'relè', 'compressore', 'resistenza'],
  },
  {
    id: 'el-1609',
    source: 'https://imgur.com/gallery/1tJbr',
    original:
      "Just when I feel like I'm starting to get things going in the right direction, and JUST before the 100 degree weather starts, I come home to an AC unit making a sound like a rabid band saw and with a complete lack of either cool air or moving fans. Naturally, this doesn't look good to me, so I assume the thing is toasted and start looking up repair places.",
    language: 'en',
    text: 'Proprio quando mi sembra che le cose stiano iniziando ad andare per il verso giusto, e PROPRIO prima che arrivi il caldo dei 100 gradi Fahrenheit, torno a casa e trovo il condizionatore che fa un rumore da sega a nastro impazzita, senza aria fredda e con le ventole ferme. Ovviamente la cosa non mi sembra promettente, do per scontato che sia andato e comincio a cercare chi lo ripari.',
    category: 'elettrodomestici',
    cause:
      'Il condensatore di avviamento (quello che dà lo spunto ai motori di ventola e compressore) era gonfio con una grossa bolla in cima e i terminali arrugginiti; sostituito con uno nuovo da circa 28 dollari, il condizionatore è ripartito subito con aria fredda.',
    keywords: ['condensatore', 'avviamento', 'gonfio', 'compressore', 'ventola'],
  },
  {
    id: 'el-1610',
    source: 'https://mix949.com/i-fixed-my-washing-machine-and-i-will-never-be-the-same/',
    original:
      'The machine wasn\'t draining, so I went into my default "oh well let\'s just buy another one because I am too lazy to try to fix it" mode for a couple of days. We looked online and, my goodness, do you have any idea how much washing machines cost?',
    language: 'en',
    text: 'La lavatrice non scaricava, quindi per un paio di giorni sono entrato nella mia solita modalità "vabbè, ne compriamo un\'altra perché sono troppo pigro per provare a ripararla". Abbiamo guardato online e, santo cielo, avete idea di quanto costino le lavatrici?',
    category: 'elettrodomestici',
    cause:
      'Il filtro della pompa di scarico era completamente intasato da muffa, grovigli di capelli, forcine, viti, un cacciavite e una scheda SD in una melma nera; dopo averlo svuotato e rimontato la pompa, la lavatrice ha ripreso a scaricare.',
    keywords: ['filtro', 'pompa', 'scarico', 'intasato', 'capelli'],
  },
  {
    id: 'el-1611',
    source: 'https://acqrs.co.uk/post/4539/13181',
    original:
      'The machine stopped midway, full of water and clothes. Panic ensued. I already saw myself forced to buy a new one. After mere 20 years! (…) had a look at that debris catcher thing and the lye pump. Both a bit dirty but easily cleaned and the pump’s screw still moved. (…) At first everything seemed fine but coming back from a short nap the machine was full of water again.',
    language: 'en',
    text: "La lavatrice si è fermata a metà, piena d'acqua e di panni. Panico. Mi vedevo già a doverne comprare una nuova. Dopo appena 20 anni! (…) ho dato un'occhiata al filtro raccogli-sporco e alla pompa di scarico. Tutti e due un po' sporchi ma facili da pulire, e la girante della pompa si muoveva ancora. (…) All'inizio sembrava tutto a posto, ma tornando da un pisolino la lavatrice era di nuovo piena d'acqua.",
    category: 'elettrodomestici',
    cause:
      'Un elastico di gomma si era avvolto attorno alla girante della pompa di scarico; dopo averlo sfilato con dei ganci lunghi (raggi di bicicletta) la lavatrice ha ripreso a scaricare.',
    keywords: ['elastico', 'girante', 'pompa', 'scarico', 'ostruzione'],
  },
  {
    id: 'el-1612',
    source: 'https://rwong.wordpress.com/2008/09/29/un-amazing-vacuum-belt-change/',
    original:
      'i brought this vacuum to Cal Poly at the beginning of 2008, but noticed that it wasn’t spinning at the bottom. the motor was still running (…) i never really had to vacuum much though, so i just left it alone.',
    language: 'en',
    text: "ho portato questo aspirapolvere al Cal Poly all'inizio del 2008, ma ho notato che sotto non girava. il motore andava ancora (…) comunque non dovevo passare l'aspirapolvere molto spesso, quindi l'ho lasciato così.",
    category: 'elettrodomestici',
    cause:
      'La cinghia che trascina la spazzola rotante (Hoover Encore Supreme, cinghia 38528-027) era consumata e rotta; montata una cinghia nuova, la spazzola ha ripreso a girare.',
    keywords: ['cinghia', 'spazzola', 'rotta', 'consumata', 'trascinamento'],
  },
  {
    id: 'el-1613',
    source: 'http://nancyjparrawebsite.blogspot.com/2011/03/march-15.html',
    original:
      "Lately, I've been having a time with all things electrical. Do you have a days when every light bulb you turn on pops? That happened the day the oven went out. It simply wouldn't heat.",
    language: 'en',
    text: 'Ultimamente ho avuto problemi con tutto ciò che è elettrico. Avete presente quelle giornate in cui ogni lampadina che accendete salta? È successo proprio il giorno in cui il forno si è guastato. Semplicemente non scaldava più.',
    category: 'elettrodomestici',
    cause:
      "Qualcuno in passato aveva sostituito l'accenditore del forno giuntando i fili ai vecchi connettori invece di collegarli alle prese sul retro: le giunzioni si erano bruciate e carbonizzate, con un lato staccato, e l'accenditore non funzionava più. Montato un accenditore nuovo collegato correttamente, il forno funziona.",
    keywords: ['accenditore', 'fili', 'giunzione', 'bruciata', 'collegamento'],
  },
  {
    id: 'el-1614',
    source: 'https://liamshandyman.blogspot.com/2012/08/sometimes-you-just-have-to-stop-and.html',
    original:
      'The ice machine in the refrigerator was not working. The water dispenser in the refrigerator was not working. Two very convenient features, which when one looked at the control panel, there was no reason why they shouldn’t be working…all systems should have been: “GO!” First step: Empty all ice out of icemaker. After all, it could simply be jammed. (…) No luck.',
    language: 'en',
    text: 'Il fabbricatore di ghiaccio del frigorifero non funzionava. Anche il distributore d\'acqua del frigo non funzionava. Due funzioni molto comode e, guardando il pannello di controllo, non c\'era alcun motivo per cui non dovessero funzionare... tutto sembrava a posto, "VIA!". Primo tentativo: ho tolto tutto il ghiaccio dal fabbricatore. Dopotutto poteva essere semplicemente bloccato. (…) Niente da fare.',
    category: 'elettrodomestici',
    cause:
      "Un blocco dell'elettronica di controllo: spegnendo il frigorifero, staccando la spina per qualche istante e ricollegandolo (riavvio/reset), ghiaccio e acqua sono tornati a uscire normalmente.",
    keywords: ['elettronica', 'blocco', 'reset', 'alimentazione', 'controllo'],
  },
  {
    id: 'el-1615',
    source:
      'https://myplasticfreelife.com/2011/07/how-i-fixed-my-broken-rice-cooker-the-complete-illustrated-instructions/',
    original:
      'A few weeks ago, I got to don my cape again after Michael plugged in the rice cooker and nothing happened. The light didn’t come on. The element didn’t heat up. The rice did not get cooked.',
    language: 'en',
    text: 'Qualche settimana fa ho dovuto rimettermi il mantello da supereroe: Michael ha attaccato la spina del cuociriso e non è successo niente. La spia non si è accesa. La piastra non si è scaldata. Il riso non si è cotto.',
    category: 'elettrodomestici',
    cause:
      'Il fusibile termico (thermal cutoff) del cuociriso era saltato; misurato con il multimetro e sostituito con uno nuovo, il cuociriso è tornato a funzionare.',
    keywords: ['fusibile', 'termico', 'saltato', 'interrotto', 'sicurezza'],
  },
  {
    id: 'el-1616',
    source: 'https://plot101.wordpress.com/2008/07/20/fixing-things/',
    original:
      'A few months ago I was given a food processor, which was standing idle in an acqaintance’s kitchen cupboard. (…) Tonight I wanted to make some pastry and I figured it would come in handy. To my dismay nothing happened when I pressed the switch! Press harder, make sure the plug is in the socket, make sure the bowl is fixed on the engine properly… to no avail.',
    language: 'en',
    text: "Qualche mese fa mi hanno regalato un robot da cucina che stava inutilizzato nella credenza di un conoscente. (…) Stasera volevo fare la pasta frolla e ho pensato che mi sarebbe tornato utile. Con mio sconcerto, premendo l'interruttore non è successo niente! Premi più forte, controlla che la spina sia nella presa, controlla che la ciotola sia fissata bene sul motore... niente da fare.",
    category: 'elettrodomestici',
    cause:
      "Il meccanismo di sicurezza (il motore parte solo con il coperchio della ciotola montato) non veniva sbloccato anche con il coperchio chiuso correttamente: la levetta non scendeva abbastanza. Un pezzetto di nastro adesivo per farla premere un millimetro più a fondo ha risolto; prima era stato pulito anche un contatto ossidato dell'interruttore, che da solo non bastava.",
    keywords: ['sicurezza', 'coperchio', 'levetta', 'interblocco', 'contatto'],
  },
  {
    id: 'el-1617',
    source: 'https://unallegropessimista.com/2019/11/11/chiedo-scusa-al-termostato/',
    original:
      'Da qualche giorno le temperature soprattutto alla notte scendono, e quindi abbiamo acceso il riscaldamento, il primo giorno bene il secondo non c’è stato verso, considerando che meno di un mese fa avevano fatto fare tutti i controlli ( furto legalizzato) e tutto funzionava, è certificato.\n\nTutto funzionava, anche il termostato dava fiamma ma la calderina non partiva, prova riprova nulla, chiamo un amico che sa un po di tutto, un arruffone, ma sempre disponibile, niente, neanche lui ci capisce il verso',
    language: 'it',
    text: 'Da qualche giorno le temperature soprattutto alla notte scendono, e quindi abbiamo acceso il riscaldamento, il primo giorno bene il secondo non c’è stato verso, considerando che meno di un mese fa avevano fatto fare tutti i controlli ( furto legalizzato) e tutto funzionava, è certificato.\n\nTutto funzionava, anche il termostato dava fiamma ma la calderina non partiva, prova riprova nulla, chiamo un amico che sa un po di tutto, un arruffone, ma sempre disponibile, niente, neanche lui ci capisce il verso',
    category: 'elettrodomestici',
    cause:
      "Non era colpa del termostato né della caldaia: il relè (interruttore) nuovo montato da poco dall'elettricista nel quadro in cantina era scattato/spento; spingendolo bene in posizione la caldaia è ripartita.",
    keywords: ['relè', 'interruttore', 'quadro', 'scattato', 'alimentazione'],
  },
  {
    id: 'el-1618',
    source: 'https://it.paperblog.com/gelo-864733/amp',
    original:
      "Ieri mattina al risveglio sorpresona!: dal rubinetto dell'acqua calda non esce una sola goccia...",
    language: 'it',
    text: "Ieri mattina al risveglio sorpresona!: dal rubinetto dell'acqua calda non esce una sola goccia...",
    category: 'elettrodomestici',
    cause:
      "Il freddo della notte aveva congelato il tratto di tubo esposto, non isolato, che porta l'acqua alla caldaia; dopo il disgelo, avvolgendo il tubo con una copertina di pile per isolarlo, la mattina dopo l'acqua calda è tornata regolarmente.",
    keywords: ['tubo', 'congelato', 'isolamento', 'gelo', 'caldaia'],
  },
  {
    id: 'el-1619',
    source: 'https://woowooteacup.wordpress.com/2011/04/04/muffins-of-joy/',
    original:
      'Our oven has been broken for a month or so now. Not the whole stove, mind you, just the oven. We have a gas range and the burners were lighting just fine, however, the oven wouldn’t heat.',
    language: 'en',
    text: 'Il nostro forno è rotto da un mese circa. Non tutta la cucina, attenzione, solo il forno. Abbiamo una cucina a gas e i fornelli si accendevano benissimo, però il forno non scaldava.',
    category: 'elettrodomestici',
    cause:
      "L'accenditore (igniter) del forno a gas era guasto; non trovando il ricambio identico, ne hanno adattato uno compatibile (usando il supporto del vecchio e i morsetti ceramici del kit) e il forno ha ripreso a scaldare.",
    keywords: ['accenditore', 'forno', 'gas', 'guasto', 'sostituzione'],
  },
  {
    id: 'el-1620',
    source: 'https://www.mats.at/gehezu.php?dat=20250610',
    original:
      'Es hat sich schon seit ziemlich langer Zeit angekündigt, meine Kaffeemaschine würde den Geist aufgeben. Die Pumpe wurde die letzten Monate über immer lauter, ihre Arbeitspensum dabei allerdings auffällig niedriger. Sprich: trotz ordentlichem Pumpenlärm kam immer weniger heißes Wasser. Bis vor zwei Tagen nur mehr der Lärm der Pumpe vorhanden war – meine Maschine verkam damit zu einem Ausstellungsobjekt. (…) schließlich ist diese Maschine wahrscheinlich bereits 20 Jahre oder älter',
    language: 'de',
    text: "Era da parecchio che si capiva che la mia macchina del caffè stava per tirare le cuoia. Negli ultimi mesi la pompa è diventata sempre più rumorosa, ma lavorava decisamente meno. Cioè: nonostante il bel rumore della pompa, usciva sempre meno acqua calda. Finché due giorni fa era rimasto solo il rumore della pompa: la macchina è diventata un soprammobile. (…) d'altronde avrà probabilmente già 20 anni o più",
    category: 'elettrodomestici',
    cause:
      'La pompa vibrante era usurata: sostituita con una nuova dello stesso tipo (circa 23 euro), la macchina ha ripreso a fare il caffè.',
    keywords: ['pompa', 'usurata', 'vibrante', 'usura', 'portata'],
  },
  {
    id: 'el-1621',
    source: 'https://www.mats.at/gehezu.php?dat=20200622',
    original:
      'Mit einer Generalrestaurierung meiner Kaffeemaschine im August des Vorjahres hatte es begonnen. Die Maschine war wie neu – der Kaffee aber war danach nicht wieder der Alte. Irgendwas hatte gefehlt. Also nicht irgendwas, sondern etwas Essenzielles: die Crema. (…) Eigentlich ist bei meiner Maschine doch jetzt alles in Ordnung, alles wie neu. Und komplett geputzt habe ich sie ebenfalls. Was könnte da also noch defekt sein?',
    language: 'de',
    text: "Tutto è cominciato con una revisione generale della mia macchina del caffè ad agosto dell'anno scorso. La macchina era come nuova, ma il caffè dopo non era più quello di prima. Mancava qualcosa. Non una cosa qualsiasi, ma una cosa essenziale: la crema. (…) In teoria nella mia macchina adesso è tutto a posto, tutto come nuovo. E l'ho anche pulita completamente. Cos'altro potrebbe essere guasto?",
    category: 'elettrodomestici',
    cause:
      'Il filtro/portafiltro era consumato: il caffè macinato negli anni aveva scavato sottili solchi sul bordo del filtro da cui la pressione sfuggiva lateralmente. Sostituito il portafiltro con filtro (ricambio compatibile), è tornata la crema.',
    keywords: ['portafiltro', 'filtro', 'usurato', 'pressione', 'guarnizione'],
  },
  {
    id: 'el-1622',
    source: 'https://de.paperblog.com/dyson-elektroburste-kaputt-nah-1330236',
    original:
      'Wir haben einen Dyson Akkusauger Typ DC62. (…) wenn der 300 Euro-Dyson nach 2 Jahren und 2 Monaten plötzlich seine Elektrobürste nicht mehr drehen will, dann kommt Frust auf. (…) Also zuerst mal die Bürste fachmännisch in alle Einzelteile zerlegt und alles gereinigt. Da sich immer noch nix tat, mit dem Multimeter den Stromfluss durch das Saugrohr bis zum Motor gemessen, da ich festgestellt hatte, dass kein Saft am Motor für die Bürste ankam.',
    language: 'de',
    text: "Abbiamo un aspirapolvere a batteria Dyson tipo DC62. (…) quando il Dyson da 300 euro, dopo 2 anni e 2 mesi, all'improvviso non vuole più far girare la spazzola elettrica, arriva la frustrazione. (…) Allora per prima cosa ho smontato la spazzola pezzo per pezzo a regola d'arte e ho pulito tutto. Visto che non succedeva ancora niente, ho misurato col multimetro la corrente attraverso il tubo fino al motore, perché avevo notato che al motore della spazzola non arrivava corrente.",
    category: 'elettrodomestici',
    cause:
      'I due contatti elettrici sotto il contenitore della polvere (che alimentano il tubo e la spazzola) erano coperti di polvere perché il contenitore non chiude a tenuta; soffiati e puliti i contatti, la spazzola ha ripreso a girare.',
    keywords: ['contatti', 'polvere', 'sporchi', 'contenitore', 'spazzola'],
  },
  {
    id: 'el-1623',
    source: 'https://zencok.blogspot.com/2025/12/vivre-still-life-184.html',
    original:
      "Zut alors! Encore mal réveillés l'autre matin, nous avons dû constater que le grille-pain nous lâchait. Le levier du minuteur refusait de s'enclencher. Pas de tranches bien toastées, comme on les aime, à moins de rester deux minutes le doigt appuyé sur le capuchon noir. (…) il y avait plus de dix ans.",
    language: 'fr',
    text: "Accidenti! L'altra mattina, ancora mezzi addormentati, ci siamo accorti che il tostapane ci stava abbandonando. La leva del timer non voleva restare agganciata. Niente fette ben tostate come piacciono a noi, a meno di restare due minuti col dito premuto sul cappuccio nero. (…) aveva più di dieci anni.",
    category: 'elettrodomestici',
    cause:
      "Il meccanismo di aggancio della leva del tostapane Russell Hobbs era ostruito da un accumulo di briciole e residui di pane; aperto l'apparecchio e pulito dall'interno, la leva resta di nuovo giù.",
    keywords: ['briciole', 'ostruzione', 'leva', 'aggancio', 'residui'],
  },
  {
    id: 'el-1624',
    source: 'http://rediles.com/obsolescenciaprogramada/2016/01/13/batidora-taurus/',
    original:
      'Hace unos años compré una pequeña batidora Taurus R250 de 2 velocidades. La verdad es que me pareció barata, y me ha dado muy buen resultado, excepto por un pequeño detalle. La batidora tiene un pulsador que activa la velocidad lenta si se presiona poco, y la velocidad rápida si se presiona a fondo. (…) haciendo que solo funcione en una de las velocidades. Esa avería me ocurrió en varias ocasiones',
    language: 'es',
    text: 'Qualche anno fa ho comprato un piccolo frullatore a immersione Taurus R250 a 2 velocità. Mi era sembrato economico e mi ha dato ottimi risultati, tranne un piccolo particolare. Il frullatore ha un pulsante che attiva la velocità lenta se lo premi poco e quella veloce se lo premi fino in fondo. (…) per cui funziona solo a una delle due velocità. Questo guasto mi è capitato più volte',
    category: 'elettrodomestici',
    cause:
      "Premendo e rilasciando ripetutamente il pulsante, un diodo (1N4001) si surriscaldava per la corrente di spunto del motore e si bruciava; l'autore lo ha sostituito più volte e alla fine ha montato un diodo di potenza maggiore, dopodiché il guasto non si è più ripresentato.",
    keywords: ['diodo', 'surriscaldamento', 'bruciato', 'velocità', 'pulsante'],
  },
  {
    id: 'el-1625',
    source:
      'https://antenna.infomixer.net/2013/05/28/%E7%BE%BD%E3%81%8C%E5%9B%9E%E3%82%8A%E3%81%AB%E3%81%8F%E3%81%8F%E3%81%AA%E3%81%A3%E3%81%9F%E6%89%87%E9%A2%A8%E6%A9%9F%E3%81%AE%E5%88%86%E8%A7%A3%E4%BF%AE%E7%90%86/',
    original:
      '今日は羽根が回らなくなった扇風機です。\n結構時代を感じる風貌ですね。^^\n古い扇風機の回転が弱くなったら十中八九はコンデンサーの容量抜けらしい。\nこの扇風機もかなり古いのでマズ間違いないだろう。',
    language: 'ja',
    text: 'Oggi tocca a un ventilatore le cui pale non girano più.\nHa un aspetto che tradisce parecchi anni, eh ^^\nPare che quando un vecchio ventilatore gira sempre più piano, nove volte su dieci sia il condensatore che ha perso capacità.\nAnche questo ventilatore è bello vecchio, quindi non dovrebbero esserci dubbi.',
    category: 'elettrodomestici',
    cause:
      "Il condensatore era quasi a posto: il motore era frenato da fili e filacci di cucito aggrovigliati attorno all'albero, entrati fin dentro. Tolti i fili, il ventilatore è tornato a girare.",
    keywords: ['fili', 'albero', 'motore', 'aggrovigliati', 'bloccato'],
  },
];
