import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../../app.ts';
import { createTestContext, TEST_APP_URL, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('HTTP baseline', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await ctx.app.inject({ url: '/api/non-esiste' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Risorsa non trovata' });
  });

  it('refuses malformed JSON with a 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Il corpo della richiesta non è un JSON valido');
  });

  it('refuses a body over the limit with a 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.it', password: 'x'.repeat(BODY_LIMIT) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('La richiesta è troppo grande');
  });

  it('refuses an unsupported content type with a 415', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
  });

  it('refuses a mutation from a foreign origin with a 403 and accepts its own', async () => {
    const body = { email: 'nessuno@example.it', password: 'password1' };
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://malevolo.example' },
      payload: body,
    });
    expect(foreign.statusCode).toBe(403);
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: body,
    });
    expect(crossSite.statusCode).toBe(403);
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: TEST_APP_URL },
      payload: body,
    });
    expect(own.statusCode).toBe(401);
  });

  it('sends security headers with a CSP that allows the live channel', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("connect-src 'self' ws: wss:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
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
    } finally {
      await withClient.close();
      rmSync(dir, { recursive: true, force: true });
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
      expect(res.json().message).toMatch(/^Troppi tentativi\. Riprova tra \d+ secondi\.$/);
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
