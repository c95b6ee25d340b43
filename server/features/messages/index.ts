import { blockedEitherWay } from '../../domain/blocks.ts';
import { defineFeature } from '../../platform/feature.ts';
import { announcePresence, subscribeMessagesLive } from './live.ts';
import { messageRoutes } from './routes.ts';

/** Direct messages: calls, live pushes after their commit, and partners' presence (decision 008). */
export const messagesFeature = defineFeature({
  name: 'messages',
  routes: messageRoutes,
  needs: ({ db, events, live }) => ({ db, events, isOnline: (userId) => live.isOnline(userId) }),
  subscribe: (events, live) => {
    if (live) subscribeMessagesLive(events, live);
  },
  live: {
    presence: ({ db, live }) => announcePresence(db, live.send),
    // Typing never reaches a member who blocked the typist, or whom the typist blocked (issue 21).
    mayTypeTo:
      ({ db }) =>
      async (senderId, receiverId) =>
        !(await blockedEitherWay(db, senderId, receiverId)),
  },
});
