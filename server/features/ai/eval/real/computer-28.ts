import type { RealCase } from './types.ts';

/**
 * Batch 28 of real computer reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix, or whose cause was inferred by the helper, were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'pc-2801',
    source: 'https://pcreview.co.uk/threads/odd-fix-for-dead-box.1600449',
    original:
      'Yesterday I read a Usenet post about a guy with a laptop which wouldn\'t\nboot. Ive\' been dead for a week...\n\nWell, of the several items---only two applied to me.\n\nI tried the first.\n\nRemove CMOS battery (unplug machine first). Wait two hours---REPALACE\nBATTERY. IF the systme "starts" it will "stall"--thats good--(at least\nit\'s awake)...re-boot---enter BIOS --- re-do setup.\n\nDid that---two hours later...nuttin\'--blank screen, as always.',
    language: 'en',
    text: 'Ieri ho letto un post su Usenet di uno con un portatile che non si avviava. Il mio PC è morto da una settimana... Dei vari consigli solo due facevano al caso mio. Ho provato il primo: togliere la batteria del CMOS (prima stacco la spina), aspettare due ore, rimettere la batteria; se il sistema "parte" si "pianta", ed è buon segno (almeno si è svegliato)... riavviare, entrare nel BIOS e rifare il setup. L\'ho fatto: due ore dopo... niente, schermo nero come sempre.',
    category: 'computer',
    cause:
      "La batteria tampone del CMOS era il problema: togliendola e accendendo il PC senza batteria, il computer ha fatto il beep ed è partito fino a Windows con tutte le diagnosi a posto; l'autore ha poi deciso di comprare una batteria nuova.",
    keywords: ['batteria', 'cmos', 'tampone', 'bios', 'scarica'],
  },
  {
    id: 'pc-2802',
    source: 'https://jonathanbossenger.com/2023/01/i-dont-understand-computers/',
    original:
      "Yesterday I installed a new graphics card on my office workstation, and the PC didn't POST the first time. So I power cycle it, and it POSTs, but throws some \"safe mode\" BIOS error.\n\nSo I hit F1 to reboot in safe mode, and it's back to not POSTing. Now I'm thinking the graphics card is the problem, so I take it out, and try the old card. Same thing. So I take that card out, and use the onboard graphics, still no go.\n\nNow I'm getting annoyed that something else is fried. So I look at the motherboard Q-LED indicators. [...] The RAM light is on!",
    language: 'en',
    text: 'Ieri ho montato una scheda video nuova sul PC dell\'ufficio e al primo avvio non ha fatto il POST. Lo spengo e riaccendo, fa il POST ma mi dà un errore del BIOS in "modalità provvisoria". Premo F1 per riavviare in modalità provvisoria e di nuovo niente POST. Penso che sia colpa della scheda video, la tolgo e rimetto quella vecchia: stessa cosa. Tolgo anche quella e uso la grafica integrata: niente da fare. Comincio a temere che si sia bruciato qualcos\'altro. Guardo i LED diagnostici (Q-LED) della scheda madre: è accesa la spia della RAM!',
    category: 'computer',
    cause:
      'Il problema era legato ai banchi di RAM: rimuovendoli, provandoli a coppie e poi rimontandoli tutti ben inseriti negli slot, il PC ha ripreso a fare il POST e funziona regolarmente anche dopo vari riavvii.',
    keywords: ['ram', 'banchi', 'slot', 'reinseriti', 'memoria'],
  },
  {
    id: 'pc-2803',
    source: 'http://spenceramberlogan.blogspot.com/2010/12/double-teamed-by-hp-and-i-emerged.html',
    original:
      'So a few weeks ago our HP monitor just went black. I could tell that the backlight was still coming on and there was still sounds coming out of the speakers but there was nothing displaying on the screen. A few days later it mysteriously started working again. Fate killed it again on black Friday [...] Fate struck again when the service man plugged it in to see what the problem was, it turned on again.',
    language: 'en',
    text: "Qualche settimana fa il nostro monitor HP è diventato nero all'improvviso. Si vedeva che la retroilluminazione si accendeva ancora e dagli altoparlanti usciva ancora l'audio, ma sullo schermo non compariva niente. Qualche giorno dopo ha ricominciato a funzionare da solo, misteriosamente. Poi si è spento di nuovo. L'ho portato a far vedere e, appena il tecnico l'ha collegato per capire il problema, si è riacceso.",
    category: 'computer',
    cause:
      "Era un collegamento allentato all'interno del monitor: aperto il guscio (svitando/forando le viti nascoste) e riassestati e ricollegati tutti i cavi interni, il monitor è tornato come nuovo.",
    keywords: ['cavi', 'connettore', 'allentato', 'interno', 'contatto'],
  },
  {
    id: 'pc-2804',
    source: 'https://www.electronicspoint.com/forums/threads/cd-rom-tray-not-opening.48540/',
    original:
      'My son complained his CD-ROM tray would not open if he closed the drive\n    without a disc in there. Opens no problem if a disc is present.',
    language: 'en',
    text: "Il lettore CD-ROM del PC di mio figlio non apre più il cassetto se lo si chiude senza un disco dentro. Se invece c'è un disco dentro si apre senza problemi.",
    category: 'computer',
    cause:
      "Il meccanismo di apertura non aveva più forza sufficiente per staccare il morsetto magnetico del disco quando non c'era un disco tra il magnete e la rondella d'acciaio (probabile cinghia che slitta). L'autore ha messo un pezzo di nastro isolante sulla rondella per ridurre l'attrazione e il cassetto si apre perfettamente.",
    keywords: ['magnete', 'rondella', 'cassetto', 'cinghia', 'nastro'],
  },
  {
    id: 'pc-2805',
    source: 'https://github.com/cityofaustin/atd-data-tech/issues/23871',
    original:
      'Laptop and monitors at my station do not connect. When I do try and connect, connection is unstable and screen will often black out. It will take several restarts to resolve the issue.',
    language: 'en',
    text: "Alla mia postazione il portatile non si collega ai monitor. Quando ci riesco il collegamento è instabile e lo schermo diventa spesso nero all'improvviso. Per farlo andare devo riavviare più volte.",
    category: 'computer',
    cause:
      "La docking station a cui erano collegati portatile e monitor era difettosa. Il tecnico l'ha sostituita e tutto ha ripreso a funzionare regolarmente.",
    keywords: ['docking', 'station', 'difettosa', 'sostituzione', 'monitor'],
  },
  {
    id: 'pc-2806',
    source: 'https://github.com/cityofaustin/atd-data-tech/issues/18916',
    original:
      "My monitors are not picking up the signal from my laptop when plugged into the docking station (currently working from just my tiny laptop screen and having trouble). The ethernet via the docking station is working fine. I've checked all of the connections and they seem fine, even restarted my laptop. The monitors are getting power. Not sure what the next step is.",
    language: 'en',
    text: 'I miei monitor non ricevono il segnale dal portatile quando lo collego alla docking station, e sto lavorando solo sul suo schermino. La rete via cavo attraverso la docking funziona. Ho controllato tutti i collegamenti e sembrano a posto, ho anche riavviato il portatile. I monitor sono alimentati. Non so più cosa provare.',
    category: 'computer',
    cause:
      'Non era un guasto: gli schermi esterni risultavano disattivati nelle impostazioni dello schermo di Windows. Riattivandoli dalle impostazioni hanno ripreso subito a funzionare.',
    keywords: ['impostazioni', 'schermo', 'windows', 'disattivato', 'monitor'],
  },
  {
    id: 'pc-2807',
    source: 'https://blog.goo.ne.jp./nomoon/m/201703',
    original:
      '息子のノートPCが、DCジャック付近の接触不良で、修理見積もりが数万円とのこと。とりあえず別のPCを準備して持たせて、問題のPCは預かることに。\n使い方にも問題があるようみたいですが…。\nさて、症状からDCジャック付近の交換となるはずですが、基盤ごとだと高いはずなので、何とか自分で修理できるかどうか調べてみました。',
    language: 'ja',
    text: "Il portatile di mio figlio ha un falso contatto vicino al connettore di alimentazione (DC jack) e il preventivo di riparazione è di alcune decine di migliaia di yen. Intanto gli ho dato un altro PC e quello guasto me lo sono tenuto io. Pare che anche il modo in cui lo usa c'entri qualcosa... Dai sintomi direi che va sostituita la zona del DC jack, ma se cambiano tutta la scheda costa di sicuro tanto, quindi ho cercato di capire se riesco a ripararlo da solo.",
    category: 'computer',
    cause:
      'Il connettore di alimentazione DC (montato a parte, non sulla scheda) aveva segni di scintille ed era bruciato, con la plastica intorno deformata dal calore; sostituito con un jack standard 5,5/2,5 mm fissato con dado e ridissaldati i fili, il portatile si accende e funziona.',
    keywords: ['connettore', 'alimentazione', 'bruciato', 'scintille', 'sostituito'],
  },
  {
    id: 'pc-2808',
    source: 'https://melolololon.hatenablog.com/entry/2023/08/22/123000',
    original:
      '日曜日に池袋のスーパーポテトへ行き、MSXのソフトを買ってきました。\n買ったソフトは、バンゲリング ベイ(Raid on Bungeling Bay) 。お値段ROMのみで約2000円。\nさて、さっそくスロットに差し込んで電源ON。問題なく起動しました。\nどうやらMSXの音関連の部分が壊れてるようですね。\n直したい...ところなんですが、知識がありません。\nそして、HB-101の修理ブログなどもぱっと見ありませんでした。\n一応、音が出ない場合はコンデンサーが壊れてるらしいですが、液漏れや腐食は進んでいないように思えます。',
    language: 'ja',
    text: "Domenica sono andato al Super Potato di Ikebukuro e ho comprato un gioco per MSX, Raid on Bungeling Bay, circa 2000 yen solo cartuccia. L'ho inserito subito nello slot e ho acceso: si avvia senza problemi. Però a quanto pare la parte audio dell'MSX (HB-101) è rotta, non esce il suono. Vorrei ripararlo ma non ho le competenze, e di blog sulla riparazione dell'HB-101 a prima vista non ce ne sono. Ho letto che quando non c'è audio di solito sono i condensatori rotti, ma non mi sembra che ci siano perdite o corrosione.",
    category: 'computer',
    cause:
      "Nessun guasto: lo spinotto audio era collegato per errore al connettore dell'RF switch (anch'esso rosso) invece che all'uscita audio; collegandolo nella presa giusta il suono è tornato.",
    keywords: ['spinotto', 'collegamento', 'sbagliato', 'uscita', 'audio'],
  },
  {
    id: 'pc-2809',
    source: 'http://pchelp-howto.blogspot.com/2008/09/quando-si-aggiorna-il-pc-c-sempre-il.html',
    original:
      'Perciò prima di procedere all’installazione decido di cambiare la scheda video e aggiungere ram. Un lavoro semplice: si tratta di operazioni alla portata di tutti e che non richiedono troppo tempo. Non l’avessi mai pensato! Dopo aver apportato le modifiche hardware di cui sopra, ho chiuso il pc, ho premuto il tasto di accensione e…niente. Il pc non ne ha voluto più sapere di accendersi. Ho provato e riprovato, ma niente.',
    language: 'it',
    text: 'Perciò prima di procedere all’installazione decido di cambiare la scheda video e aggiungere ram. Un lavoro semplice: si tratta di operazioni alla portata di tutti e che non richiedono troppo tempo. Non l’avessi mai pensato! Dopo aver apportato le modifiche hardware di cui sopra, ho chiuso il pc, ho premuto il tasto di accensione e…niente. Il pc non ne ha voluto più sapere di accendersi. Ho provato e riprovato, ma niente.',
    category: 'computer',
    cause:
      "Dopo il cambio di scheda video e l'aggiunta di RAM una vite all'interno del case faceva cortocircuito e impediva l'accensione; isolata la vite con del nastro, il PC si è riacceso e tutto è tornato a posto.",
    keywords: ['vite', 'cortocircuito', 'isolata', 'nastro', 'case'],
  },
  {
    id: 'pc-2810',
    source: 'https://apuliaretrocomputing.it/wordpress?p=2704',
    original:
      'Riparazione del mitico Biscottone, il primo donato alla nostra Associazione in quattro anni. E’ molto mal ridotto, presenta lo schermo nero.',
    language: 'it',
    text: 'Riparazione del mitico Biscottone, il primo donato alla nostra Associazione in quattro anni. E’ molto mal ridotto, presenta lo schermo nero.',
    category: 'computer',
    cause:
      'Commodore 64 con schermo nero: tensioni a posto e CPU sana, il guasto era il chip PLA, sostituito (prima con uno autocostruito su EPROM, poi con uno originale); cambiato anche il fusibile non originale che dava intermittenze di alimentazione, il C64 è tornato a funzionare.',
    keywords: ['pla', 'chip', 'guasto', 'fusibile', 'sostituito'],
  },
  {
    id: 'pc-2811',
    source: 'https://yezi-kuromame.com/nikki/nikki-18.html',
    original:
      'A4の文書を1枚印刷必要がありプリンターで試し印刷をする。これまでも字が かすれることがあり試し印刷は必須だ。ところが今回は重症でほとんど真っ白。 ヘッドクリーニングを数回試みるが全く改善しない。インクの量は目に見えて 減っていく。プリンターを使う頻度もそれほど無く、かなりインクが目詰まり しているようだ。',
    language: 'ja',
    text: "Dovevo stampare un foglio A4 e ho fatto una stampa di prova con la stampante. Già prima i caratteri uscivano un po' sbiaditi, quindi la prova è d'obbligo. Stavolta però è grave: esce quasi tutto bianco. Ho fatto diverse pulizie della testina ma non migliora per niente, e intanto l'inchiostro cala a vista d'occhio. La stampante la uso poco, sembra proprio che l'inchiostro si sia intasato parecchio.",
    category: 'computer',
    cause:
      'Inchiostro seccato/intasato nel punto di passaggio tra cartucce e stampante per il poco uso; tolte le 4 cartucce e inumiditi i fori di uscita con cotone imbevuto di benzina (solvente), la stampa di prova è tornata pulita e la stampante stampa perfettamente.',
    keywords: ['inchiostro', 'seccato', 'intasato', 'cartucce', 'ugelli'],
  },
  {
    id: 'pc-2812',
    source: 'http://gusuku.biz/job/diary2012/20121020.htm',
    original:
      'プリンターがおかしい。見る限り紙詰まりしてないのに、「紙詰まり」のエラー表示。H田さんとしては今は空になったインクカートリッジを取り換えたいだけの話なのだが、「紙詰まり」エラーの後は、プリンタヘッドがインクカートリッジ交換が出来る場所とは違う場所で止まる。おまけに、今付けているインクカートリッジを認識できないとのメッセージも出るし。',
    language: 'ja',
    text: "La stampante fa cose strane. A vista non c'è nessun foglio inceppato, eppure dà l'errore \"carta inceppata\". Io volevo solo cambiare la cartuccia d'inchiostro finita, ma dopo l'errore la testina si ferma in un punto diverso da quello dove si cambiano le cartucce. E in più compare un messaggio che dice che non riconosce la cartuccia montata.",
    category: 'computer',
    cause:
      "C'era davvero un foglio A4 inceppato, ripiegato in uno spazio strettissimo in fondo a sinistra dove non si vedeva (la testina faceva un rumore di carta a fine corsa); tolto il foglio, la testina si ferma di nuovo nella posizione giusta e le cartucce nuove vengono riconosciute.",
    keywords: ['foglio', 'inceppato', 'nascosto', 'testina', 'carrello'],
  },
  {
    id: 'pc-2813',
    source: 'https://www.useful-notes.com/others/2-5inch-recovery/',
    original: 'さて、話をHDD自身に戻しますと、実は最近2.5インチのポータブルHDDが認識しなくなりました。',
    language: 'ja',
    text: "Tornando all'hard disk: di recente il mio hard disk portatile da 2,5 pollici non viene più riconosciuto dal computer.",
    category: 'computer',
    cause:
      'Il disco in sé era sano: il guasto era nell\'elettronica/connessione del box esterno; tolto il disco dal suo case, staccata la schedina di collegamento e messo in un nuovo box USB 3.0 per dischi da 2,5" (Kuroutoshikou GW2.5CR-U3), il disco è stato riconosciuto e i dati recuperati.',
    keywords: ['box', 'esterno', 'scheda', 'connessione', 'case'],
  },
];
