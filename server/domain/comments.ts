import type { Tx } from '../db/client.ts';
import { notFound } from '../platform/http/errors.ts';
import { assertMayInteract } from './blocks.ts';

/** What is commented on (a post, a reel): how its count moves and how the comment is stored. */
export interface CommentTarget<Target extends { authorId: string }, Row> {
  /** Counts one more comment on the target and answers it; nothing when it is missing or hidden. */
  count(tx: Tx): Promise<Target | undefined>;
  /** The 404's text when the target is missing. */
  missing: string;
  /** Stores the comment. */
  insert(tx: Tx, target: Target): Promise<Row>;
}

/**
 * Adds a comment in the caller's transaction: counted on its target in the same transaction, refused
 * between members who blocked each other (issue 21). Posts and reels comment alike.
 */
export async function addCommentIn<Target extends { authorId: string }, Row>(
  tx: Tx,
  authorId: string,
  target: CommentTarget<Target, Row>,
): Promise<{ target: Target; row: Row }> {
  const counted = await target.count(tx);
  if (!counted) throw notFound(target.missing);
  await assertMayInteract(tx, authorId, counted.authorId);
  return { target: counted, row: await target.insert(tx, counted) };
}
