import { Wrench } from 'lucide-react';
import { it } from '../i18n/it.ts';
import { cx } from '../ui/cx.ts';

/** The Riparami mark and wordmark. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cx('inline-flex items-center gap-2', className)}>
      <span
        aria-hidden="true"
        className="inline-flex size-8 items-center justify-center rounded-lg bg-orange-600 text-white shadow-sm"
      >
        <Wrench className="size-[18px]" strokeWidth={2.5} />
      </span>
      <span className="text-lg font-extrabold tracking-tight text-slate-900 dark:text-white">
        {it.app.name}
      </span>
    </span>
  );
}
