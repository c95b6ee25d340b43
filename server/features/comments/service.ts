import { asc, eq, sql } from 'drizzle-orm';
import type { Comment, CreateCommentBody } from '../../../common/schemas/social.ts';
import type { Db } from '../../db/client.ts';
import { comments, posts, users } from '../../db/schema.ts';
import { notFound } from '../../platform/http/errors.ts';
import { type NotificationPush, type NotificationRow, notify } from '../notifications/service.ts';

const columns = {
  comment: comments,
  author: { id: users.id, firstName: users.firstName, lastName: users.lastName },
};

function present(row: { comment: typeof comments.$inferSelect; author: Comment['author'] }): Comment {
  return {
    id: row.comment.id,
    content: row.comment.content,
    postId: row.comment.postId,
    likesCount: row.comment.likesCount,
    createdAt: row.comment.createdAt.toISOString(),
    author: row.author,
  };
}

/** A post's comments, oldest first (a conversation reads top to bottom). */
export async function listComments(db: Db, postId: string): Promise<Comment[]> {
  const [post] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId));
  if (!post) throw notFound('Post non trovato');
  const rows = await db
    .select(columns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(eq(comments.postId, postId))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(500);
  return rows.map(present);
}

/** Adds a comment, counts it and notifies the post's author, all in one transaction. */
export async function addComment(
  db: Db,
  author: typeof users.$inferSelect,
  body: CreateCommentBody,
  push?: NotificationPush,
): Promise<Comment> {
  let notification: NotificationRow | null = null;
  const id = await db.transaction(async (tx) => {
    const [post] = await tx
      .update(posts)
      .set({ commentsCount: sql`${posts.commentsCount} + 1` })
      .where(eq(posts.id, body.postId))
      .returning({ id: posts.id, authorId: posts.authorId, title: posts.title });
    if (!post) throw notFound('Post non trovato');
    const [comment] = await tx
      .insert(comments)
      .values({ postId: post.id, authorId: author.id, content: body.content })
      .returning({ id: comments.id });
    notification = await notify(tx, {
      userId: post.authorId,
      actorId: author.id,
      type: 'comment',
      postId: post.id,
      title: 'Nuovo commento',
      message: `${author.firstName ?? 'Qualcuno'} ha commentato il tuo post "${post.title}"`,
    });
    return comment!.id;
  });
  if (notification) push?.(notification);
  const [row] = await db
    .select(columns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(eq(comments.id, id));
  return present(row!);
}
