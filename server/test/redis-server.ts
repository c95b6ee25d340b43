import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { until } from './sockets.ts';

/** Whether this machine has `redis-server` to start throwaway servers with. */
export const hasRedisServer = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** A throwaway Redis a test may stop and start again on the same port; answers once it takes connections. */
export function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  return until(async () => {
    const probe = new Redis({ port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {});
    try {
      await probe.connect();
      return child;
    } catch {
      return undefined;
    } finally {
      probe.disconnect();
    }
  });
}
