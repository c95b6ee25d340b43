import { LIMITS } from '../constants.ts';
import { z } from '../zod-it.ts';
import type { PostAuthor } from './posts.ts';

/** POST /api/comments (SPEC §5: 1–500 characters after trimming). */
export const createCommentBody = z.object({
  content: z
    .string({ error: 'Il commento non può essere vuoto' })
    .trim()
    .min(1, 'Il commento non può essere vuoto')
    .max(LIMITS.commentMax, `Il commento può avere al massimo ${LIMITS.commentMax} caratteri`),
  postId: z.string({ error: 'Post mancante' }).min(1).max(64),
});
export type CreateCommentBody = z.infer<typeof createCommentBody>;

export interface Comment {
  id: string;
  content: string;
  postId: string;
  likesCount: number;
  createdAt: string;
  author: PostAuthor;
}

/** POST /api/likes (SPEC §7). */
export const toggleLikeBody = z.object({
  entityId: z.string({ error: 'Elemento mancante' }).min(1).max(64),
  entityType: z.literal('post', { error: 'Tipo di elemento non valido' }),
});

/** POST /api/follows (SPEC §7). */
export const toggleFollowBody = z.object({
  followingId: z.string({ error: 'Utente mancante' }).min(1).max(64),
});

/** PATCH /api/users/me: the profile a member edits. */
export const updateProfileBody = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, 'Il nome è obbligatorio')
    .max(LIMITS.nameMax, `Il nome può avere al massimo ${LIMITS.nameMax} caratteri`),
  lastName: z
    .string()
    .trim()
    .max(LIMITS.nameMax, `Il cognome può avere al massimo ${LIMITS.nameMax} caratteri`)
    .default(''),
  bio: z
    .string()
    .trim()
    .max(LIMITS.descriptionMax, `La biografia può avere al massimo ${LIMITS.descriptionMax} caratteri`)
    .default(''),
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

export const NOTIFICATION_TYPES = ['like', 'comment', 'follow', 'message', 'other'] as const;

/** SPEC §3 Notification. */
export interface Notification {
  id: string;
  type: (typeof NOTIFICATION_TYPES)[number];
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  postId: string | null;
  actorId: string | null;
}
