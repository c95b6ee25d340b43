// The browser tests' server (playwright.config.ts): clears what earlier runs left under data/e2e-*,
// its own DATA_DIR included (stopping a server a killed run orphaned), then runs the app as `npm start` does.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { removeDataDir } from '../server/db/embedded.ts';

const root = path.resolve(import.meta.dirname, '..', 'data');
for (const name of existsSync(root) ? readdirSync(root) : []) {
  if (name.startsWith('e2e-')) await removeDataDir(path.join(root, name));
}
await import('../server/main.ts');
