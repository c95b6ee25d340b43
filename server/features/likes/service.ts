import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likes, posts, type users } from '../../db/schema.ts';
import { notFound } from '../../platform/http/errors.ts';
import { type NotificationPush, type NotificationRow, notify, withdraw } from '../notifications/service.ts';

export async function isPostLiked(db: Db, userId: string, postId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: likes.userId })
    .from(likes)
    .where(and(eq(likes.userId, userId), eq(likes.entityType, 'post'), eq(likes.entityId, postId)));
  return !!row;
}

/**
 * Likes or unlikes a post. The post row is locked first, so concurrent toggles on one post run
 * one after another and likesCount always equals the number of like rows.
 */
export async function togglePostLike(
  db: Db,
  member: typeof users.$inferSelect,
  postId: string,
  push?: NotificationPush,
) {
  let notification: NotificationRow | null = null;
  const result = await db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: posts.id, authorId: posts.authorId, title: posts.title })
      .from(posts)
      .where(eq(posts.id, postId))
      .for('update');
    if (!post) throw notFound('Post non trovato');
    const key = and(eq(likes.userId, member.id), eq(likes.entityType, 'post'), eq(likes.entityId, postId));
    const removed = await tx.delete(likes).where(key).returning({ userId: likes.userId });
    const isLiked = removed.length === 0;
    if (isLiked) await tx.insert(likes).values({ userId: member.id, entityType: 'post', entityId: postId });
    const [updated] = await tx
      .update(posts)
      .set({ likesCount: sql`${posts.likesCount} + ${isLiked ? 1 : -1}` })
      .where(eq(posts.id, postId))
      .returning({ likesCount: posts.likesCount });
    const target = { userId: post.authorId, actorId: member.id, type: 'like' as const, postId };
    if (isLiked) {
      notification = await notify(tx, {
        ...target,
        title: 'Nuovo mi piace',
        message: `A ${member.firstName ?? 'qualcuno'} piace il tuo post "${post.title}"`,
      });
    } else {
      await withdraw(tx, target);
    }
    return { isLiked, likesCount: updated!.likesCount };
  });
  if (notification) push?.(notification);
  return result;
}
