import { describe, expect, it } from 'vitest';
import { mayPublishObject, mayReadObject } from './policy.ts';

const owner = { id: 'proprietario', isAdmin: false };
const member = { id: 'altro', isAdmin: false };
const admin = { id: 'admin', isAdmin: true };
const privateObject = { ownerId: owner.id, acl: 'private' as const };
const publicObject = { ownerId: owner.id, acl: 'public' as const };

describe('who may do what with an uploaded object', () => {
  it.each([
    [
      'publish (set-acl)',
      (a: typeof owner | null) => mayPublishObject(a!, privateObject),
      [true, false, false],
    ],
    ['read a private one', (a: typeof owner | null) => mayReadObject(a, privateObject), [true, false, false]],
    ['read a public one', (a: typeof owner | null) => mayReadObject(a, publicObject), [true, true, true]],
  ] as const)('%s: the uploader, another member, an admin', (_action, may, expected) => {
    expect([owner, member, admin].map(may)).toEqual(expected);
  });

  it('lets only the uploader and admins read what moderation hid (issue 25)', () => {
    const hidden = { hidden: true };
    expect([null, owner, member, admin].map((a) => mayReadObject(a, publicObject, hidden))).toEqual([
      false,
      true,
      false,
      true,
    ]);
    expect(mayReadObject(admin, privateObject, hidden)).toBe(false);
  });

  it('lets a guest read only public objects', () => {
    expect([mayReadObject(null, privateObject), mayReadObject(null, publicObject)]).toEqual([false, true]);
  });
});
