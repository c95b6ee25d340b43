import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockHolder, takeLock } from './lock.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'riparami-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the DATA_DIR lock', () => {
  it('names its holder while held and is gone once released', () => {
    const file = path.join(dir, 'held.lock');
    const release = takeLock(file);
    expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`^${process.pid}( \\d+)?$`));
    release();
    expect(lockHolder(file)).toBeUndefined();
  });

  it('takes over the lock of a process that has exited', () => {
    const file = path.join(dir, 'dead.lock');
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(file, String(dead));
    takeLock(file)();
  });

  it.runIf(process.platform === 'linux')('takes over a lock whose pid now belongs to another process', () => {
    const file = path.join(dir, 'reused.lock');
    // Our parent is alive, but it is not the process that wrote this lock (another start time).
    writeFileSync(file, `${process.ppid} 1`);
    takeLock(file)();
  });

  it('refuses a lock held by a live process', () => {
    const file = path.join(dir, 'live.lock');
    // Our parent is alive: a lock naming it (pid only, as on systems without /proc) is refused.
    writeFileSync(file, String(process.ppid));
    expect(() => takeLock(file)).toThrow(/già in uso/);
  });
});
