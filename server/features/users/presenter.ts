import type { AuthorPayload, CurrentUser, MemberProfile, PublicUser } from '../../../common/schemas/user.ts';
import type { Reputation } from '../../domain/reputation.ts';
import type { UserRow } from '../../platform/auth/sessions.ts';
import { objectPath } from '../objects/paths.ts';

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
    avatarUrl: user.avatarObjectId ? objectPath(user.avatarObjectId) : null,
  };
}

/** A profile as others see it, with the reputation derived from the member's facts (issue 28). */
export function presentMemberProfile(user: UserRow, reputation: Reputation): MemberProfile {
  return {
    ...presentUser(user),
    repairsCount: reputation.repairs,
    points: reputation.points,
    level: reputation.level,
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
    author.avatarUrl = user.avatarObjectId ? objectPath(user.avatarObjectId) : null;
  }
  return author;
}
