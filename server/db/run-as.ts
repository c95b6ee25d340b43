import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** Who the embedded server runs as: ourselves, or (when we are root) the unprivileged `postgres` user. */
export interface RunAs {
  ids?: { uid: number; gid: number };
}

/** The system user PostgreSQL runs as when the app runs as root (PostgreSQL refuses root). */
export const SERVER_USER = 'postgres';

/** Where relocated clusters live when the server's user cannot enter DATA_DIR (decision 004). */
export const RELOCATED_ROOT = '/var/lib/riparami';

/** As root, the ids of the `postgres` user (created as a system user when missing); otherwise none. */
export function runAsFor(): RunAs {
  if (process.getuid?.() !== 0) return {};
  let ids = idsOf(SERVER_USER);
  if (!ids) {
    createSystemUser(SERVER_USER);
    ids = idsOf(SERVER_USER);
    if (!ids) throw new Error(`Impossibile creare l'utente di sistema ${SERVER_USER} per PostgreSQL`);
  }
  return { ids };
}

/**
 * The cluster directory: DATA_DIR/postgres, unless the server's user cannot enter DATA_DIR (a
 * project under /root, a 0700 temporary directory). Then the cluster lives in its own directory
 * under /var/lib/riparami, and DATA_DIR/postgres.location says where; nothing else is opened up.
 */
export function clusterLocation(dataDir: string, runAs: RunAs): string {
  const pointer = path.join(dataDir, 'postgres.location');
  if (existsSync(pointer)) {
    const located = readFileSync(pointer, 'utf8').trim();
    if (located) return located;
  }
  if (!runAs.ids || canEnter(dataDir, runAs.ids)) return path.join(dataDir, 'postgres');
  mkdirSync(RELOCATED_ROOT, { recursive: true, mode: 0o755 });
  const home = path.join(RELOCATED_ROOT, randomBytes(8).toString('hex'));
  mkdirSync(home, { mode: 0o700 });
  chownSync(home, runAs.ids.uid, runAs.ids.gid);
  const clusterDir = path.join(home, 'postgres');
  // The pointer first: another app starting meanwhile takes a cluster that names an owner not pointing back
  // at it for an orphan and removes it.
  writeFileSync(pointer, `${clusterDir}\n`, { mode: 0o600 });
  // Which DATA_DIR owns it: once that is deleted, the next start removes the cluster (issue 25).
  writeFileSync(path.join(home, OWNER_FILE), `${path.resolve(dataDir)}\n`, { mode: 0o644 });
  return clusterDir;
}

/** The file beside a relocated cluster that names the DATA_DIR it belongs to. */
export const OWNER_FILE = 'data-dir';

/**
 * The relocated clusters whose DATA_DIR is gone, or no longer points at them (issue 25: a deleted
 * DATA_DIR left ~50 MB behind each time). A cluster that names no owner (made before this rule) is kept.
 */
export function orphanedClusters(root = RELOCATED_ROOT): string[] {
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return [];
  }
  return names
    .filter((name) => /^[0-9a-f]{16}$/.test(name))
    .map((name) => path.join(root, name))
    .filter((home) => {
      const ownerFile = path.join(home, OWNER_FILE);
      if (!existsSync(ownerFile)) return false;
      const owner = readFileSync(ownerFile, 'utf8').trim();
      const pointer = path.join(owner, 'postgres.location');
      const pointsHere =
        existsSync(pointer) && readFileSync(pointer, 'utf8').trim() === path.join(home, 'postgres');
      return !pointsHere;
    });
}

/**
 * The PostgreSQL executables as the server's user can run them. They ship inside node_modules, so in a
 * project under /root that user cannot reach them: then the package's `native/` tree (bin, lib, share;
 * relocatable, ~60 MB) is copied once per version to /var/lib/riparami/pg-<version>, readable by all.
 */
export function reachableBinaries<T extends { postgres: string }>(binaries: T, runAs: RunAs): T {
  const native = path.dirname(path.dirname(binaries.postgres));
  if (!runAs.ids || canEnter(path.join(native, 'bin'), runAs.ids)) return binaries;
  const { version } = JSON.parse(readFileSync(path.join(native, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  const target = path.join(RELOCATED_ROOT, `pg-${version}`, 'native');
  if (!existsSync(path.join(target, 'bin'))) {
    mkdirSync(path.dirname(target), { recursive: true, mode: 0o755 });
    // Copied beside the target and renamed: a start killed half-way never leaves a partial tree in use.
    const partial = `${target}.partial-${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
    renameSync(partial, target);
  }
  return Object.fromEntries(
    Object.entries(binaries).map(([name, file]) => [
      name,
      path.join(target, path.relative(native, file as string)),
    ]),
  ) as T;
}

/** Whether the user can enter `dir`, i.e. search every directory on its path. */
function canEnter(dir: string, ids: { uid: number; gid: number }): boolean {
  const result = spawnSync('/bin/sh', ['-c', 'cd "$0"', dir], { ...ids, stdio: 'ignore' });
  return result.status === 0;
}

function idsOf(user: string): { uid: number; gid: number } | undefined {
  const uid = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', user], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function createSystemUser(user: string) {
  const useradd = spawnSync(
    'useradd',
    [
      '--system',
      '--user-group',
      '--no-create-home',
      '--home-dir',
      '/nonexistent',
      '--shell',
      '/usr/sbin/nologin',
      user,
    ],
    { stdio: 'ignore' },
  );
  if (useradd.status === 0) return;
  // Alpine and other busybox systems.
  spawnSync('adduser', ['-S', '-D', '-H', user], { stdio: 'ignore' });
}
