import type { RealCase } from './types.ts';

/** Batch 4 of real computer reports (issue 24): gathered 2026-11-27, blind to the assistant. */
export const CASES: RealCase[] = [
  {
    id: 'pc-201',
    source: 'http://www.techspot.com/community/topics/tales-from-the-toolroom-if-it-aint-broke.129332/',
    original:
      'Popped in to see a client who is also a great friend for a coffee. Whilst rabbiting about all sorts of things he said he wanted to upgrade the memory and also his hard drive - no worries sez I and has the back off the system to check what the RAM is … Stick the RAM stick back in again and it won’t boot because it can’t find the boot drive. Off with the back again and find I have pushed the power supply for the boot drive to one side (would not have happened with a molex - I hate these SATA connections!) - pop it back on again but still no go.',
    language: 'en',
    text: 'Sono passato per un caffè da un cliente che è anche un grande amico. Mentre chiacchieravamo di tutto mi ha detto che voleva aumentare la memoria e cambiare anche l’hard disk - nessun problema, dico io, e apro il retro del PC per vedere che RAM ha … Rimetto dentro la RAM e non parte più perché non trova il disco di avvio. Riapro e vedo che avevo spostato di lato l’alimentazione del disco di avvio (con un molex non sarebbe successo - odio questi connettori SATA!) - lo rimetto a posto ma ancora niente.',
    category: 'computer',
    cause:
      'Il cavo di alimentazione SATA del disco di avvio era crepato e non faceva più contatto bene; sostituito, il PC ha ripreso ad avviarsi.',
    keywords: ['cavo', 'alimentazione', 'sata', 'disco', 'connettore', 'crepato'],
  },
  {
    id: 'pc-202',
    source: 'http://sundardiary.blogspot.com/2009/06/troubleshoot-dell-desktop-disk-failure.html',
    original:
      "Few days ago i was called by a customer with DELL PC. The reported problem was the system could be boot through hard disk. The familiar 'DISK BOOT FAILURE, INSERT SYSTEM DISK' was displayed. … On encountering these problems we normally check the connection of Hard Disk and IDE cable and power cable. … BIOS was not able to get the boot secotor. The hard disk was giving a tick, tack sound … The PC was DELL make of 2000. I think the model is GX200.",
    language: 'en',
    text: "Qualche giorno fa mi ha chiamato un cliente con un PC DELL. Il problema segnalato era che il sistema non partiva dall'hard disk. Usciva il solito 'DISK BOOT FAILURE, INSERT SYSTEM DISK'. … Quando capitano questi problemi di solito controllo il collegamento dell'hard disk, il cavo IDE e il cavo di alimentazione. … Il BIOS non riusciva a trovare il settore di avvio. L'hard disk faceva un rumore tipo tic, tac … Il PC era un DELL del 2000, credo il modello GX200.",
    category: 'computer',
    cause:
      "L'hard disk era guasto (rumore di ticchettio, meccanica rotta); sostituito con un disco IDE nuovo, il PC è ripartito.",
    keywords: ['disco', 'rigido', 'hard', 'disk', 'testina', 'meccanica'],
  },
  {
    id: 'pc-203',
    source: 'http://oliiscool.blogspot.com/2007/01/that-was-easy.html',
    original:
      'So this [oldish] computer stopped booting properly about six months ago. It would start, but then mysteriously die during the sequence. I finally had a bit of time to check it out tonight, so I powered it up and noticed the POST would not only show a garbled version of "Maxtor" (and the model number), but also identify this 40 GB disk as about 8 GB. At this point, it would refuse to even boot and instead barf up with INVALID SYSTEM DISK, INSERT BOOT DISK AND HIT ENTER TO RETRY (or something just like it).',
    language: 'en',
    text: 'Allora, questo computer [un po’ vecchiotto] ha smesso di avviarsi bene circa sei mesi fa. Partiva, ma poi moriva misteriosamente durante la sequenza di avvio. Stasera finalmente ho avuto un po’ di tempo per guardarci, l’ho acceso e ho notato che al POST non solo compariva una versione storpiata di "Maxtor" (e del numero di modello), ma questo disco da 40 GB veniva riconosciuto come circa 8 GB. A quel punto si rifiutava proprio di avviarsi e sputava fuori INVALID SYSTEM DISK, INSERT BOOT DISK AND HIT ENTER TO RETRY (o qualcosa di molto simile).',
    category: 'computer',
    cause:
      "Il cavo piatto (IDE) dell'hard disk era piegato su se stesso e collegato male; raddrizzato e ricollegato bene, il PC si è avviato.",
    keywords: ['cavo', 'piatto', 'ide', 'disco', 'collegato', 'connettore'],
  },
  {
    id: 'pc-204',
    source: 'https://digilander.libero.it/gpcommunity/RiparazioneHP/Riparazione.html',
    original:
      "Due portatili HP, NX5000 e NC6000, mostrano entrambi lo stesso difetto: dopo qualche anno di utilizzo regolare, all'accensione, il led giallo che indica la carica della batteria lampeggia e il portatile fallisce l'avviamento. Prima di spegnersi la ventola inizia a girare alla massima velocità per qualche secondo. Avevo notato che, tuttavia, una pressione sulla parte superiore a destra della tastiera, permetteva l'avviamento regolare, purchè l'alimentazione fosse tramite trasformatore. Con l'alimentazione a batteria, il portatile falliva l'avviamento o si fermava durante il funzionamento …",
    language: 'it',
    text: "Due portatili HP, NX5000 e NC6000, mostrano entrambi lo stesso difetto: dopo qualche anno di utilizzo regolare, all'accensione, il led giallo che indica la carica della batteria lampeggia e il portatile fallisce l'avviamento. Prima di spegnersi la ventola inizia a girare alla massima velocità per qualche secondo. Avevo notato che, tuttavia, una pressione sulla parte superiore a destra della tastiera, permetteva l'avviamento regolare, purchè l'alimentazione fosse tramite trasformatore. Con l'alimentazione a batteria, il portatile falliva l'avviamento o si fermava durante il funzionamento …",
    category: 'computer',
    cause:
      "Saldature fredde/crepate del chip di gestione dell'alimentazione (MAXIM MAX1987) sulla scheda madre vicino al connettore di alimentazione; ripassate le saldature, il difetto è sparito.",
    keywords: ['saldatura', 'fredda', 'chip', 'alimentazione', 'scheda', 'madre'],
  },
  {
    id: 'pc-205',
    source: 'http://ilfantasma.blogspot.com/2013/08/riparare-il-portatile-con-il-fon.html',
    original:
      "Lo schermo rimane spento e nero ogni volta che schiaccio il pulsante d'accensione. L'alimentazione c'è, la ram e il processore sono funzionanti, il disco fisso inserito... non si sarà mica fusa la scheda? Di nuovo?! Temo di sì, esattamente come il portatile precedente. Sembra proprio un epilogo ricorrente tra i computer con le schede video Radeon integrate, a prescindere dalla marca. Questo è un Lenovo cinese, l'altro un Asus cinese di Taiwan.",
    language: 'it',
    text: "Lo schermo rimane spento e nero ogni volta che schiaccio il pulsante d'accensione. L'alimentazione c'è, la ram e il processore sono funzionanti, il disco fisso inserito... non si sarà mica fusa la scheda? Di nuovo?! Temo di sì, esattamente come il portatile precedente. Sembra proprio un epilogo ricorrente tra i computer con le schede video Radeon integrate, a prescindere dalla marca. Questo è un Lenovo cinese, l'altro un Asus cinese di Taiwan.",
    category: 'computer',
    cause:
      'Micro-saldature del chip grafico (Radeon) saldato sulla scheda madre saltate per gli sbalzi termici; scaldando il chip con il fon le saldature si sono rifuse e il portatile si è riacceso.',
    keywords: ['saldature', 'chip', 'grafico', 'scheda', 'video', 'reflow'],
  },
  {
    id: 'pc-206',
    source: 'https://sillydumb.com/2005/12/milk-the-keyboard/',
    original:
      'When the milk spilled over the keyboard, it was time to call upon the technician Mr Chan. The keyboard had totally lost its control over the windows though the light was still on. … After some wiping of the under parts of the buttons, each button was dipped into a bowl of clean water and dried before fixing them back into the keyboard. At this point of time, there were finally some reactions upon hitting the buttons; however, it seemed to have gone insane. The caps lock was on and off randomly and the output were different from the pressed buttons.',
    language: 'en',
    text: 'Quando il latte si è rovesciato sulla tastiera, è stato il momento di chiamare il tecnico, il signor Chan. La tastiera non comandava più niente in Windows, anche se la lucina era ancora accesa. … Dopo aver pulito un po’ la parte sotto dei tasti, li abbiamo immersi uno per uno in una ciotola d’acqua pulita e asciugati prima di rimetterli sulla tastiera. A quel punto finalmente premendo i tasti succedeva qualcosa, però sembrava impazzita. Il caps lock si accendeva e spegneva a caso e uscivano caratteri diversi dai tasti premuti.',
    category: 'computer',
    cause:
      'Il latte era entrato dentro la tastiera, sul circuito a membrana e sulle gommine sotto i tasti; smontata, lavate e asciugate membrana e gommine, la tastiera è tornata a funzionare.',
    keywords: ['latte', 'liquido', 'membrana', 'tastiera', 'gommine', 'circuito'],
  },
  {
    id: 'pc-207',
    source: 'http://americanwarmonger.blogspot.com/2005/04/even-geeks-get-computer-stupid.html',
    original:
      "Today I installed a new video card into a computer that was using onboard video. I went into the bios like I'm supposed to, changed settings, rebooted, everything seemed like it should work. I had even seen the card work on a different computer. No problems right? Wrong. I just spent an hour wondering why I couldn't get my monitor to kick in with the video card. I chacked and re-checked everything. Removed the card and reseated it. Finally, in an act of desparation I went to the manual to look and see if there was an extra special setting that I had missed. Nope, not a setting out of place.",
    language: 'en',
    text: "Oggi ho montato una scheda video nuova su un computer che usava la grafica integrata. Sono entrato nel BIOS come si deve, ho cambiato le impostazioni, ho riavviato, sembrava tutto a posto. Avevo pure visto la scheda funzionare su un altro computer. Nessun problema, giusto? Sbagliato. Ho passato un'ora a chiedermi perché il monitor non si accendeva con la scheda video. Ho controllato e ricontrollato tutto. Ho tolto la scheda e l'ho rimessa. Alla fine, per disperazione, sono andato a guardare il manuale per vedere se mi era sfuggita qualche impostazione speciale. Niente, nessuna impostazione fuori posto.",
    category: 'computer',
    cause:
      'Il cavo del monitor era ancora collegato all’uscita video integrata della scheda madre invece che alla nuova scheda video; spostato il cavo, tutto funziona.',
    keywords: ['cavo', 'monitor', 'uscita', 'integrata', 'scheda', 'video'],
  },
  {
    id: 'pc-208',
    source: 'http://podserve.blogspot.com/2011/07/usb-shorts.html',
    original:
      "The problem sounded simple, after years of normal service our client had plugged in his iPod and his PC had promptly died. It's something he'd done, well, hundreds of times with no problems. Naturally he assumed that something in iTunes had corrupted his computer and Windows Vista. When I got there the PC was completely dead, as if the power supply had failed. So I checked the power cable, tried the cable from their kettle, no problem in the mains. Screen worked OK, just when you hit the on button absolutely nothing happened.",
    language: 'en',
    text: "Il problema sembrava semplice: dopo anni di funzionamento normale, il cliente aveva collegato il suo iPod e il PC era morto all'istante. Era una cosa che aveva fatto centinaia di volte senza problemi. Ovviamente pensava che qualcosa in iTunes avesse rovinato il computer e Windows Vista. Quando sono arrivato il PC era completamente morto, come se fosse saltato l'alimentatore. Allora ho controllato il cavo di alimentazione, ho provato il cavo del loro bollitore, nessun problema con la corrente. Lo schermo funzionava, solo che premendo il tasto di accensione non succedeva assolutamente niente.",
    category: 'computer',
    cause:
      'Nella porta USB frontale si era rotta la linguetta di plastica e un contatto piegato toccava la parte metallica, mandando in corto l’alimentazione; sollevato il contatto, il PC si è riacceso.',
    keywords: ['porta', 'usb', 'cortocircuito', 'contatto', 'piegato', 'frontale'],
  },
  {
    id: 'pc-209',
    source: 'http://dailygoob.com/2009/06/almost-not-the-way-to-celebrate/',
    original:
      'This morning when I came to turn on my computer, moving my mouse didn’t wake it up like it normally would. Puzzled, I reach down to hit the power button. Everything came on, turned off, then came on again but without making any sound or outputting any video to my monitors. Fairly confident something was wrong, I disassembled most of my computer and narrowed the problem down to either the motherboard or PSU. … After finding out what combinations did and didn’t work, my diagnosis was that the motherboard was the culprit.',
    language: 'en',
    text: 'Stamattina, quando sono andato ad accendere il computer, muovendo il mouse non si è risvegliato come fa di solito. Perplesso, premo il tasto di accensione. Si è acceso tutto, si è spento, poi si è riacceso ma senza fare nessun suono e senza mandare nessun segnale video ai monitor. Abbastanza sicuro che ci fosse qualcosa che non andava, ho smontato quasi tutto il computer e ho ristretto il problema alla scheda madre o all’alimentatore. … Dopo aver visto quali combinazioni funzionavano e quali no, la mia diagnosi era che la colpevole fosse la scheda madre.',
    category: 'computer',
    cause:
      'Le impostazioni del BIOS (CMOS) della scheda madre si erano bloccate; facendo il reset del CMOS il PC è ripartito normalmente.',
    keywords: ['cmos', 'bios', 'reset', 'impostazioni', 'scheda', 'madre'],
  },
  {
    id: 'pc-210',
    source: 'http://ank.blogspot.com/2005/04/today-in-hardware.html',
    original:
      'OK, I woke up this morning and my PC won’t boot. Here’s my normal routine I wake up, and then go to sleep again. Repeat this a few times, then finally wake up. Start the PC, go brush my teeth and stuff. Sit on the PC for some time, make some coffee and then sit for some more time. … Anyways, today the PC didn’t start at all. The power supply was OK, the monitor showed it’s blinking light thingy.',
    language: 'en',
    text: 'Ok, stamattina mi sveglio e il PC non parte. La mia routine normale è: mi sveglio, poi mi riaddormento. Ripeto un paio di volte, poi finalmente mi sveglio. Accendo il PC, vado a lavarmi i denti e cose così. Sto un po’ al PC, mi faccio il caffè e poi ci sto ancora un po’. … Comunque, oggi il PC non si è proprio acceso. L’alimentatore era a posto, il monitor aveva la sua lucina che lampeggiava.',
    category: 'computer',
    cause:
      'Il pulsante di accensione del case si era rotto; scambiati sulla scheda madre i fili del pulsante di accensione con quelli del reset, il PC si accende di nuovo.',
    keywords: ['pulsante', 'accensione', 'case', 'rotto', 'reset', 'fili'],
  },
  {
    id: 'pc-211',
    source: 'https://forums.frontier.co.uk/threads/warning-beware-smartwatch-charging-cables.439047/latest',
    original:
      "My PC carked it last night. … A few hours later, I've got my USB headset on and I'm playing ED with my joystick. All of a sudden, I've got no control of my ship and the sound's gone dead. Odd. I go to alt-tab out of ED but my keyboard isn't responding either. A few seconds of deliberation reveals that there are no lights on any of my USB devices. I decide there's no alternative but to re-boot my PC. I get a message saying something like \"Over current on USB. Unable to start PC\" Awhatnow?",
    language: 'en',
    text: "Ieri sera il mio PC è andato. … Qualche ora dopo ho le cuffie USB in testa e sto giocando a ED con il joystick. All'improvviso non controllo più la nave e l'audio è morto. Strano. Provo a fare alt-tab per uscire da ED ma neanche la tastiera risponde. Dopo qualche secondo di riflessione mi accorgo che nessuna delle mie periferiche USB ha le luci accese. Decido che non c'è altro da fare che riavviare il PC. Mi esce un messaggio tipo \"Over current on USB. Unable to start PC\". Ma cosa?",
    category: 'computer',
    cause:
      'Il cavo di ricarica magnetico di uno smartwatch lasciato collegato a una porta USB del PC aveva attirato una puntina metallica che cortocircuitava i contatti; staccato il cavo, l’USB si è ripristinata.',
    keywords: ['cavo', 'usb', 'cortocircuito', 'sovracorrente', 'magnetico', 'puntina'],
  },
  {
    id: 'pc-212',
    source:
      'https://n3wjack.net/2013/02/02/usb-3-external-hd-wireless-mouse-gives-nasty-frustrating-interference/',
    original:
      'Recently my old external HD started making these really annoying clicking sounds after I accidentally dropped it on its head. … so it was time to shop for a new and shiny drive, of course USB 3 compatible because it’s like the latest and greatest in Universal Bus Technologies these days. After I connected the new and shiny Seagate drive to the lappy however, my wireless mouse (I don’t like wires) started acting jumpy. My suspicion that indeed the drive was the culprit only increases as the behaviour stopped when I disconnected the drive.',
    language: 'en',
    text: 'Di recente il mio vecchio hard disk esterno ha cominciato a fare dei clic fastidiosissimi dopo che per sbaglio mi è caduto di testa. … quindi era ora di comprare un disco nuovo e luccicante, ovviamente compatibile USB 3 perché è il meglio del meglio delle tecnologie Universal Bus di oggi. Però, dopo aver collegato il nuovo disco Seagate al portatile, il mio mouse wireless (non mi piacciono i fili) ha cominciato a muoversi a scatti. Il sospetto che il colpevole fosse proprio il disco è aumentato quando ho visto che il problema spariva scollegando il disco.',
    category: 'computer',
    cause:
      'Interferenze radio del disco/cavo USB 3.0 sul ricevitore del mouse wireless a 2,4 GHz; spostato il ricevitore con una prolunga USB, il mouse funziona bene.',
    keywords: ['interferenze', 'usb', 'ricevitore', 'mouse', 'wireless', 'prolunga'],
  },
  {
    id: 'pc-213',
    source: 'https://grechi.it/blog/tag/macbook/',
    original:
      'Due giorni fa la tastiera del mio vecchio MacBook bianco (del 2008, ma ancora perfettamente in grado di fare il suo lavoro) ha deciso di fare i capricci: alcuni tasti (nello specifico tutta la colonna / U J M ) hanno smesso di funzionare. Ipotizzando un guasto hardware mi ero già rassegnato ad utilizzare una tastiera esterna oppure iniziare la ricerca del pezzo di ricambio che, per inciso, costa un botto. Infatti in questo modello è necessario cambiare tutto il top case per sostituire la tastiera.',
    language: 'it',
    text: 'Due giorni fa la tastiera del mio vecchio MacBook bianco (del 2008, ma ancora perfettamente in grado di fare il suo lavoro) ha deciso di fare i capricci: alcuni tasti (nello specifico tutta la colonna / U J M ) hanno smesso di funzionare. Ipotizzando un guasto hardware mi ero già rassegnato ad utilizzare una tastiera esterna oppure iniziare la ricerca del pezzo di ricambio che, per inciso, costa un botto. Infatti in questo modello è necessario cambiare tutto il top case per sostituire la tastiera.',
    category: 'computer',
    cause:
      'Non era un guasto della tastiera ma dei parametri salvati nel controller SMC e nella NVRAM/PRAM; dopo il reset di SMC e NVRAM la tastiera è tornata a funzionare.',
    keywords: ['reset', 'smc', 'nvram', 'pram', 'parametri', 'controller'],
  },
  {
    id: 'pc-214',
    source: 'https://koolinus.net/blog/tag/ifixit/',
    original:
      'Stamattina mi sono reso conto che l’intero lato destro delle porte del mio MacBook Pro 15″, generazione mid.2012, era morto. In prima battuta la cosa mi ha molto inquietato, le spese sono tante e nei miei piani questo Mac mi dovrà accompagnare almeno altri due anni. Avere “metà” delle connessioni non funzionanti, magari in corto circuito, non è che mi facesse ballare di gioia. Poi però, parlando con l’amico Giacomo ho fatto mente locale sulla botta presa sulla sacca dove trasporto il Mac, entrando di fretta in ascensore. Botta presa proprio su quel lato del Mac.',
    language: 'it',
    text: 'Stamattina mi sono reso conto che l’intero lato destro delle porte del mio MacBook Pro 15″, generazione mid.2012, era morto. In prima battuta la cosa mi ha molto inquietato, le spese sono tante e nei miei piani questo Mac mi dovrà accompagnare almeno altri due anni. Avere “metà” delle connessioni non funzionanti, magari in corto circuito, non è che mi facesse ballare di gioia. Poi però, parlando con l’amico Giacomo ho fatto mente locale sulla botta presa sulla sacca dove trasporto il Mac, entrando di fretta in ascensore. Botta presa proprio su quel lato del Mac.',
    category: 'computer',
    cause:
      'Con la botta si era scollegato il cavo flat tra la scheda I/O (porte USB e SD) e la scheda madre; ricollegato il cavo, tutte le porte funzionano.',
    keywords: ['cavo', 'flat', 'scheda', 'porte', 'scollegato', 'connettore'],
  },
  {
    id: 'pc-216',
    source: 'https://orlodelboccale.blogspot.com/2017/05/ibook-g3-hdd.html',
    original:
      'Un amico mi chiese di dare un’occhiata ad un suo Mac portatile che non funzionava più tanto bene. Dopo i primi avvii regolari ( ma dopo minuti la macchina si piantava ) iniziò ad avere difficoltà nel caricamento del sistema operativo ( una versione di Mac OS X ), assieme ad un rumoraccio meccanico che arrivava dall’interno.',
    language: 'it',
    text: 'Un amico mi chiese di dare un’occhiata ad un suo Mac portatile che non funzionava più tanto bene. Dopo i primi avvii regolari ( ma dopo minuti la macchina si piantava ) iniziò ad avere difficoltà nel caricamento del sistema operativo ( una versione di Mac OS X ), assieme ad un rumoraccio meccanico che arrivava dall’interno.',
    category: 'computer',
    cause:
      'Il disco rigido (Toshiba) aveva i cuscinetti rovinati e faceva un rumore stridulo; estratto e provato su un altro PC dava pochi segni di vita, quindi andava sostituito.',
    keywords: ['disco', 'rigido', 'cuscinetti', 'hard', 'disk', 'rumore'],
  },
  {
    id: 'pc-217',
    source: 'http://andrewmallett.net/techtales/jumpy_cursor.php',
    original:
      'The boss called me into his office the other day for an IT problem. He\'s pretty tech-savvy so this doesn\'t happen very often. "Take a look at this Andy," he said, "I can\'t work out what the hell\'s going wrong with this screen.." His workstation is a laptop with a couple of large screens plugged in. He also uses an external keyboard and mouse. The man was trying to type a password into a web page but the insertion point cursor was whizzing along from left to right, apparently under its own volition. "I\'ve never had this happen before, think I should reboot..?"',
    language: 'en',
    text: 'L\'altro giorno il capo mi ha chiamato nel suo ufficio per un problema informatico. Se ne intende parecchio, quindi non succede spesso. "Guarda qui Andy", mi fa, "non riesco a capire cosa diavolo stia succedendo a questo schermo.." La sua postazione è un portatile con un paio di schermi grandi collegati. Usa anche tastiera e mouse esterni. Stava cercando di scrivere una password in una pagina web ma il cursore di inserimento correva da sinistra a destra, apparentemente da solo. "Non mi era mai successo, dici che dovrei riavviare..?"',
    category: 'computer',
    cause:
      'Il cellulare era appoggiato sopra il touchpad del portatile e faceva muovere il cursore da solo; tolto il telefono, tutto normale.',
    keywords: ['cellulare', 'telefono', 'touchpad', 'appoggiato', 'cursore'],
  },
  {
    id: 'pc-218',
    source: 'https://chrisjean.com/fixing-a-broken-graphics-cards-fan/',
    original:
      'Samus, my main machine, was having some issues earlier today, so I opened her up and felt around. I touched the graphics card and was nearly burned. I loaded up a temperature tracking program and found that it was running at 93°C. That’s nearly 200 degrees Farenheit. I was amazed that the GPU hadn’t been damaged by this heat. With the system shut down, I removed the card and tried to see if I could fix the problem. The fan had some dust bunnies, but nothing worse than usual. I cleaned it off, removed the heatsink, applied some new Arctic Silver, put the card back, and powered the system on.',
    language: 'en',
    text: 'Oggi Samus, il mio computer principale, aveva dei problemi, quindi l’ho aperto e ho tastato un po’ in giro. Ho toccato la scheda video e mi sono quasi bruciato. Ho aperto un programma per controllare le temperature e stava a 93 °C. Sono quasi 200 gradi Fahrenheit. Mi ha stupito che la GPU non si fosse danneggiata con quel calore. A sistema spento ho tolto la scheda e ho provato a vedere se riuscivo a sistemare il problema. La ventola aveva un po’ di batuffoli di polvere, ma niente di peggio del solito. L’ho pulita, ho tolto il dissipatore, ho messo della pasta Arctic Silver nuova, ho rimesso la scheda e ho riacceso.',
    category: 'computer',
    cause:
      'La ventola del dissipatore della scheda video si era guastata e non girava più, quindi la GPU si surriscaldava; con una ventola aggiuntiva fissata sul dissipatore (e poi una scheda nuova) le temperature sono tornate normali.',
    keywords: ['ventola', 'scheda', 'video', 'guasta', 'dissipatore', 'surriscaldamento'],
  },
  {
    id: 'pc-219',
    source: 'http://tonyinthecountry.blogspot.com/2011/',
    original:
      'Accade sempre la stessa cosa, la corrente arriva correttamente al trasformatore (il bussolotto grosso che scalda) ma da lì non riesce a raggiungere il notebook o lo fa solo se muovendo il cavo che ne esce in direzione del laptop si riesce a fargli fare contatto.',
    language: 'it',
    text: 'Accade sempre la stessa cosa, la corrente arriva correttamente al trasformatore (il bussolotto grosso che scalda) ma da lì non riesce a raggiungere il notebook o lo fa solo se muovendo il cavo che ne esce in direzione del laptop si riesce a fargli fare contatto.',
    category: 'computer',
    cause:
      "A forza di arrotolare il cavo attorno all'alimentatore, i fili di rame del cavo verso il portatile si erano tranciati vicino all'uscita dal trasformatore; risaldati i fili al trasformatore, il notebook si alimenta di nuovo.",
    keywords: ['cavo', 'alimentatore', 'fili', 'tranciati', 'rame', 'saldatura'],
  },
  {
    id: 'pc-220',
    source: 'https://computeraid.com.au/boot-device-not-found-but-no-fault-with-hard-drive/',
    original:
      'I found an odd problem the other day: Customers PC gives a boot device not found error. Bios detects 1 HDD and 2 CDROMS… but then proceeds the say samsung XXXX hard dive “has fault”. Proceeding beyond this gives a boot device not found error. I figure either a broken HDD, or a loose cable. When I open the PC, I notice 2 hard drives on IDE0, and the 2 CDROMS are on IDE1. Hmmm, one of the hard drives is not being detected. I unplug the first HDD, and the second is detected by the bios. I unplug the second HDD, and plug in the first… and the first is detected by the bios… OK, the HDDs are fine.',
    language: 'en',
    text: 'L’altro giorno mi è capitato un problema strano: il PC di un cliente dà errore "boot device not found". Il BIOS rileva 1 hard disk e 2 lettori CD… ma poi dice che l’hard disk Samsung XXXX "has fault". Andando avanti esce l’errore "boot device not found". Penso: o hard disk rotto o cavo allentato. Aprendo il PC vedo 2 hard disk su IDE0 e i 2 lettori CD su IDE1. Mmm, uno dei due hard disk non viene rilevato. Stacco il primo e il secondo viene rilevato dal BIOS. Stacco il secondo e attacco il primo… e il primo viene rilevato… Ok, gli hard disk sono a posto.',
    category: 'computer',
    cause:
      'I jumper master/slave dei due hard disk IDE non corrispondevano alla posizione sul cavo piatto (il master era sul connettore slave e viceversa); scambiati i dischi sul cavo, il PC si avvia.',
    keywords: ['jumper', 'master', 'slave', 'ide', 'cavo', 'dischi'],
  },
  {
    id: 'pc-221',
    source: 'https://spinor.info/weblog/?p=1134',
    original:
      'This morning, I decided to clean my main workstation, as it’s been noisier than usual these last couple of days. Sure enough, it had plenty of dust and cat hair in it, but I also noted that a little motherboard fan was not working. I had spares, so I decided to replace it. … That having been done, I rebooted my machine. Or, I tried to anyhow, but it failed to boot. … After a while, I realized that for some weird reason, it was trying to boot from an attached USB device. I disconnected the device, but still nothing… worse than nothing, actually, as it told me that my system disk is unbootable.',
    language: 'en',
    text: 'Stamattina ho deciso di pulire la mia workstation principale, perché negli ultimi giorni era più rumorosa del solito. Infatti era piena di polvere e peli di gatto, ma ho anche notato che una piccola ventola della scheda madre non funzionava. Avevo dei ricambi, quindi ho deciso di sostituirla. … Fatto questo, ho riavviato la macchina. O almeno ci ho provato, perché non si è avviata. … Dopo un po’ mi sono accorto che per qualche strano motivo cercava di avviarsi da un dispositivo USB collegato. L’ho scollegato, ma niente lo stesso… anzi peggio, perché mi diceva che il disco di sistema non era avviabile.',
    category: 'computer',
    cause:
      'Durante la pulizia era stato staccato per sbaglio il cavo di uno dei due dischi in mirror RAID, e il controller RAID aveva cancellato il settore di avvio; ricollegato il cavo e ricopiato il boot sector sui dischi, il PC è ripartito.',
    keywords: ['cavo', 'disco', 'raid', 'settore', 'avvio', 'staccato'],
  },
  {
    id: 'pc-222',
    source: 'https://netmouse.livejournal.com/119409.html',
    original:
      'last night my keyboard stopped working. the caps lock key wouldn\'t make the light go on or anything. This morning after making a backup disc of latest work (note the mouse still worked) and installing the "go" button in my browser toolbar, I looked up Dell\'s phone number and called support.',
    language: 'en',
    text: 'ieri sera la tastiera ha smesso di funzionare. premendo il caps lock non si accendeva la lucina, niente di niente. Stamattina, dopo aver fatto un disco di backup dell’ultimo lavoro (il mouse funzionava ancora) e aver messo il pulsante "vai" nella barra del browser, ho cercato il numero della Dell e ho chiamato l’assistenza.',
    category: 'computer',
    cause:
      'Una carica statica residua bloccava l’input della tastiera; togliendo batteria e alimentatore e tenendo premuto il tasto di accensione per 20 secondi per scaricarla, la tastiera è tornata a funzionare.',
    keywords: ['carica', 'statica', 'batteria', 'scaricare', 'accensione', 'residua'],
  },
  {
    id: 'pc-223',
    source: 'http://www.selfishman.net/2008/06/24/problem-with-dell-inspiron-1501-keypress-every-second/',
    original:
      "My primary laptop is a Dell Inspiron 1501 … and a couple months back it started registering a key being pressed every second. Exactly every second. This made simple things like alt-tabbing through a list of programs difficult as it would cause the alt-tab windows to close. Copying and pasting from a command prompt was almost impossible with less than a second to do it. … Various flavors of linux would even show the '=' key being pressed. … When this problem started I had just recently upgraded the RAM from the stock dual 512MB sticks to two 2GB sticks, the harddrive from 120GB to 320GB …",
    language: 'en',
    text: "Il mio portatile principale è un Dell Inspiron 1501 … e un paio di mesi fa ha cominciato a registrare un tasto premuto ogni secondo. Esattamente ogni secondo. Questo rendeva difficili anche cose semplici come fare alt-tab tra i programmi, perché la finestra dell'alt-tab si chiudeva. Copiare e incollare dal prompt dei comandi era quasi impossibile con meno di un secondo di tempo. … Varie versioni di Linux mostravano addirittura il tasto '=' premuto. … Quando è cominciato il problema avevo appena aggiornato la RAM dai due banchi da 512MB originali a due da 2GB, l'hard disk da 120GB a 320GB …",
    category: 'computer',
    cause:
      'Il controller della tastiera/BIOS era in uno stato bloccato; staccando alimentatore e batteria (e la batteria tampone del BIOS) e lasciandolo scarico per un po’, il tasto fantasma è sparito.',
    keywords: ['batteria', 'tampone', 'bios', 'cmos', 'reset', 'scarico'],
  },
  {
    id: 'pc-224',
    source: 'http://www.yorkcomputerrepair.com/watch-out-for-the-easy-things/',
    original:
      'Recently I was working on a computer that wouldn’t boot. A Dell Dimension 4700 with spyware and malware problems. After reinstalling windows the computer was still doing some weird things. … Each time I used the keyboard random windows would pop up or disappear. I was really scratching my head trying to figure out what was going on. The keyboard did not behave like it should. I had already spent several hours diagnosing the virus and reinstalling windows and memory. What is going on, I asked my self.',
    language: 'en',
    text: 'Di recente stavo lavorando su un computer che non partiva. Un Dell Dimension 4700 con problemi di spyware e malware. Dopo aver reinstallato Windows il computer faceva ancora cose strane. … Ogni volta che usavo la tastiera si aprivano o sparivano finestre a caso. Non riuscivo proprio a capire cosa stesse succedendo. La tastiera non si comportava come doveva. Avevo già passato diverse ore a diagnosticare il virus e a reinstallare Windows e la memoria. Ma che succede, mi chiedevo.',
    category: 'computer',
    cause:
      'Sotto il tasto Windows della tastiera c’era della sporcizia appiccicosa che lo teneva premuto, quindi ogni comando veniva combinato col tasto Windows; pulito il tasto, problema risolto.',
    keywords: ['tasto', 'windows', 'premuto', 'sporcizia', 'incastrato', 'tastiera'],
  },
  {
    id: 'pc-226',
    source: 'https://www.computrain.co.za/wireless-mouse-erratic-behaviour/',
    original:
      'We recently received a call from a customer that the brand new wireless mouse that they had received for Christmas, was acting erratically. It seemed to have a mind of its own. The cursor would either lag behind or jump in front of their hand movements and was driving the customer batty.',
    language: 'en',
    text: 'Di recente ci ha chiamato una cliente perché il mouse wireless nuovo di zecca che le avevano regalato a Natale si comportava in modo strano. Sembrava avere vita propria. Il cursore o restava indietro o saltava avanti rispetto ai movimenti della mano, e la stava facendo impazzire.',
    category: 'computer',
    cause:
      'Il ricevitore del mouse wireless era inserito nella porta USB frontale, troppo vicino al case del PC che disturbava il segnale; con una corta prolunga USB per allontanarlo, il mouse funziona bene.',
    keywords: ['ricevitore', 'interferenze', 'prolunga', 'usb', 'mouse', 'wireless'],
  },
];
