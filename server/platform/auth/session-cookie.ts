import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE, SESSION_MAX_MS } from './sessions.ts';

/** The session cookie's options (DESIGN §5, decision 003): HttpOnly, SameSite=Lax, Secure under https. */
const sessionCookieOptions = (secure: boolean) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure }) as const;

/** Sets the session cookie for a new session: e-mail sign-in and social sign-in alike. */
export const setSessionCookie = (reply: FastifyReply, token: string, secure: boolean) =>
  reply.setCookie(SESSION_COOKIE, token, { ...sessionCookieOptions(secure), maxAge: SESSION_MAX_MS / 1000 });

/** Clears the session cookie (sign-out, a deleted account). */
export const clearSessionCookie = (reply: FastifyReply, secure: boolean) =>
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(secure));
