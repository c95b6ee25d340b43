import type { RealCase } from './types.ts';

/**
 * Batch 14 of real phone, tablet and e-reader reports (issue 24): gathered 2026-11-28 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'sp-1101',
    source: 'https://robertcday.wordpress.com/category/photographs/',
    original:
      'So, I said to the woman in the phone-repair shop that my phone had stopped charging and she took it from me, plugged her charger into my phone, glanced very briefly at the screen and told me I needed a new charging port. (…) Anyway, I left the shop and googled ‘charging port HTC U11+’ and found that they cost £9.95. (…) before, it wouldn’t charge at all. Also, the charger fits tightly into the port, whereas before, it would have fallen out by now.',
    language: 'en',
    text: "Sono andato in un negozio di riparazione telefoni e ho detto alla tipa che il mio telefono aveva smesso di caricare: l'ha preso, ci ha attaccato il suo caricatore, ha dato un'occhiata velocissima allo schermo e mi ha detto che serviva un connettore di ricarica nuovo. (…) Comunque sono uscito e ho cercato su Google 'connettore di ricarica HTC U11+' e ho visto che costa 9,95 sterline. (…) prima non caricava proprio per niente. E in più il cavo non stava dentro, a quest'ora sarebbe già cascato fuori.",
    category: 'smartphone',
    cause:
      'La porta USB-C era piena di sporcizia/lanugine compattata: pulendola con un ago il cavo torna a incastrarsi bene e il telefono ricarica, senza sostituire il connettore.',
    keywords: ['lanugine', 'sporcizia', 'porta', 'ostruita', 'pulizia'],
  },
  {
    id: 'sp-1102',
    source: 'https://athomewithtech.com/2015/09/27/pocket-lint-can-destroy-your-iphone/',
    original:
      'Recently, I noticed my year-old iPhone 6 Plus was acting quirky. (…) First, the onboard volume buttons on the cable stopped working. Then, the microphone started wigging out. So I figured the earphones had simply gone bad. I pulled out my backup pair of EarPods. Same problem. (…) I began to notice that inserting my Lighting charging cable didn’t create that confident ‘clicking’ sound anymore. The cable went in, but it felt like the connection wasn’t firm. On occasion, I had to push in the cable a second time to activate the charge.',
    language: 'en',
    text: "Ultimamente il mio iPhone 6 Plus, che ha un anno, fa i capricci. (…) Prima hanno smesso di funzionare i tasti del volume sul filo degli auricolari. Poi il microfono ha cominciato a dare i numeri. Ho pensato che fossero semplicemente andati gli auricolari, ho preso il paio di scorta degli EarPods: stesso problema. (…) Poi ho notato che quando infilavo il cavo Lightning per caricare non faceva più quel 'clic' deciso. Il cavo entrava, ma sembrava che il contatto non fosse saldo, e a volte dovevo spingerlo dentro una seconda volta perché partisse la carica.",
    category: 'smartphone',
    cause:
      'La porta Lightning era parzialmente piena di lanugine e polvere della tasca, compattata in fondo dal cavo; tolta con uno spillo, il connettore torna ad agganciarsi bene.',
    keywords: ['lanugine', 'polvere', 'porta', 'ostruita', 'pulizia'],
  },
  {
    id: 'sp-1103',
    source: 'http://www.eddieoneverything.com/how-to/how-to-fix-your-kindle-2-when-it-wont-charge.php',
    original:
      'I was met with a familiar “Your battery is running low” message, so I plugged the Kindle in to the charger for the night (…) The next morning, I unplugged my should-have-been-fully-charged Kindle & sat down to read the morning paper, only to be met with the “your battery is CRITICAL error!” Zoinks! For some reason, despite being plugged in all night, my Kindle had not charged! I quickly ran to my computer & attached the Kindle. My Windows XP PC popped up that dreaded “USB Device Not Recognized” balloon. (…) No dice! The Kindle was still not charging!',
    language: 'en',
    text: 'Mi è comparso il solito messaggio "batteria scarica", quindi ho messo il Kindle in carica per tutta la notte (…) La mattina dopo lo stacco, convinto che fosse carico, mi siedo a leggere il giornale e mi becco l\'errore "batteria CRITICA"! Accidenti! Per qualche motivo, pur essendo rimasto attaccato tutta la notte, il Kindle non si era caricato! Sono corso al computer e l\'ho collegato: Windows XP mi ha tirato fuori quel maledetto fumetto "Dispositivo USB non riconosciuto". (…) Niente da fare! Il Kindle continuava a non caricare!',
    category: 'smartphone',
    cause:
      "La batteria era scarica a fondo e il Kindle non riprendeva la carica: è servito il reset forzato indicato dall'assistenza Amazon (tenere l'interruttore 30 secondi, aspettare che lo schermo lampeggi e subito attaccarlo alla corrente per 2 ore), dopo di che è ripartito.",
    keywords: ['batteria', 'scarica', 'reset', 'ricarica', 'blocco'],
  },
  {
    id: 'sp-1104',
    source: 'http://ryanspoon.com/blog?offset=1234298302000',
    original:
      "Over the last couple days, my iPhone 3G's headphones were acting strangely. I could hear audio, but the microphone wasn't transmitting my voice and the receiver button (used to answer calls / turn MP3 player on/off) wasn't working. I assumed that it was an issue with the headphones - but after trying a second pair, I had the same issue. So clearly it's a problem with the iPhone's headphone jack.",
    language: 'en',
    text: "Da un paio di giorni gli auricolari del mio iPhone 3G fanno cose strane. L'audio lo sento, ma il microfono non trasmette la mia voce e il tastino sul filo (quello per rispondere alle chiamate / far partire e fermare la musica) non funziona. Pensavo fosse un problema degli auricolari, ma ho provato un secondo paio e fa lo stesso. Quindi è chiaramente un problema della presa cuffie dell'iPhone.",
    category: 'smartphone',
    cause:
      "Nella presa jack delle cuffie c'era lanugine che copriva il piccolo sensore interno, per cui il telefono non attivava microfono e tasto degli auricolari; soffiando a fondo la presa con aria compressa è tornato tutto a funzionare.",
    keywords: ['lanugine', 'presa', 'sensore', 'sporcizia', 'pulizia'],
  },
  {
    id: 'sp-1106',
    source: 'https://rdennisbrady.com/2017/01/17/iphone-baptism/',
    original:
      'I dropped my iPhone in a body of water yesterday. (…) I pulled off the case and all was well. Or so I thought. The speakers didn’t work. I was sad. (…) Put the phone in an airtight bag of rice for up to 48 hours. Doubtful. I did give it 3. Still no sound. I tested the charging port and the lightning cable wouldn’t fit. Did the components swell? No. Rice was stuck in the hole. Since the speakers didn’t work I tested the headphone jack. The plug wouldn’t go in.',
    language: 'en',
    text: "Ieri mi è caduto l'iPhone in acqua. (…) Ho tolto la cover e sembrava tutto a posto. O almeno così credevo: gli altoparlanti non funzionavano. Che tristezza. (…) Dicono di metterlo in un sacchetto chiuso pieno di riso fino a 48 ore. Ero scettico. L'ho lasciato 3 giorni: ancora niente audio. Ho provato la porta di ricarica e il cavo Lightning non entrava. Si erano gonfiati i componenti? No: c'era il riso incastrato nel buco. Visto che gli altoparlanti non andavano ho provato la presa cuffie: lo spinotto non entrava.",
    category: 'smartphone',
    cause:
      "Era entrata acqua nel telefono (altoparlanti muti) e in più i chicchi di riso si erano infilati nelle porte; tolto il riso dai connettori e rimesso ad asciugare nel riso avvolto in un collant (in un contenitore ermetico) per altre 15 ore, l'audio è tornato.",
    keywords: ['acqua', 'umidità', 'asciugatura', 'riso', 'ostruzione'],
  },
  {
    id: 'sp-1107',
    source: 'http://technologicaltheologian.blogspot.com/2014/12/',
    original:
      'So sometime yesterday, one of my Ativ S phones shut off, and started buzzing periodically every few seconds. Interestingly, when attempting a hard reset, the phone would actually make it to the swipe screen, but then reboot after a few seconds. (…) I contacted Microsoft, Samsung, and Rogers (the carrier). None of them were any help. They had no idea what was going on.',
    language: 'en',
    text: "Ieri a un certo punto uno dei miei Samsung Ativ S si è spento e ha cominciato a vibrare a intervalli, ogni pochi secondi. La cosa strana è che se provavo a fare un hard reset il telefono arrivava davvero fino alla schermata di sblocco, ma poi dopo qualche secondo si riavviava. (…) Ho contattato Microsoft, Samsung e Rogers (l'operatore): nessuno mi è stato d'aiuto, non avevano idea di cosa stesse succedendo.",
    category: 'smartphone',
    cause:
      'Il tasto di accensione era rimasto incastrato (il microinterruttore risultava sempre premuto), per cui il telefono si riavviava di continuo; smontato il telefono e pulito il microinterruttore del tasto power sulla scheda madre, ha ripreso a funzionare senza bisogno di sostituirlo.',
    keywords: ['pulsante', 'microinterruttore', 'incastrato', 'sporcizia', 'pulizia'],
  },
  {
    id: 'sp-1108',
    source: 'http://discriminatingreader.blogspot.com/2009/11/technical-difficulty.html',
    original:
      'I clicked on the bedside lamp, and flicked the "on" button. Nothing. Assuming the battery had died, I went on to sleep and plugged the book into the charger, but when I tried to turn it on again--nothing. I tried all the fix-it methods available, first plugging and unplugging, trying different computers and charger cords, even looking online at the FAQs on the Sony website. (…) Next I tried visiting Best Buy, from which the book had been purchased. The nice little blonde spiked haired Asian "geek" tried to help. He managed to get it on, but I couldn\'t turn it off.',
    language: 'en',
    text: "Ho acceso la lampada sul comodino e ho spinto il tasto di accensione del lettore Sony. Niente. Pensando che si fosse scaricata la batteria, sono andata a dormire e l'ho messo in carica, ma quando ho riprovato ad accenderlo: niente. Ho provato tutti i rimedi possibili: staccare e riattaccare, provare altri computer e altri cavi, ho perfino letto le FAQ sul sito Sony. (…) Poi sono andata da Best Buy, dove l'avevo comprato. Un ragazzo gentile, il classico smanettone coi capelli a punta, ha provato ad aiutarmi: è riuscito ad accenderlo, ma poi non riuscivo a spegnerlo.",
    category: 'smartphone',
    cause:
      "Il problema era l'interruttore di accensione (on/off) che non faceva più bene contatto; il figlio ci ha lavorato un minuto sistemando l'interruttore e il lettore è tornato a funzionare.",
    keywords: ['interruttore', 'accensione', 'contatto', 'inceppato', 'pulsante'],
  },
  {
    id: 'sp-1109',
    source: 'https://it.thelibrarie.com/weblog/2008/08/blackberry-curve-8300/',
    original:
      'So I’ve had it for about a month now. I stopped using the silly leather holder they provide in favor for a easier approach: I just lock it and throw it in the pocket. Then, just yesterday, I stopped being able to move the ball to the left. Correction, I could move the ball to the left, but the cursor wouldn’t recognize any of my efforts. Up, down, right – they all worked just fine.',
    language: 'en',
    text: "Ce l'ho da circa un mese (un BlackBerry Curve 8300). Ho smesso di usare quella custodia di pelle ridicola che danno in dotazione e faccio prima: lo blocco e lo butto in tasca. Poi, proprio ieri, non riuscivo più a muovere la pallina verso sinistra. Anzi, correggo: la pallina a sinistra la muovevo, ma il cursore non ne voleva sapere. Su, giù e destra funzionavano tutti benissimo.",
    category: 'smartphone',
    cause:
      "Su una delle rotelline del sensore della trackball c'era un pezzetto di sporcizia; tolto l'anello, estratto il gruppo trackball e pulita la rotellina, funziona di nuovo in tutte le direzioni.",
    keywords: ['trackball', 'rotellina', 'sporcizia', 'pulizia', 'sensore'],
  },
  {
    id: 'sp-1110',
    source: 'http://desireuser.blogspot.com/2010/',
    original:
      "There was however a fly in the ointment - the continuing out of memory error problems. Every other day my HTC Desire would inform me that it was running short of internal memory, and I should manage my applications. This drove me crazy. I couldn't understand why my phone kept using up its memory when I wasn't adding any more apps or data.",
    language: 'en',
    text: "C'era però un problema: i continui errori di memoria esaurita. Un giorno sì e uno no il mio HTC Desire mi avvisava che stava finendo la memoria interna e che dovevo gestire le applicazioni. Mi faceva impazzire: non capivo perché il telefono continuasse a riempirsi la memoria quando io non stavo aggiungendo né app né dati.",
    category: 'smartphone',
    cause:
      "La sincronizzazione con Facebook gonfiava sempre di più il database dei contatti (con gli aggiornamenti di stato degli amici) fino a riempire la memoria interna; disattivata la sincronizzazione Facebook e cancellati i dati dell'app Contatti (poi riscaricati da Gmail), il problema è sparito.",
    keywords: ['sincronizzazione', 'memoria', 'contatti', 'dati', 'software'],
  },
  {
    id: 'sp-1112',
    source: 'https://tsuka-mall.com/blog/2013/03/30/nexus7',
    original:
      'しばらく放置していたNexus7を久しぶりに使おうと思ったところ、起動しませんでした。電池切れかと思い、2時間ほど純正ACアダプタで充電した後に電源ボタンをONしたところ起動せず、画面にノイズが走る→バックライトが完全に消えるのループを繰り返す。起動時に表示されるGoogleロゴや、充電中の電池マークすらでません。ちょっとググってみたところ、わりと頻発している現象のようで、「電源ボタンを13秒長押し」や、「電源ボタン+音量UPボタン+音量DOWNボタンを長押し」等色対策が出てきましたが、どれも効果なし。',
    language: 'ja',
    text: "Volevo riprendere in mano il Nexus 7 che avevo lasciato lì per un po', ma non si accendeva. Pensando che fosse scarico l'ho messo in carica per circa 2 ore con l'alimentatore originale, poi ho premuto il tasto di accensione: niente, continuava a fare un ciclo in cui sullo schermo passavano dei disturbi e poi la retroilluminazione si spegneva del tutto. Non compariva neanche il logo Google all'avvio, né l'icona della batteria in carica. Cercando un po' su Google sembra un problema abbastanza frequente; ho provato vari rimedi tipo 'tenere premuto il tasto di accensione 13 secondi' o 'tenere premuti accensione + volume su + volume giù', ma nessuno ha funzionato.",
    category: 'smartphone',
    cause:
      "La batteria era completamente a zero e con l'alimentatore da 2A il tablet continuava a tentare l'avvio spegnendosi subito per mancanza di carica; caricandolo piano dalla porta USB del PC per circa 30 minuti è riuscito ad accendersi, e poi ha ripreso a caricare normalmente.",
    keywords: ['batteria', 'scarica', 'ricarica', 'alimentatore', 'avvio'],
  },
  {
    id: 'sp-1114',
    source: 'http://kevinwalter.blogspot.com/',
    original:
      "Over the last several months I have struggled with my phone's charging port. I noticed that the plug would not fit into the phone snugly, and would fall out a lot. I thought it was the little notches for the teeth on a mini USB to hook to that had gone bad. I ended up buying a couple wireless chargers as it was a much better option than having to check on the cord, and if it had moved a thousandth of an inch in the last 5 minutes, causing charging to stop.",
    language: 'en',
    text: 'Da parecchi mesi combatto con la porta di ricarica del mio telefono. Ho notato che lo spinotto non entrava bene aderente nel telefono e cascava fuori spesso. Pensavo si fossero rovinate le tacchette dove si agganciano i dentini dello spinotto micro USB. Alla fine ho comprato un paio di caricatori wireless, perché era molto meglio che stare a controllare il cavo, che se si muoveva di un millesimo di millimetro negli ultimi 5 minuti smetteva di caricare.',
    category: 'smartphone',
    cause:
      'Il cavo non entrava fino in fondo perché la porta era piena di sporcizia e lanugine della tasca; grattando via lo sporco e soffiando con il compressore, lo spinotto si aggancia di nuovo come deve.',
    keywords: ['lanugine', 'sporcizia', 'porta', 'ostruita', 'pulizia'],
  },
  {
    id: 'sp-1116',
    source: 'https://thomaspowell.com/tag/iphone/',
    original:
      'The headphone jack is a pretty key port for anyone not on an iPhone 7 or later, so a broken headphone plug shoved in the jack renders a phone pretty much useless. It’s also too small a space for needle nose pliers. So what do you do if something breaks off in it? (…) Unfortunately, my daughter actually uses her phone for school, so the wait (plus $50) was unacceptable if we could find another solution. (…) So I tried with some IKEA straws and got close to extracting a piece out, but no further.',
    language: 'en',
    text: "Per chi non ha un iPhone 7 o successivo la presa delle cuffie è fondamentale, quindi con uno spinotto rotto rimasto incastrato dentro il telefono è praticamente inservibile. E lo spazio è troppo piccolo per una pinza a becchi. Allora che fai se ci si spezza dentro qualcosa? (…) Purtroppo mia figlia il telefono lo usa per la scuola, quindi aspettare (e spendere 50 dollari per l'attrezzo apposito) non era accettabile se c'era un'altra soluzione. (…) Ho provato con delle cannucce dell'IKEA e sono quasi riuscito a tirare fuori un pezzo, ma niente di più.",
    category: 'smartphone',
    cause:
      'Nella presa jack era rimasta incastrata la punta dello spinotto delle cuffie spezzato; è stata estratta afferrando un pezzo con delle forbicine da cuticole e infilando una cannuccia attorno al resto per tirarlo fuori.',
    keywords: ['spinotto', 'incastrato', 'presa', 'jack', 'estrazione'],
  },
  {
    id: 'sp-1117',
    source: 'https://ru.ifixit.com/Answers/View/39191/Camera+button+goes+crazy+when+pressed.',
    original:
      'Spilt water on a table where my droid was sitting. Dried it off but started to have a problem with the camera button. When pressed the Ringtone Volume decreases, google search is opened and it begins to type gibberish. Opened the phone to check for damage and dry out the inside with no effect. Did factory reset in Settings Control panel with no effect. It feels like a software issue but an unsuccessful factory reset tells me its a hardware issue.',
    language: 'en',
    text: "Ho rovesciato dell'acqua sul tavolo dove c'era il mio Motorola Droid. L'ho asciugato, ma ha cominciato a darmi problemi il tasto della fotocamera: quando lo premo si abbassa il volume della suoneria, si apre la ricerca Google e comincia a scrivere caratteri a caso. L'ho aperto per controllare se c'erano danni e per asciugarlo dentro, ma niente. Ho fatto anche il ripristino di fabbrica dalle impostazioni, niente. Sembrerebbe un problema software, ma visto che il ripristino non è servito penso sia hardware.",
    category: 'smartphone',
    cause:
      "Non era l'acqua: a forza di smontarlo si era staccato uno dei due spessorini di gommapiuma sotto il tasto fotocamera, così il tasto scendeva storto e non premeva il microinterruttore al centro; ripristinato lo spessore sotto il tasto, funziona di nuovo correttamente.",
    keywords: ['tasto', 'spessore', 'microinterruttore', 'gommapiuma', 'staccato'],
  },
];
