import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';

/** What ending sessions needs: the database and the live channel, whose sockets close with them. */
export interface SessionEndDeps {
  db: Db;
  endLiveSession(sessionId: string): void;
}

/**
 * Ends every session of a member but `keepSessionId` (a session id is its token's hash), and closes
 * their live-channel sockets. Answers how many ended.
 */
export async function endSessions(
  deps: SessionEndDeps,
  userId: string,
  keepSessionId?: string,
): Promise<number> {
  const ended = await deps.db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepSessionId))
        : eq(sessions.userId, userId),
    )
    .returning({ id: sessions.tokenHash });
  for (const { id } of ended) deps.endLiveSession(id);
  return ended.length;
}
