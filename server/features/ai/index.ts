import { defineFeature } from '../../platform/feature.ts';
import { advisorsFromConfig } from './advisors.ts';
import { aiRoutes } from './routes.ts';

/** The repair assistant (DESIGN §6). */
export const aiFeature = defineFeature({
  name: 'ai',
  routes: aiRoutes,
  needs: ({ db, log, settings }) => ({
    db,
    log,
    advisors: advisorsFromConfig(settings),
    rateLimitPerMinute: settings.aiRateLimitPerMinute,
    vision: Boolean(settings.ai?.visionModel),
  }),
});
