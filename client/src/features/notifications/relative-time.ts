import { keepNumbersWithUnits } from '@common/time.ts';
import { formatDistanceToNow } from 'date-fns';
import { it as italian } from 'date-fns/locale/it';

/** SPEC §4: notifications show Italian-locale distance text, e.g. 'circa 2 ore fa' (number and unit kept together). */
export function notificationTimeAgo(date: string | Date): string {
  return keepNumbersWithUnits(formatDistanceToNow(new Date(date), { addSuffix: true, locale: italian }));
}
