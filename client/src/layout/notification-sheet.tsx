import { BellOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useMarkNotificationReadMutation, useNotificationsQuery } from '../data/notifications.ts';
import { NotificationList, NotificationSkeletonRows } from '../features/notifications/notification-item.tsx';
import { it } from '../i18n/it.ts';
import { buttonClasses } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { Sheet } from '../ui/sheet.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs.tsx';

const text = it.notificationSheet;
const panelClasses =
  'min-h-56 rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-orange-500';

/** The sheet's empty state ('Nessuna notifica'), compact to fit the sheet. */
const sheetEmpty = (
  <EmptyState
    icon={BellOff}
    title={text.empty}
    description={text.emptyDescription}
    compact
    headingLevel={3}
  />
);

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

  const read = (id: string) => markRead.mutate(id);

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
          {loading ? (
            <NotificationSkeletonRows />
          ) : (
            <NotificationList items={items} onRead={read} empty={sheetEmpty} compact />
          )}
        </TabsContent>
        <TabsContent value="unread" className={panelClasses}>
          {loading ? (
            <NotificationSkeletonRows />
          ) : (
            <NotificationList items={unread} onRead={read} empty={sheetEmpty} compact />
          )}
        </TabsContent>
        <TabsContent value="social" className={panelClasses}>
          {sheetEmpty}
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
