import type { ReelPayload } from '@common/schemas/reels.ts';
import type { CurrentUser } from '@common/schemas/user.ts';
import { Clapperboard } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useDeleteReelMutation, useReelsQuery } from '../../data/reels.ts';
import { reelsText } from '../../i18n/reels.ts';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ReelComments } from './reel-comments.tsx';
import { type Nearness, ReelItem } from './reel-item.tsx';

const text = reelsText.feed;

/** The screen under the top bar (the bottom navigation is hidden here, SPEC §2). */
const SCREEN = 'h-[calc(100dvh-3.5rem-env(safe-area-inset-top)-env(safe-area-inset-bottom))]';
/** How many reels a shared link's reel is looked for in, before the feed simply starts at the top. */
const START_SEARCH_MAX = 100;
/** A wheel gesture moves one reel, then waits this long before another may (trackpads send many events). */
const WHEEL_PAUSE_MS = 600;

function nearness(index: number, active: number): Nearness {
  if (index === active) return 'active';
  if (index === active + 1) return 'next';
  return Math.abs(index - active) <= 1 ? 'near' : 'far';
}

/** The vertical feed: one reel per wheel step, swipe or arrow key; only the visible one plays. */
function ReelFeed({
  userId,
  reels,
  hasMore,
  loadMore,
  startId,
}: {
  userId: string;
  reels: ReelPayload[];
  hasMore: boolean;
  loadMore: () => void;
  startId: string | null;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [muted, setMuted] = useState(true);
  // The reels whose video could play through: the one after the reel on screen loads once it is among them.
  const [ready, setReady] = useState<ReadonlySet<string>>(() => new Set());
  const [commentsOf, setCommentsOf] = useState<ReelPayload | null>(null);
  const [deleting, setDeleting] = useState<ReelPayload | null>(null);
  const remove = useDeleteReelMutation();
  const wheelLock = useRef(0);
  // The wheel listener is registered once; it reads the reel on screen from here.
  const activeRef = useRef(0);
  activeRef.current = active;

  const goTo = useCallback((index: number) => {
    const element = scroller.current;
    if (!element) return;
    const target = Math.max(0, Math.min(index, element.children.length - 1));
    element.children[target]?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, []);

  // The reel most on screen is the active one, however it got there (swipe, wheel, keys, scrollbar).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the children to observe change with the list
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setActive(Array.prototype.indexOf.call(element.children, entry.target));
        }
      },
      { root: element, threshold: 0.6 },
    );
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [reels.length]);

  // SPEC §2: a wheel scroll moves exactly one reel.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      if (Math.abs(event.deltaY) < 4 || Date.now() < wheelLock.current) return;
      wheelLock.current = Date.now() + WHEEL_PAUSE_MS;
      goTo(activeRef.current + (event.deltaY > 0 ? 1 : -1));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [goTo]);

  // Arrow and page keys move one reel too, unless a field or the comments have the keyboard.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (commentsOf || (event.target as HTMLElement).closest('input, textarea, [role="dialog"]')) return;
      const step = { ArrowDown: 1, PageDown: 1, ArrowUp: -1, PageUp: -1 }[event.key];
      if (!step) return;
      event.preventDefault();
      goTo(active + step);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, commentsOf, goTo]);

  useEffect(() => {
    if (hasMore && active >= reels.length - 2) loadMore();
  }, [active, reels.length, hasMore, loadMore]);

  // A shared link (/reels?reel=…) opens on its reel when it is among those loaded.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !startId) return;
    const index = reels.findIndex((reel) => reel.id === startId);
    // Not among the first pages yet: load on, a few pages at most.
    if (index < 0 && hasMore && reels.length < START_SEARCH_MAX) return loadMore();
    started.current = true;
    if (index > 0) scroller.current?.children[index]?.scrollIntoView({ block: 'start' });
  }, [reels, startId, hasMore, loadMore]);

  return (
    <>
      <h1 className="sr-only">{text.title}</h1>
      <div
        ref={scroller}
        className={`${SCREEN} snap-y snap-mandatory overflow-y-auto overscroll-contain bg-black [scrollbar-width:none]`}
      >
        {reels.map((reel, index) => (
          <ReelItem
            key={reel.id}
            reel={reel}
            index={index}
            total={reels.length}
            nearness={nearness(index, active)}
            aheadReady={ready.has(reels[active]?.id ?? '')}
            onReady={() => setReady((ids) => (ids.has(reel.id) ? ids : new Set(ids).add(reel.id)))}
            muted={muted}
            onToggleMute={() => setMuted((value) => !value)}
            onOpenComments={() => setCommentsOf(reel)}
            onDelete={reel.author.id === userId ? () => setDeleting(reel) : undefined}
          />
        ))}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={text.deleteTitle}
        description={text.deleteQuestion}
        confirmLabel={text.deleteConfirm}
        cancelLabel={text.deleteCancel}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
      {commentsOf && (
        <ReelComments reel={commentsOf} open onOpenChange={(open) => !open && setCommentsOf(null)} />
      )}
    </>
  );
}

/** /reels (SPEC §2): the full-screen reel feed, or its empty state with a link to create one. */
export function ReelsPage({ user }: { user: CurrentUser }) {
  const query = useReelsQuery();
  const startId = new URLSearchParams(useSearch()).get('reel');
  const reels = useMemo(() => query.data?.pages.flat() ?? [], [query.data]);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);

  if (query.isPending) {
    return (
      <div className={`${SCREEN} flex items-center justify-center bg-black`} aria-busy="true">
        <Spinner className="size-8 text-white" />
        <span className="sr-only">{text.loading}</span>
      </div>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        icon={Clapperboard}
        title={text.loadError}
        action={<Button onClick={() => void query.refetch()}>{text.retry}</Button>}
      />
    );
  }
  if (reels.length === 0) {
    return (
      <>
        <h1 className="sr-only">{text.title}</h1>
        <EmptyState
          icon={Clapperboard}
          title={text.empty}
          description={text.emptyDescription}
          action={
            <Link href="/create?tipo=reel" className={buttonClasses()}>
              {text.create}
            </Link>
          }
        />
      </>
    );
  }
  return (
    <ReelFeed userId={user.id} reels={reels} hasMore={hasNextPage} loadMore={loadMore} startId={startId} />
  );
}
