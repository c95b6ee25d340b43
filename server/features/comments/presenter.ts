import type { LevelName } from '../../../common/constants.ts';
import type { CommentPayload } from '../../../common/schemas/comments.ts';
import type { comments } from '../../db/schema.ts';
import { presentAuthor } from '../../domain/members.ts';

export interface CommentRow {
  comment: typeof comments.$inferSelect;
  author: Parameters<typeof presentAuthor>[0];
  isSolution: boolean;
  authorLevel: LevelName;
}

/** What leaves the server for a comment. */
export function presentComment(row: CommentRow): CommentPayload {
  return {
    id: row.comment.id,
    content: row.comment.content,
    postId: row.comment.postId,
    likesCount: row.comment.likesCount,
    createdAt: row.comment.createdAt.toISOString(),
    author: presentAuthor(row.author),
    isSolution: row.isSolution,
    authorLevel: row.authorLevel,
  };
}
