import { defineFeature } from '../../platform/feature.ts';
import { commentRoutes } from './routes.ts';

/** Comments on posts. */
export const commentsFeature = defineFeature({
  name: 'comments',
  routes: commentRoutes,
  needs: ({ db, events }) => ({ db, events }),
});
