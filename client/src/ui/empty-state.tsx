import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './cx.ts';

/** What a list shows when it has nothing: an icon, a title, a line of help and an optional action. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  compact = false,
  headingLevel = 2,
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
  action?: ReactNode;
  /** Less vertical room, inside a dialog or a tab. */
  compact?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={cx('flex flex-col items-center px-6 text-center', compact ? 'py-8' : 'py-12')}>
      <span className="mb-4 inline-flex size-16 items-center justify-center rounded-2xl bg-orange-100 text-orange-700 dark:bg-orange-950 dark:text-orange-300">
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <Heading className="text-lg font-semibold text-slate-900 dark:text-white">{title}</Heading>
      {description && (
        <p className="mt-1 max-w-xs text-sm text-slate-700 dark:text-slate-300">{description}</p>
      )}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
