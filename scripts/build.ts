// Builds what `npm start` runs, each part only when its sources are newer than its build: the client
// (dist/client) and the compiled server (dist/server).
import { buildClientIfStale } from './build-client.ts';
import { buildServerIfStale } from './build-server.ts';

buildClientIfStale();
await buildServerIfStale();
