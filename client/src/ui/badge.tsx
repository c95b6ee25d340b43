import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export type BadgeTone = 'primary' | 'neutral' | 'success' | 'danger';

const tones: Record<BadgeTone, string> = {
  primary: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200',
  neutral: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  success: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  danger: 'bg-red-700 text-white',
};

/** A small pill for counts and statuses. */
export function Badge({
  tone = 'neutral',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cx(
        'inline-flex min-w-5 items-center justify-center rounded-full px-1.5 py-0.5 text-xs font-semibold leading-none',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
