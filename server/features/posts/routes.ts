import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createPostBody,
  postListQuery,
  postPage,
  postPayload,
  postViewsBody,
  postViewsResult,
  solutionBody,
  updatePostBody,
} from '../../../common/schemas/posts.ts';
import { idParams, successPayload } from '../../../common/schemas/shared.ts';
import { memberOf } from '../../platform/auth/guard.ts';
import * as service from './service.ts';
import { chooseSolution, withdrawSolution } from './solutions.ts';

/** SPEC §7 post calls (a member's posts on their profile too), plus batched view counting. */
export async function postRoutes(root: FastifyInstance, opts: service.PostsDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  app.get(
    '/api/posts',
    { schema: { querystring: postListQuery, response: { 200: postPage } } },
    async (request) => service.listPosts(db, memberOf(request).id, request.query),
  );

  app.get(
    '/api/users/:id/posts',
    { schema: { params: idParams, querystring: postListQuery, response: { 200: postPage } } },
    async (request) => service.memberPosts(db, memberOf(request), request.params.id, request.query),
  );

  app.get(
    '/api/posts/:id',
    { schema: { params: idParams, response: { 200: postPayload } } },
    async (request) => service.getPost(db, memberOf(request), request.params.id),
  );

  app.post(
    '/api/posts',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { body: createPostBody, response: { 201: postPayload } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createPost(opts, memberOf(request), request.body)),
  );

  app.put(
    '/api/posts/:id',
    { schema: { params: idParams, body: updatePostBody, response: { 200: postPayload } } },
    async (request) => service.updatePost(db, memberOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/posts/:id',
    { schema: { params: idParams, response: { 200: successPayload } } },
    async (request) => {
      await service.deletePost(opts, memberOf(request), request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/posts/views',
    { schema: { body: postViewsBody, response: { 200: postViewsResult } } },
    async (request) => ({
      counted: await service.recordViews(db, memberOf(request).id, request.body.postIds),
    }),
  );

  // Issue 28: the author marks the comment that solved the problem, or withdraws it.
  app.post(
    '/api/posts/:id/solution',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { params: idParams, body: solutionBody, response: { 200: postPayload } },
    },
    async (request) => chooseSolution(opts, memberOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/posts/:id/solution',
    { schema: { params: idParams, response: { 200: postPayload } } },
    async (request) => withdrawSolution(opts, memberOf(request), request.params.id),
  );
}
