// A process that starts the embedded PostgreSQL of DATA_DIR (argv[2]), prints the postmaster's pid and waits:
// the supervision test kills it with SIGKILL to see the server stop with it (issue 25).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres } from '../db/embedded.ts';

const server = await startEmbeddedPostgres({ dataDir: process.argv[2]!, database: 'postgres' });
const pid = readFileSync(path.join(server.clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0];
console.log(`postmaster ${pid}`);
setInterval(() => {}, 60_000);
