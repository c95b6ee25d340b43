import type { Redis } from 'ioredis';
import { hashToken } from './tokens.ts';

/** Failed sign-ins an account may have before its attempts are slowed down. */
export const FREE_FAILURES = 5;
/** The first wait once the free failures are used; each further failure doubles it. */
export const FIRST_DELAY_MS = 1000;
/** The longest wait: an account under attack is slowed down, never locked for good. */
export const MAX_DELAY_MS = 15 * 60_000;
/** Failures are forgotten this long after the last one. */
export const FAILURE_WINDOW_MS = 60 * 60_000;

/**
 * Per-account throttle on sign-in (on top of the per-IP rate limit), as Mastodon and Discourse do:
 * after FREE_FAILURES failures each attempt waits twice as long as the one before, up to MAX_DELAY_MS.
 * The wait applies to the addresses that failed on the account, not to a clean one (issue 25): eight
 * wrong passwords from eight addresses slow those addresses down, while the owner's right password
 * from an address that never failed on the account still goes through. A botnet thus gets one guess
 * per address before it waits as long as the whole account's failures say.
 */
export interface LoginThrottle {
  /**
   * Claims an attempt on `account` from `ip`: answers the milliseconds it must still wait (the attempt
   * is then refused), or 0 (the attempt goes ahead and counts as a failure until `succeeded`). Claiming
   * before checking the password means parallel guesses cannot all slip through one free slot.
   */
  attempt(account: string, ip?: string): Promise<number>;
  /** A successful sign-in forgets the account's failures. */
  succeeded(account: string, ip?: string): Promise<void>;
}

/** The wait before the next attempt after `failures` failures in a row. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);
}

/** Accounts are kept by a hash of their address, never the address itself. */
const keyOf = (account: string) => hashToken(account.trim().toLowerCase());
/** An address's failures on one account, by hash too. */
const pairKeyOf = (account: string, ip: string) => hashToken(`${account.trim().toLowerCase()}\n${ip}`);

/** Counters in this process's memory (one instance); the oldest go first beyond `maxAccounts`. */
export function memoryLoginThrottle(
  options: { now?: () => number; maxAccounts?: number } = {},
): LoginThrottle {
  const now = options.now ?? Date.now;
  const maxAccounts = options.maxAccounts ?? 100_000;
  const failures = new Map<string, { count: number; last: number }>();
  /** Failures per account and address, for whether an address is clean. */
  const pairs = new Map<string, { count: number; last: number }>();
  const fresh = (map: typeof failures, key: string, at: number) => {
    const entry = map.get(key);
    return entry && at - entry.last <= FAILURE_WINDOW_MS ? entry : undefined;
  };
  const bump = (map: typeof failures, key: string, count: number, at: number) => {
    // Re-inserting keeps the map ordered by last failure, so the oldest is evicted first.
    map.delete(key);
    map.set(key, { count: count + 1, last: at });
    if (map.size > maxAccounts) map.delete(map.keys().next().value!);
  };
  return {
    async attempt(account, ip = '') {
      const key = keyOf(account);
      const pairKey = pairKeyOf(account, ip);
      const at = now();
      const entry = fresh(failures, key, at);
      const pair = fresh(pairs, pairKey, at);
      const count = entry?.count ?? 0;
      const wait = entry && pair ? entry.last + delayAfter(count) - at : 0;
      if (wait > 0) return wait;
      bump(failures, key, count, at);
      bump(pairs, pairKey, pair?.count ?? 0, at);
      return 0;
    },
    async succeeded(account, ip = '') {
      failures.delete(keyOf(account));
      pairs.delete(pairKeyOf(account, ip));
    },
  };
}

// The same rule as `attempt` above, run atomically inside Redis so instances share one count.
const ATTEMPT_SCRIPT = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
local pair = tonumber(redis.call('GET', KEYS[2]) or '0')
local now = tonumber(ARGV[1])
local free, first, max, window = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
if count > 0 and now - last > window then count = 0 end
if pair > 0 and count >= free then
  local wait = last + math.min(first * 2 ^ (count - free), max) - now
  if wait > 0 then return math.ceil(wait) end
end
redis.call('HSET', KEYS[1], 'count', count + 1, 'last', now)
redis.call('PEXPIRE', KEYS[1], window)
redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], window)
return 0`;

/**
 * Counters in Redis, shared by every instance. While Redis is away this instance counts alone in
 * `fallback`, at once rather than after ioredis' retries: signing in keeps working (DESIGN §1).
 */
export function redisLoginThrottle(
  redis: Redis,
  prefix = 'riparami-login-',
  fallback: LoginThrottle = memoryLoginThrottle(),
): LoginThrottle {
  const up = () => redis.status === 'ready';
  return {
    async attempt(account, ip = '') {
      if (!up()) return fallback.attempt(account, ip);
      try {
        const wait = await redis.eval(
          ATTEMPT_SCRIPT,
          2,
          `${prefix}${keyOf(account)}`,
          `${prefix}ip-${pairKeyOf(account, ip)}`,
          Date.now(),
          FREE_FAILURES,
          FIRST_DELAY_MS,
          MAX_DELAY_MS,
          FAILURE_WINDOW_MS,
        );
        return Number(wait);
      } catch {
        return fallback.attempt(account, ip);
      }
    },
    async succeeded(account, ip = '') {
      await fallback.succeeded(account, ip);
      if (up()) {
        await redis
          .del(`${prefix}${keyOf(account)}`, `${prefix}ip-${pairKeyOf(account, ip)}`)
          .catch(() => {});
      }
    },
  };
}
