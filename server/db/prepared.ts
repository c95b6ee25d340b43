import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryResult } from 'pg';
import type { Db, Tx } from './client.ts';

const dialect = new PgDialect();

/**
 * A hand-written statement (CTEs, laterals, data-modifying CTEs: what the query builder cannot say) sent as
 * a named prepared statement, as the query builder's `.prepare()` sends its own: each connection parses it
 * once and PostgreSQL keeps its plan, instead of parsing and planning it on every call (issue 29: planning a
 * list's statement cost more than running it). Values go in through `sql.placeholder(…)`; it runs on the
 * database or inside a transaction, and its rows come back as `execute` gives them.
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return async (db: Db | Tx, values: Record<string, unknown>): Promise<Row[]> => {
    const prepared = db._.session.prepareQuery(query, undefined, name, false);
    return ((await prepared.execute(values)) as QueryResult<Row & Record<string, unknown>>).rows;
  };
}
