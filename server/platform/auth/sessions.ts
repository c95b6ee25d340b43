import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import { sessions, users } from '../../db/schema.ts';
import { hashToken, newToken } from './tokens.ts';

export const SESSION_COOKIE = 'riparami_session';
/** A session lives 30 days from its last use, and never beyond 90 days from sign-in. */
export const SESSION_IDLE_MS = 30 * 24 * 3600_000;
export const SESSION_MAX_MS = 90 * 24 * 3600_000;
/** Sliding expiry is written at most once an hour, not on every request. */
const TOUCH_EVERY_MS = 3600_000;

export type UserRow = typeof users.$inferSelect;

/** What settings may show of a browser's User-Agent: longer strings are cut. */
const USER_AGENT_MAX = 512;

/**
 * Starts a new session (a fresh id at every sign-in) and returns its token for the cookie. The
 * browser's User-Agent is kept to name the device in settings ('Chrome su Android').
 */
export async function createSession(
  db: Db,
  userId: string,
  { now = new Date(), userAgent }: { now?: Date; userAgent?: string } = {},
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
  });
  // Housekeeping: a user's expired sessions go when they sign in again.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
  return token;
}

/**
 * The session lookup runs before nearly every request: built once per database and sent as a named
 * prepared statement, so neither the query builder nor PostgreSQL's planner redo it each time.
 */
const sessionLookup = perDatabase((db) =>
  db
    .select({ user: users, session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_lookup'),
);

/** Finds the user of a session token, extending its idle expiry within the absolute maximum. */
export async function resolveSession(db: Db, token: string, now = new Date()): Promise<UserRow | null> {
  const tokenHash = hashToken(token);
  const [row] = await sessionLookup(db).execute({ tokenHash, now });
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    const hardEnd = row.session.createdAt.getTime() + SESSION_MAX_MS;
    const expiresAt = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, hardEnd));
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.tokenHash, tokenHash));
    await db.update(users).set({ lastActive: now }).where(eq(users.id, row.user.id));
  }
  return row.user;
}

/** The id of a session, as stored and as the live channel knows its sockets: the token's hash. */
export const sessionIdOf = (token: string): string => hashToken(token);

/** Ends one session. */
export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}
