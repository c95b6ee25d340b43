import type { CurrentUser } from '@common/schemas/user.ts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'wouter';
import { refreshNotifications } from '../data/notifications.ts';
import { it } from '../i18n/it.ts';
import { cx } from '../ui/cx.ts';
import { barsFor } from './bars.ts';
import { BottomNav } from './bottom-nav.tsx';
import { MessageBanner } from './message-banner.tsx';
import { NotificationSheet } from './notification-sheet.tsx';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';
import { useLiveUpdates } from './use-live-updates.ts';

/** The signed-in shell: one centred mobile column with fixed top bar and bottom navigation (DESIGN §8). */
export function AppLayout({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const queryClient = useQueryClient();
  const bars = barsFor(location);
  useLiveUpdates(user.id);

  function openNotifications() {
    // Lists never go stale on their own (SPEC §9); opening the sheet is the moment to reload it.
    refreshNotifications(queryClient, { countToo: false });
    setNotificationsOpen(true);
  }

  return (
    <div className="min-h-dvh bg-slate-100 dark:bg-slate-950">
      <a href="#contenuto" className="skip-link">
        {it.app.skipToContent}
      </a>
      <div className="mx-auto flex min-h-dvh max-w-[480px] flex-col bg-slate-50 shadow-xl shadow-slate-900/5 min-[480px]:border-x min-[480px]:border-slate-200 dark:bg-slate-900 min-[480px]:dark:border-slate-800">
        {bars.top && (
          <TopBar user={user} onOpenMenu={() => setMenuOpen(true)} onOpenNotifications={openNotifications} />
        )}
        <main
          id="contenuto"
          tabIndex={-1}
          className={cx(
            'flex flex-1 flex-col focus:outline-none',
            bars.top ? 'pt-[calc(3.5rem+env(safe-area-inset-top))]' : 'pt-[env(safe-area-inset-top)]',
            bars.bottom ? 'pb-[calc(4rem+env(safe-area-inset-bottom))]' : 'pb-[env(safe-area-inset-bottom)]',
          )}
        >
          {children}
        </main>
        {bars.bottom && <BottomNav />}
      </div>
      <SideMenu open={menuOpen} onOpenChange={setMenuOpen} user={user} />
      <NotificationSheet open={notificationsOpen} onOpenChange={setNotificationsOpen} />
      <MessageBanner />
    </div>
  );
}
