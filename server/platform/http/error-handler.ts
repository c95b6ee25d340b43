import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE_TEXT, isDatabaseUnavailable } from './database-unavailable.ts';
import { HttpError } from './errors.ts';
import { safeError } from './safe-error.ts';

function send(request: FastifyRequest, reply: FastifyReply, status: number, message: string, extra = {}) {
  // The auth calls of SPEC §7 answer { success, error }; every body carries { message }.
  const auth = request.url.startsWith('/api/auth/') ? { success: false, error: message } : {};
  return reply.status(status).send({ message, ...auth, ...extra });
}

/**
 * Errors the router raises before any route or hook runs (Fastify's `frameworkErrors` option): a path
 * that is not valid percent-encoding, a path parameter over the router's length limit. Without this they
 * answer Fastify's English body with the path echoed back.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  switch (error.code) {
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return send(request, reply, 414, "L'indirizzo della richiesta è troppo lungo");
    case 'FST_ERR_BAD_URL':
      return send(request, reply, 400, "L'indirizzo della richiesta non è valido");
    default:
      return send(request, reply, error.statusCode ?? 400, 'Richiesta non valida');
  }
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over the size limit, a malformed
 * request line, a client too slow to send its headers): Fastify's `clientErrorHandler` option. Without
 * this they answer Fastify's English `{ error, message, statusCode }`.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Le intestazioni della richiesta sono troppo grandi']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'La richiesta è arrivata troppo lentamente']
        : [400, 'Richiesta non valida'];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** One place that maps every error to an Italian JSON body with the right status; 500s hide details. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return send(request, reply, error.statusCode, error.message, error.extra);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath?.split('/').filter(Boolean).join('.') ?? '';
      return send(request, reply, 400, issue?.message ?? 'Dati non validi', { field: field || undefined });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(request, reply, 400, 'Il corpo della richiesta non è un JSON valido');
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(request, reply, 413, 'La richiesta è troppo grande');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(request, reply, 415, 'Tipo di contenuto non supportato');
    }
    if (error.statusCode === 429) {
      return send(request, reply, 429, error.message);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(request, reply, error.statusCode, 'Richiesta non valida');
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: safeError(error) }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(request, reply, 503, DATABASE_UNAVAILABLE_TEXT);
    }
    // Never the error itself: a failed query's message carries its parameters.
    request.log.error({ err: safeError(error) }, 'unhandled error');
    return send(request, reply, 500, 'Si è verificato un errore interno. Riprova più tardi.');
  });

  app.setNotFoundHandler((request, reply) => {
    return send(request, reply, 404, 'Risorsa non trovata');
  });
}
