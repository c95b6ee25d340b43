import { eq, type SQL, sql } from 'drizzle-orm';
import type { FollowStatus, FollowToggleResult } from '../../../common/schemas/follows.ts';
import type { AuthorPayload } from '../../../common/schemas/user.ts';
import type { Db } from '../../db/client.ts';
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
      counter: (delta) => moveFollowCounts(member.id, followingId, delta),
    });
    const event = { actor: presentAuthor(member), followedId: followingId };
    await emit(toggled.on ? 'member.followed' : 'member.unfollowed', event);
    return presentFollowToggle(toggled);
  });
}

/**
 * Moves the follower's followingCount and the followed member's followersCount in one update; the followed
 * member's row returns the latter as the count shown.
 */
const moveFollowCounts = (followerId: string, followingId: string, delta: SQL) => sql`
  update ${users} set
    following_count = ${users.followingCount} + case when ${users.id} = ${followerId} then ${delta} else 0 end,
    followers_count = ${users.followersCount} + case when ${users.id} = ${followingId} then ${delta} else 0 end
  where ${users.id} in (${followerId}, ${followingId})
  returning case when ${users.id} = ${followingId} then ${users.followersCount} end as count`;
