import { and, eq, isNull } from 'drizzle-orm';
import type { PostPayload, SolutionBody } from '../../../common/schemas/posts.ts';
import type { AuthorPayload } from '../../../common/schemas/user.ts';
import type { Tx } from '../../db/client.ts';
import { comments, posts } from '../../db/schema.ts';
import { presentAuthor } from '../../domain/members.ts';
import type { UserRow } from '../../platform/auth/sessions.ts';
import type { EventfulDeps } from '../../platform/events/events.ts';
import { forbidden, HttpError, notFound } from '../../platform/http/errors.ts';
import { mayChooseSolution, mayViewPost } from './policy.ts';
import { getPost } from './service.ts';

declare module '../../platform/events/events.ts' {
  interface DomainEvents {
    /** The author of a post chose a member's comment as its solution (issue 28). */
    'post.solved': { actor: AuthorPayload; post: { id: string; title: string }; answerAuthorId: string };
    /** The author withdrew that choice. */
    'post.unsolved': { actor: AuthorPayload; post: { id: string; title: string }; answerAuthorId: string };
  }
}

/** The post, locked for the change; 404 when it is unknown or hidden, 403 for anyone but its author. */
async function lockOwnPost(tx: Tx, actor: UserRow, postId: string) {
  const [post] = await tx.select().from(posts).where(eq(posts.id, postId)).for('update');
  if (!post || !mayViewPost(actor, post)) throw notFound('Post non trovato');
  if (!mayChooseSolution(actor, post)) throw forbidden('Solo l’autore del post può scegliere la soluzione');
  return post;
}

async function answerAuthorOf(tx: Tx, commentId: string | null) {
  if (!commentId) return null;
  const [row] = await tx
    .select({ authorId: comments.authorId })
    .from(comments)
    .where(eq(comments.id, commentId));
  return row?.authorId ?? null;
}

/**
 * Marks a comment of the post as its solution (issue 28); choosing another one replaces the first.
 * The comment's author is told, and earns the solution's points (derived, domain/reputation.ts).
 */
export async function chooseSolution(
  deps: EventfulDeps,
  actor: UserRow,
  postId: string,
  body: SolutionBody,
): Promise<PostPayload> {
  await deps.events.transaction(deps.db, async (tx, emit) => {
    const post = await lockOwnPost(tx, actor, postId);
    const [comment] = await tx
      .select({ id: comments.id, authorId: comments.authorId })
      .from(comments)
      .where(and(eq(comments.id, body.commentId), eq(comments.postId, post.id), isNull(comments.hiddenAt)));
    if (!comment)
      throw new HttpError(400, 'BAD_SOLUTION', 'La soluzione deve essere un commento di questo post');
    if (post.solutionCommentId === comment.id) return;
    const previous = await answerAuthorOf(tx, post.solutionCommentId);
    await tx.update(posts).set({ solutionCommentId: comment.id }).where(eq(posts.id, post.id));
    const facts = { actor: presentAuthor(actor), post: { id: post.id, title: post.title } };
    if (previous) await emit('post.unsolved', { ...facts, answerAuthorId: previous });
    await emit('post.solved', { ...facts, answerAuthorId: comment.authorId });
  });
  return getPost(deps.db, actor, postId);
}

/** Withdraws the post's solution: it is 'Da risolvere' again and the answer's points go back. */
export async function withdrawSolution(
  deps: EventfulDeps,
  actor: UserRow,
  postId: string,
): Promise<PostPayload> {
  await deps.events.transaction(deps.db, async (tx, emit) => {
    const post = await lockOwnPost(tx, actor, postId);
    const previous = await answerAuthorOf(tx, post.solutionCommentId);
    if (!post.solutionCommentId) return;
    await tx.update(posts).set({ solutionCommentId: null }).where(eq(posts.id, post.id));
    if (previous) {
      await emit('post.unsolved', {
        actor: presentAuthor(actor),
        post: { id: post.id, title: post.title },
        answerAuthorId: previous,
      });
    }
  });
  return getPost(deps.db, actor, postId);
}
