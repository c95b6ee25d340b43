import type { ConversationSummary, MessagePayload } from '@common/schemas/messages.ts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ChatPages, chatMessages } from './message-cache.ts';
import { applyMessageEvent, catchUpMessages, isPartnerTyping } from './message-live.ts';
import { messageKeys } from './messages.ts';

const ME = 'me';
const ANNA = 'anna';
const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 10, 0, n)).toISOString();
const msg = (id: string, n: number, senderId = ANNA): MessagePayload => ({
  id,
  senderId,
  receiverId: senderId === ME ? ANNA : ME,
  content: `testo ${id}`,
  image: null,
  createdAt: at(n),
  readAt: null,
});

function clientWithChat(messages: MessagePayload[]) {
  const client = new QueryClient();
  client.setQueryData<ChatPages>(messageKeys.chat(ANNA), { pages: [messages], pageParams: [undefined] });
  const row: ConversationSummary = {
    user: { id: ANNA, firstName: 'Anna', lastName: null },
    lastMessage: {
      id: messages.at(-1)!.id,
      senderId: ANNA,
      content: 'x',
      hasImage: false,
      createdAt: messages.at(-1)!.createdAt,
    },
    unreadCount: 0,
  };
  client.setQueryData(messageKeys.conversations, [row]);
  return client;
}

afterEach(() => vi.unstubAllGlobals());

describe('live message events', () => {
  it('append a new message to its chat and count it unread in the list; typing stops with it', () => {
    const client = clientWithChat([msg('a', 1)]);
    applyMessageEvent(client, ME, { type: 'typing', data: { senderId: ANNA, isTyping: true } });
    expect(isPartnerTyping(ANNA)).toBe(true);
    expect(applyMessageEvent(client, ME, { type: 'new_message', data: msg('b', 2) })).toBe(true);
    expect(chatMessages(client.getQueryData(messageKeys.chat(ANNA))).map((m) => m.id)).toEqual(['a', 'b']);
    expect(client.getQueryData<ConversationSummary[]>(messageKeys.conversations)![0]!.unreadCount).toBe(1);
    expect(isPartnerTyping(ANNA)).toBe(false);
  });

  it("mark my messages read on the partner's receipt, and set presence", () => {
    const client = clientWithChat([msg('a', 1, ME), msg('b', 2, ME)]);
    applyMessageEvent(client, ME, {
      type: 'read',
      data: { readerId: ANNA, otherUserId: ME, readAt: at(9), upTo: at(1) },
    });
    const read = chatMessages(client.getQueryData(messageKeys.chat(ANNA))).map((m) => m.readAt);
    expect(read).toEqual([at(9), null]);
    applyMessageEvent(client, ME, { type: 'presence', data: { userId: ANNA, isOnline: true } });
    expect(client.getQueryData(messageKeys.presence(ANNA))).toEqual({ userId: ANNA, isOnline: true });
  });

  it('ignore malformed and unknown events (SPEC §8: only logged)', () => {
    const client = clientWithChat([msg('a', 1)]);
    expect(applyMessageEvent(client, ME, { type: 'new_message', data: { id: 3 } })).toBe(false);
    expect(applyMessageEvent(client, ME, { type: 'sconosciuto' })).toBe(false);
    expect(chatMessages(client.getQueryData(messageKeys.chat(ANNA)))).toHaveLength(1);
  });
});

describe('catching up after a reconnect', () => {
  it('fetches each open chat after the last message it holds, page after page', async () => {
    const client = clientWithChat([msg('a', 1), msg('b', 2)]);
    const full = Array.from({ length: 100 }, (_, i) => msg(`c${i}`, 10 + i));
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        const body = url.includes('after=b') ? full : url.includes('after=c99') ? [msg('z', 200)] : [];
        return new Response(JSON.stringify(body), { status: 200 });
      }),
    );
    await catchUpMessages(client, ME);
    const chatCalls = urls.filter((u) => u.startsWith(`/api/messages/${ANNA}`));
    expect(chatCalls).toEqual([
      `/api/messages/${ANNA}?after=b&limit=100`,
      `/api/messages/${ANNA}?after=c99&limit=100`,
    ]);
    const ids = chatMessages(client.getQueryData(messageKeys.chat(ANNA))).map((m) => m.id);
    expect(ids).toHaveLength(103);
    expect(ids.slice(0, 3)).toEqual(['a', 'b', 'c0']);
    expect(ids.at(-1)).toBe('z');
  });
});

describe('a message pushed while its chat is being fetched', () => {
  it('is kept when the fetch answers from before it', async () => {
    const client = new QueryClient();
    let answer: (page: MessagePayload[]) => void = () => {};
    const fetching = client.fetchInfiniteQuery({
      queryKey: messageKeys.chat(ANNA),
      queryFn: () => new Promise<MessagePayload[]>((resolve) => (answer = resolve)),
      initialPageParam: undefined,
    });
    applyMessageEvent(client, ME, { type: 'new_message', data: msg('live', 5) });
    answer([msg('a', 1)]);
    await fetching;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(chatMessages(client.getQueryData(messageKeys.chat(ANNA))).map((m) => m.id)).toEqual(['a', 'live']);
  });
});
