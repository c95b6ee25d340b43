import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CommentPayload } from '../../../common/schemas/comments.ts';
import { posts } from '../../db/schema.ts';
import { makePost, signedIn } from '../../test/factories.ts';
import { withTestContext } from '../../test/harness.ts';
import { itRequiresAuthentication, notificationsOf } from '../../test/requests.ts';

const ctx = withTestContext();

const member = (firstName = 'Mario') => signedIn(ctx(), { firstName });

describe('comment calls require authentication', () => {
  itRequiresAuthentication(ctx, [
    ['GET', '/api/posts/x/comments'],
    ['POST', '/api/comments'],
  ]);
});

describe('POST /api/comments and GET /api/posts/{id}/comments', () => {
  it('adds a trimmed comment, counts it and notifies the author', async () => {
    const author = await member('Anna');
    const helper = await member('Bruno');
    const post = await makePost(ctx(), author.user, { title: 'Frigo rumoroso' });
    const res = await helper.send('POST', '/api/comments', {
      postId: post.id,
      content: '  Controlla la ventola  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      content: 'Controlla la ventola',
      postId: post.id,
      author: { id: helper.user.id },
    });
    const list = (await author.send('GET', `/api/posts/${post.id}/comments`)).json() as CommentPayload[];
    expect(list.map((c) => c.content)).toEqual(['Controlla la ventola']);
    const [row] = await ctx().database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row!.commentsCount).toBe(1);
    const [n] = await notificationsOf(author);
    expect(n).toMatchObject({ type: 'comment', isRead: false, title: 'Nuovo commento', postId: post.id });
    // Names come from displayName (SPEC §2): first and last name.
    expect(n!.message).toBe('Bruno Rossi ha commentato il tuo post "Frigo rumoroso"');
  });

  it('does not notify authors of their own comments', async () => {
    const author = await member();
    const post = await makePost(ctx(), author.user);
    await author.send('POST', '/api/comments', { postId: post.id, content: 'Risolto!' });
    expect(await notificationsOf(author)).toHaveLength(0);
  });

  it.each([
    [{ postId: 'x', content: '   ' }, 400],
    [{ postId: 'x', content: 'c'.repeat(501) }, 400],
    [{ content: 'ciao' }, 400],
    [{ postId: 'inesistente', content: 'ciao' }, 404],
  ])('refuses %j', async (body, status) => {
    const commenter = await member();
    expect((await commenter.send('POST', '/api/comments', body)).statusCode).toBe(status);
  });

  it('accepts exactly 500 characters and answers 404 for the comments of a missing post', async () => {
    const author = await member();
    const post = await makePost(ctx(), author.user);
    expect(
      (await author.send('POST', '/api/comments', { postId: post.id, content: 'c'.repeat(500) })).statusCode,
    ).toBe(201);
    expect((await author.send('GET', '/api/posts/inesistente/comments')).statusCode).toBe(404);
  });

  it('refuses a comment of only invisible characters (zero-width spaces, direction marks), adding nothing', async () => {
    const author = await member();
    const post = await makePost(ctx(), author.user);
    const res = await author.send('POST', '/api/comments', {
      postId: post.id,
      content: ' \u200b\u200d\u202e ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Il commento non può essere vuoto');
    expect((await author.send('GET', `/api/posts/${post.id}/comments`)).json()).toEqual([]);
  });
});
