import { eq } from 'drizzle-orm';
import type { AuditEntry } from '../../../common/schemas/admin.ts';
import type { Db } from '../../db/client.ts';
import { newestFirst, olderThan } from '../../db/keyset.ts';
import { auditLog, users } from '../../db/schema.ts';
import { presentAuditEntry } from './presenter.ts';

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
