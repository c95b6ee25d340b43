import type { CurrentUser } from '@common/schemas/user.ts';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { useCurrentUser } from './data/session.ts';
import { RedirectToLogin } from './features/auth/guards.tsx';
import { LandingPage } from './features/landing/landing-page.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { GuestFrame } from './layout/guest-frame.tsx';
import { AppLoading, PageLoading } from './layout/page-loading.tsx';
import { takeReturnTo } from './lib/return-to.ts';
import { MEMBER_ROUTES } from './routes.tsx';

const VerifyEmailPage = lazy(async () => ({
  default: (await import('./features/verify-email/verify-email-page.tsx')).VerifyEmailPage,
}));
const ResetPasswordPage = lazy(() => import('./features/password-reset/reset-password-page.tsx'));
const ConfirmEmailPage = lazy(() => import('./features/settings/confirm-email-page.tsx'));
const AccountDeletedPage = lazy(() => import('./features/settings/account-deleted-page.tsx'));
const LegalPage = lazy(async () => ({
  default: (await import('./features/legal/legal-page.tsx')).LegalPage,
}));
/** The legal and info pages, open to members and guests (issue 21). */
const LEGAL_PAGES = ['privacy', 'termini', 'chi-siamo', 'info'] as const;
const NotFoundPage = lazy(async () => ({
  default: (await import('./features/not-found/not-found-page.tsx')).NotFoundPage,
}));

function Lazy({ children, fallback = <PageLoading /> }: { children: ReactNode; fallback?: ReactNode }) {
  return <Suspense fallback={fallback}>{children}</Suspense>;
}

/** Back from a social sign-in, which lands on '/': the page the visitor had asked for (lib/return-to.ts). */
function useReturnAfterSignIn() {
  const [location, navigate] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first signed-in render
  useEffect(() => {
    if (location !== '/') return;
    const back = takeReturnTo();
    if (back && back !== '/') navigate(back, { replace: true });
  }, []);
}

function SignedInRoutes({ user }: { user: CurrentUser }) {
  useReturnAfterSignIn();
  return (
    <AppLayout user={user}>
      <Lazy>
        <Switch>
          {MEMBER_ROUTES.map(({ path, screen: Screen }) => (
            <Route key={path} path={path}>
              <Screen user={user} />
            </Route>
          ))}
          {LEGAL_PAGES.map((page) => (
            <Route key={page} path={`/${page}`}>
              <LegalPage page={page} />
            </Route>
          ))}
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
      {MEMBER_ROUTES.map(({ path }) => (
        <Route key={path} path={path} component={RedirectToLogin} />
      ))}
      {LEGAL_PAGES.map((page) => (
        <Route key={page} path={`/${page}`}>
          <GuestFrame>
            <Lazy>
              <LegalPage page={page} />
            </Lazy>
          </GuestFrame>
        </Route>
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

/** Guards over the one route table (SPEC §2, §6). /verify-email is public and does not wait for the current user. */
export function App() {
  const { user, isLoading } = useCurrentUser();
  return (
    <Switch>
      <Route path="/verify-email">
        <Lazy fallback={<AppLoading />}>
          <VerifyEmailPage />
        </Lazy>
      </Route>
      <Route path="/reimposta-password">
        <Lazy fallback={<AppLoading />}>
          <ResetPasswordPage />
        </Lazy>
      </Route>
      <Route path="/account-eliminato">
        <Lazy fallback={<AppLoading />}>
          <AccountDeletedPage />
        </Lazy>
      </Route>
      <Route path="/conferma-email">
        <Lazy fallback={<AppLoading />}>
          <ConfirmEmailPage />
        </Lazy>
      </Route>
      <Route>{isLoading ? <AppLoading /> : user ? <SignedInRoutes user={user} /> : <GuestRoutes />}</Route>
    </Switch>
  );
}
