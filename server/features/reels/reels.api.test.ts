import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../common/constants.ts';
import type { ReelPayload } from '../../../common/schemas/reels.ts';
import { objects, reelLikes, reels } from '../../db/schema.ts';
import { ffmpegAvailable } from '../../platform/media/ffmpeg.ts';
import { countQueries, signedIn } from '../../test/factories.ts';
import { withTestContext } from '../../test/harness.ts';
import { guest, itRequiresAuthentication, notificationsOf, type TestMember } from '../../test/requests.ts';
import { toolAvailable } from '../../test/tools.ts';
import { putUpload, requestUpload, uploadImage } from '../../test/uploads.ts';
import { FAKE_MP4, realClip, testVideo, uploadVideo } from '../../test/videos.ts';
import { createReel } from './service.ts';

const context = withTestContext();
const member = (firstName = 'Mario') => signedIn(context(), { firstName });

async function publish(author: TestMember, overrides: Record<string, unknown> = {}): Promise<ReelPayload> {
  const videoUrl = await uploadVideo(author);
  const res = await author.send('POST', '/api/reels', {
    title: 'Cambio batteria',
    description: 'Come sostituire la batteria in dieci minuti',
    videoUrl,
    tags: '#iPhone, batteria',
    ...overrides,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const objectIdOf = (url: string) => url.split('/').pop()!;

describe('reel calls require authentication', () => {
  itRequiresAuthentication(context, [
    ['GET', '/api/reels'],
    ['POST', '/api/reels'],
    ['GET', '/api/reels/x'],
    ['DELETE', '/api/reels/x'],
    ['POST', '/api/reels/x/like'],
    ['DELETE', '/api/reels/x/like'],
    ['GET', '/api/reels/x/comments'],
    ['POST', '/api/reels/x/comments'],
    ['GET', '/api/users/x/reels'],
  ]);
});

describe('video uploads (SPEC §7 flow, issue 19)', () => {
  it('accepts an MP4, a WebM and a QuickTime movie by their bytes', async () => {
    const uploader = await member();
    await uploadVideo(uploader, FAKE_MP4, 'video/mp4');
    const webm = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
      Buffer.from('webm'),
      Buffer.alloc(64),
    ]);
    await uploadVideo(uploader, webm, 'video/webm');
    const mov = Buffer.concat([
      Buffer.from([0, 0, 0, 0x14]),
      Buffer.from('ftypqt  ', 'latin1'),
      Buffer.alloc(64),
    ]);
    const path = await uploadVideo(uploader, mov, 'video/quicktime');
    const [row] = await context()
      .database.db.select()
      .from(objects)
      .where(eq(objects.id, objectIdOf(path)));
    expect(row).toMatchObject({ kind: 'video', contentType: 'video/quicktime', status: 'uploaded' });
  });

  it('refuses other bytes with 415, whatever the declared type', async () => {
    const uploader = await member();
    const { uploadURL } = await requestUpload(uploader);
    const avi = Buffer.concat([Buffer.from('RIFF\0\0\0\0AVI LIST'), Buffer.alloc(64)]);
    const res = await putUpload(uploader, uploadURL, avi, 'video/mp4');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Sono accettati solo video MP4, WebM o MOV');
    expect((await putUpload(uploader, uploadURL, avi, 'video/x-msvideo')).statusCode).toBe(415);
    expect((await putUpload(uploader, uploadURL, Buffer.from('ciao'), 'text/plain')).statusCode).toBe(415);
  });

  it('refuses a video over 100 MB with 413', async () => {
    const uploader = await member();
    const { uploadURL } = await requestUpload(uploader);
    const big = Buffer.concat([FAKE_MP4, Buffer.alloc(LIMITS.reelVideoBytes)]);
    expect((await putUpload(uploader, uploadURL, big, 'video/mp4')).statusCode).toBe(413);
  });

  it('serves a video with HTTP Range: 206, Accept-Ranges, Content-Length and Content-Range', async () => {
    const author = await member();
    const reel = await publish(author);
    const video = await testVideo();
    const visitor = guest(context());
    const whole = await visitor.send('GET', reel.videoUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(Number(whole.headers['content-length'])).toBe(video.length);
    expect(whole.headers['cache-control']).toContain('public');

    const part = await visitor.send('GET', reel.videoUrl, undefined, { range: 'bytes=4-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${video.length}`);
    expect(part.headers['content-length']).toBe('8');
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');

    const tail = await visitor.send('GET', reel.videoUrl, undefined, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(video.subarray(-10));

    const past = await visitor.send('GET', reel.videoUrl, undefined, { range: `bytes=${video.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${video.length}`);
  });

  it('keeps a private video from others, ranges included', async () => {
    const uploader = await member();
    const other = await member();
    const videoPath = await uploadVideo(uploader);
    expect((await uploader.send('GET', videoPath, undefined, { range: 'bytes=0-1' })).statusCode).toBe(206);
    expect((await other.send('GET', videoPath, undefined, { range: 'bytes=0-1' })).statusCode).toBe(404);
  });
});

describe('POST /api/reels', () => {
  it('publishes a reel with split, lower-cased tags; its video becomes public', async () => {
    const author = await member('Giulia');
    const reel = await publish(author, { tags: '#iPhone, batteria #IPHONE schermo' });
    expect(reel).toMatchObject({
      title: 'Cambio batteria',
      tags: ['iphone', 'batteria', 'schermo'],
      author: { id: author.user.id, firstName: 'Giulia' },
      isLiked: false,
      likesCount: 0,
      commentsCount: 0,
    });
    expect(reel.videoUrl).toMatch(/^\/objects\/uploads\//);
    const other = await member();
    expect((await other.send('GET', reel.videoUrl)).statusCode).toBe(200);
    const profile = await other.send('GET', `/api/users/${author.user.id}`);
    expect(profile.json().reelsCount).toBe(1);
  });

  it('keeps the first 10 of 11 tags, also from a list', async () => {
    const author = await member();
    const eleven = Array.from({ length: 11 }, (_, i) => `tag${i + 1}`);
    const fromText = await publish(author, { tags: eleven.map((t) => `#${t}`).join(' ') });
    expect(fromText.tags).toEqual(eleven.slice(0, 10));
    const fromList = await publish(author, { tags: eleven });
    expect(fromList.tags).toHaveLength(10);
  });

  it.each([
    ['no title', { title: '   ' }, 'Titolo, descrizione e video sono obbligatori'],
    ['no description', { description: '' }, 'Titolo, descrizione e video sono obbligatori'],
    ['no video', { videoUrl: '' }, 'Titolo, descrizione e video sono obbligatori'],
    ['a 101-character title', { title: 'x'.repeat(101) }, 'Il titolo può avere al massimo 100 caratteri'],
    [
      'a 501-character description',
      { description: 'x'.repeat(501) },
      'La descrizione può avere al massimo 500 caratteri',
    ],
  ])('refuses %s with 400', async (_case, body, message) => {
    const author = await member();
    const res = await author.send('POST', '/api/reels', {
      title: 'Titolo',
      description: 'Descrizione',
      videoUrl: await uploadVideo(author),
      ...body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it("refuses someone else's video, an image, a path that is not an object and a video used twice", async () => {
    const author = await member();
    const other = await member();
    const send = (videoUrl: string) =>
      author.send('POST', '/api/reels', { title: 'T', description: 'D', videoUrl });
    const theirs = await send(await uploadVideo(other));
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().message).toBe('Il video non è stato caricato da te');
    const image = await send(await uploadImage(author));
    expect(image.statusCode).toBe(400);
    expect(image.json().message).toBe('Il file scelto non è un video');
    expect((await send('../../etc/passwd')).statusCode).toBe(400);
    const { path: pending } = await requestUpload(author);
    expect((await send(pending)).statusCode).toBe(400);
    const video = await uploadVideo(author);
    expect((await send(video)).statusCode).toBe(201);
    expect((await send(video)).statusCode).toBe(409);
    expect(await context().database.db.select().from(reels).where(eq(reels.authorId, other.user.id))).toEqual(
      [],
    );
  });
});

describe('GET /api/reels and GET /api/users/{id}/reels', () => {
  it('lists newest first with keyset pages, in a bounded number of statements', async () => {
    const author = await member();
    const viewer = await member();
    const made: ReelPayload[] = [];
    for (let i = 0; i < 3; i++) made.push(await publish(author, { title: `Reel ${i}` }));
    const first = (await viewer.send('GET', '/api/reels?limit=2')).json() as ReelPayload[];
    expect(first.map((r) => r.title)).toEqual(['Reel 2', 'Reel 1']);
    const next = (
      await viewer.send('GET', `/api/reels?limit=2&before=${first[1]!.id}`)
    ).json() as ReelPayload[];
    expect(next[0]!.title).toBe('Reel 0');

    // Background processing of the new reels would be counted too: let it finish first.
    await context().app.reelProcessor.idle();
    const small = await countQueries(() => viewer.send('GET', '/api/reels?limit=2'));
    for (let i = 0; i < 4; i++) await publish(author);
    await context().app.reelProcessor.idle();
    const large = await countQueries(() => viewer.send('GET', '/api/reels?limit=8'));
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(3);
    // Exactly the page size asked for, below and above the usual page (the statement reads 10 or 30).
    const own = (limit: number) => viewer.send('GET', `/api/users/${author.user.id}/reels?limit=${limit}`);
    expect((await own(5)).json()).toHaveLength(5);
    expect((await own(11)).json()).toHaveLength(7);
  });

  it("lists one member's reels, and 404 for a member who does not exist", async () => {
    const author = await member();
    const someoneElse = await member();
    const reel = await publish(author);
    await publish(someoneElse);
    const viewer = await member();
    const list = (await viewer.send('GET', `/api/users/${author.user.id}/reels`)).json() as ReelPayload[];
    expect(list.map((r) => r.id)).toEqual([reel.id]);
    expect((await viewer.send('GET', '/api/users/nessuno/reels')).statusCode).toBe(404);
  });
});

describe('reel likes', () => {
  it('are idempotent: liking twice keeps one like, unliking twice is fine; the author is notified once', async () => {
    const author = await member();
    const fan = await member('Carla');
    const reel = await publish(author, { title: 'Saldatura' });
    const like = () => fan.send('POST', `/api/reels/${reel.id}/like`);
    const unlike = () => fan.send('DELETE', `/api/reels/${reel.id}/like`);
    expect((await like()).json()).toEqual({ isLiked: true, likesCount: 1 });
    expect((await like()).json()).toEqual({ isLiked: true, likesCount: 1 });
    const listed = (await fan.send('GET', `/api/reels/${reel.id}`)).json() as ReelPayload;
    expect(listed).toMatchObject({ isLiked: true, likesCount: 1 });
    const notified = await notificationsOf(author);
    expect(notified).toHaveLength(1);
    expect(notified[0]).toMatchObject({ type: 'like', title: 'Nuovo mi piace' });
    expect(notified[0]!.message).toBe('A Carla Rossi piace il tuo reel "Saldatura"');
    expect((await unlike()).json()).toEqual({ isLiked: false, likesCount: 0 });
    expect((await unlike()).json()).toEqual({ isLiked: false, likesCount: 0 });
    expect(await notificationsOf(author)).toHaveLength(0);
  });

  it('keep likesCount equal to the like rows under concurrent calls', async () => {
    const author = await member();
    const reel = await publish(author);
    const fans = await Promise.all(Array.from({ length: 6 }, () => member()));
    const calls = [
      ...fans.map((fan) => fan.send('POST', `/api/reels/${reel.id}/like`)),
      ...[1, 2, 3].map(() => fans[0]!.send('POST', `/api/reels/${reel.id}/like`)),
      fans[1]!.send('DELETE', `/api/reels/${reel.id}/like`),
    ];
    expect((await Promise.all(calls)).every((r) => r.statusCode === 200)).toBe(true);
    const db = context().database.db;
    const [row] = await db.select().from(reels).where(eq(reels.id, reel.id));
    const [{ count } = { count: -1 }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(reelLikes)
      .where(and(eq(reelLikes.reelId, reel.id)));
    expect(row!.likesCount).toBe(count);
  });

  it('answer 404 for a reel that does not exist', async () => {
    const fan = await member();
    expect((await fan.send('POST', '/api/reels/nessuno/like')).statusCode).toBe(404);
    expect((await fan.send('DELETE', '/api/reels/nessuno/like')).statusCode).toBe(404);
  });
});

describe('reel comments', () => {
  it('adds and lists comments oldest first, counts them and notifies the author', async () => {
    const author = await member();
    const commenter = await member('Luca');
    const reel = await publish(author, { title: 'Display' });
    const path = `/api/reels/${reel.id}/comments`;
    expect((await commenter.send('POST', path, { content: '  Grazie!  ' })).statusCode).toBe(201);
    await commenter.send('POST', path, { content: 'Funziona' });
    const list = (await author.send('GET', path)).json();
    expect(list.map((c: { content: string }) => c.content)).toEqual(['Grazie!', 'Funziona']);
    expect(list[0].author).toMatchObject({ id: commenter.user.id, firstName: 'Luca' });
    expect(((await author.send('GET', `/api/reels/${reel.id}`)).json() as ReelPayload).commentsCount).toBe(2);
    const [n] = await notificationsOf(author);
    expect(n).toMatchObject({ type: 'comment', message: 'Luca Rossi ha commentato il tuo reel "Display"' });
  });

  it('refuses an empty or too long comment and a missing reel', async () => {
    const author = await member();
    const reel = await publish(author);
    const path = `/api/reels/${reel.id}/comments`;
    expect((await author.send('POST', path, { content: '   ' })).statusCode).toBe(400);
    expect((await author.send('POST', path, { content: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await author.send('POST', '/api/reels/nessuno/comments', { content: 'ciao' })).statusCode).toBe(
      404,
    );
    expect((await author.send('GET', '/api/reels/nessuno/comments')).statusCode).toBe(404);
  });
});

describe('DELETE /api/reels/{id}', () => {
  it('lets only the author delete; rows and files go', async () => {
    const author = await member();
    const other = await member();
    const reel = await publish(author);
    await other.send('POST', `/api/reels/${reel.id}/like`);
    await other.send('POST', `/api/reels/${reel.id}/comments`, { content: 'Bello' });
    expect((await other.send('DELETE', `/api/reels/${reel.id}`)).statusCode).toBe(403);
    expect((await author.send('DELETE', `/api/reels/${reel.id}`)).json()).toEqual({ success: true });
    expect((await author.send('GET', `/api/reels/${reel.id}`)).statusCode).toBe(404);
    expect((await other.send('GET', reel.videoUrl)).statusCode).toBe(404);
    expect(existsSync(path.join(context().objectsDir, objectIdOf(reel.videoUrl)))).toBe(false);
    expect(await notificationsOf(author)).toHaveLength(0);
    expect((await author.send('GET', `/api/users/${author.user.id}`)).json().reelsCount).toBe(0);
    expect((await author.send('DELETE', `/api/reels/${reel.id}`)).statusCode).toBe(404);
  });
});

// CI installs ffmpeg (.ci/run); without it reels work with no poster and these are skipped.
describe.runIf(toolAvailable('ffmpeg', await ffmpegAvailable()))('processing with ffmpeg', () => {
  it('gives a reel a poster frame and its duration, in the background', async () => {
    const author = await member();
    const videoUrl = await uploadVideo(author, await realClip('mp4', 2));
    const res = await author.send('POST', '/api/reels', { title: 'Poster', description: 'D', videoUrl });
    expect(res.json().posterUrl).toBeNull();
    await context().app.reelProcessor.idle();
    const reel = (await author.send('GET', `/api/reels/${res.json().id}`)).json() as ReelPayload;
    expect(reel.duration).toBeCloseTo(2, 0);
    expect(reel.videoUrl).toBe(videoUrl);
    const poster = await guest(context()).send('GET', reel.posterUrl!);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(poster.rawPayload).metadata()).width).toBe(160);
  });

  it('transcodes a WebM to an H.264/AAC MP4 and removes the original', async () => {
    const author = await member();
    const videoUrl = await uploadVideo(author, await realClip('webm', 1), 'video/webm');
    const res = await author.send('POST', '/api/reels', { title: 'WebM', description: 'D', videoUrl });
    await context().app.reelProcessor.idle();
    const reel = (await author.send('GET', `/api/reels/${res.json().id}`)).json() as ReelPayload;
    expect(reel.videoUrl).not.toBe(videoUrl);
    const served = await author.send('GET', reel.videoUrl, undefined, { range: 'bytes=0-15' });
    expect(served.statusCode).toBe(206);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect((await author.send('GET', videoUrl)).statusCode).toBe(404);
    expect(existsSync(path.join(context().objectsDir, objectIdOf(videoUrl)))).toBe(false);
  });

  it('picks up a reel a restart left unprocessed', async () => {
    const author = await member();
    const videoUrl = await uploadVideo(author, await realClip('mp4', 1));
    // Published without the app's queue, as if the process had stopped before processing it.
    const reel = await createReel({ ...context().services }, author.user, {
      title: 'R',
      description: 'D',
      videoUrl,
    });
    expect(reel.duration).toBeNull();
    expect(await context().app.reelProcessor.resume()).toBeGreaterThanOrEqual(1);
    await context().app.reelProcessor.idle();
    const after = (await author.send('GET', `/api/reels/${reel.id}`)).json() as ReelPayload;
    expect(after.duration).toBeCloseTo(1, 0);
    expect(after.posterUrl).not.toBeNull();
  });

  it('deleting a reel also removes its poster', async () => {
    const author = await member();
    const videoUrl = await uploadVideo(author, await realClip('mp4', 1));
    const created = (
      await author.send('POST', '/api/reels', { title: 'P', description: 'D', videoUrl })
    ).json();
    await context().app.reelProcessor.idle();
    const reel = (await author.send('GET', `/api/reels/${created.id}`)).json() as ReelPayload;
    await author.send('DELETE', `/api/reels/${reel.id}`);
    expect(existsSync(path.join(context().objectsDir, objectIdOf(reel.posterUrl!)))).toBe(false);
  });
});
