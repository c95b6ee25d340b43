import { LEVELS, type LevelName, LIMITS } from '../constants.ts';
import { schema, z } from '../zod-it.ts';

/** A member as others see them (SPEC §3 User, without e-mail). */
export const publicUser = schema(() =>
  z.object({
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
    lastActive: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    /** The profile photo; null shows the initials (issue 21). */
    avatarUrl: z.string().nullable(),
  }),
);
export type PublicUser = z.infer<typeof publicUser>;

/**
 * GET /api/users/{id}: the public member with their reputation (issue 28): points derived from their
 * accepted solutions, likes received and guides completed, and the level those points reach.
 */
export const memberProfile = schema(() =>
  publicUser.extend({
    points: z.number().int().min(0),
    level: z.enum(LEVELS.map((l) => l.name) as [LevelName, ...LevelName[]]),
  }),
);
export type MemberProfile = z.infer<typeof memberProfile>;

/** The signed-in member (GET /api/auth/user, PATCH /api/users/me): the public fields plus their own e-mail. */
export const currentUser = schema(() =>
  publicUser.extend({
    email: z.string(),
    /** False for an account made by social sign-in that never set a password (settings ask for it). */
    hasPassword: z.boolean(),
  }),
);
export type CurrentUser = z.infer<typeof currentUser>;

/** GET /api/auth/user asked as the page's probe by a guest: 204, no body (issue 27). */
export const noSession = schema(() => z.null());

/** The member named on a post or comment: id and names only. */
export const authorPayload = schema(() =>
  z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    /** Their profile photo, where the content shows it (issue 21); initials without one. */
    avatarUrl: z.string().nullable().optional(),
  }),
);
export type AuthorPayload = z.infer<typeof authorPayload>;

/** Line breaks, tabs, other control characters and bidi overrides: a name is one line of visible text. */
const NOT_PRINTABLE = /[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
/** Characters that are letters or symbols to Unicode but show nothing: Hangul fillers, the braille blank. */
const BLANK_LOOKING = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;
/** Something a reader sees: a letter, digit, punctuation or symbol (not a format character or a lone mark). */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
/**
 * True when a (trimmed) name holds printable text only, and some of it shows: names are repeated in
 * mails and notifications, and one made of zero-width or blank characters only is no name (issue 25).
 * An empty string passes (an empty last name clears it); required names say so with their own `min`.
 */
export const isPrintableName = (value: string) =>
  !NOT_PRINTABLE.test(value) && (value === '' || VISIBLE.test(value.replace(BLANK_LOOKING, '')));
export const FIRST_NAME_NOT_PRINTABLE = 'Il nome contiene caratteri non ammessi';
export const LAST_NAME_NOT_PRINTABLE = 'Il cognome contiene caratteri non ammessi';

/** PATCH /api/users/me: changes only the fields it sends; an empty last name or bio clears it. */
export const updateProfileBody = schema(() =>
  z.object({
    firstName: z
      .string()
      .trim()
      .min(1, 'Il nome è obbligatorio')
      .max(LIMITS.nameMax, `Il nome può avere al massimo ${LIMITS.nameMax} caratteri`)
      .refine(isPrintableName, FIRST_NAME_NOT_PRINTABLE)
      .optional(),
    lastName: z
      .string()
      .trim()
      .max(LIMITS.nameMax, `Il cognome può avere al massimo ${LIMITS.nameMax} caratteri`)
      .refine(isPrintableName, LAST_NAME_NOT_PRINTABLE)
      .optional(),
    bio: z
      .string()
      .trim()
      .max(LIMITS.descriptionMax, `La biografia può avere al massimo ${LIMITS.descriptionMax} caratteri`)
      .optional(),
  }),
);
export type UpdateProfileBody = z.input<typeof updateProfileBody>;
