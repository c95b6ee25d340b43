import { LoaderCircle } from 'lucide-react';
import { cx } from './cx.ts';

/** A decorative spinning indicator; pair it with visible or screen-reader text. */
export function Spinner({ className }: { className?: string }) {
  return (
    <LoaderCircle aria-hidden="true" className={cx('size-5 shrink-0 motion-safe:animate-spin', className)} />
  );
}
