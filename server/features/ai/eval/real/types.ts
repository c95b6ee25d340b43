import { createHash } from 'node:crypto';

/** The device groups of the real-words evaluation (issue 24), about a quarter each. */
export type RealCategory = 'smartphone' | 'elettrodomestici' | 'computer' | 'console';

/**
 * One repair report written by a real person (forum thread, Q&A answer, blog post) whose author says
 * what fixed it. Nothing here is written by us except the faithful Italian translation.
 */
export interface RealCase {
  /** Stable id, e.g. 'sp-014'. */
  id: string;
  /** Where the words come from. */
  source: string;
  /** The person's own words, quoted as written, at most 600 characters. */
  original: string;
  /** Language of `original` (ISO 639-1). */
  language: string;
  /**
   * What a member would paste in Italian: the original when it is Italian, otherwise a faithful,
   * informal translation with no cause or fix added.
   */
  text: string;
  category: RealCategory;
  /** The cause the author confirmed, in Italian. */
  cause: string;
  /** 4–6 Italian keywords of that cause (lower case, one word each), used to tell whether an answer names it. */
  keywords: string[];
}

/**
 * The held-out split, fixed by the case itself and never chosen by hand: cases are ranked by a hash of
 * their source and id, and the first third is the test split (never looked at while tuning).
 */
export function splitCases(cases: RealCase[]): { dev: RealCase[]; test: RealCase[] } {
  const ranked = [...cases].sort((a, b) => hashOf(a).localeCompare(hashOf(b)));
  const testSize = Math.ceil(ranked.length / 3);
  const test = new Set(ranked.slice(0, testSize).map((c) => c.id));
  return { dev: cases.filter((c) => !test.has(c.id)), test: cases.filter((c) => test.has(c.id)) };
}

const hashOf = (c: RealCase) => createHash('sha256').update(`${c.source}\n${c.id}`).digest('hex');
