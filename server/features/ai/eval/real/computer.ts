import type { RealCase } from './types.ts';

/** Real reports about computer (issue 24): see types.ts for what each field holds. */
export const CASES: RealCase[] = [
  {
    id: 'pc-001',
    source: 'https://asininebluff.com/i-fixed-my-laptop',
    original:
      'Anyway, I’ve had my laptop for a few years, and for a long while now leaving it on for more than ten minutes had it doing a pretty good impersonation of a radiator (it got bloody hot bloody fast).',
    language: 'en',
    text: "Comunque, ho il portatile da qualche anno, e ormai da un bel po' se lo lasciavo acceso per più di dieci minuti faceva un'ottima imitazione di un termosifone (diventava maledettamente caldo maledettamente in fretta).",
    category: 'computer',
    cause: 'Tanta polvere accumulata dentro il portatile (ventola e dissipatore)',
    keywords: ['polvere', 'ventola', 'dissipatore', 'pulizia', 'surriscaldamento'],
  },
  {
    id: 'pc-002',
    source:
      'https://giuseppe.rocks/resuscita-il-tuo-notebook-prima-che-ti-porti-via-i-risparmi-e-la-sanita-mentale',
    original:
      'Posseggo uno Zenbook Duo dell’ASUS, quella roba fighissima con doppio schermo che quando lo tiri fuori al bar tutti pensano che sei un hacker di quelli che nei film entrano nei sistemi del Pentagono in 3 secondi netti. Dopo qualche anno di onorata carriera, questo gioiellino ha cominciato a comportarsi come una vecchia Fiat Panda in salita: laggava come se fosse posseduto, la ventola girava più velocemente di una centrifuga impazzita, e Illustrator? Oh, Illustrator ha iniziato a muoversi alla velocità con cui mia nonna scorre Instagram.',
    language: 'it',
    text: 'Posseggo uno Zenbook Duo dell’ASUS, quella roba fighissima con doppio schermo che quando lo tiri fuori al bar tutti pensano che sei un hacker di quelli che nei film entrano nei sistemi del Pentagono in 3 secondi netti. Dopo qualche anno di onorata carriera, questo gioiellino ha cominciato a comportarsi come una vecchia Fiat Panda in salita: laggava come se fosse posseduto, la ventola girava più velocemente di una centrifuga impazzita, e Illustrator? Oh, Illustrator ha iniziato a muoversi alla velocità con cui mia nonna scorre Instagram.',
    category: 'computer',
    cause: 'Sporco/polvere interni e pasta termica da cambiare (surriscaldamento)',
    keywords: ['pasta', 'termica', 'polvere', 'pulizia', 'ventola'],
  },
  {
    id: 'pc-003',
    source: 'https://quellidellassistenza.blogspot.com/2017/05/il-tappetino.html',
    original: "Non lo so. Lo accendo, funziona per un po' e poi di punto in bianco si spegne.",
    language: 'it',
    text: "Non lo so. Lo accendo, funziona per un po' e poi di punto in bianco si spegne.",
    category: 'computer',
    cause: 'Tappetino di polvere che occludeva la griglia della ventola (surriscaldamento)',
    keywords: ['polvere', 'ventola', 'surriscaldamento', 'pulizia', 'dissipatore'],
  },
  {
    id: 'pc-004',
    source: 'https://provostcomputer.com/sometimes-hardware-fails/',
    original:
      "This morning, my PC wouldn't boot. The symptoms? My PC was rebooting constantly, never making it into Windows. So I did the mental checklist and start checking things off. What could be causing this? The memory checked out. Power supply was working fine. Fans all good, nothing getting overheated. It was rebooting even in the BIOS, so it wasn’t my hard drive or a software issue. Everything still tightly seated on the motherboard. Still it kept rebooting.",
    language: 'en',
    text: "Stamattina il PC non partiva. I sintomi? Si riavviava di continuo, senza mai arrivare a Windows. Allora ho fatto la mia checklist mentale e ho cominciato a spuntare. Cosa poteva essere? La memoria era a posto. L'alimentatore funzionava bene. Ventole tutte ok, niente che si surriscaldasse. Si riavviava anche nel BIOS, quindi non era il disco né un problema software. Tutto ancora ben inserito sulla scheda madre. Eppure continuava a riavviarsi.",
    category: 'computer',
    cause: 'Pulsante di reset del case guasto che andava in corto',
    keywords: ['pulsante', 'reset', 'case', 'corto', 'interruttore'],
  },
  {
    id: 'pc-005',
    source: 'https://www.naturalhandyman.com/iip/infcomputer/infstopsonreboot.html',
    original:
      'Last month, I installed a new larger memory stick. After a few weeks, the computer started locking up right after shutting down, beeping a repeating long tone. If I pressed the reset button, it would boot fine.',
    language: 'en',
    text: 'Il mese scorso ho montato un banco di memoria nuovo più grande. Dopo qualche settimana il computer ha iniziato a bloccarsi subito dopo lo spegnimento, facendo un bip lungo ripetuto. Se premevo il tasto reset ripartiva normalmente.',
    category: 'computer',
    cause: 'Unico banco RAM montato nello slot 2 invece che nello slot 1',
    keywords: ['ram', 'slot', 'memoria', 'banco', 'modulo'],
  },
  {
    id: 'pc-006',
    source: 'https://www.daniweb.com/hardware-and-software/hardware/threads/424056/cmos-settings-wrong',
    original:
      'i have a problem about my PC bcoz everytime I open my PC it says\n\nCMOS Settings Wrong\nCmos Date/Time Not Set\nPress F1 to Run SETUP\n\nand when I set the date and time in the cmos setup it runs ok and when i turn off my PC and it happen again the same situation the same message. Please help me with this.',
    language: 'en',
    text: 'ho un problema col mio PC perché ogni volta che lo accendo dice\n\nCMOS Settings Wrong\nCmos Date/Time Not Set\nPress F1 to Run SETUP\n\ne quando imposto data e ora nel setup del cmos va bene, poi quando spengo il PC succede di nuovo la stessa cosa con lo stesso messaggio. Aiutatemi per favore.',
    category: 'computer',
    cause: 'Batteria tampone CMOS della scheda madre scarica',
    keywords: ['batteria', 'cmos', 'tampone', 'bios', 'scheda'],
  },
  {
    id: 'pc-007',
    source: 'http://www.martytdx.com/zealot/archives/2004/11/10/new-pc',
    original:
      'A few days ago, I heard one of those sounds that you know can’t be good coming from my computer. At first, I wasn’t sure whether it was the fan or the hard drive, but later decided that it was the fan. Still, I quick tap to the back of the cabinet seemed to fix it. It happened again last night, so I cleaned out the dust and everything seemed normal. This morning, I foolishly decided to check on the computer – and now it won’t boot. It gets to the WinXP loading screen (yes, I’m a Windows user – flame away), and then shuts down completely.',
    language: 'en',
    text: "Qualche giorno fa ho sentito venire dal computer uno di quei rumori che sai che non promettono niente di buono. All'inizio non capivo se era la ventola o l'hard disk, poi ho deciso che era la ventola. Comunque un colpetto sul retro del case sembrava sistemarlo. Ieri sera è successo di nuovo, allora ho tolto la polvere e sembrava tutto normale. Stamattina, da stupido, ho voluto controllare il computer – e adesso non si avvia. Arriva alla schermata di caricamento di WinXP (sì, uso Windows, insultatemi pure) e poi si spegne del tutto.",
    category: 'computer',
    cause: 'Processore e scheda madre guasti (il disco era a posto)',
    keywords: ['processore', 'scheda', 'madre', 'cpu', 'guasto'],
  },
  {
    id: 'pc-008',
    source: 'https://robohara.com/?p=9760',
    original:
      'Last week I bought some new stickers for my laptop. Thirty seconds after I finished applying them I spilled a large glass of lemonade down into my keyboard. I dried the keyboard off with a towel and things seemed fine for a while,but when I turned on my laptop later that evening, 1/4 of the keys were stuck in capital mode and 1/4 were completely stuck.',
    language: 'en',
    text: "La settimana scorsa ho comprato degli adesivi nuovi per il portatile. Trenta secondi dopo aver finito di attaccarli ho rovesciato un bicchierone di limonata sulla tastiera. Ho asciugato la tastiera con un asciugamano e per un po' sembrava tutto a posto, ma quando ho acceso il portatile la sera, 1/4 dei tasti erano bloccati in maiuscolo e 1/4 completamente bloccati.",
    category: 'computer',
    cause: 'Tastiera del portatile danneggiata dal liquido versato, sostituita',
    keywords: ['tastiera', 'liquido', 'sostituzione', 'versato', 'ossidazione'],
  },
  {
    id: 'pc-009',
    source: 'http://blog.banksnetworking.com/2008/04/23/any-screws-left/',
    original:
      'I believed the monitor was going out on it and sometimes it would blink out. Fearing paying for a new screen and someone to put it in would more than likely just make me buy a new laptop I was reluctant to deal with the problem.',
    language: 'en',
    text: "Pensavo che lo schermo stesse morendo e ogni tanto si spegneva all'improvviso. Avevo paura che pagare uno schermo nuovo e qualcuno che lo montasse mi avrebbe portato a comprare un portatile nuovo, quindi non avevo voglia di affrontare il problema.",
    category: 'computer',
    cause: 'Inverter della retroilluminazione dello schermo guasto, sostituito',
    keywords: ['inverter', 'retroilluminazione', 'schermo', 'lcd', 'sostituzione'],
  },
  {
    id: 'pc-010',
    source: 'http://windowmanager.blogspot.com/2008/04/thats-what-i-call-fried.html',
    original:
      "My personal IBM laptop (as opposed to my business laptop) went on the blink. So I couldn't just drop it off at IS and ask for a new one. I had to fix it myself or buy a new one. The problem was that the screen backlight went totally out.",
    language: 'en',
    text: "Il mio portatile IBM personale (non quello di lavoro) si è guastato. Quindi non potevo semplicemente lasciarlo all'ufficio IT e chiederne uno nuovo. Dovevo ripararlo da solo o comprarne uno nuovo. Il problema era che la retroilluminazione dello schermo si era spenta del tutto.",
    category: 'computer',
    cause: 'Inverter dello schermo bruciato, sostituito',
    keywords: ['inverter', 'retroilluminazione', 'schermo', 'bruciato', 'sostituzione'],
  },
  {
    id: 'pc-011',
    source: 'https://www.advantecit.co.uk/articles/laptop-that-ran-fine-until-it-got-warm/',
    original:
      '"It\'s fine when I first switch it on," she said. "I can check my emails, browse the internet, no problem. But after about twenty minutes — maybe half an hour — it either freezes solid or just turns itself off. I\'ve tried everything."',
    language: 'en',
    text: "Quando lo accendo va bene. Controllo la posta, navigo su internet, nessun problema. Ma dopo una ventina di minuti, forse mezz'ora, o si pianta del tutto o si spegne da solo. Le ho provate tutte.",
    category: 'computer',
    cause: 'Ventola e alette del dissipatore intasate di polvere (surriscaldamento)',
    keywords: ['polvere', 'ventola', 'dissipatore', 'surriscaldamento', 'pulizia'],
  },
  {
    id: 'pc-012',
    source: 'https://www.jaguarpc.com/testing-your-pc-memory/',
    original:
      'A couple of weeks ago my Windows Vista started crashing frequently with the blue death screen. Unfortunately the blue screen disappears so quickly, you would need a photoghraphic memory to capture the information from it. First I thought it was some bad software and refreshed my system with OS reload. But this continued.',
    language: 'en',
    text: "Un paio di settimane fa il mio Windows Vista ha cominciato a piantarsi spesso con la schermata blu. Purtroppo la schermata blu sparisce così in fretta che ci vorrebbe una memoria fotografica per leggere cosa c'è scritto. All'inizio ho pensato a qualche software fatto male e ho reinstallato il sistema operativo. Ma ha continuato.",
    category: 'computer',
    cause: 'Banco di memoria RAM difettoso (errori rilevati con memtest86)',
    keywords: ['ram', 'memoria', 'banco', 'difettoso', 'memtest'],
  },
  {
    id: 'pc-013',
    source: 'http://jugglingnebula.blogspot.com/2009/08/',
    original:
      'When I came home for the weekend, she explained that the computer was "being weird." I looked at it and discovered the trackpad was not working right. It was fine until you tried to click it, but once it was clicked (using either tap-to-click or the actual button), it would not register that the click had been released. The computer acted as though the button was being held down. If an external mouse was plugged in, it worked fine, so it was pretty obviously a hardware problem.',
    language: 'en',
    text: 'Quando sono tornato a casa per il weekend, lei mi ha detto che il computer "faceva cose strane". L\'ho guardato e ho visto che il trackpad non funzionava bene. Andava tutto bene finché non cliccavi, ma una volta cliccato (sia col tocco che col tasto vero) non registrava che il clic era stato rilasciato. Il computer si comportava come se il tasto fosse tenuto premuto. Con un mouse esterno collegato funzionava bene, quindi era abbastanza chiaramente un problema hardware.',
    category: 'computer',
    cause: 'Batteria gonfia che premeva sotto il trackpad, sostituita',
    keywords: ['batteria', 'gonfia', 'rigonfiamento', 'trackpad', 'sostituzione'],
  },
  {
    id: 'pc-014',
    source: 'https://kwatog.wordpress.com/2013/07/11/macbook-pro-touchpad-pop-out/',
    original:
      'The touchpad of our mid-2011 MacBook Pro popped out earlier today. The upper left corner of the touchpad dislodged. A little while later,  the laptop died.',
    language: 'en',
    text: "Oggi il touchpad del nostro MacBook Pro metà 2011 è saltato fuori. L'angolo in alto a sinistra del touchpad si è staccato. Poco dopo il portatile si è spento del tutto.",
    category: 'computer',
    cause: 'Batteria gonfia che ha spinto fuori il touchpad',
    keywords: ['batteria', 'gonfia', 'rigonfiamento', 'touchpad', 'sostituzione'],
  },
  {
    id: 'pc-015',
    source: 'http://manu-j.com/blog/macbook-trackpad-not-responding-working-battery-blame/379/',
    original:
      "My trackpad symptoms were several. Initially the clicks didn't register and later clicking itself became harder. After that just trying to move the cursor will freeze the Macbook requiring a complete restart. The trackpad button also behaved as if it was permanently in a clicked position.",
    language: 'en',
    text: "I sintomi del mio trackpad erano diversi. All'inizio i clic non venivano registrati e poi cliccare è diventato proprio più duro. Dopo, anche solo provare a muovere il cursore bloccava il Macbook e dovevo riavviarlo del tutto. Il tasto del trackpad si comportava anche come se fosse sempre premuto.",
    category: 'computer',
    cause: 'Batteria gonfia sotto il trackpad',
    keywords: ['batteria', 'gonfia', 'rigonfiamento', 'trackpad', 'sostituzione'],
  },
  {
    id: 'pc-016',
    source: 'https://kwygibo.wordpress.com/2016/11/17/in-dust-we-trust/',
    original: 'Well, I have a black blank screen but the pc has power because I can see the led lights on',
    language: 'en',
    text: 'Allora, ho lo schermo nero vuoto ma il pc è alimentato perché vedo i led accesi',
    category: 'computer',
    cause: 'Scheda video intasata di polvere (ventola della scheda), pulita',
    keywords: ['scheda', 'video', 'polvere', 'ventola', 'pulizia'],
  },
  {
    id: 'pc-017',
    source: 'https://falco96.com/2018/06/la-storia-di-un-computer-apparentemente-fulminato',
    original:
      'Recentemente ho avuto un cliente che mi segnalava che il suo computer fisso non si accendeva più. In pratica lo aveva lasciato per qualche mese spento, senza usarlo e quando gli tornò nuovamente utile, lo riattaccò alla corrente, premette l’interruttore dietro al case per andare ad alimentare l’alimentatore del computer e…. lo accese. Ma nel premere il pulsante di accensione, non si accese neppure la spia blu che sta ad indicare che effettivamente il computer è alimentato.',
    language: 'it',
    text: 'Recentemente ho avuto un cliente che mi segnalava che il suo computer fisso non si accendeva più. In pratica lo aveva lasciato per qualche mese spento, senza usarlo e quando gli tornò nuovamente utile, lo riattaccò alla corrente, premette l’interruttore dietro al case per andare ad alimentare l’alimentatore del computer e…. lo accese. Ma nel premere il pulsante di accensione, non si accese neppure la spia blu che sta ad indicare che effettivamente il computer è alimentato.',
    category: 'computer',
    cause: 'Alimentatore (PSU) guasto, sostituito',
    keywords: ['alimentatore', 'psu', 'guasto', 'sostituzione', 'corrente'],
  },
  {
    id: 'pc-018',
    source: 'http://weekendengineering.blogspot.com/2010/10/laptop-fan-replacement.html',
    original:
      'I\'m writing this entry from my IBM Thinkpad T42 laptop.  The fact that it really is an IBM Thinkpad, and not a Lenovo Thinkpad, gives you some idea how old this machine is. Late last year, it started failing to boot up, giving me the words to the effect of "FAN ERROR" in plain white text on a blank black screen, before refusing to boot further.',
    language: 'en',
    text: 'Scrivo questo post dal mio portatile IBM Thinkpad T42. Il fatto che sia proprio un Thinkpad IBM, e non Lenovo, vi dà un\'idea di quanto sia vecchio. Verso la fine dell\'anno scorso ha cominciato a non avviarsi più, mostrando più o meno la scritta "FAN ERROR" in bianco su schermo nero, e poi rifiutandosi di andare avanti.',
    category: 'computer',
    cause: 'Ventola di raffreddamento della CPU guasta (non girava), sostituita',
    keywords: ['ventola', 'raffreddamento', 'guasta', 'sostituzione', 'cpu'],
  },
  {
    id: 'pc-019',
    source: 'https://www.dustbury.com/archives/25945',
    original:
      'Except for when it isn’t. The other day, I got some insipid beepage and the threatening warning: “CPU Fan Error.” So far as I can tell, this means the UEFI (which is Urdu for “BIOS,” or something) didn’t see it spinning.',
    language: 'en',
    text: "Tranne quando non succede. L'altro giorno all'accensione ho avuto dei bip fastidiosi e l'avviso minaccioso: \"CPU Fan Error\". Per quel che ho capito, vuol dire che l'UEFI (che sarebbe l'urdu per \"BIOS\", o qualcosa del genere) non la vedeva girare.",
    category: 'computer',
    cause: 'Polvere accumulata sulla ventola della CPU, tolta con aria compressa',
    keywords: ['polvere', 'ventola', 'cpu', 'pulizia', 'aria'],
  },
  {
    id: 'pc-020',
    source: 'https://idanbb.wordpress.com/2010/04/13/fan-trouble/',
    original:
      'The one in my laptop conked out suddenly, so that when I turned on my trusty ol’  x31 all I got was a laconic black and white message saying “fan error” – then darkness.',
    language: 'en',
    text: 'Quella del mio portatile è morta all\'improvviso, e quando ho acceso il mio fido vecchio x31 ho avuto solo un laconico messaggio bianco e nero con scritto "fan error", e poi buio.',
    category: 'computer',
    cause: "Ventola bloccata/incastrata, sbloccata soffiando forte nella presa d'aria",
    keywords: ['ventola', 'bloccata', 'incastrata', 'sblocco', 'aria'],
  },
  {
    id: 'pc-021',
    source: 'https://epcug.net/computer-dust/',
    original:
      'For some time now it has gotten pretty hot and become uncomfortable on my lap and my wife has complained it buzzes in her cochlear implant. I’ve known I should be blowing it out with canned air but haven’t had any so I never did. I left it on for a few hours two days ago and when I came back to it, it was mostly locked up. I managed to get it to shut off and took out the battery and used a nearly empty can of air to blow it out.',
    language: 'en',
    text: "Da un po' di tempo diventava bello caldo e scomodo da tenere sulle gambe, e mia moglie si lamentava che le ronzava nell'impianto cocleare. Sapevo che avrei dovuto soffiarlo con l'aria compressa ma non ne avevo, quindi non l'ho mai fatto. Due giorni fa l'ho lasciato acceso per qualche ora e quando sono tornato era praticamente bloccato. Sono riuscito a spegnerlo, ho tolto la batteria e ci ho soffiato dentro con una bomboletta d'aria quasi vuota.",
    category: 'computer',
    cause:
      'Batuffoli di polvere che bloccavano la ventola (più il connettore della ventola rimasto scollegato dopo lo smontaggio)',
    keywords: ['polvere', 'ventola', 'bloccata', 'pulizia', 'connettore'],
  },
  {
    id: 'pc-022',
    source: 'https://audibadboy.blogspot.com/2010/08/sata-connections.html',
    original:
      'System rebooted and promptly told me there were disk errors - press Ctrl Alt Del to restart. Each restart then displayed differing errors, namely - slight corruption on the BIOS screen, failure at different points of the boot process, and oh dear, it was all going wrong for Johnnyboy at that point.',
    language: 'en',
    text: "Il sistema si è riavviato e mi ha subito detto che c'erano errori sul disco - premere Ctrl Alt Canc per riavviare. A ogni riavvio poi uscivano errori diversi: schermata del BIOS un po' corrotta, blocchi in punti diversi dell'avvio, e a quel punto stava andando tutto storto.",
    category: 'computer',
    cause: 'Connettore SATA del disco parzialmente staccato dalla scheda madre, reinserito',
    keywords: ['sata', 'cavo', 'connettore', 'disco', 'allentato'],
  },
  {
    id: 'pc-023',
    source: 'https://clontz.org/blog/2013/01/28/fixing-my-macbook-pro',
    original:
      'The symptoms were simple: I opened my computer out of sleep one Saturday only to discover that while the computer was up and running, it was stuck trying to load something that it never could. This resulted in a pretty spinning rainbow-colored circle that I could move around my screen, but not much else. Upon restarting the computer, the Apple logo appeared on the gray screen, along with the spinning gray wheel like it was trying to load the OS, but five minutes resulted in nothing.',
    language: 'en',
    text: 'I sintomi erano semplici: un sabato ho risvegliato il computer dallo stop e ho scoperto che, pur essendo acceso, era bloccato a caricare qualcosa che non riusciva mai a caricare. Risultato: la bella rotellina arcobaleno che potevo muovere sullo schermo, ma poco altro. Al riavvio compariva il logo Apple sullo schermo grigio con la rotellina grigia, come se stesse caricando il sistema, ma dopo cinque minuti niente.',
    category: 'computer',
    cause: 'Cavo SATA (flex) tra disco e scheda logica guasto, sostituito',
    keywords: ['cavo', 'sata', 'flex', 'disco', 'sostituzione'],
  },
  {
    id: 'pc-024',
    source: 'http://viewsbythebay.blogspot.com/2014/05/tech-whiz.html',
    original:
      "The hard drive had stopped working, so I hurried to the Palo Alto Fry's to pick up a replacement. [The 2009 MacBook Pro was on the cusp of obsolescence, but a $70 one terabyte (1 TB) Seagate hybrid drive--if it worked--would keep the computer going for at least another year.] Unfortunately, the new hard drive wasn't recognized by the computer.",
    language: 'en',
    text: "L'hard disk aveva smesso di funzionare, quindi sono corso da Fry's a Palo Alto a prenderne uno nuovo. [Il MacBook Pro del 2009 era quasi obsoleto, ma un disco ibrido Seagate da 1 TB a 70 dollari, se funzionava, l'avrebbe tenuto in vita almeno un altro anno.] Purtroppo il nuovo hard disk non veniva riconosciuto dal computer.",
    category: 'computer',
    cause: 'Cavo SATA del disco guasto, sostituito',
    keywords: ['cavo', 'sata', 'disco', 'sostituzione', 'flex'],
  },
  {
    id: 'pc-025',
    source: 'https://forums.macrumors.com/threads/macbook-completely-dead.743903',
    original:
      "My client came to me with a Macbook that wouldn't boot. Most of the time it hung on the gray screen, occasionally it would get to the \"blinking folder\" stage. It wouldn't boot into target disc (firewire) mode, wouldn't boot into Single User or Verbose modes, wouldn't boot from a dvd or cd-rom, it was just dead.",
    language: 'en',
    text: 'Un cliente mi ha portato un Macbook che non si avviava. Quasi sempre si piantava sulla schermata grigia, ogni tanto arrivava alla cartella lampeggiante. Non partiva in modalità disco di destinazione (firewire), non partiva in Single User né in Verbose, non partiva da dvd o cd-rom, era proprio morto.',
    category: 'computer',
    cause: 'Hard disk guasto, sostituito',
    keywords: ['disco', 'hard', 'guasto', 'sostituzione', 'rigido'],
  },
  {
    id: 'pc-026',
    source: 'https://virtualwayne.blogspot.com/2011/07/monitor-revival.html',
    original:
      'Two years ago, my 19 inch LG flat-screen computer monitor died. The problem is the monitor won’t turn on unless the temperature is above 85° F. Even the power-on LED stays dark. Above 85° it works fine.',
    language: 'en',
    text: 'Due anni fa il mio monitor LG da 19 pollici è morto. Il problema è che il monitor non si accende se la temperatura non è sopra gli 85° F. Anche il LED di accensione resta spento. Sopra gli 85° funziona bene.',
    category: 'computer',
    cause: "Condensatori elettrolitici gonfi nell'alimentatore del monitor, sostituiti",
    keywords: ['condensatori', 'alimentatore', 'gonfi', 'elettrolitici', 'sostituzione'],
  },
  {
    id: 'pc-027',
    source: 'https://providentsystems.wordpress.com/category/uncategorized/',
    original:
      'However, for about a year one of the monitors would have difficulty turning on. It would require repeated assertions of the momentary power button. So, for a long while I quit turning it off. Then sometime around last November I did turn it off and it would then not turn back on.',
    language: 'en',
    text: "Però da circa un anno uno dei monitor faceva fatica ad accendersi. Dovevo premere il tasto di accensione più volte. Così per un bel po' ho smesso di spegnerlo. Poi verso novembre scorso l'ho spento e non si è più riacceso.",
    category: 'computer',
    cause: "Condensatori difettosi nell'alimentatore del monitor, sostituiti",
    keywords: ['condensatori', 'alimentatore', 'difettosi', 'elettrolitici', 'sostituzione'],
  },
  {
    id: 'pc-028',
    source: 'https://yesterware.blogspot.com/2018/08/viewera-v220d-b-monitor-repair-notes.html',
    original:
      "A little over a year ago, my ViewEra V220D-B monitor started struggling to wake up out of power-save mode. At first it would take a few seconds to come on, then it would take minutes and pretty soon it simply wouldn't come on at all.",
    language: 'en',
    text: "Poco più di un anno fa il mio monitor ViewEra V220D-B ha cominciato a fare fatica a risvegliarsi dal risparmio energetico. All'inizio ci metteva qualche secondo ad accendersi, poi minuti, e presto non si accendeva proprio più.",
    category: 'computer',
    cause: 'Condensatori da 1000uF gonfi e con perdite sulla scheda di alimentazione, sostituiti',
    keywords: ['condensatori', 'alimentazione', 'gonfi', 'elettrolitici', 'sostituzione'],
  },
  {
    id: 'pc-029',
    source: 'http://leisa-land.blogspot.com/2015/09/wireless.html',
    original:
      'The other day (and after a software upgrade from Microsoft), my computer failed to connect to any network.  Tried the phone  Nope.  It saw the networks, but was not able to connect.  Troubleshooter did not have any success.  Wah!!!',
    language: 'en',
    text: "L'altro giorno (dopo un aggiornamento software di Microsoft) il mio computer non riusciva più a collegarsi a nessuna rete. Ho provato con l'hotspot del telefono: niente. Vedeva le reti, ma non riusciva a connettersi. Lo strumento di risoluzione problemi non ha risolto niente. Uffa!!!",
    category: 'computer',
    cause: 'Scheda wireless (Wi-Fi) del portatile guasta, sostituita',
    keywords: ['scheda', 'wireless', 'wifi', 'sostituzione', 'rete'],
  },
  {
    id: 'pc-030',
    source:
      'https://medium.com/the-pc-ticking-time-bomb/when-everything-fails-try-firmware-update-25ae32993182',
    original:
      'However about 5 days ago my computer was freezing up and the eventually the BSOD would tell me it was some hardware or storage issue. But the worst part was that after a reset the system wouldn’t recognize the boot disk (my SSD, a 10yr old Crucial M4, 60 GB) and wouldn’t boot. This was unlike the previous BSODs where I could easily boot and get into Windows.',
    language: 'en',
    text: 'Però circa 5 giorni fa il computer ha cominciato a bloccarsi e alla fine la schermata blu diceva che era un problema hardware o di archiviazione. Ma la cosa peggiore è che dopo il riavvio il sistema non riconosceva il disco di avvio (il mio SSD, un Crucial M4 da 60 GB di 10 anni) e non partiva. Era diverso dalle schermate blu precedenti, dove riuscivo a riavviare ed entrare in Windows senza problemi.',
    category: 'computer',
    cause: "Firmware dell'SSD (Crucial M4) difettoso, risolto aggiornandolo",
    keywords: ['firmware', 'ssd', 'aggiornamento', 'disco', 'bug'],
  },
  {
    id: 'pc-031',
    source: 'http://caminosantiago2.blogspot.com/2011/07/fixing-my-laptop-keyboard.html',
    original:
      "Last week, the keyboard on my Dell laptop stopped working. It just acted fried! To my knowledge, there has been NO water spilled on this keyboard. I'm the only person using the laptop.",
    language: 'en',
    text: 'La settimana scorsa la tastiera del mio portatile Dell ha smesso di funzionare. Si comportava proprio come se fosse fritta! Per quel che ne so, sulla tastiera NON è mai stata versata acqua. Il portatile lo uso solo io.',
    category: 'computer',
    cause: 'Tastiera del portatile guasta, sostituita con una nuova',
    keywords: ['tastiera', 'guasta', 'difettosa', 'sostituzione'],
  },
  {
    id: 'pc-032',
    source: 'https://falconfour.wordpress.com/2010/03/',
    original:
      'The short of it is, first the wireless adapter goes out – no longer shows up in Device manager, light always stays orange. Then, a short while later (under the same conditions at least – could be held off if the BIOS is updated, or the fan is cleaned), the whole computer goes dead. It locks up, then fails to restart. It just dies.',
    language: 'en',
    text: 'In breve: prima smette di funzionare la scheda wireless – non compare più in Gestione dispositivi, la spia resta sempre arancione. Poi, poco dopo (almeno nelle stesse condizioni – si può rimandare aggiornando il BIOS o pulendo la ventola), muore tutto il computer. Si blocca e poi non si riavvia più. Muore e basta.',
    category: 'computer',
    cause: 'Saldature (BGA) del chip nVidia sulla scheda madre crepate; risolto con reflow del chip',
    keywords: ['saldature', 'chip', 'reflow', 'scheda', 'madre'],
  },
  {
    id: 'pc-033',
    source: 'http://dtbnguyen.blogspot.com/2011/11/hp-pavilion-dv2000-laptop-troubles.html',
    original:
      "Based on what I was told the working system was left in storage (inside a house so thermal/weather issues shouldn't have really been an issue) and hadn't been touched in several months. When it was turned on, all the LED's lit up but the machine didn't seem to 'boot'. There was nothing on either the LCD or an external monitor.",
    language: 'en',
    text: "Da quello che mi hanno detto, il portatile funzionava ed era stato messo via (in casa, quindi caldo o umidità non dovevano essere un problema) e non era stato toccato per diversi mesi. All'accensione si accendevano tutti i LED ma non sembrava fare il boot. Niente né sullo schermo né su un monitor esterno.",
    category: 'computer',
    cause: 'Sfere di saldatura (BGA) del chip grafico Nvidia schiacciate/staccate dalla scheda madre',
    keywords: ['saldature', 'chip', 'grafico', 'scheda', 'reflow'],
  },
  {
    id: 'pc-034',
    source: 'https://ios.windley.com/archives/2007/09/memory_solves_the_pc_problem.shtml',
    original:
      "A few weeks ago I reported that I'd put together a PC with my kids and it failed to start up. After trying a variety of things, I came to the conclusion it was the motherboard, the CPU, or RAM.",
    language: 'en',
    text: "Qualche settimana fa avevo raccontato che avevo montato un PC con i miei figli e non si avviava. Dopo aver provato un po' di cose, ero arrivato alla conclusione che fosse la scheda madre, la CPU o la RAM.",
    category: 'computer',
    cause: "Banchi RAM non compatibili con la scheda madre (timing); risolto con RAM di un'altra marca",
    keywords: ['ram', 'memoria', 'compatibile', 'banchi', 'scheda'],
  },
  {
    id: 'pc-035',
    source: 'https://www.travisnoakes.co.za/2010/07/',
    original:
      "My blog is still not changing its name to \"Cr-Apple\", despite this being the fourth post about a certain 'Macbook Pro early 2008 airport problem' that would not go away. Only, in my laptop's case, it's like needing to restart ten times before you are internet-connected, and then only for a few minutes.",
    language: 'en',
    text: 'Il mio blog non cambia ancora nome in "Cr-Apple", anche se questo è il quarto post su un certo \'problema Airport del Macbook Pro inizio 2008\' che non voleva andarsene. Solo che, nel caso del mio portatile, è come dover riavviare dieci volte prima di collegarsi a internet, e poi solo per qualche minuto.',
    category: 'computer',
    cause:
      'Scheda LIO/audio (vicina alla scheda Airport) difettosa, sostituita con versione dotata di isolante',
    keywords: ['scheda', 'audio', 'airport', 'isolante', 'sostituzione'],
  },
  {
    id: 'pc-036',
    source: 'http://www.harryjconnolly.com/blog/index.php/wireless/?share=google-plus-1',
    original:
      'So, I had no wireless on my laptop and that was frustrating. To test if it was a software or hardware problem, I reinstalled the OS, set up a new user and found that the problem was still there. If a fresh install of the software didn’t fix it, it must be hardware.',
    language: 'en',
    text: "Allora, il Wi-Fi del portatile non andava ed era frustrante. Per capire se era un problema software o hardware ho reinstallato il sistema operativo, ho creato un nuovo utente e il problema c'era ancora. Se un'installazione pulita non l'aveva risolto, doveva essere hardware.",
    category: 'computer',
    cause:
      'Configurazione di rete ("posizione" di rete) difettosa; risolto creando una nuova posizione di rete nelle Preferenze di Sistema',
    keywords: ['configurazione', 'rete', 'impostazioni', 'software', 'posizione'],
  },
  {
    id: 'pc-037',
    source: 'https://justicesoultuna.wordpress.com/2013/02/27/mice-electricity/',
    original:
      'Recently I’ve been having a re-occurring problem with my laptop that’s been INCREDIBLY frustrating. For whatever twisted reason, whenever I’m in my University, with my laptop on and doing work, my mouse touchpad begins to malfunction after a while. This has never happened before and it was both baffling and annoying. It reached the point where my mouse became unusable as it would either spaz out become completely unresponsive, neither of which was fun to deal with.',
    language: 'en',
    text: "Ultimamente ho un problema ricorrente col portatile che mi fa IMPAZZIRE. Per qualche assurdo motivo, ogni volta che sono all'università col portatile acceso a lavorare, dopo un po' il touchpad comincia a funzionare male. Non era mai successo prima ed era sia sconcertante che fastidioso. È arrivato al punto che il mouse era inutilizzabile, perché o impazziva o non rispondeva più del tutto, e nessuna delle due cose era divertente.",
    category: 'computer',
    cause:
      "Disturbi elettrici dall'alimentatore collegato alla presa (massa/terra) che mandavano in tilt il touchpad; staccando il caricatore funziona",
    keywords: ['alimentatore', 'caricatore', 'disturbi', 'massa', 'presa'],
  },
  {
    id: 'pc-038',
    source: 'http://techietalks.blogspot.com/2005/02/touchme-notpad-vs-laptop-power.html',
    original:
      'I was carrying my laptop with me , as usual, and started working on it from his lab to look up some info on google abt his comp probs.. Just then, my touch-pad was behaving like a touch-me not! It started to move my cursor erratically... And, the cursor behaved as if it were on an old car having starting problems... As always, with sleight of hand of an ex-IT help desk specialist of Chemical Engg dept (TTU), I did all troubleshooting I knew with Windows, including RESTARTING!!!',
    language: 'en',
    text: "Come al solito mi ero portato il portatile e ho cominciato a usarlo nel suo laboratorio per cercare su google info sui problemi del suo computer.. Proprio in quel momento il touchpad ha cominciato a fare i capricci! Muoveva il cursore a casaccio... e il cursore si comportava come una vecchia macchina che non vuole partire... Come sempre, con l'abilità di un ex tecnico dell'help desk, ho fatto tutte le prove che conoscevo su Windows, compreso il RIAVVIO!!!",
    category: 'computer',
    cause:
      "Disturbi dall'alimentazione (presa/alimentatore collegato) che facevano impazzire il touchpad; staccando l'alimentatore si risolve",
    keywords: ['alimentatore', 'alimentazione', 'disturbi', 'presa', 'massa'],
  },
  {
    id: 'pc-039',
    source: 'https://www.dougsmethodsofsavingmoney.com/2017/12/18/my-computer-was-beeping/',
    original:
      'Some days ago, a member of my household decided to move some furniture, which including moving our family computer.  She said she was careful and handled it gently.  But when we turned it on, all it did was make a beeping noise: beep-beep … beep-beep … beep-beep … beep-beep.  Like the Looney Tunes Road Runner.  The screen stayed blank.',
    language: 'en',
    text: "Qualche giorno fa una persona di casa ha deciso di spostare dei mobili, e ha spostato anche il computer di famiglia. Dice che è stata attenta e l'ha maneggiato con delicatezza. Però quando l'abbiamo acceso faceva solo bip: bip-bip … bip-bip … bip-bip … bip-bip. Come Beep Beep dei Looney Tunes. Lo schermo restava nero.",
    category: 'computer',
    cause: 'Slot RAM n. 2 della scheda madre difettoso',
    keywords: ['ram', 'slot', 'memoria', 'scheda', 'banco'],
  },
  {
    id: 'pc-040',
    source: 'http://theyoboo.blogspot.com/2007/12/finally-got-keyboard-fixed.html',
    original:
      "I had a small problem the other day: I spilled a whole cup of coffee on my keyboard and I didn't have the time to make another one. So I left home without a coffee. That was awful. Oh yeah, the keyboard wasn't working anymore when I got back home. And the desk was all sticky.\n\nIt was something funny: when I hit a key, any key except <return> (I don't know how that one survived), I would hear a beeping sound coming from the system speaker. Every key would print out 3 to 5 symbols, <esc> acted like <f5>, <ctrl> like the Windows key and other stuff like that.",
    language: 'en',
    text: "L'altro giorno ho avuto un piccolo problema: ho rovesciato una tazza intera di caffè sulla tastiera e non avevo tempo di farmene un altro. Quindi sono uscito di casa senza caffè. Terribile. Ah sì, quando sono tornato a casa la tastiera non funzionava più. E la scrivania era tutta appiccicosa.\n\nEra una cosa buffa: quando premevo un tasto, qualsiasi tasto tranne <return> (non so come sia sopravvissuto), sentivo un bip dallo speaker di sistema. Ogni tasto scriveva da 3 a 5 simboli, <esc> faceva da <f5>, <ctrl> da tasto Windows e altre cose così.",
    category: 'computer',
    cause: 'Caffè rovesciato dentro la tastiera (residui sui contatti), risolto smontandola e lavandola',
    keywords: ['tastiera', 'liquido', 'caff\u00e8', 'pulizia', 'contatti'],
  },
  {
    id: 'pc-041',
    source: 'http://crosbeans.blogspot.com/2009/09/coffee-hit-keyboard-and-poof.html',
    original:
      'My absence in cyberspace can be explained by someone spilling a very large iced coffee (homemade of course) onto my keyboard yesterday morning. My typing looked something like this: sldkjfaosiojdf hweorii doihek!',
    language: 'en',
    text: 'La mia assenza online si spiega con qualcuno che ieri mattina ha rovesciato un caffè freddo enorme (fatto in casa, ovvio) sulla mia tastiera. Quello che scrivevo veniva fuori più o meno così: sldkjfaosiojdf hweorii doihek!',
    category: 'computer',
    cause: 'Caffè rovesciato nella tastiera; risolto pulendo con alcol isopropilico e lasciando asciugare',
    keywords: ['tastiera', 'liquido', 'alcol', 'asciugatura', 'pulizia'],
  },
];
