import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, sessionOf } from './test/factories.ts';
import { createTestContext, TEST_APP_URL, type TestContext } from './test/harness.ts';
import { jpegWithGps } from './test/images.ts';
import { browseToCallback, type LocalOidcProvider, startOidcProvider } from './test/oidc-provider.ts';

// Everything the app logs, at its most talkative level, goes here.
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let ctx: TestContext;
let provider: LocalOidcProvider;
beforeAll(async () => {
  provider = await startOidcProvider([`${TEST_APP_URL}/api/auth/callback/oidc`]);
  ctx = await createTestContext(
    {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
    },
    { logger: pino({ level: 'trace' }, sink) },
  );
});
afterAll(async () => {
  await ctx?.close();
  await provider?.close();
});

/** Every secret the flow handles; none may reach a log line. */
const secrets = new Set<string>();
const keep = (...values: (string | undefined | null)[]) => {
  for (const value of values) if (value && value.length >= 8) secrets.add(value);
};
const cookieValue = (setCookie: unknown, name: string) =>
  [setCookie ?? []]
    .flat()
    .map(String)
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0];

const call = (method: string, url: string, payload?: object | Buffer, headers: Record<string, string> = {}) =>
  ctx.app
    .inject({
      method: method as 'GET',
      url,
      payload,
      headers: { origin: TEST_APP_URL, ...headers },
    })
    .then(async (res) => {
      // The work some calls start after answering (a reset's mail) is logged too.
      await ctx.app.afterReply.idle();
      return res;
    });

/** Opens a mailed link as the browser would (its page, with the token in the query). */
const openLink = async (to: string) => {
  const mail = ctx.mailer.sent.filter((m) => m.to === to).at(-1)!;
  const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
  keep(link.href, link.search);
  await call('GET', link.pathname + link.search);
  return decodeURIComponent(link.searchParams.get('token')!);
};

describe('the request log (issue 25)', () => {
  it('carries no token, password, session cookie or signed URL through a whole flow', async () => {
    const email = 'log.test@example.it';
    const password = 'una-password-segreta-1';
    keep(password);
    expect(
      (await call('POST', '/api/auth/register', { email, password, firstName: 'Lia', lastName: 'Neri' }))
        .statusCode,
    ).toBe(201);
    const verifyToken = await openLink(email);
    keep(verifyToken);
    expect((await call('POST', '/api/auth/verify-email', { token: verifyToken })).statusCode).toBe(200);

    const login = await call('POST', '/api/auth/login', { email, password });
    expect(login.statusCode).toBe(200);
    const session = cookieValue(login.headers['set-cookie'], 'riparami_session')!;
    keep(session, session.split('=')[1]);
    const me = { cookie: session };
    expect((await call('GET', '/api/auth/user', undefined, me)).statusCode).toBe(200);

    // Password reset, with the link opened and the new password set.
    expect((await call('POST', '/api/password-reset', { email })).statusCode).toBe(200);
    const resetToken = await openLink(email);
    keep(resetToken);
    const newPassword = 'nuova-password-segreta-2';
    keep(newPassword);
    expect(
      (await call('POST', '/api/password-reset/confirm', { token: resetToken, password: newPassword }))
        .statusCode,
    ).toBe(200);
    const again = await call('POST', '/api/auth/login', { email, password: newPassword });
    const session2 = cookieValue(again.headers['set-cookie'], 'riparami_session')!;
    keep(session2, session2.split('=')[1]);
    const me2 = { cookie: session2 };

    // E-mail change: asked with the password, confirmed with the link mailed to the new address.
    const newEmail = 'log.test.nuova@example.it';
    expect(
      (await call('POST', '/api/settings/email', { email: newEmail, password: newPassword }, me2)).statusCode,
    ).toBe(200);
    const changeToken = await openLink(newEmail);
    keep(changeToken);
    expect((await call('POST', '/api/settings/email/confirm', { token: changeToken }, me2)).statusCode).toBe(
      200,
    );

    // An upload through its signed URL.
    const upload = await call('POST', '/api/objects/upload', undefined, me2);
    const { uploadURL } = upload.json() as { uploadURL: string };
    keep(uploadURL, new URL(uploadURL, TEST_APP_URL).searchParams.get('signature'));
    const put = await call('PUT', uploadURL, await jpegWithGps(), { ...me2, 'content-type': 'image/jpeg' });
    expect(put.statusCode).toBe(200);

    // An admin's search of the members.
    const admin = await sessionOf(ctx, await makeAdmin(ctx));
    keep(admin.cookie.split('=')[1]);
    const search = 'ricerca-riservata-admin';
    keep(search);
    expect((await call('GET', `/api/admin/users?q=${search}`, undefined, admin)).statusCode).toBe(200);

    // A social sign-in: the provider's code and state come back in the callback's query.
    provider.identities.set('log-test', { email: 'social@provider.example', email_verified: true });
    const start = await call('GET', '/api/login?provider=oidc');
    const { callback, stateCookie } = await browseToCallback(start, TEST_APP_URL, 'log-test');
    keep(callback.search, callback.searchParams.get('code'), callback.searchParams.get('state'));
    keep(stateCookie.split('=')[1]);
    const back = await call('GET', callback.pathname + callback.search, undefined, { cookie: stateCookie });
    expect(back.headers.location).toBe('/');
    const social = cookieValue(back.headers['set-cookie'], 'riparami_session')!;
    keep(social.split('=')[1]);

    const log = lines.join('');
    // The log did see the flow: request lines with their paths.
    expect(log).toContain('/api/password-reset/confirm');
    expect(log).toContain('/api/objects/uploads/');
    expect(log).toContain('/api/auth/callback/oidc');
    const leaked = [...secrets].filter((secret) => log.includes(secret));
    expect(leaked).toEqual([]);
    // Nor anything that looks like a query string's secret.
    expect(log).not.toMatch(/[?&](token|code|state|signature|expires|q)=/);
  });

  it('redacts credentials in anything logged with a request or an options object', () => {
    lines.length = 0;
    ctx.app.log.info(
      {
        req: { headers: { cookie: 'riparami_session=cookie-segreto', authorization: 'Bearer tok-segreto' } },
        headers: { cookie: 'riparami_session=cookie-segreto' },
        body: { password: 'password-segreta', token: 'token-segreto', newPassword: 'nuova-segreta' },
      },
      'something logged by mistake',
    );
    const log = lines.join('');
    expect(log).toContain('something logged by mistake');
    for (const secret of [
      'cookie-segreto',
      'tok-segreto',
      'password-segreta',
      'token-segreto',
      'nuova-segreta',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
