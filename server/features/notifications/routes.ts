import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  notificationListQuery,
  notificationPage,
  notificationPayload,
  unreadCountPayload,
} from '../../../common/schemas/notifications.ts';
import { idParams } from '../../../common/schemas/shared.ts';
import type { Db } from '../../db/client.ts';
import { memberOf } from '../../platform/auth/guard.ts';
import * as service from './service.ts';

/** SPEC §7 notification calls. */
export async function notificationRoutes(root: FastifyInstance, opts: { db: Db }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  app.get(
    '/api/notifications',
    { schema: { querystring: notificationListQuery, response: { 200: notificationPage } } },
    async (request) => service.listNotifications(db, memberOf(request), request.query),
  );

  app.get(
    '/api/notifications/unread-count',
    { schema: { response: { 200: unreadCountPayload } } },
    async (request) => service.unreadCount(db, memberOf(request)),
  );

  app.patch(
    '/api/notifications/:id/read',
    { schema: { params: idParams, response: { 200: notificationPayload } } },
    async (request) => service.markRead(db, memberOf(request), request.params.id),
  );
}
