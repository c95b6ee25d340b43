import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import type { AfterCommit, EventBus } from '../../platform/events/events.ts';
import { presentNotification } from './presenter.ts';
import { record } from './service.ts';
import type { NotificationPush } from './subscriber.ts';
import { type ReelNotification, reelNotificationFor } from './texts.ts';

/**
 * Reel likes and comments notify the reel's author, in the transaction of the like or comment, and
 * reach the bell once it has committed. Unliking withdraws the like's notification.
 */
export function subscribeReelNotifications(events: EventBus, push?: NotificationPush) {
  const store = async (tx: Tx, notification: ReelNotification): Promise<AfterCommit | null> => {
    const row = await record(tx, notification);
    return row && push ? () => push(row.userId, presentNotification(row)) : null;
  };
  events.within('reel.liked', (event, tx) => store(tx, reelNotificationFor.liked(event)));
  events.within('reel.commented', (event, tx) => store(tx, reelNotificationFor.commented(event)));
  events.within('reel.unliked', async ({ actor, reel }, tx) => {
    await tx
      .delete(notifications)
      .where(
        and(
          eq(notifications.userId, reel.authorId),
          eq(notifications.actorId, actor.id),
          eq(notifications.type, 'like'),
          eq(notifications.reelId, reel.id),
        ),
      );
    return null;
  });
}
