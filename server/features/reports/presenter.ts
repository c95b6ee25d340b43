import type { AdminReport, ReportedContent } from '../../../common/schemas/admin.ts';
import type { ReportPayload } from '../../../common/schemas/reports.ts';
import type { AuthorPayload } from '../../../common/schemas/user.ts';
import type { reports } from '../../db/schema.ts';

type ReportRow = typeof reports.$inferSelect;

/** SPEC §3 Report, as its reporter gets it back. */
export function presentReport(report: ReportRow): ReportPayload {
  return {
    id: report.id,
    type: report.type,
    targetId: report.targetId,
    status: report.status,
    reason: report.reason,
    description: report.description,
    createdAt: report.createdAt.toISOString(),
  };
}

export interface AdminReportRow {
  report: ReportRow;
  reporter: AuthorPayload;
  author: AuthorPayload | null;
  reviewer: AuthorPayload | null;
}

/** A report for moderators: the content as it is now, who wrote it, who reported it and who reviewed it. */
export function presentAdminReport(
  row: AdminReportRow,
  content: Omit<ReportedContent, 'author'>,
): AdminReport {
  return {
    ...presentReport(row.report),
    reporter: row.reporter,
    content: { ...content, author: row.author },
    reviewedAt: row.report.reviewedAt?.toISOString() ?? null,
    reviewedBy: row.reviewer,
  };
}
