import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded bytes live; keys are flat names like `<uuid>` or `<uuid>.thumb`. */
export interface ObjectStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** A stream of the bytes, or null when there is no such object. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
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
    async get(key) {
      try {
        const { size } = await stat(file(key));
        return { stream: createReadStream(file(key)), size };
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
