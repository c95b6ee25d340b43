import {
  type CommentPayload,
  type CreateCommentBody,
  commentList,
  commentPayload,
} from '@common/schemas/comments.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { it } from '../i18n/it.ts';
import { api } from '../lib/api.ts';
import { toast } from '../ui/toast.tsx';
import { postKeys, updatePostInLists } from './post-cache.ts';

/** The comments of a post, oldest first; fetched again each time the dialog opens. */
export function useCommentsQuery(postId: string) {
  return useQuery({
    queryKey: postKeys.comments(postId),
    queryFn: ({ signal }) =>
      api.get(`/api/posts/${encodeURIComponent(postId)}/comments`, { schema: commentList, signal }),
    refetchOnMount: 'always',
  });
}

/** POST /api/comments: the comment is appended and the post's comment count goes up by one. */
export function useAddCommentMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCommentBody) => api.post('/api/comments', input, { schema: commentPayload }),
    onSuccess: (comment) => {
      client.setQueryData<CommentPayload[]>(postKeys.comments(comment.postId), (list) =>
        list?.some((c) => c.id === comment.id) ? list : [...(list ?? []), comment],
      );
      updatePostInLists(client, comment.postId, (post) => ({
        ...post,
        commentsCount: post.commentsCount + 1,
      }));
      toast({ title: it.comments.added });
    },
    meta: { errorText: it.comments.error, unauthorized: 'comment' },
  });
}
