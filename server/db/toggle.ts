import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

/** A like/follow-shaped relation: one row per pair, whose columns both match it and make it. */
export interface Relation<T extends PgTable> {
  table: T;
  row: T['$inferInsert'];
}

export interface Toggle<T extends PgTable> extends Relation<T> {
  /**
   * Locks the row whose counters the relation moves, so concurrent toggles apply one after another
   * and counters always equal the rows; throws when it is missing.
   */
  lock(tx: Tx): Promise<void>;
  /** Moves the counters by `delta` (0: nothing changed) and answers the one the caller shows. */
  count(tx: Tx, delta: -1 | 0 | 1): Promise<number>;
  /** Throws when the relation may not be turned on now (turning it off is always allowed). */
  beforeOn?(tx: Tx): Promise<void>;
}

function matching<T extends PgTable>({ table, row }: Relation<T>): SQL {
  const columns = getTableColumns(table);
  return and(...Object.entries(row).map(([name, value]) => eq(columns[name]!, value)))!;
}

/**
 * Turns a relation on when it is absent and off when it is present (follow/unfollow), moving its counters
 * in the same transaction (a post's like does the same in one statement of its own). Removing or adding
 * the row is one statement (issue 29: each round trip counts on a write every member makes); when the
 * relation may not be turned on, `beforeOn` throws after it and the transaction takes the row back.
 */
export async function toggleRelation<T extends PgTable>(
  tx: Tx,
  toggle: Toggle<T>,
): Promise<{ on: boolean; count: number }> {
  await toggle.lock(tx);
  const columns = getTableColumns(toggle.table);
  const set = Object.entries(toggle.row).filter(([, value]) => value !== undefined);
  const { rows } = await tx.execute<{ on: boolean }>(sql`
    with removed as (delete from ${toggle.table} where ${matching(toggle)} returning 1)
    insert into ${toggle.table} (${sql.join(
      set.map(([name]) => sql.identifier(columns[name]!.name)),
      sql`, `,
    )})
    select ${sql.join(
      set.map(([name, value]) => sql.param(value, columns[name])),
      sql`, `,
    )}
    where not exists (select 1 from removed)
    returning true as on`);
  const on = rows.length > 0;
  if (on) await toggle.beforeOn?.(tx);
  return { on, count: await toggle.count(tx, on ? 1 : -1) };
}

/**
 * Turns a relation on or off as asked, idempotently (a reel's like: liking twice keeps one), moving its
 * counters only when it changed, in the same transaction. `beforeOn` is asked whenever it is turned on.
 */
export async function setRelation<T extends PgTable>(
  tx: Tx,
  toggle: Toggle<T>,
  on: boolean,
): Promise<{ changed: boolean; count: number }> {
  await toggle.lock(tx);
  let changed: unknown[];
  if (on) {
    await toggle.beforeOn?.(tx);
    changed = await tx
      .insert(toggle.table as PgTable)
      .values(toggle.row)
      .onConflictDoNothing()
      .returning({ one: sql`1` });
  } else {
    changed = await tx
      .delete(toggle.table as PgTable)
      .where(matching(toggle))
      .returning({ one: sql`1` });
  }
  const delta = changed.length === 0 ? 0 : on ? 1 : -1;
  return { changed: delta !== 0, count: await toggle.count(tx, delta) };
}

/**
 * Whether the relation exists, in one statement that also checks its target (the post liked, the
 * member followed): null when the target is missing.
 */
export async function relationState<T extends PgTable>(
  db: Db,
  relation: Relation<T>,
  target: { table: PgTable; where: SQL },
): Promise<boolean | null> {
  const exists = db
    .select({ one: sql`1` })
    .from(relation.table as PgTable)
    .where(matching(relation));
  const [row] = await db
    .select({ on: sql<boolean>`exists(${exists})` })
    .from(target.table)
    .where(target.where);
  return row ? row.on : null;
}
