import { COMMENTS_LIST_MAX, ID_MAX, LIMITS } from '../constants.ts';
import { z } from '../zod-it.ts';
import { authorPayload } from './user.ts';

/** POST /api/comments (SPEC §5: 1–500 characters after trimming). */
export const createCommentBody = z.object({
  content: z
    .string({ error: 'Il commento non può essere vuoto' })
    .trim()
    .min(1, 'Il commento non può essere vuoto')
    .max(LIMITS.commentMax, `Il commento può avere al massimo ${LIMITS.commentMax} caratteri`),
  postId: z.string({ error: 'Post mancante' }).min(1).max(ID_MAX),
});
export type CreateCommentBody = z.infer<typeof createCommentBody>;

/** SPEC §3 Comment. */
export const commentPayload = z.object({
  id: z.string(),
  content: z.string(),
  postId: z.string(),
  likesCount: z.number().int(),
  createdAt: z.iso.datetime(),
  author: authorPayload,
});
export type CommentPayload = z.infer<typeof commentPayload>;

/** GET /api/posts/{id}/comments: oldest first. */
export const commentList = z.array(commentPayload).max(COMMENTS_LIST_MAX);
