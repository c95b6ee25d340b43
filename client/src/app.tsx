import { lazy, useEffect } from 'react';
import { Route, Switch, useLocation, useRouter } from 'wouter';
import { useCurrentUser } from './data/current-user.ts';
import { RedirectToLogin } from './features/auth/guards.tsx';
import { GuestFrame } from './layout/guest-frame.tsx';
import { AppLoading, AppUnreachable } from './layout/page-loading.tsx';
import { lazyWithPreload } from './lib/lazy-preload.ts';
import { readSessionHint, writeSessionHint } from './lib/session-hint.ts';
import { Lazy, LEGAL_PAGES, LegalPage, NotFoundPage } from './public-pages.tsx';
import { MEMBER_ROUTES, preloadScreen } from './routes.tsx';

// The first load is the shell (issue 29): what a member sees (the app layout and its screens) and what a
// guest sees at '/' (the landing page) each load once the session says which.
const SignedInRoutes = lazyWithPreload(() => import('./signed-in-routes.tsx'));
const LandingPage = lazyWithPreload(async () => ({
  default: (await import('./features/landing/landing-page.tsx')).LandingPage,
}));
const VerifyEmailPage = lazy(async () => ({
  default: (await import('./features/verify-email/verify-email-page.tsx')).VerifyEmailPage,
}));
const ResetPasswordPage = lazy(() => import('./features/password-reset/reset-password-page.tsx'));
const ConfirmEmailPage = lazy(() => import('./features/settings/confirm-email-page.tsx'));
const AccountDeletedPage = lazy(() => import('./features/settings/account-deleted-page.tsx'));

function GuestRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Lazy fallback={<AppLoading />}>
          <LandingPage />
        </Lazy>
      </Route>
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
  const { user, isLoading, failed, retry } = useCurrentUser();
  const [location] = useLocation();
  const { parser } = useRouter();
  // While the session is asked for, what comes next loads beside the request, not after it (a round trip
  // saved: issue 29): the member's shell and screen and, at '/', the guest's landing page — only the one this
  // device's last visit needed when it is known, so a member's feed does not also load and run the landing
  // page's forms. Other addresses (verify-email, legal pages…) load their own page as before.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at start
  useEffect(() => {
    const hint = readSessionHint();
    if (hint !== 'guest') {
      if (!preloadScreen(parser, location)) return;
      SignedInRoutes.preload();
    }
    if (location === '/' && hint !== 'member') LandingPage.preload();
  }, []);
  useEffect(() => {
    if (!isLoading && !failed) writeSessionHint(user ? 'member' : 'guest');
  }, [isLoading, failed, user]);
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
      <Route>
        {isLoading ? (
          <AppLoading />
        ) : failed && !user && readSessionHint() === 'member' ? (
          <AppUnreachable onRetry={retry} />
        ) : user ? (
          <Lazy fallback={<AppLoading />}>
            <SignedInRoutes user={user} />
          </Lazy>
        ) : (
          <GuestRoutes />
        )}
      </Route>
    </Switch>
  );
}
