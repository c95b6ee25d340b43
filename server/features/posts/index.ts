import { defineFeature } from '../../platform/feature.ts';
import { postRoutes } from './routes.ts';

/** Posts, a member's posts, solutions and view counts. */
export const postsFeature = defineFeature({
  name: 'posts',
  routes: postRoutes,
  needs: ({ db, storage, events }) => ({ db, storage, events }),
});
