import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminReport, AuditEntry } from '../../../common/schemas/admin.ts';
import { comments, objects, posts, reels, reports } from '../../db/schema.ts';
import type { UserRow } from '../../platform/auth/sessions.ts';
import { makeComment, makePost, signedIn } from '../../test/factories.ts';
import { withTestContext } from '../../test/harness.ts';
import { type Caller, guest, itRequiresAuthentication } from '../../test/requests.ts';

const ctx = withTestContext();

const member = (firstName = 'Mario') => signedIn(ctx(), { firstName });
const admin = (firstName = 'Ada') => signedIn(ctx(), { firstName, isAdmin: true });
const report = (caller: Caller, body: Record<string, unknown>) => caller.send('POST', '/api/reports', body);
const review = (caller: Caller, id: string, status: string) =>
  caller.send('PATCH', `/api/admin/reports/${id}`, { status });
const reportsOf = async (caller: Caller, query = '') =>
  (await caller.send('GET', `/api/admin/reports${query}`)).json() as AdminReport[];

/** A reel row of `author`, as if its video had been uploaded. */
async function makeReel(author: UserRow, title = 'Saldatura a stagno') {
  const db = ctx().database.db;
  const [video] = await db
    .insert(objects)
    .values({ ownerId: author.id, kind: 'video', status: 'uploaded', contentType: 'video/mp4' })
    .returning();
  const [reel] = await db
    .insert(reels)
    .values({
      authorId: author.id,
      title,
      description: 'Come saldare un connettore',
      videoObjectId: video!.id,
    })
    .returning();
  return reel!;
}

describe('report calls require authentication', () => {
  itRequiresAuthentication(
    () => ctx(),
    [
      ['POST', '/api/reports'],
      ['POST', `/api/admin/content/post/${randomUUID()}/restore`],
    ],
  );
});

describe('POST /api/reports', () => {
  it('files a pending report on a post', async () => {
    const author = await member();
    const reporter = await member('Carla');
    const post = await makePost(ctx(), author.user);
    const res = await report(reporter, {
      type: 'post',
      targetId: post.id,
      reason: 'spam',
      description: '  Pubblicità  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'post',
      targetId: post.id,
      status: 'pending',
      reason: 'spam',
      description: 'Pubblicità',
    });
  });

  it('files reports on comments, reels, members and other things', async () => {
    const author = await member();
    const reporter = await member('Carla');
    const post = await makePost(ctx(), author.user);
    const comment = await makeComment(ctx(), author.user, post.id, 'Compra qui');
    const reel = await makeReel(author.user);
    for (const [type, targetId] of [
      ['comment', comment.id],
      ['reel', reel.id],
      ['user', author.user.id],
      ['other', 'pagina-profilo'],
    ]) {
      const res = await report(reporter, { type, targetId, reason: 'offensive' });
      expect(res.statusCode, `${type}: ${res.body}`).toBe(201);
      expect(res.json().description).toBeNull();
    }
  });

  it('allows one open report per member and target, and a new one once it was reviewed', async () => {
    const author = await member();
    const reporter = await member('Carla');
    const boss = await admin();
    const post = await makePost(ctx(), author.user);
    const body = { type: 'post', targetId: post.id, reason: 'scam' };
    const first = await report(reporter, body);
    const again = await report(reporter, { ...body, reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Hai già segnalato questo contenuto');
    // Someone else may report the same post.
    expect((await report(await member('Dario'), body)).statusCode).toBe(201);
    await review(boss, first.json().id, 'dismissed');
    expect((await report(reporter, body)).statusCode).toBe(201);
  });

  it('files one report when the same member taps twice at once', async () => {
    const author = await member();
    const reporter = await member('Carla');
    const post = await makePost(ctx(), author.user);
    const body = { type: 'post', targetId: post.id, reason: 'spam' };
    const codes = (await Promise.all([report(reporter, body), report(reporter, body)])).map(
      (r) => r.statusCode,
    );
    expect(codes.sort()).toEqual([201, 409]);
  });

  it('refuses reporting your own content or yourself', async () => {
    const author = await member();
    const post = await makePost(ctx(), author.user);
    const own = await report(author, { type: 'post', targetId: post.id, reason: 'spam' });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('Non puoi segnalare i tuoi contenuti');
    const self = await report(author, { type: 'user', targetId: author.user.id, reason: 'spam' });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('Non puoi segnalare te stesso');
  });

  it('answers 404 for content that does not exist', async () => {
    const reporter = await member();
    for (const type of ['post', 'comment', 'reel', 'user']) {
      const res = await report(reporter, { type, targetId: randomUUID(), reason: 'spam' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Contenuto non trovato');
    }
  });

  it('refuses a bad type, reason or a description over 500 characters', async () => {
    const author = await member();
    const reporter = await member('Carla');
    const post = await makePost(ctx(), author.user);
    const base = { type: 'post', targetId: post.id, reason: 'spam' };
    expect((await report(reporter, { ...base, type: 'message' })).statusCode).toBe(400);
    expect((await report(reporter, { ...base, reason: 'noioso' })).statusCode).toBe(400);
    const long = await report(reporter, { ...base, description: 'a'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('La descrizione può avere al massimo 500 caratteri');
    expect((await report(reporter, { ...base, description: 'a'.repeat(500) })).statusCode).toBe(201);
  });

  it('limits how many reports a member files in a row', async () => {
    const reporter = await member();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push(
        (await report(reporter, { type: 'other', targetId: `cosa-${i}`, reason: 'other' })).statusCode,
      );
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    expect(codes[10]).toBe(429);
    // The limit is the member's own: another member on the same network still reports.
    expect((await report(await member(), { type: 'other', targetId: 'x', reason: 'other' })).statusCode).toBe(
      201,
    );
  });
});

describe('GET /api/admin/reports', () => {
  it('lists reports newest first with the content, its author and the reporter, filtered by status', async () => {
    const author = await member('Autore');
    const reporter = await member('Segnalatore');
    const boss = await admin();
    const post = await makePost(ctx(), author.user, { title: 'Offerta imperdibile', content: 'Clicca qui' });
    const filed = (await report(reporter, { type: 'post', targetId: post.id, reason: 'scam' })).json();
    const [first] = await reportsOf(boss, '?status=pending');
    expect(first).toMatchObject({
      id: filed.id,
      type: 'post',
      status: 'pending',
      reason: 'scam',
      reporter: { id: reporter.user.id, firstName: 'Segnalatore' },
      content: {
        type: 'post',
        id: post.id,
        available: true,
        hidden: false,
        title: 'Offerta imperdibile',
        text: 'Clicca qui',
        author: { id: author.user.id, firstName: 'Autore' },
      },
      reviewedAt: null,
      reviewedBy: null,
    });
    expect((await reportsOf(boss, '?status=resolved')).some((r) => r.id === filed.id)).toBe(false);
    expect((await reportsOf(boss)).some((r) => r.id === filed.id)).toBe(true);
    expect((await boss.send('GET', '/api/admin/reports?status=aperto')).statusCode).toBe(400);
  });

  it('shows a reported comment with its post, a reel and a member, and deleted content as unavailable', async () => {
    const author = await member('Autore');
    const reporter = await member();
    const boss = await admin();
    const post = await makePost(ctx(), author.user, { title: 'Il post' });
    const comment = await makeComment(ctx(), author.user, post.id, 'Insulto');
    const reel = await makeReel(author.user, 'Il reel');
    const gone = await makePost(ctx(), author.user, { title: 'Sparito' });
    for (const [type, targetId] of [
      ['comment', comment.id],
      ['reel', reel.id],
      ['user', author.user.id],
      ['post', gone.id],
    ])
      await report(reporter, { type, targetId, reason: 'offensive' });
    await ctx().database.db.delete(posts).where(eq(posts.id, gone.id));
    const byTarget = new Map((await reportsOf(boss, '?limit=50')).map((r) => [r.targetId, r.content]));
    expect(byTarget.get(comment.id)).toMatchObject({ title: 'Il post', text: 'Insulto', postId: post.id });
    expect(byTarget.get(reel.id)).toMatchObject({ title: 'Il reel', text: 'Come saldare un connettore' });
    expect(byTarget.get(author.user.id)).toMatchObject({ title: 'Autore Rossi', available: true });
    expect(byTarget.get(gone.id)).toMatchObject({ available: false, author: { id: author.user.id } });
  });
});

describe('PATCH /api/admin/reports/{reportId}', () => {
  const filePostReport = async () => {
    const author = await member('Autore');
    const reporter = await member();
    const post = await makePost(ctx(), author.user, { title: 'Da moderare' });
    const filed = (await report(reporter, { type: 'post', targetId: post.id, reason: 'dangerous' })).json();
    return { author, reporter, post, id: filed.id as string };
  };
  const hiddenAt = async (id: string) =>
    (await ctx().database.db.select({ at: posts.hiddenAt }).from(posts).where(eq(posts.id, id)))[0]?.at;

  it('resolves a pending report: the post is hidden and the action audited', async () => {
    const boss = await admin('Moderatrice');
    const { post, id } = await filePostReport();
    const res = await review(boss, id, 'resolved');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'resolved',
      reviewedBy: { id: boss.user.id },
      content: { hidden: true },
    });
    expect(await hiddenAt(post.id)).toBeInstanceOf(Date);
    const [entry] = (await boss.send('GET', '/api/admin/audit-log')).json() as AuditEntry[];
    expect(entry).toMatchObject({
      action: 'report.resolved',
      actor: { id: boss.user.id, name: 'Moderatrice Rossi' },
      targetType: 'report',
      targetId: id,
      targetLabel: 'Da moderare',
      reportType: 'post',
      reason: 'dangerous',
    });
  });

  it('dismisses a pending report: the content stays visible', async () => {
    const boss = await admin();
    const { post, id } = await filePostReport();
    expect((await review(boss, id, 'dismissed')).json()).toMatchObject({ status: 'dismissed' });
    expect(await hiddenAt(post.id)).toBeNull();
    const [entry] = (await boss.send('GET', '/api/admin/audit-log')).json() as AuditEntry[];
    expect(entry).toMatchObject({ action: 'report.dismissed', targetId: id });
  });

  it('accepts only resolved or dismissed, and only from pending', async () => {
    const boss = await admin();
    const { id } = await filePostReport();
    for (const status of ['pending', 'chiuso', ''])
      expect((await review(boss, id, status)).statusCode).toBe(400);
    expect((await review(boss, id, 'dismissed')).statusCode).toBe(200);
    const again = await review(boss, id, 'resolved');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Questa segnalazione è già stata gestita');
    expect((await review(boss, randomUUID(), 'resolved')).statusCode).toBe(404);
  });

  it('refuses members (403) and changes nothing', async () => {
    const { reporter, id } = await filePostReport();
    expect((await review(reporter, id, 'resolved')).statusCode).toBe(403);
    const [row] = await ctx().database.db.select().from(reports).where(eq(reports.id, id));
    expect(row!.status).toBe('pending');
  });

  it('closes the other open reports on content it hides', async () => {
    const boss = await admin();
    const { post, id } = await filePostReport();
    const second = (await report(await member(), { type: 'post', targetId: post.id, reason: 'spam' })).json();
    await review(boss, id, 'resolved');
    const [row] = await ctx().database.db.select().from(reports).where(eq(reports.id, second.id));
    expect(row).toMatchObject({ status: 'resolved', reviewedBy: boss.user.id });
  });

  it('hides a resolved comment and takes it out of its post’s comment count', async () => {
    const boss = await admin();
    const author = await member();
    const post = await makePost(ctx(), author.user);
    const rude = await makeComment(ctx(), author.user, post.id, 'Maleducato');
    await makeComment(ctx(), author.user, post.id, 'Gentile');
    const filed = (
      await report(await member(), { type: 'comment', targetId: rude.id, reason: 'offensive' })
    ).json();
    await review(boss, filed.id, 'resolved');
    const [hidden] = await ctx().database.db.select().from(comments).where(eq(comments.id, rude.id));
    expect(hidden!.hiddenAt).toBeInstanceOf(Date);
    const [counted] = await ctx().database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(counted!.commentsCount).toBe(1);
  });

  it('hides a resolved reel from every list and tells its author', async () => {
    const boss = await admin();
    const author = await member();
    const reel = await makeReel(author.user);
    const filed = (
      await report(await member(), { type: 'reel', targetId: reel.id, reason: 'dangerous' })
    ).json();
    await review(boss, filed.id, 'resolved');
    const [row] = await ctx().database.db.select().from(reels).where(eq(reels.id, reel.id));
    expect(row!.hiddenAt).toBeInstanceOf(Date);
    // Gone from the reel feed, the author's profile and every call on it.
    const viewer = await member('Spettatore');
    const ids = async (url: string) =>
      ((await viewer.send('GET', url)).json() as { id: string }[]).map((r) => r.id);
    expect(await ids('/api/reels')).not.toContain(reel.id);
    expect(await ids(`/api/users/${author.user.id}/reels`)).not.toContain(reel.id);
    expect((await viewer.send('GET', `/api/reels/${reel.id}`)).statusCode).toBe(404);
    expect((await viewer.send('POST', `/api/reels/${reel.id}/like`)).statusCode).toBe(404);
    expect((await viewer.send('GET', `/api/reels/${reel.id}/comments`)).statusCode).toBe(404);
    expect(
      (await viewer.send('POST', `/api/reels/${reel.id}/comments`, { content: 'Bello' })).statusCode,
    ).toBe(404);
    const [notice] = (await author.send('GET', '/api/notifications')).json();
    expect(notice).toMatchObject({
      type: 'other',
      message: 'Il tuo reel "Saldatura a stagno" è stato nascosto dopo una segnalazione',
    });
  });

  it('refuses a new report on hidden content', async () => {
    const boss = await admin();
    const { post, id } = await filePostReport();
    await review(boss, id, 'resolved');
    const res = await report(await member(), { type: 'post', targetId: post.id, reason: 'spam' });
    expect(res.statusCode).toBe(404);
  });

  it('takes a hidden post out of every list and feed, and tells its author', async () => {
    const boss = await admin();
    const author = await member('Autore');
    const reader = await member('Lettore');
    const post = await makePost(ctx(), author.user, { title: 'Truffa' });
    const kept = await makePost(ctx(), author.user, { title: 'Onesto' });
    await makeComment(ctx(), reader.user, post.id, 'Attenzione!');
    const filed = (await report(reader, { type: 'post', targetId: post.id, reason: 'scam' })).json();
    await review(boss, filed.id, 'resolved');

    const ids = async (url: string) =>
      ((await reader.send('GET', url)).json() as { id: string }[]).map((p) => p.id);
    for (const url of ['/api/posts?limit=50', `/api/users/${author.user.id}/posts`]) {
      expect(await ids(url)).not.toContain(post.id);
      expect(await ids(url)).toContain(kept.id);
    }
    expect((await reader.send('GET', `/api/posts/${post.id}`)).statusCode).toBe(404);
    expect((await author.send('GET', `/api/posts/${post.id}`)).statusCode).toBe(404);
    expect((await reader.send('GET', `/api/posts/${post.id}/comments`)).statusCode).toBe(404);
    expect(
      (await reader.send('POST', '/api/comments', { postId: post.id, content: 'Ciao' })).statusCode,
    ).toBe(404);
    expect(
      (await reader.send('POST', '/api/likes', { entityId: post.id, entityType: 'post' })).statusCode,
    ).toBe(404);
    expect((await reader.send('GET', `/api/likes/post/${post.id}`)).statusCode).toBe(404);
    expect(
      (await author.send('PUT', `/api/posts/${post.id}`, { title: 'Nuovo', content: 'Testo' })).statusCode,
    ).toBe(403);

    const [notice] = (await author.send('GET', '/api/notifications')).json();
    expect(notice).toMatchObject({
      type: 'other',
      title: 'Contenuto rimosso',
      message: 'Il tuo post "Truffa" è stato nascosto dopo una segnalazione',
      isRead: false,
    });
  });

  it('takes a hidden comment out of its post’s comments, and tells its author', async () => {
    const boss = await admin();
    const author = await member();
    const rude = await member('Maleducato');
    const post = await makePost(ctx(), author.user, { title: 'Frigo rotto' });
    const comment = await makeComment(ctx(), rude.user, post.id, 'Stupido');
    await makeComment(ctx(), author.user, post.id, 'Grazie a tutti');
    const filed = (
      await report(author, { type: 'comment', targetId: comment.id, reason: 'offensive' })
    ).json();
    await review(boss, filed.id, 'resolved');
    const list = (await author.send('GET', `/api/posts/${post.id}/comments`)).json() as { id: string }[];
    expect(list.map((c) => c.id)).not.toContain(comment.id);
    expect(list).toHaveLength(1);
    const feed = (await author.send('GET', `/api/users/${author.user.id}/posts`)).json();
    expect(feed.find((p: { id: string }) => p.id === post.id).commentsCount).toBe(1);
    const [notice] = (await rude.send('GET', '/api/notifications')).json();
    expect(notice).toMatchObject({
      type: 'other',
      message: 'Il tuo commento al post "Frigo rotto" è stato nascosto dopo una segnalazione',
    });
  });

  it('notifies nobody and hides nothing when a report is dismissed', async () => {
    const boss = await admin();
    const author = await member();
    const post = await makePost(ctx(), author.user);
    const filed = (await report(await member(), { type: 'post', targetId: post.id, reason: 'spam' })).json();
    await review(boss, filed.id, 'dismissed');
    expect((await author.send('GET', `/api/posts/${post.id}`)).statusCode).toBe(200);
    expect((await author.send('GET', '/api/notifications')).json()).toEqual([]);
  });
});

describe('POST /api/admin/content/{type}/{contentId}/restore', () => {
  const restore = (caller: Caller, type: string, id: string) =>
    caller.send('POST', `/api/admin/content/${type}/${id}/restore`);
  /** A post of its own author, reported and hidden by an admin. */
  const hiddenPost = async (title = 'Da ripristinare') => {
    const boss = await admin('Moderatrice');
    const author = await member('Autore');
    const post = await makePost(ctx(), author.user, { title });
    const filed = (await report(await member(), { type: 'post', targetId: post.id, reason: 'spam' })).json();
    expect((await review(boss, filed.id, 'resolved')).statusCode).toBe(200);
    return { boss, author, post, reportId: filed.id as string };
  };

  it('answers 401 to a guest', async () => {
    const { post } = await hiddenPost();
    const res = await guest(ctx()).send('POST', `/api/admin/content/post/${post.id}/restore`);
    expect(res.statusCode).toBe(401);
  });

  it('refuses members (403) and the content stays hidden', async () => {
    const { author, post } = await hiddenPost();
    const res = await restore(author, 'post', post.id);
    expect(res.statusCode).toBe(403);
    const [row] = await ctx().database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row!.hiddenAt).toBeInstanceOf(Date);
  });

  it('keeps the author’s post count equal to the posts others see: hidden, restored, deleted', async () => {
    const boss = await admin('Contatrice');
    const author = await member('Contato');
    const created = [];
    for (const title of ['Primo guasto', 'Secondo guasto'])
      created.push((await author.send('POST', '/api/posts', { title, content: 'Non parte' })).json());
    const countOf = async () => (await author.send('GET', `/api/users/${author.user.id}`)).json().postsCount;
    const listed = async () =>
      ((await author.send('GET', `/api/users/${author.user.id}/posts`)).json() as unknown[]).length;
    expect([await countOf(), await listed()]).toEqual([2, 2]);
    const filed = (
      await report(await member(), { type: 'post', targetId: created[0].id, reason: 'spam' })
    ).json();
    expect((await review(boss, filed.id, 'resolved')).statusCode).toBe(200);
    expect([await countOf(), await listed()]).toEqual([1, 1]);
    expect((await restore(boss, 'post', created[0].id)).statusCode).toBe(200);
    expect([await countOf(), await listed()]).toEqual([2, 2]);
    const again = (
      await report(await member(), { type: 'post', targetId: created[0].id, reason: 'spam' })
    ).json();
    expect((await review(boss, again.id, 'resolved')).statusCode).toBe(200);
    expect((await author.send('DELETE', `/api/posts/${created[0].id}`)).statusCode).toBe(200);
    expect([await countOf(), await listed()]).toEqual([1, 1]);
  });

  it('shows a hidden post again, tells its author and audits the action', async () => {
    const { boss, author, post, reportId } = await hiddenPost('Frullatore fumante');
    const res = await restore(boss, 'post', post.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ type: 'post', id: post.id, hidden: false });

    const reader = await member('Lettore');
    expect((await reader.send('GET', `/api/posts/${post.id}`)).statusCode).toBe(200);
    const feed = (await reader.send('GET', '/api/posts?limit=50')).json() as { id: string }[];
    expect(feed.map((p) => p.id)).toContain(post.id);
    const [reviewed] = (await reportsOf(boss, '?status=resolved')).filter((r) => r.id === reportId);
    expect(reviewed!.content.hidden).toBe(false);

    const [notice] = (await author.send('GET', '/api/notifications')).json();
    expect(notice).toMatchObject({
      type: 'other',
      title: 'Contenuto ripristinato',
      message: 'Il tuo post "Frullatore fumante" è di nuovo visibile',
      isRead: false,
    });
    const [entry] = (await boss.send('GET', '/api/admin/audit-log')).json() as AuditEntry[];
    expect(entry).toMatchObject({
      action: 'content.restored',
      actor: { id: boss.user.id },
      targetType: 'content',
      targetId: post.id,
      targetLabel: 'Frullatore fumante',
      reportType: 'post',
    });
  });

  it('is harmless twice: one notification, one audit entry, still visible', async () => {
    const { boss, author, post } = await hiddenPost();
    const [first, second] = await Promise.all([
      restore(boss, 'post', post.id),
      restore(boss, 'post', post.id),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((await restore(boss, 'post', post.id)).json()).toEqual({
      type: 'post',
      id: post.id,
      hidden: false,
    });
    const notices = (await author.send('GET', '/api/notifications')).json() as { title: string }[];
    expect(notices.filter((n) => n.title === 'Contenuto ripristinato')).toHaveLength(1);
    const audit = (await boss.send('GET', '/api/admin/audit-log?limit=50')).json() as AuditEntry[];
    expect(audit.filter((e) => e.action === 'content.restored' && e.targetId === post.id)).toHaveLength(1);
  });

  it('answers 404 for content that does not exist and 400 for what cannot be hidden', async () => {
    const boss = await admin();
    const missing = await restore(boss, 'post', randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Contenuto non trovato');
    expect((await restore(boss, 'reel', randomUUID())).statusCode).toBe(404);
    expect((await restore(boss, 'user', (await member()).user.id)).statusCode).toBe(400);
  });

  it('counts a restored comment in its post again and shows it in the comments', async () => {
    const boss = await admin();
    const author = await member();
    const post = await makePost(ctx(), author.user, { title: 'Forno freddo' });
    const comment = await makeComment(ctx(), author.user, post.id, 'Prova il fusibile');
    const filed = (
      await report(await member(), { type: 'comment', targetId: comment.id, reason: 'spam' })
    ).json();
    await review(boss, filed.id, 'resolved');
    expect((await restore(boss, 'comment', comment.id)).statusCode).toBe(200);
    const [counted] = await ctx().database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(counted!.commentsCount).toBe(1);
    const list = (await author.send('GET', `/api/posts/${post.id}/comments`)).json() as { id: string }[];
    expect(list.map((c) => c.id)).toContain(comment.id);
  });

  it('shows a hidden reel again in the reel feed', async () => {
    const boss = await admin();
    const author = await member();
    const reel = await makeReel(author.user);
    const filed = (await report(await member(), { type: 'reel', targetId: reel.id, reason: 'spam' })).json();
    await review(boss, filed.id, 'resolved');
    expect((await restore(boss, 'reel', reel.id)).statusCode).toBe(200);
    const viewer = await member('Spettatore');
    expect((await viewer.send('GET', `/api/reels/${reel.id}`)).statusCode).toBe(200);
    const [notice] = (await author.send('GET', '/api/notifications')).json();
    expect(notice).toMatchObject({ message: 'Il tuo reel "Saldatura a stagno" è di nuovo visibile' });
  });
});
