import type { UserRow } from '../../platform/auth/sessions.ts';

type Member = Pick<UserRow, 'passwordHash'>;

/** Changing the password needs the current one, so an account with none (social sign-in) uses the reset link. */
export const mayChangePassword = (member: Member) => member.passwordHash !== null;

/** Changing the e-mail needs the password: an account with none sets one first. */
export const mayChangeEmail = (member: Member) => member.passwordHash !== null;

/** A change-of-address link works once, before it expires, unless a newer one replaced it. */
export const mayConfirmEmailWith = (
  token: { usedAt: Date | null; supersededAt: Date | null; expiresAt: Date },
  now: Date,
) => !token.usedAt && !token.supersededAt && token.expiresAt > now;

/** A member sees and ends only their own sessions. */
export const mayEndSession = (member: Pick<UserRow, 'id'>, session: { userId: string }) =>
  member.id === session.userId;
