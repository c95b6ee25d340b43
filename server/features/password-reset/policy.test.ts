import { describe, expect, it } from 'vitest';
import { mayResetWith, maySendResetMail, RESET_MAIL_INTERVAL_MS, verifiesAddress } from './policy.ts';

const now = new Date('2026-11-23T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('password reset rules', () => {
  it('mails a link at most once a minute per account', () => {
    expect(maySendResetMail(undefined, now)).toBe(true);
    expect(maySendResetMail(now, later(RESET_MAIL_INTERVAL_MS - 1))).toBe(false);
    expect(maySendResetMail(now, later(RESET_MAIL_INTERVAL_MS))).toBe(true);
  });

  it('accepts a link unused, not superseded and not expired', () => {
    const fresh = { usedAt: null, supersededAt: null, expiresAt: later(1000) };
    expect(mayResetWith(fresh, now)).toBe(true);
    expect(mayResetWith({ ...fresh, usedAt: now }, now)).toBe(false);
    expect(mayResetWith({ ...fresh, supersededAt: now }, now)).toBe(false);
    expect(mayResetWith({ ...fresh, expiresAt: now }, now)).toBe(false);
  });

  it('verifies an address that was not verified yet', () => {
    expect(verifiesAddress({ emailVerifiedAt: null })).toBe(true);
    expect(verifiesAddress({ emailVerifiedAt: now })).toBe(false);
  });
});
