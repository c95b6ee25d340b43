import type { FastifyRequest } from 'fastify';

/**
 * A URL as a log line may carry it: its path only. Query strings hold secrets (a verification or reset
 * link's token, an OIDC callback's code and state, a signed upload URL, an admin's search), so none is
 * ever logged (issue 25).
 */
export const pathOf = (url: string | undefined) => (url ?? '').split('?', 1)[0]!.split('#', 1)[0]!;

/** Fastify's request serializer, without the query string. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: pathOf(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * What pino hides wherever it appears in a logged object: credentials in headers and cookies, and any
 * field named like a secret (a body or an options object logged by mistake).
 */
export const LOG_REDACT = {
  paths: [
    'req.headers.cookie',
    'req.headers.authorization',
    'req.query',
    'req.body',
    'res.headers["set-cookie"]',
    'headers.cookie',
    'headers.authorization',
    'headers["set-cookie"]',
    '*.password',
    '*.currentPassword',
    '*.newPassword',
    '*.token',
    '*.signature',
    '*.cookie',
    '*.authorization',
    'password',
    'token',
    'signature',
  ],
  censor: '[nascosto]',
};
