import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './cx.ts';
import { Spinner } from './spinner.tsx';

export type ButtonVariant =
  | 'primary'
  | 'soft'
  | 'secondary'
  | 'outline'
  | 'dangerOutline'
  | 'ghost'
  | 'destructive';
export type ButtonSize = 'md' | 'compact' | 'sm' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold select-none ' +
  'motion-safe:transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 ' +
  'focus-visible:ring-offset-2 focus-visible:ring-offset-white dark:focus-visible:ring-offset-slate-900 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

// orange-700 rather than orange-600 behind white text: orange-600 misses WCAG AA contrast (DESIGN §7).
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-orange-700 text-white shadow-sm hover:bg-orange-800 active:bg-orange-900',
  soft: 'bg-orange-100 text-orange-900 hover:bg-orange-200 dark:bg-orange-950 dark:text-orange-100 dark:hover:bg-orange-900',
  secondary:
    'bg-slate-100 text-slate-900 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  outline:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 ' +
    'dark:text-slate-100 dark:hover:bg-slate-800',
  dangerOutline:
    'border border-red-300 bg-white text-red-700 hover:bg-red-50 dark:border-red-900 dark:bg-slate-900 ' +
    'dark:text-red-400 dark:hover:bg-red-950/50',
  ghost: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-4 text-base',
  /** Small text, still a 44px touch target. */
  compact: 'min-h-11 px-3.5 text-sm',
  sm: 'min-h-9 px-3 text-sm',
  icon: 'size-11 shrink-0',
};

/**
 * The class names of a button, for links that look like one. `extra` must not repeat a property the
 * variant or size sets: Tailwind orders utilities itself, so the later class does not always win.
 */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  return cx(base, variants[variant], sizes[size], extra);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while an action is pending. */
  loading?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** The one button of the design system: 44px tall by default (touch target), visible focus ring. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses(variant, size, className)}
      {...rest}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
