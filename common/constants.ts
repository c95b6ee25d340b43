/** Business constants and limits of SPEC §9, shared by the server and the client. */
export const LIMITS = {
  commentMax: 500,
  titleMax: 100,
  descriptionMax: 500,
  tagsMax: 10,
  postImagesMax: 5,
  postImageBytes: 5 * 1024 * 1024,
  reelVideoBytes: 100 * 1024 * 1024,
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 60,
  emailMax: 254,
} as const;

export const TIMINGS = {
  loginRedirectMs: 500,
  nonAdminRedirectMs: 1000,
  verifiedRedirectMs: 3000,
  verificationLinkHours: 24,
  typingClearMs: 2000,
  unreadRefreshMs: 30_000,
  toastMs: 5000,
} as const;

export const POST_CATEGORIES = ['smartphone', 'elettrodomestici', 'computer', 'console', 'altri'] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];

/** SPEC §3 Notification types. */
export const NOTIFICATION_TYPES = ['like', 'comment', 'follow', 'message', 'other'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Ids are UUIDs; anything longer is not one of ours and never reaches SQL. */
export const ID_MAX = 64;

/** Keyset pages (DESIGN §4): the items a page holds when the client does not say… */
export const PAGE_SIZE = { posts: 20, notifications: 30 } as const;
/** …and the most it may ask for. */
export const PAGE_MAX = { posts: 50, notifications: 100 } as const;
/** The comments of one post are answered in one list, up to this many. */
export const COMMENTS_LIST_MAX = 500;
/** Post ids the feed reports as seen in one POST /api/posts/views. */
export const VIEW_BATCH_MAX = 50;

export const AFFILIATE_CATEGORIES = [
  'strumenti',
  'saldatura',
  'misura',
  'smartphone',
  'componenti',
  'other',
] as const;

/** The six avatar colours of SPEC §2 (Tailwind classes, background + text). */
export const AVATAR_COLOURS = [
  'bg-orange-700 text-white',
  'bg-sky-700 text-white',
  'bg-emerald-700 text-white',
  'bg-violet-700 text-white',
  'bg-rose-700 text-white',
  'bg-amber-800 text-white',
] as const;

/** Reputation (issue 28): what each fact is worth. Points are derived from the facts, never stored. */
export const REPUTATION_POINTS = { solution: 15, like: 1, guide: 2 } as const;

/** The levels of SPEC's 'Principiante (0 punti)', by the points from which each starts. */
export const LEVELS = [
  { name: 'Principiante', from: 0 },
  { name: 'Aggiustatore', from: 50 },
  { name: 'Esperto', from: 200 },
  { name: 'Maestro riparatore', from: 500 },
] as const;
export type LevelName = (typeof LEVELS)[number]['name'];

/** The level a member with these points has reached. */
export function levelOf(points: number): LevelName {
  let level: LevelName = LEVELS[0].name;
  for (const l of LEVELS) if (points >= l.from) level = l.name;
  return level;
}

/** Search (issue 28): the shortest query, the longest, and a page of results. */
export const SEARCH = { minChars: 2, maxChars: 100, pageSize: 20, maxOffset: 400 } as const;
