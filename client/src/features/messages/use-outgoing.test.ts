import type { MessagePayload } from '@common/schemas/messages.ts';
import { describe, expect, it } from 'vitest';
import { type Outgoing, stillOutgoing } from './use-outgoing.ts';

const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 10, 0, second)).toISOString();
const stored = (id: string, second: number, content: string, senderId = 'me'): MessagePayload => ({
  id,
  senderId,
  receiverId: senderId === 'me' ? 'anna' : 'me',
  content,
  image: null,
  createdAt: at(second),
  readAt: null,
});
const outgoing = (content: string, since: string, status: Outgoing['status'] = 'sending'): Outgoing => ({
  key: content,
  content,
  photo: null,
  status,
  since,
});

describe('stillOutgoing', () => {
  it('hides a message on its way once its stored copy is in the thread (the live push beat the answer)', () => {
    const before = [stored('a', 1, 'ciao')];
    const item = outgoing('ciao', at(1));
    expect(stillOutgoing([item], before, 'me')).toEqual([item]);
    expect(stillOutgoing([item], [...before, stored('b', 2, 'ciao')], 'me')).toEqual([]);
  });

  it("keeps it for the partner's message with the same text, and keeps a failed one", () => {
    const item = outgoing('ok', at(1));
    expect(stillOutgoing([item], [stored('b', 2, 'ok', 'anna')], 'me')).toEqual([item]);
    const failed = outgoing('ok', at(1), 'failed');
    expect(stillOutgoing([failed], [stored('c', 2, 'ok')], 'me')).toEqual([failed]);
  });
});
