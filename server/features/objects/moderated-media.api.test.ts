import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReelPayload } from '../../../common/schemas/reels.ts';
import { reels } from '../../db/schema.ts';
import { signedIn } from '../../test/factories.ts';
import { withTestContext } from '../../test/harness.ts';
import { guest } from '../../test/requests.ts';
import { uploadImage } from '../../test/uploads.ts';
import { uploadVideo } from '../../test/videos.ts';

// Issue 25: what moderation hid stops being public, and members' files are cached briefly only.
const ctx = withTestContext();

const maxAgeOf = (header: unknown) => Number(/max-age=(\d+)/.exec(String(header))?.[1] ?? 'NaN');

describe('the photos of a hidden post', () => {
  it('are served, briefly cached, until a moderator hides the post; then only to its author and admins', async () => {
    const author = await signedIn(ctx());
    const reporter = await signedIn(ctx());
    const admin = await signedIn(ctx(), { isAdmin: true });
    const image = await uploadImage(author);
    const created = await author.send('POST', '/api/posts', {
      title: 'Schermo rotto',
      content: 'Come lo cambio?',
      category: 'smartphone',
      imageUrls: [image],
    });
    expect(created.statusCode).toBe(201);
    const post = created.json() as { id: string };

    const before = await guest(ctx()).send('GET', image);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).not.toContain('immutable');
    expect(maxAgeOf(before.headers['cache-control'])).toBeLessThanOrEqual(600);

    const report = await reporter.send('POST', '/api/reports', {
      type: 'post',
      targetId: post.id,
      reason: 'spam',
    });
    expect(report.statusCode).toBe(201);
    const resolved = await admin.send('PATCH', `/api/admin/reports/${(report.json() as { id: string }).id}`, {
      status: 'resolved',
    });
    expect(resolved.statusCode).toBe(200);

    for (const path of [image, `${image}/thumb`]) {
      expect((await guest(ctx()).send('GET', path)).statusCode).toBe(404);
      expect((await reporter.send('GET', path)).statusCode).toBe(404);
      expect((await author.send('GET', path)).statusCode).toBe(200);
      expect((await admin.send('GET', path)).statusCode).toBe(200);
    }
  });
});

describe('the video of a hidden reel', () => {
  it('is no longer public', async () => {
    const author = await signedIn(ctx());
    const videoUrl = await uploadVideo(author);
    const res = await author.send('POST', '/api/reels', { title: 'Reel', description: 'Prova', videoUrl });
    expect(res.statusCode).toBe(201);
    const reel = res.json() as ReelPayload;
    await ctx().app.reelProcessor.idle();
    expect((await guest(ctx()).send('GET', reel.videoUrl)).statusCode).toBe(200);
    await ctx().database.db.update(reels).set({ hiddenAt: new Date() }).where(eq(reels.id, reel.id));
    expect((await guest(ctx()).send('GET', reel.videoUrl)).statusCode).toBe(404);
    expect((await author.send('GET', reel.videoUrl)).statusCode).toBe(200);
  });
});
