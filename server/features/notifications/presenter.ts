import type { NotificationPayload } from '../../../common/schemas/notifications.ts';
import type { notifications } from '../../db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** What leaves the server for a notification, over HTTP and as the `data` of a live push. */
export function presentNotification(row: NotificationRow): NotificationPayload {
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
