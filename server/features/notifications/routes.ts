import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '../../../common/zod-it.ts';
import type { Db } from '../../db/client.ts';
import { memberOf } from '../../platform/auth/guard.ts';
import * as service from './service.ts';

const listQuery = z.object({
  before: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
const idParams = z.object({ id: z.string().max(64) });

/** SPEC §7 notification calls. */
export async function notificationRoutes(root: FastifyInstance, opts: { db: Db }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get('/api/notifications', { schema: { querystring: listQuery } }, async (request) =>
    service.listNotifications(opts.db, memberOf(request).id, request.query),
  );
  app.get('/api/notifications/unread-count', async (request) => ({
    count: await service.unreadCount(opts.db, memberOf(request).id),
  }));
  app.patch('/api/notifications/:id/read', { schema: { params: idParams } }, async (request) =>
    service.markRead(opts.db, memberOf(request).id, request.params.id),
  );
}
