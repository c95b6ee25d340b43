import type { CurrentUser } from '@common/schemas/user.ts';
import { type ComponentType, Suspense } from 'react';
import { matchRoute, type Parser } from 'wouter';
import { lazyWithPreload } from './lib/lazy-preload.ts';

/** A screen of the route table; it receives the signed-in member, and its code can load ahead of it. */
export type Screen = ComponentType<{ user: CurrentUser }> & { preload(): void };

/**
 * React.lazy for a screen module: its default export, else the named one. Every screen loads on demand
 * (issue 29: the first load is the shell; '/' then loads the feed or, for a guest, the landing page).
 */
function lazyScreen(load: () => Promise<Record<string, unknown>>, name: string): Screen {
  return lazyWithPreload(async () => {
    const module = await load();
    return { default: (module.default ?? module[name]) as ComponentType<{ user: CurrentUser }> };
  });
}

const FeedPage = lazyScreen(() => import('./features/feed/feed-page.tsx'), 'FeedPage');
const MessagesPage = lazyScreen(() => import('./features/messages/messages-page.tsx'), 'MessagesPage');
const ChatPage = lazyScreen(() => import('./features/messages/chat-page.tsx'), 'ChatPage');
const AiPage = lazyScreen(() => import('./features/ai/ai-page.tsx'), 'AiPage');
const CreatePage = lazyScreen(() => import('./features/create/create-page.tsx'), 'CreatePage');
const ReelsPage = lazyScreen(() => import('./features/reels/reels-page.tsx'), 'ReelsPage');
const NotificationsPage = lazyScreen(
  () => import('./features/notifications/notifications-page.tsx'),
  'NotificationsPage',
);
const ProfilePage = lazyScreen(() => import('./features/profile/profile-page.tsx'), 'ProfilePage');
const AdminRoute = lazyScreen(() => import('./features/admin/admin-route.tsx'), 'AdminRoute');
const SettingsPage = lazyScreen(() => import('./features/settings/settings-page.tsx'), 'SettingsPage');
const SearchPage = lazyScreen(() => import('./features/search/search-page.tsx'), 'SearchPage');

/** The profile is an overlay (SPEC §2): the feed stays behind it while its code loads. */
function ProfileOverFeed({ user }: { user: CurrentUser }) {
  return (
    <>
      <Suspense fallback={null}>
        <FeedPage user={user} />
      </Suspense>
      <Suspense fallback={null}>
        <ProfilePage user={user} />
      </Suspense>
    </>
  );
}
ProfileOverFeed.preload = () => {
  FeedPage.preload();
  ProfilePage.preload();
};

/**
 * SPEC §2's route table: every screen a signed-in member can open. A guest opening any of them but '/' is
 * sent to sign-in (SPEC §6); '/' shows guests the landing page; /verify-email and the fallback are public.
 */
export const MEMBER_ROUTES: readonly { path: string; screen: Screen }[] = [
  { path: '/', screen: FeedPage },
  { path: '/messages', screen: MessagesPage },
  { path: '/messages/:otherUserId', screen: ChatPage },
  { path: '/ai', screen: AiPage },
  { path: '/create', screen: CreatePage },
  { path: '/reels', screen: ReelsPage },
  { path: '/notifications', screen: NotificationsPage },
  { path: '/profile', screen: ProfileOverFeed },
  { path: '/admin', screen: AdminRoute },
  { path: '/settings', screen: SettingsPage },
  { path: '/search', screen: SearchPage },
];

/**
 * Starts loading the code of the member screen at `location` (the first match, as in Switch); false when no
 * member screen matches.
 */
export function preloadScreen(parser: Parser, location: string): boolean {
  const route = MEMBER_ROUTES.find(({ path }) => matchRoute(parser, path, location)[0]);
  route?.screen.preload();
  return route !== undefined;
}
