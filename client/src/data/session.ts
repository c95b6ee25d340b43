import {
  type AuthResult,
  authResult,
  type LoginBody,
  type RegisterBody,
  type ResendBody,
  type VerifyResult,
  verifyResult,
} from '@common/schemas/auth.ts';
import { type CurrentUser, currentUser } from '@common/schemas/user.ts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, api, errorJson } from '../lib/api.ts';

/** Query keys of the signed-in member. */
export const authKeys = {
  user: ['/api/auth/user'] as const,
};

/**
 * GET /api/auth/user: the signed-in member, or null for a guest (SPEC §7: a 401 means "no user"). The page asks
 * as a probe, so a guest gets 204 rather than a 401 the browser would log as an error (issue 27).
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    const res = await fetch('/api/auth/user', {
      credentials: 'include',
      headers: { 'X-Session-Probe': '1' },
      signal,
    });
    if (res.status === 204) return null;
    if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
    return currentUser.parse(await res.json());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The signed-in member, or null for a guest; never retried. */
export function useCurrentUser() {
  const query = useQuery({
    queryKey: authKeys.user,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    retry: false,
  });
  return { user: query.data ?? null, isLoading: query.isPending };
}

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
