import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type EmbeddedOptions, startEmbeddedPostgres } from './embedded.ts';
import { projectRoot } from './paths.ts';
import * as schema from './schema.ts';

/** The database handle every service takes (one driver: `pg`, embedded or external server). */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  /** Applies the committed SQL migrations. */
  migrate(): Promise<void>;
  /** Ends the pool (and stops the embedded server when we started one); safe to call twice. */
  close(): Promise<void>;
}

/** How long a request waits for a pooled connection before it is answered 503. */
export const POOL_ACQUIRE_TIMEOUT_MS = 3000;
/** The longest a statement may run (the slowest path runs well under 100 ms). */
export const STATEMENT_TIMEOUT_MS = 4000;

/**
 * The pool on the embedded server: each connection is a PostgreSQL process of its own (~6 MiB), and on the
 * small machine it runs on five keep both cores busy (issue 29: memory after load).
 */
const EMBEDDED_POOL_SIZE = 5;

export const migrationsFolder = path.join(projectRoot, 'server', 'db', 'migrations');

/** Opens a PostgreSQL server through a `pg` pool; `afterClose` runs once the pool has ended. */
export function openPostgres(
  url: string,
  options: { max?: number; afterClose?: () => Promise<void> } = {},
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // A frozen or unreachable server answers 503 in seconds instead of holding every request (issue 25).
    connectionTimeoutMillis: POOL_ACQUIRE_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: STATEMENT_TIMEOUT_MS + 500,
    idle_in_transaction_session_timeout: STATEMENT_TIMEOUT_MS * 2,
  });
  // A client that loses its connection must not crash the process (issue 25): the pool reports idle ones,
  // and every client gets its own listener for the time it is checked out (between the statements of a
  // transaction, say), when an 'error' event with no listener would end the process. The request in flight
  // fails and is answered 503; the pool replaces the client.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema });
  let closed: Promise<void> | undefined;
  return {
    db,
    // Migrations may rewrite large tables: their own connection, without the statement timeout.
    async migrate() {
      const client = new pg.Client({ connectionString: url, statement_timeout: 0 });
      await client.connect();
      try {
        await migrate(drizzle(client), { migrationsFolder });
      } finally {
        await client.end();
      }
    },
    close() {
      closed ??= (async () => {
        await pool.end();
        await options.afterClose?.();
      })();
      return closed;
    },
  };
}

/**
 * Opens DATABASE_URL when set; otherwise starts the embedded PostgreSQL server of DATA_DIR
 * (decision 004), which `close()` stops after the pool has ended.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  log?: EmbeddedOptions['log'];
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const server = await startEmbeddedPostgres({ dataDir: options.dataDir, log: options.log });
  return openPostgres(server.url, { max: EMBEDDED_POOL_SIZE, afterClose: () => server.stop() });
}

/** A transaction handle; services that write several rows take one so their changes commit together. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
