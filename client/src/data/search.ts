import type { PostCategory } from '@common/constants.ts';
import { type SearchResult, searchResult } from '@common/schemas/search.ts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

export type SearchTab = 'all' | 'posts' | 'users';

/** Query keys of search (issue 28). */
export const searchKeys = {
  all: ['/api/search'] as const,
  results: (q: string, tab: SearchTab, category: PostCategory | null) =>
    ['/api/search', q, tab, category ?? 'any'] as const,
};

/** GET /api/search for a (debounced, trimmed) query of at least two characters; pages follow nextCursor. */
export function useSearchQuery(q: string, tab: SearchTab, category: PostCategory | null) {
  return useInfiniteQuery({
    queryKey: searchKeys.results(q, tab, category),
    enabled: q.length >= 2,
    // The last results stay on screen while the next ones load, so typing does not flash skeletons.
    placeholderData: keepPreviousData,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: SearchResult) => last.nextCursor,
    queryFn: ({ pageParam, signal }) =>
      api.get('/api/search', {
        query: { q, type: tab === 'all' ? undefined : tab, category, cursor: pageParam },
        schema: searchResult,
        signal,
      }),
  });
}

const RECENT_KEY = 'riparami:recent-searches';
const RECENT_MAX = 8;

/** The searches made on this device, newest first (kept in localStorage only). */
export function recentSearches(): string[] {
  try {
    const list = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(list)
      ? list.filter((q): q is string => typeof q === 'string').slice(0, RECENT_MAX)
      : [];
  } catch {
    return [];
  }
}

/** Saves the recent searches; storage may be full or off, and then nothing is kept. */
function saveRecent(list: string[]) {
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify(list.slice(0, RECENT_MAX)));
  } catch {
    // Private mode or a full storage: recent searches are a convenience.
  }
}

export function rememberSearch(q: string): string[] {
  const list = [q, ...recentSearches().filter((other) => other.toLowerCase() !== q.toLowerCase())];
  saveRecent(list);
  return list.slice(0, RECENT_MAX);
}

export function forgetSearch(q: string | null): string[] {
  const list = q === null ? [] : recentSearches().filter((other) => other !== q);
  saveRecent(list);
  return list;
}
