import { LIMITS } from '../constants.ts';
import { schema, z } from '../zod-it.ts';
import { email } from './shared.ts';
import { FIRST_NAME_NOT_PRINTABLE, isPrintableName, LAST_NAME_NOT_PRINTABLE } from './user.ts';

const EMAIL_MISSING = "L'email è obbligatoria";
const PASSWORD_MISSING = 'La password è obbligatoria';

const name = (label: string, notPrintable: string) =>
  z
    .string({ error: `${label} non valido` })
    .trim()
    .max(LIMITS.nameMax, `${label} troppo lungo (massimo ${LIMITS.nameMax} caratteri)`)
    .refine(isPrintableName, notPrintable);

/** POST /api/auth/register (SPEC §7). */
export const registerBody = schema(() =>
  z.object({
    email,
    password: z
      .string({ error: PASSWORD_MISSING })
      .min(1, PASSWORD_MISSING)
      .min(LIMITS.passwordMin, `La password deve avere almeno ${LIMITS.passwordMin} caratteri`)
      .max(LIMITS.passwordMax, `La password può avere al massimo ${LIMITS.passwordMax} caratteri`),
    firstName: name('Nome', FIRST_NAME_NOT_PRINTABLE).pipe(
      z.string().min(1, 'Il nome è obbligatorio per la registrazione'),
    ),
    lastName: name('Cognome', LAST_NAME_NOT_PRINTABLE).optional().default(''),
  }),
);
export type RegisterBody = z.infer<typeof registerBody>;

/** POST /api/auth/login (SPEC §7). */
export const loginBody = schema(() =>
  z.object({
    email: z
      .string({ error: 'Email e password sono obbligatori' })
      .trim()
      .toLowerCase()
      .min(1, EMAIL_MISSING)
      .max(LIMITS.emailMax),
    password: z
      .string({ error: 'Email e password sono obbligatori' })
      .min(1, PASSWORD_MISSING)
      .max(LIMITS.passwordMax),
  }),
);
export type LoginBody = z.infer<typeof loginBody>;

/** POST /api/auth/resend-verification (SPEC §7). */
export const resendBody = schema(() => z.object({ email }));
export type ResendBody = z.infer<typeof resendBody>;

/** POST /api/auth/verify-email (SPEC §7). */
export const verifyBody = schema(() =>
  z.object({
    token: z
      .string({ error: 'Token di verifica mancante' })
      .trim()
      .min(1, 'Token di verifica mancante')
      .max(200),
  }),
);
export type VerifyBody = z.infer<typeof verifyBody>;

/**
 * POST /api/auth/register answer (201). The same whether or not the address already has an account,
 * so registering cannot be used to discover members; the owner of a taken address is told by mail.
 */
export const registerResult = schema(() => z.object({ success: z.literal(true), emailSent: z.boolean() }));
export type RegisterResult = z.infer<typeof registerResult>;

/** POST /api/auth/login answer; the session travels in its cookie. */
export const loginResult = schema(() => z.object({ success: z.literal(true) }));
export type LoginResult = z.infer<typeof loginResult>;

/** POST /api/auth/resend-verification answer: the same for any address. */
export const resendResult = schema(() => z.object({ success: z.literal(true), emailSent: z.boolean() }));
export type ResendResult = z.infer<typeof resendResult>;

/** POST /api/auth/verify-email answer when the address is verified. */
export const verifyEmailResult = schema(() =>
  z.object({
    success: z.literal(true),
    message: z.string(),
    email: z.string(),
  }),
);
export type VerifyEmailResult = z.infer<typeof verifyEmailResult>;

/** Auth responses of SPEC §3, success or failure: success, error, requiresVerification, emailSent. */
export const authResult = schema(() =>
  z.object({
    success: z.boolean(),
    error: z.string().optional(),
    requiresVerification: z.boolean().optional(),
    emailSent: z.boolean().optional(),
  }),
);
export type AuthResult = z.infer<typeof authResult>;

/** Why a verification failed, so the page can show SPEC §2's hints. */
export const VERIFY_REASONS = ['expired', 'used', 'already_verified', 'invalid'] as const;
export type VerifyReason = (typeof VERIFY_REASONS)[number];

/** Verify response of SPEC §3: success, message, email, error (+ reason for the hint). */
export const verifyResult = schema(() =>
  z.object({
    success: z.boolean(),
    message: z.string().optional(),
    email: z.string().optional(),
    error: z.string().optional(),
    reason: z.enum(VERIFY_REASONS).optional(),
  }),
);
export type VerifyResult = z.infer<typeof verifyResult>;
