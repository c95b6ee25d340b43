import { describe, expect, it } from 'vitest';
import { REPUTATION_POINTS } from '../../../common/constants.ts';
import { countQueries, makePost, signedIn } from '../../test/factories.ts';
import { withTestContext } from '../../test/harness.ts';
import { itRequiresAuthentication } from '../../test/requests.ts';

const ctx = withTestContext();

const member = (firstName = 'Mario') => signedIn(ctx(), { firstName });

describe('user calls require authentication', () => {
  itRequiresAuthentication(ctx, [
    ['GET', '/api/users/x'],
    ['GET', '/api/users/x/posts'],
    ['GET', '/api/users/x/reels'],
    ['PATCH', '/api/users/me'],
  ]);
});

describe('GET /api/users/{id}, …/posts and …/reels', () => {
  it('shows a member without their e-mail, with their posts, and 404 for a missing one', async () => {
    const someone = await member('Elena');
    const viewer = await member();
    await makePost(ctx(), someone.user, { title: 'Il mio post' });
    const res = await viewer.send('GET', `/api/users/${someone.user.id}`);
    expect(res.json()).toMatchObject({ id: someone.user.id, firstName: 'Elena', postsCount: 1 });
    expect(res.json().email).toBeUndefined();
    const list = await viewer.send('GET', `/api/users/${someone.user.id}/posts`);
    expect(list.json().map((p: { title: string }) => p.title)).toEqual(['Il mio post']);
    expect((await viewer.send('GET', `/api/users/${someone.user.id}/reels`)).json()).toEqual([]);
    expect((await viewer.send('GET', '/api/users/nessuno')).statusCode).toBe(404);
    expect((await viewer.send('GET', '/api/users/nessuno/posts')).statusCode).toBe(404);
  });

  it('reads a profile and its reputation in one statement after the session (issue 29)', async () => {
    const someone = await member('Elena');
    const viewer = await member();
    const post = await makePost(ctx(), someone.user, { title: 'Frigo che non raffredda' });
    await viewer.send('POST', '/api/likes', { entityId: post.id, entityType: 'post' });
    let res: Awaited<ReturnType<typeof viewer.send>> | undefined;
    const statements = await countQueries(async () => {
      res = await viewer.send('GET', `/api/users/${someone.user.id}`);
    });
    expect(statements).toBeLessThanOrEqual(2);
    // The like another member gave counts; the member's own likes never would.
    expect(res!.json()).toMatchObject({
      points: REPUTATION_POINTS.like,
      level: 'Principiante',
      repairsCount: 0,
    });
  });
});

describe('PATCH /api/users/me', () => {
  it('lets a member edit their name and bio', async () => {
    const editor = await member();
    const res = await editor.send('PATCH', '/api/users/me', {
      firstName: ' Franca ',
      lastName: 'Riva',
      bio: ' Riparo radio ',
    });
    expect(res.json()).toMatchObject({ firstName: 'Franca', lastName: 'Riva', bio: 'Riparo radio' });
    expect((await editor.send('PATCH', '/api/users/me', { firstName: '' })).statusCode).toBe(400);
    expect(
      (await editor.send('PATCH', '/api/users/me', { firstName: 'A', bio: 'b'.repeat(501) })).statusCode,
    ).toBe(400);
  });

  it('changes only the fields it sends', async () => {
    const editor = await member();
    await editor.send('PATCH', '/api/users/me', { firstName: 'Franca', lastName: 'Riva', bio: 'Radio' });
    const res = await editor.send('PATCH', '/api/users/me', { firstName: 'Luca' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Luca', lastName: 'Riva', bio: 'Radio' });
    const cleared = await editor.send('PATCH', '/api/users/me', { bio: '' });
    expect(cleared.json()).toMatchObject({ firstName: 'Luca', lastName: 'Riva', bio: null });
    expect((await editor.send('PATCH', '/api/users/me', {})).json()).toMatchObject({ firstName: 'Luca' });
  });

  it('answers with the member and their own e-mail only', async () => {
    const editor = await member();
    const res = await editor.send('PATCH', '/api/users/me', { firstName: 'Zoe' });
    expect(res.json().email).toBe(editor.user.email);
    expect(res.json().passwordHash).toBeUndefined();
  });
});
