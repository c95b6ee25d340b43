import { and, eq, inArray } from 'drizzle-orm';
import { displayName } from '../../../common/people.ts';
import type { Tx } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';

/** The name the audit log shows as the actor of a promotion made by the configuration. */
export const ADMIN_SEED_ACTOR = 'ADMIN_EMAILS';

/**
 * ADMIN_EMAILS seeds an account's first promotion, and only that (issue 25, decision 013): the
 * account is promoted when no change of its role was ever recorded, and the promotion is recorded in
 * the audit log, so from then on the admin panel's choice stands. Call it in the transaction that
 * verifies or creates the account (or signs it in), for an address the policy says may become admin.
 * Answers whether the account was promoted.
 */
export async function seedAdminOnce(
  tx: Tx,
  user: { id: string; firstName: string | null; lastName: string | null },
): Promise<boolean> {
  // The account's row is locked, so two sign-ins at once record one promotion.
  const [row] = await tx
    .select({ isAdmin: users.isAdmin })
    .from(users)
    .where(eq(users.id, user.id))
    .for('update');
  if (!row || row.isAdmin) return false;
  const [decided] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'user'),
        eq(auditLog.targetId, user.id),
        inArray(auditLog.action, ['user.promoted', 'user.demoted']),
      ),
    )
    .limit(1);
  if (decided) return false;
  await tx.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
  await tx.insert(auditLog).values({
    actorId: null,
    action: 'user.promoted',
    targetType: 'user',
    targetId: user.id,
    details: { actorName: ADMIN_SEED_ACTOR, targetLabel: displayName(user) },
  });
  return true;
}
