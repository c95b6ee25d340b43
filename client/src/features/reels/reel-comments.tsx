import { LIMITS } from '@common/constants.ts';
import { displayName } from '@common/people.ts';
import { createReelCommentBody, type ReelPayload } from '@common/schemas/reels.ts';
import { postTimeAgo } from '@common/time.ts';
import { MessageCircle, SendHorizontal } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useAddReelCommentMutation, useReelCommentsQuery } from '../../data/reels.ts';
import { reelsText } from '../../i18n/reels.ts';
import { checkForm } from '../../lib/form.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { CharCounter, Textarea } from '../../ui/textarea.tsx';

const text = reelsText.comments;

function CommentForm({ reelId, onAdded }: { reelId: string; onAdded: () => void }) {
  const [content, setContent] = useState('');
  const add = useAddReelCommentMutation(reelId);
  const id = useId();
  const checked = checkForm(createReelCommentBody, { content });

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!checked.ok || add.isPending) return;
    add.mutate(checked.data.content, {
      onSuccess: () => {
        setContent('');
        onAdded();
      },
    });
  }

  return (
    <form onSubmit={submit}>
      <label htmlFor={`${id}-text`} className="sr-only">
        {text.label}
      </label>
      <Textarea
        id={`${id}-text`}
        rows={2}
        value={content}
        maxLength={LIMITS.commentMax}
        placeholder={text.placeholder}
        aria-describedby={`${id}-count`}
        onChange={(event) => setContent(event.target.value)}
      />
      <div className="mt-2 flex items-center justify-between gap-3">
        <CharCounter
          id={`${id}-count`}
          length={content.length}
          max={LIMITS.commentMax}
          text={text.counter(content.length)}
        />
        <Button type="submit" aria-label={text.submit} disabled={!checked.ok} loading={add.isPending}>
          {!add.isPending && <SendHorizontal aria-hidden="true" className="size-4" />}
          {text.send}
        </Button>
      </div>
    </form>
  );
}

/** A reel's comments (issue 19: the comment button opens them), loaded when the dialog opens. */
export function ReelComments({
  reel,
  open,
  onOpenChange,
}: {
  reel: Pick<ReelPayload, 'id' | 'title'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const comments = useReelCommentsQuery(reel.id, open);
  const endRef = useRef<HTMLDivElement>(null);
  const list = comments.data ?? [];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={text.title}
      description={reel.title}
      showDescription
      maxWidthClass="max-w-[600px]"
      footer={
        <CommentForm
          reelId={reel.id}
          onAdded={() => requestAnimationFrame(() => endRef.current?.scrollIntoView({ block: 'end' }))}
        />
      }
    >
      {comments.isPending ? (
        <ul aria-busy="true" aria-label={text.loading} className="space-y-4">
          {[0, 1, 2].map((row) => (
            <li key={row} className="flex gap-3">
              <Skeleton className="size-9 shrink-0 rounded-full" />
              <Skeleton className="h-14 flex-1 rounded-2xl" />
            </li>
          ))}
        </ul>
      ) : list.length === 0 ? (
        <EmptyState icon={MessageCircle} title={text.empty} description={text.emptyDescription} compact />
      ) : (
        <ul className="space-y-4">
          {list.map((comment) => (
            <li key={comment.id} className="flex gap-3">
              <Avatar person={comment.author} id={comment.author.id} className="size-9 text-xs" />
              <div className="min-w-0 flex-1 rounded-2xl rounded-tl-sm bg-slate-100 px-3.5 py-2.5 dark:bg-slate-800">
                <p className="flex items-baseline gap-2 text-sm">
                  <span className="truncate font-semibold">{displayName(comment.author)}</span>
                  <time
                    dateTime={comment.createdAt}
                    className="shrink-0 text-xs text-slate-600 dark:text-slate-400"
                  >
                    {postTimeAgo(comment.createdAt)}
                  </time>
                </p>
                <p className="mt-0.5 whitespace-pre-line break-words text-[0.9375rem]">{comment.content}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div ref={endRef} />
    </Dialog>
  );
}
