import type { PostPayload } from '../../../common/schemas/posts.ts';
import type { posts } from '../../db/schema.ts';
import { objectPath, thumbnailPath } from '../objects/paths.ts';
import { presentAuthor } from '../users/presenter.ts';

export interface PostImageRow {
  id: string;
  width: number | null;
  height: number | null;
}

export interface PostRow {
  post: typeof posts.$inferSelect;
  author: Parameters<typeof presentAuthor>[0];
  images: PostImageRow[];
  isLiked: boolean;
  isFollowing: boolean;
}

/** What leaves the server for a post. */
export function presentPost(row: PostRow): PostPayload {
  const { post } = row;
  return {
    id: post.id,
    title: post.title,
    content: post.content,
    category: post.category,
    imageUrls: row.images.map((image) => objectPath(image.id)),
    thumbnailUrls: row.images.map((image) => thumbnailPath(image.id)),
    imageSizes: row.images.map((image) => ({ width: image.width ?? 0, height: image.height ?? 0 })),
    viewsCount: post.viewsCount,
    likesCount: post.likesCount,
    commentsCount: post.commentsCount,
    createdAt: new Date(post.createdAt).toISOString(),
    updatedAt: post.updatedAt ? new Date(post.updatedAt).toISOString() : null,
    author: presentAuthor(row.author),
    isLiked: Boolean(row.isLiked),
    isFollowing: Boolean(row.isFollowing),
    isSolved: post.solutionCommentId !== null,
    solutionCommentId: post.solutionCommentId,
  };
}
