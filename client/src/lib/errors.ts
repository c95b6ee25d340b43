import { it } from '../i18n/it.ts';
import { toast } from '../ui/toast.tsx';
import { isUnauthorizedError } from './api.ts';
import { redirectToLogin } from './navigation.ts';

/**
 * SPEC §8 for a failed mutation: an expired session gets 'Sessione scaduta' and goes to sign-in after
 * 500 ms; anything else gets an 'Errore' toast with the caller's text.
 */
export function handleMutationError(error: unknown, description: string = it.common.genericError): void {
  if (isUnauthorizedError(error)) {
    toast({
      title: it.session.expiredTitle,
      description: it.session.expiredDescription,
      variant: 'destructive',
    });
    redirectToLogin();
    return;
  }
  toast({ title: it.common.error, description, variant: 'destructive' });
}
