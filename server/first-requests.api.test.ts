import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeMember, sessionOf } from './test/factories.ts';
import { createTestContext, type TestContext } from './test/harness.ts';

// Issue 29: the app's page names, in a Link header, the data its screen asks first, so the browser fetches it
// beside the app's code. Which addresses, for whom, and that each one answers that member.
let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'riparami-client-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Riparami</title>');
  ctx = await createTestContext({}, { clientDir: dir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url, headers: { ...(cookie ? { cookie } : {}), ...headers } });
const preloads = (link: string | string[] | undefined) =>
  [...String(link ?? '').matchAll(/<([^>]+)>; rel=preload; as=fetch; crossorigin=use-credentials/g)].map(
    (m) => m[1],
  );

describe('the page’s first requests', () => {
  it('are named for a member, each an address that answers them, and kept out of shared caches', async () => {
    const { cookie } = await sessionOf(ctx, await makeMember(ctx));
    const expected: Record<string, string[]> = {
      '/': ['/api/auth/user', '/api/notifications/unread-count', '/api/posts?limit=20', '/api/conversations'],
      '/messages': ['/api/auth/user', '/api/notifications/unread-count', '/api/conversations'],
      '/reels/': ['/api/auth/user', '/api/notifications/unread-count', '/api/reels?limit=10'],
      '/notifications?x=1': [
        '/api/auth/user',
        '/api/notifications/unread-count',
        '/api/notifications?limit=30',
        '/api/conversations',
      ],
      '/ai': [
        '/api/auth/user',
        '/api/notifications/unread-count',
        '/api/ai/status',
        '/api/ai/conversations',
        '/api/conversations',
      ],
    };
    for (const [url, urls] of Object.entries(expected)) {
      const res = await page(url, cookie);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(preloads(res.headers.link), url).toEqual(urls);
      expect(res.headers['cache-control'], url).toBe('private, no-cache');
      expect(res.headers.vary, url).toContain('Cookie');
      for (const api of urls) expect((await page(api, cookie)).statusCode, api).toBe(200);
    }
  });

  it('name the admin’s figures only for an admin', async () => {
    const member = await sessionOf(ctx, await makeMember(ctx));
    const admin = await sessionOf(ctx, await makeAdmin(ctx));
    expect(preloads((await page('/admin', member.cookie)).headers.link)).toEqual([]);
    const res = await page('/admin', admin.cookie);
    expect(preloads(res.headers.link)).toContain('/api/admin/stats');
    expect((await page('/api/admin/stats', admin.cookie)).statusCode).toBe(200);
  });

  it('name nothing for a guest, an unknown session, another page or a request that is not a navigation', async () => {
    const { cookie } = await sessionOf(ctx, await makeMember(ctx));
    const guest = await page('/');
    expect(guest.statusCode).toBe(200);
    expect(guest.headers.link).toBeUndefined();
    expect(guest.headers['cache-control']).toBe('no-cache');
    expect((await page('/', 'riparami_session=sconosciuta')).headers.link).toBeUndefined();
    expect((await page('/settings', cookie)).headers.link).toBeUndefined();
    expect((await page('/', cookie, { 'sec-fetch-mode': 'cors' })).headers.link).toBeUndefined();
    expect((await page('/', cookie, { 'sec-fetch-mode': 'navigate' })).headers.link).toContain('/api/posts');
  });
});
