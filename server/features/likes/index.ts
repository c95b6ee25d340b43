import { defineFeature } from '../../platform/feature.ts';
import { likeRoutes } from './routes.ts';
import { subscribeLikes } from './service.ts';

/** Likes on posts and comments. */
export const likesFeature = defineFeature({
  name: 'likes',
  routes: likeRoutes,
  needs: ({ db, events }) => ({ db, events }),
  subscribe: (events) => subscribeLikes(events),
});
