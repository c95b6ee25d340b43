import { displayName } from '@common/people.ts';
import type { ConversationSummary } from '@common/schemas/messages.ts';
import { MessageCircle, Search, SearchX } from 'lucide-react';
import { useState } from 'react';
import { totalUnread } from '../../data/message-cache.ts';
import { useConversationsQuery, useDeleteConversationMutation } from '../../data/messages.ts';
import { messagesText } from '../../i18n/messages.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Input } from '../../ui/input.tsx';
import { ConversationRow, ConversationSkeletonRows } from './conversation-row.tsx';
import { filterConversations } from './conversation-search.ts';

const text = messagesText.list;

/** /messages (SPEC §2): 'Conversazioni' with the unread total, a search box and one row per partner. */
export function MessagesPage() {
  const query = useConversationsQuery({ refetchOnMount: 'always' });
  const remove = useDeleteConversationMutation();
  const [search, setSearch] = useState('');
  const [confirming, setConfirming] = useState<ConversationSummary | null>(null);
  const list = query.data ?? [];
  const shown = filterConversations(list, search);
  const total = totalUnread(list);

  function confirmDelete() {
    if (!confirming) return;
    remove.mutate(confirming.user.id);
    setConfirming(null);
  }

  return (
    <div className="px-2 pt-4 pb-6">
      <div className="flex items-center gap-2 px-2">
        <h1 className="text-2xl font-bold tracking-tight">{text.title}</h1>
        {total > 0 && (
          <Badge tone="danger">
            <span aria-hidden="true">{total}</span>
            <span className="sr-only">{text.unreadTotal(total)}</span>
          </Badge>
        )}
      </div>
      <search className="relative mt-3 block px-2">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-5 size-5 -translate-y-1/2 text-slate-500"
        />
        <Input
          type="search"
          aria-label={text.searchLabel}
          placeholder={text.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="pl-10"
        />
      </search>
      {query.isPending ? (
        <ConversationSkeletonRows />
      ) : query.isError && list.length === 0 ? (
        <EmptyState
          icon={MessageCircle}
          title={text.loadError}
          action={
            <Button variant="outline" onClick={() => void query.refetch()}>
              {text.retry}
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <EmptyState icon={MessageCircle} title={text.empty} description={text.emptyDescription} />
      ) : shown.length === 0 ? (
        <EmptyState icon={SearchX} title={text.noResults} description={text.noResultsDescription} />
      ) : (
        <ul aria-label={text.title} className="mt-2 space-y-0.5">
          {shown.map((conversation) => (
            <ConversationRow
              key={conversation.user.id}
              conversation={conversation}
              onDelete={setConfirming}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={text.confirmTitle}
        description={confirming ? text.confirmDescription(displayName(confirming.user)) : ''}
        confirmLabel={text.confirm}
        cancelLabel={text.cancel}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
