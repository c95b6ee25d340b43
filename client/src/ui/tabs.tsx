import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export const Tabs = RadixTabs.Root;
export const TabsContent = RadixTabs.Content;

/** A segmented row of tabs. */
export function TabsList({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <RadixTabs.List
      aria-label={label}
      className={cx('flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800', className)}
    >
      {children}
    </RadixTabs.List>
  );
}

/** One tab; `count` is shown as a small pill after the label. */
export function TabsTrigger({
  value,
  count,
  fit = 'equal',
  children,
}: {
  value: string;
  count?: number;
  /** 'content': tabs as wide as their labels, for long labels in a narrow row. */
  fit?: 'equal' | 'content';
  children: ReactNode;
}) {
  return (
    <RadixTabs.Trigger
      value={value}
      className={cx(
        'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg text-sm font-medium text-slate-700',
        fit === 'equal' ? 'flex-1 px-3' : 'flex-auto px-2',
        'motion-safe:transition-colors hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500',
        'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
        'dark:text-slate-300 dark:hover:text-white dark:data-[state=active]:bg-slate-950 dark:data-[state=active]:text-white',
      )}
    >
      {children}
      {count !== undefined && (
        <span className="rounded-full bg-slate-200 px-1.5 py-0.5 text-xs leading-none text-slate-800 dark:bg-slate-700 dark:text-slate-100">
          {count}
        </span>
      )}
    </RadixTabs.Trigger>
  );
}
