import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { NotificationPayload } from '../../../common/schemas/notifications.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { messages, notifications, users } from '../../db/schema.ts';
import type { EventBus } from '../../platform/events/events.ts';
import { type NotificationRow, presentNotification } from './presenter.ts';
import { messageNotificationTexts } from './texts.ts';

/** Messages from one member within this time share their one unread notification: the bell is not flooded. */
export const MESSAGE_COALESCE_MS = 10 * 60_000;

/**
 * The one statement every message runs here, prepared (issue 29): when the receiver wants message
 * notifications, the unread one from this sender is brought up to date (with how many of the sender's
 * messages are unread), or a new one written.
 */
const upsertMessageNotification = (() => {
  const p = (name: string) => sql.placeholder(name);
  const [receiver, sender, at] = [p('receiverId'), p('senderId'), p('at')];
  return preparedStatement<{
    id: string;
    title: string;
    message: string;
    is_read: boolean;
    created_at: string;
  }>(
    'upsert_message_notification',
    sql`
      with wanted as (
        select 1 from ${users} where ${users.id} = ${receiver}
          and (${users.notificationPreferences} ->> 'message') is distinct from 'false'
      ),
      unread as (
        select case when count(*) > 1 then replace(${p('many')}::text, '{n}', count(*)::text) else ${p('one')}::text end as line
        from ${messages} where sender_id = ${sender} and receiver_id = ${receiver}
          and read_at is null
      ),
      coalesced as (
        update ${notifications} set title = ${p('title')}, message = unread.line, created_at = ${at}::timestamptz
        from unread
        where user_id = ${receiver} and actor_id = ${sender} and type = 'message'
          and is_read = false and created_at > ${p('since')}::timestamptz and exists (select 1 from wanted)
        returning ${notifications.id}, title, message, is_read, ${notifications.createdAt}
      ),
      added as (
        insert into ${notifications} (id, user_id, actor_id, type, title, message, created_at)
        select ${p('id')}, ${receiver}, ${sender}, 'message', ${p('title')},
          unread.line, ${at}::timestamptz
        from wanted, unread where not exists (select 1 from coalesced)
        returning id, title, message, is_read, created_at
      )
      select * from coalesced union all select * from added`,
  );
})();

/**
 * The 'message' notifications: written in the transaction that stores the message, coalesced per sender
 * while unread and recent; reading the conversation reads them too.
 */
export function subscribeMessageNotifications(
  events: EventBus,
  push?: (userId: string, notification: NotificationPayload) => void,
) {
  events.within('message.sent', async ({ message, sender }, tx) => {
    // One statement, run for every message: when the receiver wants message notifications, the unread
    // one from this sender is brought up to date (with how many of the sender's messages are unread,
    // counted here: after the pair's lock, so a message committed meanwhile is seen), or a new one
    // written. The sending transaction already refused a blocked pair.
    const text = messageNotificationTexts(sender);
    const since = new Date(message.createdAt.getTime() - MESSAGE_COALESCE_MS);
    const at = message.createdAt.toISOString();
    const [row] = await upsertMessageNotification(tx, {
      receiverId: message.receiverId,
      senderId: message.senderId,
      title: text.title,
      one: text.one,
      many: text.many,
      at,
      since: since.toISOString(),
      id: randomUUID(),
    });
    if (!row || !push) return null;
    const notification: NotificationRow = {
      id: row.id,
      userId: message.receiverId,
      actorId: message.senderId,
      type: 'message',
      title: row.title,
      message: row.message,
      postId: null,
      reelId: null,
      isRead: row.is_read,
      createdAt: new Date(row.created_at),
    };
    return () => push(message.receiverId, presentNotification(notification));
  });

  events.within('conversation.read', async ({ readerId, otherUserId }, tx) => {
    await tx
      .update(notifications)
      .set({ isRead: true })
      .where(
        and(
          eq(notifications.userId, readerId),
          eq(notifications.actorId, otherUserId),
          eq(notifications.type, 'message'),
          eq(notifications.isRead, false),
        ),
      );
    return null;
  });
}
