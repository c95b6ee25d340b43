/** SPEC §2: the bell's badge reads '9+' above 9 and disappears at 0 (and when there is no count). */
export function unreadBadgeText(count: number | undefined): string | null {
  if (!count || count < 1) return null;
  return count > 9 ? '9+' : String(count);
}
