import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  affiliateClickBody,
  affiliateClickReply,
  affiliateProductList,
  recommendationsQuery,
} from '../../../common/schemas/affiliate.ts';
import type { Db } from '../../db/client.ts';
import { memberOf } from '../../platform/auth/guard.ts';
import * as service from './service.ts';

/** SPEC §7 affiliate calls; the catalogue is written when the routes are registered. */
export async function affiliateRoutes(root: FastifyInstance, opts: { db: Db }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  await service.ensureCatalogue(opts.db);

  app.get(
    '/api/affiliate/recommendations',
    { schema: { querystring: recommendationsQuery, response: { 200: affiliateProductList } } },
    async (request) => service.recommend(opts.db, request.query),
  );

  app.post(
    '/api/affiliate/click',
    {
      schema: { body: affiliateClickBody, response: { 200: affiliateClickReply } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const member = memberOf(request);
      await service.recordClick(opts.db, member.id, request.body);
      return { success: true as const };
    },
  );
}
