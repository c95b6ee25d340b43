import type { LikeStatus, LikeToggleResult } from '../../../common/schemas/likes.ts';

/** GET /api/likes/post/{id}: whether the member likes the post. */
export const presentLikeStatus = (isLiked: boolean): LikeStatus => ({ isLiked });

/** POST /api/likes: the new state and the post's new count. */
export const presentLikeToggle = (toggled: { on: boolean; count: number }): LikeToggleResult => ({
  isLiked: toggled.on,
  likesCount: toggled.count,
});
