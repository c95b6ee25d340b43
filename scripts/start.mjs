// `npm start`: build the client and the server when their sources are newer than the builds, then run the
// compiled server (dist/server/main.js) in this process. Plain JavaScript on purpose (issue 29): the build
// runs in a child process with tsx, and nothing of TypeScript stays loaded in the running server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'build.ts')], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
process.env.NODE_ENV ??= 'production';
await import('../dist/server/main.js');
