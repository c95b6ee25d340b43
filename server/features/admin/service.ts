import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { displayName } from '../../../common/people.ts';
import type { AdminUser, AdminUserListQuery } from '../../../common/schemas/admin.ts';
import type { Db } from '../../db/client.ts';
import { newestFirst, olderThan } from '../../db/keyset.ts';
import { users } from '../../db/schema.ts';
import { recordAudit } from '../../domain/audit.ts';
import type { UserRow } from '../../platform/auth/sessions.ts';
import { forbidden, HttpError, notFound } from '../../platform/http/errors.ts';
import { mayAdminister, mayChangeAdmin } from './policy.ts';
import { presentAdminUser } from './presenter.ts';

/** `%`, `_` and `\` are LIKE wildcards: a search for them means the characters themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Members whose first name, last name, full name or e-mail contains `q` (any case). */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${likeEscaped(q)}%`;
  return or(
    ilike(users.email, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, pattern),
  );
}

/** A member's latest session use: last_active is written at most hourly, a fresh sign-in only here. */
const lastSeen = sql<
  string | null
>`(select max(s.last_seen_at) from sessions s where s.user_id = ${users.id})`;

/** GET /api/admin/users: newest members first, keyset-paginated, optionally searched. */
export async function listUsers(db: Db, admin: UserRow, query: AdminUserListQuery): Promise<AdminUser[]> {
  if (!mayAdminister(admin)) throw forbidden();
  const rows = await db
    .select({ user: users, seenAt: lastSeen })
    .from(users)
    .where(and(matching(query.q), olderThan(users, query.before)))
    .orderBy(...newestFirst(users))
    .limit(query.limit);
  return rows.map(({ user, seenAt }) => presentAdminUser(user, seenAt));
}

/**
 * Promotes or demotes a member. Every admin row is locked first, so two admins demoting each other at
 * once cannot leave the community with none: the second sees the first's change and is refused.
 */
export async function setAdmin(db: Db, actor: UserRow, userId: string, isAdmin: boolean): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.isAdmin, true))
      .orderBy(asc(users.id))
      .for('update');
    // Rights are read afresh: an admin demoted a moment ago acts no more.
    if (!admins.some((a) => a.id === actor.id)) throw forbidden('Accesso riservato agli amministratori');
    const [member] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!member) throw notFound('Utente non trovato');
    const seen = async () =>
      (await tx.select({ at: lastSeen }).from(users).where(eq(users.id, userId)))[0]?.at ?? null;
    if (member.isAdmin === isAdmin) return presentAdminUser(member, await seen());
    if (!isAdmin && admins.length <= 1) {
      throw new HttpError(409, 'LAST_ADMIN', "Deve restare almeno un amministratore: questo è l'ultimo");
    }
    if (!mayChangeAdmin(actor, member, isAdmin)) {
      throw new HttpError(400, 'SELF_DEMOTION', 'Non puoi rimuovere i tuoi permessi di amministratore');
    }
    const [updated] = await tx.update(users).set({ isAdmin }).where(eq(users.id, userId)).returning();
    await recordAudit(tx, {
      actor,
      action: isAdmin ? 'user.promoted' : 'user.demoted',
      targetType: 'user',
      targetId: userId,
      details: { actorName: displayName(actor), targetLabel: displayName(member) },
    });
    return presentAdminUser(updated!, await seen());
  });
}
