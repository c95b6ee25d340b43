import type { RealCase } from './types.ts';

/**
 * Batch 25 of real elettrodomestici reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix, or whose device was someone else's, were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'el-2501',
    source: 'https://patrickhenrypdx.blogspot.com/2007/10/bosch-dishwasher-repairshu43c-shu43c05.html',
    original: 'the dishwasher had become very loud when washing, with a significant squeal factor.',
    language: 'en',
    text: 'La mia lavastoviglie Bosch (SHU43C05) è diventata molto rumorosa durante il lavaggio, con un fischio/stridio bello forte.',
    category: 'elettrodomestici',
    cause:
      'La pompa di circolazione perdeva: guarnizione e girante usurate. Sostituite guarnizione e girante della pompa con il kit di riparazione: il rumore è sparito.',
    keywords: ['pompa', 'circolazione', 'guarnizione', 'girante', 'usurata'],
  },
  {
    id: 'el-2502',
    source: 'http://mikekraus.blogspot.com/2013/11/how-to-fix-your-broken-lid-switch-on.html',
    original:
      'Anyway, our Kenmore 80 Series wash machine stopped working the other day.  Well, not completely.  It would run until it reached the "spin cycle" and stop, leaving the clothes sitting in dirty water.  Checked the hose in back and it was clear.',
    language: 'en',
    text: "La nostra lavatrice Kenmore 80 Series l'altro giorno ha smesso di funzionare. Beh, non del tutto: va avanti finché arriva alla centrifuga e lì si ferma, lasciando i panni a mollo nell'acqua sporca. Ho controllato il tubo dietro ed è libero.",
    category: 'elettrodomestici',
    cause:
      "L'interruttore di sicurezza del coperchio (lid switch) era rotto, con pezzi di plastica staccati, quindi la macchina credeva il coperchio aperto e non centrifugava. Sostituito l'interruttore (circa 11 dollari).",
    keywords: ['interruttore', 'coperchio', 'sicurezza', 'rotto', 'plastica'],
  },
  {
    id: 'el-2503',
    source: 'https://ukcaving.com/board/index.php?topic=27721.0',
    original:
      "So yesterday morning, the washing machine wouldn't drain, the pump tried, but wouldn't run. I removed the hose and drained it by gravity out the back door.",
    language: 'en',
    text: "Ieri mattina la lavatrice non scaricava: la pompa ci provava ma non girava. Ho staccato il tubo e l'ho svuotata per gravità fuori dalla porta sul retro.",
    category: 'elettrodomestici',
    cause:
      'Un blocco di calcare si era incastrato nella pompa di scarico e la bloccava. Smontata la pompa, tolto il calcare e decalcificata: la pompa è tornata a scaricare normalmente.',
    keywords: ['pompa', 'scarico', 'calcare', 'bloccata', 'incrostazione'],
  },
  {
    id: 'el-2504',
    source: 'http://1000uf.com/technical/repair-electric-fan.html',
    original:
      'This electric fan is over twenty years old. After using it every day during one summer, it eventually requires more time to spinning to its full speed. When it first began to need more time to spin the blades, it only needed few seconds, and then prolonged to ten seconds, and eventually a full minute and finally it would just move slightly and never really again at normal speed.',
    language: 'en',
    text: "Ho un ventilatore elettrico di più di vent'anni. Dopo averlo usato tutti i giorni per un'estate, ci mette sempre più tempo ad arrivare alla velocità piena. All'inizio gli servivano pochi secondi per far girare le pale, poi dieci secondi, poi un minuto intero, e alla fine si muove appena e non arriva più alla velocità normale.",
    category: 'elettrodomestici',
    cause:
      'Il condensatore di avviamento del motore (film 2 µF 400 V) si era esaurito. Sostituito con uno equivalente, il ventilatore è tornato a funzionare normalmente.',
    keywords: ['condensatore', 'avviamento', 'motore', 'esaurito', 'ventilatore'],
  },
  {
    id: 'el-2505',
    source: 'http://www.rlspeedway.com/macgor/raceway/how-to-service-a-table-fan.htm',
    original:
      'This Hestar table fan problem was not rotating even if it already switched "On". You could hear a sound coming from the motor and when I try turning the propeller I found it to be stuck!',
    language: 'en',
    text: "Il mio ventilatore da tavolo Hestar non gira anche se è acceso. Si sente un rumore che viene dal motore e quando provo a girare l'elica a mano è bloccata!",
    category: 'elettrodomestici',
    cause:
      "Polvere e sporco accumulati negli anni avevano bloccato l'albero del motore (bronzine secche). Pulito con aspirapolvere e pennello e lubrificato l'albero con olio: l'albero gira libero e il motore riparte.",
    keywords: ['albero', 'motore', 'polvere', 'bronzine', 'lubrificazione', 'bloccato'],
  },
  {
    id: 'el-2506',
    source: 'http://blog.applejackcreek.com/2011/12/washing-machines-really-do-eat-socks.html',
    original:
      'The washer has been acting weird for the last few days – insisting that it has too many suds, and trying over and over and over again to drain the water from the drum.\n\nAfter yet another load of laundry got stuck in a seemingly endless cycle, I decided to do some troubleshooting.',
    language: 'en',
    text: "Da qualche giorno la lavatrice fa cose strane: insiste che c'è troppa schiuma e prova ancora e ancora e ancora a scaricare l'acqua dal cestello. Dopo l'ennesimo carico rimasto bloccato in un ciclo che sembrava infinito, ho deciso di capire cosa c'era che non andava.",
    category: 'elettrodomestici',
    cause:
      'Un calzino era finito nella pompa di scarico e la ostruiva. Ribaltata la lavatrice, staccato il tubo di scarico e tolto il calzino dalla pompa.',
    keywords: ['pompa', 'scarico', 'ostruita', 'calzino', 'intasata'],
  },
  {
    id: 'el-2507',
    source: 'http://yarnfloozies.blogspot.com/2010/01/anatomy-of-dishwasher.html',
    original:
      "I am amazed at how a dishwasher can go from working to sounding like it's going to cough up cutlery in less than 10 seconds. The dishwasher sounded a little rough at the beginning of the cycle but by the time it was draining, I really thought something large was being ground up.",
    language: 'en',
    text: "Non ci posso credere: la lavastoviglie in meno di 10 secondi è passata dal funzionare normalmente a fare un rumore come se stesse per sputare fuori le posate. All'inizio del ciclo si sentiva un po' ruvida, ma quando è arrivata allo scarico sembrava davvero che stesse macinando qualcosa di grosso.",
    category: 'elettrodomestici',
    cause:
      "Smontati pompa e motore, la girante superiore della pompa di lavaggio (quella che spinge l'acqua nei bracci) era spezzata in due; va sostituita. Anche la guarnizione vecchia di 10 anni perdeva e andava cambiata.",
    keywords: ['girante', 'pompa', 'lavaggio', 'rotta', 'guarnizione'],
  },
  {
    id: 'el-2508',
    source: 'https://www.davidpullara.com/post/dollars-and-sense',
    original: 'Last week, the brush at the bottom of my Bissell vacuum cleaner stopped spinning.',
    language: 'en',
    text: 'La settimana scorsa la spazzola sotto il mio aspirapolvere Bissell ha smesso di girare.',
    category: 'elettrodomestici',
    cause:
      'Smontata la parte inferiore: la cinghia di gomma che fa girare la spazzola rotante si era spezzata; va sostituita la cinghia.',
    keywords: ['cinghia', 'spazzola', 'rotta', 'gomma', 'trascinamento'],
  },
  {
    id: 'el-2509',
    source: 'http://www.vec.com/2014/07/24/when-electrical-attacks/',
    original:
      'When I got home on Tuesday I learned from En that the dishwasher had stopped working.\n\nShe’d done the standard cleaning and stuff to it but it just seemed to not do anything on the front panel. No lights, nothing.',
    language: 'en',
    text: 'Martedì, tornato a casa, ho saputo da En che la lavastoviglie aveva smesso di funzionare. Lei aveva già fatto la solita pulizia e i soliti controlli, ma il pannello frontale sembra non fare proprio niente. Nessuna luce, niente.',
    category: 'elettrodomestici',
    cause:
      "Nella scatola di collegamento sotto la lavastoviglie il morsetto (mammut/wire nut) della fase faceva un cattivo contatto: si è surriscaldato, ha fuso l'isolante e il filo si è staccato. Tagliata la parte bruciata e rifatto il collegamento, la lavastoviglie ha ripreso a funzionare.",
    keywords: ['collegamento', 'morsetto', 'surriscaldato', 'filo', 'alimentazione', 'bruciato'],
  },
  {
    id: 'el-2510',
    source: 'http://graywaves.blogspot.com/2010/05/dishwasher-of-fire.html',
    original:
      'Dustin finished loading the dishwasher this morning after breakfast as we were preparing to do our Saturday activities...all of a sudden we hear "holy crap - the dishwasher just sent a spark across the floor" after the dishwasher door was shut. We look a bit further....yup - the fuse is blown.',
    language: 'en',
    text: 'Stamattina dopo colazione abbiamo finito di caricare la lavastoviglie e, appena chiuso lo sportello, all\'improvviso: "accidenti, la lavastoviglie ha sparato una scintilla sul pavimento!". Guardando meglio... sì, il fusibile è saltato.',
    category: 'elettrodomestici',
    cause:
      "Un filo di alimentazione lungo il lato dello sportello era schiacciato/danneggiato e andava in corto quando si chiudeva la porta. Riparato l'isolamento del filo danneggiato con nastro isolante.",
    keywords: ['filo', 'schiacciato', 'cortocircuito', 'sportello', 'fusibile', 'isolamento'],
  },
  {
    id: 'el-2511',
    source: 'http://sfogobenefico.blogspot.it/2010/03/riparazione-macchina-caffe-espresso.html',
    original:
      "A casa uso una macchinetta per il caffè espresso, una Gaggia modello Carezza, che da molti anni fa il suo dovere e su cui periodicamente eseguo dei cicli di manutenzione programmata.Non la uso io ma mi è stato segnalato che perde acqua quando va in pressione nell'erogare il prezioso liquido degli dèi.",
    language: 'it',
    text: "A casa uso una macchinetta per il caffè espresso, una Gaggia modello Carezza, che da molti anni fa il suo dovere e su cui periodicamente eseguo dei cicli di manutenzione programmata.Non la uso io ma mi è stato segnalato che perde acqua quando va in pressione nell'erogare il prezioso liquido degli dèi.",
    category: 'elettrodomestici',
    cause:
      "La guarnizione del gruppo erogatore (quella che tiene la pressione sotto il filtro di uscita dell'acqua) era usurata e non teneva più; l'autore ha smontato la macchina e l'ha sostituita con una nuova da 2 euro.",
    keywords: ['guarnizione', 'usurata', 'gruppo', 'erogatore', 'pressione'],
  },
  {
    id: 'el-2512',
    source: 'https://gato.intaa.net/archives/49244',
    original:
      '2018年に購入した広電の据置き型扇風機。毎年夏にサーバラックに風を吹きかけるために使用している。今年が使用4年めで、製品の寿命としては「設計上の標準使用期間5年」ということになっているのでこの記事を書いている2022年夏の時点であと1年は使えてもおかしくはない。ただ、この製品、2年めからモーターの軸が焼き付いたように重くなり回転が遅くなったりスイッチオン時になかなか回転しなくなっていた。',
    language: 'ja',
    text: "Ho un ventilatore da pavimento Koden comprato nel 2018, lo uso ogni estate per soffiare aria sul rack dei server. Dal secondo anno l'asse del motore è diventato duro come se si fosse grippato: le pale girano lente e quando lo accendo fa fatica a partire.",
    category: 'elettrodomestici',
    cause:
      "I cuscinetti (bronzine) dell'albero motore erano rimasti a secco: l'olio per macchine si esauriva in fretta. Smontato il motore e lubrificati i cuscinetti anteriore e posteriore con grasso, il ventilatore è tornato a girare.",
    keywords: ['cuscinetto', 'lubrificazione', 'grasso', 'albero', 'motore', 'secco'],
  },
  {
    id: 'el-2513',
    source: 'https://blog.goo.ne.jp./menkarm/d/20231215',
    original:
      '同じ扇風機の羽根の回転が再び遅くなった。\nコンデンサーが安物で、また容量が抜けたかと思ったが、羽根を手で回すと抵抗があって重いのに気が付いた。\n実は前回の修理前でも回転が重かったり「キュッ」と異音が出る症状は何度も起きており、その度にサラサラの潤滑油や粘りのあるグリスを塗るが、早くて数日、持っても数週間でまた故障の繰り返し。',
    language: 'ja',
    text: 'Il mio ventilatore ha di nuovo le pale che girano lente. L\'anno scorso gli avevo già cambiato il condensatore e pensavo fosse di nuovo quello, ma girando le pale a mano sento che sono dure, fanno resistenza. Già prima del guasto precedente capitava spesso che girasse pesante o facesse un cigolio tipo "kyu", e il problema continuava a ripresentarsi dopo pochi giorni o qualche settimana.',
    category: 'elettrodomestici',
    cause:
      "Il guasto era nel cuscinetto posteriore del motore, senza lubrificazione; tolti copertura e ingranaggi dell'oscillazione, ha messo alcune gocce di olio nel cuscinetto ripulendo l'olio sporco, e il ventilatore ha ripreso a girare leggero (con olio di palma ha tenuto oltre un anno).",
    keywords: ['cuscinetto', 'posteriore', 'lubrificazione', 'olio', 'motore', 'attrito'],
  },
  {
    id: 'el-2514',
    source: 'https://www.imasaratekina.com/entry/2023/05/14/163621',
    original:
      'くるくるドライヤーというのはPanasonicの商品名で、うちの家族がほぼ毎日使っている家電でして、例の「ヒートガンという名のドライヤー」よりも古株なんです。\n価格.comのカテゴリ的にはカールドライヤーと言うようで、温風が出なくなったから新しいヤツを買おうかと価格チェックしてみてビックリ、こんな所にも物価高の影響が出てきているじゃありませんか!',
    language: 'ja',
    text: 'La spazzola ad aria calda Panasonic "Kurukuru Dryer" (un arricciacapelli/asciugacapelli a spazzola) che in famiglia usiamo quasi tutti i giorni, ed è pure bella vecchia, ha smesso di fare aria calda. Stavo per comprarne una nuova ma i prezzi sono saliti parecchio.',
    category: 'elettrodomestici',
    cause:
      "Non era rotta: l'autore l'ha smontata e pulita all'interno dallo sporco/polvere accumulati, e dopo il rimontaggio ha ripreso a soffiare aria calda.",
    keywords: ['polvere', 'sporco', 'pulizia', 'smontaggio', 'interno'],
  },
  {
    id: 'el-2515',
    source: 'https://arnowelzel.de/toaster-wartung',
    original:
      'Nach vielen Jahren regelmäßiger Nutzung gibt es aber auch ein paar Probleme: die „Stop“-Taste funktioniert nicht mehr und die Mechanik ist schwergängig geworden, so dass man am Ende des Toastvorgangs den Schieber von Hand nach oben drücken muss, weil er von alleine nicht mehr ganz nach oben kommt.',
    language: 'de',
    text: 'Il mio tostapane Severin, dopo tanti anni di uso regolare, ha un paio di problemi: il tasto "Stop" non funziona più e la meccanica è diventata dura, tanto che a fine tostatura devo spingere su la leva a mano perché da sola non risale più del tutto.',
    category: 'elettrodomestici',
    cause:
      "Il tasto Stop è un contatto a lamella a scatto (cupola metallica) che si muoveva ancora ma non chiudeva più il circuito perché lamella e piste erano sporche: pulite con una gomma da cancellare, il tasto è tornato a funzionare; la durezza della meccanica è stata sistemata intervenendo sull'asta metallica verticale su cui scorre il carrello.",
    keywords: ['contatti', 'sporco', 'lamella', 'pulsante', 'pulizia', 'meccanica'],
  },
];
