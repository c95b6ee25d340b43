import type { RealCase } from './types.ts';

/**
 * Batch 25 of real smartphone reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix, or whose device was someone else's, were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'sp-2501',
    source: 'https://gessel.blackrosetech.com/2007/07/09/depearlized',
    original:
      'I took mine to SRL yesterday and needed to use it with dirty hands. I wiped them off on my shirt, really, then used it a few times and noticed that the trackball had stopped running smoothly.',
    language: 'en',
    text: "Ho un BlackBerry Pearl. Ieri l'ho usato con le mani sporche (me le ero pulite alla meglio sulla maglietta) e dopo averlo usato un po' di volte mi sono accorto che la trackball non scorreva più in modo fluido.",
    category: 'smartphone',
    cause:
      "Sporco e minuscoli trucioli metallici attirati dai magneti dei rullini della trackball ne bloccavano la rotazione; ha tolto l'anello argentato, smontato il gruppo trackball e pulito rullini e cavità con alcol e nastro adesivo, e ora funziona.",
    keywords: ['trackball', 'rullini', 'trucioli', 'sporco', 'magneti', 'pulizia'],
  },
  {
    id: 'sp-2502',
    source: 'http://www.palmblvd.com/boards/PalmIIIc/messages/1276.html',
    original:
      'I have been reading about the dreaded digitizer misalignment problem on the IIIc (and also the V it seems). I stumbled upon this posts because I was suffering the same problems. I have very short fuse for devices that cost more that $200 and dont work, so after trying the fixes proposed by varios persons in the forum (warm boot, cold boot, brightness down, etc)',
    language: 'en',
    text: 'Il mio palmare Palm IIIc ha il problema del touch disallineato: tocco lo schermo con lo stilo e il punto registrato non corrisponde. Ho già provato tutti i rimedi suggeriti nei forum (riavvio a caldo, riavvio a freddo, abbassare la luminosità ecc.) ma niente.',
    category: 'smartphone',
    cause:
      'Il connettore piatto a 4 fili del digitalizzatore aveva un deposito carbonioso (umidità ed elettricità statica); aperto il palmare, ha pulito i contatti del connettore con una gomma da cancellare e dopo la ricalibrazione il touch funziona di nuovo correttamente.',
    keywords: ['digitalizzatore', 'connettore', 'contatti', 'ossidazione', 'sporco', 'gomma'],
  },
  {
    id: 'sp-2503',
    source: 'https://blog.tanist.co.uk/2008/12/nokia-7610-keypad-problem-and-repair/',
    original:
      "I've had my Nokia 7610 a long time now (about 4 years) [...] My keypad became almost impossible to use and I'd never bothered to investigate the the problem. The keys had to be pressed with an almighty force to produce a keypress. I'd almost comitted the phone to bin, but it was worth a look first.",
    language: 'en',
    text: 'Ho un Nokia 7610 da circa 4 anni. La tastiera è diventata quasi impossibile da usare: per far registrare un tasto devo premerlo con una forza enorme. Stavo quasi per buttare il telefono.',
    category: 'smartphone',
    cause:
      'I contatti sotto la membrana della tastiera (e sul circuito) erano anneriti e corrosi; ha smontato la scheda tastiera, sollevato la membrana e lucidato i contatti con Brasso e cotton fioc, e i tasti sono tornati a rispondere normalmente.',
    keywords: ['tastiera', 'contatti', 'corrosione', 'membrana', 'ossidati', 'pulizia'],
  },
  {
    id: 'sp-2504',
    source: 'https://forum.fairphone.com/t/fairphone-2-camera-cannot-focus/13957/141',
    original:
      'Fairphone 2 camera cannot focus\n\nI think I found the root cause of the focusing issue.\n\nAfter reading through all the post here I concluded it has to be an hardware problem, not wanting to wait for a long time and being without a phone I descided to open the phone and check the camera module for hardware issues. My first suspect was bad contacts but they all looked ok.',
    language: 'en',
    text: 'La fotocamera del mio Fairphone 2 non riesce a mettere a fuoco. Ho letto tutto il thread e secondo me è un problema hardware, non software. Ho già controllato i contatti del modulo fotocamera e sembrano a posto.',
    category: 'smartphone',
    cause:
      "Il pezzetto di schiuma biadesiva che fissa il sensore nel modulo fotocamera si era disallineato e bloccava fisicamente il movimento della lente dell'autofocus; smontato il modulo e riposizionata la schiuma, la messa a fuoco funziona di nuovo.",
    keywords: ['fotocamera', 'schiuma', 'lente', 'autofocus', 'disallineata', 'modulo'],
  },
  {
    id: 'sp-2505',
    source: 'https://blog.xiquest.com/2009/12/random-death-smartphone-annoyances/',
    original:
      'My phone has been suffering from a bad battery and random death.  I would keep my phone charging constantly in the car, at work, or at home, then when off the charger for a small period of time, I would notice that it was dead.  Totally dead; no charge left. [...] A coworker was nice enough to give me a spare battery they had and it seemed to help a little, but I would set my phone down or put it in my pocket, only to take it out later and it be shut off again!',
    language: 'en',
    text: "Il mio smartphone muore all'improvviso. Lo tengo sempre in carica in macchina, al lavoro e a casa, ma appena lo stacco per un po' lo ritrovo spento, completamente morto. Un collega mi ha dato una batteria di ricambio e sembrava andare un po' meglio, ma quando lo appoggio sul tavolo o lo metto in tasca, dopo un po' lo tiro fuori ed è di nuovo spento.",
    category: 'smartphone',
    cause:
      'La batteria era allentata nel vano e perdeva il contatto con i contatti del telefono quando veniva urtato o appoggiato; inserendo uno spessore di carta piegata tra batteria e coperchio posteriore il problema è sparito.',
    keywords: ['batteria', 'contatti', 'allentata', 'spessore', 'coperchio'],
  },
  {
    id: 'sp-2506',
    source:
      'https://forum.fairphone.com/t/fairphone-2-problem-noise-interference-crackling-in-the-primary-microphone-for-the-caller/72186',
    original:
      'Fairphone 2 Problem noise, interference, crackling in the primary microphone for the caller\n\nTest: Setting - Maintenance - Primary Microphone. During the test, press from the outside on the back of the cover near the USB input or primary microphone',
    language: 'en',
    text: "Sul mio Fairphone 2 chi mi chiama sente rumori, interferenze e gracchiamenti dal microfono principale. Se faccio il test del microfono principale (Impostazioni - Manutenzione) e premo dall'esterno sulla cover posteriore vicino alla presa USB, il disturbo cambia.",
    category: 'smartphone',
    cause:
      'Il modulo inferiore (con microfono e porta USB) non era premuto abbastanza contro i contatti; ha fissato una o due sottili strisce di cartoncino sul modulo con nastro adesivo per aumentare la pressione (e allargato il foro USB della cover) e il disturbo è quasi sparito.',
    keywords: ['microfono', 'modulo', 'contatti', 'pressione', 'cartoncino', 'spessore'],
  },
  {
    id: 'sp-2507',
    source: 'http://forum.pine64.org/showthread.php?tid=15990',
    original:
      "Today I received my Pinephone keyboard case and after waiting for it to reach room temperature and then completely charge, I was ready to try it.\nThe first power up was a nice surprise: it worked perfectly fine with Mobian (on uSD). It also works with PostmarketOS (on eMMC). Great!\nBut it didn't charge the phone in either OS. Bummer!",
    language: 'en',
    text: "Mi è arrivata la cover-tastiera per il mio PinePhone. L'ho lasciata arrivare a temperatura ambiente e l'ho caricata completamente. Alla prima accensione funzionava benissimo, sia con Mobian (su microSD) sia con PostmarketOS (su eMMC), ma non ricarica il telefono, con nessuno dei due sistemi.",
    category: 'smartphone',
    cause:
      'Non tutti i pin pogo sul retro del PinePhone toccavano i contatti della cover-tastiera: in particolare il pin DCIN (alimentazione di ricarica) era troppo corto. Ha aggiunto un pezzetto di nastro di rame/lamina metallica sul contatto per colmare la distanza e il telefono ha iniziato a caricarsi.',
    keywords: ['pogo', 'pin', 'contatto', 'ricarica', 'rame', 'tastiera'],
  },
  {
    id: 'sp-2508',
    source: 'https://simonepanziera.it/samsung-galaxy-s3-neo-sostituire-pulsante-accensione',
    original:
      'Nel mio caso il Samsung Galaxy S3 NEO ha iniziato a riavviarsi da solo in modo infinito (infinite loop), come illustrato nel seguente video:\nMi sono accorto poi che era sufficiente sfiorare il tasto accensione ripetutamente, o “batterlo” più volte per terminare temporaneamente il fastidioso problema ed accendere lo smartphone..',
    language: 'it',
    text: 'Nel mio caso il Samsung Galaxy S3 NEO ha iniziato a riavviarsi da solo in modo infinito (infinite loop), come illustrato nel seguente video:\nMi sono accorto poi che era sufficiente sfiorare il tasto accensione ripetutamente, o “batterlo” più volte per terminare temporaneamente il fastidioso problema ed accendere lo smartphone..',
    category: 'smartphone',
    cause:
      "Il pulsante di accensione (microinterruttore) era usurato/difettoso e risultava come premuto, facendo riavviare il telefono in loop; l'autore ha aperto lo smartphone e sostituito il pulsante.",
    keywords: ['pulsante', 'accensione', 'usurato', 'microinterruttore', 'difettoso'],
  },
];
