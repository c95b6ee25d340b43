import type { PublicUser } from '@common/schemas/user.ts';
import { Activity, Clapperboard, FileText, Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useUserPostsQuery } from '../../data/posts.ts';
import { useUserReelsQuery } from '../../data/users.ts';
import { it } from '../../i18n/it.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx';
import { CompactPost } from './compact-post.tsx';

const text = it.profile;
const panelClasses = 'pt-3 focus-visible:outline-none';

function PostsPanel({ user, own }: { user: PublicUser; own: boolean }) {
  const posts = useUserPostsQuery(user.id);
  const list = posts.data?.pages.flat() ?? [];
  if (posts.isPending) {
    return (
      <ul aria-busy="true" aria-label={it.app.loading} className="space-y-2">
        {[0, 1, 2].map((row) => (
          <li
            key={row}
            className="flex gap-3 rounded-2xl border border-slate-200 p-3 dark:border-slate-700/60"
          >
            <Skeleton className="size-16 rounded-xl" />
            <div className="flex-1 space-y-2 pt-1">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3.5 w-full" />
              <Skeleton className="h-3 w-24" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (list.length === 0) {
    return (
      <EmptyState
        icon={FileText}
        title={text.noPosts}
        description={own ? text.noPostsOwn : text.noPostsOther}
        headingLevel={3}
        compact
      />
    );
  }
  return (
    <>
      <ul className="space-y-2">
        {list.map((post) => (
          <CompactPost key={post.id} post={post} />
        ))}
      </ul>
      {posts.hasNextPage && (
        <div className="flex justify-center pt-3">
          <Button
            variant="outline"
            loading={posts.isFetchingNextPage}
            onClick={() => void posts.fetchNextPage()}
          >
            {text.loadMore}
          </Button>
        </div>
      )}
    </>
  );
}

function ReelsPanel({ user }: { user: PublicUser }) {
  const reels = useUserReelsQuery(user.id);
  if (reels.isPending) {
    return (
      <div aria-busy="true" className="grid grid-cols-3 gap-1.5">
        {[0, 1, 2].map((tile) => (
          <Skeleton key={tile} className="aspect-[9/16] rounded-xl" />
        ))}
      </div>
    );
  }
  const list = reels.data ?? [];
  if (list.length === 0) {
    return (
      <EmptyState
        icon={Clapperboard}
        title={text.noReels}
        description={text.noReelsDescription}
        headingLevel={3}
        compact
      />
    );
  }
  return (
    <ul className="grid grid-cols-3 gap-1.5">
      {list.map((reel) => (
        <li
          key={reel.id}
          className="relative aspect-[9/16] overflow-hidden rounded-xl bg-gradient-to-br from-slate-700 to-orange-800"
        >
          {/* Opens the reel in the full-screen feed. */}
          <Link
            href={`/reels?reel=${encodeURIComponent(reel.id)}`}
            className="block size-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-orange-500"
          >
            {reel.posterUrl && (
              <img src={reel.posterUrl} alt="" loading="lazy" className="size-full object-cover" />
            )}
            {/* Two lines at most: the clamp is on the inner span, as the outer one's padding would show a third. */}
            {reel.title && (
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/80 p-1.5 text-xs font-medium text-white">
                <span className="line-clamp-2 break-words">{reel.title}</span>
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The profile's tabs (SPEC §2): Post (with count), Reels (3-column grid), Attività and Reputazione. */
export function ProfileTabs({ user, own }: { user: PublicUser; own: boolean }) {
  const [tab, setTab] = useState('posts');
  return (
    <Tabs value={tab} onValueChange={setTab} className="px-4 pt-5 pb-6">
      <TabsList label={text.tabsLabel}>
        <TabsTrigger value="posts" count={user.postsCount} fit="content">
          {text.posts}
        </TabsTrigger>
        <TabsTrigger value="reels" fit="content">
          {text.reels}
        </TabsTrigger>
        <TabsTrigger value="activity" fit="content">
          {text.activity}
        </TabsTrigger>
        <TabsTrigger value="reputation" fit="content">
          {text.reputation}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="posts" className={panelClasses}>
        <PostsPanel user={user} own={own} />
      </TabsContent>
      <TabsContent value="reels" className={panelClasses}>
        <ReelsPanel user={user} />
      </TabsContent>
      <TabsContent value="activity" className={panelClasses}>
        <EmptyState
          icon={Activity}
          title={text.noActivity}
          description={text.noActivityDescription}
          headingLevel={3}
          compact
        />
      </TabsContent>
      <TabsContent value="reputation" className={panelClasses}>
        <EmptyState
          icon={Star}
          title={text.noReputation}
          description={text.noReputationDescription}
          headingLevel={3}
          compact
        />
      </TabsContent>
    </Tabs>
  );
}
