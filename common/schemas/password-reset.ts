import { LIMITS } from '../constants.ts';
import { schema, z } from '../zod-it.ts';
import { email } from './shared.ts';

/** A new password: the same rules as at registration. */
export const newPassword = schema(() =>
  z
    .string({ error: 'La password è obbligatoria' })
    .min(LIMITS.passwordMin, `La password deve avere almeno ${LIMITS.passwordMin} caratteri`)
    .max(LIMITS.passwordMax, `La password può avere al massimo ${LIMITS.passwordMax} caratteri`),
);

/** POST /api/password-reset: 'Password dimenticata?' asks for a link. */
export const passwordResetRequestBody = schema(() => z.object({ email }));
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBody>;

/** The answer to a reset request: the same whether or not the address has an account. */
export const passwordResetRequested = schema(() =>
  z.object({ success: z.literal(true), message: z.string() }),
);
export type PasswordResetRequested = z.infer<typeof passwordResetRequested>;

/** POST /api/password-reset/confirm: the mailed token and the new password. */
export const passwordResetConfirmBody = schema(() =>
  z.object({
    token: z.string({ error: 'Link non valido' }).trim().min(1, 'Link non valido').max(200),
    password: newPassword,
  }),
);
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBody>;

/** POST /api/password-reset/check: whether a mailed link still works, asked when its page opens. */
export const passwordResetCheckBody = schema(() =>
  z.object({
    token: z.string({ error: 'Link non valido' }).trim().min(1, 'Link non valido').max(200),
  }),
);
export type PasswordResetCheckBody = z.infer<typeof passwordResetCheckBody>;

/** The link works: the page may ask for the new password. */
export const passwordResetCheck = schema(() =>
  z.object({ success: z.literal(true), valid: z.literal(true) }),
);
export type PasswordResetCheck = z.infer<typeof passwordResetCheck>;

/** The answer once the new password is set; every session of the account has ended. */
export const passwordResetDone = schema(() => z.object({ success: z.literal(true), message: z.string() }));
export type PasswordResetDone = z.infer<typeof passwordResetDone>;

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
