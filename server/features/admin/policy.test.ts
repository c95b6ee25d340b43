import { describe, expect, it } from 'vitest';
import { mayAdminister, mayChangeAdmin } from './policy.ts';

const self = { id: 'io', isAdmin: true };
const member = { id: 'membro', isAdmin: false };
const admin = { id: 'admin', isAdmin: true };

describe('who may run the admin panel', () => {
  it('admins only see stats, analytics, members and the audit log', () => {
    expect([member, admin].map(mayAdminister)).toEqual([false, true]);
  });

  it.each([
    ['promote a member', (a: typeof member) => mayChangeAdmin(a, { id: 'altro' }, true), [false, true, true]],
    [
      'demote another admin',
      (a: typeof member) => mayChangeAdmin(a, { id: 'altro' }, false),
      [false, true, true],
    ],
    [
      'demote themselves',
      (a: typeof member) => mayChangeAdmin(a, { id: a.id }, false),
      [false, false, false],
    ],
  ] as const)('%s: a member, an admin, the admin acting on themselves', (_action, may, expected) => {
    expect([member, admin, self].map(may)).toEqual(expected);
  });
});
