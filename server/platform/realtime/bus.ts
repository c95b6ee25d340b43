import { EventEmitter } from 'node:events';

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

/**
 * Fans messages out to every app instance (DESIGN §1: in-process by default, Redis when set: redis-bus.ts,
 * loaded only then).
 */
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
