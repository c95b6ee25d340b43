import { Fragment } from 'react';

/**
 * The stem a query word is matched by: Italian words change their ending ('lavatrici', 'lavatrice';
 * 'centrifugare', 'centrifuga'), so the last letters of longer words are left free.
 */
function stemOf(word: string): string {
  return word.length > 5 ? word.slice(0, word.length - 3) : word.length > 3 ? word.slice(0, -1) : word;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regular expression that finds the words of a search in a text, or null when there is nothing to find. */
export function highlighter(query: string): RegExp | null {
  const words = (query.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? []).map(stemOf);
  if (words.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escapeRegExp).join('|')})[\\p{L}\\p{N}]*`, 'giu');
}

/** Text with the words that matched a search marked; only text nodes, never HTML from the server. */
export function Highlighted({ text, match }: { text: string; match: RegExp | null }) {
  if (!match) return <>{text}</>;
  const parts: { text: string; hit: boolean }[] = [];
  let last = 0;
  for (const found of text.matchAll(match)) {
    const start = found.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start), hit: false });
    parts.push({ text: found[0], hit: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), hit: false });
  return (
    <>
      {parts.map((part, index) =>
        part.hit ? (
          <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-inherit dark:bg-amber-700/60">
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
