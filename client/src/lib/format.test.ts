import { describe, expect, it } from 'vitest';
import {
  clockTime,
  compactNumber,
  dateWithYear,
  fullDate,
  mediumDateTime,
  numericDateTime,
  shortDateTime,
  weekdayAndDate,
  wholeNumber,
} from './format.ts';

describe('compactNumber', () => {
  // The oracle is the platform's own compact formatter, which the screens used before (same CLDR data in
  // Node and Chromium): every count a post or reel can show must read the same.
  const intl = new Intl.NumberFormat('it-IT', { notation: 'compact' });
  const edges = [0, 1, 9, 10, 99, 100, 999, 1000, 1049, 1050, 1149, 1150, 1250, 1949, 1950, 9949, 9950, 9999];
  const more = [10_000, 10_499, 10_500, 12_345, 99_499, 99_500, 99_999, 100_000, 123_456, 999_499, 999_500];
  const large = [999_999, 1_000_000, 1_049_999, 1_050_000, 1_500_000, 12_345_678, 999_499_999, 999_500_000];
  const huge = [1e9, 2.5e9, 1e12, 3.45e12];

  it('writes every edge of rounding and units as Intl does', () => {
    for (const n of [...edges, ...more, ...large, ...huge])
      expect(compactNumber(n), String(n)).toBe(intl.format(n));
  });

  it('agrees with Intl on a sweep of counts from 0 to 20 million', () => {
    let differences = 0;
    for (let n = 0; n < 20_000_000; n = n < 2000 ? n + 1 : Math.ceil(n * 1.0007)) {
      if (compactNumber(n) !== intl.format(n)) differences++;
    }
    expect(differences).toBe(0);
  });
});

describe('wholeNumber', () => {
  it('groups thousands from five digits on, as Intl does in Italian', () => {
    const intl = new Intl.NumberFormat('it-IT');
    for (const n of [0, 7, 999, 1000, 9999, 10_000, 99_999, 123_456, 1_234_567, 987_654_321, -12_345]) {
      expect(wholeNumber(n), String(n)).toBe(intl.format(n));
    }
  });
});

describe('fullDate', () => {
  it('writes a moment in each of the app’s formats as Intl writes it, through a year of hours (months, midnight, summer time)', () => {
    const intl = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeStyle: 'short' });
    const clock = new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit' });
    const weekday = new Intl.DateTimeFormat('it-IT', { weekday: 'long', day: 'numeric', month: 'long' });
    const withYear = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric' });
    const short = new Intl.DateTimeFormat('it-IT', {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    const numeric = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'short' });
    const medium = new Intl.DateTimeFormat('it-IT', { dateStyle: 'medium', timeStyle: 'short' });
    const start = Date.parse('2025-12-31T22:00:00Z');
    for (let t = start; t < start + 366 * 86_400_000; t += 3_600_000 + 7 * 60_000) {
      const iso = new Date(t).toISOString();
      expect(fullDate(iso), iso).toBe(intl.format(new Date(iso)));
      expect(clockTime(new Date(iso)), iso).toBe(clock.format(new Date(iso)));
      expect(weekdayAndDate(new Date(iso)), iso).toBe(weekday.format(new Date(iso)));
      expect(dateWithYear(new Date(iso)), iso).toBe(withYear.format(new Date(iso)));
      expect(shortDateTime(new Date(iso)), iso).toBe(short.format(new Date(iso)));
      expect(numericDateTime(new Date(iso)), iso).toBe(numeric.format(new Date(iso)));
      expect(mediumDateTime(new Date(iso)), iso).toBe(medium.format(new Date(iso)));
    }
  });
});
