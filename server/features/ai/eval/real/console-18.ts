import type { RealCase } from './types.ts';

/**
 * Batch 18 of real console reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'co-1801',
    source: 'https://github.com/Ryochan7/DS4Windows/issues/541',
    original:
      'So i can connect only the ds4 with bluetooth (it charges if i wire it, but keep the connection as bluetooth) , if i tried getting a wired connection windows doesnt even recognize my ds, only via bluetooth. Is there a fix for this? i guess the problem is driver related',
    language: 'en',
    text: "Allora, riesco a collegare il ds4 solo col bluetooth (se lo attacco col cavo si carica, ma la connessione resta bluetooth), se provo a collegarlo col cavo windows non riconosce nemmeno il ds, solo via bluetooth. C'è un modo per sistemarlo? credo che il problema sia dei driver",
    category: 'console',
    cause:
      'Il cavo USB usato (vecchio cavo da cellulare) non trasmetteva i dati: provando altri cavi, con uno adatto il controller è stato riconosciuto via cavo.',
    keywords: ['cavo', 'usb', 'dati', 'controller', 'ricarica'],
  },
  {
    id: 'co-1802',
    source: 'https://github.com/CTurt/FreeDVDBoot/issues/246',
    original:
      "So as the title says, after burning a cd and putting it into the console, this message pops up in the browser. Tried with different DVDs, using different speeds (1x, 3x, 4x), different burning software, wiped the laser to make sure it's clean, put a working DVD before it, none of those helped.",
    language: 'en',
    text: 'Allora, come dice il titolo, dopo aver masterizzato un cd e averlo messo nella console, compare questo messaggio nel browser. Ho provato con DVD diversi, a velocità diverse (1x, 3x, 4x), programmi di masterizzazione diversi, ho pulito il laser per essere sicuro che fosse pulito, ho messo prima un DVD che funziona, niente di tutto questo ha aiutato.',
    category: 'console',
    cause:
      'Era colpa del laser del lettore della PS2 Slim: regolandolo con il trimmer (potenziometro) del laser il disco viene letto.',
    keywords: ['laser', 'potenziometro', 'regolazione', 'lettore', 'disco'],
  },
  {
    id: 'co-1803',
    source: 'https://github.com/TriForceX/MiyooCFW/issues/88',
    original:
      'My Battery went dry while playing, and my Pocket Go cant turn on anymore.\nWhen I put it on the charger, the LED lights on, but still i cant turn it on.\n\nWithout the SD card, same thing. No power LED, no light on the LCD, nothing.\nDead.\n\nAny brainstorm idea, what can I try to do?\nMaybe Battery is dead?',
    language: 'en',
    text: "Mi si è scaricata la batteria mentre giocavo, e la mia Pocket Go non si accende più.\nQuando la metto in carica il LED si accende, ma comunque non riesco ad accenderla.\n\nSenza la scheda SD, stessa cosa. Niente LED di accensione, niente luce sull'LCD, niente.\nMorta.\n\nQualche idea, cosa posso provare?\nForse la batteria è morta?",
    category: 'console',
    cause:
      'Dopo la scarica completa la console era bloccata: scollegando la batteria per qualche giorno e poi ricollegandola ha ripreso a funzionare.',
    keywords: ['batteria', 'scollegare', 'scarica', 'accensione', 'connettore'],
  },
  {
    id: 'co-1804',
    source: 'https://github.com/Ryzee119/ogx360/issues/3',
    original:
      'Area 51 with rumble on makes the controller disconnect on every rumble.  Turning rumble off solves the issue.  \n\nOnly one wireless controller was connected.\nRev 1.0 board.  128MB RAM.  X3CE modchip using X2 5035.  \nGenuine Xbox 360 controller with genuine receiver.',
    language: 'en',
    text: 'Area 51 con la vibrazione attiva fa disconnettere il controller a ogni vibrazione. Disattivando la vibrazione il problema sparisce.\n\nEra collegato un solo controller wireless.\nScheda Rev 1.0. 128MB di RAM. Modchip X3CE con X2 5035.\nController Xbox 360 originale con ricevitore originale.',
    category: 'console',
    cause:
      "Le pile del controller wireless erano scariche/sbilanciate (una a 1,52 V e l'altra a 1,14 V): sostituite con due pile alcaline nuove, il controller non si disconnette più con la vibrazione.",
    keywords: ['pile', 'scariche', 'vibrazione', 'controller', 'sostituzione'],
  },
  {
    id: 'co-1805',
    source: 'https://github.com/kiteretro/Circuit-Sword/issues/73',
    original:
      'I have problems with the buttons. If I push START or want to select other consoles wieht RIGHT or LEFT it jumps like I would push the button 2 or 3 times. I changes all rubbers with other one and also with original one but nothing changed :(',
    language: 'en',
    text: 'Ho problemi con i tasti. Se premo START o voglio selezionare altre console con DESTRA o SINISTRA salta come se premessi il tasto 2 o 3 volte. Ho cambiato tutte le gommine con altre e anche con quelle originali ma non è cambiato niente :(',
    category: 'console',
    cause:
      'La scheda dei tasti andava pulita: pulendola con alcol il problema dei tasti che registravano più pressioni è sparito (probabilmente residui di flussante della produzione).',
    keywords: ['tasti', 'pulizia', 'alcol', 'scheda', 'residui', 'flussante'],
  },
  {
    id: 'co-1806',
    source: 'https://github.com/d0k3/GodMode9/issues/713',
    original:
      'Whenever i open godmode9 i cannot choose any options because the down on the dpad seems to be pressed causing the choices to move down all the time. It seems this issue is only in godmode9 because in Luma3DS chainloader i can freely press up or down to choose between differnet versions of godmode9 (i tried a few older versions to see if they worked, sadly no :( )\n\nI have an O3DS, all buttons works fine in different games and so on.',
    language: 'en',
    text: 'Ogni volta che apro godmode9 non riesco a scegliere nessuna opzione perché il giù della croce direzionale sembra premuto e le scelte scendono continuamente. Sembra che il problema ci sia solo in godmode9 perché nel chainloader di Luma3DS posso premere su o giù liberamente per scegliere tra diverse versioni di godmode9 (ho provato qualche versione più vecchia per vedere se funzionava, purtroppo no :( )\n\nHo un O3DS, tutti i tasti funzionano bene nei vari giochi e così via.',
    category: 'console',
    cause:
      'Sporcizia nella croce direzionale o nello stick: smontato completamente il 3DS e pulito tutto ciò che riguarda croce e stick, ora funziona perfettamente.',
    keywords: ['croce', 'direzionale', 'sporcizia', 'pulizia', 'smontaggio'],
  },
  {
    id: 'co-1807',
    source: 'https://github.com/adangert/JoustMania/issues/308',
    original:
      'I recently acquired some of the newer PS4Move (micro-USB) controllers. When plugged in, after pressing the PS button they flash the power light quickly, then slowly, then nothing. The web UI shows the controller connected. If I power it on after disconnecting USB, one of the BT adapters lights up showing a connection, but the controller doesn’t do anything. (…) Reset button on the controller doesn’t help. I’ve tried this 4 times with the same results.',
    language: 'en',
    text: "Ho preso da poco alcuni dei controller PS4Move più nuovi (micro-USB). Quando li attacco, dopo aver premuto il tasto PS la spia di accensione lampeggia veloce, poi lenta, poi niente. L'interfaccia web mostra il controller collegato. Se lo accendo dopo aver staccato l'USB, uno degli adattatori BT si illumina mostrando una connessione, ma il controller non fa niente. (…) Il tasto reset sul controller non serve. Ho provato 4 volte con lo stesso risultato.",
    category: 'console',
    cause: 'Il problema di abbinamento si verificava perché la batteria del controller era scarica.',
    keywords: ['batteria', 'scarica', 'controller', 'abbinamento', 'ricarica'],
  },
  {
    id: 'co-1808',
    source: 'https://github.com/sylverb/game-and-watch-retro-go-sd/issues/112',
    original:
      "I am having a similar issue. I put in 2 different ribbons thinking maybe I botched one.... Still get the no SD card found. Shows the 64mb chip and system works fine, I just can't seem to to get a card to read... Any pointers would be greatly appreciated!",
    language: 'en',
    text: 'Ho un problema simile. Ho messo 2 flat diversi pensando di averne rovinato uno.... Mi dà ancora SD card non trovata. Vede il chip da 64mb e il sistema funziona bene, solo che non riesco a fargli leggere una scheda... Qualsiasi consiglio è super apprezzato!',
    category: 'console',
    cause:
      'Lo slot della micro SD era difettoso (o rovinato durante il montaggio): mettendo un nuovo slot micro SD su uno dei flat la console si è avviata e legge la scheda.',
    keywords: ['slot', 'microsd', 'difettoso', 'sostituzione', 'scheda'],
  },
  {
    id: 'co-1809',
    source: 'https://github.com/irungentoo/Xiaomi_gamepad/issues/11',
    original:
      "In GTA V, or LEGO Jurassic park the gamepad turning off, when vibrating. When I tried to switch back, it is not worked properly (one of the buttosns stucked until I am stop the mi.exe) till I am restarted the game.\n\nOf course the x360ce not working simultaneously with your program, an I am deleted the x360ce files too. The scp driver installation was perfect. I can't understand what is the problem.",
    language: 'en',
    text: "In GTA V, o LEGO Jurassic park il gamepad si spegne quando vibra. Quando ho provato a riaccenderlo, non funzionava bene (uno dei tasti restava bloccato finché non chiudevo mi.exe) finché non ho riavviato il gioco.\n\nOvviamente x360ce non gira insieme al tuo programma, e ho cancellato anche i file di x360ce. L'installazione del driver scp è andata perfetta. Non riesco a capire qual è il problema.",
    category: 'console',
    cause:
      'Le pile del gamepad erano vecchie e non davano abbastanza corrente durante la vibrazione: sostituite con pile nuove, funziona tutto.',
    keywords: ['pile', 'scariche', 'vibrazione', 'gamepad', 'sostituzione'],
  },
  {
    id: 'co-1810',
    source: 'https://github.com/CTCaer/hekate/issues/434',
    original:
      "So i bought a sandisk 256 sd card from argos and i did everything the same as i did on my 128gb sd that works still, i can't clone it because it just says there are bad sectors so i had to start fresh but on 10.0.2 ofw it just doesn't work i get the pkg1 error on both sd cards when i try launch emummc but when i launch the fuseee bin payload the 129gb sd works and boots into cfw but the 256 freezes to black screen. i have been trying this all day with all kinds of solutions not working.",
    language: 'en',
    text: "Allora ho comprato una sd sandisk da 256 da argos e ho fatto tutto uguale a come avevo fatto con la mia sd da 128gb che funziona ancora, non riesco a clonarla perché dice solo che ci sono settori danneggiati quindi ho dovuto ripartire da zero ma su 10.0.2 ofw proprio non funziona, mi dà l'errore pkg1 su tutte e due le sd quando provo ad avviare emummc ma quando avvio il payload fuseee bin la sd da 129gb funziona e si avvia nel cfw mentre quella da 256 si blocca su schermo nero. ci sto provando tutto il giorno con ogni tipo di soluzione e niente.",
    category: 'console',
    cause: 'La scheda SD da 256 GB era falsa (contraffatta): era quella la causa dei problemi di avvio.',
    keywords: ['scheda', 'sd', 'contraffatta', 'falsa', 'avvio'],
  },
  {
    id: 'co-1811',
    source: 'https://github.com/ClusterM/hakchi2/issues/495',
    original:
      '[SNES] Random reboots in menus\n\nsometimes it will happen just entering a sub-menu. sometimes it will happen after flashing.\nin all cases it might happen in a loop and stop at some pointz\nin general, disconnecting/reconnecting fixes it for a while.\nhappens with rc4 and rc5 across both my units which have retroarch installed and 160 roms.',
    language: 'en',
    text: "[SNES] Riavvii casuali nei menu\n\na volte succede solo entrando in un sottomenu. a volte succede dopo il flash.\nin tutti i casi può succedere in loop e poi a un certo punto si ferma\nin generale, staccando e riattaccando si risolve per un po'.\nsuccede con rc4 e rc5 su tutte e due le mie console che hanno retroarch installato e 160 rom.",
    category: 'console',
    cause:
      "I riavvii casuali dello SNES Mini erano dovuti all'alimentazione insufficiente (porte USB/hub): dopo uno spegnimento completo e collegandolo a un alimentatore USB adeguato il problema non si è più presentato.",
    keywords: ['alimentatore', 'usb', 'alimentazione', 'riavvii', 'corrente'],
  },
  {
    id: 'co-1812',
    source: 'https://github.com/FIX94/Nintendont/issues/215',
    original:
      'I have an original wii with GC ports etc., but I can not for the life of me play games with my GC controller. Everything else on Nintendont works great. Am I missing something simple here?\n\nP.S. Classic Controller Pro works great, I just prefer to play with original GC controllers.',
    language: 'en',
    text: "Ho una wii originale con le porte GC ecc., ma non c'è verso di giocare con il mio controller GC. Tutto il resto su Nintendont funziona benissimo. Mi sto perdendo qualcosa di semplice?\n\nP.S. Il Classic Controller Pro funziona benissimo, è solo che preferisco giocare con i controller GC originali.",
    category: 'console',
    cause:
      'Il controller GameCube era collegato alla porta 4 invece che alla porta 1 (con la console appoggiata sui piedini la porta più a sinistra è la 4): spostato nella porta 1 ha funzionato.',
    keywords: ['controller', 'porta', 'collegamento', 'sbagliata', 'gamecube'],
  },
  {
    id: 'co-1813',
    source: 'https://github.com/SKGleba/PSP2-batteryFixer/issues/12',
    original:
      'I use replacement Battery from China and install this plugin. After leave it over night. It blink green light(2000 model) and it cannot charge any more.',
    language: 'en',
    text: 'Uso una batteria di ricambio dalla Cina e ho installato questo plugin. Dopo averla lasciata tutta la notte, lampeggia la luce verde (modello 2000) e non si carica più.',
    category: 'console',
    cause:
      'Aprendo il coperchio posteriore della PS Vita, staccando e riattaccando il cavo della batteria e cambiando il cavo di ricarica, ha ricominciato a caricarsi.',
    keywords: ['batteria', 'connettore', 'cavo', 'ricarica', 'ricollegamento'],
  },
  {
    id: 'co-1814',
    source: 'https://github.com/ublue-os/bazzite/issues/5819',
    original:
      "After the most recent updates, my handheld will not charge when I plug into the charging port.  verified, it's not the cable.  The F1 Pro has a top and bottom USB for charging, neither work.",
    language: 'en',
    text: 'Dopo gli ultimi aggiornamenti, la mia console portatile non si carica quando la attacco alla porta di ricarica. Ho verificato, non è il cavo. La F1 Pro ha una USB sopra e una sotto per la ricarica, non funziona nessuna delle due.',
    category: 'console',
    cause:
      'Serviva un caricatore da 45 W: con il caricatore di potenza più alta, per qualche motivo, la OneXFly F1 Pro non si caricava.',
    keywords: ['caricatore', 'potenza', 'watt', 'ricarica', 'alimentatore'],
  },
  {
    id: 'co-1815',
    source: 'https://github.com/webhdx/PicoBoot/issues/29',
    original:
      'I have installed the raspberry pi pico with picoboot correctly, when turning on, picoboot sometimes does not work and the original gamecube menu appears, the console works well with discs and everything seems to be fine',
    language: 'en',
    text: 'Ho installato il raspberry pi pico con picoboot correttamente, quando accendo, a volte picoboot non funziona e compare il menu originale del gamecube, la console funziona bene con i dischi e sembra tutto a posto',
    category: 'console',
    cause:
      "Era l'alimentatore del GameCube: con un altro alimentatore picoboot funziona il 100% delle volte.",
    keywords: ['alimentatore', 'difettoso', 'avvio', 'sostituzione', 'corrente'],
  },
  {
    id: 'co-1816',
    source: 'https://vecchicomputer.com/?p=2547',
    original:
      'Ho “ricostruito” il sistema completo in due mesi: il primo mese ho trovato la console, l’alimentatore e un pad rotto; il secondo mese, dallo stesso venditore, sono riuscito a trovare la pistola, un control pad integro, e una classica cartuccia di Sonic The Hedgehog.\nLa console sembrava non funzionare',
    language: 'it',
    text: 'Ho “ricostruito” il sistema completo in due mesi: il primo mese ho trovato la console, l’alimentatore e un pad rotto; il secondo mese, dallo stesso venditore, sono riuscito a trovare la pistola, un control pad integro, e una classica cartuccia di Sonic The Hedgehog.\nLa console sembrava non funzionare',
    category: 'console',
    cause:
      'I contatti del connettore della cartuccia erano sporchi: è bastato pulirli perché la console mostrasse la schermata iniziale del gioco.',
    keywords: ['connettore', 'cartuccia', 'contatti', 'sporcizia', 'pulizia'],
  },
  {
    id: 'co-1817',
    source: 'https://forum.quattroruote.it/threads/batteria-tampone-come-fissarla.150196',
    original:
      "Dopo aver sostituito la scocca di un vecchio Gameboy l'ho testato con una cartuccia che avevo da ragazzino\nSuper Mario Land 3-warioland (…) Il problema però è sorto quando mi sono reso conto che spegnendo il Gameboy non restava alcuna traccia dei progressi raggiunti.",
    language: 'it',
    text: "Dopo aver sostituito la scocca di un vecchio Gameboy l'ho testato con una cartuccia che avevo da ragazzino\nSuper Mario Land 3-warioland (…) Il problema però è sorto quando mi sono reso conto che spegnendo il Gameboy non restava alcuna traccia dei progressi raggiunti.",
    category: 'console',
    cause:
      'La pila tampone della cartuccia Game Boy era scarica, per questo i salvataggi non restavano; sostituita la pila con una nuova, i progressi vengono salvati.',
    keywords: ['pila', 'tampone', 'cartuccia', 'salvataggi', 'sostituzione'],
  },
  {
    id: 'co-1818',
    source: 'https://dailyweb.pl/joy-con-nintendo-switch-naprawa',
    original:
      'Mam zły nawyk grana w łóżku (…) Po zakończonej sesji odkładam Pstryka (aka Nintendo Switch) na podłogę, bo nie chce mi się wstawać, żeby włożyć go do stacji dokucjącej. W końcu na niego nadepnąłem.\n\nSzkody na szczęście były niewielkie, gdyż ucierpiał jedynie prawy Joy Con. Zdechła gałka analogowa. (…) Objaw? Prawa gałka w Joy Conie nie reagowała na wychylenie w lewo. Co robić, jak żyć? Zacząłem od sprawdzenia pozostałych przycisków. Okazało się, że wszystko z nimi w porządku. Tylko gałka odmawia współpracy.',
    language: 'pl',
    text: 'Ho la brutta abitudine di giocare a letto (…) Finita la sessione appoggio lo Switch per terra, perché non ho voglia di alzarmi per metterlo nel dock. Alla fine ci ho messo il piede sopra.\n\nPer fortuna i danni sono stati pochi, si è rovinato solo il Joy-Con destro. Lo stick analogico è andato. (…) Il sintomo? Lo stick destro del Joy-Con non rispondeva quando lo inclinavo a sinistra. Che fare? Ho cominciato controllando gli altri tasti. È venuto fuori che quelli andavano tutti bene. Solo lo stick si rifiuta di collaborare.',
    category: 'console',
    cause:
      'Lo stick analogico destro del Joy-Con si era danneggiato dopo essere stato calpestato; è stato sostituito con uno stick nuovo da un kit di riparazione seguendo la guida di iFixit, e il Joy-Con è tornato a funzionare.',
    keywords: ['joystick', 'analogico', 'sostituzione', 'calpestato', 'joycon'],
  },
];
