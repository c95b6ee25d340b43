import { spawn } from 'node:child_process';

/** What ffprobe says about a video file. */
export interface VideoProbe {
  /** Seconds, or null when the container does not say. */
  duration: number | null;
  /** ffprobe's format names, e.g. 'mov,mp4,m4a,3gp,3g2,mj2' or 'matroska,webm'. */
  formatName: string;
  videoCodec: string | null;
  audioCodec: string | null;
  pixelFormat: string | null;
  width: number | null;
  height: number | null;
}

const TIMEOUT_MS = 5 * 60_000;

/** Runs a program to its end; rejects on a non-zero exit, a spawn error (not installed) or the timeout. */
function run(command: string, args: string[], timeoutMs = TIMEOUT_MS): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-2000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${command} exited with ${code}: ${err.trim().split('\n').at(-1) ?? ''}`));
    });
  });
}

let available: Promise<boolean> | undefined;

/** Whether ffmpeg and ffprobe are on the PATH (asked once). Without them reels work with no poster. */
export function ffmpegAvailable(): Promise<boolean> {
  available ??= Promise.all([run('ffmpeg', ['-version'], 10_000), run('ffprobe', ['-version'], 10_000)]).then(
    () => true,
    () => false,
  );
  return available;
}

/** Container, codecs and duration of a video file. */
export async function probeVideo(file: string): Promise<VideoProbe> {
  const out = await run('ffprobe', [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    file,
  ]);
  const info = JSON.parse(out) as {
    format?: { format_name?: string; duration?: string };
    streams?: {
      codec_type?: string;
      codec_name?: string;
      pix_fmt?: string;
      width?: number;
      height?: number;
    }[];
  };
  const video = info.streams?.find((s) => s.codec_type === 'video');
  const audio = info.streams?.find((s) => s.codec_type === 'audio');
  const duration = Number(info.format?.duration);
  return {
    duration: Number.isFinite(duration) && duration > 0 ? duration : null,
    formatName: info.format?.format_name ?? '',
    videoCodec: video?.codec_name ?? null,
    audioCodec: audio?.codec_name ?? null,
    pixelFormat: video?.pix_fmt ?? null,
    width: video?.width ?? null,
    height: video?.height ?? null,
  };
}

/** True unless the file already is an H.264 (yuv420p) / AAC MP4, which every phone browser plays. */
export function needsTranscode(probe: VideoProbe): boolean {
  const mp4 = probe.formatName.split(',').includes('mp4');
  const h264 = probe.videoCodec === 'h264' && probe.pixelFormat === 'yuv420p';
  const aac = probe.audioCodec === null || probe.audioCodec === 'aac';
  return !(mp4 && h264 && aac);
}

/** Writes one JPEG frame, at most 720 px wide, taken at `atSeconds` (DESIGN §1: the reel's poster). */
export async function extractPoster(input: string, output: string, atSeconds: number): Promise<void> {
  await run('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-ss',
    atSeconds.toFixed(2),
    '-i',
    input,
    '-frames:v',
    '1',
    '-vf',
    "scale='min(720,iw)':-2",
    '-q:v',
    '3',
    output,
  ]);
}

/**
 * Re-encodes a video to H.264 (yuv420p, at most 1080 px high) and AAC in an MP4 whose index comes
 * first, so playback starts before the whole file has arrived.
 */
export async function transcodeToMp4(input: string, output: string): Promise<void> {
  await run('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-i',
    input,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '26',
    '-pix_fmt',
    'yuv420p',
    '-vf',
    "scale=-2:'min(1080,ih)'",
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-movflags',
    '+faststart',
    output,
  ]);
}

/** Moving pictures ffmpeg draws by itself (no file needed): a test card, a fractal zoom, cellular life. */
export type ClipPattern = 'testsrc2' | 'mandelbrot' | 'life';

/** A tiny test/demo clip: `seconds` of a generated pattern with a tone, H.264/AAC MP4 or VP9 WebM. */
export async function generateClip(
  output: string,
  {
    seconds = 2,
    size = '320x568',
    format = 'mp4',
    pattern = 'testsrc2',
    tone = 440,
  }: { seconds?: number; size?: string; format?: 'mp4' | 'webm'; pattern?: ClipPattern; tone?: number } = {},
): Promise<void> {
  const codecs =
    format === 'mp4'
      ? [
          '-c:v',
          'libx264',
          '-preset',
          'ultrafast',
          '-pix_fmt',
          'yuv420p',
          '-c:a',
          'aac',
          '-movflags',
          '+faststart',
        ]
      : ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-c:a', 'libopus'];
  await run('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    pattern === 'life'
      ? `life=size=${size}:rate=24:mold=10:life_color=#ea580c:death_color=#0f172a,trim=duration=${seconds}`
      : `${pattern}=size=${size}:rate=24,trim=duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${tone}:duration=${seconds}`,
    ...codecs,
    '-shortest',
    output,
  ]);
}
