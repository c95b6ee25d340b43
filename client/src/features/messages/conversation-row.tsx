import { displayName } from '@common/people.ts';
import { type ConversationSummary, messagePreview } from '@common/schemas/messages.ts';
import { conversationTimeAgo } from '@common/time.ts';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { messagesText } from '../../i18n/messages.ts';
import { fullDate } from '../../lib/format.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Badge } from '../../ui/badge.tsx';
import { cx } from '../../ui/cx.ts';
import { Skeleton } from '../../ui/skeleton.tsx';

const text = messagesText.list;

/**
 * One conversation (SPEC §2): initials, name, short relative time, last message and unread badge, linking
 * to the chat; the delete button beside the link asks before hiding the row.
 */
export function ConversationRow({
  conversation,
  onDelete,
}: {
  conversation: ConversationSummary;
  onDelete: (conversation: ConversationSummary) => void;
}) {
  const { user, lastMessage, unreadCount } = conversation;
  const name = displayName(user);
  const unreadId = useId();
  const unread = unreadCount > 0;
  return (
    <li className="flex items-center gap-1 rounded-2xl hover:bg-slate-100 dark:hover:bg-slate-800/60">
      <Link
        href={`/messages/${encodeURIComponent(user.id)}`}
        aria-describedby={unread ? unreadId : undefined}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-2xl py-3 pl-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
      >
        <Avatar person={user} id={user.id} size="lg" />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className={cx('min-w-0 flex-1 truncate', unread ? 'font-bold' : 'font-semibold')}>
              {name}
            </span>
            <time
              dateTime={lastMessage.createdAt}
              title={fullDate(lastMessage.createdAt)}
              className="shrink-0 text-xs text-slate-600 dark:text-slate-400"
            >
              {conversationTimeAgo(lastMessage.createdAt)}
            </time>
          </span>
          <span className="mt-0.5 flex items-center gap-2">
            <span
              className={cx(
                'min-w-0 flex-1 truncate text-sm',
                unread
                  ? 'font-medium text-slate-900 dark:text-slate-100'
                  : 'text-slate-600 dark:text-slate-400',
              )}
            >
              {messagePreview(lastMessage.content, lastMessage.hasImage)}
            </span>
            {unread && (
              <Badge tone="danger" className="shrink-0">
                <span aria-hidden="true">{unreadCount}</span>
              </Badge>
            )}
          </span>
        </span>
      </Link>
      {unread && (
        <span id={unreadId} className="sr-only">
          {text.unread(unreadCount)}
        </span>
      )}
      <button
        type="button"
        aria-label={text.delete(name)}
        onClick={(event) => {
          // SPEC §2: the delete button stops the click; the row's link must not open the chat.
          event.stopPropagation();
          onDelete(conversation);
        }}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:text-slate-400 dark:hover:bg-red-950/50 dark:hover:text-red-400"
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
}

/** SPEC §2: three skeleton rows while the list loads. */
export function ConversationSkeletonRows() {
  return (
    <ul aria-hidden="true" className="mt-2">
      {[0, 1, 2].map((i) => (
        <li key={i} data-testid="conversation-skeleton" className="flex items-center gap-3 px-3 py-3">
          <Skeleton className="size-14 rounded-full" />
          <span className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3.5 w-4/5" />
          </span>
        </li>
      ))}
    </ul>
  );
}
