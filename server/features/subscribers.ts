import type { EventBus } from '../platform/events/events.ts';
import { subscribeLikes } from './likes/service.ts';
import { subscribeMessageNotifications } from './notifications/message-notifications.ts';
import { subscribeReelNotifications } from './notifications/reel-notifications.ts';
import { type NotificationPush, subscribeNotifications } from './notifications/subscriber.ts';

/** Every feature's domain-event subscriptions: the app and the demo seed wire the same ones. */
export function subscribeFeatures(events: EventBus, options: { push?: NotificationPush } = {}) {
  subscribeLikes(events);
  subscribeNotifications(events, options.push);
  subscribeMessageNotifications(events, options.push);
  subscribeReelNotifications(events, options.push);
}
