import { defineFeature } from '../../platform/feature.ts';
import { blockRoutes } from './routes.ts';

/** Blocking members (issue 21). */
export const blocksFeature = defineFeature({
  name: 'blocks',
  routes: blockRoutes,
  needs: ({ db, events }) => ({ db, events }),
});
