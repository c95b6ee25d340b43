import { describe, expect, it } from 'vitest';
import { makePost, signedIn } from '../../test/factories.ts';
import { withTestContext } from '../../test/harness.ts';

// Issue 25 (info, decided in decision 013): behind a block a post reads as missing, by id too.
const ctx = withTestContext();

describe('GET /api/posts/{id} between members who blocked each other', () => {
  it('answers 404 either way, and 200 again after the unblock', async () => {
    const blocker = await signedIn(ctx());
    const blocked = await signedIn(ctx());
    const post = await makePost(ctx(), blocker.user);
    const theirs = await makePost(ctx(), blocked.user);
    expect((await blocked.send('GET', `/api/posts/${post.id}`)).statusCode).toBe(200);
    expect((await blocker.send('POST', '/api/blocks', { userId: blocked.user.id })).statusCode).toBe(200);
    expect((await blocked.send('GET', `/api/posts/${post.id}`)).statusCode).toBe(404);
    expect((await blocked.send('GET', `/api/posts/${post.id}/comments`)).statusCode).toBe(404);
    expect((await blocker.send('GET', `/api/posts/${theirs.id}`)).statusCode).toBe(404);
    expect((await blocker.send('DELETE', `/api/blocks/${blocked.user.id}`)).statusCode).toBe(200);
    expect((await blocked.send('GET', `/api/posts/${post.id}`)).statusCode).toBe(200);
  });
});
