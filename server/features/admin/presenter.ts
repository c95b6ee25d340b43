import { displayName } from '../../../common/people.ts';
import type { AdminUser, AuditEntry } from '../../../common/schemas/admin.ts';
import type { auditLog } from '../../db/schema.ts';
import type { AuditDetails } from '../../domain/audit.ts';
import type { UserRow } from '../../platform/auth/sessions.ts';

/** The later of two activity times, either possibly missing. */
function latest(a: Date | null, b: string | Date | null | undefined): Date | null {
  const other = b ? new Date(b) : null;
  if (!a || !other) return a ?? other;
  return a > other ? a : other;
}

/** A member as an admin sees them: e-mail and activity (`seenAt`: their latest session use), never the password hash. */
export function presentAdminUser(user: UserRow, seenAt?: string | Date | null): AdminUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isAdmin: user.isAdmin,
    emailVerified: user.emailVerifiedAt !== null,
    postsCount: user.postsCount,
    reelsCount: user.reelsCount,
    lastActive: latest(user.lastActive, seenAt)?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

interface AuditRow {
  entry: typeof auditLog.$inferSelect;
  actor: { id: string; firstName: string | null; lastName: string | null } | null;
}

/** One audit entry; the actor's current name, or the one they had then once their account is gone. */
export function presentAuditEntry({ entry, actor }: AuditRow): AuditEntry {
  const details = entry.details as AuditDetails;
  return {
    id: entry.id,
    action: entry.action,
    actor: { id: actor?.id ?? null, name: actor ? displayName(actor) : details.actorName },
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: details.targetLabel ?? null,
    reportType: details.reportType ?? null,
    reason: details.reason ?? null,
    createdAt: entry.createdAt.toISOString(),
  };
}
