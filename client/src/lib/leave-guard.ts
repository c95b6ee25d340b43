import { navigate, useBrowserLocation } from 'wouter/use-browser-location';

/** Asked before an in-app navigation: it calls `leave` when the member agrees to go. */
export type LeaveGuard = (leave: () => void) => void;

let current: LeaveGuard | null = null;

/** Installs the guard of a form with unsaved changes (null: none); answers a function that removes it. */
export function setLeaveGuard(guard: LeaveGuard | null): () => void {
  current = guard;
  return () => {
    if (current === guard) current = null;
  };
}

/** Navigates as wouter does, unless a guard is installed: then the guard decides. */
const guardedNavigate: typeof navigate = (to, options) => {
  const go = () => navigate(to, options);
  if (current) current(go);
  else go();
};

/**
 * The router's location hook: the browser's, with every in-app navigation (links, the bottom nav, the side
 * menu, a form's back button) passing through the leave guard first (issue 27).
 */
export function useGuardedLocation(): [string, typeof navigate] {
  const [location] = useBrowserLocation();
  return [location, guardedNavigate];
}
