import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { likeStatus, likeToggleResult, toggleLikeBody } from '../../../common/schemas/likes.ts';
import { idParams } from '../../../common/schemas/shared.ts';
import { memberOf } from '../../platform/auth/guard.ts';
import type { EventfulDeps } from '../../platform/events/events.ts';
import * as service from './service.ts';

/** SPEC §7 like calls. */
export async function likeRoutes(root: FastifyInstance, opts: EventfulDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/likes/post/:id',
    { schema: { params: idParams, response: { 200: likeStatus } } },
    async (request) => service.postLikeStatus(opts.db, memberOf(request), request.params.id),
  );

  app.post(
    '/api/likes',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { body: toggleLikeBody, response: { 200: likeToggleResult } },
    },
    async (request) => service.togglePostLike(opts, memberOf(request), request.body.entityId),
  );
}
