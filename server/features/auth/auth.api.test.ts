import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens, sessions, users } from '../../db/schema.ts';
import { FREE_FAILURES } from '../../platform/auth/login-throttle.ts';
import { SESSION_COOKIE } from '../../platform/auth/sessions.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { makeMember, sessionOf, signedIn, TEST_PASSWORD } from '../../test/factories.ts';
import { TEST_APP_URL, withTestContext } from '../../test/harness.ts';
import { guest } from '../../test/requests.ts';

const ctx = withTestContext({ ADMIN_EMAILS: 'capo@example.it' });

let seq = 0;
const uniqueEmail = (prefix = 'nuovo') => `${prefix}-${Date.now()}-${++seq}@example.it`;
/** A POST, once the work it started after answering (a resend's mail) is done. */
const post = async (url: string, payload: unknown, headers: Record<string, string> = {}) => {
  const res = await ctx().app.inject({ method: 'POST', url, payload: payload as object, headers });
  await ctx().app.afterReply.idle();
  return res;
};
const register = (body: Record<string, unknown>) => post('/api/auth/register', body);
const userByEmail = async (email: string) =>
  (await ctx().database.db.select().from(users).where(eq(users.email, email)))[0];

describe('POST /api/auth/register', () => {
  it('creates an unverified account with a lower-cased e-mail and mails a verification link', async () => {
    const email = uniqueEmail('Anna');
    const res = await register({
      email: email.toUpperCase(),
      password: 'segreto-lungo',
      firstName: ' Anna ',
      lastName: 'Blu',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, emailSent: true });
    const user = await userByEmail(email.toLowerCase());
    expect(user).toMatchObject({ firstName: 'Anna', lastName: 'Blu', emailVerifiedAt: null, isAdmin: false });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = ctx().mailer.sent.at(-1)!;
    expect(mail.to).toBe(email.toLowerCase());
    expect(mail.subject).toContain('Verifica');
    expect(mail.text).toContain(`${TEST_APP_URL}/verify-email?token=`);
    const token = ctx().mailer.lastToken(email.toLowerCase());
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    // Only the hash of the token is stored.
    const [row] = await ctx().database.db.select().from(emailTokens).where(eq(emailTokens.userId, user!.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(24 * 3600_000);
  });

  it('answers a taken address exactly as a new one, and mails its owner instead', async () => {
    const owner = await makeMember(ctx());
    const before = await userByEmail(owner.email);
    const fresh = await register({ email: uniqueEmail(), password: 'password1', firstName: 'A' });
    const taken = await register({ email: owner.email.toUpperCase(), password: 'password2', firstName: 'B' });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    expect(taken.json()).toEqual({ success: true, emailSent: true });
    // The account is untouched and gets no verification link; its owner is told by mail.
    expect(await userByEmail(owner.email)).toEqual(before);
    expect(
      await ctx().database.db.select().from(emailTokens).where(eq(emailTokens.userId, owner.id)),
    ).toHaveLength(0);
    const mail = ctx().mailer.sent.at(-1)!;
    expect(mail.to).toBe(owner.email);
    expect(mail.subject).toBe('Tentativo di registrazione con il tuo indirizzo email - Riparami');
    expect(mail.text).toContain('qualcuno ha provato a creare un nuovo account su Riparami');
    expect(mail.text).toContain(`${TEST_APP_URL}/#accedi`);
    expect(mail.html).toContain(`href="${TEST_APP_URL}/#accedi"`);
  });

  it('sends a new verification link when a not yet verified address registers again', async () => {
    const email = uniqueEmail();
    await register({ email, password: 'password1', firstName: 'A' });
    const first = ctx().mailer.lastToken(email);
    const again = await register({ email, password: 'password2', firstName: 'B' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ success: true, emailSent: true });
    expect(ctx().mailer.lastToken(email)).not.toBe(first);
    expect(await userByEmail(email)).toMatchObject({ firstName: 'A' });
  });

  it.each([
    [{ password: 'password1', firstName: 'A' }, "L'email è obbligatoria"],
    [{ email: 'non-una-email', password: 'password1', firstName: 'A' }, 'Indirizzo email non valido'],
    [
      { email: 'x@example.it', password: 'corta', firstName: 'A' },
      'La password deve avere almeno 8 caratteri',
    ],
    [
      { email: 'x@example.it', password: 'p'.repeat(129), firstName: 'A' },
      'La password può avere al massimo 128 caratteri',
    ],
    [
      { email: 'x@example.it', password: 'password1', firstName: '   ' },
      'Il nome è obbligatorio per la registrazione',
    ],
    [{ email: 'x@example.it', password: 12345678, firstName: 'A' }, 'La password è obbligatoria'],
  ])('refuses bad input %j with a 400 in Italian', async (body, message) => {
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message, message });
    expect(await userByEmail('x@example.it')).toBeUndefined();
  });

  it('still creates the account when the mail cannot be sent, and says so', async () => {
    const email = uniqueEmail();
    ctx().mailer.failing = true;
    try {
      const res = await register({ email, password: 'password1', firstName: 'A' });
      expect(res.json()).toEqual({ success: true, emailSent: false });
    } finally {
      ctx().mailer.failing = false;
    }
    expect(await userByEmail(email)).toBeDefined();
  });
});

describe('names are printable text (register and profile)', () => {
  it.each([
    ['firstName', 'Ma\nrio', 'Il nome contiene caratteri non ammessi'],
    ['firstName', 'Mario\u0007', 'Il nome contiene caratteri non ammessi'],
    ['firstName', 'Mario\u202Eoiram', 'Il nome contiene caratteri non ammessi'],
    ['lastName', 'Rossi\r\nBcc: tutti@example.it', 'Il cognome contiene caratteri non ammessi'],
    ['lastName', 'Ros\tsi', 'Il cognome contiene caratteri non ammessi'],
  ])('refuses a %s of %j at registration', async (field, value, message) => {
    const email = uniqueEmail('nome');
    const res = await register({ email, password: 'password1', firstName: 'Mario', [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, field });
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('accepts accents, apostrophes, emoji and the spaces around a name (trimmed)', async () => {
    const email = uniqueEmail('nome');
    const res = await register({
      email,
      password: 'password1',
      firstName: ' José 🔧 ',
      lastName: "D'Angelo-Nuñez",
    });
    expect(res.statusCode).toBe(201);
    expect(await userByEmail(email)).toMatchObject({ firstName: 'José 🔧', lastName: "D'Angelo-Nuñez" });
  });

  it('refuses a profile name with a line break or a control character', async () => {
    const member = await makeMember(ctx(), { firstName: 'Lia', lastName: 'Sole' });
    const headers = await sessionOf(ctx(), member);
    for (const payload of [{ firstName: 'Li\na' }, { lastName: 'So\u0000le' }, { lastName: 'So\u2028le' }]) {
      const res = await ctx().app.inject({ method: 'PATCH', url: '/api/users/me', headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await userByEmail(member.email)).toMatchObject({ firstName: 'Lia', lastName: 'Sole' });
  });
});

describe('POST /api/auth/verify-email', () => {
  const registered = async () => {
    const email = uniqueEmail();
    await register({ email, password: 'password1', firstName: 'Vera' });
    return { email, token: ctx().mailer.lastToken(email) };
  };
  const verify = (token: unknown) => post('/api/auth/verify-email', { token });

  it('verifies the account once and refuses the replayed link', async () => {
    const { email, token } = await registered();
    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, email });
    expect((await userByEmail(email))!.emailVerifiedAt).toBeInstanceOf(Date);

    const replay = await verify(token);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ success: false, reason: 'used', email });
  });

  it('signs in the browser that followed the link', async () => {
    const { email, token } = await registered();
    const res = await verify(token);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.value).toBeTruthy();
    const me = await guest(ctx()).send('GET', '/api/auth/user', undefined, {
      cookie: `${SESSION_COOKIE}=${cookie!.value}`,
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email });
  });

  it('does not sign out someone else signed in on that browser', async () => {
    const someone = await signedIn(ctx());
    const { token } = await registered();
    const res = await someone.send('POST', '/api/auth/verify-email', { token });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses an unknown or missing token without naming anyone', async () => {
    const res = await verify('token-inventato');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      reason: 'invalid',
      error: 'Link di verifica non valido',
    });
    expect(res.json().email).toBeUndefined();
    expect((await verify('')).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', {})).statusCode).toBe(400);
  });

  it('refuses a link older than 24 hours and tells the address so a new one can be sent', async () => {
    const { email, token } = await registered();
    await ctx()
      .database.db.update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, hashToken(token)));
    const res = await verify(token);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ reason: 'expired', email, error: 'Il link di verifica è scaduto' });
    expect((await userByEmail(email))!.emailVerifiedAt).toBeNull();
  });

  it('replaces older links when a new one is sent', async () => {
    const { email, token: first } = await registered();
    // A minute later (one verification mail a minute to an address).
    await ctx()
      .database.db.update(emailTokens)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(emailTokens.tokenHash, hashToken(first)));
    const resend = await post('/api/auth/resend-verification', { email });
    expect(resend.json()).toEqual({ success: true, emailSent: true });
    const second = ctx().mailer.lastToken(email);
    expect(second).not.toBe(first);
    expect((await verify(first)).json()).toMatchObject({ reason: 'expired' });
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('answers already-verified for a spare link of a verified address', async () => {
    const { email, token } = await registered();
    const spare = 'link-di-riserva';
    const user = await userByEmail(email);
    await ctx()
      .database.db.insert(emailTokens)
      .values({
        tokenHash: hashToken(spare),
        userId: user!.id,
        purpose: 'verify_email',
        expiresAt: new Date(Date.now() + 3600_000),
      });
    await verify(spare);
    const res = await verify(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'already_verified' });
  });

  it('makes an address listed in ADMIN_EMAILS an admin when verified', async () => {
    await register({ email: 'capo@example.it', password: 'password1', firstName: 'Capo' });
    await verify(ctx().mailer.lastToken('capo@example.it'));
    expect((await userByEmail('capo@example.it'))!.isAdmin).toBe(true);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const before = ctx().mailer.sent.length;
    const res = await post('/api/auth/resend-verification', { email: uniqueEmail('nessuno') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, emailSent: true });
    expect(ctx().mailer.sent.length).toBe(before);
  });

  it('tells a verified member by mail that they can sign in, without a new token', async () => {
    const member = await makeMember(ctx());
    const res = await post('/api/auth/resend-verification', { email: member.email });
    expect(res.json()).toEqual({ success: true, emailSent: true });
    expect(ctx().mailer.sent.at(-1)).toMatchObject({
      to: member.email,
      subject: expect.stringContaining('già verificato'),
    });
    expect(
      await ctx().database.db.select().from(emailTokens).where(eq(emailTokens.userId, member.id)),
    ).toHaveLength(0);
  });

  it('reports a mail system failure as emailSent false, for any address alike', async () => {
    const member = await makeMember(ctx());
    ctx().mailer.failing = true;
    try {
      // The mail goes out after the answer; once a delivery failed, every answer says so.
      await post('/api/auth/resend-verification', { email: member.email });
      for (const email of [member.email, uniqueEmail('nessuno')]) {
        expect((await post('/api/auth/resend-verification', { email })).json()).toEqual({
          success: true,
          emailSent: false,
        });
      }
    } finally {
      ctx().mailer.failing = false;
    }
    await post('/api/auth/resend-verification', { email: member.email });
    expect((await post('/api/auth/resend-verification', { email: member.email })).json()).toEqual({
      success: true,
      emailSent: true,
    });
  });

  it('refuses a missing or malformed address', async () => {
    expect((await post('/api/auth/resend-verification', {})).statusCode).toBe(400);
    expect((await post('/api/auth/resend-verification', { email: 'boh' })).statusCode).toBe(400);
  });
});

describe('POST /api/auth/login', () => {
  const login = (email: string, password: string) => post('/api/auth/login', { email, password });

  it('signs a verified member in with an HttpOnly, SameSite=Lax session cookie', async () => {
    const member = await makeMember(ctx());
    const res = await login(member.email.toUpperCase(), TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const cookie = res.cookies.find((c) => c.name === 'riparami_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    const me = await ctx().app.inject({ url: '/api/auth/user', cookies: { riparami_session: cookie.value } });
    expect(me.json()).toMatchObject({ id: member.id, email: member.email });
    // The database holds only the hash of the token.
    const [stored] = await ctx().database.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(stored!.tokenHash).toBe(hashToken(cookie.value));
  });

  it('starts a new session id at every sign-in', async () => {
    const member = await makeMember(ctx());
    const a = (await login(member.email, TEST_PASSWORD)).cookies[0]!.value;
    const b = (await login(member.email, TEST_PASSWORD)).cookies[0]!.value;
    expect(a).not.toBe(b);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const member = await makeMember(ctx());
    const wrong = await login(member.email, 'password-sbagliata');
    const unknown = await login(uniqueEmail('fantasma'), 'password-sbagliata');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ success: false, error: 'Credenziali non valide' });
    expect(wrong.cookies).toHaveLength(0);
  });

  it('asks an unverified member to verify, only after the right password', async () => {
    const member = await makeMember(ctx(), { emailVerifiedAt: null });
    const res = await login(member.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, requiresVerification: true });
    expect(res.cookies).toHaveLength(0);
    expect((await login(member.email, 'password-sbagliata')).json().requiresVerification).toBeUndefined();
  });

  it('refuses missing fields', async () => {
    expect((await post('/api/auth/login', { email: 'a@b.it' })).statusCode).toBe(400);
    expect((await post('/api/auth/login', { password: 'x' })).statusCode).toBe(400);
  });

  it('slows down the addresses that failed on an account, never its owner on a clean address', async () => {
    const member = await makeMember(ctx());
    const bystander = await makeMember(ctx());
    const from = (ip: string, password: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email: member.email, password },
      });
    for (let i = 0; i < FREE_FAILURES; i++) {
      expect((await from('10.0.0.1', 'password-sbagliata')).statusCode).toBe(401);
    }
    // The address that failed waits now, even with the right password; another account does not.
    const slowed = await from('10.0.0.1', TEST_PASSWORD);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect(slowed.json()).toMatchObject({
      success: false,
      error: 'Troppi tentativi. Riprova tra 1 secondo.',
    });
    expect(slowed.cookies).toHaveLength(0);
    expect((await login(bystander.email, TEST_PASSWORD)).statusCode).toBe(200);
    // After the wait the owner signs in, which forgets the failures.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await from('10.0.0.1', TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < FREE_FAILURES; i++) {
      expect((await from('10.0.2.1', 'password-sbagliata')).statusCode).toBe(401);
    }
  });

  it('does not lock the owner out when eight addresses guess wrong (issue 25)', async () => {
    const member = await makeMember(ctx());
    const from = (ip: string, password: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email: member.email, password },
      });
    for (let i = 0; i < 8; i++) {
      expect((await from(`10.0.3.${i}`, 'password-sbagliata')).statusCode).toBe(401);
    }
    // An address that already failed on this account waits as long as the account's failures say…
    expect((await from('10.0.3.0', 'password-sbagliata')).statusCode).toBe(429);
    // …while the owner's right password from a clean address goes through.
    expect((await from('10.0.4.1', TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('GET /api/auth/user', () => {
  it('requires authentication', async () => {
    const res = await ctx().app.inject({ url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('Unauthorized');
    const forged = await ctx().app.inject({
      url: '/api/auth/user',
      cookies: { riparami_session: 'inventato' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('answers the member without secrets', async () => {
    const member = await makeMember(ctx(), { firstName: 'Lia', lastName: 'Sole' });
    const res = await ctx().app.inject({ url: '/api/auth/user', headers: await sessionOf(ctx(), member) });
    const body = res.json();
    expect(body).toMatchObject({
      id: member.id,
      firstName: 'Lia',
      lastName: 'Sole',
      isAdmin: false,
      postsCount: 0,
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash|password_hash/);
  });

  it('refuses an expired session', async () => {
    const member = await makeMember(ctx());
    const headers = await sessionOf(ctx(), member);
    await ctx()
      .database.db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.userId, member.id));
    expect((await ctx().app.inject({ url: '/api/auth/user', headers })).statusCode).toBe(401);
  });

  it('slides a session forward on use but never past its absolute maximum', async () => {
    const member = await makeMember(ctx());
    const headers = await sessionOf(ctx(), member);
    const day = 86_400_000;
    const signedInAt = new Date(Date.now() - 89 * day);
    await ctx()
      .database.db.update(sessions)
      .set({
        createdAt: signedInAt,
        lastSeenAt: new Date(Date.now() - 2 * day),
        expiresAt: new Date(Date.now() + day),
      })
      .where(eq(sessions.userId, member.id));
    expect((await ctx().app.inject({ url: '/api/auth/user', headers })).statusCode).toBe(200);
    const [row] = await ctx().database.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(row!.expiresAt.getTime()).toBe(signedInAt.getTime() + 90 * day);
  });
});

describe('navigations /api/login and /api/logout', () => {
  it('sends a guest to the login form and a member home', async () => {
    const guest = await ctx().app.inject({ url: '/api/login' });
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toBe('/#accedi');
    const member = await makeMember(ctx());
    const signedIn = await ctx().app.inject({ url: '/api/login', headers: await sessionOf(ctx(), member) });
    expect(signedIn.headers.location).toBe('/');
  });

  it.each(['cross-site', 'same-site'])(
    'ignores a logout sent by another site (Sec-Fetch-Site: %s): redirects, the session stays',
    async (fetchSite) => {
      const member = await makeMember(ctx());
      const headers = await sessionOf(ctx(), member);
      const res = await ctx().app.inject({
        url: '/api/logout',
        headers: { cookie: headers.cookie, 'sec-fetch-site': fetchSite },
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
      expect(res.cookies).toHaveLength(0);
      expect((await ctx().app.inject({ url: '/api/auth/user', headers })).statusCode).toBe(200);
    },
  );

  it.each(['same-origin', 'none'])(
    'ends the session on a logout with Sec-Fetch-Site: %s',
    async (fetchSite) => {
      const member = await makeMember(ctx());
      const headers = await sessionOf(ctx(), member);
      const res = await ctx().app.inject({
        url: '/api/logout',
        headers: { cookie: headers.cookie, 'sec-fetch-site': fetchSite },
      });
      expect(res.statusCode).toBe(302);
      expect(res.cookies.find((c) => c.name === 'riparami_session')?.value).toBe('');
      expect((await ctx().app.inject({ url: '/api/auth/user', headers })).statusCode).toBe(401);
    },
  );

  it('ends the session on logout so its cookie no longer works', async () => {
    const member = await makeMember(ctx());
    const headers = await sessionOf(ctx(), member);
    const res = await ctx().app.inject({ url: '/api/logout', headers });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(res.cookies.find((c) => c.name === 'riparami_session')?.value).toBe('');
    expect((await ctx().app.inject({ url: '/api/auth/user', headers })).statusCode).toBe(401);
  });
});

describe('GET /api/auth/user asked by the app’s own page (issue 27)', () => {
  it('answers a guest 204 with no body when the page probes, and 401 to any other client (SPEC §7)', async () => {
    const probe = await ctx().app.inject({ url: '/api/auth/user', headers: { 'x-session-probe': '1' } });
    expect(probe.statusCode).toBe(204);
    expect(probe.body).toBe('');
    expect((await ctx().app.inject({ url: '/api/auth/user' })).statusCode).toBe(401);
  });
});
