import { eq, sql } from 'drizzle-orm';
import type { CurrentUser, MemberProfile, UpdateProfileBody } from '../../../common/schemas/user.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { presentCurrentUser } from '../../domain/members.ts';
import { memberWithReputation } from '../../domain/reputation.ts';
import type { UserRow } from '../../platform/auth/sessions.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { mayEditProfile } from './policy.ts';
import { presentMemberProfile } from './presenter.ts';

export type NewMember = typeof users.$inferInsert;

/** Adds a member as given (the demo community and test factories; sign-up goes through auth). */
export async function createMember(db: Db, member: NewMember): Promise<UserRow> {
  const [row] = await db.insert(users).values(member).returning();
  return row!;
}

/** How many members there are (the demo community is seeded only into an empty database). */
export async function countMembers(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

/** A member's public profile with their reputation (issue 28). */
export async function getMember(db: Db, id: string): Promise<MemberProfile> {
  const found = await memberWithReputation(db, id);
  if (!found) throw notFound('Utente non trovato');
  return presentMemberProfile(found.member, found.reputation);
}

/** Changes only the profile fields sent; an empty last name or bio clears it. */
export async function updateProfile(
  db: Db,
  actor: UserRow,
  memberId: string,
  body: UpdateProfileBody,
): Promise<CurrentUser> {
  if (!mayEditProfile(actor, { id: memberId })) throw forbidden('Puoi modificare solo il tuo profilo');
  const changes: Partial<NewMember> = {};
  if (body.firstName !== undefined) changes.firstName = body.firstName;
  if (body.lastName !== undefined) changes.lastName = body.lastName || null;
  if (body.bio !== undefined) changes.bio = body.bio || null;
  if (Object.keys(changes).length === 0) return presentCurrentUser(actor);
  const [row] = await db.update(users).set(changes).where(eq(users.id, memberId)).returning();
  return presentCurrentUser(row!);
}
