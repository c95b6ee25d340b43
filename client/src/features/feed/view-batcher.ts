import { VIEW_BATCH_MAX } from '@common/constants.ts';

/** At most one request every ~2 s. */
export const VIEW_INTERVAL_MS = 2000;

export interface ViewBatcherDeps {
  send: (postIds: string[], opts: { keepalive: boolean }) => void;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * Collects the ids of posts that came into view and sends them in batches: each id once per page load,
 * at most one request per interval. `flush` sends what is left at once (the page is being hidden).
 */
export function createViewBatcher({
  send,
  now = Date.now,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: ViewBatcherDeps) {
  const seen = new Set<string>();
  let queue: string[] = [];
  let timer: unknown = null;
  let lastSent = Number.NEGATIVE_INFINITY;

  function sendBatch(keepalive: boolean) {
    const batch = queue.slice(0, VIEW_BATCH_MAX);
    queue = queue.slice(VIEW_BATCH_MAX);
    lastSent = now();
    send(batch, { keepalive });
  }

  function schedule() {
    if (timer !== null || queue.length === 0) return;
    const wait = Math.max(0, lastSent + VIEW_INTERVAL_MS - now());
    timer = setTimer(() => {
      timer = null;
      sendBatch(false);
      schedule();
    }, wait);
  }

  return {
    /** Records that a post was seen; a post already seen in this page load is ignored. */
    add(postId: string) {
      if (seen.has(postId)) return;
      seen.add(postId);
      queue.push(postId);
      schedule();
    },
    /** Sends everything queued now, e.g. when the page goes to the background. */
    flush() {
      if (timer !== null) clearTimer(timer);
      timer = null;
      while (queue.length > 0) sendBatch(true);
    },
  };
}
