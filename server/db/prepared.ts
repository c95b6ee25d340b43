import { createHash } from 'node:crypto';
import { type Placeholder, type Query, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryResult } from 'pg';
import type { Db, Tx } from './client.ts';

const dialect = new PgDialect();

async function run<Row>(db: Db | Tx, query: Query, name: string, values: Record<string, unknown>) {
  const prepared = db._.session.prepareQuery(query, undefined, name, false);
  return ((await prepared.execute(values)) as QueryResult<Row & Record<string, unknown>>).rows;
}

/**
 * A hand-written statement (CTEs, laterals, data-modifying CTEs: what the query builder cannot say) sent as
 * a named prepared statement, as the query builder's `.prepare()` sends its own: each connection parses it
 * once and PostgreSQL keeps its plan, instead of parsing and planning it on every call (issue 29: planning a
 * list's statement cost more than running it). Values go in through `sql.placeholder(…)`; it runs on the
 * database or inside a transaction, and its rows come back as `execute` gives them.
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return (db: Db | Tx, values: Record<string, unknown>): Promise<Row[]> => run<Row>(db, query, name, values);
}

/**
 * The same for a statement built on each call (values as parameters, so its text has one of a few fixed
 * shapes): it is named by its text, and each shape is parsed and planned once per connection. Not for a text
 * built from data (a list of values written out), which would prepare a statement per length.
 */
export function executePrepared<Row>(db: Db | Tx, statement: SQL): Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  const name = `s_${createHash('sha1').update(query.sql).digest('base64url').slice(0, 20)}`;
  return run<Row>(db, query, name, {});
}

/**
 * What is made once per database handle (its prepared statements): `make` runs on a handle's first use, and
 * the same value comes back for it after (tests open several databases in one process).
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}

/**
 * A family of values made once per database handle, told apart by a key (a list's statement per shape of its
 * filters and LIMIT): `make` runs the first time a handle asks for a key.
 */
export function perDatabaseByKey<T>(): (db: Db, key: string, make: () => T) => T {
  const families = perDatabase(() => new Map<string, T>());
  return (db, key, make) => {
    const family = families(db);
    let value = family.get(key);
    if (value === undefined) {
      value = make();
      family.set(key, value);
    }
    return value;
  };
}

/**
 * A LIMIT written into a prepared statement's text: the query builder sends `.limit(n)` as a parameter, and
 * with its LIMIT a parameter PostgreSQL may plan a statement again on every call (a plan for any limit would
 * read every row; issue 29). Only for a few fixed values: each is a statement of its own.
 */
export const literalLimit = (limit: number) =>
  sql.raw(String(Math.max(0, Math.trunc(limit)))) as unknown as Placeholder;

/**
 * The LIMIT a page statement is written with for a page of `asked` rows: the usual page or the largest, and a
 * smaller page is cut from its rows. Two values keep a list's statements per connection few.
 */
export const pageLimit = (asked: number, usual: number, max: number) => (asked <= usual ? usual : max);
