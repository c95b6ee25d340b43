// `npm run bench`: start-up time, memory, HTTP throughput and latency, and a crash test, on this machine.
// The server runs as its own process (as in production) on its embedded PostgreSQL with the demo
// community, then on an external PostgreSQL (BENCH_EXTERNAL_URL, default the local server on 5432)
// for comparison; autocannon drives it from this process over loopback.
// Results go to bench/results/<date>.json. Figures, not pass/fail: compare runs on the same machine.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_PASSWORD } from '../server/demo/seed.ts';
import {
  exited,
  jsonPost,
  processTree,
  pssMiB,
  type ServerProcess,
  startServer,
  waitForHealth,
} from '../server/test/server-process.ts';
import { benchLive } from './live.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const externalUrl = process.env.BENCH_EXTERNAL_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'riparami-bench-'));
// Enterable by the database's own user when run as root (decision 004).
chmodSync(scratch, 0o755);
// The assistant's per-member limit would answer 429 to a load test of one member.
const benchEnv = { NODE_ENV: 'production', DEMO_DATA: 'true', AI_RATE_LIMIT_PER_MINUTE: '1000000' };

const seconds = (ms: number) => Math.round(ms / 100) / 10;
const line = (label: string, value: string) => console.log(`${label.padEnd(44)} ${value}`);

async function timedStart(dataDir: string, env: Record<string, string> = {}) {
  const began = Date.now();
  const server = await startServer(dataDir, { ...benchEnv, ...env });
  await waitForHealth(server.base, 120_000);
  return { server, ms: Date.now() - began };
}

async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  await exited(server.child);
}

async function load(server: ServerProcess) {
  const login = await fetch(
    `${server.base}/api/auth/login`,
    jsonPost(server.base, { email: 'giulia@riparami.it', password: DEMO_PASSWORD }),
  );
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const scenarios: {
    name: string;
    path: string;
    headers: Record<string, string>;
    method?: 'POST';
    body?: string;
    connections?: number;
  }[] = [
    { name: 'GET /api/health (1 query)', path: '/api/health', headers: {} },
    { name: 'GET /api/auth/user (session)', path: '/api/auth/user', headers: { cookie } },
    { name: 'GET /api/posts?limit=20 (feed page)', path: '/api/posts?limit=20', headers: { cookie } },
    {
      name: 'GET /api/notifications/unread-count',
      path: '/api/notifications/unread-count',
      headers: { cookie },
    },
    {
      // Issue 18: the offline engine's p99 must stay within 30 ms at 20 connections.
      name: 'POST /api/ai/analyze (offline, 20 conn.)',
      path: '/api/ai/analyze',
      method: 'POST',
      headers: { cookie, origin: server.base, 'content-type': 'application/json' },
      body: JSON.stringify({ description: 'la lavatrice non scarica l’acqua e resta piena' }),
      connections: 20,
    },
  ];
  const rows = [];
  for (const s of scenarios) {
    const r = await autocannon({
      url: server.base + s.path,
      method: s.method ?? 'GET',
      headers: s.headers,
      body: s.body,
      connections: s.connections ?? connections,
      duration,
    });
    const row = {
      scenario: s.name,
      requestsPerSecond: Math.round(r.requests.average),
      latencyP50ms: r.latency.p50,
      latencyP99ms: r.latency.p99,
      errors: r.errors + r.non2xx,
    };
    rows.push(row);
    line(
      `  ${row.scenario}`,
      `${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${row.latencyP50ms} ms  p99 ${row.latencyP99ms} ms  errors ${row.errors}`,
    );
  }
  return rows;
}

/** SIGKILL during a stream of writes, restart, and count the answered writes that survived. */
async function crashTest() {
  const dataDir = path.join(scratch, 'crash');
  const env = { DEMO_DATA: 'false' };
  const { server: first } = await timedStart(dataDir, env);
  const acknowledged: string[] = [];
  let n = 0;
  let running = true;
  const client = async () => {
    while (running) {
      const email = `crash-${n++}@example.it`;
      const body = { email, password: 'password-sicura-1', firstName: 'Prova', lastName: 'Crash' };
      try {
        if ((await fetch(`${first.base}/api/auth/register`, jsonPost(first.base, body))).ok)
          acknowledged.push(email);
      } catch {
        return;
      }
    }
  };
  const clients = Array.from({ length: 8 }, client);
  await new Promise((r) => setTimeout(r, 3000));
  first.child.kill('SIGKILL');
  await exited(first.child);
  running = false;
  await Promise.all(clients);
  const { server: second, ms } = await timedStart(dataDir, env);
  let found = 0;
  for (const email of acknowledged) {
    const res = await fetch(
      `${second.base}/api/auth/login`,
      jsonPost(second.base, { email, password: 'password-sicura-1' }),
    );
    if (res.status === 403) found++; // exists, unverified: the write is there
  }
  await stop(second);
  return { acknowledged: acknowledged.length, found, restartSeconds: seconds(ms) };
}

async function withExternalDatabase<T>(fn: (url: string) => Promise<T>): Promise<T | undefined> {
  const name = `riparami_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: externalUrl });
  try {
    await admin.connect();
  } catch {
    console.log(`External PostgreSQL not reachable at ${externalUrl}: comparison skipped`);
    return undefined;
  }
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(externalUrl);
    url.pathname = `/${name}`;
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

try {
  console.log(
    `Riparami bench: ${connections} connections, ${duration} s per scenario, ${os.cpus().length} cores\n`,
  );
  const dataDir = path.join(scratch, 'embedded');
  const first = await timedStart(dataDir);
  line('First start, empty DATA_DIR (init + seed)', `${seconds(first.ms)} s`);
  await stop(first.server);
  const again = await timedStart(dataDir);
  line('Restart on the same DATA_DIR', `${seconds(again.ms)} s`);
  await new Promise((r) => setTimeout(r, 5000));
  const tree = () => processTree(again.server.child.pid!);
  const idle = { pss: pssMiB(tree()), processes: tree().length };
  line('Idle memory, app + PostgreSQL (PSS)', `${idle.pss} MiB over ${idle.processes} processes`);

  console.log('\nEmbedded PostgreSQL');
  const embedded = await load(again.server);
  const loaded = pssMiB(tree());
  line('Memory after load, app + PostgreSQL (PSS)', `${loaded} MiB`);
  await stop(again.server);

  const external = await withExternalDatabase(async (url) => {
    console.log(`\nExternal PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')})`);
    const { server } = await timedStart(path.join(scratch, 'external'), { DATABASE_URL: url });
    try {
      return await load(server);
    } finally {
      await stop(server);
    }
  });
  if (external) {
    const feed = (rows: typeof embedded) => rows.find((r) => r.scenario.includes('feed'))!.requestsPerSecond;
    line('\nFeed req/s, embedded / external', `${Math.round((feed(embedded) / feed(external)) * 100)} %`);
  }

  const crash = await crashTest();
  line(
    '\nCrash test (SIGKILL during writes)',
    `${crash.found} of ${crash.acknowledged} answered writes present after restart (${crash.restartSeconds} s)`,
  );

  const live = await benchLive();

  const outDir = path.join(root, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const summary = {
    date: new Date().toISOString(),
    connections,
    duration,
    startup: { firstSeconds: seconds(first.ms), restartSeconds: seconds(again.ms) },
    memory: { idlePssMiB: idle.pss, loadedPssMiB: loaded, processes: idle.processes },
    embedded,
    external,
    crash,
    live,
  };
  writeFileSync(file, JSON.stringify(summary, null, 2));
  console.log(`\nSaved ${path.relative(root, file)}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
