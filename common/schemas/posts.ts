import { LIMITS, POST_CATEGORIES } from '../constants.ts';
import { z } from '../zod-it.ts';

const REQUIRED = 'Titolo e contenuto sono obbligatori';
const title = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(LIMITS.titleMax, `Il titolo può avere al massimo ${LIMITS.titleMax} caratteri`);
const content = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(LIMITS.descriptionMax, `La descrizione può avere al massimo ${LIMITS.descriptionMax} caratteri`);

export const postCategory = z.enum(POST_CATEGORIES, { error: 'Categoria non valida' });

/** POST /api/posts (SPEC §5, §7). */
export const createPostBody = z.object({
  title,
  content,
  category: z.preprocess((v) => (v === '' || v === null ? undefined : v), postCategory.optional()),
  imageUrls: z
    .array(z.string().max(500), { error: 'Elenco immagini non valido' })
    .max(LIMITS.postImagesMax, `Puoi allegare al massimo ${LIMITS.postImagesMax} immagini`)
    .optional()
    .default([]),
});
export type CreatePostBody = z.input<typeof createPostBody>;

/** PUT /api/posts/{id} (SPEC §5: both non-empty after trimming). */
export const updatePostBody = z.object({ title, content });
export type UpdatePostBody = z.infer<typeof updatePostBody>;

/** Feed and profile lists: keyset pagination (DESIGN §4). */
export const postListQuery = z.object({
  before: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  category: postCategory.optional(),
});
export type PostListQuery = z.infer<typeof postListQuery>;

/** POST /api/posts/views: the ids a member had on screen. */
export const postViewsBody = z.object({
  postIds: z.array(z.string().max(64)).min(1).max(50),
});

export interface PostAuthor {
  id: string;
  firstName: string | null;
  lastName: string | null;
}

/** A post as lists and cards use it (SPEC §3, plus isLiked/isFollowing per DESIGN §5). */
export interface Post {
  id: string;
  title: string;
  content: string;
  category: (typeof POST_CATEGORIES)[number] | null;
  imageUrls: string[];
  thumbnailUrls: string[];
  /** Pixel size of each image, in imageUrls order, so cards keep its shape while it loads. */
  imageSizes: { width: number; height: number }[];
  viewsCount: number;
  likesCount: number;
  commentsCount: number;
  createdAt: string;
  updatedAt: string | null;
  author: PostAuthor;
  isLiked: boolean;
  isFollowing: boolean;
}
