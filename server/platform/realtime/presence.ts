import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Where the online set lives: in this process for one instance, in Redis for several. Each instance
 * says which members it holds sockets of; a member is online while any instance does.
 */
export interface PresenceStore {
  /** This instance now holds `userId`'s sockets: answers whether they were offline everywhere before. */
  arrive(userId: string): Promise<boolean>;
  /** This instance holds none of `userId`'s sockets any more: answers whether they are offline everywhere. */
  depart(userId: string): Promise<boolean>;
  /** Whether another instance holds sockets of `userId`. */
  elsewhere(userId: string): Promise<boolean>;
  /** Confirms this instance still holds these members (entries of a crashed instance expire). */
  refresh(userIds: string[]): Promise<void>;
}

/** One instance: this process knows everything. */
export function memoryPresenceStore(): PresenceStore {
  return {
    arrive: async () => true,
    depart: async () => true,
    elsewhere: async () => false,
    refresh: async () => {},
  };
}

/**
 * Several instances: per member a sorted set of the instances holding their sockets, scored by when
 * each entry expires unless refreshed, so a crashed instance's members go offline on their own.
 */
export function redisPresenceStore(
  redis: Redis,
  { ttlMs = 60_000, instanceId = randomUUID() } = {},
): PresenceStore {
  const key = (userId: string) => `riparami:presence:${userId}`;
  const live = (userId: string, now: number) => redis.zcount(key(userId), now, '+inf');
  return {
    async arrive(userId) {
      const now = Date.now();
      const result = await redis
        .multi()
        .zremrangebyscore(key(userId), '-inf', now)
        .zrem(key(userId), instanceId)
        .zcard(key(userId))
        .zadd(key(userId), now + ttlMs, instanceId)
        .pexpire(key(userId), ttlMs * 2)
        .exec();
      return Number(result?.[2]?.[1] ?? 0) === 0;
    },
    async depart(userId) {
      const now = Date.now();
      const result = await redis
        .multi()
        .zrem(key(userId), instanceId)
        .zremrangebyscore(key(userId), '-inf', now)
        .zcard(key(userId))
        .exec();
      return Number(result?.[2]?.[1] ?? 0) === 0;
    },
    async elsewhere(userId) {
      return (await live(userId, Date.now())) > 0;
    },
    async refresh(userIds) {
      if (userIds.length === 0) return;
      const expires = Date.now() + ttlMs;
      const pipeline = redis.pipeline();
      for (const userId of userIds)
        pipeline.zadd(key(userId), expires, instanceId).pexpire(key(userId), ttlMs * 2);
      await pipeline.exec();
    },
  };
}

export type PresenceListener = (userId: string, isOnline: boolean) => void | Promise<void>;

export interface PresenceOptions {
  /** A member whose last socket closed is announced offline only if none reopens within this time (a reload). */
  offlineGraceMs?: number;
  /** How often this instance confirms its members to the store. */
  heartbeatMs?: number;
  /** A store answer slower than this counts as "not online elsewhere": presence never holds up a request. */
  timeoutMs?: number;
  onError?: (err: unknown) => void;
}

/**
 * Who is online (DESIGN §3 realtime: presence). Counts this instance's sockets per member, keeps the
 * store told, and calls the listeners when a member comes online or goes offline across all instances.
 */
export class Presence {
  private readonly sockets = new Map<string, number>();
  private readonly leaving = new Map<string, ReturnType<typeof setTimeout>>();
  /** Each member's store calls and announcements run in order, one at a time. */
  private readonly chains = new Map<string, Promise<void>>();
  private readonly listeners: PresenceListener[] = [];
  private readonly heartbeat: ReturnType<typeof setInterval>;
  private readonly options: Required<Omit<PresenceOptions, 'onError'>> & Pick<PresenceOptions, 'onError'>;

  constructor(
    private readonly store: PresenceStore,
    options: PresenceOptions = {},
  ) {
    this.options = { offlineGraceMs: 2000, heartbeatMs: 20_000, timeoutMs: 500, ...options };
    this.heartbeat = setInterval(() => {
      void this.store.refresh([...this.sockets.keys()]).catch((err) => this.options.onError?.(err));
    }, this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  onChange(listener: PresenceListener): void {
    this.listeners.push(listener);
  }

  /** A socket of `userId` opened on this instance. */
  connected(userId: string): void {
    const count = (this.sockets.get(userId) ?? 0) + 1;
    this.sockets.set(userId, count);
    if (count > 1) return;
    const pending = this.leaving.get(userId);
    if (pending) {
      // Back within the grace time (a reload): the store never heard they left.
      clearTimeout(pending);
      this.leaving.delete(userId);
      return;
    }
    this.serially(userId, async () => {
      if (await this.store.arrive(userId)) await this.announce(userId, true);
    });
  }

  /** A socket of `userId` closed on this instance. */
  disconnected(userId: string): void {
    const count = (this.sockets.get(userId) ?? 0) - 1;
    if (count > 0) {
      this.sockets.set(userId, count);
      return;
    }
    this.sockets.delete(userId);
    const timer = setTimeout(() => {
      this.leaving.delete(userId);
      this.serially(userId, async () => {
        if (await this.store.depart(userId)) await this.announce(userId, false);
      });
    }, this.options.offlineGraceMs);
    timer.unref();
    this.leaving.set(userId, timer);
  }

  /** Whether `userId` has a socket open on any instance; never throws, never waits long. */
  async isOnline(userId: string): Promise<boolean> {
    if (this.sockets.has(userId) || this.leaving.has(userId)) return true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), this.options.timeoutMs);
    });
    try {
      return await Promise.race([this.store.elsewhere(userId), late]);
    } catch (err) {
      this.options.onError?.(err);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Stops the heartbeat and tells the store this instance holds nobody any more (shutdown). */
  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    for (const timer of this.leaving.values()) clearTimeout(timer);
    const held = [...new Set([...this.sockets.keys(), ...this.leaving.keys()])];
    this.sockets.clear();
    this.leaving.clear();
    await Promise.allSettled([...this.chains.values(), ...held.map((userId) => this.store.depart(userId))]);
  }

  private async announce(userId: string, isOnline: boolean) {
    for (const listener of this.listeners) await listener(userId, isOnline);
  }

  private serially(userId: string, work: () => Promise<void>) {
    const previous = this.chains.get(userId) ?? Promise.resolve();
    const next = previous
      .then(work)
      .catch((err) => this.options.onError?.(err))
      .finally(() => {
        if (this.chains.get(userId) === next) this.chains.delete(userId);
      });
    this.chains.set(userId, next);
  }
}
