import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { followStatus, followToggleResult, toggleFollowBody } from '../../../common/schemas/follows.ts';
import { idParams } from '../../../common/schemas/shared.ts';
import { memberOf } from '../../platform/auth/guard.ts';
import type { EventfulDeps } from '../../platform/events/events.ts';
import * as service from './service.ts';

/** SPEC §7 follow calls. */
export async function followRoutes(root: FastifyInstance, opts: EventfulDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  // SPEC §7 names it /api/follows/{userId}/status; the parameter is the shared `id`.
  app.get(
    '/api/follows/:id/status',
    { schema: { params: idParams, response: { 200: followStatus } } },
    async (request) => service.followStatus(opts.db, memberOf(request), request.params.id),
  );

  app.post(
    '/api/follows',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { body: toggleFollowBody, response: { 200: followToggleResult } },
    },
    async (request) => service.toggleFollow(opts, memberOf(request), request.body.followingId),
  );
}
