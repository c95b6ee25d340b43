import type { RealCase } from './types.ts';

/** Batch 8 of real smartphone reports (issue 24): gathered 2026-11-27, blind to the assistant. */
export const CASES: RealCase[] = [
  {
    id: 'sp-601',
    source: 'https://sma-repair.com/archives/3640',
    original:
      'iPad Pro 11インチ第3世代の充電ができなくなった症状でした。バッテリーの残量もなくなって起動ができなくなっていました。大切なデータが入っているのでデータを消さないように修理をしたいというご希望がありました。',
    language: 'ja',
    text: "iPad Pro 11 pollici di terza generazione che non si caricava più. La batteria si era scaricata del tutto e non si riusciva più ad avviarlo. Il cliente voleva ripararlo senza perdere i dati, perché c'erano dentro dati importanti.",
    category: 'smartphone',
    cause:
      "Il connettore di ricarica USB-C era danneggiato: punta consumata, punti anneriti da cortocircuito e ossidazione verde da umidità. Sostituito il connettore USB-C, l'iPad ha ripreso a caricare e si è riavviato con i dati intatti.",
    keywords: ['connettore', 'ricarica', 'usb', 'cortocircuito', 'ossidazione', 'sostituito'],
  },
  {
    id: 'sp-602',
    source: 'https://iphone-support-osaka.com/report/report-17353',
    original:
      'お使いの機種は「iPhone8」です。 (…) 画面を押し出してしまっているので修理をしてほしいとご依頼をいただきました。',
    language: 'ja',
    text: 'Il modello è un iPhone 8. (…) Mi hanno chiesto di ripararlo perché lo schermo veniva spinto fuori.',
    category: 'smartphone',
    cause:
      "La batteria dell'iPhone 8 si era gonfiata (invecchiamento o urti/calore) e spingeva fuori il display; sostituita la batteria in circa 30 minuti, senza altri problemi.",
    keywords: ['batteria', 'gonfia', 'rigonfiamento', 'sostituita', 'invecchiamento'],
  },
  {
    id: 'sp-603',
    source:
      'https://mobilerepair-gifu.com/galaxy-s8-%E5%9F%BA%E6%9D%BF%E4%BF%AE%E7%90%86-%E3%83%87%E3%83%BC%E3%82%BF%E5%BE%A9%E6%97%A7%EF%BD%9C%E6%80%A5%E3%81%AB%E9%9B%BB%E6%BA%90%E3%81%8C%E5%85%A5%E3%82%89%E3%81%AA%E3%81%8F%E3%81%AA%E3%81%A3/',
    original:
      '本日はGALAXY S8 の修理です。症状は、急に電源が入らなくなったみたいです。キャリアショップへ行かれたそうですが、メーカー修理だとデータが消えると言われてしまった為、データを残したまま修理したいとの事でご来店されました。 (…) バッテリーなどを交換してみても、うんともすんとも。。。',
    language: 'ja',
    text: "Oggi ripariamo un Galaxy S8. Il sintomo: all'improvviso non si accende più. Il cliente era andato al negozio dell'operatore, ma gli avevano detto che con la riparazione del produttore i dati sarebbero stati cancellati, quindi è venuto da noi per ripararlo tenendo i dati. (…) Anche provando a cambiare la batteria e altro, niente di niente...",
    category: 'smartphone',
    cause:
      'Guasto sulla scheda madre: un minuscolo componente (grande come un chicco di riso) si era rotto e metteva in cortocircuito la scheda; individuato con un test strumentale e sostituito il componente, il telefono si è riacceso con i dati.',
    keywords: ['scheda', 'madre', 'componente', 'cortocircuito', 'sostituito', 'corto'],
  },
  {
    id: 'sp-604',
    source: 'https://iphonefukuoka.com/repair/2950/',
    original:
      '今回ご来店されたお客様は特にiPhoneを地面に落としたり水に濡らしたりといったご記憶はなかったそうですが、iPhoneから音楽や着信の音が出なくなってしまったとのことで当店にご来店されました。 (…) お客様のiPhoneははじめ音が少し割れているような症状が発生したそうです。それから徐々に悪化してしまい、ついにはほとんど音が聞こえない状態になったとのことです。',
    language: 'ja',
    text: "Il cliente non ricordava di aver fatto cadere l'iPhone o di averlo bagnato, ma dall'iPhone non usciva più il suono della musica e delle suonerie, così è venuto in negozio. (…) All'inizio il suono sembrava un po' gracchiante, poi è peggiorato piano piano fino a non sentirsi quasi più niente.",
    category: 'smartphone',
    cause:
      "La polvere, dopo aver assorbito un po' di umidità, ostruiva i fori d'uscita dell'altoparlante; la pulizia esterna non bastava, con lo smontaggio e la pulizia interna dell'altoparlante il suono è tornato normale senza cambiare pezzi.",
    keywords: ['altoparlante', 'polvere', 'fori', 'ostruiti', 'pulizia', 'smontaggio'],
  },
  {
    id: 'sp-605',
    source: 'https://sma-sta.com/kichijoji/7233',
    original:
      '先日、XperiaXZ1の修理のご依頼を頂きました。状態としては「起動できない」との事。充電しようと思ってケーブルを挿しても充電できず、バッテリーがなくなり起動が出来ないようです。こうなったきっかけなどをお伺いしても全く心当たりがないとの事。',
    language: 'ja',
    text: 'L\'altro giorno ci hanno portato a riparare un Xperia XZ1. Il problema: "non si avvia". Anche mettendo il cavo per caricarlo non carica, la batteria si è esaurita e non parte più. Chiedendo cosa fosse successo prima, il cliente non aveva proprio idea.',
    category: 'smartphone',
    cause:
      "Il connettore del flat della porta di ricarica si era sfilato dalla scheda madre: l'adesivo della batteria degradato la lasciava muovere e il pezzo che tiene fermo il connettore era crepato. Reinserito il connettore, fissata la batteria e rinforzato il fermo, ha ripreso a caricare.",
    keywords: ['connettore', 'sfilato', 'ricarica', 'flat', 'adesivo', 'batteria'],
  },
  {
    id: 'sp-606',
    source:
      'https://repairfantasy.com/%E3%82%B9%E3%82%BF%E3%83%83%E3%83%95%E3%83%96%E3%83%AD%E3%82%B0/ipadpro129-%E7%AC%AC%E4%B8%89%E4%B8%96%E4%BB%A3-%E6%B0%B4%E6%B2%A1%E5%9F%BA%E6%9D%BF%E4%BF%AE%E7%90%86-%E7%94%BB%E9%9D%A2%E5%89%B2%E3%82%8C%E4%BA%A4%E6%8F%9B',
    original:
      '通常の使用中にタッチ操作が効かなくなり、ご来店いただきましたが途中で端末を落とし、ガラスが割れてしまいました。 (…) 新しいディスプレイを仮付けして起動し、タッチ機能は改善されませんでした。',
    language: 'ja',
    text: "Durante l'uso normale il touch ha smesso di rispondere e il cliente è venuto in negozio, ma per strada gli è caduto il dispositivo e il vetro si è rotto. (…) Montando provvisoriamente un display nuovo e accendendo, il touch non migliorava.",
    category: 'smartphone',
    cause:
      'Vecchio danno da liquido (vapore o pioggia): condensatori e filtri ossidati sulla scheda madre e due cortocircuiti vicino al connettore di ricarica, dove passano i circuiti del touch. Riparati i punti in corto sulla scheda, il touch è tornato a funzionare (il Face ID è rimasto fuori uso).',
    keywords: ['scheda', 'cortocircuito', 'ossidazione', 'liquido', 'condensatori', 'corto'],
  },
  {
    id: 'sp-607',
    source:
      'https://digilib.org/2015/01/17/nexus72012%e3%81%ae%e9%9b%bb%e6%ba%90%e3%81%8c%e5%85%a5%e3%82%89%e3%81%aa%e3%81%8f%e3%81%aa%e3%81%a3%e3%81%9f%e3%81%ae%e4%bf%ae%e7%90%86',
    original:
      '約2年まえ当たったNexus7(2012)の電源が入らなくなった。直接の原因は、数か月前家内が一度ゲームに熱中し、バッテリー完全放電したかもしれない。その後充電が時々おかしくなり、遂に充電できなくなった、バッテリー0%のままになり。電源づけばなしでしばらく我慢したが、Android5にアップグレードするため、バッテリー50%ないとできない。',
    language: 'ja',
    text: "Il Nexus 7 (2012) che avevo vinto circa due anni fa non si accende più. La causa diretta forse è che qualche mese fa mia moglie si è fissata con un gioco e la batteria si è scaricata completamente. Da lì la ricarica ogni tanto faceva cose strane, finché non ha più caricato del tutto, restando fisso allo 0%. Per un po' ho tirato avanti tenendolo sempre attaccato alla corrente, ma per aggiornare ad Android 5 serve almeno il 50% di batteria.",
    category: 'smartphone',
    cause:
      'La batteria era fissata con il biadesivo solo da un lato e ballava, dando un cattivo contatto tra il cavo della batteria e la scheda; aggiunto un doppio strato di biadesivo per fissarla bene alla scheda, la batteria è tornata al 100%.',
    keywords: ['batteria', 'contatto', 'cavo', 'biadesivo', 'fissata', 'scheda'],
  },
  {
    id: 'sp-608',
    source: 'http://blog.command-f.com/?eid=976549',
    original:
      'ある日突然、何もしていないのにSIMカードが認識しない、というような内容のメッセージがiPhoneに表示されるようになりました。電源オフからのオンや、再起動も試してみても変わらず、ちょっと表示が変わったといっても「SIMに問題あり」とさらに画面上のステータスバーに「不正なSIMです」と表示される始末。',
    language: 'ja',
    text: 'Un giorno all\'improvviso, senza aver fatto niente, l\'iPhone ha cominciato a mostrare un messaggio tipo che la SIM non veniva riconosciuta. Ho provato a spegnerlo e riaccenderlo e a riavviarlo, ma niente; al massimo cambiava un po\' il messaggio, "Problema con la SIM", e in più nella barra di stato in alto compariva "SIM non valida".',
    category: 'smartphone',
    cause:
      "Cattivo contatto della SIM: estratta la SIM dal carrellino con l'apposito attrezzo, pulita leggermente e reinserita con il carrellino ben chiuso, l'iPhone è tornato a riconoscerla normalmente.",
    keywords: ['sim', 'contatto', 'carrellino', 'pulita', 'reinserita'],
  },
  {
    id: 'sp-609',
    source: 'https://everflux.de/aldimedion-lifetab-s8312-laedt-nicht-bootet-nicht-2073/',
    original:
      'Als der Akkustand mit 15 Prozent angegeben wurde, hat sich das Tablet ausgeschaltet. Und war tot. Das Lifetab ließ sich nicht mehr starten. Also war die Vermutung dass das Device geladen werden muss – doch auch nach dem Anschluss an das Original Ladegerät von Aldi/Medion passierte nicht. Das S8312 zeigte keine Akku Ladung an, auch bootete es nicht automatisch und das Lifetab ließ sich auch nicht einschalten. Da es keinen Reset Knopf gibt, habe ich den Standard-Android Trick versucht: Einschalter lange halten. Auch dann ließ sich das Aldi Tablet nicht starten.',
    language: 'de',
    text: "Quando la batteria segnava il 15 per cento, il tablet si è spento. Ed era morto. Il Lifetab non si avviava più. Quindi l'ipotesi era che andasse caricato, ma anche dopo averlo collegato al caricatore originale Aldi/Medion non succedeva niente. L'S8312 non mostrava nessuna carica della batteria, non si avviava da solo e non si accendeva nemmeno. Visto che non c'è un tasto reset, ho provato il classico trucco Android: tenere premuto a lungo il tasto di accensione. Anche così il tablet Aldi non partiva.",
    category: 'smartphone',
    cause:
      "Il tablet era rimasto bloccato dopo lo spegnimento a batteria scarica e non ripartiva con i metodi normali; risolto collegando il cavo USB al caricatore originale non ancora inserito nella presa, tenendo premuto il tasto di accensione per un minuto, poi inserendo il caricatore nella presa e rilasciando il tasto solo dopo: è comparso l'indicatore di carica.",
    keywords: ['caricatore', 'tasto', 'accensione', 'premuto', 'presa', 'blocco'],
  },
  {
    id: 'sp-610',
    source: 'https://forums.androidcentral.com/threads/speakerphone-problem.52367/post-1446735',
    original:
      "Being a former electronics tech at an R&D level and currently a Software Eng... these type of 'problems' are fun to fix as long as it is not your own phone. Well, it happened to me. If I dialed out or received a call the phone would automatically flip to speaker. (…) Looking for the software setting is logical and a solid first step. Pulling the battery is the next best step.",
    language: 'en',
    text: "Sono stato tecnico elettronico in R&D e ora faccio l'ingegnere software... questo tipo di \"problemi\" è divertente da risolvere finché il telefono non è il tuo. Be', è successo a me. Se facevo o ricevevo una chiamata il telefono passava da solo in vivavoce. (…) Cercare l'impostazione software è logico ed è un buon primo passo. Togliere la batteria è il passo successivo.",
    category: 'smartphone',
    cause:
      'Pelucchi e polvere entrati nella porta micro USB cortocircuitavano i contatti e facevano credere al telefono di essere collegato in auto (car mode), attivando il vivavoce; tolti con cautela i pelucchi dalla porta con uno stuzzicadenti, il telefono funziona bene.',
    keywords: ['pelucchi', 'porta', 'usb', 'contatti', 'polvere', 'stuzzicadenti'],
  },
  {
    id: 'sp-611',
    source: 'http://www.ppcsg.com/lofiversion/index.php/t84691.html',
    original: 'After removed the earphone from the jack, the speaker failed to work.',
    language: 'en',
    text: "Dopo aver tolto l'auricolare dal jack, l'altoparlante ha smesso di funzionare.",
    category: 'smartphone',
    cause:
      "Nel jack delle cuffie la piccola molla che commuta l'audio sull'auricolare restava bloccata in posizione dopo aver tolto le cuffie; passando nel jack un cotton fioc con un po' di lubrificante WD40 la molla si è sbloccata e l'altoparlante è tornato a funzionare.",
    keywords: ['jack', 'molla', 'bloccata', 'cuffie', 'lubrificante', 'wd40'],
  },
  {
    id: 'sp-612',
    source: 'https://mikebeach.org/2011/07/17/curious-samsung-smartphone-micro-usb-charger-issue/',
    original:
      'Now I have a Samsung Epic 4G and without a second thought I plugged it in to my USB cable and charged it right after I got it. When I went to plug it in to the charger on my nightstand, it wouldn’t charge. (…) I blamed it on chargers not outputting enough voltage (…) Today I finally got around to testing it with various chargers, and the results were interesting: NONE of my Samsung-branded wall chargers worked. My Samsung-branded USB cable didn’t work. My Blackberry-branded USB cable worked. A Belkin-branded USB cable worked.',
    language: 'en',
    text: "Adesso ho un Samsung Epic 4G e, senza pensarci, appena preso l'ho attaccato al mio cavo USB e l'ho caricato. Quando sono andato a collegarlo al caricatore sul comodino, non caricava. (…) Ho dato la colpa ai caricatori che non davano abbastanza tensione (…) Oggi finalmente mi sono messo a provarlo con vari caricatori e i risultati sono interessanti: NESSUNO dei miei caricatori da muro Samsung funzionava. Il mio cavo USB Samsung non funzionava. Il mio cavo USB BlackBerry funzionava. Un cavo USB Belkin funzionava.",
    category: 'smartphone',
    cause:
      "La spina micro-USB dei cavi Samsung è più corta (circa 5,5 mm contro 6 mm): con la presa micro-USB del telefono un po' consumata, la spina corta non faceva più contatto bene, mentre i cavi con la spina più lunga (BlackBerry, Belkin) caricano il telefono senza problemi.",
    keywords: ['spina', 'presa', 'cavo', 'consumata', 'contatto', 'corta'],
  },
  {
    id: 'sp-613',
    source: 'http://www.thedotcomblog.com/iphone-6-earpiece-sound-problems/',
    original:
      'My younger Son likes spilling his milk all over the place. Two days ago it was my iPhone’s turn. While I was busy working on my laptop, he chose to bath my phone with some milk. (…) The phone was all sticky and then I had to wipe it with a wet tissue. Next morning when people called me, I told them there is a problem in their phone as their voice was too low. (…) Tried a call using my headphones and everything was working fine. (…) I knew that keeping the phone in uncooked rice can help but this time it did not help.',
    language: 'en',
    text: "Il mio figlio più piccolo adora rovesciare il latte dappertutto. Due giorni fa è toccato al mio iPhone. Mentre ero preso a lavorare sul portatile, ha deciso di fare il bagno al telefono col latte. (…) Il telefono era tutto appiccicoso e ho dovuto pulirlo con un fazzoletto umido. La mattina dopo, quando la gente mi chiamava, dicevo che c'era un problema col loro telefono perché la voce era troppo bassa. (…) Ho provato una chiamata con le cuffie e funzionava tutto bene. (…) Sapevo che tenerlo nel riso crudo può aiutare, ma stavolta non è servito.",
    category: 'smartphone',
    cause:
      "La griglia dell'altoparlante auricolare dell'iPhone 6 era ostruita dai residui di latte; strofinando la griglia per pochi secondi con uno spazzolino nuovo, l'audio in chiamata è tornato chiaro.",
    keywords: ['griglia', 'auricolare', 'ostruita', 'spazzolino', 'residui', 'altoparlante'],
  },
  {
    id: 'sp-614',
    source: 'https://diariodasminhasfinancaspessoais.blogs.sapo.pt/?skip=45',
    original:
      'Há muito tempo que o telemóvel dava problemas e, mais recentemente, desligava-se, bloqueava, etc... ou seja, ficava inoperacional. Eu não queria comprar um novo telemóvel, pelos custos ambientais e pelos custos para a minha carteira.',
    language: 'pt',
    text: 'Da tanto tempo il cellulare dava problemi e, ultimamente, si spegneva, si bloccava, ecc... cioè diventava inutilizzabile. Non volevo comprare un cellulare nuovo, per i costi ambientali e per i costi per il mio portafoglio.',
    category: 'smartphone',
    cause:
      'Era la batteria: comprata una batteria nuova e sostituita da sé (aperto il telefono, staccata la vecchia batteria incollata, montata la nuova); dopo un riavvio il telefono funziona benissimo.',
    keywords: ['batteria', 'sostituita', 'vecchia', 'nuova', 'sostituzione'],
  },
  {
    id: 'sp-615',
    source: 'http://pizzingafun.com/post/299225/rand',
    original:
      'Se apagó y nunca más volvió a prender. En pocas palabras eso fue lo que le pasó al Iphone 6 de "Nico" (…) La "falla" del teléfono había ocurrido a finales de julio, y desde ese tiempo que el aparato se encontraba en el servicio técnico. Problema de batería, no era. Sistema operativo, tampoco, porque directamente no prendía. Golpes, no tenía. Era imposible descifrar qué era lo que le había ocurrido. Una de las hipótesis -y la más riesgosa- era que se haya quemado la placa.',
    language: 'es',
    text: 'Si è spento e non si è più riacceso. In poche parole è quello che è successo all\'iPhone 6 di "Nico" (…) Il "guasto" era avvenuto a fine luglio, e da allora il telefono era in assistenza. Problema di batteria, non era. Sistema operativo, nemmeno, perché proprio non si accendeva. Colpi, non ne aveva presi. Era impossibile capire cosa gli fosse successo. Una delle ipotesi, la più pesante, era che si fosse bruciata la scheda.',
    category: 'smartphone',
    cause:
      "Dentro il connettore di ricarica c'era un grumo di pelucchi grande come un chicco di riso che impediva la ricarica; tolto con una pinzetta, collegato al caricatore il telefono ha ripreso a funzionare normalmente.",
    keywords: ['pelucchi', 'connettore', 'ricarica', 'pinzetta', 'grumo'],
  },
  {
    id: 'sp-616',
    source: 'https://almostadiary.de/tag/loose-connection/',
    original:
      'In fact, I’ve noted the touchscreen will sometimes be unresponsive for some time when the phone is performing calcultation intensive tasks. In this case, however, the lack of response seemed to be more fundamental. About ten soft resets would not bring the phone back to life, but at some point, it seemed to register the touches in slow motion, and only about every tenth touch.',
    language: 'en',
    text: "In effetti ho notato che a volte il touchscreen non risponde per un po' quando il telefono fa operazioni pesanti. Stavolta però la mancanza di risposta sembrava più seria. Una decina di riavvii non lo hanno fatto tornare in vita, ma a un certo punto sembrava registrare i tocchi al rallentatore, e solo circa uno su dieci.",
    category: 'smartphone',
    cause:
      'Falso contatto del chip controller del touchscreen del Galaxy S5: premendo leggermente sulla zona sopra lo slot della scheda SD, dove si trova il chip, il touchscreen si risveglia subito e torna a rispondere.',
    keywords: ['controller', 'chip', 'contatto', 'touchscreen', 'falso', 'pressione'],
  },
];
