// The bench's large community (issue 29), written in bulk SQL into a database that already holds the demo
// community: 5,000 members, 50,000 posts (10 % with a photo), 100,000 comments, 200,000 likes, 20,000
// conversations with 200,000 messages, 2,000 reels, 100,000 notifications, follows and blocks. Rows go in
// as multi-row inserts (unnest of arrays, a few thousand rows a statement) on one dedicated connection
// without the pool's statement timeout, in one transaction; counters and search documents are computed
// from the rows afterwards, and checked. Photos and videos are hard links to the demo's stored files:
// every post and reel has its own object row, as the app requires, but no new bytes are written.
import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, linkSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { displayName } from '../common/people.ts';
import {
  BENCH_SEARCH,
  bio,
  chatLine,
  comment,
  FIRST_NAMES,
  LAST_NAMES,
  post,
  randomFrom,
  reel,
} from './large-text.ts';

export { BENCH_SEARCH };

/** The sizes of issue 29, multiplied by `scale` (BENCH_LARGE_SCALE, for quick trials). */
export const LARGE_SIZES = {
  members: 5_000,
  posts: 50_000,
  comments: 100_000,
  likes: 200_000,
  follows: 50_000,
  blocks: 300,
  conversations: 20_000,
  messages: 200_000,
  reels: 2_000,
  reelLikes: 20_000,
  reelComments: 6_000,
  notifications: 100_000,
};

export interface LargeSeedResult {
  ms: number;
  rows: Record<string, number>;
}

const DAY = 86_400_000;
const MINUTE = 60_000;
const CHUNK = 5_000;

type Column = [name: string, type: string];

/** INSERT … SELECT FROM unnest(arrays): one statement per CHUNK rows. */
async function insert(
  client: pg.Client,
  table: string,
  columns: Column[],
  rows: unknown[][],
  select?: string,
) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const arrays = columns.map((_, c) => chunk.map((row) => row[c]));
    const names = columns.map(([name]) => name);
    const unnest = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
    await client.query(
      `insert into ${table} (${names.join(', ')}) select ${select ?? '*'} from unnest(${unnest}) as u(${names.join(', ')})`,
      arrays,
    );
  }
}

/** Index into a list of n, favouring the first ones: a few busy members and popular posts, a long tail. */
const skewed = (n: number, u: number, power: number) => Math.min(n - 1, Math.floor(n * u ** power));
const iso = (ms: number) => new Date(ms).toISOString();

export async function seedLarge(
  url: string,
  objectsDir: string,
  options: { scale?: number; seed?: number; log?: (line: string) => void } = {},
): Promise<LargeSeedResult> {
  const scale = options.scale ?? 1;
  const log = options.log ?? (() => {});
  const size = Object.fromEntries(
    Object.entries(LARGE_SIZES).map(([k, v]) => [k, Math.max(1, Math.round(v * scale))]),
  ) as typeof LARGE_SIZES;
  const r = randomFrom(options.seed ?? 29);
  const began = Date.now();
  const now = began;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Seeding statements run for seconds: no pool timeout here (the app's pool keeps its 4 s).
    await client.query('set statement_timeout = 0');
    await client.query('set synchronous_commit = off');

    const demo = (
      await client.query<{
        id: string;
        email: string;
        first_name: string;
        last_name: string;
        password_hash: string;
      }>('select id, email, first_name, last_name, password_hash from users order by created_at')
    ).rows;
    if (demo.length === 0 || demo.length > 50)
      throw new Error('the large dataset goes on top of the demo community');
    const passwordHash =
      demo.find((m) => m.email === 'giulia@riparami.it')?.password_hash ?? demo[0]!.password_hash;
    const demoImages = (
      await client.query<{ id: string; content_type: string; size: number; width: number; height: number }>(
        `select o.id, o.content_type, o.size, o.width, o.height from post_images pi join objects o on o.id = pi.object_id`,
      )
    ).rows;
    const demoReels = (
      await client.query<{
        video: string;
        video_type: string;
        video_size: number;
        poster: string | null;
        poster_size: number | null;
        duration_ms: number | null;
      }>(
        `select v.id as video, v.content_type as video_type, v.size as video_size, p.id as poster, p.size as poster_size,
           r.duration_ms
         from reels r join objects v on v.id = r.video_object_id left join objects p on p.id = r.poster_object_id`,
      )
    ).rows;

    // Members: the demo ones first (the busiest authors), then 5,000 more with the demo password.
    type Person = { id: string; firstName: string; lastName: string };
    const people: Person[] = [
      ...['giulia@riparami.it', 'luca@riparami.it', 'sara@riparami.it', 'admin@riparami.it']
        .map((email) => demo.find((m) => m.email === email))
        .filter((m) => m !== undefined)
        .map((m) => ({ id: m.id, firstName: m.first_name, lastName: m.last_name })),
    ];
    const userRows: unknown[][] = [];
    for (let i = 0; i < size.members; i++) {
      const firstName = r.pick(FIRST_NAMES);
      const lastName = r.pick(LAST_NAMES);
      const id = randomUUID();
      people.push({ id, firstName, lastName });
      const ascii = (s: string) =>
        s
          .normalize('NFD')
          .replace(/[^A-Za-z]/g, '')
          .toLowerCase();
      const joined = now - (30 + r.int(700)) * DAY;
      userRows.push([
        id,
        `${ascii(firstName)}.${ascii(lastName)}.${i}@esempio.it`,
        passwordHash,
        firstName,
        lastName,
        bio(r),
        iso(joined),
        iso(joined + 10 * MINUTE),
        iso(now - r.int(60) * DAY - r.int(DAY)),
      ]);
    }
    const n = people.length;
    const author = (power = 1.6) => skewed(n, r.next(), power);

    await client.query('begin');
    // The search document is computed once, after the comments (the triggers would rewrite a post per comment).
    await client.query('alter table posts disable trigger posts_search_vector');
    await client.query('alter table comments disable trigger comments_search_vector');

    await insert(
      client,
      'users',
      [
        ['id', 'text'],
        ['email', 'text'],
        ['password_hash', 'text'],
        ['first_name', 'text'],
        ['last_name', 'text'],
        ['bio', 'text'],
        ['created_at', 'timestamptz'],
        ['email_verified_at', 'timestamptz'],
        ['last_active', 'timestamptz'],
      ],
      userRows,
    );
    log(`  members ${userRows.length}`);

    // Posts, over the last year; one in ten with a photo.
    const postRows: unknown[][] = [];
    const postMeta: { id: string; author: number; at: number; device: number; title: string }[] = [];
    const objectRows: unknown[][] = [];
    const imageRows: unknown[][] = [];
    const links: [from: string, to: string][] = [];
    for (let i = 0; i < size.posts; i++) {
      const p = post(r);
      const id = randomUUID();
      const a = author();
      const at = now - r.int(365 * DAY);
      postRows.push([id, people[a]!.id, p.title, p.content, p.category, iso(at)]);
      postMeta.push({ id, author: a, at, device: p.device, title: p.title });
      if (demoImages.length > 0 && i % 10 === 0) {
        const image = demoImages[(i / 10) % demoImages.length]!;
        const objectId = randomUUID();
        objectRows.push([
          objectId,
          people[a]!.id,
          'image',
          'uploaded',
          'public',
          image.content_type,
          image.size,
          image.width,
          image.height,
          iso(at - MINUTE),
          iso(at - MINUTE),
        ]);
        imageRows.push([id, objectId, 0]);
        links.push([image.id, objectId], [`${image.id}.thumb`, `${objectId}.thumb`]);
      }
    }

    // Reels reuse the demo's videos and posters the same way (none without ffmpeg at demo seeding).
    const reelRows: unknown[][] = [];
    const reelIds: string[] = [];
    if (demoReels.length > 0) {
      for (let i = 0; i < size.reels; i++) {
        const demoReel = demoReels[i % demoReels.length]!;
        const a = author(1.8);
        const at = now - r.int(180 * DAY);
        const videoId = randomUUID();
        const owner = people[a]!.id;
        objectRows.push([
          videoId,
          owner,
          'video',
          'uploaded',
          'public',
          demoReel.video_type,
          demoReel.video_size,
          null,
          null,
          iso(at - MINUTE),
          iso(at - MINUTE),
        ]);
        links.push([demoReel.video, videoId]);
        let posterId: string | null = null;
        if (demoReel.poster) {
          posterId = randomUUID();
          objectRows.push([
            posterId,
            owner,
            'image',
            'uploaded',
            'public',
            'image/jpeg',
            demoReel.poster_size,
            null,
            null,
            iso(at),
            iso(at),
          ]);
          links.push([demoReel.poster, posterId]);
        }
        const text = reel(r);
        const id = randomUUID();
        reelIds.push(id);
        reelRows.push([
          id,
          owner,
          text.title,
          text.description,
          text.tags.join(','),
          videoId,
          posterId,
          demoReel.duration_ms,
          iso(at),
        ]);
      }
    }
    for (const [from, to] of links) {
      const source = path.join(objectsDir, from);
      if (!existsSync(source)) continue;
      try {
        linkSync(source, path.join(objectsDir, to));
      } catch {
        copyFileSync(source, path.join(objectsDir, to));
      }
    }
    await insert(
      client,
      'objects',
      [
        ['id', 'text'],
        ['owner_id', 'text'],
        ['kind', 'text'],
        ['status', 'text'],
        ['acl', 'text'],
        ['content_type', 'text'],
        ['size', 'int'],
        ['width', 'int'],
        ['height', 'int'],
        ['created_at', 'timestamptz'],
        ['uploaded_at', 'timestamptz'],
      ],
      objectRows,
    );
    await insert(
      client,
      'posts',
      [
        ['id', 'text'],
        ['author_id', 'text'],
        ['title', 'text'],
        ['content', 'text'],
        ['category', 'text'],
        ['created_at', 'timestamptz'],
      ],
      postRows,
    );
    await insert(
      client,
      'post_images',
      [
        ['post_id', 'text'],
        ['object_id', 'text'],
        ['position', 'int'],
      ],
      imageRows,
    );
    log(`  posts ${postRows.length} (${imageRows.length} with a photo)`);

    // Comments under the posts, popular posts more; the first answer by someone else may become the solution.
    const commentRows: unknown[][] = [];
    const firstAnswer = new Map<number, string>();
    const commentNotices: unknown[][] = [];
    for (let i = 0; i < size.comments; i++) {
      const pi = skewed(postMeta.length, r.next(), 1.3);
      const p = postMeta[pi]!;
      const a = author(1.3);
      const id = randomUUID();
      const at = Math.min(now - MINUTE, p.at + r.int(3 * DAY));
      commentRows.push([id, p.id, people[a]!.id, comment(p.device, r), iso(at)]);
      if (a !== p.author) {
        if (!firstAnswer.has(pi)) firstAnswer.set(pi, id);
        commentNotices.push([
          people[p.author]!.id,
          people[a]!.id,
          'comment',
          'Nuovo commento',
          `${displayName(people[a])} ha commentato il tuo post "${p.title}"`,
          p.id,
          at,
        ]);
      }
    }
    await insert(
      client,
      'comments',
      [
        ['id', 'text'],
        ['post_id', 'text'],
        ['author_id', 'text'],
        ['content', 'text'],
        ['created_at', 'timestamptz'],
      ],
      commentRows,
    );
    const solved = [...firstAnswer].filter(() => r.chance(0.3));
    await client.query(
      `update posts p set solution_comment_id = u.comment_id
       from unnest($1::text[], $2::text[]) as u(post_id, comment_id) where p.id = u.post_id`,
      [solved.map(([pi]) => postMeta[pi]!.id), solved.map(([, c]) => c)],
    );
    log(`  comments ${commentRows.length} (${solved.length} posts solved)`);

    // Likes: one per member and post, none on one's own post.
    const likeRows: unknown[][] = [];
    const likeNotices: unknown[][] = [];
    const liked = new Set<number>();
    while (likeRows.length < size.likes) {
      const pi = skewed(postMeta.length, r.next(), 1.5);
      const u = author(1.1);
      const p = postMeta[pi]!;
      const key = u * postMeta.length + pi;
      if (u === p.author || liked.has(key)) continue;
      liked.add(key);
      const at = Math.min(now - MINUTE, p.at + r.int(5 * DAY));
      likeRows.push([people[u]!.id, 'post', p.id, iso(at)]);
      likeNotices.push([
        people[p.author]!.id,
        people[u]!.id,
        'like',
        'Nuovo mi piace',
        `A ${displayName(people[u])} piace il tuo post "${p.title}"`,
        p.id,
        at,
      ]);
    }
    await insert(
      client,
      'likes',
      [
        ['user_id', 'text'],
        ['entity_type', 'text'],
        ['entity_id', 'text'],
        ['created_at', 'timestamptz'],
      ],
      likeRows,
    );
    log(`  likes ${likeRows.length}`);

    // Blocks first: a blocked pair neither follows nor writes to each other.
    const pairKey = (a: number, b: number) => (a < b ? a * n + b : b * n + a);
    const blocked = new Set<number>();
    const blockRows: unknown[][] = [];
    while (blockRows.length < size.blocks) {
      const a = r.int(n);
      const b = r.int(n);
      if (a === b || blocked.has(pairKey(a, b))) continue;
      blocked.add(pairKey(a, b));
      blockRows.push([people[a]!.id, people[b]!.id, iso(now - r.int(90 * DAY))]);
    }
    const followRows: unknown[][] = [];
    const followNotices: unknown[][] = [];
    const indexOf = new Map(people.map((p, i) => [p.id, i]));
    // The demo members already follow each other.
    const followed = new Set<number>(
      (
        await client.query<{ a: string; b: string }>(
          'select follower_id as a, following_id as b from follows',
        )
      ).rows
        .filter(({ a, b }) => indexOf.has(a) && indexOf.has(b))
        .map(({ a, b }) => indexOf.get(a)! * n + indexOf.get(b)!),
    );
    while (followRows.length < size.follows) {
      const a = r.int(n);
      const b = author(1.4);
      if (a === b || followed.has(a * n + b) || blocked.has(pairKey(a, b))) continue;
      followed.add(a * n + b);
      const at = now - r.int(300 * DAY);
      followRows.push([people[a]!.id, people[b]!.id, iso(at)]);
      followNotices.push([
        people[b]!.id,
        people[a]!.id,
        'follow',
        'Nuovo follower',
        `${displayName(people[a])} ha iniziato a seguirti`,
        null,
        at,
      ]);
    }
    await insert(
      client,
      'blocks',
      [
        ['blocker_id', 'text'],
        ['blocked_id', 'text'],
        ['created_at', 'timestamptz'],
      ],
      blockRows,
    );
    await insert(
      client,
      'follows',
      [
        ['follower_id', 'text'],
        ['following_id', 'text'],
        ['created_at', 'timestamptz'],
      ],
      followRows,
    );
    log(`  follows ${followRows.length}, blocks ${blockRows.length}`);

    // Conversations: the first member (Giulia) has many, one of them long and recent; the others at random.
    const talking = new Set<number>(blocked);
    const pairs: [number, number][] = [];
    const mine = Math.min(150, Math.floor(size.conversations / 10));
    while (pairs.length < size.conversations) {
      const a = pairs.length < mine ? 0 : r.int(n);
      const b = pairs.length < mine ? 4 + r.int(n - 4) : r.int(n);
      if (a === b || talking.has(pairKey(a, b))) continue;
      talking.add(pairKey(a, b));
      pairs.push([a, b]);
    }
    const lengths = pairs.map(() => 1);
    lengths[0] = Math.min(400, Math.floor(size.messages / 4));
    let total = lengths.reduce((s, x) => s + x, 0);
    while (total < size.messages) {
      lengths[1 + skewed(pairs.length - 1, r.next(), 1.5)]! += 1;
      total++;
    }
    const messageRows: unknown[][] = [];
    const messageNotices: unknown[][] = [];
    for (const [c, [a, b]] of pairs.entries()) {
      const count = lengths[c]!;
      const times: number[] = [];
      let t = c === 0 ? now - 2 * MINUTE : now - r.int(200 * DAY) - r.int(DAY);
      for (let k = 0; k < count; k++) {
        times.push(t);
        t -= MINUTE + r.int(c === 0 ? 180 * MINUTE : 600 * MINUTE);
      }
      times.reverse();
      let sender = r.chance(0.5) ? a : b;
      // A fifth of the conversations end with messages the receiver has not read yet.
      const unreadTail = r.chance(0.2) ? 1 + r.int(3) : 0;
      for (let k = 0; k < count; k++) {
        if (k > 0 && r.chance(0.7)) sender = sender === a ? b : a;
        if (k >= count - unreadTail) sender = a; // the unread tail: one sender's
        const receiver = sender === a ? b : a;
        const unread = k >= count - unreadTail;
        const at = times[k]!;
        messageRows.push([
          randomUUID(),
          people[sender]!.id,
          people[receiver]!.id,
          chatLine(r),
          iso(at),
          unread ? null : iso(Math.min(now - MINUTE, at + r.int(120) * MINUTE)),
        ]);
      }
      if (unreadTail > 0) {
        const sender = people[a]!;
        const lines = unreadTail > 1 ? `ti ha inviato ${unreadTail} messaggi` : 'ti ha inviato un messaggio';
        messageNotices.push([
          people[b]!.id,
          sender.id,
          'message',
          'Nuovo messaggio',
          `${displayName(sender)} ${lines}`,
          null,
          times[count - 1]!,
          false,
        ]);
      }
    }
    await insert(
      client,
      'messages',
      [
        ['id', 'text'],
        ['sender_id', 'text'],
        ['receiver_id', 'text'],
        ['content', 'text'],
        ['created_at', 'timestamptz'],
        ['read_at', 'timestamptz'],
      ],
      messageRows,
    );
    log(`  conversations ${pairs.length}, messages ${messageRows.length}`);

    // Notifications: what the likes, comments, follows and unread messages above would have caused.
    const wanted = Math.max(0, size.notifications - messageNotices.length);
    const sample = (rows: unknown[][], k: number) => {
      const copy = rows.slice();
      for (let i = copy.length - 1; i > 0; i--) {
        const j = r.int(i + 1);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, k);
    };
    const fromFacts = [
      ...sample(likeNotices, Math.round(wanted * 0.55)),
      ...sample(commentNotices, Math.round(wanted * 0.3)),
      ...sample(followNotices, wanted - Math.round(wanted * 0.55) - Math.round(wanted * 0.3)),
    ].map((row) => {
      const at = row[6] as number;
      // Older than three days: read; newer ones, mostly not yet.
      return [...row, at < now - 3 * DAY || r.chance(0.3)];
    });
    const notificationRows = [...fromFacts, ...messageNotices].map((row) => [
      randomUUID(),
      ...row.slice(0, 6),
      iso(row[6] as number),
      row[7],
    ]);
    await insert(
      client,
      'notifications',
      [
        ['id', 'text'],
        ['user_id', 'text'],
        ['actor_id', 'text'],
        ['type', 'text'],
        ['title', 'text'],
        ['message', 'text'],
        ['post_id', 'text'],
        ['created_at', 'timestamptz'],
        ['is_read', 'boolean'],
      ],
      notificationRows,
    );
    log(`  notifications ${notificationRows.length}`);

    await insert(
      client,
      'reels',
      [
        ['id', 'text'],
        ['author_id', 'text'],
        ['title', 'text'],
        ['description', 'text'],
        ['tags', 'text'],
        ['video_object_id', 'text'],
        ['poster_object_id', 'text'],
        ['duration_ms', 'int'],
        ['created_at', 'timestamptz'],
      ],
      reelRows,
      `id, author_id, title, description, string_to_array(tags, ','), video_object_id, poster_object_id,
       duration_ms, created_at`,
    );
    const reelLikeRows: unknown[][] = [];
    const reelComments: unknown[][] = [];
    if (reelIds.length > 0) {
      const seen = new Set<number>();
      for (let tries = 0; reelLikeRows.length < size.reelLikes && tries < size.reelLikes * 3; tries++) {
        const ri = skewed(reelIds.length, r.next(), 1.5);
        const u = r.int(n);
        if (seen.has(u * reelIds.length + ri)) continue;
        seen.add(u * reelIds.length + ri);
        reelLikeRows.push([people[u]!.id, reelIds[ri]!, iso(now - r.int(180 * DAY))]);
      }
      for (let i = 0; i < size.reelComments; i++) {
        reelComments.push([
          randomUUID(),
          reelIds[skewed(reelIds.length, r.next(), 1.5)]!,
          people[r.int(n)]!.id,
          r.pick(['Chiarissimo, grazie!', 'Che attrezzo usi per aprirlo?', 'Domani ci provo', 'Top!']),
          iso(now - r.int(180 * DAY)),
        ]);
      }
    }
    await insert(
      client,
      'reel_likes',
      [
        ['user_id', 'text'],
        ['reel_id', 'text'],
        ['created_at', 'timestamptz'],
      ],
      reelLikeRows,
    );
    await insert(
      client,
      'reel_comments',
      [
        ['id', 'text'],
        ['reel_id', 'text'],
        ['author_id', 'text'],
        ['content', 'text'],
        ['created_at', 'timestamptz'],
      ],
      reelComments,
    );
    log(`  reels ${reelRows.length} (${reelLikeRows.length} likes, ${reelComments.length} comments)`);

    // Counters and search documents from the rows, for every row (the demo's are recomputed to the same values).
    await client.query(`
      update posts p set
        likes_count = (select count(*) from likes l where l.entity_type = 'post' and l.entity_id = p.id),
        comments_count = (select count(*) from comments c where c.post_id = p.id and c.hidden_at is null),
        search_vector = posts_search_document(p.title, p.content, p.id)`);
    await client.query(`
      update users u set
        followers_count = (select count(*) from follows f where f.following_id = u.id),
        following_count = (select count(*) from follows f where f.follower_id = u.id),
        posts_count = (select count(*) from posts p where p.author_id = u.id and p.hidden_at is null),
        reels_count = (select count(*) from reels r where r.author_id = u.id and r.hidden_at is null)`);
    await client.query(`
      update reels r set
        likes_count = (select count(*) from reel_likes l where l.reel_id = r.id),
        comments_count = (select count(*) from reel_comments c where c.reel_id = r.id)`);
    await client.query('alter table posts enable trigger posts_search_vector');
    await client.query('alter table comments enable trigger comments_search_vector');
    const drift = await inconsistencies(client);
    if (drift.length > 0) throw new Error(`large dataset inconsistent: ${drift.join(', ')}`);
    await client.query('commit');
    // Fresh planner statistics, as autovacuum would gather them shortly after such a load.
    await client.query('vacuum analyze');

    const rows = {
      members: userRows.length,
      posts: postRows.length,
      postPhotos: imageRows.length,
      comments: commentRows.length,
      likes: likeRows.length,
      follows: followRows.length,
      blocks: blockRows.length,
      conversations: pairs.length,
      messages: messageRows.length,
      notifications: notificationRows.length,
      reels: reelRows.length,
    };
    return { ms: Date.now() - began, rows };
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}

/** Counters that disagree with the rows they count (none, after a correct seed). */
export async function inconsistencies(client: pg.Client | pg.Pool): Promise<string[]> {
  const checks: Record<string, string> = {
    'posts.likes_count': `select count(*) from posts p where likes_count <>
      (select count(*) from likes l where l.entity_type = 'post' and l.entity_id = p.id)`,
    'posts.comments_count': `select count(*) from posts p where comments_count <>
      (select count(*) from comments c where c.post_id = p.id and c.hidden_at is null)`,
    'posts.search_vector': `select count(*) from posts p
      where search_vector is distinct from posts_search_document(p.title, p.content, p.id)`,
    'users.followers_count': `select count(*) from users u where followers_count <>
      (select count(*) from follows f where f.following_id = u.id)`,
    'users.following_count': `select count(*) from users u where following_count <>
      (select count(*) from follows f where f.follower_id = u.id)`,
    'users.posts_count': `select count(*) from users u where posts_count <>
      (select count(*) from posts p where p.author_id = u.id and p.hidden_at is null)`,
    'users.reels_count': `select count(*) from users u where reels_count <>
      (select count(*) from reels r where r.author_id = u.id and r.hidden_at is null)`,
    'reels.likes_count': `select count(*) from reels r where likes_count <>
      (select count(*) from reel_likes l where l.reel_id = r.id)`,
    'reels.comments_count': `select count(*) from reels r where comments_count <>
      (select count(*) from reel_comments c where c.reel_id = r.id)`,
  };
  const found: string[] = [];
  for (const [name, query] of Object.entries(checks)) {
    const { rows } = await client.query<{ count: string }>(query);
    if (Number(rows[0]!.count) > 0) found.push(`${name} (${rows[0]!.count} rows)`);
  }
  return found;
}
