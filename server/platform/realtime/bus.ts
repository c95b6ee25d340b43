import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/** An event for one member's open sockets, wherever they are connected. */
export interface Delivery {
  userId: string;
  event: { type: string; data?: unknown };
}

/** Fans deliveries out to every app instance (DESIGN §1: in-process by default, Redis when set). */
export interface Bus {
  publish(delivery: Delivery): Promise<void>;
  subscribe(handler: (delivery: Delivery) => void): Promise<void>;
  close(): Promise<void>;
}

/** One process: deliveries go straight to this instance's sockets. */
export function memoryBus(): Bus {
  const emitter = new EventEmitter();
  return {
    async publish(delivery) {
      emitter.emit('delivery', delivery);
    },
    async subscribe(handler) {
      emitter.on('delivery', handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** Several instances: Redis pub/sub carries each delivery to all of them. */
export function redisBus(url: string, channel = 'riparami:deliveries'): Bus {
  const pub = new Redis(url, { maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { maxRetriesPerRequest: 2 });
  // Connection errors are retried by ioredis; they must not crash the process.
  pub.on('error', () => {});
  sub.on('error', () => {});
  return {
    async publish(delivery) {
      await pub.publish(channel, JSON.stringify(delivery));
    },
    async subscribe(handler) {
      sub.on('message', (from, message) => {
        if (from !== channel) return;
        try {
          handler(JSON.parse(message) as Delivery);
        } catch {
          // A malformed message from another publisher is ignored.
        }
      });
      // Subscribing before the connection is ready races ioredis' own start-up commands, which
      // Redis then refuses in subscriber mode and drops the connection.
      if (sub.status !== 'ready') await new Promise((resolve) => sub.once('ready', resolve));
      await sub.subscribe(channel);
    },
    async close() {
      pub.disconnect();
      sub.disconnect();
    },
  };
}
