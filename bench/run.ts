// `npm run bench`: start-up time, memory, HTTP throughput and latency, and a crash test, on this machine.
// The server runs as its own process (as in production) on its embedded PostgreSQL with the demo
// community, then on an external PostgreSQL (BENCH_EXTERNAL_URL, default the local server on 5432)
// for comparison; autocannon drives it from this process over loopback.
// Then the client (bench/client.ts): first-load JS and Lighthouse.
// Results go to bench/results/<date>.json. Figures, not pass/fail: compare runs on the same machine.
// `npm run bench -- --dataset large` puts the large community of bench/large.ts on top of the demo one
// (in the bench's own scratch DATA_DIR and database) before measuring.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';
import pg from 'pg';
import { buildServerIfStale } from '../scripts/build-server.ts';
import { startEmbeddedPostgres } from '../server/db/embedded.ts';
import { DEMO_PASSWORD } from '../server/demo/seed.ts';
import { SESSION_COOKIE } from '../server/platform/auth/sessions.ts';
import { hashToken, newToken } from '../server/platform/auth/tokens.ts';
import {
  exited,
  jsonPost,
  processTree,
  pssMiB,
  type ServerProcess,
  startServer,
  waitForHealth,
} from '../server/test/server-process.ts';
import { benchClient } from './client.ts';
import { BENCH_SEARCH, seedLarge } from './large.ts';
import { benchLive } from './live.ts';

/** `--dataset demo|large` (or `npm run bench --dataset=large`, which npm passes as npm_config_dataset). */
function datasetArg(): 'demo' | 'large' {
  const argv = process.argv.slice(2);
  const at = argv.findIndex((a) => a === '--dataset' || a.startsWith('--dataset='));
  const value =
    at === -1 ? (process.env.npm_config_dataset ?? 'demo') : (argv[at]!.split('=')[1] ?? argv[at + 1] ?? '');
  if (value !== 'demo' && value !== 'large') {
    console.error(`--dataset: demo or large, not '${value}'`);
    process.exit(2);
  }
  return value;
}
const dataset = datasetArg();

const duration = Number(process.env.BENCH_SECONDS ?? 10);
/** Seconds of unmeasured load before each scenario (its code and statements warm). */
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const externalUrl = process.env.BENCH_EXTERNAL_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'riparami-bench-'));
// Enterable by the database's own user when run as root (decision 004).
chmodSync(scratch, 0o755);
// The assistant's per-member limit would answer 429 to a load test of one member. The like limit counts per
// address: behind a trusted proxy, the write scenarios come from many addresses (X-Forwarded-For), as real
// members do.
const benchEnv = {
  NODE_ENV: 'production',
  DEMO_DATA: 'true',
  AI_RATE_LIMIT_PER_MINUTE: '1000000',
  TRUST_PROXY: 'true',
};
/** Members with a session who do the write scenarios, so no one member meets the per-member limits. */
const WRITERS = 200;

const seconds = (ms: number) => Math.round(ms / 100) / 10;
const line = (label: string, value: string) => console.log(`${label.padEnd(44)} ${value}`);

async function timedStart(dataDir: string, env: Record<string, string> = {}) {
  const began = Date.now();
  const server = await startServer(dataDir, { ...benchEnv, ...env }, { compiled: true });
  await waitForHealth(server, 120_000);
  return { server, ms: Date.now() - began };
}

async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  await exited(server.child);
}

interface Row {
  scenario: string;
  requestsPerSecond: number;
  latencyP50ms: number;
  latencyP99ms: number;
  errors: number;
  /** Non-2xx answers by status, when there were any. */
  statuses?: Record<string, number>;
  /** req/s over /api/health's in the same run. */
  ratioToHealth: number;
}

interface Scenario {
  name: string;
  path: string;
  headers?: Record<string, string>;
  method?: 'POST';
  body?: string;
  connections?: number;
  /** Varies each request (who sends it, from which address, about what). */
  vary?: (i: number) => { headers: Record<string, string>; body?: string };
}

async function signIn(server: ServerProcess, email: string) {
  const login = await fetch(
    `${server.base}/api/auth/login`,
    jsonPost(server.base, { email, password: DEMO_PASSWORD }),
  );
  if (!login.ok) throw new Error(`${email} could not sign in: ${login.status}`);
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const me = (await (await fetch(`${server.base}/api/auth/user`, { headers: { cookie } })).json()) as {
    id: string;
  };
  return { cookie, id: me.id };
}

async function getJson<T>(server: ServerProcess, path: string, cookie: string): Promise<T> {
  const res = await fetch(server.base + path, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The cursor 50 pages of 20 into the feed (or as deep as the feed goes), and the page number it gives. */
async function deepCursor(server: ServerProcess, cookie: string) {
  let before: string | undefined;
  let page = 1;
  for (; page <= 50; page++) {
    const posts = await getJson<{ id: string }[]>(
      server,
      `/api/posts?limit=20${before ? `&before=${before}` : ''}`,
      cookie,
    );
    if (posts.length === 0) break;
    before = posts.at(-1)!.id;
  }
  return { before: before!, page };
}

interface Writer {
  cookie: string;
  id: string;
}

async function load(server: ServerProcess, writers: Writer[]) {
  const giulia = await signIn(server, 'giulia@riparami.it');
  const luca = await signIn(server, 'luca@riparami.it');
  const cookie = giulia.cookie;
  const deep = await deepCursor(server, cookie);
  const conversations = await getJson<{ user: { id: string } }[]>(server, '/api/conversations', cookie);
  const feed = await getJson<{ id: string }[]>(server, '/api/posts?limit=20', cookie);
  const write = { origin: server.base, 'content-type': 'application/json' };
  // Limited calls come from many addresses, writes from many members: a crowd, not one member hammering.
  const address = (i: number) => ({ 'x-forwarded-for': `10.29.${(i >> 8) % 4}.${i % 256}` });
  const writer = (i: number) => ({ ...write, ...address(i), cookie: writers[i % writers.length]!.cookie });
  const scenarios: Scenario[] = [
    { name: 'GET /api/health (1 query)', path: '/api/health' },
    { name: 'GET /api/auth/user (session)', path: '/api/auth/user', headers: { cookie } },
    { name: 'GET /api/posts?limit=20 (feed page)', path: '/api/posts?limit=20', headers: { cookie } },
    {
      name: `GET /api/posts?before= (feed page ${deep.page})`,
      path: `/api/posts?limit=20&before=${deep.before}`,
      headers: { cookie },
    },
    { name: 'GET /api/users/:id (profile)', path: `/api/users/${luca.id}`, headers: { cookie } },
    {
      name: 'GET /api/users/:id/posts (profile posts)',
      path: `/api/users/${luca.id}/posts?limit=20`,
      headers: { cookie },
    },
    { name: 'GET /api/conversations', path: '/api/conversations', headers: { cookie } },
    {
      name: 'GET /api/messages/:id (a conversation)',
      path: `/api/messages/${conversations[0]!.user.id}`,
      headers: { cookie },
    },
    { name: 'GET /api/notifications', path: '/api/notifications', headers: { cookie } },
    {
      name: 'GET /api/notifications/unread-count',
      path: '/api/notifications/unread-count',
      headers: { cookie },
    },
    {
      name: `GET /api/search?q=${BENCH_SEARCH}`,
      path: `/api/search?q=${encodeURIComponent(BENCH_SEARCH)}`,
      headers: { cookie },
      vary: (i) => ({ headers: address(i) }),
    },
    {
      name: 'POST /api/likes (toggle)',
      path: '/api/likes',
      method: 'POST',
      vary: (i) => ({
        headers: writer(i),
        body: JSON.stringify({ entityType: 'post', entityId: feed[i % feed.length]!.id }),
      }),
    },
    {
      name: 'POST /api/messages (send)',
      path: '/api/messages',
      method: 'POST',
      vary: (i) => ({
        headers: writer(i),
        body: JSON.stringify({
          receiverId: writers[(i + 1) % writers.length]!.id,
          content: `Messaggio di prova ${i}`,
        }),
      }),
    },
    {
      // Issue 18: the offline engine's p99 must stay within 30 ms at 20 connections.
      name: 'POST /api/ai/analyze (offline, 20 conn.)',
      path: '/api/ai/analyze',
      method: 'POST',
      headers: { cookie, ...write },
      body: JSON.stringify({ description: 'la lavatrice non scarica l’acqua e resta piena' }),
      connections: 20,
    },
  ];
  const rows: Row[] = [];
  for (const s of scenarios) {
    let i = 0;
    const vary = s.vary;
    const drive = (seconds: number) =>
      autocannon({
        url: server.base + s.path,
        method: s.method ?? 'GET',
        headers: s.headers ?? {},
        body: s.body,
        connections: s.connections ?? connections,
        duration: seconds,
        ...(vary
          ? {
              requests: [
                {
                  setupRequest: (req: Record<string, unknown>) => {
                    const { headers, body } = vary(i++);
                    const merged = { ...(req.headers as object), ...headers };
                    return { ...req, headers: merged, ...(body === undefined ? {} : { body }) };
                  },
                },
              ],
            }
          : {}),
      });
    // The path's first requests run cold (V8 still compiling it, its statements not yet planned on each
    // pooled connection): a short unmeasured run first, so the figures are the path's steady state.
    if (warmup > 0) await drive(warmup);
    const r = await drive(duration);
    const statuses = Object.fromEntries(
      Object.entries(r.statusCodeStats as Record<string, { count: number }>)
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, { count }]) => [code, count]),
    );
    const requestsPerSecond = Math.round(r.requests.average);
    const health = rows[0]?.requestsPerSecond ?? requestsPerSecond;
    rows.push({
      scenario: s.name,
      requestsPerSecond,
      latencyP50ms: r.latency.p50,
      latencyP99ms: r.latency.p99,
      errors: r.errors + r.non2xx,
      ...(Object.keys(statuses).length > 0 ? { statuses } : {}),
      ratioToHealth: Math.round((requestsPerSecond / health) * 1000) / 1000,
    });
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  printTable(rows);
  return rows;
}

function printTable(rows: Row[]) {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'errors', '× health'];
  const cells = rows.map((r) => [
    r.scenario,
    String(r.requestsPerSecond),
    String(r.latencyP50ms),
    String(r.latencyP99ms),
    r.statuses
      ? `${r.errors} (${Object.entries(r.statuses)
          .map(([code, n]) => `${n}×${code}`)
          .join(' ')})`
      : String(r.errors),
    r.ratioToHealth.toFixed(3),
  ]);
  const widths = header.map((h, c) => Math.max(h.length, ...cells.map((row) => row[c]!.length)));
  const format = (row: string[]) =>
    `  ${row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ')}`;
  console.log(format(header));
  console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of cells) console.log(format(row));
}

/**
 * Readies a database that holds the demo community for the run: the large community on top (with
 * --dataset large), and WRITERS verified bench members with sessions, written straight into it as a data
 * import would be.
 */
async function prepare(
  databaseUrl: string,
  objectsDir: string,
): Promise<{ writers: Writer[]; seedMs?: number }> {
  let seedMs: number | undefined;
  if (dataset === 'large') {
    console.log('Seeding the large dataset (bulk SQL)');
    const seeded = await seedLarge(databaseUrl, objectsDir, {
      scale: Number(process.env.BENCH_LARGE_SCALE ?? 1),
      log: (l) => console.log(l),
    });
    seedMs = seeded.ms;
    line('Large dataset seeded in', `${seconds(seeded.ms)} s`);
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tokens = Array.from({ length: WRITERS }, () => newToken());
    const { rows } = await client.query<{ id: string }>(
      `insert into users (id, email, first_name, last_name, email_verified_at)
       select gen_random_uuid()::text, 'banco-' || i || '@esempio.it', 'Banco', 'Prova ' || i, now()
       from generate_series(1, $1::int) as i returning id`,
      [WRITERS],
    );
    await client.query(
      `insert into sessions (token_hash, user_id, expires_at)
       select * from unnest($1::text[], $2::text[], $3::timestamptz[])`,
      [
        tokens.map(hashToken),
        rows.map((r) => r.id),
        rows.map(() => new Date(Date.now() + 86_400_000).toISOString()),
      ],
    );
    return { writers: rows.map((r, i) => ({ cookie: `${SESSION_COOKIE}=${tokens[i]}`, id: r.id })), seedMs };
  } finally {
    await client.end();
  }
}

/** Runs `fn` on the embedded server of `dataDir` while no app holds it. */
async function withEmbedded<T>(dataDir: string, fn: (url: string) => Promise<T>): Promise<T> {
  const server = await startEmbeddedPostgres({ dataDir });
  try {
    return await fn(server.url);
  } finally {
    await server.stop();
  }
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
    `Riparami bench (${dataset} dataset): ${connections} connections, ${duration} s per scenario after ${warmup} s unmeasured, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}\n`,
  );
  // The server as `npm start` runs it: compiled (issue 29), built first when its sources changed.
  await buildServerIfStale();
  const dataDir = path.join(scratch, 'embedded');
  const first = await timedStart(dataDir);
  line('First start, empty DATA_DIR (init + seed)', `${seconds(first.ms)} s`);
  await stop(first.server);
  const { writers, seedMs } = await withEmbedded(dataDir, (url) =>
    prepare(url, path.join(dataDir, 'objects')),
  );
  const again = await timedStart(dataDir);
  line(`Restart on the same DATA_DIR${dataset === 'large' ? ' (large)' : ''}`, `${seconds(again.ms)} s`);
  await new Promise((r) => setTimeout(r, 5000));
  const tree = () => processTree(again.server.child.pid!);
  const app = () => pssMiB([again.server.child.pid!]);
  const idle = { pss: pssMiB(tree()), processes: tree().length, app: app() };
  line(
    'Idle memory, app + PostgreSQL (PSS)',
    `${idle.pss} MiB over ${idle.processes} processes (the app ${idle.app} MiB)`,
  );

  console.log('\nEmbedded PostgreSQL');
  const embedded = await load(again.server, writers);
  const loaded = pssMiB(tree());
  const loadedApp = app();
  line('Memory after load, app + PostgreSQL (PSS)', `${loaded} MiB (the app ${loadedApp} MiB)`);
  await stop(again.server);

  const external = await withExternalDatabase(async (url) => {
    console.log(`\nExternal PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')})`);
    const dir = path.join(scratch, 'external');
    const env = { DATABASE_URL: url };
    await stop((await timedStart(dir, env)).server);
    const ready = await prepare(url, path.join(dir, 'objects'));
    const { server } = await timedStart(dir, env);
    try {
      return await load(server, ready.writers);
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

  const client = await benchClient();

  const outDir = path.join(root, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const summary = {
    date: new Date().toISOString(),
    dataset,
    ...(seedMs === undefined ? {} : { seedSeconds: seconds(seedMs) }),
    connections,
    duration,
    startup: { firstSeconds: seconds(first.ms), restartSeconds: seconds(again.ms) },
    memory: {
      idlePssMiB: idle.pss,
      loadedPssMiB: loaded,
      processes: idle.processes,
      appIdlePssMiB: idle.app,
      appLoadedPssMiB: loadedApp,
    },
    embedded,
    external,
    crash,
    live,
    client,
  };
  writeFileSync(file, JSON.stringify(summary, null, 2));
  console.log(`\nSaved ${path.relative(root, file)}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
