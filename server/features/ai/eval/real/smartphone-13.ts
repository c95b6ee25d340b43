import type { RealCase } from './types.ts';

/**
 * Batch 13 of real smartphone reports (issue 24): gathered 2026-11-28 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'sp-1001',
    source: 'https://office-mos.com/?p=20235',
    original: '携帯電話を充電しようとして、Micro-USBを刺したら、きちんと刺さらない・・・',
    language: 'ja',
    text: 'Volevo mettere in carica il cellulare, ma quando infilo il cavo Micro-USB non entra bene, non si inserisce come dovrebbe...',
    category: 'smartphone',
    cause:
      "La linguetta centrale del connettore Micro-USB del telefono si era piegata verso il basso e impediva l'inserimento; rimessa in posizione con una spatolina sottile e uno stecchino di bambù, il cavo torna a inserirsi.",
    keywords: ['linguetta', 'connettore', 'piegata', 'microusb', 'raddrizzata'],
  },
  {
    id: 'sp-1002',
    source: 'https://atsblog.org/smartphone-connector-repair/',
    original:
      '今使っているスマホが5,6年目くらいで、iPhone6sを使っているのですが、半年前くらいから充電器を挿しても充電されない時があって、困っていました。\nグッと差し込めば充電はされるのですが、スマホや充電コードを少し動かしただけで接触が悪くなり、充電されなくなるので、充電しながらスマホを触ることができませんでした。',
    language: 'ja',
    text: "Il mio smartphone ha 5-6 anni, è un iPhone 6s, e da circa sei mesi a volte quando attacco il caricatore non carica. Se spingo forte il connettore carica, ma basta muovere un po' il telefono o il cavo e il contatto si perde e smette di caricare, quindi non riesco a usare il telefono mentre è in carica.",
    category: 'smartphone',
    cause:
      'In fondo alla porta Lightning si era accumulata polvere/lanugine compressa che impediva al cavo di entrare fino in fondo; rimossa con uno stuzzicadenti, il telefono carica normalmente anche muovendo il cavo.',
    keywords: ['polvere', 'lanugine', 'porta', 'lightning', 'stuzzicadenti', 'pulizia'],
  },
  {
    id: 'sp-1003',
    source: 'http://epistemist.com/critical-battery-on-kindle-2-hard-reset/',
    original:
      "My Kindle 2 has run out of power and had a splash screen with this bone-chilling message: Critical Battery. Your battery is empty. To continue using your Kindle, connect it to a power source. It may take a few minutes of charging before your Kindle starts. (…) So I connected the Kindle to my laptop with the USB cable but still the same message. (…) But when I got home (…) and connected with the proper Amazon charger – it still won't charge!",
    language: 'en',
    text: 'Il mio Kindle 2 si è scaricato del tutto ed è rimasto con la schermata "Critical Battery - La batteria è vuota. Per continuare a usare il Kindle collegalo a una fonte di alimentazione. Potrebbero servire alcuni minuti di ricarica prima che il Kindle si avvii". L\'ho collegato al portatile con il cavo USB ma sempre lo stesso messaggio. Arrivato a casa l\'ho attaccato al caricatore originale Amazon e ancora non si carica!',
    category: 'smartphone',
    cause:
      "Dopo la scarica completa il Kindle era rimasto bloccato e non avviava la ricarica; risolto con la procedura di reset indicata dall'assistenza: tenere il tasto di accensione per 30 secondi, attendere che lo schermo lampeggi e subito collegare il caricatore per 2 ore.",
    keywords: ['reset', 'accensione', 'scarica', 'ricarica', 'bloccato'],
  },
  {
    id: 'sp-1005',
    source: 'https://www.robynoris.com/2021/10/nuova-vita-allo-smartphone.html',
    original:
      'Il 21 agosto (…) ho perso il cellulare nel parcheggio della stazione di Lugano. Me ne sono accorto a casa ed è stato recuperato un\'ora dopo ma in condizioni disastrose dovute alle diverse auto che ci sono passate sopra.\nCe l\'avevo da tre giorni e mi son detto che forse valeva la pena di tentare la riparazione "casalinga".',
    language: 'it',
    text: 'Il 21 agosto (…) ho perso il cellulare nel parcheggio della stazione di Lugano. Me ne sono accorto a casa ed è stato recuperato un\'ora dopo ma in condizioni disastrose dovute alle diverse auto che ci sono passate sopra.\nCe l\'avevo da tre giorni e mi son detto che forse valeva la pena di tentare la riparazione "casalinga".',
    category: 'smartphone',
    cause:
      "Si era rotto solo il vetro frontale dello schermo (e quello delle fotocamere), non l'elettronica; sostituito il vetro con ricambi ordinati online, il telefono è tornato a funzionare.",
    keywords: ['vetro', 'schermo', 'rotto', 'sostituito', 'fotocamere'],
  },
  {
    id: 'sp-1006',
    source: 'http://abdroid4g.blogspot.com/2015/08/solved-zl-dead-no-reaction-because-of.html',
    original:
      'I had my ZL running low on charge and the next morning it would not react to anything.\n- pushing buttons (and a combination of buttons, like power+volumeup) did not work\n- connecting it to the charger\n- connecting to pc did not show the device or trigger a reaction (did not show up in device manager)',
    language: 'en',
    text: 'Il mio Xperia ZL era quasi scarico e la mattina dopo non reagiva più a niente: premere i tasti (anche combinazioni tipo accensione+volume su) non funziona, attaccarlo al caricatore nemmeno, e collegato al PC non viene visto e non succede nulla (non compare nemmeno in gestione dispositivi).',
    category: 'smartphone',
    cause:
      'La batteria, vecchia di 20 mesi e usurata, si era scaricata completamente e il telefono non riusciva più ad avviarne la ricarica; caricata direttamente sul connettore flat della batteria con un caricatore universale per 10-20 minuti, poi il telefono si è ricaricato e avviato normalmente (batteria da sostituire).',
    keywords: ['batteria', 'scarica', 'usurata', 'ricarica', 'connettore'],
  },
  {
    id: 'sp-1008',
    source: 'https://abcblogs.abc.es/fiebre-del-oro/?p=292%2F',
    original:
      'Pero el Moto G tiene un “bug” o fallo, bastante grave. Y es que, cuando se queda sin batería, no vuelve a cargar o encenderse, se convierte en un “brick”, o ladrillo. Me ha pasado ya en dos ocasiones. La primera vez, buscando en Google encontré soluciones de lo más rocambolescas. Desde meter el móvil al congelador para “revitalizar” la batería (y lo hice), hasta dejarlo 24 horas cargando al lado de la estampita de San Judas Tadeo (…)',
    language: 'es',
    text: 'Il mio Moto G ha un difetto piuttosto grave: quando si scarica del tutto non si ricarica più e non si accende, diventa un mattone. Mi è già successo due volte. La prima volta, cercando su Google, ho trovato soluzioni assurde: dal mettere il telefono in freezer per "rivitalizzare" la batteria (e l\'ho fatto) a lasciarlo 24 ore in carica accanto al santino di San Giuda Taddeo.',
    category: 'smartphone',
    cause:
      'Dopo la scarica completa il telefono restava bloccato e non avviava la ricarica; risolto con la procedura ufficiale Motorola: col caricatore collegato tenere premuti volume giù e accensione per più di 120 secondi, poi dalla schermata di avvio scegliere il riavvio normale.',
    keywords: ['scarica', 'riavvio', 'volume', 'accensione', 'caricatore'],
  },
  {
    id: 'sp-1009',
    source: 'https://careduro.blogspot.com/2013/07',
    original:
      'El día de hoy (…) le sucedió al celular de mi mamá, un Palm Pixi, quizá algo antiguo para los tiempos actuales de "smartphones" pero útil para la labor requerida.\nEfectivamente la pantalla ya no respondía hágase lo que se haga, lo reiniciamos varias veces y nada. Es más hubo que buscar como hacerlo ya que normalmente para reiniciarlo hay que usar la pantalla para confirmar la operación.',
    language: 'es',
    text: "Oggi è successo al cellulare di mia mamma, un Palm Pixi, forse un po' vecchio per gli smartphone di oggi ma va bene per quello che le serve. Lo schermo non risponde più qualunque cosa si faccia; l'abbiamo riavviato varie volte e niente. Abbiamo anche dovuto cercare come riavviarlo, perché normalmente per farlo bisogna confermare toccando lo schermo.",
    category: 'smartphone',
    cause:
      'Il touchscreen era bloccato da una carica elettrostatica; appoggiando il telefono con lo schermo contro quello di un vecchio televisore a tubo catodico e accendendo la TV, la scarica statica ha sbloccato il touch che è tornato a funzionare.',
    keywords: ['elettrostatica', 'carica', 'touchscreen', 'statica', 'scarica'],
  },
  {
    id: 'sp-1010',
    source: 'https://www.ifixit.com/Answers/History/156813',
    original:
      'The mic on my HTC one stop working mid conversation. Took it in my locall Vodafone shop and a member of staff there stuck a paper staple into the mic hole on the bottom of the phone and wiggled it about, he said it might be blocked. After a couple of attempts all seams to be back to normal. Then by the time I got home it had stopped working again.',
    language: 'en',
    text: "Il microfono del mio HTC One ha smesso di funzionare in mezzo a una telefonata. L'ho portato al negozio Vodafone e un commesso ha infilato una graffetta nel forellino del microfono sul fondo del telefono e l'ha mossa un po', diceva che poteva essere ostruito. Dopo un paio di tentativi sembrava tutto a posto, ma quando sono arrivato a casa aveva già smesso di nuovo di funzionare.",
    category: 'smartphone',
    cause:
      'Il problema veniva dal secondo microfono (di riduzione del rumore) sul retro, vicino alla fotocamera: coprendolo con un pezzo di nastro adesivo le chiamate sono tornate normali.',
    keywords: ['microfono', 'secondario', 'nastro', 'retro', 'rumore'],
  },
  {
    id: 'sp-1011',
    source:
      'https://www.opgenorth.net/post/2015-09-24-dont-let-crud-corruption-and-communism-kill-your-smartwatch/',
    original:
      "I have a Samsung Gear Live. One day, all of sudden, it wouldn't turn on after I had it charging in it's little charging dock. I thought the problem was with the watch, and Google the symptoms led me to one of two conclusions:\n1. The watch was defective, and I should send it back under warranty.\n2. I could fix the problem by taking the watch apart, disconnecting the battery for a minute, and then reconnecting the battery.",
    language: 'en',
    text: "Ho un Samsung Gear Live. Un giorno, all'improvviso, non si accendeva più dopo che l'avevo lasciato in carica sulla sua basetta. Pensavo fosse un problema dell'orologio e cercando i sintomi su Google le conclusioni erano due: o l'orologio è difettoso e va mandato in garanzia, oppure bisogna smontarlo, scollegare la batteria per un minuto e ricollegarla.",
    category: 'smartphone',
    cause:
      "I contatti di ricarica sul retro dell'orologio erano incrostati di sporcizia e non facevano contatto con la basetta; strofinati con una gomma da cancellare, l'orologio ha ripreso subito a caricarsi.",
    keywords: ['contatti', 'sporchi', 'ricarica', 'gomma', 'basetta'],
  },
  {
    id: 'sp-1012',
    source: 'https://tenerifetrail.com/index.php/temas/16-material?start=22',
    original:
      'La semana pasada me llevé una nada grata sorpresa cuando, unos minutos antes de la salida del Cross del Cristo, comprobé que a mi fiel GPS Garmin Forerunner 305 le había dado por no encender. Cuando llegué a casa, comprobé que, por alguna razón, la batería no se recargaba cuando lo conectaba al ordenador.\nPues bien, tras comprobar en el servicio técnico de Garmin España que mi GPS ya no estaba en garantía (tiene 1 año y medio de uso, pero al haberlo comprado en EEUU, la garantía es sólo de 1 año) (…)',
    language: 'es',
    text: "La settimana scorsa, pochi minuti prima della partenza di una gara di corsa, ho scoperto che il mio fedele GPS Garmin Forerunner 305 non si accendeva più. Arrivato a casa ho visto che, per qualche motivo, la batteria non si ricaricava quando lo collegavo al computer. Ho verificato con l'assistenza Garmin e non è più in garanzia (ha un anno e mezzo, ma comprato negli USA la garanzia è solo di un anno).",
    category: 'smartphone',
    cause:
      "Aperto l'orologio, i contatti metallici tra la scheda e la batteria erano fortemente ossidati (era entrata acqua), alcuni si sono sbriciolati; rifatto il collegamento saldando due spezzoni di filo, il GPS funziona di nuovo.",
    keywords: ['contatti', 'ossidati', 'batteria', 'saldatura', 'acqua'],
  },
  {
    id: 'sp-1013',
    source: 'https://digitalesleben.info/2011/07/stoerrischen-home-button-kalibrieren/',
    original:
      'Bei mehreren iPhone Generationen hatte ich hin und wieder das Problem, dass der Home Button plötzlich gar nicht mehr oder nur sehr verzögert reagierte. Aktuell war das wieder einmal der Fall nach dem Update meines iPhone 4 auf iOS 4.3.4. Zuerst ging gar nichts mehr. Ich konnte auf den Heimatknopf drücken so lange und so viel ich wollte, das Ding reagierte einfach nicht. Ich war drauf und dran, deshalb bei Apple anzurufen.',
    language: 'de',
    text: "Con diverse generazioni di iPhone mi è capitato ogni tanto che il tasto Home all'improvviso non reagisse più o reagisse con molto ritardo. Adesso è successo di nuovo dopo aver aggiornato il mio iPhone 4 a iOS 4.3.4. All'inizio non funzionava proprio: potevo premere il tasto Home quanto volevo, non reagiva. Stavo per chiamare Apple.",
    category: 'smartphone',
    cause:
      'La causa principale erano i pelucchi accumulati nella porta dock (connettore) in basso, vicino al tasto Home; togliendoli con aspirapolvere e pinzetta il tasto Home ha ripreso subito a rispondere bene.',
    keywords: ['pelucchi', 'connettore', 'dock', 'pulizia', 'porta'],
  },
  {
    id: 'sp-1015',
    source: 'https://wiredprairie.github.io/wiredprairie.us-website/blog/archives/tag/health/',
    original:
      "Last night though, my wife's Flex had stopped working. The lights wouldn't show up when the device was tapped and when she used the charger, it wouldn't begin to charge. I found a few recommendations to use rubber bands to hold the Flex into the charger, cleaning the contacts, and a few more. Cleaning the contacts didn't help. The charger worked with my Flex, so that meant the rubber band trick wouldn't help.",
    language: 'en',
    text: "Ieri sera il Fitbit Flex di mia moglie ha smesso di funzionare. Le lucine non si accendono quando lo si tocca e, messo nel caricatore, non comincia a caricare. Ho trovato vari consigli: usare degli elastici per tenere il Flex ben fermo nel caricatore, pulire i contatti e altro. Pulire i contatti non è servito. Il caricatore funziona con il mio Flex, quindi il trucco degli elastici non c'entra.",
    category: 'smartphone',
    cause:
      'Il tracker era bloccato (firmware piantato); si è risolto con il reset: con il Flex inserito nel caricatore collegato alla USB, premere con una graffetta per 3-4 secondi il pulsantino nel forellino sul retro del caricatore; le luci lampeggiano e riprende a caricare.',
    keywords: ['reset', 'bloccato', 'graffetta', 'caricatore', 'pulsante'],
  },
  {
    id: 'sp-1016',
    source: 'http://www.verypages.online/articles_7c34da.html',
    original:
      "Last night I tried to use my Amazon Kindle 2 for the first time in a week or so, but once I took it out of the case in which I keep it, I discovered a dreaded new screen with the bold title: Critical Battery. None of the buttons worked and the screen said I needed to charge it for a few minutes before I could use it. (…) I have been using my iPhone's mains-to-USB adapter to charge it beside the bed. (…) So I tried putting the Kindle on charge for 15 minutes, but that made no difference. Leaving it to charge overnight (…) the charging light had gone off sometime overnight",
    language: 'en',
    text: "Ieri sera ho preso il mio Kindle 2 per la prima volta dopo una settimana circa e, tirandolo fuori dalla custodia, c'era una nuova schermata con il titolo in grassetto \"Critical Battery\". Nessun tasto funzionava e lo schermo diceva di caricarlo qualche minuto prima di poterlo usare. Lo carico con l'alimentatore USB da muro dell'iPhone accanto al letto. L'ho messo in carica 15 minuti, niente. L'ho lasciato in carica tutta la notte e la spia di ricarica a un certo punto della notte si è spenta.",
    category: 'smartphone',
    cause:
      "Batteria scaricata a fondo (in sospensione il 3G restava attivo) e Kindle bloccato: collegandolo alla porta USB di un computer invece che all'alimentatore è entrato in modalità USB, poi con il reset completo (tasto di accensione 15 secondi, poi subito tasto Home 15 secondi) è ripartito.",
    keywords: ['scarica', 'reset', 'usb', 'computer', 'batteria'],
  },
];
