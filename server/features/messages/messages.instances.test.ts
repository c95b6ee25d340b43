import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MessagePayload } from '../../../common/schemas/messages.ts';
import { type Database, openPostgres } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { createSession, SESSION_COOKIE } from '../../platform/auth/sessions.ts';
import { adminQuery, withDatabase } from '../../test/global-setup.ts';
import { exited, type ServerProcess, startServer, waitForHealth } from '../../test/server-process.ts';
import { openSocket } from '../../test/sockets.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two app processes on one PostgreSQL database and one Redis, as a scaled-out deployment runs them
 * (DESIGN §2): a message sent through one arrives live on a socket held by the other, and presence is
 * the same seen from either.
 */
describe.runIf(redisUrl)('direct messages across two app instances (PostgreSQL + Redis)', () => {
  const name = `riparami_t_${randomBytes(6).toString('hex')}`;
  const dirs: string[] = [];
  let database: Database;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    const serverUrl = inject('testServerUrl');
    await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
    const url = withDatabase(serverUrl, name);
    database = openPostgres(url, { max: 2 });
    const env = { DATABASE_URL: url, REDIS_URL: redisUrl!, DEMO_DATA: 'false', SESSION_SECRET: randomUUID() };
    const start = () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'riparami-instance-'));
      dirs.push(dir);
      return startServer(dir, env);
    };
    [a, b] = await Promise.all([start(), start()]);
    await Promise.all([waitForHealth(a), waitForHealth(b)]);
  }, 120_000);

  afterAll(async () => {
    for (const server of [a, b]) {
      server?.child.kill('SIGTERM');
      if (server) await exited(server.child);
    }
    await database?.close();
    await adminQuery(inject('testServerUrl'), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  /** A member with a session cookie, made straight in the shared database. */
  async function member(firstName: string) {
    const [user] = await database.db
      .insert(users)
      .values({
        email: `${firstName.toLowerCase()}-${randomUUID()}@example.it`,
        firstName,
        emailVerifiedAt: new Date(),
      })
      .returning();
    return { user: user!, cookie: `${SESSION_COOKIE}=${await createSession(database.db, user!.id)}` };
  }
  const headersOn = (server: ServerProcess, cookie: string) => ({ cookie, origin: server.base });
  const wsOf = (server: ServerProcess) => `${server.base.replace('http', 'ws')}/ws`;

  it('delivers a message sent through A to a socket on B, and presence is seen across them', async () => {
    const alice = await member('Alice');
    const bob = await member('Bob');
    const post = (content: string) =>
      fetch(`${a.base}/api/messages`, {
        method: 'POST',
        headers: { ...headersOn(a, alice.cookie), 'content-type': 'application/json' },
        body: JSON.stringify({ receiverId: bob.user.id, content }),
      });
    expect((await post('Primo, prima che Bob si colleghi')).status).toBe(201);

    const aliceOnA = await openSocket(wsOf(a), headersOn(a, alice.cookie));
    const bobOnB = await openSocket(wsOf(b), headersOn(b, bob.cookie));
    // B announces Bob; Alice's socket lives on A.
    const online = await aliceOnA.next('presence', (p) => p.userId === bob.user.id);
    expect(online.data).toEqual({ userId: bob.user.id, isOnline: true });
    const presenceOnA = await fetch(`${a.base}/api/conversations/${bob.user.id}/presence`, {
      headers: headersOn(a, alice.cookie),
    });
    expect(await presenceOnA.json()).toEqual({ userId: bob.user.id, isOnline: true });

    const res = await post('Ti scrivo da A');
    expect(res.status).toBe(201);
    const sent = (await res.json()) as MessagePayload;
    const arrived = await bobOnB.next('new_message', (m) => m.id === sent.id);
    expect(arrived.data).toEqual(sent);

    // Typing relayed across instances too, with the sender set by the server.
    bobOnB.socket.send(JSON.stringify({ type: 'typing', receiverId: alice.user.id, isTyping: true }));
    expect((await aliceOnA.next('typing')).data).toEqual({ senderId: bob.user.id, isTyping: true });

    await bobOnB.close();
    const offline = await aliceOnA.next('presence', (p) => p.userId === bob.user.id && p.isOnline === false);
    expect(offline.data).toEqual({ userId: bob.user.id, isOnline: false });
    const presenceOnB = await fetch(`${b.base}/api/conversations/${bob.user.id}/presence`, {
      headers: headersOn(b, alice.cookie),
    });
    expect(await presenceOnB.json()).toEqual({ userId: bob.user.id, isOnline: false });
    await aliceOnA.close();
  }, 30_000);
});
