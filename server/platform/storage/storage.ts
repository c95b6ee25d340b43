import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
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
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file(key)}.${process.pid}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, file(key));
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
