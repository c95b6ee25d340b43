import type { PostPayload as Post } from '@common/schemas/posts.ts';
import { Eye, HandHelping, Heart, MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import { useToggleLikeMutation } from '../../data/posts.ts';
import { it } from '../../i18n/it.ts';
import { compactNumber } from '../../lib/format.ts';
import { buttonClasses } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';

const actionClasses =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-medium ' +
  'motion-safe:transition-colors hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 ' +
  'focus-visible:ring-orange-500 dark:hover:bg-slate-800';
const idleColour = 'text-slate-700 dark:text-slate-300';

/** The bar under a post: like (optimistic, aria-pressed), comments, views and, for others' posts, 'Aiuta'. */
export function PostActions({
  post,
  isOwn,
  onOpenComments,
}: {
  post: Post;
  isOwn: boolean;
  onOpenComments: () => void;
}) {
  const like = useToggleLikeMutation();
  return (
    <div className="mt-2 flex items-center gap-0.5 border-t border-slate-100 px-2 py-1 dark:border-slate-800">
      <button
        type="button"
        // The count shown is part of the name (label in name, WCAG 2.5.3).
        aria-label={`${it.post.like} ${compactNumber(post.likesCount)}`}
        aria-pressed={post.isLiked}
        onClick={() => like.mutate(post.id)}
        className={cx(actionClasses, post.isLiked ? 'text-rose-700 dark:text-rose-400' : idleColour)}
      >
        <Heart
          aria-hidden="true"
          className={cx('size-5 motion-safe:transition-transform', post.isLiked && 'scale-110 fill-current')}
        />
        <span className="tabular-nums">{compactNumber(post.likesCount)}</span>
      </button>
      <button
        type="button"
        aria-label={`${it.post.comment} ${compactNumber(post.commentsCount)}`}
        aria-haspopup="dialog"
        onClick={onOpenComments}
        className={cx(actionClasses, idleColour)}
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        <span className="tabular-nums">{compactNumber(post.commentsCount)}</span>
      </button>
      <span className="inline-flex min-h-11 items-center gap-1.5 px-3 text-sm text-slate-600 dark:text-slate-400">
        <Eye aria-hidden="true" className="size-5" />
        <span className="tabular-nums">{compactNumber(post.viewsCount)}</span>
        <span className="sr-only">{it.post.views}</span>
      </span>
      {!isOwn && (
        <Link
          href={`/messages/${encodeURIComponent(post.author.id)}`}
          className={buttonClasses('primary', 'compact', 'ml-auto')}
        >
          <HandHelping aria-hidden="true" className="size-4" />
          {it.post.help}
        </Link>
      )}
    </div>
  );
}
