import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { BODY_LIMIT, buildApp } from '../../app.ts';
import { makeMember, sessionOf, signedIn, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestContext, TEST_APP_URL, withTestContext } from '../../test/harness.ts';
import { png } from '../../test/images.ts';
import { diskStorage } from '../storage/storage.ts';
import { NUL_REFUSED } from './nul-guard.ts';

const ctx = withTestContext();

describe('HTTP baseline', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await ctx().app.inject({ url: '/api/non-esiste' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Risorsa non trovata' });
  });

  it('answers a path the router refuses (bad percent-encoding, over-long parameter) in Italian JSON', async () => {
    const headers = { origin: TEST_APP_URL };
    const long = await ctx().app.inject({ method: 'DELETE', url: `/api/posts/${'x'.repeat(150)}`, headers });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: "L'indirizzo della richiesta è troppo lungo" });
    const bad = await ctx().app.inject({ method: 'DELETE', url: '/api/posts/%zz', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: "L'indirizzo della richiesta non è valido" });
    const auth = await ctx().app.inject({ method: 'POST', url: '/api/auth/%zz', headers });
    expect(auth.json()).toMatchObject({ success: false, error: "L'indirizzo della richiesta non è valido" });
  });

  it('refuses malformed JSON with a 400', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Il corpo della richiesta non è un JSON valido');
  });

  it('names a wrong type, an over-long id or a bad page size in plain Italian, with the field', async () => {
    const member = await signedIn(ctx());
    const wrongType = await member.send('POST', '/api/posts/views', { postIds: [1] });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({
      message: 'Valore non valido: serve un testo, non un numero',
      field: 'postIds.0',
    });
    const notAnObject = await member.send('POST', '/api/blocks', []);
    expect(notAnObject.json().message).toBe('Valore non valido: serve un oggetto, non un elenco');
    const long = await member.send('POST', '/api/blocks', { userId: 'x'.repeat(65) });
    expect(long.json().message).toBe('Troppo lungo: al massimo 64 caratteri');
    const page = await member.send('GET', '/api/posts?limit=0');
    expect(page.json()).toEqual({ message: 'Troppo piccolo: almeno 1', field: 'limit' });
  });

  it('answers what the HTTP parser refuses (oversized headers, a malformed request) in Italian JSON', async () => {
    const address = await ctx().app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        let answer = '';
        const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
        socket.on('data', (chunk) => {
          answer += chunk;
        });
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const big = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big).toMatch(/^HTTP\/1\.1 431 /);
    expect(big).toContain('{"message":"Le intestazioni della richiesta sono troppo grandi"}');
    const bad = await raw('NON HTTP\r\n\r\n');
    expect(bad).toMatch(/^HTTP\/1\.1 400 /);
    expect(bad).toContain('{"message":"Richiesta non valida"}');
  });

  it('refuses a body over the limit with a 413', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.it', password: 'x'.repeat(BODY_LIMIT) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('La richiesta è troppo grande');
  });

  it('refuses an unsupported content type with a 415', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
  });

  it('refuses a mutation from a foreign origin with a 403 and accepts its own', async () => {
    const body = { email: 'nessuno@example.it', password: 'password1' };
    const foreign = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://malevolo.example' },
      payload: body,
    });
    expect(foreign.statusCode).toBe(403);
    const crossSite = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: body,
    });
    expect(crossSite.statusCode).toBe(403);
    const own = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: TEST_APP_URL },
      payload: body,
    });
    expect(own.statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated write that names no origin, unless it is same-origin', async () => {
    const { cookie } = await sessionOf(ctx(), await makeMember(ctx()));
    const post = { title: 'Batteria gonfia', content: 'Il portatile non chiude più' };
    const write = (method: 'POST' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>) =>
      ctx().app.inject({ method, url, headers: { cookie, ...headers }, payload: post });
    for (const [method, url] of [
      ['POST', '/api/posts'],
      ['PATCH', '/api/users/me'],
      ['DELETE', '/api/posts/qualunque'],
    ] as const) {
      const res = await write(method, url, {});
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe('Origine della richiesta non consentita');
    }
    expect((await write('POST', '/api/posts', { 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await write('POST', '/api/posts', { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    expect((await write('POST', '/api/posts', { origin: TEST_APP_URL })).statusCode).toBe(201);
  });

  it('sends security headers with a CSP that allows the live channel of its own origin only', async () => {
    const res = await ctx().app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/connect-src 'self' ws:\/\/riparami\.test(;|$)/);
    expect(csp).not.toMatch(/connect-src[^;]*\bwss?:(\s|;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    // X-Frame-Options agrees with frame-ancestors 'none'.
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('names the secure live channel under https', async () => {
    const secure = await createTestContext({ APP_URL: 'https://riparami.example:8443' });
    try {
      const res = await secure.app.inject({ url: '/api/health' });
      expect(res.headers['content-security-policy']).toMatch(
        /connect-src 'self' wss:\/\/riparami\.example:8443(;|$)/,
      );
    } finally {
      await secure.close();
    }
  });

  it('serves the client app, compressed, for any other GET (SPA fallback)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'riparami-client-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><title>Riparami</title>${'<p>x</p>'.repeat(500)}`,
    );
    const withClient = await createTestContext({}, { clientDir: dir });
    try {
      const res = await withClient.app.inject({
        url: '/pagina/che/non/esiste',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString()).toContain('<title>Riparami</title>');
      expect((await withClient.app.inject({ url: '/api/nulla' })).statusCode).toBe(404);
      // A file path the object routes do not match (an over-long id, a sub-path) is no page either.
      for (const url of [`/objects/uploads/${'a'.repeat(150)}`, '/objects/uploads/x/thumb/y', '/objects']) {
        const missing = await withClient.app.inject({ url });
        expect(missing.statusCode, url).toBe(404);
        expect(missing.json(), url).toEqual({ message: 'Risorsa non trovata' });
      }
    } finally {
      await withClient.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('NUL characters', () => {
  const refused = (res: { statusCode: number; json(): { message?: string } }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NUL_REFUSED);
  };

  it('refuses \\u0000 in a guest JSON body (login, register) with a 400', async () => {
    const json = (payload: string) => ({
      method: 'POST' as const,
      headers: { 'content-type': 'application/json', origin: TEST_APP_URL },
      payload,
    });
    refused(
      await ctx().app.inject({
        url: '/api/auth/login',
        ...json('{"email":"a\\u0000@example.it","password":"password1"}'),
      }),
    );
    refused(
      await ctx().app.inject({
        url: '/api/auth/register',
        ...json('{"email":"nul@example.it","password":"password1","firstName":"Ma\\u0000rio"}'),
      }),
    );
    // A NUL in a key counts too, and an escaped backslash followed by "u0000" is only text.
    refused(
      await ctx().app.inject({
        url: '/api/auth/login',
        ...json('{"email":"a@example.it","password":"password1","\\u0000":1}'),
      }),
    );
    const text = await ctx().app.inject({
      url: '/api/auth/login',
      ...json('{"email":"a@example.it","password":"pass\\\\u0000word"}'),
    });
    expect(text.statusCode).toBe(401);
  });

  it('refuses %00 in a path parameter or a query string of a member route with a 400', async () => {
    const headers = await sessionOf(ctx(), await makeMember(ctx()));
    refused(await ctx().app.inject({ url: '/api/posts/%00', headers }));
    refused(await ctx().app.inject({ url: '/api/users/abc%00def', headers }));
    refused(await ctx().app.inject({ url: '/api/posts?before=%00', headers }));
    refused(
      await ctx().app.inject({
        method: 'POST',
        url: '/api/comments',
        headers: { ...headers, origin: TEST_APP_URL },
        payload: { postId: 'a\u0000b', content: 'Ciao' },
      }),
    );
  });
});

describe('Cache-Control', () => {
  it('marks every /api answer to a member private, no-store, errors included', async () => {
    const headers = await sessionOf(ctx(), await makeMember(ctx()));
    const me = await ctx().app.inject({ url: '/api/auth/user', headers });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('private, no-store');
    const missing = await ctx().app.inject({ url: '/api/posts/non-esiste', headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('private, no-store');
  });

  it('never lets a cache keep an answer that sets the session cookie', async () => {
    const member = await makeMember(ctx());
    const login = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: TEST_APP_URL },
      payload: { email: member.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves public answers to guests alone', async () => {
    const res = await ctx().app.inject({ url: '/api/health' });
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('keeps the objects route’s own (short, public) caching of an uploaded public image for a member', async () => {
    const headers = { ...(await sessionOf(ctx(), await makeMember(ctx()))), origin: TEST_APP_URL };
    const upload = await ctx().app.inject({ method: 'POST', url: '/api/objects/upload', headers });
    const { uploadURL, path: objectPath } = upload.json() as { uploadURL: string; path: string };
    const put = await ctx().app.inject({
      method: 'PUT',
      url: uploadURL,
      headers: { ...headers, 'content-type': 'image/png' },
      payload: await png(),
    });
    expect(put.statusCode).toBe(200);
    expect(put.headers['cache-control']).toBe('private, no-store');
    const acl = await ctx().app.inject({
      method: 'POST',
      url: '/api/objects/set-acl',
      headers,
      payload: { objectPath },
    });
    expect(acl.statusCode).toBe(200);
    const image = await ctx().app.inject({ url: objectPath, headers });
    expect(image.statusCode).toBe(200);
    // Not private, no-store: the objects route decides (5 minutes since issue 25).
    expect(image.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('error logs', () => {
  it('log a failed insert by statement and SQLSTATE, never its parameters or the request body', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const app = await buildApp({
      config: ctx().config,
      database: ctx().database,
      mailer: ctx().mailer,
      storage: diskStorage(ctx().objectsDir),
      logger,
    });
    // A constraint that makes the registration's insert fail inside PostgreSQL.
    await ctx().database.db.execute(
      sql`alter table users add constraint prova_log check (first_name <> 'Guasto')`,
    );
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { origin: TEST_APP_URL },
        payload: { email: 'segreta@example.it', password: 'password-segreta', firstName: 'Guasto' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toMatch(/insert|users|segreta/);
      const log = lines.join('');
      const entry = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
      expect(entry.err).toMatchObject({
        code: '23514',
        statement: 'insert into "users"',
        constraint: 'prova_log',
      });
      expect(log).not.toMatch(/segreta@example\.it|argon2|password-segreta|Guasto|params/);
    } finally {
      await ctx().database.db.execute(sql`alter table users drop constraint prova_log`);
      await app.close();
    }
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once the sign-in limit is reached', async () => {
    const limited = await createTestContext({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'a@b.it', password: 'x' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const res = await attempt();
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().message).toMatch(/^Troppi tentativi\. Riprova tra \d+ second[oi]\.$/);
      // Register and resend have their own limits.
      const reg = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
        payload: { email: 'a@b.it' },
      });
      expect(reg.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
