import type { NotificationPayload } from '@common/schemas/notifications.ts';
import { sheetTimeAgo } from '@common/time.ts';
import type { ReactNode } from 'react';
import { it } from '../../i18n/it.ts';
import { fullDate } from '../../lib/format.ts';
import { cx } from '../../ui/cx.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { NotificationIcon } from './notification-icon.tsx';
import { notificationTimeAgo } from './relative-time.ts';

const text = it.notificationsPage;

/**
 * One notification: an unread one is a button that marks it read (SPEC §4). `compact` is the bell's
 * sheet: title and m/h/g time on one line, the message clamped; otherwise Italian distance text.
 */
export function NotificationItem({
  item,
  onRead,
  compact = false,
}: {
  item: NotificationPayload;
  onRead: (id: string) => void;
  compact?: boolean;
}) {
  const weight = item.isRead ? 'font-medium' : 'font-semibold';
  const time = (
    <time
      dateTime={item.createdAt}
      title={fullDate(item.createdAt)}
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

/** Three skeleton rows shaped like notifications, while a list loads (SPEC §9). */
export function NotificationSkeletonRows() {
  return (
    <ul aria-busy="true" aria-label={it.app.loading} className="space-y-1 px-3 py-2">
      {[0, 1, 2].map((row) => (
        <li key={row} className="flex items-start gap-3 px-3 py-3">
          <Skeleton className="size-10 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2 pt-0.5">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3.5 w-5/6" />
            <Skeleton className="h-3 w-24" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A list of notifications, or `empty` when there are none. */
export function NotificationList({
  items,
  onRead,
  empty,
  compact = false,
}: {
  items: NotificationPayload[];
  onRead: (id: string) => void;
  empty: ReactNode;
  compact?: boolean;
}) {
  if (items.length === 0) return empty;
  return (
    <ul className="space-y-1 px-2 py-2">
      {items.map((item) => (
        <NotificationItem key={item.id} item={item} onRead={onRead} compact={compact} />
      ))}
    </ul>
  );
}
