import { TIMINGS } from '@common/constants.ts';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { type PointerEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { it } from '../i18n/it.ts';
import { cx } from './cx.ts';
import { swipeDismisses, swipeOffset } from './toast-swipe.ts';

/** 'destructive' is an error: error colour, error icon, announced at once (role=alert); 'info' says something neutral. */
export type ToastVariant = 'default' | 'info' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** One button in the toast (e.g. 'Aggiorna'); a toast with an action stays until it is used or closed. */
  action?: { label: string; onClick: () => void };
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

/** Drag to dismiss (touch, pen or mouse): the toast follows the pointer and goes past the threshold. */
function useSwipeToDismiss(onDismiss: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const dragging = start.current !== null;

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    // The close button keeps its own click.
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!start.current) return;
    setOffset(swipeOffset(event.clientX - start.current.x, event.clientY - start.current.y));
  }

  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    if (!start.current) return;
    const dx = event.clientX - start.current.x;
    const dy = event.clientY - start.current.y;
    start.current = null;
    setOffset({ x: 0, y: 0 });
    if (event.type === 'pointerup' && swipeDismisses(dx, dy)) onDismiss();
  }

  return {
    dragging,
    style: offset.x || offset.y ? { transform: `translate(${offset.x}px, ${offset.y}px)` } : undefined,
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
  };
}

/**
 * The single, always-present live region that shows the current toast for SPEC §9's 5000 ms. It sits at the
 * bottom of the column, above whatever is fixed there (the bottom navigation, the chat's or the assistant's
 * composer: `useBottomInset`), so it hides neither the top bar, the category chips, a form's header nor what
 * the member is typing; it goes with its close button or a swipe. An error toast is an alert.
 */
export function Toaster() {
  const item = useSyncExternalStore(subscribe, () => current);
  const swipe = useSwipeToDismiss(dismissToast);

  useEffect(() => {
    if (!item || item.action) return;
    const timer = window.setTimeout(() => {
      if (current?.id === item.id) dismissToast();
    }, TIMINGS.toastMs);
    return () => window.clearTimeout(timer);
  }, [item]);

  const destructive = item?.variant === 'destructive';
  const Icon = destructive ? CircleAlert : item?.variant === 'info' ? Info : CircleCheck;

  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={cx(
        'pointer-events-none fixed inset-x-0 bottom-0 z-[100] mx-auto flex max-w-[480px] justify-center px-3',
        // Above what is fixed at the bottom (issue 27), or above the safe area when nothing is.
        'pb-[calc(max(var(--bottom-inset,0px),env(safe-area-inset-bottom))+0.75rem)]',
      )}
    >
      {item && (
        <div
          key={item.id}
          role={destructive ? 'alert' : undefined}
          data-variant={item.variant ?? 'default'}
          {...swipe.handlers}
          style={swipe.style}
          className={cx(
            'pointer-events-auto flex w-full touch-none select-none items-start gap-3 rounded-2xl border p-3.5 shadow-lg motion-safe:animate-[toast-in_180ms_ease-out]',
            !swipe.dragging && 'motion-safe:transition-transform',
            destructive
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-50',
          )}
        >
          <Icon
            aria-hidden="true"
            className={cx(
              'mt-0.5 size-5 shrink-0',
              destructive
                ? 'text-white'
                : item.variant === 'info'
                  ? 'text-sky-700 dark:text-sky-400'
                  : 'text-emerald-700 dark:text-emerald-400',
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
            {item.action && (
              <button
                type="button"
                onClick={() => {
                  item.action?.onClick();
                  dismissToast();
                }}
                className="mt-2 inline-flex min-h-11 items-center rounded-xl bg-orange-700 px-4 text-sm font-semibold text-white hover:bg-orange-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 focus-visible:ring-offset-2"
              >
                {item.action.label}
              </button>
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
