import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
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

/**
 * Marks a token used, in the transaction that acts on it: answers false when it already was, so of two
 * racing requests with the same link only one goes ahead.
 */
export async function markEmailTokenUsed(tx: Tx, tokenHash: string, now: Date): Promise<boolean> {
  const marked = await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.tokenHash, tokenHash), isNull(emailTokens.usedAt)))
    .returning({ tokenHash: emailTokens.tokenHash });
  return marked.length > 0;
}

/**
 * Kills a member's unused links of these purposes, in the transaction that changes what they were
 * mailed for (issue 25): a password reset or change cancels a pending change of address, and a change
 * of address kills the reset and verification links mailed to the old one.
 */
export async function revokeEmailTokens(db: Db | Tx, userId: string, purposes: Purpose[], now: Date) {
  await db
    .update(emailTokens)
    .set({ supersededAt: now })
    .where(
      and(
        eq(emailTokens.userId, userId),
        inArray(emailTokens.purpose, purposes),
        isNull(emailTokens.usedAt),
        isNull(emailTokens.supersededAt),
      ),
    );
}
