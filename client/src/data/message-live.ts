import {
  MESSAGE_PAGE_MAX,
  messagePage,
  messagePayload,
  presencePayload,
  readReceiptPayload,
  typingPayload,
} from '@common/schemas/messages.ts';
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api } from '../lib/api.ts';
import type { LiveEvent } from '../lib/live.ts';
import { type ChatPages, markChatRead, newestMessage, partnerOf } from './message-cache.ts';
import { addMessages, applyOwnRead, messageKeys } from './messages.ts';

/** A typing flag nobody refreshed or stopped within this time is dropped (a lost 'stopped', a closed tab). */
const TYPING_STALE_MS = 6000;

const typing = new Map<string, ReturnType<typeof setTimeout>>();
const typingListeners = new Set<() => void>();
const emitTyping = () => {
  for (const listener of typingListeners) listener();
};

function setTyping(userId: string, isTyping: boolean) {
  clearTimeout(typing.get(userId));
  if (isTyping)
    typing.set(
      userId,
      setTimeout(() => setTyping(userId, false), TYPING_STALE_MS),
    );
  else if (!typing.delete(userId)) return;
  emitTyping();
}

/** Whether the member is typing to me right now. */
export const isPartnerTyping = (userId: string) => typing.has(userId);

/** The typing flag as React state (SPEC §4: a typing event sets the partner's typing flag). */
export function usePartnerTyping(userId: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      typingListeners.add(listener);
      return () => typingListeners.delete(listener);
    },
    () => isPartnerTyping(userId),
  );
}

/** Applies one live event to the cache: new messages, read receipts, presence and typing (SPEC §7). */
export function applyMessageEvent(client: QueryClient, me: string, event: LiveEvent): boolean {
  switch (event.type) {
    case 'new_message': {
      const message = messagePayload.safeParse(event.data);
      if (!message.success) return false;
      const partnerId = partnerOf(message.data, me);
      addMessages(client, me, partnerId, [message.data]);
      if (message.data.senderId === partnerId) setTyping(partnerId, false);
      return true;
    }
    case 'read': {
      const receipt = readReceiptPayload.safeParse(event.data);
      if (!receipt.success) return false;
      const { readerId, otherUserId, readAt, upTo } = receipt.data;
      if (readerId === me) applyOwnRead(client, otherUserId, readAt, upTo);
      else
        client.setQueryData<ChatPages>(messageKeys.chat(readerId), (data) =>
          markChatRead(data, { senderId: me, upTo, readAt }),
        );
      return true;
    }
    case 'presence': {
      const presence = presencePayload.safeParse(event.data);
      if (!presence.success) return false;
      client.setQueryData(messageKeys.presence(presence.data.userId), presence.data);
      if (!presence.data.isOnline) setTyping(presence.data.userId, false);
      return true;
    }
    case 'typing': {
      const typed = typingPayload.safeParse(event.data);
      if (!typed.success) return false;
      setTyping(typed.data.senderId, typed.data.isTyping);
      return true;
    }
    default:
      return false;
  }
}

/**
 * After the live channel was down, fetches what it missed: each open chat from the last message it holds
 * (the server answers in send order, so nothing is skipped), the list and presence afresh.
 */
export async function catchUpMessages(client: QueryClient, me: string): Promise<void> {
  void client.invalidateQueries({ queryKey: messageKeys.conversations, exact: true });
  void client.invalidateQueries({ queryKey: ['/api/conversations/presence'] });
  for (const [key, data] of client.getQueriesData<ChatPages>({ queryKey: messageKeys.chats })) {
    const otherUserId = key[1];
    if (typeof otherUserId !== 'string') continue;
    let after = newestMessage(data)?.id;
    try {
      while (after) {
        const page = await api.get(`/api/messages/${encodeURIComponent(otherUserId)}`, {
          query: { after, limit: MESSAGE_PAGE_MAX },
          schema: messagePage,
        });
        addMessages(client, me, otherUserId, page);
        after = page.length < MESSAGE_PAGE_MAX ? undefined : page.at(-1)?.id;
      }
      // An empty chat has no message to start after: it is fetched whole.
      if (!newestMessage(data)) void client.invalidateQueries({ queryKey: key, exact: true });
    } catch {
      void client.invalidateQueries({ queryKey: key, exact: true });
    }
  }
}
