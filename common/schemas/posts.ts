import { LIMITS, PAGE_MAX, PAGE_SIZE, POST_CATEGORIES, VIEW_BATCH_MAX } from '../constants.ts';
import { schema, z } from '../zod-it.ts';
import { entityId, pageQuery, requiredText } from './shared.ts';
import { authorPayload } from './user.ts';

/** SPEC §5: one text for either missing. */
export const POST_REQUIRED = 'Titolo e contenuto sono obbligatori';
const title = schema(() =>
  requiredText(POST_REQUIRED, LIMITS.titleMax, `Il titolo può avere al massimo ${LIMITS.titleMax} caratteri`),
);
const content = schema(() =>
  requiredText(
    POST_REQUIRED,
    LIMITS.descriptionMax,
    `La descrizione può avere al massimo ${LIMITS.descriptionMax} caratteri`,
  ),
);

export const postCategory = schema(() => z.enum(POST_CATEGORIES, { error: 'Categoria non valida' }));

/** POST /api/posts (SPEC §5, §7). */
export const createPostBody = schema(() =>
  z.object({
    title,
    content,
    category: z.preprocess((v) => (v === '' || v === null ? undefined : v), postCategory.optional()),
    imageUrls: z
      .array(z.string().max(500), { error: 'Elenco immagini non valido' })
      .max(LIMITS.postImagesMax, `Puoi allegare al massimo ${LIMITS.postImagesMax} immagini`)
      .optional()
      .default([]),
  }),
);
export type CreatePostBody = z.input<typeof createPostBody>;

/** PUT /api/posts/{id} (SPEC §5: both non-empty after trimming). */
export const updatePostBody = schema(() => z.object({ title, content }));
export type UpdatePostBody = z.infer<typeof updatePostBody>;

/** GET /api/posts and GET /api/users/{id}/posts: a keyset page, optionally of one category. */
export const postListQuery = schema(() =>
  pageQuery(PAGE_SIZE.posts, PAGE_MAX.posts).extend({
    category: postCategory.optional(),
    /** 'false': problems still waiting for a solution ('Da risolvere'); 'true': solved ones (issue 28). */
    solved: z.enum(['true', 'false'], { error: 'Valore non valido: usa true o false' }).optional(),
  }),
);
export type PostListQuery = z.infer<typeof postListQuery>;

/** POST /api/posts/views: the ids a member had on screen. */
export const postViewsBody = schema(() =>
  z.object({
    postIds: z.array(entityId).min(1).max(VIEW_BATCH_MAX),
  }),
);
export type PostViewsBody = z.infer<typeof postViewsBody>;

/** POST /api/posts/views answer: how many views were new. */
export const postViewsResult = schema(() => z.object({ counted: z.number().int() }));
export type PostViewsResult = z.infer<typeof postViewsResult>;

/** A post as lists and cards use it (SPEC §3, plus isLiked/isFollowing per DESIGN §5). */
export const postPayload = schema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    content: z.string(),
    category: postCategory.nullable(),
    imageUrls: z.array(z.string()),
    thumbnailUrls: z.array(z.string()),
    /** Pixel size of each image, in imageUrls order, so cards keep its shape while it loads. */
    imageSizes: z.array(z.object({ width: z.number().int(), height: z.number().int() })),
    viewsCount: z.number().int(),
    likesCount: z.number().int(),
    commentsCount: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime().nullable(),
    author: authorPayload,
    isLiked: z.boolean(),
    isFollowing: z.boolean(),
    /** The author marked a comment as the solution (issue 28). */
    isSolved: z.boolean(),
    solutionCommentId: z.string().nullable(),
  }),
);
export type PostPayload = z.infer<typeof postPayload>;

/** A page of posts, newest first: SPEC §7 answers a plain list. */
export const postPage = schema(() => z.array(postPayload));

/** POST /api/posts/{id}/solution: the comment that solved the problem (issue 28). */
export const solutionBody = schema(() => z.object({ commentId: entityId }));
export type SolutionBody = z.infer<typeof solutionBody>;
