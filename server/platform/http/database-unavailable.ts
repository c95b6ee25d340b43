/**
 * Whether an error means the database cannot be reached right now (issue 25): the server was shut down or
 * restarted, a connection was terminated or refused, the pool could not hand out a connection in time, or a
 * statement ran past its timeout. Such a request is answered 503: trying again later can work.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      // 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 57014 query_canceled
      // (statement_timeout), 53300 too_many_connections, class 08: connection exceptions.
      if (/^(57P0[123]|57014|53300|08\w{3})$/.test(code)) return true;
      if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH'].includes(code))
        return true;
    }
    if (typeof message === 'string') {
      if (
        /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|is not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)|Query read timeout/i.test(
          message,
        )
      )
        return true;
    }
  }
  return false;
}

/** The Italian answer of a request the database could not serve. */
export const DATABASE_UNAVAILABLE_TEXT =
  'Servizio momentaneamente non disponibile. Riprova tra qualche secondo.';
