import { type SQL, sql } from 'drizzle-orm';
import type { SimilarPost } from '../../../common/schemas/ai.ts';
import { notBlockedWith } from '../../domain/blocks.ts';
import { detectDevices } from './engine/devices.ts';
import { normalise, stem, words } from './engine/text.ts';
import { DEVICES, namesOf } from './knowledge/devices.ts';

const MAX_TERMS = 10;

/** The device's names and the problem's words of a story, as search terms. */
function termsOf(text: string): { device: string[]; problem: string[] } {
  const named = [...detectDevices(text).named];
  const deviceWords = new Set(
    named.flatMap((d) =>
      namesOf(DEVICES[d])
        .map(normalise)
        .filter((n) => /^[a-z]+$/.test(n) && n.length > 2),
    ),
  );
  const deviceStems = new Set([...deviceWords].map(stem));
  const problem = [
    ...new Set(words(text).filter((w) => /^[a-z]{3,}$/.test(w) && !deviceStems.has(stem(w)))),
  ].slice(0, MAX_TERMS);
  return { device: [...deviceWords].slice(0, 12), problem };
}

const any = (list: string[]) => `(${list.join(' | ')})`;
const withDevice = (device: string[], problem: string) =>
  device.length > 0 ? `${any(device)} & ${problem}` : problem;

/** to_tsquery text: any of the device's names AND any of the problem's words. */
export function searchQueryOf(text: string): string | null {
  const { device, problem } = termsOf(text);
  return problem.length === 0 ? null : withDevice(device, any(problem));
}

/** Distinct problem words (by stem) a close match must share two of. */
const CLOSE_WORDS = 6;

/**
 * to_tsquery text of a close match: the device AND at least two of the problem's words (any pair of the
 * first few, one word per stem). Null when the story has fewer than two. At 50,000 posts one shared word
 * ('acqua') matched thousands of posts, all read to be sorted (issue 29); two shared words are also the
 * closer story.
 */
export function closeQueryOf(text: string): string | null {
  const { device, problem } = termsOf(text);
  const byStem = new Map<string, string>();
  for (const w of problem) if (!byStem.has(stem(w))) byStem.set(stem(w), w);
  const distinct = [...byStem.values()].slice(0, CLOSE_WORDS);
  if (distinct.length < 2) return null;
  const pairs = distinct.flatMap((a, i) => distinct.slice(i + 1).map((b) => `(${a} & ${b})`));
  return withDevice(device, any(pairs));
}

/** A row of `similarPostsQuery`. */
export type SimilarPostRow = {
  id: string;
  title: string;
  category: SimilarPost['category'];
  comments_count: number;
  solution: string | null;
};

/**
 * How many matching posts are ranked (issue 29): at 50,000 posts a story's words match thousands, and
 * ranking every one (reading its whole search document, comments included) took most of an answer's time.
 * The newest matches, solved ones first, are ranked; the index finds them without reading a document.
 */
const SIMILAR_CANDIDATES = 50;

/** A solved post, as the partial index `posts_solved_search_idx` holds it (with `visible`'s hidden_at). */
const SOLVED = sql`p.solution_comment_id is not null`;

/**
 * Up to 3 community posts like the member's problem (issue 18, beyond SPEC), solved ones first with the
 * first line of their solution (issue 28), by Italian full-text search on the stored document; none by a member blocked either way
 * (issue 21). Null when the text has no word to look for. The best ranked of the SIMILAR_CANDIDATES newest
 * matches (solved ones first).
 */
export function similarPostsQuery(text: string, viewerId?: string): SQL | null {
  const loose = searchQueryOf(text);
  if (!loose) return null;
  const close = closeQueryOf(text);
  const visible = sql`p.hidden_at is null and ${viewerId ? notBlockedWith(viewerId, sql`p.author_id`) : sql`true`}`;
  const newest = (query: string, when: SQL) => sql`select p.id from posts p
      where p.search_vector @@ to_tsquery('italian', ${query}) and ${visible} and ${when}
      order by (p.solution_comment_id is not null) desc, p.created_at desc
      limit ${SIMILAR_CANDIDATES}`;
  // Fewer than three rows in a list already read: a condition computed once, and when false the scan it
  // guards never runs. Counting the lists (not the matches again) keeps it cheap in the statement's one
  // plan, whatever the words.
  const few = (list: string) => sql`(select count(*) from ${sql.raw(list)}) < 3`;
  // The final three are solved ones whenever three match: the solved posts (their own smaller index) are
  // read first, every close match only when fewer than three of them are solved, and the posts sharing
  // one word only when fewer than three share two.
  const candidates = close
    ? sql`with solved_close as materialized (${newest(close, SOLVED)}),
        any_close as materialized (${newest(close, few('solved_close'))}),
        any_loose as (${newest(loose, sql`${few('solved_close')} and ${few('any_close')}`)})
      select id from solved_close union select id from any_close union select id from any_loose`
    : sql`with solved_loose as materialized (${newest(loose, SOLVED)}),
        any_loose as (${newest(loose, few('solved_loose'))})
      select id from solved_loose union select id from any_loose`;
  return sql`
    select p.id, p.title, p.category, p.comments_count,
      (select split_part(c.content, E'\n', 1) from comments c
        where c.id = p.solution_comment_id and c.hidden_at is null) as solution
    from (${candidates}) candidate
    join posts p on p.id = candidate.id, to_tsquery('italian', ${loose}) q
    order by (p.solution_comment_id is not null) desc, ts_rank_cd(p.search_vector, q) desc, p.created_at desc
    limit 3`;
}

export const similarPostOf = (row: SimilarPostRow): SimilarPost => ({
  id: row.id,
  title: row.title,
  category: row.category,
  commentsCount: Number(row.comments_count),
  isSolved: row.solution !== null,
  ...(row.solution ? { solution: row.solution.slice(0, 200) } : {}),
});
