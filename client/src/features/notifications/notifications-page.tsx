import { BellOff, CheckCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { it } from '../../i18n/it.ts';
import { handleMutationError, handleUnauthorized } from '../../lib/errors.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx';
import { NotificationItem } from './notification-item.tsx';
import {
  type AppNotification,
  useMarkNotificationReadMutation,
  useNotificationPagesQuery,
} from './queries.ts';

const text = it.notificationsPage;

function LoadingRows() {
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

function List({
  items,
  empty,
  onRead,
}: {
  items: AppNotification[];
  empty: { title: string; description: string; icon: typeof BellOff };
  onRead: (id: string) => void;
}) {
  if (items.length === 0)
    return <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />;
  return (
    <ul className="space-y-1 px-2 py-2">
      {items.map((item) => (
        <NotificationItem key={item.id} item={item} onRead={onRead} />
      ))}
    </ul>
  );
}

/** /notifications (SPEC §2): 'Tutte' / 'Non lette', an icon per type, Italian relative times; a click reads. */
export function NotificationsPage() {
  const [tab, setTab] = useState('all');
  const query = useNotificationPagesQuery();
  const markRead = useMarkNotificationReadMutation();
  const items = query.data?.pages.flat() ?? [];
  const unread = items.filter((item) => !item.isRead);
  const loading = query.isPending;

  useEffect(() => {
    if (query.isError) handleUnauthorized(query.error);
  }, [query.isError, query.error]);

  function read(id: string) {
    markRead.mutate(id, {
      onError: (error) => handleMutationError(error, it.notificationSheet.markReadError),
    });
  }

  const panel = (list: AppNotification[], empty: Parameters<typeof List>[0]['empty']) =>
    loading ? <LoadingRows /> : <List items={list} empty={empty} onRead={read} />;

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
