import type { PostCategory } from '@common/constants.ts';
import type { PostPayload as Post } from '@common/schemas/posts.ts';
import type { SearchResult } from '@common/schemas/search.ts';
import type { InfiniteData, Query, QueryClient } from '@tanstack/react-query';
import type { Pages } from './pages.ts';

export type PostPages = Pages<Post>;

/** A feed: every post (null), one category, or the problems still waiting for a solution (issue 28). */
export type FeedFilter = PostCategory | 'unsolved' | null;

/** Query keys of everything post-shaped. A key factory per resource (STYLE §6). */
export const postKeys = {
  /** Every feed list, whatever its category. */
  feeds: ['/api/posts', 'list'] as const,
  feed: (filter: FeedFilter) => ['/api/posts', 'list', filter ?? 'all'] as const,
  /** GET /api/users/{id}/posts: a member's posts (profile overlay). */
  byUser: (userId: string) => ['/api/users', userId, 'posts'] as const,
  /** GET /api/posts/{id}/comments. */
  comments: (postId: string) => ['/api/posts', postId, 'comments'] as const,
};

/** Whether a query holds pages of posts: a feed (any category) or a member's posts. */
export function isPostListQuery(query: Pick<Query, 'queryKey'>): boolean {
  const [root, second, third] = query.queryKey;
  return (root === '/api/posts' && second === 'list') || (root === '/api/users' && third === 'posts');
}

/** Applies `change` to every post of the pages; `null` drops the post. Unchanged pages keep their identity. */
export function mapPages(
  data: PostPages | undefined,
  change: (post: Post) => Post | null,
): PostPages | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    let pageChanged = false;
    const next: Post[] = [];
    for (const post of page) {
      const updated = change(post);
      if (updated !== post) pageChanged = true;
      if (updated) next.push(updated);
    }
    if (!pageChanged) return page;
    changed = true;
    return next;
  });
  return changed ? { ...data, pages } : data;
}

/** Puts a new post on top of the first page, unless it is already there. */
export function prependPost(data: PostPages | undefined, post: Post): PostPages | undefined {
  if (!data || data.pages.some((page) => page.some((p) => p.id === post.id))) return data;
  const [first = [], ...rest] = data.pages;
  return { ...data, pages: [[post, ...first], ...rest] };
}

type SearchPages = InfiniteData<SearchResult, string | undefined>;

/** Applies `change` to the posts of cached search results (issue 28), which are pages of { posts, users }. */
function mapSearchResults(client: QueryClient, change: (post: Post) => Post | null): void {
  client.setQueriesData<SearchPages>({ queryKey: ['/api/search'] }, (data) => {
    if (!data) return data;
    const pages = data.pages.map((page) => {
      const posts = page.posts.flatMap((post) => {
        const next = change(post);
        return next ? [next] : [];
      });
      return posts.length === page.posts.length && posts.every((p, i) => p === page.posts[i])
        ? page
        : { ...page, posts };
    });
    return pages.every((page, i) => page === data.pages[i]) ? data : { ...data, pages };
  });
}

/** Changes one post in every cached list, search results included. */
export function updatePostInLists(client: QueryClient, postId: string, change: (post: Post) => Post): void {
  client.setQueriesData<PostPages>({ predicate: isPostListQuery }, (data) =>
    mapPages(data, (post) => (post.id === postId ? change(post) : post)),
  );
  mapSearchResults(client, (post) => (post.id === postId ? change(post) : post));
}

/** Drops one post from every cached list. */
export function removePostFromLists(client: QueryClient, postId: string): void {
  client.setQueriesData<PostPages>({ predicate: isPostListQuery }, (data) =>
    mapPages(data, (post) => (post.id === postId ? null : post)),
  );
  mapSearchResults(client, (post) => (post.id === postId ? null : post));
}

/** After a follow toggle every card by that author shows the new state. */
export function setAuthorFollowing(client: QueryClient, authorId: string, isFollowing: boolean): void {
  client.setQueriesData<PostPages>({ predicate: isPostListQuery }, (data) =>
    mapPages(data, (post) =>
      post.author.id === authorId && post.isFollowing !== isFollowing ? { ...post, isFollowing } : post,
    ),
  );
}

/** A freshly created post goes on top of the lists it belongs to. */
export function addPostToLists(client: QueryClient, post: Post): void {
  // A new post has no solution yet: it belongs to 'Da risolvere' too.
  const keys = [postKeys.feed(null), postKeys.feed('unsolved'), postKeys.byUser(post.author.id)];
  if (post.category) keys.push(postKeys.feed(post.category));
  for (const key of keys) client.setQueryData<PostPages>(key, (data) => prependPost(data, post));
}
