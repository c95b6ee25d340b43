/**
 * Turns what a member typed into PostgreSQL tsquery text (issue 28): letters and digits only (nothing
 * a member types can be tsquery syntax), every word required, the last one also as a prefix so results
 * come while typing ('centrif' finds 'centrifuga'). `any` joins the words with OR instead, for the
 * second try when no post holds them all.
 */
export function tsqueryOf(q: string, join: 'all' | 'any'): string | null {
  const words = (
    q
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, 12);
  if (words.length === 0) return null;
  const last = words.length - 1;
  const terms = words.map((w, i) => (i === last && w.length >= 3 ? `(${w} | ${w}:*)` : w));
  return terms.join(join === 'all' ? ' & ' : ' | ');
}

/** The words of a name search, each matched as the start of a first or last name. */
export function nameWordsOf(q: string): string[] {
  return (
    q
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}'’-]+/gu) ?? []
  ).slice(0, 4);
}

/** A LIKE pattern that matches `word` literally. */
export const likeEscaped = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);
