import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { objects, reels } from '../../db/schema.ts';
import { deleteObjectFiles } from '../../domain/objects.ts';
import {
  extractPoster,
  ffmpegAvailable,
  needsTranscode,
  probeVideo,
  transcodeToMp4,
} from '../../platform/media/ffmpeg.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { removeReel } from './remove-reel.ts';

export interface ProcessingDeps {
  db: Db;
  storage: ObjectStorage;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * Background work on a new reel's video (issue 19): duration and poster frame from ffmpeg, and a
 * transcode to H.264/AAC MP4 when the upload is anything else. One reel at a time, off the request
 * path; without ffmpeg on the PATH nothing happens and the reel plays with no poster.
 */
export class ReelProcessor {
  private queue: Promise<void> = Promise.resolve();
  private pending = 0;
  private closed = false;

  constructor(private readonly deps: ProcessingDeps) {}

  /** Queues a reel; returns at once. */
  enqueue = (reelId: string): void => {
    if (this.closed) return;
    this.pending++;
    this.queue = this.queue
      .then(() => (this.closed ? undefined : processReel(this.deps, reelId)))
      .catch((err) => this.deps.log?.warn({ err, reelId }, 'reel processing failed'))
      .finally(() => {
        this.pending--;
      });
  };

  /**
   * Queues the reels a restart left unprocessed (no duration yet), oldest first, up to 100 at a time;
   * a video ffmpeg cannot read stays as it is and is tried again at the next start.
   */
  async resume(): Promise<number> {
    if (!(await ffmpegAvailable())) return 0;
    const rows = await this.deps.db
      .select({ id: reels.id })
      .from(reels)
      .where(isNull(reels.durationMs))
      .orderBy(asc(reels.createdAt))
      .limit(100);
    for (const row of rows) this.enqueue(row.id);
    return rows.length;
  }

  /** Resolves once every queued reel is done (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending > 0) await this.queue;
  }

  /** Stops taking work and waits for the reel in progress. */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
  }
}

type NewObject = { ownerId: string; kind: 'image' | 'video'; contentType: string; bytes: Buffer } & {
  width?: number;
  height?: number;
};

/** Stores bytes as a new public object (a poster or a transcoded video) and answers its id. */
async function storeObject(deps: ProcessingDeps, object: NewObject): Promise<string> {
  const [row] = await deps.db
    .insert(objects)
    .values({
      ownerId: object.ownerId,
      kind: object.kind,
      status: 'uploaded',
      acl: 'public',
      contentType: object.contentType,
      size: object.bytes.length,
      width: object.width,
      height: object.height,
      uploadedAt: new Date(),
    })
    .returning({ id: objects.id });
  await deps.storage.put(row!.id, object.bytes);
  return row!.id;
}

/** Drops an object the reel did not take (the reel was deleted meanwhile). */
async function dropObject(deps: ProcessingDeps, id: string) {
  await deps.db.delete(objects).where(eq(objects.id, id));
  await deleteObjectFiles(deps, id);
}

/** Probes, takes a poster and transcodes when needed, for one reel. */
export async function processReel(deps: ProcessingDeps, reelId: string): Promise<void> {
  if (!(await ffmpegAvailable())) return;
  const [reel] = await deps.db
    .select({ authorId: reels.authorId, videoId: reels.videoObjectId, posterId: reels.posterObjectId })
    .from(reels)
    .where(eq(reels.id, reelId));
  if (!reel) return;
  const file = await deps.storage.get(reel.videoId);
  if (!file) return;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'riparami-reel-'));
  try {
    const input = path.join(dir, 'input');
    await pipeline(file.stream, createWriteStream(input));
    // Bytes that only start like a video (an HTML page behind an MP4 header, issue 25) are no video:
    // when ffprobe cannot read a video stream in them, the reel and its file go.
    const probe = await probeVideo(input).catch(() => null);
    if (!probe?.videoCodec) {
      await rejectReel(deps, reelId);
      deps.log?.warn({ reelId }, 'reel removed: its video cannot be read');
      return;
    }
    if (probe.duration !== null) {
      await deps.db
        .update(reels)
        .set({ durationMs: Math.round(probe.duration * 1000) })
        .where(eq(reels.id, reelId));
    }
    if (!reel.posterId)
      await addPoster(deps, reelId, reel.authorId, input, path.join(dir, 'poster.jpg'), probe.duration);
    if (needsTranscode(probe)) {
      const output = path.join(dir, 'output.mp4');
      await transcodeToMp4(input, output);
      await swapVideo(deps, reelId, reel, await readFile(output));
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Removes a reel whose video is no video, with its files; its author's count goes back. */
const rejectReel = (deps: ProcessingDeps, reelId: string) => removeReel(deps, reelId);

/** JPEG quality of a reel's poster (mozjpeg's scale). */
const POSTER_QUALITY = 80;

async function addPoster(
  deps: ProcessingDeps,
  reelId: string,
  ownerId: string,
  input: string,
  output: string,
  duration: number | null,
) {
  // One second in, as DESIGN says, or earlier in a clip shorter than three seconds.
  await extractPoster(input, output, duration === null ? 0 : Math.min(1, duration / 3));
  // The poster is the reels screen's largest picture, shown before anything plays (issue 29): encoded for the
  // web (mozjpeg), a busy frame weighs about half of ffmpeg's own JPEG (the demo's PS4 fan: 128 → 75 kB).
  const { data: bytes, info } = await sharp(await readFile(output))
    .jpeg({ quality: POSTER_QUALITY, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const posterId = await storeObject(deps, {
    ownerId,
    kind: 'image',
    contentType: 'image/jpeg',
    bytes,
    width,
    height,
  });
  const taken = await deps.db
    .update(reels)
    .set({ posterObjectId: posterId })
    .where(eq(reels.id, reelId))
    .returning({ id: reels.id });
  if (taken.length === 0) await dropObject(deps, posterId);
}

/** Points the reel at its transcoded MP4 and removes the original upload. */
async function swapVideo(
  deps: ProcessingDeps,
  reelId: string,
  reel: { authorId: string; videoId: string },
  bytes: Buffer,
) {
  const mp4Id = await storeObject(deps, {
    ownerId: reel.authorId,
    kind: 'video',
    contentType: 'video/mp4',
    bytes,
  });
  const swapped = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(reels)
      .set({ videoObjectId: mp4Id })
      .where(and(eq(reels.id, reelId), eq(reels.videoObjectId, reel.videoId)))
      .returning({ id: reels.id });
    if (rows.length > 0) await tx.delete(objects).where(inArray(objects.id, [reel.videoId]));
    return rows.length > 0;
  });
  if (swapped) await deleteObjectFiles(deps, reel.videoId);
  else await dropObject(deps, mp4Id);
}
