import { cx } from './cx.ts';

/** A placeholder block with the shape of what is loading (DESIGN §8). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cx('rounded-lg bg-slate-200 motion-safe:animate-pulse dark:bg-slate-800', className)}
    />
  );
}
