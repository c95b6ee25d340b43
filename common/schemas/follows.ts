import { ID_MAX } from '../constants.ts';
import { schema, z } from '../zod-it.ts';

/** POST /api/follows (SPEC §7). */
export const toggleFollowBody = schema(() =>
  z.object({
    followingId: z.string({ error: 'Utente mancante' }).min(1).max(ID_MAX),
  }),
);
export type ToggleFollowBody = z.infer<typeof toggleFollowBody>;

/** GET /api/follows/{userId}/status (SPEC §3 Follow status). */
export const followStatus = schema(() => z.object({ isFollowing: z.boolean() }));
export type FollowStatus = z.infer<typeof followStatus>;

/** POST /api/follows answer: the new state and the followed member's new count. */
export const followToggleResult = schema(() => followStatus.extend({ followersCount: z.number().int() }));
export type FollowToggleResult = z.infer<typeof followToggleResult>;
