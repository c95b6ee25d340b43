import { BellOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { NotificationItem } from '../features/notifications/notification-item.tsx';
import {
  type AppNotification,
  useMarkNotificationReadMutation,
  useNotificationsQuery,
} from '../features/notifications/queries.ts';
import { it } from '../i18n/it.ts';
import { handleMutationError } from '../lib/errors.ts';
import { buttonClasses } from '../ui/button.tsx';
import { Sheet } from '../ui/sheet.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs.tsx';

const text = it.notificationSheet;
const panelClasses =
  'min-h-56 rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-orange-500';

function EmptyState() {
  return (
    <div className="flex flex-col items-center px-6 py-10 text-center">
      <span className="mb-3 inline-flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        <BellOff aria-hidden="true" className="size-7" />
      </span>
      <p className="font-semibold">{text.empty}</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{text.emptyDescription}</p>
    </div>
  );
}

function LoadingRows() {
  return (
    <ul aria-busy="true" aria-label={it.app.loading} className="space-y-1 px-3 py-2">
      {[0, 1, 2].map((row) => (
        <li key={row} className="flex items-center gap-3 px-2 py-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-5/6" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function NotificationList({
  items,
  loading,
  onRead,
}: {
  items: AppNotification[];
  loading: boolean;
  onRead: (id: string) => void;
}) {
  if (loading) return <LoadingRows />;
  if (items.length === 0) return <EmptyState />;
  return (
    <ul className="space-y-1 px-2 py-2">
      {items.map((item) => (
        <NotificationItem key={item.id} item={item} onRead={onRead} compact />
      ))}
    </ul>
  );
}

/** The bottom sheet the bell opens: tabs Tutte / Non lette / Social (SPEC §2). */
export function NotificationSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [tab, setTab] = useState('all');
  const notifications = useNotificationsQuery({ enabled: open });
  const markRead = useMarkNotificationReadMutation();
  // A failed list shows the empty state rather than an error (brief: "if the call fails show the empty state").
  const items = notifications.isError ? [] : (notifications.data ?? []);
  const unread = items.filter((item) => !item.isRead);
  const loading = notifications.isPending && !notifications.isError;

  function read(id: string) {
    markRead.mutate(id, { onError: (error) => handleMutationError(error, text.markReadError) });
  }

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      side="bottom"
      title={text.title}
      description={text.description}
      closeLabel={text.close}
    >
      <Tabs value={tab} onValueChange={setTab} className="flex h-full flex-col">
        <div className="px-4 pb-2">
          <TabsList label={text.title}>
            <TabsTrigger value="all" count={loading ? undefined : items.length}>
              {text.all}
            </TabsTrigger>
            <TabsTrigger value="unread" count={loading ? undefined : unread.length}>
              {text.unread}
            </TabsTrigger>
            <TabsTrigger value="social" count={0}>
              {text.social}
            </TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="all" className={panelClasses}>
          <NotificationList items={items} loading={loading} onRead={read} />
        </TabsContent>
        <TabsContent value="unread" className={panelClasses}>
          <NotificationList items={unread} loading={loading} onRead={read} />
        </TabsContent>
        <TabsContent value="social" className={panelClasses}>
          <EmptyState />
        </TabsContent>
      </Tabs>
      <div className="border-t border-slate-200 p-3 dark:border-slate-800">
        <Link
          href="/notifications"
          onClick={() => onOpenChange(false)}
          className={buttonClasses('secondary', 'md', 'w-full')}
        >
          {text.seeAll}
        </Link>
      </div>
    </Sheet>
  );
}
