import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../common/constants.ts';
import { makeMember, sessionOf } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { GIF, jpegWithGps, png } from '../../test/images.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function member() {
  const user = await makeMember(ctx);
  return { user, headers: await sessionOf(ctx, user) };
}
async function uploadUrl(headers: { cookie: string }) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/objects/upload', headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { uploadURL: string; path: string };
}
const put = (url: string, headers: { cookie: string }, body: Buffer, type = 'image/jpeg') =>
  ctx.app.inject({ method: 'PUT', url, headers: { ...headers, 'content-type': type }, payload: body });

describe('upload flow (SPEC §7)', () => {
  it('requires authentication', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/objects/upload' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/objects/set-acl', payload: { objectPath: '/x' } }))
        .statusCode,
    ).toBe(401);
  });

  it('stores a JPEG re-encoded without EXIF GPS, with a thumbnail, visible to everyone after set-acl', async () => {
    const { headers } = await member();
    const { uploadURL, path: objectPath } = await uploadUrl(headers);
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await put(uploadURL, headers, original);
    expect(res.statusCode).toBe(200);

    // Private until set-acl: the owner sees it, another member does not.
    const other = await member();
    expect((await ctx.app.inject({ url: objectPath, headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: objectPath, headers: other.headers })).statusCode).toBe(404);

    const acl = await ctx.app.inject({
      method: 'POST',
      url: '/api/objects/set-acl',
      headers,
      payload: { objectPath },
    });
    expect(acl.json()).toEqual({ success: true, path: objectPath });

    const served = await ctx.app.inject({ url: objectPath, headers: other.headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Telefono'))).toBe(false);

    const thumb = await ctx.app.inject({ url: `${objectPath}/thumb`, headers: other.headers });
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('accepts PNG and keeps it PNG', async () => {
    const { headers } = await member();
    const { uploadURL, path: objectPath } = await uploadUrl(headers);
    expect((await put(uploadURL, headers, await png(), 'image/png')).statusCode).toBe(200);
    const served = await ctx.app.inject({ url: objectPath, headers });
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses what is not JPEG or PNG by its bytes, whatever the content type says', async () => {
    const { headers } = await member();
    const { uploadURL } = await uploadUrl(headers);
    const res = await put(uploadURL, headers, GIF, 'image/jpeg');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Sono accettate solo immagini JPG o PNG');
    const text = await put(uploadURL, headers, Buffer.from('ciao'), 'text/plain');
    expect(text.statusCode).toBe(415);
  });

  it('refuses a file over 5 MB with a 413', async () => {
    const { headers } = await member();
    const { uploadURL } = await uploadUrl(headers);
    const big = Buffer.alloc(LIMITS.postImageBytes + 1, 0xff);
    expect((await put(uploadURL, headers, big)).statusCode).toBe(413);
  });

  it('refuses a broken image', async () => {
    const { headers } = await member();
    const { uploadURL } = await uploadUrl(headers);
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 1)]);
    expect((await put(uploadURL, headers, broken)).statusCode).toBe(400);
  });

  it('binds the URL to its uploader, refuses tampering, expiry and replay', async () => {
    const { headers } = await member();
    const other = await member();
    const { uploadURL } = await uploadUrl(headers);
    const image = await jpegWithGps();
    expect((await put(uploadURL, other.headers, image)).statusCode).toBe(403);
    expect((await put(uploadURL.replace(/signature=./, 'signature=x'), headers, image)).statusCode).toBe(403);
    const expired = uploadURL.replace(/expires=\d+/, `expires=${Date.now() - 1000}`);
    expect((await put(expired, headers, image)).statusCode).toBe(403);
    expect((await put(uploadURL, headers, image)).statusCode).toBe(200);
    expect((await put(uploadURL, headers, image)).statusCode).toBe(409);
  });

  it("refuses set-acl on someone else's object or a path that is not ours", async () => {
    const { headers } = await member();
    const other = await member();
    const { uploadURL, path: objectPath } = await uploadUrl(headers);
    await put(uploadURL, headers, await jpegWithGps());
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/objects/set-acl',
      headers: other.headers,
      payload: { objectPath },
    });
    expect(res.statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/objects/set-acl',
      headers,
      payload: { objectPath: '../../etc/passwd' },
    });
    expect(bad.statusCode).toBe(400);
    expect(existsSync(path.join(ctx.objectsDir, objectPath.split('/').pop()!))).toBe(true);
  });
});
