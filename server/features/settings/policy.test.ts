import { describe, expect, it } from 'vitest';
import { mayChangeEmail, mayChangePassword, mayConfirmEmailWith, mayEndSession } from './policy.ts';

const withPassword = { id: 'membro', passwordHash: '$argon2id$...' };
const socialOnly = { id: 'social', passwordHash: null };

describe('who may change what in the settings', () => {
  it.each([
    ['change the password', mayChangePassword, [true, false]],
    ['change the e-mail', mayChangeEmail, [true, false]],
  ] as const)('%s: a member with a password, one without', (_action, may, expected) => {
    expect([withPassword, socialOnly].map(may)).toEqual(expected);
  });

  it('ends only their own sessions', () => {
    expect(mayEndSession(withPassword, { userId: 'membro' })).toBe(true);
    expect(mayEndSession(withPassword, { userId: 'altro' })).toBe(false);
  });

  it('confirms an address with a live link only', () => {
    const now = new Date();
    const live = { usedAt: null, supersededAt: null, expiresAt: new Date(now.getTime() + 1000) };
    expect(mayConfirmEmailWith(live, now)).toBe(true);
    expect(mayConfirmEmailWith({ ...live, usedAt: now }, now)).toBe(false);
    expect(mayConfirmEmailWith({ ...live, expiresAt: now }, now)).toBe(false);
  });
});
