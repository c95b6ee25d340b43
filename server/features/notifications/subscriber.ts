import type { NotificationPayload } from '../../../common/schemas/notifications.ts';
import type { Tx } from '../../db/client.ts';
import type { AfterCommit, EventBus } from '../../platform/events/events.ts';
import { presentNotification } from './presenter.ts';
import { record, withdraw } from './service.ts';
import { type NewNotification, notificationFor } from './texts.ts';

/** Delivers a notification live to its member's open sockets (the bell). */
export type NotificationPush = (userId: string, notification: NotificationPayload) => void;

/**
 * The one place notifications are written. Each is stored in the transaction of the action that
 * causes it, so the two never disagree, and pushed live only once that transaction has committed.
 */
export function subscribeNotifications(events: EventBus, push?: NotificationPush) {
  const store = async (tx: Tx, notification: NewNotification): Promise<AfterCommit | null> => {
    const row = await record(tx, notification);
    return row && push ? () => push(row.userId, presentNotification(row)) : null;
  };
  const drop = async (tx: Tx, notification: NewNotification) => {
    await withdraw(tx, notification);
    return null;
  };
  events.within('post.liked', (event, tx) => store(tx, notificationFor.liked(event)));
  events.within('post.commented', (event, tx) => store(tx, notificationFor.commented(event)));
  events.within('member.followed', (event, tx) => store(tx, notificationFor.followed(event)));
  // Your own comment chosen on your own post tells nobody (record() skips actor = recipient).
  events.within('post.solved', (event, tx) => store(tx, notificationFor.solved(event)));
  events.within('report.content-hidden', (event, tx) => store(tx, notificationFor.hidden(event)));
  events.within('report.content-restored', (event, tx) => store(tx, notificationFor.restored(event)));
  // Undoing an action withdraws its notification, so like/unlike cannot spam anyone.
  events.within('post.unliked', (event, tx) => drop(tx, notificationFor.liked(event)));
  events.within('member.unfollowed', (event, tx) => drop(tx, notificationFor.followed(event)));
  events.within('post.unsolved', (event, tx) => drop(tx, notificationFor.solved(event)));
}
