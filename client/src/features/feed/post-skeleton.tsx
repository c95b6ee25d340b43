import { it } from '../../i18n/it.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { cardClasses } from './post-card.tsx';

function PostCardSkeleton({ withImage }: { withImage: boolean }) {
  return (
    <li className={cardClasses}>
      <div className="flex items-center gap-3 px-4 pt-4">
        <Skeleton className="size-10 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-3 w-20" />
        </div>
        <Skeleton className="h-9 w-20 rounded-xl" />
      </div>
      <div className="space-y-2 px-4 pt-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
      {withImage && <Skeleton className="mx-4 mt-3 aspect-[3/2] rounded-xl" />}
      <div className="mt-3 flex items-center gap-4 border-t border-slate-100 px-4 py-3.5 dark:border-slate-800">
        <Skeleton className="h-5 w-12" />
        <Skeleton className="h-5 w-12" />
        <Skeleton className="h-5 w-12" />
        <Skeleton className="ml-auto h-9 w-20 rounded-full" />
      </div>
    </li>
  );
}

/** SPEC §2/§9: three skeleton cards, shaped like post cards, while the feed loads. */
export function PostSkeletons({ count = 3 }: { count?: number }) {
  return (
    <ul aria-busy="true" aria-label={it.feed.loadingPosts} className="space-y-3 px-3">
      {Array.from({ length: count }, (_, index) => (
        <PostCardSkeleton key={index} withImage={index === 0} />
      ))}
    </ul>
  );
}
