import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationKeys } from '../features/notifications/queries.ts';
import { connectLive } from '../lib/live.ts';

/** Keeps the bell current: a notification pushed on the live channel refreshes the count and lists at once. */
export function useLiveUpdates(userId: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      connectLive(userId, (event) => {
        if (event.type !== 'notification') return;
        void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount });
        void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
      }),
    [userId, queryClient],
  );
}
