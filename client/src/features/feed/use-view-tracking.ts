import { useCallback } from 'react';
import { sendPostViews } from '../../data/posts.ts';
import { createViewBatcher } from './view-batcher.ts';

let observer: IntersectionObserver | null = null;

function tracker(): IntersectionObserver | null {
  if (observer) return observer;
  if (typeof IntersectionObserver === 'undefined') return null;
  const views = createViewBatcher({ send: sendPostViews });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') views.flush();
  });
  observer = new IntersectionObserver(
    (entries, self) => {
      for (const entry of entries) {
        const id = (entry.target as HTMLElement).dataset.postId;
        if (!entry.isIntersecting || entry.intersectionRatio < 0.5 || !id) continue;
        views.add(id);
        self.unobserve(entry.target);
      }
    },
    { threshold: 0.5 },
  );
  return observer;
}

/**
 * A ref callback for post cards: a card at least half visible counts as one view, sent in batches
 * (POST /api/posts/views) at most every ~2 s, each post once per page load.
 */
export function useViewTracking(postId: string) {
  return useCallback(
    (element: HTMLElement | null) => {
      const io = tracker();
      if (!element || !io) return;
      element.dataset.postId = postId;
      io.observe(element);
      return () => io.unobserve(element);
    },
    [postId],
  );
}
