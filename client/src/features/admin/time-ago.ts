import { keepNumbersWithUnits } from '@common/time.ts';
import { formatDistanceToNowStrict } from 'date-fns';
import { it as italian } from 'date-fns/locale/it';
import { numericDateTime } from '../../lib/format.ts';

/** '3 giorni fa': how long ago, in Italian, for the admin lists (number and unit kept together). */
export const timeAgo = (date: string | Date) =>
  keepNumbersWithUnits(formatDistanceToNowStrict(new Date(date), { addSuffix: true, locale: italian }));

/** '23/11/26, 18:40' in it-IT (DESIGN §8), for the full date on hover and in the audit log. */
export const dateTime = (date: string | Date) => numericDateTime(new Date(date));
