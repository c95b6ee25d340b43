import type { RealCase } from './types.ts';

export const CASES: RealCase[] = [
  {
    id: 'pc-042',
    source: 'http://www.rindis.com/blog/748',
    original:
      'Micca suddenly had a Blue Screen Of Death yesterday morning. I knew that BSOD was still possible on Windows 7, but it has gotten very rare. Micca suddenly went to Blue Screen, complained of a memory problem, announced a memory dump, and shut off. Restarting did not get far. The system would POST and start, but before getting to Windows, it would say there was a problem and try advise for the Recovery process. That would load, and then the system would restart.',
    language: 'en',
    text: "Ieri mattina Micca (il mio PC) mi ha dato all'improvviso una schermata blu, un BSOD. Sapevo che su Windows 7 poteva ancora capitare, ma ormai è rarissimo. È andato in schermata blu, si è lamentato di un problema di memoria, ha annunciato un memory dump e si è spento. Riavviandolo non andava lontano: faceva il POST e partiva, ma prima di arrivare a Windows diceva che c'era un problema e proponeva il ripristino. Quello si caricava e poi il sistema si riavviava.",
    category: 'computer',
    cause: 'banchi di memoria RAM guasti',
    keywords: ['ram', 'memoria', 'banchi', 'moduli', 'guasti'],
  },
  {
    id: 'pc-043',
    source: 'https://alchemytheory.blogspot.com/2018/10/check-cmos-battery-if-pc-wont-boot.html',
    original:
      'The CPU fan spins for a while, louder than normal. The hard disks spin, the graphics card fans spin. Everything seems powered up and working, but still nothing shows up on the monitor. Then after a few seconds, the computer restarts itself and goes through the same cycle endlessly.',
    language: 'en',
    text: "La ventola della CPU gira per un po', più forte del solito. Gli hard disk girano, le ventole della scheda video girano. Sembra tutto acceso e funzionante, ma sul monitor non compare niente. Poi dopo qualche secondo il computer si riavvia da solo e rifà lo stesso giro all'infinito.",
    category: 'computer',
    cause: 'batteria CMOS (CR2032) della scheda madre scarica',
    keywords: ['batteria', 'cmos', 'tampone', 'scarica', 'cr2032'],
  },
  {
    id: 'pc-044',
    source: 'https://www.ft86club.com/forums/showpost.php?p=3552862&postcount=4087',
    original:
      "So I fired up my gaming system the other day and got a \"CPU Fan Error\" message. I haven't touched my system in years so what's up with this? I thought. ... So, I did a soft boot, (Restart) and everything seemed to work except I couldn't log into anything, view pages or anything. I kept getting a Date/time code error. I checked and sure enough the clock said 11:00 am Jan. 01, 2006. Reset the clock via the internet and everything worked for the rest of the day. Next day, same thing.",
    language: 'en',
    text: "L'altro giorno ho acceso il mio PC da gaming e mi è uscito il messaggio \"CPU Fan Error\". Non tocco il sistema da anni, quindi ho pensato: ma che succede? ... Allora ho fatto un riavvio e sembrava funzionare tutto, tranne che non riuscivo a fare login da nessuna parte, né ad aprire pagine, niente. Continuavo a ricevere un errore di data/ora. Ho controllato e infatti l'orologio segnava le 11:00 del 1 gennaio 2006. Ho rimesso l'ora via internet e per il resto della giornata è andato tutto bene. Il giorno dopo, stessa cosa.",
    category: 'computer',
    cause: 'batteria CMOS della scheda madre esaurita che non mantiene data e impostazioni',
    keywords: ['batteria', 'cmos', 'tampone', 'scarica', 'cr2032'],
  },
  {
    id: 'pc-045',
    source:
      'https://blog.patshead.com/2011/05/fixing-the-horrible-wifi-toggle-button-on-an-hp-dv8t-laptop.html',
    original:
      'I have had my HP dv8t laptop for a little over a year now. ... A few weeks ago, I did a bit of traveling and I was using it in a hotel, connected to their Wi-Fi. Sometimes things were fine, other times it was disconnecting and reconnecting the Wi-Fi every few minutes. I’ve had the Wi-Fi inexplicably turn off here at home a few times but I always assumed it was my own fault. The little blue capacitive button to toggle the Wi-Fi is just about a thumb’s length from the right side of the laptop, just above the keyboard.',
    language: 'en',
    text: 'Ho il mio portatile HP dv8t da poco più di un anno. ... Qualche settimana fa ero in viaggio e lo usavo in albergo, collegato al loro Wi-Fi. A volte andava bene, altre volte il Wi-Fi si scollegava e ricollegava ogni pochi minuti. Anche a casa qualche volta il Wi-Fi si è spento senza motivo, ma ho sempre pensato fosse colpa mia. Il tastino blu capacitivo per attivare/disattivare il Wi-Fi è a circa un pollice dal lato destro del portatile, proprio sopra la tastiera.',
    category: 'computer',
    cause:
      'il cavo flat della barra di tasti capacitivi (tasto Wi-Fi) con la schermatura difettosa fa scattare da solo il tasto che spegne il Wi-Fi',
    keywords: ['cavo', 'capacitivi', 'tasti', 'schermatura', 'pulsante'],
  },
  {
    id: 'pc-046',
    source: 'https://www.johnlarge.co.uk/macbook-pro-water-damage-fixed/',
    original:
      'I brought a cup of tea to my wife while she was working in bed, and as I handed it to her I dripped a few drops on her Apple Macbook pro. We quickly dried it off and thought no more of it. It worked all morning & she closed the Macbook when we went out for lunch. On our return the Macbook refused to startup. On pressing the power button it would make the startup chime, the grey apple screen would appear with the apple logo and then with a click of the hard drive the machine would shut down. This happened every time we tried to boot the laptop.',
    language: 'en',
    text: "Ho portato una tazza di tè a mia moglie che lavorava a letto e porgendogliela ho fatto cadere qualche goccia sul suo Apple Macbook pro. L'abbiamo asciugato subito e non ci abbiamo più pensato. Ha funzionato tutta la mattina e lei l'ha chiuso quando siamo usciti a pranzo. Al ritorno il Macbook non voleva più partire. Premendo il tasto di accensione faceva il suono di avvio, compariva la schermata grigia con la mela e poi, con un click dell'hard disk, si spegneva. Succedeva ogni volta che provavamo ad avviarlo.",
    category: 'computer',
    cause: 'cortocircuito nel circuito del tasto di accensione causato dal tè (ossidazione/zucchero)',
    keywords: ['pulsante', 'accensione', 'cortocircuito', 'liquido', 'ossidazione'],
  },
  {
    id: 'pc-047',
    source: 'http://createcookteach.blogspot.com/2013/06/water-on-macbook.html',
    original:
      "Then it happened. I spilled water all over the keyboard of my MacBook! It immediately went dead. AHHHH! I didn't care that the water landed all over the floor and table and rug. I rushed to my computer and flipped it over. I got a towel and wiped it off.",
    language: 'en',
    text: "E poi è successo. Ho rovesciato acqua su tutta la tastiera del mio MacBook! Si è spento all'istante. AAAHHH! Non mi importava che l'acqua fosse finita su pavimento, tavolo e tappeto. Sono corsa dal computer e l'ho girato a testa in giù. Ho preso un asciugamano e l'ho asciugato.",
    category: 'computer',
    cause: "acqua penetrata all'interno del MacBook, da asciugare prima di riaccenderlo",
    keywords: ['acqua', 'liquido', 'interno', 'umidita', 'asciugare'],
  },
  {
    id: 'pc-048',
    source:
      'https://www.lauralemay.com/blog/the-stick-in-the-fan-or-theres-your-problem.html?share=pinterest',
    original:
      'Last weekend while I was sitting on the couch throwing away my life on the Internet my Macbook laptop made a noise like CRRRZZZZGGHH, and then fell silent. ... The fan had been making noise for a while now. Eric had joked that he can tell when I’m watching online video because my Mac starts to sound like a jet plane taking off. I downloaded a little tool called smcFanControl that polls the fan sensor and reports how fast the fan is turning and what the current laptop temperature is. smcFanControl reported that my fan was turning at 000rpm, and that the temperature was 210ºF and climbing.',
    language: 'en',
    text: "Lo scorso weekend, mentre ero sul divano a buttare via la vita su internet, il mio portatile Macbook ha fatto un rumore tipo CRRRZZZZGGHH e poi è diventato silenzioso. ... La ventola faceva rumore già da un po'. Eric scherzava che capiva quando guardavo video online perché il Mac sembrava un jet al decollo. Ho scaricato un programmino, smcFanControl, che legge il sensore della ventola e dice quanto gira e che temperatura ha il portatile. smcFanControl diceva che la ventola girava a 000rpm e che la temperatura era 210ºF e continuava a salire.",
    category: 'computer',
    cause: 'un rametto (corpo estraneo) incastrato nella ventola la bloccava',
    keywords: ['ventola', 'bloccata', 'corpo', 'estraneo', 'incastrato'],
  },
  {
    id: 'pc-049',
    source: 'http://mypcsurgery.com/an-overheating-toshiba/',
    original:
      'I had a Toshiba Satellite L300D come into the surgery, suffering from overheating and intermittent shutdowns. Just touching the base of the machine after it had been on for a few minutes proved there was a problem. It was extremely hot to the touch!',
    language: 'en',
    text: "Mi è arrivato in laboratorio un Toshiba Satellite L300D che si surriscaldava e si spegneva ogni tanto. Bastava toccare la base dopo qualche minuto che era acceso per capire che c'era un problema. Era caldissimo al tatto!",
    category: 'computer',
    cause: "l'uscita d'aria della ventola della CPU era completamente intasata di polvere",
    keywords: ['polvere', 'ventola', 'intasata', 'dissipatore', 'ostruita'],
  },
  {
    id: 'pc-050',
    source: 'https://m2net.it/?p=1868',
    original:
      'Esemplare è il caso di un cliente di M2net che ha portato il suo pc al nostro laboratorio di riparazione notebook. Il computer si scaldava molto e a volte addirittura non si accendeva.',
    language: 'it',
    text: 'Esemplare è il caso di un cliente di M2net che ha portato il suo pc al nostro laboratorio di riparazione notebook. Il computer si scaldava molto e a volte addirittura non si accendeva.',
    category: 'computer',
    cause: 'eccesso di polvere che tappava le vie di ventilazione e bloccava la ventola',
    keywords: ['polvere', 'ventola', 'ventilazione', 'bloccata', 'tappate'],
  },
  {
    id: 'pc-051',
    source: 'https://www.comunicati-stampa.net/com/la-pasta-termoconduttiva-e-la-temperatura-del-pc.html',
    original:
      'Un pc desktop che in piena estate si spegne da solo. Il cliente lì a lavorare e – tac - dopo neanche 5 minuti di attività lui si spegne. Stessa cosa ad ogni riavvio. Esclusi tutti i problemi software, la prima ipotesi è stata un surriscaldamento eccessivo dovuto al clima. Quindi ho controllato la temperatura impostata nel Bios, ne ho alzato il limite previsto, ma nulla. Controllo delle ventole… nulla. Cambio dell’alimentatore… nulla.',
    language: 'it',
    text: 'Un pc desktop che in piena estate si spegne da solo. Il cliente lì a lavorare e – tac - dopo neanche 5 minuti di attività lui si spegne. Stessa cosa ad ogni riavvio. Esclusi tutti i problemi software, la prima ipotesi è stata un surriscaldamento eccessivo dovuto al clima. Quindi ho controllato la temperatura impostata nel Bios, ne ho alzato il limite previsto, ma nulla. Controllo delle ventole… nulla. Cambio dell’alimentatore… nulla.',
    category: 'computer',
    cause: 'mancava la pasta termoconduttiva tra processore e dissipatore',
    keywords: ['pasta', 'termica', 'termoconduttiva', 'dissipatore', 'processore'],
  },
  {
    id: 'pc-052',
    source: 'https://rbellew.wordpress.com/2008/03/12/bad-capacitors-on-motherboards/',
    original: 'A desktop PC was dead as a doornail. All tests indicated a failed motherboard.',
    language: 'en',
    text: 'Un PC fisso era morto stecchito. Tutte le prove indicavano una scheda madre guasta.',
    category: 'computer',
    cause: 'condensatori elettrolitici gonfi sulla scheda madre',
    keywords: ['condensatori', 'gonfi', 'elettrolitici', 'scheda', 'madre'],
  },
  {
    id: 'pc-053',
    source: 'http://brooklyndesk.org/2008/09/19/day-1265/',
    original:
      'It came on slowly over about a week. I noticed certain operations were taking longer and longer, especially saving files. This was especially problematic with Photoshop during the all-important “save for web” step of my daily routine. Rebooting with a system CD and running Apple’s hardware diagnostics (extended flavor) revealed nothing, but i noticed the report didn’t say anything “hard drive read/write.”',
    language: 'en',
    text: 'È iniziato piano piano nel giro di una settimana. Ho notato che certe operazioni ci mettevano sempre di più, soprattutto salvare i file. Era un problema soprattutto con Photoshop, nel passaggio fondamentale del "save for web" che faccio ogni giorno. Riavviando dal CD di sistema e facendo la diagnostica hardware Apple (quella estesa) non è uscito niente, però ho notato che il report non diceva niente su "lettura/scrittura hard disk".',
    category: 'computer',
    cause: 'hard disk guasto: la velocità di scrittura era crollata a una frazione del normale',
    keywords: ['disco', 'rigido', 'hard', 'guasto', 'scrittura'],
  },
  {
    id: 'pc-054',
    source: 'http://www.paullesterphoto.com/wordpress/2017/04/13/6-years-of-rotations/',
    original:
      'Recently, my iMac has been acting a bit flakily the last year, or so. Some weeks it would work just fine. Zero problems. Other times it would lock up and become unresponsive after I clicked on an app. Sometimes, it happened daily. A reboot always seemed to change its attitude and I continued on, happily. The past couple of weeks, though, I’ve had to restore from my Time Machine backups to be able to log back in. Unfortunately, that takes about 6 – 8 hours. Yesterday, it happened again, only this time, the computer refused to have its head cleared.',
    language: 'en',
    text: "Da circa un anno il mio iMac fa un po' le bizze. Certe settimane va benissimo, zero problemi. Altre volte si blocca e non risponde più dopo che clicco su un'app. A volte succede tutti i giorni. Un riavvio sembrava sempre sistemarlo e andavo avanti tranquillo. Nelle ultime due settimane però ho dovuto ripristinare dai backup di Time Machine per riuscire a rientrare. Purtroppo ci vogliono 6-8 ore. Ieri è successo di nuovo, solo che stavolta non c'è stato verso di farlo ripartire.",
    category: 'computer',
    cause: 'hard disk guasto pieno di errori (più il cavo del sensore del disco)',
    keywords: ['disco', 'rigido', 'hard', 'guasto', 'errori'],
  },
  {
    id: 'pc-055',
    source: 'http://www.philiptoews.com/?p=3187',
    original:
      'It is a wonderful computer, 27” screen, fast processor and loads of RAM. It’s a great computer, but it was starting to get a little bit slow. Well, extremely slow actually. I had done in place upgrades of the operating system three times and that had slowed things down a bit.',
    language: 'en',
    text: "È un computer bellissimo (il mio iMac), schermo da 27\", processore veloce e un sacco di RAM. È un gran computer, ma stava iniziando a diventare un po' lento. Anzi, lentissimo a dire il vero. Avevo fatto tre volte l'aggiornamento del sistema operativo sopra quello vecchio e questo aveva rallentato un po' le cose.",
    category: 'computer',
    cause: 'hard disk meccanico tradizionale troppo lento per il sistema operativo attuale (serviva un SSD)',
    keywords: ['disco', 'meccanico', 'lento', 'ssd', 'hard'],
  },
  {
    id: 'pc-056',
    source: 'http://jizaicafe.com/archives/2244/',
    original:
      'カミさんが使っているMacBook Proが突然フリーズ。強制終了で再起動するも立ち上がらず。再起動にしばらく時間がかかったあと、フォルダーアイコンにクエスチョンマーク「?」が点滅して、そこから先に進めなくなった。 ... PRAMクリアをやっても状況が変わらないので、昔の起動ディスク(CD-ROM)で再起動。起動ディスクを設定しようとしたが、内蔵HDDが認識されていない。これでは選択のしようがない。 ... 早速、家に帰って内蔵HDDをSSDに変えるも、状況変わらず。',
    language: 'ja',
    text: "Il MacBook Pro che usa mia moglie si è bloccato all'improvviso. Ho forzato lo spegnimento e riavviato, ma non parte. Dopo che ci mette un bel po' a riavviarsi, sull'icona della cartella lampeggia un punto interrogativo «?» e non va più avanti. ... Ho resettato la PRAM ma non cambia niente, allora ho riavviato con un vecchio disco di avvio (CD-ROM). Ho provato a scegliere il disco di avvio, ma l'HDD interno non viene riconosciuto. Così non c'è niente da scegliere. ... Appena tornato a casa ho sostituito l'HDD interno con un SSD, ma la situazione non cambia.",
    category: 'computer',
    cause: 'cavo SATA (flat) tra disco e scheda logica danneggiato',
    keywords: ['cavo', 'sata', 'flat', 'disco', 'connessione'],
  },
  {
    id: 'pc-057',
    source: 'http://www.tabijiphoto.com/entry/macbookpro-sat-cable',
    original:
      '前兆(たぶん) 画面の乱れが、たまに出るようになる たまに急に再起動する 動作が重い トラックパッドが、おかしい(カーソルがブッ飛ぶ) 等々の症状がちらほら。 ... そろそろクリーンアップしようかなと思ってた矢先、珍しくフリーズ うんともすんとも動かないので、強制終了し再起動したら・・・ 起動時に「?」マーク点滅 ... 強制終了、再起動を何度も繰り返しても立ち上がらない。',
    language: 'ja',
    text: "Segnali premonitori (credo): ogni tanto lo schermo ha dei disturbi, ogni tanto si riavvia di colpo, è lento, il trackpad fa cose strane (il cursore schizza via), sintomi così ogni tanto. ... Proprio mentre pensavo di dargli una ripulita, stranamente si è bloccato. Non rispondeva a niente, quindi ho forzato lo spegnimento e riavviato e... all'avvio lampeggia il «?» ... Anche forzando lo spegnimento e riavviando tante volte non parte.",
    category: 'computer',
    cause: "cavo SATA dell'hard disk guasto, il disco non veniva più riconosciuto",
    keywords: ['cavo', 'sata', 'flat', 'disco', 'connessione'],
  },
  {
    id: 'pc-058',
    source:
      'https://brad.net.nz/blog/2011/04/04/recovering-from-grub-rescue-after-upgrading-to-ubuntu-11-04/',
    original:
      'Over the weekend I upgraded one of my computers to the new beta of Ubuntu. Upon restarting the computer I got dumped into grub-rescue with the message missing-xputs.',
    language: 'en',
    text: 'Nel weekend ho aggiornato uno dei miei computer alla nuova beta di Ubuntu. Al riavvio mi sono ritrovato in grub-rescue con il messaggio missing-xputs.',
    category: 'computer',
    cause:
      'il DRM FlexNet installato da Adobe CS3 (dual boot con Windows 7) occupava il settore di avvio e ha rotto GRUB',
    keywords: ['flexnet', 'adobe', 'drm', 'settore', 'grub', 'avvio'],
  },
  {
    id: 'pc-059',
    source: 'http://1x9mtb.blogspot.com/2013/08/fixed-charging-port-on-my-laptop.html',
    original:
      'So I noticed the charger on my laptop was loose and not charging anymore. I started looking at and saw it was smashed and broken.',
    language: 'en',
    text: 'Ho notato che il caricatore del mio portatile ballava e non caricava più. Mi sono messo a guardare e ho visto che era schiacciato e rotto.',
    category: 'computer',
    cause: 'connettore di alimentazione (DC jack) rotto per una caduta con il caricatore inserito',
    keywords: ['connettore', 'jack', 'alimentazione', 'presa', 'ricarica'],
  },
  {
    id: 'pc-060',
    source: 'https://jackscohen.wordpress.com/2013/06/21/my-computer-smells/',
    original:
      'The ultimate horror, my computer would not boot-up! ... This time the poor machine (it’s 5 years old) was really sick. ... Then I remembered smelling such a smell a few days before, but I had not taken it seriously, and since I could not find a source, and since it seemed to dissipate quickly, I gave up. ... It was the smell of burning plastic, like the hard kind, bakelite, burning.',
    language: 'en',
    text: "L'orrore totale, il mio computer non si avvia! ... Stavolta il poveretto (ha 5 anni) è proprio malato. ... Poi mi sono ricordato che qualche giorno prima avevo sentito un odore, ma non l'avevo preso sul serio, e siccome non trovavo da dove venisse e sembrava sparire in fretta, ho lasciato perdere. ... Era odore di plastica bruciata, quella dura, tipo bachelite che brucia.",
    category: 'computer',
    cause: 'alimentatore del PC bruciato',
    keywords: ['alimentatore', 'bruciato', 'psu', 'alimentazione'],
  },
  {
    id: 'pc-061',
    source: 'http://www.sentimentalmechanic.com/2010/08/off-topic-power-supply-fire.html',
    original:
      'A little over a year ago, Amanda bought a new Dell Studio desktop. During an electrical storm recently, it awoke from standby and started smelling of burning electronics. ... She had tracked the smell down to her computer by this point, and noted that one of the fans was running loudly. ... The smell dissipated by morning and her computer was still working, though it would regularly hang for a few moments, the power supply fan would kick on high speed, and it would then it would continue working.',
    language: 'en',
    text: "Poco più di un anno fa Amanda ha comprato un Dell Studio fisso nuovo. Durante un temporale qualche giorno fa si è svegliato dallo standby e ha iniziato a puzzare di elettronica bruciata. ... Lei aveva capito che l'odore veniva dal computer e aveva notato che una delle ventole girava forte. ... La mattina l'odore era sparito e il computer funzionava ancora, però si blocca regolarmente per qualche istante, la ventola dell'alimentatore va a tutta velocità e poi riprende a funzionare.",
    category: 'computer',
    cause:
      "alimentatore danneggiato dal temporale (condensatori gonfi e bruciature sulla scheda dell'alimentatore)",
    keywords: ['alimentatore', 'condensatori', 'bruciato', 'danneggiato', 'psu'],
  },
  {
    id: 'pc-062',
    source: 'https://pseudotron.ist-dein-freund.de/cleaning-out-usb-problems.html',
    original:
      'Today I was asked to take a look at a computer, where the USB ports stopped working some time ago. The computer is quite old and still runs on Windows XP and as it is not connected to a network or the internet the loss of the USB ports is very annoying. I took a look on the hardware manager, but all drivers seemed to be ok. USB drives did not work in all ports, but one port at least allowed to connect and use a printer.',
    language: 'en',
    text: "Oggi mi hanno chiesto di dare un'occhiata a un computer a cui le porte USB hanno smesso di funzionare tempo fa. È piuttosto vecchio, ha ancora Windows XP e non essendo collegato né alla rete né a internet perdere le USB è una bella scocciatura. Ho guardato in gestione hardware ma i driver sembravano tutti a posto. Le chiavette USB non funzionavano in nessuna porta, ma almeno una porta permetteva di collegare e usare una stampante.",
    category: 'computer',
    cause:
      'polvere sulla scheda madre che creava dispersioni e faceva scattare la protezione da sovracorrente delle USB',
    keywords: ['polvere', 'sovracorrente', 'dispersioni', 'scheda', 'madre'],
  },
  {
    id: 'pc-063',
    source: 'http://www.cipywnyk.net/mtblog/archives/000375.html',
    original:
      'When I started to plug my Canon SD400 digital camera into a USB port on my main tower computer today, there was a short, sharp static hiss, and the computer died. ... It finally made the USB connection without shutting down the computer, however a popup window informed me that the download from the camera would be slow because I was not using a USB 2.0 port. Huh? It used to be a 2.0 port! Rather than roll the dice on the front port again, I plugged the camera cable and my Palm cable into rear ports, however they too are now running at the much slower USB 1.1.',
    language: 'en',
    text: "Oggi mentre collegavo la mia fotocamera Canon SD400 a una porta USB del PC fisso c'è stato un sibilo secco di statica e il computer si è spento. ... Alla fine la connessione USB è partita senza spegnere il computer, però è comparsa una finestra che diceva che lo scaricamento dalla fotocamera sarebbe stato lento perché non stavo usando una porta USB 2.0. Eh? Era una porta 2.0! Invece di rischiare di nuovo con la porta frontale, ho attaccato il cavo della fotocamera e quello del Palm alle porte dietro, ma anche quelle adesso vanno al più lento USB 1.1.",
    category: 'computer',
    cause: 'nel BIOS l\'opzione USB 2.0 "High Speed" era stata disattivata',
    keywords: ['bios', 'usb', 'disattivata', 'impostazione', 'speed'],
  },
  {
    id: 'pc-064',
    source: 'http://phroggy.com/weblog/65.html',
    original:
      'I was installing a motherboard into a used case that already had some standoffs ... Not only would the system not POST, but there was a strange quiet buzzing noise coming out of the speaker.',
    language: 'en',
    text: 'Stavo montando una scheda madre in un case usato che aveva già dei distanziali ... Non solo il sistema non fa il POST, ma dallo speaker esce uno strano ronzio leggero.',
    category: 'computer',
    cause:
      'un distanziale (standoff) in più nel case toccava il retro della scheda madre mandandola in corto',
    keywords: ['distanziale', 'standoff', 'corto', 'case', 'scheda'],
  },
  {
    id: 'pc-065',
    source: 'https://yaliqi.com/new/690962d6d13e4fd38aa12b3e28986571',
    original:
      '一台组装电脑,客户送修时说突然就不能开机了。打开机箱后,先观察主板没有明显的烧灼和损坏。接通电源后,按下电源开关没有任何反应。',
    language: 'zh',
    text: "Un PC assemblato: il cliente quando l'ha portato in riparazione ha detto che all'improvviso non si accendeva più. Aperto il case, per prima cosa ho guardato la scheda madre: niente bruciature o danni evidenti. Attaccata la corrente, premendo il tasto di accensione non succede niente.",
    category: 'computer',
    cause:
      "porta USB 3.0 frontale con una lamella a contatto con il guscio metallico: corto dei +5V che ha bruciato l'alimentatore",
    keywords: ['usb', 'frontale', 'corto', 'lamella', 'porta'],
  },
  {
    id: 'pc-066',
    source: 'https://freakoutitgeek.wordpress.com/2011/03/25/serial-killer/',
    original:
      'Interestingly I was asked a few days later to investigate a fault on an Intel iMac which was experiencing faults with an interactive whiteboard connected to it. A colleague had already looked at the issue and upgraded the firmware on the machine and I upgraded the drivers and the software for the interactive whiteboard but the iMac was showing an error on login “USB Over Current Notice: A USB device is currently drawing too much power. The hub it is attached to will be deactivated” .',
    language: 'en',
    text: "Curiosamente qualche giorno dopo mi hanno chiesto di guardare un guasto su un iMac Intel che dava problemi con una lavagna interattiva collegata. Un collega aveva già guardato e aggiornato il firmware della macchina e io ho aggiornato i driver e il software della lavagna, ma all'accesso l'iMac mostrava l'errore \"USB Over Current Notice: A USB device is currently drawing too much power. The hub it is attached to will be deactivated\".",
    category: 'computer',
    cause: 'una porta USB rotta con i contatti piegati che toccavano la schermatura metallica',
    keywords: ['usb', 'porta', 'contatti', 'schermatura', 'rotta'],
  },
  {
    id: 'pc-067',
    source: 'https://oppositelock.kinja.com/that-aint-good-1834299718',
    original: 'The trackpad on my laptop is slowly working its way free from the rest of the computer.',
    language: 'en',
    text: 'Il trackpad del mio portatile si sta piano piano staccando dal resto del computer.',
    category: 'computer',
    cause: 'batteria al litio gonfia sotto il trackpad che lo spinge fuori',
    keywords: ['batteria', 'gonfia', 'rigonfia', 'litio', 'spinge'],
  },
  {
    id: 'pc-068',
    source: 'https://www.ilogix.co.uk/post/liquid-damage-kills',
    original:
      'The owner told us that his daughter had knocked a drink over on her laptop and it was powered off immediately and left to dry. After this, however, it would not power on.',
    language: 'en',
    text: 'Il proprietario ci ha detto che sua figlia aveva rovesciato una bibita sul portatile, che è stato spento subito e lasciato asciugare. Dopo però non si accendeva più.',
    category: 'computer',
    cause: 'modulo RAM danneggiato dal liquido e corrosione su varie zone della scheda madre',
    keywords: ['corrosione', 'liquido', 'ram', 'modulo', 'ossidazione'],
  },
  {
    id: 'pc-069',
    source: 'https://forum.thinkpads.com/viewtopic.php?f=46&t=117147&view=print',
    original:
      "I have a very, very odd keyboard situation with my Thinkpad L412. I run a computer repair outfit and this Thinkpad was handed over to me by a customer to recycle. But I thought it was too new for that. I upgraded the memory, processor, and hard drive. All good. One huge problem: half of the keys don't work. ... So I replaced the keyboard with a new unit, and it exhibits exactly the same problem. ... A month went by before I gave in and replaced the motherboard with the a new one that I found a great deal on. Guess what? It has the same problem.",
    language: 'en',
    text: "Ho una situazione molto, molto strana con la tastiera del mio Thinkpad L412. Faccio riparazioni di computer e questo Thinkpad me l'ha lasciato un cliente da riciclare, ma mi sembrava troppo nuovo per buttarlo. Ho aggiornato memoria, processore e hard disk. Tutto ok. Un solo enorme problema: metà dei tasti non funziona. ... Allora ho sostituito la tastiera con una nuova, e fa esattamente lo stesso problema. ... Dopo un mese mi sono arreso e ho sostituito la scheda madre con una nuova trovata a buon prezzo. Indovinate? Stesso problema.",
    category: 'computer',
    cause:
      'stato bloccato del controller da elettricità residua: risolto togliendo batteria e alimentatore e tenendo premuto il tasto di accensione 30 secondi',
    keywords: ['residua', 'elettricita', 'scarica', 'batteria', 'controller'],
  },
  {
    id: 'pc-070',
    source: 'https://stunttruck.net',
    original:
      'And to top it off, my laptop blew up. ... It’s a 2011 Macbook Pro, and suffers from a well known failure mode. The obvious symptom of this is getting stuck at a grey screen after the boot progress bar gets to the end.',
    language: 'en',
    text: "E per finire, il mio portatile è esploso. ... È un Macbook Pro del 2011 e soffre di un guasto ben noto. Il sintomo evidente è che si blocca su una schermata grigia dopo che la barra di avanzamento dell'avvio arriva alla fine.",
    category: 'computer',
    cause: 'GPU dedicata AMD Radeon guasta (saldature senza piombo che cedono col calore)',
    keywords: ['gpu', 'scheda', 'video', 'grafica', 'saldature', 'dedicata'],
  },
  {
    id: 'pc-071',
    source: 'https://tim.palpant.us/sysadmin/macos/2018/09/09/nvda-gpu-wake-handler/',
    original:
      'On Friday my laptop stopped turning on normally, leaving me stuck with a black screen. The machine was still booting up (I could hear the chimes and the keyboard backlight worked), but no screen image or backlight whatsoever.',
    language: 'en',
    text: 'Venerdì il mio portatile ha smesso di accendersi normalmente, mi lascia con lo schermo nero. La macchina in realtà si avvia (sento il suono di avvio e la retroilluminazione della tastiera funziona), ma sullo schermo nessuna immagine e nessuna retroilluminazione.',
    category: 'computer',
    cause: 'GPU dedicata NVIDIA guasta (difetto noto dei MacBook Pro 2011-2013), risolto disattivandola',
    keywords: ['gpu', 'scheda', 'video', 'grafica', 'nvidia', 'dedicata'],
  },
  {
    id: 'pc-072',
    source: 'https://www.macdonaldster.ca/2007/06/loud-computer-fan.html',
    original: 'My home workstation was so loud it was crazy. It had been getting gradually louder.',
    language: 'en',
    text: 'Il mio PC fisso di casa fa un rumore assurdo. È diventato sempre più rumoroso piano piano.',
    category: 'computer',
    cause: 'un elastico marcio che legava i cavi pendeva dentro la ventola e ci sfregava contro',
    keywords: ['ventola', 'elastico', 'cavi', 'pale', 'sfrega'],
  },
  {
    id: 'pc-073',
    source: 'http://www.myvirtualdisplay.com/2020/10/',
    original:
      'Situation: an aging Dell Optiplex machine running Pop!_OS has lost its Wi-Fi connectivity following a kernel upgrade.',
    language: 'en',
    text: 'Situazione: un vecchio Dell Optiplex con Pop!_OS ha perso la connessione Wi-Fi dopo un aggiornamento del kernel.',
    category: 'computer',
    cause:
      'il pacchetto driver bcmwl-kernel-source non andava bene per la scheda Broadcom BCM4312: serviva il driver b43 con il suo firmware',
    keywords: ['driver', 'broadcom', 'firmware', 'b43', 'bcmwl'],
  },
  {
    id: 'pc-074',
    source: 'http://blogs.parkins.org/larye/2010/04/30/broadcom-wireless-on-linux-redux',
    original:
      'A couple of months ago, we posted an ongoing saga of getting the Broadcom wireless to work–again–after updating to Ubuntu 9.10 on our Compaq C714NR laptop. ... Last night, I started Update Manager, which included a kernel upgrade. This morning, the reboot came up with the little antenna icon on the laptop red, and the Network Manager icon showing no signal, wired connection only. Yow!',
    language: 'en',
    text: "Un paio di mesi fa avevo raccontato la saga per far funzionare di nuovo il wireless Broadcom dopo l'aggiornamento a Ubuntu 9.10 sul nostro portatile Compaq C714NR. ... Ieri sera ho avviato Update Manager, che conteneva anche un aggiornamento del kernel. Stamattina al riavvio l'iconcina dell'antenna sul portatile era rossa e l'icona di Network Manager non mostrava segnale, solo connessione via cavo. Accidenti!",
    category: 'computer',
    cause: 'il driver Broadcom compilato a mano non era stato ricompilato e reinstallato per il nuovo kernel',
    keywords: ['driver', 'broadcom', 'kernel', 'ricompilare', 'modulo'],
  },
  {
    id: 'pc-075',
    source: 'https://peebs.org/tag/displayport/',
    original:
      'I connect my MacBook Pro to an external display via a DisplayPort -> HDMI connector.  After a couple of months of problem free operation, all of a sudden my MacBook wouldn’t recognize the external monitor.  It would flash blue (clearly recognising something was connected) then not display the image.',
    language: 'en',
    text: "Collego il mio MacBook Pro a un monitor esterno con un adattatore DisplayPort -> HDMI. Dopo un paio di mesi senza problemi, all'improvviso il MacBook non riconosce più il monitor esterno. Lampeggia di blu (quindi si accorge che c'è qualcosa collegato) e poi non mostra l'immagine.",
    category: 'computer',
    cause:
      'il monitor esterno era rimasto bloccato: andava staccato dalla corrente, ricollegato il cavo e poi riacceso',
    keywords: ['monitor', 'corrente', 'staccare', 'ricollegare', 'cavo'],
  },
  {
    id: 'pc-076',
    source: 'http://foxtwo.org/blog/2010/06/a-very-rare-hardware-failure-dvi-port-faulty',
    original:
      'Last week, a new item joined this infamous list – my relatively new 21-inch LCD Monitor. Yeah the one I use to play games on. What happened was that it started showing red dots scattered all over the screen, and it doesn’t ALWAYS happen. It would happen when the screen went into high-resolution mode (ie anything more than 1600×1200) with pictures with dark grey bits. Incidentally the native resolution of the monitor is 1920×1080, and yes that means HEAPS of red dots all over the place!',
    language: 'en',
    text: "La settimana scorsa si è aggiunto alla famigerata lista il mio monitor LCD da 21 pollici abbastanza nuovo. Sì, quello che uso per giocare. Ha iniziato a mostrare puntini rossi sparsi su tutto lo schermo, e non succede SEMPRE. Succede quando lo schermo va in alta risoluzione (cioè qualsiasi cosa sopra 1600×1200) con immagini con parti grigio scuro. Tra l'altro la risoluzione nativa del monitor è 1920×1080, e sì, vuol dire UN SACCO di puntini rossi dappertutto!",
    category: 'computer',
    cause: 'porta DVI del monitor difettosa (con VGA o HDMI funzionava bene)',
    keywords: ['porta', 'dvi', 'monitor', 'difettosa', 'ingresso'],
  },
];
