import type { AuthResult } from '@common/schemas/auth.ts';
import { it } from '../../i18n/it.ts';
import { toast } from '../../ui/toast.tsx';
import { authErrorText, toastAuthError } from './auth-errors.ts';

/** SPEC §8 toasts for a resend answer; true when a mail really left. */
export function announceResendResult(result: AuthResult): boolean {
  if (result.success && result.emailSent !== false) {
    toast({ title: it.resend.sentTitle, description: it.resend.sentDescription });
    return true;
  }
  toast({
    title: it.resend.errorTitle,
    description: result.success ? it.resend.unavailable : authErrorText(result, it.resend.errorDefault),
    variant: 'destructive',
  });
  return false;
}

/** SPEC §8 toast for a failed resend call. */
export function announceResendError(error: unknown): void {
  toastAuthError(error, it.resend.errorTitle, it.resend.errorDefault);
}
