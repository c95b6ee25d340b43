import { randomUUID } from 'node:crypto';
import type { PostCategory } from '../../common/constants.ts';
import { users } from '../db/schema.ts';
import { createPost } from '../features/posts/service.ts';
import { hashPassword } from '../platform/auth/password.ts';
import { createSession, SESSION_COOKIE, type UserRow } from '../platform/auth/sessions.ts';
import { diskStorage } from '../platform/storage/storage.ts';
import type { TestContext } from './harness.ts';

export const TEST_PASSWORD = 'password-di-prova';
let passwordHash: Promise<string> | undefined;

/** A verified member with TEST_PASSWORD; each call makes a new one. */
export async function makeMember(
  ctx: TestContext,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await ctx.database.db
    .insert(users)
    .values({
      email: `membro-${randomUUID()}@example.it`,
      passwordHash: await passwordHash,
      firstName: 'Mario',
      lastName: 'Rossi',
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  return user!;
}

/** An admin member. */
export const makeAdmin = (ctx: TestContext, overrides: Partial<typeof users.$inferInsert> = {}) =>
  makeMember(ctx, { isAdmin: true, ...overrides });

/** Request headers carrying a fresh session of `user`. */
export async function sessionOf(ctx: TestContext, user: UserRow): Promise<{ cookie: string }> {
  const token = await createSession(ctx.database.db, user.id);
  return { cookie: `${SESSION_COOKIE}=${token}` };
}

/** A post by `author` made through the service, so counters are right. */
export async function makePost(
  ctx: TestContext,
  author: UserRow,
  overrides: Partial<{ title: string; content: string; category: PostCategory; imageUrls: string[] }> = {},
) {
  return createPost({ db: ctx.database.db, storage: diskStorage(ctx.objectsDir) }, author.id, {
    title: 'Schermo rotto',
    content: 'Il mio telefono non si accende più',
    ...overrides,
  });
}

/** Runs `fn` and counts the SQL statements it sends to the database. */
export async function countQueries(ctx: TestContext, fn: () => Promise<unknown>): Promise<number> {
  const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const original = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count++;
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    client.query = original;
  }
  return count;
}
