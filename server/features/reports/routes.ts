import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminReport,
  adminReportListQuery,
  adminReportPage,
  reportIdParams,
  restoreContentParams,
  restoredContent,
  updateReportBody,
} from '../../../common/schemas/admin.ts';
import { createReportBody, REPORT_RATE, reportPayload } from '../../../common/schemas/reports.ts';
import { memberOf } from '../../platform/auth/guard.ts';
import type { EventfulDeps } from '../../platform/events/events.ts';
import * as service from './service.ts';

/**
 * POST /api/reports for members; GET and PATCH /api/admin/reports for admins (SPEC §7), and restoring the
 * content a resolution hid (issue 27).
 */
export async function reportRoutes(root: FastifyInstance, opts: EventfulDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  app.post(
    '/api/reports',
    {
      config: {
        // Per member, not per address: members behind one network do not share a budget.
        rateLimit: {
          max: REPORT_RATE.max,
          timeWindow: REPORT_RATE.window,
          keyGenerator: (request) => `report:${request.user?.id ?? request.ip ?? 'unknown'}`,
        },
      },
      schema: { body: createReportBody, response: { 201: reportPayload } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createReport(db, memberOf(request), request.body)),
  );

  app.get(
    '/api/admin/reports',
    {
      config: { access: 'admin' },
      schema: { querystring: adminReportListQuery, response: { 200: adminReportPage } },
    },
    async (request) => service.listReports(db, memberOf(request), request.query),
  );

  app.patch(
    '/api/admin/reports/:reportId',
    {
      config: { access: 'admin' },
      schema: { params: reportIdParams, body: updateReportBody, response: { 200: adminReport } },
    },
    async (request) => service.reviewReport(opts, memberOf(request), request.params.reportId, request.body),
  );

  app.post(
    '/api/admin/content/:type/:contentId/restore',
    {
      config: { access: 'admin' },
      schema: { params: restoreContentParams, response: { 200: restoredContent } },
    },
    async (request) =>
      service.restoreContent(opts, memberOf(request), request.params.type, request.params.contentId),
  );
}
