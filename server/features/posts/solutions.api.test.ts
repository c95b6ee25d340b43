import { describe, expect, it } from 'vitest';
import type { CommentPayload } from '../../../common/schemas/comments.ts';
import type { PostPayload } from '../../../common/schemas/posts.ts';
import type { MemberProfile } from '../../../common/schemas/user.ts';
import { makePost, signedIn } from '../../test/factories.ts';
import { withTestContext } from '../../test/harness.ts';
import { itRequiresAuthentication, notificationsOf } from '../../test/requests.ts';

const ctx = withTestContext();
const member = (firstName = 'Mario') => signedIn(ctx(), { firstName });
type Member = Awaited<ReturnType<typeof member>>;

async function comment(who: Member, postId: string, content = 'Pulisci il filtro della pompa') {
  const res = await who.send('POST', '/api/comments', { postId, content });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CommentPayload;
}

const profileOf = async (viewer: Member, who: Member) =>
  (await viewer.send('GET', `/api/users/${who.user.id}`)).json() as MemberProfile;

describe('solution calls require authentication', () => {
  itRequiresAuthentication(ctx, [
    ['POST', '/api/posts/x/solution'],
    ['DELETE', '/api/posts/x/solution'],
  ]);
});

describe('POST and DELETE /api/posts/{id}/solution', () => {
  it('lets the author mark a comment as the solution: the post is solved, the answer first, its author told', async () => {
    const author = await member('Paola');
    const helper = await member('Gianni');
    const post = await makePost(ctx(), author.user, { title: 'Lavatrice ferma' });
    await comment(author, post.id, 'Qualcuno sa aiutarmi?');
    const answer = await comment(helper, post.id);
    const res = await author.send('POST', `/api/posts/${post.id}/solution`, { commentId: answer.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: post.id, isSolved: true, solutionCommentId: answer.id });
    const list = (await helper.send('GET', `/api/posts/${post.id}/comments`)).json() as CommentPayload[];
    expect(list.map((c) => [c.id, c.isSolution])).toEqual([
      [answer.id, true],
      [expect.any(String), false],
    ]);
    const [n] = await notificationsOf(helper);
    expect(n).toMatchObject({ title: 'Soluzione scelta', postId: post.id });
    expect(n!.message).toBe('Paola Rossi ha scelto la tua risposta come soluzione di "Lavatrice ferma"');
  });

  it('refuses another member (403), a comment of another post (400) and an unknown post (404), changing nothing', async () => {
    const author = await member('Paola');
    const other = await member('Gianni');
    const post = await makePost(ctx(), author.user);
    const elsewhere = await makePost(ctx(), other.user);
    const answer = await comment(other, post.id);
    const foreign = await comment(other, elsewhere.id);
    expect(
      (await other.send('POST', `/api/posts/${post.id}/solution`, { commentId: answer.id })).statusCode,
    ).toBe(403);
    const wrong = await author.send('POST', `/api/posts/${post.id}/solution`, { commentId: foreign.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('La soluzione deve essere un commento di questo post');
    expect(
      (await author.send('POST', '/api/posts/nessuno/solution', { commentId: answer.id })).statusCode,
    ).toBe(404);
    expect((await author.send('POST', `/api/posts/${post.id}/solution`, {})).statusCode).toBe(400);
    expect((await author.send('POST', `/api/posts/${post.id}/solution`, { commentId: 42 })).statusCode).toBe(
      400,
    );
    expect((await other.send('DELETE', `/api/posts/${post.id}/solution`)).statusCode).toBe(403);
    const now = (await author.send('GET', `/api/posts/${post.id}`)).json() as PostPayload;
    expect(now).toMatchObject({ isSolved: false, solutionCommentId: null });
  });

  it('filters the feed by solved=false (Da risolvere) and solved=true', async () => {
    const author = await member('Paola');
    const helper = await member('Gianni');
    const open = await makePost(ctx(), author.user, { title: 'Aperto' });
    const done = await makePost(ctx(), author.user, { title: 'Risolto' });
    const answer = await comment(helper, done.id);
    await author.send('POST', `/api/posts/${done.id}/solution`, { commentId: answer.id });
    const ids = async (q: string) =>
      ((await helper.send('GET', `/api/users/${author.user.id}/posts?${q}`)).json() as PostPayload[]).map(
        (p) => p.id,
      );
    expect(await ids('solved=false')).toEqual([open.id]);
    expect(await ids('solved=true')).toEqual([done.id]);
    expect((await helper.send('GET', '/api/posts?solved=forse')).statusCode).toBe(400);
  });

  it('gives points and a repair for an accepted solution and a like received, and takes them back on withdrawal', async () => {
    const author = await member('Paola');
    const helper = await member('Gianni');
    const post = await makePost(ctx(), author.user);
    const answer = await comment(helper, post.id);
    expect(await profileOf(author, helper)).toMatchObject({
      points: 0,
      level: 'Principiante',
      repairsCount: 0,
    });
    await author.send('POST', `/api/posts/${post.id}/solution`, { commentId: answer.id });
    const own = await makePost(ctx(), helper.user, { title: 'Il mio problema' });
    await author.send('POST', '/api/likes', { entityId: own.id, entityType: 'post' });
    expect(await profileOf(author, helper)).toMatchObject({
      points: 16,
      level: 'Principiante',
      repairsCount: 1,
    });
    // Liking your own post or choosing your own comment earns nothing.
    await helper.send('POST', '/api/likes', { entityId: own.id, entityType: 'post' });
    const mine = await comment(helper, own.id, 'Risolto da solo');
    await helper.send('POST', `/api/posts/${own.id}/solution`, { commentId: mine.id });
    expect((await profileOf(author, helper)).points).toBe(16);
    const undone = await author.send('DELETE', `/api/posts/${post.id}/solution`);
    expect(undone.json()).toMatchObject({ isSolved: false, solutionCommentId: null });
    await author.send('POST', '/api/likes', { entityId: own.id, entityType: 'post' });
    expect(await profileOf(author, helper)).toMatchObject({ points: 0, repairsCount: 0 });
    // Withdrawing takes the notification back too.
    expect(await notificationsOf(helper)).toHaveLength(0);
  });

  it('reaches the next level at 50 points and shows it next to the name in comments', async () => {
    const helper = await member('Gianni');
    for (let i = 0; i < 4; i++) {
      const asker = await member(`Autore${i}`);
      const post = await makePost(ctx(), asker.user);
      const answer = await comment(helper, post.id);
      await asker.send('POST', `/api/posts/${post.id}/solution`, { commentId: answer.id });
    }
    const viewer = await member('Vera');
    expect(await profileOf(viewer, helper)).toMatchObject({
      points: 60,
      level: 'Aggiustatore',
      repairsCount: 4,
    });
    const post = await makePost(ctx(), viewer.user);
    const fresh = await comment(helper, post.id, 'Ti aiuto io');
    expect(fresh.authorLevel).toBe('Aggiustatore');
  });
});
