import { accountFeature } from './features/account/index.ts';
import { adminFeature } from './features/admin/index.ts';
import { affiliateFeature } from './features/affiliate/index.ts';
import { aiFeature } from './features/ai/index.ts';
import { authFeature } from './features/auth/index.ts';
import { blocksFeature } from './features/blocks/index.ts';
import { commentsFeature } from './features/comments/index.ts';
import { followsFeature } from './features/follows/index.ts';
import { likesFeature } from './features/likes/index.ts';
import { messagesFeature } from './features/messages/index.ts';
import { notificationsFeature } from './features/notifications/index.ts';
import { objectsFeature } from './features/objects/index.ts';
import { oidcFeature } from './features/oidc/index.ts';
import { passwordResetFeature } from './features/password-reset/index.ts';
import { postsFeature } from './features/posts/index.ts';
import { reelsFeature } from './features/reels/index.ts';
import { reportsFeature } from './features/reports/index.ts';
import { searchFeature } from './features/search/index.ts';
import { settingsFeature } from './features/settings/index.ts';
import { usersFeature } from './features/users/index.ts';
import type { EventBus } from './platform/events/events.ts';
import type { Feature, LiveSend } from './platform/feature.ts';

/**
 * Every feature, each by its one description (routes, what they need, event subscriptions, live
 * handlers). `buildApp` walks this list; the demo seed wires the same subscriptions (decision 005).
 */
// biome-ignore lint/suspicious/noExplicitAny: each feature's routes take their own options
export const FEATURES: readonly Feature<any>[] = [
  authFeature,
  objectsFeature,
  postsFeature,
  commentsFeature,
  likesFeature,
  followsFeature,
  usersFeature,
  searchFeature,
  notificationsFeature,
  reelsFeature,
  messagesFeature,
  aiFeature,
  affiliateFeature,
  oidcFeature,
  passwordResetFeature,
  settingsFeature,
  blocksFeature,
  accountFeature,
  reportsFeature,
  adminFeature,
];

/** Every feature's domain-event subscriptions; live pushes go out through `live` when given. */
export function subscribeFeatures(events: EventBus, live?: LiveSend) {
  for (const feature of FEATURES) feature.subscribe?.(events, live);
}
