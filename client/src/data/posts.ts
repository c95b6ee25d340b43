import { PAGE_SIZE } from '@common/constants.ts';
import { likeToggleResult } from '@common/schemas/likes.ts';
import {
  type CreatePostBody,
  type PostPayload,
  postPage,
  postPayload,
  type UpdatePostBody,
} from '@common/schemas/posts.ts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { it } from '../i18n/it.ts';
import { api } from '../lib/api.ts';
import { toast } from '../ui/toast.tsx';
import { likeQueue } from './like-queue.ts';
import { useKeysetPages } from './pages.ts';
import {
  addPostToLists,
  type FeedFilter,
  postKeys,
  removePostFromLists,
  updatePostInLists,
} from './post-cache.ts';
import { userKeys } from './users.ts';

export { postKeys };

const postPath = (id: string) => `/api/posts/${encodeURIComponent(id)}`;

/** The home feed, optionally of one category or of unsolved problems only, in keyset pages. */
export function useFeedQuery(filter: FeedFilter) {
  return useKeysetPages({
    queryKey: postKeys.feed(filter),
    path: '/api/posts',
    pageSize: PAGE_SIZE.posts,
    schema: postPage,
    query: filter === 'unsolved' ? { solved: 'false' } : { category: filter },
  });
}

/** A member's posts (profile overlay), in keyset pages. */
export function useUserPostsQuery(userId: string) {
  return useKeysetPages({
    queryKey: postKeys.byUser(userId),
    path: `/api/users/${encodeURIComponent(userId)}/posts`,
    pageSize: PAGE_SIZE.posts,
    schema: postPage,
  });
}

/** SPEC §7: a post mutation refreshes the post lists and /api/users/{id}/posts. */
export function refreshPostLists(client: QueryClient, authorId: string): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: postKeys.feeds }),
    client.invalidateQueries({ queryKey: postKeys.byUser(authorId) }),
    // postsCount on the author's profile.
    client.invalidateQueries({ queryKey: userKeys.user(authorId), exact: true }),
  ]);
}

const likes = likeQueue();

function flipLike(post: PostPayload): PostPayload {
  return {
    ...post,
    isLiked: !post.isLiked,
    likesCount: Math.max(0, post.likesCount + (post.isLiked ? -1 : 1)),
  };
}

/** Toggles a like optimistically (±1 at once); a failure flips it back with SPEC §8's toast. */
export function useToggleLikeMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) =>
      likes.send(postId, () =>
        api.post('/api/likes', { entityId: postId, entityType: 'post' }, { schema: likeToggleResult }),
      ),
    onMutate: (postId) => {
      likes.tapped(postId);
      updatePostInLists(client, postId, flipLike);
    },
    onError: (_error, postId) => updatePostInLists(client, postId, flipLike),
    onSuccess: (result, postId) => {
      if (likes.isLast(postId)) updatePostInLists(client, postId, (post) => ({ ...post, ...result }));
    },
    onSettled: (_data, _error, postId) => likes.settled(postId),
    meta: { errorText: it.post.likeError, unauthorized: 'like' },
  });
}

/** POST /api/posts: the new post goes on top of the feed at once, then the lists refresh. */
export function useCreatePostMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePostBody) => api.post('/api/posts', body, { schema: postPayload }),
    onSuccess: (post) => {
      addPostToLists(client, post);
      void refreshPostLists(client, post.author.id);
    },
    meta: { errorText: it.create.publishError },
  });
}

/** PUT /api/posts/{id}: the edited post replaces the old one, then the lists refresh (SPEC §7). */
export function useUpdatePostMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePostBody }) =>
      api.put(postPath(id), body, { schema: postPayload }),
    onSuccess: (post) => {
      updatePostInLists(client, post.id, () => post);
      toast({ title: it.post.updated });
      void refreshPostLists(client, post.author.id);
    },
    meta: { errorText: it.post.updateError },
  });
}

/** DELETE /api/posts/{id}: the post leaves every list, then the lists refresh (SPEC §7). */
export function useDeletePostMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (post: Pick<PostPayload, 'id' | 'author'>) => api.delete(postPath(post.id)),
    onSuccess: (_result, post) => {
      removePostFromLists(client, post.id);
      client.removeQueries({ queryKey: postKeys.comments(post.id) });
      toast({ title: it.post.deleted });
      void refreshPostLists(client, post.author.id);
    },
    meta: { errorText: it.post.deleteError },
  });
}

/** POST /api/posts/views, fire and forget: a lost view count is not worth an error on screen. */
export function sendPostViews(postIds: string[], { keepalive }: { keepalive: boolean }): void {
  void api.post('/api/posts/views', { postIds }, { keepalive }).catch(() => undefined);
}
