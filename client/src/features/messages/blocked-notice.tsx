import { Ban } from 'lucide-react';
import { blockText } from '../../i18n/settings.ts';
import { UnblockButton } from '../settings/block-button.tsx';

/**
 * In place of the chat input when either member blocked the other (issue 27): the member who blocked can
 * unblock from here; the blocked member is told in words that they cannot reply.
 */
export function BlockedNotice({
  youBlocked,
  userId,
  name,
}: {
  youBlocked: boolean;
  userId: string;
  name: string;
}) {
  return (
    // Not a live region: the page's one status region is the toast's.
    <div className="flex items-center gap-3 border-t border-slate-200 bg-slate-50 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] dark:border-slate-800 dark:bg-slate-900">
      <Ban aria-hidden="true" className="size-5 shrink-0 text-slate-600 dark:text-slate-400" />
      <p className="flex-1 text-sm text-slate-800 dark:text-slate-200">
        {youBlocked ? blockText.youBlocked : blockText.cannotReply}
      </p>
      {youBlocked && <UnblockButton userId={userId} name={name} />}
    </div>
  );
}
