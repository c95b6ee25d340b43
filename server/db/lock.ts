import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * An exclusive lock file naming its holder (pid, and on Linux the process's start time, so a pid
 * reused by another process after a crash does not look like a live holder). A lock left by a dead
 * process is taken over. Returns the function that releases it.
 */
export function takeLock(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeFileSync(fd, holderOf(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.removeListener('exit', release);
        rmSync(file, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = lockHolder(file);
      if (pid) {
        throw new Error(
          `DATA_DIR è già in uso da un'altra istanza di Riparami (processo ${pid}, ${file}). Fermala, oppure avvia questa con un altro DATA_DIR.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Impossibile bloccare ${file}`);
}

/** The pid of the live process holding the lock, or undefined when there is none (or it is stale). */
export function lockHolder(file: string): number | undefined {
  let content: string;
  try {
    content = readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
  const pid = Number(content.split(' ')[0]);
  if (!pid || pid === process.pid || !isAlive(pid)) return undefined;
  return content === holderOf(pid) || !content.includes(' ') ? pid : undefined;
}

/** "pid starttime" on Linux, "pid" elsewhere. */
function holderOf(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime), counted after the parenthesised command name, which may hold spaces.
    const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return `${pid} ${startTime}`;
  } catch {
    return String(pid);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
