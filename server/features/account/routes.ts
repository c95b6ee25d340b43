import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountDeleted, deleteAccountBody } from '../../../common/schemas/account.ts';
import { memberOf } from '../../platform/auth/guard.ts';
import { clearSessionCookie } from '../../platform/auth/session-cookie.ts';
import { presentDeleted } from './presenter.ts';
import * as service from './service.ts';

export interface AccountRouteOptions extends service.AccountDeps {
  secure: boolean;
}

/** Data rights: download my data, delete my account. */
export async function accountRoutes(root: FastifyInstance, opts: AccountRouteOptions) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: { max: 5, timeWindow: '1 minute' } };

  // A navigation (the browser saves the file), so a GET; it changes nothing.
  app.get('/api/account/export', { config: limited }, async (request, reply) => {
    const { fileName, zip } = await service.exportData(opts, memberOf(request));
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(zip);
  });

  app.post(
    '/api/account/delete',
    { config: limited, schema: { body: deleteAccountBody, response: { 200: accountDeleted } } },
    async (request, reply) => {
      const deleted = await service.deleteAccount(opts, memberOf(request), request.body);
      clearSessionCookie(reply, opts.secure);
      return presentDeleted(deleted);
    },
  );
}
