import type { ConversationSummary, MessagePayload } from '@common/schemas/messages.ts';
import { describe, expect, it } from 'vitest';
import {
  applyMessageToList,
  type ChatPages,
  chatMessages,
  clearUnread,
  markChatRead,
  mergeMessages,
  totalUnread,
  withoutConversation,
} from './message-cache.ts';

const ME = 'me';
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString();
const msg = (
  id: string,
  minute: number,
  senderId = 'anna',
  readAt: string | null = null,
): MessagePayload => ({
  id,
  senderId,
  receiverId: senderId === ME ? 'anna' : ME,
  content: `testo ${id}`,
  image: null,
  createdAt: at(minute),
  readAt,
});
const pages = (...list: MessagePayload[][]): ChatPages => ({
  pages: list,
  pageParams: list.map(() => undefined),
});
const row = (id: string, minute: number, unreadCount = 0): ConversationSummary => ({
  user: { id, firstName: id, lastName: null },
  lastMessage: { id: `${id}-last`, senderId: id, content: 'ciao', hasImage: false, createdAt: at(minute) },
  unreadCount,
});

describe('chat cache', () => {
  it('shows pages oldest to newest', () => {
    const data = pages([msg('c', 3), msg('d', 4)], [msg('a', 1), msg('b', 2)]);
    expect(chatMessages(data).map((m) => m.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(chatMessages(undefined)).toEqual([]);
  });

  it('adds a message once, in time order, whether sent here, pushed or caught up', () => {
    const data = pages([msg('b', 2), msg('d', 4)], [msg('a', 1)]);
    const once = mergeMessages(data, [msg('c', 3), msg('d', 4)]);
    const twice = mergeMessages(once, [msg('c', 3)]);
    expect(chatMessages(twice).map((m) => m.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(mergeMessages(undefined, [msg('x', 1)])).toBeUndefined();
  });

  it('keeps a read mark an older copy of a message does not have', () => {
    const read = msg('a', 1, ME, at(5));
    const data = mergeMessages(pages([read]), [msg('a', 1, ME)]);
    expect(chatMessages(data)[0]!.readAt).toBe(at(5));
  });

  it('marks read only the messages of the sender sent up to the receipt', () => {
    const data = pages([msg('a', 1, ME), msg('b', 2), msg('c', 3, ME)]);
    const read = chatMessages(markChatRead(data, { senderId: ME, upTo: at(2), readAt: at(9) }));
    expect(read.map((m) => m.readAt)).toEqual([at(9), null, null]);
  });
});

describe('conversation list cache', () => {
  it('moves the row of a new message to the top, counting it unread when received', () => {
    const list = [row('bea', 5), row('anna', 1, 2)];
    const next = applyMessageToList(list, msg('n', 6), ME)!;
    expect(next.map((c) => [c.user.id, c.lastMessage.content, c.unreadCount])).toEqual([
      ['anna', 'testo n', 3],
      ['bea', 'ciao', 0],
    ]);
    const sent = applyMessageToList(list, msg('s', 7, ME), ME)!;
    expect(sent[0]).toMatchObject({ user: { id: 'anna' }, unreadCount: 2, lastMessage: { senderId: ME } });
  });

  it('ignores a message it already shows or an older one, and asks for a refetch for a new partner', () => {
    const list = [row('anna', 5, 1)];
    expect(applyMessageToList(list, msg('old', 1), ME)).toBe(list);
    const unknown = { ...msg('z', 9), senderId: 'carlo' };
    expect(applyMessageToList(list, unknown, ME)).toBeUndefined();
  });

  it('clears a read conversation, drops a deleted one and sums the unread badge (SPEC §9)', () => {
    const list = [row('anna', 5, 2), row('bea', 4, 3)];
    expect(totalUnread(list)).toBe(5);
    expect(totalUnread(clearUnread(list, 'anna'))).toBe(3);
    expect(clearUnread(list, 'nessuno')).toBe(list);
    expect(withoutConversation(list, 'bea')!.map((c) => c.user.id)).toEqual(['anna']);
    expect(totalUnread(undefined)).toBe(0);
  });
});
