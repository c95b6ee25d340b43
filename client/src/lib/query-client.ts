import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { throwIfNotOk } from './api.ts';

type UnauthorizedBehaviour = 'returnNull' | 'throw';

/** GETs the query key joined with '/' and parses JSON; on 401 either throws or answers null (SPEC §7). */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehaviour }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/** SPEC §9: no retries, no refetch on focus, no polling, data never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
