import { followStatus, followToggleResult } from '@common/schemas/follows.ts';
import { reelPage } from '@common/schemas/reels.ts';
import {
  type CurrentUser,
  currentUser,
  type MemberProfile,
  memberProfile,
  type PublicUser,
  type UpdateProfileBody,
} from '@common/schemas/user.ts';
import { type Query, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { it } from '../i18n/it.ts';
import { api, errorJson, errorStatus } from '../lib/api.ts';
import { toast } from '../ui/toast.tsx';
import { authKeys } from './current-user.ts';
import { postKeys, setAuthorFollowing } from './post-cache.ts';

/** Query keys of members. */
export const userKeys = {
  /** GET /api/users/{id}; use with `exact: true` when invalidating, its lists share the prefix. */
  user: (id: string) => ['/api/users', id] as const,
  reels: (id: string) => ['/api/users', id, 'reels'] as const,
  /** GET /api/follows/{id}/status: whether the viewer follows that member (profile overlay). */
  followStatus: (id: string) => ['/api/follows', id, 'status'] as const,
};

/** Whether a query is a member's profile (GET /api/users/{id}), not one of their lists. */
export function isProfileQuery(query: Pick<Query, 'queryKey'>): boolean {
  return query.queryKey[0] === '/api/users' && query.queryKey.length === 2;
}

const userPath = (id: string) => `/api/users/${encodeURIComponent(id)}`;

/** A profile as the screen holds it: the reputation is there once the profile itself has arrived. */
export type ProfileData = PublicUser & Partial<Pick<MemberProfile, 'points' | 'level'>>;

/** GET /api/users/{id}; the signed-in member's own record fills the screen until it arrives. */
export function useUserQuery(id: string, placeholder?: PublicUser) {
  return useQuery<ProfileData>({
    queryKey: userKeys.user(id),
    queryFn: ({ signal }) => api.get(userPath(id), { schema: memberProfile, signal }),
    placeholderData: placeholder,
  });
}

/** GET /api/follows/{id}/status, only for another member's profile. */
export function useFollowStatusQuery(id: string) {
  return useQuery({
    queryKey: userKeys.followStatus(id),
    queryFn: ({ signal }) =>
      api.get(`/api/follows/${encodeURIComponent(id)}/status`, {
        schema: followStatus,
        signal,
      }),
  });
}

/** GET /api/users/{id}/reels: the member's reels, newest first (the first page). */
export function useUserReelsQuery(id: string) {
  return useQuery({
    queryKey: userKeys.reels(id),
    queryFn: ({ signal }) => api.get(`${userPath(id)}/reels`, { schema: reelPage, signal }),
  });
}

/** Who a follow toggle is about: the id to send, the name for SPEC §8's toast. */
export interface FollowTarget {
  id: string;
  name: string;
}

/** POST /api/follows toggles following a member; every card by them and both profiles' counts follow. */
export function useToggleFollowMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: FollowTarget) =>
      api.post('/api/follows', { followingId: target.id }, { schema: followToggleResult }),
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
    meta: { errorText: it.post.followError, unauthorized: 'follow' },
  });
}

/** A 400 carries the server's Italian reason (e.g. a name too long); anything else the generic text. */
function profileErrorText(error: unknown): string {
  const reason = errorStatus(error) === 400 ? errorJson<{ message: string }>(error)?.message : undefined;
  return reason ?? it.profile.saveError;
}

/** PATCH /api/users/me: the signed-in member, their profile and the names on their posts follow. */
export function useUpdateProfileMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody): Promise<CurrentUser> =>
      api.patch('/api/users/me', body, { schema: currentUser }),
    onSuccess: (user) => {
      client.setQueryData(authKeys.user, user);
      void client.invalidateQueries({ queryKey: authKeys.user });
      void client.invalidateQueries({ queryKey: userKeys.user(user.id), exact: true });
      void client.invalidateQueries({ queryKey: postKeys.byUser(user.id) });
      void client.invalidateQueries({ queryKey: postKeys.feeds });
    },
    meta: { errorText: profileErrorText },
  });
}
