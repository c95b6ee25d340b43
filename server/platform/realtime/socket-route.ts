import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from '../../../common/zod-it.ts';
import { memberOf } from '../auth/guard.ts';
import { SESSION_COOKIE, sessionIdOf } from '../auth/sessions.ts';
import { holdsNul } from '../http/nul-guard.ts';
import { safeError } from '../http/safe-error.ts';
import type { Hub } from './hub.ts';
import type { Presence } from './presence.ts';

/** What a client may send on /ws (SPEC §7 live channel). */
const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), userId: z.string().max(64) }),
  z.object({
    type: z.literal('typing'),
    senderId: z.string().max(64).optional(),
    receiverId: z.string().max(64),
    isTyping: z.boolean(),
  }),
]);

/** At most this many messages per socket in a 10-second window; a flood closes the socket. */
const MESSAGES_PER_WINDOW = 50;

/**
 * An error on an open socket (@fastify/websocket's `errorHandler`). A frame the protocol refuses (over
 * the size limit, bad UTF-8, a bad opcode: `WS_ERR_*`) is the client's doing, and ws has already closed
 * the socket with the matching code: a warning without a stack, not an error a client could flood the
 * logs with.
 */
export function socketErrorHandler(
  error: Error & { code?: string },
  socket: WebSocket,
  request: FastifyRequest,
) {
  if (error.code?.startsWith('WS_ERR_')) request.log.warn({ code: error.code }, 'live-channel frame refused');
  else request.log.error({ err: safeError(error) }, 'live-channel error');
  socket.terminate();
}

/**
 * The live channel. The session cookie authenticates the upgrade (guests get 401 before it);
 * the server, not the client, decides who the sender is.
 */
export interface SocketRouteOptions {
  hub: Hub;
  presence?: Presence;
  /** Whether `senderId`'s typing may reach `receiverId` (not between members who blocked each other). */
  mayTypeTo?: (senderId: string, receiverId: string) => Promise<boolean>;
}

export async function socketRoute(app: FastifyInstance, opts: SocketRouteOptions) {
  app.get('/ws', { websocket: true }, (socket, request) => {
    const member = memberOf(request);
    // The guard resolved the member from this cookie; logout closes the sockets of its session.
    opts.hub.add(member.id, sessionIdOf(request.cookies[SESSION_COOKIE]!), socket);
    opts.presence?.connected(member.id);
    let count = 0;
    const window = setInterval(() => {
      count = 0;
    }, 10_000);
    socket.on('close', () => {
      clearInterval(window);
      opts.presence?.disconnected(member.id);
    });

    socket.on('message', (raw) => {
      if (++count > MESSAGES_PER_WINDOW) {
        socket.close(1008, 'troppi messaggi');
        return;
      }
      let parsed: z.infer<typeof clientMessage>;
      try {
        parsed = clientMessage.parse(JSON.parse(raw.toString()));
        if (holdsNul(parsed)) throw new Error('NUL character');
      } catch {
        request.log.debug('invalid live-channel message ignored');
        return;
      }
      if (parsed.type === 'auth') {
        // Only the session's own user may be claimed.
        if (parsed.userId !== member.id) socket.close(4403, 'utente non valido');
        return;
      }
      if (parsed.receiverId === member.id) return;
      const { receiverId, isTyping } = parsed;
      void (async () => {
        if (opts.mayTypeTo && !(await opts.mayTypeTo(member.id, receiverId))) return;
        await opts.hub.send(receiverId, { type: 'typing', data: { senderId: member.id, isTyping } });
      })().catch((err) => request.log.warn({ err: safeError(err) }, 'typing not relayed'));
    });
  });
}
