import type { RealCase } from './types.ts';

/**
 * Batch 16 of real console reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'co-1601',
    source: 'http://kiblitzing.blogspot.com/2019/03/cast-at-last.html',
    original:
      "the system started doing strange things. Sometimes it would start games, only to crash shortly afterward. Sometimes I'd be sent back to the official Dreamcast menu, with the system failing to find a drive. Sometimes when I hit the power button, the Dreamcast boot intro would play, but half the sound effects wouldn't, leaving you with an eerie howling wind that would be more at home in a low-budget horror film. I originally blamed all these problems on the GDEMU (…)",
    language: 'en',
    text: "il sistema ha cominciato a fare cose strane. A volte avviava i giochi, per poi bloccarsi poco dopo. A volte mi rimandava al menu ufficiale del Dreamcast, senza riuscire a trovare un'unità. A volte, quando premevo il tasto di accensione, partiva l'intro di avvio del Dreamcast ma metà degli effetti sonori no, lasciando un inquietante vento ululante che starebbe meglio in un horror a basso costo. All'inizio ho dato la colpa di tutti questi problemi al GDEMU (…)",
    category: 'console',
    cause:
      "I pin di contatto tra l'alimentatore interno e la scheda madre del Dreamcast erano sporchi/ossidati; smontato l'alimentatore e puliti i pin con alcol, i problemi sono spariti.",
    keywords: ['pin', 'alimentatore', 'contatti', 'ossidazione', 'pulizia'],
  },
  {
    id: 'co-1602',
    source: 'https://www.staze.org/repairing-sn-propad/',
    original:
      'I recently broke out my Super Nintendo in order to build up the “ultimate” gaming environment, and to my dismay, the “B” button on my trusty, old, SN ProPad would not function. (…) So, knowing console controllers get dirty, I took it apart, and cleaned the button contacts, and the contacts on the silicone “buttons”. Put it back together, and sadly, it STILL didn’t work. SO, back apart, and I tested the button. It properly shorts when contact is made, so that’s not it. So I went about checking resistors, and re-soldering contacts. Back together, and STILL didn’t work.',
    language: 'en',
    text: "Di recente ho tirato fuori il mio Super Nintendo per mettere su la postazione di gioco “definitiva” e, con mio dispiacere, il tasto “B” del mio fidato vecchio SN ProPad non funzionava. (…) Allora, sapendo che i controller si sporcano, l'ho aperto e ho pulito i contatti dei tasti e i contatti dei “tasti” in silicone. Rimontato e, purtroppo, ANCORA non funzionava. Quindi di nuovo aperto, e ho testato il tasto: chiude correttamente il contatto quando viene premuto, quindi non è quello. Allora mi sono messo a controllare le resistenze e a risaldare i contatti. Rimontato, e ANCORA non funzionava.",
    category: 'console',
    cause:
      "I contatti del selettore turbo legato al tasto B erano piegati e uno si è staccato del tutto; poiché quei contatti fanno parte del circuito dei tasti, rimessi al loro posto con un po' di colla il controller è tornato a funzionare.",
    keywords: ['selettore', 'turbo', 'contatti', 'piegati', 'interruttore'],
  },
  {
    id: 'co-1603',
    source: 'https://videolamer.com/suicidal-wii',
    original:
      'Last night, as I walk in from a long day of doing nothing, my Wii’s little orangey-yellow light wasn’t on. I, sensing something wrong, did what all red-blooded Americans do: I hit it. I gave it good, hard slap in the self-loading disc drive. Nope, no good. I checked all the wires, all the outlets, and anything else related to the problem, but nothing worked.',
    language: 'en',
    text: 'Ieri sera, rientrando da una lunga giornata passata a non fare niente, la lucina arancio-gialla della mia Wii non era accesa. Sentendo che qualcosa non andava, ho fatto quello che fa ogni americano che si rispetti: le ho dato un colpo. Una bella botta sul lettore a caricamento automatico. Niente da fare. Ho controllato tutti i cavi, tutte le prese e qualsiasi altra cosa collegata al problema, ma non funzionava niente.',
    category: 'console',
    cause:
      "La protezione dell'alimentatore esterno (AC adapter) della Wii era scattata e lo aveva messo temporaneamente fuori uso; secondo il tecnico Nintendo a provocarlo era una scheda SD Lexar non certificata. Tolta la scheda e ripristinato l'alimentatore, la Wii si è riaccesa.",
    keywords: ['alimentatore', 'protezione', 'scheda', 'sd', 'adattatore'],
  },
  {
    id: 'co-1604',
    source: 'http://uwvark27ongames.blogspot.com/2010/05/2nd-time-my-wii-was-broke.html',
    original:
      "Apparently across the street from my house a tree fell and landed on some power lines and fried our whole house. (…) The point is my Wii didn't work anymore. I thought it was toast so I cried and called Nintendo support.",
    language: 'en',
    text: "A quanto pare, dall'altra parte della strada un albero è caduto sui cavi della corrente e ci ha fritto tutta la casa. (…) Il punto è che la mia Wii non funzionava più. Pensavo fosse da buttare, quindi mi sono disperato e ho chiamato l'assistenza Nintendo.",
    category: 'console',
    cause:
      "La sovratensione aveva bruciato l'alimentatore esterno (adattatore AC) della Wii, che ha fatto da protezione alla console; con il nuovo alimentatore mandato da Nintendo la Wii è tornata a funzionare.",
    keywords: ['alimentatore', 'adattatore', 'sovratensione', 'bruciato', 'protezione'],
  },
  {
    id: 'co-1605',
    source:
      'https://www.gamespot.com/forums/nintendo-fan-club-1000001/2-wiis-stopped-working-in-one-day-26469991/',
    original:
      "OK so something weird happened today. My dad called me becayse he needed help because his Wii wasn't working today. (…) on the way out of my house I noticed my Wii didn't have the typical yellow stand-by light illuminated and my attached wii-mote charger was also not lit up like usual. I investigated and was unable to got my Wii to turn on. I unplugged and re plugged and changed outlets and everything. (…) last night there was a lighning storm. We both have our wiis on power strips, and no other electronics seem to be affected.",
    language: 'en',
    text: "Ok, oggi è successa una cosa strana. Mio padre mi ha chiamato perché gli serviva aiuto: la sua Wii oggi non funzionava. (…) uscendo di casa ho notato che la mia Wii non aveva la solita spia gialla di stand-by accesa e anche il caricatore dei Wiimote collegato non era illuminato come al solito. Ho controllato e non sono riuscito ad accendere la Wii. Ho staccato e riattaccato la spina, cambiato presa e tutto il resto. (…) ieri sera c'è stato un temporale con fulmini. Tutti e due abbiamo le Wii su una ciabatta, e nessun altro apparecchio sembra aver avuto problemi.",
    category: 'console',
    cause:
      "Dopo il temporale era scattata la protezione dell'alimentatore della Wii; per ripristinarlo bisogna lasciarlo scollegato (dalla presa e dalla console) per almeno un minuto e mezzo-due, cosa che non era stata fatta cambiando semplicemente presa. Dopo il reset la Wii si è riaccesa.",
    keywords: ['alimentatore', 'protezione', 'sovratensione', 'temporale', 'fulmine'],
  },
  {
    id: 'co-1606',
    source: 'http://www.aswas.com/christmas-lights-interfere-with-wii/',
    original:
      'We tried to play our Wii on Xmas, and the remotes were acting strangely. They were jittery, and the system seemed to have no idea what we were doing.\n\nAt first, we tried to change the "sensitivity" in the settings area. That didn\'t help. But it sure made up throw a lot of straight bowling balls!\n\nThen I thought maybe something was reflecting on the hard wood floors that was throwing off the sensor.',
    language: 'en',
    text: 'Abbiamo provato a giocare con la Wii a Natale e i telecomandi si comportavano in modo strano. Il puntatore tremolava e la console sembrava non capire cosa stessimo facendo.\n\nPer prima cosa abbiamo provato a cambiare la "sensibilità" nelle impostazioni. Non è servito. Però ci ha fatto tirare un sacco di palle dritte a bowling!\n\nPoi ho pensato che forse qualcosa si riflettesse sul parquet e mandasse in confusione il sensore.',
    category: 'console',
    cause:
      'Le luci di Natale appese al mobile della TV venivano captate dal sensore infrarossi del Wii Remote come se fossero la sensor bar, disturbando il puntamento; spente le luci, i telecomandi hanno funzionato perfettamente.',
    keywords: ['luci', 'interferenza', 'infrarossi', 'sensore', 'puntamento'],
  },
  {
    id: 'co-1607',
    source: 'https://www.bassybeats.co.nz/projects/retro-gaming/power-surged-original-xbox/',
    original:
      'After a bad power surge both my original crystal xbox and the component switcher died a horrible death. This started with the dreaded flashing orange light.',
    language: 'en',
    text: 'Dopo un brutto sbalzo di tensione sia la mia Xbox originale crystal sia lo switch component sono morti di una morte orribile. Tutto è cominciato con la temuta luce arancione lampeggiante.',
    category: 'console',
    cause:
      "Lo sbalzo di tensione aveva mandato in corto la CPU sulla scheda madre (oltre a condensatori rovinati): sostituita la scheda madre con una di recupero rev. 1.6 e riassociato l'hard disk, la Xbox è tornata ad avviarsi.",
    keywords: ['cpu', 'corto', 'scheda', 'sovratensione', 'condensatori'],
  },
  {
    id: 'co-1608',
    source: 'http://between-betwixt.blogspot.com/2008/09/fixing-ps2.html',
    original:
      'my ex-flat-mate sold me his old PS2, TV, games and several other stuff at a really low price (…) I wanted to play japanese import games ( say Melty Blood ). But, to do that I had to use Swap Magic and consequently "break" open the DVD tray, which as a dump dojiko (clumsy child), managed to really break it.',
    language: 'en',
    text: 'il mio ex coinquilino mi ha venduto la sua vecchia PS2, la TV, i giochi e varie altre cose a un prezzo bassissimo (…) volevo giocare ai giochi d\'importazione giapponesi (tipo Melty Blood). Ma per farlo dovevo usare Swap Magic e quindi "forzare" l\'apertura del cassettino DVD, e da imbranato quale sono sono riuscito a romperla davvero.',
    category: 'console',
    cause:
      "Dopo aver smontato tutta la console e pulito le lenti del laser, il colpevole era un cavo flat dati scollegato all'interno; ricollegato il cavo piatto la PS2 è tornata a funzionare.",
    keywords: ['cavo', 'flat', 'scollegato', 'connettore', 'lettore'],
  },
  {
    id: 'co-1609',
    source:
      'http://147.135.128.64:8080/r/Gamecube/comments/1rgo1ly/wavebird_controller_link_is_intermittent/oasltwo/?context=3',
    original:
      'I have been trying to use my Wavebird controllers, but I have noticed that although they generally work, the connection seems to drop out for a split second every once in a while.\nFor example, playing Double Dash and drifting around corners requires holding some buttons (A, R), but most of the time when I try to drift, I lose the drift because for just a frame or so I assume the controller loses input. (…) it is the same issue with three different controllers.',
    language: 'en',
    text: "Sto cercando di usare i miei controller Wavebird, ma ho notato che, anche se in generale funzionano, ogni tanto la connessione sembra cadere per una frazione di secondo.\nPer esempio, giocando a Double Dash per derapare in curva bisogna tenere premuti dei tasti (A, R), ma quasi sempre quando provo a derapare perdo la derapata perché, immagino, per un frame o giù di lì il controller perde l'input. (…) il problema è lo stesso con tre controller diversi.",
    category: 'console',
    cause:
      "Le antenne all'interno dei ricevitori Wavebird erano sporche e ossidate; aperti i tre ricevitori e pulite le antenne con uno spazzolino di nylon e alcol isopropilico al 99%, le interruzioni sono sparite.",
    keywords: ['antenna', 'ricevitore', 'ossidazione', 'corrosione', 'contatti'],
  },
  {
    id: 'co-1610',
    source: 'https://making.arantius.com/wavebird-controller-repair',
    original:
      "I don't play a lot of Gamecube games, but I just recently started Super Mario Sunshine. It's apparently the first game I've played with it that makes use of the C stick -- this game uses it for camera control, like most modern 3D games. Unfortunately the Wavebird's C stick isn't working properly, it's always sending a little bit left or right in a pattern I can't quite make out. Sometimes trying to push left or right doesn't do the right thing.",
    language: 'en',
    text: "Non gioco molto ai giochi GameCube, ma di recente ho iniziato Super Mario Sunshine. A quanto pare è il primo gioco a cui gioco che usa lo stick C: lo usa per controllare la telecamera, come la maggior parte dei giochi 3D moderni. Purtroppo lo stick C del Wavebird non funziona bene: manda sempre un po' di input a sinistra o a destra, secondo uno schema che non riesco a capire. A volte spingendolo a sinistra o a destra non fa la cosa giusta.",
    category: 'console',
    cause:
      'Il modulo (schedina) dello stick C del Wavebird era difettoso; sostituito con quello recuperato da un controller cablato di terze parti compatibile (stesso PCB, piedinatura diversa ma compatibile), lo stick ha ripreso a funzionare correttamente.',
    keywords: ['stick', 'modulo', 'potenziometro', 'schedina', 'levetta'],
  },
  {
    id: 'co-1611',
    source: 'https://mitchellkolb.com/hardware/guitar-hero',
    original:
      "The only information I had at the start was that the guitar controller didn't light up even with fresh batteries. To diagnose the issue, I checked the battery compartment and noticed slight rusting.",
    language: 'en',
    text: "All'inizio l'unica informazione che avevo era che il controller a chitarra non si illuminava nemmeno con le batterie nuove. Per capire il problema ho controllato il vano batterie e ho notato un po' di ruggine.",
    category: 'console',
    cause:
      'Sulla scheda principale della chitarra Guitar Hero (Les Paul per PS3) due condensatori elettrolitici (10V 220µF e 16V 47µF) erano esplosi; sostituiti i condensatori e puliti i contatti delle batterie, il controller si accende e si collega di nuovo alla PS3.',
    keywords: ['condensatori', 'esplosi', 'scheda', 'elettrolitici', 'saldatura'],
  },
  {
    id: 'co-1612',
    source: 'https://forums.atari.io/topic/3872-fixed-a-sms/',
    original:
      'I bought a SMS on eBay, and the seller said it was broken.  It was described as "no up or right movement".  Sure enough, when I got it, that was the case.  It looked like someone had dropped something right on the left controller port.',
    language: 'en',
    text: 'Ho comprato un Master System su eBay e il venditore diceva che era rotto. Era descritto come "non va su e non va a destra". E infatti, quando mi è arrivato, era proprio così. Sembrava che qualcuno avesse fatto cadere qualcosa proprio sulla porta del controller di sinistra.',
    category: 'console',
    cause:
      "L'urto sulla porta controller 1 aveva incrinato la saldatura del pin 1 (direzione su) e interrotto una pista tra il pin 4 (destra) e il chip buffer; risaldato il pin 1 e fatto un ponticello con un filo al posto della pista rotta, entrambe le direzioni funzionano.",
    keywords: ['pista', 'saldatura', 'porta', 'connettore', 'interrotta'],
  },
  {
    id: 'co-1613',
    source: 'https://duggan.ie/posts/fixing-a-problem-at-40-that-stumped-me-as-a-10-year-old',
    original:
      'I hooked it up to the Mega Drive, and incredibly, it worked! (…) Initially though it was a little temperamental — if the controller wire pulled at it, or if it was nudged at all, the console would reset. I eventually remembered that I stopped playing it when I was a kid partly out of frustration at this exact problem.',
    language: 'en',
    text: "L'ho collegato al Mega Drive e, incredibilmente, funzionava! (…) All'inizio però era un po' capriccioso: se il cavo del controller lo tirava, o se veniva appena urtato, la console si resettava. Alla fine mi sono ricordato che da bambino avevo smesso di usarlo anche per la frustrazione proprio per questo problema.",
    category: 'console',
    cause:
      "La saldatura che collega la presa di alimentazione alla scheda madre del Mega Drive era incrinata (saldatura fredda), per cui ogni piccolo movimento interrompeva l'alimentazione; la soluzione è stata rifare quella saldatura.",
    keywords: ['saldatura', 'presa', 'alimentazione', 'incrinata', 'jack'],
  },
  {
    id: 'co-1614',
    source: 'http://thoughtsfrommylife.com/2009/04/xbox-360-freezes-on-splash-screen-and-e68-error/',
    original:
      'My Xbox 360 decided to not work the other day.\nBasically, 9 out of every 10 times I turn the power on, the Xbox 360 opening splash screen loads up and then doesn’t go any further. I wouldn’t say it freezes because the swirly animation of the circle in the symbol is still moving. It just never proceeds to the dashboard menu.\n\nThen 1 out of every 10 times I boot it up, it will flash the lower right quarter circle, or one red ring of death, on the power button. It then takes me to a black screen that says Error E68 and to contact Microsoft.',
    language: 'en',
    text: "L'altro giorno la mia Xbox 360 ha deciso di non funzionare.\nIn pratica, 9 volte su 10 che la accendo, parte la schermata iniziale della Xbox 360 e poi non va oltre. Non direi che si blocca, perché l'animazione del cerchio nel simbolo continua a girare. Semplicemente non arriva mai al menu della dashboard.\n\nPoi 1 volta su 10, all'avvio, lampeggia il quarto di cerchio in basso a destra attorno al tasto di accensione, cioè una luce rossa. Poi mi porta a una schermata nera con scritto Errore E68 e di contattare Microsoft.",
    category: 'console',
    cause:
      "Il guasto era nell'hard disk da 20 GB (quello grigio agganciato alla console): scollegandolo la Xbox 360 si avvia senza problemi; il disco andava sostituito.",
    keywords: ['hard', 'disk', 'disco', 'rigido', 'guasto'],
  },
  {
    id: 'co-1615',
    source: 'https://www.elotrolado.net/viewtopic.php?p=1752524953',
    original:
      'Hace poco pille un megafire para MD y después de sanearlo me doy cuenta de que la cruceta no me hace las diagonales. Le cambio la membrana de la misma por una que está bien y tampoco va. Le pongo un poco de grasa (ya tenía) y tampoco. He de decir que es de los mandos de MD con rótula, osea, de los malos pero tengo otro normal, un 1650 con rótula y le da 100 patadas a este y si van las diagonales. El megafire es una castaña o simplemente está mal después de tantos años?',
    language: 'es',
    text: "Da poco ho preso un Megafire per Mega Drive e dopo averlo sistemato mi accorgo che la croce direzionale non fa le diagonali. Le cambio la membrana con una che è buona e non va lo stesso. Ci metto un po' di grasso (ne aveva già) e niente. Devo dire che è uno dei pad del MD con lo snodo, cioè di quelli scarsi, però ne ho un altro normale, un 1650 con snodo, che gli dà cento giri e lì le diagonali vanno. Il Megafire è una ciofeca o semplicemente è andato dopo tanti anni?",
    category: 'console',
    cause:
      'Le membrane conduttive in gomma sotto la croce erano consumate e rotte (i dischetti si spaccavano); trapiantando membrane di pulsanti prese da un altro controller tutto funziona perfettamente.',
    keywords: ['membrana', 'gomma', 'conduttiva', 'consumata', 'croce'],
  },
  {
    id: 'co-1616',
    source: 'http://retrobrico.fr/?p=5226',
    original:
      'Celle-ci est en bon état bien que pas mal jaunie (…) On voit qu’elle a déjà été démontée : une (ou plusieurs) des vis de la coque n’a pas été serrée à fond (…) Bon eh bien elle fonctionne très bien cette console ! La seule chose qui ne fonctionne pas bien c’est la cartouche qui ne tiens pas enfoncée, elle tiens seulement si on insiste bien',
    language: 'fr',
    text: "Questa è in buono stato anche se parecchio ingiallita (…) Si vede che è già stata smontata: una (o più) viti della scocca non erano strette fino in fondo (…) Beh, la console funziona benissimo! L'unica cosa che non va è la cartuccia che non resta abbassata, sta giù solo se insisti parecchio",
    category: 'console',
    cause:
      'Il connettore/alloggiamento delle cartucce (72 pin) della NES era stato rimontato male: non era appoggiato contro la scheda madre e la sua linguetta stava sopra la scheda invece che sotto. Rimontato nella posizione corretta, la cartuccia resta abbassata e la console funziona.',
    keywords: ['connettore', 'cartuccia', 'rimontaggio', 'posizionamento', 'alloggiamento'],
  },
  {
    id: 'co-1617',
    source: 'https://elotrolado.net/hilo_problema-con-una-game-gear_1395718',
    original:
      'Os cuento: hace poco me ha dado por rescatar y volver a poner en solfa mis viejas consolas. Cuando he llegado a la portátil de Sega me he encontrado con el típico problema de imágen y sonido muertos o semimuertos. A pesar de que no se oía y casi no se veía pude comprobar que los juegos, con algo de suerte (vamos, metiéndolos y sacándolos varias veces), iban, porque girando la pantalla y entornando los ojos se podía intuir el juego.',
    language: 'es',
    text: "Vi racconto: da poco mi è presa la voglia di recuperare e rimettere in sesto le mie vecchie console. Quando sono arrivato alla portatile della Sega mi sono trovato col classico problema di immagine e audio morti o mezzi morti. Anche se non si sentiva niente e quasi non si vedeva, ho potuto verificare che i giochi, con un po' di fortuna (cioè infilandoli e togliendoli varie volte), partivano, perché girando lo schermo e strizzando gli occhi si intuiva il gioco.",
    category: 'console',
    cause:
      'Sul Game Gear i condensatori elettrolitici della scheda principale e della scheda audio erano esauriti; sostituendoli tutti (quasi una dozzina) luminosità e audio sono tornati perfetti.',
    keywords: ['condensatori', 'elettrolitici', 'schermo', 'audio', 'scheda'],
  },
  {
    id: 'co-1618',
    source: 'https://danjovic.blogspot.com/2014/11/magic-computer-pc95.html?showComment=1596355856506',
    original:
      'Assim que o equipamento chegou, vi que a fonte de alimentação possuía uma chave de 110-220 mas não havia nenhuma inscrição (o papel havia sido arrancado). (…) Ao conectar a fonte na tomada o primeiro susto, pois ela zumbia alto, como se estivesse em curto.',
    language: 'pt',
    text: "Appena è arrivato l'apparecchio, ho visto che l'alimentatore aveva un selettore 110-220 ma senza nessuna scritta (l'etichetta era stata strappata). (…) Attaccando l'alimentatore alla presa, primo spavento: ronzava forte, come se fosse in corto.",
    category: 'console',
    cause:
      "Il ronzio dell'alimentatore della console (clone NES Magic Computer PC95) era dovuto ai lamierini del trasformatore allentati, forse per una caduta o un difetto di fabbrica; stringendoli bene con una pinza il trasformatore ha smesso di vibrare.",
    keywords: ['trasformatore', 'lamierini', 'allentati', 'vibrazione', 'alimentatore'],
  },
  {
    id: 'co-1619',
    source: 'https://elotrolado.net/hilo_cajon-de-sastre-sega-mega-drive-genesis_2268066_s50',
    original:
      'La semana pasada me hice con una Megadrive que daba literalmente asco, si me dicen que llevaba 25 años guardada en una granja me lo hubiese creído. (…) Justo después de comprarla hice una primera prueba de 10 minutos, enchufarla a la corriente y a la TV y probar con Sonic 1, resultado: la luz de power no se encendía, a la TV no llegaba ninguna señal y a través de los cascos se oía ruído, señal de que la consola estaba encendida, pero no la música del juego.',
    language: 'es',
    text: 'La settimana scorsa mi sono preso un Mega Drive che faceva letteralmente schifo, se mi dicevano che era stato 25 anni in una fattoria ci avrei creduto. (…) Appena comprato ho fatto una prima prova di 10 minuti, attaccato alla corrente e alla TV e provato con Sonic 1, risultato: la luce di power non si accendeva, alla TV non arrivava nessun segnale e dalle cuffie si sentiva rumore, segno che la console era accesa, ma non la musica del gioco.',
    category: 'console',
    cause:
      "La console era piena di sporcizia accumulata negli anni (anche all'interno, con viti ossidate); smontata e sottoposta a una pulizia profonda, ha ripreso a funzionare.",
    keywords: ['sporcizia', 'polvere', 'contatti', 'incrostazioni', 'ossidazione'],
  },
  {
    id: 'co-1620',
    source: 'http://bunodata.hateblo.jp/entry/2012/06/06/183150',
    original:
      'どうしても昔のRF接続タイプのファミリーコンピュータでプレイしたいと思い、アナログチューナー対応の液晶テレビならプレイできるという情報を頼りに、なんとか接続までこぎつけました。\n\n自力でネットで調べ、分配器と延長コードでつなぎ、中古の汚れた格安ファミコンを購入しました。\n\nしかし接続方法も合っていて、ファミコンもクリーニングしてピカピカに磨き上げたのに、最初ファミコンが届いた当初はウンともスンとも言わず起動しなかったのです。',
    language: 'ja',
    text: "Volevo assolutamente giocare con il vecchio Famicom con collegamento RF, e fidandomi dell'info che con una TV LCD con sintonizzatore analogico si può giocare, sono riuscita in qualche modo a collegarlo.\n\nHo cercato da sola in rete, l'ho collegato con un partitore e una prolunga, e ho comprato un Famicom usato, sporco, a pochissimo.\n\nPerò, anche se il collegamento era giusto e avevo pulito il Famicom fino a farlo brillare, appena arrivato non dava nessun segno di vita e non si avviava.",
    category: 'console',
    cause:
      "Il colpevole era l'alimentatore AC usato (condiviso): nemmeno un altro Famicom funzionante partiva con esso. Con un altro alimentatore il Famicom ha mostrato subito l'immagine.",
    keywords: ['alimentatore', 'adattatore', 'guasto', 'sostituzione'],
  },
  {
    id: 'co-1621',
    source: 'https://ochiblo.hatenadiary.com/entry/2023/10/15/211200',
    original:
      'ようやく、ゲームボーイポケットの修理に取りかかりました。\nもう2年も前の話しだったのですね。そして改めて当時の写真を見て、この頃は液晶の黒ずみもあまり進んでいなかったんだなと思いました。\n今は液晶周辺が白いだけで、ほぼ真っ黒です。',
    language: 'ja',
    text: "Finalmente mi sono messo a riparare il Game Boy Pocket.\nSono già passati 2 anni, eh. Riguardando le foto di allora ho pensato che a quel tempo l'annerimento dello schermo LCD non era ancora così avanzato.\nAdesso è bianco solo ai bordi dello schermo, per il resto è quasi tutto nero.",
    category: 'console',
    cause:
      'Il foglio polarizzatore dello schermo LCD era degradato (annerito). Sostituito con un polarizzatore nuovo, la riparazione è riuscita (resta solo una lieve macchia al centro).',
    keywords: ['polarizzatore', 'pellicola', 'lcd', 'degradato', 'sostituzione'],
  },
];
