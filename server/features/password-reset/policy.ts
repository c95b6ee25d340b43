import type { UserRow } from '../../platform/auth/sessions.ts';

/** A reset mail goes to an existing account at most once a minute, however often it is asked. */
export const RESET_MAIL_INTERVAL_MS = 60_000;

/** Anyone may ask for a link; a mail is sent only if none went out to this account in the last minute. */
export const maySendResetMail = (lastSentAt: Date | undefined, now: Date) =>
  !lastSentAt || now.getTime() - lastSentAt.getTime() >= RESET_MAIL_INTERVAL_MS;

/** A link sets a password when it is unused, not replaced by a newer one and not expired. */
export const mayResetWith = (
  token: { usedAt: Date | null; supersededAt: Date | null; expiresAt: Date },
  now: Date,
) => !token.usedAt && !token.supersededAt && token.expiresAt > now;

/** Opening the mailed link proves the address: an account still unverified becomes verified. */
export const verifiesAddress = (user: Pick<UserRow, 'emailVerifiedAt'>) => user.emailVerifiedAt === null;
