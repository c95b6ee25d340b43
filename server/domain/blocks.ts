import { and, eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import { blocks } from '../db/schema.ts';
import { forbidden } from '../platform/http/errors.ts';

// May these two members interact? Two members reach each other (messages, comments, likes, follows,
// notifications, feeds) only when neither blocked the other (issue 21). Every feature asks here.

/** True when either member blocked the other. */
export async function blockedEitherWay(db: Db | Tx, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const [row] = await db
    .select({ one: sql`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    )
    .limit(1);
  return !!row;
}

/** Refuses an interaction (message, comment, follow) between two members when either blocked the other. */
export async function assertMayInteract(db: Db | Tx, actorId: string, otherId: string): Promise<void> {
  refuseIfBlocked(await blockedEitherWay(db, actorId, otherId));
}

/** The 403 of an interaction between members when either blocked the other (`blocked` read by the caller). */
export function refuseIfBlocked(blocked: boolean): void {
  if (blocked) throw blockedError();
}

/** The error of an interaction refused because either member blocked the other; a call may say it its way. */
export const blockedError = (message = 'Non puoi interagire con questo utente') => forbidden(message);

/** `blockedEitherWay` as an SQL expression, for callers that read it in a statement they already run. */
export const blockedEitherWaySql = (
  a: string | Placeholder,
  b: string | Placeholder | AnyPgColumn,
): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${blocks} where (${blocks.blockerId} = ${a} and ${blocks.blockedId} = ${b}) or (${blocks.blockerId} = ${b} and ${blocks.blockedId} = ${a}))`;

/**
 * A condition for list queries: the member in `column` neither blocked nor was blocked by `viewerId`
 * (feeds and search hide each from the other).
 */
export const notBlockedWith = (viewerId: string | Placeholder, column: AnyPgColumn | SQL): SQL =>
  sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${column}) or (${blocks.blockedId} = ${viewerId} and ${blocks.blockerId} = ${column}))`;
