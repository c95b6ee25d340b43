import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence in depth on top of SameSite=Lax: a mutation or WebSocket upgrade whose Origin is
 * neither the configured APP_URL nor the host it was sent to is refused with 403.
 */
export function registerOriginCheck(app: FastifyInstance, appUrl: string) {
  const allowed = new URL(appUrl).origin;
  app.addHook('onRequest', async (request) => {
    // A WebSocket upgrade is a GET that browsers send cross-site with cookies: check it too.
    const upgrade = request.headers.upgrade?.toLowerCase() === 'websocket';
    if (SAFE.has(request.method) && !upgrade) return;
    const origin = request.headers.origin;
    if (request.headers['sec-fetch-site'] === 'cross-site')
      throw forbidden('Origine della richiesta non consentita');
    if (!origin) return;
    const own = `${request.protocol}://${request.host}`;
    if (origin !== allowed && origin !== own) throw forbidden('Origine della richiesta non consentita');
  });
}
