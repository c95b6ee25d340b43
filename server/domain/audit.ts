import type { AuditAction } from '../../common/schemas/admin.ts';
import type { ReportReason, ReportType } from '../../common/schemas/reports.ts';
import type { Tx } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import type { UserRow } from '../platform/auth/sessions.ts';

// The audit log of admin actions: moderation (reports) and the admin panel (members) both write it.

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
