// DESIGN §7 (issue 29): a list is never one query per row. Every list endpoint answers a page of 5 and a
// page of 20 (or a list of 5 and of 20 rows, where the list has no page size) in the same, small number
// of SQL statements. Every statement the app sends counts: pooled ones and those inside transactions
// (pg's Client.prototype.query is wrapped while a request runs), session look-up included.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db/client.ts';
import { sendMessage } from './features/messages/service.ts';
import type { UserRow } from './platform/auth/sessions.ts';
import { makeMember, makePost, signedIn } from './test/factories.ts';
import { withTestContext } from './test/harness.ts';
import type { TestMember } from './test/requests.ts';

const ctx = withTestContext();

/** The SQL statements sent to PostgreSQL while `fn` runs, by anyone in this process. */
async function statements(fn: () => Promise<unknown>): Promise<number> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  let count = 0;
  proto.query = function (this: unknown, ...args: unknown[]) {
    count++;
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    proto.query = original;
  }
  return count;
}

const db = () => ctx().database.db as Db;
const ago = (i: number) => new Date(Date.now() - (100 - i) * 60_000);

async function video(owner: string, kind: 'video' | 'image' = 'video') {
  const id = randomUUID();
  await db().execute(sql`insert into objects (id, owner_id, kind, status, acl, content_type, size, uploaded_at)
    values (${id}, ${owner}, ${kind}, 'uploaded', 'public', ${kind === 'video' ? 'video/mp4' : 'image/jpeg'}, 1000, now())`);
  return id;
}

async function reel(author: string, i: number) {
  const id = randomUUID();
  await db().execute(sql`insert into reels (id, author_id, title, description, tags, video_object_id, poster_object_id, created_at)
    values (${id}, ${author}, ${`Reel ${i}`}, 'Come cambiare la batteria', '{batteria}', ${await video(author)},
      ${await video(author, 'image')}, ${ago(i).toISOString()})`);
  return id;
}

interface Case {
  name: string;
  who: () => TestMember;
  small: () => string;
  large: () => string;
  /** How many items each answer must hold (5 and 20), read from the JSON answer. */
  items: (body: unknown) => number;
  /** The statements measured when this test was written (session look-up included): more is a regression. */
  bound: number;
}

const array = (body: unknown) => (body as unknown[]).length;

let viewer: TestMember;
let admin: TestMember;
let few: TestMember;
let many: TestMember;
let blocksFew: TestMember;
let blocksMany: TestMember;
let author: UserRow;
let partner: UserRow;
const ids: Record<string, string> = {};

beforeAll(async () => {
  viewer = await signedIn(ctx(), { firstName: 'Vera', lastName: 'Lettrice' });
  admin = await signedIn(ctx(), { firstName: 'Ada', lastName: 'Admin', isAdmin: true });
  few = await signedIn(ctx(), { firstName: 'Pochi' });
  many = await signedIn(ctx(), { firstName: 'Tanti' });
  blocksFew = await signedIn(ctx(), { firstName: 'Blocca', lastName: 'Poco' });
  blocksMany = await signedIn(ctx(), { firstName: 'Blocca', lastName: 'Molto' });
  author = await makeMember(ctx(), { firstName: 'Luca', lastName: 'Autore' });
  partner = await makeMember(ctx(), { firstName: 'Paola', lastName: 'Amica' });
  const others: UserRow[] = [];
  for (let i = 0; i < 20; i++) others.push(await makeMember(ctx(), { firstName: `Membro${i}` }));

  // Posts: 25 about washing machines (every third with a photo, some liked by the viewer), 5 about ovens.
  const postIds: string[] = [];
  for (let i = 0; i < 25; i++) {
    const post = await makePost(ctx(), author, {
      title: `Lavatrice che perde acqua ${i}`,
      content: 'Perde acqua dal fondo durante la centrifuga',
      category: 'elettrodomestici',
    });
    postIds.push(post.id);
    if (i % 3 === 0)
      await db().execute(
        sql`insert into post_images (post_id, object_id, position) values (${post.id}, ${await video(author.id, 'image')}, 0)`,
      );
    if (i % 2 === 0) await viewer.send('POST', '/api/likes', { entityType: 'post', entityId: post.id });
  }
  for (let i = 0; i < 5; i++)
    await makePost(ctx(), author, { title: `Forno freddo ${i}`, content: 'Non scalda' });
  await viewer.send('POST', '/api/follows', { followingId: author.id });

  // Comments: one post with 5, another with 20, by different members.
  ids.fewComments = postIds[0]!;
  ids.manyComments = postIds[1]!;
  for (const [i, other] of others.entries()) {
    const comment = { content: `Controlla la pompa di scarico (${i})` };
    if (i < 5)
      await db().execute(sql`insert into comments (id, post_id, author_id, content, created_at)
        values (${randomUUID()}, ${ids.fewComments}, ${other.id}, ${comment.content}, ${ago(i).toISOString()})`);
    await db().execute(sql`insert into comments (id, post_id, author_id, content, created_at)
      values (${randomUUID()}, ${ids.manyComments}, ${other.id}, ${comment.content}, ${ago(i).toISOString()})`);
  }

  // Direct messages: 25 with one partner; 5 conversations for one member, 20 for another.
  for (let i = 0; i < 25; i++)
    await sendMessage(
      ctx().services,
      i % 2 === 0 ? viewer.user : partner,
      { receiverId: i % 2 === 0 ? partner.id : viewer.user.id, content: `Messaggio ${i}` },
      { at: ago(i) },
    );
  for (const [i, other] of others.entries()) {
    if (i < 5)
      await sendMessage(ctx().services, other, { receiverId: few.user.id, content: 'Ciao' }, { at: ago(i) });
    await sendMessage(ctx().services, many.user, { receiverId: other.id, content: 'Ciao' }, { at: ago(i) });
  }

  // Reels: 25 by the author, one with 5 comments and one with 20.
  const reelIds: string[] = [];
  for (let i = 0; i < 25; i++) reelIds.push(await reel(author.id, i));
  ids.fewReelComments = reelIds[0]!;
  ids.manyReelComments = reelIds[1]!;
  for (const [i, other] of others.entries()) {
    for (const reelId of i < 5 ? [reelIds[0]!, reelIds[1]!] : [reelIds[1]!])
      await db().execute(sql`insert into reel_comments (id, reel_id, author_id, content, created_at)
        values (${randomUUID()}, ${reelId}, ${other.id}, 'Utile!', ${ago(i).toISOString()})`);
  }

  // The viewer's bell: 25 notifications of every kind.
  const types = ['like', 'comment', 'follow', 'message', 'other'] as const;
  for (let i = 0; i < 25; i++)
    await db().execute(sql`insert into notifications (id, user_id, actor_id, type, title, message, post_id, reel_id, created_at)
      values (${randomUUID()}, ${viewer.user.id}, ${others[i % 20]!.id}, ${types[i % 5]}, 'Titolo', 'Messaggio',
        ${i % 5 < 2 ? postIds[i] : null}, ${i % 5 === 4 ? reelIds[i] : null}, ${ago(i).toISOString()})`);

  // Blocks: 5 by one member, 20 by another.
  for (const [i, other] of others.entries()) {
    if (i < 5)
      await db().execute(
        sql`insert into blocks (blocker_id, blocked_id) values (${blocksFew.user.id}, ${other.id})`,
      );
    await db().execute(
      sql`insert into blocks (blocker_id, blocked_id) values (${blocksMany.user.id}, ${other.id})`,
    );
  }

  // Admin lists: 25 reports of every kind of target, 25 audit entries.
  const targets = [
    ['post', postIds[2]!, author.id],
    ['comment', null, others[0]!.id],
    ['user', author.id, author.id],
    ['reel', reelIds[3]!, author.id],
    ['other', 'https://example.it', null],
  ] as const;
  const [comment] = (await db().execute<{ id: string }>(sql`select id from comments limit 1`)).rows;
  const reporters = [...others, ...[viewer, few, many, blocksFew, blocksMany].map((m) => m.user)];
  for (let i = 0; i < 25; i++) {
    const [type, target, targetAuthor] = targets[i % 5]!;
    await db().execute(sql`insert into reports (id, reporter_id, type, target_id, target_author_id, reason, created_at)
      values (${randomUUID()}, ${reporters[i]!.id}, ${type}, ${target ?? comment!.id}, ${targetAuthor},
        'spam', ${ago(i).toISOString()})`);
    await db().execute(sql`insert into audit_log (id, actor_id, action, target_type, target_id, created_at)
      values (${randomUUID()}, ${admin.user.id}, 'user.promoted', 'user', ${others[i % 20]!.id}, ${ago(i).toISOString()})`);
  }
  await ctx().app.reelProcessor.idle();
});

const page = (url: string) => ({
  small: () => `${url}${url.includes('?') ? '&' : '?'}limit=5`,
  large: () => `${url}${url.includes('?') ? '&' : '?'}limit=20`,
});

const CASES: Case[] = [
  { name: 'feed', who: () => viewer, ...page('/api/posts'), items: array, bound: 2 },
  { name: 'profile posts', who: () => viewer, ...page(`/api/users/:author/posts`), items: array, bound: 3 },
  {
    name: 'comments',
    who: () => viewer,
    small: () => `/api/posts/${ids.fewComments}/comments`,
    large: () => `/api/posts/${ids.manyComments}/comments`,
    items: array,
    bound: 4,
  },
  {
    name: 'conversations',
    who: () => viewer,
    small: () => 'few',
    large: () => 'many',
    items: array,
    bound: 2,
  },
  { name: 'messages', who: () => viewer, ...page('/api/messages/:partner'), items: array, bound: 4 },
  { name: 'notifications', who: () => viewer, ...page('/api/notifications'), items: array, bound: 2 },
  {
    name: 'search',
    who: () => viewer,
    small: () => '/api/search?q=forno',
    large: () => '/api/search?q=lavatrice',
    items: (body) => (body as { posts: unknown[] }).posts.length,
    bound: 3,
  },
  { name: 'reels', who: () => viewer, ...page('/api/reels'), items: array, bound: 2 },
  { name: 'member reels', who: () => viewer, ...page('/api/users/:author/reels'), items: array, bound: 3 },
  {
    name: 'reel comments',
    who: () => viewer,
    small: () => `/api/reels/${ids.fewReelComments}/comments`,
    large: () => `/api/reels/${ids.manyReelComments}/comments`,
    items: array,
    bound: 3,
  },
  {
    name: 'blocked members',
    who: () => viewer,
    small: () => 'few',
    large: () => 'many',
    items: array,
    bound: 2,
  },
  { name: 'admin members', who: () => admin, ...page('/api/admin/users'), items: array, bound: 2 },
  { name: 'admin reports', who: () => admin, ...page('/api/admin/reports'), items: array, bound: 6 },
  { name: 'admin audit log', who: () => admin, ...page('/api/admin/audit-log'), items: array, bound: 2 },
];

/** Who asks, and what: conversation and block lists are the asker's own, so 'few' and 'many' are members. */
function request(c: Case, which: 'small' | 'large') {
  const target = c[which]();
  if (c.name === 'conversations') return { caller: target === 'few' ? few : many, url: '/api/conversations' };
  if (c.name === 'blocked members')
    return { caller: target === 'few' ? blocksFew : blocksMany, url: '/api/blocks' };
  const url = target.replace(':author', author.id).replace(':partner', partner.id);
  return { caller: c.who(), url };
}

describe('list endpoints: a bounded number of SQL statements, the same for 5 and 20 items', () => {
  it.each(CASES)('$name', async (c) => {
    const counts: number[] = [];
    for (const which of ['small', 'large'] as const) {
      const { caller, url } = request(c, which);
      // Once unmeasured: a session's first use of the minute may refresh it.
      await caller.send('GET', url);
      let body: unknown;
      let status = 0;
      counts.push(
        await statements(async () => {
          const res = await caller.send('GET', url);
          status = res.statusCode;
          body = res.json();
        }),
      );
      expect(status, url).toBe(200);
      expect(c.items(body), url).toBe(which === 'small' ? 5 : 20);
    }
    expect(counts[1], `${c.name}: ${counts.join(' vs ')} statements`).toBe(counts[0]);
    expect(counts[0]).toBeLessThanOrEqual(c.bound);
  });
});
