import type { CurrentUser } from '@common/schemas/user.ts';
import { useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { AppLayout } from './layout/app-layout.tsx';
import { takeReturnTo } from './lib/return-to.ts';
import { Lazy, LEGAL_PAGES, LegalPage, NotFoundPage } from './public-pages.tsx';
import { MEMBER_ROUTES } from './routes.tsx';

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

/** The signed-in app: its layout around SPEC §2's screens (a chunk of its own, issue 29). */
export default function SignedInRoutes({ user }: { user: CurrentUser }) {
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
