import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence in depth on top of SameSite=Lax: a mutation whose Origin is neither the configured
 * APP_URL nor the host it was sent to is refused with 403.
 */
export function registerOriginCheck(app: FastifyInstance, appUrl: string) {
  const allowed = new URL(appUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method)) return;
    const origin = request.headers.origin;
    if (request.headers['sec-fetch-site'] === 'cross-site')
      throw forbidden('Origine della richiesta non consentita');
    if (!origin) return;
    const own = `${request.protocol}://${request.host}`;
    if (origin !== allowed && origin !== own) throw forbidden('Origine della richiesta non consentita');
  });
}
