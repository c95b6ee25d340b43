import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded bytes live; keys are flat names like `<uuid>` or `<uuid>.thumb`. */
export interface ObjectStorage {
  put(key: string, data: Buffer): Promise<void>;
  /**
   * A stream of the bytes (only `range`'s when given, both ends included) and the whole object's size,
   * or null when there is no such object.
   */
  get(
    key: string,
    range?: { start: number; end: number },
  ): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
  /** Set when browsers may read and upload at the store itself (S3); the disk has no such URLs. */
  direct?: DirectAccess;
}

/** Presigned, expiring URLs of a store browsers can reach (S3 reads through redirects, video PUTs). */
export interface DirectAccess {
  readUrl(key: string, options: { contentType?: string; expiresInSeconds: number }): Promise<string>;
  uploadUrl(
    key: string,
    options: { contentType: string; size: number; expiresInSeconds: number },
  ): Promise<string>;
  /** The stored size, or null when nothing was uploaded under `key`. */
  size(key: string): Promise<number | null>;
}

const SAFE_KEY = /^[\w.-]+$/;

/** Objects as files under a directory (the default, DESIGN §1). */
export function diskStorage(dir: string): ObjectStorage {
  const file = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`invalid object key ${key}`);
    return path.join(dir, key);
  };
  return {
    async put(key, data) {
      await mkdir(dir, { recursive: true });
      // Write, flush to disk, then rename: a reader never sees half a file, and once put() resolves the
      // bytes survive a crash (issue 25: an upload is marked complete only after this).
      const tmp = `${file(key)}.${process.pid}.tmp`;
      const handle = await open(tmp, 'w');
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(tmp, file(key));
      const folder = await open(dir, 'r');
      try {
        await folder.sync();
      } finally {
        await folder.close();
      }
    },
    async get(key, range) {
      try {
        const { size } = await stat(file(key));
        return { stream: createReadStream(file(key), range), size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}

/**
 * Removes what a crash left in the objects folder: half-written `.tmp` files (issue 25). Their uploads are
 * still pending, so the member can send them again.
 */
export async function removeLeftovers(dir: string): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const leftovers = names.filter((name) => name.endsWith('.tmp'));
  await Promise.all(leftovers.map((name) => rm(path.join(dir, name), { force: true })));
  return leftovers.length;
}

export interface S3Options {
  bucket: string;
  region?: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/**
 * Where the browser fetches presigned URLs from, for the page's Content-Security-Policy. Here rather than in
 * s3.ts, which loads the AWS SDK only when S3 is configured (issue 29).
 */
export function s3Origin(options: Pick<S3Options, 'endpoint'>): string {
  return options.endpoint ? new URL(options.endpoint).origin : 'https://*.amazonaws.com';
}
