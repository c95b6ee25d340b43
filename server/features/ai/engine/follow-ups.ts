import type { RepairAnalysis } from '../../../../common/schemas/ai.ts';
import type { KnowledgeEntry } from '../knowledge/types.ts';
import { normalise } from './text.ts';

export type FollowUp =
  | 'notWorking'
  | 'cost'
  | 'tools'
  | 'time'
  | 'safety'
  | 'difficulty'
  | 'causes'
  | 'step'
  | 'thanks';

/**
 * Ways of asking a follow-up, on normalised text (accents and apostrophes gone), in Italian and in the English
 * of a member who told their story in English (the answer stays Italian, as the first one said).
 */
const PATTERNS: [FollowUp, RegExp][] = [
  ['step', /\b(passo|passaggio|step|punto|fase)\s*(n\s*)?\d+\b/],
  [
    'notWorking',
    /\b(non (ha |mi )?(funzionat|funziona|va|risolt|e servit|cambia)|e se non|niente da fare|ancora (niente|uguale|lo stesso|non)|sempre (uguale|lo stesso)|stesso problema|non e cambiato|non ci riesco|non riesco|(didn t|did not|doesn t|does not|won t|still doesn t|still does not) (work|help|fix)|what if it (doesn t|does not|didn t) work|still (the same|nothing|not working|broken)|same problem|no change|nothing changed)/,
  ],
  [
    'cost',
    /\b(quanto (costa|costano|viene|spendo|pago|mi costa)|costo|costi|prezzo|prezzi|spesa|euro|caro|conviene|how much (does|will|would|is) (it|this|that|the repair)( \w+)? cost|how much (is|for) (it|the repair)|price|expensive|worth (it|repairing|fixing))/,
  ],
  [
    'tools',
    /\b(attrezz|strument|utensil|cosa (mi )?serv|che (cosa )?serv|servono|mi serve|cosa devo comprare|cacciavit|tools?\b|what do i need|what (should|do) i (need to )?buy|screwdriver)/,
  ],
  [
    'time',
    /\b(quanto tempo|quanto ci (vuole|metto)|quanto dura|tempi|durata|ci vuole tanto|how long (does|will|would) it take|how much time)/,
  ],
  [
    'safety',
    /\b(pericol|rischi|sicur|scossa|prendo la scossa|esplod|incend|mi faccio male|dangerous|danger|is it safe|risk|electric shock|get shocked|explode|catch fire|hurt myself)/,
  ],
  [
    'difficulty',
    /\b(difficil|facile|complicat|ce la faccio|posso farlo da sol|da solo|da sola|sono capace|alla mia portata|difficult|is it hard|how hard|easy|can i (do|fix) it myself|by myself|diy)/,
  ],
  ['causes', /\b(perche|come mai|da cosa dipende|causa|cause|colpa|^why\b|what causes|what caused)/],
  [
    'thanks',
    /^(grazie|ok grazie|perfetto|ottimo|gentilissimo|grande|thanks|thank you|ok thanks|great|perfect)\b/,
  ],
];

/** The follow-up a short message asks about, if any. */
export function followUpOf(message: string): { kind: FollowUp; step?: number } | null {
  const text = normalise(message);
  for (const [kind, re] of PATTERNS) {
    const found = re.exec(text);
    if (!found) continue;
    if (kind === 'step') return { kind, step: Number(/\d+/.exec(found[0])![0]) };
    return { kind };
  }
  return null;
}

const LEVEL = { beginner: 'principiante', intermediate: 'intermedio', advanced: 'avanzato' } as const;

const bullets = (items: string[]) => items.map((item) => `• ${item}`).join('\n');

/** The answer to a follow-up about the current diagnosis (entry extras when the knowledge base made it). */
export function answerFollowUp(
  kind: FollowUp,
  analysis: RepairAnalysis,
  entry: KnowledgeEntry | undefined,
  stepNumber?: number,
): string {
  const problem = analysis.problem;
  switch (kind) {
    case 'notWorking': {
      const others = analysis.possibleCauses.slice(1);
      const next = entry
        ? entry.ifNotFixed
        : 'Se la guida non ha risolto, il guasto è probabilmente in un componente interno: conviene una diagnosi in un centro assistenza.';
      return [
        `Se non ha funzionato: ${next}`,
        others.length > 0 ? `Controlla anche le altre cause possibili:\n${bullets(others)}` : '',
        'Puoi anche chiedere alla community: qualcuno potrebbe aver avuto lo stesso guasto.',
      ]
        .filter(Boolean)
        .join('\n\n');
    }
    case 'cost':
      return entry
        ? `Per «${problem}»: ${entry.cost} I prezzi sono indicativi e variano con il modello.`
        : `Non ho una stima affidabile dei costi per «${problem}». Gli strumenti che servono sono: ${analysis.requiredTools.join(', ')}.`;
    case 'tools':
      return analysis.requiredTools.length > 0
        ? `Per questa riparazione ti servono:\n${bullets(analysis.requiredTools)}\n\nLi trovi anche tra gli strumenti consigliati.`
        : 'Per questa riparazione non servono attrezzi particolari.';
    case 'time':
      return `Calcola circa ${analysis.estimatedTime}. È una riparazione di livello ${LEVEL[analysis.difficulty]}: prenditi il tempo che serve e non saltare i passaggi di sicurezza.`;
    case 'safety':
      return analysis.warnings.length > 0
        ? `Sì, fai attenzione:\n${bullets(analysis.warnings)}`
        : 'Non ci sono rischi particolari, ma lavora sempre a dispositivo spento e scollegato.';
    case 'difficulty':
      return analysis.difficulty === 'advanced'
        ? `È una riparazione di livello avanzato (${analysis.estimatedTime}). Se non hai esperienza con l’elettronica, affidala a un tecnico: ${analysis.warnings[0] ?? ''}`.trim()
        : `È una riparazione di livello ${LEVEL[analysis.difficulty]}: con la guida e gli strumenti giusti puoi farcela da solo. Tempo stimato: ${analysis.estimatedTime}.`;
    case 'causes':
      return `Le cause più probabili sono:\n${analysis.possibleCauses.map((c, i) => `${i + 1}. ${c}`).join('\n')}`;
    case 'step': {
      const found = analysis.stepByStepGuide?.steps.find((s) => s.step === stepNumber);
      if (!found) {
        const total = analysis.stepByStepGuide?.steps.length ?? 0;
        return total > 0
          ? `La guida ha ${total} passi: chiedimi un numero da 1 a ${total}.`
          : 'Per questa riparazione non ho una guida passo passo.';
      }
      return [
        `Passo ${found.step}: ${found.instruction}`,
        found.warning ? `Attenzione: ${found.warning}` : '',
        found.expectedResult ? `Risultato atteso: ${found.expectedResult}` : '',
      ]
        .filter(Boolean)
        .join('\n');
    }
    case 'thanks':
      return 'Prego! Se qualcosa non va come previsto, scrivimi cosa succede e ripartiamo da lì.';
  }
}

/** A reply when a message in an open diagnosis is neither a follow-up nor a new problem. */
export function contextHelp(analysis: RepairAnalysis): string {
  return `Stiamo parlando di «${analysis.problem}». Puoi chiedermi, per esempio: «e se non funziona?», «quanto costa?», «che attrezzi servono?» o «spiegami il passo 2». Se il problema è un altro, descrivimelo con qualche dettaglio in più.`;
}
