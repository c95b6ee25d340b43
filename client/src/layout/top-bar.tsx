import { avatarColour, initials } from '@common/people.ts';
import type { CurrentUser } from '@common/schemas/user.ts';
import { Bell, Menu, Search } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation } from 'wouter';
import { useUnreadCountQuery } from '../data/notifications.ts';
import { it } from '../i18n/it.ts';
import { cx } from '../ui/cx.ts';
import { Logo } from './logo.tsx';
import { unreadBadgeText } from './unread-badge.ts';

export const iconButtonClasses =
  'relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 ' +
  'hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 ' +
  'dark:text-slate-200 dark:hover:bg-slate-800';

function NotificationBell({ onOpen }: { onOpen: () => void }) {
  const unread = useUnreadCountQuery();
  const badge = unread.isError ? null : unreadBadgeText(unread.data?.count);
  const descriptionId = useId();
  return (
    <button
      type="button"
      // The badge shown is part of the name (label in name, WCAG 2.5.3); the description says it in words.
      aria-label={badge ? `${it.topBar.notifications} ${badge}` : it.topBar.notifications}
      aria-describedby={badge ? descriptionId : undefined}
      onClick={onOpen}
      className={iconButtonClasses}
    >
      <Bell aria-hidden="true" className="size-6" />
      {badge && (
        <>
          <span
            aria-hidden="true"
            className="absolute top-1 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[11px] font-bold text-white ring-2 ring-white dark:ring-slate-900"
          >
            {badge}
          </span>
          <span id={descriptionId} hidden>
            {it.topBar.unread(unread.data?.count ?? 0)}
          </span>
        </>
      )}
    </button>
  );
}

/** The fixed top bar of SPEC §2: menu, title, notification bell, profile initials. */
export function TopBar({
  user,
  onOpenMenu,
  onOpenNotifications,
}: {
  user: CurrentUser;
  onOpenMenu: () => void;
  onOpenNotifications: () => void;
}) {
  const [, navigate] = useLocation();
  return (
    <header className="fixed inset-x-0 top-0 z-40 mx-auto max-w-[480px] border-b border-slate-200/80 bg-white/90 pt-[env(safe-area-inset-top)] backdrop-blur-md dark:border-slate-800 dark:bg-slate-900/90">
      <div className="flex h-14 items-center gap-1 px-2">
        <button type="button" aria-label={it.topBar.menu} onClick={onOpenMenu} className={iconButtonClasses}>
          <Menu aria-hidden="true" className="size-6" />
        </button>
        <Link
          href="/"
          aria-label={it.topBar.home}
          className="mr-auto inline-flex min-h-11 items-center rounded-xl px-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
        >
          <Logo />
        </Link>
        <Link href="/search" aria-label={it.topBar.search} className={iconButtonClasses}>
          <Search aria-hidden="true" className="size-6" />
        </Link>
        <NotificationBell onOpen={onOpenNotifications} />
        <button
          type="button"
          // The initials shown are part of the name (label in name, WCAG 2.5.3).
          aria-label={user.avatarUrl ? it.topBar.profile : `${it.topBar.profile} ${initials(user)}`}
          onClick={() => navigate('/profile')}
          className={cx(iconButtonClasses, 'hover:bg-transparent')}
        >
          {user.avatarUrl ? (
            <img
              src={user.avatarUrl}
              alt=""
              aria-hidden="true"
              className="size-9 rounded-full object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className={cx(
                'inline-flex size-9 items-center justify-center rounded-full text-sm font-semibold',
                avatarColour(user.id),
              )}
            >
              {initials(user)}
            </span>
          )}
        </button>
      </div>
    </header>
  );
}
