import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { commentList, commentPayload, createCommentBody } from '../../../common/schemas/comments.ts';
import { idParams } from '../../../common/schemas/shared.ts';
import { memberOf } from '../../platform/auth/guard.ts';
import type { EventfulDeps } from '../../platform/events/events.ts';
import * as service from './service.ts';

/** SPEC §7 comment calls. */
export async function commentRoutes(root: FastifyInstance, opts: EventfulDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/posts/:id/comments',
    { schema: { params: idParams, response: { 200: commentList } } },
    async (request) => service.listComments(opts.db, memberOf(request), request.params.id),
  );

  app.post(
    '/api/comments',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: createCommentBody, response: { 201: commentPayload } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.addComment(opts, memberOf(request), request.body)),
  );
}
