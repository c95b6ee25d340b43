import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  passwordResetCheck,
  passwordResetCheckBody,
  passwordResetConfirmBody,
  passwordResetDone,
  passwordResetRequestBody,
  passwordResetRequested,
} from '../../../common/schemas/password-reset.ts';
import type { AfterReply } from '../../platform/http/after-reply.ts';
import { presentResetDone, presentResetRequested } from './presenter.ts';
import * as service from './service.ts';

export interface PasswordResetRouteOptions extends service.PasswordResetDeps {
  /** Runs the request's work after answering, so its timing tells nothing about the address. */
  afterReply: AfterReply;
  rateLimitPerMinute: number;
}

/** 'Password dimenticata?': ask for a link, then set a new password with it. */
export async function passwordResetRoutes(root: FastifyInstance, opts: PasswordResetRouteOptions) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const limited = {
    access: 'public' as const,
    rateLimit: { max: Math.min(opts.rateLimitPerMinute, 5), timeWindow: '1 minute' },
  };

  app.post(
    '/api/password-reset',
    {
      config: limited,
      schema: { body: passwordResetRequestBody, response: { 200: passwordResetRequested } },
    },
    async (request) => {
      // The same answer, as fast, for any address: the lookup and the mail come after it (issue 25).
      const { email } = request.body;
      opts.afterReply.run(() => service.requestReset(opts, email));
      return presentResetRequested();
    },
  );

  app.post(
    '/api/password-reset/check',
    { config: limited, schema: { body: passwordResetCheckBody, response: { 200: passwordResetCheck } } },
    async (request) => {
      await service.checkReset(opts, request.body.token);
      return { success: true as const, valid: true as const };
    },
  );

  app.post(
    '/api/password-reset/confirm',
    { config: limited, schema: { body: passwordResetConfirmBody, response: { 200: passwordResetDone } } },
    async (request) => {
      await service.confirmReset(opts, request.body);
      return presentResetDone();
    },
  );
}
