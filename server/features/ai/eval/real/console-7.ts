import type { RealCase } from './types.ts';

/** Batch 7 of real console reports (issue 24): gathered 2026-11-27, blind to the assistant. */
export const CASES: RealCase[] = [
  {
    id: 'co-501',
    source: 'https://families.com/the-wii-woe-how-we-saved-200',
    original:
      'A few months ago, my son got a used game for his birthday. He was excited to play with it until the Wii stopped being able to read the disc. Since it was used, I returned it as a faulty disc and the store replaced it. The sales lady noticed that the disc had deep concentric circles on it and told me that we might have a machine that was out of alignment. (…) Well, you guessed it, the same thing happened. After about an hour of play, the disc wouldn’t read and the circles appeared again.',
    language: 'en',
    text: "Qualche mese fa mio figlio ha ricevuto un gioco usato per il compleanno. Era contentissimo di giocarci finché la Wii non ha smesso di riuscire a leggere il disco. Visto che era usato, l'ho riportato come disco difettoso e il negozio me l'ha sostituito. La commessa ha notato che il disco aveva dei solchi circolari profondi e mi ha detto che forse la console era fuori allineamento. (…) Beh, indovinate, è successa la stessa cosa. Dopo circa un'ora di gioco il disco non veniva più letto e i cerchi sono ricomparsi.",
    category: 'console',
    cause:
      'Il lettore della Wii era sporco: è bastato un semplice kit di pulizia da pochi dollari per pulire il lettore (lente) e il problema è sparito, senza riparazioni.',
    keywords: ['kit', 'pulizia', 'lettore', 'lente', 'sporco'],
  },
  {
    id: 'co-502',
    source: 'https://evanhoffman.com/tag/video/',
    original:
      'I got my Wii in late 2006 and around 2009 I noticed it was starting to sound like a circular saw when the disc drive was spinning. This was annoying but it didn’t affect the games so I never thought much about it. About two weeks ago, however, New Super Mario Bros. Wii stopped working: (…) The Wii basically worked except for the disc drive. As soon as I put a disc in, I’d get the error above – even if I didn’t start start the game. I tried blowing in the disc slot (the only thing I could think of… worked for my old NES!) but the problem continued.',
    language: 'en',
    text: "Ho preso la Wii a fine 2006 e verso il 2009 ho notato che quando il lettore girava cominciava a fare un rumore da sega circolare. Era fastidioso ma non influiva sui giochi, quindi non ci ho mai pensato troppo. Circa due settimane fa però New Super Mario Bros. Wii ha smesso di funzionare: (…) La Wii funzionava in pratica tutta tranne il lettore. Appena inserivo un disco mi usciva l'errore di cui sopra, anche senza avviare il gioco. Ho provato a soffiare nella fessura del disco (l'unica cosa che mi veniva in mente… col vecchio NES funzionava!) ma il problema è rimasto.",
    category: 'console',
    cause:
      'Le vibrazioni del lettore: aperta la Wii, ha piegato verso il basso alcune piccole linguette triangolari del lettore, creando uno spazio che ha eliminato la vibrazione e il rumore, e la Wii è tornata giocabile.',
    keywords: ['linguette', 'vibrazione', 'lettore', 'piegate', 'triangolari'],
  },
  {
    id: 'co-503',
    source: 'http://jaxonfive.blogspot.com/2008/09/wii-are-back-in-businessget-it.html',
    original:
      "Well so we got the Wii fit a couple weeks ago. We loved it we hated it, it told us what we needed to hear. I like to call it tough love. We got exactly 2 days out of it when suddenly it wouldn't take disks. It was like there was something jammed in where the disc goes that was blocking the way. My husband fiddled and tinkered and tried to figure what was going on, but in short he would have to take it apart to really find out what was going on.",
    language: 'en',
    text: "Allora, un paio di settimane fa abbiamo preso il Wii Fit. L'abbiamo amato e odiato, ci ha detto quello che avevamo bisogno di sentire. Io lo chiamo amore severo. Ci è durato esattamente 2 giorni, poi all'improvviso la Wii non prendeva più i dischi. Era come se ci fosse qualcosa incastrato dove va il disco che bloccava il passaggio. Mio marito ha armeggiato e smanettato cercando di capire cosa succedesse, ma in breve avrebbe dovuto smontarla per scoprirlo davvero.",
    category: 'console',
    cause:
      'Un corpo estraneo incastrato nella fessura del lettore: smontata la Wii (con il cacciavite speciale), il marito ha trovato e tolto un cucchiaino di plastica di un set da cucina giocattolo.',
    keywords: ['corpo', 'estraneo', 'cucchiaino', 'fessura', 'lettore', 'incastrato'],
  },
  {
    id: 'co-504',
    source: 'https://obsoletos.basurama.org/2008/12/devolviendole-la-vida-a-la-wii',
    original:
      'Mira tú por donde ahora que llegan las vacaciones y tengo algo de tiempo libre, va y se me estropea la Wii. Nada,  que no se enciende.',
    language: 'es',
    text: "Guarda un po', proprio ora che arrivano le vacanze e ho un po' di tempo libero, mi si rompe la Wii. Niente, non si accende.",
    category: 'console',
    cause:
      "Era guasto l'alimentatore esterno: misurato con il tester dava 0 volt (probabilmente un fusibile bruciato). Ha alimentato la Wii con i 12 V di un alimentatore da PC (in alternativa si può comprare un alimentatore nuovo).",
    keywords: ['alimentatore', 'guasto', 'fusibile', 'tester', 'volt'],
  },
  {
    id: 'co-505',
    source: 'https://forums.xboxscene.org/index.php/topic,159230.msg1341623.html',
    original:
      'I bought an Xbox 360 on eBay about 3 weeks ago. The Xbox had already had the X-Clamps and Artic Silver tricks applied. The secondary error code is a 0020. After removing the motherboard from the case and but keeping the heatsinks attached I did a couple of tests.',
    language: 'en',
    text: "Ho comprato una Xbox 360 su eBay circa 3 settimane fa. All'Xbox erano già stati fatti i trucchi delle X-clamp e dell'Arctic Silver. Il codice di errore secondario è 0020. Dopo aver tolto la scheda madre dal case, lasciando però attaccati i dissipatori, ho fatto un paio di prove.",
    category: 'console',
    cause:
      "La pasta termica vecchia era secca e soprattutto le viti del dissipatore della CPU erano troppo strette (il die della CPU è un po' più alto di quello della GPU): pulita e rinnovata la pasta, tolto il flussante colato, e allentate di mezzo giro le viti del dissipatore CPU, la console è tornata a luci verdi.",
    keywords: ['viti', 'dissipatore', 'cpu', 'strette', 'allentate', 'pasta'],
  },
  {
    id: 'co-506',
    source: 'http://flosofl.blogspot.com/2007/01/img0681.html',
    original:
      'After years of dedicated service, my PS2 has decided to be persnickety about loading games. (…) When it died before the end section of "God of War" I was pissed, but figured it was the disc. Then, my Final Fantasy XII went tits up and at this point I ruled out coincidence. I mean, what\'s the odds of two discs being bad? Confirmation of the PS2 being the culprit came when I tested other discs in my collection.',
    language: 'en',
    text: 'Dopo anni di onorato servizio, la mia PS2 ha deciso di fare la schizzinosa nel caricare i giochi. (…) Quando si è piantata prima della parte finale di "God of War" mi sono incavolato, ma ho pensato che fosse il disco. Poi è andato a farsi benedire anche Final Fantasy XII e a quel punto ho escluso la coincidenza. Voglio dire, che probabilità ci sono che due dischi siano difettosi? La conferma che la colpevole era la PS2 è arrivata quando ho provato altri dischi della mia collezione.',
    category: 'console',
    cause:
      "Il classico «disc read error» dovuto alla posizione verticale della lente del laser rispetto al disco: ha regolato l'altezza della lente tramite l'ingranaggio a cricchetto del lettore (un po' alla volta, provando vari tipi di disco) e la PS2 ha ripreso a funzionare.",
    keywords: ['lente', 'laser', 'altezza', 'ingranaggio', 'regolata'],
  },
  {
    id: 'co-507',
    source: 'https://aki-lab.hatenadiary.com/entry/2022/07/09/132337',
    original:
      '先日、友達から懐かしい任天堂ゲームキューブを貰ったのですが、ディスクを読み込まなかったので修理してみました。 問題現象 今回問題となったのはゲームディスクの読み取りです。 ゲームキューブ自体は起動するのですが、いざゲームを起動しようとすると認識してくれません。 「NO DISC」と表示されてしまいます。 (…) 今回は起動もしていて、ディスク自体も回っていることは確認できています。',
    language: 'ja',
    text: "L'altro giorno un amico mi ha regalato un vecchio Nintendo GameCube, ma non leggeva i dischi e allora ho provato a ripararlo. Il problema: la lettura dei dischi di gioco. Il GameCube in sé si accende, ma quando provo ad avviare un gioco non lo riconosce. Compare la scritta «NO DISC». (…) Ho verificato che si accende e che il disco gira.",
    category: 'console',
    cause:
      "Con l'età il laser del lettore non aveva più potenza sufficiente: smontata la console, ha regolato la resistenza variabile (trimmer) sulla scheda del lettore per aumentare la potenza del laser e i dischi sono stati letti di nuovo.",
    keywords: ['laser', 'potenza', 'trimmer', 'resistenza', 'regolata', 'lettore'],
  },
  {
    id: 'co-508',
    source: 'https://gamehospital.jp/report/74218.html',
    original:
      '本日は、SDカードを読み込まなくなってしまったswitchの修理についてです。 (…) 症状を確認するだけでは、何が原因なのかの特定は難しいので、さっそく分解して内部を確認していきましょう。',
    language: 'ja',
    text: "Oggi parliamo della riparazione di una Switch che non leggeva più la scheda SD. (…) Solo guardando il sintomo è difficile capire quale sia la causa, quindi apriamola subito e controlliamo l'interno.",
    category: 'console',
    cause:
      'Nel connettore (presa) sulla scheda madre a cui si collega il cavo dello slot SD mancavano due pin in basso a destra: era questo a impedire la lettura. Si ripara sistemando o sostituendo il connettore sulla scheda.',
    keywords: ['connettore', 'pin', 'slot', 'scheda', 'mancanti'],
  },
  {
    id: 'co-509',
    source: 'https://www.tronicsfixforum.com/t/joycon-buttons-not-working-a-fix/2166',
    original:
      'I had an interesting fault today where the right joycon wouldn’t connect to the switch when attached to the side but I could attach via bluetooth however every button apart from the thumbstick didn’t work.',
    language: 'en',
    text: 'Oggi ho avuto un guasto curioso: il Joy-Con destro non si collegava alla Switch quando era agganciato di lato, ma si collegava via Bluetooth; però tutti i tasti tranne la levetta non funzionavano.',
    category: 'console',
    cause:
      'Il cavo flat della guida laterale del Joy-Con si era spezzato al connettore: sostituita la guida laterale, si aggancia di nuovo. Per i tasti, sostituito il chip di memoria flash (Macronix) con uno preso da una scheda donatrice e ripristinato il backup SPI: tutto funziona.',
    keywords: ['flat', 'guida', 'connettore', 'flash', 'chip', 'spezzato'],
  },
  {
    id: 'co-510',
    source: 'https://tsurineta.69moons.com/3ds-repairing',
    original:
      '先日ウチの若君が3DS LLの充電コネクターであるソケット部分を壊してしまいました。 何でもかんでも若君と姫君の間で奪い合いをするから、ホント色々なものが破壊されていく日常です。 (…) ということで早速ネットで調べてみると、修理費はなんと4,320円もかかるとのこと!!',
    language: 'ja',
    text: "L'altro giorno il mio principino ha rotto la presa, cioè il connettore di ricarica, del 3DS LL. Il principino e la principessina si contendono qualsiasi cosa, quindi da noi ogni giorno si rompe qualcosa. (…) Così ho subito cercato in rete e ho scoperto che la riparazione costa ben 4.320 yen!!",
    category: 'console',
    cause:
      'Nella presa di ricarica del 3DS LL un pin si era spezzato ed era sparito: ordinato il ricambio, ha smontato la console fino alla scheda e sostituito il connettore di alimentazione.',
    keywords: ['connettore', 'presa', 'pin', 'spezzato', 'ricarica', 'sostituito'],
  },
  {
    id: 'co-511',
    source: 'https://rigues.badcoffee.info/tag/reparo',
    original:
      'Há tempos eu tinha em uma gaveta um GameGear que “não funcionava”. Quando ligado não havia aparentemente nada na tela e um apito irritante no alto-falante, sem falar no fato de que ele se desligava sozinho após alguns minutos. Lembro que quando ele começou a dar esse problema (há alguns anos) eu cheguei a procurar ajuda na internet, mas não encontrei nada. Desisti e engavetei o GameGear como caso perdido.',
    language: 'pt',
    text: "Da tempo avevo in un cassetto un Game Gear che «non funzionava». Quando lo accendevo sullo schermo apparentemente non c'era niente e dall'altoparlante usciva un fischio fastidioso, per non parlare del fatto che si spegneva da solo dopo qualche minuto. Ricordo che quando ha cominciato a dare questo problema (qualche anno fa) avevo cercato aiuto su internet, ma non avevo trovato niente. Ho lasciato perdere e l'ho messo nel cassetto come caso perso.",
    category: 'console',
    cause:
      'I condensatori elettrolitici difettosi della scheda madre (modello VA1), che col tempo perdono elettrolita: la soluzione è sostituirli, seguendo il tutorial del forum SMS Power, e il Game Gear è stato «resuscitato».',
    keywords: ['condensatori', 'elettrolitici', 'scheda', 'perdono', 'sostituiti'],
  },
  {
    id: 'co-512',
    source: 'https://tonan.hateblo.jp/entry/20141115/p1',
    original:
      '先日、急に 3DS の充電ができなくなりました。(…) しかし、「こんな事もあろうかと」先日帰国したときに100円ショップでDS用の充電ケーブルを一本買っていましたので、充電が切れて何もできないなんて悲しい事態にもならず助かりました。',
    language: 'ja',
    text: "L'altro giorno all'improvviso il 3DS non si caricava più. (…) Però, «per sicurezza», quando ero tornato in Giappone avevo comprato al negozio da 100 yen un cavo di ricarica per DS, quindi per fortuna non sono finito nella triste situazione di restare a secco senza poter fare niente.",
    category: 'console',
    cause:
      'Il cavo di ricarica USB si era interrotto alla base del connettore (trovato muovendolo col tester): tagliato il tratto rotto, ricollegati i fili e riempito il guscio del connettore con colla epossidica per fissarli e isolarli.',
    keywords: ['cavo', 'interrotto', 'connettore', 'fili', 'ricarica', 'tester'],
  },
  {
    id: 'co-513',
    source: 'https://betteringsofbeth.blogspot.com/2008/10/x-box-360.html',
    original:
      'Our X-box 360 gave us the finger a couple of weeks ago, and by that, I mean the Red Ring of Death. It is a ring, 3/4 the way lit that flashes red meaning, "Uh, I\'m not working any more and you can\'t make me." Unless of course you ship your box ($30) to Microsoft and pay their extortion ($160) to fix it.',
    language: 'en',
    text: 'Un paio di settimane fa la nostra Xbox 360 ci ha mostrato il dito medio, cioè il Red Ring of Death. È un anello illuminato per 3/4 che lampeggia rosso e vuol dire: "Eh, non funziono più e non puoi obbligarmi". A meno che, ovvio, non spedisci la console a Microsoft (30 $) e paghi la loro estorsione (160 $) per ripararla.',
    category: 'console',
    cause:
      'Surriscaldamento dei chip: con il kit di riparazione ordinato online ha tolto la vecchia pasta termica secca e incrostata dai chip, messo pasta termica nuova e rimontato i dissipatori, poi lasciato scaldare la console; riaccesa, funzionava.',
    keywords: ['pasta', 'termica', 'secca', 'dissipatori', 'kit', 'chip'],
  },
  {
    id: 'co-514',
    source: 'https://imp98.hateblo.jp/entry/2015/07/19/202311',
    original:
      '発売日に入手してから4年ちょっと使い続けたPSP goが不調に見舞われたため、使用継続を断念したという話です。 その不調というのは、バッテリーが満充電に近い状態であっても、少し使い続けると電源が「ブツン」といった感じで落ちてしまうというもの。しかもその症状が頻繁に出てしまうため、さすがにコレは使えないなぁと。',
    language: 'ja',
    text: "Parlavo di come avessi rinunciato a usare la PSP go, presa il giorno dell'uscita e usata per poco più di 4 anni, perché aveva cominciato a fare i capricci. Il problema era che, anche con la batteria quasi carica, dopo averla usata un po' si spegneva di colpo, tipo «bzzt». E siccome succedeva spesso, ho pensato che così non si poteva proprio usare.",
    category: 'console',
    cause:
      "All'interno si era svitata una delle viti nere che fissano la scheda al guscio: girando libera toccava la scheda e causava un cortocircuito che spegneva la console. Aperta la PSP go e rimessa la vite, il problema è sparito.",
    keywords: ['vite', 'svitata', 'scheda', 'cortocircuito', 'guscio'],
  },
];
