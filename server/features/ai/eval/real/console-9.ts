import type { RealCase } from './types.ts';

/** Batch 9 of real console reports (issue 24): gathered 2026-11-27 by helpers blind to the assistant; never read. */
export const CASES: RealCase[] = [
  {
    id: 'co-701',
    source: 'https://naokit.info/?p=3530',
    original:
      '任天堂の往年の名携帯ゲーム機”ゲームボーイカラー”です。 (…) 家に到着して早速動作テスト。電源も問題なく入り、ゲームも起動。液晶のドット欠け等もなく”コレは当たりだな!!”とウキウキしてたのも束の間。\nゲーム中になんとなく違和感が・・・・\n・・・・・”これBボタンの反応おかしくね?”\nそうなんです。どうもBボタンの反応が鈍い。かなり強めに押さないと反応しない。',
    language: 'ja',
    text: 'È un Game Boy Color, la storica console portatile di Nintendo. (…) Appena arrivato a casa l\'ho provato subito: si accende senza problemi, il gioco parte, nessun pixel morto sullo schermo, "questo è un affare!" pensavo tutto contento, ma è durato poco. Giocando sentivo qualcosa di strano... "ma il tasto B non risponde bene?" Esatto: il tasto B risponde male, se non lo premo parecchio forte non reagisce.',
    category: 'console',
    cause:
      'Smontata la scheda, la causa è emersa subito: sul circuito stampato, in corrispondenza del tasto B, la placcatura (metallizzazione) delle piste di contatto si era staccata.',
    keywords: ['placcatura', 'contatti', 'circuito', 'tasto', 'consumata'],
  },
  {
    id: 'co-702',
    source: 'https://heptagram.agency/blog/2023-08-29-uncursed-the-deck.html',
    original:
      "(…) the steam deck that i previously mentioned. (…) it'd crash around certain reported charge thresholds - unclear why, or what those actual thresholds were, but there was basically a Zone where it would crash and outside that it wouldn't. it'd additionally report a way too low battery charge.",
    language: 'en',
    text: '(…) lo Steam Deck di cui avevo parlato. (…) Si bloccava/crashava intorno a certe soglie di carica indicate, non si capisce perché né quali fossero esattamente queste soglie, ma in pratica c\'era una "zona" in cui crashava e fuori da quella no. In più segnava una carica della batteria decisamente troppo bassa.',
    category: 'console',
    cause:
      'Il problema era nella gestione della batteria (battery management) che si era starata: la "ricalibrazione" della batteria consigliata dalla community e dal supporto Steam (scaricarla del tutto e poi ricaricarla) ha risolto i crash.',
    keywords: ['batteria', 'calibrazione', 'ricalibrazione', 'gestione', 'carica'],
  },
  {
    id: 'co-703',
    source: 'https://www.cd24-7.co.uk/daily-repair-xbox-one-blu-ray-jamme',
    original:
      "This week on the daily repair, I want to show you an XBOX One console that came in for repair with a faulty disc drive.\n\nAs soon as I tested the console and established that the drive wouldn't accept a disc,",
    language: 'en',
    text: "Ho una Xbox One con il lettore dischi guasto: l'ho provata e il lettore non accetta proprio il disco, non lo fa entrare.",
    category: 'console',
    cause:
      'Aprendo la console e smontando il lettore Blu-ray, il meccanismo era bloccato da patatine, monete e altra sporcizia infilate nella fessura (tipicamente dai bambini).',
    keywords: ['lettore', 'bloccato', 'monete', 'corpi', 'estranei'],
  },
  {
    id: 'co-704',
    source: 'http://arcadefixer.blogspot.com/2017/01/sega-mega-cd-i-jap-sega-repair.html',
    original:
      "Today's patient: a Japanese Mega CD model 1, a beautiful machine, but having a video bug on the Sega logo which is supposed to rotate on the attract screen. Also the machine hangs 1/2 or 1s after entering the CD menu",
    language: 'en',
    text: 'Ho un Mega CD modello 1 giapponese, bellissimo, ma ha un difetto video sul logo Sega che dovrebbe ruotare nella schermata iniziale. In più la macchina si blocca mezzo secondo o un secondo dopo essere entrata nel menu del CD.',
    category: 'console',
    cause:
      'Una pista interrotta: il condensatore C23 aveva perso elettrolita e corroso la linea dati D0 della RAM IC11; ripristinata con un filo di ponticello (e poi sostituiti i condensatori).',
    keywords: ['condensatore', 'perdita', 'pista', 'corrosa', 'ponticello'],
  },
  {
    id: 'co-705',
    source: 'https://acidmods.com/forum/index.php/topic,44957.0.html',
    original:
      "I have a problem with a Xbox Series Controller (1914).\nIt won't turn on with batteries, if I use a USB there is a high pitched whine coming from somewhere, it's hard to pinpoint but I'm guessing the ARM chip.\n\nI've tested alot of it with my DMM and compared to a working board, I am getting a short to ground on many of the caps, where I do not on the working board (…) The button board is fine, it works with a new MCU board.",
    language: 'en',
    text: "Ho un problema con un controller Xbox Series (modello 1914). Con le pile non si accende, e se lo collego via USB si sente un fischio acuto che arriva da qualche parte, difficile capire da dove, ma penso dal chip ARM. L'ho misurato parecchio col multimetro confrontandolo con una scheda funzionante e trovo molti condensatori in corto verso massa, mentre sulla scheda buona no (…) La scheda dei pulsanti è a posto, funziona con una nuova scheda MCU.",
    category: 'console',
    cause:
      'Era un solo condensatore guasto (C307) in corto sulla scheda MCU: sostituito quello, il controller si accende di nuovo.',
    keywords: ['condensatore', 'corto', 'massa', 'sostituito', 'scheda'],
  },
  {
    id: 'co-706',
    source: 'https://www.albertohugonin.it/en/repairs/ps5_southbridge_capacitor_short/',
    original:
      'In this repair I worked on a PS5 that showed no signs of life. The console did not power on, gave no visible feedback, and behaved as if it were completely dead.\nAfter verifying that the power supply correctly provided 12 V, I connected the motherboard to a bench power supply. The current draw was 0 A',
    language: 'en',
    text: "Ho una PS5 che non dà segni di vita: non si accende, nessun segnale visibile, sembra completamente morta. Ho verificato che l'alimentatore dà correttamente 12 V, poi ho collegato la scheda madre a un alimentatore da banco: l'assorbimento di corrente è 0 A.",
    category: 'console',
    cause:
      "Un piccolo condensatore in corto sulla linea a 1,8 V, dietro al southbridge, individuato con l'iniezione di tensione (si scaldava); rimosso il condensatore guasto, il corto è sparito.",
    keywords: ['condensatore', 'corto', 'southbridge', 'linea', 'iniezione'],
  },
  {
    id: 'co-707',
    source: 'https://reddit.gpgaming.de/r/Gamecube/comments/1s1ypqr/need_help_with_repairs',
    original:
      "I recently switched out the clock battery on my Gamecube, and after I kept getting the system settings lost error, I tried to rework my sodder.\n\nOnce I put it back together however, I no longer had AV signal, disc isn't spinning. I tried using N64 AV cables but still no luck.",
    language: 'en',
    text: "Ho cambiato da poco la batteria dell'orologio del mio GameCube e, visto che continuava a darmi l'errore di impostazioni di sistema perse, ho provato a rifare le saldature. Però dopo averlo richiuso non ho più segnale AV e il disco non gira. Ho provato anche con i cavi AV del N64 ma niente.",
    category: 'console',
    cause:
      "La batteria tampone (dell'orologio) era stata montata al contrario, con la polarità invertita: girata la batteria, il GameCube si è riacceso.",
    keywords: ['batteria', 'polarità', 'invertita', 'tampone', 'orologio'],
  },
  {
    id: 'co-708',
    source: 'https://nolambda.stream/posts/things-i-keep-forgetting-softbrick-3ds',
    original:
      "When a 3DS with CFW (Luma) cannot boot and it only blinking a blue led once (…) the pattern is, the softbrick happen after we don't close a games and turning of the 3DS.",
    language: 'en',
    text: 'Il mio 3DS con custom firmware (Luma) non si avvia: il LED blu lampeggia una volta sola e basta (…) succede sempre dopo che lo spengo senza aver chiuso il gioco.',
    category: 'console',
    cause:
      'Il problema era nella scheda SD: sostituire il boot.firm non bastava, è servito cancellare la cartella "3ds" nella radice della SD e riscaricare/aggiornare i file di Luma; dopo di che il 3DS si è riavviato normalmente.',
    keywords: ['scheda', 'sd', 'cartella', 'luma', 'corrotta'],
  },
  {
    id: 'co-709',
    source: 'https://gaming.fit/please-step-off-me-and-press-broken.html?replytocom=166',
    original:
      'I’ve owned the Wii Fit since November 2008 and its worked flawlessly for 11 months. Then yesterday, in the middle of a game I got this message saying “To start, please step off me and press A” (…) Problem is, I would step off and nothing would happen. I’d try getting on and getting off, and nothing would change, the screen would just be stuck on this message.',
    language: 'en',
    text: 'Ho il Wii Fit da novembre 2008 e per 11 mesi ha funzionato benissimo. Poi ieri, nel mezzo di un gioco, è comparso il messaggio "Per iniziare, scendi dalla pedana e premi A" (…) Il problema è che scendo e non succede niente. Provo a salire e scendere, ma non cambia nulla, lo schermo resta bloccato su quel messaggio.',
    category: 'console',
    cause:
      'Soluzione confermata: togliere i piedini della Balance Board e riassestare i sensori di carico (le piastrine metalliche dei sensori in ogni angolo), svitandoli con un torx e rimontandoli senza stringere troppo; dopo di che la pedana torna a funzionare.',
    keywords: ['sensori', 'carico', 'piedini', 'riassestare', 'viti'],
  },
  {
    id: 'co-710',
    source: 'http://www.randomanny.com/2014/05/that-time-i-broke-my-wii-fit-board-but.html',
    original:
      "Unfortunately the Wii Fit board has been ignored for about a year (…)\n\nSo imagine my non-surprise when I clicked the Wii Fit board and it wouldn't turn on!",
    language: 'en',
    text: 'Purtroppo la pedana del Wii Fit è rimasta inutilizzata per circa un anno (…) Quindi immaginate la mia (poca) sorpresa quando ho premuto il pulsante della pedana Wii Fit e non si è accesa!',
    category: 'console',
    cause:
      "Le pile lasciate dentro si erano scaricate e avevano perso liquido, sporcando/corrodendo i contatti; puliti i contatti con bicarbonato e una goccia d'acqua su un cotton fioc, la pedana funziona di nuovo.",
    keywords: ['pile', 'perdita', 'contatti', 'corrosione', 'bicarbonato'],
  },
  {
    id: 'co-711',
    source: 'http://djaquay.blogspot.com/2008/07/weird-guitar-hero-problem.html',
    original:
      "About a week ago, we started having a very strange problem with Guitar Hero 3. The guitar controller would work as far as going through the menus and starting to play a song, but once the song would start playing, even though we could see the fret buttons being pressed on the screen, strumming would only very rarely cause the note to play, and after a very short time, we'd fail out of the song. (…) I thought it might be the Wii controller, but the same thing happened with both controllers. (…) we got a brand new guitar, and the same problem happened with the new guitar as well.",
    language: 'en',
    text: 'Da circa una settimana abbiamo un problema stranissimo con Guitar Hero 3. La chitarra funziona per muoversi nei menu e far partire una canzone, ma appena la canzone comincia, anche se sullo schermo si vedono premuti i tasti del manico, la pennata fa suonare la nota solo rarissimamente e dopo pochissimo perdiamo la canzone. (…) Pensavo fosse il telecomando Wii, ma succede lo stesso con tutti e due. (…) Abbiamo comprato una chitarra nuova e il problema si presenta uguale anche con quella nuova.',
    category: 'console',
    cause:
      'Erano corrotti i dati di salvataggio del gioco (probabilmente dopo aver sbloccato trucchi): cancellato il salvataggio e creato un nuovo file di salvataggio, la chitarra ha ripreso a funzionare normalmente.',
    keywords: ['salvataggio', 'corrotto', 'dati', 'cancellato', 'software'],
  },
  {
    id: 'co-712',
    source: 'http://www.gregburrell.ca/archives/848',
    original:
      "The strum bar of my old Aerosmith-branded Les Paul controller had developed an annoying recoil click that causes an occasional double-strum that completely ruins my epic guitar solos! (…) Every 5-10 downstrums or so, the guitar caused a phantom upstrum even though I hadn't strummed in that direction.",
    language: 'en',
    text: "La barra di pennata della mia vecchia chitarra-controller Les Paul (edizione Aerosmith) ha sviluppato un fastidioso clic di rimbalzo che ogni tanto provoca una doppia pennata e mi rovina gli assoli! (…) Ogni 5-10 pennate verso il basso, la chitarra registra una pennata fantasma verso l'alto anche se non l'ho fatta.",
    category: 'console',
    cause:
      "La barra di pennata nel colpo verso il basso faceva troppa corsa e, tornando indietro col rimbalzo, premeva quanto basta il microinterruttore della pennata verso l'alto; risolto limitando la corsa con uno spessore di feltro incollato sulla barra.",
    keywords: ['corsa', 'microinterruttore', 'rimbalzo', 'spessore', 'feltro'],
  },
  {
    id: 'co-713',
    source: 'https://pcenginefans.com/forum/index.php?topic=960.120',
    original:
      'My Duo is a September 1992 model that I got off eBay (…) a few months ago. It played beautifully up until last week when the sound went scratchy (ADPCM\nand CD audio) and eventually went out altogether.',
    language: 'en',
    text: "La mia Duo è un modello di settembre 1992 che ho preso su eBay (…) qualche mese fa. Funzionava benissimo fino alla settimana scorsa, quando l'audio ha cominciato a gracchiare (sia ADPCM che audio CD) e alla fine è sparito del tutto.",
    category: 'console',
    cause:
      "Condensatori elettrolitici guasti: sostituendo i condensatori (recap) come indicato nel thread, l'audio della Turbo Duo è tornato a funzionare.",
    keywords: ['condensatori', 'elettrolitici', 'sostituiti', 'audio', 'recap'],
  },
  {
    id: 'co-714',
    source: 'https://angryscholar.wordpress.com/2012/07/08/surprisingly-handy/',
    original:
      'For months, one of the little flippy memory-unit covers on the front of the Xbox had been broken. (…) the open tray error',
    language: 'en',
    text: 'Da mesi uno dei piccoli sportellini delle memory unit sul frontale della Xbox era rotto. (…) e c\'è l\'errore "open tray" (vassoio aperto).',
    category: 'console',
    cause:
      'Smontando il lettore, la molla mancante dello sportellino era finita proprio sopra la lente del laser: tolta la molla e riportato il laser al centro del lettore, la Xbox ha ripreso a funzionare.',
    keywords: ['molla', 'lente', 'laser', 'lettore', 'estraneo'],
  },
  {
    id: 'co-715',
    source: 'http://schlaghund.wordpress.com/2007/11/22/rock-band-guitar-fix/',
    original:
      'Rock Band is an intense and satisfying game. (…) Basically, the symptoms are that the guitar works just fine out of the box, but after several hours of playing, the strumbar begins to act finicky. For me, I do a lot of down strums, so the down strum began failing to register. Also, if I held the strumbar down, sometimes multiple strums would register.',
    language: 'en',
    text: 'Rock Band è un gioco intenso e appagante. (…) In pratica la chitarra funziona benissimo appena tolta dalla scatola, ma dopo qualche ora di gioco la barra di pennata comincia a fare i capricci. Io faccio tante pennate verso il basso e la pennata in giù ha cominciato a non essere registrata. In più, se tenevo la barra premuta, a volte venivano registrate più pennate.',
    category: 'console',
    cause:
      'Con l\'uso ripetuto i contatti metallici azionati dalla barra di pennata si erano leggermente piegati/deformati, e il contatto da netto era diventato "rimbalzante"; risolto riaprendo la chitarra e ripristinando la pressione sui contatti con uno spessore di carta.',
    keywords: ['contatti', 'piegati', 'rimbalzo', 'barra', 'spessore'],
  },
];
