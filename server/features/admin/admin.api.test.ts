import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminAnalytics, AdminStats, AdminUser, AuditEntry } from '../../../common/schemas/admin.ts';
import { aiQueries, posts, reports, sessions, users } from '../../db/schema.ts';
import { makeMember, makePost, sessionOf, signedIn } from '../../test/factories.ts';
import { createTestContext, withTestContext } from '../../test/harness.ts';
import { type Caller, itRequiresAuthentication, type TestMember } from '../../test/requests.ts';

const ctx = withTestContext();

const admin = async (firstName = 'Ada'): Promise<TestMember> => signedIn(ctx(), { firstName, isAdmin: true });
const member = (firstName = 'Mario') => signedIn(ctx(), { firstName });
const statsOf = async (caller: Caller) => (await caller.send('GET', '/api/admin/stats')).json() as AdminStats;
const usersOf = async (caller: Caller, query = '') =>
  (await caller.send('GET', `/api/admin/users${query}`)).json() as AdminUser[];
const auditOf = async (caller: Caller) =>
  (await caller.send('GET', '/api/admin/audit-log')).json() as AuditEntry[];
const setAdmin = (caller: Caller, userId: string, isAdmin: boolean) =>
  caller.send('PATCH', `/api/admin/users/${userId}/admin`, { isAdmin });
/** Leaves `keep` as the only admins of this file's database. */
const onlyAdmins = async (...keep: TestMember[]) => {
  await ctx().database.db.update(users).set({ isAdmin: false });
  for (const k of keep)
    await ctx().database.db.update(users).set({ isAdmin: true }).where(eq(users.id, k.user.id));
};

const ADMIN_CALLS = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/analytics'],
  ['GET', '/api/admin/users'],
  ['PATCH', '/api/admin/users/x/admin'],
  ['GET', '/api/admin/reports'],
  ['PATCH', '/api/admin/reports/x'],
  ['GET', '/api/admin/audit-log'],
  ['POST', '/api/admin/content/post/x/restore'],
] as const;

describe('admin calls are for admins only', () => {
  itRequiresAuthentication(() => ctx(), ADMIN_CALLS);

  it.each(ADMIN_CALLS)('%s %s answers 403 to a member', async (method, url) => {
    const caller = await member();
    const body =
      method === 'PATCH' ? (url.includes('reports') ? { status: 'resolved' } : { isAdmin: true }) : undefined;
    const res = await caller.send(method, url, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Accesso riservato agli amministratori');
  });

  it('reads admin rights from the database on every request: a demotion takes effect at once', async () => {
    const boss = await admin('Bea');
    const other = await admin('Olga');
    expect((await other.send('GET', '/api/admin/stats')).statusCode).toBe(200);
    expect((await setAdmin(boss, other.user.id, false)).statusCode).toBe(200);
    // Same session cookie as a moment ago.
    expect((await other.send('GET', '/api/admin/stats')).statusCode).toBe(403);
    expect((await setAdmin(other, boss.user.id, false)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/stats', () => {
  it('answers every SPEC field as a whole number', async () => {
    const stats = await statsOf(await admin());
    expect(Object.keys(stats).sort()).toEqual(
      [
        'activeUsers',
        'aiQueries',
        'pendingReports',
        'postsToday',
        'reports',
        'totalPosts',
        'totalReels',
        'totalUsers',
      ].sort(),
    );
    for (const value of Object.values(stats)) expect(Number.isInteger(value)).toBe(true);
  });

  it('counts members, posts, AI queries and reports from the database', async () => {
    const boss = await admin();
    const before = await statsOf(boss);
    const author = await makeMember(ctx());
    await makePost(ctx(), author);
    await makePost(ctx(), author);
    await ctx()
      .database.db.insert(aiQueries)
      .values([
        { kind: 'chat', provider: 'offline', outcome: 'reply', success: true, latencyMs: 120 },
        { kind: 'analyze', provider: 'offline', outcome: 'error', success: false, latencyMs: 900 },
      ]);
    await ctx()
      .database.db.insert(reports)
      .values([
        { reporterId: boss.user.id, type: 'other', targetId: 'a', reason: 'spam' },
        { reporterId: boss.user.id, type: 'other', targetId: 'b', reason: 'scam', status: 'dismissed' },
      ]);
    const after = await statsOf(boss);
    expect(after.totalUsers - before.totalUsers).toBe(1);
    expect(after.totalPosts - before.totalPosts).toBe(2);
    expect(after.postsToday - before.postsToday).toBe(2);
    expect(after.aiQueries - before.aiQueries).toBe(2);
    expect(after.reports - before.reports).toBe(2);
    expect(after.pendingReports - before.pendingReports).toBe(1);
  });

  it('counts posts since midnight in Europe/Rome as today', async () => {
    const boss = await admin();
    const { rows } = await ctx().database.db.execute<{ midnight: Date }>(
      sql`select (date_trunc('day', now() at time zone 'Europe/Rome') at time zone 'Europe/Rome') as midnight`,
    );
    const midnight = new Date(rows[0]!.midnight).getTime();
    const before = await statsOf(boss);
    const author = await makeMember(ctx());
    await makePost(ctx(), author, { title: 'Dopo mezzanotte' });
    await makePost(
      ctx(),
      author,
      { title: 'Prima', content: 'Ieri sera' },
      { createdAt: new Date(midnight - 60_000) },
    );
    const after = await statsOf(boss);
    expect(after.postsToday - before.postsToday).toBe(1);
    expect(after.totalPosts - before.totalPosts).toBe(2);
  });

  it('counts as active the members seen in the last 7 days, by session or by last activity', async () => {
    const boss = await admin();
    const before = await statsOf(boss);
    const day = 86_400_000;
    await makeMember(ctx(), { lastActive: new Date(Date.now() - 2 * day) });
    await makeMember(ctx(), { lastActive: new Date(Date.now() - 8 * day) });
    const signedInToday = await makeMember(ctx());
    await sessionOf(ctx(), signedInToday);
    const stale = await makeMember(ctx());
    await sessionOf(ctx(), stale);
    await ctx()
      .database.db.update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 9 * day) })
      .where(eq(sessions.userId, stale.id));
    const after = await statsOf(boss);
    expect(after.totalUsers - before.totalUsers).toBe(4);
    expect(after.activeUsers - before.activeUsers).toBe(2);
  });
});

describe('GET /api/admin/analytics', () => {
  it('answers 30 Rome days up to today with the day’s posts, members and reports, and the AI record', async () => {
    const boss = await admin();
    const first = (await boss.send('GET', '/api/admin/analytics')).json() as AdminAnalytics;
    expect(first.days).toHaveLength(30);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    expect(first.days.at(-1)!.date).toBe(today);
    const author = await makeMember(ctx());
    await makePost(ctx(), author);
    await ctx()
      .database.db.insert(aiQueries)
      .values([
        { kind: 'chat', provider: 'offline', outcome: 'reply', success: true, latencyMs: 100 },
        {
          kind: 'chat',
          provider: 'offline',
          outcome: 'reply',
          success: true,
          latencyMs: 100,
          createdAt: new Date(Date.now() - 40 * 86_400_000),
        },
      ]);
    const res = await boss.send('GET', '/api/admin/analytics');
    expect(res.statusCode).toBe(200);
    const second = res.json() as AdminAnalytics;
    const [was, is] = [first.days.at(-1)!, second.days.at(-1)!];
    expect(is.posts - was.posts).toBe(1);
    expect(is.members - was.members).toBe(1);
    expect(is.aiQueries - was.aiQueries).toBe(1);
    expect(second.ai.queries - first.ai.queries).toBe(1);
    expect(second.ai.successRate).toBeGreaterThan(0);
    expect(second.ai.averageResponseMs).toBeGreaterThan(0);
  });

  it('counts the posts members can see, in the overview and in the series alike (issue 27)', async () => {
    const boss = await admin();
    const analyticsOf = async () =>
      ((await boss.send('GET', '/api/admin/analytics')).json() as AdminAnalytics).days.at(-1)!.posts;
    const [statsBefore, dayBefore] = [await statsOf(boss), await analyticsOf()];
    const author = await makeMember(ctx());
    await makePost(ctx(), author, { title: 'Visibile' });
    const hidden = await makePost(ctx(), author, { title: 'Nascosto dal moderatore' });
    await ctx().database.db.update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, hidden.id));
    const [statsAfter, dayAfter] = [await statsOf(boss), await analyticsOf()];
    expect(statsAfter.totalPosts - statsBefore.totalPosts).toBe(1);
    expect(statsAfter.postsToday - statsBefore.postsToday).toBe(1);
    expect(dayAfter - dayBefore).toBe(1);
  });

  it('answers the AI success rate and average response time of the recorded queries', async () => {
    const fresh = await createTestContext();
    try {
      const boss = await signedIn(fresh, { isAdmin: true });
      const empty = (await boss.send('GET', '/api/admin/analytics')).json() as AdminAnalytics;
      expect(empty.ai).toEqual({ queries: 0, successRate: null, averageResponseMs: null });
      await fresh.database.db.insert(aiQueries).values(
        [true, true, true, false].map((success, i) => ({
          kind: 'chat' as const,
          provider: 'offline',
          outcome: success ? ('reply' as const) : ('error' as const),
          success,
          latencyMs: 1000 + i * 200,
        })),
      );
      const ai = ((await boss.send('GET', '/api/admin/analytics')).json() as AdminAnalytics).ai;
      expect(ai).toEqual({ queries: 4, successRate: 75, averageResponseMs: 1300 });
    } finally {
      await fresh.close();
    }
  });
});

describe('GET /api/admin/users', () => {
  it('lists members newest first with e-mail and admin flag, never a password hash', async () => {
    const boss = await admin();
    const newest = await makeMember(ctx(), { firstName: 'Ultima' });
    const [first] = await usersOf(boss);
    expect(first).toMatchObject({ id: newest.id, email: newest.email, isAdmin: false, emailVerified: true });
    expect(JSON.stringify(first)).not.toContain('argon2');
  });

  it('searches by first name, last name, full name or e-mail, in any case', async () => {
    const boss = await admin();
    const tag = `z${Date.now().toString(36)}`;
    const found = await makeMember(ctx(), {
      firstName: `Ottavia${tag}`,
      lastName: 'Lombardi',
      email: `o-${tag}@esempio.it`,
    });
    const ids = async (q: string) => (await usersOf(boss, `?q=${encodeURIComponent(q)}`)).map((u) => u.id);
    expect(await ids(`OTTAVIA${tag}`)).toEqual([found.id]);
    expect(await ids(`o-${tag}@`)).toEqual([found.id]);
    expect(await ids(`${tag} lombardi`)).toEqual([found.id]);
    expect(await ids(`${tag}%`)).toEqual([]);
  });

  it('pages with ?before= and ?limit=', async () => {
    const boss = await admin();
    const tag = `p${Date.now().toString(36)}`;
    for (let i = 0; i < 3; i++) await makeMember(ctx(), { firstName: `${tag}${i}` });
    const page1 = await usersOf(boss, `?q=${tag}&limit=2`);
    expect(page1.map((u) => u.firstName)).toEqual([`${tag}2`, `${tag}1`]);
    const page2 = await usersOf(boss, `?q=${tag}&limit=2&before=${page1[1]!.id}`);
    expect(page2.map((u) => u.firstName)).toEqual([`${tag}0`]);
    expect((await boss.send('GET', '/api/admin/users?limit=500')).statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/users/{userId}/admin', () => {
  it('promotes and demotes a member and writes both in the audit log', async () => {
    const boss = await admin('Beatrice');
    const someone = await makeMember(ctx(), { firstName: 'Gino', lastName: 'Neri' });
    const promoted = await setAdmin(boss, someone.id, true);
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ id: someone.id, isAdmin: true });
    const demoted = await setAdmin(boss, someone.id, false);
    expect(demoted.json()).toMatchObject({ isAdmin: false });
    const [last, previous] = await auditOf(boss);
    expect(last).toMatchObject({
      action: 'user.demoted',
      actor: { id: boss.user.id, name: 'Beatrice Rossi' },
      targetType: 'user',
      targetId: someone.id,
      targetLabel: 'Gino Neri',
    });
    expect(previous).toMatchObject({ action: 'user.promoted', targetId: someone.id });
  });

  it('changes nothing and audits nothing when the flag is already as asked', async () => {
    const boss = await admin();
    const someone = await makeMember(ctx());
    const before = (await auditOf(boss)).length;
    expect((await setAdmin(boss, someone.id, false)).json()).toMatchObject({ isAdmin: false });
    expect((await auditOf(boss)).length).toBe(before);
  });

  it('answers 404 for an unknown member and 400 for a bad body', async () => {
    const boss = await admin();
    const res = await setAdmin(boss, 'nessuno', true);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Utente non trovato');
    const someone = await makeMember(ctx());
    expect(
      (await boss.send('PATCH', `/api/admin/users/${someone.id}/admin`, { isAdmin: 'sì' })).statusCode,
    ).toBe(400);
  });

  it('refuses an admin demoting themselves', async () => {
    const boss = await admin();
    await admin();
    const res = await setAdmin(boss, boss.user.id, false);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Non puoi rimuovere i tuoi permessi di amministratore');
    const [row] = await ctx().database.db.select().from(users).where(eq(users.id, boss.user.id));
    expect(row!.isAdmin).toBe(true);
  });

  it('refuses to demote the last admin with 409', async () => {
    const sole = await admin('Unica');
    await onlyAdmins(sole);
    const res = await setAdmin(sole, sole.user.id, false);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Deve restare almeno un amministratore: questo è l'ultimo");
    const [row] = await ctx().database.db.select().from(users).where(eq(users.id, sole.user.id));
    expect(row!.isAdmin).toBe(true);
  });

  it('keeps one admin when the last two demote each other at the same moment', async () => {
    const a = await admin('Anna');
    const b = await admin('Bruno');
    await onlyAdmins(a, b);
    const [ra, rb] = await Promise.all([setAdmin(a, b.user.id, false), setAdmin(b, a.user.id, false)]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 403]);
    const left = await ctx().database.db.select().from(users).where(eq(users.isAdmin, true));
    expect(left).toHaveLength(1);
  });
});

describe('GET /api/admin/audit-log', () => {
  it('pages newest first and names an actor whose account is gone by the name they had', async () => {
    const boss = await admin('Temporanea');
    const other = await admin('Fissa');
    const someone = await makeMember(ctx());
    await setAdmin(boss, someone.id, true);
    await setAdmin(boss, someone.id, false);
    const [newest, older] = (await other.send('GET', '/api/admin/audit-log?limit=2')).json() as AuditEntry[];
    expect(newest!.action).toBe('user.demoted');
    const next = (await other.send('GET', `/api/admin/audit-log?limit=1&before=${newest!.id}`)).json();
    expect(next[0].id).toBe(older!.id);
    await ctx().database.db.delete(users).where(eq(users.id, boss.user.id));
    const [entry] = await auditOf(other);
    expect(entry!.actor).toEqual({ id: null, name: 'Temporanea Rossi' });
  });
});
