import {
  type ConversationSummary,
  conversationList,
  MESSAGE_PAGE_SIZE,
  type MessagePayload,
  markReadResult,
  messagePage,
  messagePayload,
  presencePayload,
} from '@common/schemas/messages.ts';
import { successPayload } from '@common/schemas/shared.ts';
import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { messagesText } from '../i18n/messages.ts';
import { api, errorJson, errorStatus } from '../lib/api.ts';
import { blockKeys } from './blocks.ts';
import {
  applyMessageToList,
  type ChatPages,
  clearUnread,
  markChatRead,
  mergeMessages,
  withoutConversation,
} from './message-cache.ts';
import { refreshNotifications } from './notifications.ts';

/** Query keys of conversations and chats. */
export const messageKeys = {
  conversations: ['/api/conversations'] as const,
  chat: (otherUserId: string) => ['/api/messages', otherUserId] as const,
  /** Every chat in the cache (a reconnect catches each up). */
  chats: ['/api/messages'] as const,
  presence: (otherUserId: string) => ['/api/conversations/presence', otherUserId] as const,
};

const enc = encodeURIComponent;
// The bottom navigation's badge stays quiet about an expired session: the screen behind it announces it.
const quiet = { announceUnauthorized: false } as const;

/** GET /api/conversations: one row per partner, most recent first. */
export function useConversationsQuery({
  quietly = false,
  refetchOnMount,
}: {
  quietly?: boolean;
  refetchOnMount?: 'always';
} = {}) {
  return useQuery({
    queryKey: messageKeys.conversations,
    queryFn: ({ signal }) => api.get('/api/conversations', { schema: conversationList, signal }),
    refetchOnMount,
    meta: quietly ? quiet : undefined,
  });
}

/** GET /api/messages/{otherUserId}: the newest page first, older pages on scrolling up (`fetchNextPage`). */
export function useChatQuery(otherUserId: string, { enabled = true } = {}) {
  return useInfiniteQuery({
    queryKey: messageKeys.chat(otherUserId),
    queryFn: ({ pageParam, signal }) =>
      api.get(`/api/messages/${enc(otherUserId)}`, {
        query: { before: pageParam, limit: MESSAGE_PAGE_SIZE },
        schema: messagePage,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    // A short page was the oldest; otherwise the next page ends before this page's first message.
    getNextPageParam: (page) => (page.length < MESSAGE_PAGE_SIZE ? undefined : page[0]?.id),
    // A chat opened again is fetched afresh: what arrived while it was closed is in it.
    refetchOnMount: 'always',
    enabled,
  });
}

/** GET /api/conversations/{otherUserId}/presence: 'Online' / 'Offline'; live `presence` events keep it current. */
export function usePresenceQuery(otherUserId: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: messageKeys.presence(otherUserId),
    queryFn: ({ signal }) =>
      api.get(`/api/conversations/${enc(otherUserId)}/presence`, { schema: presencePayload, signal }),
    refetchOnMount: 'always',
    enabled,
    meta: quiet,
  });
}

/** Puts a message into the open chat and the conversation list (sent here, pushed live, or caught up). */
export function addMessages(
  client: QueryClient,
  me: string,
  otherUserId: string,
  messages: MessagePayload[],
) {
  const key = messageKeys.chat(otherUserId);
  client.setQueryData<ChatPages>(key, (data) => mergeMessages(data, messages));
  const query = client.getQueryCache().find({ queryKey: key, exact: true });
  if (query?.state.fetchStatus === 'fetching') {
    // A fetch under way may answer from before these messages and replace them: merge again once it lands.
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.query !== query || query.state.fetchStatus === 'fetching') return;
      unsubscribe();
      client.setQueryData<ChatPages>(key, (data) => mergeMessages(data, messages));
    });
  }
  for (const message of messages) {
    const list = client.getQueryData<ConversationSummary[]>(messageKeys.conversations);
    const next = applyMessageToList(list, message, me);
    if (next === undefined && list) void client.invalidateQueries({ queryKey: messageKeys.conversations });
    else client.setQueryData(messageKeys.conversations, next);
  }
}

/** What a member sends: text, a photo's object path, or both (issue 27). */
export interface OutgoingMessage {
  content: string;
  imageUrl?: string;
}

/**
 * POST /api/messages: the sent message is appended and the conversation list refreshed (SPEC §4). A failure
 * is told on the message itself, kept in the thread with 'Riprova' (issue 27), not in a toast; an expired
 * session still gets SPEC §8's toast and sign-in.
 */
export function useSendMessageMutation(me: string, otherUserId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ content, imageUrl }: OutgoingMessage) =>
      api.post(
        '/api/messages',
        { receiverId: otherUserId, content, ...(imageUrl ? { imageUrl } : {}) },
        { schema: messagePayload },
      ),
    onSuccess: (message) => {
      addMessages(client, me, otherUserId, [message]);
      void client.invalidateQueries({ queryKey: messageKeys.conversations });
    },
    // Refused (403): the partner may have blocked the member since the chat opened; the chat then says so.
    onError: (error) => {
      if (errorStatus(error) === 403)
        void client.invalidateQueries({ queryKey: blockKeys.status(otherUserId) });
    },
  });
}

/** Why the server refused a message as invalid (a 400's Italian reason), if that is what happened. */
export const sendRefusal = (error: unknown) =>
  errorStatus(error) === 400 ? (errorJson<{ message: string }>(error)?.message ?? null) : null;

/** Applies "I read the conversation with `otherUserId`" to the cache (here or from another tab). */
export function applyOwnRead(client: QueryClient, otherUserId: string, readAt: string, upTo: string) {
  client.setQueryData<ConversationSummary[]>(messageKeys.conversations, (list) =>
    clearUnread(list, otherUserId),
  );
  client.setQueryData<ChatPages>(messageKeys.chat(otherUserId), (data) =>
    markChatRead(data, { senderId: otherUserId, upTo, readAt }),
  );
}

/**
 * PUT /api/messages/{otherUserId}/read: the chat and its badge read at once; the server reads the message
 * notifications too, so the bell is refreshed. Failing quietly: the next open marks them again.
 */
export function useMarkChatReadMutation(otherUserId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.put(`/api/messages/${enc(otherUserId)}/read`, undefined, { schema: markReadResult }),
    onMutate: () => {
      const now = new Date().toISOString();
      applyOwnRead(client, otherUserId, now, now);
    },
    onSuccess: (result) => {
      if (result.count > 0) refreshNotifications(client);
    },
    meta: { unauthorized: false },
  });
}

/** DELETE /api/conversations/{otherUserId}: the row goes at once, and comes back if the call fails. */
export function useDeleteConversationMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (otherUserId: string) =>
      api.delete(`/api/conversations/${enc(otherUserId)}`, { schema: successPayload }),
    onMutate: async (otherUserId) => {
      await client.cancelQueries({ queryKey: messageKeys.conversations });
      const before = client.getQueryData<ConversationSummary[]>(messageKeys.conversations);
      client.setQueryData(messageKeys.conversations, withoutConversation(before, otherUserId));
      return { before };
    },
    onError: (_error, _otherUserId, context) => {
      if (context?.before) client.setQueryData(messageKeys.conversations, context.before);
    },
    onSuccess: (_result, otherUserId) => client.removeQueries({ queryKey: messageKeys.chat(otherUserId) }),
    meta: { errorText: messagesText.list.deleteError },
  });
}
