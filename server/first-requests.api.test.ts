import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, objects, reels } from './db/schema.ts';
import { makeAdmin, makeMember, sessionOf } from './test/factories.ts';
import { createTestContext, type TestContext } from './test/harness.ts';

// Issue 29: the app's page names, in a Link header, the data its screen asks first, so the browser fetches it
// beside the app's code. Which addresses, for whom, and that each one answers that member.
let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'riparami-client-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Riparami</title>');
  mkdirSync(path.join(dir, '.vite'));
  writeManifest('1');
  ctx = await createTestContext({}, { clientDir: dir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A client build's manifest: the page's own chunk, the shell, the feed, and a chunk both share. */
function writeManifest(build: string) {
  const file = path.join(dir, '.vite', 'manifest.json');
  writeFileSync(
    file,
    JSON.stringify({
      'index.html': { file: `assets/index-${build}.js`, imports: ['_vendor.js'] },
      '_vendor.js': { file: `assets/vendor-${build}.js` },
      '_app.js': { file: `assets/app-${build}.js`, imports: ['index.html', '_vendor.js'] },
      'src/signed-in-routes.tsx': { file: `assets/shell-${build}.js`, imports: ['index.html', '_app.js'] },
      'src/features/feed/feed-page.tsx': { file: `assets/feed-${build}.js`, imports: ['_app.js'] },
      'src/features/landing/landing-page.tsx': { file: `assets/landing-${build}.js`, imports: ['_app.js'] },
    }),
  );
  // A rebuild within the same second still reads as newer.
  const at = new Date(Date.now() + Number(build) * 1000);
  utimesSync(file, at, at);
}
const modules = (link: string | string[] | undefined) =>
  [...String(link ?? '').matchAll(/<([^>]+)>; rel=modulepreload/g)].map((m) => m[1]);

const page = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url, headers: { ...(cookie ? { cookie } : {}), ...headers } });
const preloads = (link: string | string[] | undefined) =>
  [...String(link ?? '').matchAll(/<([^>]+)>; rel=preload; as=fetch; crossorigin=use-credentials/g)].map(
    (m) => m[1],
  );

const pictures = (link: string | string[] | undefined) =>
  [...String(link ?? '').matchAll(/<([^>]+)>; rel=preload; as=image/g)].map((m) => m[1]);

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

  it('name the screen’s code from the client build, less what the page loads itself, and follow a rebuild', async () => {
    const { cookie } = await sessionOf(ctx, await makeMember(ctx));
    expect(modules((await page('/', cookie)).headers.link).sort()).toEqual([
      '/assets/app-1.js',
      '/assets/feed-1.js',
      '/assets/shell-1.js',
    ]);
    writeManifest('2');
    expect(modules((await page('/', cookie)).headers.link).sort()).toEqual([
      '/assets/app-2.js',
      '/assets/feed-2.js',
      '/assets/shell-2.js',
    ]);
    // A manifest that does not parse (a rebuild half way): the page and its data all the same, no code named.
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{"index.html": {"fi');
    const during = await page('/', cookie);
    expect(during.statusCode).toBe(200);
    expect(modules(during.headers.link)).toEqual([]);
    expect(preloads(during.headers.link)).toContain('/api/posts?limit=20');
    writeManifest('2');
    // A screen the build does not name: its data only.
    const reels = (await page('/reels', cookie)).headers.link;
    expect(modules(reels)).toEqual(['/assets/shell-2.js', '/assets/app-2.js']);
    expect(preloads(reels)).toContain('/api/reels?limit=10');
  });

  it('name the admin’s figures only for an admin', async () => {
    const member = await sessionOf(ctx, await makeMember(ctx));
    const admin = await sessionOf(ctx, await makeAdmin(ctx));
    expect(preloads((await page('/admin', member.cookie)).headers.link)).toEqual([]);
    const res = await page('/admin', admin.cookie);
    expect(preloads(res.headers.link)).toContain('/api/admin/stats');
    expect((await page('/api/admin/stats', admin.cookie)).statusCode).toBe(200);
  });

  it('name only the landing page’s code for a guest or an unknown session, nothing elsewhere', async () => {
    const { cookie } = await sessionOf(ctx, await makeMember(ctx));
    for (const session of [undefined, 'riparami_session=sconosciuta']) {
      const guest = await page('/', session);
      expect(guest.statusCode).toBe(200);
      expect(preloads(guest.headers.link)).toEqual([]);
      expect(modules(guest.headers.link)).toEqual([
        expect.stringMatching(/^\/assets\/landing-\d\.js$/),
        expect.stringMatching(/^\/assets\/app-\d\.js$/),
      ]);
    }
    expect((await page('/messages')).headers.link).toBeUndefined();
    // No validators on any page: a browser cannot revalidate a guest's copy into a member's page (304).
    for (const session of [undefined, cookie]) {
      const res = await page('/', session);
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['last-modified']).toBeUndefined();
      expect(res.headers.vary).toContain('Cookie');
    }
    expect((await page('/messages')).headers['cache-control']).toBe('no-cache');
    expect((await page('/settings', cookie)).headers.link).toBeUndefined();
    expect((await page('/', cookie, { 'sec-fetch-mode': 'cors' })).headers.link).toBeUndefined();
    expect((await page('/', cookie, { 'sec-fetch-mode': 'navigate' })).headers.link).toContain('/api/posts');
  });

  it('name the first reel’s poster on the reels, only for a member who is shown that reel', async () => {
    const db = ctx.database.db;
    const author = await makeMember(ctx);
    const viewer = await makeMember(ctx);
    const { cookie } = await sessionOf(ctx, viewer);
    const reelsPictures = async () => pictures((await page('/reels', cookie)).headers.link);
    expect(await reelsPictures()).toEqual([]);
    const [video, poster] = await db
      .insert(objects)
      .values([
        { ownerId: author.id, kind: 'video', status: 'uploaded', acl: 'public', contentType: 'video/mp4' },
        { ownerId: author.id, kind: 'image', status: 'uploaded', acl: 'public', contentType: 'image/jpeg' },
      ])
      .returning({ id: objects.id });
    // A reel whose poster is not made yet: nothing to name.
    await db
      .insert(reels)
      .values({ authorId: author.id, title: 'Reel', description: 'D', videoObjectId: video!.id });
    expect(await reelsPictures()).toEqual([]);
    await db.update(reels).set({ posterObjectId: poster!.id });
    expect(await reelsPictures()).toEqual([`/objects/uploads/${poster!.id}`]);
    expect(pictures((await page('/', cookie)).headers.link)).toEqual([]);
    // A shared reel's link opens on that reel: the first one's poster is not what the screen shows first.
    expect(pictures((await page('/reels?reel=altro', cookie)).headers.link)).toEqual([]);
    expect(pictures((await page('/reels')).headers.link)).toEqual([]);
    // The author blocked the viewer: the reel is not in the viewer's feed, nor its poster in the page.
    await db.insert(blocks).values({ blockerId: author.id, blockedId: viewer.id });
    expect(await reelsPictures()).toEqual([]);
  });
});
