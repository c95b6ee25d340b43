import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Notification } from '../../../common/schemas/social.ts';
import type { Db, Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { notFound } from '../../platform/http/errors.ts';

export type NotificationRow = typeof notifications.$inferSelect;
type Kind = NotificationRow['type'];

export interface NewNotification {
  userId: string;
  actorId: string;
  type: Kind;
  title: string;
  message: string;
  postId?: string;
}

/** Delivers a stored notification live to its member (the bell); called after the commit. */
export type NotificationPush = (row: NotificationRow) => void;

/**
 * Records a notification in the caller's transaction and returns it, so it can be pushed once the
 * transaction has committed; acting on your own content notifies nobody (null).
 */
export async function notify(tx: Tx, n: NewNotification): Promise<NotificationRow | null> {
  if (n.userId === n.actorId) return null;
  const [row] = await tx.insert(notifications).values(n).returning();
  return row ?? null;
}

/** Withdraws the notification of an action that was undone (unlike, unfollow). */
export async function withdraw(tx: Tx, n: Pick<NewNotification, 'userId' | 'actorId' | 'type' | 'postId'>) {
  await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, n.userId),
        eq(notifications.actorId, n.actorId),
        eq(notifications.type, n.type),
        n.postId ? eq(notifications.postId, n.postId) : sql`${notifications.postId} is null`,
      ),
    );
}

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    postId: row.postId,
    actorId: row.actorId,
  };
}

/** A member's notifications, newest first, keyset-paginated by the id of the last one seen. */
export async function listNotifications(db: Db, userId: string, opts: { before?: string; limit: number }) {
  const cursor = opts.before
    ? await db
        .select({ createdAt: notifications.createdAt, id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.id, opts.before), eq(notifications.userId, userId)))
    : [];
  const after = cursor[0];
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        after
          ? or(
              lt(notifications.createdAt, after.createdAt),
              and(eq(notifications.createdAt, after.createdAt), lt(notifications.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(opts.limit);
  return rows.map(presentNotification);
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.count ?? 0;
}

/** Marks one of the member's own notifications read; someone else's is "not found". */
export async function markRead(db: Db, userId: string, id: string) {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound('Notifica non trovata');
  return presentNotification(row);
}
