import path from 'node:path';
import type { Redis } from 'ioredis';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { projectRoot } from './db/paths.ts';
import { DEMO_PASSWORD, seedDemo } from './demo/seed.ts';
import { type Mailer, outboxMailer, smtpMailer } from './platform/mail/mailer.ts';
import { memoryBus } from './platform/realtime/bus.ts';
import { diskStorage, removeLeftovers } from './platform/storage/storage.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const pretty = config.env !== 'production' && process.stdout.isTTY;
  const logger = pino({
    level: config.logLevel,
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  });

  const objectsDir = path.join(config.dataDir, 'objects');
  // The packages of S3 and Redis load only when they are configured (issue 29: memory).
  const storage = config.s3
    ? (await import('./platform/storage/s3.ts')).s3Storage(config.s3)
    : diskStorage(objectsDir);
  if (!config.s3) {
    const removed = await removeLeftovers(objectsDir);
    if (removed > 0) logger.info(`removed ${removed} half-written upload file(s) left by a crash`);
  }
  const database = await openDatabase({ ...config, log: (message) => logger.info(message) });
  await database.migrate();
  // Rate limits, presence and the login throttle fail over at once while Redis is away (no offline
  // queue): a request never waits on ioredis' retries, and HTTP keeps working.
  const redis: Redis | undefined = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        maxRetriesPerRequest: 2,
        enableOfflineQueue: false,
      })
    : undefined;
  redis?.on('error', () => {});

  const mailer: Mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(path.join(config.dataDir, 'mail'), config.mailFrom, logger);
  const bus = config.redisUrl
    ? (await import('./platform/realtime/redis-bus.ts')).redisBus(config.redisUrl)
    : memoryBus();
  const app = await buildApp({
    config,
    database,
    mailer,
    storage,
    redis,
    bus,
    clientDir: path.join(projectRoot, 'dist', 'client'),
    logger,
  });

  const demo = config.demoData ? await seedDemo(database.db, storage) : null;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      // HTTP first: stop accepting, wait for in-flight requests, close sockets (onClose hooks);
      // then the pool, then the embedded server (a fast, clean shutdown with a checkpoint).
      await app.close();
      await database.close();
      redis?.disconnect();
      await bus.close();
      mailer.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Riparami is running at ${config.appUrl}`);
  if (demo) {
    // Plain text on purpose: the first thing a newcomer reads after `npm start`.
    console.log(`\nRiparami — demo community created. Open ${config.appUrl} and sign in with:`);
    for (const a of demo)
      console.log(`  ${a.email.padEnd(22)} ${DEMO_PASSWORD}${a.isAdmin ? '   (admin)' : ''}`);
    console.log(`Verification mails are written to ${path.join(config.dataDir, 'mail')}\n`);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
