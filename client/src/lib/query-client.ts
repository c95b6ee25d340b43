import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleUnauthorized, type MutationErrorMeta, reportMutationError } from './errors.ts';

/** What a query's `meta` says about its failures. */
export type QueryErrorMeta = {
  /** false: a 401 here is not announced (the bell and the sheet stay quiet; the screens speak). */
  announceUnauthorized?: false;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryErrorMeta;
    mutationMeta: MutationErrorMeta;
  }
}

/**
 * SPEC §9: no retries, no refetch on focus, no polling, data never stale. SPEC §8's 401 handling lives here,
 * once: a query that answers 401 means the session expired; a mutation's texts come from its `meta`.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.announceUnauthorized !== false) handleUnauthorized(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportMutationError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
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
