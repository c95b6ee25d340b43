import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeLeftovers } from '../../platform/storage/storage.ts';
import { signedIn } from '../../test/factories.ts';
import { withTestContext } from '../../test/harness.ts';
import { jpegWithGps } from '../../test/images.ts';
import { putUpload, requestUpload } from '../../test/uploads.ts';

const ctx = withTestContext();

describe('an upload is complete only once its files are written (issue 25)', () => {
  it('a write that fails leaves the upload pending: not readable, not usable by a post, and it can be sent again', async () => {
    const member = await signedIn(ctx());
    const { uploadURL, path: objectPath } = await requestUpload(member);
    const storage = ctx().services.storage;
    const put = storage.put;
    storage.put = async () => {
      throw new Error('disk gone');
    };
    try {
      const failed = await putUpload(member, uploadURL, await jpegWithGps());
      expect(failed.statusCode).toBe(500);
    } finally {
      storage.put = put;
    }
    expect((await member.send('GET', objectPath)).statusCode).toBe(404);
    const post = await member.send('POST', '/api/posts', {
      title: 'Foto',
      content: 'Guarda',
      imageUrls: [objectPath],
    });
    expect(post.statusCode).toBe(400);

    const again = await putUpload(member, uploadURL, await jpegWithGps());
    expect(again.statusCode, again.body).toBe(200);
    expect((await member.send('GET', objectPath)).statusCode).toBe(200);
    expect((await member.send('GET', `${objectPath}/thumb`)).statusCode).toBe(200);
    const published = await member.send('POST', '/api/posts', {
      title: 'Foto',
      content: 'Guarda',
      imageUrls: [objectPath],
    });
    expect(published.statusCode).toBe(201);
  });

  it('a second PUT of a completed upload is refused with 409', async () => {
    const member = await signedIn(ctx());
    const { uploadURL } = await requestUpload(member);
    expect((await putUpload(member, uploadURL, await jpegWithGps())).statusCode).toBe(200);
    expect((await putUpload(member, uploadURL, await jpegWithGps())).statusCode).toBe(409);
  });

  it('removes half-written files a crash left, and nothing else', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'riparami-leftovers-'));
    writeFileSync(path.join(dir, 'abc'), 'done');
    writeFileSync(path.join(dir, 'abc.thumb'), 'done');
    writeFileSync(path.join(dir, 'def.1234.tmp'), 'half');
    expect(await removeLeftovers(dir)).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(['abc', 'abc.thumb']);
  });
});
