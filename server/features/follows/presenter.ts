import type { FollowStatus, FollowToggleResult } from '../../../common/schemas/follows.ts';

/** GET /api/follows/{userId}/status: whether the member follows the other. */
export const presentFollowStatus = (isFollowing: boolean): FollowStatus => ({ isFollowing });

/** POST /api/follows: the new state and the followed member's new count. */
export const presentFollowToggle = (toggled: { on: boolean; count: number }): FollowToggleResult => ({
  isFollowing: toggled.on,
  followersCount: toggled.count,
});
