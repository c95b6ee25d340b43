import { confidenceOf } from '../engine/analysis.ts';
import { Matcher } from '../engine/matcher.ts';
import { KNOWLEDGE } from '../knowledge/index.ts';

export interface EvalResult {
  total: number;
  correct: number;
  /** Cases the engine would answer with a question rather than a diagnosis. */
  questions: number;
  misses: { text: string; expected: string; got: string | null; confidence: number }[];
}

/** Top-1 accuracy of the identified problem over a set of cases. */
export function evaluate(cases: { text: string; expected: string }[]): EvalResult {
  const matcher = new Matcher(KNOWLEDGE);
  const result: EvalResult = { total: cases.length, correct: 0, questions: 0, misses: [] };
  for (const c of cases) {
    const match = matcher.match(c.text);
    const top = match.candidates[0]?.entry.id ?? null;
    const confidence = confidenceOf(match.candidates);
    if (confidence < 50) result.questions++;
    if (top === c.expected) result.correct++;
    else result.misses.push({ text: c.text, expected: c.expected, got: top, confidence });
  }
  return result;
}
