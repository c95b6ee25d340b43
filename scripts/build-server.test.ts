import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  exited,
  jsonPost,
  type ServerProcess,
  startServer,
  waitForHealth,
} from '../server/test/server-process.ts';
import { buildServerIfStale, serverEntry } from './build-server.ts';

// Issue 29: `npm start` runs the compiled server with plain node, no TypeScript at run time.
const scratch = mkdtempSync(path.join(os.tmpdir(), 'riparami-compiled-'));
// Enterable by the database's own user when run as root (decision 004).
chmodSync(scratch, 0o755);
let server: ServerProcess | undefined;
afterAll(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('is built to dist/server and, run by plain node, migrates, seeds the demo and answers', async () => {
    await buildServerIfStale();
    expect(existsSync(serverEntry)).toBe(true);
    // A plain JavaScript bundle: nothing left for a TypeScript loader to do.
    expect(readFileSync(serverEntry, 'utf8')).not.toMatch(/from ["'][^"']+\.ts["']/);

    server = await startServer(path.join(scratch, 'data'), { NODE_ENV: 'production' }, { compiled: true });
    expect(server.child.spawnargs).not.toContain('tsx');
    // A first start makes its database cluster and seeds the demo: on a CI machine busy with the other suites
    // that has taken over a minute.
    await waitForHealth(server, 150_000);
    const health = await (await fetch(`${server.base}/api/health`)).json();
    expect(health).toEqual({ status: 'ok', database: 'ok' });
    // The migrations were found from the compiled file, and the demo community is there to sign in to.
    const login = await fetch(
      `${server.base}/api/auth/login`,
      jsonPost(server.base, { email: 'giulia@riparami.it', password: 'riparami-demo' }),
    );
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const posts = await (await fetch(`${server.base}/api/posts`, { headers: { cookie } })).json();
    expect(posts.length).toBeGreaterThanOrEqual(8);

    server.child.kill('SIGTERM');
    expect(await exited(server.child)).toBe(0);
  }, 240_000);
});
