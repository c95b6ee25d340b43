import { accountDeleted, type DeleteAccountBody } from '@common/schemas/account.ts';
import { providerList } from '@common/schemas/oidc.ts';
import {
  type PasswordResetConfirmBody,
  passwordResetCheck,
  passwordResetDone,
  passwordResetRequested,
} from '@common/schemas/password-reset.ts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

/** The data download: a browser navigation, so the file is saved by the browser. */
export const ACCOUNT_EXPORT_URL = '/api/account/export';

/** POST /api/account/delete, with the password; the session ends with the account. */
export function useDeleteAccountMutation() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) =>
      api.post('/api/account/delete', body, { schema: accountDeleted }),
  });
}

/** POST /api/password-reset: 'Password dimenticata?'. */
export function useRequestPasswordResetMutation() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post('/api/password-reset', { email }, { schema: passwordResetRequested }),
    meta: { unauthorized: false },
  });
}

/** POST /api/password-reset/confirm: the new password with the mailed link's token. */
export function useConfirmPasswordResetMutation() {
  return useMutation({
    mutationFn: (body: PasswordResetConfirmBody) =>
      api.post('/api/password-reset/confirm', body, { schema: passwordResetDone }),
    meta: { unauthorized: false },
  });
}

/** POST /api/password-reset/check: whether the mailed link still works, asked when its page opens. */
export function usePasswordResetCheckQuery(token: string) {
  return useQuery({
    queryKey: ['password-reset-check', token],
    queryFn: () => api.post('/api/password-reset/check', { token }, { schema: passwordResetCheck }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /api/auth/providers: which social sign-in buttons lead to a provider. */
export function useProvidersQuery() {
  return useQuery({
    queryKey: ['/api/auth/providers'],
    queryFn: ({ signal }) => api.get('/api/auth/providers', { schema: providerList, signal }),
  });
}
