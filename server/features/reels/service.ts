import { and, asc, eq, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { COMMENTS_LIST_MAX } from '../../../common/constants.ts';
import {
  type CreateReelBody,
  type CreateReelCommentBody,
  createReelBody,
  REEL_PAGE_MAX,
  REEL_PAGE_SIZE,
  type ReelCommentPayload,
  type ReelLikeResult,
  type ReelListQuery,
  type ReelPayload,
} from '../../../common/schemas/reels.ts';
import type { AuthorPayload } from '../../../common/schemas/user.ts';
import type { Db, Tx } from '../../db/client.ts';
import { newestFirst, olderThan } from '../../db/keyset.ts';
import { literalLimit, pageLimit, perDatabaseByKey } from '../../db/prepared.ts';
import { objects, reelComments, reelLikes, reels, users } from '../../db/schema.ts';
import { setRelation } from '../../db/toggle.ts';
import { assertMayInteract, notBlockedWith } from '../../domain/blocks.ts';
import { addCommentIn } from '../../domain/comments.ts';
import { assertMemberExists, presentAuthor } from '../../domain/members.ts';
import { finalizeDirectVideo, objectIdOf } from '../../domain/objects.ts';
import type { UserRow } from '../../platform/auth/sessions.ts';
import type { EventfulDeps } from '../../platform/events/events.ts';
import { forbidden, HttpError, notFound } from '../../platform/http/errors.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { mayDeleteReel, mayUseVideo, mayViewReel } from './policy.ts';
import { presentReel, presentReelComment, presentReelLike } from './presenter.ts';
import { removeReel } from './remove-reel.ts';

/** A reel's event names the reel and its author, so the notification can say what was liked. */
export interface ReelEvent {
  actor: AuthorPayload;
  reel: { id: string; authorId: string; title: string };
}

declare module '../../platform/events/events.ts' {
  interface DomainEvents {
    'reel.liked': ReelEvent;
    'reel.unliked': ReelEvent;
    'reel.commented': ReelEvent & { commentId: string };
  }
}

export interface ReelsDeps extends EventfulDeps {
  storage: ObjectStorage;
  /** Background poster, duration and transcode work, started once the reel is committed. */
  process?: (reelId: string) => void;
}

const NOT_FOUND = 'Reel non trovato';

/**
 * One SQL statement for a page of reels with their author and the viewer's like (DESIGN §7: never
 * one query per row).
 */
function reelRows(db: Db, viewerId: string | Placeholder) {
  return db
    .select({
      reel: reels,
      author: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      isLiked: sql<boolean>`exists(
        select 1 from ${reelLikes} rl where rl.user_id = ${viewerId} and rl.reel_id = ${reels.id}
      )`,
    })
    .from(reels)
    .innerJoin(users, eq(users.id, reels.authorId));
}

/** Newest first, keyset-paginated on (created_at, id) after the reel `before`; optionally one author's. */
/** A member's reels, newest first, as the reel feed shows them to `viewer`; 404 for an unknown member. */
export async function memberReels(
  db: Db,
  viewer: UserRow,
  memberId: string,
  query: ReelListQuery,
): Promise<ReelPayload[]> {
  await assertMemberExists(db, memberId);
  return listReels(db, viewer, { ...query, authorId: memberId });
}

/**
 * A page statement per shape (one author's or everyone's, first page or older) and LIMIT, prepared once per
 * connection: planning it on every call cost more than running it (issue 29). The LIMIT is written in the text
 * (the usual page or the largest, see the posts' list), so PostgreSQL keeps one plan.
 */
function prepareReelList(db: Db, shape: string, query: ReelListQuery & { authorId?: string }, limit: number) {
  const p = (name: string) => sql.placeholder(name);
  const viewer = p('viewer');
  return reelRows(db, viewer)
    .where(
      and(
        query.authorId ? eq(reels.authorId, p('authorId')) : undefined,
        olderThan(reels, query.before ? p('before') : undefined),
        // A reel a moderator hid is in no list (issue 20).
        isNull(reels.hiddenAt),
        // Members who blocked each other do not see each other's reels (issue 21).
        notBlockedWith(viewer, reels.authorId),
      ),
    )
    .orderBy(...newestFirst(reels))
    .limit(literalLimit(limit))
    .prepare(`reel_list_${shape}_${limit}`);
}
const reelLists = perDatabaseByKey<ReturnType<typeof prepareReelList>>();

export async function listReels(
  db: Db,
  viewer: UserRow,
  query: ReelListQuery & { authorId?: string },
): Promise<ReelPayload[]> {
  const limit = pageLimit(query.limit, REEL_PAGE_SIZE, REEL_PAGE_MAX);
  const shape = `${query.authorId ? 'a' : ''}${query.before ? 'b' : ''}`;
  const list = reelLists(db, `${shape}_${limit}`, () => prepareReelList(db, shape, query, limit));
  const rows = await list.execute({ viewer: viewer.id, authorId: query.authorId, before: query.before });
  return rows
    .slice(0, query.limit)
    .filter((row) => mayViewReel(viewer, row.reel))
    .map(presentReel);
}

/** The poster the reel feed shows `viewer` first (its first page's first reel), or null when it has none. */
export async function firstReelPoster(db: Db, viewer: UserRow): Promise<string | null> {
  const [first] = await listReels(db, viewer, { limit: REEL_PAGE_SIZE });
  return first?.posterUrl ?? null;
}

/** One reel, as the feed shows it. */
export async function getReel(db: Db, viewer: UserRow, id: string): Promise<ReelPayload> {
  const [row] = await reelRows(db, viewer.id).where(eq(reels.id, id));
  if (!row || !mayViewReel(viewer, row.reel)) throw notFound(NOT_FOUND);
  return presentReel(row);
}

/** The video object a reel may use: uploaded by the author, a video, in no other reel. */
async function usableVideo(tx: Tx, author: UserRow, videoUrl: string): Promise<string> {
  const objectId = objectIdOf(videoUrl);
  if (!objectId) throw new HttpError(400, 'BAD_VIDEO', 'Video non valido');
  const [video] = await tx
    .select({ id: objects.id, ownerId: objects.ownerId, kind: objects.kind, reelId: reels.id })
    .from(objects)
    .leftJoin(reels, eq(reels.videoObjectId, objects.id))
    .where(and(eq(objects.id, objectId), eq(objects.status, 'uploaded')))
    .for('update', { of: objects });
  if (!video || !mayUseVideo(author, video)) {
    throw new HttpError(400, 'BAD_VIDEO', 'Il video non è stato caricato da te');
  }
  if (video.kind !== 'video') throw new HttpError(400, 'NOT_A_VIDEO', 'Il file scelto non è un video');
  if (video.reelId) throw new HttpError(409, 'VIDEO_USED', 'Questo video è già in un reel');
  return video.id;
}

/** Publishes a reel on a video the author uploaded (SPEC §5); poster and duration follow in the background. */
export async function createReel(
  deps: ReelsDeps,
  author: UserRow,
  input: CreateReelBody,
  options: { createdAt?: Date } = {},
): Promise<ReelPayload> {
  const body = createReelBody.parse(input);
  // A video PUT straight into S3 is checked here when set-acl did not (SPEC §8: it may have failed).
  const uploadedId = objectIdOf(body.videoUrl);
  if (uploadedId) await finalizeDirectVideo(deps, uploadedId, author.id);
  const reelId = await deps.db.transaction(async (tx) => {
    const videoId = await usableVideo(tx, author, body.videoUrl);
    // A reel is public: its video is, even when set-acl failed ('Video caricato (anteprima limitata)').
    await tx.update(objects).set({ acl: 'public' }).where(eq(objects.id, videoId));
    const [reel] = await tx
      .insert(reels)
      .values({
        authorId: author.id,
        title: body.title,
        description: body.description,
        tags: body.tags,
        videoObjectId: videoId,
        createdAt: options.createdAt,
      })
      .returning({ id: reels.id });
    await tx
      .update(users)
      .set({ reelsCount: sql`${users.reelsCount} + 1` })
      .where(eq(users.id, author.id));
    return reel!.id;
  });
  deps.process?.(reelId);
  return getReel(deps.db, author, reelId);
}

/** Deletes a reel: its likes, comments and notifications go with its row, its video and poster files after. */
export async function deleteReel(deps: ReelsDeps, actor: UserRow, id: string): Promise<void> {
  await removeReel(deps, id, (reel) => {
    if (!reel) throw notFound(NOT_FOUND);
    if (!mayDeleteReel(actor, reel)) throw forbidden('Puoi eliminare solo i tuoi reel');
  });
}

/** Locks the reel whose counter a like or comment moves, so concurrent calls apply one after another. */
async function lockReel(tx: Tx, id: string): Promise<ReelEvent['reel']> {
  const [reel] = await tx
    .select({ id: reels.id, authorId: reels.authorId, title: reels.title })
    .from(reels)
    .where(and(eq(reels.id, id), isNull(reels.hiddenAt)))
    .for('update');
  if (!reel) throw notFound(NOT_FOUND);
  return reel;
}

/** Moves a reel's likesCount by `delta`, inside the statement that adds or removes the like. */
const moveLikesCount = (id: string, delta: SQL) =>
  sql`update ${reels} set likes_count = ${reels.likesCount} + ${delta}
    where ${reels.id} = ${id} returning ${reels.likesCount} as count`;

/**
 * Likes (`on`) or unlikes a reel. Idempotent: liking twice keeps one like, unliking what is not liked
 * changes nothing; the count moves in the same transaction as the row.
 */
export async function setReelLike(
  deps: EventfulDeps,
  member: UserRow,
  id: string,
  on: boolean,
): Promise<ReelLikeResult> {
  return deps.events.transaction(deps.db, async (tx, emit) => {
    let reel: ReelEvent['reel'] | undefined;
    const { changed, count } = await setRelation(
      tx,
      {
        table: reelLikes,
        row: { userId: member.id, reelId: id },
        lock: async (tx) => {
          reel = await lockReel(tx, id);
        },
        counter: (delta) => moveLikesCount(id, delta),
        // No likes pass between members who blocked each other (issue 21); an earlier one may be taken back.
        beforeOn: (tx) => assertMayInteract(tx, member.id, reel!.authorId),
      },
      on,
    );
    if (changed)
      await emit(on ? 'reel.liked' : 'reel.unliked', { actor: presentAuthor(member), reel: reel! });
    return presentReelLike(on, count);
  });
}

/** A reel's comments, oldest first. */
export async function listReelComments(db: Db, viewer: UserRow, id: string): Promise<ReelCommentPayload[]> {
  const [reel] = await db
    .select({ authorId: reels.authorId, hiddenAt: reels.hiddenAt })
    .from(reels)
    .where(eq(reels.id, id));
  if (!reel || !mayViewReel(viewer, reel)) throw notFound(NOT_FOUND);
  const rows = await db
    .select({
      comment: reelComments,
      author: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(reelComments)
    .innerJoin(users, eq(users.id, reelComments.authorId))
    .where(eq(reelComments.reelId, id))
    .orderBy(asc(reelComments.createdAt), asc(reelComments.id))
    .limit(COMMENTS_LIST_MAX);
  return rows.map(presentReelComment);
}

/** Adds a comment to a reel and counts it in one transaction; `reel.commented` tells whoever listens. */
export async function addReelComment(
  deps: EventfulDeps,
  author: UserRow,
  id: string,
  body: CreateReelCommentBody,
): Promise<ReelCommentPayload> {
  const comment = await deps.events.transaction(deps.db, async (tx, emit) => {
    const { target: reel, row } = await addCommentIn(tx, author.id, {
      count: async (tx) => {
        const [reel] = await tx
          .update(reels)
          .set({ commentsCount: sql`${reels.commentsCount} + 1` })
          .where(and(eq(reels.id, id), isNull(reels.hiddenAt)))
          .returning({ id: reels.id, authorId: reels.authorId, title: reels.title });
        return reel;
      },
      missing: NOT_FOUND,
      insert: async (tx) => {
        const [row] = await tx
          .insert(reelComments)
          .values({ reelId: id, authorId: author.id, content: body.content })
          .returning();
        return row!;
      },
    });
    await emit('reel.commented', { actor: presentAuthor(author), reel, commentId: row.id });
    return row;
  });
  return presentReelComment({ comment, author: presentAuthor(author) });
}
