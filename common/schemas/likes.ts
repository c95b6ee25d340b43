import { ID_MAX } from '../constants.ts';
import { schema, z } from '../zod-it.ts';

/** POST /api/likes (SPEC §7). */
export const toggleLikeBody = schema(() =>
  z.object({
    entityId: z.string({ error: 'Elemento mancante' }).min(1).max(ID_MAX),
    entityType: z.literal('post', { error: 'Tipo di elemento non valido' }),
  }),
);
export type ToggleLikeBody = z.infer<typeof toggleLikeBody>;

/** GET /api/likes/post/{id} (SPEC §3 Like status). */
export const likeStatus = schema(() => z.object({ isLiked: z.boolean() }));
export type LikeStatus = z.infer<typeof likeStatus>;

/** POST /api/likes answer: the new state and the post's new count. */
export const likeToggleResult = schema(() => likeStatus.extend({ likesCount: z.number().int() }));
export type LikeToggleResult = z.infer<typeof likeToggleResult>;
