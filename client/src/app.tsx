import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import type { CurrentUser } from '../../common/schemas/user.ts';
import { RedirectToLogin } from './features/auth/guards.tsx';
import { useCurrentUser } from './features/auth/queries.ts';
import { FeedPage } from './features/feed/feed-page.tsx';
import { LandingPage } from './features/landing/landing-page.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { GuestFrame } from './layout/guest-frame.tsx';
import { AppLoading, PageLoading } from './layout/page-loading.tsx';

/** React.lazy for a named export: every route but the landing page and the feed loads on demand (DESIGN §7). */
function lazyNamed<P extends object>(load: () => Promise<Record<string, unknown>>, name: string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<P> }));
}

const VerifyEmailPage = lazyNamed(
  () => import('./features/verify-email/verify-email-page.tsx'),
  'VerifyEmailPage',
);
const NotFoundPage = lazyNamed(() => import('./features/not-found/not-found-page.tsx'), 'NotFoundPage');
const MessagesPage = lazyNamed(() => import('./features/messages/messages-page.tsx'), 'MessagesPage');
const ChatPage = lazyNamed(() => import('./features/messages/chat-page.tsx'), 'ChatPage');
const AiPage = lazyNamed(() => import('./features/ai/ai-page.tsx'), 'AiPage');
const CreatePage = lazyNamed(() => import('./features/create/create-page.tsx'), 'CreatePage');
const ReelsPage = lazyNamed(() => import('./features/reels/reels-page.tsx'), 'ReelsPage');
const NotificationsPage = lazyNamed(
  () => import('./features/notifications/notifications-page.tsx'),
  'NotificationsPage',
);
const ProfilePage = lazyNamed(() => import('./features/profile/profile-page.tsx'), 'ProfilePage');
const AdminRoute = lazyNamed<{ user: CurrentUser }>(
  () => import('./features/admin/admin-route.tsx'),
  'AdminRoute',
);

/** Routes only a signed-in member may open (SPEC §2 route table). */
const PROTECTED_PATHS = [
  '/messages',
  '/messages/:otherUserId',
  '/ai',
  '/create',
  '/reels',
  '/notifications',
  '/profile',
  '/admin',
] as const;

function Lazy({ children, fallback = <PageLoading /> }: { children: ReactNode; fallback?: ReactNode }) {
  return <Suspense fallback={fallback}>{children}</Suspense>;
}

function SignedInRoutes({ user }: { user: CurrentUser }) {
  return (
    <AppLayout user={user}>
      <Lazy>
        <Switch>
          <Route path="/" component={FeedPage} />
          <Route path="/messages" component={MessagesPage} />
          <Route path="/messages/:otherUserId" component={ChatPage} />
          <Route path="/ai" component={AiPage} />
          <Route path="/create" component={CreatePage} />
          <Route path="/reels" component={ReelsPage} />
          <Route path="/notifications" component={NotificationsPage} />
          <Route path="/profile">
            {/* The profile is an overlay (SPEC §2): the feed stays behind it while its code loads. */}
            <FeedPage />
            <Suspense fallback={null}>
              <ProfilePage />
            </Suspense>
          </Route>
          <Route path="/admin">
            <AdminRoute user={user} />
          </Route>
          <Route component={NotFoundPage} />
        </Switch>
      </Lazy>
    </AppLayout>
  );
}

function GuestRoutes() {
  return (
    <Switch>
      <Route path="/" component={LandingPage} />
      {PROTECTED_PATHS.map((path) => (
        <Route key={path} path={path} component={RedirectToLogin} />
      ))}
      <Route>
        <GuestFrame>
          <Lazy>
            <NotFoundPage />
          </Lazy>
        </GuestFrame>
      </Route>
    </Switch>
  );
}

/** Routes and guards (SPEC §2, §6). /verify-email is public and does not wait for the current user. */
export function App() {
  const { user, isLoading } = useCurrentUser();
  return (
    <Switch>
      <Route path="/verify-email">
        <Lazy fallback={<AppLoading />}>
          <VerifyEmailPage />
        </Lazy>
      </Route>
      <Route>{isLoading ? <AppLoading /> : user ? <SignedInRoutes user={user} /> : <GuestRoutes />}</Route>
    </Switch>
  );
}
