/** How far a toast must be dragged to go: sideways either way, or down towards the screen's edge. */
export const SWIPE_DISMISS_PX = { sideways: 72, down: 40 } as const;

/** Whether a drag of (dx, dy) pixels dismisses the toast; a drag upwards never does. */
export function swipeDismisses(dx: number, dy: number): boolean {
  return Math.abs(dx) >= SWIPE_DISMISS_PX.sideways || dy >= SWIPE_DISMISS_PX.down;
}

/** Where the toast is drawn while dragged: it follows sideways and downwards, and resists going up. */
export function swipeOffset(dx: number, dy: number): { x: number; y: number } {
  return Math.abs(dx) >= Math.abs(dy) ? { x: dx, y: 0 } : { x: 0, y: dy > 0 ? dy : dy / 4 };
}
