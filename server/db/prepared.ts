import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const dialect = new PgDialect();

/**
 * A hand-written statement (CTEs, laterals: what the query builder cannot say) prepared under `name`, as
 * the query builder's `.prepare()` prepares its own: each connection parses and plans it once instead of on
 * every call (issue 29: planning a list's statement cost more than running it). Values go in through
 * `sql.placeholder(…)`; rows come back as the driver reads them.
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    const result = await db.$client.query({ name, text, values: fillPlaceholders(params, values) });
    return result.rows as Row[];
  };
}
