import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { healthPayload, readyPayload } from '../common/schemas/shared.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { firstRequestsFor } from './first-requests.ts';
import { registerAccessControl } from './platform/auth/guard.ts';
import { resolveSession, SESSION_COOKIE } from './platform/auth/sessions.ts';
import { EventBus } from './platform/events/events.ts';
import type { FeatureContext } from './platform/feature.ts';
import { AfterReply } from './platform/http/after-reply.ts';
import { registerPrivateNoStore } from './platform/http/cache-control.ts';
import { registerEarlyData } from './platform/http/early-data.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './platform/http/error-handler.ts';
import { notFound, retryText } from './platform/http/errors.ts';
import { LOG_REDACT, requestForLog } from './platform/http/log.ts';
import { registerNulGuard } from './platform/http/nul-guard.ts';
import { registerOriginCheck } from './platform/http/origin.ts';
import { safeError } from './platform/http/safe-error.ts';
import { registerSecurityHeaders, securityHeaders } from './platform/http/security-headers.ts';
import { type Mailer, trackDelivery } from './platform/mail/mailer.ts';
import { type Bus, memoryBus } from './platform/realtime/bus.ts';
import { Hub } from './platform/realtime/hub.ts';
import { memoryPresenceStore, Presence, redisPresenceStore } from './platform/realtime/presence.ts';
import { socketErrorHandler, socketRoute } from './platform/realtime/socket-route.ts';
import { type ObjectStorage, s3Origin } from './platform/storage/storage.ts';
import { FEATURES, subscribeFeatures } from './registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's domain-event bus (tests and the demo seed call services with it). */
    events: EventBus;
    /** Work started after an answer is sent, such as mails (tests await its `idle()`). */
    afterReply: AfterReply;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  storage: ObjectStorage;
  /** Shared rate-limit counters across instances when set. */
  redis?: Redis;
  /** Live-channel fan-out; in-process when omitted. */
  bus?: Bus;
  /** Overrides IDLE_TIMEOUT_MS (tests). */
  idleTimeoutMs?: number;
  /** Built client to serve (DESIGN §2); omitted in API tests. */
  clientDir?: string;
  logger?: FastifyBaseLogger;
}

/** 'ok' when `check` answers within a second, else 'unavailable' (a frozen server must not hold the answer). */
async function reachable(check: () => Promise<unknown>): Promise<'ok' | 'unavailable'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'unavailable'>((resolve) => {
    timer = setTimeout(() => resolve('unavailable'), 1000);
  });
  try {
    return await Promise.race([check().then(() => 'ok' as const), timeout]);
  } catch {
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}

/** A connection idle this long (no byte received or sent) is closed; WebSockets are exempt (ws clears it). */
export const IDLE_TIMEOUT_MS = 30_000;
/** The longest a whole request may take to arrive: a 100 MB reel at ~1.5 Mbit/s. */
export const REQUEST_TIMEOUT_MS = 10 * 60_000;

/** The answer to a request that arrives while the app is shutting down. */
export const SHUTTING_DOWN_TEXT = 'Il server si sta riavviando: riprova tra qualche secondo.';

/** JSON bodies above this are refused with 413 (uploads go through their own route). */
export const BODY_LIMIT = 1024 * 1024;

/** Hashed assets never change; index.html and other top-level files must be revalidated. */
const cacheControlFor = (filePath: string) =>
  filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';

/** Builds the HTTP app with every plugin and feature; tests call this with their own deps. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const app = Fastify({
    // Errors are logged through safeError wherever they are logged: no query parameters, no rows.
    // Requests are logged by their path, never their query string; credentials are redacted (issue 25).
    ...(deps.logger
      ? {
          loggerInstance: deps.logger.child(
            {},
            { serializers: { err: safeError, req: requestForLog }, redact: LOG_REDACT },
          ),
        }
      : { logger: false }),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    // While shutting down, a request on a connection still open gets the app's Italian 503 (below), not
    // Fastify's English one.
    return503OnClosing: false,
    // Issue 25: a connection that sends nothing for this long is closed (a stalled upload held memory and
    // a socket forever), and no request may take longer than REQUEST_TIMEOUT_MS in all.
    connectionTimeout: deps.idleTimeoutMs ?? IDLE_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(compress, { threshold: 1024 });
  registerSecurityHeaders(
    app,
    securityHeaders(config.appUrl, config.secure, config.s3 ? s3Origin(config.s3) : undefined),
  );
  await app.register(cookie);
  // Before our own hooks: its onRequest marks upgrade requests, so a refused upgrade's socket is closed.
  await app.register(websocket, {
    options: { maxPayload: 16 * 1024 },
    errorHandler: socketErrorHandler,
    // Shutting down, every live socket is told 1001 'going away' (the plugin's own close sent no code), so
    // clients reconnect to another instance at once (issue 25).
    preClose(done) {
      for (const client of app.websocketServer.clients) client.close(1001, 'server shutting down');
      app.websocketServer.close();
      done();
    },
  });
  await app.register(rateLimit, {
    global: false,
    redis: deps.redis,
    // With Redis down the limits are not counted rather than every limited route failing: HTTP keeps working.
    skipOnError: true,
    nameSpace: 'riparami-rl-',
    keyGenerator: (request) => request.ip ?? 'unknown',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: retryText(Math.ceil(context.ttl / 1000)),
    }),
  });

  // Shutting down (issue 25): in-flight requests finish; a new one on a connection still open is told to
  // come back, in Italian, and its connection closes.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close').header('retry-after', '5');
    return reply.code(503).send({ message: SHUTTING_DOWN_TEXT });
  });

  registerOriginCheck(app, config.appUrl);
  registerAccessControl(app, database.db);
  registerNulGuard(app);
  registerPrivateNoStore(app);

  const hasClient = !!deps.clientDir && existsSync(path.join(deps.clientDir, 'index.html'));
  registerErrorHandling(app);
  if (hasClient) {
    registerEarlyData(app, {
      clientDir: deps.clientDir!,
      firstRequests: firstRequestsFor(database.db),
      viewerOf: (request) => {
        const token = request.cookies[SESSION_COOKIE];
        return token ? resolveSession(database.db, token) : null;
      },
    });
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
      if (/^\/(api|ws|objects)(\/|\?|$)/.test(request.url)) throw notFound();
      return reply.type('text/html').sendFile('index.html');
    });
  }

  // Issue 25: /api/health says the process is alive (200 whatever the database does, within a second);
  // /api/ready says whether it can serve (database, and Redis when configured), for load balancers.
  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { response: { 200: healthPayload } } },
    async () => ({ status: 'ok' as const, database: await reachable(() => database.db.execute('select 1')) }),
  );
  app.get(
    '/api/ready',
    { config: { access: 'public' }, schema: { response: { 200: readyPayload, 503: readyPayload } } },
    async (_request, reply) => {
      const [db, redis] = await Promise.all([
        reachable(() => database.db.execute('select 1')),
        deps.redis ? reachable(() => deps.redis!.ping()) : undefined,
      ]);
      const ready = db === 'ok' && redis !== 'unavailable';
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'unavailable', database: db, ...(redis ? { redis } : {}) });
    },
  );

  const hub = new Hub(deps.bus ?? memoryBus());
  await hub.start();
  app.addHook('preClose', async () => hub.closeAll());
  // Who is online, across instances when Redis is set; direct messages announce it to partners.
  const presence = new Presence(deps.redis ? redisPresenceStore(deps.redis) : memoryPresenceStore(), {
    onError: (err) => app.log.warn({ err }, 'presence store unavailable'),
  });
  app.addHook('onClose', () => presence.stop());

  // Mails whose sending must not show in an answer's timing go out after it (issue 25); the mailer
  // remembers whether its latest delivery worked, for SPEC §8's emailSent.
  const afterReply = new AfterReply((err) => app.log.warn({ err }, 'work after the answer failed'));
  app.decorate('afterReply', afterReply);
  app.addHook('onClose', () => afterReply.idle());

  // Domain events: features subscribe; live pushes leave only after their commit (decision 005).
  const events = new EventBus((err, name) => app.log.error({ err, event: name }, 'event handler failed'));
  app.decorate('events', events);

  const context: FeatureContext = {
    db: database.db,
    storage: deps.storage,
    events,
    mailer: trackDelivery(deps.mailer),
    afterReply,
    log: app.log,
    settings: config,
    redis: deps.redis,
    live: {
      send: (userId, event) => hub.send(userId, event),
      endSession: (sessionId) => void hub.endSession(sessionId),
      isOnline: (userId) => presence.isOnline(userId),
    },
  };

  // The registry of features (server/registry.ts): subscriptions, live handlers, then routes.
  subscribeFeatures(events, context.live.send);
  for (const feature of FEATURES) {
    const onPresence = feature.live?.presence?.(context);
    if (onPresence) presence.onChange(onPresence);
  }
  const typing = FEATURES.map((feature) => feature.live?.mayTypeTo?.(context)).filter((may) => !!may);
  await app.register(socketRoute, {
    hub,
    presence,
    mayTypeTo: async (senderId, receiverId) =>
      (await Promise.all(typing.map((may) => may(senderId, receiverId)))).every(Boolean),
  });
  for (const feature of FEATURES) {
    if (feature.routes) await app.register(feature.routes, feature.needs?.(context, app));
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
