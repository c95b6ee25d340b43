import type { AuthResult } from '../../../../common/schemas/auth.ts';
import { errorJson } from '../../lib/api.ts';

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
