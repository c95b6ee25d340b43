import type { RealCase } from './types.ts';

/** Batch 6 of real computer reports (issue 24): gathered 2026-11-27, blind to the assistant. */
export const CASES: RealCase[] = [
  {
    id: 'pc-401',
    source: 'https://peacefulhippo.info/blog/2008/03/31/moss-is-an-idiot/',
    original:
      'I got two memory chips (RAM, 256 Mb each raising my computer from 512 Mb to 1026 Mb or 1 Gb) in the mail that I had ordered from eBay.\n\nShut my computer down.  Plugged in the chips.  Booted computer.  It indicated that the BIOS was loaded, the RAM was good, looked for the drives — and rebooted.  Repeat.\n\nI got on the phone to my favorite computer shop, and they suggested trying them one chip at a time in different slots.  No change.  I put the original chips back in the original slots, and rebooted.\n\nSAME THING.',
    language: 'en',
    text: "Mi sono arrivati per posta due banchi di memoria (RAM, 256 Mb l'uno, per portare il computer da 512 Mb a 1026 Mb cioè 1 Gb) che avevo ordinato su eBay.\n\nHo spento il computer. Ho montato i banchi. Ho acceso. Mi diceva che il BIOS era caricato, la RAM era ok, cercava i dischi — e si riavviava. Di nuovo.\n\nHo chiamato il mio negozio di computer di fiducia, e mi hanno consigliato di provarli uno alla volta in slot diversi. Niente da fare. Ho rimesso i banchi originali negli slot originali e ho riavviato.\n\nSTESSA COSA.",
    category: 'computer',
    cause:
      "Montando la RAM si era staccato il cavo dati dell'hard disk, quindi il PC non trovava il disco: ricollegato il cavo, tutto funziona, anche la RAM nuova.",
    keywords: ['cavo', 'dati', 'disco', 'staccato', 'scollegato', 'collegato'],
  },
  {
    id: 'pc-402',
    source: 'http://pcgamesc.com/forum/pc-hardware/pc-hardware-information/6813-battery',
    original:
      'Anyone know how I solve the issue of my PC constantly resetting my Clock after I shut it down and start it back up again.. I know it\'s to do with the battery to some extent, replaced it with other batteries with no successs.. I get the message "RTC is reset, BIOS Setup default has been loaded. Strike F1 to continue, F2 to run the setup utility."',
    language: 'en',
    text: "Qualcuno sa come risolvo il problema del mio PC che mi resetta continuamente l'orologio dopo che lo spengo e lo riaccendo? So che in parte c'entra la batteria, l'ho sostituita con altre batterie senza successo.. Mi esce il messaggio \"RTC is reset, BIOS Setup default has been loaded. Strike F1 to continue, F2 to run the setup utility.\"",
    category: 'computer',
    cause:
      "La batteria tampone (CMOS) della scheda madre era scarica: sostituita con una nuova, l'orologio e le impostazioni del BIOS non si azzerano più.",
    keywords: ['batteria', 'tampone', 'cmos', 'bios', 'scarica', 'orologio'],
  },
  {
    id: 'pc-403',
    source: 'http://andreanardon.altervista.org/bios-che-si-guasta/',
    original:
      'Domenica scorsa il sistema operativo è crashato durante l’aggiornamento del bios, non ero preoccupato in quanto la scheda madre ha la funzionalità ASUS CrashFree BIOS 3.\n\nRiavvio il pc: schermo nero.\n\nA questo punto le ho provate tutte (…):\n– cancellazione memoria BIOS tramite ponticello scheda madre\n– tolta batteria scheda madre (per due ore)\n– riavviato il pc con DVD della scheda madre\n– staccato tutte le schede pci e la RAM\n– riavviato il pc con la chiavetta USB\n– provato con tutte le combinazioni tasti possibili\n– attaccato il monitor all’uscita VGA (prima era all’uscita DVI)',
    language: 'it',
    text: 'Domenica scorsa il sistema operativo è crashato durante l’aggiornamento del bios, non ero preoccupato in quanto la scheda madre ha la funzionalità ASUS CrashFree BIOS 3.\n\nRiavvio il pc: schermo nero.\n\nA questo punto le ho provate tutte (…):\n– cancellazione memoria BIOS tramite ponticello scheda madre\n– tolta batteria scheda madre (per due ore)\n– riavviato il pc con DVD della scheda madre\n– staccato tutte le schede pci e la RAM\n– riavviato il pc con la chiavetta USB\n– provato con tutte le combinazioni tasti possibili\n– attaccato il monitor all’uscita VGA (prima era all’uscita DVI)',
    category: 'computer',
    cause:
      "Il chip del BIOS si era corrotto per l'aggiornamento interrotto: sostituito il chip (su zoccolo) con uno nuovo già programmato, il PC si è riavviato.",
    keywords: ['bios', 'chip', 'corrotto', 'aggiornamento', 'firmware', 'sostituito'],
  },
  {
    id: 'pc-404',
    source: 'http://www.dadica.net/category/blog/consigli/',
    original:
      'In meno di 14 mesi ho visto rompersi 3 Schede madri (scheda video integrata) di un rispettivo HP notebook DV6000 e DV2000, senza contare quelle degli amici.\n\nAlle prime due rotture ho, purtroppo, comprato su internet delle schede madri usate. Tutto risolto.\n\nMa pochi giorni fa … schermata nera all’avvio del DV6000. (…)\n\nNon sapevo se ridere o piangere, non è possibile spendere 100-200€ ogni anno per un dispositivo usato sporadicamente.',
    language: 'it',
    text: 'In meno di 14 mesi ho visto rompersi 3 Schede madri (scheda video integrata) di un rispettivo HP notebook DV6000 e DV2000, senza contare quelle degli amici.\n\nAlle prime due rotture ho, purtroppo, comprato su internet delle schede madri usate. Tutto risolto.\n\nMa pochi giorni fa … schermata nera all’avvio del DV6000. (…)\n\nNon sapevo se ridere o piangere, non è possibile spendere 100-200€ ogni anno per un dispositivo usato sporadicamente.',
    category: 'computer',
    cause:
      'Il chip grafico integrato sulla scheda madre aveva perso il contatto delle saldature: scaldando la scheda madre nel forno di casa (rifusione delle saldature) il portatile è tornato a funzionare.',
    keywords: ['scheda', 'video', 'grafico', 'saldature', 'forno', 'rifusione'],
  },
  {
    id: 'pc-405',
    source: 'https://informaticanapoli.it/problema-schermo-nero-hp-probook-635-835-aero-g7',
    original:
      'Il PC illumina la tastiera ma non parte, lo schermo rimane nero. Il tasco Caps Lock lampeggia 7 volte. (…)\nIl modello che ci è arrivato in laboratorio è siglato ProBook 635 Aero G7.\nSe proviamo ad avviarlo, il LED del tasto Caps Lock lampeggia 7 volte: il significato di questi lampeggi che vari siti tecnici o la stessa HP cercano di decodificare, è un pò fuorviante.',
    language: 'it',
    text: 'Il PC illumina la tastiera ma non parte, lo schermo rimane nero. Il tasco Caps Lock lampeggia 7 volte. (…)\nIl modello che ci è arrivato in laboratorio è siglato ProBook 635 Aero G7.\nSe proviamo ad avviarlo, il LED del tasto Caps Lock lampeggia 7 volte: il significato di questi lampeggi che vari siti tecnici o la stessa HP cercano di decodificare, è un pò fuorviante.',
    category: 'computer',
    cause:
      'Il BIOS era corrotto: dissaldati e riprogrammati i due chip EEPROM del BIOS sulla scheda madre, il portatile si riavvia.',
    keywords: ['bios', 'chip', 'corrotto', 'eeprom', 'riprogrammare', 'firmware'],
  },
  {
    id: 'pc-406',
    source: 'https://mikiinformatica.blogspot.com/2025/06/monitor-si-spegne-dopo-un-minuto.html',
    original:
      'Prendete il monitor del PC di mio nipote Pino: dopo appena due anni di onorato servizio, ha deciso di spegnersi da solo, sempre più spesso, fino a restare acceso solo per pochi minuti. Panico? No. Chiamata allo zio Michele? Sì.',
    language: 'it',
    text: 'Prendete il monitor del PC di mio nipote Pino: dopo appena due anni di onorato servizio, ha deciso di spegnersi da solo, sempre più spesso, fino a restare acceso solo per pochi minuti. Panico? No. Chiamata allo zio Michele? Sì.',
    category: 'computer',
    cause:
      "Nell'alimentatore del monitor un condensatore elettrolitico da 120μF 420V era gonfio e perdeva (surriscaldato tra due dissipatori): sostituito con uno nuovo montato lontano dai dissipatori, il monitor funziona.",
    keywords: ['condensatore', 'elettrolitico', 'gonfio', 'alimentatore', 'sostituito', 'surriscaldato'],
  },
  {
    id: 'pc-407',
    source: 'https://tomo1joy.com/pcdengen',
    original:
      'そんな矢先、昔弟に譲ったパソコンの「電源が入らない」という相談を受けました。スイッチを入れても、すぐに落ちてしまうとのこと。',
    language: 'ja',
    text: 'Proprio in quel periodo mio fratello mi ha chiesto aiuto perché il PC che gli avevo regalato tempo fa "non si accende". Quando preme il pulsante, si spegne subito.',
    category: 'computer',
    cause:
      'La scheda grafica, pesante e con le viti di fissaggio allentate, si era inclinata nello slot della scheda madre facendo falso contatto: appoggiando il case tower in orizzontale (e rifissando la scheda) il PC si avvia.',
    keywords: ['scheda', 'grafica', 'slot', 'contatto', 'viti', 'allentate'],
  },
  {
    id: 'pc-408',
    source: 'https://blog.goo.ne.jp./nukunukuonthedull/d/20061122',
    original:
      '数日前にマウスの清掃をしたことを書きました。左クリックの調子が悪くなったので、中を見てみたところ埃がたまっていた。不調はそのせいだろうと思ったのですが、その後もやはり調子はもどりません。',
    language: 'ja',
    text: "Qualche giorno fa ho scritto che avevo pulito il mouse. Il clic sinistro aveva cominciato a fare i capricci, così ho guardato dentro e c'era della polvere accumulata. Pensavo che il problema fosse quello, ma anche dopo il clic continua a non funzionare bene.",
    category: 'computer',
    cause:
      "Il piolino sotto il tasto sinistro del mouse che preme il microswitch si era consumato e non premeva più a fondo l'interruttore: rialzato incollando uno spessore di carta con biadesivo, il difetto è sparito.",
    keywords: ['piolino', 'microswitch', 'tasto', 'consumato', 'spessore', 'interruttore'],
  },
  {
    id: 'pc-409',
    source: 'http://yuknak.com/main/daily/repair8.html',
    original:
      '娘に2年ほど前に買ってやったノートPCが、キーボードが入力できなくなったと言い出しました。パソコンの機種は東芝の Qosmio CX1 です。',
    language: 'ja',
    text: 'Mia figlia mi ha detto che sul portatile che le avevo comprato circa due anni fa non si riesce più a scrivere con la tastiera. Il modello è un Toshiba Qosmio CX1.',
    category: 'computer',
    cause:
      'Il cavo flat della tastiera faceva falso contatto nel connettore sulla scheda madre: sfilato, pulita la parte con i contatti e reinserito bloccando il fermo del connettore, la tastiera funziona di nuovo.',
    keywords: ['cavo', 'flat', 'connettore', 'tastiera', 'contatto', 'reinserito'],
  },
  {
    id: 'pc-410',
    source: 'https://rana.cocolog-nifty.com/rana/2012/05/index.html',
    original:
      '自宅で使っているプリンタ(Canon MP950)のノズルが詰まったようでカラーインクが殆ど出なくなりました。\n普通こんな時は、ノズルのクリーニングを行うと復活するんですが、今回は強力クリーニングを何度か行っても復活してくれません。\nマニュアルによると、電源を切って24時間以上経ってから、再度強力クリーニングを行うと復活する場合があり、復活しない場合はプリンタの故障が考えられとのことです。',
    language: 'ja',
    text: "La stampante che uso a casa (Canon MP950) sembra avere gli ugelli intasati e l'inchiostro a colori non esce quasi più.\nDi solito in questi casi con la pulizia degli ugelli torna a posto, ma stavolta anche facendo più volte la pulizia profonda non si riprende.\nSecondo il manuale, spegnendola e aspettando più di 24 ore prima di rifare la pulizia profonda a volte si recupera, e se non si recupera potrebbe essere guasta la stampante.",
    category: 'computer',
    cause:
      'Gli ugelli della testina di stampa erano intasati di inchiostro secco: smontata la testina e lasciata a bagno qualche minuto in alcol etilico anidro, la stampante ha ripreso a stampare i colori.',
    keywords: ['testina', 'ugelli', 'intasati', 'inchiostro', 'secco', 'alcol'],
  },
  {
    id: 'pc-411',
    source: 'https://onkirikiri.hatenablog.com/entry/20090526/p1',
    original:
      'ファンの音のするパソコンは、もともとは静かなものだったのだ。いつのまにか呼ばれて他室に行けばガンガンとファンが回っている。',
    language: 'ja',
    text: "Il PC che fa rumore con la ventola all'inizio era silenzioso. A un certo punto, quando mi chiamano nell'altra stanza, trovo la ventola che gira a tutta forza.",
    category: 'computer',
    cause:
      "Ventole, hard disk e cavi nel case erano coperti di lanugine di polvere: aspirata con cura la polvere, il rumore (che veniva dalla ventola di raffreddamento dell'alimentatore, non dal disco) è sparito.",
    keywords: ['polvere', 'ventola', 'alimentatore', 'pulizia', 'case', 'rumore'],
  },
  {
    id: 'pc-412',
    source: 'http://junknote.com/contents/x40invt.html',
    original:
      'いきなり違った話で悪いのですが、ノートパソコンがバックライト切れになる瞬間を目撃したことがあります。ThinkPad T21でしたが私の子供がヒンジに近い側のキーボード上を「バンバン」と2回ほど叩いた瞬間、液晶が映らなくなりました。しかしよく見てみるとかすかに映っているので、バックライト切れになったということがわかりました。',
    language: 'ja',
    text: 'Scusate se cambio subito discorso, ma una volta ho visto con i miei occhi il momento in cui un portatile perde la retroilluminazione. Era un ThinkPad T21: mio figlio ha dato due colpi "bam bam" sulla tastiera dal lato vicino alla cerniera e in quell\'istante lo schermo si è spento. Però guardando bene si vedeva qualcosa in modo debolissimo, quindi ho capito che era saltata la retroilluminazione.',
    category: 'computer',
    cause:
      "L'inverter che alimenta la lampada di retroilluminazione (CCFL) dello schermo si era guastato per il colpo: sostituito l'inverter, lo schermo è tornato a vedersi normalmente.",
    keywords: ['inverter', 'retroilluminazione', 'schermo', 'lampada', 'sostituito', 'guasto'],
  },
  {
    id: 'pc-413',
    source: 'http://www.onthewind.jp/apple/251/',
    original:
      '少し前から、愛用しているMacBook(MA255J/A)のタッチパッドが押せなくなりました。押せないというか、押しても返ってこないというか、さすがに4年も酷使してるので壊れたかなぁと思ってました。',
    language: 'ja',
    text: "Da un po' di tempo il touchpad del mio amato MacBook (MA255J/A) non si riesce più a premere. Cioè, non si preme, o meglio, quando lo premi non torna su; visto che lo strapazzo da ben 4 anni pensavo si fosse rotto.",
    category: 'computer',
    cause:
      'La batteria del MacBook si era gonfiata e premeva da sotto sulla zona del touchpad impedendo il clic: tolta la batteria il touchpad funziona di nuovo (la batteria va sostituita).',
    keywords: ['batteria', 'gonfia', 'touchpad', 'premeva', 'rigonfiamento', 'sostituire'],
  },
  {
    id: 'pc-414',
    source: 'https://etoile-studio.com/?p=1300',
    original:
      '先日、よく撮り合いをしているコスプレイヤーさんから、購入して間もない外付けハードディスクが壊れたという相談を受けた。\n\n話をよく聞いてみると、電源は入るのだが、ファイルにアクセスできないという。今まで撮影して貰った大切なコスプレ写真にアクセスできない。付属のCDでソフトをインストールしたのだが、それが不具合の原因かも知れないと話していた(…)',
    language: 'ja',
    text: "L'altro giorno una cosplayer con cui ci facciamo spesso le foto a vicenda mi ha chiesto aiuto perché il disco rigido esterno comprato da poco si era rotto.\n\nAscoltandola bene, si accende ma non si riesce ad accedere ai file. Non riesce ad aprire le importanti foto cosplay scattate finora. Aveva installato il software dal CD in dotazione, e diceva che forse il problema era quello (…)",
    category: 'computer',
    cause:
      "L'alimentatore originale del disco esterno era stato buttato e sostituito con un adattatore AC di un altro apparecchio (una macchina da cucire) con tensione insufficiente: il disco si accendeva ma non funzionava; con l'alimentatore giusto i dati erano di nuovo accessibili.",
    keywords: ['alimentatore', 'adattatore', 'tensione', 'insufficiente', 'disco', 'esterno'],
  },
  {
    id: 'pc-415',
    source: 'http://callitanything.blog.jp/archives/16009359.html',
    original:
      '大変なことになりました。ノートPCが充電出来なくなってちょっとピンチです…。多分ネット回線が途切れたトラブルの次くらいに致命傷だと言っていいでしょう。\n\nなんせこのブログ…今まではそのPCでずっと書いてきましたからね。',
    language: 'ja',
    text: "È successo un bel guaio. Il portatile ha smesso di caricarsi e sono un po' nei pasticci… Direi che, dopo la caduta della connessione internet, è il problema più grave che possa capitare.\n\nDopotutto finora ho scritto tutto questo blog proprio su quel PC.",
    category: 'computer',
    cause:
      "Il difetto non era nel connettore DC del portatile ma nell'alimentatore: con un alimentatore sostitutivo il portatile si è caricato senza problemi.",
    keywords: ['alimentatore', 'ricarica', 'portatile', 'adattatore', 'connettore'],
  },
];
