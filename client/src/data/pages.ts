import { type InfiniteData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type QueryParams } from '../lib/api.ts';
import type { QueryErrorMeta } from '../lib/query-client.ts';

/** A keyset-paginated list as the cache holds it: pages of items, each page fetched `before` a cursor. */
export type Pages<T> = InfiniteData<T[], string | undefined>;

/** The cursor of the next page (the id of the last item shown), or undefined once a page came back short. */
export function nextCursor(lastPage: readonly { id: string }[], pageSize: number): string | undefined {
  return lastPage.length < pageSize ? undefined : lastPage.at(-1)?.id;
}

export interface KeysetPagesOptions<T> {
  queryKey: QueryKey;
  path: string;
  pageSize: number;
  /** The response schema of one page. */
  schema: z.ZodType<T[]>;
  /** Extra query parameters (e.g. the category). */
  query?: QueryParams;
  /** 'always' fetches afresh each time a screen opens. */
  refetchOnMount?: boolean | 'always';
  meta?: QueryErrorMeta;
}

/** The one keyset-pages hook (DESIGN §4: `?before=<cursor>&limit=`): each page is one request. */
export function useKeysetPages<T extends { id: string }>({
  queryKey,
  path,
  pageSize,
  schema,
  query,
  refetchOnMount,
  meta,
}: KeysetPagesOptions<T>) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      api.get(path, { query: { ...query, limit: pageSize, before: pageParam }, schema, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => nextCursor(lastPage, pageSize),
    refetchOnMount,
    meta,
  });
}
