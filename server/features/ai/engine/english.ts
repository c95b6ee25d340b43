import { BRANDS, CONTEXT_HINTS, DEVICES, GENERIC_NAMES, namesOf } from '../knowledge/devices.ts';
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
    .match(/[a-z]+(?:'[a-z]+)*/g) ?? [];

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
  return english >= 2 && english >= 0.12 * tokens.length && english > 2 * italian;
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

/** Device names made of English words ("game boy", "xbox one", "google play"): kept as they are. */
const NAMES = [
  ...Object.values(DEVICES).flatMap((d) => namesOf(d)),
  ...Object.keys(BRANDS),
  ...Object.keys(CONTEXT_HINTS),
  ...Object.keys(GENERIC_NAMES),
].filter((name) => name.includes(' ') && name.split(' ').some((w) => ENGLISH_WORDS.has(w)));

/** Every phrase, written with "not" as the contractions are undone, and the names kept as they are. */
const PHRASES = new Map([
  ...ENGLISH_PHRASES.map(([en, it]) => [withoutContractions(en), it] as const),
  ...NAMES.map((name) => [name, name] as const),
]);
/** A phrase (the longest first) or a word: each is read once, so a phrase's Italian is not read again. */
const PHRASE_OR_WORD = new RegExp(
  `\\b(?:${[...PHRASES.keys()]
    .sort((a, b) => b.length - a.length)
    .map(literal)
    .join('|')})\\b|[a-z]+(?:'[a-z]+)*`,
  'g',
);

/** The English phrases alone (never a single word: "case", "come", "fine" are Italian too). */
const ONLY_PHRASES = new RegExp(
  `\\b(?:${ENGLISH_PHRASES.map(([en]) => withoutContractions(en))
    .filter((en) => en.includes(' ') && !/\\b(?:i|we)\\b/.test(en))
    .sort((a, b) => b.length - a.length)
    .map(literal)
    .join('|')})\\b`,
  'gi',
);

/**
 * An Italian text quoting English repair phrases ("il pc fa una black screen", "il caricatore doesn't
 * charge"): those phrases read in Italian, every other word as written.
 */
function withEnglishPhrases(text: string): string {
  const plain = text.replace(/[’`´]/g, "'");
  if (!/[a-z] [a-z]/i.test(plain)) return text;
  const spelled = withoutContractions(plain);
  let changed = false;
  const read = spelled.replace(ONLY_PHRASES, (found) => {
    changed = true;
    return PHRASES.get(found.toLowerCase()) ?? found;
  });
  return changed ? read : text;
}

/**
 * "I (already) cleaned", "we then replaced": what the member did, told as the story reader knows it ("ho già
 * pulito"); the word list gives the participle.
 */
const DID =
  /\b(i|we) ((?:(?:already|also|then|just|first|even|finally|actually|again|eventually|later|immediately|since|recently) )*)(?=(?:[a-z]+ed|took|bought|put|ran|swapped|found|made|went|saw|heard|felt|got|gave|held|kept|spilt|broke|fell)\b)/g;

/**
 * An English story in the Italian the engine reads, word by word (see knowledge/english.ts); any other
 * text as it is. Sentence ends and commas stay where they were, so the story reader still tells a symptom
 * from what was tried.
 */
export function readable(text: string): string {
  if (!isEnglish(text)) return withEnglishPhrases(text);
  // "a.c." and "a/c" (air conditioning) are one word, or the article "a" would be dropped from them.
  const plain = withoutContractions(
    text
      .toLowerCase()
      .replace(/[’`´]/g, "'")
      .replace(/\ba[./]c\b\.?/g, 'ac'),
  );
  const told = plain.replace(
    DID,
    (_, who: string, how: string) => `${who === 'we' ? 'abbiamo' : 'ho'} ${how}`,
  );
  return told
    .replace(PHRASE_OR_WORD, (found) => PHRASES.get(found) ?? ENGLISH_WORDS.get(found) ?? found)
    .replace(/[ \t]+/g, ' ')
    .replace(/ ([.,;:!?])/g, '$1')
    .trim();
}
