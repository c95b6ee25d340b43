import { describe, expect, it } from 'vitest';
import { mayReport, mayReviewReports } from './policy.ts';

const author = { id: 'autore', isAdmin: false };
const member = { id: 'altro', isAdmin: false };
const admin = { id: 'admin', isAdmin: true };

describe('who may report and review', () => {
  it.each([
    ['report a post', (a: typeof member) => mayReport(a, { authorId: author.id }), [false, true, true]],
    [
      'report something with no author',
      (a: typeof member) => mayReport(a, { authorId: null }),
      [true, true, true],
    ],
    ['review reports', (a: typeof member) => mayReviewReports(a), [false, false, true]],
  ] as const)('%s: the author, another member, an admin', (_action, may, expected) => {
    expect([author, member, admin].map(may)).toEqual(expected);
  });
});
