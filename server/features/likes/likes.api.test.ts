import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { likes, posts } from '../../db/schema.ts';
import { countQueries, makePost, signedIn } from '../../test/factories.ts';
import { withTestContext } from '../../test/harness.ts';
import { type Caller, itRequiresAuthentication, notificationsOf } from '../../test/requests.ts';

const ctx = withTestContext();

const member = (firstName = 'Mario') => signedIn(ctx(), { firstName });

describe('like calls require authentication', () => {
  itRequiresAuthentication(ctx, [
    ['GET', '/api/likes/post/x'],
    ['POST', '/api/likes'],
  ]);
});

describe('POST /api/likes and GET /api/likes/post/{id}', () => {
  it('toggles a like, changes the count by one and notifies the author once', async () => {
    const author = await member();
    const fan = await member('Carla');
    const post = await makePost(ctx(), author.user, { title: 'Console' });
    const like = () => fan.send('POST', '/api/likes', { entityId: post.id, entityType: 'post' });
    expect((await like()).json()).toEqual({ isLiked: true, likesCount: 1 });
    expect((await fan.send('GET', `/api/likes/post/${post.id}`)).json()).toEqual({ isLiked: true });
    const [n] = await notificationsOf(author);
    expect(n).toMatchObject({ type: 'like', title: 'Nuovo mi piace', postId: post.id, actorId: fan.user.id });
    expect(n!.message).toBe('A Carla Rossi piace il tuo post "Console"');
    expect((await like()).json()).toEqual({ isLiked: false, likesCount: 0 });
    expect((await fan.send('GET', `/api/likes/post/${post.id}`)).json()).toEqual({ isLiked: false });
    // Unliking withdraws the notification, so like/unlike cannot spam the author.
    expect(await notificationsOf(author)).toHaveLength(0);
  });

  it('likes in six SQL statements, the notification included (issue 29: a write every member makes)', async () => {
    const author = await member();
    const fan = await member('Carla');
    const post = await makePost(ctx(), author.user, { title: 'Frigo' });
    const like = () => fan.send('POST', '/api/likes', { entityId: post.id, entityType: 'post' });
    // Session, begin, the post locked with the block check, the like added or removed with the count moved,
    // the notification (its checks inside), commit.
    expect(await countQueries(like)).toBeLessThanOrEqual(6);
    expect((await notificationsOf(author)).map((n) => n.type)).toEqual(['like']);
    // Undoing it: the notification is withdrawn instead.
    expect(await countQueries(like)).toBeLessThanOrEqual(6);
    expect(await notificationsOf(author)).toHaveLength(0);
  });

  it('does not notify authors who like their own post', async () => {
    const author = await member();
    const post = await makePost(ctx(), author.user);
    const res = await author.send('POST', '/api/likes', { entityId: post.id, entityType: 'post' });
    expect(res.json()).toEqual({ isLiked: true, likesCount: 1 });
    expect(await notificationsOf(author)).toHaveLength(0);
  });

  it('refuses a missing post and a bad entity type', async () => {
    const liker = await member();
    expect(
      (await liker.send('POST', '/api/likes', { entityId: 'nessuno', entityType: 'post' })).statusCode,
    ).toBe(404);
    expect((await liker.send('POST', '/api/likes', { entityId: 'x', entityType: 'reel' })).statusCode).toBe(
      400,
    );
  });

  it('answers 404 for the like status of a post that does not exist', async () => {
    const liker = await member();
    const res = await liker.send('GET', '/api/likes/post/1');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Post non trovato');
  });

  it('keeps likesCount equal to the like rows under concurrent toggles', async () => {
    const author = await member();
    const post = await makePost(ctx(), author.user);
    const fans = await Promise.all(Array.from({ length: 8 }, () => member()));
    const toggle = (fan: Caller) => fan.send('POST', '/api/likes', { entityId: post.id, entityType: 'post' });
    // Eight members like at once; one of them also taps three more times concurrently.
    const results = await Promise.all([...fans.map(toggle), ...[1, 2, 3].map(() => toggle(fans[0]!))]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const [row] = await ctx().database.db.select().from(posts).where(eq(posts.id, post.id));
    const [{ count } = { count: -1 }] = await ctx()
      .database.db.select({ count: sql<number>`count(*)::int` })
      .from(likes)
      .where(and(eq(likes.entityType, 'post'), eq(likes.entityId, post.id)));
    expect(row!.likesCount).toBe(count);
    // 8 likes, then three more toggles by the first fan: like → unlike → like → unlike = 7.
    expect(count).toBe(7);
  });
});

describe('a like at a real community size (issue 29)', () => {
  it('rewrites its post in place: posts keep room on each page, so the count changes no index', async () => {
    const author = await member();
    // Enough posts to fill the pages they land on (a full page sends a row's new version to another page,
    // and every index of posts, the search document's GIN included, gets a new entry).
    const made = [];
    for (let i = 0; i < 80; i++) made.push(await makePost(ctx(), author.user, { title: `Frigo ${i}` }));
    const fan = await member('Carla');
    const { db } = ctx().database;
    const ids = made.map((p) => p.id);
    // One post of each page the new posts filled (the last page, still filling, left out).
    const pages = (
      await db.execute<{ id: string }>(sql`
        select distinct on ((ctid::text::point)[0]) id from posts
        where id in ${ids} order by (ctid::text::point)[0], ctid`)
    ).rows.slice(0, -1);
    expect(pages.length).toBeGreaterThan(1);
    const hot = await db
      .transaction(async (tx) => {
        // The backend's counter also holds its earlier, not yet reported updates: the difference counts.
        const hotUpdates = async () =>
          Number(
            (
              await tx.execute<{ n: string }>(
                sql`select pg_stat_get_xact_tuples_hot_updated('posts'::regclass) as n`,
              )
            ).rows[0]!.n,
          );
        const before = await hotUpdates();
        for (const { id } of pages)
          await tx
            .update(posts)
            .set({ likesCount: sql`${posts.likesCount} + 1` })
            .where(eq(posts.id, id));
        throw Object.assign(new Error('rolled back on purpose'), { hot: (await hotUpdates()) - before });
      })
      .catch((err: { hot?: number }) => err.hot);
    expect(hot).toBe(pages.length);
    // …and the like itself still counts.
    const res = await fan.send('POST', '/api/likes', { entityId: made[0]!.id, entityType: 'post' });
    expect(res.json()).toEqual({ isLiked: true, likesCount: 1 });
  });
});
