import { PAGE_SIZE, TIMINGS } from '@common/constants.ts';
import {
  type NotificationPayload,
  notificationPage,
  type UnreadCountPayload,
  unreadCountPayload,
} from '@common/schemas/notifications.ts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { it } from '../i18n/it.ts';
import { api } from '../lib/api.ts';
import { type Pages, useKeysetPages } from './pages.ts';

export const notificationKeys = {
  /** The sheet's list; also the prefix of the paginated one, so invalidating it refreshes both. */
  list: ['/api/notifications'] as const,
  pages: ['/api/notifications', 'pages'] as const,
  unreadCount: ['/api/notifications/unread-count'] as const,
};

// The bell and the sheet stay quiet about an expired session: the screen behind them announces it.
const quiet = { announceUnauthorized: false } as const;

/** The bell's unread count, refreshed every 30 s (SPEC §9: the only polling query). */
export function useUnreadCountQuery() {
  return useQuery({
    queryKey: notificationKeys.unreadCount,
    queryFn: ({ signal }) =>
      api.get('/api/notifications/unread-count', { schema: unreadCountPayload, signal }),
    refetchInterval: TIMINGS.unreadRefreshMs,
    meta: quiet,
  });
}

/** The sheet's notification list (the first page); `enabled` lets the sheet load it only once opened. */
export function useNotificationsQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => api.get('/api/notifications', { schema: notificationPage, signal }),
    enabled,
    meta: quiet,
  });
}

/** The /notifications screen's list, newest first, in keyset pages; fetched afresh each time it opens. */
export function useNotificationPagesQuery() {
  return useKeysetPages({
    queryKey: notificationKeys.pages,
    path: '/api/notifications',
    pageSize: PAGE_SIZE.notifications,
    schema: notificationPage,
    refetchOnMount: 'always',
  });
}

type Cached = NotificationPayload[] | Pages<NotificationPayload> | undefined;

/** Marks one notification read in a cached list, whichever shape the list has. */
export function markReadInCache(data: Cached, id: string): Cached {
  const read = (list: NotificationPayload[]) =>
    list.some((n) => n.id === id && !n.isRead)
      ? list.map((n) => (n.id === id ? { ...n, isRead: true } : n))
      : list;
  if (!data) return data;
  if (Array.isArray(data)) return read(data);
  return { ...data, pages: data.pages.map(read) };
}

function applyRead(client: QueryClient, id: string) {
  client.setQueriesData<Cached>({ queryKey: notificationKeys.list }, (data) => markReadInCache(data, id));
  client.setQueryData<UnreadCountPayload>(notificationKeys.unreadCount, (data) =>
    data ? { count: Math.max(0, data.count - 1) } : data,
  );
}

/** Refreshes the bell's count and every notification list (a push arrived, the sheet opened). */
export function refreshNotifications(client: QueryClient, { countToo = true } = {}): void {
  void client.invalidateQueries({ queryKey: notificationKeys.list });
  if (countToo) void client.invalidateQueries({ queryKey: notificationKeys.unreadCount });
}

/** PATCH /api/notifications/{id}/read: read at once on screen, then the list and the count are refreshed. */
export function useMarkNotificationReadMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.patch(`/api/notifications/${encodeURIComponent(id)}/read`),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: notificationKeys.unreadCount });
      applyRead(client, id);
    },
    onSettled: () => refreshNotifications(client),
    meta: { errorText: it.notificationSheet.markReadError },
  });
}
