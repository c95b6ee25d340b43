import { and, desc, type SQL, sql } from 'drizzle-orm';
import type { PostCategory } from '../../../common/constants.ts';
import { SEARCH } from '../../../common/constants.ts';
import type { SearchResult } from '../../../common/schemas/search.ts';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import { posts, users } from '../../db/schema.ts';
import { notBlockedWith } from '../../domain/blocks.ts';
import { presentUser } from '../../domain/members.ts';
import { postRows, presentPost } from '../../domain/post-cards.ts';
import type { UserRow } from '../../platform/auth/sessions.ts';
import { presentSearchPage } from './presenter.ts';
import { likeEscaped, nameWordsOf, tsqueryOf } from './query.ts';

export interface SearchInput {
  q: string;
  type?: 'posts' | 'users';
  category?: PostCategory;
  cursor?: number;
}

/** Members shown beside the posts on the 'Tutto' tab. */
const USERS_BESIDE_POSTS = 5;

/**
 * The posts statement, with and without a category, built once per database and sent as a named prepared
 * statement (issue 29): planning it (the text-search index's estimates) took longer than running it.
 */
function preparePosts(db: Db, withCategory: boolean) {
  const viewer = sql.placeholder('viewer');
  // The page is chosen first, on posts alone (the index, the rank, the blocks); only its rows are then
  // joined to their authors, images and the viewer's likes: joined before, the planner hashed every member
  // to serve a few hundred matches. The query is parsed once, in FROM: written inside the rank, a generic
  // plan parsed it again for every matching post (issue 29).
  const page = sql`select p.id, ts_rank_cd(p.search_vector, q.query) as rank
    from ${posts} p, to_tsquery('italian', ${sql.placeholder('text')}) q(query)
    where p.search_vector @@ q.query and p.hidden_at is null
      ${withCategory ? sql`and p.category = ${sql.placeholder('category')}` : sql``}
      and ${notBlockedWith(viewer, sql`p.author_id`)}
    order by rank desc, p.created_at desc, p.id desc
    limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
  return postRows(db, viewer)
    .innerJoin(sql`(${page}) ranked`, sql`ranked.id = ${posts.id}`)
    .orderBy(sql`ranked.rank desc`, desc(posts.createdAt), desc(posts.id))
    .prepare(withCategory ? 'search_posts_category' : 'search_posts');
}
const postStatements = perDatabase((db) => ({
  all: preparePosts(db, false),
  category: preparePosts(db, true),
}));

/**
 * Posts by Italian full-text search on the stored document (title, content, comments; GIN index),
 * best match first; never hidden posts nor posts of members blocked either way (issue 28).
 */
async function findPosts(db: Db, viewer: UserRow, input: SearchInput, offset: number, limit: number) {
  const statements = postStatements(db);
  const statement = input.category ? statements.category : statements.all;
  const run = (text: string) =>
    statement.execute({ viewer: viewer.id, text, category: input.category, limit, offset });
  const all = tsqueryOf(input.q, 'all');
  if (!all) return [];
  const rows = await run(all);
  // No post holds every word: the posts that hold some of them, still best first.
  if (rows.length === 0 && offset === 0) {
    const any = tsqueryOf(input.q, 'any');
    if (any && any !== all) return run(any);
  }
  return rows;
}

/** Members by first or last name, whatever the case and the accents ('esposito' finds 'Espòsito'). */
async function findUsers(db: Db, viewer: UserRow, q: string, offset: number, limit: number) {
  const words = nameWordsOf(q);
  if (words.length === 0) return [];
  // member_name_key (migration 0013): unaccented, lower case, a space before each name; trigram-indexed.
  const name = sql`member_name_key(${users.firstName}, ${users.lastName})`;
  const each: SQL[] = words.map((w) => sql`${name} like '% ' || unaccent(${likeEscaped(w)}) || '%'`);
  // Sent as a prepared statement named by its shape (how many words): each is planned once per connection.
  return db
    .select()
    .from(users)
    .where(and(...each, notBlockedWith(viewer.id, users.id)))
    .orderBy(desc(users.followersCount), users.firstName, users.id)
    .limit(limit)
    .offset(offset)
    .prepare(`search_users_${words.length}`)
    .execute();
}

/** GET /api/search: one page of the tab asked for ('Tutto' = posts, with the first few members). */
export async function search(db: Db, viewer: UserRow, input: SearchInput): Promise<SearchResult> {
  const offset = input.cursor ?? 0;
  const size = SEARCH.pageSize;
  if (input.type === 'users') {
    const found = await findUsers(db, viewer, input.q, offset, size + 1);
    return presentSearchPage([], found.slice(0, size).map(presentUser), found.length > size, offset);
  }
  const [found, people] = await Promise.all([
    findPosts(db, viewer, input, offset, size + 1),
    input.type === 'posts' || offset > 0 ? [] : findUsers(db, viewer, input.q, 0, USERS_BESIDE_POSTS),
  ]);
  return presentSearchPage(
    found.slice(0, size).map(presentPost),
    people.map(presentUser),
    found.length > size,
    offset,
  );
}
