import { useMutation, useQuery } from '@tanstack/react-query';
import type { AuthResult, LoginBody, RegisterBody, ResendBody } from '../../../../common/schemas/auth.ts';
import type { CurrentUser } from '../../../../common/schemas/user.ts';
import { apiRequest } from '../../lib/api.ts';
import { getQueryFn } from '../../lib/query-client.ts';

export const authKeys = {
  user: ['/api/auth/user'] as const,
};

/** The signed-in member, or null for a guest: a 401 means "no user" (SPEC §7), never retried. */
export function useCurrentUser() {
  const query = useQuery<CurrentUser | null>({
    queryKey: authKeys.user,
    queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }),
    retry: false,
  });
  return { user: query.data ?? null, isLoading: query.isPending };
}

/** Login and registration inputs as typed in the form, before the server trims them. */
export type LoginInput = Pick<LoginBody, 'email' | 'password'>;
export type RegisterInput = Pick<RegisterBody, 'email' | 'password' | 'firstName' | 'lastName'>;

async function postAuth(url: string, body: object): Promise<AuthResult> {
  const res = await apiRequest('POST', url, body);
  return (await res.json()) as AuthResult;
}

/** POST /api/auth/login. Failures keep the server's JSON body in the thrown error (see errorJson). */
export function useLoginMutation() {
  return useMutation({ mutationFn: (input: LoginInput) => postAuth('/api/auth/login', input) });
}

/** POST /api/auth/register. */
export function useRegisterMutation() {
  return useMutation({ mutationFn: (input: RegisterInput) => postAuth('/api/auth/register', input) });
}

/** POST /api/auth/resend-verification. */
export function useResendVerificationMutation() {
  return useMutation({ mutationFn: (input: ResendBody) => postAuth('/api/auth/resend-verification', input) });
}
