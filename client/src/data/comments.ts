import {
  type CommentPayload,
  type CreateCommentBody,
  commentList,
  commentPayload,
} from '@common/schemas/comments.ts';
import { postPayload } from '@common/schemas/posts.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { it } from '../i18n/it.ts';
import { api } from '../lib/api.ts';
import { toast } from '../ui/toast.tsx';
import { postKeys, updatePostInLists } from './post-cache.ts';
import { userKeys } from './users.ts';

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

/**
 * POST or DELETE /api/posts/{id}/solution (issue 28): the post's author marks the comment that solved the
 * problem (commentId) or withdraws it (null); the post becomes 'Risolto' everywhere, the answer moves first.
 */
export function useSolutionMutation(postId: string) {
  const client = useQueryClient();
  const path = `/api/posts/${encodeURIComponent(postId)}/solution`;
  return useMutation({
    mutationFn: (change: { commentId: string | null; answerAuthorId: string }) =>
      change.commentId
        ? api.post(path, { commentId: change.commentId }, { schema: postPayload })
        : api.delete(path, { schema: postPayload }),
    onSuccess: (post, change) => {
      updatePostInLists(client, post.id, () => post);
      void client.invalidateQueries({ queryKey: postKeys.comments(post.id) });
      // The answer's author gains or loses points.
      void client.invalidateQueries({ queryKey: userKeys.user(change.answerAuthorId), exact: true });
      toast(
        post.isSolved
          ? { title: it.comments.solutionMarked, description: it.comments.solutionMarkedDescription }
          : { title: it.comments.solutionWithdrawn },
      );
    },
    meta: { errorText: it.comments.solutionError },
  });
}
