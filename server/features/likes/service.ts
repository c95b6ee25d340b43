import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LikeStatus, LikeToggleResult } from '../../../common/schemas/likes.ts';
import type { AuthorPayload } from '../../../common/schemas/user.ts';
import type { Db } from '../../db/client.ts';
import { likes, posts } from '../../db/schema.ts';
import { relationState, toggleRelation } from '../../db/toggle.ts';
import { blockedEitherWaySql, refuseIfBlocked } from '../../domain/blocks.ts';
import { presentAuthor } from '../../domain/members.ts';
import type { UserRow } from '../../platform/auth/sessions.ts';
import type { EventBus, EventfulDeps } from '../../platform/events/events.ts';
import { notFound } from '../../platform/http/errors.ts';
import { presentLikeStatus, presentLikeToggle } from './presenter.ts';

/** A member liked or unliked a post. */
export interface PostLikeEvent {
  actor: AuthorPayload;
  post: { id: string; authorId: string; title: string };
}

declare module '../../platform/events/events.ts' {
  interface DomainEvents {
    'post.liked': PostLikeEvent;
    'post.unliked': PostLikeEvent;
  }
}

const postLike = (userId: string, postId: string) => ({
  table: likes,
  row: { userId, entityType: 'post' as const, entityId: postId },
});

/** Whether `member` likes the post; 404 when there is no such post. */
export async function postLikeStatus(db: Db, member: UserRow, postId: string): Promise<LikeStatus> {
  const isLiked = await relationState(db, postLike(member.id, postId), {
    table: posts,
    where: and(eq(posts.id, postId), isNull(posts.hiddenAt))!,
  });
  if (isLiked === null) throw notFound('Post non trovato');
  return presentLikeStatus(isLiked);
}

/**
 * Likes or unlikes a post. The post row is locked first, so concurrent toggles on one post run
 * one after another and likesCount always equals the number of like rows.
 */
export async function togglePostLike(
  deps: EventfulDeps,
  member: UserRow,
  postId: string,
): Promise<LikeToggleResult> {
  return deps.events.transaction(deps.db, async (tx, emit) => {
    let post: PostLikeEvent['post'] | undefined;
    let blocked = false;
    const toggled = await toggleRelation(tx, {
      ...postLike(member.id, postId),
      async lock(tx) {
        // Whether either blocked the other is read with the lock: one round trip less while it is held.
        const [row] = await tx
          .select({
            id: posts.id,
            authorId: posts.authorId,
            title: posts.title,
            blocked: blockedEitherWaySql(member.id, posts.authorId),
          })
          .from(posts)
          .where(and(eq(posts.id, postId), isNull(posts.hiddenAt)))
          .for('update')
          .prepare('post_like_lock')
          .execute();
        if (!row) throw notFound('Post non trovato');
        post = { id: row.id, authorId: row.authorId, title: row.title };
        blocked = row.blocked;
      },
      counter: (delta) =>
        sql`update ${posts} set likes_count = ${posts.likesCount} + ${delta}
          where ${posts.id} = ${postId} returning ${posts.likesCount} as count`,
      // No likes pass between members who blocked each other (issue 21); an earlier one may be taken back.
      beforeOn: async () => refuseIfBlocked(blocked),
    });
    await emit(toggled.on ? 'post.liked' : 'post.unliked', { actor: presentAuthor(member), post: post! });
    return presentLikeToggle(toggled);
  });
}

/** A deleted post takes its likes along: they point at it without a foreign key. */
export function subscribeLikes(events: EventBus) {
  events.within('post.deleted', async ({ post }, tx) => {
    await tx.delete(likes).where(and(eq(likes.entityType, 'post'), eq(likes.entityId, post.id)));
    return null;
  });
}
