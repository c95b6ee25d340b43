import { randomUUID } from 'node:crypto';
import { users } from '../db/schema.ts';
import { hashPassword } from '../platform/auth/password.ts';
import { createSession, SESSION_COOKIE, type UserRow } from '../platform/auth/sessions.ts';
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
