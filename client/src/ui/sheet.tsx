import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import { closeButtonClasses, overlayClasses } from './dialog.tsx';
import { useReturnFocus } from './use-return-focus.ts';

export type SheetSide = 'left' | 'bottom';

const sides: Record<SheetSide, string> = {
  // Both sheets stay inside the centred app column (DESIGN §8) on wide screens.
  left:
    'top-0 bottom-0 left-0 w-[min(20rem,85vw)] pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)] ' +
    'min-[480px]:left-[max(0px,calc(50%-240px))] motion-safe:animate-[sheet-in-left_200ms_ease-out]',
  bottom:
    'inset-x-0 bottom-0 mx-auto max-h-[85dvh] w-full max-w-[480px] rounded-t-3xl pb-[env(safe-area-inset-bottom)] ' +
    'motion-safe:animate-[sheet-in-bottom_220ms_ease-out]',
};

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: SheetSide;
  title: string;
  /** Read by screen readers when the sheet opens. */
  description: string;
  closeLabel: string;
  /** Extra content in the header row, after the title. */
  headerExtra?: ReactNode;
  hideTitle?: boolean;
  children: ReactNode;
}

/** A panel sliding in from an edge: a Radix dialog, so focus is trapped and Escape closes it. */
export function Sheet({
  open,
  onOpenChange,
  side,
  title,
  description,
  closeLabel,
  headerExtra,
  hideTitle = false,
  children,
}: SheetProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClasses} />
        <RadixDialog.Content
          onCloseAutoFocus={returnFocus}
          className={cx(
            'fixed z-50 flex flex-col bg-white text-slate-900 shadow-2xl focus:outline-none dark:bg-slate-900 dark:text-slate-100',
            sides[side],
          )}
        >
          {side === 'bottom' && (
            <div
              aria-hidden="true"
              className="mx-auto mt-2.5 h-1.5 w-10 rounded-full bg-slate-300 dark:bg-slate-700"
            />
          )}
          <div className="flex items-center justify-between gap-2 py-1.5 pr-2 pl-5">
            <RadixDialog.Title className={cx('text-lg font-semibold', hideTitle && 'sr-only')}>
              {title}
            </RadixDialog.Title>
            {headerExtra}
            <RadixDialog.Close aria-label={closeLabel} className={cx(closeButtonClasses, 'ml-auto')}>
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className="sr-only">{description}</RadixDialog.Description>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
