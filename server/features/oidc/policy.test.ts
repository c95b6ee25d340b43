import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../platform/auth/sessions.ts';
import { hasVerifiedEmail, mayCreateMember, mayLinkIdentity } from './policy.ts';

const claims = (extra: object) => ({ iss: 'https://id.example', sub: 'abc', ...extra });
const member = { id: 'membro' } as UserRow;

describe('who a social sign-in may create or link', () => {
  it('trusts an e-mail only when the provider says it is verified (Apple sends "true")', () => {
    expect(hasVerifiedEmail(claims({ email: 'a@b.it', email_verified: true }))).toBe(true);
    expect(hasVerifiedEmail(claims({ email: 'a@b.it', email_verified: 'true' }))).toBe(true);
    expect(hasVerifiedEmail(claims({ email: 'a@b.it', email_verified: false }))).toBe(false);
    expect(hasVerifiedEmail(claims({ email: 'a@b.it' }))).toBe(false);
    expect(hasVerifiedEmail(claims({ email_verified: true }))).toBe(false);
  });

  it('creates a member only for a verified e-mail no account uses', () => {
    const verified = claims({ email: 'a@b.it', email_verified: true });
    expect(mayCreateMember(verified, false)).toBe(true);
    expect(mayCreateMember(verified, true)).toBe(false);
  });

  it('links an identity only to the signed-in member, and not one linked to someone else', () => {
    expect(mayLinkIdentity(null, undefined)).toBe(false);
    expect(mayLinkIdentity(member, undefined)).toBe(true);
    expect(mayLinkIdentity(member, 'membro')).toBe(true);
    expect(mayLinkIdentity(member, 'altro')).toBe(false);
  });
});
