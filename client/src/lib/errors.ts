import { it } from '../i18n/it.ts';
import { type ToastInput, toast } from '../ui/toast.tsx';
import { isUnauthorizedError } from './api.ts';
import { redirectToLogin } from './navigation.ts';

/** SPEC §8's default for an expired session during a mutation. */
const SESSION_EXPIRED: ToastInput = {
  title: it.session.expiredTitle,
  description: it.session.expiredDescription,
};

/** SPEC §8's unauthorized toasts of the like, comment and follow actions. */
export const UNAUTHORIZED = {
  like: { title: it.session.unauthorizedTitle, description: it.session.unauthorizedDescription },
  comment: { title: it.session.unauthorizedTitle, description: it.comments.unauthorized },
  follow: { title: it.session.unauthorizedTitle, description: it.post.followUnauthorized },
} satisfies Record<string, ToastInput>;

/**
 * An unauthorized error gets a destructive toast (SPEC §8: 'Sessione scaduta' unless the action has
 * its own text) and a trip to sign-in after 500 ms. Answers whether the error was handled.
 */
export function handleUnauthorized(error: unknown, unauthorized: ToastInput = SESSION_EXPIRED): boolean {
  if (!isUnauthorizedError(error)) return false;
  toast({ ...unauthorized, variant: 'destructive' });
  redirectToLogin();
  return true;
}

/**
 * SPEC §8 for a failed mutation: an expired session gets its toast and goes to sign-in after 500 ms;
 * anything else gets an 'Errore' toast with the caller's text.
 */
export function handleMutationError(
  error: unknown,
  description: string = it.common.genericError,
  unauthorized?: ToastInput,
): void {
  if (handleUnauthorized(error, unauthorized)) return;
  toast({ title: it.common.error, description, variant: 'destructive' });
}
