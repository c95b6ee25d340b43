import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { type Database, openPostgres } from '../db/client.ts';
import { adminQuery, withDatabase } from './global-setup.ts';

/**
 * A fresh, migrated database for one test file: created from the run's template on the run's
 * server (embedded, or TEST_DATABASE_URL), and dropped when closed.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = inject('testServerUrl');
  const name = `riparami_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  return openPostgres(withDatabase(serverUrl, name), {
    max: 5,
    afterClose: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  });
}
