import { describe, expect, it } from 'vitest';
import { mayViewComments } from './policy.ts';

const author = { id: 'autore', isAdmin: false };
const member = { id: 'altro', isAdmin: false };
const admin = { id: 'admin', isAdmin: true };
const post = { authorId: author.id };

describe("who may do what with a post's comments", () => {
  it.each([
    ['view', (a: typeof author) => mayViewComments(a, post), [true, true, true]],
    [
      'view those of a hidden post',
      (a: typeof author) => mayViewComments(a, { ...post, hiddenAt: new Date() }),
      [false, false, false],
    ],
  ] as const)("%s: the post's author, another member, an admin", (_action, may, expected) => {
    expect([author, member, admin].map(may)).toEqual(expected);
  });
});
