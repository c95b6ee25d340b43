/** Which bars a location shows (SPEC §2): none on a chat, no bottom navigation on the reels. */
export function barsFor(location: string): { top: boolean; bottom: boolean } {
  if (/^\/messages\/[^/]+/.test(location)) return { top: false, bottom: false };
  if (location === '/reels') return { top: true, bottom: false };
  return { top: true, bottom: true };
}
