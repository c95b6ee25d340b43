import { describe, expect, it } from 'vitest';
import { swipeDismisses, swipeOffset } from './toast-swipe.ts';

describe('toast swipe', () => {
  it('dismisses on a long enough drag sideways or down, never up', () => {
    expect(swipeDismisses(80, 0)).toBe(true);
    expect(swipeDismisses(-80, 5)).toBe(true);
    expect(swipeDismisses(0, 45)).toBe(true);
    expect(swipeDismisses(30, 20)).toBe(false);
    expect(swipeDismisses(0, -200)).toBe(false);
  });

  it('follows the finger on the main axis and resists upwards', () => {
    expect(swipeOffset(50, 10)).toEqual({ x: 50, y: 0 });
    expect(swipeOffset(5, 30)).toEqual({ x: 0, y: 30 });
    expect(swipeOffset(5, -40)).toEqual({ x: 0, y: -10 });
  });
});
