import { ENGLISH_MARKERS, ENGLISH_PHRASES, ENGLISH_WORDS } from '../knowledge/english.ts';

/** Italian words that hardly occur in English: an Italian text quoting English words stays Italian. */
const ITALIAN_MARKERS = new Set(
  'il lo la gli che non di del della per con una uno sono ho ha ma anche quando dopo poi mio mia questo'.split(
    ' ',
  ),
);

/** The words of a text as the glossary spells them: lower case, straight apostrophes. */
const tokensOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’`´]/g, "'")
    .match(/[a-z']+/g) ?? [];

/**
 * Whether a story is told in English (issue 24: members paste what they read on English forums): enough of
 * its words are English function words, and more of them than Italian ones.
 */
export function isEnglish(text: string): boolean {
  const tokens = tokensOf(text);
  let english = 0;
  let italian = 0;
  for (const t of tokens) {
    if (ENGLISH_MARKERS.has(t)) english++;
    else if (ITALIAN_MARKERS.has(t)) italian++;
  }
  return english >= 3 && english >= 0.12 * tokens.length && english > 2 * italian;
}

/** "won't" → "will not", "doesn't" → "does not", "I've" → "I": the glossary's phrases are written out. */
function withoutContractions(text: string): string {
  return text
    .replace(/\bwon'?t\b/g, 'will not')
    .replace(/\bcan'?t\b/g, 'can not')
    .replace(/\bcannot\b/g, 'can not')
    .replace(/\b(\w+)n't\b/g, '$1 not')
    .replace(/\b(\w+)'(?:ve|ll|re|m|d|s)\b/g, '$1');
}

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Every phrase in one pattern, the longest first; written with "not" as the contractions are undone. */
const PHRASES = new Map(ENGLISH_PHRASES.map(([en, it]) => [withoutContractions(en), it] as const));
const PHRASE = new RegExp(
  `\\b(?:${[...PHRASES.keys()]
    .sort((a, b) => b.length - a.length)
    .map(literal)
    .join('|')})\\b`,
  'g',
);

/**
 * "I (already) cleaned", "we then replaced": what the member did, told as the story reader knows it ("ho già
 * pulito"); the word list gives the participle.
 */
const DID =
  /\b(i|we) ((?:(?:already|also|then|just|first|even|finally|actually|again|eventually|later|immediately|even|since|recently) )*)(?=(?:[a-z]+ed|took|bought|put|ran|swapped|found|made|went|saw|heard|felt|got|gave|held|kept|spilt|broke|fell)\b)/g;

/**
 * An English story in the Italian the engine reads, word by word (see knowledge/english.ts); any other
 * text as it is. Sentence ends and commas stay where they were, so the story reader still tells a symptom
 * from what was tried.
 */
export function readable(text: string): string {
  if (!isEnglish(text)) return text;
  const plain = withoutContractions(text.toLowerCase().replace(/[’`´]/g, "'"));
  const phrased = plain
    .replace(PHRASE, (phrase) => ` ${PHRASES.get(phrase)} `)
    .replace(DID, (_, who, how) => {
      return `${who === 'we' ? 'abbiamo' : 'ho'} ${how}`;
    });
  return phrased
    .replace(/[a-z']+/g, (word) => ENGLISH_WORDS.get(word) ?? word)
    .replace(/[ \t]+/g, ' ')
    .replace(/ ([.,;:!?])/g, '$1')
    .trim();
}
