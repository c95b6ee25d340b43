import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../platform/http/database-unavailable.ts';
import { openPostgres } from './client.ts';
import { startEmbeddedPostgres } from './embedded.ts';

const tempDataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'riparami-supervised-'));
  // Run as root, the server's user must be able to enter it (decision 004).
  chmodSync(dir, 0o755);
  return dir;
};
const postmasterPid = (clusterDir: string) =>
  Number(readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};
async function until(check: () => Promise<boolean> | boolean, ms: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not within ${ms} ms`);
}
const answers = async (url: string) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
};

describe('the embedded server is supervised (issue 25)', () => {
  it('comes back by itself on the same address after its postmaster is killed', async () => {
    const dir = tempDataDir();
    const server = await startEmbeddedPostgres({ dataDir: dir, database: 'postgres' });
    try {
      const first = postmasterPid(server.clusterDir);
      process.kill(first, 'SIGKILL');
      await until(() => !alive(first), 5000);
      const back = await until(() => answers(server.url), 20_000);
      expect(back).toBeLessThan(20_000);
      expect(postmasterPid(server.clusterDir)).not.toBe(first);
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);

  it('stops with the app when the app is killed with SIGKILL', async () => {
    const dir = tempDataDir();
    const holder = spawn(process.execPath, ['--import', 'tsx', 'server/test/hold-embedded.ts', dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const pid = await new Promise<number>((resolve, reject) => {
        let out = '';
        holder.stdout!.on('data', (chunk) => {
          out += chunk;
          const found = /postmaster (\d+)/.exec(out);
          if (found) resolve(Number(found[1]));
        });
        holder.once('exit', () => reject(new Error('the holder exited early')));
      });
      expect(alive(pid)).toBe(true);
      holder.kill('SIGKILL');
      const gone = await until(() => !alive(pid), 15_000);
      expect(gone).toBeLessThan(15_000);
    } finally {
      holder.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('a frozen server makes a query fail as unavailable within 5 s, and works again once it thaws', async () => {
    const dir = tempDataDir();
    const server = await startEmbeddedPostgres({ dataDir: dir, database: 'postgres' });
    const database = openPostgres(server.url, { max: 2 });
    const postmaster = postmasterPid(server.clusterDir);
    const children = () =>
      execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
        .split('\n')
        .map(Number)
        .filter((pid) => pid > 0);
    await database.db.execute('select 1');
    // Every process of the server, the backend of the pool's connection included.
    const all = [postmaster, ...children()];
    try {
      for (const pid of all) process.kill(pid, 'SIGSTOP');
      const started = Date.now();
      const failure = await database.db.execute('select 1').then(
        () => null,
        (error: unknown) => error,
      );
      expect(Date.now() - started).toBeLessThan(5500);
      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      for (const pid of all) process.kill(pid, 'SIGCONT');
    }
    try {
      await until(async () => {
        try {
          await database.db.execute('select 1');
          return true;
        } catch {
          return false;
        }
      }, 10_000);
    } finally {
      await database.close();
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);
});
