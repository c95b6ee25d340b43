import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, Notification } from '../../common/schemas/social.ts';
import { follows, likes, posts, users } from '../db/schema.ts';
import { makeMember, makePost, sessionOf } from '../test/factories.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function member(firstName = 'Mario') {
  const user = await makeMember(ctx, { firstName });
  return { user, headers: await sessionOf(ctx, user) };
}
function inject(method: 'GET' | 'POST' | 'PATCH', url: string, headers: object, payload?: object) {
  return ctx.app.inject({ method, url, headers: headers as Record<string, string>, payload });
}
const notificationsOf = async (headers: object) =>
  (await inject('GET', '/api/notifications', headers)).json() as Notification[];

describe('comments', () => {
  it('adds a trimmed comment, counts it and notifies the author', async () => {
    const author = await member('Anna');
    const helper = await member('Bruno');
    const post = await makePost(ctx, author.user, { title: 'Frigo rumoroso' });
    const res = await inject('POST', '/api/comments', helper.headers, {
      postId: post.id,
      content: '  Controlla la ventola  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      content: 'Controlla la ventola',
      postId: post.id,
      author: { id: helper.user.id },
    });
    const list = (await inject('GET', `/api/posts/${post.id}/comments`, author.headers)).json() as Comment[];
    expect(list.map((c) => c.content)).toEqual(['Controlla la ventola']);
    const [row] = await ctx.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row!.commentsCount).toBe(1);
    const [n] = await notificationsOf(author.headers);
    expect(n).toMatchObject({ type: 'comment', isRead: false, title: 'Nuovo commento', postId: post.id });
    expect(n!.message).toBe('Bruno ha commentato il tuo post "Frigo rumoroso"');
  });

  it('does not notify authors of their own comments', async () => {
    const author = await member();
    const post = await makePost(ctx, author.user);
    await inject('POST', '/api/comments', author.headers, { postId: post.id, content: 'Risolto!' });
    expect(await notificationsOf(author.headers)).toHaveLength(0);
  });

  it.each([
    [{ postId: 'x', content: '   ' }, 400],
    [{ postId: 'x', content: 'c'.repeat(501) }, 400],
    [{ content: 'ciao' }, 400],
    [{ postId: 'inesistente', content: 'ciao' }, 404],
  ])('refuses %j', async (body, status) => {
    const { headers } = await member();
    expect((await inject('POST', '/api/comments', headers, body)).statusCode).toBe(status);
  });

  it('accepts exactly 500 characters and answers 404 for the comments of a missing post', async () => {
    const author = await member();
    const post = await makePost(ctx, author.user);
    expect(
      (await inject('POST', '/api/comments', author.headers, { postId: post.id, content: 'c'.repeat(500) }))
        .statusCode,
    ).toBe(201);
    expect((await inject('GET', '/api/posts/inesistente/comments', author.headers)).statusCode).toBe(404);
  });
});

describe('likes', () => {
  it('toggles a like, changes the count by one and notifies the author once', async () => {
    const author = await member();
    const fan = await member('Carla');
    const post = await makePost(ctx, author.user, { title: 'Console' });
    const like = () => inject('POST', '/api/likes', fan.headers, { entityId: post.id, entityType: 'post' });
    expect((await like()).json()).toEqual({ isLiked: true, likesCount: 1 });
    expect((await inject('GET', `/api/likes/post/${post.id}`, fan.headers)).json()).toEqual({
      isLiked: true,
    });
    expect((await notificationsOf(author.headers)).map((n) => n.type)).toEqual(['like']);
    expect((await like()).json()).toEqual({ isLiked: false, likesCount: 0 });
    expect((await inject('GET', `/api/likes/post/${post.id}`, fan.headers)).json()).toEqual({
      isLiked: false,
    });
    // Unliking withdraws the notification, so like/unlike cannot spam the author.
    expect(await notificationsOf(author.headers)).toHaveLength(0);
  });

  it('refuses a missing post and a bad entity type', async () => {
    const { headers } = await member();
    expect(
      (await inject('POST', '/api/likes', headers, { entityId: 'nessuno', entityType: 'post' })).statusCode,
    ).toBe(404);
    expect(
      (await inject('POST', '/api/likes', headers, { entityId: 'x', entityType: 'reel' })).statusCode,
    ).toBe(400);
  });

  it('keeps likesCount equal to the like rows under concurrent toggles', async () => {
    const author = await member();
    const post = await makePost(ctx, author.user);
    const fans = await Promise.all(Array.from({ length: 8 }, () => member()));
    const toggle = (headers: object) =>
      inject('POST', '/api/likes', headers, { entityId: post.id, entityType: 'post' });
    // Eight members like at once; one of them also taps three more times concurrently.
    const results = await Promise.all([
      ...fans.map((f) => toggle(f.headers)),
      ...[1, 2, 3].map(() => toggle(fans[0]!.headers)),
    ]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const [row] = await ctx.database.db.select().from(posts).where(eq(posts.id, post.id));
    const [{ count } = { count: -1 }] = await ctx.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(likes)
      .where(and(eq(likes.entityType, 'post'), eq(likes.entityId, post.id)));
    expect(row!.likesCount).toBe(count);
    // 8 likes, then three more toggles by the first fan: like → unlike → like → unlike = 7.
    expect(count).toBe(7);
  });
});

describe('follows', () => {
  it('toggles a follow, updates both counters and notifies the followed member', async () => {
    const star = await member();
    const fan = await member('Dario');
    const follow = () => inject('POST', '/api/follows', fan.headers, { followingId: star.user.id });
    expect((await follow()).json()).toEqual({ isFollowing: true, followersCount: 1 });
    expect((await inject('GET', `/api/follows/${star.user.id}/status`, fan.headers)).json()).toEqual({
      isFollowing: true,
    });
    const [n] = await notificationsOf(star.headers);
    expect(n).toMatchObject({
      type: 'follow',
      title: 'Nuovo follower',
      message: 'Dario ha iniziato a seguirti',
    });
    const counts = async (id: string) =>
      (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;
    expect((await counts(fan.user.id)).followingCount).toBe(1);
    expect((await follow()).json()).toEqual({ isFollowing: false, followersCount: 0 });
    expect((await counts(fan.user.id)).followingCount).toBe(0);
    expect((await counts(star.user.id)).followersCount).toBe(0);
  });

  it('refuses following yourself or a missing member', async () => {
    const { user, headers } = await member();
    const self = await inject('POST', '/api/follows', headers, { followingId: user.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('Non puoi seguire te stesso');
    expect((await inject('POST', '/api/follows', headers, { followingId: 'nessuno' })).statusCode).toBe(404);
  });

  it('keeps counters equal to the rows under concurrent toggles', async () => {
    const star = await member();
    const fans = await Promise.all(Array.from({ length: 6 }, () => member()));
    const toggle = (headers: object) =>
      inject('POST', '/api/follows', headers, { followingId: star.user.id });
    await Promise.all([
      ...fans.map((f) => toggle(f.headers)),
      toggle(fans[0]!.headers),
      toggle(fans[0]!.headers),
    ]);
    const rows = await ctx.database.db.select().from(follows).where(eq(follows.followingId, star.user.id));
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, star.user.id));
    expect(row!.followersCount).toBe(rows.length);
    expect(rows.length).toBe(6);
  });
});

describe('notifications', () => {
  it('counts unread ones and marks only your own read', async () => {
    const author = await member();
    const fan = await member();
    const post = await makePost(ctx, author.user);
    await inject('POST', '/api/comments', fan.headers, { postId: post.id, content: 'uno' });
    await inject('POST', '/api/comments', fan.headers, { postId: post.id, content: 'due' });
    expect((await inject('GET', '/api/notifications/unread-count', author.headers)).json()).toEqual({
      count: 2,
    });
    const [first] = await notificationsOf(author.headers);
    expect((await inject('PATCH', `/api/notifications/${first!.id}/read`, fan.headers)).statusCode).toBe(404);
    const res = await inject('PATCH', `/api/notifications/${first!.id}/read`, author.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: first!.id, isRead: true });
    expect((await inject('GET', '/api/notifications/unread-count', author.headers)).json()).toEqual({
      count: 1,
    });
    expect(await notificationsOf(fan.headers)).toHaveLength(0);
  });
});

describe('users', () => {
  it('shows a member without their e-mail, with their posts, and 404 for a missing one', async () => {
    const someone = await member('Elena');
    const viewer = await member();
    await makePost(ctx, someone.user, { title: 'Il mio post' });
    const res = await inject('GET', `/api/users/${someone.user.id}`, viewer.headers);
    expect(res.json()).toMatchObject({ id: someone.user.id, firstName: 'Elena', postsCount: 1 });
    expect(res.json().email).toBeUndefined();
    const list = await inject('GET', `/api/users/${someone.user.id}/posts`, viewer.headers);
    expect(list.json().map((p: { title: string }) => p.title)).toEqual(['Il mio post']);
    expect((await inject('GET', `/api/users/${someone.user.id}/reels`, viewer.headers)).json()).toEqual([]);
    expect((await inject('GET', '/api/users/nessuno', viewer.headers)).statusCode).toBe(404);
    expect((await inject('GET', '/api/users/nessuno/posts', viewer.headers)).statusCode).toBe(404);
  });

  it('lets a member edit their name and bio', async () => {
    const { headers } = await member();
    const res = await inject('PATCH', '/api/users/me', headers, {
      firstName: ' Franca ',
      lastName: 'Riva',
      bio: ' Riparo radio ',
    });
    expect(res.json()).toMatchObject({ firstName: 'Franca', lastName: 'Riva', bio: 'Riparo radio' });
    expect((await inject('PATCH', '/api/users/me', headers, { firstName: '' })).statusCode).toBe(400);
    expect(
      (await inject('PATCH', '/api/users/me', headers, { firstName: 'A', bio: 'b'.repeat(501) })).statusCode,
    ).toBe(400);
  });
});
