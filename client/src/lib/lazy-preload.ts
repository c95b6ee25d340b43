import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A lazy component whose code can be asked for before the render that needs it. */
export type Preloadable<P> = LazyExoticComponent<ComponentType<P>> & { preload(): void };

/**
 * React.lazy with `preload()`: once the session says who is signed in, the app shell and the screen of the
 * address load side by side instead of one after the other (issue 29). A failed load is forgotten, so the
 * render that needs the module tries again and shows its error there.
 */
export function lazyWithPreload<P>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  return Object.assign(lazy(loadOnce), { preload: () => void loadOnce().catch(() => {}) });
}
