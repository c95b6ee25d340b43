import type { RealCase } from './types.ts';

/**
 * Batch 14 of real computer reports (issue 24): gathered 2026-11-28 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'pc-1101',
    source: 'https://www.geekrant.org/2008/10/01/cleaning-up-your-pc/',
    original:
      'Why was the fan so noisy? And why did it occasionally stop dead in its tracks? Typically when the machine was busy, and particularly noticeable while playing games. No warning, no graceful shutdown, just power off. I had been planning for a re-installation of Windows, and started the process when it shut down again. So I decided to open it up. Checked a few connections. Nothing obviously loose.',
    language: 'en',
    text: "Ma perché la ventola del mio PC è così rumorosa? E perché ogni tanto si spegne di colpo? Di solito quando è sotto sforzo, e si nota soprattutto quando gioco. Nessun avviso, nessuno spegnimento normale, si spegne e basta. Stavo pensando di reinstallare Windows, ho iniziato e si è spento di nuovo. Allora l'ho aperto, ho controllato un po' di collegamenti ma niente sembrava staccato.",
    category: 'computer',
    cause:
      'La ventola e il dissipatore della CPU erano incrostati di polvere: la CPU si surriscaldava sotto carico e il PC si spegneva per protezione. Dopo la pulizia con aspirapolvere la ventola è più silenziosa e gli spegnimenti sono spariti.',
    keywords: ['polvere', 'dissipatore', 'ventola', 'surriscaldamento', 'pulizia'],
  },
  {
    id: 'pc-1102',
    source: 'https://hyperborea.org/tech-tips/overheat/',
    original:
      "My main desktop computer has been overheating under heavy load over the last year or two, mostly when gaming, or more recently during upgrades. (…) it's continued to handle everything I've thrown at it and still be responsive right up to the point where it shuts itself down to prevent heat damage. (…) Cleared out the dust (and there was a lot of it) with compressed air. Replaced the thermal paste several times. Added two case intake fans (…) a few months later I'd have to clean it out again.",
    language: 'en',
    text: "Il mio PC fisso principale da un anno o due si surriscalda quando è sotto carico, soprattutto quando gioco o ultimamente durante gli aggiornamenti. Va bene e risponde fino al momento in cui si spegne da solo per evitare danni da calore. Ho tolto la polvere con l'aria compressa (ce n'era un sacco), ho cambiato la pasta termica diverse volte, ho aggiunto due ventole in aspirazione sul case… ma dopo qualche mese dovevo ripulire tutto di nuovo.",
    category: 'computer',
    cause:
      "Lo spazio tra le lamelle del dissipatore della CPU era completamente intasato di polvere (dall'alto sembrava pulito): smontato il dissipatore e soffiato con aria compressa tra le alette, le temperature sono tornate normali.",
    keywords: ['dissipatore', 'lamelle', 'polvere', 'intasato', 'surriscaldamento'],
  },
  {
    id: 'pc-1103',
    source: 'http://zaverio.org/it/archives/318',
    original:
      "L'alimentatore, l'ennesimo alimentatore, del mio netbook, si e' \"bruciato\" alcuni mesi fa. Ho preso al suo posto un alimentatore cinese, scomodo ma funzionante. Oggi mi son deciso ad aprire il vecchio alimentatore per capire il motivo del guasto. Faccio qualche misura... morto. Niente tensioni sul secondario. Ok. Niente tensioni sul primario. Mah. Fusibile a posto. Ma come? Ponte diodi a posto. Tensione sul condensatore di livellamento: ZERO.",
    language: 'it',
    text: "L'alimentatore, l'ennesimo alimentatore, del mio netbook, si e' \"bruciato\" alcuni mesi fa. Ho preso al suo posto un alimentatore cinese, scomodo ma funzionante. Oggi mi son deciso ad aprire il vecchio alimentatore per capire il motivo del guasto. Faccio qualche misura... morto. Niente tensioni sul secondario. Ok. Niente tensioni sul primario. Mah. Fusibile a posto. Ma come? Ponte diodi a posto. Tensione sul condensatore di livellamento: ZERO.",
    category: 'computer',
    cause:
      "L'alimentatore era sano: era interrotto il cavo di alimentazione verso la presa a 220V. Accorciato il cavo eliminando il tratto rotto, l'alimentatore è tornato utilizzabile.",
    keywords: ['cavo', 'interrotto', 'alimentazione', 'filo', 'spezzato'],
  },
  {
    id: 'pc-1104',
    source: 'https://junsamboy.tripod.com/Samboy/index.blog/449476/meter-lab-computer-trouble',
    original:
      'He told me the meter lab computer won\'t boot. I found the computer powered on but not "working." So I did these: 1. I powered off the UPS, and then switched it and the computer back on. The computer went to the CMOS setup screen, so I rebooted it, but it wouldn\'t boot. Back to number 1. I tried changing "Plug & Play O/S" from Yes to No, but it still wouldn\'t boot after restarting.',
    language: 'en',
    text: 'Mi hanno detto che il computer del laboratorio non parte. L\'ho trovato acceso ma che non "funzionava". Ho spento l\'UPS e poi ho riacceso sia quello che il computer: è andato nella schermata di setup del CMOS, ho riavviato ma non partiva. Da capo. Ho provato a cambiare "Plug & Play O/S" da Yes a No, ma dopo il riavvio continuava a non partire.',
    category: 'computer',
    cause:
      'Sui banchi di RAM si era accumulata polvere: aperto il case e pulita la memoria con aria e un pennello, il computer è ripartito normalmente.',
    keywords: ['ram', 'polvere', 'contatti', 'memoria', 'pulizia'],
  },
  {
    id: 'pc-1105',
    source: 'http://www.byte.com/documents/byt1095704603917/',
    original:
      "The system turned on fine. I could hear the disk drives whirring. Unfortunately, that was all that happened. There was no beep or POST (Power On Self Test) code—and there was no video. (…) The usual problem is that the AGP card isn't seated properly. Check that. In fact, change video cards (…) replacing it with a known-good NVIDIA card. Still no video. Next, check the monitor. (…) haul in the old reliable InterGraph monitor (…) Still no video.",
    language: 'en',
    text: 'Il PC si accendeva senza problemi, sentivo i dischi girare. Purtroppo però succedeva solo quello: nessun beep, nessun codice POST e niente video. Di solito il problema è la scheda AGP non inserita bene: controllato. Anzi, ho cambiato scheda video mettendone una NVIDIA sicuramente funzionante: ancora niente video. Poi ho controllato il monitor, ho preso il vecchio InterGraph affidabile: ancora niente video.',
    category: 'computer',
    cause:
      'La RAM economica comprata insieme alla scheda madre era difettosa: sostituita con moduli Kingston, il video è comparso subito.',
    keywords: ['ram', 'memoria', 'difettosa', 'moduli', 'sostituzione'],
  },
  {
    id: 'pc-1106',
    source: 'http://www.retro-forum.com/viewtopic.php?p=433914&sid=a3f2980d76a25bc1470da4029fc5edd2',
    original:
      'Bonjour, mon pc (tour) me dit battery system low ou un truc comme cela. Il y a une cr2032 sur la carte, j’imagine qu’elle est vide? Si je la remplace est-ce pc éteint ou allumé? (…) Je l’ai tait pc allumé mais apres plusieurs fois eteint et allumé j’avais toujours le message battery low…',
    language: 'fr',
    text: 'Ciao, il mio PC (fisso) mi dà un messaggio tipo "battery system low" o qualcosa del genere. Sulla scheda c\'è una CR2032, immagino sia scarica? Se la cambio, lo devo fare a PC spento o acceso? (…) L\'ho cambiata a PC acceso, ma dopo averlo spento e riacceso più volte mi usciva sempre il messaggio battery low…',
    category: 'computer',
    cause:
      'La pila tampone CR2032 della scheda madre era completamente scarica (zero volt al multimetro). Dopo averla sostituita e aver staccato per qualche secondo la spina della corrente, il PC è ripartito senza più il messaggio.',
    keywords: ['pila', 'tampone', 'cmos', 'scarica', 'bios'],
  },
  {
    id: 'pc-1108',
    source: 'https://primehalo.blogspot.com/2019/06/laptop-repair-day.html',
    original:
      'Last week I sold my old laptop to someone off of Craigslist, and only a few hours later he contacted me saying there was a spot on the back that was getting really hot, like burn-your-skin hot. (…) he showed me a mark that had formed on the back cover and also where the plastic had melted a bit up near the top. Very weird. I had never seen anything like it.',
    language: 'en',
    text: "La settimana scorsa ho venduto il mio vecchio portatile a uno su Craigslist e dopo poche ore mi ha scritto che c'era un punto sul retro che diventava caldissimo, tipo da scottarsi. Quando l'ho incontrato mi ha fatto vedere un segno che si era formato sulla cover posteriore, e vicino alla parte alta la plastica si era un po' sciolta. Stranissimo, non avevo mai visto una cosa del genere.",
    category: 'computer',
    cause:
      "Il cavo della webcam (che fa parte del cavo del display) era in cortocircuito e si scaldava fino a fondere la plastica. Sostituito l'intero cavo display che passa nella cerniera, il portatile funziona di nuovo come nuovo.",
    keywords: ['cavo', 'cortocircuito', 'webcam', 'display', 'flat'],
  },
  {
    id: 'pc-1109',
    source: 'https://computeraid.com.au/computer-beeps-at-startup/',
    original:
      'This seems to be a common occurrence: Computer refuses to start, and often makes beeping noise. I open up the case, see that the CPU heatsink seems to direct a lot of air towards the RAM (and there is usual a buildup of dust on the RAM).',
    language: 'en',
    text: "Mi capita spesso: il computer non vuole partire e spesso fa dei beep. Apro il case e vedo che il dissipatore della CPU butta un sacco d'aria verso la RAM (e di solito sulla RAM c'è un bell'accumulo di polvere).",
    category: 'computer',
    cause:
      'Polvere infilata nei connettori della RAM che causava un cattivo contatto: tolta la RAM, puliti i contatti e rimessa in un altro slot, il problema è risolto.',
    keywords: ['ram', 'polvere', 'contatti', 'slot', 'memoria'],
  },
  {
    id: 'pc-1110',
    source: 'https://bunkai.biz/dc-jack?amp=1',
    original:
      '電源を入れても全くパソコンが起動しない場合がありますね。(…) ACアダプタを差し込んでも電源ラインがつかない、全く電源が入らない場合は結構厄介かもしれません。(…) 今回の場合はDCジャックにアダプターの線を差し込むとグラグラしている事が確認できました。',
    language: 'ja',
    text: "Il portatile non si avvia proprio quando premo il tasto di accensione. Anche con l'alimentatore attaccato non parte, non si accende per niente. Ho notato però che quando infilo lo spinotto dell'alimentatore nella presa del portatile, la presa balla.",
    category: 'computer',
    cause:
      'La presa di alimentazione (jack DC) si era dissaldata: le saldature tra i fili e il jack si erano staccate. Rifatta la saldatura, il portatile si è acceso normalmente.',
    keywords: ['jack', 'saldatura', 'dissaldato', 'connettore', 'alimentazione'],
  },
  {
    id: 'pc-1111',
    source: 'http://denisegoldberg.blogspot.com/2008/10/well-that-was-dumb.html',
    original:
      'I started my computer and tried to connect. My computer refused to behave. It told me exactly what was wrong, but somehow I misinterpreted the message. I rebooted, I jumped into the bios settings. Nope, still no wireless. (…) The message indicated there was a bios setting or a hardware switch that had disabled the wireless capabilities.',
    language: 'en',
    text: "Ho acceso il portatile e ho provato a collegarmi a internet, ma non ne voleva sapere. Il messaggio mi diceva esattamente cosa c'era che non andava, ma io l'ho capito male. Ho riavviato, sono entrata nelle impostazioni del BIOS. Niente, il wireless continuava a non andare. Il messaggio diceva che un'impostazione del BIOS o un interruttore hardware aveva disattivato il wireless.",
    category: 'computer',
    cause:
      "Era l'interruttore fisico del wireless, ben visibile sul bordo anteriore del portatile, che era in posizione spenta: spostato l'interruttore, il Wi-Fi ha ripreso a funzionare perfettamente.",
    keywords: ['interruttore', 'wireless', 'spento', 'disattivato', 'hardware'],
  },
  {
    id: 'pc-1112',
    source: 'http://rephrase.net/days/06/01/mouse-wheelie',
    original:
      'I give the Intellimouse Explorer much ♥ — which is why I have three — but after a while the scroll wheel just stops working.',
    language: 'en',
    text: "Adoro l'Intellimouse Explorer, infatti ne ho tre, ma dopo un po' la rotellina smette semplicemente di funzionare.",
    category: 'computer',
    cause:
      "Sporcizia accumulata dentro il mouse: la rotellina usa un sensore ottico e un grumo di polvere lo copriva (in un altro mouse c'era un capello avvolto sull'asse). Aperto e soffiato via lo sporco, funziona perfettamente.",
    keywords: ['sensore', 'polvere', 'rotellina', 'ottico', 'sporcizia'],
  },
  {
    id: 'pc-1113',
    source: 'http://diskmaster.textfiles.com/file/23459/chip_04_2004.iso/tipps/cd_tipp_10322157.html',
    original:
      'Als vorsichtiger Testredakteur baut er den Rechner zunächst offen auf dem Tisch zusammen (…) Aber das System übersteht sogar einen 48-Stunden-Dauertest. Also das Ganze ins Gehäuse eingebaut und die Freundin zur feierlichen Eröffnung geholt. Sie schaltet ein, doch die Maschine gibt nicht mal einen Post-Code-Piep von sich. (…) Alle Komponenten – außer CPU und Grafikkarte – runter vom Board – und? Nichts! Also alles noch mal auf dem Tisch aufbauen. Der Rechner funktioniert tadellos. (…) isoliert die Motherboard-Halterungen. Druck auf »On« – nichts!',
    language: 'de',
    text: "Il PC l'ho montato prima aperto sul tavolo, e ha retto pure un test di 48 ore di fila. Poi ho messo tutto nel case, la mia ragazza lo accende… e non fa nemmeno un beep del POST. Ho tolto dalla scheda madre tutti i componenti tranne CPU e scheda video: niente. Rimontato tutto sul tavolo: funziona perfettamente. Rimesso nel case isolando i supporti della scheda madre, premo On: niente.",
    category: 'computer',
    cause:
      'Il pulsante di reset del case nuovo era incastrato: la sua linguetta di plastica restava premuta e teneva in cortocircuito permanente il contatto di reset della scheda madre. Sbloccato il pulsante con una pinza, il PC si accende.',
    keywords: ['pulsante', 'reset', 'incastrato', 'cortocircuito', 'case'],
  },
  {
    id: 'pc-1116',
    source: 'https://brhfl.com/page/6/',
    original:
      'It’s been less than a year since I purchased my HP Spectre x360, and while I have mostly been very happy with it, the left fan started honking and making automobile-engine-attempting-to-turn-over sounds.',
    language: 'en',
    text: "Ho comprato il mio HP Spectre x360 meno di un anno fa e in generale mi trovo bene, ma la ventola di sinistra ha cominciato a fare versi tipo clacson, come un motore d'auto che prova ad avviarsi e non ci riesce.",
    category: 'computer',
    cause:
      'La ventola sinistra era guasta: sostituita la ventola (sei viti esterne, tre interne), il portatile funziona bene. Circa un anno dopo si è guastata allo stesso modo anche la seconda ventola ed è stata sostituita.',
    keywords: ['ventola', 'guasta', 'difettosa', 'sostituzione', 'ricambio'],
  },
  {
    id: 'pc-1117',
    source: 'https://itwriting.com/blog/1516-this-may-be-why-your-computer-is-crashing.html',
    original:
      'I was asked to look at a PC which was misbehaving. Sometimes it worked, but increasingly it was freezing or crashing. Sometimes the hard drive would corrupt and needed Windows repair before it would boot. I took a look. I ran the drive manufacturer’s diagnostics, which reported no drive errors. I ran memory tests. I removed each of the two RAM sticks alternately to see if one was faulty. I tested the power supply. The PC was still not stable.',
    language: 'en',
    text: "Mi hanno chiesto di dare un'occhiata a un PC che faceva i capricci. A volte funzionava, ma sempre più spesso si bloccava o andava in crash. Certe volte il disco si corrompeva e bisognava riparare Windows prima che ripartisse. Ho fatto la diagnostica del produttore del disco: nessun errore. Ho fatto i test della memoria, ho tolto alternativamente i due banchi di RAM per vedere se uno era difettoso, ho provato l'alimentatore. Il PC continuava a non essere stabile.",
    category: 'computer',
    cause:
      'Due condensatori elettrolitici sulla scheda madre, vicino agli slot della RAM, erano leggermente gonfi in cima. Sostituiti i condensatori (con un saldatore potente), il PC è perfettamente stabile.',
    keywords: ['condensatori', 'gonfi', 'elettrolitici', 'scheda', 'saldatura'],
  },
  {
    id: 'pc-1118',
    source: 'https://sussexbackup.co.uk/usb-errors-anyone/',
    original:
      'Just been to see a client this week that had a problem with his USB stick. It worked fine on his other computers but when he tried plugging it in to his home PC he would get an error pop up saying that one of the devices has malfunctioned (…) I have tried several solutions including uninstalling all the USB devices in device manager and even reinstalling Windows to no avail. It turned out in the end that the PC will not boot if a mass storage usb device is plugged into it (…) I have tried resetting the Bios to defaults, that didn’t work either.',
    language: 'en',
    text: "Un cliente aveva un problema con la sua chiavetta USB: sugli altri computer andava benissimo, ma quando la infilava nel PC di casa gli usciva un errore che diceva che uno dei dispositivi non funzionava correttamente. Ho provato diverse cose, disinstallare tutti i dispositivi USB in Gestione dispositivi e perfino reinstallare Windows, senza risultato. Alla fine è venuto fuori che il PC non si avvia proprio se c'è attaccato un dispositivo di archiviazione USB. Ho provato anche a riportare il BIOS ai valori predefiniti, ma niente.",
    category: 'computer',
    cause:
      'Il problema era nella memoria CMOS/BIOS della scheda madre: togliendo la batteria tampone del BIOS per qualche minuto (reset completo del CMOS) e rimettendola, tutto ha ripreso a funzionare.',
    keywords: ['cmos', 'batteria', 'tampone', 'bios', 'reset'],
  },
  {
    id: 'pc-1119',
    source: 'https://dundeegirl.com/cant-make-this-stuff-up-3/',
    original:
      'Frickin’ frackin’ work laptop just won’t boot up. Not one spark of life or electrical connection in sight. IT support is all the way back in Atlanta.',
    language: 'en',
    text: "Quel maledetto portatile del lavoro non vuole saperne di accendersi. Nessun segno di vita, niente che faccia pensare che arrivi corrente. E l'assistenza informatica sta ad Atlanta, lontanissimo.",
    category: 'computer',
    cause:
      "Bastava scaricare l'elettricità residua: staccato il cavo di alimentazione, tolta la batteria, premuto il tasto di accensione dieci volte di fila, rimessa la batteria e ricollegato il cavo, il portatile si è acceso normalmente.",
    keywords: ['carica', 'residua', 'batteria', 'scarica', 'reset'],
  },
  {
    id: 'pc-1120',
    source: 'https://drandkc.blogspot.com/2016/07/the-hard-drives-dead-long-live-hard.html',
    original:
      'On June 3rd, with a week to go in Barcelona (…) my hard drive died in my 2012 MacBook Pro. I was working away and suddenly, the screen went black. I restarted and got the infamous "flashing question mark in a folder" on start up, meaning my machine couldn\'t find its system files. Whoops. I tried what Apple calls an "Internet Recovery". (…) you can use Disk Utility to repair files. Except that Disk Utility couldn\'t even find my hard drive. Bad news.',
    language: 'en',
    text: 'Il 3 giugno, a una settimana dalla fine del soggiorno a Barcellona, mi è morto il disco del MacBook Pro del 2012. Stavo lavorando e all\'improvviso lo schermo è diventato nero. Ho riavviato e all\'accensione è comparsa la famosa "cartella con il punto interrogativo lampeggiante", cioè il Mac non trovava i file di sistema. Ho provato il "Ripristino via Internet" di Apple, da lì si può usare Utility Disco per riparare, solo che Utility Disco non trovava nemmeno il disco. Brutto segno.',
    category: 'computer',
    cause:
      'Si era guastato (in corto) il cavo flat del disco rigido, un difetto non raro su questi MacBook Pro, e il corto aveva danneggiato anche il disco. Il tecnico ha sostituito cavo e disco, reinstallato il sistema e clonato i dati: il Mac è tornato funzionante.',
    keywords: ['cavo', 'flat', 'disco', 'cortocircuito', 'sostituzione'],
  },
  {
    id: 'pc-1121',
    source: 'https://www.pcworld.com/article/153460/one_way_to_revive_a_dead_notebook.html',
    original:
      "I have an Acer notebook that sits alongside my desktop. Today, like every day, I hit the power button--and nothing happened. Well, not quite nothing: the power light came on and I heard the usual fan noise, but the screen stayed dark. And there was no hard-drive activity. In short, the notebook was dead. I held down the power button to force a shutdown. Then I waited about 10 seconds and hit the button again. Same result: The notebook burbled but didn't boot.",
    language: 'en',
    text: "Ho un portatile Acer che tengo accanto al fisso. Oggi, come ogni giorno, ho premuto il tasto di accensione e non è successo niente. Beh, non proprio niente: la spia di accensione si è accesa e ho sentito la solita ventola, ma lo schermo è rimasto nero e il disco non dava segni di attività. Insomma, il portatile era morto. Ho tenuto premuto il tasto per spegnerlo a forza, ho aspettato una decina di secondi e l'ho riacceso: stessa cosa, faceva un po' di rumore ma non partiva.",
    category: 'computer',
    cause:
      'Un modulo di memoria RAM si era probabilmente smosso (i portatili prendono parecchi colpi): tolta alimentazione e batteria, aperto lo sportellino e reinseriti bene i moduli di memoria, il portatile si è avviato normalmente.',
    keywords: ['ram', 'memoria', 'moduli', 'contatto', 'slot'],
  },
  {
    id: 'pc-1122',
    source: 'https://dandandin.it/come-fare-se-si-rompe-un-tasto-della-tastiera',
    original:
      'La sera, l’ho aperto ed ho iniziato a scrivere, tutto a posto, pare… finché non devo digitare “?”… il tasto mi rimane in mano! “Che è successoooooo?????” Grido, al telefono “Ah, s’è staccato un tasto? Strano…”, mi dicono. (…) “Sono fregato”, pensavo… “questo è un modello comprato in America e non commercializzato in Italia, chissà dove cavolo me lo vado a pescare un pezzo di ricambio, chissà quanto mi costa!”',
    language: 'it',
    text: 'La sera, l’ho aperto ed ho iniziato a scrivere, tutto a posto, pare… finché non devo digitare “?”… il tasto mi rimane in mano! “Che è successoooooo?????” Grido, al telefono “Ah, s’è staccato un tasto? Strano…”, mi dicono. (…) “Sono fregato”, pensavo… “questo è un modello comprato in America e non commercializzato in Italia, chissà dove cavolo me lo vado a pescare un pezzo di ricambio, chissà quanto mi costa!”',
    category: 'computer',
    cause:
      'Un soprammobile caduto sulla tastiera aveva spezzato i ganci di ritenzione sia del copritasto sia della molla (supporto) sotto il tasto. Ordinato online il tasto di ricambio del modello giusto (con il suo supporto) e rimontato, la tastiera è tornata perfetta.',
    keywords: ['ganci', 'supporto', 'molla', 'copritasto', 'rotti'],
  },
];
