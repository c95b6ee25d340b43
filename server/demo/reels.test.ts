import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { listReels } from '../features/reels/service.ts';
import { ffmpegAvailable } from '../platform/media/ffmpeg.ts';
import { diskStorage } from '../platform/storage/storage.ts';
import { createTestDatabase } from '../test/database.ts';
import { seedDemo } from './seed.ts';

let database: Database;
let dir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'riparami-demo-reels-'));
  await seedDemo(database.db, diskStorage(dir));
}, 60_000);
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

// The clips are drawn by ffmpeg at seed time; CI installs it (.ci/run).
describe.runIf(await ffmpegAvailable())('demo reels', () => {
  it('are three processed clips, newest first, with posters, durations, likes and comments', async () => {
    const [marco] = await database.db.select().from(users).where(eq(users.email, 'admin@riparami.it'));
    const reels = await listReels(database.db, marco!, { limit: 10 });
    expect(reels.map((r) => r.author.firstName)).toEqual(['Sara', 'Luca', 'Giulia']);
    for (const reel of reels) {
      expect(reel.posterUrl).not.toBeNull();
      expect(reel.duration).toBeCloseTo(4, 0);
      expect(existsSync(path.join(dir, reel.videoUrl.split('/').pop()!))).toBe(true);
    }
    expect(reels[2]).toMatchObject({
      tags: ['iphone', 'batteria', 'smartphone'],
      likesCount: 2,
      commentsCount: 1,
    });
  });
});
