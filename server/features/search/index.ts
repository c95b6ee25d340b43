import { defineFeature } from '../../platform/feature.ts';
import { searchRoutes } from './routes.ts';

/** Search over posts and members (issue 28). */
export const searchFeature = defineFeature({
  name: 'search',
  routes: searchRoutes,
  needs: ({ db }) => ({ db }),
});
