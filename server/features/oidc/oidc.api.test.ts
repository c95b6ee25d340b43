import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthAccounts, users } from '../../db/schema.ts';
import { makeMember, sessionOf } from '../../test/factories.ts';
import { createTestContext, TEST_APP_URL, type TestContext } from '../../test/harness.ts';
import { type LocalOidcProvider, startOidcProvider } from '../../test/oidc-provider.ts';

const START = '/api/login';
let ctx: TestContext;
let provider: LocalOidcProvider;
beforeAll(async () => {
  provider = await startOidcProvider([`${TEST_APP_URL}/api/auth/callback/oidc`]);
  ctx = await createTestContext({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
  });
});
afterAll(async () => {
  await ctx.close();
  await provider.close();
});

const cookieOf = (setCookie: string | string[] | undefined, name: string) =>
  [setCookie ?? []]
    .flat()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0];

/** The browser's part: our start, the provider's pages (signing in as `login`), back to our callback URL. */
async function authorize(login: string, options: { headers?: Record<string, string>; nonce?: string } = {}) {
  const start = await ctx.app.inject({
    method: 'GET',
    url: `${START}?provider=oidc`,
    headers: options.headers,
  });
  expect(start.statusCode).toBe(302);
  const stateCookie = cookieOf(start.headers['set-cookie'], 'riparami_oidc')!;
  const authorizeUrl = new URL(start.headers.location as string);
  expect(authorizeUrl.origin).toBe(provider.issuer);
  expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorizeUrl.searchParams.get('state')).toBeTruthy();
  expect(authorizeUrl.searchParams.get('nonce')).toBeTruthy();
  if (options.nonce) authorizeUrl.searchParams.set('nonce', options.nonce);
  const jar = new Map<string, string>();
  let next: { url: URL; method: string; body?: string } = { url: authorizeUrl, method: 'GET' };
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(next.url, {
      method: next.method,
      redirect: 'manual',
      body: next.body,
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(next.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, value] = pair!.split('=');
      if (value) jar.set(name!, value);
      else jar.delete(name!);
    }
    if (res.status >= 300 && res.status < 400) {
      const location = new URL(res.headers.get('location')!, next.url);
      if (location.origin === TEST_APP_URL) return { callback: location, stateCookie };
      next = { url: location, method: 'GET' };
    } else if (res.status === 200 && next.url.pathname.startsWith('/interaction/')) {
      next = { url: next.url, method: 'POST', body: `login=${encodeURIComponent(login)}` };
    } else {
      throw new Error(`provider answered ${res.status}: ${await res.text()}`);
    }
  }
  throw new Error('too many redirects');
}

/** Our callback, as the browser would call it. */
const callback = (url: URL, cookies: (string | undefined)[]) =>
  ctx.app.inject({
    method: 'GET',
    url: url.pathname + url.search,
    headers: { cookie: cookies.filter(Boolean).join('; ') },
  });

async function signIn(login: string) {
  const { callback: url, stateCookie } = await authorize(login);
  return callback(url, [stateCookie]);
}

const accountOf = async (res: Awaited<ReturnType<typeof callback>>) => {
  const session = cookieOf(res.headers['set-cookie'], 'riparami_session');
  if (!session || session === 'riparami_session=') return null;
  const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: session } });
  return me.statusCode === 200 ? me.json() : null;
};

describe('GET /api/auth/providers', () => {
  it('tells which providers are configured', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual([
      { id: 'google', enabled: false },
      { id: 'apple', enabled: false },
      { id: 'oidc', enabled: true },
    ]);
  });

  it('sends a provider that is not configured back to the login form, saying so', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${START}?provider=google` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?accesso=disabled#accedi');
  });
});

describe('the sign-in callback', () => {
  it('creates a member on a first sign-in with a verified e-mail, and finds them by issuer + subject later', async () => {
    provider.identities.set('anna', {
      email: 'anna@provider.example',
      email_verified: true,
      given_name: 'Anna',
      family_name: 'Bianchi',
    });
    const res = await signIn('anna');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    const me = await accountOf(res);
    expect(me).toMatchObject({ email: 'anna@provider.example', firstName: 'Anna', lastName: 'Bianchi' });
    const [link] = await ctx.database.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, me.id));
    expect(link).toMatchObject({ provider: provider.issuer, subject: 'anna' });
    // The provider's e-mail changes: the same subject is still the same member.
    provider.identities.set('anna', { email: 'anna.nuova@provider.example', email_verified: true });
    expect((await accountOf(await signIn('anna')))?.id).toBe(me.id);
  });

  it('never takes an existing account because the e-mail matches', async () => {
    const member = await makeMember(ctx, { email: 'mario.rossi@provider.example' });
    provider.identities.set('impostore', { email: member.email, email_verified: true });
    const res = await signIn('impostore');
    expect(res.headers.location).toBe('/?accesso=exists#accedi');
    expect(await accountOf(res)).toBeNull();
    expect(
      await ctx.database.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, member.id)),
    ).toEqual([]);
  });

  it('links a provider to the member who is signed in when they start it', async () => {
    const member = await makeMember(ctx);
    provider.identities.set('collegato', { email: 'altro@provider.example', email_verified: true });
    const { cookie } = await sessionOf(ctx, member);
    const { callback: url, stateCookie } = await authorize('collegato', { headers: { cookie } });
    const res = await callback(url, [stateCookie, cookie]);
    expect(res.headers.location).toBe('/');
    const [link] = await ctx.database.db
      .select()
      .from(oauthAccounts)
      .where(eq(oauthAccounts.subject, 'collegato'));
    expect(link?.userId).toBe(member.id);
    expect((await accountOf(await signIn('collegato')))?.id).toBe(member.id);
  });

  it('creates no member without a verified e-mail', async () => {
    provider.identities.set('nonverificato', { email: 'nv@provider.example', email_verified: false });
    const res = await signIn('nonverificato');
    expect(res.headers.location).toBe('/?accesso=unverified#accedi');
    expect(await ctx.database.db.select().from(users).where(eq(users.email, 'nv@provider.example'))).toEqual(
      [],
    );
  });

  it('refuses a bad state', async () => {
    provider.identities.set('stato', { email: 'stato@provider.example', email_verified: true });
    const { callback: url, stateCookie } = await authorize('stato');
    url.searchParams.set('state', 'uno-stato-falso');
    const res = await callback(url, [stateCookie]);
    expect(res.headers.location).toBe('/?accesso=state#accedi');
    expect(await accountOf(res)).toBeNull();
  });

  it('refuses a callback without the browser’s pending sign-in (another browser, or a forged link)', async () => {
    provider.identities.set('senza', { email: 'senza@provider.example', email_verified: true });
    const { callback: url } = await authorize('senza');
    const res = await callback(url, []);
    expect(res.headers.location).toBe('/?accesso=state#accedi');
  });

  it('refuses an ID token with another nonce', async () => {
    provider.identities.set('nonce', { email: 'nonce@provider.example', email_verified: true });
    const { callback: url, stateCookie } = await authorize('nonce', { nonce: 'un-nonce-diverso' });
    const res = await callback(url, [stateCookie]);
    expect(res.headers.location).toBe('/?accesso=failed#accedi');
    expect(await accountOf(res)).toBeNull();
  });

  it('refuses an ID token meant for another app', async () => {
    provider.identities.set('audience', { email: 'aud@provider.example', email_verified: true });
    const { callback: url, stateCookie } = await authorize('audience');
    provider.wrongAudience = true;
    try {
      const res = await callback(url, [stateCookie]);
      expect(res.headers.location).toBe('/?accesso=failed#accedi');
      expect(await accountOf(res)).toBeNull();
    } finally {
      provider.wrongAudience = false;
    }
    expect(await ctx.database.db.select().from(users).where(eq(users.email, 'aud@provider.example'))).toEqual(
      [],
    );
  });

  it('refuses a replayed code', async () => {
    provider.identities.set('replay', { email: 'replay@provider.example', email_verified: true });
    const { callback: url, stateCookie } = await authorize('replay');
    const first = await callback(url, [stateCookie]);
    expect(await accountOf(first)).not.toBeNull();
    // Even with the state cookie captured and sent again, the provider refuses the used code.
    const again = await callback(url, [stateCookie]);
    expect(again.headers.location).toBe('/?accesso=failed#accedi');
    expect(await accountOf(again)).toBeNull();
  });

  it("accepts the provider's cross-site form POST callback (Apple's form_post), which no Origin check may refuse", async () => {
    provider.identities.set('modulo', { email: 'modulo@provider.example', email_verified: true });
    const { callback: url, stateCookie } = await authorize('modulo');
    const res = await ctx.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: {
        cookie: stateCookie!,
        origin: provider.issuer,
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: url.searchParams.toString(),
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(await accountOf(res)).toMatchObject({ email: 'modulo@provider.example' });
  });
});
