import { defineFeature } from '../../platform/feature.ts';
import { settingsRoutes } from './routes.ts';

/** Settings: photo, password, e-mail, notification preferences, sessions, linked accounts. */
export const settingsFeature = defineFeature({
  name: 'settings',
  routes: settingsRoutes,
  needs: ({ db, storage, mailer, log, settings, live }) => ({
    db,
    storage,
    mailer,
    log,
    appUrl: settings.appUrl,
    endLiveSession: (sessionId) => live.endSession(sessionId),
  }),
});
