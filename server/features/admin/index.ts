import { defineFeature } from '../../platform/feature.ts';
import { adminRoutes } from './routes.ts';

/** The admin panel: stats, analytics, members and the audit log. */
export const adminFeature = defineFeature({
  name: 'admin',
  routes: adminRoutes,
  needs: ({ db }) => ({ db }),
});
