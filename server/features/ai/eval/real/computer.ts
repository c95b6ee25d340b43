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
];
