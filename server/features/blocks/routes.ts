import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { blockBody, blockedList, blockStatus } from '../../../common/schemas/blocks.ts';
import { idParams } from '../../../common/schemas/shared.ts';
import { memberOf } from '../../platform/auth/guard.ts';
import type { EventfulDeps } from '../../platform/events/events.ts';
import * as service from './service.ts';

/** Blocking: block, unblock, the blocked list in settings. */
export async function blockRoutes(root: FastifyInstance, opts: EventfulDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  app.get('/api/blocks', { schema: { response: { 200: blockedList } } }, async (request) =>
    service.blockedMembers(opts.db, memberOf(request)),
  );

  app.get(
    '/api/blocks/:id/status',
    { schema: { params: idParams, response: { 200: blockStatus } } },
    async (request) => service.blockStatus(opts.db, memberOf(request), request.params.id),
  );

  app.post(
    '/api/blocks',
    { config: limited, schema: { body: blockBody, response: { 200: blockStatus } } },
    async (request) => service.block(opts, memberOf(request), request.body.userId),
  );

  app.delete(
    '/api/blocks/:id',
    { config: limited, schema: { params: idParams, response: { 200: blockStatus } } },
    async (request) => service.unblock(opts.db, memberOf(request), request.params.id),
  );
}
