import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { follows, users } from '../../db/schema.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { type NotificationPush, type NotificationRow, notify, withdraw } from '../notifications/service.ts';

export async function isFollowing(db: Db, followerId: string, followingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)));
  return !!row;
}

/**
 * Follows or unfollows a member. The follower's row is locked first, so one member's concurrent
 * toggles apply in turn; both counters change in the same transaction as the follow row.
 */
export async function toggleFollow(
  db: Db,
  member: typeof users.$inferSelect,
  followingId: string,
  push?: NotificationPush,
) {
  if (followingId === member.id) throw new HttpError(400, 'SELF_FOLLOW', 'Non puoi seguire te stesso');
  let notification: NotificationRow | null = null;
  const result = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, member.id)).for('update');
    const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, followingId));
    if (!target) throw notFound('Utente non trovato');
    const key = and(eq(follows.followerId, member.id), eq(follows.followingId, followingId));
    const removed = await tx.delete(follows).where(key).returning({ id: follows.followerId });
    const following = removed.length === 0;
    const delta = following ? 1 : -1;
    if (following) await tx.insert(follows).values({ followerId: member.id, followingId });
    await tx
      .update(users)
      .set({ followingCount: sql`${users.followingCount} + ${delta}` })
      .where(eq(users.id, member.id));
    const [updated] = await tx
      .update(users)
      .set({ followersCount: sql`${users.followersCount} + ${delta}` })
      .where(eq(users.id, followingId))
      .returning({ followersCount: users.followersCount });
    const n = { userId: followingId, actorId: member.id, type: 'follow' as const };
    if (following) {
      notification = await notify(tx, {
        ...n,
        title: 'Nuovo follower',
        message: `${member.firstName ?? 'Qualcuno'} ha iniziato a seguirti`,
      });
    } else {
      await withdraw(tx, n);
    }
    return { isFollowing: following, followersCount: updated!.followersCount };
  });
  if (notification) push?.(notification);
  return result;
}
