import { useCallback, useEffect, useRef, useState } from 'react';
import { it } from '../../i18n/it.ts';
import { setLeaveGuard } from '../../lib/leave-guard.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

const text = it.create.discard;

/**
 * While a form has unsaved changes, leaving it in the app (its back button, the bottom nav, any link) asks
 * 'Vuoi scartare le modifiche?' first (issue 27). `release()` lets the form leave without asking, once its
 * content is published.
 */
export function useDiscardPrompt(unsaved: boolean) {
  const [leave, setLeave] = useState<(() => void) | null>(null);
  const removeGuard = useRef<() => void>(() => {});

  useEffect(() => {
    if (!unsaved) return;
    removeGuard.current = setLeaveGuard((go) => setLeave(() => go));
    return () => removeGuard.current();
  }, [unsaved]);

  const release = useCallback(() => removeGuard.current(), []);

  const dialog = (
    <ConfirmDialog
      open={leave !== null}
      onOpenChange={(open) => !open && setLeave(null)}
      title={text.title}
      description={text.description}
      confirmLabel={text.confirm}
      cancelLabel={text.cancel}
      onConfirm={() => {
        const go = leave;
        setLeave(null);
        removeGuard.current();
        go?.();
      }}
    />
  );
  return { release, dialog };
}
