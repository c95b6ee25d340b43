const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function elapsed(date: Date | string | number, now: Date): number {
  return Math.max(0, now.getTime() - new Date(date).getTime());
}

/** Time-ago on post cards (SPEC §4): 'ora' under 1 h, 'Nh' under 24 h, 'Ng' under 30 days, else 'Nm'. */
export function postTimeAgo(date: Date | string | number, now = new Date()): string {
  const ms = elapsed(date, now);
  if (ms < HOUR) return 'ora';
  if (ms < DAY) return `${Math.floor(ms / HOUR)}h`;
  const days = Math.floor(ms / DAY);
  if (days < 30) return `${days}g`;
  return `${Math.floor(days / 30)}m`;
}

/** Time-ago in the conversation list (SPEC §4): 'ora' or 'Nm' under 60 min, 'Nh' under 24 h, else 'Ng'. */
export function conversationTimeAgo(date: Date | string | number, now = new Date()): string {
  const ms = elapsed(date, now);
  const minutes = Math.floor(ms / MINUTE);
  if (minutes < 1) return 'ora';
  if (minutes < 60) return `${minutes}m`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)}h`;
  return `${Math.floor(ms / DAY)}g`;
}

/** Time-ago in the notification sheet (SPEC §4): m/h/g. */
export function sheetTimeAgo(date: Date | string | number, now = new Date()): string {
  const ms = elapsed(date, now);
  if (ms < HOUR) return `${Math.max(1, Math.floor(ms / MINUTE))}m`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)}h`;
  return `${Math.floor(ms / DAY)}g`;
}

/**
 * A number and the word after it joined by a no-break space ('3\u00a0secondi fa', '5\u00a0MB'), so a line never
 * ends on the number and strands its unit on the next one (issue 27).
 */
export const keepNumbersWithUnits = (text: string): string => text.replace(/(\d) (?=\S)/g, '$1\u00a0');
