import { defineFeature } from '../../platform/feature.ts';
import { affiliateRoutes } from './routes.ts';

/** Tool recommendations and their clicks. */
export const affiliateFeature = defineFeature({
  name: 'affiliate',
  routes: affiliateRoutes,
  needs: ({ db }) => ({ db }),
});
