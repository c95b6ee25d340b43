import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The project's root, the directory that holds package.json. Paths the server reads at run time (the SQL
 * migrations, the client build) hang from it: the same whether this file runs from the sources
 * (server/db/) or bundled into the compiled server (dist/server/main.js, issue 29).
 */
export const projectRoot = findRoot(import.meta.dirname);

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`package.json not found above ${from}`);
  }
}
