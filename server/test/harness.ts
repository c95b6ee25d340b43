import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { Redis as IORedis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { type App, type AppDeps, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { PostsDeps } from '../features/posts/service.ts';
import type { Mail, Mailer } from '../platform/mail/mailer.ts';
import { memoryBus } from '../platform/realtime/bus.ts';
import { redisBus } from '../platform/realtime/redis-bus.ts';
import { diskStorage } from '../platform/storage/storage.ts';
import { createTestDatabase } from './database.ts';

/** A mailer that keeps what it sends, for assertions; `failing` makes it refuse like a broken SMTP. */
export class MemoryMailer implements Mailer {
  sent: Mail[] = [];
  failing = false;
  #held: Promise<void> | null = null;
  async send(mail: Mail) {
    if (this.#held) await this.#held;
    if (this.failing) throw new Error('smtp down');
    this.sent.push(mail);
  }
  /** Makes every send wait, like a slow SMTP server, until the answered function is called. */
  hold(): () => void {
    let release = () => {};
    this.#held = new Promise<void>((resolve) => {
      release = () => {
        this.#held = null;
        resolve();
      };
    });
    return release;
  }
  close() {}
  /** The last verification token mailed to an address. */
  lastToken(to: string): string {
    const mail = this.sent.filter((m) => m.to === to).at(-1);
    const token = mail?.text.match(/token=([\w-]+)/)?.[1];
    if (!token) throw new Error(`no verification mail for ${to}`);
    return decodeURIComponent(token);
  }
}

export interface TestContext {
  app: App;
  database: Database;
  mailer: MemoryMailer;
  config: Config;
  redis?: Redis;
  objectsDir: string;
  /** What the feature services take, wired as the app wires them (factories call services with it). */
  services: PostsDeps;
  close(): Promise<void>;
}

export const TEST_APP_URL = 'http://riparami.test';

/** Builds the app on a fresh database (and Redis when TEST_REDIS_URL is set), as production wires it. */
export async function createTestContext(
  env: Record<string, string> = {},
  extra: Partial<Pick<AppDeps, 'clientDir' | 'logger' | 'idleTimeoutMs'>> = {},
): Promise<TestContext> {
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: TEST_APP_URL,
    DATA_DIR: '/nonexistent-riparami-test',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-1234',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  });
  const database = await createTestDatabase();
  const mailer = new MemoryMailer();
  // A key prefix per context keeps test files that run in parallel from sharing counters.
  const redis = process.env.TEST_REDIS_URL
    ? new IORedis(process.env.TEST_REDIS_URL, { keyPrefix: `test-${randomUUID()}:` })
    : undefined;
  const objectsDir = mkdtempSync(path.join(os.tmpdir(), 'riparami-objects-'));
  const storage = diskStorage(objectsDir);
  const bus = process.env.TEST_REDIS_URL
    ? redisBus(process.env.TEST_REDIS_URL, `test-${randomUUID()}`)
    : memoryBus();
  const app = await buildApp({ config, database, mailer, storage, redis, bus, ...extra });
  await app.ready();
  return {
    app,
    database,
    mailer,
    config,
    redis,
    objectsDir,
    services: { db: database.db, storage, events: app.events },
    async close() {
      await app.close();
      await database.close();
      redis?.disconnect();
      await bus.close();
      rmSync(objectsDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test file's own app on a fresh database: built before its tests, closed after them. Call it
 * at the top of the file; the getter answers the context once it is built.
 */
export function withTestContext(env: Record<string, string> = {}): () => TestContext {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestContext(env);
  });
  afterAll(() => ctx?.close());
  return () => {
    if (!ctx) throw new Error('the test context is built in beforeAll');
    return ctx;
  };
}
