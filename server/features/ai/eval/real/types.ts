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
 * The held-out split, fixed by each case alone and never chosen by hand: a case whose hash (of its source
 * and id) falls in the first third of the hash space is in the test split (never looked at while tuning).
 * Adding cases never moves one from a split to the other.
 */
export function splitCases(cases: RealCase[]): { dev: RealCase[]; test: RealCase[] } {
  const inTest = (c: RealCase) => Number.parseInt(hashOf(c).slice(0, 8), 16) < 0x1_0000_0000 / 3;
  return { dev: cases.filter((c) => !inTest(c)), test: cases.filter(inTest) };
}

const hashOf = (c: RealCase) => createHash('sha256').update(`${c.source}\n${c.id}`).digest('hex');
