import { COMMENTS_LIST_MAX, ID_MAX, LIMITS } from '../constants.ts';
import { schema, z } from '../zod-it.ts';
import { requiredText } from './shared.ts';
import { authorPayload } from './user.ts';

/** A comment on a post or a reel (SPEC §5: 1–500 characters after trimming). */
export const commentContent = schema(() =>
  requiredText(
    'Il commento non può essere vuoto',
    LIMITS.commentMax,
    `Il commento può avere al massimo ${LIMITS.commentMax} caratteri`,
  ),
);

/** POST /api/comments. */
export const createCommentBody = schema(() =>
  z.object({
    content: commentContent,
    postId: z.string({ error: 'Post mancante' }).min(1).max(ID_MAX),
  }),
);
export type CreateCommentBody = z.infer<typeof createCommentBody>;

/** SPEC §3 Comment. */
export const commentPayload = schema(() =>
  z.object({
    id: z.string(),
    content: z.string(),
    postId: z.string(),
    likesCount: z.number().int(),
    createdAt: z.iso.datetime(),
    author: authorPayload,
    /** The post's author chose it as the solution; it is listed first (issue 28). */
    isSolution: z.boolean(),
    /** The author's reputation level, shown as a small badge next to the name (issue 28). */
    authorLevel: z.string(),
  }),
);
export type CommentPayload = z.infer<typeof commentPayload>;

/** GET /api/posts/{id}/comments: the solution first, then oldest first. */
export const commentList = schema(() => z.array(commentPayload).max(COMMENTS_LIST_MAX));
