// DESIGN §7 (issue 29): a list is never one query per row. Every list endpoint answers its largest page
// (the schema's maximum `limit`, or the most rows the list holds where it has no page size) in the same,
// small number of SQL statements as a page of one or two items. Every statement the app sends counts:
// pooled ones and those inside transactions, the session look-up included (countQueries).
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMENTS_LIST_MAX, PAGE_MAX, SEARCH } from '../common/constants.ts';
import { ADMIN_PAGE } from '../common/schemas/admin.ts';
import { AI_LIMITS } from '../common/schemas/ai.ts';
import { CONVERSATIONS_MAX, MESSAGE_PAGE_MAX } from '../common/schemas/messages.ts';
import { REEL_PAGE_MAX } from '../common/schemas/reels.ts';
import type { Db } from './db/client.ts';
import { MESSAGES_MAX } from './features/ai/conversations.ts';
import { createSession } from './platform/auth/sessions.ts';
import { countQueries, signedIn } from './test/factories.ts';
import { withTestContext } from './test/harness.ts';
import type { TestMember } from './test/requests.ts';

const ctx = withTestContext();
const run = (statement: SQL) => (ctx().database.db as Db).execute(statement);
const idsOf = async (statement: SQL) => (await run(statement)).rows.map((row) => (row as { id: string }).id);

/** Members who only fill lists (authors, partners, blocked, reported), made in bulk. */
const FILLERS = CONVERSATIONS_MAX;
/** A member's devices: the list has no page size; a member signed in on this many is plenty. */
const SESSIONS = 50;
/** Washing-machine posts: enough for a full page 60 posts deep into the feed. */
const POSTS = 110;
const FEED_DEPTH = 60;

const members: Record<string, TestMember> = {};
const ids: Record<string, string> = {};

/** An `insert … select` run once for each g of 1…count, in one statement. */
const series = (count: number, insert: SQL) => run(sql`${insert} from generate_series(1, ${count}::int) g`);

beforeAll(async () => {
  for (const name of [
    'viewer',
    'admin',
    'author',
    'partner',
    'fewChats',
    'manyChats',
    'fewBlocks',
    'manyBlocks',
    'fewAi',
    'manyAi',
    'fewSessions',
    'manySessions',
  ])
    members[name] = await signedIn(ctx(), {
      firstName: name,
      lastName: 'Prova',
      isAdmin: name === 'admin',
    });
  const id = (name: string) => members[name]!.user.id;
  const filler = sql`(select id from users where email like 'riempitivo-%' order by email
    offset (g - 1) % ${FILLERS} limit 1)`;

  // Members: fillers, and the ones a search for 'ferro' (25) or 'forno' (2) finds by surname.
  await series(
    FILLERS,
    sql`insert into users (id, email, first_name, last_name, email_verified_at, created_at)
    select gen_random_uuid()::text, 'riempitivo-' || lpad(g::text, 4, '0') || '@example.it',
      (array['Giulia', 'Marco', 'Sara', 'Luca', 'Chiara'])[1 + g % 5], 'Numero' || g, now(),
      now() - g * interval '1 minute'`,
  );
  await series(
    25,
    sql`insert into users (id, email, first_name, last_name, followers_count)
    select gen_random_uuid()::text, 'ferro-' || g || '@example.it', 'Andrea', 'Ferro', g`,
  );
  await series(
    2,
    sql`insert into users (id, email, first_name, last_name)
    select gen_random_uuid()::text, 'forno-' || g || '@example.it', 'Elena', 'Forno'`,
  );

  // Posts by the author, newest first: washing machines (every third with a photo, every other one
  // liked by the viewer, who follows the author), 25 irons and 2 ovens for search.
  const post = (count: number, title: string, content: string, minutes: number) =>
    series(
      count,
      sql`insert into posts (id, author_id, title, content, category, likes_count, created_at)
      select gen_random_uuid()::text, ${id('author')}, ${title} || ' ' || g, ${content},
        (array['elettrodomestici', 'smartphone', 'altri'])[1 + g % 3], g % 7,
        now() - (${minutes}::int + g) * interval '1 minute'`,
    );
  await post(2, 'Forno che non scalda', 'La resistenza del forno resta fredda', 0);
  await post(25, 'Ferro da stiro che gocciola', 'Il ferro perde acqua dalla piastra', 10);
  await post(POSTS, 'Lavatrice che perde acqua', 'Perde acqua dal fondo durante la centrifuga', 100);
  const postIds = await idsOf(sql`select id from posts order by created_at desc, id desc`);
  await run(sql`with photo as (
      insert into objects
      (id, owner_id, kind, status, acl, content_type, size, width, height, uploaded_at)
      select 'foto-' || p.id, ${id('author')}, 'image', 'uploaded', 'public', 'image/jpeg', 1000, 800, 600,
        now()
      from posts p where p.title like 'Lavatrice%' and split_part(p.title, ' ', 5)::int % 3 = 0
      returning id)
    insert into post_images (post_id, object_id, position) select substr(id, 6), id, 0 from photo`);
  await run(sql`insert into likes (user_id, entity_type, entity_id)
    select ${id('viewer')}, 'post', p.id from posts p where p.likes_count % 2 = 0`);
  await run(sql`insert into follows (follower_id, following_id) values (${id('viewer')}, ${id('author')})`);
  ids.feedCursor = postIds[FEED_DEPTH - 1]!;

  // Comments: 2 on one post, the most a post lists on another (solved), each by a different member.
  ids.fewComments = postIds[0]!;
  ids.manyComments = postIds[1]!;
  const comment = (postId: string, count: number) =>
    series(
      count,
      sql`insert into comments (id, post_id, author_id, content, likes_count, created_at)
      select gen_random_uuid()::text, ${postId}, ${filler}, 'Controlla la guarnizione ' || g, g % 3,
        now() - g * interval '1 second'`,
    );
  // The post's search document is computed once, after its comments (as bench/large.ts does): the trigger
  // would rewrite it for each comment, reading all the earlier ones again.
  await run(sql`alter table comments disable trigger comments_search_vector`);
  try {
    await comment(ids.fewComments, 2);
    await comment(ids.manyComments, COMMENTS_LIST_MAX);
  } finally {
    await run(sql`alter table comments enable trigger comments_search_vector`);
  }
  await run(sql`update posts set search_vector = posts_search_document(title, content, id)
    where id in (${ids.fewComments}, ${ids.manyComments})`);
  // Solved by its newest comment, which the list shows first.
  await run(sql`update posts set solution_comment_id = (select id from comments
    where post_id = ${ids.manyComments} order by created_at desc limit 1) where id = ${ids.manyComments}`);

  // Reels by the author, each with its video and poster; 2 comments on one, the most on another.
  await run(sql`insert into objects
      (id, owner_id, kind, status, acl, content_type, size, width, height, uploaded_at)
    select k.kind || '-' || g, ${id('author')}, k.kind, 'uploaded', 'public', k.type, 1000, 720, 1280, now()
    from generate_series(1, ${REEL_PAGE_MAX + 2}::int) g
    cross join (values ('video', 'video/mp4'), ('image', 'image/jpeg')) as k(kind, type)`);
  const reelIds = await idsOf(sql`insert into reels (id, author_id, title, description, tags, video_object_id,
      poster_object_id, duration_ms, created_at)
    select gen_random_uuid()::text, ${id('author')}, 'Cambio batteria ' || g, 'Come si apre il telefono',
      '{batteria}', 'video-' || g, 'image-' || g, 30000, now() - g * interval '1 minute'
    from generate_series(1, ${REEL_PAGE_MAX + 2}::int) g order by g returning id`);
  ids.fewReelComments = reelIds[0]!;
  ids.manyReelComments = reelIds[1]!;
  for (const [reelId, count] of [
    [reelIds[0]!, 2],
    [reelIds[1]!, COMMENTS_LIST_MAX],
  ] as const)
    await series(
      count,
      sql`insert into reel_comments (id, reel_id, author_id, content, created_at)
      select gen_random_uuid()::text, ${reelId}, ${filler}, 'Utile! ' || g, now() - g * interval '1 second'`,
    );

  // Direct messages: a long conversation with the partner (every tenth with a photo, the older half
  // read); 2 conversations for one member, the most the list shows for another.
  await run(sql`insert into objects
      (id, owner_id, kind, status, acl, content_type, size, width, height, uploaded_at)
    select 'messaggio-' || g, ${id('viewer')}, 'image', 'uploaded', 'private', 'image/jpeg', 1000, 600, 800,
      now()
    from generate_series(10, ${MESSAGE_PAGE_MAX + 10}::int, 10) g`);
  await series(
    MESSAGE_PAGE_MAX + 10,
    sql`insert into messages (id, sender_id, receiver_id, content, image_object_id, created_at, read_at)
    select gen_random_uuid()::text, case when g % 2 = 0 then ${id('viewer')} else ${id('partner')} end,
      case when g % 2 = 0 then ${id('partner')} else ${id('viewer')} end, 'Messaggio ' || g,
      case when g % 10 = 0 then 'messaggio-' || g end, now() - g * interval '1 minute',
      case when g > 50 then now() end`,
  );
  for (const [name, count] of [
    ['fewChats', 2],
    ['manyChats', CONVERSATIONS_MAX],
  ] as const)
    await series(
      count,
      sql`insert into messages (id, sender_id, receiver_id, content, created_at)
      select gen_random_uuid()::text, ${filler}, ${id(name)}, 'Ciao ' || g, now() - g * interval '1 second'`,
    );

  // The viewer's bell: notifications of every kind, about posts and reels.
  await series(
    PAGE_MAX.notifications + 10,
    sql`insert into notifications
      (id, user_id, actor_id, type, title, message, post_id, reel_id, is_read, created_at)
    select gen_random_uuid()::text, ${id('viewer')}, ${filler},
      (array['like', 'comment', 'follow', 'message', 'other'])[1 + g % 5], 'Titolo', 'Messaggio',
      case when g % 5 in (0, 1) then ${postIds[2]} end, case when g % 5 = 4 then ${reelIds[2]} end, g % 2 = 0,
      now() - g * interval '1 minute'`,
  );

  // The assistant: 2 conversations for one member, the most /ai lists for another; one with 2 messages,
  // one with the most it shows again.
  for (const [name, count] of [
    ['fewAi', 2],
    ['manyAi', AI_LIMITS.conversationsMax],
  ] as const)
    await series(
      count,
      sql`insert into ai_conversations (id, user_id, title, updated_at)
      select gen_random_uuid()::text, ${id(name)}, 'Lavatrice ' || g, now() - g * interval '1 minute'`,
    );
  for (const [name, count] of [
    ['fewAi', 2],
    ['manyAi', MESSAGES_MAX],
  ] as const) {
    const [conversation] = await idsOf(
      sql`select id from ai_conversations where user_id = ${id(name)} order by updated_at desc limit 1`,
    );
    ids[`${name}Conversation`] = conversation!;
    await series(
      count,
      sql`insert into ai_messages (id, conversation_id, role, content, created_at)
      select gen_random_uuid()::text, ${conversation}, case when g % 2 = 1 then 'user' else 'assistant' end,
        'Turno ' || g, now() - (${count}::int - g) * interval '1 second'`,
    );
  }

  // Blocks: 2 by one member, every filler by another.
  for (const [name, count] of [
    ['fewBlocks', 2],
    ['manyBlocks', FILLERS],
  ] as const)
    await series(count, sql`insert into blocks (blocker_id, blocked_id) select ${id(name)}, ${filler}`);

  // Devices: one more session for one member, up to SESSIONS for another.
  await createSession(ctx().database.db as Db, id('fewSessions'), { userAgent: 'Firefox' });
  await series(
    SESSIONS - 1,
    sql`insert into sessions (token_hash, user_id, expires_at, last_seen_at, user_agent)
    select 'dispositivo-' || g, ${id('manySessions')}, now() + interval '1 day',
      now() - g * interval '1 minute',
      'Mozilla/5.0 (Android 14) Chrome/130'`,
  );

  // Admin lists. Dismissed reports: posts and comments only. Pending ones: every kind of target, so a page
  // of 5 already holds every kind (the reported contents are read once per kind on the page).
  const report = (status: string, count: number, kinds: number) =>
    run(sql`insert into reports
        (id, reporter_id, type, target_id, target_author_id, reason, status, created_at)
      select gen_random_uuid()::text, ${filler}, k.type,
        case k.type when 'post' then ${postIds[3]} when 'reel' then ${reelIds[3]}
          when 'user' then ${id('partner')}
          when 'comment' then (select id from comments where post_id = ${ids.fewComments} limit 1)
          else 'https://example.it/truffa' end,
        case when k.type <> 'other' then ${id('author')} end, 'spam', ${status},
        now() - g * interval '1 minute'
      from generate_series(1, ${count}::int) g
      cross join lateral
        (select (array['post', 'comment', 'user', 'reel', 'other'])[1 + g % ${kinds}::int] as type) k`);
  await report('dismissed', ADMIN_PAGE.max + 5, 2);
  await report('pending', ADMIN_PAGE.max + 5, 5);
  await series(
    ADMIN_PAGE.max + 5,
    sql`insert into audit_log (id, actor_id, action, target_type, target_id, details, created_at)
    select gen_random_uuid()::text, ${id('admin')}, 'user.promoted', 'user', ${filler},
      '{"actorName": "Admin Prova"}', now() - g * interval '1 minute'`,
  );
  await ctx().app.reelProcessor.idle();
});

/** One request of a case: who asks, for what, and how many items the answer holds. */
interface Probe {
  who: string;
  url: () => string;
  items: number;
}

interface Case {
  name: string;
  small: Probe;
  large: Probe;
  /** Items in an answer: the array's length, unless said otherwise. */
  count?: (body: unknown) => number;
  /** The statements measured when this test was written (session look-up included): more is a regression. */
  bound: number;
}

const probe = (who: string, url: string | (() => string), items: number): Probe => ({
  who,
  url: typeof url === 'string' ? () => url : url,
  items,
});
/** The same list, with a page of 2 and with the largest page the schema allows. */
const paged = (who: string, url: () => string, max: number) => {
  const page = (limit: number) => () => `${url()}${url().includes('?') ? '&' : '?'}limit=${limit}`;
  return { small: probe(who, page(2), 2), large: probe(who, page(max), max) };
};
const length = (body: unknown) => (body as unknown[]).length;
const found = (body: unknown) => {
  const { posts, users } = body as { posts: unknown[]; users: unknown[] };
  return posts.length + users.length;
};
const user = (name: string) => members[name]!.user.id;

// Each bound is the count measured when this test was written (the same for both pages); beside it, what
// the statements are: the session look-up, then the list's own.
const CASES: Case[] = [
  {
    name: 'feed',
    ...paged('viewer', () => '/api/posts', PAGE_MAX.posts),
    bound: 2, // session, page
  },
  {
    name: `feed, ${FEED_DEPTH} posts deep`,
    ...paged('viewer', () => `/api/posts?before=${ids.feedCursor}`, PAGE_MAX.posts),
    bound: 2, // session, page
  },
  {
    name: 'profile posts',
    ...paged('viewer', () => `/api/users/${user('author')}/posts`, PAGE_MAX.posts),
    bound: 3, // session, member, page
  },
  {
    name: 'post comments',
    small: probe('viewer', () => `/api/posts/${ids.fewComments}/comments`, 2),
    large: probe('viewer', () => `/api/posts/${ids.manyComments}/comments`, COMMENTS_LIST_MAX),
    bound: 4, // session, post, comments, their authors' reputation
  },
  {
    name: 'reels',
    ...paged('viewer', () => '/api/reels', REEL_PAGE_MAX),
    bound: 2, // session, page
  },
  {
    name: 'member reels',
    ...paged('viewer', () => `/api/users/${user('author')}/reels`, REEL_PAGE_MAX),
    bound: 3, // session, member, page
  },
  {
    name: 'reel comments',
    small: probe('viewer', () => `/api/reels/${ids.fewReelComments}/comments`, 2),
    large: probe('viewer', () => `/api/reels/${ids.manyReelComments}/comments`, COMMENTS_LIST_MAX),
    bound: 3, // session, reel, comments
  },
  {
    name: 'conversations',
    small: probe('fewChats', '/api/conversations', 2),
    large: probe('manyChats', '/api/conversations', CONVERSATIONS_MAX),
    bound: 2, // session, list
  },
  {
    name: 'messages of a conversation',
    ...paged('viewer', () => `/api/messages/${user('partner')}`, MESSAGE_PAGE_MAX),
    bound: 4, // session, partner, page, block check
  },
  {
    name: 'notifications',
    ...paged('viewer', () => '/api/notifications', PAGE_MAX.notifications),
    bound: 2, // session, page
  },
  {
    name: "search, 'Tutto' (posts and the first members)",
    small: probe('viewer', '/api/search?q=forno', 2 + 2),
    large: probe('viewer', '/api/search?q=ferro', SEARCH.pageSize + 5),
    count: found,
    bound: 3, // session, posts and members side by side
  },
  {
    name: 'search, posts tab',
    small: probe('viewer', '/api/search?q=forno&type=posts', 2),
    large: probe('viewer', '/api/search?q=ferro&type=posts', SEARCH.pageSize),
    count: found,
    bound: 2, // session, posts
  },
  {
    name: 'search, members tab',
    small: probe('viewer', '/api/search?q=forno&type=users', 2),
    large: probe('viewer', '/api/search?q=ferro&type=users', SEARCH.pageSize),
    count: found,
    bound: 2, // session, members
  },
  {
    name: 'assistant conversations',
    small: probe('fewAi', '/api/ai/conversations', 2),
    large: probe('manyAi', '/api/ai/conversations', AI_LIMITS.conversationsMax),
    bound: 2, // session, list
  },
  {
    name: 'assistant conversation messages',
    small: probe('fewAi', () => `/api/ai/conversations/${ids.fewAiConversation}`, 2),
    large: probe('manyAi', () => `/api/ai/conversations/${ids.manyAiConversation}`, MESSAGES_MAX),
    count: (body) => (body as { messages: unknown[] }).messages.length,
    bound: 3, // session, conversation, messages
  },
  {
    name: 'blocked members',
    small: probe('fewBlocks', '/api/blocks', 2),
    large: probe('manyBlocks', '/api/blocks', FILLERS),
    bound: 2, // session, list
  },
  {
    name: 'signed-in devices',
    small: probe('fewSessions', '/api/settings/sessions', 2),
    large: probe('manySessions', '/api/settings/sessions', SESSIONS),
    bound: 2, // session, list
  },
  {
    name: 'admin members',
    ...paged('admin', () => '/api/admin/users', ADMIN_PAGE.max),
    bound: 2, // session, page
  },
  {
    name: 'admin reports, posts and comments',
    ...paged('admin', () => '/api/admin/reports?status=dismissed', ADMIN_PAGE.max),
    bound: 4, // session, page, posts, comments
  },
  {
    name: 'admin reports, every kind of content',
    ...paged('admin', () => '/api/admin/reports?status=pending', ADMIN_PAGE.max),
    bound: 6, // session, page, posts, comments, members, reels
    small: probe('admin', '/api/admin/reports?status=pending&limit=5', 5),
  },
  {
    name: 'admin audit log',
    ...paged('admin', () => '/api/admin/audit-log', ADMIN_PAGE.max),
    bound: 2, // session, page
  },
];

describe('list endpoints: as many SQL statements for the largest page as for a page of one or two', () => {
  it.each(CASES)('$name', async (c) => {
    const counts: number[] = [];
    for (const { who, url, items } of [c.small, c.large]) {
      const member = members[who]!;
      // Once unmeasured: a session's first use of the minute may refresh it.
      await member.send('GET', url());
      let status = 0;
      let body: unknown;
      counts.push(
        await countQueries(async () => {
          const res = await member.send('GET', url());
          status = res.statusCode;
          body = res.json();
        }),
      );
      expect(status, url()).toBe(200);
      expect((c.count ?? length)(body), url()).toBe(items);
    }
    expect(counts[1], `${c.name}: ${counts.join(' vs ')} statements`).toBe(counts[0]);
    expect(counts[1], `${c.name}: ${counts[1]} statements`).toBeLessThanOrEqual(c.bound);
  });
});
