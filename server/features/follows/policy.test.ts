import { describe, expect, it } from 'vitest';
import { mayToggleFollow } from './policy.ts';

const followed = { id: 'seguito', isAdmin: false };
const member = { id: 'altro', isAdmin: false };
const admin = { id: 'admin', isAdmin: true };

describe('who may follow a member', () => {
  it.each([
    ['follow or unfollow', (a: typeof member) => mayToggleFollow(a, followed), [false, true, true]],
  ] as const)('%s: the member themselves, another member, an admin', (_action, may, expected) => {
    expect([followed, member, admin].map(may)).toEqual(expected);
  });
});
