import { eq, sql } from 'drizzle-orm';
import type { FollowStatus, FollowToggleResult } from '../../../common/schemas/follows.ts';
import type { AuthorPayload } from '../../../common/schemas/user.ts';
import type { Db, Tx } from '../../db/client.ts';
import { follows, users } from '../../db/schema.ts';
import { relationState, toggleRelation } from '../../db/toggle.ts';
import { assertMayInteract } from '../../domain/blocks.ts';
import { presentAuthor } from '../../domain/members.ts';
import type { UserRow } from '../../platform/auth/sessions.ts';
import type { EventfulDeps } from '../../platform/events/events.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { mayToggleFollow } from './policy.ts';
import { presentFollowStatus, presentFollowToggle } from './presenter.ts';

/** A member followed or unfollowed another. */
export interface FollowEvent {
  actor: AuthorPayload;
  followedId: string;
}

declare module '../../platform/events/events.ts' {
  interface DomainEvents {
    'member.followed': FollowEvent;
    'member.unfollowed': FollowEvent;
  }
}

const follow = (followerId: string, followingId: string) => ({
  table: follows,
  row: { followerId, followingId },
});

/** Whether `member` follows `followingId`; 404 when there is no such member. */
export async function followStatus(db: Db, member: UserRow, followingId: string): Promise<FollowStatus> {
  const isFollowing = await relationState(db, follow(member.id, followingId), {
    table: users,
    where: eq(users.id, followingId),
  });
  if (isFollowing === null) {
    throw notFound('Utente non trovato');
  }
  return presentFollowStatus(isFollowing);
}

/**
 * Follows or unfollows a member. The follower's row is locked first, so one member's concurrent
 * toggles apply in turn; both counters change in the same transaction as the follow row.
 */
export async function toggleFollow(
  deps: EventfulDeps,
  member: UserRow,
  followingId: string,
): Promise<FollowToggleResult> {
  if (!mayToggleFollow(member, { id: followingId })) {
    throw new HttpError(400, 'SELF_FOLLOW', 'Non puoi seguire te stesso');
  }
  return deps.events.transaction(deps.db, async (tx, emit) => {
    const toggled = await toggleRelation(tx, {
      ...follow(member.id, followingId),
      async lock(tx) {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, member.id)).for('update');
        const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, followingId));
        if (!target) throw notFound('Utente non trovato');
        // No follows between members who blocked each other (issue 21).
        await assertMayInteract(tx, member.id, followingId);
      },
      count: (tx, delta) => moveFollowCounts(tx, member.id, followingId, delta),
    });
    const event = { actor: presentAuthor(member), followedId: followingId };
    await emit(toggled.on ? 'member.followed' : 'member.unfollowed', event);
    return presentFollowToggle(toggled);
  });
}

/** Moves the follower's followingCount and the followed member's followersCount; answers the latter. */
async function moveFollowCounts(tx: Tx, followerId: string, followingId: string, delta: -1 | 0 | 1) {
  await tx
    .update(users)
    .set({ followingCount: sql`${users.followingCount} + ${delta}` })
    .where(eq(users.id, followerId));
  const [updated] = await tx
    .update(users)
    .set({ followersCount: sql`${users.followersCount} + ${delta}` })
    .where(eq(users.id, followingId))
    .returning({ followersCount: users.followersCount });
  return updated!.followersCount;
}
