import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchQuery, searchResult } from '../../../common/schemas/search.ts';
import type { Db } from '../../db/client.ts';
import { memberOf } from '../../platform/auth/guard.ts';
import * as service from './service.ts';

/** Issue 28: one search box over posts and members, signed in only. */
export async function searchRoutes(root: FastifyInstance, opts: { db: Db }) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/search',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { querystring: searchQuery, response: { 200: searchResult } },
    },
    async (request) => service.search(opts.db, memberOf(request), request.query),
  );
}
