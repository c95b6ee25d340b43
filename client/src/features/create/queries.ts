import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePostBody, Post } from '../../../../common/schemas/posts.ts';
import { apiRequest } from '../../lib/api.ts';
import { addPostToLists, refreshPostLists } from '../feed/post-cache.ts';

/** POST /api/posts: the new post goes on top of the feed at once, then the lists refresh. */
export function useCreatePostMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreatePostBody) =>
      (await (await apiRequest('POST', '/api/posts', body)).json()) as Post,
    onSuccess: (post) => {
      addPostToLists(client, post);
      void refreshPostLists(client, post.author.id);
    },
  });
}
