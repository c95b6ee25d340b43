import { SEARCH } from '../../../common/constants.ts';
import type { SearchResult } from '../../../common/schemas/search.ts';

/**
 * A page of results; nextCursor is there while more results follow and the next page is within reach
 * (offset pages: the rank order has no stable key to continue from).
 */
export function presentSearchPage(
  posts: SearchResult['posts'],
  users: SearchResult['users'],
  more: boolean,
  offset: number,
): SearchResult {
  const next = offset + SEARCH.pageSize;
  return { posts, users, ...(more && next <= SEARCH.maxOffset ? { nextCursor: String(next) } : {}) };
}
