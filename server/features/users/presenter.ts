import type { CurrentUser, PublicUser } from '../../../common/schemas/user.ts';
import type { UserRow } from '../../platform/auth/sessions.ts';

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
  };
}

/** The signed-in member, with their own e-mail. */
export function presentCurrentUser(user: UserRow): CurrentUser {
  return { ...presentUser(user), email: user.email };
}
