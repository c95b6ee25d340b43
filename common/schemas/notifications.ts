import { NOTIFICATION_TYPES, PAGE_MAX, PAGE_SIZE } from '../constants.ts';
import { schema, z } from '../zod-it.ts';
import { pageQuery } from './shared.ts';

/** SPEC §3 Notification, plus what it is about (post, actor); also the `data` of a live `notification`. */
export const notificationPayload = schema(() =>
  z.object({
    id: z.string(),
    type: z.enum(NOTIFICATION_TYPES),
    title: z.string(),
    message: z.string(),
    isRead: z.boolean(),
    createdAt: z.iso.datetime(),
    postId: z.string().nullable(),
    actorId: z.string().nullable(),
  }),
);
export type NotificationPayload = z.infer<typeof notificationPayload>;

/** GET /api/notifications: a keyset page, newest first. */
export const notificationListQuery = schema(() => pageQuery(PAGE_SIZE.notifications, PAGE_MAX.notifications));
export type NotificationListQuery = z.infer<typeof notificationListQuery>;
export const notificationPage = schema(() => z.array(notificationPayload));

/** GET /api/notifications/unread-count (SPEC §3 Unread count). */
export const unreadCountPayload = schema(() => z.object({ count: z.number().int() }));
export type UnreadCountPayload = z.infer<typeof unreadCountPayload>;
