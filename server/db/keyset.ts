import { desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

type Listed = PgTable & { createdAt: PgColumn; id: PgColumn };

/** Keyset lists (DESIGN §4) run newest first on (created_at, id)… */
export const newestFirst = (table: Listed) => [desc(table.createdAt), desc(table.id)];

/** …and a page goes on after the row whose id the client last saw (`?before=`). */
export function olderThan(table: Listed, before: string | undefined): SQL | undefined {
  if (!before) return undefined;
  return sql`(${table.createdAt}, ${table.id}) < (select c.created_at, c.id from ${table} c where c.id = ${before})`;
}
