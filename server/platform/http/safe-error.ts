/** What a log line may say about an error: never a query's parameters, a row or a request body. */
export interface SafeError {
  type: string;
  message?: string;
  /** SQLSTATE of a database error (e.g. 23505), or a Node/Fastify error code. */
  code?: string;
  /** The kind of SQL statement and its table, e.g. `insert into "users"`. */
  statement?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
}

type ErrorLike = Error & {
  code?: unknown;
  query?: unknown;
  params?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  severity?: unknown;
  routine?: unknown;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;
const STATEMENT =
  /^\s*(?:(select)\b[\s\S]*?\bfrom\s+("[^"]+"|\w+)|(insert\s+into|update|delete\s+from)\s+("[^"]+"|\w+))/i;

/** `insert into "users"` from `insert into "users" ("id", …) values ($1, …)`: no columns, no values. */
function statementOf(query: string): string {
  const match = query.match(STATEMENT);
  if (!match) return query.trim().split(/\s+/, 1)[0]?.toLowerCase() || 'sql';
  if (match[1]) return `select from ${match[2]}`;
  return `${match[3]!.toLowerCase().replace(/\s+/g, ' ')} ${match[4]}`;
}

/** A PostgreSQL error from the driver (its message and detail may quote the failing row's values). */
const isDatabaseError = (err: ErrorLike) =>
  typeof err.code === 'string' && SQLSTATE.test(err.code) && ('severity' in err || 'routine' in err);

/** Only the "at …" frames: the first line of a stack repeats the message. */
const framesOf = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

function causesOf(err: ErrorLike): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let current: unknown = err;
  while (current instanceof Error && chain.length < 5) {
    chain.push(current as ErrorLike);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/**
 * A loggable summary of an error. A failed SQL statement is logged by its kind, table, SQLSTATE and
 * constraint only: Drizzle puts the statement's parameters (password hashes, e-mail addresses) in
 * its message, and PostgreSQL's message and detail can quote the row.
 */
export function safeError(value: unknown): SafeError | unknown {
  if (!(value instanceof Error)) return value;
  const err = value as ErrorLike;
  const chain = causesOf(err);
  const query = chain.find((e) => typeof e.query === 'string')?.query as string | undefined;
  const database = chain.find(isDatabaseError);
  if (query === undefined && !database) {
    return {
      type: err.name,
      message: err.message,
      code: typeof err.code === 'string' ? err.code : undefined,
      stack: err.stack,
    };
  }
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    type: err.name === 'Error' ? err.constructor.name : err.name,
    code: str(database?.code),
    statement: query === undefined ? undefined : statementOf(query),
    constraint: str(database?.constraint),
    table: str(database?.table),
    column: str(database?.column),
    stack: framesOf(err.stack),
  };
}
