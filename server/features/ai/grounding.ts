import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notBlockedWith } from '../../domain/blocks.ts';
import type { Grounding } from './advisor.ts';
import { isEnglish, readable } from './engine/english.ts';
import { Matcher } from './engine/matcher.ts';
import { KNOWLEDGE } from './knowledge/index.ts';
import { searchQueryOf } from './similar-posts.ts';

/** How many knowledge-base candidates and community posts a model is given. */
const CANDIDATES = 3;
const POSTS = 3;
/** Characters of a post or of its best comment the prompt carries. */
const SNIPPET = 400;

let matcher: Matcher | undefined;

/**
 * The offline engine's best entries for a text (DESIGN §6: the model is grounded in them); a story told in English
 * is matched as the offline engine reads it, in Italian.
 */
export function knowledgeCandidates(text: string): Grounding['candidates'] {
  // Built on the first question to a model only: without one the offline advisor has its own.
  matcher ??= new Matcher(KNOWLEDGE);
  const read = readable(text);
  return matcher
    .match(read, undefined, CANDIDATES, { readFromEnglish: isEnglish(text) })
    .candidates.map(({ entry }) => ({
      label: entry.label,
      problem: entry.problem,
      causes: entry.causes.slice(0, 4),
    }));
}

/**
 * The most similar community posts someone answered (issue 28: solved ones first, with their solution;
 * otherwise the most liked comment), through the stored search document and its GIN index. Only the best
 * three of each kind are ranked, and the unsolved only while fewer than three solved posts match: at 50,000
 * posts a story's words match thousands, and the solved posts have their own smaller index (issue 29).
 */
export async function solvedPosts(db: Db, text: string, viewerId: string): Promise<Grounding['posts']> {
  // The community writes in Italian: a story told in English is searched in its Italian reading.
  const query = searchQueryOf(readable(text));
  if (!query) return [];
  const matching = sql`p.search_vector @@ q.q and p.hidden_at is null and p.comments_count > 0
      and ${notBlockedWith(viewerId, sql`p.author_id`)}`;
  const best = (when: SQL) => sql`(select p.id from posts p, q where ${matching} and ${when}
      order by ts_rank_cd(p.search_vector, q.q) desc, p.created_at desc limit ${POSTS})`;
  const solved = sql`p.solution_comment_id is not null`;
  const result = await db.execute<{ title: string; content: string; answer: string | null }>(sql`
    with q as (select to_tsquery('italian', ${query}) as q)
    select p.title, left(p.content, ${SNIPPET}) as content, left(c.content, ${SNIPPET}) as answer
    from (${best(solved)} union all ${best(sql`p.solution_comment_id is null
      and (select count(*) from (select 1 from posts p, q where ${matching} and ${solved} limit ${POSTS}) s) < ${POSTS}`)}) b
    join posts p on p.id = b.id
    cross join q
    left join lateral (
      select content from comments
      where post_id = p.id and hidden_at is null
      order by (id = p.solution_comment_id) desc, likes_count desc, created_at limit 1
    ) c on true
    order by (p.solution_comment_id is not null) desc, ts_rank_cd(p.search_vector, q.q) desc, p.created_at desc
    limit ${POSTS}`);
  return result.rows.map((r) => ({ title: r.title, content: r.content, answer: r.answer ?? undefined }));
}

/** What a configured model is told besides the conversation. */
export async function groundingOf(db: Db, text: string, viewerId: string): Promise<Grounding> {
  return { candidates: knowledgeCandidates(text), posts: await solvedPosts(db, text, viewerId) };
}
