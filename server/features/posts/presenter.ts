import type { Post, PostAuthor } from '../../../common/schemas/posts.ts';
import type { posts } from '../../db/schema.ts';
import { objectPath, thumbnailPath } from '../objects/paths.ts';

export interface PostRow {
  post: typeof posts.$inferSelect;
  author: PostAuthor;
  imageIds: string[];
  isLiked: boolean;
  isFollowing: boolean;
}

/** What leaves the server for a post. */
export function presentPost(row: PostRow): Post {
  const { post } = row;
  return {
    id: post.id,
    title: post.title,
    content: post.content,
    category: post.category,
    imageUrls: row.imageIds.map(objectPath),
    thumbnailUrls: row.imageIds.map(thumbnailPath),
    viewsCount: post.viewsCount,
    likesCount: post.likesCount,
    commentsCount: post.commentsCount,
    createdAt: new Date(post.createdAt).toISOString(),
    updatedAt: post.updatedAt ? new Date(post.updatedAt).toISOString() : null,
    author: row.author,
    isLiked: Boolean(row.isLiked),
    isFollowing: Boolean(row.isFollowing),
  };
}
