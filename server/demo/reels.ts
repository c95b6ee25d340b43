import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { objectPath } from '../domain/objects.ts';
import { reserveUpload } from '../features/objects/service.ts';
import { storeVideo } from '../features/objects/videos.ts';
import { processReel } from '../features/reels/processing.ts';
import { addReelComment, createReel, type ReelsDeps, setReelLike } from '../features/reels/service.ts';
import type { UserRow } from '../platform/auth/sessions.ts';
import { type ClipPattern, ffmpegAvailable, generateClip } from '../platform/media/ffmpeg.ts';
import type { Member } from './community.ts';

interface DemoReel {
  author: Member;
  title: string;
  description: string;
  tags: string;
  pattern: ClipPattern;
  tone: number;
  likedBy: Member[];
  comments: [Member, string][];
}

const REELS: DemoReel[] = [
  {
    author: 'giulia@riparami.it',
    title: 'Cambio batteria iPhone in 10 minuti',
    description:
      'Ventosa, plettro e cacciavite pentalobe: la batteria nuova va scollegata prima di tutto il resto.',
    tags: '#iphone #batteria #smartphone',
    pattern: 'mandelbrot',
    tone: 523,
    likedBy: ['luca@riparami.it', 'sara@riparami.it'],
    comments: [['luca@riparami.it', 'Chiarissimo, domani ci provo!']],
  },
  {
    author: 'luca@riparami.it',
    title: 'Pulizia ventola PS4 rumorosa',
    description: 'Aria compressa a colpi brevi, ventola ferma con un dito. Il rumore è sparito.',
    tags: '#ps4 #console #ventola',
    pattern: 'life',
    tone: 392,
    likedBy: ['giulia@riparami.it'],
    comments: [],
  },
  {
    author: 'sara@riparami.it',
    title: 'Test del display con i colori pieni',
    description: 'Un video a tutto schermo per scovare pixel morti e aloni prima di comprare un usato.',
    tags: '#display #usato, #consigli',
    pattern: 'testsrc2',
    tone: 440,
    likedBy: [],
    comments: [['giulia@riparami.it', 'Utilissimo per gli acquisti usati']],
  },
];

/**
 * Demo reels: each clip is drawn by ffmpeg at seed time (nothing is shipped in the repo), uploaded and
 * processed as a member's would be. Without ffmpeg on the PATH the demo community simply has no reels.
 */
export async function seedDemoReels(
  services: ReelsDeps,
  member: (email: Member) => UserRow,
): Promise<number> {
  if (!(await ffmpegAvailable())) return 0;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'riparami-demo-reels-'));
  const now = Date.now();
  try {
    for (const [i, demo] of REELS.entries()) {
      const author = member(demo.author);
      const file = path.join(dir, `${i}.mp4`);
      await generateClip(file, { seconds: 4, size: '360x640', pattern: demo.pattern, tone: demo.tone });
      const object = await reserveUpload(services, author.id);
      await storeVideo(services, object.id, author.id, await readFile(file));
      const reel = await createReel(
        services,
        author,
        {
          title: demo.title,
          description: demo.description,
          videoUrl: objectPath(object.id),
          tags: demo.tags,
        },
        { createdAt: new Date(now - (REELS.length - i) * 5 * 3600_000) },
      );
      await processReel(services, reel.id);
      for (const fan of demo.likedBy) await setReelLike(services, member(fan), reel.id, true);
      for (const [from, content] of demo.comments)
        await addReelComment(services, member(from), reel.id, { content });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return REELS.length;
}
