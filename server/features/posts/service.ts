import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CreatePostBody, Post, PostListQuery, UpdatePostBody } from '../../../common/schemas/posts.ts';
import { createPostBody } from '../../../common/schemas/posts.ts';
import type { Db } from '../../db/client.ts';
import { likes, notifications, objects, postImages, posts, postViews, users } from '../../db/schema.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { objectIdOf } from '../objects/paths.ts';
import { deleteObjectFiles, type ObjectsDeps } from '../objects/service.ts';
import { assertAuthor } from './policy.ts';
import { type PostImageRow, presentPost } from './presenter.ts';

/**
 * One SQL statement for a page of posts with their author, image ids and the viewer's like and
 * follow state (DESIGN §7: a page is never one query per row).
 */
function postRows(db: Db, viewerId: string) {
  return db
    .select({
      post: posts,
      author: { id: users.id, firstName: users.firstName, lastName: users.lastName },
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

/** Newest first, keyset-paginated on (created_at, id) after the post `before`. */
export async function listPosts(
  db: Db,
  viewerId: string,
  query: PostListQuery & { authorId?: string },
): Promise<Post[]> {
  const rows = await postRows(db, viewerId)
    .where(
      and(
        query.category ? eq(posts.category, query.category) : undefined,
        query.authorId ? eq(posts.authorId, query.authorId) : undefined,
        query.before
          ? sql`(${posts.createdAt}, ${posts.id}) < (select c.created_at, c.id from posts c where c.id = ${query.before})`
          : undefined,
      ),
    )
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(query.limit);
  return rows.map(presentPost);
}

export async function getPost(db: Db, viewerId: string, id: string): Promise<Post> {
  const [row] = await postRows(db, viewerId).where(eq(posts.id, id));
  if (!row) throw notFound('Post non trovato');
  return presentPost(row);
}

/** Creates a post with up to five images the author uploaded and no other post uses. */
export async function createPost(deps: ObjectsDeps, authorId: string, input: CreatePostBody): Promise<Post> {
  const body = createPostBody.parse(input);
  const imageIds = body.imageUrls.map((url) => {
    const id = objectIdOf(url);
    if (!id) throw new HttpError(400, 'BAD_IMAGE', 'Immagine non valida');
    return id;
  });
  if (new Set(imageIds).size !== imageIds.length) throw new HttpError(400, 'BAD_IMAGE', 'Immagine ripetuta');
  const postId = await deps.db.transaction(async (tx) => {
    if (imageIds.length > 0) {
      const usable = await tx
        .select({ id: objects.id })
        .from(objects)
        .leftJoin(postImages, eq(postImages.objectId, objects.id))
        .where(
          and(
            inArray(objects.id, imageIds),
            eq(objects.ownerId, authorId),
            eq(objects.status, 'uploaded'),
            eq(objects.kind, 'image'),
            isNull(postImages.objectId),
          ),
        );
      if (usable.length !== imageIds.length) {
        throw new HttpError(400, 'BAD_IMAGE', 'Una delle immagini non è stata caricata da te o è già usata');
      }
      await tx.update(objects).set({ acl: 'public' }).where(inArray(objects.id, imageIds));
    }
    const [post] = await tx
      .insert(posts)
      .values({ authorId, title: body.title, content: body.content, category: body.category ?? null })
      .returning({ id: posts.id });
    if (imageIds.length > 0) {
      await tx
        .insert(postImages)
        .values(imageIds.map((objectId, position) => ({ postId: post!.id, objectId, position })));
    }
    await tx
      .update(users)
      .set({ postsCount: sql`${users.postsCount} + 1` })
      .where(eq(users.id, authorId));
    return post!.id;
  });
  return getPost(deps.db, authorId, postId);
}

async function loadOwnPost(db: Db, id: string, userId: string) {
  const [post] = await db.select().from(posts).where(eq(posts.id, id));
  if (!post) throw notFound('Post non trovato');
  assertAuthor(post, userId);
  return post;
}

export async function updatePost(db: Db, userId: string, id: string, body: UpdatePostBody): Promise<Post> {
  await loadOwnPost(db, id, userId);
  await db
    .update(posts)
    .set({ title: body.title, content: body.content, updatedAt: new Date() })
    .where(eq(posts.id, id));
  return getPost(db, userId, id);
}

/** Deletes a post with its comments, likes, views, images and notifications. */
export async function deletePost(deps: ObjectsDeps, userId: string, id: string): Promise<void> {
  await loadOwnPost(deps.db, id, userId);
  const imageIds = await deps.db.transaction(async (tx) => {
    const images = await tx
      .select({ id: postImages.objectId })
      .from(postImages)
      .where(eq(postImages.postId, id));
    await tx.delete(likes).where(and(eq(likes.entityType, 'post'), eq(likes.entityId, id)));
    await tx.delete(notifications).where(eq(notifications.postId, id));
    // Comments, views and image links go with the post (ON DELETE CASCADE).
    const deleted = await tx.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
    if (deleted.length === 0) return [];
    if (images.length > 0)
      await tx.delete(objects).where(
        inArray(
          objects.id,
          images.map((i) => i.id),
        ),
      );
    await tx
      .update(users)
      .set({ postsCount: sql`greatest(${users.postsCount} - 1, 0)` })
      .where(eq(users.id, userId));
    return images.map((i) => i.id);
  });
  await Promise.all(imageIds.map((objectId) => deleteObjectFiles(deps, objectId)));
}

/** Counts each viewer once per post; authors viewing their own posts do not count. */
export async function recordViews(db: Db, viewerId: string, postIds: string[]): Promise<number> {
  const unique = [...new Set(postIds)];
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(postViews)
      .select(
        tx
          .select({
            postId: posts.id,
            viewerId: sql`${viewerId}`.as('viewer_id'),
            createdAt: sql`now()`.as('created_at'),
          })
          .from(posts)
          .where(and(inArray(posts.id, unique), sql`${posts.authorId} <> ${viewerId}`)),
      )
      .onConflictDoNothing()
      .returning({ postId: postViews.postId });
    if (fresh.length > 0) {
      await tx
        .update(posts)
        .set({ viewsCount: sql`${posts.viewsCount} + 1` })
        .where(
          inArray(
            posts.id,
            fresh.map((f) => f.postId),
          ),
        );
    }
    return fresh.length;
  });
}
