import { describe, expect, it } from 'vitest';
import { mayMarkRead } from './policy.ts';

const recipient = { id: 'destinatario', isAdmin: false };
const member = { id: 'altro', isAdmin: false };
const admin = { id: 'admin', isAdmin: true };
const notification = { userId: recipient.id };

describe('who may do what with a notification', () => {
  it.each([['mark read', (a: typeof member) => mayMarkRead(a, notification), [true, false, false]]] as const)(
    '%s: its recipient, another member, an admin',
    (_action, may, expected) => {
      expect([recipient, member, admin].map(may)).toEqual(expected);
    },
  );
});
