import { useMutation } from '@tanstack/react-query';
import type { VerifyResult } from '../../../../common/schemas/auth.ts';
import { apiRequest, errorJson } from '../../lib/api.ts';

/** POST /api/auth/verify-email. Failures keep the server's JSON body in the thrown error. */
export function useVerifyEmailMutation() {
  return useMutation({
    mutationFn: async (token: string) => {
      const res = await apiRequest('POST', '/api/auth/verify-email', { token });
      return (await res.json()) as VerifyResult;
    },
  });
}

/** What a failed verification answered: error text, reason for the hint, and the address when known. */
export function verifyFailure(error: unknown): VerifyResult & { message?: string } {
  return { success: false, ...(errorJson<VerifyResult & { message?: string }>(error) ?? {}) };
}
