import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminAnalytics,
  adminStats,
  adminUser,
  adminUserListQuery,
  adminUserPage,
  auditListQuery,
  auditPage,
  setAdminBody,
  userIdParams,
} from '../../../common/schemas/admin.ts';
import type { Db } from '../../db/client.ts';
import { memberOf } from '../../platform/auth/guard.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { listAudit } from './audit.ts';
import { mayAdminister } from './policy.ts';
import * as service from './service.ts';
import * as stats from './stats.ts';

/** SPEC §7 admin calls (stats, users, admin flag) plus analytics and the audit log; admins only. */
export async function adminRoutes(root: FastifyInstance, opts: { db: Db }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  // The guard answers guests 401 and members 403; the policy says it again where the work is done.
  const admin = { access: 'admin' as const };
  const adminOf = (request: Parameters<typeof memberOf>[0]) => {
    const actor = memberOf(request);
    if (!mayAdminister(actor)) throw forbidden('Accesso riservato agli amministratori');
    return actor;
  };

  app.get(
    '/api/admin/stats',
    { config: admin, schema: { response: { 200: adminStats } } },
    async (request) => {
      adminOf(request);
      return stats.adminStats(db);
    },
  );

  app.get(
    '/api/admin/analytics',
    { config: admin, schema: { response: { 200: adminAnalytics } } },
    async (request) => {
      adminOf(request);
      return stats.adminAnalytics(db);
    },
  );

  app.get(
    '/api/admin/users',
    { config: admin, schema: { querystring: adminUserListQuery, response: { 200: adminUserPage } } },
    async (request) => service.listUsers(db, adminOf(request), request.query),
  );

  app.patch(
    '/api/admin/users/:userId/admin',
    {
      config: admin,
      schema: { params: userIdParams, body: setAdminBody, response: { 200: adminUser } },
    },
    async (request) => service.setAdmin(db, adminOf(request), request.params.userId, request.body.isAdmin),
  );

  app.get(
    '/api/admin/audit-log',
    { config: admin, schema: { querystring: auditListQuery, response: { 200: auditPage } } },
    async (request) => {
      adminOf(request);
      return listAudit(db, request.query);
    },
  );
}
