import type { CurrentUser } from '@common/schemas/user.ts';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../lib/api.ts';

/** Query keys of the signed-in member. */
export const authKeys = {
  user: ['/api/auth/user'] as const,
};

/**
 * GET /api/auth/user: the signed-in member, or null for a guest (SPEC §7: a 401 means "no user"). The page asks
 * as a probe, so a guest gets 204 rather than a 401 the browser would log as an error (issue 27). The answer's
 * schema (and zod with it) loads while the request is in flight: it is not part of the first load (issue 29).
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  const schema = import('@common/schemas/user.ts');
  try {
    const res = await fetch('/api/auth/user', {
      credentials: 'include',
      headers: { 'X-Session-Probe': '1' },
      signal,
    });
    if (res.status === 204) return null;
    if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
    const { currentUser } = await schema;
    return currentUser.parse(await res.json());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The signed-in member, or null for a guest; never retried on its own (SPEC §9), asked again on `retry`.
 * `failed`: the server could not say (offline, server down).
 */
export function useCurrentUser() {
  const query = useQuery({
    queryKey: authKeys.user,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    retry: false,
  });
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}
