import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { TIMINGS } from '../../../common/constants.ts';
import { it } from '../i18n/it.ts';
import { cx } from './cx.ts';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

interface ToastItem extends ToastInput {
  id: number;
}

// SPEC §9: one toast at a time, so the store holds a single item and a new toast replaces the old one.
let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast, replacing the one on screen. */
export function toast(input: ToastInput): void {
  current = { ...input, id: nextId++ };
  emit();
}

/** Closes the toast on screen, if any. */
export function dismissToast(): void {
  current = null;
  emit();
}

/** The toast currently shown (for tests and debugging). */
export function currentToast(): ToastItem | null {
  return current;
}

/** The single, always-present live region that shows the current toast for SPEC §9's 5000 ms. */
export function Toaster() {
  const item = useSyncExternalStore(subscribe, () => current);

  useEffect(() => {
    if (!item) return;
    const timer = window.setTimeout(() => {
      if (current?.id === item.id) dismissToast();
    }, TIMINGS.toastMs);
    return () => window.clearTimeout(timer);
  }, [item]);

  const destructive = item?.variant === 'destructive';
  const Icon = destructive ? CircleAlert : CircleCheck;

  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] mx-auto flex max-w-[480px] justify-center px-3 pt-[calc(env(safe-area-inset-top)+4rem)]"
    >
      {item && (
        <div
          key={item.id}
          data-variant={item.variant ?? 'default'}
          className={cx(
            'pointer-events-auto flex w-full items-start gap-3 rounded-2xl border p-3.5 shadow-lg motion-safe:animate-[toast-in_180ms_ease-out]',
            destructive
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-50',
          )}
        >
          <Icon
            aria-hidden="true"
            className={cx(
              'mt-0.5 size-5 shrink-0',
              destructive ? 'text-white' : 'text-emerald-700 dark:text-emerald-400',
            )}
          />
          <div className="min-w-0 flex-1">
            <p className="font-semibold leading-snug">{item.title}</p>
            {item.description && (
              <p
                className={cx(
                  'mt-0.5 text-sm',
                  destructive ? 'text-red-50' : 'text-slate-700 dark:text-slate-300',
                )}
              >
                {item.description}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={dismissToast}
            aria-label={it.toast.close}
            className={cx(
              '-m-1.5 inline-flex size-11 shrink-0 items-center justify-center rounded-xl focus-visible:outline-none focus-visible:ring-2',
              destructive
                ? 'text-white hover:bg-red-800 focus-visible:ring-white'
                : 'text-slate-600 hover:bg-slate-100 focus-visible:ring-orange-500 dark:text-slate-300 dark:hover:bg-slate-700',
            )}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
