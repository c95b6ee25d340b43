import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { COMMENTS_LIST_MAX } from '../../../common/constants.ts';
import type { CommentPayload, CreateCommentBody } from '../../../common/schemas/comments.ts';
import type { AuthorPayload } from '../../../common/schemas/user.ts';
import type { Db } from '../../db/client.ts';
import { comments, posts, users } from '../../db/schema.ts';
import { notBlockedWith } from '../../domain/blocks.ts';
import { addCommentIn } from '../../domain/comments.ts';
import { presentAuthor } from '../../domain/members.ts';
import { NO_REPUTATION, reputationOf } from '../../domain/reputation.ts';
import type { UserRow } from '../../platform/auth/sessions.ts';
import type { EventfulDeps } from '../../platform/events/events.ts';
import { notFound } from '../../platform/http/errors.ts';
import { mayViewComments } from './policy.ts';
import { presentComment } from './presenter.ts';

declare module '../../platform/events/events.ts' {
  interface DomainEvents {
    /** A member commented on a post. */
    'post.commented': {
      actor: AuthorPayload;
      post: { id: string; authorId: string; title: string };
      commentId: string;
    };
  }
}

const columns = {
  comment: comments,
  author: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    avatarObjectId: users.avatarObjectId,
  },
};

/**
 * A post's comments, oldest first (a conversation reads top to bottom), with the solution the author
 * chose first (issue 28) and each author's reputation level.
 */
export async function listComments(db: Db, viewer: UserRow, postId: string): Promise<CommentPayload[]> {
  const [post] = await db
    .select({
      authorId: posts.authorId,
      hiddenAt: posts.hiddenAt,
      solutionCommentId: posts.solutionCommentId,
    })
    .from(posts)
    .where(and(eq(posts.id, postId), notBlockedWith(viewer.id, posts.authorId)))
    .prepare('comments_post')
    .execute();
  if (!post || !mayViewComments(viewer, post)) throw notFound('Post non trovato');
  const rows = await db
    .select(columns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(
      and(
        eq(comments.postId, postId),
        isNull(comments.hiddenAt),
        notBlockedWith(viewer.id, comments.authorId),
      ),
    )
    .orderBy(
      desc(sql`${comments.id} = ${post.solutionCommentId ?? ''}`),
      asc(comments.createdAt),
      asc(comments.id),
    )
    .limit(COMMENTS_LIST_MAX)
    // Both statements are sent prepared (their texts never change): planned once per connection (issue 29).
    .prepare('comment_list')
    .execute();
  const reputation = await reputationOf(
    db,
    rows.map((row) => row.author.id),
  );
  return rows.map((row) =>
    presentComment({
      ...row,
      isSolution: row.comment.id === post.solutionCommentId,
      authorLevel: (reputation.get(row.author.id) ?? NO_REPUTATION).level,
    }),
  );
}

/** Adds a comment and counts it in one transaction; `post.commented` tells whoever listens. */
export async function addComment(
  deps: EventfulDeps,
  author: UserRow,
  body: CreateCommentBody,
): Promise<CommentPayload> {
  const comment = await deps.events.transaction(deps.db, async (tx, emit) => {
    const { target: post, row } = await addCommentIn(tx, author.id, {
      count: async (tx) => {
        const [post] = await tx
          .update(posts)
          .set({ commentsCount: sql`${posts.commentsCount} + 1` })
          .where(and(eq(posts.id, body.postId), isNull(posts.hiddenAt)))
          .returning({ id: posts.id, authorId: posts.authorId, title: posts.title });
        return post;
      },
      missing: 'Post non trovato',
      insert: async (tx, post) => {
        const [row] = await tx
          .insert(comments)
          .values({ postId: post.id, authorId: author.id, content: body.content })
          .returning();
        return row!;
      },
    });
    await emit('post.commented', { actor: presentAuthor(author), post, commentId: row.id });
    return row;
  });
  const level = (await reputationOf(deps.db, [author.id])).get(author.id) ?? NO_REPUTATION;
  return presentComment({
    comment,
    author: presentAuthor(author),
    isSolution: false,
    authorLevel: level.level,
  });
}
