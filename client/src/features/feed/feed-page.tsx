import type { CurrentUser } from '@common/schemas/user.ts';
import { CloudOff, ImagePlus, Wrench } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import type { FeedFilter } from '../../data/post-cache.ts';
import { useFeedQuery } from '../../data/posts.ts';
import { it } from '../../i18n/it.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { feedFilterSearch, parseFeedFilter } from './categories.ts';
import { CategoryChips } from './category-chips.tsx';
import { cardClasses, PostCard } from './post-card.tsx';
import { PostSkeletons } from './post-skeleton.tsx';
import { useLoadMore } from './use-load-more.ts';

function Composer({
  person,
  id,
}: {
  person: { firstName: string | null; lastName: string | null };
  id: string;
}) {
  return (
    <Link
      href="/create"
      className={`${cardClasses} mx-3 flex items-center gap-3 p-3 hover:border-orange-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:hover:border-orange-800`}
    >
      <Avatar person={person} id={id} />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-slate-900 dark:text-white">
          {it.feed.composerPrompt}
        </span>
        <span className="block truncate text-sm text-slate-600 dark:text-slate-400">
          {it.feed.composerHint}
        </span>
      </span>
      <span
        aria-hidden="true"
        className="inline-flex size-10 items-center justify-center rounded-full bg-orange-100 text-orange-700 dark:bg-orange-950 dark:text-orange-300"
      >
        <ImagePlus className="size-5" />
      </span>
    </Link>
  );
}

/** The home feed (SPEC §2): category chips, post cards with infinite scroll, and every state of SPEC §4. */
export function FeedPage({ user }: { user: CurrentUser }) {
  const [, navigate] = useLocation();
  const filter = parseFeedFilter(useSearch());
  const feed = useFeedQuery(filter);
  const posts = feed.data?.pages.flat() ?? [];
  const canLoadMore = feed.hasNextPage && !feed.isFetchingNextPage && !feed.isError;
  const sentinel = useLoadMore(() => void feed.fetchNextPage(), canLoadMore);

  function choose(next: FeedFilter) {
    navigate(`/${feedFilterSearch(next)}`, { replace: true });
    window.scrollTo({ top: 0 });
  }

  return (
    <div className="pb-6">
      <h1 className="sr-only">{it.feed.title}</h1>
      <div className="sticky top-[calc(3.5rem+env(safe-area-inset-top))] z-30 border-b border-slate-200/70 bg-slate-50/90 py-1 backdrop-blur-md dark:border-slate-800 dark:bg-slate-900/90">
        <CategoryChips value={filter} onChange={choose} />
      </div>
      <div className="space-y-3 pt-3">
        <Composer person={user} id={user.id} />
        {feed.isPending ? (
          <PostSkeletons />
        ) : feed.isError && posts.length === 0 ? (
          <EmptyState
            icon={CloudOff}
            title={it.feed.loadError}
            description={it.feed.loadErrorDescription}
            action={
              <Button variant="outline" onClick={() => void feed.refetch()} loading={feed.isRefetching}>
                {it.feed.retry}
              </Button>
            }
          />
        ) : posts.length === 0 ? (
          <EmptyState
            icon={Wrench}
            title={it.feed.emptyTitle}
            description={it.feed.emptyDescription}
            action={
              <Link href="/create" className={buttonClasses('primary')}>
                {it.feed.emptyCta}
              </Link>
            }
          />
        ) : (
          <ul className="space-y-3 px-3">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} viewerId={user.id} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {posts.length > 0 && (
        <div ref={sentinel} className="flex justify-center px-3 pt-4">
          {feed.isFetchingNextPage ? (
            <p className="flex min-h-11 items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
              <Spinner className="size-4" />
              {it.feed.loadingMore}
            </p>
          ) : feed.hasNextPage ? (
            <Button variant="outline" onClick={() => void feed.fetchNextPage()}>
              {it.feed.loadMore}
            </Button>
          ) : (
            <p className="min-h-11 py-3 text-sm text-slate-600 dark:text-slate-400">{it.feed.end}</p>
          )}
        </div>
      )}
    </div>
  );
}
