import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useBlockStatusQuery, useToggleBlockMutation } from '../../data/blocks.ts';
import { blockText } from '../../i18n/settings.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/toast.tsx';

/** Blocks or unblocks a member, with a toast; blocking asks first, unblocking does not (nothing is lost). */
export function useBlockToggle(userId: string, name: string) {
  const toggle = useToggleBlockMutation();
  const [asking, setAsking] = useState(false);
  function apply(block: boolean) {
    // The promise, not mutate's callbacks: the button that asked may be replaced once the status changes.
    toggle.mutateAsync({ userId, block }).then(
      () => {
        setAsking(false);
        toast({ title: block ? blockText.blocked(name) : blockText.unblocked(name) });
      },
      () => {}, // the mutation's error toast says it
    );
  }
  const dialog = (
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
  );
  return { ask: () => setAsking(true), unblock: () => apply(false), pending: toggle.isPending, dialog };
}

/** 'Sblocca' in words, for a member one blocked (profile, chat). */
export function UnblockButton({
  userId,
  name,
  className,
}: {
  userId: string;
  name: string;
  className?: string;
}) {
  const { unblock, pending } = useBlockToggle(userId, name);
  return (
    <Button
      variant="outline"
      aria-label={blockText.unblock(name)}
      loading={pending}
      onClick={unblock}
      className={className}
    >
      {!pending && <Ban aria-hidden="true" className="size-4" />}
      {blockText.unblockShort}
    </Button>
  );
}

/** 'Blocca' on another member's profile, with a confirmation; 'Sblocca' in words once blocked. */
export function BlockButton({ userId, name }: { userId: string; name: string }) {
  const status = useBlockStatusQuery(userId);
  const { ask, dialog } = useBlockToggle(userId, name);
  if (status.data?.isBlocked) return <UnblockButton userId={userId} name={name} className="flex-1" />;
  return (
    <>
      <Button
        variant="dangerOutline"
        size="icon"
        aria-label={blockText.block(name)}
        onClick={ask}
        disabled={status.isPending}
      >
        <Ban aria-hidden="true" className="size-5" />
      </Button>
      {dialog}
    </>
  );
}
