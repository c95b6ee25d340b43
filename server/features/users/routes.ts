import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { postListQuery } from '../../../common/schemas/posts.ts';
import { updateProfileBody } from '../../../common/schemas/social.ts';
import { z } from '../../../common/zod-it.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { memberOf } from '../../platform/auth/guard.ts';
import { notFound } from '../../platform/http/errors.ts';
import { listPosts } from '../posts/service.ts';
import { presentCurrentUser, presentUser } from './presenter.ts';

const idParams = z.object({ id: z.string().max(64) });

async function findUser(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound('Utente non trovato');
  return user;
}

/** SPEC §7 user calls, plus editing one's own profile. */
export async function userRoutes(root: FastifyInstance, opts: { db: Db }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get('/api/users/:id', { schema: { params: idParams } }, async (request) =>
    presentUser(await findUser(opts.db, request.params.id)),
  );
  app.get(
    '/api/users/:id/posts',
    { schema: { params: idParams, querystring: postListQuery } },
    async (request) => {
      const user = await findUser(opts.db, request.params.id);
      return listPosts(opts.db, memberOf(request).id, { ...request.query, authorId: user.id });
    },
  );
  // Reels arrive with their own issue; until then every member has none.
  app.get('/api/users/:id/reels', { schema: { params: idParams } }, async (request) => {
    await findUser(opts.db, request.params.id);
    return [];
  });
  app.patch('/api/users/me', { schema: { body: updateProfileBody } }, async (request) => {
    const { firstName, lastName, bio } = request.body;
    const [user] = await opts.db
      .update(users)
      .set({ firstName, lastName: lastName || null, bio: bio || null })
      .where(eq(users.id, memberOf(request).id))
      .returning();
    return presentCurrentUser(user!);
  });
}
