import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { signedIn } from '../../test/factories.ts';
import { withTestContext } from '../../test/harness.ts';
import { itRequiresAuthentication } from '../../test/requests.ts';
import { uploadVideo } from '../../test/videos.ts';

const ctx = withTestContext();

const counts = async (id: string) =>
  (await ctx().database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('block calls require authentication', () => {
  itRequiresAuthentication(
    () => ctx(),
    [
      ['GET', '/api/blocks'],
      ['GET', '/api/blocks/x/status'],
      ['POST', '/api/blocks'],
      ['DELETE', '/api/blocks/x'],
    ],
  );
});

describe('POST /api/blocks and DELETE /api/blocks/{id}', () => {
  it('blocks a member, lists them in settings, and unblocks', async () => {
    const me = await signedIn(ctx());
    const pest = await signedIn(ctx(), { firstName: 'Piero', lastName: 'Neri' });
    expect((await me.send('POST', '/api/blocks', { userId: pest.user.id })).json()).toEqual({
      isBlocked: true,
      hasBlockedYou: false,
    });
    expect((await me.send('GET', `/api/blocks/${pest.user.id}/status`)).json()).toEqual({
      isBlocked: true,
      hasBlockedYou: false,
    });
    const list = (await me.send('GET', '/api/blocks')).json();
    expect(list).toEqual([
      expect.objectContaining({ id: pest.user.id, firstName: 'Piero', lastName: 'Neri', avatarUrl: null }),
    ]);
    expect((await me.send('DELETE', `/api/blocks/${pest.user.id}`)).json()).toEqual({
      isBlocked: false,
      hasBlockedYou: false,
    });
    expect((await me.send('GET', '/api/blocks')).json()).toEqual([]);
  });

  it('tells the blocked member they were blocked, so their chat can say so (issue 27)', async () => {
    const me = await signedIn(ctx());
    const pest = await signedIn(ctx());
    await me.send('POST', '/api/blocks', { userId: pest.user.id });
    expect((await pest.send('GET', `/api/blocks/${me.user.id}/status`)).json()).toEqual({
      isBlocked: false,
      hasBlockedYou: true,
    });
    // Blocking back keeps both facts; lifting one's own block leaves the other's.
    expect((await pest.send('POST', '/api/blocks', { userId: me.user.id })).json()).toEqual({
      isBlocked: true,
      hasBlockedYou: true,
    });
    expect((await me.send('DELETE', `/api/blocks/${pest.user.id}`)).json()).toEqual({
      isBlocked: false,
      hasBlockedYou: true,
    });
  });

  it('ends the follows between the two, both ways, with the counters', async () => {
    const me = await signedIn(ctx());
    const pest = await signedIn(ctx());
    await me.send('POST', '/api/follows', { followingId: pest.user.id });
    await pest.send('POST', '/api/follows', { followingId: me.user.id });
    await me.send('POST', '/api/blocks', { userId: pest.user.id });
    expect((await me.send('GET', `/api/follows/${pest.user.id}/status`)).json()).toEqual({
      isFollowing: false,
    });
    const [a, b] = [await counts(me.user.id), await counts(pest.user.id)];
    expect([a.followersCount, a.followingCount, b.followersCount, b.followingCount]).toEqual([0, 0, 0, 0]);
  });

  it('refuses blocking oneself and an unknown member', async () => {
    const me = await signedIn(ctx());
    expect((await me.send('POST', '/api/blocks', { userId: me.user.id })).statusCode).toBe(400);
    expect((await me.send('POST', '/api/blocks', { userId: 'sconosciuto' })).statusCode).toBe(404);
  });

  it('answers 404 for the status of, or unblocking, an unknown member; unblocking twice is fine', async () => {
    const me = await signedIn(ctx());
    const other = await signedIn(ctx());
    expect((await me.send('GET', '/api/blocks/sconosciuto/status')).statusCode).toBe(404);
    expect((await me.send('DELETE', '/api/blocks/sconosciuto')).statusCode).toBe(404);
    await me.send('POST', '/api/blocks', { userId: other.user.id });
    expect((await me.send('GET', `/api/blocks/${other.user.id}/status`)).json()).toMatchObject({
      isBlocked: true,
    });
    for (let i = 0; i < 2; i++) {
      const lifted = await me.send('DELETE', `/api/blocks/${other.user.id}`);
      expect(lifted.statusCode).toBe(200);
      expect(lifted.json()).toEqual({ isBlocked: false, hasBlockedYou: false });
    }
  });
});

describe('between members who blocked each other', () => {
  const pair = async () => {
    const me = await signedIn(ctx());
    const pest = await signedIn(ctx());
    const theirPost = (
      await pest.send('POST', '/api/posts', { title: 'Post del bloccato', content: 'Testo' })
    ).json();
    const myPost = (await me.send('POST', '/api/posts', { title: 'Post mio', content: 'Testo' })).json();
    await pest.send('POST', '/api/comments', { postId: myPost.id, content: 'Commento di prima' });
    expect((await me.send('POST', '/api/blocks', { userId: pest.user.id })).statusCode).toBe(200);
    return { me, pest, theirPost, myPost };
  };

  it('each disappears from the other’s feed', async () => {
    const { me, pest, theirPost, myPost } = await pair();
    const ids = async (who: typeof me) =>
      ((await who.send('GET', '/api/posts?limit=50')).json() as { id: string }[]).map((p) => p.id);
    expect(await ids(me)).not.toContain(theirPost.id);
    expect(await ids(pest)).not.toContain(myPost.id);
  });

  it('no comments pass, either way, and earlier ones are hidden', async () => {
    const { me, pest, theirPost, myPost } = await pair();
    expect(
      (await pest.send('POST', '/api/comments', { postId: myPost.id, content: 'Ciao' })).statusCode,
    ).toBe(403);
    expect(
      (await me.send('POST', '/api/comments', { postId: theirPost.id, content: 'Ciao' })).statusCode,
    ).toBe(403);
    expect((await me.send('GET', `/api/posts/${myPost.id}/comments`)).json()).toEqual([]);
  });

  it('no follows pass, either way', async () => {
    const { me, pest } = await pair();
    expect((await pest.send('POST', '/api/follows', { followingId: me.user.id })).statusCode).toBe(403);
    expect((await me.send('POST', '/api/follows', { followingId: pest.user.id })).statusCode).toBe(403);
  });

  it('no likes pass, either way, on posts or reels; a like from before the block may be taken back', async () => {
    const me = await signedIn(ctx());
    const pest = await signedIn(ctx());
    const myPost = (await me.send('POST', '/api/posts', { title: 'Post mio', content: 'Testo' })).json();
    const theirPost = (await pest.send('POST', '/api/posts', { title: 'Suo', content: 'Testo' })).json();
    const videoUrl = await uploadVideo(me);
    const myReel = (
      await me.send('POST', '/api/reels', { title: 'Reel', description: 'Testo', videoUrl })
    ).json();
    const like = (who: typeof me, postId: string) =>
      who.send('POST', '/api/likes', { entityId: postId, entityType: 'post' });
    expect((await like(pest, myPost.id)).json()).toEqual({ isLiked: true, likesCount: 1 });
    await me.send('POST', '/api/blocks', { userId: pest.user.id });

    expect((await like(me, theirPost.id)).statusCode).toBe(403);
    const reelLike = await pest.send('POST', `/api/reels/${myReel.id}/like`);
    expect(reelLike.statusCode).toBe(403);
    expect(reelLike.json().message).toBe('Non puoi interagire con questo utente');
    expect((await pest.send('DELETE', `/api/reels/${myReel.id}/like`)).json()).toEqual({
      isLiked: false,
      likesCount: 0,
    });
    expect((await like(pest, myPost.id)).json()).toEqual({ isLiked: false, likesCount: 0 });
    expect((await like(pest, myPost.id)).statusCode).toBe(403);
    expect((await me.send('GET', `/api/posts/${myPost.id}`)).json().likesCount).toBe(0);
  });

  it('no notifications pass: a like from the blocked member notifies nobody', async () => {
    const { me, pest, myPost } = await pair();
    const before = (await me.send('GET', '/api/notifications')).json().length;
    await pest.send('POST', '/api/likes', { entityId: myPost.id, entityType: 'post' });
    expect((await me.send('GET', '/api/notifications')).json()).toHaveLength(before);
  });
});

describe('search', () => {
  it('the assistant’s similar community posts leave out a blocked member’s', async () => {
    const me = await signedIn(ctx());
    const pest = await signedIn(ctx());
    const post = {
      title: 'Lavatrice piena d’acqua',
      content: 'La lavatrice non scarica, ho pulito il filtro della pompa e ha ripreso a funzionare',
      category: 'elettrodomestici',
    };
    const theirs = (await pest.send('POST', '/api/posts', post)).json();
    const ask = async () =>
      (
        await me.send('POST', '/api/ai/analyze', {
          description: 'La lavatrice non scarica l’acqua e resta piena a fine lavaggio',
        })
      ).json().similarPosts as { id: string }[];
    expect((await ask()).map((p) => p.id)).toContain(theirs.id);
    await me.send('POST', '/api/blocks', { userId: pest.user.id });
    expect((await ask()).map((p) => p.id)).not.toContain(theirs.id);
  });
});

describe('notification preferences', () => {
  it('a type turned off in the settings is not notified', async () => {
    const me = await signedIn(ctx());
    const fan = await signedIn(ctx());
    await me.send('PUT', '/api/settings/notifications', { follow: false });
    await fan.send('POST', '/api/follows', { followingId: me.user.id });
    expect((await me.send('GET', '/api/notifications')).json()).toEqual([]);
    const post = (await me.send('POST', '/api/posts', { title: 'Titolo', content: 'Testo' })).json();
    await fan.send('POST', '/api/likes', { entityId: post.id, entityType: 'post' });
    expect((await me.send('GET', '/api/notifications')).json().map((n: { type: string }) => n.type)).toEqual([
      'like',
    ]);
  });

  it('messages turned off are still delivered, with no notification', async () => {
    const me = await signedIn(ctx());
    const friend = await signedIn(ctx());
    await me.send('PUT', '/api/settings/notifications', { message: false });
    const sent = await friend.send('POST', '/api/messages', { receiverId: me.user.id, content: 'Ciao!' });
    expect(sent.statusCode).toBe(201);
    expect((await me.send('GET', `/api/messages/${friend.user.id}`)).json()).toHaveLength(1);
    expect((await me.send('GET', '/api/notifications')).json()).toEqual([]);
  });
});
