import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens, sessions } from '../../db/schema.ts';
import { makeMember, sessionOf, TEST_PASSWORD } from '../../test/factories.ts';
import { withTestContext } from '../../test/harness.ts';
import { guest } from '../../test/requests.ts';

const ctx = withTestContext();

// Each caller its own address: the routes are rate limited per IP.
let nextIp = 1;
/** A reset request, once its work after the answer (the lookup and the mail) is done. */
const ask = async (email: string, remoteAddress = `10.0.0.${nextIp++}`) => {
  const res = await ctx().app.inject({
    method: 'POST',
    url: '/api/password-reset',
    payload: { email },
    remoteAddress,
  });
  await ctx().app.afterReply.idle();
  return res;
};
const confirm = (token: string, password: string) =>
  ctx().app.inject({
    method: 'POST',
    url: '/api/password-reset/confirm',
    payload: { token, password },
    remoteAddress: `10.1.0.${nextIp++}`,
  });
const login = (email: string, password: string) =>
  guest(ctx()).send('POST', '/api/auth/login', { email, password });
const tokenOf = (to: string) => {
  const mail = ctx()
    .mailer.sent.filter((m) => m.to === to)
    .at(-1);
  const token = mail?.text.match(/reimposta-password\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no reset mail for ${to}`);
  return token;
};

describe('POST /api/password-reset', () => {
  it('answers the same whether or not the address has an account, and mails only a member', async () => {
    const member = await makeMember(ctx());
    const known = await ask(member.email);
    const unknown = await ask('nessuno-qui@example.it');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(ctx().mailer.sent.filter((m) => m.to === member.email)).toHaveLength(1);
    expect(ctx().mailer.sent.some((m) => m.to === 'nessuno-qui@example.it')).toBe(false);
    const mail = ctx().mailer.sent.find((m) => m.to === member.email)!;
    expect(mail.subject).toBe('Reimposta la tua password - Riparami');
    expect(mail.text).toContain('valido per 1 ora');
  });

  it('mails one link a minute however often it is asked', async () => {
    const member = await makeMember(ctx());
    await ask(member.email);
    await ask(member.email);
    expect(ctx().mailer.sent.filter((m) => m.to === member.email)).toHaveLength(1);
  });

  it('refuses a malformed address', async () => {
    const res = await ask('non-una-email');
    expect(res.statusCode).toBe(400);
  });
});

const check = (token: string) =>
  ctx().app.inject({
    method: 'POST',
    url: '/api/password-reset/check',
    payload: { token },
    remoteAddress: `10.2.0.${nextIp++}`,
  });

describe('POST /api/password-reset/check', () => {
  it('says a fresh link works, changing nothing, and a used or expired one does not', async () => {
    const member = await makeMember(ctx());
    await ask(member.email);
    const token = tokenOf(member.email);
    const fresh = await check(token);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({ success: true, valid: true });
    // Checking twice does not use the link up.
    expect((await check(token)).statusCode).toBe(200);
    expect((await confirm(token, 'una-nuova-password')).statusCode).toBe(200);
    const used = await check(token);
    expect(used.statusCode).toBe(400);
    expect(used.json().message).toBe('Il link non è valido o è scaduto: chiedine uno nuovo.');

    const other = await makeMember(ctx());
    await ask(other.email);
    const old = tokenOf(other.email);
    await ctx()
      .database.db.update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, other.id));
    expect((await check(old)).statusCode).toBe(400);
    expect((await check('inventato')).statusCode).toBe(400);
  });
});

describe('POST /api/password-reset/confirm', () => {
  it('sets the new password once and ends every session of the account', async () => {
    const member = await makeMember(ctx());
    await sessionOf(ctx(), member);
    await sessionOf(ctx(), member);
    await ask(member.email);
    const token = tokenOf(member.email);
    const res = await confirm(token, 'una-nuova-password');
    expect(res.statusCode).toBe(200);
    expect(
      await ctx().database.db.select().from(sessions).where(eq(sessions.userId, member.id)),
    ).toHaveLength(0);
    expect((await login(member.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(member.email, 'una-nuova-password')).statusCode).toBe(200);
    // Single use.
    const again = await confirm(token, 'ancora-un-altra');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Il link non è valido o è scaduto: chiedine uno nuovo.');
  });

  it('refuses a link older than one hour', async () => {
    const member = await makeMember(ctx());
    await ask(member.email);
    const token = tokenOf(member.email);
    await ctx()
      .database.db.update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, member.id));
    expect((await confirm(token, 'una-nuova-password')).statusCode).toBe(400);
    expect((await login(member.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown token and a short password', async () => {
    expect((await confirm('inventato', 'una-nuova-password')).statusCode).toBe(400);
    const member = await makeMember(ctx());
    await ask(member.email);
    const res = await confirm(tokenOf(member.email), 'corta');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('almeno 8 caratteri');
  });
});

describe('rate limit', () => {
  it('answers 429 after five requests a minute from one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await ask(`x${i}@example.it`, '10.9.9.9')).statusCode);
    expect(codes.slice(0, 5).every((c) => c === 200)).toBe(true);
    expect(codes[5]).toBe(429);
  });
});
