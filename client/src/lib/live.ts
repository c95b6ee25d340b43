/** An event the server pushes on the live channel (SPEC §7, DESIGN §5). */
export interface LiveEvent {
  type: string;
  data?: unknown;
}

/** Reconnect delays after the channel drops: quick at first, then at most every 30 s. */
const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];
/**
 * Close codes after which reconnecting cannot help: the session ended (4401), the server refused who
 * we said we are (4403), or a newer socket of this member replaced this one (4429, over 20 open).
 */
const FINAL_CODES = new Set([4401, 4403, 4429]);

/** The open socket of the live channel, for what the client sends on it (typing). */
let current: WebSocket | null = null;

/** Sends a message on the live channel if it is open; answers whether it went. */
export function sendLive(message: Record<string, unknown>): boolean {
  if (!current || current.readyState !== WebSocket.OPEN) return false;
  current.send(JSON.stringify(message));
  return true;
}

/**
 * Opens the live channel at /ws on this host (wss under https), announces the member with
 * {type:'auth', userId} and hands every valid event to `onEvent`; reconnects until stopped.
 * `onOpen` hears of each opening, `reconnected` when events may have been missed since the last one.
 */
export function connectLive(
  userId: string,
  onEvent: (event: LiveEvent) => void,
  { onOpen }: { onOpen?: (reconnected: boolean) => void } = {},
): () => void {
  let socket: WebSocket | null = null;
  let opened = 0;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const open = () => {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    socket = new WebSocket(`${scheme}://${window.location.host}/ws`);
    socket.addEventListener('open', () => {
      attempt = 0;
      socket?.send(JSON.stringify({ type: 'auth', userId }));
      current = socket;
      onOpen?.(opened++ > 0);
    });
    socket.addEventListener('message', (message) => {
      try {
        const event = JSON.parse(String(message.data)) as LiveEvent;
        if (event && typeof event.type === 'string') onEvent(event);
      } catch (err) {
        // SPEC §8: invalid live-channel messages are only logged.
        console.debug('live channel: invalid message', err);
      }
    });
    socket.addEventListener('close', (event) => {
      if (current === socket) current = null;
      socket = null;
      if (stopped || FINAL_CODES.has(event.code)) return;
      timer = setTimeout(open, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
    });
    socket.addEventListener('error', () => console.debug('live channel: connection error'));
  };

  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    socket?.close(1000);
  };
}
