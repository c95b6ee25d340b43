import { describe, expect, it } from 'vitest';
import { dayLabel, isNewDay, messageTime } from './chat-format.ts';

const local = (y: number, m: number, d: number, h = 12, min = 0) =>
  new Date(y, m - 1, d, h, min).toISOString();

describe('chat times', () => {
  it('shows hh:mm in it-IT, with a leading zero', () => {
    expect(messageTime(local(2026, 3, 4, 9, 5))).toBe('09:05');
    expect(messageTime(local(2026, 3, 4, 21, 45))).toBe('21:45');
  });

  it("names today's and yesterday's messages, then weekday and date, then the year", () => {
    const now = new Date(2026, 10, 20, 8, 0);
    expect(dayLabel(local(2026, 11, 20, 0, 1), now)).toBe('Oggi');
    expect(dayLabel(local(2026, 11, 19, 23, 59), now)).toBe('Ieri');
    expect(dayLabel(local(2026, 11, 16), now)).toBe('lunedì 16 novembre');
    expect(dayLabel(local(2025, 12, 31), now)).toBe('31 dicembre 2025');
  });

  it('puts a separator before the first message and between days', () => {
    expect(isNewDay(undefined, local(2026, 1, 1))).toBe(true);
    expect(isNewDay(local(2026, 1, 1, 8), local(2026, 1, 1, 23))).toBe(false);
    expect(isNewDay(local(2026, 1, 1, 23), local(2026, 1, 2, 0, 1))).toBe(true);
  });
});
