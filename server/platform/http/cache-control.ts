import type { FastifyInstance } from 'fastify';

const API = /^\/api(\/|\?|$)/;

/**
 * A member's /api answers, and any answer that sets a cookie, are for that browser only and never
 * stored (a shared cache or the back button must not replay them). A route that chose its own
 * Cache-Control keeps it; served files (/objects, /assets) are not /api and keep theirs.
 */
export function registerPrivateNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!API.test(request.url) || reply.hasHeader('cache-control')) return payload;
    if (request.user || reply.hasHeader('set-cookie')) reply.header('cache-control', 'private, no-store');
    return payload;
  });
}
