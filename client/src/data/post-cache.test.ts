import type { PostPayload as Post } from '@common/schemas/posts.ts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { nextCursor } from './pages.ts';
import {
  addPostToLists,
  isPostListQuery,
  mapPages,
  type PostPages,
  postKeys,
  prependPost,
  removePostFromLists,
  setAuthorFollowing,
  updatePostInLists,
} from './post-cache.ts';
import { userKeys } from './users.ts';

const PAGE_SIZE = 20;

function makePost(id: string, authorId = 'autore-1', extra: Partial<Post> = {}): Post {
  return {
    id,
    title: `Post ${id}`,
    content: 'Contenuto',
    category: 'smartphone',
    imageUrls: [],
    thumbnailUrls: [],
    imageSizes: [],
    viewsCount: 0,
    likesCount: 0,
    commentsCount: 0,
    createdAt: '2025-09-01T10:00:00.000Z',
    updatedAt: null,
    author: { id: authorId, firstName: 'Giulia', lastName: 'Bianchi' },
    isLiked: false,
    isFollowing: false,
    isSolved: false,
    solutionCommentId: null,
    ...extra,
  };
}

const pages = (...lists: Post[][]): PostPages => ({ pages: lists, pageParams: lists.map(() => undefined) });

describe('post list cache', () => {
  it('recognises feeds and member post lists, not comments or profiles', () => {
    expect(isPostListQuery({ queryKey: postKeys.feed(null) })).toBe(true);
    expect(isPostListQuery({ queryKey: postKeys.feed('console') })).toBe(true);
    expect(isPostListQuery({ queryKey: postKeys.byUser('u1') })).toBe(true);
    expect(isPostListQuery({ queryKey: postKeys.comments('p1') })).toBe(false);
    expect(isPostListQuery({ queryKey: userKeys.user('u1') })).toBe(false);
  });

  it('changes or drops posts and keeps untouched pages as they were', () => {
    const first = [makePost('a'), makePost('b')];
    const second = [makePost('c')];
    const data = pages(first, second);
    const changed = mapPages(data, (post) => (post.id === 'a' ? null : post));
    expect(changed?.pages[0]?.map((p) => p.id)).toEqual(['b']);
    expect(changed?.pages[1]).toBe(second);
    expect(mapPages(data, (post) => post)).toBe(data);
  });

  it('puts a new post on top once', () => {
    const data = pages([makePost('a')]);
    const withNew = prependPost(data, makePost('new'));
    expect(withNew?.pages[0]?.map((p) => p.id)).toEqual(['new', 'a']);
    expect(prependPost(withNew, makePost('new'))).toBe(withNew);
  });

  it('updates every list a post is in, and follows an author on every card', () => {
    const client = new QueryClient();
    client.setQueryData(postKeys.feed(null), pages([makePost('a'), makePost('b', 'autore-2')]));
    client.setQueryData(postKeys.byUser('autore-1'), pages([makePost('a')]));

    updatePostInLists(client, 'a', (post) => ({ ...post, likesCount: 3 }));
    expect(client.getQueryData<PostPages>(postKeys.feed(null))?.pages[0]?.[0]?.likesCount).toBe(3);
    expect(client.getQueryData<PostPages>(postKeys.byUser('autore-1'))?.pages[0]?.[0]?.likesCount).toBe(3);

    setAuthorFollowing(client, 'autore-2', true);
    const feed = client.getQueryData<PostPages>(postKeys.feed(null))?.pages[0];
    expect(feed?.map((p) => p.isFollowing)).toEqual([false, true]);

    removePostFromLists(client, 'a');
    expect(client.getQueryData<PostPages>(postKeys.byUser('autore-1'))?.pages[0]).toEqual([]);
  });

  it('adds a created post to the feed, its category and its author list, when loaded', () => {
    const client = new QueryClient();
    client.setQueryData(postKeys.feed(null), pages([makePost('a')]));
    client.setQueryData(postKeys.feed('smartphone'), pages([]));
    client.setQueryData(postKeys.feed('console'), pages([]));
    addPostToLists(client, makePost('new'));
    expect(client.getQueryData<PostPages>(postKeys.feed(null))?.pages[0]?.[0]?.id).toBe('new');
    expect(client.getQueryData<PostPages>(postKeys.feed('smartphone'))?.pages[0]?.[0]?.id).toBe('new');
    expect(client.getQueryData<PostPages>(postKeys.feed('console'))?.pages[0]).toEqual([]);
    expect(client.getQueryData(postKeys.byUser('autore-1'))).toBeUndefined();
  });

  it('asks for another page only after a full one, from the last post shown', () => {
    const full = Array.from({ length: PAGE_SIZE }, (_, i) => makePost(`p${i}`));
    expect(nextCursor(full, PAGE_SIZE)).toBe(`p${PAGE_SIZE - 1}`);
    expect(nextCursor(full.slice(1), PAGE_SIZE)).toBeUndefined();
    expect(nextCursor([], PAGE_SIZE)).toBeUndefined();
  });
});
