import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { PostCategory } from '../../common/constants.ts';
import type { PostPayload } from '../../common/schemas/posts.ts';
import { addComment } from '../features/comments/service.ts';
import { createPost } from '../features/posts/service.ts';
import { createMember, type NewMember } from '../features/users/service.ts';
import { hashPassword } from '../platform/auth/password.ts';
import { createSession, SESSION_COOKIE, type UserRow } from '../platform/auth/sessions.ts';
import { TEST_APP_URL, type TestContext } from './harness.ts';
import { callerWith, type TestMember } from './requests.ts';

export const TEST_PASSWORD = 'password-di-prova';
let passwordHash: Promise<string> | undefined;

/** A verified member with TEST_PASSWORD; each call makes a new one. */
export async function makeMember(ctx: TestContext, overrides: Partial<NewMember> = {}): Promise<UserRow> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return createMember(ctx.database.db, {
    email: `membro-${randomUUID()}@example.it`,
    passwordHash: await passwordHash,
    firstName: 'Mario',
    lastName: 'Rossi',
    emailVerifiedAt: new Date(),
    ...overrides,
  });
}

/** An admin member. */
export const makeAdmin = (ctx: TestContext, overrides: Partial<NewMember> = {}) =>
  makeMember(ctx, { isAdmin: true, ...overrides });

/** Request headers carrying a fresh session of `user`, sent from the app's own page. */
export async function sessionOf(
  ctx: TestContext,
  user: UserRow,
): Promise<{ cookie: string; origin: string }> {
  const token = await createSession(ctx.database.db, user.id);
  // The Origin a browser sends: cookie-authenticated writes without one are refused.
  return { cookie: `${SESSION_COOKIE}=${token}`, origin: TEST_APP_URL };
}

/** A new member, signed in: their row, their headers and `send` for calling the app as them. */
export async function signedIn(ctx: TestContext, overrides: Partial<NewMember> = {}): Promise<TestMember> {
  const user = await makeMember(ctx, overrides);
  return { user, ...callerWith(ctx, await sessionOf(ctx, user)) };
}

/** A post by `author` made through the service, so counters are right. */
export async function makePost(
  ctx: TestContext,
  author: UserRow,
  overrides: Partial<{ title: string; content: string; category: PostCategory; imageUrls: string[] }> = {},
  options: { createdAt?: Date } = {},
): Promise<PostPayload> {
  return createPost(
    ctx.services,
    author,
    { title: 'Schermo rotto', content: 'Il mio telefono non si accende più', ...overrides },
    options,
  );
}

/** A comment by `author` on a post, made through the service, so counters and notifications are right. */
export const makeComment = (
  ctx: TestContext,
  author: UserRow,
  postId: string,
  content = 'Prova a scaldarlo',
) => addComment(ctx.services, author, { postId, content });

/**
 * Runs `fn` and counts the SQL statements sent to PostgreSQL meanwhile: pooled ones and those inside
 * transactions alike, since both go through pg's Client (the session look-up of a request included).
 * It first waits until the database has been quiet for a moment, so that what the setting-up left running
 * (a post's follow-up work after its commit) is not counted as `fn`'s.
 */
export async function countQueries(fn: () => Promise<unknown>): Promise<number> {
  const client = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count++;
    return original.apply(this, args);
  };
  try {
    for (let waited = 0, before = -1; before !== count && waited < 2000; waited += QUIET_MS) {
      before = count;
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    }
    count = 0;
    await fn();
  } finally {
    client.query = original;
  }
  return count;
}

/** How long no statement may be sent before `countQueries` starts counting. */
const QUIET_MS = 50;
