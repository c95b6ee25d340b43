import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/** One database type for both drivers (STACK.md). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations. */
  migrate(): Promise<void>;
  /** Flushes and closes; safe to call twice. */
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens a PostgreSQL server through a `pg` pool. */
export function openPostgres(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Wraps an open PGlite instance; `release` runs after it is closed (e.g. dropping the lock). */
export function wrapPglite(client: PGlite, release?: () => void): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    async close() {
      if (closed) return;
      closed = true;
      try {
        // A checkpoint before closing lets the next start find a valid record (STACK.md).
        if (!client.closed) {
          await client.exec('CHECKPOINT');
          await client.close();
        }
      } finally {
        release?.();
      }
    },
  };
}

/** Opens the embedded database under `dir`, holding a lock file so a second process cannot corrupt it. */
export async function openPglite(dir: string): Promise<Database> {
  mkdirSync(dir, { recursive: true });
  const release = takeLock(`${dir}.lock`);
  try {
    const client = await PGlite.create(dir);
    return wrapPglite(client, release);
  } catch (err) {
    release();
    throw err;
  }
}

/** Opens PostgreSQL when a URL is given, otherwise PGlite under DATA_DIR/db. */
export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return Promise.resolve(openPostgres(options.databaseUrl));
  return openPglite(path.join(options.dataDir, 'db'));
}

/** An exclusive lock file holding our pid; a stale lock of a dead process is taken over. */
function takeLock(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8'));
      if (pid && isAlive(pid)) {
        throw new Error(`Il database è già in uso dal processo ${pid} (${file})`);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Impossibile bloccare il database (${file})`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A transaction handle; services that write several rows take one so their changes commit together. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
