// Numbers and dates as the screens show them (it-IT). The first Intl formatter a page builds loads ICU's locale
// data: 40–70 ms in Chromium on this machine (×4 on Lighthouse's simulated phone), paid in the first render of
// every list. The formats the screens show are written here by hand and checked against Intl by the tests
// (issue 29); what stays on Intl is built only where it is shown (settings, the admin's charts).

/** A number below 1000 with at most one decimal, Italian style ('1,5'): no grouping is ever needed. */
const decimal = (n: number) => String(n).replace('.', ',');
/** CLDR's Italian short units: migliaia as K, then milioni, miliardi, bilioni (with a no-break space). */
const UNITS = [
  { size: 1e12, suffix: '\u00a0Bln' },
  { size: 1e9, suffix: '\u00a0Mld' },
  { size: 1e6, suffix: '\u00a0Mln' },
  { size: 1e3, suffix: 'K' },
] as const;

/** A whole number as `Intl.NumberFormat('it-IT')` writes it: '9999', '10.000', '1.234.567'. */
export function wholeNumber(value: number): string {
  const digits = String(Math.abs(Math.round(value)));
  const grouped = digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, '.');
  return (value < 0 ? '-' : '') + grouped;
}

/**
 * A count as `Intl.NumberFormat('it-IT', { notation: 'compact' })` writes it (999, 1,2K, 12K, 123K, 1,5 Mln)
 * without building that formatter: two significant digits below 10 of a unit, whole units above, rounded half
 * away from zero, and 999.5 of a unit written as 1 of the next.
 */
export function compactNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  const n = Math.abs(value);
  if (n < 1000) return sign + decimal(Math.round(n));
  // The largest unit the count reaches (K at least, as n ≥ 1000).
  const i = UNITS.findIndex((unit) => n >= unit.size);
  const unit = UNITS[i]!;
  // Counts are whole numbers: n × 10 / size is exact where it ends in .5, so rounding matches Intl's.
  const rounded = n < 10 * unit.size ? Math.round((n * 10) / unit.size) / 10 : Math.round(n / unit.size);
  // Rounding up to 1000 of a unit is one of the next (999,999 → 1 Mln), as Intl writes it.
  if (rounded >= 1000 && i > 0) return `${sign}${decimal(rounded / 1000)}${UNITS[i - 1]!.suffix}`;
  return `${sign}${decimal(rounded)}${unit.suffix}`;
}

const MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
] as const;
const WEEKDAYS = ['domenica', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'] as const;
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The time of day as `Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit' })` writes it: '09:05'. */
export const clockTime = (d: Date) => `${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}`;

/** A day as Intl writes it in it-IT with a long weekday and month ('venerdì 27 novembre'). */
export const weekdayAndDate = (d: Date) => `${WEEKDAYS[d.getDay()]} ${d.getDate()} ${MONTHS[d.getMonth()]}`;

/** A day with its year as Intl writes it in it-IT with a long month ('27 novembre 2025'). */
export const dateWithYear = (d: Date) => `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;

/** A day and time as Intl writes it in it-IT with a short month ('27 nov, 14:05'). */
export const shortDateTime = (d: Date) =>
  `${d.getDate()} ${MONTHS[d.getMonth()]!.slice(0, 3)}, ${clockTime(d)}`;

/** A day and time in figures, as Intl writes it in it-IT with `dateStyle: 'short'` ('03/11/26, 08:05'). */
export const numericDateTime = (d: Date) =>
  `${twoDigits(d.getDate())}/${twoDigits(d.getMonth() + 1)}/${twoDigits(d.getFullYear() % 100)}, ${clockTime(d)}`;

/** A day and time with its year, as Intl writes it in it-IT with `dateStyle: 'medium'` ('3 nov 2026, 08:05'). */
export const mediumDateTime = (d: Date) =>
  `${d.getDate()} ${MONTHS[d.getMonth()]!.slice(0, 3)} ${d.getFullYear()}, ${clockTime(d)}`;

/**
 * A moment in full, as `Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeStyle: 'short' })` writes it
 * ('27 novembre 2026 alle ore 14:05'), for the title of a post's, message's or notice's time. Written by hand:
 * every card of a list shows one, and building that formatter cost 70 ms of the feed's first render.
 */
export function fullDate(iso: string): string {
  const d = new Date(iso);
  return `${dateWithYear(d)} alle ore ${clockTime(d)}`;
}
