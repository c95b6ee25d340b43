import type { ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  isAlive as alive,
  exited,
  jsonPost as json,
  postmasterPid,
  startServer,
  waitForHealth,
} from './test/server-process.ts';

// The server process as `npm start` runs it, on its embedded PostgreSQL (decision 004).
const scratch = mkdtempSync(path.join(os.tmpdir(), 'riparami-main-'));
// Enterable by the server's own user when we run as root (the 0700 case has its own test).
chmodSync(scratch, 0o755);
const children: ChildProcess[] = [];
const relocated: string[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of relocated) rmSync(dir, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
});

const isRoot = process.getuid?.() === 0;

async function start(dataDir: string, env: Record<string, string> = {}) {
  const server = await startServer(dataDir, env);
  children.push(server.child);
  return server;
}

const signIn = (base: string, email: string, password = 'riparami-demo') =>
  fetch(`${base}/api/auth/login`, json(base, { email, password }));

describe('the server process on its embedded PostgreSQL', () => {
  it('seeds the demo community once, stops cleanly on SIGTERM and starts again on the same data', async () => {
    const dataDir = path.join(scratch, 'clean');
    const first = await start(dataDir);
    await waitForHealth(first);
    expect(first.output()).toContain('admin@riparami.it');
    // DATA_DIR is locked while the server runs; the cluster and its password live there (0600).
    expect(existsSync(path.join(dataDir, 'postgres.lock'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    expect(readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim().length).toBeGreaterThan(20);
    expect(statSync(path.join(dataDir, 'postgres.password')).mode & 0o777).toBe(0o600);
    expect((await signIn(first.base, 'giulia@riparami.it')).status).toBe(200);
    const server = postmasterPid(dataDir)!;
    expect(alive(server)).toBe(true);

    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);
    // HTTP closed, then the database stopped cleanly: no server, no pid file, no lock.
    expect(existsSync(path.join(dataDir, 'postgres.lock'))).toBe(false);
    expect(postmasterPid(dataDir)).toBeUndefined();
    expect(alive(server)).toBe(false);

    const second = await start(dataDir);
    await waitForHealth(second);
    expect(second.output()).not.toContain('demo community created');
    const login = await signIn(second.base, 'giulia@riparami.it');
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const posts = await (await fetch(`${second.base}/api/posts`, { headers: { cookie } })).json();
    expect(posts.length).toBeGreaterThanOrEqual(8);
    second.child.kill('SIGINT');
    expect(await exited(second.child)).toBe(0);
  }, 120_000);

  it('refuses a second app on the same DATA_DIR with a clear message, and the first keeps serving', async () => {
    const dataDir = path.join(scratch, 'twice');
    const first = await start(dataDir, { DEMO_DATA: 'false' });
    await waitForHealth(first);
    const second = await start(dataDir, { DEMO_DATA: 'false' });
    expect(await exited(second.child)).toBe(1);
    expect(second.output()).toMatch(/DATA_DIR è già in uso da un'altra istanza di Riparami/);
    expect((await fetch(`${first.base}/api/health`)).ok).toBe(true);
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);
  }, 120_000);

  it('keeps every answered write when killed mid-stream, stops its server with it, and recovers from a stale pid file', async () => {
    const dataDir = path.join(scratch, 'crash');
    const first = await start(dataDir, { DEMO_DATA: 'false' });
    await waitForHealth(first);

    // A stream of registrations from four clients; the app is SIGKILLed while they run.
    const acknowledged: string[] = [];
    let n = 0;
    let running = true;
    const client = async () => {
      while (running) {
        const email = `scrittura-${n++}@example.it`;
        try {
          const res = await fetch(
            `${first.base}/api/auth/register`,
            json(first.base, { email, password: 'password-sicura-1', firstName: 'Prova', lastName: 'Crash' }),
          );
          if (res.ok) acknowledged.push(email);
        } catch {
          return; // the server is gone
        }
      }
    };
    const clients = [client(), client(), client(), client()];
    while (acknowledged.length < 8) await new Promise((r) => setTimeout(r, 20));
    const orphan = postmasterPid(dataDir)!;
    first.child.kill('SIGKILL');
    await exited(first.child);
    running = false;
    await Promise.all(clients);
    // Its server does not outlive it: the watchdog stops it (issue 25); a start finds no server running.
    const stoppedBy = Date.now() + 15_000;
    while (alive(orphan) && Date.now() < stoppedBy) await new Promise((r) => setTimeout(r, 100));
    expect(alive(orphan)).toBe(false);

    // The next start finds every answered write.
    const second = await start(dataDir, { DEMO_DATA: 'false' });
    await waitForHealth(second);
    for (const email of acknowledged) {
      // An unverified account with the right password answers 403 requiresVerification; an unknown one 401.
      const res = await signIn(second.base, email, 'password-sicura-1');
      expect(res.status, email).toBe(403);
    }

    // Now the app and its server die together: the pid file is stale and the cluster was not shut down.
    const server = postmasterPid(dataDir)!;
    second.child.kill('SIGKILL');
    process.kill(server, 'SIGKILL');
    await exited(second.child);
    const third = await start(dataDir, { DEMO_DATA: 'false' });
    await waitForHealth(third);
    expect((await signIn(third.base, acknowledged[0]!, 'password-sicura-1')).status).toBe(403);
    third.child.kill('SIGTERM');
    expect(await exited(third.child)).toBe(0);
  }, 180_000);

  it.runIf(isRoot)(
    'as root, runs PostgreSQL as an unprivileged user even when DATA_DIR lies in a 0700 directory',
    async () => {
      const privateDir = mkdtempSync(path.join(os.tmpdir(), 'riparami-private-')); // mode 0700
      const dataDir = path.join(privateDir, 'data');
      try {
        const app = await start(dataDir, { DEMO_DATA: 'false' });
        await waitForHealth(app);
        const cluster = readFileSync(path.join(dataDir, 'postgres.location'), 'utf8').trim();
        relocated.push(path.dirname(cluster));
        const pid = Number(readFileSync(path.join(cluster, 'postmaster.pid'), 'utf8').split('\n')[0]);
        const uid = Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/Uid:\s+(\d+)/)![1]);
        expect(uid).not.toBe(0);
        app.child.kill('SIGTERM');
        expect(await exited(app.child)).toBe(0);
        // A restart finds the same cluster through DATA_DIR's pointer.
        const again = await start(dataDir, { DEMO_DATA: 'false' });
        await waitForHealth(again);
        expect(readFileSync(path.join(dataDir, 'postgres.location'), 'utf8').trim()).toBe(cluster);
        again.child.kill('SIGTERM');
        expect(await exited(again.child)).toBe(0);
      } finally {
        rmSync(privateDir, { recursive: true, force: true });
      }
    },
    120_000,
  );

  it('refuses to start with a bad setting, in one line', async () => {
    const bad = await start(path.join(scratch, 'bad'), { PORT: 'cinquemila' });
    expect(await exited(bad.child)).toBe(1);
    const lines = bad.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Configurazione non valida: PORT: /);
  }, 30_000);
});
