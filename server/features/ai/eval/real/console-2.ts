import type { RealCase } from './types.ts';

export const CASES: RealCase[] = [
  {
    id: 'co-042',
    source: 'https://yapud.hatenablog.com/entry/2013/11/24/000000',
    original:
      'さてそんな楽しい 3DS ですが、今日突然動きがおかしくなりました。タッチパネルが反応しない、反応しないというか、右にスクロールしても左に戻っちゃうようなそんな動きをします。時々反応することもありますがだいたいはおかしいという感じです。こういうときは補正しなおすのが良いとのことで、電源OFF状態から、L と R と X を押しながら電源ON。タッチパネルの補正画面が出てきました。画面に表示される「◎」のマークをペン先でタッチするのですが、何度タッチしても終わりません。 ... タッチパネルは常に左側に引っ張られるような動きをします。誰かが画面の左端を常にタッチしているような感じです。',
    language: 'ja',
    text: "Oggi all'improvviso il 3DS ha cominciato a fare cose strane. Il touch non risponde, o meglio, se scorro a destra torna indietro a sinistra. Ogni tanto risponde ma per lo più va storto. Ho letto che in questi casi conviene ricalibrare, quindi da spento l'ho acceso tenendo premuti L, R e X ed è uscita la schermata di calibrazione del touch. Tocco con la punta del pennino il simbolo ◎ che compare, ma per quante volte lo tocchi non finisce mai. ... Il touch sembra sempre tirato verso sinistra, come se qualcuno stesse toccando di continuo il bordo sinistro dello schermo.",
    category: 'console',
    cause:
      'un granello (tipo sale) incastrato tra la cornice e il touch screen premeva di continuo il bordo del pannello',
    keywords: ['granello', 'incastrato', 'cornice', 'bordo', 'corpo', 'estraneo'],
  },
  {
    id: 'co-043',
    source: 'https://www.studionassisi.it/blog/?playstation-4-ripristino-pasta-termica-e-pulizia-interna',
    original:
      'Trattasi di una console PlayStation 4 con problemi di surriscaldamento. Il cliente riferisce che la ventola funziona sempre al massimo della velocità, la console tende a scaldare moltissimo (soprattutto durante le sessioni di gioco più impegnative) ed a spegnersi improvvisamente durante il suo normale funzionamento.',
    language: 'it',
    text: 'Trattasi di una console PlayStation 4 con problemi di surriscaldamento. Il cliente riferisce che la ventola funziona sempre al massimo della velocità, la console tende a scaldare moltissimo (soprattutto durante le sessioni di gioco più impegnative) ed a spegnersi improvvisamente durante il suo normale funzionamento.',
    category: 'console',
    cause:
      'pasta termica tra processore e dissipatore ossidata e deteriorata, il calore non viene smaltito e scatta la protezione termica',
    keywords: ['pasta', 'termica', 'ossidata', 'dissipatore', 'processore'],
  },
  {
    id: 'co-044',
    source: 'https://macconsultant.nl/blog/2013/03/',
    original:
      'Yesterday, for the first time in a while I started my Playstation 3. (tellingly, I did not start it to play a game but to stream a movie… ). Annoyingly, the controller did not come on, not even while connected to the USB-power cord. At that point I used the secondary controller to watch the movie and left the faulty controller to charge overnight. This morning, still no response on the controller. Tried resetting, resetting while connected to the PS3, and some magic incantations but no dice.',
    language: 'en',
    text: "Ieri ho acceso la Playstation 3 dopo un bel po' di tempo (e non per giocare, ma per vedere un film in streaming…). Il controller però non si accendeva, nemmeno collegato al cavo USB. Allora ho usato il secondo controller per il film e ho lasciato quello guasto in carica tutta la notte. Stamattina ancora niente, il controller non dà segni di vita. Ho provato a resettarlo, a resettarlo collegato alla PS3 e pure qualche formula magica, ma niente da fare.",
    category: 'console',
    cause:
      'batteria al litio del controller scaricata sotto la soglia minima (2,8 V), per cui non si ricaricava più',
    keywords: ['batteria', 'litio', 'scarica', 'tensione', 'soglia'],
  },
  {
    id: 'co-045',
    source: 'http://www.instructables.com/id/Fixing-the-Open-Tray-error-for-XBOX-360s-with-/',
    original:
      'So my friend brought over his modded XBOX that was showing "Open Tray" every time he tried to play a game.',
    language: 'en',
    text: 'Un mio amico mi ha portato la sua XBOX moddata che mostrava "Open Tray" ogni volta che provava a giocare.',
    category: 'console',
    cause:
      'il laser del lettore DVD era bloccato in fondo alla corsa, incastrato sulla vite senza fine che lo muove',
    keywords: ['laser', 'bloccato', 'vite', 'corsa', 'carrello', 'ingranaggio'],
  },
  {
    id: 'co-047',
    source: 'http://forums.hexus.net/playstation/293753-ps3-controller-repair-l3-fix.html',
    original:
      'Our house has just gone though our fourth PS3 controller, all of which are afflicted by what I call the CODS or "COD Syndrome", where the left analogue stick button (L3) gradually requires an increasing force to use until it\'s completely inoperable, while the right stick remains completely functional.',
    language: 'en',
    text: 'A casa nostra siamo già al quarto controller PS3, e tutti hanno quella che chiamo la CODS o "sindrome di COD": il tasto dello stick analogico sinistro (L3) richiede pian piano sempre più forza per essere premuto finché non funziona più del tutto, mentre lo stick destro va benissimo.',
    category: 'console',
    cause:
      "perno dell'asse dello stick sinistro consumato dall'usura, non fa più leva sul microswitch del tasto L3",
    keywords: ['perno', 'consumato', 'usura', 'microswitch', 'levetta'],
  },
  {
    id: 'co-048',
    source: 'http://tquerci.blogspot.com/2015/09/my-ps3-seems-to-be-dead-long-live-to-ps3.html',
    original:
      'Some days ago, my children have problem with our PS3. ... The day after (yes this operation was very slow and was necessary one whole day) finally the check disk was finished but PS3 was telling us that the system was corrupted so we had to insert an USB stick with latest firmware. No problem, we had it, so we inserted USB stick and reflash our PS3 (yes all games progress was lost). When flash process was finished we restarted the console and .... nothing happened on the screen.  The screen was blank.',
    language: 'en',
    text: "Qualche giorno fa i miei figli hanno avuto un problema con la nostra PS3. ... Il giorno dopo (sì, l'operazione era lentissima, ci è voluto un giorno intero) il controllo del disco è finalmente finito ma la PS3 diceva che il sistema era corrotto e che dovevamo inserire una chiavetta USB con l'ultimo firmware. Nessun problema, ce l'avevamo, quindi abbiamo messo la chiavetta e rifatto il flash della PS3 (sì, persi tutti i progressi dei giochi). Finito il flash abbiamo riavviato la console e... sullo schermo non è comparso niente. Schermo nero.",
    category: 'console',
    cause: 'hard disk interno guasto: sostituito con un altro disco la console è ripartita',
    keywords: ['hard', 'disk', 'disco', 'guasto', 'rigido'],
  },
  {
    id: 'co-049',
    source: 'http://www.thirdworldnerd.com/2012/09/new-ps3.html',
    original:
      'I almost found myself in the market for this new PS3 as my slim PS3 was suffering from some strange problems. ... The symptoms: Generally slow XMB response. Well, slower than usual. Games would drop frames and occasionally freeze for a second. Loading times took longer than usual. Game music would be choppy, like a stuttering CD.',
    language: 'en',
    text: 'Stavo quasi per comprarmi la PS3 nuova perché la mia PS3 slim aveva dei problemi strani. ... I sintomi: il menu XMB in generale lento a rispondere, più lento del solito. I giochi perdevano frame e ogni tanto si bloccavano per un secondo. I caricamenti ci mettevano più del solito. La musica dei giochi andava a scatti, come un CD che salta.',
    category: 'console',
    cause: 'hard disk interno difettoso/corrotto: riformattarlo non bastava, risolto montando un altro disco',
    keywords: ['hard', 'disk', 'disco', 'difettoso', 'settori', 'rigido'],
  },
  {
    id: 'co-050',
    source: 'http://terosclassicgaming.blogspot.com/2009/06/power-struggle.html',
    original:
      "A copy of Megaman Zero which I had recently picked up wasn't saving properly. At first, I assumed the cart must be damaged, or the Gameboy Player on the GC wasn't working right. This theory was supported when it did save okay a few times in my DS, but it lost the save later.",
    language: 'en',
    text: "Una copia di Megaman Zero che avevo preso da poco non salvava bene. All'inizio pensavo che la cartuccia fosse danneggiata, o che il Gameboy Player sul GC non funzionasse bene. Ci credevo ancora di più perché sul DS qualche volta ha salvato bene, ma poi il salvataggio si è perso lo stesso.",
    category: 'console',
    cause: 'batteria tampone a bottone (CR1616) della cartuccia esaurita, 0,3 V invece di 3 V',
    keywords: ['batteria', 'tampone', 'cartuccia', 'esaurita', 'bottone'],
  },
  {
    id: 'co-051',
    source: 'https://carbon-izer.blogspot.com/2012/02/pokemon-pinball.html',
    original:
      "I was feeling a bit nostalgic last night (it was a thunderstorm, too), so I pulled out my Game Boy Advance SP and Pokémon Pinball for a little gaming. ... So I was racking up a high score in the Blue table when I realized that the Rumble wasn't working, and I know I had turned it on. There was always supposed to be a pleasant buzz when Pikachu recharged your ball so it wouldn't drop down and cause you to lose it, but that buzz wasn't there.",
    language: 'en',
    text: "Ieri sera mi sentivo un po' nostalgico (c'era pure il temporale), quindi ho tirato fuori il mio Game Boy Advance SP e Pokémon Pinball per giocare un po'. ... Stavo facendo un bel punteggio sul tavolo Blu quando mi sono accorto che la vibrazione (Rumble) non funzionava, e sono sicuro di averla attivata. Doveva sempre esserci una bella vibrazione quando Pikachu ricaricava la pallina per non fartela cadere, ma non c'era.",
    category: 'console',
    cause:
      'pila AAA originale dentro la cartuccia (che alimenta il motorino della vibrazione) scarica dopo anni',
    keywords: ['pila', 'batteria', 'scarica', 'cartuccia', 'aaa'],
  },
  {
    id: 'co-052',
    source: 'https://repaircafe-gumpoldskirchen.at/?p=131',
    original:
      '„Ah, ich hab schon lange nicht mehr GameBoy gespielt – sicher so 10 Jahre nicht – ob der noch geht?“ ... Fehlerbeschreibung: funktioniert nicht – kein Bild, kein Piep, garnix.',
    language: 'de',
    text: '"Ah, è tanto che non gioco al GameBoy – saranno 10 anni – chissà se va ancora?" ... Descrizione del guasto: non funziona – niente immagine, nessun bip, niente di niente.',
    category: 'console',
    cause:
      'batterie lasciate dentro che hanno perso liquido: ossidazione sulla scheda, contatti dello slot rovinati e piste corrose',
    keywords: ['batterie', 'ossidazione', 'corrosione', 'piste', 'perdita', 'acido'],
  },
  {
    id: 'co-053',
    source: 'https://picico.net/?p=44713',
    original:
      '「そちらのホームページには掲載されていないんだけど、ニンテンドー3DS LLの修理ってやっていますか?」 ... 「Aボタンが効かない事があるんですよね、これはまったく効かないのではなく、連射をすると効かなくなる事があるのです」',
    language: 'ja',
    text: '"Sul vostro sito non c\'è scritto, ma riparate anche il Nintendo 3DS LL?" ... "Il tasto A a volte non funziona: non è che non funzioni per niente, ma se lo premo velocemente tante volte di fila a volte smette di rispondere."',
    category: 'console',
    cause:
      'la cupola metallica adesiva (contatto a sticker) sulla scheda sotto il tasto A era sporca e consumata, sostituita',
    keywords: ['cupola', 'metallica', 'adesivo', 'contatto', 'consumata', 'sporca'],
  },
  {
    id: 'co-055',
    source: 'https://jp.ifixit.com/Answers/History/327149',
    original: 'My controller died during an update and would not turn on no matter what I did.',
    language: 'en',
    text: "Il mio controller dell'Xbox One è morto durante un aggiornamento e non si accendeva più, qualsiasi cosa facessi.",
    category: 'console',
    cause:
      'aggiornamento del firmware del controller interrotto: ripartito collegandolo via USB con un cavo dati funzionante e pile nuove alla console riavviata',
    keywords: ['aggiornamento', 'firmware', 'interrotto', 'cavo', 'usb'],
  },
  {
    id: 'co-056',
    source: 'https://blog.jonschneider.com/2009/02/wii-overheating-and-powering-off-due-to.html',
    original:
      "The past few weeks, my family has been having a problem with our Nintendo Wii game system at home: After being on and used to play games for an hour or two, the Wii would just shut itself off without warning. The outer case of the Wii would be hot to the touch after the shut-off. ... The vents on the back and bottom of the Wii appeared to be clear -- not clogged with dust or otherwise blocked. However, I couldn't feel any air movement at all when putting my fingers near the vent at the back of the Wii while it was running.",
    language: 'en',
    text: "Nelle ultime settimane in famiglia abbiamo un problema con il nostro Nintendo Wii: dopo un'ora o due che è acceso e ci giochiamo, il Wii si spegne da solo senza preavviso. Dopo lo spegnimento la scocca del Wii scotta al tatto. ... Le prese d'aria dietro e sotto il Wii sembrano pulite, non intasate di polvere o bloccate. Però mettendo le dita vicino alla presa d'aria dietro, mentre è acceso, non sento nessun movimento d'aria.",
    category: 'console',
    cause: 'ventola interna del Wii bloccata, non girava più e la console si surriscaldava e si spegneva',
    keywords: ['ventola', 'bloccata', 'surriscaldamento', 'ferma', 'raffreddamento'],
  },
  {
    id: 'co-057',
    source: 'https://vgcollect.com/forum/index.php/topic,152.msg1683.html',
    original: 'Got my Saturn in the mail the other day and noticed that it was not saving system settings.',
    language: 'en',
    text: "L'altro giorno mi è arrivato il Saturn per posta e ho notato che non salva le impostazioni di sistema.",
    category: 'console',
    cause: 'batteria tampone a bottone (CR2032) del Sega Saturn esaurita, sostituita ha funzionato',
    keywords: ['batteria', 'tampone', 'bottone', 'esaurita', 'cr2032'],
  },
  {
    id: 'co-058',
    source:
      'https://earlygame.com/news/gaming/from-hot-mess-to-cool-console-dads-diy-fix-saves-sons-ps5-and-400',
    original: "Son's ps5 kept overheating. They wanted $400 for out of warrenty repair.",
    language: 'en',
    text: 'La PS5 di mio figlio continuava a surriscaldarsi. Per la riparazione fuori garanzia volevano 400 dollari.',
    category: 'console',
    cause: "prese d'aria e alimentatore interno intasati da peli di cane e polvere",
    keywords: ['peli', 'polvere', 'intasate', 'prese', 'aria', 'alimentatore'],
  },
  {
    id: 'co-059',
    source: 'https://zteow.org/?p=21',
    original:
      'Dopo l’ennesima partita, uno dei controller del mio amato Nintendo, rigorosamente primissima versione, iniziò a comportarsi in modo anomalo. La cosa più fastidiosa di tutte è che premendo i tasti direzionali eseguiva il comando relativo alla pressione del tasto “start” che in quasi tutti i giochi vuol dire “pausa”. Visto che il problema non era che alcuni comandi non funzionavano bensì che il controller eseguiva dei comandi in più, speravo intensamente che non si fosse rotta nessuna parte meccanica e potesse essere un contatto da sistemare.',
    language: 'it',
    text: 'Dopo l’ennesima partita, uno dei controller del mio amato Nintendo, rigorosamente primissima versione, iniziò a comportarsi in modo anomalo. La cosa più fastidiosa di tutte è che premendo i tasti direzionali eseguiva il comando relativo alla pressione del tasto “start” che in quasi tutti i giochi vuol dire “pausa”. Visto che il problema non era che alcuni comandi non funzionavano bensì che il controller eseguiva dei comandi in più, speravo intensamente che non si fosse rotta nessuna parte meccanica e potesse essere un contatto da sistemare.',
    category: 'console',
    cause:
      'saldature dei fili del cavo sulla schedina del controller difettose, rifatte le saldature è tornato a funzionare',
    keywords: ['saldature', 'fili', 'cavo', 'schedina', 'contatti'],
  },
  {
    id: 'co-060',
    source: 'http://blog.strempfer.de/?x=entry:entry180107-161106',
    original:
      'Irgendwann letztes Jahr hat mein Junior meinen Nintendo DS runterfallen lassen. Danach ging er nicht mehr an. ... Das Gerät hat beim Kippen ein leichtes Rasseln von sich gegeben, also war wohl irgendetwas abgefallen.',
    language: 'de',
    text: "L'anno scorso mio figlio ha fatto cadere il mio Nintendo DS. Da allora non si accende più. ... Se lo inclini si sente un leggero tintinnio dentro, quindi probabilmente si è staccato qualcosa.",
    category: 'console',
    cause:
      'un componente SMD (la bobina L2) si era staccato dalla scheda madre per la caduta; risaldato, il DS si riaccende',
    keywords: ['componente', 'staccato', 'bobina', 'smd', 'saldatura', 'scheda'],
  },
  {
    id: 'co-061',
    source: 'https://simonepanziera.it/riparare-nintendo-nes-8-bit-schermo-grigio-o-lampeggiante',
    original:
      'Oggi vediamo infatti come riparare un vecchio Nintendo 8 bit (NES), rimasto in soffitta per circa 15 anni. Dopo aver inserito correttamente la “cartuccia” del gioco, collegato la consolle alla tv ed accesa, mi accorgo che sul televisore appare lo schermo grigio, a volte lampeggiante…',
    language: 'it',
    text: 'Oggi vediamo infatti come riparare un vecchio Nintendo 8 bit (NES), rimasto in soffitta per circa 15 anni. Dopo aver inserito correttamente la “cartuccia” del gioco, collegato la consolle alla tv ed accesa, mi accorgo che sul televisore appare lo schermo grigio, a volte lampeggiante…',
    category: 'console',
    cause:
      'cattivo contatto tra il pettine (connettore a 72 pin) della console e la cartuccia, contatti sporchi e ossidati',
    keywords: ['pettine', 'connettore', 'contatti', 'ossidati', 'sporchi', 'pin'],
  },
  {
    id: 'co-062',
    source: 'https://pollopesca.wordpress.com/2021/05/',
    original:
      'My sisters-in-law’s boyfriend has provided me with yest another project. Two Xbox 360s that are unable to open the disc treys.',
    language: 'en',
    text: "Il ragazzo di mia cognata mi ha rifilato l'ennesimo progetto: due Xbox 360 che non riescono ad aprire il cassetto del disco.",
    category: 'console',
    cause:
      "cinghia di gomma del cassetto del lettore DVD usurata (su una delle due; sull'altra una modifica alle ventole rubava corrente al lettore)",
    keywords: ['cinghia', 'gomma', 'cassetto', 'usurata', 'lettore'],
  },
  {
    id: 'co-063',
    source: 'http://truk.freehostia.com/Blurbs/?p=18',
    original:
      'A couple days ago my PSP started dieing while charging. I could run off the power adapter, but if I unplugged the machine died. Furthermore, the battery would stop charging and the PSP would die after a few minutes. I’ve spent countless hours searching for an answer, and I’ve found dozens with similar problems and no solutions. I thought it was a broken battery at first, so I re-rigged a spare cell phone battery to run in my PSP to test, didn’t work.',
    language: 'en',
    text: "Da un paio di giorni la mia PSP ha cominciato a morire mentre era in carica. Con l'alimentatore attaccato funzionava, ma appena lo staccavo si spegneva. In più la batteria smetteva di caricarsi e dopo qualche minuto la PSP moriva. Ho passato ore e ore a cercare una risposta e ho trovato decine di persone con problemi simili e nessuna soluzione. All'inizio pensavo fosse la batteria rotta, così ho adattato una batteria di un vecchio cellulare per provarla sulla PSP, ma niente.",
    category: 'console',
    cause:
      'problema del firmware (custom firmware vecchio): aggiornato il firmware dalla recovery, la batteria ha ripreso a funzionare',
    keywords: ['firmware', 'aggiornamento', 'software', 'versione', 'recovery'],
  },
  {
    id: 'co-064',
    source: 'https://gbatemp.net/threads/guide-psp-battery-recovery-eeprom-crash.348185/',
    original:
      'Both coming down with exactly the same fault. the battery cannot be seen correctly by the PSP. The PSP cannot switch on with the battery alone, with the AC Adapter connected it shows Orange Power Status (for only a few mins) and the only way the PSP can be powered is with the AC Adapter connected, Disconnecting the AC Adapter once the PSP was powered up would cause the PSP to shut off within half a second.',
    language: 'en',
    text: "Tutte e due con lo stesso identico difetto: la PSP non riconosce bene la batteria. La PSP non si accende con la sola batteria, con l'alimentatore collegato mostra la luce arancione di carica (solo per qualche minuto) e l'unico modo per accenderla è con l'alimentatore attaccato; se stacco l'alimentatore dopo averla accesa, la PSP si spegne in mezzo secondo.",
    category: 'console',
    cause:
      'il chip (EEPROM) del circuito di controllo della batteria era andato in blocco; resettato scollegando e risaldando la cella dalla schedina della batteria',
    keywords: ['eeprom', 'circuito', 'controllo', 'batteria', 'schedina', 'blocco'],
  },
  {
    id: 'co-065',
    source: 'https://blog.j2i.net/2023/06/27/restoring-life-to-a-game-gear/',
    original:
      'Recently, the Game Gear of a friend ceased to function. ... When I received the unit and tried turning it on, the unit has no response at all.',
    language: 'en',
    text: "Da poco il Game Gear di un amico ha smesso di funzionare. ... Quando me l'hanno dato ho provato ad accenderlo e non dà nessuna risposta.",
    category: 'console',
    cause:
      'condensatori elettrolitici della scheda di alimentazione deteriorati; sostituiti, il Game Gear è tornato a funzionare',
    keywords: ['condensatori', 'elettrolitici', 'alimentazione', 'scheda', 'deteriorati'],
  },
  {
    id: 'co-066',
    source: 'https://textonlytech.blogspot.com/2018/10/back-from-grave-sega-game-gear-dull.html',
    original:
      'This particular Game Gear has belonged to my brother since the mid-90s. It was bought second hand but in working order, however it was eventually retired when the screen dulled. While it was still functional, and usable when viewed from an appropriately awkward angle, it was replaced with a unit which will feature in a future BftG.',
    language: 'en',
    text: "Questo Game Gear è di mio fratello dalla metà degli anni '90. L'aveva preso usato ma funzionante, però alla fine l'ha messo da parte quando lo schermo è diventato spento e scuro. Funzionava ancora, e si poteva usare guardandolo da un'angolazione scomoda, ma l'ha sostituito con un altro.",
    category: 'console',
    cause:
      'condensatori difettosi, in particolare i due che regolano la luminosità dello schermo; sostituiti tutti i condensatori',
    keywords: ['condensatori', 'difettosi', 'luminosita', 'elettrolitici', 'retroilluminazione'],
  },
  {
    id: 'co-067',
    source: 'http://jedimasterthrash.com/games/2008/05/11/',
    original:
      'I found an atari 2600 at a flea market. Of course I got the “it worked the last time my kids played with it 300 years ago” response, which means chances of working are about 5%. The unit would not turn on.',
    language: 'en',
    text: 'Ho trovato un Atari 2600 al mercatino delle pulci. Ovviamente mi hanno detto "funzionava l\'ultima volta che ci hanno giocato i miei figli 300 anni fa", cioè possibilità che funzioni circa 5%. Non si accende.',
    category: 'console',
    cause:
      'le saldature della presa di alimentazione sulla scheda erano staccate (presa ballerina); risaldati i pin, si accende',
    keywords: ['saldature', 'presa', 'alimentazione', 'staccate', 'pin'],
  },
  {
    id: 'co-068',
    source: 'https://blenderartists.org/t/wii-incident/378222',
    original:
      'Today my brother went to play Zelda: Twilight Princess. When he turned the Wii on we could not find the cursor on the screen, which was weird since my sister played earlier that day.',
    language: 'en',
    text: 'Oggi mio fratello voleva giocare a Zelda: Twilight Princess. Acceso il Wii non si trovava il cursore sullo schermo, strano perché mia sorella ci aveva giocato prima quel giorno stesso.',
    category: 'console',
    cause:
      'il cavo sottile della sensor bar era spezzato in più punti; con due candele al posto della barra il puntatore funziona',
    keywords: ['sensor', 'barra', 'cavo', 'spezzato', 'filo'],
  },
  {
    id: 'co-069',
    source: 'https://setuyaku-method.com/ps4-controller',
    original:
      'PS4のコントローラー(Dualshock 4)が故障しました。具体的には、十字キーの下ボタンが押しっぱなしになってしまうこと。ゲームをするのにかなり不便なので、自分で直してみました。',
    language: 'ja',
    text: 'Il controller della PS4 (Dualshock 4) si è rotto. Nello specifico, il tasto giù della croce direzionale resta come premuto di continuo. Per giocare è scomodissimo, quindi ho provato a sistemarlo da solo.',
    category: 'console',
    cause:
      'nel gommino (membrana in gomma) della croce direzionale si era staccato il pallino conduttivo sotto il tasto giù; sostituiti i gommini',
    keywords: ['gommino', 'gomma', 'membrana', 'conduttivo', 'staccato'],
  },
  {
    id: 'co-070',
    source: 'https://tunjikai.com/?p=2446',
    original:
      '知り合いに誘われ「原神」を始めることになりました。ゲーム自体が久々で、PS4のコントローラー(DUALSHOCK4)を使うのも1年以上ぶり。ワクワクしながら始めましたが、「十字キー、方向キー」が認識しない! ... かれこれ10年くらい使用しています。1年くらい前に使ったのを最後にしまっていたのですが、それまでは十字キー、方向キーも問題なく認識していました。',
    language: 'ja',
    text: "Un amico mi ha convinto a iniziare \"Genshin\". Era un pezzo che non giocavo, e il controller della PS4 (DUALSHOCK4) non lo usavo da più di un anno. Ho iniziato tutto entusiasta, ma la croce direzionale, i tasti direzionali, non vengono riconosciuti! ... Lo uso da una decina d'anni. L'avevo messo via dopo l'ultima volta, circa un anno fa, e fino ad allora la croce direzionale funzionava senza problemi.",
    category: 'console',
    cause:
      'la pellicola conduttiva (membrana a contatti) sotto la croce direzionale era deteriorata; sostituita la pellicola, funziona',
    keywords: ['pellicola', 'membrana', 'conduttiva', 'deteriorata', 'contatti'],
  },
  {
    id: 'co-071',
    source: 'https://note.com/kaperu/n/n165b04eec58b',
    original:
      '先日お酒を飲みながらPS4をプレイしていたところ、不注意でお酒をこぼし、あろうことかコントローラーにかけてしまいました。すぐに軽くタオルで拭いたのですが、プレイを再開するとコントローラーに不具合が…。何もしていなくても、常時R2ボタンが入力されている状態になってしまいました。 ... 接続を外してみたり、裏面にあるリセットボタンを押してみたりしましたが解消されず…。',
    language: 'ja',
    text: "L'altro giorno giocavo alla PS4 bevendo qualcosa e per distrazione ho rovesciato il drink, proprio sul controller. L'ho asciugato subito alla buona con un asciugamano, ma quando ho ripreso a giocare il controller dava problemi…: anche senza fare niente risulta sempre premuto il tasto R2. ... Ho provato a scollegarlo e a premere il tasto reset sul retro, ma non si risolve…",
    category: 'console',
    cause:
      "liquido penetrato all'interno del controller sulla zona del grilletto R2; aperto, pulito e asciugato l'interno",
    keywords: ['liquido', 'penetrato', 'bagnato', 'umidita', 'interno'],
  },
  {
    id: 'co-072',
    source:
      'http://www.gbcnet.net/showthread.php?81233-Fix-Comandi-random-controller-ps3&s=ba3f014a6c1f83e230f9ba8552ba744a',
    original:
      'Ciao A tutti ragazzi. Volevo condividere con voi Questa esperienza. Sì tratta di un difetto noto come random command del controller della ps3, ovvero comando casuali quando si utilizza il controller... Una cosa molto fastidiosa.',
    language: 'it',
    text: 'Ciao A tutti ragazzi. Volevo condividere con voi Questa esperienza. Sì tratta di un difetto noto come random command del controller della ps3, ovvero comando casuali quando si utilizza il controller... Una cosa molto fastidiosa.',
    category: 'console',
    cause:
      'linguetta di gomma che fa da molla sotto la striscia dei contatti (flat) usurata: la striscia non aderisce alla scheda e dà falsi contatti',
    keywords: ['linguetta', 'gomma', 'usurata', 'striscia', 'contatti', 'flat'],
  },
  {
    id: 'co-073',
    source:
      'https://reddit.gpgaming.de/r/xbox360/comments/14783h7/xbox_360_controller_blinks_twice_and_turns_off',
    original:
      '-Faulty Controller Blinks Twice and Shuts off. The console it is connected to will turn on, and the P1 light flashes once (controller connected, then immediately disconnected). In the short window, there is no input sent to the Console (I tried navigating the dashboard). ... -Batteries or covers didn’t matter.',
    language: 'en',
    text: "Il controller dell'Xbox 360 difettoso lampeggia due volte e si spegne. La console a cui è collegato si accende, e la luce P1 lampeggia una volta (controller collegato e subito scollegato). In quel breve momento non arriva nessun comando alla console (ho provato a muovermi nella dashboard). ... Cambiare pile o coperchio non cambia niente.",
    category: 'console',
    cause:
      'piste del circuito interrotte vicino al componente C53 sulla scheda del controller; ripristinate, funziona',
    keywords: ['piste', 'interrotte', 'circuito', 'scheda', 'componente'],
  },
  {
    id: 'co-074',
    source: 'https://blog.feliscatus.de/archives/1070-PS3-Controller-repariert.html',
    original:
      'Wir haben hier noch immer den allerersten ersten, der damals mit der Playstation gekommen ist, das gute Stück ohne Dual Shock. Den haben wir jetzt so oft auf den Boden fallen lassen - weil: kein Rückhaltekabel, an dem man ihn auffangen könnte, wenn er ins Rutschen gekommen ist -, dass es jetzt doch fast so weit war: Die linke obere Schultertaste war verklemmt, nachdem das gute Stück mal wieder genau da drauf gefallen war.',
    language: 'de',
    text: "Abbiamo ancora il primissimo controller arrivato con la Playstation, quello senza Dual Shock. L'abbiamo fatto cadere per terra così tante volte (niente cavo a cui riprenderlo quando scivola) che ormai ci siamo quasi: il tasto dorsale in alto a sinistra era incastrato, dopo che ci era caduto sopra proprio lì un'altra volta.",
    category: 'console',
    cause:
      'un pezzo della scocca superiore in plastica si era sganciato con la caduta e bloccava il tasto; riaperto e rimesso a incastro, il tasto funziona',
    keywords: ['scocca', 'plastica', 'sganciato', 'incastro', 'caduta'],
  },
  {
    id: 'co-076',
    source: 'http://elepro.blogspot.com/2020/08/xbox.html',
    original:
      '初代XboxのDVDドライブトレイが不調になっていた。症状:イジェクトボタンを押してもトレイが開閉しない。モーターの音はする。強制排出孔を使ってディスクをセットして手動で閉めても、ディスクを読み込まない。',
    language: 'ja',
    text: 'Il cassetto del lettore DVD della prima Xbox faceva i capricci. Sintomi: premendo il tasto di espulsione il cassetto non si apre né si chiude, ma si sente il motorino. Se metto il disco usando il foro di espulsione forzata e chiudo a mano, il disco non viene letto.',
    category: 'console',
    cause:
      'la cinghia di gomma che apre e chiude il cassetto del lettore si era rotta; sostituita, cassetto e lettura tornano a funzionare',
    keywords: ['cinghia', 'gomma', 'rotta', 'cassetto', 'puleggia'],
  },
];
