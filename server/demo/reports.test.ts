import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { posts, reports, users } from '../db/schema.ts';
import { diskStorage } from '../platform/storage/storage.ts';
import { createTestDatabase } from '../test/database.ts';
import { seedDemo } from './seed.ts';

let database: Database;
let dir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'riparami-demo-reports-'));
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('demo reports', () => {
  it('gives the moderation tab a pending report on a post at first start', async () => {
    await seedDemo(database.db, diskStorage(dir));
    const rows = await database.db
      .select({ report: reports, reporter: users.email, post: posts.title })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.reporterId))
      .innerJoin(posts, eq(posts.id, reports.targetId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      report: { type: 'post', status: 'pending', reason: 'dangerous' },
      reporter: 'luca@riparami.it',
      post: 'Sostituzione vetro Samsung A52: com’è andata',
    });
  });
});
