import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Maintenance URL of the run's PostgreSQL server (CREATE/DROP DATABASE). */
    testServerUrl: string;
    /** The migrated template every test file's database is created from. */
    templateDatabase: string;
  }
}

/** Durability off: a test database lives for one file, and fsync would only slow the run. */
const TEST_SETTINGS = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_connections: '300',
};

/**
 * One PostgreSQL server per run (the embedded one, or TEST_DATABASE_URL's) and one migrated
 * template database on it; each test file clones it with CREATE DATABASE … TEMPLATE (database.ts).
 */
export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stopServer: (() => Promise<void>) | undefined;
  let dir: string | undefined;
  if (!serverUrl) {
    dir = mkdtempSync(path.join(os.tmpdir(), 'riparami-test-'));
    // Run as root, the server's user must be able to enter the directory (decision 004).
    chmodSync(dir, 0o755);
    const server = await startEmbeddedPostgres({
      dataDir: dir,
      database: 'postgres',
      settings: TEST_SETTINGS,
    });
    serverUrl = server.url;
    stopServer = server.stop;
  }

  const template = `riparami_tpl_${process.pid}`;
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${template}`);
  await adminQuery(serverUrl, `CREATE DATABASE ${template}`);
  const database = openPostgres(withDatabase(serverUrl, template), { max: 1 });
  await database.migrate();
  await database.close();
  project.provide('testServerUrl', serverUrl);
  project.provide('templateDatabase', template);

  return async () => {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => {});
    await stopServer?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE). */
export async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The same server URL pointing at another database. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
