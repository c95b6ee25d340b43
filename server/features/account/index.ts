import { defineFeature } from '../../platform/feature.ts';
import { accountRoutes } from './routes.ts';

/** Data rights: download my data, delete my account. */
export const accountFeature = defineFeature({
  name: 'account',
  routes: accountRoutes,
  needs: ({ db, storage, settings, live }) => ({
    db,
    storage,
    secure: settings.secure,
    endLiveSession: (sessionId) => live.endSession(sessionId),
  }),
});
