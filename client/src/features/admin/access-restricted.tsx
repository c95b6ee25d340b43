import { TIMINGS } from '@common/constants.ts';
import { ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { it } from '../../i18n/it.ts';
import { toast } from '../../ui/toast.tsx';

/** A non-admin on /admin (SPEC §6): 'Accesso Limitato' on the page, 'Accesso negato' toast, home after 1 s. */
export function AccessRestricted() {
  const [, navigate] = useLocation();

  useEffect(() => {
    toast({ title: it.admin.deniedTitle, description: it.admin.deniedDescription, variant: 'destructive' });
    const timer = window.setTimeout(() => navigate('/', { replace: true }), TIMINGS.nonAdminRedirectMs);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="flex flex-1 flex-col items-center justify-center px-6 py-16 text-center">
      <span className="mb-5 inline-flex size-20 items-center justify-center rounded-3xl bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
        <ShieldAlert aria-hidden="true" className="size-10" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {it.admin.restrictedTitle}
      </h1>
      <p className="mt-2 max-w-xs text-slate-700 dark:text-slate-300">{it.admin.restrictedDescription}</p>
    </div>
  );
}
