import { stemmer } from '@orama/stemmers/italian';

// Italian text as several features read it: the assistant's knowledge base and the affiliate catalogue's
// tool names (Snowball stemming from a well-kept library, no hand-written stemmer).

/** Lower case, accents and apostrophes gone, one space between words. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’'`´]/g, ' ')
    .replace(/[^a-z0-9-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Articles, prepositions and conjunctions: two names do not share a meaning through them. */
const FUNCTION_WORDS = new Set(
  'il lo la i gli le un uno una di del dello della dei degli delle da dal dallo dalla dai per con col su sul sulla in nel nello nella a al allo alla ai e ed o od'.split(
    ' ',
  ),
);

/** The Snowball Italian stems of a text's content words, in order ("Kit cacciaviti di precisione" → kit, cacciav, precision). */
export function contentStems(text: string): string[] {
  return normalise(text)
    .split(' ')
    .filter((w) => w.length > 1 && !FUNCTION_WORDS.has(w))
    .map((w) => stemmer(w));
}
