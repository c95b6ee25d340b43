import type { CurrentUser } from '@common/schemas/user.ts';
import * as RadixDialog from '@radix-ui/react-dialog';
import { UserX, X } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { useUserQuery } from '../../data/users.ts';
import { it } from '../../i18n/it.ts';
import { errorStatus } from '../../lib/api.ts';
import { isEntryPage } from '../../lib/navigation.ts';
import { overlayClasses } from '../../ui/dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useReturnFocus } from '../../ui/use-return-focus.ts';
import { ProfileHeader } from './profile-header.tsx';
import { ProfileTabs } from './profile-tabs.tsx';

const text = it.profile;

function HeaderSkeleton() {
  return (
    <div aria-busy="true" className="px-5">
      <span className="sr-only">{it.app.loading}</span>
      <Skeleton className="-mt-12 size-24 rounded-full ring-4 ring-white dark:ring-slate-900" />
      <Skeleton className="mt-4 h-7 w-48" />
      <Skeleton className="mt-3 h-5 w-64" />
      <Skeleton className="mt-4 h-4 w-full" />
      <div className="mt-4 grid grid-cols-3 gap-2">
        {[0, 1, 2].map((cell) => (
          <Skeleton key={cell} className="h-16 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="mt-4 h-11 rounded-xl" />
    </div>
  );
}

function ProfileContent({ userId, me }: { userId: string; me: CurrentUser }) {
  const own = userId === me.id;
  const user = useUserQuery(userId, own ? me : undefined);

  if (user.data) {
    return (
      <>
        <ProfileHeader user={user.data} me={me} />
        <ProfileTabs user={user.data} own={own} />
      </>
    );
  }
  if (user.isError) {
    const missing = errorStatus(user.error) === 404;
    return (
      <>
        <RadixDialog.Title className="sr-only">{missing ? text.notFound : text.loadError}</RadixDialog.Title>
        <RadixDialog.Description className="sr-only">{text.description}</RadixDialog.Description>
        <EmptyState
          icon={UserX}
          title={missing ? text.notFound : text.loadError}
          description={missing ? text.notFoundDescription : undefined}
        />
      </>
    );
  }
  return (
    <>
      <RadixDialog.Title className="sr-only">{text.title}</RadixDialog.Title>
      <RadixDialog.Description className="sr-only">{text.description}</RadixDialog.Description>
      <HeaderSkeleton />
    </>
  );
}

/**
 * /profile (SPEC §2): a full-height overlay over the app showing the signed-in member, or the member of
 * ?id=. Escape, the close button or a click on the backdrop go back (or home when the app opened here).
 */
export function ProfilePage({ user: me }: { user: CurrentUser }) {
  const [, navigate] = useLocation();
  const requested = new URLSearchParams(useSearch()).get('id');
  const userId = requested || me?.id;
  const returnFocus = useReturnFocus(true);

  function close() {
    if (isEntryPage()) navigate('/', { replace: true });
    else window.history.back();
  }

  if (!userId) return null;
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && close()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClasses} />
        <RadixDialog.Content
          onCloseAutoFocus={returnFocus}
          className={
            'fixed inset-x-0 top-[calc(env(safe-area-inset-top)+1.5rem)] bottom-0 z-50 mx-auto flex w-full max-w-[480px] flex-col ' +
            'overflow-hidden rounded-t-3xl bg-white text-slate-900 shadow-2xl focus:outline-none dark:bg-slate-900 dark:text-slate-100 ' +
            'min-[480px]:top-6 min-[480px]:bottom-6 min-[480px]:rounded-3xl motion-safe:animate-[sheet-in-bottom_220ms_ease-out]'
          }
        >
          <RadixDialog.Close
            aria-label={text.close}
            className="absolute top-2 right-2 z-10 inline-flex size-11 items-center justify-center rounded-xl bg-slate-950/30 text-white hover:bg-slate-950/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
          <div className="min-h-0 flex-1 overflow-y-auto pb-[env(safe-area-inset-bottom)]">
            <div className="h-28 bg-gradient-to-br from-orange-600 via-orange-500 to-amber-400 dark:from-orange-800 dark:via-orange-700 dark:to-amber-700">
              <div
                aria-hidden="true"
                className="mx-auto h-1.5 w-10 translate-y-2.5 rounded-full bg-white/60"
              />
            </div>
            <ProfileContent key={userId} userId={userId} me={me} />
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
