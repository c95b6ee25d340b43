import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useBlockStatusQuery, useToggleBlockMutation } from '../../data/blocks.ts';
import { blockText } from '../../i18n/settings.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/toast.tsx';

/** 'Blocca' on another member's profile, with a confirmation; 'Sblocca' once blocked. */
export function BlockButton({ userId, name }: { userId: string; name: string }) {
  const status = useBlockStatusQuery(userId);
  const toggle = useToggleBlockMutation();
  const [asking, setAsking] = useState(false);
  const blocked = status.data?.isBlocked ?? false;

  function apply(block: boolean) {
    toggle.mutate(
      { userId, block },
      {
        onSuccess: () => {
          setAsking(false);
          toast({ title: block ? blockText.blocked(name) : blockText.unblocked(name) });
        },
      },
    );
  }

  return (
    <>
      <Button
        variant="dangerOutline"
        size="icon"
        aria-label={blocked ? blockText.unblock(name) : blockText.block(name)}
        aria-pressed={blocked}
        onClick={() => (blocked ? apply(false) : setAsking(true))}
        disabled={status.isPending}
      >
        <Ban aria-hidden="true" className="size-5" />
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={blockText.confirmTitle(name)}
        description={blockText.confirmDescription}
        confirmLabel={blockText.confirm}
        cancelLabel={blockText.cancel}
        onConfirm={() => apply(true)}
        pending={toggle.isPending}
      />
    </>
  );
}
