import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { isDatabaseUnavailable } from '../platform/http/database-unavailable.ts';
import { signedIn } from '../test/factories.ts';
import { adminQuery } from '../test/global-setup.ts';
import { withTestContext } from '../test/harness.ts';

const ctx = withTestContext();
const databaseName = async () =>
  (await ctx().database.db.execute<{ name: string }>(sql`select current_database() as name`)).rows[0]!.name;
const terminateAll = (name: string) =>
  adminQuery(
    inject('testServerUrl'),
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
  );

describe('database connection faults (issue 25)', () => {
  it('a connection killed in the middle of a transaction fails that transaction and does not end the process', async () => {
    const name = await databaseName();
    const failure = await ctx()
      .database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // Between two statements the client is checked out: its 'error' event must have a listener.
        await terminateAll(name);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).not.toBeNull();
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // The pool replaces the dead client: the next statement works.
    const { rows } = await ctx().database.db.execute<{ ok: number }>(sql`select 1 as ok`);
    expect(rows[0]!.ok).toBe(1);
  });

  it('answers 503 with an Italian message while the database refuses connections, and recovers after', async () => {
    const member = await signedIn(ctx());
    const name = await databaseName();
    expect((await member.send('GET', '/api/posts')).statusCode).toBe(200);
    await adminQuery(inject('testServerUrl'), `alter database ${name} with allow_connections false`);
    try {
      await terminateAll(name);
      const res = await member.send('GET', '/api/posts');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: 'Servizio momentaneamente non disponibile. Riprova tra qualche secondo.',
      });
      expect(res.headers['retry-after']).toBe('5');
      // The process is alive and says what is wrong; a load balancer asks /api/ready.
      const health = await ctx().app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok', database: 'unavailable' });
      const ready = await ctx().app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', database: 'unavailable' });
    } finally {
      await adminQuery(inject('testServerUrl'), `alter database ${name} with allow_connections true`);
    }
    expect((await member.send('GET', '/api/posts')).statusCode).toBe(200);
    expect((await ctx().app.inject({ url: '/api/ready' })).json()).toMatchObject({
      status: 'ready',
      database: 'ok',
    });
  });
});

describe('isDatabaseUnavailable', () => {
  it('tells connection and timeout errors from the others', () => {
    expect(isDatabaseUnavailable({ code: '57P01' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '08006' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '57014' })).toBe(true);
    expect(isDatabaseUnavailable({ code: 'ECONNREFUSED' })).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable({ message: 'Failed query', cause: { code: '57P01' } })).toBe(true);
    expect(isDatabaseUnavailable({ code: '23505' })).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
