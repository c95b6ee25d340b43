import { displayName } from '@common/people.ts';
import type { AdminUser } from '@common/schemas/admin.ts';
import { SEARCH_MAX } from '@common/schemas/admin.ts';
import { Search, UserX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAdminUsersQuery, useSetAdminMutation } from '../../data/admin.ts';
import { adminText } from '../../i18n/admin.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Input } from '../../ui/input.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { LoadError, LoadMore } from './load-state.tsx';
import { UserRow } from './user-row.tsx';

const text = adminText.users;
/** Typing pauses this long before the list is searched. */
const SEARCH_DELAY_MS = 300;

/** Utenti (SPEC §2): members newest first, searchable by name or e-mail, with 'Rendi Admin' / 'Rimuovi Admin'. */
export function UsersTab({ currentUserId }: { currentUserId: string }) {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQ(search.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  const query = useAdminUsersQuery(q);
  const setAdmin = useSetAdminMutation();
  const users = query.data?.pages.flat() ?? [];
  // Granting or taking away admin rights asks first; the member stays named while the dialog closes.
  const [asking, setAsking] = useState<AdminUser | null>(null);
  const [open, setOpen] = useState(false);

  const toggle = (user: AdminUser) =>
    setAdmin.mutate(
      { userId: user.id, isAdmin: !user.isAdmin },
      {
        onSuccess: (updated) => {
          setOpen(false);
          toast({
            title: updated.isAdmin ? text.promoted(displayName(updated)) : text.demoted(displayName(updated)),
          });
        },
      },
    );
  const name = asking ? displayName(asking) : '';

  return (
    <section aria-labelledby="admin-users-heading">
      <h2 id="admin-users-heading" className="sr-only">
        {text.heading}
      </h2>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
        />
        <Input
          type="search"
          aria-label={text.searchLabel}
          placeholder={text.searchPlaceholder}
          maxLength={SEARCH_MAX}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="pl-10"
        />
      </div>
      {query.isError && users.length === 0 ? (
        <LoadError icon={UserX} title={text.loadError} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <ul aria-hidden="true" className="mt-3 space-y-2">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="flex items-center gap-3 rounded-2xl bg-white p-3 dark:bg-slate-950">
              <Skeleton className="size-10 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-32" />
                <Skeleton className="h-3 w-44" />
              </div>
            </li>
          ))}
        </ul>
      ) : users.length === 0 ? (
        <EmptyState compact icon={UserX} title={text.empty} description={text.emptyDescription} />
      ) : (
        <ul className="mt-3 space-y-2">
          {users.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              isSelf={user.id === currentUserId}
              pending={setAdmin.isPending && setAdmin.variables?.userId === user.id}
              onToggleAdmin={() => {
                setAsking(user);
                setOpen(true);
              }}
            />
          ))}
        </ul>
      )}
      <LoadMore
        visible={!!query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoad={() => void query.fetchNextPage()}
      />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={asking?.isAdmin ? text.confirmRemoveTitle(name) : text.confirmMakeTitle(name)}
        description={asking?.isAdmin ? text.confirmRemoveDescription : text.confirmMakeDescription}
        confirmLabel={asking?.isAdmin ? text.removeAdmin : text.makeAdmin}
        confirmVariant={asking?.isAdmin ? 'destructive' : 'primary'}
        cancelLabel={text.cancel}
        onConfirm={() => asking && toggle(asking)}
        pending={setAdmin.isPending}
      />
    </section>
  );
}
