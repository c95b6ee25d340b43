import { LIMITS } from './constants.ts';

/** Splits reel tags on spaces, commas and '#', lower-cased, keeping at most 10 distinct ones (SPEC §5). */
export function splitTags(input: string): string[] {
  const seen = new Set<string>();
  for (const raw of input.split(/[\s,#]+/)) {
    const tag = raw.trim().toLocaleLowerCase('it-IT');
    if (tag) seen.add(tag);
    if (seen.size === LIMITS.tagsMax) break;
  }
  return [...seen];
}
