import { useLayoutEffect, useRef } from 'react';

/**
 * Radix gives focus back on close only to a `Dialog.Trigger`; our dialogs and sheets open from state, so
 * without this focus fell to <body> and a keyboard user started again from the top of the page.
 * Remembers what had focus when `open` turned true (before the content mounts and takes focus) and
 * returns the `onCloseAutoFocus` handler that gives focus back to it, if it is still on the page.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);

  return (event) => {
    event.preventDefault();
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus({ preventScroll: true });
  };
}
