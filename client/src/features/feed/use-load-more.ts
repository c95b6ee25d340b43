import { useEffect, useRef } from 'react';

/**
 * Infinite scroll: calls `loadMore` when the returned sentinel comes within ~a screen of the viewport.
 * A visible 'Carica altri' button stays as the fallback (no IntersectionObserver, keyboard users).
 */
export function useLoadMore(loadMore: () => void, enabled: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(loadMore);
  latest.current = loadMore;

  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '0px 0px 800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);

  return sentinel;
}
