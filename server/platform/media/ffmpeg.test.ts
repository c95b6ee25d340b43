import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { toolAvailable } from '../../test/tools.ts';
import {
  extractPoster,
  ffmpegAvailable,
  generateClip,
  needsTranscode,
  probeVideo,
  transcodeToMp4,
} from './ffmpeg.ts';
import { detectVideoType } from './video-type.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'riparami-media-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string) => path.join(dir, name);

// CI installs ffmpeg (.ci/run) and fails without it; a machine without it skips these, as the app then skips processing.
describe.runIf(toolAvailable('ffmpeg', await ffmpegAvailable()))('ffmpeg media processing', () => {
  it('probes a generated H.264/AAC clip: duration, codecs, nothing to transcode', async () => {
    await generateClip(file('clip.mp4'), { seconds: 2 });
    expect(detectVideoType(readFileSync(file('clip.mp4')))).toBe('video/mp4');
    const probe = await probeVideo(file('clip.mp4'));
    expect(probe.duration).toBeCloseTo(2, 0);
    expect(probe).toMatchObject({
      videoCodec: 'h264',
      audioCodec: 'aac',
      pixelFormat: 'yuv420p',
      width: 320,
    });
    expect(needsTranscode(probe)).toBe(false);
  });

  it('takes a JPEG poster frame', async () => {
    await extractPoster(file('clip.mp4'), file('poster.jpg'), 1);
    const meta = await sharp(file('poster.jpg')).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 320, height: 568 });
  });

  it('transcodes a WebM to an H.264/AAC MP4 every phone plays', async () => {
    await generateClip(file('clip.webm'), { seconds: 1, format: 'webm' });
    expect(detectVideoType(readFileSync(file('clip.webm')))).toBe('video/webm');
    const before = await probeVideo(file('clip.webm'));
    expect(needsTranscode(before)).toBe(true);
    await transcodeToMp4(file('clip.webm'), file('out.mp4'));
    const after = await probeVideo(file('out.mp4'));
    expect(after).toMatchObject({ videoCodec: 'h264', audioCodec: 'aac', pixelFormat: 'yuv420p' });
    expect(needsTranscode(after)).toBe(false);
  });

  it('fails on bytes that are not a video', async () => {
    await expect(probeVideo(path.join(import.meta.dirname, 'video-type.ts'))).rejects.toThrow();
  });
});
