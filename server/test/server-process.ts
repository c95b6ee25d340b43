import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

// The server as `npm start` runs it, in its own process: used by the process tests and the bench.
const root = path.resolve(import.meta.dirname, '..', '..');

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  output(): string;
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The node flags `npm start` runs the server with (package.json's start script). */
function startFlags(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return pkg.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

/**
 * Spawns the server on a free port with DATA_DIR and extra environment: `server/main.ts` through tsx, or
 * with `compiled` the build `npm start` runs (dist/server/main.js, plain node, the start script's flags;
 * scripts/build-server.ts makes it).
 */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  { compiled = false } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const args = compiled ? [...startFlags(), 'dist/server/main.js'] : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  return { child, base, output: () => output };
}

/**
 * Resolves once the server's /api/health answers 200; throws after `timeoutMs`, or as soon as its process exits,
 * with what the server printed (a failed start says why).
 */
export async function waitForHealth(server: ServerProcess, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  const gone = () => server.child.exitCode !== null || server.child.signalCode !== null;
  while (Date.now() < until && !gone()) {
    try {
      if ((await fetch(`${server.base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  const why = gone()
    ? `exited (${server.child.exitCode ?? server.child.signalCode})`
    : `no answer in ${timeoutMs} ms`;
  throw new Error(`server did not start: ${why}; it printed:\n${server.output().slice(-4000)}`);
}

/** The exit code once the process has exited. */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** Options for a JSON POST the app accepts from its own origin. */
export const jsonPost = (base: string, body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base },
  body: JSON.stringify(body),
});

/** The embedded cluster of DATA_DIR (it may be relocated: DATA_DIR/postgres.location says where). */
export function clusterDirOf(dataDir: string): string {
  const pointer = path.join(dataDir, 'postgres.location');
  return existsSync(pointer) ? readFileSync(pointer, 'utf8').trim() : path.join(dataDir, 'postgres');
}

/** The postmaster's pid from the cluster's pid file, or undefined when there is none. */
export function postmasterPid(dataDir: string): number | undefined {
  const file = path.join(clusterDirOf(dataDir), 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  return Number(readFileSync(file, 'utf8').split('\n')[0]);
}

/** Whether a process exists. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A process and all its descendants (Linux /proc). */
export function processTree(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {}
  }
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...(parents.get(all[i]!) ?? []));
  return all;
}

/** Proportional set size in MiB, summed over processes (shared pages counted once overall). */
export function pssMiB(pids: number[]): number {
  let kib = 0;
  for (const pid of pids) {
    try {
      kib += Number(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8').match(/^Pss:\s+(\d+)/m)?.[1] ?? 0);
    } catch {}
  }
  return Math.round(kib / 1024);
}
