import {
  type CreateReelBody,
  REEL_PAGE_SIZE,
  type ReelCommentPayload,
  type ReelPayload,
  reelCommentList,
  reelCommentPayload,
  reelLikeResult,
  reelPage,
  reelPayload,
} from '@common/schemas/reels.ts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reelsText } from '../i18n/reels.ts';
import { api } from '../lib/api.ts';
import { toast } from '../ui/toast.tsx';
import { likeQueue } from './like-queue.ts';
import { type Pages, useKeysetPages } from './pages.ts';
import { userKeys } from './users.ts';

/** Query keys of reels. */
export const reelKeys = {
  feed: ['/api/reels'] as const,
  comments: (id: string) => ['/api/reels', id, 'comments'] as const,
};

const reelPath = (id: string) => `/api/reels/${encodeURIComponent(id)}`;

/** GET /api/reels: newest first, in keyset pages; fetched afresh each time /reels opens. */
export function useReelsQuery() {
  return useKeysetPages({
    queryKey: reelKeys.feed,
    path: '/api/reels',
    pageSize: REEL_PAGE_SIZE,
    schema: reelPage,
    refetchOnMount: 'always',
  });
}

/** Applies `change` to a reel wherever it is cached: the feed's pages and the profile grids. */
function updateReel(client: QueryClient, id: string, change: (reel: ReelPayload) => ReelPayload) {
  client.setQueryData<Pages<ReelPayload>>(reelKeys.feed, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => page.map((r) => (r.id === id ? change(r) : r))) }
      : data,
  );
  client.setQueriesData<ReelPayload[]>({ queryKey: ['/api/users'] }, (list) =>
    Array.isArray(list) && list.every((r) => typeof r === 'object' && r && 'videoUrl' in r)
      ? list.map((r) => (r.id === id ? change(r) : r))
      : list,
  );
}

const likes = likeQueue();

const withLike = (reel: ReelPayload, isLiked: boolean): ReelPayload =>
  reel.isLiked === isLiked
    ? reel
    : { ...reel, isLiked, likesCount: Math.max(0, reel.likesCount + (isLiked ? 1 : -1)) };

/** POST or DELETE /api/reels/{id}/like, optimistically; a failure puts it back with SPEC §8's toast. */
export function useReelLikeMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, like }: { id: string; like: boolean }) =>
      likes.send(id, () =>
        like
          ? api.post(`${reelPath(id)}/like`, undefined, { schema: reelLikeResult })
          : api.delete(`${reelPath(id)}/like`, { schema: reelLikeResult }),
      ),
    onMutate: ({ id, like }) => {
      likes.tapped(id);
      updateReel(client, id, (reel) => withLike(reel, like));
    },
    onError: (_error, { id, like }) => updateReel(client, id, (reel) => withLike(reel, !like)),
    onSuccess: (result, { id }) => {
      if (likes.isLast(id)) updateReel(client, id, (reel) => ({ ...reel, ...result }));
    },
    onSettled: (_data, _error, { id }) => likes.settled(id),
    meta: { errorText: reelsText.feed.likeError, unauthorized: 'like' },
  });
}

/** GET /api/reels/{id}/comments, oldest first; fetched again each time the sheet opens. */
export function useReelCommentsQuery(id: string, enabled: boolean) {
  return useQuery({
    queryKey: reelKeys.comments(id),
    queryFn: ({ signal }) => api.get(`${reelPath(id)}/comments`, { schema: reelCommentList, signal }),
    refetchOnMount: 'always',
    enabled,
  });
}

/** POST /api/reels/{id}/comments: appended to the list, and the reel's count goes up by one. */
export function useAddReelCommentMutation(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api.post(`${reelPath(id)}/comments`, { content }, { schema: reelCommentPayload }),
    onSuccess: (comment) => {
      client.setQueryData<ReelCommentPayload[]>(reelKeys.comments(id), (list) =>
        list?.some((c) => c.id === comment.id) ? list : [...(list ?? []), comment],
      );
      updateReel(client, id, (reel) => ({ ...reel, commentsCount: reel.commentsCount + 1 }));
      toast({ title: reelsText.comments.added });
    },
    meta: { errorText: reelsText.comments.error, unauthorized: 'comment' },
  });
}

/** POST /api/reels: the reels feed and the author's profile refresh. */
export function useCreateReelMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReelBody) => api.post('/api/reels', body, { schema: reelPayload }),
    onSuccess: (reel) => {
      void client.invalidateQueries({ queryKey: reelKeys.feed });
      void client.invalidateQueries({ queryKey: userKeys.reels(reel.author.id) });
      void client.invalidateQueries({ queryKey: userKeys.user(reel.author.id), exact: true });
    },
    meta: { errorText: reelsText.form.publishError },
  });
}

/** DELETE /api/reels/{id} (the author's own): the reel leaves the feed and the profile grid. */
export function useDeleteReelMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reel: Pick<ReelPayload, 'id' | 'author'>) => api.delete(reelPath(reel.id)),
    onSuccess: (_result, reel) => {
      client.setQueryData<Pages<ReelPayload>>(reelKeys.feed, (data) =>
        data ? { ...data, pages: data.pages.map((page) => page.filter((r) => r.id !== reel.id)) } : data,
      );
      void client.invalidateQueries({ queryKey: userKeys.reels(reel.author.id) });
      void client.invalidateQueries({ queryKey: userKeys.user(reel.author.id), exact: true });
      toast({ title: reelsText.feed.deleted });
    },
    meta: { errorText: reelsText.feed.deleteError },
  });
}
