import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { ffmpegAvailable, generateClip } from '../platform/media/ffmpeg.ts';
import type { Caller } from './requests.ts';
import { putUpload, requestUpload } from './uploads.ts';

/** Bytes an MP4 starts with, then filler: a "video" by its magic bytes, for tests that never play it. */
export const FAKE_MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x20]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.alloc(2048, 7),
]);

/** A real clip made by ffmpeg (only where ffmpeg is installed). */
export async function realClip(format: 'mp4' | 'webm' = 'mp4', seconds = 2): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'riparami-clip-'));
  try {
    const file = path.join(dir, `clip.${format}`);
    await generateClip(file, { seconds, format, size: '160x284' });
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

let testClip: Promise<Buffer> | undefined;

/**
 * The video tests publish: a real 1-second MP4 where ffmpeg is installed, since reel processing then
 * removes a reel whose bytes ffprobe cannot read (issue 25); FAKE_MP4 where it is not (nothing is
 * processed there). Made once per test file.
 */
export const testVideo = (): Promise<Buffer> =>
  (testClip ??= ffmpegAvailable().then((has) => (has ? realClip('mp4', 1) : FAKE_MP4)));

/** A video `member` uploaded through SPEC §7's flow (`testVideo()` unless given): its object path. */
export async function uploadVideo(member: Caller, video?: Buffer, type = 'video/mp4'): Promise<string> {
  video ??= await testVideo();
  const { uploadURL, path: objectPath } = await requestUpload(member);
  const res = await putUpload(member, uploadURL, video, type);
  expect(res.statusCode).toBe(200);
  return objectPath;
}
