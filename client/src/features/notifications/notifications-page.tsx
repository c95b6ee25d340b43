import type { NotificationPayload } from '@common/schemas/notifications.ts';
import { BellOff, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { useMarkNotificationReadMutation, useNotificationPagesQuery } from '../../data/notifications.ts';
import { it } from '../../i18n/it.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx';
import { NotificationList, NotificationSkeletonRows } from './notification-item.tsx';

const text = it.notificationsPage;

/** /notifications (SPEC §2): 'Tutte' / 'Non lette', an icon per type, Italian relative times; a click reads. */
export function NotificationsPage() {
  const [tab, setTab] = useState('all');
  const query = useNotificationPagesQuery();
  const markRead = useMarkNotificationReadMutation();
  const items = query.data?.pages.flat() ?? [];
  const unread = items.filter((item) => !item.isRead);
  const loading = query.isPending;

  const read = (id: string) => markRead.mutate(id);

  const panel = (
    list: NotificationPayload[],
    empty: { title: string; description: string; icon: typeof BellOff },
  ) =>
    loading ? (
      <NotificationSkeletonRows />
    ) : (
      <NotificationList items={list} onRead={read} empty={<EmptyState {...empty} />} />
    );

  return (
    <div className="px-1 pt-4 pb-6">
      <div className="flex items-center gap-2 px-4">
        <h1 className="text-2xl font-bold tracking-tight">{text.title}</h1>
        {unread.length > 0 && <Badge tone="primary">{unread.length}</Badge>}
      </div>
      <Tabs value={tab} onValueChange={setTab} className="mt-3">
        <div className="px-3">
          <TabsList label={text.filterLabel}>
            <TabsTrigger value="all" count={loading ? undefined : items.length}>
              {text.all}
            </TabsTrigger>
            <TabsTrigger value="unread" count={loading ? undefined : unread.length}>
              {text.unread}
            </TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="all" className="focus-visible:outline-none">
          {query.isError && items.length === 0 ? (
            <EmptyState icon={BellOff} title={text.loadError} />
          ) : (
            panel(items, { icon: BellOff, title: text.empty, description: text.emptyDescription })
          )}
        </TabsContent>
        <TabsContent value="unread" className="focus-visible:outline-none">
          {panel(unread, {
            icon: CheckCheck,
            title: text.emptyUnread,
            description: text.emptyUnreadDescription,
          })}
        </TabsContent>
      </Tabs>
      {query.hasNextPage && (
        <div className="flex justify-center pt-2">
          <Button
            variant="outline"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {text.loadMore}
          </Button>
        </div>
      )}
    </div>
  );
}
