// `npm run bench`: HTTP throughput and latency of the main read paths on this machine. The server
// runs as its own process (as in production) on a fresh embedded database with the demo community,
// or on DATABASE_URL when set; autocannon drives it from this process over loopback.
// Results go to bench/results/<date>.json. Figures, not pass/fail: compare runs on the same machine.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../server/db/seed-demo.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const port = Number(process.env.BENCH_PORT ?? 5099);
const base = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'riparami-bench-'));

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  },
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

async function rssMiB(pid: number): Promise<number> {
  const { readFileSync } = await import('node:fs');
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024);
}

try {
  await waitForServer();
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'giulia@riparami.it', password: DEMO_PASSWORD }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const scenarios = [
    { name: 'GET /api/health (1 query)', path: '/api/health', headers: {} },
    { name: 'GET /api/auth/user (session)', path: '/api/auth/user', headers: { cookie } },
    { name: 'GET /api/posts?limit=20 (feed page)', path: '/api/posts?limit=20', headers: { cookie } },
    {
      name: 'GET /api/notifications/unread-count',
      path: '/api/notifications/unread-count',
      headers: { cookie },
    },
  ];
  const idleRss = await rssMiB(server.pid!);
  const results = [];
  for (const s of scenarios) {
    const r = await autocannon({ url: base + s.path, headers: s.headers, connections, duration });
    const row = {
      scenario: s.name,
      requestsPerSecond: Math.round(r.requests.average),
      latencyP50ms: r.latency.p50,
      latencyP99ms: r.latency.p99,
      errors: r.errors + r.non2xx,
    };
    results.push(row);
    console.log(
      `${row.scenario.padEnd(42)} ${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${row.latencyP50ms} ms  p99 ${row.latencyP99ms} ms  errors ${row.errors}`,
    );
  }
  const loadedRss = await rssMiB(server.pid!);
  const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  console.log(
    `Server RSS: ${idleRss} MiB idle, ${loadedRss} MiB after load (${database}, ${connections} connections, ${duration} s each)`,
  );
  const outDir = path.join(root, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const summary = {
    date: new Date().toISOString(),
    database,
    connections,
    duration,
    idleRss,
    loadedRss,
    results,
  };
  writeFileSync(file, JSON.stringify(summary, null, 2));
  console.log(`Saved ${path.relative(root, file)}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
