import { AVATAR_COLOURS } from '@common/constants.ts';
import { initials } from '@common/people.ts';
import { createCommentBody } from '@common/schemas/comments.ts';
import type { PostPayload as Post } from '@common/schemas/posts.ts';
import { CircleCheck } from 'lucide-react';
import { useAddCommentMutation, useCommentsQuery, useSolutionMutation } from '../../data/comments.ts';
import { it } from '../../i18n/it.ts';
import { checkForm } from '../../lib/form.ts';
import { cx } from '../../ui/cx.ts';
import { CommentThreadDialog } from '../comments/comment-thread.tsx';
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

/** The comments of a post (SPEC §2): loaded when the dialog opens, with a composer pinned below. */
export function CommentsDialog({
  post,
  viewerId,
  open,
  onOpenChange,
}: {
  post: Pick<Post, 'id' | 'title' | 'author' | 'solutionCommentId'>;
  /** The signed-in member: others' comments get 'Segnala'. */
  viewerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const comments = useCommentsQuery(post.id);
  const add = useAddCommentMutation();
  const solution = useSolutionMutation(post.id);
  const isAuthor = post.author.id === viewerId;
  return (
    <CommentThreadDialog
      texts={it.comments}
      subtitle={post.title}
      open={open}
      onOpenChange={onOpenChange}
      comments={comments}
      avatarOf={(comment) => (
        <span
          aria-hidden="true"
          className={cx(
            'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
            randomColour(comment.id),
          )}
        >
          {initials(comment.author)}
        </span>
      )}
      actionOf={(comment) =>
        comment.author.id !== viewerId && (
          <ReportButton
            type="comment"
            targetId={comment.id}
            className="-my-3 -mr-2 ml-auto"
            iconClassName="size-4"
          />
        )
      }
      solutionLabel={it.comments.solution}
      footerOf={(comment) =>
        isAuthor && (
          <button
            type="button"
            disabled={solution.isPending}
            aria-pressed={comment.isSolution}
            onClick={() =>
              solution.mutate({
                commentId: comment.isSolution ? null : comment.id,
                answerAuthorId: comment.author.id,
              })
            }
            className="-mb-1 mt-1 inline-flex min-h-9 items-center gap-1 rounded-full px-2 text-xs font-semibold text-emerald-800 hover:bg-emerald-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 disabled:opacity-60 dark:text-emerald-300 dark:hover:bg-emerald-900"
          >
            <CircleCheck aria-hidden="true" className="size-4" />
            {comment.isSolution ? it.comments.unmarkSolution : it.comments.markSolution}
          </button>
        )
      }
      isValid={(content) => checkForm(createCommentBody, { postId: post.id, content }).ok}
      pending={add.isPending}
      onSend={(content, sent) => {
        const checked = checkForm(createCommentBody, { postId: post.id, content });
        if (checked.ok) add.mutate(checked.data, { onSuccess: sent });
      }}
    />
  );
}
