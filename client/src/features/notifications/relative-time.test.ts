import { describe, expect, it } from 'vitest';
import { notificationTimeAgo } from './relative-time.ts';

describe('notificationTimeAgo', () => {
  it('uses Italian distance text with a suffix', () => {
    expect(notificationTimeAgo(new Date(Date.now() - 2 * 3600_000))).toBe('circa 2\u00a0ore fa');
  });

  it('keeps the number with its unit: a line never ends on it (issue 27)', () => {
    expect(notificationTimeAgo(new Date(Date.now() - 3 * 86_400_000))).toBe('3\u00a0giorni fa');
  });
});
