import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { resolveSession, SESSION_COOKIE, type UserRow } from './sessions.ts';

/** Who may call a route: default-deny, so a route is for signed-in members unless it says otherwise. */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** Resolves the session cookie on every /api and /ws request and enforces each route's `access`. */
export function registerAccessControl(app: FastifyInstance, db: Db) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!/^\/(api|ws|objects)(\/|\?|$)/.test(request.url)) return;
    const token = request.cookies[SESSION_COOKIE];
    request.user = token ? await resolveSession(db, token) : null;
    // Unknown paths fall through to the 404 handler, which has no route url.
    if (!request.routeOptions.url) return;
    const access = request.routeOptions.config.access ?? 'user';
    if (access === 'public') return;
    if (!request.user) throw unauthorized();
    if (access === 'admin' && !request.user.isAdmin) throw forbidden('Accesso riservato agli amministratori');
  });
}

/** The signed-in member of a request whose route requires one. */
export function memberOf(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
