import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailTokens } from '../../db/schema.ts';
import { hashToken, newToken } from './tokens.ts';

type Purpose = (typeof emailTokens.$inferInsert)['purpose'];

/**
 * Issues a single-use token mailed as a link (verification, password reset, e-mail change): the member's
 * older unused tokens of the same purpose stop working, and only the token's hash is stored. Answers the
 * token itself, for the link.
 */
export async function issueEmailToken(
  db: Db,
  token: { userId: string; purpose: Purpose; ttlMs: number; now?: Date; newEmail?: string },
): Promise<string> {
  const value = newToken();
  const now = token.now ?? new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(emailTokens)
      .set({ supersededAt: now })
      .where(
        and(
          eq(emailTokens.userId, token.userId),
          eq(emailTokens.purpose, token.purpose),
          isNull(emailTokens.usedAt),
        ),
      );
    await tx.insert(emailTokens).values({
      tokenHash: hashToken(value),
      userId: token.userId,
      purpose: token.purpose,
      newEmail: token.newEmail,
      createdAt: now,
      expiresAt: new Date(now.getTime() + token.ttlMs),
    });
  });
  return value;
}
