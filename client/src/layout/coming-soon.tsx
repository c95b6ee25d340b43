import { it } from '../i18n/it.ts';
import { toast } from '../ui/toast.tsx';

/** A control whose feature is not built yet says so when used, instead of doing nothing. */
export function announceComingSoon(): void {
  toast({ title: it.common.comingSoonToast, description: it.common.comingSoonToastDescription });
}
