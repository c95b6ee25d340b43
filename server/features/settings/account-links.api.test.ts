import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { sessionOf, signedIn, TEST_PASSWORD } from '../../test/factories.ts';
import { withTestContext } from '../../test/harness.ts';
import { callerWith, guest, type TestMember } from '../../test/requests.ts';

// Issue 25: links mailed for one state of the account die when the password or the address changes.
const ctx = withTestContext();

const emailOf = async (id: string) =>
  (await ctx().database.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;

async function askEmailChange(member: TestMember, newEmail: string) {
  const res = await member.send('POST', '/api/settings/email', { email: newEmail, password: TEST_PASSWORD });
  expect(res.statusCode).toBe(200);
  return ctx().mailer.lastToken(newEmail);
}

async function resetPassword(email: string, password: string) {
  expect((await guest(ctx()).send('POST', '/api/password-reset', { email })).statusCode).toBe(200);
  await ctx().app.afterReply.idle();
  const token = ctx().mailer.lastToken(email);
  return guest(ctx()).send('POST', '/api/password-reset/confirm', { token, password });
}

const confirmEmail = (token: string) => guest(ctx()).send('POST', '/api/settings/email/confirm', { token });

describe('a pending change of address', () => {
  it('is cancelled by a password reset', async () => {
    const member = await signedIn(ctx());
    const token = await askEmailChange(member, `nuovo-${member.user.id}@example.it`);
    expect((await resetPassword(member.user.email, 'una-nuova-password-1')).statusCode).toBe(200);
    expect((await confirmEmail(token)).statusCode).toBe(400);
    expect(await emailOf(member.user.id)).toBe(member.user.email);
  });

  it('is cancelled by a password change', async () => {
    const member = await signedIn(ctx());
    const token = await askEmailChange(member, `nuovo-${member.user.id}@example.it`);
    const changed = await member.send('POST', '/api/settings/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'una-nuova-password-2',
    });
    expect(changed.statusCode).toBe(200);
    expect((await confirmEmail(token)).statusCode).toBe(400);
    expect(await emailOf(member.user.id)).toBe(member.user.email);
  });
});

describe('a change of address', () => {
  it('kills the reset links mailed to the old address', async () => {
    const member = await signedIn(ctx());
    const oldEmail = member.user.email;
    expect((await guest(ctx()).send('POST', '/api/password-reset', { email: oldEmail })).statusCode).toBe(
      200,
    );
    await ctx().app.afterReply.idle();
    const resetToken = ctx().mailer.lastToken(oldEmail);
    const newEmail = `nuovo-${member.user.id}@example.it`;
    expect((await confirmEmail(await askEmailChange(member, newEmail))).statusCode).toBe(200);
    const reset = await guest(ctx()).send('POST', '/api/password-reset/confirm', {
      token: resetToken,
      password: 'password-del-ladro-1',
    });
    expect(reset.statusCode).toBe(400);
  });

  it('tells the old and the new address, and ends the member’s other sessions', async () => {
    const member = await signedIn(ctx());
    const oldEmail = member.user.email;
    const other = callerWith(ctx(), await sessionOf(ctx(), member.user));
    const newEmail = `nuovo-${member.user.id}@example.it`;
    const token = await askEmailChange(member, newEmail);
    const sentBefore = ctx().mailer.sent.length;
    const confirmed = await member.send('POST', '/api/settings/email/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    const notices = ctx().mailer.sent.slice(sentBefore);
    expect(notices.map((m) => m.to).sort()).toEqual([newEmail, oldEmail].sort());
    expect(notices.find((m) => m.to === oldEmail)?.text).toContain(newEmail);
    // The device that confirmed stays signed in; the others are signed out.
    expect((await member.send('GET', '/api/auth/user')).statusCode).toBe(200);
    expect((await other.send('GET', '/api/auth/user')).statusCode).toBe(401);
  });
});
