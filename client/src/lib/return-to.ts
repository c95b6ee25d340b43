/**
 * The page a visitor asked for when they were sent to sign in (a shared reel link, a chat, an expired
 * session), kept for this tab so signing in brings them back there instead of to the feed.
 */
const KEY = 'riparami.returnTo';
/** Long enough to sign in or register and verify; a later sign-in starts from the feed. */
const MAX_AGE_MS = 30 * 60 * 1000;

/** A path of this site: '/…', never '//host' or '/\host' (a browser would read those as another site). */
export function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** Remembers `path` (by default the current page) for the next sign-in in this tab. */
export function rememberReturnTo(path?: string): void {
  const target = path ?? `${window.location.pathname}${window.location.search}`;
  if (!isLocalPath(target) || target === '/') return;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ path: target, at: Date.now() }));
  } catch {
    // Storage may be unavailable (private mode, quota): the visitor just lands on the feed.
  }
}

/** The remembered page, at most once, while it is fresh. */
export function takeReturnTo(now: number = Date.now()): string | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (raw === null) return null;
    window.sessionStorage.removeItem(KEY);
    const saved: unknown = JSON.parse(raw);
    if (typeof saved !== 'object' || saved === null) return null;
    const { path, at } = saved as { path?: unknown; at?: unknown };
    if (typeof path !== 'string' || typeof at !== 'number' || now - at > MAX_AGE_MS) return null;
    return isLocalPath(path) ? path : null;
  } catch {
    return null;
  }
}
