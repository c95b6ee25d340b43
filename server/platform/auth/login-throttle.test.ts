import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  delayAfter,
  FAILURE_WINDOW_MS,
  FREE_FAILURES,
  type LoginThrottle,
  MAX_DELAY_MS,
  memoryLoginThrottle,
  redisLoginThrottle,
} from './login-throttle.ts';

describe('delayAfter', () => {
  it('lets the first failures through, then doubles the wait up to its maximum', () => {
    expect(Array.from({ length: FREE_FAILURES }, (_, i) => delayAfter(i))).toEqual([0, 0, 0, 0, 0]);
    expect([5, 6, 7, 8].map(delayAfter)).toEqual([1000, 2000, 4000, 8000]);
    expect(delayAfter(40)).toBe(MAX_DELAY_MS);
  });
});

/** The behaviour both stores share, on a clock the test moves. */
function behavesAsThrottle(make: (clock: { now: number }) => LoginThrottle) {
  it('slows an account after repeated failures, lets it try again later, and forgets on success', async () => {
    const clock = { now: 1_000_000 };
    const throttle = make(clock);
    for (let i = 0; i < FREE_FAILURES; i++) expect(await throttle.attempt('Vittima@example.it')).toBe(0);
    expect(await throttle.attempt('vittima@example.it')).toBe(1000);
    // Another account is not affected.
    expect(await throttle.attempt('altro@example.it')).toBe(0);
    clock.now += 1000;
    expect(await throttle.attempt('vittima@example.it')).toBe(0);
    expect(await throttle.attempt('vittima@example.it')).toBe(2000);
    clock.now += 500;
    expect(await throttle.attempt('vittima@example.it')).toBe(1500);
    clock.now += 1500;
    expect(await throttle.attempt('vittima@example.it')).toBe(0);
    await throttle.succeeded('vittima@example.it');
    expect(await throttle.attempt('vittima@example.it')).toBe(0);
  });

  it('slows the addresses that failed on an account, not a clean address (issue 25)', async () => {
    const clock = { now: 9_000_000 };
    const throttle = make(clock);
    for (let i = 0; i < 8; i++) expect(await throttle.attempt('bersaglio@example.it', `10.0.0.${i}`)).toBe(0);
    // Each failed address waits as long as the whole account's failures say…
    expect(await throttle.attempt('bersaglio@example.it', '10.0.0.3')).toBe(8000);
    // …a clean address does not, and its success forgets the account's failures.
    expect(await throttle.attempt('bersaglio@example.it', '10.9.9.9')).toBe(0);
    await throttle.succeeded('bersaglio@example.it', '10.9.9.9');
    expect(await throttle.attempt('bersaglio@example.it', '10.0.0.3')).toBe(0);
  });

  it('never makes an account wait longer than the maximum, and forgets failures after the window', async () => {
    const clock = { now: 5_000_000 };
    const throttle = make(clock);
    for (let i = 0; i < 30; i++) {
      clock.now += (await throttle.attempt('assediato@example.it')) || 1;
    }
    expect(await throttle.attempt('assediato@example.it')).toBeLessThanOrEqual(MAX_DELAY_MS);
    clock.now += FAILURE_WINDOW_MS + 1;
    expect(await throttle.attempt('assediato@example.it')).toBe(0);
  });
}

describe('memory login throttle', () => {
  behavesAsThrottle((clock) => memoryLoginThrottle({ now: () => clock.now }));

  it('keeps a bounded number of accounts, forgetting the oldest', async () => {
    const throttle = memoryLoginThrottle({ maxAccounts: 2 });
    for (let i = 0; i < FREE_FAILURES + 1; i++) await throttle.attempt('primo@example.it');
    await throttle.attempt('secondo@example.it');
    await throttle.attempt('terzo@example.it');
    expect(await throttle.attempt('primo@example.it')).toBe(0);
  });
});

describe('Redis login throttle with Redis away', () => {
  it('answers at once and still slows the account down, counting in this instance', async () => {
    // Nothing listens on port 1: every command would fail after ioredis' retries.
    const redis = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 2 });
    redis.on('error', () => {});
    try {
      const throttle = redisLoginThrottle(redis);
      const began = Date.now();
      for (let i = 0; i < FREE_FAILURES; i++) expect(await throttle.attempt('via@example.it')).toBe(0);
      expect(await throttle.attempt('via@example.it')).toBeGreaterThan(0);
      expect(Date.now() - began).toBeLessThan(1000);
      await throttle.succeeded('via@example.it');
      expect(await throttle.attempt('via@example.it')).toBe(0);
    } finally {
      redis.disconnect();
    }
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('Redis login throttle', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? '', { keyPrefix: `test-${randomUUID()}:` });
  afterAll(() => redis.disconnect());
  // Until it is ready the store counts in memory: these tests are about the shared count.
  beforeAll(async () => {
    if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
  });
  const realNow = Date.now;
  behavesAsThrottle((clock) => {
    const throttle = redisLoginThrottle(redis, `${randomUUID()}:`);
    // The Redis store reads the app's clock; the test moves it.
    return {
      async attempt(account, ip) {
        Date.now = () => clock.now;
        try {
          return await throttle.attempt(account, ip);
        } finally {
          Date.now = realNow;
        }
      },
      succeeded: (account, ip) => throttle.succeeded(account, ip),
    };
  });

  it('shares the count between two instances', async () => {
    const prefix = `${randomUUID()}:`;
    const a = redisLoginThrottle(redis, prefix);
    const b = redisLoginThrottle(redis, prefix);
    for (let i = 0; i < FREE_FAILURES; i++) await (i % 2 ? a : b).attempt('condiviso@example.it');
    expect(await a.attempt('condiviso@example.it')).toBeGreaterThan(0);
    expect(await b.attempt('condiviso@example.it')).toBeGreaterThan(0);
  });
});
