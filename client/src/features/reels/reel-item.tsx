import { displayName } from '@common/people.ts';
import type { ReelPayload } from '@common/schemas/reels.ts';
import { Flag, Heart, MessageCircle, Play, Share2, Trash2, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useReelLikeMutation } from '../../data/reels.ts';
import { reportText } from '../../i18n/admin.ts';
import { reelsText } from '../../i18n/reels.ts';
import { wholeNumber } from '../../lib/format.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { cx } from '../../ui/cx.ts';
import { ReportDialog } from '../reports/report-button.tsx';
import { shareReel } from './share.ts';

const text = reelsText.feed;

/** Two taps closer than this are a double tap. */
const DOUBLE_TAP_MS = 280;

/**
 * How close a reel is to the one on screen: only that one plays; the next one preloads once the one on
 * screen can play through (`aheadReady`), so it never takes a phone's bandwidth from the reel being watched.
 */
export type Nearness = 'active' | 'next' | 'near' | 'far';

const actionClasses =
  'flex min-h-11 min-w-11 flex-col items-center gap-1 rounded-xl p-1 text-white drop-shadow ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-400';

function Action({
  label,
  pressed,
  onClick,
  children,
  value,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: React.ReactNode;
  value?: number;
}) {
  return (
    <button
      type="button"
      // The count shown is part of the name (label in name, WCAG 2.5.3).
      aria-label={value === undefined ? label : `${label} ${wholeNumber(value)}`}
      aria-pressed={pressed}
      onClick={onClick}
      className={actionClasses}
    >
      <span className="inline-flex size-11 items-center justify-center rounded-full bg-black/35 backdrop-blur-sm">
        {children}
      </span>
      {value !== undefined && (
        <span className="text-xs font-semibold tabular-nums">{wholeNumber(value)}</span>
      )}
    </button>
  );
}

/** One full-screen reel (SPEC §2): the video, tap to play or pause, mute, like, comments, share, author and tags. */
export function ReelItem({
  reel,
  index,
  total,
  nearness,
  aheadReady,
  onReady,
  muted,
  onToggleMute,
  onOpenComments,
  onDelete,
}: {
  reel: ReelPayload;
  index: number;
  total: number;
  nearness: Nearness;
  /** The reel on screen has loaded enough to play through: the next one may load now. */
  aheadReady: boolean;
  /** Called when this reel's video can play through. */
  onReady: () => void;
  muted: boolean;
  onToggleMute: () => void;
  onOpenComments: () => void;
  /** Set for the author's own reel. */
  onDelete?: () => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [progress, setProgress] = useState(0);
  // Each double tap shows a new heart (the key restarts its animation).
  const [hearts, setHearts] = useState(0);
  const singleTap = useRef<number | null>(null);
  const like = useReelLikeMutation();
  const active = nearness === 'active';

  useEffect(
    () => () => {
      if (singleTap.current !== null) window.clearTimeout(singleTap.current);
    },
    [],
  );

  /**
   * A tap plays or pauses; two taps within DOUBLE_TAP_MS like the reel (never unlike it) with a heart,
   * as on the apps people know (issue 27). Keyboard activation (no pointer) toggles at once.
   */
  function onTap(event: React.MouseEvent) {
    if (event.detail === 0) return togglePlay();
    if (singleTap.current !== null) {
      window.clearTimeout(singleTap.current);
      singleTap.current = null;
      setHearts((n) => n + 1);
      if (!reel.isLiked) like.mutate({ id: reel.id, like: true });
      return;
    }
    singleTap.current = window.setTimeout(() => {
      singleTap.current = null;
      togglePlay();
    }, DOUBLE_TAP_MS);
  }

  // Only the reel on screen plays; leaving it rewinds it, coming back plays it again.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (active) {
      setPaused(false);
      video.play().catch(() => setPaused(true));
    } else {
      video.pause();
      video.currentTime = 0;
    }
  }, [active]);

  function togglePlay() {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      setPaused(false);
      video.play().catch(() => setPaused(true));
    } else {
      video.pause();
      setPaused(true);
    }
  }

  return (
    <section
      aria-label={text.reelLabel(index + 1, total)}
      aria-current={active || undefined}
      data-reel-id={reel.id}
      className="relative h-full w-full shrink-0 snap-start snap-always overflow-hidden bg-black"
    >
      {nearness === 'far' ? (
        reel.posterUrl && (
          <img src={reel.posterUrl} alt="" loading="lazy" className="size-full object-cover" />
        )
      ) : (
        <video
          ref={videoRef}
          src={reel.videoUrl}
          poster={reel.posterUrl ?? undefined}
          className="size-full object-cover"
          playsInline
          loop
          muted={muted}
          preload={active || (nearness === 'next' && aheadReady) ? 'auto' : 'metadata'}
          onCanPlayThrough={onReady}
          onTimeUpdate={(event) => {
            const video = event.currentTarget;
            if (video.duration > 0) setProgress(video.currentTime / video.duration);
          }}
        />
      )}
      <button
        type="button"
        onClick={onTap}
        aria-label={paused ? text.play : text.pause}
        className="absolute inset-0 z-10 flex items-center justify-center focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-orange-400"
      >
        {paused && (
          <span className="inline-flex size-20 items-center justify-center rounded-full bg-black/45 text-white">
            <Play aria-hidden="true" className="ml-1 size-10" fill="currentColor" />
          </span>
        )}
      </button>
      {hearts > 0 && (
        <Heart
          key={hearts}
          aria-hidden="true"
          data-testid="double-tap-heart"
          className="pointer-events-none absolute top-1/2 left-1/2 z-20 -mt-14 -ml-14 size-28 text-rose-500 opacity-0 drop-shadow-lg animate-[heart-pop_900ms_ease-out]"
          fill="currentColor"
        />
      )}
      {active && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 bottom-0 z-30 h-0.5 bg-white/25"
        >
          <div
            data-testid="reel-progress"
            className="h-full bg-white"
            style={{ width: `${Math.min(100, progress * 100)}%` }}
          />
        </div>
      )}

      <div className="pointer-events-none absolute inset-x-0 top-0 z-20 flex items-center justify-between bg-gradient-to-b from-black/50 to-transparent p-3">
        <span className="rounded-full bg-black/45 px-2.5 py-1 text-xs font-semibold text-white tabular-nums">
          <span aria-hidden="true">
            {index + 1}/{total}
          </span>
          <span className="sr-only">{text.position(index + 1, total)}</span>
        </span>
        <button
          type="button"
          onClick={onToggleMute}
          aria-label={muted ? text.unmute : text.mute}
          aria-pressed={!muted}
          className="pointer-events-auto inline-flex size-11 items-center justify-center rounded-full bg-black/45 text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-400"
        >
          {muted ? (
            <VolumeX aria-hidden="true" className="size-5" />
          ) : (
            <Volume2 aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>

      <div className="absolute right-2 bottom-24 z-20 flex flex-col items-center gap-3">
        <Action
          label={reel.isLiked ? text.unlike : text.like}
          pressed={reel.isLiked}
          value={reel.likesCount}
          onClick={() => like.mutate({ id: reel.id, like: !reel.isLiked })}
        >
          <Heart
            aria-hidden="true"
            className={cx('size-6', reel.isLiked && 'text-rose-500')}
            fill={reel.isLiked ? 'currentColor' : 'none'}
          />
        </Action>
        <Action label={text.comments} value={reel.commentsCount} onClick={onOpenComments}>
          <MessageCircle aria-hidden="true" className="size-6" />
        </Action>
        <Action label={text.share} onClick={() => void shareReel(reel)}>
          <Share2 aria-hidden="true" className="size-6" />
        </Action>
        {onDelete ? (
          <Action label={text.delete} onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-6" />
          </Action>
        ) : (
          <Action label={reportText.action} onClick={() => setReporting(true)}>
            <Flag aria-hidden="true" className="size-6" />
          </Action>
        )}
      </div>
      {reporting && (
        <ReportDialog
          type="reel"
          targetId={reel.id}
          open
          onOpenChange={setReporting}
          onLoadFailed={() => setReporting(false)}
        />
      )}

      <div className="pointer-events-none absolute inset-x-0 bottom-0 z-20 bg-gradient-to-t from-black/75 via-black/40 to-transparent px-4 pt-16 pb-5 pr-20 text-white">
        <p className="flex items-center gap-2 font-semibold">
          <Avatar person={reel.author} id={reel.author.id} size="sm" />
          <span className="truncate">{displayName(reel.author)}</span>
        </p>
        <h2 className="mt-2 text-base font-bold leading-snug">{reel.title}</h2>
        {reel.description && (
          <button
            type="button"
            onClick={() => setExpanded((open) => !open)}
            aria-expanded={expanded}
            className={cx(
              'pointer-events-auto mt-1 block w-full rounded text-left text-sm text-white/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-400',
              expanded ? 'max-h-[40dvh] overflow-y-auto' : 'line-clamp-2',
            )}
          >
            {reel.description}
          </button>
        )}
        {reel.tags.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-x-2 gap-y-1 text-sm font-semibold text-orange-200">
            {reel.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
