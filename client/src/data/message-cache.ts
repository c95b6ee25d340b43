import type { ConversationSummary, MessagePayload } from '@common/schemas/messages.ts';
import type { InfiniteData } from '@tanstack/react-query';

/** A chat as the cache holds it: pages from the newest back, each page oldest to newest. */
export type ChatPages = InfiniteData<MessagePayload[], unknown>;

const byTime = (a: MessagePayload, b: MessagePayload) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1;

/** The messages of a chat, oldest to newest, as the screen shows them. */
export function chatMessages(data: ChatPages | undefined): MessagePayload[] {
  return data ? [...data.pages].reverse().flat() : [];
}

/** The newest message a chat holds (a catch-up starts after it). */
export const newestMessage = (data: ChatPages | undefined) => data?.pages[0]?.at(-1);

/**
 * Adds messages to a chat, whether sent here, pushed live or fetched after a reconnect: each appears once,
 * in time order, in the newest page (a newer copy replaces an older one, e.g. once it has been read).
 */
export function mergeMessages(
  data: ChatPages | undefined,
  incoming: MessagePayload[],
): ChatPages | undefined {
  if (!data || incoming.length === 0) return data;
  const fresh = new Map(incoming.map((message) => [message.id, message]));
  const pages = data.pages.map((page) =>
    page.map((message) => {
      const newer = fresh.get(message.id);
      if (!newer) return message;
      fresh.delete(message.id);
      return { ...newer, readAt: newer.readAt ?? message.readAt };
    }),
  );
  if (fresh.size === 0) return { ...data, pages };
  const [newest = [], ...rest] = pages;
  return { ...data, pages: [[...newest, ...fresh.values()].sort(byTime), ...rest] };
}

/** Marks read, at `readAt`, the messages `senderId` sent up to `upTo` (a read receipt). */
export function markChatRead(
  data: ChatPages | undefined,
  { senderId, upTo, readAt }: { senderId: string; upTo: string; readAt: string },
): ChatPages | undefined {
  if (!data) return data;
  const read = (message: MessagePayload) =>
    message.senderId === senderId && !message.readAt && message.createdAt <= upTo
      ? { ...message, readAt }
      : message;
  return { ...data, pages: data.pages.map((page) => page.map(read)) };
}

/** The other member of a message, seen from `me`. */
export const partnerOf = (message: MessagePayload, me: string) =>
  message.senderId === me ? message.receiverId : message.senderId;

/**
 * A new message in the conversation list: its row takes the message, one more unread when it was received,
 * and moves to the top. Undefined when the partner has no row yet (the list must be fetched for their name).
 */
export function applyMessageToList(
  list: ConversationSummary[] | undefined,
  message: MessagePayload,
  me: string,
): ConversationSummary[] | undefined {
  if (!list) return list;
  const partnerId = partnerOf(message, me);
  const row = list.find((c) => c.user.id === partnerId);
  if (!row) return undefined;
  if (row.lastMessage.id === message.id || row.lastMessage.createdAt > message.createdAt) return list;
  const updated: ConversationSummary = {
    ...row,
    lastMessage: {
      id: message.id,
      senderId: message.senderId,
      content: message.content,
      hasImage: message.image !== null,
      createdAt: message.createdAt,
    },
    unreadCount: row.unreadCount + (message.senderId === partnerId ? 1 : 0),
  };
  return [updated, ...list.filter((c) => c !== row)];
}

/** The conversation with `partnerId` has been read here or in another tab: nothing unread in it. */
export function clearUnread(list: ConversationSummary[] | undefined, partnerId: string) {
  if (!list?.some((c) => c.user.id === partnerId && c.unreadCount > 0)) return list;
  return list.map((c) => (c.user.id === partnerId ? { ...c, unreadCount: 0 } : c));
}

/** The conversation list without the row of `partnerId` (deleted for me). */
export const withoutConversation = (list: ConversationSummary[] | undefined, partnerId: string) =>
  list?.filter((c) => c.user.id !== partnerId);

/** SPEC §9: the conversation badge is the sum of unreadCount. */
export const totalUnread = (list: ConversationSummary[] | undefined) =>
  (list ?? []).reduce((sum, c) => sum + c.unreadCount, 0);
