import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { NotificationType } from '../../../common/constants.ts';
import type { NotificationListQuery, NotificationPayload } from '../../../common/schemas/notifications.ts';
import type { Db, Tx } from '../../db/client.ts';
import { newestFirst, olderThan } from '../../db/keyset.ts';
import { perDatabase } from '../../db/prepared.ts';
import { notifications, users } from '../../db/schema.ts';
import { blockedEitherWaySql } from '../../domain/blocks.ts';
import type { UserRow } from '../../platform/auth/sessions.ts';
import { notFound } from '../../platform/http/errors.ts';
import { mayMarkRead } from './policy.ts';
import { type NotificationRow, presentNotification } from './presenter.ts';
import type { NewNotification } from './texts.ts';

/**
 * Stores a notification in the caller's transaction when its member receives it: not from someone either of
 * them blocked, and not of a type they turned off in their settings (issue 21; on unless turned off). Acting
 * on your own content notifies nobody (null). One statement, the checks and the insert (issue 29: it runs
 * inside every like, comment and follow, while their locks are held).
 */
export async function record(
  tx: Tx,
  n: NewNotification & { reelId?: string },
): Promise<NotificationRow | null> {
  if (n.userId === n.actorId) return null;
  const [row] = await tx
    .insert(notifications)
    .select(
      tx
        .select({
          id: sql<string>`${randomUUID()}`.as('id'),
          userId: users.id,
          actorId: sql<string>`${n.actorId}`.as('actor_id'),
          type: sql<NotificationType>`${n.type}`.as('type'),
          title: sql<string>`${n.title}`.as('title'),
          message: sql<string>`${n.message}`.as('message'),
          postId: sql<string | null>`${n.postId ?? null}`.as('post_id'),
          reelId: sql<string | null>`${n.reelId ?? null}`.as('reel_id'),
          isRead: sql<boolean>`false`.as('is_read'),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(users)
        .where(
          and(
            eq(users.id, n.userId),
            sql`not ${blockedEitherWaySql(n.userId, n.actorId)}`,
            sql`(${users.notificationPreferences} -> ${n.type}) is distinct from 'false'::jsonb`,
          ),
        ),
    )
    .returning()
    // Its text is the same for every notification (the values are parameters): prepared once per connection.
    .prepare('notification_record')
    .execute();
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
    )
    .prepare(n.postId ? 'notification_withdraw_post' : 'notification_withdraw')
    .execute();
}

/** The notifications page, prepared per shape (the first page, or older than one seen; issue 29). */
const prepareList = (db: Db, shape: 'newest' | 'older') =>
  db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, sql.placeholder('member')),
        olderThan(notifications, shape === 'older' ? sql.placeholder('before') : undefined),
      ),
    )
    .orderBy(...newestFirst(notifications))
    .limit(sql.placeholder('limit'))
    .prepare(`notification_list_${shape}`);
const listStatements = perDatabase((db) => ({
  newest: prepareList(db, 'newest'),
  older: prepareList(db, 'older'),
}));

/** A member's own notifications, newest first, keyset-paginated by the id of the last one seen. */
export async function listNotifications(
  db: Db,
  member: UserRow,
  query: NotificationListQuery,
): Promise<NotificationPayload[]> {
  const shape = query.before ? 'older' : 'newest';
  const rows = await listStatements(db)[shape].execute({
    member: member.id,
    before: query.before,
    limit: query.limit,
  });
  return rows.map(presentNotification);
}

/** The bell's count, asked on every screen: prepared once per database (issue 29). */
const unreadStatement = perDatabase((db) =>
  db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('member')), eq(notifications.isRead, false)))
    .prepare('unread_notifications'),
);

export async function unreadCount(db: Db, member: UserRow): Promise<{ count: number }> {
  const [row] = await unreadStatement(db).execute({ member: member.id });
  return { count: row?.count ?? 0 };
}

/** Marks one of the member's own notifications read; someone else's is "not found". */
export async function markRead(db: Db, member: UserRow, id: string): Promise<NotificationPayload> {
  const [found] = await db.select().from(notifications).where(eq(notifications.id, id));
  if (!found || !mayMarkRead(member, found)) throw notFound('Notifica non trovata');
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(eq(notifications.id, id))
    .returning();
  return presentNotification(row!);
}
