import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { hasRedisServer, startRedis } from '../../test/redis-server.ts';
import { exited, freePort } from '../../test/server-process.ts';
import { until } from '../../test/sockets.ts';
import { toolAvailable } from '../../test/tools.ts';
import type { BusMessage } from './bus.ts';
import { redisBus } from './redis-bus.ts';

describe.runIf(toolAvailable('redis-server', hasRedisServer))('the Redis bus', () => {
  let redis: ChildProcess | undefined;
  afterAll(async () => {
    redis?.kill('SIGKILL');
    if (redis) await exited(redis);
  });

  it('lets the app start while Redis is down, and delivers once Redis answers', async () => {
    const port = await freePort();
    const bus = redisBus(`redis://127.0.0.1:${port}`);
    try {
      const heard: BusMessage[] = [];
      // Nothing listens on the port: subscribing must not hold up the start-up.
      const subscribed = await Promise.race([
        bus.subscribe((message) => heard.push(message)).then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1000)),
      ]);
      expect(subscribed).toBe(true);

      redis = await startRedis(port);
      const message = { userId: 'u1', event: { type: 'presence' } };
      await until(async () => {
        await bus.publish(message).catch(() => {});
        return heard.length > 0 ? true : undefined;
      }, 15_000);
      expect(heard[0]).toEqual(message);
    } finally {
      await bus.close();
    }
  }, 30_000);
});
