import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../common/constants.ts';
import { signedIn } from '../../test/factories.ts';
import { TEST_APP_URL, withTestContext } from '../../test/harness.ts';
import { GIF, jpegWithGps, png } from '../../test/images.ts';
import { itRequiresAuthentication } from '../../test/requests.ts';
import { putUpload as put, requestUpload as uploadUrl } from '../../test/uploads.ts';

const ctx = withTestContext();

const member = () => signedIn(ctx());

describe('upload flow (SPEC §7)', () => {
  itRequiresAuthentication(ctx, [
    ['POST', '/api/objects/upload'],
    ['POST', '/api/objects/set-acl'],
    ['PUT', '/api/objects/uploads/00000000-0000-0000-0000-000000000000?expires=1&signature=x'],
  ]);

  it('stores a JPEG re-encoded without EXIF GPS, with a thumbnail, visible to everyone after set-acl', async () => {
    const uploader = await member();
    const { uploadURL, path: objectPath } = await uploadUrl(uploader);
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await put(uploader, uploadURL, original);
    expect(res.statusCode).toBe(200);

    // Private until set-acl: the owner sees it, another member does not.
    const other = await member();
    expect((await uploader.send('GET', objectPath)).statusCode).toBe(200);
    expect((await other.send('GET', objectPath)).statusCode).toBe(404);

    const acl = await uploader.send('POST', '/api/objects/set-acl', { objectPath });
    expect(acl.json()).toEqual({ success: true, path: objectPath });

    const served = await other.send('GET', objectPath);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    // Briefly, not a year: a file may stop being public (issue 25).
    expect(served.headers['cache-control']).toBe('public, max-age=300');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Telefono'))).toBe(false);

    const thumb = await other.send('GET', `${objectPath}/thumb`);
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('accepts PNG and keeps it PNG', async () => {
    const uploader = await member();
    const { uploadURL, path: objectPath } = await uploadUrl(uploader);
    expect((await put(uploader, uploadURL, await png(), 'image/png')).statusCode).toBe(200);
    const served = await uploader.send('GET', objectPath);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses what is not JPEG or PNG by its bytes, whatever the content type says', async () => {
    const uploader = await member();
    const { uploadURL } = await uploadUrl(uploader);
    const res = await put(uploader, uploadURL, GIF, 'image/jpeg');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Sono accettate solo immagini JPG o PNG');
    const text = await put(uploader, uploadURL, Buffer.from('ciao'), 'text/plain');
    expect(text.statusCode).toBe(415);
  });

  it('refuses a file over 5 MB with a 413', async () => {
    const uploader = await member();
    const { uploadURL } = await uploadUrl(uploader);
    const big = Buffer.alloc(LIMITS.postImageBytes + 1, 0xff);
    expect((await put(uploader, uploadURL, big)).statusCode).toBe(413);
  });

  it('refuses a broken image', async () => {
    const uploader = await member();
    const { uploadURL } = await uploadUrl(uploader);
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 1)]);
    expect((await put(uploader, uploadURL, broken)).statusCode).toBe(400);
  });

  it('binds the URL to its uploader, refuses tampering, expiry and replay', async () => {
    const uploader = await member();
    const other = await member();
    const { uploadURL } = await uploadUrl(uploader);
    const image = await jpegWithGps();
    expect((await put(other, uploadURL, image)).statusCode).toBe(403);
    // Another first character (a signature that starts with "x" would stay the same with "x": 1 run in 64).
    const tampered = uploadURL.replace(
      /signature=(.)/,
      (_, c: string) => `signature=${c === 'x' ? 'y' : 'x'}`,
    );
    expect(tampered).not.toBe(uploadURL);
    expect((await put(uploader, tampered, image)).statusCode).toBe(403);
    const expired = uploadURL.replace(/expires=\d+/, `expires=${Date.now() - 1000}`);
    expect((await put(uploader, expired, image)).statusCode).toBe(403);
    expect((await put(uploader, uploadURL, image)).statusCode).toBe(200);
    expect((await put(uploader, uploadURL, image)).statusCode).toBe(409);
  });

  it("refuses set-acl on someone else's object or a path that is not ours", async () => {
    const uploader = await member();
    const other = await member();
    const { uploadURL, path: objectPath } = await uploadUrl(uploader);
    await put(uploader, uploadURL, await jpegWithGps());
    const res = await other.send('POST', '/api/objects/set-acl', { objectPath });
    expect(res.statusCode).toBe(404);
    const bad = await uploader.send('POST', '/api/objects/set-acl', { objectPath: '../../etc/passwd' });
    expect(bad.statusCode).toBe(400);
    expect(existsSync(path.join(ctx().objectsDir, objectPath.split('/').pop()!))).toBe(true);
  });

  it.each([
    ['relative', (url: string) => url],
    ['absolute', (url: string) => `${TEST_APP_URL}${url}`],
  ])('accepts the %s uploadURL that POST /api/objects/upload answered', async (_kind, asSent) => {
    const uploader = await member();
    const other = await member();
    const { uploadURL, path: objectPath } = await uploadUrl(uploader);
    expect((await put(uploader, uploadURL, await jpegWithGps())).statusCode).toBe(200);
    const acl = await uploader.send('POST', '/api/objects/set-acl', { objectPath: asSent(uploadURL) });
    expect(acl.statusCode).toBe(200);
    expect(acl.json()).toEqual({ success: true, path: objectPath });
    expect((await other.send('GET', objectPath)).statusCode).toBe(200);
  });
});
