import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '../../../../common/constants.ts';
import { apiRequest } from '../../lib/api.ts';

export type NotificationType = 'like' | 'comment' | 'follow' | 'message' | 'other';

/** A notification as GET /api/notifications answers it (SPEC §3). */
export interface AppNotification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
}

export const notificationKeys = {
  list: ['/api/notifications'] as const,
  unreadCount: ['/api/notifications/unread-count'] as const,
};

/** The bell's unread count, refreshed every 30 s (SPEC §9: the only polling query). */
export function useUnreadCountQuery() {
  return useQuery<{ count: number }>({
    queryKey: notificationKeys.unreadCount,
    refetchInterval: TIMINGS.unreadRefreshMs,
  });
}

/** The notification list; `enabled` lets the sheet load it only once opened. */
export function useNotificationsQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<AppNotification[]>({ queryKey: notificationKeys.list, enabled });
}

/** PATCH /api/notifications/{id}/read, then refresh the list and the unread count. */
export function useMarkNotificationReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('PATCH', `/api/notifications/${encodeURIComponent(id)}/read`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.list }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount }),
      ]),
  });
}
