import { defineFeature } from '../../platform/feature.ts';
import { reportRoutes } from './routes.ts';

/** Reports, and their moderation (issue 20). */
export const reportsFeature = defineFeature({
  name: 'reports',
  routes: reportRoutes,
  needs: ({ db, events }) => ({ db, events }),
});
