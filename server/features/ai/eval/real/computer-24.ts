import type { RealCase } from './types.ts';

/**
 * Batch 24 of real computer reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix, or whose device was someone else's, were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'pc-2401',
    source:
      'https://github.com/tanakaworld/blog.tanaka.world/blob/9c5fb5d590516ff1764e67adda9b0d8729b7d9b0/content/posts/2018-07-11-apple-official-keyboard-service-program.md',
    original:
      '過去にも同じ問題で修正していた．\n全く同じ問題で，特に「b」をクリックすると複数回文字が入力されてしまう．',
    language: 'ja',
    text: 'Avevo già fatto riparare lo stesso problema in passato.\nÈ proprio lo stesso difetto: soprattutto quando premo la "b" il carattere viene scritto più volte.',
    category: 'computer',
    cause:
      "Difetto della tastiera a farfalla del MacBook Pro, riconosciuto da Apple con il programma di riparazione tastiere MacBook/MacBook Pro: l'Apple Store ha riparato la tastiera gratis e il Mac è tornato in 3 giorni.",
    keywords: ['tastiera', 'farfalla', 'difetto', 'tasti', 'riparazione'],
  },
  {
    id: 'pc-2402',
    source:
      'https://github.com/tanakaworld/blog.tanaka.world/blob/9c5fb5d590516ff1764e67adda9b0d8729b7d9b0/content/posts/2017-04-18-remodeling-mbp.md',
    original: '昔使ってたMacが机にまっすぐ置けないと思ったら',
    language: 'ja',
    text: 'Mi sembrava che il vecchio Mac che usavo non stesse più dritto appoggiato sulla scrivania',
    category: 'computer',
    cause:
      "La batteria del vecchio MacBook Pro si era gonfiata e faceva traballare il portatile; l'ha sostituita da sé con una batteria compatibile (già che c'era ha aggiunto RAM e un SSD).",
    keywords: ['batteria', 'gonfia', 'rigonfiamento', 'sostituzione', 'deformazione'],
  },
  {
    id: 'pc-2403',
    source:
      'https://github.com/tanteng/myhugo/blob/cf093e154b72aa5838957cc414ee37f193b348e7/content/posts/2022/macbook-pro-replace-battery.md',
    original:
      '由于自己太菜了，其中一台较新款的 MacBook Pro 换完电池后，能开机，但进不去系统了，键盘和触摸板没反应，出现引导连接键盘和鼠标的界面。',
    language: 'zh',
    text: 'Visto che sono proprio una schiappa, su uno dei due MacBook Pro, quello più recente, dopo aver cambiato la batteria si accende, ma non entra più nel sistema: tastiera e trackpad non rispondono e compare la schermata che ti chiede di collegare una tastiera e un mouse.',
    category: 'computer',
    cause:
      "Togliendo 'a forza' la vecchia batteria si era rotto il cavo flat del trackpad; sostituito il cavo flat (recuperato da un MacBook Pro dello stesso modello), il Mac si avvia e funziona normalmente.",
    keywords: ['cavo', 'flat', 'trackpad', 'rotto', 'sostituzione'],
  },
  {
    id: 'pc-2404',
    source:
      'https://github.com/AlphaHinex/AlphaHinex.github.io/blob/20893c972e2ab393745b793d484416cf8fc34f43/source/_posts/2024-02-11-clean-macbook-pro-2015.md',
    original: '一旦起飞，风扇就一直满速旋转，直到关机才能再次安静下来',
    language: 'zh',
    text: 'Appena parte, la ventola va sempre al massimo e torna silenziosa solo quando lo spengo',
    category: 'computer',
    cause:
      "MacBook Pro 2015 con ventole intasate di polvere e pasta termica vecchia: pulite le ventole dalla polvere e rifatta la pasta termica sulla CPU; dopo l'intervento la ventola non gira più sempre al massimo.",
    keywords: ['polvere', 'ventola', 'pulizia', 'pasta', 'termica'],
  },
  {
    id: 'pc-2405',
    source:
      'https://github.com/algony-tony/algony-tony.github.io/blob/0997b61e5a9e636bd3a6583ceda03667b02e1cb0/_posts/2022-11-22-keyboard-rework.md',
    original:
      '最早是我用了多年的罗技 Anywhere 2 突然有天发现左键选择文本的时候偶尔会选不上，因为鼠标自动帮我又点了一下，把我选择的文字又给放掉了',
    language: 'zh',
    text: 'Tutto è cominciato col mio Logitech Anywhere 2 che uso da anni: un giorno mi accorgo che quando seleziono del testo col tasto sinistro ogni tanto la selezione non riesce, perché il mouse fa da solo un altro clic e mi fa perdere il testo che avevo selezionato',
    category: 'computer',
    cause:
      'Il classico problema del doppio clic: il microinterruttore (micro switch) del tasto sinistro era invecchiato; dissaldato e sostituito con uno nuovo col saldatore (nel farlo però si è rovinata la rotella).',
    keywords: ['microinterruttore', 'usurato', 'doppio', 'clic', 'saldatura', 'sostituzione'],
  },
  {
    id: 'pc-2406',
    source:
      'https://github.com/xiaok365/gitbook/blob/987dc5d15a34e29b866c80c1bb45086451d2ce53/life/2022/1/macbook.md',
    original:
      '17年买了一台macbook，为了更好的搬砖，本以为用个8年、10年啥的应该没问题，但在第5个年头，突然有一天直接就关机了。然后经常80%的电量，也直接关机。',
    language: 'zh',
    text: "Nel 2017 mi sono comprato un MacBook per lavorare meglio, pensavo che 8 o 10 anni li avrebbe retti tranquillamente, e invece al quinto anno un giorno si è spento di colpo. E da lì si spegne spesso di botto anche con la batteria all'80%.",
    category: 'computer',
    cause:
      'Batteria ormai da buttare (confermato dalle informazioni sulla batteria); sostituita da sé la batteria con una compatibile per il modello A1706, dopo il cambio il Mac si accende normalmente e capacità e cicli risultano a posto.',
    keywords: ['batteria', 'esaurita', 'spegnimento', 'sostituzione', 'cicli'],
  },
  {
    id: 'pc-2407',
    source:
      'https://github.com/nanishin/nanishin.github.io/blob/13c53d3a51e43917d1b8690942fe06425d4d41a4/_posts/2022-05-20-diy-macbook-pro-13inch-early-2015-battery-replacement.md',
    original:
      '몇년 전부터 사용시간이 눈에 띄게 줄면서 경고 표시(보장된 충전사이클 회수 초과로 서비스 교체 안내)가 상시 나옴\n\n그래도 전원어댑터로 문제없이 사용하다가 결국 지난 5월 초 3년 만의 제주도 가족여행을 다녀온 뒤 키보드자판과 트랙패드에서 느껴지는 볼륨감(?)에',
    language: 'ko',
    text: "Da qualche anno l'autonomia era calata parecchio e compariva fisso l'avviso (cicli di ricarica garantiti superati, consigliata la sostituzione in assistenza)\n\nComunque lo usavo senza problemi con l'alimentatore attaccato, finché a inizio maggio, tornato dal viaggio in famiglia a Jeju dopo 3 anni, ho sentito la tastiera e il trackpad come 'rigonfi'(?)",
    category: 'computer',
    cause:
      'Aprendo il fondo del MacBook Pro 13 (Early 2015) tutte le celle della batteria erano gonfie (swelling); sostituita la batteria con una compatibile A1502 seguendo la guida iFixit e ricalibrata: cicli azzerati e autonomia tornata come prima.',
    keywords: ['batteria', 'gonfia', 'rigonfiamento', 'celle', 'sostituzione'],
  },
  {
    id: 'pc-2408',
    source:
      'https://github.com/nanishin/nanishin.github.io/blob/578d34c68a5e9faaf66eb924056dd16ab0d34d1f/_posts/2021-01-17-diy-samsung-printer-paper-path-replacement.md',
    original:
      '예전 본가에 들여뒀던 삼성복합기 SL-C463W\n\n아버지 1주기 제사 준비를 위해 축문 출력에 사용하려고 했지만 종이가 올라가지\n\n않는 동작 발생.',
    language: 'ko',
    text: 'La multifunzione Samsung SL-C463W che avevo portato a casa dei miei tempo fa\n\nvolevo usarla per stampare il testo per la cerimonia del primo anniversario della morte di mio padre, ma la carta non veniva\n\ntirata su.',
    category: 'computer',
    cause:
      'Pulire i rulli di gomma non è bastato: il gruppo di trascinamento carta (paper path) non funzionava più, il suo motore passo-passo non girava; sostituito il paper path con un ricambio compatibile, la stampante prende di nuovo la carta e stampa.',
    keywords: ['trascinamento', 'carta', 'motore', 'rulli', 'sostituzione'],
  },
  {
    id: 'pc-2409',
    source:
      'https://github.com/Li-Aaron/Li-Aaron.github.io/blob/06ce6285657b85d7e90bff172c1c5a503d64c790/_posts/2019-11-28-thinkpadx201i-refresh.md',
    original: '这台机器已经进不去系统了，在win7界面打转，电池也撑不了5分钟，风扇也哗啦啦的响。',
    language: 'zh',
    text: 'Questo portatile non entra più nel sistema, resta lì a girare sulla schermata di Windows 7, la batteria non regge nemmeno 5 minuti e la ventola fa un gran rumore di ferraglia.',
    category: 'computer',
    cause:
      "ThinkPad X201i con ventola usurata e prese d'aria incrostate di polvere appiccicosa (ventola sostituita con una compatibile: niente più rumore), vecchio disco rimpiazzato da un SSD con sistema reinstallato e batteria esaurita sostituita: ora funziona.",
    keywords: ['ventola', 'polvere', 'disco', 'ssd', 'batteria', 'sostituzione'],
  },
  {
    id: 'pc-2410',
    source:
      'https://github.com/111geon/111geon.github.io/blob/674c8b91790f21e7d629725cee556540592d079c/_posts/2021-03-18-LenovoLaptopIssue.md',
    original: '아무 생각없이 노트북 덮개를 여는데 갑자기 "뿌직"소리가 났다.',
    language: 'ko',
    text: "Stavo aprendo il coperchio del portatile senza pensarci e all'improvviso ha fatto 'crack'.",
    category: 'computer',
    cause:
      'Difetto della cerniera che unisce coperchio e base (era già dura da tempo), che ha strappato la cornice attorno allo schermo; riparato gratuitamente dal centro assistenza Lenovo.',
    keywords: ['cerniera', 'difettosa', 'cornice', 'garanzia', 'riparazione'],
  },
  {
    id: 'pc-2411',
    source:
      'https://github.com/nanishin/nanishin.github.io/blob/b3b0d0b2f14a7d682092f959bb2fc20c0acd49ee/_posts/2020-06-17-diy-macbook-pro-2015-early-speaker-replacement.md',
    original:
      '구심점이 되어준 MacBook Pro 2015 Early...\n\n작년 하반기부터 스피커 소리가 조금씩 찢어지더니 더이상 듣기가 힘들어져서',
    language: 'ko',
    text: "diventato il centro di tutto, il MacBook Pro 2015 Early...\n\nDalla seconda metà dell'anno scorso l'audio degli altoparlanti ha cominciato a poco a poco a gracchiare, finché non si riusciva più ad ascoltarlo",
    category: 'computer',
    cause:
      "Altoparlanti del MacBook Pro rovinati (il suono si era via via 'strappato'); sostituiti l'altoparlante destro e quello sinistro con ricambi compatibili presi su AliExpress e il suono è tornato pulito.",
    keywords: ['altoparlanti', 'rovinati', 'gracchiano', 'sostituzione', 'audio'],
  },
  {
    id: 'pc-2412',
    source: 'http://grathio.com/2009/09/mouse_rescue/',
    original:
      'But apparently I also like to drop it onto concrete and tile floors, which does nothing good for it.  Last time it happened the left mouse button became flaky.',
    language: 'en',
    text: "Però a quanto pare mi piace anche farlo cadere su pavimenti di cemento e di piastrelle, e non gli fa per niente bene. L'ultima volta che è successo il tasto sinistro del mouse ha cominciato a fare i capricci.",
    category: 'computer',
    cause:
      "Dopo l'ennesima caduta il microinterruttore del tasto sinistro si era rotto; l'autore lo ha dissaldato e sostituito con uno identico recuperato da un altro mouse guasto.",
    keywords: ['microinterruttore', 'tasto', 'caduta', 'dissaldato', 'sostituzione'],
  },
  {
    id: 'pc-2413',
    source:
      'https://github.com/vladdsm/myblog_attempt/blob/5e41873a02951de5ac58e28bb8b061e05d9312d4/_posts/2019-02-17-topics-Happy-Birthday-Computer.md',
    original: 'Well, the Mac just made one starting sound then remaining with a white screen...',
    language: 'en',
    text: 'Insomma, il Mac faceva solo il suono di avvio e poi restava con lo schermo bianco...',
    category: 'computer',
    cause:
      'Il cavo flat che collega il disco rigido alla scheda logica del MacBook Pro era difettoso (il disco funzionava se collegato esternamente); sostituito il cavo del disco, il portatile è tornato a funzionare.',
    keywords: ['cavo', 'disco', 'flat', 'connessione', 'sostituzione'],
  },
  {
    id: 'pc-2414',
    source:
      'https://github.com/Interlock-Rochester/interlock-rochester.github.io/blob/cb5294fdc43da6d6542929670e164f724a949538/markdown/fixing-a-macbook-pro.md',
    original:
      'When I pushed the power\nbutton the fans would spin and the optical drive would do a seek but\nthere was nothing on the screen. About 1 out of 3 times I could hear the\nstartup gong. I could plug it into a network and ssh into the laptop so\nI knew the machine was running - just nothing on the screen. I tried an\nexternal monitor but there was nothing there either.',
    language: 'en',
    text: "Quando premevo il tasto di accensione le ventole giravano e il lettore ottico faceva la ricerca, ma sullo schermo non c'era niente. Più o meno una volta su tre sentivo il suono di avvio. Potevo collegarlo alla rete ed entrarci in ssh, quindi sapevo che la macchina era accesa e funzionava, solo che lo schermo restava vuoto. Ho provato anche un monitor esterno, ma niente neanche lì.",
    category: 'computer',
    cause:
      "Le saldature del chip grafico (GPU) sulla scheda logica avevano ceduto; smontata la scheda e rifuse le saldature della GPU con una pistola ad aria calda, il MacBook Pro si è riacceso con l'immagine e funziona.",
    keywords: ['gpu', 'saldature', 'rifusione', 'scheda', 'grafica'],
  },
  {
    id: 'pc-2415',
    source:
      'https://github.com/geerlingguy/jeffgeerling-com/blob/19afb210b8a7d3cd897cced24caa2cffa94e1c66/content/blog/2019/11/if-youre-having-trouble-formatting-new-ssd-mac-it-could-be-cable/index.md',
    original:
      "I replaced the internal drive, and booted the Mini... and it wouldn't boot off the new drive!\n\nSo I used system restore (⌘-R while booting the Mac), and opened Disk Utility. It saw the new drive, and could mount and unmount it.\n\nBut when I tried to switch the startup disk, and it popped a message saying the disk could not be 'blessed'.",
    language: 'en',
    text: "Ho montato il disco interno nuovo, ho acceso il Mini... e non partiva dal disco nuovo! Allora sono entrato in ripristino (⌘-R all'avvio del Mac) e ho aperto Utility Disco. Il disco nuovo lo vedeva, e riusciva a montarlo e smontarlo. Però quando ho provato a cambiare il disco di avvio mi è uscito un messaggio che diceva che il disco non poteva essere 'blessed'.",
    category: 'computer',
    cause:
      'Il sottile cavo flat SATA del disco del Mac mini (mid-2011), logorato da tre sostituzioni del disco, dava errori con il nuovo SSD SATA III più veloce; sostituito il cavo (kit 821-1500-A), il nuovo SSD funziona senza problemi.',
    keywords: ['cavo', 'sata', 'flat', 'ssd', 'sostituzione'],
  },
  {
    id: 'pc-2416',
    source:
      'https://github.com/ssanj/ssanj.github.io/blob/4644ec7047e9adcb441573d47d992a95d14ae8b8/posts/2020-10-23-random-freezing-of-macbook-pro.html',
    original:
      'Quite recently my 2017 MacBook Pro would freeze up for anywhere between five to thirty seconds. And what I mean by “freeze up” is that it would not accept any keyboard commands at all. I checked to see if the keyboard was working by pressing the Capslock button and it was - I could see the Capslock light turning on and off. Surprisingly I could still move the mouse pointer around the screen but I couldn’t click on any of the UIs and make them do anything.',
    language: 'en',
    text: 'Ultimamente il mio MacBook Pro del 2017 si bloccava per un tempo tra i cinque e i trenta secondi. E per "bloccarsi" intendo che non accettava proprio nessun comando da tastiera. Ho controllato se la tastiera funzionava premendo il tasto Bloc Maiusc e funzionava: vedevo la spia del Bloc Maiusc accendersi e spegnersi. Stranamente riuscivo ancora a muovere il puntatore del mouse sullo schermo, ma non potevo cliccare su niente dell\'interfaccia né fargli fare qualcosa.',
    category: 'computer',
    cause:
      "Il problema stava nelle impostazioni salvate nella NVRAM (tra cui la risoluzione dello schermo, con un monitor 4K esterno collegato); dopo il reset di NVRAM/PRAM (Alt+Cmd+P+R all'avvio) i blocchi sono spariti.",
    keywords: ['nvram', 'pram', 'reset', 'monitor', 'impostazioni'],
  },
  {
    id: 'pc-2417',
    source:
      'https://github.com/jillesvangurp/www.jillesvangurp.com/blob/f146652a227b8027d8e6604ea340cfa67d7391a1/articles/2007-04-11-antec-smartpower-20-500-watt-review.md',
    original:
      'What happened yesterday was that I got home on monday and tried to restore the pc from standby (where it had been since friday morning). I then went into the kitchen to get some food and when I came back it was off. So I powered it again and it went through a weird on off cycle that kept repeating until I switched off the powersupply with its button. I then unplugged and replugged powercable and checked everything else and powered on. Same thing.',
    language: 'en',
    text: "Quello che è successo ieri è che sono tornato a casa lunedì e ho provato a riattivare il pc dallo standby (era lì da venerdì mattina). Poi sono andato in cucina a prendere qualcosa da mangiare e quando sono tornato era spento. Allora l'ho riacceso ed è partito uno strano ciclo di accensione e spegnimento che continuava a ripetersi finché non ho spento l'alimentatore col suo interruttore. Poi ho staccato e riattaccato il cavo di alimentazione, ho controllato tutto il resto e l'ho riacceso. Stessa cosa.",
    category: 'computer',
    cause:
      "L'alimentatore (PSU) del PC si era guastato; sostituito con un Antec SmartPower 2.0 da 500 W e ricollegati i componenti, il computer è tornato a funzionare normalmente.",
    keywords: ['alimentatore', 'psu', 'guasto', 'sostituzione', 'accensione'],
  },
  {
    id: 'pc-2418',
    source:
      'https://github.com/jillesvangurp/www.jillesvangurp.com/blob/f146652a227b8027d8e6604ea340cfa67d7391a1/articles/2008-09-26-apple-support-discussions-screen-auto-dimming-when-i-hit-delete.md',
    original: 'While playing with my mac, I noticed the screen dimmed everytime I hit the delete key.',
    language: 'en',
    text: 'Mentre smanettavo col mio mac ho notato che lo schermo si scuriva ogni volta che premevo il tasto cancella.',
    category: 'computer',
    cause:
      'Nessun guasto: il MacBook Pro regola la luminosità con due sensori di luce ambientale negli altoparlanti; premendo cancella la mano copriva un sensore e, in una stanza buia con la lampada da scrivania a destra, lo schermo si abbassava.',
    keywords: ['sensore', 'luce', 'ambientale', 'luminosità', 'automatica'],
  },
  {
    id: 'pc-2419',
    source:
      'https://github.com/questionlp/linhpham.org_jekyll/blob/cb36fa11f2f07ea8a9441743b2b8a983216a9b81/_posts/2025-09-09-framework-laptop-16-replacing-liquid-metal-ptm.md',
    original:
      "Although I didn't experience a lot of thermal throttling under normal use, but the keyboard, trackpad area and bottom of the laptop would get quite hot and very uncomfortable to use on a lap even on cooler days.",
    language: 'en',
    text: "Anche se nell'uso normale non avevo molto thermal throttling, la tastiera, la zona del trackpad e il fondo del portatile diventavano parecchio caldi ed era davvero scomodo usarlo sulle gambe, anche nei giorni più freschi.",
    category: 'computer',
    cause:
      'Il metallo liquido usato come interfaccia termica sul processore era fuoriuscito dalla sua zona di contenimento; ripulito e sostituito con il pad termico Honeywell PTM7958 del kit Framework, le temperature sono scese e il portatile non scotta più.',
    keywords: ['metallo', 'liquido', 'termica', 'processore', 'surriscaldamento'],
  },
  {
    id: 'pc-2420',
    source:
      'https://github.com/questionlp/linhpham.org_jekyll/blob/cb36fa11f2f07ea8a9441743b2b8a983216a9b81/_posts/2024-07-04-two-weeks-with-framework-laptop-16.md',
    original:
      'Regarding charging the laptop, the USB Type-C charging cable I received with my laptop would not charge the laptop with the provided power adapter or any other power adapter.',
    language: 'en',
    text: "Per quanto riguarda la ricarica, il cavo USB-C che ho ricevuto col portatile non lo caricava né con l'alimentatore in dotazione né con nessun altro alimentatore.",
    category: 'computer',
    cause:
      'Il cavo di ricarica USB-C in dotazione era difettoso; Framework lo ha sostituito in RMA e il nuovo cavo ricarica regolarmente.',
    keywords: ['cavo', 'usb', 'ricarica', 'difettoso', 'sostituzione'],
  },
  {
    id: 'pc-2421',
    source:
      'https://github.com/bloovis/bloovis.com/blob/c66d50c2c6c9dcef93116551fbb6c89f7dad9be0/content/posts/2008-02-16-thinkpad-reliability.md',
    original: 'After a year or so, the hard disk in the A30p started reporting errors when it warmed up',
    language: 'en',
    text: "Dopo un anno o giù di lì, il disco rigido dell'A30p ha cominciato a dare errori quando si scaldava",
    category: 'computer',
    cause:
      'Il disco rigido del ThinkPad A30p si stava guastando; sostituito il disco, tutto è tornato a posto.',
    keywords: ['disco', 'rigido', 'guasto', 'errori', 'sostituzione'],
  },
  {
    id: 'pc-2422',
    source:
      'https://github.com/bradyaanderson/bradyanderson.tech-next/blob/a69797eb3333b32ea67678a5ddf832ac6af176f9/components/blog/blog-posts/retro-computing/posts/FixingSE30SoundStruggle.tsx',
    original:
      "After installing Price of Persia, I launched the game and noticed there was no sound. I knew my computer didn't make the iconic Mac sound when starting up, but I thought the volume was just low.",
    language: 'en',
    text: "Dopo aver installato Price of Persia ho avviato il gioco e ho notato che non c'era audio. Sapevo che il computer non faceva il classico suono del Mac all'accensione, ma pensavo che il volume fosse solo basso.",
    category: 'computer',
    cause:
      "Quattro condensatori elettrolitici invecchiati sulla scheda logica del Macintosh SE/30 bloccavano l'audio; sostituiti i 4 condensatori, all'accensione si è sentito per la prima volta il suono di avvio.",
    keywords: ['condensatori', 'elettrolitici', 'audio', 'scheda', 'sostituzione'],
  },
];
