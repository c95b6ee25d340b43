import { z } from '../zod-it.ts';

/** A member as other members see them (SPEC §3 User, without e-mail). */
export const publicUser = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  bio: z.string().nullable(),
  isAdmin: z.boolean(),
  followersCount: z.number().int(),
  followingCount: z.number().int(),
  repairsCount: z.number().int(),
  postsCount: z.number().int(),
  reelsCount: z.number().int(),
  lastActive: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

/** The signed-in member (GET /api/auth/user): the public fields plus their own e-mail. */
export const currentUser = publicUser.extend({ email: z.string() });
export type CurrentUser = z.infer<typeof currentUser>;

/** The JSON error body every failing call answers with. */
export const errorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;
