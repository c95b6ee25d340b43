import type { WebSocket } from 'ws';
import type { Bus, Delivery } from './bus.ts';

/** The sockets open on this instance, by member, and delivery to them through the bus. */
export class Hub {
  private readonly sockets = new Map<string, Set<WebSocket>>();

  constructor(private readonly bus: Bus) {}

  /** Starts receiving deliveries meant for members connected here. */
  async start(): Promise<void> {
    await this.bus.subscribe((delivery) => this.deliverLocally(delivery));
  }

  add(userId: string, socket: WebSocket): void {
    let set = this.sockets.get(userId);
    if (!set) {
      set = new Set();
      this.sockets.set(userId, set);
    }
    set.add(socket);
    socket.once('close', () => {
      set.delete(socket);
      if (set.size === 0) this.sockets.delete(userId);
    });
  }

  /** Sends an event to every socket of a member, on any instance. Never throws. */
  async send(userId: string, event: Delivery['event']): Promise<void> {
    try {
      await this.bus.publish({ userId, event });
    } catch {
      // Live delivery is best effort: the data is already stored and lists refresh anyway.
    }
  }

  isOnlineHere(userId: string): boolean {
    return this.sockets.has(userId);
  }

  /** Closes every socket (graceful shutdown). */
  closeAll(): void {
    for (const set of this.sockets.values())
      for (const socket of set) socket.close(1001, 'server shutting down');
  }

  private deliverLocally({ userId, event }: Delivery): void {
    const set = this.sockets.get(userId);
    if (!set) return;
    const text = JSON.stringify(event);
    for (const socket of set) if (socket.readyState === socket.OPEN) socket.send(text);
  }
}
