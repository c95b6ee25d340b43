import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createCommentBody } from '../../../common/schemas/social.ts';
import { z } from '../../../common/zod-it.ts';
import type { Db } from '../../db/client.ts';
import { memberOf } from '../../platform/auth/guard.ts';
import type { NotificationPush } from '../notifications/service.ts';
import { addComment, listComments } from './service.ts';

/** SPEC §7 comment calls. */
export async function commentRoutes(root: FastifyInstance, opts: { db: Db; push?: NotificationPush }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/posts/:id/comments',
    { schema: { params: z.object({ id: z.string().max(64) }) } },
    async (request) => listComments(opts.db, request.params.id),
  );
  app.post(
    '/api/comments',
    { schema: { body: createCommentBody }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) =>
      reply.status(201).send(await addComment(opts.db, memberOf(request), request.body, opts.push)),
  );
}
