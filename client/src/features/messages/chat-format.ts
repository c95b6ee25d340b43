import { clockTime, dateWithYear, weekdayAndDate } from '../../lib/format.ts';

/** SPEC §2: each message shows its hh:mm time in it-IT format. */
export const messageTime = (iso: string) => clockTime(new Date(iso));

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** The separator above a day's first message: 'Oggi', 'Ieri', the weekday and date, or the date with its year. */
export function dayLabel(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const days = Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);
  if (days === 0) return 'Oggi';
  if (days === 1) return 'Ieri';
  return date.getFullYear() === now.getFullYear() ? weekdayAndDate(date) : dateWithYear(date);
}

/** Whether two messages were sent on different calendar days (a separator goes between them). */
export const isNewDay = (previous: string | undefined, next: string) =>
  !previous || startOfDay(new Date(previous)) !== startOfDay(new Date(next));
