import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { it } from '../i18n/it.ts';
import { cx } from './cx.ts';
import { useReturnFocus } from './use-return-focus.ts';

export const overlayClasses =
  'fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-[2px] motion-safe:animate-[fade-in_150ms_ease-out]';

export const closeButtonClasses =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100 ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:text-slate-300 dark:hover:bg-slate-800';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Screen-reader description; shown under the title when `showDescription` is set. */
  description?: string;
  showDescription?: boolean;
  closeLabel?: string;
  /** Tailwind max-width class of the panel. */
  maxWidthClass?: string;
  className?: string;
  /** Pinned under the scrolling body, e.g. a composer. */
  footer?: ReactNode;
  /**
   * 'bottom': a sheet rising from the bottom edge of the app column, the way phones show comments
   * (issue 27); 'center' (default): a centred dialog.
   */
  placement?: 'center' | 'bottom';
  children: ReactNode;
}

/** A centred modal dialog: focus trapped, Escape and backdrop click close it (Radix). */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  showDescription = false,
  closeLabel = it.common.close,
  maxWidthClass = 'max-w-md',
  className,
  footer,
  placement = 'center',
  children,
}: DialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClasses} />
        <RadixDialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={returnFocus}
          className={cx(
            'fixed z-50 flex flex-col bg-white text-slate-900 shadow-xl focus:outline-none dark:bg-slate-900 dark:text-slate-100',
            placement === 'bottom'
              ? 'inset-x-0 bottom-0 mx-auto max-h-[85dvh] w-full max-w-[480px] rounded-t-3xl motion-safe:animate-[sheet-in-bottom_220ms_ease-out]'
              : cx(
                  'top-1/2 left-1/2 max-h-[85dvh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl',
                  'motion-safe:animate-[dialog-in_180ms_ease-out]',
                  maxWidthClass,
                ),
            className,
          )}
        >
          {placement === 'bottom' && (
            <div
              aria-hidden="true"
              className="mx-auto mt-2.5 h-1.5 w-10 shrink-0 rounded-full bg-slate-300 dark:bg-slate-700"
            />
          )}
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 py-2 pr-2 pl-5 dark:border-slate-800">
            <div className="py-2.5">
              <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
              {description && (
                <RadixDialog.Description
                  className={showDescription ? 'mt-1 text-sm text-slate-600 dark:text-slate-400' : 'sr-only'}
                >
                  {description}
                </RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close aria-label={closeLabel} className={closeButtonClasses}>
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer && (
            <div className="border-t border-slate-200 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] dark:border-slate-800">
              {footer}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
