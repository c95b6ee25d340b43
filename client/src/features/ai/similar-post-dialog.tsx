import { displayName } from '@common/people.ts';
import { postPayload } from '@common/schemas/posts.ts';
import { useQuery } from '@tanstack/react-query';
import { useCommentsQuery } from '../../data/comments.ts';
import { aiText } from '../../i18n/ai.ts';
import { api } from '../../lib/api.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';

/** A similar community post with its comments: how others fixed the same problem (issue 18). */
export function SimilarPostDialog({
  postId,
  title,
  onClose,
}: {
  postId: string;
  title: string;
  onClose: () => void;
}) {
  const post = useQuery({
    queryKey: ['/api/posts', postId],
    queryFn: ({ signal }) =>
      api.get(`/api/posts/${encodeURIComponent(postId)}`, { schema: postPayload, signal }),
  });
  const comments = useCommentsQuery(postId);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} maxWidthClass="max-w-[600px]">
      {post.isLoading && (
        <p className="flex items-center gap-2 text-sm">
          <Spinner className="size-4" />
          {aiText.similar.loading}
        </p>
      )}
      {post.isError && <p className="text-sm text-red-800 dark:text-red-300">{aiText.similar.loadError}</p>}
      {post.data && (
        <article className="space-y-3">
          <p className="text-sm text-slate-700 dark:text-slate-300">{displayName(post.data.author)}</p>
          <p className="whitespace-pre-line text-slate-900 dark:text-slate-100">{post.data.content}</p>
          {post.data.thumbnailUrls.map((url, i) => (
            <img
              key={url}
              src={url}
              alt={`Immagine ${i + 1} del post «${post.data.title}»`}
              className="max-h-64 rounded-xl object-contain"
            />
          ))}
          <h3 className="pt-2 font-semibold text-slate-900 dark:text-slate-100">
            {aiText.similar.commentsTitle}
          </h3>
          {comments.data?.length === 0 && (
            <p className="text-sm text-slate-700 dark:text-slate-300">{aiText.similar.noComments}</p>
          )}
          <ul className="space-y-2">
            {comments.data?.map((comment) => (
              <li key={comment.id} className="rounded-xl bg-slate-100 p-3 text-sm dark:bg-slate-800">
                <p className="font-semibold text-slate-900 dark:text-slate-100">
                  {displayName(comment.author)}
                </p>
                <p className="text-slate-800 dark:text-slate-200">{comment.content}</p>
              </li>
            ))}
          </ul>
        </article>
      )}
    </Dialog>
  );
}
