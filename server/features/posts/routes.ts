import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createPostBody,
  postListQuery,
  postViewsBody,
  updatePostBody,
} from '../../../common/schemas/posts.ts';
import { z } from '../../../common/zod-it.ts';
import { memberOf } from '../../platform/auth/guard.ts';
import type { ObjectsDeps } from '../objects/service.ts';
import * as service from './service.ts';

const idParams = z.object({ id: z.string().max(64) });

/** SPEC §7 post calls, plus batched view counting. */
export async function postRoutes(root: FastifyInstance, opts: ObjectsDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  app.get('/api/posts', { schema: { querystring: postListQuery } }, async (request) =>
    service.listPosts(db, memberOf(request).id, request.query),
  );

  app.get('/api/posts/:id', { schema: { params: idParams } }, async (request) =>
    service.getPost(db, memberOf(request).id, request.params.id),
  );

  app.post(
    '/api/posts',
    { schema: { body: createPostBody }, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) =>
      reply.status(201).send(await service.createPost(opts, memberOf(request).id, request.body)),
  );

  app.put('/api/posts/:id', { schema: { params: idParams, body: updatePostBody } }, async (request) =>
    service.updatePost(db, memberOf(request).id, request.params.id, request.body),
  );

  app.delete('/api/posts/:id', { schema: { params: idParams } }, async (request) => {
    await service.deletePost(opts, memberOf(request).id, request.params.id);
    return { success: true };
  });

  app.post('/api/posts/views', { schema: { body: postViewsBody } }, async (request) => ({
    counted: await service.recordViews(db, memberOf(request).id, request.body.postIds),
  }));
}
