import { Bot, Clapperboard, House, type LucideIcon, MessageCircle, Plus } from 'lucide-react';
import { useId, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { totalUnread } from '../data/message-cache.ts';
import { useConversationsQuery } from '../data/messages.ts';
import { it } from '../i18n/it.ts';
import { messagesText } from '../i18n/messages.ts';
import { useBottomInset } from '../ui/bottom-inset.ts';
import { cx } from '../ui/cx.ts';
import { unreadBadgeText } from './unread-badge.ts';

interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Whether the item is the current one for a location. */
  matches: (location: string) => boolean;
}

const items: NavItem[] = [
  { href: '/', label: it.nav.home, icon: House, matches: (path) => path === '/' },
  {
    href: '/messages',
    label: it.nav.messages,
    icon: MessageCircle,
    matches: (path) => path === '/messages' || path.startsWith('/messages/'),
  },
  { href: '/ai', label: it.nav.ai, icon: Bot, matches: (path) => path === '/ai' },
  { href: '/create', label: it.nav.create, icon: Plus, matches: (path) => path === '/create' },
  { href: '/reels', label: it.nav.reels, icon: Clapperboard, matches: (path) => path === '/reels' },
];

/** The fixed bottom navigation of SPEC §2; the current entry carries aria-current="page". */
export function BottomNav() {
  const [location] = useLocation();
  // 'Messaggi' carries the sum of the conversations' unread counts (SPEC §9), kept current by the live channel.
  const unread = totalUnread(useConversationsQuery({ quietly: true }).data);
  const unreadBadge = unreadBadgeText(unread);
  const unreadId = useId();
  const nav = useRef<HTMLElement>(null);
  useBottomInset(nav);
  return (
    <nav
      ref={nav}
      aria-label={it.nav.label}
      data-bottom-nav
      className="fixed inset-x-0 bottom-0 z-40 mx-auto max-w-[480px] border-t border-slate-200/80 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md dark:border-slate-800 dark:bg-slate-900/95"
    >
      <ul className="grid h-16 grid-cols-5">
        {items.map((item) => {
          const current = item.matches(location);
          const Icon = item.icon;
          const isCreate = item.href === '/create';
          const badge = item.href === '/messages' ? unreadBadge : null;
          return (
            <li key={item.href} className="flex">
              <Link
                href={item.href}
                aria-current={current ? 'page' : undefined}
                aria-describedby={badge ? unreadId : undefined}
                className={cx(
                  'group flex flex-1 flex-col items-center justify-center gap-0.5 text-xs font-medium focus-visible:outline-none',
                  current ? 'text-orange-700 dark:text-orange-400' : 'text-slate-600 dark:text-slate-400',
                )}
              >
                <span
                  className={cx(
                    'relative inline-flex items-center justify-center rounded-full group-focus-visible:ring-2 group-focus-visible:ring-orange-500',
                    isCreate
                      ? 'size-9 bg-orange-700 text-white shadow-md shadow-orange-700/30 group-hover:bg-orange-800'
                      : 'h-9 w-14 motion-safe:transition-colors group-hover:bg-slate-100 dark:group-hover:bg-slate-800',
                    current && !isCreate && 'bg-orange-100 dark:bg-orange-950',
                  )}
                >
                  <Icon aria-hidden="true" className="size-5" strokeWidth={current ? 2.5 : 2} />
                  {badge && (
                    <span
                      aria-hidden="true"
                      className="absolute top-0 right-2 min-w-4.5 rounded-full bg-red-700 px-1 text-center text-[0.625rem] leading-4.5 font-bold text-white"
                    >
                      {badge}
                    </span>
                  )}
                </span>
                {item.label}
              </Link>
              {badge && (
                <span id={unreadId} className="sr-only">
                  {messagesText.list.unread(unread)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
