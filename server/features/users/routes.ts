import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../../common/schemas/shared.ts';
import { currentUser, memberProfile, updateProfileBody } from '../../../common/schemas/user.ts';
import type { Db } from '../../db/client.ts';
import { memberOf } from '../../platform/auth/guard.ts';
import * as service from './service.ts';

/** SPEC §7 user calls, plus editing one's own profile. */
export async function userRoutes(root: FastifyInstance, opts: { db: Db }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  app.get(
    '/api/users/:id',
    { schema: { params: idParams, response: { 200: memberProfile } } },
    async (request) => service.getMember(db, request.params.id),
  );

  app.patch(
    '/api/users/me',
    { schema: { body: updateProfileBody, response: { 200: currentUser } } },
    async (request) => {
      const member = memberOf(request);
      return service.updateProfile(db, member, member.id, request.body);
    },
  );
}
