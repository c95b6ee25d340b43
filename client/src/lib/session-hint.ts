/**
 * Whether this device's last visit was a member's or a guest's (kept in localStorage, never sent anywhere). It
 * only chooses which code loads beside the session request at start (issue 29): a member's shell and screen, or
 * the guest's landing page. The session request alone decides what is shown; a wrong guess costs one round trip.
 */
export type SessionHint = 'member' | 'guest';

const KEY = 'riparami:last-session';

/** The last visit's kind on this device, or null when unknown (first visit, storage unavailable). */
export function readSessionHint(): SessionHint | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'member' || value === 'guest' ? value : null;
  } catch {
    return null;
  }
}

export function writeSessionHint(hint: SessionHint): void {
  try {
    if (localStorage.getItem(KEY) !== hint) localStorage.setItem(KEY, hint);
  } catch {
    // Private mode or storage full: the next start loads both, as on a first visit.
  }
}
