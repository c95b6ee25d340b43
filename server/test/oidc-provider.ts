import { createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person known to the local provider; the login form takes their subject. */
export interface TestIdentity {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** People who can sign in, by subject; add to it freely. */
  identities: Map<string, TestIdentity>;
  /** When true, ID tokens are re-signed for another audience (a token meant for another app). */
  wrongAudience: boolean;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A real OpenID provider (`oidc-provider`) on a loopback port, with one confidential client whose
 * redirect URIs are `redirectUris`. Its sign-in page is a one-field form: the subject to sign in as.
 */
export async function startOidcProvider(redirectUris: string[], port = 0): Promise<LocalOidcProvider> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' };
  const identities = new Map<string, TestIdentity>();
  const clientId = 'riparami-test';
  const clientSecret = 'riparami-test-secret-riparami-test-secret';
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const state = { wrongAudience: false };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: ['cookie-key-for-tests-only'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: false } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const identity = identities.get(sub);
      if (!identity) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...identity }) };
    },
  });

  // A token meant for another app: the same issuer and key, another audience.
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || !state.wrongAudience || !body?.id_token) return;
    const [header, payload] = body.id_token.split('.');
    const claims = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), aud: 'un-altro-client' };
    const input = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    const signature = sign(
      'sha256',
      Buffer.from(input),
      createPrivateKey({ key: jwk as never, format: 'jwk' }),
    );
    body.id_token = `${input}.${signature.toString('base64url')}`;
  });

  const handle = provider.callback();
  server.on('request', async (req, res) => {
    const match = req.url?.match(/^\/interaction\/([\w-]+)/);
    if (!match) return handle(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (req.method === 'GET') {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        return res.end(`<!doctype html><html lang="it"><head><title>Provider di prova</title></head><body>
<h1>Provider OpenID di prova</h1><form method="post" action="/interaction/${escapeHtml(details.uid)}">
<label>Utente <input name="login" autofocus></label><button type="submit">Accedi al provider</button></form></body></html>`);
      }
      const login = new URLSearchParams(await readBody(req)).get('login') ?? '';
      if (!identities.has(login)) {
        return provider.interactionFinished(
          req,
          res,
          { error: 'access_denied' },
          { mergeWithLastSubmission: false },
        );
      }
      const params = details.params as { client_id: string; scope: string };
      const grant = new provider.Grant({ accountId: login, clientId: params.client_id });
      grant.addOIDCScope(params.scope);
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: login }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (err) {
      res.statusCode = 400;
      res.end(String(err));
    }
  });

  return {
    issuer,
    clientId,
    clientSecret,
    identities,
    get wrongAudience() {
      return state.wrongAudience;
    },
    set wrongAudience(value: boolean) {
      state.wrongAudience = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The browser's part of a sign-in with the local provider: our `/api/login?provider=oidc` answer (through
 * `start`), the provider's pages signing in as `login`, back to the URL of our callback, with the state
 * cookie our start set.
 */
export async function browseToCallback(
  start: { headers: Record<string, string | string[] | number | undefined> },
  appOrigin: string,
  login: string,
): Promise<{ callback: URL; stateCookie: string }> {
  const stateCookie = [start.headers['set-cookie'] ?? []]
    .flat()
    .map(String)
    .find((c) => c.startsWith('riparami_oidc='))
    ?.split(';')[0];
  if (!stateCookie) throw new Error('no state cookie');
  const jar = new Map<string, string>();
  let next: { url: URL; method: string; body?: string } = {
    url: new URL(String(start.headers.location)),
    method: 'GET',
  };
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
      const [name, value] = c.split(';')[0]!.split('=');
      if (value) jar.set(name!, value);
      else jar.delete(name!);
    }
    if (res.status >= 300 && res.status < 400) {
      const location = new URL(res.headers.get('location')!, next.url);
      if (location.origin === appOrigin) return { callback: location, stateCookie };
      next = { url: location, method: 'GET' };
    } else if (res.status === 200 && next.url.pathname.startsWith('/interaction/')) {
      next = { url: next.url, method: 'POST', body: `login=${encodeURIComponent(login)}` };
    } else {
      throw new Error(`provider answered ${res.status}: ${await res.text()}`);
    }
  }
  throw new Error('too many redirects');
}
