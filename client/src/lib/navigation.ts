import { TIMINGS } from '@common/constants.ts';
import { rememberReturnTo } from './return-to.ts';

/**
 * Full browser navigation to the sign-in entry point (SPEC §7), after SPEC §9's 500 ms by default. The page
 * asked for is remembered, so signing in comes back to it.
 */
export function redirectToLogin(delayMs: number = TIMINGS.loginRedirectMs): number {
  rememberReturnTo();
  return window.setTimeout(() => {
    window.location.href = '/api/login';
  }, delayMs);
}

/** Logout is a browser navigation (SPEC §2). */
export function logout(): void {
  window.location.href = '/api/logout';
}

const ENTRY_MARK = 'riparamiEntry';

function historyState(): Record<string, unknown> | null {
  const state: unknown = window.history.state;
  return state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : null;
}

/**
 * Marks the history entry the app was loaded on. In-app navigations push entries without the mark,
 * so an overlay can tell "going back stays in the app" from "going back leaves it".
 */
export function markEntryPage(): void {
  if (historyState()?.[ENTRY_MARK]) return;
  window.history.replaceState({ ...historyState(), [ENTRY_MARK]: true }, '');
}

/** Whether the current history entry is the one the app was loaded on (no in-app page behind it). */
export function isEntryPage(): boolean {
  return Boolean(historyState()?.[ENTRY_MARK]);
}
