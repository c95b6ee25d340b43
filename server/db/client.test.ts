import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';
import { users } from './schema.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'riparami-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('embedded database', () => {
  it('keeps data across a clean close and reopen, and refuses a second opener while open', async () => {
    const dbDir = path.join(dir, 'db');
    const first = await openPglite(dbDir);
    await first.migrate();
    await first.db.insert(users).values({ email: 'resta@example.it', firstName: 'Resta' });
    await expect(openPglite(dbDir)).rejects.toThrow(/già in uso/);
    await first.close();

    const second = await openPglite(dbDir);
    await second.migrate();
    const rows = await second.db.select().from(users);
    expect(rows.map((r) => r.email)).toEqual(['resta@example.it']);
    await second.close();
  }, 60_000);
});
