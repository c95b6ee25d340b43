import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { TIMINGS } from '../../../../common/constants.ts';
import type { Notification } from '../../../../common/schemas/social.ts';
import { apiRequest, throwIfNotOk } from '../../lib/api.ts';

export type NotificationType = Notification['type'];

/** A notification as GET /api/notifications answers it (SPEC §3). */
export type AppNotification = Notification;

/** Notifications per page on the /notifications screen. */
export const NOTIFICATION_PAGE_SIZE = 30;

export const notificationKeys = {
  /** The sheet's list; also the prefix of the paginated one, so invalidating it refreshes both. */
  list: ['/api/notifications'] as const,
  pages: ['/api/notifications', 'pages'] as const,
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

/** The /notifications screen's list, newest first, in keyset pages; fetched afresh each time it opens. */
export function useNotificationPagesQuery() {
  return useInfiniteQuery({
    queryKey: notificationKeys.pages,
    queryFn: async ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(NOTIFICATION_PAGE_SIZE) });
      if (pageParam) params.set('before', pageParam);
      const res = await fetch(`/api/notifications?${params}`, { credentials: 'include', signal });
      await throwIfNotOk(res);
      return (await res.json()) as AppNotification[];
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.length < NOTIFICATION_PAGE_SIZE ? undefined : last.at(-1)?.id),
    refetchOnMount: 'always',
  });
}

type Cached = AppNotification[] | InfiniteData<AppNotification[], string | undefined> | undefined;

/** Marks one notification read in a cached list, whichever shape the list has. */
export function markReadInCache(data: Cached, id: string): Cached {
  const read = (list: AppNotification[]) =>
    list.some((n) => n.id === id && !n.isRead)
      ? list.map((n) => (n.id === id ? { ...n, isRead: true } : n))
      : list;
  if (!data) return data;
  if (Array.isArray(data)) return read(data);
  return { ...data, pages: data.pages.map(read) };
}

function applyRead(client: QueryClient, id: string) {
  client.setQueriesData<Cached>({ queryKey: notificationKeys.list }, (data) => markReadInCache(data, id));
  client.setQueryData<{ count: number }>(notificationKeys.unreadCount, (data) =>
    data ? { count: Math.max(0, data.count - 1) } : data,
  );
}

/** PATCH /api/notifications/{id}/read: read at once on screen, then the list and the count are refreshed. */
export function useMarkNotificationReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('PATCH', `/api/notifications/${encodeURIComponent(id)}/read`),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.unreadCount });
      applyRead(queryClient, id);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.list }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount }),
      ]),
  });
}
