import type { RealCase } from './types.ts';

/**
 * Batch 13 of real computer reports (issue 24): gathered 2026-11-28 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'pc-1001',
    source: 'https://freshrss.sebw.info/p/i/?a=reader&get=f_39&rid=667b5dae8cfd5',
    original:
      "Scène d'horreur il y a plusieurs mois : un des écrans de mon PC a commencé à clignoter à l'allumage, au départ quelques secondes, puis quelques minutes, puis plusieurs dizaines de minutes. Le retour de veille de l'écran amenant le même résultat, autant dire qu'il devint assez vite inutilisable. (…) surtout s'il a déjà quelques années de service derrière lui (de mémoire environ 4 ans)",
    language: 'fr',
    text: "Da qualche mese uno dei monitor del mio PC ha cominciato a lampeggiare all'accensione, all'inizio per qualche secondo, poi per qualche minuto, poi per diverse decine di minuti. Anche quando si risveglia dallo standby fa la stessa cosa, quindi è diventato presto inutilizzabile. Ha circa 4 anni di servizio.",
    category: 'computer',
    cause:
      'Condensatori elettrolitici leggermente gonfi (alcuni aperti in cima) sulla scheda di alimentazione del monitor; dissaldati e sostituiti con nuovi, lo schermo funziona ancora bene dopo 9 anni.',
    keywords: ['condensatori', 'gonfi', 'alimentazione', 'sostituiti', 'saldatura'],
  },
  {
    id: 'pc-1002',
    source: 'http://rxcontrol.blogspot.com/2011/05/dell-encore-une-histoire-de.html',
    original:
      "De nombreux écrans LCD DELL en panne ont été mis au rébut lors du nettoyage de printemps opéré par ma société. Je n'ai pu m'empêcher de récupérer deux de ces écrans (…) Le symptome est identique sur tous les écrans: à la mise sous tension l'indicateur lumineux du poussoir marche/arrêt clignote, et l'on observe le logo 'DELL' s'afficher puis s'éteindre comme si l'écran se redémarrait indéfiniment.",
    language: 'fr',
    text: "La mia azienda ha buttato parecchi monitor LCD Dell guasti e io me ne sono preso due. Il sintomo è lo stesso su tutti: quando do corrente la spia del pulsante di accensione lampeggia e si vede il logo 'DELL' comparire e poi sparire, come se lo schermo si riavviasse all'infinito.",
    category: 'computer',
    cause:
      "Un condensatore elettrolitico (marca Shuscon) deformato/gonfio nella linea di regolazione dell'alimentatore switching del monitor; sostituito con un condensatore di qualità, il monitor è tornato a funzionare.",
    keywords: ['condensatore', 'gonfio', 'alimentatore', 'regolazione', 'sostituito'],
  },
  {
    id: 'pc-1003',
    source: 'https://forum.thinkpads.com/viewtopic.php?f=29&t=78677&view=print',
    original:
      'For a year or two, my T60 would often fail to boot after a re-start was called for by MS Update or some other reason. It would hang on a black screen with the fan running moderately high. I would be forced to push the power button to re-start. This gave me the "windows did not start normally, yada-yada" message. After dedicating the whole day to swapping this and that drive, and turning off this and that thing in the BIOS (…)',
    language: 'en',
    text: "Da un paio d'anni il mio ThinkPad T60 spesso non riparte dopo un riavvio chiesto da Windows Update o da altro: si pianta su una schermata nera con la ventola abbastanza su di giri. Devo spegnerlo col tasto di accensione e poi mi esce il messaggio che Windows non si è avviato correttamente. Ho passato una giornata intera a scambiare dischi e a disattivare varie cose nel BIOS.",
    category: 'computer',
    cause:
      'Qualche impostazione del BIOS sbagliata accumulata nel tempo: ripristinato tutto il BIOS ai valori predefiniti (e impostato il disco in modalità compatibilità invece di AHCI) il portatile si riavvia di nuovo senza problemi.',
    keywords: ['bios', 'ripristino', 'predefiniti', 'impostazioni', 'ahci'],
  },
  {
    id: 'pc-1004',
    source: 'https://forum.thinkpads.com/viewtopic.php?f=3&p=847724',
    original:
      "X41 SSD \"works\" but won't boot - next steps? (…) I hate being defeated by a computer, but I'm out of options (…) I'm trying to upgrade the HDD on my Thinkpad X41 running windows XP pro. I've upgraded the BIOS to the latest version 2.09 and also the embedded controller to version 1.02. I'm using a PATA -> mSata adapter (…) (switched to 3.3V when in the laptop, switched to 5V when using in a USB -> PATA adapter) and the mSata drive I'm using is the 60GB version (…) I tried again with the SSD mounted in the X41. Same problem, didn't work",
    language: 'en',
    text: "Sto cercando di sostituire il disco del mio ThinkPad X41 con Windows XP Pro con un SSD: l'SSD sembra funzionare ma il portatile non parte. Ho aggiornato il BIOS all'ultima versione 2.09 e anche l'embedded controller alla 1.02. Uso un adattatore PATA -> mSATA (messo a 3,3V nel portatile e a 5V quando lo uso con un adattatore USB -> PATA) con un mSATA da 60GB. Ho riprovato con l'SSD montato nell'X41: stesso problema, non va. Non so più cosa provare.",
    category: 'computer',
    cause:
      "Il guscio di plastica fornito con l'adattatore PATA→mSATA aveva tolleranze tali da spingere di lato i pin, quindi il connettore non faceva contatto; togliendo il guscio e inserendo l'adattatore ben allineato (si accendono i LED) tutto funziona.",
    keywords: ['adattatore', 'connettore', 'pin', 'allineamento', 'contatto', 'guscio'],
  },
  {
    id: 'pc-1005',
    source: 'https://hitoxu.com/?p=4506',
    original:
      '機嫌良く使っていたM545ですが、突然調子が悪くなりました。ドラッグができなくなったのです。その他、カーソルの操作、ホイール、クリックなどはまったく問題ありません。ウィンドウのバーをクリックして移動しようとドラッグをしようとすると、パッと離しちゃう感じなんです。うーん、もどかしい!!!直前にインストールしたソフトを一式アンインストールしたり、Macを再起動したり、マウスの電池を入れ替えたり再起動したりもしました。(…)最後にWindowsパソコンに刺してみたところ……ダメです。状況は同じ。ドラッグができません。',
    language: 'ja',
    text: "Il mio mouse Logitech M545, che usavo volentieri, all'improvviso ha cominciato a fare i capricci: non riesco più a trascinare. Il resto, puntatore, rotella, clic, va benissimo. Quando clicco sulla barra di una finestra per spostarla, è come se il tasto si rilasciasse subito. Che frustrazione! Ho disinstallato tutti i programmi installati poco prima, riavviato il Mac, cambiato le pile del mouse e riacceso. Alla fine l'ho provato anche su un PC Windows... niente, stessa cosa, non si riesce a trascinare.",
    category: 'computer',
    cause:
      'Chattering (rimbalzo del contatto) del microswitch del tasto sinistro del mouse, non un problema software; risolto azionando ripetutamente il tasto (clic-clic insistito) finché il contatto ha ripreso a funzionare.',
    keywords: ['microswitch', 'tasto', 'contatto', 'rimbalzo', 'mouse'],
  },
  {
    id: 'pc-1006',
    source: 'https://jun.typepad.jp/junhara/2005/07/post_884d.html',
    original:
      '私のパソコンが最近奇妙な動きをする。アイコンをクリックすると、そのソフトが二つ同時に起動する。1度のクリックで2度クリックした状態になる。フォルダをクリックするとフォルダの中のファイルまで勝手に開いてしまうのである。パソコンの終了ボタンを押しても終了しない。スタンバイにしてからでないと電源が落ちない。そんな奇妙な振る舞いをしていた。マウスの挙動がおかしいので、マウスの設定を何回かやり直した。それでも奇妙な振る舞いは直らない。もうこのパソコンも寿命が来たのかと思った。',
    language: 'ja',
    text: "Ultimamente il mio PC si comporta in modo strano. Se clicco su un'icona il programma si apre due volte. Un clic diventa un doppio clic. Se clicco su una cartella mi si aprono da soli anche i file dentro. Se premo il pulsante per spegnere non si spegne, si spegne solo se prima lo metto in standby. Visto che il mouse fa cose strane ho rifatto più volte le impostazioni del mouse, ma non è cambiato niente. Pensavo che il PC fosse arrivato a fine vita.",
    category: 'computer',
    cause:
      'Il guasto era nel mouse ottico stesso (contatto del tasto consumato che genera doppi clic); collegando un altro mouse il PC funziona normalmente.',
    keywords: ['mouse', 'tasto', 'contatto', 'doppio', 'clic', 'sostituire'],
  },
  {
    id: 'pc-1007',
    source: 'https://onoredekaiketsu.com/identify-cause-and-repair-because-pc-does-not-turn-on',
    original:
      '先日、普段利用しておらず滅多に電源を入れることさえないスリムPCの電源を久しぶりに入れたのだが、うんともすんとも言わずに全く無反応。電源コードを交換してみてもダメ。違うコンセントで試してもダメ。何をやっても全く反応が無い。マザーボードやCPU、メモリ等の故障であれば、電源を入れれば何かしらの反応があるはずなのだが、ファンが一瞬回ったり、ビープ音が鳴ることも無く完全沈黙。(…)マウスコンピューター:0812LM-iS441B-PL20W-XP(…)Windows XP時代の10年以上前のかなり古いPCですが、OSをWindows10に変更し、メモリを増量し、CPUをCore2 Quadに換装して利用していました。',
    language: 'ja',
    text: "Qualche giorno fa ho acceso dopo tanto tempo un PC slim che non uso quasi mai, e niente, nessuna reazione. Ho cambiato il cavo di alimentazione: niente. Ho provato un'altra presa: niente. Qualsiasi cosa faccia, nessun segno di vita: le ventole non girano nemmeno per un attimo, nessun bip, silenzio totale. È un Mouse Computer 0812LM-iS441B-PL20W-XP dell'epoca di Windows XP, più di 10 anni, ma ci avevo messo Windows 10, più RAM e un Core2 Quad.",
    category: 'computer',
    cause:
      "Alimentatore (PSU) interno guasto: provato con un alimentatore funzionante il PC si accende, quindi l'alimentatore è stato sostituito.",
    keywords: ['alimentatore', 'psu', 'guasto', 'sostituito', 'tensione'],
  },
  {
    id: 'pc-1008',
    source: 'https://blog.goo.ne.jp./camp8877/d/20211118',
    original:
      '毎日使っているパソコンとモニターだが、数日前から右端のモニターが点いたり消えたりとおかしな動きをする。モニターが壊れたか、グラフィックボードが壊れたかと調べたら、モニターに画像は表示されているがバックライトが点いてなくて真っ暗のままというのが分った。このモニターもかなり古くてそろそろ壊れてもおかしくない頃。',
    language: 'ja',
    text: "Uso il PC e i monitor tutti i giorni, ma da qualche giorno il monitor più a destra si accende e si spegne in modo strano. Ho controllato se fosse rotto il monitor o la scheda grafica e ho visto che l'immagine c'è, ma la retroilluminazione non si accende e lo schermo resta completamente nero. Il monitor è parecchio vecchio, ci sta che si rompa.",
    category: 'computer',
    cause:
      'Un condensatore elettrolitico gonfio (25V 1000µF) sulla scheda di alimentazione del monitor, che faceva spegnere la retroilluminazione; dissaldato e sostituito con uno di pari capacità e tensione maggiore, il monitor è tornato a funzionare.',
    keywords: ['condensatore', 'gonfio', 'alimentazione', 'retroilluminazione', 'sostituito'],
  },
  {
    id: 'pc-1009',
    source:
      'https://ucronia.it/w/shortcodes/blog-element/page/307/?section=fiction&sub=telefilm&ucronia=ralph',
    original:
      'Mi chiama mia sorella allarmata perchè tutti i suoi dati sono archiviati su un hard disk esterno che ora “non funziona”. (…) L’hard disk è un Lacie, la matricola sul retro riporta in piccolo N2870 perchè per il resto è un parallelepipedo nero con il fondo, il frontale e il retro in plastica e la copertura in alluminio verniciato. Solo un foro per il led di funzionamento, per l’ingresso USB e per il cavo di alimentazione. Attacco il disco a un mio pc ed effettivamente Windows Xp non lo vede minimamente.',
    language: 'it',
    text: 'Mi chiama mia sorella allarmata perchè tutti i suoi dati sono archiviati su un hard disk esterno che ora “non funziona”. (…) L’hard disk è un Lacie, la matricola sul retro riporta in piccolo N2870 perchè per il resto è un parallelepipedo nero con il fondo, il frontale e il retro in plastica e la copertura in alluminio verniciato. Solo un foro per il led di funzionamento, per l’ingresso USB e per il cavo di alimentazione. Attacco il disco a un mio pc ed effettivamente Windows Xp non lo vede minimamente.',
    category: 'computer',
    cause:
      "Il disco vero e proprio (un Samsung SATA da 500GB) era sano: si era guastata l'elettronica dell'interfaccia USB-SATA del box esterno LaCie, per questo Windows non lo vedeva.",
    keywords: ['interfaccia', 'usb', 'sata', 'box', 'elettronica', 'disco'],
  },
  {
    id: 'pc-1010',
    source: 'http://karamimochi.hatenablog.com/entry/2015/11/11/021258',
    original:
      '帰宅してPCの電源SWを押したのにPCが立ち上がらない。もう一度押す→電源ランプつく→数秒後に電源ランプ消える→もう一度押す を繰り返して何とかPCが立ち上がったかと思ったらPCの時計が2009年を指し示していた。(…)とりあえず時計をスマホ見ながら修正したのですが10分程すると、また時計が1時間ぐらい狂っていた。',
    language: 'ja',
    text: "Torno a casa, premo il tasto di accensione del PC e non parte. Lo ripremo: la spia si accende, dopo qualche secondo si spegne, lo ripremo... e avanti così finché in qualche modo il PC si è avviato, ma l'orologio segnava il 2009. Ho corretto l'ora guardando lo smartphone, ma dopo una decina di minuti l'orologio era di nuovo sfasato di circa un'ora.",
    category: 'computer',
    cause:
      'Batteria tampone a bottone (CR2032) della scheda madre esaurita dopo circa 6 anni; sostituita e sistemate le impostazioni del BIOS che si erano azzerate, il PC è tornato a funzionare.',
    keywords: ['batteria', 'tampone', 'cmos', 'cr2032', 'bios', 'scheda'],
  },
  {
    id: 'pc-1011',
    source: 'https://wireself.hatenadiary.org/entry/20070405/p2',
    original:
      'かれこれ2年余り使ってるSOTEC AL7190CLだがUSB接続した機器を認識してくれなかったり突然切断されたりすることが時折あった。それが最近ますます頻繁になり、とうとうまったくうんともすんとも言わなくなった。まあぶっちゃけ半月ほど前に1mほどの高さを落っことしたりしてたこともあって、これは諦めるしかないかも知れんね、とかも思った',
    language: 'ja',
    text: "Ho un portatile SOTEC AL7190CL che uso da più di due anni: ogni tanto non riconosceva i dispositivi collegati via USB oppure si scollegavano all'improvviso. Ultimamente succedeva sempre più spesso e alla fine le USB non danno più alcun segno di vita. A dire il vero circa due settimane fa mi è caduto da circa un metro d'altezza, quindi pensavo di doverci rinunciare.",
    category: 'computer',
    cause:
      'Il cavo piatto che porta le porte USB alla scheda era completamente sfilato dal suo connettore (era tenuto solo da qualche pezzo di nastro); reinserito saldamente nel connettore, le USB funzionano di nuovo benissimo.',
    keywords: ['cavo', 'flat', 'connettore', 'usb', 'sfilato', 'reinserito'],
  },
  {
    id: 'pc-1012',
    source: 'http://tamagotrainpc.blogspot.com/2015/01/pc-pc.html',
    original:
      '起動時、自作PCから異音(…)PCからガリガリという異音が 先月ほどからPCを起動したとき「ガリガリ」という、異音が発生していた',
    language: 'ja',
    text: "Il PC che mi sono assemblato fa un rumore strano all'accensione: da circa un mese, quando lo accendo, si sente un rumore tipo di grattata, 'gari-gari'.",
    category: 'computer',
    cause:
      'Il rumore veniva da una ventola del case difettosa; sostituita con una ventola nuova silenziosa (Silent 8), il problema è risolto.',
    keywords: ['ventola', 'case', 'rumore', 'sostituita', 'difettosa'],
  },
  {
    id: 'pc-1013',
    source: 'http://conund.blogspot.com/',
    original:
      "This morning I took my parents' computer apart to try and fix the power button. Basically, the little, plastic disc with marked with the 0 with the 1 inside it is actually just a sort of cover for the actual button, which is a tiny, black, plastic box with a little shaft sticking out of it. (…) What seemed to have happened was that someone had pressed the button to hard, pressing the button into the computer and causing the cover to fall out. It was imposible to turn the computer on without sticking a pencil or somthing in.",
    language: 'en',
    text: "Il pulsante di accensione del computer dei miei genitori non va più. Il dischetto di plastica col simbolo 0/1 è solo una specie di copertura del pulsante vero, che è una scatolina nera di plastica con un perno che sporge. A quanto pare qualcuno ha premuto il pulsante troppo forte, l'ha spinto dentro il computer e la copertura è caduta. Adesso è impossibile accendere il computer senza infilarci una matita o qualcosa del genere.",
    category: 'computer',
    cause:
      "Si era rotto il supporto di plastica del frontale che tiene in sede il microinterruttore di accensione (qualcuno aveva provato a bloccarlo con della carta piegata); l'interruttore è stato rimesso in posizione e incollato con colla epossidica (Araldite) e ora il pulsante funziona.",
    keywords: ['interruttore', 'pulsante', 'accensione', 'supporto', 'rotto', 'incollato'],
  },
  {
    id: 'pc-1014',
    source: 'https://forum.eselsstieg.de/viewtopic.php?start=285&t=73',
    original:
      'Seit langem mal wieder ein schrecklicher Morgen für einen Computerfreak. Wie sonst auch immer, 10 vor 6 aus dem Bett. Kiste an, Kaffeemaschine ebenfalls (…) Bis zum Wellensittich ging das ja heute noch, aber beim PC hörte es auf. Erst hatte ich ein kunterbuntes Bild und dann ein tiefes schwarzes Loch. (…) Den PC mehrmals neugestartet und sogar gewaltsam resetet, bis dann irgendwann gar nichts mehr ging.',
    language: 'de',
    text: "Stamattina, come sempre alle sei meno dieci, accendo il PC e la macchina del caffè, ma col PC non c'è stato verso. Prima un'immagine tutta colorata e poi un buco nero, schermo completamente nero. Ho riavviato il PC più volte e l'ho perfino resettato a forza, finché a un certo punto non andava più niente.",
    category: 'computer',
    cause:
      'La scheda grafica non era più ben inserita nel suo slot; tolta e rimontata (dopo un paio di tentativi) il PC è ripartito e funziona di nuovo normalmente.',
    keywords: ['scheda', 'grafica', 'slot', 'reinserita', 'contatto'],
  },
  {
    id: 'pc-1015',
    source: 'http://tagebuch.loewenmaul.de/2001/11/24/1055/',
    original:
      'Gestern Abend schaltete ich den PC wie gewohnt ein. Alles ganz normal. Zwei Stunden später wollte ich noch mal ran, um endlich die Autorendatei für das Wellenbrecher-Adventskalender- und Buchprojekt fertig zu stellen. Nichts ging mehr – keine Reaktion. Der PC fuhr einfach nicht mehr hoch. Ausgerechnet jetzt!',
    language: 'de',
    text: "Ieri sera ho acceso il PC come al solito, tutto normale. Due ore dopo volevo rimettermici per finire finalmente il file degli autori per il progetto del calendario dell'avvento e del libro 'Wellenbrecher'. Niente più, nessuna reazione. Il PC semplicemente non si avvia più. Proprio adesso!",
    category: 'computer',
    cause:
      "Scheda madre guasta (e da sostituire anche la CPU) a causa di errori commessi nell'assemblaggio del PC; in negozio hanno cambiato scheda madre e processore e tutto ha funzionato subito.",
    keywords: ['scheda', 'madre', 'processore', 'guasta', 'sostituita', 'assemblaggio'],
  },
  {
    id: 'pc-1016',
    source: 'http://blog.qscope.org/2013/06/07/reparation-de-mon-imac-intel-early-2008/',
    original:
      'Mon micro-ordinateur principal pour le travail est un iMac 20″ avec Core 2 Duo 2,4 GHz que nous avons acheté il y a déjà cinq ans. (…) Sauf que là, j’étais en train de lui faire faire des calculs et l’iMac s’est éteint brusquement pour ne plus se rallumer. J’ai vérifié tout ce qui était basique (câbles, onduleur…) fait la procédure du reset de la SMC (micro-contrôleur qui coordonne l’alimentation et les ventilateurs) mais rien ne changeait.',
    language: 'fr',
    text: 'Il mio computer principale per lavoro è un iMac 20" Core 2 Duo 2,4 GHz comprato cinque anni fa. Mentre gli facevo fare dei calcoli si è spento di colpo e non si è più riacceso. Ho controllato tutte le cose di base (cavi, gruppo di continuità...) e ho fatto il reset dell\'SMC (il microcontrollore che coordina alimentazione e ventole), ma non è cambiato niente.',
    category: 'computer',
    cause:
      "Alimentatore interno dell'iMac guasto; aperto l'iMac e sostituito l'alimentatore, il computer è stato riparato.",
    keywords: ['alimentatore', 'interno', 'guasto', 'sostituito', 'psu'],
  },
  {
    id: 'pc-1017',
    source: 'https://journaldulapin.com/2016/12/01/recap-powerbook-macintosh',
    original:
      'Dans mon bureau, j’avais deux machines qui posaient quelques soucis : un PowerBook 100 et un Macintosh Classic. Elles ne démarraient pas à chaque essais, et le disque dur avait tendance à ne pas fonctionner sur le Macintosh Classic.',
    language: 'fr',
    text: 'In ufficio ho due macchine che mi danno qualche problema: un PowerBook 100 e un Macintosh Classic. Non si avviano a ogni tentativo, e sul Macintosh Classic il disco rigido tende a non funzionare.',
    category: 'computer',
    cause:
      'Condensatori elettrolitici invecchiati (macchine di circa 25 anni) che non funzionavano più bene; fatti sostituire, entrambe le macchine si avviano ogni volta e il Classic parte sia dal disco che dalla ROM.',
    keywords: ['condensatori', 'elettrolitici', 'invecchiati', 'sostituiti', 'scheda'],
  },
  {
    id: 'pc-1018',
    source: 'http://mac-drive-through.blogspot.com/2012/11/blog-post.html',
    original:
      '3年ほど前から hp 社の Photosmart C309-G というプリンターを使っているのですが、久しぶりに印刷してみようと思ったら フォトペーパーが給紙ジャム モノクロ印字でエラーはないのに印刷結果は真っ白 という二つの現象が発生しました。(…)「2.」のモノクロ印字で真っ白は、何度もプリンタの「インクカートリッジのクリーニング」を行っても治らなかった',
    language: 'ja',
    text: "Uso da circa tre anni una stampante HP Photosmart C309-G e, volendo stampare dopo tanto tempo, sono comparsi due problemi: la carta fotografica si inceppa in alimentazione, e stampando in bianco e nero non dà nessun errore ma il foglio esce completamente bianco. Il foglio bianco in monocromatico non si è risolto nemmeno facendo più volte la 'pulizia delle cartucce' dalla stampante.",
    category: 'computer',
    cause:
      "Testina di stampa intasata da inchiostro secco: smontata la stampante e lasciata la testina a bagno in acqua bollente, il nero è tornato a stampare; l'inceppamento della carta fotografica è migliorato pulendo i rulli di alimentazione con un cotton fioc.",
    keywords: ['testina', 'intasata', 'inchiostro', 'ugelli', 'rulli', 'pulizia'],
  },
  {
    id: 'pc-1019',
    source: 'https://blog.oisiso.com/2020/09/why_usb.html',
    original:
      '今朝、『ワンス・アポン・ア・タイム・イン・ハリウッド』の背景を調べるためにデクストップの電源を入れたら、いつものようにWindowsの開始される画面がいつになっても表示されない。何分待っても画面は真っ黒のままである。おとといまでピンピンしていたPCなのに、一体どうしたというのだろうか(…)何かPCが不調になるような事を最近行わなかったかを考えた。思い当たるフシがない。',
    language: 'ja',
    text: "Stamattina ho acceso il PC fisso per cercare il retroscena di 'C'era una volta a... Hollywood' e la solita schermata di avvio di Windows non arriva mai. Aspetto diversi minuti ma lo schermo resta nero. Fino all'altro ieri il PC andava benissimo, cosa gli sarà successo? Ho pensato se di recente avessi fatto qualcosa che potesse metterlo in crisi, ma non mi viene in mente niente.",
    category: 'computer',
    cause:
      'Era rimasta inserita una chiavetta USB che non era sua (il PC è condiviso in famiglia) e il PC cercava di avviarsi da quella; tolta la chiavetta, Windows è partito come se niente fosse.',
    keywords: ['chiavetta', 'usb', 'avvio', 'boot', 'ordine', 'rimossa'],
  },
  {
    id: 'pc-1020',
    source: 'https://tipstour.net/?p=12931',
    original:
      'いつの頃からか、自宅のWindows7のメインPCがWindowsのインストールメディア(CD)を入れておかないと起動しない状態になっていました。インストールメディアを入れない状態でPCの電源をONにすると、真っ黒画面に白い入力バーが点滅したままの状態になってしまいます。Windows7のインストールメディアを挿入した状態だと通常通り起動してくれるので、そのまま放置していたのだけど…。別の音楽CDを入れっぱなしにしたままシャットダウンしていたりするとまたWindowsが起動してくれなくなったりするので、なんだか気持ち悪いんですよね。',
    language: 'ja',
    text: 'Da un certo momento il PC principale di casa con Windows 7 non si avvia se non lascio inserito il disco di installazione di Windows. Se lo accendo senza, resta su uno schermo nero con un cursore bianco che lampeggia. Con il disco di installazione di Windows 7 dentro parte normalmente, quindi avevo lasciato perdere... ma se lo spengo con dentro un altro CD, per esempio di musica, Windows di nuovo non parte, ed è una cosa che mi dà fastidio.',
    category: 'computer',
    cause:
      "Problema di ordine di avvio nel BIOS: il PC cercava di avviarsi da un altro disco rigido non avviabile; escluso quel disco dalla sequenza e corretto l'ordine tra gli HDD, Windows parte senza CD.",
    keywords: ['ordine', 'avvio', 'bios', 'boot', 'disco', 'sequenza'],
  },
  {
    id: 'pc-1021',
    source: 'http://blog.matse.ch/2010/09/?print=print-search',
    original:
      'Canon Pixma iP4500 Ein lautes quitschen und einige blinkende LEDs, das war alles was dem Canon Tintenstrahldrucker noch zu entlocken war. Der Grund dafür war ebenfalls recht schnell klar; Papierstau. Nachdem ich die hintere Luke geöffnet und das Papier vorsichtig herausgepult hatte begann ein neuer Druckerlauf. Doch oh weh… diesmal zerknitterte das Papier derart, dass ich es bei aller Sorgfalt nicht mehr an einem Stück herausbringen konnte.',
    language: 'de',
    text: "Dalla mia stampante a getto d'inchiostro Canon Pixma iP4500 non riesco più a ottenere altro che un forte cigolio e qualche LED che lampeggia. Il motivo era chiaro abbastanza in fretta: inceppamento della carta. Ho aperto lo sportello posteriore e tirato fuori il foglio con attenzione, e la stampante ha ripreso a stampare. Ma ahimè... stavolta il foglio si è accartocciato talmente che, con tutta la cura possibile, non sono più riuscito a tirarlo fuori tutto intero.",
    category: 'computer',
    cause:
      'Dopo gli inceppamenti erano rimasti pezzetti di carta incastrati nella guida carta e/o il sensore della carta era rimasto bloccato; facendo passare con cautela, a stampante spenta, un cartoncino sottile ma rigido attraverso la guida carta, i frammenti sono usciti, il sensore si è sbloccato e la stampante funziona di nuovo.',
    keywords: ['carta', 'frammenti', 'sensore', 'guida', 'inceppamento', 'cartoncino'],
  },
  {
    id: 'pc-1022',
    source: 'https://albao.wordpress.com/2010/11/02/brand-new-laptop-battery-doesnt-work/',
    original:
      'I just received a brand-new laptop battery for my old-beater MPC Micron Transport T1200 machine. Out of the box, I immediately installed the battery into the laptop, plugged in the power adapter, and booted up. To my surprise, the OS read that the battery was at a 100% full charge. (…) After about 5 hours of the laptop being plugged in and turned on, I unplugged the power cable to test how much battery life I would get from this supposed 100% charged battery. As soon as I unplugged the power cable, the computer went dead – no power at all.',
    language: 'en',
    text: "Mi è appena arrivata una batteria nuova di zecca per il mio vecchio portatile MPC Micron Transport T1200. Appena tolta dalla scatola l'ho montata, ho collegato l'alimentatore e l'ho acceso. Con mia sorpresa il sistema operativo diceva che la batteria era carica al 100%. Dopo circa 5 ore acceso e collegato alla corrente ho staccato il cavo per vedere quanta autonomia avevo con questa batteria 'carica al 100%': appena ho staccato l'alimentatore il computer si è spento di colpo, nessuna alimentazione.",
    category: 'computer',
    cause:
      "La batteria non era difettosa: il portatile ne leggeva male lo stato (la credeva piena e non la caricava). Reset: staccato alimentatore e batteria, tenuto premuto il tasto di accensione 30 secondi, rimessa la batteria e collegato l'alimentatore tenendo premuto il tasto; il LED ha iniziato a segnalare la carica e la batteria si è caricata normalmente.",
    keywords: ['batteria', 'reset', 'carica', 'stato', 'controller', 'alimentazione'],
  },
  {
    id: 'pc-1024',
    source:
      'https://www.chrismendlatech.com/2015/03/pc-wont-boot-dont-panic-disconnect-any-devices-and-try-again/',
    original:
      'I was in the middle of trying to meet some deadlines when my Windoze machine slowed down to a crawl. I decided to take the time to apply the Windows updates and reboot. When I rebooted the machine would not get past the HP boot screen. I did some preliminary checks like reseating the memory chips and blowing the dust out of the unit….',
    language: 'en',
    text: 'Ero nel pieno delle scadenze quando il mio PC Windows ha cominciato ad andare lentissimo. Allora ho approfittato per installare gli aggiornamenti di Windows e riavviare. Al riavvio però la macchina non va oltre la schermata di avvio HP. Ho fatto i primi controlli, tipo rimettere in sede i banchi di memoria e soffiare via la polvere dal case.',
    category: 'computer',
    cause:
      "Un hub USB collegato al PC, con telefono e tablet attaccati per dati e ricarica, impediva l'avvio; scollegato l'hub il PC si è avviato perfettamente (i dispositivi USB collegati possono bloccare il boot).",
    keywords: ['usb', 'hub', 'dispositivi', 'avvio', 'scollegati', 'boot'],
  },
];
