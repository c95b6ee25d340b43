// The browser tests' server (playwright.config.ts): clears what earlier runs left under data/e2e-*,
// its own DATA_DIR included (stopping a server a killed run orphaned), then runs the app as `npm start` does.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { removeDataDir } from '../server/db/embedded.ts';

const root = path.resolve(import.meta.dirname, '..', 'data');
for (const name of existsSync(root) ? readdirSync(root) : []) {
  if (name.startsWith('e2e-')) await removeDataDir(path.join(root, name));
}
// After a clean stop (the database is down by then), nothing of the run stays behind: its DATA_DIR, and
// the cluster that, run as root from a directory the server's user cannot enter, lives outside it.
process.once('exit', (code) => {
  const dataDir = process.env.DATA_DIR;
  if (code !== 0 || !dataDir) return;
  const pointer = path.join(dataDir, 'postgres.location');
  if (existsSync(pointer))
    rmSync(path.dirname(readFileSync(pointer, 'utf8').trim()), { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});
await import('../server/main.ts');
