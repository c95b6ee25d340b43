import type {
  LoginResult,
  RegisterResult,
  ResendResult,
  VerifyEmailResult,
} from '../../../common/schemas/auth.ts';

/** The answer to a registration, the same for a new and a taken address. */
export const presentRegistered = (emailSent: boolean): RegisterResult => ({ success: true, emailSent });

/** The answer to a sign-in; the session travels in its cookie. */
export const presentSignedIn = (): LoginResult => ({ success: true });

/** The answer to a resend request, the same for any address. */
export const presentResent = (emailSent: boolean): ResendResult => ({ success: true, emailSent });

/** The answer to a successful verification (SPEC §2 text). */
export const presentVerified = (email: string): VerifyEmailResult => ({
  success: true,
  message: 'Email verificata con successo! Ora puoi accedere.',
  email,
});
