import type { RealCase } from './types.ts';

/**
 * Batch 21 of real computer reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'pc-2101',
    source:
      'https://github.com/geekgonecrazy/geekgonecrazy.github.io/blob/402f4d9fc3762137385ea272eb1f13a110e505aa/_posts/2010-10-12-monitor-repair.md',
    original:
      "A few days ago I found a 22\" Lcd screen that was being tossed out because it didn't work.  The thought of the beauty being thrown away didn't set well with me.  So I picked it up.  \n\nBefore messing with it.\n\n[...]\n\nWhen turning it on, it would show its gateway logo and then go blank.  Which was a good sign.  But none of the inputs worked.",
    language: 'en',
    text: 'Qualche giorno fa ho trovato uno schermo LCD da 22" che stavano buttando perché non funzionava. L\'idea di buttare via una bellezza del genere non mi andava giù, quindi me lo sono preso.\n\nPrima di metterci le mani.\n\n[...]\n\nQuando lo accendevo mostrava il logo Gateway e poi diventava nero. Che era un buon segno. Però nessuno degli ingressi funzionava.',
    category: 'computer',
    cause:
      "Sulla scheda di alimentazione del monitor c'era un condensatore elettrolitico gonfio (1000uF 25V); sostituito con uno nuovo da 1000uF 35V, il monitor è tornato a funzionare.",
    keywords: ['condensatore', 'gonfio', 'alimentazione', 'scheda', 'sostituzione'],
  },
  {
    id: 'pc-2102',
    source:
      'https://github.com/bloovis/bloovis.com/blob/c66d50c2c6c9dcef93116551fbb6c89f7dad9be0/content/posts/2008-02-27-replacing-a-thinkpad-a30p-system-board.md',
    original:
      "Last year my ThinkPad A30p started failing to charge its battery, after I'd left the machine on the shelf for a few months.  I thought that maybe the battery had died from neglect, but a replacement battery purchased on eBay also had the same problem.  [...]  But at least the machine worked when it was connected to AC power.  Then a month or so later, it powered off spontaneously after 15 minutes of use, and after that it was completely dead.",
    language: 'en',
    text: "L'anno scorso il mio ThinkPad A30p ha cominciato a non caricare più la batteria, dopo che l'avevo lasciato su uno scaffale per qualche mese. Pensavo che la batteria fosse morta perché non l'avevo usata, ma anche una batteria di ricambio comprata su eBay aveva lo stesso problema. [...] Almeno però il portatile funzionava quando era attaccato alla corrente. Poi un mesetto dopo si è spento da solo dopo 15 minuti di uso, e da lì è rimasto completamente morto.",
    category: 'computer',
    cause:
      'Era guasta la scheda madre (circuito di carica/alimentazione); sostituita la scheda madre con una usata comprata online, il portatile è tornato a funzionare perfettamente.',
    keywords: ['scheda', 'madre', 'alimentazione', 'ricarica', 'sostituzione'],
  },
  {
    id: 'pc-2103',
    source:
      'https://github.com/bloovis/bloovis.com/blob/c66d50c2c6c9dcef93116551fbb6c89f7dad9be0/content/posts/2025-11-07-t450s-fan.md',
    original:
      'The fan on my main laptop, a ThinkPad T450s, can get pretty noisy at times,\nespecially when watching videos or doing a Zoom call.  The CPU temperatures\nclimb up pretty high at the same time, so the fan is trying to do its job.\nBut lately the noise and fan speed were getting annoying.  On a Zoom call, the\nfan was always on high speed and very noisy.',
    language: 'en',
    text: 'La ventola del mio portatile principale, un ThinkPad T450s, a volte diventa parecchio rumorosa, soprattutto quando guardo video o faccio una chiamata Zoom. Le temperature della CPU nello stesso momento salgono parecchio, quindi la ventola sta facendo il suo lavoro. Ma ultimamente il rumore e la velocità della ventola stavano diventando fastidiosi. Durante una chiamata Zoom la ventola era sempre al massimo e rumorosissima.',
    category: 'computer',
    cause:
      'Sotto il dissipatore mancava la pasta termica su uno dei due chip (probabilmente la GPU). Smontato il gruppo ventola/dissipatore, pulita la vecchia pasta e applicata pasta termica nuova su entrambi i chip, la ventola è rimasta quasi sempre a bassa velocità.',
    keywords: ['pasta', 'termica', 'dissipatore', 'surriscaldamento', 'ventola'],
  },
  {
    id: 'pc-2104',
    source:
      'https://github.com/trofi/trofi.github.io.gen/blob/b5f6f56995ffa4c80d4fab910627b00a865a11ef/posts/209-tracking-down-mysterious-memory-corruption.md',
    original:
      "I've bought my current desktop machine around 2011 (7 years ago) and\nmostly had no problems with it save one exception: occasionally (once\n2-3 months) `firefox`, `liferea` or `gcc` would mysteriously crash.\n[...]\nI tried to run the same\nfailed `gcc` command in a loop for hours to try to reproduce the crash but\nnever succeeded. [...] At that\npoint I tried `memtest86+-5.01` and `memtester` tools to validate\n`RAM` chips. Tools claimed `RAM` to be fine.",
    language: 'en',
    text: 'Ho comprato il mio PC fisso attuale verso il 2011 (7 anni fa) e in generale non ho mai avuto problemi, tranne una cosa: ogni tanto (una volta ogni 2-3 mesi) firefox, liferea o gcc crashavano misteriosamente.\n[...]\nHo provato a rilanciare in loop per ore lo stesso comando gcc che era fallito per riprodurre il crash, ma non ci sono mai riuscito. [...] A quel punto ho provato memtest86+ 5.01 e memtester per controllare i banchi di RAM. Secondo i programmi la RAM era a posto.',
    category: 'computer',
    cause:
      'Uno dei quattro moduli RAM DDR3 era difettoso e corrompeva singoli bit solo in modalità dual channel sotto carico (memtest non lo rilevava); individuato provando le combinazioni dei banchi e sostituita la coppia di moduli, i crash sono spariti.',
    keywords: ['ram', 'modulo', 'difettoso', 'memoria', 'sostituzione', 'banchi'],
  },
  {
    id: 'pc-2105',
    source:
      'https://github.com/trofi/trofi.github.io.gen/blob/b5f6f56995ffa4c80d4fab910627b00a865a11ef/posts/347-another-memory-corruption-case.md',
    original:
      'It was another usual week: I updated `gcc` from `master`\nbranch and tried to build my system with it. [...]\n\nMost builds were going without any problems. But some packages started\nfailing in a suspiciously similar manner. Retrying the failed build\nalways succeeded. [...]\n\nI did a quick run of `memtest86+-8.00` for 5 minutes. It revealed\nnothing. I then ran it for 1.5 hours. It still revealed nothing.',
    language: 'en',
    text: "Era una settimana come le altre: ho aggiornato gcc dal branch master e ho provato a ricompilarci il sistema. [...]\n\nLa maggior parte delle compilazioni andava senza problemi. Però alcuni pacchetti hanno cominciato a fallire in modo stranamente simile. Rilanciando la compilazione fallita andava sempre a buon fine. [...]\n\nHo fatto girare memtest86+ 8.00 per 5 minuti. Non ha trovato niente. Poi l'ho lasciato per un'ora e mezza. Ancora niente.",
    category: 'computer',
    cause:
      "Un singolo bit di uno dei moduli RAM DDR4 perdeva la carica troppo in fretta (errore dipendente dal pattern e solo in dual channel, invisibile a memtest); individuato con memtester e page_poison, l'indirizzo difettoso è stato escluso con il parametro del kernel memmap e i crash sono spariti.",
    keywords: ['ram', 'modulo', 'difettoso', 'memoria', 'bit', 'corruzione'],
  },
  {
    id: 'pc-2106',
    source:
      'https://github.com/jkrshw/jessek-blog/blob/f8c0f12ef4d1de255ff3376380cf219096109575/_posts/2012-06-05-nvidia-driver-falling-off-bus.md',
    original:
      "After purchasing some new hardware I was disappointed to find that my new machine would crash randomly every hour or so, seemingly more so while playing games.\n\nUsing Ubuntu 12.04 with an NVIDIA graphics card I suspected that the fault was graphics driver related. The machine was completely unresponsive when it crashed. I couldn't start an ssh session or ALT+F1 to a terminal to see what was happening.\n\nI had a look through the logs and found this in /var/log/kern.log immediately before the logs finished\n\nNVRM: GPU at 0000:01:00.0 has fallen off the bus.",
    language: 'en',
    text: "Dopo aver comprato dell'hardware nuovo ci sono rimasto male a scoprire che il PC nuovo si bloccava a caso più o meno ogni ora, a quanto pare soprattutto mentre giocavo.\n\nUso Ubuntu 12.04 con una scheda video NVIDIA e sospettavo che il problema fosse il driver grafico. Quando si bloccava il PC non rispondeva a niente. Non riuscivo ad aprire una sessione ssh né a passare a un terminale con ALT+F1 per vedere cosa succedeva.\n\nHo guardato nei log e in /var/log/kern.log, subito prima che i log si interrompessero, ho trovato questo:\n\nNVRM: GPU at 0000:01:00.0 has fallen off the bus.",
    category: 'computer',
    cause:
      'Non era il driver della scheda video ma la RAM: dopo aver modificato le impostazioni della memoria e scambiato di posto i moduli (DIMM) negli slot, i blocchi sono spariti.',
    keywords: ['ram', 'moduli', 'memoria', 'slot', 'blocchi'],
  },
];
