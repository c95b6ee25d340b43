import { defineFeature } from '../../platform/feature.ts';
import { ReelProcessor } from './processing.ts';
import { reelRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background reel processing (tests await its `idle()`). */
    reelProcessor: ReelProcessor;
  }
}

/** Reels: calls, likes and comments, and the background processing of their videos (decision 011). */
export const reelsFeature = defineFeature({
  name: 'reels',
  routes: reelRoutes,
  needs: ({ db, storage, events, log }, app) => {
    // Poster, duration and transcode run in the background, one reel at a time.
    const processor = new ReelProcessor({ db, storage, log });
    app.addHook('preClose', () => processor.close());
    // Reels a restart left without poster or duration are picked up again, in the background.
    app.addHook('onReady', async () => {
      processor.resume().catch((err) => log.warn({ err }, 'reel processing not resumed'));
    });
    app.decorate('reelProcessor', processor);
    return { db, storage, events, process: processor.enqueue };
  },
});
