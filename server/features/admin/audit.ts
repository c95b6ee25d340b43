import { eq } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from '../../../common/schemas/admin.ts';
import type { ReportReason, ReportType } from '../../../common/schemas/reports.ts';
import type { Db, Tx } from '../../db/client.ts';
import { newestFirst, olderThan } from '../../db/keyset.ts';
import { auditLog, users } from '../../db/schema.ts';
import type { UserRow } from '../../platform/auth/sessions.ts';
import { presentAuditEntry } from './presenter.ts';

/** What an audit row keeps beside who and what: names and kinds as they were at the time. */
export interface AuditDetails {
  actorName: string;
  targetLabel: string | null;
  /** The kind of content a report was on, or that was restored. */
  reportType?: ReportType;
  reason?: ReportReason;
  /** For a resolved report: how many other open reports on the same content it closed. */
  alsoResolved?: number;
}

export interface NewAuditEntry {
  actor: Pick<UserRow, 'id'>;
  action: AuditAction;
  targetType: 'user' | 'report' | 'content';
  targetId: string;
  details: AuditDetails;
}

/** Writes an admin action in the transaction that performs it: both happen, or neither. */
export async function recordAudit(tx: Tx, entry: NewAuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor.id,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details,
  });
}

/** The audit log, newest first, keyset-paginated. */
export async function listAudit(db: Db, query: { before?: string; limit: number }): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      entry: auditLog,
      actor: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(olderThan(auditLog, query.before))
    .orderBy(...newestFirst(auditLog))
    .limit(query.limit);
  return rows.map(presentAuditEntry);
}
