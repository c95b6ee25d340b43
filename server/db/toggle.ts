import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';
import { executePrepared } from './prepared.ts';

/** A like/follow-shaped relation: one row per pair, whose columns both match it and make it. */
export interface Relation<T extends PgTable> {
  table: T;
  row: T['$inferInsert'];
}

export interface Toggle<T extends PgTable> extends Relation<T> {
  /**
   * Locks the row whose counters the relation moves, so concurrent toggles apply one after another
   * and counters always equal the rows; throws when it is missing. It runs as statements of its own, before
   * the change: each next statement then sees what a toggle that held the lock before committed.
   */
  lock(tx: Tx): Promise<void>;
  /**
   * An `update … returning <the count the caller shows> as count` that moves the counters by `delta` (an SQL
   * integer: 1, −1 or 0). It runs inside the statement that adds or removes the row (issue 29: one round trip
   * less on a write every member makes); where it updates several rows, the others return a null count.
   */
  counter(delta: SQL): SQL;
  /** Throws when the relation may not be turned on now (turning it off is always allowed). */
  beforeOn?(tx: Tx): Promise<void>;
}

function matching<T extends PgTable>({ table, row }: Relation<T>): SQL {
  const columns = getTableColumns(table);
  return and(...Object.entries(row).map(([name, value]) => eq(columns[name]!, value)))!;
}

/** The relation's row as `(columns)` and `select values`, for an insert of one row. */
function insertOf<T extends PgTable>({ table, row }: Relation<T>): { columns: SQL; values: SQL } {
  const columns = getTableColumns(table);
  const set = Object.entries(row).filter(([, value]) => value !== undefined);
  return {
    columns: sql.join(
      set.map(([name]) => sql.identifier(columns[name]!.name)),
      sql`, `,
    ),
    values: sql.join(
      set.map(([name, value]) => sql.param(value, columns[name])),
      sql`, `,
    ),
  };
}

/**
 * One statement: `change` (the CTEs that add or remove the row), then the counters moved by `delta` (read from
 * those CTEs); answers whether the row changed (`changed`, also read from them) and the count the caller shows.
 */
async function changeAndCount(
  tx: Tx,
  counter: (delta: SQL) => SQL,
  { change, delta, changed }: { change: SQL; delta: SQL; changed: SQL },
): Promise<{ changed: boolean; count: number }> {
  // Prepared by its text: one toggle's statement has the same text for every member and post (issue 29).
  const [row] = await executePrepared<{ changed: boolean; count: number | null }>(
    tx,
    sql`
    with ${change},
    moved as (${counter(delta)})
    select ${changed} as changed, (select max(count) from moved) as count`,
  );
  if (!row) throw new Error('toggle: the statement answered no row');
  return { changed: row.changed, count: Number(row.count ?? 0) };
}

/**
 * Turns a relation on when it is absent and off when it is present (like/unlike, follow/unfollow), moving its
 * counters by what changed in the same statement; when the relation may not be turned on, `beforeOn` throws
 * after it and the transaction takes the row and the count back.
 */
export async function toggleRelation<T extends PgTable>(
  tx: Tx,
  toggle: Toggle<T>,
): Promise<{ on: boolean; count: number }> {
  await toggle.lock(tx);
  const { columns, values } = insertOf(toggle);
  const { changed: on, count } = await changeAndCount(tx, toggle.counter, {
    change: sql`removed as (delete from ${toggle.table} where ${matching(toggle)} returning 1),
    added as (
      insert into ${toggle.table} (${columns}) select ${values}
      where not exists (select 1 from removed) returning 1
    )`,
    delta: sql`((select count(*) from added) - (select count(*) from removed))::int`,
    changed: sql`exists (select 1 from added)`,
  });
  if (on) await toggle.beforeOn?.(tx);
  return { on, count };
}

/**
 * Turns a relation on or off as asked, idempotently (a reel's like: liking twice keeps one), moving its
 * counters only when it changed, in the same statement. `beforeOn` is asked whenever it is turned on.
 */
export async function setRelation<T extends PgTable>(
  tx: Tx,
  toggle: Toggle<T>,
  on: boolean,
): Promise<{ changed: boolean; count: number }> {
  await toggle.lock(tx);
  if (on) await toggle.beforeOn?.(tx);
  const { columns, values } = insertOf(toggle);
  const change = on
    ? sql`changes as (
        insert into ${toggle.table} (${columns}) select ${values} on conflict do nothing returning 1
      )`
    : sql`changes as (delete from ${toggle.table} where ${matching(toggle)} returning 1)`;
  return changeAndCount(tx, toggle.counter, {
    change,
    delta: sql`((select count(*) from changes) * ${sql.raw(on ? '1' : '-1')})::int`,
    changed: sql`exists (select 1 from changes)`,
  });
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
