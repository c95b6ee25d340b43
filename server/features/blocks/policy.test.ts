import { describe, expect, it } from 'vitest';
import { mayBlock } from './policy.ts';

const blocked = { id: 'bloccato' };
const member = { id: 'altro' };

describe('who may block whom', () => {
  it('blocks anyone but oneself: the member themselves, another member', () => {
    expect([blocked, member].map((actor) => mayBlock(actor, blocked))).toEqual([false, true]);
  });
});
