import type { RealCase } from './types.ts';

/**
 * Batch 22 of real smartphone reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'sp-2201',
    source:
      'https://github.com/chesterbr/chesterbr.github.io/blob/7c4670d83b30513eefd8793382e798dbddb2b7d4/_posts/2015-11-18-fixing-screen-tear-on-a-pebble-classic-with-toilet-paper.markdown',
    original:
      'The first-generation Pebble (now dubbed Pebble Classic) is, in my opinion, the best smartwatch in terms of cost/benefit. Unfortunately, a few of them start to manifest screen tearing after a few months of use, and mine was one of the "lucky" ones',
    language: 'en',
    text: 'Il Pebble di prima generazione (ora chiamato Pebble Classic) secondo me è lo smartwatch migliore come rapporto qualità/prezzo. Purtroppo alcuni dopo qualche mese di uso cominciano ad avere lo schermo che si "strappa" (immagine spezzata), e il mio è stato uno dei "fortunati".',
    category: 'smartphone',
    cause:
      'Il connettore del display non regge bene le vibrazioni frequenti e perde contatto; mettendo un piccolo spessore (pezzetti di carta) che fa pressione sul connettore il difetto è sparito.',
    keywords: ['connettore', 'display', 'pressione', 'vibrazioni', 'spessore'],
  },
  {
    id: 'sp-2202',
    source:
      'https://github.com/joelchrono12/joelchrono12.ml/blob/f5df20b998b633b152b4e3dc5ceaa1a5902eb310/_posts/2022-01-05-my-phone-scared-me.md',
    original:
      'Anyways, while I was editing some metadata, my phone vibrated, and it finally died, without much thought I just plugged it in and went back to work. After I was done, I had to check my phone again to get ready to sleep. I like to listen to podcasts while I sleep, so I was about to download some. I pick up the phone, press the power button, and realize that there is no charging animation, in fact, the LED light (yes, my phone has one of those) is not on either. I plug my phone somewhere else, no luck, I got try another charger, no luck, I press the button for 4 seconds or so, nothing happens.',
    language: 'en',
    text: "Comunque, mentre stavo modificando dei metadati il telefono ha vibrato e alla fine si è spento, io senza pensarci l'ho messo in carica e sono tornato a lavorare. Finito, dovevo ricontrollare il telefono prima di andare a dormire. Mi piace ascoltare podcast mentre dormo, quindi stavo per scaricarne qualcuno. Prendo il telefono, premo il tasto di accensione e mi accorgo che non c'è l'animazione di ricarica, anzi, anche il LED (sì, il mio telefono ce l'ha) è spento. Lo attacco da un'altra parte, niente, provo un altro caricatore, niente, tengo premuto il tasto per 4 secondi circa, non succede nulla.",
    category: 'smartphone',
    cause:
      "Il telefono in realtà si stava caricando: la ROM custom ha un bug per cui non mostra l'animazione di ricarica e, con il Non disturbare attivo allo spegnimento, il LED resta spento; avviandolo dalla recovery e riavviando nel sistema è partito con la batteria al 12%.",
    keywords: ['ricarica', 'rom', 'led', 'recovery', 'batteria'],
  },
  {
    id: 'sp-2203',
    source:
      'https://github.com/andydunkel/AndyDunkel.net/blob/9cf30c925e2ed7d063fe2125c511ac3fe30620a5/_posts/2016-09-01-akkuwechsel_iphone_5.md',
    original:
      'Mein iPhone 5 wird bald 4 Jahre alt und tut immer noch gute Dienste. Allerdings schwächelte der Akku seit einiger Zeit mal wieder. [...] Mit einem Tool habe ich die Lade-Zyklen überprüft, eigentlich war nach den Daten noch alles in Ordnung.\n\nIn der Praxis sah das jedoch anders aus: Kam der Akku bei 40% an, sprang er gleich danach auf 15%. Diese Woche schaltete sich das Handy gleich ab. Also musste etwas getan werden.',
    language: 'de',
    text: "Il mio iPhone 5 ha quasi 4 anni e funziona ancora bene. Però da un po' di tempo la batteria si era di nuovo indebolita. [...] Con un programma ho controllato i cicli di carica, e secondo i dati era tutto a posto.\n\nIn pratica però era un'altra storia: quando la batteria arrivava al 40%, subito dopo saltava al 15%. Questa settimana il telefono si è spento di colpo. Quindi bisognava fare qualcosa.",
    category: 'smartphone',
    cause:
      "Batteria esaurita/degradata: sostituita con una batteria nuova (ricambio iFixit) e poi ricalibrato l'indicatore scaricando completamente il telefono un paio di volte; ora funziona bene.",
    keywords: ['batteria', 'sostituzione', 'usurata', 'calibrazione', 'spegnimento'],
  },
];
