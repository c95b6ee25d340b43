import { describe, expect, it } from 'vitest';
import { mayToggleLike, mayViewLikeStatus } from './policy.ts';

const author = { id: 'autore', isAdmin: false };
const member = { id: 'altro', isAdmin: false };
const admin = { id: 'admin', isAdmin: true };
const post = { id: 'post', authorId: author.id };

describe('who may like a post', () => {
  it.each([
    ['like or unlike', (a: typeof author) => mayToggleLike(a, post), [true, true, true]],
    ['see their like status', (a: typeof author) => mayViewLikeStatus(a, post), [true, true, true]],
  ] as const)("%s: the post's author, another member, an admin", (_action, may, expected) => {
    expect([author, member, admin].map(may)).toEqual(expected);
  });
});
