import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { BlockedMember, BlockStatus } from '../../../common/schemas/blocks.ts';
import type { Db, Tx } from '../../db/client.ts';
import { blocks, follows, users } from '../../db/schema.ts';
import { presentAuthor } from '../../domain/members.ts';
import type { UserRow } from '../../platform/auth/sessions.ts';
import type { EventfulDeps } from '../../platform/events/events.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { mayBlock } from './policy.ts';
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
