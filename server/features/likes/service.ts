import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LikeStatus, LikeToggleResult } from '../../../common/schemas/likes.ts';
import type { AuthorPayload } from '../../../common/schemas/user.ts';
import type { Db } from '../../db/client.ts';
import { likes, posts } from '../../db/schema.ts';
import { relationState } from '../../db/toggle.ts';
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
 * Likes or unlikes a post. The post row is locked first, so concurrent toggles on one post run one after
 * another (each next statement sees what the one before committed) and likesCount always equals the number
 * of like rows; then one statement removes the like when present or adds it when absent and moves the count by
 * what changed (issue 29: the like is the write members make most, and every round trip holds the lock).
 */
export async function togglePostLike(
  deps: EventfulDeps,
  member: UserRow,
  postId: string,
): Promise<LikeToggleResult> {
  return deps.events.transaction(deps.db, async (tx, emit) => {
    // Whether either blocked the other is read with the lock: one round trip less while it is held.
    const [post] = await tx
      .select({
        id: posts.id,
        authorId: posts.authorId,
        title: posts.title,
        blocked: blockedEitherWaySql(member.id, posts.authorId),
      })
      .from(posts)
      .where(and(eq(posts.id, postId), isNull(posts.hiddenAt)))
      .for('update');
    if (!post) throw notFound('Post non trovato');
    const { rows } = await tx.execute<{ on: boolean; off: boolean; likes_count: number | null }>(sql`
      with removed as (
        delete from ${likes}
        where ${likes.userId} = ${member.id} and ${likes.entityType} = 'post' and ${likes.entityId} = ${postId}
        returning 1
      ),
      added as (
        insert into ${likes} (user_id, entity_type, entity_id)
        select ${member.id}, 'post', ${postId}
        where not ${post.blocked}::boolean and not exists (select 1 from removed)
        returning 1
      ),
      moved as (
        update ${posts} set likes_count = ${posts.likesCount}
          + (select count(*) from added)::int - (select count(*) from removed)::int
        where ${posts.id} = ${postId} and (exists (select 1 from added) or exists (select 1 from removed))
        returning ${posts.likesCount} as likes_count
      )
      select exists (select 1 from added) as "on", exists (select 1 from removed) as "off",
        (select likes_count from moved) as likes_count`);
    const { on, off, likes_count: count } = rows[0]!;
    // No likes pass between members who blocked each other (issue 21); an earlier one may be taken back.
    if (!on && !off) refuseIfBlocked(post.blocked);
    const event = {
      actor: presentAuthor(member),
      post: { id: post.id, authorId: post.authorId, title: post.title },
    };
    await emit(on ? 'post.liked' : 'post.unliked', event);
    return presentLikeToggle({ on, count: count ?? 0 });
  });
}

/** A deleted post takes its likes along: they point at it without a foreign key. */
export function subscribeLikes(events: EventBus) {
  events.within('post.deleted', async ({ post }, tx) => {
    await tx.delete(likes).where(and(eq(likes.entityType, 'post'), eq(likes.entityId, post.id)));
    return null;
  });
}
