import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../common/schemas/admin.ts';
import { users } from '../../db/schema.ts';
import { makeMember, signedIn, TEST_PASSWORD } from '../../test/factories.ts';
import { withTestContext } from '../../test/harness.ts';
import { guest } from '../../test/requests.ts';

// Issue 25: ADMIN_EMAILS seeds an account's first promotion; after that the panel's choice stands,
// and every change of role is in the audit log.
const ctx = withTestContext({ ADMIN_EMAILS: 'capo@example.it,vice@example.it,tardi@example.it' });

const isAdmin = async (id: string) =>
  (await ctx().database.db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, id)))[0]!
    .isAdmin;
const login = (email: string) =>
  guest(ctx()).send('POST', '/api/auth/login', { email, password: TEST_PASSWORD });

async function auditOf(userId: string): Promise<AuditEntry[]> {
  const admin = await signedIn(ctx(), { isAdmin: true });
  const res = await admin.send('GET', '/api/admin/audit-log?limit=50');
  expect(res.statusCode).toBe(200);
  return (res.json() as AuditEntry[]).filter((e) => e.targetId === userId);
}

describe('ADMIN_EMAILS', () => {
  it('promotes a listed address when it is verified, with an audit entry', async () => {
    const email = 'capo@example.it';
    const register = await guest(ctx()).send('POST', '/api/auth/register', {
      email,
      password: TEST_PASSWORD,
      firstName: 'Capo',
      lastName: 'Primo',
    });
    expect(register.statusCode).toBe(201);
    const token = ctx().mailer.lastToken(email);
    expect((await guest(ctx()).send('POST', '/api/auth/verify-email', { token })).statusCode).toBe(200);
    const [user] = await ctx().database.db.select().from(users).where(eq(users.email, email));
    expect(user!.isAdmin).toBe(true);
    const entries = await auditOf(user!.id);
    expect(entries).toEqual([
      expect.objectContaining({ action: 'user.promoted', actor: { id: null, name: 'ADMIN_EMAILS' } }),
    ]);
  });

  it('does not make a demoted admin an admin again at the next login', async () => {
    const listed = await makeMember(ctx(), { email: 'vice@example.it', isAdmin: false });
    // First login: promoted once, audited.
    expect((await login(listed.email)).statusCode).toBe(200);
    expect(await isAdmin(listed.id)).toBe(true);
    const other = await signedIn(ctx(), { isAdmin: true });
    const demoted = await other.send('PATCH', `/api/admin/users/${listed.id}/admin`, { isAdmin: false });
    expect(demoted.statusCode).toBe(200);
    expect((await login(listed.email)).statusCode).toBe(200);
    expect(await isAdmin(listed.id)).toBe(false);
    const actions = (await auditOf(listed.id)).map((e) => e.action).sort();
    expect(actions).toEqual(['user.demoted', 'user.promoted']);
  });

  it('leaves alone a listed member whose role the panel already decided', async () => {
    const listed = await makeMember(ctx(), { email: 'tardi@example.it', isAdmin: true });
    const other = await signedIn(ctx(), { isAdmin: true });
    expect(
      (await other.send('PATCH', `/api/admin/users/${listed.id}/admin`, { isAdmin: false })).statusCode,
    ).toBe(200);
    expect((await login(listed.email)).statusCode).toBe(200);
    expect(await isAdmin(listed.id)).toBe(false);
  });
});
