import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  passwordResetConfirmBody,
  passwordResetDone,
  passwordResetRequestBody,
  passwordResetRequested,
} from '../../../common/schemas/password-reset.ts';
import { presentResetDone, presentResetRequested } from './presenter.ts';
import * as service from './service.ts';

export interface PasswordResetRouteOptions extends service.PasswordResetDeps {
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
      await service.requestReset(opts, request.body.email);
      return presentResetRequested();
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
