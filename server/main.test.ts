import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'riparami-main-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});
// Ports of our own, away from the ones other suites use.
const basePort = 21_000 + (process.pid % 5000);

function start(port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  return { child, output: () => output };
}

async function waitForHealth(port: number) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('the server process', () => {
  it('seeds the demo community once, stops cleanly on SIGTERM and starts again on the same data', async () => {
    const first = start(basePort);
    await waitForHealth(basePort);
    expect(first.output()).toContain('admin@riparami.it');
    // The embedded database is locked while the server runs, and released on a clean stop.
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(true);
    const login = await fetch(`http://127.0.0.1:${basePort}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'giulia@riparami.it', password: 'riparami-demo' }),
    });
    expect(login.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);

    const second = start(basePort + 1);
    await waitForHealth(basePort + 1);
    expect(second.output()).not.toContain('demo community created');
    const cookie = (
      await fetch(`http://127.0.0.1:${basePort + 1}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'giulia@riparami.it', password: 'riparami-demo' }),
      })
    ).headers
      .get('set-cookie')!
      .split(';')[0]!;
    const posts = await (
      await fetch(`http://127.0.0.1:${basePort + 1}/api/posts`, { headers: { cookie } })
    ).json();
    expect(posts).toHaveLength(8);
    second.child.kill('SIGINT');
    expect(await exited(second.child)).toBe(0);
  }, 90_000);

  it('refuses to start with a bad setting, in one line', async () => {
    const bad = start(basePort + 2, { PORT: 'cinquemila' });
    expect(await exited(bad.child)).toBe(1);
    const lines = bad.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Configurazione non valida: PORT: /);
  }, 30_000);
});
