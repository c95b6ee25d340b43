import type { UserRow } from '../../platform/auth/sessions.ts';

type Account = Pick<UserRow, 'email' | 'emailVerifiedAt'>;

/** Only a verified address signs in (SPEC §2); the right password is checked first. */
export const maySignIn = (account: Account) => account.emailVerifiedAt !== null;

/**
 * A logout navigation ends the session unless another site sent it (`Sec-Fetch-Site: cross-site`
 * or `same-site`): a link or image elsewhere must not sign the member out. Typed URLs (`none`), the
 * app's own links (`same-origin`) and browsers that send no such header may.
 */
export const maySignOut = (fetchSite: string | undefined) =>
  fetchSite !== 'cross-site' && fetchSite !== 'same-site';

/** A verification mail goes to an address at most once a minute, however often it is asked (issue 25). */
export const VERIFICATION_MAIL_INTERVAL_MS = 60_000;

/** Whether a new verification mail may go out, the last having been sent at `lastSentAt`. */
export const maySendVerificationMail = (lastSentAt: Date | undefined, now: Date) =>
  !lastSentAt || now.getTime() - lastSentAt.getTime() >= VERIFICATION_MAIL_INTERVAL_MS;
