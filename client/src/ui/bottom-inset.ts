import { type RefObject, useEffect } from 'react';

// What is fixed at the bottom of the screen (the bottom navigation, the chat's and the assistant's
// composers) registers here; the toast sits above the highest of them (issue 27), through one CSS variable.

const elements = new Set<HTMLElement>();

/** The CSS variable the toast reads: how much of the screen's bottom is taken, in pixels. */
export const BOTTOM_INSET_VARIABLE = '--bottom-inset';

/** The value last set, so an unchanged inset does not restyle the page again. */
let current: string | undefined;

function update() {
  let inset = 0;
  for (const element of elements) {
    inset = Math.max(inset, window.innerHeight - element.getBoundingClientRect().top);
  }
  const value = elements.size === 0 ? undefined : `${Math.max(0, Math.ceil(inset))}px`;
  if (value === current) return;
  current = value;
  const root = document.documentElement;
  if (value === undefined) root.style.removeProperty(BOTTOM_INSET_VARIABLE);
  else root.style.setProperty(BOTTOM_INSET_VARIABLE, value);
}

/**
 * Registers an element fixed (or sticky) at the bottom while it is on screen: whatever its height (a grown
 * text box, a photo's banner, the keyboard moving it up), toasts stay above it.
 */
export function useBottomInset(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    elements.add(element);
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('resize', update);
    window.visualViewport?.addEventListener('resize', update);
    // No update() here: measuring in the effect would force a layout before the first paint (issue 29).
    // The observer's first call, right after the browser's own layout, measures instead.
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      window.visualViewport?.removeEventListener('resize', update);
      elements.delete(element);
      update();
    };
  }, [ref]);
}
