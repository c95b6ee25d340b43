import { defineFeature } from '../../platform/feature.ts';
import { followRoutes } from './routes.ts';

/** Following members. */
export const followsFeature = defineFeature({
  name: 'follows',
  routes: followRoutes,
  needs: ({ db, events }) => ({ db, events }),
});
