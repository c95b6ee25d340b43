import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { comments, follows, likes, notifications, objects, postImages, posts, users } from '../db/schema.ts';
import { verifyPassword } from '../platform/auth/password.ts';
import { diskStorage } from '../platform/storage/storage.ts';
import { createTestDatabase } from '../test/database.ts';
import { DEMO_PASSWORD, seedDemo } from './seed.ts';

let database: Database;
let dir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'riparami-demo-'));
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const count = async (table: PgTable) => {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
};

describe('seedDemo', () => {
  it('seeds the demo community through the services, once', async () => {
    const accounts = await seedDemo(database.db, diskStorage(dir));
    expect(accounts).toEqual([
      { email: 'admin@riparami.it', isAdmin: true },
      { email: 'giulia@riparami.it', isAdmin: false },
      { email: 'luca@riparami.it', isAdmin: false },
      { email: 'sara@riparami.it', isAdmin: false },
    ]);
    const db = database.db;
    const [giulia] = await db.select().from(users).where(eq(users.email, 'giulia@riparami.it'));
    expect(await verifyPassword(giulia!.passwordHash!, DEMO_PASSWORD)).toBe(true);
    expect(giulia).toMatchObject({ postsCount: 2, followersCount: 2, followingCount: 1 });
    expect(giulia!.emailVerifiedAt).not.toBeNull();

    expect(await count(posts)).toBe(8);
    expect(await count(comments)).toBe(6);
    expect(await count(likes)).toBe(13);
    expect(await count(follows)).toBe(4);
    // Four uploaded photos, public with their posts, with a thumbnail beside each (reels' videos and
    // posters are objects too: see reels.test.ts).
    const photos = await db
      .select()
      .from(objects)
      .innerJoin(postImages, eq(postImages.objectId, objects.id))
      .then((rows) => rows.map((row) => row.objects));
    expect(photos).toHaveLength(4);
    expect(photos.every((o) => o.acl === 'public' && o.status === 'uploaded')).toBe(true);
    // Posts spread over the last days, newest last in the list.
    const [newest] = await db.select().from(posts).orderBy(desc(posts.createdAt)).limit(1);
    expect(newest!.title).toBe('Benvenuti su Riparami!');
    expect(Date.now() - newest!.createdAt.getTime()).toBeGreaterThan(3600_000);
    // The notifications the actions cause, none for acting on your own content.
    const all = await db.select().from(notifications);
    expect(all.some((n) => n.userId === n.actorId)).toBe(false);
    // Those of posts and follows; the demo reels' likes and comments notify too (reels.test.ts).
    const rows = all.filter((n) => n.reelId === null);
    expect(rows.filter((n) => n.type === 'follow')).toHaveLength(4);
    expect(rows.filter((n) => n.type === 'comment')).toHaveLength(6);
    expect(rows.filter((n) => n.type === 'like')).toHaveLength(13);
    expect(rows.some((n) => n.userId === n.actorId)).toBe(false);

    expect(await seedDemo(database.db, diskStorage(dir))).toBeNull();
    expect(await count(users)).toBe(4);
  });
});
