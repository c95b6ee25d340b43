import { displayName } from '@common/people.ts';
import type { PostPayload as Post } from '@common/schemas/posts.ts';
import { postTimeAgo } from '@common/time.ts';
import { CircleCheck, Pencil, Trash2 } from 'lucide-react';
import { memo, useId, useState } from 'react';
import { Link } from 'wouter';
import { useDeletePostMutation } from '../../data/posts.ts';
import { it } from '../../i18n/it.ts';
import { fullDate } from '../../lib/format.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Badge } from '../../ui/badge.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { cx } from '../../ui/cx.ts';
import { Highlighted } from '../../ui/highlighted.tsx';
import { Linkified } from '../../ui/linkified.tsx';
import { onDemand } from '../../ui/on-demand.tsx';
import { FollowButton } from '../posts/follow-button.tsx';
import { ReportButton } from '../reports/report-button.tsx';
import { categoryLabel } from './categories.ts';
import { PostActions } from './post-actions.tsx';
import { PostImages } from './post-images.tsx';
import { useViewTracking } from './use-view-tracking.ts';

// Opened by a tap, so loaded by it (issue 29): the feed's first render neither downloads these nor builds
// their zod schemas.
const CommentsDialog = onDemand(() =>
  import('./comments-dialog.tsx').then((module) => module.CommentsDialog),
);
const PostEditForm = onDemand(() => import('./post-edit-form.tsx').then((module) => module.PostEditForm));

export const cardClasses =
  'rounded-2xl border border-slate-200/80 bg-white shadow-sm shadow-slate-900/[0.03] ' +
  'dark:border-slate-700/60 dark:bg-slate-800/60';

const iconButtonClasses =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:text-slate-300 dark:hover:bg-slate-700';

/**
 * A post in the feed (SPEC §2): author, time, title, content, images, counts and the actions that fit the viewer;
 * 'Risolto' once its author chose a solution (issue 28). In search results `highlight` marks the words found.
 */
export const PostCard = memo(function PostCard({
  post,
  viewerId,
  highlight = null,
}: {
  post: Post;
  viewerId: string;
  highlight?: RegExp | null;
}) {
  const [editing, setEditing] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const remove = useDeletePostMutation();
  const trackView = useViewTracking(post.id);
  const titleId = useId();
  const isOwn = post.author.id === viewerId;
  const authorName = displayName(post.author);

  return (
    <article ref={trackView} aria-labelledby={titleId} className={cardClasses}>
      <header className="flex items-center gap-3 pt-3 pr-2 pl-4">
        <Avatar person={post.author} id={post.author.id} src={post.author.avatarUrl} />
        <div className="min-w-0 flex-1">
          <Link
            href={`/profile?id=${encodeURIComponent(post.author.id)}`}
            className="-my-1 block truncate py-1 font-semibold text-slate-900 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:text-white"
          >
            {authorName}
          </Link>
          <p className="flex items-center gap-1.5 text-xs text-slate-600 dark:text-slate-400">
            <time dateTime={post.createdAt} title={fullDate(post.createdAt)}>
              {postTimeAgo(post.createdAt)}
            </time>
            {post.updatedAt && <span>· {it.post.edited}</span>}
            {post.category && (
              <>
                <span aria-hidden="true">·</span>
                <Badge tone="primary">{categoryLabel(post.category)}</Badge>
              </>
            )}
            {post.isSolved && (
              <span
                title={it.post.solvedLabel}
                className="inline-flex items-center gap-0.5 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300"
              >
                <CircleCheck aria-hidden="true" className="size-3.5" />
                {it.post.solved}
              </span>
            )}
          </p>
        </div>
        {isOwn ? (
          <div className="flex shrink-0">
            <button
              type="button"
              aria-label={it.post.edit}
              aria-pressed={editing}
              onClick={() => setEditing(true)}
              disabled={editing}
              className={cx(iconButtonClasses, 'disabled:opacity-50')}
            >
              <Pencil aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              aria-label={it.post.delete}
              aria-haspopup="dialog"
              onClick={() => setConfirmOpen(true)}
              className={cx(iconButtonClasses, 'hover:text-red-700 dark:hover:text-red-400')}
            >
              <Trash2 aria-hidden="true" className="size-5" />
            </button>
          </div>
        ) : (
          <>
            <FollowButton target={{ id: post.author.id, name: authorName }} isFollowing={post.isFollowing} />
            <ReportButton type="post" targetId={post.id} className="-ml-2" />
          </>
        )}
      </header>

      {editing ? (
        <PostEditForm post={post} onDone={() => setEditing(false)} onLoadFailed={() => setEditing(false)} />
      ) : (
        <div className="px-4 pt-3">
          <h2
            id={titleId}
            className="break-words text-[1.0625rem] leading-snug font-semibold text-slate-900 dark:text-white"
          >
            <Highlighted text={post.title} match={highlight} />
          </h2>
          <p className="mt-1 whitespace-pre-line break-words text-[0.9375rem] leading-relaxed text-slate-700 dark:text-slate-300">
            {highlight ? (
              <Highlighted text={post.content} match={highlight} />
            ) : (
              <Linkified text={post.content} />
            )}
          </p>
        </div>
      )}
      {/* While editing, the heading leaves: the card keeps its name from a hidden copy of the title. */}
      {editing && (
        <span id={titleId} hidden>
          {post.title}
        </span>
      )}

      <PostImages post={post} />
      <PostActions post={post} isOwn={isOwn} onOpenComments={() => setCommentsOpen(true)} />

      {commentsOpen && (
        <CommentsDialog
          post={post}
          viewerId={viewerId}
          open
          onOpenChange={setCommentsOpen}
          onLoadFailed={() => setCommentsOpen(false)}
        />
      )}
      {isOwn && (
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          title={it.post.confirmDelete}
          description={it.post.confirmDeleteDescription}
          confirmLabel={it.post.confirmDeleteAction}
          cancelLabel={it.post.cancel}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(post, { onSuccess: () => setConfirmOpen(false) })}
        />
      )}
    </article>
  );
});
