import type { RealCase } from './types.ts';

/**
 * Batch 18 of real smartphone reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'sp-1801',
    source: 'https://github.com/cityofaustin/atd-data-tech/issues/18350',
    original:
      "Abelardo (Junior) H's tablet will not charge. Several different chargers were used but no results. Need to deactivate his tablet.",
    language: 'en',
    text: 'Il tablet di Abelardo (Junior) H non si carica. Abbiamo provato diversi caricatori ma niente. Bisogna disattivargli il tablet.',
    category: 'smartphone',
    cause:
      'La porta di ricarica del tablet era sporca: una volta pulita il tablet ha ripreso a caricarsi e non è servito sostituirlo.',
    keywords: ['porta', 'ricarica', 'sporca', 'pulizia', 'tablet'],
  },
  {
    id: 'sp-1802',
    source: 'https://github.com/koreader/koreader/issues/6151',
    original:
      'The device is frozen (I was seriously scared it was bricked) when you cancel the modal dialog asking to connect to WiFi when attempting to update software. The backlight turns off, the device appears to be sleeping with the last read page on and it does not react to the power button (I tried to hold it for over 30 seconds multiple times to no avail). The only way to fix it was to connect it to the computer.',
    language: 'en',
    text: "Il dispositivo si blocca (avevo seriamente paura che fosse morto) quando annulli la finestra che chiede di connettersi al WiFi mentre provi ad aggiornare il software. La retroilluminazione si spegne, il dispositivo sembra in sospensione con l'ultima pagina letta sullo schermo e non reagisce al tasto di accensione (ho provato a tenerlo premuto per più di 30 secondi più volte senza risultato). L'unico modo per sistemarlo è stato collegarlo al computer.",
    category: 'smartphone',
    cause:
      'Non era un blocco del software: la batteria del lettore Kobo si era scaricata proprio in quel momento; ricaricandolo è tornato a funzionare.',
    keywords: ['batteria', 'scarica', 'ricarica', 'ereader', 'blocco'],
  },
  {
    id: 'sp-1803',
    source: 'https://github.com/DeadSquirrel01/lineage-16_a5_releases/issues/34',
    original:
      "When making a phone call, the screen goes black and the touchscreen doesn't work.\n\nThe dialer app is set as default in Settings.",
    language: 'en',
    text: "Quando faccio una telefonata lo schermo diventa nero e il touchscreen non funziona.\n\nL'app telefono è impostata come predefinita nelle Impostazioni.",
    category: 'smartphone',
    cause:
      'Un adesivo messo sulla fotocamera frontale copriva anche il sensore di prossimità, che quindi spegneva lo schermo durante le chiamate.',
    keywords: ['sensore', 'prossimità', 'adesivo', 'schermo', 'chiamate'],
  },
  {
    id: 'sp-1804',
    source: 'https://github.com/GrapheneOS-Archive/legacy_bugtracker/issues/584',
    original:
      'During entire call from dialing a number, screen never returns back till the other party cuts the call and power key is pressed again.\nboth when recieving a call and while dialing out.',
    language: 'en',
    text: "Per tutta la chiamata, da quando compongo il numero, lo schermo non si riaccende finché l'altra persona non chiude la chiamata e non premo di nuovo il tasto di accensione.\nsia quando ricevo una chiamata che quando chiamo io.",
    category: 'smartphone',
    cause:
      'La pellicola salvaschermo copriva il sensore di prossimità del Nexus 5X: togliendo la pellicola il problema si è risolto.',
    keywords: ['pellicola', 'sensore', 'prossimità', 'schermo', 'chiamata'],
  },
  {
    id: 'sp-1805',
    source: 'https://github.com/MatthewBooth/JFLTE-GPE/issues/10',
    original:
      'On my jfltexx when ringing someone the screen will go black and then none of the buttons seem to work, I have updated the ROM and factory reset everything with no solution.\nThis happens with any dialler app I have tried',
    language: 'en',
    text: 'Sul mio jfltexx quando chiamo qualcuno lo schermo diventa nero e poi nessuno dei tasti sembra funzionare, ho aggiornato la ROM e fatto il ripristino di fabbrica di tutto ma niente da fare.\nSuccede con qualsiasi app telefono che ho provato',
    category: 'smartphone',
    cause:
      'Il sensore di prossimità era ostruito dalla polvere: pulito con aria compressa intorno alla parte anteriore e posteriore del telefono (senza cover), il problema è sparito.',
    keywords: ['sensore', 'prossimità', 'polvere', 'pulizia', 'aria'],
  },
  {
    id: 'sp-1806',
    source: 'https://github.com/pkillnine/n900-ALarm/issues/4',
    original:
      "The device randomly rebooted without warning. USB was plugged in, and I was trying to play an .ogg file and used SCP. Couldn't switch it back on afterwards. (…) ran out of battery maybe? but it was plugged into power socket via USB...",
    language: 'en',
    text: "Il dispositivo si è riavviato a caso senza preavviso. Era attaccato l'USB, e stavo provando a riprodurre un file .ogg e ho usato SCP. Dopo non riuscivo più a riaccenderlo. (…) batteria scarica forse? però era attaccato alla presa di corrente via USB...",
    category: 'smartphone',
    cause:
      'La causa era la scheda SD che stava morendo: dopo averla sostituita con una nuova il problema non si è più presentato.',
    keywords: ['scheda', 'sd', 'difettosa', 'riavvio', 'sostituzione'],
  },
  {
    id: 'sp-1807',
    source: 'https://github.com/sqfmi/Watchy/issues/197',
    original:
      "I had the watch working for more than year and i used to connect to pc with usb.\n\nBut when i tried recently, it's not being detected on the pc.\n\nI have installed silicon drivers as well tried python tool to detect the listed devices. Also tried all three os (mac, windows and linux) as well tried the different usb cables as well the same cable which used to work before.\n\nThe watch still working fine otherwise, it can charge and giving time accurately but can't connect to pc anymore so can't change the program because of it.",
    language: 'en',
    text: "L'orologio mi funzionava da più di un anno e lo collegavo al pc con l'usb.\n\nMa quando ci ho provato di recente, il pc non lo rileva.\n\nHo installato i driver silicon e ho anche provato il tool python per vedere i dispositivi elencati. Ho provato anche tutti e tre i sistemi (mac, windows e linux) e ho provato diversi cavi usb e anche lo stesso cavo che prima funzionava.\n\nPer il resto l'orologio funziona bene, si carica e segna l'ora giusta ma non riesco più a collegarlo al pc quindi per questo non posso cambiare il programma.",
    category: 'smartphone',
    cause:
      "Era un problema del cavo: con un altro cavo, un vero cavo dati e non solo di ricarica, l'orologio viene rilevato e funziona bene.",
    keywords: ['cavo', 'usb', 'dati', 'ricarica', 'collegamento'],
  },
  {
    id: 'sp-1808',
    source: 'https://github.com/LegacyXperia/local_manifests/issues/736',
    original:
      "hey mike, i flashed the latest version 0718 cm11 on my neo v and the kernel in the zip.\nthere's a wierd bug,\nsince the first boot, if you leave the phone idle for like 5 mins, it reboots\ni clean flashed twice, but same result,\ni am unable to use the phone, since it always reboots automatically even when you are using the phone",
    language: 'en',
    text: "ciao mike, ho flashato l'ultima versione 0718 cm11 sul mio neo v e il kernel che c'è nello zip.\nc'è un bug strano,\ndal primo avvio, se lasci il telefono inattivo per tipo 5 minuti, si riavvia\nho fatto il flash pulito due volte, ma stesso risultato,\nnon riesco a usare il telefono, perché si riavvia sempre da solo anche mentre lo stai usando",
    category: 'smartphone',
    cause: 'La causa dei riavvii era la scheda microSD: dopo averla formattata il problema è risolto.',
    keywords: ['scheda', 'microsd', 'formattazione', 'riavvii', 'memoria'],
  },
  {
    id: 'sp-1809',
    source: 'https://github.com/rA9stuff/LeetDown/issues/37',
    original:
      'Ive Been Trying This For 5 hours now and i cant figure out why the program wont detect my iphone 5s in DFU mode im using a macbook air 2015 on mac os 10.15 (…) if you need to know its an iPhone 5S 6,1 32GB',
    language: 'en',
    text: 'Ci sto provando da 5 ore e non riesco a capire perché il programma non rileva il mio iphone 5s in modalità DFU, uso un macbook air 2015 con mac os 10.15 (…) se serve saperlo è un iPhone 5S 6,1 da 32GB',
    category: 'smartphone',
    cause:
      "Il problema era il cavo: serviva un cavo originale di qualità migliore per far rilevare l'iPhone in modalità DFU.",
    keywords: ['cavo', 'lightning', 'originale', 'collegamento', 'rilevamento'],
  },
  {
    id: 'sp-1810',
    source: 'https://xmau.com/wp/notiziole/2008/10/24/achtung_batteri',
    original:
      'Stamattina ho ripreso dopo un paio di settimane il vecchio telefonino con la sim Vodafone che prima o poi butterò via. Provo ad accenderlo: nulla. Lo metto in carica: nulla.',
    language: 'it',
    text: 'Stamattina ho ripreso dopo un paio di settimane il vecchio telefonino con la sim Vodafone che prima o poi butterò via. Provo ad accenderlo: nulla. Lo metto in carica: nulla.',
    category: 'smartphone',
    cause:
      'I contatti (della batteria) erano sporchi: aperto il telefonino e puliti i contatti, ha ripreso a caricarsi.',
    keywords: ['contatti', 'batteria', 'sporcizia', 'pulizia', 'ricarica'],
  },
  {
    id: 'sp-1811',
    source:
      'http://www.dettochiaramente.it/casa-sostenibile/rifiuti/riparare-o-vendere-anziche-buttare/riparare-un-cellulare-io-ci-ho-provato',
    original:
      "Era il primo dell'anno di qualche anno fa... andai in piazza a Forlì con un mio amico per fare colazione, e... zach! Il cellulare uscì dalla mia tasca come un'anquilla e si tuffò schiantandosi dritto sui cubetti di porfido. \n\nVetro in frantumi. (Buon anno Chiara!!!)",
    language: 'it',
    text: "Era il primo dell'anno di qualche anno fa... andai in piazza a Forlì con un mio amico per fare colazione, e... zach! Il cellulare uscì dalla mia tasca come un'anquilla e si tuffò schiantandosi dritto sui cubetti di porfido. \n\nVetro in frantumi. (Buon anno Chiara!!!)",
    category: 'smartphone',
    cause:
      'Il vetro del cellulare si era rotto nella caduta: sostituito il vetro con un ricambio da 20 euro comprato su eBay, seguendo un video per lo smontaggio, il telefono si è riacceso e funziona.',
    keywords: ['vetro', 'schermo', 'caduta', 'sostituzione', 'ricambio'],
  },
  {
    id: 'sp-1812',
    source: 'https://littletinyfrogs.com/article/409744/iphone-got-wet-wont-come-on-how-to-fix',
    original:
      'So this weekend I had to take my boat out of the water. In the process I had to wade into water that was up to my waste. Unfortunately, my iPhone was in my pocket.\n\nLike an idiot, I immediately try to turn it on and got just the Apple logo which came on and then would go off. After a few tries of turning it on and off, I didn’t even get the Apple logo.',
    language: 'en',
    text: "Questo weekend ho dovuto tirare fuori la barca dall'acqua. Per farlo sono dovuto entrare in acqua fino alla vita. Purtroppo avevo l'iPhone in tasca.\n\nDa idiota ho provato subito ad accenderlo e compariva solo il logo Apple, che si accendeva e poi si spegneva. Dopo qualche tentativo di accenderlo e spegnerlo non usciva più nemmeno il logo Apple.",
    category: 'smartphone',
    cause:
      "L'iPhone era bagnato dopo essere finito in acqua; lasciato asciugare una notte in un sacchetto di riso bianco secco, la mattina dopo messo in carica ha ripreso a funzionare normalmente.",
    keywords: ['acqua', 'umidità', 'asciugatura', 'riso', 'bagnato'],
  },
  {
    id: 'sp-1813',
    source: 'https://www.40tech.com/2013/06/25/iphone-lightning-cable-becoming-dislodged-clean-your-phone/',
    original:
      'That’s what I was about to do, when I couldn’t get any of my Lightning Cables to connect reliabily with my iPhone.',
    language: 'en',
    text: 'È quello che stavo per fare quando nessuno dei miei cavi Lightning riusciva più a collegarsi in modo affidabile al mio iPhone.',
    category: 'smartphone',
    cause:
      "La porta Lightning dell'iPhone era piena di pelucchi: tolti con la punta di una graffetta, i cavi si inseriscono di nuovo ben saldi.",
    keywords: ['pelucchi', 'porta', 'ricarica', 'pulizia', 'connettore'],
  },
];
