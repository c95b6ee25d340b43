import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './cx.ts';

export const inputClasses =
  'block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3.5 text-base text-slate-900 ' +
  'placeholder:text-slate-500 motion-safe:transition-colors focus-visible:border-orange-600 ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500/40 disabled:opacity-60 ' +
  'dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

/** A text input with the design system's look; always pair it with a <Label>. */
export function Input({ className, ...rest }: InputProps) {
  return <input className={cx(inputClasses, className)} {...rest} />;
}

/** A form label; `hint` is shown in a lighter tone after the text. */
export function Label({ htmlFor, children, hint }: { htmlFor: string; children: ReactNode; hint?: string }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
      {children}
      {hint && <span className="ml-1 font-normal text-slate-600 dark:text-slate-400">{hint}</span>}
    </label>
  );
}
