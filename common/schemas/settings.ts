import { LIMITS, NOTIFICATION_TYPES } from '../constants.ts';
import { schema, z } from '../zod-it.ts';
import { newPassword } from './password-reset.ts';
import { decimalInt, email } from './shared.ts';

/** PUT /api/settings/avatar query: the square to keep, in the photo's pixels (centre square when absent). */
export const avatarCropQuery = schema(() =>
  z.object({
    x: decimalInt.optional(),
    y: decimalInt.optional(),
    size: decimalInt.pipe(z.number().min(16, 'Il ritaglio deve essere di almeno 16 pixel')).optional(),
  }),
);
export type AvatarCropQuery = z.infer<typeof avatarCropQuery>;

/** The answer to an avatar change: where the photo is now (null once removed). */
export const avatarPayload = schema(() => z.object({ avatarUrl: z.string().nullable() }));
export type AvatarPayload = z.infer<typeof avatarPayload>;

/** The largest photo accepted before cropping. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The side of the stored square. */
export const AVATAR_SIDE = 256;

/** POST /api/settings/password: the current password, then the new one. */
export const changePasswordBody = schema(() =>
  z.object({
    currentPassword: z.string({ error: 'La password attuale è obbligatoria' }).min(1).max(LIMITS.passwordMax),
    newPassword,
  }),
);
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** POST /api/settings/email: the new address and the password. */
export const changeEmailBody = schema(() =>
  z.object({
    email,
    password: z.string({ error: 'La password è obbligatoria' }).min(1).max(LIMITS.passwordMax),
  }),
);
export type ChangeEmailBody = z.infer<typeof changeEmailBody>;

/** POST /api/settings/email/confirm: the token of the link mailed to the new address. */
export const confirmEmailBody = schema(() => z.object({ token: z.string().trim().min(1).max(200) }));
export type ConfirmEmailBody = z.infer<typeof confirmEmailBody>;

/** The answer of a settings action, with the Italian sentence the screen shows. */
export const settingsDone = schema(() => z.object({ success: z.literal(true), message: z.string() }));
export type SettingsDone = z.infer<typeof settingsDone>;

/** Notification types a member can turn on or off: each on unless set to false. */
export const notificationPreferences = schema(() =>
  z.object(
    Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, z.boolean()])) as Record<
      (typeof NOTIFICATION_TYPES)[number],
      z.ZodBoolean
    >,
  ),
);
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** PUT /api/settings/notifications: only the types sent change. */
export const updateNotificationPreferencesBody = schema(() => notificationPreferences.partial());
export type UpdateNotificationPreferencesBody = z.infer<typeof updateNotificationPreferencesBody>;

/** One signed-in device of the member. */
export const sessionPayload = schema(() =>
  z.object({
    id: z.string(),
    createdAt: z.iso.datetime(),
    lastSeenAt: z.iso.datetime(),
    current: z.boolean(),
    /** Browser and system read from the User-Agent at sign-in ('Chrome su Android'), or null when unknown. */
    device: z.string().nullable(),
    kind: z.enum(['phone', 'tablet', 'computer', 'unknown']),
  }),
);
export type SessionPayload = z.infer<typeof sessionPayload>;

/** The `{id}` of DELETE /api/settings/sessions/{id}: a session's id (the hash of its token). */
export const sessionParams = schema(() =>
  z.object({ id: z.string().regex(/^[0-9a-f]{64}$/, 'Sessione non valida') }),
);

/** GET /api/settings/sessions. */
export const sessionList = schema(() => z.array(sessionPayload));

/** The answer of 'Esci da tutti i dispositivi': how many other sessions ended. */
export const sessionsEnded = schema(() => z.object({ success: z.literal(true), ended: z.number().int() }));
export type SessionsEnded = z.infer<typeof sessionsEnded>;
