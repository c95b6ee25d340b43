import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { Button } from './button.tsx';
import { cx } from './cx.ts';
import { overlayClasses } from './dialog.tsx';
import { useReturnFocus } from './use-return-focus.ts';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  /** 'primary' for a choice that undoes nothing (restoring, granting); destructive by default. */
  confirmVariant?: 'destructive' | 'primary';
}

/**
 * An alert dialog for a destructive choice: focus starts on the safe answer, Escape cancels, and a
 * click outside does nothing (the question must be answered).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending = false,
  confirmVariant = 'destructive',
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClasses} />
        <RadixDialog.Content
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancelRef.current?.focus();
          }}
          onCloseAutoFocus={returnFocus}
          onPointerDownOutside={(event) => event.preventDefault()}
          className={cx(
            'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl p-5',
            'bg-white text-slate-900 shadow-xl focus:outline-none dark:bg-slate-900 dark:text-slate-100',
            'motion-safe:animate-[dialog-in_180ms_ease-out]',
          )}
        >
          <RadixDialog.Title className="text-lg leading-snug font-semibold">{title}</RadixDialog.Title>
          <RadixDialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {description}
          </RadixDialog.Description>
          <div className="mt-5 flex flex-col-reverse gap-2 min-[360px]:flex-row min-[360px]:justify-end">
            <RadixDialog.Close asChild>
              <Button ref={cancelRef} variant="outline">
                {cancelLabel}
              </Button>
            </RadixDialog.Close>
            <Button variant={confirmVariant} loading={pending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
