import { and, eq, gt, sql } from 'drizzle-orm';
import { displayName } from '../../../common/people.ts';
import type { NotificationPayload } from '../../../common/schemas/notifications.ts';
import { messages, notifications, users } from '../../db/schema.ts';
import type { EventBus } from '../../platform/events/events.ts';
import { presentNotification } from './presenter.ts';
import { prefers } from './service.ts';

/** Messages from one member within this time share their one unread notification: the bell is not flooded. */
export const MESSAGE_COALESCE_MS = 10 * 60_000;

const texts = (sender: { firstName: string | null; lastName: string | null }, unread: number) => ({
  title: 'Nuovo messaggio',
  message:
    unread > 1
      ? `${displayName(sender)} ti ha inviato ${unread} messaggi`
      : `${displayName(sender)} ti ha inviato un messaggio`,
});

/**
 * The 'message' notifications: written in the transaction that stores the message, coalesced per sender
 * while unread and recent; reading the conversation reads them too.
 */
export function subscribeMessageNotifications(
  events: EventBus,
  push?: (userId: string, notification: NotificationPayload) => void,
) {
  events.within('message.sent', async ({ message, sender }, tx) => {
    // The sending transaction already refused a blocked pair: what is left to ask is the receiver's
    // preference and the unread count, in one statement.
    const [state] = await tx
      .select({
        preferences: users.notificationPreferences,
        unread: sql<number>`(select count(*)::int from ${messages} m where m.sender_id = ${message.senderId}
          and m.receiver_id = ${message.receiverId} and m.read_at is null)`,
      })
      .from(users)
      .where(eq(users.id, message.receiverId));
    if (!state || !prefers(state.preferences, 'message')) return null;
    const text = texts(sender, state.unread || 1);
    const [coalesced] = await tx
      .update(notifications)
      .set({ ...text, createdAt: message.createdAt })
      .where(
        and(
          eq(notifications.userId, message.receiverId),
          eq(notifications.actorId, message.senderId),
          eq(notifications.type, 'message'),
          eq(notifications.isRead, false),
          gt(notifications.createdAt, new Date(message.createdAt.getTime() - MESSAGE_COALESCE_MS)),
        ),
      )
      .returning();
    const row =
      coalesced ??
      (
        await tx
          .insert(notifications)
          .values({
            userId: message.receiverId,
            actorId: message.senderId,
            type: 'message',
            createdAt: message.createdAt,
            ...text,
          })
          .returning()
      )[0]!;
    return push ? () => push(row.userId, presentNotification(row)) : null;
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
