import type { LucideIcon } from 'lucide-react';
import { cx } from '../../ui/cx.ts';
import { Skeleton } from '../../ui/skeleton.tsx';

/** One figure of the overview: an icon, a label, the number and a line of context. */
export function StatCard({
  icon: Icon,
  label,
  value,
  hint,
  compact = false,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  hint?: string;
  /** Icon above the label, for three cards in a row. */
  compact?: boolean;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-950">
      <dt
        className={cx(
          'flex gap-2 text-sm font-medium text-slate-700 dark:text-slate-300',
          compact ? 'flex-col items-start' : 'items-center',
        )}
      >
        <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200">
          <Icon aria-hidden="true" className="size-4" />
        </span>
        {label}
      </dt>
      <dd className="mt-2 text-2xl font-bold tabular-nums text-slate-900 dark:text-white">{value}</dd>
      {hint && <dd className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">{hint}</dd>}
    </div>
  );
}

/** A stat card while its number loads. */
export function StatCardSkeleton() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-950">
      <Skeleton className="h-8 w-24" />
      <Skeleton className="mt-3 h-7 w-14" />
      <Skeleton className="mt-2 h-3 w-28" />
    </div>
  );
}
