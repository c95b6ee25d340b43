import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginBody, registerBody, resendBody, verifyBody } from '../../../common/schemas/auth.ts';
import { memberOf } from '../../platform/auth/guard.ts';
import { revokeSession, SESSION_COOKIE, SESSION_MAX_MS } from '../../platform/auth/sessions.ts';
import { presentCurrentUser } from '../users/presenter.ts';
import * as auth from './service.ts';

export interface AuthRouteOptions extends auth.AuthDeps {
  secure: boolean;
  rateLimitPerMinute: number;
}

/** Accounts: SPEC §7 auth calls plus the /api/login and /api/logout navigations. */
export async function authRoutes(root: FastifyInstance, opts: AuthRouteOptions) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const limited = {
    access: 'public' as const,
    rateLimit: { max: opts.rateLimitPerMinute, timeWindow: '1 minute' },
  };
  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: opts.secure,
      maxAge: SESSION_MAX_MS / 1000,
    });

  app.post(
    '/api/auth/register',
    { config: limited, schema: { body: registerBody } },
    async (request, reply) => {
      const { emailSent } = await auth.register(opts, request.body);
      return reply.status(201).send({ success: true, emailSent });
    },
  );

  app.post('/api/auth/login', { config: limited, schema: { body: loginBody } }, async (request, reply) => {
    const { token } = await auth.login(opts, request.body);
    setSessionCookie(reply, token);
    return { success: true };
  });

  app.post(
    '/api/auth/resend-verification',
    { config: limited, schema: { body: resendBody } },
    async (request) => {
      const { emailSent } = await auth.resendVerification(opts, request.body.email);
      return { success: true, emailSent };
    },
  );

  app.post('/api/auth/verify-email', { config: limited, schema: { body: verifyBody } }, async (request) => {
    const { email } = await auth.verifyEmail(opts, request.body.token);
    return { success: true, message: 'Email verificata con successo! Ora puoi accedere.', email };
  });

  app.get('/api/auth/user', async (request) => presentCurrentUser(memberOf(request)));

  // Sign-in navigation: with no social provider configured it lands on the login form.
  app.get('/api/login', { config: { access: 'public' } }, async (request, reply) =>
    reply.redirect(request.user ? '/' : '/#accedi'),
  );

  app.get('/api/logout', { config: { access: 'public' } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await revokeSession(opts.db, token);
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: opts.secure });
    return reply.redirect('/');
  });
}
