import { defineFeature } from '../../platform/feature.ts';
import { objectRoutes } from './routes.ts';

/** Uploaded files: the upload flow (SPEC §7), set-acl, and serving them. */
export const objectsFeature = defineFeature({
  name: 'objects',
  routes: objectRoutes,
  needs: ({ db, storage, settings }) => ({ db, storage, secret: settings.sessionSecret }),
});
