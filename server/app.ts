import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authRoutes } from './features/auth/routes.ts';
import { commentRoutes } from './features/comments/routes.ts';
import { followRoutes } from './features/follows/routes.ts';
import { likeRoutes } from './features/likes/routes.ts';
import { notificationRoutes } from './features/notifications/routes.ts';
import { type NotificationRow, presentNotification } from './features/notifications/service.ts';
import { objectRoutes } from './features/objects/routes.ts';
import { postRoutes } from './features/posts/routes.ts';
import { userRoutes } from './features/users/routes.ts';
import { registerAccessControl } from './platform/auth/guard.ts';
import { registerErrorHandling } from './platform/http/error-handler.ts';
import { notFound } from './platform/http/errors.ts';
import { registerOriginCheck } from './platform/http/origin.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import { type Bus, memoryBus } from './platform/realtime/bus.ts';
import { Hub } from './platform/realtime/hub.ts';
import { socketRoute } from './platform/realtime/socket-route.ts';
import type { ObjectStorage } from './platform/storage/storage.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  storage: ObjectStorage;
  /** Shared rate-limit counters across instances when set. */
  redis?: Redis;
  /** Live-channel fan-out; in-process when omitted. */
  bus?: Bus;
  /** Built client to serve (DESIGN §2); omitted in API tests. */
  clientDir?: string;
  logger?: FastifyBaseLogger;
}

/** JSON bodies above this are refused with 413 (uploads go through their own route). */
export const BODY_LIMIT = 1024 * 1024;

/** Hashed assets never change; index.html and other top-level files must be revalidated. */
const cacheControlFor = (filePath: string) =>
  filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';

/** Builds the HTTP app with every plugin and feature; tests call this with their own deps. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(compress, { threshold: 1024 });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secure ? [] : null,
      },
    },
    hsts: config.secure,
  });
  await app.register(cookie);
  // Before our own hooks: its onRequest marks upgrade requests, so a refused upgrade's socket is closed.
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  await app.register(rateLimit, {
    global: false,
    redis: deps.redis,
    nameSpace: 'riparami-rl-',
    keyGenerator: (request) => request.ip ?? 'unknown',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Troppi tentativi. Riprova tra ${Math.ceil(context.ttl / 1000)} secondi.`,
    }),
  });

  registerOriginCheck(app, config.appUrl);
  registerAccessControl(app, database.db);

  const hasClient = !!deps.clientDir && existsSync(path.join(deps.clientDir, 'index.html'));
  registerErrorHandling(app);
  if (hasClient) {
    // Top-level files (index.html, favicon) are listed at start; hashed assets are looked up per
    // request, so a rebuild while the server runs serves its new files.
    await app.register(fastifyStatic, {
      root: deps.clientDir!,
      wildcard: false,
      cacheControl: false,
      index: ['index.html'],
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
    });
    await app.register(fastifyStatic, {
      root: path.join(deps.clientDir!, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
    });
    // SPA fallback: any other GET is the client app, which shows its own 'Page Not Found'.
    app.get('/*', { config: { access: 'public' } }, async (request, reply) => {
      if (request.url.startsWith('/api/') || request.url.startsWith('/ws')) throw notFound();
      return reply.type('text/html').sendFile('index.html');
    });
  }

  app.get('/api/health', { config: { access: 'public' } }, async () => {
    await database.db.execute('select 1');
    return { status: 'ok' };
  });

  await app.register(authRoutes, {
    db: database.db,
    mailer: deps.mailer,
    appUrl: config.appUrl,
    adminEmails: config.adminEmails,
    log: app.log,
    secure: config.secure,
    rateLimitPerMinute: config.authRateLimitPerMinute,
  });

  const hub = new Hub(deps.bus ?? memoryBus());
  await hub.start();
  app.addHook('preClose', async () => hub.closeAll());
  await app.register(socketRoute, { hub });
  const push = (row: NotificationRow) =>
    void hub.send(row.userId, { type: 'notification', data: presentNotification(row) });

  const db = database.db;
  const objects = { db, storage: deps.storage };
  await app.register(objectRoutes, { ...objects, secret: config.sessionSecret });
  await app.register(postRoutes, objects);
  await app.register(commentRoutes, { db, push });
  await app.register(likeRoutes, { db, push });
  await app.register(followRoutes, { db, push });
  await app.register(userRoutes, { db });
  await app.register(notificationRoutes, { db });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
