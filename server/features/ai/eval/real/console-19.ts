import type { RealCase } from './types.ts';

/**
 * Batch 19 of real console reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'co-1901',
    source: 'https://github.com/Ryochan7/DS4Windows/issues/2185',
    original:
      'I will be playing a game.  DS4windows will disconnect the controller (getting a read error). Then it will reconnected to the controller and will not be able to get it exclusively.  I have to leave the games (some button no longer work) and re-establish exclusively to be able to play again.  This is a USB device, so I do not understand how it can be getting a read error.',
    language: 'en',
    text: 'Sto giocando e DS4Windows mi disconnette il controller (dà un errore di lettura). Poi lo ricollega ma non riesce più a prenderlo in modalità esclusiva. Devo uscire dal gioco (alcuni tasti non funzionano più) e rimettere la modalità esclusiva per poter giocare di nuovo. È collegato via USB, quindi non capisco come faccia a dare un errore di lettura.',
    category: 'console',
    cause:
      'Il cavo USB del controller era difettoso: dopo averlo sostituito (e cambiato porta USB) le disconnessioni sono sparite.',
    keywords: ['cavo', 'usb', 'difettoso', 'sostituire', 'disconnessione', 'connessione'],
  },
  {
    id: 'co-1902',
    source: 'https://github.com/TheGammaSqueeze/GammaOS/issues/256',
    original:
      "Just got an Anbernic RG DS, been following this tutorial https://www.youtube.com/watch?v=1Gb2Uttk-W8&t=406s tried multiple times now but every time the device just boots into an Android Recovery mode, it doesn't install GammaOS, not sure what to do.",
    language: 'en',
    text: 'Ho appena preso un Anbernic RG DS, sto seguendo questo tutorial https://www.youtube.com/watch?v=1Gb2Uttk-W8&t=406s e ci ho provato un sacco di volte, ma ogni volta il dispositivo si avvia in modalità Android Recovery e non installa GammaOS, non so che fare.',
    category: 'console',
    cause:
      "Il problema era la scheda microSD (da 1 TB) che il dispositivo non digeriva: cambiata con un'altra scheda l'installazione è andata a buon fine.",
    keywords: ['scheda', 'microsd', 'sd', 'sostituire', 'compatibilità', 'memoria'],
  },
  {
    id: 'co-1903',
    source: 'https://github.com/ramapcsx2/gbs-control/issues/210',
    original:
      "I've had some good luck with the GBS-C project thus far with both YPbPr and RGBHV via the DE-15 connector, but have yet to have any success with RGBS when using the appropriate header connected to a SCART socket.\n\nI have the socket wired as outline by [Tom Dalby's wiring diagram](https://tomdalby.com/other/images/GBS8200_v2.png), albeit omitting the sync stripping circuitry and connecting the sync line directly but have only managed to output scrambled images as though the sync signal were not there at all. Going into a conventional display directly proves to not be an issue.",
    language: 'en',
    text: "Finora col GBS-C mi sono trovato bene sia in YPbPr che in RGBHV dal connettore DE-15, ma in RGBS non sono ancora riuscito a farlo andare usando l'header apposito collegato a una presa SCART.\n\nHo cablato la presa seguendo [lo schema di Tom Dalby](https://tomdalby.com/other/images/GBS8200_v2.png), però senza il circuito di sync stripping e collegando direttamente la linea del sync, e riesco solo a tirare fuori immagini tutte scombinate, come se il segnale di sync non ci fosse proprio. Se vado direttamente su un display normale invece nessun problema.",
    category: 'console',
    cause:
      "Il cablaggio SCART era fatto male: diversi pin di massa non erano collegati correttamente; sistemata la massa l'immagine si è agganciata.",
    keywords: ['cavo', 'scart', 'massa', 'collegamento', 'sincronismo', 'pin'],
  },
  {
    id: 'co-1904',
    source: 'https://github.com/ramapcsx2/gbs-control/issues/351',
    original:
      'After making an RGB cable for the PSX, that works with a TV, with sync on composite or Luma, I tried using the cable with GBSControl.\nThe results are this:\nComposite\n[...]\nLuma:\n[...]\nTested with my SNES, so the connections are fine:',
    language: 'en',
    text: 'Dopo essermi fatto un cavo RGB per la PSX, che con la TV funziona, con sync su composito o su luma, ho provato a usarlo col GBSControl.\nEcco i risultati:\nComposito\n[...]\nLuma:\n[...]\nProvato con il mio SNES, quindi i collegamenti sono a posto:',
    category: 'console',
    cause:
      'Nella spina SCART del cavo autocostruito erano collegati i pin di massa sbagliati; corretto il cablaggio delle masse il problema di sincronismo è sparito.',
    keywords: ['cavo', 'scart', 'massa', 'pin', 'cablaggio', 'sincronismo'],
  },
  {
    id: 'co-1905',
    source: 'https://github.com/nefarius/ScpToolkit/issues/942',
    original:
      "As the title says, my DualShock 3 controller is acting like I'm constantly pressing R1/R2 and Triangle/Circle/Cross/Square, even though I'm not. Here is what the Input tester looks like:\n[...]\nMy controller works fine on PS3, and used to work just fine on my previous computer. I tried using an older version of the wrapper and used other USB ports, without success. I am on Windows 10.",
    language: 'en',
    text: "Come dice il titolo, il mio controller DualShock 3 si comporta come se stessi premendo di continuo R1/R2 e Triangolo/Cerchio/Croce/Quadrato, anche se non li tocco. Ecco cosa mostra l'Input tester:\n[...]\nSulla PS3 il controller funziona bene, e sul mio computer di prima andava benissimo. Ho provato una versione più vecchia del wrapper e altre porte USB, niente da fare. Sono su Windows 10.",
    category: 'console',
    cause:
      'Cavo USB del controller difettoso: premuto il tasto di reset sul retro del controller e sostituito il cavo, gli input fantasma sono spariti.',
    keywords: ['cavo', 'usb', 'reset', 'controller', 'sostituire', 'difettoso'],
  },
  {
    id: 'co-1906',
    source: 'https://github.com/x-station/xstation-issues/issues/160',
    original:
      "So I have been using the xstation for about three weeks now, had a full play though of Castlevania SotN .  However as of this morning it just will not boot into the xstation menu and only goes to Memory Card/CD Player menu.\n\nNothing has moved or changed in hardware setup from last night when it was playing fine.  I can see that the xstation blue LED is on and the green light intermittently flashes before getting to Memory Card/CD Player menu.\n\nI've tried another SD card and still will not boot to the xstation menu.",
    language: 'en',
    text: "Allora, uso l'xStation da circa tre settimane, mi sono finito tutto Castlevania SotN. Però da stamattina non parte più nel menu dell'xStation e va solo nel menu Memory Card/CD Player.\n\nNon si è mosso né cambiato niente nell'hardware da ieri sera, quando funzionava bene. Vedo che il LED blu dell'xStation è acceso e quello verde lampeggia a intermittenza prima di arrivare al menu Memory Card/CD Player.\n\nHo provato un'altra scheda SD e comunque non parte nel menu dell'xStation.",
    category: 'console',
    cause:
      'Un segnale non era più collegato per una saldatura difettosa sulla scheda QSB; rifatte (reflow) tutte le saldature della QSB la console è tornata a funzionare.',
    keywords: ['saldatura', 'saldature', 'rifare', 'collegamento', 'segnale', 'scheda'],
  },
  {
    id: 'co-1907',
    source: 'https://github.com/CTurt/FreeDVDBoot/issues/336',
    original:
      'PS2 model: SCPH-70004\nDVD Player: 3.10E\nDVD Video: Captain Phillips - works fine\nPS2 DVD: Devil May Cry - works fine \nCDBurnerXP & IMG Burner with lowest speed 1x or 2x, tried DVD-R and DVD-RW, console language set to English, tried „All PS2 Slims - English language.iso” and „3.10 only - all regions - English lang.iso”. Also checked running without Dualshock 2/Memory Card/USB stick, same result in every combination. Any ideas?',
    language: 'en',
    text: 'Modello PS2: SCPH-70004\nLettore DVD: 3.10E\nDVD video: Captain Phillips - va bene\nDVD PS2: Devil May Cry - va bene\nCDBurnerXP e IMG Burner alla velocità più bassa, 1x o 2x, provati DVD-R e DVD-RW, lingua della console impostata in inglese, provati „All PS2 Slims - English language.iso” e „3.10 only - all regions - English lang.iso”. Ho provato anche senza Dualshock 2/Memory Card/chiavetta USB, stesso risultato in ogni combinazione. Qualche idea?',
    category: 'console',
    cause:
      'Il laser del lettore era indebolito e non leggeva bene i DVD-R masterizzati: regolando il potenziometro del laser DVD (circa 2 gradi in senso orario) il disco è partito subito.',
    keywords: ['laser', 'potenziometro', 'regolazione', 'lettore', 'lettura', 'dvd'],
  },
  {
    id: 'co-1908',
    source: 'https://github.com/CTurt/FreeDVDBoot/issues/236',
    original:
      'When I try to run backups booted using FreeDVDBoot, the disk spins for few seconds and then shows an error saying "Unable to read disc".\n\nYes, my console is set to English\nYes, I\'ve done the same steps of burning the disk\nNo, my laser is not defective (original games, DVD movies and Audio CDs are read fine)\n\nTried many programs (ImgBurn, CDBurnerXP) but nothing seems to work.',
    language: 'en',
    text: 'Quando provo ad avviare i backup con FreeDVDBoot, il disco gira per qualche secondo e poi esce l\'errore "Unable to read disc".\n\nSì, la console è impostata in inglese\nSì, ho seguito gli stessi passaggi per masterizzare il disco\nNo, il laser non è difettoso (i giochi originali, i film in DVD e i CD audio li legge bene)\n\nHo provato un sacco di programmi (ImgBurn, CDBurnerXP) ma niente sembra funzionare.',
    category: 'console',
    cause:
      'Il laser DVD della PS2 era starato/debole per i dischi masterizzati: il problema si è risolto regolando il laser DVD (potenziometro).',
    keywords: ['laser', 'regolazione', 'potenziometro', 'lettore', 'lettura', 'dvd'],
  },
  {
    id: 'co-1909',
    source: 'https://github.com/webhdx/PicoBoot/issues/75',
    original:
      "I've installed them on several GameCube, and I've noticed something recently that I can't figure out, or it's that I'm running into \"hs\" internal power supplies.\n\nThe one on the right is doing random boots on Swiss... one time it works... one time it doesn't and I get to the GameCube menu.",
    language: 'en',
    text: 'Li ho installati su diversi GameCube e ultimamente ho notato una cosa che non riesco a capire, oppure mi sto ritrovando con degli alimentatori interni "fuori uso".\n\nQuello a destra fa avvii a caso su Swiss... una volta funziona... una volta no e mi ritrovo nel menu del GameCube.',
    category: 'console',
    cause:
      "La scheda alimentatrice interna del GameCube era difettosa: sostituendola con un'altra la console si avvia sempre correttamente (sospetti i condensatori, ma il cambio dei soli condensatori non è bastato).",
    keywords: ['alimentatore', 'interno', 'scheda', 'sostituzione', 'condensatori', 'alimentazione'],
  },
  {
    id: 'co-1910',
    source: 'https://github.com/webhdx/PicoBoot/issues/32',
    original:
      'Three power supplies in total, two american power supplies and one japanese power supply, which we will call 1PUSA(red), 2PUSA(green) and 3PJAP(green) from left to right as seen in the photo, I have checked the voltage and amperage of the 3 and the values are correct and I used 3 different consoles for these tests, one with picoboot USA, another with GC loader USA and one not modified JAP.\n\n1PUSA:\n-Works with a console without modifying JAP\n-Works with a console with GC Loader USA\n-It does not work with a console with picoboot USA, when turning on the console sometimes it does not start swiss',
    language: 'en',
    text: 'Tre alimentatori in tutto, due americani e uno giapponese, che chiameremo 1PUSA (rosso), 2PUSA (verde) e 3PJAP (verde) da sinistra a destra come si vede in foto; ho controllato tensione e amperaggio di tutti e tre e i valori sono giusti, e ho usato 3 console diverse per le prove, una con PicoBoot USA, una con GC Loader USA e una giapponese non modificata.\n\n1PUSA:\n-Funziona con la console giapponese non modificata\n-Funziona con la console con GC Loader USA\n-Non funziona con la console con PicoBoot USA: quando accendo la console a volte non parte Swiss',
    category: 'console',
    cause:
      "L'alimentatore esterno 1PUSA era difettoso/instabile: con gli altri due alimentatori la console con PicoBoot si avvia correttamente il 100% delle volte.",
    keywords: ['alimentatore', 'difettoso', 'tensione', 'sostituire', 'alimentazione', 'avvio'],
  },
  {
    id: 'co-1911',
    source: 'https://github.com/x-station/xstation-issues/issues/375',
    original:
      "Hello! I bought a PS1 like 3 weeks ago, tested it for a bit and the only thing that seemed wrong with it was that the laser was bad so I modded it with the X-station and recapped the whole thing including PSU.\nGames run beautifully with no issues, the problem is that the Ps1 sometimes resets on it's own. It's random, yesterday for example i played for like 5 hours and not a single reset.\n\nI've done 2 things so far, reflowed with fresh solder the 2 main power solder points and i've also reflowed the reset switch but that's about it, issue still persists",
    language: 'en',
    text: "Ciao! Ho comprato una PS1 circa 3 settimane fa, l'ho provata un po' e l'unica cosa che sembrava non andare era il laser, quindi l'ho moddata con l'xStation e le ho cambiato tutti i condensatori, alimentatore compreso.\nI giochi girano benissimo senza problemi, il problema è che ogni tanto la PS1 si resetta da sola. È casuale, ieri per esempio ho giocato tipo 5 ore e non si è resettata neanche una volta.\n\nFinora ho fatto 2 cose: ho rifatto con stagno nuovo le 2 saldature principali dell'alimentazione e ho rifatto anche le saldature del tasto reset, ma niente, il problema c'è ancora",
    category: 'console',
    cause:
      'I reset casuali venivano dai pulsanti reset/accensione sporchi che facevano scattare la linea di reset: premendoli ripetutamente molte volte a console scollegata per pulirne i contatti, i reset sono spariti.',
    keywords: ['pulsante', 'reset', 'contatti', 'sporchi', 'pulizia', 'interruttore'],
  },
  {
    id: 'co-1912',
    source: 'https://github.com/MiSTer-devel/MegaCD_MiSTer/issues/19',
    original:
      "The ram that is non functioning: 64MB SDRAM XS v1.1 (C)2017  Sorgelig\n\nSymptoms are: \n\n- the core resetting repeatedly\n- no animating bios screen\n- no games load\n\nI tried some various bios files and it didn't fix it.",
    language: 'en',
    text: 'La RAM che non funziona: 64MB SDRAM XS v1.1 (C)2017 Sorgelig\n\nI sintomi sono:\n\n- il core si resetta di continuo\n- la schermata del BIOS non si anima\n- non si carica nessun gioco\n\nHo provato vari file BIOS e non si è risolto.',
    category: 'console',
    cause:
      'Il modulo SDRAM da 64 MB era inaffidabile: rimesso il modulo da 32 MB il core ha ripreso a funzionare regolarmente.',
    keywords: ['memoria', 'ram', 'modulo', 'sdram', 'sostituire', 'instabile'],
  },
  {
    id: 'co-1913',
    source: 'https://github.com/MiSTer-devel/NeoGeo_MiSTer/issues/114',
    original:
      'With the NeoGeo_20210114 im getting this random [errors](https://drive.google.com/file/d/1mXMFuNS2Rtsk1KpHqNqpwNQZ3-3YuyN9/view?usp=sharing) with Last Blade 2 or [KOF 95](https://drive.google.com/file/d/1X7wG7z03sRdNzZhz5U6gk-4SloejnVzx/view?usp=sharing), no matter is playing or in attract mode.. randomly happens after 3 or 5 minutes... Already tried 2 sets of differents roms"@MiSTer Pack Add-on - NEOGEO 2020-05-12 or DarksoftRomSet " roms stored in sdcard or in external hdd happens the same... my SDRAM is 128mb from a official seller(ZeroHimself).',
    language: 'en',
    text: 'Con NeoGeo_20210114 mi escono questi [errori](https://drive.google.com/file/d/1mXMFuNS2Rtsk1KpHqNqpwNQZ3-3YuyN9/view?usp=sharing) a caso con Last Blade 2 o [KOF 95](https://drive.google.com/file/d/1X7wG7z03sRdNzZhz5U6gk-4SloejnVzx/view?usp=sharing), sia mentre gioco sia in attract mode.. succede a caso dopo 3 o 5 minuti... Ho già provato 2 set di ROM diversi "@MiSTer Pack Add-on - NEOGEO 2020-05-12 o DarksoftRomSet", con le ROM sulla scheda SD o sull\'hard disk esterno succede uguale... la mia SDRAM è da 128mb presa da un venditore ufficiale (ZeroHimself).',
    category: 'console',
    cause:
      'Il modulo SDRAM da 128 MB era guasto/degradato: sostituito il modulo SDRAM, il core funziona senza errori.',
    keywords: ['memoria', 'ram', 'modulo', 'sdram', 'sostituzione', 'guasto'],
  },
  {
    id: 'co-1914',
    source: 'https://github.com/darthcloud/BlueRetro/issues/529',
    original:
      "so i just installed the blue retro bluetooth and when i push the power button it lights up blue and doesn't turn on but the fan is spinning non stop. i also have a pico installed and a sd card in the bottom port of the gamecube. how do i fix this?",
    language: 'en',
    text: 'allora, ho appena installato il bluetooth BlueRetro e quando premo il tasto di accensione si illumina di blu ma non si accende, però la ventola gira senza sosta. ho anche un pico installato e una scheda SD nella porta sotto del gamecube. come lo sistemo?',
    category: 'console',
    cause:
      "Il cavo flat (ribbon) usato nell'installazione era difettoso; il problema di accensione dipendeva da quel cavo.",
    keywords: ['cavo', 'flat', 'difettoso', 'sostituire', 'collegamento', 'installazione'],
  },
  {
    id: 'co-1915',
    source: 'https://github.com/AeolusUX/ArkOS-R3XS/issues/269',
    original:
      "I have been having this odd problem where the device will shut off while I'm using it. The power led stays on. This issue doesn't happen if it is plugged in while powered on.",
    language: 'en',
    text: 'Ho questo problema strano: il dispositivo si spegne mentre lo sto usando. Il LED di accensione resta acceso. Non succede se è attaccato alla corrente mentre è acceso.',
    category: 'console',
    cause:
      "La batteria (mai sostituita, del 2023) era degradata e sotto carico la tensione crollava: l'autore ha confermato che il problema era al 100% la batteria, da sostituire.",
    keywords: ['batteria', 'degradata', 'tensione', 'sostituire', 'spegnimento', 'carico'],
  },
  {
    id: 'co-1916',
    source: 'https://github.com/frederic-mahe/Analogue-Pocket/issues/70',
    original:
      "I own the original GBA UK Final Fantasy Tactics Advance cartridge.\nIt doesn't boot at all on my Analogue Pocket.\nConfirmed that the cartridge still works by checking it on my Gameboy Micro, still works.\n\nThis was attempted on Analogue Pocket firmware 1.0B.",
    language: 'en',
    text: 'Ho la cartuccia originale GBA UK di Final Fantasy Tactics Advance.\nSulla mia Analogue Pocket non parte proprio.\nHo verificato che la cartuccia funziona ancora provandola sul mio Game Boy Micro, funziona.\n\nHo provato con il firmware 1.0B della Analogue Pocket.',
    category: 'console',
    cause:
      'I contatti della cartuccia erano sporchi: pulendoli con alcol isopropilico (dopo qualche tentativo) il gioco è partito.',
    keywords: ['contatti', 'sporchi', 'pulizia', 'alcol', 'cartuccia', 'isopropilico'],
  },
  {
    id: 'co-1917',
    source: 'https://github.com/asiekierka/ws-cartfriend/issues/2',
    original:
      "Trying to load another game will load the wrong game or crash the system.\n\nLike the example in the video, I run SRW Compact 2, but Cardcaptor Sakura starts...\n\nOr, the game does not launch and the system crashes.\n\nNo matter how long I wait, it won't start.\n\nWhen I restart the game I played the first time, the save data is gone.",
    language: 'en',
    text: "Se provo a caricare un altro gioco, parte il gioco sbagliato o si pianta il sistema.\n\nCome nell'esempio del video, avvio SRW Compact 2 ma parte Cardcaptor Sakura...\n\nOppure il gioco non si avvia e il sistema si blocca.\n\nPer quanto aspetti, non parte.\n\nQuando riavvio il gioco che avevo giocato la prima volta, i salvataggi sono spariti.",
    category: 'console',
    cause:
      'Era colpa della pila stilo (una ricaricabile Ni-MH) inserita nella console: pur risultando carica al tester, con altre batterie tutto funziona normalmente.',
    keywords: ['batteria', 'pila', 'ricaricabile', 'tensione', 'sostituire', 'alimentazione'],
  },
  {
    id: 'co-1918',
    source: 'https://github.com/libretro/flycast/issues/458',
    original:
      'Finally got myself transitioned from the standalone Reicast emulator to the Libretro version because it plays my favorite game Rez without graphical corruption. But now that I have, I am having issues with controller drift. I need to increase the deadzone to 25% just so that my character will not move up on its own. Pushing the stick up will make it instantly start moving up the screen very fast. Pushing down respects the 25% deadzone and will move down on the screen at half the speed.',
    language: 'en',
    text: "Finalmente sono passato dall'emulatore Reicast standalone alla versione Libretro, perché mi fa girare il mio gioco preferito, Rez, senza grafica corrotta. Però adesso che l'ho fatto ho problemi di drift col controller. Devo alzare la deadzone al 25% solo perché il personaggio non si muova in su da solo. Se spingo lo stick in su parte subito a salire sullo schermo velocissimo. Se lo spingo in giù rispetta la deadzone del 25% e scende sullo schermo a metà velocità.",
    category: 'console',
    cause:
      "Era un guasto hardware del controller (stick analogico starato/danneggiato dalle cadute): con altri controller il drift non c'è.",
    keywords: ['stick', 'analogico', 'drift', 'guasto', 'caduta', 'potenziometro'],
  },
  {
    id: 'co-1919',
    source: 'https://github.com/ducalex/retro-go/issues/50',
    original:
      'The LCD screen seems to be flickering if I set the backlight level < 100%. I can observe it only in the launcher and it looks like the screen is being continuously redrawed.',
    language: 'en',
    text: 'Lo schermo LCD sembra sfarfallare se imposto la retroilluminazione sotto il 100%. Lo vedo solo nel launcher e sembra che lo schermo venga ridisegnato di continuo.',
    category: 'console',
    cause:
      'Il regolatore di tensione sul modulo LCD (alimentato a 5V) causava lo sfarfallio: ponticellando J1 per escludere il regolatore e alimentando il modulo direttamente a 3,3V lo sfarfallio è sparito.',
    keywords: ['regolatore', 'tensione', 'alimentazione', 'retroilluminazione', 'schermo', 'ponticello'],
  },
  {
    id: 'co-1920',
    source: 'https://github.com/brad-lin/FreePSXBoot/issues/61',
    original:
      "I did every step and when I press X on memory card it just enter in the memory card, doesn't boot psxboot\n\nalready tried the 2 options to the scph 102 and nothing\n\ntried on a scph 3500 and the same issue\n\nEverytime I do the restore image and reboot the ps2, I don't get the soft crash, I go to the browser and press X on the psxboot memory card and it says it needs to be formated",
    language: 'en',
    text: "Ho fatto tutti i passaggi e quando premo X sulla memory card entra solo nella memory card, non avvia psxboot\n\nho già provato le 2 opzioni per la scph 102 e niente\n\nprovato su una scph 3500 e stesso problema\n\nOgni volta che ripristino l'immagine e riavvio la ps2, non ho il soft crash, vado nel browser, premo X sulla memory card di psxboot e mi dice che va formattata",
    category: 'console',
    cause:
      "Le memory card economiche comprate su AliExpress montavano un chip EEPROM da 64 KB invece di 128 KB, quindi scrivendo un'immagine completa i dati si corrompevano; l'autore ha confermato aprendo la scheda.",
    keywords: ['memory', 'card', 'eeprom', 'chip', 'capacità', 'contraffatta'],
  },
];
