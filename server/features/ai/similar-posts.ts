import { type SQL, sql } from 'drizzle-orm';
import type { SimilarPost } from '../../../common/schemas/ai.ts';
import { notBlockedWith } from '../../domain/blocks.ts';
import { detectDevices } from './engine/devices.ts';
import { normalise, stem, words } from './engine/text.ts';
import { DEVICES, namesOf } from './knowledge/devices.ts';

const MAX_TERMS = 10;

/** to_tsquery text: any of the device's names AND any of the problem's words. */
export function searchQueryOf(text: string): string | null {
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
  if (problem.length === 0) return null;
  const any = (list: string[]) => `(${list.join(' | ')})`;
  return deviceWords.size > 0 ? `${any([...deviceWords].slice(0, 12))} & ${any(problem)}` : any(problem);
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

/**
 * Up to 3 community posts like the member's problem (issue 18, beyond SPEC), solved ones first with the
 * first line of their solution (issue 28), by Italian full-text search on the stored document; none by a member blocked either way
 * (issue 21). Null when the text has no word to look for. The best ranked of the SIMILAR_CANDIDATES newest
 * matches (solved ones first).
 */
export function similarPostsQuery(text: string, viewerId?: string): SQL | null {
  const query = searchQueryOf(text);
  if (!query) return null;
  return sql`
    select p.id, p.title, p.category, p.comments_count,
      (select split_part(c.content, E'\n', 1) from comments c
        where c.id = p.solution_comment_id and c.hidden_at is null) as solution
    from (
      select p.id from posts p
      where p.search_vector @@ to_tsquery('italian', ${query})
        and p.hidden_at is null
        and ${viewerId ? notBlockedWith(viewerId, sql`p.author_id`) : sql`true`}
      order by (p.solution_comment_id is not null) desc, p.created_at desc
      limit ${SIMILAR_CANDIDATES}
    ) candidate
    join posts p on p.id = candidate.id, to_tsquery('italian', ${query}) q
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
