import type { UserRow } from '../platform/auth/sessions.ts';

/** A verified address listed in ADMIN_EMAILS is an admin (DESIGN §2): e-mail sign-up and social sign-in alike. */
export const mayBecomeAdmin = (
  account: Pick<UserRow, 'email' | 'emailVerifiedAt'>,
  adminEmails: readonly string[],
) => account.emailVerifiedAt !== null && adminEmails.includes(account.email);
