import { describe, expect, it } from 'vitest';
import { HttpError } from '../../platform/http/errors.ts';
import { assertOwnConversation } from './policy.ts';

const conversation = { userId: 'proprietario' };

describe('who may read and continue an assistant conversation', () => {
  it.each([
    ['its owner', 'proprietario', true],
    ['another member', 'altro', false],
    ['an admin (conversations are private)', 'admin', false],
  ] as const)('%s', (_who, userId, allowed) => {
    const attempt = () => assertOwnConversation(conversation, userId);
    if (allowed) expect(attempt).not.toThrow();
    else expect(attempt).toThrow(HttpError);
  });

  it('answers a missing conversation as not found, like one of someone else', () => {
    expect(() => assertOwnConversation(undefined, 'proprietario')).toThrow(/Conversazione non trovata/);
  });
});
