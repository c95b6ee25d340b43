import type { RealCase } from './types.ts';

/**
 * Batch 21 of real smartphone reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'sp-2101',
    source:
      'https://github.com/manaten/manaten.net/blob/43864ddee8da8cd2c8fca0057ccc73702b7cf333/src/blog-entries/entries/2017/08/nexus6-battery.md',
    original:
      '2年以上使ってるNexus6の様子が最近おかしく、ソシャゲのFate/Grand Orderをプレイしてたり\n、Google Mapを起動していたりすると突然電源が落ちてしまうようになりました。\nあまりに不便で困っていたのですが、スマホを電源につないでいるときはこの現象は発生せず',
    language: 'ja',
    text: "Il Nexus 6 che uso da più di due anni ultimamente fa cose strane: se gioco a Fate/Grand Order o apro Google Maps si spegne all'improvviso. È scomodissimo e non sapevo che fare, però quando il telefono è attaccato alla corrente la cosa non succede.",
    category: 'smartphone',
    cause:
      'La batteria era degradata e sotto carico (giochi, navigatore) non reggeva la tensione, spegnendo il telefono; sostituita la batteria aprendo il retro incollato, il telefono non si spegne più.',
    keywords: ['batteria', 'degradata', 'sostituzione', 'spegnimento', 'carico'],
  },
  {
    id: 'sp-2102',
    source:
      'https://github.com/amanessinger/manessinger.com/blob/1629c988df337b24a44a98c26658862410f5d646/content/post/2013/10/2545-forbidden.md',
    original:
      "Recently my mobile began to crash regularly and progressively. It's a Samsung Galaxy S2, about two years old and in daily use. \n\nWhat happened was, that it crashed and automatically rebooted, and after the reboot the battery was almost empty, even when it had just been loaded. Taking the battery out, waiting for a minute, putting the battery back in and booting again would normally help and the battery would again have the expected charge.",
    language: 'en',
    text: "Ultimamente il mio cellulare ha cominciato a piantarsi sempre più spesso. È un Samsung Galaxy S2, ha circa due anni e lo uso tutti i giorni.\n\nSuccedeva che si bloccava e si riavviava da solo, e dopo il riavvio la batteria risultava quasi vuota, anche se l'avevo appena caricata. Togliere la batteria, aspettare un minuto, rimetterla e riaccendere di solito aiutava e la batteria tornava ad avere la carica che mi aspettavo.",
    category: 'smartphone',
    cause:
      "Era la batteria esausta (non l'elettronica di misura come sospettava): sotto carico la tensione crollava e il telefono si riavviava; sostituita con una batteria originale nuova da una dozzina di euro, il problema è sparito.",
    keywords: ['batteria', 'esausta', 'sostituzione', 'tensione', 'riavvio'],
  },
  {
    id: 'sp-2103',
    source:
      'https://github.com/joelchrono12/joelchrono12.ml/blob/e4eaf0424fb9c4b3728df6d272783afd87d9a347/_posts/2025-05-21-my-phone-scared-me-(again).md',
    original:
      'After arriving to my workplace on some uneventful day, I checked my phone for a bit, left it aside, and I noticed that it turned off out of nowhere, a few seconds later, it turned on again. Then it kept going, on and off, it was one of those dreaded bootloops.\n\nI was worried. This was [not the first time something like this happened](/blog/my-phone-scared-me/). I immediately did a button combination to boot the recovery menu, I saw the TWRP logo show up, then it turned off again. It meant I could do nothing at all.',
    language: 'en',
    text: "Un giorno qualunque, arrivato al lavoro, ho guardato un attimo il telefono, l'ho messo da parte e ho notato che si è spento dal nulla, e qualche secondo dopo si è riacceso. Poi ha continuato così, acceso e spento: era uno di quei temutissimi bootloop.\n\nEro preoccupato. Non era [la prima volta che mi succedeva una cosa del genere](/blog/my-phone-scared-me/). Ho subito fatto la combinazione di tasti per entrare nel menu di recovery, ho visto comparire il logo di TWRP e poi si è spento di nuovo. Quindi non potevo fare proprio niente.",
    category: 'smartphone',
    cause:
      'Il tasto di accensione (difetto noto su alcuni Poco) era guasto e veniva rilevato come sempre premuto, causando i riavvii continui; premendolo molto forte (o dando un colpo sul bordo del tavolo in corrispondenza del tasto) il contatto si è riassestato e il telefono è ripartito, anche se il problema si è ripresentato dopo qualche settimana.',
    keywords: ['tasto', 'accensione', 'premuto', 'bloccato', 'contatto', 'riavvio'],
  },
  {
    id: 'sp-2104',
    source:
      'https://github.com/jmbmxer/beardsec.com/blob/1e3db1e9536e2a2500c9216992802d9da565667e/content/rambling/iphone-woes.rst',
    original:
      'After a few months, I was gifted a very mint 4S from my recently tech savvy parents. This upgrade forced a switch from StraightTalk (who uses the AT&T network) to Ting mobile, a Sprint based cellular company.  In the process of getting the phone setup I ran into a massive glitch, the infamous iOS 7 Wi-Fi "grey out" issue.',
    language: 'en',
    text: 'Dopo qualche mese i miei, che ultimamente sono diventati esperti di tecnologia, mi hanno regalato un 4S praticamente nuovo. Con questo cambio sono dovuto passare da StraightTalk (che usa la rete AT&T) a Ting, un operatore che si appoggia a Sprint. Mentre configuravo il telefono mi sono imbattuto in un problema enorme, il famigerato Wi-Fi "in grigio" di iOS 7.',
    category: 'smartphone',
    cause:
      "Il chip Wi-Fi dell'iPhone 4S si era bloccato (difetto noto, il chip si comporta come se fosse surriscaldato e il Wi-Fi resta disattivato in grigio); scaldando il telefono con un phon vicino al chip fino all'avviso di temperatura e poi lasciandolo raffreddare, il chip si è resettato e il Wi-Fi funziona senza problemi da settimane.",
    keywords: ['wifi', 'chip', 'grigio', 'calore', 'surriscaldamento', 'reset'],
  },
  {
    id: 'sp-2105',
    source:
      'https://github.com/bloovis/bloovis.com/blob/9e30950e275f0c87f54c595ad326531f43412ee8/content/posts/2014-09-15-fixing-a-water-damaged-cell-phone.md',
    original:
      "Then a couple of weeks ago, this new phone fell into a water hazard.  I retrieved it quickly, but it crashed and got stuck in the boot loader, as if the operating system had disappeared.  Removing the battery (and, obviously, the SIM card and SD card) and letting the phone dry out for a week didn't help much.  Sometimes it would boot, but would immediately crash into the boot loader again.  The side buttons were also behaving badly, as if they were being pushed by a chimp on speed.",
    language: 'en',
    text: "Poi un paio di settimane fa questo telefono nuovo mi è caduto in un laghetto. L'ho ripescato subito, ma si è piantato ed è rimasto bloccato nel bootloader, come se il sistema operativo fosse sparito. Togliere la batteria (e ovviamente la SIM e la scheda SD) e lasciarlo asciugare per una settimana non è servito granché. A volte si avviava, ma subito dopo ricadeva nel bootloader. Anche i tasti laterali facevano i matti, come se li stesse premendo una scimmia impazzita.",
    category: 'smartphone',
    cause:
      'Dopo la caduta in acqua erano rimasti umidità e residui/impurità sulle schede che facevano impazzire tasti e avvio; smontato il telefono e immerse le schede logiche per qualche ora in alcol isopropilico al 99% (non il display), lasciate asciugare un giorno e rimontate, il telefono funziona perfettamente.',
    keywords: ['acqua', 'ossidazione', 'alcol', 'isopropilico', 'scheda', 'pulizia'],
  },
  {
    id: 'sp-2106',
    source:
      'https://github.com/DaringCuteSeal/daringcuteseal.github.io/blob/c828fd66b806c24e6012006cd0818a14f19f2261/_posts/2024-07-08-the-tragic-murder-attempt-mi-band.md',
    original:
      'After I finished showering (haven\'t took the band out yet from the bathroom), the Mi Band got handed to me because "its vibration in the bathroom was causing some ridiculous drilling-like noise" 💀 Yeah, it vibrated (with max intensity) non-stop. The touchscreen worked for the first few minutes but went kaput afterwards. The sensors were also kinda broken—the step counter keeps increasing out of nowhere. However, I can still connect it to my Gadgetbridge. Tried sending some reboot and factory reset commands using the debug function, but none of those did anything to the band.',
    language: 'en',
    text: 'Finita la doccia (la band era ancora in bagno), mi hanno passato la Mi Band perché "vibrava in bagno facendo un rumore assurdo tipo trapano" 💀 Eh sì, vibrava al massimo senza mai fermarsi. Il touchscreen ha funzionato per i primi minuti e poi è andato. Anche i sensori erano un po\' impazziti: il contapassi continuava a salire dal nulla. Però riesco ancora a collegarla a Gadgetbridge. Ho provato a mandarle comandi di riavvio e di reset di fabbrica con la funzione debug, ma non è cambiato niente.',
    category: 'smartphone',
    cause:
      "Nel bagno caldo, acqua calda e vapore erano entrati/condensati dentro la band (la resistenza 5ATM non vale per acqua calda e vapore) mandando in tilt vibrazione, touch e sensori; asciugata con il phon alla temperatura più bassa e premendola leggermente sopra e sotto, dopo un po' la vibrazione si è fermata e, una volta ricaricata, tutto funziona di nuovo.",
    keywords: ['umidità', 'condensa', 'vapore', 'asciugatura', 'infiltrazione', 'acqua'],
  },
];
