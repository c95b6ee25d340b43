import type { UserRow } from '../../platform/auth/sessions.ts';

/**
 * Deleting an account needs its password; an account with none (social sign-in) confirms by typing
 * its own e-mail address.
 */
export const confirmsDeletion = async (
  member: Pick<UserRow, 'email' | 'passwordHash'>,
  given: { password?: string; email?: string },
  checkPassword: (hash: string, password: string) => Promise<boolean>,
) =>
  member.passwordHash
    ? !!given.password && (await checkPassword(member.passwordHash, given.password))
    : given.email === member.email;

/** A member downloads only their own data. */
export const mayExport = (member: Pick<UserRow, 'id'>, subject: { id: string }) => member.id === subject.id;
