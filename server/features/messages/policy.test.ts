import { describe, expect, it } from 'vitest';
import { mayReadConversation, maySendMessage } from './policy.ts';

const sender = { id: 'mittente', isAdmin: false };
const receiver = { id: 'destinatario', isAdmin: false };
const outsider = { id: 'estraneo', isAdmin: false };
const admin = { id: 'admin', isAdmin: true };
const conversation = { memberIds: [sender.id, receiver.id] as const };

describe('who may do what with a conversation', () => {
  it.each([
    ['read it', (a: typeof sender) => mayReadConversation(a, conversation), [true, true, false, false]],
    ['write to the receiver', (a: typeof sender) => maySendMessage(a, receiver), [true, false, true, true]],
  ] as const)('%s: the sender, the receiver, another member, an admin', (_action, may, expected) => {
    expect([sender, receiver, outsider, admin].map(may)).toEqual(expected);
  });
});
