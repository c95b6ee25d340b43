import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PostCategory } from '../../../../common/constants.ts';
import type { Post, UpdatePostBody } from '../../../../common/schemas/posts.ts';
import type { Comment } from '../../../../common/schemas/social.ts';
import { it } from '../../i18n/it.ts';
import { apiRequest, throwIfNotOk } from '../../lib/api.ts';
import { handleMutationError, UNAUTHORIZED } from '../../lib/errors.ts';
import { toast } from '../../ui/toast.tsx';
import { authKeys } from '../auth/queries.ts';
import {
  isProfileQuery,
  postKeys,
  refreshPostLists,
  removePostFromLists,
  setAuthorFollowing,
  updatePostInLists,
  userKeys,
} from './post-cache.ts';

/** Posts per request; a shorter page means the list has ended. */
export const PAGE_SIZE = 20;

/** GETs one keyset page of posts: `before` is the id of the last post already shown. */
export async function fetchPostPage(
  path: string,
  { before, category, signal }: { before?: string; category?: PostCategory | null; signal?: AbortSignal },
): Promise<Post[]> {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (before) params.set('before', before);
  if (category) params.set('category', category);
  const res = await fetch(`${path}?${params}`, { credentials: 'include', signal });
  await throwIfNotOk(res);
  return (await res.json()) as Post[];
}

/** The cursor of the next page, or undefined once a page came back short. */
export function nextCursor(lastPage: Post[]): string | undefined {
  return lastPage.length < PAGE_SIZE ? undefined : lastPage.at(-1)?.id;
}

/** A paginated list of posts (the feed or a member's posts); each page is one request. */
function usePostPages(queryKey: readonly unknown[], path: string, category: PostCategory | null = null) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPostPage(path, { before: pageParam, category, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });
}

/** The home feed, optionally filtered by category. */
export function useFeedQuery(category: PostCategory | null) {
  return usePostPages(postKeys.feed(category), '/api/posts', category);
}

/** A member's posts (profile overlay). */
export function useUserPostsQuery(userId: string) {
  return usePostPages(userKeys.posts(userId), `/api/users/${encodeURIComponent(userId)}/posts`);
}

async function json<T>(response: Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

// Likes of one post are sent one after another, so rapid taps reach the server in the order they were made.
const likeQueues = new Map<string, Promise<unknown>>();
const pendingLikes = new Map<string, number>();

function queueLike(postId: string): Promise<{ isLiked: boolean; likesCount: number }> {
  const previous = likeQueues.get(postId) ?? Promise.resolve();
  const next = previous
    .catch(() => undefined)
    .then(() =>
      json<{ isLiked: boolean; likesCount: number }>(
        apiRequest('POST', '/api/likes', { entityId: postId, entityType: 'post' }),
      ),
    );
  likeQueues.set(postId, next);
  return next;
}

function flipLike(post: Post): Post {
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
    mutationFn: (postId: string) => queueLike(postId),
    onMutate: (postId) => {
      pendingLikes.set(postId, (pendingLikes.get(postId) ?? 0) + 1);
      updatePostInLists(client, postId, flipLike);
    },
    onError: (error, postId) => {
      updatePostInLists(client, postId, flipLike);
      handleMutationError(error, it.post.likeError, UNAUTHORIZED.like);
    },
    onSuccess: (result, postId) => {
      // Only the answer to the last tap is the truth; earlier answers would undo later optimistic flips.
      if (pendingLikes.get(postId) === 1)
        updatePostInLists(client, postId, (post) => ({ ...post, ...result }));
    },
    onSettled: (_data, _error, postId) => {
      const left = (pendingLikes.get(postId) ?? 1) - 1;
      if (left > 0) pendingLikes.set(postId, left);
      else pendingLikes.delete(postId);
    },
  });
}

export interface FollowTarget {
  id: string;
  name: string;
}

/** Toggles following a member; every card by them and both profiles' counts follow. */
export function useToggleFollowMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: FollowTarget) =>
      json<{ isFollowing: boolean; followersCount: number }>(
        apiRequest('POST', '/api/follows', { followingId: target.id }),
      ),
    onSuccess: (result, target) => {
      setAuthorFollowing(client, target.id, result.isFollowing);
      client.setQueryData(userKeys.followStatus(target.id), { isFollowing: result.isFollowing });
      toast(
        result.isFollowing
          ? { title: it.post.followed, description: it.post.followedDescription(target.name) }
          : { title: it.post.unfollowed, description: it.post.unfollowedDescription(target.name) },
      );
      // Follower and following counts: the member followed, your own profile and the signed-in user.
      void client.invalidateQueries({ predicate: isProfileQuery });
      void client.invalidateQueries({ queryKey: authKeys.user });
    },
    onError: (error) => handleMutationError(error, it.post.followError, UNAUTHORIZED.follow),
  });
}

/** PUT /api/posts/{id}: the edited post replaces the old one, then the lists refresh (SPEC §7). */
export function useUpdatePostMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePostBody }) =>
      json<Post>(apiRequest('PUT', `/api/posts/${encodeURIComponent(id)}`, body)),
    onSuccess: (post) => {
      updatePostInLists(client, post.id, () => post);
      toast({ title: it.post.updated });
      void refreshPostLists(client, post.author.id);
    },
    onError: (error) => handleMutationError(error, it.post.updateError),
  });
}

/** DELETE /api/posts/{id}: the post leaves every list, then the lists refresh (SPEC §7). */
export function useDeletePostMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (post: Pick<Post, 'id' | 'author'>) =>
      apiRequest('DELETE', `/api/posts/${encodeURIComponent(post.id)}`),
    onSuccess: (_res, post) => {
      removePostFromLists(client, post.id);
      client.removeQueries({ queryKey: postKeys.comments(post.id) });
      toast({ title: it.post.deleted });
      void refreshPostLists(client, post.author.id);
    },
    onError: (error) => handleMutationError(error, it.post.deleteError),
  });
}

/** The comments of a post, oldest first; fetched again each time the dialog opens. */
export function useCommentsQuery(postId: string) {
  return useQuery<Comment[]>({ queryKey: postKeys.comments(postId), refetchOnMount: 'always' });
}

/** POST /api/comments: the comment is appended and the post's comment count goes up by one. */
export function useAddCommentMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { postId: string; content: string }) =>
      json<Comment>(apiRequest('POST', '/api/comments', input)),
    onSuccess: (comment) => {
      client.setQueryData<Comment[]>(postKeys.comments(comment.postId), (list) =>
        list?.some((c) => c.id === comment.id) ? list : [...(list ?? []), comment],
      );
      updatePostInLists(client, comment.postId, (post) => ({
        ...post,
        commentsCount: post.commentsCount + 1,
      }));
    },
  });
}
