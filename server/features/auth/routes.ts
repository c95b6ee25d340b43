import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  loginBody,
  loginResult,
  registerBody,
  registerResult,
  resendBody,
  resendResult,
  verifyBody,
  verifyEmailResult,
} from '../../../common/schemas/auth.ts';
import { currentUser, noSession } from '../../../common/schemas/user.ts';
import { memberOf } from '../../platform/auth/guard.ts';
import { clearSessionCookie, setSessionCookie } from '../../platform/auth/session-cookie.ts';
import { SESSION_COOKIE } from '../../platform/auth/sessions.ts';
import type { AfterReply } from '../../platform/http/after-reply.ts';
import { unauthorized } from '../../platform/http/errors.ts';
import type { TrackedMailer } from '../../platform/mail/mailer.ts';
import { presentRegistered, presentResent, presentSignedIn, presentVerified } from './presenter.ts';
import * as auth from './service.ts';

export interface AuthRouteOptions extends auth.AuthDeps {
  mailer: TrackedMailer;
  /** Runs the resend's work after answering, so its timing tells nothing about the address. */
  afterReply: AfterReply;
  secure: boolean;
  rateLimitPerMinute: number;
}

/** Accounts: SPEC §7 auth calls plus the /api/logout navigation (/api/login belongs to features/oidc). */
export async function authRoutes(root: FastifyInstance, opts: AuthRouteOptions) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const limited = {
    access: 'public' as const,
    rateLimit: { max: opts.rateLimitPerMinute, timeWindow: '1 minute' },
  };

  app.post(
    '/api/auth/register',
    { config: limited, schema: { body: registerBody, response: { 201: registerResult } } },
    async (request, reply) => {
      const { emailSent } = await auth.register(opts, request.body);
      return reply.status(201).send(presentRegistered(emailSent));
    },
  );

  app.post(
    '/api/auth/login',
    { config: limited, schema: { body: loginBody, response: { 200: loginResult } } },
    async (request, reply) => {
      const { token } = await auth.login(opts, request.body, request.ip, request.headers['user-agent']);
      setSessionCookie(reply, token, opts.secure);
      return presentSignedIn();
    },
  );

  app.post(
    '/api/auth/resend-verification',
    { config: limited, schema: { body: resendBody, response: { 200: resendResult } } },
    async (request) => {
      // The same answer, as fast, for any address: the mail goes out after it (issue 25). Whether the
      // mail system works is what its latest delivery said, for every address alike.
      const { email } = request.body;
      opts.afterReply.run(() => auth.resendVerification(opts, email));
      return presentResent(opts.mailer.healthy());
    },
  );

  app.post(
    '/api/auth/verify-email',
    { config: limited, schema: { body: verifyBody, response: { 200: verifyEmailResult } } },
    async (request, reply) => {
      const { email, userId } = await auth.verifyEmail(opts, request.body.token);
      const token = await auth.signInAfterVerification(
        opts,
        userId,
        request.user,
        request.headers['user-agent'],
      );
      if (token) setSessionCookie(reply, token, opts.secure);
      return presentVerified(email);
    },
  );

  // SPEC §7: a guest gets 401. The app's own page asks with `X-Session-Probe: 1` and gets 204 instead, so
  // a visitor's browser console shows no failed request on the landing page (issue 27).
  app.get(
    '/api/auth/user',
    { config: { access: 'public' }, schema: { response: { 200: currentUser, 204: noSession } } },
    async (request, reply) => {
      if (request.user) return auth.currentAccount(memberOf(request));
      if (request.headers['x-session-probe'] === '1') return reply.code(204).send(null);
      throw unauthorized();
    },
  );

  app.get('/api/logout', { config: { access: 'public' } }, async (request, reply) => {
    const fetchSite = request.headers['sec-fetch-site'];
    const { ended } = await auth.logout(
      opts,
      request.cookies[SESSION_COOKIE],
      Array.isArray(fetchSite) ? fetchSite[0] : fetchSite,
    );
    if (ended) clearSessionCookie(reply, opts.secure);
    return reply.redirect('/');
  });
}
