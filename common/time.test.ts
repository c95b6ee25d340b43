import { describe, expect, it } from 'vitest';
import { conversationTimeAgo, postTimeAgo, sheetTimeAgo } from './time.ts';

const now = new Date('2026-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('postTimeAgo (SPEC §4)', () => {
  it.each([
    [0, 'ora'],
    [59 * MIN, 'ora'],
    [HOUR, '1h'],
    [23 * HOUR + 59 * MIN, '23h'],
    [DAY, '1g'],
    [29 * DAY, '29g'],
    [30 * DAY, '1m'],
    [95 * DAY, '3m'],
  ])('%i ms ago is %s', (ms, text) => expect(postTimeAgo(ago(ms), now)).toBe(text));
  it('treats a date in the future as now', () => expect(postTimeAgo(ago(-5 * MIN), now)).toBe('ora'));
});

describe('conversationTimeAgo (SPEC §4)', () => {
  it.each([
    [30_000, 'ora'],
    [MIN, '1m'],
    [59 * MIN, '59m'],
    [60 * MIN, '1h'],
    [25 * HOUR, '1g'],
    [40 * DAY, '40g'],
  ])('%i ms ago is %s', (ms, text) => expect(conversationTimeAgo(ago(ms), now)).toBe(text));
});

describe('sheetTimeAgo (SPEC §4: m/h/g)', () => {
  it.each([
    [10_000, '1m'],
    [5 * MIN, '5m'],
    [3 * HOUR, '3h'],
    [2 * DAY, '2g'],
  ])('%i ms ago is %s', (ms, text) => expect(sheetTimeAgo(ago(ms), now)).toBe(text));
});
