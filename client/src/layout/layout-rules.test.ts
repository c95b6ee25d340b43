import { describe, expect, it } from 'vitest';
import { barsFor } from './bars.ts';
import { unreadBadgeText } from './unread-badge.ts';

describe('unreadBadgeText', () => {
  it('shows nothing at 0 or without a count', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(undefined)).toBeNull();
  });

  it('shows the count up to 9 and 9+ above', () => {
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(9)).toBe('9');
    expect(unreadBadgeText(10)).toBe('9+');
    expect(unreadBadgeText(250)).toBe('9+');
  });
});

describe('barsFor', () => {
  it('shows both bars on ordinary screens', () => {
    expect(barsFor('/')).toEqual({ top: true, bottom: true });
    expect(barsFor('/messages')).toEqual({ top: true, bottom: true });
  });

  it('hides the bottom navigation on the reels', () => {
    expect(barsFor('/reels')).toEqual({ top: true, bottom: false });
  });

  it('hides both bars on a chat', () => {
    expect(barsFor('/messages/abc-123')).toEqual({ top: false, bottom: false });
  });
});
