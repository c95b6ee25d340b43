import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';

/** What a test socket received from the live channel. */
export interface LiveEventSeen {
  type: string;
  data?: Record<string, unknown>;
}

/** A real `ws` client on /ws and everything it received (test helper). */
export async function openSocket(url: string, headers: Record<string, string>) {
  const socket = new WebSocket(url, { headers });
  const events: LiveEventSeen[] = [];
  socket.on('message', (raw) => events.push(JSON.parse(raw.toString())));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return {
    socket,
    events,
    closed,
    /** The first event of `type` matching `where`, waiting for it up to `ms`. */
    next: (type: string, where: (data: Record<string, unknown>) => boolean = () => true, ms = 5000) =>
      until(() => events.find((e) => e.type === type && where(e.data ?? {})), ms),
    close: async () => {
      socket.close();
      await closed;
    },
  };
}

/** Polls `check` until it answers something, or fails after `ms`. */
export async function until<T>(check: () => T | undefined | Promise<T | undefined>, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('timed out waiting');
}

/** Waits `ms`: to show that something does NOT arrive. */
export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Makes the app listen on a free loopback port and answers the URL of its live channel (/ws). */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
}
