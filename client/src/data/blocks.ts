import { blockedList, blockStatus } from '@common/schemas/blocks.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

/** Query keys of blocking. */
export const blockKeys = {
  list: ['/api/blocks'] as const,
  status: (id: string) => ['/api/blocks', id, 'status'] as const,
};

/** GET /api/blocks: the members the signed-in member blocked. */
export function useBlockedQuery() {
  return useQuery({
    queryKey: blockKeys.list,
    queryFn: ({ signal }) => api.get('/api/blocks', { schema: blockedList, signal }),
  });
}

/** GET /api/blocks/{id}/status: whether the member blocked `id`, and whether `id` blocked the member. */
export function useBlockStatusQuery(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: blockKeys.status(id),
    queryFn: ({ signal }) =>
      api.get(`/api/blocks/${encodeURIComponent(id)}/status`, { schema: blockStatus, signal }),
    enabled,
  });
}

/** Blocks or unblocks a member; feeds, profiles and conversations are read again without them. */
export function useToggleBlockMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: string; block: boolean }) =>
      block
        ? api.post('/api/blocks', { userId }, { schema: blockStatus })
        : api.delete(`/api/blocks/${encodeURIComponent(userId)}`, { schema: blockStatus }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
