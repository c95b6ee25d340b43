import { AVATAR_COLOURS } from '@common/constants.ts';
import { initials } from '@common/people.ts';
import { createCommentBody } from '@common/schemas/comments.ts';
import type { PostPayload as Post } from '@common/schemas/posts.ts';
import { useAddCommentMutation, useCommentsQuery } from '../../data/comments.ts';
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
  post: Pick<Post, 'id' | 'title'>;
  /** The signed-in member: others' comments get 'Segnala'. */
  viewerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const comments = useCommentsQuery(post.id);
  const add = useAddCommentMutation();
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
      isValid={(content) => checkForm(createCommentBody, { postId: post.id, content }).ok}
      pending={add.isPending}
      onSend={(content, sent) => {
        const checked = checkForm(createCommentBody, { postId: post.id, content });
        if (checked.ok) add.mutate(checked.data, { onSuccess: sent });
      }}
    />
  );
}
