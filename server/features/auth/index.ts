import { memoryLoginThrottle, redisLoginThrottle } from '../../platform/auth/login-throttle.ts';
import { defineFeature } from '../../platform/feature.ts';
import { type AuthRouteOptions, authRoutes } from './routes.ts';

/** Accounts: sign-up, e-mail verification, sign-in and sign-out. */
export const authFeature = defineFeature<AuthRouteOptions>({
  name: 'auth',
  routes: authRoutes,
  needs: ({ db, mailer, afterReply, log, settings, live, redis }) => ({
    db,
    mailer,
    afterReply,
    log,
    appUrl: settings.appUrl,
    adminEmails: settings.adminEmails,
    secure: settings.secure,
    rateLimitPerMinute: settings.authRateLimitPerMinute,
    throttle: redis ? redisLoginThrottle(redis) : memoryLoginThrottle(),
    endLiveSession: (sessionId) => live.endSession(sessionId),
  }),
});
