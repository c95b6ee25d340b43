import { ChevronDown } from 'lucide-react';
import type { SelectHTMLAttributes } from 'react';
import { cx } from './cx.ts';
import { inputClasses } from './input.tsx';

/** A native select (the best picker on phones) with the design system's look. */
export function Select({ className, children, ...rest }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className="relative">
      <select className={cx(inputClasses, 'appearance-none pr-10', className)} {...rest}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-600 dark:text-slate-400"
      />
    </div>
  );
}
