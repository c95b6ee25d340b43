import { describe, expect, it } from 'vitest';
import { mayBecomeAdmin } from '../../domain/admins.ts';
import { maySignIn, maySignOut } from './policy.ts';

const verified = { email: 'capo@example.it', emailVerifiedAt: new Date() };
const unverified = { email: 'capo@example.it', emailVerifiedAt: null };
const otherVerified = { email: 'socio@example.it', emailVerifiedAt: new Date() };
const ADMIN_EMAILS = ['capo@example.it'];

describe('auth policy (actor × action)', () => {
  it.each([
    ['a verified account', verified, { signIn: true, becomeAdmin: true }],
    ['an unverified account listed as admin', unverified, { signIn: false, becomeAdmin: false }],
    ['a verified account not listed', otherVerified, { signIn: true, becomeAdmin: false }],
  ])('%s', (_name, account, may) => {
    expect(maySignIn(account)).toBe(may.signIn);
    expect(mayBecomeAdmin(account, ADMIN_EMAILS)).toBe(may.becomeAdmin);
  });

  it.each([
    ['same-origin', true],
    ['none', true],
    [undefined, true],
    ['same-site', false],
    ['cross-site', false],
  ])('a logout navigation with Sec-Fetch-Site %s may end the session: %s', (fetchSite, may) => {
    expect(maySignOut(fetchSite)).toBe(may);
  });
});
