import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../../common/schemas/posts.ts';
import { comments, likes, notifications, users } from '../../db/schema.ts';
import { countQueries, makeMember, makePost, sessionOf } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { jpegWithGps } from '../../test/images.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function member(names: { firstName?: string; lastName?: string } = {}) {
  const user = await makeMember(ctx, names);
  return { user, headers: await sessionOf(ctx, user) };
}
function inject(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers?: object, payload?: object) {
  return ctx.app.inject({ method, url, headers: headers as Record<string, string>, payload });
}
async function uploadedImage(headers: { cookie: string }) {
  const { uploadURL, path: objectPath } = (await inject('POST', '/api/objects/upload', headers)).json();
  const res = await ctx.app.inject({
    method: 'PUT',
    url: uploadURL,
    headers: { ...headers, 'content-type': 'image/jpeg' },
    payload: await jpegWithGps(),
  });
  expect(res.statusCode).toBe(200);
  return objectPath as string;
}

describe('every social call requires authentication', () => {
  it.each([
    ['GET', '/api/posts'],
    ['POST', '/api/posts'],
    ['PUT', '/api/posts/x'],
    ['DELETE', '/api/posts/x'],
    ['GET', '/api/posts/x/comments'],
    ['POST', '/api/comments'],
    ['GET', '/api/likes/post/x'],
    ['POST', '/api/likes'],
    ['GET', '/api/follows/x/status'],
    ['POST', '/api/follows'],
    ['GET', '/api/users/x'],
    ['GET', '/api/users/x/posts'],
    ['GET', '/api/users/x/reels'],
    ['PATCH', '/api/users/me'],
    ['POST', '/api/posts/views'],
    ['GET', '/api/notifications'],
    ['GET', '/api/notifications/unread-count'],
    ['PATCH', '/api/notifications/x/read'],
  ] as const)('%s %s answers 401 Unauthorized to a guest', async (method, url) => {
    const res = await ctx.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('Unauthorized');
  });
});

describe('POST /api/posts', () => {
  it('creates a post with trimmed text, category and images, and counts it on the author', async () => {
    const { user, headers } = await member({ firstName: 'Gino', lastName: 'Lampo' });
    const image = await uploadedImage(headers);
    const res = await inject('POST', '/api/posts', headers, {
      title: '  Lavatrice che perde  ',
      content: ' Perde acqua dal fondo ',
      category: 'elettrodomestici',
      imageUrls: [image],
    });
    expect(res.statusCode).toBe(201);
    const post = res.json() as Post;
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
    const [author] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(author!.postsCount).toBe(1);
    // The image became public with the post.
    const viewer = await member();
    expect((await inject('GET', image, viewer.headers)).statusCode).toBe(200);
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
    const { user, headers } = await member();
    const res = await inject('POST', '/api/posts', headers, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const [author] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(author!.postsCount).toBe(0);
  });

  it("refuses someone else's image and an image already used by another post", async () => {
    const owner = await member();
    const thief = await member();
    const image = await uploadedImage(owner.headers);
    const stolen = await inject('POST', '/api/posts', thief.headers, {
      title: 'a',
      content: 'b',
      imageUrls: [image],
    });
    expect(stolen.statusCode).toBe(400);
    expect(
      (await inject('POST', '/api/posts', owner.headers, { title: 'a', content: 'b', imageUrls: [image] }))
        .statusCode,
    ).toBe(201);
    const reused = await inject('POST', '/api/posts', owner.headers, {
      title: 'c',
      content: 'd',
      imageUrls: [image],
    });
    expect(reused.statusCode).toBe(400);
  });
});

describe('GET /api/posts (feed)', () => {
  it('lists newest first with keyset pagination and a category filter', async () => {
    const feedCtx = await createTestContext();
    try {
      const author = await makeMember(feedCtx);
      const { headers } = { headers: await sessionOf(feedCtx, author) };
      const made: Post[] = [];
      for (let i = 0; i < 5; i++) {
        made.push(
          await makePost(feedCtx, author, {
            title: `Post ${i}`,
            category: i % 2 ? 'computer' : 'smartphone',
          }),
        );
      }
      const page1 = (await feedCtx.app.inject({ url: '/api/posts?limit=2', headers })).json() as Post[];
      expect(page1.map((p) => p.title)).toEqual(['Post 4', 'Post 3']);
      const page2 = (
        await feedCtx.app.inject({ url: `/api/posts?limit=2&before=${page1[1]!.id}`, headers })
      ).json() as Post[];
      expect(page2.map((p) => p.title)).toEqual(['Post 2', 'Post 1']);
      const page3 = (
        await feedCtx.app.inject({ url: `/api/posts?limit=2&before=${page2[1]!.id}`, headers })
      ).json() as Post[];
      expect(page3.map((p) => p.title)).toEqual(['Post 0']);
      const computers = (
        await feedCtx.app.inject({ url: '/api/posts?category=computer', headers })
      ).json() as Post[];
      expect(computers.map((p) => p.title)).toEqual(['Post 3', 'Post 1']);
      expect((await feedCtx.app.inject({ url: '/api/posts?limit=51', headers })).statusCode).toBe(400);
      expect((await feedCtx.app.inject({ url: '/api/posts?category=boh', headers })).statusCode).toBe(400);
    } finally {
      await feedCtx.close();
    }
  });

  it("carries the viewer's like and the author's follow state", async () => {
    const author = await member();
    const viewer = await member();
    const post = await makePost(ctx, author.user);
    await inject('POST', '/api/likes', viewer.headers, { entityId: post.id, entityType: 'post' });
    await inject('POST', '/api/follows', viewer.headers, { followingId: author.user.id });
    const feed = (await inject('GET', '/api/posts?limit=50', viewer.headers)).json() as Post[];
    expect(feed.find((p) => p.id === post.id)).toMatchObject({
      isLiked: true,
      isFollowing: true,
      likesCount: 1,
    });
    const own = (await inject('GET', '/api/posts?limit=50', author.headers)).json() as Post[];
    expect(own.find((p) => p.id === post.id)).toMatchObject({ isLiked: false, isFollowing: false });
  });

  it('serves a page of 20 posts with the same bounded number of SQL statements as a page of 2', async () => {
    const author = await member();
    const viewer = await member();
    for (let i = 0; i < 20; i++) await makePost(ctx, author.user, { title: `Carico ${i}` });
    const small = await countQueries(ctx, () => inject('GET', '/api/posts?limit=2', viewer.headers));
    let body: Post[] = [];
    const big = await countQueries(ctx, async () => {
      body = (await inject('GET', '/api/posts?limit=20', viewer.headers)).json();
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
    const post = await makePost(ctx, author.user);
    const edit = { title: ' Nuovo titolo ', content: ' Nuovo testo ' };
    expect((await inject('PUT', `/api/posts/${post.id}`, other.headers, edit)).statusCode).toBe(403);
    expect((await inject('PUT', '/api/posts/inesistente', author.headers, edit)).statusCode).toBe(404);
    expect(
      (await inject('PUT', `/api/posts/${post.id}`, author.headers, { title: ' ', content: 'x' })).statusCode,
    ).toBe(400);
    const res = await inject('PUT', `/api/posts/${post.id}`, author.headers, edit);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Nuovo titolo', content: 'Nuovo testo' });
  });

  it('deletes a post with its comments, likes, notifications and image files', async () => {
    const author = await member();
    const fan = await member();
    const image = await uploadedImage(author.headers);
    const post = await makePost(ctx, author.user, { imageUrls: [image] });
    await inject('POST', '/api/comments', fan.headers, {
      postId: post.id,
      content: 'Prova a cambiare la batteria',
    });
    await inject('POST', '/api/likes', fan.headers, { entityId: post.id, entityType: 'post' });
    expect((await inject('DELETE', `/api/posts/${post.id}`, fan.headers)).statusCode).toBe(403);

    const res = await inject('DELETE', `/api/posts/${post.id}`, author.headers);
    expect(res.statusCode).toBe(200);
    const db = ctx.database.db;
    expect(await db.select().from(comments).where(eq(comments.postId, post.id))).toHaveLength(0);
    expect(await db.select().from(likes).where(eq(likes.entityId, post.id))).toHaveLength(0);
    expect(await db.select().from(notifications).where(eq(notifications.postId, post.id))).toHaveLength(0);
    expect(existsSync(path.join(ctx.objectsDir, image.split('/').pop()!))).toBe(false);
    expect((await inject('GET', image, author.headers)).statusCode).toBe(404);
    const [row] = await db.select().from(users).where(eq(users.id, author.user.id));
    expect(row!.postsCount).toBe(0);
    expect((await inject('DELETE', `/api/posts/${post.id}`, author.headers)).statusCode).toBe(404);
  });
});

describe('POST /api/posts/views', () => {
  it('counts each viewer once per post and never the author', async () => {
    const author = await member();
    const a = await member();
    const b = await member();
    const post = await makePost(ctx, author.user);
    await inject('POST', '/api/posts/views', a.headers, { postIds: [post.id, post.id] });
    await inject('POST', '/api/posts/views', a.headers, { postIds: [post.id] });
    await inject('POST', '/api/posts/views', b.headers, { postIds: [post.id, 'inesistente'] });
    await inject('POST', '/api/posts/views', author.headers, { postIds: [post.id] });
    const seen = (await inject('GET', `/api/users/${author.user.id}/posts`, a.headers)).json() as Post[];
    expect(seen[0]!.viewsCount).toBe(2);
    expect((await inject('POST', '/api/posts/views', a.headers, { postIds: [] })).statusCode).toBe(400);
  });
});
