import type { WebSocket } from 'ws';
import type { Bus, BusMessage, Delivery } from './bus.ts';

/** Open sockets one member may keep on an instance; a new one beyond closes the oldest. */
export const MAX_SOCKETS_PER_MEMBER = 20;
/** Close code of a socket whose session ended (logout): the client must not reconnect with it. */
export const CLOSE_SESSION_ENDED = 4401;
/** Close code of the oldest socket, replaced by a newer one beyond MAX_SOCKETS_PER_MEMBER. */
export const CLOSE_TOO_MANY_SOCKETS = 4429;

interface Connection {
  socket: WebSocket;
  userId: string;
  sessionId: string;
}

/** The sockets open on this instance, by member and by session, and delivery to them through the bus. */
export class Hub {
  /** Each member's connections, oldest first (a Set keeps insertion order). */
  private readonly byMember = new Map<string, Set<Connection>>();
  private readonly bySession = new Map<string, Set<Connection>>();

  constructor(private readonly bus: Bus) {}

  /** Starts receiving the messages meant for sockets connected here. */
  async start(): Promise<void> {
    await this.bus.subscribe((message) => this.receive(message));
    // Events lost while the bus was down: every socket here fetches what it missed (`resync`).
    this.bus.onRecovered?.(() => this.deliverToAll({ type: 'resync' }));
  }

  /** Keeps a member's socket, opened with the session `sessionId`; the oldest goes beyond the cap. */
  add(userId: string, sessionId: string, socket: WebSocket): void {
    const connection = { socket, userId, sessionId };
    const own = entry(this.byMember, userId);
    if (own.size >= MAX_SOCKETS_PER_MEMBER) {
      const oldest = own.values().next().value!;
      this.forget(oldest);
      oldest.socket.close(CLOSE_TOO_MANY_SOCKETS, 'troppe connessioni aperte');
    }
    own.add(connection);
    entry(this.bySession, sessionId).add(connection);
    socket.once('close', () => this.forget(connection));
  }

  /** Sends an event to every socket of a member, on any instance. Never throws. */
  async send(userId: string, event: Delivery['event']): Promise<void> {
    await this.publish({ userId, event });
  }

  /** Closes the sockets of a session that ended, on every instance. Never throws. */
  async endSession(sessionId: string): Promise<void> {
    // Closed here at once; the bus tells the other instances.
    this.closeSession(sessionId);
    await this.publish({ endedSession: sessionId });
  }

  isOnlineHere(userId: string): boolean {
    return this.byMember.has(userId);
  }

  /** Closes every socket (graceful shutdown). */
  closeAll(): void {
    for (const set of this.byMember.values())
      for (const { socket } of set) socket.close(1001, 'server shutting down');
  }

  private async publish(message: BusMessage): Promise<void> {
    try {
      await this.bus.publish(message);
    } catch {
      // Live delivery is best effort: the data is already stored and lists refresh anyway.
    }
  }

  private receive(message: BusMessage): void {
    if ('endedSession' in message) this.closeSession(message.endedSession);
    else this.deliverLocally(message);
  }

  private closeSession(sessionId: string): void {
    for (const connection of [...(this.bySession.get(sessionId) ?? [])]) {
      this.forget(connection);
      connection.socket.close(CLOSE_SESSION_ENDED, 'sessione terminata');
    }
  }

  private forget(connection: Connection): void {
    remove(this.byMember, connection.userId, connection);
    remove(this.bySession, connection.sessionId, connection);
  }

  private deliverToAll(event: Delivery['event']): void {
    const text = JSON.stringify(event);
    for (const set of this.byMember.values())
      for (const { socket } of set) if (socket.readyState === socket.OPEN) socket.send(text);
  }

  private deliverLocally({ userId, event }: Delivery): void {
    const set = this.byMember.get(userId);
    if (!set) return;
    const text = JSON.stringify(event);
    for (const { socket } of set) if (socket.readyState === socket.OPEN) socket.send(text);
  }
}

function entry<K, V>(map: Map<K, Set<V>>, key: K): Set<V> {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  return set;
}

function remove<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  if (!set?.delete(value)) return;
  if (set.size === 0) map.delete(key);
}
