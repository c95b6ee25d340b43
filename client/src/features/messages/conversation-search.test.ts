import type { ConversationSummary } from '@common/schemas/messages.ts';
import { describe, expect, it } from 'vitest';
import { filterConversations } from './conversation-search.ts';

const row = (firstName: string | null, lastName: string | null, content: string): ConversationSummary => ({
  user: { id: `${firstName}-${lastName}`, firstName, lastName },
  lastMessage: {
    id: content,
    senderId: 'x',
    content,
    hasImage: false,
    createdAt: '2026-01-01T10:00:00.000Z',
  },
  unreadCount: 0,
});

const list = [
  row('Niccolò', 'Bianchi', 'Hai provato a cambiare la batteria?'),
  row('Anna', null, 'Grazie, perché funziona!'),
  row(null, null, 'Ciao dal nulla'),
];

describe('filterConversations', () => {
  it('keeps everything for an empty or blank search', () => {
    expect(filterConversations(list, '')).toBe(list);
    expect(filterConversations(list, '   ')).toBe(list);
  });

  it('finds by name, ignoring case and accents', () => {
    expect(filterConversations(list, 'niccolo').map((c) => c.user.firstName)).toEqual(['Niccolò']);
    expect(filterConversations(list, 'BIANCHI')).toHaveLength(1);
  });

  it("finds by the last message's text, and a nameless member as 'Utente Anonimo'", () => {
    expect(filterConversations(list, 'perche').map((c) => c.user.firstName)).toEqual(['Anna']);
    expect(filterConversations(list, 'utente anonimo').map((c) => c.lastMessage.content)).toEqual([
      'Ciao dal nulla',
    ]);
  });

  it('needs every word, in name or text', () => {
    expect(filterConversations(list, 'anna grazie')).toHaveLength(1);
    expect(filterConversations(list, 'anna batteria')).toEqual([]);
  });
});
