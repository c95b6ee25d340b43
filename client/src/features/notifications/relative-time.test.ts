import { describe, expect, it } from 'vitest';
import { notificationTimeAgo } from './relative-time.ts';

describe('notificationTimeAgo', () => {
  it('uses Italian distance text with a suffix', () => {
    expect(notificationTimeAgo(new Date(Date.now() - 2 * 3600_000))).toBe('circa 2 ore fa');
  });
});
