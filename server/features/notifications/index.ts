import type { NotificationPayload } from '../../../common/schemas/notifications.ts';
import { defineFeature, type LiveSend } from '../../platform/feature.ts';
import { subscribeMessageNotifications } from './message-notifications.ts';
import { subscribeReelNotifications } from './reel-notifications.ts';
import { notificationRoutes } from './routes.ts';
import { subscribeNotifications } from './subscriber.ts';

/** A stored notification reaches the member's bell, once its action has committed. */
const pushTo = (live: LiveSend) => (userId: string, notification: NotificationPayload) =>
  void live(userId, { type: 'notification', data: notification });

/** The bell: notifications, and the one writer of them (decision 005). */
export const notificationsFeature = defineFeature({
  name: 'notifications',
  routes: notificationRoutes,
  needs: ({ db }) => ({ db }),
  subscribe: (events, live) => {
    const push = live && pushTo(live);
    subscribeNotifications(events, push);
    subscribeMessageNotifications(events, push);
    subscribeReelNotifications(events, push);
  },
});
