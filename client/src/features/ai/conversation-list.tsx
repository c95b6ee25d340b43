import { History, MessagesSquare, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useAiConversationsQuery, useDeleteAiConversationMutation } from '../../data/ai.ts';
import { aiText } from '../../i18n/ai.ts';
import { shortDateTime } from '../../lib/format.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { cx } from '../../ui/cx.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { toast } from '../../ui/toast.tsx';

const text = aiText.history;

/**
 * 'Le tue conversazioni' (issue 24): the member's conversations with the assistant, newest first, with title and
 * date; one opens where it was left (guide progress included), one can be deleted after a confirmation.
 */
export function ConversationList({
  open,
  onOpenChange,
  currentId,
  onPick,
  onDeleted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentId: string | null;
  onPick: (id: string) => void;
  onDeleted: (id: string) => void;
}) {
  const list = useAiConversationsQuery();
  const remove = useDeleteAiConversationMutation();
  const [confirm, setConfirm] = useState<{ id: string; title: string } | null>(null);
  const conversations = list.data ?? [];
  return (
    <>
      <Sheet
        open={open}
        onOpenChange={onOpenChange}
        side="bottom"
        title={text.title}
        description={text.description}
        closeLabel={text.close}
      >
        <div className="max-h-[70dvh] overflow-y-auto px-3 pb-[calc(env(safe-area-inset-bottom)+1rem)]">
          {list.isPending ? (
            <ul aria-busy="true" aria-label={text.loading} className="space-y-2 py-2">
              {[0, 1, 2].map((row) => (
                <li key={row}>
                  <Skeleton className="h-14 rounded-xl" />
                </li>
              ))}
            </ul>
          ) : conversations.length === 0 ? (
            <EmptyState
              icon={MessagesSquare}
              title={list.isError ? text.loadError : text.empty}
              description={list.isError ? undefined : text.emptyDescription}
              compact
              headingLevel={3}
            />
          ) : (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {conversations.map((conversation) => {
                const current = conversation.id === currentId;
                return (
                  <li key={conversation.id} className="flex items-center gap-1">
                    <button
                      type="button"
                      aria-current={current || undefined}
                      onClick={() => {
                        onPick(conversation.id);
                        onOpenChange(false);
                      }}
                      className={cx(
                        'flex min-h-14 min-w-0 flex-1 items-center gap-3 rounded-xl px-2 py-2 text-left',
                        'hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:hover:bg-slate-800',
                      )}
                    >
                      <History aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
                      <span className="min-w-0">
                        <span className="line-clamp-2 font-medium text-slate-900 dark:text-white">
                          {conversation.title}
                        </span>
                        <span className="block text-xs text-slate-600 dark:text-slate-400">
                          <time dateTime={conversation.lastActivityAt}>
                            {shortDateTime(new Date(conversation.lastActivityAt))}
                          </time>
                          {current && ` · ${text.current}`}
                        </span>
                      </span>
                    </button>
                    <button
                      type="button"
                      aria-label={text.delete(conversation.title)}
                      onClick={() => setConfirm({ id: conversation.id, title: conversation.title })}
                      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:text-slate-300 dark:hover:bg-red-950"
                    >
                      <Trash2 aria-hidden="true" className="size-5" />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </Sheet>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(next) => !next && setConfirm(null)}
        title={text.confirmDelete}
        description={text.confirmDeleteDescription}
        confirmLabel={text.confirmDeleteAction}
        cancelLabel={text.cancel}
        pending={remove.isPending}
        onConfirm={() => {
          if (!confirm) return;
          remove.mutate(confirm.id, {
            onSuccess: () => {
              onDeleted(confirm.id);
              setConfirm(null);
              toast({ title: text.deleted });
            },
          });
        }}
      />
    </>
  );
}
