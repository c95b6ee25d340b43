import type { ReelCommentPayload, ReelLikeResult, ReelPayload } from '../../../common/schemas/reels.ts';
import type { AuthorPayload } from '../../../common/schemas/user.ts';
import type { reelComments, reels } from '../../db/schema.ts';
import { objectPath } from '../../domain/objects.ts';

export interface ReelRow {
  reel: typeof reels.$inferSelect;
  author: AuthorPayload;
  isLiked: boolean;
}

/** What leaves the server for a reel: its video and poster as object paths, its duration in seconds. */
export function presentReel({ reel, author, isLiked }: ReelRow): ReelPayload {
  return {
    id: reel.id,
    title: reel.title,
    description: reel.description,
    videoUrl: objectPath(reel.videoObjectId),
    posterUrl: reel.posterObjectId ? objectPath(reel.posterObjectId) : null,
    duration: reel.durationMs === null ? null : Math.round(reel.durationMs / 100) / 10,
    tags: reel.tags,
    author,
    isLiked: Boolean(isLiked),
    likesCount: reel.likesCount,
    commentsCount: reel.commentsCount,
    createdAt: new Date(reel.createdAt).toISOString(),
  };
}

/** POST/DELETE /api/reels/{id}/like. */
export const presentReelLike = (isLiked: boolean, likesCount: number): ReelLikeResult => ({
  isLiked,
  likesCount,
});

export function presentReelComment(row: {
  comment: typeof reelComments.$inferSelect;
  author: AuthorPayload;
}): ReelCommentPayload {
  return {
    id: row.comment.id,
    reelId: row.comment.reelId,
    content: row.comment.content,
    createdAt: new Date(row.comment.createdAt).toISOString(),
    author: row.author,
  };
}
