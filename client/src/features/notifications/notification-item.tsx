import { sheetTimeAgo } from '../../../../common/time.ts';
import { it } from '../../i18n/it.ts';
import { cx } from '../../ui/cx.ts';
import { NotificationIcon } from './notification-icon.tsx';
import type { AppNotification } from './queries.ts';
import { notificationTimeAgo } from './relative-time.ts';

const text = it.notificationsPage;
const fullDate = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeStyle: 'short' });

/**
 * One notification: an unread one is a button that marks it read (SPEC §4). `compact` is the bell's
 * sheet: title and m/h/g time on one line, the message clamped; otherwise Italian distance text.
 */
export function NotificationItem({
  item,
  onRead,
  compact = false,
}: {
  item: AppNotification;
  onRead: (id: string) => void;
  compact?: boolean;
}) {
  const weight = item.isRead ? 'font-medium' : 'font-semibold';
  const time = (
    <time
      dateTime={item.createdAt}
      title={fullDate.format(new Date(item.createdAt))}
      className={cx('text-xs text-slate-600 dark:text-slate-400', compact ? 'shrink-0' : 'mt-1 block')}
    >
      {compact ? sheetTimeAgo(item.createdAt) : notificationTimeAgo(item.createdAt)}
    </time>
  );
  const body = (
    <>
      <NotificationIcon type={item.type} />
      <span className="min-w-0 flex-1">
        {compact ? (
          <span className="flex items-baseline gap-2">
            <span className={cx('min-w-0 flex-1 truncate', weight)}>{item.title}</span>
            {time}
          </span>
        ) : (
          <span className={cx('block', weight)}>{item.title}</span>
        )}
        <span
          className={cx('mt-0.5 block text-sm text-slate-700 dark:text-slate-300', compact && 'line-clamp-2')}
        >
          {item.message}
        </span>
        {!compact && time}
      </span>
      {!item.isRead && (
        <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-orange-600">
          <span className="sr-only">{text.unreadMark}</span>
        </span>
      )}
    </>
  );
  const rowClasses = 'flex w-full items-start gap-3 rounded-2xl px-3 py-3 text-left';
  return (
    <li>
      {item.isRead ? (
        <div className={rowClasses}>{body}</div>
      ) : (
        <button
          type="button"
          onClick={() => onRead(item.id)}
          aria-description={text.markRead}
          className={cx(
            rowClasses,
            'bg-orange-50 hover:bg-orange-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500',
            'dark:bg-orange-950/40 dark:hover:bg-orange-950/70',
          )}
        >
          {body}
        </button>
      )}
    </li>
  );
}
