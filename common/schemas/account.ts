import { LIMITS } from '../constants.ts';
import { schema, z } from '../zod-it.ts';

/** POST /api/account/delete: the password confirms it (an account with no password types its e-mail). */
export const deleteAccountBody = schema(() =>
  z.object({
    password: z.string().max(LIMITS.passwordMax).optional(),
    email: z.string().trim().toLowerCase().max(LIMITS.emailMax).optional(),
  }),
);
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** The answer once the account is gone; the session cookie is cleared with it. */
export const accountDeleted = schema(() =>
  z.object({
    success: z.literal(true),
    message: z.string(),
    /** What went with the account, for the confirmation screen (issue 27). */
    deleted: z.object({
      posts: z.number().int(),
      comments: z.number().int(),
      reels: z.number().int(),
      messages: z.number().int(),
      aiConversations: z.number().int(),
      files: z.number().int(),
    }),
  }),
);
export type AccountDeleted = z.infer<typeof accountDeleted>;

/** The JSON inside the data download (`dati.json` in the zip). */
export const accountExport = schema(() =>
  z.object({
    exportedAt: z.iso.datetime(),
    profile: z.object({
      id: z.string(),
      email: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      bio: z.string().nullable(),
      createdAt: z.iso.datetime(),
      emailVerifiedAt: z.iso.datetime().nullable(),
      notificationPreferences: z.record(z.string(), z.boolean()),
      linkedAccounts: z.array(z.object({ issuer: z.string(), since: z.iso.datetime() })),
    }),
    posts: z.array(z.record(z.string(), z.unknown())),
    comments: z.array(z.record(z.string(), z.unknown())),
    messages: z.array(z.record(z.string(), z.unknown())),
    reels: z.array(z.record(z.string(), z.unknown())),
    aiConversations: z.array(z.record(z.string(), z.unknown())),
    follows: z.object({ following: z.array(z.string()), followers: z.array(z.string()) }),
    blocked: z.array(z.string()),
    files: z.array(z.object({ path: z.string(), name: z.string(), contentType: z.string().nullable() })),
  }),
);
export type AccountExport = z.infer<typeof accountExport>;
