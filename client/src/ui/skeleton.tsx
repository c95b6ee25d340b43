import { cx } from './cx.ts';

/** A placeholder block with the shape of what is loading (DESIGN §8). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cx(
        'bg-slate-200 motion-safe:animate-pulse dark:bg-slate-800',
        // Tailwind orders rounded-* utilities by name, not by position: only one may be present.
        /\brounded/.test(className ?? '') ? null : 'rounded-lg',
        className,
      )}
    />
  );
}
