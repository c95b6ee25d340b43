import { defineFeature } from '../../platform/feature.ts';
import { OidcClients } from './clients.ts';
import { oidcRoutes } from './routes.ts';

/** Social sign-in through OpenID Connect (decision 010). */
export const oidcFeature = defineFeature({
  name: 'oidc',
  routes: oidcRoutes,
  needs: ({ db, log, settings }) => ({
    db,
    log,
    appUrl: settings.appUrl,
    providers: settings.oidc,
    clients: new OidcClients(),
    adminEmails: settings.adminEmails,
    secure: settings.secure,
    secret: settings.sessionSecret,
  }),
});
