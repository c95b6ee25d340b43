import { describe, expect, it } from 'vitest';
import { mayDeleteReel, mayUseVideo, mayViewReel } from './policy.ts';

const author = { id: 'autore', isAdmin: false };
const member = { id: 'altro', isAdmin: false };
const admin = { id: 'admin', isAdmin: true };
const reel = { authorId: author.id };
const hidden = { ...reel, hiddenAt: new Date() };
const authorsVideo = { ownerId: author.id };

describe('who may do what with a reel', () => {
  it.each([
    ['view', (a: typeof author) => mayViewReel(a, reel), [true, true, true]],
    ['view a hidden one', (a: typeof author) => mayViewReel(a, hidden), [false, false, false]],
    ["use the author's video", (a: typeof author) => mayUseVideo(a, authorsVideo), [true, false, false]],
    ['delete', (a: typeof author) => mayDeleteReel(a, reel), [true, false, false]],
  ] as const)('%s: the author, another member, an admin', (_action, may, expected) => {
    expect([author, member, admin].map(may)).toEqual(expected);
  });
});
