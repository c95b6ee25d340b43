import { it } from '../i18n/it.ts';
import { type ToastInput, toast } from '../ui/toast.tsx';
import { isUnauthorizedError } from './api.ts';
import { redirectToLogin } from './navigation.ts';

/** SPEC §8's unauthorized toasts: 'Sessione scaduta' by default, the like, comment and follow actions their own. */
export const UNAUTHORIZED = {
  session: { title: it.session.expiredTitle, description: it.session.expiredDescription },
  like: { title: it.session.unauthorizedTitle, description: it.session.unauthorizedDescription },
  comment: { title: it.session.unauthorizedTitle, description: it.comments.unauthorized },
  follow: { title: it.session.unauthorizedTitle, description: it.post.followUnauthorized },
} satisfies Record<string, ToastInput>;

export type UnauthorizedAction = keyof typeof UNAUTHORIZED;

let redirecting = false;

/**
 * An unauthorized error gets a destructive toast (SPEC §8, per action) and a trip to sign-in after 500 ms,
 * once however many calls failed together. Answers whether the error was handled.
 */
export function handleUnauthorized(error: unknown, action: UnauthorizedAction = 'session'): boolean {
  if (!isUnauthorizedError(error)) return false;
  if (redirecting) return true;
  redirecting = true;
  toast({ ...UNAUTHORIZED[action], variant: 'destructive' });
  redirectToLogin();
  return true;
}

/** What a mutation's `meta` says about its failures (read once, by the MutationCache). */
export type MutationErrorMeta = {
  /** SPEC §8's 'Errore' toast text; a function may pick it from the error (e.g. a 400's Italian reason). */
  errorText?: string | ((error: unknown) => string | undefined);
  /** The action whose unauthorized toast to show; false when the screen handles every failure itself. */
  unauthorized?: UnauthorizedAction | false;
};

/**
 * SPEC §8 for a failed mutation: an expired session gets its action's toast and goes to sign-in after 500 ms;
 * anything else gets an 'Errore' toast with the mutation's text, or nothing when it has none.
 */
export function reportMutationError(error: unknown, meta: MutationErrorMeta | undefined): void {
  if (meta?.unauthorized === false) return;
  if (handleUnauthorized(error, meta?.unauthorized)) return;
  const text = typeof meta?.errorText === 'function' ? meta.errorText(error) : meta?.errorText;
  if (meta?.errorText === undefined) return;
  toast({ title: it.common.error, description: text ?? it.common.genericError, variant: 'destructive' });
}
