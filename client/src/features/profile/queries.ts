import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody } from '../../../../common/schemas/social.ts';
import type { CurrentUser, PublicUser } from '../../../../common/schemas/user.ts';
import { apiRequest } from '../../lib/api.ts';
import { authKeys } from '../auth/queries.ts';
import { postKeys, userKeys } from '../feed/post-cache.ts';

/** A reel as the profile grid needs it; the reels issue defines the full shape. */
export interface ReelThumbnail {
  id: string;
  title?: string | null;
  thumbnailUrl?: string | null;
}

/** GET /api/users/{id}; the signed-in member's own record fills the screen until it arrives. */
export function useUserQuery(id: string, placeholder?: PublicUser) {
  return useQuery<PublicUser>({ queryKey: userKeys.user(id), placeholderData: placeholder });
}

/** GET /api/follows/{id}/status, only for another member's profile. */
export function useFollowStatusQuery(id: string) {
  return useQuery<{ isFollowing: boolean }>({ queryKey: userKeys.followStatus(id) });
}

/** GET /api/users/{id}/reels (empty until reels land). */
export function useUserReelsQuery(id: string) {
  return useQuery<ReelThumbnail[]>({ queryKey: userKeys.reels(id) });
}

/** PATCH /api/users/me: the signed-in member, their profile and the names on their posts follow. */
export function useUpdateProfileMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateProfileBody) =>
      (await (await apiRequest('PATCH', '/api/users/me', body)).json()) as CurrentUser,
    onSuccess: (user) => {
      client.setQueryData(authKeys.user, user);
      void client.invalidateQueries({ queryKey: authKeys.user });
      void client.invalidateQueries({ queryKey: userKeys.user(user.id), exact: true });
      void client.invalidateQueries({ queryKey: userKeys.posts(user.id) });
      void client.invalidateQueries({ queryKey: postKeys.feeds });
    },
  });
}
