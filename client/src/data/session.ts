import {
  type AuthResult,
  authResult,
  type LoginBody,
  type RegisterBody,
  type ResendBody,
  type VerifyResult,
  verifyResult,
} from '@common/schemas/auth.ts';
import { useMutation } from '@tanstack/react-query';
import { api, errorJson } from '../lib/api.ts';

/** Login and registration inputs as typed in the form, before the schema trims them. */
export type LoginInput = Pick<LoginBody, 'email' | 'password'>;
export type RegisterInput = Pick<RegisterBody, 'email' | 'password' | 'firstName' | 'lastName'>;

/** A POST of the auth screens answering SPEC §3's auth result; the screens announce every failure themselves. */
function useAuthCall<Input>(path: string) {
  return useMutation({
    mutationFn: (input: Input): Promise<AuthResult> => api.post(path, input, { schema: authResult }),
    meta: { unauthorized: false },
  });
}

/** POST /api/auth/login. Failures keep the server's JSON body in the thrown error (see errorJson). */
export const useLoginMutation = () => useAuthCall<LoginInput>('/api/auth/login');

/** POST /api/auth/register. */
export const useRegisterMutation = () => useAuthCall<RegisterInput>('/api/auth/register');

/** POST /api/auth/resend-verification. */
export const useResendVerificationMutation = () => useAuthCall<ResendBody>('/api/auth/resend-verification');

/** POST /api/auth/verify-email. Failures keep the server's JSON body in the thrown error. */
export function useVerifyEmailMutation() {
  return useMutation({
    mutationFn: (token: string): Promise<VerifyResult> =>
      api.post('/api/auth/verify-email', { token }, { schema: verifyResult }),
    meta: { unauthorized: false },
  });
}

/** What a failed verification answered: error text, reason for the hint, and the address when known. */
export function verifyFailure(error: unknown): VerifyResult & { message?: string } {
  return { success: false, ...(errorJson<VerifyResult & { message?: string }>(error) ?? {}) };
}
