import type { AuthResult } from '@common/schemas/auth.ts';
import { it } from '../../i18n/it.ts';
import { errorJson, errorStatus } from '../../lib/api.ts';
import { toast } from '../../ui/toast.tsx';

/** What a failed auth call answers: SPEC's auth fields, or the generic `{ message }` (e.g. 429). */
export type AuthFailure = AuthResult & { message?: string };

/** The server's JSON body of a failed auth call (null for a network failure or a non-JSON body). */
export function authFailure(error: unknown): AuthFailure | null {
  return errorJson<AuthFailure>(error) as AuthFailure | null;
}

/** The text to show for a failed auth call: the server's `error`, else its `message`, else the fallback. */
export function authErrorText(failure: AuthFailure | null, fallback: string): string {
  return failure?.error || failure?.message || fallback;
}

/**
 * SPEC §8 toast for a failed auth call: `title` with the server's text or `fallback`; a request that never
 * reached the server gets the generic network-failure toast instead.
 */
export function toastAuthError(error: unknown, title: string, fallback: string): void {
  if (errorStatus(error) === null) {
    toast({ title: it.common.error, description: it.common.genericError, variant: 'destructive' });
    return;
  }
  toast({ title, description: authErrorText(authFailure(error), fallback), variant: 'destructive' });
}
