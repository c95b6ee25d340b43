import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createReelBody,
  createReelCommentBody,
  reelCommentList,
  reelCommentPayload,
  reelLikeResult,
  reelListQuery,
  reelPage,
  reelPayload,
} from '../../../common/schemas/reels.ts';
import { idParams, successPayload } from '../../../common/schemas/shared.ts';
import { memberOf } from '../../platform/auth/guard.ts';
import * as service from './service.ts';

/** Limits count per member: a phone network puts many members behind one address. */
const perMember = (scope: string, max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) =>
      `reels-${scope}:${request.user?.id ?? request.ip ?? 'unknown'}`,
  },
});

/** SPEC §7 reel calls (a member's reels on their profile too), plus one reel, its deletion and its comments (issue 19). */
export async function reelRoutes(root: FastifyInstance, opts: service.ReelsDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  app.get(
    '/api/reels',
    { schema: { querystring: reelListQuery, response: { 200: reelPage } } },
    async (request) => service.listReels(db, memberOf(request), request.query),
  );

  app.get(
    '/api/users/:id/reels',
    { schema: { params: idParams, querystring: reelListQuery, response: { 200: reelPage } } },
    async (request) => service.memberReels(db, memberOf(request), request.params.id, request.query),
  );

  app.post(
    '/api/reels',
    {
      config: perMember('create', 20),
      schema: { body: createReelBody, response: { 201: reelPayload } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createReel(opts, memberOf(request), request.body)),
  );

  app.get(
    '/api/reels/:id',
    { schema: { params: idParams, response: { 200: reelPayload } } },
    async (request) => service.getReel(db, memberOf(request), request.params.id),
  );

  app.delete(
    '/api/reels/:id',
    { schema: { params: idParams, response: { 200: successPayload } } },
    async (request) => {
      await service.deleteReel(opts, memberOf(request), request.params.id);
      return { success: true as const };
    },
  );

  const like = perMember('like', 120);
  app.post(
    '/api/reels/:id/like',
    { config: like, schema: { params: idParams, response: { 200: reelLikeResult } } },
    async (request) => service.setReelLike(opts, memberOf(request), request.params.id, true),
  );
  app.delete(
    '/api/reels/:id/like',
    { config: like, schema: { params: idParams, response: { 200: reelLikeResult } } },
    async (request) => service.setReelLike(opts, memberOf(request), request.params.id, false),
  );

  app.get(
    '/api/reels/:id/comments',
    { schema: { params: idParams, response: { 200: reelCommentList } } },
    async (request) => service.listReelComments(db, memberOf(request), request.params.id),
  );
  app.post(
    '/api/reels/:id/comments',
    {
      config: perMember('comment', 30),
      schema: { params: idParams, body: createReelCommentBody, response: { 201: reelCommentPayload } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.addReelComment(opts, memberOf(request), request.params.id, request.body)),
  );
}
