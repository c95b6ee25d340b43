import { and, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { displayName } from '../../../common/people.ts';
import type {
  AdminReport,
  AdminReportListQuery,
  RestorableType,
  RestoredContent,
  UpdateReportBody,
} from '../../../common/schemas/admin.ts';
import type { CreateReportBody, ReportPayload } from '../../../common/schemas/reports.ts';
import type { Db, Tx } from '../../db/client.ts';
import { newestFirst, olderThan } from '../../db/keyset.ts';
import { reports, users } from '../../db/schema.ts';
import { recordAudit } from '../../domain/audit.ts';
import type { UserRow } from '../../platform/auth/sessions.ts';
import type { EventfulDeps } from '../../platform/events/events.ts';
import { forbidden, HttpError, notFound } from '../../platform/http/errors.ts';
import { mayReport, mayReviewReports } from './policy.ts';
import { type AdminReportRow, presentAdminReport, presentReport } from './presenter.ts';
import {
  findTarget,
  type HiddenContent,
  hideTarget,
  isHideable,
  reportedContents,
  restoreTarget,
} from './targets.ts';

declare module '../../platform/events/events.ts' {
  interface DomainEvents {
    /** A moderator resolved a report and the content is now hidden; its author is told. */
    'report.content-hidden': { content: HiddenContent; moderatorId: string };
    /** A moderator showed hidden content again; its author is told. */
    'report.content-restored': { content: HiddenContent; moderatorId: string };
  }
}

/** Files a report; one open report per member and target, never on one's own content. */
export async function createReport(
  db: Db,
  reporter: UserRow,
  body: CreateReportBody,
): Promise<ReportPayload> {
  const target = await findTarget(db, body.type, body.targetId);
  if (!target) throw notFound('Contenuto non trovato');
  if (!mayReport(reporter, target)) {
    throw new HttpError(
      400,
      'OWN_CONTENT',
      body.type === 'user' ? 'Non puoi segnalare te stesso' : 'Non puoi segnalare i tuoi contenuti',
    );
  }
  // The partial unique index on open reports decides, so two quick taps cannot file two.
  const [row] = await db
    .insert(reports)
    .values({
      reporterId: reporter.id,
      type: body.type,
      targetId: body.targetId,
      targetAuthorId: target.authorId,
      reason: body.reason,
      description: body.description || null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new HttpError(409, 'ALREADY_REPORTED', 'Hai già segnalato questo contenuto');
  return presentReport(row);
}

const reporter = alias(users, 'reporter');
const author = alias(users, 'target_author');
const reviewer = alias(users, 'reviewer');
function named(u: typeof reporter | typeof author | typeof reviewer) {
  return { id: u.id, firstName: u.firstName, lastName: u.lastName };
}

/** Reports with their reporter, content author and reviewer, and the content itself (a bounded number of queries). */
async function loadReports(
  db: Db,
  where: SQL | undefined,
  before?: string,
  limit = 1,
): Promise<AdminReport[]> {
  const rows = (await db
    .select({ report: reports, reporter: named(reporter), author: named(author), reviewer: named(reviewer) })
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(author, eq(author.id, reports.targetAuthorId))
    .leftJoin(reviewer, eq(reviewer.id, reports.reviewedBy))
    .where(and(where, olderThan(reports, before)))
    .orderBy(...newestFirst(reports))
    .limit(limit)) as AdminReportRow[];
  const contentOf = await reportedContents(
    db,
    rows.map((r) => r.report),
  );
  return rows.map((row) => presentAdminReport(row, contentOf(row.report.type, row.report.targetId)));
}

/** GET /api/admin/reports: newest first, of one status or all. */
export async function listReports(
  db: Db,
  admin: UserRow,
  query: AdminReportListQuery,
): Promise<AdminReport[]> {
  if (!mayReviewReports(admin)) throw forbidden();
  return loadReports(
    db,
    query.status ? eq(reports.status, query.status) : undefined,
    query.before,
    query.limit,
  );
}

/**
 * Resolves or dismisses a pending report (SPEC §4). Resolving a report on a post, reel or comment hides
 * that content and closes the other open reports on it; its author is told through
 * `report.content-hidden`. The action is audited in the same transaction.
 */
export async function reviewReport(
  deps: EventfulDeps,
  admin: UserRow,
  reportId: string,
  { status }: UpdateReportBody,
): Promise<AdminReport> {
  if (!mayReviewReports(admin)) throw forbidden();
  await deps.events.transaction(deps.db, async (tx, emit) => {
    const [report] = await tx.select().from(reports).where(eq(reports.id, reportId)).for('update');
    if (!report) throw notFound('Segnalazione non trovata');
    if (report.status !== 'pending') {
      throw new HttpError(400, 'REPORT_REVIEWED', 'Questa segnalazione è già stata gestita');
    }
    const review = { status, reviewedAt: new Date(), reviewedBy: admin.id };
    await tx.update(reports).set(review).where(eq(reports.id, reportId));
    let alsoResolved = 0;
    if (status === 'resolved' && isHideable(report.type)) {
      const hidden = await hideTarget(tx, report.type, report.targetId);
      const others = await tx
        .update(reports)
        .set(review)
        .where(
          and(
            eq(reports.type, report.type),
            eq(reports.targetId, report.targetId),
            eq(reports.status, 'pending'),
          ),
        )
        .returning({ id: reports.id });
      alsoResolved = others.length;
      if (hidden) await emit('report.content-hidden', { content: hidden, moderatorId: admin.id });
    }
    const target = await targetLabel(tx, report);
    await recordAudit(tx, {
      actor: admin,
      action: status === 'resolved' ? 'report.resolved' : 'report.dismissed',
      targetType: 'report',
      targetId: report.id,
      details: {
        actorName: displayName(admin),
        targetLabel: target,
        reportType: report.type,
        reason: report.reason,
        ...(alsoResolved > 0 ? { alsoResolved } : {}),
      },
    });
  });
  const [reviewed] = await loadReports(deps.db, eq(reports.id, reportId));
  return reviewed!;
}

/** How the audit log names a report's content: its title, the comment or the member's name. */
async function targetLabel(
  db: Tx,
  report: Pick<typeof reports.$inferSelect, 'type' | 'targetId'>,
): Promise<string | null> {
  const contentOf = await reportedContents(db, [report]);
  const content = contentOf(report.type, report.targetId);
  const text = report.type === 'comment' ? content.text : content.title;
  return text ? text.slice(0, 120) : null;
}

/**
 * Shows content a resolved report hid again (issue 27): it returns to every list and feed, its author is
 * told through `report.content-restored`, and the action is audited in the same transaction. Restoring
 * visible content changes nothing, so a second tap is harmless; unknown content is a 404.
 */
export async function restoreContent(
  deps: EventfulDeps,
  admin: UserRow,
  type: RestorableType,
  id: string,
): Promise<RestoredContent> {
  if (!mayReviewReports(admin)) throw forbidden();
  await deps.events.transaction(deps.db, async (tx, emit) => {
    const { found, restored } = await restoreTarget(tx, type, id);
    if (!found) throw notFound('Contenuto non trovato');
    if (!restored) return;
    await emit('report.content-restored', { content: restored, moderatorId: admin.id });
    await recordAudit(tx, {
      actor: admin,
      action: 'content.restored',
      targetType: 'content',
      targetId: id,
      details: {
        actorName: displayName(admin),
        targetLabel: await targetLabel(tx, { type, targetId: id }),
        reportType: type,
      },
    });
  });
  return { type, id, hidden: false };
}
