import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { EventBus } from '../platform/events/events.ts';
import type { AfterReply } from '../platform/http/after-reply.ts';
import type { TrackedMailer } from '../platform/mail/mailer.ts';
import type { ObjectStorage } from '../platform/storage/storage.ts';
import { accountRoutes } from './account/routes.ts';
import { blockRoutes } from './blocks/routes.ts';
import { OidcClients } from './oidc/clients.ts';
import { oidcRoutes } from './oidc/routes.ts';
import { passwordResetRoutes } from './password-reset/routes.ts';
import { settingsRoutes } from './settings/routes.ts';

export interface AccountsDeps {
  config: Config;
  db: Db;
  mailer: TrackedMailer;
  afterReply: AfterReply;
  storage: ObjectStorage;
  events: EventBus;
  log: { warn(obj: object, msg: string): void };
  /** Closes the live-channel sockets of a session that ended. */
  endLiveSession(sessionId: string): void;
}

/** Issue 21's features: social sign-in, password reset, settings, blocking, data rights. */
export async function registerAccountsAndPrivacy(app: FastifyInstance, deps: AccountsDeps) {
  const { config } = deps;
  const common = { ...deps, appUrl: config.appUrl };
  await app.register(oidcRoutes, {
    ...common,
    providers: config.oidc,
    clients: new OidcClients(),
    adminEmails: config.adminEmails,
    secure: config.secure,
    secret: config.sessionSecret,
  });
  await app.register(passwordResetRoutes, { ...common, rateLimitPerMinute: config.authRateLimitPerMinute });
  await app.register(settingsRoutes, common);
  await app.register(blockRoutes, common);
  await app.register(accountRoutes, { ...common, secure: config.secure });
}
