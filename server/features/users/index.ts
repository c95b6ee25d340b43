import { defineFeature } from '../../platform/feature.ts';
import { userRoutes } from './routes.ts';

/** Profiles. */
export const usersFeature = defineFeature({
  name: 'users',
  routes: userRoutes,
  needs: ({ db }) => ({ db }),
});
