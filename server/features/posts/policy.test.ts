import { describe, expect, it } from 'vitest';
import { mayDeletePost, mayEditPost, mayViewPost } from './policy.ts';

const author = { id: 'autore', isAdmin: false };
const member = { id: 'altro', isAdmin: false };
const admin = { id: 'admin', isAdmin: true };
const post = { authorId: author.id };
/** Hidden by a moderator after a report (issue 20). */
const hidden = { authorId: author.id, hiddenAt: new Date() };

describe('who may do what with a post (SPEC §6)', () => {
  it.each([
    ['view', (a: typeof author) => mayViewPost(a, post), [true, true, true]],
    ['edit', (a: typeof author) => mayEditPost(a, post), [true, false, false]],
    ['delete', (a: typeof author) => mayDeletePost(a, post), [true, false, false]],
    ['view a hidden post', (a: typeof author) => mayViewPost(a, hidden), [false, false, false]],
    ['edit a hidden post', (a: typeof author) => mayEditPost(a, hidden), [false, false, false]],
    ['delete a hidden post', (a: typeof author) => mayDeletePost(a, hidden), [true, false, false]],
  ] as const)('%s: author, another member, an admin', (_action, may, expected) => {
    expect([author, member, admin].map(may)).toEqual(expected);
  });
});
