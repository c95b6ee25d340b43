import { useEffect } from 'react';
import { it } from '../../i18n/it.ts';
import { AppLoading } from '../../layout/page-loading.tsx';
import { redirectToLogin } from '../../lib/navigation.ts';
import { toast } from '../../ui/toast.tsx';

/** A guest on a protected route (SPEC §6): 'Non autorizzato' toast, then /api/login after 500 ms. */
export function RedirectToLogin() {
  useEffect(() => {
    toast({
      title: it.session.unauthorizedTitle,
      description: it.session.unauthorizedDescription,
      variant: 'destructive',
    });
    const timer = redirectToLogin();
    return () => window.clearTimeout(timer);
  }, []);
  return <AppLoading label={it.common.redirecting} />;
}
