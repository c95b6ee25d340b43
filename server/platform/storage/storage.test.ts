import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from './s3.ts';
import { diskStorage, type ObjectStorage } from './storage.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'riparami-storage-'));
// A local S3-compatible server: the adapter speaks real S3 HTTP to it.
const s3server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: path.join(dir, 's3'),
  configureBuckets: [{ name: 'riparami-test' }],
});
let endpoint = '';
beforeAll(async () => {
  const address = (await s3server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await s3server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString();
}

const adapters: [string, () => ObjectStorage][] = [
  ['disk', () => diskStorage(path.join(dir, 'disk'))],
  [
    's3',
    () =>
      s3Storage({
        bucket: 'riparami-test',
        endpoint,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      }),
  ],
];

describe.each(adapters)('%s object storage', (_name, make) => {
  it('stores, reads back, replaces and deletes an object', async () => {
    const storage = make();
    await storage.put('prova.thumb', Buffer.from('prima versione'));
    await storage.put('prova.thumb', Buffer.from('seconda versione'));
    const file = await storage.get('prova.thumb');
    expect(file?.size).toBe('seconda versione'.length);
    expect(await text(file!.stream)).toBe('seconda versione');
    await storage.delete('prova.thumb');
    expect(await storage.get('prova.thumb')).toBeNull();
  });

  it('answers null for a missing object and deleting one is harmless', async () => {
    const storage = make();
    expect(await storage.get('mai-esistito')).toBeNull();
    await expect(storage.delete('mai-esistito')).resolves.toBeUndefined();
  });
});
