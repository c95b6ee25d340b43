import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReelPayload } from '../../../common/schemas/reels.ts';
import { users } from '../../db/schema.ts';
import { ffmpegAvailable } from '../../platform/media/ffmpeg.ts';
import { signedIn } from '../../test/factories.ts';
import { withTestContext } from '../../test/harness.ts';
import { guest } from '../../test/requests.ts';
import { toolAvailable } from '../../test/tools.ts';
import { uploadVideo } from '../../test/videos.ts';

// Issue 25: bytes that only start like an MP4 (here, an HTML page behind the header) are not a video.
const ctx = withTestContext();
const hasFfmpeg = toolAvailable('ffmpeg', await ffmpegAvailable());

const POLYGLOT = Buffer.concat([
  Buffer.from([0, 0, 0, 0x20]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
]);

describe.runIf(hasFfmpeg)('a reel whose video ffprobe cannot read', () => {
  it('is removed with its file once processed, and its author’s count goes back', async () => {
    const author = await signedIn(ctx());
    const videoUrl = await uploadVideo(author, POLYGLOT, 'video/mp4');
    const res = await author.send('POST', '/api/reels', {
      title: 'Non un video',
      description: 'Un file HTML travestito',
      videoUrl,
    });
    expect(res.statusCode).toBe(201);
    const reel = res.json() as ReelPayload;
    await ctx().app.reelProcessor.idle();
    expect((await author.send('GET', `/api/reels/${reel.id}`)).statusCode).toBe(404);
    expect((await guest(ctx()).send('GET', reel.videoUrl)).statusCode).toBe(404);
    expect((await author.send('GET', reel.videoUrl)).statusCode).toBe(404);
    const [row] = await ctx()
      .database.db.select({ reelsCount: users.reelsCount })
      .from(users)
      .where(eq(users.id, author.user.id));
    expect(row!.reelsCount).toBe(0);
  });
});
