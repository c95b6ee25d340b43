import { createReelCommentBody, type ReelPayload } from '@common/schemas/reels.ts';
import { useAddReelCommentMutation, useReelCommentsQuery } from '../../data/reels.ts';
import { reelsText } from '../../i18n/reels.ts';
import { checkForm } from '../../lib/form.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { CommentThreadDialog } from '../comments/comment-thread.tsx';

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
  const add = useAddReelCommentMutation(reel.id);
  return (
    <CommentThreadDialog
      texts={reelsText.comments}
      subtitle={reel.title}
      open={open}
      onOpenChange={onOpenChange}
      comments={comments}
      avatarOf={(comment) => (
        <Avatar person={comment.author} id={comment.author.id} className="size-9 text-xs" />
      )}
      isValid={(content) => checkForm(createReelCommentBody, { content }).ok}
      pending={add.isPending}
      onSend={(content, sent) => {
        const checked = checkForm(createReelCommentBody, { content });
        if (checked.ok) add.mutate(checked.data.content, { onSuccess: sent });
      }}
    />
  );
}
