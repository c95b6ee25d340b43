import { Redis } from 'ioredis';
import type { Bus, BusMessage } from './bus.ts';

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
