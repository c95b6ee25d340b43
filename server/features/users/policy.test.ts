import { describe, expect, it } from 'vitest';
import { mayEditProfile } from './policy.ts';

const owner = { id: 'titolare', isAdmin: false };
const member = { id: 'altro', isAdmin: false };
const admin = { id: 'admin', isAdmin: true };

describe("who may do what with a member's profile", () => {
  it.each([['edit', (a: typeof owner) => mayEditProfile(a, owner), [true, false, false]]] as const)(
    '%s: the member, another member, an admin',
    (_action, may, expected) => {
      expect([owner, member, admin].map(may)).toEqual(expected);
    },
  );
});
