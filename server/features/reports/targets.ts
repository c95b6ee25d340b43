import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { displayName } from '../../../common/people.ts';
import type { ReportedContent } from '../../../common/schemas/admin.ts';
import type { ReportType } from '../../../common/schemas/reports.ts';
import type { Db, Tx } from '../../db/client.ts';
import { comments, posts, reels, users } from '../../db/schema.ts';
import { objectPath, thumbnailPath } from '../../domain/objects.ts';

/** Content a resolved report hides from every list and feed. */
export type HideableType = Extract<ReportType, 'post' | 'comment' | 'reel'>;
export const isHideable = (type: ReportType): type is HideableType =>
  type === 'post' || type === 'comment' || type === 'reel';

/** What a report is about: who wrote it (or who it is) and how to name it. */
export interface ReportTarget {
  authorId: string | null;
  label: string | null;
}

/** The visible content (or member) a member reports; null when there is none. 'other' names nothing. */
export async function findTarget(db: Db, type: ReportType, id: string): Promise<ReportTarget | null> {
  switch (type) {
    case 'post': {
      const [row] = await db
        .select({ authorId: posts.authorId, label: posts.title })
        .from(posts)
        .where(and(eq(posts.id, id), isNull(posts.hiddenAt)));
      return row ?? null;
    }
    case 'comment': {
      const [row] = await db
        .select({ authorId: comments.authorId, label: comments.content })
        .from(comments)
        .innerJoin(posts, eq(posts.id, comments.postId))
        .where(and(eq(comments.id, id), isNull(comments.hiddenAt), isNull(posts.hiddenAt)));
      return row ?? null;
    }
    case 'reel': {
      const [row] = await db
        .select({ authorId: reels.authorId, label: reels.title })
        .from(reels)
        .where(and(eq(reels.id, id), isNull(reels.hiddenAt)));
      return row ?? null;
    }
    case 'user': {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ? { authorId: row.id, label: displayName(row) } : null;
    }
    case 'other':
      return { authorId: null, label: null };
  }
}

/** What was hidden, for the author's notification. */
export interface HiddenContent {
  type: HideableType;
  id: string;
  authorId: string;
  title: string;
}

/**
 * The author's profile counts only what others can see (issue 27: "Post 2" over one post): hiding a
 * post or reel takes it off the count, restoring it puts it back.
 */
async function countOnProfile(tx: Tx, type: 'post' | 'reel', authorId: string, by: 1 | -1) {
  const column = type === 'post' ? users.postsCount : users.reelsCount;
  await tx
    .update(users)
    .set(
      type === 'post'
        ? { postsCount: sql`greatest(${column} + ${by}, 0)` }
        : { reelsCount: sql`greatest(${column} + ${by}, 0)` },
    )
    .where(eq(users.id, authorId));
}

/**
 * Hides reported content in the moderator's transaction; answers it when this call hid it (null when it
 * was already hidden or is gone). A hidden comment no longer counts in its post's commentsCount.
 */
export async function hideTarget(tx: Tx, type: HideableType, id: string): Promise<HiddenContent | null> {
  const now = new Date();
  if (type === 'post') {
    const [row] = await tx
      .update(posts)
      .set({ hiddenAt: now })
      .where(and(eq(posts.id, id), isNull(posts.hiddenAt)))
      .returning({ authorId: posts.authorId, title: posts.title });
    if (row) await countOnProfile(tx, 'post', row.authorId, -1);
    return row ? { type, id, ...row } : null;
  }
  if (type === 'reel') {
    const [row] = await tx
      .update(reels)
      .set({ hiddenAt: now })
      .where(and(eq(reels.id, id), isNull(reels.hiddenAt)))
      .returning({ authorId: reels.authorId, title: reels.title });
    if (row) await countOnProfile(tx, 'reel', row.authorId, -1);
    return row ? { type, id, ...row } : null;
  }
  const [row] = await tx
    .update(comments)
    .set({ hiddenAt: now })
    .where(and(eq(comments.id, id), isNull(comments.hiddenAt)))
    .returning({ authorId: comments.authorId, postId: comments.postId, content: comments.content });
  if (!row) return null;
  const [post] = await tx
    .update(posts)
    .set({ commentsCount: sql`greatest(${posts.commentsCount} - 1, 0)` })
    .where(eq(posts.id, row.postId))
    .returning({ title: posts.title });
  return { type, id, authorId: row.authorId, title: post?.title ?? '' };
}

/** Whether a post, comment or reel exists at all, hidden or not. */
async function exists(tx: Tx, type: HideableType, id: string): Promise<boolean> {
  const table = { post: posts, comment: comments, reel: reels }[type];
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  return !!row;
}

/**
 * Shows hidden content again in the moderator's transaction: `restored` is what this call made visible,
 * null when it was visible already. `found` is false when there is no such content. A restored comment
 * counts again in its post's commentsCount.
 */
export async function restoreTarget(
  tx: Tx,
  type: HideableType,
  id: string,
): Promise<{ found: boolean; restored: HiddenContent | null }> {
  const none = async () => ({ found: await exists(tx, type, id), restored: null });
  if (type === 'post') {
    const [row] = await tx
      .update(posts)
      .set({ hiddenAt: null })
      .where(and(eq(posts.id, id), isNotNull(posts.hiddenAt)))
      .returning({ authorId: posts.authorId, title: posts.title });
    if (row) await countOnProfile(tx, 'post', row.authorId, 1);
    return row ? { found: true, restored: { type, id, ...row } } : none();
  }
  if (type === 'reel') {
    const [row] = await tx
      .update(reels)
      .set({ hiddenAt: null })
      .where(and(eq(reels.id, id), isNotNull(reels.hiddenAt)))
      .returning({ authorId: reels.authorId, title: reels.title });
    if (row) await countOnProfile(tx, 'reel', row.authorId, 1);
    return row ? { found: true, restored: { type, id, ...row } } : none();
  }
  const [row] = await tx
    .update(comments)
    .set({ hiddenAt: null })
    .where(and(eq(comments.id, id), isNotNull(comments.hiddenAt)))
    .returning({ authorId: comments.authorId, postId: comments.postId });
  if (!row) return none();
  const [post] = await tx
    .update(posts)
    .set({ commentsCount: sql`${posts.commentsCount} + 1` })
    .where(eq(posts.id, row.postId))
    .returning({ title: posts.title });
  return { found: true, restored: { type, id, authorId: row.authorId, title: post?.title ?? '' } };
}

const key = (type: ReportType, id: string) => `${type}:${id}`;

/**
 * The reported content of a page of reports, as it is now: one query per kind of content on the page,
 * never one per report. Deleted content comes back `available: false`.
 */
export async function reportedContents(
  db: Db | Tx,
  targets: readonly { type: ReportType; targetId: string }[],
): Promise<(type: ReportType, id: string) => Omit<ReportedContent, 'author'>> {
  const ids = (type: ReportType) => [
    ...new Set(targets.filter((t) => t.type === type).map((t) => t.targetId)),
  ];
  const found = new Map<string, Omit<ReportedContent, 'author'>>();
  const base = { available: true, imageUrls: [] as string[], postId: null };

  const postIds = ids('post');
  if (postIds.length > 0) {
    const rows = await db
      .select({
        id: posts.id,
        title: posts.title,
        text: posts.content,
        hiddenAt: posts.hiddenAt,
        imageIds: sql<string[]>`coalesce((
          select array_agg(pi.object_id order by pi.position) from post_images pi where pi.post_id = ${posts.id}
        ), '{}')`,
      })
      .from(posts)
      .where(inArray(posts.id, postIds));
    for (const r of rows)
      found.set(key('post', r.id), {
        ...base,
        type: 'post',
        id: r.id,
        hidden: r.hiddenAt !== null,
        title: r.title,
        text: r.text,
        imageUrls: r.imageIds.map(thumbnailPath),
      });
  }

  const commentIds = ids('comment');
  if (commentIds.length > 0) {
    const rows = await db
      .select({
        id: comments.id,
        text: comments.content,
        hiddenAt: comments.hiddenAt,
        postId: comments.postId,
        title: posts.title,
      })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(inArray(comments.id, commentIds));
    for (const r of rows)
      found.set(key('comment', r.id), {
        ...base,
        type: 'comment',
        id: r.id,
        hidden: r.hiddenAt !== null,
        title: r.title,
        text: r.text,
        postId: r.postId,
      });
  }

  const reelIds = ids('reel');
  if (reelIds.length > 0) {
    const rows = await db
      .select({
        id: reels.id,
        title: reels.title,
        text: reels.description,
        hiddenAt: reels.hiddenAt,
        posterId: reels.posterObjectId,
      })
      .from(reels)
      .where(inArray(reels.id, reelIds));
    for (const r of rows)
      found.set(key('reel', r.id), {
        ...base,
        type: 'reel',
        id: r.id,
        hidden: r.hiddenAt !== null,
        title: r.title,
        text: r.text,
        imageUrls: r.posterId ? [objectPath(r.posterId)] : [],
      });
  }

  const userIds = ids('user');
  if (userIds.length > 0) {
    const rows = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, userIds));
    for (const r of rows)
      found.set(key('user', r.id), {
        ...base,
        type: 'user',
        id: r.id,
        hidden: false,
        title: displayName(r),
        text: null,
      });
  }

  return (type, id) =>
    found.get(key(type, id)) ?? {
      ...base,
      type,
      id,
      // 'other' points at nothing we keep; anything else missing was deleted.
      available: type === 'other',
      hidden: false,
      title: null,
      text: null,
    };
}
