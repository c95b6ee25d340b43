import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toggleFollowBody } from '../../../common/schemas/social.ts';
import { z } from '../../../common/zod-it.ts';
import type { Db } from '../../db/client.ts';
import { memberOf } from '../../platform/auth/guard.ts';
import type { NotificationPush } from '../notifications/service.ts';
import { isFollowing, toggleFollow } from './service.ts';

/** SPEC §7 follow calls. */
export async function followRoutes(root: FastifyInstance, opts: { db: Db; push?: NotificationPush }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/follows/:userId/status',
    { schema: { params: z.object({ userId: z.string().max(64) }) } },
    async (request) => ({
      isFollowing: await isFollowing(opts.db, memberOf(request).id, request.params.userId),
    }),
  );
  app.post(
    '/api/follows',
    { schema: { body: toggleFollowBody }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request) => toggleFollow(opts.db, memberOf(request), request.body.followingId, opts.push),
  );
}
