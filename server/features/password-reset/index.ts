import { defineFeature } from '../../platform/feature.ts';
import { passwordResetRoutes } from './routes.ts';

/** 'Password dimenticata?': a mailed link sets a new password. */
export const passwordResetFeature = defineFeature({
  name: 'password-reset',
  routes: passwordResetRoutes,
  needs: ({ db, mailer, afterReply, log, settings, live }) => ({
    db,
    mailer,
    afterReply,
    log,
    appUrl: settings.appUrl,
    rateLimitPerMinute: settings.authRateLimitPerMinute,
    endLiveSession: (sessionId) => live.endSession(sessionId),
  }),
});
