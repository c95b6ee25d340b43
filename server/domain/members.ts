import { eq } from 'drizzle-orm';
import type { AuthorPayload, CurrentUser, PublicUser } from '../../common/schemas/user.ts';
import type { Db, Tx } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { UserRow } from '../platform/auth/sessions.ts';
import { notFound } from '../platform/http/errors.ts';
import { objectPath } from './objects.ts';

// How a member leaves the server wherever they appear: on content, in events, in search, as the
// signed-in member. Several features show members; they all present them here.

/** Where a member's photo is served, or null when they have none (initials are shown). */
export const avatarUrlOf = (avatarObjectId: string | null) =>
  avatarObjectId ? objectPath(avatarObjectId) : null;

/** A member as others see them: never the e-mail, hash or verification state. */
export function presentUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    bio: user.bio,
    isAdmin: user.isAdmin,
    followersCount: user.followersCount,
    followingCount: user.followingCount,
    repairsCount: user.repairsCount,
    postsCount: user.postsCount,
    reelsCount: user.reelsCount,
    lastActive: user.lastActive?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    avatarUrl: avatarUrlOf(user.avatarObjectId),
  };
}

/** The signed-in member, with their own e-mail. */
export function presentCurrentUser(user: UserRow): CurrentUser {
  return { ...presentUser(user), email: user.email, hasPassword: user.passwordHash !== null };
}

/** A member as named on content and in events: id, names and, when the row has it, their photo. */
export function presentAuthor(
  user: Pick<UserRow, 'id' | 'firstName' | 'lastName'> & { avatarObjectId?: string | null },
): AuthorPayload {
  const author: AuthorPayload = { id: user.id, firstName: user.firstName, lastName: user.lastName };
  if (user.avatarObjectId !== undefined) {
    author.avatarUrl = avatarUrlOf(user.avatarObjectId);
  }
  return author;
}

/** Throws the 404 of an unknown member (a profile, its lists, a block). */
export async function assertMemberExists(db: Db | Tx, userId: string): Promise<void> {
  // A statement whose text never changes, prepared once per connection (issue 29).
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('member_exists')
    .execute();
  if (!row) throw notFound('Utente non trovato');
}
