import { TOOLS as T } from '../../../domain/tools.ts';
import { type KnowledgeEntry, step } from './types.ts';
import { BOARD_MAINS, HOB_GLASS, TESTER, UNPLUG_FIXED } from './warnings.ts';

/**
 * The induction hob's power board (issue 24, round 18): two reports of batch 15 (a Miele hob whose error code came
 * back more and more often, a single Tefal plate that died with a bang) had the same fault, which the knowledge
 * base lacked: the power stage under the glass. The board rectifies the mains and drives the coils with IGBTs; its
 * electrolytic capacitors age with the heat, and a shorted IGBT takes the rectifier bridge and the fuse with it.
 */
export const RICERCA13_INDUZIONE: KnowledgeEntry[] = [
  {
    id: 'piano-induzione-scheda-potenza',
    category: 'elettrodomestici',
    devices: ['piano'],
    label: 'l’induzione è morta dopo un botto o dà un codice di errore e spegne le zone',
    symptoms: [
      'la piastra a induzione si è spenta con un forte botto e non si accende più',
      'il piano a induzione dà un codice di errore e le zone si spengono, ogni giorno più spesso',
      'l’induzione è morta di colpo, display spento, ed è saltato il salvavita',
      'il piano a induzione si accende ma le zone non scaldano e compare un errore',
      'una zona dell’induzione si spegne da sola dopo pochi secondi con un errore',
    ],
    patterns: ['igbt', 'scheda di potenza', 'scheda potenza'],
    problem:
      'Piano o piastra a induzione guasti nella scheda di potenza: condensatori gonfi o esauriti, oppure IGBT in corto che ha bruciato il ponte raddrizzatore e il fusibile',
    difficulty: 'advanced',
    estimatedTime: '1-3 ore',
    warnings: [UNPLUG_FIXED, BOARD_MAINS, TESTER, HOB_GLASS],
    causes: [
      'Condensatori elettrolitici della scheda di potenza gonfi o esauriti dal calore: l’errore compare sempre più spesso finché le zone non partono più',
      'IGBT (il transistor che pilota la bobina) in corto: con un botto si bruciano anche il ponte raddrizzatore e il fusibile',
      'Fusibile della scheda bruciato da solo, per un picco di tensione',
      'Ventola di raffreddamento sotto il piano ferma o intasata: la scheda scalda e va in errore',
      'Bobina (induttore) o sensore di temperatura della zona guasti',
    ],
    tells: [
      'se l’errore compare dopo qualche minuto di cottura ed è peggiorato nel tempo, e sulla scheda ci sono condensatori con la testa bombata, allora sono i condensatori',
      'se si è spento con un botto o ha fatto saltare il salvavita, e il fusibile è annerito, allora è l’IGBT in corto (con il ponte e il fusibile)',
      'se il fusibile è aperto ma IGBT e ponte misurano bene, allora era solo il fusibile',
      'se sotto il piano la ventola non gira o è piena di polvere, allora è il raffreddamento',
      'se l’errore riguarda sempre la stessa zona e le altre vanno, allora è la bobina o il sensore di quella zona',
    ],
    solutions: [
      'Sostituisci i condensatori gonfi con altri di pari capacità e tensione, da 105 °C',
      'Sostituisci IGBT, ponte raddrizzatore e fusibile insieme (cambiarne uno solo fa scoppiare di nuovo il fusibile), oppure la scheda di potenza intera',
      'Sostituisci il fusibile con uno identico dopo aver misurato IGBT e ponte',
      'Pulisci o sostituisci la ventola sotto il piano',
      'Fai sostituire la bobina o il sensore della zona',
    ],
    tools: [T.cacciaviti, T.torx, T.multimetro, T.saldatore, T.stagno, T.flussante, T.ariaCompressa],
    steps: [
      step(
        'Annota il codice di errore e cerca nel libretto o nel sito del produttore cosa indica: molti codici puntano alla scheda di potenza o alla ventola.',
        'Sai quale parte indica il codice',
      ),
      step(
        'Stacca la corrente dal quadro (o la spina) e aspetta almeno 10 minuti: i condensatori della scheda restano carichi.',
        'Il piano è senza tensione',
        UNPLUG_FIXED,
      ),
      step(
        'Smonta il piano dal mobile e apri il fondo: la scheda di potenza è quella con i dissipatori, il ponte e i condensatori grossi.',
        'Vedi la scheda di potenza e la ventola',
        BOARD_MAINS,
      ),
      step(
        'Guarda i condensatori (testa bombata, perdite marroni), il fusibile (vetro annerito) e la ventola (polvere, pale bloccate).',
        'Trovi il componente guasto',
      ),
      step(
        'Con il multimetro in prova diodi misura l’IGBT e il ponte raddrizzatore: un corto (0 o quasi) vuol dire bruciato.',
        'Sai se vanno cambiati IGBT e ponte',
        TESTER,
      ),
      step(
        'Sostituisci i pezzi guasti con ricambi identici (o la scheda intera), rimonta e prova una zona alla volta a potenza bassa.',
        'Le zone scaldano e l’errore non torna',
      ),
    ],
    cost: 'Condensatori, fusibile, ponte e IGBT 5-30 €; una scheda di potenza nuova 80-200 €; il tecnico 80-150 €.',
    ifNotFixed:
      'Se il fusibile nuovo salta subito, c’è ancora un corto (IGBT, ponte o bobina): non riprovare e fai sostituire la scheda di potenza.',
  },
];
