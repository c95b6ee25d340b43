import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PostPayload } from '../../../common/schemas/posts.ts';
import { comments, likes, notifications, posts, users } from '../../db/schema.ts';
import { countQueries, makePost, signedIn } from '../../test/factories.ts';
import { createTestContext, withTestContext } from '../../test/harness.ts';
import { itRequiresAuthentication } from '../../test/requests.ts';
import { uploadImage } from '../../test/uploads.ts';

const ctx = withTestContext();

const member = (names: { firstName?: string; lastName?: string } = {}) => signedIn(ctx(), names);

describe('post calls require authentication', () => {
  itRequiresAuthentication(ctx, [
    ['GET', '/api/posts'],
    ['GET', '/api/posts/x'],
    ['POST', '/api/posts'],
    ['PUT', '/api/posts/x'],
    ['DELETE', '/api/posts/x'],
    ['POST', '/api/posts/views'],
  ]);
});

describe('POST /api/posts', () => {
  it('creates a post with trimmed text, category and images, and counts it on the author', async () => {
    const poster = await member({ firstName: 'Gino', lastName: 'Lampo' });
    const { user } = poster;
    const image = await uploadImage(poster);
    const res = await poster.send('POST', '/api/posts', {
      title: '  Lavatrice che perde  ',
      content: ' Perde acqua dal fondo ',
      category: 'elettrodomestici',
      imageUrls: [image],
    });
    expect(res.statusCode).toBe(201);
    const post = res.json() as PostPayload;
    expect(post).toMatchObject({
      title: 'Lavatrice che perde',
      content: 'Perde acqua dal fondo',
      category: 'elettrodomestici',
      imageUrls: [image],
      thumbnailUrls: [`${image}/thumb`],
      imageSizes: [{ width: 64, height: 48 }],
      likesCount: 0,
      commentsCount: 0,
      viewsCount: 0,
      isLiked: false,
      isFollowing: false,
      author: { id: user.id, firstName: 'Gino', lastName: 'Lampo' },
    });
    const [author] = await ctx().database.db.select().from(users).where(eq(users.id, user.id));
    expect(author!.postsCount).toBe(1);
    // The image became public with the post.
    const viewer = await member();
    expect((await viewer.send('GET', image)).statusCode).toBe(200);
  });

  it.each([
    [{ title: '   ', content: 'x' }, 'Titolo e contenuto sono obbligatori'],
    [{ title: 'x' }, 'Titolo e contenuto sono obbligatori'],
    [{ title: 't'.repeat(101), content: 'x' }, 'Il titolo può avere al massimo 100 caratteri'],
    [{ title: 'x', content: 'c'.repeat(501) }, 'La descrizione può avere al massimo 500 caratteri'],
    [{ title: 'x', content: 'y', category: 'giardinaggio' }, 'Categoria non valida'],
    [
      { title: 'x', content: 'y', imageUrls: Array(6).fill('/objects/uploads/x') },
      'Puoi allegare al massimo 5 immagini',
    ],
    [{ title: 'x', content: 'y', imageUrls: ['https://altrove.example/foto.jpg'] }, 'Immagine non valida'],
  ])('refuses %j with a 400', async (body, message) => {
    const poster = await member();
    const { user } = poster;
    const res = await poster.send('POST', '/api/posts', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const [author] = await ctx().database.db.select().from(users).where(eq(users.id, user.id));
    expect(author!.postsCount).toBe(0);
  });

  it("refuses someone else's image and an image already used by another post", async () => {
    const owner = await member();
    const thief = await member();
    const image = await uploadImage(owner);
    const stolen = await thief.send('POST', '/api/posts', {
      title: 'a',
      content: 'b',
      imageUrls: [image],
    });
    expect(stolen.statusCode).toBe(400);
    expect(
      (await owner.send('POST', '/api/posts', { title: 'a', content: 'b', imageUrls: [image] })).statusCode,
    ).toBe(201);
    const reused = await owner.send('POST', '/api/posts', {
      title: 'c',
      content: 'd',
      imageUrls: [image],
    });
    expect(reused.statusCode).toBe(400);
  });
});

describe('GET /api/posts (feed)', () => {
  it('answers exactly the page size asked for, below, at and above the usual page', async () => {
    const feedCtx = await createTestContext();
    try {
      const author = await signedIn(feedCtx);
      for (let i = 0; i < 24; i++) await makePost(feedCtx, author.user, { title: `Post ${i}` });
      const sizes = async (query: string) =>
        ((await author.send('GET', `/api/posts?${query}`)).json() as PostPayload[]).map((p) => p.title);
      expect(await sizes('')).toHaveLength(20);
      expect(await sizes('limit=7')).toEqual(Array.from({ length: 7 }, (_, i) => `Post ${23 - i}`));
      expect(await sizes('limit=21')).toHaveLength(21);
      expect(await sizes('limit=50')).toHaveLength(24);
    } finally {
      await feedCtx.close();
    }
  });

  it('lists newest first with keyset pagination and a category filter', async () => {
    const feedCtx = await createTestContext();
    try {
      const author = await signedIn(feedCtx);
      const made: PostPayload[] = [];
      for (let i = 0; i < 5; i++) {
        made.push(
          await makePost(feedCtx, author.user, {
            title: `Post ${i}`,
            category: i % 2 ? 'computer' : 'smartphone',
          }),
        );
      }
      const feed = async (query: string) =>
        (await author.send('GET', `/api/posts?${query}`)).json() as PostPayload[];
      const page1 = await feed('limit=2');
      expect(page1.map((p) => p.title)).toEqual(['Post 4', 'Post 3']);
      const page2 = await feed(`limit=2&before=${page1[1]!.id}`);
      expect(page2.map((p) => p.title)).toEqual(['Post 2', 'Post 1']);
      const page3 = await feed(`limit=2&before=${page2[1]!.id}`);
      expect(page3.map((p) => p.title)).toEqual(['Post 0']);
      const computers = await feed('category=computer');
      expect(computers.map((p) => p.title)).toEqual(['Post 3', 'Post 1']);
      expect((await author.send('GET', '/api/posts?limit=51')).statusCode).toBe(400);
      expect((await author.send('GET', '/api/posts?category=boh')).statusCode).toBe(400);
      // Integers are decimal digits only (issue 16: limit=0x10 was read as 16).
      for (const limit of ['0x10', '1e1', '2.0', '-1', '0', ''])
        expect((await author.send('GET', `/api/posts?limit=${limit}`)).statusCode).toBe(400);
      expect((await feed('')).map((p) => p.title)).toHaveLength(5);
    } finally {
      await feedCtx.close();
    }
  });

  it("carries the viewer's like and the author's follow state", async () => {
    const author = await member();
    const viewer = await member();
    const post = await makePost(ctx(), author.user);
    await viewer.send('POST', '/api/likes', { entityId: post.id, entityType: 'post' });
    await viewer.send('POST', '/api/follows', { followingId: author.user.id });
    const feed = (await viewer.send('GET', '/api/posts?limit=50')).json() as PostPayload[];
    expect(feed.find((p) => p.id === post.id)).toMatchObject({
      isLiked: true,
      isFollowing: true,
      likesCount: 1,
    });
    const own = (await author.send('GET', '/api/posts?limit=50')).json() as PostPayload[];
    expect(own.find((p) => p.id === post.id)).toMatchObject({ isLiked: false, isFollowing: false });
  });

  it('serves a page of 20 posts with the same bounded number of SQL statements as a page of 2', async () => {
    const author = await member();
    const viewer = await member();
    for (let i = 0; i < 20; i++) await makePost(ctx(), author.user, { title: `Carico ${i}` });
    const small = await countQueries(() => viewer.send('GET', '/api/posts?limit=2'));
    let body: PostPayload[] = [];
    const big = await countQueries(async () => {
      body = (await viewer.send('GET', '/api/posts?limit=20')).json();
    });
    expect(body).toHaveLength(20);
    expect(big).toBe(small);
    expect(big).toBeLessThanOrEqual(3);
  });
});

describe('PUT and DELETE /api/posts/{id}', () => {
  it('lets the author edit, refuses others with 403 and a missing post with 404', async () => {
    const author = await member();
    const other = await member();
    const post = await makePost(ctx(), author.user);
    const edit = { title: ' Nuovo titolo ', content: ' Nuovo testo ' };
    expect((await other.send('PUT', `/api/posts/${post.id}`, edit)).statusCode).toBe(403);
    expect((await author.send('PUT', '/api/posts/inesistente', edit)).statusCode).toBe(404);
    expect((await author.send('PUT', `/api/posts/${post.id}`, { title: ' ', content: 'x' })).statusCode).toBe(
      400,
    );
    const res = await author.send('PUT', `/api/posts/${post.id}`, edit);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Nuovo titolo', content: 'Nuovo testo' });
  });

  it('tells the author why a post hidden by moderation can no longer be edited', async () => {
    const author = await member();
    const post = await makePost(ctx(), author.user);
    await ctx().database.db.update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, post.id));
    const res = await author.send('PUT', `/api/posts/${post.id}`, { title: 'Titolo', content: 'Testo' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Questo post è stato nascosto dalla moderazione: non si può più modificare',
    );
  });

  it('deletes a post with its comments, likes, notifications and image files', async () => {
    const author = await member();
    const fan = await member();
    const image = await uploadImage(author);
    const post = await makePost(ctx(), author.user, { imageUrls: [image] });
    await fan.send('POST', '/api/comments', {
      postId: post.id,
      content: 'Prova a cambiare la batteria',
    });
    await fan.send('POST', '/api/likes', { entityId: post.id, entityType: 'post' });
    expect((await fan.send('DELETE', `/api/posts/${post.id}`)).statusCode).toBe(403);

    const res = await author.send('DELETE', `/api/posts/${post.id}`);
    expect(res.statusCode).toBe(200);
    const db = ctx().database.db;
    expect(await db.select().from(comments).where(eq(comments.postId, post.id))).toHaveLength(0);
    expect(await db.select().from(likes).where(eq(likes.entityId, post.id))).toHaveLength(0);
    expect(await db.select().from(notifications).where(eq(notifications.postId, post.id))).toHaveLength(0);
    expect(existsSync(path.join(ctx().objectsDir, image.split('/').pop()!))).toBe(false);
    expect((await author.send('GET', image)).statusCode).toBe(404);
    const [row] = await db.select().from(users).where(eq(users.id, author.user.id));
    expect(row!.postsCount).toBe(0);
    expect((await author.send('DELETE', `/api/posts/${post.id}`)).statusCode).toBe(404);
  });
});

describe('POST /api/posts/views', () => {
  it('counts each viewer once per post and never the author', async () => {
    const author = await member();
    const a = await member();
    const b = await member();
    const post = await makePost(ctx(), author.user);
    await a.send('POST', '/api/posts/views', { postIds: [post.id, post.id] });
    await a.send('POST', '/api/posts/views', { postIds: [post.id] });
    await b.send('POST', '/api/posts/views', { postIds: [post.id, 'inesistente'] });
    await author.send('POST', '/api/posts/views', { postIds: [post.id] });
    const seen = (await a.send('GET', `/api/users/${author.user.id}/posts`)).json() as PostPayload[];
    expect(seen[0]!.viewsCount).toBe(2);
    expect((await a.send('POST', '/api/posts/views', { postIds: [] })).statusCode).toBe(400);
  });
});
