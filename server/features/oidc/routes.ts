import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginQuery, OIDC_PROVIDERS, providerList } from '../../../common/schemas/oidc.ts';
import { z } from '../../../common/zod-it.ts';
import { setSessionCookie } from '../../platform/auth/session-cookie.ts';
import { failureLocation, presentProviders } from './presenter.ts';
import * as service from './service.ts';
import { openPending, STATE_COOKIE, STATE_TTL_MS, sealPending } from './state.ts';

export interface OidcRouteOptions extends service.OidcDeps {
  secure: boolean;
  secret: string;
}

const callbackParams = z.object({ provider: z.enum(OIDC_PROVIDERS) });

/** Social sign-in through OpenID Connect: the /api/login navigation and each provider's callback. */
export async function oidcRoutes(root: FastifyInstance, opts: OidcRouteOptions) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const limited = { access: 'public' as const, rateLimit: { max: 30, timeWindow: '1 minute' } };
  const callbackPath = '/api/auth/callback';
  // Apple answers with a cross-site form POST, which a SameSite=Lax cookie would not reach.
  const stateCookie = (crossSitePost: boolean) =>
    ({
      path: callbackPath,
      httpOnly: true,
      secure: opts.secure || crossSitePost,
      sameSite: crossSitePost && opts.secure ? 'none' : 'lax',
      maxAge: STATE_TTL_MS / 1000,
    }) as const;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(
    '/api/auth/providers',
    { config: { access: 'public' }, schema: { response: { 200: providerList } } },
    async () => presentProviders(opts.providers),
  );

  // With a provider: that provider's sign-in. Without: the login form (or home when signed in).
  // Not rate limited: every unauthorised screen navigates here (SPEC §6), and starting a sign-in is cheap.
  app.get(
    '/api/login',
    { config: { access: 'public' }, schema: { querystring: loginQuery } },
    async (request, reply) => {
      const { provider } = request.query;
      if (!provider) return reply.redirect(request.user ? '/' : '/#accedi');
      try {
        const { url, pending } = await service.startSignIn(opts, provider);
        reply.setCookie(STATE_COOKIE, sealPending(opts.secret, pending), stateCookie(provider === 'apple'));
        return reply.redirect(url);
      } catch (err) {
        if (err instanceof service.SignInFailed) return reply.redirect(failureLocation(err.reason));
        throw err;
      }
    },
  );

  const callback = async (
    request: FastifyRequest<{ Params: { provider: (typeof OIDC_PROVIDERS)[number] } }>,
    reply: FastifyReply,
  ) => {
    const { provider } = request.params;
    const pending = openPending(opts.secret, request.cookies[STATE_COOKIE]);
    // The pending sign-in is used once, whatever the outcome: a replayed callback finds none.
    reply.clearCookie(STATE_COOKIE, { path: callbackPath });
    const url = `${opts.appUrl}${request.url}`;
    const form = (request.body ?? {}) as Record<string, string>;
    const returnedState =
      request.method === 'POST' ? form.state : (request.query as Record<string, string | undefined>).state;
    const current =
      request.method === 'POST'
        ? new Request(url, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(form),
          })
        : new URL(url);
    try {
      const { token } = await service.finishSignIn(
        opts,
        provider,
        current,
        returnedState,
        pending,
        request.user,
        request.headers['user-agent'],
      );
      setSessionCookie(reply, token, opts.secure);
      return reply.redirect('/');
    } catch (err) {
      if (err instanceof service.SignInFailed) return reply.redirect(failureLocation(err.reason));
      throw err;
    }
  };
  app.get(`${callbackPath}/:provider`, { config: limited, schema: { params: callbackParams } }, callback);
  app.post(
    `${callbackPath}/:provider`,
    { config: { ...limited, crossSiteForm: true }, schema: { params: callbackParams } },
    callback,
  );
}
