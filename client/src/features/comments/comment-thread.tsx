import { LIMITS } from '@common/constants.ts';
import { displayName } from '@common/people.ts';
import type { AuthorPayload } from '@common/schemas/user.ts';
import { postTimeAgo } from '@common/time.ts';
import { CircleCheck, MessageCircle, SendHorizontal } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Linkified } from '../../ui/linkified.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { CharCounter, Textarea } from '../../ui/textarea.tsx';

/** The words of one kind of comment thread (a post's, a reel's). */
export interface CommentTexts {
  title: string;
  loading: string;
  loadError?: string;
  empty: string;
  emptyDescription: string;
  label: string;
  placeholder: string;
  counter: (length: number) => string;
  send: string;
  submit: string;
}

export interface ThreadComment {
  id: string;
  content: string;
  createdAt: string;
  author: AuthorPayload;
  /** The post's author chose it as the solution (issue 28): listed first, marked. */
  isSolution?: boolean;
  /** The author's reputation level, as a small badge next to the name (issue 28). */
  authorLevel?: string;
}

function Composer({
  texts,
  isValid,
  pending,
  onSend,
}: {
  texts: CommentTexts;
  /** SPEC §5 through the server's schema: nothing but spaces is not a comment. */
  isValid: (content: string) => boolean;
  pending: boolean;
  /** Sends the comment; `sent` clears the box once it is stored. */
  onSend: (content: string, sent: () => void) => void;
}) {
  const [content, setContent] = useState('');
  const id = useId();
  const ok = isValid(content);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!ok || pending) return;
    onSend(content, () => setContent(''));
  }

  return (
    <form onSubmit={submit}>
      <label htmlFor={`${id}-text`} className="sr-only">
        {texts.label}
      </label>
      <Textarea
        id={`${id}-text`}
        rows={2}
        value={content}
        maxLength={LIMITS.commentMax}
        placeholder={texts.placeholder}
        aria-describedby={`${id}-count`}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit();
        }}
      />
      <div className="mt-2 flex items-center justify-between gap-3">
        <CharCounter
          id={`${id}-count`}
          length={content.length}
          max={LIMITS.commentMax}
          text={texts.counter(content.length)}
        />
        <Button type="submit" aria-label={texts.submit} disabled={!ok} loading={pending}>
          {!pending && <SendHorizontal aria-hidden="true" className="size-4" />}
          {texts.send}
        </Button>
      </div>
    </form>
  );
}

function Bubble({
  comment,
  avatar,
  action,
  footer,
  solutionLabel,
}: {
  comment: ThreadComment;
  avatar: ReactNode;
  action?: ReactNode;
  footer?: ReactNode;
  solutionLabel?: string;
}) {
  return (
    <li className="flex gap-3">
      {avatar}
      <div
        className={cx(
          'min-w-0 flex-1 rounded-2xl rounded-tl-sm px-3.5 py-2.5',
          comment.isSolution
            ? 'border border-emerald-600 bg-emerald-50 dark:border-emerald-500 dark:bg-emerald-950/60'
            : 'bg-slate-100 dark:bg-slate-800',
        )}
      >
        {comment.isSolution && solutionLabel && (
          <p className="mb-1 inline-flex items-center gap-1 text-xs font-semibold text-emerald-800 dark:text-emerald-300">
            <CircleCheck aria-hidden="true" className="size-3.5" />
            {solutionLabel}
          </p>
        )}
        <p className="flex items-baseline gap-2 text-sm">
          <span className="truncate font-semibold">{displayName(comment.author)}</span>
          {comment.authorLevel && (
            <span className="shrink-0 rounded-full bg-orange-100 px-1.5 text-[11px] font-medium text-orange-800 dark:bg-orange-950 dark:text-orange-300">
              {comment.authorLevel}
            </span>
          )}
          <time dateTime={comment.createdAt} className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
            {postTimeAgo(comment.createdAt)}
          </time>
          {action}
        </p>
        <p className="mt-0.5 whitespace-pre-line break-words text-[0.9375rem] text-slate-800 dark:text-slate-200">
          <Linkified text={comment.content} />
        </p>
        {footer}
      </div>
    </li>
  );
}

/**
 * A comment thread in a bottom sheet, as phones show comments (SPEC §2's dialog, at most the app
 * column's 480px wide; issue 27): the comments, loaded when it opens, with
 * skeletons, an empty state and a composer pinned below; a new comment scrolls into view.
 */
export function CommentThreadDialog<C extends ThreadComment>({
  texts,
  subtitle,
  open,
  onOpenChange,
  comments,
  avatarOf,
  actionOf,
  footerOf,
  solutionLabel,
  isValid,
  pending,
  onSend,
}: {
  texts: CommentTexts;
  /** What is commented on (the post's or the reel's title). */
  subtitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  comments: { isPending: boolean; isError: boolean; data?: C[] };
  avatarOf: (comment: C) => ReactNode;
  actionOf?: (comment: C) => ReactNode;
  /** Under the comment's text, e.g. 'Segna come soluzione' for the post's author. */
  footerOf?: (comment: C) => ReactNode;
  /** The mark of the chosen solution. */
  solutionLabel?: string;
  isValid: (content: string) => boolean;
  pending: boolean;
  onSend: (content: string, sent: () => void) => void;
}) {
  const endRef = useRef<HTMLDivElement>(null);
  const list = comments.data ?? [];
  const send = (content: string, sent: () => void) =>
    onSend(content, () => {
      sent();
      requestAnimationFrame(() => endRef.current?.scrollIntoView({ block: 'end' }));
    });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={texts.title}
      description={subtitle}
      showDescription
      placement="bottom"
      footer={<Composer texts={texts} isValid={isValid} pending={pending} onSend={send} />}
    >
      {comments.isPending ? (
        <ul aria-busy="true" aria-label={texts.loading} className="space-y-4">
          {[0, 1, 2].map((row) => (
            <li key={row} className="flex gap-3">
              <Skeleton className="size-9 shrink-0 rounded-full" />
              <Skeleton className="h-16 flex-1 rounded-2xl" />
            </li>
          ))}
        </ul>
      ) : list.length === 0 ? (
        <EmptyState
          icon={MessageCircle}
          title={comments.isError && texts.loadError ? texts.loadError : texts.empty}
          description={comments.isError ? undefined : texts.emptyDescription}
          compact
          headingLevel={3}
        />
      ) : (
        <ul aria-label={texts.title} className="space-y-4">
          {list.map((comment) => (
            <Bubble
              key={comment.id}
              comment={comment}
              avatar={avatarOf(comment)}
              action={actionOf?.(comment)}
              footer={footerOf?.(comment)}
              solutionLabel={solutionLabel}
            />
          ))}
        </ul>
      )}
      <div ref={endRef} />
    </Dialog>
  );
}
