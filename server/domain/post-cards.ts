import { eq, getTableColumns, type Placeholder, sql } from 'drizzle-orm';
import type { PostPayload } from '../../common/schemas/posts.ts';
import type { Db } from '../db/client.ts';
import { posts, users } from '../db/schema.ts';
import { presentAuthor } from './members.ts';
import { objectPath, thumbnailPath } from './objects.ts';

// A post as every list shows it (the feed, a profile, search): read in one statement, presented one way.

export interface PostImageRow {
  id: string;
  width: number | null;
  height: number | null;
}

/**
 * A post's columns but its search document: a list never shows the tsvector, and reading it (up to a kilobyte a
 * post, TOASTed once comments grow) was most of the bytes of a feed page (issue 29).
 */
const { searchVector: _document, ...cardColumns } = getTableColumns(posts);

export interface PostRow {
  post: Omit<typeof posts.$inferSelect, 'searchVector'>;
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

/**
 * One SQL statement for a page of posts with their author, image ids and the viewer's like and
 * follow state (DESIGN §7: a page is never one query per row).
 */
export function postRows(db: Db, viewerId: string | Placeholder) {
  return db
    .select({
      post: cardColumns,
      author: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        avatarObjectId: users.avatarObjectId,
      },
      images: sql<PostImageRow[]>`coalesce((
        select json_agg(json_build_object('id', pi.object_id, 'width', o.width, 'height', o.height) order by pi.position)
        from post_images pi join objects o on o.id = pi.object_id where pi.post_id = ${posts.id}
      ), '[]'::json)`,
      isLiked: sql<boolean>`exists(
        select 1 from likes l where l.user_id = ${viewerId} and l.entity_type = 'post' and l.entity_id = ${posts.id}
      )`,
      isFollowing: sql<boolean>`exists(
        select 1 from follows f where f.follower_id = ${viewerId} and f.following_id = ${posts.authorId}
      )`,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId));
}
