import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toggleLikeBody } from '../../../common/schemas/social.ts';
import { z } from '../../../common/zod-it.ts';
import type { Db } from '../../db/client.ts';
import { memberOf } from '../../platform/auth/guard.ts';
import type { NotificationPush } from '../notifications/service.ts';
import { isPostLiked, togglePostLike } from './service.ts';

/** SPEC §7 like calls. */
export async function likeRoutes(root: FastifyInstance, opts: { db: Db; push?: NotificationPush }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/likes/post/:id',
    { schema: { params: z.object({ id: z.string().max(64) }) } },
    async (request) => ({
      isLiked: await isPostLiked(opts.db, memberOf(request).id, request.params.id),
    }),
  );
  app.post(
    '/api/likes',
    { schema: { body: toggleLikeBody }, config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request) => togglePostLike(opts.db, memberOf(request), request.body.entityId, opts.push),
  );
}
