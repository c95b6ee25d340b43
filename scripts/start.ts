// `npm start`: build the client when needed, then run the server in this process.
import { buildClientIfStale } from './build-client.ts';

buildClientIfStale();
process.env.NODE_ENV ??= 'production';
await import('../server/main.ts');
