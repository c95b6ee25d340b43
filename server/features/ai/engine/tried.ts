import type { RepairAnalysis } from '../../../../common/schemas/ai.ts';
import { stemsOf } from './text.ts';

/** Words every step and attempt share ("prova", "metti"): an attempt is told by what it was done with. */
const COMMON = new Set(
  stemsOf('prova provato provare metti messo controlla controllato usa usato fai fatto altro altra'),
);

const MAX_QUOTE = 90;

const quote = (clause: string) =>
  clause.length > MAX_QUOTE ? `${clause.slice(0, MAX_QUOTE).replace(/\s+\S*$/, '')}…` : clause;

/**
 * What the member already tried (issue 24): the answer says it heard it, and a guide step that repeats an
 * attempt says it can be skipped instead of asking for it again.
 */
export function alreadyTried(
  analysis: RepairAnalysis,
  tried: string[],
  /** Whether the member's words can be quoted back (not when they were read from English). */
  { quoted = true }: { quoted?: boolean } = {},
): { analysis: RepairAnalysis; notice?: string } {
  if (tried.length === 0) return { analysis };
  const triedStems = new Set(tried.flatMap(stemsOf).filter((s) => !COMMON.has(s)));
  let skipped = 0;
  const steps = analysis.stepByStepGuide?.steps.map((s) => {
    const shared = new Set(stemsOf(s.instruction).filter((x) => triedStems.has(x)));
    if (shared.size < 2) return s;
    skipped++;
    return { ...s, instruction: `Già provato da te, puoi saltarlo: ${s.instruction}` };
  });
  const heard = quoted
    ? `Hai già provato: «${quote(tried[0]!)}»${tried.length > 1 ? ' e altro' : ''}.`
    : 'Ho letto quello che hai già provato.';
  const notice =
    skipped > 0
      ? `${heard} Nella guida ho segnato ${skipped === 1 ? 'il passo che hai' : 'i passi che hai'} già fatto: si parte dal resto. Ecco la mia analisi:`
      : `${heard} Ne ho tenuto conto. Ecco la mia analisi:`;
  return {
    analysis: steps ? { ...analysis, stepByStepGuide: { steps } } : analysis,
    notice,
  };
}
