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

/** The Navigation API where the browser has it (Chromium): it tells how far a Back or Forward went. */
const navigation = (
  globalThis as { navigation?: { currentEntry?: { index: number } | null; addEventListener?: unknown } }
).navigation;
const entryIndex = () => navigation?.currentEntry?.index ?? null;
let lastIndex = typeof window === 'undefined' ? null : entryIndex();
/** Set while the app itself undoes a Back (or Forward): the popstate that follows is not the member's. */
let undoing = false;

/**
 * The browser's Back (and a phone's back gesture, and Forward) with a guard installed: the step is undone at
 * once, so the form stays on screen, and the guard asks; if the member agrees to leave, the same step is
 * taken again. Listens in the capture phase, before wouter's own listener, which it then keeps from
 * seeing the step that was undone (issue 27).
 */
function onPopState(event: PopStateEvent) {
  const index = entryIndex();
  const steps = lastIndex !== null && index !== null ? index - lastIndex : -1;
  if (undoing) {
    undoing = false;
    event.stopImmediatePropagation();
    return;
  }
  if (!current || steps === 0) {
    lastIndex = index;
    return;
  }
  event.stopImmediatePropagation();
  undoing = true;
  window.history.go(-steps);
  const guard = current;
  guard(() => {
    if (current === guard) current = null;
    window.history.go(steps);
  });
}

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', onPopState, { capture: true });
  // Pushes and replaces move the index too: keep it as the browser has it.
  for (const type of ['pushState', 'replaceState'] as const)
    window.addEventListener(type, () => {
      lastIndex = entryIndex();
    });
}

/**
 * The router's location hook: the browser's, with every in-app navigation (links, the bottom nav, the side
 * menu, a form's back button) and the browser's Back passing through the leave guard first (issue 27).
 */
export function useGuardedLocation(): [string, typeof navigate] {
  const [location] = useBrowserLocation();
  return [location, guardedNavigate];
}
