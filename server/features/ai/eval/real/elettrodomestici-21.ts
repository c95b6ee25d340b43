import type { RealCase } from './types.ts';

/**
 * Batch 21 of real elettrodomestici reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'el-2101',
    source:
      'https://github.com/ahaltindis/ahmt-me-content/blob/db7de02d9ddf6122ef29cca4a5d286a1615d8b37/content/en/til/white-appliances/drying-machine-thermal-cut-off-switch/index.md',
    original:
      'Our dryer machine stopped heating after using it for 8 months, but everything else seemed functional. All the programs started fine, and the tumbler was turning as expected. The only issue was that, there was no heat anywhere, causing the clothes not to dry as they should.',
    language: 'en',
    text: "La nostra asciugatrice ha smesso di scaldare dopo 8 mesi di uso, ma tutto il resto sembrava funzionare. Tutti i programmi partivano normalmente e il cestello girava come doveva. L'unico problema era che non c'era calore da nessuna parte, quindi i vestiti non si asciugavano come dovrebbero.",
    category: 'elettrodomestici',
    cause:
      "Era intervenuto il termostato di sicurezza (interruttore termico di sovratemperatura) sul retro dell'asciugatrice, probabilmente per surriscaldamento dovuto al filtro interno non pulito; il tecnico lo ha semplicemente riarmato.",
    keywords: ['termostato', 'sicurezza', 'surriscaldamento', 'filtro', 'riarmo'],
  },
  {
    id: 'el-2102',
    source:
      'https://github.com/andydunkel/AndyDunkel.net/blob/9cf30c925e2ed7d063fe2125c511ac3fe30620a5/_posts/2011-12-20-batteriewechsel-roomba.markdown',
    original:
      'Seit knapp 2,5 Jahren saugt bei mir ein Roomba 580 die Wohnung. [...]\n\nSo schaffte er es anfangs nicht mehr zurück zu seiner Ladestation und blieb einfach mitten im Raum stehen. Irgendwann stellte er den Dienst komplett ein.',
    language: 'de',
    text: "Da quasi 2 anni e mezzo un Roomba 580 mi aspira casa. [...]\n\nAll'inizio non riusciva più a tornare alla sua base di ricarica e si fermava semplicemente in mezzo alla stanza. A un certo punto ha smesso di funzionare del tutto.",
    category: 'elettrodomestici',
    cause:
      'La batteria del robot aspirapolvere era esaurita (capacità ridotta dopo 2,5 anni); sostituita con una nuova batteria, il robot è tornato ad avere piena autonomia.',
    keywords: ['batteria', 'esaurita', 'autonomia', 'sostituzione', 'ricarica'],
  },
  {
    id: 'el-2103',
    source:
      'https://github.com/andydunkel/AndyDunkel.net/blob/9cf30c925e2ed7d063fe2125c511ac3fe30620a5/_posts/2012-11-22-roomba-fehler-nummer-9-die-zweite.markdown',
    original:
      'Mal wieder Fehler 9 beim Roomba. Diesmal war es ein eher schleichender Prozess, mal ging er, mal drehte er sich nur noch im Kreis, um irgendwann mit 9 maligem Piepen den Dienst zu quittieren. Ein anderes Mal konzentrierte er sich verdächtiger Weise nur auf eine hälfte des Raums.',
    language: 'de',
    text: "Di nuovo errore 9 sul Roomba. Stavolta è stata una cosa graduale: a volte andava, a volte girava solo in tondo, finché a un certo punto ha smesso di funzionare con 9 bip. Un'altra volta si concentrava, in modo sospetto, solo su metà della stanza.",
    category: 'elettrodomestici',
    cause:
      'Il sensore del paraurti (bumper) era guasto: i diodi/componenti ottici del sensore si degradano col tempo, e il robot crede di urtare continuamente un ostacolo. Smontato il Roomba e saldati diodi nuovi sui sensori del paraurti, ha ripreso a funzionare.',
    keywords: ['sensore', 'paraurti', 'diodi', 'saldatura', 'urto'],
  },
];
