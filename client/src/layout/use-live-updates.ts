import { messagePayload } from '@common/schemas/messages.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyMessageEvent, catchUpMessages } from '../data/message-live.ts';
import { refreshNotifications } from '../data/notifications.ts';
import { connectLive } from '../lib/live.ts';
import { announceMessage } from './message-banner.tsx';

/**
 * Keeps the bell current (a pushed notification refreshes the count and lists at once) and the chats:
 * new messages, read receipts, presence and typing; after a reconnect, chats fetch what they missed.
 */
export function useLiveUpdates(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    // After the channel or the server's bus was down: what was pushed meanwhile is fetched.
    const catchUp = () => {
      refreshNotifications(queryClient);
      void catchUpMessages(queryClient, userId);
    };
    return connectLive(
      userId,
      (event) => {
        if (event.type === 'notification') refreshNotifications(queryClient);
        else if (event.type === 'resync') catchUp();
        else {
          applyMessageEvent(queryClient, userId, event);
          if (event.type === 'new_message') {
            const message = messagePayload.safeParse(event.data);
            if (message.success && message.data.senderId !== userId) announceMessage(message.data);
          }
        }
      },
      {
        onOpen: (reconnected) => {
          if (reconnected) catchUp();
        },
      },
    );
  }, [userId, queryClient]);
}
