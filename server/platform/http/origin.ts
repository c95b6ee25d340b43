import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { forbidden } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route a provider reaches by a cross-site form POST (Apple's `form_post` sign-in callback): it
     * carries no session cookie (SameSite=Lax) and checks its own signed state instead of the Origin.
     */
    crossSiteForm?: boolean;
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const refused = () => forbidden('Origine della richiesta non consentita');

/**
 * CSRF defence in depth on top of SameSite=Lax: a mutation or WebSocket upgrade whose Origin is
 * neither the configured APP_URL nor the host it was sent to is refused with 403, and one that
 * carries the session cookie must say where it comes from (an Origin, or `Sec-Fetch-Site:
 * same-origin`): browsers send one of them, so a write with neither is not from our page.
 */
export function registerOriginCheck(app: FastifyInstance, appUrl: string) {
  const allowed = new URL(appUrl).origin;
  app.addHook('onRequest', async (request) => {
    // A WebSocket upgrade is a GET that browsers send cross-site with cookies: check it too.
    const upgrade = request.headers.upgrade?.toLowerCase() === 'websocket';
    if (SAFE.has(request.method) && !upgrade) return;
    if (request.routeOptions.config?.crossSiteForm && !upgrade) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw refused();
    const origin = request.headers.origin;
    if (!origin) {
      if (request.cookies[SESSION_COOKIE] !== undefined && fetchSite !== 'same-origin') throw refused();
      return;
    }
    const own = `${request.protocol}://${request.host}`;
    if (origin !== allowed && origin !== own) throw refused();
  });
}
