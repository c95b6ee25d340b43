import type { CreateReportBody } from '../../common/schemas/reports.ts';
import type { Db } from '../db/client.ts';
import { createReport } from '../features/reports/service.ts';
import type { UserRow } from '../platform/auth/sessions.ts';
import type { Member } from './community.ts';

/** [reporter, post index, reason, description]: the demo's open reports, so moderation has work at first start. */
const REPORTS: [Member, number, CreateReportBody['reason'], string][] = [
  [
    'luca@riparami.it',
    4,
    'dangerous',
    'Consiglia la pistola termica vicino alla batteria senza nessun avviso di sicurezza.',
  ],
];

/** Files the demo community's pending reports through the reports service, as the members would. */
export async function seedDemoReports(
  db: Db,
  member: (email: Member) => UserRow,
  postIds: readonly string[],
) {
  for (const [reporter, post, reason, description] of REPORTS)
    await createReport(db, member(reporter), { type: 'post', targetId: postIds[post]!, reason, description });
}
