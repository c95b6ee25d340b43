import type { RealCase } from './types.ts';

/**
 * Batch 16 of real computer reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'pc-1601',
    source: 'http://www.popolony2k.com.br/?tag=retrobright',
    original:
      'No último post da série eu havia citado que ao ligar o micro, que inclusive já havia sido testado, o mesmo não deu sinais de vida, não ligando nenhuma luz, enfim, nada que demonstrasse que a energia vital dos computadores estava passando pelos circuitos dessa minha velha nova máquina. Decidi abrir a máquina novamente e remover as placas em busca de algum mal contato ou por alguma peça em curto.',
    language: 'pt',
    text: "Nell'ultimo post della serie avevo detto che, accendendo il computer (che tra l'altro era già stato provato), non ha dato segni di vita: nessuna luce accesa, insomma niente che dimostrasse che l'energia vitale dei computer stesse passando nei circuiti di questa mia vecchia macchina appena presa. Ho deciso di riaprirlo e togliere le schede cercando qualche falso contatto o qualche componente in corto.",
    category: 'computer',
    cause:
      "Nell'alimentatore originale dell'MSX Expert mancava l'uscita +5V per colpa di due condensatori elettrolitici guasti; l'autore ha risolto sostituendo l'alimentatore lineare con un alimentatore switching e il computer è tornato a funzionare.",
    keywords: ['alimentatore', 'condensatori', 'elettrolitici', 'tensione', '5v'],
  },
  {
    id: 'pc-1602',
    source: 'https://www.forum64.de/index.php?user-post-list/25148-fraburm/',
    original:
      '1. Hardwaremäßig: Die Disketten rasten nicht ein bzw. erst dann, wenn ich die Diskette mit einem Zahnstocher oder Ähnlichem reinschiebe, obwohl ich nicht das "Auswurfkopfproblem" habe, der ist leichtgängig und lässt sich betätigen, wenn die Floppy einmal eingerastet ist. Kann man das Laufwerk weiter nach vorne schieben? Hat sonst noch jemand das Problem? (…) 2. Softwaremäßig: Disketten lassen sich nicht formatieren, nach Eingabe von Header "Test",IDK fragt er zwar höflich, ob ich sicher bin, aber dann passiert nichts mehr, da hilft dann nur Reset.',
    language: 'de',
    text: '1. Lato hardware: i dischetti non si agganciano, o solo se li spingo dentro con uno stuzzicadenti o simili, anche se non ho il "problema del tasto di espulsione": quello è scorrevole e si aziona una volta che il floppy è agganciato. Si può spostare il drive più avanti? Qualcun altro ha questo problema? (…) 2. Lato software: i dischetti non si lasciano formattare; dopo aver scritto Header "Test",IDK mi chiede gentilmente se sono sicuro, ma poi non succede più niente e aiuta solo il reset.',
    category: 'computer',
    cause:
      "Il drive floppy era montato leggermente disallineato e il tasto di espulsione interferiva, quindi il dischetto non si agganciava del tutto e restava inserito a metà (per questo non si formattava): allentate le viti del drive, riposizionato e piegato un po' il tasto di espulsione, ora funziona tutto.",
    keywords: ['allineamento', 'drive', 'espulsione', 'montaggio', 'dischetto'],
  },
  {
    id: 'pc-1603',
    source: 'https://www.forum64.de/index.php?thread/29565-tastatur-arbeitet-nicht-mehr-richtig/',
    original:
      'Jetzt eben gings dann um was viel bodenständigeres... Die Tastatur reinigen! Ich also ran an die Tastatur... Alle Tasten raus, Federn zur Seite gelegt und wieder zusammengebaut. Am Ende dann das, was irgendwie klar war: Es fehlen zwei Federn. Ok... Ich steck also die Tasten erstmal so drauf. Schalte ein. Auf dem Bildschirm steht READY und darunter ein B. Bei allen anderen Tasten klappt entweder nix, oder es wird ein B dran gehängt. Hab also erstmal Federn vom C64 eingebaut, weil ich dachte es läge an den Federn... Aber selbst mit Federn, hängt er überall ein B dran.',
    language: 'de',
    text: "Poi è toccato a una cosa molto più terra terra... pulire la tastiera! Mi metto sulla tastiera... tolgo tutti i tasti, metto da parte le molle e rimonto. Alla fine quello che in fondo era prevedibile: mancano due molle. Ok... intanto rimetto i tasti così. Accendo. Sullo schermo c'è READY e sotto una B. Con tutti gli altri tasti o non succede niente o viene aggiunta una B. Allora ho messo le molle del C64, pensando che dipendesse dalle molle... ma anche con le molle aggiunge una B dappertutto.",
    category: 'computer',
    cause:
      "C'era un cortocircuito sui contatti del tasto B della scheda tastiera (sporco/corpo estraneo conduttivo tra riga e colonna), per cui il VIC-20 vedeva la B sempre premuta; pulendo i contatti del tasto B il problema è sparito.",
    keywords: ['cortocircuito', 'contatti', 'tastiera', 'sporco', 'tasto'],
  },
  {
    id: 'pc-1604',
    source: 'https://forum.classic-computing.de/forum/index.php?user-post-list/6213-feltel/&pageNo=3',
    original:
      'Heute hat der Chinamann die Ersatz-RAMs geliefert. (…) Ich habe mal eins in das NTSC-Board gesteckt, aber das Fehlerbild bleibt gleich. Das hilft mir dann nur bedingt weiter. *grmpf* Also habe ich mich mit dem PAL-Board befasst, was ja grundsätzlich läuft, auch wenn es einen Anzeigefehler hat.',
    language: 'de',
    text: 'Oggi il cinese mi ha consegnato le RAM di ricambio. (…) Ne ho provata una sulla scheda NTSC, ma il difetto resta uguale. Questo mi aiuta solo fino a un certo punto. Uff. Allora mi sono dedicato alla scheda PAL, che in linea di massima funziona, anche se ha un difetto nella visualizzazione.',
    category: 'computer',
    cause:
      'Il difetto grafico della scheda PAL era causato da un chip di RAM 4116 guasto (restava freddo mentre gli altri si scaldavano); dissaldato e sostituito con una RAM montata su zoccolo, la grafica è tornata corretta.',
    keywords: ['ram', 'chip', 'memoria', 'grafica', '4116'],
  },
  {
    id: 'pc-1605',
    source: 'https://www.pcsoleil.fr/compaq-presario-s7288fr/',
    original:
      'En voilà un vieux PC ! : Processeur Cèlerons, disque dur IDE, barrette mémoire en DDR2… (…) Pour en revenir aux problèmes qui amènent mon client à m’interpeller, le bouton Power en façade ne fonctionne plus',
    language: 'fr',
    text: 'Ecco un PC bello vecchio: processore Celeron, disco IDE, RAM DDR2… (…) Per tornare ai problemi per cui il cliente mi ha chiamato: il tasto di accensione sul frontale non funziona più',
    category: 'computer',
    cause:
      'Il quadratino che fa da interruttore on/off dietro il frontalino si era sganciato dal suo supporto perché le clip avevano perso rigidità; il tecnico lo ha riagganciato fissandolo con due punti di colla e il tasto di accensione è tornato a funzionare.',
    keywords: ['interruttore', 'pulsante', 'clip', 'sganciato', 'accensione'],
  },
  {
    id: 'pc-1606',
    source: 'https://greedtainted.blogspot.com/2011/03',
    original:
      '再び Microsoft Wireless Desktop 3000 のお話しです。\nまだまだうまく付き合いきれていないワイヤレスです。\n(…)入力を正確に行うことができなくなるようです。例えば、\n\n「 もじ 」 → 「 m、おじ 」\n「 にじ 」 → 「 ん未時 」\n「 ぼじ 」 → 「 bのじ 」\n「 あそぶ 」 → 「 阿蘇bぬ 」\n\nこんな感じ。\nゆっくりと一文字ずつ打てば打てないこともないのですが何となく気持ち悪い。\n最初はFEP?IMEが壊れたのかと思ったのですが',
    language: 'ja',
    text: "Si torna a parlare del Microsoft Wireless Desktop 3000.\nÈ un wireless con cui ancora non riesco ad andare d'accordo.\n(…) a quanto pare non riesce più a inserire i caratteri correttamente. Per esempio:\n\n「もじ」 → 「m、おじ」\n「にじ」 → 「ん未時」\n「ぼじ」 → 「bのじ」\n「あそぶ」 → 「阿蘇bぬ」\n\nCosì.\nSe scrivo piano, un carattere alla volta, in qualche modo riesco a scrivere, ma è una cosa sgradevole.\nAll'inizio ho pensato che si fosse rotto il FEP/IME (il sistema di input giapponese), però",
    category: 'computer',
    cause:
      'Le pile della tastiera wireless erano quasi scariche (il LED di batteria scarica lampeggiava rosso da una settimana): sostituite le pile, la digitazione è tornata corretta.',
    keywords: ['pile', 'batteria', 'scarica', 'wireless', 'sostituzione'],
  },
  {
    id: 'pc-1607',
    source: 'https://jsdkk.com/blog/mugita/?p=531',
    original:
      '最近マウスのホイール(マウスの中央ボタンをぐりぐりするとスクロールするあれです)の反応が悪くて、「Windows10が勝手にアップデートしたせいでマウスドライバがおかしくなったんじゃないか。」などと邪推してLogicoolのマウスドライバを再インストールしたりしてみたのですがどうしても治りません。',
    language: 'ja',
    text: 'Ultimamente la rotellina del mouse (quella al centro che giri per scorrere la pagina) risponde male. Sospettando che "Windows 10 si è aggiornato da solo e ha incasinato il driver del mouse", ho provato anche a reinstallare il driver del mouse Logicool, ma non c\'è verso di sistemarlo.',
    category: 'computer',
    cause:
      "Non era il driver: aprendo il mouse, l'encoder della rotellina era intasato di polvere. Pulita la polvere, lo scorrimento con la rotellina è tornato a funzionare.",
    keywords: ['encoder', 'rotellina', 'polvere', 'sporco', 'pulizia'],
  },
  {
    id: 'pc-1608',
    source: 'https://monkeyplush.blogspot.com/2013/05/crossing-streams-how-i-swamped-my.html',
    original:
      "I splought (when you choke to avoid coughing but end up spiting twice more with a now open mouth) on my keyboard. Some of it got under the keys. Fortunately I have spare parts, especially keyboards (…) so I swap to let this one dry. After a little bit of tissue and a few minutes I plug it back, and I witness something for the first time : a keyboard bug. Pairs of adjacent keys are now influencing each others lines, typing 's' echo 'sa'. '1' echo '21'.",
    language: 'en',
    text: "Ho sputacchiato (quando trattieni la tosse ma finisci per sputare altre due volte con la bocca ormai aperta) sulla tastiera. Un po' è finito sotto i tasti. Per fortuna ho dei ricambi, soprattutto tastiere (…) quindi la cambio per lasciar asciugare questa. Dopo un po' di fazzoletto e qualche minuto la ricollego, e vedo una cosa per la prima volta: un bug della tastiera. Coppie di tasti vicini ora si influenzano a vicenda, premendo 's' esce 'sa'. '1' esce '21'.",
    category: 'computer',
    cause:
      'Liquido e sporco (briciole, peli) sotto i tasti della tastiera del ThinkPad X60s creavano contatti tra le linee; tolti i tasti e i loro supporti e pulita la membrana con alcol isopropilico, la tastiera è tornata a funzionare.',
    keywords: ['liquido', 'sporco', 'membrana', 'tastiera', 'alcol'],
  },
  {
    id: 'pc-1609',
    source:
      'https://forums.macrumors.com/threads/cleaning-the-fans-and-vents-of-an-older-rmbp-can-really-help.1941864/',
    original:
      "I've had my 2012 Retina MacBook Pro for just over three years now and have been noticing some weird slowdowns in the past few months, especially if I was running a VM. At first I was blaming it on Parallels or El Capitan, but then was noticing it happened with other CPU taxing apps. If one did any kind of sustained load on the machine the fans would ramp up and the machine would get slower and slower with kernel_task taking a larger and larger percentage of CPU time.",
    language: 'en',
    text: "Ho il mio MacBook Pro Retina del 2012 da poco più di tre anni e negli ultimi mesi noto degli strani rallentamenti, soprattutto quando faccio girare una macchina virtuale. All'inizio davo la colpa a Parallels o a El Capitan, ma poi ho notato che succedeva anche con altre app che caricano la CPU. Se gli davo un carico prolungato qualsiasi, le ventole salivano di giri e la macchina diventava sempre più lenta, con kernel_task che si prendeva una percentuale sempre più alta di CPU.",
    category: 'computer',
    cause:
      'Le griglie di sfogo e le ventole erano intasate dalla polvere accumulata in tre anni; aperto il fondo e soffiato via la polvere con aria compressa, la CPU non rallenta più e le ventole si calmano in fretta.',
    keywords: ['polvere', 'ventole', 'griglie', 'surriscaldamento', 'pulizia'],
  },
  {
    id: 'pc-1610',
    source: 'http://retropcb.com/2017/10/',
    original:
      'Today I decided to look at the external floppy drive that I got from a bundle of so called working retro stuff. The floppy had this problem, it would just keep spinning whenever I put a floppy disk inside it.',
    language: 'en',
    text: "Oggi ho deciso di dare un'occhiata al floppy esterno che mi è arrivato in un lotto di roba retro cosiddetta funzionante. Il floppy aveva questo problema: continuava semplicemente a girare ogni volta che ci inserivo un dischetto.",
    category: 'computer',
    cause:
      "Uno dei condensatori elettrolitici sulla scheda del drive (Atari SF314) aveva l'ESR troppo alta; sostituiti i condensatori (e pulito/lubrificato il meccanismo del motore passo-passo) il drive ha ripreso a funzionare.",
    keywords: ['condensatore', 'esr', 'elettrolitico', 'scheda', 'drive'],
  },
  {
    id: 'pc-1611',
    source: 'https://godlikenerd.com/weblog/2005/10/11/i-need-more-power-scotty/',
    original:
      "My brother called me today, slightly frantic, but calmed. His iMac G4 wouldn't start up. Normally, I'd recommend zapping the PRAM, resetting the Open Firmware, things like that. The problem was, he couldn't do those things. It wouldn't boot at all. There wasn't even a chime. The computer was absolutely dead silent.",
    language: 'en',
    text: "Oggi mi ha chiamato mio fratello, un po' agitato ma tranquillo. Il suo iMac G4 non si avviava. Di solito consiglierei di azzerare la PRAM, resettare l'Open Firmware, cose così. Il problema è che non poteva fare niente di tutto questo. Non partiva proprio. Non c'era nemmeno il suono di avvio. Il computer era completamente muto.",
    category: 'computer',
    cause:
      "Andava resettata l'unità di gestione dell'alimentazione (PMU) dell'iMac G4 con l'apposito pulsantino sulla scheda, tenendolo premuto un po' più a lungo; dopo il reset il Mac si è riavviato normalmente.",
    keywords: ['pmu', 'reset', 'alimentazione', 'gestione', 'pulsante'],
  },
  {
    id: 'pc-1612',
    source: 'http://mikehuang.com/blog/2007/08/my-titanium-powerbook-g4-im-no.html',
    original:
      "The past couple of weeks have had me ready to declare it a loss; I could no longer reliably use it, as it would lock up and freeze intermittently. In suspend mode, the TiBook would occasionally wake up, but more often than not just stay in suspension, or lock up very quickly afterward. Sometimes when I powered it up, the TiBook would beep at me 3 times, which meant that it wasn't detecting any memory. (…) I took out the memory and ran it for a bit, seeing if perhaps one of the DIMMs was bad. I was still getting freezes.",
    language: 'en',
    text: "Nelle ultime due settimane ero pronto a darlo per perso; non riuscivo più a usarlo in modo affidabile, perché si bloccava e si congelava a intermittenza. In stop, il TiBook ogni tanto si risvegliava, ma il più delle volte restava in stop, oppure si bloccava subito dopo. A volte, quando lo accendevo, il TiBook faceva 3 bip, il che significava che non rilevava la memoria. (…) Ho tolto la memoria e l'ho fatto girare un po', per vedere se magari uno dei moduli era difettoso. Continuava a bloccarsi.",
    category: 'computer',
    cause:
      'Il cavo piatto arancione che collega lo zoccolo della memoria alla scheda madre era finito sotto la piastrina metallica e faceva contatto/corto con essa; spostato il cavo lontano dalla piastra, i blocchi sono spariti.',
    keywords: ['cavo', 'flat', 'memoria', 'cortocircuito', 'piastra'],
  },
  {
    id: 'pc-1613',
    source: 'http://www.rolandandcaroline.co.uk/html/1st_zx_spectrum_repair.html',
    original:
      'Having bought a few ZX Spectrums - it was only a matter of time before I found one in need of some serious attention. This one wouldn’t boot properly, just displaying a pattern of multicoloured blocks in the main screen area. On one occasion it seems to jump into the load/save routine and the border started flashing with the accompanying noise from the speaker. Pressing a key caused the sound to stop momentarily.',
    language: 'en',
    text: "Avendo comprato qualche ZX Spectrum, era solo questione di tempo prima di trovarne uno che avesse bisogno di cure serie. Questo non si avviava bene, mostrava solo una serie di blocchi multicolori nell'area principale dello schermo. Una volta sembrava saltare nella routine di caricamento/salvataggio e il bordo ha cominciato a lampeggiare con il relativo rumore dall'altoparlante. Premendo un tasto il suono si fermava per un attimo.",
    category: 'computer',
    cause:
      'Erano guasti i chip di RAM 4116 dei 16 KB di memoria inferiore; rimossi gli 8 chip e montata una scheda di memoria sostitutiva su zoccoli, lo Spectrum si è avviato e tutti i 48K funzionavano.',
    keywords: ['ram', 'memoria', 'chip', 'dram', '4116'],
  },
  {
    id: 'pc-1614',
    source: 'https://gr8fish.blogspot.com/2021/05/washing-your-pc-keyboard-05may21.html',
    original:
      "I've been having sticky keys and pretzel part crunch-down sounds on my keyboard for a few weeks (who doesn't sometimes eat at the PC? - especially pizza Tuesdays?) - now I am missing keystrokes and you know how I do not like to go back or edit. I use primarily DAS Keyboards with Cherry MX Brown keys (…) I tried blow-out, bang-out and suck-out as well as other methods but couldn't get some keys back.",
    language: 'en',
    text: 'Da qualche settimana ho dei tasti appiccicosi e rumori di pezzetti di pretzel che scricchiolano sulla tastiera (chi non mangia ogni tanto davanti al PC? soprattutto il martedì della pizza?) - adesso perdo delle battute e sapete che non mi piace tornare indietro a correggere. Uso soprattutto tastiere DAS con switch Cherry MX Brown (…) Ho provato a soffiare, sbattere e aspirare e anche altri metodi, ma alcuni tasti non tornavano a funzionare.',
    category: 'computer',
    cause:
      "Briciole e residui di cibo dentro la tastiera meccanica bloccavano gli switch; smontata e lavata la parte dei tasti e del circuito (senza bagnare l'elettronica) con detergente diluito, risciacquata e lasciata asciugare, la tastiera è tornata a funzionare.",
    keywords: ['briciole', 'sporco', 'switch', 'lavaggio', 'tastiera'],
  },
  {
    id: 'pc-1615',
    source: 'https://clayfoot.livejournal.com/83281.html',
    original:
      "I've been without a printer for a couple of weeks, now. The Epson 1280 wide format ink jet printer stopped feeding paper properly. It would drag the left side of the paper inside before the right. This crumpled the paper and ruined the print out pretty reliably. I would just replace it with a new printer, but good wide format printers are kinda expensive, yo. I examined it carefully, tried to clean the rollers and adjust the settings, and looked on for probable causes.",
    language: 'en',
    text: "Sono senza stampante da un paio di settimane. La Epson 1280, una getto d'inchiostro formato largo, ha smesso di prendere la carta come si deve. Tirava dentro il lato sinistro del foglio prima del destro. Così il foglio si accartocciava e la stampa veniva rovinata praticamente sempre. La sostituirei con una nuova, ma le stampanti formato largo buone costano parecchio. L'ho esaminata con attenzione, ho provato a pulire i rulli e a regolare le impostazioni, e ho cercato le cause probabili.",
    category: 'computer',
    cause:
      "Sul fondo del vassoio di alimentazione della carta era finita una penna che ostacolava l'ingresso del foglio; tolta la penna, la stampante funziona di nuovo perfettamente.",
    keywords: ['penna', 'corpo', 'estraneo', 'vassoio', 'alimentazione'],
  },
  {
    id: 'pc-1616',
    source: 'http://www.craftedlove.com/blog/aftedlove.com/2010/11/my-printer-alfred.html',
    original:
      "My printer (dearly named, Alfred) has been having fits for over a year now. No matter how much I cleaned the rollers, it would jam up every time I tried to print. After a few minutes of trying to fix it I just gave up and Alfred got moved to my closet for more desk space. (…) I went onto HP Support... no luck. Nothing worked. I even chatted with a representative and still couldn't find the problem.",
    language: 'en',
    text: "La mia stampante (affettuosamente chiamata Alfred) fa i capricci da più di un anno. Per quanto pulissi i rulli, si inceppava ogni volta che provavo a stampare. Dopo qualche minuto di tentativi ho lasciato perdere e Alfred è finita nell'armadio per fare spazio sulla scrivania. (…) Sono andata sul supporto HP... niente da fare. Non funzionava niente. Ho anche chattato con un operatore e comunque non si trovava il problema.",
    category: 'computer',
    cause:
      "Dietro l'ultima serie di rulli, nella zona del carrello, era incastrato un elastico per capelli che provocava gli inceppamenti; rimosso l'elastico, la stampante è tornata a stampare quasi perfettamente.",
    keywords: ['elastico', 'corpo', 'estraneo', 'rulli', 'inceppamento'],
  },
  {
    id: 'pc-1617',
    source: 'http://www.fixya.com/support/t2108149-epson_740_printer_seems_totally_dead',
    original:
      "I was about to toss this formerly trusty Epson 740 printer in the trash. (…) All lights start blinking and there's no communication etc. possible through the printer utility. Printer seems totally fried.",
    language: 'en',
    text: "Stavo per buttare nella spazzatura questa stampante Epson 740, un tempo affidabile. (…) Tutte le spie cominciano a lampeggiare e non c'è modo di comunicare con la stampante tramite l'utility. Sembra completamente bruciata.",
    category: 'computer',
    cause:
      "Non era un guasto: la stampante si era bloccata perché il contatore interno (tampone inchiostro di scarto) aveva raggiunto il limite di stampe; resettato il contatore con la combinazione di tasti all'accensione, la stampante è tornata a funzionare.",
    keywords: ['contatore', 'tampone', 'inchiostro', 'reset', 'eeprom'],
  },
  {
    id: 'pc-1618',
    source: 'https://sfogobenefico.blogspot.com/2020/08/dell-vostro-320-riparazione.html',
    original:
      "Rientro dal \"uikend\" e trovo il bugigàttolo che uso per le mie cose informatiche completamente morto. Una rapida occhiata agli interruttori... il generale è saltato (l'interruttore intendo). (…) Provo a tirar su l'interruttore ma proprio non ne vuole sapere di inserirsi BANG!!...c'è qualcosa in corto. Stacco tutto ed inserisco le spine di alimentazione degli apparati, una ad una, per vedere cos'è che mi fa saltare l'impianto. (…) PC secondario con winzozz10 BANG!! eccolo! è lui il colpevole.",
    language: 'it',
    text: "Rientro dal \"uikend\" e trovo il bugigàttolo che uso per le mie cose informatiche completamente morto. Una rapida occhiata agli interruttori... il generale è saltato (l'interruttore intendo). (…) Provo a tirar su l'interruttore ma proprio non ne vuole sapere di inserirsi BANG!!...c'è qualcosa in corto. Stacco tutto ed inserisco le spine di alimentazione degli apparati, una ad una, per vedere cos'è che mi fa saltare l'impianto. (…) PC secondario con winzozz10 BANG!! eccolo! è lui il colpevole.",
    category: 'computer',
    cause:
      "L'alimentatore interno del PC all-in-one Dell Vostro 320 era in corto sul lato d'ingresso (rete) e faceva saltare il generale; sostituito con un alimentatore sano recuperato da un'altra unità uguale, il PC funziona di nuovo.",
    keywords: ['alimentatore', 'cortocircuito', 'ingresso', 'sostituzione', 'interno'],
  },
  {
    id: 'pc-1619',
    source: 'https://apuliaretrocomputing.it/wordpress/2021/10/29/riparazione-apple-iie',
    original:
      'Qualche giorno fa, provando ad accendere il computer donato nel 2019 dal ns. socio Prof. Mario Chieppa, abbiamo registrato un piccolo botto ed un odore sgradevole provenire dal pc che da allora non ha più dato segni di vita.',
    language: 'it',
    text: 'Qualche giorno fa, provando ad accendere il computer donato nel 2019 dal ns. socio Prof. Mario Chieppa, abbiamo registrato un piccolo botto ed un odore sgradevole provenire dal pc che da allora non ha più dato segni di vita.',
    category: 'computer',
    cause:
      "Sulla scheda madre dell'Apple IIe era esploso un condensatore al tantalio (assiale) che metteva in corto l'alimentazione; sostituito con uno a goccia di pari capacità, il computer è tornato a funzionare.",
    keywords: ['condensatore', 'tantalio', 'esploso', 'cortocircuito', 'scheda'],
  },
  {
    id: 'pc-1620',
    source: 'https://museo.freaknet.org/it/restauro-hewlett-packard-hp-64000',
    original:
      'Il restauro di oggi e’ il nostro splendido Hewlett-Packard HP-64000, che era esploso giorno 30 Dicembre durante la nostra “presentazione alle autorita’”: la fatica gioca brutti scherzi e, nel tentativo di avviare un test automatico, invece di spostare un microswitch, e’ stato spostato il selettore 220V/110V… c’e’ stato un gran botto ed una fumata! Dapprima abbiamo pensato che bastasse sostituire il fusibile da 5 Ampere',
    language: 'it',
    text: 'Il restauro di oggi e’ il nostro splendido Hewlett-Packard HP-64000, che era esploso giorno 30 Dicembre durante la nostra “presentazione alle autorita’”: la fatica gioca brutti scherzi e, nel tentativo di avviare un test automatico, invece di spostare un microswitch, e’ stato spostato il selettore 220V/110V… c’e’ stato un gran botto ed una fumata! Dapprima abbiamo pensato che bastasse sostituire il fusibile da 5 Ampere',
    category: 'computer',
    cause:
      "Nell'alimentatore, che sembrava integro, erano esplosi entrambi i varistori di protezione da 130V; sostituiti i varistori (e per sicurezza alcuni condensatori), il computer è tornato a funzionare perfettamente.",
    keywords: ['varistori', 'alimentatore', 'protezione', 'sovratensione', 'esplosi'],
  },
  {
    id: 'pc-1621',
    source:
      'https://community.element14.com/members-area/personalblogs/b/blog/posts/another-vintage-macintosh-restoration',
    original:
      'So last week when I saw a Macintosh SE/30 with "no video" for cheap just a few blocks from my office in Chicago, you bet I ran to get it (…) It booted right up with a floppy disk in the drive. But wait a minute, there\'s no audio! Or maybe there is... (I flipped the switch on and off a few times) there is a faint chime, but something is wrong.',
    language: 'en',
    text: "La settimana scorsa ho visto un Macintosh SE/30 \"senza video\" a poco prezzo a pochi isolati dal mio ufficio a Chicago, e potete scommettere che sono corso a prenderlo (…) Si è avviato subito con un dischetto nel drive. Ma aspetta un attimo, non c'è audio! O forse sì... (ho acceso e spento l'interruttore un po' di volte) c'è un suono di avvio debolissimo, ma qualcosa non va.",
    category: 'computer',
    cause:
      "I condensatori elettrolitici SMD della scheda logica perdevano elettrolita (con corrosione sui piedini di alcuni integrati); sostituiti i tre condensatori del circuito audio con condensatori al tantalio, l'audio è tornato forte e chiaro.",
    keywords: ['condensatori', 'smd', 'elettrolita', 'perdita', 'audio'],
  },
];
