import { Ban, EllipsisVertical, Flag, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useBlockStatusQuery } from '../../data/blocks.ts';
import { useDeleteConversationMutation } from '../../data/messages.ts';
import { messagesText } from '../../i18n/messages.ts';
import { blockText } from '../../i18n/settings.ts';
import { buttonClasses } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { ReportDialog } from '../reports/report-button.tsx';
import { useBlockToggle } from '../settings/block-button.tsx';

const text = messagesText.chat;
const itemClasses =
  'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left text-base hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:hover:bg-slate-800';

/**
 * The chat's ⋮ (issue 27: a real menu where SPEC had an inert button): the member's profile, block or
 * unblock, report them, delete the conversation — each asking first where something is lost.
 */
export function ChatOptions({ otherUserId, name }: { otherUserId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [, navigate] = useLocation();
  const status = useBlockStatusQuery(otherUserId);
  const block = useBlockToggle(otherUserId, name);
  const remove = useDeleteConversationMutation();
  const blocked = status.data?.isBlocked ?? false;
  // Each action closes the menu first, so its own dialog is the one in front.
  const then = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <>
      <button
        type="button"
        aria-label={text.options}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={buttonClasses('ghost', 'icon')}
      >
        <EllipsisVertical aria-hidden="true" className="size-5" />
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={text.options} description={name} placement="bottom">
        <ul className="space-y-1">
          <li>
            <Link href={`/profile?id=${encodeURIComponent(otherUserId)}`} className={itemClasses}>
              <UserRound aria-hidden="true" className="size-5" />
              {text.optionsProfile}
            </Link>
          </li>
          <li>
            <button type="button" className={itemClasses} onClick={then(blocked ? block.unblock : block.ask)}>
              <Ban aria-hidden="true" className="size-5" />
              {blocked ? blockText.unblock(name) : blockText.block(name)}
            </button>
          </li>
          <li>
            <button type="button" className={itemClasses} onClick={then(() => setReporting(true))}>
              <Flag aria-hidden="true" className="size-5" />
              {text.optionsReport}
            </button>
          </li>
          <li>
            <button
              type="button"
              className={`${itemClasses} text-red-700 dark:text-red-400`}
              onClick={then(() => setDeleting(true))}
            >
              <Trash2 aria-hidden="true" className="size-5" />
              {text.optionsDelete}
            </button>
          </li>
        </ul>
      </Dialog>
      {block.dialog}
      {reporting && (
        <ReportDialog
          type="user"
          targetId={otherUserId}
          open
          onOpenChange={setReporting}
          onLoadFailed={() => setReporting(false)}
        />
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={messagesText.list.confirmTitle}
        description={messagesText.list.confirmDescription(name)}
        confirmLabel={messagesText.list.confirm}
        cancelLabel={messagesText.list.cancel}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(otherUserId, {
            onSuccess: () => {
              setDeleting(false);
              navigate('/messages');
            },
          })
        }
      />
    </>
  );
}
