import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/** An event for one member's open sockets, wherever they are connected. */
export interface Delivery {
  userId: string;
  event: { type: string; data?: unknown };
}

/** A session that ended (logout): every instance closes that session's sockets. */
export interface SessionEnded {
  endedSession: string;
}

/** What travels between instances. */
export type BusMessage = Delivery | SessionEnded;

/** Fans messages out to every app instance (DESIGN §1: in-process by default, Redis when set). */
export interface Bus {
  publish(message: BusMessage): Promise<void>;
  subscribe(handler: (message: BusMessage) => void): Promise<void>;
  /**
   * Hears when the bus is back after losing its connection: deliveries published meanwhile may be lost,
   * so sockets are told to fetch what they missed. An in-process bus never loses anything.
   */
  onRecovered?(handler: () => void): void;
  close(): Promise<void>;
}

/** One process: messages go straight to this instance's sockets. */
export function memoryBus(): Bus {
  const emitter = new EventEmitter();
  return {
    async publish(message) {
      emitter.emit('message', message);
    },
    async subscribe(handler) {
      emitter.on('message', handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** Several instances: Redis pub/sub carries each message to all of them. */
export function redisBus(url: string, channel = 'riparami:deliveries'): Bus {
  const pub = new Redis(url, { maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { maxRetriesPerRequest: 2 });
  // Connection errors are retried by ioredis; they must not crash the process.
  pub.on('error', () => {});
  sub.on('error', () => {});
  const recovered: (() => void)[] = [];
  for (const connection of [pub, sub]) {
    let lost = false;
    connection.on('close', () => {
      lost = true;
    });
    // ioredis resubscribes by itself on reconnecting; what was published while it was away is gone.
    connection.on('ready', () => {
      if (!lost) return;
      lost = false;
      for (const handler of recovered) handler();
    });
  }
  return {
    async publish(message) {
      await pub.publish(channel, JSON.stringify(message));
    },
    async subscribe(handler) {
      sub.on('message', (from, message) => {
        if (from !== channel) return;
        try {
          handler(JSON.parse(message) as BusMessage);
        } catch {
          // A malformed message from another publisher is ignored.
        }
      });
      // Subscribing before the connection is ready races ioredis' own start-up commands, which
      // Redis then refuses in subscriber mode and drops the connection. Nor may the app wait for it:
      // with Redis down at start-up it serves HTTP and joins the channel once Redis answers.
      if (sub.status === 'ready') await sub.subscribe(channel);
      else sub.once('ready', () => void sub.subscribe(channel).catch(() => {}));
    },
    onRecovered(handler) {
      recovered.push(handler);
    },
    async close() {
      pub.disconnect();
      sub.disconnect();
    },
  };
}
