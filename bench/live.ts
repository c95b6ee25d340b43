// Live-channel benchmark (issue 17): PAIRS connected pairs (2 × PAIRS sockets) exchange direct messages
// through POST /api/messages, each pair in turn (a message, the partner's socket receives it, a pause,
// the reply). Measured: delivery latency from the POST to the arrival on the partner's socket, messages/s,
// the app's RSS, and lost messages (answered 201 but never pushed). Once on one instance, once on two
// instances sharing PostgreSQL and Redis, with the two members of every pair on different instances.
//
// Run alone: `node --import tsx bench/live.ts`; `npm run bench` calls benchLive() too.
// Members and sessions are written straight into the bench's own PostgreSQL (as a data import would);
// the app under test runs unchanged, in production mode.

import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import { WebSocket } from 'ws';
import { buildServerIfStale } from '../scripts/build-server.ts';
import { openPostgres } from '../server/db/client.ts';
import { startEmbeddedPostgres } from '../server/db/embedded.ts';
import { sessions, users } from '../server/db/schema.ts';
import { SESSION_COOKIE } from '../server/platform/auth/sessions.ts';
import { hashToken, newToken } from '../server/platform/auth/tokens.ts';
import { exited, type ServerProcess, startServer, waitForHealth } from '../server/test/server-process.ts';

export interface LiveBenchOptions {
  /** Connected pairs: 2 × pairs sockets and members. */
  pairs?: number;
  /** Seconds of exchange per scenario. */
  seconds?: number;
  /**
   * A pair's pauses between receiving a message and replying, one exchange each: 1 s (every pair talks
   * as fast as a person can, ~500 msg/s with 500 pairs) and 3 s (a lively chat).
   */
  thinkMs?: number[];
  /** Redis for the two-instance scenario; skipped when it does not answer. */
  redisUrl?: string;
}

export interface LiveScenarioResult {
  scenario: string;
  thinkMs: number;
  sockets: number;
  sent: number;
  delivered: number;
  lost: number;
  sendErrors: number;
  messagesPerSecond: number;
  latencyP50ms: number;
  latencyP99ms: number;
  latencyMaxMs: number;
  /** Peak resident memory of each app process during the exchange. */
  serverRssMiB: number[];
}

interface BenchMember {
  id: string;
  cookie: string;
}

const line = (label: string, value: string) => console.log(`${label.padEnd(44)} ${value}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

function rssMiB(pid: number): number {
  try {
    const kib = Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return Math.round(kib / 1024);
  } catch {
    return 0;
  }
}

/** Verified members, each with a session, written in bulk into the database the app uses. */
async function makeMembers(databaseUrl: string, count: number): Promise<BenchMember[]> {
  const database = openPostgres(databaseUrl, { max: 2 });
  try {
    const rows = Array.from({ length: count }, (_, i) => ({
      email: `bench-${i}-${Date.now()}@example.it`,
      firstName: 'Bench',
      lastName: String(i),
      emailVerifiedAt: new Date(),
    }));
    const members: BenchMember[] = [];
    for (let i = 0; i < rows.length; i += 500) {
      const made = await database.db
        .insert(users)
        .values(rows.slice(i, i + 500))
        .returning({ id: users.id });
      const tokens = made.map(() => newToken());
      await database.db.insert(sessions).values(
        made.map((m, j) => ({
          tokenHash: hashToken(tokens[j]!),
          userId: m.id,
          expiresAt: new Date(Date.now() + 86_400_000),
        })),
      );
      for (const [j, m] of made.entries())
        members.push({ id: m.id, cookie: `${SESSION_COOKIE}=${tokens[j]}` });
    }
    return members;
  } finally {
    await database.close();
  }
}

async function startApp(dataDir: string, env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer(
    dataDir,
    { NODE_ENV: 'production', DEMO_DATA: 'false', ...env },
    { compiled: true },
  );
  try {
    await waitForHealth(server, 120_000);
  } catch (err) {
    // A server that never answered is not left running behind the bench.
    await stopApp(server);
    throw err;
  }
  return server;
}

async function stopApp(server: ServerProcess) {
  server.child.kill('SIGTERM');
  await exited(server.child);
}

/** One exchange: sockets opened, pairs talking for `seconds`, then a drain for late arrivals. */
async function exchange(
  scenario: string,
  members: BenchMember[],
  serverOf: (index: number) => ServerProcess,
  { seconds, thinkMs }: { seconds: number; thinkMs: number },
): Promise<LiveScenarioResult> {
  const pending = new Map<string, { t0: number; onArrive: () => void }>();
  const latencies: number[] = [];
  let sendErrors = 0;
  let sent = 0;
  let unexpectedCloses = 0;

  const sockets: WebSocket[] = [];
  const open = async (member: BenchMember, index: number) => {
    const server = serverOf(index);
    const socket = new WebSocket(`${server.base.replace('http', 'ws')}/ws`, {
      headers: { cookie: member.cookie, origin: server.base },
    });
    socket.on('message', (raw) => {
      const event = JSON.parse(raw.toString()) as {
        type: string;
        data?: { receiverId?: string; content?: string };
      };
      if (event.type !== 'new_message' || event.data?.receiverId !== member.id) return;
      const waiting = pending.get(event.data.content ?? '');
      if (!waiting) return;
      pending.delete(event.data.content!);
      latencies.push(performance.now() - waiting.t0);
      waiting.onArrive();
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'auth', userId: member.id }));
    socket.on('close', () => {
      if (running) unexpectedCloses++;
    });
    sockets.push(socket);
  };
  let running = false;
  for (let i = 0; i < members.length; i += 100)
    await Promise.all(members.slice(i, i + 100).map((member, j) => open(member, i + j)));
  await sleep(500);

  const servers = [...new Set(members.map((_, i) => serverOf(i)))];
  const peakRss = servers.map(() => 0);
  const sampler = setInterval(() => {
    servers.forEach((server, i) => {
      peakRss[i] = Math.max(peakRss[i]!, rssMiB(server.child.pid!));
    });
  }, 500);

  let counter = 0;
  /** One side of a pair sends; when the partner's socket has it, after a pause the partner answers. */
  const turn = async (from: number, to: number, deadline: number): Promise<void> => {
    if (performance.now() > deadline) return;
    const content = `bench ${counter++}`;
    const server = serverOf(from);
    const arrived = new Promise<void>((resolve) => {
      pending.set(content, { t0: performance.now(), onArrive: resolve });
    });
    try {
      const res = await fetch(`${server.base}/api/messages`, {
        method: 'POST',
        headers: { cookie: members[from]!.cookie, origin: server.base, 'content-type': 'application/json' },
        body: JSON.stringify({ receiverId: members[to]!.id, content }),
      });
      if (res.status !== 201) {
        sendErrors++;
        pending.delete(content);
        await res.arrayBuffer();
        return;
      }
      await res.arrayBuffer();
      sent++;
    } catch {
      sendErrors++;
      pending.delete(content);
      return;
    }
    await arrived;
    await sleep(thinkMs);
    return turn(to, from, deadline);
  };

  running = true;
  const began = performance.now();
  const deadline = began + seconds * 1000;
  const pairs = Array.from({ length: members.length / 2 }, (_, p) =>
    // Staggered starts, so the pairs do not all send in the same millisecond.
    sleep((p / (members.length / 2)) * thinkMs).then(() => turn(2 * p, 2 * p + 1, deadline)),
  );
  // A message that never arrives would hold its pair for ever: the drain gives up after 10 s.
  await Promise.race([Promise.all(pairs), sleep(seconds * 1000 + 10_000)]);
  running = false;
  const elapsed = (performance.now() - began) / 1000;
  clearInterval(sampler);
  for (const socket of sockets) socket.close();
  await sleep(300);

  const sorted = latencies.toSorted((a, b) => a - b);
  return {
    scenario,
    thinkMs,
    sockets: sockets.length,
    sent,
    delivered: latencies.length,
    lost: sent - latencies.length,
    sendErrors: sendErrors + unexpectedCloses,
    messagesPerSecond: Math.round(latencies.length / elapsed),
    latencyP50ms: round(percentile(sorted, 50)),
    latencyP99ms: round(percentile(sorted, 99)),
    latencyMaxMs: round(sorted.at(-1) ?? 0),
    serverRssMiB: peakRss,
  };
}

/**
 * The first seconds after an instance starts run cold (V8 compiling the path, the pool opening its
 * connections): an exchange at the first pace, shown as the cold start but not counted in the figures.
 */
async function warmUp(
  scenario: string,
  members: BenchMember[],
  serverOf: (index: number) => ServerProcess,
  { seconds, thinkMs }: { seconds: number; thinkMs: number },
) {
  if (seconds <= 0) return;
  const cold = await exchange(scenario, members, serverOf, { seconds, thinkMs });
  line(
    `  ${scenario}, first ${seconds} s after start`,
    `${cold.messagesPerSecond} msg/s  p50 ${cold.latencyP50ms} ms  p99 ${cold.latencyP99ms} ms  (cold start, not counted)`,
  );
}

function report(result: LiveScenarioResult) {
  line(
    `  ${result.scenario}, ${result.thinkMs / 1000} s pauses`,
    `${result.messagesPerSecond} msg/s  p50 ${result.latencyP50ms} ms  p99 ${result.latencyP99ms} ms  max ${result.latencyMaxMs} ms`,
  );
  line(
    '',
    `${result.delivered}/${result.sent} delivered, lost ${result.lost}, errors ${result.sendErrors}, RSS ${result.serverRssMiB.join(' + ')} MiB`,
  );
}

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** The live-channel benchmark: one instance, then two with Redis. Prints and answers the figures. */
export async function benchLive(options: LiveBenchOptions = {}): Promise<LiveScenarioResult[]> {
  const pairs = options.pairs ?? Number(process.env.BENCH_LIVE_PAIRS ?? 500);
  const seconds = options.seconds ?? Number(process.env.BENCH_LIVE_SECONDS ?? 15);
  const paces = options.thinkMs ?? (process.env.BENCH_LIVE_THINK_MS ?? '1000,3000').split(',').map(Number);
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
  // The server as `npm start` runs it, compiled (issue 29).
  await buildServerIfStale();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'riparami-bench-live-'));
  // Enterable by the database's own user when run as root (decision 004).
  chmodSync(scratch, 0o755);
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'postgres') });
  const results: LiveScenarioResult[] = [];
  const servers: ServerProcess[] = [];
  try {
    const load = os.loadavg()[0]!.toFixed(1);
    console.log(
      `\nLive channel: ${pairs} pairs (${pairs * 2} sockets), ${seconds} s per exchange, a pair's pause between turns ${paces.map((ms) => `${ms / 1000} s`).join(' or ')} (load average ${load})`,
    );
    const env = { DATABASE_URL: postgres.url, SESSION_SECRET: 'bench-live-secret-bench-live-secret-123' };
    // One instance: its in-process bus, whatever REDIS_URL this shell has.
    const one = await startApp(path.join(scratch, 'one'), { ...env, REDIS_URL: '' });
    servers.push(one);
    const members = await makeMembers(postgres.url, pairs * 2);
    await warmUp('one instance', members, () => one, { seconds: warmupSeconds, thinkMs: paces[0]! });
    for (const thinkMs of paces) {
      results.push(await exchange('one instance', members, () => one, { seconds, thinkMs }));
      report(results.at(-1)!);
    }
    await stopApp(one);
    servers.length = 0;

    if (await redisAnswers(redisUrl)) {
      const withRedis = { ...env, REDIS_URL: redisUrl };
      const a = await startApp(path.join(scratch, 'a'), withRedis);
      servers.push(a);
      const b = await startApp(path.join(scratch, 'b'), withRedis);
      servers.push(b);
      // Each pair's members sit on different instances: every delivery crosses Redis.
      const across = (i: number) => (i % 2 === 0 ? a : b);
      await warmUp('two instances + Redis', members, across, { seconds: warmupSeconds, thinkMs: paces[0]! });
      for (const thinkMs of paces) {
        results.push(
          await exchange('two instances + Redis', members, across, {
            seconds,
            thinkMs,
          }),
        );
        report(results.at(-1)!);
      }
    } else {
      console.log(`  Redis not reachable at ${redisUrl}: the two-instance scenario is skipped`);
    }
  } finally {
    await Promise.all(servers.map(stopApp));
    await postgres.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchLive();
}
