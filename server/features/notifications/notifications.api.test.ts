import { describe, expect, it } from 'vitest';
import { makePost, signedIn } from '../../test/factories.ts';
import { withTestContext } from '../../test/harness.ts';
import { itRequiresAuthentication, notificationsOf } from '../../test/requests.ts';

const ctx = withTestContext();

const member = (firstName = 'Mario') => signedIn(ctx(), { firstName });

describe('notification calls require authentication', () => {
  itRequiresAuthentication(ctx, [
    ['GET', '/api/notifications'],
    ['GET', '/api/notifications/unread-count'],
    ['PATCH', '/api/notifications/x/read'],
  ]);
});

describe('GET /api/notifications, unread-count and PATCH …/read', () => {
  it('counts unread ones and marks only your own read', async () => {
    const author = await member();
    const fan = await member();
    const post = await makePost(ctx(), author.user);
    await fan.send('POST', '/api/comments', { postId: post.id, content: 'uno' });
    await fan.send('POST', '/api/comments', { postId: post.id, content: 'due' });
    expect((await author.send('GET', '/api/notifications/unread-count')).json()).toEqual({ count: 2 });
    const [first] = await notificationsOf(author);
    expect((await fan.send('PATCH', `/api/notifications/${first!.id}/read`)).statusCode).toBe(404);
    const res = await author.send('PATCH', `/api/notifications/${first!.id}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: first!.id, isRead: true });
    expect((await author.send('GET', '/api/notifications/unread-count')).json()).toEqual({ count: 1 });
    expect(await notificationsOf(fan)).toHaveLength(0);
  });

  it('lists newest first in keyset pages', async () => {
    const author = await member();
    const fan = await member();
    const post = await makePost(ctx(), author.user, { title: 'Pagine' });
    for (const content of ['uno', 'due', 'tre'])
      await fan.send('POST', '/api/comments', { postId: post.id, content });
    const all = await notificationsOf(author);
    expect(all).toHaveLength(3);
    const page1 = await notificationsOf(author, '?limit=2');
    expect(page1.map((n) => n.id)).toEqual(all.slice(0, 2).map((n) => n.id));
    const page2 = await notificationsOf(author, `?limit=2&before=${page1[1]!.id}`);
    expect(page2.map((n) => n.id)).toEqual([all[2]!.id]);
    expect((await author.send('GET', '/api/notifications?limit=0x10')).statusCode).toBe(400);
    expect((await author.send('GET', '/api/notifications?limit=101')).statusCode).toBe(400);
  });

  it("names a member without a name 'Utente Anonimo', the one fallback (SPEC §2)", async () => {
    const author = await member();
    const nameless = await signedIn(ctx(), { firstName: null, lastName: null });
    const post = await makePost(ctx(), author.user, { title: 'Forno' });
    await nameless.send('POST', '/api/likes', { entityId: post.id, entityType: 'post' });
    await nameless.send('POST', '/api/comments', { postId: post.id, content: 'Resistenza?' });
    await nameless.send('POST', '/api/follows', { followingId: author.user.id });
    expect((await notificationsOf(author)).map((n) => n.message)).toEqual([
      'Utente Anonimo ha iniziato a seguirti',
      'Utente Anonimo ha commentato il tuo post "Forno"',
      'A Utente Anonimo piace il tuo post "Forno"',
    ]);
  });
});
