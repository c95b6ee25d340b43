import { AVATAR_COLOURS, LIMITS } from '@common/constants.ts';
import { displayName, initials } from '@common/people.ts';
import { type CommentPayload as Comment, createCommentBody } from '@common/schemas/comments.ts';
import type { PostPayload as Post } from '@common/schemas/posts.ts';
import { postTimeAgo } from '@common/time.ts';
import { MessageCircle, SendHorizontal } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useAddCommentMutation, useCommentsQuery } from '../../data/comments.ts';
import { it } from '../../i18n/it.ts';
import { checkForm } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { CharCounter, Textarea } from '../../ui/textarea.tsx';
import { ReportButton } from '../reports/report-button.tsx';

// SPEC §2: a comment's avatar colour is random — picked once per comment so it does not flicker on re-render.
const commentColours = new Map<string, string>();
function randomColour(commentId: string): string {
  let colour = commentColours.get(commentId);
  if (!colour) {
    colour = AVATAR_COLOURS[Math.floor(Math.random() * AVATAR_COLOURS.length)]!;
    commentColours.set(commentId, colour);
  }
  return colour;
}

function CommentItem({ comment, canReport }: { comment: Comment; canReport: boolean }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className={cx(
          'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
          randomColour(comment.id),
        )}
      >
        {initials(comment.author)}
      </span>
      <div className="min-w-0 flex-1 rounded-2xl rounded-tl-sm bg-slate-100 px-3.5 py-2.5 dark:bg-slate-800">
        <p className="flex items-baseline gap-2 text-sm">
          <span className="truncate font-semibold">{displayName(comment.author)}</span>
          <time dateTime={comment.createdAt} className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
            {postTimeAgo(comment.createdAt)}
          </time>
          {canReport && (
            <ReportButton
              type="comment"
              targetId={comment.id}
              className="-my-3 -mr-2 ml-auto"
              iconClassName="size-4"
            />
          )}
        </p>
        <p className="mt-0.5 whitespace-pre-line break-words text-[0.9375rem] text-slate-800 dark:text-slate-200">
          {comment.content}
        </p>
      </div>
    </li>
  );
}

function CommentsLoading() {
  return (
    <ul aria-busy="true" aria-label={it.comments.loading} className="space-y-4">
      {[0, 1, 2].map((row) => (
        <li key={row} className="flex gap-3">
          <Skeleton className="size-9 shrink-0 rounded-full" />
          <Skeleton className="h-16 flex-1 rounded-2xl" />
        </li>
      ))}
    </ul>
  );
}

function CommentForm({ postId, onAdded }: { postId: string; onAdded: () => void }) {
  const [text, setText] = useState('');
  const add = useAddCommentMutation();
  const id = useId();
  // SPEC §5 through the server's schema: nothing but spaces is not a comment; what is sent is trimmed.
  const checked = checkForm(createCommentBody, { postId, content: text });

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!checked.ok || add.isPending) return;
    add.mutate(checked.data, {
      onSuccess: () => {
        setText('');
        onAdded();
      },
    });
  }

  return (
    <form onSubmit={submit}>
      <label htmlFor={`${id}-text`} className="sr-only">
        {it.comments.label}
      </label>
      <Textarea
        id={`${id}-text`}
        rows={2}
        value={text}
        maxLength={LIMITS.commentMax}
        placeholder={it.comments.placeholder}
        aria-describedby={`${id}-count`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit();
        }}
      />
      <div className="mt-2 flex items-center justify-between gap-3">
        <CharCounter
          id={`${id}-count`}
          length={text.length}
          max={LIMITS.commentMax}
          text={it.comments.counter(text.length)}
        />
        <Button type="submit" aria-label={it.comments.submit} disabled={!checked.ok} loading={add.isPending}>
          {!add.isPending && <SendHorizontal aria-hidden="true" className="size-4" />}
          {it.comments.send}
        </Button>
      </div>
    </form>
  );
}

/** The comments of a post (SPEC §2): loaded when the dialog opens, with a composer pinned below. Max 600px wide. */
export function CommentsDialog({
  post,
  viewerId,
  open,
  onOpenChange,
}: {
  post: Pick<Post, 'id' | 'title'>;
  /** The signed-in member: others' comments get 'Segnala'. */
  viewerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const comments = useCommentsQuery(post.id);
  const endRef = useRef<HTMLDivElement>(null);
  const list = comments.data ?? [];

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={it.comments.title}
      description={post.title}
      showDescription
      maxWidthClass="max-w-[600px]"
      footer={
        <CommentForm
          postId={post.id}
          onAdded={() => requestAnimationFrame(() => endRef.current?.scrollIntoView({ block: 'end' }))}
        />
      }
    >
      {comments.isPending ? (
        <CommentsLoading />
      ) : list.length === 0 ? (
        <EmptyState
          icon={MessageCircle}
          title={comments.isError ? it.comments.loadError : it.comments.empty}
          description={comments.isError ? undefined : it.comments.emptyDescription}
          compact
          headingLevel={3}
        />
      ) : (
        <ul aria-label={it.comments.title} className="space-y-4">
          {list.map((comment) => (
            <CommentItem key={comment.id} comment={comment} canReport={comment.author.id !== viewerId} />
          ))}
        </ul>
      )}
      <div ref={endRef} />
    </Dialog>
  );
}
