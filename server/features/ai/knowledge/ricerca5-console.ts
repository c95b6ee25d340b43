import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { CONSOLE_UNPLUG, CONSOLE_WARRANTY, STATIC } from './warnings.ts';

/**
 * Console faults from the fifth round of research (docs/ai-coverage-research.md, round 5): buttons of old
 * handhelds that no longer respond (worn carbon contacts of the rubber pads) and consoles that show no sign
 * of life because they are stuck in a frozen standby until every cable is unplugged for a few minutes.
 */
export const RICERCA5_CONSOLE: KnowledgeEntry[] = [
  {
    id: 'console-portatile-tasti-gommini',
    category: 'console',
    devices: ['console', 'nintendo'],
    label: 'i tasti della console portatile non rispondono (gommini consumati)',
    symptoms: [
      'i tasti del game boy non rispondono più, devo schiacciarli fortissimo',
      'sul gameboy il tasto a non va e la croce funziona solo a volte',
      'il pulsante start della console portatile non fa niente',
      'premo i tasti ma il gioco non reagisce, qualche volta prende il comando',
      'la croce direzionale del game boy color non va in una direzione',
      'tasti molli e morti sul gameboy ritrovato in soffitta',
    ],
    patterns: ['gommini', 'tappetini dei tasti', 'membrana dei tasti', 'contatti in carbonio'],
    problem:
      'Tasti della console portatile che non rispondono: contatti in carbonio dei tappetini (gommini) in gomma consumati o piste sporche sotto i tasti',
    difficulty: 'intermediate',
    estimatedTime: '30-60 minuti',
    warnings: [CONSOLE_WARRANTY, STATIC, 'Togli le pile o la batteria prima di aprire la console portatile.'],
    causes: [
      'Contatti in carbonio dei tappetini in gomma dei tasti consumati (pad usurati)',
      'Piste dorate sotto i tasti sporche o ossidate',
      'Tappetino in gomma fuori posto o strappato',
      'Pista della scheda interrotta sotto il tasto',
    ],
    tells: [
      'se sotto il gommino il dischetto nero è lucido e consumato, allora sono i contatti in carbonio usurati',
      'se le piste sotto i tasti sono opache o macchiate, allora è lo sporco o l’ossido sulle piste',
      'se il tasto va solo spingendolo storto, allora il tappetino è fuori posto o strappato',
      'se anche con un tappetino nuovo non va e il tester non dà continuità, allora è la pista interrotta',
    ],
    solutions: [
      'Sostituisci i tappetini in gomma (pad) dei tasti con un kit nuovo',
      'Pulisci piste e gommini con alcool isopropilico',
      'Rimetti in sede il tappetino o sostituiscilo se strappato',
      'Ripristina la pista interrotta con un filo saldato',
    ],
    tools: [T.tripleWing, T.cacciaviti, T.alcool, T.spazzolino, T.multimetro, T.saldatore],
    steps: [
      step(
        'Togli le pile e apri la scocca con la punta tri-wing e il cacciavite a croce.',
        'Scheda e tasti visibili',
        CONSOLE_WARRANTY,
      ),
      step(
        'Sfila i tappetini in gomma e guarda i dischetti neri sotto i tasti.',
        'Vedi se sono lucidi, consumati o sporchi',
      ),
      step(
        'Pulisci le piste della scheda sotto i tasti con alcool isopropilico e lo spazzolino.',
        'Piste lucide e asciutte',
      ),
      step(
        'Se i dischetti sono consumati, monta tappetini nuovi dello stesso modello.',
        'I gommini scattano e tornano su',
      ),
      step(
        'Rimonta e prova ogni tasto in un gioco o nel menu di test.',
        'Ogni tasto risponde al primo tocco',
      ),
    ],
    cost: 'Kit tappetini 3-10 €; punta tri-wing 5 €.',
    ifNotFixed:
      'Se con tappetini nuovi e piste pulite un tasto resta morto, c’è una pista interrotta: misurala col tester o porta la console da un tecnico.',
  },
  {
    id: 'console-bloccata-standby-scollegare',
    category: 'console',
    devices: ['console', 'nintendo', 'playstation', 'xbox'],
    label: 'la console non dà segni di vita: bloccata in standby',
    symptoms: [
      'la console è completamente morta, nessuna lucina neanche se schiaccio a lungo il pulsante',
      'il wii non parte e il led rosso del power è spento',
      'premo accensione e non succede nulla, fino a ieri andava',
      'la play è rimasta in riposo e adesso non si riaccende',
      'la xbox non risponde al tasto, sembra congelata',
      'dopo un temporale la console è morta, zero segnali',
    ],
    patterns: ['modalità riposo'],
    problem:
      'Console bloccata in standby (freeze dell’alimentazione): va scollegata da tutti i cavi, alimentazione compresa, per qualche minuto',
    difficulty: 'beginner',
    estimatedTime: '10-20 minuti',
    warnings: [CONSOLE_UNPLUG, 'Non aprire l’alimentatore: i condensatori restano carichi.'],
    causes: [
      'Console bloccata in standby anomalo (freeze): serve staccare tutti i cavi e lasciarla scollegata',
      'Alimentatore esterno o cavo di alimentazione guasto',
      'Protezione dell’alimentatore scattata per un calo di tensione',
      'Alimentatore interno o fusibile della scheda guasto',
    ],
    tells: [
      'se dopo qualche minuto con tutti i cavi staccati si riaccende, allora era bloccata in standby',
      'se la spia dell’alimentatore esterno è spenta o il tester non misura tensione, allora è l’alimentatore o il cavo',
      'se si è spenta dopo un temporale o un blackout e riparte staccata a lungo, allora era scattata la protezione',
      'se con alimentatore buono resta morta, allora è l’alimentatore interno o il fusibile della scheda',
    ],
    solutions: [
      'Stacca tutti i cavi (alimentazione, HDMI/AV, USB) e lasciala scollegata 5-10 minuti',
      'Prova un altro alimentatore o cavo di alimentazione',
      'Collegala direttamente alla presa a muro, senza ciabatte',
      'Fai controllare alimentatore interno e fusibile a un laboratorio',
    ],
    tools: [T.multimetro, T.cacciaviti],
    steps: [
      step(
        'Stacca dalla console tutti i cavi: alimentazione, video, USB e accessori.',
        'Console completamente scollegata',
      ),
      step('Aspetta almeno 5-10 minuti senza toccare nulla.', 'Si scaricano i residui di corrente'),
      step(
        'Ricollega solo l’alimentazione, direttamente alla presa a muro, e guarda la spia.',
        'La spia torna accesa (rossa o arancione)',
      ),
      step('Premi accensione e ricollega il cavo video.', 'La console si avvia'),
      step(
        'Se resta spenta, misura l’uscita dell’alimentatore esterno col tester o provane uno uguale.',
        'Sai se è l’alimentatore',
      ),
    ],
    cost: 'Gratis; alimentatore 15-60 €.',
    ifNotFixed:
      'Se con alimentatore buono non dà segni di vita, il guasto è sull’alimentazione interna o sulla scheda: serve un laboratorio.',
  },
];
