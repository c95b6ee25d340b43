import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BlockedMember, BlockStatus } from '../../../common/schemas/blocks.ts';
import type { Db, Tx } from '../../db/client.ts';
import { blocks, follows, users } from '../../db/schema.ts';
import type { UserRow } from '../../platform/auth/sessions.ts';
import type { EventfulDeps } from '../../platform/events/events.ts';
import { forbidden, HttpError, notFound } from '../../platform/http/errors.ts';
import { presentAuthor } from '../users/presenter.ts';
import { mayBlock, mayInteract } from './policy.ts';
import { presentBlocked, presentBlockStatus } from './presenter.ts';

/**
 * Blocks a member: from now on nothing passes between the two, and any follow between them, in
 * either direction, ends (counters move in the same transaction).
 */
export async function block(deps: EventfulDeps, member: UserRow, userId: string): Promise<BlockStatus> {
  if (!mayBlock(member, { id: userId }))
    throw new HttpError(400, 'SELF_BLOCK', 'Non puoi bloccare te stesso');
  return deps.events.transaction(deps.db, async (tx, emit) => {
    const [target] = await tx.select().from(users).where(eq(users.id, userId));
    if (!target) throw notFound('Utente non trovato');
    await tx.insert(blocks).values({ blockerId: member.id, blockedId: userId }).onConflictDoNothing();
    const ended = await tx
      .delete(follows)
      .where(
        or(
          and(eq(follows.followerId, member.id), eq(follows.followingId, userId)),
          and(eq(follows.followerId, userId), eq(follows.followingId, member.id)),
        ),
      )
      .returning();
    for (const f of ended) {
      await moveFollowCounts(tx, f.followerId, f.followingId);
      const actor = f.followerId === member.id ? member : target;
      await emit('member.unfollowed', { actor: presentAuthor(actor), followedId: f.followingId });
    }
    return (await statusBetween(tx, member.id, userId))!;
  });
}

async function moveFollowCounts(tx: Tx, followerId: string, followingId: string) {
  await tx
    .update(users)
    .set({ followingCount: sql`greatest(${users.followingCount} - 1, 0)` })
    .where(eq(users.id, followerId));
  await tx
    .update(users)
    .set({ followersCount: sql`greatest(${users.followersCount} - 1, 0)` })
    .where(eq(users.id, followingId));
}

/** Lifts a block the member made (none made: nothing to lift); 404 for an unknown member. */
export async function unblock(db: Db, member: UserRow, userId: string): Promise<BlockStatus> {
  await db.delete(blocks).where(and(eq(blocks.blockerId, member.id), eq(blocks.blockedId, userId)));
  return blockStatus(db, member, userId);
}

/** Whether the member blocked `userId` and whether `userId` blocked the member; 404 for an unknown member. */
export async function blockStatus(db: Db, member: UserRow, userId: string): Promise<BlockStatus> {
  const status = await statusBetween(db, member.id, userId);
  if (!status) throw notFound('Utente non trovato');
  return status;
}

/** Both directions of blocking between `memberId` and `userId`; null when `userId` does not exist. */
async function statusBetween(db: Db | Tx, memberId: string, userId: string): Promise<BlockStatus | null> {
  const [row] = await db
    .select({
      blocked: sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${memberId} and ${blocks.blockedId} = ${users.id})`,
      blockedBy: sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${users.id} and ${blocks.blockedId} = ${memberId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ? presentBlockStatus(row.blocked, row.blockedBy) : null;
}

/** The members the member blocked, most recent first (the list in settings). */
export async function blockedMembers(db: Db, member: UserRow): Promise<BlockedMember[]> {
  const rows = await db
    .select({ user: users, blockedAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, member.id))
    .orderBy(desc(blocks.createdAt));
  return rows.map((r) => presentBlocked(r.user, r.blockedAt));
}

/** True when either member blocked the other. */
export async function blockedEitherWay(db: Db | Tx, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const [row] = await db
    .select({ one: sql`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    )
    .limit(1);
  return !!row;
}

/** Refuses an interaction (message, comment, follow) between two members when either blocked the other. */
export async function assertMayInteract(db: Db | Tx, actorId: string, otherId: string): Promise<void> {
  refuseIfBlocked(await blockedEitherWay(db, actorId, otherId));
}

/** The 403 of an interaction between members when either blocked the other (`blocked` read by the caller). */
export function refuseIfBlocked(blocked: boolean): void {
  if (!mayInteract(blocked)) throw blockedError();
}

/** The error of an interaction refused because either member blocked the other; a call may say it its way. */
export const blockedError = (message = 'Non puoi interagire con questo utente') => forbidden(message);

/** `blockedEitherWay` as an SQL expression, for callers that read it in a statement they already run. */
export const blockedEitherWaySql = (a: string, b: string): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${blocks} where (${blocks.blockerId} = ${a} and ${blocks.blockedId} = ${b}) or (${blocks.blockerId} = ${b} and ${blocks.blockedId} = ${a}))`;

/**
 * A condition for list queries: the member in `column` neither blocked nor was blocked by `viewerId`
 * (feeds and search hide each from the other).
 */
export const notBlockedWith = (viewerId: string, column: AnyPgColumn | SQL): SQL =>
  sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${column}) or (${blocks.blockedId} = ${viewerId} and ${blocks.blockerId} = ${column}))`;

/** Of `userIds`, those who blocked or were blocked by `viewerId`. */
export async function blockedAmong(db: Db | Tx, viewerId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, viewerId), inArray(blocks.blockedId, userIds)),
        and(eq(blocks.blockedId, viewerId), inArray(blocks.blockerId, userIds)),
      ),
    );
  return new Set(rows.map((r) => (r.blockerId === viewerId ? r.blockedId : r.blockerId)));
}
