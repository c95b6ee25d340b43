import type { UserRow } from '../../platform/auth/sessions.ts';

/** The identity claims the callback relies on. */
export interface IdentityClaims {
  iss: string;
  sub: string;
  email?: unknown;
  email_verified?: unknown;
}

/** Apple sends `email_verified` as the string "true". */
export const hasVerifiedEmail = (claims: IdentityClaims): claims is IdentityClaims & { email: string } =>
  typeof claims.email === 'string' && (claims.email_verified === true || claims.email_verified === 'true');

/** A first sign-in creates a member only with a verified e-mail that no account uses yet. */
export const mayCreateMember = (claims: IdentityClaims, emailTaken: boolean) =>
  hasVerifiedEmail(claims) && !emailTaken;

/**
 * A provider identity is added to an account only by its signed-in owner (from the settings), never
 * because the e-mail matches: whoever controls an e-mail at some provider must not take the account.
 */
export const mayLinkIdentity = (signedIn: UserRow | null, linkedTo: string | undefined) =>
  signedIn !== null && (linkedTo === undefined || linkedTo === signedIn.id);
