import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { PAGE_MAX, PAGE_SIZE } from '../../../common/constants.ts';
import type {
  CreatePostBody,
  PostListQuery,
  PostPayload,
  UpdatePostBody,
} from '../../../common/schemas/posts.ts';
import { createPostBody } from '../../../common/schemas/posts.ts';
import type { Db } from '../../db/client.ts';
import { newestFirst, olderThan } from '../../db/keyset.ts';
import { literalLimit, pageLimit, perDatabase, perDatabaseByKey } from '../../db/prepared.ts';
import { messages, objects, postImages, posts, postViews, users } from '../../db/schema.ts';
import { notBlockedWith } from '../../domain/blocks.ts';
import { assertMemberExists } from '../../domain/members.ts';
import { deleteObjectFiles, objectIdOf } from '../../domain/objects.ts';
import { postRows, presentPost } from '../../domain/post-cards.ts';
import type { UserRow } from '../../platform/auth/sessions.ts';
import type { EventfulDeps } from '../../platform/events/events.ts';
import { forbidden, HttpError, notFound } from '../../platform/http/errors.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { mayDeletePost, mayEditPost, mayViewPost } from './policy.ts';

export interface PostsDeps extends EventfulDeps {
  storage: ObjectStorage;
}

declare module '../../platform/events/events.ts' {
  interface DomainEvents {
    /** A post is being deleted; what points at it without a foreign key goes in the same transaction. */
    'post.deleted': { post: { id: string; authorId: string } };
  }
}

type ListFilters = PostListQuery & { authorId?: string };

/**
 * The page statement of each combination of filters, built once per database and sent as a named
 * prepared statement (issue 29): the feed is the busiest call, and building it in the query builder and
 * planning it in PostgreSQL on every request were most of its cost beside the network.
 */
function prepareList(db: Db, shape: string, query: ListFilters, limit: number) {
  const p = (name: string) => sql.placeholder(name);
  const viewer = p('viewer');
  return postRows(db, viewer)
    .where(
      and(
        query.category ? eq(posts.category, p('category')) : undefined,
        query.authorId ? eq(posts.authorId, p('authorId')) : undefined,
        // Members who blocked each other do not see each other's posts (issue 21).
        notBlockedWith(viewer, posts.authorId),
        // A post a moderator hid is in no list (issue 20).
        isNull(posts.hiddenAt),
        query.solved === 'true' ? isNotNull(posts.solutionCommentId) : undefined,
        query.solved === 'false' ? isNull(posts.solutionCommentId) : undefined,
        olderThan(posts, query.before ? p('before') : undefined),
      ),
    )
    .orderBy(...newestFirst(posts))
    .limit(literalLimit(limit))
    .prepare(`post_list_${shape}_${limit}`);
}
const lists = perDatabaseByKey<ReturnType<typeof prepareList>>();

/** Newest first, keyset-paginated on (created_at, id) after the post `before`. */
export async function listPosts(db: Db, viewerId: string, query: ListFilters): Promise<PostPayload[]> {
  // With the LIMIT a parameter, PostgreSQL planned the page again on every call (a plan for any limit would sort
  // every post): 0.70 → 0.30 ms a feed page at the large dataset (issue 29).
  const limit = pageLimit(query.limit, PAGE_SIZE.posts, PAGE_MAX.posts);
  const shape = [
    query.category ? 'c' : '',
    query.authorId ? 'a' : '',
    query.solved === 'true' ? 's' : query.solved === 'false' ? 'u' : '',
    query.before ? 'b' : '',
  ].join('');
  const list = lists(db, `${shape}_${limit}`, () => prepareList(db, shape, query, limit));
  const rows = await list.execute({
    viewer: viewerId,
    category: query.category,
    authorId: query.authorId,
    before: query.before,
  });
  return rows.slice(0, query.limit).map(presentPost);
}

/** A member's posts, newest first, as the feed shows them to `viewer`; 404 for an unknown member. */
export async function memberPosts(
  db: Db,
  viewer: UserRow,
  memberId: string,
  query: PostListQuery,
): Promise<PostPayload[]> {
  await assertMemberExists(db, memberId);
  return listPosts(db, viewer.id, { ...query, authorId: memberId });
}

/** One post as the feed shows it, prepared once per connection (issue 29: planning it cost more than running it). */
const onePost = perDatabase((db) => {
  const viewer = sql.placeholder('viewer');
  return postRows(db, viewer)
    .where(and(eq(posts.id, sql.placeholder('id')), notBlockedWith(viewer, posts.authorId)))
    .prepare('post_one');
});

export async function getPost(db: Db, viewer: UserRow, id: string): Promise<PostPayload> {
  // Behind a block, either way, the post reads as missing, as it is missing from every list (decision 013).
  const [row] = await onePost(db).execute({ viewer: viewer.id, id });
  if (!row || !mayViewPost(viewer, row.post)) throw notFound('Post non trovato');
  return presentPost(row);
}

/** Creates a post with up to five images the author uploaded and no other post uses. */
export async function createPost(
  deps: PostsDeps,
  author: UserRow,
  input: CreatePostBody,
  options: { createdAt?: Date } = {},
): Promise<PostPayload> {
  const authorId = author.id;
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
            // A chat photo stays private to its conversation (issue 27): it is no post's image.
            sql`not exists (select 1 from ${messages} where ${messages.imageObjectId} = ${objects.id})`,
          ),
        );
      if (usable.length !== imageIds.length) {
        throw new HttpError(400, 'BAD_IMAGE', 'Una delle immagini non è stata caricata da te o è già usata');
      }
      await tx.update(objects).set({ acl: 'public' }).where(inArray(objects.id, imageIds));
    }
    const [post] = await tx
      .insert(posts)
      .values({
        authorId,
        title: body.title,
        content: body.content,
        category: body.category ?? null,
        createdAt: options.createdAt,
      })
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
  return getPost(deps.db, author, postId);
}

async function findPost(db: Db, id: string) {
  const [post] = await db.select().from(posts).where(eq(posts.id, id));
  if (!post) throw notFound('Post non trovato');
  return post;
}

/** The author edits title and content (SPEC §5: both non-empty after trimming). */
export async function updatePost(
  db: Db,
  actor: UserRow,
  id: string,
  body: UpdatePostBody,
): Promise<PostPayload> {
  const post = await findPost(db, id);
  if (!mayEditPost(actor, post)) {
    throw forbidden(
      post.authorId === actor.id
        ? 'Questo post è stato nascosto dalla moderazione: non si può più modificare'
        : 'Puoi modificare solo i tuoi post',
    );
  }
  await db
    .update(posts)
    .set({ title: body.title, content: body.content, updatedAt: new Date() })
    .where(eq(posts.id, id));
  return getPost(db, actor, id);
}

/** Deletes a post with its comments, views, images and, through `post.deleted`, what else points at it. */
export async function deletePost(deps: PostsDeps, actor: UserRow, id: string): Promise<void> {
  const post = await findPost(deps.db, id);
  if (!mayDeletePost(actor, post)) throw forbidden('Puoi eliminare solo i tuoi post');
  const userId = post.authorId;
  const imageIds = await deps.events.transaction(deps.db, async (tx, emit) => {
    const images = await tx
      .select({ id: postImages.objectId })
      .from(postImages)
      .where(eq(postImages.postId, id));
    await emit('post.deleted', { post: { id, authorId: post.authorId } });
    // Comments, views, image links and notifications go with the post (ON DELETE CASCADE).
    const deleted = await tx
      .delete(posts)
      .where(eq(posts.id, id))
      .returning({ id: posts.id, hiddenAt: posts.hiddenAt });
    if (deleted.length === 0) return [];
    if (images.length > 0)
      await tx.delete(objects).where(
        inArray(
          objects.id,
          images.map((i) => i.id),
        ),
      );
    // A post moderation hid was already off the author's count.
    if (deleted[0]!.hiddenAt === null)
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
          .where(
            and(inArray(posts.id, unique), sql`${posts.authorId} <> ${viewerId}`, isNull(posts.hiddenAt)),
          ),
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
