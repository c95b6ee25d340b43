import type { RealCase } from './types.ts';

/**
 * Batch 28 of real phone, tablet and e-reader reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix, or whose cause was inferred by the helper, were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'sp-2801',
    source: 'https://github.com/NovaFusion/android_device_samsung_golden/issues/35',
    original:
      "hi, maybe is an issue or battery problem but everytime i charge (full) the phone i find it powered off.\ni've changed my battery last monts and have done full reset before installing the last rom.",
    language: 'en',
    text: "Ciao, forse è un bug o un problema di batteria, ma ogni volta che carico il telefono (fino al 100%) lo ritrovo spento. Ho cambiato la batteria qualche mese fa e ho fatto un reset completo prima di installare l'ultima ROM.",
    category: 'smartphone',
    cause:
      "Il problema era la batteria (quella sostituita mesi prima era difettosa): l'autore ha comprato un'altra batteria e il telefono non si spegne più a fine carica.",
    keywords: ['batteria', 'difettosa', 'sostituita', 'carica', 'spegnimento'],
  },
  {
    id: 'sp-2802',
    source: 'http://lifeisbetterbythepool.blogspot.com/2014/06/help-i-just-dropped-my-nook-color-in.html',
    original:
      'Yes, I dropped my Nook in the tanning deck area of the pool last year. [...] I was lounging in the chaise lounge chair, reading, and I fell asleep.  Needless to say I woke up rather suddenly when I heard my Nook "splash" into the water.  I panicked. [...] I quickly dried it off with my towel and tried to turn it on.  Nothing.  And I mean nothing.',
    language: 'en',
    text: "Sì, l'anno scorso mi è caduto il Nook (Nook Color) nella zona bassa della piscina. Stavo leggendo sdraiata sul lettino e mi sono addormentata; mi sono svegliata di colpo sentendo lo \"splash\" del Nook in acqua. Ho avuto un attacco di panico. L'ho asciugato subito con l'asciugamano e ho provato ad accenderlo: niente. Ma proprio niente.",
    category: 'smartphone',
    cause:
      "L'e-reader era bagnato dentro dopo la caduta in acqua: lasciato spento in un sacchetto pieno di riso crudo per una settimana finché l'umidità è andata via, poi ricaricato, ha ripreso a funzionare perfettamente.",
    keywords: ['acqua', 'umidità', 'asciugatura', 'riso', 'bagnato'],
  },
  {
    id: 'sp-2803',
    source: 'https://www.robertsky.com/notepad/20130626/quick-phone-repair/',
    original:
      'Anyway, I ordered the USB connector for my Samsung Galaxy S2 from Amazon. When I came back from Europe, I went for a stayover at a chalet in Sentosa with my beloved SAAT exco team. Little did I know that the phone touched some water leaked from nowhere. Since then, it had been giving me charging issues.\n\nThe phone is already out of warranty.',
    language: 'en',
    text: "Il mio Samsung Galaxy S2 durante un weekend in uno chalet è finito a contatto con un po' d'acqua che perdeva da chissà dove, senza che me ne accorgessi. Da allora ha problemi a caricarsi. Il telefono è già fuori garanzia.",
    category: 'smartphone',
    cause:
      "Il connettore USB di ricarica (scheda/flat del connettore) si era danneggiato dopo il contatto con l'acqua. L'autore ha sostituito da solo il connettore USB seguendo un video e, dal grafico della batteria, la ricarica è tornata normale.",
    keywords: ['connettore', 'usb', 'ricarica', 'acqua', 'sostituito'],
  },
  {
    id: 'sp-2804',
    source: 'https://sheepskinandalpaca.com/blogs/sheepskin-blogs/time-to-fix-what-one-broke-in-2024',
    original:
      "as time wore on, charging got persnickety. You had to jigger the connecting piece in just the right way. With each passing week, I was forced to learn new angles to prop it. I'd lean it against a Kleenex box ... stack it on a pile of Post-it notes ... or sandwich it between two books. The slightest shift would plunge it back into the powerless abyss.",
    language: 'en',
    text: 'Col tempo il mio telefono Android ha cominciato a fare i capricci quando lo carico: devo muovere lo spinotto in un modo preciso, e ogni settimana devo inventarmi una posizione nuova per appoggiarlo, contro la scatola dei fazzoletti, sopra i post-it o in mezzo a due libri. Basta un niente che si sposti e smette di caricare.',
    category: 'smartphone',
    cause:
      "La porta di ricarica era intasata di polvere accumulata, che impediva allo spinotto di entrare fino in fondo. In negozio l'hanno pulita con aria compressa e il telefono ha ripreso a caricare normalmente.",
    keywords: ['porta', 'ricarica', 'polvere', 'intasata', 'spinotto'],
  },
  {
    id: 'sp-2805',
    source: 'https://www.clearingouttheclutter.com/2016/06/not-fancy-just-functional.html',
    original:
      "My iPhone has become increasingly difficult to charge over the last few weeks and months. It's been a challenge to make the connection between the charger and the phone. Doing so requires a soft touch that resembles Jeremy Renner defusing bombs in The Hurt Locker. I've done my best to make it work, but it seemed apparent that I was steadily losing the battle.",
    language: 'en',
    text: "Nelle ultime settimane, anzi mesi, caricare il mio iPhone è diventato sempre più difficile. Far fare contatto tra caricatore e telefono è un'impresa, ci vuole una delicatezza da artificiere. Ci provo in tutti i modi ma mi sembra che stia perdendo la battaglia; il telefono ha quasi tre anni e pensavo ormai di doverlo cambiare.",
    category: 'smartphone',
    cause:
      "Nella porta di ricarica si era accumulata molta sporcizia (pelucchi e residui). Il commesso l'ha tirata fuori con una graffetta e ha soffiato con aria compressa: il telefono è tornato a caricare senza bisogno di sostituirlo.",
    keywords: ['porta', 'ricarica', 'sporcizia', 'pelucchi', 'pulizia'],
  },
  {
    id: 'sp-2806',
    source: 'https://github.com/cityofaustin/atd-data-tech/issues/15949',
    original:
      'My city-assigned iPhone isn\'t connecting to the carrier anymore. Instead of showing the symbol saying "5G" or something like that, it just says SOS. I can only connect to the internet through wifi now. This just started happening this morning.',
    language: 'en',
    text: "Il mio iPhone di lavoro non si collega più alla rete dell'operatore. Invece di vedere \"5G\" o simili in alto c'è scritto solo SOS. Internet funziona solo col wifi. È cominciato stamattina all'improvviso.",
    category: 'smartphone',
    cause:
      "Non era un guasto del telefono: c'era un disservizio temporaneo dell'operatore telefonico. Finito il disservizio, il telefono è tornato a funzionare normalmente senza interventi.",
    keywords: ['operatore', 'rete', 'disservizio', 'segnale', 'sos'],
  },
  {
    id: 'sp-2807',
    source: 'http://blog.kumacchi.com/2014/02/20/4085',
    original: 'Nexus 7のusbポートの接触が悪くなって充電できなくなった。',
    language: 'ja',
    text: 'La porta USB del mio Nexus 7 ha cominciato a fare falso contatto e adesso non si ricarica più.',
    category: 'smartphone',
    cause:
      'Il connettore micro USB del Nexus 7 era usurato e faceva falso contatto; sostituito il gruppo porta USB con un ricambio ordinato da AliExpress, il tablet si ricarica di nuovo senza problemi.',
    keywords: ['connettore', 'usb', 'falso', 'contatto', 'sostituito'],
  },
  {
    id: 'sp-2808',
    source: 'https://best-dream.net/repair-microusb',
    original:
      '私もつい先日充電できなくなってしまって焦りました。\nAmazonのFireタブレットを使用していたのですが、突然充電ができなくなってしまったのです。\nこのAmazonのFireタブレットは充電端子がマイクロUSB(micro USB)で、どうやら接触不良が起こっているようでした。\nタブレットと電源コンセントをマイクロUSBケーブルで接続して、マイクロUSBケーブルの端子を少し動かしながら充電できるか調べてみました。\nすると、ある一定の方向に端子を動かせば一瞬ではありますが充電できることがわかりました。',
    language: 'ja',
    text: "Anch'io qualche giorno fa mi sono preso un colpo perché il tablet non si caricava più. Uso un tablet Amazon Fire e all'improvviso ha smesso di caricarsi. La presa di ricarica è micro USB e sembrava esserci un falso contatto. Ho collegato il tablet alla presa con il cavo micro USB e ho provato a muovere un po' lo spinotto: se lo inclino in una certa direzione si carica, ma solo per un istante.",
    category: 'smartphone',
    cause:
      'Falso contatto nella presa micro USB del tablet Fire (sporco e contatto allentato); intervenendo sulla presa, a partire dal soffiare via la polvere con una pompetta, il tablet ha ripreso a caricarsi normalmente.',
    keywords: ['presa', 'micro', 'usb', 'polvere', 'contatto'],
  },
  {
    id: 'sp-2809',
    source: 'https://rezv.net/android/12711/',
    original:
      'ちょうど先日、DocomoのタブレットD-TABが充電できない状態になってしまい、もともと1万円の端末なので破棄しようと考えていました。\n付属していた充電器やUSB電源アダプターを変えても0.00Aで充電できず\n調べてみるとDTABはMicroUSB部分が劣化して充電できなくなるトラブルが多い端末のようで、自分でジャック部分を交換している方もおられました。',
    language: 'ja',
    text: "Proprio qualche giorno fa il mio tablet Docomo D-TAB ha smesso di caricarsi; costava solo 10.000 yen e pensavo di buttarlo. Anche cambiando caricatore e alimentatore USB segna 0,00 A e non carica. Cercando ho visto che il DTAB ha spesso questo problema perché la parte micro USB si rovina, e c'è chi si è cambiato da solo la presa.",
    category: 'smartphone',
    cause:
      'La presa micro USB del tablet era usurata (col cavo originale 0,00 A, mentre lo stesso cavo caricava altri dispositivi); provando oltre 30 cavi micro USB, due con lo spinotto di forma/misura diversa facevano contatto e il tablet ha ripreso a caricare, anche in modalità rapida.',
    keywords: ['presa', 'usurata', 'spinotto', 'cavo', 'contatto'],
  },
  {
    id: 'sp-2810',
    source: 'https://takajii.net/?p=3920',
    original:
      '実は私の家内もアイフォン7を使用しており、アイフォンを使って電話した時に、何人もの通話相手から「声がはっきり聞こえない」とか「音がこもってて聞こえ難い」と言われたことがあり、その原因を調べました。 最初は電波の状態や相手の電話機に問題があるのではないかと思っていましたが、何度も同じような現象が起きているようなのでアップルサポートのページを見て、アイフォンのマイク等いろいろ確認してみました。',
    language: 'ja',
    text: "Mia moglie ha un iPhone 7 e quando telefona parecchie persone le dicono che la voce non si sente bene, che arriva ovattata. All'inizio pensavo fosse il segnale o il telefono dall'altra parte, ma succede di continuo, quindi sono andato a vedere la pagina di supporto Apple e ho controllato i microfoni e il resto.",
    category: 'smartphone',
    cause:
      'Durante le chiamate la cover a libro veniva ripiegata dietro il telefono e copriva il microfono posteriore (quello della cancellazione del rumore), rendendo la voce ovattata; evitando di coprirlo con la cover il problema è sparito.',
    keywords: ['cover', 'microfono', 'posteriore', 'coperto', 'rumore'],
  },
];
