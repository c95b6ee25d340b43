import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { it } from '../i18n/it.ts';
import { toast } from '../ui/toast.tsx';

/** A control whose feature is not built yet says so when used, instead of doing nothing. */
export function announceComingSoon(): void {
  toast({ title: it.common.comingSoonToast, description: it.common.comingSoonToastDescription });
}

/** The "in arrivo" placeholder of a screen not built yet: its Italian name, a short note, what will be here. */
export function ComingSoon({
  icon: Icon,
  title,
  description,
  children,
  headingLevel = 1,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children?: ReactNode;
  /** 2 when the page already has its own h1. */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-6 py-16 text-center">
      <span className="mb-5 inline-flex size-20 items-center justify-center rounded-3xl bg-orange-100 text-orange-700 shadow-inner dark:bg-orange-950 dark:text-orange-300">
        <Icon aria-hidden="true" className="size-10" />
      </span>
      <Heading className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</Heading>
      <p className="mt-2 inline-flex items-center rounded-full bg-slate-200 px-3 py-1 text-sm font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-200">
        {it.common.comingSoon}
      </p>
      <p className="mt-4 max-w-xs text-slate-700 dark:text-slate-300">{description}</p>
      {children && <div className="mt-6">{children}</div>}
    </div>
  );
}
