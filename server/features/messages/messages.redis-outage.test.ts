import type { ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessagePayload } from '../../../common/schemas/messages.ts';
import { type App, buildApp } from '../../app.ts';
import { redisBus } from '../../platform/realtime/redis-bus.ts';
import { diskStorage } from '../../platform/storage/storage.ts';
import { makeMember, sessionOf } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { hasRedisServer, startRedis } from '../../test/redis-server.ts';
import { exited, freePort } from '../../test/server-process.ts';
import { openSocket } from '../../test/sockets.ts';
import { toolAvailable } from '../../test/tools.ts';

/**
 * DESIGN §1 and issue 17: with Redis down, HTTP keeps working and no message is lost; when it is back,
 * live delivery resumes and every socket is told to fetch what it missed.
 */
describe.runIf(toolAvailable('redis-server', hasRedisServer))('a Redis outage', () => {
  let ctx: TestContext;
  let app: App;
  let port: number;
  let redisProcess: ChildProcess;
  let redis: Redis;
  let bus: ReturnType<typeof redisBus>;

  beforeAll(async () => {
    ctx = await createTestContext();
    port = await freePort();
    redisProcess = await startRedis(port);
    const url = `redis://127.0.0.1:${port}`;
    redis = new Redis(url, { maxRetriesPerRequest: 2 });
    redis.on('error', () => {});
    bus = redisBus(url);
    app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      mailer: ctx.mailer,
      storage: diskStorage(ctx.objectsDir),
      redis,
      bus,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    redis?.disconnect();
    await bus?.close();
    redisProcess?.kill('SIGKILL');
    await ctx?.close();
  });

  it('keeps HTTP working and resumes live delivery, with a resync for what was missed', async () => {
    const alice = await makeMember(ctx, { firstName: 'Alice' });
    const bob = await makeMember(ctx, { firstName: 'Bob' });
    const aliceHeaders = await sessionOf(ctx, alice);
    const wsUrl = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
    const bobSocket = await openSocket(wsUrl, await sessionOf(ctx, bob));
    const send = async (content: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: aliceHeaders,
        payload: { receiverId: bob.id, content },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as MessagePayload;
    };
    const before = await send('Redis è su');
    await bobSocket.next('new_message', (m) => m.id === before.id);

    redisProcess.kill('SIGKILL');
    await exited(redisProcess);
    const started = Date.now();
    const during = await send('Redis è giù');
    const presence = await app.inject({
      url: `/api/conversations/${bob.id}/presence`,
      headers: aliceHeaders,
    });
    expect(presence.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);

    redisProcess = await startRedis(port);
    await bobSocket.next('resync', undefined, 15_000);
    const missed = await app.inject({
      url: `/api/messages/${alice.id}?after=${before.id}`,
      headers: await sessionOf(ctx, bob),
    });
    expect((missed.json() as MessagePayload[]).map((m) => m.id)).toEqual([during.id]);
    const after = await send('Redis è tornato');
    expect((await bobSocket.next('new_message', (m) => m.id === after.id, 10_000)).data).toEqual(after);
    await bobSocket.close();
  }, 60_000);
});
